"""The print desk: sheets to PDF, printer and images."""
