"""ui/common/kept.py: a kept property is computed once per publish from the source and read from
what was kept; only the properties whose value changed are signalled, after every object's new
values are kept; a value of another type counts as a change."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QObject, Signal

from cleverdesk.ui.common.kept import KeptValues, kept, publish


class Counter(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.computed = 0
        self.kept_values = KeptValues(self, {})

    totalChanged = Signal()
    @kept(int, totalChanged)
    def total(self, source: dict[str, Any]) -> Any:
        self.computed += 1
        return source.get("total", 0)

    labelChanged = Signal()
    @kept(str, labelChanged)
    def label(self, source: dict[str, Any]) -> str:
        return source.get("label", "")


class Echo(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.kept_values = KeptValues(self, {})

    echoChanged = Signal()
    @kept(str, echoChanged)
    def echo(self, source: dict[str, Any]) -> str:
        return source.get("label", "")


def test_only_what_changed_is_signalled_and_reads_do_not_compute(qapp: Any) -> None:
    counter = Counter()
    heard: list[str] = []
    counter.totalChanged.connect(lambda: heard.append("total"))
    counter.labelChanged.connect(lambda: heard.append("label"))
    publish({"total": 0, "label": ""}, [counter])
    assert heard == []
    publish({"total": 3, "label": ""}, [counter])
    assert heard == ["total"]
    computed = counter.computed
    assert counter.property("total") == 3 and counter.property("total") == 3
    assert counter.computed == computed, "QML reads the kept value, not a new computation"


def test_every_object_keeps_its_values_before_any_signal(qapp: Any) -> None:
    counter, echo = Counter(), Echo()
    seen: list[str] = []
    # a binding over two objects: when the first signals, the second is new already
    counter.labelChanged.connect(lambda: seen.append(echo.property("echo")))
    publish({"label": "new"}, [counter, echo])
    assert seen == ["new"]


def test_a_value_of_another_type_is_a_change(qapp: Any) -> None:
    counter = Counter()
    heard: list[str] = []
    counter.totalChanged.connect(lambda: heard.append("total"))
    publish({"total": False}, [counter])  # False == 0, yet QML would show "false"
    assert heard == ["total"]
