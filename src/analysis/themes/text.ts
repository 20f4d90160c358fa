/** Tokenisation shared by embedding, term counts and titles. Generic English only. */

// Function words and generic discourse words: they carry no theme. Not domain specific.
export const STOPWORDS: ReadonlySet<string> = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing done down during each either else ever every few for from further get gets getting got gotten had has have having ' +
    'he her here hers herself him himself his how i if in into is it its itself just let lets like may me might mine more most much must my myself ' +
    'neither no nor not now of off on once only or other ought our ours ourselves out over own per please pls plz same shall she should since so some ' +
    'such than that the their theirs them themselves then there these they this those though through thus to too under until up upon us ' +
    'very via was we were what whatever when whenever where whether which while who whom whose why will with within without would yet you your ' +
    'yours yourself yourselves vs versus etc kinda sorta gonna wanna gotta tho thru cuz coz bc imo imho tbh ngl lol btw fyi ' +
    // degree and hedges: "literally" in two complaints says nothing of what they share
    'literally basically honestly seriously totally absolutely completely definitely probably obviously apparently genuinely truly quite rather somewhat slightly extremely incredibly ' +
    // contractions split off / informal
    "im ive id ill youre youve dont doesnt didnt cant wont isnt arent wasnt werent hasnt havent hadnt couldnt wouldnt shouldnt " +
    'ok okay yes yeah hi hello hey thanks thank thx cheers dear regards ' +
    // generic verbs / fillers with little topical content
    'really actually still already even much many lot lots thing things something anything everything nothing someone anyone ' +
    'one two way make made making want wanted wants need needed needs know knew think thought see seen say said tell told ' +
    'go goes going gone went come came use used using try tried trying able unable would could also however maybe perhaps ' +
    'day days today yesterday week weeks time times ago cannot never anymore always sometimes often every keep keeps kept give gives gave since last next' +
    // units of time: how long something took is no theme ("took over an hour", "70 minutes")
    ' hour hours minute minutes min mins month months year years second seconds' +
    ' half three four five six seven eight nine ten several whole entire' +
    // how many: "multiple currencies" and "multiple files" share a quantity, not a topic
    ' multiple various numerous couple bunch' +
    // how often: "charged twice", "taken twice" share a frequency, not a topic
    ' twice thrice constantly repeatedly frequently usually rarely occasionally'
  ).split(/\s+/),
);

/**
 * Words that say when ("tonight", "on Mondays", "over the summer", "most evenings"): never what a
 * theme is about (title.ts), nor anything a follow-up names of its own (index.ts).
 */
export const TIME_WORDS: ReadonlySet<string> = new Set([
  'today', 'tonight', 'yesterday', 'tomorrow', 'now', 'lately', 'recently',
  'morning', 'mornings', 'evening', 'evenings', 'night', 'nights', 'weekend', 'weekends',
  'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'mondays', 'tuesdays', 'wednesdays', 'thursdays', 'fridays', 'saturdays', 'sundays',
  'january', 'february', 'april', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'summer', 'winter', 'autumn',
]);

/**
 * Words for the product itself ("the app", "the website", "the platform"): nearly any feedback may
 * say one, so sharing one says nothing of what is wrong or asked ("Requests for app" held dark
 * mode, a web version and French). In term overlap they weigh as a common word does (place.ts); in
 * vectors they keep their weight, which measured no better lowered; a request leaves them out of
 * both (embed.ts REQUEST_SKIP).
 */
export const GENERIC_PRODUCT_NOUNS: ReadonlySet<string> = new Set([
  'app', 'apps', 'application', 'website', 'site', 'platform', 'service', 'product', 'software', 'tool', 'system',
  // and who speaks in call notes ("Caller says ...", "Customer reports ..."): four unrelated tickets share it
  'customer', 'caller', 'client', 'user', 'member',
]);

/**
 * Who reports what in a call note or a ticket ("Caller reports", "Patient says that", "Customer
 * states", "Customer requested", "Caller asked about"): its subject and verb are no topic
 * ("Problems with caller reports"), nor what three unrelated requests of call notes share.
 */
const REPORTING_FRAME_RE =
  /^\W*(?:the\s+)?(?:customer|caller|client|user|patient|member|rider|guest|tenant|learner|student|parent|shopper|prospect|buyer|he|she|they)\s+(?:says|said|reports|reported|states|stated|mentions|mentioned|notes|noted|complains|complained|explains|explained|claims|claimed|feels|felt|thinks|thought|advises|advised|confirms|confirmed|(?:is\s+|was\s+)?(?:asks|asked|asking|requests|requested|requesting|wants|wanted|would like))\s+(?:that\s+|of\s+|about\s+|for\s+|if\s+|whether\s+)?/i;

