"""Score sheets on paper: one QPainter renderer of the sheet geometry for PDF, printer and image.

The same geometry (``cleverdesk.layout``) places the cells on screen and on paper, so the two
never drift apart. Blank sheets are for playing at the table with real dice; filled sheets show a
player's marks, scores and rating from a game record.
"""

from __future__ import annotations

from .pages import PAGE_SIZES, PrintError, SheetJob, jobs_for_record, render_image, write_pdf
from .sheet_painter import paint_sheet

__all__ = [
    "PAGE_SIZES",
    "PrintError",
    "SheetJob",
    "jobs_for_record",
    "paint_sheet",
    "render_image",
    "write_pdf",
]
