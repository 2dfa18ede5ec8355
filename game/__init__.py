"""Parlour: card games for blind and low-vision players."""

__version__ = "0.1.0"

import os as _os

# pygame prints a greeting on import; stdout is for spoken words (--headless).
_os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
