"""Une copie d'équipe du TP1, écrite à part de la référence, pour éprouver la correction.

Style volontairement différent : booléens en 1/0, ``rng.randint``, lettres qui
font planter (l'énoncé le tolère). Les tests (``tests/test_correction.py``) en
tirent des copies fautives, une faute à la fois.
"""
