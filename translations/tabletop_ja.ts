<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja_JP">
<context>
    <name>Action</name>
    <message>
        <source>Move {card} to {to_zone}</source>
        <translation>{card} を {to_zone} へ移動</translation>
    </message>
    <message>
        <source>Move the top card of {from_zone} to {to_zone}</source>
        <translation>{from_zone} の一番上のカードを {to_zone} へ移動</translation>
    </message>
    <message>
        <source>Draw {count}</source>
        <translation>{count} 枚ドロー</translation>
    </message>
    <message>
        <source>Turn {card} over</source>
        <translation>{card} を裏返す</translation>
    </message>
    <message>
        <source>Rotate {card}</source>
        <translation>{card} を回転</translation>
    </message>
    <message>
        <source>Shuffle {zone}</source>
        <translation>{zone} をシャッフル</translation>
    </message>
    <message>
        <source>Set {name} of {card} to {value}</source>
        <translation>{card} の{name}を {value} に</translation>
    </message>
    <message>
        <source>Set {name} of {player} to {value}</source>
        <translation>{player} の{name}を {value} に</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>次のステップ</translation>
    </message>
    <message>
        <source>Begin the game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>Double-Power Rule: {player}&apos;s Main Personality (power {stronger_power}) against the other&apos;s (power {weaker_power}): the stronger starts at a low stage, the weaker at its highest stage and goes first</source>
        <translation>ダブルパワー・ルール：{player}のメイン人物（パワー値{stronger_power}）と相手（パワー値{weaker_power}）。強い側は低いステージから、弱い側は最高ステージから始め、先攻になります</translation>
    </message>
    <message>
        <source>Place {card}</source>
        <translation>{card}を出す</translation>
    </message>
    <message>
        <source>Level up</source>
        <translation>レベルアップ</translation>
    </message>
    <message>
        <source>Declare Combat</source>
        <translation>戦闘を宣言</translation>
    </message>
    <message>
        <source>The defender draws</source>
        <translation>防御側のドロー</translation>
    </message>
    <message>
        <source>Declare Combat (the defender draws at once)</source>
        <translation>戦闘を宣言（防御側はすぐにドロー）</translation>
    </message>
    <message>
        <source>{card} attacks</source>
        <translation>{card}の攻撃</translation>
    </message>
    <message>
        <source>{card} attacks for {target}</source>
        <translation>{card}の攻撃（狙い：{target}）</translation>
    </message>
    <message>
        <source>Defend with {card}, naming {target}</source>
        <translation>{card}で防御（指定：{target}）</translation>
    </message>
    <message>
        <source>{card}: physical attack</source>
        <translation>{card} の物理攻撃</translation>
    </message>
    <message>
        <source>{card}: energy attack</source>
        <translation>{card} のエネルギー攻撃</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Defend with {card}</source>
        <translation>{card}で防御</translation>
    </message>
    <message>
        <source>Take the attack</source>
        <translation>攻撃を受ける</translation>
    </message>
    <message>
        <source>{card} takes control of Combat</source>
        <translation>{card}が戦闘をコントロール</translation>
    </message>
    <message>
        <source>Capture Dragon Ball {card}</source>
        <translation>ドラゴンボール{card}を捕獲</translation>
    </message>
    <message>
        <source>Endurance {amount} with {card}</source>
        <translation>{card}で耐久力{amount}</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>{card}を使う</translation>
    </message>
    <message>
        <source>Use {card} on {target}</source>
        <translation>{card}を{target}に使う</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>{card}を捨てる</translation>
    </message>
    <message>
        <source>Discard down to the hand limit</source>
        <translation>手札の上限まで捨てる</translation>
    </message>
    <message>
        <source>Rejuvenate</source>
        <translation>回復</translation>
    </message>
    <message>
        <source>Card effect: {card} to stage {stage}</source>
        <translation>カード効果: {card}をステージ{stage}に</translation>
    </message>
    <message>
        <source>Card effect: move {card} to {to_zone}</source>
        <translation>カード効果: {card} を {to_zone} へ移す</translation>
    </message>
    <message>
        <source>Card effect: {delta:+} level for the Main Personality of {player}</source>
        <translation>カード効果: {player} のメイン人物のレベルを{delta:+}する</translation>
    </message>
    <message>
        <source>Card effect: capture Dragon Ball {card}</source>
        <translation>カード効果: ドラゴンボール{card}を捕獲</translation>
    </message>
    <message>
        <source>Card effect: {stages} stages and {life} life cards of damage to player {player}</source>
        <translation>カード効果: プレイヤー{player}に{stages}ステージと{life}枚のライフカードのダメージ</translation>
    </message>
    <message>
        <source>Card effect: draw {count}</source>
        <translation>カード効果: {count}枚ドロー</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>Attach {card} to {target}</source>
        <translation>{card} を {target} に付ける</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>{card} を使う</translation>
    </message>
    <message>
        <source>Play {card} (effect at once)</source>
        <translation>{card} を使う（効果はすぐ）</translation>
    </message>
    <message>
        <source>Play {card} (lasts this turn)</source>
        <translation>{card} を使う（このターンの間）</translation>
    </message>
    <message>
        <source>Play {card} (lasts until your next Draw Step)</source>
        <translation>{card} を使う（次の自分のドローステップまで）</translation>
    </message>
    <message>
        <source>Play {card} (lasts this match)</source>
        <translation>{card} を使う（このマッチの間）</translation>
    </message>
    <message>
        <source>Play {card} (lasts the whole game)</source>
        <translation>{card} を使う（ゲーム終了まで）</translation>
    </message>
    <message>
        <source>Put {card} into Match Slot 5</source>
        <translation>{card} を選手置き場5に置く</translation>
    </message>
    <message>
        <source>Attack with {card} (attack {number})</source>
        <translation>{card} で攻撃（攻撃 {number}）</translation>
    </message>
    <message>
        <source>Pass: the attack goes on</source>
        <translation>パス: 攻撃をそのまま進める</translation>
    </message>
    <message>
        <source>Discard cards to deal 1 point of minimum damage</source>
        <translation>手札を捨てて最低ダメージ 1 を与える</translation>
    </message>
    <message>
        <source>Card effect: {points} damage to {card}</source>
        <translation>カード効果: {card} に {points} ダメージ</translation>
    </message>
    <message>
        <source>Card effect: heal {points} damage of {card}</source>
        <translation>カード効果: {card} のダメージを {points} 回復</translation>
    </message>
    <message>
        <source>Card effect: {amount} Spirit Energy for {player}</source>
        <translation>カード効果: {player} の霊力 {amount}</translation>
    </message>
    <message>
        <source>Card effect: {player} switches the fighter with Match Slot {slot}</source>
        <translation>カード効果: {player} が選手と選手置き場{slot}を入れ替える</translation>
    </message>
    <message>
        <source>Card effect: {player} discards the top {count} of the deck</source>
        <translation>カード効果: {player} がデッキの上 {count} 枚を捨てる</translation>
    </message>
    <message>
        <source>Card effect: {stat} {amount} for {card}</source>
        <translation>カード効果: {card} の {stat} {amount}</translation>
    </message>
    <message>
        <source>Card effect: {stat} {amount:+} for {card} (this attack)</source>
        <translation>カード効果: {card} の {stat} {amount:+}（この攻撃の間）</translation>
    </message>
    <message>
        <source>Card effect: {stat} {amount:+} for {card} (this turn)</source>
        <translation>カード効果: {card} の {stat} {amount:+}（このターンの間）</translation>
    </message>
    <message>
        <source>Card effect: {stat} {amount:+} for {card} (until the next Draw Step)</source>
        <translation>カード効果: {card} の {stat} {amount:+}（次のドローステップまで）</translation>
    </message>
    <message>
        <source>Card effect: {stat} {amount:+} for {card} (this match)</source>
        <translation>カード効果: {card} の {stat} {amount:+}（この対戦の間）</translation>
    </message>
    <message>
        <source>Card effect: one more attack this turn</source>
        <translation>カード効果: このターンもう1回攻撃できる</translation>
    </message>
    <message>
        <source>Card effect: {player} loses the match</source>
        <translation>カード効果: {player} がこの対戦に負ける</translation>
    </message>
    <message>
        <source>Use {card} (discard it for its effect)</source>
        <translation>{card} を使う（捨て札にして効果を使う）</translation>
    </message>
    <message>
        <source>Discard the cards of your choice a card effect asks for</source>
        <extracomment>The action a player answers a chosen discard with, and its refusals (see :mod:`.opponent_choice`), registered by :mod:`.messages`.</extracomment>
        <translation>カード効果で指定された枚数の手札を選んで捨て札にする</translation>
    </message>
    <message>
        <source>Switch your fighter with {card} (your choice, for a card effect)</source>
        <translation>カード効果により、自分の選手を{card}と入れ替える（自分で選ぶ）</translation>
    </message>
    <message>
        <source>Use the ability of {card}</source>
        <translation>{card} の能力を使う</translation>
    </message>
</context>
<context>
    <name>Alignment</name>
    <message>
        <source>Hero</source>
        <translation>ヒーロー</translation>
    </message>
    <message>
        <source>Villain</source>
        <translation>ヴィラン</translation>
    </message>
    <message>
        <source>Neutral</source>
        <translation>中立</translation>
    </message>
    <message>
        <source>Hero and villain</source>
        <translation>ヒーロー・ヴィラン両方</translation>
    </message>
</context>
<context>
    <name>AmountDialog</name>
    <message>
        <source>This attack</source>
        <extracomment>The most an amount dialog offers either way (the rules accept up to 999,999). The words of each scope, as the amount dialog offers them.</extracomment>
        <translation>この攻撃の間</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>このターンの間</translation>
    </message>
    <message>
        <source>Until the next Draw Step</source>
        <translation>次のドローステップまで</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>この対戦の間</translation>
    </message>
</context>
<context>
    <name>AnswerButtons</name>
    <message>
        <source>{player}: {action}</source>
        <translation>{player}：{action}</translation>
    </message>
</context>
<context>
    <name>Badge</name>
    <message>
        <source>ATK</source>
        <translation>攻撃力</translation>
    </message>
    <message>
        <source>DEF</source>
        <translation>防御力</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>即時</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>このターン</translation>
    </message>
    <message>
        <source>Until Draw</source>
        <translation>次のドローまで</translation>
    </message>
    <message>
        <source>This match</source>
        <translation>このマッチ</translation>
    </message>
    <message>
        <source>Whole game</source>
        <translation>ゲーム終了まで</translation>
    </message>
    <message>
        <source>Captured</source>
        <translation>捕獲</translation>
    </message>
</context>
<context>
    <name>CalculatorDock</name>
    <message>
        <source>No Physical Attack Table is available.</source>
        <translation>物理攻撃表がありません。</translation>
    </message>
    <message>
        <source>Attacker rank &lt;b&gt;{a}&lt;/b&gt;, defender rank &lt;b&gt;{d}&lt;/b&gt;: &lt;b&gt;{damage}&lt;/b&gt; stages of damage.</source>
        <translation>攻撃側ランク &lt;b&gt;{a}&lt;/b&gt;、防御側ランク &lt;b&gt;{d}&lt;/b&gt;: &lt;b&gt;{damage}&lt;/b&gt; ステージのダメージ。</translation>
    </message>
    <message>
        <source>The attack deals &lt;b&gt;{points}&lt;/b&gt; damage.</source>
        <translation>この攻撃は &lt;b&gt;{points}&lt;/b&gt; ダメージを与えます。</translation>
    </message>
    <message>
        <source>Calculators</source>
        <translation>計算機</translation>
    </message>
    <message>
        <source>Physical Attack Table</source>
        <translation>物理攻撃表</translation>
    </message>
    <message>
        <source>Damage Points</source>
        <translation>ダメージポイント</translation>
    </message>
    <message>
        <source>Table:</source>
        <translation>表:</translation>
    </message>
    <message>
        <source>Attacker power:</source>
        <translation>攻撃側のパワー値:</translation>
    </message>
    <message>
        <source>Defender power:</source>
        <translation>防御側のパワー値:</translation>
    </message>
    <message>
        <source>Final attack value:</source>
        <translation>最終攻撃力:</translation>
    </message>
    <message>
        <source>Final defense value:</source>
        <translation>最終防御力:</translation>
    </message>
</context>
<context>
    <name>CardBrowserModel</name>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>名前</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>種類</translation>
    </message>
    <message>
        <source>Style / team</source>
        <translation>スタイル / チーム</translation>
    </message>
</context>
<context>
    <name>CardEditor</name>
    <message>
        <source>A set code is 1 to 8 capital letters or digits, starting with a letter.</source>
        <translation>セットコードは英大文字で始まる1〜8文字の英大文字・数字です。</translation>
    </message>
    <message>
        <source>The set needs a name.</source>
        <translation>セット名を入力してください。</translation>
    </message>
    <message>
        <source>The card number is 1 to 12 letters or digits, as printed.</source>
        <translation>カード番号は印刷どおりの1〜12文字の英数字です。</translation>
    </message>
    <message>
        <source>The card needs a name.</source>
        <translation>カード名を入力してください。</translation>
    </message>
    <message>
        <source>a code such as BAB, or a new one</source>
        <translation>BAB などのコード、または新しいコード</translation>
    </message>
    <message>
        <source>Type whole numbers separated by spaces.</source>
        <translation>整数を空白で区切って入力してください。</translation>
    </message>
    <message>
        <source>At least stage 0 and stage 1 are needed.</source>
        <translation>ステージ0とステージ1は必須です。</translation>
    </message>
    <message>
        <source>At most 18 values (stage 0 to stage 17).</source>
        <translation>最大18個（ステージ0〜17）までです。</translation>
    </message>
    <message>
        <source>Stage 0 must be 0.</source>
        <translation>ステージ0の値は0です。</translation>
    </message>
    <message>
        <source>A value may not be lower than the one before.</source>
        <translation>前のステージより小さい値は入力できません。</translation>
    </message>
    <message>
        <source>A value is too large.</source>
        <translation>値が大きすぎます。</translation>
    </message>
    <message>
        <source>Line {line}</source>
        <translation>{line}行目</translation>
    </message>
    <message>
        <source>Line {line} is not JSON (reading stopped at character {position}); write one effect a line, such as {{&quot;do&quot;: &quot;mill&quot;, &quot;count&quot;: 2}}.</source>
        <translation>{line}行目は JSON ではありません（{position}文字目で読めなくなりました）。1行に1つの効果を、{{&quot;do&quot;: &quot;mill&quot;, &quot;count&quot;: 2}} のように書いてください。</translation>
    </message>
    <message>
        <source>One effect a line, such as {&quot;do&quot;: &quot;raise_stages&quot;, &quot;amount&quot;: 3}; empty: none.</source>
        <translation>1行に1つの効果を {&quot;do&quot;: &quot;raise_stages&quot;, &quot;amount&quot;: 3} のように書きます。空欄なら効果なし。</translation>
    </message>
    <message>
        <source>Effect {effect}: {reason}</source>
        <translation>効果{effect}: {reason}</translation>
    </message>
    <message>
        <source>A number is needed here.</source>
        <translation>数値を入力してください。</translation>
    </message>
    <message>
        <source>The number is out of range.</source>
        <translation>数値が範囲外です。</translation>
    </message>
    <message>
        <source>Use lower-case letters, digits and “_” only.</source>
        <translation>英小文字・数字・「_」のみ使えます。</translation>
    </message>
    <message>
        <source>A combat card attacks, defends, or both.</source>
        <translation>戦闘カードは攻撃・防御のどちらか（または両方）です。</translation>
    </message>
    <message>
        <source>Only a defense stops attacks.</source>
        <translation>攻撃を防げるのは防御カードだけです。</translation>
    </message>
    <message>
        <source>Only an attack does damage.</source>
        <translation>ダメージを与えるのは攻撃カードだけです。</translation>
    </message>
    <message>
        <source>PAT damage takes a bonus; life and stage damage take an amount.</source>
        <translation>物理攻撃表ダメージには補正値、ライフ・ステージのダメージには量を指定します。</translation>
    </message>
    <message>
        <source>A team leader needs a team symbol.</source>
        <translation>チームリーダーにはチームシンボルが必要です。</translation>
    </message>
    <message>
        <source>Every attack needs a value.</source>
        <translation>すべての攻撃に攻撃力が必要です。</translation>
    </message>
    <message>
        <source>The text holds a control or invisible character ({character}); type it without one.</source>
        <translation>制御文字か見えない文字 ({character}) が入っています。その文字を除いて入力してください。</translation>
    </message>
    <message>
        <source>This value is not valid ({code}).</source>
        <translation>この値は無効です（{code}）。</translation>
    </message>
    <message>
        <source>Deleted {id} {name}. Undo delete (Ctrl+Z) puts it back.</source>
        <translation>{id} {name} を削除しました。「削除を取り消す」(Ctrl+Z) で元に戻せます。</translation>
    </message>
    <message>
        <source>{id} is back.</source>
        <translation>{id} を元に戻しました。</translation>
    </message>
    <message>
        <source>Replace card?</source>
        <translation>カードを置き換えますか?</translation>
    </message>
    <message>
        <source>The set already has {id} “{name}”. Replace it with “{new}”?</source>
        <translation>このセットにはすでに {id}「{name}」があります。「{new}」で置き換えますか?</translation>
    </message>
    <message>
        <source>Not saved: {id} was kept.</source>
        <translation>保存しませんでした。{id} はそのままです。</translation>
    </message>
    <message>
        <source>The card set could not be written. {detail}</source>
        <translation>カードセットを書き込めませんでした。{detail}</translation>
    </message>
    <message>
        <source>Saved {id} to {path}.</source>
        <translation>{id} を {path} に保存しました。</translation>
    </message>
    <message>
        <source>Card images</source>
        <translation>カード画像</translation>
    </message>
    <message>
        <source>Choose a card image folder in Game → Settings first.</source>
        <translation>先に「ゲーム → 設定」でカード画像のフォルダを選んでください。</translation>
    </message>
    <message>
        <source>Image of {id}</source>
        <translation>{id} の画像</translation>
    </message>
    <message>
        <source>Card images (*.png *.jpg *.jpeg)</source>
        <translation>カード画像 (*.png *.jpg *.jpeg)</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} MB, the most a card image may be.</source>
        <translation>{file} は {limit} メガバイトを超えています。カード画像は {limit} メガバイトまでです。</translation>
    </message>
    <message>
        <source>{file} could not be read.</source>
        <translation>{file} を読み込めませんでした。</translation>
    </message>
    <message>
        <source>{file} is not a PNG or JPEG image that can be read.</source>
        <translation>{file} は読み込める PNG・JPEG 画像ではありません。</translation>
    </message>
    <message>
        <source>The image could not be written into {folder}.</source>
        <translation>{folder} に画像を書き込めませんでした。</translation>
    </message>
    <message>
        <source>Image saved as {file}.</source>
        <translation>画像を {file} として保存しました。</translation>
    </message>
    <message>
        <source>Card editor</source>
        <translation>カードエディタ</translation>
    </message>
    <message>
        <source>Save and &amp;next</source>
        <translation>保存して次へ(&amp;N)</translation>
    </message>
    <message>
        <source>Ctrl+Enter</source>
        <translation>Ctrl+Enter</translation>
    </message>
    <message>
        <source>Ne&amp;w card</source>
        <translation>新しいカード(&amp;W)</translation>
    </message>
    <message>
        <source>Choose &amp;image…</source>
        <translation>画像を選ぶ(&amp;I)…</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>ゲーム:</translation>
    </message>
    <message>
        <source>Set code:</source>
        <translation>セットコード:</translation>
    </message>
    <message>
        <source>Set name:</source>
        <translation>セット名:</translation>
    </message>
    <message>
        <source>Set name (Japanese):</source>
        <translation>セット名 (日本語):</translation>
    </message>
    <message>
        <source>Card type:</source>
        <translation>カードの種類:</translation>
    </message>
    <message>
        <source>Number:</source>
        <translation>カード番号:</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>名前:</translation>
    </message>
    <message>
        <source>Japanese name:</source>
        <translation>日本語名:</translation>
    </message>
    <message>
        <source>Character:</source>
        <translation>キャラクター:</translation>
    </message>
    <message>
        <source>Level:</source>
        <translation>レベル:</translation>
    </message>
    <message>
        <source>Alignment:</source>
        <translation>属性:</translation>
    </message>
    <message>
        <source>Power Up Rating (PUR):</source>
        <translation>パワーアップ値 (PUR):</translation>
    </message>
    <message>
        <source>Power stages:</source>
        <translation>ステージのパワー値:</translation>
    </message>
    <message>
        <source>Heritage:</source>
        <translation>種族:</translation>
    </message>
    <message>
        <source>Hi-tech:</source>
        <translation>ハイテク:</translation>
    </message>
    <message>
        <source>Fighting style:</source>
        <translation>武術スタイル:</translation>
    </message>
    <message>
        <source>Backer for:</source>
        <translation>背景カードの対象:</translation>
    </message>
    <message>
        <source>Backer style:</source>
        <translation>背景カードのスタイル:</translation>
    </message>
    <message>
        <source>Dragon Ball set:</source>
        <translation>ドラゴンボールのセット:</translation>
    </message>
    <message>
        <source>Dragon Ball number:</source>
        <translation>ドラゴンボールの番号:</translation>
    </message>
    <message>
        <source>Attack:</source>
        <translation>攻撃:</translation>
    </message>
    <message>
        <source>Defense:</source>
        <translation>防御:</translation>
    </message>
    <message>
        <source>Stops:</source>
        <translation>防ぐ攻撃:</translation>
    </message>
    <message>
        <source>Cost in stages:</source>
        <translation>コスト (ステージ):</translation>
    </message>
    <message>
        <source>Damage:</source>
        <translation>ダメージ:</translation>
    </message>
    <message>
        <source>Named card for:</source>
        <translation>ネームドカードの人物:</translation>
    </message>
    <message>
        <source>Only for:</source>
        <translation>専用:</translation>
    </message>
    <message>
        <source>Team Symbol:</source>
        <translation>チームシンボル:</translation>
    </message>
    <message>
        <source>Team leader:</source>
        <translation>チームリーダー:</translation>
    </message>
    <message>
        <source>Defense Value:</source>
        <translation>防御力:</translation>
    </message>
    <message>
        <source>Attacks:</source>
        <translation>攻撃:</translation>
    </message>
    <message>
        <source>Sideline effect:</source>
        <translation>控え効果:</translation>
    </message>
    <message>
        <source>Spirit Energy cost:</source>
        <translation>霊力コスト:</translation>
    </message>
    <message>
        <source>Has effect text:</source>
        <translation>効果テキストあり:</translation>
    </message>
    <message>
        <source>Effects:</source>
        <translation>効果:</translation>
    </message>
    <message>
        <source>Limit per deck:</source>
        <translation>1デッキの上限:</translation>
    </message>
    <message>
        <source>Card text:</source>
        <translation>カードのテキスト:</translation>
    </message>
    <message>
        <source>Your note:</source>
        <translation>メモ:</translation>
    </message>
    <message>
        <source>e.g. 0 1000 1500 2000 (stage 0 first)</source>
        <translation>例: 0 1000 1500 2000 (ステージ0から)</translation>
    </message>
    <message>
        <source>(default)</source>
        <translation>(標準)</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>(any)</source>
        <translation>(指定なし)</translation>
    </message>
    <message>
        <source>PAT</source>
        <translation>物理攻撃表</translation>
    </message>
    <message>
        <source>Life cards</source>
        <translation>ライフカード</translation>
    </message>
    <message>
        <source>Stages</source>
        <translation>ステージ</translation>
    </message>
    <message>
        <source>Physical attacks</source>
        <translation>物理攻撃</translation>
    </message>
    <message>
        <source>Energy attacks</source>
        <translation>エネルギー攻撃</translation>
    </message>
    <message>
        <source>Any attack</source>
        <translation>すべての攻撃</translation>
    </message>
    <message>
        <source>(not given)</source>
        <translation>(記載なし)</translation>
    </message>
    <message>
        <source>&amp;Save card</source>
        <translation>カードを保存(&amp;S)</translation>
    </message>
</context>
<context>
    <name>CardFace</name>
    <message>
        <source>Lv {level}</source>
        <translation>Lv {level}</translation>
    </message>
    <message>
        <source>Spirit {cost}</source>
        <translation>霊力 {cost}</translation>
    </message>
    <message>
        <source>PUR {pur}</source>
        <translation>PUR {pur}</translation>
    </message>
    <message>
        <source>Hi-tech</source>
        <translation>ハイテク</translation>
    </message>
    <message>
        <source>×{cost}</source>
        <translation>×{cost}</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>Attacks</source>
        <translation>攻撃</translation>
    </message>
    <message>
        <source>DEF</source>
        <translation>防御力</translation>
    </message>
    <message>
        <source>Sideline effect</source>
        <translation>控え効果</translation>
    </message>
    <message>
        <source>Effect text</source>
        <translation>効果テキスト</translation>
    </message>
    <message>
        <source>{n} life cards</source>
        <translation>ライフカード {n} 枚</translation>
    </message>
    <message>
        <source>{n} stages</source>
        <translation>{n} ステージ</translation>
    </message>
    <message>
        <source>PAT</source>
        <translation>物理攻撃表</translation>
    </message>
    <message>
        <source>Defense</source>
        <translation>防御</translation>
    </message>
    <message>
        <source>Cost: {n} stages</source>
        <translation>コスト: {n} ステージ</translation>
    </message>
    <message>
        <source>Damage: {damage}</source>
        <translation>ダメージ: {damage}</translation>
    </message>
    <message>
        <source>Stops physical attacks</source>
        <translation>物理攻撃を防ぐ</translation>
    </message>
    <message>
        <source>Stops energy attacks</source>
        <translation>エネルギー攻撃を防ぐ</translation>
    </message>
    <message>
        <source>Stops any attack</source>
        <translation>すべての攻撃を防ぐ</translation>
    </message>
    <message>
        <source>Named: {name}</source>
        <translation>ネームド: {name}</translation>
    </message>
    <message>
        <source>{alignment} only</source>
        <translation>{alignment}専用</translation>
    </message>
    <message>
        <source>Backer for {name}</source>
        <translation>{name} の背景カード</translation>
    </message>
    <message>
        <source>Limit {n} per deck</source>
        <translation>1デッキ {n} 枚まで</translation>
    </message>
    <message>
        <source>By hand</source>
        <translation>手動</translation>
    </message>
</context>
<context>
    <name>CardImport</name>
    <message>
        <source>The file does not exist.</source>
        <translation>ファイルがありません。</translation>
    </message>
    <message>
        <source>The file cannot be read.</source>
        <translation>ファイルを読み込めません。</translation>
    </message>
    <message>
        <source>The file is too large.</source>
        <translation>ファイルが大きすぎます。</translation>
    </message>
    <message>
        <source>The file is not UTF-8 text.</source>
        <translation>ファイルが UTF-8 のテキストではありません。</translation>
    </message>
    <message>
        <source>Row {row} is neither UTF-8 nor Shift_JIS text; the file is not a text file, or was saved in another encoding. Save it as CSV (UTF-8) and import it again.</source>
        <translation>{row}行目が UTF-8 でも Shift_JIS でもありません。テキストファイルではないか、別の文字コードで保存されています。CSV (UTF-8) で保存し直してから読み込んでください。</translation>
    </message>
    <message>
        <source>The file is UTF-8 text, but row {row} is not (it may have been pasted from a file in Shift_JIS). Nothing was read; save the whole file as CSV (UTF-8) and import it again.</source>
        <translation>ファイルは UTF-8 ですが、{row}行目だけが UTF-8 ではありません (Shift_JIS のファイルから貼り付けたのかもしれません)。何も読み込んでいません。ファイル全体を CSV (UTF-8) で保存し直してから読み込んでください。</translation>
    </message>
    <message>
        <source>The header row holds a NUL character: the file is not a text file, or was saved as UTF-16 without a byte-order mark. Save it as CSV (UTF-8) and import it again.</source>
        <translation>見出しの行に NUL 文字があります。テキストファイルではないか、BOM なしの UTF-16 で保存されています。CSV (UTF-8) で保存し直してから読み込んでください。</translation>
    </message>
    <message>
        <source>Row {row}: a quote (&quot;) that begins a cell is not closed, so the rows after it would run into that cell. Close the quote and import the file again.</source>
        <translation>{row}行目: セルの始めの引用符 (&quot;) が閉じていないため、後の行がそのセルに入ってしまいます。引用符を閉じてから読み込み直してください。</translation>
    </message>
    <message>
        <source>Row {row}: a quoted cell goes on after its closing quote (&quot;). Write a quote inside a quoted cell as two quotes (&quot;&quot;).</source>
        <translation>{row}行目: 引用符で囲んだセルが、閉じる引用符 (&quot;) の後にも続いています。引用符で囲んだセルの中の引用符は 2 つ重ねて (&quot;&quot;) 書いてください。</translation>
    </message>
    <message>
        <source>Row {row} has a cell of more than {limit} characters; no card field is that long.</source>
        <translation>{row}行目に {limit} 文字を超えるセルがあります。そんなに長い項目のカードはありません。</translation>
    </message>
    <message>
        <source>Row {row} cannot be read as CSV.</source>
        <translation>{row}行目を CSV として読めません。</translation>
    </message>
    <message>
        <source>The file has more than {max} rows (row {row} is one too many); a card set holds at most {max} cards. Split the file.</source>
        <translation>ファイルの行が {max} 行を超えています ({row}行目が多すぎます)。カードセットに入るカードは {max} 枚までです。ファイルを分けてください。</translation>
    </message>
    <message>
        <source>The file holds more than {max} cards; a card set holds at most {max}.</source>
        <translation>ファイルのカードが {max} 枚を超えています。カードセットに入るのは {max} 枚までです。</translation>
    </message>
    <message>
        <source>Only .csv and .json card set files can be imported.</source>
        <translation>読み込めるカードセットは .csv と .json のファイルだけです。</translation>
    </message>
    <message>
        <source>The file is not valid JSON.</source>
        <translation>ファイルが正しい JSON ではありません。</translation>
    </message>
    <message>
        <source>The file is not a Tabletop card set.</source>
        <translation>Tabletop のカードセットのファイルではありません。</translation>
    </message>
    <message>
        <source>The file was written by a newer version of Tabletop; please update.</source>
        <translation>新しいバージョンの Tabletop で書かれたファイルです。アップデートしてください。</translation>
    </message>
    <message>
        <source>The file has no header row.</source>
        <translation>見出し行がありません。</translation>
    </message>
    <message>
        <source>Which game are these cards for? Choose Dragon Ball GT or Yu Yu Hakusho.</source>
        <translation>どのゲームのカードですか? ドラゴンボールGT か 幽☆遊☆白書 を選んでください。</translation>
    </message>
    <message>
        <source>The file holds cards of {game}, not {wanted}.</source>
        <translation>このファイルは {wanted} ではなく {game} のカードです。</translation>
    </message>
    <message>
        <source>There is no card set “{set}” of {game}.</source>
        <translation>{game} のカードセット「{set}」はありません。</translation>
    </message>
    <message>
        <source>Unknown column “{column}” (the README lists the columns).</source>
        <translation>不明な列「{column}」です (列の一覧は README にあります)。</translation>
    </message>
    <message>
        <source>The column “{column}” appears twice.</source>
        <translation>列「{column}」が2回あります。</translation>
    </message>
    <message>
        <source>The row has {count} cells; the header names {columns} columns.</source>
        <translation>この行のセルは {count} 個ですが、見出しの列は {columns} 個です。</translation>
    </message>
    <message>
        <source>The card is not a JSON object.</source>
        <translation>カードが JSON のオブジェクトではありません。</translation>
    </message>
    <message>
        <source>“{value}” is not a whole number.</source>
        <translation>「{value}」は整数ではありません。</translation>
    </message>
    <message>
        <source>“{value}” is not yes or no.</source>
        <translation>「{value}」は yes / no ではありません。</translation>
    </message>
    <message>
        <source>“{value}” is not a power-stage ladder: numbers (or Z) separated by spaces, stage 0 first.</source>
        <translation>「{value}」はステージの並びになっていません。ステージ0から順に、数値 (または Z) を空白で区切って書いてください。</translation>
    </message>
    <message>
        <source>The ladder has {count} values; it needs 2 to {max} (stage 0 to 17).</source>
        <translation>ステージの値が {count} 個あります。2〜{max} 個 (ステージ0〜17) にしてください。</translation>
    </message>
    <message>
        <source>Stage 0 must be 0.</source>
        <translation>ステージ0の値は0です。</translation>
    </message>
    <message>
        <source>A power stage is lower than the one below it.</source>
        <translation>一つ下のステージより低いパワー値があります。</translation>
    </message>
    <message>
        <source>A power stage is too large.</source>
        <translation>パワー値が大きすぎます。</translation>
    </message>
    <message>
        <source>Unknown card type “{value}”; the types are: {expected}.</source>
        <translation>不明なカードの種類「{value}」です。種類は次のとおりです: {expected}。</translation>
    </message>
    <message>
        <source>This field is needed.</source>
        <translation>この項目は必須です。</translation>
    </message>
    <message>
        <source>The row names no set (fill in the set column, or import with a set code).</source>
        <translation>この行にはセットがありません (set の列を埋めるか、セットコードを指定して読み込んでください)。</translation>
    </message>
    <message>
        <source>A card of type “{type}” has no such field.</source>
        <translation>種類「{type}」のカードにはこの項目がありません。</translation>
    </message>
    <message>
        <source>“{value}” is not one of the allowed values: {expected}.</source>
        <translation>「{value}」は使える値ではありません。使える値: {expected}。</translation>
    </message>
    <message>
        <source>“{value}” is not written as it should be.</source>
        <translation>「{value}」の書き方が正しくありません。</translation>
    </message>
    <message>
        <source>The text is too long (at most {max} characters).</source>
        <translation>文字が長すぎます (最大 {max} 文字)。</translation>
    </message>
    <message>
        <source>Too many values (at most {max}).</source>
        <translation>値が多すぎます (最大 {max} 個)。</translation>
    </message>
    <message>
        <source>{value} is too small (at least {limit}).</source>
        <translation>{value} は小さすぎます ({limit} 以上)。</translation>
    </message>
    <message>
        <source>{value} is too large (at most {limit}).</source>
        <translation>{value} は大きすぎます ({limit} 以下)。</translation>
    </message>
    <message>
        <source>The value has the wrong kind.</source>
        <translation>値の種類が違います。</translation>
    </message>
    <message>
        <source>The id {id} does not match the set and number ({set}-{number}).</source>
        <translation>ID {id} がセットと番号 ({set}-{number}) に合いません。</translation>
    </message>
    <message>
        <source>A combat card attacks, defends, or both (say yes to attack or defense).</source>
        <translation>戦闘カードは攻撃か防御、またはその両方をします (attack か defense を yes にしてください)。</translation>
    </message>
    <message>
        <source>Only a defense stops attacks.</source>
        <translation>攻撃を止められるのは防御だけです。</translation>
    </message>
    <message>
        <source>Only an attack does damage.</source>
        <translation>ダメージを与えるのは攻撃だけです。</translation>
    </message>
    <message>
        <source>PAT damage takes a bonus; life and stage damage take an amount.</source>
        <translation>物理攻撃表のダメージにはボーナス、ライフとステージのダメージには量を指定します。</translation>
    </message>
    <message>
        <source>A team leader needs a team symbol.</source>
        <translation>チームリーダーにはチームシンボルが必要です。</translation>
    </message>
    <message>
        <source>A variable attack value (X) needs the flag attack_value_variable.</source>
        <translation>可変の攻撃値 (X) には attack_value_variable のフラグが必要です。</translation>
    </message>
    <message>
        <source>A flag is given twice.</source>
        <translation>同じフラグが2回あります。</translation>
    </message>
    <message>
        <source>A technique has one attack: use the attack1 columns only.</source>
        <translation>技の攻撃は一つです。attack1 の列だけを使ってください。</translation>
    </message>
    <message>
        <source>The card is of set {set}, not of {wanted}.</source>
        <translation>このカードは {wanted} ではなく {set} のセットです。</translation>
    </message>
    <message>
        <source>The set code {set} is taken by a set of the other game.</source>
        <translation>セットコード {set} はもう一方のゲームのセットが使っています。</translation>
    </message>
    <message>
        <source>{id} is in the file twice (row {first}).</source>
        <translation>{id} がファイルに2回あります ({first}行目)。</translation>
    </message>
    <message>
        <source>{id} is a bundled card; a card set of yours cannot change it.</source>
        <translation>{id} は付属のカードです。自分のカードセットでは変更できません。</translation>
    </message>
    <message>
        <source>Your card {id} already exists with other values; it is not overwritten (delete it in the card editor first).</source>
        <translation>自分のカード {id} がすでに別の内容であります。上書きはしません (先にカードエディタで削除してください)。</translation>
    </message>
    <message>
        <source>A card set holds at most {max} cards.</source>
        <translation>カードセットに入るカードは最大 {max} 枚です。</translation>
    </message>
    <message>
        <source>The text holds a control or invisible character ({character}, at character {position}); names and texts cannot hold one.</source>
        <translation>{position} 文字目に制御文字か見えない文字 ({character}) があります。名前やテキストにはこの文字を使えません。</translation>
    </message>
    <message>
        <source>The effects are too long (at most {max} characters).</source>
        <translation>効果が長すぎます（{max} 文字まで）。</translation>
    </message>
    <message>
        <source>The effects are not JSON (reading stopped at character {position}); write a list such as [{{&quot;do&quot;: &quot;raise_stages&quot;, &quot;amount&quot;: 3}}], or leave the cell empty.</source>
        <translation>効果が JSON ではありません（{position}文字目で読めなくなりました）。[{{&quot;do&quot;: &quot;raise_stages&quot;, &quot;amount&quot;: 3}}] のようなリストを書くか、セルを空欄にしてください。</translation>
    </message>
    <message>
        <source>The effects are nested too deeply (at most {limit} levels).</source>
        <translation>効果の入れ子が深すぎます（{limit} 段まで）。</translation>
    </message>
    <message>
        <source>The effects are a JSON list of effects, such as [{{&quot;do&quot;: &quot;mill&quot;, &quot;count&quot;: 2}}].</source>
        <translation>効果は [{{&quot;do&quot;: &quot;mill&quot;, &quot;count&quot;: 2}}] のような、効果の JSON リストです。</translation>
    </message>
    <message>
        <source>Unknown effect “{value}”; the effects are: {expected}.</source>
        <translation>「{value}」という効果はありません。使える効果: {expected}。</translation>
    </message>
    <message>
        <source>An effect needs “do”, the kind of effect (such as “mill”).</source>
        <translation>効果には種類を表す「do」が必要です（「mill」など）。</translation>
    </message>
    <message>
        <source>An effect is a JSON object, such as {{&quot;do&quot;: &quot;mill&quot;, &quot;count&quot;: 2}}.</source>
        <translation>効果は {{&quot;do&quot;: &quot;mill&quot;, &quot;count&quot;: 2}} のような JSON オブジェクトです。</translation>
    </message>
    <message>
        <source>The effect “{kind}” has no such field.</source>
        <translation>効果「{kind}」にこの項目はありません。</translation>
    </message>
    <message>
        <source>The effect “{kind}” needs this field.</source>
        <translation>効果「{kind}」にはこの項目が必要です。</translation>
    </message>
    <message>
        <source>The value is not valid ({code}).</source>
        <translation>値が正しくありません ({code})。</translation>
    </message>
    <message>
        <source>Row {row}</source>
        <translation>{row}行目</translation>
    </message>
    <message>
        <source>Card {row}</source>
        <translation>{row}枚目のカード</translation>
    </message>
    <message>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <source>{column} (effect {effect})</source>
        <translation>{column}（効果{effect}）</translation>
    </message>
    <message>
        <source>{column} (effect {effect}, {field})</source>
        <translation>{column}（効果{effect}、{field}）</translation>
    </message>
</context>
<context>
    <name>CardList</name>
    <message>
        <source>Cards in this set:</source>
        <translation>このセットのカード:</translation>
    </message>
    <message>
        <source>Search by number or name</source>
        <translation>番号や名前で検索</translation>
    </message>
    <message>
        <source>&amp;Delete card</source>
        <translation>カードを削除(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Undo delete</source>
        <translation>削除を取り消す(&amp;U)</translation>
    </message>
</context>
<context>
    <name>CardSets</name>
    <message>
        <source>Import card set</source>
        <translation>カードセットの読み込み</translation>
    </message>
    <message>
        <source>Checking {file}…</source>
        <translation>{file} を確認しています…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Checking {file}: row {checked} of {rows}…</source>
        <translation>{file} を確認しています: {rows} 行中 {checked} 行目…</translation>
    </message>
    <message>
        <source>Card sets (*.csv *.json);;All files (*)</source>
        <translation>カードセット (*.csv *.json);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>{count} cards imported.</source>
        <translation>{count} 枚のカードを読み込みました。</translation>
    </message>
    <message>
        <source>{code} — {name} ({game}, {count} cards)</source>
        <translation>{code} — {name} ({game}、{count} 枚)</translation>
    </message>
    <message>
        <source>Export card set</source>
        <translation>カードセットの書き出し</translation>
    </message>
    <message>
        <source>Card set:</source>
        <translation>カードセット:</translation>
    </message>
    <message>
        <source>CSV for spreadsheets (*.csv);;Tabletop card set (*.json)</source>
        <translation>表計算ソフト用 CSV (*.csv);;Tabletop のカードセット (*.json)</translation>
    </message>
    <message>
        <source>{file} cannot be written.</source>
        <translation>{file} に書き込めません。</translation>
    </message>
</context>
<context>
    <name>CardType</name>
    <message>
        <source>Personality</source>
        <translation>人物</translation>
    </message>
    <message>
        <source>Backer</source>
        <translation>背景カード</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>免許皆伝</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>特訓</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>セットアップ</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Non-Combat</source>
        <translation>非戦闘</translation>
    </message>
    <message>
        <source>Dragon Ball</source>
        <translation>ドラゴンボール</translation>
    </message>
    <message>
        <source>Energy Combat</source>
        <translation>エネルギー戦闘</translation>
    </message>
    <message>
        <source>Physical Combat</source>
        <translation>物理戦闘</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>キャラクター</translation>
    </message>
    <message>
        <source>Technique</source>
        <translation>テクニック</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>アイテム</translation>
    </message>
</context>
<context>
    <name>CardsCommand</name>
    <message>
        <source>warning: {reason}</source>
        <extracomment>A translator: (context, source text) -&gt; the text in the chosen language.</extracomment>
        <translation>警告: {reason}</translation>
    </message>
    <message>
        <source>{file}: …and {count} more problems (--json lists them all).</source>
        <translation>{file}: …ほかに {count} 件の問題があります (--json ですべて表示できます)。</translation>
    </message>
    <message>
        <source>{file}: {imported} cards imported, {unchanged} already there.</source>
        <translation>{file}: {imported} 枚を読み込みました。{unchanged} 枚はすでにありました。</translation>
    </message>
    <message>
        <source>{file}: {refused} rows refused; nothing was imported (--valid-only imports the {valid} valid rows).</source>
        <translation>{file}: {refused} 行を受け付けませんでした。何も読み込んでいません (--valid-only で正しい {valid} 行だけを読み込めます)。</translation>
    </message>
    <message>
        <source>The cards could not be stored in your card sets ({folder}): {reason}</source>
        <translation>カードを自分のカードセット（{folder}）に保存できませんでした: {reason}</translation>
    </message>
    <message>
        <source>{file} cannot be written: {reason}</source>
        <translation>{file} に書き込めません: {reason}</translation>
    </message>
    <message>
        <source>{file}: {count} cards written.</source>
        <translation>{file}: {count} 枚を書き出しました。</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>付属</translation>
    </message>
    <message>
        <source>yours</source>
        <translation>自分のセット</translation>
    </message>
    <message>
        <source>automated</source>
        <translation>自動</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>手動</translation>
    </message>
    <message>
        <source>{set}: {cards} cards, {with_effect} with an effect: {automated} automated, {by_hand} by hand.</source>
        <translation>{set}：全{cards}枚、効果のあるカード{with_effect}枚（自動{automated}枚、手動{by_hand}枚）。</translation>
    </message>
</context>
<context>
    <name>ChooseAmountDialog</name>
    <message>
        <source>Card Effect</source>
        <translation>カード効果</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>量(&amp;A):</translation>
    </message>
    <message>
        <source>Power &amp;stage:</source>
        <translation>ステージ(&amp;S):</translation>
    </message>
    <message>
        <source>&amp;For:</source>
        <translation>期間(&amp;F):</translation>
    </message>
    <message>
        <source>Choose an amount other than 0.</source>
        <translation>0 以外の量を選んでください。</translation>
    </message>
</context>
<context>
    <name>ChooseCardsDialog</name>
    <message>
        <source>Choose Cards</source>
        <translation>カードを選ぶ</translation>
    </message>
    <message numerus="yes">
        <source>{purpose}: choose %n card(s) to discard.</source>
        <translation>
            <numerusform>{purpose}：捨てるカードを %n 枚選んでください。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>(%n chosen)</source>
        <translation>
            <numerusform>（%n 枚選択中）</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChoosePaymentDialog</name>
    <message>
        <source>Pay the Cost</source>
        <translation>コストの支払い</translation>
    </message>
    <message>
        <source>{card} (stage {stage})</source>
        <translation>{card}（ステージ{stage}）</translation>
    </message>
    <message>
        <source>{purpose}: choose who pays the {cost} stages ({paid} chosen).</source>
        <translation>{purpose}：{cost}ステージを支払う人物を選んでください（{paid}選択中）。</translation>
    </message>
</context>
<context>
    <name>ComputerSeat</name>
    <message>
        <source>The computer could not choose a move ({reason}). Let it try again, or start a new game.</source>
        <translation>コンピューターが手を選べませんでした（{reason}）。もう一度考えさせるか、新しいゲームを始めてください。</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} が考え中…</translation>
    </message>
    <message>
        <source>{player} played: {moves}</source>
        <translation>{player} の行動: {moves}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>／</translation>
    </message>
    <message>
        <source>, </source>
        <translation>、</translation>
    </message>
    <message>
        <source>Let the computer try again</source>
        <translation>コンピューターにもう一度考えさせる</translation>
    </message>
    <message>
        <source>The computer stopped: the process it thinks in ended {count} times in a row.</source>
        <translation>コンピューターが止まりました。思考用のプロセスが {count} 回続けて終了しました。</translation>
    </message>
</context>
<context>
    <name>Counter</name>
    <message>
        <source>Spirit Energy</source>
        <translation>霊力</translation>
    </message>
    <message>
        <source>Match wins</source>
        <translation>対戦勝利数</translation>
    </message>
    <message>
        <source>Stage</source>
        <translation>ステージ</translation>
    </message>
    <message>
        <source>Anger</source>
        <translation>怒り</translation>
    </message>
    <message>
        <source>Life</source>
        <translation>ライフ</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>Dragon Balls</source>
        <translation>ドラゴンボール</translation>
    </message>
    <message>
        <source>Attack Cost (next attack)</source>
        <extracomment>The card counters these effects keep on a fighter, as its badges name them.</extracomment>
        <translation>攻撃コスト（次の攻撃）</translation>
    </message>
    <message>
        <source>Attack Cost (until a Draw Step)</source>
        <translation>攻撃コスト（ドローステップまで）</translation>
    </message>
    <message>
        <source>Attack Cost (this match)</source>
        <translation>攻撃コスト（この対戦）</translation>
    </message>
    <message>
        <source>No minimum damage dealt</source>
        <translation>最低ダメージ不可</translation>
    </message>
    <message>
        <source>No minimum damage taken</source>
        <translation>最低ダメージを受けない</translation>
    </message>
    <message>
        <source>ATK doubled this turn</source>
        <translation>このターン攻撃力2倍</translation>
    </message>
    <message>
        <source>Alignment changed</source>
        <translation>属性変更</translation>
    </message>
    <message>
        <source>Borrowed until turn</source>
        <translation>借用期限ターン</translation>
    </message>
    <message>
        <source>Given to the opponent</source>
        <translation>相手に渡した</translation>
    </message>
    <message>
        <source>Leaves at the turn&apos;s end</source>
        <translation>ターン終了時に場を離れる</translation>
    </message>
    <message>
        <source>Team Symbol gained</source>
        <translation>チームシンボル獲得</translation>
    </message>
    <message>
        <source>Damage at the turn&apos;s end</source>
        <translation>ターン終了時のダメージ</translation>
    </message>
    <message>
        <source>No damage from Techniques</source>
        <translation>テクニックのダメージなし</translation>
    </message>
    <message>
        <source>Most damage taken at a time</source>
        <extracomment>The card counters these effects keep on a fighter, as its badges name them.</extracomment>
        <translation>一度に受ける最大ダメージ</translation>
    </message>
    <message>
        <source>Sideline guarded</source>
        <translation>控えはダメージを受けない</translation>
    </message>
    <message>
        <source>Cards drawn as the opponent&apos;s turn ends</source>
        <translation>相手のターン終了時に引く枚数</translation>
    </message>
    <message>
        <source>Items and Techniques barred</source>
        <translation>アイテム・テクニック使用不可</translation>
    </message>
</context>
<context>
    <name>Curtain</name>
    <message>
        <source>Hand the computer to {player}</source>
        <translation>{player} にコンピュータを渡してください</translation>
    </message>
    <message>
        <source>The table is hidden so that nobody sees the other player&apos;s hand.</source>
        <translation>相手の手札が見えないように、テーブルを隠しています。</translation>
    </message>
    <message>
        <source>I am {player}: show the table</source>
        <translation>{player} です: テーブルを表示</translation>
    </message>
    <message>
        <source>Last move: {move}</source>
        <translation>直前の手：{move}</translation>
    </message>
</context>
<context>
    <name>Deck</name>
    <message>
        <source>Goku demo (Saiyan Saga heroes)</source>
        <translation>悟空デモ（サイヤ人編・ヒーロー）</translation>
    </message>
    <message>
        <source>Vegeta demo (Saiyan Saga villains)</source>
        <translation>ベジータデモ（サイヤ人編・ヴィラン）</translation>
    </message>
    <message>
        <source>Goku, even match (Saiyan Saga heroes)</source>
        <translation>悟空・互角（サイヤ人編・ヒーロー）</translation>
    </message>
    <message>
        <source>Raditz, even match (Saiyan Saga villains)</source>
        <translation>ラディッツ・互角（サイヤ人編・ヴィラン）</translation>
    </message>
    <message>
        <source>Team Urameshi</source>
        <translation>浦飯チーム</translation>
    </message>
    <message>
        <source>Team Toguro</source>
        <translation>戸愚呂チーム</translation>
    </message>
    <message>
        <source>Team Urameshi, even match</source>
        <translation>浦飯チーム・互角</translation>
    </message>
    <message>
        <source>Team Toguro, even match</source>
        <translation>戸愚呂チーム・互角</translation>
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
        <translation>適合</translation>
    </message>
</context>
<context>
    <name>DeckEditor</name>
    <message>
        <source>All</source>
        <translation>すべて</translation>
    </message>
    <message>
        <source>✔ The deck is legal.</source>
        <extracomment>The deck being built (this dialog is a view of it).</extracomment>
        <translation>✔ このデッキは構築ルールを満たしています。</translation>
    </message>
    <message numerus="yes">
        <source>✘ %n rule(s) broken:</source>
        <translation>
            <numerusform>✘ 構築ルール違反 %n 件:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the deck</source>
        <translation>
            <numerusform>デッキのカード %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <source>Untitled deck</source>
        <translation>無題のデッキ</translation>
    </message>
    <message>
        <source>Deck editor — {name}</source>
        <translation>デッキエディタ — {name}</translation>
    </message>
    <message>
        <source>Deck editor</source>
        <translation>デッキエディタ</translation>
    </message>
    <message>
        <source>The deck has unsaved changes. Save them?</source>
        <translation>デッキに保存していない変更があります。保存しますか?</translation>
    </message>
    <message>
        <source>Line {line}: {message}</source>
        <translation>{line} 行目: {message}</translation>
    </message>
    <message>
        <source>The deck file cannot be opened.</source>
        <translation>デッキファイルを開けません。</translation>
    </message>
    <message>
        <source>Some lines of the deck file cannot be read. Open the rest as a new deck?</source>
        <translation>デッキファイルに読めない行があります。残りを新しいデッキとして開きますか?</translation>
    </message>
    <message>
        <source>The deck could not be saved to {path}.</source>
        <translation>デッキを {path} に保存できませんでした。</translation>
    </message>
    <message>
        <source>Deck files (*.deck);;All files (*)</source>
        <translation>デッキファイル (*.deck);;すべてのファイル (*)</translation>
    </message>
    <message>
        <source>Open deck</source>
        <translation>デッキを開く</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>デッキを保存</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>検索(&amp;S):</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>ゲーム:</translation>
    </message>
    <message>
        <source>Set:</source>
        <translation>セット:</translation>
    </message>
    <message>
        <source>Type:</source>
        <translation>種類:</translation>
    </message>
    <message>
        <source>Style or team:</source>
        <translation>スタイル / チーム:</translation>
    </message>
    <message>
        <source>Name, Japanese name or card id</source>
        <translation>名前、日本語名、カードID</translation>
    </message>
    <message>
        <source>Add to:</source>
        <translation>追加先:</translation>
    </message>
    <message>
        <source>&amp;Add</source>
        <translation>追加(&amp;A)</translation>
    </message>
    <message>
        <source>Add the selected card (double-click, Enter or +)</source>
        <translation>選択したカードを追加 (ダブルクリック、Enter、+)</translation>
    </message>
    <message>
        <source>Deck name:</source>
        <translation>デッキ名:</translation>
    </message>
    <message>
        <source>Declared style:</source>
        <translation>宣言する武術スタイル:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(なし)</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>枚数</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>+1</source>
        <translation>+1</translation>
    </message>
    <message>
        <source>One more copy (+)</source>
        <translation>1枚増やす (+)</translation>
    </message>
    <message>
        <source>−1</source>
        <translation>−1</translation>
    </message>
    <message>
        <source>One copy fewer (-, double-click)</source>
        <translation>1枚減らす (-、ダブルクリック)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>取り除く</translation>
    </message>
    <message>
        <source>Remove every copy (Delete)</source>
        <translation>すべて取り除く (Delete)</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Move up (the team&apos;s Match Slot order)</source>
        <translation>上へ移動 (チームの選手置き場の順)</translation>
    </message>
    <message>
        <source>Move down (the team&apos;s Match Slot order)</source>
        <translation>下へ移動 (チームの選手置き場の順)</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>新規(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>DeckSection</name>
    <message>
        <source>Main Personality</source>
        <translation>メイン人物</translation>
    </message>
    <message>
        <source>Life Deck</source>
        <translation>ライフデッキ</translation>
    </message>
    <message>
        <source>Team</source>
        <translation>チーム</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
</context>
<context>
    <name>DragonBallSet</name>
    <message>
        <source>Earth</source>
        <translation>地球</translation>
    </message>
    <message>
        <source>Namek</source>
        <translation>ナメック星</translation>
    </message>
</context>
<context>
    <name>Effect</name>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each of your characters with the {thing} Team Symbol that won a match.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、対戦に勝った{thing}のチームシンボルを持つ自分のキャラクター1人につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>While this character is your fighter: the attack of a {title} attached to it gets +{amount} ATK more for each card in your hand.</source>
        <translation>このキャラクターが自分の選手である間：このキャラクターに付いている「{title}」の攻撃は、自分の手札1枚につき攻撃力がさらに +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: If you used {thing} at least {least} time(s) in your last turn, your other characters in play with the {team} Team Symbol get +{amount} ATK for the rest of the game.</source>
        <translation>攻撃{attack}の使用時：自分の前のターンに{thing}を{least}回以上使ったなら、ゲームの終わりまで、{team}のチームシンボルを持つ場の自分の他のキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter this match if you used {thing} at least {least} time(s) in your last turn.</source>
        <translation>攻撃{attack}の使用時：自分の前のターンに{thing}を{least}回以上使ったなら、この対戦の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: If you used {thing} at least {least} time(s) in your last turn, you may shuffle any cards of your hand into your deck and draw as many.</source>
        <translation>攻撃{attack}の使用時：自分の前のターンに{thing}を{least}回以上使ったなら、手札から好きな枚数のカードをデッキに入れてシャッフルし、同じ枚数のカードを引いてもよい</translation>
    </message>
    <message>
        <source>With attack {attack}: Until your next Draw Step, each attack of the opponent gets -{amount} ATK (not below 0) for each card its Attack Cost discards.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、相手の攻撃は攻撃コストで捨てるカード1枚につき攻撃力 -{amount}（0未満にはならない）</translation>
    </message>
    <message>
        <source>While this character is your fighter: Each time a card effect of the opponent&apos;s makes them draw, draw {count} card(s).</source>
        <translation>このキャラクターが自分の選手である間：相手がカードの効果でカードを引くたびに、カードを{count}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose a card of your hand and discard it and this card (this one at the end of the turn).</source>
        <translation>攻撃{attack}の使用時：手札からカードを1枚選び、そのカードとこのカードを捨て札にしてもよい（このカードはターンの終了時に）</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards the top {count} card(s) of their deck if you did.</source>
        <translation>攻撃{attack}の使用時：そうしたなら、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>Choose one of your hero characters in play: it is a villain for the rest of the game.</source>
        <translation>場の自分のヒーローのキャラクターを1人選ぶ：そのキャラクターはゲームの終わりまでヴィランになる</translation>
    </message>
    <message>
        <source>Choose one of your villain characters in play: it is a hero for the rest of the game.</source>
        <translation>場の自分のヴィランのキャラクターを1人選ぶ：そのキャラクターはゲームの終わりまでヒーローになる</translation>
    </message>
    <message>
        <source>With attack {attack}: Until your next Draw Step, the opponent pays Attack Costs only with Events from their hand.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、相手は手札のイベントでしか攻撃コストを払えない</translation>
    </message>
    <message>
        <source>With attack {attack}: You may pay {amount} Spirit Energy (choose this card to pay).</source>
        <translation>攻撃{attack}の使用時：霊力を{amount}払ってもよい（払うならこのカードを選ぶ）</translation>
    </message>
    <message>
        <source>Choose a player by choosing their fighter: that player discards their hand and draws as many cards.</source>
        <translation>プレイヤーを1人選ぶ（その選手を選ぶ）：そのプレイヤーは手札をすべて捨て札にし、同じ枚数のカードを引く</translation>
    </message>
    <message>
        <source>With attack {attack}: Minimum damage for this attack costs no cards from your hand.</source>
        <translation>攻撃{attack}の使用時：この攻撃の最低ダメージは手札を捨てずに与えられる</translation>
    </message>
    <message>
        <source>With attack {attack}: Search your deck for {count} card(s) named {title} and put them into your hand.</source>
        <translation>攻撃{attack}の使用時：自分のデッキから「{title}」を{count}枚探し、手札に加える</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each {thing} attached to your fighter this turn.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、このターンに自分の選手に付けた{thing}1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: This attack deals {points} damage instead of the usual amount if at least {least} {thing} is attached to the opposing fighter.</source>
        <translation>攻撃{attack}の使用時：相手の選手に{thing}が{least}枚以上付いているなら、この攻撃は通常のダメージの代わりに{points}ダメージを与える</translation>
    </message>
    <message>
        <source>At the start of the opponent&apos;s Draw Step: The opponent discards the top {count} card(s) of their deck if your fighter is {name}.</source>
        <translation>相手のドローステップの開始時：自分の選手が{name}なら、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: You may discard up to {count} card(s) from the top of your deck.</source>
        <translation>攻撃{attack}の使用時：自分のデッキの上からカードを{count}枚まで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to choose {count} card(s) in your discard pile, none of this card&apos;s name, and shuffle them into your deck.</source>
        <translation>自分のドローステップ：このカードを捨て札にして、このカードと同じ名前ではない自分の捨て札のカードを{count}枚選び、デッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>Until your next Draw Step, attacks of {most} ATK or less deal no damage to your characters, minimum damage included.</source>
        <translation>次の自分のドローステップまで、攻撃力{most}以下の攻撃は自分のキャラクターにダメージを与えない（最低ダメージも含む）</translation>
    </message>
    <message>
        <source>Choose a word: shuffle every card of your discard pile with that word in its name into your deck (not a card of this card&apos;s name).</source>
        <translation>単語を1つ選ぶ：名前にその単語を含む自分の捨て札のカードをすべてデッキに入れてシャッフルする（このカードと同じ名前のカードは除く）</translation>
    </message>
    <message>
        <source>Take an Item attached to the opposing fighter and attach it to your fighter without paying its Spirit Energy; it goes back to the opposing fighter at the end of the opponent&apos;s next turn if it is still in play.</source>
        <translation>相手の選手に付いているアイテムを1枚取り、霊力を払わずに自分の選手に付ける。そのアイテムは、場に残っていれば、相手の次のターンの終了時に相手の選手に戻る</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each Event among the top 5 cards of your deck.</source>
        <translation>このターンの間、自分のデッキの上から5枚の中のイベント1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: If you have at least {least} Spirit Energy, search your deck for a card named {title}, pay its Spirit Energy and attach it to your fighter.</source>
        <translation>攻撃{attack}の使用時：自分の霊力が{least}以上なら、自分のデッキから「{title}」を1枚探し、その霊力を払って自分の選手に付ける</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each Technique in your hand.</source>
        <translation>このターンの間、自分の手札のテクニック1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>Choose an Item attached to your fighter: the ATK it adds counts twice this turn.</source>
        <translation>自分の選手に付いているアイテムを1枚選ぶ：このターンの間、そのアイテムが上げる攻撃力を2倍にする</translation>
    </message>
    <message>
        <source>With attack {attack}: You may not use this card&apos;s attack again this match.</source>
        <translation>攻撃{attack}の使用時：この対戦の間、このカードの攻撃はもう使えない</translation>
    </message>
    <message>
        <source>No player may use an attack until your next Draw Step if you have at least {least} card(s) in hand.</source>
        <translation>自分の手札が{least}枚以上なら、次の自分のドローステップまで、どのプレイヤーも攻撃を使えない</translation>
    </message>
    <message>
        <source>No player may heal damage this match.</source>
        <translation>この対戦の間、どのプレイヤーもダメージを回復できない</translation>
    </message>
    <message>
        <source>Choose {count} card(s) in your hand and discard them.</source>
        <translation>手札からカードを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>While this character is your fighter: +{amount} ATK to it if the match being played is match {least} or a later one.</source>
        <translation>このキャラクターが自分の選手である間：第{least}対戦以降なら、このキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>While this character is your fighter: its attacks cost {amount} card(s) less (never below 0) if the match being played is match {least} or a later one.</source>
        <translation>このキャラクターが自分の選手である間：第{least}対戦以降なら、このキャラクターの攻撃の攻撃コスト -{amount}（0未満にはならない）</translation>
    </message>
    <message>
        <source>With attack {attack}: The opposing fighter&apos;s attacks cost {amount} card(s) more until your next Draw Step.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、相手の選手の攻撃の攻撃コスト +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: Your fighter&apos;s attacks cost {amount} card(s) less (never below 0) this match.</source>
        <translation>攻撃{attack}の使用時：この対戦の間、自分の選手の攻撃の攻撃コスト -{amount}（0未満にはならない）</translation>
    </message>
    <message>
        <source>With attack {attack}: Discard this card at the end of the turn.</source>
        <translation>攻撃{attack}の使用時：ターンの終了時にこのカードを捨て札にする</translation>
    </message>
    <message>
        <source>Your fighter&apos;s attacks cost {amount} card(s) less (never below 0) this turn.</source>
        <translation>このターンの間、自分の選手の攻撃の攻撃コスト -{amount}（0未満にはならない）</translation>
    </message>
    <message>
        <source>With attack {attack}: Look at the top {count} cards of your deck and put them back on top in the order you choose.</source>
        <translation>攻撃{attack}の使用時：自分のデッキの上から{count}枚を見て、好きな順番でデッキの上に戻す</translation>
    </message>
    <message>
        <source>With attack {attack}: Look at the top {count} cards of the opponent&apos;s deck and put them back on top in the order you choose.</source>
        <translation>攻撃{attack}の使用時：相手のデッキの上から{count}枚を見て、好きな順番でデッキの上に戻す</translation>
    </message>
    <message>
        <source>Look at the top {count} cards of your deck and put them back on top in the order you choose.</source>
        <translation>自分のデッキの上から{count}枚を見て、好きな順番でデッキの上に戻す</translation>
    </message>
    <message>
        <source>Look at the top {count} cards of the opponent&apos;s deck and put them back on top in the order you choose.</source>
        <translation>相手のデッキの上から{count}枚を見て、好きな順番でデッキの上に戻す</translation>
    </message>
    <message>
        <source>If your Match Slot 5 is empty, search your deck for a character and put it into your Match Slot 5 face down.</source>
        <translation>自分の選手置き場5が空なら、自分のデッキからキャラクターを1枚探し、裏向きで選手置き場5に置く</translation>
    </message>
    <message>
        <source>With attack {attack}: If your Match Slot 5 is empty, search your deck for a character and put it into your Match Slot 5 face down.</source>
        <translation>攻撃{attack}の使用時：自分の選手置き場5が空なら、自分のデッキからキャラクターを1枚探し、裏向きで選手置き場5に置く</translation>
    </message>
    <message>
        <source>Heal {points} damage from one of your characters in play of your choice if your fighter is a hero.</source>
        <translation>自分の選手がヒーローなら、場の自分のキャラクターを1人選び、ダメージを{points}回復する</translation>
    </message>
    <message>
        <source>Choose {count} card(s) of your hand to keep and discard the rest.</source>
        <translation>手札からカードを{count}枚選んで残し、残りをすべて捨て札にする</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each Spirit Energy you have.</source>
        <translation>このターンの間、自分の霊力1につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>While this character is your fighter: +{amount} DEF to it for each {thing} attached to it.</source>
        <translation>このキャラクターが自分の選手である間：このキャラクターに付いている{thing}1枚につき、このキャラクターの防御力 +{amount}</translation>
    </message>
    <message>
        <source>You may choose up to {count} Item(s) attached to your fighter and discard them.</source>
        <translation>自分の選手に付いているアイテムを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each card chosen for this card.</source>
        <translation>このカードで選んだカード1枚につき、このターンの間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>You may choose up to {count} card(s) in your hand and discard them.</source>
        <translation>手札からカードを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter until your next Draw Step for each card chosen for this card.</source>
        <translation>このカードで選んだカード1枚につき、次の自分のドローステップまで、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>Choose {count} face-up Item(s) or Technique(s) in play and discard them if you have the {team} Team Bonus.</source>
        <translation>{team}のチームボーナスがあるなら、場の表向きのアイテムかテクニックを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards their whole hand if you have at least {least} card(s) in hand.</source>
        <translation>自分の手札が{least}枚以上なら、相手は手札をすべて捨て札にする</translation>
    </message>
    <message>
        <source>Discard your whole hand if you have at least {least} card(s) in hand.</source>
        <translation>自分の手札が{least}枚以上なら、自分の手札をすべて捨て札にする</translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to choose {count} Technique(s) in your discard pile and attach them to your fighter without paying their Spirit Energy.</source>
        <translation>自分のメインステップ：このカードを捨て札にして、自分の捨て札からテクニックを{count}枚選び、霊力を払わずに自分の選手に付ける</translation>
    </message>
    <message>
        <source>This card is a physical attack, at the rules&apos; cost and damage.</source>
        <translation>このカードは物理攻撃として使う（コストとダメージはルールどおり）。</translation>
    </message>
    <message>
        <source>This card is a physical attack at the rules&apos; cost; damage: Physical Attack Table{modifier}.</source>
        <translation>このカードは物理攻撃として使う（コストはルールどおり）。ダメージ：物理攻撃表{modifier}。</translation>
    </message>
    <message>
        <source>This card is a physical attack at the rules&apos; cost; damage in life cards: {damage}.</source>
        <translation>このカードは物理攻撃として使う（コストはルールどおり）。ダメージ：ライフカード{damage}枚。</translation>
    </message>
    <message>
        <source>This card is a physical attack at the rules&apos; cost; damage in power stages: {damage}.</source>
        <translation>このカードは物理攻撃として使う（コストはルールどおり）。ダメージ：{damage}ステージ。</translation>
    </message>
    <message>
        <source>This card is a physical attack (cost in power stages: {cost}) with the rules&apos; damage.</source>
        <translation>このカードは物理攻撃として使う（コスト：{cost}ステージ、ダメージはルールどおり）。</translation>
    </message>
    <message>
        <source>This card is a physical attack (cost in power stages: {cost}); damage: Physical Attack Table{modifier}.</source>
        <translation>このカードは物理攻撃として使う（コスト：{cost}ステージ）。ダメージ：物理攻撃表{modifier}。</translation>
    </message>
    <message>
        <source>This card is a physical attack (cost in power stages: {cost}); damage in life cards: {damage}.</source>
        <translation>このカードは物理攻撃として使う（コスト：{cost}ステージ）。ダメージ：ライフカード{damage}枚。</translation>
    </message>
    <message>
        <source>This card is a physical attack (cost in power stages: {cost}); damage in power stages: {damage}.</source>
        <translation>このカードは物理攻撃として使う（コスト：{cost}ステージ）。ダメージ：{damage}ステージ。</translation>
    </message>
    <message>
        <source>This card is an energy attack, at the rules&apos; cost and damage.</source>
        <translation>このカードはエネルギー攻撃として使う（コストとダメージはルールどおり）。</translation>
    </message>
    <message>
        <source>This card is an energy attack at the rules&apos; cost; damage: Physical Attack Table{modifier}.</source>
        <translation>このカードはエネルギー攻撃として使う（コストはルールどおり）。ダメージ：物理攻撃表{modifier}。</translation>
    </message>
    <message>
        <source>This card is an energy attack at the rules&apos; cost; damage in life cards: {damage}.</source>
        <translation>このカードはエネルギー攻撃として使う（コストはルールどおり）。ダメージ：ライフカード{damage}枚。</translation>
    </message>
    <message>
        <source>This card is an energy attack at the rules&apos; cost; damage in power stages: {damage}.</source>
        <translation>このカードはエネルギー攻撃として使う（コストはルールどおり）。ダメージ：{damage}ステージ。</translation>
    </message>
    <message>
        <source>This card is an energy attack (cost in power stages: {cost}) with the rules&apos; damage.</source>
        <translation>このカードはエネルギー攻撃として使う（コスト：{cost}ステージ、ダメージはルールどおり）。</translation>
    </message>
    <message>
        <source>This card is an energy attack (cost in power stages: {cost}); damage: Physical Attack Table{modifier}.</source>
        <translation>このカードはエネルギー攻撃として使う（コスト：{cost}ステージ）。ダメージ：物理攻撃表{modifier}。</translation>
    </message>
    <message>
        <source>This card is an energy attack (cost in power stages: {cost}); damage in life cards: {damage}.</source>
        <translation>このカードはエネルギー攻撃として使う（コスト：{cost}ステージ）。ダメージ：ライフカード{damage}枚。</translation>
    </message>
    <message>
        <source>This card is an energy attack (cost in power stages: {cost}); damage in power stages: {damage}.</source>
        <translation>このカードはエネルギー攻撃として使う（コスト：{cost}ステージ）。ダメージ：{damage}ステージ。</translation>
    </message>
    <message>
        <source>Raise your Main Personality {amount} power stages.</source>
        <translation>メイン人物のステージを{amount}上げる。</translation>
    </message>
    <message>
        <source>Raise your Main Personality one power stage.</source>
        <translation>メイン人物のステージを1上げる。</translation>
    </message>
    <message>
        <source>Raise your Main Personality to its highest power stage.</source>
        <translation>メイン人物のステージを最大まで上げる。</translation>
    </message>
    <message>
        <source>Raise one of your personalities {amount} power stages.</source>
        <translation>自分の人物1人のステージを{amount}上げる。</translation>
    </message>
    <message>
        <source>Raise one of your personalities one power stage.</source>
        <translation>自分の人物1人のステージを1上げる。</translation>
    </message>
    <message>
        <source>Raise one of your personalities to its highest power stage.</source>
        <translation>自分の人物1人のステージを最大まで上げる。</translation>
    </message>
    <message>
        <source>Put the top {count} cards of your discard pile at the bottom of your Life Deck.</source>
        <translation>自分の捨て札置き場の上から{count}枚を、ライフデッキの一番下に置く。</translation>
    </message>
    <message>
        <source>Put the top card of your discard pile at the bottom of your Life Deck.</source>
        <translation>自分の捨て札置き場の一番上のカードを、ライフデッキの一番下に置く。</translation>
    </message>
    <message>
        <source>Put the bottom {count} cards of your discard pile at the bottom of your Life Deck.</source>
        <translation>自分の捨て札置き場の下から{count}枚を、ライフデッキの一番下に置く。</translation>
    </message>
    <message>
        <source>Put the bottom card of your discard pile at the bottom of your Life Deck.</source>
        <translation>自分の捨て札置き場の一番下のカードを、ライフデッキの一番下に置く。</translation>
    </message>
    <message>
        <source>Put {count} cards of your choice from your discard pile at the bottom of your Life Deck.</source>
        <translation>自分の捨て札置き場から好きなカード{count}枚を選び、ライフデッキの一番下に置く。</translation>
    </message>
    <message>
        <source>Put a card of your choice from your discard pile at the bottom of your Life Deck.</source>
        <translation>自分の捨て札置き場から好きなカード1枚を選び、ライフデッキの一番下に置く。</translation>
    </message>
    <message>
        <source>Your opponent discards the top {count} cards of their Life Deck.</source>
        <translation>相手はライフデッキの上から{count}枚を捨て札にする。</translation>
    </message>
    <message>
        <source>Your opponent discards the top card of their Life Deck.</source>
        <translation>相手はライフデッキの一番上のカードを捨て札にする。</translation>
    </message>
    <message>
        <source>Then remove this card from the game.</source>
        <translation>その後、このカードを除外する。</translation>
    </message>
    <message>
        <source>Draw {count} cards.</source>
        <translation>カードを{count}枚引く。</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>カードを1枚引く。</translation>
    </message>
    <message>
        <source>Put the top {count} cards of your discard pile into your hand.</source>
        <translation>自分の捨て札置き場の一番上から{count}枚を手札に加える。</translation>
    </message>
    <message>
        <source>Put the top card of your discard pile into your hand.</source>
        <translation>自分の捨て札置き場の一番上のカードを手札に加える。</translation>
    </message>
    <message>
        <source>Put the bottom {count} cards of your discard pile into your hand.</source>
        <translation>自分の捨て札置き場の一番下から{count}枚を手札に加える。</translation>
    </message>
    <message>
        <source>Put the bottom card of your discard pile into your hand.</source>
        <translation>自分の捨て札置き場の一番下のカードを手札に加える。</translation>
    </message>
    <message>
        <source>Your anger +{amount} (at {level_at}: your Main Personality goes up a level).</source>
        <translation>自分の怒り +{amount}（{level_at}でメイン人物が1レベルアップ）。</translation>
    </message>
    <message>
        <source>If your Main Personality is at level {max_level} or lower, your anger +{amount} (at {level_at}: your Main Personality goes up a level).</source>
        <translation>自分のメイン人物がレベル{max_level}以下なら、自分の怒り +{amount}（{level_at}でメイン人物が1レベルアップ）。</translation>
    </message>
    <message>
        <source>Your anger -{amount}.</source>
        <translation>自分の怒り -{amount}。</translation>
    </message>
    <message>
        <source>Your opponent&apos;s anger +{amount} (at {level_at}: their Main Personality goes up a level).</source>
        <translation>相手の怒り +{amount}（{level_at}で相手のメイン人物が1レベルアップ）。</translation>
    </message>
    <message>
        <source>Your opponent&apos;s anger -{amount}.</source>
        <translation>相手の怒り -{amount}。</translation>
    </message>
    <message>
        <source>Effect (apply by hand).</source>
        <translation>効果（手動で適用）。</translation>
    </message>
    <message>
        <source>Apply by hand: anger, at a moment or under a condition the rules do not track.</source>
        <translation>手動で適用：怒り（ルールが管理しないタイミングまたは条件）。</translation>
    </message>
    <message>
        <source>Apply by hand: a card chosen from a pile or a deck.</source>
        <translation>手動で適用：デッキや置き場からカードを選ぶ効果。</translation>
    </message>
    <message>
        <source>Apply by hand: a Defense Shield (stops an attack at a time the players judge).</source>
        <translation>手動で適用：防御シールド（プレイヤーが判断するタイミングで攻撃を止める）。</translation>
    </message>
    <message>
        <source>Apply by hand: used at another time than its owner&apos;s step (entering Combat, the end of a turn…).</source>
        <translation>手動で適用：自分のステップ以外のタイミングで使う効果（戦闘に入るとき、ターン終了時など）。</translation>
    </message>
    <message>
        <source>Apply by hand: it depends on something the rules do not track (a named ally in play…).</source>
        <translation>手動で適用：ルールが管理しない条件による効果（特定の味方人物が場にいるなど）。</translation>
    </message>
    <message>
        <source>Apply by hand: an effect the rules do not apply.</source>
        <translation>手動で適用：ルールが適用しない効果。</translation>
    </message>
    <message>
        <source>While in play, your physical attacks do {amount} more power stage(s) of damage.</source>
        <translation>場にある間、あなたの物理攻撃のダメージ+{amount}ステージ。</translation>
    </message>
    <message>
        <source>While in play, your physical attacks do {amount} fewer power stage(s) of damage.</source>
        <translation>場にある間、あなたの物理攻撃のダメージ−{amount}ステージ。</translation>
    </message>
    <message>
        <source>While in play, your physical attacks do {amount} more life card(s) of damage.</source>
        <translation>場にある間、あなたの物理攻撃のダメージ+ライフカード{amount}枚。</translation>
    </message>
    <message>
        <source>While in play, your physical attacks do {amount} fewer life card(s) of damage.</source>
        <translation>場にある間、あなたの物理攻撃のダメージ−ライフカード{amount}枚。</translation>
    </message>
    <message>
        <source>While in play, your energy attacks do {amount} more power stage(s) of damage.</source>
        <translation>場にある間、あなたのエネルギー攻撃のダメージ+{amount}ステージ。</translation>
    </message>
    <message>
        <source>While in play, your energy attacks do {amount} fewer power stage(s) of damage.</source>
        <translation>場にある間、あなたのエネルギー攻撃のダメージ−{amount}ステージ。</translation>
    </message>
    <message>
        <source>While in play, your energy attacks do {amount} more life card(s) of damage.</source>
        <translation>場にある間、あなたのエネルギー攻撃のダメージ+ライフカード{amount}枚。</translation>
    </message>
    <message>
        <source>While in play, your energy attacks do {amount} fewer life card(s) of damage.</source>
        <translation>場にある間、あなたのエネルギー攻撃のダメージ−ライフカード{amount}枚。</translation>
    </message>
    <message>
        <source>While in play, your attacks do {amount} more power stage(s) of damage.</source>
        <translation>場にある間、あなたの攻撃のダメージ+{amount}ステージ。</translation>
    </message>
    <message>
        <source>While in play, your attacks do {amount} fewer power stage(s) of damage.</source>
        <translation>場にある間、あなたの攻撃のダメージ−{amount}ステージ。</translation>
    </message>
    <message>
        <source>While in play, your attacks do {amount} more life card(s) of damage.</source>
        <translation>場にある間、あなたの攻撃のダメージ+ライフカード{amount}枚。</translation>
    </message>
    <message>
        <source>While in play, your attacks do {amount} fewer life card(s) of damage.</source>
        <translation>場にある間、あなたの攻撃のダメージ−ライフカード{amount}枚。</translation>
    </message>
    <message>
        <source>While in play, physical attacks against you do {amount} more power stage(s) of damage.</source>
        <translation>場にある間、あなたが受ける物理攻撃のダメージ+{amount}ステージ。</translation>
    </message>
    <message>
        <source>While in play, physical attacks against you do {amount} fewer power stage(s) of damage.</source>
        <translation>場にある間、あなたが受ける物理攻撃のダメージ−{amount}ステージ。</translation>
    </message>
    <message>
        <source>While in play, physical attacks against you do {amount} more life card(s) of damage.</source>
        <translation>場にある間、あなたが受ける物理攻撃のダメージ+ライフカード{amount}枚。</translation>
    </message>
    <message>
        <source>While in play, physical attacks against you do {amount} fewer life card(s) of damage.</source>
        <translation>場にある間、あなたが受ける物理攻撃のダメージ−ライフカード{amount}枚。</translation>
    </message>
    <message>
        <source>While in play, energy attacks against you do {amount} more power stage(s) of damage.</source>
        <translation>場にある間、あなたが受けるエネルギー攻撃のダメージ+{amount}ステージ。</translation>
    </message>
    <message>
        <source>While in play, energy attacks against you do {amount} fewer power stage(s) of damage.</source>
        <translation>場にある間、あなたが受けるエネルギー攻撃のダメージ−{amount}ステージ。</translation>
    </message>
    <message>
        <source>While in play, energy attacks against you do {amount} more life card(s) of damage.</source>
        <translation>場にある間、あなたが受けるエネルギー攻撃のダメージ+ライフカード{amount}枚。</translation>
    </message>
    <message>
        <source>While in play, energy attacks against you do {amount} fewer life card(s) of damage.</source>
        <translation>場にある間、あなたが受けるエネルギー攻撃のダメージ−ライフカード{amount}枚。</translation>
    </message>
    <message>
        <source>While in play, attacks against you do {amount} more power stage(s) of damage.</source>
        <translation>場にある間、あなたが受ける攻撃のダメージ+{amount}ステージ。</translation>
    </message>
    <message>
        <source>While in play, attacks against you do {amount} fewer power stage(s) of damage.</source>
        <translation>場にある間、あなたが受ける攻撃のダメージ−{amount}ステージ。</translation>
    </message>
    <message>
        <source>While in play, attacks against you do {amount} more life card(s) of damage.</source>
        <translation>場にある間、あなたが受ける攻撃のダメージ+ライフカード{amount}枚。</translation>
    </message>
    <message>
        <source>While in play, attacks against you do {amount} fewer life card(s) of damage.</source>
        <translation>場にある間、あなたが受ける攻撃のダメージ−ライフカード{amount}枚。</translation>
    </message>
    <message>
        <source>Lower the opponent&apos;s personality in control of Combat {amount} power stages.</source>
        <translation>相手の戦闘をコントロールしている人物のステージを{amount}下げる。</translation>
    </message>
    <message>
        <source>If the attack succeeds, lower the opponent&apos;s personality in control of Combat {amount} power stages.</source>
        <translation>攻撃が成功したら、相手の戦闘をコントロールしている人物のステージを{amount}下げる。</translation>
    </message>
    <message>
        <source>Lower the opponent&apos;s Main Personality {amount} power stages.</source>
        <translation>相手のメイン人物のステージを{amount}下げる。</translation>
    </message>
    <message>
        <source>If the attack succeeds, lower the opponent&apos;s Main Personality {amount} power stages.</source>
        <translation>攻撃が成功したら、相手のメイン人物のステージを{amount}下げる。</translation>
    </message>
    <message>
        <source>Stops the opponent&apos;s physical attacks against you for the rest of this Combat.</source>
        <translation>この戦闘の残りの間、あなたへの相手の物理攻撃を止める。</translation>
    </message>
    <message>
        <source>If the attack succeeds, it stops the opponent&apos;s physical attacks against you for the rest of this Combat.</source>
        <translation>攻撃が成功したら、この戦闘の残りの間、あなたへの相手の物理攻撃を止める。</translation>
    </message>
    <message>
        <source>Stops the opponent&apos;s physical attacks against you in their next attack phase.</source>
        <translation>相手の次の攻撃フェイズの間、あなたへの相手の物理攻撃を止める。</translation>
    </message>
    <message>
        <source>If the attack succeeds, it stops the opponent&apos;s physical attacks against you in their next attack phase.</source>
        <translation>攻撃が成功したら、相手の次の攻撃フェイズの間、あなたへの相手の物理攻撃を止める。</translation>
    </message>
    <message>
        <source>Stops the opponent&apos;s energy attacks against you for the rest of this Combat.</source>
        <translation>この戦闘の残りの間、あなたへの相手のエネルギー攻撃を止める。</translation>
    </message>
    <message>
        <source>If the attack succeeds, it stops the opponent&apos;s energy attacks against you for the rest of this Combat.</source>
        <translation>攻撃が成功したら、この戦闘の残りの間、あなたへの相手のエネルギー攻撃を止める。</translation>
    </message>
    <message>
        <source>Stops the opponent&apos;s energy attacks against you in their next attack phase.</source>
        <translation>相手の次の攻撃フェイズの間、あなたへの相手のエネルギー攻撃を止める。</translation>
    </message>
    <message>
        <source>If the attack succeeds, it stops the opponent&apos;s energy attacks against you in their next attack phase.</source>
        <translation>攻撃が成功したら、相手の次の攻撃フェイズの間、あなたへの相手のエネルギー攻撃を止める。</translation>
    </message>
    <message>
        <source>Stops the opponent&apos;s physical and energy attacks against you for the rest of this Combat.</source>
        <translation>この戦闘の残りの間、あなたへの相手の物理攻撃とエネルギー攻撃を止める。</translation>
    </message>
    <message>
        <source>If the attack succeeds, it stops the opponent&apos;s physical and energy attacks against you for the rest of this Combat.</source>
        <translation>攻撃が成功したら、この戦闘の残りの間、あなたへの相手の物理攻撃とエネルギー攻撃を止める。</translation>
    </message>
    <message>
        <source>Stops the opponent&apos;s physical and energy attacks against you in their next attack phase.</source>
        <translation>相手の次の攻撃フェイズの間、あなたへの相手の物理攻撃とエネルギー攻撃を止める。</translation>
    </message>
    <message>
        <source>If the attack succeeds, it stops the opponent&apos;s physical and energy attacks against you in their next attack phase.</source>
        <translation>攻撃が成功したら、相手の次の攻撃フェイズの間、あなたへの相手の物理攻撃とエネルギー攻撃を止める。</translation>
    </message>
    <message>
        <source>As a defense, it prevents {amount} life card(s) of the attack&apos;s damage; the rest is taken.</source>
        <translation>防御として、攻撃のダメージのうちライフカード{amount}枚分を防ぐ（残りは受ける）。</translation>
    </message>
    <message>
        <source>As a defense, the attack does no more than {amount} life card(s) of damage.</source>
        <translation>防御として、攻撃のダメージをライフカード{amount}枚までにする。</translation>
    </message>
    <message>
        <source>Played in answer to an attack, it does not stop it: the damage is taken.</source>
        <translation>攻撃への応答として使うが、攻撃は止めない（ダメージは受ける）。</translation>
    </message>
    <message>
        <source>Played in your attack phase for its effect alone: it does no damage.</source>
        <translation>自分の攻撃フェイズに効果のためだけに使う（ダメージは与えない）。</translation>
    </message>
    <message>
        <source>Ends Combat.</source>
        <translation>戦闘を終える。</translation>
    </message>
    <message>
        <source>Its user makes no more attacks this Combat.</source>
        <translation>使用者はこの戦闘の間、これ以上攻撃できない。</translation>
    </message>
    <message>
        <source>Saiyan heritage only: the personality in control of Combat must be a Saiyan.</source>
        <translation>サイヤ人専用：戦闘をコントロールしている人物がサイヤ人でなければ使えない。</translation>
    </message>
    <message>
        <source>Earthling heritage only: the personality in control of Combat must be a Earthling.</source>
        <translation>地球人専用：戦闘をコントロールしている人物が地球人でなければ使えない。</translation>
    </message>
    <message>
        <source>Namekian heritage only: the personality in control of Combat must be a Namekian.</source>
        <translation>ナメック星人専用：戦闘をコントロールしている人物がナメック星人でなければ使えない。</translation>
    </message>
    <message>
        <source>Saibaman heritage only: the personality in control of Combat must be a Saibaman.</source>
        <translation>サイバイマン専用：戦闘をコントロールしている人物がサイバイマンでなければ使えない。</translation>
    </message>
    <message>
        <source>When you enter Combat, draw {amount} card(s).</source>
        <translation>戦闘に入るとき、カードを{amount}枚引く。</translation>
    </message>
    <message>
        <source>When you enter Combat, draw {amount} card(s) from the bottom of your discard pile.</source>
        <translation>戦闘に入るとき、捨て札置き場の一番下からカードを{amount}枚引く。</translation>
    </message>
    <message>
        <source>When you enter Combat, raise your Main Personality {amount} power stages.</source>
        <translation>戦闘に入るとき、メイン人物のステージを{amount}上げる。</translation>
    </message>
    <message>
        <source>When you enter Combat as the attacker, draw {amount} card(s).</source>
        <translation>攻撃側として戦闘に入るとき、カードを{amount}枚引く。</translation>
    </message>
    <message>
        <source>When you enter Combat as the attacker, draw {amount} card(s) from the bottom of your discard pile.</source>
        <translation>攻撃側として戦闘に入るとき、捨て札置き場の一番下からカードを{amount}枚引く。</translation>
    </message>
    <message>
        <source>When you enter Combat as the attacker, raise your Main Personality {amount} power stages.</source>
        <translation>攻撃側として戦闘に入るとき、メイン人物のステージを{amount}上げる。</translation>
    </message>
    <message>
        <source>When you enter Combat as the defender, draw {amount} card(s).</source>
        <translation>防御側として戦闘に入るとき、カードを{amount}枚引く。</translation>
    </message>
    <message>
        <source>When you enter Combat as the defender, draw {amount} card(s) from the bottom of your discard pile.</source>
        <translation>防御側として戦闘に入るとき、捨て札置き場の一番下からカードを{amount}枚引く。</translation>
    </message>
    <message>
        <source>When you enter Combat as the defender, raise your Main Personality {amount} power stages.</source>
        <translation>防御側として戦闘に入るとき、メイン人物のステージを{amount}上げる。</translation>
    </message>
    <message>
        <source>Defense Shield: stops the first physical attack against you that you take; then it is used.</source>
        <translation>防御シールド：自分が受ける最初の物理攻撃を止める。その後、使用済みになる。</translation>
    </message>
    <message>
        <source>Defense Shield: stops the first energy attack against you that you take; then it is used.</source>
        <translation>防御シールド：自分が受ける最初のエネルギー攻撃を止める。その後、使用済みになる。</translation>
    </message>
    <message>
        <source>Defense Shield: stops the first attack against you that you take; then it is used.</source>
        <translation>防御シールド：自分が受ける最初の攻撃を止める。その後、使用済みになる。</translation>
    </message>
    <message>
        <source>Stops the first physical attack against you that you take in each Combat.</source>
        <translation>各戦闘で、自分が受ける最初の物理攻撃を止める。</translation>
    </message>
    <message>
        <source>Stops the first energy attack against you that you take in each Combat.</source>
        <translation>各戦闘で、自分が受ける最初のエネルギー攻撃を止める。</translation>
    </message>
    <message>
        <source>Stops the first attack against you that you take in each Combat.</source>
        <translation>各戦闘で、自分が受ける最初の攻撃を止める。</translation>
    </message>
    <message>
        <source>Power: answers a physical attack against you (once a turn); it deals at most {amount} life cards.</source>
        <translation>パワー：自分への物理攻撃を防御する（1ターンに1回）。受けるダメージは最大{amount}枚のライフカード。</translation>
    </message>
    <message>
        <source>Power: answers a physical attack against you (once a turn); it deals at most {amount} power stages.</source>
        <translation>パワー：自分への物理攻撃を防御する（1ターンに1回）。受けるダメージは最大{amount}パワーステージ。</translation>
    </message>
    <message>
        <source>Power: answers a physical attack against you (once a turn); it deals {amount} power stages fewer.</source>
        <translation>パワー：自分への物理攻撃を防御する（1ターンに1回）。受けるダメージは{amount}パワーステージ少なくなる。</translation>
    </message>
    <message>
        <source>Power: answers a physical attack against you (once a turn); it deals {amount} life cards fewer.</source>
        <translation>パワー：自分への物理攻撃を防御する（1ターンに1回）。受けるライフカードのダメージを{amount}枚減らす。</translation>
    </message>
    <message>
        <source>Power: answers a physical attack against you (once a turn); it is stopped.</source>
        <translation>パワー：自分への物理攻撃を防御する（1ターンに1回）。その攻撃を止める。</translation>
    </message>
    <message>
        <source>Power: answers an energy attack against you (once a turn); it deals at most {amount} life cards.</source>
        <translation>パワー：自分へのエネルギー攻撃を防御する（1ターンに1回）。受けるダメージは最大{amount}枚のライフカード。</translation>
    </message>
    <message>
        <source>Power: answers an energy attack against you (once a turn); it deals at most {amount} power stages.</source>
        <translation>パワー：自分へのエネルギー攻撃を防御する（1ターンに1回）。受けるダメージは最大{amount}パワーステージ。</translation>
    </message>
    <message>
        <source>Power: answers an energy attack against you (once a turn); it deals {amount} life cards fewer.</source>
        <translation>パワー：自分へのエネルギー攻撃を防御する（1ターンに1回）。受けるライフカードのダメージを{amount}枚減らす。</translation>
    </message>
    <message>
        <source>Power: answers an energy attack against you (once a turn); it is stopped.</source>
        <translation>パワー：自分へのエネルギー攻撃を防御する（1ターンに1回）。その攻撃を止める。</translation>
    </message>
    <message>
        <source>Power: answers an attack against you (once a turn); it deals at most {amount} life cards.</source>
        <translation>パワー：自分への攻撃を防御する（1ターンに1回）。受けるダメージは最大{amount}枚のライフカード。</translation>
    </message>
    <message>
        <source>Power: answers an attack against you (once a turn); it deals at most {amount} power stages.</source>
        <translation>パワー：自分への攻撃を防御する（1ターンに1回）。受けるダメージは最大{amount}パワーステージ。</translation>
    </message>
    <message>
        <source>Power: answers an attack against you (once a turn); it deals {amount} life cards fewer.</source>
        <translation>パワー：自分への攻撃を防御する（1ターンに1回）。受けるライフカードのダメージを{amount}枚減らす。</translation>
    </message>
    <message>
        <source>Power: answers an attack against you (once a turn); it is stopped.</source>
        <translation>パワー：自分への攻撃を防御する（1ターンに1回）。その攻撃を止める。</translation>
    </message>
    <message>
        <source>When you enter Combat as the defender, draw {amount} card(s) from the bottom of your discard pile instead of from your Life Deck.</source>
        <translation>防御側として戦闘に入るとき、ライフデッキの代わりに捨て札置き場の一番下からカードを{amount}枚引く。</translation>
    </message>
    <message>
        <source>When you enter Combat as the defender, draw {amount} card(s) instead of the defender&apos;s draw.</source>
        <translation>防御側として戦闘に入るとき、防御側のドローの代わりにカードを{amount}枚引く。</translation>
    </message>
    <message>
        <source>When you enter Combat as the defender, your Main Personality gains {amount} power stage(s) instead of the defender&apos;s draw.</source>
        <translation>防御側として戦闘に入るとき、防御側のドローの代わりにメイン人物のパワーステージが{amount}上がる。</translation>
    </message>
    <message>
        <source>-{amount} ATK to the attached character while attached.</source>
        <translation>付いている間、付けたキャラクターの攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} ATK to your fighter this match.</source>
        <translation>この対戦の間、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} ATK to your fighter for the next attack.</source>
        <translation>次の攻撃の間、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} ATK to your fighter this turn.</source>
        <translation>このターンの間、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} ATK to your fighter until your next Draw Step.</source>
        <translation>次の自分のドローステップまで、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} ATK to the opposing fighter this match.</source>
        <translation>この対戦の間、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} ATK to the opposing fighter for the next attack.</source>
        <translation>次の攻撃の間、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} ATK to the opposing fighter this turn.</source>
        <translation>このターンの間、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} ATK to the opposing fighter until your next Draw Step.</source>
        <translation>次の自分のドローステップまで、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} ATK to the opposing fighter while attached.</source>
        <translation>付いている間、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached.</source>
        <translation>付いている間、付けたキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached if your fighter is {name}.</source>
        <translation>自分の選手が{name}なら、付いている間、付けたキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached if your fighter has no Team Symbol.</source>
        <translation>自分の選手にチームシンボルがないなら、付いている間、付けたキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached if the opposing fighter is a villain.</source>
        <translation>相手の選手がヴィランなら、付いている間、付けたキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached if your fighter has the {team} Team Symbol.</source>
        <translation>自分の選手が{team}のチームシンボルを持つなら、付いている間、付けたキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match.</source>
        <translation>この対戦の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match if your fighter is a hero.</source>
        <translation>自分の選手がヒーローなら、この対戦の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter for the next attack.</source>
        <translation>次の攻撃の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn.</source>
        <translation>このターンの間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn if you have the {team} Team Bonus.</source>
        <translation>{team}のチームボーナスがあるなら、このターンの間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each Item attached to your fighter.</source>
        <translation>このターンの間、自分の選手に付いたアイテム1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each of your Sideline characters.</source>
        <translation>このターンの間、自分の控えのキャラクター1人につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter until your next Draw Step.</source>
        <translation>次の自分のドローステップまで、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter until your next Draw Step if you have the {team} Team Bonus.</source>
        <translation>{team}のチームボーナスがあるなら、次の自分のドローステップまで、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to the opposing fighter this match.</source>
        <translation>この対戦の間、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to the opposing fighter for the next attack.</source>
        <translation>次の攻撃の間、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to the opposing fighter this turn.</source>
        <translation>このターンの間、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to the opposing fighter until your next Draw Step.</source>
        <translation>次の自分のドローステップまで、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to the opposing fighter while attached.</source>
        <translation>付いている間、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the attached character this match.</source>
        <translation>付けた時：この対戦の間、付けたキャラクターの攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the attached character for the next attack.</source>
        <translation>付けた時：次の攻撃の間、付けたキャラクターの攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the attached character this turn.</source>
        <translation>付けた時：このターンの間、付けたキャラクターの攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the attached character until your next Draw Step.</source>
        <translation>付けた時：次の自分のドローステップまで、付けたキャラクターの攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to your fighter this match.</source>
        <translation>付けた時：この対戦の間、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to your fighter for the next attack.</source>
        <translation>付けた時：次の攻撃の間、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to your fighter this turn.</source>
        <translation>付けた時：このターンの間、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to your fighter until your next Draw Step.</source>
        <translation>付けた時：次の自分のドローステップまで、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the opposing fighter this match.</source>
        <translation>付けた時：この対戦の間、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the opposing fighter for the next attack.</source>
        <translation>付けた時：次の攻撃の間、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the opposing fighter this turn.</source>
        <translation>付けた時：このターンの間、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} ATK to the opposing fighter until your next Draw Step.</source>
        <translation>付けた時：次の自分のドローステップまで、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the attached character this match.</source>
        <translation>付けた時：この対戦の間、付けたキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the attached character for the next attack.</source>
        <translation>付けた時：次の攻撃の間、付けたキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the attached character this turn.</source>
        <translation>付けた時：このターンの間、付けたキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the attached character until your next Draw Step.</source>
        <translation>付けた時：次の自分のドローステップまで、付けたキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to your fighter this match.</source>
        <translation>付けた時：この対戦の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to your fighter for the next attack.</source>
        <translation>付けた時：次の攻撃の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to your fighter this turn.</source>
        <translation>付けた時：このターンの間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to your fighter until your next Draw Step.</source>
        <translation>付けた時：次の自分のドローステップまで、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the opposing fighter this match.</source>
        <translation>付けた時：この対戦の間、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the opposing fighter for the next attack.</source>
        <translation>付けた時：次の攻撃の間、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the opposing fighter this turn.</source>
        <translation>付けた時：このターンの間、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} ATK to the opposing fighter until your next Draw Step.</source>
        <translation>付けた時：次の自分のドローステップまで、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to your fighter this match.</source>
        <translation>攻撃{attack}の使用時：この対戦の間、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to your fighter for the next attack.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to your fighter this turn.</source>
        <translation>攻撃{attack}の使用時：このターンの間、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to your fighter until your next Draw Step.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to the opposing fighter this match.</source>
        <translation>攻撃{attack}の使用時：この対戦の間、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to the opposing fighter for the next attack.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to the opposing fighter this turn.</source>
        <translation>攻撃{attack}の使用時：このターンの間、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to the opposing fighter until your next Draw Step.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter this match.</source>
        <translation>攻撃{attack}の使用時：この対戦の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack if your fighter is a hero.</source>
        <translation>攻撃{attack}の使用時：自分の選手がヒーローなら、次の攻撃の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack if your fighter is {name}.</source>
        <translation>攻撃{attack}の使用時：自分の選手が{name}なら、次の攻撃の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack if the opposing fighter has no Team Symbol.</source>
        <translation>攻撃{attack}の使用時：相手の選手にチームシンボルがないなら、次の攻撃の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack if the opposing fighter is a villain.</source>
        <translation>攻撃{attack}の使用時：相手の選手がヴィランなら、次の攻撃の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each card attached to your fighter.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、自分の選手に付いたカード1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each card in your discard pile.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、自分の捨て札1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each card in your hand.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、自分の手札1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each card in the opponent&apos;s discard pile.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、相手の捨て札1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each Item attached to the opposing fighter.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、相手の選手に付いたアイテム1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each of the opponent&apos;s Sideline characters.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、相手の控えのキャラクター1人につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each Spirit Energy you have.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、自分の霊力1につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each Technique attached to your fighter.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、自分の選手に付いたテクニック1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter this turn.</source>
        <translation>攻撃{attack}の使用時：このターンの間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter until your next Draw Step.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter until your next Draw Step for each point of damage on your fighter.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、自分の選手のダメージ1につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to the opposing fighter this match.</source>
        <translation>攻撃{attack}の使用時：この対戦の間、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to the opposing fighter for the next attack.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to the opposing fighter this turn.</source>
        <translation>攻撃{attack}の使用時：このターンの間、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to the opposing fighter until your next Draw Step.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、相手の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: Apply by hand: a choice of a card, a character or an amount.</source>
        <translation>付けた時：手動で適用：カード・キャラクター・数を選ぶ効果</translation>
    </message>
    <message>
        <source>When attached: Apply by hand: a condition the rules do not track.</source>
        <translation>付けた時：手動で適用：ルールが判定しない条件付きの効果</translation>
    </message>
    <message>
        <source>When attached: Apply by hand: an effect the rules do not apply.</source>
        <translation>付けた時：手動で適用：ルールが適用しない効果</translation>
    </message>
    <message>
        <source>When attached: Apply by hand: a change to a rule of the game.</source>
        <translation>付けた時：手動で適用：ゲームのルールを変える効果</translation>
    </message>
    <message>
        <source>When attached: Apply by hand: a Sideline Effect.</source>
        <translation>付けた時：手動で適用：控え効果</translation>
    </message>
    <message>
        <source>When attached: Apply by hand: an effect at another time (a Draw Step, a turn&apos;s end, an activated ability).</source>
        <translation>付けた時：手動で適用：別のタイミング（ドローステップ、ターン終了時、起動効果など）の効果</translation>
    </message>
    <message>
        <source>When attached: The opponent loses the current match.</source>
        <translation>付けた時：相手はこの対戦に負ける</translation>
    </message>
    <message>
        <source>When attached: You lose the current match.</source>
        <translation>付けた時：自分はこの対戦に負ける</translation>
    </message>
    <message>
        <source>When attached: Deal {points} damage to your own fighter.</source>
        <translation>付けた時：自分の選手に{points}ダメージを与える</translation>
    </message>
    <message>
        <source>When attached: Deal {points} damage to the opposing fighter.</source>
        <translation>付けた時：相手の選手に{points}ダメージを与える</translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the attached character this match.</source>
        <translation>付けた時：この対戦の間、付けたキャラクターの防御力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the attached character for the next attack.</source>
        <translation>付けた時：次の攻撃の間、付けたキャラクターの防御力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the attached character this turn.</source>
        <translation>付けた時：このターンの間、付けたキャラクターの防御力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the attached character until your next Draw Step.</source>
        <translation>付けた時：次の自分のドローステップまで、付けたキャラクターの防御力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to your fighter this match.</source>
        <translation>付けた時：この対戦の間、自分の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to your fighter for the next attack.</source>
        <translation>付けた時：次の攻撃の間、自分の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to your fighter this turn.</source>
        <translation>付けた時：このターンの間、自分の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to your fighter until your next Draw Step.</source>
        <translation>付けた時：次の自分のドローステップまで、自分の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the opposing fighter this match.</source>
        <translation>付けた時：この対戦の間、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the opposing fighter for the next attack.</source>
        <translation>付けた時：次の攻撃の間、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the opposing fighter this turn.</source>
        <translation>付けた時：このターンの間、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: -{amount} DEF to the opposing fighter until your next Draw Step.</source>
        <translation>付けた時：次の自分のドローステップまで、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the attached character this match.</source>
        <translation>付けた時：この対戦の間、付けたキャラクターの防御力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the attached character for the next attack.</source>
        <translation>付けた時：次の攻撃の間、付けたキャラクターの防御力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the attached character this turn.</source>
        <translation>付けた時：このターンの間、付けたキャラクターの防御力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the attached character until your next Draw Step.</source>
        <translation>付けた時：次の自分のドローステップまで、付けたキャラクターの防御力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to your fighter this match.</source>
        <translation>付けた時：この対戦の間、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to your fighter for the next attack.</source>
        <translation>付けた時：次の攻撃の間、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to your fighter this turn.</source>
        <translation>付けた時：このターンの間、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to your fighter until your next Draw Step.</source>
        <translation>付けた時：次の自分のドローステップまで、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the opposing fighter this match.</source>
        <translation>付けた時：この対戦の間、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the opposing fighter for the next attack.</source>
        <translation>付けた時：次の攻撃の間、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the opposing fighter this turn.</source>
        <translation>付けた時：このターンの間、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: +{amount} DEF to the opposing fighter until your next Draw Step.</source>
        <translation>付けた時：次の自分のドローステップまで、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>When attached: The opponent discards {count} card(s) at random from their hand.</source>
        <translation>付けた時：相手は手札から無作為に{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>When attached: Discard {count} card(s) at random from your hand.</source>
        <translation>付けた時：自分の手札から無作為に{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>When attached: The opponent draws {count} card(s).</source>
        <translation>付けた時：相手はカードを{count}枚引く</translation>
    </message>
    <message>
        <source>When attached: Draw {count} card(s).</source>
        <translation>付けた時：カードを{count}枚引く</translation>
    </message>
    <message>
        <source>When attached: You may attack once more this turn.</source>
        <translation>付けた時：このターン、もう1回攻撃できる</translation>
    </message>
    <message>
        <source>When attached: Heal {points} damage on the attached character.</source>
        <translation>付けた時：付けたキャラクターのダメージを{points}回復する</translation>
    </message>
    <message>
        <source>When attached: Heal {points} damage on your fighter.</source>
        <translation>付けた時：自分の選手のダメージを{points}回復する</translation>
    </message>
    <message>
        <source>When attached: Heal {points} damage on the opposing fighter.</source>
        <translation>付けた時：相手の選手のダメージを{points}回復する</translation>
    </message>
    <message>
        <source>When attached: The opponent discards the top {count} card(s) of their deck.</source>
        <translation>付けた時：相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>When attached: Discard the top {count} card(s) of your deck.</source>
        <translation>付けた時：自分のデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>When attached: Shuffle every character in your discard pile into your deck.</source>
        <translation>付けた時：自分の捨て札のキャラクターをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>When attached: Shuffle every Event in your discard pile into your deck.</source>
        <translation>付けた時：自分の捨て札のイベントをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>When attached: Shuffle every Item in your discard pile into your deck.</source>
        <translation>付けた時：自分の捨て札のアイテムをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>When attached: Shuffle every Technique in your discard pile into your deck.</source>
        <translation>付けた時：自分の捨て札のテクニックをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>When attached: The opponent shuffles their deck.</source>
        <translation>付けた時：相手はデッキをシャッフルする</translation>
    </message>
    <message>
        <source>When attached: Shuffle your deck.</source>
        <translation>付けた時：自分のデッキをシャッフルする</translation>
    </message>
    <message>
        <source>When attached: The opponent gains {amount} Spirit Energy.</source>
        <translation>付けた時：相手は霊力を{amount}得る</translation>
    </message>
    <message>
        <source>When attached: Gain {amount} Spirit Energy.</source>
        <translation>付けた時：霊力を{amount}得る</translation>
    </message>
    <message>
        <source>When attached: The opponent loses {amount} Spirit Energy.</source>
        <translation>付けた時：相手は霊力を{amount}失う</translation>
    </message>
    <message>
        <source>When attached: Lose {amount} Spirit Energy.</source>
        <translation>付けた時：霊力を{amount}失う</translation>
    </message>
    <message>
        <source>With attack {attack}: Apply by hand: a choice of a card, a character or an amount.</source>
        <translation>攻撃{attack}の使用時：手動で適用：カード・キャラクター・数を選ぶ効果</translation>
    </message>
    <message>
        <source>With attack {attack}: Apply by hand: a condition the rules do not track.</source>
        <translation>攻撃{attack}の使用時：手動で適用：ルールが判定しない条件付きの効果</translation>
    </message>
    <message>
        <source>With attack {attack}: Apply by hand: an effect the rules do not apply.</source>
        <translation>攻撃{attack}の使用時：手動で適用：ルールが適用しない効果</translation>
    </message>
    <message>
        <source>With attack {attack}: Apply by hand: a change to a rule of the game.</source>
        <translation>攻撃{attack}の使用時：手動で適用：ゲームのルールを変える効果</translation>
    </message>
    <message>
        <source>With attack {attack}: Apply by hand: a Sideline Effect.</source>
        <translation>攻撃{attack}の使用時：手動で適用：控え効果</translation>
    </message>
    <message>
        <source>With attack {attack}: Apply by hand: an effect at another time (a Draw Step, a turn&apos;s end, an activated ability).</source>
        <translation>攻撃{attack}の使用時：手動で適用：別のタイミング（ドローステップ、ターン終了時、起動効果など）の効果</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent loses the current match.</source>
        <translation>攻撃{attack}の使用時：相手はこの対戦に負ける</translation>
    </message>
    <message>
        <source>With attack {attack}: You lose the current match.</source>
        <translation>攻撃{attack}の使用時：自分はこの対戦に負ける</translation>
    </message>
    <message>
        <source>With attack {attack}: Deal {points} damage to your own fighter.</source>
        <translation>攻撃{attack}の使用時：自分の選手に{points}ダメージを与える</translation>
    </message>
    <message>
        <source>With attack {attack}: Deal {points} damage to the opposing fighter.</source>
        <translation>攻撃{attack}の使用時：相手の選手に{points}ダメージを与える</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to your fighter this match.</source>
        <translation>攻撃{attack}の使用時：この対戦の間、自分の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to your fighter for the next attack.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、自分の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to your fighter this turn.</source>
        <translation>攻撃{attack}の使用時：このターンの間、自分の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to your fighter until your next Draw Step.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、自分の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to the opposing fighter this match.</source>
        <translation>攻撃{attack}の使用時：この対戦の間、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to the opposing fighter for the next attack.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to the opposing fighter this turn.</source>
        <translation>攻撃{attack}の使用時：このターンの間、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} DEF to the opposing fighter until your next Draw Step.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to your fighter this match.</source>
        <translation>攻撃{attack}の使用時：この対戦の間、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to your fighter for the next attack.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to your fighter this turn.</source>
        <translation>攻撃{attack}の使用時：このターンの間、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to your fighter until your next Draw Step.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to your fighter until your next Draw Step for each Technique attached to your fighter.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、自分の選手に付いたテクニック1枚につき、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to the opposing fighter this match.</source>
        <translation>攻撃{attack}の使用時：この対戦の間、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to the opposing fighter for the next attack.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to the opposing fighter this turn.</source>
        <translation>攻撃{attack}の使用時：このターンの間、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to the opposing fighter until your next Draw Step.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) at random from their hand.</source>
        <translation>攻撃{attack}の使用時：相手は手札から無作為に{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: Discard {count} card(s) at random from your hand.</source>
        <translation>攻撃{attack}の使用時：自分の手札から無作為に{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent draws {count} card(s).</source>
        <translation>攻撃{attack}の使用時：相手はカードを{count}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: Draw {count} card(s).</source>
        <translation>攻撃{attack}の使用時：カードを{count}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: Draw {count} card(s) if your fighter is a hero.</source>
        <translation>攻撃{attack}の使用時：自分の選手がヒーローなら、カードを{count}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: You may attack once more this turn.</source>
        <translation>攻撃{attack}の使用時：このターン、もう1回攻撃できる</translation>
    </message>
    <message>
        <source>With attack {attack}: You may attack once more this turn if your fighter is {name}.</source>
        <translation>攻撃{attack}の使用時：自分の選手が{name}なら、このターン、もう1回攻撃できる</translation>
    </message>
    <message>
        <source>With attack {attack}: You may attack once more this turn if the opposing fighter is a villain.</source>
        <translation>攻撃{attack}の使用時：相手の選手がヴィランなら、このターン、もう1回攻撃できる</translation>
    </message>
    <message>
        <source>With attack {attack}: Heal {points} damage on the attached character.</source>
        <translation>攻撃{attack}の使用時：付けたキャラクターのダメージを{points}回復する</translation>
    </message>
    <message>
        <source>With attack {attack}: Heal {points} damage on your fighter.</source>
        <translation>攻撃{attack}の使用時：自分の選手のダメージを{points}回復する</translation>
    </message>
    <message>
        <source>With attack {attack}: Heal {points} damage on the opposing fighter.</source>
        <translation>攻撃{attack}の使用時：相手の選手のダメージを{points}回復する</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards the top {count} card(s) of their deck.</source>
        <translation>攻撃{attack}の使用時：相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: Discard the top {count} card(s) of your deck.</source>
        <translation>攻撃{attack}の使用時：自分のデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle every character in your discard pile into your deck.</source>
        <translation>攻撃{attack}の使用時：自分の捨て札のキャラクターをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle every Event in your discard pile into your deck.</source>
        <translation>攻撃{attack}の使用時：自分の捨て札のイベントをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle every Item in your discard pile into your deck.</source>
        <translation>攻撃{attack}の使用時：自分の捨て札のアイテムをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle every Technique in your discard pile into your deck.</source>
        <translation>攻撃{attack}の使用時：自分の捨て札のテクニックをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent shuffles their deck.</source>
        <translation>攻撃{attack}の使用時：相手はデッキをシャッフルする</translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle your deck.</source>
        <translation>攻撃{attack}の使用時：自分のデッキをシャッフルする</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent gains {amount} Spirit Energy.</source>
        <translation>攻撃{attack}の使用時：相手は霊力を{amount}得る</translation>
    </message>
    <message>
        <source>With attack {attack}: Gain {amount} Spirit Energy.</source>
        <translation>攻撃{attack}の使用時：霊力を{amount}得る</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent loses {amount} Spirit Energy.</source>
        <translation>攻撃{attack}の使用時：相手は霊力を{amount}失う</translation>
    </message>
    <message>
        <source>With attack {attack}: Lose {amount} Spirit Energy.</source>
        <translation>攻撃{attack}の使用時：霊力を{amount}失う</translation>
    </message>
    <message>
        <source>Apply by hand: a choice of a card, a character or an amount.</source>
        <translation>手動で適用：カード・キャラクター・数を選ぶ効果</translation>
    </message>
    <message>
        <source>Apply by hand: a condition the rules do not track.</source>
        <translation>手動で適用：ルールが判定しない条件付きの効果</translation>
    </message>
    <message>
        <source>Apply by hand: a change to a rule of the game.</source>
        <translation>手動で適用：ゲームのルールを変える効果</translation>
    </message>
    <message>
        <source>Apply by hand: a Sideline Effect.</source>
        <translation>手動で適用：控え効果</translation>
    </message>
    <message>
        <source>Apply by hand: an effect at another time (a Draw Step, a turn&apos;s end, an activated ability).</source>
        <translation>手動で適用：別のタイミング（ドローステップ、ターン終了時、起動効果など）の効果</translation>
    </message>
    <message>
        <source>The opponent loses the current match.</source>
        <translation>相手はこの対戦に負ける</translation>
    </message>
    <message>
        <source>You lose the current match.</source>
        <translation>自分はこの対戦に負ける</translation>
    </message>
    <message>
        <source>Deal {points} damage to your own fighter.</source>
        <translation>自分の選手に{points}ダメージを与える</translation>
    </message>
    <message>
        <source>Deal {points} damage to the opposing fighter.</source>
        <translation>相手の選手に{points}ダメージを与える</translation>
    </message>
    <message>
        <source>-{amount} DEF to the attached character while attached.</source>
        <translation>付いている間、付けたキャラクターの防御力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} DEF to your fighter this match.</source>
        <translation>この対戦の間、自分の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} DEF to your fighter for the next attack.</source>
        <translation>次の攻撃の間、自分の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} DEF to your fighter this turn.</source>
        <translation>このターンの間、自分の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} DEF to your fighter until your next Draw Step.</source>
        <translation>次の自分のドローステップまで、自分の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} DEF to the opposing fighter this match.</source>
        <translation>この対戦の間、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} DEF to the opposing fighter for the next attack.</source>
        <translation>次の攻撃の間、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} DEF to the opposing fighter this turn.</source>
        <translation>このターンの間、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} DEF to the opposing fighter until your next Draw Step.</source>
        <translation>次の自分のドローステップまで、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>-{amount} DEF to the opposing fighter while attached.</source>
        <translation>付いている間、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to the attached character while attached.</source>
        <translation>付いている間、付けたキャラクターの防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to the attached character while attached if your fighter is a hero.</source>
        <translation>自分の選手がヒーローなら、付いている間、付けたキャラクターの防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to the attached character while attached if your fighter is {name}.</source>
        <translation>自分の選手が{name}なら、付いている間、付けたキャラクターの防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to the attached character while attached if your fighter is a villain.</source>
        <translation>自分の選手がヴィランなら、付いている間、付けたキャラクターの防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter this match.</source>
        <translation>この対戦の間、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter for the next attack.</source>
        <translation>次の攻撃の間、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter this turn.</source>
        <translation>このターンの間、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter until your next Draw Step.</source>
        <translation>次の自分のドローステップまで、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter until your next Draw Step if you have the {team} Team Bonus.</source>
        <translation>{team}のチームボーナスがあるなら、次の自分のドローステップまで、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to your fighter until your next Draw Step for each card in your hand.</source>
        <translation>次の自分のドローステップまで、自分の手札1枚につき、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to the opposing fighter this match.</source>
        <translation>この対戦の間、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to the opposing fighter for the next attack.</source>
        <translation>次の攻撃の間、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to the opposing fighter this turn.</source>
        <translation>このターンの間、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to the opposing fighter until your next Draw Step.</source>
        <translation>次の自分のドローステップまで、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} DEF to the opposing fighter while attached.</source>
        <translation>付いている間、相手の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>The opponent discards {count} card(s) at random from their hand.</source>
        <translation>相手は手札から無作為に{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards {count} card(s) at random from their hand if you have the {team} Team Bonus.</source>
        <translation>{team}のチームボーナスがあるなら、相手は手札から無作為に{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>Discard {count} card(s) at random from your hand.</source>
        <translation>自分の手札から無作為に{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>The opponent draws {count} card(s).</source>
        <translation>相手はカードを{count}枚引く</translation>
    </message>
    <message>
        <source>Draw {count} card(s).</source>
        <translation>カードを{count}枚引く</translation>
    </message>
    <message>
        <source>Draw {count} card(s) if all your characters in play share one Team Symbol.</source>
        <translation>自分の場のキャラクター全員が同じチームシンボルを持つなら、カードを{count}枚引く</translation>
    </message>
    <message>
        <source>You may attack once more this turn.</source>
        <translation>このターン、もう1回攻撃できる</translation>
    </message>
    <message>
        <source>Heal {points} damage on the attached character.</source>
        <translation>付けたキャラクターのダメージを{points}回復する</translation>
    </message>
    <message>
        <source>Heal {points} damage on your fighter.</source>
        <translation>自分の選手のダメージを{points}回復する</translation>
    </message>
    <message>
        <source>Heal {points} damage on your fighter if your fighter is a villain.</source>
        <translation>自分の選手がヴィランなら、自分の選手のダメージを{points}回復する</translation>
    </message>
    <message>
        <source>Heal {points} damage on the opposing fighter.</source>
        <translation>相手の選手のダメージを{points}回復する</translation>
    </message>
    <message>
        <source>While in play: Apply by hand: a choice of a card, a character or an amount.</source>
        <translation>場にいる間：手動で適用：カード・キャラクター・数を選ぶ効果</translation>
    </message>
    <message>
        <source>While in play: Apply by hand: a condition the rules do not track.</source>
        <translation>場にいる間：手動で適用：ルールが判定しない条件付きの効果</translation>
    </message>
    <message>
        <source>While in play: Apply by hand: an effect the rules do not apply.</source>
        <translation>場にいる間：手動で適用：ルールが適用しない効果</translation>
    </message>
    <message>
        <source>While in play: Apply by hand: a change to a rule of the game.</source>
        <translation>場にいる間：手動で適用：ゲームのルールを変える効果</translation>
    </message>
    <message>
        <source>While in play: Apply by hand: a Sideline Effect.</source>
        <translation>場にいる間：手動で適用：控え効果</translation>
    </message>
    <message>
        <source>While in play: Apply by hand: an effect at another time (a Draw Step, a turn&apos;s end, an activated ability).</source>
        <translation>場にいる間：手動で適用：別のタイミング（ドローステップ、ターン終了時、起動効果など）の効果</translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck.</source>
        <translation>相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck if you have the {team} Team Bonus.</source>
        <translation>{team}のチームボーナスがあるなら、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>Discard the top {count} card(s) of your deck.</source>
        <translation>自分のデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>Shuffle every character in your discard pile into your deck.</source>
        <translation>自分の捨て札のキャラクターをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>Shuffle every Event in your discard pile into your deck.</source>
        <translation>自分の捨て札のイベントをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>Shuffle every Item in your discard pile into your deck.</source>
        <translation>自分の捨て札のアイテムをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>Shuffle every Technique in your discard pile into your deck.</source>
        <translation>自分の捨て札のテクニックをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>The opponent shuffles their deck.</source>
        <translation>相手はデッキをシャッフルする</translation>
    </message>
    <message>
        <source>Shuffle your deck.</source>
        <translation>自分のデッキをシャッフルする</translation>
    </message>
    <message>
        <source>The opponent gains {amount} Spirit Energy.</source>
        <translation>相手は霊力を{amount}得る</translation>
    </message>
    <message>
        <source>Gain {amount} Spirit Energy.</source>
        <translation>霊力を{amount}得る</translation>
    </message>
    <message>
        <source>Gain {amount} Spirit Energy if all your characters in play share one Team Symbol.</source>
        <translation>自分の場のキャラクター全員が同じチームシンボルを持つなら、霊力を{amount}得る</translation>
    </message>
    <message>
        <source>Gain {amount} Spirit Energy if you have the {team} Team Bonus.</source>
        <translation>{team}のチームボーナスがあるなら、霊力を{amount}得る</translation>
    </message>
    <message>
        <source>Gain {amount} Spirit Energy if your fighter is a villain.</source>
        <translation>自分の選手がヴィランなら、霊力を{amount}得る</translation>
    </message>
    <message>
        <source>The opponent loses {amount} Spirit Energy.</source>
        <translation>相手は霊力を{amount}失う</translation>
    </message>
    <message>
        <source>Lose {amount} Spirit Energy.</source>
        <translation>霊力を{amount}失う</translation>
    </message>
    <message>
        <source>-{amount} ATK to your fighter this turn for each card in the opponent&apos;s hand if you have the {team} Team Bonus.</source>
        <translation>{team}のチームボーナスがあるなら、このターンの間、相手の手札1枚につき、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached for each point of damage on it if it is a hero.</source>
        <translation>付けたキャラクターがヒーローなら、付いている間、そのキャラクターのダメージ1点につき、付けたキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to the attached character while attached for each of the opponent&apos;s characters that lost a match.</source>
        <translation>付いている間、対戦に敗れた相手のキャラクター1体につき、付けたキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match if you have the {team} Team Bonus and your fighter has the {team2} Team Symbol.</source>
        <translation>{team}のチームボーナスがあり、自分の選手が{team2}のチームシンボルを持つなら、この対戦の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match if you have the {team} Team Bonus, your fighter has the {team2} Team Symbol and the opponent has the {team3} Team Bonus.</source>
        <translation>{team}のチームボーナスがあり、自分の選手が{team2}のチームシンボルを持ち、相手に{team3}のチームボーナスがあるなら、この対戦の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match for each of your characters that lost a match.</source>
        <translation>この対戦の間、対戦に敗れた自分のキャラクター1体につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match for each of your characters that lost a match if your {name} lost a match.</source>
        <translation>自分の{name}が対戦に敗れているなら、この対戦の間、対戦に敗れた自分のキャラクター1体につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this match for each Spirit Energy you have if you have the {team} Team Bonus and your fighter has the {team2} Team Symbol.</source>
        <translation>{team}のチームボーナスがあり、自分の選手が{team2}のチームシンボルを持つなら、この対戦の間、自分の霊力1につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn if at least {least} Items and at least {least2} Techniques are attached to it.</source>
        <translation>自分の選手にアイテムが{least}枚以上、テクニックが{least2}枚以上付いているなら、このターンの間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each card in your hand if you have the {team} Team Bonus.</source>
        <translation>{team}のチームボーナスがあるなら、このターンの間、自分の手札1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack if the opponent has at least {least} cards in hand.</source>
        <translation>攻撃{attack}の使用時：相手の手札が{least}枚以上なら、次の攻撃の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each card attached to your characters in play.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、自分の場のキャラクターに付いているカード1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each point of damage on your characters in play.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、自分の場のキャラクターのダメージ1点につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each match finished.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、終了した対戦1つにつき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each {thing} attached to your fighter.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、自分の選手に付いている{thing}1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each {thing} attached to your fighter if your fighter is {name}.</source>
        <translation>攻撃{attack}の使用時：自分の選手が{name}なら、次の攻撃の間、自分の選手に付いている{thing}1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each {thing} face up in play.</source>
        <translation>攻撃{attack}の使用時：次の攻撃の間、場に表向きの{thing}1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter until your next Draw Step for each {thing} attached to your fighter.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、自分の選手に付いている{thing}1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} DEF to your fighter this match if your {name} is in play.</source>
        <translation>攻撃{attack}の使用時：自分の{name}が場にいるなら、この対戦の間、自分の選手の防御力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: Draw {count} card(s) if you have more Spirit Energy than the opponent.</source>
        <translation>攻撃{attack}の使用時：自分の霊力が相手より多いなら、カードを{count}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: You may attack once more this turn if the opponent&apos;s characters have more cards attached than yours.</source>
        <translation>攻撃{attack}の使用時：相手のキャラクターに付いているカードが自分より多いなら、このターン、もう1回攻撃できる</translation>
    </message>
    <message>
        <source>With attack {attack}: You may attack once more this turn if your fighter has more damage than the opposing fighter.</source>
        <translation>攻撃{attack}の使用時：自分の選手のダメージが相手の選手より多いなら、このターン、もう1回攻撃できる</translation>
    </message>
    <message>
        <source>With attack {attack}: Heal {points} point(s) of damage from your {who} if in play.</source>
        <translation>攻撃{attack}の使用時：自分の{who}が場にいるなら、そのキャラクターのダメージを{points}回復する</translation>
    </message>
    <message>
        <source>Every card attached to the opposing fighter is discarded if it has at least {least} points of damage.</source>
        <translation>相手の選手のダメージが{least}点以上なら、相手の選手に付いているカードをすべて捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards their whole hand if they have the {team} Team Bonus.</source>
        <translation>相手に{team}のチームボーナスがあるなら、相手は手札をすべて捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck for each point of damage on their characters in play.</source>
        <translation>相手の場のキャラクターのダメージ1点につき、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck for each of their villains in play if your fighter is a hero and the opposing fighter is a villain.</source>
        <translation>自分の選手がヒーローで相手の選手がヴィランなら、相手の場のヴィラン1体につき、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>The opponent&apos;s character in Match Slot 5 is discarded with every card attached to it if the match is one of the first {most}.</source>
        <translation>最初の{most}対戦のいずれかなら、相手の選手置き場5のキャラクターを、付いているカードすべてと共に捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck if your deck has at least {least} cards and at least {least2} different Items are attached to your Sideline characters.</source>
        <translation>自分のデッキが{least}枚以上あり、自分の控えのキャラクターに異なるアイテムが{least2}枚以上付いているなら、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck if you have the {team} Team Bonus and the opponent has the {team2} Team Bonus.</source>
        <translation>{team}のチームボーナスがあり、相手に{team2}のチームボーナスがあるなら、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck if they have the {team} Team Bonus.</source>
        <translation>相手に{team}のチームボーナスがあるなら、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>Gain {amount} Spirit Energy if the opponent has the {team} Team Bonus.</source>
        <translation>相手に{team}のチームボーナスがあるなら、霊力を{amount}得る</translation>
    </message>
    <message>
        <source>Shuffle this card into your deck if you have the {team} Team Bonus.</source>
        <translation>{team}のチームボーナスがあるなら、このカードを自分のデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>This turn, your attack deals {points} points of damage if its ATK is at least {ratio} times the defending DEF.</source>
        <translation>このターン、自分の攻撃の攻撃力が相手の防御力の{ratio}倍以上なら、その攻撃は{points}点のダメージを与える</translation>
    </message>
    <message>
        <source>With attack {attack}: You may search your deck for up to {count} card(s) named {title} and put them into your hand.</source>
        <translation>攻撃{attack}の使用時：自分のデッキから「{title}」を{count}枚まで探し、手札に加えてもよい</translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} card(s) in your discard pile and shuffle them into your deck if your fighter is {name}.</source>
        <translation>攻撃{attack}の使用時：自分の選手が{name}なら、自分の捨て札からカードを{count}枚選び、デッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>Choose {count} face-up Item(s) or Technique(s) in play and discard them.</source>
        <translation>場の表向きのアイテムかテクニックを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>Search your deck for {count} Item(s) and put them into your hand.</source>
        <translation>自分のデッキからアイテムを{count}枚探し、手札に加える</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each card chosen for this attack.</source>
        <translation>攻撃{attack}の使用時：この攻撃で選んだカード1枚につき、次の攻撃の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} card(s) attached to your fighter and discard them.</source>
        <translation>攻撃{attack}の使用時：自分の選手に付いているカードを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} Item(s) attached to your fighter and discard them.</source>
        <translation>攻撃{attack}の使用時：自分の選手に付いているアイテムを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} card(s) in your discard pile and shuffle them into your deck.</source>
        <translation>攻撃{attack}の使用時：自分の捨て札からカードを{count}枚選び、デッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} card(s) in your discard pile and shuffle them into your deck.</source>
        <translation>攻撃{attack}の使用時：自分の捨て札からカードを{count}枚まで選び、デッキに入れてシャッフルしてもよい</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} card(s) in your hand and discard them.</source>
        <translation>攻撃{attack}の使用時：手札からカードを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} face-up Item(s) in play and discard them.</source>
        <translation>攻撃{attack}の使用時：場の表向きのアイテムを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} face-up Technique(s) in play and discard them.</source>
        <translation>攻撃{attack}の使用時：場の表向きのテクニックを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} face-up Technique(s) in play and discard them.</source>
        <translation>攻撃{attack}の使用時：場の表向きのテクニックを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} Item(s) attached to the opponent&apos;s fighter and discard them.</source>
        <translation>攻撃{attack}の使用時：相手の選手に付いているアイテムを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: Look at the opponent&apos;s hand, choose {count} card(s) and discard them.</source>
        <translation>攻撃{attack}の使用時：相手の手札を見て、カードを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>Choose {count} face-up Item(s) in play and discard them.</source>
        <translation>場の表向きのアイテムを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>Choose {count} face-up Technique(s) in play and discard them.</source>
        <translation>場の表向きのテクニックを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>Choose {count} card(s) in the opponent&apos;s discard pile and put them on top of their deck.</source>
        <translation>相手の捨て札からカードを{count}枚選び、相手のデッキの一番上に置く</translation>
    </message>
    <message>
        <source>Choose {count} card(s) in your discard pile and shuffle them into your deck.</source>
        <translation>自分の捨て札からカードを{count}枚選び、デッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>At your Draw Step: Gain {amount} more Spirit Energy.</source>
        <translation>自分のドローステップ：さらに霊力を{amount}得る</translation>
    </message>
    <message>
        <source>At your Draw Step: Gain {amount} more Spirit Energy if your fighter is {name}.</source>
        <translation>自分のドローステップ：自分の選手が{name}なら、さらに霊力を{amount}得る</translation>
    </message>
    <message>
        <source>At the start of your Main Step: Gain {amount} Spirit Energy if your fighter is a villain.</source>
        <translation>自分のメインステップの開始時：自分の選手がヴィランなら、霊力を{amount}得る</translation>
    </message>
    <message>
        <source>At the start of your Main Step: The opponent loses {amount} Spirit Energy if your fighter is {name}.</source>
        <translation>自分のメインステップの開始時：自分の選手が{name}なら、相手は霊力を{amount}失う</translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to gain {amount} Spirit Energy.</source>
        <translation>自分のメインステップ：このカードを捨て札にして、霊力を{amount}得る</translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to give the opposing fighter -{amount} DEF this turn.</source>
        <translation>自分のメインステップ：このカードを捨て札にして、このターンの間、相手の選手の防御力 -{amount}</translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to draw {count} card(s).</source>
        <translation>自分のドローステップ：このカードを捨て札にして、カードを{count}枚引く</translation>
    </message>
    <message>
        <source>In your Draw Step: If your fighter is a villain, discard this card to have the opponent discard the top {count} card(s) of their deck.</source>
        <translation>自分のドローステップ：自分の選手がヴィランなら、このカードを捨て札にして、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to heal {points} damage of your fighter.</source>
        <translation>自分のメインステップ：このカードを捨て札にして、自分の選手のダメージを{points}回復する</translation>
    </message>
    <message>
        <source>In your Main Step: Using this card also costs {count} card(s) from your hand.</source>
        <translation>自分のメインステップ：このカードを使うには、さらに手札を{count}枚捨て札にする</translation>
    </message>
    <message>
        <source>In your Draw Step: Use this card to have the opponent discard the top {count} card(s) of their deck.</source>
        <translation>自分のドローステップ：このカードを使って、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>In your Draw Step: The card you use goes to the bottom of your deck, not to the discard pile.</source>
        <translation>自分のドローステップ：使ったこのカードは捨て札ではなく、自分のデッキの一番下に置く</translation>
    </message>
    <message>
        <source>For each point of damage your attack deals to the opposing fighter: The opponent discards the top {count} card(s) of their deck.</source>
        <translation>自分の攻撃が相手の選手に与えたダメージ1につき：相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: Discard this card at the end of the turn if the opposing fighter is a villain.</source>
        <translation>攻撃{attack}の使用時：相手の選手がヴィランなら、ターンの終了時にこのカードを捨て札にする</translation>
    </message>
    <message>
        <source>Choose {count} face-down attached card(s) in play and discard them.</source>
        <translation>場に裏向きで付いているカードを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>Choose {count} face-down attached card(s) in play and discard them if you have fewer characters on your Sideline than the opponent.</source>
        <translation>自分の控えのキャラクターが相手より少ないなら、場に裏向きで付いているカードを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>Draw {count} card(s) if you have fewer characters on your Sideline than the opponent.</source>
        <translation>自分の控えのキャラクターが相手より少ないなら、カードを{count}枚引く</translation>
    </message>
    <message>
        <source>You may choose up to {count} face-down attached card(s) in play and discard them if your fighter has more damage than the opposing fighter.</source>
        <translation>自分の選手のダメージが相手の選手より多いなら、場に裏向きで付いているカードを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>You may choose up to {count} card(s) attached to the opposing fighter and discard them if you have the {team} Team Bonus.</source>
        <translation>{team}のチームボーナスがあるなら、相手の選手に付いているカードを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>You may choose up to {count} face-up Item(s) in play and discard them if the opposing fighter has more Items attached than yours.</source>
        <translation>相手の選手に付いているアイテムが自分の選手より多いなら、場の表向きのアイテムを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to choose {count} face-up Technique(s) in play and discard them.</source>
        <translation>自分のドローステップ：このカードを捨て札にして、場の表向きのテクニックを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to choose up to {count} face-up Technique(s) in play and discard them.</source>
        <translation>自分のドローステップ：このカードを捨て札にして、場の表向きのテクニックを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to search your deck for {count} card(s) and put them into your hand.</source>
        <translation>自分のメインステップ：このカードを捨て札にして、自分のデッキからカードを{count}枚探し、手札に加える</translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to deal {points} damage to your own fighter.</source>
        <translation>自分のメインステップ：このカードを捨て札にして、自分の選手に{points}ダメージを与える</translation>
    </message>
    <message>
        <source>In your Draw Step: If your fighter is a hero, discard this card to search your deck for {count} character(s) and put them into your hand.</source>
        <translation>自分のドローステップ：自分の選手がヒーローなら、このカードを捨て札にして、自分のデッキからキャラクターを{count}枚探し、手札に加える</translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to choose up to {count} Item(s) in your discard pile and shuffle them into your deck.</source>
        <translation>自分のドローステップ：このカードを捨て札にして、自分の捨て札からアイテムを{count}枚まで選び、デッキに入れてシャッフルしてもよい</translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} Item(s) in your discard pile and put them at the bottom of your deck if your fighter has more Items attached than the opposing fighter.</source>
        <translation>攻撃{attack}の使用時：自分の選手に付いているアイテムが相手の選手より多いなら、自分の捨て札からアイテムを{count}枚選び、自分のデッキの一番下に置く</translation>
    </message>
    <message>
        <source>With attack {attack}: Every card attached to your own fighter is discarded.</source>
        <translation>攻撃{attack}の使用時：自分の選手に付いているカードをすべて捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: You may search your deck for up to {count} Technique(s) and put them into your hand.</source>
        <translation>攻撃{attack}の使用時：自分のデッキからテクニックを{count}枚まで探し、手札に加えてもよい</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent loses {amount} Spirit Energy if at least {least} Technique(s) are attached to your fighter.</source>
        <translation>攻撃{attack}の使用時：自分の選手にテクニックが{least}枚以上付いているなら、相手は霊力を{amount}失う</translation>
    </message>
    <message>
        <source>With attack {attack}: Gain {amount} Spirit Energy if at least {least} Technique(s) are attached to your fighter.</source>
        <translation>攻撃{attack}の使用時：自分の選手にテクニックが{least}枚以上付いているなら、霊力を{amount}得る</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each Technique this attack discarded from the top of your deck.</source>
        <translation>攻撃{attack}の使用時：この攻撃で自分のデッキの上から捨て札にしたテクニック1枚につき、次の攻撃の間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your fighter this turn for each Technique this card discarded from the top of your deck.</source>
        <translation>このカードで自分のデッキの上から捨て札にしたテクニック1枚につき、このターンの間、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>Shuffle the bottom {count} card(s) of your discard pile into your deck.</source>
        <translation>自分の捨て札の一番下から{count}枚をデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>Discard your whole hand.</source>
        <translation>自分の手札をすべて捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards their whole hand.</source>
        <translation>相手は手札をすべて捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards the top {count} card(s) of their deck if the opposing fighter is a villain.</source>
        <translation>相手の選手がヴィランなら、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>In your Draw Step: If your fighter is {name} or {name2}, discard this card to search your deck for {count} card(s) named {title} and put them into your hand.</source>
        <translation>自分のドローステップ：自分の選手が{name}か{name2}なら、このカードを捨て札にして、自分のデッキから「{title}」を{count}枚探し、手札に加える</translation>
    </message>
    <message>
        <source>In your Draw Step: If your fighter is {name} or {name2}, discard this card to search your deck for {count} Technique(s) and attach them to your fighter without paying their Spirit Energy.</source>
        <translation>自分のドローステップ：自分の選手が{name}か{name2}なら、このカードを捨て札にして、自分のデッキからテクニックを{count}枚探し、霊力を払わずに自分の選手に付ける</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} face-up Technique(s) in play and discard them if your fighter is {name}.</source>
        <translation>攻撃{attack}の使用時：自分の選手が{name}なら、場の表向きのテクニックを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>+{amount} DEF to the attached character while attached if at least {least} {thing} is face up in play.</source>
        <translation>場に表向きの{thing}が{least}枚以上あるなら、付いている間、付けたキャラクターの防御力 +{amount}</translation>
    </message>
    <message>
        <source>In your Draw Step: The card you use is shuffled into your deck, not put into the discard pile, if at least {least} {thing} is face up in play.</source>
        <translation>自分のドローステップ：場に表向きの{thing}が{least}枚以上あるなら、使ったこのカードは捨て札ではなく、自分のデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>While this character is your fighter: -{amount} ATK to the opposing fighter for each {thing} attached to this character.</source>
        <translation>このキャラクターが自分の選手である間、このキャラクターに付いている{thing}1枚につき、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>While this character is your fighter: +{amount} DEF to it for each {thing} attached to it if your {name} is in play.</source>
        <translation>このキャラクターが自分の選手である間、自分の{name}が場にいるなら、このキャラクターに付いている{thing}1枚につき、このキャラクターの防御力 +{amount}</translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to gain {amount} Spirit Energy.</source>
        <translation>自分のドローステップ：このカードを捨て札にして、霊力を{amount}得る</translation>
    </message>
    <message>
        <source>While in play, once each Combat, after an attack of yours succeeds, draw {amount} card(s).</source>
        <translation>場にある間、各戦闘で1回、あなたの攻撃が成功したあと、カードを{amount}枚引く。</translation>
    </message>
    <message>
        <source>While in play, after you take damage from a physical attack, draw {amount} card(s) from the bottom of your discard pile.</source>
        <translation>場にある間、物理攻撃のダメージを受けたあと、捨て札置き場の一番下からカードを{amount}枚引く。</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Main Personality gains {amount} power stages.</source>
        <translation>相手のメイン人物のステージを{amount}上げる。</translation>
    </message>
    <message>
        <source>If your opponent is a hero, they discard the top card of their Life Deck.</source>
        <translation>相手がヒーローなら、相手はライフデッキの一番上のカードを捨て札にする。</translation>
    </message>
    <message>
        <source>If your opponent is a hero, their anger -{amount}.</source>
        <translation>相手がヒーローなら、相手の怒り -{amount}。</translation>
    </message>
    <message>
        <source>If your opponent is a villain, their anger -{amount}.</source>
        <translation>相手がヴィランなら、相手の怒り -{amount}。</translation>
    </message>
    <message>
        <source>Your opponent discards the top card of their Life Deck for each ally you have in play.</source>
        <translation>あなたの場にいる味方人物1人につき、相手はライフデッキの一番上のカードを1枚捨て札にする。</translation>
    </message>
    <message>
        <source>Your opponent&apos;s Main Personality is put at power stage {stage}.</source>
        <translation>相手のメイン人物をステージ{stage}にする。</translation>
    </message>
    <message>
        <source>While in play, each physical attack against you discards {amount} life card(s) fewer.</source>
        <translation>場にある間、あなたが受ける物理攻撃で捨てるライフカードは{amount}枚少なくなる。</translation>
    </message>
    <message>
        <source>While in play, the first attack against you each Combat that discards life cards discards {amount} fewer.</source>
        <translation>場にある間、各戦闘であなたがライフカードを捨てる最初の攻撃では、捨てる枚数が{amount}枚少なくなる。</translation>
    </message>
    <message>
        <source>While in play and your opponent has an ally in play, the first physical attack against you each Combat that discards life cards discards {amount} fewer.</source>
        <translation>場にあり、相手の場に味方人物がいる間、各戦闘であなたがライフカードを捨てる最初の物理攻撃では、捨てる枚数が{amount}枚少なくなる。</translation>
    </message>
    <message>
        <source>While in play, your energy attacks that cost {of} power stages cost {to}.</source>
        <translation>場にある間、ステージ{of}のコストがかかるあなたのエネルギー攻撃のコストは{to}になる。</translation>
    </message>
    <message>
        <source>While in play, for each life card an attack makes you discard, your opponent&apos;s Main Personality loses {amount} power stage(s).</source>
        <translation>場にある間、攻撃であなたがライフカードを1枚捨てるごとに、相手のメイン人物のステージを{amount}下げる。</translation>
    </message>
    <message>
        <source>While no Orange Drill is in play on your side, stops the first energy attack against you that you take in each Combat.</source>
        <translation>自分の側に橙の特訓がない間、各戦闘で、自分が受ける最初のエネルギー攻撃を止める。</translation>
    </message>
    <message>
        <source>Once each Combat, after this personality takes damage from an energy attack while in control, your anger +{amount}.</source>
        <translation>各戦闘で1回、この人物が戦闘をコントロールしている間にエネルギー攻撃のダメージを受けたあと、自分の怒り +{amount}。</translation>
    </message>
    <message>
        <source>Remove a Drill or an ally your opponent has in play from the game.</source>
        <translation>相手の場にある特訓1枚か味方人物1人をゲームから除外する。</translation>
    </message>
    <message>
        <source>Remove a Non-Combat card or an ally your opponent has in play from the game.</source>
        <translation>相手の場にある非戦闘カード1枚か味方人物1人をゲームから除外する。</translation>
    </message>
    <message>
        <source>Remove an ally your opponent has in play from the game.</source>
        <translation>相手の場にいる味方人物1人をゲームから除外する。</translation>
    </message>
    <message>
        <source>While in play, for each {per} power stages an attack takes from you, your opponent&apos;s Main Personality loses {amount} power stage(s).</source>
        <translation>場にある間、1回の攻撃であなたのステージが{per}下がるごとに、相手のメイン人物のステージを{amount}下げる。</translation>
    </message>
    <message>
        <source>Skip your next Combat step: you may not declare Combat then.</source>
        <translation>次の戦闘ステップを飛ばす（そのステップでは戦闘を宣言できない）。</translation>
    </message>
    <message>
        <source>While in play: your next energy attack deals {amount} more life card(s), and this card is used as you make it. A successful energy attack against you discards it first.</source>
        <translation>場にある間：自分の次のエネルギー攻撃のダメージはライフカード{amount}枚多くなり、その攻撃をするときにこのカードを使う。自分へのエネルギー攻撃が成功したら、先にこのカードを捨てる。</translation>
    </message>
    <message>
        <source>One of your allies in play gives your Main Personality power stages one for one: as many as it has and your Main Personality lacks of its highest stage.</source>
        <translation>場にいる自分の味方人物1体が、メイン人物にステージを1対1で与える：その味方人物が持ち、メイン人物が最大ステージまでに足りない分だけ。</translation>
    </message>
    <message>
        <source>While in play, your other Drills are neither discarded nor removed from the game by a card&apos;s effect (a level change still discards them).</source>
        <translation>場にある間、自分の他の特訓はカードの効果で捨てられも除外されもしない（レベルの変化では従来どおりすべて捨てる）。</translation>
    </message>
    <message>
        <source>Its physical attack may be made twice in a row: after the first, your opponent&apos;s next attack phase is skipped and this power alone may attack again (or you pass).</source>
        <translation>このパワーの物理攻撃は2回続けて行える：1回目の後、相手の次の攻撃フェイズは飛ばされ、このパワーだけがもう1回攻撃できる（パスしてもよい）。</translation>
    </message>
    <message>
        <source>If the attack succeeds, draw the bottom card of your discard pile.</source>
        <translation>攻撃が成功したら、自分の捨て札置き場の一番下のカードを引く。</translation>
    </message>
    <message>
        <source>Played while Krillin is your personality in control, it comes back to your hand once it has done its work, to be played once more this Combat (if it is not, it leaves your hand as the Combat ends).</source>
        <translation>クリリンが戦闘をコントロールしている自分の人物のときに使うと、働きを終えた後このカードは手札に戻り、この戦闘中にもう1回使える（使わなければ戦闘の終わりに手札を離れる）。</translation>
    </message>
    <message>
        <source>Played while Goku is your personality in control, it comes back to your hand once it has done its work, to be played once more this Combat (if it is not, it leaves your hand as the Combat ends).</source>
        <translation>孫悟空が戦闘をコントロールしている自分の人物のときに使うと、働きを終えた後このカードは手札に戻り、この戦闘中にもう1回使える（使わなければ戦闘の終わりに手札を離れる）。</translation>
    </message>
    <message>
        <source>Your opponent&apos;s anger goes to 0 and goes up no more until an attack of theirs makes you discard a life card.</source>
        <translation>相手の怒りを0にする。相手の攻撃であなたがライフカードを捨てるまで、相手の怒りは上がらない。</translation>
    </message>
    <message>
        <source>Its power answers from play, in control of Combat or not: once a turn, while your personality in control is Gohan or Goku, it stops a physical attack.</source>
        <translation>このパワーは戦闘のコントロールに関係なく場から使える：1ターンに1回、戦闘をコントロールしている自分の人物が孫悟飯か孫悟空なら、物理攻撃を止める。</translation>
    </message>
    <message>
        <source>Only while you have an ally in play.</source>
        <translation>自分の味方人物が場にいる間のみ。</translation>
    </message>
    <message>
        <source>In your attack phase, in place of an attack, use this card for its effects alone (no damage).</source>
        <translation>自分の攻撃フェイズに、攻撃の代わりに、このカードを効果のためだけに使う（ダメージは与えない）。</translation>
    </message>
    <message>
        <source>Until the Rejuvenation step of your next turn, you discard nothing down to the hand limit.</source>
        <translation>自分の次のターンの回復ステップまで、手札上限まで捨てることはしない。</translation>
    </message>
    <message>
        <source>Search your Life Deck or your discard pile for an ally of your choice (a character not in play on your side, of a level up to your Main Personality&apos;s) and put it in play at its highest power stage, then shuffle your Life Deck.</source>
        <translation>ライフデッキか捨て札置き場から好きな味方人物を1枚（自分の場にいないキャラクターで、レベルがメイン人物以下のもの）探して最大ステージで場に出し、その後ライフデッキをシャッフルする。</translation>
    </message>
    <message>
        <source>To play this card, remove one of your allies in play from the game (with the cards under it).</source>
        <translation>このカードを使うには、場にある自分の味方人物1体を（その下のカードとともに）除外する。</translation>
    </message>
    <message>
        <source>As this power attacks, this personality is removed from the game (an ally with the cards under it; a Main Personality so removed loses you the game).</source>
        <translation>このパワーで攻撃すると、この人物は除外される（味方人物はその下のカードとともに。こうしてメイン人物が除外されたら、あなたはゲームに敗北する）。</translation>
    </message>
    <message>
        <source>Your opponent discards every Drill they have in play.</source>
        <translation>相手は場にある特訓をすべて捨て札置き場に置く。</translation>
    </message>
    <message>
        <source>In your attack phase, in place of an attack, use this Drill once a Combat for its effects alone (no damage).</source>
        <translation>自分の攻撃フェイズに、攻撃の代わりに、この特訓を戦闘ごとに1回、効果のためだけに使う（ダメージは与えない）。</translation>
    </message>
    <message>
        <source>If your opponent&apos;s Main Personality is at level {level}, it goes down one level.</source>
        <translation>相手のメイン人物がレベル{level}なら、1レベルダウンさせる。</translation>
    </message>
    <message>
        <source>Use it only at the end of a turn, yours or your opponent&apos;s (in its Discard or Rejuvenation step).</source>
        <translation>ターンの終わり（自分か相手のターンのディスカードステップか回復ステップ）にのみ使える。</translation>
    </message>
    <message>
        <source>This power is no attack: in your attack phase, in place of an attack, the personality in control uses it once a turn for its effects alone (no damage).</source>
        <translation>このパワーは攻撃ではない：自分の攻撃フェイズに、攻撃の代わりに、戦闘をコントロールしている人物が1ターンに1回、効果のためだけに使う（ダメージは与えない）。</translation>
    </message>
    <message>
        <source>Take the first Dragon Ball from the top of your opponent&apos;s Life Deck, shuffle the rest of that deck, and put the ball at its bottom.</source>
        <translation>相手のライフデッキを上から見て最初のドラゴンボールを抜き出し、そのデッキの残りをシャッフルしてから、そのボールを一番下に置く。</translation>
    </message>
    <message>
        <source>Search your Life Deck or your discard pile for a Drill of your choice and put it in play, then shuffle your Life Deck.</source>
        <translation>ライフデッキか捨て札置き場から好きな特訓を1枚探して場に出し、その後ライフデッキをシャッフルする。</translation>
    </message>
    <message>
        <source>Search your Life Deck for a Dragon Ball of your choice and put it in play (its placement effect applies), then shuffle your Life Deck.</source>
        <translation>ライフデッキから好きなドラゴンボールを1つ探して場に出し（その配置時の効果が適用される）、その後ライフデッキをシャッフルする。</translation>
    </message>
    <message>
        <source>For the rest of this Combat, each attack against a hero discards {amount} life card(s) fewer.</source>
        <translation>この戦闘の残りの間、ヒーローが受ける各攻撃で捨てるライフカードは{amount}枚少なくなる。</translation>
    </message>
    <message>
        <source>When you enter Combat as the defender with a hero as your Main Personality, draw the top {amount} cards of your discard pile instead of from your Life Deck (not with fewer there).</source>
        <translation>メイン人物がヒーローで、防御側として戦闘に入るとき、ライフデッキの代わりに捨て札置き場の一番上からカードを{amount}枚引く（捨て札が足りなければ使えない）。</translation>
    </message>
    <message>
        <source>While in play, the Dragon Balls you control may not be captured.</source>
        <translation>場にある間、あなたがコントロールするドラゴンボールは捕獲されない。</translation>
    </message>
    <message>
        <source>Capture one of the Dragon Balls your opponent controls.</source>
        <translation>相手がコントロールするドラゴンボールを1つ捕獲する。</translation>
    </message>
    <message>
        <source>If the attack succeeds, capture the Dragon Ball of your opponent&apos;s that you named as you attacked.</source>
        <translation>攻撃が成功したら、攻撃時に指定した相手のドラゴンボールを捕獲する。</translation>
    </message>
    <message>
        <source>Only while you have the ally Bulma in play.</source>
        <translation>味方人物ブルマが場にいる間のみ。</translation>
    </message>
    <message>
        <source>Only while you have another Saibaimen in play as an ally.</source>
        <translation>別のサイバイマンが味方人物として場にいる間のみ。</translation>
    </message>
    <message>
        <source>Only while Goku is your Main Personality and Gohan your ally in play.</source>
        <translation>孫悟空があなたのメイン人物で、孫悟飯があなたの味方人物として場にいる間のみ。</translation>
    </message>
    <message>
        <source>To play this card, discard another card from your hand.</source>
        <translation>このカードを使うには、手札から他のカードを1枚捨てる。</translation>
    </message>
    <message>
        <source>While in play and no other Drill of its style is in play on your side, after you take damage from an energy attack, draw {amount} card(s) from the bottom of your discard pile.</source>
        <translation>場にあり、あなたの側に同じ武術スタイルの他の特訓がない間、エネルギー攻撃のダメージを受けたあと、捨て札置き場の一番下からカードを{amount}枚引く。</translation>
    </message>
    <message>
        <source>The opponent discards {count} card(s) of their choice from their hand.</source>
        <translation>相手は自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards {count} card(s) of their choice from their hand if your fighter is {name}.</source>
        <translation>自分の選手が{name}なら、相手は自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) of their choice from their hand, unless your fighter is {name}.</source>
        <translation>攻撃{attack}の使用時：自分の選手が{name}でないかぎり、相手は自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) at random from their hand if your fighter is {name}.</source>
        <translation>攻撃{attack}の使用時：自分の選手が{name}なら、相手は手札から無作為に{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>The opponent discards {count} card(s) of their choice from their hand if you have at least {least} card(s) in hand.</source>
        <translation>自分の手札が{least}枚以上なら、相手は自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>Discard {count} card(s) of your choice from your hand if you have at least {least} card(s) in hand.</source>
        <translation>自分の手札が{least}枚以上なら、自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: If the opponent has more than {keep} cards in hand, they discard cards of their choice from it until they have {keep}.</source>
        <translation>攻撃{attack}の使用時：相手の手札が{keep}枚より多いなら、相手は手札が{keep}枚になるまで自分で選んだ手札を捨て札にする</translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to make the opponent discard {count} card(s) of their choice from their hand.</source>
        <translation>自分のメインステップ：このカードを捨て札にして、相手に自分で選んだ手札{count}枚を捨て札にさせる</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) of their choice from their hand if the opposing fighter is a hero.</source>
        <translation>攻撃{attack}の使用時：相手の選手がヒーローなら、相手は自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) of their choice from their hand if you have more Spirit Energy than the opponent.</source>
        <translation>攻撃{attack}の使用時：自分の霊力が相手より多いなら、相手は自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) of their choice from their hand if they have at least {least} cards in hand.</source>
        <translation>攻撃{attack}の使用時：相手の手札が{least}枚以上なら、相手は自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>When the opponent&apos;s attack deals damage to this character as your fighter: The opponent discards {count} card(s) of their choice from their hand.</source>
        <translation>このキャラクターが自分の選手として相手の攻撃でダメージを受けた時：相手は自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>You may search your deck for up to {count} card(s) named {title} and put them into your hand.</source>
        <translation>自分のデッキから「{title}」を{count}枚まで探し、手札に加えてもよい</translation>
    </message>
    <message>
        <source>You may choose up to {count} face-up Item(s) or Technique(s) in play and discard them if your fighter is a hero.</source>
        <translation>自分の選手がヒーローなら、場の表向きのアイテムかテクニックを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>The opponent discards {count} card(s) of their choice from their hand if your fighter is a villain.</source>
        <translation>自分の選手がヴィランなら、相手は自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>Choose a character on your Sideline: it and your fighter switch places.</source>
        <translation>自分の控えのキャラクターを1人選ぶ：そのキャラクターと自分の選手を入れ替える</translation>
    </message>
    <message>
        <source>Choose a character on the opponent&apos;s Sideline: it and the opposing fighter switch places.</source>
        <translation>相手の控えのキャラクターを1人選ぶ：そのキャラクターと相手の選手を入れ替える</translation>
    </message>
    <message>
        <source>With attack {attack}: Heal {points} point(s) of damage from your {who} if in play, if you have more Spirit Energy than the opponent.</source>
        <translation>攻撃{attack}の使用時：自分の霊力が相手より多いなら、自分の{who}が場にいる時、そのキャラクターのダメージを{points}回復する</translation>
    </message>
    <message>
        <source>While this character is your fighter: +{amount} ATK to it if your {name} is in play.</source>
        <translation>このキャラクターが自分の選手である間、自分の{name}が場にいるなら、このキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>While this character is your fighter: +{amount} DEF to it if your {name} is in play.</source>
        <translation>このキャラクターが自分の選手である間、自分の{name}が場にいるなら、このキャラクターの防御力 +{amount}</translation>
    </message>
    <message>
        <source>Attack {attack} may be used only if at least {least} {thing} is attached to your fighter.</source>
        <translation>攻撃{attack}は、自分の選手に{thing}が{least}枚以上付いている時だけ使える</translation>
    </message>
    <message>
        <source>Attack {attack} may be used only if your {name} is in play.</source>
        <translation>攻撃{attack}は、自分の{name}が場にいる時だけ使える</translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} Event(s) in your discard pile and shuffle them into your deck if your {name} is in play.</source>
        <translation>攻撃{attack}の使用時：自分の{name}が場にいるなら、自分の捨て札からイベントを{count}枚選び、デッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent draws {count} card(s) if your {name} is in play.</source>
        <translation>攻撃{attack}の使用時：自分の{name}が場にいるなら、相手はカードを{count}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) of their choice from their hand, then draws {draw} card(s), if your {name} is in play.</source>
        <translation>攻撃{attack}の使用時：自分の{name}が場にいるなら、相手は自分で選んだ手札{count}枚を捨て札にし、その後カードを{draw}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards {count} card(s) of their choice from their hand.</source>
        <translation>攻撃{attack}の使用時：相手は自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>Discard {count} card(s) of your choice from your hand, unless your fighter is a hero and the opposing fighter is a villain.</source>
        <translation>自分の選手がヒーローで相手の選手がヴィランでないかぎり、自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: This attack cannot deal minimum damage.</source>
        <translation>攻撃{attack}の使用時：この攻撃は最低ダメージを与えられない</translation>
    </message>
    <message>
        <source>Until your next Draw Step, your fighter cannot be dealt minimum damage.</source>
        <translation>次の自分のドローステップまで、自分の選手は最低ダメージを受けない</translation>
    </message>
    <message>
        <source>While this character is your fighter: It cannot be dealt minimum damage.</source>
        <translation>このキャラクターが自分の選手である間、このキャラクターは最低ダメージを受けない</translation>
    </message>
    <message>
        <source>Attack {attack} may be used only if your fighter has at least {least} points of damage.</source>
        <translation>攻撃{attack}は、自分の選手のダメージが{least}点以上の時だけ使える</translation>
    </message>
    <message>
        <source>While this character is your fighter: +{amount} ATK to it if you have at most {most} characters on your Sideline.</source>
        <translation>このキャラクターが自分の選手である間、自分の控えのキャラクターが{most}人以下なら、このキャラクターの攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>While this character is your fighter: When its attack deals at least {least} point(s) of damage to the opposing fighter, that fighter takes {points} more, if you have at most {most} characters on your Sideline.</source>
        <translation>このキャラクターが自分の選手である間、自分の控えのキャラクターが{most}人以下なら、このキャラクターの攻撃が相手の選手に{least}点以上のダメージを与えた時、その選手にさらに{points}点のダメージを与える</translation>
    </message>
    <message>
        <source>With attack {attack}: If this attack deals at least {least} points of damage, the opponent loses {amount} Spirit Energy.</source>
        <translation>攻撃{attack}の使用時：この攻撃が{least}点以上のダメージを与えたなら、相手は霊力を{amount}失う</translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle every card named {title} in your discard pile into your deck.</source>
        <translation>攻撃{attack}の使用時：自分の捨て札にある「{title}」という名前を含むカードをすべてデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent switches their fighter with a character of their choice on their Sideline.</source>
        <translation>攻撃{attack}の使用時：相手は自分の控えから選んだキャラクター1人と自分の選手を入れ替える</translation>
    </message>
    <message>
        <source>When this character&apos;s attack deals damage to the opposing fighter: Switch it with a character of your choice on your Sideline that has the {team} Team Symbol.</source>
        <translation>このキャラクターの攻撃が相手の選手にダメージを与えた時：自分の控えにいる{team}のチームシンボルを持つキャラクターから1人選び、このキャラクターと入れ替える</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to your fighter for the next attack for each card chosen for this attack.</source>
        <translation>攻撃{attack}の使用時：この攻撃で選んだカード1枚につき、次の攻撃の間、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose the opponent&apos;s character in Match Slot 2 or 4: the attack hits it instead of the opposing fighter.</source>
        <translation>攻撃{attack}の使用時：相手の選手置き場2か4のキャラクターを選んでもよい：この攻撃は相手の選手ではなくそのキャラクターに当たる</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose a character on the opponent&apos;s Sideline with a card attached: the attack hits it instead of the opposing fighter.</source>
        <translation>攻撃{attack}の使用時：カードが付いている相手の控えのキャラクターを選んでもよい：この攻撃は相手の選手ではなくそのキャラクターに当たる</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose a character with damage on the opponent&apos;s Sideline: the attack hits it instead of the opposing fighter.</source>
        <translation>攻撃{attack}の使用時：ダメージを受けている相手の控えのキャラクターを選んでもよい：この攻撃は相手の選手ではなくそのキャラクターに当たる</translation>
    </message>
    <message>
        <source>In your Draw Step: Discard this card to put the bottom {count} card(s) of your discard pile into your hand.</source>
        <translation>自分のドローステップ：このカードを捨て札にして、自分の捨て札の一番下のカード{count}枚を手札に加える</translation>
    </message>
    <message>
        <source>In your Draw Step: If your fighter is {name}, choose {count} Technique(s) in your discard pile and put them into your hand.</source>
        <translation>自分のドローステップ：自分の選手が{name}なら、自分の捨て札からテクニックを{count}枚選び、手札に加える</translation>
    </message>
    <message>
        <source>With attack {attack}: Choose a face-up Item in play: the opponent pays its Spirit cost, or it is discarded if they cannot.</source>
        <translation>攻撃{attack}の使用時：場の表向きのアイテムを1枚選ぶ：相手はその霊力コストを支払う。支払えないなら、そのアイテムを捨て札にする</translation>
    </message>
    <message>
        <source>For the rest of the match, both fighters&apos; Attack Costs are {amount} lower.</source>
        <translation>この対戦の間、両方の選手の攻撃コスト -{amount}</translation>
    </message>
    <message>
        <source>Your fighter&apos;s next attack costs {amount} card(s) less.</source>
        <translation>自分の選手の次の攻撃の攻撃コスト -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: If this attack deals at least {least} point(s) of damage to the opposing fighter, that character takes {points} more at the end of your turn.</source>
        <translation>攻撃{attack}の使用時：この攻撃が相手の選手に{least}点以上のダメージを与えたなら、そのキャラクターは自分のターンの終わりにさらに{points}点のダメージを受ける</translation>
    </message>
    <message>
        <source>With attack {attack}: Your fighter takes {points} damage at the end of this turn.</source>
        <translation>攻撃{attack}の使用時：このターンの終わりに、自分の選手は{points}点のダメージを受ける</translation>
    </message>
    <message>
        <source>Play this card only to answer an attack of the opponent&apos;s.</source>
        <translation>このカードは相手の攻撃に応じる時だけプレイできる</translation>
    </message>
    <message>
        <source>-{amount} ATK to the opposing fighter until your next Draw Step for each card chosen.</source>
        <translation>選んだカード1枚につき、次の自分のドローステップまで、相手の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>While this character is your fighter: The opponent may not use an attack of more than {most} ATK.</source>
        <translation>このキャラクターが自分の選手である間、相手は攻撃力{most}を超える攻撃を使えない</translation>
    </message>
    <message>
        <source>In your Draw Step: Your fighter takes {points} damage.</source>
        <translation>自分のドローステップ：自分の選手は{points}点のダメージを受ける</translation>
    </message>
    <message>
        <source>In your Draw Step: Discard the top {count} card(s) of your deck.</source>
        <translation>自分のドローステップ：自分のデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>If you have the {team} Team Bonus, search your deck for {count} Technique(s) and attach them to your fighter without paying their Spirit Energy.</source>
        <translation>{team}のチームボーナスがあるなら、自分のデッキからテクニックを{count}枚探し、霊力を払わずに自分の選手に付ける</translation>
    </message>
    <message>
        <source>Draw {count} card(s) if the opponent has the {team} Team Bonus.</source>
        <translation>相手に{team}のチームボーナスがあるなら、カードを{count}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} face-up Item(s) in play and discard them if you have more Spirit Energy than the opponent.</source>
        <translation>攻撃{attack}の使用時：自分の霊力が相手より多いなら、場の表向きのアイテムを{count}枚まで選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>Play this card only with a character of yours in Match Slot 5.</source>
        <translation>このカードは自分の選手置き場5にキャラクターがいる時だけプレイできる</translation>
    </message>
    <message>
        <source>Your character in Match Slot 5 is discarded with every card attached to it.</source>
        <translation>自分の選手置き場5のキャラクターを、付いているカードすべてと共に捨て札にする</translation>
    </message>
    <message>
        <source>The opponent&apos;s character in Match Slot 5 is discarded with every card attached to it.</source>
        <translation>相手の選手置き場5のキャラクターを、付いているカードすべてと共に捨て札にする</translation>
    </message>
    <message>
        <source>Attack {attack} may be used only with a card to choose for it (its cost).</source>
        <translation>攻撃{attack}は、選ぶカード（そのコスト）がある時だけ使える</translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} face-down attached card(s) in play and discard them.</source>
        <translation>攻撃{attack}の使用時：場の裏向きで付いているカードを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: Every face-down card attached to the opponent&apos;s Sideline characters is discarded.</source>
        <translation>攻撃{attack}の使用時：相手の控えのキャラクターに裏向きで付いているカードをすべて捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} face-up attached card(s) in play that raise a character&apos;s DEF and discard them.</source>
        <translation>攻撃{attack}の使用時：場の表向きで付いていて、キャラクターの防御力を上げているカードを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: Every card attached to the opposing fighter that raises its DEF is discarded.</source>
        <translation>攻撃{attack}の使用時：相手の選手に付いていて、その防御力を上げているカードをすべて捨て札にする</translation>
    </message>
    <message>
        <source>While this card is attached face up: The opponent may not use Techniques.</source>
        <translation>このカードが表向きで付いている間、相手はテクニックを使えない</translation>
    </message>
    <message>
        <source>While this card is attached face up: No player can deal minimum damage.</source>
        <translation>このカードが表向きで付いている間、どのプレイヤーも最低ダメージを与えられない</translation>
    </message>
    <message>
        <source>With attack {attack}: Until your next Draw Step, the attacks of Techniques deal no damage.</source>
        <translation>攻撃{attack}の使用時：次の自分のドローステップまで、テクニックの攻撃はダメージを与えない</translation>
    </message>
    <message>
        <source>You may choose up to {count} Event(s) in your discard pile, none named {title}, and shuffle them into your deck.</source>
        <translation>自分の捨て札から「{title}」以外のイベントを{count}枚まで選び、デッキに入れてシャッフルしてもよい</translation>
    </message>
    <message>
        <source>You may play no more Events this turn.</source>
        <translation>このターン、これ以上イベントをプレイできない</translation>
    </message>
    <message>
        <source>When the opponent attacks this character as your fighter: Discard the top {count} card(s) of your deck; the attack gets -{amount} ATK for each Technique among them.</source>
        <translation>このキャラクターが自分の選手として相手に攻撃された時：自分のデッキの上から{count}枚を捨て札にする。その中のテクニック1枚につき、その攻撃の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>If both fighters are villains: for the rest of the game, the attacks of villain fighters get +{amount} ATK.</source>
        <translation>両方の選手がヴィランなら：このゲームの間、ヴィランの選手の攻撃の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>For the rest of the match, no player may use a card that discards cards from the opponent&apos;s deck.</source>
        <translation>この対戦の間、どのプレイヤーも相手のデッキのカードを捨て札にするカードを使えない</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent shuffles {count} card(s) of their choice from their hand into their deck.</source>
        <translation>攻撃{attack}の使用時：相手は自分で選んだ手札{count}枚を自分のデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent chooses: they discard {count} card(s) of their choice from their hand, or they lose {amount} Spirit Energy.</source>
        <translation>攻撃{attack}の使用時：相手は、自分で選んだ手札{count}枚を捨て札にするか、霊力を{amount}失うかを選ぶ</translation>
    </message>
    <message>
        <source>With attack {attack}: If more than {keep} cards are attached to the opposing fighter, the opponent discards attached cards of their choice until {keep} are left.</source>
        <translation>攻撃{attack}の使用時：相手の選手に{keep}枚より多くのカードが付いているなら、相手は付いているカードが{keep}枚になるまで、自分で選んだそのカードを捨て札にする</translation>
    </message>
    <message>
        <source>Choose {count} card(s) attached to your characters in play and shuffle them into their owner&apos;s deck.</source>
        <translation>場の自分のキャラクターに付いているカード{count}枚を選び、持ち主のデッキに入れてシャッフルする</translation>
    </message>
    <message>
        <source>While this card is attached, {title} may not be played by the opponent.</source>
        <translation>このカードが付いている間、相手は{title}をプレイできない</translation>
    </message>
    <message>
        <source>In your Main Step: If your Match Slot 5 is empty, discard this card to search your deck for a character and put it into your Match Slot 5 face down.</source>
        <translation>自分のメインステップ：自分の選手置き場5が空なら、このカードを捨て札にして、自分のデッキからキャラクターを1枚探し、裏向きで選手置き場5に置く</translation>
    </message>
    <message>
        <source>In your Main Step: Discard this card to choose two of your characters on your Sideline: they trade Match Slots, with the cards attached to them.</source>
        <translation>自分のメインステップ：このカードを捨て札にして、自分の控えのキャラクター2人を選ぶ。その2人は、付いているカードごと選手置き場を入れ替える</translation>
    </message>
    <message>
        <source>+{amount} ATK to your attacks until the match ends; at the start of each of your later turns in this match, this bonus loses {step} (not below 0).</source>
        <translation>この対戦の終わりまで、自分の攻撃の攻撃力 +{amount}。この対戦の以後の自分のターンの開始時ごとに、このボーナスは{step}減る（0未満にはならない）</translation>
    </message>
    <message>
        <source>Until the match ends, the opponent has a Team Bonus only with at least {least} of their characters in play sharing its Team Symbol.</source>
        <translation>この対戦の終わりまで、相手は、同じチームシンボルを持つ場のキャラクターが{least}人以上いる場合にだけ、そのチームボーナスを得る</translation>
    </message>
    <message>
        <source>With attack {attack}: Until the end of your next turn, no player may play Events.</source>
        <translation>攻撃{attack}の使用時：次の自分のターンの終わりまで、どのプレイヤーもイベントをプレイできない</translation>
    </message>
    <message>
        <source>With attack {attack}: If the opponent attacked in their last turn, you may choose a character on the opponent&apos;s Sideline for this attack to hit instead of their fighter.</source>
        <translation>攻撃{attack}の使用時：相手が直前の自分のターンに攻撃していたなら、相手の選手の代わりにこの攻撃を受ける相手の控えのキャラクターを1人選んでもよい</translation>
    </message>
    <message>
        <source>Your Main Step ends now, and the Main Steps of the next {count} turns (both players&apos;) are skipped.</source>
        <translation>自分のメインステップはただちに終わり、次の{count}ターン（両プレイヤーのターン）のメインステップは飛ばされる</translation>
    </message>
    <message>
        <source>+{amount} ATK to your attacks this turn for each card you play after this one in this Main Step.</source>
        <translation>このターンの間、このメインステップでこのカードの後に自分がプレイしたカード1枚につき、自分の攻撃の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>+{amount} ATK to your attacks this turn for each card raising an Attack Value that you play after this one this turn.</source>
        <translation>このターンの間、このターンにこのカードの後に自分がプレイした攻撃力を上げるカード1枚につき、自分の攻撃の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>If the match in the Arena ends this turn, the opponent switches the character that comes in for the next match with another character of their Sideline, of their choice.</source>
        <translation>このターンにアリーナの対戦が終わったなら、相手は次の対戦に出てくるキャラクターを、自分で選んだ控えの別のキャラクターと入れ替える</translation>
    </message>
    <message>
        <source>If you have exactly {spirit} Spirit Energy once this card is paid, choose {count} card(s) in your discard pile and put them into your hand.</source>
        <translation>このカードのコストを払った後の自分の霊力がちょうど{spirit}なら、自分の捨て札のカード{count}枚を選び、手札に加える</translation>
    </message>
    <message>
        <source>Choose one of your characters in play with a Team Symbol: each of your characters in play without one has that Team Symbol for the rest of the game.</source>
        <translation>チームシンボルを持つ場の自分のキャラクターを1人選ぶ。チームシンボルを持たない場の自分のキャラクターは、ゲームの終わりまでそのチームシンボルを持つ</translation>
    </message>
    <message>
        <source>While this card is attached, the opponent discards {count} card(s) of their choice from their hand to play an Event.</source>
        <translation>このカードが付いている間、相手はイベントをプレイするために、自分で選んだ手札{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>In your Main Step, this card is attached to the opposing fighter (you pay for it); the opponent never uses it.</source>
        <translation>自分のメインステップに、このカードは相手の選手に付けられる（霊力は自分が払う）。相手はこのカードを使えない</translation>
    </message>
    <message>
        <source>With attack {attack}: At the end of this turn, this card is attached to the opposing fighter; the opponent never uses it.</source>
        <translation>攻撃{attack}の使用時：このターンの終わりに、このカードは相手の選手に付けられる。相手はこのカードを使えない</translation>
    </message>
    <message>
        <source>While this card is attached to the opposing fighter, the opponent discards the top {count} card(s) of their deck at the end of each of their turns.</source>
        <translation>このカードが相手の選手に付いている間、相手は自分のターンの終わりごとに、自分のデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>If the opponent played a card in their last turn for an attack dealing more damage (Overwhelming Kill, Power Strike) and no attack of theirs met its requirement, deal {points} point(s) of damage to the opposing fighter.</source>
        <translation>相手が直前の自分のターンに攻撃のダメージを増やすカード（圧殺、パワーストライク）をプレイし、相手のどの攻撃もその条件を満たさなかったなら、相手の選手に{points}ダメージを与える</translation>
    </message>
    <message>
        <source>With attack {attack}: Discard every card attached to either fighter (this card at the end of the turn).</source>
        <translation>攻撃{attack}の使用時：両方の選手に付いているカードをすべて捨て札にする（このカードはターンの終わりに）</translation>
    </message>
    <message>
        <source>In your Attack Step: If your fighter is {name}, discard this card to double the Attack Value of your next attack this turn (once a turn).</source>
        <translation>自分のアタックステップ：自分の選手が{name}なら、このカードを捨て札にして、このターンの自分の次の攻撃の攻撃力を2倍にする（1ターンに1回）</translation>
    </message>
    <message>
        <source>You may choose a card of your hand and discard it.</source>
        <translation>自分の手札を1枚選んで捨て札にしてもよい</translation>
    </message>
    <message>
        <source>If you did, your fighter&apos;s attacks gain this turn the printed Attack Value of the strongest attack of your face-up characters on your Sideline.</source>
        <translation>そうしたなら、このターンの間、自分の選手の攻撃は、自分の控えの表向きのキャラクターの最も強い攻撃の印刷された攻撃力を得る</translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: You may pay {count} Spirit Energy to use it (it stays attached).</source>
        <translation>このアイテムが自分の選手に表向きで付いている間、自分のドローステップごとに1回：霊力を{count}払って使ってもよい（このカードは付いたまま）</translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: You may use it (it stays attached).</source>
        <translation>このアイテムが自分の選手に表向きで付いている間、自分のドローステップごとに1回：使ってもよい（このカードは付いたまま）</translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: Look at the top {count} cards of the opponent&apos;s deck and put them back on top in the order you choose.</source>
        <translation>このアイテムが自分の選手に表向きで付いている間、自分のドローステップごとに1回：相手のデッキの上から{count}枚を見て、好きな順番でデッキの上に戻す</translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: You may use it (it stays attached) if you have at least {least} character(s) on your Sideline.</source>
        <translation>このアイテムが自分の選手に表向きで付いている間、自分のドローステップごとに1回：自分の控えにキャラクターが{least}体以上いるなら、使ってもよい（このカードは付いたまま）</translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: Deal {points} point(s) of damage to a character of your choice on your Sideline.</source>
        <translation>このアイテムが自分の選手に表向きで付いている間、自分のドローステップごとに1回：自分の控えのキャラクター1体を選び、{points}ダメージを与える</translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: Then heal {points} damage on your fighter.</source>
        <translation>このアイテムが自分の選手に表向きで付いている間、自分のドローステップごとに1回：その後、自分の選手のダメージを{points}回復する</translation>
    </message>
    <message>
        <source>Once in each of your Draw Steps, while this Item is attached face up to your fighter: Deal {points} point(s) of damage to a character of your choice on the opponent&apos;s Sideline.</source>
        <translation>このアイテムが自分の選手に表向きで付いている間、自分のドローステップごとに1回：相手の控えのキャラクター1体を選び、{points}ダメージを与える</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose up to {count} {title} card(s) in your discard pile and shuffle them into your deck.</source>
        <translation>攻撃{attack}の使用時：自分の捨て札から「{title}」を{count}枚まで選び、デッキに入れてシャッフルしてもよい</translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your Main Steps: You may discard {count} card(s) from your hand to use it.</source>
        <translation>控え効果（自分のメインステップごとに1回）：手札を{count}枚捨て札にして使ってもよい</translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your Main Steps: Search your deck for {count} {title} card(s) and put them into your hand.</source>
        <translation>控え効果（自分のメインステップごとに1回）：自分のデッキから「{title}」を{count}枚探し、手札に加える</translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} face-up Item(s) in play and attach them to this character.</source>
        <translation>攻撃{attack}の使用時：場の表向きのアイテムを{count}枚選び、このキャラクターに付ける</translation>
    </message>
    <message>
        <source>In your End Step, while this character is your fighter: You may use this only if you used the attack {thing} this turn.</source>
        <translation>自分のエンドステップ（このキャラクターが選手の間）：このターンに攻撃「{thing}」を使ったときだけ使える</translation>
    </message>
    <message>
        <source>In your End Step, while this character is your fighter: Switch it with a character of your choice on your Sideline.</source>
        <translation>自分のエンドステップ（このキャラクターが選手の間）：このキャラクターを、自分が選んだ控えのキャラクターと入れ替える</translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your Main Steps: Discard up to {count} card(s) of your choice from your hand.</source>
        <translation>控え効果（自分のメインステップごとに1回）：手札から好きなカードを{count}枚まで捨て札にする</translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your Main Steps: Then draw as many cards as you discarded.</source>
        <translation>控え効果（自分のメインステップごとに1回）：その後、捨て札にした枚数だけカードを引く</translation>
    </message>
    <message>
        <source>With attack {attack}: You may search your deck for up to {count} Item(s) and put them into your hand if your {name} is in play.</source>
        <translation>攻撃{attack}の使用時：自分の{name}が場にいるなら、自分のデッキからアイテムを{count}枚まで探し、手札に加えてもよい</translation>
    </message>
    <message>
        <source>Sideline Effect, at the start of the opponent&apos;s Draw Step: The opponent discards {count} card(s) of their choice from their hand, then draws {draw} card(s), if your {name} is in play.</source>
        <translation>控え効果（相手のドローステップの開始時）：自分の{name}が場にいるなら、相手は手札から自分で選んだ{count}枚を捨て札にし、その後カードを{draw}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent discards the top {count} card(s) of their deck for each Event you discarded from your deck this way.</source>
        <translation>攻撃{attack}の使用時：こうして自分のデッキから捨て札にしたイベント1枚につき、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>Once in each of your Main Steps, while this character is your fighter: You may discard {count} card(s) at random from your hand to use this.</source>
        <translation>自分のメインステップごとに1回（このキャラクターが選手の間）：手札から無作為に{count}枚を捨て札にして使ってもよい</translation>
    </message>
    <message>
        <source>Once in each of your Main Steps, while this character is your fighter: You may use this.</source>
        <translation>自分のメインステップごとに1回（このキャラクターが選手の間）：使ってもよい</translation>
    </message>
    <message>
        <source>Once in each of your Main Steps, while this character is your fighter: Search your deck for {count} {title} card(s) and put them into your hand.</source>
        <translation>自分のメインステップごとに1回（このキャラクターが選手の間）：デッキから「{title}」のカードを{count}枚探して手札に加える</translation>
    </message>
    <message>
        <source>Once in each of your Main Steps, while this character is your fighter: The opponent discards {count} card(s) of their choice from their hand.</source>
        <translation>自分のメインステップごとに1回（このキャラクターが選手の間）：相手は手札から自分で選んだ{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>Once in each of your Attack Steps, while this character is your fighter: You may discard {count} card(s) from your hand to use this.</source>
        <translation>自分のアタックステップごとに1回（このキャラクターが選手の間）：手札を{count}枚捨て札にして使ってもよい</translation>
    </message>
    <message>
        <source>Once in each of your Attack Steps, while this character is your fighter: Choose up to {count} face-down attached card(s) in play and discard them.</source>
        <translation>自分のアタックステップごとに1回（このキャラクターが選手の間）：場に裏向きで付いているカードを{count}枚まで選んで捨て札にする</translation>
    </message>
    <message>
        <source>Once in each of your Attack Steps, while this character is your fighter: The opponent discards the top {count} card(s) of their deck for each Item discarded this way.</source>
        <translation>自分のアタックステップごとに1回（このキャラクターが選手の間）：こうして捨て札にしたアイテム1枚につき、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter for the next attack for each Event in your discard pile if you have the {team} Team Bonus.</source>
        <translation>攻撃{attack}の使用時：{team}のチームボーナスがあるなら、次の攻撃の間、自分の捨て札のイベント1枚につき、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your End Steps: If you have the {team} Team Bonus, you may discard {count} Event(s) from your hand to use it.</source>
        <translation>控え効果（自分のエンドステップごとに1回）：{team}のチームボーナスがあるなら、手札のイベントを{count}枚捨て札にして使ってもよい</translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your End Steps: Search your deck for {count} card(s) and put them into your hand.</source>
        <translation>控え効果（自分のエンドステップごとに1回）：自分のデッキからカードを{count}枚探し、手札に加える</translation>
    </message>
    <message>
        <source>Play this card only in your End Step, if you made no attack this turn; you may play a card of this name only once a game.</source>
        <translation>このカードは、このターンに攻撃していないときに自分のエンドステップでだけ使える。同じ名前のカードは1ゲームに1回しか使えない</translation>
    </message>
    <message>
        <source>You may choose up to {count} card(s) in your discard pile and shuffle them into your deck.</source>
        <translation>自分の捨て札からカードを{count}枚まで選び、デッキに入れてシャッフルしてもよい</translation>
    </message>
    <message>
        <source>With attack {attack}: Every character in play heals {points} damage.</source>
        <translation>攻撃{attack}の使用時：場のすべてのキャラクターのダメージを{points}回復する</translation>
    </message>
    <message>
        <source>Sideline Effect, at the start of the opponent&apos;s Draw Step: Draw {count} card(s) if your {name} is in play.</source>
        <translation>控え効果（相手のドローステップの開始時）：自分の{name}が場にいるなら、カードを{count}枚引く</translation>
    </message>
    <message>
        <source>Sideline Effect, at your Draw Step: The opponent draws {count} card(s) if your {name} is in play.</source>
        <translation>控え効果（自分のドローステップ）：自分の{name}が場にいるなら、相手はカードを{count}枚引く</translation>
    </message>
    <message>
        <source>Sideline Effect: Every attack of either player costs {amount} card(s) fewer if your {name} is in play.</source>
        <translation>控え効果：自分の{name}が場にいるなら、両プレイヤーのすべての攻撃の攻撃コスト -{amount}</translation>
    </message>
    <message>
        <source>Sideline Effect, at the end of the opponent&apos;s turn: The opponent draws {count} card(s) if your {name} is in play.</source>
        <translation>控え効果（相手のターンの終了時）：自分の{name}が場にいるなら、相手はカードを{count}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: Attach the Items discarded this way from your deck to your fighter, their Spirit Energy unpaid.</source>
        <translation>攻撃{attack}の使用時：こうして自分のデッキから捨て札にしたアイテムを、霊力を払わずに自分の選手に付ける</translation>
    </message>
    <message>
        <source>Sideline Effect: Each time this character takes damage in the opponent&apos;s turn, the opposing fighter takes {points} damage, if your {name} is in play.</source>
        <translation>控え効果：自分の{name}が場にいるなら、相手のターンにこのキャラクターがダメージを受けるたびに、相手の選手に{points}ダメージ</translation>
    </message>
    <message>
        <source>Sideline Effect: Each time an attack of your fighter {who} deals damage, draw {count} card(s).</source>
        <translation>控え効果：自分の選手の{who}の攻撃がダメージを与えるたびに、カードを{count}枚引く</translation>
    </message>
    <message>
        <source>Sideline Effect: Each time your {who} in play takes damage, this character takes as much.</source>
        <translation>控え効果：場にいる自分の{who}がダメージを受けるたびに、このキャラクターも同じだけダメージを受ける</translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your Draw Steps: The opponent shuffles a card at random from their hand into their deck, then draws a card.</source>
        <translation>控え効果（自分のドローステップごとに1回）：相手は手札から無作為に1枚をデッキに入れてシャッフルし、その後カードを1枚引く</translation>
    </message>
    <message>
        <source>Sideline Effect: Every fighter with the {team} Team Symbol has +{atk} ATK on its attacks and +{defense} DEF, if your {name} is in play.</source>
        <translation>控え効果：自分の{name}が場にいるなら、{team}のチームシンボルを持つすべての選手の攻撃力 +{atk}、防御力 +{defense}</translation>
    </message>
    <message>
        <source>With attack {attack}: Each of your characters in play gets +{amount} DEF for the rest of the game if your {name} is in play.</source>
        <translation>攻撃{attack}の使用時：自分の{name}が場にいるなら、このゲームの間、場の自分のキャラクターそれぞれの防御力 +{amount}</translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your End Steps: Discard the top {count} card(s) of your deck.</source>
        <translation>控え効果（自分のエンドステップごとに1回）：自分のデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your End Steps: The opponent draws {count} card(s) for each Item or Technique discarded this way.</source>
        <translation>控え効果（自分のエンドステップごとに1回）：こうして捨て札にしたアイテムかテクニック1枚につき、相手はカードを{count}枚引く</translation>
    </message>
    <message>
        <source>Sideline Effect, once in each of your End Steps: The opponent draws {count} more card(s) for each Item or Technique discarded this way if your {name} is in play.</source>
        <translation>控え効果（自分のエンドステップごとに1回）：自分の{name}が場にいるなら、こうして捨て札にしたアイテムかテクニック1枚につき、相手はさらにカードを{count}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: If you used {thing} at least {least} time(s) in your last turn, put the bottom {count} card(s) of your discard pile into your hand.</source>
        <translation>攻撃{attack}の使用時：直前の自分のターンに「{thing}」を{least}回以上使っていたなら、自分の捨て札の一番下から{count}枚を手札に加える</translation>
    </message>
    <message>
        <source>With attack {attack}: Gain {amount} Spirit Energy if the opponent used an attack in their last turn.</source>
        <translation>攻撃{attack}の使用時：相手が相手の前のターンに攻撃を使っていたなら、霊力を{amount}得る</translation>
    </message>
    <message>
        <source>With attack {attack}: The opponent loses {amount} Spirit Energy if they used an attack in their last turn.</source>
        <translation>攻撃{attack}の使用時：相手が相手の前のターンに攻撃を使っていたなら、相手は霊力を{amount}失う</translation>
    </message>
    <message>
        <source>With attack {attack}: If the opponent used an attack in their last turn, minimum damage for this attack costs no cards from your hand.</source>
        <translation>攻撃{attack}の使用時：相手が相手の前のターンに攻撃を使っていたなら、この攻撃の最低ダメージは手札を捨てずに与えられる</translation>
    </message>
    <message>
        <source>With attack {attack}: At the end of this turn, draw {count} card(s) if the opponent then has more cards in hand than you.</source>
        <translation>攻撃{attack}の使用時：このターンの終わりに、そのとき相手の手札が自分の手札より多いなら、カードを{count}枚引く</translation>
    </message>
    <message>
        <source>If the opponent has the {team} Team Bonus: draw {count} card(s) at the end of each of the opponent&apos;s turns for the rest of this match.</source>
        <translation>相手に{team}のチームボーナスがあるなら：この対戦の間、相手のターンの終わりごとにカードを{count}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: -{amount} ATK to your fighter for the next attack for each Event this attack discarded from the top of your deck.</source>
        <translation>攻撃{attack}の使用時：この攻撃で自分のデッキの上から捨て札にしたイベント1枚につき、次の攻撃の間、自分の選手の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: Choose {count} card(s) in your hand and discard them.</source>
        <translation>攻撃{attack}の使用時：手札からカードを{count}枚選んで捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: +{amount} ATK to your fighter until your next Draw Step for each Item among the cards chosen for this attack.</source>
        <translation>攻撃{attack}の使用時：この攻撃で選んだカードのうちアイテム1枚につき、次の自分のドローステップまで、自分の選手の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>In your Draw Step: If your Match Slot 5 is empty, discard this card to search your deck or discard pile for a character and put it into your Match Slot 5 face down.</source>
        <translation>自分のドローステップ：自分の選手置き場5が空なら、このカードを捨て札にして、自分のデッキか捨て札からキャラクターを1枚探し、裏向きで選手置き場5に置く</translation>
    </message>
    <message>
        <source>If the opposing fighter has at most {most} damage and the opponent has more cards in their deck than you: during the opponent&apos;s next turn, your characters take at most {points} point(s) of damage at a time.</source>
        <translation>相手の選手のダメージが{most}以下で、相手のデッキの枚数が自分より多いなら：相手の次のターンの間、自分のキャラクターが一度に受けるダメージは最大{points}点になる</translation>
    </message>
    <message>
        <source>If your fighter is {name}: during the opponent&apos;s next turn, your characters take no damage.</source>
        <translation>自分の選手が{name}なら：相手の次のターンの間、自分のキャラクターはダメージを受けない</translation>
    </message>
    <message>
        <source>If all your characters in play are heroes: for the rest of the match, your characters on the Sideline cannot be dealt damage.</source>
        <translation>自分の場のキャラクターがすべてヒーローなら：この対戦の間、自分の控えのキャラクターはダメージを受けない</translation>
    </message>
    <message>
        <source>This card cannot be played while your {name} is face up in your Winner&apos;s Circle.</source>
        <translation>自分の{name}が勝者置き場に表向きである間、このカードはプレイできない</translation>
    </message>
    <message>
        <source>This card cannot be played once you have played {least} Event(s) this turn: it must be your first.</source>
        <translation>このターンにイベントを{least}枚以上プレイしていたら、このカードはプレイできない（最初のイベントでなければならない）</translation>
    </message>
    <message>
        <source>If your fighter&apos;s Defense Value is greater than the opposing fighter&apos;s, deal {points} point(s) of damage to the opposing fighter.</source>
        <translation>自分の選手の防御力が相手の選手の防御力より大きいなら、相手の選手に{points}点のダメージを与える</translation>
    </message>
    <message>
        <source>While this character is your fighter: The opponent may not attack while {thing} is face up in play and you dealt damage to the opposing fighter in your last turn.</source>
        <translation>このキャラクターが選手の間：{thing}が表向きで場にあり、直前の自分のターンに相手の選手にダメージを与えていたなら、相手は攻撃できない</translation>
    </message>
    <message>
        <source>This card cannot be played once its effect is going (one copy a game).</source>
        <translation>このカードの効果が続いている間は、このカードはプレイできない（1ゲームに1枚まで）</translation>
    </message>
    <message>
        <source>For the rest of the game, while you have no Team Bonus: your attacks get +{amount} ATK and you draw {count} card(s) each time you use an attack.</source>
        <translation>このゲームの間、自分にチームボーナスがないかぎり：自分の攻撃の攻撃力 +{amount}、攻撃を使うたびにカードを{count}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: Discard cards from the top of your deck until you discard an Item, and attach that Item to your fighter without paying its Spirit Energy.</source>
        <translation>攻撃{attack}の使用時：アイテムが捨て札になるまで自分のデッキの上からカードを捨て札にし、そのアイテムを霊力を払わずに自分の選手に付ける</translation>
    </message>
    <message>
        <source>With attack {attack}: Shuffle the top {count} cards of your discard pile into your deck and gain {amount} Spirit Energy for each Item among them.</source>
        <translation>攻撃{attack}の使用時：自分の捨て札置き場の上から{count}枚をデッキに混ぜ、その中のアイテム1枚につき霊力を{amount}得る</translation>
    </message>
    <message>
        <source>With attack {attack}: If you used {thing} at least {least} time(s) in your last turn, the opponent discards the top {count} card(s) of their deck.</source>
        <translation>攻撃{attack}の使用時：自分の前のターンに{thing}を{least}回以上使ったなら、相手はデッキの上から{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>With attack {attack}: You may discard a card of your hand to discard a face-up Item in play.</source>
        <translation>攻撃{attack}の使用時：手札を1枚捨て札にして、場の表向きのアイテムを1枚捨て札にしてもよい</translation>
    </message>
    <message>
        <source>Choose one of your characters with cards attached and one of your Sideline characters: every card attached to the first goes face down under the second.</source>
        <translation>カードが付いている自分のキャラクター1体と自分の控えのキャラクター1体を選ぶ：前者に付いているカードをすべて裏向きで後者に付ける</translation>
    </message>
    <message>
        <source>Until the beginning of your next turn, no player may use Items or Techniques (no Technique attack, no use of an attached card).</source>
        <translation>自分の次のターンの開始まで、どのプレイヤーもアイテムとテクニックを使えない（テクニックの攻撃も、付いているカードの使用もできない）</translation>
    </message>
    <message>
        <source>With attack {attack}: In your next turn, the attacks of your Technique {title} get +{amount} ATK.</source>
        <translation>攻撃{attack}の使用時：自分の次のターンに、自分のテクニック「{title}」の攻撃の攻撃力 +{amount}</translation>
    </message>
    <message>
        <source>In your Draw Step: Discard a card at random from your hand and the top card of your deck; if both are Events, draw {count} card(s).</source>
        <translation>自分のドローステップ：手札からランダムに1枚とデッキの一番上のカードを捨て札にする。その2枚がどちらもイベントなら、カードを{count}枚引く</translation>
    </message>
    <message>
        <source>With attack {attack}: You may have the opponent switch their fighter with a Sideline character of their choice; if you do, -{amount} ATK for this attack.</source>
        <translation>攻撃{attack}の使用時：相手に、相手の選手と相手が選んだ控えのキャラクターを入れ替えさせてもよい。そうしたなら、この攻撃の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: You may choose a character on the opponent&apos;s Sideline to switch with their fighter now and one on yours to switch with your fighter at the end of this turn; if you do, -{amount} ATK for this attack.</source>
        <translation>攻撃{attack}の使用時：相手の控えのキャラクター1体を選んで今すぐ相手の選手と入れ替え、自分の控えのキャラクター1体を選んでこのターンの終わりに自分の選手と入れ替えてもよい。そうしたなら、この攻撃の攻撃力 -{amount}</translation>
    </message>
    <message>
        <source>With attack {attack}: If you used {thing} this match: at the end of this turn, if the opponent then has more cards in hand than you, draw until you have as many.</source>
        <translation>攻撃{attack}の使用時：この対戦で{thing}を使っていたなら：このターンの終わりに、そのとき相手の手札が自分の手札より多ければ、同じ枚数になるまでカードを引く</translation>
    </message>
    <message>
        <source>Put the bottom {count} card(s) of your discard pile into your hand.</source>
        <translation>自分の捨て札置き場の一番下から{count}枚を手札に加える</translation>
    </message>
    <message>
        <source>The opponent puts the bottom {count} card(s) of their discard pile into their hand.</source>
        <translation>相手は捨て札置き場の一番下から{count}枚を手札に加える</translation>
    </message>
    <message>
        <source>If you have the {team} Team Bonus, choose {count} card(s) in the opponent&apos;s discard pile and put them on top of their deck; if the opponent has the {team2} Team Bonus, you may choose up to {count2} card(s) in your discard pile and shuffle them into your deck.</source>
        <translation>自分に{team}のチームボーナスがあるなら、相手の捨て札からカードを{count}枚選び、相手のデッキの一番上に置く。相手に{team2}のチームボーナスがあるなら、自分の捨て札からカードを{count2}枚まで選び、自分のデッキに混ぜてもよい</translation>
    </message>
    <message>
        <source>Choose {count} Technique(s) in your discard pile and {count2} in the opponent&apos;s: each player shuffles theirs into their deck.</source>
        <translation>自分の捨て札からテクニックを{count}枚、相手の捨て札からテクニックを{count2}枚選ぶ：各プレイヤーは自分のものをデッキに混ぜる</translation>
    </message>
    <message>
        <source>Choose {a}, {b} or {c} cards of your discard pile and put them on top of your deck in the order you choose; as many cards of the opponent&apos;s discard pile, chosen by you, are shuffled into their deck.</source>
        <translation>自分の捨て札からカードを{a}枚、{b}枚、または{c}枚選び、好きな順番で自分のデッキの一番上に置く。相手の捨て札から同じ枚数のカードを自分が選び、相手のデッキに混ぜる</translation>
    </message>
    <message>
        <source>If you have the {team} Team Bonus, you may attach an Item of your discard pile face down to one of your Sideline characters without paying; if the opponent has the {team2} Team Bonus, you may discard up to {count} face-up Technique(s) in play and heal {points} damage of one of your characters.</source>
        <translation>自分に{team}のチームボーナスがあるなら、自分の捨て札のアイテム1枚を霊力を払わずに自分の控えのキャラクター1体に裏向きで付けてもよい。相手に{team2}のチームボーナスがあるなら、場の表向きのテクニックを{count}枚まで捨て札にし、自分のキャラクター1体のダメージを{points}回復してもよい</translation>
    </message>
</context>
<context>
    <name>EffectName</name>
    <message>
        <source>Storm of Torment</source>
        <translation>苦悶の嵐</translation>
    </message>
    <message>
        <source>Earthen Crush</source>
        <translation>土の粉砕</translation>
    </message>
    <message>
        <source>Masho</source>
        <translation>魔性使い</translation>
    </message>
    <message>
        <source>Street Fighting</source>
        <translation>喧嘩殺法</translation>
    </message>
    <message>
        <source>Headbutt</source>
        <translation>頭突き</translation>
    </message>
    <message>
        <source>Rose Whip</source>
        <translation>ローズウィップ</translation>
    </message>
    <message>
        <source>Banshee Shriek</source>
        <translation>バンシーの叫び</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>鎧</translation>
    </message>
    <message>
        <source>Angel Blades</source>
        <translation>天使の刃</translation>
    </message>
    <message>
        <source>Armor Of The Ape</source>
        <translation>猿の鎧</translation>
    </message>
    <message>
        <source>Asato Kido&apos;s Territory</source>
        <translation>城戸のテリトリー</translation>
    </message>
    <message>
        <source>Botan</source>
        <translation>ぼたん</translation>
    </message>
    <message>
        <source>Botan The Lovely</source>
        <translation>ぼたん（可憐）</translation>
    </message>
    <message>
        <source>Breaking Point</source>
        <translation>ブレイキング・ポイント</translation>
    </message>
    <message>
        <source>Bui</source>
        <translation>武威</translation>
    </message>
    <message>
        <source>Cape Of No Return</source>
        <translation>帰らずのマント</translation>
    </message>
    <message>
        <source>Chu</source>
        <translation>酎</translation>
    </message>
    <message>
        <source>Combat Knives</source>
        <translation>戦闘用ナイフ</translation>
    </message>
    <message>
        <source>Flames Of Power</source>
        <translation>力の炎</translation>
    </message>
    <message>
        <source>Genkai</source>
        <translation>幻海</translation>
    </message>
    <message>
        <source>Ichigaki</source>
        <translation>Dr.イチガキ</translation>
    </message>
    <message>
        <source>Jin</source>
        <translation>陣</translation>
    </message>
    <message>
        <source>Kayko The Cute</source>
        <translation>雪村螢子（愛らしさ）</translation>
    </message>
    <message>
        <source>Koenma</source>
        <translation>コエンマ</translation>
    </message>
    <message>
        <source>Kurama</source>
        <translation>蔵馬</translation>
    </message>
    <message>
        <source>Kuwabara</source>
        <translation>桑原</translation>
    </message>
    <message>
        <source>Kuwabara&apos;s Inspiration</source>
        <translation>桑原のひらめき</translation>
    </message>
    <message>
        <source>Ogre Killer</source>
        <translation>鬼殺し</translation>
    </message>
    <message>
        <source>Onji</source>
        <translation>怨爺</translation>
    </message>
    <message>
        <source>Rando</source>
        <translation>乱童</translation>
    </message>
    <message>
        <source>Risho</source>
        <translation>吏将</translation>
    </message>
    <message>
        <source>Rokuyukai</source>
        <translation>六遊怪</translation>
    </message>
    <message>
        <source>Rose</source>
        <translation>薔薇（ローズ）</translation>
    </message>
    <message>
        <source>Saint Beasts</source>
        <translation>四聖獣</translation>
    </message>
    <message>
        <source>Sakyo</source>
        <translation>左京</translation>
    </message>
    <message>
        <source>Sarayashki</source>
        <translation>皿屋敷</translation>
    </message>
    <message>
        <source>School Girl Outfit</source>
        <translation>女学生の制服</translation>
    </message>
    <message>
        <source>Shibattou Shining Sword</source>
        <translation>シバットウの輝く剣</translation>
    </message>
    <message>
        <source>Shishi</source>
        <translation>死々若丸</translation>
    </message>
    <message>
        <source>Mind Games</source>
        <translation>心理戦</translation>
    </message>
    <message>
        <source>Quick Blow</source>
        <translation>素早い一撃</translation>
    </message>
    <message>
        <source>Tail Whip</source>
        <translation>尻尾の鞭</translation>
    </message>
    <message>
        <source>Toguro</source>
        <translation>戸愚呂</translation>
    </message>
    <message>
        <source>Urameshi</source>
        <translation>浦飯</translation>
    </message>
    <message>
        <source>Uraotogi</source>
        <translation>裏御伽</translation>
    </message>
    <message>
        <source>Yoko</source>
        <translation>妖狐</translation>
    </message>
    <message>
        <source>Yusuke</source>
        <translation>幽助</translation>
    </message>
    <message>
        <source>Yusuke Recourceful Apprentice</source>
        <translation>浦飯幽助（機転の利く弟子）</translation>
    </message>
    <message>
        <source>Yuu Kaitou&apos;s Territory</source>
        <translation>海藤のテリトリー</translation>
    </message>
    <message>
        <source>Dragon of the Darkness Flame</source>
        <translation>邪王炎殺黒龍波</translation>
    </message>
    <message>
        <source>Hiei</source>
        <translation>飛影</translation>
    </message>
    <message>
        <source>Yukina Ice Princess</source>
        <translation>雪菜（氷女）</translation>
    </message>
    <message>
        <source>Death Seed</source>
        <translation>死の種</translation>
    </message>
    <message>
        <source>Hiei Unpredictable Warrior</source>
        <translation>飛影（神出鬼没の戦士）</translation>
    </message>
    <message>
        <source>Koenma Noble Leader</source>
        <translation>コエンマ（気高き指導者）</translation>
    </message>
    <message>
        <source>Kuwabara Honorable Friend</source>
        <translation>桑原和真（義理堅い友）</translation>
    </message>
    <message>
        <source>Whip</source>
        <translation>鞭（ウィップ）</translation>
    </message>
    <message>
        <source>Flashback</source>
        <translation>回想</translation>
    </message>
    <message>
        <source>Good Ref</source>
        <translation>名審判</translation>
    </message>
    <message>
        <source>Halt!</source>
        <extracomment>The card names these sentences hold (``{title}``), as in :mod:`.effect_messages_names`.</extracomment>
        <translation>待て！</translation>
    </message>
    <message>
        <source>Hide</source>
        <extracomment>The names these sentences hold (see :mod:`.effect_messages_names`).</extracomment>
        <translation>隠れ身</translation>
    </message>
    <message>
        <source>Kurama Caring Fighter</source>
        <translation>蔵馬（優しき戦士）</translation>
    </message>
    <message>
        <source>Power Serum</source>
        <translation>パワー血清</translation>
    </message>
    <message>
        <source>Suzaku</source>
        <translation>朱雀</translation>
    </message>
    <message>
        <source>Yusuke The Student</source>
        <translation>浦飯幽助（学生）</translation>
    </message>
</context>
<context>
    <name>Game</name>
    <message>
        <source>Free table (no rules)</source>
        <translation>フリーテーブル (ルールなし)</translation>
    </message>
    <message>
        <source>Dragon Ball GT</source>
        <translation>ドラゴンボールGT</translation>
    </message>
    <message>
        <source>Yu Yu Hakusho</source>
        <translation>幽☆遊☆白書</translation>
    </message>
</context>
<context>
    <name>HandCover</name>
    <message>
        <source>{player}: show my hand</source>
        <translation>{player}：自分の手札を表にする</translation>
    </message>
    <message>
        <source>Both hands are face down so that the other player sees neither. {player}, turn yours face up when the other player is not looking.</source>
        <translation>相手にどちらの手札も見えないよう、両方の手札を裏向きにしています。{player} さん、相手が見ていないときに自分の手札を表にしてください。</translation>
    </message>
</context>
<context>
    <name>Heritage</name>
    <message>
        <source>Saiyan</source>
        <translation>サイヤ人</translation>
    </message>
    <message>
        <source>Earthling</source>
        <translation>地球人</translation>
    </message>
    <message>
        <source>Namekian</source>
        <translation>ナメック星人</translation>
    </message>
    <message>
        <source>Saibaman</source>
        <translation>サイバイマン</translation>
    </message>
</context>
<context>
    <name>HistoryDock</name>
    <message>
        <source>Start of the game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>This step revealed cards: it cannot be undone.</source>
        <translation>このステップでカードが公開されたため、元に戻せません。</translation>
    </message>
    <message>
        <source>Cards were revealed after this step: it cannot be undone.</source>
        <translation>このステップの後にカードが公開されたため、元に戻せません。</translation>
    </message>
    <message numerus="yes">
        <source>▲ Show %n earlier step(s)</source>
        <translation>
            <numerusform>▲ それ以前の %n ステップを表示</numerusform>
        </translation>
    </message>
    <message>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
</context>
<context>
    <name>HostSetupDialog</name>
    <message>
        <source>Host Game</source>
        <translation>ゲームをホスト</translation>
    </message>
    <message>
        <source>The other player</source>
        <translation>相手プレイヤー</translation>
    </message>
    <message>
        <source>optional: relay.example.org:47120</source>
        <translation>省略可: relay.example.org:47120</translation>
    </message>
    <message>
        <source>For players behind a router: a relay anyone may run (tabletop relay) pairs your computer and the other player&apos;s; it sees only encrypted bytes.</source>
        <translation>ルーターの内側にいるプレイヤー向け: 誰でも動かせる中継サーバー (tabletop relay) があなたと相手のコンピューターをつなぎます。中継サーバーには暗号化されたデータしか見えません。</translation>
    </message>
    <message>
        <source>&amp;Relay:</source>
        <translation>中継サーバー(&amp;R):</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>ホストする(&amp;H)</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>Dragon Ball GT</source>
        <translation>ドラゴンボールGT</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>勝利条件</translation>
    </message>
    <message>
        <source>Your Life Deck is your life: when the opponent&apos;s Life Deck runs out, you win (Survival Victory). You also win by controlling all seven Dragon Balls of a set.</source>
        <translation>ライフデッキがあなたの命です。相手のライフデッキが尽きたとき、あなたの勝利です（サバイバル勝利）。同じセットのドラゴンボール7個すべてを支配しても勝利します。</translation>
    </message>
    <message>
        <source>Each player has a Main Personality in play; its scouter shows its power stage. Stage damage lowers the stage; below stage 0 the damage takes life cards from the top of the Life Deck to the discard pile.</source>
        <translation>各プレイヤーはメイン人物を場に出しています。スカウターはそのパワーのステージを示します。ステージダメージはステージを下げ、ステージ0を下回った分のダメージはライフデッキの上からライフカードを捨て札置き場へ送ります。</translation>
    </message>
    <message>
        <source>A turn</source>
        <translation>ターンの流れ</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: draw 3 cards from your Life Deck (done for you).</source>
        <translation>&lt;b&gt;ドロー&lt;/b&gt;: ライフデッキからカードを3枚引きます（自動）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Non-Combat&lt;/b&gt;: drag allies, Setups, Drills and Dragon Balls from your hand to their places; level up your Main Personality from its menu.</source>
        <translation>&lt;b&gt;非戦闘&lt;/b&gt;: 味方人物、セットアップ、特訓、ドラゴンボールを手札からそれぞれの置き場へドラッグします。メイン人物のレベルアップはそのメニューから行います。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Power Up&lt;/b&gt;: your personalities rise by their Power Up Rating (done for you).</source>
        <translation>&lt;b&gt;パワーアップ&lt;/b&gt;: 自分の人物がパワーアップ値だけステージを上げます（自動）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declare&lt;/b&gt;: enter Combat or skip it.</source>
        <translation>&lt;b&gt;宣言&lt;/b&gt;: 戦闘に入るか、戦闘をしないかを選びます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Combat&lt;/b&gt;: the defender draws 3, then the players take turns to attack or pass; two passes in a row end Combat.</source>
        <translation>&lt;b&gt;戦闘&lt;/b&gt;: 防御側が3枚引き、その後プレイヤーは交互に攻撃するかパスします。続けて2回パスすると戦闘は終わります。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard&lt;/b&gt;: each player discards down to the hand limit (the step bar&apos;s button asks which cards, or drag cards to the discard pile).</source>
        <translation>&lt;b&gt;ディスカード&lt;/b&gt;: 各プレイヤーは手札の上限まで捨てます（ステップバーのボタンで捨てるカードを選ぶか、カードを捨て札置き場へドラッグ）。</translation>
    </message>
    <message>
        <source>To attack, drag a combat card from your hand (or a Setup) onto the battle area, or use the step bar&apos;s attack buttons of your personality. An energy attack costs stages and deals life cards; a physical attack deals stages from the Physical Attack Table (PAT).</source>
        <translation>攻撃するには、戦闘カードを手札から（またはセットアップを）戦闘エリアへドラッグするか、ステップバーにある人物の攻撃ボタンを使います。エネルギー攻撃はステージをコストとして払い、ライフカードのダメージを与えます。物理攻撃は物理攻撃表によるステージダメージを与えます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rejuvenation&lt;/b&gt;: after a turn without Combat, you may put the top card of your discard pile at the bottom of your Life Deck.</source>
        <translation>&lt;b&gt;回復&lt;/b&gt;: 戦闘をしなかったターンには、捨て札置き場の一番上のカードをライフデッキの一番下に戻せます。</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>The attack waiting for an answer is shown in the battle area with the damage it would deal. The defender drags a defense card of the right kind onto the battle area, or takes the attack; what it did is shown on the table for a moment.</source>
        <translation>応答を待っている攻撃は、与えるダメージとともに戦闘エリアに表示されます。防御側は種類の合う防御カードを戦闘エリアへドラッグするか、攻撃を受けます。攻撃の結果はしばらくテーブルに表示されます。</translation>
    </message>
    <message>
        <source>The Physical Attack Table calculator (a dock at the right) shows the ranks and the damage of the attack.</source>
        <translation>物理攻撃表の計算機（右側のドック）に、攻撃のランクとダメージが表示されます。</translation>
    </message>
    <message>
        <source>The step bar&apos;s buttons</source>
        <translation>ステップバーのボタン</translation>
    </message>
    <message>
        <source>&lt;b&gt;Declare Combat&lt;/b&gt; / &lt;b&gt;Skip Combat&lt;/b&gt; (Declare step): enter Combat, or go on to the Discard step without it.</source>
        <translation>&lt;b&gt;戦闘を宣言&lt;/b&gt; / &lt;b&gt;戦闘をしない&lt;/b&gt;（宣言ステップ）: 戦闘に入るか、戦闘をせずにディスカードステップへ進みます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;The defender draws&lt;/b&gt;: right after Combat is entered (after any &quot;when entering Combat&quot; effects).</source>
        <translation>&lt;b&gt;防御側のドロー&lt;/b&gt;: 戦闘に入った直後（「戦闘に入ったとき」の効果の後）に行います。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Pass&lt;/b&gt;: make no attack in your attack phase. &lt;b&gt;Take the attack&lt;/b&gt;: the defender takes the damage shown on the button.</source>
        <translation>&lt;b&gt;パス&lt;/b&gt;: 自分の攻撃フェイズに攻撃しません。&lt;b&gt;攻撃を受ける&lt;/b&gt;: 防御側がボタンに表示されたダメージを受けます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Rejuvenate&lt;/b&gt; (Rejuvenation step): top card of the discard pile to the bottom of the Life Deck.</source>
        <translation>&lt;b&gt;回復&lt;/b&gt;（回復ステップ）: 捨て札置き場の一番上のカードをライフデッキの一番下へ。</translation>
    </message>
    <message>
        <source>Yu Yu Hakusho</source>
        <translation>幽☆遊☆白書</translation>
    </message>
    <message>
        <source>Up to five one-on-one matches: your fighter in the Arena against the other player&apos;s. The first player to win 3 matches wins the game; a player who must draw from an empty deck loses.</source>
        <translation>最大5回の1対1の対戦を行います。対戦エリアの自分の選手と相手の選手が戦います。先に3回対戦に勝ったプレイヤーがゲームに勝利します。空のデッキから引かなければならないプレイヤーは負けます。</translation>
    </message>
    <message>
        <source>Each point of damage turns a character a quarter turn; the fourth point defeats it and its side loses the match. The next characters of the Match Slots then enter the Arena (the table announces them).</source>
        <translation>ダメージ1点ごとにキャラクターを90度回転させます。4点目で倒され、その側が対戦に負けます。次の選手置き場のキャラクターが対戦エリアに入ります（テーブルに告知されます）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Draw&lt;/b&gt;: draw 2 cards and gain 2 Spirit Energy (at most 10; done for you).</source>
        <translation>&lt;b&gt;ドロー&lt;/b&gt;: カードを2枚引き、霊力を2得ます（最大10。自動）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Main&lt;/b&gt;: drag Items and Techniques from your hand onto your fighter (or Items onto a Sideline character), play Events, once per game put a character into Match Slot 5; their Spirit costs are paid for you.</source>
        <translation>&lt;b&gt;メイン&lt;/b&gt;: アイテムとテクニックを手札から選手へ（アイテムは控えのキャラクターへも）ドラッグして付け、イベントを使い、ゲーム中に1回キャラクターを選手置き場5に置けます。霊力コストは自動で払われます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Attack&lt;/b&gt;: one attack printed on your fighter or on a Technique attached to it; its Attack Cost is paid by discarding cards from your hand.</source>
        <translation>&lt;b&gt;アタック&lt;/b&gt;: 選手または選手に付いたテクニックに書かれた攻撃を1回行います。攻撃コストは手札を捨てて払います。</translation>
    </message>
    <message>
        <source>&lt;b&gt;End&lt;/b&gt;: &quot;end of turn&quot; effects; then the other player&apos;s turn.</source>
        <translation>&lt;b&gt;エンド&lt;/b&gt;: 「ターン終了時」の効果の後、相手のターンになります。</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>ダメージ</translation>
    </message>
    <message>
        <source>Final Attack Value against final Defense Value: no damage when ATK is below DEF, 1 point up to twice the DEF, 2 points at twice the DEF or more.</source>
        <translation>最終的な攻撃力と防御力を比べます。攻撃力が防御力未満ならダメージなし、防御力の2倍未満なら1点、2倍以上なら2点です。</translation>
    </message>
    <message>
        <source>The declared attack is shown between the fighters with its damage. The defender may answer with an effect first, then takes the attack. An attack that deals no damage lets the attacker discard 2 cards to deal 1 point (minimum damage).</source>
        <translation>宣言された攻撃は、そのダメージとともに選手の間に表示されます。防御側はまず効果で応じることができ、その後攻撃を受けます。ダメージが0の攻撃では、攻撃側は手札を2枚捨てて1点を与えられます（最低ダメージ）。</translation>
    </message>
    <message>
        <source>Attack step: one button per attack of your fighter and its Techniques, with its ATK and the damage it would deal.</source>
        <translation>アタックステップ: 選手とそのテクニックの攻撃ごとにボタンがあり、攻撃力と与えるダメージが表示されます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Take the attack&lt;/b&gt; (the defender): let the declared attack deal its damage.</source>
        <translation>&lt;b&gt;攻撃を受ける&lt;/b&gt;（防御側）: 宣言された攻撃のダメージを受けます。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Minimum damage&lt;/b&gt; / &lt;b&gt;No minimum damage&lt;/b&gt; (the attacker, after an attack that dealt none): discard cards to deal 1 point, or keep them.</source>
        <translation>&lt;b&gt;最低ダメージ&lt;/b&gt; / &lt;b&gt;最低ダメージなし&lt;/b&gt;（ダメージ0の攻撃の後、攻撃側）: 手札を捨てて1点を与えるか、手札を残します。</translation>
    </message>
    <message>
        <source>&lt;b&gt;End turn&lt;/b&gt; (End step): the other player&apos;s turn.</source>
        <translation>&lt;b&gt;ターン終了&lt;/b&gt;（エンドステップ）: 相手のターンになります。</translation>
    </message>
</context>
<context>
    <name>HowToPlayDialog</name>
    <message>
        <source>&lt;b&gt;1&lt;/b&gt;–&lt;b&gt;9&lt;/b&gt;: the step bar&apos;s action buttons, left to right (the number is shown on each).</source>
        <translation>&lt;b&gt;1&lt;/b&gt;〜&lt;b&gt;9&lt;/b&gt;: ステップバーの操作ボタン（左から順に。番号は各ボタンに表示）。</translation>
    </message>
    <message>
        <source>&lt;b&gt;N&lt;/b&gt;: next step (its tooltip says where it leads, or why not now). &lt;b&gt;P&lt;/b&gt;: end the turn.</source>
        <translation>&lt;b&gt;N&lt;/b&gt;: 次のステップ（ツールチップに進む先、またはできない理由を表示）。&lt;b&gt;P&lt;/b&gt;: ターン終了。</translation>
    </message>
    <message>
        <source>&lt;b&gt;D&lt;/b&gt;: draw a card. &lt;b&gt;S&lt;/b&gt;: shuffle your deck. &lt;b&gt;H&lt;/b&gt;: hand the computer to the other player.</source>
        <translation>&lt;b&gt;D&lt;/b&gt;: カードを引く。&lt;b&gt;S&lt;/b&gt;: デッキをシャッフル。&lt;b&gt;H&lt;/b&gt;: 相手に交代。</translation>
    </message>
    <message>
        <source>&lt;b&gt;R&lt;/b&gt; / &lt;b&gt;Shift+R&lt;/b&gt;: rotate the selected card. &lt;b&gt;F&lt;/b&gt;: turn it over.</source>
        <translation>&lt;b&gt;R&lt;/b&gt; / &lt;b&gt;Shift+R&lt;/b&gt;: 選んだカードを回転。&lt;b&gt;F&lt;/b&gt;: 裏返す。</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ctrl+Z&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;: undo / redo. &lt;b&gt;Ctrl+0&lt;/b&gt;, &lt;b&gt;Ctrl+=&lt;/b&gt;, &lt;b&gt;Ctrl+-&lt;/b&gt;: fit and zoom the table. &lt;b&gt;Ctrl+S&lt;/b&gt;: save.</source>
        <translation>&lt;b&gt;Ctrl+Z&lt;/b&gt; / &lt;b&gt;Ctrl+Shift+Z&lt;/b&gt;: 元に戻す / やり直す。&lt;b&gt;Ctrl+0&lt;/b&gt;、&lt;b&gt;Ctrl+=&lt;/b&gt;、&lt;b&gt;Ctrl+-&lt;/b&gt;: テーブルを合わせる・拡大・縮小。&lt;b&gt;Ctrl+S&lt;/b&gt;: 保存。</translation>
    </message>
    <message>
        <source>Right-click a card or a place for everything you can do with it; drag cards to play them (the places they may go light up).</source>
        <translation>カードや置き場を右クリックすると、できる操作がすべて表示されます。カードはドラッグしてプレイします（置ける場所が光ります）。</translation>
    </message>
    <message>
        <source>How to Play</source>
        <translation>遊び方</translation>
    </message>
    <message>
        <source>Keys and the mouse</source>
        <translation>キーとマウス</translation>
    </message>
</context>
<context>
    <name>ImportDialog</name>
    <message>
        <source>Import card set</source>
        <translation>カードセットの読み込み</translation>
    </message>
    <message>
        <source>{file}: {game}, {rows} rows. New cards: {new}; already there: {same}; refused rows: {refused}. Sets: {sets}.</source>
        <translation>{file}: {game}、{rows} 行。新しいカード: {new} 枚、すでにあるカード: {same} 枚、受け付けない行: {refused} 行。セット: {sets}。</translation>
    </message>
    <message>
        <source>Row</source>
        <translation>行</translation>
    </message>
    <message>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>問題</translation>
    </message>
    <message>
        <source>…and {count} more problems, up to row {last} (the command line lists them all: tabletop cards import --json).</source>
        <translation>…ほかに {last}行目までに {count} 件の問題があります (コマンドラインの tabletop cards import --json ですべて表示できます)。</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>読み込む(&amp;I)</translation>
    </message>
    <message>
        <source>Import the {count} &amp;valid rows</source>
        <translation>正しい {count} 行だけ読み込む(&amp;V)</translation>
    </message>
</context>
<context>
    <name>InvitationDialog</name>
    <message>
        <source>Host Game</source>
        <translation>ゲームをホスト</translation>
    </message>
    <message>
        <source>Send this invitation to the other player; they choose Game → Join Game… and paste it. It works once, for this game.</source>
        <translation>この招待を相手プレイヤーに送ってください。相手は「ゲーム → ゲームに参加…」を選んで貼り付けます。招待はこのゲームで一度だけ使えます。</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>コピー(&amp;C)</translation>
    </message>
    <message>
        <source>Waiting for the other player to join…</source>
        <translation>相手プレイヤーの参加を待っています…</translation>
    </message>
    <message>
        <source>Spectators (Game → Watch Game…) use this one; they see both hands face down:</source>
        <translation>観戦者（ゲーム → ゲームを観戦…）にはこちらを渡します。観戦者には両方の手札が裏向きで見えます:</translation>
    </message>
    <message>
        <source>Copy for &amp;Spectators</source>
        <translation>観戦者用をコピー(&amp;S)</translation>
    </message>
    <message>
        <source>Copied. Waiting for the other player to join…</source>
        <translation>コピーしました。相手プレイヤーの参加を待っています…</translation>
    </message>
</context>
<context>
    <name>JoinDialog</name>
    <message>
        <source>Join Game</source>
        <translation>ゲームに参加</translation>
    </message>
    <message>
        <source>&amp;Invitation:</source>
        <translation>招待(&amp;I):</translation>
    </message>
    <message>
        <source>The hosting player&apos;s computer runs the game; yours receives only what your seat may see, and checks the shuffles at the end.</source>
        <translation>ゲームはホストするプレイヤーのコンピューターで動きます。あなたのコンピューターには自分の席から見えるものだけが届き、終了時にシャッフルを検証します。</translation>
    </message>
    <message>
        <source>&amp;Join</source>
        <translation>参加する(&amp;J)</translation>
    </message>
</context>
<context>
    <name>LadderEdit</name>
    <message>
        <source>Stage 0 first, then each stage upward; Z is allowed.</source>
        <translation>ステージ0から順に上へ。Z も使えます。</translation>
    </message>
    <message>
        <source>Stages 0 to {top}.</source>
        <translation>ステージ0〜{top}。</translation>
    </message>
    <message>
        <source>Stages 0 to {top} (Dragon Ball GT cards have {low} to {high}).</source>
        <translation>ステージ0〜{top} (ドラゴンボールGT のカードは {low}〜{high})。</translation>
    </message>
</context>
<context>
    <name>Log</name>
    <message>
        <source>{card} powers up: {old} → {new}</source>
        <translation>{card}がパワーアップ: {old} → {new}</translation>
    </message>
    <message>
        <source>{count} stages paid by {card}: {old} → {new}</source>
        <translation>{card}が{count}ステージを支払う: {old} → {new}</translation>
    </message>
    <message>
        <source>1 stage paid by {card}: {old} → {new}</source>
        <translation>{card}が1ステージを支払う: {old} → {new}</translation>
    </message>
    <message>
        <source>{card} loses {count} stages: {old} → {new}</source>
        <translation>{card}が{count}ステージ失う: {old} → {new}</translation>
    </message>
    <message>
        <source>{card} loses 1 stage: {old} → {new}</source>
        <translation>{card}が1ステージ失う: {old} → {new}</translation>
    </message>
    <message>
        <source>{card} gains {count} stages: {old} → {new}</source>
        <translation>{card}が{count}ステージ上がる: {old} → {new}</translation>
    </message>
    <message>
        <source>{card} gains 1 stage: {old} → {new}</source>
        <translation>{card}が1ステージ上がる: {old} → {new}</translation>
    </message>
    <message>
        <source>{player} discards {count} cards from the Life Deck</source>
        <translation>{player}がライフデッキから{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>{player} discards 1 card from the Life Deck</source>
        <translation>{player}がライフデッキから1枚を捨て札にする</translation>
    </message>
    <message>
        <source>{player} puts {count} cards from the discard pile into the Life Deck</source>
        <translation>{player}が捨て札から{count}枚をライフデッキに戻す</translation>
    </message>
    <message>
        <source>{player} puts 1 card from the discard pile into the Life Deck</source>
        <translation>{player}が捨て札から1枚をライフデッキに戻す</translation>
    </message>
    <message>
        <source>{card} takes {count} points of damage</source>
        <translation>{card}に{count}ダメージ</translation>
    </message>
    <message>
        <source>{card} takes 1 point of damage</source>
        <translation>{card}に1ダメージ</translation>
    </message>
    <message>
        <source>{card} heals {count} points of damage</source>
        <translation>{card}のダメージを{count}回復</translation>
    </message>
    <message>
        <source>{card} heals 1 point of damage</source>
        <translation>{card}のダメージを1回復</translation>
    </message>
    <message>
        <source>{card} takes {count} points of damage and is defeated</source>
        <translation>{card}に{count}ダメージ、{card}は倒された</translation>
    </message>
    <message>
        <source>{card} takes 1 point of damage and is defeated</source>
        <translation>{card}に1ダメージ、{card}は倒された</translation>
    </message>
    <message>
        <source>{attacker}&apos;s attack deals no damage</source>
        <translation>{attacker}の攻撃はダメージなし</translation>
    </message>
    <message>
        <source>{player}&apos;s Spirit Energy: {old} → {new}</source>
        <translation>{player}の霊力: {old} → {new}</translation>
    </message>
    <message>
        <source>{player} wins the match</source>
        <translation>{player}が対戦に勝利</translation>
    </message>
    <message>
        <source>Match {match} begins</source>
        <translation>第{match}対戦開始</translation>
    </message>
    <message>
        <source>{player} discards {count} cards for the Attack Cost</source>
        <translation>{player}が攻撃コストとして{count}枚を捨て札にする</translation>
    </message>
    <message>
        <source>{player} discards 1 card for the Attack Cost</source>
        <translation>{player}が攻撃コストとして1枚を捨て札にする</translation>
    </message>
    <message>
        <source>{count} cards from the top of {player}&apos;s deck discarded</source>
        <translation>{player}のデッキの上から{count}枚を捨て札に</translation>
    </message>
    <message>
        <source>1 card from the top of {player}&apos;s deck discarded</source>
        <translation>{player}のデッキの上から1枚を捨て札に</translation>
    </message>
    <message>
        <source>Next step: {step}</source>
        <translation>次のステップ: {step}</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}, {step} step</source>
        <translation>ターン{turn}: {player}の{step}ステップ</translation>
    </message>
    <message>
        <source>{player} draws a card</source>
        <translation>{player}がカードを1枚引く</translation>
    </message>
    <message>
        <source>{player} draws {count} cards</source>
        <translation>{player}がカードを{count}枚引く</translation>
    </message>
    <message>
        <source>{player} wins the game</source>
        <translation>{player}の勝利</translation>
    </message>
    <message>
        <source>{player}: {action}</source>
        <translation>{player}: {action}</translation>
    </message>
    <message>
        <source>{what} — {results}</source>
        <translation>{what} — {results}</translation>
    </message>
    <message>
        <source>; </source>
        <translation>、</translation>
    </message>
    <message>
        <source>{card} is chosen and put into {to_zone}</source>
        <translation>{card}が選ばれ、{to_zone}に置かれる</translation>
    </message>
    <message>
        <source>{player} chooses {count} cards and puts them into {to_zone}</source>
        <translation>{player}がカードを{count}枚選び、{to_zone}に置く</translation>
    </message>
    <message>
        <source>{player} chooses 1 card and puts it into {to_zone}</source>
        <translation>{player}がカードを1枚選び、{to_zone}に置く</translation>
    </message>
</context>
<context>
    <name>LogDock</name>
    <message>
        <source>Hands shown to both players</source>
        <translation>両者の手札を公開しました</translation>
    </message>
    <message>
        <source>Hands hidden again</source>
        <translation>手札を再び非公開にしました</translation>
    </message>
    <message numerus="yes">
        <source>▲ Show %n earlier step(s)</source>
        <translation>
            <numerusform>▲ それ以前の %n ステップを表示</numerusform>
        </translation>
    </message>
    <message>
        <source>Game Log</source>
        <translation>ゲームログ</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
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
        <source>The disk is full.</source>
        <translation>ディスクがいっぱいです。</translation>
    </message>
    <message>
        <source>Autosave failed: {reason} It is tried again at the next action.</source>
        <translation>自動保存に失敗しました: {reason} 次の操作のときにもう一度試します。</translation>
    </message>
    <message>
        <source>Autosave works again; the autosave file holds the whole game.</source>
        <translation>自動保存が再び動いています。自動保存ファイルにはゲーム全体が入っています。</translation>
    </message>
    <message>
        <source>Autosave</source>
        <translation>自動保存</translation>
    </message>
    <message>
        <source>{card} cannot go to {zone} now: {reason}</source>
        <translation>{card}は今は{zone}に置けません：{reason}</translation>
    </message>
    <message>
        <source>Not allowed: {action} — {reason}</source>
        <translation>できません：{action} — {reason}</translation>
    </message>
    <message>
        <source>Against the rules (manual mode): {reason}</source>
        <translation>ルール違反 (自由操作モード): {reason}</translation>
    </message>
    <message>
        <source>&amp;Undo {step}</source>
        <translation>元に戻す: {step}(&amp;U)</translation>
    </message>
    <message>
        <source>Tabletop</source>
        <translation>Tabletop</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo {step}</source>
        <translation>やり直す: {step}(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>{player} wins the game!</source>
        <translation>{player} の勝利!</translation>
    </message>
    <message>
        <source>Game Over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>You play against the computer: there is no other player to hand over to.</source>
        <translation>コンピューターと対戦中です。交代する相手のプレイヤーはいません。</translation>
    </message>
    <message>
        <source>Open Hands</source>
        <translation>手札を公開</translation>
    </message>
    <message>
        <source>Show {other}&apos;s hand to {seat}, and {seat}&apos;s hand to {other}?

Both hands stay face up for whoever is at the computer until Open Hands is turned off. The game log will say that the hands were shown.</source>
        <translation>{other} の手札を {seat} に、{seat} の手札を {other} に見せますか？

「手札を公開」をオフにするまで、コンピューターの前にいるプレイヤーには両者の手札が表向きに見えます。手札を公開したことはゲームログに記録されます。</translation>
    </message>
    <message>
        <source>Show Both Hands</source>
        <translation>両者の手札を見せる</translation>
    </message>
    <message>
        <source>&amp;New Game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <source>&amp;Replay Viewer…</source>
        <translation>リプレイビューア(&amp;R)…</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>設定(&amp;T)…</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Host Game…</source>
        <translation>ゲームをホスト(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Join Game…</source>
        <translation>ゲームに参加(&amp;J)…</translation>
    </message>
    <message>
        <source>&amp;Watch Game…</source>
        <translation>ゲームを観戦(&amp;W)…</translation>
    </message>
    <message>
        <source>&amp;Leave Remote Game</source>
        <translation>リモートゲームから退出(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Draw a Card</source>
        <translation>カードを引く(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Next Step</source>
        <translation>次のステップ(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;End Turn</source>
        <translation>ターン終了(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Rotate Card</source>
        <translation>カードを回転(&amp;R)</translation>
    </message>
    <message>
        <source>Rotate Card &amp;Back</source>
        <translation>カードを逆回転(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Turn Card Over</source>
        <translation>カードを裏返す(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Shuffle Deck</source>
        <translation>デッキをシャッフル(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Hand Over to the Other Player</source>
        <translation>相手に交代(&amp;H)</translation>
    </message>
    <message>
        <source>&amp;Manual Mode (rules only warn)</source>
        <translation>自由操作モード (ルール違反は警告のみ)(&amp;M)</translation>
    </message>
    <message>
        <source>&amp;Open Hands (both hands face up)</source>
        <translation>手札を公開 (両者の手札を表向き)(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>ツール(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>レイアウトを元に戻す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Deck Editor…</source>
        <translation>デッキエディタ(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Card Editor…</source>
        <translation>カードエディタ(&amp;C)…</translation>
    </message>
    <message>
        <source>&amp;Import Card Set…</source>
        <translation>カードセットを読み込む(&amp;I)…</translation>
    </message>
    <message>
        <source>E&amp;xport Card Set…</source>
        <translation>カードセットを書き出す(&amp;X)…</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>言語(&amp;L)</translation>
    </message>
    <message>
        <source>How to &amp;Play…</source>
        <translation>遊び方(&amp;P)…</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>ステップ</translation>
    </message>
    <message>
        <source>Zoom {percent}%</source>
        <translation>ズーム {percent}%</translation>
    </message>
    <message>
        <source>Select one of the cards you can see first.</source>
        <translation>先に見えているカードを選んでください。</translation>
    </message>
    <message>
        <source>There is no deck to shuffle.</source>
        <translation>シャッフルするデッキがありません。</translation>
    </message>
    <message>
        <source>Against the Rules</source>
        <translation>ルール違反</translation>
    </message>
    <message>
        <source>“{action}” is against the rules: {reason}</source>
        <translation>「{action}」はルール違反です: {reason}</translation>
    </message>
    <message>
        <source>Do it anyway (manual mode)?</source>
        <translation>それでも実行しますか（自由操作モード）?</translation>
    </message>
    <message>
        <source>Do It Anyway</source>
        <translation>実行する</translation>
    </message>
    <message>
        <source>Cannot Be Undone</source>
        <translation>元に戻せません</translation>
    </message>
    <message>
        <source>“{action}” shows cards or shuffles, so it cannot be undone. Go ahead?</source>
        <translation>「{action}」はカードを公開するかシャッフルするため、元に戻せません。実行しますか?</translation>
    </message>
    <message>
        <source>Go Ahead</source>
        <translation>実行する</translation>
    </message>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>今後は確認しない</translation>
    </message>
    <message>
        <source>Unsaved Game</source>
        <translation>未保存のゲーム</translation>
    </message>
    <message>
        <source>The game in progress has not been saved. Save it first?</source>
        <translation>進行中のゲームは保存されていません。先に保存しますか?</translation>
    </message>
    <message>
        <source>In manual mode the game starts with these decks anyway.</source>
        <translation>自由操作モードなら、このデッキのままゲームを開始できます。</translation>
    </message>
    <message>
        <source>The game cannot start: {reason}</source>
        <translation>ゲームを始められません: {reason}</translation>
    </message>
    <message>
        <source>Manual mode: the deck of {player} breaks the deck rules; the game starts anyway.</source>
        <translation>自由操作モード: {player} のデッキは構築ルールに違反していますが、ゲームを開始します。</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>ゲームを開く</translation>
    </message>
    <message>
        <source>Tabletop games (*.tabletop)</source>
        <translation>Tabletop ゲーム (*.tabletop)</translation>
    </message>
    <message>
        <source>{file} cannot be opened: {reason}</source>
        <translation>{file} を開けません: {reason}</translation>
    </message>
    <message>
        <source>The snapshot of the position in {file} cannot be read: {reason} The game was rebuilt from its moves, which are the record of the game: it is shown as they leave it, and nothing was lost.</source>
        <translation>{file} に保存された局面のスナップショットを読み込めません: {reason} ゲームは記録された手(ゲームの正式な記録)から作り直し、記録どおりの局面を表示しています。失われたものはありません。</translation>
    </message>
    <message>
        <source>The finished game has not been saved. Save it first?</source>
        <translation>終了したゲームは保存されていません。先に保存しますか?</translation>
    </message>
    <message>
        <source>The snapshot of the position in {file} does not match its moves. The game was rebuilt from its moves, which are the record of the game: it is shown as they leave it, and nothing was lost.</source>
        <translation>{file} に保存された局面のスナップショットが、記録された手と一致しません。ゲームはその記録(ゲームの正式な記録)から作り直し、記録どおりの局面を表示しています。失われたものはありません。</translation>
    </message>
    <message>
        <source>Its moves replay only up to action {count} of {total}: {reason} The game is shown as far as they go; the file is left as it is, and saving asks for a new name.</source>
        <translation>記録された手は{total}手のうち{count}手目までしか再現できません: {reason} 再現できたところまでのゲームを表示しています。ファイルはそのまま残し、保存するときは新しい名前を尋ねます。</translation>
    </message>
    <message>
        <source>Save Game</source>
        <translation>ゲームを保存</translation>
    </message>
    <message>
        <source>The game was not saved: {reason}</source>
        <translation>ゲームを保存できませんでした: {reason}</translation>
    </message>
    <message>
        <source>Saved to {file}.</source>
        <translation>{file} に保存しました。</translation>
    </message>
    <message>
        <source>Replay a Game</source>
        <translation>ゲームをリプレイ</translation>
    </message>
    <message>
        <source>About Tabletop</source>
        <translation>Tabletop について</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Tabletop {version}&lt;/h3&gt;&lt;p&gt;A table for two players on one computer, for the Dragon Ball GT and Yu Yu Hakusho trading card games, with rules assistance.&lt;/p&gt;&lt;p&gt;Not affiliated with Score Entertainment or the rights holders of Dragon Ball and Yu Yu Hakusho.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Tabletop {version}&lt;/h3&gt;&lt;p&gt;ドラゴンボールGT と 幽☆遊☆白書 のトレーディングカードゲームを、1台のコンピュータで2人で遊ぶためのテーブルです (ルール補助付き)。&lt;/p&gt;&lt;p&gt;Score Entertainment およびドラゴンボール・幽☆遊☆白書の権利者とは関係ありません。&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The saved window layout left the table too little room: the docks are back in their default places.</source>
        <translation>保存されていたウィンドウの配置ではテーブルが狭すぎたため、パネルを既定の位置に戻しました。</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>無題</translation>
    </message>
    <message>
        <source>{file}[*] — {game}</source>
        <translation>{file}[*] — {game}</translation>
    </message>
</context>
<context>
    <name>Names</name>
    <message>
        <source>Player 1</source>
        <translation>プレイヤー1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>プレイヤー2</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>The deck is for another game ({game}).</source>
        <translation>このデッキは別のゲーム（{game}）用です。</translation>
    </message>
    <message>
        <source>  … and {count} more.</source>
        <translation>  …ほか {count} 件。</translation>
    </message>
    <message>
        <source>The deck of {player} ({file}) cannot be used:</source>
        <translation>{player} のデッキ（{file}）は使えません:</translation>
    </message>
    <message>
        <source>The deck of {player} ({file}) breaks the deck rules:</source>
        <translation>{player} のデッキ（{file}）は構築ルールに違反しています:</translation>
    </message>
    <message>
        <source>line {line}: {reason}</source>
        <translation>{line} 行目: {reason}</translation>
    </message>
    <message>
        <source>{player}&apos;s {zone}</source>
        <translation>{player} の{zone}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Computer — Beginner: plays at random</source>
        <translation>コンピューター — 初級：ランダムにプレイ</translation>
    </message>
    <message>
        <source>Computer — Standard: the best move now</source>
        <translation>コンピューター — 標準：その場の最善手</translation>
    </message>
    <message>
        <source>Computer — Strong: thinks about {seconds} s a move</source>
        <translation>コンピューター — 強い：1手に約{seconds}秒考える</translation>
    </message>
    <message>
        <source>Plays any legal move, at random.</source>
        <translation>ルール上可能な手からランダムに選びます。</translation>
    </message>
    <message>
        <source>Plays the move that looks best right now.</source>
        <translation>今いちばん良さそうに見える手を選びます。</translation>
    </message>
    <message>
        <source>Searches ahead through the games that could follow, for the thinking time set in the settings.</source>
        <translation>設定した思考時間のあいだ、この先ありうる展開を読んで手を選びます。</translation>
    </message>
    <message>
        <source>New Game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Game:</source>
        <translation>ゲーム:</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>プレイヤー{number}</translation>
    </message>
    <message>
        <source>Player {number}:</source>
        <translation>プレイヤー{number}:</translation>
    </message>
    <message>
        <source>Enforced (illegal moves refused)</source>
        <translation>ルール適用 (違反の操作はできません)</translation>
    </message>
    <message>
        <source>Manual (rules only warn)</source>
        <translation>自由操作 (違反は警告のみ)</translation>
    </message>
    <message>
        <source>Mode:</source>
        <translation>モード:</translation>
    </message>
    <message>
        <source>The computer plays by the rules: a game against it is in enforced mode.</source>
        <translation>コンピューターはルールどおりにプレイします。コンピューターとの対戦は「ルール適用」モードになります。</translation>
    </message>
    <message>
        <source>Ruleset profile:</source>
        <translation>ルールセット:</translation>
    </message>
    <message>
        <source>Open hands (both hands face up, no curtain)</source>
        <translation>手札を公開 (両者の手札を表向き、目隠しなし)</translation>
    </message>
    <message>
        <source>Rule parameters</source>
        <translation>ルールのパラメータ</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>開始</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>人間</translation>
    </message>
    <message>
        <source>Who plays this seat: a person at this computer, or the computer</source>
        <translation>この席をプレイするのは、このパソコンの前にいる人か、コンピューターか</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>コンピューター</translation>
    </message>
    <message>
        <source>Computer {number}</source>
        <translation>コンピューター {number}</translation>
    </message>
    <message>
        <source>Bundled: {name}</source>
        <translation>付属: {name}</translation>
    </message>
    <message>
        <source>Recent: {name}</source>
        <translation>最近: {name}</translation>
    </message>
    <message>
        <source>Choose a file…</source>
        <translation>ファイルを選ぶ…</translation>
    </message>
    <message>
        <source>Choose a Deck</source>
        <translation>デッキを選ぶ</translation>
    </message>
    <message>
        <source>Decks (*.deck)</source>
        <translation>デッキ (*.deck)</translation>
    </message>
    <message>
        <source>Start is off: a deck cannot be used. Choose another deck.</source>
        <translation>開始できません: 使えないデッキがあります。別のデッキを選んでください。</translation>
    </message>
    <message>
        <source>Start is off: a deck breaks the deck rules of this profile. Choose another deck, or manual mode to play it anyway.</source>
        <translation>開始できません: このルールセットの構築ルールに違反するデッキがあります。別のデッキを選ぶか、そのまま使うなら自由操作モードを選んでください。</translation>
    </message>
    <message>
        <source>✔ The deck can be read (the free table checks no deck rules).</source>
        <translation>✔ デッキを読み込めます（フリーテーブルでは構築ルールを判定しません）。</translation>
    </message>
    <message>
        <source>✔ The deck keeps the deck rules of this profile.</source>
        <translation>✔ このデッキはこのルールセットの構築ルールを満たしています。</translation>
    </message>
    <message>
        <source>✖ This deck cannot be used:</source>
        <translation>✖ このデッキは使えません:</translation>
    </message>
    <message>
        <source>⚠ The deck breaks the deck rules (manual mode plays it anyway):</source>
        <translation>⚠ 構築ルールに違反しています（自由操作モードではそのまま使えます）:</translation>
    </message>
    <message>
        <source>✖ The deck breaks the deck rules (enforced mode refuses it):</source>
        <translation>✖ 構築ルールに違反しています（ルール適用モードでは使えません）:</translation>
    </message>
    <message>
        <source>Deck Rules</source>
        <translation>構築ルール</translation>
    </message>
    <message>
        <source>Start the game anyway (manual mode)?</source>
        <translation>それでもゲームを開始しますか（自由操作モード）？</translation>
    </message>
    <message>
        <source>Start Anyway</source>
        <translation>それでも開始</translation>
    </message>
</context>
<context>
    <name>PatTable</name>
    <message>
        <source>Saiyan Saga</source>
        <translation>サイヤ人編</translation>
    </message>
    <message>
        <source>Trunks Saga</source>
        <translation>トランクス編</translation>
    </message>
    <message>
        <source>Cell Saga</source>
        <translation>セル編</translation>
    </message>
    <message>
        <source>Fusion Saga (reconstruction)</source>
        <translation>フュージョン編（復元）</translation>
    </message>
    <message>
        <source>Dragon Ball GT (placeholder)</source>
        <translation>ドラゴンボールGT（仮）</translation>
    </message>
</context>
<context>
    <name>PileViewer</name>
    <message>
        <source>Look Through: {zone}</source>
        <translation>中を見る: {zone}</translation>
    </message>
    <message>
        <source>(face down)</source>
        <translation>(裏向き)</translation>
    </message>
</context>
<context>
    <name>PlayerPlate</name>
    <message>
        <source>Winner!</source>
        <translation>勝利!</translation>
    </message>
    <message>
        <source>Playing now</source>
        <translation>プレイ中</translation>
    </message>
    <message>
        <source>Their turn</source>
        <translation>ターン中</translation>
    </message>
    <message>
        <source>At the computer</source>
        <translation>操作中</translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation>待機中</translation>
    </message>
</context>
<context>
    <name>PreviewDock</name>
    <message>
        <source>&lt;i&gt;A face-down card.&lt;/i&gt;</source>
        <translation>&lt;i&gt;裏向きのカード。&lt;/i&gt;</translation>
    </message>
    <message>
        <source>Level {level} · PUR {pur}</source>
        <translation>レベル {level} · パワーアップ値 {pur}</translation>
    </message>
    <message>
        <source>Stage {stage}: power {power}</source>
        <translation>ステージ {stage}: パワー値 {power}</translation>
    </message>
    <message>
        <source>Defense {value}</source>
        <translation>防御力 {value}</translation>
    </message>
    <message>
        <source>{name}: attack {value}, cost {cost}</source>
        <translation>{name}: 攻撃力 {value}、コスト {cost}</translation>
    </message>
    <message>
        <source>Spirit cost {cost}</source>
        <translation>霊力コスト {cost}</translation>
    </message>
    <message>
        <source>Card Preview</source>
        <translation>カードプレビュー</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <source>&amp;Look in:</source>
        <translation>ファイルの場所(&amp;L):</translation>
    </message>
    <message>
        <source>Files of &amp;type:</source>
        <translation>ファイルの種類(&amp;T):</translation>
    </message>
</context>
<context>
    <name>Reason</name>
    <message>
        <source>A card allows only Events to pay this Attack Cost for now.</source>
        <translation>カードの効果により、今は攻撃コストをイベントでしか払えません。</translation>
    </message>
    <message>
        <source>This card&apos;s attack may not be used again this match.</source>
        <translation>このカードの攻撃は、この対戦の間もう使えません。</translation>
    </message>
    <message>
        <source>A card forbids attacks for now.</source>
        <translation>カードの効果により、今は攻撃できません。</translation>
    </message>
    <message>
        <source>A card forbids healing damage for now.</source>
        <translation>カードの効果により、今はダメージを回復できません。</translation>
    </message>
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
        <translation>デッキにゲームの指定がありません（「game: dbgt」または「game: yyh」の行を追加してください）。</translation>
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
        <translation>{id} は別のゲーム（{game}）のカードです。</translation>
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
        <source>The file holds a NUL character: it is not a text file, or it was saved as UTF-16. Save it as UTF-8 text.</source>
        <translation>ファイルに NUL 文字があります。テキストファイルではないか、UTF-16 で保存されています。UTF-8 のテキストで保存し直してください。</translation>
    </message>
    <message>
        <source>The file is too large ({size} bytes; the limit is {limit}).</source>
        <translation>ファイルが大きすぎます（{size} バイト、上限は {limit}）。</translation>
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
        <translation>ドラゴンボールGT のデッキではありません（{game}）。</translation>
    </message>
    <message>
        <source>Unknown card id “{id}” in [{section}].</source>
        <translation>[{section}] に不明なカードID「{id}」があります。</translation>
    </message>
    <message>
        <source>{id} in [{section}] is a card of another game ({game}).</source>
        <translation>[{section}] の {id} は別のゲーム（{game}）のカードです。</translation>
    </message>
    <message>
        <source>{name} ({id}) cannot be in [{section}].</source>
        <translation>{name}（{id}）は [{section}] に入れられません。</translation>
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
        <translation>{name}（{id}）は背景カードですが、ハイテクのメイン人物レベルがありません。</translation>
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
        <translation>{name} は {character} のネームドカードですが、{character} はこのデッキにいません。</translation>
    </message>
    <message>
        <source>{name} is a {marker} card, but the Main Personality is a {alignment}.</source>
        <translation>{name} は{marker}専用カードですが、メイン人物は{alignment}です。</translation>
    </message>
    <message>
        <source>The declared {style} style needs exactly one {style} Mastery; the deck has {count}.</source>
        <translation>武術スタイル {style} を宣言するには {style} の免許皆伝がちょうど1枚必要です（現在 {count} 枚）。</translation>
    </message>
    <message>
        <source>The declared {style} style needs at least one other {style} card.</source>
        <translation>武術スタイル {style} を宣言するには、ほかに {style} のカードが1枚以上必要です。</translation>
    </message>
    <message>
        <source>The {style} style needs a {heritage} Main Personality (this one is {mp_heritage}).</source>
        <translation>武術スタイル {style} には {heritage} のメイン人物が必要です（このメイン人物は {mp_heritage}）。</translation>
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
        <translation>幽☆遊☆白書 のデッキではありません（{game}）。</translation>
    </message>
    <message>
        <source>The team has {count} starting characters; it needs exactly {required}.</source>
        <translation>チームのスタートキャラクターは {count} 人です。ちょうど {required} 人必要です。</translation>
    </message>
    <message>
        <source>{name} ({id}) in the team is not a character.</source>
        <translation>チームの {name}（{id}）はキャラクターではありません。</translation>
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
        <translation>テーブルにその場所はありません。</translation>
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
        <source>You are watching this game.</source>
        <translation>このゲームは観戦中です。</translation>
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
        <source>The game&apos;s setup is invalid ({field}).</source>
        <translation>ゲームの初期設定が正しくありません（{field}）。</translation>
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
        <source>The recorded shuffle of action {index} is not the one the game&apos;s seed gives: the record has been altered.</source>
        <translation>操作 {index} に記録されたシャッフル結果は、このゲームのシードから得られるものではありません。記録が改変されています。</translation>
    </message>
    <message>
        <source>Action {index} is not recorded as its replay records it.</source>
        <translation>操作 {index} の記録が、再現した結果と一致しません。</translation>
    </message>
    <message>
        <source>The undone actions after action {index} cannot be redone.</source>
        <translation>操作 {index} の後の取り消された操作をやり直せません。</translation>
    </message>
    <message>
        <source>The game record holds {count} actions; at most {limit} can be opened.</source>
        <translation>ゲーム記録の操作は {count} 件あります。開けるのは {limit} 件までです。</translation>
    </message>
    <message>
        <source>The system refused to read or write the file (error {errno}).</source>
        <translation>システムがファイルの読み書きを拒否しました（エラー {errno}）。</translation>
    </message>
    <message>
        <source>The disk is read-only: nothing can be written there.</source>
        <translation>ディスクが読み取り専用のため、書き込めません。</translation>
    </message>
    <message>
        <source>The disk is full.</source>
        <translation>ディスクがいっぱいです。</translation>
    </message>
    <message>
        <source>The system does not allow Tabletop to use the file or its folder.</source>
        <translation>システムにより、このファイルまたはフォルダーへのアクセスが許可されていません。</translation>
    </message>
    <message>
        <source>The file holds a broken character ({escape}) that is not valid text.</source>
        <translation>ファイルに文字として正しくない壊れた文字（{escape}）があります。</translation>
    </message>
    <message>
        <source>The file holds a number that cannot be read: {number}.</source>
        <translation>ファイルに読み取れない数があります: {number}。</translation>
    </message>
    <message>
        <source>The file is not valid JSON (line {line}, column {column}).</source>
        <translation>ファイルが正しい JSON ではありません（{line} 行 {column} 列）。</translation>
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
        <source>This is not a regular file (it is a folder, a device or a pipe).</source>
        <translation>通常のファイルではありません（フォルダー、デバイス、またはパイプです）。</translation>
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
        <source>The file&apos;s format version {version} is unknown.</source>
        <translation>ファイルの形式バージョン {version} は不明です。</translation>
    </message>
    <message>
        <source>The file&apos;s format version {version} could not be upgraded.</source>
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
        <source>The card set {path} uses the set code {set}, which a card set of another game already has; give this set another code.</source>
        <translation>カードセット {path} のセットコード {set} は、別のゲームのカードセットがすでに使っています。このセットには別のコードを付けてください。</translation>
    </message>
    <message>
        <source>{path} is a card set of another game ({game}) in the wrong folder.</source>
        <translation>{path} は別のゲーム（{game}）のカードセットで、フォルダーが違います。</translation>
    </message>
    <message>
        <source>{path} must be named after its set code ({set}).</source>
        <translation>{path} のファイル名はセットコード（{set}）にしてください。</translation>
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
        <source>There is no Physical Attack Table “{table}”.</source>
        <translation>物理攻撃表「{table}」はありません。</translation>
    </message>
    <message>
        <source>“{power}” is not a power rating (a number of 0 or more, or Z).</source>
        <translation>「{power}」はパワー値ではありません（0 以上の数か Z）。</translation>
    </message>
    <message>
        <source>The Physical Attack Table file {path} is invalid.</source>
        <translation>物理攻撃表のファイル {path} が正しくありません。</translation>
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
        <translation>問題「{code}」があります。</translation>
    </message>
    <message>
        <source>The game has not begun yet.</source>
        <translation>ゲームはまだ始まっていません。</translation>
    </message>
    <message>
        <source>The game has already begun.</source>
        <translation>ゲームはすでに始まっています。</translation>
    </message>
    <message>
        <source>{player} may not act now (step: {step}).</source>
        <translation>{player} は今は行動できません（ステップ: {step}）。</translation>
    </message>
    <message>
        <source>This is done in the {needed} step, not in the {step} step.</source>
        <translation>これは{step}ステップではなく{needed}ステップで行います。</translation>
    </message>
    <message>
        <source>Combat ends only when both players pass in a row.</source>
        <translation>戦闘は両プレイヤーが続けてパスしたときだけ終わります。</translation>
    </message>
    <message>
        <source>Discard down to the hand limit first ({count} cards in hand, limit {limit}).</source>
        <translation>先に手札上限まで捨ててください（手札{count}枚、上限{limit}枚）。</translation>
    </message>
    <message>
        <source>The hand is already at the limit ({count} cards, limit {limit}).</source>
        <translation>手札はすでに上限です（{count}枚、上限{limit}枚）。</translation>
    </message>
    <message>
        <source>Discard exactly {count} cards to come down to the hand limit ({hand} in hand, limit {limit}).</source>
        <translation>手札の上限まで減らすには、ちょうど{count}枚を捨ててください（手札{hand}枚、上限{limit}枚）。</translation>
    </message>
    <message>
        <source>The same card is named twice.</source>
        <translation>同じカードが二度選ばれています。</translation>
    </message>
    <message>
        <source>No Rejuvenation: Combat was declared this turn.</source>
        <translation>このターンは戦闘を宣言したので回復はできません。</translation>
    </message>
    <message>
        <source>Rejuvenation was already used this turn.</source>
        <translation>このターンの回復はすでに使いました。</translation>
    </message>
    <message>
        <source>Card {card} is not in your hand.</source>
        <translation>カード{card}は手札にありません。</translation>
    </message>
    <message>
        <source>Card {card} ({type}) cannot be placed in the Non-Combat step.</source>
        <translation>カード{card}（{type}）は非戦闘ステップに出せません。</translation>
    </message>
    <message>
        <source>There is no free place for another ally.</source>
        <translation>味方人物を置く場所が空いていません。</translation>
    </message>
    <message>
        <source>{character} is your Main Personality and cannot also be an ally.</source>
        <translation>{character}はメイン人物なので味方人物にはなれません。</translation>
    </message>
    <message>
        <source>An ally of level {level} cannot enter play above the Main Personality&apos;s level {mp_level}.</source>
        <translation>レベル{level}の味方人物は、メイン人物のレベル{mp_level}を超えて登場できません。</translation>
    </message>
    <message>
        <source>This ally is in play: only its level {needed} may go on top (not level {level}).</source>
        <translation>この味方人物は登場済みです。上に重ねられるのはレベル{needed}だけです（レベル{level}は不可）。</translation>
    </message>
    <message>
        <source>Card {card} can only go on the ally of the same name.</source>
        <translation>カード{card}は同じ名前の味方人物にしか重ねられません。</translation>
    </message>
    <message>
        <source>A {style} Drill is already in play on your side; the first one stays.</source>
        <translation>自分の側にはすでに{style}の特訓があります。先に出したものが残ります。</translation>
    </message>
    <message>
        <source>Dragon Ball {number} is already in play; the first one stays.</source>
        <translation>ドラゴンボール{number}はすでに場にあります。先に出したものが残ります。</translation>
    </message>
    <message>
        <source>The Main Personality has no level above level {level}.</source>
        <translation>メイン人物にはレベル{level}より上のレベルがありません。</translation>
    </message>
    <message>
        <source>The Main Personality has no level below level {level}.</source>
        <translation>メイン人物にはレベル{level}より下のレベルがありません。</translation>
    </message>
    <message>
        <source>The {count} cards named to pay for the level-up are not all in your discard pile.</source>
        <translation>レベルアップのコストに指定した{count}枚が、すべて捨て札置き場にあるわけではありません。</translation>
    </message>
    <message>
        <source>Choose {count} different cards of your discard pile to put back.</source>
        <translation>ライフデッキに戻す、捨て札置き場の異なるカードを{count}枚選んでください。</translation>
    </message>
    <message>
        <source>The Main Personality levels up only during its player&apos;s own turn.</source>
        <translation>メイン人物のレベルアップは自ターン中にだけできます。</translation>
    </message>
    <message>
        <source>Card {card} is neither an Event in your hand nor a Setup in play.</source>
        <translation>カード{card}は手札のイベントでも場のセットアップでもありません。</translation>
    </message>
    <message>
        <source>Card {card} acts while it stays in play; it is not used.</source>
        <translation>カード{card}は場にある間に効果を発揮します。使用するカードではありません。</translation>
    </message>
    <message>
        <source>An attack is waiting for the defender&apos;s answer.</source>
        <translation>攻撃が防御側の対応を待っています。</translation>
    </message>
    <message>
        <source>Defend against the attack or take it first.</source>
        <translation>先に攻撃を防御するか、受けてください。</translation>
    </message>
    <message>
        <source>There is no attack to answer.</source>
        <translation>対応する攻撃がありません。</translation>
    </message>
    <message>
        <source>Card {card} cannot attack.</source>
        <translation>カード{card}では攻撃できません。</translation>
    </message>
    <message>
        <source>The attack of card {card} is of the other kind, as its card says.</source>
        <translation>カード{card}の攻撃は、カードに書かれているとおりもう一方の種類です。</translation>
    </message>
    <message>
        <source>Say whether the attack of card {card} is physical or energy.</source>
        <translation>カード{card}の攻撃が物理攻撃かエネルギー攻撃かを指定してください。</translation>
    </message>
    <message>
        <source>Only the personality in control of Combat attacks (card {card} is not).</source>
        <translation>攻撃できるのは戦闘をコントロールしている人物だけです（カード{card}は違います）。</translation>
    </message>
    <message>
        <source>The power of card {card} was already used this turn.</source>
        <translation>カード{card}のパワーはこのターンすでに使いました。</translation>
    </message>
    <message>
        <source>Card {card} is not a defense.</source>
        <translation>カード{card}は防御カードではありません。</translation>
    </message>
    <message>
        <source>This defense stops {defends} attacks; the attack is {attack}.</source>
        <translation>この防御は{defends}攻撃を防ぎます。攻撃は{attack}です。</translation>
    </message>
    <message>
        <source>The cost of {cost} cannot be paid in full ({available} available).</source>
        <translation>コスト{cost}を全額支払えません（支払える分は{available}）。</translation>
    </message>
    <message>
        <source>Card {card} is not one of your personalities in play.</source>
        <translation>カード{card}は場にある自分の人物ではありません。</translation>
    </message>
    <message>
        <source>The stages chosen ({paid}) are not the cost ({cost}).</source>
        <translation>選んだステージ（{paid}）がコスト（{cost}）と一致しません。</translation>
    </message>
    <message>
        <source>Card {card} cannot pay {share} stages (it is at stage {stage}).</source>
        <translation>カード{card}は{share}ステージを支払えません（現在ステージ{stage}）。</translation>
    </message>
    <message>
        <source>The Double-Power Rule was not applied in this game&apos;s setup like that.</source>
        <translation>このゲームの準備でダブルパワー・ルールはそのように適用されていません。</translation>
    </message>
    <message>
        <source>Combat has just been entered: the defender draws first.</source>
        <translation>戦闘に入ったところです。まず防御側がドローします。</translation>
    </message>
    <message>
        <source>The defender has already drawn for this Combat.</source>
        <translation>この戦闘の防御側のドローは済んでいます。</translation>
    </message>
    <message>
        <source>An ally may take control of Combat only while the Main Personality is at stage 0 or 1 (it is at {stage}).</source>
        <translation>味方人物が戦闘をコントロールできるのは、メイン人物がステージ0か1のときだけです（現在{stage}）。</translation>
    </message>
    <message>
        <source>Card {card} is already in control of Combat.</source>
        <translation>カード{card}はすでに戦闘をコントロールしています。</translation>
    </message>
    <message>
        <source>Card {card} is not a personality in play.</source>
        <translation>カード{card}は場にいる人物ではありません。</translation>
    </message>
    <message>
        <source>A Dragon Ball is captured only right after an attack that discarded {threshold} or more life cards.</source>
        <translation>ドラゴンボールを捕獲できるのは、ライフカードを{threshold}枚以上捨てさせた攻撃の直後だけです。</translation>
    </message>
    <message>
        <source>Card {card} is not a Dragon Ball your opponent controls.</source>
        <translation>カード{card}は相手がコントロールするドラゴンボールではありません。</translation>
    </message>
    <message>
        <source>Card {card} was not just lost to attack damage.</source>
        <translation>カード{card}は今の攻撃ダメージで失ったライフカードではありません。</translation>
    </message>
    <message>
        <source>Endurance needs a declared fighting style and its Mastery in play.</source>
        <translation>耐久力を使うには、武術スタイルを宣言し、その免許皆伝が場にある必要があります。</translation>
    </message>
    <message>
        <source>Stage {stage} is not on this card (stages 0 to {top}).</source>
        <translation>このカードにステージ{stage}はありません（ステージ0～{top}）。</translation>
    </message>
    <message>
        <source>The Main Personality never leaves play.</source>
        <translation>メイン人物は場を離れません。</translation>
    </message>
    <message>
        <source>A Mastery never leaves play.</source>
        <translation>免許皆伝は場を離れません。</translation>
    </message>
    <message>
        <source>Card {card} cannot go to {zone}.</source>
        <translation>カード{card}は{zone}に置けません。</translation>
    </message>
    <message>
        <source>Card {card} stays on its owner&apos;s side of the table ({zone} is not).</source>
        <translation>カード{card}は持ち主の側に置かれます（{zone}は違います）。</translation>
    </message>
    <message>
        <source>No rule moves card {card} to {zone} now; use a card-effect action.</source>
        <translation>今カード{card}を{zone}へ動かすルールはありません。カード効果の操作を使ってください。</translation>
    </message>
    <message>
        <source>That is not a rule action here; use a card-effect action.</source>
        <translation>ここではルール上の操作ではありません。カード効果の操作を使ってください。</translation>
    </message>
    <message>
        <source>Only your own Life Deck may be shuffled ({zone}).</source>
        <translation>シャッフルできるのは自分のライフデッキだけです（{zone}）。</translation>
    </message>
    <message>
        <source>Survival Victory: the opponent&apos;s Life Deck ran out.</source>
        <translation>サバイバル勝利：相手のライフデッキが尽きました。</translation>
    </message>
    <message>
        <source>Dragon Ball Victory: all seven Dragon Balls of one set.</source>
        <translation>ドラゴンボール勝利: 1セット7個のドラゴンボールをすべてそろえました。</translation>
    </message>
    <message>
        <source>Dragon Ball Victory: all seven captured balls still held at the turn&apos;s start.</source>
        <translation>ドラゴンボール勝利: 捕獲した7個をターン開始時まで保持しました。</translation>
    </message>
    <message>
        <source>Dragon Ball Loop: the opponent&apos;s Life Deck held only Dragon Balls.</source>
        <translation>ドラゴンボール・ループ: 相手のライフデッキにはドラゴンボールしか残っていませんでした。</translation>
    </message>
    <message>
        <source>Not possible in the {step} step; it needs the {needed} step.</source>
        <translation>{step} ステップではできません（{needed} ステップで行います）。</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>ゲームはまだ始まっていません。</translation>
    </message>
    <message>
        <source>The game has already started.</source>
        <translation>ゲームはすでに始まっています。</translation>
    </message>
    <message>
        <source>It costs {cost} Spirit Energy; you have {spirit}.</source>
        <translation>霊力が {cost} 必要ですが、{spirit} しかありません。</translation>
    </message>
    <message>
        <source>Spirit Energy must be from 0 to {cap} (not {value}).</source>
        <translation>霊力は 0 から {cap} の間です（{value} にはできません）。</translation>
    </message>
    <message>
        <source>That card is not in your hand.</source>
        <translation>そのカードは手札にありません。</translation>
    </message>
    <message>
        <source>Only Items and Techniques can be attached.</source>
        <translation>付けられるのはアイテムとテクニックだけです。</translation>
    </message>
    <message>
        <source>Cards can only be attached to your own characters in play.</source>
        <translation>カードを付けられるのは自分の場のキャラクターだけです。</translation>
    </message>
    <message>
        <source>That card is not an Event.</source>
        <translation>そのカードはイベントではありません。</translation>
    </message>
    <message>
        <source>Unknown effect duration “{duration}”.</source>
        <translation>効果の持続期間「{duration}」は不明です。</translation>
    </message>
    <message>
        <source>This Event&apos;s effects are all done as it is played: it goes straight to the discard pile.</source>
        <translation>このイベントの効果はプレイした時にすべて終わります。そのまま捨て札置き場に置かれます。</translation>
    </message>
    <message>
        <source>This Event&apos;s effects last this turn: it stays in the Events area until the turn ends.</source>
        <translation>このイベントの効果はこのターンの間続きます。ターンが終わるまでイベント置き場に残ります。</translation>
    </message>
    <message>
        <source>This Event&apos;s effects last until your next Draw Step: it stays in the Events area until then.</source>
        <translation>このイベントの効果は次の自分のドローステップまで続きます。それまでイベント置き場に残ります。</translation>
    </message>
    <message>
        <source>This Event&apos;s effects last this match: it stays in the Events area until the match ends.</source>
        <translation>このイベントの効果はこの対戦の間続きます。対戦が終わるまでイベント置き場に残ります。</translation>
    </message>
    <message>
        <source>This Event&apos;s effects last the whole game: it stays in the Events area until the game ends.</source>
        <translation>このイベントの効果はゲームが終わるまで続きます。ゲームが終わるまでイベント置き場に残ります。</translation>
    </message>
    <message>
        <source>Only a character can go into Match Slot 5.</source>
        <translation>選手置き場5に置けるのはキャラクターだけです。</translation>
    </message>
    <message>
        <source>You have already put a character into Match Slot 5 this game.</source>
        <translation>このゲームではすでに選手置き場5にキャラクターを置いています。</translation>
    </message>
    <message>
        <source>Match Slot {slot} is already taken.</source>
        <translation>選手置き場{slot}はすでに埋まっています。</translation>
    </message>
    <message>
        <source>You have already attacked this turn.</source>
        <translation>このターンはすでに攻撃しています。</translation>
    </message>
    <message>
        <source>You have no fighter in the Arena.</source>
        <translation>対戦エリアに選手がいません。</translation>
    </message>
    <message>
        <source>The opponent has no fighter in the Arena.</source>
        <translation>相手の対戦エリアに選手がいません。</translation>
    </message>
    <message>
        <source>That card has no such attack for your fighter.</source>
        <translation>そのカードにはあなたの選手が使える攻撃がありません。</translation>
    </message>
    <message>
        <source>A face-down Technique cannot be used to attack.</source>
        <translation>裏向きのテクニックでは攻撃できません。</translation>
    </message>
    <message>
        <source>This attack&apos;s Attack Value is variable: give its value.</source>
        <translation>この攻撃の攻撃力は可変です。値を指定してください。</translation>
    </message>
    <message>
        <source>The Attack Cost is {cost} cards; you hold {hand}.</source>
        <translation>攻撃コストは {cost} 枚ですが、手札は {hand} 枚です。</translation>
    </message>
    <message>
        <source>Discard exactly {cost} cards for the Attack Cost (not {count}).</source>
        <translation>攻撃コストとしてちょうど {cost} 枚捨ててください（{count} 枚ではありません）。</translation>
    </message>
    <message>
        <source>Cards to discard must come from your hand.</source>
        <translation>捨てるカードは手札から選んでください。</translation>
    </message>
    <message>
        <source>Minimum damage only applies when an attack deals 0; this one deals {points}.</source>
        <translation>最低ダメージはダメージが 0 のときだけです（この攻撃は {points} ダメージ）。</translation>
    </message>
    <message>
        <source>Minimum damage costs {cost} cards from hand (not {count}).</source>
        <translation>最低ダメージには手札を {cost} 枚捨てます（{count} 枚ではありません）。</translation>
    </message>
    <message>
        <source>That character is not in the Arena or on the Sideline.</source>
        <translation>そのキャラクターは対戦エリアにも控えにもいません。</translation>
    </message>
    <message>
        <source>Match Slot {slot} is empty.</source>
        <translation>選手置き場{slot}は空です。</translation>
    </message>
    <message>
        <source>There is no Sideline Match Slot {slot}.</source>
        <translation>控えの選手置き場{slot}はありません。</translation>
    </message>
    <message>
        <source>Unknown modifier {stat} for {scope}.</source>
        <translation>不明な修正 {stat}（{scope}）です。</translation>
    </message>
    <message>
        <source>That player has no fighter in a match.</source>
        <translation>そのプレイヤーには対戦中の選手がいません。</translation>
    </message>
    <message>
        <source>That card is in the other player&apos;s hand or deck.</source>
        <translation>そのカードは相手の手札かデッキにあります。</translation>
    </message>
    <message>
        <source>No rule action puts that card there now; apply a card&apos;s effect from its menu.</source>
        <translation>今そのカードをそこへ置くルールの操作はありません。カード効果はカードのメニューから使ってください。</translation>
    </message>
    <message>
        <source>Damage or healing must be 1 to 4 points (not {points}).</source>
        <translation>ダメージや回復は 1 から 4 です（{points} にはできません）。</translation>
    </message>
    <message>
        <source>Techniques can only be attached to your fighter, not to the Sideline.</source>
        <translation>テクニックは自分の選手にだけ付けられます（控えには付けられません）。</translation>
    </message>
    <message>
        <source>You may place only {limit} character card(s) per turn.</source>
        <translation>キャラクターカードは 1 ターンに {limit} 枚までしか配置できません。</translation>
    </message>
    <message>
        <source>{name} is already in play on that side: the first one stays.</source>
        <translation>{name} はすでにその陣営の場にいます。先に出したほうが残ります。</translation>
    </message>
    <message>
        <source>An attack is waiting: the defender answers it first.</source>
        <translation>攻撃の処理中です。先に防御側が対応します。</translation>
    </message>
    <message>
        <source>Minimum damage is chosen after the attack resolves to 0 damage.</source>
        <translation>最低ダメージは、攻撃の結果が 0 ダメージになった後に選びます。</translation>
    </message>
    <message>
        <source>No attack is waiting for an answer.</source>
        <translation>対応を待っている攻撃はありません。</translation>
    </message>
    <message>
        <source>Only the rules turn cards over: a face-down card turns face up when its character enters the Arena.</source>
        <translation>カードを裏返すのはルールだけです。裏向きのカードは、そのキャラクターが対戦エリアに入るときに表になります。</translation>
    </message>
    <message>
        <source>Only a character in play turns sideways, by damage or healing.</source>
        <translation>横向きになるのは場のキャラクターだけです（ダメージか回復による）。</translation>
    </message>
    <message>
        <source>You can shuffle only your own deck or hand.</source>
        <translation>シャッフルできるのは自分のデッキか手札だけです。</translation>
    </message>
    <message>
        <source>The rules keep this count; apply a card&apos;s effect from the card&apos;s menu.</source>
        <translation>この数はルールが管理します。カード効果はカードのメニューから使ってください。</translation>
    </message>
    <message>
        <source>The fighter leaves the Arena only when defeated, when its match is lost or by a switch.</source>
        <translation>選手が対戦エリアを離れるのは、倒されたとき、その試合に負けたとき、入れ替えのときだけです。</translation>
    </message>
    <message>
        <source>A card stays on its owner&apos;s side of the table.</source>
        <translation>カードは持ち主の側に置かれたままです。</translation>
    </message>
    <message>
        <source>That card of the other player is hidden from you.</source>
        <translation>相手のそのカードはあなたには見えません。</translation>
    </message>
    <message>
        <source>That card is already there.</source>
        <translation>そのカードはすでにそこにあります。</translation>
    </message>
    <message>
        <source>No card effect puts that card there.</source>
        <translation>そのカードをそこに置くカード効果はありません。</translation>
    </message>
    <message>
        <source>The other player answers the attack now.</source>
        <translation>いまは相手プレイヤーが攻撃に対応する番です。</translation>
    </message>
    <message>
        <source>{player} wins with 3 match wins.</source>
        <translation>{player} が対戦勝利数 3 で勝利しました。</translation>
    </message>
    <message>
        <source>{player} wins: the opponent had to draw or discard from an empty deck.</source>
        <translation>{player} の勝利です。相手は空のデッキからカードを引く（捨てる）必要がありました。</translation>
    </message>
    <message>
        <source>{player} wins with more match wins after five matches.</source>
        <translation>5 回の対戦の後、対戦勝利数が多い {player} の勝利です。</translation>
    </message>
    <message>
        <source>The game is a draw.</source>
        <translation>ゲームは引き分けです。</translation>
    </message>
    <message>
        <source>Team Urameshi: +1 Spirit in your Draw Step; Attack Cost cards go under your deck.</source>
        <translation>浦飯チーム: ドローステップで霊力+1。攻撃コストで捨てるカードはデッキの一番下へ。</translation>
    </message>
    <message>
        <source>Team Saint Beasts: draw a card at the end of your turn.</source>
        <translation>四聖獣チーム: 自ターンの終わりにカードを1枚引く。</translation>
    </message>
    <message>
        <source>Team Toguro: when you attack, discard up to 2 cards for +3000 ATK each.</source>
        <translation>戸愚呂チーム: 攻撃時に手札を2枚まで捨て、1枚につき攻撃力+3000。</translation>
    </message>
    <message>
        <source>Team Masho: a 5th character from the deck at setup; your Match Slots lie face down.</source>
        <translation>魔性使いチーム: セットアップで5人目をデッキから。選手置き場は裏向き。</translation>
    </message>
    <message>
        <source>Team Rokuyukai: your Rokuyukai characters get +2000 DEF.</source>
        <translation>六遊怪チーム: 六遊怪のキャラクターは防御力+2000。</translation>
    </message>
    <message>
        <source>Team Ichigaki: cards attached to the opponent&apos;s Sideline characters are face up.</source>
        <translation>Dr.イチガキチーム: 相手の控えキャラクターに付いたカードは表向き。</translation>
    </message>
    <message>
        <source>Team Uraotogi: the opponent keeps 1 card paying Attack Cost, cannot draw holding 6+.</source>
        <translation>裏御伽チーム: 相手は攻撃コストで手札を1枚未満にできず、手札6枚以上ではカードを引けない。</translation>
    </message>
    <message>
        <source>Team Genkai: when a Genkai character enters the Arena, search your deck for a Technique.</source>
        <translation>幻海チーム: 幻海のキャラクターが対戦エリアに出たとき、デッキからテクニックを1枚手札へ。</translation>
    </message>
    <message>
        <source>Team Sarayashki: once a turn, discard an Item and pay 1 Spirit to search an Item.</source>
        <translation>皿屋敷チーム: ターンに1回、表向きのアイテムを捨て霊力1を払い、デッキからアイテムを1枚手札へ。</translation>
    </message>
    <message>
        <source>Team Koenma: when attacked, discard your top 2 cards; -2000 ATK per Event.</source>
        <translation>コエンマチーム: コエンマのキャラクターが攻撃されたとき、デッキの上2枚を捨て、イベント1枚につき攻撃力-2000。</translation>
    </message>
    <message>
        <source>Team Sensui: your Sensui characters count as both Heroes and Villains.</source>
        <translation>仙水チーム: 仙水のキャラクターはヒーローとヴィランの両方として扱う。</translation>
    </message>
    <message>
        <source>Team Kuroko: use face-up attacks of any of your characters in play (+1 cost off-team).</source>
        <translation>黒呼チーム: 場の自分のキャラクターの表向きの攻撃を使える（シンボルなしは攻撃コスト+1）。</translation>
    </message>
    <message>
        <source>Team Mukuro: per point your fighter deals, the opponent discards their top 2 cards.</source>
        <translation>躯チーム: 自分の選手がダメージを与えたとき、1ダメージにつき相手はデッキの上2枚を捨てる。</translation>
    </message>
    <message>
        <source>Team Raizen: your Team Leaders get +2000 ATK and +2000 DEF.</source>
        <translation>雷禅チーム: チームリーダーは攻撃力+2000、防御力+2000。</translation>
    </message>
    <message>
        <source>Team Yomi: once per turn, pay 2 Spirit to play a card from the opponent&apos;s discard pile.</source>
        <translation>黄泉チーム: ターンに1回、霊力2を払い相手の捨て札のカードを使える。</translation>
    </message>
    <message>
        <source>Spirit Defense Force: +1000 ATK for each villain the opponent has in play.</source>
        <translation>霊界特防隊: 相手の場のヴィラン1体につき攻撃力+1000。</translation>
    </message>
    <message>
        <source>Team Kurama: you need one fewer matching Team Symbol for a Team Bonus.</source>
        <translation>蔵馬チーム: チームボーナスに必要なチームシンボルが1つ少なくてよい。</translation>
    </message>
    <message>
        <source>{purpose}: choose the {count} cards of your discard pile to remove from the game.</source>
        <translation>{purpose}：捨て札置き場から除外するカードを{count}枚選んでください。</translation>
    </message>
    <message>
        <source>{purpose}: choose the {count} cards of your discard pile to put at the bottom of your Life Deck.</source>
        <translation>{purpose}：ライフデッキの一番下に置く、捨て札置き場のカードを{count}枚選んでください。</translation>
    </message>
    <message>
        <source>{player} wins the match.</source>
        <translation>{player} が対戦に勝利。</translation>
    </message>
    <message>
        <source>Next match: {fighter} against {opponent}.</source>
        <translation>次の対戦：{fighter} 対 {opponent}。</translation>
    </message>
    <message>
        <source>The save is still being checked; a moment, please.</source>
        <translation>セーブデータを確認しています。少しお待ちください。</translation>
    </message>
    <message>
        <source>The personality in control of Combat is not of the heritage this card needs.</source>
        <translation>戦闘をコントロールしている人物の種族では、このカードは使えません。</translation>
    </message>
    <message>
        <source>A card played this Combat forbids you more attacks.</source>
        <translation>この戦闘で使ったカードの効果により、これ以上攻撃できません。</translation>
    </message>
    <message>
        <source>Those {count} cards are not a choice the card&apos;s effect allows.</source>
        <translation>その{count}枚は、このカードの効果で選べるカードではありません。</translation>
    </message>
    <message>
        <source>Using this card costs {cost} card(s) from your hand; {count} given.</source>
        <translation>このカードを使うには手札が{cost}枚必要です（{count}枚が指定されました）。</translation>
    </message>
    <message>
        <source>{card} has no effect to use now (an attached card of your fighter, in the step it names).</source>
        <translation>{card} には今使える効果がありません（自分の選手に付いたカードを、その効果のステップに使えます）。</translation>
    </message>
    <message>
        <source>This defense costs no card of your hand: discard none to play it.</source>
        <translation>この防御に手札のコストはない。カードを捨てずに使う。</translation>
    </message>
    <message>
        <source>This defense costs another card of your hand, and you hold none.</source>
        <translation>この防御には手札の他のカードが1枚必要だが、手札にない。</translation>
    </message>
    <message>
        <source>The card to discard must be one other card of your hand.</source>
        <translation>捨てるカードは、手札の他のカード1枚でなければならない。</translation>
    </message>
    <message>
        <source>Choose a card your opponent has in play that this card may remove.</source>
        <translation>このカードで除外できる、相手の場にあるカードを選んでください。</translation>
    </message>
    <message>
        <source>In this attack phase only {card} may attack again (or you pass).</source>
        <translation>この攻撃フェイズでは{card}だけがもう1回攻撃できます（パスしてもかまいません）。</translation>
    </message>
    <message>
        <source>This power answers only while your personality in control is one it guards.</source>
        <translation>このパワーは、戦闘をコントロールしている自分の人物がこのパワーの守る人物のときにのみ使えます。</translation>
    </message>
    <message>
        <source>Card {card} is used in your attack phase, in place of an attack.</source>
        <translation>カード{card}は自分の攻撃フェイズに、攻撃の代わりに使います。</translation>
    </message>
    <message>
        <source>Name one of your allies in play to remove from the game: this card costs one.</source>
        <translation>除外する自分の味方人物を1体指定してください（このカードのコストです）。</translation>
    </message>
    <message>
        <source>The opponent&apos;s Main Personality was removed from the game.</source>
        <translation>相手のメイン人物がゲームから除外されました。</translation>
    </message>
    <message>
        <source>This card is used only at the end of a turn (its Discard or Rejuvenation step).</source>
        <translation>このカードはターンの終わり（ディスカードステップか回復ステップ）にのみ使えます。</translation>
    </message>
    <message>
        <source>Choose a card of yours that this card&apos;s search may put in play.</source>
        <translation>このカードの探索で場に出せる、自分のカードを選んでください。</translation>
    </message>
    <message>
        <source>A Drill its controller has in play keeps this Dragon Ball from capture.</source>
        <translation>コントロールしているプレイヤーの場にある特訓が、このドラゴンボールの捕獲を防いでいる。</translation>
    </message>
    <message>
        <source>This card needs an ally you do not have in play.</source>
        <translation>このカードに必要な味方人物が場にいないので、使えません。</translation>
    </message>
    <message>
        <source>A card you used makes you skip this Combat step.</source>
        <translation>使ったカードの効果で、この戦闘ステップは飛ばされます。</translation>
    </message>
    <message>
        <source>{purpose}: choose the card of your hand to discard.</source>
        <translation>{purpose}：捨てる手札のカードを選んでください。</translation>
    </message>
    <message>
        <source>A card effect waits for a player&apos;s choice first: the cards they discard from their hand.</source>
        <translation>先にプレイヤーの選択が必要です：カード効果で捨て札にする手札を選んでください。</translation>
    </message>
    <message>
        <source>No card effect asks you to discard cards of your choice now.</source>
        <translation>今、手札を選んで捨て札にするよう求めるカード効果はありません。</translation>
    </message>
    <message>
        <source>The card effect asks for {count} card(s) from your hand; {given} given.</source>
        <translation>カード効果が求める手札は{count}枚です（{given}枚が指定されました）。</translation>
    </message>
    <message>
        <source>Attack {number} of {card} may not be used now: its card&apos;s condition does not hold.</source>
        <translation>{card}の攻撃{number}は今は使えません：カードの条件を満たしていません。</translation>
    </message>
    <message>
        <source>{card} may not come in for this switch (a character of your Sideline it names).</source>
        <translation>{card}はこの入れ替えで出せません（効果が指定する自分の控えのキャラクターを選んでください）。</translation>
    </message>
    <message>
        <source>This Event may be played only to answer an attack of the opponent&apos;s.</source>
        <translation>このイベントは相手の攻撃に応じる時だけプレイできます。</translation>
    </message>
    <message>
        <source>The opposing fighter allows no attack of more than {most} ATK.</source>
        <translation>相手の選手がいる間、攻撃力{most}を超える攻撃は使えません。</translation>
    </message>
    <message>
        <source>This Event may be played only with a character of yours in Match Slot 5.</source>
        <translation>このイベントは自分の選手置き場5にキャラクターがいる時だけプレイできます。</translation>
    </message>
    <message>
        <source>A card of the opponent&apos;s bars your Techniques now.</source>
        <translation>相手のカードにより、今はテクニックを使えません。</translation>
    </message>
    <message>
        <source>You may play no more Events this turn (a card&apos;s effect).</source>
        <translation>このターンはこれ以上イベントをプレイできません（カードの効果）。</translation>
    </message>
    <message>
        <source>No card that discards from the opponent&apos;s deck may be used this match.</source>
        <translation>この対戦では、相手のデッキのカードを捨て札にするカードは使えません。</translation>
    </message>
    <message>
        <source>A card attached to the opposing fighter forbids you to play this card.</source>
        <translation>相手の選手に付いているカードにより、このカードはプレイできません。</translation>
    </message>
    <message>
        <source>A card attached to the opposing fighter asks for a card of your hand to discard with an Event: you have none.</source>
        <translation>相手の選手に付いているカードにより、イベントをプレイするには手札を1枚捨て札にする必要がありますが、ほかに手札がありません。</translation>
    </message>
    <message>
        <source>A card forbids playing Events until the end of its player&apos;s next turn.</source>
        <translation>あるカードにより、そのプレイヤーの次のターンの終わりまでイベントはプレイできません。</translation>
    </message>
    <message>
        <source>{card} has no ability to use now (once a turn, in the step it names, as your fighter or on your Sideline as it says).</source>
        <translation>{card} には今使える能力がありません（1ターンに1回、書かれたステップで、書かれたとおり選手として、または控えで使えます）。</translation>
    </message>
    <message>
        <source>Using this ability costs {cost} card(s) from your hand; {count} given.</source>
        <translation>この能力を使うには手札が{cost}枚必要です（{count}枚が指定されました）。</translation>
    </message>
    <message>
        <source>This Event may be played only if you made no attack this turn.</source>
        <translation>このイベントは、このターンに攻撃していないときだけ使えます。</translation>
    </message>
    <message>
        <source>You have already played a card of this name this game.</source>
        <translation>このゲームでは、この名前のカードをすでに使っています。</translation>
    </message>
    <message>
        <source>This Event&apos;s own card bars it now.</source>
        <extracomment>The refusals of these effects.</extracomment>
        <translation>このイベントは、カード自身の効果により今はプレイできない</translation>
    </message>
    <message>
        <source>The opposing fighter&apos;s card bars your attacks now.</source>
        <translation>相手の選手のカードにより、今は攻撃できません。</translation>
    </message>
</context>
<context>
    <name>Recovery</name>
    <message>
        <source>Resume Game?</source>
        <translation>ゲームを再開しますか?</translation>
    </message>
    <message>
        <source>Tabletop did not close properly. Resume the game that was in progress?</source>
        <translation>Tabletop は正常に終了しませんでした。進行中だったゲームを再開しますか?</translation>
    </message>
    <message>
        <source>Tabletop did not close properly, and {count} games were left unfinished. Resume the oldest of them? (No deletes it and asks about the next one.)</source>
        <translation>Tabletop は正常に終了しませんでした。終わっていないゲームが {count} 件あります。いちばん古いゲームを再開しますか?（「いいえ」を選ぶとそのゲームを削除し、次のゲームについて尋ねます。）</translation>
    </message>
    <message>
        <source>The game could not be resumed: {reason}</source>
        <translation>ゲームを再開できませんでした: {reason}</translation>
    </message>
    <message>
        <source>Actions recovered: {count} of {total}.</source>
        <translation>復元した操作: {total} 件中 {count} 件。</translation>
    </message>
    <message>
        <source>The game stops before action {index}: {action}</source>
        <translation>操作 {index} の手前でゲームを止めました: {action}</translation>
    </message>
    <message>
        <source>The game stops before the action that could not be replayed: {reason}</source>
        <translation>再現できなかった操作の手前までを復元しました: {reason}</translation>
    </message>
    <message>
        <source>The autosave file could not be read after action {count}.</source>
        <translation>自動保存ファイルは操作 {count} より後を読み取れませんでした。</translation>
    </message>
    <message>
        <source>Nothing is lost: the autosave file is kept as {file}, and a later version of Tabletop will offer to resume it again.</source>
        <translation>失われたものはありません。自動保存ファイルは {file} として残してあり、新しいバージョンの Tabletop がもう一度再開を提案します。</translation>
    </message>
</context>
<context>
    <name>RemoteCommand</name>
    <message>
        <source>the host speaks another protocol version</source>
        <translation>ホストの通信プロトコルのバージョンが異なります</translation>
    </message>
    <message>
        <source>the host runs another version of Tabletop</source>
        <translation>ホストの Tabletop のバージョンが異なります</translation>
    </message>
    <message>
        <source>the host&apos;s card database differs from yours (update both to the same)</source>
        <translation>ホストのカードデータベースがあなたのものと異なります（両方を同じものに更新してください）</translation>
    </message>
    <message>
        <source>the game could not be resumed</source>
        <translation>ゲームを再開できませんでした</translation>
    </message>
    <message>
        <source>the host already has a guest</source>
        <translation>ホストにはすでにゲストがいます</translation>
    </message>
    <message>
        <source>the host plays a game this version does not know</source>
        <translation>ホストのゲームはこのバージョンでは遊べません</translation>
    </message>
    <message>
        <source>the invitation&apos;s key is missing or wrong (join with the whole invitation)</source>
        <translation>招待のキーがないか、違っています（招待をそのまま使って参加してください）</translation>
    </message>
    <message>
        <source>the host&apos;s certificate is not the invitation&apos;s (someone may be in between; ask the host for the invitation again)</source>
        <translation>ホストの証明書が招待のものと一致しません（間に誰かがいるおそれがあります。ホストに招待をもう一度もらってください）</translation>
    </message>
    <message>
        <source>it is too long</source>
        <translation>長すぎます</translation>
    </message>
    <message>
        <source>it is neither tabletop://… nor HOST:PORT</source>
        <translation>tabletop://… でも HOST:PORT でもありません</translation>
    </message>
    <message>
        <source>its address cannot be read</source>
        <translation>アドレスが読み取れません</translation>
    </message>
    <message>
        <source>its port is not a number from 1 to 65535</source>
        <translation>ポートが 1 から 65535 の数ではありません</translation>
    </message>
    <message>
        <source>its key is missing or damaged</source>
        <translation>キーがないか、壊れています</translation>
    </message>
    <message>
        <source>its fingerprint is damaged</source>
        <translation>フィンガープリントが壊れています</translation>
    </message>
    <message>
        <source>its relay cannot be read</source>
        <translation>中継サーバーが読み取れません</translation>
    </message>
    <message>
        <source>its room is missing or damaged</source>
        <translation>ルームがないか、壊れています</translation>
    </message>
    <message>
        <source>it has a part this version does not know</source>
        <translation>このバージョンが知らない部分があります</translation>
    </message>
    <message>
        <source>it does not speak the relay&apos;s protocol</source>
        <translation>中継サーバーのプロトコルに従っていません</translation>
    </message>
    <message>
        <source>it speaks another version of the relay&apos;s protocol</source>
        <translation>別のバージョンの中継プロトコルを使っています</translation>
    </message>
    <message>
        <source>it holds as many rooms as it can</source>
        <translation>ルームが上限まで埋まっています</translation>
    </message>
    <message>
        <source>the host&apos;s room is taken</source>
        <translation>ホストのルームは使用中です</translation>
    </message>
    <message>
        <source>the host&apos;s room is not there (has the host stopped?)</source>
        <translation>ホストのルームがありません（ホストが終了したのでは？）</translation>
    </message>
    <message>
        <source>the room belongs to another host</source>
        <translation>そのルームは別のホストのものです</translation>
    </message>
    <message>
        <source>The game ended without a winner.</source>
        <translation>勝者なしでゲームが終わりました。</translation>
    </message>
    <message>
        <source>Seat {seat} won.</source>
        <translation>席 {seat} の勝ちです。</translation>
    </message>
    <message>
        <source>Digest of the log: {digest}</source>
        <translation>ゲームログのダイジェスト: {digest}</translation>
    </message>
    <message>
        <source>Audit passed: fair shuffles, true views.</source>
        <translation>検証に合格しました: シャッフルは公正で、送られた盤面は正しいものでした。</translation>
    </message>
    <message>
        <source>Audit FAILED: {problem}</source>
        <translation>検証に失敗しました: {problem}</translation>
    </message>
    <message>
        <source>One of --seat0 and --seat1 must be remote and the other random, greedy or strong; --port from 0 to 65535.</source>
        <translation>--seat0 と --seat1 の一方は remote、もう一方は random・greedy・strong のいずれかにしてください。--port は 0 から 65535 までです。</translation>
    </message>
    <message>
        <source>--relay must be HOST:PORT (not {address}).</source>
        <translation>--relay は HOST:PORT の形で指定してください（{address} は指定できません）。</translation>
    </message>
    <message>
        <source>Cannot make the host&apos;s certificate: {error}</source>
        <translation>ホストの証明書を作れません: {error}</translation>
    </message>
    <message>
        <source>The relay refused: {reason}.</source>
        <translation>中継サーバーに断られました: {reason}。</translation>
    </message>
    <message>
        <source>Spectators (tabletop watch): {invitation}</source>
        <translation>観戦者用の招待 (tabletop watch): {invitation}</translation>
    </message>
    <message>
        <source>INVITATION must be the host&apos;s invitation or HOST:PORT: {problem}.</source>
        <translation>INVITATION にはホストの招待か HOST:PORT を指定してください: {problem}。</translation>
    </message>
    <message>
        <source>--port from 0 to 65535, --max-rooms and --room-ttl above 0.</source>
        <translation>--port は 0 から 65535、--max-rooms と --room-ttl は 0 より大きくしてください。</translation>
    </message>
    <message>
        <source>Cannot listen there: {error}</source>
        <translation>そこで接続を待ち受けられません: {error}</translation>
    </message>
    <message>
        <source>Taking up the game kept from before.</source>
        <translation>前回から保存されていた対戦を再開します。</translation>
    </message>
    <message>
        <source>Relay listening at {address}</source>
        <translation>{address} で中継サーバーが待ち受けています</translation>
    </message>
    <message>
        <source>Relay stopped: {paired} games paired.</source>
        <translation>中継サーバーを停止しました: {paired} 組のゲームをつなぎました。</translation>
    </message>
    <message>
        <source>Waiting for the guest at {address}</source>
        <translation>{address} でゲストを待っています</translation>
    </message>
    <message>
        <source>Invitation (give it to the guest): {invitation}</source>
        <translation>招待（ゲストに渡してください）: {invitation}</translation>
    </message>
    <message>
        <source>No guest came within {seconds} s.</source>
        <translation>{seconds} 秒以内にゲストが来ませんでした。</translation>
    </message>
    <message>
        <source>The host refused to play: {reason}.</source>
        <translation>ホストが対戦を断りました: {reason}。</translation>
    </message>
    <message>
        <source>The connection to the host failed: {error}</source>
        <translation>ホストとの接続に失敗しました: {error}</translation>
    </message>
</context>
<context>
    <name>RemoteDialogs</name>
    <message>
        <source>Your computer runs this game: it holds both decks and deals the cards, and the other player&apos;s computer receives only what their seat may see. Each shuffle is checked by both computers at the end of the game.</source>
        <translation>このゲームはあなたのコンピューターで動きます。両者のデッキを持ってカードを配るのはこのコンピューターで、相手のコンピューターには相手の席から見えるものだけが届きます。シャッフルはゲーム終了時に両方のコンピューターで検証されます。</translation>
    </message>
    <message>
        <source>The invitation is too long.</source>
        <translation>招待が長すぎます。</translation>
    </message>
    <message>
        <source>This is not a Tabletop invitation.</source>
        <translation>Tabletop の招待ではありません。</translation>
    </message>
    <message>
        <source>The address cannot be read.</source>
        <translation>アドレスを読み取れません。</translation>
    </message>
    <message>
        <source>The port must be a number from 1 to 65535.</source>
        <translation>ポートは 1 から 65535 までの数でなければなりません。</translation>
    </message>
    <message>
        <source>The invitation&apos;s key is missing or damaged.</source>
        <translation>招待のキーがないか、壊れています。</translation>
    </message>
    <message>
        <source>The invitation&apos;s fingerprint is damaged.</source>
        <translation>招待のフィンガープリントが壊れています。</translation>
    </message>
    <message>
        <source>The invitation&apos;s relay cannot be read.</source>
        <translation>招待の中継サーバーを読み取れません。</translation>
    </message>
    <message>
        <source>The invitation&apos;s room cannot be read.</source>
        <translation>招待のルームを読み取れません。</translation>
    </message>
    <message>
        <source>The end of the invitation cannot be read.</source>
        <translation>招待の末尾を読み取れません。</translation>
    </message>
    <message>
        <source>The relay {relay} cannot be used: {error}</source>
        <translation>中継サーバー {relay} を使えません: {error}</translation>
    </message>
    <message>
        <source>Host Game</source>
        <translation>ゲームをホスト</translation>
    </message>
</context>
<context>
    <name>RemoteDock</name>
    <message>
        <source>{player} asks to take back their last move.</source>
        <translation>{player} が直前の操作を元に戻したいと言っています。</translation>
    </message>
    <message>
        <source>{player} offers a draw.</source>
        <translation>{player} が引き分けを申し出ています。</translation>
    </message>
    <message>
        <source>{player} concedes the game.</source>
        <translation>{player} が投了しました。</translation>
    </message>
    <message>
        <source>{player} asks to switch to manual mode (the rules only warn).</source>
        <translation>{player} が自由操作モード (ルール違反は警告のみ) への切り替えを求めています。</translation>
    </message>
    <message>
        <source>{player} turned the rules back on.</source>
        <translation>{player} がルール適用モードに戻しました。</translation>
    </message>
    <message>
        <source>{player} accepted: your move is taken back.</source>
        <translation>{player} が承諾しました。あなたの操作は元に戻されました。</translation>
    </message>
    <message>
        <source>{player} refused to take back your move.</source>
        <translation>{player} はあなたの操作を元に戻すことを断りました。</translation>
    </message>
    <message>
        <source>{player} accepted the draw.</source>
        <translation>{player} が引き分けを承諾しました。</translation>
    </message>
    <message>
        <source>{player} refused the draw.</source>
        <translation>{player} は引き分けを断りました。</translation>
    </message>
    <message>
        <source>{player} accepted: manual mode is on (the rules only warn).</source>
        <translation>{player} が承諾しました: 自由操作モードです (ルール違反は警告のみ)。</translation>
    </message>
    <message>
        <source>{player} refused manual mode.</source>
        <translation>{player} が自由操作モードを断りました。</translation>
    </message>
    <message>
        <source>A request is already waiting for its answer.</source>
        <translation>返事を待っている申し出がすでにあります。</translation>
    </message>
    <message>
        <source>Nothing to take back: your last move is not the last one, or it showed a card.</source>
        <translation>元に戻せる操作がありません。あなたの直前の操作が最後の操作ではないか、カードを見せる操作でした。</translation>
    </message>
    <message>
        <source>Too many messages at once: wait a moment.</source>
        <translation>短い間に送りすぎです。少し待ってください。</translation>
    </message>
    <message>
        <source>The game is not under way.</source>
        <translation>ゲームは進行中ではありません。</translation>
    </message>
    <message>
        <source>Nothing is asked now.</source>
        <translation>今は何も申し出られていません。</translation>
    </message>
    <message>
        <source>You cannot answer your own request.</source>
        <translation>自分の申し出には返事できません。</translation>
    </message>
    <message>
        <source>That cannot be sent.</source>
        <translation>それは送れません。</translation>
    </message>
    <message>
        <source>The game is in that mode already.</source>
        <translation>ゲームはすでにそのモードです。</translation>
    </message>
    <message>
        <source>You asked to take back your last move.</source>
        <translation>直前の操作を元に戻すよう頼みました。</translation>
    </message>
    <message>
        <source>You offered a draw.</source>
        <translation>引き分けを申し出ました。</translation>
    </message>
    <message>
        <source>You conceded the game.</source>
        <translation>投了しました。</translation>
    </message>
    <message>
        <source>You asked to switch to manual mode.</source>
        <translation>自由操作モードへの切り替えを求めました。</translation>
    </message>
    <message>
        <source>You turned the rules back on.</source>
        <translation>ルール適用モードに戻しました。</translation>
    </message>
    <message>
        <source>Other Player</source>
        <translation>相手プレイヤー</translation>
    </message>
    <message>
        <source>&amp;Message:</source>
        <translation>メッセージ(&amp;M):</translation>
    </message>
    <message>
        <source>Say something to the other player (Enter)</source>
        <translation>相手プレイヤーへのメッセージ (Enter で送信)</translation>
    </message>
    <message>
        <source>&amp;Accept</source>
        <translation>承諾(&amp;A)</translation>
    </message>
    <message>
        <source>Re&amp;fuse</source>
        <translation>断る(&amp;F)</translation>
    </message>
    <message>
        <source>Ask to &amp;Undo</source>
        <translation>元に戻すよう頼む(&amp;U)</translation>
    </message>
    <message>
        <source>Offer a &amp;Draw</source>
        <translation>引き分けを申し出る(&amp;D)</translation>
    </message>
    <message>
        <source>&amp;Concede…</source>
        <translation>投了(&amp;C)…</translation>
    </message>
    <message>
        <source>Turn the Ru&amp;les Back On</source>
        <translation>ルール適用モードに戻す(&amp;L)</translation>
    </message>
    <message>
        <source>Ask for Manua&amp;l Mode</source>
        <translation>自由操作モードを頼む(&amp;L)</translation>
    </message>
</context>
<context>
    <name>RemoteGame</name>
    <message>
        <source>Waiting for the other player to join…</source>
        <translation>相手プレイヤーの参加を待っています…</translation>
    </message>
    <message>
        <source>Waiting for the other player…</source>
        <translation>相手プレイヤーを待っています…</translation>
    </message>
    <message>
        <source>Connection lost — waiting {time}</source>
        <translation>接続が切れました — {time} 待機中</translation>
    </message>
    <message>
        <source>The other player left</source>
        <translation>相手プレイヤーが退出しました</translation>
    </message>
    <message>
        <source>The host cannot be reached — trying again…</source>
        <translation>ホストにつながりません — 再試行中…</translation>
    </message>
    <message>
        <source>Your computer runs this game; the other player sees only their own view.</source>
        <translation>このゲームはあなたのコンピューターで動いています。相手には相手の席から見えるものだけが見えます。</translation>
    </message>
    <message>
        <source>The hosting player&apos;s computer runs this game; you see only your own view.</source>
        <translation>このゲームはホストするプレイヤーのコンピューターで動いています。あなたには自分の席から見えるものだけが見えます。</translation>
    </message>
    <message>
        <source>the other app speaks another protocol.</source>
        <translation>相手のアプリは別の通信方式を使っています。</translation>
    </message>
    <message>
        <source>the two apps are different versions.</source>
        <translation>二つのアプリのバージョンが違います。</translation>
    </message>
    <message>
        <source>the two apps have different card databases.</source>
        <translation>二つのアプリのカードデータベースが違います。</translation>
    </message>
    <message>
        <source>the invitation&apos;s key is wrong or was used already.</source>
        <translation>招待のキーが違うか、すでに使われています。</translation>
    </message>
    <message>
        <source>its certificate is not the invitation&apos;s: this is not the host who invited you.</source>
        <translation>証明書が招待のものと違います。あなたを招待したホストではありません。</translation>
    </message>
    <message>
        <source>another player has joined this game already.</source>
        <translation>このゲームにはすでに別のプレイヤーが参加しています。</translation>
    </message>
    <message>
        <source>this game cannot be resumed from here.</source>
        <translation>このゲームはここから再開できません。</translation>
    </message>
    <message>
        <source>the game is not one this app plays.</source>
        <translation>このアプリでは遊べないゲームです。</translation>
    </message>
    <message>
        <source>You: {text}</source>
        <translation>あなた: {text}</translation>
    </message>
    <message>
        <source>Concede</source>
        <translation>投了</translation>
    </message>
    <message>
        <source>Concede this game? The other player wins.</source>
        <translation>このゲームを投了しますか？ 相手プレイヤーの勝利になります。</translation>
    </message>
    <message>
        <source>The host refused: {reason}</source>
        <translation>ホストに断られました: {reason}</translation>
    </message>
    <message>
        <source>Game checked: the shuffles were fair and every view was true.</source>
        <translation>ゲームを検証しました: シャッフルは公正で、届いた画面はすべて正しいものでした。</translation>
    </message>
    <message>
        <source>The game&apos;s check failed ({problem}).</source>
        <translation>ゲームの検証に失敗しました ({problem})。</translation>
    </message>
    <message>
        <source>Spectating: connecting to the game…</source>
        <translation>観戦中: ゲームに接続しています…</translation>
    </message>
    <message>
        <source>Spectating {first} vs {second} (both hands hidden)</source>
        <translation>観戦中: {first} 対 {second}（両方の手札は非公開）</translation>
    </message>
    <message>
        <source>Spectating: the connection was lost — trying again…</source>
        <translation>観戦中: 接続が切れました — 再接続しています…</translation>
    </message>
    <message>
        <source>Spectating: the game is over. {result}</source>
        <translation>観戦中: ゲームは終了しました。{result}</translation>
    </message>
    <message>
        <source>{name} won.</source>
        <translation>{name} の勝ちです。</translation>
    </message>
    <message>
        <source>Nobody won.</source>
        <translation>勝者はいません。</translation>
    </message>
    <message>
        <source>The game cannot be watched: {reason}</source>
        <translation>このゲームは観戦できません: {reason}</translation>
    </message>
    <message>
        <source>it has as many spectators as it takes.</source>
        <translation>観戦者がすでに上限に達しています。</translation>
    </message>
</context>
<context>
    <name>RemoteKept</name>
    <message>
        <source>Tabletop did not close properly while you were hosting a game of {game}. Take it up again? The other player rejoins as soon as it is open again. (No ends that game.)</source>
        <translation>{game} のゲームをホストしている間に Tabletop が正常に終了しませんでした。そのゲームを再開しますか? 再開すると相手プレイヤーはすぐに戻ってきます。(「いいえ」でそのゲームは終わります。)</translation>
    </message>
    <message>
        <source>Tabletop did not close properly while you were playing a game of {game} hosted by {host}. Rejoin it? (No leaves that game.)</source>
        <translation>{host} がホストする {game} のゲームの途中で Tabletop が正常に終了しませんでした。もう一度参加しますか? (「いいえ」でそのゲームから退出します。)</translation>
    </message>
    <message>
        <source>Resume Remote Game?</source>
        <translation>リモートゲームを再開しますか?</translation>
    </message>
    <message>
        <source>The remote game cannot be taken up.</source>
        <translation>リモートゲームを再開できません。</translation>
    </message>
    <message>
        <source>Its port cannot be listened on again ({error}); it stays kept, to be offered at the next start.</source>
        <translation>そのポートで再び待ち受けできません ({error})。ゲームは保存されたままで、次回の起動時にもう一度確認します。</translation>
    </message>
</context>
<context>
    <name>ReplayCommand</name>
    <message>
        <source>Replayed {count} of {total} actions.</source>
        <translation>{total}手のうち{count}手を再生しました。</translation>
    </message>
    <message>
        <source>{file}: {count} actions replayed.</source>
        <translation>{file}: {count}手を再生しました。</translation>
    </message>
    <message>
        <source>Winner: {player}</source>
        <translation>勝者: {player}</translation>
    </message>
    <message>
        <source>{file}: the save&apos;s snapshot cannot be read: {reason} The position above is the one its moves give (the moves are the record of the game).</source>
        <translation>{file}: セーブデータのスナップショットを読み込めません: {reason} 上の局面は記録された手から再現したものです(記録された手がゲームの正式な記録です)。</translation>
    </message>
    <message>
        <source>The save holds no snapshot of its position (an older save).</source>
        <translation>このセーブデータには局面のスナップショットがありません(以前の版のセーブデータです)。</translation>
    </message>
    <message>
        <source>The save&apos;s snapshot is the position its moves give.</source>
        <translation>セーブデータのスナップショットは、記録された手から再現した局面と一致します。</translation>
    </message>
    <message>
        <source>{file}: the save&apos;s snapshot does not match its moves; the position above is the one its moves give (the moves are the record of the game).</source>
        <translation>{file}: セーブデータのスナップショットが記録された手と一致しません。上の局面は記録された手から再現したものです(記録された手がゲームの正式な記録です)。</translation>
    </message>
    <message>
        <source>The record matches its replay.</source>
        <translation>記録は再生結果と一致します。</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} to play, step {step}</source>
        <translation>ターン{turn}: {player}の番、{step}ステップ</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} to play</source>
        <translation>ターン{turn}: {player}の番</translation>
    </message>
    <message>
        <source>{player} to play, step {step}</source>
        <translation>{player}の番、{step}ステップ</translation>
    </message>
    <message>
        <source>{player} to play</source>
        <translation>{player}の番</translation>
    </message>
</context>
<context>
    <name>ReplayViewer</name>
    <message>
        <source>Replay</source>
        <translation>リプレイ</translation>
    </message>
    <message>
        <source>Start of the game ({count} steps)</source>
        <translation>ゲーム開始 (全 {count} ステップ)</translation>
    </message>
</context>
<context>
    <name>RuleParameter</name>
    <message>
        <source>Deck construction</source>
        <translation>デッキ構築</translation>
    </message>
    <message>
        <source>Deck size</source>
        <translation>デッキ枚数</translation>
    </message>
    <message>
        <source>Fewest cards</source>
        <translation>最少枚数</translation>
    </message>
    <message>
        <source>Most cards</source>
        <translation>最多枚数</translation>
    </message>
    <message>
        <source>Highest Main Personality level</source>
        <translation>メイン人物の最高レベル</translation>
    </message>
    <message>
        <source>Highest ally level</source>
        <translation>味方人物の最高レベル</translation>
    </message>
    <message>
        <source>Copies of one card</source>
        <translation>同名カードの枚数制限</translation>
    </message>
    <message>
        <source>Any other card</source>
        <translation>その他のカード</translation>
    </message>
    <message>
        <source>Cards named for the Main Personality</source>
        <translation>メイン人物名のカード</translation>
    </message>
    <message>
        <source>Ally personality card</source>
        <translation>味方人物カード</translation>
    </message>
    <message>
        <source>Dragon Ball</source>
        <translation>ドラゴンボール</translation>
    </message>
    <message>
        <source>Styles that need a heritage</source>
        <translation>種族が必要な流派</translation>
    </message>
    <message>
        <source>Game setup</source>
        <translation>ゲームの準備</translation>
    </message>
    <message>
        <source>Starting stage</source>
        <translation>開始時のステージ</translation>
    </message>
    <message>
        <source>Double-Power ratio</source>
        <translation>ダブルパワーの倍率</translation>
    </message>
    <message>
        <source>Double-Power: stronger one&apos;s stage</source>
        <translation>ダブルパワー：強い側のステージ</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>ターン</translation>
    </message>
    <message>
        <source>Cards drawn</source>
        <translation>ドロー枚数</translation>
    </message>
    <message>
        <source>Ally power up</source>
        <translation>味方人物のパワーアップ</translation>
    </message>
    <message>
        <source>Style PUR bonus</source>
        <translation>流派によるPURボーナス</translation>
    </message>
    <message>
        <source>Hand limit</source>
        <translation>手札の上限</translation>
    </message>
    <message>
        <source>Ally entry stage</source>
        <translation>味方人物の登場ステージ</translation>
    </message>
    <message>
        <source>Main Personality level up</source>
        <translation>メイン人物のレベルアップ</translation>
    </message>
    <message>
        <source>Cost (discard cards removed)</source>
        <translation>コスト（除外する捨て札）</translation>
    </message>
    <message>
        <source>When</source>
        <translation>時期</translation>
    </message>
    <message>
        <source>Stage on the new level</source>
        <translation>新しいレベルのステージ</translation>
    </message>
    <message>
        <source>Stage after a level down</source>
        <translation>レベルダウン後のステージ</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>Defender&apos;s draw</source>
        <translation>防御側のドロー</translation>
    </message>
    <message>
        <source>Life cards to capture a Dragon Ball</source>
        <translation>ドラゴンボール奪取に必要なライフ枚数</translation>
    </message>
    <message>
        <source>Energy attack cost (stages)</source>
        <translation>エネルギー攻撃のコスト（ステージ）</translation>
    </message>
    <message>
        <source>Energy attack damage (life cards)</source>
        <translation>エネルギー攻撃のダメージ（ライフ）</translation>
    </message>
    <message>
        <source>Physical Attack Table</source>
        <translation>物理攻撃表</translation>
    </message>
    <message>
        <source>A Dragon Ball turned up counts as damage</source>
        <translation>ダメージでめくれたドラゴンボールもダメージに数える</translation>
    </message>
    <message>
        <source>Winning</source>
        <translation>勝利</translation>
    </message>
    <message>
        <source>Survival victory</source>
        <translation>サバイバル勝利</translation>
    </message>
    <message>
        <source>Fewest deck cards</source>
        <translation>デッキの最少枚数</translation>
    </message>
    <message>
        <source>First player skips the first draw</source>
        <translation>先攻は最初のドローなし</translation>
    </message>
    <message>
        <source>Spirit Energy gained</source>
        <translation>霊力の増加</translation>
    </message>
    <message>
        <source>Spirit Energy cap</source>
        <translation>霊力の上限</translation>
    </message>
    <message>
        <source>Damage cap</source>
        <translation>ダメージの上限</translation>
    </message>
    <message>
        <source>Discards for minimum damage</source>
        <translation>最低ダメージのための捨て札</translation>
    </message>
    <message>
        <source>First in the next match</source>
        <translation>次のマッチの先攻</translation>
    </message>
    <message>
        <source>Characters for a Team Bonus</source>
        <translation>チームボーナスに必要なキャラクター</translation>
    </message>
    <message>
        <source>Techniques on Sideline characters too</source>
        <translation>控えのキャラクターにもテクニックを付けられる</translation>
    </message>
    <message>
        <source>Characters placed per turn</source>
        <translation>1 ターンに配置できるキャラクター</translation>
    </message>
    <message>
        <source>One of each character per side (the first stays)</source>
        <translation>同一キャラクターは自軍に 1 人（先出し生存）</translation>
    </message>
    <message>
        <source>Highest MP level − 2</source>
        <translation>メイン人物の最高レベル−2</translation>
    </message>
    <message>
        <source>By PUR</source>
        <translation>PURの分</translation>
    </message>
    <message>
        <source>One stage</source>
        <translation>1ステージ</translation>
    </message>
    <message>
        <source>In the Non-Combat step</source>
        <translation>非戦闘ステップ中</translation>
    </message>
    <message>
        <source>Any time in your turn</source>
        <translation>自分のターン中いつでも</translation>
    </message>
    <message>
        <source>Highest stage</source>
        <translation>最高ステージ</translation>
    </message>
    <message>
        <source>Current stage</source>
        <translation>現在のステージ</translation>
    </message>
    <message>
        <source>The instant a Life Deck is empty</source>
        <translation>ライフデッキが尽きた瞬間</translation>
    </message>
    <message>
        <source>When a card must be taken from an empty Life Deck</source>
        <translation>空のライフデッキからカードを取るとき</translation>
    </message>
    <message>
        <source>The loser of the last match</source>
        <translation>前のマッチの敗者</translation>
    </message>
    <message>
        <source>The winner of the last match</source>
        <translation>前のマッチの勝者</translation>
    </message>
</context>
<context>
    <name>ScouterItem</name>
    <message>
        <source>Stage {stage} of {top}: power {power}. Drag, scroll or use ↑/↓.</source>
        <translation>ステージ {stage} / {top}: パワー値 {power}。ドラッグ、ホイール、↑/↓ で動かせます。</translation>
    </message>
</context>
<context>
    <name>SelfplayCommand</name>
    <message>
        <source>--players takes two levels separated by a comma, each random, greedy, strong or scripted (not {players}).</source>
        <translation>--players にはコンマで区切った 2 つのレベル（それぞれ random・greedy・strong・scripted のいずれか）を指定してください（{players} は指定できません）。</translation>
    </message>
    <message>
        <source>--games must be from 1 to 100000 (not {value}).</source>
        <translation>--games は 1 から 100000 までで指定してください（{value} は指定できません）。</translation>
    </message>
    <message>
        <source>--budget-ms must be from 1 to 600000 (not {value}).</source>
        <translation>--budget-ms は 1 から 600000 までで指定してください（{value} は指定できません）。</translation>
    </message>
    <message>
        <source>--seed must be from 0 to 2^62 (not {value}).</source>
        <translation>--seed は 0 から 2^62 までで指定してください（{value} は指定できません）。</translation>
    </message>
    <message>
        <source>Player {number} ({level})</source>
        <translation>プレイヤー {number}（{level}）</translation>
    </message>
    <message>
        <source>{player}: won {wins} of {games} games</source>
        <translation>{player}: {games} 戦中 {wins} 勝</translation>
    </message>
    <message>
        <source>{player}: {decisions} decisions, mean {mean} ms, at most {max} ms</source>
        <translation>{player}: 判断 {decisions} 回、平均 {mean} ms、最大 {max} ms</translation>
    </message>
    <message>
        <source>Draws: {draws}; unfinished games: {unfinished}</source>
        <translation>引き分け: {draws}、未決着のゲーム: {unfinished}</translation>
    </message>
    <message>
        <source>Every decision: mean {mean} ms, at most {max} ms</source>
        <translation>全判断: 平均 {mean} ms、最大 {max} ms</translation>
    </message>
</context>
<context>
    <name>ServeCommand</name>
    <message>
        <source>the server holds as many matches as it can</source>
        <translation>サーバーはこれ以上の対戦を持てません</translation>
    </message>
    <message>
        <source>too many matches were created from your address; wait a minute</source>
        <translation>あなたのアドレスから作られた対戦が多すぎます。1 分待ってください</translation>
    </message>
    <message>
        <source>a deck cannot be read (or is for another game)</source>
        <translation>デッキが読み取れません（または別のゲームのデッキです）</translation>
    </message>
    <message>
        <source>that seat is taken</source>
        <translation>その席はすでに埋まっています</translation>
    </message>
    <message>
        <source>--port from 0 to 65535, --max-matches and --creations at least 1, --idle above 0.</source>
        <translation>--port は 0〜65535、--max-matches と --creations は 1 以上、--idle は 0 より大きくしてください。</translation>
    </message>
    <message>
        <source>No TLS certificate: {error}</source>
        <translation>TLS 証明書がありません: {error}</translation>
    </message>
    <message>
        <source>Serving; create matches with: {command}</source>
        <translation>サーバーを開始しました。対戦はこのコマンドで作ります: {command}</translation>
    </message>
    <message>
        <source>Cannot listen there: {error}</source>
        <translation>そこで接続を待ち受けられません: {error}</translation>
    </message>
    <message>
        <source>Server stopped: {count} matches played.</source>
        <translation>サーバーを停止しました: {count} 対戦が終わりました。</translation>
    </message>
    <message>
        <source>SERVER or a deck cannot be read: {error}</source>
        <translation>SERVER かデッキが読み取れません: {error}</translation>
    </message>
    <message>
        <source>Refused: {reason}.</source>
        <translation>断られました: {reason}。</translation>
    </message>
    <message>
        <source>The connection to the server failed: {error}</source>
        <translation>サーバーへの接続に失敗しました: {error}</translation>
    </message>
    <message>
        <source>Seat 0: {invitation}</source>
        <translation>席 0: {invitation}</translation>
    </message>
    <message>
        <source>Seat 1: {invitation}</source>
        <translation>席 1: {invitation}</translation>
    </message>
    <message>
        <source>Spectators: {invitation}</source>
        <translation>観戦者: {invitation}</translation>
    </message>
    <message>
        <source>INVITATION cannot be read: {error}</source>
        <translation>INVITATION が読み取れません: {error}</translation>
    </message>
    <message>
        <source>The game ended without a winner.</source>
        <translation>勝者なしでゲームが終わりました。</translation>
    </message>
    <message>
        <source>Seat {seat} won.</source>
        <translation>席 {seat} の勝ちです。</translation>
    </message>
    <message>
        <source>The players showed the whole log.</source>
        <translation>プレイヤーはゲームログ全体を公開しました。</translation>
    </message>
    <message>
        <source>The players kept the log to themselves.</source>
        <translation>プレイヤーはゲームログを公開しませんでした。</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>言語:</translation>
    </message>
    <message>
        <source>None: cards are drawn</source>
        <translation>なし: カードを描画します</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>参照…</translation>
    </message>
    <message>
        <source>Card image folder:</source>
        <translation>カード画像フォルダ:</translation>
    </message>
    <message>
        <source>No animations</source>
        <translation>アニメーションなし</translation>
    </message>
    <message>
        <source>Animation speed:</source>
        <translation>アニメーション速度:</translation>
    </message>
    <message>
        <source>Enforced</source>
        <translation>ルール適用</translation>
    </message>
    <message>
        <source>Manual</source>
        <translation>自由操作</translation>
    </message>
    <message>
        <source>Default mode:</source>
        <translation>標準のモード:</translation>
    </message>
    <message>
        <source>At the end of a turn (answers: hands face down)</source>
        <translation>ターンの終わりだけ（応答時は手札を裏向きに）</translation>
    </message>
    <message>
        <source>At every hand-over</source>
        <translation>交代のたびに</translation>
    </message>
    <message>
        <source>When the table is hidden while the computer goes to the other player. At the end of a turn only: for an answer in combat the table stays in view with both hands face down, and the player shows their own hand with a button.</source>
        <translation>コンピュータを相手に渡すとき、いつテーブルを隠すか。「ターンの終わりだけ」では、戦闘での応答のときはテーブルを見せたまま両方の手札を裏向きにし、応答するプレイヤーはボタンで自分の手札を表にします。</translation>
    </message>
    <message>
        <source>Hand-over curtain:</source>
        <translation>交代時の目隠し：</translation>
    </message>
    <message>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <source>How long the computer thinks of each move at the Strong level: longer plays better. Beginner and Standard answer at once.</source>
        <translation>「強い」レベルのコンピューターが1手ごとに考える時間。長いほど強くなります。「初級」と「標準」はすぐに手を選びます。</translation>
    </message>
    <message>
        <source>Computer&apos;s thinking time (Strong):</source>
        <translation>コンピューターの思考時間（強い）:</translation>
    </message>
    <message>
        <source>No pause</source>
        <translation>間を置かない</translation>
    </message>
    <message>
        <source>How long the table stays still after each of the computer&apos;s moves, so you can follow its turn.</source>
        <translation>コンピューターが一手指すたびに盤面を止めておく時間です。相手の手番の流れを追いやすくなります。</translation>
    </message>
    <message>
        <source>Pause after each computer move:</source>
        <translation>コンピューターの一手ごとの間:</translation>
    </message>
    <message>
        <source>Ask before unsaved play is thrown away</source>
        <translation>未保存のゲームを捨てる前に確認する</translation>
    </message>
    <message>
        <source>Ask before an illegal move in manual mode</source>
        <translation>自由操作モードで違反の操作をする前に確認する</translation>
    </message>
    <message>
        <source>Ask before an action that cannot be undone</source>
        <translation>元に戻せない操作の前に確認する</translation>
    </message>
    <message>
        <source>Confirmations:</source>
        <translation>確認:</translation>
    </message>
    <message>
        <source>Ask again before “{action}”</source>
        <translation>「{action}」の前にまた確認する</translation>
    </message>
    <message>
        <source>Card Image Folder</source>
        <translation>カード画像フォルダ</translation>
    </message>
</context>
<context>
    <name>SettingsOwner</name>
    <message>
        <source>The settings could not be saved in {file}: {reason} They apply until Tabletop is closed.</source>
        <translation>設定を {file} に保存できませんでした: {reason} 変更した設定は Tabletop を終了するまで有効です。</translation>
    </message>
</context>
<context>
    <name>StartupNotice</name>
    <message>
        <source>Settings file {file}: {reason}</source>
        <translation>設定ファイル {file}: {reason}</translation>
    </message>
    <message>
        <source>The file is left as it is and nothing is written to it; settings you change now last until you quit.</source>
        <translation>このファイルはそのままにして、何も書き込みません。これから変更した設定は終了するまで有効です。</translation>
    </message>
    <message>
        <source>Its other settings are used; a copy of the file was kept as {kept}.</source>
        <translation>ほかの設定はそのまま使います。ファイルのコピーを {kept} に保存しました。</translation>
    </message>
    <message>
        <source>The default settings are used; the file was kept as {kept}.</source>
        <translation>標準の設定を使います。ファイルは {kept} として残しました。</translation>
    </message>
    <message>
        <source>Card set {file}: {reason}</source>
        <translation>カードセット {file}: {reason}</translation>
    </message>
    <message>
        <source>Card set {file} was not loaded: {reason}</source>
        <translation>カードセット {file} を読み込みませんでした: {reason}</translation>
    </message>
    <message>
        <source>Some of your files could not be used:</source>
        <translation>次のファイルを使えませんでした:</translation>
    </message>
    <message>
        <source>Problems at Start</source>
        <translation>起動時の問題</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Hide this notice</source>
        <translation>このお知らせを隠す</translation>
    </message>
</context>
<context>
    <name>Step</name>
    <message>
        <source>Draw</source>
        <translation>ドロー</translation>
    </message>
    <message>
        <source>Non-Combat</source>
        <translation>非戦闘</translation>
    </message>
    <message>
        <source>Power Up</source>
        <translation>パワーアップ</translation>
    </message>
    <message>
        <source>Declare</source>
        <translation>宣言</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>ディスカード</translation>
    </message>
    <message>
        <source>Rejuvenation</source>
        <translation>回復</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <source>Attack</source>
        <translation>アタック</translation>
    </message>
    <message>
        <source>End</source>
        <translation>エンド</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>セットアップ</translation>
    </message>
</context>
<context>
    <name>StepBar</name>
    <message>
        <source>{label}: {detail}</source>
        <translation>{label}: {detail}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player} wins!&lt;/b&gt;</source>
        <translation>&lt;b&gt;{player} の勝利!&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Turn {turn}: &lt;b&gt;{player}&lt;/b&gt;</source>
        <translation>ターン {turn}: &lt;b&gt;{player}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; to play</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; の番</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; to answer</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; の応答</translation>
    </message>
    <message>
        <source>Next Step ▶</source>
        <translation>次のステップ ▶</translation>
    </message>
    <message>
        <source>End this step and go to the next (N)</source>
        <translation>このステップを終えて次へ (N)</translation>
    </message>
    <message>
        <source>End Turn ▶▶</source>
        <translation>ターン終了 ▶▶</translation>
    </message>
    <message>
        <source>Go through the remaining steps to the other player&apos;s turn (P)</source>
        <translation>残りのステップを進めて相手のターンへ (P)</translation>
    </message>
    <message>
        <source>{tip} (key {key})</source>
        <translation>{tip}（キー {key}）</translation>
    </message>
    <message>
        <source>Not now: {reason}</source>
        <translation>今はできません: {reason}</translation>
    </message>
    <message>
        <source>Next step — not now: {reason} (N)</source>
        <translation>次のステップ — 今はできません: {reason} (N)</translation>
    </message>
    <message>
        <source>Next: {action} (N)</source>
        <translation>次: {action} (N)</translation>
    </message>
    <message>
        <source>Next: {player}&apos;s turn, {step} step (N)</source>
        <translation>次: {player} のターン、{step}ステップ (N)</translation>
    </message>
    <message>
        <source>Next: {player} to act in the {step} step (N)</source>
        <translation>次: {step}ステップで {player} の番 (N)</translation>
    </message>
    <message>
        <source>Next step: {step} (N)</source>
        <translation>次のステップ: {step} (N)</translation>
    </message>
</context>
<context>
    <name>Style</name>
    <message>
        <source>Red</source>
        <translation>赤</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>黒</translation>
    </message>
    <message>
        <source>Blue</source>
        <translation>青</translation>
    </message>
    <message>
        <source>Orange</source>
        <translation>橙</translation>
    </message>
    <message>
        <source>Saiyan</source>
        <translation>サイヤ人式</translation>
    </message>
    <message>
        <source>White</source>
        <translation>白</translation>
    </message>
    <message>
        <source>Namekian</source>
        <translation>ナメック星人式</translation>
    </message>
    <message>
        <source>Freestyle</source>
        <translation>無所属</translation>
    </message>
</context>
<context>
    <name>TableAid</name>
    <message>
        <source>1 stage</source>
        <translation>1ステージ</translation>
    </message>
    <message>
        <source>{stages} stages</source>
        <translation>{stages}ステージ</translation>
    </message>
    <message>
        <source>1 life card</source>
        <translation>ライフカード1枚</translation>
    </message>
    <message>
        <source>{life} life cards</source>
        <translation>ライフカード{life}枚</translation>
    </message>
    <message>
        <source>{first} and {second}</source>
        <translation>{first}と{second}</translation>
    </message>
    <message>
        <source>no damage</source>
        <translation>ダメージなし</translation>
    </message>
    <message>
        <source>Declare Combat</source>
        <translation>戦闘を宣言</translation>
    </message>
    <message>
        <source>Enter Combat: the defender draws, then you attack first</source>
        <translation>戦闘に入ります。防御側がドローし、あなたが先に攻撃します</translation>
    </message>
    <message>
        <source>Skip Combat</source>
        <translation>戦闘をしない</translation>
    </message>
    <message>
        <source>No Combat this turn: on to the Discard step (Rejuvenation is allowed at the end of the turn)</source>
        <translation>このターンは戦闘をせず、ディスカードステップへ進みます（ターンの最後に回復できます）</translation>
    </message>
    <message>
        <source>The defender draws</source>
        <translation>防御側のドロー</translation>
    </message>
    <message>
        <source>The defender draws {count} cards; then the attack phases begin</source>
        <translation>防御側がカードを{count}枚引き、攻撃フェイズが始まります</translation>
    </message>
    <message>
        <source>Take the attack ({damage})</source>
        <translation>攻撃を受ける（{damage}）</translation>
    </message>
    <message>
        <source>Take the damage without a defense (to defend, drag a defense card from your hand onto the battle area)</source>
        <translation>防御せずにダメージを受けます（防御するには防御カードを手札から戦闘エリアへドラッグ）</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>パス</translation>
    </message>
    <message>
        <source>Make no attack in this attack phase; two passes in a row end Combat (to attack, drag a combat card onto the battle area)</source>
        <translation>この攻撃フェイズでは攻撃しません。続けて2回パスすると戦闘が終わります（攻撃するには戦闘カードを戦闘エリアへドラッグ）</translation>
    </message>
    <message>
        <source>Rejuvenate</source>
        <translation>回復</translation>
    </message>
    <message>
        <source>Put the top card of your discard pile at the bottom of your Life Deck (only in a turn without Combat)</source>
        <translation>捨て札置き場の一番上のカードをライフデッキの一番下に置きます（戦闘をしなかったターンのみ）</translation>
    </message>
    <message>
        <source>Physical attack, PAT {rank} against {defender_rank}: {damage}</source>
        <translation>物理攻撃、物理攻撃表 {rank} 対 {defender_rank}: {damage}</translation>
    </message>
    <message>
        <source>Energy attack: {damage}</source>
        <translation>エネルギー攻撃: {damage}</translation>
    </message>
    <message>
        <source>Physical attack: {damage}</source>
        <translation>物理攻撃: {damage}</translation>
    </message>
    <message>
        <source>{attacker} → {defender}</source>
        <translation>{attacker} → {defender}</translation>
    </message>
    <message>
        <source>{attacker} ({card}) → {defender}</source>
        <translation>{attacker}（{card}）→ {defender}</translation>
    </message>
    <message>
        <source>−{damage}</source>
        <translation>−{damage}</translation>
    </message>
    <message>
        <source>No damage</source>
        <translation>ダメージなし</translation>
    </message>
    <message>
        <source>{points} damage</source>
        <translation>{points}ダメージ</translation>
    </message>
    <message>
        <source>Let the attack resolve: it deals its damage now (play an effect that answers it first, if you have one)</source>
        <translation>攻撃を解決させ、今ダメージを受けます（応じる効果があれば先に使ってください）</translation>
    </message>
    <message>
        <source>Minimum damage (discard {count})</source>
        <translation>最低ダメージ（{count}枚捨てる）</translation>
    </message>
    <message>
        <source>The attack deals no damage: discard {count} cards from your hand to deal 1 point instead</source>
        <translation>この攻撃のダメージは0です。手札を{count}枚捨てて代わりに1点を与えます</translation>
    </message>
    <message>
        <source>No minimum damage</source>
        <translation>最低ダメージなし</translation>
    </message>
    <message>
        <source>Keep your cards: the attack deals no damage</source>
        <translation>手札を残し、攻撃はダメージなしで終わります</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>ターン終了</translation>
    </message>
    <message>
        <source>&quot;End of turn&quot; effects are over: the other player&apos;s turn begins</source>
        <translation>「ターン終了時」の効果は済みました。相手のターンが始まります</translation>
    </message>
    <message>
        <source>variable ATK</source>
        <translation>攻撃力は可変</translation>
    </message>
    <message>
        <source>ATK {atk:,} → {damage}</source>
        <translation>攻撃力 {atk:,} → {damage}</translation>
    </message>
    <message>
        <source>Attack {number}</source>
        <translation>攻撃{number}</translation>
    </message>
    <message>
        <source>Attack with {card}: costs {cost} cards from your hand; ATK {atk:,} against DEF {defense:,}</source>
        <translation>{card} で攻撃: コストは手札{cost}枚、攻撃力 {atk:,} 対 防御力 {defense:,}</translation>
    </message>
    <message>
        <source>{attacker}: {attack} → {defender}</source>
        <translation>{attacker}: {attack} → {defender}</translation>
    </message>
    <message>
        <source>ATK {atk:,} against DEF {defense:,}: no damage; minimum damage?</source>
        <translation>攻撃力 {atk:,} 対 防御力 {defense:,}: ダメージなし。最低ダメージは？</translation>
    </message>
    <message>
        <source>ATK {atk:,} against DEF {defense:,}: {damage}</source>
        <translation>攻撃力 {atk:,} 対 防御力 {defense:,}: {damage}</translation>
    </message>
    <message>
        <source>Defeated!</source>
        <translation>倒された！</translation>
    </message>
    <message>
        <source>+{points} damage: {total} of {defeat}</source>
        <translation>+{points}ダメージ: {total}/{defeat}</translation>
    </message>
    <message>
        <source>cost {cost} → {damage}</source>
        <translation>コスト{cost} → {damage}</translation>
    </message>
    <message>
        <source>Physical attack</source>
        <translation>物理攻撃</translation>
    </message>
    <message>
        <source>{card} makes a physical attack with its own power (damage by the Physical Attack Table); to attack with a card, drag it onto the battle area</source>
        <translation>{card}が自分のパワーで物理攻撃します（ダメージは物理攻撃表で決まります）。カードで攻撃するには、そのカードを戦闘エリアへドラッグします</translation>
    </message>
    <message>
        <source>Energy attack</source>
        <translation>エネルギー攻撃</translation>
    </message>
    <message>
        <source>{card} makes an energy attack with its own power, paid with {cost} of your personalities&apos; power stages; to attack with a card, drag it onto the battle area</source>
        <translation>{card}が自分のパワーでエネルギー攻撃します。コストは自分の人物のステージから{cost}払います。カードで攻撃するには、そのカードを戦闘エリアへドラッグします</translation>
    </message>
    <message>
        <source>Defend with its power</source>
        <translation>パワーで防御</translation>
    </message>
    <message>
        <source>Use its power</source>
        <translation>パワーを使う</translation>
    </message>
    <message>
        <source>Use {card} for its effects alone, in place of an attack: the card&apos;s face reads what it does</source>
        <translation>{card}を攻撃の代わりに、効果のためだけに使います。何が起こるかはカードの面に表示されます</translation>
    </message>
    <message>
        <source>{card} answers the attack with its own power, as its card says (once a turn); to defend with a card, drag it onto the battle area</source>
        <translation>{card}がカードに書かれた自分のパワーで攻撃を防御します（1ターンに1回）。カードで防御するには、そのカードを戦闘エリアへドラッグします</translation>
    </message>
    <message>
        <source>{card} uses its power for its effects alone, in place of an attack (once a turn): the card&apos;s face reads what it does</source>
        <translation>{card}が攻撃の代わりに、効果のためだけにパワーを使います（1ターンに1回）。何が起こるかはカードの面に表示されます</translation>
    </message>
    <message>
        <source>{card}: physical attack</source>
        <translation>{card}: 物理攻撃</translation>
    </message>
    <message>
        <source>{card}: energy attack</source>
        <translation>{card}: エネルギー攻撃</translation>
    </message>
    <message>
        <source>Attack with the Setup {card} in play, as the rules allow it now</source>
        <translation>場のセットアップ{card}で攻撃します（今のルールで認められる攻撃です）</translation>
    </message>
    <message>
        <source>Discard down to the limit</source>
        <translation>上限まで捨てる</translation>
    </message>
    <message>
        <source>Choose {count} cards of your hand to discard: the hand limit is {limit} (only you see your hand in the choice)</source>
        <translation>捨てる手札を{count}枚選びます。手札の上限は{limit}枚です（選ぶ画面に出るのは自分の手札だけで、場の手札は伏せたままです）</translation>
    </message>
    <message>
        <source>{count} cards</source>
        <translation>{count}枚</translation>
    </message>
    <message>
        <source>1 card</source>
        <translation>1枚</translation>
    </message>
    <message>
        <source>Level up</source>
        <translation>レベルアップ</translation>
    </message>
    <message>
        <source>Your Main Personality goes up one level: {count} cards of your discard pile are removed from the game (you choose which)</source>
        <translation>メイン人物のレベルを1つ上げます。捨て札から{count}枚をゲームから除外します（どれにするかは自分で選べます）</translation>
    </message>
    <message>
        <source>cost {count} discards</source>
        <translation>コスト: 捨て札{count}枚</translation>
    </message>
    <message>
        <source>Capture {card}</source>
        <translation>{card}を捕獲</translation>
    </message>
    <message>
        <source>Life Card Capture: your attack discarded enough life cards to take one of the defender&apos;s Dragon Balls</source>
        <translation>ライフカードキャプチャー: 攻撃で十分な枚数のライフカードを捨てさせたので、防御側のドラゴンボールを1つ奪えます</translation>
    </message>
    <message>
        <source>Use the Setup {card}: the rules apply what its card data automates (the card&apos;s face reads it), the rest is applied by hand; then it is discarded, or removed from the game when it says so</source>
        <translation>セットアップ{card}を使う：カードデータが自動化している効果はルールが適用し（カードの表面に書かれています）、残りは手で適用します。その後、捨て札にするか、カードの指示どおりゲームから取り除きます</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>{card}を使う</translation>
    </message>
    <message>
        <source>Use {card} on {target}</source>
        <translation>{card}を{target}に使う</translation>
    </message>
    <message>
        <source>{card} takes control</source>
        <translation>{card}が戦闘をコントロール</translation>
    </message>
    <message>
        <source>{card} takes control of Combat for you</source>
        <translation>{card}が自分の側で戦闘をコントロールします</translation>
    </message>
    <message>
        <source>Discard {count} (your choice)</source>
        <translation>{count}枚捨てる（自分で選ぶ）</translation>
    </message>
    <message>
        <source>A card effect makes you discard {count} card(s) from your hand: choose which</source>
        <translation>カード効果により手札を{count}枚捨て札にします：捨てるカードを選んでください</translation>
    </message>
    <message>
        <source>Switch in {card}</source>
        <translation>{card}と入れ替える</translation>
    </message>
    <message>
        <source>A card effect makes you switch your fighter: {card} comes in from your Sideline</source>
        <translation>カード効果により選手を入れ替えます：控えから{card}が出ます</translation>
    </message>
</context>
<context>
    <name>TableMenu</name>
    <message>
        <source>Turn Over</source>
        <translation>裏返す</translation>
    </message>
    <message>
        <source>Rotate Clockwise</source>
        <translation>時計回りに回転</translation>
    </message>
    <message>
        <source>Rotate Counter-clockwise</source>
        <translation>反時計回りに回転</translation>
    </message>
    <message>
        <source>Move To</source>
        <translation>移動先</translation>
    </message>
    <message>
        <source>Draw a Card</source>
        <translation>カードを引く</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>シャッフル</translation>
    </message>
    <message>
        <source>Move Top Card To</source>
        <translation>一番上のカードの移動先</translation>
    </message>
    <message>
        <source>Look Through…</source>
        <translation>中を見る…</translation>
    </message>
    <message>
        <source>Card effect: {stat} of {card}…</source>
        <translation>カード効果: {card} の {stat}…</translation>
    </message>
    <message>
        <source>Card effect: power stage of {card}…</source>
        <translation>カード効果: {card} のステージ…</translation>
    </message>
</context>
<context>
    <name>TableScene</name>
    <message>
        <source>That is not a place on the table: the card went back.</source>
        <translation>そこにはカードを置く場所がありません。カードは元の場所に戻りました。</translation>
    </message>
</context>
<context>
    <name>Team</name>
    <message>
        <source>Team Urameshi</source>
        <translation>浦飯チーム</translation>
    </message>
    <message>
        <source>Team Toguro</source>
        <translation>戸愚呂チーム</translation>
    </message>
    <message>
        <source>Team Masho</source>
        <translation>魔性使いチーム</translation>
    </message>
    <message>
        <source>Team Rokuyukai</source>
        <translation>六遊怪チーム</translation>
    </message>
    <message>
        <source>Team Uraotogi</source>
        <translation>裏御伽チーム</translation>
    </message>
    <message>
        <source>Saint Beasts</source>
        <translation>四聖獣</translation>
    </message>
    <message>
        <source>Team Ichigaki</source>
        <translation>Dr.イチガキチーム</translation>
    </message>
    <message>
        <source>Genkai</source>
        <translation>幻海</translation>
    </message>
    <message>
        <source>Sarayashki</source>
        <translation>皿屋敷</translation>
    </message>
    <message>
        <source>Koenma</source>
        <translation>コエンマ</translation>
    </message>
    <message>
        <source>Ronin</source>
        <translation>無所属</translation>
    </message>
</context>
<context>
    <name>WatchDialog</name>
    <message>
        <source>Watch Game</source>
        <translation>ゲームを観戦</translation>
    </message>
    <message>
        <source>&amp;Watch</source>
        <translation>観戦(&amp;W)</translation>
    </message>
    <message>
        <source>Paste the spectators&apos; invitation the hosting player (or the server&apos;s match) gave you. You see the table as a spectator: both hands and both decks stay face down, and you cannot move anything.</source>
        <translation>ホストのプレイヤー（またはサーバーの対戦）から受け取った観戦者用の招待を貼り付けてください。観戦者として盤面を見ます: 両方の手札と山札は裏向きのままで、カードを動かすことはできません。</translation>
    </message>
</context>
<context>
    <name>Zone</name>
    <message>
        <source>Hand</source>
        <translation>手札</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>デッキ</translation>
    </message>
    <message>
        <source>Discard pile</source>
        <translation>捨て札</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>Life Deck</source>
        <translation>ライフデッキ</translation>
    </message>
    <message>
        <source>Main Personality</source>
        <translation>メイン人物</translation>
    </message>
    <message>
        <source>Allies</source>
        <translation>味方人物</translation>
    </message>
    <message>
        <source>Ally</source>
        <translation>味方人物</translation>
    </message>
    <message>
        <source>Mastery</source>
        <translation>免許皆伝</translation>
    </message>
    <message>
        <source>Drills</source>
        <translation>特訓</translation>
    </message>
    <message>
        <source>Setups</source>
        <translation>セットアップ</translation>
    </message>
    <message>
        <source>Dragon Balls</source>
        <translation>ドラゴンボール</translation>
    </message>
    <message>
        <source>Captured Dragon Balls</source>
        <translation>捕獲したドラゴンボール</translation>
    </message>
    <message>
        <source>Removed from the game</source>
        <translation>除外置き場</translation>
    </message>
    <message>
        <source>Combat</source>
        <translation>戦闘</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>場</translation>
    </message>
    <message>
        <source>Non-Combat</source>
        <translation>非戦闘</translation>
    </message>
    <message>
        <source>Arena</source>
        <translation>対戦エリア</translation>
    </message>
    <message>
        <source>Items</source>
        <translation>アイテム</translation>
    </message>
    <message>
        <source>Techniques</source>
        <translation>テクニック</translation>
    </message>
    <message>
        <source>Sideline</source>
        <translation>控え</translation>
    </message>
    <message>
        <source>Match Slot</source>
        <translation>選手置き場</translation>
    </message>
    <message>
        <source>Match Slot 5</source>
        <translation>選手置き場5</translation>
    </message>
    <message>
        <source>Winner&apos;s Circle</source>
        <translation>勝者置き場</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>イベント</translation>
    </message>
    <message>
        <source>Battle</source>
        <translation>バトル</translation>
    </message>
    <message>
        <source>Attached</source>
        <translation>付けたカード</translation>
    </message>
</context>
<context>
    <name>ZoneItem</name>
    <message>
        <source>{zone} ({count})</source>
        <translation>{zone} ({count})</translation>
    </message>
</context>
<context>
    <name>_Attacks</name>
    <message>
        <source>Attack name</source>
        <translation>攻撃名</translation>
    </message>
    <message>
        <source>Japanese name</source>
        <translation>日本語名</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>コスト</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>攻撃力</translation>
    </message>
</context>
</TS>
