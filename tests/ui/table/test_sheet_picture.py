"""The other players' small sheets are pictures: one painted item each (issue 46, memory).

Drawn by SheetView.qml a small Clever 4ever sheet was 3 600 QML items (~27 MB); a table of
three seats kept three of them beside the main sheet."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QApplication

from cleverdesk.engine import GameSetup, PlayerSetup, get_rules
from cleverdesk.layout import Kind, sheet_geometry
from cleverdesk.ui.table.sheet_model import SheetModel
from cleverdesk.ui.table.sheet_picture import SheetPicture
from tests.ui.driver import Driver, walk

C4E = "clever-4ever"


def test_the_other_players_sheets_are_single_items(desk: Driver) -> None:
    desk.game.start_setup(GameSetup(game=C4E, players=[
        PlayerSetup(name="Ada"), PlayerSetup(name="Bo", bot="greedy"),
        PlayerSetup(name="Cy", bot="greedy")], seed=3))
    desk.wait_for_human_or_end()
    desk.settle()
    viewed = desk.game.property("turn").property("viewSeat")
    for seat in (s for s in range(3) if s != viewed):
        card = desk.item(f"mini_{seat}")
        assert sum(1 for _ in walk(card)) < 40, "a picture, not a sheet of QML items"
        assert desk.item(f"miniPicture_{seat}").width() > 50
    assert sum(1 for _ in walk(desk.item("mainSheet"))) > 1000  # the sheet to play on is whole


def _painted(picture: SheetPicture, width: int, height: int) -> QImage:
    image = QImage(width, height, QImage.Format.Format_ARGB32)
    image.fill(QColor("#ffffff"))
    painter = QPainter(image)
    picture.paint(painter)
    painter.end()
    return image


def _darkness(image: QImage, rect: QRectF) -> float:
    r = rect.toAlignedRect()
    values = [255 - QColor(image.pixel(x, y)).lightness()
              for x in range(r.left(), r.right() + 1) for y in range(r.top(), r.bottom() + 1)]
    return sum(values) / len(values)


def test_the_picture_draws_the_marks_of_its_sheet(qapp: QApplication) -> None:
    rules = get_rules(C4E)
    geometry = sheet_geometry(C4E)
    state = rules.new_game(GameSetup(game=C4E, players=[PlayerSetup(name="Ada")], seed=1))
    model = SheetModel(geometry, rules)
    model.show(0, state)
    picture = SheetPicture()
    picture.setProperty("sheetModel", model)
    picture.setProperty("looks", {"colours": dict(geometry.palette)})
    width, height = 230, 180
    picture.setWidth(width)
    picture.setHeight(height)
    before = _painted(picture, width, height)

    cell = next(e for e in geometry.elements
                if e.kind == Kind.CELL and e.area == "blue" and e.index not in
                rules.areas["blue"].premarked)
    state.players[0].marks["blue"][cell.index] = 1
    model.show(0, state)
    after = _painted(picture, width, height)

    mm = min(width / geometry.width, height / geometry.height)
    origin = QPointF((width - geometry.width * mm) / 2, (height - geometry.height * mm) / 2)
    where = QRectF(origin.x() + cell.x * mm, origin.y() + cell.y * mm, cell.w * mm, cell.h * mm)
    assert _darkness(after, where) > _darkness(before, where) + 20, "the cross shows"
    elsewhere = QRectF(origin.x() + 2, origin.y() + 2, 6, 6)
    assert _darkness(after, elsewhere) == _darkness(before, elsewhere)


def test_a_sheet_painted_move_by_move_is_the_sheet_painted_whole(desk: Driver) -> None:
    """After a move only the cells it changed are painted again: what the table shows then
    is what a whole new picture of the sheet shows."""
    from cleverdesk.engine.bots import make_bot

    desk.game.start_setup(GameSetup(game=C4E, players=[
        PlayerSetup(name="Ada"), PlayerSetup(name="Bo", bot="greedy")], seed=5))
    chooser = make_bot("greedy", seed=5)
    for _ in range(30):
        desk.wait_for_human_or_end()
        if desk.game.property("finished"):
            break
        desk.settle()  # each move's picture is shown (painted in parts)
        desk.game.apply_move(chooser.choose(desk.game.state, desk.game.legal))
    desk.wait_for_human_or_end()
    desk.settle()
    viewed = desk.game.property("turn").property("viewSeat")
    picture = desk.item(f"miniPicture_{1 - viewed}")
    assert isinstance(picture, SheetPicture)
    shown = desk.window.grabWindow()
    corner = picture.mapToScene(QPointF(0, 0)).toPoint()
    width, height = round(picture.width()), round(picture.height())
    whole = _painted(picture, width, height)
    mm, left, top = picture._mapping()  # the page: the picture paints all of it
    geometry = picture.property("sheetModel").geometry
    page = QRectF(left, top, geometry.width * mm, geometry.height * mm).toAlignedRect()
    differ = 0
    for x in range(page.left() + 2, page.right() - 2):
        for y in range(page.top() + 2, page.bottom() - 2):
            a, b = QColor(shown.pixel(corner.x() + x, corner.y() + y)), QColor(whole.pixel(x, y))
            if max(abs(a.red() - b.red()), abs(a.green() - b.green()),
                   abs(a.blue() - b.blue())) > 24:
                differ += 1
    assert differ <= page.width() * page.height() // 200, f"{differ} pixels differ"
