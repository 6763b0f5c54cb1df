# Words of the `deskends` branch (issue 35: Esc at the tables, SET Cubed for screen readers,
# high contrast, the hot-seat Done moment), keyed by the English source: re-apply after a merge
# with
#   .venv/bin/python scripts/translations.py fill translations/revisions/deskends.py
T = {
    "Back to the home screen (Esc)": (
        "Zurück zum Startbildschirm (Esc)",
        "Terug naar het startscherm (Esc)",
    ),
}