/** What opens a ticket or a review rather than saying anything: "Ticket #4412:", "Subject:", "★★☆☆☆". */
const EXAMPLE_LEAD_RE = /^(?:(?:ticket|case|order|ref)\s*#?\s*[\w-]*\d[\w-]*\s*[:\-–]\s*|(?:subject|re|update|review|edit|ps|p\.s\.)\s*[:\-–]\s*|[★☆✩✪✫✬✭✮✯⭐]+\s*)+/iu;

/** A quote as a description shows it: trimmed, without what only opens a ticket or a review. */
export function exampleForm(quote: string): string {
  const trimmed = quote.trim();
  const rest = trimmed.replace(EXAMPLE_LEAD_RE, '');
  return rest.length >= 3 ? rest : trimmed;
}

/**
 * What a quote says, for grouping and titling: without what opens a ticket or a review, nor who
 * reports it (REPORTING_FRAME_RE); the quote itself when that is all it says.
 */
export function spokenPart(quote: string): string {
  const shown = exampleForm(quote);
  const said = shown.replace(REPORTING_FRAME_RE, '');
  return said.length >= 3 ? said : shown;
}

const CONTRACTION_RE = /(?:n't|'s|'re|'ve|'ll|'d|'m)$/;

/** Lowercase word tokens (letters, digits, inner hyphen/apostrophe), contractions stripped. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  const norm = text.toLowerCase().replace(/[\u2018\u2019\u02bc`]/g, "'");
  const re = /[a-z0-9]+(?:['-][a-z0-9]+)*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(norm)) !== null) {
    let t = m[0];
    if (t.includes("'")) {
      if (t === "can't") t = 'can';
      else if (t === "won't") t = 'will';
      else t = t.replace(CONTRACTION_RE, '');
      if (t.includes("'")) t = t.replace(/'/g, '');
    }
    if (t.length > 0) out.push(t);
  }
  return out;
}

export function isContent(t: string): boolean {
  // A number, or a range or date of numbers ("2-3", "10-15"), names nothing.
  return t.length >= 2 && !STOPWORDS.has(t) && /[a-z]/.test(t);
}

/** Light normalisation for term counting: plural / 3rd person "s" and common inflections folded. */
export function termKey(t: string): string {
  if (t.length > 4 && t.endsWith('ies')) return t.slice(0, -3) + 'y';
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss') && !t.endsWith('us') && !t.endsWith('is')) return t.slice(0, -1);
  return t;
}

/**
 * Distinct content terms of a quote (normalised with termKey), in first-occurrence order.
 * `rankOf` (optional: a word's frequency rank in the vocabulary, undefined for unknown words)
 * enables folding -ing/-ed forms onto a known stem ("exporting" -> "export", "updated" -> "update"),
 * so different wordings share terms.
 */
export function contentTerms(text: string, rankOf?: (w: string) => number | undefined): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of tokenize(text)) {
    if (!isContent(t)) continue;
    const k = rankOf ? knownTerm(t, rankOf) : termKey(t);
    if (!seen.has(k)) {
      seen.add(k);
      out.push(k);
    }
  }
  return out;
}

/**
 * The term of a token with the vocabulary at hand: inflections folded onto a known stem, one word
 * written two ways ("wi-fi", "wifi") counted once, and a misspelling the vocabulary lacks read as
 * the word it misspells ("notifcation").
 */
function knownTerm(t: string, rankOf: (w: string) => number | undefined): string {
  const joined = (w: string) => (w.includes('-') && rankOf(w.replace(/-/g, '')) !== undefined ? w.replace(/-/g, '') : w);
  const k = joined(stemKnown(termKey(joined(t)), rankOf));
  if (rankOf(k) !== undefined || k.includes('-')) return k;
  const corrected = correctSpelling(t, rankOf);
  return corrected === t ? k : stemKnown(termKey(corrected), rankOf);
}

