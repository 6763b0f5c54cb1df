"""The Clever table: the game controller, its sheet and row models, hints and the guide."""
