"""Entry script of the frozen app (PyInstaller needs a script, not a module). Started with
TABLETOP_THINKER=1 it is the computer opponent's worker (tabletop/ui/thinker.py), not the app."""

import os
import sys

if os.environ.get("TABLETOP_THINKER") == "1":
    from tabletop.ui.thinker import serve

    serve()
    sys.exit(0)

from tabletop.__main__ import main

sys.exit(main())
