"""Big-data benchmark (issue 33): 10 000 saved games and a 100 000-game score history.

    .venv/bin/python scripts/bench_big_data.py [--saves 10000] [--games 100000]
        [--folder /tmp/cleverdesk-big] [--rebuild]

builds the data folder once (saves copied from a few played games, history rows copied from a
few played games with their own uid, date and seed: the sizes of real ones), then measures, each
in a fresh process as a new desk session would:

- ``saves_open_first_s``: the Saves screen's list (``Saves.refreshList``, then a thread lists)
  complete the very first time (no index yet), and ``saves_open_s``: in a later session (the
  issue's "first open in every session", target ≤ 1 s); each with ``_gui_s``, how long the GUI
  thread was held (the desk frozen), and ``_first_rows_s``, until the first rows are there;
- ``history_open_s``: the desk's History screen shown until its first rows are there (≤ 1 s),
  ``history_figures_s``: until its figures are there too, ``history_filter_s``: a game filter
  (≤ 0.5 s), and ``desk_rss_mb``: the desk's resident memory then (≤ 250 MB);
- ``history_csv_s``: ``cleverdesk history --csv`` to /dev/null (≤ 5 s).

Beside each wall-clock figure it prints the processor time it took (``cpu``: every thread of the
process, so work moved off the GUI thread still counts) and the longest stall of the GUI thread
(``stall``): a timer on the GUI thread ticks every 10 ms, and the longest gap between two ticks is
the longest time the window could not answer (issue 47: none over 100 ms), with the most processor
time the GUI thread itself spent between two ticks ("busy": on a loaded machine a gap also holds
the time the thread waited for a core, or for Python's lock while another thread held it).
``desk_start`` is the desk from its start until its services (the History among them) are made:
its stall is building the window, and ``history_made`` how long making the History object held
the GUI thread; these and the History screen's opening are also measured on an empty data
folder, for comparison (what building the window and the screen costs with no data at all).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sqlite3
import subprocess
import sys
from datetime import UTC, datetime, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

GSC = "ganz-schoen-clever"


# ---------------------------------------------------------------------------- building
def _played(count: int, seed: int = 1) -> list[tuple[object, object]]:
    from cleverdesk.engine import GAME_IDS, GameRecord, GameSetup, PlayerSetup, get_rules
    from cleverdesk.engine.simulate import play_game

    out = []
    for i in range(count):
        game = GAME_IDS[i % len(GAME_IDS)]
        seats = 1 + (i % 3 == 2)
        setup = GameSetup(game=game, seed=seed + i, players=[
            PlayerSetup(name="Anna" if s == 0 else f"Computer {s + 1}",
                        bot=None if s == 0 else "greedy") for s in range(seats)])
        bots = setup.model_copy(update={"players": [
            PlayerSetup(name=p.name, bot="greedy") for p in setup.players]})
        state, record = play_game(get_rules(game), bots)
        out.append((state, GameRecord(setup=setup, moves=record.moves)))
    return out


def build_saves(folder: Path, count: int) -> None:
    from cleverdesk.store import SaveStore
    from cleverdesk.store.save_format import build_document, document_bytes, new_session_id

    store = SaveStore(folder)
    store.saves_dir.mkdir(parents=True, exist_ok=True)
    templates = []
    for _state, record in _played(12):
        cut = len(record.moves) // 2  # games in progress, as saves mostly are
        partial = record.model_copy(update={"moves": record.moves[:cut]})
        templates.append(partial)
    rng = random.Random(3)
    for i in range(count):
        record = templates[i % len(templates)]
        when = datetime(2026, 1, 1, tzinfo=UTC) + timedelta(minutes=rng.randrange(500_000))
        document = build_document(record, session=new_session_id(), title=f"Game {i}",
                                  saved_at=when)
        (store.saves_dir / f"game-{i:05d}.json").write_bytes(document_bytes(document))
        if i % 1000 == 999:
            print(f"  {i + 1} saves", file=sys.stderr)


def build_history(folder: Path, count: int) -> None:
    from cleverdesk.store.history import HistoryStore, history_path

    path = history_path(folder)
    with HistoryStore(path) as store:
        for n, (state, record) in enumerate(_played(30, seed=100)):
            store.add_game(state, record, "solo" if len(record.setup.players) == 1
                           else "multiplayer", 600.0, uid=f"template-{n}")
    conn = sqlite3.connect(path, isolation_level=None)
    games = conn.execute("SELECT uid, finished_at, game, mode, seed, duration_s, stage,"
                         " record_json, practice, hints, id FROM games").fetchall()
    seats = {}
    for row in conn.execute("SELECT game_id, seat, name, bot, total, foxes, areas_json, rating,"
                            " winner FROM results"):
        seats.setdefault(row[0], []).append(row[1:])
    rng = random.Random(5)
    start = datetime(2024, 1, 1, tzinfo=UTC)
    conn.execute("BEGIN")
    for i in range(count - len(games)):
        template = games[i % len(games)]
        when = (start + timedelta(minutes=i * 9 + rng.randrange(5))).isoformat(
            timespec="seconds")
        cursor = conn.execute(
            "INSERT INTO games (uid, finished_at, game, mode, seed, duration_s, stage,"
            " record_json, practice, hints) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (f"bench-{i}", when, *template[2:10]))
        for seat in seats[template[10]]:
            total = max(0, seat[3] + rng.randrange(-30, 30))
            conn.execute("INSERT INTO results VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                         (cursor.lastrowid, seat[0], seat[1], seat[2], total, *seat[4:]))
        if i % 20_000 == 19_999:
            conn.execute("COMMIT")
            conn.execute("BEGIN")
            print(f"  {i + 1} games", file=sys.stderr)
    conn.execute("COMMIT")
    conn.close()


# ---------------------------------------------------------------------------- measuring
HEARTBEAT = """
import time
from PySide6.QtCore import QTimer

