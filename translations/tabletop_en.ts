<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>Action</name>
    <message>
        <source>Move {card} to {to_zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the top card of {from_zone} to {to_zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {card} over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle {zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {name} of {card} to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set {name} of {player} to {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Counter</name>
    <message>
        <source>Spirit Energy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Balls</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckCheck</name>
    <message>
        <source>warning: a card set was skipped: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>legal</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Tabletop — {game}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Fit Table to Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free table: no rules checked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual mode: rules only warn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enforced mode: illegal moves are refused</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {game} rules are not available yet; this is a free table without rules.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Ball GT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yu Yu Hakusho</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Free table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom {percent}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop {version}&lt;/h3&gt;&lt;p&gt;A table for two players on one computer, for the Dragon Ball GT and Yu Yu Hakusho trading card games, with rules assistance.&lt;/p&gt;&lt;p&gt;Not affiliated with Score Entertainment or the rights holders of Dragon Ball and Yu Yu Hakusho.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>Unknown section “{section}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{count}” is not a card count from 1 to 99.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown card id “{id}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bad header line “{key}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck does not say its game (add a line “game: dbgt” or “game: yyh”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card line comes before any [section] line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The section [{section}] does not belong in a {game} deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{id} is a card of another game ({game}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck holds {count} cards; the most a deck file may hold is {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is too large ({size} bytes; the limit is {limit}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More than {limit} errors; checking stopped here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{id} is “{name}”, not “{written}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card name on this line cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The section [{section}] appears twice; its cards were merged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a Dragon Ball GT deck ({game}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown card id “{id}” in [{section}].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{id} in [{section}] is a card of another game ({game}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({id}) cannot be in [{section}].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Life Deck and Main Personality hold {count} cards; they must hold {min} to {max}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck has no Main Personality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Main Personality levels are of more than one character: {characters}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} level {level} is missing from the Main Personality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} level {level} is missing below a higher level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} level {level} is there {count} times; each level only once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{id} is level {level}; the Main Personality may go up to level {max}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hi-tech levels of {character} need a backer card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck holds {count} backer cards; only one is allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({id}) is a backer, but no Main Personality level is hi-tech.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a backer for {backer_for}, not for {character}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a {style} backer, but the declared style is {declared}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is named for {character}, who is not in this deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a {marker} card, but the Main Personality is a {alignment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declared {style} style needs exactly one {style} Mastery; the deck has {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declared {style} style needs at least one other {style} card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {style} style needs a {heritage} Main Personality (this one is {mp_heritage}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a {style} Mastery, but the declared style is {declared}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Dragon Balls come from more than one set: {sets}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {set} Dragon Balls are incomplete; missing: {missing}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} cannot be an ally: {character} is the Main Personality.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is a {alignment} ally, but the Main Personality is a {mp_alignment}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is hi-tech: hi-tech personalities can only be Main Personality levels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is level {level}; allies may go up to level {max}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} level {level} needs the level {missing} card below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} copies of {name}; at most {limit} are allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} may not be played in a deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a Yu Yu Hakusho deck ({game}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The team has {count} starting characters; it needs exactly {required}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} ({id}) in the team is not a character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is in the team {count} times; each starting character only once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck holds {count} cards besides the team; it needs at least {min}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} copies of {name}; the card allows only {limit} per deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such card on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such place on the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value {value} is out of range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are not enough cards there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot see that card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown action “{kind}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An action in the game record cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s setup is invalid ({field}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An entry of the game record is invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action {index} of the game record breaks the rules and cannot be replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recorded shuffle of action {index} does not fit the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system refused to read or write the file (error {errno}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not valid JSON (line {line}, column {column}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is cut short; it may have been written during a crash.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is nested too deeply to be one of ours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a Tabletop file of the right kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The field “{field}” is missing or invalid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s format version {version} is unknown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file&apos;s format version {version} could not be upgraded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is not valid JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is not a Tabletop card set file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was written by a newer version of Tabletop; please update.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card set {path} has invalid cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} is a card set of another game ({game}) in the wrong folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path} must be named after its set code ({set}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{path}: the card {id} already exists and was not loaded again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no ruleset profile “{profile}” for {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ruleset profile has a bad value in “{field}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown game “{game}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There are no deck rules for the game {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem “{code}”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Step</name>
    <message>
        <source>Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejuvenation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Zone</name>
    <message>
        <source>Hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main Personality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Allies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ally</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drills</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Balls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured Dragon Balls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed from the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Arena</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match Slot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match Slot 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner&apos;s Circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
