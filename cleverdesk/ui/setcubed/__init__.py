"""The SET Cubed table: its controller, hints, spoken names and words."""
