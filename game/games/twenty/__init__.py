"""The game ``twenty``: its engine, bots, session, catalog and rules text."""
