"""The game ``shithead``: its engine, bots, session, catalog and rules text."""
