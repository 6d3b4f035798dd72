def doubler(nombre):
	"""Retourne le double de ``nombre``."""
	return nombre + nombre
def tripler(nombre):
    """Retourne le triple de ``nombre`` : une ligne trop longue pour se lire, écrite exprès bien au-delà de cent vingt caractères."""
    return nombre + nombre + nombre