class Heartbeat:
    # the GUI thread's longest stall: the longest gap between two ticks of a 10 ms timer; and
    # the most processor time the GUI thread itself spent between two ticks (on a loaded
    # machine a gap also holds the time the thread waited for a core, or for Python's lock
    # while another thread of the desk held it)
    def __init__(self):
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self.tick)
        self.last, self.last_cpu = time.perf_counter(), time.thread_time()
        self.longest = self.longest_cpu = 0.0
        self.timer.start()

    def tick(self):
        now, cpu = time.perf_counter(), time.thread_time()
        self.longest = max(self.longest, now - self.last)
        self.longest_cpu = max(self.longest_cpu, cpu - self.last_cpu)
        self.last, self.last_cpu = now, cpu

    def take(self):  # (longest stall, most GUI-thread processor time in one) since the last
        self.tick()
        found = (self.longest, self.longest_cpu)
        self.longest = self.longest_cpu = 0.0
        return found
"""

SAVES_OPEN = HEARTBEAT + """
import json, os, resource, sys, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
from PySide6.QtCore import QCoreApplication, QEventLoop
from PySide6.QtGui import QGuiApplication
app = QGuiApplication([])
from cleverdesk.ui.saves.desk import Saves
beats = Heartbeat()
cpu = time.process_time()
saves = Saves()
model = saves.property("listModel")

def until(check, limit=1800.0):  # the event loop runs meanwhile, as at the desk
    while not check():
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if time.perf_counter() - started > limit:
            raise SystemExit("timed out")
    return time.perf_counter() - started

started = time.perf_counter()
saves.refreshList()  # what the Saves screen asks for when it opens
gui = time.perf_counter() - started
first = until(lambda: model.rowCount() > 0)
done = until(lambda: not saves.property("busy"))
print(json.dumps({"gui": gui, "first": first, "seconds": done, "entries": model.rowCount(),
                  "cpu": time.process_time() - cpu, "stall": beats.take()}))
"""

HISTORY_OPEN = HEARTBEAT + """
import json, os, resource, sys, time
os.environ["QT_QPA_PLATFORM"] = "offscreen"
os.environ.setdefault("QT_QUICK_BACKEND", "software")
from cleverdesk.ui.app.tools import HeadlessDesk, wait
from cleverdesk.ui.app.app import make_application, singleton
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer
from PySide6.QtQuick import QQuickItem

