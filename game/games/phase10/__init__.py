"""The game ``phase10``: its engine, bots, session, catalog and rules text."""