/** Only words this long are read as slips: a shorter unknown word is as likely a name ("trello", "kanban"). */
const SPELLING_MIN_LENGTH = 7;
/** A mistyped letter only in words this long ("mangles" is no "mangoes"). */
const SUBSTITUTION_MIN_LENGTH = 8;
/** Read as what it misspells only a word of the commoner two thirds of the vocabulary ("mangles" is no "manges"). */
const SPELLING_MAX_RANK = 80_000;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';
const spellingCache = new Map<string, string>();
/**
 * A word the vocabulary lacks, read as the most frequent known word one slip away, as a spelling
 * corrector's first guess (Norvig's): a letter dropped ("notifcation", "doorbel"), doubled or
 * added, two swapped ("crahses"), one mistyped ("everywere"). Never the first letter (a slip there
 * is rare, and "mangles" is no "angles") nor a different ending ("approver" is no "approved",
 * "autopay" no "autopsy"). The word itself when it is known, short (a short unknown word is as
 * likely a name or an abbreviation) or has no such neighbour.
 * Names of seven letters or more one slip from a word are still misread ("revolut" as "revolt").
 */
export function correctSpelling(word: string, rankOf: (w: string) => number | undefined): string {
  if (word.length < SPELLING_MIN_LENGTH || !/^[a-z]+$/.test(word) || rankOf(word) !== undefined) return word;
  const hit = spellingCache.get(word);
  if (hit !== undefined) return hit;
  let best = word;
  let bestRank = Infinity;
  const consider = (candidate: string) => {
    const r = rankOf(candidate);
    if (r !== undefined && r < bestRank && r < SPELLING_MAX_RANK) {
      best = candidate;
      bestRank = r;
    }
  };
  const n = word.length;
  for (let i = 1; i <= n; i++) {
    const head = word.slice(0, i);
    const tail = word.slice(i);
    // A letter too many, at the end only a doubled one ("untill"; "approver" is no "approve").
    if (tail.length > 1 || (tail.length === 1 && word[n - 2] === tail)) consider(head + tail.slice(1));
    if (tail.length > 1) consider(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of ALPHABET) {
      // A letter left out anywhere but at the end, where only a doubled one is ("doorbel").
      if (i < n || c === word[n - 1]) consider(head + c + tail);
      if (n >= SUBSTITUTION_MIN_LENGTH && i < n - 2 && c !== tail[0]) consider(head + c + tail.slice(1));
    }
  }
  if (spellingCache.size < 100_000) spellingCache.set(word, best);
  return best;
}

const stemCache = new Map<string, string>();
export function stemKnown(t: string, rankOf: (w: string) => number | undefined): string {
  const hit = stemCache.get(t);
  if (hit !== undefined) return hit;
  const known = (w: string) => rankOf(w) !== undefined;
  let out = t;
  // "crashes" -> termKey "crashe" -> "crash" (plural / 3rd person -es of words ending in s, x, z, ch, sh)
  if (t.length > 4 && t.endsWith('e') && /(?:s|x|z|ch|sh)e$/.test(t) && !known(t) && known(t.slice(0, -1))) out = t.slice(0, -1);
  // "goes" -> termKey "goe" -> "go", "echoes" -> "echo"; "shoes" -> "shoe" stays (the more frequent word).
  else if (t.length >= 3 && t.endsWith('oe') && (rankOf(t.slice(0, -1)) ?? Infinity) < (rankOf(t) ?? Infinity)) out = t.slice(0, -1);
  for (const suf of ['ing', 'ed']) {
    if (t.length > suf.length + 3 && t.endsWith(suf)) {
      const base = t.slice(0, -suf.length);
      const cands = [base, base + 'e'];
      if (base.length > 3 && base[base.length - 1] === base[base.length - 2]) cands.push(base.slice(0, -1));
      // The most frequent known stem, and only one more frequent than the word itself: "shipping"
      // is "ship", not the misspelling "shipp" that a large vocabulary also holds; "morning" and
      // "meeting" are words of their own.
      let best: string | undefined;
      let bestRank = rankOf(t) ?? Infinity;
      for (const c of cands) {
        // Never onto a function word: "evening" is not "even".
        const r = c.length >= 3 && !STOPWORDS.has(c) ? rankOf(c) : undefined;
        if (r !== undefined && r < bestRank) {
          best = c;
          bestRank = r;
        }
      }
      if (best) out = best;
      break;
    }
  }
  if (stemCache.size < 100_000) stemCache.set(t, out);
  return out;
}

/**
 * One failure said in many words: a connection that drops ("drops", "cuts out", "disconnects",
 * "goes down", "we lose internet", "shows as offline", "connection lost", "the Wi-Fi is flaky"), a
 * thing that never came ("lost", "went missing", "never arrived"), slowness ("slow", "takes
 * forever", "laggy"), a program that crashes ("crashes", "quits", "freezes"), lateness, mail gone
 * to spam. A highlight that says one gets
 * its concept term (CONCEPT_PREFIX and a name no word has), so customers who word the same failure
 * differently share a term; what failed (the internet, a bag, the app) still comes from their words.
 */
