"""``python -m tests.golden.regen [FILE.json ...]``: play each golden transcript's input again
and rewrite its outcome (all of ``tests/golden/*.json`` without arguments).

Run it when a change of the rules or the engine changes an outcome on purpose, and read the
diff (``git diff tests/golden``) before committing it. Prints each file it rewrote.
"""

from __future__ import annotations

import sys
from pathlib import Path

from .transcripts import play, read, text_of, transcript_files


def main(argv: list[str] | None = None) -> int:
    """Rewrite the outcome of the given transcripts (or of all); the exit status."""
    args = sys.argv[1:] if argv is None else argv
    paths = [Path(arg) for arg in args] or transcript_files()
    for path in paths:
        text = text_of(play(read(path)))
        if path.read_text(encoding="utf-8") != text:
            path.write_text(text, encoding="utf-8")
            print(f"rewrote {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
