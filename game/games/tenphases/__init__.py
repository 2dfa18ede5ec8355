"""The game ``tenphases``: its engine, bots, session, catalog and rules text."""
