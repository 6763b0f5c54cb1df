"""``Phases`` and ``Kinds`` (engine/model.py) are the members of ``Phase`` and ``MoveKind`` as
plain class attributes, kept because the enums' own attributes cost the turn code several per
cent of a simulation on Python 3.11. They must stay exactly the enums: every member under its
own name, the member itself, nothing else."""

from __future__ import annotations

from enum import Enum

import pytest

from cleverdesk.engine.model import Kinds, MoveKind, Phase, Phases


@pytest.mark.parametrize(("holder", "enum"), [(Phases, Phase), (Kinds, MoveKind)],
                         ids=["Phases", "Kinds"])
def test_each_constant_is_the_enum_member_of_its_name_one_to_one(holder: type,
                                                                  enum: type[Enum]) -> None:
    held = {name: value for name, value in vars(holder).items() if not name.startswith("_")}
    assert list(held) == list(enum.__members__)  # every member, in the enum's order
    for name, value in held.items():
        assert value is enum[name], name
        assert value == enum[name].value  # (a StrEnum: its members are their values)
