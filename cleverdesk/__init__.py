"""cleverdesk: the Clever dice games by Wolfgang Warsch, played offline at one computer."""

__version__ = "0.1.0"
