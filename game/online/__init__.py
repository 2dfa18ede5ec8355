"""Online tables: the protocol both sides speak (:mod:`.protocol`) and how
moves and views travel as plain JSON (:mod:`.wire`). No pygame, app, speech
or sound here: the server and the clients both import it."""
