## Ten Phases (game id tenphases). The table words come with its action layer.

tenphases-title = Ten Phases
option-ace_high_runs = Runs may end queen, king, ace
option-flush_phases = Phases 8 to 10 are flushes
