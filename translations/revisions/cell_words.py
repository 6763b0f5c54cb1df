"""Issue 20 point 5: cells named as a player finds them, and log lines as sentences.

    python scripts/translations.py fill translations/revisions/cell_words.py
"""

T = {
    '%1, row %2, column %3': ('%1, Zeile %2, Spalte %3', '%1, rij %2, kolom %3'),
    '%1, the next field left of the 7': ('%1, das nächste Feld links der 7', '%1, het volgende veld links van de 7'),
    '%1, the next field right of the 7': ('%1, das nächste Feld rechts der 7', '%1, het volgende veld rechts van de 7'),
    '%1, the field showing %2': ('%1, das Feld mit der %2', '%1, het veld met de %2'),
    '%1, the first field showing %2': ('%1, das erste Feld mit der %2', '%1, het eerste veld met de %2'),
    '%1, the second field showing %2': ('%1, das zweite Feld mit der %2', '%1, het tweede veld met de %2'),
    '%1, column %3: the field showing %2': ('%1, Spalte %3: das Feld mit der %2', '%1, kolom %3: het veld met de %2'),
    '%1, the next field': ('%1, das nächste Feld', '%1, het volgende veld'),
    '%1, column %2': ('%1, Spalte %2', '%1, kolom %2'),
    'What goes here? %1': ('Was kommt hierher? %1', 'Wat komt hier? %1'),
    'Passive pick: %1 took %2': ('Passiv genommen: %1 nahm %2', 'Passief gekozen: %1 nam %2'),
    '%1 crossed %2 from the silver platter in silver too': ('%1 kreuzte %2 vom Silbertablett auch in Silber an', '%1 kruiste %2 van het zilveren dienblad ook aan in zilver'),
    '%1 entered a bonus: %2': ('%1 trug einen Bonus ein: %2', '%1 vulde een bonus in: %2'),
    'still to enter: %1': ('%1 noch einzutragen', 'nog in te vullen: %1'),
}
