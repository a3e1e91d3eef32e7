"""Entry script of the frozen app (PyInstaller needs a script, not a module)."""

import sys

from tabletop.__main__ import main

sys.exit(main())
