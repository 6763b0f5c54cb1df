"""The campaign screen."""
