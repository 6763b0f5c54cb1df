"""What every screen shares: words, dates, the language, spoken names, dice looks, seat names and
settings, contrast, file choices. Below the screens: nothing here imports a screen's package."""
