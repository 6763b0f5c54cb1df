"""Challenges: codes, the expert on your dice, clean records (issue 50)."""
