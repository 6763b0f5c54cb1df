"""A suggested file name reads as the title it comes from: letters (of any language), spaces,
apostrophes and "!" stay; only what a file system refuses goes."""

from __future__ import annotations

from cleverdesk.ui.common.file_choice import file_name


def test_a_title_keeps_its_letters_spaces_and_apostrophes() -> None:
    assert file_name("That's Pretty Clever! — blank sheets", "pdf") \
        == "That's Pretty Clever! — blank sheets.pdf"
    assert file_name("Ganz schön clever — leere Blöcke", "pdf") \
        == "Ganz schön clever — leere Blöcke.pdf"
    assert file_name("Clever hoch drei — 3. Spiel", "pdf") == "Clever hoch drei — 3. Spiel.pdf"


def test_what_a_file_system_refuses_goes() -> None:
    assert file_name('Anna: 2/3 <"best"> a|b? *', "pdf") == "Anna 2 3 best a b.pdf"
    assert file_name("  ...  ", "pdf") == "cleverdesk.pdf"
    assert file_name("CON", "json") == "CON game.json"
    assert file_name("tab\there", "pdf") == "tab here.pdf"