const CONCEPT_PREFIX = '~';
/** What went missing: the concept names how it failed, and what is missing (a card, a transfer) says which problem it is. */
export const MISSING_CONCEPT = '~missing';
const FAILURE_CONCEPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['~dropout', /\b(?:drop(?:s|ped|ping)?(?:\s+out)?(?![\w-])(?!\s+(?:off|by|in|down|me|us|it|them|the|a|an|my|our|your|to)\b|\s+\d)|cut(?:s|ting)?\s+out|disconnect(?:s|ed|ing)?|(?:goes|went|going|gone|keeps going|kept going)\s+(?:down|offline)|(?:line|call|calls|connection|signal|audio|sound)\s+(?:just\s+|then\s+|keeps?\s+|kept\s+)?(?:goes|go|going|went|gone)\s+dead|los(?:e|es|ing|t)\s+(?:the\s+|my\s+|our\s+)?(?:connection|signal|internet|wi-?fi|access|reception)|(?:(?:shows?|showed|showing|appears?|appeared|is|are|was|were|keeps?\s+(?:showing|going)|kept\s+(?:showing|going)|comes?\s+up|came\s+up|listed)\s+(?:as\s+)?|(?:shows?|showed|showing|lists?|listed|marks?|marked)\s+(?:\w+\s+){1,3}?as\s+)offline(?!\s+(?:mode|access|use|maps?|support|version|too|as well)\b)|connection\s+(?:was\s+|is\s+|gets?\s+|got\s+)?lost|drop(?:s|ped|ping)?\s+off\s+(?:the\s+|my\s+|our\s+)?(?:wi-?fi|network|internet|line|call|router)|(?:can'?t|cannot|won'?t|unable to|fails? to|failed to|couldn'?t|doesn'?t|will not|does not)\s+(?:stay\s+connected|(?:re)?connect\s+to\s+(?:the\s+|my\s+|our\s+)?(?:wi-?fi|network|internet|router|server|hotspot|hub))|(?:connection|wi-?fi|signal|network|internet|reception)\s+(?:is|was|has been|keeps being)\s+(?:so\s+|very\s+|really\s+|pretty\s+|super\s+)?(?:flaky|patchy|spotty|unstable|unreliable|intermittent))\b/i],
  // Lost by someone else ("the airline lost our luggage", "my parcel was lost"), not the customer's own loss ("I lost my card").
  // (Nor a lost connection: "connection lost", "the app lost connection" drop out.)
  [MISSING_CONCEPT, /(?<!^\s*|\b(?:i|we)(?:'ve|'d| have| had)?\s+(?:\w+\s+)?|\b(?:connection|signal|reception|wi-?fi|internet|network)\s+(?:was\s+|is\s+|gets?\s+|got\s+)?)\blost\b(?!\s+(?:my|our)\s+(?:card|phone|wallet|password|pin|keys?)\b|\s+(?:the\s+|its\s+|all\s+)?(?:connection|signal|reception|wi-?fi|internet|network)\b)|\b(?:(?:went|go(?:es)?|gone)\s+missing|(?:is|are|was|were|still)\s+missing|never\s+(?:arrived|came|showed up|turned up|got here)|(?:didn'?t|did not|hasn'?t|has not|haven'?t|have not)\s+(?:yet\s+)?(?:arrive|arrived|come|show up|turn up|shown up|turned up)|disappeared|vanished)\b/i],
  // (Also media that will not play smoothly: "buffers constantly", "keeps stalling", "playback
  // stutters"; not a car that stalled.)
  ['~slow', /\b(?:slow(?:er|ly|ness)?|sluggish|buffer(?:s|ing)(?!\s+(?:zone|stock|time|period|of)\b)|(?:keeps?|kept)\s+(?:buffering|stalling|pausing)|stutter(?:s|ed|ing|y)?|choppy|laggy|lags(?!\s+(?:way\s+|far\s+|well\s+)?behind)|lagging(?!\s+(?:way\s+|far\s+|well\s+)?behind)|(?:grinds?|ground|grinding|slows|slowed|slowing)\s+to\s+a\s+(?:halt|standstill|crawl)|takes?\s+(?:forever|ages|too long|so long|a long time)|took\s+(?:forever|ages|too long|so long)|taking\s+(?:forever|ages|too long|so long))\b/i],
  // (Also a program that will not start or throws its user out: "won't even open", "dumps me back
  // to the home screen", "keeps shutting down"; not a file or a door that will not open.)
  ['~crash', /\b(?:crash(?:es|ed|ing)?|quits|force[- ]?clos(?:es|ed|ing)|clos(?:es|ed|ing)\s+(?:itself|instantly|immediately|straight away|right away|unexpectedly|by itself|on its own|on me|down on me)|freez(?:es|ing)|froze|(?:keeps?|kept)\s+(?:shutting|closing)\s+down|shuts?\s+(?:itself\s+)?down\s+(?:on its own|by itself|randomly|on me|every time|whenever|when|as soon as|right when|mid)|(?:kicks?|kicked|kicking|dumps?|dumped|dumping|throws?|threw|throwing|boots?|booted|booting)\s+(?:me|us|you|users)\s+(?:back\s+)?(?:out\s+)?(?:to|on|onto)\s+(?:the\s+|my\s+)?(?:home\s?screen|desktop|lock\s?screen)|(?<!\b(?:pdfs?|files?|documents?|attachments?|links?|emails?|pages?|doors?|gates?|locks?|boxe?s?|windows?|lids?)\s+)(?:won'?t|doesn'?t|wouldn'?t|didn'?t|will not|does not|would not)\s+(?:even\s+)?(?:open|launch|start|start up|boot|boot up|load up)(?:\s+(?:anymore|any more|at all|up))?\s*(?:[.!?,;]|$))/i],
  // Mail that reaches the spam folder, however said: "went to spam at Gmail", "landing in the junk
  // folder", "flagged as spam" (not "stop spamming me", which is too much mail).
  ['~spam', /\b(?:go(?:es|ing)?|went|gone|land(?:s|ed|ing)?|end(?:s|ed|ing)?\s+up|sent|filtered|delivered|dumped|marked|flagged|routed|redirected|sorted|show(?:s|ed|ing)?\s+up)\s+(?:straight\s+|directly\s+|right\s+)?(?:to|in|into|as)\s+(?:the\s+|my\s+|our\s+|their\s+)?(?:spam|junk)(?:\s+(?:folder|box|mail))?\b|\b(?:spam|junk)\s+(?:folder|box)\b/i],
  // Later than it should have been, against what was said or what was due: "came in late", "over
  // an hour late", "later than it says", "quoted 35 min, delivered after 95", "50 min after the
  // estimate", "missed the window", "never on time", "after the visitor has left". Not a late fee,
  // a late night or a late checkout, nor "too late to cancel".
  ['~late', new RegExp(
    [
      String.raw`\b(?:arrives?|arrived|arriving|comes?|came|coming|shows?|showed|showing|turns?|turned|turning|gets?|got|getting)\s+(?:in\s+|up\s+|here\s+|through\s+)?(?:\w+\s+){0,2}?late\b(?!\s+(?:fees?|charges?|night|at night|shift|checkout|check-?out)\b)`,
      String.raw`\b(?:an?|half an?|\d+|one|two|three|four|five|ten|twenty|thirty|forty|several|many|few)\s+(?:\w+\s+)?(?:mins?|minutes?|hours?|hrs?|days?|weeks?)\s+late\b`,
      String.raw`\b(?:always|often|usually|constantly|consistently|frequently|regularly|again|still|running|was|were|is|are|be|been)\s+(?:\w+\s+)?late\b(?!\s+(?:fees?|charges?|payments?|night|at night|shift|checkout|check-?out|to|for)\b)`,
      String.raw`\blate\s+(?:by|again|every|most|more often)\b`,
      String.raw`\blater\s+than\s+(?:it\s+(?:says|said)|the\s+(?:app|site|website|email|estimate|eta|window|slot)|promised|estimated|quoted|expected|scheduled|stated|advertised|planned|booked|agreed)\b`,
      String.raw`\b(?:after|past)\s+(?:the\s+)?(?:estimated|promised|quoted|scheduled|booked|agreed)?\s*(?:estimate|eta|delivery\s+window|time\s+window|window|slot|deadline|due date)\b`,
      String.raw`\bmiss(?:ed|es)?\s+(?:the|our|my|every)\s+(?:\w+\s+)?(?:window|slot|deadline)\b`,
      String.raw`\b(?:never|rarely|seldom|not|isn'?t|wasn'?t|aren'?t|weren'?t|hardly\s+ever)\s+(?:\w+\s+){0,2}?on\s+time\b`,
      String.raw`\b(?:estimated|quoted|promised|eta\s+(?:of|was|said)|said)\s+\d+\s*(?:mins?|minutes?|hours?|hrs?|days?)\b[^.!?]{0,40}?\b(?:took|after|delivered|arrived|came|showed|turned)\b[^.!?]{0,12}?\d+`,
      String.raw`\b(?:eta|etas|estimated\s+(?:time|times|arrival))\s+(?:is|are|was|were)\s+(?:\w+\s+)?(?:fiction|a\s+joke|wrong|meaningless|useless|made\s+up|a\s+lie|lies|nonsense|way\s+off|never\s+right|always\s+wrong)\b`,
      String.raw`\bdelayed\b|\b(?:way\s+)?behind\s+(?:real[- ]?time|reality|schedule)\b|\bafter\s+the\s+fact\b`,
      String.raw`\blag(?:s|ged|ging)?\s+(?:way\s+|far\s+|well\s+)?behind\b|\b(?:\d+|a|an|one|two|three|four|five|six|several|a few|a couple of)\s+(?:days?|hours?|weeks?|minutes?)\s+behind\b`,
      String.raw`\bafter\s+(?:the\s+\w+|they|he|she|everyone|someone)\s+(?:has\s+|have\s+|had\s+|is\s+|are\s+|was\s+)?(?:already\s+)?(?:left|gone)\b`,
    ].join('|'),
    'i',
  )],
];

/**
 * Not done yet, long after it was due: "my number transfer still hasn't happened", "the
 * certificate still hasn't been issued". A wait (the ~wait aspect) and, in a highlight, a complaint
 * (highlights.ts).
 */
export const STILL_NOT_DONE = String.raw`\bstill\s+(?:hasn'?t|has not|haven'?t|have not|hadn'?t|had not)\s+(?:yet\s+)?(?:happened|gone through|come through|started|begun|been\s+(?:done|processed|completed|sorted|actioned|moved|transferred|activated|switched|ported|connected|installed|approved|issued|sent|posted|shipped|dispatched|delivered|paid|refunded|credited|released|returned))\b`;

/**
 * What customers of any product talk about, whatever the product: its price ("fees", "pricey",
 * "per seat"), its support ("help desk", "the chat bot", "a real person"), how easy it is
 * ("intuitive", "confusing", "easy to set up"), its notifications ("alerts", "reminders", "pings"),
 * signing in ("logs me out", "password", "2FA"), leaving ("cancel my subscription", "unsubscribe"),
 * waiting ("still waiting", "the earliest slot", "three weeks late", "the backlog", "still hasn't been
 * issued", "it's been a month"), refunds, finding things in it ("the search is useless", "when I
 * look up 'apples' I get shampoo"), and
 * getting one's data out ("export", "CSV", "into a spreadsheet", "download my reports", "pull the
 * numbers out", "the download button does nothing", "the report won't download", "can't save my
 * salary statement"; not the app downloaded, nor a connection's download speed).
 * Word vectors put these paraphrases far apart ("notification" and "reminder" 0.17, "fee" and
 * "pricey" ...), so a highlight that says one gets its concept term, in its terms and
 * as a direction of its vector (embed.ts). General aspects of products and services, as review
 * mining names them, not any one product's words; a sum of money is no sign of price (it is as
 * often a charge told, "charged £62 twice").
 */
const ASPECT_CONCEPTS: ReadonlyArray<readonly [string, RegExp]> = [
  ['~price', /\b(?:prices?|priced|pricey|pricing|pricier|priciest|overpriced|costs?|costly|expensive|cheap(?:er|est)?|afford(?:able|ability)?|fees?|surcharges?|tariffs?|rip[- ]?off|value for money|money'?s worth|bang for (?:the|your|my|our) buck)\b|\bper\s+(?:seat|user|head|unit|licen[cs]e)\b|[$£€]\s?\d+(?:[.,]\d+)?\s*(?:\/|per\s+|an?\s+|each\s+)(?:mo|month|yr|year|week|wk|seat|user|head)\b|\b(?:rais(?:ed|es|ing)|hik(?:ed|es|ing)|increas(?:ed|es|ing)|bump(?:ed|s|ing)|put|puts|putting|going|gone|went|goes|go)\s+(?:(?:it|(?:the|my|our|your)(?:\s+[\w-]+){1,2})\s+)?(?:up\s+)?(?:by|from)\s+[$£€]\s?\d/i],
  ['~support', /\b(?:customer|tech(?:nical)?|client)\s+(?:service|support|care|success)\b|\bhelp\s?(?:desk|line)s?\b|\bsupport\s+(?:team|staff|agents?|people|chat|line|desk|cent(?:re|er)|emails?|tickets?|reps?|hours|department|repl(?:y|ies)|responses?|answers?)\b|(?<!\b(?:to|please|will|would|could|can|should|must|does|do|don'?t|doesn'?t|not|also|and|or)\s)\b(?:the|your|their|contacted|contact|contacting|called|calling|emailed|emailing|messaged|from)\s+support\b(?!\s+(?:for|of)\b)|^\W*support\s+(?:is|was|are|were|has|have|took|takes|never|didn'?t|doesn'?t|kept|keeps|just|only|(?:answer|repl(?:i|y)|respond|sort|fix|solv|resolv|help|call|email|explain|refund|walk|got back|get back|found|find)\w*)\b|\bcall\s?(?:centre|center)\b|\b(?:on|put on)\s+hold\b|\bchat\s?bots?\b|\blive\s+chat\b|\b(?:support|service|customer|call|chat)\s+(?:agents?|reps?|representatives?|advisors?)\b|\b(?:chat|phone|email|live|online|in-app)\s+support\b|\b(?:with|to|at|via|through)\s+support\b(?!\s+(?:for|of)\b)|\b(?:real|actual|live)\s+(?:person|human|people)\b|\b(?:speak|talk)\s+to\s+(?:a\s+human|someone|somebody|anyone|a\s+person)\b|\b(?:no|any|a|to get a|waiting for a|still no|never got a)\s+(?:reply|response)\b|\b(?:nobody|no one|no-one|noone|someone|anyone|they|he|she)\s+(?:(?:has|have|had|ever|never|even)\s+)*(?:responded|replied|got back|gotten back|called back|answered)\b|\bheard\s+(?:nothing|back)\b|\bhold music\b|\b(?:called|rang|phoned|emailed|chased)\s+(?:\w+\s+){0,2}?(?:three|four|five|several|multiple|many|\d+)\s+times\b/i],
  ['~ease', /\bease of use\b|\b(?:intuitive|unintuitive|counter-?intuitive|user[- ]friendly|straightforward|effortless|painless|confusing|complicated|convoluted|clunky|cumbersome|fiddly|self-explanatory|learning curve)\b|\b(?:easy|easier|simple|simpler|hard|harder|difficult|tricky)\s+to\s+(?:use|set\s*up|learn|navigate|understand|install|get started|get going|follow|find|figure out|pick up|master)\b|\b(?:easy|simple|quick|painless|smooth)\s+(?:setup|set-up|set up|install(?:ation)?|onboarding)\b|\bset\s?up\s+(?:in|within|took)\b/i],
  ['~notify', /\bnotif(?:ication)?s?\b|\bnotifcations?\b|\bnotif(?:y|ies|ied|ying)\b|\balerts?\b|\breminders?\b|\bpings?\b|\bpinged\b|\bpush\s+(?:notif|message|alert)/i],
  ['~login', /\b(?:log|sign|kick|boot)(?:ged|s|ging|ed|ing)?\s?(?:in|out|on|(?:me|us|him|her|them|you|users|people|everyone)\s+out)\b|\blogins?\b|\bpasswords?\b|\b(?:2fa|two[- ]factor|mfa|otp|verification code|one[- ]time code|sms code)\b|\b(?:reset|recovery)\s+(?:links?|e-?mails?|codes?|mails?)\b|\bsessions?\s+(?:(?:keeps?|kept)\s+)?(?:expires?|expired|expiring|times? out|timed out|timing out|time-?outs?)\b|\blocked out\b/i],
  ['~leave', /\bunsubscrib\w*|\bcancel\w*\s+(?:(?:my|our|the|your|a)\s+)?(?:\w+\s+)?(?:subscription|membership|plan|account|contract)\b|\b(?:subscription|membership|plan|account|contract)\s+cancel\w*|\b(?:end|close|terminate|quit)\s+(?:my|our|the)\s+(?:subscription|membership|plan|account|contract)\b/i],
  ['~wait', new RegExp(String.raw`\bwait(?:ed|ing)?\s+(?:for\s+)?(?:over\s+|almost\s+|nearly\s+|about\s+)?(?:\d+|a|an|two|three|four|five|six|several)\s+(?:days?|weeks?|months?|hours?)\b|\bstill\s+waiting\b|\b(?:days?|weeks?|months?)\s+(?:away|late|behind)\b|\b(?:earliest|next available|first available)\s+(?:slot|appointment|date|booking|visit)\b|\bbacklog\b|\bwaiting\s+(?:list|times?)\b|\b(?:wait|queue|queuing|queueing)\s+times?\b|\b(?:stuck|sitting|sits|sat|sit)\s+(?:in|on|at)\s+(?:the\s+)?['"‘“]?(?:queued?|pending|waiting)['"’”]?|\b(?:sit|sits|sat|sitting|stuck|left)\s+waiting\b|\bwait(?:s|ed|ing)?\s+(?:\w+\s+){0,4}?(?:forever|for ages|endlessly)\b|\b(?:delayed|delays?)\b|\blater\s+than\s+(?:promised|estimated|quoted|expected)\b|${STILL_NOT_DONE}|\b(?:it'?s|it has)\s+(?:now\s+)?been\s+(?:over\s+|almost\s+|nearly\s+|more than\s+)?(?:a|an|one|two|three|four|five|six|several|\d+)\s+(?:days?|weeks?|months?)\b`, 'i')],
  ['~export', /\bexport(?:s|ed|ing|er)?\b|\b(?:csv|xlsx?|tsv)s?\b|\bspreadsheets?\b|\b(?:to|into|in|as|an?)\s+excel\b|\bexcel\s+(?:files?|sheets?|format|downloads?)\b|\b(?:as|to|into)\s+(?:an?\s+)?pdfs?\b|\bdownload(?:s|ed|ing)?\s+(?:(?:a|an|the|my|our|all|their|your|any)\s+)?(?:\w+\s+)?(?:data|reports?|files?|statements?|records?|history|results?|pdfs?|backups?)\b|\b(?:get|gets|getting|got|pull|pulling|pulled|take|taking|took)\s+(?:(?:my|our|the|all|their|your|any)\s+)?(?:[\w']+\s+){0,2}?(?:data|numbers|records|history|figures|reports?)\s+out\b|\bdownload\s+(?:button|link|option|icon)s?\b|\b(?:reports?|files?|statements?|invoices?|documents?|pdfs?|payslips?|pay\s?slips?|receipts?|records?|backups?|certificates?)\s+(?:\w+\s+)?(?:won'?t|wouldn'?t|doesn'?t|didn'?t|will not|does not|don'?t|do not|never|can'?t|cannot|fails? to|failed to)\s+(?:even\s+)?(?:download|open|generate)\b|\b(?:can'?t|cannot|unable to|couldn'?t|could not|not able to)\s+(?:download|save|get)\s+(?:(?:my|our|the|any|a|an|their|his|her|your|this|that)\s+)?(?:[\w']+\s+){0,3}?(?:reports?|files?|statements?|invoices?|documents?|pdfs?|payslips?|pay\s?slips?|receipts?|records?|backups?|certificates?)\b|\b(?:the|my|our|a|every)\s+download\s+(?:never|still|just|keeps|stops|stopped|fails|failed|is|was|won'?t|doesn'?t|didn'?t|hangs|times)\b|\b(?:files?|reports?|csvs?|pdfs?|spreadsheets?)\s+(?:that\s+)?(?:i|we)\s+(?:just\s+)?downloaded\b/i],
  // Finding things in the product: "the search is useless", "search results make no sense", "when
  // I look up 'gluten free bread' I get ...", "can't find anything I'm looking for".
  ['~search', /\bsearch(?:es|ed|ing)?\b(?!\s+(?:for\s+)?(?:a\s+|an\s+|the\s+)?(?:job|house|flat|home)\b)|\b(?:look|looking|looked)\s+up\s+['"‘“]|\bresults?\s+(?:make|makes|made)\s+no\s+sense\b|\bcan'?t\s+find\s+(?:anything|what)\s+(?:i'?m|we'?re|i\s+am|we\s+are)\s+looking\s+for\b/i],
  ['~refund', /\brefund(?:s|ed|ing)?\b|\bmoney back\b|\bchargebacks?\b|\breimburs\w*/i],
  // A device's power, however said: "batteries die every two weeks", "replaced the AAs", "won't hold a charge".
  ['~battery', /\bbatter(?:y|ies)\b|\bAAA?s\b|\bhold(?:s|ing)?\s+(?:a|its|any|the)\s+charge\b|\bneeds?\s+(?:re)?charging\b|\brecharg(?:e|es|ed|ing)\b/i],
];

export function aspectConcepts(text: string): string[] {
  const out: string[] = [];
  for (const [term, re] of ASPECT_CONCEPTS) if (re.test(text)) out.push(term);
  return out;
}

export function failureConcepts(text: string): string[] {
  const out: string[] = [];
  for (const [term, re] of FAILURE_CONCEPTS) if (re.test(text)) out.push(term);
  return out;
}

export function isConceptTerm(term: string): boolean {
  return term.startsWith(CONCEPT_PREFIX);
}