from cleverdesk.ui.history import view as history_view

made = []  # how long making the History object held the GUI thread (it opens the history)
real_init = history_view.History.__init__
def timed_init(self, *args, **kwargs):
    began = time.perf_counter()
    real_init(self, *args, **kwargs)
    made.append(time.perf_counter() - began)
history_view.History.__init__ = timed_init

app = make_application([])
beats = Heartbeat()
cpu = time.process_time()
started = time.perf_counter()
desk = HeadlessDesk(size=(1280, 800))  # the window and its services: the History opens its database
history = singleton(desk.engine, "History")
wait(300)
start = {"start_s": time.perf_counter() - started, "start_cpu": time.process_time() - cpu,
         "start_stall": beats.take(), "history_made_s": made[0] if made else -1.0}

def find(name):
    stack = [desk.window.contentItem()]
    while stack:
        item = stack.pop()
        if item.objectName() == name and item.isVisible():
            return item
        stack.extend(item.childItems())
    return None

def until(check, started, limit=900.0):
    # seconds from started until check() holds, the event loop running meanwhile
    while not check():
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 20)
        if time.perf_counter() - started > limit:
            raise SystemExit("timed out")
    return time.perf_counter() - started

button = find("homeHistory")
cpu = time.process_time()
started = time.perf_counter()
button.clicked.emit()  # the screen is built and History.refresh() runs inside this call
if os.environ.get("BENCH_START_ONLY"):  # an empty folder: the screen's own cost
    until(lambda: find("historyCount") is not None, started)
    print(json.dumps({**start, "open_stall": beats.take()}))
    raise SystemExit(0)
first_rows = until(lambda: find("historyRow_0") is not None, started)
open_stall, open_cpu = beats.take(), time.process_time() - cpu
figures = until(lambda: not history.property("busy") and len(history.chart) > 0, started)
figures_stall, figures_cpu = beats.take(), time.process_time() - cpu
shown = history.count
cpu = time.process_time()
started = time.perf_counter()
history.setGameFilter("doppelt-so-clever")
filtered = until(lambda: find("historyRow_0") is not None and history.count != shown, started)
until(lambda: not history.property("busy"), started)
filter_stall, filter_cpu = beats.take(), time.process_time() - cpu
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
print(json.dumps({**start, "open": first_rows, "figures": figures, "filter": filtered,
                  "open_stall": open_stall, "open_cpu": open_cpu,
                  "figures_stall": figures_stall, "figures_cpu": figures_cpu,
                  "filter_stall": filter_stall, "filter_cpu": filter_cpu,
                  "rss_mb": rss, "count": shown, "filtered_count": history.count}))
