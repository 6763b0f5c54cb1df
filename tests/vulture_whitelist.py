"""Names in cleverdesk/ that vulture cannot see used, each with who uses it (scripts/dead_code.py).

Names QML uses need no entry: scripts/dead_code.py reads them from the QML files on every run.
What is here is used by name from elsewhere. Never executed: vulture only reads the attribute
names (``_.name``, the form ``vulture --make-whitelist`` prints). An entry whose name no longer
occurs in cleverdesk/ fails the check. A test seam is kept only where the test drives or
observes code the desk runs; code that only its own test called was removed instead.
"""
# ruff: noqa: B018, F821

# ---- called by Qt or Python, not by our code
_.roleNames  # QAbstractItemModel: the role names QML's delegates read (every list model)
_.canFetchMore  # QAbstractItemModel: the History's list asks for its next page
_.fetchMore
_.filterAcceptsRow  # QSortFilterProxyModel: the printable saves
_.__getattr__  # module attribute hook: cleverdesk.store imports store.saves on first use

# ---- reached through getattr or a table of names
# SheetDrawing.element draws a sheet row by its kind: getattr(self, "_" + row["kind"])
_._area
_._panel
_._title
_._symbol
_._bonus
_._icon
_._round
_._dice_field
_._arrow
_._sign
_._line
# ui/app/services.py makes each game service from its SERVICES table by class name
_.ChallengeDesk
_.SetCubedHintAdvisor
# ui/history/keeper.py: whether the keeper still tries to open a locked history (the writer's
# test checks that closing the database stops it)
_.retrying
# engine/fast_listing.py: the equivalence tests turn every flag it names off to compare
_.FLAGS
# Saves' HISTORY_PROPERTIES notify these by name (QML does not read these two; tests do)
_.undoAllowed  # tests/ui/test_history_campaign.py: a campaign game allows no undo
_.practiceUsed  # tests/ui/test_fair_undo.py

# ---- fields of what is written to disk
_.app_version  # store/saves.py: every save says which cleverdesk wrote it
_.adam_steps  # engine/bots/training.py: Progress, kept in the training checkpoint (asdict)
_.warnings  # setcubed/data.py: GameData's soft-check findings (the desk shows none yet)

# ---- used by scripts/
_.standard_error  # scripts/review_accuracy.py
_.wild_position  # scripts/bench_wild.py, tests/setcubed
_.untyped  # scripts/atspi_*.py, scripts/bench_wild.py and the tests read typed names back

# ---- held only to keep a Python reference
_.set_cubed_recorder  # ui/history/desk.py: the recorder of SET Cubed games lives with the view

# ---- seams the tests drive or observe live code through
_.expected_mean  # engine/bots/levels.py: the calibrated means the levels are offered by
_.make_judge  # engine/bots/review.py: judge single positions
_.current_readings  # engine/games: which readings get_rules serves
_.dead  # engine/games/_clever_hoch_drei_areas.py: brown cells skipped over (Clever hoch drei tests)
_.accepts  # engine/games/_clever_4ever_areas.py: the plain form of what placements inlines
_.deciders  # engine/undo.py: who decided each move of a record
_.enumerate_turns  # setcubed/rules.py: every legal turn, can_place's oracle
_.drawn_texts  # printing/sheet_painter.py: the texts the printer draws, measured by tests
_.drawn_strokes  # ... and its pen's strokes (tests/layout/test_screen_and_paper_agree.py)
_.read_csv  # store/history.py: reads the exported CSV back
_.autosave  # store/saves.py: SaveStore's autosave, open_autosave and list_saves make and
_.open_autosave  # read the files the tests start from
_.list_saves
_.game_ids  # ui/history/games_model.py: which games the History's list holds
_.main_sheet  # ui/table/desk.py: the sheet models of the table
_.mini_sheets
_.row_value  # ui/table/sheet_model.py: one role of one row
_.exportSave  # ui/saves/desk.py: what the file dialogs of chooseExportFile and
_.importFile  # chooseImportFile call, without the dialog
_.ghostScore  # ui/challenge/subject.py: the ghost's total as a number (QML shows ghostText)
_.pointsLost  # ui/review/desk.py: as a number (QML shows totalText)
_.bagCount  # ui/setcubed/status.py: as a number (QML shows bagText)
_.pendingCount  # ui/setcubed/turn_view.py
_.returnWindow  # ui/table/turn_actions.py: Doppelt so clever's return of platter dice
