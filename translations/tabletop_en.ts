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
    <message>
        <source>Begin the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-Power Rule: {player}&apos;s Main Personality (power {stronger_power}) against the other&apos;s (power {weaker_power}): the stronger starts at a low stage, the weaker at its highest stage and goes first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Place {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare Combat (the defender draws at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} attacks for {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend with {card}, naming {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: physical attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: energy attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} takes control of Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture Dragon Ball {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endurance {amount} with {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use {card} on {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard down to the hand limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejuvenate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {card} to stage {stage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: move {card} to {to_zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {delta:+} level for the Main Personality of {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: capture Dragon Ball {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {stages} stages and {life} life cards of damage to player {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: draw {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach {card} to {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card} (effect at once)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card} (lasts this turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card} (lasts until your next Draw Step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card} (lasts this match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {card} (lasts the whole game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {card} into Match Slot 5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack with {card} (attack {number})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass: the attack goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard cards to deal 1 point of minimum damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {points} damage to {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: heal {points} damage of {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {amount} Spirit Energy for {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {player} switches the fighter with Match Slot {slot}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {player} discards the top {count} of the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {stat} {amount} for {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {stat} {amount:+} for {card} (this attack)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {stat} {amount:+} for {card} (this turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {stat} {amount:+} for {card} (until the next Draw Step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {stat} {amount:+} for {card} (this match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: one more attack this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {player} loses the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use {card} (discard it for its effect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the cards of your choice a card effect asks for</source>
        <extracomment>The action a player answers a chosen discard with, and its refusals (see :mod:`.opponent_choice`), registered by :mod:`.messages`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch your fighter with {card} (your choice, for a card effect)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the ability of {card}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Alignment</name>
    <message>
        <source>Hero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Villain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hero and villain</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AmountDialog</name>
    <message>
        <source>This attack</source>
        <extracomment>The most an amount dialog offers either way (the rules accept up to 999,999). The words of each scope, as the amount dialog offers them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until the next Draw Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AnswerButtons</name>
    <message>
        <source>{player}: {action}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Badge</name>
    <message>
        <source>ATK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Captured</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CalculatorDock</name>
    <message>
        <source>No Physical Attack Table is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker rank &lt;b&gt;{a}&lt;/b&gt;, defender rank &lt;b&gt;{d}&lt;/b&gt;: &lt;b&gt;{damage}&lt;/b&gt; stages of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attack deals &lt;b&gt;{points}&lt;/b&gt; damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calculators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical Attack Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage Points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacker power:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender power:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final attack value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final defense value:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardBrowserModel</name>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Style / team</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardEditor</name>
    <message>
        <source>A set code is 1 to 8 capital letters or digits, starting with a letter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card number is 1 to 12 letters or digits, as printed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a code such as BAB, or a new one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type whole numbers separated by spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least stage 0 and stage 1 are needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At most 18 values (stage 0 to stage 17).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 0 must be 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value may not be lower than the one before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A value is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line {line}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line {line} is not JSON (reading stopped at character {position}); write one effect a line, such as {{&quot;do&quot;: &quot;mill&quot;, &quot;count&quot;: 2}}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One effect a line, such as {&quot;do&quot;: &quot;raise_stages&quot;, &quot;amount&quot;: 3}; empty: none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect {effect}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A number is needed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The number is out of range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use lower-case letters, digits and “_” only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combat card attacks, defends, or both.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a defense stops attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an attack does damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAT damage takes a bonus; life and stage damage take an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team leader needs a team symbol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every attack needs a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text holds a control or invisible character ({character}); type it without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This value is not valid ({code}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted {id} {name}. Undo delete (Ctrl+Z) puts it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{id} is back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace card?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set already has {id} “{name}”. Replace it with “{new}”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {id} was kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card set could not be written. {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved {id} to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card image folder in Game → Settings first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image of {id}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card images (*.png *.jpg *.jpeg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is larger than {limit} MB, the most a card image may be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} is not a PNG or JPEG image that can be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The image could not be written into {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image saved as {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save and &amp;next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;w card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose &amp;image…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set name (Japanese):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alignment:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Up Rating (PUR):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power stages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heritage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hi-tech:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fighting style:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backer for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backer style:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Ball set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Ball number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost in stages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named card for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Symbol:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team leader:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense Value:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline effect:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spirit Energy cost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Has effect text:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effects:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit per deck:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card text:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your note:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. 0 1000 1500 2000 (stage 0 first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(any)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <source>Lv {level}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spirit {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PUR {pur}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hi-tech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×{cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DEF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} life cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost: {n} stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage: {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops physical attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops energy attacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops any attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{alignment} only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backer for {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Limit {n} per deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardImport</name>
    <message>
        <source>The file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {row} is neither UTF-8 nor Shift_JIS text; the file is not a text file, or was saved in another encoding. Save it as CSV (UTF-8) and import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is UTF-8 text, but row {row} is not (it may have been pasted from a file in Shift_JIS). Nothing was read; save the whole file as CSV (UTF-8) and import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The header row holds a NUL character: the file is not a text file, or was saved as UTF-16 without a byte-order mark. Save it as CSV (UTF-8) and import it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {row}: a quote (&quot;) that begins a cell is not closed, so the rows after it would run into that cell. Close the quote and import the file again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {row}: a quoted cell goes on after its closing quote (&quot;). Write a quote inside a quoted cell as two quotes (&quot;&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {row} has a cell of more than {limit} characters; no card field is that long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {row} cannot be read as CSV.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has more than {max} rows (row {row} is one too many); a card set holds at most {max} cards. Split the file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds more than {max} cards; a card set holds at most {max}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only .csv and .json card set files can be imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is not a Tabletop card set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file was written by a newer version of Tabletop; please update.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file has no header row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which game are these cards for? Choose Dragon Ball GT or Yu Yu Hakusho.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds cards of {game}, not {wanted}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no card set “{set}” of {game}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown column “{column}” (the README lists the columns).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The column “{column}” appears twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row has {count} cells; the header names {columns} columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card is not a JSON object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{value}” is not a whole number.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{value}” is not yes or no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{value}” is not a power-stage ladder: numbers (or Z) separated by spaces, stage 0 first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The ladder has {count} values; it needs 2 to {max} (stage 0 to 17).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage 0 must be 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A power stage is lower than the one below it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A power stage is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown card type “{value}”; the types are: {expected}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This field is needed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The row names no set (fill in the set column, or import with a set code).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card of type “{type}” has no such field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{value}” is not one of the allowed values: {expected}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{value}” is not written as it should be.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text is too long (at most {max} characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many values (at most {max}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is too small (at least {limit}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{value} is too large (at most {limit}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value has the wrong kind.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id {id} does not match the set and number ({set}-{number}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A combat card attacks, defends, or both (say yes to attack or defense).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a defense stops attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only an attack does damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PAT damage takes a bonus; life and stage damage take an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A team leader needs a team symbol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A variable attack value (X) needs the flag attack_value_variable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A flag is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A technique has one attack: use the attack1 columns only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card is of set {set}, not of {wanted}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The set code {set} is taken by a set of the other game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{id} is in the file twice (row {first}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{id} is a bundled card; a card set of yours cannot change it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your card {id} already exists with other values; it is not overwritten (delete it in the card editor first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card set holds at most {max} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The text holds a control or invisible character ({character}, at character {position}); names and texts cannot hold one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The effects are too long (at most {max} characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The effects are not JSON (reading stopped at character {position}); write a list such as [{{&quot;do&quot;: &quot;raise_stages&quot;, &quot;amount&quot;: 3}}], or leave the cell empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The effects are nested too deeply (at most {limit} levels).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The effects are a JSON list of effects, such as [{{&quot;do&quot;: &quot;mill&quot;, &quot;count&quot;: 2}}].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown effect “{value}”; the effects are: {expected}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An effect needs “do”, the kind of effect (such as “mill”).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An effect is a JSON object, such as {{&quot;do&quot;: &quot;mill&quot;, &quot;count&quot;: 2}}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The effect “{kind}” has no such field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The effect “{kind}” needs this field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value is not valid ({code}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row {row}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {row}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{column} (effect {effect})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{column} (effect {effect}, {field})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardList</name>
    <message>
        <source>Cards in this set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search by number or name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardSets</name>
    <message>
        <source>Import card set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking {file}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking {file}: row {checked} of {rows}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card sets (*.csv *.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cards imported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{code} — {name} ({game}, {count} cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export card set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv);;Tabletop card set (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be written.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardType</name>
    <message>
        <source>Personality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drill</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Non-Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Technique</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CardsCommand</name>
    <message>
        <source>warning: {reason}</source>
        <extracomment>A translator: (context, source text) -&gt; the text in the chosen language.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: …and {count} more problems (--json lists them all).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {imported} cards imported, {unchanged} already there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {refused} rows refused; nothing was imported (--valid-only imports the {valid} valid rows).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cards could not be stored in your card sets ({folder}): {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be written: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {count} cards written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>bundled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>automated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{set}: {cards} cards, {with_effect} with an effect: {automated} automated, {by_hand} by hand.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChooseAmountDialog</name>
    <message>
        <source>Card Effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power &amp;stage:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an amount other than 0.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChooseCardsDialog</name>
    <message>
        <source>Choose Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{purpose}: choose %n card(s) to discard.</source>
        <translation>
            <numerusform>{purpose}: choose %n card to discard.</numerusform>
            <numerusform>{purpose}: choose %n cards to discard.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n chosen)</source>
        <translation>
            <numerusform>(%n chosen)</numerusform>
            <numerusform>(%n chosen)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoosePaymentDialog</name>
    <message>
        <source>Pay the Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} (stage {stage})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{purpose}: choose who pays the {cost} stages ({paid} chosen).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ComputerSeat</name>
    <message>
        <source>The computer could not choose a move ({reason}). Let it try again, or start a new game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} played: {moves}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation></translation>
    </message>
    <message>
        <source>Let the computer try again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer stopped: the process it thinks in ended {count} times in a row.</source>
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
    <message>
        <source>Attack Cost (next attack)</source>
        <extracomment>The card counters these effects keep on a fighter, as its badges name them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack Cost (until a Draw Step)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack Cost (this match)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No minimum damage dealt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No minimum damage taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ATK doubled this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alignment changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Borrowed until turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Given to the opponent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leaves at the turn&apos;s end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Symbol gained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage at the turn&apos;s end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No damage from Techniques</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most damage taken at a time</source>
        <extracomment>The card counters these effects keep on a fighter, as its badges name them.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline guarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards drawn as the opponent&apos;s turn ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Items and Techniques barred</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Hand the computer to {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table is hidden so that nobody sees the other player&apos;s hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>I am {player}: show the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last move: {move}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Goku demo (Saiyan Saga heroes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vegeta demo (Saiyan Saga villains)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Goku, even match (Saiyan Saga heroes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raditz, even match (Saiyan Saga villains)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Urameshi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Toguro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Urameshi, even match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Toguro, even match</source>
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
    <name>DeckEditor</name>
    <message>
        <source>All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ The deck is legal.</source>
        <extracomment>The deck being built (this dialog is a view of it).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>✘ %n rule(s) broken:</source>
        <translation>
            <numerusform>✘ %n rule broken:</numerusform>
            <numerusform>✘ %n rules broken:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>%n card in the deck</numerusform>
            <numerusform>%n cards in the deck</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck editor — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck editor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck has unsaved changes. Save them?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Line {line}: {message}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck file cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some lines of the deck file cannot be read. Open the rest as a new deck?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck could not be saved to {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck files (*.deck);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Style or team:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, Japanese name or card id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the selected card (double-click, Enter or +)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declared style:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One more copy (+)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One copy fewer (-, double-click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove every copy (Delete)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move up (the team&apos;s Match Slot order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down (the team&apos;s Match Slot order)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckSection</name>
    <message>
        <source>Main Personality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DragonBallSet</name>
    <message>
        <source>Earth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Namek</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Effect</name>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each of your characters with the {thing} Team Symbol that won a match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: the attack of a {title} attached to it gets +{amount} ATK more for each card in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If you used {thing} at least {least} time(s) in your last turn, your other characters in play with the {team} Team Symbol get +{amount} ATK for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter this match if you used {thing} at least {least} time(s) in your last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If you used {thing} at least {least} time(s) in your last turn, you may shuffle any cards of your hand into your deck and draw as many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Until your next Draw Step, each attack of the opponent gets -{amount} ATK (not below 0) for each card its Attack Cost discards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: Each time a card effect of the opponent&apos;s makes them draw, draw {count} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose a card of your hand and discard it and this card (this one at the end of the turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards the top {count} card(s) of their deck if you did.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of your hero characters in play: it is a villain for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of your villain characters in play: it is a hero for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Until your next Draw Step, the opponent pays Attack Costs only with Events from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may pay {amount} Spirit Energy (choose this card to pay).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a player by choosing their fighter: that player discards their hand and draws as many cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Minimum damage for this attack costs no cards from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Search your deck for {count} card(s) named {title} and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each {thing} attached to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: This attack deals {points} damage instead of the usual amount if at least {least} {thing} is attached to the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of the opponent&apos;s Draw Step: The opponent discards the top {count} card(s) of their deck if your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may discard up to {count} card(s) from the top of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to choose {count} card(s) in your discard pile, none of this card&apos;s name, and shuffle them into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until your next Draw Step, attacks of {most} ATK or less deal no damage to your characters, minimum damage included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a word: shuffle every card of your discard pile with that word in its name into your deck (not a card of this card&apos;s name).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take an Item attached to the opposing fighter and attach it to your fighter without paying its Spirit Energy; it goes back to the opposing fighter at the end of the opponent&apos;s next turn if it is still in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each Event among the top 5 cards of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If you have at least {least} Spirit Energy, search your deck for a card named {title}, pay its Spirit Energy and attach it to your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each Technique in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose an Item attached to your fighter: the ATK it adds counts twice this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may not use this card&apos;s attack again this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player may use an attack until your next Draw Step if you have at least {least} card(s) in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No player may heal damage this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} card(s) in your hand and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: +{amount} ATK to it if the match being played is match {least} or a later one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: its attacks cost {amount} card(s) less (never below 0) if the match being played is match {least} or a later one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opposing fighter&apos;s attacks cost {amount} card(s) more until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Your fighter&apos;s attacks cost {amount} card(s) less (never below 0) this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Discard this card at the end of the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your fighter&apos;s attacks cost {amount} card(s) less (never below 0) this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Look at the top {count} cards of your deck and put them back on top in the order you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Look at the top {count} cards of the opponent&apos;s deck and put them back on top in the order you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the top {count} cards of your deck and put them back on top in the order you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look at the top {count} cards of the opponent&apos;s deck and put them back on top in the order you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your Match Slot 5 is empty, search your deck for a character and put it into your Match Slot 5 face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If your Match Slot 5 is empty, search your deck for a character and put it into your Match Slot 5 face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal {points} damage from one of your characters in play of your choice if your fighter is a hero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} card(s) of your hand to keep and discard the rest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each Spirit Energy you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: +{amount} DEF to it for each {thing} attached to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may choose up to {count} Item(s) attached to your fighter and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each card chosen for this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may choose up to {count} card(s) in your hand and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter until your next Draw Step for each card chosen for this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} face-up Item(s) or Technique(s) in play and discard them if you have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards their whole hand if you have at least {least} card(s) in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard your whole hand if you have at least {least} card(s) in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to choose {count} Technique(s) in your discard pile and attach them to your fighter without paying their Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is a physical attack, at the rules&apos; cost and damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is a physical attack at the rules&apos; cost; damage: Physical Attack Table{modifier}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is a physical attack at the rules&apos; cost; damage in life cards: {damage}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is a physical attack at the rules&apos; cost; damage in power stages: {damage}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is a physical attack (cost in power stages: {cost}) with the rules&apos; damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is a physical attack (cost in power stages: {cost}); damage: Physical Attack Table{modifier}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is a physical attack (cost in power stages: {cost}); damage in life cards: {damage}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is a physical attack (cost in power stages: {cost}); damage in power stages: {damage}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is an energy attack, at the rules&apos; cost and damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is an energy attack at the rules&apos; cost; damage: Physical Attack Table{modifier}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is an energy attack at the rules&apos; cost; damage in life cards: {damage}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is an energy attack at the rules&apos; cost; damage in power stages: {damage}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is an energy attack (cost in power stages: {cost}) with the rules&apos; damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is an energy attack (cost in power stages: {cost}); damage: Physical Attack Table{modifier}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is an energy attack (cost in power stages: {cost}); damage in life cards: {damage}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is an energy attack (cost in power stages: {cost}); damage in power stages: {damage}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise your Main Personality {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise your Main Personality one power stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise your Main Personality to its highest power stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise one of your personalities {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise one of your personalities one power stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise one of your personalities to its highest power stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the top {count} cards of your discard pile at the bottom of your Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the top card of your discard pile at the bottom of your Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the bottom {count} cards of your discard pile at the bottom of your Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the bottom card of your discard pile at the bottom of your Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put {count} cards of your choice from your discard pile at the bottom of your Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put a card of your choice from your discard pile at the bottom of your Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent discards the top {count} cards of their Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent discards the top card of their Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Then remove this card from the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {count} cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the top {count} cards of your discard pile into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the top card of your discard pile into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the bottom {count} cards of your discard pile into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the bottom card of your discard pile into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your anger +{amount} (at {level_at}: your Main Personality goes up a level).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your Main Personality is at level {max_level} or lower, your anger +{amount} (at {level_at}: your Main Personality goes up a level).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your anger -{amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent&apos;s anger +{amount} (at {level_at}: their Main Personality goes up a level).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent&apos;s anger -{amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Effect (apply by hand).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply by hand: anger, at a moment or under a condition the rules do not track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply by hand: a card chosen from a pile or a deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply by hand: a Defense Shield (stops an attack at a time the players judge).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply by hand: used at another time than its owner&apos;s step (entering Combat, the end of a turn…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply by hand: it depends on something the rules do not track (a named ally in play…).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} ATK to the attached character while attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} ATK to your fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} ATK to your fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} ATK to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} ATK to your fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} ATK to the opposing fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} ATK to the opposing fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} ATK to the opposing fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} ATK to the opposing fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} ATK to the opposing fighter while attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached if your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached if your fighter has no Team Symbol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached if the opposing fighter is a villain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached if your fighter has the {team} Team Symbol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match if your fighter is a hero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn if you have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each Item attached to your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each of your Sideline characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter until your next Draw Step if you have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to the opposing fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to the opposing fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to the opposing fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to the opposing fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to the opposing fighter while attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the attached character this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the attached character for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the attached character this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the attached character until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to your fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to your fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to your fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the opposing fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the opposing fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the opposing fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the opposing fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the attached character this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the attached character for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the attached character this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the attached character until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to your fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to your fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to your fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the opposing fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the opposing fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the opposing fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the opposing fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to your fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to your fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to your fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to the opposing fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to the opposing fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to the opposing fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to the opposing fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack if your fighter is a hero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack if your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack if the opposing fighter has no Team Symbol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack if the opposing fighter is a villain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each card attached to your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each card in your discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each card in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each card in the opponent&apos;s discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each Item attached to the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each of the opponent&apos;s Sideline characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each Spirit Energy you have.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each Technique attached to your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter until your next Draw Step for each point of damage on your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to the opposing fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to the opposing fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to the opposing fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to the opposing fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Apply by hand: a choice of a card, a character or an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Apply by hand: a condition the rules do not track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Apply by hand: an effect the rules do not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Apply by hand: a change to a rule of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Apply by hand: a Sideline Effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Apply by hand: an effect at another time (a Draw Step, a turn&apos;s end, an activated ability).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: The opponent loses the current match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: You lose the current match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Deal {points} damage to your own fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Deal {points} damage to the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the attached character this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the attached character for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the attached character this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the attached character until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to your fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to your fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to your fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the opposing fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the opposing fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the opposing fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the opposing fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the attached character this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the attached character for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the attached character this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the attached character until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to your fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to your fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to your fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the opposing fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the opposing fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the opposing fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the opposing fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: The opponent discards {count} card(s) at random from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Discard {count} card(s) at random from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: The opponent draws {count} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Draw {count} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: You may attack once more this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Heal {points} damage on the attached character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Heal {points} damage on your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Heal {points} damage on the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: The opponent discards the top {count} card(s) of their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Discard the top {count} card(s) of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Shuffle every character in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Shuffle every Event in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Shuffle every Item in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Shuffle every Technique in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: The opponent shuffles their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Shuffle your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: The opponent gains {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Gain {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: The opponent loses {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When attached: Lose {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Apply by hand: a choice of a card, a character or an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Apply by hand: a condition the rules do not track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Apply by hand: an effect the rules do not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Apply by hand: a change to a rule of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Apply by hand: a Sideline Effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Apply by hand: an effect at another time (a Draw Step, a turn&apos;s end, an activated ability).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent loses the current match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You lose the current match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Deal {points} damage to your own fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Deal {points} damage to the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to your fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to your fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to your fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to the opposing fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to the opposing fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to the opposing fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to the opposing fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to your fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to your fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to your fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to your fighter until your next Draw Step for each Technique attached to your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to the opposing fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to the opposing fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to the opposing fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to the opposing fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) at random from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Discard {count} card(s) at random from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent draws {count} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Draw {count} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Draw {count} card(s) if your fighter is a hero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may attack once more this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may attack once more this turn if your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may attack once more this turn if the opposing fighter is a villain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Heal {points} damage on the attached character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Heal {points} damage on your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Heal {points} damage on the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards the top {count} card(s) of their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Discard the top {count} card(s) of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle every character in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle every Event in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle every Item in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle every Technique in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent shuffles their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent gains {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Gain {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent loses {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Lose {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply by hand: a choice of a card, a character or an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply by hand: a condition the rules do not track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply by hand: an effect the rules do not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your physical attacks do {amount} more power stage(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your physical attacks do {amount} fewer power stage(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your physical attacks do {amount} more life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your physical attacks do {amount} fewer life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your energy attacks do {amount} more power stage(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your energy attacks do {amount} fewer power stage(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your energy attacks do {amount} more life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your energy attacks do {amount} fewer life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your attacks do {amount} more power stage(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your attacks do {amount} fewer power stage(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your attacks do {amount} more life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your attacks do {amount} fewer life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, physical attacks against you do {amount} more power stage(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, physical attacks against you do {amount} fewer power stage(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, physical attacks against you do {amount} more life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, physical attacks against you do {amount} fewer life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, energy attacks against you do {amount} more power stage(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, energy attacks against you do {amount} fewer power stage(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, energy attacks against you do {amount} more life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, energy attacks against you do {amount} fewer life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, attacks against you do {amount} more power stage(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, attacks against you do {amount} fewer power stage(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, attacks against you do {amount} more life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, attacks against you do {amount} fewer life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower the opponent&apos;s personality in control of Combat {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the attack succeeds, lower the opponent&apos;s personality in control of Combat {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lower the opponent&apos;s Main Personality {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the attack succeeds, lower the opponent&apos;s Main Personality {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the opponent&apos;s physical attacks against you for the rest of this Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the attack succeeds, it stops the opponent&apos;s physical attacks against you for the rest of this Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the opponent&apos;s physical attacks against you in their next attack phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the attack succeeds, it stops the opponent&apos;s physical attacks against you in their next attack phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the opponent&apos;s energy attacks against you for the rest of this Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the attack succeeds, it stops the opponent&apos;s energy attacks against you for the rest of this Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the opponent&apos;s energy attacks against you in their next attack phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the attack succeeds, it stops the opponent&apos;s energy attacks against you in their next attack phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the opponent&apos;s physical and energy attacks against you for the rest of this Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the attack succeeds, it stops the opponent&apos;s physical and energy attacks against you for the rest of this Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the opponent&apos;s physical and energy attacks against you in their next attack phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the attack succeeds, it stops the opponent&apos;s physical and energy attacks against you in their next attack phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a defense, it prevents {amount} life card(s) of the attack&apos;s damage; the rest is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As a defense, the attack does no more than {amount} life card(s) of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played in answer to an attack, it does not stop it: the damage is taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played in your attack phase for its effect alone: it does no damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its user makes no more attacks this Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saiyan heritage only: the personality in control of Combat must be a Saiyan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earthling heritage only: the personality in control of Combat must be a Earthling.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Namekian heritage only: the personality in control of Combat must be a Namekian.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saibaman heritage only: the personality in control of Combat must be a Saibaman.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat, draw {amount} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat, draw {amount} card(s) from the bottom of your discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat, raise your Main Personality {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat as the attacker, draw {amount} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat as the attacker, draw {amount} card(s) from the bottom of your discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat as the attacker, raise your Main Personality {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat as the defender, draw {amount} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat as the defender, draw {amount} card(s) from the bottom of your discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat as the defender, raise your Main Personality {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense Shield: stops the first physical attack against you that you take; then it is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense Shield: stops the first energy attack against you that you take; then it is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense Shield: stops the first attack against you that you take; then it is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the first physical attack against you that you take in each Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the first energy attack against you that you take in each Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the first attack against you that you take in each Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers a physical attack against you (once a turn); it deals at most {amount} life cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers a physical attack against you (once a turn); it deals at most {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers a physical attack against you (once a turn); it deals {amount} power stages fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers a physical attack against you (once a turn); it deals {amount} life cards fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers a physical attack against you (once a turn); it is stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers an energy attack against you (once a turn); it deals at most {amount} life cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers an energy attack against you (once a turn); it deals at most {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers an energy attack against you (once a turn); it deals {amount} life cards fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers an energy attack against you (once a turn); it is stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers an attack against you (once a turn); it deals at most {amount} life cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers an attack against you (once a turn); it deals at most {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers an attack against you (once a turn); it deals {amount} life cards fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power: answers an attack against you (once a turn); it is stopped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat as the defender, draw {amount} card(s) from the bottom of your discard pile instead of from your Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat as the defender, draw {amount} card(s) instead of the defender&apos;s draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat as the defender, your Main Personality gains {amount} power stage(s) instead of the defender&apos;s draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply by hand: a change to a rule of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply by hand: a Sideline Effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Apply by hand: an effect at another time (a Draw Step, a turn&apos;s end, an activated ability).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent loses the current match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You lose the current match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {points} damage to your own fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deal {points} damage to the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} DEF to the attached character while attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} DEF to your fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} DEF to your fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} DEF to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} DEF to your fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} DEF to the opposing fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} DEF to the opposing fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} DEF to the opposing fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} DEF to the opposing fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} DEF to the opposing fighter while attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to the attached character while attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to the attached character while attached if your fighter is a hero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to the attached character while attached if your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to the attached character while attached if your fighter is a villain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter until your next Draw Step if you have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter until your next Draw Step for each card in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to the opposing fighter this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to the opposing fighter for the next attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to the opposing fighter this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to the opposing fighter until your next Draw Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to the opposing fighter while attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards {count} card(s) at random from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards {count} card(s) at random from their hand if you have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {count} card(s) at random from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent draws {count} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {count} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {count} card(s) if all your characters in play share one Team Symbol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may attack once more this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal {points} damage on the attached character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal {points} damage on your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal {points} damage on your fighter if your fighter is a villain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Heal {points} damage on the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play: Apply by hand: a choice of a card, a character or an amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play: Apply by hand: a condition the rules do not track.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play: Apply by hand: an effect the rules do not apply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play: Apply by hand: a change to a rule of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play: Apply by hand: a Sideline Effect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play: Apply by hand: an effect at another time (a Draw Step, a turn&apos;s end, an activated ability).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck if you have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard the top {count} card(s) of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle every character in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle every Event in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle every Item in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle every Technique in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent shuffles their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent gains {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain {amount} Spirit Energy if all your characters in play share one Team Symbol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain {amount} Spirit Energy if you have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain {amount} Spirit Energy if your fighter is a villain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent loses {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lose {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} ATK to your fighter this turn for each card in the opponent&apos;s hand if you have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached for each point of damage on it if it is a hero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached for each of the opponent&apos;s characters that lost a match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match if you have the {team} Team Bonus and your fighter has the {team2} Team Symbol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match if you have the {team} Team Bonus, your fighter has the {team2} Team Symbol and the opponent has the {team3} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match for each of your characters that lost a match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match for each of your characters that lost a match if your {name} lost a match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match for each Spirit Energy you have if you have the {team} Team Bonus and your fighter has the {team2} Team Symbol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn if at least {least} Items and at least {least2} Techniques are attached to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each card in your hand if you have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack if the opponent has at least {least} cards in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each card attached to your characters in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each point of damage on your characters in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each match finished.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each {thing} attached to your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each {thing} attached to your fighter if your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each {thing} face up in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter until your next Draw Step for each {thing} attached to your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to your fighter this match if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Draw {count} card(s) if you have more Spirit Energy than the opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may attack once more this turn if the opponent&apos;s characters have more cards attached than yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may attack once more this turn if your fighter has more damage than the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Heal {points} point(s) of damage from your {who} if in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card attached to the opposing fighter is discarded if it has at least {least} points of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards their whole hand if they have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck for each point of damage on their characters in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck for each of their villains in play if your fighter is a hero and the opposing fighter is a villain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent&apos;s character in Match Slot 5 is discarded with every card attached to it if the match is one of the first {most}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck if your deck has at least {least} cards and at least {least2} different Items are attached to your Sideline characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck if you have the {team} Team Bonus and the opponent has the {team2} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck if they have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gain {amount} Spirit Energy if the opponent has the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle this card into your deck if you have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This turn, your attack deals {points} points of damage if its ATK is at least {ratio} times the defending DEF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may search your deck for up to {count} card(s) named {title} and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} card(s) in your discard pile and shuffle them into your deck if your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} face-up Item(s) or Technique(s) in play and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search your deck for {count} Item(s) and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each card chosen for this attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} card(s) attached to your fighter and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} Item(s) attached to your fighter and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} card(s) in your discard pile and shuffle them into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} card(s) in your discard pile and shuffle them into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} card(s) in your hand and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} face-up Item(s) in play and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} face-up Technique(s) in play and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} face-up Technique(s) in play and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} Item(s) attached to the opponent&apos;s fighter and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Look at the opponent&apos;s hand, choose {count} card(s) and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} face-up Item(s) in play and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} face-up Technique(s) in play and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} card(s) in the opponent&apos;s discard pile and put them on top of their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} card(s) in your discard pile and shuffle them into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At your Draw Step: Gain {amount} more Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At your Draw Step: Gain {amount} more Spirit Energy if your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of your Main Step: Gain {amount} Spirit Energy if your fighter is a villain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the start of your Main Step: The opponent loses {amount} Spirit Energy if your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to gain {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to give the opposing fighter -{amount} DEF this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to draw {count} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: If your fighter is a villain, discard this card to have the opponent discard the top {count} card(s) of their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to heal {points} damage of your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Main Step: Using this card also costs {count} card(s) from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: Use this card to have the opponent discard the top {count} card(s) of their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: The card you use goes to the bottom of your deck, not to the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For each point of damage your attack deals to the opposing fighter: The opponent discards the top {count} card(s) of their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Discard this card at the end of the turn if the opposing fighter is a villain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} face-down attached card(s) in play and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} face-down attached card(s) in play and discard them if you have fewer characters on your Sideline than the opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {count} card(s) if you have fewer characters on your Sideline than the opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may choose up to {count} face-down attached card(s) in play and discard them if your fighter has more damage than the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may choose up to {count} card(s) attached to the opposing fighter and discard them if you have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may choose up to {count} face-up Item(s) in play and discard them if the opposing fighter has more Items attached than yours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to choose {count} face-up Technique(s) in play and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to choose up to {count} face-up Technique(s) in play and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to search your deck for {count} card(s) and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to deal {points} damage to your own fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: If your fighter is a hero, discard this card to search your deck for {count} character(s) and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to choose up to {count} Item(s) in your discard pile and shuffle them into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} Item(s) in your discard pile and put them at the bottom of your deck if your fighter has more Items attached than the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Every card attached to your own fighter is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may search your deck for up to {count} Technique(s) and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent loses {amount} Spirit Energy if at least {least} Technique(s) are attached to your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Gain {amount} Spirit Energy if at least {least} Technique(s) are attached to your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each Technique this attack discarded from the top of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each Technique this card discarded from the top of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle the bottom {count} card(s) of your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard your whole hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards their whole hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck if the opposing fighter is a villain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: If your fighter is {name} or {name2}, discard this card to search your deck for {count} card(s) named {title} and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: If your fighter is {name} or {name2}, discard this card to search your deck for {count} Technique(s) and attach them to your fighter without paying their Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} face-up Technique(s) in play and discard them if your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} DEF to the attached character while attached if at least {least} {thing} is face up in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: The card you use is shuffled into your deck, not put into the discard pile, if at least {least} {thing} is face up in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: -{amount} ATK to the opposing fighter for each {thing} attached to this character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: +{amount} DEF to it for each {thing} attached to it if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to gain {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, once each Combat, after an attack of yours succeeds, draw {amount} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, after you take damage from a physical attack, draw {amount} card(s) from the bottom of your discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent&apos;s Main Personality gains {amount} power stages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your opponent is a hero, they discard the top card of their Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your opponent is a hero, their anger -{amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your opponent is a villain, their anger -{amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent discards the top card of their Life Deck for each ally you have in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent&apos;s Main Personality is put at power stage {stage}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, each physical attack against you discards {amount} life card(s) fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, the first attack against you each Combat that discards life cards discards {amount} fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play and your opponent has an ally in play, the first physical attack against you each Combat that discards life cards discards {amount} fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your energy attacks that cost {of} power stages cost {to}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, for each life card an attack makes you discard, your opponent&apos;s Main Personality loses {amount} power stage(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While no Orange Drill is in play on your side, stops the first energy attack against you that you take in each Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once each Combat, after this personality takes damage from an energy attack while in control, your anger +{amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a Drill or an ally your opponent has in play from the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a Non-Combat card or an ally your opponent has in play from the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove an ally your opponent has in play from the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, for each {per} power stages an attack takes from you, your opponent&apos;s Main Personality loses {amount} power stage(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip your next Combat step: you may not declare Combat then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play: your next energy attack deals {amount} more life card(s), and this card is used as you make it. A successful energy attack against you discards it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of your allies in play gives your Main Personality power stages one for one: as many as it has and your Main Personality lacks of its highest stage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, your other Drills are neither discarded nor removed from the game by a card&apos;s effect (a level change still discards them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its physical attack may be made twice in a row: after the first, your opponent&apos;s next attack phase is skipped and this power alone may attack again (or you pass).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the attack succeeds, draw the bottom card of your discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played while Krillin is your personality in control, it comes back to your hand once it has done its work, to be played once more this Combat (if it is not, it leaves your hand as the Combat ends).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Played while Goku is your personality in control, it comes back to your hand once it has done its work, to be played once more this Combat (if it is not, it leaves your hand as the Combat ends).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent&apos;s anger goes to 0 and goes up no more until an attack of theirs makes you discard a life card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its power answers from play, in control of Combat or not: once a turn, while your personality in control is Gohan or Goku, it stops a physical attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only while you have an ally in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your attack phase, in place of an attack, use this card for its effects alone (no damage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until the Rejuvenation step of your next turn, you discard nothing down to the hand limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search your Life Deck or your discard pile for an ally of your choice (a character not in play on your side, of a level up to your Main Personality&apos;s) and put it in play at its highest power stage, then shuffle your Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To play this card, remove one of your allies in play from the game (with the cards under it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As this power attacks, this personality is removed from the game (an ally with the cards under it; a Main Personality so removed loses you the game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your opponent discards every Drill they have in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your attack phase, in place of an attack, use this Drill once a Combat for its effects alone (no damage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your opponent&apos;s Main Personality is at level {level}, it goes down one level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use it only at the end of a turn, yours or your opponent&apos;s (in its Discard or Rejuvenation step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This power is no attack: in your attack phase, in place of an attack, the personality in control uses it once a turn for its effects alone (no damage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the first Dragon Ball from the top of your opponent&apos;s Life Deck, shuffle the rest of that deck, and put the ball at its bottom.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search your Life Deck or your discard pile for a Drill of your choice and put it in play, then shuffle your Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search your Life Deck for a Dragon Ball of your choice and put it in play (its placement effect applies), then shuffle your Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the rest of this Combat, each attack against a hero discards {amount} life card(s) fewer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When you enter Combat as the defender with a hero as your Main Personality, draw the top {amount} cards of your discard pile instead of from your Life Deck (not with fewer there).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play, the Dragon Balls you control may not be captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture one of the Dragon Balls your opponent controls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the attack succeeds, capture the Dragon Ball of your opponent&apos;s that you named as you attacked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only while you have the ally Bulma in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only while you have another Saibaimen in play as an ally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only while Goku is your Main Personality and Gohan your ally in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To play this card, discard another card from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While in play and no other Drill of its style is in play on your side, after you take damage from an energy attack, draw {amount} card(s) from the bottom of your discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards {count} card(s) of their choice from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards {count} card(s) of their choice from their hand if your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) of their choice from their hand, unless your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) at random from their hand if your fighter is {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards {count} card(s) of their choice from their hand if you have at least {least} card(s) in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {count} card(s) of your choice from your hand if you have at least {least} card(s) in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If the opponent has more than {keep} cards in hand, they discard cards of their choice from it until they have {keep}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to make the opponent discard {count} card(s) of their choice from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) of their choice from their hand if the opposing fighter is a hero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) of their choice from their hand if you have more Spirit Energy than the opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) of their choice from their hand if they have at least {least} cards in hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the opponent&apos;s attack deals damage to this character as your fighter: The opponent discards {count} card(s) of their choice from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may search your deck for up to {count} card(s) named {title} and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may choose up to {count} face-up Item(s) or Technique(s) in play and discard them if your fighter is a hero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent discards {count} card(s) of their choice from their hand if your fighter is a villain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a character on your Sideline: it and your fighter switch places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a character on the opponent&apos;s Sideline: it and the opposing fighter switch places.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Heal {points} point(s) of damage from your {who} if in play, if you have more Spirit Energy than the opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: +{amount} ATK to it if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: +{amount} DEF to it if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {attack} may be used only if at least {least} {thing} is attached to your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {attack} may be used only if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} Event(s) in your discard pile and shuffle them into your deck if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent draws {count} card(s) if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) of their choice from their hand, then draws {draw} card(s), if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) of their choice from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {count} card(s) of your choice from your hand, unless your fighter is a hero and the opposing fighter is a villain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: This attack cannot deal minimum damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until your next Draw Step, your fighter cannot be dealt minimum damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: It cannot be dealt minimum damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {attack} may be used only if your fighter has at least {least} points of damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: +{amount} ATK to it if you have at most {most} characters on your Sideline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: When its attack deals at least {least} point(s) of damage to the opposing fighter, that fighter takes {points} more, if you have at most {most} characters on your Sideline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If this attack deals at least {least} points of damage, the opponent loses {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle every card named {title} in your discard pile into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent switches their fighter with a character of their choice on their Sideline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When this character&apos;s attack deals damage to the opposing fighter: Switch it with a character of your choice on your Sideline that has the {team} Team Symbol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to your fighter for the next attack for each card chosen for this attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose the opponent&apos;s character in Match Slot 2 or 4: the attack hits it instead of the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose a character on the opponent&apos;s Sideline with a card attached: the attack hits it instead of the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose a character with damage on the opponent&apos;s Sideline: the attack hits it instead of the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to put the bottom {count} card(s) of your discard pile into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: If your fighter is {name}, choose {count} Technique(s) in your discard pile and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Choose a face-up Item in play: the opponent pays its Spirit cost, or it is discarded if they cannot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the rest of the match, both fighters&apos; Attack Costs are {amount} lower.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your fighter&apos;s next attack costs {amount} card(s) less.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If this attack deals at least {least} point(s) of damage to the opposing fighter, that character takes {points} more at the end of your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Your fighter takes {points} damage at the end of this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this card only to answer an attack of the opponent&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>-{amount} ATK to the opposing fighter until your next Draw Step for each card chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: The opponent may not use an attack of more than {most} ATK.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: Your fighter takes {points} damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: Discard the top {count} card(s) of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you have the {team} Team Bonus, search your deck for {count} Technique(s) and attach them to your fighter without paying their Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {count} card(s) if the opponent has the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} face-up Item(s) in play and discard them if you have more Spirit Energy than the opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this card only with a character of yours in Match Slot 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your character in Match Slot 5 is discarded with every card attached to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent&apos;s character in Match Slot 5 is discarded with every card attached to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {attack} may be used only with a card to choose for it (its cost).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} face-down attached card(s) in play and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Every face-down card attached to the opponent&apos;s Sideline characters is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} face-up attached card(s) in play that raise a character&apos;s DEF and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Every card attached to the opposing fighter that raises its DEF is discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this card is attached face up: The opponent may not use Techniques.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this card is attached face up: No player can deal minimum damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Until your next Draw Step, the attacks of Techniques deal no damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may choose up to {count} Event(s) in your discard pile, none named {title}, and shuffle them into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may play no more Events this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the opponent attacks this character as your fighter: Discard the top {count} card(s) of your deck; the attack gets -{amount} ATK for each Technique among them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If both fighters are villains: for the rest of the game, the attacks of villain fighters get +{amount} ATK.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the rest of the match, no player may use a card that discards cards from the opponent&apos;s deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent shuffles {count} card(s) of their choice from their hand into their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent chooses: they discard {count} card(s) of their choice from their hand, or they lose {amount} Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If more than {keep} cards are attached to the opposing fighter, the opponent discards attached cards of their choice until {keep} are left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} card(s) attached to your characters in play and shuffle them into their owner&apos;s deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this card is attached, {title} may not be played by the opponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Main Step: If your Match Slot 5 is empty, discard this card to search your deck for a character and put it into your Match Slot 5 face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to choose two of your characters on your Sideline: they trade Match Slots, with the cards attached to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your attacks until the match ends; at the start of each of your later turns in this match, this bonus loses {step} (not below 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until the match ends, the opponent has a Team Bonus only with at least {least} of their characters in play sharing its Team Symbol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Until the end of your next turn, no player may play Events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If the opponent attacked in their last turn, you may choose a character on the opponent&apos;s Sideline for this attack to hit instead of their fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Main Step ends now, and the Main Steps of the next {count} turns (both players&apos;) are skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your attacks this turn for each card you play after this one in this Main Step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{amount} ATK to your attacks this turn for each card raising an Attack Value that you play after this one this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the match in the Arena ends this turn, the opponent switches the character that comes in for the next match with another character of their Sideline, of their choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you have exactly {spirit} Spirit Energy once this card is paid, choose {count} card(s) in your discard pile and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of your characters in play with a Team Symbol: each of your characters in play without one has that Team Symbol for the rest of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this card is attached, the opponent discards {count} card(s) of their choice from their hand to play an Event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Main Step, this card is attached to the opposing fighter (you pay for it); the opponent never uses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: At the end of this turn, this card is attached to the opposing fighter; the opponent never uses it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this card is attached to the opposing fighter, the opponent discards the top {count} card(s) of their deck at the end of each of their turns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the opponent played a card in their last turn for an attack dealing more damage (Overwhelming Kill, Power Strike) and no attack of theirs met its requirement, deal {points} point(s) of damage to the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Discard every card attached to either fighter (this card at the end of the turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Attack Step: If your fighter is {name}, discard this card to double the Attack Value of your next attack this turn (once a turn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may choose a card of your hand and discard it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you did, your fighter&apos;s attacks gain this turn the printed Attack Value of the strongest attack of your face-up characters on your Sideline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: You may pay {count} Spirit Energy to use it (it stays attached).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: You may use it (it stays attached).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: Look at the top {count} cards of the opponent&apos;s deck and put them back on top in the order you choose.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: You may use it (it stays attached) if you have at least {least} character(s) on your Sideline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: Deal {points} point(s) of damage to a character of your choice on your Sideline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: Then heal {points} damage on your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: Deal {points} point(s) of damage to a character of your choice on the opponent&apos;s Sideline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} {title} card(s) in your discard pile and shuffle them into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your Main Steps: You may discard {count} card(s) from your hand to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your Main Steps: Search your deck for {count} {title} card(s) and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} face-up Item(s) in play and attach them to this character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your End Step, while this character is your fighter: You may use this only if you used the attack {thing} this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your End Step, while this character is your fighter: Switch it with a character of your choice on your Sideline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your Main Steps: Discard up to {count} card(s) of your choice from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your Main Steps: Then draw as many cards as you discarded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may search your deck for up to {count} Item(s) and put them into your hand if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, at the start of the opponent&apos;s Draw Step: The opponent discards {count} card(s) of their choice from their hand, then draws {draw} card(s), if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards the top {count} card(s) of their deck for each Event you discarded from your deck this way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Main Steps, while this character is your fighter: You may discard {count} card(s) at random from your hand to use this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Main Steps, while this character is your fighter: You may use this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Main Steps, while this character is your fighter: Search your deck for {count} {title} card(s) and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Main Steps, while this character is your fighter: The opponent discards {count} card(s) of their choice from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Attack Steps, while this character is your fighter: You may discard {count} card(s) from your hand to use this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Attack Steps, while this character is your fighter: Choose up to {count} face-down attached card(s) in play and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Once in each of your Attack Steps, while this character is your fighter: The opponent discards the top {count} card(s) of their deck for each Item discarded this way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each Event in your discard pile if you have the {team} Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your End Steps: If you have the {team} Team Bonus, you may discard {count} Event(s) from your hand to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your End Steps: Search your deck for {count} card(s) and put them into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play this card only in your End Step, if you made no attack this turn; you may play a card of this name only once a game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may choose up to {count} card(s) in your discard pile and shuffle them into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Every character in play heals {points} damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, at the start of the opponent&apos;s Draw Step: Draw {count} card(s) if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, at your Draw Step: The opponent draws {count} card(s) if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect: Every attack of either player costs {amount} card(s) fewer if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, at the end of the opponent&apos;s turn: The opponent draws {count} card(s) if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Attach the Items discarded this way from your deck to your fighter, their Spirit Energy unpaid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect: Each time this character takes damage in the opponent&apos;s turn, the opposing fighter takes {points} damage, if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect: Each time an attack of your fighter {who} deals damage, draw {count} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect: Each time your {who} in play takes damage, this character takes as much.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your Draw Steps: The opponent shuffles a card at random from their hand into their deck, then draws a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect: Every fighter with the {team} Team Symbol has +{atk} ATK on its attacks and +{defense} DEF, if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Each of your characters in play gets +{amount} DEF for the rest of the game if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your End Steps: Discard the top {count} card(s) of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your End Steps: The opponent draws {count} card(s) for each Item or Technique discarded this way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your End Steps: The opponent draws {count} more card(s) for each Item or Technique discarded this way if your {name} is in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Gain {amount} Spirit Energy if the opponent used an attack in their last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent loses {amount} Spirit Energy if they used an attack in their last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If the opponent used an attack in their last turn, minimum damage for this attack costs no cards from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: At the end of this turn, draw {count} card(s) if the opponent then has more cards in hand than you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If you used {thing} at least {least} time(s) in your last turn, put the bottom {count} card(s) of your discard pile into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the opponent has the {team} Team Bonus: draw {count} card(s) at the end of each of the opponent&apos;s turns for the rest of this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to your fighter for the next attack for each Event this attack discarded from the top of your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} card(s) in your hand and discard them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter until your next Draw Step for each Item among the cards chosen for this attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: If your Match Slot 5 is empty, discard this card to search your deck or discard pile for a character and put it into your Match Slot 5 face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If the opposing fighter has at most {most} damage and the opponent has more cards in their deck than you: during the opponent&apos;s next turn, your characters take at most {points} point(s) of damage at a time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your fighter is {name}: during the opponent&apos;s next turn, your characters take no damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If all your characters in play are heroes: for the rest of the match, your characters on the Sideline cannot be dealt damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card cannot be played while your {name} is face up in your Winner&apos;s Circle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card cannot be played once you have played {least} Event(s) this turn: it must be your first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If your fighter&apos;s Defense Value is greater than the opposing fighter&apos;s, deal {points} point(s) of damage to the opposing fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>While this character is your fighter: The opponent may not attack while {thing} is face up in play and you dealt damage to the opposing fighter in your last turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card cannot be played once its effect is going (one copy a game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For the rest of the game, while you have no Team Bonus: your attacks get +{amount} ATK and you draw {count} card(s) each time you use an attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Discard cards from the top of your deck until you discard an Item, and attach that Item to your fighter without paying its Spirit Energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle the top {count} cards of your discard pile into your deck and gain {amount} Spirit Energy for each Item among them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If you used {thing} at least {least} time(s) in your last turn, the opponent discards the top {count} card(s) of their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may discard a card of your hand to discard a face-up Item in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose one of your characters with cards attached and one of your Sideline characters: every card attached to the first goes face down under the second.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Until the beginning of your next turn, no player may use Items or Techniques (no Technique attack, no use of an attached card).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: In your next turn, the attacks of your Technique {title} get +{amount} ATK.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In your Draw Step: Discard a card at random from your hand and the top card of your deck; if both are Events, draw {count} card(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may have the opponent switch their fighter with a Sideline character of their choice; if you do, -{amount} ATK for this attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose a character on the opponent&apos;s Sideline to switch with their fighter now and one on yours to switch with your fighter at the end of this turn; if you do, -{amount} ATK for this attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With attack {attack}: If you used {thing} this match: at the end of this turn, if the opponent then has more cards in hand than you, draw until you have as many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the bottom {count} card(s) of your discard pile into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent puts the bottom {count} card(s) of their discard pile into their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you have the {team} Team Bonus, choose {count} card(s) in the opponent&apos;s discard pile and put them on top of their deck; if the opponent has the {team2} Team Bonus, you may choose up to {count2} card(s) in your discard pile and shuffle them into your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} Technique(s) in your discard pile and {count2} in the opponent&apos;s: each player shuffles theirs into their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {a}, {b} or {c} cards of your discard pile and put them on top of your deck in the order you choose; as many cards of the opponent&apos;s discard pile, chosen by you, are shuffled into their deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>If you have the {team} Team Bonus, you may attach an Item of your discard pile face down to one of your Sideline characters without paying; if the opponent has the {team2} Team Bonus, you may discard up to {count} face-up Technique(s) in play and heal {points} damage of one of your characters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>EffectName</name>
    <message>
        <source>Storm of Torment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earthen Crush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masho</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Street Fighting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Headbutt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rose Whip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Banshee Shriek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Angel Blades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Armor Of The Ape</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asato Kido&apos;s Territory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Botan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Botan The Lovely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Breaking Point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bui</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cape Of No Return</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat Knives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flames Of Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Genkai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ichigaki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kayko The Cute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Koenma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurama</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kuwabara</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kuwabara&apos;s Inspiration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ogre Killer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Onji</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rando</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Risho</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rokuyukai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saint Beasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sakyo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sarayashki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>School Girl Outfit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shibattou Shining Sword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shishi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mind Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quick Blow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tail Whip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toguro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Urameshi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uraotogi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yoko</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yusuke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yusuke Recourceful Apprentice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yuu Kaitou&apos;s Territory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon of the Darkness Flame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hiei</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yukina Ice Princess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Death Seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hiei Unpredictable Warrior</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Koenma Noble Leader</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kuwabara Honorable Friend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flashback</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Good Ref</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Halt!</source>
        <extracomment>The card names these sentences hold (``{title}``), as in :mod:`.effect_messages_names`.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide</source>
        <extracomment>The names these sentences hold (see :mod:`.effect_messages_names`).</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kurama Caring Fighter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power Serum</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suzaku</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yusuke The Student</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Free table (no rules)</source>
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
</context>
<context>
    <name>HandCover</name>
    <message>
        <source>{player}: show my hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both hands are face down so that the other player sees neither. {player}, turn yours face up when the other player is not looking.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Heritage</name>
    <message>
        <source>Saiyan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Earthling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Namekian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saibaman</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HistoryDock</name>
    <message>
        <source>Start of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This step revealed cards: it cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards were revealed after this step: it cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>▲ Show %n earlier step(s)</source>
        <translation>
            <numerusform>▲ Show %n earlier step</numerusform>
            <numerusform>▲ Show %n earlier steps</numerusform>
        </translation>
    </message>
    <message>
        <source>History</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Redo</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HostSetupDialog</name>
    <message>
        <source>Host Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional: relay.example.org:47120</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>For players behind a router: a relay anyone may run (tabletop relay) pairs your computer and the other player&apos;s; it sees only encrypted bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Relay:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>Dragon Ball GT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Life Deck is your life: when the opponent&apos;s Life Deck runs out, you win (Survival Victory). You also win by controlling all seven Dragon Balls of a set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each player has a Main Personality in play; its scouter shows its power stage. Stage damage lowers the stage; below stage 0 the damage takes life cards from the top of the Life Deck to the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: draw 3 cards from your Life Deck (done for you).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Non-Combat&lt;/b&gt;: drag allies, Setups, Drills and Dragon Balls from your hand to their places; level up your Main Personality from its menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Power Up&lt;/b&gt;: your personalities rise by their Power Up Rating (done for you).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Declare&lt;/b&gt;: enter Combat or skip it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Combat&lt;/b&gt;: the defender draws 3, then the players take turns to attack or pass; two passes in a row end Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: each player discards down to the hand limit (the step bar&apos;s button asks which cards, or drag cards to the discard pile).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To attack, drag a combat card from your hand (or a Setup) onto the battle area, or use the step bar&apos;s attack buttons of your personality. An energy attack costs stages and deals life cards; a physical attack deals stages from the Physical Attack Table (PAT).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Rejuvenation&lt;/b&gt;: after a turn without Combat, you may put the top card of your discard pile at the bottom of your Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attack waiting for an answer is shown in the battle area with the damage it would deal. The defender drags a defense card of the right kind onto the battle area, or takes the attack; what it did is shown on the table for a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Physical Attack Table calculator (a dock at the right) shows the ranks and the damage of the attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The step bar&apos;s buttons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Declare Combat&lt;/b&gt; / &lt;b&gt;Skip Combat&lt;/b&gt; (Declare step): enter Combat, or go on to the Discard step without it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;The defender draws&lt;/b&gt;: right after Combat is entered (after any &quot;when entering Combat&quot; effects).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Pass&lt;/b&gt;: make no attack in your attack phase. &lt;b&gt;Take the attack&lt;/b&gt;: the defender takes the damage shown on the button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Rejuvenate&lt;/b&gt; (Rejuvenation step): top card of the discard pile to the bottom of the Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yu Yu Hakusho</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up to five one-on-one matches: your fighter in the Arena against the other player&apos;s. The first player to win 3 matches wins the game; a player who must draw from an empty deck loses.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each point of damage turns a character a quarter turn; the fourth point defeats it and its side loses the match. The next characters of the Match Slots then enter the Arena (the table announces them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: draw 2 cards and gain 2 Spirit Energy (at most 10; done for you).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Main&lt;/b&gt;: drag Items and Techniques from your hand onto your fighter (or Items onto a Sideline character), play Events, once per game put a character into Match Slot 5; their Spirit costs are paid for you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: one attack printed on your fighter or on a Technique attached to it; its Attack Cost is paid by discarding cards from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;End&lt;/b&gt;: &quot;end of turn&quot; effects; then the other player&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Final Attack Value against final Defense Value: no damage when ATK is below DEF, 1 point up to twice the DEF, 2 points at twice the DEF or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The declared attack is shown between the fighters with its damage. The defender may answer with an effect first, then takes the attack. An attack that deals no damage lets the attacker discard 2 cards to deal 1 point (minimum damage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack step: one button per attack of your fighter and its Techniques, with its ATK and the damage it would deal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Take the attack&lt;/b&gt; (the defender): let the declared attack deal its damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Minimum damage&lt;/b&gt; / &lt;b&gt;No minimum damage&lt;/b&gt; (the attacker, after an attack that dealt none): discard cards to deal 1 point, or keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;End turn&lt;/b&gt; (End step): the other player&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;: the step bar&apos;s action buttons, left to right (the number is shown on each).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;N&lt;/b&gt;: next step (its tooltip says where it leads, or why not now). &lt;b&gt;P&lt;/b&gt;: end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;D&lt;/b&gt;: draw a card. &lt;b&gt;S&lt;/b&gt;: shuffle your deck. &lt;b&gt;H&lt;/b&gt;: hand the computer to the other player.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;R&lt;/b&gt; / &lt;b&gt;Shift+R&lt;/b&gt;: rotate the selected card. &lt;b&gt;F&lt;/b&gt;: turn it over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Z&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;: undo / redo. &lt;b&gt;Ctrl+0&lt;/b&gt;, &lt;b&gt;Ctrl+=&lt;/b&gt;, &lt;b&gt;Ctrl+-&lt;/b&gt;: fit and zoom the table. &lt;b&gt;Ctrl+S&lt;/b&gt;: save.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right-click a card or a place for everything you can do with it; drag cards to play them (the places they may go light up).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys and the mouse</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import card set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {game}, {rows} rows. New cards: {new}; already there: {same}; refused rows: {refused}. Sets: {sets}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…and {count} more problems, up to row {last} (the command line lists them all: tabletop cards import --json).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import the {count} &amp;valid rows</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>InvitationDialog</name>
    <message>
        <source>Host Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send this invitation to the other player; they choose Game → Join Game… and paste it. It works once, for this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the other player to join…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectators (Game → Watch Game…) use this one; they see both hands face down:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy for &amp;Spectators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied. Waiting for the other player to join…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Invitation:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hosting player&apos;s computer runs the game; yours receives only what your seat may see, and checks the shuffles at the end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LadderEdit</name>
    <message>
        <source>Stage 0 first, then each stage upward; Z is allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages 0 to {top}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stages 0 to {top} (Dragon Ball GT cards have {low} to {high}).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{card} powers up: {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} stages paid by {card}: {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 stage paid by {card}: {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} loses {count} stages: {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} loses 1 stage: {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} gains {count} stages: {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} gains 1 stage: {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} discards {count} cards from the Life Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} discards 1 card from the Life Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} puts {count} cards from the discard pile into the Life Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} puts 1 card from the discard pile into the Life Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} takes {count} points of damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} takes 1 point of damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} heals {count} points of damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} heals 1 point of damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} takes {count} points of damage and is defeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} takes 1 point of damage and is defeated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker}&apos;s attack deals no damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s Spirit Energy: {old} → {new}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins the match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match {match} begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} discards {count} cards for the Attack Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} discards 1 card for the Attack Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cards from the top of {player}&apos;s deck discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card from the top of {player}&apos;s deck discarded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step: {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: {player}, {step} step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} draws a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} draws {count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} — {results}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} is chosen and put into {to_zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses {count} cards and puts them into {to_zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses 1 card and puts it into {to_zone}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Hands shown to both players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hands hidden again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>▲ Show %n earlier step(s)</source>
        <translation>
            <numerusform>▲ Show %n earlier step</numerusform>
            <numerusform>▲ Show %n earlier steps</numerusform>
        </translation>
    </message>
    <message>
        <source>Game Log</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
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
        <source>The disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave failed: {reason} It is tried again at the next action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave works again; the autosave file holds the whole game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} cannot go to {zone} now: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not allowed: {action} — {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the rules (manual mode): {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins the game!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You play against the computer: there is no other player to hand over to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show {other}&apos;s hand to {seat}, and {seat}&apos;s hand to {other}?

Both hands stay face up for whoever is at the computer until Open Hands is turned off. The game log will say that the hands were shown.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show Both Hands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Replay Viewer…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Host Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Join Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Watch Game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Leave Remote Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Draw a Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Rotate Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Card &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Turn Card Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Shuffle Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Hand Over to the Other Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Manual Mode (rules only warn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Open Hands (both hands face up)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Deck Editor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Card Editor…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import Card Set…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport Card Set…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How to &amp;Play…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Steps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zoom {percent}%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one of the cards you can see first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no deck to shuffle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Against the Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{action}” is against the rules: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do it anyway (manual mode)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do It Anyway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot Be Undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{action}” shows cards or shuffles, so it cannot be undone. Go ahead?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go Ahead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In manual mode the game starts with these decks anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot start: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual mode: the deck of {player} breaks the deck rules; the game starts anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop games (*.tabletop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The snapshot of the position in {file} cannot be read: {reason} The game was rebuilt from its moves, which are the record of the game: it is shown as they leave it, and nothing was lost.</source>
        <translation></translation>
    </message>
    <message>
        <source>The finished game has not been saved. Save it first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The snapshot of the position in {file} does not match its moves. The game was rebuilt from its moves, which are the record of the game: it is shown as they leave it, and nothing was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its moves replay only up to action {count} of {total}: {reason} The game is shown as far as they go; the file is left as it is, and saving asks for a new name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game was not saved: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replay a Game</source>
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
    <message>
        <source>The saved window layout left the table too little room: the docks are back in their default places.</source>
        <translation></translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}[*] — {game}</source>
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
    <message>
        <source>The deck is for another game ({game}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>  … and {count} more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck of {player} ({file}) cannot be used:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The deck of {player} ({file}) breaks the deck rules:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>line {line}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}&apos;s {zone}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Computer — Beginner: plays at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — Standard: the best move now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer — Strong: thinks about {seconds} s a move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays any legal move, at random.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plays the move that looks best right now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Searches ahead through the games that could follow, for the thinking time set in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number}:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enforced (illegal moves refused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual (rules only warn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The computer plays by the rules: a game against it is in enforced mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ruleset profile:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open hands (both hands face up, no curtain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rule parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Who plays this seat: a person at this computer, or the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bundled: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recent: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decks (*.deck)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start is off: a deck cannot be used. Choose another deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start is off: a deck breaks the deck rules of this profile. Choose another deck, or manual mode to play it anyway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ The deck can be read (the free table checks no deck rules).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✔ The deck keeps the deck rules of this profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ This deck cannot be used:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ The deck breaks the deck rules (manual mode plays it anyway):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✖ The deck breaks the deck rules (enforced mode refuses it):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck Rules</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the game anyway (manual mode)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start Anyway</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PatTable</name>
    <message>
        <source>Saiyan Saga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trunks Saga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cell Saga</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fusion Saga (reconstruction)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Ball GT (placeholder)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PileViewer</name>
    <message>
        <source>Look Through: {zone}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(face down)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPlate</name>
    <message>
        <source>Winner!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Playing now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Their turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PreviewDock</name>
    <message>
        <source>&lt;i&gt;A face-down card.&lt;/i&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level {level} · PUR {pur}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage {stage}: power {power}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defense {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: attack {value}, cost {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spirit cost {cost}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card Preview</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>A card allows only Events to pay this Attack Cost for now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card&apos;s attack may not be used again this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card forbids attacks for now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card forbids healing damage for now.</source>
        <translation type="unfinished"></translation>
    </message>
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
        <source>The file holds a NUL character: it is not a text file, or it was saved as UTF-16. Save it as UTF-8 text.</source>
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
        <source>You are watching this game.</source>
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
        <source>The recorded shuffle of action {index} is not the one the game&apos;s seed gives: the record has been altered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action {index} is not recorded as its replay records it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The undone actions after action {index} cannot be redone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game record holds {count} actions; at most {limit} can be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system refused to read or write the file (error {errno}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is read-only: nothing can be written there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system does not allow Tabletop to use the file or its folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds a broken character ({escape}) that is not valid text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file holds a number that cannot be read: {number}.</source>
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
        <source>This is not a regular file (it is a folder, a device or a pipe).</source>
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
        <source>The card set {path} uses the set code {set}, which a card set of another game already has; give this set another code.</source>
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
        <source>There is no Physical Attack Table “{table}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“{power}” is not a power rating (a number of 0 or more, or Z).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Physical Attack Table file {path} is invalid.</source>
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
    <message>
        <source>The game has not begun yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has already begun.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} may not act now (step: {step}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is done in the {needed} step, not in the {step} step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat ends only when both players pass in a row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard down to the hand limit first ({count} cards in hand, limit {limit}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hand is already at the limit ({count} cards, limit {limit}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard exactly {count} cards to come down to the hand limit ({hand} in hand, limit {limit}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The same card is named twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Rejuvenation: Combat was declared this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejuvenation was already used this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} ({type}) cannot be placed in the Non-Combat step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no free place for another ally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{character} is your Main Personality and cannot also be an ally.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ally of level {level} cannot enter play above the Main Personality&apos;s level {mp_level}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This ally is in play: only its level {needed} may go on top (not level {level}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} can only go on the ally of the same name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {style} Drill is already in play on your side; the first one stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Ball {number} is already in play; the first one stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Main Personality has no level above level {level}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Main Personality has no level below level {level}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {count} cards named to pay for the level-up are not all in your discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} different cards of your discard pile to put back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Main Personality levels up only during its player&apos;s own turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} is neither an Event in your hand nor a Setup in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} acts while it stays in play; it is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attack is waiting for the defender&apos;s answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend against the attack or take it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no attack to answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} cannot attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attack of card {card} is of the other kind, as its card says.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say whether the attack of card {card} is physical or energy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the personality in control of Combat attacks (card {card} is not).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The power of card {card} was already used this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} is not a defense.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This defense stops {defends} attacks; the attack is {attack}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The cost of {cost} cannot be paid in full ({available} available).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} is not one of your personalities in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The stages chosen ({paid}) are not the cost ({cost}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} cannot pay {share} stages (it is at stage {stage}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Double-Power Rule was not applied in this game&apos;s setup like that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat has just been entered: the defender draws first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender has already drawn for this Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An ally may take control of Combat only while the Main Personality is at stage 0 or 1 (it is at {stage}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} is already in control of Combat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} is not a personality in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Dragon Ball is captured only right after an attack that discarded {threshold} or more life cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} is not a Dragon Ball your opponent controls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} was not just lost to attack damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Endurance needs a declared fighting style and its Mastery in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage {stage} is not on this card (stages 0 to {top}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Main Personality never leaves play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Mastery never leaves play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} cannot go to {zone}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} stays on its owner&apos;s side of the table ({zone} is not).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rule moves card {card} to {zone} now; use a card-effect action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a rule action here; use a card-effect action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only your own Life Deck may be shuffled ({zone}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survival Victory: the opponent&apos;s Life Deck ran out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Ball Victory: all seven Dragon Balls of one set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Ball Victory: all seven captured balls still held at the turn&apos;s start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Ball Loop: the opponent&apos;s Life Deck held only Dragon Balls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible in the {step} step; it needs the {needed} step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It costs {cost} Spirit Energy; you have {spirit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spirit Energy must be from 0 to {cap} (not {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only Items and Techniques can be attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards can only be attached to your own characters in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is not an Event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown effect duration “{duration}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Event&apos;s effects are all done as it is played: it goes straight to the discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Event&apos;s effects last this turn: it stays in the Events area until the turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Event&apos;s effects last until your next Draw Step: it stays in the Events area until then.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Event&apos;s effects last this match: it stays in the Events area until the match ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Event&apos;s effects last the whole game: it stays in the Events area until the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a character can go into Match Slot 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already put a character into Match Slot 5 this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match Slot {slot} is already taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already attacked this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no fighter in the Arena.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent has no fighter in the Arena.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card has no such attack for your fighter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A face-down Technique cannot be used to attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This attack&apos;s Attack Value is variable: give its value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Attack Cost is {cost} cards; you hold {hand}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard exactly {cost} cards for the Attack Cost (not {count}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards to discard must come from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum damage only applies when an attack deals 0; this one deals {points}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum damage costs {cost} cards from hand (not {count}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That character is not in the Arena or on the Sideline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Match Slot {slot} is empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no Sideline Match Slot {slot}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown modifier {stat} for {scope}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That player has no fighter in a match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is in the other player&apos;s hand or deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No rule action puts that card there now; apply a card&apos;s effect from its menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage or healing must be 1 to 4 points (not {points}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Techniques can only be attached to your fighter, not to the Sideline.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may place only {limit} character card(s) per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is already in play on that side: the first one stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An attack is waiting: the defender answers it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum damage is chosen after the attack resolves to 0 damage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No attack is waiting for an answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the rules turn cards over: a face-down card turns face up when its character enters the Arena.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only a character in play turns sideways, by damage or healing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can shuffle only your own deck or hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rules keep this count; apply a card&apos;s effect from the card&apos;s menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The fighter leaves the Arena only when defeated, when its match is lost or by a switch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card stays on its owner&apos;s side of the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card of the other player is hidden from you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That card is already there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card effect puts that card there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other player answers the attack now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins with 3 match wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins: the opponent had to draw or discard from an empty deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins with more match wins after five matches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Urameshi: +1 Spirit in your Draw Step; Attack Cost cards go under your deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Saint Beasts: draw a card at the end of your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Toguro: when you attack, discard up to 2 cards for +3000 ATK each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Masho: a 5th character from the deck at setup; your Match Slots lie face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Rokuyukai: your Rokuyukai characters get +2000 DEF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Ichigaki: cards attached to the opponent&apos;s Sideline characters are face up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Uraotogi: the opponent keeps 1 card paying Attack Cost, cannot draw holding 6+.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Genkai: when a Genkai character enters the Arena, search your deck for a Technique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Sarayashki: once a turn, discard an Item and pay 1 Spirit to search an Item.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Koenma: when attacked, discard your top 2 cards; -2000 ATK per Event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Sensui: your Sensui characters count as both Heroes and Villains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Kuroko: use face-up attacks of any of your characters in play (+1 cost off-team).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Mukuro: per point your fighter deals, the opponent discards their top 2 cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Raizen: your Team Leaders get +2000 ATK and +2000 DEF.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Yomi: once per turn, pay 2 Spirit to play a card from the opponent&apos;s discard pile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spirit Defense Force: +1000 ATK for each villain the opponent has in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Kurama: you need one fewer matching Team Symbol for a Team Bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{purpose}: choose the {count} cards of your discard pile to remove from the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{purpose}: choose the {count} cards of your discard pile to put at the bottom of your Life Deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match: {fighter} against {opponent}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save is still being checked; a moment, please.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The personality in control of Combat is not of the heritage this card needs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card played this Combat forbids you more attacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Those {count} cards are not a choice the card&apos;s effect allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using this card costs {cost} card(s) from your hand; {count} given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has no effect to use now (an attached card of your fighter, in the step it names).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This defense costs no card of your hand: discard none to play it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This defense costs another card of your hand, and you hold none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card to discard must be one other card of your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card your opponent has in play that this card may remove.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In this attack phase only {card} may attack again (or you pass).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This power answers only while your personality in control is one it guards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card {card} is used in your attack phase, in place of an attack.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name one of your allies in play to remove from the game: this card costs one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opponent&apos;s Main Personality was removed from the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card is used only at the end of a turn (its Discard or Rejuvenation step).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a card of yours that this card&apos;s search may put in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Drill its controller has in play keeps this Dragon Ball from capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This card needs an ally you do not have in play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card you used makes you skip this Combat step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{purpose}: choose the card of your hand to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card effect waits for a player&apos;s choice first: the cards they discard from their hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card effect asks you to discard cards of your choice now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The card effect asks for {count} card(s) from your hand; {given} given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {number} of {card} may not be used now: its card&apos;s condition does not hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} may not come in for this switch (a character of your Sideline it names).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Event may be played only to answer an attack of the opponent&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opposing fighter allows no attack of more than {most} ATK.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Event may be played only with a character of yours in Match Slot 5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card of the opponent&apos;s bars your Techniques now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may play no more Events this turn (a card&apos;s effect).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No card that discards from the opponent&apos;s deck may be used this match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card attached to the opposing fighter forbids you to play this card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card attached to the opposing fighter asks for a card of your hand to discard with an Event: you have none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card forbids playing Events until the end of its player&apos;s next turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} has no ability to use now (once a turn, in the step it names, as your fighter or on your Sideline as it says).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Using this ability costs {cost} card(s) from your hand; {count} given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Event may be played only if you made no attack this turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already played a card of this name this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This Event&apos;s own card bars it now.</source>
        <extracomment>The refusals of these effects.</extracomment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The opposing fighter&apos;s card bars your attacks now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Resume Game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop did not close properly. Resume the game that was in progress?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop did not close properly, and {count} games were left unfinished. Resume the oldest of them? (No deletes it and asks about the next one.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game could not be resumed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Actions recovered: {count} of {total}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game stops before action {index}: {action}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game stops before the action that could not be replayed: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The autosave file could not be read after action {count}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is lost: the autosave file is kept as {file}, and a later version of Tabletop will offer to resume it again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoteCommand</name>
    <message>
        <source>the host speaks another protocol version</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host runs another version of Tabletop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host&apos;s card database differs from yours (update both to the same)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game could not be resumed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host already has a guest</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host plays a game this version does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the invitation&apos;s key is missing or wrong (join with the whole invitation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host&apos;s certificate is not the invitation&apos;s (someone may be in between; ask the host for the invitation again)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is too long</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is neither tabletop://… nor HOST:PORT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its address cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its port is not a number from 1 to 65535</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its key is missing or damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its fingerprint is damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its relay cannot be read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its room is missing or damaged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has a part this version does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it does not speak the relay&apos;s protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it speaks another version of the relay&apos;s protocol</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds as many rooms as it can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host&apos;s room is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the host&apos;s room is not there (has the host stopped?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the room belongs to another host</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ended without a winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digest of the log: {digest}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit passed: fair shuffles, true views.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audit FAILED: {problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of --seat0 and --seat1 must be remote and the other random, greedy or strong; --port from 0 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--relay must be HOST:PORT (not {address}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot make the host&apos;s certificate: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The relay refused: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectators (tabletop watch): {invitation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INVITATION must be the host&apos;s invitation or HOST:PORT: {problem}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--port from 0 to 65535, --max-rooms and --room-ttl above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen there: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking up the game kept from before.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relay listening at {address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relay stopped: {paired} games paired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the guest at {address}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Invitation (give it to the guest): {invitation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No guest came within {seconds} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host refused to play: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the host failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoteDialogs</name>
    <message>
        <source>Your computer runs this game: it holds both decks and deals the cards, and the other player&apos;s computer receives only what their seat may see. Each shuffle is checked by both computers at the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invitation is too long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is not a Tabletop invitation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The address cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invitation&apos;s key is missing or damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invitation&apos;s fingerprint is damaged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invitation&apos;s relay cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The invitation&apos;s room cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the invitation cannot be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The relay {relay} cannot be used: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Host Game</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoteDock</name>
    <message>
        <source>{player} asks to take back their last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} offers a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} concedes the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} asks to switch to manual mode (the rules only warn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} turned the rules back on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} accepted: your move is taken back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} refused to take back your move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} accepted the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} refused the draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} accepted: manual mode is on (the rules only warn).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} refused manual mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A request is already waiting for its answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing to take back: your last move is not the last one, or it showed a card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many messages at once: wait a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is not under way.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing is asked now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You cannot answer your own request.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That cannot be sent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is in that mode already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You asked to take back your last move.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You offered a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You conceded the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You asked to switch to manual mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You turned the rules back on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Say something to the other player (Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;fuse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask to &amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Concede…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the Ru&amp;les Back On</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for Manua&amp;l Mode</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoteGame</name>
    <message>
        <source>Waiting for the other player to join…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the other player…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection lost — waiting {time}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The other player left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host cannot be reached — trying again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your computer runs this game; the other player sees only their own view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The hosting player&apos;s computer runs this game; you see only your own view.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the other app speaks another protocol.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the two apps are different versions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the two apps have different card databases.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the invitation&apos;s key is wrong or was used already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>its certificate is not the invitation&apos;s: this is not the host who invited you.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another player has joined this game already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>this game cannot be resumed from here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the game is not one this app plays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concede</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Concede this game? The other player wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The host refused: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game checked: the shuffles were fair and every view was true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game&apos;s check failed ({problem}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectating: connecting to the game…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectating {first} vs {second} (both hands hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectating: the connection was lost — trying again…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectating: the game is over. {result}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game cannot be watched: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it has as many spectators as it takes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RemoteKept</name>
    <message>
        <source>Tabletop did not close properly while you were hosting a game of {game}. Take it up again? The other player rejoins as soon as it is open again. (No ends that game.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tabletop did not close properly while you were playing a game of {game} hosted by {host}. Rejoin it? (No leaves that game.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume Remote Game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The remote game cannot be taken up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its port cannot be listened on again ({error}); it stays kept, to be offered at the next start.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayCommand</name>
    <message>
        <source>Replayed {count} of {total} actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: {count} actions replayed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winner: {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the save&apos;s snapshot cannot be read: {reason} The position above is the one its moves give (the moves are the record of the game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save holds no snapshot of its position (an older save).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The save&apos;s snapshot is the position its moves give.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{file}: the save&apos;s snapshot does not match its moves; the position above is the one its moves give (the moves are the record of the game).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The record matches its replay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: {player} to play, step {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: {player} to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} to play, step {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} to play</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start of the game ({count} steps)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>RuleParameter</name>
    <message>
        <source>Deck construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest Main Personality level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest ally level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies of one card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any other card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards named for the Main Personality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ally personality card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon Ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Styles that need a heritage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game setup</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-Power ratio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-Power: stronger one&apos;s stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ally power up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Style PUR bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ally entry stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main Personality level up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost (discard cards removed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage on the new level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stage after a level down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defender&apos;s draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life cards to capture a Dragon Ball</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy attack cost (stages)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy attack damage (life cards)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical Attack Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Dragon Ball turned up counts as damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Winning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Survival victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest deck cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First player skips the first draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spirit Energy gained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spirit Energy cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Damage cap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discards for minimum damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First in the next match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters for a Team Bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Techniques on Sideline characters too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Characters placed per turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One of each character per side (the first stays)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest MP level − 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By PUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>One stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the Non-Combat step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any time in your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highest stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Current stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instant a Life Deck is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When a card must be taken from an empty Life Deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The loser of the last match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The winner of the last match</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScouterItem</name>
    <message>
        <source>Stage {stage} of {top}: power {power}. Drag, scroll or use ↑/↓.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SelfplayCommand</name>
    <message>
        <source>--players takes two levels separated by a comma, each random, greedy, strong or scripted (not {players}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--games must be from 1 to 100000 (not {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--budget-ms must be from 1 to 600000 (not {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--seed must be from 0 to 2^62 (not {value}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {number} ({level})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: won {wins} of {games} games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player}: {decisions} decisions, mean {mean} ms, at most {max} ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draws: {draws}; unfinished games: {unfinished}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every decision: mean {mean} ms, at most {max} ms</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ServeCommand</name>
    <message>
        <source>the server holds as many matches as it can</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>too many matches were created from your address; wait a minute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a deck cannot be read (or is for another game)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>that seat is taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>--port from 0 to 65535, --max-matches and --creations at least 1, --idle above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No TLS certificate: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serving; create matches with: {command}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot listen there: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Server stopped: {count} matches played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SERVER or a deck cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the server failed: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat 0: {invitation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat 1: {invitation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spectators: {invitation}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>INVITATION cannot be read: {error}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game ended without a winner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {seat} won.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players showed the whole log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The players kept the log to themselves.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None: cards are drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card image folder:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No animations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enforced</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default mode:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At the end of a turn (answers: hands face down)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At every hand-over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When the table is hidden while the computer goes to the other player. At the end of a turn only: for an answer in combat the table stays in view with both hands face down, and the player shows their own hand with a button.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hand-over curtain:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the computer thinks of each move at the Strong level: longer plays better. Beginner and Standard answer at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Computer&apos;s thinking time (Strong):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How long the table stays still after each of the computer&apos;s moves, so you can follow its turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pause after each computer move:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before unsaved play is thrown away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before an illegal move in manual mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask before an action that cannot be undone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confirmations:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask again before “{action}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card Image Folder</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SettingsOwner</name>
    <message>
        <source>The settings could not be saved in {file}: {reason} They apply until Tabletop is closed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartupNotice</name>
    <message>
        <source>Settings file {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The file is left as it is and nothing is written to it; settings you change now last until you quit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its other settings are used; a copy of the file was kept as {kept}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The default settings are used; the file was kept as {kept}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card set {file}: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card set {file} was not loaded: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some of your files could not be used:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Problems at Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hide this notice</source>
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
    <name>StepBar</name>
    <message>
        <source>{label}: {detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{player} wins!&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}: &lt;b&gt;{player}&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; to answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next Step ▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End this step and go to the next (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End Turn ▶▶</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go through the remaining steps to the other player&apos;s turn (P)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{tip} (key {key})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not now: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step — not now: {reason} (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: {action} (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: {player}&apos;s turn, {step} step (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next: {player} to act in the {step} step (N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next step: {step} (N)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Style</name>
    <message>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Black</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saiyan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>White</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Namekian</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Freestyle</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableAid</name>
    <message>
        <source>1 stage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{stages} stages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 life card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{life} life cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Declare Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter Combat: the defender draws, then you attack first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skip Combat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No Combat this turn: on to the Discard step (Rejuvenation is allowed at the end of the turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender draws</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The defender draws {count} cards; then the attack phases begin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the attack ({damage})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the damage without a defense (to defend, drag a defense card from your hand onto the battle area)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make no attack in this attack phase; two passes in a row end Combat (to attack, drag a combat card onto the battle area)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rejuvenate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the top card of your discard pile at the bottom of your Life Deck (only in a turn without Combat)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical attack, PAT {rank} against {defender_rank}: {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy attack: {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical attack: {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} → {defender}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker} ({card}) → {defender}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>−{damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the attack resolve: it deals its damage now (play an effect that answers it first, if you have one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minimum damage (discard {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The attack deals no damage: discard {count} cards from your hand to deal 1 point instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No minimum damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep your cards: the attack deals no damage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;End of turn&quot; effects are over: the other player&apos;s turn begins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>variable ATK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ATK {atk:,} → {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack {number}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack with {card}: costs {cost} cards from your hand; ATK {atk:,} against DEF {defense:,}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{attacker}: {attack} → {defender}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ATK {atk:,} against DEF {defense:,}: no damage; minimum damage?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ATK {atk:,} against DEF {defense:,}: {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defeated!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+{points} damage: {total} of {defeat}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost {cost} → {damage}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Physical attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} makes a physical attack with its own power (damage by the Physical Attack Table); to attack with a card, drag it onto the battle area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Energy attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} makes an energy attack with its own power, paid with {cost} of your personalities&apos; power stages; to attack with a card, drag it onto the battle area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defend with its power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use its power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use {card} for its effects alone, in place of an attack: the card&apos;s face reads what it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} answers the attack with its own power, as its card says (once a turn); to defend with a card, drag it onto the battle area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} uses its power for its effects alone, in place of an attack (once a turn): the card&apos;s face reads what it does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: physical attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card}: energy attack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attack with the Setup {card} in play, as the rules allow it now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard down to the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {count} cards of your hand to discard: the hand limit is {limit} (only you see your hand in the choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Level up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your Main Personality goes up one level: {count} cards of your discard pile are removed from the game (you choose which)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cost {count} discards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Life Card Capture: your attack discarded enough life cards to take one of the defender&apos;s Dragon Balls</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the Setup {card}: the rules apply what its card data automates (the card&apos;s face reads it), the rest is applied by hand; then it is discarded, or removed from the game when it says so</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use {card} on {target}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} takes control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{card} takes control of Combat for you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {count} (your choice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card effect makes you discard {count} card(s) from your hand: choose which</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch in {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A card effect makes you switch your fighter: {card} comes in from your Sideline</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableMenu</name>
    <message>
        <source>Turn Over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rotate Counter-clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw a Card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move Top Card To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Look Through…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: {stat} of {card}…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Card effect: power stage of {card}…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>That is not a place on the table: the card went back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <source>Team Urameshi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Toguro</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Masho</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Rokuyukai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Uraotogi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saint Beasts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team Ichigaki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Genkai</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sarayashki</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Koenma</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ronin</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste the spectators&apos; invitation the hosting player (or the server&apos;s match) gave you. You see the table as a spectator: both hands and both decks stay face down, and you cannot move anything.</source>
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
    <message>
        <source>Battle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ZoneItem</name>
    <message>
        <source>{zone} ({count})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>_Attacks</name>
    <message>
        <source>Attack name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japanese name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
