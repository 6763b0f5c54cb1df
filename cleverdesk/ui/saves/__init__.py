"""The Saves screen: the saved-games list, its model and lister, the autosave writer."""
