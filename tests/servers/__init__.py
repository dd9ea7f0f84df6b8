"""Local stand-ins for the web services the adapters talk to (tests only)."""
