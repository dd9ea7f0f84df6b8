"""Where a tournament comes from besides a file: what a reference names (a lichess Swiss,
a Google Sheet) and the lichess importer, the one module of core that uses the network."""
