<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
    <context>
        <name>Action</name>
        <message>
            <source>Move {card} to {to_zone}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move the top card of {from_zone} to {to_zone}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw {count}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Turn {card} over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rotate {card}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shuffle {zone}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set {name} of {card} to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Set {name} of {player} to {value}</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Next step</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Counter</name>
        <message>
            <source>Spirit Energy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match wins</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Stage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Anger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Life</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Damage</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dragon Balls</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DeckCheck</name>
        <message>
            <source>warning: a card set was skipped: {reason}</source>
            <translation>警告: カードセットを読み込まずに飛ばしました: {reason}</translation>
        </message>
        <message>
            <source>warning</source>
            <translation>警告</translation>
        </message>
        <message>
            <source>legal</source>
            <translation>適正</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Tabletop — {game}</source>
            <translation>Tabletop — {game}</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>ゲーム(&amp;G)</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <source>Zoom &amp;In</source>
            <translation>拡大(&amp;I)</translation>
        </message>
        <message>
            <source>Zoom &amp;Out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <source>&amp;Fit Table to Window</source>
            <translation>テーブルをウィンドウに合わせる(&amp;F)</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <source>&amp;About Tabletop</source>
            <translation>Tabletop について(&amp;A)</translation>
        </message>
        <message>
            <source>Free table: no rules checked</source>
            <translation>フリーテーブル: ルール判定なし</translation>
        </message>
        <message>
            <source>Manual mode: rules only warn</source>
            <translation>自由操作モード: ルール違反は警告のみ</translation>
        </message>
        <message>
            <source>Enforced mode: illegal moves are refused</source>
            <translation>ルール適用モード: 違反の操作はできません</translation>
        </message>
        <message>
            <source>The {game} rules are not available yet; this is a free table without rules.</source>
            <translation>{game} のルールはまだ使えません。ルールなしのフリーテーブルです。</translation>
        </message>
        <message>
            <source>Dragon Ball GT</source>
            <translation>ドラゴンボールGT</translation>
        </message>
        <message>
            <source>Yu Yu Hakusho</source>
            <translation>幽☆遊☆白書</translation>
        </message>
        <message>
            <source>Free table</source>
            <translation>フリーテーブル</translation>
        </message>
        <message>
            <source>Zoom {percent}%</source>
            <translation>ズーム {percent}%</translation>
        </message>
        <message>
            <source>About Tabletop</source>
            <translation>Tabletop について</translation>
        </message>
        <message>
            <source>&lt;h3&gt;Tabletop {version}&lt;/h3&gt;&lt;p&gt;A table for two players on one computer, for the Dragon Ball GT and Yu Yu Hakusho trading card games, with rules assistance.&lt;/p&gt;&lt;p&gt;Not affiliated with Score Entertainment or the rights holders of Dragon Ball and Yu Yu Hakusho.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Tabletop {version}&lt;/h3&gt;&lt;p&gt;ドラゴンボールGT と 幽☆遊☆白書 のトレーディングカードゲームを、1台のコンピューターで2人が遊ぶためのテーブルです。ルール判定の補助つき。&lt;/p&gt;&lt;p&gt;Score Entertainment 社およびドラゴンボール・幽☆遊☆白書の権利者とは関係ありません。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>Names</name>
        <message>
            <source>Player 1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Player 2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a card</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Reason</name>
        <message>
            <source>Unknown section “{section}”.</source>
            <translation>不明なセクション「{section}」です。</translation>
        </message>
        <message>
            <source>“{count}” is not a card count from 1 to 99.</source>
            <translation>「{count}」は 1〜99 の枚数ではありません。</translation>
        </message>
        <message>
            <source>Unknown card id “{id}”.</source>
            <translation>不明なカードID「{id}」です。</translation>
        </message>
        <message>
            <source>Bad header line “{key}”.</source>
            <translation>ヘッダー行「{key}」が正しくありません。</translation>
        </message>
        <message>
            <source>The deck does not say its game (add a line “game: dbgt” or “game: yyh”).</source>
            <translation>デッキにゲームの指定がありません(「game: dbgt」または「game: yyh」の行を追加してください)。</translation>
        </message>
        <message>
            <source>A card line comes before any [section] line.</source>
            <translation>[セクション] 行より前にカードの行があります。</translation>
        </message>
        <message>
            <source>The section [{section}] does not belong in a {game} deck.</source>
            <translation>セクション [{section}] は {game} のデッキには使えません。</translation>
        </message>
        <message>
            <source>{id} is a card of another game ({game}).</source>
            <translation>{id} は別のゲーム({game})のカードです。</translation>
        </message>
        <message>
            <source>The deck holds {count} cards; the most a deck file may hold is {limit}.</source>
            <translation>デッキは {count} 枚です。デッキファイルに入れられるのは最大 {limit} 枚です。</translation>
        </message>
        <message>
            <source>The file is not UTF-8 text.</source>
            <translation>ファイルが UTF-8 のテキストではありません。</translation>
        </message>
        <message>
            <source>The file is too large ({size} bytes; the limit is {limit}).</source>
            <translation>ファイルが大きすぎます({size} バイト、上限は {limit})。</translation>
        </message>
        <message>
            <source>The file cannot be read.</source>
            <translation>ファイルを読み込めません。</translation>
        </message>
        <message>
            <source>The deck is empty.</source>
            <translation>デッキが空です。</translation>
        </message>
        <message>
            <source>More than {limit} errors; checking stopped here.</source>
            <translation>エラーが {limit} 件を超えたため、ここで確認を止めました。</translation>
        </message>
        <message>
            <source>{id} is “{name}”, not “{written}”.</source>
            <translation>{id} は「{written}」ではなく「{name}」です。</translation>
        </message>
        <message>
            <source>The card name on this line cannot be read.</source>
            <translation>この行のカード名を読み取れません。</translation>
        </message>
        <message>
            <source>The section [{section}] appears twice; its cards were merged.</source>
            <translation>セクション [{section}] が2回あります。カードはまとめました。</translation>
        </message>
        <message>
            <source>This is not a Dragon Ball GT deck ({game}).</source>
            <translation>ドラゴンボールGT のデッキではありません({game})。</translation>
        </message>
        <message>
            <source>Unknown card id “{id}” in [{section}].</source>
            <translation>[{section}] に不明なカードID「{id}」があります。</translation>
        </message>
        <message>
            <source>{id} in [{section}] is a card of another game ({game}).</source>
            <translation>[{section}] の {id} は別のゲーム({game})のカードです。</translation>
        </message>
        <message>
            <source>{name} ({id}) cannot be in [{section}].</source>
            <translation>{name}({id})は [{section}] に入れられません。</translation>
        </message>
        <message>
            <source>The Life Deck and Main Personality hold {count} cards; they must hold {min} to {max}.</source>
            <translation>ライフデッキとメイン人物は合計 {count} 枚です。{min}〜{max} 枚にしてください。</translation>
        </message>
        <message>
            <source>The deck has no Main Personality.</source>
            <translation>デッキにメイン人物がいません。</translation>
        </message>
        <message>
            <source>The Main Personality levels are of more than one character: {characters}.</source>
            <translation>メイン人物のレベルが複数のキャラクターにまたがっています: {characters}。</translation>
        </message>
        <message>
            <source>{character} level {level} is missing from the Main Personality.</source>
            <translation>メイン人物に {character} のレベル{level}がありません。</translation>
        </message>
        <message>
            <source>{character} level {level} is missing below a higher level.</source>
            <translation>上のレベルがあるのに {character} のレベル{level}がありません。</translation>
        </message>
        <message>
            <source>{character} level {level} is there {count} times; each level only once.</source>
            <translation>{character} のレベル{level}が {count} 枚あります。各レベルは1枚だけです。</translation>
        </message>
        <message>
            <source>{id} is level {level}; the Main Personality may go up to level {max}.</source>
            <translation>{id} はレベル{level}です。メイン人物はレベル{max}までです。</translation>
        </message>
        <message>
            <source>Hi-tech levels of {character} need a backer card.</source>
            <translation>{character} のハイテクカードには背景カードが必要です。</translation>
        </message>
        <message>
            <source>The deck holds {count} backer cards; only one is allowed.</source>
            <translation>背景カードが {count} 枚あります。1枚だけにしてください。</translation>
        </message>
        <message>
            <source>{name} ({id}) is a backer, but no Main Personality level is hi-tech.</source>
            <translation>{name}({id})は背景カードですが、ハイテクのメイン人物レベルがありません。</translation>
        </message>
        <message>
            <source>{name} is a backer for {backer_for}, not for {character}.</source>
            <translation>{name} は {character} ではなく {backer_for} 用の背景カードです。</translation>
        </message>
        <message>
            <source>{name} is a {style} backer, but the declared style is {declared}.</source>
            <translation>{name} は {style} の背景カードですが、宣言した武術スタイルは {declared} です。</translation>
        </message>
        <message>
            <source>{name} is named for {character}, who is not in this deck.</source>
            <translation>{name} は {character} の名前入りカードですが、{character} はこのデッキにいません。</translation>
        </message>
        <message>
            <source>{name} is a {marker} card, but the Main Personality is a {alignment}.</source>
            <translation>{name} は {marker} 専用カードですが、メイン人物は {alignment} です。</translation>
        </message>
        <message>
            <source>The declared {style} style needs exactly one {style} Mastery; the deck has {count}.</source>
            <translation>武術スタイル {style} を宣言するには {style} の免許皆伝がちょうど1枚必要です(現在 {count} 枚)。</translation>
        </message>
        <message>
            <source>The declared {style} style needs at least one other {style} card.</source>
            <translation>武術スタイル {style} を宣言するには、ほかに {style} のカードが1枚以上必要です。</translation>
        </message>
        <message>
            <source>The {style} style needs a {heritage} Main Personality (this one is {mp_heritage}).</source>
            <translation>武術スタイル {style} には {heritage} のメイン人物が必要です(このメイン人物は {mp_heritage})。</translation>
        </message>
        <message>
            <source>{name} is a {style} Mastery, but the declared style is {declared}.</source>
            <translation>{name} は {style} の免許皆伝ですが、宣言した武術スタイルは {declared} です。</translation>
        </message>
        <message>
            <source>The Dragon Balls come from more than one set: {sets}.</source>
            <translation>ドラゴンボールが複数のセットから入っています: {sets}。</translation>
        </message>
        <message>
            <source>The {set} Dragon Balls are incomplete; missing: {missing}.</source>
            <translation>{set} のドラゴンボールがそろっていません。足りないもの: {missing}。</translation>
        </message>
        <message>
            <source>{name} cannot be an ally: {character} is the Main Personality.</source>
            <translation>{name} は味方人物にできません。{character} はメイン人物です。</translation>
        </message>
        <message>
            <source>{name} is a {alignment} ally, but the Main Personality is a {mp_alignment}.</source>
            <translation>{name} は {alignment} の味方人物ですが、メイン人物は {mp_alignment} です。</translation>
        </message>
        <message>
            <source>{name} is hi-tech: hi-tech personalities can only be Main Personality levels.</source>
            <translation>{name} はハイテクカードです。ハイテク人物はメイン人物にしか使えません。</translation>
        </message>
        <message>
            <source>{name} is level {level}; allies may go up to level {max}.</source>
            <translation>{name} はレベル{level}です。味方人物はレベル{max}までです。</translation>
        </message>
        <message>
            <source>{character} level {level} needs the level {missing} card below it.</source>
            <translation>{character} のレベル{level}には、その下のレベル{missing}のカードが必要です。</translation>
        </message>
        <message>
            <source>{count} copies of {name}; at most {limit} are allowed.</source>
            <translation>{name} が {count} 枚あります。最大 {limit} 枚までです。</translation>
        </message>
        <message>
            <source>{name} may not be played in a deck.</source>
            <translation>{name} はデッキに入れられません。</translation>
        </message>
        <message>
            <source>This is not a Yu Yu Hakusho deck ({game}).</source>
            <translation>幽☆遊☆白書 のデッキではありません({game})。</translation>
        </message>
        <message>
            <source>The team has {count} starting characters; it needs exactly {required}.</source>
            <translation>チームのスタートキャラクターは {count} 人です。ちょうど {required} 人必要です。</translation>
        </message>
        <message>
            <source>{name} ({id}) in the team is not a character.</source>
            <translation>チームの {name}({id})はキャラクターではありません。</translation>
        </message>
        <message>
            <source>{name} is in the team {count} times; each starting character only once.</source>
            <translation>{name} がチームに {count} 回入っています。スタートキャラクターは各1枚です。</translation>
        </message>
        <message>
            <source>The deck holds {count} cards besides the team; it needs at least {min}.</source>
            <translation>チーム以外のデッキは {count} 枚です。{min} 枚以上必要です。</translation>
        </message>
        <message>
            <source>{count} copies of {name}; the card allows only {limit} per deck.</source>
            <translation>{name} が {count} 枚あります。このカードはデッキに {limit} 枚までです。</translation>
        </message>
        <message>
            <source>There is no such card on the table.</source>
            <translation>そのカードはテーブルにありません。</translation>
        </message>
        <message>
            <source>There is no such place on the table.</source>
            <translation>その場所はテーブルにありません。</translation>
        </message>
        <message>
            <source>There is no such player.</source>
            <translation>そのプレイヤーはいません。</translation>
        </message>
        <message>
            <source>The value {value} is out of range.</source>
            <translation>値 {value} は範囲外です。</translation>
        </message>
        <message>
            <source>It is not your turn.</source>
            <translation>あなたのターンではありません。</translation>
        </message>
        <message>
            <source>That card is not yours.</source>
            <translation>そのカードはあなたのものではありません。</translation>
        </message>
        <message>
            <source>There are not enough cards there.</source>
            <translation>そこには十分なカードがありません。</translation>
        </message>
        <message>
            <source>The game is over.</source>
            <translation>ゲームは終了しています。</translation>
        </message>
        <message>
            <source>You cannot see that card.</source>
            <translation>そのカードは見えません。</translation>
        </message>
        <message>
            <source>Unknown action “{kind}”.</source>
            <translation>不明な操作「{kind}」です。</translation>
        </message>
        <message>
            <source>An action in the game record cannot be read.</source>
            <translation>ゲーム記録の操作を読み取れません。</translation>
        </message>
        <message>
            <source>The game's setup is invalid ({field}).</source>
            <translation>ゲームの初期設定が正しくありません({field})。</translation>
        </message>
        <message>
            <source>An entry of the game record is invalid.</source>
            <translation>ゲーム記録の項目が正しくありません。</translation>
        </message>
        <message>
            <source>Action {index} of the game record breaks the rules and cannot be replayed.</source>
            <translation>ゲーム記録の操作 {index} はルール違反のため再現できません。</translation>
        </message>
        <message>
            <source>The recorded shuffle of action {index} does not fit the game.</source>
            <translation>操作 {index} に記録されたシャッフル結果がゲームと合いません。</translation>
        </message>
        <message>
            <source>The system refused to read or write the file (error {errno}).</source>
            <translation>システムがファイルの読み書きを拒否しました(エラー {errno})。</translation>
        </message>
        <message>
            <source>The file is not valid JSON (line {line}, column {column}).</source>
            <translation>ファイルが正しい JSON ではありません({line} 行 {column} 列)。</translation>
        </message>
        <message>
            <source>The file is cut short; it may have been written during a crash.</source>
            <translation>ファイルが途中で切れています。クラッシュ中に書かれた可能性があります。</translation>
        </message>
        <message>
            <source>The file is nested too deeply to be one of ours.</source>
            <translation>ファイルの入れ子が深すぎます。Tabletop のファイルではありません。</translation>
        </message>
        <message>
            <source>This is not a Tabletop file of the right kind.</source>
            <translation>正しい種類の Tabletop ファイルではありません。</translation>
        </message>
        <message>
            <source>The field “{field}” is missing or invalid.</source>
            <translation>項目「{field}」がないか、正しくありません。</translation>
        </message>
        <message>
            <source>The file's format version {version} is unknown.</source>
            <translation>ファイルの形式バージョン {version} は不明です。</translation>
        </message>
        <message>
            <source>The file's format version {version} could not be upgraded.</source>
            <translation>ファイルの形式バージョン {version} を更新できませんでした。</translation>
        </message>
        <message>
            <source>{path} is not valid JSON.</source>
            <translation>{path} は正しい JSON ではありません。</translation>
        </message>
        <message>
            <source>{path} is not a Tabletop card set file.</source>
            <translation>{path} は Tabletop のカードセットファイルではありません。</translation>
        </message>
        <message>
            <source>The file was written by a newer version of Tabletop; please update.</source>
            <translation>このファイルは新しいバージョンの Tabletop で書かれています。アップデートしてください。</translation>
        </message>
        <message>
            <source>The card set {path} has invalid cards.</source>
            <translation>カードセット {path} に正しくないカードがあります。</translation>
        </message>
        <message>
            <source>{path} is a card set of another game ({game}) in the wrong folder.</source>
            <translation>{path} は別のゲーム({game})のカードセットで、フォルダーが違います。</translation>
        </message>
        <message>
            <source>{path} must be named after its set code ({set}).</source>
            <translation>{path} のファイル名はセットコード({set})にしてください。</translation>
        </message>
        <message>
            <source>{path}: the card {id} already exists and was not loaded again.</source>
            <translation>{path}: カード {id} はすでにあるため、読み込みませんでした。</translation>
        </message>
        <message>
            <source>There is no ruleset profile “{profile}” for {game}.</source>
            <translation>{game} にはルール設定「{profile}」がありません。</translation>
        </message>
        <message>
            <source>The ruleset profile has a bad value in “{field}”.</source>
            <translation>ルール設定の「{field}」の値が正しくありません。</translation>
        </message>
        <message>
            <source>Unknown game “{game}”.</source>
            <translation>不明なゲーム「{game}」です。</translation>
        </message>
        <message>
            <source>There are no deck rules for the game {game}.</source>
            <translation>ゲーム {game} のデッキ構築ルールがありません。</translation>
        </message>
        <message>
            <source>The file does not exist.</source>
            <translation>ファイルがありません。</translation>
        </message>
        <message>
            <source>Problem “{code}”.</source>
            <translation>問題「{code}」。</translation>
        </message>
    </context>
    <context>
        <name>Step</name>
        <message>
            <source>Draw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Non-Combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Power Up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Declare</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rejuvenation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Main</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Attack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>End</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Setup</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Zone</name>
        <message>
            <source>Hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Discard pile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Life Deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Main Personality</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Allies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ally</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mastery</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drills</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Setups</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Dragon Balls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Captured Dragon Balls</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Removed from the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>In play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Non-Combat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Arena</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Items</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Techniques</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sideline</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match Slot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Match Slot 5</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Winner's Circle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Events</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
