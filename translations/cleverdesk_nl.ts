<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl" sourcelanguage="en">
    <context>
        <name>AutosaveNote</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/AutosaveNote.qml" line="28" />
            <source>Every move is saved: you may close the window at any time, and “Continue” brings the game back.</source>
            <translation>Elke zet wordt opgeslagen: je kunt het venster op elk moment sluiten, en ‘Verdergaan’ brengt het spel terug.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/AutosaveNote.qml" line="37" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/AutosaveNote.qml" line="38" />
            <source>Put this note away (Esc)</source>
            <translation>Melding sluiten (Esc)</translation>
        </message>
    </context>
    <context>
        <name>Campaign</name>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="90" />
            <source>Your best solo game: %1 · no clean game yet</source>
            <translation>Je beste solospel: %1 · nog geen zonder hulp</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="92" />
            <source>Your best solo game: %1 · clean: %2</source>
            <translation>Je beste solospel: %1 · zonder hulp: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="116" />
            <source>Open the chapter first</source>
            <translation>Open eerst het hoofdstuk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="118" />
            <source>Earn a star in stage %1 to open</source>
            <translation>Verdien een ster in etappe %1 om deze te openen</translation>
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
            <translation>Dagspel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="243" />
            <source>Stage %1 · target %2</source>
            <translation>Etappe %1 · doel %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="295" />
            <source>Stage %1 is open.</source>
            <translation>Etappe %1 is open.</translation>
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
                <numerusform>Dagspel: %n punt</numerusform>
                <numerusform>Dagspel: %n punten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="33" />
            <source>%1: %n point(s), target %2</source>
            <translation>
                <numerusform>%1: %n punt, doel %2</numerusform>
                <numerusform>%1: %n punten, doel %2</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="60" />
            <source>Target reached!</source>
            <translation>Doel bereikt!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="60" />
            <source>Not this time: the target is %1.</source>
            <translation>Deze keer niet: het doel is %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="61" />
            <source>A new best!</source>
            <translation>Een nieuw record!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="61" />
            <source>Your best: %1.</source>
            <translation>Jouw record: %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="75" />
            <source>Play again</source>
            <translation>Opnieuw spelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="83" />
            <source>Next stage</source>
            <translation>Volgende etappe</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="89" />
            <source>Campaign</source>
            <translation>Campagne</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="90" />
            <source>Back to the chapters and stages</source>
            <translation>Terug naar de hoofdstukken en etappes</translation>
        </message>
    </context>
    <context>
        <name>CampaignScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="38" />
            <source>Campaign</source>
            <translation>Campagne</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="53" />
            <source>Chapters</source>
            <translation>Hoofdstukken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="86" />
            <source>Chapter %1</source>
            <translation>Hoofdstuk %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="87" />
            <source>Chapter %1 · locked</source>
            <translation>Hoofdstuk %1 · op slot</translation>
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
            <translation>Het scorevel komt binnenkort naar cleverdesk.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="157" />
            <source>Daily game</source>
            <translation>Dagspel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="172" />
            <source>The same dice for everybody today (seed %1).</source>
            <translation>Vandaag dezelfde dobbelstenen voor iedereen (startgetal %1).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="186" />
            <source>Challenge code: %1</source>
            <translation>Uitdagingscode: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="196" />
            <source>Your best today: %1</source>
            <translation>Jouw record vandaag: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="197" />
            <source>Not played yet today</source>
            <translation>Vandaag nog niet gespeeld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="208" />
            <source>Play the daily game</source>
            <translation>Dagspel spelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="209" />
            <source>A solo game with today's dice, without undo</source>
            <translation>Een solospel met de dobbelstenen van vandaag, zonder ongedaan maken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="228" />
            <source>Chapter %1 · %2</source>
            <translation>Hoofdstuk %1 · %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="238" />
            <source>Each stage is a solo game with fixed dice and no undo. Reach the target for a star, and the next rating bands for more. A star opens the next stage.</source>
            <translation>Elke etappe is een solospel met vaste dobbelstenen en zonder ongedaan maken. Haal het doel voor een ster, en de volgende niveaus van de scoretabel voor meer. Een ster opent de volgende etappe.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="250" />
            <source>Stages won: %1 of %2 · Stars: %3 of %4</source>
            <translation>Gewonnen etappes: %1 van %2 · Sterren: %3 van %4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="261" />
            <source>Every chapter is open: start with the game you know. Within a chapter, a stage opens when the one before has a star. Your best and your stars are kept; playing a stage again can only add to them.</source>
            <translation>Elk hoofdstuk is open: begin met het spel dat je kent. Binnen een hoofdstuk gaat een etappe open als de vorige een ster heeft. Je record en je sterren blijven bewaard; een etappe opnieuw spelen kan er alleen iets aan toevoegen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="307" />
            <source>Stage %1</source>
            <translation>Etappe %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="308" />
            <source>Stage %1 · locked</source>
            <translation>Etappe %1 · op slot</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="326" />
            <source>Target %1</source>
            <translation>Doel %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="333" />
            <source>“%1”</source>
            <comment>a rating label in quotation marks</comment>
            <translation>‘%1’</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="353" />
            <source>Best %1 · played %n time(s)</source>
            <translation>
                <numerusform>Record %1 · één keer gespeeld</numerusform>
                <numerusform>Record %1 · %n keer gespeeld</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="354" />
            <source>Not played yet</source>
            <translation>Nog niet gespeeld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="367" />
            <source>Play again</source>
            <translation>Opnieuw spelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="367" />
            <source>Play</source>
            <translation>Spelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="368" />
            <source>A solo game with this stage's dice, without undo</source>
            <translation>Een solospel met de dobbelstenen van deze etappe, zonder ongedaan maken</translation>
        </message>
    </context>
    <context>
        <name>Challenge</name>
        <message>
            <location filename="../cleverdesk/ui/challenge/ghost_game.py" line="34" />
            <source>Expert</source>
            <translation>Expert</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/ghost_game.py" line="35" />
            <source>Strong player</source>
            <translation>Sterke computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/ghost_game.py" line="43" />
            <source>The expert on your dice: %1</source>
            <translation>De expert met jouw dobbelstenen: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/ghost_game.py" line="49" />
            <source>seed %1</source>
            <translation>startgetal %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="16" />
            <source>The dice are the same wherever both of you throw the same die at the same place in the game.</source>
            <translation>De dobbelstenen zijn dezelfde waar jullie allebei op dezelfde plek in het spel met dezelfde dobbelsteen werpen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="21" />
            <source>Challenge code: %1</source>
            <translation>Uitdagingscode: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="27" />
            <source>Real dice: no challenge code, the desk cannot throw your table's dice.</source>
            <translation>Echte dobbelstenen: geen uitdagingscode, de computer kan jouw eigen worpen niet herhalen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="30" />
            <source>No challenge code: the seed is too large for one.</source>
            <translation>Geen uitdagingscode: het startgetal is daarvoor te groot.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="35" />
            <source>The expert is playing the same dice…</source>
            <translation>De expert speelt dezelfde dobbelstenen …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="39" />
            <source>Expert on the same dice: %1</source>
            <translation>Expert met dezelfde dobbelstenen: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="45" />
            <source>Real dice: the expert cannot throw your table's dice again.</source>
            <translation>Echte dobbelstenen: de expert kan jouw eigen worpen niet herhalen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="48" />
            <source>No expert plays this game yet.</source>
            <translation>Nog speelt geen expert dit spel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="53" />
            <source>The expert could not play these dice: %1</source>
            <translation>De expert kon deze dobbelstenen niet spelen: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="59" />
            <source>hints</source>
            <translation>tips</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="59" />
            <source>undo</source>
            <translation>ongedaan maken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="60" />
            <source>a review before the end</source>
            <translation>een analyse voor het einde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="63" />
            <source>A clean game: no hints, no undo.</source>
            <translation>Een spel zonder hulp: geen tips, geen ongedaan maken.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="64" />
            <source>Played with %1.</source>
            <translation>Gespeeld met %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="71" />
            <source>%1 and %2</source>
            <translation>%1 en %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="81" />
            <source>code %1</source>
            <translation>code %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/challenge/words.py" line="82" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="84" />
            <source>“%1”</source>
            <translation>‘%1’</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="86" />
            <source>expert on the same dice: %1</source>
            <translation>expert met dezelfde dobbelstenen: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="93" />
            <source>Copied: paste it wherever you share it.</source>
            <translation>Gekopieerd: plak het waar je het wilt delen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="99" />
            <source>Type the code you were given, e.g. 1EG-1XW-AD7.</source>
            <translation>Typ de code die je hebt gekregen, bijv. 1EG-1XW-AD7.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="101" />
            <source>This code was made by a newer version of cleverdesk: update it to play this game.</source>
            <translation>Deze code komt uit een nieuwere versie van cleverdesk: werk het programma bij om dit spel te spelen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="104" />
            <source>This code is for a game this version of cleverdesk does not have.</source>
            <translation>Deze code is voor een spel dat deze versie van cleverdesk niet heeft.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="106" />
            <source>This code is mistyped: a character is wrong, missing or two are swapped. Check it against the one you were given.</source>
            <translation>Deze code is verkeerd getypt: een teken is fout of ontbreekt, of twee zijn verwisseld. Vergelijk hem met de code die je hebt gekregen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="111" />
            <source>This code is for the rulebooks' narrow readings, which the desk does not play; the command line plays them (sim --rules strict).</source>
            <translation>Deze code geldt voor de strikte lezing van de spelregels, die het programma niet speelt; de opdrachtregel speelt die (sim --rules strict).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="117" />
            <source>%1, seed %2</source>
            <translation>%1, startgetal %2</translation>
        </message>
    </context>
    <context>
        <name>ChallengeBox</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="63" />
            <source>Whoever types this code into New game plays the same dice.</source>
            <translation>Wie deze code bij ‘Nieuw spel’ intypt, speelt met dezelfde dobbelstenen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="77" />
            <source>Show the expert's sheet and its game move by move</source>
            <translation>Het scorevel van de expert en zijn spel zet voor zet tonen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="78" />
            <source>The expert plays these dice once; its score comes in a moment.</source>
            <translation>De expert speelt deze dobbelstenen één keer; zijn score komt zo.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="90" />
            <source>Copy the result</source>
            <translation>Resultaat kopiëren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="91" />
            <source>To the clipboard: %1</source>
            <translation>Naar het klembord: %1</translation>
        </message>
    </context>
    <context>
        <name>ChallengeEntry</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="47" />
            <source>Enter a challenge code</source>
            <translation>Uitdagingscode invoeren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="54" />
            <source>A code names a solo game and its dice: type the one you were given to play the same game (e.g. 1EG-1XW-AD7; hyphens and case do not matter).</source>
            <translation>Een code staat voor een solospel en zijn dobbelstenen: typ de code die je hebt gekregen en speel hetzelfde spel (bijv. 1EG-1XW-AD7; streepjes en hoofdletters doen er niet toe).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="67" />
            <source>the code, e.g. from a message</source>
            <translation>de code, bijv. uit een bericht</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="95" />
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="96" />
            <source>Back to the new game (Esc)</source>
            <translation>Terug naar het nieuwe spel (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="102" />
            <source>Play this game</source>
            <translation>Dit spel spelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="103" />
            <source>Start the solo game of this code (Enter)</source>
            <translation>Het solospel van deze code starten (Enter)</translation>
        </message>
    </context>
    <context>
        <name>ChoicePanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChoicePanel.qml" line="69" />
            <source>Key %1</source>
            <translation>Toets %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChoicePanel.qml" line="78" />
            <source>Cancel</source>
            <translation>Annuleren</translation>
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
            <translation>vandaag, %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/dates.py" line="52" />
            <source>yesterday, %1</source>
            <translation>gisteren, %1</translation>
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
            <translation>Expert</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="115" />
            <source>Strong</source>
            <translation>Sterk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="116" />
            <source>Skilled</source>
            <translation>Gevorderd</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="116" />
            <source>Casual</source>
            <translation>Recreatief</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="117" />
            <source>Beginner</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="117" />
            <source>Greedy (simple rules)</source>
            <translation>Gretig (eenvoudige regels)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="118" />
            <location filename="../cleverdesk/ui/app/desk.py" line="136" />
            <source>Random (no plan)</source>
            <translation>Willekeurig (zonder plan)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="135" />
            <source>Greedy (most points)</source>
            <translation>Gretig (meeste punten)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="312" />
            <source>The settings could not be read (%1); the defaults apply.</source>
            <translation>De instellingen konden niet worden gelezen (%1); de standaardwaarden gelden.</translation>
        </message>
    </context>
    <context>
        <name>DiceTray</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/DiceTray.qml" line="17" />
            <source>Rolling area</source>
            <translation>Werpvlak</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/DiceTray.qml" line="17" />
            <source>Silver platter</source>
            <translation>Zilveren dienblad</translation>
        </message>
    </context>
    <context>
        <name>DieView</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/DieView.qml" line="193" />
            <source>%1 · already used with +1 this turn</source>
            <translation>%1 · deze beurt al met +1 gebruikt</translation>
        </message>
    </context>
    <context>
        <name>EntryDie</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/EntryDie.qml" line="123" />
            <source>%1 die: %2</source>
            <translation>Dobbelsteen %1: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/EntryDie.qml" line="124" />
            <source>%1 die: no face yet</source>
            <translation>Dobbelsteen %1: nog geen aantal ogen</translation>
        </message>
    </context>
    <context>
        <name>FileChoice</name>
        <message>
            <location filename="../cleverdesk/ui/common/file_choice.py" line="80" />
            <source>The file could not be written: the folder %1 does not exist.</source>
            <translation>Het bestand kon niet worden geschreven: de map %1 bestaat niet.</translation>
        </message>
    </context>
    <context>
        <name>FinalScores</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="52" />
            <source>Final scoring</source>
            <translation>Eindtelling</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="71" />
            <source>“%1”</source>
            <comment>a rating label in quotation marks</comment>
            <translation>‘%1’</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="82" />
            <source>Solo rating for %1</source>
            <translation>Solo-score voor %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="128" />
            <source>Foxes</source>
            <translation>Vossen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="137" />
            <source>%1 × %2 = %3</source>
            <translation>%1 × %2 = %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="145" />
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="187" />
            <source>Look at the sheets</source>
            <translation>Scorevellen bekijken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="188" />
            <source>Close this summary and look at every sheet</source>
            <translation>Dit overzicht sluiten en alle scorevellen bekijken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="196" />
            <source>Review the game</source>
            <translation>Spel analyseren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="197" />
            <source>Where the points went: every decision rated against the best move (R)</source>
            <translation>Waar de punten gebleven zijn: elke beslissing gemeten aan de beste zet (R)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="206" />
            <source>New game</source>
            <translation>Nieuw spel</translation>
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
            <translation>Onbekende computertegenstander %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="31" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="32" />
            <source>Player %1</source>
            <translation>Speler %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="33" />
            <source>The seed must be a whole number.</source>
            <translation>Het startgetal moet een geheel getal zijn.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/results.py" line="58" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="62" />
            <source>%1 wins!</source>
            <translation>%1 wint!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="63" />
            <source>A tie: %1 share the win.</source>
            <translation>Gelijke stand: %1 delen de winst.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="64" />
            <source> and </source>
            <translation> en </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="81" />
            <source>under %1 points</source>
            <translation>minder dan %1 punten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="84" />
            <source>%1 points and more</source>
            <translation>%1 punten en meer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="86" />
            <source>%1–%2 points</source>
            <translation>%1–%2 punten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/rows.py" line="50" />
            <source>%1 die (%2), key %3</source>
            <translation>Dobbelsteen %1 (%2), toets %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/rows.py" line="52" />
            <source>%1 die (%2)</source>
            <translation>Dobbelsteen %1 (%2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/start.py" line="39" />
            <source>Five or six players need the house rule.</source>
            <translation>Vijf of zes spelers hebben de huisregel nodig.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/start.py" line="43" />
            <source>With real dice every seat is a person at the table: the computer cannot throw them.</source>
            <translation>Met echte dobbelstenen is elke plaats een persoon aan tafel: de computer kan ze niet werpen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/start.py" line="74" />
            <source>%1 starts</source>
            <translation>%1 begint</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_actions.py" line="102" />
            <source>Roll on</source>
            <translation>Verder werpen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_actions.py" line="103" />
            <source>Done</source>
            <translation>Klaar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_actions.py" line="109" />
            <source>No more return actions now: make the next roll (D)</source>
            <translation>Nu geen terughaalacties meer: werp verder (D)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_actions.py" line="111" />
            <source>No more +1 actions this turn (D)</source>
            <translation>Deze beurt geen +1-acties meer (D)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="53" />
            <source>Round %1 of %2</source>
            <translation>Ronde %1 van %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="63" />
            <source>Game over</source>
            <translation>Einde van het spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="66" />
            <source>Passive turn</source>
            <translation>Passieve beurt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="67" />
            <source>Active turn</source>
            <translation>Actieve beurt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="68" />
            <source>Turn %1 of %2 · %3 is active</source>
            <translation>Beurt %1 van %2 · %3 is actief</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="82" />
            <source>%1 decides: %2</source>
            <translation>%1 beslist: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="102" />
            <source>The game is over.</source>
            <translation>Het spel is afgelopen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="105" />
            <source>%1, your part of this turn is done. Look at your sheet, then click Done to pass the device on.</source>
            <translation>%1, jouw deel van deze beurt is klaar. Bekijk je scorevel en klik dan op Klaar om het apparaat door te geven.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="109" />
            <source>%1 is thinking…</source>
            <translation>%1 denkt na…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="112" />
            <source>Pass the device to %1.</source>
            <translation>Geef het apparaat door aan %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="117" />
            <source>You are looking at %1's sheet. Press Esc or click your own sheet to go back.</source>
            <translation>Je bekijkt het scorevel van %1. Druk op Esc of klik op je eigen scorevel om terug te gaan.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="145" />
            <source>A bonus is waiting for you.</source>
            <translation>Er wacht een bonus op je.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="146" />
            <source>Your decision: %1.</source>
            <translation>Jouw keuze: %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="155" />
            <source>Passive throw: the three high dice</source>
            <translation>Passieve worp: de drie hoge dobbelstenen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="156" />
            <source>Dice fields</source>
            <translation>Dobbelsteenvelden</translation>
        </message>
    </context>
    <context>
        <name>Guide</name>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="71" />
            <source>Your dice</source>
            <translation>Je dobbelstenen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="71" />
            <source>Welcome to %1! These six dice were just rolled for you. A turn has three rolls and you take one die from each. Choose a die now: click it (or press its number).</source>
            <translation>Welkom bij %1! Deze zes dobbelstenen zijn net voor je geworpen. Een beurt heeft drie worpen en uit elke worp neem je één dobbelsteen. Kies nu een dobbelsteen: klik erop (of druk op zijn nummer).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="78" />
            <source>Your sheet</source>
            <translation>Je scorevel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="78" />
            <source>The lit fields on your sheet show where the %1 die may go; each colour has its own area. Click a lit field to enter the die there. (Changed your mind? Click another die.)</source>
            <translation>De oplichtende velden op je scorevel tonen waar de dobbelsteen (%1) mag komen; elke kleur heeft haar eigen categorie. Klik op een oplichtend veld om de dobbelsteen daar in te vullen. (Toch een andere? Klik op een andere dobbelsteen.)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="83" />
            <source>The silver platter</source>
            <translation>Het zilveren dienblad</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="83" />
            <source>Every die lower than the one you took went to the silver platter: those are out of this turn. The others were rolled again. Choose your next die from the rolling area; a lower die leaves more dice for your next roll.</source>
            <translation>Elke dobbelsteen die lager is dan de gekozen steen, ging naar het zilveren dienblad: die doen deze beurt niet meer mee. De andere zijn opnieuw geworpen. Kies je volgende dobbelsteen uit het werpvlak; een lagere steen laat meer dobbelstenen over voor je volgende worp.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="88" />
            <source>A die from the silver platter</source>
            <translation>Een dobbelsteen van het zilveren dienblad</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="88" />
            <source>The dice you chose stay marked in the dice fields of your sheet. Playing alone, all six dice are now rolled again: the three lowest go to the silver platter, the three highest lie in the tray's middle row. Take one from the platter, as the other players would in a game with more people.</source>
            <translation>De dobbelstenen die je koos blijven aangegeven in de dobbelsteenvelden van je scorevel. Solo worden nu alle zes dobbelstenen opnieuw geworpen: de drie laagste gaan naar het zilveren dienblad, de drie hoogste liggen in de middelste rij. Neem er één van het zilveren dienblad, zoals de passieve spelers doen in een spel met meer mensen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="94" />
            <source>Your +1 actions</source>
            <translation>Je extra dobbelstenen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="94" />
            <source>You have a +1 action: it lets you take any one more die at the end of a turn. Use it now on a die, or click this button to keep it for later.</source>
            <translation>Je hebt een extra dobbelsteen (+1): daarmee neem je aan het eind van een beurt nog een willekeurige dobbelsteen. Gebruik hem nu voor een dobbelsteen, of klik op deze knop om hem te bewaren.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="98" />
            <source>A bonus</source>
            <translation>Een bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="98" />
            <source>A bonus! Filling a row, a column or a marked field gives what is printed beside it. The lit fields show where this bonus may go: click one.</source>
            <translation>Een bonus! Wie een rij, een kolom of een gemarkeerd veld vult, krijgt wat ernaast staat. De oplichtende velden tonen waar deze bonus mag komen: klik er één aan.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="102" />
            <source>Rerolls and +1 actions</source>
            <translation>Nogmaals dobbelen en extra dobbelstenen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="102" />
            <source>The first round is played. At the top of your sheet are two tracks. A reroll rolls the dice of the rolling area again; a +1 takes one more die at the end of a turn. Bonuses fill these tracks: use them wisely.</source>
            <translation>De eerste ronde is gespeeld. Bovenaan je scorevel staan twee actiesporen. Met nogmaals dobbelen werp je de dobbelstenen van het werpvlak opnieuw; met een extra dobbelsteen (+1) neem je aan het eind van een beurt nog een dobbelsteen. Bonussen vullen deze actiesporen: gebruik ze goed.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="106" />
            <source>On your own</source>
            <translation>Nu zelf verder</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="106" />
            <source>That is all you need to play: %1 rounds, then the areas are added up. The Rules button explains every detail, and the guided game can be played again from there. Good luck!</source>
            <translation>Meer heb je niet nodig: %1 ronden, daarna worden de categorieën opgeteld. De knop Spelregels legt alles uit, en daar kun je het spel met uitleg opnieuw spelen. Veel succes!</translation>
        </message>
    </context>
    <context>
        <name>GuideOffer</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOffer.qml" line="36" />
            <source>New to the Clever games? A guided game of %1 shows a turn step by step: it is the first game of the series, and the others build on it.</source>
            <translation>Nieuw bij de Clever-spellen? Een spel met uitleg van %1 laat een beurt stap voor stap zien: het is het eerste spel van de reeks, de andere bouwen erop voort.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOffer.qml" line="46" />
            <source>No, thanks</source>
            <translation>Nee, dank je</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOffer.qml" line="47" />
            <source>The guided game can be played later from Rules</source>
            <translation>Het spel met uitleg kan later via Regels worden gespeeld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOffer.qml" line="54" />
            <source>Play the guided game</source>
            <translation>Spel met uitleg spelen</translation>
        </message>
    </context>
    <context>
        <name>GuideOverlay</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="121" />
            <source>Guided game · step %1 of %2</source>
            <translation>Spel met uitleg · stap %1 van %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="154" />
            <source>Play on</source>
            <translation>Verder spelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="154" />
            <source>Next</source>
            <translation>Verder</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="155" />
            <source>I have read this</source>
            <translation>Gelezen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="162" />
            <source>Skip the guide</source>
            <translation>Uitleg overslaan</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="163" />
            <source>Play on without the guide; it can be played again from Rules</source>
            <translation>Verder spelen zonder uitleg; via Spelregels kun je hem opnieuw spelen</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HandOverScreen.qml" line="13" />
            <source>I am %1: show my sheet</source>
            <translation>Ik ben %1: mijn scorevel tonen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HandOverScreen.qml" line="39" />
            <source>Pass the device to %1.</source>
            <translation>Geef het apparaat door aan %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HandOverScreen.qml" line="59" />
            <source>Continue (Enter)</source>
            <translation>Verder (Enter)</translation>
        </message>
    </context>
    <context>
        <name>HintPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="59" />
            <source>Thinking about a hint…</source>
            <translation>Even nadenken over een tip…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="60" />
            <source>Hint: what a strong player would do</source>
            <translation>Tip: wat een sterke speler zou doen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="78" />
            <source>Close the hint</source>
            <translation>Tip sluiten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="156" />
            <source>Click to make this move (Enter)</source>
            <translation>Klik: deze zet doen (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="157" />
            <source>Click to make this move</source>
            <translation>Klik: deze zet doen</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="33" />
            <source>Use a reroll</source>
            <translation>Nogmaals dobbelen gebruiken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="35" />
            <source>Forfeit this roll</source>
            <translation>Worp laten vervallen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="36" />
            <source>Take no die</source>
            <translation>Geen dobbelsteen nemen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="37" />
            <source>Done: use no more actions now</source>
            <translation>Klaar: nu geen acties meer gebruiken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="38" />
            <source>Let the bonus go</source>
            <translation>De bonus laten vervallen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="44" />
            <source>new dice for this roll</source>
            <translation>nieuwe dobbelstenen voor deze worp</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="45" />
            <location filename="../cleverdesk/ui/table/hint_words.py" line="46" />
            <source>keeps the sheet open for better dice</source>
            <translation>houdt het scorevel vrij voor betere dobbelstenen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="47" />
            <source>keeps the actions for later</source>
            <translation>bewaart de acties voor later</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="48" />
            <source>keeps the silver cells open for later</source>
            <translation>houdt de zilveren velden vrij voor later</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="65" />
            <source>Take %1</source>
            <translation>Neem %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="66" />
            <source>Take %1 from the silver platter</source>
            <translation>Neem %1 van het zilveren dienblad</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="67" />
            <source>Use +1 on %1</source>
            <translation>Gebruik +1 voor %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="72" />
            <source>Cross %1 from the silver platter in silver too</source>
            <translation>Kruis %1 van het zilveren dienblad ook aan in zilver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="74" />
            <source>Enter the bonus: %1</source>
            <translation>Vul de bonus in: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="77" />
            <source>Bring %1 back from the silver platter</source>
            <translation>Haal %1 terug van het zilveren dienblad</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/hint_words.py" line="127" />
            <source>scores %n point(s) now</source>
            <translation>
                <numerusform>levert nu %n punt op</numerusform>
                <numerusform>levert nu %n punten op</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="129" />
            <source>no points yet: the bonuses pay later</source>
            <translation>nog geen punten: de bonussen leveren later op</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="133" />
            <source>no points yet: one more cell (%2) earns %1</source>
            <translation>nog geen punten: nog één veld (%2) levert %1 op</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="137" />
            <source>no points yet: it prepares later ones</source>
            <translation>nog geen punten: bereidt latere voor</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="189" />
            <source>%1 expected</source>
            <translation>%1 verwacht</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="193" />
            <source>%1 expected, as good as the best</source>
            <translation>%1 verwacht, even goed als de beste</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="195" />
            <source>%1 expected, %2 vs best</source>
            <translation>%1 verwacht, %2 t.o.v. de beste</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="70" />
            <source>Your score history is in use by another program (it is locked). It was left as it is; nothing in it is lost. Games finished meanwhile are kept and added when it is free again; cleverdesk tries again by itself.</source>
            <translation>Je scoregeschiedenis is in gebruik door een ander programma (ze is vergrendeld). Ze blijft zoals ze is; er gaat niets in verloren. Spellen die je intussen uitspeelt worden bewaard en toegevoegd zodra ze weer vrij is; cleverdesk probeert het vanzelf opnieuw.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="80" />
            <source>Your score history was damaged and could not be read. It was set aside as %1 and a new history was started. You can keep playing; new games are recorded as usual.</source>
            <translation>Je scoregeschiedenis was beschadigd en kon niet worden gelezen. Ze is als %1 apart gezet en er is een nieuwe geschiedenis begonnen. Je kunt verder spelen; nieuwe spellen worden zoals gewoonlijk vastgelegd.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/history/database.py" line="87" />
            <source>%n game(s) could still be read from it and are in the new history.</source>
            <translation>
                <numerusform>%n spel kon er nog uit worden gelezen en staat in de nieuwe geschiedenis.</numerusform>
                <numerusform>%n spellen konden er nog uit worden gelezen en staan in de nieuwe geschiedenis.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="114" />
            <source>Your score history was written by a newer version of cleverdesk, so this version cannot add to it. Your games are not recorded until you update; nothing was changed.</source>
            <translation>Je scoregeschiedenis is door een nieuwere versie van cleverdesk geschreven, dus deze versie kan er niets aan toevoegen. Je spellen worden pas na een update vastgelegd; er is niets veranderd.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="122" />
            <source>Your score history cannot be opened (%1). Your games are kept and added when it can be opened again; you can keep playing.</source>
            <translation>Je scoregeschiedenis kan niet worden geopend (%1). Je spellen worden bewaard en toegevoegd zodra ze weer kan worden geopend; je kunt gewoon verder spelen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="132" />
            <source>Your score history is read-only: the data folder cannot be written. It is shown as it is, but games finished now cannot be added to it.</source>
            <translation>Je scoregeschiedenis is alleen-lezen: de gegevensmap kan niet worden geschreven. Ze wordt getoond zoals ze is, maar spellen die je nu uitspeelt kunnen er niet aan worden toegevoegd.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="186" />
            <source>Your score history cannot be read (%1).</source>
            <translation>Je scoregeschiedenis kan niet worden gelezen (%1).</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/history/desk.py" line="231" />
            <source>%n game(s) could not be read and are not shown.</source>
            <translation>
                <numerusform>%n spel kon niet worden gelezen en wordt niet getoond.</numerusform>
                <numerusform>%n spellen konden niet worden gelezen en worden niet getoond.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/desk.py" line="311" />
            <source>This game cannot be shown: %1</source>
            <translation>Dit spel kan niet worden getoond: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/export.py" line="38" />
            <source>The history could not be written to %1: %2</source>
            <translation>De geschiedenis kon niet naar %1 worden geschreven: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/export.py" line="47" />
            <source>Export the history as CSV</source>
            <translation>Geschiedenis als csv exporteren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/export.py" line="49" />
            <source>CSV files (*.csv)</source>
            <translation>Csv-bestanden (*.csv)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/export.py" line="52" />
            <location filename="../cleverdesk/ui/history/past_game.py" line="196" />
            <source>Saved %1.</source>
            <translation>%1 opgeslagen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/figures.py" line="94" />
            <source>under %1</source>
            <translation>minder dan %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/figures.py" line="96" />
            <source>%1+</source>
            <translation>%1+</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="68" />
            <source>Write dates as YYYY-MM-DD, e.g. 2026-11-30.</source>
            <translation>Schrijf datums als JJJJ-MM-DD, bijv. 2026-11-30.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="71" />
            <source>The first day comes after the last day.</source>
            <translation>De eerste dag ligt na de laatste dag.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="96" />
            <source>All games</source>
            <translation>Alle spellen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="101" />
            <source>All modes</source>
            <translation>Alle modi</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="106" />
            <source>All time</source>
            <translation>Altijd</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="107" />
            <source>Last 7 days</source>
            <translation>Laatste 7 dagen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="108" />
            <source>Last 30 days</source>
            <translation>Laatste 30 dagen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="109" />
            <source>Last year</source>
            <translation>Afgelopen jaar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="110" />
            <source>From … to …</source>
            <translation>Van … tot …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="110" />
            <source>%1 · practice undo</source>
            <translation>%1 · oefen-ongedaan-maken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="112" />
            <source>%1 · with hints</source>
            <translation>%1 · met tips</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="114" />
            <source>%1 · real dice</source>
            <translation>%1 · echte dobbelstenen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="116" />
            <source>%1 · with undo</source>
            <translation>%1 · met ongedaan maken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="118" />
            <source>%1 · reviewed before the end</source>
            <translation>%1 · voor het einde geanalyseerd</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="35" />
            <source>the disk is full</source>
            <translation>de schijf is vol</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="37" />
            <source>the history cannot be written (the data folder is read-only)</source>
            <translation>de geschiedenis kan niet worden geschreven (de gegevensmap is alleen-lezen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="40" />
            <source>the history is in use by another program</source>
            <translation>de geschiedenis is in gebruik door een ander programma</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="42" />
            <source>the history is damaged</source>
            <translation>de geschiedenis is beschadigd</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="76" />
            <source>This game could not be added to your history: %1. It could not be kept on disk either, so it is kept while cleverdesk runs and added as soon as the history can be written. Free some space and leave cleverdesk open until then.</source>
            <translation>Dit spel kon niet aan je scoregeschiedenis worden toegevoegd: %1. Het kon ook niet op de schijf worden bewaard; cleverdesk houdt het vast zolang het draait en voegt het toe zodra de geschiedenis kan worden geschreven. Maak wat ruimte vrij en laat cleverdesk tot dan open.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="83" />
            <source>This game could not be added to your history: %1. It is kept in %2 and will be added when the history can be written again; nothing is lost.</source>
            <translation>Dit spel kon niet aan je scoregeschiedenis worden toegevoegd: %1. Het wordt bewaard in %2 en toegevoegd zodra de geschiedenis weer kan worden geschreven; er gaat niets verloren.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="35" />
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="35" />
            <source>Campaign</source>
            <translation>Campagne</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="36" />
            <source>Multiplayer</source>
            <translation>Meerdere spelers</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="50" />
            <source>Daily game %1</source>
            <translation>Dagspel %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="55" />
            <source>Stage %1</source>
            <translation>Etappe %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="61" />
            <source>under a minute</source>
            <translation>minder dan een minuut</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="63" />
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="64" />
            <source>%1 h %2 min</source>
            <translation>%1 u %2 min</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="75" />
            <source>practice undo: not in the records</source>
            <translation>oefen-ongedaan-maken: telt niet mee voor de records</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="77" />
            <source>hints were used</source>
            <translation>tips zijn gebruikt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="79" />
            <source>moves were taken back</source>
            <translation>zetten zijn teruggenomen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="81" />
            <source>reviewed before the end</source>
            <translation>voor het einde geanalyseerd</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="85" />
            <source>played with real dice</source>
            <translation>met echte dobbelstenen gespeeld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="87" />
            <source>seed %1</source>
            <translation>startgetal %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="93" />
            <source>Round %1</source>
            <translation>Ronde %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="95" />
            <source>Before the first move</source>
            <translation>Voor de eerste zet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="96" />
            <source>Move %1 of %2</source>
            <translation>Zet %1 van %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="107" />
            <source>Start</source>
            <translation>Begin</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="178" />
            <source>The sheets could not be written to %1: %2</source>
            <translation>De scorevellen konden niet naar %1 worden geschreven: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="192" />
            <source>Print the sheets to PDF</source>
            <translation>Scorevellen als pdf opslaan</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="193" />
            <source>PDF files (*.pdf)</source>
            <translation>Pdf-bestanden (*.pdf)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="253" />
            <location filename="../cleverdesk/ui/history/past_set_cubed.py" line="118" />
            <source>Game over</source>
            <translation>Einde van het spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="254" />
            <source>Round %1 of %2</source>
            <translation>Ronde %1 van %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_set_cubed.py" line="123" />
            <source>Bag: %1</source>
            <translation>Zakje: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_set_cubed.py" line="154" />
            <source>bonus square +%1</source>
            <translation>bonusvak +%1</translation>
        </message>
    </context>
    <context>
        <name>HistoryChartCard</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryChartCard.qml" line="22" />
            <source>Your totals over time</source>
            <translation>Je totalen in de loop van de tijd</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryChartCard.qml" line="33" />
            <source>- - average   ◯ best   ··· rating bands</source>
            <translation>- - gemiddelde   ◯ record   ··· niveaus van de scoretabel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryChartCard.qml" line="34" />
            <source>- - average   ◯ best</source>
            <translation>- - gemiddelde   ◯ record</translation>
        </message>
    </context>
    <context>
        <name>HistoryFilters</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="37" />
            <source>Export CSV…</source>
            <translation>CSV exporteren…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="38" />
            <source>Save the games shown as a CSV file for a spreadsheet (E)</source>
            <translation>De getoonde spellen opslaan als CSV-bestand voor een spreadsheet (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="74" />
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="91" />
            <source>YYYY-MM-DD</source>
            <translation>JJJJ-MM-DD</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="82" />
            <source>to</source>
            <translation>tot</translation>
        </message>
    </context>
    <context>
        <name>HistoryNotice</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryNotice.qml" line="30" />
            <source>Score history</source>
            <translation>Scoregeschiedenis</translation>
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
            <translation>Solo-scores</translation>
        </message>
    </context>
    <context>
        <name>HistoryRow</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryRow.qml" line="110" />
            <source>Open this game: its board and a replay</source>
            <translation>Dit spel openen: het speelbord en een herhaling</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryRow.qml" line="111" />
            <source>Open this game: its final sheet and a replay</source>
            <translation>Dit spel openen: het laatste scorevel en een herhaling</translation>
        </message>
    </context>
    <context>
        <name>HistoryScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="37" />
            <source>History</source>
            <translation>Geschiedenis</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="70" />
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n spel</numerusform>
                <numerusform>%n spellen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="81" />
            <source>No finished games here yet. Every game you finish is recorded, with its scores, so that you can see how you improve.</source>
            <translation>Hier staan nog geen afgeronde spellen. Elk spel dat je afmaakt, wordt met de scores vastgelegd, zodat je kunt zien hoe je vooruitgaat.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="143" />
            <source>Working out your figures …</source>
            <translation>Je cijfers worden berekend …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="170" />
            <source>games</source>
            <translation>spellen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="171" />
            <source>personal best</source>
            <translation>record</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="172" />
            <source>average</source>
            <translation>gemiddelde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="214" />
            <source>Best clean game (no hints, undo or review before the end): %1</source>
            <translation>Beste spel zonder hulp (zonder tips, ongedaan maken of analyse voor het einde): %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="215" />
            <source>No clean game yet (without hints, undo or review before the end)</source>
            <translation>Nog geen spel zonder hulp (zonder tips, ongedaan maken of analyse voor het einde)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="228" />
            <source>%1: %n game(s), best %2 (clean %3), average %4</source>
            <translation>
                <numerusform>%1: %n spel, record %2 (zonder hulp %3), gemiddelde %4</numerusform>
                <numerusform>%1: %n spellen, record %2 (zonder hulp %3), gemiddelde %4</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="255" />
            <source>Average per round</source>
            <translation>Gemiddelde per ronde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="255" />
            <source>Average per area</source>
            <translation>Gemiddelde per categorie</translation>
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
            <translation>Nieuw spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="112" />
            <source>Choose a game, the players and start (N)</source>
            <translation>Kies een spel en de spelers en begin (N)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="120" />
            <source>Continue</source>
            <translation>Verdergaan</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="121" />
            <source>Resume the last unfinished game (C): %1</source>
            <translation>Het laatste onafgemaakte spel hervatten (C): %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="147" />
            <source>Campaign</source>
            <translation>Campagne</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="148" />
            <source>Solo stages with targets and stars, and the daily game (A)</source>
            <translation>Solo-etappes met doelen en sterren, en het dagspel (A)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="157" />
            <source>History</source>
            <translation>Geschiedenis</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="158" />
            <source>Your finished games, best scores and how you improve (H)</source>
            <translation>Je afgeronde spellen, records en vooruitgang (H)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="172" />
            <source>Saved games</source>
            <translation>Opgeslagen spellen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="173" />
            <source>Open, import, export or delete saved games (S)</source>
            <translation>Opgeslagen spellen openen, importeren, exporteren of verwijderen (S)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="182" />
            <source>Print sheets</source>
            <translation>Afdrukken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="183" />
            <source>Print blank score sheets or a saved game, or export them as PDF (P)</source>
            <translation>Lege scorevellen of een opgeslagen spel afdrukken of als pdf exporteren (P)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="191" />
            <source>Rules</source>
            <translation>Spelregels</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="192" />
            <source>How to play, and the keyboard keys</source>
            <translation>Zo speel je, en de toetsen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="199" />
            <source>Settings</source>
            <translation>Instellingen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="200" />
            <source>Language, computer speed and hand-over screens</source>
            <translation>Taal, computertempo en overdrachtsschermen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="212" />
            <source>The Clever dice games by Wolfgang Warsch, to play offline.</source>
            <translation>De Clever-dobbelspellen van Wolfgang Warsch, offline te spelen.</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenuButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LanguageMenuButton.qml" line="16" />
            <source>Language: German, Dutch or English (the game goes on)</source>
            <translation>Taal: Duits, Nederlands of Engels (het spel gaat door)</translation>
        </message>
    </context>
    <context>
        <name>LeaveButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveButton.qml" line="7" />
            <source>Leave</source>
            <translation>Verlaten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveButton.qml" line="8" />
            <source>Back to the home screen (Esc)</source>
            <translation>Terug naar het startscherm (Esc)</translation>
        </message>
    </context>
    <context>
        <name>LeaveDialog</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="41" />
            <source>Leave this game?</source>
            <translation>Dit spel verlaten?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="49" />
            <source>The game is saved after every move: “Continue” on the home screen takes you back to it.</source>
            <translation>Het spel wordt na elke zet opgeslagen: ‘Verdergaan’ op het startscherm brengt je terug.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="59" />
            <source>Or give this stage up: it counts as played, not as a best score, and the game ends.</source>
            <translation>Of geef deze etappe op: ze telt als gespeeld, niet als beste score, en het spel eindigt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="72" />
            <source>Give up</source>
            <translation>Opgeven</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="79" />
            <source>Keep playing</source>
            <translation>Verder spelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="87" />
            <source>Leave</source>
            <translation>Verlaten</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LogPanel.qml" line="23" />
            <source>Log</source>
            <translation>Logboek</translation>
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
            <translation>computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/MiniSheetCard.qml" line="59" />
            <source>human</source>
            <translation>mens</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/MiniSheetCard.qml" line="60" />
            <location filename="../cleverdesk/qml/Cleverdesk/MiniSheetCard.qml" line="64" />
            <source>active</source>
            <translation>actief</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/MiniSheetCard.qml" line="89" />
            <source>Look at %1's sheet</source>
            <translation>Scorevel van %1 bekijken</translation>
        </message>
    </context>
    <context>
        <name>NewGameScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GameCard.qml" line="53" />
            <source>coming</source>
            <translation>binnenkort</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GameCard.qml" line="70" />
            <source>Play %1</source>
            <translation>%1 spelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GameCard.qml" line="71" />
            <source>%1 is coming: its sheet is not drawn yet.</source>
            <translation>%1 komt binnenkort: het scorevel is nog niet getekend.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="94" />
            <source>New game</source>
            <translation>Nieuw spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="129" />
            <source>Game</source>
            <translation>Spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="162" />
            <source>Players</source>
            <translation>Spelers</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="181" />
            <source>Solo (app mode)</source>
            <translation>Solo (app-modus)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="181" />
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="182" />
            <source>You against 1–3 computer opponents: an app mode, not an official rule</source>
            <translation>Jij tegen 1–3 computertegenstanders: een app-modus, geen officiële regel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="183" />
            <source>One player, with the official solo rules</source>
            <translation>Eén speler, met de officiële solovariant</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="184" />
            <source>%1 players at this computer</source>
            <translation>%1 spelers aan deze computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="206" />
            <source>House rule: 5 or 6 players (4 rounds, not official)</source>
            <translation>Huisregel: 5 of 6 spelers (4 ronden, niet officieel)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="214" />
            <source>Real dice (thrown at the table)</source>
            <translation>Echte dobbelstenen (aan tafel geworpen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="222" />
            <source>You throw at the table and type each throw in; every seat is a person. cleverdesk keeps the sheets and every rule.</source>
            <translation>Je werpt aan tafel en typt elke worp in; elke plaats is een persoon. cleverdesk houdt de scorevellen bij en bewaakt elke regel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="237" />
            <source>Solo: six rounds; after each of your turns you pick from the three lowest dice of a passive roll.</source>
            <translation>Solo: zes ronden; na elke beurt van jou kies je uit de drie laagste dobbelstenen van een passieve worp.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="238" />
            <source>%1 players: everybody is active once per round and picks from the silver platter otherwise.</source>
            <translation>%1 spelers: iedereen is één keer per ronde actief en kiest verder van het zilveren dienblad.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="267" />
            <source>Name of player %1</source>
            <translation>Naam van speler %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="272" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="273" />
            <source>Player %1</source>
            <translation>Speler %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="277" />
            <source>A name has at most %n character(s).</source>
            <translation>
                <numerusform>Een naam heeft hoogstens %n teken.</numerusform>
                <numerusform>Een naam heeft hoogstens %n tekens.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="284" />
            <source>Human</source>
            <translation>Mens</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="285" />
            <source>A person plays this seat</source>
            <translation>Een persoon speelt op deze plaats</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="293" />
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="294" />
            <source>The computer plays this seat</source>
            <translation>De computer speelt op deze plaats</translation>
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
            <translation>Startgetal</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="337" />
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="346" />
            <source>Empty means a random game. The same seed and the same choices give the same dice.</source>
            <translation>Leeg betekent een willekeurig spel. Hetzelfde startgetal en dezelfde keuzes geven dezelfde dobbelstenen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="341" />
            <source>random</source>
            <translation>willekeurig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="355" />
            <source>Enter a challenge code…</source>
            <translation>Uitdagingscode invoeren …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="356" />
            <source>Play the same solo game, with the same dice, as whoever gave you the code</source>
            <translation>Hetzelfde solospel met dezelfde dobbelstenen spelen als wie je de code gaf</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="404" />
            <source>Start game</source>
            <translation>Spel starten</translation>
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
            <translation>Het scorevel van dit spel kan hier nog niet worden getekend; de scores staan rechts.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="133" />
            <source>|◀ Start</source>
            <translation>|◀ Begin</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="134" />
            <source>To the start (Home)</source>
            <translation>Naar het begin (Home)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="141" />
            <source>◀ Back</source>
            <translation>◀ Terug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="142" />
            <source>One move back (←)</source>
            <translation>Eén zet terug (←)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="150" />
            <source>Next ▶</source>
            <translation>Verder ▶</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="151" />
            <source>One move on (→)</source>
            <translation>Eén zet verder (→)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="158" />
            <source>End ▶|</source>
            <translation>Einde ▶|</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="159" />
            <source>To the end (End)</source>
            <translation>Naar het einde (End)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="216" />
            <source>Final scores</source>
            <translation>Eindstand</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="247" />
            <source>(computer)</source>
            <translation>(computer)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="277" />
            <source>Foxes %1</source>
            <translation>Vossen %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="286" />
            <source>“%1”</source>
            <comment>a rating label in quotation marks</comment>
            <translation>‘%1’</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="306" />
            <source>At this move: %n point(s)</source>
            <translation>
                <numerusform>Bij deze zet: %n punt</numerusform>
                <numerusform>Bij deze zet: %n punten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="318" />
            <source>Moves</source>
            <translation>Zetten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="366" />
            <source>Review the game</source>
            <translation>Spel analyseren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="367" />
            <source>Where the points went: every decision rated against the best move (R)</source>
            <translation>Waar de punten gebleven zijn: elke beslissing gemeten aan de beste zet (R)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="375" />
            <source>Print to PDF…</source>
            <translation>Afdrukken als pdf…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="376" />
            <source>Save the final sheets of this game as a PDF file to print or share (P)</source>
            <translation>De laatste scorevellen van dit spel opslaan als pdf-bestand om af te drukken of te delen (P)</translation>
        </message>
    </context>
    <context>
        <name>PastSetCubedView</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="47" />
            <source>Points per round</source>
            <translation>Punten per ronde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="61" />
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="97" />
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="128" />
            <source>Framed in blue: the dice this move placed or swapped. Green: the SETs it made.</source>
            <translation>Blauw omrand: de dobbelstenen die deze zet heeft gelegd of geruild. Groen: de SETs die hij heeft gevormd.</translation>
        </message>
    </context>
    <context>
        <name>PrintDesk</name>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="40" />
            <source>SET Cubed has no score sheet to print: its game is the board on the table.</source>
            <translation>SET Cubed heeft geen scorevel om af te drukken: het spel is het speelbord op tafel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="111" />
            <source>There is no game on the table.</source>
            <translation>Er ligt geen spel op tafel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="120" />
            <source>The saved game could not be opened.</source>
            <translation>Het opgeslagen spel kon niet worden geopend.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="134" />
            <source>Choose between 1 and %1 sheets.</source>
            <translation>Kies tussen 1 en %1 scorevellen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="137" />
            <source>There is no printable sheet for this game yet.</source>
            <translation>Voor dit spel is nog geen afdrukbaar scorevel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="165" />
            <source>The PDF could not be written: %1</source>
            <translation>De pdf kon niet worden geschreven: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="169" />
            <source>The PDF could not be written to %1.</source>
            <translation>De pdf kon niet naar %1 worden geschreven.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/printing/desk.py" line="174" />
            <source>%n sheet(s) written to %1 (pages: %2).</source>
            <translation>
                <numerusform>%n scorevel naar %1 geschreven (pagina's: %2).</numerusform>
                <numerusform>%n scorevellen naar %1 geschreven (pagina's: %2).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="192" />
            <source>Export PDF</source>
            <translation>Pdf exporteren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="193" />
            <source>PDF documents (*.pdf)</source>
            <translation>Pdf-documenten (*.pdf)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="214" />
            <source>Print — %1</source>
            <translation>Afdrukken — %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/printing/desk.py" line="231" />
            <source>%n sheet(s) sent to the printer.</source>
            <translation>
                <numerusform>%n scorevel naar de printer gestuurd.</numerusform>
                <numerusform>%n scorevellen naar de printer gestuurd.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="47" />
            <source>Print score sheets</source>
            <translation>Scorevellen afdrukken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="68" />
            <source>What to print</source>
            <translation>Wat wordt afgedrukt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="77" />
            <source>The game on the table (%1): every player's sheet as it is now</source>
            <translation>Het spel op tafel (%1): het scorevel van elke speler zoals het nu is</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="78" />
            <source>The game on the table (no game is running)</source>
            <translation>Het spel op tafel (er loopt geen spel)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="89" />
            <source>A saved game:</source>
            <translation>Een opgeslagen spel:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="106" />
            <source>no saved games</source>
            <translation>geen opgeslagen spellen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="123" />
            <source>Blank sheets of</source>
            <translation>Lege scorevellen van</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="139" />
            <source>sheets:</source>
            <translation>vellen:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="157" />
            <source>Blank sheets share a page where they stay readable; a filled sheet gets a page of its own.</source>
            <translation>Lege scorevellen delen een pagina zolang ze leesbaar blijven; een ingevuld scorevel krijgt een eigen pagina.</translation>
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
            <translation>Inkt besparen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="193" />
            <source>Outlines and light tints instead of full colour areas</source>
            <translation>Omtrekken en lichte tinten in plaats van volle kleurvlakken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="213" />
            <source>Export PDF…</source>
            <translation>Pdf exporteren…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="214" />
            <source>Write the sheets to a PDF file of your choice (E)</source>
            <translation>De scorevellen naar een pdf-bestand naar keuze schrijven (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="221" />
            <source>Print…</source>
            <translation>Afdrukken…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="222" />
            <source>Preview the pages and print them (P)</source>
            <translation>Voorbeeld van de pagina's bekijken en afdrukken (P)</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="98" />
            <source>%1 – blank sheets</source>
            <translation>%1 – lege scorevellen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="103" />
            <source>%1 – %2</source>
            <translation>%1 – %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="152" />
            <source>real dice</source>
            <translation>echte dobbelstenen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="154" />
            <source>round %1 of %2 (game not finished)</source>
            <translation>ronde %1 van %2 (spel niet afgelopen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="325" />
            <source>The folder %1 does not exist.</source>
            <translation>De map %1 bestaat niet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/rating_table.py" line="65" />
            <source>%1 – solo rating table</source>
            <translation>%1 – scoretabel (solo)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/rating_table.py" line="126" />
            <source>Points · rating</source>
            <translation>Punten · beoordeling</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="117" />
            <location filename="../cleverdesk/printing/pages.py" line="133" />
            <source>There is no printable sheet for %1 yet.</source>
            <translation>Voor %1 is er nog geen afdrukbaar scorevel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="120" />
            <source>Print at least one copy.</source>
            <translation>Druk minstens één exemplaar af.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="122" />
            <source>Print at most %1 copies at a time.</source>
            <translation>Druk hoogstens %1 exemplaren tegelijk af.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="186" />
            <source>Unknown page size %1 (known: %2).</source>
            <translation>Onbekend papierformaat %1 (bekend: %2).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="209" />
            <source>There is nothing to print.</source>
            <translation>Er is niets af te drukken.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="214" />
            <source>The printer or the file could not be opened for printing.</source>
            <translation>De printer of het bestand kon niet worden geopend om af te drukken.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="244" />
            <source>The printer or the file could not take the sheets.</source>
            <translation>De printer of het bestand kon de scorevellen niet opnemen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="349" />
            <source>The PDF could not be written to %1: %2</source>
            <translation>De pdf kon niet naar %1 worden geschreven: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="357" />
            <location filename="../cleverdesk/printing/pages.py" line="358" />
            <source>the disk is full</source>
            <translation>de schijf is vol</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="359" />
            <source>the file is larger than the disk or the system allows</source>
            <translation>het bestand is groter dan de schijf of het systeem toestaat</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="361" />
            <location filename="../cleverdesk/printing/pages.py" line="362" />
            <source>permission denied</source>
            <translation>geen toestemming</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="363" />
            <source>the disk is read-only</source>
            <translation>de schijf is alleen-lezen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="397" />
            <source>the file was cut short</source>
            <translation>het bestand is afgekapt</translation>
        </message>
    </context>
    <context>
        <name>ProblemBanner</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ProblemBanner.qml" line="32" />
            <source>Saved games need your attention</source>
            <translation>Opgeslagen spellen hebben je aandacht nodig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ProblemBanner.qml" line="53" />
            <source>… and %1 more</source>
            <translation>… en nog %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ProblemBanner.qml" line="62" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ProblemBanner.qml" line="63" />
            <source>Hide these messages</source>
            <translation>Deze meldingen verbergen</translation>
        </message>
    </context>
    <context>
        <name>RedoButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RedoButton.qml" line="8" />
            <source>↷ Redo</source>
            <translation>↷ Opnieuw</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="172" />
            <source>This game could not be reviewed: %1</source>
            <translation>Dit spel kon niet geanalyseerd worden: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="235" />
            <source>Games of SET Cubed cannot be reviewed: its computer player finds the turn that scores most now, but cannot rate a turn by the points it leads to by the end of the game.</source>
            <translation>Spellen van SET Cubed kunnen niet geanalyseerd worden: de computerspeler vindt de beurt die nu de meeste punten oplevert, maar kan een beurt niet beoordelen op de punten waartoe die tot het einde van het spel leidt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="239" />
            <source>This game cannot be reviewed: no computer player can rate its moves yet.</source>
            <translation>Dit spel kan niet geanalyseerd worden: nog geen computerspeler kan de zetten beoordelen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="245" />
            <source>Review</source>
            <translation>Spelanalyse</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="246" />
            <source>Review: %1</source>
            <translation>Spelanalyse: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="264" />
            <source>Playing out the biggest mistakes to check them: %1 of %2 …</source>
            <translation>De grootste fouten worden ter controle uitgespeeld: %1 van %2 …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="267" />
            <source>Reviewing move %1 of %2 …</source>
            <translation>Zet %1 van %2 analyseren …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="349" />
            <source>No mistake worth half a point: every decision was as good as the best, or nearly.</source>
            <translation>Geen fout van een half punt of meer: elke beslissing was zo goed als de beste, of bijna.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="430" />
            <location filename="../cleverdesk/ui/review/desk.py" line="432" />
            <source>%1 expected</source>
            <translation>%1 verwacht</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="434" />
            <source>Decision %1 of %2</source>
            <translation>Beslissing %1 van %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/position.py" line="72" />
            <source>Dice rolled: %1</source>
            <translation>Geworpen: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/position.py" line="74" />
            <source>On the silver platter: %1</source>
            <translation>Op het zilveren dienblad: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="33" />
            <source>bonus</source>
            <translation>bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="36" />
            <source>Round %1, %2</source>
            <translation>Ronde %1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="39" />
            <source>%1 (%2’s turn)</source>
            <translation>%1 (beurt van %2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="76" />
            <source>worth %1 more</source>
            <translation>%1 meer waard</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="81" />
            <source>%1: %2; better: %3, %4</source>
            <translation>%1: %2; beter: %3, %4</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="87" />
            <source>%n expected point(s) lost</source>
            <translation>
                <numerusform>%n verwacht punt verloren</numerusform>
                <numerusform>%n verwachte punten verloren</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="101" />
            <source>A strong player's expected final score from your first decision</source>
            <translation>Verwachte eindscore van een sterke speler vanaf je eerste beslissing</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="103" />
            <source>What the dice and the other players gave you</source>
            <translation>Wat de dobbelstenen en de andere spelers je opleverden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="104" />
            <source>What your dice gave you</source>
            <translation>Wat je dobbelstenen je opleverden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="105" />
            <source>Your final score</source>
            <translation>Je eindscore</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="106" />
            <source>Your expected final score now</source>
            <translation>Je verwachte eindscore nu</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="109" />
            <source>What your decisions cost</source>
            <translation>Wat je beslissingen je kostten</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="120" />
            <source>Your decisions cost %n point(s).</source>
            <translation>
                <numerusform>Je beslissingen kostten je %n punt.</numerusform>
                <numerusform>Je beslissingen kostten je %n punten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="124" />
            <source>The dice and the other players gave you %n point(s) more than average.</source>
            <translation>
                <numerusform>De dobbelstenen en de andere spelers leverden je %n punt meer op dan gemiddeld.</numerusform>
                <numerusform>De dobbelstenen en de andere spelers leverden je %n punten meer op dan gemiddeld.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="127" />
            <source>The dice and the other players gave you %n point(s) less than average.</source>
            <translation>
                <numerusform>De dobbelstenen en de andere spelers leverden je %n punt minder op dan gemiddeld.</numerusform>
                <numerusform>De dobbelstenen en de andere spelers leverden je %n punten minder op dan gemiddeld.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="130" />
            <source>The dice and the other players gave you as much as average.</source>
            <translation>De dobbelstenen en de andere spelers leverden je precies het gemiddelde op.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="133" />
            <source>Your dice were %n point(s) better than average.</source>
            <translation>
                <numerusform>Je dobbelstenen waren %n punt beter dan gemiddeld.</numerusform>
                <numerusform>Je dobbelstenen waren %n punten beter dan gemiddeld.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="136" />
            <source>Your dice were %n point(s) worse than average.</source>
            <translation>
                <numerusform>Je dobbelstenen waren %n punt slechter dan gemiddeld.</numerusform>
                <numerusform>Je dobbelstenen waren %n punten slechter dan gemiddeld.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="138" />
            <source>Your dice were as good as average.</source>
            <translation>Je dobbelstenen waren precies zo goed als gemiddeld.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="144" />
            <source>%n decision(s) reviewed</source>
            <translation>
                <numerusform>%n beslissing geanalyseerd</numerusform>
                <numerusform>%n beslissingen geanalyseerd</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="146" />
            <source>%n mistake(s) of a point or more</source>
            <translation>
                <numerusform>%n fout van een punt of meer</numerusform>
                <numerusform>%n fouten van een punt of meer</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="147" />
            <source>final score %1</source>
            <translation>eindscore %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="148" />
            <source>score so far %1</source>
            <translation>tot nu toe %1 punten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="154" />
            <source>rated by the expert (the strongest computer player: one throw of lookahead)</source>
            <translation>beoordeeld door de expert (de sterkste computerspeler: kijkt één worp vooruit)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="156" />
            <source>rated by the strong computer player</source>
            <translation>beoordeeld door de sterke computerspeler</translation>
        </message>
    </context>
    <context>
        <name>ReviewPosition</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="120" />
            <source>Played</source>
            <translation>Gespeeld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="154" />
            <source>Best: the move played</source>
            <translation>Beste: de gespeelde zet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="154" />
            <source>Best</source>
            <translation>Beste</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="180" />
            <source>No points lost here.</source>
            <translation>Hier geen punten verloren.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="181" />
            <source>Expected points lost here: %1</source>
            <translation>Hier verloren verwachte punten: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="190" />
            <source>Faint marks: what each move writes. Orange square: the move played; green circle: the best move.</source>
            <translation>Vage tekens: wat elke zet invult. Oranje vierkant: de gespeelde zet; groene cirkel: de beste zet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="201" />
            <source>◀</source>
            <translation>◀</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="202" />
            <source>The decision before (←)</source>
            <translation>De beslissing ervoor (←)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="209" />
            <source>▶</source>
            <translation>▶</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="210" />
            <source>The next decision (→)</source>
            <translation>De volgende beslissing (→)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="219" />
            <source>All decisions</source>
            <translation>Alle beslissingen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="220" />
            <source>All</source>
            <translation>Alle</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="221" />
            <source>Back to the whole review (Esc)</source>
            <translation>Terug naar de hele analyse (Esc)</translation>
        </message>
    </context>
    <context>
        <name>ReviewScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="98" />
            <source>(computer)</source>
            <translation>(computer)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="99" />
            <source>Review this player's decisions (← →)</source>
            <translation>De beslissingen van deze speler analyseren (← →)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="203" />
            <source>The expected final score through the game (blue): it drops by what a decision cost (red) and moves with the dice between decisions; dashed: the final score</source>
            <translation>De verwachte eindscore in de loop van het spel (blauw): die daalt met wat een beslissing kostte (rood) en beweegt tussen de beslissingen mee met de dobbelstenen; gestreept: de eindscore</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="221" />
            <source>Biggest mistakes</source>
            <translation>Grootste fouten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="310" />
            <source>Better: %1, %2</source>
            <translation>Beter: %1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="342" />
            <source>Every decision</source>
            <translation>Elke beslissing</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="349" />
            <source>Click one, or press Enter, to see it on the sheet.</source>
            <translation>Klik er een aan of druk op Enter om hem op het scorevel te zien.</translation>
        </message>
    </context>
    <context>
        <name>RulesClever4ever</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="8" />
            <source>Set-up and rounds</source>
            <translation>Voorbereiding en ronden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="9" />
            <source>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, blue, grey, green, pink) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;polish&lt;/b&gt; action, round 4 a &lt;b&gt;black ?&lt;/b&gt; (see Bonuses).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Iedere speler heeft een scorevel. Een willekeurig gekozen speler neemt de zes dobbelstenen (wit, geel, blauw, grijs, groen, roze) en is als eerste de &lt;b&gt;actieve speler&lt;/b&gt;; de anderen zijn &lt;b&gt;passief&lt;/b&gt;. Het spel duurt &lt;b&gt;6 ronden&lt;/b&gt; met 1 of 2 spelers, &lt;b&gt;5 ronden&lt;/b&gt; met 3 en &lt;b&gt;4 ronden&lt;/b&gt; met 4 spelers (met de optionele huisregel voor 5 of 6 spelers: 4 ronden). In elke ronde is iedere speler één keer de actieve speler, met de klok mee.&lt;/p&gt;&lt;p&gt;Aan het begin van elke ronde streept iedereen het rondenummer door en krijgt de bonus ervan: ronde 1 een actie &lt;b&gt;Nogmaals dobbelen&lt;/b&gt;, ronde 2 een &lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt;, ronde 3 een actie &lt;b&gt;zilver oppoetsen&lt;/b&gt;, ronde 4 een &lt;b&gt;zwarte ?-bonus&lt;/b&gt; (zie Bonussen).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="18" />
            <source>The active player's turn</source>
            <translation>De beurt van de actieve speler</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="19" />
            <source>&lt;p&gt;The active player rolls all six dice, picks one and enters it on the sheet. The die of roll 1 lies on dice field I, of roll 2 on II, of roll 3 on III; the field changes nothing on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;; dice showing the same or more stay. The rest are rolled again: three rolls at most. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early. After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit, and must be when none fits: it counts as one of the three, its dice field stays empty and the same dice are rolled again.&lt;/p&gt;</source>
            <translation>&lt;p&gt;De actieve speler werpt alle zes de dobbelstenen, kiest er één en vult die in op het scorevel. De dobbelsteen van worp 1 ligt op dobbelsteenveld I, van worp 2 op II, van worp 3 op III; het veld verandert niets op het scorevel. Elke dobbelsteen met een &lt;b&gt;lagere&lt;/b&gt; waarde dan de gekozen gaat naar het &lt;b&gt;zilveren dienblad&lt;/b&gt;; dobbelstenen met dezelfde of een hogere waarde blijven liggen. Met de rest wordt opnieuw geworpen: hoogstens drie worpen. Wie de laagste dobbelsteen kiest, legt niets op het zilveren dienblad; zijn er geen dobbelstenen meer over, dan eindigt de beurt eerder. Na de derde worp gaan alle dobbelstenen die nog op het werpvlak liggen naar het zilveren dienblad.&lt;/p&gt;&lt;p&gt;Alleen een dobbelsteen die ingevuld kan worden, mag je nemen. Je mag een worp altijd laten &lt;b&gt;vervallen&lt;/b&gt; (F), ook als er een dobbelsteen zou passen, en hij vervalt als er geen past: hij telt als een van de drie, zijn dobbelsteenveld blijft leeg en met dezelfde dobbelstenen wordt opnieuw geworpen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="29" />
            <source>Which die goes where</source>
            <translation>Welke dobbelsteen waar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="30" />
            <source>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild for yellow, grey, green and pink, and may be combined with blue. Blue reads both dice, wherever the other one lies: the blue die gives the row, the white die the column (they are not added).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Elke dobbelsteen wordt ingevuld in de categorie van zijn kleur. De &lt;b&gt;witte dobbelsteen&lt;/b&gt; is een kleurenjoker voor geel, grijs, groen en roze en mag met blauw gecombineerd worden. Blauw leest beide dobbelstenen, waar de andere ook ligt: de blauwe dobbelsteen geeft de regel, de witte de kolom (ze worden niet opgeteld).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="34" />
            <source>The passive players</source>
            <translation>De passieve spelers</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="35" />
            <source>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die. A passive player never uses a reroll.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Is de actieve speler klaar, dan neemt iedere passieve speler tegelijkertijd &lt;b&gt;één&lt;/b&gt; dobbelsteen van het zilveren dienblad en vult die in, of neemt er geen. De dobbelstenen blijven op het zilveren dienblad liggen: meerdere spelers mogen dezelfde dobbelsteen nemen. Een passieve speler gebruikt nooit Nogmaals dobbelen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="39" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Past geen dobbelsteen van het zilveren dienblad op het scorevel van een passieve speler, dan mag die in plaats daarvan één dobbelsteen van de &lt;b&gt;dobbelsteenvelden&lt;/b&gt; van de actieve speler nemen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="41" />
            <source>&lt;p&gt;Whether a platter die fits is judged by its number, without polishing. A player who declines a platter die that fits may not take one from the dice fields. A die from the dice fields is never polished.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Of een dobbelsteen van het zilveren dienblad past, bepaalt zijn waarde, zonder oppoetsen. Wie een passende dobbelsteen van het zilveren dienblad laat liggen, mag er geen van de dobbelsteenvelden nemen. Een dobbelsteen van de dobbelsteenvelden wordt nooit opgepoetst.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="44" />
            <source>Yellow</source>
            <translation>Geel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="45" />
            <source>&lt;p&gt;Write the number in the next cell of a row of your choice, anew for every die: the &lt;b&gt;top row&lt;/b&gt; only rising (&amp;lt;), closed after a 6, and it scores nothing itself; the &lt;b&gt;middle row&lt;/b&gt; counts minus, the &lt;b&gt;bottom row&lt;/b&gt; plus. A bonus under a cell comes when the cell is written.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: bottom sum minus middle sum, plus the points of every column with all three cells written (10, 10, 15, 15, 20).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Vul het getal in het volgende veld van een regel naar keuze in, bij elke dobbelsteen opnieuw: de &lt;b&gt;bovenste regel&lt;/b&gt; alleen oplopend (&amp;lt;), na een 6 is hij gesloten en hij levert zelf niets op; de &lt;b&gt;middelste regel&lt;/b&gt; telt min, de &lt;b&gt;onderste regel&lt;/b&gt; plus. Een bonus onder een veld krijg je zodra het veld ingevuld is.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: de som onder min de som in het midden, plus de punten van elke kolom waarvan alle drie de velden ingevuld zijn (10, 10, 15, 15, 20).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="51" />
            <source>Blue</source>
            <translation>Blauw</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="52" />
            <source>&lt;p&gt;The blue die gives the &lt;b&gt;row&lt;/b&gt;, the white die the &lt;b&gt;column&lt;/b&gt;; cross that cell, whichever of the two you take. A row's bonus and the diagonal's come with their second cross.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: columns with two or more crosses score the points under them (7 to 12), and two or more crosses on the dashed anti-diagonal score 6.&lt;/p&gt;</source>
            <translation>&lt;p&gt;De blauwe dobbelsteen geeft de &lt;b&gt;regel&lt;/b&gt;, de witte de &lt;b&gt;kolom&lt;/b&gt;; kruis dat veld aan, welke van de twee je ook neemt. De bonus van een regel en van de diagonaal komt met hun tweede kruis.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: kolommen met twee of meer kruizen leveren de punten eronder op (7 tot 12), en twee of meer kruizen op de gestreepte diagonaal van rechtsboven naar linksonder leveren 6 punten op.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="57" />
            <source>Grey</source>
            <translation>Grijs</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="58" />
            <source>&lt;p&gt;Cross a whole &lt;b&gt;sub-area&lt;/b&gt; (cells of one shade joined side by side, never diagonally) of at most the die's number of cells, the surplus is lost: first one of the two red-framed ones, then one next to your crosses, side by side (never diagonally). All its cells light up; click any of them. Bonus cells in it pay their bonus; a complete shade gives a fox.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each full column the points above it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kruis een hele &lt;b&gt;subcategorie&lt;/b&gt; aan (aaneengesloten velden in dezelfde kleur, horizontaal of verticaal, nooit diagonaal) van hoogstens zoveel velden als het getal van de dobbelsteen; de rest vervalt: eerst een van de twee rood omkaderde, daarna een die horizontaal of verticaal aan je kruizen grenst (nooit diagonaal). Al haar velden lichten op; klik op een ervan. Bonusvelden erin geven hun bonus; een volledige kleur geeft een vos.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: elke volle kolom de punten erboven.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="64" />
            <source>Green</source>
            <translation>Groen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="65" />
            <source>&lt;p&gt;Each field has an &lt;b&gt;upper&lt;/b&gt; and a &lt;b&gt;lower triangle&lt;/b&gt;: two rows, each filled from left to right, you choose which for every die. Writing a lower triangle pays the bonus under its field.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: a full field scores (upper + lower) × its multiplier (×2 from field 4); a field with one triangle scores 0.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Elk veld heeft een &lt;b&gt;bovenste&lt;/b&gt; en een &lt;b&gt;onderste driehoek&lt;/b&gt;: twee regels, elk van links naar rechts gevuld, bij elke dobbelsteen kies jij welke. Wie een onderste driehoek invult, krijgt de bonus onder zijn veld.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: een vol veld telt (boven + onder) × zijn vermenigvuldiger (×2 vanaf veld 4); een veld met maar één driehoek telt 0.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="70" />
            <source>Pink</source>
            <translation>Roze</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="71" />
            <source>&lt;p&gt;From left to right; a 3 writes a second 3 in the next field (that one does nothing more), a 5 or 6 pays the bonus. Pink scores the points printed above its last filled field, plus 2 for each 2, 4 for each 4 and 3 for each 6.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Van links naar rechts; een 3 vult een tweede 3 in het volgende veld in (die doet verder niets), een 5 of 6 geeft de bonus. Roze levert de punten boven het laatst ingevulde veld op, plus 2 voor elke 2, 4 voor elke 4 en 3 voor elke 6.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="74" />
            <source>Bonuses</source>
            <translation>Bonussen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="75" />
            <source>&lt;p&gt;A bonus comes when its cell or field is filled, or its row gets its second cross. You take it at once; it cannot be saved. When one entry brings several bonuses, or a bonus brings another (a chain), you choose the order.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; bonus is compulsory and acts as the number you choose, with the area's rules: the yellow ? writes it in a row of your choice; the blue ? crosses &lt;b&gt;any&lt;/b&gt; open blue cell; the grey ? crosses any sub-area you may cross now; the green ? writes it in the row of your choice; the pink ? writes it with its effect. The &lt;b&gt;black ?&lt;/b&gt; (round 4) lets you choose the area and the number. A ? with no open place is lost.&lt;/p&gt;&lt;p&gt;Round bonuses: round 1 a reroll, round 2 a +1, round 3 a polish action, round 4 a black ?. The reroll track's last circle pays a pink ?.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Een bonus krijg je zodra zijn veld ingevuld is of zijn regel haar tweede kruis krijgt. Je gebruikt hem meteen; bewaren kan niet. Levert één invulling meerdere bonussen op, of een bonus een volgende (kettingreacties), dan kies jij de volgorde.&lt;/p&gt;&lt;p&gt;Een &lt;b&gt;?-bonus&lt;/b&gt; is verplicht en telt als het getal dat je kiest, volgens de regels van de categorie: de gele ?-bonus in een regel naar keuze; de blauwe kruist een &lt;b&gt;willekeurig&lt;/b&gt; vrij veld in blauw aan; de grijze kruist een subcategorie aan die je nu mag aankruisen; de groene in de regel naar keuze; de roze met zijn effect. Bij de &lt;b&gt;zwarte ?-bonus&lt;/b&gt; (ronde 4) kies je categorie en getal. Een ?-bonus zonder vrije plek vervalt.&lt;/p&gt;&lt;p&gt;Rondebonussen: ronde 1 Nogmaals dobbelen, ronde 2 een Extra dobbelsteen (+1), ronde 3 zilver oppoetsen, ronde 4 een zwarte ?-bonus. De laatste cirkel van het spoor Nogmaals dobbelen geeft een roze ?-bonus.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="86" />
            <source>Actions</source>
            <translation>Acties</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="87" />
            <source>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Polish silver&lt;/b&gt;: a die you take from the platter (passive pick or +1), and the partner of a blue entry lying on the platter, may be entered 1 higher or lower per polish action, several steps allowed; 1 and 6 are not neighbours. The die is not turned: everybody else still sees its number. A die from the dice fields, or the active player's own pick, is never polished. The desk shows the steps and their cost before anything is spent.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, roll all dice of the rolling area again. &lt;b&gt;+1&lt;/b&gt;: at the end of your own turn, active or passive (also when you took no die), enter any one of the six dice again, wherever it lies; each die at most once per turn.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Een omcirkelde actie mag je in deze of een latere beurt gebruiken; daarna streep je hem door. Meerdere in één beurt mogen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Zilver oppoetsen&lt;/b&gt;: een dobbelsteen die je van het zilveren dienblad neemt (passieve keuze of +1), en de partner van een blauwe invulling die op het zilveren dienblad ligt, mag je per poetsactie 1 hoger of lager invullen, ook meerdere stappen; 1 en 6 grenzen niet aan elkaar. De dobbelsteen wordt niet gedraaid: alle anderen zien nog steeds zijn getal. Een dobbelsteen van de dobbelsteenvelden en de eigen keuze van de actieve speler worden nooit opgepoetst. cleverdesk toont de stappen en wat ze kosten voordat er iets wordt gebruikt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nogmaals dobbelen&lt;/b&gt; (alleen de actieve speler): werp na een worp alle dobbelstenen van het werpvlak opnieuw. &lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt;: aan het einde van je eigen beurt, actief of passief (ook als je geen dobbelsteen hebt genomen), vul je een van de zes dobbelstenen nog een keer in, waar hij ook ligt; elke dobbelsteen hoogstens één keer per beurt.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="98" />
            <source>Game end</source>
            <translation>Einde van het spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="99" />
            <source>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; and &lt;b&gt;polish&lt;/b&gt; actions; rerolls left over lapse and score nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Het spel eindigt na de laatste beurt van de laatste ronde. Daarna mag iedereen nog acties &lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt; en &lt;b&gt;zilver oppoetsen&lt;/b&gt; gebruiken; overgebleven acties Nogmaals dobbelen vervallen en leveren niets op.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="102" />
            <source>Scoring and the winner</source>
            <translation>Puntentelling en winnaar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="103" />
            <source>&lt;p&gt;Add your five area scores (yellow may be negative). Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if that is 0 or less). The highest total wins. On a tie, the tied player with the highest single colour area wins (foxes do not count); if that is equal too, they share the win.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Tel je vijf categorieën op (geel kan negatief zijn). Elke &lt;b&gt;vos&lt;/b&gt; is evenveel waard als je categorie met de minste punten (niets als dat 0 of minder is). Het hoogste totaal wint. Bij een gelijke stand wint wie van hen de hoogste score in één kleurcategorie heeft (vossen tellen niet mee); is dat ook gelijk, dan delen zij de winst.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="107" />
            <source>Solo game</source>
            <translation>Solovariant</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="108" />
            <source>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter; the other three lie on dice fields I, II and III in a random order (the same order decides between equal numbers). Take one platter die (it may be polished) or none; if none fits, the dice fields are open to you as usual. In the passive turn &lt;b&gt;+1 and polish are allowed, reroll is not&lt;/b&gt;. Your total gives the rating:&lt;/p&gt;</source>
            <translation>&lt;p&gt;Je speelt 6 ronden. In elke ronde ben je eerst actief (een beurt zoals hierboven), daarna passief: alle zes de dobbelstenen worden geworpen en de &lt;b&gt;drie laagste&lt;/b&gt; gaan naar het zilveren dienblad; de andere drie liggen in willekeurige volgorde op de dobbelsteenvelden I, II en III (dezelfde volgorde beslist bij gelijke getallen). Neem één dobbelsteen van het zilveren dienblad (hij mag opgepoetst worden) of geen; past er geen, dan staan de dobbelsteenvelden je zoals gewoonlijk open. In de passieve beurt zijn &lt;b&gt;Extra dobbelsteen en zilver oppoetsen toegestaan, Nogmaals dobbelen niet&lt;/b&gt;. Je totaal geeft de waardering:&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="115" />
            <source>Playing at the desk</source>
            <translation>Spelen met cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="116" />
            <source>&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y B Gy G P name white, yellow, blue, grey, green, pink). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Dobbelsteentoetsen: het getal &lt;b&gt;1–6&lt;/b&gt; onder elke dobbelsteen die je mag nemen (de letters W Ge B Gr Gn R staan voor wit, geel, blauw, grijs, groen, roze). Zolang een keuze open is, kies je met &lt;b&gt;1–9&lt;/b&gt; en sluit &lt;b&gt;Esc&lt;/b&gt; haar.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>RulesCleverCubed</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="8" />
            <source>Set-up and rounds</source>
            <translation>Voorbereiding en ronden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="9" />
            <source>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, turquoise, blue, brown, pink) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;number joker&lt;/b&gt;, round 4 a &lt;b&gt;black ?&lt;/b&gt; (see Bonuses).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Iedere speler heeft een scorevel. Een willekeurig gekozen speler neemt de zes dobbelstenen (wit, geel, blauwgroen, blauw, bruin, roze) en is als eerste de &lt;b&gt;actieve speler&lt;/b&gt;; de anderen zijn &lt;b&gt;passief&lt;/b&gt;. Het spel duurt &lt;b&gt;6 ronden&lt;/b&gt; met 1 of 2 spelers, &lt;b&gt;5 ronden&lt;/b&gt; met 3 en &lt;b&gt;4 ronden&lt;/b&gt; met 4 spelers (met de optionele huisregel voor 5 of 6 spelers: 4 ronden). In elke ronde is iedere speler één keer de actieve speler, met de klok mee.&lt;/p&gt;&lt;p&gt;Aan het begin van elke ronde streept iedereen het rondenummer door en krijgt de bonus ervan: ronde 1 een actie &lt;b&gt;Nogmaals dobbelen&lt;/b&gt;, ronde 2 een &lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt;, ronde 3 een &lt;b&gt;getallenjoker&lt;/b&gt;, ronde 4 een &lt;b&gt;zwarte ?-bonus&lt;/b&gt; (zie Bonussen).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="18" />
            <source>The active player's turn</source>
            <translation>De beurt van de actieve speler</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="19" />
            <source>&lt;p&gt;The active player rolls all six dice, picks one and enters it on the sheet. The die of roll 1 lies on dice field I, of roll 2 on II, of roll 3 on III. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt; (by the number the die shows, even when a number joker enters it as another); dice showing the same or more stay. The rest are rolled again: three rolls at most. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early. After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit, and must be when none fits: it counts as one of the three, its dice field stays empty and the same dice are rolled again (a die picked on roll 2 still lies on field II).&lt;/p&gt;</source>
            <translation>&lt;p&gt;De actieve speler werpt alle zes de dobbelstenen, kiest er één en vult die in op het scorevel. De dobbelsteen van worp 1 ligt op dobbelsteenveld I, van worp 2 op II, van worp 3 op III. Elke dobbelsteen met een &lt;b&gt;lagere&lt;/b&gt; waarde dan de gekozen gaat naar het &lt;b&gt;zilveren dienblad&lt;/b&gt; (naar het getal dat de dobbelsteen toont, ook als een getallenjoker hem als een ander invult); dobbelstenen met dezelfde of een hogere waarde blijven liggen. Met de rest wordt opnieuw geworpen: hoogstens drie worpen. Wie de laagste dobbelsteen kiest, legt niets op het zilveren dienblad; zijn er geen dobbelstenen meer over, dan eindigt de beurt eerder. Na de derde worp gaan alle dobbelstenen die nog op het werpvlak liggen naar het zilveren dienblad.&lt;/p&gt;&lt;p&gt;Alleen een dobbelsteen die ingevuld kan worden, mag je nemen. Je mag een worp altijd laten &lt;b&gt;vervallen&lt;/b&gt; (F), ook als er een dobbelsteen zou passen, en hij vervalt als er geen past: hij telt als een van de drie, zijn dobbelsteenveld blijft leeg en met dezelfde dobbelstenen wordt opnieuw geworpen (een dobbelsteen van worp 2 ligt toch op veld II).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="31" />
            <source>Which die goes where</source>
            <translation>Welke dobbelsteen waar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="32" />
            <source>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild for yellow, turquoise, brown and pink. Blue always counts &lt;b&gt;blue + white&lt;/b&gt; together, wherever the other die lies: the blue die and the white die taken as blue both enter that sum, never a single die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Elke dobbelsteen wordt ingevuld in de categorie van zijn kleur. De &lt;b&gt;witte dobbelsteen&lt;/b&gt; is een kleurenjoker voor geel, blauwgroen, bruin en roze. Blauw telt altijd &lt;b&gt;blauw + wit&lt;/b&gt; samen, waar de andere dobbelsteen ook ligt: de blauwe dobbelsteen en de witte als blauw vullen allebei die som in, nooit één dobbelsteen alleen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="36" />
            <source>The passive players</source>
            <translation>De passieve spelers</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="37" />
            <source>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die. A passive player never uses a reroll.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Is de actieve speler klaar, dan neemt iedere passieve speler tegelijkertijd &lt;b&gt;één&lt;/b&gt; dobbelsteen van het zilveren dienblad en vult die in, of neemt er geen. De dobbelstenen blijven op het zilveren dienblad liggen: meerdere spelers mogen dezelfde dobbelsteen nemen. Een passieve speler gebruikt nooit Nogmaals dobbelen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="41" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Past geen dobbelsteen van het zilveren dienblad op het scorevel van een passieve speler, dan mag die in plaats daarvan één dobbelsteen van de &lt;b&gt;dobbelsteenvelden&lt;/b&gt; van de actieve speler nemen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="43" />
            <source>&lt;p&gt;Whether a platter die fits is judged by its number, without number jokers. A player who declines a platter die that fits may not take one from the dice fields. A die from the dice fields is a passive pick too: in yellow only a grey cell.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Of een dobbelsteen van het zilveren dienblad past, bepaalt zijn waarde, zonder getallenjoker. Wie een passende dobbelsteen van het zilveren dienblad laat liggen, mag er geen van de dobbelsteenvelden nemen. Ook een dobbelsteen van de dobbelsteenvelden is een passieve keuze: in geel alleen een grijs veld.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="47" />
            <source>Yellow</source>
            <translation>Geel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="48" />
            <source>&lt;p&gt;Cross the die's number in the row of its &lt;b&gt;dice field&lt;/b&gt; (roll 2: row II), on a grey or a white cell. Passive picks may only use the &lt;b&gt;grey&lt;/b&gt; cells. A pair of crosses one above the other pays the bonus between them.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each row by its crosses (1 cross 2 points, then 6, 12, 20, 30, 42).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kruis het getal van de dobbelsteen aan in de rij van zijn &lt;b&gt;dobbelsteenveld&lt;/b&gt; (worp 2: rij II), op een grijs of een wit veld. Passief gekozen dobbelstenen mogen alleen de &lt;b&gt;grijze&lt;/b&gt; velden gebruiken. Twee kruizen boven elkaar geven de bonus ertussen.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: elke rij naar haar kruizen (1 kruis 2 punten, dan 6, 12, 20, 30, 42).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="52" />
            <source>Turquoise</source>
            <translation>Blauwgroen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="53" />
            <source>&lt;p&gt;Cross a cell in the column of the number, any row. Every other die of the same number on your dice fields (passive: on the platter) allows one more cross in that column, each optional: the sheet shows them with +, a panel lets you skip them. A row or column pays its bonus when all its &lt;b&gt;tinted&lt;/b&gt; cells are crossed; the white cells count for points only.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each row by its crosses (1 cross 1 point, then 3, 6, 10, 15, 21).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kruis een veld aan in de kolom van het getal, in een rij naar keuze. Elke andere dobbelsteen met hetzelfde getal op je dobbelsteenvelden (passief: op het zilveren dienblad) geeft nog een kruis in die kolom, telkens vrijwillig: het scorevel toont ze met +, een paneel laat je ze overslaan. Een rij of kolom geeft haar bonus zodra al haar &lt;b&gt;gekleurde&lt;/b&gt; velden aangekruist zijn; de witte velden tellen alleen voor punten.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: elke rij naar haar kruizen (1 kruis 1 punt, dan 3, 6, 10, 15, 21).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="59" />
            <source>Blue</source>
            <translation>Blauw</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="60" />
            <source>&lt;p&gt;Blue + white, written outward from the printed 7 on a side of your choice: exactly 1 less on the left, exactly 1 more on the right, a 7 starts a side again. A 7 is never the first number of a side and never follows a 7. 2, 3, 4, 10, 11 and 12 score 4 extra.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each side the points above its outermost number, plus the extras.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Blauw + wit, vanaf de gedrukte 7 naar buiten ingevuld aan een kant naar keuze: links telkens precies 1 lager, rechts telkens precies 1 hoger, een 7 begint een kant opnieuw. Een 7 is nooit het eerste getal van een kant en volgt nooit op een 7. 2, 3, 4, 10, 11 en 12 leveren 4 punten extra op.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: elke kant de punten boven haar buitenste getal, plus de extra punten.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="65" />
            <source>Brown</source>
            <translation>Bruin</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="66" />
            <source>&lt;p&gt;Cross the number anywhere right of your last cross; skipped cells are lost. A bonus between two cells comes when &lt;b&gt;both neighbours&lt;/b&gt; are crossed, so a skipped cell loses the bonuses on both its sides.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: by the number of crosses (1 cross 2 points … 12 crosses 90).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kruis het getal aan ergens rechts van je laatste kruis; overgeslagen velden vervallen. Een bonus tussen twee velden krijg je zodra &lt;b&gt;beide buren&lt;/b&gt; aangekruist zijn; een overgeslagen veld kost dus de bonussen aan zijn beide kanten.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: naar het aantal kruizen (1 kruis 2 punten … 12 kruizen 90).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="70" />
            <source>Pink</source>
            <translation>Roze</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="71" />
            <source>&lt;p&gt;From left to right, never skipping a field. Field 1 always takes half the number (rounded up), with no choice and no bonus. From field 2 on, choose each time: &lt;b&gt;½&lt;/b&gt; (write half, rounded up, and take the bonus) or &lt;b&gt;×&lt;/b&gt; (write the number times the star, the bonus is lost).&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Van links naar rechts, zonder een veld over te slaan. Veld 1 neemt altijd de helft van het getal (naar boven afgerond), zonder keuze en zonder bonus. Vanaf veld 2 kies je telkens: &lt;b&gt;½&lt;/b&gt; (de helft invullen, naar boven afgerond, en de bonus nemen) of &lt;b&gt;×&lt;/b&gt; (het getal maal de ster invullen, de bonus vervalt).&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: de som van de ingevulde getallen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="76" />
            <source>Bonuses</source>
            <translation>Bonussen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="77" />
            <source>&lt;p&gt;A bonus comes when its cells are crossed or its field is written. You take it at once; it cannot be saved. When one entry brings several bonuses, or a bonus brings another (a chain), you choose the order.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; bonus is compulsory; you choose the number and the place: the yellow ? crosses a number of your choice in &lt;b&gt;any&lt;/b&gt; row, grey or white; the turquoise ? gives exactly one cross in a column of your choice (no more crosses); the blue ? writes any number that fits a side; the brown ? crosses any open cell right of your last brown cross; the pink ? writes a number 1–6 of your choice, with the ½ or × choice. The &lt;b&gt;black ?&lt;/b&gt; (round 4 and the last pink field) is the ? of any colour. A ? with no open place is lost.&lt;/p&gt;&lt;p&gt;Round bonuses: round 1 a reroll, round 2 a +1, round 3 a number joker, round 4 a black ?. The seventh circle of each action track pays the bonus at its end: reroll a fox, number joker a pink ?, +1 a brown ?.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Een bonus krijg je zodra zijn velden aangekruist zijn of zijn veld ingevuld is. Je gebruikt hem meteen; bewaren kan niet. Levert één invulling meerdere bonussen op, of een bonus een volgende (kettingreacties), dan kies jij de volgorde.&lt;/p&gt;&lt;p&gt;Een &lt;b&gt;?-bonus&lt;/b&gt; is verplicht; getal en plek kies jij: de gele ?-bonus kruist een getal naar keuze aan in een &lt;b&gt;willekeurige&lt;/b&gt; rij, grijs of wit; de blauwgroene geeft precies één kruis in een kolom naar keuze (geen extra kruizen); de blauwe vult een willekeurig getal in dat aan een kant past; de bruine kruist een willekeurig vrij veld rechts van je laatste bruine kruis aan; de roze vult een getal 1–6 naar keuze in, met de keuze ½ of ×. De &lt;b&gt;zwarte ?-bonus&lt;/b&gt; (ronde 4 en het laatste roze veld) is de ?-bonus van een kleur naar keuze. Een ?-bonus zonder vrije plek vervalt.&lt;/p&gt;&lt;p&gt;Rondebonussen: ronde 1 Nogmaals dobbelen, ronde 2 een Extra dobbelsteen (+1), ronde 3 een getallenjoker, ronde 4 een zwarte ?-bonus. De zevende cirkel van elk actiespoor geeft de bonus aan het einde ervan: Nogmaals dobbelen een vos, de getallenjoker een roze ?-bonus, +1 een bruine ?-bonus.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="89" />
            <source>Actions</source>
            <translation>Acties</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="90" />
            <source>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, before you pick, roll all dice of the rolling area again; the dice on the dice fields and the platter stay. A reroll is not one of the three rolls.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;number joker&lt;/b&gt; enters a die as another number. Each circled slot has its own number, printed in it (3, 4, 5, 6; a ? is any number of your choice), and any circled slot may be used, in any order, whenever you enter a die (your pick, a passive pick, a die from the dice fields or a +1). The die is &lt;b&gt;not turned&lt;/b&gt;: the platter step, other players and the turquoise matching of other dice go by the number it shows. One joker per die (in blue it changes the chosen die only), never on a ? bonus. The desk asks before it spends one.&lt;/p&gt;&lt;p&gt;&lt;b&gt;+1&lt;/b&gt; (extra die): at the end of your own turn, active or passive (also when you took no die), take any one of the six dice again, wherever it lies, and enter it like a pick (a number joker may apply). &lt;b&gt;In yellow the die's place decides&lt;/b&gt;: a die on dice field I, II or III uses that row, a platter die only a &lt;b&gt;grey&lt;/b&gt; cell. Each die at most once per turn as +1; several +1 in one turn are allowed.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Een omcirkelde actie mag je in deze of een latere beurt gebruiken; daarna streep je hem door. Meerdere in één beurt mogen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nogmaals dobbelen&lt;/b&gt; (alleen de actieve speler): werp na een worp, voordat je kiest, alle dobbelstenen van het werpvlak opnieuw; de dobbelstenen op de dobbelsteenvelden en op het zilveren dienblad blijven liggen. Het telt niet als een van de drie worpen.&lt;/p&gt;&lt;p&gt;De &lt;b&gt;getallenjoker&lt;/b&gt; vult een dobbelsteen in als een ander getal. Elke vrijgespeelde joker heeft zijn eigen getal, dat in zijn cirkel staat (3, 4, 5, 6; een ? is een getal naar keuze), en je mag elke vrijgespeelde joker gebruiken, in willekeurige volgorde, telkens als je een dobbelsteen invult (je keuze, een passieve keuze, een dobbelsteen van de dobbelsteenvelden of +1). De dobbelsteen wordt &lt;b&gt;niet gedraaid&lt;/b&gt;: de stap naar het zilveren dienblad, de andere spelers en het vergelijken in blauwgroen van andere dobbelstenen gaan uit van het getal dat hij toont. Eén joker per dobbelsteen (in blauw verandert hij alleen de gekozen dobbelsteen), nooit op een ?-bonus. cleverdesk vraagt het eerst voordat er een wordt gebruikt.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt;: aan het einde van je eigen beurt, actief of passief (ook als je geen dobbelsteen hebt genomen), neem je een van de zes dobbelstenen nog een keer, waar hij ook ligt, en vul je hem in zoals een keuze (een getallenjoker mag erbij). &lt;b&gt;In geel beslist de plek van de dobbelsteen&lt;/b&gt;: een dobbelsteen op dobbelsteenveld I, II of III gebruikt die rij, een dobbelsteen van het zilveren dienblad alleen een &lt;b&gt;grijs&lt;/b&gt; veld. Elke dobbelsteen hoogstens één keer per beurt als +1; meerdere +1 in één beurt mogen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="105" />
            <source>Game end</source>
            <translation>Einde van het spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="106" />
            <source>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; actions, with number jokers; rerolls and jokers left over lapse and score nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Het spel eindigt na de laatste beurt van de laatste ronde. Daarna mag iedereen nog acties &lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt; gebruiken, ook met getallenjokers; overgebleven acties Nogmaals dobbelen en jokers vervallen en leveren niets op.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="109" />
            <source>Scoring and the winner</source>
            <translation>Puntentelling en winnaar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="110" />
            <source>&lt;p&gt;Add your five area scores. Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if an area scores 0). The highest total wins. On a tie, the tied player with the highest single colour area wins (foxes do not count); if that is equal too, they share the win.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Tel je vijf categorieën op. Elke &lt;b&gt;vos&lt;/b&gt; is evenveel waard als je categorie met de minste punten (niets als een categorie 0 punten heeft). Het hoogste totaal wint. Bij een gelijke stand wint wie van hen de hoogste score in één kleurcategorie heeft (vossen tellen niet mee); is dat ook gelijk, dan delen zij de winst.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="114" />
            <source>Solo game</source>
            <translation>Solovariant</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="115" />
            <source>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter; the other three lie on dice fields I, II and III in a random order (the same order decides between equal numbers). That order matters for the fallback and for a +1 in yellow. Take one platter die (a number joker may apply) or none. In the passive turn &lt;b&gt;+1 is allowed, reroll is not&lt;/b&gt;. Your total gives the rating:&lt;/p&gt;</source>
            <translation>&lt;p&gt;Je speelt 6 ronden. In elke ronde ben je eerst actief (een beurt zoals hierboven), daarna passief: alle zes de dobbelstenen worden geworpen en de &lt;b&gt;drie laagste&lt;/b&gt; gaan naar het zilveren dienblad; de andere drie liggen in willekeurige volgorde op de dobbelsteenvelden I, II en III (dezelfde volgorde beslist bij gelijke getallen). Die volgorde telt als je een dobbelsteen van de dobbelsteenvelden neemt en bij +1 in geel. Neem één dobbelsteen van het zilveren dienblad (een getallenjoker mag erbij) of geen. In de passieve beurt is &lt;b&gt;Extra dobbelsteen toegestaan, Nogmaals dobbelen niet&lt;/b&gt;. Je totaal geeft de waardering:&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="122" />
            <source>Playing at the desk</source>
            <translation>Spelen met cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="123" />
            <source>&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y T B Br P name white, yellow, turquoise, blue, brown, pink). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it; &lt;b&gt;S&lt;/b&gt; skips an optional cross.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Dobbelsteentoetsen: het getal &lt;b&gt;1–6&lt;/b&gt; onder elke dobbelsteen die je mag nemen (de letters W Ge Bg B Br R staan voor wit, geel, blauwgroen, blauw, bruin, roze). Zolang een keuze open is, kies je met &lt;b&gt;1–9&lt;/b&gt; en sluit &lt;b&gt;Esc&lt;/b&gt; haar; &lt;b&gt;S&lt;/b&gt; slaat een vrijwillig kruis over.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>RulesPrettyClever</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="8" />
            <source>Set-up and rounds</source>
            <translation>Voorbereiding en ronden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="9" />
            <source>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, blue, green, orange, purple) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;reroll&lt;/b&gt;, round 4 a &lt;b&gt;black X or black 6&lt;/b&gt; (see Bonuses).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Iedere speler heeft een scorevel. Een willekeurig gekozen speler neemt de zes dobbelstenen (wit, geel, blauw, groen, oranje, paars) en is als eerste de &lt;b&gt;actieve speler&lt;/b&gt;; de anderen zijn &lt;b&gt;passief&lt;/b&gt;. Het spel duurt &lt;b&gt;6 ronden&lt;/b&gt; met 1 of 2 spelers, &lt;b&gt;5 ronden&lt;/b&gt; met 3 en &lt;b&gt;4 ronden&lt;/b&gt; met 4 spelers (met de optionele huisregel voor 5 of 6 spelers: 4 ronden). In elke ronde is iedere speler één keer de actieve speler, met de klok mee.&lt;/p&gt;&lt;p&gt;Aan het begin van elke ronde streept iedereen het rondenummer door en krijgt de bonus ervan: ronde 1 een actie &lt;b&gt;Nogmaals dobbelen&lt;/b&gt;, ronde 2 een &lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt;, ronde 3 een actie &lt;b&gt;Nogmaals dobbelen&lt;/b&gt;, ronde 4 een &lt;b&gt;zwart kruis of een zwarte 6&lt;/b&gt; (zie Bonussen).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="18" />
            <source>The active player's turn</source>
            <translation>De beurt van de actieve speler</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="19" />
            <source>&lt;p&gt;The active player rolls all six dice, picks one, puts it on the next &lt;b&gt;dice field&lt;/b&gt; and enters it on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;; dice showing the same or more stay. The rest are rolled again: three rolls at most, so up to three dice land on the dice fields. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early. After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. If no die of the rolling area fits your sheet, the roll is &lt;b&gt;forfeited&lt;/b&gt;: it counts as one of the three, its dice field stays empty and the same dice are rolled again. While a die fits, you must take one.&lt;/p&gt;</source>
            <translation>&lt;p&gt;De actieve speler werpt alle zes de dobbelstenen, kiest er één, legt die op het volgende &lt;b&gt;dobbelsteenveld&lt;/b&gt; en vult hem in op het scorevel. Elke dobbelsteen met een &lt;b&gt;lagere&lt;/b&gt; waarde dan de gekozen gaat naar het &lt;b&gt;zilveren dienblad&lt;/b&gt;; dobbelstenen met dezelfde of een hogere waarde blijven liggen. Met de rest wordt opnieuw geworpen: hoogstens drie worpen, dus er komen tot drie dobbelstenen op de dobbelsteenvelden. Wie de laagste dobbelsteen kiest, legt niets op het zilveren dienblad; zijn er geen dobbelstenen meer over, dan eindigt de beurt eerder. Na de derde worp gaan alle dobbelstenen die nog op het werpvlak liggen naar het zilveren dienblad.&lt;/p&gt;&lt;p&gt;Alleen een dobbelsteen die ingevuld kan worden, mag je nemen. Past geen dobbelsteen van het werpvlak op je scorevel, dan &lt;b&gt;vervalt&lt;/b&gt; de worp: hij telt als een van de drie, zijn dobbelsteenveld blijft leeg en met dezelfde dobbelstenen wordt opnieuw geworpen. Zolang er een dobbelsteen past, moet je er een nemen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="29" />
            <source>Which die goes where</source>
            <translation>Welke dobbelsteen waar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="30" />
            <source>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild: it can be used as any colour. Blue always counts &lt;b&gt;blue + white&lt;/b&gt; together, wherever the other die lies: the blue die and the white die taken as blue both enter that sum, never a single die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Elke dobbelsteen wordt ingevuld in de categorie van zijn kleur. De &lt;b&gt;witte dobbelsteen&lt;/b&gt; is een kleurenjoker: hij telt als elke kleur. Blauw telt altijd &lt;b&gt;blauw + wit&lt;/b&gt; samen, waar de andere dobbelsteen ook ligt: de blauwe dobbelsteen en de witte als blauw vullen allebei die som in, nooit één dobbelsteen alleen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="34" />
            <source>The passive players</source>
            <translation>De passieve spelers</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="35" />
            <source>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Is de actieve speler klaar, dan neemt iedere passieve speler tegelijkertijd &lt;b&gt;één&lt;/b&gt; dobbelsteen van het zilveren dienblad en vult die in, of neemt er geen. De dobbelstenen blijven op het zilveren dienblad liggen: meerdere spelers mogen dezelfde dobbelsteen nemen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="38" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Past geen dobbelsteen van het zilveren dienblad op het scorevel van een passieve speler, dan mag die in plaats daarvan één dobbelsteen van de &lt;b&gt;dobbelsteenvelden&lt;/b&gt; van de actieve speler nemen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="40" />
            <source>&lt;p&gt;A player who declines a platter die that fits may not take one from the dice fields.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Wie een passende dobbelsteen van het zilveren dienblad laat liggen, mag er geen van de dobbelsteenvelden nemen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="42" />
            <source>Yellow</source>
            <translation>Geel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="43" />
            <source>&lt;p&gt;Cross &lt;b&gt;one&lt;/b&gt; cell showing the die's number, anywhere in the grid: one die crosses one cell, even when both cells of its number are open. The four printed crosses count as crossed. A complete row pays the bonus at its right, the complete diagonal from the top left a +1.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each complete column scores the points printed under it (10, 14, 16, 20).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kruis &lt;b&gt;één&lt;/b&gt; veld aan met het getal van de dobbelsteen, waar dan ook in het raster: één dobbelsteen kruist één veld aan, ook als beide velden van zijn getal vrij zijn. De vier gedrukte kruizen tellen als aangekruist. Een volle rij geeft de bonus rechts ervan, de volle diagonaal vanaf linksboven een +1.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: elke volle kolom levert de punten eronder op (10, 14, 16, 20).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="48" />
            <source>Blue</source>
            <translation>Blauw</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="49" />
            <source>&lt;p&gt;Add the blue and the white die and cross that sum (2–12). A complete row or column pays the bonus printed at its end.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: by the number of crosses, on the scale above the area (1 cross 1 point … 11 crosses 56 points).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Tel de blauwe en de witte dobbelsteen op en kruis die som aan (2–12). Een volle rij of kolom geeft de bonus aan het einde ervan.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: naar het aantal kruizen, op de tabel boven de categorie (1 kruis 1 punt … 11 kruizen 56 punten).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="53" />
            <source>Green</source>
            <translation>Groen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="54" />
            <source>&lt;p&gt;From left to right, never skipping a cell: the die must reach the number printed in the next cell (≥) to cross it.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the points in the star above your last crossed cell.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Van links naar rechts, zonder een veld over te slaan: de dobbelsteen moet minstens het getal in het volgende veld halen (≥) om het aan te kruisen.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: de punten in de ster boven je laatst aangekruiste veld.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="57" />
            <source>Orange</source>
            <translation>Oranje</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="58" />
            <source>&lt;p&gt;From left to right, never skipping a cell: write the die's number in the next cell, any number; a ×2 or ×3 cell doubles or triples it (a 4 on ×2 is written as 8).&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Van links naar rechts, zonder een veld over te slaan: vul het getal van de dobbelsteen in het volgende veld in, elk getal; een veld met ×2 of ×3 verdubbelt of verdrievoudigt het (een 4 op ×2 wordt als 8 ingevuld).&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: de som van de ingevulde getallen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="61" />
            <source>Purple</source>
            <translation>Paars</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="62" />
            <source>&lt;p&gt;From left to right, never skipping a cell: write the die's number; each number must be &lt;b&gt;higher&lt;/b&gt; than the one before, except that after a 6 any number may follow, another 6 too.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Van links naar rechts, zonder een veld over te slaan: vul het getal van de dobbelsteen in; elk getal moet &lt;b&gt;hoger&lt;/b&gt; zijn dan het vorige, alleen na een 6 mag elk getal volgen, ook weer een 6.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: de som van de ingevulde getallen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="66" />
            <source>Bonuses</source>
            <translation>Bonussen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="67" />
            <source>&lt;p&gt;A bonus under a cell comes when that cell is filled; a bonus at the end of a row, a column or the diagonal when its last cell is marked. You take it at once; it cannot be saved. When one mark brings several bonuses, or a bonus brings another (a chain), you choose the order.&lt;/p&gt;&lt;p&gt;An &lt;b&gt;X&lt;/b&gt; crosses a cell of its colour without a die: in yellow and blue any open cell, in green the next cell, &lt;b&gt;whatever its minimum&lt;/b&gt;. A &lt;b&gt;number bonus&lt;/b&gt; writes its number in the next orange or purple cell; in orange it is &lt;b&gt;multiplied&lt;/b&gt; by the cell's ×2 or ×3. A &lt;b&gt;reroll&lt;/b&gt; or &lt;b&gt;+1&lt;/b&gt; circles the next action on its track, a &lt;b&gt;fox&lt;/b&gt; scores at the end. A bonus with no open cell is lost.&lt;/p&gt;&lt;p&gt;In &lt;b&gt;round 4&lt;/b&gt; everybody chooses a &lt;b&gt;black X&lt;/b&gt; (any yellow or blue cell, or the next green cell) or a &lt;b&gt;black 6&lt;/b&gt; (the next orange cell, multiplied, or the next purple cell).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Een bonus onder een veld krijg je zodra dat veld ingevuld is; een bonus aan het einde van een rij, een kolom of de diagonaal zodra het laatste veld ervan gemarkeerd is. Je gebruikt hem meteen; bewaren kan niet. Levert één markering meerdere bonussen op, of een bonus een volgende (kettingreacties), dan kies jij de volgorde.&lt;/p&gt;&lt;p&gt;Een &lt;b&gt;X-bonus&lt;/b&gt; kruist zonder dobbelsteen een veld van zijn kleur aan: in geel en blauw een willekeurig vrij veld, in groen het volgende veld, &lt;b&gt;welk minimum er ook in staat&lt;/b&gt;. Een &lt;b&gt;getalbonus&lt;/b&gt; vult zijn getal in het volgende veld in oranje of paars in; in oranje wordt hij &lt;b&gt;vermenigvuldigd&lt;/b&gt; met de ×2 of ×3 van het veld. Een actie &lt;b&gt;Nogmaals dobbelen&lt;/b&gt; of &lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt; omcirkelt de volgende actie op haar spoor, een &lt;b&gt;vos&lt;/b&gt; telt aan het einde. Een bonus zonder vrij veld vervalt.&lt;/p&gt;&lt;p&gt;In &lt;b&gt;ronde 4&lt;/b&gt; kiest iedereen een &lt;b&gt;zwart kruis&lt;/b&gt; (een willekeurig veld in geel of blauw, of het volgende in groen) of een &lt;b&gt;zwarte 6&lt;/b&gt; (het volgende veld in oranje, vermenigvuldigd, of in paars).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="79" />
            <source>Actions</source>
            <translation>Acties</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="80" />
            <source>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, before you pick, roll all dice of the rolling area again; the dice on the dice fields and the platter stay. A reroll is not one of the three rolls.&lt;/p&gt;&lt;p&gt;&lt;b&gt;+1&lt;/b&gt; (extra die): at the end of your own turn, active or passive (also when you took no die), take &lt;b&gt;any one of the six dice&lt;/b&gt; again, wherever it lies (platter or dice field, also a die already used), and enter it like a pick. Each die at most once per turn as +1; several +1 in one turn are allowed.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Een omcirkelde actie mag je in deze of een latere beurt gebruiken; daarna streep je hem door. Meerdere in één beurt mogen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nogmaals dobbelen&lt;/b&gt; (alleen de actieve speler): werp na een worp, voordat je kiest, alle dobbelstenen van het werpvlak opnieuw; de dobbelstenen op de dobbelsteenvelden en op het zilveren dienblad blijven liggen. Het telt niet als een van de drie worpen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt;: aan het einde van je eigen beurt, actief of passief (ook als je geen dobbelsteen hebt genomen), neem je &lt;b&gt;een van de zes dobbelstenen&lt;/b&gt; nog een keer, waar hij ook ligt (zilveren dienblad of dobbelsteenveld, ook een die al gebruikt is), en vul je hem in zoals een keuze. Elke dobbelsteen hoogstens één keer per beurt als +1; meerdere +1 in één beurt mogen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="88" />
            <source>Game end</source>
            <translation>Einde van het spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="89" />
            <source>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; actions; rerolls left over lapse and score nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Het spel eindigt na de laatste beurt van de laatste ronde. Daarna mag iedereen nog acties &lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt; gebruiken; overgebleven acties Nogmaals dobbelen vervallen en leveren niets op.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="92" />
            <source>Scoring and the winner</source>
            <translation>Puntentelling en winnaar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="93" />
            <source>&lt;p&gt;Add your five area scores. Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if an area scores 0). The highest total wins. On a tie, the tied player with the highest single area score wins; if that is equal too, they share the win.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Tel je vijf categorieën op. Elke &lt;b&gt;vos&lt;/b&gt; is evenveel waard als je categorie met de minste punten (niets als een categorie 0 punten heeft). Het hoogste totaal wint. Bij een gelijke stand wint wie van hen de hoogste score in één categorie heeft; is dat ook gelijk, dan delen zij de winst.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="97" />
            <source>Solo game</source>
            <translation>Solovariant</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="98" />
            <source>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter (equal numbers in a random order), the other three onto the dice fields. Take one platter die or none; if none fits, the dice fields are open to you as usual. In the passive turn &lt;b&gt;+1 is allowed, reroll is not&lt;/b&gt;. Your total tells you how clever you are:&lt;/p&gt;</source>
            <translation>&lt;p&gt;Je speelt 6 ronden. In elke ronde ben je eerst actief (een beurt zoals hierboven), daarna passief: alle zes de dobbelstenen worden geworpen en de &lt;b&gt;drie laagste&lt;/b&gt; gaan naar het zilveren dienblad (gelijke getallen in willekeurige volgorde), de andere drie op de dobbelsteenvelden. Neem één dobbelsteen van het zilveren dienblad of geen; past er geen, dan staan de dobbelsteenvelden je zoals gewoonlijk open. In de passieve beurt is &lt;b&gt;Extra dobbelsteen (+1) toegestaan, Nogmaals dobbelen niet&lt;/b&gt;. Je totaal vertelt je hoe clever je bent:&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="104" />
            <source>Playing at the desk</source>
            <translation>Spelen met cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="105" />
            <source>&lt;p&gt;Click a die (or press the number &lt;b&gt;1–6&lt;/b&gt; under it), then one of the lit cells. Bonuses that need a choice light their cells and say what they want. &lt;b&gt;Arrows&lt;/b&gt; or &lt;b&gt;Tab&lt;/b&gt; walk over the lit cells, &lt;b&gt;Enter&lt;/b&gt; enters the die there. &lt;b&gt;R&lt;/b&gt; reroll, &lt;b&gt;E&lt;/b&gt; use a +1, &lt;b&gt;D&lt;/b&gt; done with +1, &lt;b&gt;N&lt;/b&gt; take no die, &lt;b&gt;F&lt;/b&gt; forfeit, &lt;b&gt;Esc&lt;/b&gt; cancel a choice. Every die carries a letter (W, Y, B, G, O, P) besides its colour.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Klik op een dobbelsteen (of druk op het getal &lt;b&gt;1–6&lt;/b&gt; eronder) en daarna op een van de opgelichte velden. Bonussen die een keuze vragen, lichten hun velden op en zeggen wat ze willen. &lt;b&gt;Pijltjestoetsen&lt;/b&gt; of &lt;b&gt;Tab&lt;/b&gt; lopen langs de opgelichte velden, &lt;b&gt;Enter&lt;/b&gt; vult de dobbelsteen daar in. &lt;b&gt;R&lt;/b&gt; nogmaals dobbelen, &lt;b&gt;E&lt;/b&gt; +1 gebruiken, &lt;b&gt;D&lt;/b&gt; klaar met +1, &lt;b&gt;N&lt;/b&gt; geen dobbelsteen nemen, &lt;b&gt;F&lt;/b&gt; worp laten vervallen, &lt;b&gt;Esc&lt;/b&gt; keuze annuleren. Elke dobbelsteen draagt naast zijn kleur een letter (W, Ge, B, Gn, O, P).&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>RulesScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="26" />
            <source>Rules: %1</source>
            <translation>Spelregels: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="72" />
            <source>Play the guided game</source>
            <translation>Spel met uitleg spelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="73" />
            <source>A first game in which the desk points at every element and says what to do next</source>
            <translation>Een eerste spel waarin cleverdesk elk onderdeel aanwijst en zegt wat je nu moet doen</translation>
        </message>
    </context>
    <context>
        <name>RulesSections</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesSections.qml" line="18" />
            <source>Rating table</source>
            <translation>Scoretabel</translation>
        </message>
    </context>
    <context>
        <name>RulesTwiceAsClever</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="8" />
            <source>Set-up and rounds</source>
            <translation>Voorbereiding en ronden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="9" />
            <source>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, blue, green, pink, silver) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;return&lt;/b&gt; action, round 4 a &lt;b&gt;black ?&lt;/b&gt; (see Bonuses).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Iedere speler heeft een scorevel. Een willekeurig gekozen speler neemt de zes dobbelstenen (wit, geel, blauw, groen, roze, zilver) en is als eerste de &lt;b&gt;actieve speler&lt;/b&gt;; de anderen zijn &lt;b&gt;passief&lt;/b&gt;. Het spel duurt &lt;b&gt;6 ronden&lt;/b&gt; met 1 of 2 spelers, &lt;b&gt;5 ronden&lt;/b&gt; met 3 en &lt;b&gt;4 ronden&lt;/b&gt; met 4 spelers (met de optionele huisregel voor 5 of 6 spelers: 4 ronden). In elke ronde is iedere speler één keer de actieve speler, met de klok mee.&lt;/p&gt;&lt;p&gt;Aan het begin van elke ronde streept iedereen het rondenummer door en krijgt de bonus ervan: ronde 1 een actie &lt;b&gt;Nogmaals dobbelen&lt;/b&gt;, ronde 2 een &lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt;, ronde 3 een &lt;b&gt;terughaalactie&lt;/b&gt;, ronde 4 een &lt;b&gt;zwarte ?-bonus&lt;/b&gt; (zie Bonussen).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="18" />
            <source>The active player's turn</source>
            <translation>De beurt van de actieve speler</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="19" />
            <source>&lt;p&gt;The active player rolls all six dice, picks one, puts it on the next &lt;b&gt;dice field&lt;/b&gt; and enters it on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;; dice showing the same or more stay. The rest are rolled again: three rolls at most. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early (unless a return action brings one back). After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit, and must be when none fits: it counts as one of the three, its dice field stays empty and the same dice are rolled again.&lt;/p&gt;</source>
            <translation>&lt;p&gt;De actieve speler werpt alle zes de dobbelstenen, kiest er één, legt die op het volgende &lt;b&gt;dobbelsteenveld&lt;/b&gt; en vult hem in op het scorevel. Elke dobbelsteen met een &lt;b&gt;lagere&lt;/b&gt; waarde dan de gekozen gaat naar het &lt;b&gt;zilveren dienblad&lt;/b&gt;; dobbelstenen met dezelfde of een hogere waarde blijven liggen. Met de rest wordt opnieuw geworpen: hoogstens drie worpen. Wie de laagste dobbelsteen kiest, legt niets op het zilveren dienblad; zijn er geen dobbelstenen meer over, dan eindigt de beurt eerder (tenzij een terughaalactie er een terugbrengt). Na de derde worp gaan alle dobbelstenen die nog op het werpvlak liggen naar het zilveren dienblad.&lt;/p&gt;&lt;p&gt;Alleen een dobbelsteen die ingevuld kan worden, mag je nemen. Je mag een worp altijd laten &lt;b&gt;vervallen&lt;/b&gt; (F), ook als er een dobbelsteen zou passen, en hij vervalt als er geen past: hij telt als een van de drie, zijn dobbelsteenveld blijft leeg en met dezelfde dobbelstenen wordt opnieuw geworpen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="29" />
            <source>Which die goes where</source>
            <translation>Welke dobbelsteen waar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="30" />
            <source>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild: it can be used as any colour. Blue always counts &lt;b&gt;blue + white&lt;/b&gt; together, wherever the other die lies: the blue die and the white die taken as blue both enter that sum, never a single die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Elke dobbelsteen wordt ingevuld in de categorie van zijn kleur. De &lt;b&gt;witte dobbelsteen&lt;/b&gt; is een kleurenjoker: hij telt als elke kleur. Blauw telt altijd &lt;b&gt;blauw + wit&lt;/b&gt; samen, waar de andere dobbelsteen ook ligt: de blauwe dobbelsteen en de witte als blauw vullen allebei die som in, nooit één dobbelsteen alleen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="34" />
            <source>The passive players</source>
            <translation>De passieve spelers</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="35" />
            <source>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Is de actieve speler klaar, dan neemt iedere passieve speler tegelijkertijd &lt;b&gt;één&lt;/b&gt; dobbelsteen van het zilveren dienblad en vult die in, of neemt er geen. De dobbelstenen blijven op het zilveren dienblad liggen: meerdere spelers mogen dezelfde dobbelsteen nemen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="38" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Past geen dobbelsteen van het zilveren dienblad op het scorevel van een passieve speler, dan mag die in plaats daarvan één dobbelsteen van de &lt;b&gt;dobbelsteenvelden&lt;/b&gt; van de actieve speler nemen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="40" />
            <source>&lt;p&gt;A player who declines a platter die that fits may not take one from the dice fields.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Wie een passende dobbelsteen van het zilveren dienblad laat liggen, mag er geen van de dobbelsteenvelden nemen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="42" />
            <source>Silver</source>
            <translation>Zilver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="43" />
            <source>&lt;p&gt;Cross the die's number in a row of your choice where it is still open; when the number is crossed in all four rows, the silver die may not be taken as silver. A column crossed in all four rows pays the bonus under it.&lt;/p&gt;&lt;p&gt;When your &lt;b&gt;active pick goes into silver&lt;/b&gt;, every die it sends to the platter may follow into silver too: a coloured die in the row of its colour, white or silver in any row. Each of these marks is optional: click a lit cell or press Skip. Dice that were on the platter before, and the dice that go there after the third roll, never follow; a silver die taken by a passive player, by a +1 or by a ? bonus gives one mark only.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each row by its own crosses, on the scale above (1 cross 2 points … 6 crosses 22 points).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Kruis het getal van de dobbelsteen aan in een rij naar keuze waarin het nog vrij is; is het getal in alle vier de rijen aangekruist, dan mag de zilveren dobbelsteen niet als zilver genomen worden. Een kolom die in alle vier de rijen aangekruist is, geeft de bonus eronder.&lt;/p&gt;&lt;p&gt;Gaat je &lt;b&gt;actieve keuze naar zilver&lt;/b&gt;, dan mag elke dobbelsteen die daardoor naar het zilveren dienblad gaat, ook in zilver volgen: een gekleurde dobbelsteen in de rij van zijn kleur, wit of zilver in een rij naar keuze. Elk van deze kruizen is vrijwillig: klik op een opgelicht veld of druk op Overslaan. Dobbelstenen die al eerder op het zilveren dienblad lagen, en de dobbelstenen die er na de derde worp heen gaan, volgen nooit; een zilveren dobbelsteen die een passieve speler, een +1 of een ?-bonus neemt, geeft maar één kruis.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: elke rij naar haar eigen kruizen, op de tabel erboven (1 kruis 2 punten … 6 kruizen 22 punten).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="53" />
            <source>Yellow</source>
            <translation>Geel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="54" />
            <source>&lt;p&gt;A die first &lt;b&gt;circles&lt;/b&gt; a cell showing its number, a later one &lt;b&gt;crosses&lt;/b&gt; a circled cell; a cell without a circle can never be crossed. When both are possible, you choose. Rows and columns pay their bonus once all their cells are circled.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: only crosses count, on the scale above the area.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Een dobbelsteen &lt;b&gt;omcirkelt&lt;/b&gt; eerst een veld met zijn getal, een latere &lt;b&gt;kruist&lt;/b&gt; een omcirkeld veld &lt;b&gt;aan&lt;/b&gt;; een veld zonder cirkel kan nooit aangekruist worden. Kan allebei, dan kies jij. Rijen en kolommen geven hun bonus zodra al hun velden omcirkeld zijn.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: alleen kruizen tellen, op de tabel boven de categorie.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="59" />
            <source>Blue</source>
            <translation>Blauw</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="60" />
            <source>&lt;p&gt;Blue + white, written from left to right, never skipping a cell; the first number may be any sum, every later one must be &lt;b&gt;the same or lower&lt;/b&gt; than the number before.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the points above your last filled cell.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Blauw + wit, van links naar rechts ingevuld, zonder een veld over te slaan; het eerste getal mag elke som zijn, elk volgend moet &lt;b&gt;gelijk of lager&lt;/b&gt; zijn dan het getal ervoor.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: de punten boven je laatst ingevulde veld.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="64" />
            <source>Green</source>
            <translation>Groen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="65" />
            <source>&lt;p&gt;From left to right, never skipping a cell: write the die times the cell's factor, any number. When both cells of a pair are filled, the pair scores the first minus the second (it may be negative); a pair with only its first cell filled scores 0. A cell's bonus comes when it is filled.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the pairs.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Van links naar rechts, zonder een veld over te slaan: vul de dobbelsteen maal de factor van het veld in, elk getal. Zijn beide velden van een paar ingevuld, dan telt het paar het eerste min het tweede getal (kan negatief zijn); een paar met alleen zijn eerste veld telt 0. De bonus van een veld krijg je zodra het ingevuld is.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: de som van de paren.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="70" />
            <source>Pink</source>
            <translation>Roze</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="71" />
            <source>&lt;p&gt;From left to right, never skipping a cell: write the die's number, any number; a cell pays its bonus only if the number reaches its ≥.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Van links naar rechts, zonder een veld over te slaan: vul het getal van de dobbelsteen in, elk getal; een veld geeft zijn bonus alleen als het getal zijn ≥ haalt.&lt;br&gt;&lt;b&gt;Punten&lt;/b&gt;: de som van de ingevulde getallen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="74" />
            <source>Bonuses</source>
            <translation>Bonussen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="75" />
            <source>&lt;p&gt;A bonus under a cell comes when that cell is filled; a bonus at the end of a row or column when the line is complete (in yellow: all circled). You take it at once; it cannot be saved. When one mark brings several bonuses, or a bonus brings another (a chain), you choose the order. A bonus with no open place is lost; marks made by bonuses never send dice to the platter.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; in a colour is compulsory: the silver ? crosses any open silver cell; the yellow ? circles or crosses any yellow cell; the blue ? writes a number of your choice from 2 up to the previous blue number (never higher); the green and the pink ? write a number 1–6 of your choice (green times the factor; pink's ≥ still decides its bonus). A panel asks which number. In &lt;b&gt;round 4&lt;/b&gt; everybody gets a &lt;b&gt;black ?&lt;/b&gt;: the ? of any colour you choose.&lt;/p&gt;&lt;p&gt;The sixth circle of each action track pays the bonus at its end: reroll a fox, return a pink ?, +1 a silver ?.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Een bonus onder een veld krijg je zodra dat veld ingevuld is; een bonus aan het einde van een rij of kolom zodra die volledig is (in geel: alles omcirkeld). Je gebruikt hem meteen; bewaren kan niet. Levert één markering meerdere bonussen op, of een bonus een volgende (kettingreacties), dan kies jij de volgorde. Een bonus zonder vrije plek vervalt; invullingen door bonussen sturen nooit dobbelstenen naar het zilveren dienblad.&lt;/p&gt;&lt;p&gt;Een &lt;b&gt;?-bonus&lt;/b&gt; in een kleur is verplicht: de zilveren ?-bonus kruist een willekeurig vrij veld in zilver aan; de gele omcirkelt of kruist een willekeurig geel veld; de blauwe vult een getal naar keuze in van 2 tot het vorige blauwe getal (nooit hoger); de groene en de roze vullen een getal 1–6 naar keuze in (groen maal de factor; in roze beslist de ≥ nog steeds over de bonus). Een paneel vraagt welk getal. In &lt;b&gt;ronde 4&lt;/b&gt; krijgt iedereen een &lt;b&gt;zwarte ?-bonus&lt;/b&gt;: de ?-bonus van een kleur naar keuze.&lt;/p&gt;&lt;p&gt;De zesde cirkel van elk actiespoor geeft de bonus aan het einde ervan: Nogmaals dobbelen een vos, terughaalactie een roze ?-bonus, +1 een zilveren ?-bonus.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="87" />
            <source>Actions</source>
            <translation>Acties</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="88" />
            <source>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, before you pick, roll all dice of the rolling area again; the dice on the dice fields and the platter stay. A reroll is not one of the three rolls.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Return&lt;/b&gt; (active player only): before your second or third roll, bring one die from the platter back into the rolling area: click the die; it is rolled with the others. Several are allowed, but never once the dice are rolled, and never after the third roll.&lt;/p&gt;&lt;p&gt;&lt;b&gt;+1&lt;/b&gt; (extra die): at the end of your own turn, active or passive (also when you took no die), take &lt;b&gt;any one of the six dice&lt;/b&gt; again, wherever it lies (platter or dice field, also a die already used), and enter it like a pick. Each die at most once per turn as +1; several +1 in one turn are allowed.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Een omcirkelde actie mag je in deze of een latere beurt gebruiken; daarna streep je hem door. Meerdere in één beurt mogen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Nogmaals dobbelen&lt;/b&gt; (alleen de actieve speler): werp na een worp, voordat je kiest, alle dobbelstenen van het werpvlak opnieuw; de dobbelstenen op de dobbelsteenvelden en op het zilveren dienblad blijven liggen. Het telt niet als een van de drie worpen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Terughaalactie&lt;/b&gt; (alleen de actieve speler): vóór je tweede of derde worp haal je één dobbelsteen van het zilveren dienblad terug naar het werpvlak: klik op de dobbelsteen; hij wordt met de andere geworpen. Meerdere mogen, maar nooit als er al geworpen is, en nooit na de derde worp.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt;: aan het einde van je eigen beurt, actief of passief (ook als je geen dobbelsteen hebt genomen), neem je &lt;b&gt;een van de zes dobbelstenen&lt;/b&gt; nog een keer, waar hij ook ligt (zilveren dienblad of dobbelsteenveld, ook een die al gebruikt is), en vul je hem in zoals een keuze. Elke dobbelsteen hoogstens één keer per beurt als +1; meerdere +1 in één beurt mogen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="99" />
            <source>Game end</source>
            <translation>Einde van het spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="100" />
            <source>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; actions; rerolls and return actions left over lapse and score nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Het spel eindigt na de laatste beurt van de laatste ronde. Daarna mag iedereen nog acties &lt;b&gt;Extra dobbelsteen (+1)&lt;/b&gt; gebruiken; overgebleven acties Nogmaals dobbelen en terughaalacties vervallen en leveren niets op.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="103" />
            <source>Scoring and the winner</source>
            <translation>Puntentelling en winnaar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="104" />
            <source>&lt;p&gt;Add your five area scores (green may be negative). Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if that is 0 or less). The highest total wins. On a tie, the tied player with the highest single area score wins; if that is equal too, they share the win.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Tel je vijf categorieën op (groen kan negatief zijn). Elke &lt;b&gt;vos&lt;/b&gt; is evenveel waard als je categorie met de minste punten (niets als dat 0 of minder is). Het hoogste totaal wint. Bij een gelijke stand wint wie van hen de hoogste score in één categorie heeft; is dat ook gelijk, dan delen zij de winst.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="108" />
            <source>Solo game</source>
            <translation>Solovariant</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="109" />
            <source>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter (equal numbers in a random order), the other three onto the dice fields. Take one platter die or none; if none fits, the dice fields are open to you as usual; silver gives one mark. In the passive turn &lt;b&gt;+1 is allowed, reroll and return are not&lt;/b&gt;. The rating goes from “Half as clever.” to “Twice as clever!” (over 320 points):&lt;/p&gt;</source>
            <translation>&lt;p&gt;Je speelt 6 ronden. In elke ronde ben je eerst actief (een beurt zoals hierboven), daarna passief: alle zes de dobbelstenen worden geworpen en de &lt;b&gt;drie laagste&lt;/b&gt; gaan naar het zilveren dienblad (gelijke getallen in willekeurige volgorde), de andere drie op de dobbelsteenvelden. Neem één dobbelsteen van het zilveren dienblad of geen; past er geen, dan staan de dobbelsteenvelden je zoals gewoonlijk open; zilver geeft één kruis. In de passieve beurt is &lt;b&gt;Extra dobbelsteen (+1) toegestaan, Nogmaals dobbelen en terughaalacties niet&lt;/b&gt;. De waardering loopt van ‘Half zo clever.’ tot ‘Dobbel zo clever!’ (boven 320 punten):&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="116" />
            <source>Playing at the desk</source>
            <translation>Spelen met cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="117" />
            <source>&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y B G P S name white, yellow, blue, green, pink, silver). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it. &lt;b&gt;S&lt;/b&gt; skips a silver chain mark, &lt;b&gt;D&lt;/b&gt; rolls on after returning dice or ends the +1 window.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Dobbelsteentoetsen: het getal &lt;b&gt;1–6&lt;/b&gt; onder elke dobbelsteen die je mag nemen (de letters W Ge B Gn R Z staan voor wit, geel, blauw, groen, roze, zilver). Zolang een keuze open is, kies je met &lt;b&gt;1–9&lt;/b&gt; en sluit &lt;b&gt;Esc&lt;/b&gt; haar. &lt;b&gt;S&lt;/b&gt; slaat een kruis van de zilverketen over, &lt;b&gt;D&lt;/b&gt; werpt verder na het terughalen of sluit het +1-venster.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="28" />
            <source>the file does not exist</source>
            <translation>het bestand bestaat niet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="29" />
            <source>it is not a regular file</source>
            <translation>het is geen gewoon bestand</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="30" />
            <source>the file cannot be read</source>
            <translation>het bestand kan niet worden gelezen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="31" />
            <source>it is far larger than any saved game</source>
            <translation>het is veel groter dan elk opgeslagen spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="32" />
            <source>it is damaged or cut short (not a readable document)</source>
            <translation>het is beschadigd of afgebroken (geen leesbaar document)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="33" />
            <source>it is not a cleverdesk saved game</source>
            <translation>het is geen opgeslagen cleverdesk-spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="34" />
            <source>it was saved by a newer version of cleverdesk</source>
            <translation>het is opgeslagen door een nieuwere versie van cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="35" />
            <source>its format version is unknown</source>
            <translation>de formaatversie is onbekend</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="36" />
            <source>its content does not have the shape of a saved game</source>
            <translation>de inhoud heeft niet de vorm van een opgeslagen spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="37" />
            <source>its content was changed or damaged after it was saved</source>
            <translation>de inhoud is na het opslaan veranderd of beschadigd</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="38" />
            <source>it is a game this version of cleverdesk does not know</source>
            <translation>het is een spel dat deze versie van cleverdesk niet kent</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="39" />
            <source>its moves cannot be replayed</source>
            <translation>de zetten kunnen niet opnieuw worden gespeeld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="40" />
            <source>its summary does not match its moves</source>
            <translation>de samenvatting past niet bij de zetten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="41" />
            <source>it could not be written (is the disk full or read-only?)</source>
            <translation>het kon niet worden geschreven (is de schijf vol of alleen-lezen?)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="49" />
            <source>“%1” could not be saved: %2.</source>
            <translation>‘%1’ kon niet worden opgeslagen: %2.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="51" />
            <source>“%1” could not be opened: %2.</source>
            <translation>‘%1’ kon niet worden geopend: %2.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="54" />
            <source>It was moved to %1; your other saved games are not affected.</source>
            <translation>Het is verplaatst naar %1; je andere opgeslagen spellen zijn niet getroffen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="67" />
            <source>Finished · %1</source>
            <translation>Afgelopen · %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="70" />
            <source>Round %1 · %3</source>
            <translation>Ronde %1 · %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="73" />
            <source>Round %1 of %2 · %3</source>
            <translation>Ronde %1 van %2 · %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="96" />
            <source>round %1 of %2</source>
            <translation>ronde %1 van %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="99" />
            <source>round %1 · %2 moves</source>
            <translation>ronde %1 · %2 zetten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="104" />
            <source>scores %1</source>
            <translation>scores %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="109" />
            <source>%1 with %2 · %3 · %4 · saved %5</source>
            <translation>%1 met %2 · %3 · %4 · opgeslagen: %5</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/autosave.py" line="67" />
            <source>The game could not be autosaved: %1</source>
            <translation>Het spel kon niet automatisch worden opgeslagen: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/continuing.py" line="50" />
            <source>There is no saved game to continue yet.</source>
            <translation>Er is nog geen opgeslagen spel om te hervatten.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/saves/continuing.py" line="55" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/desk.py" line="219" />
            <source>This desk cannot show a game of %1.</source>
            <translation>cleverdesk kan geen spel van %1 tonen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/desk.py" line="228" />
            <source>The saved game could not be put on the table: %1</source>
            <translation>Het opgeslagen spel kon niet op tafel worden gelegd: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="36" />
            <source>There is no game to save.</source>
            <translation>Er is geen spel om op te slaan.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="39" />
            <source>Give the saved game a name.</source>
            <translation>Geef het opgeslagen spel een naam.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="49" />
            <source>Saved as “%1”.</source>
            <translation>Opgeslagen als ‘%1’.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="64" />
            <source>There is no saved game %1.</source>
            <translation>Er is geen opgeslagen spel %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="73" />
            <source>The saved game could not be deleted: %1</source>
            <translation>Het opgeslagen spel kon niet worden verwijderd: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="77" />
            <source>“%1” was deleted.</source>
            <translation>‘%1’ is verwijderd.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="92" />
            <source>Exported to %1.</source>
            <translation>Geëxporteerd naar %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="104" />
            <source>Imported “%1”.</source>
            <translation>‘%1’ geïmporteerd.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="115" />
            <source>Export saved game</source>
            <translation>Opgeslagen spel exporteren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="117" />
            <source>Saved games (*.json)</source>
            <translation>Opgeslagen spellen (*.json)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="125" />
            <source>Import a saved game</source>
            <translation>Een opgeslagen spel importeren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="126" />
            <source>Saved games (*.json);;All files (*)</source>
            <translation>Opgeslagen spellen (*.json);;Alle bestanden (*)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/save_list.py" line="104" />
            <source>The saved games could not be listed: %1</source>
            <translation>De opgeslagen spellen konden niet worden weergegeven: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/save_list.py" line="111" />
            <source>“%1” cannot be listed: %2</source>
            <translation>‘%1’ kan niet worden weergegeven: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="169" />
            <location filename="../cleverdesk/ui/saves/undo.py" line="196" />
            <source>Undo is off for this game (an honest game, or a campaign game).</source>
            <translation>Ongedaan maken staat uit voor dit spel (een eerlijk spel of een campagnespel).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="173" />
            <source>Your last move brought new dice onto the table, so it cannot be taken back (practice undo in the settings lifts this).</source>
            <translation>Je laatste zet bracht nieuwe dobbelstenen op tafel, dus die kan niet worden teruggenomen (oefen-ongedaan-maken in de instellingen heft dat op).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="177" />
            <source>Undo takes back a move only until new dice are seen or the turn passes on (practice undo in the settings lifts this).</source>
            <translation>Ongedaan maken neemt een zet alleen terug tot er nieuwe dobbelstenen te zien zijn of de beurt verder gaat (oefen-ongedaan-maken in de instellingen heft dat op).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="182" />
            <source>The game is over: its final scoring stands.</source>
            <translation>Het spel is voorbij: de eindtelling staat vast.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="184" />
            <source>Nothing to take back yet: no move of a person at this computer since the game began.</source>
            <translation>Nog niets terug te nemen: sinds het begin heeft geen mens aan deze computer een zet gedaan.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="188" />
            <source>Take back your last move (Ctrl+Z). Going back past dice already seen makes this a practice game: it does not count in the records.</source>
            <translation>Je laatste zet terugnemen (Ctrl+Z). Terug voorbij dobbelstenen die je al zag maakt er een oefenspel van: het telt niet mee voor de records.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="192" />
            <source>Take back your last move; the dice stay as they fell (Ctrl+Z)</source>
            <translation>Je laatste zet terugnemen; de dobbelstenen blijven zoals ze gevallen zijn (Ctrl+Z)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="198" />
            <source>Play the move you took back again (Ctrl+Shift+Z)</source>
            <translation>De teruggenomen zet opnieuw spelen (Ctrl+Shift+Z)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/saves/words.py" line="23" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n zet</numerusform>
                <numerusform>%n zetten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="118" />
            <source>“%1” was saved by an early version of cleverdesk without a checksum, so it could not be verified that it is unchanged. It was converted to the current format; check that the names and scores are right.</source>
            <translation>‘%1’ is opgeslagen door een vroege versie van cleverdesk zonder controlegetal, dus kon niet worden gecontroleerd of het ongewijzigd is. Het is omgezet naar het huidige formaat; controleer of de namen en scores kloppen.</translation>
        </message>
    </context>
    <context>
        <name>SavesScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="58" />
            <source>Saved games</source>
            <translation>Opgeslagen spellen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="87" />
            <source>Save the game on the table as</source>
            <translation>Het spel op tafel opslaan als</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="102" />
            <source>A title has at most %n character(s).</source>
            <translation>
                <numerusform>Een titel heeft hoogstens %n teken.</numerusform>
                <numerusform>Een titel heeft hoogstens %n tekens.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="104" />
            <source>A name for this game</source>
            <translation>Een naam voor dit spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="112" />
            <source>Save</source>
            <translation>Opslaan</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="113" />
            <source>Keep this game under its name; the game goes on (Enter in the name field)</source>
            <translation>Dit spel onder zijn naam bewaren; het spel gaat door (Enter in het naamveld)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="137" />
            <source>Import a file…</source>
            <translation>Bestand importeren…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="138" />
            <source>Add a saved game from a file anywhere on this computer</source>
            <translation>Een opgeslagen spel toevoegen uit een bestand ergens op deze computer</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="161" />
            <source>Looking through your saved games… %n game(s) found so far.</source>
            <translation>
                <numerusform>Je opgeslagen spellen worden doorzocht… %n spel tot nu toe gevonden.</numerusform>
                <numerusform>Je opgeslagen spellen worden doorzocht… %n spellen tot nu toe gevonden.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="162" />
            <source>Looking through your saved games…</source>
            <translation>Je opgeslagen spellen worden doorzocht…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="183" />
            <source>No saved games yet. On the table, “Save” keeps a game under a name; every game is also kept automatically for “Continue”.</source>
            <translation>Nog geen opgeslagen spellen. Aan tafel bewaart ‘Opslaan’ een spel onder een naam; elk spel wordt ook automatisch bewaard voor ‘Verdergaan’.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="280" />
            <source>Open</source>
            <translation>Openen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="281" />
            <source>Play this game from where it was saved (Enter)</source>
            <translation>Dit spel verder spelen vanaf waar het is opgeslagen (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="287" />
            <source>Export…</source>
            <translation>Exporteren…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="288" />
            <source>Write a copy of this saved game to a file of your choice</source>
            <translation>Een kopie van dit opgeslagen spel naar een bestand naar keuze schrijven</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="297" />
            <source>Print…</source>
            <translation>Afdrukken…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="298" />
            <source>Print this game's sheets or export them as a PDF</source>
            <translation>De scorevellen van dit spel afdrukken of als pdf exporteren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="308" />
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="365" />
            <source>Delete</source>
            <translation>Verwijderen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="309" />
            <source>Delete this saved game (Del)</source>
            <translation>Dit opgeslagen spel verwijderen (Del)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="340" />
            <source>Delete “%1”?</source>
            <translation>‘%1’ verwijderen?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="348" />
            <source>The saved game is removed from this computer. This cannot be undone.</source>
            <translation>Het opgeslagen spel wordt van deze computer verwijderd. Dit kan niet ongedaan worden gemaakt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="358" />
            <source>Keep it</source>
            <translation>Bewaren</translation>
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
            <translation>← Terug</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ScreenHeader.qml" line="26" />
            <source>Back (Esc)</source>
            <translation>Terug (Esc)</translation>
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
            <translation>rood</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="23" />
            <source>green</source>
            <translation>groen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="24" />
            <source>purple</source>
            <translation>paars</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="31" />
            <source>oval</source>
            <translation>ovaal</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="31" />
            <source>ovals</source>
            <translation>ovalen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="32" />
            <source>squiggle</source>
            <translation>golf</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="32" />
            <source>squiggles</source>
            <translation>golven</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="33" />
            <source>diamond</source>
            <translation>ruit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="33" />
            <source>diamonds</source>
            <translation>ruiten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="39" />
            <source>one</source>
            <translation>één</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="40" />
            <source>two</source>
            <translation>twee</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="41" />
            <source>three</source>
            <translation>drie</translation>
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
            <translation>rij %1, kolom %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="71" />
            <source>The game is over.</source>
            <translation>Het spel is afgelopen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="72" />
            <location filename="../cleverdesk/ui/setcubed/words.py" line="73" />
            <source>That is not possible now.</source>
            <translation>Dat kan nu niet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="74" />
            <source>Place 1 to 3 dice, or pass.</source>
            <translation>Leg 1 tot 3 dobbelstenen, of pas.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="75" />
            <source>At most 3 dice per turn.</source>
            <translation>Hoogstens 3 dobbelstenen per beurt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="76" />
            <source>That die is not in your hand.</source>
            <translation>Die dobbelsteen zit niet in je voorraad.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="77" />
            <source>That die is already placed.</source>
            <translation>Die dobbelsteen ligt al.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="78" />
            <source>That cell is not on the board.</source>
            <translation>Dat vak ligt niet op het speelbord.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="79" />
            <source>That cell is taken.</source>
            <translation>Dat vak is bezet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="80" />
            <source>Say which symbol the WILD shows.</source>
            <translation>Leg vast welk symbool de WILD voorstelt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="81" />
            <source>Only a WILD is declared.</source>
            <translation>Alleen een WILD wordt vastgelegd.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="82" />
            <source>That is not a symbol.</source>
            <translation>Dat is geen symbool.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="83" />
            <source>The opening puts three dice on the three logo cells.</source>
            <translation>De opening legt drie dobbelstenen op de drie logovakken.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="85" />
            <source>The three opening dice do not form a SET.</source>
            <translation>De drie openingsdobbelstenen vormen geen SET.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="86" />
            <source>Every die you place must complete a SET in a row or column.</source>
            <translation>Elke dobbelsteen die je legt, moet in een rij of kolom een SET voltooien.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="88" />
            <source>The new SETs must build on dice already on the board.</source>
            <translation>De nieuwe SETs moeten aansluiten op dobbelstenen die al op het speelbord liggen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="90" />
            <source>No WILD lies there.</source>
            <translation>Daar ligt geen WILD.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="91" />
            <source>The die must show exactly the WILD's symbol.</source>
            <translation>De dobbelsteen moet precies het symbool van de WILD tonen.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/words.py" line="99" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/words.py" line="103" />
            <source>%n new SET(s)</source>
            <translation>
                <numerusform>%n nieuwe SET</numerusform>
                <numerusform>%n nieuwe SETs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/words.py" line="107" />
            <source>%n die(s)</source>
            <translation>
                <numerusform>%n dobbelsteen</numerusform>
                <numerusform>%n dobbelstenen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="124" />
            <source>%1 draws %2 from the bag</source>
            <translation>%1 pakt %2 uit het zakje</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="134" />
            <source>Round %1</source>
            <translation>Ronde %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/words.py" line="141" />
            <source>No hand held a SET: the opening was rolled %n time(s)</source>
            <translation>
                <numerusform>Niemand had een SET in de voorraad: voor de opening is één keer geworpen</numerusform>
                <numerusform>Niemand had een SET in de voorraad: voor de opening is %n keer geworpen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="145" />
            <source>%1 opens (drawn among %2 players with a SET)</source>
            <translation>%1 opent (geloot onder %2 spelers met een SET)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="148" />
            <source>%1 has a SET in hand and opens</source>
            <translation>%1 heeft een SET in de voorraad en opent</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="157" />
            <source>%1 placed %2: %3 → %4</source>
            <translation>%1 legde %2: %3 → %4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="161" />
            <source> (bonus squares +%1)</source>
            <translation> (bonusvakken +%1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="168" />
            <source>%1 passes</source>
            <translation>%1 past</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="171" />
            <source>No possible move: %1's turn is skipped</source>
            <translation>Geen zet mogelijk: de beurt van %1 wordt overgeslagen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="174" />
            <source>Nobody can play: everybody re-rolls all dice in hand</source>
            <translation>Niemand kan spelen: iedereen werpt opnieuw met alle dobbelstenen in de voorraad</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="177" />
            <source>%1 swaps %2 for the WILD at %3 and rolls the WILD die</source>
            <translation>%1 ruilt %2 voor de WILD op %3 en werpt de WILD-dobbelsteen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="182" />
            <source>The WILD die shows %1</source>
            <translation>De WILD-dobbelsteen toont %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="185" />
            <source>%1's hand is empty: this is the last round</source>
            <translation>De voorraad van %1 is leeg: dit is de laatste ronde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="191" />
            <source>EXTRA ROLL: %1 re-rolls %2</source>
            <translation>EXTRA WORP: %1 werpt %2 opnieuw</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="194" />
            <source>EXTRA ROLL: %1 keeps all dice</source>
            <translation>EXTRA WORP: %1 houdt alle dobbelstenen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="197" />
            <source>Game over</source>
            <translation>Einde van het spel</translation>
        </message>
    </context>
    <context>
        <name>SetCubedBoardBar</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="23" />
            <source>Zoom out (−)</source>
            <translation>Uitzoomen (−)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="29" />
            <source>%1 %</source>
            <translation>%1%</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="41" />
            <source>Zoom in (+, or Ctrl + mouse wheel)</source>
            <translation>Inzoomen (+ of Ctrl + muiswiel)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="49" />
            <source>Fit</source>
            <translation>Passend</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="51" />
            <source>Show the whole board (0)</source>
            <translation>Het hele speelbord tonen (0)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="82" />
            <source>Save…</source>
            <translation>Opslaan…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="83" />
            <source>Save this game under a name, or open a saved game; it is also saved after every move (Ctrl+S)</source>
            <translation>Dit spel onder een naam opslaan of een opgeslagen spel openen; het wordt ook na elke zet opgeslagen (Ctrl+S)</translation>
        </message>
    </context>
    <context>
        <name>SetCubedGame</name>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="35" />
            <source>Unknown computer opponent %1</source>
            <translation>Onbekende computertegenstander %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="36" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="37" />
            <source>Player %1</source>
            <translation>Speler %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="38" />
            <source>The seed must be a whole number.</source>
            <translation>Het startgetal moet een geheel getal zijn.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/board_data.py" line="40" />
            <source>Board layout and dice faces are approximations; the printed game may differ.</source>
            <translation>Speelbord en dobbelsteenzijden zijn benaderd; het gedrukte spel kan afwijken.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/desk.py" line="128" />
            <source>SET Cubed is for 2 to 4 players: choose Solo (against the computer) or 2–4 seats.</source>
            <translation>SET Cubed is voor 2 tot 4 spelers: kies Solo (tegen de computer) of 2–4 plaatsen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/desk.py" line="253" />
            <source>Time is up: no EXTRA ROLL for %1.</source>
            <translation>De tijd is om: geen EXTRA WORP voor %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/desk.py" line="336" />
            <source>The computer opponent failed: %1</source>
            <translation>De computertegenstander is vastgelopen: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/preview.py" line="20" />
            <source>bonus +%1</source>
            <translation>bonus +%1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/preview.py" line="24" />
            <source>Legal: %1</source>
            <translation>Toegestaan: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/preview.py" line="25" />
            <source>So far: %1</source>
            <translation>Tot nu toe: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/preview.py" line="26" />
            <source>Not yet legal: %1</source>
            <translation>Nog niet toegestaan: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="59" />
            <source>%1 wins!</source>
            <translation>%1 wint!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="60" />
            <source>A tie: %1 share the win.</source>
            <translation>Gelijke stand: %1 delen de winst.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="61" />
            <source> and </source>
            <translation> en </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="69" />
            <source>A hand ran empty and the round was played out.</source>
            <translation>Een voorraad raakte leeg en de ronde is uitgespeeld.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="71" />
            <source>Nobody could place a die any more: the game is scored as it stands.</source>
            <translation>Niemand kon nog een dobbelsteen leggen: het spel wordt geteld zoals het nu staat.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/rows.py" line="31" />
            <source>bonus square %1 (paid)</source>
            <translation>bonusvak %1 (uitbetaald)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/rows.py" line="32" />
            <source>bonus square +%1</source>
            <translation>bonusvak +%1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/rows.py" line="35" />
            <source>logo</source>
            <translation>logo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/rows.py" line="105" />
            <source>%1 (key %2)</source>
            <translation>%1 (toets %2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/status.py" line="33" />
            <source>Round %1</source>
            <translation>Ronde %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/status.py" line="36" />
            <source>last round</source>
            <translation>laatste ronde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/status.py" line="49" />
            <source>Bag: %1</source>
            <translation>Zakje: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="22" />
            <source>Opening</source>
            <translation>Opening</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="23" />
            <source>WILD replacement</source>
            <translation>WILD vervangen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="24" />
            <source>Place dice</source>
            <translation>Dobbelstenen leggen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="25" />
            <source>EXTRA ROLL</source>
            <translation>EXTRA WORP</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="26" />
            <source>Game over</source>
            <translation>Einde van het spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="55" />
            <source>The game is over.</source>
            <translation>Het spel is afgelopen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="58" />
            <source>%1 is thinking…</source>
            <translation>%1 denkt na…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="61" />
            <source>Pass the device to %1.</source>
            <translation>Geef het apparaat door aan %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="64" />
            <source>%1, you open: place three dice that form a SET on the three logo cells, then End turn.</source>
            <translation>%1, jij opent: leg drie dobbelstenen die een SET vormen op de drie logovakken, en dan Beurt beëindigen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="68" />
            <source>%1, a die in your hand shows the symbol of a WILD on the board. Click the lit WILD to swap it (the WILD die comes back to your hand and is rolled), or keep the WILDs.</source>
            <translation>%1, een dobbelsteen in je voorraad toont het symbool van een WILD op het speelbord. Klik op de opgelichte WILD om te ruilen (de WILD-dobbelsteen komt terug in je voorraad en wordt geworpen), of laat de WILDs liggen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="73" />
            <source>EXTRA ROLL, %1: click the dice you want to re-roll, then Roll. Keep all dice if you like them.</source>
            <translation>EXTRA WORP, %1: klik op de dobbelstenen die je opnieuw wilt werpen, en dan Werpen. Houd alle dobbelstenen als ze je bevallen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="77" />
            <source>Say which symbol your WILD shows.</source>
            <translation>Leg vast welk symbool je WILD voorstelt.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="80" />
            <source>%1, place up to 3 dice: click a die of your hand, then a cell (or drag it). Every die must complete a SET in a row or column.</source>
            <translation>%1, leg tot 3 dobbelstenen: klik op een dobbelsteen van je voorraad en dan op een vak (of sleep hem erheen). Elke dobbelsteen moet in een rij of kolom een SET voltooien.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="84" />
            <source>Add more dice (up to 3), click a placed die to take it back, or End turn.</source>
            <translation>Leg meer dobbelstenen (tot 3), klik op een gelegde dobbelsteen om hem terug te nemen, of Beurt beëindigen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="151" />
            <source>%1's hand</source>
            <translation>Voorraad van %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="167" />
            <source>Next: %1.</source>
            <translation>Hierna: %1.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedHand</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHand.qml" line="34" />
            <source>click dice to re-roll</source>
            <translation>klik op dobbelstenen om opnieuw te werpen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHand.qml" line="35" />
            <source>click or drag a die</source>
            <translation>klik op of sleep een dobbelsteen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHand.qml" line="147" />
            <source>Colours are also told by the fill: red solid, green striped, purple open.</source>
            <translation>Kleuren zie je ook aan de vulling: rood vol, groen gestreept, paars open.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedHintButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHintButton.qml" line="13" />
            <source>Hide hint</source>
            <translation>Tip verbergen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHintButton.qml" line="13" />
            <source>Hint</source>
            <translation>Tip</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHintButton.qml" line="15" />
            <source>What would the computer place? Its best turn on the board, with the points it scores (H)</source>
            <translation>Wat zou de computer leggen? Zijn beste beurt op het speelbord, met de punten die hij scoort (H)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHintButton.qml" line="16" />
            <source>A hint is for placing dice: it is there when you place dice.</source>
            <translation>Een tip helpt bij het leggen van dobbelstenen: die is er als je dobbelstenen legt.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedHints</name>
        <message>
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="124" />
            <source>The computer is looking for its best turn…</source>
            <translation>De computer zoekt zijn beste beurt …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="155" />
            <source>The computer would pass: no die of your hand completes a SET on the board.</source>
            <translation>De computer zou passen: geen dobbelsteen uit je voorraad maakt een SET af op het speelbord.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="169" />
            <source>The computer's opening SET is on the board: %n point(s).</source>
            <translation>
                <numerusform>De eerste SET van de computer ligt op het speelbord: %n punt.</numerusform>
                <numerusform>De eerste SET van de computer ligt op het speelbord: %n punten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="171" />
            <source>The computer's best turn is on the board: %n point(s).</source>
            <translation>
                <numerusform>De beste beurt van de computer ligt op het speelbord: %n punt.</numerusform>
                <numerusform>De beste beurt van de computer ligt op het speelbord: %n punten.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="173" />
            <source>End turn (E) plays it; Backspace takes the dice back.</source>
            <translation>Beurt beëindigen (E) speelt hem; Backspace neemt de dobbelstenen terug.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedOptions</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedOptions.qml" line="20" />
            <source>Solo: you against the computer opponents (an app mode, not an official rule: the official game has no solo mode).</source>
            <translation>Solo: jij tegen de computertegenstanders (een app-modus, geen officiële regel: het officiële spel heeft geen solovariant).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedOptions.qml" line="21" />
            <source>SET Cubed is for 2–4 players; any seat can be a computer opponent.</source>
            <translation>SET Cubed is voor 2–4 spelers; elke plaats kan een computertegenstander zijn.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedOptions.qml" line="28" />
            <source>EXTRA ROLL timer: 30 seconds per player</source>
            <translation>Tijdslimiet EXTRA WORP: 30 seconden per speler</translation>
        </message>
    </context>
    <context>
        <name>SetCubedPromptCard</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="78" />
            <source>%1 s left</source>
            <translation>nog %1 s</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="92" />
            <source>End turn (+%1)</source>
            <translation>Beurt beëindigen (+%1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="93" />
            <source>End turn</source>
            <translation>Beurt beëindigen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="94" />
            <source>Place these dice and score them (E)</source>
            <translation>Deze dobbelstenen leggen en tellen (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="102" />
            <source>Take back</source>
            <translation>Terugnemen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="103" />
            <source>Take all dice of this turn back into the hand (Backspace)</source>
            <translation>Alle dobbelstenen van deze beurt terug in de voorraad nemen (Backspace)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="112" />
            <source>Skip ahead</source>
            <translation>Vooruitspringen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="113" />
            <source>The computer opponents move at once, until a person decides (End)</source>
            <translation>De computertegenstanders spelen meteen, tot een persoon beslist (End)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="114" />
            <source>Skip ahead to the next decision of a person</source>
            <translation>Vooruitspringen naar de volgende beslissing van een persoon</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="121" />
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="122" />
            <source>Place nothing this turn (P)</source>
            <translation>Deze beurt niets leggen (P)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="130" />
            <source>Keep the WILDs</source>
            <translation>WILDs laten liggen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="131" />
            <source>No swap: go on to placing dice (K)</source>
            <translation>Niet ruilen: verder met dobbelstenen leggen (K)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="140" />
            <source>Re-roll (choose dice)</source>
            <translation>Opnieuw werpen (kies dobbelstenen)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="141" />
            <source>Re-roll %n die(s)</source>
            <translation>
                <numerusform>%n dobbelsteen opnieuw werpen</numerusform>
                <numerusform>%n dobbelstenen opnieuw werpen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="142" />
            <source>Roll the chosen dice again (E)</source>
            <translation>De gekozen dobbelstenen opnieuw werpen (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="149" />
            <source>Keep all dice</source>
            <translation>Alle dobbelstenen houden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="150" />
            <source>No EXTRA ROLL this round (K)</source>
            <translation>Geen EXTRA WORP deze ronde (K)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="157" />
            <source>Keys: 1–5 dice · arrows board · Enter place/take back · E end turn · P pass · K keep · +/− zoom · Esc cancel</source>
            <translation>Toetsen: 1–5 dobbelstenen · pijlen speelbord · Enter leggen/terugnemen · E beurt beëindigen · P passen · K houden · +/− zoomen · Esc annuleren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="158" />
            <source>End skip ahead</source>
            <translation>End vooruitspringen</translation>
        </message>
    </context>
    <context>
        <name>SetCubedResults</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="57" />
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="69" />
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="104" />
            <source>Look at the board</source>
            <translation>Speelbord bekijken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="105" />
            <source>Close this (Esc)</source>
            <translation>Sluiten (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="111" />
            <source>Home</source>
            <translation>Start</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="118" />
            <source>New game</source>
            <translation>Nieuw spel</translation>
        </message>
    </context>
    <context>
        <name>SetCubedRoundScores</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRoundScores.qml" line="26" />
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRoundScores.qml" line="38" />
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
    </context>
    <context>
        <name>SetCubedRulesScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="21" />
            <source>Rules: SET Cubed</source>
            <translation>Spelregels: SET Cubed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="64" />
            <source>The printed board and the faces of the 42 dice are not publicly documented, so this app uses its own %1 × %2 board and dice set. Both are data files that can be replaced.</source>
            <translation>Het gedrukte speelbord en de zijden van de 42 dobbelstenen zijn niet openbaar beschreven, dus deze app gebruikt een eigen speelbord van %1 × %2 vakken en een eigen set dobbelstenen. Beide zijn gegevensbestanden die kunnen worden vervangen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="80" />
            <source>A SET</source>
            <translation>Een SET</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="81" />
            <source>&lt;p&gt;Three dice form a &lt;b&gt;SET&lt;/b&gt; when colour, shape and number are each &lt;b&gt;all the same or all different&lt;/b&gt; on the three dice. Three identical dice are a SET too. On the board a SET is three dice in a row or a column next to each other, never diagonally and never around a corner.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Drie dobbelstenen vormen een &lt;b&gt;SET&lt;/b&gt; als kleur, vorm en aantal op de drie dobbelstenen elk &lt;b&gt;allemaal gelijk of allemaal verschillend&lt;/b&gt; zijn. Drie gelijke dobbelstenen zijn ook een SET. Op het speelbord is een SET drie dobbelstenen naast elkaar in een rij of kolom, nooit diagonaal en nooit om de hoek.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="85" />
            <source>Set-up and opening</source>
            <translation>Voorbereiding en eerste SET</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="86" />
            <source>&lt;p&gt;2–4 players each draw a hand of &lt;b&gt;5 dice&lt;/b&gt; from the bag. Everybody rolls; a player with a SET in hand places it on the &lt;b&gt;logo&lt;/b&gt; (3 points) and is the &lt;b&gt;first player&lt;/b&gt;: that was their turn of round 1, and they start every round. If several players have a SET, the opener is drawn among them; if nobody has one, everybody rolls again. A WILD in the opening scores 0.&lt;/p&gt;</source>
            <translation>&lt;p&gt;2–4 spelers pakken elk een voorraad van &lt;b&gt;5 dobbelstenen&lt;/b&gt; uit het zakje. Iedereen werpt; wie een SET in de voorraad heeft, legt die op het &lt;b&gt;logo&lt;/b&gt; (3 punten) en is de &lt;b&gt;eerste speler&lt;/b&gt;: dat was zijn beurt in ronde 1, en hij begint elke ronde. Hebben meerdere spelers een SET, dan wordt onder hen geloot wie begint; heeft niemand er een, dan werpt iedereen opnieuw. Een WILD in de eerste SET levert 0 op.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="91" />
            <source>Your turn</source>
            <translation>Je beurt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="92" />
            <source>&lt;p&gt;Turn by turn, each player places &lt;b&gt;up to 3 dice&lt;/b&gt; of their hand, with the face that is up, so that every placed die completes a SET of three in a row or a column. The turn must build on dice already on the board; two of your dice may form a SET with one board die. Dice on the board never move, and a full line that is not a SET is allowed (it scores nothing). Every new SET scores 1 point per die; a die in two new SETs scores for both. A &lt;b&gt;bonus square&lt;/b&gt; pays its value (+2, +3, +5) once, to the first die placed on it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Beurt na beurt legt elke speler &lt;b&gt;tot 3 dobbelstenen&lt;/b&gt; uit zijn voorraad, met de kant die boven ligt, zodat elke gelegde dobbelsteen in een rij of kolom een SET van drie voltooit. De beurt moet aansluiten op dobbelstenen die al op het speelbord liggen; twee van je dobbelstenen mogen met één dobbelsteen van het speelbord een SET vormen. Dobbelstenen op het speelbord bewegen nooit, en een volle rij van drie die geen SET is, mag (die levert niets op). Elke nieuwe SET levert 1 punt per dobbelsteen op; een dobbelsteen in twee nieuwe SETs telt voor beide. Een &lt;b&gt;bonusvak&lt;/b&gt; betaalt zijn waarde (+2, +3, +5) één keer uit, aan de eerste dobbelsteen die erop wordt gelegd.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="99" />
            <source>Skipping, passing, rolling again</source>
            <translation>Overslaan, passen, opnieuw werpen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="100" />
            <source>&lt;p&gt;Who cannot place is skipped; anybody may pass. If &lt;b&gt;nobody&lt;/b&gt; can play, everybody rolls all the dice in hand again.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Wie niet kan leggen, wordt overgeslagen; iedereen mag passen. Kan &lt;b&gt;niemand&lt;/b&gt; spelen, dan werpt iedereen opnieuw met alle dobbelstenen in de voorraad.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="102" />
            <source>End of a round</source>
            <translation>Einde van een ronde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="103" />
            <source>&lt;p&gt;After each round the hands are refilled from the bag to 5 dice, the first player first. The new dice are rolled at once; dice already in hand keep their faces. Then every player may roll any of their dice once again: the &lt;b&gt;EXTRA ROLL&lt;/b&gt; (there is none before round 1; an optional timer can be switched on when starting a game). When the bag runs short, later players may get fewer dice, or none.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Na elke ronde worden de voorraden uit het zakje aangevuld tot 5 dobbelstenen, de eerste speler eerst. De nieuwe dobbelstenen worden meteen geworpen; dobbelstenen die al in de voorraad liggen, houden hun kant. Daarna mag iedereen willekeurige dobbelstenen één keer opnieuw werpen: de &lt;b&gt;EXTRA WORP&lt;/b&gt; (vóór ronde 1 is er geen; bij het starten van een spel kan een tijdslimiet worden ingeschakeld). Is het zakje bijna leeg, dan krijgen latere spelers minder dobbelstenen of geen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="109" />
            <source>Game end</source>
            <translation>Einde van het spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="110" />
            <source>&lt;p&gt;When a hand runs empty, the round is played out and the game ends. The most points win; tied players share the win. Dice left in hand count for nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Raakt een voorraad leeg, dan wordt de ronde uitgespeeld en eindigt het spel. De meeste punten winnen; bij een gelijke stand delen de spelers de winst. Dobbelstenen die in de voorraad over zijn, tellen niet.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="113" />
            <source>WILD</source>
            <translation>WILD</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="114" />
            <source>&lt;p&gt;A die showing &lt;b&gt;WILD&lt;/b&gt; is placed as any symbol you declare; the symbol is fixed afterwards. In the turn it is placed, the WILD itself scores 0 (its bonus square still pays); later it counts like any die.&lt;/p&gt;&lt;p&gt;At the start of your turn you may swap &lt;b&gt;any&lt;/b&gt; WILD on the board for a die from your hand showing exactly its symbol. The swap scores nothing and is not one of your three dice; the WILD die comes back to your hand and is rolled at once.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Een dobbelsteen met &lt;b&gt;WILD&lt;/b&gt; wordt gelegd als een symbool naar keuze dat je vastlegt; daarna ligt het symbool vast. In de beurt waarin hij wordt gelegd, levert de WILD zelf 0 op (zijn bonusvak betaalt wel); later telt hij als elke dobbelsteen.&lt;/p&gt;&lt;p&gt;Aan het begin van je beurt mag je &lt;b&gt;elke&lt;/b&gt; WILD op het speelbord ruilen voor een dobbelsteen uit je voorraad die precies zijn symbool toont. De ruil levert niets op en telt niet als een van je drie dobbelstenen; de WILD-dobbelsteen komt terug in je voorraad en wordt meteen geworpen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="120" />
            <source>Against the computer</source>
            <translation>Tegen de computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="121" />
            <source>&lt;p&gt;The official game has no solo mode. &lt;b&gt;Solo&lt;/b&gt; in this app means you against 1–3 computer opponents: an app mode, not an official rule. Computer opponents see what you see (all hands are open) and play by the same rules.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Het officiële spel heeft geen solovariant. &lt;b&gt;Solo&lt;/b&gt; betekent in deze app: jij tegen 1–3 computertegenstanders, een app-modus, geen officiële regel. Computertegenstanders zien wat jij ziet (alle voorraden zijn open) en spelen volgens dezelfde regels.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="124" />
            <source>Playing at the desk</source>
            <translation>Spelen met cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="125" />
            <source>&lt;p&gt;Click a die of your hand (or press &lt;b&gt;1–5&lt;/b&gt;), then a cell of the board, or drag the die there. Pink rings show cells where the chosen die completes a SET at once. Click a die of this turn to take it back. The panel shows at every step whether the turn is legal and what it scores; &lt;b&gt;End turn&lt;/b&gt; (&lt;b&gt;E&lt;/b&gt;) places it. &lt;b&gt;P&lt;/b&gt; pass, &lt;b&gt;K&lt;/b&gt; keep (WILDs or all dice), &lt;b&gt;Backspace&lt;/b&gt; take back all, &lt;b&gt;arrows&lt;/b&gt; and &lt;b&gt;Enter&lt;/b&gt; place with the keyboard, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;−&lt;/b&gt;/&lt;b&gt;0&lt;/b&gt; zoom, &lt;b&gt;Esc&lt;/b&gt; cancel. The colour of a symbol is also told by its fill: red solid, green striped, purple open.&lt;/p&gt;&lt;p&gt;A game is saved after every move (Continue on the home screen); turns can be undone (Ctrl+Z) and the game saved under a name. Finished games with a human player go into the score history.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Klik op een dobbelsteen van je voorraad (of druk op &lt;b&gt;1–5&lt;/b&gt;) en daarna op een vak van het speelbord, of sleep de dobbelsteen erheen. Roze ringen tonen vakken waar de gekozen dobbelsteen meteen een SET voltooit. Klik op een dobbelsteen van deze beurt om hem terug te nemen. Het paneel zegt bij elke stap of de beurt is toegestaan en wat ze oplevert; &lt;b&gt;Beurt beëindigen&lt;/b&gt; (&lt;b&gt;E&lt;/b&gt;) legt haar. &lt;b&gt;P&lt;/b&gt; passen, &lt;b&gt;K&lt;/b&gt; houden (WILDs of alle dobbelstenen), &lt;b&gt;Backspace&lt;/b&gt; alles terugnemen, &lt;b&gt;pijltjestoetsen&lt;/b&gt; en &lt;b&gt;Enter&lt;/b&gt; leggen met het toetsenbord, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;−&lt;/b&gt;/&lt;b&gt;0&lt;/b&gt; zoomen, &lt;b&gt;Esc&lt;/b&gt; annuleren. De kleur van een symbool is ook aan de vulling te zien: rood vol, groen gestreept, paars open.&lt;/p&gt;&lt;p&gt;Een spel wordt na elke zet opgeslagen (‘Verdergaan’ op het startscherm); beurten kunnen ongedaan worden gemaakt (Ctrl+Z) en het spel kan onder een naam worden opgeslagen. Afgelopen spellen met een menselijke speler komen in de scoregeschiedenis.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="136" />
            <source>Hints</source>
            <translation>Tips</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="137" />
            <source>&lt;p&gt;&lt;b&gt;Hint&lt;/b&gt; (&lt;b&gt;H&lt;/b&gt;) puts the turn the computer would make on the board, with the points it scores: &lt;b&gt;End turn&lt;/b&gt; plays it, &lt;b&gt;Backspace&lt;/b&gt; takes the dice back. A game in which hints were shown is marked in the score history (hints can be switched off in the settings).&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Tip&lt;/b&gt; (&lt;b&gt;H&lt;/b&gt;) legt de beurt die de computer zou doen op het speelbord, met de punten die hij scoort: &lt;b&gt;Beurt beëindigen&lt;/b&gt; speelt hem, &lt;b&gt;Backspace&lt;/b&gt; neemt de dobbelstenen terug. Een spel waarin tips zijn getoond, wordt in de geschiedenis gemarkeerd (tips kun je in de instellingen uitzetten).&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>SetCubedSeats</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedSeats.qml" line="50" />
            <source>★ first player: opened the game and starts every round</source>
            <translation>★ eerste speler: heeft het spel geopend en begint elke ronde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedSeats.qml" line="74" />
            <source>computer</source>
            <translation>computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedSeats.qml" line="74" />
            <source>human</source>
            <translation>mens</translation>
        </message>
    </context>
    <context>
        <name>SetCubedSpoken</name>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="28" />
            <source>placed this turn</source>
            <translation>deze beurt gelegd</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="30" />
            <source>in a new SET</source>
            <translation>in een nieuwe SET</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="32" />
            <source>pays +%1</source>
            <translation>levert +%1 op</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="35" />
            <source>a WILD you may swap</source>
            <translation>een WILD die je kunt ruilen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="37" />
            <source>the chosen die completes a SET here</source>
            <translation>de gekozen dobbelsteen voltooit hier een SET</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="44" />
            <source>Hand die %1, %2</source>
            <translation>Dobbelsteen %1 in je voorraad, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="47" />
            <source>placed on the board</source>
            <translation>op het speelbord gelegd</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="49" />
            <source>chosen</source>
            <translation>gekozen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="51" />
            <source>to be rolled again</source>
            <translation>wordt opnieuw geworpen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="64" />
            <source>%1 rolled: %2</source>
            <translation>%1 wierp: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="87" />
            <source>computer</source>
            <translation>computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="88" />
            <source>human</source>
            <translation>mens</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="89" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="91" />
            <source>winner</source>
            <translation>winnaar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="93" />
            <source>first player</source>
            <translation>eerste speler</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="95" />
            <source>deciding</source>
            <translation>beslist</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="97" />
            <source>hand: %1</source>
            <translation>voorraad: %1</translation>
        </message>
    </context>
    <context>
        <name>SetCubedTable</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="260" />
            <source>I am %1: continue</source>
            <translation>Ik ben %1: verder</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="289" />
            <source>Final scores</source>
            <translation>Eindstand</translation>
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
            <translation>Startgetal %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTopBar.qml" line="71" />
            <source>Rules</source>
            <translation>Spelregels</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTopBar.qml" line="72" />
            <source>The rules of SET Cubed and the keyboard keys</source>
            <translation>De spelregels van SET Cubed en de toetsen</translation>
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
            <translation>Wat stelt de WILD voor?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="45" />
            <source>%1, completes a SET here</source>
            <translation>%1, voltooit hier een SET</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="103" />
            <source>At %1 (framed in blue). The symbol is fixed once placed. A newly placed WILD scores 0 itself; the other dice of its SETs score as usual.</source>
            <translation>Op %1 (blauw omrand). Het symbool ligt vast zodra hij ligt. Een nieuw gelegde WILD levert zelf 0 op; de andere dobbelstenen van zijn SETs tellen zoals gewoonlijk.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="110" />
            <source>Completes a SET here:</source>
            <translation>Voltooit hier een SET:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="111" />
            <source>No symbol completes a SET here with the dice around it yet.</source>
            <translation>Nog geen enkel symbool voltooit hier een SET met de dobbelstenen eromheen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="125" />
            <source>Any other symbol (arrows and Enter choose with the keyboard):</source>
            <translation>Elk ander symbool (pijltjestoetsen en Enter kiezen met het toetsenbord):</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="140" />
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="141" />
            <source>Keep the WILD in your hand (Esc)</source>
            <translation>De WILD in je voorraad houden (Esc)</translation>
        </message>
    </context>
    <context>
        <name>SettingsNotice</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsNotice.qml" line="31" />
            <source>Settings</source>
            <translation>Instellingen</translation>
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
            <translation>Instellingen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="77" />
            <source>Language</source>
            <translation>Taal</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="98" />
            <source>Game speed</source>
            <translation>Spelsnelheid</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="106" />
            <source>How fast the computer players move and the dice roll. The guided game keeps its own pace; End skips ahead to the next decision of a person.</source>
            <translation>Hoe snel de computertegenstanders spelen en de dobbelstenen rollen. Het spel met uitleg houdt zijn eigen tempo; End springt vooruit naar de volgende beslissing van een persoon.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="115" />
            <source>Slow</source>
            <translation>Langzaam</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="116" />
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="208" />
            <source>Normal</source>
            <translation>Normaal</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="117" />
            <source>Fast</source>
            <translation>Snel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="118" />
            <source>Instant</source>
            <translation>Direct</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="125" />
            <source>Game speed: %1</source>
            <translation>Spelsnelheid: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="132" />
            <source>Several players at one computer</source>
            <translation>Meerdere spelers aan één computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="139" />
            <source>Show a hand-over screen between human players</source>
            <translation>Tussen menselijke spelers een overdrachtsscherm tonen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="145" />
            <source>Offer the house rule for 5 or 6 players</source>
            <translation>De huisregel voor 5 of 6 spelers aanbieden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="151" />
            <source>Saved games</source>
            <translation>Opgeslagen spellen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="158" />
            <source>Honest games: no undo in new games</source>
            <translation>Eerlijke spellen: geen ongedaan maken in nieuwe spellen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="164" />
            <source>Hints: a Hint button (key H) shows what a strong computer player would do (never in campaign games)</source>
            <translation>Tips: een tipknop (toets H) toont wat een sterke computerspeler zou doen (nooit in campagnespellen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="170" />
            <source>Practice undo: take back moves even after new dice were seen (such games do not count in the records or the campaign)</source>
            <translation>Oefen-ongedaan-maken: zetten ook na nieuwe dobbelstenen terugnemen (zulke spellen tellen niet mee voor records en campagne)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="176" />
            <source>Display</source>
            <translation>Weergave</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="183" />
            <source>Reduce motion: no sliding dice, no flashing bonus chains</source>
            <translation>Minder beweging: geen schuivende dobbelstenen, geen knipperende kettingreacties</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="189" />
            <source>Roll animation: thrown dice tumble for a moment (never at the instant speed)</source>
            <translation>Werpanimatie: geworpen dobbelstenen rollen even (nooit bij de snelheid ‘Direct’)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="196" />
            <source>Contrast</source>
            <translation>Contrast</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="206" />
            <source>As the system</source>
            <translation>Zoals het systeem</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="207" />
            <source>High contrast</source>
            <translation>Hoog contrast</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="223" />
            <source>Settings are saved on this computer as soon as you change them.</source>
            <translation>Instellingen worden op deze computer bewaard zodra je ze wijzigt.</translation>
        </message>
    </context>
    <context>
        <name>Sheet</name>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="77" />
            <source>Yellow</source>
            <translation>Geel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="77" />
            <source>Blue</source>
            <translation>Blauw</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="77" />
            <source>Green</source>
            <translation>Groen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="78" />
            <source>Orange</source>
            <translation>Oranje</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="78" />
            <source>Purple</source>
            <translation>Paars</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="78" />
            <source>Silver</source>
            <translation>Zilver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="79" />
            <source>Pink</source>
            <translation>Roze</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="79" />
            <source>Turquoise</source>
            <translation>Blauwgroen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="79" />
            <source>Brown</source>
            <translation>Bruin</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="80" />
            <source>Grey</source>
            <translation>Grijs</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="80" />
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="80" />
            <source>Reroll</source>
            <translation>Nogmaals dobbelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="81" />
            <source>Extra die (+1)</source>
            <translation>Extra dobbelsteen (+1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="81" />
            <source>Dice fields</source>
            <translation>Dobbelsteenvelden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="82" />
            <source>Score</source>
            <translation>Eindtelling</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="82" />
            <source>Actions</source>
            <translation>Acties</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="82" />
            <source>Return</source>
            <translation>Terughalen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="83" />
            <source>Polish silver</source>
            <translation>Zilver oppoetsen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="83" />
            <source>Number joker</source>
            <translation>Getallenjoker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="84" />
            <source>row: blue · column: white</source>
            <translation>rij: blauw · kolom: wit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="84" />
            <source>all white</source>
            <translation>wit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="85" />
            <source>all light</source>
            <translation>licht</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="85" />
            <source>all dark</source>
            <translation>donker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="303" />
            <source>Name:</source>
            <translation>Naam:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="524" />
            <source>½ + bonus or ×n</source>
            <translation>½ + bonus of ×n</translation>
        </message>
    </context>
    <context>
        <name>SheetCell</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetCell.qml" line="235" />
            <source>%1: click to enter it here</source>
            <translation>%1: klik om hem hier in te vullen</translation>
        </message>
    </context>
    <context>
        <name>SheetModel</name>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="204" />
            <source>½ + bonus · ×n</source>
            <translation>½ + bonus · ×n</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="211" />
            <source>Round %1: %2</source>
            <translation>Ronde %1: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="218" />
            <source>This round is played with %1 players</source>
            <translation>Deze ronde wordt met %1 spelers gespeeld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="220" />
            <source>Pair %1: first cell minus second cell</source>
            <translation>Paar %1: eerste veld min tweede veld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="223" />
            <source>The sum of this row</source>
            <translation>De som van deze rij</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="225" />
            <source>Field %1: (upper + lower) × its multiplier</source>
            <translation>Veld %1: (boven + onder) × zijn vermenigvuldiger</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="228" />
            <source>Foxes</source>
            <translation>Vossen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="229" />
            <source>Fox value: your lowest area score</source>
            <translation>Vossenwaarde: je categorie met de minste punten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="230" />
            <source>Total</source>
            <translation>Totaal</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="231" />
            <source>%1 area score</source>
            <translation>Punten in %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="234" />
            <source>Points</source>
            <translation>Punten</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="237" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="238" />
            <source>%n cross(es): %1</source>
            <translation>
                <numerusform>%n kruis: %1</numerusform>
                <numerusform>%n kruizen: %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SheetPreview</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetPreview.qml" line="25" />
            <source>%1's sheet</source>
            <translation>Scorevel van %1</translation>
        </message>
    </context>
    <context>
        <name>SheetScale</name>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SheetScale.qml" line="73" />
            <source>%n cross(es): %1</source>
            <translation>
                <numerusform>%n kruis: %1</numerusform>
                <numerusform>%n kruizen: %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SheetScale.qml" line="73" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n punt</numerusform>
                <numerusform>%n punten</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SheetSlot</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="82" />
            <source>%1: used</source>
            <translation>%1: gebruikt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="83" />
            <source>%1: click to use it</source>
            <translation>%1: klik om in te zetten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="84" />
            <source>%1: available</source>
            <translation>%1: beschikbaar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="85" />
            <source>%1: not unlocked yet</source>
            <translation>%1: nog niet vrijgespeeld</translation>
        </message>
    </context>
    <context>
        <name>SilverChainPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SilverChainPanel.qml" line="65" />
            <source>%1 (no open cell)</source>
            <translation>%1 (geen vrij veld)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SilverChainPanel.qml" line="73" />
            <source>Skip</source>
            <translation>Overslaan</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SilverChainPanel.qml" line="74" />
            <source>Let this mark go (S skips the first)</source>
            <translation>Dit kruis laten vervallen (S slaat het eerste over)</translation>
        </message>
    </context>
    <context>
        <name>Spoken</name>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="25" />
            <source>in the rolling area</source>
            <translation>op het werpvlak</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="27" />
            <source>on the silver platter</source>
            <translation>op het zilveren dienblad</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="29" />
            <source>on dice field %1</source>
            <translation>op dobbelsteenveld %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="36" />
            <source>%1 die, %2</source>
            <translation>Dobbelsteen %1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="42" />
            <source>chosen</source>
            <translation>gekozen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="44" />
            <source>key %1</source>
            <translation>toets %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="63" />
            <source>printed %1</source>
            <translation>gedrukt %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="65" />
            <source>bonus: %1</source>
            <translation>bonus: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="72" />
            <source>pre-crossed</source>
            <translation>vooraf aangekruist</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="74" />
            <source>written %1</source>
            <translation>ingevuld %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="75" />
            <source>crossed</source>
            <translation>aangekruist</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="77" />
            <source>open</source>
            <translation>open</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="78" />
            <source>can be filled in now</source>
            <translation>nu in te vullen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="85" />
            <source>Rolled: %1</source>
            <translation>Geworpen: %1</translation>
        </message>
    </context>
    <context>
        <name>TablePromptCard</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="33" />
            <source>Undo (Ctrl+Z) still takes your last move back.</source>
            <translation>Ongedaan maken (Ctrl+Z) neemt je laatste zet nog terug.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="81" />
            <source>Done</source>
            <translation>Klaar</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="82" />
            <source>Pass the device on (Enter)</source>
            <translation>Apparaat doorgeven (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="91" />
            <source>Skip ahead</source>
            <translation>Vooruitspringen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="92" />
            <source>The computer players move at once, without animations, until a person decides (End)</source>
            <translation>De computertegenstanders spelen meteen, zonder animaties, tot een persoon beslist (End)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="93" />
            <source>Skip ahead to the next decision of a person</source>
            <translation>Vooruitspringen naar de volgende beslissing van een persoon</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="100" />
            <source>Reroll (%1 left)</source>
            <translation>Nogmaals dobbelen (nog %1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="101" />
            <source>Roll all dice of the rolling area again (R)</source>
            <translation>Alle dobbelstenen van het werpvlak opnieuw werpen (R)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="109" />
            <source>Forfeit this roll</source>
            <translation>Worp laten vervallen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="110" />
            <source>No die fits: the roll is lost (F)</source>
            <translation>Geen dobbelsteen past: de worp vervalt (F)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="111" />
            <source>Leave this roll unused: no die is entered (F)</source>
            <translation>Deze worp niet gebruiken: er wordt geen dobbelsteen ingevuld (F)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="119" />
            <source>Use +1 (%1 left)</source>
            <translation>+1 inzetten (nog %1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="120" />
            <source>Use an extra die: any die of the silver platter or the dice fields (E)</source>
            <translation>Een extra dobbelsteen inzetten: een willekeurige dobbelsteen van het zilveren dienblad of de dobbelsteenvelden (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="127" />
            <source>Take no die</source>
            <translation>Geen dobbelsteen nemen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="128" />
            <source>Pass on the silver platter this turn (N)</source>
            <translation>Deze beurt niets van het zilveren dienblad nemen (N)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="137" />
            <source>Final scoring</source>
            <translation>Eindtelling</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="166" />
            <source>End skip ahead</source>
            <translation>End vooruitspringen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="167" />
            <source>Keys: 1–9 the numbered dice · arrows/Tab cells · Enter fill in · R reroll · E +1 · D done · N none · F forfeit · Esc cancel · H hint · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
            <translation>Toetsen: 1–9 genummerde dobbelstenen · pijlen/Tab velden · Enter invullen · R nogmaals · E +1 · D klaar · N geen · F vervallen · Esc annuleren · H tip · Ctrl+Z ongedaan maken · Ctrl+Shift+Z opnieuw</translation>
        </message>
    </context>
    <context>
        <name>TableScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="28" />
            <source>Your sheet</source>
            <translation>Jouw scorevel</translation>
        </message>
    </context>
    <context>
        <name>TableSheetHeader</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="28" />
            <source>%1's sheet</source>
            <translation>Scorevel van %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="50" />
            <source>Hide hint</source>
            <translation>Tip verbergen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="50" />
            <source>Hint</source>
            <translation>Tip</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="51" />
            <source>What would a strong player do? The best three moves and the final score each leads to (H)</source>
            <translation>Wat zou een sterke speler doen? De drie beste zetten en de eindscore waar elk toe leidt (H)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="77" />
            <source>Save</source>
            <translation>Opslaan</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="78" />
            <source>Save this game under a name; it is also saved after every move (Ctrl+S)</source>
            <translation>Dit spel onder een naam opslaan; het wordt ook na elke zet opgeslagen (Ctrl+S)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="88" />
            <source>Print</source>
            <translation>Afdrukken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="89" />
            <source>Print the sheets of this game, or export them as PDF (Ctrl+P)</source>
            <translation>De scorevellen van dit spel afdrukken of als pdf exporteren (Ctrl+P)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="103" />
            <source>Back to %1's sheet</source>
            <translation>Terug naar het scorevel van %1</translation>
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
            <translation>Startgetal %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="92" />
            <source>A campaign game: the same dice for everybody, and no undo.</source>
            <translation>Een campagnespel: dezelfde dobbelstenen voor iedereen, en geen ongedaan maken.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="93" />
            <source>Start a new game with this seed to meet the same dice.</source>
            <translation>Start een nieuw spel met dit startgetal om dezelfde dobbelstenen te krijgen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="104" />
            <source>Rules</source>
            <translation>Spelregels</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="105" />
            <source>The rules and the keyboard keys</source>
            <translation>De spelregels en de toetsen</translation>
        </message>
    </context>
    <context>
        <name>ThrowEntry</name>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="140" />
            <source>Correct: %1</source>
            <translation>Corrigeren: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="149" />
            <source>Throw all six dice.</source>
            <translation>Werp alle zes dobbelstenen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="151" />
            <source>Throw the dice of the rolling area: %1.</source>
            <translation>Werp de dobbelstenen van het werpvlak: %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="153" />
            <source>Type the faces in the order shown (3 5 1 …) or after each die's letter (%1), or click a die and then its face. Enter checks the throw.</source>
            <translation>Typ de ogen in de getoonde volgorde (3 5 1 …) of telkens na de letter van de dobbelsteen (%1), of klik op een dobbelsteen en dan op zijn aantal ogen. Enter controleert de worp.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="157" />
            <source>With letters, name the die closest to the silver platter first: of equal faces it goes to the platter first, and the dice fields take the others in that order.</source>
            <translation>Met letters noem je eerst de dobbelsteen die het dichtst bij het zilveren dienblad ligt: bij gelijke ogen gaat hij als eerste naar het zilveren dienblad, en de dobbelsteenvelden nemen de andere in die volgorde.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="299" />
            <source>%1 · silver platter: %2 · dice fields I–III: %3</source>
            <translation>%1 · zilveren dienblad: %2 · dobbelsteenvelden I–III: %3</translation>
        </message>
    </context>
    <context>
        <name>ThrowEntryPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="83" />
            <source>Correct throw (C)</source>
            <translation>Worp corrigeren (C)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="84" />
            <source>A typo in the last throw? Correct it until a die of it is taken.</source>
            <translation>Een tikfout in de laatste worp? Corrigeer hem tot er een dobbelsteen van is genomen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="124" />
            <source>Correct the last throw</source>
            <translation>Laatste worp corrigeren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="125" />
            <source>A typo in the throw before this one? Correct it until a die of it is taken.</source>
            <translation>Een tikfout in de worp hiervoor? Corrigeer hem tot er een dobbelsteen van is genomen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="178" />
            <source>This die shows %1</source>
            <translation>Deze dobbelsteen toont %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="194" />
            <source>e.g. 3 5 1 6 2 4</source>
            <translation>bijv. 3 5 1 6 2 4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="231" />
            <source>Is this the throw? %1</source>
            <translation>Is dit de worp? %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="245" />
            <source>Confirm throw (Enter)</source>
            <translation>Worp bevestigen (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="245" />
            <source>Check throw (Enter)</source>
            <translation>Worp controleren (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="246" />
            <source>The throw counts: the game goes on with it</source>
            <translation>De worp telt: het spel gaat ermee verder</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="247" />
            <source>Show the throw to confirm it</source>
            <translation>De worp tonen om hem te bevestigen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="254" />
            <source>Change (Esc)</source>
            <translation>Wijzigen (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="254" />
            <source>Keep the throw (Esc)</source>
            <translation>Worp houden (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="255" />
            <source>Back to the faces, to mend a typo</source>
            <translation>Terug naar de ogen, om een tikfout te herstellen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="256" />
            <source>Leave the throw as it was confirmed</source>
            <translation>De worp laten zoals hij is bevestigd</translation>
        </message>
    </context>
    <context>
        <name>ThrowText</name>
        <message>
            <location filename="../cleverdesk/ui/table/throw_text.py" line="48" />
            <source>“%1” names no die of this game: use the letters on the dice (%2).</source>
            <translation>“%1” is geen dobbelsteen van dit spel: gebruik de letters op de dobbelstenen (%2).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_text.py" line="56" />
            <source>Which die shows %1? Put the die's letter before each face (%2 …), or type the faces alone, in the order shown.</source>
            <translation>Welke dobbelsteen toont %1? Zet de letter van de dobbelsteen voor elk aantal ogen (%2 …), of typ alleen de ogen, in de getoonde volgorde.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/throw_text.py" line="73" />
            <source>%1 faces typed for %n die(s) thrown now.</source>
            <translation>
                <numerusform>%1 ogen getypt voor %n geworpen dobbelsteen.</numerusform>
                <numerusform>%1 ogen getypt voor %n geworpen dobbelstenen.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_text.py" line="79" />
            <source>“%1” is not a face: type 1 to 6 for each die.</source>
            <translation>“%1” is geen aantal ogen: typ 1 tot 6 voor elke dobbelsteen.</translation>
        </message>
    </context>
    <context>
        <name>ThrowWords</name>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="28" />
            <source>Reroll of roll %1</source>
            <translation>Nogmaals dobbelen (worp %1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="30" />
            <source>Passive throw</source>
            <translation>Passieve worp</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="31" />
            <source>Roll %1</source>
            <translation>Worp %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="42" />
            <source>%1 throws: %2</source>
            <translation>%1 werpt: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="50" />
            <source>%1: throw the dice at the table, then enter their faces below.</source>
            <translation>%1: werp aan tafel en voer daarna hieronder de ogen in.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="52" />
            <source>%1, %2: throw the dice at the table, then enter their faces below.</source>
            <translation>%1, %2: werp aan tafel en voer daarna hieronder de ogen in.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="65" />
            <source>%1 entered: %2</source>
            <translation>%1 ingevoerd: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="69" />
            <source>%1 (corrected; first confirmed: %2)</source>
            <translation>%1 (gecorrigeerd; eerst bevestigd: %2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="23" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="29" />
            <source>it lies on the silver platter</source>
            <translation>hij ligt op het zilveren dienblad</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="30" />
            <source>it lies on a dice field</source>
            <translation>hij ligt op een dobbelsteenveld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="31" />
            <source>it is not thrown now</source>
            <translation>hij wordt nu niet geworpen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="39" />
            <source>%1: %2 is not a face. A die shows 1 to 6.</source>
            <translation>%1: %2 is geen aantal ogen. Een dobbelsteen toont 1 tot 6.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="42" />
            <source>%1 is not thrown now: %2. Enter only the dice that were thrown.</source>
            <translation>%1 wordt nu niet geworpen: %2. Voer alleen de geworpen dobbelstenen in.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="46" />
            <source>This game has no die called %1.</source>
            <translation>Dit spel heeft geen dobbelsteen met de naam %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="49" />
            <source>%1 has two faces: enter each die once.</source>
            <translation>%1 heeft twee aantallen ogen: voer elke dobbelsteen één keer in.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="52" />
            <source>%1 is missing: every die thrown needs its face.</source>
            <translation>%1 ontbreekt: elke geworpen dobbelsteen heeft zijn aantal ogen nodig.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="55" />
            <source>This throw can no longer be corrected: a die of it has been taken.</source>
            <translation>Deze worp kan niet meer worden gecorrigeerd: er is een dobbelsteen van genomen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="57" />
            <source>No throw is awaited now.</source>
            <translation>Er wordt nu geen worp verwacht.</translation>
        </message>
    </context>
    <context>
        <name>TurnDone</name>
        <message>
            <location filename="../cleverdesk/ui/table/turn_passing.py" line="33" />
            <source>Next: %1 plays</source>
            <translation>Hierna speelt %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_passing.py" line="34" />
            <source>Next: pass the device to %1</source>
            <translation>Hierna: geef het apparaat door aan %1</translation>
        </message>
    </context>
    <context>
        <name>TurnLabels</name>
        <message>
            <location filename="../cleverdesk/ui/table/turn_labels.py" line="16" />
            <source>place a bonus</source>
            <translation>een bonus invullen</translation>
        </message>
    </context>
    <context>
        <name>UndoButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/UndoButton.qml" line="9" />
            <source>↶ Undo</source>
            <translation>↶ Ongedaan maken</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="30" />
            <source>That's Pretty Clever!</source>
            <translation>Clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="31" />
            <source>Twice as Clever!</source>
            <translation>Dobbel zo Clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="32" />
            <source>Clever Cubed</source>
            <translation>Clever tot de 3e macht</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="33" />
            <source>Clever 4ever</source>
            <translation>Clever 4-ever</translation>
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
            <translation>P</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="47" />
            <source>S</source>
            <comment>silver die</comment>
            <translation>Z</translation>
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
            <translation>Bg</translation>
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
            <translation>Wat ben jij clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="64" />
            <source>Are you Einstein?</source>
            <translation>Ben jij Einstein?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="65" />
            <source>What a genius!</source>
            <translation>Wat een genie!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="66" />
            <source>Impressive!</source>
            <translation>Indrukwekkend!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="67" />
            <source>Hats off to you!</source>
            <translation>Petje af!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="68" />
            <source>Great result!</source>
            <translation>Mooi resultaat!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="69" />
            <source>That was pretty good.</source>
            <translation>Dat was best goed.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="70" />
            <source>Not bad… you could do better.</source>
            <translation>Niet slecht … maar het kan beter.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="71" />
            <source>Try harder!</source>
            <translation>Doe beter je best!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="77" />
            <source>Twice as clever!</source>
            <translation>Dobbel zo clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="78" />
            <source>Points = IQ!</source>
            <translation>Punten = IQ!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="79" />
            <source>Respect!</source>
            <translation>Respect!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="80" />
            <source>This can't be luck!</source>
            <translation>Dit kan geen geluk zijn!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="81" />
            <source>People, look at this!</source>
            <translation>Mensen, kijk hier eens!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="82" />
            <source>Pretty, pretty clever!</source>
            <translation>Best wel clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="83" />
            <source>You've been training!</source>
            <translation>Jij hebt geoefend!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="84" />
            <source>You should be happy!</source>
            <translation>Daar mag je blij mee zijn!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="85" />
            <source>On the right way.</source>
            <translation>Op de goede weg.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="86" />
            <source>You can do better.</source>
            <translation>Dat kan beter.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="87" />
            <source>Half as clever.</source>
            <translation>Half zo clever.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="93" />
            <source>Clever 4ever!</source>
            <translation>Clever 4-ever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="94" />
            <source>Clever once again!</source>
            <translation>Alweer clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="95" />
            <source>Hey, Einstein!</source>
            <translation>Hé, Einstein!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="96" />
            <source>Your friends will envy you.</source>
            <translation>Je vrienden zullen jaloers zijn.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="97" />
            <source>That's pretty clever!</source>
            <translation>Behoorlijk clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="98" />
            <source>Prodigy in training</source>
            <translation>Wonderkind in opleiding</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="99" />
            <source>It's going up</source>
            <translation>Het gaat de goede kant op</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="100" />
            <source>Don't get so upset!</source>
            <translation>Niet zo mopperen!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="101" />
            <source>There is still room to improve</source>
            <translation>Er is nog ruimte voor verbetering</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="102" />
            <source>It was just bad luck</source>
            <translation>Gewoon pech gehad</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="103" />
            <source>Let's talk about something else</source>
            <translation>Laten we het over iets anders hebben</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="109" />
            <source>You are Clever Cubed!</source>
            <translation>Jij bent Clever tot de 3e macht!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="110" />
            <source>You are beautiful and clever</source>
            <translation>Jij bent mooi én clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="111" />
            <source>Hello, Mr. Hawking!</source>
            <translation>Hallo, meneer Hawking!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="112" />
            <source>On the way to the stars</source>
            <translation>Op weg naar de sterren</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="115" />
            <source>That's pretty clever!</source>
            <comment>clever-hoch-drei rating</comment>
            <translation>Jij bent behoorlijk clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="117" />
            <source>A prodigy in training</source>
            <translation>Jij bent een wonderkind in opleiding</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="118" />
            <source>Things are looking up!</source>
            <translation>Het gaat de goede kant op!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="119" />
            <source>Maybe Yahtzee after all?</source>
            <translation>Toch liever een ander dobbelspel?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="120" />
            <source>There is still room for improvement</source>
            <translation>Er is nog ruimte voor verbetering</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="121" />
            <source>Surely just bad luck with the dice?</source>
            <translation>Vast gewoon pech met de dobbelstenen?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="122" />
            <source>Let's talk about something else!</source>
            <translation>Laten we het over iets anders hebben!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/tools.py" line="101" />
            <location filename="../cleverdesk/ui/app/tools.py" line="191" />
            <location filename="../cleverdesk/ui/campaign/desk.py" line="191" />
            <location filename="../cleverdesk/ui/table/guide.py" line="198" />
            <source>Player %1</source>
            <translation>Speler %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="52" />
            <location filename="../cleverdesk/ui/common/words.py" line="177" />
            <source>%1, the next field</source>
            <translation>%1, het volgende veld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="54" />
            <location filename="../cleverdesk/ui/common/words.py" line="178" />
            <source>%1, column %2</source>
            <translation>%1, kolom %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="37" />
            <source>White</source>
            <translation>Wit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="38" />
            <source>Yellow</source>
            <translation>Geel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="39" />
            <source>Blue</source>
            <translation>Blauw</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="40" />
            <source>Green</source>
            <translation>Groen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="41" />
            <source>Orange</source>
            <translation>Oranje</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="42" />
            <source>Purple</source>
            <translation>Paars</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="43" />
            <source>Silver</source>
            <translation>Zilver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="44" />
            <source>Pink</source>
            <translation>Roze</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="45" />
            <source>Turquoise</source>
            <translation>Blauwgroen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="46" />
            <source>Brown</source>
            <translation>Bruin</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="47" />
            <source>Grey</source>
            <translation>Grijs</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="48" />
            <source>Black</source>
            <translation>Zwart</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="60" />
            <source>white</source>
            <translation>wit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="61" />
            <source>yellow</source>
            <translation>geel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="62" />
            <source>blue</source>
            <translation>blauw</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="63" />
            <source>green</source>
            <translation>groen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="64" />
            <source>orange</source>
            <translation>oranje</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="65" />
            <source>purple</source>
            <translation>paars</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="66" />
            <source>silver</source>
            <translation>zilver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="67" />
            <source>pink</source>
            <translation>roze</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="68" />
            <source>turquoise</source>
            <translation>blauwgroen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="69" />
            <source>brown</source>
            <translation>bruin</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="70" />
            <source>grey</source>
            <translation>grijs</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="71" />
            <source>black</source>
            <translation>zwart</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="89" />
            <source>Round</source>
            <translation>Ronde</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="90" />
            <source>Reroll</source>
            <translation>Nogmaals dobbelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="91" />
            <source>Extra die (+1)</source>
            <translation>Extra dobbelsteen (+1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="92" />
            <source>Return</source>
            <translation>Terughalen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="93" />
            <source>Polish silver</source>
            <translation>Zilver oppoetsen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="94" />
            <source>Number joker</source>
            <translation>Getallenjoker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="95" />
            <source>row: blue · column: white</source>
            <translation>rij: blauw · kolom: wit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="96" />
            <source>all white</source>
            <translation>wit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="97" />
            <source>all light</source>
            <translation>licht</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="98" />
            <source>all dark</source>
            <translation>donker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="99" />
            <source>Dice fields</source>
            <translation>Dobbelsteenvelden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="100" />
            <source>Score</source>
            <translation>Eindtelling</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="101" />
            <source>Actions</source>
            <translation>Acties</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="110" />
            <source>Fields</source>
            <comment>the dice fields, where there is no room</comment>
            <translation>Velden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="112" />
            <source>↓ blue · → white</source>
            <comment>row: blue · column: white, where there is no room</comment>
            <translation>↓ blauw · → wit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="114" />
            <source>white</source>
            <comment>all white, where there is no room</comment>
            <translation>wit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="115" />
            <source>light</source>
            <comment>all light, where there is no room</comment>
            <translation>licht</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="116" />
            <source>dark</source>
            <comment>all dark, where there is no room</comment>
            <translation>donker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="117" />
            <source>Polish</source>
            <comment>Polish silver, where there is no room</comment>
            <translation>Oppoetsen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="126" />
            <source>Dice
fields</source>
            <comment>a sheet's heading on two lines</comment>
            <translation>Dobbelsteen-
velden</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="127" />
            <source>Score</source>
            <comment>a sheet's heading, a long word on two lines</comment>
            <translation>Eind-
telling</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="133" />
            <source>reroll</source>
            <translation>nogmaals dobbelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="134" />
            <source>+1</source>
            <translation>+1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="135" />
            <source>return</source>
            <translation>terughalen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="136" />
            <source>polish</source>
            <translation>oppoetsen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="137" />
            <source>number joker</source>
            <translation>getallenjoker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="157" />
            <source>%1, row %2, column %3</source>
            <translation>%1, rij %2, kolom %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="162" />
            <source>%1, the next field left of the 7</source>
            <translation>%1, het volgende veld links van de 7</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="163" />
            <source>%1, the next field right of the 7</source>
            <translation>%1, het volgende veld rechts van de 7</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="168" />
            <source>%1, the field showing %2</source>
            <translation>%1, het veld met de %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="170" />
            <source>%1, the first field showing %2</source>
            <translation>%1, het eerste veld met de %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="171" />
            <source>%1, the second field showing %2</source>
            <translation>%1, het tweede veld met de %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="173" />
            <source>%1, column %3: the field showing %2</source>
            <translation>%1, kolom %3: het veld met de %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="185" />
            <source>What goes here? %1</source>
            <translation>Wat komt hier? %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="201" />
            <source>a silver ? (cross any silver cell)</source>
            <translation>een zilveren ?-bonus (een willekeurig veld in zilver aankruisen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="202" />
            <source>a blue ? (cross any blue cell)</source>
            <translation>een blauwe ?-bonus (een willekeurig veld in blauw aankruisen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="205" />
            <source>a yellow ? (a number of your choice in yellow)</source>
            <translation>een gele ?-bonus (een getal naar keuze in geel)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="206" />
            <source>a blue ? (a number of your choice in blue)</source>
            <translation>een blauwe ?-bonus (een getal naar keuze in blauw)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="207" />
            <source>a green ? (a number of your choice in green)</source>
            <translation>een groene ?-bonus (een getal naar keuze in groen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="208" />
            <location filename="../cleverdesk/ui/common/words.py" line="242" />
            <source>a pink ? (a number of your choice in pink)</source>
            <translation>een roze ?-bonus (een getal naar keuze in roze)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="215" />
            <source>a reroll action</source>
            <translation>een actie Nogmaals dobbelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="216" />
            <source>a +1 action</source>
            <translation>een actie Extra dobbelsteen (+1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="217" />
            <source>a fox</source>
            <translation>een vos</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="218" />
            <source>an X in any yellow cell</source>
            <translation>een X-bonus in een willekeurig geel veld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="219" />
            <source>an X in any blue cell</source>
            <translation>een X-bonus in een willekeurig blauw veld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="220" />
            <source>an X in the next green cell</source>
            <translation>een X-bonus in het volgende groene veld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="221" />
            <source>a black X (yellow, blue or green) or a black 6 (orange or purple)</source>
            <translation>een zwart kruis (geel, blauw of groen) of een zwarte 6 (oranje of paars)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="229" />
            <source>the platter's %1 %2 in silver</source>
            <translation>%1 %2 van het zilveren dienblad in zilver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="233" />
            <source>one more cross in %1 column %2</source>
            <translation>nog een kruis in %1, kolom %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="236" />
            <source>a pink number, halved, with the field's bonus</source>
            <translation>een roze getal, gehalveerd, met de bonus van het veld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="238" />
            <source>a pink number times the star, without the bonus</source>
            <translation>een roze getal maal de ster, zonder de bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="240" />
            <location filename="../cleverdesk/ui/common/words.py" line="274" />
            <source>a black ? (the ? of any colour)</source>
            <translation>een zwarte ?-bonus (de ?-bonus van een kleur naar keuze)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="249" />
            <source>a yellow ? (circle or cross any yellow cell)</source>
            <translation>een gele ?-bonus (een willekeurig geel veld omcirkelen of aankruisen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="251" />
            <source>a grey ? (cross any sub-area you may cross now)</source>
            <translation>een grijze ?-bonus (een subcategorie aankruisen die je nu mag aankruisen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="253" />
            <source>a turquoise ? (one cross in a column of your choice)</source>
            <translation>een blauwgroene ?-bonus (één kruis in een kolom naar keuze)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="255" />
            <source>a brown ? (cross any cell right of your last brown cross)</source>
            <translation>een bruine ?-bonus (een willekeurig veld rechts van je laatste bruine kruis aankruisen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="260" />
            <source>a %1 ? (cross any %1 cell)</source>
            <translation>een ?-bonus in %1 (een willekeurig veld in %1 aankruisen)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="261" />
            <source>a %1 ? (a number of your choice in %1)</source>
            <translation>een ?-bonus in %1 (een getal naar keuze in %1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="263" />
            <source>an X in %1</source>
            <translation>een X-bonus in %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="266" />
            <source>a %1 in the next %2 cell</source>
            <translation>een getalbonus %1 in het volgende veld van %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="271" />
            <source>a %1 action</source>
            <translation>een actie: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="275" />
            <source> or </source>
            <translation> of </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="304" />
            <source>Silver platter chain: optional marks</source>
            <translation>Keten van het zilveren dienblad: vrijwillige kruizen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="306" />
            <source>More crosses for matching dice: optional</source>
            <translation>Meer kruizen voor passende dobbelstenen: vrijwillig</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="307" />
            <source>Optional marks</source>
            <translation>Vrijwillige kruizen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="316" />
            <source>%1 %2: any silver row</source>
            <translation>%1 %2: een zilveren rij naar keuze</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="318" />
            <source>%1 %2: the %3 silver row</source>
            <translation>%1 %2: de zilveren rij %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="349" />
            <source>×: write %1, no bonus</source>
            <translation>×: %1 invullen, geen bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="351" />
            <source>½: write %1</source>
            <translation>½: %1 invullen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="352" />
            <source>½: write %1 + bonus</source>
            <translation>½: %1 invullen + bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="375" />
            <source>%1 %2 as rolled</source>
            <translation>%1 %2 zoals geworpen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="377" />
            <source>Joker “%4”: %1 %2 as %3</source>
            <translation>Joker ‘%4’: %1 %2 als %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="389" />
            <source>Enter %1 %2 as rolled</source>
            <translation>%1 %2 invullen zoals geworpen</translation>
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
                <numerusform>%1 oppoetsen (%n actie)</numerusform>
                <numerusform>%1 oppoetsen (%n acties)</numerusform>
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
            <translation>X-bonus in %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="446" />
            <source>Reroll: unlocks one reroll action</source>
            <translation>Nogmaals dobbelen: speelt een actie Nogmaals dobbelen vrij</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="447" />
            <source>+1: unlocks one extra-die action</source>
            <translation>+1: speelt een actie Extra dobbelsteen vrij</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="448" />
            <source>Fox: worth your lowest area score at the end</source>
            <translation>Vos: aan het einde evenveel waard als je categorie met de minste punten</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="452" />
            <source>Bonus: %1</source>
            <translation>Bonus: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="460" />
            <source>game over</source>
            <translation>einde van het spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="462" />
            <source>round bonus</source>
            <translation>rondebonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="464" />
            <source>roll %1 of 3</source>
            <translation>worp %1 van 3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="466" />
            <source>+1 actions</source>
            <translation>+1-acties</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="468" />
            <source>passive pick</source>
            <translation>passieve keuze</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="475" />
            <source>Silver platter chain: the dice your silver pick sent to the platter may be crossed in silver too, each one optional. Click a lit silver cell, or skip a die in the panel.</source>
            <translation>Keten van het zilveren dienblad: de dobbelstenen die je zilveren keuze naar het zilveren dienblad stuurde, mogen ook in zilver worden aangekruist, elk vrijwillig. Klik op een opgelicht zilveren veld, of sla een dobbelsteen over in het paneel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="482" />
            <source>Round 4 bonus: enter a black X (yellow, blue or green) or a black 6 (orange or purple). Click one of the lit cells.</source>
            <translation>Bonus van ronde 4: vul een zwart kruis (geel, blauw of groen) of een zwarte 6 (oranje of paars) in. Klik op een van de opgelichte velden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="488" />
            <source>Bonus: enter %1. Click one of the lit cells.</source>
            <translation>Bonus: vul %1 in. Klik op een van de opgelichte velden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="492" />
            <source>Bonuses to enter: %1. Click a lit cell; you choose the order.</source>
            <translation>In te vullen bonussen: %1. Klik op een opgelicht veld; jij kiest de volgorde.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="508" />
            <source>The game is over.</source>
            <translation>Het spel is afgelopen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="516" />
            <source>%1 %2 selected: click a lit cell (or another die).</source>
            <translation>%1 %2 gekozen: klik op een opgelicht veld (of een andere dobbelsteen).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="522" />
            <source>Before roll %1: click a die on the silver platter to bring it back into the rolling area (%2), or press Roll on (D).</source>
            <translation>Voor worp %1: klik op een dobbelsteen op het zilveren dienblad om hem terug te halen naar het werpvlak (%2), of druk op Verder werpen (D).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="530" />
            <source>No die fits your sheet: press Forfeit (F), or use a reroll first.</source>
            <translation>Geen dobbelsteen past op je scorevel: druk op Worp laten vervallen (F), of gebruik eerst Nogmaals dobbelen.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="535" />
            <source>No die fits your sheet: press Forfeit (F).</source>
            <translation>Geen dobbelsteen past op je scorevel: druk op Worp laten vervallen (F).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="540" />
            <source>Roll %1 of 3: choose a die from the rolling area (or press its number), then a lit cell.</source>
            <translation>Worp %1 van 3: kies een dobbelsteen van het werpvlak (of druk op zijn getal) en dan een opgelicht veld.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="547" />
            <source>+1: choose any die on the silver platter or the dice fields.</source>
            <translation>+1: kies een willekeurige dobbelsteen op het zilveren dienblad of de dobbelsteenvelden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="550" />
            <source>End of your turn: spend a +1 action on a die from the silver platter or the dice fields, or press Done (D).</source>
            <translation>Einde van je beurt: zet een actie Extra dobbelsteen in voor een dobbelsteen van het zilveren dienblad of de dobbelsteenvelden, of druk op Klaar (D).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="560" />
            <source>No platter die fits your sheet: you may take a die from %1's dice fields, or take none (N).</source>
            <translation>Geen dobbelsteen van het zilveren dienblad past op je scorevel: je mag een dobbelsteen van de dobbelsteenvelden van %1 nemen, of geen (N).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="565" />
            <source>Take one die from the silver platter for your sheet, or take none (N).</source>
            <translation>Neem een dobbelsteen van het zilveren dienblad voor je scorevel, of geen (N).</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/common/words.py" line="575" />
            <source>%n return action(s) left</source>
            <translation>
                <numerusform>nog %n terughaalactie</numerusform>
                <numerusform>nog %n terughaalacties</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="589" />
            <source>In yellow: row %1 only (dice field %1).</source>
            <translation>In geel: alleen rij %1 (dobbelsteenveld %1).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="591" />
            <source>In yellow: grey cells only.</source>
            <translation>In geel: alleen grijze velden.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="597" />
            <source>None of the dice in the rolling area can be entered anywhere, so this roll is forfeited: it counts as one of your three rolls, no die is placed, and the same dice are rolled again (or go to the silver platter after the third roll).</source>
            <translation>Geen van de dobbelstenen op het werpvlak kan ergens worden ingevuld, dus deze worp vervalt: hij telt als een van je drie worpen, er wordt geen dobbelsteen gelegd en dezelfde dobbelstenen worden opnieuw geworpen (of gaan na de derde worp naar het zilveren dienblad).</translation>
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
            <translation>ingevuld als %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="680" />
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="682" />
            <source>%1 written</source>
            <translation>%1 ingevuld</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="683" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="698" />
            <source>Round %1</source>
            <translation>Ronde %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="701" />
            <source>Active turn</source>
            <translation>Actieve beurt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="702" />
            <source>%1's turn</source>
            <translation>%1 is aan de beurt</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="704" />
            <source>Passive turn: the three lowest dice go to the silver platter</source>
            <translation>Passieve beurt: de drie laagste dobbelstenen gaan naar het zilveren dienblad</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="707" />
            <location filename="../cleverdesk/ui/review/words.py" line="59" />
            <source>%1 took %2</source>
            <translation>%1 nam %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="713" />
            <source>Passive pick: %1 took %2</source>
            <translation>Passief gekozen: %1 nam %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="719" />
            <source>%1 used +1 on %2</source>
            <translation>%1 zette +1 in voor %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="726" />
            <source>%1 crossed %2 from the silver platter in silver too</source>
            <translation>%1 kruiste %2 van het zilveren dienblad ook aan in zilver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="729" />
            <source>%1 entered a bonus: %2</source>
            <translation>%1 vulde een bonus in: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="734" />
            <source>%1 used a reroll</source>
            <translation>%1 gebruikte Nogmaals dobbelen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="736" />
            <source>%1 brought %2 back from the platter</source>
            <translation>%1 haalde %2 terug van het zilveren dienblad</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="739" />
            <source>%1 let %2 go</source>
            <translation>%1 liet %2 vervallen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="742" />
            <source>%1 let roll %2 go</source>
            <translation>%1 liet worp %2 vervallen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="746" />
            <source>%1 forfeited roll %2: no die fits</source>
            <translation>%1 liet worp %2 vervallen: geen dobbelsteen past</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="751" />
            <source>%1 took no die</source>
            <translation>%1 nam geen dobbelsteen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="753" />
            <source>%1: no die fits, nothing taken</source>
            <translation>%1: geen dobbelsteen past, niets genomen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="755" />
            <source>Game over</source>
            <translation>Einde van het spel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="762" />
            <source>fox!</source>
            <translation>vos!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="764" />
            <source>%1 gained</source>
            <translation>%1 gekregen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="768" />
            <source>number joker: as %1</source>
            <translation>getallenjoker: als %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/common/words.py" line="771" />
            <source>%n more cross(es) possible</source>
            <translation>
                <numerusform>nog %n kruis mogelijk</numerusform>
                <numerusform>nog %n kruizen mogelijk</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="773" />
            <source>polished %1 %2 → %3</source>
            <translation>%1 %2 opgepoetst → %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="777" />
            <source>%1 lost (no room)</source>
            <translation>%1 vervalt (geen plaats)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/common/words.py" line="784" />
            <source>%n die(s) to the silver platter</source>
            <translation>
                <numerusform>%n dobbelsteen naar het zilveren dienblad</numerusform>
                <numerusform>%n dobbelstenen naar het zilveren dienblad</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="846" />
            <source>you gain %1</source>
            <translation>je krijgt %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="848" />
            <source>everybody gains %1</source>
            <translation>iedereen krijgt %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="853" />
            <source>you enter %1</source>
            <translation>je vult %1 in</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="855" />
            <source>everybody enters %1</source>
            <translation>iedereen vult %1 in</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="879" />
            <source>still to enter: %1</source>
            <translation>nog in te vullen: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="902" />
            <source>%1 and more</source>
            <translation>%1 en meer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="904" />
            <source>up to %1</source>
            <translation>tot %1</translation>
        </message>
    </context>
</TS>
