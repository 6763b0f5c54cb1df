"""The Review screen: a game's decisions judged, in words."""
