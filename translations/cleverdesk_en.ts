<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
    <context>
        <name>AutosaveNote</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/AutosaveNote.qml" line="28" />
            <source>Every move is saved: you may close the window at any time, and “Continue” brings the game back.</source>
            <translation>Every move is saved: you may close the window at any time, and “Continue” brings the game back.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/AutosaveNote.qml" line="37" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/AutosaveNote.qml" line="38" />
            <source>Put this note away (Esc)</source>
            <translation>Put this note away (Esc)</translation>
        </message>
    </context>
    <context>
        <name>Campaign</name>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="90" />
            <source>Your best solo game: %1 · no clean game yet</source>
            <translation>Your best solo game: %1 · no clean game yet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="92" />
            <source>Your best solo game: %1 · clean: %2</source>
            <translation>Your best solo game: %1 · clean: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="116" />
            <source>Open the chapter first</source>
            <translation>Open the chapter first</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="118" />
            <source>Earn a star in stage %1 to open</source>
            <translation>Earn a star in stage %1 to open</translation>
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
            <translation>Daily game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="243" />
            <source>Stage %1 · target %2</source>
            <translation>Stage %1 · target %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="295" />
            <source>Stage %1 is open.</source>
            <translation>Stage %1 is open.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/campaign/desk.py" line="306" />
            <location filename="../cleverdesk/ui/campaign/desk.py" line="335" />
            <source>Stage %1</source>
            <translation>Stage %1</translation>
        </message>
    </context>
    <context>
        <name>CampaignResult</name>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="32" />
            <source>Daily game: %n point(s)</source>
            <translation>
                <numerusform>Daily game: %n point</numerusform>
                <numerusform>Daily game: %n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="33" />
            <source>%1: %n point(s), target %2</source>
            <translation>
                <numerusform>%1: %n point, target %2</numerusform>
                <numerusform>%1: %n points, target %2</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="60" />
            <source>Target reached!</source>
            <translation>Target reached!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="60" />
            <source>Not this time: the target is %1.</source>
            <translation>Not this time: the target is %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="61" />
            <source>A new best!</source>
            <translation>A new best!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="61" />
            <source>Your best: %1.</source>
            <translation>Your best: %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="75" />
            <source>Play again</source>
            <translation>Play again</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="83" />
            <source>Next stage</source>
            <translation>Next stage</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="89" />
            <source>Campaign</source>
            <translation>Campaign</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignResult.qml" line="90" />
            <source>Back to the chapters and stages</source>
            <translation>Back to the chapters and stages</translation>
        </message>
    </context>
    <context>
        <name>CampaignScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="38" />
            <source>Campaign</source>
            <translation>Campaign</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="53" />
            <source>Chapters</source>
            <translation>Chapters</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="86" />
            <source>Chapter %1</source>
            <translation>Chapter %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="87" />
            <source>Chapter %1 · locked</source>
            <translation>Chapter %1 · locked</translation>
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
            <translation>Its sheet comes to the desk soon.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="157" />
            <source>Daily game</source>
            <translation>Daily game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="172" />
            <source>The same dice for everybody today (seed %1).</source>
            <translation>The same dice for everybody today (seed %1).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="186" />
            <source>Challenge code: %1</source>
            <translation>Challenge code: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="196" />
            <source>Your best today: %1</source>
            <translation>Your best today: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="197" />
            <source>Not played yet today</source>
            <translation>Not played yet today</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="208" />
            <source>Play the daily game</source>
            <translation>Play the daily game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="209" />
            <source>A solo game with today's dice, without undo</source>
            <translation>A solo game with today's dice, without undo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="228" />
            <source>Chapter %1 · %2</source>
            <translation>Chapter %1 · %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="238" />
            <source>Each stage is a solo game with fixed dice and no undo. Reach the target for a star, and the next rating bands for more. A star opens the next stage.</source>
            <translation>Each stage is a solo game with fixed dice and no undo. Reach the target for a star, and the next rating bands for more. A star opens the next stage.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="250" />
            <source>Stages won: %1 of %2 · Stars: %3 of %4</source>
            <translation>Stages won: %1 of %2 · Stars: %3 of %4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="261" />
            <source>Every chapter is open: start with the game you know. Within a chapter, a stage opens when the one before has a star. Your best and your stars are kept; playing a stage again can only add to them.</source>
            <translation>Every chapter is open: start with the game you know. Within a chapter, a stage opens when the one before has a star. Your best and your stars are kept; playing a stage again can only add to them.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="307" />
            <source>Stage %1</source>
            <translation>Stage %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="308" />
            <source>Stage %1 · locked</source>
            <translation>Stage %1 · locked</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="326" />
            <source>Target %1</source>
            <translation>Target %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="333" />
            <source>“%1”</source>
            <comment>a rating label in quotation marks</comment>
            <translation>“%1”</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="353" />
            <source>Best %1 · played %n time(s)</source>
            <translation>
                <numerusform>Best %1 · played once</numerusform>
                <numerusform>Best %1 · played %n times</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="354" />
            <source>Not played yet</source>
            <translation>Not played yet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="367" />
            <source>Play again</source>
            <translation>Play again</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="367" />
            <source>Play</source>
            <translation>Play</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/CampaignScreen.qml" line="368" />
            <source>A solo game with this stage's dice, without undo</source>
            <translation>A solo game with this stage's dice, without undo</translation>
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
            <translation>Strong player</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/ghost_game.py" line="43" />
            <source>The expert on your dice: %1</source>
            <translation>The expert on your dice: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/ghost_game.py" line="49" />
            <source>seed %1</source>
            <translation>seed %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="16" />
            <source>The dice are the same wherever both of you throw the same die at the same place in the game.</source>
            <translation>The dice are the same wherever both of you throw the same die at the same place in the game.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="21" />
            <source>Challenge code: %1</source>
            <translation>Challenge code: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="27" />
            <source>Real dice: no challenge code, the desk cannot throw your table's dice.</source>
            <translation>Real dice: no challenge code, the desk cannot throw your table's dice.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="30" />
            <source>No challenge code: the seed is too large for one.</source>
            <translation>No challenge code: the seed is too large for one.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="35" />
            <source>The expert is playing the same dice…</source>
            <translation>The expert is playing the same dice…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="39" />
            <source>Expert on the same dice: %1</source>
            <translation>Expert on the same dice: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="45" />
            <source>Real dice: the expert cannot throw your table's dice again.</source>
            <translation>Real dice: the expert cannot throw your table's dice again.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="48" />
            <source>No expert plays this game yet.</source>
            <translation>No expert plays this game yet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="53" />
            <source>The expert could not play these dice: %1</source>
            <translation>The expert could not play these dice: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="59" />
            <source>hints</source>
            <translation>hints</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="59" />
            <source>undo</source>
            <translation>undo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="60" />
            <source>a review before the end</source>
            <translation>a review before the end</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="63" />
            <source>A clean game: no hints, no undo.</source>
            <translation>A clean game: no hints, no undo.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="64" />
            <source>Played with %1.</source>
            <translation>Played with %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="71" />
            <source>%1 and %2</source>
            <translation>%1 and %2</translation>
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
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="84" />
            <source>“%1”</source>
            <translation>“%1”</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="86" />
            <source>expert on the same dice: %1</source>
            <translation>expert on the same dice: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="93" />
            <source>Copied: paste it wherever you share it.</source>
            <translation>Copied: paste it wherever you share it.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="99" />
            <source>Type the code you were given, e.g. 1EG-1XW-AD7.</source>
            <translation>Type the code you were given, e.g. 1EG-1XW-AD7.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="101" />
            <source>This code was made by a newer version of cleverdesk: update it to play this game.</source>
            <translation>This code was made by a newer version of cleverdesk: update it to play this game.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="104" />
            <source>This code is for a game this version of cleverdesk does not have.</source>
            <translation>This code is for a game this version of cleverdesk does not have.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="106" />
            <source>This code is mistyped: a character is wrong, missing or two are swapped. Check it against the one you were given.</source>
            <translation>This code is mistyped: a character is wrong, missing or two are swapped. Check it against the one you were given.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="111" />
            <source>This code is for the rulebooks' narrow readings, which the desk does not play; the command line plays them (sim --rules strict).</source>
            <translation>This code is for the rulebooks' narrow readings, which the desk does not play; the command line plays them (sim --rules strict).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/challenge/words.py" line="117" />
            <source>%1, seed %2</source>
            <translation>%1, seed %2</translation>
        </message>
    </context>
    <context>
        <name>ChallengeBox</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="63" />
            <source>Whoever types this code into New game plays the same dice.</source>
            <translation>Whoever types this code into New game plays the same dice.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="77" />
            <source>Show the expert's sheet and its game move by move</source>
            <translation>Show the expert's sheet and its game move by move</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="78" />
            <source>The expert plays these dice once; its score comes in a moment.</source>
            <translation>The expert plays these dice once; its score comes in a moment.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="90" />
            <source>Copy the result</source>
            <translation>Copy the result</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeBox.qml" line="91" />
            <source>To the clipboard: %1</source>
            <translation>To the clipboard: %1</translation>
        </message>
    </context>
    <context>
        <name>ChallengeEntry</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="47" />
            <source>Enter a challenge code</source>
            <translation>Enter a challenge code</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="54" />
            <source>A code names a solo game and its dice: type the one you were given to play the same game (e.g. 1EG-1XW-AD7; hyphens and case do not matter).</source>
            <translation>A code names a solo game and its dice: type the one you were given to play the same game (e.g. 1EG-1XW-AD7; hyphens and case do not matter).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="67" />
            <source>the code, e.g. from a message</source>
            <translation>the code, e.g. from a message</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="95" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="96" />
            <source>Back to the new game (Esc)</source>
            <translation>Back to the new game (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="102" />
            <source>Play this game</source>
            <translation>Play this game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChallengeEntry.qml" line="103" />
            <source>Start the solo game of this code (Enter)</source>
            <translation>Start the solo game of this code (Enter)</translation>
        </message>
    </context>
    <context>
        <name>ChoicePanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChoicePanel.qml" line="69" />
            <source>Key %1</source>
            <translation>Key %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ChoicePanel.qml" line="78" />
            <source>Cancel</source>
            <translation>Cancel</translation>
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
            <translation>today, %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/dates.py" line="52" />
            <source>yesterday, %1</source>
            <translation>yesterday, %1</translation>
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
            <translation>Strong</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="116" />
            <source>Skilled</source>
            <translation>Skilled</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="116" />
            <source>Casual</source>
            <translation>Casual</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="117" />
            <source>Beginner</source>
            <translation>Beginner</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="117" />
            <source>Greedy (simple rules)</source>
            <translation>Greedy (simple rules)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="118" />
            <location filename="../cleverdesk/ui/app/desk.py" line="136" />
            <source>Random (no plan)</source>
            <translation>Random (no plan)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="135" />
            <source>Greedy (most points)</source>
            <translation>Greedy (most points)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/desk.py" line="312" />
            <source>The settings could not be read (%1); the defaults apply.</source>
            <translation>The settings could not be read (%1); the defaults apply.</translation>
        </message>
    </context>
    <context>
        <name>DiceTray</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/DiceTray.qml" line="17" />
            <source>Rolling area</source>
            <translation>Rolling area</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/DiceTray.qml" line="17" />
            <source>Silver platter</source>
            <translation>Silver platter</translation>
        </message>
    </context>
    <context>
        <name>DieView</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/DieView.qml" line="193" />
            <source>%1 · already used with +1 this turn</source>
            <translation>%1 · already used with +1 this turn</translation>
        </message>
    </context>
    <context>
        <name>EntryDie</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/EntryDie.qml" line="123" />
            <source>%1 die: %2</source>
            <translation>%1 die: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/EntryDie.qml" line="124" />
            <source>%1 die: no face yet</source>
            <translation>%1 die: no face yet</translation>
        </message>
    </context>
    <context>
        <name>FileChoice</name>
        <message>
            <location filename="../cleverdesk/ui/common/file_choice.py" line="80" />
            <source>The file could not be written: the folder %1 does not exist.</source>
            <translation>The file could not be written: the folder %1 does not exist.</translation>
        </message>
    </context>
    <context>
        <name>FinalScores</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="52" />
            <source>Final scoring</source>
            <translation>Final scoring</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="71" />
            <source>“%1”</source>
            <comment>a rating label in quotation marks</comment>
            <translation>“%1”</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="82" />
            <source>Solo rating for %1</source>
            <translation>Solo rating for %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="128" />
            <source>Foxes</source>
            <translation>Foxes</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="137" />
            <source>%1 × %2 = %3</source>
            <translation>%1 × %2 = %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="145" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="187" />
            <source>Look at the sheets</source>
            <translation>Look at the sheets</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="188" />
            <source>Close this summary and look at every sheet</source>
            <translation>Close this summary and look at every sheet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="196" />
            <source>Review the game</source>
            <translation>Review the game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="197" />
            <source>Where the points went: every decision rated against the best move (R)</source>
            <translation>Where the points went: every decision rated against the best move (R)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="206" />
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/FinalScores.qml" line="214" />
            <source>Home</source>
            <translation>Home</translation>
        </message>
    </context>
    <context>
        <name>Game</name>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="30" />
            <source>Unknown computer player %1</source>
            <translation>Unknown computer player %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="31" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="32" />
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="33" />
            <source>The seed must be a whole number.</source>
            <translation>The seed must be a whole number.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/results.py" line="58" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="62" />
            <source>%1 wins!</source>
            <translation>%1 wins!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="63" />
            <source>A tie: %1 share the win.</source>
            <translation>A tie: %1 share the win.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="64" />
            <source> and </source>
            <translation> and </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="81" />
            <source>under %1 points</source>
            <translation>under %1 points</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="84" />
            <source>%1 points and more</source>
            <translation>%1 points and more</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/results.py" line="86" />
            <source>%1–%2 points</source>
            <translation>%1–%2 points</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/rows.py" line="50" />
            <source>%1 die (%2), key %3</source>
            <translation>%1 die (%2), key %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/rows.py" line="52" />
            <source>%1 die (%2)</source>
            <translation>%1 die (%2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/start.py" line="39" />
            <source>Five or six players need the house rule.</source>
            <translation>Five or six players need the house rule.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/start.py" line="43" />
            <source>With real dice every seat is a person at the table: the computer cannot throw them.</source>
            <translation>With real dice every seat is a person at the table: the computer cannot throw them.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/start.py" line="74" />
            <source>%1 starts</source>
            <translation>%1 starts</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_actions.py" line="102" />
            <source>Roll on</source>
            <translation>Roll on</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_actions.py" line="103" />
            <source>Done</source>
            <translation>Done</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_actions.py" line="109" />
            <source>No more return actions now: make the next roll (D)</source>
            <translation>No more return actions now: make the next roll (D)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_actions.py" line="111" />
            <source>No more +1 actions this turn (D)</source>
            <translation>No more +1 actions this turn (D)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="53" />
            <source>Round %1 of %2</source>
            <translation>Round %1 of %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="63" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="66" />
            <source>Passive turn</source>
            <translation>Passive turn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="67" />
            <source>Active turn</source>
            <translation>Active turn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="68" />
            <source>Turn %1 of %2 · %3 is active</source>
            <translation>Turn %1 of %2 · %3 is active</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="82" />
            <source>%1 decides: %2</source>
            <translation>%1 decides: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="102" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="105" />
            <source>%1, your part of this turn is done. Look at your sheet, then click Done to pass the device on.</source>
            <translation>%1, your part of this turn is done. Look at your sheet, then click Done to pass the device on.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="109" />
            <source>%1 is thinking…</source>
            <translation>%1 is thinking…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="112" />
            <source>Pass the device to %1.</source>
            <translation>Pass the device to %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="117" />
            <source>You are looking at %1's sheet. Press Esc or click your own sheet to go back.</source>
            <translation>You are looking at %1's sheet. Press Esc or click your own sheet to go back.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="145" />
            <source>A bonus is waiting for you.</source>
            <translation>A bonus is waiting for you.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="146" />
            <source>Your decision: %1.</source>
            <translation>Your decision: %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="155" />
            <source>Passive throw: the three high dice</source>
            <translation>Passive throw: the three high dice</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_view.py" line="156" />
            <source>Dice fields</source>
            <translation>Dice fields</translation>
        </message>
    </context>
    <context>
        <name>Guide</name>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="71" />
            <source>Your dice</source>
            <translation>Your dice</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="71" />
            <source>Welcome to %1! These six dice were just rolled for you. A turn has three rolls and you take one die from each. Choose a die now: click it (or press its number).</source>
            <translation>Welcome to %1! These six dice were just rolled for you. A turn has three rolls and you take one die from each. Choose a die now: click it (or press its number).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="78" />
            <source>Your sheet</source>
            <translation>Your sheet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="78" />
            <source>The lit fields on your sheet show where the %1 die may go; each colour has its own area. Click a lit field to enter the die there. (Changed your mind? Click another die.)</source>
            <translation>The lit fields on your sheet show where the %1 die may go; each colour has its own area. Click a lit field to enter the die there. (Changed your mind? Click another die.)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="83" />
            <source>The silver platter</source>
            <translation>The silver platter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="83" />
            <source>Every die lower than the one you took went to the silver platter: those are out of this turn. The others were rolled again. Choose your next die from the rolling area; a lower die leaves more dice for your next roll.</source>
            <translation>Every die lower than the one you took went to the silver platter: those are out of this turn. The others were rolled again. Choose your next die from the rolling area; a lower die leaves more dice for your next roll.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="88" />
            <source>A die from the silver platter</source>
            <translation>A die from the silver platter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="88" />
            <source>The dice you chose stay marked in the dice fields of your sheet. Playing alone, all six dice are now rolled again: the three lowest go to the silver platter, the three highest lie in the tray's middle row. Take one from the platter, as the other players would in a game with more people.</source>
            <translation>The dice you chose stay marked in the dice fields of your sheet. Playing alone, all six dice are now rolled again: the three lowest go to the silver platter, the three highest lie in the tray's middle row. Take one from the platter, as the other players would in a game with more people.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="94" />
            <source>Your +1 actions</source>
            <translation>Your +1 actions</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="94" />
            <source>You have a +1 action: it lets you take any one more die at the end of a turn. Use it now on a die, or click this button to keep it for later.</source>
            <translation>You have a +1 action: it lets you take any one more die at the end of a turn. Use it now on a die, or click this button to keep it for later.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="98" />
            <source>A bonus</source>
            <translation>A bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="98" />
            <source>A bonus! Filling a row, a column or a marked field gives what is printed beside it. The lit fields show where this bonus may go: click one.</source>
            <translation>A bonus! Filling a row, a column or a marked field gives what is printed beside it. The lit fields show where this bonus may go: click one.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="102" />
            <source>Rerolls and +1 actions</source>
            <translation>Rerolls and +1 actions</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="102" />
            <source>The first round is played. At the top of your sheet are two tracks. A reroll rolls the dice of the rolling area again; a +1 takes one more die at the end of a turn. Bonuses fill these tracks: use them wisely.</source>
            <translation>The first round is played. At the top of your sheet are two tracks. A reroll rolls the dice of the rolling area again; a +1 takes one more die at the end of a turn. Bonuses fill these tracks: use them wisely.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="106" />
            <source>On your own</source>
            <translation>On your own</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/guide.py" line="106" />
            <source>That is all you need to play: %1 rounds, then the areas are added up. The Rules button explains every detail, and the guided game can be played again from there. Good luck!</source>
            <translation>That is all you need to play: %1 rounds, then the areas are added up. The Rules button explains every detail, and the guided game can be played again from there. Good luck!</translation>
        </message>
    </context>
    <context>
        <name>GuideOffer</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOffer.qml" line="36" />
            <source>New to the Clever games? A guided game of %1 shows a turn step by step: it is the first game of the series, and the others build on it.</source>
            <translation>New to the Clever games? A guided game of %1 shows a turn step by step: it is the first game of the series, and the others build on it.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOffer.qml" line="46" />
            <source>No, thanks</source>
            <translation>No, thanks</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOffer.qml" line="47" />
            <source>The guided game can be played later from Rules</source>
            <translation>The guided game can be played later from Rules</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOffer.qml" line="54" />
            <source>Play the guided game</source>
            <translation>Play the guided game</translation>
        </message>
    </context>
    <context>
        <name>GuideOverlay</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="121" />
            <source>Guided game · step %1 of %2</source>
            <translation>Guided game · step %1 of %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="154" />
            <source>Play on</source>
            <translation>Play on</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="154" />
            <source>Next</source>
            <translation>Next</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="155" />
            <source>I have read this</source>
            <translation>I have read this</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="162" />
            <source>Skip the guide</source>
            <translation>Skip the guide</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GuideOverlay.qml" line="163" />
            <source>Play on without the guide; it can be played again from Rules</source>
            <translation>Play on without the guide; it can be played again from Rules</translation>
        </message>
    </context>
    <context>
        <name>HandOverScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HandOverScreen.qml" line="13" />
            <source>I am %1: show my sheet</source>
            <translation>I am %1: show my sheet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HandOverScreen.qml" line="39" />
            <source>Pass the device to %1.</source>
            <translation>Pass the device to %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HandOverScreen.qml" line="59" />
            <source>Continue (Enter)</source>
            <translation>Continue (Enter)</translation>
        </message>
    </context>
    <context>
        <name>HintPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="59" />
            <source>Thinking about a hint…</source>
            <translation>Thinking about a hint…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="60" />
            <source>Hint: what a strong player would do</source>
            <translation>Hint: what a strong player would do</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="78" />
            <source>Close the hint</source>
            <translation>Close the hint</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="156" />
            <source>Click to make this move (Enter)</source>
            <translation>Click to make this move (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HintPanel.qml" line="157" />
            <source>Click to make this move</source>
            <translation>Click to make this move</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="33" />
            <source>Use a reroll</source>
            <translation>Use a reroll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="35" />
            <source>Forfeit this roll</source>
            <translation>Forfeit this roll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="36" />
            <source>Take no die</source>
            <translation>Take no die</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="37" />
            <source>Done: use no more actions now</source>
            <translation>Done: use no more actions now</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="38" />
            <source>Let the bonus go</source>
            <translation>Let the bonus go</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="44" />
            <source>new dice for this roll</source>
            <translation>new dice for this roll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="45" />
            <location filename="../cleverdesk/ui/table/hint_words.py" line="46" />
            <source>keeps the sheet open for better dice</source>
            <translation>keeps the sheet open for better dice</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="47" />
            <source>keeps the actions for later</source>
            <translation>keeps the actions for later</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="48" />
            <source>keeps the silver cells open for later</source>
            <translation>keeps the silver cells open for later</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="65" />
            <source>Take %1</source>
            <translation>Take %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="66" />
            <source>Take %1 from the silver platter</source>
            <translation>Take %1 from the silver platter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="67" />
            <source>Use +1 on %1</source>
            <translation>Use +1 on %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="72" />
            <source>Cross %1 from the silver platter in silver too</source>
            <translation>Cross %1 from the silver platter in silver too</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="74" />
            <source>Enter the bonus: %1</source>
            <translation>Enter the bonus: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="77" />
            <source>Bring %1 back from the silver platter</source>
            <translation>Bring %1 back from the silver platter</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/hint_words.py" line="127" />
            <source>scores %n point(s) now</source>
            <translation>
                <numerusform>scores %n point now</numerusform>
                <numerusform>scores %n points now</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="129" />
            <source>no points yet: the bonuses pay later</source>
            <translation>no points yet: the bonuses pay later</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="133" />
            <source>no points yet: one more cell (%2) earns %1</source>
            <translation>no points yet: one more cell (%2) earns %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="137" />
            <source>no points yet: it prepares later ones</source>
            <translation>no points yet: it prepares later ones</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="189" />
            <source>%1 expected</source>
            <translation>%1 expected</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="193" />
            <source>%1 expected, as good as the best</source>
            <translation>%1 expected, as good as the best</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/hint_words.py" line="195" />
            <source>%1 expected, %2 vs best</source>
            <translation>%1 expected, %2 vs best</translation>
        </message>
    </context>
    <context>
        <name>History</name>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="70" />
            <source>Your score history is in use by another program (it is locked). It was left as it is; nothing in it is lost. Games finished meanwhile are kept and added when it is free again; cleverdesk tries again by itself.</source>
            <translation>Your score history is in use by another program (it is locked). It was left as it is; nothing in it is lost. Games finished meanwhile are kept and added when it is free again; cleverdesk tries again by itself.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="80" />
            <source>Your score history was damaged and could not be read. It was set aside as %1 and a new history was started. You can keep playing; new games are recorded as usual.</source>
            <translation>Your score history was damaged and could not be read. It was set aside as %1 and a new history was started. You can keep playing; new games are recorded as usual.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/history/database.py" line="87" />
            <source>%n game(s) could still be read from it and are in the new history.</source>
            <translation>
                <numerusform>%n game could still be read from it and is in the new history.</numerusform>
                <numerusform>%n games could still be read from it and are in the new history.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="114" />
            <source>Your score history was written by a newer version of cleverdesk, so this version cannot add to it. Your games are not recorded until you update; nothing was changed.</source>
            <translation>Your score history was written by a newer version of cleverdesk, so this version cannot add to it. Your games are not recorded until you update; nothing was changed.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="122" />
            <source>Your score history cannot be opened (%1). Your games are kept and added when it can be opened again; you can keep playing.</source>
            <translation>Your score history cannot be opened (%1). Your games are kept and added when it can be opened again; you can keep playing.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="132" />
            <source>Your score history is read-only: the data folder cannot be written. It is shown as it is, but games finished now cannot be added to it.</source>
            <translation>Your score history is read-only: the data folder cannot be written. It is shown as it is, but games finished now cannot be added to it.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/database.py" line="186" />
            <source>Your score history cannot be read (%1).</source>
            <translation>Your score history cannot be read (%1).</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/history/desk.py" line="231" />
            <source>%n game(s) could not be read and are not shown.</source>
            <translation>
                <numerusform>%n game could not be read and is not shown.</numerusform>
                <numerusform>%n games could not be read and are not shown.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/desk.py" line="311" />
            <source>This game cannot be shown: %1</source>
            <translation>This game cannot be shown: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/export.py" line="38" />
            <source>The history could not be written to %1: %2</source>
            <translation>The history could not be written to %1: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/export.py" line="47" />
            <source>Export the history as CSV</source>
            <translation>Export the history as CSV</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/export.py" line="49" />
            <source>CSV files (*.csv)</source>
            <translation>CSV files (*.csv)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/export.py" line="52" />
            <location filename="../cleverdesk/ui/history/past_game.py" line="196" />
            <source>Saved %1.</source>
            <translation>Saved %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/figures.py" line="94" />
            <source>under %1</source>
            <translation>under %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/figures.py" line="96" />
            <source>%1+</source>
            <translation>%1+</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="68" />
            <source>Write dates as YYYY-MM-DD, e.g. 2026-11-30.</source>
            <translation>Write dates as YYYY-MM-DD, e.g. 2026-11-30.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="71" />
            <source>The first day comes after the last day.</source>
            <translation>The first day comes after the last day.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="96" />
            <source>All games</source>
            <translation>All games</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="101" />
            <source>All modes</source>
            <translation>All modes</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="106" />
            <source>All time</source>
            <translation>All time</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="107" />
            <source>Last 7 days</source>
            <translation>Last 7 days</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="108" />
            <source>Last 30 days</source>
            <translation>Last 30 days</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="109" />
            <source>Last year</source>
            <translation>Last year</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/filters.py" line="110" />
            <source>From … to …</source>
            <translation>From … to …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="110" />
            <source>%1 · practice undo</source>
            <translation>%1 · practice undo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="112" />
            <source>%1 · with hints</source>
            <translation>%1 · with hints</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="114" />
            <source>%1 · real dice</source>
            <translation>%1 · real dice</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="116" />
            <source>%1 · with undo</source>
            <translation>%1 · with undo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/games_model.py" line="118" />
            <source>%1 · reviewed before the end</source>
            <translation>%1 · reviewed before the end</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="35" />
            <source>the disk is full</source>
            <translation>the disk is full</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="37" />
            <source>the history cannot be written (the data folder is read-only)</source>
            <translation>the history cannot be written (the data folder is read-only)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="40" />
            <source>the history is in use by another program</source>
            <translation>the history is in use by another program</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="42" />
            <source>the history is damaged</source>
            <translation>the history is damaged</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="76" />
            <source>This game could not be added to your history: %1. It could not be kept on disk either, so it is kept while cleverdesk runs and added as soon as the history can be written. Free some space and leave cleverdesk open until then.</source>
            <translation>This game could not be added to your history: %1. It could not be kept on disk either, so it is kept while cleverdesk runs and added as soon as the history can be written. Free some space and leave cleverdesk open until then.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/keeper.py" line="83" />
            <source>This game could not be added to your history: %1. It is kept in %2 and will be added when the history can be written again; nothing is lost.</source>
            <translation>This game could not be added to your history: %1. It is kept in %2 and will be added when the history can be written again; nothing is lost.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="35" />
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="35" />
            <source>Campaign</source>
            <translation>Campaign</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="36" />
            <source>Multiplayer</source>
            <translation>Multiplayer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="50" />
            <source>Daily game %1</source>
            <translation>Daily game %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="55" />
            <source>Stage %1</source>
            <translation>Stage %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="61" />
            <source>under a minute</source>
            <translation>under a minute</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="63" />
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="64" />
            <source>%1 h %2 min</source>
            <translation>%1 h %2 min</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="75" />
            <source>practice undo: not in the records</source>
            <translation>practice undo: not in the records</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="77" />
            <source>hints were used</source>
            <translation>hints were used</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="79" />
            <source>moves were taken back</source>
            <translation>moves were taken back</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="81" />
            <source>reviewed before the end</source>
            <translation>reviewed before the end</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="85" />
            <source>played with real dice</source>
            <translation>played with real dice</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="87" />
            <source>seed %1</source>
            <translation>seed %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/labels.py" line="93" />
            <source>Round %1</source>
            <translation>Round %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="95" />
            <source>Before the first move</source>
            <translation>Before the first move</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="96" />
            <source>Move %1 of %2</source>
            <translation>Move %1 of %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="107" />
            <source>Start</source>
            <translation>Start</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="178" />
            <source>The sheets could not be written to %1: %2</source>
            <translation>The sheets could not be written to %1: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="192" />
            <source>Print the sheets to PDF</source>
            <translation>Print the sheets to PDF</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="193" />
            <source>PDF files (*.pdf)</source>
            <translation>PDF files (*.pdf)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="253" />
            <location filename="../cleverdesk/ui/history/past_set_cubed.py" line="118" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_game.py" line="254" />
            <source>Round %1 of %2</source>
            <translation>Round %1 of %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_set_cubed.py" line="123" />
            <source>Bag: %1</source>
            <translation>Bag: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/history/past_set_cubed.py" line="154" />
            <source>bonus square +%1</source>
            <translation>bonus square +%1</translation>
        </message>
    </context>
    <context>
        <name>HistoryChartCard</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryChartCard.qml" line="22" />
            <source>Your totals over time</source>
            <translation>Your totals over time</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryChartCard.qml" line="33" />
            <source>- - average   ◯ best   ··· rating bands</source>
            <translation>- - average   ◯ best   ··· rating bands</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryChartCard.qml" line="34" />
            <source>- - average   ◯ best</source>
            <translation>- - average   ◯ best</translation>
        </message>
    </context>
    <context>
        <name>HistoryFilters</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="37" />
            <source>Export CSV…</source>
            <translation>Export CSV…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="38" />
            <source>Save the games shown as a CSV file for a spreadsheet (E)</source>
            <translation>Save the games shown as a CSV file for a spreadsheet (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="74" />
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="91" />
            <source>YYYY-MM-DD</source>
            <translation>YYYY-MM-DD</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryFilters.qml" line="82" />
            <source>to</source>
            <translation>to</translation>
        </message>
    </context>
    <context>
        <name>HistoryNotice</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryNotice.qml" line="30" />
            <source>Score history</source>
            <translation>Score history</translation>
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
            <translation>Solo ratings</translation>
        </message>
    </context>
    <context>
        <name>HistoryRow</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryRow.qml" line="110" />
            <source>Open this game: its board and a replay</source>
            <translation>Open this game: its board and a replay</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryRow.qml" line="111" />
            <source>Open this game: its final sheet and a replay</source>
            <translation>Open this game: its final sheet and a replay</translation>
        </message>
    </context>
    <context>
        <name>HistoryScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="37" />
            <source>History</source>
            <translation>History</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="70" />
            <source>%n game(s)</source>
            <translation>
                <numerusform>%n game</numerusform>
                <numerusform>%n games</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="81" />
            <source>No finished games here yet. Every game you finish is recorded, with its scores, so that you can see how you improve.</source>
            <translation>No finished games here yet. Every game you finish is recorded, with its scores, so that you can see how you improve.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="143" />
            <source>Working out your figures …</source>
            <translation>Working out your figures …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="170" />
            <source>games</source>
            <translation>games</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="171" />
            <source>personal best</source>
            <translation>personal best</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="172" />
            <source>average</source>
            <translation>average</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="214" />
            <source>Best clean game (no hints, undo or review before the end): %1</source>
            <translation>Best clean game (no hints, undo or review before the end): %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="215" />
            <source>No clean game yet (without hints, undo or review before the end)</source>
            <translation>No clean game yet (without hints, undo or review before the end)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="228" />
            <source>%1: %n game(s), best %2 (clean %3), average %4</source>
            <translation>
                <numerusform>%1: %n game, best %2 (clean %3), average %4</numerusform>
                <numerusform>%1: %n games, best %2 (clean %3), average %4</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="255" />
            <source>Average per round</source>
            <translation>Average per round</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HistoryScreen.qml" line="255" />
            <source>Average per area</source>
            <translation>Average per area</translation>
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
            <translation>New game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="112" />
            <source>Choose a game, the players and start (N)</source>
            <translation>Choose a game, the players and start (N)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="120" />
            <source>Continue</source>
            <translation>Continue</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="121" />
            <source>Resume the last unfinished game (C): %1</source>
            <translation>Resume the last unfinished game (C): %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="147" />
            <source>Campaign</source>
            <translation>Campaign</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="148" />
            <source>Solo stages with targets and stars, and the daily game (A)</source>
            <translation>Solo stages with targets and stars, and the daily game (A)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="157" />
            <source>History</source>
            <translation>History</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="158" />
            <source>Your finished games, best scores and how you improve (H)</source>
            <translation>Your finished games, best scores and how you improve (H)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="172" />
            <source>Saved games</source>
            <translation>Saved games</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="173" />
            <source>Open, import, export or delete saved games (S)</source>
            <translation>Open, import, export or delete saved games (S)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="182" />
            <source>Print sheets</source>
            <translation>Print sheets</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="183" />
            <source>Print blank score sheets or a saved game, or export them as PDF (P)</source>
            <translation>Print blank score sheets or a saved game, or export them as PDF (P)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="191" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="192" />
            <source>How to play, and the keyboard keys</source>
            <translation>How to play, and the keyboard keys</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="199" />
            <source>Settings</source>
            <translation>Settings</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="200" />
            <source>Language, computer speed and hand-over screens</source>
            <translation>Language, computer speed and hand-over screens</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/HomeScreen.qml" line="212" />
            <source>The Clever dice games by Wolfgang Warsch, to play offline.</source>
            <translation>The Clever dice games by Wolfgang Warsch, to play offline.</translation>
        </message>
    </context>
    <context>
        <name>LanguageMenuButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LanguageMenuButton.qml" line="16" />
            <source>Language: German, Dutch or English (the game goes on)</source>
            <translation>Language: German, Dutch or English (the game goes on)</translation>
        </message>
    </context>
    <context>
        <name>LeaveButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveButton.qml" line="7" />
            <source>Leave</source>
            <translation>Leave</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveButton.qml" line="8" />
            <source>Back to the home screen (Esc)</source>
            <translation>Back to the home screen (Esc)</translation>
        </message>
    </context>
    <context>
        <name>LeaveDialog</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="41" />
            <source>Leave this game?</source>
            <translation>Leave this game?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="49" />
            <source>The game is saved after every move: “Continue” on the home screen takes you back to it.</source>
            <translation>The game is saved after every move: “Continue” on the home screen takes you back to it.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="59" />
            <source>Or give this stage up: it counts as played, not as a best score, and the game ends.</source>
            <translation>Or give this stage up: it counts as played, not as a best score, and the game ends.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="72" />
            <source>Give up</source>
            <translation>Give up</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="79" />
            <source>Keep playing</source>
            <translation>Keep playing</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LeaveDialog.qml" line="87" />
            <source>Leave</source>
            <translation>Leave</translation>
        </message>
    </context>
    <context>
        <name>LogPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/LogPanel.qml" line="23" />
            <source>Log</source>
            <translation>Log</translation>
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
            <translation>human</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/MiniSheetCard.qml" line="60" />
            <location filename="../cleverdesk/qml/Cleverdesk/MiniSheetCard.qml" line="64" />
            <source>active</source>
            <translation>active</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/MiniSheetCard.qml" line="89" />
            <source>Look at %1's sheet</source>
            <translation>Look at %1's sheet</translation>
        </message>
    </context>
    <context>
        <name>NewGameScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GameCard.qml" line="53" />
            <source>coming</source>
            <translation>coming</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GameCard.qml" line="70" />
            <source>Play %1</source>
            <translation>Play %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/GameCard.qml" line="71" />
            <source>%1 is coming: its sheet is not drawn yet.</source>
            <translation>%1 is coming: its sheet is not drawn yet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="94" />
            <source>New game</source>
            <translation>New game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="129" />
            <source>Game</source>
            <translation>Game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="162" />
            <source>Players</source>
            <translation>Players</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="181" />
            <source>Solo (app mode)</source>
            <translation>Solo (app mode)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="181" />
            <source>Solo</source>
            <translation>Solo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="182" />
            <source>You against 1–3 computer opponents: an app mode, not an official rule</source>
            <translation>You against 1–3 computer opponents: an app mode, not an official rule</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="183" />
            <source>One player, with the official solo rules</source>
            <translation>One player, with the official solo rules</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="184" />
            <source>%1 players at this computer</source>
            <translation>%1 players at this computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="206" />
            <source>House rule: 5 or 6 players (4 rounds, not official)</source>
            <translation>House rule: 5 or 6 players (4 rounds, not official)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="214" />
            <source>Real dice (thrown at the table)</source>
            <translation>Real dice (thrown at the table)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="222" />
            <source>You throw at the table and type each throw in; every seat is a person. cleverdesk keeps the sheets and every rule.</source>
            <translation>You throw at the table and type each throw in; every seat is a person. cleverdesk keeps the sheets and every rule.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="237" />
            <source>Solo: six rounds; after each of your turns you pick from the three lowest dice of a passive roll.</source>
            <translation>Solo: six rounds; after each of your turns you pick from the three lowest dice of a passive roll.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="238" />
            <source>%1 players: everybody is active once per round and picks from the silver platter otherwise.</source>
            <translation>%1 players: everybody is active once per round and picks from the silver platter otherwise.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="267" />
            <source>Name of player %1</source>
            <translation>Name of player %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="272" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="273" />
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="277" />
            <source>A name has at most %n character(s).</source>
            <translation>
                <numerusform>A name has at most %n character.</numerusform>
                <numerusform>A name has at most %n characters.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="284" />
            <source>Human</source>
            <translation>Human</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="285" />
            <source>A person plays this seat</source>
            <translation>A person plays this seat</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="293" />
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="294" />
            <source>The computer plays this seat</source>
            <translation>The computer plays this seat</translation>
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
            <translation>Seed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="337" />
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="346" />
            <source>Empty means a random game. The same seed and the same choices give the same dice.</source>
            <translation>Empty means a random game. The same seed and the same choices give the same dice.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="341" />
            <source>random</source>
            <translation>random</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="355" />
            <source>Enter a challenge code…</source>
            <translation>Enter a challenge code…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="356" />
            <source>Play the same solo game, with the same dice, as whoever gave you the code</source>
            <translation>Play the same solo game, with the same dice, as whoever gave you the code</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="404" />
            <source>Start game</source>
            <translation>Start game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/NewGameScreen.qml" line="405" />
            <source>Start (Enter)</source>
            <translation>Start (Enter)</translation>
        </message>
    </context>
    <context>
        <name>PastGameScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="101" />
            <source>The desk cannot draw this game's sheet yet; the scores are on the right.</source>
            <translation>The desk cannot draw this game's sheet yet; the scores are on the right.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="133" />
            <source>|◀ Start</source>
            <translation>|◀ Start</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="134" />
            <source>To the start (Home)</source>
            <translation>To the start (Home)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="141" />
            <source>◀ Back</source>
            <translation>◀ Back</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="142" />
            <source>One move back (←)</source>
            <translation>One move back (←)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="150" />
            <source>Next ▶</source>
            <translation>Next ▶</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="151" />
            <source>One move on (→)</source>
            <translation>One move on (→)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="158" />
            <source>End ▶|</source>
            <translation>End ▶|</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="159" />
            <source>To the end (End)</source>
            <translation>To the end (End)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="216" />
            <source>Final scores</source>
            <translation>Final scores</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="247" />
            <source>(computer)</source>
            <translation>(computer)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="277" />
            <source>Foxes %1</source>
            <translation>Foxes %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="286" />
            <source>“%1”</source>
            <comment>a rating label in quotation marks</comment>
            <translation>“%1”</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="306" />
            <source>At this move: %n point(s)</source>
            <translation>
                <numerusform>At this move: %n point</numerusform>
                <numerusform>At this move: %n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="318" />
            <source>Moves</source>
            <translation>Moves</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="366" />
            <source>Review the game</source>
            <translation>Review the game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="367" />
            <source>Where the points went: every decision rated against the best move (R)</source>
            <translation>Where the points went: every decision rated against the best move (R)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="375" />
            <source>Print to PDF…</source>
            <translation>Print to PDF…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastGameScreen.qml" line="376" />
            <source>Save the final sheets of this game as a PDF file to print or share (P)</source>
            <translation>Save the final sheets of this game as a PDF file to print or share (P)</translation>
        </message>
    </context>
    <context>
        <name>PastSetCubedView</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="47" />
            <source>Points per round</source>
            <translation>Points per round</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="61" />
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="97" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PastSetCubedView.qml" line="128" />
            <source>Framed in blue: the dice this move placed or swapped. Green: the SETs it made.</source>
            <translation>Framed in blue: the dice this move placed or swapped. Green: the SETs it made.</translation>
        </message>
    </context>
    <context>
        <name>PrintDesk</name>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="40" />
            <source>SET Cubed has no score sheet to print: its game is the board on the table.</source>
            <translation>SET Cubed has no score sheet to print: its game is the board on the table.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="111" />
            <source>There is no game on the table.</source>
            <translation>There is no game on the table.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="120" />
            <source>The saved game could not be opened.</source>
            <translation>The saved game could not be opened.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="134" />
            <source>Choose between 1 and %1 sheets.</source>
            <translation>Choose between 1 and %1 sheets.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="137" />
            <source>There is no printable sheet for this game yet.</source>
            <translation>There is no printable sheet for this game yet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="165" />
            <source>The PDF could not be written: %1</source>
            <translation>The PDF could not be written: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="169" />
            <source>The PDF could not be written to %1.</source>
            <translation>The PDF could not be written to %1.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/printing/desk.py" line="174" />
            <source>%n sheet(s) written to %1 (pages: %2).</source>
            <translation>
                <numerusform>%n sheet written to %1 (pages: %2).</numerusform>
                <numerusform>%n sheets written to %1 (pages: %2).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="192" />
            <source>Export PDF</source>
            <translation>Export PDF</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="193" />
            <source>PDF documents (*.pdf)</source>
            <translation>PDF documents (*.pdf)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/printing/desk.py" line="214" />
            <source>Print — %1</source>
            <translation>Print — %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/printing/desk.py" line="231" />
            <source>%n sheet(s) sent to the printer.</source>
            <translation>
                <numerusform>%n sheet sent to the printer.</numerusform>
                <numerusform>%n sheets sent to the printer.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PrintScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="47" />
            <source>Print score sheets</source>
            <translation>Print score sheets</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="68" />
            <source>What to print</source>
            <translation>What to print</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="77" />
            <source>The game on the table (%1): every player's sheet as it is now</source>
            <translation>The game on the table (%1): every player's sheet as it is now</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="78" />
            <source>The game on the table (no game is running)</source>
            <translation>The game on the table (no game is running)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="89" />
            <source>A saved game:</source>
            <translation>A saved game:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="106" />
            <source>no saved games</source>
            <translation>no saved games</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="123" />
            <source>Blank sheets of</source>
            <translation>Blank sheets of</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="139" />
            <source>sheets:</source>
            <translation>sheets:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="157" />
            <source>Blank sheets share a page where they stay readable; a filled sheet gets a page of its own.</source>
            <translation>Blank sheets share a page where they stay readable; a filled sheet gets a page of its own.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="165" />
            <source>Paper</source>
            <translation>Paper</translation>
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
            <translation>Ink saver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="193" />
            <source>Outlines and light tints instead of full colour areas</source>
            <translation>Outlines and light tints instead of full colour areas</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="213" />
            <source>Export PDF…</source>
            <translation>Export PDF…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="214" />
            <source>Write the sheets to a PDF file of your choice (E)</source>
            <translation>Write the sheets to a PDF file of your choice (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="221" />
            <source>Print…</source>
            <translation>Print…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/PrintScreen.qml" line="222" />
            <source>Preview the pages and print them (P)</source>
            <translation>Preview the pages and print them (P)</translation>
        </message>
    </context>
    <context>
        <name>Printing</name>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="98" />
            <source>%1 – blank sheets</source>
            <translation>%1 – blank sheets</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="103" />
            <source>%1 – %2</source>
            <translation>%1 – %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="152" />
            <source>real dice</source>
            <translation>real dice</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="154" />
            <source>round %1 of %2 (game not finished)</source>
            <translation>round %1 of %2 (game not finished)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="325" />
            <source>The folder %1 does not exist.</source>
            <translation>The folder %1 does not exist.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/rating_table.py" line="65" />
            <source>%1 – solo rating table</source>
            <translation>%1 – solo rating table</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/rating_table.py" line="126" />
            <source>Points · rating</source>
            <translation>Points · rating</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="117" />
            <location filename="../cleverdesk/printing/pages.py" line="133" />
            <source>There is no printable sheet for %1 yet.</source>
            <translation>There is no printable sheet for %1 yet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="120" />
            <source>Print at least one copy.</source>
            <translation>Print at least one copy.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="122" />
            <source>Print at most %1 copies at a time.</source>
            <translation>Print at most %1 copies at a time.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="186" />
            <source>Unknown page size %1 (known: %2).</source>
            <translation>Unknown page size %1 (known: %2).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="209" />
            <source>There is nothing to print.</source>
            <translation>There is nothing to print.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="214" />
            <source>The printer or the file could not be opened for printing.</source>
            <translation>The printer or the file could not be opened for printing.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="244" />
            <source>The printer or the file could not take the sheets.</source>
            <translation>The printer or the file could not take the sheets.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="349" />
            <source>The PDF could not be written to %1: %2</source>
            <translation>The PDF could not be written to %1: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="357" />
            <location filename="../cleverdesk/printing/pages.py" line="358" />
            <source>the disk is full</source>
            <translation>the disk is full</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="359" />
            <source>the file is larger than the disk or the system allows</source>
            <translation>the file is larger than the disk or the system allows</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="361" />
            <location filename="../cleverdesk/printing/pages.py" line="362" />
            <source>permission denied</source>
            <translation>permission denied</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="363" />
            <source>the disk is read-only</source>
            <translation>the disk is read-only</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/pages.py" line="397" />
            <source>the file was cut short</source>
            <translation>the file was cut short</translation>
        </message>
    </context>
    <context>
        <name>ProblemBanner</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ProblemBanner.qml" line="32" />
            <source>Saved games need your attention</source>
            <translation>Saved games need your attention</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ProblemBanner.qml" line="53" />
            <source>… and %1 more</source>
            <translation>… and %1 more</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ProblemBanner.qml" line="62" />
            <source>OK</source>
            <translation>OK</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ProblemBanner.qml" line="63" />
            <source>Hide these messages</source>
            <translation>Hide these messages</translation>
        </message>
    </context>
    <context>
        <name>RedoButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RedoButton.qml" line="8" />
            <source>↷ Redo</source>
            <translation>↷ Redo</translation>
        </message>
    </context>
    <context>
        <name>Review</name>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="172" />
            <source>This game could not be reviewed: %1</source>
            <translation>This game could not be reviewed: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="235" />
            <source>Games of SET Cubed cannot be reviewed: its computer player finds the turn that scores most now, but cannot rate a turn by the points it leads to by the end of the game.</source>
            <translation>Games of SET Cubed cannot be reviewed: its computer player finds the turn that scores most now, but cannot rate a turn by the points it leads to by the end of the game.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="239" />
            <source>This game cannot be reviewed: no computer player can rate its moves yet.</source>
            <translation>This game cannot be reviewed: no computer player can rate its moves yet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="245" />
            <source>Review</source>
            <translation>Review</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="246" />
            <source>Review: %1</source>
            <translation>Review: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="264" />
            <source>Playing out the biggest mistakes to check them: %1 of %2 …</source>
            <translation>Playing out the biggest mistakes to check them: %1 of %2 …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="267" />
            <source>Reviewing move %1 of %2 …</source>
            <translation>Reviewing move %1 of %2 …</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="349" />
            <source>No mistake worth half a point: every decision was as good as the best, or nearly.</source>
            <translation>No mistake worth half a point: every decision was as good as the best, or nearly.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="430" />
            <location filename="../cleverdesk/ui/review/desk.py" line="432" />
            <source>%1 expected</source>
            <translation>%1 expected</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/desk.py" line="434" />
            <source>Decision %1 of %2</source>
            <translation>Decision %1 of %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/position.py" line="72" />
            <source>Dice rolled: %1</source>
            <translation>Dice rolled: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/position.py" line="74" />
            <source>On the silver platter: %1</source>
            <translation>On the silver platter: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="33" />
            <source>bonus</source>
            <translation>bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="36" />
            <source>Round %1, %2</source>
            <translation>Round %1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="39" />
            <source>%1 (%2’s turn)</source>
            <translation>%1 (%2’s turn)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="76" />
            <source>worth %1 more</source>
            <translation>worth %1 more</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="81" />
            <source>%1: %2; better: %3, %4</source>
            <translation>%1: %2; better: %3, %4</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="87" />
            <source>%n expected point(s) lost</source>
            <translation>
                <numerusform>%n expected point lost</numerusform>
                <numerusform>%n expected points lost</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="101" />
            <source>A strong player's expected final score from your first decision</source>
            <translation>A strong player's expected final score from your first decision</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="103" />
            <source>What the dice and the other players gave you</source>
            <translation>What the dice and the other players gave you</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="104" />
            <source>What your dice gave you</source>
            <translation>What your dice gave you</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="105" />
            <source>Your final score</source>
            <translation>Your final score</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="106" />
            <source>Your expected final score now</source>
            <translation>Your expected final score now</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="109" />
            <source>What your decisions cost</source>
            <translation>What your decisions cost</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="120" />
            <source>Your decisions cost %n point(s).</source>
            <translation>
                <numerusform>Your decisions cost %n point.</numerusform>
                <numerusform>Your decisions cost %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="124" />
            <source>The dice and the other players gave you %n point(s) more than average.</source>
            <translation>
                <numerusform>The dice and the other players gave you %n point more than average.</numerusform>
                <numerusform>The dice and the other players gave you %n points more than average.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="127" />
            <source>The dice and the other players gave you %n point(s) less than average.</source>
            <translation>
                <numerusform>The dice and the other players gave you %n point less than average.</numerusform>
                <numerusform>The dice and the other players gave you %n points less than average.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="130" />
            <source>The dice and the other players gave you as much as average.</source>
            <translation>The dice and the other players gave you as much as average.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="133" />
            <source>Your dice were %n point(s) better than average.</source>
            <translation>
                <numerusform>Your dice were %n point better than average.</numerusform>
                <numerusform>Your dice were %n points better than average.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="136" />
            <source>Your dice were %n point(s) worse than average.</source>
            <translation>
                <numerusform>Your dice were %n point worse than average.</numerusform>
                <numerusform>Your dice were %n points worse than average.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="138" />
            <source>Your dice were as good as average.</source>
            <translation>Your dice were as good as average.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="144" />
            <source>%n decision(s) reviewed</source>
            <translation>
                <numerusform>%n decision reviewed</numerusform>
                <numerusform>%n decisions reviewed</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/review/words.py" line="146" />
            <source>%n mistake(s) of a point or more</source>
            <translation>
                <numerusform>%n mistake of a point or more</numerusform>
                <numerusform>%n mistakes of a point or more</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="147" />
            <source>final score %1</source>
            <translation>final score %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="148" />
            <source>score so far %1</source>
            <translation>score so far %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="154" />
            <source>rated by the expert (the strongest computer player: one throw of lookahead)</source>
            <translation>rated by the expert (the strongest computer player: one throw of lookahead)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/review/words.py" line="156" />
            <source>rated by the strong computer player</source>
            <translation>rated by the strong computer player</translation>
        </message>
    </context>
    <context>
        <name>ReviewPosition</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="120" />
            <source>Played</source>
            <translation>Played</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="154" />
            <source>Best: the move played</source>
            <translation>Best: the move played</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="154" />
            <source>Best</source>
            <translation>Best</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="180" />
            <source>No points lost here.</source>
            <translation>No points lost here.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="181" />
            <source>Expected points lost here: %1</source>
            <translation>Expected points lost here: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="190" />
            <source>Faint marks: what each move writes. Orange square: the move played; green circle: the best move.</source>
            <translation>Faint marks: what each move writes. Orange square: the move played; green circle: the best move.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="201" />
            <source>◀</source>
            <translation>◀</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="202" />
            <source>The decision before (←)</source>
            <translation>The decision before (←)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="209" />
            <source>▶</source>
            <translation>▶</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="210" />
            <source>The next decision (→)</source>
            <translation>The next decision (→)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="219" />
            <source>All decisions</source>
            <translation>All decisions</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="220" />
            <source>All</source>
            <translation>All</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewPosition.qml" line="221" />
            <source>Back to the whole review (Esc)</source>
            <translation>Back to the whole review (Esc)</translation>
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
            <translation>Review this player's decisions (← →)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="203" />
            <source>The expected final score through the game (blue): it drops by what a decision cost (red) and moves with the dice between decisions; dashed: the final score</source>
            <translation>The expected final score through the game (blue): it drops by what a decision cost (red) and moves with the dice between decisions; dashed: the final score</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="221" />
            <source>Biggest mistakes</source>
            <translation>Biggest mistakes</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="310" />
            <source>Better: %1, %2</source>
            <translation>Better: %1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="342" />
            <source>Every decision</source>
            <translation>Every decision</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ReviewScreen.qml" line="349" />
            <source>Click one, or press Enter, to see it on the sheet.</source>
            <translation>Click one, or press Enter, to see it on the sheet.</translation>
        </message>
    </context>
    <context>
        <name>RulesClever4ever</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="8" />
            <source>Set-up and rounds</source>
            <translation>Set-up and rounds</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="9" />
            <source>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, blue, grey, green, pink) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;polish&lt;/b&gt; action, round 4 a &lt;b&gt;black ?&lt;/b&gt; (see Bonuses).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, blue, grey, green, pink) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;polish&lt;/b&gt; action, round 4 a &lt;b&gt;black ?&lt;/b&gt; (see Bonuses).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="18" />
            <source>The active player's turn</source>
            <translation>The active player's turn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="19" />
            <source>&lt;p&gt;The active player rolls all six dice, picks one and enters it on the sheet. The die of roll 1 lies on dice field I, of roll 2 on II, of roll 3 on III; the field changes nothing on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;; dice showing the same or more stay. The rest are rolled again: three rolls at most. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early. After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit, and must be when none fits: it counts as one of the three, its dice field stays empty and the same dice are rolled again.&lt;/p&gt;</source>
            <translation>&lt;p&gt;The active player rolls all six dice, picks one and enters it on the sheet. The die of roll 1 lies on dice field I, of roll 2 on II, of roll 3 on III; the field changes nothing on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;; dice showing the same or more stay. The rest are rolled again: three rolls at most. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early. After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit, and must be when none fits: it counts as one of the three, its dice field stays empty and the same dice are rolled again.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="29" />
            <source>Which die goes where</source>
            <translation>Which die goes where</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="30" />
            <source>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild for yellow, grey, green and pink, and may be combined with blue. Blue reads both dice, wherever the other one lies: the blue die gives the row, the white die the column (they are not added).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild for yellow, grey, green and pink, and may be combined with blue. Blue reads both dice, wherever the other one lies: the blue die gives the row, the white die the column (they are not added).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="34" />
            <source>The passive players</source>
            <translation>The passive players</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="35" />
            <source>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die. A passive player never uses a reroll.&lt;/p&gt;</source>
            <translation>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die. A passive player never uses a reroll.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="39" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="41" />
            <source>&lt;p&gt;Whether a platter die fits is judged by its number, without polishing. A player who declines a platter die that fits may not take one from the dice fields. A die from the dice fields is never polished.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Whether a platter die fits is judged by its number, without polishing. A player who declines a platter die that fits may not take one from the dice fields. A die from the dice fields is never polished.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="44" />
            <source>Yellow</source>
            <translation>Yellow</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="45" />
            <source>&lt;p&gt;Write the number in the next cell of a row of your choice, anew for every die: the &lt;b&gt;top row&lt;/b&gt; only rising (&amp;lt;), closed after a 6, and it scores nothing itself; the &lt;b&gt;middle row&lt;/b&gt; counts minus, the &lt;b&gt;bottom row&lt;/b&gt; plus. A bonus under a cell comes when the cell is written.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: bottom sum minus middle sum, plus the points of every column with all three cells written (10, 10, 15, 15, 20).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Write the number in the next cell of a row of your choice, anew for every die: the &lt;b&gt;top row&lt;/b&gt; only rising (&amp;lt;), closed after a 6, and it scores nothing itself; the &lt;b&gt;middle row&lt;/b&gt; counts minus, the &lt;b&gt;bottom row&lt;/b&gt; plus. A bonus under a cell comes when the cell is written.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: bottom sum minus middle sum, plus the points of every column with all three cells written (10, 10, 15, 15, 20).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="51" />
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="52" />
            <source>&lt;p&gt;The blue die gives the &lt;b&gt;row&lt;/b&gt;, the white die the &lt;b&gt;column&lt;/b&gt;; cross that cell, whichever of the two you take. A row's bonus and the diagonal's come with their second cross.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: columns with two or more crosses score the points under them (7 to 12), and two or more crosses on the dashed anti-diagonal score 6.&lt;/p&gt;</source>
            <translation>&lt;p&gt;The blue die gives the &lt;b&gt;row&lt;/b&gt;, the white die the &lt;b&gt;column&lt;/b&gt;; cross that cell, whichever of the two you take. A row's bonus and the diagonal's come with their second cross.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: columns with two or more crosses score the points under them (7 to 12), and two or more crosses on the dashed anti-diagonal score 6.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="57" />
            <source>Grey</source>
            <translation>Grey</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="58" />
            <source>&lt;p&gt;Cross a whole &lt;b&gt;sub-area&lt;/b&gt; (cells of one shade joined side by side, never diagonally) of at most the die's number of cells, the surplus is lost: first one of the two red-framed ones, then one next to your crosses, side by side (never diagonally). All its cells light up; click any of them. Bonus cells in it pay their bonus; a complete shade gives a fox.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each full column the points above it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Cross a whole &lt;b&gt;sub-area&lt;/b&gt; (cells of one shade joined side by side, never diagonally) of at most the die's number of cells, the surplus is lost: first one of the two red-framed ones, then one next to your crosses, side by side (never diagonally). All its cells light up; click any of them. Bonus cells in it pay their bonus; a complete shade gives a fox.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each full column the points above it.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="64" />
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="65" />
            <source>&lt;p&gt;Each field has an &lt;b&gt;upper&lt;/b&gt; and a &lt;b&gt;lower triangle&lt;/b&gt;: two rows, each filled from left to right, you choose which for every die. Writing a lower triangle pays the bonus under its field.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: a full field scores (upper + lower) × its multiplier (×2 from field 4); a field with one triangle scores 0.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Each field has an &lt;b&gt;upper&lt;/b&gt; and a &lt;b&gt;lower triangle&lt;/b&gt;: two rows, each filled from left to right, you choose which for every die. Writing a lower triangle pays the bonus under its field.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: a full field scores (upper + lower) × its multiplier (×2 from field 4); a field with one triangle scores 0.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="70" />
            <source>Pink</source>
            <translation>Pink</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="71" />
            <source>&lt;p&gt;From left to right; a 3 writes a second 3 in the next field (that one does nothing more), a 5 or 6 pays the bonus. Pink scores the points printed above its last filled field, plus 2 for each 2, 4 for each 4 and 3 for each 6.&lt;/p&gt;</source>
            <translation>&lt;p&gt;From left to right; a 3 writes a second 3 in the next field (that one does nothing more), a 5 or 6 pays the bonus. Pink scores the points printed above its last filled field, plus 2 for each 2, 4 for each 4 and 3 for each 6.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="74" />
            <source>Bonuses</source>
            <translation>Bonuses</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="75" />
            <source>&lt;p&gt;A bonus comes when its cell or field is filled, or its row gets its second cross. You take it at once; it cannot be saved. When one entry brings several bonuses, or a bonus brings another (a chain), you choose the order.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; bonus is compulsory and acts as the number you choose, with the area's rules: the yellow ? writes it in a row of your choice; the blue ? crosses &lt;b&gt;any&lt;/b&gt; open blue cell; the grey ? crosses any sub-area you may cross now; the green ? writes it in the row of your choice; the pink ? writes it with its effect. The &lt;b&gt;black ?&lt;/b&gt; (round 4) lets you choose the area and the number. A ? with no open place is lost.&lt;/p&gt;&lt;p&gt;Round bonuses: round 1 a reroll, round 2 a +1, round 3 a polish action, round 4 a black ?. The reroll track's last circle pays a pink ?.&lt;/p&gt;</source>
            <translation>&lt;p&gt;A bonus comes when its cell or field is filled, or its row gets its second cross. You take it at once; it cannot be saved. When one entry brings several bonuses, or a bonus brings another (a chain), you choose the order.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; bonus is compulsory and acts as the number you choose, with the area's rules: the yellow ? writes it in a row of your choice; the blue ? crosses &lt;b&gt;any&lt;/b&gt; open blue cell; the grey ? crosses any sub-area you may cross now; the green ? writes it in the row of your choice; the pink ? writes it with its effect. The &lt;b&gt;black ?&lt;/b&gt; (round 4) lets you choose the area and the number. A ? with no open place is lost.&lt;/p&gt;&lt;p&gt;Round bonuses: round 1 a reroll, round 2 a +1, round 3 a polish action, round 4 a black ?. The reroll track's last circle pays a pink ?.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="86" />
            <source>Actions</source>
            <translation>Actions</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="87" />
            <source>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Polish silver&lt;/b&gt;: a die you take from the platter (passive pick or +1), and the partner of a blue entry lying on the platter, may be entered 1 higher or lower per polish action, several steps allowed; 1 and 6 are not neighbours. The die is not turned: everybody else still sees its number. A die from the dice fields, or the active player's own pick, is never polished. The desk shows the steps and their cost before anything is spent.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, roll all dice of the rolling area again. &lt;b&gt;+1&lt;/b&gt;: at the end of your own turn, active or passive (also when you took no die), enter any one of the six dice again, wherever it lies; each die at most once per turn.&lt;/p&gt;</source>
            <translation>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Polish silver&lt;/b&gt;: a die you take from the platter (passive pick or +1), and the partner of a blue entry lying on the platter, may be entered 1 higher or lower per polish action, several steps allowed; 1 and 6 are not neighbours. The die is not turned: everybody else still sees its number. A die from the dice fields, or the active player's own pick, is never polished. The desk shows the steps and their cost before anything is spent.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, roll all dice of the rolling area again. &lt;b&gt;+1&lt;/b&gt;: at the end of your own turn, active or passive (also when you took no die), enter any one of the six dice again, wherever it lies; each die at most once per turn.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="98" />
            <source>Game end</source>
            <translation>Game end</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="99" />
            <source>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; and &lt;b&gt;polish&lt;/b&gt; actions; rerolls left over lapse and score nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; and &lt;b&gt;polish&lt;/b&gt; actions; rerolls left over lapse and score nothing.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="102" />
            <source>Scoring and the winner</source>
            <translation>Scoring and the winner</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="103" />
            <source>&lt;p&gt;Add your five area scores (yellow may be negative). Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if that is 0 or less). The highest total wins. On a tie, the tied player with the highest single colour area wins (foxes do not count); if that is equal too, they share the win.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Add your five area scores (yellow may be negative). Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if that is 0 or less). The highest total wins. On a tie, the tied player with the highest single colour area wins (foxes do not count); if that is equal too, they share the win.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="107" />
            <source>Solo game</source>
            <translation>Solo game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="108" />
            <source>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter; the other three lie on dice fields I, II and III in a random order (the same order decides between equal numbers). Take one platter die (it may be polished) or none; if none fits, the dice fields are open to you as usual. In the passive turn &lt;b&gt;+1 and polish are allowed, reroll is not&lt;/b&gt;. Your total gives the rating:&lt;/p&gt;</source>
            <translation>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter; the other three lie on dice fields I, II and III in a random order (the same order decides between equal numbers). Take one platter die (it may be polished) or none; if none fits, the dice fields are open to you as usual. In the passive turn &lt;b&gt;+1 and polish are allowed, reroll is not&lt;/b&gt;. Your total gives the rating:&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="115" />
            <source>Playing at the desk</source>
            <translation>Playing at the desk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesClever4ever.qml" line="116" />
            <source>&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y B Gy G P name white, yellow, blue, grey, green, pink). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y B Gy G P name white, yellow, blue, grey, green, pink). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>RulesCleverCubed</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="8" />
            <source>Set-up and rounds</source>
            <translation>Set-up and rounds</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="9" />
            <source>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, turquoise, blue, brown, pink) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;number joker&lt;/b&gt;, round 4 a &lt;b&gt;black ?&lt;/b&gt; (see Bonuses).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, turquoise, blue, brown, pink) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;number joker&lt;/b&gt;, round 4 a &lt;b&gt;black ?&lt;/b&gt; (see Bonuses).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="18" />
            <source>The active player's turn</source>
            <translation>The active player's turn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="19" />
            <source>&lt;p&gt;The active player rolls all six dice, picks one and enters it on the sheet. The die of roll 1 lies on dice field I, of roll 2 on II, of roll 3 on III. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt; (by the number the die shows, even when a number joker enters it as another); dice showing the same or more stay. The rest are rolled again: three rolls at most. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early. After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit, and must be when none fits: it counts as one of the three, its dice field stays empty and the same dice are rolled again (a die picked on roll 2 still lies on field II).&lt;/p&gt;</source>
            <translation>&lt;p&gt;The active player rolls all six dice, picks one and enters it on the sheet. The die of roll 1 lies on dice field I, of roll 2 on II, of roll 3 on III. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt; (by the number the die shows, even when a number joker enters it as another); dice showing the same or more stay. The rest are rolled again: three rolls at most. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early. After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit, and must be when none fits: it counts as one of the three, its dice field stays empty and the same dice are rolled again (a die picked on roll 2 still lies on field II).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="31" />
            <source>Which die goes where</source>
            <translation>Which die goes where</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="32" />
            <source>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild for yellow, turquoise, brown and pink. Blue always counts &lt;b&gt;blue + white&lt;/b&gt; together, wherever the other die lies: the blue die and the white die taken as blue both enter that sum, never a single die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild for yellow, turquoise, brown and pink. Blue always counts &lt;b&gt;blue + white&lt;/b&gt; together, wherever the other die lies: the blue die and the white die taken as blue both enter that sum, never a single die.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="36" />
            <source>The passive players</source>
            <translation>The passive players</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="37" />
            <source>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die. A passive player never uses a reroll.&lt;/p&gt;</source>
            <translation>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die. A passive player never uses a reroll.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="41" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="43" />
            <source>&lt;p&gt;Whether a platter die fits is judged by its number, without number jokers. A player who declines a platter die that fits may not take one from the dice fields. A die from the dice fields is a passive pick too: in yellow only a grey cell.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Whether a platter die fits is judged by its number, without number jokers. A player who declines a platter die that fits may not take one from the dice fields. A die from the dice fields is a passive pick too: in yellow only a grey cell.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="47" />
            <source>Yellow</source>
            <translation>Yellow</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="48" />
            <source>&lt;p&gt;Cross the die's number in the row of its &lt;b&gt;dice field&lt;/b&gt; (roll 2: row II), on a grey or a white cell. Passive picks may only use the &lt;b&gt;grey&lt;/b&gt; cells. A pair of crosses one above the other pays the bonus between them.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each row by its crosses (1 cross 2 points, then 6, 12, 20, 30, 42).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Cross the die's number in the row of its &lt;b&gt;dice field&lt;/b&gt; (roll 2: row II), on a grey or a white cell. Passive picks may only use the &lt;b&gt;grey&lt;/b&gt; cells. A pair of crosses one above the other pays the bonus between them.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each row by its crosses (1 cross 2 points, then 6, 12, 20, 30, 42).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="52" />
            <source>Turquoise</source>
            <translation>Turquoise</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="53" />
            <source>&lt;p&gt;Cross a cell in the column of the number, any row. Every other die of the same number on your dice fields (passive: on the platter) allows one more cross in that column, each optional: the sheet shows them with +, a panel lets you skip them. A row or column pays its bonus when all its &lt;b&gt;tinted&lt;/b&gt; cells are crossed; the white cells count for points only.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each row by its crosses (1 cross 1 point, then 3, 6, 10, 15, 21).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Cross a cell in the column of the number, any row. Every other die of the same number on your dice fields (passive: on the platter) allows one more cross in that column, each optional: the sheet shows them with +, a panel lets you skip them. A row or column pays its bonus when all its &lt;b&gt;tinted&lt;/b&gt; cells are crossed; the white cells count for points only.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each row by its crosses (1 cross 1 point, then 3, 6, 10, 15, 21).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="59" />
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="60" />
            <source>&lt;p&gt;Blue + white, written outward from the printed 7 on a side of your choice: exactly 1 less on the left, exactly 1 more on the right, a 7 starts a side again. A 7 is never the first number of a side and never follows a 7. 2, 3, 4, 10, 11 and 12 score 4 extra.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each side the points above its outermost number, plus the extras.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Blue + white, written outward from the printed 7 on a side of your choice: exactly 1 less on the left, exactly 1 more on the right, a 7 starts a side again. A 7 is never the first number of a side and never follows a 7. 2, 3, 4, 10, 11 and 12 score 4 extra.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each side the points above its outermost number, plus the extras.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="65" />
            <source>Brown</source>
            <translation>Brown</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="66" />
            <source>&lt;p&gt;Cross the number anywhere right of your last cross; skipped cells are lost. A bonus between two cells comes when &lt;b&gt;both neighbours&lt;/b&gt; are crossed, so a skipped cell loses the bonuses on both its sides.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: by the number of crosses (1 cross 2 points … 12 crosses 90).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Cross the number anywhere right of your last cross; skipped cells are lost. A bonus between two cells comes when &lt;b&gt;both neighbours&lt;/b&gt; are crossed, so a skipped cell loses the bonuses on both its sides.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: by the number of crosses (1 cross 2 points … 12 crosses 90).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="70" />
            <source>Pink</source>
            <translation>Pink</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="71" />
            <source>&lt;p&gt;From left to right, never skipping a field. Field 1 always takes half the number (rounded up), with no choice and no bonus. From field 2 on, choose each time: &lt;b&gt;½&lt;/b&gt; (write half, rounded up, and take the bonus) or &lt;b&gt;×&lt;/b&gt; (write the number times the star, the bonus is lost).&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</source>
            <translation>&lt;p&gt;From left to right, never skipping a field. Field 1 always takes half the number (rounded up), with no choice and no bonus. From field 2 on, choose each time: &lt;b&gt;½&lt;/b&gt; (write half, rounded up, and take the bonus) or &lt;b&gt;×&lt;/b&gt; (write the number times the star, the bonus is lost).&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="76" />
            <source>Bonuses</source>
            <translation>Bonuses</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="77" />
            <source>&lt;p&gt;A bonus comes when its cells are crossed or its field is written. You take it at once; it cannot be saved. When one entry brings several bonuses, or a bonus brings another (a chain), you choose the order.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; bonus is compulsory; you choose the number and the place: the yellow ? crosses a number of your choice in &lt;b&gt;any&lt;/b&gt; row, grey or white; the turquoise ? gives exactly one cross in a column of your choice (no more crosses); the blue ? writes any number that fits a side; the brown ? crosses any open cell right of your last brown cross; the pink ? writes a number 1–6 of your choice, with the ½ or × choice. The &lt;b&gt;black ?&lt;/b&gt; (round 4 and the last pink field) is the ? of any colour. A ? with no open place is lost.&lt;/p&gt;&lt;p&gt;Round bonuses: round 1 a reroll, round 2 a +1, round 3 a number joker, round 4 a black ?. The seventh circle of each action track pays the bonus at its end: reroll a fox, number joker a pink ?, +1 a brown ?.&lt;/p&gt;</source>
            <translation>&lt;p&gt;A bonus comes when its cells are crossed or its field is written. You take it at once; it cannot be saved. When one entry brings several bonuses, or a bonus brings another (a chain), you choose the order.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; bonus is compulsory; you choose the number and the place: the yellow ? crosses a number of your choice in &lt;b&gt;any&lt;/b&gt; row, grey or white; the turquoise ? gives exactly one cross in a column of your choice (no more crosses); the blue ? writes any number that fits a side; the brown ? crosses any open cell right of your last brown cross; the pink ? writes a number 1–6 of your choice, with the ½ or × choice. The &lt;b&gt;black ?&lt;/b&gt; (round 4 and the last pink field) is the ? of any colour. A ? with no open place is lost.&lt;/p&gt;&lt;p&gt;Round bonuses: round 1 a reroll, round 2 a +1, round 3 a number joker, round 4 a black ?. The seventh circle of each action track pays the bonus at its end: reroll a fox, number joker a pink ?, +1 a brown ?.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="89" />
            <source>Actions</source>
            <translation>Actions</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="90" />
            <source>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, before you pick, roll all dice of the rolling area again; the dice on the dice fields and the platter stay. A reroll is not one of the three rolls.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;number joker&lt;/b&gt; enters a die as another number. Each circled slot has its own number, printed in it (3, 4, 5, 6; a ? is any number of your choice), and any circled slot may be used, in any order, whenever you enter a die (your pick, a passive pick, a die from the dice fields or a +1). The die is &lt;b&gt;not turned&lt;/b&gt;: the platter step, other players and the turquoise matching of other dice go by the number it shows. One joker per die (in blue it changes the chosen die only), never on a ? bonus. The desk asks before it spends one.&lt;/p&gt;&lt;p&gt;&lt;b&gt;+1&lt;/b&gt; (extra die): at the end of your own turn, active or passive (also when you took no die), take any one of the six dice again, wherever it lies, and enter it like a pick (a number joker may apply). &lt;b&gt;In yellow the die's place decides&lt;/b&gt;: a die on dice field I, II or III uses that row, a platter die only a &lt;b&gt;grey&lt;/b&gt; cell. Each die at most once per turn as +1; several +1 in one turn are allowed.&lt;/p&gt;</source>
            <translation>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, before you pick, roll all dice of the rolling area again; the dice on the dice fields and the platter stay. A reroll is not one of the three rolls.&lt;/p&gt;&lt;p&gt;The &lt;b&gt;number joker&lt;/b&gt; enters a die as another number. Each circled slot has its own number, printed in it (3, 4, 5, 6; a ? is any number of your choice), and any circled slot may be used, in any order, whenever you enter a die (your pick, a passive pick, a die from the dice fields or a +1). The die is &lt;b&gt;not turned&lt;/b&gt;: the platter step, other players and the turquoise matching of other dice go by the number it shows. One joker per die (in blue it changes the chosen die only), never on a ? bonus. The desk asks before it spends one.&lt;/p&gt;&lt;p&gt;&lt;b&gt;+1&lt;/b&gt; (extra die): at the end of your own turn, active or passive (also when you took no die), take any one of the six dice again, wherever it lies, and enter it like a pick (a number joker may apply). &lt;b&gt;In yellow the die's place decides&lt;/b&gt;: a die on dice field I, II or III uses that row, a platter die only a &lt;b&gt;grey&lt;/b&gt; cell. Each die at most once per turn as +1; several +1 in one turn are allowed.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="105" />
            <source>Game end</source>
            <translation>Game end</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="106" />
            <source>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; actions, with number jokers; rerolls and jokers left over lapse and score nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; actions, with number jokers; rerolls and jokers left over lapse and score nothing.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="109" />
            <source>Scoring and the winner</source>
            <translation>Scoring and the winner</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="110" />
            <source>&lt;p&gt;Add your five area scores. Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if an area scores 0). The highest total wins. On a tie, the tied player with the highest single colour area wins (foxes do not count); if that is equal too, they share the win.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Add your five area scores. Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if an area scores 0). The highest total wins. On a tie, the tied player with the highest single colour area wins (foxes do not count); if that is equal too, they share the win.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="114" />
            <source>Solo game</source>
            <translation>Solo game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="115" />
            <source>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter; the other three lie on dice fields I, II and III in a random order (the same order decides between equal numbers). That order matters for the fallback and for a +1 in yellow. Take one platter die (a number joker may apply) or none. In the passive turn &lt;b&gt;+1 is allowed, reroll is not&lt;/b&gt;. Your total gives the rating:&lt;/p&gt;</source>
            <translation>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter; the other three lie on dice fields I, II and III in a random order (the same order decides between equal numbers). That order matters for the fallback and for a +1 in yellow. Take one platter die (a number joker may apply) or none. In the passive turn &lt;b&gt;+1 is allowed, reroll is not&lt;/b&gt;. Your total gives the rating:&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="122" />
            <source>Playing at the desk</source>
            <translation>Playing at the desk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesCleverCubed.qml" line="123" />
            <source>&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y T B Br P name white, yellow, turquoise, blue, brown, pink). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it; &lt;b&gt;S&lt;/b&gt; skips an optional cross.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y T B Br P name white, yellow, turquoise, blue, brown, pink). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it; &lt;b&gt;S&lt;/b&gt; skips an optional cross.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>RulesPrettyClever</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="8" />
            <source>Set-up and rounds</source>
            <translation>Set-up and rounds</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="9" />
            <source>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, blue, green, orange, purple) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;reroll&lt;/b&gt;, round 4 a &lt;b&gt;black X or black 6&lt;/b&gt; (see Bonuses).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, blue, green, orange, purple) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;reroll&lt;/b&gt;, round 4 a &lt;b&gt;black X or black 6&lt;/b&gt; (see Bonuses).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="18" />
            <source>The active player's turn</source>
            <translation>The active player's turn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="19" />
            <source>&lt;p&gt;The active player rolls all six dice, picks one, puts it on the next &lt;b&gt;dice field&lt;/b&gt; and enters it on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;; dice showing the same or more stay. The rest are rolled again: three rolls at most, so up to three dice land on the dice fields. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early. After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. If no die of the rolling area fits your sheet, the roll is &lt;b&gt;forfeited&lt;/b&gt;: it counts as one of the three, its dice field stays empty and the same dice are rolled again. While a die fits, you must take one.&lt;/p&gt;</source>
            <translation>&lt;p&gt;The active player rolls all six dice, picks one, puts it on the next &lt;b&gt;dice field&lt;/b&gt; and enters it on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;; dice showing the same or more stay. The rest are rolled again: three rolls at most, so up to three dice land on the dice fields. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early. After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. If no die of the rolling area fits your sheet, the roll is &lt;b&gt;forfeited&lt;/b&gt;: it counts as one of the three, its dice field stays empty and the same dice are rolled again. While a die fits, you must take one.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="29" />
            <source>Which die goes where</source>
            <translation>Which die goes where</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="30" />
            <source>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild: it can be used as any colour. Blue always counts &lt;b&gt;blue + white&lt;/b&gt; together, wherever the other die lies: the blue die and the white die taken as blue both enter that sum, never a single die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild: it can be used as any colour. Blue always counts &lt;b&gt;blue + white&lt;/b&gt; together, wherever the other die lies: the blue die and the white die taken as blue both enter that sum, never a single die.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="34" />
            <source>The passive players</source>
            <translation>The passive players</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="35" />
            <source>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="38" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="40" />
            <source>&lt;p&gt;A player who declines a platter die that fits may not take one from the dice fields.&lt;/p&gt;</source>
            <translation>&lt;p&gt;A player who declines a platter die that fits may not take one from the dice fields.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="42" />
            <source>Yellow</source>
            <translation>Yellow</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="43" />
            <source>&lt;p&gt;Cross &lt;b&gt;one&lt;/b&gt; cell showing the die's number, anywhere in the grid: one die crosses one cell, even when both cells of its number are open. The four printed crosses count as crossed. A complete row pays the bonus at its right, the complete diagonal from the top left a +1.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each complete column scores the points printed under it (10, 14, 16, 20).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Cross &lt;b&gt;one&lt;/b&gt; cell showing the die's number, anywhere in the grid: one die crosses one cell, even when both cells of its number are open. The four printed crosses count as crossed. A complete row pays the bonus at its right, the complete diagonal from the top left a +1.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each complete column scores the points printed under it (10, 14, 16, 20).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="48" />
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="49" />
            <source>&lt;p&gt;Add the blue and the white die and cross that sum (2–12). A complete row or column pays the bonus printed at its end.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: by the number of crosses, on the scale above the area (1 cross 1 point … 11 crosses 56 points).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Add the blue and the white die and cross that sum (2–12). A complete row or column pays the bonus printed at its end.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: by the number of crosses, on the scale above the area (1 cross 1 point … 11 crosses 56 points).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="53" />
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="54" />
            <source>&lt;p&gt;From left to right, never skipping a cell: the die must reach the number printed in the next cell (≥) to cross it.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the points in the star above your last crossed cell.&lt;/p&gt;</source>
            <translation>&lt;p&gt;From left to right, never skipping a cell: the die must reach the number printed in the next cell (≥) to cross it.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the points in the star above your last crossed cell.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="57" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="58" />
            <source>&lt;p&gt;From left to right, never skipping a cell: write the die's number in the next cell, any number; a ×2 or ×3 cell doubles or triples it (a 4 on ×2 is written as 8).&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</source>
            <translation>&lt;p&gt;From left to right, never skipping a cell: write the die's number in the next cell, any number; a ×2 or ×3 cell doubles or triples it (a 4 on ×2 is written as 8).&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="61" />
            <source>Purple</source>
            <translation>Purple</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="62" />
            <source>&lt;p&gt;From left to right, never skipping a cell: write the die's number; each number must be &lt;b&gt;higher&lt;/b&gt; than the one before, except that after a 6 any number may follow, another 6 too.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</source>
            <translation>&lt;p&gt;From left to right, never skipping a cell: write the die's number; each number must be &lt;b&gt;higher&lt;/b&gt; than the one before, except that after a 6 any number may follow, another 6 too.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="66" />
            <source>Bonuses</source>
            <translation>Bonuses</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="67" />
            <source>&lt;p&gt;A bonus under a cell comes when that cell is filled; a bonus at the end of a row, a column or the diagonal when its last cell is marked. You take it at once; it cannot be saved. When one mark brings several bonuses, or a bonus brings another (a chain), you choose the order.&lt;/p&gt;&lt;p&gt;An &lt;b&gt;X&lt;/b&gt; crosses a cell of its colour without a die: in yellow and blue any open cell, in green the next cell, &lt;b&gt;whatever its minimum&lt;/b&gt;. A &lt;b&gt;number bonus&lt;/b&gt; writes its number in the next orange or purple cell; in orange it is &lt;b&gt;multiplied&lt;/b&gt; by the cell's ×2 or ×3. A &lt;b&gt;reroll&lt;/b&gt; or &lt;b&gt;+1&lt;/b&gt; circles the next action on its track, a &lt;b&gt;fox&lt;/b&gt; scores at the end. A bonus with no open cell is lost.&lt;/p&gt;&lt;p&gt;In &lt;b&gt;round 4&lt;/b&gt; everybody chooses a &lt;b&gt;black X&lt;/b&gt; (any yellow or blue cell, or the next green cell) or a &lt;b&gt;black 6&lt;/b&gt; (the next orange cell, multiplied, or the next purple cell).&lt;/p&gt;</source>
            <translation>&lt;p&gt;A bonus under a cell comes when that cell is filled; a bonus at the end of a row, a column or the diagonal when its last cell is marked. You take it at once; it cannot be saved. When one mark brings several bonuses, or a bonus brings another (a chain), you choose the order.&lt;/p&gt;&lt;p&gt;An &lt;b&gt;X&lt;/b&gt; crosses a cell of its colour without a die: in yellow and blue any open cell, in green the next cell, &lt;b&gt;whatever its minimum&lt;/b&gt;. A &lt;b&gt;number bonus&lt;/b&gt; writes its number in the next orange or purple cell; in orange it is &lt;b&gt;multiplied&lt;/b&gt; by the cell's ×2 or ×3. A &lt;b&gt;reroll&lt;/b&gt; or &lt;b&gt;+1&lt;/b&gt; circles the next action on its track, a &lt;b&gt;fox&lt;/b&gt; scores at the end. A bonus with no open cell is lost.&lt;/p&gt;&lt;p&gt;In &lt;b&gt;round 4&lt;/b&gt; everybody chooses a &lt;b&gt;black X&lt;/b&gt; (any yellow or blue cell, or the next green cell) or a &lt;b&gt;black 6&lt;/b&gt; (the next orange cell, multiplied, or the next purple cell).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="79" />
            <source>Actions</source>
            <translation>Actions</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="80" />
            <source>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, before you pick, roll all dice of the rolling area again; the dice on the dice fields and the platter stay. A reroll is not one of the three rolls.&lt;/p&gt;&lt;p&gt;&lt;b&gt;+1&lt;/b&gt; (extra die): at the end of your own turn, active or passive (also when you took no die), take &lt;b&gt;any one of the six dice&lt;/b&gt; again, wherever it lies (platter or dice field, also a die already used), and enter it like a pick. Each die at most once per turn as +1; several +1 in one turn are allowed.&lt;/p&gt;</source>
            <translation>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, before you pick, roll all dice of the rolling area again; the dice on the dice fields and the platter stay. A reroll is not one of the three rolls.&lt;/p&gt;&lt;p&gt;&lt;b&gt;+1&lt;/b&gt; (extra die): at the end of your own turn, active or passive (also when you took no die), take &lt;b&gt;any one of the six dice&lt;/b&gt; again, wherever it lies (platter or dice field, also a die already used), and enter it like a pick. Each die at most once per turn as +1; several +1 in one turn are allowed.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="88" />
            <source>Game end</source>
            <translation>Game end</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="89" />
            <source>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; actions; rerolls left over lapse and score nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; actions; rerolls left over lapse and score nothing.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="92" />
            <source>Scoring and the winner</source>
            <translation>Scoring and the winner</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="93" />
            <source>&lt;p&gt;Add your five area scores. Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if an area scores 0). The highest total wins. On a tie, the tied player with the highest single area score wins; if that is equal too, they share the win.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Add your five area scores. Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if an area scores 0). The highest total wins. On a tie, the tied player with the highest single area score wins; if that is equal too, they share the win.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="97" />
            <source>Solo game</source>
            <translation>Solo game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="98" />
            <source>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter (equal numbers in a random order), the other three onto the dice fields. Take one platter die or none; if none fits, the dice fields are open to you as usual. In the passive turn &lt;b&gt;+1 is allowed, reroll is not&lt;/b&gt;. Your total tells you how clever you are:&lt;/p&gt;</source>
            <translation>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter (equal numbers in a random order), the other three onto the dice fields. Take one platter die or none; if none fits, the dice fields are open to you as usual. In the passive turn &lt;b&gt;+1 is allowed, reroll is not&lt;/b&gt;. Your total tells you how clever you are:&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="104" />
            <source>Playing at the desk</source>
            <translation>Playing at the desk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesPrettyClever.qml" line="105" />
            <source>&lt;p&gt;Click a die (or press the number &lt;b&gt;1–6&lt;/b&gt; under it), then one of the lit cells. Bonuses that need a choice light their cells and say what they want. &lt;b&gt;Arrows&lt;/b&gt; or &lt;b&gt;Tab&lt;/b&gt; walk over the lit cells, &lt;b&gt;Enter&lt;/b&gt; enters the die there. &lt;b&gt;R&lt;/b&gt; reroll, &lt;b&gt;E&lt;/b&gt; use a +1, &lt;b&gt;D&lt;/b&gt; done with +1, &lt;b&gt;N&lt;/b&gt; take no die, &lt;b&gt;F&lt;/b&gt; forfeit, &lt;b&gt;Esc&lt;/b&gt; cancel a choice. Every die carries a letter (W, Y, B, G, O, P) besides its colour.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Click a die (or press the number &lt;b&gt;1–6&lt;/b&gt; under it), then one of the lit cells. Bonuses that need a choice light their cells and say what they want. &lt;b&gt;Arrows&lt;/b&gt; or &lt;b&gt;Tab&lt;/b&gt; walk over the lit cells, &lt;b&gt;Enter&lt;/b&gt; enters the die there. &lt;b&gt;R&lt;/b&gt; reroll, &lt;b&gt;E&lt;/b&gt; use a +1, &lt;b&gt;D&lt;/b&gt; done with +1, &lt;b&gt;N&lt;/b&gt; take no die, &lt;b&gt;F&lt;/b&gt; forfeit, &lt;b&gt;Esc&lt;/b&gt; cancel a choice. Every die carries a letter (W, Y, B, G, O, P) besides its colour.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>RulesScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="26" />
            <source>Rules: %1</source>
            <translation>Rules: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="72" />
            <source>Play the guided game</source>
            <translation>Play the guided game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesScreen.qml" line="73" />
            <source>A first game in which the desk points at every element and says what to do next</source>
            <translation>A first game in which the desk points at every element and says what to do next</translation>
        </message>
    </context>
    <context>
        <name>RulesSections</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesSections.qml" line="18" />
            <source>Rating table</source>
            <translation>Rating table</translation>
        </message>
    </context>
    <context>
        <name>RulesTwiceAsClever</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="8" />
            <source>Set-up and rounds</source>
            <translation>Set-up and rounds</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="9" />
            <source>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, blue, green, pink, silver) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;return&lt;/b&gt; action, round 4 a &lt;b&gt;black ?&lt;/b&gt; (see Bonuses).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Every player has a score sheet. A player chosen at random takes the six dice (white, yellow, blue, green, pink, silver) and is the first &lt;b&gt;active player&lt;/b&gt;; the others are &lt;b&gt;passive&lt;/b&gt;. The game lasts &lt;b&gt;6 rounds&lt;/b&gt; with 1 or 2 players, &lt;b&gt;5 rounds&lt;/b&gt; with 3 and &lt;b&gt;4 rounds&lt;/b&gt; with 4 players (with the optional house rule for 5 or 6 players: 4 rounds). In every round each player is the active player once, in turn to the left.&lt;/p&gt;&lt;p&gt;At the start of each round everybody crosses off the round number and takes its bonus: round 1 a &lt;b&gt;reroll&lt;/b&gt;, round 2 a &lt;b&gt;+1&lt;/b&gt;, round 3 a &lt;b&gt;return&lt;/b&gt; action, round 4 a &lt;b&gt;black ?&lt;/b&gt; (see Bonuses).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="18" />
            <source>The active player's turn</source>
            <translation>The active player's turn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="19" />
            <source>&lt;p&gt;The active player rolls all six dice, picks one, puts it on the next &lt;b&gt;dice field&lt;/b&gt; and enters it on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;; dice showing the same or more stay. The rest are rolled again: three rolls at most. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early (unless a return action brings one back). After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit, and must be when none fits: it counts as one of the three, its dice field stays empty and the same dice are rolled again.&lt;/p&gt;</source>
            <translation>&lt;p&gt;The active player rolls all six dice, picks one, puts it on the next &lt;b&gt;dice field&lt;/b&gt; and enters it on the sheet. Every die showing &lt;b&gt;less&lt;/b&gt; than the picked one goes to the &lt;b&gt;silver platter&lt;/b&gt;; dice showing the same or more stay. The rest are rolled again: three rolls at most. Picking the lowest die sends nothing to the platter; when no dice are left to roll, the turn ends early (unless a return action brings one back). After the third roll every die still in the rolling area goes to the platter.&lt;/p&gt;&lt;p&gt;Only a die that can be entered may be taken. A roll may always be &lt;b&gt;forfeited&lt;/b&gt; (F), even when a die would fit, and must be when none fits: it counts as one of the three, its dice field stays empty and the same dice are rolled again.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="29" />
            <source>Which die goes where</source>
            <translation>Which die goes where</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="30" />
            <source>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild: it can be used as any colour. Blue always counts &lt;b&gt;blue + white&lt;/b&gt; together, wherever the other die lies: the blue die and the white die taken as blue both enter that sum, never a single die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Each die is entered in the area of its colour. The &lt;b&gt;white die&lt;/b&gt; is wild: it can be used as any colour. Blue always counts &lt;b&gt;blue + white&lt;/b&gt; together, wherever the other die lies: the blue die and the white die taken as blue both enter that sum, never a single die.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="34" />
            <source>The passive players</source>
            <translation>The passive players</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="35" />
            <source>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die.&lt;/p&gt;</source>
            <translation>&lt;p&gt;When the active player is done, every passive player at the same time takes &lt;b&gt;one&lt;/b&gt; die from the silver platter and enters it, or takes none. The dice stay on the platter: several players may take the same die.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="38" />
            <source>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</source>
            <translation>&lt;p&gt;If no platter die fits a passive player's sheet, that player may take one die from the active player's &lt;b&gt;dice fields&lt;/b&gt; instead.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="40" />
            <source>&lt;p&gt;A player who declines a platter die that fits may not take one from the dice fields.&lt;/p&gt;</source>
            <translation>&lt;p&gt;A player who declines a platter die that fits may not take one from the dice fields.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="42" />
            <source>Silver</source>
            <translation>Silver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="43" />
            <source>&lt;p&gt;Cross the die's number in a row of your choice where it is still open; when the number is crossed in all four rows, the silver die may not be taken as silver. A column crossed in all four rows pays the bonus under it.&lt;/p&gt;&lt;p&gt;When your &lt;b&gt;active pick goes into silver&lt;/b&gt;, every die it sends to the platter may follow into silver too: a coloured die in the row of its colour, white or silver in any row. Each of these marks is optional: click a lit cell or press Skip. Dice that were on the platter before, and the dice that go there after the third roll, never follow; a silver die taken by a passive player, by a +1 or by a ? bonus gives one mark only.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each row by its own crosses, on the scale above (1 cross 2 points … 6 crosses 22 points).&lt;/p&gt;</source>
            <translation>&lt;p&gt;Cross the die's number in a row of your choice where it is still open; when the number is crossed in all four rows, the silver die may not be taken as silver. A column crossed in all four rows pays the bonus under it.&lt;/p&gt;&lt;p&gt;When your &lt;b&gt;active pick goes into silver&lt;/b&gt;, every die it sends to the platter may follow into silver too: a coloured die in the row of its colour, white or silver in any row. Each of these marks is optional: click a lit cell or press Skip. Dice that were on the platter before, and the dice that go there after the third roll, never follow; a silver die taken by a passive player, by a +1 or by a ? bonus gives one mark only.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: each row by its own crosses, on the scale above (1 cross 2 points … 6 crosses 22 points).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="53" />
            <source>Yellow</source>
            <translation>Yellow</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="54" />
            <source>&lt;p&gt;A die first &lt;b&gt;circles&lt;/b&gt; a cell showing its number, a later one &lt;b&gt;crosses&lt;/b&gt; a circled cell; a cell without a circle can never be crossed. When both are possible, you choose. Rows and columns pay their bonus once all their cells are circled.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: only crosses count, on the scale above the area.&lt;/p&gt;</source>
            <translation>&lt;p&gt;A die first &lt;b&gt;circles&lt;/b&gt; a cell showing its number, a later one &lt;b&gt;crosses&lt;/b&gt; a circled cell; a cell without a circle can never be crossed. When both are possible, you choose. Rows and columns pay their bonus once all their cells are circled.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: only crosses count, on the scale above the area.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="59" />
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="60" />
            <source>&lt;p&gt;Blue + white, written from left to right, never skipping a cell; the first number may be any sum, every later one must be &lt;b&gt;the same or lower&lt;/b&gt; than the number before.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the points above your last filled cell.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Blue + white, written from left to right, never skipping a cell; the first number may be any sum, every later one must be &lt;b&gt;the same or lower&lt;/b&gt; than the number before.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the points above your last filled cell.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="64" />
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="65" />
            <source>&lt;p&gt;From left to right, never skipping a cell: write the die times the cell's factor, any number. When both cells of a pair are filled, the pair scores the first minus the second (it may be negative); a pair with only its first cell filled scores 0. A cell's bonus comes when it is filled.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the pairs.&lt;/p&gt;</source>
            <translation>&lt;p&gt;From left to right, never skipping a cell: write the die times the cell's factor, any number. When both cells of a pair are filled, the pair scores the first minus the second (it may be negative); a pair with only its first cell filled scores 0. A cell's bonus comes when it is filled.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the pairs.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="70" />
            <source>Pink</source>
            <translation>Pink</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="71" />
            <source>&lt;p&gt;From left to right, never skipping a cell: write the die's number, any number; a cell pays its bonus only if the number reaches its ≥.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</source>
            <translation>&lt;p&gt;From left to right, never skipping a cell: write the die's number, any number; a cell pays its bonus only if the number reaches its ≥.&lt;br&gt;&lt;b&gt;Scoring&lt;/b&gt;: the sum of the numbers written.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="74" />
            <source>Bonuses</source>
            <translation>Bonuses</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="75" />
            <source>&lt;p&gt;A bonus under a cell comes when that cell is filled; a bonus at the end of a row or column when the line is complete (in yellow: all circled). You take it at once; it cannot be saved. When one mark brings several bonuses, or a bonus brings another (a chain), you choose the order. A bonus with no open place is lost; marks made by bonuses never send dice to the platter.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; in a colour is compulsory: the silver ? crosses any open silver cell; the yellow ? circles or crosses any yellow cell; the blue ? writes a number of your choice from 2 up to the previous blue number (never higher); the green and the pink ? write a number 1–6 of your choice (green times the factor; pink's ≥ still decides its bonus). A panel asks which number. In &lt;b&gt;round 4&lt;/b&gt; everybody gets a &lt;b&gt;black ?&lt;/b&gt;: the ? of any colour you choose.&lt;/p&gt;&lt;p&gt;The sixth circle of each action track pays the bonus at its end: reroll a fox, return a pink ?, +1 a silver ?.&lt;/p&gt;</source>
            <translation>&lt;p&gt;A bonus under a cell comes when that cell is filled; a bonus at the end of a row or column when the line is complete (in yellow: all circled). You take it at once; it cannot be saved. When one mark brings several bonuses, or a bonus brings another (a chain), you choose the order. A bonus with no open place is lost; marks made by bonuses never send dice to the platter.&lt;/p&gt;&lt;p&gt;A &lt;b&gt;?&lt;/b&gt; in a colour is compulsory: the silver ? crosses any open silver cell; the yellow ? circles or crosses any yellow cell; the blue ? writes a number of your choice from 2 up to the previous blue number (never higher); the green and the pink ? write a number 1–6 of your choice (green times the factor; pink's ≥ still decides its bonus). A panel asks which number. In &lt;b&gt;round 4&lt;/b&gt; everybody gets a &lt;b&gt;black ?&lt;/b&gt;: the ? of any colour you choose.&lt;/p&gt;&lt;p&gt;The sixth circle of each action track pays the bonus at its end: reroll a fox, return a pink ?, +1 a silver ?.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="87" />
            <source>Actions</source>
            <translation>Actions</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="88" />
            <source>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, before you pick, roll all dice of the rolling area again; the dice on the dice fields and the platter stay. A reroll is not one of the three rolls.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Return&lt;/b&gt; (active player only): before your second or third roll, bring one die from the platter back into the rolling area: click the die; it is rolled with the others. Several are allowed, but never once the dice are rolled, and never after the third roll.&lt;/p&gt;&lt;p&gt;&lt;b&gt;+1&lt;/b&gt; (extra die): at the end of your own turn, active or passive (also when you took no die), take &lt;b&gt;any one of the six dice&lt;/b&gt; again, wherever it lies (platter or dice field, also a die already used), and enter it like a pick. Each die at most once per turn as +1; several +1 in one turn are allowed.&lt;/p&gt;</source>
            <translation>&lt;p&gt;A circled action may be used in this or any later turn and is then crossed out; you may use several in one turn.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Reroll&lt;/b&gt; (active player only): after a roll, before you pick, roll all dice of the rolling area again; the dice on the dice fields and the platter stay. A reroll is not one of the three rolls.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Return&lt;/b&gt; (active player only): before your second or third roll, bring one die from the platter back into the rolling area: click the die; it is rolled with the others. Several are allowed, but never once the dice are rolled, and never after the third roll.&lt;/p&gt;&lt;p&gt;&lt;b&gt;+1&lt;/b&gt; (extra die): at the end of your own turn, active or passive (also when you took no die), take &lt;b&gt;any one of the six dice&lt;/b&gt; again, wherever it lies (platter or dice field, also a die already used), and enter it like a pick. Each die at most once per turn as +1; several +1 in one turn are allowed.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="99" />
            <source>Game end</source>
            <translation>Game end</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="100" />
            <source>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; actions; rerolls and return actions left over lapse and score nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;The game ends after the last turn of the last round. At its end everybody may still use &lt;b&gt;+1&lt;/b&gt; actions; rerolls and return actions left over lapse and score nothing.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="103" />
            <source>Scoring and the winner</source>
            <translation>Scoring and the winner</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="104" />
            <source>&lt;p&gt;Add your five area scores (green may be negative). Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if that is 0 or less). The highest total wins. On a tie, the tied player with the highest single area score wins; if that is equal too, they share the win.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Add your five area scores (green may be negative). Each &lt;b&gt;fox&lt;/b&gt; is worth your lowest area score (nothing if that is 0 or less). The highest total wins. On a tie, the tied player with the highest single area score wins; if that is equal too, they share the win.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="108" />
            <source>Solo game</source>
            <translation>Solo game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="109" />
            <source>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter (equal numbers in a random order), the other three onto the dice fields. Take one platter die or none; if none fits, the dice fields are open to you as usual; silver gives one mark. In the passive turn &lt;b&gt;+1 is allowed, reroll and return are not&lt;/b&gt;. The rating goes from “Half as clever.” to “Twice as clever!” (over 320 points):&lt;/p&gt;</source>
            <translation>&lt;p&gt;You play 6 rounds. In each round you are first active (a turn as above), then passive: all six dice are rolled and the &lt;b&gt;three lowest&lt;/b&gt; go to the silver platter (equal numbers in a random order), the other three onto the dice fields. Take one platter die or none; if none fits, the dice fields are open to you as usual; silver gives one mark. In the passive turn &lt;b&gt;+1 is allowed, reroll and return are not&lt;/b&gt;. The rating goes from “Half as clever.” to “Twice as clever!” (over 320 points):&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="116" />
            <source>Playing at the desk</source>
            <translation>Playing at the desk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/RulesTwiceAsClever.qml" line="117" />
            <source>&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y B G P S name white, yellow, blue, green, pink, silver). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it. &lt;b&gt;S&lt;/b&gt; skips a silver chain mark, &lt;b&gt;D&lt;/b&gt; rolls on after returning dice or ends the +1 window.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Dice keys: the number &lt;b&gt;1–6&lt;/b&gt; under each die you may take (the letters W Y B G P S name white, yellow, blue, green, pink, silver). While a choice is open, &lt;b&gt;1–9&lt;/b&gt; choose and &lt;b&gt;Esc&lt;/b&gt; closes it. &lt;b&gt;S&lt;/b&gt; skips a silver chain mark, &lt;b&gt;D&lt;/b&gt; rolls on after returning dice or ends the +1 window.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="28" />
            <source>the file does not exist</source>
            <translation>the file does not exist</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="29" />
            <source>it is not a regular file</source>
            <translation>it is not a regular file</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="30" />
            <source>the file cannot be read</source>
            <translation>the file cannot be read</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="31" />
            <source>it is far larger than any saved game</source>
            <translation>it is far larger than any saved game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="32" />
            <source>it is damaged or cut short (not a readable document)</source>
            <translation>it is damaged or cut short (not a readable document)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="33" />
            <source>it is not a cleverdesk saved game</source>
            <translation>it is not a cleverdesk saved game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="34" />
            <source>it was saved by a newer version of cleverdesk</source>
            <translation>it was saved by a newer version of cleverdesk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="35" />
            <source>its format version is unknown</source>
            <translation>its format version is unknown</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="36" />
            <source>its content does not have the shape of a saved game</source>
            <translation>its content does not have the shape of a saved game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="37" />
            <source>its content was changed or damaged after it was saved</source>
            <translation>its content was changed or damaged after it was saved</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="38" />
            <source>it is a game this version of cleverdesk does not know</source>
            <translation>it is a game this version of cleverdesk does not know</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="39" />
            <source>its moves cannot be replayed</source>
            <translation>its moves cannot be replayed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="40" />
            <source>its summary does not match its moves</source>
            <translation>its summary does not match its moves</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="41" />
            <source>it could not be written (is the disk full or read-only?)</source>
            <translation>it could not be written (is the disk full or read-only?)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="49" />
            <source>“%1” could not be saved: %2.</source>
            <translation>“%1” could not be saved: %2.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="51" />
            <source>“%1” could not be opened: %2.</source>
            <translation>“%1” could not be opened: %2.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="54" />
            <source>It was moved to %1; your other saved games are not affected.</source>
            <translation>It was moved to %1; your other saved games are not affected.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="67" />
            <source>Finished · %1</source>
            <translation>Finished · %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="70" />
            <source>Round %1 · %3</source>
            <translation>Round %1 · %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="73" />
            <source>Round %1 of %2 · %3</source>
            <translation>Round %1 of %2 · %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="96" />
            <source>round %1 of %2</source>
            <translation>round %1 of %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="99" />
            <source>round %1 · %2 moves</source>
            <translation>round %1 · %2 moves</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="104" />
            <source>scores %1</source>
            <translation>scores %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="109" />
            <source>%1 with %2 · %3 · %4 · saved %5</source>
            <translation>%1 with %2 · %3 · %4 · saved %5</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/autosave.py" line="67" />
            <source>The game could not be autosaved: %1</source>
            <translation>The game could not be autosaved: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/continuing.py" line="50" />
            <source>There is no saved game to continue yet.</source>
            <translation>There is no saved game to continue yet.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/saves/continuing.py" line="55" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/desk.py" line="219" />
            <source>This desk cannot show a game of %1.</source>
            <translation>This desk cannot show a game of %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/desk.py" line="228" />
            <source>The saved game could not be put on the table: %1</source>
            <translation>The saved game could not be put on the table: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="36" />
            <source>There is no game to save.</source>
            <translation>There is no game to save.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="39" />
            <source>Give the saved game a name.</source>
            <translation>Give the saved game a name.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="49" />
            <source>Saved as “%1”.</source>
            <translation>Saved as “%1”.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="64" />
            <source>There is no saved game %1.</source>
            <translation>There is no saved game %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="73" />
            <source>The saved game could not be deleted: %1</source>
            <translation>The saved game could not be deleted: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="77" />
            <source>“%1” was deleted.</source>
            <translation>“%1” was deleted.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="92" />
            <source>Exported to %1.</source>
            <translation>Exported to %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="104" />
            <source>Imported “%1”.</source>
            <translation>Imported “%1”.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="115" />
            <source>Export saved game</source>
            <translation>Export saved game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="117" />
            <source>Saved games (*.json)</source>
            <translation>Saved games (*.json)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="125" />
            <source>Import a saved game</source>
            <translation>Import a saved game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/named.py" line="126" />
            <source>Saved games (*.json);;All files (*)</source>
            <translation>Saved games (*.json);;All files (*)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/save_list.py" line="104" />
            <source>The saved games could not be listed: %1</source>
            <translation>The saved games could not be listed: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/save_list.py" line="111" />
            <source>“%1” cannot be listed: %2</source>
            <translation>“%1” cannot be listed: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="169" />
            <location filename="../cleverdesk/ui/saves/undo.py" line="196" />
            <source>Undo is off for this game (an honest game, or a campaign game).</source>
            <translation>Undo is off for this game (an honest game, or a campaign game).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="173" />
            <source>Your last move brought new dice onto the table, so it cannot be taken back (practice undo in the settings lifts this).</source>
            <translation>Your last move brought new dice onto the table, so it cannot be taken back (practice undo in the settings lifts this).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="177" />
            <source>Undo takes back a move only until new dice are seen or the turn passes on (practice undo in the settings lifts this).</source>
            <translation>Undo takes back a move only until new dice are seen or the turn passes on (practice undo in the settings lifts this).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="182" />
            <source>The game is over: its final scoring stands.</source>
            <translation>The game is over: its final scoring stands.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="184" />
            <source>Nothing to take back yet: no move of a person at this computer since the game began.</source>
            <translation>Nothing to take back yet: no move of a person at this computer since the game began.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="188" />
            <source>Take back your last move (Ctrl+Z). Going back past dice already seen makes this a practice game: it does not count in the records.</source>
            <translation>Take back your last move (Ctrl+Z). Going back past dice already seen makes this a practice game: it does not count in the records.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="192" />
            <source>Take back your last move; the dice stay as they fell (Ctrl+Z)</source>
            <translation>Take back your last move; the dice stay as they fell (Ctrl+Z)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/undo.py" line="198" />
            <source>Play the move you took back again (Ctrl+Shift+Z)</source>
            <translation>Play the move you took back again (Ctrl+Shift+Z)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/saves/words.py" line="23" />
            <source>%n move(s)</source>
            <translation>
                <numerusform>%n move</numerusform>
                <numerusform>%n moves</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/saves/words.py" line="118" />
            <source>“%1” was saved by an early version of cleverdesk without a checksum, so it could not be verified that it is unchanged. It was converted to the current format; check that the names and scores are right.</source>
            <translation>“%1” was saved by an early version of cleverdesk without a checksum, so it could not be verified that it is unchanged. It was converted to the current format; check that the names and scores are right.</translation>
        </message>
    </context>
    <context>
        <name>SavesScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="58" />
            <source>Saved games</source>
            <translation>Saved games</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="87" />
            <source>Save the game on the table as</source>
            <translation>Save the game on the table as</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="102" />
            <source>A title has at most %n character(s).</source>
            <translation>
                <numerusform>A title has at most %n character.</numerusform>
                <numerusform>A title has at most %n characters.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="104" />
            <source>A name for this game</source>
            <translation>A name for this game</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="112" />
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="113" />
            <source>Keep this game under its name; the game goes on (Enter in the name field)</source>
            <translation>Keep this game under its name; the game goes on (Enter in the name field)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="137" />
            <source>Import a file…</source>
            <translation>Import a file…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="138" />
            <source>Add a saved game from a file anywhere on this computer</source>
            <translation>Add a saved game from a file anywhere on this computer</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="161" />
            <source>Looking through your saved games… %n game(s) found so far.</source>
            <translation>
                <numerusform>Looking through your saved games… %n game found so far.</numerusform>
                <numerusform>Looking through your saved games… %n games found so far.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="162" />
            <source>Looking through your saved games…</source>
            <translation>Looking through your saved games…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="183" />
            <source>No saved games yet. On the table, “Save” keeps a game under a name; every game is also kept automatically for “Continue”.</source>
            <translation>No saved games yet. On the table, “Save” keeps a game under a name; every game is also kept automatically for “Continue”.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="280" />
            <source>Open</source>
            <translation>Open</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="281" />
            <source>Play this game from where it was saved (Enter)</source>
            <translation>Play this game from where it was saved (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="287" />
            <source>Export…</source>
            <translation>Export…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="288" />
            <source>Write a copy of this saved game to a file of your choice</source>
            <translation>Write a copy of this saved game to a file of your choice</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="297" />
            <source>Print…</source>
            <translation>Print…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="298" />
            <source>Print this game's sheets or export them as a PDF</source>
            <translation>Print this game's sheets or export them as a PDF</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="308" />
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="365" />
            <source>Delete</source>
            <translation>Delete</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="309" />
            <source>Delete this saved game (Del)</source>
            <translation>Delete this saved game (Del)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="340" />
            <source>Delete “%1”?</source>
            <translation>Delete “%1”?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="348" />
            <source>The saved game is removed from this computer. This cannot be undone.</source>
            <translation>The saved game is removed from this computer. This cannot be undone.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SavesScreen.qml" line="358" />
            <source>Keep it</source>
            <translation>Keep it</translation>
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
            <translation>← Back</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ScreenHeader.qml" line="26" />
            <source>Back (Esc)</source>
            <translation>Back (Esc)</translation>
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
            <translation>red</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="23" />
            <source>green</source>
            <translation>green</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="24" />
            <source>purple</source>
            <translation>purple</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="31" />
            <source>oval</source>
            <translation>oval</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="31" />
            <source>ovals</source>
            <translation>ovals</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="32" />
            <source>squiggle</source>
            <translation>squiggle</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="32" />
            <source>squiggles</source>
            <translation>squiggles</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="33" />
            <source>diamond</source>
            <translation>diamond</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="33" />
            <source>diamonds</source>
            <translation>diamonds</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="39" />
            <source>one</source>
            <translation>one</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="40" />
            <source>two</source>
            <translation>two</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="41" />
            <source>three</source>
            <translation>three</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="48" />
            <source>WILD</source>
            <translation>WILD</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="52" />
            <source>%1 %2 %3</source>
            <translation>%1 %2 %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="58" />
            <source>WILD as %1</source>
            <translation>WILD as %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="63" />
            <source>row %1, column %2</source>
            <translation>row %1, column %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="71" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="72" />
            <location filename="../cleverdesk/ui/setcubed/words.py" line="73" />
            <source>That is not possible now.</source>
            <translation>That is not possible now.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="74" />
            <source>Place 1 to 3 dice, or pass.</source>
            <translation>Place 1 to 3 dice, or pass.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="75" />
            <source>At most 3 dice per turn.</source>
            <translation>At most 3 dice per turn.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="76" />
            <source>That die is not in your hand.</source>
            <translation>That die is not in your hand.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="77" />
            <source>That die is already placed.</source>
            <translation>That die is already placed.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="78" />
            <source>That cell is not on the board.</source>
            <translation>That cell is not on the board.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="79" />
            <source>That cell is taken.</source>
            <translation>That cell is taken.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="80" />
            <source>Say which symbol the WILD shows.</source>
            <translation>Say which symbol the WILD shows.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="81" />
            <source>Only a WILD is declared.</source>
            <translation>Only a WILD is declared.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="82" />
            <source>That is not a symbol.</source>
            <translation>That is not a symbol.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="83" />
            <source>The opening puts three dice on the three logo cells.</source>
            <translation>The opening puts three dice on the three logo cells.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="85" />
            <source>The three opening dice do not form a SET.</source>
            <translation>The three opening dice do not form a SET.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="86" />
            <source>Every die you place must complete a SET in a row or column.</source>
            <translation>Every die you place must complete a SET in a row or column.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="88" />
            <source>The new SETs must build on dice already on the board.</source>
            <translation>The new SETs must build on dice already on the board.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="90" />
            <source>No WILD lies there.</source>
            <translation>No WILD lies there.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="91" />
            <source>The die must show exactly the WILD's symbol.</source>
            <translation>The die must show exactly the WILD's symbol.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/words.py" line="99" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/words.py" line="103" />
            <source>%n new SET(s)</source>
            <translation>
                <numerusform>%n new SET</numerusform>
                <numerusform>%n new SETs</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/words.py" line="107" />
            <source>%n die(s)</source>
            <translation>
                <numerusform>%n die</numerusform>
                <numerusform>%n dice</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="124" />
            <source>%1 draws %2 from the bag</source>
            <translation>%1 draws %2 from the bag</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="134" />
            <source>Round %1</source>
            <translation>Round %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/words.py" line="141" />
            <source>No hand held a SET: the opening was rolled %n time(s)</source>
            <translation>
                <numerusform>No hand held a SET: the opening was rolled once</numerusform>
                <numerusform>No hand held a SET: the opening was rolled %n times</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="145" />
            <source>%1 opens (drawn among %2 players with a SET)</source>
            <translation>%1 opens (drawn among %2 players with a SET)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="148" />
            <source>%1 has a SET in hand and opens</source>
            <translation>%1 has a SET in hand and opens</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="157" />
            <source>%1 placed %2: %3 → %4</source>
            <translation>%1 placed %2: %3 → %4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="161" />
            <source> (bonus squares +%1)</source>
            <translation> (bonus squares +%1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="168" />
            <source>%1 passes</source>
            <translation>%1 passes</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="171" />
            <source>No possible move: %1's turn is skipped</source>
            <translation>No possible move: %1's turn is skipped</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="174" />
            <source>Nobody can play: everybody re-rolls all dice in hand</source>
            <translation>Nobody can play: everybody re-rolls all dice in hand</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="177" />
            <source>%1 swaps %2 for the WILD at %3 and rolls the WILD die</source>
            <translation>%1 swaps %2 for the WILD at %3 and rolls the WILD die</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="182" />
            <source>The WILD die shows %1</source>
            <translation>The WILD die shows %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="185" />
            <source>%1's hand is empty: this is the last round</source>
            <translation>%1's hand is empty: this is the last round</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="191" />
            <source>EXTRA ROLL: %1 re-rolls %2</source>
            <translation>EXTRA ROLL: %1 re-rolls %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="194" />
            <source>EXTRA ROLL: %1 keeps all dice</source>
            <translation>EXTRA ROLL: %1 keeps all dice</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/words.py" line="197" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
    </context>
    <context>
        <name>SetCubedBoardBar</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="23" />
            <source>Zoom out (−)</source>
            <translation>Zoom out (−)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="29" />
            <source>%1 %</source>
            <translation>%1 %</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="41" />
            <source>Zoom in (+, or Ctrl + mouse wheel)</source>
            <translation>Zoom in (+, or Ctrl + mouse wheel)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="49" />
            <source>Fit</source>
            <translation>Fit</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="51" />
            <source>Show the whole board (0)</source>
            <translation>Show the whole board (0)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="82" />
            <source>Save…</source>
            <translation>Save…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedBoardBar.qml" line="83" />
            <source>Save this game under a name, or open a saved game; it is also saved after every move (Ctrl+S)</source>
            <translation>Save this game under a name, or open a saved game; it is also saved after every move (Ctrl+S)</translation>
        </message>
    </context>
    <context>
        <name>SetCubedGame</name>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="35" />
            <source>Unknown computer opponent %1</source>
            <translation>Unknown computer opponent %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="36" />
            <source>Computer %1</source>
            <translation>Computer %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="37" />
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/new_game.py" line="38" />
            <source>The seed must be a whole number.</source>
            <translation>The seed must be a whole number.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/board_data.py" line="40" />
            <source>Board layout and dice faces are approximations; the printed game may differ.</source>
            <translation>Board layout and dice faces are approximations; the printed game may differ.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/desk.py" line="128" />
            <source>SET Cubed is for 2 to 4 players: choose Solo (against the computer) or 2–4 seats.</source>
            <translation>SET Cubed is for 2 to 4 players: choose Solo (against the computer) or 2–4 seats.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/desk.py" line="253" />
            <source>Time is up: no EXTRA ROLL for %1.</source>
            <translation>Time is up: no EXTRA ROLL for %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/desk.py" line="336" />
            <source>The computer opponent failed: %1</source>
            <translation>The computer opponent failed: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/preview.py" line="20" />
            <source>bonus +%1</source>
            <translation>bonus +%1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/preview.py" line="24" />
            <source>Legal: %1</source>
            <translation>Legal: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/preview.py" line="25" />
            <source>So far: %1</source>
            <translation>So far: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/preview.py" line="26" />
            <source>Not yet legal: %1</source>
            <translation>Not yet legal: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="59" />
            <source>%1 wins!</source>
            <translation>%1 wins!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="60" />
            <source>A tie: %1 share the win.</source>
            <translation>A tie: %1 share the win.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="61" />
            <source> and </source>
            <translation> and </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="69" />
            <source>A hand ran empty and the round was played out.</source>
            <translation>A hand ran empty and the round was played out.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/results.py" line="71" />
            <source>Nobody could place a die any more: the game is scored as it stands.</source>
            <translation>Nobody could place a die any more: the game is scored as it stands.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/rows.py" line="31" />
            <source>bonus square %1 (paid)</source>
            <translation>bonus square %1 (paid)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/rows.py" line="32" />
            <source>bonus square +%1</source>
            <translation>bonus square +%1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/rows.py" line="35" />
            <source>logo</source>
            <translation>logo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/rows.py" line="105" />
            <source>%1 (key %2)</source>
            <translation>%1 (key %2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/status.py" line="33" />
            <source>Round %1</source>
            <translation>Round %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/status.py" line="36" />
            <source>last round</source>
            <translation>last round</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/status.py" line="49" />
            <source>Bag: %1</source>
            <translation>Bag: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="22" />
            <source>Opening</source>
            <translation>Opening</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="23" />
            <source>WILD replacement</source>
            <translation>WILD replacement</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="24" />
            <source>Place dice</source>
            <translation>Place dice</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="25" />
            <source>EXTRA ROLL</source>
            <translation>EXTRA ROLL</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="26" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="55" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="58" />
            <source>%1 is thinking…</source>
            <translation>%1 is thinking…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="61" />
            <source>Pass the device to %1.</source>
            <translation>Pass the device to %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="64" />
            <source>%1, you open: place three dice that form a SET on the three logo cells, then End turn.</source>
            <translation>%1, you open: place three dice that form a SET on the three logo cells, then End turn.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="68" />
            <source>%1, a die in your hand shows the symbol of a WILD on the board. Click the lit WILD to swap it (the WILD die comes back to your hand and is rolled), or keep the WILDs.</source>
            <translation>%1, a die in your hand shows the symbol of a WILD on the board. Click the lit WILD to swap it (the WILD die comes back to your hand and is rolled), or keep the WILDs.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="73" />
            <source>EXTRA ROLL, %1: click the dice you want to re-roll, then Roll. Keep all dice if you like them.</source>
            <translation>EXTRA ROLL, %1: click the dice you want to re-roll, then Roll. Keep all dice if you like them.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="77" />
            <source>Say which symbol your WILD shows.</source>
            <translation>Say which symbol your WILD shows.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="80" />
            <source>%1, place up to 3 dice: click a die of your hand, then a cell (or drag it). Every die must complete a SET in a row or column.</source>
            <translation>%1, place up to 3 dice: click a die of your hand, then a cell (or drag it). Every die must complete a SET in a row or column.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="84" />
            <source>Add more dice (up to 3), click a placed die to take it back, or End turn.</source>
            <translation>Add more dice (up to 3), click a placed die to take it back, or End turn.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="151" />
            <source>%1's hand</source>
            <translation>%1's hand</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/turn_view.py" line="167" />
            <source>Next: %1.</source>
            <translation>Next: %1.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedHand</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHand.qml" line="34" />
            <source>click dice to re-roll</source>
            <translation>click dice to re-roll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHand.qml" line="35" />
            <source>click or drag a die</source>
            <translation>click or drag a die</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHand.qml" line="147" />
            <source>Colours are also told by the fill: red solid, green striped, purple open.</source>
            <translation>Colours are also told by the fill: red solid, green striped, purple open.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedHintButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHintButton.qml" line="13" />
            <source>Hide hint</source>
            <translation>Hide hint</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHintButton.qml" line="13" />
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHintButton.qml" line="15" />
            <source>What would the computer place? Its best turn on the board, with the points it scores (H)</source>
            <translation>What would the computer place? Its best turn on the board, with the points it scores (H)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedHintButton.qml" line="16" />
            <source>A hint is for placing dice: it is there when you place dice.</source>
            <translation>A hint is for placing dice: it is there when you place dice.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedHints</name>
        <message>
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="124" />
            <source>The computer is looking for its best turn…</source>
            <translation>The computer is looking for its best turn…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="155" />
            <source>The computer would pass: no die of your hand completes a SET on the board.</source>
            <translation>The computer would pass: no die of your hand completes a SET on the board.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="169" />
            <source>The computer's opening SET is on the board: %n point(s).</source>
            <translation>
                <numerusform>The computer's opening SET is on the board: %n point.</numerusform>
                <numerusform>The computer's opening SET is on the board: %n points.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="171" />
            <source>The computer's best turn is on the board: %n point(s).</source>
            <translation>
                <numerusform>The computer's best turn is on the board: %n point.</numerusform>
                <numerusform>The computer's best turn is on the board: %n points.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/hint_advisor.py" line="173" />
            <source>End turn (E) plays it; Backspace takes the dice back.</source>
            <translation>End turn (E) plays it; Backspace takes the dice back.</translation>
        </message>
    </context>
    <context>
        <name>SetCubedOptions</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedOptions.qml" line="20" />
            <source>Solo: you against the computer opponents (an app mode, not an official rule: the official game has no solo mode).</source>
            <translation>Solo: you against the computer opponents (an app mode, not an official rule: the official game has no solo mode).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedOptions.qml" line="21" />
            <source>SET Cubed is for 2–4 players; any seat can be a computer opponent.</source>
            <translation>SET Cubed is for 2–4 players; any seat can be a computer opponent.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedOptions.qml" line="28" />
            <source>EXTRA ROLL timer: 30 seconds per player</source>
            <translation>EXTRA ROLL timer: 30 seconds per player</translation>
        </message>
    </context>
    <context>
        <name>SetCubedPromptCard</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="78" />
            <source>%1 s left</source>
            <translation>%1 s left</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="92" />
            <source>End turn (+%1)</source>
            <translation>End turn (+%1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="93" />
            <source>End turn</source>
            <translation>End turn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="94" />
            <source>Place these dice and score them (E)</source>
            <translation>Place these dice and score them (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="102" />
            <source>Take back</source>
            <translation>Take back</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="103" />
            <source>Take all dice of this turn back into the hand (Backspace)</source>
            <translation>Take all dice of this turn back into the hand (Backspace)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="112" />
            <source>Skip ahead</source>
            <translation>Skip ahead</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="113" />
            <source>The computer opponents move at once, until a person decides (End)</source>
            <translation>The computer opponents move at once, until a person decides (End)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="114" />
            <source>Skip ahead to the next decision of a person</source>
            <translation>Skip ahead to the next decision of a person</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="121" />
            <source>Pass</source>
            <translation>Pass</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="122" />
            <source>Place nothing this turn (P)</source>
            <translation>Place nothing this turn (P)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="130" />
            <source>Keep the WILDs</source>
            <translation>Keep the WILDs</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="131" />
            <source>No swap: go on to placing dice (K)</source>
            <translation>No swap: go on to placing dice (K)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="140" />
            <source>Re-roll (choose dice)</source>
            <translation>Re-roll (choose dice)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="141" />
            <source>Re-roll %n die(s)</source>
            <translation>
                <numerusform>Re-roll %n die</numerusform>
                <numerusform>Re-roll %n dice</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="142" />
            <source>Roll the chosen dice again (E)</source>
            <translation>Roll the chosen dice again (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="149" />
            <source>Keep all dice</source>
            <translation>Keep all dice</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="150" />
            <source>No EXTRA ROLL this round (K)</source>
            <translation>No EXTRA ROLL this round (K)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="157" />
            <source>Keys: 1–5 dice · arrows board · Enter place/take back · E end turn · P pass · K keep · +/− zoom · Esc cancel</source>
            <translation>Keys: 1–5 dice · arrows board · Enter place/take back · E end turn · P pass · K keep · +/− zoom · Esc cancel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedPromptCard.qml" line="158" />
            <source>End skip ahead</source>
            <translation>End skip ahead</translation>
        </message>
    </context>
    <context>
        <name>SetCubedResults</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="57" />
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="69" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="104" />
            <source>Look at the board</source>
            <translation>Look at the board</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="105" />
            <source>Close this (Esc)</source>
            <translation>Close this (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="111" />
            <source>Home</source>
            <translation>Home</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedResults.qml" line="118" />
            <source>New game</source>
            <translation>New game</translation>
        </message>
    </context>
    <context>
        <name>SetCubedRoundScores</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRoundScores.qml" line="26" />
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRoundScores.qml" line="38" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
    </context>
    <context>
        <name>SetCubedRulesScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="21" />
            <source>Rules: SET Cubed</source>
            <translation>Rules: SET Cubed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="64" />
            <source>The printed board and the faces of the 42 dice are not publicly documented, so this app uses its own %1 × %2 board and dice set. Both are data files that can be replaced.</source>
            <translation>The printed board and the faces of the 42 dice are not publicly documented, so this app uses its own %1 × %2 board and dice set. Both are data files that can be replaced.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="80" />
            <source>A SET</source>
            <translation>A SET</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="81" />
            <source>&lt;p&gt;Three dice form a &lt;b&gt;SET&lt;/b&gt; when colour, shape and number are each &lt;b&gt;all the same or all different&lt;/b&gt; on the three dice. Three identical dice are a SET too. On the board a SET is three dice in a row or a column next to each other, never diagonally and never around a corner.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Three dice form a &lt;b&gt;SET&lt;/b&gt; when colour, shape and number are each &lt;b&gt;all the same or all different&lt;/b&gt; on the three dice. Three identical dice are a SET too. On the board a SET is three dice in a row or a column next to each other, never diagonally and never around a corner.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="85" />
            <source>Set-up and opening</source>
            <translation>Set-up and opening</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="86" />
            <source>&lt;p&gt;2–4 players each draw a hand of &lt;b&gt;5 dice&lt;/b&gt; from the bag. Everybody rolls; a player with a SET in hand places it on the &lt;b&gt;logo&lt;/b&gt; (3 points) and is the &lt;b&gt;first player&lt;/b&gt;: that was their turn of round 1, and they start every round. If several players have a SET, the opener is drawn among them; if nobody has one, everybody rolls again. A WILD in the opening scores 0.&lt;/p&gt;</source>
            <translation>&lt;p&gt;2–4 players each draw a hand of &lt;b&gt;5 dice&lt;/b&gt; from the bag. Everybody rolls; a player with a SET in hand places it on the &lt;b&gt;logo&lt;/b&gt; (3 points) and is the &lt;b&gt;first player&lt;/b&gt;: that was their turn of round 1, and they start every round. If several players have a SET, the opener is drawn among them; if nobody has one, everybody rolls again. A WILD in the opening scores 0.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="91" />
            <source>Your turn</source>
            <translation>Your turn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="92" />
            <source>&lt;p&gt;Turn by turn, each player places &lt;b&gt;up to 3 dice&lt;/b&gt; of their hand, with the face that is up, so that every placed die completes a SET of three in a row or a column. The turn must build on dice already on the board; two of your dice may form a SET with one board die. Dice on the board never move, and a full line that is not a SET is allowed (it scores nothing). Every new SET scores 1 point per die; a die in two new SETs scores for both. A &lt;b&gt;bonus square&lt;/b&gt; pays its value (+2, +3, +5) once, to the first die placed on it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Turn by turn, each player places &lt;b&gt;up to 3 dice&lt;/b&gt; of their hand, with the face that is up, so that every placed die completes a SET of three in a row or a column. The turn must build on dice already on the board; two of your dice may form a SET with one board die. Dice on the board never move, and a full line that is not a SET is allowed (it scores nothing). Every new SET scores 1 point per die; a die in two new SETs scores for both. A &lt;b&gt;bonus square&lt;/b&gt; pays its value (+2, +3, +5) once, to the first die placed on it.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="99" />
            <source>Skipping, passing, rolling again</source>
            <translation>Skipping, passing, rolling again</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="100" />
            <source>&lt;p&gt;Who cannot place is skipped; anybody may pass. If &lt;b&gt;nobody&lt;/b&gt; can play, everybody rolls all the dice in hand again.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Who cannot place is skipped; anybody may pass. If &lt;b&gt;nobody&lt;/b&gt; can play, everybody rolls all the dice in hand again.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="102" />
            <source>End of a round</source>
            <translation>End of a round</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="103" />
            <source>&lt;p&gt;After each round the hands are refilled from the bag to 5 dice, the first player first. The new dice are rolled at once; dice already in hand keep their faces. Then every player may roll any of their dice once again: the &lt;b&gt;EXTRA ROLL&lt;/b&gt; (there is none before round 1; an optional timer can be switched on when starting a game). When the bag runs short, later players may get fewer dice, or none.&lt;/p&gt;</source>
            <translation>&lt;p&gt;After each round the hands are refilled from the bag to 5 dice, the first player first. The new dice are rolled at once; dice already in hand keep their faces. Then every player may roll any of their dice once again: the &lt;b&gt;EXTRA ROLL&lt;/b&gt; (there is none before round 1; an optional timer can be switched on when starting a game). When the bag runs short, later players may get fewer dice, or none.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="109" />
            <source>Game end</source>
            <translation>Game end</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="110" />
            <source>&lt;p&gt;When a hand runs empty, the round is played out and the game ends. The most points win; tied players share the win. Dice left in hand count for nothing.&lt;/p&gt;</source>
            <translation>&lt;p&gt;When a hand runs empty, the round is played out and the game ends. The most points win; tied players share the win. Dice left in hand count for nothing.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="113" />
            <source>WILD</source>
            <translation>WILD</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="114" />
            <source>&lt;p&gt;A die showing &lt;b&gt;WILD&lt;/b&gt; is placed as any symbol you declare; the symbol is fixed afterwards. In the turn it is placed, the WILD itself scores 0 (its bonus square still pays); later it counts like any die.&lt;/p&gt;&lt;p&gt;At the start of your turn you may swap &lt;b&gt;any&lt;/b&gt; WILD on the board for a die from your hand showing exactly its symbol. The swap scores nothing and is not one of your three dice; the WILD die comes back to your hand and is rolled at once.&lt;/p&gt;</source>
            <translation>&lt;p&gt;A die showing &lt;b&gt;WILD&lt;/b&gt; is placed as any symbol you declare; the symbol is fixed afterwards. In the turn it is placed, the WILD itself scores 0 (its bonus square still pays); later it counts like any die.&lt;/p&gt;&lt;p&gt;At the start of your turn you may swap &lt;b&gt;any&lt;/b&gt; WILD on the board for a die from your hand showing exactly its symbol. The swap scores nothing and is not one of your three dice; the WILD die comes back to your hand and is rolled at once.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="120" />
            <source>Against the computer</source>
            <translation>Against the computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="121" />
            <source>&lt;p&gt;The official game has no solo mode. &lt;b&gt;Solo&lt;/b&gt; in this app means you against 1–3 computer opponents: an app mode, not an official rule. Computer opponents see what you see (all hands are open) and play by the same rules.&lt;/p&gt;</source>
            <translation>&lt;p&gt;The official game has no solo mode. &lt;b&gt;Solo&lt;/b&gt; in this app means you against 1–3 computer opponents: an app mode, not an official rule. Computer opponents see what you see (all hands are open) and play by the same rules.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="124" />
            <source>Playing at the desk</source>
            <translation>Playing at the desk</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="125" />
            <source>&lt;p&gt;Click a die of your hand (or press &lt;b&gt;1–5&lt;/b&gt;), then a cell of the board, or drag the die there. Pink rings show cells where the chosen die completes a SET at once. Click a die of this turn to take it back. The panel shows at every step whether the turn is legal and what it scores; &lt;b&gt;End turn&lt;/b&gt; (&lt;b&gt;E&lt;/b&gt;) places it. &lt;b&gt;P&lt;/b&gt; pass, &lt;b&gt;K&lt;/b&gt; keep (WILDs or all dice), &lt;b&gt;Backspace&lt;/b&gt; take back all, &lt;b&gt;arrows&lt;/b&gt; and &lt;b&gt;Enter&lt;/b&gt; place with the keyboard, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;−&lt;/b&gt;/&lt;b&gt;0&lt;/b&gt; zoom, &lt;b&gt;Esc&lt;/b&gt; cancel. The colour of a symbol is also told by its fill: red solid, green striped, purple open.&lt;/p&gt;&lt;p&gt;A game is saved after every move (Continue on the home screen); turns can be undone (Ctrl+Z) and the game saved under a name. Finished games with a human player go into the score history.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Click a die of your hand (or press &lt;b&gt;1–5&lt;/b&gt;), then a cell of the board, or drag the die there. Pink rings show cells where the chosen die completes a SET at once. Click a die of this turn to take it back. The panel shows at every step whether the turn is legal and what it scores; &lt;b&gt;End turn&lt;/b&gt; (&lt;b&gt;E&lt;/b&gt;) places it. &lt;b&gt;P&lt;/b&gt; pass, &lt;b&gt;K&lt;/b&gt; keep (WILDs or all dice), &lt;b&gt;Backspace&lt;/b&gt; take back all, &lt;b&gt;arrows&lt;/b&gt; and &lt;b&gt;Enter&lt;/b&gt; place with the keyboard, &lt;b&gt;+&lt;/b&gt;/&lt;b&gt;−&lt;/b&gt;/&lt;b&gt;0&lt;/b&gt; zoom, &lt;b&gt;Esc&lt;/b&gt; cancel. The colour of a symbol is also told by its fill: red solid, green striped, purple open.&lt;/p&gt;&lt;p&gt;A game is saved after every move (Continue on the home screen); turns can be undone (Ctrl+Z) and the game saved under a name. Finished games with a human player go into the score history.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="136" />
            <source>Hints</source>
            <translation>Hints</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedRulesScreen.qml" line="137" />
            <source>&lt;p&gt;&lt;b&gt;Hint&lt;/b&gt; (&lt;b&gt;H&lt;/b&gt;) puts the turn the computer would make on the board, with the points it scores: &lt;b&gt;End turn&lt;/b&gt; plays it, &lt;b&gt;Backspace&lt;/b&gt; takes the dice back. A game in which hints were shown is marked in the score history (hints can be switched off in the settings).&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Hint&lt;/b&gt; (&lt;b&gt;H&lt;/b&gt;) puts the turn the computer would make on the board, with the points it scores: &lt;b&gt;End turn&lt;/b&gt; plays it, &lt;b&gt;Backspace&lt;/b&gt; takes the dice back. A game in which hints were shown is marked in the score history (hints can be switched off in the settings).&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>SetCubedSeats</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedSeats.qml" line="50" />
            <source>★ first player: opened the game and starts every round</source>
            <translation>★ first player: opened the game and starts every round</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedSeats.qml" line="74" />
            <source>computer</source>
            <translation>computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedSeats.qml" line="74" />
            <source>human</source>
            <translation>human</translation>
        </message>
    </context>
    <context>
        <name>SetCubedSpoken</name>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="28" />
            <source>placed this turn</source>
            <translation>placed this turn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="30" />
            <source>in a new SET</source>
            <translation>in a new SET</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="32" />
            <source>pays +%1</source>
            <translation>pays +%1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="35" />
            <source>a WILD you may swap</source>
            <translation>a WILD you may swap</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="37" />
            <source>the chosen die completes a SET here</source>
            <translation>the chosen die completes a SET here</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="44" />
            <source>Hand die %1, %2</source>
            <translation>Hand die %1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="47" />
            <source>placed on the board</source>
            <translation>placed on the board</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="49" />
            <source>chosen</source>
            <translation>chosen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="51" />
            <source>to be rolled again</source>
            <translation>to be rolled again</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="64" />
            <source>%1 rolled: %2</source>
            <translation>%1 rolled: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="87" />
            <source>computer</source>
            <translation>computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="88" />
            <source>human</source>
            <translation>human</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="89" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="91" />
            <source>winner</source>
            <translation>winner</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="93" />
            <source>first player</source>
            <translation>first player</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="95" />
            <source>deciding</source>
            <translation>deciding</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/setcubed/spoken.py" line="97" />
            <source>hand: %1</source>
            <translation>hand: %1</translation>
        </message>
    </context>
    <context>
        <name>SetCubedTable</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="260" />
            <source>I am %1: continue</source>
            <translation>I am %1: continue</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTable.qml" line="289" />
            <source>Final scores</source>
            <translation>Final scores</translation>
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
            <translation>Seed %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTopBar.qml" line="71" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetCubedTopBar.qml" line="72" />
            <source>The rules of SET Cubed and the keyboard keys</source>
            <translation>The rules of SET Cubed and the keyboard keys</translation>
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
            <translation>Declare the WILD as…</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="45" />
            <source>%1, completes a SET here</source>
            <translation>%1, completes a SET here</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="103" />
            <source>At %1 (framed in blue). The symbol is fixed once placed. A newly placed WILD scores 0 itself; the other dice of its SETs score as usual.</source>
            <translation>At %1 (framed in blue). The symbol is fixed once placed. A newly placed WILD scores 0 itself; the other dice of its SETs score as usual.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="110" />
            <source>Completes a SET here:</source>
            <translation>Completes a SET here:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="111" />
            <source>No symbol completes a SET here with the dice around it yet.</source>
            <translation>No symbol completes a SET here with the dice around it yet.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="125" />
            <source>Any other symbol (arrows and Enter choose with the keyboard):</source>
            <translation>Any other symbol (arrows and Enter choose with the keyboard):</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="140" />
            <source>Cancel</source>
            <translation>Cancel</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SetWildDialog.qml" line="141" />
            <source>Keep the WILD in your hand (Esc)</source>
            <translation>Keep the WILD in your hand (Esc)</translation>
        </message>
    </context>
    <context>
        <name>SettingsNotice</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsNotice.qml" line="31" />
            <source>Settings</source>
            <translation>Settings</translation>
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
            <translation>Settings</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="77" />
            <source>Language</source>
            <translation>Language</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="98" />
            <source>Game speed</source>
            <translation>Game speed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="106" />
            <source>How fast the computer players move and the dice roll. The guided game keeps its own pace; End skips ahead to the next decision of a person.</source>
            <translation>How fast the computer players move and the dice roll. The guided game keeps its own pace; End skips ahead to the next decision of a person.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="115" />
            <source>Slow</source>
            <translation>Slow</translation>
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
            <translation>Fast</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="118" />
            <source>Instant</source>
            <translation>Instant</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="125" />
            <source>Game speed: %1</source>
            <translation>Game speed: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="132" />
            <source>Several players at one computer</source>
            <translation>Several players at one computer</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="139" />
            <source>Show a hand-over screen between human players</source>
            <translation>Show a hand-over screen between human players</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="145" />
            <source>Offer the house rule for 5 or 6 players</source>
            <translation>Offer the house rule for 5 or 6 players</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="151" />
            <source>Saved games</source>
            <translation>Saved games</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="158" />
            <source>Honest games: no undo in new games</source>
            <translation>Honest games: no undo in new games</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="164" />
            <source>Hints: a Hint button (key H) shows what a strong computer player would do (never in campaign games)</source>
            <translation>Hints: a Hint button (key H) shows what a strong computer player would do (never in campaign games)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="170" />
            <source>Practice undo: take back moves even after new dice were seen (such games do not count in the records or the campaign)</source>
            <translation>Practice undo: take back moves even after new dice were seen (such games do not count in the records or the campaign)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="176" />
            <source>Display</source>
            <translation>Display</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="183" />
            <source>Reduce motion: no sliding dice, no flashing bonus chains</source>
            <translation>Reduce motion: no sliding dice, no flashing bonus chains</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="189" />
            <source>Roll animation: thrown dice tumble for a moment (never at the instant speed)</source>
            <translation>Roll animation: thrown dice tumble for a moment (never at the instant speed)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="196" />
            <source>Contrast</source>
            <translation>Contrast</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="206" />
            <source>As the system</source>
            <translation>As the system</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="207" />
            <source>High contrast</source>
            <translation>High contrast</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SettingsScreen.qml" line="223" />
            <source>Settings are saved on this computer as soon as you change them.</source>
            <translation>Settings are saved on this computer as soon as you change them.</translation>
        </message>
    </context>
    <context>
        <name>Sheet</name>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="77" />
            <source>Yellow</source>
            <translation>Yellow</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="77" />
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="77" />
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="78" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="78" />
            <source>Purple</source>
            <translation>Purple</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="78" />
            <source>Silver</source>
            <translation>Silver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="79" />
            <source>Pink</source>
            <translation>Pink</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="79" />
            <source>Turquoise</source>
            <translation>Turquoise</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="79" />
            <source>Brown</source>
            <translation>Brown</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="80" />
            <source>Grey</source>
            <translation>Grey</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="80" />
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="80" />
            <source>Reroll</source>
            <translation>Reroll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="81" />
            <source>Extra die (+1)</source>
            <translation>Extra die (+1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="81" />
            <source>Dice fields</source>
            <translation>Dice fields</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="82" />
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="82" />
            <source>Actions</source>
            <translation>Actions</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="82" />
            <source>Return</source>
            <translation>Return</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="83" />
            <source>Polish silver</source>
            <translation>Polish silver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="83" />
            <source>Number joker</source>
            <translation>Number joker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="84" />
            <source>row: blue · column: white</source>
            <translation>row: blue · column: white</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="84" />
            <source>all white</source>
            <translation>all white</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="85" />
            <source>all light</source>
            <translation>all light</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="85" />
            <source>all dark</source>
            <translation>all dark</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="303" />
            <source>Name:</source>
            <translation>Name:</translation>
        </message>
        <message>
            <location filename="../cleverdesk/printing/sheet_painter.py" line="524" />
            <source>½ + bonus or ×n</source>
            <translation>½ + bonus or ×n</translation>
        </message>
    </context>
    <context>
        <name>SheetCell</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetCell.qml" line="235" />
            <source>%1: click to enter it here</source>
            <translation>%1: click to enter it here</translation>
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
            <translation>Round %1: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="218" />
            <source>This round is played with %1 players</source>
            <translation>This round is played with %1 players</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="220" />
            <source>Pair %1: first cell minus second cell</source>
            <translation>Pair %1: first cell minus second cell</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="223" />
            <source>The sum of this row</source>
            <translation>The sum of this row</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="225" />
            <source>Field %1: (upper + lower) × its multiplier</source>
            <translation>Field %1: (upper + lower) × its multiplier</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="228" />
            <source>Foxes</source>
            <translation>Foxes</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="229" />
            <source>Fox value: your lowest area score</source>
            <translation>Fox value: your lowest area score</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="230" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="231" />
            <source>%1 area score</source>
            <translation>%1 area score</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="234" />
            <source>Points</source>
            <translation>Points</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="237" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/sheet_model.py" line="238" />
            <source>%n cross(es): %1</source>
            <translation>
                <numerusform>%n cross: %1</numerusform>
                <numerusform>%n crosses: %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SheetPreview</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetPreview.qml" line="25" />
            <source>%1's sheet</source>
            <translation>%1's sheet</translation>
        </message>
    </context>
    <context>
        <name>SheetScale</name>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SheetScale.qml" line="73" />
            <source>%n cross(es): %1</source>
            <translation>
                <numerusform>%n cross: %1</numerusform>
                <numerusform>%n crosses: %1</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/qml/Cleverdesk/SheetScale.qml" line="73" />
            <source>%n point(s)</source>
            <translation>
                <numerusform>%n point</numerusform>
                <numerusform>%n points</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>SheetSlot</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="82" />
            <source>%1: used</source>
            <translation>%1: used</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="83" />
            <source>%1: click to use it</source>
            <translation>%1: click to use it</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="84" />
            <source>%1: available</source>
            <translation>%1: available</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SheetSlot.qml" line="85" />
            <source>%1: not unlocked yet</source>
            <translation>%1: not unlocked yet</translation>
        </message>
    </context>
    <context>
        <name>SilverChainPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SilverChainPanel.qml" line="65" />
            <source>%1 (no open cell)</source>
            <translation>%1 (no open cell)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SilverChainPanel.qml" line="73" />
            <source>Skip</source>
            <translation>Skip</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/SilverChainPanel.qml" line="74" />
            <source>Let this mark go (S skips the first)</source>
            <translation>Let this mark go (S skips the first)</translation>
        </message>
    </context>
    <context>
        <name>Spoken</name>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="25" />
            <source>in the rolling area</source>
            <translation>in the rolling area</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="27" />
            <source>on the silver platter</source>
            <translation>on the silver platter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="29" />
            <source>on dice field %1</source>
            <translation>on dice field %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="36" />
            <source>%1 die, %2</source>
            <translation>%1 die, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="42" />
            <source>chosen</source>
            <translation>chosen</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="44" />
            <source>key %1</source>
            <translation>key %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="63" />
            <source>printed %1</source>
            <translation>printed %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="65" />
            <source>bonus: %1</source>
            <translation>bonus: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="72" />
            <source>pre-crossed</source>
            <translation>pre-crossed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="74" />
            <source>written %1</source>
            <translation>written %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="75" />
            <source>crossed</source>
            <translation>crossed</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="77" />
            <source>open</source>
            <translation>open</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="78" />
            <source>can be filled in now</source>
            <translation>can be filled in now</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="85" />
            <source>Rolled: %1</source>
            <translation>Rolled: %1</translation>
        </message>
    </context>
    <context>
        <name>TablePromptCard</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="33" />
            <source>Undo (Ctrl+Z) still takes your last move back.</source>
            <translation>Undo (Ctrl+Z) still takes your last move back.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="81" />
            <source>Done</source>
            <translation>Done</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="82" />
            <source>Pass the device on (Enter)</source>
            <translation>Pass the device on (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="91" />
            <source>Skip ahead</source>
            <translation>Skip ahead</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="92" />
            <source>The computer players move at once, without animations, until a person decides (End)</source>
            <translation>The computer players move at once, without animations, until a person decides (End)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="93" />
            <source>Skip ahead to the next decision of a person</source>
            <translation>Skip ahead to the next decision of a person</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="100" />
            <source>Reroll (%1 left)</source>
            <translation>Reroll (%1 left)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="101" />
            <source>Roll all dice of the rolling area again (R)</source>
            <translation>Roll all dice of the rolling area again (R)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="109" />
            <source>Forfeit this roll</source>
            <translation>Forfeit this roll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="110" />
            <source>No die fits: the roll is lost (F)</source>
            <translation>No die fits: the roll is lost (F)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="111" />
            <source>Leave this roll unused: no die is entered (F)</source>
            <translation>Leave this roll unused: no die is entered (F)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="119" />
            <source>Use +1 (%1 left)</source>
            <translation>Use +1 (%1 left)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="120" />
            <source>Use an extra die: any die of the silver platter or the dice fields (E)</source>
            <translation>Use an extra die: any die of the silver platter or the dice fields (E)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="127" />
            <source>Take no die</source>
            <translation>Take no die</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="128" />
            <source>Pass on the silver platter this turn (N)</source>
            <translation>Pass on the silver platter this turn (N)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="137" />
            <source>Final scoring</source>
            <translation>Final scoring</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="166" />
            <source>End skip ahead</source>
            <translation>End skip ahead</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TablePromptCard.qml" line="167" />
            <source>Keys: 1–9 the numbered dice · arrows/Tab cells · Enter fill in · R reroll · E +1 · D done · N none · F forfeit · Esc cancel · H hint · Ctrl+Z undo · Ctrl+Shift+Z redo</source>
            <translation>Keys: 1–9 the numbered dice · arrows/Tab cells · Enter fill in · R reroll · E +1 · D done · N none · F forfeit · Esc cancel · H hint · Ctrl+Z undo · Ctrl+Shift+Z redo</translation>
        </message>
    </context>
    <context>
        <name>TableScreen</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="28" />
            <source>Your sheet</source>
            <translation>Your sheet</translation>
        </message>
    </context>
    <context>
        <name>TableSheetHeader</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="28" />
            <source>%1's sheet</source>
            <translation>%1's sheet</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="50" />
            <source>Hide hint</source>
            <translation>Hide hint</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="50" />
            <source>Hint</source>
            <translation>Hint</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="51" />
            <source>What would a strong player do? The best three moves and the final score each leads to (H)</source>
            <translation>What would a strong player do? The best three moves and the final score each leads to (H)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="77" />
            <source>Save</source>
            <translation>Save</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="78" />
            <source>Save this game under a name; it is also saved after every move (Ctrl+S)</source>
            <translation>Save this game under a name; it is also saved after every move (Ctrl+S)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="88" />
            <source>Print</source>
            <translation>Print</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="89" />
            <source>Print the sheets of this game, or export them as PDF (Ctrl+P)</source>
            <translation>Print the sheets of this game, or export them as PDF (Ctrl+P)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableSheetHeader.qml" line="103" />
            <source>Back to %1's sheet</source>
            <translation>Back to %1's sheet</translation>
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
            <translation>Seed %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="92" />
            <source>A campaign game: the same dice for everybody, and no undo.</source>
            <translation>A campaign game: the same dice for everybody, and no undo.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="93" />
            <source>Start a new game with this seed to meet the same dice.</source>
            <translation>Start a new game with this seed to meet the same dice.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="104" />
            <source>Rules</source>
            <translation>Rules</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/TableTopBar.qml" line="105" />
            <source>The rules and the keyboard keys</source>
            <translation>The rules and the keyboard keys</translation>
        </message>
    </context>
    <context>
        <name>ThrowEntry</name>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="140" />
            <source>Correct: %1</source>
            <translation>Correct: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="149" />
            <source>Throw all six dice.</source>
            <translation>Throw all six dice.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="151" />
            <source>Throw the dice of the rolling area: %1.</source>
            <translation>Throw the dice of the rolling area: %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="153" />
            <source>Type the faces in the order shown (3 5 1 …) or after each die's letter (%1), or click a die and then its face. Enter checks the throw.</source>
            <translation>Type the faces in the order shown (3 5 1 …) or after each die's letter (%1), or click a die and then its face. Enter checks the throw.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="157" />
            <source>With letters, name the die closest to the silver platter first: of equal faces it goes to the platter first, and the dice fields take the others in that order.</source>
            <translation>With letters, name the die closest to the silver platter first: of equal faces it goes to the platter first, and the dice fields take the others in that order.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_entry.py" line="299" />
            <source>%1 · silver platter: %2 · dice fields I–III: %3</source>
            <translation>%1 · silver platter: %2 · dice fields I–III: %3</translation>
        </message>
    </context>
    <context>
        <name>ThrowEntryPanel</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="83" />
            <source>Correct throw (C)</source>
            <translation>Correct throw (C)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="84" />
            <source>A typo in the last throw? Correct it until a die of it is taken.</source>
            <translation>A typo in the last throw? Correct it until a die of it is taken.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="124" />
            <source>Correct the last throw</source>
            <translation>Correct the last throw</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="125" />
            <source>A typo in the throw before this one? Correct it until a die of it is taken.</source>
            <translation>A typo in the throw before this one? Correct it until a die of it is taken.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="178" />
            <source>This die shows %1</source>
            <translation>This die shows %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="194" />
            <source>e.g. 3 5 1 6 2 4</source>
            <translation>e.g. 3 5 1 6 2 4</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="231" />
            <source>Is this the throw? %1</source>
            <translation>Is this the throw? %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="245" />
            <source>Confirm throw (Enter)</source>
            <translation>Confirm throw (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="245" />
            <source>Check throw (Enter)</source>
            <translation>Check throw (Enter)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="246" />
            <source>The throw counts: the game goes on with it</source>
            <translation>The throw counts: the game goes on with it</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="247" />
            <source>Show the throw to confirm it</source>
            <translation>Show the throw to confirm it</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="254" />
            <source>Change (Esc)</source>
            <translation>Change (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="254" />
            <source>Keep the throw (Esc)</source>
            <translation>Keep the throw (Esc)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="255" />
            <source>Back to the faces, to mend a typo</source>
            <translation>Back to the faces, to mend a typo</translation>
        </message>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/ThrowEntryPanel.qml" line="256" />
            <source>Leave the throw as it was confirmed</source>
            <translation>Leave the throw as it was confirmed</translation>
        </message>
    </context>
    <context>
        <name>ThrowText</name>
        <message>
            <location filename="../cleverdesk/ui/table/throw_text.py" line="48" />
            <source>“%1” names no die of this game: use the letters on the dice (%2).</source>
            <translation>“%1” names no die of this game: use the letters on the dice (%2).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_text.py" line="56" />
            <source>Which die shows %1? Put the die's letter before each face (%2 …), or type the faces alone, in the order shown.</source>
            <translation>Which die shows %1? Put the die's letter before each face (%2 …), or type the faces alone, in the order shown.</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/table/throw_text.py" line="73" />
            <source>%1 faces typed for %n die(s) thrown now.</source>
            <translation>
                <numerusform>%1 faces typed for %n die thrown now.</numerusform>
                <numerusform>%1 faces typed for %n dice thrown now.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_text.py" line="79" />
            <source>“%1” is not a face: type 1 to 6 for each die.</source>
            <translation>“%1” is not a face: type 1 to 6 for each die.</translation>
        </message>
    </context>
    <context>
        <name>ThrowWords</name>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="28" />
            <source>Reroll of roll %1</source>
            <translation>Reroll of roll %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="30" />
            <source>Passive throw</source>
            <translation>Passive throw</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="31" />
            <source>Roll %1</source>
            <translation>Roll %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="42" />
            <source>%1 throws: %2</source>
            <translation>%1 throws: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="50" />
            <source>%1: throw the dice at the table, then enter their faces below.</source>
            <translation>%1: throw the dice at the table, then enter their faces below.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="52" />
            <source>%1, %2: throw the dice at the table, then enter their faces below.</source>
            <translation>%1, %2: throw the dice at the table, then enter their faces below.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="65" />
            <source>%1 entered: %2</source>
            <translation>%1 entered: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/throw_words.py" line="69" />
            <source>%1 (corrected; first confirmed: %2)</source>
            <translation>%1 (corrected; first confirmed: %2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="23" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="29" />
            <source>it lies on the silver platter</source>
            <translation>it lies on the silver platter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="30" />
            <source>it lies on a dice field</source>
            <translation>it lies on a dice field</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="31" />
            <source>it is not thrown now</source>
            <translation>it is not thrown now</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="39" />
            <source>%1: %2 is not a face. A die shows 1 to 6.</source>
            <translation>%1: %2 is not a face. A die shows 1 to 6.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="42" />
            <source>%1 is not thrown now: %2. Enter only the dice that were thrown.</source>
            <translation>%1 is not thrown now: %2. Enter only the dice that were thrown.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="46" />
            <source>This game has no die called %1.</source>
            <translation>This game has no die called %1.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="49" />
            <source>%1 has two faces: enter each die once.</source>
            <translation>%1 has two faces: enter each die once.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="52" />
            <source>%1 is missing: every die thrown needs its face.</source>
            <translation>%1 is missing: every die thrown needs its face.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="55" />
            <source>This throw can no longer be corrected: a die of it has been taken.</source>
            <translation>This throw can no longer be corrected: a die of it has been taken.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/throw_refusal.py" line="57" />
            <source>No throw is awaited now.</source>
            <translation>No throw is awaited now.</translation>
        </message>
    </context>
    <context>
        <name>TurnDone</name>
        <message>
            <location filename="../cleverdesk/ui/table/turn_passing.py" line="33" />
            <source>Next: %1 plays</source>
            <translation>Next: %1 plays</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/table/turn_passing.py" line="34" />
            <source>Next: pass the device to %1</source>
            <translation>Next: pass the device to %1</translation>
        </message>
    </context>
    <context>
        <name>TurnLabels</name>
        <message>
            <location filename="../cleverdesk/ui/table/turn_labels.py" line="16" />
            <source>place a bonus</source>
            <translation>place a bonus</translation>
        </message>
    </context>
    <context>
        <name>UndoButton</name>
        <message>
            <location filename="../cleverdesk/qml/Cleverdesk/UndoButton.qml" line="9" />
            <source>↶ Undo</source>
            <translation>↶ Undo</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="30" />
            <source>That's Pretty Clever!</source>
            <translation>That's Pretty Clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="31" />
            <source>Twice as Clever!</source>
            <translation>Twice as Clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="32" />
            <source>Clever Cubed</source>
            <translation>Clever Cubed</translation>
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
            <translation>Y</translation>
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
            <translation>G</translation>
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
            <translation>S</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="48" />
            <source>P</source>
            <comment>pink die</comment>
            <translation>P</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="49" />
            <source>Gy</source>
            <comment>grey die</comment>
            <translation>Gy</translation>
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
            <translation>You're so clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="64" />
            <source>Are you Einstein?</source>
            <translation>Are you Einstein?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="65" />
            <source>What a genius!</source>
            <translation>What a genius!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="66" />
            <source>Impressive!</source>
            <translation>Impressive!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="67" />
            <source>Hats off to you!</source>
            <translation>Hats off to you!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="68" />
            <source>Great result!</source>
            <translation>Great result!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="69" />
            <source>That was pretty good.</source>
            <translation>That was pretty good.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="70" />
            <source>Not bad… you could do better.</source>
            <translation>Not bad… you could do better.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="71" />
            <source>Try harder!</source>
            <translation>Try harder!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="77" />
            <source>Twice as clever!</source>
            <translation>Twice as clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="78" />
            <source>Points = IQ!</source>
            <translation>Points = IQ!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="79" />
            <source>Respect!</source>
            <translation>Respect!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="80" />
            <source>This can't be luck!</source>
            <translation>This can't be luck!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="81" />
            <source>People, look at this!</source>
            <translation>People, look at this!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="82" />
            <source>Pretty, pretty clever!</source>
            <translation>Pretty, pretty clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="83" />
            <source>You've been training!</source>
            <translation>You've been training!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="84" />
            <source>You should be happy!</source>
            <translation>You should be happy!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="85" />
            <source>On the right way.</source>
            <translation>On the right way.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="86" />
            <source>You can do better.</source>
            <translation>You can do better.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="87" />
            <source>Half as clever.</source>
            <translation>Half as clever.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="93" />
            <source>Clever 4ever!</source>
            <translation>Clever 4ever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="94" />
            <source>Clever once again!</source>
            <translation>Clever once again!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="95" />
            <source>Hey, Einstein!</source>
            <translation>Hey, Einstein!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="96" />
            <source>Your friends will envy you.</source>
            <translation>Your friends will envy you.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="97" />
            <source>That's pretty clever!</source>
            <translation>That's pretty clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="98" />
            <source>Prodigy in training</source>
            <translation>Prodigy in training</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="99" />
            <source>It's going up</source>
            <translation>It's going up</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="100" />
            <source>Don't get so upset!</source>
            <translation>Don't get so upset!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="101" />
            <source>There is still room to improve</source>
            <translation>There is still room to improve</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="102" />
            <source>It was just bad luck</source>
            <translation>It was just bad luck</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="103" />
            <source>Let's talk about something else</source>
            <translation>Let's talk about something else</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="109" />
            <source>You are Clever Cubed!</source>
            <translation>You are Clever Cubed!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="110" />
            <source>You are beautiful and clever</source>
            <translation>You are beautiful and clever</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="111" />
            <source>Hello, Mr. Hawking!</source>
            <translation>Hello, Mr. Hawking!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="112" />
            <source>On the way to the stars</source>
            <translation>On the way to the stars</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="115" />
            <source>That's pretty clever!</source>
            <comment>clever-hoch-drei rating</comment>
            <translation>That's pretty clever!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="117" />
            <source>A prodigy in training</source>
            <translation>A prodigy in training</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="118" />
            <source>Things are looking up!</source>
            <translation>Things are looking up!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="119" />
            <source>Maybe Yahtzee after all?</source>
            <translation>Maybe another dice game after all?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="120" />
            <source>There is still room for improvement</source>
            <translation>There is still room for improvement</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="121" />
            <source>Surely just bad luck with the dice?</source>
            <translation>Surely just bad luck with the dice?</translation>
        </message>
        <message>
            <location filename="../cleverdesk/i18n_words.py" line="122" />
            <source>Let's talk about something else!</source>
            <translation>Let's talk about something else!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/app/tools.py" line="101" />
            <location filename="../cleverdesk/ui/app/tools.py" line="191" />
            <location filename="../cleverdesk/ui/campaign/desk.py" line="191" />
            <location filename="../cleverdesk/ui/table/guide.py" line="198" />
            <source>Player %1</source>
            <translation>Player %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="52" />
            <location filename="../cleverdesk/ui/common/words.py" line="177" />
            <source>%1, the next field</source>
            <translation>%1, the next field</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/spoken.py" line="54" />
            <location filename="../cleverdesk/ui/common/words.py" line="178" />
            <source>%1, column %2</source>
            <translation>%1, column %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="37" />
            <source>White</source>
            <translation>White</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="38" />
            <source>Yellow</source>
            <translation>Yellow</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="39" />
            <source>Blue</source>
            <translation>Blue</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="40" />
            <source>Green</source>
            <translation>Green</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="41" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="42" />
            <source>Purple</source>
            <translation>Purple</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="43" />
            <source>Silver</source>
            <translation>Silver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="44" />
            <source>Pink</source>
            <translation>Pink</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="45" />
            <source>Turquoise</source>
            <translation>Turquoise</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="46" />
            <source>Brown</source>
            <translation>Brown</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="47" />
            <source>Grey</source>
            <translation>Grey</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="48" />
            <source>Black</source>
            <translation>Black</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="60" />
            <source>white</source>
            <translation>white</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="61" />
            <source>yellow</source>
            <translation>yellow</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="62" />
            <source>blue</source>
            <translation>blue</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="63" />
            <source>green</source>
            <translation>green</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="64" />
            <source>orange</source>
            <translation>orange</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="65" />
            <source>purple</source>
            <translation>purple</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="66" />
            <source>silver</source>
            <translation>silver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="67" />
            <source>pink</source>
            <translation>pink</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="68" />
            <source>turquoise</source>
            <translation>turquoise</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="69" />
            <source>brown</source>
            <translation>brown</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="70" />
            <source>grey</source>
            <translation>grey</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="71" />
            <source>black</source>
            <translation>black</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="89" />
            <source>Round</source>
            <translation>Round</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="90" />
            <source>Reroll</source>
            <translation>Reroll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="91" />
            <source>Extra die (+1)</source>
            <translation>Extra die (+1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="92" />
            <source>Return</source>
            <translation>Return</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="93" />
            <source>Polish silver</source>
            <translation>Polish silver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="94" />
            <source>Number joker</source>
            <translation>Number joker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="95" />
            <source>row: blue · column: white</source>
            <translation>row: blue · column: white</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="96" />
            <source>all white</source>
            <translation>all white</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="97" />
            <source>all light</source>
            <translation>all light</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="98" />
            <source>all dark</source>
            <translation>all dark</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="99" />
            <source>Dice fields</source>
            <translation>Dice fields</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="100" />
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="101" />
            <source>Actions</source>
            <translation>Actions</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="110" />
            <source>Fields</source>
            <comment>the dice fields, where there is no room</comment>
            <translation>Fields</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="112" />
            <source>↓ blue · → white</source>
            <comment>row: blue · column: white, where there is no room</comment>
            <translation>↓ blue · → white</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="114" />
            <source>white</source>
            <comment>all white, where there is no room</comment>
            <translation>white</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="115" />
            <source>light</source>
            <comment>all light, where there is no room</comment>
            <translation>light</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="116" />
            <source>dark</source>
            <comment>all dark, where there is no room</comment>
            <translation>dark</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="117" />
            <source>Polish</source>
            <comment>Polish silver, where there is no room</comment>
            <translation>Polish</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="126" />
            <source>Dice
fields</source>
            <comment>a sheet's heading on two lines</comment>
            <translation>Dice
fields</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="127" />
            <source>Score</source>
            <comment>a sheet's heading, a long word on two lines</comment>
            <translation>Score</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="133" />
            <source>reroll</source>
            <translation>reroll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="134" />
            <source>+1</source>
            <translation>+1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="135" />
            <source>return</source>
            <translation>return</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="136" />
            <source>polish</source>
            <translation>polish</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="137" />
            <source>number joker</source>
            <translation>number joker</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="157" />
            <source>%1, row %2, column %3</source>
            <translation>%1, row %2, column %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="162" />
            <source>%1, the next field left of the 7</source>
            <translation>%1, the next field left of the 7</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="163" />
            <source>%1, the next field right of the 7</source>
            <translation>%1, the next field right of the 7</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="168" />
            <source>%1, the field showing %2</source>
            <translation>%1, the field showing %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="170" />
            <source>%1, the first field showing %2</source>
            <translation>%1, the first field showing %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="171" />
            <source>%1, the second field showing %2</source>
            <translation>%1, the second field showing %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="173" />
            <source>%1, column %3: the field showing %2</source>
            <translation>%1, column %3: the field showing %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="185" />
            <source>What goes here? %1</source>
            <translation>What goes here? %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="201" />
            <source>a silver ? (cross any silver cell)</source>
            <translation>a silver ? (cross any silver cell)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="202" />
            <source>a blue ? (cross any blue cell)</source>
            <translation>a blue ? (cross any blue cell)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="205" />
            <source>a yellow ? (a number of your choice in yellow)</source>
            <translation>a yellow ? (a number of your choice in yellow)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="206" />
            <source>a blue ? (a number of your choice in blue)</source>
            <translation>a blue ? (a number of your choice in blue)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="207" />
            <source>a green ? (a number of your choice in green)</source>
            <translation>a green ? (a number of your choice in green)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="208" />
            <location filename="../cleverdesk/ui/common/words.py" line="242" />
            <source>a pink ? (a number of your choice in pink)</source>
            <translation>a pink ? (a number of your choice in pink)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="215" />
            <source>a reroll action</source>
            <translation>a reroll action</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="216" />
            <source>a +1 action</source>
            <translation>a +1 action</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="217" />
            <source>a fox</source>
            <translation>a fox</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="218" />
            <source>an X in any yellow cell</source>
            <translation>an X in any yellow cell</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="219" />
            <source>an X in any blue cell</source>
            <translation>an X in any blue cell</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="220" />
            <source>an X in the next green cell</source>
            <translation>an X in the next green cell</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="221" />
            <source>a black X (yellow, blue or green) or a black 6 (orange or purple)</source>
            <translation>a black X (yellow, blue or green) or a black 6 (orange or purple)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="229" />
            <source>the platter's %1 %2 in silver</source>
            <translation>the platter's %1 %2 in silver</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="233" />
            <source>one more cross in %1 column %2</source>
            <translation>one more cross in %1 column %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="236" />
            <source>a pink number, halved, with the field's bonus</source>
            <translation>a pink number, halved, with the field's bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="238" />
            <source>a pink number times the star, without the bonus</source>
            <translation>a pink number times the star, without the bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="240" />
            <location filename="../cleverdesk/ui/common/words.py" line="274" />
            <source>a black ? (the ? of any colour)</source>
            <translation>a black ? (the ? of any colour)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="249" />
            <source>a yellow ? (circle or cross any yellow cell)</source>
            <translation>a yellow ? (circle or cross any yellow cell)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="251" />
            <source>a grey ? (cross any sub-area you may cross now)</source>
            <translation>a grey ? (cross any sub-area you may cross now)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="253" />
            <source>a turquoise ? (one cross in a column of your choice)</source>
            <translation>a turquoise ? (one cross in a column of your choice)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="255" />
            <source>a brown ? (cross any cell right of your last brown cross)</source>
            <translation>a brown ? (cross any cell right of your last brown cross)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="260" />
            <source>a %1 ? (cross any %1 cell)</source>
            <translation>a %1 ? (cross any %1 cell)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="261" />
            <source>a %1 ? (a number of your choice in %1)</source>
            <translation>a %1 ? (a number of your choice in %1)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="263" />
            <source>an X in %1</source>
            <translation>an X in %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="266" />
            <source>a %1 in the next %2 cell</source>
            <translation>a %1 in the next %2 cell</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="271" />
            <source>a %1 action</source>
            <translation>a %1 action</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="275" />
            <source> or </source>
            <translation> or </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="304" />
            <source>Silver platter chain: optional marks</source>
            <translation>Silver platter chain: optional marks</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="306" />
            <source>More crosses for matching dice: optional</source>
            <translation>More crosses for matching dice: optional</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="307" />
            <source>Optional marks</source>
            <translation>Optional marks</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="316" />
            <source>%1 %2: any silver row</source>
            <translation>%1 %2: any silver row</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="318" />
            <source>%1 %2: the %3 silver row</source>
            <translation>%1 %2: the %3 silver row</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="349" />
            <source>×: write %1, no bonus</source>
            <translation>×: write %1, no bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="351" />
            <source>½: write %1</source>
            <translation>½: write %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="352" />
            <source>½: write %1 + bonus</source>
            <translation>½: write %1 + bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="375" />
            <source>%1 %2 as rolled</source>
            <translation>%1 %2 as rolled</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="377" />
            <source>Joker “%4”: %1 %2 as %3</source>
            <translation>Joker “%4”: %1 %2 as %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="389" />
            <source>Enter %1 %2 as rolled</source>
            <translation>Enter %1 %2 as rolled</translation>
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
                <numerusform>Polish %1 (%n action)</numerusform>
                <numerusform>Polish %1 (%n actions)</numerusform>
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
            <translation>Reroll: unlocks one reroll action</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="447" />
            <source>+1: unlocks one extra-die action</source>
            <translation>+1: unlocks one extra-die action</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="448" />
            <source>Fox: worth your lowest area score at the end</source>
            <translation>Fox: worth your lowest area score at the end</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="452" />
            <source>Bonus: %1</source>
            <translation>Bonus: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="460" />
            <source>game over</source>
            <translation>game over</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="462" />
            <source>round bonus</source>
            <translation>round bonus</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="464" />
            <source>roll %1 of 3</source>
            <translation>roll %1 of 3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="466" />
            <source>+1 actions</source>
            <translation>+1 actions</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="468" />
            <source>passive pick</source>
            <translation>passive pick</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="475" />
            <source>Silver platter chain: the dice your silver pick sent to the platter may be crossed in silver too, each one optional. Click a lit silver cell, or skip a die in the panel.</source>
            <translation>Silver platter chain: the dice your silver pick sent to the platter may be crossed in silver too, each one optional. Click a lit silver cell, or skip a die in the panel.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="482" />
            <source>Round 4 bonus: enter a black X (yellow, blue or green) or a black 6 (orange or purple). Click one of the lit cells.</source>
            <translation>Round 4 bonus: enter a black X (yellow, blue or green) or a black 6 (orange or purple). Click one of the lit cells.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="488" />
            <source>Bonus: enter %1. Click one of the lit cells.</source>
            <translation>Bonus: enter %1. Click one of the lit cells.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="492" />
            <source>Bonuses to enter: %1. Click a lit cell; you choose the order.</source>
            <translation>Bonuses to enter: %1. Click a lit cell; you choose the order.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="508" />
            <source>The game is over.</source>
            <translation>The game is over.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="516" />
            <source>%1 %2 selected: click a lit cell (or another die).</source>
            <translation>%1 %2 selected: click a lit cell (or another die).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="522" />
            <source>Before roll %1: click a die on the silver platter to bring it back into the rolling area (%2), or press Roll on (D).</source>
            <translation>Before roll %1: click a die on the silver platter to bring it back into the rolling area (%2), or press Roll on (D).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="530" />
            <source>No die fits your sheet: press Forfeit (F), or use a reroll first.</source>
            <translation>No die fits your sheet: press Forfeit (F), or use a reroll first.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="535" />
            <source>No die fits your sheet: press Forfeit (F).</source>
            <translation>No die fits your sheet: press Forfeit (F).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="540" />
            <source>Roll %1 of 3: choose a die from the rolling area (or press its number), then a lit cell.</source>
            <translation>Roll %1 of 3: choose a die from the rolling area (or press its number), then a lit cell.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="547" />
            <source>+1: choose any die on the silver platter or the dice fields.</source>
            <translation>+1: choose any die on the silver platter or the dice fields.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="550" />
            <source>End of your turn: spend a +1 action on a die from the silver platter or the dice fields, or press Done (D).</source>
            <translation>End of your turn: spend a +1 action on a die from the silver platter or the dice fields, or press Done (D).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="560" />
            <source>No platter die fits your sheet: you may take a die from %1's dice fields, or take none (N).</source>
            <translation>No platter die fits your sheet: you may take a die from %1's dice fields, or take none (N).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="565" />
            <source>Take one die from the silver platter for your sheet, or take none (N).</source>
            <translation>Take one die from the silver platter for your sheet, or take none (N).</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/common/words.py" line="575" />
            <source>%n return action(s) left</source>
            <translation>
                <numerusform>%n return action left</numerusform>
                <numerusform>%n return actions left</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="589" />
            <source>In yellow: row %1 only (dice field %1).</source>
            <translation>In yellow: row %1 only (dice field %1).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="591" />
            <source>In yellow: grey cells only.</source>
            <translation>In yellow: grey cells only.</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="597" />
            <source>None of the dice in the rolling area can be entered anywhere, so this roll is forfeited: it counts as one of your three rolls, no die is placed, and the same dice are rolled again (or go to the silver platter after the third roll).</source>
            <translation>None of the dice in the rolling area can be entered anywhere, so this roll is forfeited: it counts as one of your three rolls, no die is placed, and the same dice are rolled again (or go to the silver platter after the third roll).</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="632" />
            <source>%1 as %2</source>
            <translation>%1 as %2</translation>
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
            <translation>entered as %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="680" />
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="682" />
            <source>%1 written</source>
            <translation>%1 written</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="683" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="698" />
            <source>Round %1</source>
            <translation>Round %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="701" />
            <source>Active turn</source>
            <translation>Active turn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="702" />
            <source>%1's turn</source>
            <translation>%1's turn</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="704" />
            <source>Passive turn: the three lowest dice go to the silver platter</source>
            <translation>Passive turn: the three lowest dice go to the silver platter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="707" />
            <location filename="../cleverdesk/ui/review/words.py" line="59" />
            <source>%1 took %2</source>
            <translation>%1 took %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="713" />
            <source>Passive pick: %1 took %2</source>
            <translation>Passive pick: %1 took %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="719" />
            <source>%1 used +1 on %2</source>
            <translation>%1 used +1 on %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="726" />
            <source>%1 crossed %2 from the silver platter in silver too</source>
            <translation>%1 crossed %2 from the silver platter in silver too</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="729" />
            <source>%1 entered a bonus: %2</source>
            <translation>%1 entered a bonus: %2</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="734" />
            <source>%1 used a reroll</source>
            <translation>%1 used a reroll</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="736" />
            <source>%1 brought %2 back from the platter</source>
            <translation>%1 brought %2 back from the platter</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="739" />
            <source>%1 let %2 go</source>
            <translation>%1 let %2 go</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="742" />
            <source>%1 let roll %2 go</source>
            <translation>%1 let roll %2 go</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="746" />
            <source>%1 forfeited roll %2: no die fits</source>
            <translation>%1 forfeited roll %2: no die fits</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="751" />
            <source>%1 took no die</source>
            <translation>%1 took no die</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="753" />
            <source>%1: no die fits, nothing taken</source>
            <translation>%1: no die fits, nothing taken</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="755" />
            <source>Game over</source>
            <translation>Game over</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="762" />
            <source>fox!</source>
            <translation>fox!</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="764" />
            <source>%1 gained</source>
            <translation>%1 gained</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="768" />
            <source>number joker: as %1</source>
            <translation>number joker: as %1</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/common/words.py" line="771" />
            <source>%n more cross(es) possible</source>
            <translation>
                <numerusform>%n more cross possible</numerusform>
                <numerusform>%n more crosses possible</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="773" />
            <source>polished %1 %2 → %3</source>
            <translation>polished %1 %2 → %3</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="777" />
            <source>%1 lost (no room)</source>
            <translation>%1 lost (no room)</translation>
        </message>
        <message numerus="yes">
            <location filename="../cleverdesk/ui/common/words.py" line="784" />
            <source>%n die(s) to the silver platter</source>
            <translation>
                <numerusform>%n die to the silver platter</numerusform>
                <numerusform>%n dice to the silver platter</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="846" />
            <source>you gain %1</source>
            <translation>you gain %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="848" />
            <source>everybody gains %1</source>
            <translation>everybody gains %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="853" />
            <source>you enter %1</source>
            <translation>you enter %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="855" />
            <source>everybody enters %1</source>
            <translation>everybody enters %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="879" />
            <source>still to enter: %1</source>
            <translation>still to enter: %1</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="902" />
            <source>%1 and more</source>
            <translation>%1 and more</translation>
        </message>
        <message>
            <location filename="../cleverdesk/ui/common/words.py" line="904" />
            <source>up to %1</source>
            <translation>up to %1</translation>
        </message>
    </context>
</TS>