desk.close()
"""


def _run(code: str, folder: Path, **extra: str) -> dict[str, float]:
    env = {**os.environ, "CLEVERDESK_DATA_DIR": str(folder), "PYTHONPATH": str(ROOT), **extra}
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=1800)
    if done.returncode != 0:
        raise SystemExit(done.stderr[-3000:])
    return json.loads(done.stdout.strip().splitlines()[-1])  # type: ignore[no-any-return]


def _stall(found: list[float]) -> str:
    """The longest stall of the GUI thread and the most processor time it spent in one."""
    wall, cpu = found
    return f"{wall:.3f} (GUI thread busy {cpu:.3f} s; target <= 0.1 s)"


def _csv_seconds(folder: Path) -> tuple[float, float, float]:
    env = {**os.environ, "CLEVERDESK_DATA_DIR": str(folder), "PYTHONPATH": str(ROOT)}
    code = ("import resource, subprocess, sys, time\n"
            "started = time.perf_counter()\n"
            "subprocess.run([sys.executable, '-m', 'cleverdesk', 'history', '--csv'],"
            " stdout=subprocess.DEVNULL, check=True)\n"
            "took = time.perf_counter() - started\n"
            "use = resource.getrusage(resource.RUSAGE_CHILDREN)\n"
            "print(took, use.ru_maxrss / 1024, use.ru_utime + use.ru_stime)\n")
    done = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True,
                          text=True, timeout=1800, check=True)
    seconds, rss, cpu = done.stdout.split()
    return float(seconds), float(rss), float(cpu)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--saves", type=int, default=10_000)
    parser.add_argument("--games", type=int, default=100_000)
    parser.add_argument("--folder", type=Path, default=Path("/tmp/cleverdesk-big"))
    parser.add_argument("--rebuild", action="store_true", help="build the folder anew")
    parser.add_argument("--only", choices=["saves", "history", "csv"], action="append")
    args = parser.parse_args(argv)
    folder: Path = args.folder
    marker = folder / "bench.json"
    wanted = {"saves": args.saves, "games": args.games}
    if args.rebuild or not marker.exists() or json.loads(marker.read_text()) != wanted:
        import shutil

        shutil.rmtree(folder, ignore_errors=True)
        folder.mkdir(parents=True)
        print(f"building {args.saves} saves and {args.games} games in {folder} …",
              file=sys.stderr)
        build_saves(folder, args.saves)
        build_history(folder, args.games)
        marker.write_text(json.dumps(wanted))
    only = set(args.only or ["saves", "history", "csv"])
    if "saves" in only:
        for index in folder.glob("saves.index"):
            index.unlink()  # the first open ever builds it
        first = _run(SAVES_OPEN, folder)
        later = _run(SAVES_OPEN, folder)
        for name, found in (("saves_open_first", first), ("saves_open", later)):
            print(f"{name}_s={found['seconds']:.2f}  (until every save is listed; "
                  f"{found['entries']:.0f} saves"
                  f"{', no index yet' if found is first else '; target <= 1 s'})  "
                  f"{name}_cpu_s={found['cpu']:.2f}"
                  f"{'  (target <= 10 s)' if found is first else ''}  "
                  f"{name}_stall_s={_stall(found['stall'])}")
            print(f"  {name}_gui_s={found['gui']:.2f}  (the GUI thread held by refreshList)  "
                  f"{name}_first_rows_s={found['first']:.2f}")
    if "history" in only:
        found = _run(HISTORY_OPEN, folder)
        import tempfile

        with tempfile.TemporaryDirectory() as empty:
            bare = _run(HISTORY_OPEN, Path(empty), BENCH_START_ONLY="1")
        print(f"desk_start_s={found['start_s']:.2f}  cpu_s={found['start_cpu']:.2f}  "
              f"stall_s={_stall(found['start_stall'])}  (the desk until its services are "
              f"made: the stall is building the window; empty folder: {bare['start_s']:.2f} s, "
              f"cpu {bare['start_cpu']:.2f} s, stall {_stall(bare['start_stall'])})")
        print(f"  history_made_s={found['history_made_s']:.3f}  (the History object made on "
              f"the GUI thread; empty folder: {bare['history_made_s']:.3f} s)")
        print(f"history_open_s={found['open']:.2f}  (first rows; target <= 1 s; "
              f"{found['count']:.0f} games)  cpu_s={found['open_cpu']:.2f}  "
              f"stall_s={_stall(found['open_stall'])}  (empty folder: "
              f"{_stall(bare['open_stall'])}, building the screen)")
        print(f"history_figures_s={found['figures']:.2f}  (until the figures are shown)  "
              f"cpu_s={found['figures_cpu']:.2f}  stall_s={_stall(found['figures_stall'])}")
        print(f"history_filter_s={found['filter']:.2f}  (target <= 0.5 s)  "
              f"cpu_s={found['filter_cpu']:.2f}  stall_s={_stall(found['filter_stall'])}")
        print(f"desk_rss_mb={found['rss_mb']:.0f}  (target <= 250 MB)")
    if "csv" in only:
        seconds, rss, cpu = _csv_seconds(folder)
        print(f"history_csv_s={seconds:.2f}  (target <= 5 s)  cpu_s={cpu:.2f}  "
              f"csv_rss_mb={rss:.0f}")
    print(f"load average: {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
