"""The History screen: the score history view and the games it keeps."""
