## Phase 10 (game id phase10). The table words come with its action layer.

phase10-title = Phase 10
