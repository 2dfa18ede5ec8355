"""Commands plus focus and selection become engine moves and spoken words.

This layer knows no pygame: the app hands it command names, it hands back
:class:`~game.actions.session.Utterance` objects to speak and show.
"""
