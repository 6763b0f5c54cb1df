<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de" sourcelanguage="en">
    <context>
        <name>Campaign</name>
        <message>
            <location filename="../cleverdesk/ui/campaign_view.py" line="102" />
            <source>Open the chapter first</source>
            <translation>Öffne zuerst das Kapitel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign_view.py" line="104" />
            <source>Earn a star in stage %1 to open</source>
            <translation>Hol dir einen Stern in Etappe %1, um sie zu öffnen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign_view.py" line="112" />
            <source>%1★ %2</source>
            <translation>%1★ %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign_view.py" line="219" />
            <location filename="../cleverdesk/ui/campaign_view.py" line="260" />
            <source>Daily game</source>
            <translation>Tagesspiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign_view.py" line="226" />
            <source>Stage %1 · target %2</source>
            <translation>Etappe %1 · Ziel %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign_view.py" line="271" />
            <source>Stage %1 is open.</source>
            <translation>Etappe %1 ist offen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign_view.py" line="282" />
            <source>Stage %1</source>
            <translation>Etappe %1</translation>
        </message>
    </context>
    <context>
        <name>CampaignResult</name>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="33" />
            <source>Daily game: %n point(s)</source>
            <translation>
                <numerusform>Tagesspiel: %n Punkt</numerusform>
                <numerusform>Tagesspiel: %n Punkte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="34" />
            <source>%1: %n point(s), target %2</source>
            <translation>
                <numerusform>%1: %n Punkt, Ziel %2</numerusform>
                <numerusform>%1: %n Punkte, Ziel %2</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="61" />
            <source>Target reached!</source>
            <translation>Ziel erreicht!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="61" />
            <source>Not this time: the target is %1.</source>
            <translation>Diesmal nicht: Das Ziel ist %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="62" />
            <source>A new best!</source>
            <translation>Neue Bestleistung!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="62" />
            <source>Your best: %1.</source>
            <translation>Deine Bestleistung: %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="76" />
            <source>Play again</source>
            <translation>Noch einmal spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="84" />
            <source>Next stage</source>
            <translation>Nächste Etappe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="90" />
            <source>Campaign</source>
            <translation>Kampagne</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="91" />
            <source>Back to the chapters and stages</source>
            <translation>Zurück zu den Kapiteln und Etappen</translation>
        </message>
    </context>
    <context>
        <name>CampaignScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="39" />
            <source>Campaign</source>
            <translation>Kampagne</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="54" />
            <source>Chapters</source>
            <translation>Kapitel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="87" />
            <source>Chapter %1</source>
            <translation>Kapitel %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="88" />
            <source>Chapter %1 · locked</source>
            <translation>Kapitel %1 · gesperrt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="94" />
            <source>%1/%2 ★</source>
            <translation>%1/%2 ★</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="113" />
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="339" />
            <source>Its sheet comes to the desk soon.</source>
            <translation>Sein Spielblatt kommt bald zu cleverdesk.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="149" />
            <source>Daily game</source>
            <translation>Tagesspiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="164" />
            <source>The same dice for everybody today (seed %1).</source>
            <translation>Heute dieselben Würfel für alle (Startwert %1).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="171" />
            <source>Your best today: %1</source>
            <translation>Deine Bestleistung heute: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="172" />
            <source>Not played yet today</source>
            <translation>Heute noch nicht gespielt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="183" />
            <source>Play the daily game</source>
            <translation>Tagesspiel spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="184" />
            <source>A solo game with today's dice, without undo</source>
            <translation>Ein Solospiel mit den Würfeln von heute, ohne Zurücknehmen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="203" />
            <source>Chapter %1 · %2</source>
            <translation>Kapitel %1 · %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="213" />
            <source>Each stage is a solo game with fixed dice and no undo. Reach the target for a star, and the next rating bands for more. A star opens the next stage.</source>
            <translation>Jede Etappe ist ein Solospiel mit festen Würfeln und ohne Zurücknehmen. Erreiche das Ziel für einen Stern und die nächsten Wertungsstufen für mehr. Ein Stern öffnet die nächste Etappe.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="225" />
            <source>Stages won: %1 of %2 · Stars: %3 of %4</source>
            <translation>Gewonnene Etappen: %1 von %2 · Sterne: %3 von %4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="236" />
            <source>Every chapter is open: start with the game you know. Within a chapter, a stage opens when the one before has a star. Your best and your stars are kept; playing a stage again can only add to them.</source>
            <translation>Jedes Kapitel ist offen: Beginne mit dem Spiel, das du kennst. Innerhalb eines Kapitels öffnet sich eine Etappe, wenn die vorige einen Stern hat. Dein Rekord und deine Sterne bleiben erhalten; eine Etappe erneut zu spielen, kann nur etwas hinzufügen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="282" />
            <source>Stage %1</source>
            <translation>Etappe %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="283" />
            <source>Stage %1 · locked</source>
            <translation>Etappe %1 · gesperrt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="299" />
            <source>Target %1</source>
            <translation>Ziel %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="306" />
            <source>“%1”</source>
            <comment>a rating label in quotation marks</comment>
            <translation>„%1“</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="323" />
            <source>Best %1 · played %n time(s)</source>
            <translation>
                <numerusform>Bestleistung %1 · einmal gespielt</numerusform>
                <numerusform>Bestleistung %1 · %n-mal gespielt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="324" />
            <source>Not played yet</source>
            <translation>Noch nicht gespielt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="337" />
            <source>Play again</source>
            <translation>Noch einmal spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="337" />
            <source>Play</source>
            <translation>Spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="338" />
            <source>A solo game with this stage's dice, without undo</source>
            <translation>Ein Solospiel mit den Würfeln dieser Etappe, ohne Zurücknehmen</translation>
        </message>
    </context>
    <context>
        <name>ChoicePanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChoicePanel.qml" line="47" />
            <source>Key %1</source>
            <translation>Taste %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChoicePanel.qml" line="55" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChoicePanel.qml" line="56" />
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
    </context>
    <context>
        <name>Dates</name>
        <message>
            <location filename="../cleverdesk/ui/dates.py" line="72" />
            <source>today, %1</source>
            <translation>heute, %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/dates.py" line="74" />
            <source>yesterday, %1</source>
            <translation>gestern, %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/dates.py" line="76" />
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
    </context>
    <context>
        <name>Desk</name>
        <message>
            <location filename="../cleverdesk/ui/desk.py" line="95" />
            <source>Expert</source>
            <translation>Experte</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/desk.py" line="95" />
            <source>Strong</source>
            <translation>Stark</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/desk.py" line="96" />
            <source>Skilled</source>
            <translation>Geübt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/desk.py" line="96" />
            <source>Casual</source>
            <translation>Gelegenheitsspieler</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/desk.py" line="97" />
            <source>Beginner</source>
            <translation>Anfänger</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/desk.py" line="97" />
            <source>Greedy (simple rules)</source>
            <translation>Gierig (einfache Regeln)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/desk.py" line="98" />
            <source>Random (no plan)</source>
            <translation>Zufällig (ohne Plan)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/desk.py" line="235" />
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
            <source>Dice fields</source>
            <translation>Würfelfelder</translation>
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
            <location filename="../cleverdesk/qml/Cleverdesk/DieView.qml" line="168" />
            <source>%1 · already used with +1 this turn</source>
            <translation>%1 · in diesem Zug schon mit +1 genutzt</translation>
        </message>
    </context>
    <context>
        <name>FileChoice</name>
        <message>
            <location filename="../cleverdesk/ui/file_choice.py" line="68" />
            <source>The file could not be written: the folder %1 does not exist.</source>
            <translation>Die Datei konnte nicht geschrieben werden: Den Ordner %1 gibt es nicht.</translation>
        </message>
    </context>
    <context>
        <name>FinalScores</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="37" />
            <source>Final scoring</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="56" />
            <source>“%1”</source>
            <comment>a rating label in quotation marks</comment>
            <translation>„%1“</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="67" />
            <source>Solo rating for %1</source>
            <translation>Solo-Wertung für %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="114" />
            <source>Foxes</source>
            <translation>Füchse</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="123" />
            <source>%1 × %2 = %3</source>
            <translation>%1 × %2 = %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="131" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="157" />
            <source>Look at the sheets</source>
            <translation>Spielblätter ansehen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="158" />
            <source>Close this summary and look at every sheet</source>
            <translation>Diese Übersicht schließen und alle Spielblätter ansehen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="165" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="171" />
            <source>Home</source>
            <translation>Start</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="133" />
            <source>Unknown computer player %1</source>
            <translation>Unbekannter Computergegner %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="136" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="136" />
            <source>Player %1</source>
            <translation>Person %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="144" />
            <source>The seed must be a whole number.</source>
            <translation>Der Startwert muss eine ganze Zahl sein.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="149" />
            <source>Five or six players need the house rule.</source>
            <translation>Fünf oder sechs Personen brauchen die Hausregel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="203" />
            <source>%1 starts</source>
            <translation>%1 beginnt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="731" />
            <source>%1 die (%2), key %3</source>
            <translation>Würfel %1 (%2), Taste %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="732" />
            <source>%1 die (%2)</source>
            <translation>Würfel %1 (%2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="847" />
            <source>Round %1 of %2</source>
            <translation>Runde %1 von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="857" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="860" />
            <source>Passive turn</source>
            <translation>Passiver Zug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="860" />
            <source>Active turn</source>
            <translation>Aktiver Zug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="861" />
            <source>Turn %1 of %2 · %3 is active</source>
            <translation>Zug %1 von %2 · %3 ist aktiv</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="871" />
            <source>%1 decides: %2</source>
            <translation>%1 entscheidet: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="910" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="912" />
            <source>%1 is thinking…</source>
            <translation>%1 denkt nach …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="914" />
            <source>Pass the device to %1.</source>
            <translation>Gib das Gerät an %1 weiter.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="916" />
            <source>You are looking at %1's sheet. Press Esc or click your own sheet to go back.</source>
            <translation>Du siehst das Spielblatt von %1. Drücke Esc oder klicke auf dein eigenes Spielblatt, um zurückzukehren.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="970" />
            <source>Roll on</source>
            <translation>Weiterwürfeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="970" />
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="976" />
            <source>No more return actions now: make the next roll (D)</source>
            <translation>Jetzt keine Rückhol-Aktionen mehr: würfle weiter (D)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="977" />
            <source>No more +1 actions this turn (D)</source>
            <translation>In diesem Zug keine +1-Aktionen mehr (D)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="1113" />
            <source>A bonus is waiting for you.</source>
            <translation>Ein Bonus wartet auf dich.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="1114" />
            <source>Your decision: %1.</source>
            <translation>Deine Entscheidung: %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/game.py" line="1150" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="1153" />
            <source>%1 wins!</source>
            <translation>%1 gewinnt!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="1154" />
            <source>A tie: %1 share the win.</source>
            <translation>Gleichstand: %1 teilen sich den Sieg.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="1154" />
            <source> and </source>
            <translation> und </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="1172" />
            <source>under %1 points</source>
            <translation>unter %1 Punkten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="1174" />
            <source>%1 points and more</source>
            <translation>%1 Punkte und mehr</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/game.py" line="1175" />
            <source>%1–%2 points</source>
            <translation>%1–%2 Punkte</translation>
        </message>
    </context>
    <context>
        <name>Guide</name>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="69" />
            <source>Your dice</source>
            <translation>Deine Würfel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="69" />
            <source>Welcome to %1! These six dice were just rolled for you. A turn has three rolls and you take one die from each. Choose a die now: click it (or press its number).</source>
            <translation>Willkommen bei %1! Diese sechs Würfel wurden gerade für dich geworfen. Ein Zug hat drei Würfe, und aus jedem nimmst du einen Würfel. Wähle jetzt einen Würfel: klicke ihn an (oder drücke seine Zahl).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="74" />
            <source>Your sheet</source>
            <translation>Dein Spielblatt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="74" />
            <source>The lit fields on your sheet show where the %1 die may go; each colour has its own area. Click a lit field to enter the die there. (Changed your mind? Click another die.)</source>
            <translation>Die leuchtenden Felder auf deinem Spielblatt zeigen, wohin der Würfel (%1) darf; jede Farbe hat ihren eigenen Bereich. Klicke ein leuchtendes Feld an, um den Würfel dort einzutragen. (Doch anders? Klicke einen anderen Würfel an.)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="79" />
            <source>The silver platter</source>
            <translation>Das Silbertablett</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="79" />
            <source>Every die lower than the one you took went to the silver platter: those are out of this turn. The others were rolled again. Choose your next die from the rolling area; a lower die leaves more dice for your next roll.</source>
            <translation>Jeder Würfel, der weniger zeigt als der genommene, kam auf das Silbertablett: Diese sind in diesem Zug aus dem Spiel. Die anderen wurden neu geworfen. Wähle deinen nächsten Würfel aus der Wurffläche; ein niedrigerer Würfel lässt mehr Würfel für deinen nächsten Wurf übrig.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="84" />
            <source>A die from the silver platter</source>
            <translation>Ein Würfel vom Silbertablett</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="84" />
            <source>Your three dice are in the dice fields. Playing alone, all six dice are now rolled again and the three lowest go to the silver platter: take one of them, as the other players would in a game with more people.</source>
            <translation>Deine drei Würfel liegen auf den Würfelfeldern. Allein gespielt werden jetzt alle sechs Würfel neu geworfen, und die drei niedrigsten kommen auf das Silbertablett: Nimm einen davon, wie es die passiven Mitspielenden in einem Spiel zu mehreren tun.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="89" />
            <source>Your +1 actions</source>
            <translation>Deine Zusatzwürfel-Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="89" />
            <source>You have a +1 action: it lets you take any one more die at the end of a turn. Use it now on a die, or click this button to keep it for later.</source>
            <translation>Du hast eine Zusatzwürfel-Aktion (+1): Mit ihr nimmst du am Ende eines Zuges einen beliebigen weiteren Würfel. Setze sie jetzt für einen Würfel ein oder klicke diese Schaltfläche, um sie für später aufzuheben.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="93" />
            <source>A bonus</source>
            <translation>Ein Bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="93" />
            <source>A bonus! Filling a row, a column or a marked field gives what is printed beside it. The lit fields show where this bonus may go: click one.</source>
            <translation>Ein Bonus! Wer eine Reihe, eine Spalte oder ein markiertes Feld füllt, bekommt, was daneben abgebildet ist. Die leuchtenden Felder zeigen, wohin dieser Bonus darf: Klicke eines an.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="97" />
            <source>Rerolls and +1 actions</source>
            <translation>Nachwürfel- und Zusatzwürfel-Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="97" />
            <source>The first round is played. At the top of your sheet are two tracks. A reroll rolls the dice of the rolling area again; a +1 takes one more die at the end of a turn. Bonuses fill these tracks: use them wisely.</source>
            <translation>Die erste Runde ist gespielt. Oben auf deinem Spielblatt stehen zwei Leisten. Eine Nachwürfel-Aktion wirft die Würfel der Wurffläche neu; eine Zusatzwürfel-Aktion (+1) nimmt am Ende eines Zuges einen weiteren Würfel. Boni füllen diese Leisten: Setze sie klug ein.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="101" />
            <source>On your own</source>
            <translation>Jetzt du allein</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/guide.py" line="101" />
            <source>That is all you need to play: %1 rounds, then the areas are added up. The Rules button explains every detail, and the guided game can be played again from there. Good luck!</source>
            <translation>Mehr brauchst du zum Spielen nicht: %1 Runden, dann werden die Bereiche zusammengezählt. Die Schaltfläche Regeln erklärt jede Einzelheit, und dort kannst du die geführte Partie noch einmal spielen. Viel Glück!</translation>
        </message>
    </context>
    <context>
        <name>GuideOverlay</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="106" />
            <source>Guided game · step %1 of %2</source>
            <translation>Geführte Partie · Schritt %1 von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="139" />
            <source>Play on</source>
            <translation>Weiterspielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="139" />
            <source>Next</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="140" />
            <source>I have read this</source>
            <translation>Gelesen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="147" />
            <source>Skip the guide</source>
            <translation>Anleitung überspringen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="148" />
            <source>Play on without the guide; it can be played again from Rules</source>
            <translation>Ohne Anleitung weiterspielen; unter Regeln kannst du sie noch einmal spielen</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HandOverScreen.qml" line="27" />
            <source>Pass the device to %1.</source>
            <translation>Gib das Gerät an %1 weiter.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HandOverScreen.qml" line="46" />
            <source>I am %1: show my sheet</source>
            <translation>Ich bin %1: mein Spielblatt zeigen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HandOverScreen.qml" line="47" />
            <source>Continue (Enter)</source>
            <translation>Weiter (Enter)</translation>
        </message>
    </context>
    <context>
        <name>HintPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="32" />
            <source>Thinking about a hint…</source>
            <translation>Ich überlege mir einen Tipp …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="33" />
            <source>Hint: what a strong player would do</source>
            <translation>Tipp: was ein starker Spieler tun würde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="51" />
            <source>Close the hint</source>
            <translation>Tipp schließen</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <location filename="../cleverdesk/ui/hint_desk.py" line="47" />
            <source>Use a reroll</source>
            <translation>Nachwürfel-Aktion nutzen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/hint_desk.py" line="48" />
            <source>Leave this roll unused</source>
            <translation>Diesen Wurf verfallen lassen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/hint_desk.py" line="49" />
            <source>Take no die</source>
            <translation>Keinen Würfel nehmen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/hint_desk.py" line="50" />
            <source>Done: use no more actions now</source>
            <translation>Fertig: jetzt keine Aktion mehr nutzen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/hint_desk.py" line="51" />
            <source>Let the bonus go</source>
            <translation>Den Bonus verfallen lassen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/hint_desk.py" line="173" />
            <source>%1 expected</source>
            <translation>%1 erwartet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/hint_desk.py" line="175" />
            <source>%1 expected, as good as the best</source>
            <translation>%1 erwartet, so gut wie der beste</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/hint_desk.py" line="178" />
            <source>%1 expected, %2 vs best</source>
            <translation>%1 erwartet, %2 gegenüber dem besten</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <location filename="../cleverdesk/ui/history_keeper.py" line="35" />
            <source>the disk is full</source>
            <translation>die Festplatte ist voll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_keeper.py" line="37" />
            <source>the history cannot be written (the data folder is read-only)</source>
            <translation>der Verlauf lässt sich nicht schreiben (der Datenordner ist schreibgeschützt)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_keeper.py" line="40" />
            <source>the history is in use by another program</source>
            <translation>der Verlauf wird von einem anderen Programm benutzt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_keeper.py" line="42" />
            <source>the history is damaged</source>
            <translation>der Verlauf ist beschädigt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_keeper.py" line="76" />
            <source>This game could not be added to your history: %1. It could not be kept on disk either, so it is kept while cleverdesk runs and added as soon as the history can be written. Free some space and leave cleverdesk open until then.</source>
            <translation>Dieses Spiel konnte deinem Punkteverlauf nicht hinzugefügt werden: %1. Es ließ sich auch nicht auf der Festplatte ablegen; cleverdesk behält es, solange es läuft, und fügt es hinzu, sobald der Verlauf geschrieben werden kann. Schaffe etwas Platz und lass cleverdesk bis dahin offen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_keeper.py" line="83" />
            <source>This game could not be added to your history: %1. It is kept in %2 and will be added when the history can be written again; nothing is lost.</source>
            <translation>Dieses Spiel konnte deinem Punkteverlauf nicht hinzugefügt werden: %1. Es liegt in %2 und wird hinzugefügt, sobald der Verlauf wieder geschrieben werden kann; nichts geht verloren.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="97" />
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="97" />
            <source>Campaign</source>
            <translation>Kampagne</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="98" />
            <source>Multiplayer</source>
            <translation>Mehrere Personen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="112" />
            <source>Daily game %1</source>
            <translation>Tagesspiel %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="117" />
            <source>Stage %1</source>
            <translation>Etappe %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="353" />
            <source>under a minute</source>
            <translation>unter einer Minute</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="355" />
            <source>%1 min</source>
            <translation>%1 Min.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="356" />
            <source>%1 h %2 min</source>
            <translation>%1 Std. %2 Min.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="368" />
            <source>practice undo: not in the records</source>
            <translation>Übungs-Rückgängig: zählt nicht für die Bestleistungen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="370" />
            <source>hints were used</source>
            <translation>Tipps wurden genutzt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="373" />
            <source>seed %1</source>
            <translation>Startwert %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="451" />
            <source>Before the first move</source>
            <translation>Vor dem ersten Zug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="452" />
            <source>Move %1 of %2</source>
            <translation>Zug %1 von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="463" />
            <source>Start</source>
            <translation>Anfang</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="534" />
            <source>The sheets could not be written to %1: %2</source>
            <translation>Die Spielblätter konnten nicht nach %1 geschrieben werden: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="548" />
            <source>Print the sheets to PDF</source>
            <translation>Spielblätter als PDF speichern</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="549" />
            <source>PDF files (*.pdf)</source>
            <translation>PDF-Dateien (*.pdf)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="552" />
            <location filename="../cleverdesk/ui/history_view.py" line="1381" />
            <source>Saved %1.</source>
            <translation>%1 gespeichert.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="609" />
            <location filename="../cleverdesk/ui/history_view.py" line="727" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="610" />
            <source>Round %1 of %2</source>
            <translation>Runde %1 von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="619" />
            <source>Round %1</source>
            <translation>Runde %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="732" />
            <source>Bag: %1</source>
            <translation>Beutel: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="763" />
            <source>bonus square +%1</source>
            <translation>Bonusfeld +%1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="862" />
            <source>Your score history was written by a newer version of cleverdesk, so this version cannot add to it. Your games are not recorded until you update; nothing was changed.</source>
            <translation>Dein Punkteverlauf wurde von einer neueren Version von cleverdesk geschrieben, daher kann diese Version nichts hinzufügen. Deine Spiele werden erst nach einem Update aufgezeichnet; nichts wurde verändert.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="870" />
            <source>Your score history cannot be opened (%1). Your games are kept and added when it can be opened again; you can keep playing.</source>
            <translation>Dein Punkteverlauf lässt sich nicht öffnen (%1). Deine Spiele werden aufbewahrt und hinzugefügt, sobald er sich wieder öffnen lässt; du kannst weiterspielen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="880" />
            <source>Your score history is read-only: the data folder cannot be written. It is shown as it is, but games finished now cannot be added to it.</source>
            <translation>Dein Punkteverlauf ist schreibgeschützt: Der Datenordner lässt sich nicht schreiben. Er wird so angezeigt, wie er ist, aber jetzt beendete Spiele können nicht hinzugefügt werden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="892" />
            <source>Your score history was damaged and could not be read. It was set aside as %1 and a new history was started. You can keep playing; new games are recorded as usual.</source>
            <translation>Dein Punkteverlauf war beschädigt und konnte nicht gelesen werden. Er wurde als %1 beiseitegelegt, und ein neuer Verlauf wurde begonnen. Du kannst weiterspielen; neue Spiele werden wie gewohnt aufgezeichnet.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/history_view.py" line="899" />
            <source>%n game(s) could still be read from it and are in the new history.</source>
            <translation>
                <numerusform>%n Spiel ließ sich noch daraus lesen und steht im neuen Verlauf.</numerusform>
                <numerusform>%n Spiele ließen sich noch daraus lesen und stehen im neuen Verlauf.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="905" />
            <source>Your score history is in use by another program (it is locked). It was left as it is; nothing in it is lost. Games finished meanwhile are kept and added when it is free again; cleverdesk tries again by itself.</source>
            <translation>Dein Punkteverlauf wird von einem anderen Programm benutzt (er ist gesperrt). Er bleibt, wie er ist; nichts darin geht verloren. Spiele, die du inzwischen beendest, werden aufbewahrt und hinzugefügt, sobald er wieder frei ist; cleverdesk versucht es von selbst erneut.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="936" />
            <source>Your score history cannot be read (%1).</source>
            <translation>Dein Punkteverlauf lässt sich nicht lesen (%1).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1142" />
            <source>%1 · practice undo</source>
            <translation>%1 · Übungs-Rückgängig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1144" />
            <source>%1 · with hints</source>
            <translation>%1 · mit Tipps</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1179" />
            <source>Write dates as YYYY-MM-DD, e.g. 2026-11-30.</source>
            <translation>Schreibe Daten als JJJJ-MM-TT, z. B. 2026-11-30.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1183" />
            <source>The first day comes after the last day.</source>
            <translation>Der erste Tag liegt nach dem letzten Tag.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1218" />
            <source>All games</source>
            <translation>Alle Spiele</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1223" />
            <source>All modes</source>
            <translation>Alle Modi</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1228" />
            <source>All time</source>
            <translation>Gesamte Zeit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1229" />
            <source>Last 7 days</source>
            <translation>Letzte 7 Tage</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1230" />
            <source>Last 30 days</source>
            <translation>Letzte 30 Tage</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1231" />
            <source>Last year</source>
            <translation>Letztes Jahr</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1232" />
            <source>From … to …</source>
            <translation>Von … bis …</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/history_view.py" line="1254" />
            <source>%n game(s) could not be read and are not shown.</source>
            <translation>
                <numerusform>%n Spiel konnte nicht gelesen werden und wird nicht angezeigt.</numerusform>
                <numerusform>%n Spiele konnten nicht gelesen werden und werden nicht angezeigt.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1330" />
            <source>under %1</source>
            <translation>unter %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1332" />
            <source>%1+</source>
            <translation>%1+</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1363" />
            <source>The history could not be written to %1: %2</source>
            <translation>Der Verlauf konnte nicht nach %1 geschrieben werden: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1376" />
            <source>Export the history as CSV</source>
            <translation>Verlauf als CSV exportieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1378" />
            <source>CSV files (*.csv)</source>
            <translation>CSV-Dateien (*.csv)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history_view.py" line="1397" />
            <source>This game cannot be shown: %1</source>
            <translation>Dieses Spiel kann nicht angezeigt werden: %1</translation>
        </message>
    </context>
    <context>
        <name>HistoryNotice</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryNotice.qml" line="31" />
            <source>Score history</source>
            <translation>Punkteverlauf</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryNotice.qml" line="51" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
    </context>
    <context>
        <name>HistoryScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="44" />
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="77" />
            <source>Export CSV…</source>
            <translation>CSV exportieren …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="78" />
            <source>Save the games shown as a CSV file for a spreadsheet (E)</source>
            <translation>Die angezeigten Spiele als CSV-Datei für eine Tabellenkalkulation speichern (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="116" />
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="133" />
            <source>YYYY-MM-DD</source>
            <translation>JJJJ-MM-TT</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="124" />
            <source>to</source>
            <translation>bis</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="186" />
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n Spiel</numerusform>
                <numerusform>%n Spiele</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="197" />
            <source>No finished games here yet. Every game you finish is recorded, with its scores, so that you can see how you improve.</source>
            <translation>Hier gibt es noch keine beendeten Spiele. Jedes Spiel, das du beendest, wird mit seinen Punkten aufgezeichnet, damit du siehst, wie du besser wirst.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="305" />
            <source>Open this game: its board and a replay</source>
            <translation>Dieses Spiel öffnen: sein Spielbrett und eine Wiederholung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="306" />
            <source>Open this game: its final sheet and a replay</source>
            <translation>Dieses Spiel öffnen: sein letztes Spielblatt und eine Wiederholung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="343" />
            <source>Working out your figures …</source>
            <translation>Deine Zahlen werden berechnet …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="369" />
            <source>games</source>
            <translation>Spiele</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="370" />
            <source>personal best</source>
            <translation>Bestleistung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="371" />
            <source>average</source>
            <translation>Durchschnitt</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="408" />
            <source>%1: %n game(s), best %2, average %3</source>
            <translation>
                <numerusform>%1: %n Spiel, Bestleistung %2, Durchschnitt %3</numerusform>
                <numerusform>%1: %n Spiele, Bestleistung %2, Durchschnitt %3</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="424" />
            <source>Your totals over time</source>
            <translation>Deine Summen im Lauf der Zeit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="433" />
            <source>- - average   ◯ best   ··· rating bands</source>
            <translation>- - Durchschnitt   ◯ Bestleistung   ··· Wertungsstufen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="434" />
            <source>- - average   ◯ best</source>
            <translation>- - Durchschnitt   ◯ Bestleistung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="464" />
            <source>Average per round</source>
            <translation>Durchschnitt pro Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="464" />
            <source>Average per area</source>
            <translation>Durchschnitt pro Bereich</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="490" />
            <source>Solo ratings</source>
            <translation>Solo-Wertungen</translation>
        </message>
    </context>
    <context>
        <name>HomeScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="65" />
            <source>cleverdesk</source>
            <translation>cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="91" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="92" />
            <source>Choose a game, the players and start (N)</source>
            <translation>Wähle ein Spiel und die Mitspielenden und leg los (N)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="101" />
            <source>Continue</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="102" />
            <source>Resume the last unfinished game (C): %1</source>
            <translation>Das letzte unbeendete Spiel fortsetzen (C): %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="128" />
            <source>Campaign</source>
            <translation>Kampagne</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="129" />
            <source>Solo stages with targets and stars, and the daily game (A)</source>
            <translation>Solo-Etappen mit Zielen und Sternen, dazu das Tagesspiel (A)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="138" />
            <source>History</source>
            <translation>Verlauf</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="139" />
            <source>Your finished games, best scores and how you improve (H)</source>
            <translation>Deine beendeten Spiele, Bestleistungen und Fortschritte (H)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="153" />
            <source>Saved games</source>
            <translation>Spielstände</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="154" />
            <source>Open, import, export or delete saved games (S)</source>
            <translation>Gespeicherte Spiele öffnen, importieren, exportieren oder löschen (S)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="163" />
            <source>Print sheets</source>
            <translation>Drucken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="164" />
            <source>Print blank score sheets or a saved game, or export them as PDF (P)</source>
            <translation>Leere Spielblätter oder ein gespeichertes Spiel drucken oder als PDF exportieren (P)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="173" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="174" />
            <source>How to play, and the keyboard keys</source>
            <translation>So wird gespielt, und die Tasten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="182" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="183" />
            <source>Language, computer speed and hand-over screens</source>
            <translation>Sprache, Computertempo und Übergabebildschirme</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="193" />
            <source>The Clever dice games by Wolfgang Warsch, to play offline.</source>
            <translation>Die Clever-Würfelspiele von Wolfgang Warsch, offline zu spielen.</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenuButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LanguageMenuButton.qml" line="15" />
            <source>Language: German, Dutch or English (the game goes on)</source>
            <translation>Sprache: Deutsch, Niederländisch oder Englisch (das Spiel geht weiter)</translation>
        </message>
    </context>
    <context>
        <name>Main</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/Main.qml" line="17" />
            <source>cleverdesk</source>
            <translation>cleverdesk</translation>
        </message>
    </context>
    <context>
        <name>NewGameScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="80" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="115" />
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="151" />
            <source>coming</source>
            <translation>bald</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="168" />
            <source>Play %1</source>
            <translation>%1 spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="169" />
            <source>%1 is coming: its sheet is not drawn yet.</source>
            <translation>%1 kommt bald: sein Spielblatt ist noch nicht gezeichnet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="191" />
            <source>Players</source>
            <translation>Mitspielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="210" />
            <source>Solo (app mode)</source>
            <translation>Solo (App-Modus)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="210" />
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="211" />
            <source>You against 1–3 computer players: an app mode, not an official rule</source>
            <translation>Du gegen 1–3 Computergegner: ein App-Modus, keine offizielle Regel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="212" />
            <source>One player, with the official solo rules</source>
            <translation>Eine Person, mit den offiziellen Solo-Regeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="213" />
            <source>%1 players at this computer</source>
            <translation>%1 Personen an diesem Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="235" />
            <source>House rule: 5 or 6 players (4 rounds, not official)</source>
            <translation>Hausregel: 5 oder 6 Personen (4 Runden, nicht offiziell)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="251" />
            <source>Solo: six rounds; after each of your turns you pick from the three lowest dice of a passive roll.</source>
            <translation>Solo: sechs Runden; nach jedem deiner Züge wählst du aus den drei niedrigsten Würfeln eines passiven Wurfs.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="252" />
            <source>%1 players: everybody is active once per round and picks from the silver platter otherwise.</source>
            <translation>%1 Personen: Alle sind einmal pro Runde aktiv und wählen sonst vom Silbertablett.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="285" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="286" />
            <source>Player %1</source>
            <translation>Person %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="294" />
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="295" />
            <source>A person plays this seat</source>
            <translation>Eine Person spielt an diesem Platz</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="302" />
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="303" />
            <source>The computer plays this seat</source>
            <translation>Der Computer spielt an diesem Platz</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="317" />
            <source>%1 ≈ %2</source>
            <translation>%1 ≈ %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="329" />
            <source>Seed</source>
            <translation>Startwert</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="343" />
            <source>random</source>
            <translation>zufällig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="348" />
            <source>Empty means a random game. The same seed and the same choices give the same dice.</source>
            <translation>Leer heißt: ein zufälliges Spiel. Derselbe Startwert und dieselben Entscheidungen ergeben dieselben Würfel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="388" />
            <source>Start game</source>
            <translation>Spiel starten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="389" />
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
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="246" />
            <source>(computer)</source>
            <translation>(Computer)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="276" />
            <source>Foxes %1</source>
            <translation>Füchse %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="285" />
            <source>“%1”</source>
            <comment>a rating label in quotation marks</comment>
            <translation>„%1“</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="303" />
            <source>At this move: %n point(s)</source>
            <translation>
                <numerusform>Bei diesem Zug: %n Punkt</numerusform>
                <numerusform>Bei diesem Zug: %n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="309" />
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="358" />
            <source>Print to PDF…</source>
            <translation>Als PDF drucken …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="359" />
            <source>Save the final sheets of this game as a PDF file to print or share (P)</source>
            <translation>Die letzten Spielblätter dieses Spiels als PDF-Datei zum Drucken oder Weitergeben speichern (P)</translation>
        </message>
    </context>
    <context>
        <name>PastSetCubedView</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="49" />
            <source>Points per round</source>
            <translation>Punkte pro Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="63" />
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="99" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="130" />
            <source>Framed in blue: the dice this move placed or swapped. Green: the SETs it made.</source>
            <translation>Blau umrahmt: die Würfel, die dieser Zug gelegt oder getauscht hat. Grün: die SETs, die er gebildet hat.</translation>
        </message>
    </context>
    <context>
        <name>PrintDesk</name>
        <message>
            <location filename="../cleverdesk/ui/print_desk.py" line="40" />
            <source>SET Cubed has no score sheet to print: its game is the board on the table.</source>
            <translation>SET Cubed hat kein Spielblatt zum Drucken: Sein Spiel ist das Spielbrett auf dem Tisch.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/print_desk.py" line="105" />
            <source>There is no game on the table.</source>
            <translation>Es liegt kein Spiel auf dem Tisch.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/print_desk.py" line="114" />
            <source>The saved game could not be opened.</source>
            <translation>Das gespeicherte Spiel konnte nicht geöffnet werden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/print_desk.py" line="128" />
            <source>Choose between 1 and %1 sheets.</source>
            <translation>Wähle zwischen 1 und %1 Spielblättern.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/print_desk.py" line="131" />
            <source>There is no printable sheet for this game yet.</source>
            <translation>Für dieses Spiel gibt es noch kein druckbares Spielblatt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/print_desk.py" line="159" />
            <source>The PDF could not be written: %1</source>
            <translation>Das PDF konnte nicht geschrieben werden: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/print_desk.py" line="163" />
            <source>The PDF could not be written to %1.</source>
            <translation>Das PDF konnte nicht nach %1 geschrieben werden.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/print_desk.py" line="168" />
            <source>%n sheet(s) written to %1 (pages: %2).</source>
            <translation>
                <numerusform>%n Spielblatt nach %1 geschrieben (Seiten: %2).</numerusform>
                <numerusform>%n Spielblätter nach %1 geschrieben (Seiten: %2).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/print_desk.py" line="186" />
            <source>Export PDF</source>
            <translation>PDF exportieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/print_desk.py" line="187" />
            <source>PDF documents (*.pdf)</source>
            <translation>PDF-Dokumente (*.pdf)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/print_desk.py" line="208" />
            <source>Print — %1</source>
            <translation>Drucken – %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/print_desk.py" line="225" />
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
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="49" />
            <source>Print score sheets</source>
            <translation>Spielblätter drucken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="70" />
            <source>What to print</source>
            <translation>Was gedruckt wird</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="79" />
            <source>The game on the table (%1): every player's sheet as it is now</source>
            <translation>Das Spiel auf dem Tisch (%1): das Spielblatt jeder Person im jetzigen Stand</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="80" />
            <source>The game on the table (no game is running)</source>
            <translation>Das Spiel auf dem Tisch (es läuft kein Spiel)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="91" />
            <source>A saved game:</source>
            <translation>Ein gespeichertes Spiel:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="108" />
            <source>no saved games</source>
            <translation>keine gespeicherten Spiele</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="122" />
            <source>Blank sheets of</source>
            <translation>Leere Spielblätter von</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="138" />
            <source>sheets:</source>
            <translation>Blätter:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="156" />
            <source>Blank sheets share a page where they stay readable; a filled sheet gets a page of its own.</source>
            <translation>Leere Spielblätter teilen sich eine Seite, solange sie lesbar bleiben; ein ausgefülltes Spielblatt bekommt eine eigene Seite.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="164" />
            <source>Paper</source>
            <translation>Papier</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="173" />
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="180" />
            <source>US Letter</source>
            <translation>US Letter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="187" />
            <source>Ink saver</source>
            <translation>Tinte sparen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="192" />
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
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="222" />
            <source>Print…</source>
            <translation>Drucken …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="223" />
            <source>Preview the pages and print them (P)</source>
            <translation>Vorschau der Seiten ansehen und drucken (P)</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="68" />
            <source>%1 – blank sheets</source>
            <translation>%1 – leere Spielblätter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="73" />
            <source>%1 – %2</source>
            <translation>%1 – %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="119" />
            <source>round %1 of %2 (game not finished)</source>
            <translation>Runde %1 von %2 (Spiel nicht beendet)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="268" />
            <source>The folder %1 does not exist.</source>
            <translation>Der Ordner %1 existiert nicht.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/rating_table.py" line="91" />
            <source>%1 – solo rating table</source>
            <translation>%1 – Wertungstabelle (solo)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/rating_table.py" line="99" />
            <source>Points · rating</source>
            <translation>Punkte · Bewertung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="86" />
            <location filename="../cleverdesk/printing/pages.py" line="99" />
            <source>There is no printable sheet for %1 yet.</source>
            <translation>Für %1 gibt es noch kein druckbares Spielblatt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="89" />
            <source>Print at least one copy.</source>
            <translation>Drucke mindestens ein Exemplar.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="151" />
            <source>Unknown page size %1 (known: %2).</source>
            <translation>Unbekanntes Papierformat %1 (bekannt: %2).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="174" />
            <source>There is nothing to print.</source>
            <translation>Es gibt nichts zu drucken.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="179" />
            <source>The printer or the file could not be opened for printing.</source>
            <translation>Der Drucker oder die Datei ließ sich nicht zum Drucken öffnen.</translation>
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
        <name>RulesScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="25" />
            <source>Rules: %1</source>
            <translation>Regeln: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="74" />
            <source>Play the guided game</source>
            <translation>Geführte Partie spielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="75" />
            <source>A first game in which the desk points at every element and says what to do next</source>
            <translation>Eine erste Partie, in der cleverdesk auf jedes Element zeigt und sagt, was als Nächstes zu tun ist</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="113" />
            <source>&lt;h2&gt;The turn&lt;/h2&gt;&lt;p&gt;As in That's Pretty Clever!: the active player rolls all six dice up to three times, picks one die per roll and enters it; every die showing &lt;b&gt;less&lt;/b&gt; goes to the &lt;b&gt;silver platter&lt;/b&gt;; the others then take one platter die each (solo: the three lowest of a passive roll). A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Der Zug&lt;/h2&gt;&lt;p&gt;Wie in Ganz schön clever: Die aktive Person würfelt bis zu dreimal mit allen sechs Würfeln, wählt pro Wurf einen Würfel und trägt ihn ein; jeder Würfel mit einer &lt;b&gt;niedrigeren&lt;/b&gt; Zahl kommt auf das &lt;b&gt;Silbertablett&lt;/b&gt;; danach nehmen sich die anderen je einen Würfel vom Silbertablett (solo: die drei niedrigsten eines passiven Wurfs). Einen Wurf darfst du immer &lt;b&gt;verfallen&lt;/b&gt; lassen (F), auch wenn ein Würfel passen würde.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="118" />
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="156" />
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="188" />
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="230" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Passt kein Würfel vom Silbertablett auf das Spielblatt einer passiven Person, darf sie stattdessen einen Würfel von den &lt;b&gt;Würfelfeldern&lt;/b&gt; der aktiven Person nehmen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="120" />
            <source>&lt;h2&gt;The areas&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Silver&lt;/b&gt;: cross the die's number in any row. Each row scores by its own crosses (scale above); full columns pay bonuses. When your &lt;b&gt;active pick goes into silver&lt;/b&gt;, every die it sends to the platter may follow into silver too: a coloured die in the row of its colour, white or silver in any row. Each of these marks is optional: click a lit cell or press Skip.&lt;br&gt;</source>
            <translation>&lt;h2&gt;Die Bereiche&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Silber&lt;/b&gt;: Kreuze die Zahl des Würfels in einer beliebigen Zeile an. Jede Zeile zählt nach ihren eigenen Kreuzen (Tabelle darüber); volle Spalten bringen Boni. Geht deine &lt;b&gt;aktive Wahl in den silbernen Bereich&lt;/b&gt;, darf jeder Würfel, den sie auf das Silbertablett schickt, ebenfalls in Silber folgen: ein farbiger Würfel in die Zeile seiner Farbe, Weiß oder Silber in eine beliebige Zeile. Jedes dieser Kreuze ist freiwillig: Klicke ein hervorgehobenes Feld an oder drücke Überspringen.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="125" />
            <source>&lt;b&gt;Yellow&lt;/b&gt;: a die first &lt;b&gt;circles&lt;/b&gt; a cell showing its number, a later one &lt;b&gt;crosses&lt;/b&gt; a circled cell. Only crosses score (scale above); rows and columns pay their bonus once all their cells are circled.&lt;br&gt;</source>
            <translation>&lt;b&gt;Gelb&lt;/b&gt;: Ein Würfel &lt;b&gt;kreist&lt;/b&gt; zuerst ein Feld mit seiner Zahl &lt;b&gt;ein&lt;/b&gt;, ein späterer &lt;b&gt;kreuzt&lt;/b&gt; ein eingekreistes Feld &lt;b&gt;an&lt;/b&gt;. Nur Kreuze zählen (Tabelle darüber); Zeilen und Spalten bringen ihren Bonus, sobald alle ihre Felder eingekreist sind.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="128" />
            <source>&lt;b&gt;Blue&lt;/b&gt;: blue + white, written left to right, never higher than the number before.&lt;br&gt;</source>
            <translation>&lt;b&gt;Blau&lt;/b&gt;: Blau + Weiß, von links nach rechts eingetragen, nie höher als die Zahl davor.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="130" />
            <source>&lt;b&gt;Green&lt;/b&gt;: the die times the cell's factor; each pair scores first minus second (may be negative).&lt;br&gt;</source>
            <translation>&lt;b&gt;Grün&lt;/b&gt;: der Würfel mal dem Faktor des Feldes; jedes Paar zählt erste minus zweite Zahl (auch negativ).&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="132" />
            <source>&lt;b&gt;Pink&lt;/b&gt;: any number, left to right; a cell pays its bonus only if the number reaches its ≥.&lt;br&gt;</source>
            <translation>&lt;b&gt;Rosa&lt;/b&gt;: jede Zahl, von links nach rechts; ein Feld bringt seinen Bonus nur, wenn die Zahl den Mindestwert (≥) erreicht.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="134" />
            <source>The &lt;b&gt;white die&lt;/b&gt; is wild.&lt;/p&gt;</source>
            <translation>Der &lt;b&gt;weiße Würfel&lt;/b&gt; ist Farb-Joker.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="135" />
            <source>&lt;h2&gt;Bonuses and actions&lt;/h2&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; in a colour: silver ? crosses any silver cell, yellow ? circles or crosses any yellow cell, blue, green and pink ? write a number of your choice (a panel asks which). Round 4 gives a black ? of any colour. &lt;b&gt;Reroll&lt;/b&gt;, &lt;b&gt;+1&lt;/b&gt; as before; a &lt;b&gt;return&lt;/b&gt; action brings one platter die back into the rolling area before your next roll: click the die. The sixth circle of each action track pays the bonus printed at its end.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Boni und Aktionen&lt;/h2&gt;&lt;p&gt;Ein &lt;b&gt;?-Bonus&lt;/b&gt; in einer Farbe: Der silberne ?-Bonus kreuzt ein beliebiges silbernes Feld an, der gelbe kreist ein beliebiges gelbes Feld ein oder kreuzt es an, der blaue, grüne und rosa ?-Bonus tragen eine Zahl deiner Wahl ein (eine Auswahl fragt, welche). Runde 4 bringt einen schwarzen ?-Bonus in einer beliebigen Farbe. &lt;b&gt;Nachwürfel-Aktion&lt;/b&gt; und &lt;b&gt;+1&lt;/b&gt; wie gehabt; eine &lt;b&gt;Rückhol-Aktion&lt;/b&gt; holt vor deinem nächsten Wurf einen Würfel vom Silbertablett zurück auf die Wurffläche: Klicke den Würfel an. Der sechste Kreis jeder Aktionsleiste bringt den Bonus an ihrem Ende.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="141" />
            <source>&lt;h2&gt;Scoring&lt;/h2&gt;&lt;p&gt;Each fox is worth your lowest area score (nothing if that is 0 or less). Solo, the rating table goes from “Half as clever.” to “Twice as clever!” above 320 points.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Wertung&lt;/h2&gt;&lt;p&gt;Jeder Fuchs zählt so viel wie dein Farbbereich mit der niedrigsten Punktzahl (nichts, wenn diese 0 oder weniger ist). Im Solospiel reicht die Wertungstabelle von „Halb so clever“ bis „Doppelt so clever“ über 320 Punkte.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="144" />
            <source>&lt;h2&gt;Playing at the desk&lt;/h2&gt;&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y B G P S name white, yellow, blue, green, pink, silver). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it. &lt;b&gt;S&lt;/b&gt; skips a silver chain mark, &lt;b&gt;D&lt;/b&gt; rolls on after returning dice or ends the +1 window.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Spielen mit cleverdesk&lt;/h2&gt;&lt;p&gt;Würfeltasten: die Zahl &lt;b&gt;1–6&lt;/b&gt; unter jedem Würfel, den du nehmen darfst (die Buchstaben W Ge B Gn R S stehen für Weiß, Gelb, Blau, Grün, Rosa, Silber). Solange eine Auswahl offen ist, wählen &lt;b&gt;1–9&lt;/b&gt;, und &lt;b&gt;Esc&lt;/b&gt; schließt sie. &lt;b&gt;S&lt;/b&gt; überspringt ein Kreuz der Silberkette, &lt;b&gt;D&lt;/b&gt; würfelt nach dem Zurückholen weiter oder beendet das +1-Fenster.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="152" />
            <source>&lt;h2&gt;The turn&lt;/h2&gt;&lt;p&gt;As in the other Clever games: up to three rolls, one die per roll, every lower die to the &lt;b&gt;silver platter&lt;/b&gt;, the others (solo: a passive roll) take one platter die. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F). The die of roll 1 lies on dice field I, roll 2 on II, roll 3 on III.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Der Zug&lt;/h2&gt;&lt;p&gt;Wie in den anderen Clever-Spielen: bis zu drei Würfe, ein Würfel pro Wurf, jeder niedrigere Würfel auf das &lt;b&gt;Silbertablett&lt;/b&gt;, die anderen (solo: ein passiver Wurf) nehmen einen Würfel vom Silbertablett. Einen Wurf darfst du immer &lt;b&gt;verfallen&lt;/b&gt; lassen (F). Der Würfel aus Wurf 1 liegt auf Würfelfeld I, aus Wurf 2 auf II, aus Wurf 3 auf III.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="158" />
            <source>&lt;h2&gt;The areas&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Yellow&lt;/b&gt;: cross the die's number in the row of its &lt;b&gt;dice field&lt;/b&gt; (roll 2: row II). Passive picks may only use the &lt;b&gt;grey&lt;/b&gt; cells. A pair of crosses one above the other pays the bonus between them.&lt;br&gt;</source>
            <translation>&lt;h2&gt;Die Bereiche&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Gelb&lt;/b&gt;: Kreuze die Zahl des Würfels in der Reihe seines &lt;b&gt;Würfelfeldes&lt;/b&gt; an (Wurf 2: Reihe II). Passiv gewählte Würfel dürfen nur die &lt;b&gt;grauen Felder&lt;/b&gt; nutzen. Zwei Kreuze übereinander bringen den Bonus zwischen ihnen.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="161" />
            <source>&lt;b&gt;Turquoise&lt;/b&gt;: cross a cell in the column of the number, any row. Every other die of the same number on your dice fields (passive: on the platter) allows one more cross in that column, each optional: the sheet shows them with +, a panel lets you skip them.&lt;br&gt;</source>
            <translation>&lt;b&gt;Türkis&lt;/b&gt;: Kreuze ein Feld in der Spalte der Zahl an, in einer beliebigen Reihe. Jeder weitere Würfel mit derselben Zahl auf deinen Würfelfeldern (passiv: auf dem Silbertablett) erlaubt ein weiteres Kreuz in dieser Spalte, jedes freiwillig: Das Spielblatt zeigt sie mit +, eine Auswahl lässt dich sie überspringen.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="165" />
            <source>&lt;b&gt;Blue&lt;/b&gt;: blue + white, written outward from the printed 7: exactly 1 less on the left, exactly 1 more on the right, a 7 starts a side again. 2, 3, 4, 10, 11 and 12 score 4 extra.&lt;br&gt;</source>
            <translation>&lt;b&gt;Blau&lt;/b&gt;: Blau + Weiß, von der gedruckten 7 nach außen eingetragen: links jeweils genau um 1 kleiner, rechts jeweils genau um 1 größer, eine 7 beginnt eine Seite neu. 2, 3, 4, 10, 11 und 12 zählen 4 Punkte extra.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="168" />
            <source>&lt;b&gt;Brown&lt;/b&gt;: cross the number anywhere right of your last cross; skipped cells are lost.&lt;br&gt;</source>
            <translation>&lt;b&gt;Braun&lt;/b&gt;: Kreuze die Zahl irgendwo rechts von deinem letzten Kreuz an; übersprungene Felder verfallen.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="170" />
            <source>&lt;b&gt;Pink&lt;/b&gt;: left to right; each time choose &lt;b&gt;½&lt;/b&gt; (write half, rounded up, and take the bonus) or &lt;b&gt;×&lt;/b&gt; (write the number times the star, the bonus is lost).&lt;/p&gt;</source>
            <translation>&lt;b&gt;Rosa&lt;/b&gt;: von links nach rechts; wähle jedes Mal &lt;b&gt;½&lt;/b&gt; (die Hälfte eintragen, aufgerundet, und den Bonus nehmen) oder &lt;b&gt;×&lt;/b&gt; (die Zahl mal dem Stern eintragen, der Bonus verfällt).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="173" />
            <source>&lt;h2&gt;Actions&lt;/h2&gt;&lt;p&gt;The &lt;b&gt;number joker&lt;/b&gt; enters a die as another number: 3, 4, 5, 6 or any (?). The desk asks before it spends one. Re-roll and +1 as in the other games.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Aktionen&lt;/h2&gt;&lt;p&gt;Der &lt;b&gt;Zahlen-Joker&lt;/b&gt; trägt einen Würfel als andere Zahl ein: 3, 4, 5, 6 oder beliebig (?). cleverdesk fragt nach, bevor es einen verbraucht. Nachwürfel-Aktion und +1 wie in den anderen Spielen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="176" />
            <source>&lt;h2&gt;Scoring&lt;/h2&gt;&lt;p&gt;Each fox is worth your lowest area score. Solo, 450 points and more: “You are Clever Cubed!”.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Wertung&lt;/h2&gt;&lt;p&gt;Jeder Fuchs zählt so viel wie dein Farbbereich mit der niedrigsten Punktzahl. Im Solospiel heißt es ab 450 Punkten: „Du bist Clever hoch Drei!“&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="178" />
            <source>&lt;h2&gt;Playing at the desk&lt;/h2&gt;&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y T B Br P name white, yellow, turquoise, blue, brown, pink). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it; &lt;b&gt;S&lt;/b&gt; skips an optional cross.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Spielen mit cleverdesk&lt;/h2&gt;&lt;p&gt;Würfeltasten: die Zahl &lt;b&gt;1–6&lt;/b&gt; unter jedem Würfel, den du nehmen darfst (die Buchstaben W Ge T B Br R stehen für Weiß, Gelb, Türkis, Blau, Braun, Rosa). Solange eine Auswahl offen ist, wählen &lt;b&gt;1–9&lt;/b&gt;, und &lt;b&gt;Esc&lt;/b&gt; schließt sie; &lt;b&gt;S&lt;/b&gt; überspringt ein freiwilliges Kreuz.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="185" />
            <source>&lt;h2&gt;The turn&lt;/h2&gt;&lt;p&gt;As in the other Clever games: up to three rolls, one die per roll, every lower die to the &lt;b&gt;silver platter&lt;/b&gt;, the others (solo: a passive roll) take one platter die. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F).&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Der Zug&lt;/h2&gt;&lt;p&gt;Wie in den anderen Clever-Spielen: bis zu drei Würfe, ein Würfel pro Wurf, jeder niedrigere Würfel auf das &lt;b&gt;Silbertablett&lt;/b&gt;, die anderen (solo: ein passiver Wurf) nehmen einen Würfel vom Silbertablett. Einen Wurf darfst du immer &lt;b&gt;verfallen&lt;/b&gt; lassen (F).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="190" />
            <source>&lt;h2&gt;The areas&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Yellow&lt;/b&gt;: write the number in the next cell of a row of your choice: the top row only rising (&amp;lt;), the middle row counts minus, the bottom row plus; full columns score.&lt;br&gt;</source>
            <translation>&lt;h2&gt;Die Bereiche&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Gelb&lt;/b&gt;: Trage die Zahl in das nächste Feld einer Reihe deiner Wahl ein: die obere Reihe nur aufsteigend (&amp;lt;), die mittlere zählt minus, die untere plus; volle Spalten bringen Punkte.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="193" />
            <source>&lt;b&gt;Blue&lt;/b&gt;: the blue die gives the &lt;b&gt;row&lt;/b&gt;, the white die the &lt;b&gt;column&lt;/b&gt;; cross that cell. A row's bonus and the diagonal's come with their second cross; columns with two crosses score, and two crosses on the dashed anti-diagonal score 6.&lt;br&gt;</source>
            <translation>&lt;b&gt;Blau&lt;/b&gt;: Der blaue Würfel gibt die &lt;b&gt;Reihe&lt;/b&gt;, der weiße die &lt;b&gt;Spalte&lt;/b&gt;; kreuze dieses Feld an. Der Bonus einer Reihe und der Diagonale kommt mit ihrem zweiten Kreuz; Spalten mit zwei Kreuzen bringen Punkte, zwei Kreuze auf der gestrichelten Gegendiagonale bringen 6 Punkte.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="197" />
            <source>&lt;b&gt;Grey&lt;/b&gt;: cross a whole &lt;b&gt;sub-area&lt;/b&gt; (cells of one shade that touch) of at most the die's number of cells: first one of the two red-framed ones, then one touching your crosses. All its cells light up; click any of them. Full columns score; a complete shade gives a fox.&lt;br&gt;</source>
            <translation>&lt;b&gt;Grau&lt;/b&gt;: Kreuze eine ganze &lt;b&gt;Teilfläche&lt;/b&gt; an (sich berührende Felder einer Schattierung) mit höchstens so vielen Feldern wie die Augenzahl: zuerst eine der beiden rot umrandeten, danach eine, die deine Kreuze berührt. Alle ihre Felder leuchten auf; klicke eines davon an. Volle Spalten bringen Punkte; eine vollständige Schattierung bringt einen Fuchs.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="201" />
            <source>&lt;b&gt;Green&lt;/b&gt;: each field has an upper and a lower &lt;b&gt;triangle&lt;/b&gt;; two rows filled left to right, you choose which. A lower triangle pays its bonus; a full field scores (upper + lower) × its multiplier.&lt;br&gt;</source>
            <translation>&lt;b&gt;Grün&lt;/b&gt;: Jedes Feld hat ein &lt;b&gt;oberes und ein unteres Dreieck&lt;/b&gt;; zwei Reihen, von links nach rechts gefüllt, du wählst welche. Ein unteres Dreieck bringt seinen Bonus; ein volles Feld zählt (oben + unten) × seinen Multiplikator.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="204" />
            <source>&lt;b&gt;Pink&lt;/b&gt;: left to right; a 3 writes a second 3, a 5 or 6 pays the bonus. Pink scores the points printed above its last filled field, plus 2 for each 2, 4 for each 4 and 3 for each 6.&lt;/p&gt;</source>
            <translation>&lt;b&gt;Rosa&lt;/b&gt;: von links nach rechts; eine 3 trägt eine zweite 3 ein, eine 5 oder 6 bringt den Bonus. Rosa zählt die Punkte über dem letzten gefüllten Feld, dazu 2 für jede 2, 4 für jede 4 und 3 für jede 6.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="207" />
            <source>&lt;h2&gt;Actions&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Polish silver&lt;/b&gt;: a die you take from the platter (passive pick or +1), and the partner of a blue entry lying on the platter, may be entered 1 higher or lower per polish action. The desk shows the steps and their cost before anything is spent.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, roll all dice of the rolling area again. &lt;b&gt;+1&lt;/b&gt;: at the end of your own turn, active or passive, enter any one of the six dice again, wherever it lies; each die at most once per turn.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Aktionen&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Silber polieren&lt;/b&gt;: Ein Würfel, den du vom Silbertablett nimmst (passive Wahl oder +1), und der Partner eines blauen Eintrags, der auf dem Silbertablett liegt, dürfen pro Polier-Aktion um 1 höher oder niedriger eingetragen werden. cleverdesk zeigt die Schritte und ihre Kosten, bevor etwas verbraucht wird.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nachwürfel-Aktion&lt;/b&gt; (nur die aktive Person): Nach einem Wurf würfelst du alle Würfel der Wurffläche noch einmal. &lt;b&gt;Zusatzwürfel-Aktion (+1)&lt;/b&gt;: Am Ende deines eigenen Zuges, aktiv oder passiv, trägst du einen beliebigen der sechs Würfel noch einmal ein, wo immer er liegt; jeden Würfel höchstens einmal pro Zug.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="214" />
            <source>&lt;h2&gt;Scoring&lt;/h2&gt;&lt;p&gt;Each fox is worth your lowest area score (nothing if that is 0 or less). Solo, 450 points and more is “Clever 4ever!”.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Wertung&lt;/h2&gt;&lt;p&gt;Jeder Fuchs zählt so viel wie dein Farbbereich mit der niedrigsten Punktzahl (nichts, wenn diese 0 oder weniger ist). Im Solospiel heißt es ab 450 Punkten: „Clever 4ever!“&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="216" />
            <source>&lt;h2&gt;Playing at the desk&lt;/h2&gt;&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y B Gy G P name white, yellow, blue, grey, green, pink). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Spielen mit cleverdesk&lt;/h2&gt;&lt;p&gt;Würfeltasten: die Zahl &lt;b&gt;1–6&lt;/b&gt; unter jedem Würfel, den du nehmen darfst (die Buchstaben W Ge B Gr Gn R stehen für Weiß, Gelb, Blau, Grau, Grün, Rosa). Solange eine Auswahl offen ist, wählen &lt;b&gt;1–9&lt;/b&gt;, und &lt;b&gt;Esc&lt;/b&gt; schließt sie.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="223" />
            <source>&lt;h2&gt;The turn&lt;/h2&gt;&lt;p&gt;The active player rolls all six dice, picks one, and enters it on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;. The rest are rolled again: three rolls at most, so up to three dice land on the &lt;b&gt;dice fields&lt;/b&gt;. Then the others each take one die from the platter (or none). Solo, a passive roll puts the three lowest of six dice on the platter after each of your turns.&lt;/p&gt;&lt;p&gt;If no die of the rolling area fits your sheet, the roll is &lt;b&gt;forfeited&lt;/b&gt;.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Der Zug&lt;/h2&gt;&lt;p&gt;Die aktive Person würfelt mit allen sechs Würfeln, wählt einen aus und trägt ihn auf dem Spielblatt ein. Jeder Würfel mit einer &lt;b&gt;niedrigeren&lt;/b&gt; Zahl als der gewählte kommt auf das &lt;b&gt;Silbertablett&lt;/b&gt;. Mit den übrigen wird erneut gewürfelt: höchstens drei Würfe, also landen bis zu drei Würfel auf den &lt;b&gt;Würfelfeldern&lt;/b&gt;. Danach nehmen sich die anderen je einen Würfel vom Silbertablett (oder keinen). Im Solospiel legt nach jedem deiner Züge ein passiver Wurf die drei niedrigsten von sechs Würfeln auf das Silbertablett.&lt;/p&gt;&lt;p&gt;Passt kein Würfel der Wurffläche auf dein Spielblatt, &lt;b&gt;verfällt&lt;/b&gt; der Wurf.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="232" />
            <source>&lt;h2&gt;The areas&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Yellow&lt;/b&gt;: cross a cell showing the die's number. Complete columns score, complete rows and the diagonal pay bonuses.&lt;br&gt;</source>
            <translation>&lt;h2&gt;Die Bereiche&lt;/h2&gt;&lt;p&gt;&lt;b&gt;Gelb&lt;/b&gt;: Kreuze ein Feld mit der Zahl des Würfels an. Volle Spalten bringen Punkte, volle Reihen und die Diagonale bringen Boni.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="234" />
            <source>&lt;b&gt;Blue&lt;/b&gt;: the blue and the white die are added; cross that sum. More crosses score more (scale above the area).&lt;br&gt;</source>
            <translation>&lt;b&gt;Blau&lt;/b&gt;: Der blaue und der weiße Würfel werden addiert; kreuze diese Summe an. Mehr Kreuze bringen mehr Punkte (Tabelle über dem Bereich).&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="236" />
            <source>&lt;b&gt;Green&lt;/b&gt;: from left to right; the die must reach the number printed in the cell (≥).&lt;br&gt;</source>
            <translation>&lt;b&gt;Grün&lt;/b&gt;: von links nach rechts; der Würfel muss die im Feld gedruckte Zahl erreichen (≥).&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="238" />
            <source>&lt;b&gt;Orange&lt;/b&gt;: from left to right, write the number; ×2 and ×3 cells multiply it.&lt;br&gt;</source>
            <translation>&lt;b&gt;Orange&lt;/b&gt;: von links nach rechts die Zahl eintragen; Felder mit ×2 und ×3 vervielfachen sie.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="240" />
            <source>&lt;b&gt;Purple&lt;/b&gt;: from left to right, each number higher than the one before; after a 6 anything goes.&lt;br&gt;</source>
            <translation>&lt;b&gt;Lila&lt;/b&gt;: von links nach rechts, jede Zahl höher als die vorige; nach einer 6 ist alles erlaubt.&lt;br&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="242" />
            <source>The &lt;b&gt;white die&lt;/b&gt; is wild: it can be used as any colour.&lt;/p&gt;</source>
            <translation>Der &lt;b&gt;weiße Würfel&lt;/b&gt; ist Farb-Joker: Er zählt als jede beliebige Farbe.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="243" />
            <source>&lt;h2&gt;Bonuses and actions&lt;/h2&gt;&lt;p&gt;Filling a marked cell or completing a line pays its bonus at once: an X in another area, a number in orange or purple, a &lt;b&gt;reroll&lt;/b&gt;, a &lt;b&gt;+1&lt;/b&gt; (extra die), or a &lt;b&gt;fox&lt;/b&gt;. Rerolls re-throw the rolling area before you pick. A +1 lets you use any one die again at the end of a turn, active or passive. In round 4 everybody enters a black X or a black 6.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Boni und Aktionen&lt;/h2&gt;&lt;p&gt;Wer ein markiertes Feld füllt oder eine Linie vollendet, bekommt sofort den Bonus: ein X in einem anderen Bereich, eine Zahl in Orange oder Lila, eine &lt;b&gt;Nachwürfel-Aktion&lt;/b&gt;, eine &lt;b&gt;Zusatzwürfel-Aktion (+1)&lt;/b&gt; oder einen &lt;b&gt;Fuchs&lt;/b&gt;. Die Nachwürfel-Aktion würfelt die Wurffläche neu, bevor du wählst. Mit +1 nutzt du am Ende eines Zuges, aktiv oder passiv, einen beliebigen Würfel noch einmal. In Runde 4 tragen alle ein schwarzes X oder eine schwarze 6 ein.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="248" />
            <source>&lt;h2&gt;Scoring&lt;/h2&gt;&lt;p&gt;Each fox is worth your lowest area score. Highest total wins; solo, the rating table tells you how clever you are.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Wertung&lt;/h2&gt;&lt;p&gt;Jeder Fuchs zählt so viel wie dein Farbbereich mit der niedrigsten Punktzahl. Die höchste Summe gewinnt; im Solospiel sagt dir die Wertungstabelle, wie clever du bist.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="250" />
            <source>&lt;h2&gt;Playing at the desk&lt;/h2&gt;&lt;p&gt;Click a die (or press the number &lt;b&gt;1–6&lt;/b&gt; under it), then one of the lit cells. Bonuses that need a choice light their cells and say what they want. &lt;b&gt;Arrows&lt;/b&gt; or &lt;b&gt;Tab&lt;/b&gt; walk over the lit cells, &lt;b&gt;Enter&lt;/b&gt; enters the die there. &lt;b&gt;R&lt;/b&gt; reroll, &lt;b&gt;E&lt;/b&gt; use a +1, &lt;b&gt;D&lt;/b&gt; done with +1, &lt;b&gt;N&lt;/b&gt; take no die, &lt;b&gt;F&lt;/b&gt; forfeit, &lt;b&gt;Esc&lt;/b&gt; cancel a choice. Every die carries a letter (W, Y, B, G, O, P) besides its colour.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Spielen mit cleverdesk&lt;/h2&gt;&lt;p&gt;Klicke einen Würfel an (oder drücke die Zahl &lt;b&gt;1–6&lt;/b&gt; darunter), dann eines der hervorgehobenen Felder. Boni, die eine Wahl brauchen, heben ihre Felder hervor und sagen, was sie verlangen. &lt;b&gt;Pfeiltasten&lt;/b&gt; oder &lt;b&gt;Tab&lt;/b&gt; wandern über die hervorgehobenen Felder, &lt;b&gt;Enter&lt;/b&gt; trägt den Würfel dort ein. &lt;b&gt;R&lt;/b&gt; nachwürfeln, &lt;b&gt;E&lt;/b&gt; +1 nutzen, &lt;b&gt;D&lt;/b&gt; fertig mit +1, &lt;b&gt;N&lt;/b&gt; keinen Würfel nehmen, &lt;b&gt;F&lt;/b&gt; Wurf verfallen lassen, &lt;b&gt;Esc&lt;/b&gt; eine Wahl abbrechen. Jeder Würfel trägt neben seiner Farbe einen Buchstaben (W, Ge, B, Gn, O, L).&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="73" />
            <source>the file does not exist</source>
            <translation>die Datei existiert nicht</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="74" />
            <source>it is not a regular file</source>
            <translation>es ist keine normale Datei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="75" />
            <source>the file cannot be read</source>
            <translation>die Datei kann nicht gelesen werden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="76" />
            <source>it is far larger than any saved game</source>
            <translation>sie ist viel größer als jedes gespeicherte Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="77" />
            <source>it is damaged or cut short (not a readable document)</source>
            <translation>sie ist beschädigt oder abgeschnitten (kein lesbares Dokument)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="78" />
            <source>it is not a cleverdesk saved game</source>
            <translation>es ist kein gespeichertes cleverdesk-Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="79" />
            <source>it was saved by a newer version of cleverdesk</source>
            <translation>es wurde von einer neueren Version von cleverdesk gespeichert</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="80" />
            <source>its format version is unknown</source>
            <translation>seine Formatversion ist unbekannt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="81" />
            <source>its content does not have the shape of a saved game</source>
            <translation>sein Inhalt hat nicht die Form eines gespeicherten Spiels</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="82" />
            <source>its content was changed or damaged after it was saved</source>
            <translation>sein Inhalt wurde nach dem Speichern verändert oder beschädigt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="83" />
            <source>it is a game this version of cleverdesk does not know</source>
            <translation>es ist ein Spiel, das diese Version von cleverdesk nicht kennt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="84" />
            <source>its moves cannot be replayed</source>
            <translation>seine Züge lassen sich nicht nachspielen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="85" />
            <source>its summary does not match its moves</source>
            <translation>seine Zusammenfassung passt nicht zu seinen Zügen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="86" />
            <source>it could not be written (is the disk full or read-only?)</source>
            <translation>es konnte nicht geschrieben werden (ist der Datenträger voll oder schreibgeschützt?)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="94" />
            <source>“%1” could not be saved: %2.</source>
            <translation>„%1“ konnte nicht gespeichert werden: %2.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="96" />
            <source>“%1” could not be opened: %2.</source>
            <translation>„%1“ konnte nicht geöffnet werden: %2.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="99" />
            <source>It was moved to %1; your other saved games are not affected.</source>
            <translation>Es wurde nach %1 verschoben; deine anderen gespeicherten Spiele sind nicht betroffen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="112" />
            <source>Finished · %1</source>
            <translation>Beendet · %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="115" />
            <source>Round %1 · %3</source>
            <translation>Runde %1 · %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="118" />
            <source>Round %1 of %2 · %3</source>
            <translation>Runde %1 von %2 · %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="136" />
            <source>round %1 of %2</source>
            <translation>Runde %1 von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="139" />
            <source>round %1 · %2 moves</source>
            <translation>Runde %1 · %2 Züge</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="144" />
            <source>scores %1</source>
            <translation>Punkte %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="148" />
            <source>%1 with %2 · %3 · %4 · saved %5</source>
            <translation>%1 mit %2 · %3 · %4 · gespeichert: %5</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="355" />
            <source>The game could not be autosaved: %1</source>
            <translation>Das Spiel konnte nicht automatisch gespeichert werden: %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/saves_desk.py" line="69" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n Zug</numerusform>
                <numerusform>%n Züge</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="380" />
            <source>There is no saved game to continue yet.</source>
            <translation>Es gibt noch kein gespeichertes Spiel zum Fortsetzen.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/saves_desk.py" line="383" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="403" />
            <source>This desk cannot show a game of %1.</source>
            <translation>cleverdesk kann kein Spiel von %1 zeigen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="414" />
            <source>The saved game could not be put on the table: %1</source>
            <translation>Das gespeicherte Spiel konnte nicht auf den Tisch gebracht werden: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="427" />
            <source>“%1” was saved by an early version of cleverdesk without a checksum, so it could not be verified that it is unchanged. It was converted to the current format; check that the names and scores are right.</source>
            <translation>„%1“ wurde von einer frühen Version von cleverdesk ohne Prüfsumme gespeichert, daher ließ sich nicht prüfen, ob es unverändert ist. Es wurde ins aktuelle Format umgewandelt; prüfe, ob Namen und Punkte stimmen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="481" />
            <location filename="../cleverdesk/ui/saves_desk.py" line="498" />
            <source>Undo is off for this game (an honest game, or a campaign game).</source>
            <translation>Rückgängig ist in diesem Spiel aus (ein ehrliches Spiel oder ein Kampagnenspiel).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="483" />
            <source>Undo takes back a move only until new dice are seen or the turn passes on (practice undo in the settings lifts this).</source>
            <translation>Rückgängig nimmt einen Zug nur zurück, bis neue Würfel zu sehen sind oder der Zug weitergeht (Übungs-Rückgängig in den Einstellungen hebt das auf).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="486" />
            <source>Take back your last move (Ctrl+Z). Going back past dice already seen makes this a practice game: it does not count in the records.</source>
            <translation>Deinen letzten Zug zurücknehmen (Strg+Z). Wer hinter schon gesehene Würfel zurückgeht, macht daraus ein Übungsspiel: Es zählt nicht für die Bestleistungen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="488" />
            <source>Take back your last move; the dice stay as they fell (Ctrl+Z)</source>
            <translation>Deinen letzten Zug zurücknehmen; die Würfel bleiben, wie sie gefallen sind (Strg+Z)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="499" />
            <source>Play the move you took back again (Ctrl+Shift+Z)</source>
            <translation>Den zurückgenommenen Zug noch einmal spielen (Strg+Umschalt+Z)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="600" />
            <source>“%1” cannot be listed: %2</source>
            <translation>„%1“ lässt sich nicht auflisten: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="624" />
            <source>There is no game to save.</source>
            <translation>Es gibt kein Spiel zum Speichern.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="627" />
            <source>Give the saved game a name.</source>
            <translation>Gib dem gespeicherten Spiel einen Namen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="638" />
            <source>Saved as “%1”.</source>
            <translation>Gespeichert als „%1“.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="654" />
            <source>There is no saved game %1.</source>
            <translation>Es gibt kein gespeichertes Spiel %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="663" />
            <source>The saved game could not be deleted: %1</source>
            <translation>Das gespeicherte Spiel konnte nicht gelöscht werden: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="667" />
            <source>“%1” was deleted.</source>
            <translation>„%1“ wurde gelöscht.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="683" />
            <source>Exported to %1.</source>
            <translation>Nach %1 exportiert.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="696" />
            <source>Imported “%1”.</source>
            <translation>„%1“ importiert.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="707" />
            <source>Export saved game</source>
            <translation>Gespeichertes Spiel exportieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="709" />
            <source>Saved games (*.json)</source>
            <translation>Gespeicherte Spiele (*.json)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="718" />
            <source>Import a saved game</source>
            <translation>Ein gespeichertes Spiel importieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves_desk.py" line="719" />
            <source>Saved games (*.json);;All files (*)</source>
            <translation>Gespeicherte Spiele (*.json);;Alle Dateien (*)</translation>
        </message>
    </context>
    <context>
        <name>SavesScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="57" />
            <source>Saved games</source>
            <translation>Gespeicherte Spiele</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="86" />
            <source>Save the game on the table as</source>
            <translation>Das Spiel auf dem Tisch speichern als</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="100" />
            <source>A name for this game</source>
            <translation>Ein Name für dieses Spiel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="109" />
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="110" />
            <source>Keep this game under its name; the game goes on (Enter in the name field)</source>
            <translation>Dieses Spiel unter seinem Namen aufbewahren; das Spiel geht weiter (Enter im Namensfeld)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="134" />
            <source>Import a file…</source>
            <translation>Datei importieren …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="135" />
            <source>Add a saved game from a file anywhere on this computer</source>
            <translation>Ein gespeichertes Spiel aus einer Datei irgendwo auf diesem Computer hinzufügen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="154" />
            <source>No saved games yet. On the table, “Save” keeps a game under a name; every game is also kept automatically for “Continue”.</source>
            <translation>Noch keine gespeicherten Spiele. Am Tisch bewahrt „Speichern“ ein Spiel unter einem Namen auf; jedes Spiel wird außerdem automatisch für „Fortsetzen“ gespeichert.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="233" />
            <source>Open</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="234" />
            <source>Play this game from where it was saved (Enter)</source>
            <translation>Dieses Spiel dort weiterspielen, wo es gespeichert wurde (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="240" />
            <source>Export…</source>
            <translation>Exportieren …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="241" />
            <source>Write a copy of this saved game to a file of your choice</source>
            <translation>Eine Kopie dieses gespeicherten Spiels in eine Datei deiner Wahl schreiben</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="250" />
            <source>Print…</source>
            <translation>Drucken …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="251" />
            <source>Print this game's sheets or export them as a PDF</source>
            <translation>Die Spielblätter dieses Spiels drucken oder als PDF exportieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="261" />
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="320" />
            <source>Delete</source>
            <translation>Löschen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="262" />
            <source>Delete this saved game (Del)</source>
            <translation>Dieses gespeicherte Spiel löschen (Entf)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="293" />
            <source>Delete “%1”?</source>
            <translation>„%1“ löschen?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="301" />
            <source>The saved game is removed from this computer. This cannot be undone.</source>
            <translation>Das gespeicherte Spiel wird von diesem Computer entfernt. Das lässt sich nicht rückgängig machen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="312" />
            <source>Keep it</source>
            <translation>Behalten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="313" />
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="321" />
            <source>Enter</source>
            <translation>Enter</translation>
        </message>
    </context>
    <context>
        <name>ScreenHeader</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ScreenHeader.qml" line="26" />
            <source>← Back</source>
            <translation>← Zurück</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ScreenHeader.qml" line="27" />
            <source>Back (Esc)</source>
            <translation>Zurück (Esc)</translation>
        </message>
    </context>
    <context>
        <name>SetBoard</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetBoard.qml" line="237" />
            <source>SET³</source>
            <translation>SET³</translation>
        </message>
    </context>
    <context>
        <name>SetCubed</name>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="21" />
            <source>red</source>
            <translation>rot</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="22" />
            <source>green</source>
            <translation>grün</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="23" />
            <source>purple</source>
            <translation>violett</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="30" />
            <source>oval</source>
            <translation>Oval</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="30" />
            <source>ovals</source>
            <translation>Ovale</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="31" />
            <source>squiggle</source>
            <translation>Welle</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="31" />
            <source>squiggles</source>
            <translation>Wellen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="32" />
            <source>diamond</source>
            <translation>Raute</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="32" />
            <source>diamonds</source>
            <translation>Rauten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="38" />
            <source>one</source>
            <translation>ein</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="39" />
            <source>two</source>
            <translation>zwei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="40" />
            <source>three</source>
            <translation>drei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="47" />
            <source>WILD</source>
            <translation>WILD</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="51" />
            <source>%1 %2 %3</source>
            <translation>%1 %3, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="57" />
            <source>WILD as %1</source>
            <translation>WILD als %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="62" />
            <source>row %1, column %2</source>
            <translation>Reihe %1, Spalte %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="70" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="71" />
            <location filename="../cleverdesk/ui/setcubed_words.py" line="72" />
            <source>That is not possible now.</source>
            <translation>Das geht jetzt nicht.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="73" />
            <source>Place 1 to 3 dice, or pass.</source>
            <translation>Lege 1 bis 3 Würfel oder setze aus.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="74" />
            <source>At most 3 dice per turn.</source>
            <translation>Höchstens 3 Würfel pro Zug.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="75" />
            <source>That die is not in your hand.</source>
            <translation>Dieser Würfel ist nicht in deinem Vorrat.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="76" />
            <source>That die is already placed.</source>
            <translation>Dieser Würfel liegt schon.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="77" />
            <source>That cell is not on the board.</source>
            <translation>Dieses Feld liegt nicht auf dem Spielbrett.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="78" />
            <source>That cell is taken.</source>
            <translation>Dieses Feld ist besetzt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="79" />
            <source>Say which symbol the WILD shows.</source>
            <translation>Lege fest, welches Symbol der WILD zeigt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="80" />
            <source>Only a WILD is declared.</source>
            <translation>Nur ein WILD wird festgelegt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="81" />
            <source>That is not a symbol.</source>
            <translation>Das ist kein Symbol.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="82" />
            <source>The opening puts three dice on the three logo cells.</source>
            <translation>Die Eröffnung legt drei Würfel auf die drei Logo-Felder.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="84" />
            <source>The three opening dice do not form a SET.</source>
            <translation>Die drei Eröffnungswürfel bilden kein SET.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="85" />
            <source>Every die you place must complete a SET in a row or column.</source>
            <translation>Jeder Würfel, den du legst, muss in einer Reihe oder Spalte ein SET vollenden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="87" />
            <source>The new SETs must build on dice already on the board.</source>
            <translation>Die neuen SETs müssen an Würfel anschließen, die schon auf dem Spielbrett liegen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="89" />
            <source>No WILD lies there.</source>
            <translation>Dort liegt kein WILD.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="90" />
            <source>The die must show exactly the WILD's symbol.</source>
            <translation>Der Würfel muss genau das Symbol des WILD zeigen.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed_words.py" line="98" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed_words.py" line="102" />
            <source>%n new SET(s)</source>
            <translation>
                <numerusform>%n neues SET</numerusform>
                <numerusform>%n neue SETs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed_words.py" line="106" />
            <source>%n die(s)</source>
            <translation>
                <numerusform>%n Würfel</numerusform>
                <numerusform>%n Würfel</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="123" />
            <source>%1 draws %2 from the bag</source>
            <translation>%1 nimmt %2 aus dem Beutel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="133" />
            <source>Round %1</source>
            <translation>Runde %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed_words.py" line="140" />
            <source>No hand held a SET: the opening was rolled %n time(s)</source>
            <translation>
                <numerusform>Niemand hatte ein SET im Vorrat: für die Eröffnung wurde einmal gewürfelt</numerusform>
                <numerusform>Niemand hatte ein SET im Vorrat: für die Eröffnung wurde %n-mal gewürfelt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="144" />
            <source>%1 opens (drawn among %2 players with a SET)</source>
            <translation>%1 eröffnet (ausgelost unter %2 Personen mit einem SET)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="147" />
            <source>%1 has a SET in hand and opens</source>
            <translation>%1 hat ein SET im Vorrat und eröffnet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="156" />
            <source>%1 placed %2: %3 → %4</source>
            <translation>%1 legte %2: %3 → %4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="160" />
            <source> (bonus squares +%1)</source>
            <translation> (Bonusfelder +%1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="167" />
            <source>%1 passes</source>
            <translation>%1 setzt aus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="170" />
            <source>No possible move: %1's turn is skipped</source>
            <translation>Kein Zug möglich: %1 wird übersprungen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="173" />
            <source>Nobody can play: everybody re-rolls all dice in hand</source>
            <translation>Niemand kann spielen: Alle würfeln erneut mit allen Würfeln im Vorrat</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="176" />
            <source>%1 swaps %2 for the WILD at %3 and rolls the WILD die</source>
            <translation>%1 tauscht %2 gegen den WILD auf %3 und würfelt den WILD-Würfel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="181" />
            <source>The WILD die shows %1</source>
            <translation>Der WILD-Würfel zeigt %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="184" />
            <source>%1's hand is empty: this is the last round</source>
            <translation>Der Vorrat von %1 ist leer: Dies ist die letzte Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="190" />
            <source>EXTRA ROLL: %1 re-rolls %2</source>
            <translation>EXTRA ROLL: %1 würfelt %2 erneut</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="193" />
            <source>EXTRA ROLL: %1 keeps all dice</source>
            <translation>EXTRA ROLL: %1 behält alle Würfel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_words.py" line="196" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
    </context>
    <context>
        <name>SetCubedGame</name>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="178" />
            <source>SET Cubed is for 2 to 4 players: choose Solo (against the computer) or 2–4 seats.</source>
            <translation>SET Cubed ist für 2 bis 4 Personen: Wähle Solo (gegen den Computer) oder 2–4 Plätze.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="187" />
            <source>Unknown computer player %1</source>
            <translation>Unbekannter Computergegner %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="190" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="190" />
            <source>Player %1</source>
            <translation>Person %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="198" />
            <source>The seed must be a whole number.</source>
            <translation>Der Startwert muss eine ganze Zahl sein.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="513" />
            <source>Time is up: no EXTRA ROLL for %1.</source>
            <translation>Die Zeit ist um: kein EXTRA ROLL für %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="594" />
            <source>The computer player failed: %1</source>
            <translation>Der Computergegner ist gescheitert: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="711" />
            <source>bonus square %1 (paid)</source>
            <translation>Bonusfeld %1 (ausgezahlt)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="712" />
            <source>bonus square +%1</source>
            <translation>Bonusfeld +%1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="714" />
            <source>logo</source>
            <translation>Logo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="740" />
            <source>%1 (key %2)</source>
            <translation>%1 (Taste %2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="793" />
            <source>Board layout and dice faces are approximations; the printed game may differ.</source>
            <translation>Spielbrett und Würfelseiten sind angenähert; das gedruckte Spiel kann abweichen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="837" />
            <source>Round %1</source>
            <translation>Runde %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="839" />
            <source>last round</source>
            <translation>letzte Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="846" />
            <source>Bag: %1</source>
            <translation>Beutel: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="875" />
            <source>%1's hand</source>
            <translation>Vorrat von %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="886" />
            <source>Opening</source>
            <translation>Eröffnung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="887" />
            <source>WILD replacement</source>
            <translation>WILD-Ersatz</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="888" />
            <source>Place dice</source>
            <translation>Würfel legen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="889" />
            <source>EXTRA ROLL</source>
            <translation>EXTRA ROLL</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="890" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="899" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="902" />
            <source>%1 is thinking…</source>
            <translation>%1 denkt nach …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="904" />
            <source>Pass the device to %1.</source>
            <translation>Gib das Gerät an %1 weiter.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="906" />
            <source>%1, you open: place three dice that form a SET on the three logo cells, then End turn.</source>
            <translation>%1, du eröffnest: Lege drei Würfel, die ein SET bilden, auf die drei Logo-Felder, dann Zug beenden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="909" />
            <source>%1, a die in your hand shows the symbol of a WILD on the board. Click the lit WILD to swap it (the WILD die comes back to your hand and is rolled), or keep the WILDs.</source>
            <translation>%1, ein Würfel in deinem Vorrat zeigt das Symbol eines WILD auf dem Spielbrett. Klicke den hervorgehobenen WILD an, um zu tauschen (der WILD-Würfel kommt zurück in deinen Vorrat und wird gewürfelt), oder behalte die WILDs.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="913" />
            <source>EXTRA ROLL, %1: click the dice you want to re-roll, then Roll. Keep all dice if you like them.</source>
            <translation>EXTRA ROLL, %1: Klicke die Würfel an, die du erneut würfeln willst, dann Würfeln. Behalte alle Würfel, wenn sie dir gefallen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="916" />
            <source>Say which symbol your WILD shows.</source>
            <translation>Lege fest, welches Symbol dein WILD zeigt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="918" />
            <source>%1, place up to 3 dice: click a die of your hand, then a cell (or drag it). Every die must complete a SET in a row or column.</source>
            <translation>%1, lege bis zu 3 Würfel: Klicke einen Würfel deines Vorrats an, dann ein Feld (oder ziehe ihn dorthin). Jeder Würfel muss in einer Reihe oder Spalte ein SET vollenden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="921" />
            <source>Add more dice (up to 3), click a placed die to take it back, or End turn.</source>
            <translation>Lege weitere Würfel (bis zu 3), klicke einen gelegten Würfel an, um ihn zurückzunehmen, oder beende deinen Zug.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="948" />
            <source>bonus +%1</source>
            <translation>Bonus +%1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="952" />
            <source>Legal: %1</source>
            <translation>Erlaubt: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="953" />
            <source>Not yet legal: %1</source>
            <translation>Noch nicht erlaubt: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="954" />
            <source>So far: %1</source>
            <translation>Bisher: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="1035" />
            <source>Next: %1.</source>
            <translation>Als Nächstes: %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="1064" />
            <source>%1 wins!</source>
            <translation>%1 gewinnt!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="1065" />
            <source>A tie: %1 share the win.</source>
            <translation>Gleichstand: %1 teilen sich den Sieg.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="1065" />
            <source> and </source>
            <translation> und </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="1074" />
            <source>A hand ran empty and the round was played out.</source>
            <translation>Ein Vorrat wurde leer, und die Runde wurde zu Ende gespielt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed_game.py" line="1075" />
            <source>Nobody could place a die any more: the game is scored as it stands.</source>
            <translation>Niemand konnte mehr einen Würfel legen: Das Spiel wird gewertet, wie es steht.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedOptions</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedOptions.qml" line="21" />
            <source>Solo: you against the computer players (an app mode, not an official rule: the official game has no solo mode).</source>
            <translation>Solo: du gegen die Computergegner (ein App-Modus, keine offizielle Regel: Das offizielle Spiel hat keinen Solomodus).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedOptions.qml" line="22" />
            <source>SET Cubed is for 2–4 players; any seat can be a computer player.</source>
            <translation>SET Cubed ist für 2–4 Personen; jeder Platz kann ein Computergegner sein.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedOptions.qml" line="29" />
            <source>EXTRA ROLL timer: 30 seconds per player</source>
            <translation>EXTRA-ROLL-Zeitlimit: 30 Sekunden pro Person</translation>
        </message>
    </context>
    <context>
        <name>SetCubedResults</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="56" />
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="68" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="102" />
            <source>Look at the board</source>
            <translation>Spielbrett ansehen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="103" />
            <source>Close this (Esc)</source>
            <translation>Schließen (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="109" />
            <source>Home</source>
            <translation>Start</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="116" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
    </context>
    <context>
        <name>SetCubedRulesScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="23" />
            <source>Rules: SET Cubed</source>
            <translation>Regeln: SET Cubed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="66" />
            <source>The printed board and the faces of the 42 dice are not publicly documented, so this app uses its own %1 × %2 board and dice set. Both are data files that can be replaced.</source>
            <translation>Das gedruckte Spielbrett und die Seiten der 42 Würfel sind nicht öffentlich dokumentiert, daher nutzt diese App ein eigenes Spielbrett von %1 × %2 Feldern und einen eigenen Würfelsatz. Beide sind Datendateien, die sich ersetzen lassen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="77" />
            <source>&lt;h2&gt;A SET&lt;/h2&gt;&lt;p&gt;Three dice form a &lt;b&gt;SET&lt;/b&gt; when colour, shape and count are each &lt;b&gt;all the same or all different&lt;/b&gt; on the three dice. Three identical dice are a SET too.&lt;/p&gt;&lt;h2&gt;The game&lt;/h2&gt;&lt;p&gt;2–4 players each have a hand of 5 dice. Everybody rolls; a player with a SET in hand places it on the &lt;b&gt;logo&lt;/b&gt; (3 points) and is the first player. Then, turn by turn, each player places &lt;b&gt;up to 3 dice&lt;/b&gt; so that every placed die completes a SET of three in a row or a column (never diagonally). The turn must build on dice already on the board. Every new SET scores 1 point per die; a &lt;b&gt;bonus square&lt;/b&gt; pays its value (+2, +3, +5) once, to the first die placed on it.&lt;/p&gt;&lt;p&gt;Who cannot place is skipped; anybody may pass. If nobody can play, everybody re-rolls all dice in hand. After each round the hands are refilled from the bag to 5, and every player may re-roll any dice once: the &lt;b&gt;EXTRA ROLL&lt;/b&gt; (an optional timer can be switched on when starting a game). When a hand runs empty, the round is played out and the game ends. The most points win; tied players share the win.&lt;/p&gt;&lt;h2&gt;WILD&lt;/h2&gt;&lt;p&gt;A die showing &lt;b&gt;WILD&lt;/b&gt; is placed as any symbol you declare; the symbol is fixed afterwards. In the turn it is placed, the WILD itself scores 0 (its bonus square still pays); later it counts like any die. At the start of your turn you may swap a WILD on the board for a die from your hand showing exactly its symbol; the WILD die comes back and is rolled at once.&lt;/p&gt;&lt;h2&gt;Against the computer&lt;/h2&gt;&lt;p&gt;The official game has no solo mode. &lt;b&gt;Solo&lt;/b&gt; in this app means you against 1–3 computer players: an app mode, not an official rule. Computer players see what you see (all hands are open) and play by the same rules.&lt;/p&gt;&lt;h2&gt;Playing at the desk&lt;/h2&gt;&lt;p&gt;Click a die of your hand (or press &lt;b&gt;1–5&lt;/b&gt;), then a cell of the board, or drag the die there. Pink rings show cells where the chosen die completes a SET at once. Click a die of this turn to take it back. The panel shows at every step whether the turn is legal and what it scores; &lt;b&gt;End turn&lt;/b&gt; (&lt;b&gt;E&lt;/b&gt;) places it. &lt;b&gt;P&lt;/b&gt; pass, &lt;b&gt;K&lt;/b&gt; keep (WILDs or all dice), &lt;b&gt;Backspace&lt;/b&gt; take back all, &lt;b&gt;arrows&lt;/b&gt; and &lt;b&gt;Enter&lt;/b&gt; place with the keyboard, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;−&lt;/b&gt;/&lt;b&gt;0&lt;/b&gt; zoom, &lt;b&gt;Esc&lt;/b&gt; cancel. The colour of a symbol is also told by its fill: red solid, green striped, purple open.&lt;/p&gt;&lt;p&gt;A game is saved after every move (Continue on the home screen); turns can be undone (Ctrl+Z) and the game saved under a name. Finished games with a human player go into the score history.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Ein SET&lt;/h2&gt;&lt;p&gt;Drei Würfel bilden ein &lt;b&gt;SET&lt;/b&gt;, wenn Farbe, Form und Menge auf den drei Würfeln jeweils &lt;b&gt;alle gleich oder alle verschieden&lt;/b&gt; sind. Drei gleiche Würfel sind auch ein SET.&lt;/p&gt;&lt;h2&gt;Das Spiel&lt;/h2&gt;&lt;p&gt;2–4 Personen haben je einen Vorrat von 5 Würfeln. Alle würfeln; wer ein SET im Vorrat hat, legt es auf das &lt;b&gt;Logo&lt;/b&gt; (3 Punkte) und ist erster Spieler. Danach legt Zug um Zug jede Person &lt;b&gt;bis zu 3 Würfel&lt;/b&gt;, sodass jeder gelegte Würfel in einer Reihe oder Spalte (nie diagonal) ein SET aus drei Würfeln vollendet. Der Zug muss an Würfel anschließen, die schon auf dem Spielbrett liegen. Jedes neue SET zählt 1 Punkt pro Würfel; ein &lt;b&gt;Bonusfeld&lt;/b&gt; zahlt seinen Wert (+2, +3, +5) einmal, an den ersten Würfel, der darauf gelegt wird.&lt;/p&gt;&lt;p&gt;Wer nicht legen kann, wird übersprungen; alle dürfen aussetzen. Kann niemand spielen, würfeln alle erneut mit allen Würfeln im Vorrat. Nach jeder Runde werden die Vorräte aus dem Beutel auf 5 Würfel aufgefüllt, und alle dürfen beliebige Würfel einmal neu würfeln: der &lt;b&gt;EXTRA ROLL&lt;/b&gt; (beim Start eines Spiels lässt sich ein Zeitlimit einschalten). Wird ein Vorrat leer, wird die Runde zu Ende gespielt, und das Spiel endet. Die meisten Punkte gewinnen; bei Gleichstand teilen sich die Beteiligten den Sieg.&lt;/p&gt;&lt;h2&gt;WILD&lt;/h2&gt;&lt;p&gt;Ein Würfel mit &lt;b&gt;WILD&lt;/b&gt; wird als beliebiges Symbol gelegt, das du festlegst; danach steht das Symbol fest. In dem Zug, in dem er gelegt wird, zählt der WILD selbst 0 (sein Bonusfeld zahlt trotzdem); später zählt er wie jeder Würfel. Zu Beginn deines Zuges darfst du einen WILD auf dem Spielbrett gegen einen Würfel aus deinem Vorrat tauschen, der genau sein Symbol zeigt; der WILD-Würfel kommt zurück und wird sofort gewürfelt.&lt;/p&gt;&lt;h2&gt;Gegen den Computer&lt;/h2&gt;&lt;p&gt;Das offizielle Spiel hat keinen Solomodus. &lt;b&gt;Solo&lt;/b&gt; heißt in dieser App: du gegen 1–3 Computergegner, ein App-Modus, keine offizielle Regel. Computergegner sehen, was du siehst (alle Vorräte sind offen), und spielen nach denselben Regeln.&lt;/p&gt;&lt;h2&gt;Spielen mit cleverdesk&lt;/h2&gt;&lt;p&gt;Klicke einen Würfel deines Vorrats an (oder drücke &lt;b&gt;1–5&lt;/b&gt;), dann ein Feld des Spielbretts, oder ziehe den Würfel dorthin. Rosa Ringe zeigen Felder, auf denen der gewählte Würfel sofort ein SET vollendet. Klicke einen Würfel dieses Zuges an, um ihn zurückzunehmen. Die Anzeige sagt bei jedem Schritt, ob der Zug erlaubt ist und was er zählt; &lt;b&gt;Zug beenden&lt;/b&gt; (&lt;b&gt;E&lt;/b&gt;) legt ihn. &lt;b&gt;P&lt;/b&gt; aussetzen, &lt;b&gt;K&lt;/b&gt; behalten (WILDs oder alle Würfel), &lt;b&gt;Rücktaste&lt;/b&gt; alles zurücknehmen, &lt;b&gt;Pfeiltasten&lt;/b&gt; und &lt;b&gt;Enter&lt;/b&gt; legen mit der Tastatur, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;−&lt;/b&gt;/&lt;b&gt;0&lt;/b&gt; zoomen, &lt;b&gt;Esc&lt;/b&gt; abbrechen. Die Füllung eines Symbols verrät auch seine Farbe: rot voll, grün gestreift, violett leer.&lt;/p&gt;&lt;p&gt;Ein Spiel wird nach jedem Zug gespeichert („Fortsetzen“ auf dem Startbildschirm); Züge lassen sich zurücknehmen (Strg+Z), und das Spiel lässt sich unter einem Namen speichern. Beendete Spiele, an denen ein Mensch teilnimmt, kommen in den Punkteverlauf.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>SetCubedTable</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="133" />
            <source>SET Cubed</source>
            <translation>SET Cubed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="168" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="184" />
            <source>Seed %1</source>
            <translation>Startwert %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="196" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="197" />
            <source>The rules of SET Cubed and the keyboard keys</source>
            <translation>Die Regeln von SET Cubed und die Tasten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="204" />
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="934" />
            <source>Leave</source>
            <translation>Verlassen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="205" />
            <source>Back to the home screen</source>
            <translation>Zurück zum Startbildschirm</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="282" />
            <source>%1 s left</source>
            <translation>noch %1 s</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="296" />
            <source>End turn (+%1)</source>
            <translation>Zug beenden (+%1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="297" />
            <source>End turn</source>
            <translation>Zug beenden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="298" />
            <source>Place these dice and score them (E)</source>
            <translation>Diese Würfel legen und werten (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="306" />
            <source>Take back</source>
            <translation>Zurücknehmen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="307" />
            <source>Take all dice of this turn back into the hand (Backspace)</source>
            <translation>Alle Würfel dieses Zuges zurück in den Vorrat nehmen (Rücktaste)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="314" />
            <source>Pass</source>
            <translation>Aussetzen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="315" />
            <source>Place nothing this turn (P)</source>
            <translation>In diesem Zug nichts legen (P)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="323" />
            <source>Keep the WILDs</source>
            <translation>WILDs behalten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="324" />
            <source>No swap: go on to placing dice (K)</source>
            <translation>Kein Tausch: weiter zum Legen der Würfel (K)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="333" />
            <source>Re-roll (choose dice)</source>
            <translation>Neu würfeln (Würfel wählen)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="334" />
            <source>Re-roll %n die(s)</source>
            <translation>
                <numerusform>%n Würfel neu würfeln</numerusform>
                <numerusform>%n Würfel neu würfeln</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="335" />
            <source>Roll the chosen dice again (E)</source>
            <translation>Die gewählten Würfel erneut würfeln (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="342" />
            <source>Keep all dice</source>
            <translation>Alle Würfel behalten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="343" />
            <source>No EXTRA ROLL this round (K)</source>
            <translation>Kein EXTRA ROLL in dieser Runde (K)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="350" />
            <source>Keys: 1–5 dice · arrows board · Enter place/take back · E end turn · P pass · K keep · +/− zoom · Esc cancel</source>
            <translation>Tasten: 1–5 Würfel · Pfeile Spielbrett · Enter legen/zurücknehmen · E Zug beenden · P aussetzen · K behalten · +/− zoomen · Esc abbrechen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="395" />
            <source>★ first player: opened the game and starts every round</source>
            <translation>★ erster Spieler: hat das Spiel eröffnet und beginnt jede Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="418" />
            <source>computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="418" />
            <source>human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="466" />
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="478" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="516" />
            <source>Log</source>
            <translation>Protokoll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="579" />
            <source>Zoom out (−)</source>
            <translation>Verkleinern (−)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="585" />
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="597" />
            <source>Zoom in (+, or Ctrl + mouse wheel)</source>
            <translation>Vergrößern (+ oder Strg + Mausrad)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="605" />
            <source>Fit</source>
            <translation>Einpassen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="607" />
            <source>Show the whole board (0)</source>
            <translation>Das ganze Spielbrett zeigen (0)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="629" />
            <source>↶ Undo</source>
            <translation>↶ Rückgängig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="638" />
            <source>↷ Redo</source>
            <translation>↷ Wiederholen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="646" />
            <source>Save…</source>
            <translation>Speichern…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="647" />
            <source>Save this game under a name, or open a saved game; it is also saved after every move (Ctrl+S)</source>
            <translation>Dieses Spiel unter einem Namen speichern oder ein gespeichertes Spiel öffnen; es wird außerdem nach jedem Zug gespeichert (Strg+S)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="692" />
            <source>click dice to re-roll</source>
            <translation>Würfel zum Neuwürfeln anklicken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="693" />
            <source>click or drag a die</source>
            <translation>Würfel anklicken oder ziehen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="801" />
            <source>Colours are also told by the fill: red solid, green striped, purple open.</source>
            <translation>Die Füllung verrät auch die Farbe: rot voll, grün gestreift, violett leer.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="834" />
            <source>Pass the device to %1.</source>
            <translation>Gib das Gerät an %1 weiter.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="853" />
            <source>I am %1: continue</source>
            <translation>Ich bin %1: weiter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="854" />
            <source>Continue (Enter)</source>
            <translation>Weiter (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="884" />
            <source>Final scores</source>
            <translation>Endstand</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="908" />
            <source>Leave this game?</source>
            <translation>Dieses Spiel verlassen?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="916" />
            <source>The game is saved after every move: “Continue” on the home screen takes you back to it.</source>
            <translation>Das Spiel wird nach jedem Zug gespeichert: „Fortsetzen“ auf dem Startbildschirm bringt dich zurück.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="927" />
            <source>Keep playing</source>
            <translation>Weiterspielen</translation>
        </message>
    </context>
    <context>
        <name>SetDie</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetDie.qml" line="103" />
            <source>WILD</source>
            <translation>WILD</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetDie.qml" line="125" />
            <source>W</source>
            <comment>WILD badge</comment>
            <translation>W</translation>
        </message>
    </context>
    <context>
        <name>SetWildDialog</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="84" />
            <source>Which symbol does your WILD show?</source>
            <translation>Als was zählt der WILD?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="92" />
            <source>At %1 (framed in blue). The symbol is fixed once placed. A newly placed WILD scores 0 itself; the other dice of its SETs score as usual.</source>
            <translation>Auf %1 (blau umrandet). Das Symbol steht fest, sobald er liegt. Ein neu gelegter WILD zählt selbst 0; die anderen Würfel seiner SETs zählen wie gewohnt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="99" />
            <source>Completes a SET here:</source>
            <translation>Vollendet hier ein SET:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="100" />
            <source>No symbol completes a SET here with the dice around it yet.</source>
            <translation>Noch vollendet hier kein Symbol ein SET mit den Würfeln ringsum.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="114" />
            <source>Any other symbol (arrows and Enter choose with the keyboard):</source>
            <translation>Jedes andere Symbol (Pfeiltasten und Enter wählen mit der Tastatur):</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="129" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="130" />
            <source>Keep the WILD in your hand (Esc)</source>
            <translation>Den WILD im Vorrat behalten (Esc)</translation>
        </message>
    </context>
    <context>
        <name>SettingsNotice</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsNotice.qml" line="32" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsNotice.qml" line="52" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
    </context>
    <context>
        <name>SettingsScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="39" />
            <source>Settings</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="78" />
            <source>Language</source>
            <translation>Sprache</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="99" />
            <source>Computer players</source>
            <translation>Computergegner</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="107" />
            <source>Pause before each computer decision: none (instant)</source>
            <translation>Pause vor jeder Entscheidung des Computers: keine (sofort)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="108" />
            <source>Pause before each computer decision: %1 s</source>
            <translation>Pause vor jeder Entscheidung des Computers: %1 s</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="123" />
            <source>Several players at one computer</source>
            <translation>Mehrere Personen an einem Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="130" />
            <source>Show a hand-over screen between human players</source>
            <translation>Zwischen menschlichen Mitspielenden einen Übergabebildschirm zeigen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="136" />
            <source>Offer the house rule for 5 or 6 players</source>
            <translation>Die Hausregel für 5 oder 6 Personen anbieten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="142" />
            <source>Saved games</source>
            <translation>Gespeicherte Spiele</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="149" />
            <source>Honest games: no undo in new games</source>
            <translation>Ehrliche Spiele: in neuen Spielen nichts rückgängig machen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="155" />
            <source>Hints: a Hint button (key H) shows what a strong computer player would do (never in campaign games)</source>
            <translation>Tipps: ein Tipp-Knopf (Taste H) zeigt, was ein starker Computerspieler tun würde (nie in Kampagnenspielen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="161" />
            <source>Practice undo: take back moves even after new dice were seen (such games do not count in the records or the campaign)</source>
            <translation>Übungs-Rückgängig: Züge auch nach neuen Würfeln zurücknehmen (solche Spiele zählen nicht für Bestleistungen und Kampagne)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="167" />
            <source>Display</source>
            <translation>Anzeige</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="174" />
            <source>Reduce motion: no sliding dice, no flashing bonus chains</source>
            <translation>Weniger Bewegung: keine gleitenden Würfel, keine blinkenden Kettenzüge</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="180" />
            <source>Roll animation: thrown dice tumble for a moment (never when the computer's pause is 0)</source>
            <translation>Würfelanimation: geworfene Würfel rollen kurz (nie bei einer Computer-Pause von 0)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="189" />
            <source>Settings are saved on this computer as soon as you change them.</source>
            <translation>Einstellungen werden auf diesem Computer gespeichert, sobald du sie änderst.</translation>
        </message>
    </context>
    <context>
        <name>Sheet</name>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="70" />
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="70" />
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="70" />
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="71" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="71" />
            <source>Purple</source>
            <translation>Lila</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="71" />
            <source>Silver</source>
            <translation>Silber</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="72" />
            <source>Pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="72" />
            <source>Turquoise</source>
            <translation>Türkis</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="72" />
            <source>Brown</source>
            <translation>Braun</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="73" />
            <source>Grey</source>
            <translation>Grau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="73" />
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="73" />
            <source>Reroll</source>
            <translation>Nachwürfeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="74" />
            <source>Extra die (+1)</source>
            <translation>Zusatzwürfel (+1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="74" />
            <source>Dice fields</source>
            <translation>Würfelfelder</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="75" />
            <source>Score</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="75" />
            <source>Actions</source>
            <translation>Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="75" />
            <source>Return</source>
            <translation>Rückhol-Aktion</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="76" />
            <source>Polish silver</source>
            <translation>Silber polieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="76" />
            <source>Number joker</source>
            <translation>Zahlen-Joker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="77" />
            <source>rows: blue · columns: white</source>
            <translation>Reihen: blau · Spalten: weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="77" />
            <source>all white</source>
            <translation>weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="78" />
            <source>all light</source>
            <translation>hellgrau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="78" />
            <source>all dark</source>
            <translation>dunkelgrau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="282" />
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="527" />
            <source>½ + bonus or ×n</source>
            <translation>½ + Bonus oder ×n</translation>
        </message>
    </context>
    <context>
        <name>SheetCell</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetCell.qml" line="180" />
            <source>%1: click to enter it here</source>
            <translation>%1: klicken, um ihn hier einzutragen</translation>
        </message>
    </context>
    <context>
        <name>SheetModel</name>
        <message>
            <location filename="../cleverdesk/ui/sheet_model.py" line="172" />
            <source>Round %1: %2</source>
            <translation>Runde %1: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/sheet_model.py" line="179" />
            <source>This round is played with %1 players</source>
            <translation>Diese Runde wird mit %1 Spielern gespielt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/sheet_model.py" line="181" />
            <source>Pair %1: first cell minus second cell</source>
            <translation>Paar %1: erstes Feld minus zweites Feld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/sheet_model.py" line="184" />
            <source>The sum of this row</source>
            <translation>Die Summe dieser Reihe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/sheet_model.py" line="186" />
            <source>Field %1: (upper + lower) × its multiplier</source>
            <translation>Feld %1: (oben + unten) × sein Multiplikator</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/sheet_model.py" line="189" />
            <source>Foxes</source>
            <translation>Füchse</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/sheet_model.py" line="190" />
            <source>Fox value: your lowest area score</source>
            <translation>Fuchswert: deine niedrigste Bereichspunktzahl</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/sheet_model.py" line="191" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/sheet_model.py" line="192" />
            <source>%1 area score</source>
            <translation>Punkte in %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/sheet_model.py" line="195" />
            <source>Points</source>
            <translation>Punkte</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/sheet_model.py" line="198" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/sheet_model.py" line="199" />
            <source>%n cross(es): %1</source>
            <translation>
                <numerusform>%n Kreuz: %1</numerusform>
                <numerusform>%n Kreuze: %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SheetSlot</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="74" />
            <source>%1: used</source>
            <translation>%1: genutzt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="75" />
            <source>%1: click to use it</source>
            <translation>%1: klicken, um sie zu nutzen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="76" />
            <source>%1: available</source>
            <translation>%1: verfügbar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="77" />
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
        <name>TableScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="177" />
            <source>Seed %1</source>
            <translation>Startwert %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="183" />
            <source>A campaign game: the same dice for everybody, and no undo.</source>
            <translation>Ein Kampagnenspiel: dieselben Würfel für alle, nichts lässt sich rückgängig machen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="184" />
            <source>Start a new game with this seed to meet the same dice.</source>
            <translation>Starte ein neues Spiel mit diesem Startwert, um dieselben Würfel zu bekommen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="195" />
            <source>Rules</source>
            <translation>Regeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="196" />
            <source>The rules and the keyboard keys</source>
            <translation>Die Regeln und die Tasten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="204" />
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="795" />
            <source>Leave</source>
            <translation>Verlassen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="205" />
            <source>Back to the home screen</source>
            <translation>Zurück zum Startbildschirm</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="298" />
            <source>Reroll (%1 left)</source>
            <translation>Nachwürfeln (noch %1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="299" />
            <source>Roll all dice of the rolling area again (R)</source>
            <translation>Alle Würfel der Wurffläche neu würfeln (R)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="307" />
            <source>Forfeit this roll</source>
            <translation>Wurf verfallen lassen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="308" />
            <source>No die fits: the roll is lost (F)</source>
            <translation>Kein Würfel passt: Der Wurf verfällt (F)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="309" />
            <source>Leave this roll unused: no die is entered (F)</source>
            <translation>Diesen Wurf ungenutzt lassen: Kein Würfel wird eingetragen (F)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="317" />
            <source>Use +1 (%1 left)</source>
            <translation>+1 nutzen (noch %1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="318" />
            <source>Use an extra die: any die of the silver platter or the dice fields (E)</source>
            <translation>Einen Zusatzwürfel nutzen: einen beliebigen Würfel vom Silbertablett oder von den Würfelfeldern (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="325" />
            <source>Take no die</source>
            <translation>Keinen Würfel nehmen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="326" />
            <source>Pass on the silver platter this turn (N)</source>
            <translation>In diesem Zug nichts vom Silbertablett nehmen (N)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="335" />
            <source>Final scoring</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="358" />
            <source>Keys: 1–9 the numbered dice · arrows/Tab cells · Enter fill in · R reroll · E +1 · D done · N none · F forfeit · Esc cancel · H hint · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
            <translation>Tasten: 1–9 nummerierte Würfel · Pfeile/Tab Felder · Enter eintragen · R nachwürfeln · E +1 · D fertig · N keiner · F verfallen · Esc abbrechen · H Tipp · Strg+Z rückgängig · Strg+Umschalt+Z wiederholen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="388" />
            <source>Log</source>
            <translation>Protokoll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="458" />
            <source>Your sheet</source>
            <translation>Dein Spielblatt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="458" />
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="710" />
            <source>%1's sheet</source>
            <translation>Spielblatt von %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="474" />
            <source>Hide hint</source>
            <translation>Tipp ausblenden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="474" />
            <source>Hint</source>
            <translation>Tipp</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="475" />
            <source>What would a strong player do? The best three moves and the final score each leads to (H)</source>
            <translation>Was würde ein starker Spieler tun? Die drei besten Züge und die Endpunktzahl, zu der jeder führt (H)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="488" />
            <source>↶ Undo</source>
            <translation>↶ Rückgängig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="502" />
            <source>↷ Redo</source>
            <translation>↷ Wiederholen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="516" />
            <source>Save</source>
            <translation>Speichern</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="517" />
            <source>Save this game under a name; it is also saved after every move (Ctrl+S)</source>
            <translation>Dieses Spiel unter einem Namen speichern; es wird außerdem nach jedem Zug gespeichert (Strg+S)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="530" />
            <source>Print</source>
            <translation>Drucken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="531" />
            <source>Print the sheets of this game, or export them as PDF (Ctrl+P)</source>
            <translation>Die Spielblätter dieses Spiels drucken oder als PDF exportieren (Strg+P)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="545" />
            <source>Back to %1's sheet</source>
            <translation>Zurück zum Spielblatt von %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="546" />
            <source>Esc</source>
            <translation>Esc</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="649" />
            <source>computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="649" />
            <source>human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="650" />
            <source>active</source>
            <translation>aktiv</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="674" />
            <source>Look at %1's sheet</source>
            <translation>Spielblatt von %1 ansehen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="770" />
            <source>Leave this game?</source>
            <translation>Dieses Spiel verlassen?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="777" />
            <source>The game is saved after every move: “Continue” on the home screen takes you back to it.</source>
            <translation>Das Spiel wird nach jedem Zug gespeichert: „Fortsetzen“ auf dem Startbildschirm bringt dich zurück.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableScreen.qml" line="788" />
            <source>Keep playing</source>
            <translation>Weiterspielen</translation>
        </message>
    </context>
    <context>
        <name>TurnLabels</name>
        <message>
            <location filename="../cleverdesk/ui/turn_labels.py" line="17" />
            <source>place a bonus</source>
            <translation>einen Bonus eintragen</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="27" />
            <source>That's Pretty Clever!</source>
            <translation>Ganz schön clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="28" />
            <source>Twice as Clever!</source>
            <translation>Doppelt so clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="29" />
            <source>Clever Cubed</source>
            <translation>Clever hoch Drei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="30" />
            <source>Clever 4ever</source>
            <translation>Clever 4ever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="31" />
            <source>SET Cubed</source>
            <translation>SET Cubed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="38" />
            <source>W</source>
            <comment>white die</comment>
            <translation>W</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="39" />
            <source>Y</source>
            <comment>yellow die</comment>
            <translation>Ge</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="40" />
            <source>B</source>
            <comment>blue die</comment>
            <translation>B</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="41" />
            <source>G</source>
            <comment>green die</comment>
            <translation>Gn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="42" />
            <source>O</source>
            <comment>orange die</comment>
            <translation>O</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="43" />
            <source>P</source>
            <comment>purple die</comment>
            <translation>L</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="44" />
            <source>S</source>
            <comment>silver die</comment>
            <translation>S</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="45" />
            <source>P</source>
            <comment>pink die</comment>
            <translation>R</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="46" />
            <source>Gy</source>
            <comment>grey die</comment>
            <translation>Gr</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="47" />
            <source>T</source>
            <comment>turquoise die</comment>
            <translation>T</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="48" />
            <source>Br</source>
            <comment>brown die</comment>
            <translation>Br</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="60" />
            <source>You're so clever!</source>
            <translation>Du bist ganz schön clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="61" />
            <source>Are you Einstein?</source>
            <translation>Bist du Einstein?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="62" />
            <source>What a genius!</source>
            <translation>Was für ein Genie!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="63" />
            <source>Impressive!</source>
            <translation>Beeindruckend!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="64" />
            <source>Hats off to you!</source>
            <translation>Hut ab!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="65" />
            <source>Great result!</source>
            <translation>Starkes Ergebnis!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="66" />
            <source>That was pretty good.</source>
            <translation>Das war schon ganz gut.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="67" />
            <source>Not bad… you could do better.</source>
            <translation>Nicht schlecht … das geht noch besser.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="68" />
            <source>Try harder!</source>
            <translation>Da musst du dich mehr anstrengen!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="74" />
            <source>Twice as clever!</source>
            <translation>Doppelt so clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="75" />
            <source>Points = IQ!</source>
            <translation>Punkte = IQ!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="76" />
            <source>Respect!</source>
            <translation>Respekt!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="77" />
            <source>This can't be luck!</source>
            <translation>Das kann kein Glück sein!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="78" />
            <source>People, look at this!</source>
            <translation>Leute, schaut euch das an!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="79" />
            <source>Pretty, pretty clever!</source>
            <translation>Ganz schön clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="80" />
            <source>You've been training!</source>
            <translation>Da hat jemand trainiert!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="81" />
            <source>You should be happy!</source>
            <translation>Damit kannst du zufrieden sein!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="82" />
            <source>On the right way.</source>
            <translation>Auf dem richtigen Weg.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="83" />
            <source>You can do better.</source>
            <translation>Das geht noch besser.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="84" />
            <source>Half as clever.</source>
            <translation>Halb so clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="90" />
            <source>Clever 4ever!</source>
            <translation>Clever 4ever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="91" />
            <source>Clever once again!</source>
            <translation>Schon wieder clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="92" />
            <source>Hey, Einstein!</source>
            <translation>Hey, Einstein!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="93" />
            <source>Your friends will envy you.</source>
            <translation>Deine Freunde werden dich beneiden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="94" />
            <source>That's pretty clever!</source>
            <translation>Ganz schön clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="95" />
            <source>Prodigy in training</source>
            <translation>Wunderkind in Ausbildung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="96" />
            <source>It's going up</source>
            <translation>Es geht aufwärts</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="97" />
            <source>Don't get so upset!</source>
            <translation>Nur nicht aufregen!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="98" />
            <source>There is still room to improve</source>
            <translation>Da ist noch Luft nach oben</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="99" />
            <source>It was just bad luck</source>
            <translation>War wohl nur Würfelpech</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="100" />
            <source>Let's talk about something else</source>
            <translation>Reden wir über etwas anderes</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="106" />
            <source>You are Clever Cubed!</source>
            <translation>Du bist Clever Hoch Drei!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="107" />
            <source>You are beautiful and clever</source>
            <translation>Du bist schön und clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="108" />
            <source>Hello, Mr. Hawking!</source>
            <translation>Hallo Mr. Hawking!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="109" />
            <source>On the way to the stars</source>
            <translation>Auf dem Weg zu den Sternen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="112" />
            <source>That's pretty clever!</source>
            <comment>clever-hoch-drei rating</comment>
            <translation>Du bist ganz schön Clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="114" />
            <source>A prodigy in training</source>
            <translation>Du bist ein Wunderkind in Ausbildung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="115" />
            <source>Things are looking up!</source>
            <translation>Es geht aufwärts!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="116" />
            <source>Maybe Yahtzee after all?</source>
            <translation>Lieber doch Kniffel?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="117" />
            <source>There is still room for improvement</source>
            <translation>Da ist noch Luft nach oben</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="118" />
            <source>Surely just bad luck with the dice?</source>
            <translation>War sicher nur Würfelpech?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="119" />
            <source>Let's talk about something else!</source>
            <translation>Reden wir über etwas anderes!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign_view.py" line="173" />
            <location filename="../cleverdesk/ui/guide.py" line="183" />
            <location filename="../cleverdesk/ui/tools.py" line="102" />
            <location filename="../cleverdesk/ui/tools.py" line="193" />
            <source>Player %1</source>
            <translation>Person %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="35" />
            <source>White</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="36" />
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="37" />
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="38" />
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="39" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="40" />
            <source>Purple</source>
            <translation>Lila</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="41" />
            <source>Silver</source>
            <translation>Silber</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="42" />
            <source>Pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="43" />
            <source>Turquoise</source>
            <translation>Türkis</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="44" />
            <source>Brown</source>
            <translation>Braun</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="45" />
            <source>Grey</source>
            <translation>Grau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="46" />
            <source>Black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="58" />
            <source>white</source>
            <translation>Weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="59" />
            <source>yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="60" />
            <source>blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="61" />
            <source>green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="62" />
            <source>orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="63" />
            <source>purple</source>
            <translation>Lila</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="64" />
            <source>silver</source>
            <translation>Silber</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="65" />
            <source>pink</source>
            <translation>Rosa</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="66" />
            <source>turquoise</source>
            <translation>Türkis</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="67" />
            <source>brown</source>
            <translation>Braun</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="68" />
            <source>grey</source>
            <translation>Grau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="69" />
            <source>black</source>
            <translation>Schwarz</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="87" />
            <source>Round</source>
            <translation>Runde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="88" />
            <source>Reroll</source>
            <translation>Nachwürfeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="89" />
            <source>Extra die (+1)</source>
            <translation>Zusatzwürfel (+1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="90" />
            <source>Return</source>
            <translation>Rückhol-Aktion</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="91" />
            <source>Polish silver</source>
            <translation>Silber polieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="92" />
            <source>Number joker</source>
            <translation>Zahlen-Joker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="93" />
            <source>rows: blue · columns: white</source>
            <translation>Reihen: blau · Spalten: weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="94" />
            <source>all white</source>
            <translation>weiß</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="95" />
            <source>all light</source>
            <translation>hellgrau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="96" />
            <source>all dark</source>
            <translation>dunkelgrau</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="97" />
            <source>Dice fields</source>
            <translation>Würfelfelder</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="98" />
            <source>Score</source>
            <translation>Wertung</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="99" />
            <source>Actions</source>
            <translation>Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="106" />
            <source>reroll</source>
            <translation>Nachwürfeln</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="107" />
            <source>+1</source>
            <translation>+1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="108" />
            <source>return</source>
            <translation>Rückhol-Aktion</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="109" />
            <source>polish</source>
            <translation>Polieren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="110" />
            <source>number joker</source>
            <translation>Zahlen-Joker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="130" />
            <source>%1, row %2, column %3</source>
            <translation>%1, Zeile %2, Spalte %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="135" />
            <source>%1, the next field left of the 7</source>
            <translation>%1, das nächste Feld links der 7</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="136" />
            <source>%1, the next field right of the 7</source>
            <translation>%1, das nächste Feld rechts der 7</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="141" />
            <source>%1, the field showing %2</source>
            <translation>%1, das Feld mit der %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="143" />
            <source>%1, the first field showing %2</source>
            <translation>%1, das erste Feld mit der %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="144" />
            <source>%1, the second field showing %2</source>
            <translation>%1, das zweite Feld mit der %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="146" />
            <source>%1, column %3: the field showing %2</source>
            <translation>%1, Spalte %3: das Feld mit der %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="150" />
            <source>%1, the next field</source>
            <translation>%1, das nächste Feld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="151" />
            <source>%1, column %2</source>
            <translation>%1, Spalte %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="158" />
            <source>What goes here? %1</source>
            <translation>Was kommt hierher? %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="166" />
            <source>a reroll action</source>
            <translation>eine Nachwürfel-Aktion</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="167" />
            <source>a +1 action</source>
            <translation>eine Zusatzwürfel-Aktion (+1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="168" />
            <source>a fox</source>
            <translation>einen Fuchs</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="169" />
            <source>an X in any yellow cell</source>
            <translation>ein X in einem beliebigen gelben Feld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="170" />
            <source>an X in any blue cell</source>
            <translation>ein X in einem beliebigen blauen Feld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="171" />
            <source>an X in the next green cell</source>
            <translation>ein X im nächsten grünen Feld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="172" />
            <source>a black X (yellow, blue or green) or a black 6 (orange or purple)</source>
            <translation>ein schwarzes X (Gelb, Blau oder Grün) oder eine schwarze 6 (Orange oder Lila)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="180" />
            <source>the platter's %1 %2 in silver</source>
            <translation>%1 %2 vom Silbertablett in Silber</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="184" />
            <source>one more cross in %1 column %2</source>
            <translation>ein weiteres Kreuz in %1, Spalte %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="187" />
            <source>a pink number, halved, with the field's bonus</source>
            <translation>eine rosa Zahl, halbiert, mit dem Bonus des Feldes</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="189" />
            <source>a pink number times the star, without the bonus</source>
            <translation>eine rosa Zahl mal dem Stern, ohne den Bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="191" />
            <location filename="../cleverdesk/ui/words.py" line="220" />
            <source>a black ? (the ? of any colour)</source>
            <translation>einen schwarzen ?-Bonus (der ?-Bonus einer beliebigen Farbe)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="193" />
            <source>a pink ? (a number of your choice in pink)</source>
            <translation>einen rosa ?-Bonus (eine Zahl deiner Wahl in Rosa)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="200" />
            <source>a yellow ? (circle or cross any yellow cell)</source>
            <translation>einen gelben ?-Bonus (ein beliebiges gelbes Feld einkreisen oder ankreuzen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="202" />
            <source>a grey ? (cross any sub-area you may cross now)</source>
            <translation>einen grauen ?-Bonus (eine beliebige Teilfläche ankreuzen, die du jetzt ankreuzen darfst)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="204" />
            <source>a turquoise ? (one cross in a column of your choice)</source>
            <translation>einen türkisen ?-Bonus (ein Kreuz in einer Spalte deiner Wahl)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="206" />
            <source>a %1 ? (cross any %1 cell)</source>
            <translation>einen ?-Bonus in %1 (ein beliebiges Feld in %1 ankreuzen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="207" />
            <source>a %1 ? (a number of your choice in %1)</source>
            <translation>einen ?-Bonus in %1 (eine Zahl deiner Wahl in %1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="209" />
            <source>an X in %1</source>
            <translation>ein X in %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="212" />
            <source>a %1 in the next %2 cell</source>
            <translation>eine %1 im nächsten Feld von %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="217" />
            <source>a %1 action</source>
            <translation>eine Aktion: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="221" />
            <source> or </source>
            <translation> oder </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="250" />
            <source>Silver platter chain: optional marks</source>
            <translation>Kette vom Silbertablett: freiwillige Kreuze</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="252" />
            <source>More crosses for matching dice: optional</source>
            <translation>Weitere Kreuze für passende Würfel: freiwillig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="253" />
            <source>Optional marks</source>
            <translation>Freiwillige Kreuze</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="262" />
            <source>%1 %2: any silver row</source>
            <translation>%1 %2: beliebige silberne Zeile</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="264" />
            <source>%1 %2: the %3 silver row</source>
            <translation>%1 %2: die silberne Zeile %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="295" />
            <source>×: write %1, no bonus</source>
            <translation>×: %1 eintragen, kein Bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="297" />
            <source>½: write %1</source>
            <translation>½: %1 eintragen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="298" />
            <source>½: write %1 + bonus</source>
            <translation>½: %1 eintragen + Bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="321" />
            <source>%1 %2 as rolled</source>
            <translation>%1 %2 wie gewürfelt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="323" />
            <source>Joker “%4”: %1 %2 as %3</source>
            <translation>Joker „%4“: %1 %2 als %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="335" />
            <source>Enter %1 %2 as rolled</source>
            <translation>%1 %2 wie gewürfelt eintragen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="339" />
            <location filename="../cleverdesk/ui/words.py" line="437" />
            <location filename="../cleverdesk/ui/words.py" line="815" />
            <location filename="../cleverdesk/ui/words.py" line="822" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/words.py" line="341" />
            <source>Polish %1 (%n action(s))</source>
            <translation>
                <numerusform>%1 polieren (%n Aktion)</numerusform>
                <numerusform>%1 polieren (%n Aktionen)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="357" />
            <location filename="../cleverdesk/ui/words.py" line="367" />
            <source>%1 (= %2)</source>
            <translation>%1 (= %2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="378" />
            <source>%1 in %2</source>
            <translation>%1 in %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="383" />
            <source>? in %1</source>
            <translation>? in %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="385" />
            <source>X in %1</source>
            <translation>X in %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="392" />
            <source>Reroll: unlocks one reroll action</source>
            <translation>Nachwürfeln: schaltet eine Nachwürfel-Aktion frei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="393" />
            <source>+1: unlocks one extra-die action</source>
            <translation>+1: schaltet eine Zusatzwürfel-Aktion frei</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="394" />
            <source>Fox: worth your lowest area score at the end</source>
            <translation>Fuchs: am Ende so viel wert wie dein Farbbereich mit der niedrigsten Punktzahl</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="398" />
            <source>Bonus: %1</source>
            <translation>Bonus: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="406" />
            <source>game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="408" />
            <source>round bonus</source>
            <translation>Rundenbonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="410" />
            <source>roll %1 of 3</source>
            <translation>Wurf %1 von 3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="412" />
            <source>+1 actions</source>
            <translation>+1-Aktionen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="414" />
            <source>passive pick</source>
            <translation>passive Wahl</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="421" />
            <source>Silver platter chain: the dice your silver pick sent to the platter may be crossed in silver too, each one optional. Click a lit silver cell, or skip a die in the panel.</source>
            <translation>Kette vom Silbertablett: Die Würfel, die deine silberne Wahl auf das Silbertablett geschickt hat, dürfen ebenfalls in Silber angekreuzt werden, jeder freiwillig. Klicke ein hervorgehobenes silbernes Feld an oder überspringe einen Würfel in der Auswahl.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="428" />
            <source>Round 4 bonus: enter a black X (yellow, blue or green) or a black 6 (orange or purple). Click one of the lit cells.</source>
            <translation>Bonus der Runde 4: Trage ein schwarzes X (Gelb, Blau oder Grün) oder eine schwarze 6 (Orange oder Lila) ein. Klicke eines der hervorgehobenen Felder an.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="434" />
            <source>Bonus: enter %1. Click one of the lit cells.</source>
            <translation>Bonus: Trage %1 ein. Klicke eines der hervorgehobenen Felder an.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="438" />
            <source>Bonuses to enter: %1. Click a lit cell; you choose the order.</source>
            <translation>Einzutragende Boni: %1. Klicke ein hervorgehobenes Feld an; die Reihenfolge bestimmst du.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="454" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="462" />
            <source>%1 %2 selected: click a lit cell (or another die).</source>
            <translation>%1 %2 gewählt: Klicke ein hervorgehobenes Feld an (oder einen anderen Würfel).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="468" />
            <source>Before roll %1: click a die on the silver platter to bring it back into the rolling area (%2), or press Roll on (D).</source>
            <translation>Vor Wurf %1: Klicke einen Würfel auf dem Silbertablett an, um ihn auf die Wurffläche zurückzuholen (%2), oder drücke Weiterwürfeln (D).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="476" />
            <source>No die in the rolling area fits your sheet: this roll is forfeited. Press Forfeit (F), or use a reroll first.</source>
            <translation>Kein Würfel der Wurffläche passt auf dein Spielblatt: Dieser Wurf verfällt. Drücke Wurf verfallen lassen (F) oder nutze vorher eine Nachwürfel-Aktion.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="482" />
            <source>No die in the rolling area fits your sheet: this roll is forfeited. Press Forfeit (F).</source>
            <translation>Kein Würfel der Wurffläche passt auf dein Spielblatt: Dieser Wurf verfällt. Drücke Wurf verfallen lassen (F).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="488" />
            <source>Roll %1 of 3: choose a die from the rolling area (or press its number), then a lit cell.</source>
            <translation>Wurf %1 von 3: Wähle einen Würfel der Wurffläche (oder drücke seine Zahl), dann ein hervorgehobenes Feld.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="495" />
            <source>+1: choose any die on the silver platter or the dice fields.</source>
            <translation>+1: Wähle einen beliebigen Würfel auf dem Silbertablett oder den Würfelfeldern.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="498" />
            <source>End of your turn: spend a +1 action on a die from the silver platter or the dice fields, or press Done (D).</source>
            <translation>Ende deines Zuges: Nutze eine Zusatzwürfel-Aktion für einen Würfel vom Silbertablett oder von den Würfelfeldern, oder drücke Fertig (D).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="508" />
            <source>No platter die fits your sheet: you may take a die from %1's dice fields, or take none (N).</source>
            <translation>Kein Würfel vom Silbertablett passt auf dein Spielblatt: Du darfst einen Würfel von den Würfelfeldern von %1 nehmen oder keinen (N).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="513" />
            <source>Take one die from the silver platter for your sheet, or take none (N).</source>
            <translation>Nimm einen Würfel vom Silbertablett für dein Spielblatt oder keinen (N).</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/words.py" line="523" />
            <source>%n return action(s) left</source>
            <translation>
                <numerusform>noch %n Rückhol-Aktion</numerusform>
                <numerusform>noch %n Rückhol-Aktionen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="537" />
            <source>In yellow: row %1 only (dice field %1).</source>
            <translation>In Gelb: nur Reihe %1 (Würfelfeld %1).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="539" />
            <source>In yellow: grey cells only.</source>
            <translation>In Gelb: nur graue Felder.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="543" />
            <source>None of the dice in the rolling area can be entered anywhere on your sheet, so this roll is forfeited: it counts as one of your three rolls, no die is placed, and the same dice are rolled again (or go to the silver platter after the third roll).</source>
            <translation>Keiner der Würfel auf der Wurffläche lässt sich irgendwo auf deinem Spielblatt eintragen, daher verfällt dieser Wurf: Er zählt als einer deiner drei Würfe, kein Würfel wird gelegt, und dieselben Würfel werden erneut gewürfelt (oder kommen nach dem dritten Wurf auf das Silbertablett).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="576" />
            <source>%1 as %2</source>
            <translation>%1 als %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="580" />
            <source>%1 (%2 = %3)</source>
            <translation>%1 (%2 = %3)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="605" />
            <source>½ = %1</source>
            <translation>½ = %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="606" />
            <location filename="../cleverdesk/ui/words.py" line="611" />
            <source>×%1 = %2</source>
            <translation>×%1 = %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="622" />
            <source>entered as %1</source>
            <translation>als %1 eingetragen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="624" />
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="626" />
            <source>%1 written</source>
            <translation>%1 eingetragen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="627" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="642" />
            <source>Round %1</source>
            <translation>Runde %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="645" />
            <source>Active turn</source>
            <translation>Aktiver Zug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="646" />
            <source>%1's turn</source>
            <translation>%1 ist am Zug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="648" />
            <source>Passive turn: the three lowest dice go to the silver platter</source>
            <translation>Passiver Zug: Die drei niedrigsten Würfel kommen auf das Silbertablett</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="651" />
            <source>%1 took %2</source>
            <translation>%1 nahm %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="657" />
            <source>Passive pick: %1 took %2</source>
            <translation>Passiv genommen: %1 nahm %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="663" />
            <source>%1 used +1 on %2</source>
            <translation>%1 nutzte +1 für %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="670" />
            <source>%1 crossed %2 from the silver platter in silver too</source>
            <translation>%1 kreuzte %2 vom Silbertablett auch in Silber an</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="673" />
            <source>%1 entered a bonus: %2</source>
            <translation>%1 trug einen Bonus ein: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="678" />
            <source>%1 used a reroll</source>
            <translation>%1 nutzte eine Nachwürfel-Aktion</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="680" />
            <source>%1 brought %2 back from the platter</source>
            <translation>%1 holte %2 vom Silbertablett zurück</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="683" />
            <source>%1 let %2 go</source>
            <translation>%1 ließ %2 verfallen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="686" />
            <source>%1 let roll %2 go</source>
            <translation>%1 ließ Wurf %2 verfallen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="690" />
            <source>%1 forfeited roll %2: no die fits</source>
            <translation>%1 ließ Wurf %2 verfallen: Kein Würfel passt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="695" />
            <source>%1 took no die</source>
            <translation>%1 nahm keinen Würfel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="697" />
            <source>%1: no die fits, nothing taken</source>
            <translation>%1: Kein Würfel passt, nichts genommen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="699" />
            <source>Game over</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="706" />
            <source>fox!</source>
            <translation>Fuchs!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="708" />
            <source>%1 gained</source>
            <translation>%1 erhalten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="712" />
            <source>number joker: as %1</source>
            <translation>Zahlen-Joker: als %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/words.py" line="715" />
            <source>%n more cross(es) possible</source>
            <translation>
                <numerusform>%n weiteres Kreuz möglich</numerusform>
                <numerusform>%n weitere Kreuze möglich</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="717" />
            <source>polished %1 %2 → %3</source>
            <translation>%1 %2 poliert → %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="721" />
            <source>%1 lost (no room)</source>
            <translation>%1 verfällt (kein Platz)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/words.py" line="728" />
            <source>%n die(s) to the silver platter</source>
            <translation>
                <numerusform>%n Würfel auf das Silbertablett</numerusform>
                <numerusform>%n Würfel auf das Silbertablett</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="785" />
            <source>you gain %1</source>
            <translation>du erhältst %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="787" />
            <source>everybody gains %1</source>
            <translation>alle erhalten %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="792" />
            <source>you enter %1</source>
            <translation>du trägst %1 ein</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="794" />
            <source>everybody enters %1</source>
            <translation>alle tragen %1 ein</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/words.py" line="818" />
            <source>still to enter: %1</source>
            <translation>%1 noch einzutragen</translation>
        </message>
    </context>
</TS>
