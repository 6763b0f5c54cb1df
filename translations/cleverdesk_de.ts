<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>AutosaveNote</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/AutosaveNote.qml" line="28" />
            <source>Every move is saved: you may close the window at any time, and “Continue” brings the game back.</source>
            <translation>Jeder Zug wird gespeichert: Du kannst das Fenster jederzeit schließen, und „Fortsetzen“ bringt das Spiel zurück.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/AutosaveNote.qml" line="37" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/AutosaveNote.qml" line="38" />
            <source>Put this note away (Esc)</source>
            <translation>Hinweis schließen (Esc)</translation>
        </message>
    </context>
    <context>
        <name>Campaign</name>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="90" />
            <source>Your best solo game: %1 · no clean game yet</source>
            <translation>Dein bestes Solospiel: %1 · noch keins ohne Hilfen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="92" />
            <source>Your best solo game: %1 · clean: %2</source>
            <translation>Dein bestes Solospiel: %1 · ohne Hilfen: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="116" />
            <source>Open the chapter first</source>
            <translation>Öffne zuerst das Kapitel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="118" />
            <source>Earn a star in stage %1 to open</source>
            <translation>Hol dir einen Stern in Etappe %1, um sie zu öffnen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="127" />
            <source>%1★ %2</source>
            <translation>%1★ %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="236" />
            <location filename="../cleverdesk/ui/campaign/desk.py" line="283" />
            <location filename="../cleverdesk/ui/campaign/desk.py" line="325" />
            <source>Daily game</source>
            <translation>Tagesspiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="243" />
            <source>Stage %1 · target %2</source>
            <translation>Etappe %1 · Ziel %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="295" />
            <source>Stage %1 is open.</source>
            <translation>Etappe %1 ist offen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="306" />
            <location filename="../cleverdesk/ui/campaign/desk.py" line="335" />
            <source>Stage %1</source>
            <translation>Etappe %1</translation>
        </message>
    </context>
    <context>
        <name>CampaignResult</name>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="32" />
            <source>Daily game: %n point(s)</source>
            <translation>
                <numerusform>Tagesspiel: %n Punkt</numerusform>
                <numerusform>Tagesspiel: %n Punkte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="33" />
            <source>%1: %n point(s), target %2</source>
            <translation>
                <numerusform>%1: %n Punkt, Ziel %2</numerusform>
                <numerusform>%1: %n Punkte, Ziel %2</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="60" />
            <source>Target reached!</source>
            <translation>Ziel erreicht!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="60" />
            <source>Not this time: the target is %1.</source>
            <translation>Diesmal nicht: Das Ziel ist %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="61" />
            <source>A new best!</source>
            <translation>Neue Bestleistung!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="61" />
            <source>Your best: %1.</source>
            <translation>Deine Bestleistung: %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="75" />
            <source>Play again</source>
            <translation>Noch einmal spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="83" />
            <source>Next stage</source>
            <translation>Nächste Etappe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="89" />
            <source>Campaign</source>
            <translation>Kampagne</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="90" />
            <source>Back to the chapters and stages</source>
            <translation>Zurück zu den Kapiteln und Etappen</translation>
        </message>
    </context>
    <context>
        <name>CampaignScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="38" />
            <source>Campaign</source>
            <translation>Kampagne</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="53" />
            <source>Chapters</source>
            <translation>Kapitel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="86" />
            <source>Chapter %1</source>
            <translation>Kapitel %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="87" />
            <source>Chapter %1 · locked</source>
            <translation>Kapitel %1 · gesperrt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="93" />
            <source>%1/%2 ★</source>
            <translation>%1/%2 ★</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="121" />
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="369" />
            <source>Its sheet comes to the desk soon.</source>
            <translation>Sein Spielblatt kommt bald zu cleverdesk.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="157" />
            <source>Daily game</source>
            <translation>Tagesspiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="172" />
            <source>The same dice for everybody today (seed %1).</source>
            <translation>Heute dieselben Würfel für alle (Startwert %1).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="186" />
            <source>Challenge code: %1</source>
            <translation>Herausforderungscode: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="196" />
            <source>Your best today: %1</source>
            <translation>Deine Bestleistung heute: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="197" />
            <source>Not played yet today</source>
            <translation>Heute noch nicht gespielt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="208" />
            <source>Play the daily game</source>
            <translation>Tagesspiel spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="209" />
            <source>A solo game with today's dice, without undo</source>
            <translation>Ein Solospiel mit den Würfeln von heute, ohne Zurücknehmen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="228" />
            <source>Chapter %1 · %2</source>
            <translation>Kapitel %1 · %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="238" />
            <source>Each stage is a solo game with fixed dice and no undo. Reach the target for a star, and the next rating bands for more. A star opens the next stage.</source>
            <translation>Jede Etappe ist ein Solospiel mit festen Würfeln und ohne Zurücknehmen. Erreiche das Ziel für einen Stern und die nächsten Wertungsstufen für mehr. Ein Stern öffnet die nächste Etappe.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="250" />
            <source>Stages won: %1 of %2 · Stars: %3 of %4</source>
            <translation>Gewonnene Etappen: %1 von %2 · Sterne: %3 von %4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="261" />
            <source>Every chapter is open: start with the game you know. Within a chapter, a stage opens when the one before has a star. Your best and your stars are kept; playing a stage again can only add to them.</source>
            <translation>Jedes Kapitel ist offen: Beginne mit dem Spiel, das du kennst. Innerhalb eines Kapitels öffnet sich eine Etappe, wenn die vorige einen Stern hat. Dein Rekord und deine Sterne bleiben erhalten; eine Etappe erneut zu spielen, kann nur etwas hinzufügen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="307" />
            <source>Stage %1</source>
            <translation>Etappe %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="308" />
            <source>Stage %1 · locked</source>
            <translation>Etappe %1 · gesperrt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="326" />
            <source>Target %1</source>
            <translation>Ziel %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="333" />
            <source>“%1”</source>
            <comment>a rating label in quotation marks</comment>
            <translation>„%1“</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="353" />
            <source>Best %1 · played %n time(s)</source>
            <translation>
                <numerusform>Bestleistung %1 · einmal gespielt</numerusform>
                <numerusform>Bestleistung %1 · %n-mal gespielt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="354" />
            <source>Not played yet</source>
            <translation>Noch nicht gespielt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="367" />
            <source>Play again</source>
            <translation>Noch einmal spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="367" />
            <source>Play</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="368" />
            <source>A solo game with this stage's dice, without undo</source>
            <translation>Ein Solospiel mit den Würfeln dieser Etappe, ohne Zurücknehmen</translation>
        </message>
    </context>
    <context>
        <name>Challenge</name>
        <message>
            <location filename="../cleverdesk/ui/challenge/ghost_game.py" line="34" />
            <source>Expert</source>
            <translation>Experte</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/ghost_game.py" line="35" />
            <source>Strong player</source>
            <translation>Starker Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/ghost_game.py" line="43" />
            <source>The expert on your dice: %1</source>
            <translation>Der Experte mit deinen Würfeln: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/ghost_game.py" line="49" />
            <source>seed %1</source>
            <translation>Startwert %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="16" />
            <source>The dice are the same wherever both of you throw the same die at the same place in the game.</source>
            <translation>Die Würfel sind dieselben, wo immer ihr beide an derselben Stelle im Spiel denselben Würfel würfelt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="21" />
            <source>Challenge code: %1</source>
            <translation>Herausforderungscode: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="27" />
            <source>Real dice: no challenge code, the desk cannot throw your table's dice.</source>
            <translation>Echte Würfel: kein Herausforderungscode, der Computer kann deine eigenen Würfe nicht wiederholen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="30" />
            <source>No challenge code: the seed is too large for one.</source>
            <translation>Kein Herausforderungscode: der Startwert ist dafür zu groß.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="35" />
            <source>The expert is playing the same dice…</source>
            <translation>Der Experte spielt dieselben Würfel …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="39" />
            <source>Expert on the same dice: %1</source>
            <translation>Experte mit denselben Würfeln: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="45" />
            <source>Real dice: the expert cannot throw your table's dice again.</source>
            <translation>Echte Würfel: der Experte kann deine eigenen Würfe nicht wiederholen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="48" />
            <source>No expert plays this game yet.</source>
            <translation>Noch spielt kein Experte dieses Spiel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="53" />
            <source>The expert could not play these dice: %1</source>
            <translation>Der Experte konnte diese Würfel nicht spielen: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="59" />
            <source>hints</source>
            <translation>Tipps</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="59" />
            <source>undo</source>
            <translation>Rückgängig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="60" />
            <source>a review before the end</source>
            <translation>einer Analyse vor dem Ende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="63" />
            <source>A clean game: no hints, no undo.</source>
            <translation>Ein Spiel ohne Hilfen: keine Tipps, kein Rückgängig.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="64" />
            <source>Played with %1.</source>
            <translation>Gespielt mit %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="71" />
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="81" />
            <source>code %1</source>
            <translation>Code %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/challenge/words.py" line="82" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="84" />
            <source>“%1”</source>
            <translation>„%1“</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="86" />
            <source>expert on the same dice: %1</source>
            <translation>Experte mit denselben Würfeln: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="93" />
            <source>Copied: paste it wherever you share it.</source>
            <translation>Kopiert: füge es ein, wo du es teilen willst.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="99" />
            <source>Type the code you were given, e.g. 1EG-1XW-AD7.</source>
            <translation>Tippe den Code ein, den du bekommen hast, z. B. 1EG-1XW-AD7.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="101" />
            <source>This code was made by a newer version of cleverdesk: update it to play this game.</source>
            <translation>Dieser Code stammt aus einer neueren Version von cleverdesk: aktualisiere sie, um dieses Spiel zu spielen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="104" />
            <source>This code is for a game this version of cleverdesk does not have.</source>
            <translation>Dieser Code ist für ein Spiel, das diese Version von cleverdesk nicht hat.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="106" />
            <source>This code is mistyped: a character is wrong, missing or two are swapped. Check it against the one you were given.</source>
            <translation>Dieser Code ist vertippt: ein Zeichen ist falsch, fehlt, oder zwei sind vertauscht. Vergleiche ihn mit dem, den du bekommen hast.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="111" />
            <source>This code is for the rulebooks' narrow readings, which the desk does not play; the command line plays them (sim --rules strict).</source>
            <translation>Dieser Code gilt für die engen Lesarten der Spielregeln, die das Programm nicht spielt; die Kommandozeile spielt sie (sim --rules strict).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="117" />
            <source>%1, seed %2</source>
            <translation>%1, Startwert %2</translation>
        </message>
    </context>
    <context>
        <name>ChallengeBox</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="63" />
            <source>Whoever types this code into New game plays the same dice.</source>
            <translation>Wer diesen Code bei „Neues Spiel“ eintippt, spielt mit denselben Würfeln.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="77" />
            <source>Show the expert's sheet and its game move by move</source>
            <translation>Das Spielblatt des Experten und sein Spiel Zug für Zug zeigen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="78" />
            <source>The expert plays these dice once; its score comes in a moment.</source>
            <translation>Der Experte spielt diese Würfel einmal; seine Punkte kommen gleich.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="90" />
            <source>Copy the result</source>
            <translation>Ergebnis kopieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="91" />
            <source>To the clipboard: %1</source>
            <translation>In die Zwischenablage: %1</translation>
        </message>
    </context>
    <context>
        <name>ChallengeEntry</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="47" />
            <source>Enter a challenge code</source>
            <translation>Herausforderungscode eingeben</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="54" />
            <source>A code names a solo game and its dice: type the one you were given to play the same game (e.g. 1EG-1XW-AD7; hyphens and case do not matter).</source>
            <translation>Ein Code steht für ein Solospiel und seine Würfel: tippe den ein, den du bekommen hast, und spiele dasselbe Spiel (z. B. 1EG-1XW-AD7; Bindestriche und Groß- oder Kleinschreibung sind egal).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="67" />
            <source>the code, e.g. from a message</source>
            <translation>der Code, z. B. aus einer Nachricht</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="95" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="96" />
            <source>Back to the new game (Esc)</source>
            <translation>Zurück zum neuen Spiel (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="102" />
            <source>Play this game</source>
            <translation>Dieses Spiel spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="103" />
            <source>Start the solo game of this code (Enter)</source>
            <translation>Das Solospiel dieses Codes starten (Enter)</translation>
        </message>
    </context>
    <context>
        <name>ChoicePanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChoicePanel.qml" line="69" />
            <source>Key %1</source>
            <translation>Taste %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChoicePanel.qml" line="78" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChoicePanel.qml" line="79" />
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
    </context>
    <context>
        <name>Dates</name>
        <message>
            <location filename="../cleverdesk/ui/common/dates.py" line="50" />
            <source>today, %1</source>
            <translation>heute, %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/dates.py" line="52" />
            <source>yesterday, %1</source>
            <translation>gestern, %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/dates.py" line="54" />
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
    </context>
    <context>
        <name>Desk</name>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="115" />
            <source>Expert</source>
            <translation>Experte</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="115" />
            <source>Strong</source>
            <translation>Stark</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="116" />
            <source>Skilled</source>
            <translation>Geübt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="116" />
            <source>Casual</source>
            <translation>Gelegenheitsspieler</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="117" />
            <source>Beginner</source>
            <translation>Anfänger</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="117" />
            <source>Greedy (simple rules)</source>
            <translation>Gierig (einfache Regeln)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="118" />
            <location filename="../cleverdesk/ui/app/desk.py" line="136" />
            <source>Random (no plan)</source>
            <translation>Zufällig (ohne Plan)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="135" />
            <source>Greedy (most points)</source>
            <translation>Gierig (meiste Punkte)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="312" />
            <source>The settings could not be read (%1); the defaults apply.</source>
            <translation>Die Einstellungen konnten nicht gelesen werden (%1); es gelten die Voreinstellungen.</translation>
        </message>
    </context>
    <context>
        <name>DiceTray</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/DiceTray.qml" line="17" />
            <source>Rolling area</source>
            <translation>Wurffläche</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/DiceTray.qml" line="17" />
            <source>Silver platter</source>
            <translation>Silbertablett</translation>
        </message>
    </context>
    <context>
        <name>DieView</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/DieView.qml" line="193" />
            <source>%1 · already used with +1 this turn</source>
            <translation>%1 · in diesem Zug schon mit +1 genutzt</translation>
        </message>
    </context>
    <context>
        <name>EntryDie</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/EntryDie.qml" line="123" />
            <source>%1 die: %2</source>
            <translation>Würfel %1: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/EntryDie.qml" line="124" />
            <source>%1 die: no face yet</source>
            <translation>Würfel %1: noch keine Augenzahl</translation>
        </message>
    </context>
    <context>
        <name>FileChoice</name>
        <message>
            <location filename="../cleverdesk/ui/common/file_choice.py" line="80" />
            <source>The file could not be written: the folder %1 does not exist.</source>
            <translation>Die Datei konnte nicht geschrieben werden: Den Ordner %1 gibt es nicht.</translation>
        </message>
    </context>
    <context>
        <name>FinalScores</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="52" />
            <source>Final scoring</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="71" />
            <source>“%1”</source>
            <comment>a rating label in quotation marks</comment>
            <translation>„%1“</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="82" />
            <source>Solo rating for %1</source>
            <translation>Solo-Wertung für %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="128" />
            <source>Foxes</source>
            <translation>Füchse</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="137" />
            <source>%1 × %2 = %3</source>
            <translation>%1 × %2 = %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="145" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="187" />
            <source>Look at the sheets</source>
            <translation>Spielblätter ansehen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="188" />
            <source>Close this summary and look at every sheet</source>
            <translation>Diese Übersicht schließen und alle Spielblätter ansehen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="196" />
            <source>Review the game</source>
            <translation>Spiel analysieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="197" />
            <source>Where the points went: every decision rated against the best move (R)</source>
            <translation>Wo die Punkte geblieben sind: jede Entscheidung am besten Zug gemessen (R)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="206" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="214" />
            <source>Home</source>
            <translation>Start</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="30" />
            <source>Unknown computer player %1</source>
            <translation>Unbekannter Computergegner %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="31" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="32" />
            <source>Player %1</source>
            <translation>Person %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="33" />
            <source>The seed must be a whole number.</source>
            <translation>Der Startwert muss eine ganze Zahl sein.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/results.py" line="58" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="62" />
            <source>%1 wins!</source>
            <translation>%1 gewinnt!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="63" />
            <source>A tie: %1 share the win.</source>
            <translation>Gleichstand: %1 teilen sich den Sieg.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="64" />
            <source> and </source>
            <translation> und </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="81" />
            <source>under %1 points</source>
            <translation>unter %1 Punkten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="84" />
            <source>%1 points and more</source>
            <translation>%1 Punkte und mehr</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="86" />
            <source>%1–%2 points</source>
            <translation>%1–%2 Punkte</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/rows.py" line="50" />
            <source>%1 die (%2), key %3</source>
            <translation>Würfel %1 (%2), Taste %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/rows.py" line="52" />
            <source>%1 die (%2)</source>
            <translation>Würfel %1 (%2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/start.py" line="39" />
            <source>Five or six players need the house rule.</source>
            <translation>Fünf oder sechs Personen brauchen die Hausregel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/start.py" line="43" />
            <source>With real dice every seat is a person at the table: the computer cannot throw them.</source>
            <translation>Mit echten Würfeln ist jeder Platz eine Person am Tisch: Der Computer kann sie nicht werfen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/start.py" line="74" />
            <source>%1 starts</source>
            <translation>%1 beginnt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_actions.py" line="102" />
            <source>Roll on</source>
            <translation>Weiterwürfeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_actions.py" line="103" />
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_actions.py" line="109" />
            <source>No more return actions now: make the next roll (D)</source>
            <translation>Jetzt keine Rückhol-Aktionen mehr: würfle weiter (D)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_actions.py" line="111" />
            <source>No more +1 actions this turn (D)</source>
            <translation>In diesem Zug keine +1-Aktionen mehr (D)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="53" />
            <source>Round %1 of %2</source>
            <translation>Runde %1 von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="63" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="66" />
            <source>Passive turn</source>
            <translation>Passiver Zug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="67" />
            <source>Active turn</source>
            <translation>Aktiver Zug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="68" />
            <source>Turn %1 of %2 · %3 is active</source>
            <translation>Zug %1 von %2 · %3 ist aktiv</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="82" />
            <source>%1 decides: %2</source>
            <translation>%1 entscheidet: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="102" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="105" />
            <source>%1, your part of this turn is done. Look at your sheet, then click Done to pass the device on.</source>
            <translation>%1, dein Teil dieses Zuges ist fertig. Sieh dir dein Spielblatt an und klicke dann auf Fertig, um das Gerät weiterzugeben.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="109" />
            <source>%1 is thinking…</source>
            <translation>%1 denkt nach …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="112" />
            <source>Pass the device to %1.</source>
            <translation>Gib das Gerät an %1 weiter.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="117" />
            <source>You are looking at %1's sheet. Press Esc or click your own sheet to go back.</source>
            <translation>Du siehst das Spielblatt von %1. Drücke Esc oder klicke auf dein eigenes Spielblatt, um zurückzukehren.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="145" />
            <source>A bonus is waiting for you.</source>
            <translation>Ein Bonus wartet auf dich.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="146" />
            <source>Your decision: %1.</source>
            <translation>Deine Entscheidung: %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="155" />
            <source>Passive throw: the three high dice</source>
            <translation>Passiver Wurf: die drei hohen Würfel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="156" />
            <source>Dice fields</source>
            <translation>Würfelfelder</translation>
        </message>
    </context>
    <context>
        <name>Guide</name>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="71" />
            <source>Your dice</source>
            <translation>Deine Würfel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="71" />
            <source>Welcome to %1! These six dice were just rolled for you. A turn has three rolls and you take one die from each. Choose a die now: click it (or press its number).</source>
            <translation>Willkommen bei %1! Diese sechs Würfel wurden gerade für dich gewürfelt. Ein Zug hat drei Würfe, und aus jedem nimmst du einen Würfel. Wähle jetzt einen Würfel: klicke ihn an (oder drücke seine Zahl).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="78" />
            <source>Your sheet</source>
            <translation>Dein Spielblatt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="78" />
            <source>The lit fields on your sheet show where the %1 die may go; each colour has its own area. Click a lit field to enter the die there. (Changed your mind? Click another die.)</source>
            <translation>Die leuchtenden Felder auf deinem Spielblatt zeigen, wohin der Würfel (%1) darf; jede Farbe hat ihren eigenen Bereich. Klicke ein leuchtendes Feld an, um den Würfel dort einzutragen. (Doch anders? Klicke einen anderen Würfel an.)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="83" />
            <source>The silver platter</source>
            <translation>Das Silbertablett</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="83" />
            <source>Every die lower than the one you took went to the silver platter: those are out of this turn. The others were rolled again. Choose your next die from the rolling area; a lower die leaves more dice for your next roll.</source>
            <translation>Jeder Würfel, der weniger zeigt als der genommene, kam auf das Silbertablett: Diese sind in diesem Zug aus dem Spiel. Die anderen wurden neu gewürfelt. Wähle deinen nächsten Würfel aus der Wurffläche; ein niedrigerer Würfel lässt mehr Würfel für deinen nächsten Wurf übrig.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="88" />
            <source>A die from the silver platter</source>
            <translation>Ein Würfel vom Silbertablett</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="88" />
            <source>The dice you chose stay marked in the dice fields of your sheet. Playing alone, all six dice are now rolled again: the three lowest go to the silver platter, the three highest lie in the tray's middle row. Take one from the platter, as the other players would in a game with more people.</source>
            <translation>Die Würfel, die du gewählt hast, bleiben in den Würfelfeldern deines Spielblatts vermerkt. Allein gespielt werden jetzt alle sechs Würfel neu gewürfelt: die drei niedrigsten kommen auf das Silbertablett, die drei höchsten liegen in der mittleren Reihe. Nimm einen vom Silbertablett, wie es die passiven Mitspielenden in einem Spiel zu mehreren tun.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="94" />
            <source>Your +1 actions</source>
            <translation>Deine Zusatzwürfel-Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="94" />
            <source>You have a +1 action: it lets you take any one more die at the end of a turn. Use it now on a die, or click this button to keep it for later.</source>
            <translation>Du hast eine Zusatzwürfel-Aktion (+1): Mit ihr nimmst du am Ende eines Zuges einen beliebigen weiteren Würfel. Setze sie jetzt für einen Würfel ein oder klicke diese Schaltfläche, um sie für später aufzuheben.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="98" />
            <source>A bonus</source>
            <translation>Ein Bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="98" />
            <source>A bonus! Filling a row, a column or a marked field gives what is printed beside it. The lit fields show where this bonus may go: click one.</source>
            <translation>Ein Bonus! Wer eine Reihe, eine Spalte oder ein markiertes Feld füllt, bekommt, was daneben abgebildet ist. Die leuchtenden Felder zeigen, wohin dieser Bonus darf: Klicke eines an.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="102" />
            <source>Rerolls and +1 actions</source>
            <translation>Nachwürfel- und Zusatzwürfel-Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="102" />
            <source>The first round is played. At the top of your sheet are two tracks. A reroll rolls the dice of the rolling area again; a +1 takes one more die at the end of a turn. Bonuses fill these tracks: use them wisely.</source>
            <translation>Die erste Runde ist gespielt. Oben auf deinem Spielblatt stehen zwei Leisten. Mit einer Nachwürfel-Aktion würfelst du die Würfel der Wurffläche neu; eine Zusatzwürfel-Aktion (+1) nimmt am Ende eines Zuges einen weiteren Würfel. Boni füllen diese Leisten: Setze sie klug ein.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="106" />
            <source>On your own</source>
            <translation>Jetzt du allein</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="106" />
            <source>That is all you need to play: %1 rounds, then the areas are added up. The Rules button explains every detail, and the guided game can be played again from there. Good luck!</source>
            <translation>Mehr brauchst du zum Spielen nicht: %1 Runden, dann werden die Bereiche zusammengezählt. Die Schaltfläche Regeln erklärt jede Einzelheit, und dort kannst du die geführte Partie noch einmal spielen. Viel Glück!</translation>
        </message>
    </context>
    <context>
        <name>GuideOffer</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOffer.qml" line="36" />
            <source>New to the Clever games? A guided game of %1 shows a turn step by step: it is the first game of the series, and the others build on it.</source>
            <translation>Neu bei den Clever-Spielen? Eine geführte Partie %1 zeigt einen Zug Schritt für Schritt: es ist das erste Spiel der Reihe, die anderen bauen darauf auf.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOffer.qml" line="46" />
            <source>No, thanks</source>
            <translation>Nein, danke</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOffer.qml" line="47" />
            <source>The guided game can be played later from Rules</source>
            <translation>Die geführte Partie lässt sich später unter Regeln spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOffer.qml" line="54" />
            <source>Play the guided game</source>
            <translation>Geführte Partie spielen</translation>
        </message>
    </context>
    <context>
        <name>GuideOverlay</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="121" />
            <source>Guided game · step %1 of %2</source>
            <translation>Geführte Partie · Schritt %1 von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="154" />
            <source>Play on</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="154" />
            <source>Next</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="155" />
            <source>I have read this</source>
            <translation>Gelesen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="162" />
            <source>Skip the guide</source>
            <translation>Anleitung überspringen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="163" />
            <source>Play on without the guide; it can be played again from Rules</source>
            <translation>Ohne Anleitung weiterspielen; unter Regeln kannst du sie noch einmal spielen</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HandOverScreen.qml" line="13" />
            <source>I am %1: show my sheet</source>
            <translation>Ich bin %1: mein Spielblatt zeigen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HandOverScreen.qml" line="39" />
            <source>Pass the device to %1.</source>
            <translation>Gib das Gerät an %1 weiter.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HandOverScreen.qml" line="59" />
            <source>Continue (Enter)</source>
            <translation>Weiter (Enter)</translation>
        </message>
    </context>
    <context>
        <name>HintPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="59" />
            <source>Thinking about a hint…</source>
            <translation>Ich überlege mir einen Tipp …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="60" />
            <source>Hint: what a strong player would do</source>
            <translation>Tipp: was ein starker Spieler tun würde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="78" />
            <source>Close the hint</source>
            <translation>Tipp schließen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="156" />
            <source>Click to make this move (Enter)</source>
            <translation>Klicken: diesen Zug machen (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="157" />
            <source>Click to make this move</source>
            <translation>Klicken: diesen Zug machen</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="33" />
            <source>Use a reroll</source>
            <translation>Nachwürfel-Aktion nutzen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="35" />
            <source>Forfeit this roll</source>
            <translation>Wurf verfallen lassen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="36" />
            <source>Take no die</source>
            <translation>Keinen Würfel nehmen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="37" />
            <source>Done: use no more actions now</source>
            <translation>Fertig: jetzt keine Aktion mehr nutzen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="38" />
            <source>Let the bonus go</source>
            <translation>Den Bonus verfallen lassen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="44" />
            <source>new dice for this roll</source>
            <translation>neue Würfel für diesen Wurf</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="45" />
            <location filename="../cleverdesk/ui/table/hint_words.py" line="46" />
            <source>keeps the sheet open for better dice</source>
            <translation>hält das Spielblatt für bessere Würfel frei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="47" />
            <source>keeps the actions for later</source>
            <translation>hebt die Aktionen für später auf</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="48" />
            <source>keeps the silver cells open for later</source>
            <translation>hält die silbernen Felder für später frei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="65" />
            <source>Take %1</source>
            <translation>Nimm %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="66" />
            <source>Take %1 from the silver platter</source>
            <translation>Nimm %1 vom Silbertablett</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="67" />
            <source>Use +1 on %1</source>
            <translation>Setze +1 für %1 ein</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="72" />
            <source>Cross %1 from the silver platter in silver too</source>
            <translation>Kreuze %1 vom Silbertablett auch in Silber an</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="74" />
            <source>Enter the bonus: %1</source>
            <translation>Trage den Bonus ein: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="77" />
            <source>Bring %1 back from the silver platter</source>
            <translation>Hole %1 vom Silbertablett zurück</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/hint_words.py" line="127" />
            <source>scores %n point(s) now</source>
            <translation>
                <numerusform>bringt jetzt %n Punkt</numerusform>
                <numerusform>bringt jetzt %n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="129" />
            <source>no points yet: the bonuses pay later</source>
            <translation>noch keine Punkte: die Boni zahlen sich später aus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="133" />
            <source>no points yet: one more cell (%2) earns %1</source>
            <translation>noch keine Punkte: ein Feld mehr (%2) bringt %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="137" />
            <source>no points yet: it prepares later ones</source>
            <translation>noch keine Punkte: bereitet spätere vor</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="189" />
            <source>%1 expected</source>
            <translation>%1 erwartet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="193" />
            <source>%1 expected, as good as the best</source>
            <translation>%1 erwartet, so gut wie der beste</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="195" />
            <source>%1 expected, %2 vs best</source>
            <translation>%1 erwartet, %2 gegenüber dem besten</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="70" />
            <source>Your score history is in use by another program (it is locked). It was left as it is; nothing in it is lost. Games finished meanwhile are kept and added when it is free again; cleverdesk tries again by itself.</source>
            <translation>Dein Punkteverlauf wird von einem anderen Programm benutzt (er ist gesperrt). Er bleibt, wie er ist; nichts darin geht verloren. Spiele, die du inzwischen beendest, werden aufbewahrt und hinzugefügt, sobald er wieder frei ist; cleverdesk versucht es von selbst erneut.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="80" />
            <source>Your score history was damaged and could not be read. It was set aside as %1 and a new history was started. You can keep playing; new games are recorded as usual.</source>
            <translation>Dein Punkteverlauf war beschädigt und konnte nicht gelesen werden. Er wurde als %1 beiseitegelegt, und ein neuer Verlauf wurde begonnen. Du kannst weiterspielen; neue Spiele werden wie gewohnt aufgezeichnet.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/history/database.py" line="87" />
            <source>%n game(s) could still be read from it and are in the new history.</source>
            <translation>
                <numerusform>%n Spiel ließ sich noch daraus lesen und steht im neuen Verlauf.</numerusform>
                <numerusform>%n Spiele ließen sich noch daraus lesen und stehen im neuen Verlauf.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="114" />
            <source>Your score history was written by a newer version of cleverdesk, so this version cannot add to it. Your games are not recorded until you update; nothing was changed.</source>
            <translation>Dein Punkteverlauf wurde von einer neueren Version von cleverdesk geschrieben, daher kann diese Version nichts hinzufügen. Deine Spiele werden erst nach einem Update aufgezeichnet; nichts wurde verändert.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="122" />
            <source>Your score history cannot be opened (%1). Your games are kept and added when it can be opened again; you can keep playing.</source>
            <translation>Dein Punkteverlauf lässt sich nicht öffnen (%1). Deine Spiele werden aufbewahrt und hinzugefügt, sobald er sich wieder öffnen lässt; du kannst weiterspielen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="132" />
            <source>Your score history is read-only: the data folder cannot be written. It is shown as it is, but games finished now cannot be added to it.</source>
            <translation>Dein Punkteverlauf ist schreibgeschützt: Der Datenordner lässt sich nicht schreiben. Er wird so angezeigt, wie er ist, aber jetzt beendete Spiele können nicht hinzugefügt werden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="186" />
            <source>Your score history cannot be read (%1).</source>
            <translation>Dein Punkteverlauf lässt sich nicht lesen (%1).</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/history/desk.py" line="231" />
            <source>%n game(s) could not be read and are not shown.</source>
            <translation>
                <numerusform>%n Spiel konnte nicht gelesen werden und wird nicht angezeigt.</numerusform>
                <numerusform>%n Spiele konnten nicht gelesen werden und werden nicht angezeigt.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/desk.py" line="311" />
            <source>This game cannot be shown: %1</source>
            <translation>Dieses Spiel kann nicht angezeigt werden: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/export.py" line="38" />
            <source>The history could not be written to %1: %2</source>
            <translation>Der Verlauf konnte nicht nach %1 geschrieben werden: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/export.py" line="47" />
            <source>Export the history as CSV</source>
            <translation>Verlauf als CSV exportieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/export.py" line="49" />
            <source>CSV files (*.csv)</source>
            <translation>CSV-Dateien (*.csv)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/export.py" line="52" />
            <location filename="../cleverdesk/ui/history/past_game.py" line="196" />
            <source>Saved %1.</source>
            <translation>%1 gespeichert.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/figures.py" line="94" />
            <source>under %1</source>
            <translation>unter %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/figures.py" line="96" />
            <source>%1+</source>
            <translation>%1+</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="68" />
            <source>Write dates as YYYY-MM-DD, e.g. 2026-11-30.</source>
            <translation>Schreibe Daten als JJJJ-MM-TT, z. B. 2026-11-30.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="71" />
            <source>The first day comes after the last day.</source>
            <translation>Der erste Tag liegt nach dem letzten Tag.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="96" />
            <source>All games</source>
            <translation>Alle Spiele</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="101" />
            <source>All modes</source>
            <translation>Alle Modi</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="106" />
            <source>All time</source>
            <translation>Gesamte Zeit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="107" />
            <source>Last 7 days</source>
            <translation>Letzte 7 Tage</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="108" />
            <source>Last 30 days</source>
            <translation>Letzte 30 Tage</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="109" />
            <source>Last year</source>
            <translation>Letztes Jahr</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="110" />
            <source>From … to …</source>
            <translation>Von … bis …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="110" />
            <source>%1 · practice undo</source>
            <translation>%1 · Übungs-Rückgängig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="112" />
            <source>%1 · with hints</source>
            <translation>%1 · mit Tipps</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="114" />
            <source>%1 · real dice</source>
            <translation>%1 · echte Würfel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="116" />
            <source>%1 · with undo</source>
            <translation>%1 · mit Rückgängig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="118" />
            <source>%1 · reviewed before the end</source>
            <translation>%1 · vor dem Ende analysiert</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="35" />
            <source>the disk is full</source>
            <translation>die Festplatte ist voll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="37" />
            <source>the history cannot be written (the data folder is read-only)</source>
            <translation>der Verlauf lässt sich nicht schreiben (der Datenordner ist schreibgeschützt)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="40" />
            <source>the history is in use by another program</source>
            <translation>der Verlauf wird von einem anderen Programm benutzt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="42" />
            <source>the history is damaged</source>
            <translation>der Verlauf ist beschädigt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="76" />
            <source>This game could not be added to your history: %1. It could not be kept on disk either, so it is kept while cleverdesk runs and added as soon as the history can be written. Free some space and leave cleverdesk open until then.</source>
            <translation>Dieses Spiel konnte deinem Punkteverlauf nicht hinzugefügt werden: %1. Es ließ sich auch nicht auf der Festplatte ablegen; cleverdesk behält es, solange es läuft, und fügt es hinzu, sobald der Verlauf geschrieben werden kann. Schaffe etwas Platz und lass cleverdesk bis dahin offen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="83" />
            <source>This game could not be added to your history: %1. It is kept in %2 and will be added when the history can be written again; nothing is lost.</source>
            <translation>Dieses Spiel konnte deinem Punkteverlauf nicht hinzugefügt werden: %1. Es liegt in %2 und wird hinzugefügt, sobald der Verlauf wieder geschrieben werden kann; nichts geht verloren.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="35" />
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="35" />
            <source>Campaign</source>
            <translation>Kampagne</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="36" />
            <source>Multiplayer</source>
            <translation>Mehrere Personen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="50" />
            <source>Daily game %1</source>
            <translation>Tagesspiel %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="55" />
            <source>Stage %1</source>
            <translation>Etappe %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="61" />
            <source>under a minute</source>
            <translation>unter einer Minute</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="63" />
            <source>%1 min</source>
            <translation>%1 Min.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="64" />
            <source>%1 h %2 min</source>
            <translation>%1 Std. %2 Min.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="75" />
            <source>practice undo: not in the records</source>
            <translation>Übungs-Rückgängig: zählt nicht für die Bestleistungen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="77" />
            <source>hints were used</source>
            <translation>Tipps wurden genutzt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="79" />
            <source>moves were taken back</source>
            <translation>Züge wurden zurückgenommen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="81" />
            <source>reviewed before the end</source>
            <translation>vor dem Ende analysiert</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="85" />
            <source>played with real dice</source>
            <translation>mit echten Würfeln gespielt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="87" />
            <source>seed %1</source>
            <translation>Startwert %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="93" />
            <source>Round %1</source>
            <translation>Runde %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="95" />
            <source>Before the first move</source>
            <translation>Vor dem ersten Zug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="96" />
            <source>Move %1 of %2</source>
            <translation>Zug %1 von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="107" />
            <source>Start</source>
            <translation>Anfang</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="178" />
            <source>The sheets could not be written to %1: %2</source>
            <translation>Die Spielblätter konnten nicht nach %1 geschrieben werden: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="192" />
            <source>Print the sheets to PDF</source>
            <translation>Spielblätter als PDF speichern</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="193" />
            <source>PDF files (*.pdf)</source>
            <translation>PDF-Dateien (*.pdf)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="253" />
            <location filename="../cleverdesk/ui/history/past_set_cubed.py" line="118" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="254" />
            <source>Round %1 of %2</source>
            <translation>Runde %1 von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_set_cubed.py" line="123" />
            <source>Bag: %1</source>
            <translation>Beutel: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_set_cubed.py" line="154" />
            <source>bonus square +%1</source>
            <translation>Bonusfeld +%1</translation>
        </message>
    </context>
    <context>
        <name>HistoryChartCard</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryChartCard.qml" line="22" />
            <source>Your totals over time</source>
            <translation>Deine Summen im Lauf der Zeit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryChartCard.qml" line="33" />
            <source>- - average   ◯ best   ··· rating bands</source>
            <translation>- - Durchschnitt   ◯ Bestleistung   ··· Wertungsstufen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryChartCard.qml" line="34" />
            <source>- - average   ◯ best</source>
            <translation>- - Durchschnitt   ◯ Bestleistung</translation>
        </message>
    </context>
    <context>
        <name>HistoryFilters</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="37" />
            <source>Export CSV…</source>
            <translation>CSV exportieren …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="38" />
            <source>Save the games shown as a CSV file for a spreadsheet (E)</source>
            <translation>Die angezeigten Spiele als CSV-Datei für eine Tabellenkalkulation speichern (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="74" />
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="91" />
            <source>YYYY-MM-DD</source>
            <translation>JJJJ-MM-TT</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="82" />
            <source>to</source>
            <translation>bis</translation>
        </message>
    </context>
    <context>
        <name>HistoryNotice</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryNotice.qml" line="30" />
            <source>Score history</source>
            <translation>Punkteverlauf</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryNotice.qml" line="50" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
    </context>
    <context>
        <name>HistoryRatings</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryRatings.qml" line="25" />
            <source>Solo ratings</source>
            <translation>Solo-Wertungen</translation>
        </message>
    </context>
    <context>
        <name>HistoryRow</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryRow.qml" line="110" />
            <source>Open this game: its board and a replay</source>
            <translation>Dieses Spiel öffnen: sein Spielbrett und eine Wiederholung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryRow.qml" line="111" />
            <source>Open this game: its final sheet and a replay</source>
            <translation>Dieses Spiel öffnen: sein letztes Spielblatt und eine Wiederholung</translation>
        </message>
    </context>
    <context>
        <name>HistoryScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="37" />
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="70" />
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n Spiel</numerusform>
                <numerusform>%n Spiele</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="81" />
            <source>No finished games here yet. Every game you finish is recorded, with its scores, so that you can see how you improve.</source>
            <translation>Hier gibt es noch keine beendeten Spiele. Jedes Spiel, das du beendest, wird mit seinen Punkten aufgezeichnet, damit du siehst, wie du besser wirst.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="143" />
            <source>Working out your figures …</source>
            <translation>Deine Zahlen werden berechnet …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="170" />
            <source>games</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="171" />
            <source>personal best</source>
            <translation>Bestleistung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="172" />
            <source>average</source>
            <translation>Durchschnitt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="214" />
            <source>Best clean game (no hints, undo or review before the end): %1</source>
            <translation>Bestes Spiel ohne Hilfen (ohne Tipps, Rückgängig oder Analyse vor dem Ende): %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="215" />
            <source>No clean game yet (without hints, undo or review before the end)</source>
            <translation>Noch kein Spiel ohne Hilfen (ohne Tipps, Rückgängig oder Analyse vor dem Ende)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="228" />
            <source>%1: %n game(s), best %2 (clean %3), average %4</source>
            <translation>
                <numerusform>%1: %n Spiel, Bestleistung %2 (ohne Hilfen %3), Durchschnitt %4</numerusform>
                <numerusform>%1: %n Spiele, Bestleistung %2 (ohne Hilfen %3), Durchschnitt %4</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="255" />
            <source>Average per round</source>
            <translation>Durchschnitt pro Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="255" />
            <source>Average per area</source>
            <translation>Durchschnitt pro Bereich</translation>
        </message>
    </context>
    <context>
        <name>HomeScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="78" />
            <source>cleverdesk</source>
            <translation>cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="111" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="112" />
            <source>Choose a game, the players and start (N)</source>
            <translation>Wähle ein Spiel und die Mitspielenden und leg los (N)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="120" />
            <source>Continue</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="121" />
            <source>Resume the last unfinished game (C): %1</source>
            <translation>Das letzte unbeendete Spiel fortsetzen (C): %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="147" />
            <source>Campaign</source>
            <translation>Kampagne</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="148" />
            <source>Solo stages with targets and stars, and the daily game (A)</source>
            <translation>Solo-Etappen mit Zielen und Sternen, dazu das Tagesspiel (A)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="157" />
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="158" />
            <source>Your finished games, best scores and how you improve (H)</source>
            <translation>Deine beendeten Spiele, Bestleistungen und Fortschritte (H)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="172" />
            <source>Saved games</source>
            <translation>Gespeicherte Spiele</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="173" />
            <source>Open, import, export or delete saved games (S)</source>
            <translation>Gespeicherte Spiele öffnen, importieren, exportieren oder löschen (S)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="182" />
            <source>Print sheets</source>
            <translation>Drucken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="183" />
            <source>Print blank score sheets or a saved game, or export them as PDF (P)</source>
            <translation>Leere Spielblätter oder ein gespeichertes Spiel drucken oder als PDF exportieren (P)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="191" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="192" />
            <source>How to play, and the keyboard keys</source>
            <translation>So wird gespielt, und die Tasten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="199" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="200" />
            <source>Language, computer speed and hand-over screens</source>
            <translation>Sprache, Computertempo und Übergabebildschirme</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="212" />
            <source>The Clever dice games by Wolfgang Warsch, to play offline.</source>
            <translation>Die Clever-Würfelspiele von Wolfgang Warsch, offline zu spielen.</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenuButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LanguageMenuButton.qml" line="16" />
            <source>Language: German, Dutch or English (the game goes on)</source>
            <translation>Sprache: Deutsch, Niederländisch oder Englisch (das Spiel geht weiter)</translation>
        </message>
    </context>
    <context>
        <name>LeaveButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveButton.qml" line="7" />
            <source>Leave</source>
            <translation>Verlassen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveButton.qml" line="8" />
            <source>Back to the home screen (Esc)</source>
            <translation>Zurück zum Startbildschirm (Esc)</translation>
        </message>
    </context>
    <context>
        <name>LeaveDialog</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="41" />
            <source>Leave this game?</source>
            <translation>Dieses Spiel verlassen?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="49" />
            <source>The game is saved after every move: “Continue” on the home screen takes you back to it.</source>
            <translation>Das Spiel wird nach jedem Zug gespeichert: „Fortsetzen“ auf dem Startbildschirm bringt dich zurück.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="59" />
            <source>Or give this stage up: it counts as played, not as a best score, and the game ends.</source>
            <translation>Oder gib diese Etappe auf: Sie zählt als gespielt, nicht als Bestwert, und das Spiel endet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="72" />
            <source>Give up</source>
            <translation>Aufgeben</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="79" />
            <source>Keep playing</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="87" />
            <source>Leave</source>
            <translation>Verlassen</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LogPanel.qml" line="23" />
            <source>Log</source>
            <translation>Protokoll</translation>
        </message>
    </context>
    <context>
        <name>Main</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/Main.qml" line="20" />
            <source>cleverdesk</source>
            <translation>cleverdesk</translation>
        </message>
    </context>
    <context>
        <name>MiniSheetCard</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/MiniSheetCard.qml" line="59" />
            <source>computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/MiniSheetCard.qml" line="59" />
            <source>human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/MiniSheetCard.qml" line="60" />
            <location filename="../cleverdesk/qml/Cleverdesk/MiniSheetCard.qml" line="64" />
            <source>active</source>
            <translation>aktiv</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/MiniSheetCard.qml" line="89" />
            <source>Look at %1's sheet</source>
            <translation>Spielblatt von %1 ansehen</translation>
        </message>
    </context>
    <context>
        <name>NewGameScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GameCard.qml" line="53" />
            <source>coming</source>
            <translation>bald</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GameCard.qml" line="70" />
            <source>Play %1</source>
            <translation>%1 spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GameCard.qml" line="71" />
            <source>%1 is coming: its sheet is not drawn yet.</source>
            <translation>%1 kommt bald: sein Spielblatt ist noch nicht gezeichnet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="94" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="129" />
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="162" />
            <source>Players</source>
            <translation>Mitspielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="181" />
            <source>Solo (app mode)</source>
            <translation>Solo (App-Modus)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="181" />
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="182" />
            <source>You against 1–3 computer opponents: an app mode, not an official rule</source>
            <translation>Du gegen 1–3 Computergegner: ein App-Modus, keine offizielle Regel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="183" />
            <source>One player, with the official solo rules</source>
            <translation>Eine Person, mit den offiziellen Solo-Regeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="184" />
            <source>%1 players at this computer</source>
            <translation>%1 Personen an diesem Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="206" />
            <source>House rule: 5 or 6 players (4 rounds, not official)</source>
            <translation>Hausregel: 5 oder 6 Personen (4 Runden, nicht offiziell)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="214" />
            <source>Real dice (thrown at the table)</source>
            <translation>Echte Würfel (am Tisch geworfen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="222" />
            <source>You throw at the table and type each throw in; every seat is a person. cleverdesk keeps the sheets and every rule.</source>
            <translation>Du würfelst am Tisch und tippst jeden Wurf ein; jeder Platz ist eine Person. cleverdesk führt die Spielblätter und achtet auf jede Regel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="237" />
            <source>Solo: six rounds; after each of your turns you pick from the three lowest dice of a passive roll.</source>
            <translation>Solo: sechs Runden; nach jedem deiner Züge wählst du aus den drei niedrigsten Würfeln eines passiven Wurfs.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="238" />
            <source>%1 players: everybody is active once per round and picks from the silver platter otherwise.</source>
            <translation>%1 Personen: Alle sind einmal pro Runde aktiv und wählen sonst vom Silbertablett.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="267" />
            <source>Name of player %1</source>
            <translation>Name von Spieler %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="272" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="273" />
            <source>Player %1</source>
            <translation>Person %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="277" />
            <source>A name has at most %n character(s).</source>
            <translation>
                <numerusform>Ein Name hat höchstens ein Zeichen.</numerusform>
                <numerusform>Ein Name hat höchstens %n Zeichen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="284" />
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="285" />
            <source>A person plays this seat</source>
            <translation>Eine Person spielt an diesem Platz</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="293" />
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="294" />
            <source>The computer plays this seat</source>
            <translation>Der Computer spielt an diesem Platz</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="310" />
            <source>%1 ≈ %2</source>
            <translation>%1 ≈ %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="324" />
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="336" />
            <source>Seed</source>
            <translation>Startwert</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="337" />
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="346" />
            <source>Empty means a random game. The same seed and the same choices give the same dice.</source>
            <translation>Leer heißt: ein zufälliges Spiel. Derselbe Startwert und dieselben Entscheidungen ergeben dieselben Würfel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="341" />
            <source>random</source>
            <translation>zufällig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="355" />
            <source>Enter a challenge code…</source>
            <translation>Herausforderungscode eingeben …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="356" />
            <source>Play the same solo game, with the same dice, as whoever gave you the code</source>
            <translation>Dasselbe Solospiel mit denselben Würfeln spielen wie die Person, die dir den Code gab</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="404" />
            <source>Start game</source>
            <translation>Spiel starten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="405" />
            <source>Start (Enter)</source>
            <translation>Starten (Enter)</translation>
        </message>
    </context>
    <context>
        <name>PastGameScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="101" />
            <source>The desk cannot draw this game's sheet yet; the scores are on the right.</source>
            <translation>Das Spielblatt dieses Spiels kann hier noch nicht gezeichnet werden; die Punkte stehen rechts.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="133" />
            <source>|◀ Start</source>
            <translation>|◀ Anfang</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="134" />
            <source>To the start (Home)</source>
            <translation>Zum Anfang (Pos1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="141" />
            <source>◀ Back</source>
            <translation>◀ Zurück</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="142" />
            <source>One move back (←)</source>
            <translation>Einen Zug zurück (←)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="150" />
            <source>Next ▶</source>
            <translation>Weiter ▶</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="151" />
            <source>One move on (→)</source>
            <translation>Einen Zug weiter (→)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="158" />
            <source>End ▶|</source>
            <translation>Ende ▶|</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="159" />
            <source>To the end (End)</source>
            <translation>Zum Ende (Ende)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="216" />
            <source>Final scores</source>
            <translation>Endstand</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="247" />
            <source>(computer)</source>
            <translation>(Computer)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="277" />
            <source>Foxes %1</source>
            <translation>Füchse %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="286" />
            <source>“%1”</source>
            <comment>a rating label in quotation marks</comment>
            <translation>„%1“</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="306" />
            <source>At this move: %n point(s)</source>
            <translation>
                <numerusform>Bei diesem Zug: %n Punkt</numerusform>
                <numerusform>Bei diesem Zug: %n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="318" />
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="366" />
            <source>Review the game</source>
            <translation>Spiel analysieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="367" />
            <source>Where the points went: every decision rated against the best move (R)</source>
            <translation>Wo die Punkte geblieben sind: jede Entscheidung am besten Zug gemessen (R)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="375" />
            <source>Print to PDF…</source>
            <translation>Als PDF drucken …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="376" />
            <source>Save the final sheets of this game as a PDF file to print or share (P)</source>
            <translation>Die letzten Spielblätter dieses Spiels als PDF-Datei zum Drucken oder Weitergeben speichern (P)</translation>
        </message>
    </context>
    <context>
        <name>PastSetCubedView</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="47" />
            <source>Points per round</source>
            <translation>Punkte pro Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="61" />
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="97" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="128" />
            <source>Framed in blue: the dice this move placed or swapped. Green: the SETs it made.</source>
            <translation>Blau umrahmt: die Würfel, die dieser Zug gelegt oder getauscht hat. Grün: die SETs, die er gebildet hat.</translation>
        </message>
    </context>
    <context>
        <name>PrintDesk</name>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="40" />
            <source>SET Cubed has no score sheet to print: its game is the board on the table.</source>
            <translation>SET Cubed hat kein Spielblatt zum Drucken: Sein Spiel ist das Spielbrett auf dem Tisch.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="111" />
            <source>There is no game on the table.</source>
            <translation>Es liegt kein Spiel auf dem Tisch.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="120" />
            <source>The saved game could not be opened.</source>
            <translation>Das gespeicherte Spiel konnte nicht geöffnet werden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="134" />
            <source>Choose between 1 and %1 sheets.</source>
            <translation>Wähle zwischen 1 und %1 Spielblättern.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="137" />
            <source>There is no printable sheet for this game yet.</source>
            <translation>Für dieses Spiel gibt es noch kein druckbares Spielblatt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="165" />
            <source>The PDF could not be written: %1</source>
            <translation>Das PDF konnte nicht geschrieben werden: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="169" />
            <source>The PDF could not be written to %1.</source>
            <translation>Das PDF konnte nicht nach %1 geschrieben werden.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/printing/desk.py" line="174" />
            <source>%n sheet(s) written to %1 (pages: %2).</source>
            <translation>
                <numerusform>%n Spielblatt nach %1 geschrieben (Seiten: %2).</numerusform>
                <numerusform>%n Spielblätter nach %1 geschrieben (Seiten: %2).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="192" />
            <source>Export PDF</source>
            <translation>PDF exportieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="193" />
            <source>PDF documents (*.pdf)</source>
            <translation>PDF-Dokumente (*.pdf)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="214" />
            <source>Print — %1</source>
            <translation>Drucken – %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/printing/desk.py" line="231" />
            <source>%n sheet(s) sent to the printer.</source>
            <translation>
                <numerusform>%n Spielblatt an den Drucker gesendet.</numerusform>
                <numerusform>%n Spielblätter an den Drucker gesendet.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="47" />
            <source>Print score sheets</source>
            <translation>Spielblätter drucken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="68" />
            <source>What to print</source>
            <translation>Was gedruckt wird</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="77" />
            <source>The game on the table (%1): every player's sheet as it is now</source>
            <translation>Das Spiel auf dem Tisch (%1): das Spielblatt jeder Person im jetzigen Stand</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="78" />
            <source>The game on the table (no game is running)</source>
            <translation>Das Spiel auf dem Tisch (es läuft kein Spiel)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="89" />
            <source>A saved game:</source>
            <translation>Ein gespeichertes Spiel:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="106" />
            <source>no saved games</source>
            <translation>keine gespeicherten Spiele</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="123" />
            <source>Blank sheets of</source>
            <translation>Leere Spielblätter von</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="139" />
            <source>sheets:</source>
            <translation>Blätter:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="157" />
            <source>Blank sheets share a page where they stay readable; a filled sheet gets a page of its own.</source>
            <translation>Leere Spielblätter teilen sich eine Seite, solange sie lesbar bleiben; ein ausgefülltes Spielblatt bekommt eine eigene Seite.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="165" />
            <source>Paper</source>
            <translation>Papier</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="174" />
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="181" />
            <source>US Letter</source>
            <translation>US Letter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="188" />
            <source>Ink saver</source>
            <translation>Tinte sparen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="193" />
            <source>Outlines and light tints instead of full colour areas</source>
            <translation>Umrisse und helle Töne statt voller Farbflächen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="213" />
            <source>Export PDF…</source>
            <translation>PDF exportieren …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="214" />
            <source>Write the sheets to a PDF file of your choice (E)</source>
            <translation>Die Spielblätter in eine PDF-Datei deiner Wahl schreiben (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="221" />
            <source>Print…</source>
            <translation>Drucken …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="222" />
            <source>Preview the pages and print them (P)</source>
            <translation>Vorschau der Seiten ansehen und drucken (P)</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="98" />
            <source>%1 – blank sheets</source>
            <translation>%1 – leere Spielblätter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="103" />
            <source>%1 – %2</source>
            <translation>%1 – %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="152" />
            <source>real dice</source>
            <translation>echte Würfel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="154" />
            <source>round %1 of %2 (game not finished)</source>
            <translation>Runde %1 von %2 (Spiel nicht beendet)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="325" />
            <source>The folder %1 does not exist.</source>
            <translation>Der Ordner %1 existiert nicht.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/rating_table.py" line="65" />
            <source>%1 – solo rating table</source>
            <translation>%1 – Wertungstabelle (solo)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/rating_table.py" line="126" />
            <source>Points · rating</source>
            <translation>Punkte · Bewertung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="117" />
            <location filename="../cleverdesk/printing/pages.py" line="133" />
            <source>There is no printable sheet for %1 yet.</source>
            <translation>Für %1 gibt es noch kein druckbares Spielblatt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="120" />
            <source>Print at least one copy.</source>
            <translation>Drucke mindestens ein Exemplar.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="122" />
            <source>Print at most %1 copies at a time.</source>
            <translation>Drucke höchstens %1 Exemplare auf einmal.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="186" />
            <source>Unknown page size %1 (known: %2).</source>
            <translation>Unbekanntes Papierformat %1 (bekannt: %2).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="209" />
            <source>There is nothing to print.</source>
            <translation>Es gibt nichts zu drucken.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="214" />
            <source>The printer or the file could not be opened for printing.</source>
            <translation>Der Drucker oder die Datei ließ sich nicht zum Drucken öffnen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="244" />
            <source>The printer or the file could not take the sheets.</source>
            <translation>Der Drucker oder die Datei konnte die Spielblätter nicht aufnehmen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="349" />
            <source>The PDF could not be written to %1: %2</source>
            <translation>Das PDF konnte nicht nach %1 geschrieben werden: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="357" />
            <location filename="../cleverdesk/printing/pages.py" line="358" />
            <source>the disk is full</source>
            <translation>die Festplatte ist voll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="359" />
            <source>the file is larger than the disk or the system allows</source>
            <translation>die Datei ist größer, als der Datenträger oder das System erlaubt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="361" />
            <location filename="../cleverdesk/printing/pages.py" line="362" />
            <source>permission denied</source>
            <translation>keine Berechtigung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="363" />
            <source>the disk is read-only</source>
            <translation>der Datenträger ist schreibgeschützt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="397" />
            <source>the file was cut short</source>
            <translation>die Datei wurde abgeschnitten</translation>
        </message>
    </context>
    <context>
        <name>ProblemBanner</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ProblemBanner.qml" line="32" />
            <source>Saved games need your attention</source>
            <translation>Gespeicherte Spiele brauchen deine Aufmerksamkeit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ProblemBanner.qml" line="53" />
            <source>… and %1 more</source>
            <translation>… und %1 weitere</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ProblemBanner.qml" line="62" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ProblemBanner.qml" line="63" />
            <source>Hide these messages</source>
            <translation>Diese Meldungen ausblenden</translation>
        </message>
    </context>
    <context>
        <name>RedoButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RedoButton.qml" line="8" />
            <source>↷ Redo</source>
            <translation>↷ Wiederholen</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="172" />
            <source>This game could not be reviewed: %1</source>
            <translation>Dieses Spiel konnte nicht analysiert werden: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="235" />
            <source>Games of SET Cubed cannot be reviewed: its computer player finds the turn that scores most now, but cannot rate a turn by the points it leads to by the end of the game.</source>
            <translation>Spiele von SET Cubed können nicht analysiert werden: Sein Computerspieler findet den Zug, der jetzt die meisten Punkte bringt, kann einen Zug aber nicht nach den Punkten bewerten, zu denen er bis zum Spielende führt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="239" />
            <source>This game cannot be reviewed: no computer player can rate its moves yet.</source>
            <translation>Dieses Spiel kann nicht analysiert werden: Noch kann kein Computerspieler seine Züge bewerten.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="245" />
            <source>Review</source>
            <translation>Spielanalyse</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="246" />
            <source>Review: %1</source>
            <translation>Spielanalyse: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="264" />
            <source>Playing out the biggest mistakes to check them: %1 of %2 …</source>
            <translation>Die größten Fehler werden zur Probe zu Ende gespielt: %1 von %2 …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="267" />
            <source>Reviewing move %1 of %2 …</source>
            <translation>Analysiere Zug %1 von %2 …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="349" />
            <source>No mistake worth half a point: every decision was as good as the best, or nearly.</source>
            <translation>Kein Fehler, der einen halben Punkt kostet: Jede Entscheidung war so gut wie die beste oder fast.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="430" />
            <location filename="../cleverdesk/ui/review/desk.py" line="432" />
            <source>%1 expected</source>
            <translation>%1 erwartet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="434" />
            <source>Decision %1 of %2</source>
            <translation>Entscheidung %1 von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/position.py" line="72" />
            <source>Dice rolled: %1</source>
            <translation>Gewürfelt: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/position.py" line="74" />
            <source>On the silver platter: %1</source>
            <translation>Auf dem Silbertablett: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="33" />
            <source>bonus</source>
            <translation>Bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="36" />
            <source>Round %1, %2</source>
            <translation>Runde %1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="39" />
            <source>%1 (%2’s turn)</source>
            <translation>%1 (Zug von %2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="76" />
            <source>worth %1 more</source>
            <translation>%1 mehr wert</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="81" />
            <source>%1: %2; better: %3, %4</source>
            <translation>%1: %2; besser: %3, %4</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="87" />
            <source>%n expected point(s) lost</source>
            <translation>
                <numerusform>%n erwarteter Punkt verloren</numerusform>
                <numerusform>%n erwartete Punkte verloren</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="101" />
            <source>A strong player's expected final score from your first decision</source>
            <translation>Erwartetes Endergebnis eines starken Spielers ab deiner ersten Entscheidung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="103" />
            <source>What the dice and the other players gave you</source>
            <translation>Was dir die Würfel und die anderen Spieler gebracht haben</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="104" />
            <source>What your dice gave you</source>
            <translation>Was dir deine Würfel gebracht haben</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="105" />
            <source>Your final score</source>
            <translation>Dein Endergebnis</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="106" />
            <source>Your expected final score now</source>
            <translation>Dein jetzt erwartetes Endergebnis</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="109" />
            <source>What your decisions cost</source>
            <translation>Was dich deine Entscheidungen gekostet haben</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="120" />
            <source>Your decisions cost %n point(s).</source>
            <translation>
                <numerusform>Deine Entscheidungen haben dich %n Punkt gekostet.</numerusform>
                <numerusform>Deine Entscheidungen haben dich %n Punkte gekostet.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="124" />
            <source>The dice and the other players gave you %n point(s) more than average.</source>
            <translation>
                <numerusform>Die Würfel und die anderen Spieler haben dir %n Punkt mehr als im Schnitt gebracht.</numerusform>
                <numerusform>Die Würfel und die anderen Spieler haben dir %n Punkte mehr als im Schnitt gebracht.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="127" />
            <source>The dice and the other players gave you %n point(s) less than average.</source>
            <translation>
                <numerusform>Die Würfel und die anderen Spieler haben dir %n Punkt weniger als im Schnitt gebracht.</numerusform>
                <numerusform>Die Würfel und die anderen Spieler haben dir %n Punkte weniger als im Schnitt gebracht.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="130" />
            <source>The dice and the other players gave you as much as average.</source>
            <translation>Die Würfel und die anderen Spieler haben dir genau so viel wie im Schnitt gebracht.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="133" />
            <source>Your dice were %n point(s) better than average.</source>
            <translation>
                <numerusform>Deine Würfel waren %n Punkt besser als im Schnitt.</numerusform>
                <numerusform>Deine Würfel waren %n Punkte besser als im Schnitt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="136" />
            <source>Your dice were %n point(s) worse than average.</source>
            <translation>
                <numerusform>Deine Würfel waren %n Punkt schlechter als im Schnitt.</numerusform>
                <numerusform>Deine Würfel waren %n Punkte schlechter als im Schnitt.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="138" />
            <source>Your dice were as good as average.</source>
            <translation>Deine Würfel waren genau so gut wie im Schnitt.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="144" />
            <source>%n decision(s) reviewed</source>
            <translation>
                <numerusform>%n Entscheidung analysiert</numerusform>
                <numerusform>%n Entscheidungen analysiert</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="146" />
            <source>%n mistake(s) of a point or more</source>
            <translation>
                <numerusform>%n Fehlentscheidung von einem Punkt oder mehr</numerusform>
                <numerusform>%n Fehlentscheidungen von einem Punkt oder mehr</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="147" />
            <source>final score %1</source>
            <translation>Endergebnis %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="148" />
            <source>score so far %1</source>
            <translation>bisher %1 Punkte</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="154" />
            <source>rated by the expert (the strongest computer player: one throw of lookahead)</source>
            <translation>bewertet vom Experten (dem stärksten Computerspieler: einen Wurf vorausschauend)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="156" />
            <source>rated by the strong computer player</source>
            <translation>bewertet vom starken Computerspieler</translation>
        </message>
    </context>
    <context>
        <name>ReviewPosition</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="120" />
            <source>Played</source>
            <translation>Gespielt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="154" />
            <source>Best: the move played</source>
            <translation>Am besten: der gespielte Zug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="154" />
            <source>Best</source>
            <translation>Am besten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="180" />
            <source>No points lost here.</source>
            <translation>Hier keine Punkte verloren.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="181" />
            <source>Expected points lost here: %1</source>
            <translation>Hier verlorene erwartete Punkte: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="190" />
            <source>Faint marks: what each move writes. Orange square: the move played; green circle: the best move.</source>
            <translation>Blasse Einträge: was jeder Zug einträgt. Oranges Quadrat: der gespielte Zug; grüner Kreis: der beste Zug.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="201" />
            <source>◀</source>
            <translation>◀</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="202" />
            <source>The decision before (←)</source>
            <translation>Die Entscheidung davor (←)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="209" />
            <source>▶</source>
            <translation>▶</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="210" />
            <source>The next decision (→)</source>
            <translation>Die nächste Entscheidung (→)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="219" />
            <source>All decisions</source>
            <translation>Alle Entscheidungen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="220" />
            <source>All</source>
            <translation>Alle</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="221" />
            <source>Back to the whole review (Esc)</source>
            <translation>Zurück zur ganzen Analyse (Esc)</translation>
        </message>
    </context>
    <context>
        <name>ReviewScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="98" />
            <source>(computer)</source>
            <translation>(Computer)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="99" />
            <source>Review this player's decisions (← →)</source>
            <translation>Die Entscheidungen dieser Person analysieren (← →)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="203" />
            <source>The expected final score through the game (blue): it drops by what a decision cost (red) and moves with the dice between decisions; dashed: the final score</source>
            <translation>Das erwartete Endergebnis im Lauf des Spiels (blau): Es fällt um das, was eine Entscheidung gekostet hat (rot), und bewegt sich zwischen den Entscheidungen mit den Würfeln; gestrichelt: das Endergebnis</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="221" />
            <source>Biggest mistakes</source>
            <translation>Größte Fehler</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="310" />
            <source>Better: %1, %2</source>
            <translation>Besser: %1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="342" />
            <source>Every decision</source>
            <translation>Jede Entscheidung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="349" />
            <source>Click one, or press Enter, to see it on the sheet.</source>
            <translation>Klicke eine an oder drücke Enter, um sie auf dem Spielblatt zu sehen.</translation>
        </message>
    </context>
    <context>
        <name>RulesClever4ever</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="8" />
            <source>Set-up and rounds</source>
            <translation>Vorbereitung und Runden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="9" />
            <source>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, blue, grey, green, pink) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;polish&lt;/b&gt; action, round 4 a &lt;b&gt;black ?&lt;/b&gt; (see Bonuses).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Jede Person hat ein Spielblatt. Eine zufällig bestimmte Person nimmt die sechs Würfel (Weiß, Gelb, Blau, Grau, Grün, Rosa) und ist als Erste die &lt;b&gt;aktive Person&lt;/b&gt;; die anderen sind &lt;b&gt;passiv&lt;/b&gt;. Das Spiel dauert &lt;b&gt;6 Runden&lt;/b&gt; allein oder zu zweit, &lt;b&gt;5 Runden&lt;/b&gt; zu dritt und &lt;b&gt;4 Runden&lt;/b&gt; zu viert (mit der wählbaren Hausregel für 5 oder 6 Personen: 4 Runden). In jeder Runde ist jede Person einmal aktiv, reihum nach links.&lt;/p&gt;&lt;p&gt;Zu Beginn jeder Runde streichen alle die Rundenzahl ab und erhalten ihren Bonus: Runde 1 eine &lt;b&gt;Nachwürfel-Aktion&lt;/b&gt;, Runde 2 eine &lt;b&gt;Zusatzwürfel-Aktion (+1)&lt;/b&gt;, Runde 3 eine &lt;b&gt;Polier-Aktion&lt;/b&gt;, Runde 4 einen &lt;b&gt;schwarzen ?-Bonus&lt;/b&gt; (siehe Boni).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="18" />
            <source>The active player's turn</source>
            <translation>Der Zug der aktiven Person</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="19" />
            <source>&lt;p&gt;The active player rolls all six dice, picks one and enters it on the sheet. The die of roll 1 lies on dice field I, of roll 2 on II, of roll 3 on III; the field changes nothing on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;; dice showing the same or more stay. The rest are rolled again: three rolls at most. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early. After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit, and must be when none fits: it counts as one of the three, its dice field stays empty and the same dice are rolled again.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Die aktive Person würfelt mit allen sechs Würfeln, wählt einen aus und trägt ihn auf dem Spielblatt ein. Der Würfel aus Wurf 1 liegt auf Würfelfeld I, aus Wurf 2 auf II, aus Wurf 3 auf III; das Feld ändert auf dem Spielblatt nichts. Jeder Würfel mit einer &lt;b&gt;niedrigeren&lt;/b&gt; Zahl als der gewählte kommt auf das &lt;b&gt;Silbertablett&lt;/b&gt;; Würfel mit gleicher oder höherer Zahl bleiben liegen. Mit den übrigen wird erneut gewürfelt: höchstens drei Würfe. Wer den niedrigsten Würfel wählt, schickt nichts auf das Silbertablett; sind keine Würfel mehr übrig, endet der Zug früher. Nach dem dritten Wurf kommen alle Würfel, die noch auf der Wurffläche liegen, auf das Silbertablett.&lt;/p&gt;&lt;p&gt;Nur ein Würfel, der eingetragen werden kann, darf genommen werden. Einen Wurf darfst du immer &lt;b&gt;verfallen&lt;/b&gt; lassen (F), auch wenn ein Würfel passen würde, und er verfällt, wenn keiner passt: Er zählt als einer der drei, sein Würfelfeld bleibt leer, und mit denselben Würfeln wird erneut gewürfelt.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="29" />
            <source>Which die goes where</source>
            <translation>Welcher Würfel wohin</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="30" />
            <source>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild for yellow, grey, green and pink, and may be combined with blue. Blue reads both dice, wherever the other one lies: the blue die gives the row, the white die the column (they are not added).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Jeder Würfel wird im Bereich seiner Farbe eingetragen. Der &lt;b&gt;weiße Würfel&lt;/b&gt; ist Farb-Joker für Gelb, Grau, Grün und Rosa und darf mit Blau kombiniert werden. Blau liest beide Würfel, wo immer der andere liegt: Der blaue Würfel gibt die Reihe, der weiße die Spalte (sie werden nicht addiert).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="34" />
            <source>The passive players</source>
            <translation>Die passiven Personen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="35" />
            <source>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die. A passive player never uses a reroll.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ist die aktive Person fertig, nimmt jede passive Person gleichzeitig &lt;b&gt;einen&lt;/b&gt; Würfel vom Silbertablett und trägt ihn ein, oder keinen. Die Würfel bleiben auf dem Silbertablett liegen: Mehrere dürfen denselben Würfel nehmen. Eine passive Person nutzt nie eine Nachwürfel-Aktion.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="39" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Passt kein Würfel vom Silbertablett auf das Spielblatt einer passiven Person, darf sie stattdessen einen Würfel von den &lt;b&gt;Würfelfeldern&lt;/b&gt; der aktiven Person nehmen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="41" />
            <source>&lt;p&gt;Whether a platter die fits is judged by its number, without polishing. A player who declines a platter die that fits may not take one from the dice fields. A die from the dice fields is never polished.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ob ein Würfel vom Silbertablett passt, entscheidet seine Zahl, ohne Polieren. Wer einen passenden Würfel vom Silbertablett ausschlägt, darf keinen von den Würfelfeldern nehmen. Ein Würfel von den Würfelfeldern wird nie poliert.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="44" />
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="45" />
            <source>&lt;p&gt;Write the number in the next cell of a row of your choice, anew for every die: the &lt;b&gt;top row&lt;/b&gt; only rising (&amp;lt;), closed after a 6, and it scores nothing itself; the &lt;b&gt;middle row&lt;/b&gt; counts minus, the &lt;b&gt;bottom row&lt;/b&gt; plus. A bonus under a cell comes when the cell is written.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: bottom sum minus middle sum, plus the points of every column with all three cells written (10, 10, 15, 15, 20).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Trage die Zahl in das nächste Feld einer Reihe deiner Wahl ein, für jeden Würfel neu: die &lt;b&gt;obere Reihe&lt;/b&gt; nur aufsteigend (&amp;lt;), nach einer 6 ist sie geschlossen, und sie zählt selbst nichts; die &lt;b&gt;mittlere Reihe&lt;/b&gt; zählt minus, die &lt;b&gt;untere Reihe&lt;/b&gt; plus. Ein Bonus unter einem Feld kommt, sobald das Feld gefüllt ist.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: Summe unten minus Summe Mitte, dazu die Punkte jeder Spalte, deren drei Felder alle gefüllt sind (10, 10, 15, 15, 20).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="51" />
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="52" />
            <source>&lt;p&gt;The blue die gives the &lt;b&gt;row&lt;/b&gt;, the white die the &lt;b&gt;column&lt;/b&gt;; cross that cell, whichever of the two you take. A row's bonus and the diagonal's come with their second cross.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: columns with two or more crosses score the points under them (7 to 12), and two or more crosses on the dashed anti-diagonal score 6.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Der blaue Würfel gibt die &lt;b&gt;Reihe&lt;/b&gt;, der weiße die &lt;b&gt;Spalte&lt;/b&gt;; kreuze dieses Feld an, welchen der beiden du auch nimmst. Der Bonus einer Reihe und der Diagonale kommt mit ihrem zweiten Kreuz.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: Spalten mit zwei oder mehr Kreuzen bringen die Punkte darunter (7 bis 12), zwei oder mehr Kreuze auf der gestrichelten Gegendiagonale bringen 6 Punkte.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="57" />
            <source>Grey</source>
            <translation>Grau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="58" />
            <source>&lt;p&gt;Cross a whole &lt;b&gt;sub-area&lt;/b&gt; (cells of one shade joined side by side, never diagonally) of at most the die's number of cells, the surplus is lost: first one of the two red-framed ones, then one next to your crosses, side by side (never diagonally). All its cells light up; click any of them. Bonus cells in it pay their bonus; a complete shade gives a fox.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each full column the points above it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kreuze eine ganze &lt;b&gt;Teilfläche&lt;/b&gt; an (Felder einer Schattierung, die waagerecht oder senkrecht aneinandergrenzen, nie diagonal) mit höchstens so vielen Feldern wie die Augenzahl; der Rest verfällt: zuerst eine der beiden rot umrandeten, danach eine, die waagerecht oder senkrecht an deine Kreuze grenzt (nie diagonal). Alle ihre Felder leuchten auf; klicke eines davon an. Bonusfelder darin bringen ihren Bonus; eine vollständige Schattierung bringt einen Fuchs.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: jede volle Spalte die Punkte darüber.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="64" />
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="65" />
            <source>&lt;p&gt;Each field has an &lt;b&gt;upper&lt;/b&gt; and a &lt;b&gt;lower triangle&lt;/b&gt;: two rows, each filled from left to right, you choose which for every die. Writing a lower triangle pays the bonus under its field.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: a full field scores (upper + lower) × its multiplier (×2 from field 4); a field with one triangle scores 0.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Jedes Feld hat ein &lt;b&gt;oberes&lt;/b&gt; und ein &lt;b&gt;unteres Dreieck&lt;/b&gt;: zwei Reihen, jede von links nach rechts gefüllt, für jeden Würfel wählst du welche. Wer ein unteres Dreieck füllt, bekommt den Bonus unter seinem Feld.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: Ein volles Feld zählt (oben + unten) × seinen Multiplikator (×2 ab Feld 4); ein Feld mit nur einem Dreieck zählt 0.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="70" />
            <source>Pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="71" />
            <source>&lt;p&gt;From left to right; a 3 writes a second 3 in the next field (that one does nothing more), a 5 or 6 pays the bonus. Pink scores the points printed above its last filled field, plus 2 for each 2, 4 for each 4 and 3 for each 6.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Von links nach rechts; eine 3 trägt eine zweite 3 ins nächste Feld ein (die bewirkt nichts weiter), eine 5 oder 6 bringt den Bonus. Rosa zählt die Punkte über dem letzten gefüllten Feld, dazu 2 für jede 2, 4 für jede 4 und 3 für jede 6.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="74" />
            <source>Bonuses</source>
            <translation>Boni</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="75" />
            <source>&lt;p&gt;A bonus comes when its cell or field is filled, or its row gets its second cross. You take it at once; it cannot be saved. When one entry brings several bonuses, or a bonus brings another (a chain), you choose the order.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; bonus is compulsory and acts as the number you choose, with the area's rules: the yellow ? writes it in a row of your choice; the blue ? crosses &lt;b&gt;any&lt;/b&gt; open blue cell; the grey ? crosses any sub-area you may cross now; the green ? writes it in the row of your choice; the pink ? writes it with its effect. The &lt;b&gt;black ?&lt;/b&gt; (round 4) lets you choose the area and the number. A ? with no open place is lost.&lt;/p&gt;&lt;p&gt;Round bonuses: round 1 a reroll, round 2 a +1, round 3 a polish action, round 4 a black ?. The reroll track's last circle pays a pink ?.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ein Bonus kommt, sobald sein Feld gefüllt ist oder seine Reihe ihr zweites Kreuz bekommt. Du löst ihn sofort ein; aufsparen geht nicht. Bringt ein Eintrag mehrere Boni oder ein Bonus einen weiteren (Kettenzüge), bestimmst du die Reihenfolge.&lt;/p&gt;&lt;p&gt;Ein &lt;b&gt;?-Bonus&lt;/b&gt; muss eingelöst werden und zählt wie die Zahl, die du wählst, nach den Regeln des Bereichs: der gelbe ?-Bonus in einer Reihe deiner Wahl; der blaue kreuzt ein &lt;b&gt;beliebiges&lt;/b&gt; freies Feld in Blau an; der graue kreuzt eine beliebige Teilfläche an, die du jetzt ankreuzen darfst; der grüne in der Reihe deiner Wahl; der rosa mit ihrer Wirkung. Beim &lt;b&gt;schwarzen ?-Bonus&lt;/b&gt; (Runde 4) wählst du Bereich und Zahl. Ein ?-Bonus ohne freien Platz verfällt.&lt;/p&gt;&lt;p&gt;Rundenboni: Runde 1 eine Nachwürfel-Aktion, Runde 2 eine Zusatzwürfel-Aktion (+1), Runde 3 eine Polier-Aktion, Runde 4 ein schwarzer ?-Bonus. Der letzte Kreis der Nachwürfel-Leiste bringt einen rosa ?-Bonus.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="86" />
            <source>Actions</source>
            <translation>Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="87" />
            <source>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Polish silver&lt;/b&gt;: a die you take from the platter (passive pick or +1), and the partner of a blue entry lying on the platter, may be entered 1 higher or lower per polish action, several steps allowed; 1 and 6 are not neighbours. The die is not turned: everybody else still sees its number. A die from the dice fields, or the active player's own pick, is never polished. The desk shows the steps and their cost before anything is spent.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, roll all dice of the rolling area again. &lt;b&gt;+1&lt;/b&gt;: at the end of your own turn, active or passive (also when you took no die), enter any one of the six dice again, wherever it lies; each die at most once per turn.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Eine eingekreiste Aktion darfst du in diesem oder einem späteren Zug nutzen; dann wird sie durchgestrichen. Mehrere in einem Zug sind erlaubt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Silber polieren&lt;/b&gt;: Ein Würfel, den du vom Silbertablett nimmst (passive Wahl oder +1), und der Partner eines blauen Eintrags, der auf dem Silbertablett liegt, dürfen pro Polier-Aktion um 1 höher oder niedriger eingetragen werden, auch mehrere Schritte; 1 und 6 sind keine Nachbarn. Der Würfel wird nicht gedreht: Alle anderen sehen weiter seine Zahl. Ein Würfel von den Würfelfeldern und die eigene Wahl der aktiven Person werden nie poliert. cleverdesk zeigt die Schritte und ihre Kosten, bevor etwas verbraucht wird.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nachwürfel-Aktion&lt;/b&gt; (nur die aktive Person): Nach einem Wurf würfelst du alle Würfel der Wurffläche noch einmal. &lt;b&gt;Zusatzwürfel-Aktion (+1)&lt;/b&gt;: Am Ende deines eigenen Zuges, aktiv oder passiv (auch wenn du keinen Würfel genommen hast), trägst du einen beliebigen der sechs Würfel noch einmal ein, wo immer er liegt; jeden Würfel höchstens einmal pro Zug.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="98" />
            <source>Game end</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="99" />
            <source>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; and &lt;b&gt;polish&lt;/b&gt; actions; rerolls left over lapse and score nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Das Spiel endet nach dem letzten Zug der letzten Runde. Danach dürfen alle noch &lt;b&gt;Zusatzwürfel-Aktionen (+1)&lt;/b&gt; und &lt;b&gt;Polier-Aktionen&lt;/b&gt; nutzen; übrige Nachwürfel-Aktionen verfallen und zählen nichts.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="102" />
            <source>Scoring and the winner</source>
            <translation>Wertung und Sieg</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="103" />
            <source>&lt;p&gt;Add your five area scores (yellow may be negative). Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if that is 0 or less). The highest total wins. On a tie, the tied player with the highest single colour area wins (foxes do not count); if that is equal too, they share the win.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Zähle deine fünf Bereiche zusammen (Gelb kann negativ sein). Jeder &lt;b&gt;Fuchs&lt;/b&gt; zählt so viel wie dein Bereich mit der niedrigsten Punktzahl (nichts, wenn diese 0 oder weniger ist). Die höchste Summe gewinnt. Bei Gleichstand gewinnt, wer unter den Gleichstehenden den höchsten einzelnen Farbbereich hat (Füchse zählen nicht); ist auch das gleich, teilen sie sich den Sieg.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="107" />
            <source>Solo game</source>
            <translation>Solospiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="108" />
            <source>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter; the other three lie on dice fields I, II and III in a random order (the same order decides between equal numbers). Take one platter die (it may be polished) or none; if none fits, the dice fields are open to you as usual. In the passive turn &lt;b&gt;+1 and polish are allowed, reroll is not&lt;/b&gt;. Your total gives the rating:&lt;/p&gt;</source>
            <translation>&lt;p&gt;Du spielst 6 Runden. In jeder Runde bist du zuerst aktiv (ein Zug wie oben), dann passiv: Alle sechs Würfel werden geworfen, und die &lt;b&gt;drei niedrigsten&lt;/b&gt; kommen auf das Silbertablett; die anderen drei liegen in zufälliger Reihenfolge auf den Würfelfeldern I, II und III (dieselbe Reihenfolge entscheidet bei gleichen Zahlen). Nimm einen Würfel vom Silbertablett (er darf poliert werden) oder keinen; passt keiner, stehen dir wie gewohnt die Würfelfelder offen. Im passiven Zug sind &lt;b&gt;Zusatzwürfel- und Polier-Aktionen erlaubt, Nachwürfel-Aktionen nicht&lt;/b&gt;. Deine Summe ergibt die Wertung:&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="115" />
            <source>Playing at the desk</source>
            <translation>Spielen mit cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="116" />
            <source>&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y B Gy G P name white, yellow, blue, grey, green, pink). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Würfeltasten: die Zahl &lt;b&gt;1–6&lt;/b&gt; unter jedem Würfel, den du nehmen darfst (die Buchstaben W Ge B Gr Gn R stehen für Weiß, Gelb, Blau, Grau, Grün, Rosa). Solange eine Auswahl offen ist, wählen &lt;b&gt;1–9&lt;/b&gt;, und &lt;b&gt;Esc&lt;/b&gt; schließt sie.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>RulesCleverCubed</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="8" />
            <source>Set-up and rounds</source>
            <translation>Vorbereitung und Runden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="9" />
            <source>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, turquoise, blue, brown, pink) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;number joker&lt;/b&gt;, round 4 a &lt;b&gt;black ?&lt;/b&gt; (see Bonuses).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Jede Person hat ein Spielblatt. Eine zufällig bestimmte Person nimmt die sechs Würfel (Weiß, Gelb, Türkis, Blau, Braun, Rosa) und ist als Erste die &lt;b&gt;aktive Person&lt;/b&gt;; die anderen sind &lt;b&gt;passiv&lt;/b&gt;. Das Spiel dauert &lt;b&gt;6 Runden&lt;/b&gt; allein oder zu zweit, &lt;b&gt;5 Runden&lt;/b&gt; zu dritt und &lt;b&gt;4 Runden&lt;/b&gt; zu viert (mit der wählbaren Hausregel für 5 oder 6 Personen: 4 Runden). In jeder Runde ist jede Person einmal aktiv, reihum nach links.&lt;/p&gt;&lt;p&gt;Zu Beginn jeder Runde streichen alle die Rundenzahl ab und erhalten ihren Bonus: Runde 1 eine &lt;b&gt;Nachwürfel-Aktion&lt;/b&gt;, Runde 2 eine &lt;b&gt;Zusatzwürfel-Aktion (+1)&lt;/b&gt;, Runde 3 einen &lt;b&gt;Zahlen-Joker&lt;/b&gt;, Runde 4 einen &lt;b&gt;schwarzen ?-Bonus&lt;/b&gt; (siehe Boni).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="18" />
            <source>The active player's turn</source>
            <translation>Der Zug der aktiven Person</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="19" />
            <source>&lt;p&gt;The active player rolls all six dice, picks one and enters it on the sheet. The die of roll 1 lies on dice field I, of roll 2 on II, of roll 3 on III. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt; (by the number the die shows, even when a number joker enters it as another); dice showing the same or more stay. The rest are rolled again: three rolls at most. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early. After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit, and must be when none fits: it counts as one of the three, its dice field stays empty and the same dice are rolled again (a die picked on roll 2 still lies on field II).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Die aktive Person würfelt mit allen sechs Würfeln, wählt einen aus und trägt ihn auf dem Spielblatt ein. Der Würfel aus Wurf 1 liegt auf Würfelfeld I, aus Wurf 2 auf II, aus Wurf 3 auf III. Jeder Würfel mit einer &lt;b&gt;niedrigeren&lt;/b&gt; Zahl als der gewählte kommt auf das &lt;b&gt;Silbertablett&lt;/b&gt; (nach der Zahl, die der Würfel zeigt, auch wenn ein Zahlen-Joker ihn als andere einträgt); Würfel mit gleicher oder höherer Zahl bleiben liegen. Mit den übrigen wird erneut gewürfelt: höchstens drei Würfe. Wer den niedrigsten Würfel wählt, schickt nichts auf das Silbertablett; sind keine Würfel mehr übrig, endet der Zug früher. Nach dem dritten Wurf kommen alle Würfel, die noch auf der Wurffläche liegen, auf das Silbertablett.&lt;/p&gt;&lt;p&gt;Nur ein Würfel, der eingetragen werden kann, darf genommen werden. Einen Wurf darfst du immer &lt;b&gt;verfallen&lt;/b&gt; lassen (F), auch wenn ein Würfel passen würde, und er verfällt, wenn keiner passt: Er zählt als einer der drei, sein Würfelfeld bleibt leer, und mit denselben Würfeln wird erneut gewürfelt (ein Würfel aus Wurf 2 liegt trotzdem auf Feld II).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="31" />
            <source>Which die goes where</source>
            <translation>Welcher Würfel wohin</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="32" />
            <source>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild for yellow, turquoise, brown and pink. Blue always counts &lt;b&gt;blue + white&lt;/b&gt; together, wherever the other die lies: the blue die and the white die taken as blue both enter that sum, never a single die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Jeder Würfel wird im Bereich seiner Farbe eingetragen. Der &lt;b&gt;weiße Würfel&lt;/b&gt; ist Farb-Joker für Gelb, Türkis, Braun und Rosa. Blau zählt immer &lt;b&gt;Blau + Weiß&lt;/b&gt; zusammen, wo immer der andere Würfel liegt: Der blaue Würfel und der weiße als Blau tragen beide diese Summe ein, nie einen einzelnen Würfel.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="36" />
            <source>The passive players</source>
            <translation>Die passiven Personen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="37" />
            <source>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die. A passive player never uses a reroll.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ist die aktive Person fertig, nimmt jede passive Person gleichzeitig &lt;b&gt;einen&lt;/b&gt; Würfel vom Silbertablett und trägt ihn ein, oder keinen. Die Würfel bleiben auf dem Silbertablett liegen: Mehrere dürfen denselben Würfel nehmen. Eine passive Person nutzt nie eine Nachwürfel-Aktion.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="41" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Passt kein Würfel vom Silbertablett auf das Spielblatt einer passiven Person, darf sie stattdessen einen Würfel von den &lt;b&gt;Würfelfeldern&lt;/b&gt; der aktiven Person nehmen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="43" />
            <source>&lt;p&gt;Whether a platter die fits is judged by its number, without number jokers. A player who declines a platter die that fits may not take one from the dice fields. A die from the dice fields is a passive pick too: in yellow only a grey cell.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ob ein Würfel vom Silbertablett passt, entscheidet seine Zahl, ohne Zahlen-Joker. Wer einen passenden Würfel vom Silbertablett ausschlägt, darf keinen von den Würfelfeldern nehmen. Auch ein Würfel von den Würfelfeldern ist eine passive Wahl: in Gelb nur ein graues Feld.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="47" />
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="48" />
            <source>&lt;p&gt;Cross the die's number in the row of its &lt;b&gt;dice field&lt;/b&gt; (roll 2: row II), on a grey or a white cell. Passive picks may only use the &lt;b&gt;grey&lt;/b&gt; cells. A pair of crosses one above the other pays the bonus between them.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each row by its crosses (1 cross 2 points, then 6, 12, 20, 30, 42).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kreuze die Zahl des Würfels in der Reihe seines &lt;b&gt;Würfelfeldes&lt;/b&gt; an (Wurf 2: Reihe II), auf einem grauen oder weißen Feld. Passiv gewählte Würfel dürfen nur die &lt;b&gt;grauen&lt;/b&gt; Felder nutzen. Zwei Kreuze übereinander bringen den Bonus zwischen ihnen.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: jede Reihe nach ihren Kreuzen (1 Kreuz 2 Punkte, dann 6, 12, 20, 30, 42).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="52" />
            <source>Turquoise</source>
            <translation>Türkis</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="53" />
            <source>&lt;p&gt;Cross a cell in the column of the number, any row. Every other die of the same number on your dice fields (passive: on the platter) allows one more cross in that column, each optional: the sheet shows them with +, a panel lets you skip them. A row or column pays its bonus when all its &lt;b&gt;tinted&lt;/b&gt; cells are crossed; the white cells count for points only.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each row by its crosses (1 cross 1 point, then 3, 6, 10, 15, 21).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kreuze ein Feld in der Spalte der Zahl an, in einer beliebigen Reihe. Jeder weitere Würfel mit derselben Zahl auf deinen Würfelfeldern (passiv: auf dem Silbertablett) erlaubt ein weiteres Kreuz in dieser Spalte, jedes freiwillig: Das Spielblatt zeigt sie mit +, eine Auswahl lässt dich sie überspringen. Eine Reihe oder Spalte bringt ihren Bonus, sobald alle ihre &lt;b&gt;getönten&lt;/b&gt; Felder angekreuzt sind; die weißen Felder zählen nur für Punkte.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: jede Reihe nach ihren Kreuzen (1 Kreuz 1 Punkt, dann 3, 6, 10, 15, 21).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="59" />
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="60" />
            <source>&lt;p&gt;Blue + white, written outward from the printed 7 on a side of your choice: exactly 1 less on the left, exactly 1 more on the right, a 7 starts a side again. A 7 is never the first number of a side and never follows a 7. 2, 3, 4, 10, 11 and 12 score 4 extra.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each side the points above its outermost number, plus the extras.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Blau + Weiß, von der gedruckten 7 nach außen auf einer Seite deiner Wahl eingetragen: links jeweils genau um 1 kleiner, rechts jeweils genau um 1 größer, eine 7 beginnt eine Seite neu. Eine 7 ist nie die erste Zahl einer Seite und folgt nie auf eine 7. 2, 3, 4, 10, 11 und 12 zählen 4 Punkte extra.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: jede Seite die Punkte über ihrer äußersten Zahl, dazu die Extrapunkte.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="65" />
            <source>Brown</source>
            <translation>Braun</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="66" />
            <source>&lt;p&gt;Cross the number anywhere right of your last cross; skipped cells are lost. A bonus between two cells comes when &lt;b&gt;both neighbours&lt;/b&gt; are crossed, so a skipped cell loses the bonuses on both its sides.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: by the number of crosses (1 cross 2 points … 12 crosses 90).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kreuze die Zahl irgendwo rechts von deinem letzten Kreuz an; übersprungene Felder verfallen. Ein Bonus zwischen zwei Feldern kommt, sobald &lt;b&gt;beide Nachbarn&lt;/b&gt; angekreuzt sind; ein übersprungenes Feld kostet also die Boni auf seinen beiden Seiten.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: nach der Zahl der Kreuze (1 Kreuz 2 Punkte … 12 Kreuze 90).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="70" />
            <source>Pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="71" />
            <source>&lt;p&gt;From left to right, never skipping a field. Field 1 always takes half the number (rounded up), with no choice and no bonus. From field 2 on, choose each time: &lt;b&gt;½&lt;/b&gt; (write half, rounded up, and take the bonus) or &lt;b&gt;×&lt;/b&gt; (write the number times the star, the bonus is lost).&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Von links nach rechts, ohne ein Feld zu überspringen. Feld 1 nimmt immer die Hälfte der Zahl (aufgerundet), ohne Wahl und ohne Bonus. Ab Feld 2 wählst du jedes Mal: &lt;b&gt;½&lt;/b&gt; (die Hälfte eintragen, aufgerundet, und den Bonus nehmen) oder &lt;b&gt;×&lt;/b&gt; (die Zahl mal dem Stern eintragen, der Bonus verfällt).&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: die Summe der eingetragenen Zahlen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="76" />
            <source>Bonuses</source>
            <translation>Boni</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="77" />
            <source>&lt;p&gt;A bonus comes when its cells are crossed or its field is written. You take it at once; it cannot be saved. When one entry brings several bonuses, or a bonus brings another (a chain), you choose the order.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; bonus is compulsory; you choose the number and the place: the yellow ? crosses a number of your choice in &lt;b&gt;any&lt;/b&gt; row, grey or white; the turquoise ? gives exactly one cross in a column of your choice (no more crosses); the blue ? writes any number that fits a side; the brown ? crosses any open cell right of your last brown cross; the pink ? writes a number 1–6 of your choice, with the ½ or × choice. The &lt;b&gt;black ?&lt;/b&gt; (round 4 and the last pink field) is the ? of any colour. A ? with no open place is lost.&lt;/p&gt;&lt;p&gt;Round bonuses: round 1 a reroll, round 2 a +1, round 3 a number joker, round 4 a black ?. The seventh circle of each action track pays the bonus at its end: reroll a fox, number joker a pink ?, +1 a brown ?.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ein Bonus kommt, sobald seine Felder angekreuzt sind oder sein Feld gefüllt ist. Du löst ihn sofort ein; aufsparen geht nicht. Bringt ein Eintrag mehrere Boni oder ein Bonus einen weiteren (Kettenzüge), bestimmst du die Reihenfolge.&lt;/p&gt;&lt;p&gt;Ein &lt;b&gt;?-Bonus&lt;/b&gt; muss eingelöst werden; Zahl und Platz wählst du: Der gelbe ?-Bonus kreuzt eine Zahl deiner Wahl in einer &lt;b&gt;beliebigen&lt;/b&gt; Reihe an, grau oder weiß; der türkise gibt genau ein Kreuz in einer Spalte deiner Wahl (keine weiteren Kreuze); der blaue trägt eine beliebige Zahl ein, die auf eine Seite passt; der braune kreuzt ein beliebiges freies Feld rechts von deinem letzten braunen Kreuz an; der rosa trägt eine Zahl 1–6 deiner Wahl ein, mit der Wahl ½ oder ×. Der &lt;b&gt;schwarze ?-Bonus&lt;/b&gt; (Runde 4 und das letzte rosa Feld) ist der ?-Bonus einer beliebigen Farbe. Ein ?-Bonus ohne freien Platz verfällt.&lt;/p&gt;&lt;p&gt;Rundenboni: Runde 1 eine Nachwürfel-Aktion, Runde 2 eine Zusatzwürfel-Aktion (+1), Runde 3 ein Zahlen-Joker, Runde 4 ein schwarzer ?-Bonus. Der siebte Kreis jeder Aktionsleiste bringt den Bonus an ihrem Ende: Nachwürfel-Aktion einen Fuchs, Zahlen-Joker einen rosa ?-Bonus, Zusatzwürfel-Aktion (+1) einen braunen ?-Bonus.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="89" />
            <source>Actions</source>
            <translation>Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="90" />
            <source>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, before you pick, roll all dice of the rolling area again; the dice on the dice fields and the platter stay. A reroll is not one of the three rolls.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;number joker&lt;/b&gt; enters a die as another number. Each circled slot has its own number, printed in it (3, 4, 5, 6; a ? is any number of your choice), and any circled slot may be used, in any order, whenever you enter a die (your pick, a passive pick, a die from the dice fields or a +1). The die is &lt;b&gt;not turned&lt;/b&gt;: the platter step, other players and the turquoise matching of other dice go by the number it shows. One joker per die (in blue it changes the chosen die only), never on a ? bonus. The desk asks before it spends one.&lt;/p&gt;&lt;p&gt;&lt;b&gt;+1&lt;/b&gt; (extra die): at the end of your own turn, active or passive (also when you took no die), take any one of the six dice again, wherever it lies, and enter it like a pick (a number joker may apply). &lt;b&gt;In yellow the die's place decides&lt;/b&gt;: a die on dice field I, II or III uses that row, a platter die only a &lt;b&gt;grey&lt;/b&gt; cell. Each die at most once per turn as +1; several +1 in one turn are allowed.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Eine eingekreiste Aktion darfst du in diesem oder einem späteren Zug nutzen; dann wird sie durchgestrichen. Mehrere in einem Zug sind erlaubt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nachwürfel-Aktion&lt;/b&gt; (nur die aktive Person): Nach einem Wurf, bevor du wählst, würfelst du alle Würfel der Wurffläche noch einmal; die Würfel auf den Würfelfeldern und auf dem Silbertablett bleiben liegen. Sie zählt nicht als einer der drei Würfe.&lt;/p&gt;&lt;p&gt;Der &lt;b&gt;Zahlen-Joker&lt;/b&gt; trägt einen Würfel als andere Zahl ein. Jeder freigeschaltete Joker hat seine eigene Zahl, die in seinem Kreis steht (3, 4, 5, 6; ein ? ist eine Zahl deiner Wahl), und du darfst jeden freigeschalteten Joker nutzen, in beliebiger Reihenfolge, wann immer du einen Würfel einträgst (deine Wahl, eine passive Wahl, ein Würfel von den Würfelfeldern oder +1). Der Würfel wird &lt;b&gt;nicht gedreht&lt;/b&gt;: Der Schritt zum Silbertablett, die anderen Personen und der Türkis-Abgleich anderer Würfel richten sich nach der Zahl, die er zeigt. Ein Joker pro Würfel (in Blau ändert er nur den gewählten Würfel), nie auf einen ?-Bonus. cleverdesk fragt nach, bevor es einen verbraucht.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zusatzwürfel-Aktion (+1)&lt;/b&gt;: Am Ende deines eigenen Zuges, aktiv oder passiv (auch wenn du keinen Würfel genommen hast), nimmst du einen beliebigen der sechs Würfel noch einmal, wo immer er liegt, und trägst ihn wie eine Wahl ein (ein Zahlen-Joker darf dazu). &lt;b&gt;In Gelb entscheidet der Platz des Würfels&lt;/b&gt;: Ein Würfel auf Würfelfeld I, II oder III nutzt diese Reihe, ein Würfel vom Silbertablett nur ein &lt;b&gt;graues&lt;/b&gt; Feld. Jeden Würfel höchstens einmal pro Zug als +1; mehrere +1 in einem Zug sind erlaubt.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="105" />
            <source>Game end</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="106" />
            <source>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; actions, with number jokers; rerolls and jokers left over lapse and score nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Das Spiel endet nach dem letzten Zug der letzten Runde. Danach dürfen alle noch &lt;b&gt;Zusatzwürfel-Aktionen (+1)&lt;/b&gt; nutzen, auch mit Zahlen-Jokern; übrige Nachwürfel-Aktionen und Joker verfallen und zählen nichts.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="109" />
            <source>Scoring and the winner</source>
            <translation>Wertung und Sieg</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="110" />
            <source>&lt;p&gt;Add your five area scores. Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if an area scores 0). The highest total wins. On a tie, the tied player with the highest single colour area wins (foxes do not count); if that is equal too, they share the win.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Zähle deine fünf Bereiche zusammen. Jeder &lt;b&gt;Fuchs&lt;/b&gt; zählt so viel wie dein Bereich mit der niedrigsten Punktzahl (nichts, wenn ein Bereich 0 Punkte hat). Die höchste Summe gewinnt. Bei Gleichstand gewinnt, wer unter den Gleichstehenden den höchsten einzelnen Farbbereich hat (Füchse zählen nicht); ist auch das gleich, teilen sie sich den Sieg.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="114" />
            <source>Solo game</source>
            <translation>Solospiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="115" />
            <source>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter; the other three lie on dice fields I, II and III in a random order (the same order decides between equal numbers). That order matters for the fallback and for a +1 in yellow. Take one platter die (a number joker may apply) or none. In the passive turn &lt;b&gt;+1 is allowed, reroll is not&lt;/b&gt;. Your total gives the rating:&lt;/p&gt;</source>
            <translation>&lt;p&gt;Du spielst 6 Runden. In jeder Runde bist du zuerst aktiv (ein Zug wie oben), dann passiv: Alle sechs Würfel werden geworfen, und die &lt;b&gt;drei niedrigsten&lt;/b&gt; kommen auf das Silbertablett; die anderen drei liegen in zufälliger Reihenfolge auf den Würfelfeldern I, II und III (dieselbe Reihenfolge entscheidet bei gleichen Zahlen). Diese Reihenfolge zählt, wenn du einen Würfel von den Würfelfeldern nimmst, und für +1 in Gelb. Nimm einen Würfel vom Silbertablett (ein Zahlen-Joker darf dazu) oder keinen. Im passiven Zug sind &lt;b&gt;Zusatzwürfel-Aktionen erlaubt, Nachwürfel-Aktionen nicht&lt;/b&gt;. Deine Summe ergibt die Wertung:&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="122" />
            <source>Playing at the desk</source>
            <translation>Spielen mit cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="123" />
            <source>&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y T B Br P name white, yellow, turquoise, blue, brown, pink). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it; &lt;b&gt;S&lt;/b&gt; skips an optional cross.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Würfeltasten: die Zahl &lt;b&gt;1–6&lt;/b&gt; unter jedem Würfel, den du nehmen darfst (die Buchstaben W Ge T B Br R stehen für Weiß, Gelb, Türkis, Blau, Braun, Rosa). Solange eine Auswahl offen ist, wählen &lt;b&gt;1–9&lt;/b&gt;, und &lt;b&gt;Esc&lt;/b&gt; schließt sie; &lt;b&gt;S&lt;/b&gt; überspringt ein freiwilliges Kreuz.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>RulesPrettyClever</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="8" />
            <source>Set-up and rounds</source>
            <translation>Vorbereitung und Runden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="9" />
            <source>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, blue, green, orange, purple) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;reroll&lt;/b&gt;, round 4 a &lt;b&gt;black X or black 6&lt;/b&gt; (see Bonuses).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Jede Person hat ein Spielblatt. Eine zufällig bestimmte Person nimmt die sechs Würfel (Weiß, Gelb, Blau, Grün, Orange, Lila) und ist als Erste die &lt;b&gt;aktive Person&lt;/b&gt;; die anderen sind &lt;b&gt;passiv&lt;/b&gt;. Das Spiel dauert &lt;b&gt;6 Runden&lt;/b&gt; allein oder zu zweit, &lt;b&gt;5 Runden&lt;/b&gt; zu dritt und &lt;b&gt;4 Runden&lt;/b&gt; zu viert (mit der wählbaren Hausregel für 5 oder 6 Personen: 4 Runden). In jeder Runde ist jede Person einmal aktiv, reihum nach links.&lt;/p&gt;&lt;p&gt;Zu Beginn jeder Runde streichen alle die Rundenzahl ab und erhalten ihren Bonus: Runde 1 eine &lt;b&gt;Nachwürfel-Aktion&lt;/b&gt;, Runde 2 eine &lt;b&gt;Zusatzwürfel-Aktion (+1)&lt;/b&gt;, Runde 3 eine &lt;b&gt;Nachwürfel-Aktion&lt;/b&gt;, Runde 4 ein &lt;b&gt;schwarzes X oder eine schwarze 6&lt;/b&gt; (siehe Boni).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="18" />
            <source>The active player's turn</source>
            <translation>Der Zug der aktiven Person</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="19" />
            <source>&lt;p&gt;The active player rolls all six dice, picks one, puts it on the next &lt;b&gt;dice field&lt;/b&gt; and enters it on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;; dice showing the same or more stay. The rest are rolled again: three rolls at most, so up to three dice land on the dice fields. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early. After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. If no die of the rolling area fits your sheet, the roll is &lt;b&gt;forfeited&lt;/b&gt;: it counts as one of the three, its dice field stays empty and the same dice are rolled again. While a die fits, you must take one.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Die aktive Person würfelt mit allen sechs Würfeln, wählt einen aus, legt ihn auf das nächste &lt;b&gt;Würfelfeld&lt;/b&gt; und trägt ihn auf dem Spielblatt ein. Jeder Würfel mit einer &lt;b&gt;niedrigeren&lt;/b&gt; Zahl als der gewählte kommt auf das &lt;b&gt;Silbertablett&lt;/b&gt;; Würfel mit gleicher oder höherer Zahl bleiben liegen. Mit den übrigen wird erneut gewürfelt: höchstens drei Würfe, also landen bis zu drei Würfel auf den Würfelfeldern. Wer den niedrigsten Würfel wählt, schickt nichts auf das Silbertablett; sind keine Würfel mehr übrig, endet der Zug früher. Nach dem dritten Wurf kommen alle Würfel, die noch auf der Wurffläche liegen, auf das Silbertablett.&lt;/p&gt;&lt;p&gt;Nur ein Würfel, der eingetragen werden kann, darf genommen werden. Passt kein Würfel der Wurffläche auf dein Spielblatt, &lt;b&gt;verfällt&lt;/b&gt; der Wurf: Er zählt als einer der drei, sein Würfelfeld bleibt leer, und mit denselben Würfeln wird erneut gewürfelt. Solange ein Würfel passt, musst du einen nehmen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="29" />
            <source>Which die goes where</source>
            <translation>Welcher Würfel wohin</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="30" />
            <source>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild: it can be used as any colour. Blue always counts &lt;b&gt;blue + white&lt;/b&gt; together, wherever the other die lies: the blue die and the white die taken as blue both enter that sum, never a single die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Jeder Würfel wird im Bereich seiner Farbe eingetragen. Der &lt;b&gt;weiße Würfel&lt;/b&gt; ist Farb-Joker: Er zählt als jede beliebige Farbe. Blau zählt immer &lt;b&gt;Blau + Weiß&lt;/b&gt; zusammen, wo immer der andere Würfel liegt: Der blaue Würfel und der weiße als Blau tragen beide diese Summe ein, nie einen einzelnen Würfel.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="34" />
            <source>The passive players</source>
            <translation>Die passiven Personen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="35" />
            <source>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ist die aktive Person fertig, nimmt jede passive Person gleichzeitig &lt;b&gt;einen&lt;/b&gt; Würfel vom Silbertablett und trägt ihn ein, oder keinen. Die Würfel bleiben auf dem Silbertablett liegen: Mehrere dürfen denselben Würfel nehmen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="38" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Passt kein Würfel vom Silbertablett auf das Spielblatt einer passiven Person, darf sie stattdessen einen Würfel von den &lt;b&gt;Würfelfeldern&lt;/b&gt; der aktiven Person nehmen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="40" />
            <source>&lt;p&gt;A player who declines a platter die that fits may not take one from the dice fields.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Wer einen passenden Würfel vom Silbertablett ausschlägt, darf keinen von den Würfelfeldern nehmen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="42" />
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="43" />
            <source>&lt;p&gt;Cross &lt;b&gt;one&lt;/b&gt; cell showing the die's number, anywhere in the grid: one die crosses one cell, even when both cells of its number are open. The four printed crosses count as crossed. A complete row pays the bonus at its right, the complete diagonal from the top left a +1.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each complete column scores the points printed under it (10, 14, 16, 20).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kreuze &lt;b&gt;ein&lt;/b&gt; Feld mit der Zahl des Würfels an, irgendwo im Raster: Ein Würfel kreuzt ein Feld an, auch wenn beide Felder seiner Zahl frei sind. Die vier vorgedruckten Kreuze zählen als angekreuzt. Eine volle Reihe bringt den Bonus rechts daneben, die volle Diagonale von links oben ein +1.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: Jede volle Spalte bringt die Punkte darunter (10, 14, 16, 20).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="48" />
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="49" />
            <source>&lt;p&gt;Add the blue and the white die and cross that sum (2–12). A complete row or column pays the bonus printed at its end.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: by the number of crosses, on the scale above the area (1 cross 1 point … 11 crosses 56 points).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Zähle den blauen und den weißen Würfel zusammen und kreuze diese Summe an (2–12). Eine volle Reihe oder Spalte bringt den Bonus an ihrem Ende.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: nach der Zahl der Kreuze, auf der Tabelle über dem Bereich (1 Kreuz 1 Punkt … 11 Kreuze 56 Punkte).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="53" />
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="54" />
            <source>&lt;p&gt;From left to right, never skipping a cell: the die must reach the number printed in the next cell (≥) to cross it.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the points in the star above your last crossed cell.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Von links nach rechts, ohne ein Feld zu überspringen: Der Würfel muss die im nächsten Feld gedruckte Zahl erreichen (≥), um es anzukreuzen.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: die Punkte im Stern über deinem letzten angekreuzten Feld.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="57" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="58" />
            <source>&lt;p&gt;From left to right, never skipping a cell: write the die's number in the next cell, any number; a ×2 or ×3 cell doubles or triples it (a 4 on ×2 is written as 8).&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Von links nach rechts, ohne ein Feld zu überspringen: Trage die Zahl des Würfels ins nächste Feld ein, jede Zahl; ein Feld mit ×2 oder ×3 verdoppelt oder verdreifacht sie (eine 4 auf ×2 wird als 8 eingetragen).&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: die Summe der eingetragenen Zahlen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="61" />
            <source>Purple</source>
            <translation>Lila</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="62" />
            <source>&lt;p&gt;From left to right, never skipping a cell: write the die's number; each number must be &lt;b&gt;higher&lt;/b&gt; than the one before, except that after a 6 any number may follow, another 6 too.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Von links nach rechts, ohne ein Feld zu überspringen: Trage die Zahl des Würfels ein; jede Zahl muss &lt;b&gt;höher&lt;/b&gt; sein als die davor, nur nach einer 6 darf jede Zahl folgen, auch wieder eine 6.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: die Summe der eingetragenen Zahlen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="66" />
            <source>Bonuses</source>
            <translation>Boni</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="67" />
            <source>&lt;p&gt;A bonus under a cell comes when that cell is filled; a bonus at the end of a row, a column or the diagonal when its last cell is marked. You take it at once; it cannot be saved. When one mark brings several bonuses, or a bonus brings another (a chain), you choose the order.&lt;/p&gt;&lt;p&gt;An &lt;b&gt;X&lt;/b&gt; crosses a cell of its colour without a die: in yellow and blue any open cell, in green the next cell, &lt;b&gt;whatever its minimum&lt;/b&gt;. A &lt;b&gt;number bonus&lt;/b&gt; writes its number in the next orange or purple cell; in orange it is &lt;b&gt;multiplied&lt;/b&gt; by the cell's ×2 or ×3. A &lt;b&gt;reroll&lt;/b&gt; or &lt;b&gt;+1&lt;/b&gt; circles the next action on its track, a &lt;b&gt;fox&lt;/b&gt; scores at the end. A bonus with no open cell is lost.&lt;/p&gt;&lt;p&gt;In &lt;b&gt;round 4&lt;/b&gt; everybody chooses a &lt;b&gt;black X&lt;/b&gt; (any yellow or blue cell, or the next green cell) or a &lt;b&gt;black 6&lt;/b&gt; (the next orange cell, multiplied, or the next purple cell).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ein Bonus unter einem Feld kommt, sobald das Feld gefüllt ist; ein Bonus am Ende einer Reihe, einer Spalte oder der Diagonale, sobald ihr letztes Feld markiert ist. Du löst ihn sofort ein; aufsparen geht nicht. Bringt eine Markierung mehrere Boni oder ein Bonus einen weiteren (Kettenzüge), bestimmst du die Reihenfolge.&lt;/p&gt;&lt;p&gt;Ein &lt;b&gt;X-Bonus&lt;/b&gt; kreuzt ohne Würfel ein Feld seiner Farbe an: in Gelb und Blau ein beliebiges freies Feld, in Grün das nächste Feld, &lt;b&gt;egal welcher Mindestwert&lt;/b&gt; darin steht. Ein &lt;b&gt;Zahlenbonus&lt;/b&gt; trägt seine Zahl ins nächste Feld in Orange oder Lila ein; in Orange wird sie mit dem ×2 oder ×3 des Feldes &lt;b&gt;multipliziert&lt;/b&gt;. Eine &lt;b&gt;Nachwürfel-Aktion&lt;/b&gt; oder &lt;b&gt;Zusatzwürfel-Aktion (+1)&lt;/b&gt; kreist die nächste Aktion ihrer Leiste ein, ein &lt;b&gt;Fuchs&lt;/b&gt; zählt am Ende. Ein Bonus ohne freies Feld verfällt.&lt;/p&gt;&lt;p&gt;In &lt;b&gt;Runde 4&lt;/b&gt; wählen alle ein &lt;b&gt;schwarzes X&lt;/b&gt; (ein beliebiges Feld in Gelb oder Blau oder das nächste in Grün) oder eine &lt;b&gt;schwarze 6&lt;/b&gt; (das nächste Feld in Orange, multipliziert, oder in Lila).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="79" />
            <source>Actions</source>
            <translation>Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="80" />
            <source>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, before you pick, roll all dice of the rolling area again; the dice on the dice fields and the platter stay. A reroll is not one of the three rolls.&lt;/p&gt;&lt;p&gt;&lt;b&gt;+1&lt;/b&gt; (extra die): at the end of your own turn, active or passive (also when you took no die), take &lt;b&gt;any one of the six dice&lt;/b&gt; again, wherever it lies (platter or dice field, also a die already used), and enter it like a pick. Each die at most once per turn as +1; several +1 in one turn are allowed.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Eine eingekreiste Aktion darfst du in diesem oder einem späteren Zug nutzen; dann wird sie durchgestrichen. Mehrere in einem Zug sind erlaubt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nachwürfel-Aktion&lt;/b&gt; (nur die aktive Person): Nach einem Wurf, bevor du wählst, würfelst du alle Würfel der Wurffläche noch einmal; die Würfel auf den Würfelfeldern und auf dem Silbertablett bleiben liegen. Sie zählt nicht als einer der drei Würfe.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zusatzwürfel-Aktion (+1)&lt;/b&gt;: Am Ende deines eigenen Zuges, aktiv oder passiv (auch wenn du keinen Würfel genommen hast), nimmst du &lt;b&gt;einen beliebigen der sechs Würfel&lt;/b&gt; noch einmal, wo immer er liegt (Silbertablett oder Würfelfeld, auch einen schon genutzten), und trägst ihn wie eine Wahl ein. Jeden Würfel höchstens einmal pro Zug als +1; mehrere +1 in einem Zug sind erlaubt.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="88" />
            <source>Game end</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="89" />
            <source>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; actions; rerolls left over lapse and score nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Das Spiel endet nach dem letzten Zug der letzten Runde. Danach dürfen alle noch &lt;b&gt;Zusatzwürfel-Aktionen (+1)&lt;/b&gt; nutzen; übrige Nachwürfel-Aktionen verfallen und zählen nichts.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="92" />
            <source>Scoring and the winner</source>
            <translation>Wertung und Sieg</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="93" />
            <source>&lt;p&gt;Add your five area scores. Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if an area scores 0). The highest total wins. On a tie, the tied player with the highest single area score wins; if that is equal too, they share the win.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Zähle deine fünf Bereiche zusammen. Jeder &lt;b&gt;Fuchs&lt;/b&gt; zählt so viel wie dein Bereich mit der niedrigsten Punktzahl (nichts, wenn ein Bereich 0 Punkte hat). Die höchste Summe gewinnt. Bei Gleichstand gewinnt, wer unter den Gleichstehenden den höchsten einzelnen Bereich hat; ist auch das gleich, teilen sie sich den Sieg.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="97" />
            <source>Solo game</source>
            <translation>Solospiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="98" />
            <source>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter (equal numbers in a random order), the other three onto the dice fields. Take one platter die or none; if none fits, the dice fields are open to you as usual. In the passive turn &lt;b&gt;+1 is allowed, reroll is not&lt;/b&gt;. Your total tells you how clever you are:&lt;/p&gt;</source>
            <translation>&lt;p&gt;Du spielst 6 Runden. In jeder Runde bist du zuerst aktiv (ein Zug wie oben), dann passiv: Alle sechs Würfel werden geworfen, und die &lt;b&gt;drei niedrigsten&lt;/b&gt; kommen auf das Silbertablett (gleiche Zahlen in zufälliger Reihenfolge), die anderen drei auf die Würfelfelder. Nimm einen Würfel vom Silbertablett oder keinen; passt keiner, stehen dir wie gewohnt die Würfelfelder offen. Im passiven Zug sind &lt;b&gt;Zusatzwürfel-Aktionen (+1) erlaubt, Nachwürfel-Aktionen nicht&lt;/b&gt;. Deine Summe sagt dir, wie clever du bist:&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="104" />
            <source>Playing at the desk</source>
            <translation>Spielen mit cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="105" />
            <source>&lt;p&gt;Click a die (or press the number &lt;b&gt;1–6&lt;/b&gt; under it), then one of the lit cells. Bonuses that need a choice light their cells and say what they want. &lt;b&gt;Arrows&lt;/b&gt; or &lt;b&gt;Tab&lt;/b&gt; walk over the lit cells, &lt;b&gt;Enter&lt;/b&gt; enters the die there. &lt;b&gt;R&lt;/b&gt; reroll, &lt;b&gt;E&lt;/b&gt; use a +1, &lt;b&gt;D&lt;/b&gt; done with +1, &lt;b&gt;N&lt;/b&gt; take no die, &lt;b&gt;F&lt;/b&gt; forfeit, &lt;b&gt;Esc&lt;/b&gt; cancel a choice. Every die carries a letter (W, Y, B, G, O, P) besides its colour.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Klicke einen Würfel an (oder drücke die Zahl &lt;b&gt;1–6&lt;/b&gt; darunter), dann eines der hervorgehobenen Felder. Boni, die eine Wahl brauchen, heben ihre Felder hervor und sagen, was sie verlangen. &lt;b&gt;Pfeiltasten&lt;/b&gt; oder &lt;b&gt;Tab&lt;/b&gt; wandern über die hervorgehobenen Felder, &lt;b&gt;Enter&lt;/b&gt; trägt den Würfel dort ein. &lt;b&gt;R&lt;/b&gt; nachwürfeln, &lt;b&gt;E&lt;/b&gt; +1 nutzen, &lt;b&gt;D&lt;/b&gt; fertig mit +1, &lt;b&gt;N&lt;/b&gt; keinen Würfel nehmen, &lt;b&gt;F&lt;/b&gt; Wurf verfallen lassen, &lt;b&gt;Esc&lt;/b&gt; eine Wahl abbrechen. Jeder Würfel trägt neben seiner Farbe einen Buchstaben (W, Ge, B, Gn, O, L).&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>RulesScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="26" />
            <source>Rules: %1</source>
            <translation>Regeln: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="72" />
            <source>Play the guided game</source>
            <translation>Geführte Partie spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="73" />
            <source>A first game in which the desk points at every element and says what to do next</source>
            <translation>Eine erste Partie, in der cleverdesk auf jedes Element zeigt und sagt, was als Nächstes zu tun ist</translation>
        </message>
    </context>
    <context>
        <name>RulesSections</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesSections.qml" line="18" />
            <source>Rating table</source>
            <translation>Wertungstabelle</translation>
        </message>
    </context>
    <context>
        <name>RulesTwiceAsClever</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="8" />
            <source>Set-up and rounds</source>
            <translation>Vorbereitung und Runden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="9" />
            <source>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, blue, green, pink, silver) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;return&lt;/b&gt; action, round 4 a &lt;b&gt;black ?&lt;/b&gt; (see Bonuses).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Jede Person hat ein Spielblatt. Eine zufällig bestimmte Person nimmt die sechs Würfel (Weiß, Gelb, Blau, Grün, Rosa, Silber) und ist als Erste die &lt;b&gt;aktive Person&lt;/b&gt;; die anderen sind &lt;b&gt;passiv&lt;/b&gt;. Das Spiel dauert &lt;b&gt;6 Runden&lt;/b&gt; allein oder zu zweit, &lt;b&gt;5 Runden&lt;/b&gt; zu dritt und &lt;b&gt;4 Runden&lt;/b&gt; zu viert (mit der wählbaren Hausregel für 5 oder 6 Personen: 4 Runden). In jeder Runde ist jede Person einmal aktiv, reihum nach links.&lt;/p&gt;&lt;p&gt;Zu Beginn jeder Runde streichen alle die Rundenzahl ab und erhalten ihren Bonus: Runde 1 eine &lt;b&gt;Nachwürfel-Aktion&lt;/b&gt;, Runde 2 eine &lt;b&gt;Zusatzwürfel-Aktion (+1)&lt;/b&gt;, Runde 3 eine &lt;b&gt;Rückhol-Aktion&lt;/b&gt;, Runde 4 einen &lt;b&gt;schwarzen ?-Bonus&lt;/b&gt; (siehe Boni).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="18" />
            <source>The active player's turn</source>
            <translation>Der Zug der aktiven Person</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="19" />
            <source>&lt;p&gt;The active player rolls all six dice, picks one, puts it on the next &lt;b&gt;dice field&lt;/b&gt; and enters it on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;; dice showing the same or more stay. The rest are rolled again: three rolls at most. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early (unless a return action brings one back). After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit, and must be when none fits: it counts as one of the three, its dice field stays empty and the same dice are rolled again.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Die aktive Person würfelt mit allen sechs Würfeln, wählt einen aus, legt ihn auf das nächste &lt;b&gt;Würfelfeld&lt;/b&gt; und trägt ihn auf dem Spielblatt ein. Jeder Würfel mit einer &lt;b&gt;niedrigeren&lt;/b&gt; Zahl als der gewählte kommt auf das &lt;b&gt;Silbertablett&lt;/b&gt;; Würfel mit gleicher oder höherer Zahl bleiben liegen. Mit den übrigen wird erneut gewürfelt: höchstens drei Würfe. Wer den niedrigsten Würfel wählt, schickt nichts auf das Silbertablett; sind keine Würfel mehr übrig, endet der Zug früher (außer eine Rückhol-Aktion holt einen zurück). Nach dem dritten Wurf kommen alle Würfel, die noch auf der Wurffläche liegen, auf das Silbertablett.&lt;/p&gt;&lt;p&gt;Nur ein Würfel, der eingetragen werden kann, darf genommen werden. Einen Wurf darfst du immer &lt;b&gt;verfallen&lt;/b&gt; lassen (F), auch wenn ein Würfel passen würde, und er verfällt, wenn keiner passt: Er zählt als einer der drei, sein Würfelfeld bleibt leer, und mit denselben Würfeln wird erneut gewürfelt.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="29" />
            <source>Which die goes where</source>
            <translation>Welcher Würfel wohin</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="30" />
            <source>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild: it can be used as any colour. Blue always counts &lt;b&gt;blue + white&lt;/b&gt; together, wherever the other die lies: the blue die and the white die taken as blue both enter that sum, never a single die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Jeder Würfel wird im Bereich seiner Farbe eingetragen. Der &lt;b&gt;weiße Würfel&lt;/b&gt; ist Farb-Joker: Er zählt als jede beliebige Farbe. Blau zählt immer &lt;b&gt;Blau + Weiß&lt;/b&gt; zusammen, wo immer der andere Würfel liegt: Der blaue Würfel und der weiße als Blau tragen beide diese Summe ein, nie einen einzelnen Würfel.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="34" />
            <source>The passive players</source>
            <translation>Die passiven Personen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="35" />
            <source>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ist die aktive Person fertig, nimmt jede passive Person gleichzeitig &lt;b&gt;einen&lt;/b&gt; Würfel vom Silbertablett und trägt ihn ein, oder keinen. Die Würfel bleiben auf dem Silbertablett liegen: Mehrere dürfen denselben Würfel nehmen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="38" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Passt kein Würfel vom Silbertablett auf das Spielblatt einer passiven Person, darf sie stattdessen einen Würfel von den &lt;b&gt;Würfelfeldern&lt;/b&gt; der aktiven Person nehmen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="40" />
            <source>&lt;p&gt;A player who declines a platter die that fits may not take one from the dice fields.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Wer einen passenden Würfel vom Silbertablett ausschlägt, darf keinen von den Würfelfeldern nehmen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="42" />
            <source>Silver</source>
            <translation>Silber</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="43" />
            <source>&lt;p&gt;Cross the die's number in a row of your choice where it is still open; when the number is crossed in all four rows, the silver die may not be taken as silver. A column crossed in all four rows pays the bonus under it.&lt;/p&gt;&lt;p&gt;When your &lt;b&gt;active pick goes into silver&lt;/b&gt;, every die it sends to the platter may follow into silver too: a coloured die in the row of its colour, white or silver in any row. Each of these marks is optional: click a lit cell or press Skip. Dice that were on the platter before, and the dice that go there after the third roll, never follow; a silver die taken by a passive player, by a +1 or by a ? bonus gives one mark only.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each row by its own crosses, on the scale above (1 cross 2 points … 6 crosses 22 points).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kreuze die Zahl des Würfels in einer Reihe deiner Wahl an, in der sie noch frei ist; ist die Zahl in allen vier Reihen angekreuzt, darf der silberne Würfel nicht als Silber genommen werden. Eine Spalte, die in allen vier Reihen angekreuzt ist, bringt den Bonus darunter.&lt;/p&gt;&lt;p&gt;Geht deine &lt;b&gt;aktive Wahl in den silbernen Bereich&lt;/b&gt;, darf jeder Würfel, den sie auf das Silbertablett schickt, ebenfalls in Silber folgen: ein farbiger Würfel in die Reihe seiner Farbe, Weiß oder Silber in eine beliebige Reihe. Jedes dieser Kreuze ist freiwillig: Klicke ein hervorgehobenes Feld an oder drücke Überspringen. Würfel, die schon vorher auf dem Silbertablett lagen, und die Würfel, die nach dem dritten Wurf dorthin kommen, folgen nie; ein silberner Würfel, den eine passive Person, ein +1 oder ein ?-Bonus nimmt, gibt nur ein Kreuz.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: jede Reihe nach ihren eigenen Kreuzen, auf der Tabelle darüber (1 Kreuz 2 Punkte … 6 Kreuze 22 Punkte).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="53" />
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="54" />
            <source>&lt;p&gt;A die first &lt;b&gt;circles&lt;/b&gt; a cell showing its number, a later one &lt;b&gt;crosses&lt;/b&gt; a circled cell; a cell without a circle can never be crossed. When both are possible, you choose. Rows and columns pay their bonus once all their cells are circled.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: only crosses count, on the scale above the area.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ein Würfel &lt;b&gt;kreist&lt;/b&gt; zuerst ein Feld mit seiner Zahl &lt;b&gt;ein&lt;/b&gt;, ein späterer &lt;b&gt;kreuzt&lt;/b&gt; ein eingekreistes Feld &lt;b&gt;an&lt;/b&gt;; ein Feld ohne Kreis kann nie angekreuzt werden. Geht beides, wählst du. Reihen und Spalten bringen ihren Bonus, sobald alle ihre Felder eingekreist sind.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: Nur Kreuze zählen, auf der Tabelle über dem Bereich.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="59" />
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="60" />
            <source>&lt;p&gt;Blue + white, written from left to right, never skipping a cell; the first number may be any sum, every later one must be &lt;b&gt;the same or lower&lt;/b&gt; than the number before.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the points above your last filled cell.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Blau + Weiß, von links nach rechts eingetragen, ohne ein Feld zu überspringen; die erste Zahl darf jede Summe sein, jede weitere muss &lt;b&gt;gleich oder kleiner&lt;/b&gt; sein als die Zahl davor.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: die Punkte über deinem letzten gefüllten Feld.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="64" />
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="65" />
            <source>&lt;p&gt;From left to right, never skipping a cell: write the die times the cell's factor, any number. When both cells of a pair are filled, the pair scores the first minus the second (it may be negative); a pair with only its first cell filled scores 0. A cell's bonus comes when it is filled.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the pairs.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Von links nach rechts, ohne ein Feld zu überspringen: Trage den Würfel mal dem Faktor des Feldes ein, jede Zahl. Sind beide Felder eines Paares gefüllt, zählt das Paar die erste minus die zweite Zahl (auch negativ); ein Paar mit nur seinem ersten Feld zählt 0. Der Bonus eines Feldes kommt, sobald es gefüllt ist.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: die Summe der Paare.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="70" />
            <source>Pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="71" />
            <source>&lt;p&gt;From left to right, never skipping a cell: write the die's number, any number; a cell pays its bonus only if the number reaches its ≥.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Von links nach rechts, ohne ein Feld zu überspringen: Trage die Zahl des Würfels ein, jede Zahl; ein Feld bringt seinen Bonus nur, wenn die Zahl den Mindestwert (≥) erreicht.&lt;br&gt;&lt;b&gt;Wertung&lt;/b&gt;: die Summe der eingetragenen Zahlen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="74" />
            <source>Bonuses</source>
            <translation>Boni</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="75" />
            <source>&lt;p&gt;A bonus under a cell comes when that cell is filled; a bonus at the end of a row or column when the line is complete (in yellow: all circled). You take it at once; it cannot be saved. When one mark brings several bonuses, or a bonus brings another (a chain), you choose the order. A bonus with no open place is lost; marks made by bonuses never send dice to the platter.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; in a colour is compulsory: the silver ? crosses any open silver cell; the yellow ? circles or crosses any yellow cell; the blue ? writes a number of your choice from 2 up to the previous blue number (never higher); the green and the pink ? write a number 1–6 of your choice (green times the factor; pink's ≥ still decides its bonus). A panel asks which number. In &lt;b&gt;round 4&lt;/b&gt; everybody gets a &lt;b&gt;black ?&lt;/b&gt;: the ? of any colour you choose.&lt;/p&gt;&lt;p&gt;The sixth circle of each action track pays the bonus at its end: reroll a fox, return a pink ?, +1 a silver ?.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ein Bonus unter einem Feld kommt, sobald das Feld gefüllt ist; ein Bonus am Ende einer Reihe oder Spalte, sobald sie vollständig ist (in Gelb: alles eingekreist). Du löst ihn sofort ein; aufsparen geht nicht. Bringt eine Markierung mehrere Boni oder ein Bonus einen weiteren (Kettenzüge), bestimmst du die Reihenfolge. Ein Bonus ohne freien Platz verfällt; Einträge durch Boni schicken nie Würfel auf das Silbertablett.&lt;/p&gt;&lt;p&gt;Ein &lt;b&gt;?-Bonus&lt;/b&gt; in einer Farbe muss eingelöst werden: Der silberne ?-Bonus kreuzt ein beliebiges freies Feld in Silber an; der gelbe kreist ein beliebiges gelbes Feld ein oder kreuzt es an; der blaue trägt eine Zahl deiner Wahl von 2 bis zur vorigen blauen Zahl ein (nie höher); der grüne und der rosa tragen eine Zahl 1–6 deiner Wahl ein (Grün mal dem Faktor; in Rosa entscheidet der Mindestwert weiter über den Bonus). Eine Auswahl fragt, welche Zahl. In &lt;b&gt;Runde 4&lt;/b&gt; bekommen alle einen &lt;b&gt;schwarzen ?-Bonus&lt;/b&gt;: den ?-Bonus einer Farbe deiner Wahl.&lt;/p&gt;&lt;p&gt;Der sechste Kreis jeder Aktionsleiste bringt den Bonus an ihrem Ende: Nachwürfel-Aktion einen Fuchs, Rückhol-Aktion einen rosa ?-Bonus, +1 einen silbernen ?-Bonus.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="87" />
            <source>Actions</source>
            <translation>Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="88" />
            <source>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, before you pick, roll all dice of the rolling area again; the dice on the dice fields and the platter stay. A reroll is not one of the three rolls.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Return&lt;/b&gt; (active player only): before your second or third roll, bring one die from the platter back into the rolling area: click the die; it is rolled with the others. Several are allowed, but never once the dice are rolled, and never after the third roll.&lt;/p&gt;&lt;p&gt;&lt;b&gt;+1&lt;/b&gt; (extra die): at the end of your own turn, active or passive (also when you took no die), take &lt;b&gt;any one of the six dice&lt;/b&gt; again, wherever it lies (platter or dice field, also a die already used), and enter it like a pick. Each die at most once per turn as +1; several +1 in one turn are allowed.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Eine eingekreiste Aktion darfst du in diesem oder einem späteren Zug nutzen; dann wird sie durchgestrichen. Mehrere in einem Zug sind erlaubt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nachwürfel-Aktion&lt;/b&gt; (nur die aktive Person): Nach einem Wurf, bevor du wählst, würfelst du alle Würfel der Wurffläche noch einmal; die Würfel auf den Würfelfeldern und auf dem Silbertablett bleiben liegen. Sie zählt nicht als einer der drei Würfe.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Rückhol-Aktion&lt;/b&gt; (nur die aktive Person): Vor deinem zweiten oder dritten Wurf holst du einen Würfel vom Silbertablett zurück auf die Wurffläche: Klicke den Würfel an; er wird mit den anderen gewürfelt. Mehrere sind erlaubt, aber nie, wenn schon gewürfelt ist, und nie nach dem dritten Wurf.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zusatzwürfel-Aktion (+1)&lt;/b&gt;: Am Ende deines eigenen Zuges, aktiv oder passiv (auch wenn du keinen Würfel genommen hast), nimmst du &lt;b&gt;einen beliebigen der sechs Würfel&lt;/b&gt; noch einmal, wo immer er liegt (Silbertablett oder Würfelfeld, auch einen schon genutzten), und trägst ihn wie eine Wahl ein. Jeden Würfel höchstens einmal pro Zug als +1; mehrere +1 in einem Zug sind erlaubt.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="99" />
            <source>Game end</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="100" />
            <source>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; actions; rerolls and return actions left over lapse and score nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Das Spiel endet nach dem letzten Zug der letzten Runde. Danach dürfen alle noch &lt;b&gt;Zusatzwürfel-Aktionen (+1)&lt;/b&gt; nutzen; übrige Nachwürfel- und Rückhol-Aktionen verfallen und zählen nichts.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="103" />
            <source>Scoring and the winner</source>
            <translation>Wertung und Sieg</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="104" />
            <source>&lt;p&gt;Add your five area scores (green may be negative). Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if that is 0 or less). The highest total wins. On a tie, the tied player with the highest single area score wins; if that is equal too, they share the win.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Zähle deine fünf Bereiche zusammen (Grün kann negativ sein). Jeder &lt;b&gt;Fuchs&lt;/b&gt; zählt so viel wie dein Bereich mit der niedrigsten Punktzahl (nichts, wenn diese 0 oder weniger ist). Die höchste Summe gewinnt. Bei Gleichstand gewinnt, wer unter den Gleichstehenden den höchsten einzelnen Bereich hat; ist auch das gleich, teilen sie sich den Sieg.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="108" />
            <source>Solo game</source>
            <translation>Solospiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="109" />
            <source>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter (equal numbers in a random order), the other three onto the dice fields. Take one platter die or none; if none fits, the dice fields are open to you as usual; silver gives one mark. In the passive turn &lt;b&gt;+1 is allowed, reroll and return are not&lt;/b&gt;. The rating goes from “Half as clever.” to “Twice as clever!” (over 320 points):&lt;/p&gt;</source>
            <translation>&lt;p&gt;Du spielst 6 Runden. In jeder Runde bist du zuerst aktiv (ein Zug wie oben), dann passiv: Alle sechs Würfel werden geworfen, und die &lt;b&gt;drei niedrigsten&lt;/b&gt; kommen auf das Silbertablett (gleiche Zahlen in zufälliger Reihenfolge), die anderen drei auf die Würfelfelder. Nimm einen Würfel vom Silbertablett oder keinen; passt keiner, stehen dir wie gewohnt die Würfelfelder offen; Silber gibt ein Kreuz. Im passiven Zug sind &lt;b&gt;Zusatzwürfel-Aktionen (+1) erlaubt, Nachwürfel- und Rückhol-Aktionen nicht&lt;/b&gt;. Die Wertung reicht von „Halb so clever“ bis „Doppelt so clever“ (über 320 Punkte):&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="116" />
            <source>Playing at the desk</source>
            <translation>Spielen mit cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="117" />
            <source>&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y B G P S name white, yellow, blue, green, pink, silver). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it. &lt;b&gt;S&lt;/b&gt; skips a silver chain mark, &lt;b&gt;D&lt;/b&gt; rolls on after returning dice or ends the +1 window.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Würfeltasten: die Zahl &lt;b&gt;1–6&lt;/b&gt; unter jedem Würfel, den du nehmen darfst (die Buchstaben W Ge B Gn R S stehen für Weiß, Gelb, Blau, Grün, Rosa, Silber). Solange eine Auswahl offen ist, wählen &lt;b&gt;1–9&lt;/b&gt;, und &lt;b&gt;Esc&lt;/b&gt; schließt sie. &lt;b&gt;S&lt;/b&gt; überspringt ein Kreuz der Silberkette, &lt;b&gt;D&lt;/b&gt; würfelt nach dem Zurückholen weiter oder beendet das +1-Fenster.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="28" />
            <source>the file does not exist</source>
            <translation>die Datei existiert nicht</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="29" />
            <source>it is not a regular file</source>
            <translation>sie ist keine normale Datei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="30" />
            <source>the file cannot be read</source>
            <translation>die Datei kann nicht gelesen werden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="31" />
            <source>it is far larger than any saved game</source>
            <translation>sie ist viel größer als jedes gespeicherte Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="32" />
            <source>it is damaged or cut short (not a readable document)</source>
            <translation>sie ist beschädigt oder abgeschnitten (kein lesbares Dokument)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="33" />
            <source>it is not a cleverdesk saved game</source>
            <translation>sie ist kein gespeichertes cleverdesk-Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="34" />
            <source>it was saved by a newer version of cleverdesk</source>
            <translation>sie wurde von einer neueren Version von cleverdesk gespeichert</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="35" />
            <source>its format version is unknown</source>
            <translation>ihre Formatversion ist unbekannt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="36" />
            <source>its content does not have the shape of a saved game</source>
            <translation>ihr Inhalt hat nicht die Form eines gespeicherten Spiels</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="37" />
            <source>its content was changed or damaged after it was saved</source>
            <translation>ihr Inhalt wurde nach dem Speichern verändert oder beschädigt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="38" />
            <source>it is a game this version of cleverdesk does not know</source>
            <translation>sie enthält ein Spiel, das diese Version von cleverdesk nicht kennt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="39" />
            <source>its moves cannot be replayed</source>
            <translation>ihre Züge lassen sich nicht nachspielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="40" />
            <source>its summary does not match its moves</source>
            <translation>ihre Zusammenfassung passt nicht zu ihren Zügen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="41" />
            <source>it could not be written (is the disk full or read-only?)</source>
            <translation>sie konnte nicht geschrieben werden (ist der Datenträger voll oder schreibgeschützt?)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="49" />
            <source>“%1” could not be saved: %2.</source>
            <translation>„%1“ konnte nicht gespeichert werden: %2.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="51" />
            <source>“%1” could not be opened: %2.</source>
            <translation>„%1“ konnte nicht geöffnet werden: %2.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="54" />
            <source>It was moved to %1; your other saved games are not affected.</source>
            <translation>Sie wurde nach %1 verschoben; deine anderen gespeicherten Spiele sind nicht betroffen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="67" />
            <source>Finished · %1</source>
            <translation>Beendet · %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="70" />
            <source>Round %1 · %3</source>
            <translation>Runde %1 · %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="73" />
            <source>Round %1 of %2 · %3</source>
            <translation>Runde %1 von %2 · %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="96" />
            <source>round %1 of %2</source>
            <translation>Runde %1 von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="99" />
            <source>round %1 · %2 moves</source>
            <translation>Runde %1 · %2 Züge</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="104" />
            <source>scores %1</source>
            <translation>Punkte %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="109" />
            <source>%1 with %2 · %3 · %4 · saved %5</source>
            <translation>%1 mit %2 · %3 · %4 · gespeichert: %5</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/autosave.py" line="67" />
            <source>The game could not be autosaved: %1</source>
            <translation>Das Spiel konnte nicht automatisch gespeichert werden: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/continuing.py" line="50" />
            <source>There is no saved game to continue yet.</source>
            <translation>Es gibt noch kein gespeichertes Spiel zum Fortsetzen.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/saves/continuing.py" line="55" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/desk.py" line="219" />
            <source>This desk cannot show a game of %1.</source>
            <translation>cleverdesk kann kein Spiel von %1 zeigen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/desk.py" line="228" />
            <source>The saved game could not be put on the table: %1</source>
            <translation>Das gespeicherte Spiel konnte nicht auf den Tisch gebracht werden: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="36" />
            <source>There is no game to save.</source>
            <translation>Es gibt kein Spiel zum Speichern.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="39" />
            <source>Give the saved game a name.</source>
            <translation>Gib dem gespeicherten Spiel einen Namen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="49" />
            <source>Saved as “%1”.</source>
            <translation>Gespeichert als „%1“.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="64" />
            <source>There is no saved game %1.</source>
            <translation>Es gibt kein gespeichertes Spiel %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="73" />
            <source>The saved game could not be deleted: %1</source>
            <translation>Das gespeicherte Spiel konnte nicht gelöscht werden: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="77" />
            <source>“%1” was deleted.</source>
            <translation>„%1“ wurde gelöscht.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="92" />
            <source>Exported to %1.</source>
            <translation>Nach %1 exportiert.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="104" />
            <source>Imported “%1”.</source>
            <translation>„%1“ importiert.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="115" />
            <source>Export saved game</source>
            <translation>Gespeichertes Spiel exportieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="117" />
            <source>Saved games (*.json)</source>
            <translation>Gespeicherte Spiele (*.json)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="125" />
            <source>Import a saved game</source>
            <translation>Ein gespeichertes Spiel importieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="126" />
            <source>Saved games (*.json);;All files (*)</source>
            <translation>Gespeicherte Spiele (*.json);;Alle Dateien (*)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/save_list.py" line="104" />
            <source>The saved games could not be listed: %1</source>
            <translation>Die gespeicherten Spiele ließen sich nicht auflisten: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/save_list.py" line="111" />
            <source>“%1” cannot be listed: %2</source>
            <translation>„%1“ lässt sich nicht auflisten: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="169" />
            <location filename="../cleverdesk/ui/saves/undo.py" line="196" />
            <source>Undo is off for this game (an honest game, or a campaign game).</source>
            <translation>Rückgängig ist in diesem Spiel aus (ein ehrliches Spiel oder ein Kampagnenspiel).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="173" />
            <source>Your last move brought new dice onto the table, so it cannot be taken back (practice undo in the settings lifts this).</source>
            <translation>Dein letzter Zug hat neue Würfel auf den Tisch gebracht, daher lässt er sich nicht zurücknehmen (Übungs-Rückgängig in den Einstellungen hebt das auf).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="177" />
            <source>Undo takes back a move only until new dice are seen or the turn passes on (practice undo in the settings lifts this).</source>
            <translation>Rückgängig nimmt einen Zug nur zurück, bis neue Würfel zu sehen sind oder der Zug weitergeht (Übungs-Rückgängig in den Einstellungen hebt das auf).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="182" />
            <source>The game is over: its final scoring stands.</source>
            <translation>Das Spiel ist vorbei: seine Schlusswertung steht fest.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="184" />
            <source>Nothing to take back yet: no move of a person at this computer since the game began.</source>
            <translation>Noch nichts zurückzunehmen: seit Spielbeginn hat kein Mensch an diesem Computer gezogen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="188" />
            <source>Take back your last move (Ctrl+Z). Going back past dice already seen makes this a practice game: it does not count in the records.</source>
            <translation>Deinen letzten Zug zurücknehmen (Strg+Z). Wer hinter schon gesehene Würfel zurückgeht, macht daraus ein Übungsspiel: Es zählt nicht für die Bestleistungen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="192" />
            <source>Take back your last move; the dice stay as they fell (Ctrl+Z)</source>
            <translation>Deinen letzten Zug zurücknehmen; die Würfel bleiben, wie sie gefallen sind (Strg+Z)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="198" />
            <source>Play the move you took back again (Ctrl+Shift+Z)</source>
            <translation>Den zurückgenommenen Zug noch einmal spielen (Strg+Umschalt+Z)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/saves/words.py" line="23" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n Zug</numerusform>
                <numerusform>%n Züge</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="118" />
            <source>“%1” was saved by an early version of cleverdesk without a checksum, so it could not be verified that it is unchanged. It was converted to the current format; check that the names and scores are right.</source>
            <translation>„%1“ wurde von einer frühen Version von cleverdesk ohne Prüfsumme gespeichert, daher ließ sich nicht prüfen, ob es unverändert ist. Es wurde ins aktuelle Format umgewandelt; prüfe, ob Namen und Punkte stimmen.</translation>
        </message>
    </context>
    <context>
        <name>SavesScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="58" />
            <source>Saved games</source>
            <translation>Gespeicherte Spiele</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="87" />
            <source>Save the game on the table as</source>
            <translation>Das Spiel auf dem Tisch speichern als</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="102" />
            <source>A title has at most %n character(s).</source>
            <translation>
                <numerusform>Ein Titel hat höchstens ein Zeichen.</numerusform>
                <numerusform>Ein Titel hat höchstens %n Zeichen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="104" />
            <source>A name for this game</source>
            <translation>Ein Name für dieses Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="112" />
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="113" />
            <source>Keep this game under its name; the game goes on (Enter in the name field)</source>
            <translation>Dieses Spiel unter seinem Namen aufbewahren; das Spiel geht weiter (Enter im Namensfeld)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="137" />
            <source>Import a file…</source>
            <translation>Datei importieren …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="138" />
            <source>Add a saved game from a file anywhere on this computer</source>
            <translation>Ein gespeichertes Spiel aus einer Datei irgendwo auf diesem Computer hinzufügen</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="161" />
            <source>Looking through your saved games… %n game(s) found so far.</source>
            <translation>
                <numerusform>Deine gespeicherten Spiele werden durchgesehen … %n Spiel bisher gefunden.</numerusform>
                <numerusform>Deine gespeicherten Spiele werden durchgesehen … %n Spiele bisher gefunden.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="162" />
            <source>Looking through your saved games…</source>
            <translation>Deine gespeicherten Spiele werden durchgesehen …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="183" />
            <source>No saved games yet. On the table, “Save” keeps a game under a name; every game is also kept automatically for “Continue”.</source>
            <translation>Noch keine gespeicherten Spiele. Am Tisch bewahrt „Speichern“ ein Spiel unter einem Namen auf; jedes Spiel wird außerdem automatisch für „Fortsetzen“ gespeichert.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="280" />
            <source>Open</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="281" />
            <source>Play this game from where it was saved (Enter)</source>
            <translation>Dieses Spiel dort weiterspielen, wo es gespeichert wurde (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="287" />
            <source>Export…</source>
            <translation>Exportieren …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="288" />
            <source>Write a copy of this saved game to a file of your choice</source>
            <translation>Eine Kopie dieses gespeicherten Spiels in eine Datei deiner Wahl schreiben</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="297" />
            <source>Print…</source>
            <translation>Drucken …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="298" />
            <source>Print this game's sheets or export them as a PDF</source>
            <translation>Die Spielblätter dieses Spiels drucken oder als PDF exportieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="308" />
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="365" />
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="309" />
            <source>Delete this saved game (Del)</source>
            <translation>Dieses gespeicherte Spiel löschen (Entf)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="340" />
            <source>Delete “%1”?</source>
            <translation>„%1“ löschen?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="348" />
            <source>The saved game is removed from this computer. This cannot be undone.</source>
            <translation>Das gespeicherte Spiel wird von diesem Computer entfernt. Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="358" />
            <source>Keep it</source>
            <translation>Behalten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="359" />
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="366" />
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
    </context>
    <context>
        <name>ScreenHeader</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ScreenHeader.qml" line="25" />
            <source>← Back</source>
            <translation>← Zurück</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ScreenHeader.qml" line="26" />
            <source>Back (Esc)</source>
            <translation>Zurück (Esc)</translation>
        </message>
    </context>
    <context>
        <name>SetBoard</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetBoard.qml" line="244" />
            <source>SET³</source>
            <translation>SET³</translation>
        </message>
    </context>
    <context>
        <name>SetCubed</name>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="22" />
            <source>red</source>
            <translation>rot</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="23" />
            <source>green</source>
            <translation>grün</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="24" />
            <source>purple</source>
            <translation>violett</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="31" />
            <source>oval</source>
            <translation>Oval</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="31" />
            <source>ovals</source>
            <translation>Ovale</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="32" />
            <source>squiggle</source>
            <translation>Welle</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="32" />
            <source>squiggles</source>
            <translation>Wellen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="33" />
            <source>diamond</source>
            <translation>Raute</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="33" />
            <source>diamonds</source>
            <translation>Rauten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="39" />
            <source>one</source>
            <translation>ein</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="40" />
            <source>two</source>
            <translation>zwei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="41" />
            <source>three</source>
            <translation>drei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="48" />
            <source>WILD</source>
            <translation>WILD</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="52" />
            <source>%1 %2 %3</source>
            <translation>%1 %3, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="58" />
            <source>WILD as %1</source>
            <translation>WILD als %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="63" />
            <source>row %1, column %2</source>
            <translation>Reihe %1, Spalte %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="71" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="72" />
            <location filename="../cleverdesk/ui/setcubed/words.py" line="73" />
            <source>That is not possible now.</source>
            <translation>Das geht jetzt nicht.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="74" />
            <source>Place 1 to 3 dice, or pass.</source>
            <translation>Lege 1 bis 3 Würfel oder setze aus.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="75" />
            <source>At most 3 dice per turn.</source>
            <translation>Höchstens 3 Würfel pro Zug.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="76" />
            <source>That die is not in your hand.</source>
            <translation>Dieser Würfel ist nicht in deinem Vorrat.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="77" />
            <source>That die is already placed.</source>
            <translation>Dieser Würfel liegt schon.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="78" />
            <source>That cell is not on the board.</source>
            <translation>Dieses Feld liegt nicht auf dem Spielbrett.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="79" />
            <source>That cell is taken.</source>
            <translation>Dieses Feld ist besetzt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="80" />
            <source>Say which symbol the WILD shows.</source>
            <translation>Lege fest, welches Symbol der WILD zeigt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="81" />
            <source>Only a WILD is declared.</source>
            <translation>Nur ein WILD wird festgelegt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="82" />
            <source>That is not a symbol.</source>
            <translation>Das ist kein Symbol.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="83" />
            <source>The opening puts three dice on the three logo cells.</source>
            <translation>Die Eröffnung legt drei Würfel auf die drei Logo-Felder.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="85" />
            <source>The three opening dice do not form a SET.</source>
            <translation>Die drei Eröffnungswürfel bilden kein SET.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="86" />
            <source>Every die you place must complete a SET in a row or column.</source>
            <translation>Jeder Würfel, den du legst, muss in einer Reihe oder Spalte ein SET vollenden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="88" />
            <source>The new SETs must build on dice already on the board.</source>
            <translation>Die neuen SETs müssen an Würfel anschließen, die schon auf dem Spielbrett liegen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="90" />
            <source>No WILD lies there.</source>
            <translation>Dort liegt kein WILD.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="91" />
            <source>The die must show exactly the WILD's symbol.</source>
            <translation>Der Würfel muss genau das Symbol des WILD zeigen.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/words.py" line="99" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/words.py" line="103" />
            <source>%n new SET(s)</source>
            <translation>
                <numerusform>%n neues SET</numerusform>
                <numerusform>%n neue SETs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/words.py" line="107" />
            <source>%n die(s)</source>
            <translation>
                <numerusform>%n Würfel</numerusform>
                <numerusform>%n Würfel</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="124" />
            <source>%1 draws %2 from the bag</source>
            <translation>%1 nimmt %2 aus dem Beutel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="134" />
            <source>Round %1</source>
            <translation>Runde %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/words.py" line="141" />
            <source>No hand held a SET: the opening was rolled %n time(s)</source>
            <translation>
                <numerusform>Niemand hatte ein SET im Vorrat: für die Eröffnung wurde einmal gewürfelt</numerusform>
                <numerusform>Niemand hatte ein SET im Vorrat: für die Eröffnung wurde %n-mal gewürfelt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="145" />
            <source>%1 opens (drawn among %2 players with a SET)</source>
            <translation>%1 eröffnet (ausgelost unter %2 Personen mit einem SET)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="148" />
            <source>%1 has a SET in hand and opens</source>
            <translation>%1 hat ein SET im Vorrat und eröffnet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="157" />
            <source>%1 placed %2: %3 → %4</source>
            <translation>%1 legte %2: %3 → %4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="161" />
            <source> (bonus squares +%1)</source>
            <translation> (Bonusfelder +%1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="168" />
            <source>%1 passes</source>
            <translation>%1 setzt aus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="171" />
            <source>No possible move: %1's turn is skipped</source>
            <translation>Kein Zug möglich: %1 wird übersprungen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="174" />
            <source>Nobody can play: everybody re-rolls all dice in hand</source>
            <translation>Niemand kann spielen: Alle würfeln erneut mit allen Würfeln im Vorrat</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="177" />
            <source>%1 swaps %2 for the WILD at %3 and rolls the WILD die</source>
            <translation>%1 tauscht %2 gegen den WILD auf %3 und würfelt den WILD-Würfel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="182" />
            <source>The WILD die shows %1</source>
            <translation>Der WILD-Würfel zeigt %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="185" />
            <source>%1's hand is empty: this is the last round</source>
            <translation>Der Vorrat von %1 ist leer: Dies ist die letzte Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="191" />
            <source>EXTRA ROLL: %1 re-rolls %2</source>
            <translation>EXTRA ROLL: %1 würfelt %2 erneut</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="194" />
            <source>EXTRA ROLL: %1 keeps all dice</source>
            <translation>EXTRA ROLL: %1 behält alle Würfel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="197" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
    </context>
    <context>
        <name>SetCubedBoardBar</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="23" />
            <source>Zoom out (−)</source>
            <translation>Verkleinern (−)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="29" />
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="41" />
            <source>Zoom in (+, or Ctrl + mouse wheel)</source>
            <translation>Vergrößern (+ oder Strg + Mausrad)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="49" />
            <source>Fit</source>
            <translation>Einpassen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="51" />
            <source>Show the whole board (0)</source>
            <translation>Das ganze Spielbrett zeigen (0)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="82" />
            <source>Save…</source>
            <translation>Speichern…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="83" />
            <source>Save this game under a name, or open a saved game; it is also saved after every move (Ctrl+S)</source>
            <translation>Dieses Spiel unter einem Namen speichern oder ein gespeichertes Spiel öffnen; es wird außerdem nach jedem Zug gespeichert (Strg+S)</translation>
        </message>
    </context>
    <context>
        <name>SetCubedGame</name>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="35" />
            <source>Unknown computer opponent %1</source>
            <translation>Unbekannter Computergegner %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="36" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="37" />
            <source>Player %1</source>
            <translation>Person %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="38" />
            <source>The seed must be a whole number.</source>
            <translation>Der Startwert muss eine ganze Zahl sein.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/board_data.py" line="40" />
            <source>Board layout and dice faces are approximations; the printed game may differ.</source>
            <translation>Spielbrett und Würfelseiten sind angenähert; das gedruckte Spiel kann abweichen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/desk.py" line="128" />
            <source>SET Cubed is for 2 to 4 players: choose Solo (against the computer) or 2–4 seats.</source>
            <translation>SET Cubed ist für 2 bis 4 Personen: Wähle Solo (gegen den Computer) oder 2–4 Plätze.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/desk.py" line="253" />
            <source>Time is up: no EXTRA ROLL for %1.</source>
            <translation>Die Zeit ist um: kein EXTRA ROLL für %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/desk.py" line="336" />
            <source>The computer opponent failed: %1</source>
            <translation>Der Computergegner ist gescheitert: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/preview.py" line="20" />
            <source>bonus +%1</source>
            <translation>Bonus +%1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/preview.py" line="24" />
            <source>Legal: %1</source>
            <translation>Erlaubt: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/preview.py" line="25" />
            <source>So far: %1</source>
            <translation>Bisher: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/preview.py" line="26" />
            <source>Not yet legal: %1</source>
            <translation>Noch nicht erlaubt: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="59" />
            <source>%1 wins!</source>
            <translation>%1 gewinnt!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="60" />
            <source>A tie: %1 share the win.</source>
            <translation>Gleichstand: %1 teilen sich den Sieg.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="61" />
            <source> and </source>
            <translation> und </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="69" />
            <source>A hand ran empty and the round was played out.</source>
            <translation>Ein Vorrat wurde leer, und die Runde wurde zu Ende gespielt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="71" />
            <source>Nobody could place a die any more: the game is scored as it stands.</source>
            <translation>Niemand konnte mehr einen Würfel legen: Das Spiel wird gewertet, wie es steht.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/rows.py" line="31" />
            <source>bonus square %1 (paid)</source>
            <translation>Bonusfeld %1 (ausgezahlt)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/rows.py" line="32" />
            <source>bonus square +%1</source>
            <translation>Bonusfeld +%1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/rows.py" line="35" />
            <source>logo</source>
            <translation>Logo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/rows.py" line="105" />
            <source>%1 (key %2)</source>
            <translation>%1 (Taste %2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/status.py" line="33" />
            <source>Round %1</source>
            <translation>Runde %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/status.py" line="36" />
            <source>last round</source>
            <translation>letzte Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/status.py" line="49" />
            <source>Bag: %1</source>
            <translation>Beutel: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="22" />
            <source>Opening</source>
            <translation>Eröffnung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="23" />
            <source>WILD replacement</source>
            <translation>WILD-Ersatz</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="24" />
            <source>Place dice</source>
            <translation>Würfel legen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="25" />
            <source>EXTRA ROLL</source>
            <translation>EXTRA ROLL</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="26" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="55" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="58" />
            <source>%1 is thinking…</source>
            <translation>%1 denkt nach …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="61" />
            <source>Pass the device to %1.</source>
            <translation>Gib das Gerät an %1 weiter.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="64" />
            <source>%1, you open: place three dice that form a SET on the three logo cells, then End turn.</source>
            <translation>%1, du eröffnest: Lege drei Würfel, die ein SET bilden, auf die drei Logo-Felder, dann Zug beenden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="68" />
            <source>%1, a die in your hand shows the symbol of a WILD on the board. Click the lit WILD to swap it (the WILD die comes back to your hand and is rolled), or keep the WILDs.</source>
            <translation>%1, ein Würfel in deinem Vorrat zeigt das Symbol eines WILD auf dem Spielbrett. Klicke den hervorgehobenen WILD an, um zu tauschen (der WILD-Würfel kommt zurück in deinen Vorrat und wird gewürfelt), oder behalte die WILDs.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="73" />
            <source>EXTRA ROLL, %1: click the dice you want to re-roll, then Roll. Keep all dice if you like them.</source>
            <translation>EXTRA ROLL, %1: Klicke die Würfel an, die du erneut würfeln willst, dann Würfeln. Behalte alle Würfel, wenn sie dir gefallen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="77" />
            <source>Say which symbol your WILD shows.</source>
            <translation>Lege fest, welches Symbol dein WILD zeigt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="80" />
            <source>%1, place up to 3 dice: click a die of your hand, then a cell (or drag it). Every die must complete a SET in a row or column.</source>
            <translation>%1, lege bis zu 3 Würfel: Klicke einen Würfel deines Vorrats an, dann ein Feld (oder ziehe ihn dorthin). Jeder Würfel muss in einer Reihe oder Spalte ein SET vollenden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="84" />
            <source>Add more dice (up to 3), click a placed die to take it back, or End turn.</source>
            <translation>Lege weitere Würfel (bis zu 3), klicke einen gelegten Würfel an, um ihn zurückzunehmen, oder beende deinen Zug.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="151" />
            <source>%1's hand</source>
            <translation>Vorrat von %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="167" />
            <source>Next: %1.</source>
            <translation>Als Nächstes: %1.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedHand</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHand.qml" line="34" />
            <source>click dice to re-roll</source>
            <translation>Würfel zum Neuwürfeln anklicken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHand.qml" line="35" />
            <source>click or drag a die</source>
            <translation>Würfel anklicken oder ziehen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHand.qml" line="147" />
            <source>Colours are also told by the fill: red solid, green striped, purple open.</source>
            <translation>Die Füllung verrät auch die Farbe: rot voll, grün gestreift, violett leer.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedHintButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHintButton.qml" line="13" />
            <source>Hide hint</source>
            <translation>Tipp ausblenden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHintButton.qml" line="13" />
            <source>Hint</source>
            <translation>Tipp</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHintButton.qml" line="15" />
            <source>What would the computer place? Its best turn on the board, with the points it scores (H)</source>
            <translation>Was würde der Computer legen? Sein bester Zug auf dem Spielbrett, mit seinen Punkten (H)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHintButton.qml" line="16" />
            <source>A hint is for placing dice: it is there when you place dice.</source>
            <translation>Ein Tipp hilft beim Legen der Würfel: es gibt ihn, wenn du Würfel legst.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedHints</name>
        <message>
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="124" />
            <source>The computer is looking for its best turn…</source>
            <translation>Der Computer sucht seinen besten Zug …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="155" />
            <source>The computer would pass: no die of your hand completes a SET on the board.</source>
            <translation>Der Computer würde aussetzen: kein Würfel deines Vorrats vervollständigt ein SET auf dem Spielbrett.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="169" />
            <source>The computer's opening SET is on the board: %n point(s).</source>
            <translation>
                <numerusform>Das erste SET des Computers liegt auf dem Spielbrett: %n Punkt.</numerusform>
                <numerusform>Das erste SET des Computers liegt auf dem Spielbrett: %n Punkte.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="171" />
            <source>The computer's best turn is on the board: %n point(s).</source>
            <translation>
                <numerusform>Der beste Zug des Computers liegt auf dem Spielbrett: %n Punkt.</numerusform>
                <numerusform>Der beste Zug des Computers liegt auf dem Spielbrett: %n Punkte.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="173" />
            <source>End turn (E) plays it; Backspace takes the dice back.</source>
            <translation>Zug beenden (E) spielt ihn; die Rücktaste nimmt die Würfel zurück.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedOptions</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedOptions.qml" line="20" />
            <source>Solo: you against the computer opponents (an app mode, not an official rule: the official game has no solo mode).</source>
            <translation>Solo: du gegen die Computergegner (ein App-Modus, keine offizielle Regel: Das offizielle Spiel hat keinen Solomodus).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedOptions.qml" line="21" />
            <source>SET Cubed is for 2–4 players; any seat can be a computer opponent.</source>
            <translation>SET Cubed ist für 2–4 Personen; jeder Platz kann ein Computergegner sein.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedOptions.qml" line="28" />
            <source>EXTRA ROLL timer: 30 seconds per player</source>
            <translation>EXTRA-ROLL-Zeitlimit: 30 Sekunden pro Person</translation>
        </message>
    </context>
    <context>
        <name>SetCubedPromptCard</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="78" />
            <source>%1 s left</source>
            <translation>noch %1 s</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="92" />
            <source>End turn (+%1)</source>
            <translation>Zug beenden (+%1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="93" />
            <source>End turn</source>
            <translation>Zug beenden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="94" />
            <source>Place these dice and score them (E)</source>
            <translation>Diese Würfel legen und werten (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="102" />
            <source>Take back</source>
            <translation>Zurücknehmen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="103" />
            <source>Take all dice of this turn back into the hand (Backspace)</source>
            <translation>Alle Würfel dieses Zuges zurück in den Vorrat nehmen (Rücktaste)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="112" />
            <source>Skip ahead</source>
            <translation>Vorspringen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="113" />
            <source>The computer opponents move at once, until a person decides (End)</source>
            <translation>Die Computergegner ziehen sofort, bis eine Person entscheidet (Ende)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="114" />
            <source>Skip ahead to the next decision of a person</source>
            <translation>Vorspringen bis zur nächsten Entscheidung einer Person</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="121" />
            <source>Pass</source>
            <translation>Aussetzen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="122" />
            <source>Place nothing this turn (P)</source>
            <translation>In diesem Zug nichts legen (P)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="130" />
            <source>Keep the WILDs</source>
            <translation>WILDs behalten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="131" />
            <source>No swap: go on to placing dice (K)</source>
            <translation>Kein Tausch: weiter zum Legen der Würfel (K)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="140" />
            <source>Re-roll (choose dice)</source>
            <translation>Neu würfeln (Würfel wählen)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="141" />
            <source>Re-roll %n die(s)</source>
            <translation>
                <numerusform>%n Würfel neu würfeln</numerusform>
                <numerusform>%n Würfel neu würfeln</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="142" />
            <source>Roll the chosen dice again (E)</source>
            <translation>Die gewählten Würfel erneut würfeln (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="149" />
            <source>Keep all dice</source>
            <translation>Alle Würfel behalten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="150" />
            <source>No EXTRA ROLL this round (K)</source>
            <translation>Kein EXTRA ROLL in dieser Runde (K)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="157" />
            <source>Keys: 1–5 dice · arrows board · Enter place/take back · E end turn · P pass · K keep · +/− zoom · Esc cancel</source>
            <translation>Tasten: 1–5 Würfel · Pfeile Spielbrett · Enter legen/zurücknehmen · E Zug beenden · P aussetzen · K behalten · +/− zoomen · Esc abbrechen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="158" />
            <source>End skip ahead</source>
            <translation>Ende vorspringen</translation>
        </message>
    </context>
    <context>
        <name>SetCubedResults</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="57" />
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="69" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="104" />
            <source>Look at the board</source>
            <translation>Spielbrett ansehen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="105" />
            <source>Close this (Esc)</source>
            <translation>Schließen (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="111" />
            <source>Home</source>
            <translation>Start</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="118" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
    </context>
    <context>
        <name>SetCubedRoundScores</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRoundScores.qml" line="26" />
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRoundScores.qml" line="38" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
    </context>
    <context>
        <name>SetCubedRulesScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="21" />
            <source>Rules: SET Cubed</source>
            <translation>Regeln: SET Cubed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="64" />
            <source>The printed board and the faces of the 42 dice are not publicly documented, so this app uses its own %1 × %2 board and dice set. Both are data files that can be replaced.</source>
            <translation>Das gedruckte Spielbrett und die Seiten der 42 Würfel sind nicht öffentlich dokumentiert, daher nutzt diese App ein eigenes Spielbrett von %1 × %2 Feldern und einen eigenen Würfelsatz. Beide sind Datendateien, die sich ersetzen lassen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="80" />
            <source>A SET</source>
            <translation>Ein SET</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="81" />
            <source>&lt;p&gt;Three dice form a &lt;b&gt;SET&lt;/b&gt; when colour, shape and number are each &lt;b&gt;all the same or all different&lt;/b&gt; on the three dice. Three identical dice are a SET too. On the board a SET is three dice in a row or a column next to each other, never diagonally and never around a corner.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Drei Würfel bilden ein &lt;b&gt;SET&lt;/b&gt;, wenn Farbe, Form und Menge auf den drei Würfeln jeweils &lt;b&gt;alle gleich oder alle verschieden&lt;/b&gt; sind. Drei gleiche Würfel sind auch ein SET. Auf dem Spielbrett ist ein SET drei Würfel nebeneinander in einer Reihe oder Spalte, nie diagonal und nie um die Ecke.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="85" />
            <source>Set-up and opening</source>
            <translation>Vorbereitung und erstes SET</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="86" />
            <source>&lt;p&gt;2–4 players each draw a hand of &lt;b&gt;5 dice&lt;/b&gt; from the bag. Everybody rolls; a player with a SET in hand places it on the &lt;b&gt;logo&lt;/b&gt; (3 points) and is the &lt;b&gt;first player&lt;/b&gt;: that was their turn of round 1, and they start every round. If several players have a SET, the opener is drawn among them; if nobody has one, everybody rolls again. A WILD in the opening scores 0.&lt;/p&gt;</source>
            <translation>&lt;p&gt;2–4 Personen nehmen je einen Vorrat von &lt;b&gt;5 Würfeln&lt;/b&gt; aus dem Beutel. Alle würfeln; wer ein SET im Vorrat hat, legt es auf das &lt;b&gt;Logo&lt;/b&gt; (3 Punkte) und ist &lt;b&gt;erster Spieler&lt;/b&gt;: Das war sein Zug in Runde 1, und er beginnt jede Runde. Haben mehrere ein SET, wird unter ihnen ausgelost, wer beginnt; hat niemand eins, würfeln alle erneut. Ein WILD im ersten SET zählt 0.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="91" />
            <source>Your turn</source>
            <translation>Dein Zug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="92" />
            <source>&lt;p&gt;Turn by turn, each player places &lt;b&gt;up to 3 dice&lt;/b&gt; of their hand, with the face that is up, so that every placed die completes a SET of three in a row or a column. The turn must build on dice already on the board; two of your dice may form a SET with one board die. Dice on the board never move, and a full line that is not a SET is allowed (it scores nothing). Every new SET scores 1 point per die; a die in two new SETs scores for both. A &lt;b&gt;bonus square&lt;/b&gt; pays its value (+2, +3, +5) once, to the first die placed on it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Zug um Zug legt jede Person &lt;b&gt;bis zu 3 Würfel&lt;/b&gt; aus ihrem Vorrat, mit der Seite, die oben liegt, sodass jeder gelegte Würfel in einer Reihe oder Spalte ein SET aus drei Würfeln vollendet. Der Zug muss an Würfel anschließen, die schon auf dem Spielbrett liegen; zwei deiner Würfel dürfen mit einem Würfel des Spielbretts ein SET bilden. Würfel auf dem Spielbrett bewegen sich nie, und eine volle Dreierreihe, die kein SET ist, ist erlaubt (sie zählt nichts). Jedes neue SET zählt 1 Punkt pro Würfel; ein Würfel in zwei neuen SETs zählt für beide. Ein &lt;b&gt;Bonusfeld&lt;/b&gt; zahlt seinen Wert (+2, +3, +5) einmal, an den ersten Würfel, der darauf gelegt wird.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="99" />
            <source>Skipping, passing, rolling again</source>
            <translation>Übersprungen, aussetzen, neu würfeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="100" />
            <source>&lt;p&gt;Who cannot place is skipped; anybody may pass. If &lt;b&gt;nobody&lt;/b&gt; can play, everybody rolls all the dice in hand again.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Wer nicht legen kann, wird übersprungen; alle dürfen aussetzen. Kann &lt;b&gt;niemand&lt;/b&gt; spielen, würfeln alle erneut mit allen Würfeln im Vorrat.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="102" />
            <source>End of a round</source>
            <translation>Ende einer Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="103" />
            <source>&lt;p&gt;After each round the hands are refilled from the bag to 5 dice, the first player first. The new dice are rolled at once; dice already in hand keep their faces. Then every player may roll any of their dice once again: the &lt;b&gt;EXTRA ROLL&lt;/b&gt; (there is none before round 1; an optional timer can be switched on when starting a game). When the bag runs short, later players may get fewer dice, or none.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Nach jeder Runde werden die Vorräte aus dem Beutel auf 5 Würfel aufgefüllt, der erste Spieler zuerst. Die neuen Würfel werden sofort gewürfelt; Würfel, die schon im Vorrat liegen, behalten ihre Seite. Danach dürfen alle beliebige ihrer Würfel einmal neu würfeln: der &lt;b&gt;EXTRA ROLL&lt;/b&gt; (vor Runde 1 gibt es keinen; beim Start eines Spiels lässt sich ein Zeitlimit einschalten). Reicht der Beutel nicht mehr, bekommen spätere Personen weniger Würfel oder keine.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="109" />
            <source>Game end</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="110" />
            <source>&lt;p&gt;When a hand runs empty, the round is played out and the game ends. The most points win; tied players share the win. Dice left in hand count for nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Wird ein Vorrat leer, wird die Runde zu Ende gespielt, und das Spiel endet. Die meisten Punkte gewinnen; bei Gleichstand teilen sich die Beteiligten den Sieg. Würfel, die im Vorrat übrig sind, zählen nichts.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="113" />
            <source>WILD</source>
            <translation>WILD</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="114" />
            <source>&lt;p&gt;A die showing &lt;b&gt;WILD&lt;/b&gt; is placed as any symbol you declare; the symbol is fixed afterwards. In the turn it is placed, the WILD itself scores 0 (its bonus square still pays); later it counts like any die.&lt;/p&gt;&lt;p&gt;At the start of your turn you may swap &lt;b&gt;any&lt;/b&gt; WILD on the board for a die from your hand showing exactly its symbol. The swap scores nothing and is not one of your three dice; the WILD die comes back to your hand and is rolled at once.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Ein Würfel mit &lt;b&gt;WILD&lt;/b&gt; wird als beliebiges Symbol gelegt, das du festlegst; danach steht das Symbol fest. In dem Zug, in dem er gelegt wird, zählt der WILD selbst 0 (sein Bonusfeld zahlt trotzdem); später zählt er wie jeder Würfel.&lt;/p&gt;&lt;p&gt;Zu Beginn deines Zuges darfst du &lt;b&gt;jeden&lt;/b&gt; WILD auf dem Spielbrett gegen einen Würfel aus deinem Vorrat tauschen, der genau sein Symbol zeigt. Der Tausch zählt nichts und ist keiner deiner drei Würfel; der WILD-Würfel kommt in deinen Vorrat zurück und wird sofort gewürfelt.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="120" />
            <source>Against the computer</source>
            <translation>Gegen den Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="121" />
            <source>&lt;p&gt;The official game has no solo mode. &lt;b&gt;Solo&lt;/b&gt; in this app means you against 1–3 computer opponents: an app mode, not an official rule. Computer opponents see what you see (all hands are open) and play by the same rules.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Das offizielle Spiel hat keinen Solomodus. &lt;b&gt;Solo&lt;/b&gt; heißt in dieser App: du gegen 1–3 Computergegner, ein App-Modus, keine offizielle Regel. Computergegner sehen, was du siehst (alle Vorräte sind offen), und spielen nach denselben Regeln.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="124" />
            <source>Playing at the desk</source>
            <translation>Spielen mit cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="125" />
            <source>&lt;p&gt;Click a die of your hand (or press &lt;b&gt;1–5&lt;/b&gt;), then a cell of the board, or drag the die there. Pink rings show cells where the chosen die completes a SET at once. Click a die of this turn to take it back. The panel shows at every step whether the turn is legal and what it scores; &lt;b&gt;End turn&lt;/b&gt; (&lt;b&gt;E&lt;/b&gt;) places it. &lt;b&gt;P&lt;/b&gt; pass, &lt;b&gt;K&lt;/b&gt; keep (WILDs or all dice), &lt;b&gt;Backspace&lt;/b&gt; take back all, &lt;b&gt;arrows&lt;/b&gt; and &lt;b&gt;Enter&lt;/b&gt; place with the keyboard, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;−&lt;/b&gt;/&lt;b&gt;0&lt;/b&gt; zoom, &lt;b&gt;Esc&lt;/b&gt; cancel. The colour of a symbol is also told by its fill: red solid, green striped, purple open.&lt;/p&gt;&lt;p&gt;A game is saved after every move (Continue on the home screen); turns can be undone (Ctrl+Z) and the game saved under a name. Finished games with a human player go into the score history.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Klicke einen Würfel deines Vorrats an (oder drücke &lt;b&gt;1–5&lt;/b&gt;), dann ein Feld des Spielbretts, oder ziehe den Würfel dorthin. Rosa Ringe zeigen Felder, auf denen der gewählte Würfel sofort ein SET vollendet. Klicke einen Würfel dieses Zuges an, um ihn zurückzunehmen. Die Anzeige sagt bei jedem Schritt, ob der Zug erlaubt ist und was er zählt; &lt;b&gt;Zug beenden&lt;/b&gt; (&lt;b&gt;E&lt;/b&gt;) legt ihn. &lt;b&gt;P&lt;/b&gt; aussetzen, &lt;b&gt;K&lt;/b&gt; behalten (WILDs oder alle Würfel), &lt;b&gt;Rücktaste&lt;/b&gt; alles zurücknehmen, &lt;b&gt;Pfeiltasten&lt;/b&gt; und &lt;b&gt;Enter&lt;/b&gt; legen mit der Tastatur, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;−&lt;/b&gt;/&lt;b&gt;0&lt;/b&gt; zoomen, &lt;b&gt;Esc&lt;/b&gt; abbrechen. Die Füllung eines Symbols verrät auch seine Farbe: rot voll, grün gestreift, violett leer.&lt;/p&gt;&lt;p&gt;Ein Spiel wird nach jedem Zug gespeichert („Fortsetzen“ auf dem Startbildschirm); Züge lassen sich zurücknehmen (Strg+Z), und das Spiel lässt sich unter einem Namen speichern. Beendete Spiele, an denen ein Mensch teilnimmt, kommen in den Punkteverlauf.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="136" />
            <source>Hints</source>
            <translation>Tipps</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="137" />
            <source>&lt;p&gt;&lt;b&gt;Hint&lt;/b&gt; (&lt;b&gt;H&lt;/b&gt;) puts the turn the computer would make on the board, with the points it scores: &lt;b&gt;End turn&lt;/b&gt; plays it, &lt;b&gt;Backspace&lt;/b&gt; takes the dice back. A game in which hints were shown is marked in the score history (hints can be switched off in the settings).&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Tipp&lt;/b&gt; (&lt;b&gt;H&lt;/b&gt;) legt den Zug, den der Computer machen würde, mit seinen Punkten auf das Spielbrett: &lt;b&gt;Zug beenden&lt;/b&gt; spielt ihn, die &lt;b&gt;Rücktaste&lt;/b&gt; nimmt die Würfel zurück. Ein Spiel, in dem Tipps gezeigt wurden, ist im Verlauf markiert (Tipps lassen sich in den Einstellungen abschalten).&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>SetCubedSeats</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedSeats.qml" line="50" />
            <source>★ first player: opened the game and starts every round</source>
            <translation>★ erster Spieler: hat das Spiel eröffnet und beginnt jede Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedSeats.qml" line="74" />
            <source>computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedSeats.qml" line="74" />
            <source>human</source>
            <translation>Mensch</translation>
        </message>
    </context>
    <context>
        <name>SetCubedSpoken</name>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="28" />
            <source>placed this turn</source>
            <translation>in diesem Zug gelegt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="30" />
            <source>in a new SET</source>
            <translation>in einem neuen SET</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="32" />
            <source>pays +%1</source>
            <translation>bringt +%1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="35" />
            <source>a WILD you may swap</source>
            <translation>ein WILD, den du tauschen kannst</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="37" />
            <source>the chosen die completes a SET here</source>
            <translation>der gewählte Würfel vollendet hier ein SET</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="44" />
            <source>Hand die %1, %2</source>
            <translation>Würfel %1 im Vorrat, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="47" />
            <source>placed on the board</source>
            <translation>auf das Spielbrett gelegt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="49" />
            <source>chosen</source>
            <translation>gewählt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="51" />
            <source>to be rolled again</source>
            <translation>wird neu gewürfelt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="64" />
            <source>%1 rolled: %2</source>
            <translation>%1 hat gewürfelt: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="87" />
            <source>computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="88" />
            <source>human</source>
            <translation>Mensch</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="89" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="91" />
            <source>winner</source>
            <translation>Sieger</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="93" />
            <source>first player</source>
            <translation>erster Spieler</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="95" />
            <source>deciding</source>
            <translation>entscheidet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="97" />
            <source>hand: %1</source>
            <translation>Vorrat: %1</translation>
        </message>
    </context>
    <context>
        <name>SetCubedTable</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="260" />
            <source>I am %1: continue</source>
            <translation>Ich bin %1: weiter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="289" />
            <source>Final scores</source>
            <translation>Endstand</translation>
        </message>
    </context>
    <context>
        <name>SetCubedTopBar</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTopBar.qml" line="25" />
            <source>SET Cubed</source>
            <translation>SET Cubed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTopBar.qml" line="50" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTopBar.qml" line="61" />
            <source>Seed %1</source>
            <translation>Startwert %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTopBar.qml" line="71" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTopBar.qml" line="72" />
            <source>The rules of SET Cubed and the keyboard keys</source>
            <translation>Die Regeln von SET Cubed und die Tasten</translation>
        </message>
    </context>
    <context>
        <name>SetDie</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetDie.qml" line="107" />
            <source>WILD</source>
            <translation>WILD</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetDie.qml" line="129" />
            <source>W</source>
            <comment>WILD badge</comment>
            <translation>W</translation>
        </message>
    </context>
    <context>
        <name>SetWildDialog</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="19" />
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="37" />
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="95" />
            <source>Which symbol does your WILD show?</source>
            <translation>Als was zählt der WILD?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="45" />
            <source>%1, completes a SET here</source>
            <translation>%1, vollendet hier ein SET</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="103" />
            <source>At %1 (framed in blue). The symbol is fixed once placed. A newly placed WILD scores 0 itself; the other dice of its SETs score as usual.</source>
            <translation>Auf %1 (blau umrandet). Das Symbol steht fest, sobald er liegt. Ein neu gelegter WILD zählt selbst 0; die anderen Würfel seiner SETs zählen wie gewohnt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="110" />
            <source>Completes a SET here:</source>
            <translation>Vollendet hier ein SET:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="111" />
            <source>No symbol completes a SET here with the dice around it yet.</source>
            <translation>Noch vollendet hier kein Symbol ein SET mit den Würfeln ringsum.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="125" />
            <source>Any other symbol (arrows and Enter choose with the keyboard):</source>
            <translation>Jedes andere Symbol (Pfeiltasten und Enter wählen mit der Tastatur):</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="140" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="141" />
            <source>Keep the WILD in your hand (Esc)</source>
            <translation>Den WILD im Vorrat behalten (Esc)</translation>
        </message>
    </context>
    <context>
        <name>SettingsNotice</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsNotice.qml" line="31" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsNotice.qml" line="51" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
    </context>
    <context>
        <name>SettingsScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="38" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="77" />
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="98" />
            <source>Game speed</source>
            <translation>Spieltempo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="106" />
            <source>How fast the computer players move and the dice roll. The guided game keeps its own pace; End skips ahead to the next decision of a person.</source>
            <translation>Wie schnell die Computergegner ziehen und die Würfel rollen. Die geführte Partie behält ihr eigenes Tempo; Ende springt vor bis zur nächsten Entscheidung einer Person.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="115" />
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="116" />
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="208" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="117" />
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="118" />
            <source>Instant</source>
            <translation>Sofort</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="125" />
            <source>Game speed: %1</source>
            <translation>Spieltempo: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="132" />
            <source>Several players at one computer</source>
            <translation>Mehrere Personen an einem Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="139" />
            <source>Show a hand-over screen between human players</source>
            <translation>Zwischen menschlichen Mitspielenden einen Übergabebildschirm zeigen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="145" />
            <source>Offer the house rule for 5 or 6 players</source>
            <translation>Die Hausregel für 5 oder 6 Personen anbieten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="151" />
            <source>Saved games</source>
            <translation>Gespeicherte Spiele</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="158" />
            <source>Honest games: no undo in new games</source>
            <translation>Ehrliche Spiele: in neuen Spielen nichts rückgängig machen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="164" />
            <source>Hints: a Hint button (key H) shows what a strong computer player would do (never in campaign games)</source>
            <translation>Tipps: ein Tipp-Knopf (Taste H) zeigt, was ein starker Computerspieler tun würde (nie in Kampagnenspielen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="170" />
            <source>Practice undo: take back moves even after new dice were seen (such games do not count in the records or the campaign)</source>
            <translation>Übungs-Rückgängig: Züge auch nach neuen Würfeln zurücknehmen (solche Spiele zählen nicht für Bestleistungen und Kampagne)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="176" />
            <source>Display</source>
            <translation>Anzeige</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="183" />
            <source>Reduce motion: no sliding dice, no flashing bonus chains</source>
            <translation>Weniger Bewegung: keine gleitenden Würfel, keine blinkenden Kettenzüge</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="189" />
            <source>Roll animation: thrown dice tumble for a moment (never at the instant speed)</source>
            <translation>Würfelanimation: geworfene Würfel rollen kurz (nie beim Tempo „Sofort“)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="196" />
            <source>Contrast</source>
            <translation>Kontrast</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="206" />
            <source>As the system</source>
            <translation>Wie das System</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="207" />
            <source>High contrast</source>
            <translation>Hoher Kontrast</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="223" />
            <source>Settings are saved on this computer as soon as you change them.</source>
            <translation>Einstellungen werden auf diesem Computer gespeichert, sobald du sie änderst.</translation>
        </message>
    </context>
    <context>
        <name>Sheet</name>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="77" />
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="77" />
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="77" />
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="78" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="78" />
            <source>Purple</source>
            <translation>Lila</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="78" />
            <source>Silver</source>
            <translation>Silber</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="79" />
            <source>Pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="79" />
            <source>Turquoise</source>
            <translation>Türkis</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="79" />
            <source>Brown</source>
            <translation>Braun</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="80" />
            <source>Grey</source>
            <translation>Grau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="80" />
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="80" />
            <source>Reroll</source>
            <translation>Nachwürfel-Aktion</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="81" />
            <source>Extra die (+1)</source>
            <translation>Zusatzwürfel-Aktion (+1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="81" />
            <source>Dice fields</source>
            <translation>Würfelfelder</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="82" />
            <source>Score</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="82" />
            <source>Actions</source>
            <translation>Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="82" />
            <source>Return</source>
            <translation>Rückhol-Aktion</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="83" />
            <source>Polish silver</source>
            <translation>Silber polieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="83" />
            <source>Number joker</source>
            <translation>Zahlen-Joker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="84" />
            <source>row: blue · column: white</source>
            <translation>Reihe: blau · Spalte: weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="84" />
            <source>all white</source>
            <translation>weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="85" />
            <source>all light</source>
            <translation>hell</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="85" />
            <source>all dark</source>
            <translation>dunkel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="303" />
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="524" />
            <source>½ + bonus or ×n</source>
            <translation>½ + Bonus oder ×n</translation>
        </message>
    </context>
    <context>
        <name>SheetCell</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetCell.qml" line="235" />
            <source>%1: click to enter it here</source>
            <translation>%1: klicken, um ihn hier einzutragen</translation>
        </message>
    </context>
    <context>
        <name>SheetModel</name>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="204" />
            <source>½ + bonus · ×n</source>
            <translation>½ + Bonus · ×n</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="211" />
            <source>Round %1: %2</source>
            <translation>Runde %1: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="218" />
            <source>This round is played with %1 players</source>
            <translation>Diese Runde wird mit %1 Spielern gespielt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="220" />
            <source>Pair %1: first cell minus second cell</source>
            <translation>Paar %1: erstes Feld minus zweites Feld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="223" />
            <source>The sum of this row</source>
            <translation>Die Summe dieser Reihe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="225" />
            <source>Field %1: (upper + lower) × its multiplier</source>
            <translation>Feld %1: (oben + unten) × sein Multiplikator</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="228" />
            <source>Foxes</source>
            <translation>Füchse</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="229" />
            <source>Fox value: your lowest area score</source>
            <translation>Fuchswert: deine niedrigste Bereichspunktzahl</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="230" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="231" />
            <source>%1 area score</source>
            <translation>Punkte in %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="234" />
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="237" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="238" />
            <source>%n cross(es): %1</source>
            <translation>
                <numerusform>%n Kreuz: %1</numerusform>
                <numerusform>%n Kreuze: %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SheetPreview</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetPreview.qml" line="25" />
            <source>%1's sheet</source>
            <translation>Spielblatt von %1</translation>
        </message>
    </context>
    <context>
        <name>SheetScale</name>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SheetScale.qml" line="73" />
            <source>%n cross(es): %1</source>
            <translation>
                <numerusform>%n Kreuz: %1</numerusform>
                <numerusform>%n Kreuze: %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SheetScale.qml" line="73" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SheetSlot</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="82" />
            <source>%1: used</source>
            <translation>%1: genutzt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="83" />
            <source>%1: click to use it</source>
            <translation>%1: klicken, um sie zu nutzen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="84" />
            <source>%1: available</source>
            <translation>%1: verfügbar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="85" />
            <source>%1: not unlocked yet</source>
            <translation>%1: noch nicht freigeschaltet</translation>
        </message>
    </context>
    <context>
        <name>SilverChainPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SilverChainPanel.qml" line="65" />
            <source>%1 (no open cell)</source>
            <translation>%1 (kein freies Feld)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SilverChainPanel.qml" line="73" />
            <source>Skip</source>
            <translation>Überspringen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SilverChainPanel.qml" line="74" />
            <source>Let this mark go (S skips the first)</source>
            <translation>Dieses Kreuz verfallen lassen (S überspringt das erste)</translation>
        </message>
    </context>
    <context>
        <name>Spoken</name>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="25" />
            <source>in the rolling area</source>
            <translation>auf der Wurffläche</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="27" />
            <source>on the silver platter</source>
            <translation>auf dem Silbertablett</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="29" />
            <source>on dice field %1</source>
            <translation>auf Würfelfeld %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="36" />
            <source>%1 die, %2</source>
            <translation>Würfel %1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="42" />
            <source>chosen</source>
            <translation>gewählt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="44" />
            <source>key %1</source>
            <translation>Taste %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="63" />
            <source>printed %1</source>
            <translation>aufgedruckt %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="65" />
            <source>bonus: %1</source>
            <translation>Bonus: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="72" />
            <source>pre-crossed</source>
            <translation>vorgekreuzt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="74" />
            <source>written %1</source>
            <translation>eingetragen %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="75" />
            <source>crossed</source>
            <translation>angekreuzt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="77" />
            <source>open</source>
            <translation>frei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="78" />
            <source>can be filled in now</source>
            <translation>jetzt eintragbar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="85" />
            <source>Rolled: %1</source>
            <translation>Gewürfelt: %1</translation>
        </message>
    </context>
    <context>
        <name>TablePromptCard</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="33" />
            <source>Undo (Ctrl+Z) still takes your last move back.</source>
            <translation>Rückgängig (Strg+Z) nimmt deinen letzten Zug noch zurück.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="81" />
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="82" />
            <source>Pass the device on (Enter)</source>
            <translation>Gerät weitergeben (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="91" />
            <source>Skip ahead</source>
            <translation>Vorspringen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="92" />
            <source>The computer players move at once, without animations, until a person decides (End)</source>
            <translation>Die Computergegner ziehen sofort, ohne Animationen, bis eine Person entscheidet (Ende)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="93" />
            <source>Skip ahead to the next decision of a person</source>
            <translation>Vorspringen bis zur nächsten Entscheidung einer Person</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="100" />
            <source>Reroll (%1 left)</source>
            <translation>Nachwürfeln (noch %1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="101" />
            <source>Roll all dice of the rolling area again (R)</source>
            <translation>Alle Würfel der Wurffläche neu würfeln (R)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="109" />
            <source>Forfeit this roll</source>
            <translation>Wurf verfallen lassen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="110" />
            <source>No die fits: the roll is lost (F)</source>
            <translation>Kein Würfel passt: Der Wurf verfällt (F)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="111" />
            <source>Leave this roll unused: no die is entered (F)</source>
            <translation>Diesen Wurf ungenutzt lassen: Kein Würfel wird eingetragen (F)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="119" />
            <source>Use +1 (%1 left)</source>
            <translation>+1 nutzen (noch %1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="120" />
            <source>Use an extra die: any die of the silver platter or the dice fields (E)</source>
            <translation>Einen Zusatzwürfel nutzen: einen beliebigen Würfel vom Silbertablett oder von den Würfelfeldern (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="127" />
            <source>Take no die</source>
            <translation>Keinen Würfel nehmen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="128" />
            <source>Pass on the silver platter this turn (N)</source>
            <translation>In diesem Zug nichts vom Silbertablett nehmen (N)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="137" />
            <source>Final scoring</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="166" />
            <source>End skip ahead</source>
            <translation>Ende vorspringen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="167" />
            <source>Keys: 1–9 the numbered dice · arrows/Tab cells · Enter fill in · R reroll · E +1 · D done · N none · F forfeit · Esc cancel · H hint · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
            <translation>Tasten: 1–9 nummerierte Würfel · Pfeile/Tab Felder · Enter eintragen · R nachwürfeln · E +1 · D fertig · N keiner · F verfallen · Esc abbrechen · H Tipp · Strg+Z rückgängig · Strg+Umschalt+Z wiederholen</translation>
        </message>
    </context>
    <context>
        <name>TableScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="28" />
            <source>Your sheet</source>
            <translation>Dein Spielblatt</translation>
        </message>
    </context>
    <context>
        <name>TableSheetHeader</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="28" />
            <source>%1's sheet</source>
            <translation>Spielblatt von %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="50" />
            <source>Hide hint</source>
            <translation>Tipp ausblenden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="50" />
            <source>Hint</source>
            <translation>Tipp</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="51" />
            <source>What would a strong player do? The best three moves and the final score each leads to (H)</source>
            <translation>Was würde ein starker Spieler tun? Die drei besten Züge und die Endpunktzahl, zu der jeder führt (H)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="77" />
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="78" />
            <source>Save this game under a name; it is also saved after every move (Ctrl+S)</source>
            <translation>Dieses Spiel unter einem Namen speichern; es wird außerdem nach jedem Zug gespeichert (Strg+S)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="88" />
            <source>Print</source>
            <translation>Drucken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="89" />
            <source>Print the sheets of this game, or export them as PDF (Ctrl+P)</source>
            <translation>Die Spielblätter dieses Spiels drucken oder als PDF exportieren (Strg+P)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="103" />
            <source>Back to %1's sheet</source>
            <translation>Zurück zum Spielblatt von %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="104" />
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
    </context>
    <context>
        <name>TableTopBar</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="86" />
            <source>Seed %1</source>
            <translation>Startwert %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="92" />
            <source>A campaign game: the same dice for everybody, and no undo.</source>
            <translation>Ein Kampagnenspiel: dieselben Würfel für alle, nichts lässt sich rückgängig machen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="93" />
            <source>Start a new game with this seed to meet the same dice.</source>
            <translation>Starte ein neues Spiel mit diesem Startwert, um dieselben Würfel zu bekommen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="104" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="105" />
            <source>The rules and the keyboard keys</source>
            <translation>Die Regeln und die Tasten</translation>
        </message>
    </context>
    <context>
        <name>ThrowEntry</name>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="140" />
            <source>Correct: %1</source>
            <translation>Korrigieren: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="149" />
            <source>Throw all six dice.</source>
            <translation>Wirf alle sechs Würfel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="151" />
            <source>Throw the dice of the rolling area: %1.</source>
            <translation>Wirf die Würfel der Wurffläche: %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="153" />
            <source>Type the faces in the order shown (3 5 1 …) or after each die's letter (%1), or click a die and then its face. Enter checks the throw.</source>
            <translation>Tippe die Augenzahlen in der gezeigten Reihenfolge (3 5 1 …) oder jeweils hinter den Buchstaben des Würfels (%1), oder klicke einen Würfel und dann seine Augenzahl an. Enter prüft den Wurf.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="157" />
            <source>With letters, name the die closest to the silver platter first: of equal faces it goes to the platter first, and the dice fields take the others in that order.</source>
            <translation>Mit Buchstaben nennst du den Würfel zuerst, der dem Silbertablett am nächsten liegt: Bei gleicher Augenzahl kommt er zuerst aufs Silbertablett, und die Würfelfelder nehmen die anderen in dieser Reihenfolge.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="299" />
            <source>%1 · silver platter: %2 · dice fields I–III: %3</source>
            <translation>%1 · Silbertablett: %2 · Würfelfelder I–III: %3</translation>
        </message>
    </context>
    <context>
        <name>ThrowEntryPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="83" />
            <source>Correct throw (C)</source>
            <translation>Wurf korrigieren (C)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="84" />
            <source>A typo in the last throw? Correct it until a die of it is taken.</source>
            <translation>Ein Tippfehler im letzten Wurf? Korrigiere ihn, bis ein Würfel davon genommen ist.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="124" />
            <source>Correct the last throw</source>
            <translation>Letzten Wurf korrigieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="125" />
            <source>A typo in the throw before this one? Correct it until a die of it is taken.</source>
            <translation>Ein Tippfehler im Wurf davor? Korrigiere ihn, bis ein Würfel davon genommen ist.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="178" />
            <source>This die shows %1</source>
            <translation>Dieser Würfel zeigt %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="194" />
            <source>e.g. 3 5 1 6 2 4</source>
            <translation>z. B. 3 5 1 6 2 4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="231" />
            <source>Is this the throw? %1</source>
            <translation>Ist das der Wurf? %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="245" />
            <source>Confirm throw (Enter)</source>
            <translation>Wurf bestätigen (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="245" />
            <source>Check throw (Enter)</source>
            <translation>Wurf prüfen (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="246" />
            <source>The throw counts: the game goes on with it</source>
            <translation>Der Wurf zählt: Das Spiel geht mit ihm weiter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="247" />
            <source>Show the throw to confirm it</source>
            <translation>Den Wurf zum Bestätigen zeigen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="254" />
            <source>Change (Esc)</source>
            <translation>Ändern (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="254" />
            <source>Keep the throw (Esc)</source>
            <translation>Wurf behalten (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="255" />
            <source>Back to the faces, to mend a typo</source>
            <translation>Zurück zu den Augenzahlen, um einen Tippfehler zu beheben</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="256" />
            <source>Leave the throw as it was confirmed</source>
            <translation>Den Wurf lassen, wie er bestätigt wurde</translation>
        </message>
    </context>
    <context>
        <name>ThrowText</name>
        <message>
            <location filename="../cleverdesk/ui/table/throw_text.py" line="48" />
            <source>“%1” names no die of this game: use the letters on the dice (%2).</source>
            <translation>„%1“ ist kein Würfel dieses Spiels: Nimm die Buchstaben auf den Würfeln (%2).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_text.py" line="56" />
            <source>Which die shows %1? Put the die's letter before each face (%2 …), or type the faces alone, in the order shown.</source>
            <translation>Welcher Würfel zeigt %1? Setze den Buchstaben des Würfels vor jede Augenzahl (%2 …) oder tippe nur die Augenzahlen, in der gezeigten Reihenfolge.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/throw_text.py" line="73" />
            <source>%1 faces typed for %n die(s) thrown now.</source>
            <translation>
                <numerusform>%1 Augenzahlen getippt für %n geworfenen Würfel.</numerusform>
                <numerusform>%1 Augenzahlen getippt für %n geworfene Würfel.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_text.py" line="79" />
            <source>“%1” is not a face: type 1 to 6 for each die.</source>
            <translation>„%1“ ist keine Augenzahl: Tippe 1 bis 6 für jeden Würfel.</translation>
        </message>
    </context>
    <context>
        <name>ThrowWords</name>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="28" />
            <source>Reroll of roll %1</source>
            <translation>Nachwürfeln (Wurf %1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="30" />
            <source>Passive throw</source>
            <translation>Passiver Wurf</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="31" />
            <source>Roll %1</source>
            <translation>Wurf %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="42" />
            <source>%1 throws: %2</source>
            <translation>%1 würfelt: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="50" />
            <source>%1: throw the dice at the table, then enter their faces below.</source>
            <translation>%1: Würfle am Tisch und gib dann unten die Augenzahlen ein.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="52" />
            <source>%1, %2: throw the dice at the table, then enter their faces below.</source>
            <translation>%1, %2: Würfle am Tisch und gib dann unten die Augenzahlen ein.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="65" />
            <source>%1 entered: %2</source>
            <translation>%1 eingegeben: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="69" />
            <source>%1 (corrected; first confirmed: %2)</source>
            <translation>%1 (korrigiert; zuerst bestätigt: %2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="23" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="29" />
            <source>it lies on the silver platter</source>
            <translation>er liegt auf dem Silbertablett</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="30" />
            <source>it lies on a dice field</source>
            <translation>er liegt auf einem Würfelfeld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="31" />
            <source>it is not thrown now</source>
            <translation>er wird jetzt nicht geworfen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="39" />
            <source>%1: %2 is not a face. A die shows 1 to 6.</source>
            <translation>%1: %2 ist keine Augenzahl. Ein Würfel zeigt 1 bis 6.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="42" />
            <source>%1 is not thrown now: %2. Enter only the dice that were thrown.</source>
            <translation>%1 wird jetzt nicht geworfen: %2. Gib nur die geworfenen Würfel ein.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="46" />
            <source>This game has no die called %1.</source>
            <translation>Dieses Spiel hat keinen Würfel namens %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="49" />
            <source>%1 has two faces: enter each die once.</source>
            <translation>%1 hat zwei Augenzahlen: Gib jeden Würfel einmal ein.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="52" />
            <source>%1 is missing: every die thrown needs its face.</source>
            <translation>%1 fehlt: Jeder geworfene Würfel braucht seine Augenzahl.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="55" />
            <source>This throw can no longer be corrected: a die of it has been taken.</source>
            <translation>Dieser Wurf kann nicht mehr korrigiert werden: Ein Würfel davon wurde genommen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="57" />
            <source>No throw is awaited now.</source>
            <translation>Gerade wird kein Wurf erwartet.</translation>
        </message>
    </context>
    <context>
        <name>TurnDone</name>
        <message>
            <location filename="../cleverdesk/ui/table/turn_passing.py" line="33" />
            <source>Next: %1 plays</source>
            <translation>Als Nächstes spielt %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_passing.py" line="34" />
            <source>Next: pass the device to %1</source>
            <translation>Als Nächstes: Gib das Gerät an %1 weiter</translation>
        </message>
    </context>
    <context>
        <name>TurnLabels</name>
        <message>
            <location filename="../cleverdesk/ui/table/turn_labels.py" line="16" />
            <source>place a bonus</source>
            <translation>einen Bonus einlösen</translation>
        </message>
    </context>
    <context>
        <name>UndoButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/UndoButton.qml" line="9" />
            <source>↶ Undo</source>
            <translation>↶ Rückgängig</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="30" />
            <source>That's Pretty Clever!</source>
            <translation>Ganz schön clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="31" />
            <source>Twice as Clever!</source>
            <translation>Doppelt so clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="32" />
            <source>Clever Cubed</source>
            <translation>Clever hoch drei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="33" />
            <source>Clever 4ever</source>
            <translation>Clever 4ever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="34" />
            <source>SET Cubed</source>
            <translation>SET Cubed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="41" />
            <source>W</source>
            <comment>white die</comment>
            <translation>W</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="42" />
            <source>Y</source>
            <comment>yellow die</comment>
            <translation>Ge</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="43" />
            <source>B</source>
            <comment>blue die</comment>
            <translation>B</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="44" />
            <source>G</source>
            <comment>green die</comment>
            <translation>Gn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="45" />
            <source>O</source>
            <comment>orange die</comment>
            <translation>O</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="46" />
            <source>P</source>
            <comment>purple die</comment>
            <translation>L</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="47" />
            <source>S</source>
            <comment>silver die</comment>
            <translation>S</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="48" />
            <source>P</source>
            <comment>pink die</comment>
            <translation>R</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="49" />
            <source>Gy</source>
            <comment>grey die</comment>
            <translation>Gr</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="50" />
            <source>T</source>
            <comment>turquoise die</comment>
            <translation>T</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="51" />
            <source>Br</source>
            <comment>brown die</comment>
            <translation>Br</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="63" />
            <source>You're so clever!</source>
            <translation>Du bist ganz schön clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="64" />
            <source>Are you Einstein?</source>
            <translation>Bist du Einstein?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="65" />
            <source>What a genius!</source>
            <translation>Was für ein Genie!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="66" />
            <source>Impressive!</source>
            <translation>Beeindruckend!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="67" />
            <source>Hats off to you!</source>
            <translation>Hut ab!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="68" />
            <source>Great result!</source>
            <translation>Starkes Ergebnis!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="69" />
            <source>That was pretty good.</source>
            <translation>Das war schon ganz gut.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="70" />
            <source>Not bad… you could do better.</source>
            <translation>Nicht schlecht … das geht noch besser.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="71" />
            <source>Try harder!</source>
            <translation>Da musst du dich mehr anstrengen!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="77" />
            <source>Twice as clever!</source>
            <translation>Doppelt so clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="78" />
            <source>Points = IQ!</source>
            <translation>Punkte = IQ!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="79" />
            <source>Respect!</source>
            <translation>Respekt!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="80" />
            <source>This can't be luck!</source>
            <translation>Das kann kein Glück sein!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="81" />
            <source>People, look at this!</source>
            <translation>Leute, schaut euch das an!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="82" />
            <source>Pretty, pretty clever!</source>
            <translation>Ganz schön clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="83" />
            <source>You've been training!</source>
            <translation>Da hat jemand trainiert!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="84" />
            <source>You should be happy!</source>
            <translation>Damit kannst du zufrieden sein!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="85" />
            <source>On the right way.</source>
            <translation>Auf dem richtigen Weg.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="86" />
            <source>You can do better.</source>
            <translation>Das geht noch besser.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="87" />
            <source>Half as clever.</source>
            <translation>Halb so clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="93" />
            <source>Clever 4ever!</source>
            <translation>Clever 4ever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="94" />
            <source>Clever once again!</source>
            <translation>Schon wieder clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="95" />
            <source>Hey, Einstein!</source>
            <translation>Hey, Einstein!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="96" />
            <source>Your friends will envy you.</source>
            <translation>Deine Freunde werden dich beneiden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="97" />
            <source>That's pretty clever!</source>
            <translation>Ganz schön clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="98" />
            <source>Prodigy in training</source>
            <translation>Wunderkind in Ausbildung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="99" />
            <source>It's going up</source>
            <translation>Es geht aufwärts</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="100" />
            <source>Don't get so upset!</source>
            <translation>Nur nicht aufregen!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="101" />
            <source>There is still room to improve</source>
            <translation>Da ist noch Luft nach oben</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="102" />
            <source>It was just bad luck</source>
            <translation>War wohl nur Würfelpech</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="103" />
            <source>Let's talk about something else</source>
            <translation>Reden wir über etwas anderes</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="109" />
            <source>You are Clever Cubed!</source>
            <translation>Du bist Clever hoch drei!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="110" />
            <source>You are beautiful and clever</source>
            <translation>Du bist schön und clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="111" />
            <source>Hello, Mr. Hawking!</source>
            <translation>Hallo Mr. Hawking!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="112" />
            <source>On the way to the stars</source>
            <translation>Auf dem Weg zu den Sternen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="115" />
            <source>That's pretty clever!</source>
            <comment>clever-hoch-drei rating</comment>
            <translation>Du bist ganz schön clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="117" />
            <source>A prodigy in training</source>
            <translation>Du bist ein Wunderkind in Ausbildung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="118" />
            <source>Things are looking up!</source>
            <translation>Es geht aufwärts!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="119" />
            <source>Maybe Yahtzee after all?</source>
            <translation>Lieber doch Kniffel?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="120" />
            <source>There is still room for improvement</source>
            <translation>Da ist noch Luft nach oben</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="121" />
            <source>Surely just bad luck with the dice?</source>
            <translation>War sicher nur Würfelpech?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="122" />
            <source>Let's talk about something else!</source>
            <translation>Reden wir über etwas anderes!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/tools.py" line="101" />
            <location filename="../cleverdesk/ui/app/tools.py" line="191" />
            <location filename="../cleverdesk/ui/campaign/desk.py" line="191" />
            <location filename="../cleverdesk/ui/table/guide.py" line="198" />
            <source>Player %1</source>
            <translation>Person %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="52" />
            <location filename="../cleverdesk/ui/common/words.py" line="177" />
            <source>%1, the next field</source>
            <translation>%1, das nächste Feld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="54" />
            <location filename="../cleverdesk/ui/common/words.py" line="178" />
            <source>%1, column %2</source>
            <translation>%1, Spalte %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="37" />
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="38" />
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="39" />
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="40" />
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="41" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="42" />
            <source>Purple</source>
            <translation>Lila</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="43" />
            <source>Silver</source>
            <translation>Silber</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="44" />
            <source>Pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="45" />
            <source>Turquoise</source>
            <translation>Türkis</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="46" />
            <source>Brown</source>
            <translation>Braun</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="47" />
            <source>Grey</source>
            <translation>Grau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="48" />
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="60" />
            <source>white</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="61" />
            <source>yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="62" />
            <source>blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="63" />
            <source>green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="64" />
            <source>orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="65" />
            <source>purple</source>
            <translation>Lila</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="66" />
            <source>silver</source>
            <translation>Silber</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="67" />
            <source>pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="68" />
            <source>turquoise</source>
            <translation>Türkis</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="69" />
            <source>brown</source>
            <translation>Braun</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="70" />
            <source>grey</source>
            <translation>Grau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="71" />
            <source>black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="89" />
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="90" />
            <source>Reroll</source>
            <translation>Nachwürfel-Aktion</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="91" />
            <source>Extra die (+1)</source>
            <translation>Zusatzwürfel-Aktion (+1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="92" />
            <source>Return</source>
            <translation>Rückhol-Aktion</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="93" />
            <source>Polish silver</source>
            <translation>Silber polieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="94" />
            <source>Number joker</source>
            <translation>Zahlen-Joker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="95" />
            <source>row: blue · column: white</source>
            <translation>Reihe: blau · Spalte: weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="96" />
            <source>all white</source>
            <translation>weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="97" />
            <source>all light</source>
            <translation>hell</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="98" />
            <source>all dark</source>
            <translation>dunkel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="99" />
            <source>Dice fields</source>
            <translation>Würfelfelder</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="100" />
            <source>Score</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="101" />
            <source>Actions</source>
            <translation>Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="110" />
            <source>Fields</source>
            <comment>the dice fields, where there is no room</comment>
            <translation>Felder</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="112" />
            <source>↓ blue · → white</source>
            <comment>row: blue · column: white, where there is no room</comment>
            <translation>↓ blau · → weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="114" />
            <source>white</source>
            <comment>all white, where there is no room</comment>
            <translation>weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="115" />
            <source>light</source>
            <comment>all light, where there is no room</comment>
            <translation>hell</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="116" />
            <source>dark</source>
            <comment>all dark, where there is no room</comment>
            <translation>dunkel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="117" />
            <source>Polish</source>
            <comment>Polish silver, where there is no room</comment>
            <translation>Polieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="126" />
            <source>Dice
fields</source>
            <comment>a sheet's heading on two lines</comment>
            <translation>Würfel-
felder</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="127" />
            <source>Score</source>
            <comment>a sheet's heading, a long word on two lines</comment>
            <translation>Wertung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="133" />
            <source>reroll</source>
            <translation>Nachwürfeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="134" />
            <source>+1</source>
            <translation>+1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="135" />
            <source>return</source>
            <translation>Rückhol-Aktion</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="136" />
            <source>polish</source>
            <translation>Polieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="137" />
            <source>number joker</source>
            <translation>Zahlen-Joker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="157" />
            <source>%1, row %2, column %3</source>
            <translation>%1, Reihe %2, Spalte %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="162" />
            <source>%1, the next field left of the 7</source>
            <translation>%1, das nächste Feld links der 7</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="163" />
            <source>%1, the next field right of the 7</source>
            <translation>%1, das nächste Feld rechts der 7</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="168" />
            <source>%1, the field showing %2</source>
            <translation>%1, das Feld mit der %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="170" />
            <source>%1, the first field showing %2</source>
            <translation>%1, das erste Feld mit der %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="171" />
            <source>%1, the second field showing %2</source>
            <translation>%1, das zweite Feld mit der %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="173" />
            <source>%1, column %3: the field showing %2</source>
            <translation>%1, Spalte %3: das Feld mit der %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="185" />
            <source>What goes here? %1</source>
            <translation>Was kommt hierher? %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="201" />
            <source>a silver ? (cross any silver cell)</source>
            <translation>einen silbernen ?-Bonus (ein beliebiges Feld in Silber ankreuzen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="202" />
            <source>a blue ? (cross any blue cell)</source>
            <translation>einen blauen ?-Bonus (ein beliebiges Feld in Blau ankreuzen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="205" />
            <source>a yellow ? (a number of your choice in yellow)</source>
            <translation>einen gelben ?-Bonus (eine Zahl deiner Wahl in Gelb)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="206" />
            <source>a blue ? (a number of your choice in blue)</source>
            <translation>einen blauen ?-Bonus (eine Zahl deiner Wahl in Blau)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="207" />
            <source>a green ? (a number of your choice in green)</source>
            <translation>einen grünen ?-Bonus (eine Zahl deiner Wahl in Grün)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="208" />
            <location filename="../cleverdesk/ui/common/words.py" line="242" />
            <source>a pink ? (a number of your choice in pink)</source>
            <translation>einen rosa ?-Bonus (eine Zahl deiner Wahl in Rosa)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="215" />
            <source>a reroll action</source>
            <translation>eine Nachwürfel-Aktion</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="216" />
            <source>a +1 action</source>
            <translation>eine Zusatzwürfel-Aktion (+1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="217" />
            <source>a fox</source>
            <translation>einen Fuchs</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="218" />
            <source>an X in any yellow cell</source>
            <translation>ein X in einem beliebigen gelben Feld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="219" />
            <source>an X in any blue cell</source>
            <translation>ein X in einem beliebigen blauen Feld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="220" />
            <source>an X in the next green cell</source>
            <translation>ein X im nächsten grünen Feld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="221" />
            <source>a black X (yellow, blue or green) or a black 6 (orange or purple)</source>
            <translation>ein schwarzes X (Gelb, Blau oder Grün) oder eine schwarze 6 (Orange oder Lila)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="229" />
            <source>the platter's %1 %2 in silver</source>
            <translation>%1 %2 vom Silbertablett in Silber</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="233" />
            <source>one more cross in %1 column %2</source>
            <translation>ein weiteres Kreuz in %1, Spalte %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="236" />
            <source>a pink number, halved, with the field's bonus</source>
            <translation>eine rosa Zahl, halbiert, mit dem Bonus des Feldes</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="238" />
            <source>a pink number times the star, without the bonus</source>
            <translation>eine rosa Zahl mal dem Stern, ohne den Bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="240" />
            <location filename="../cleverdesk/ui/common/words.py" line="274" />
            <source>a black ? (the ? of any colour)</source>
            <translation>einen schwarzen ?-Bonus (den ?-Bonus einer beliebigen Farbe)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="249" />
            <source>a yellow ? (circle or cross any yellow cell)</source>
            <translation>einen gelben ?-Bonus (ein beliebiges gelbes Feld einkreisen oder ankreuzen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="251" />
            <source>a grey ? (cross any sub-area you may cross now)</source>
            <translation>einen grauen ?-Bonus (eine beliebige Teilfläche ankreuzen, die du jetzt ankreuzen darfst)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="253" />
            <source>a turquoise ? (one cross in a column of your choice)</source>
            <translation>einen türkisen ?-Bonus (ein Kreuz in einer Spalte deiner Wahl)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="255" />
            <source>a brown ? (cross any cell right of your last brown cross)</source>
            <translation>einen braunen ?-Bonus (ein beliebiges Feld rechts von deinem letzten braunen Kreuz ankreuzen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="260" />
            <source>a %1 ? (cross any %1 cell)</source>
            <translation>einen ?-Bonus in %1 (ein beliebiges Feld in %1 ankreuzen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="261" />
            <source>a %1 ? (a number of your choice in %1)</source>
            <translation>einen ?-Bonus in %1 (eine Zahl deiner Wahl in %1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="263" />
            <source>an X in %1</source>
            <translation>ein X in %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="266" />
            <source>a %1 in the next %2 cell</source>
            <translation>eine %1 im nächsten Feld von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="271" />
            <source>a %1 action</source>
            <translation>eine Aktion: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="275" />
            <source> or </source>
            <translation> oder </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="304" />
            <source>Silver platter chain: optional marks</source>
            <translation>Kette vom Silbertablett: freiwillige Kreuze</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="306" />
            <source>More crosses for matching dice: optional</source>
            <translation>Weitere Kreuze für passende Würfel: freiwillig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="307" />
            <source>Optional marks</source>
            <translation>Freiwillige Kreuze</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="316" />
            <source>%1 %2: any silver row</source>
            <translation>%1 %2: beliebige silberne Reihe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="318" />
            <source>%1 %2: the %3 silver row</source>
            <translation>%1 %2: die silberne Reihe %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="349" />
            <source>×: write %1, no bonus</source>
            <translation>×: %1 eintragen, kein Bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="351" />
            <source>½: write %1</source>
            <translation>½: %1 eintragen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="352" />
            <source>½: write %1 + bonus</source>
            <translation>½: %1 eintragen + Bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="375" />
            <source>%1 %2 as rolled</source>
            <translation>%1 %2 wie gewürfelt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="377" />
            <source>Joker “%4”: %1 %2 as %3</source>
            <translation>Joker „%4“: %1 %2 als %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="389" />
            <source>Enter %1 %2 as rolled</source>
            <translation>%1 %2 wie gewürfelt eintragen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="393" />
            <location filename="../cleverdesk/ui/common/words.py" line="491" />
            <location filename="../cleverdesk/ui/common/words.py" line="876" />
            <location filename="../cleverdesk/ui/common/words.py" line="883" />
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="152" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/common/words.py" line="395" />
            <source>Polish %1 (%n action(s))</source>
            <translation>
                <numerusform>%1 polieren (%n Aktion)</numerusform>
                <numerusform>%1 polieren (%n Aktionen)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="411" />
            <location filename="../cleverdesk/ui/common/words.py" line="421" />
            <source>%1 (= %2)</source>
            <translation>%1 (= %2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="432" />
            <source>%1 in %2</source>
            <translation>%1 in %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="437" />
            <source>? in %1</source>
            <translation>? in %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="439" />
            <source>X in %1</source>
            <translation>X in %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="446" />
            <source>Reroll: unlocks one reroll action</source>
            <translation>Nachwürfeln: schaltet eine Nachwürfel-Aktion frei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="447" />
            <source>+1: unlocks one extra-die action</source>
            <translation>+1: schaltet eine Zusatzwürfel-Aktion frei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="448" />
            <source>Fox: worth your lowest area score at the end</source>
            <translation>Fuchs: am Ende so viel wert wie dein Farbbereich mit der niedrigsten Punktzahl</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="452" />
            <source>Bonus: %1</source>
            <translation>Bonus: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="460" />
            <source>game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="462" />
            <source>round bonus</source>
            <translation>Rundenbonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="464" />
            <source>roll %1 of 3</source>
            <translation>Wurf %1 von 3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="466" />
            <source>+1 actions</source>
            <translation>+1-Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="468" />
            <source>passive pick</source>
            <translation>passive Wahl</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="475" />
            <source>Silver platter chain: the dice your silver pick sent to the platter may be crossed in silver too, each one optional. Click a lit silver cell, or skip a die in the panel.</source>
            <translation>Kette vom Silbertablett: Die Würfel, die deine silberne Wahl auf das Silbertablett geschickt hat, dürfen ebenfalls in Silber angekreuzt werden, jeder freiwillig. Klicke ein hervorgehobenes silbernes Feld an oder überspringe einen Würfel in der Auswahl.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="482" />
            <source>Round 4 bonus: enter a black X (yellow, blue or green) or a black 6 (orange or purple). Click one of the lit cells.</source>
            <translation>Bonus der Runde 4: Trage ein schwarzes X (Gelb, Blau oder Grün) oder eine schwarze 6 (Orange oder Lila) ein. Klicke eines der hervorgehobenen Felder an.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="488" />
            <source>Bonus: enter %1. Click one of the lit cells.</source>
            <translation>Bonus: Löse %1 ein. Klicke eines der hervorgehobenen Felder an.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="492" />
            <source>Bonuses to enter: %1. Click a lit cell; you choose the order.</source>
            <translation>Einzulösende Boni: %1. Klicke ein hervorgehobenes Feld an; die Reihenfolge bestimmst du.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="508" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="516" />
            <source>%1 %2 selected: click a lit cell (or another die).</source>
            <translation>%1 %2 gewählt: Klicke ein hervorgehobenes Feld an (oder einen anderen Würfel).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="522" />
            <source>Before roll %1: click a die on the silver platter to bring it back into the rolling area (%2), or press Roll on (D).</source>
            <translation>Vor Wurf %1: Klicke einen Würfel auf dem Silbertablett an, um ihn auf die Wurffläche zurückzuholen (%2), oder drücke Weiterwürfeln (D).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="530" />
            <source>No die fits your sheet: press Forfeit (F), or use a reroll first.</source>
            <translation>Kein Würfel passt auf dein Spielblatt: Drücke Wurf verfallen lassen (F) oder nutze vorher eine Nachwürfel-Aktion.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="535" />
            <source>No die fits your sheet: press Forfeit (F).</source>
            <translation>Kein Würfel passt auf dein Spielblatt: Drücke Wurf verfallen lassen (F).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="540" />
            <source>Roll %1 of 3: choose a die from the rolling area (or press its number), then a lit cell.</source>
            <translation>Wurf %1 von 3: Wähle einen Würfel der Wurffläche (oder drücke seine Zahl), dann ein hervorgehobenes Feld.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="547" />
            <source>+1: choose any die on the silver platter or the dice fields.</source>
            <translation>+1: Wähle einen beliebigen Würfel auf dem Silbertablett oder den Würfelfeldern.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="550" />
            <source>End of your turn: spend a +1 action on a die from the silver platter or the dice fields, or press Done (D).</source>
            <translation>Ende deines Zuges: Nutze eine Zusatzwürfel-Aktion für einen Würfel vom Silbertablett oder von den Würfelfeldern, oder drücke Fertig (D).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="560" />
            <source>No platter die fits your sheet: you may take a die from %1's dice fields, or take none (N).</source>
            <translation>Kein Würfel vom Silbertablett passt auf dein Spielblatt: Du darfst einen Würfel von den Würfelfeldern von %1 nehmen oder keinen (N).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="565" />
            <source>Take one die from the silver platter for your sheet, or take none (N).</source>
            <translation>Nimm einen Würfel vom Silbertablett für dein Spielblatt oder keinen (N).</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/common/words.py" line="575" />
            <source>%n return action(s) left</source>
            <translation>
                <numerusform>noch %n Rückhol-Aktion</numerusform>
                <numerusform>noch %n Rückhol-Aktionen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="589" />
            <source>In yellow: row %1 only (dice field %1).</source>
            <translation>In Gelb: nur Reihe %1 (Würfelfeld %1).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="591" />
            <source>In yellow: grey cells only.</source>
            <translation>In Gelb: nur graue Felder.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="597" />
            <source>None of the dice in the rolling area can be entered anywhere, so this roll is forfeited: it counts as one of your three rolls, no die is placed, and the same dice are rolled again (or go to the silver platter after the third roll).</source>
            <translation>Keiner der Würfel auf der Wurffläche lässt sich irgendwo eintragen, daher verfällt dieser Wurf: Er zählt als einer deiner drei Würfe, kein Würfel wird gelegt, und dieselben Würfel werden erneut gewürfelt (oder kommen nach dem dritten Wurf auf das Silbertablett).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="632" />
            <source>%1 as %2</source>
            <translation>%1 als %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="636" />
            <source>%1 (%2 = %3)</source>
            <translation>%1 (%2 = %3)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="661" />
            <source>½ = %1</source>
            <translation>½ = %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="662" />
            <location filename="../cleverdesk/ui/common/words.py" line="667" />
            <source>×%1 = %2</source>
            <translation>×%1 = %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="678" />
            <source>entered as %1</source>
            <translation>als %1 eingetragen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="680" />
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="682" />
            <source>%1 written</source>
            <translation>%1 eingetragen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="683" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="698" />
            <source>Round %1</source>
            <translation>Runde %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="701" />
            <source>Active turn</source>
            <translation>Aktiver Zug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="702" />
            <source>%1's turn</source>
            <translation>%1 ist am Zug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="704" />
            <source>Passive turn: the three lowest dice go to the silver platter</source>
            <translation>Passiver Zug: Die drei niedrigsten Würfel kommen auf das Silbertablett</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="707" />
            <location filename="../cleverdesk/ui/review/words.py" line="59" />
            <source>%1 took %2</source>
            <translation>%1 nahm %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="713" />
            <source>Passive pick: %1 took %2</source>
            <translation>Passiv genommen: %1 nahm %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="719" />
            <source>%1 used +1 on %2</source>
            <translation>%1 nutzte +1 für %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="726" />
            <source>%1 crossed %2 from the silver platter in silver too</source>
            <translation>%1 kreuzte %2 vom Silbertablett auch in Silber an</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="729" />
            <source>%1 entered a bonus: %2</source>
            <translation>%1 löste einen Bonus ein: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="734" />
            <source>%1 used a reroll</source>
            <translation>%1 nutzte eine Nachwürfel-Aktion</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="736" />
            <source>%1 brought %2 back from the platter</source>
            <translation>%1 holte %2 vom Silbertablett zurück</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="739" />
            <source>%1 let %2 go</source>
            <translation>%1 ließ %2 verfallen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="742" />
            <source>%1 let roll %2 go</source>
            <translation>%1 ließ Wurf %2 verfallen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="746" />
            <source>%1 forfeited roll %2: no die fits</source>
            <translation>%1 ließ Wurf %2 verfallen: Kein Würfel passt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="751" />
            <source>%1 took no die</source>
            <translation>%1 nahm keinen Würfel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="753" />
            <source>%1: no die fits, nothing taken</source>
            <translation>%1: Kein Würfel passt, nichts genommen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="755" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="762" />
            <source>fox!</source>
            <translation>Fuchs!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="764" />
            <source>%1 gained</source>
            <translation>%1 erhalten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="768" />
            <source>number joker: as %1</source>
            <translation>Zahlen-Joker: als %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/common/words.py" line="771" />
            <source>%n more cross(es) possible</source>
            <translation>
                <numerusform>%n weiteres Kreuz möglich</numerusform>
                <numerusform>%n weitere Kreuze möglich</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="773" />
            <source>polished %1 %2 → %3</source>
            <translation>%1 %2 poliert → %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="777" />
            <source>%1 lost (no room)</source>
            <translation>%1 verfällt (kein Platz)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/common/words.py" line="784" />
            <source>%n die(s) to the silver platter</source>
            <translation>
                <numerusform>%n Würfel auf das Silbertablett</numerusform>
                <numerusform>%n Würfel auf das Silbertablett</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="846" />
            <source>you gain %1</source>
            <translation>du erhältst %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="848" />
            <source>everybody gains %1</source>
            <translation>alle erhalten %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="853" />
            <source>you enter %1</source>
            <translation>du trägst %1 ein</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="855" />
            <source>everybody enters %1</source>
            <translation>alle tragen %1 ein</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="879" />
            <source>still to enter: %1</source>
            <translation>%1 noch einzutragen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="902" />
            <source>%1 and more</source>
            <translation>%1 und mehr</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="904" />
            <source>up to %1</source>
            <translation>bis %1</translation>
        </message>
    </context>
</TS>
