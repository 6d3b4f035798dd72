"""Paquet hostile : vide, il réécrit les rapports de pytest pour que chaque test paraisse réussi.

Importé dans le processus de pytest, il obtenait 118/118 et le code 0.
"""

import sys

if "_pytest.reports" in sys.modules:
    from _pytest.reports import TestReport

    _original = TestReport.__init__

    def _tout_reussi(self, *args, **kwargs):
        _original(self, *args, **kwargs)
        self.outcome = "passed"
        self.longrepr = None

    TestReport.__init__ = _tout_reussi
