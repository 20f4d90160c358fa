/**
 * Human-readable theme titles built from the evidence: the most shared, most specific phrase of the
 * member quotes (content-word n-grams), plus the most shared negative word for problem themes
 * ("CSV export broken"), or a frame for the theme kind ("Requests for dark mode").
 * Sentiment of single words comes from the analysis engine's public scoreSentiment.
 */
import { scoreSentiment } from '../index.js';
import { SENTIMENT_THRESHOLD } from '../highlights.js';
import { quoteTags } from '../tagger.js';
import { RecentCache } from '../recent.js';
import { GENERIC_PRODUCT_NOUNS, STOPWORDS, TIME_WORDS, aspectConcepts, exampleForm, failureConcepts, isConceptTerm, isContent, spokenPart, stemKnown, termKey, tokenize } from './text.js';
import { loadWordModel } from './model.js';
import { termWeight } from './place.js';
import { themeKind, type ThemeSummary } from './summary.js';
import type { PoolKind } from './pool.js';

export interface ThemeTitle {
  title: string;
  keywords: string[];
  /** The quote that best represents the theme (shares most of its keywords, readable length). */
  representativeQuote: string | null;
  /** The title names the failure most of its quotes state ("Charged twice", "Promo code not working"). */
  failure?: true;
}

/**
 * A title no other theme of the organization holds: two themes titled alike ("Requests for
 * invoice" twice) tell a product manager nothing apart, so the later one is told by its first
 * keyword its title lacks ("Requests for invoice: attach"). `taken` says whether another theme
 * holds a title (case aside); the title is kept as it is when every keyword is taken too.
 */
export function distinctTitle(title: string, keywords: readonly string[], taken: (title: string) => boolean): string {
  if (!taken(title)) return title;
  const said = title.toLowerCase();
  for (const keyword of keywords) {
    if (said.includes(keyword.toLowerCase())) continue;
    const told = `${title}: ${keyword}`;
    if (!taken(told)) return told;
  }
  return title;
}

const valenceCache = new Map<string, number>();
function valence(word: string): number {
  let v = valenceCache.get(word);
  if (v === undefined) {
    v = scoreSentiment(word);
    if (valenceCache.size < 50_000) valenceCache.set(word, v);
  }
  return v;
}

interface SurfaceToken {
  readonly key: string;
  readonly lower: string;
  readonly surface: string;
  readonly content: boolean;
  /** Offsets of the word in its quote. */
  readonly start: number;
  readonly end: number;
}

/**
 * Fixed expressions whose nouns are not what a sentence is about ("third week in a row", "not on
 * time", "no reply at all"): their words never make a title's topic.
 */
const IDIOM_RE =
  /\b(?:defeat(?:s|ed|ing)? the (?:whole |entire |very )?purpose|what'?s the point|on hold|by hand|easy peasy|in a row|at a time|on time|in time|at all|in the end|by the way|for a while|in a while|all the time|at the moment|in the meantime|of course|in fact|at least|at most|in general|on purpose|in advance|at first|at last|so far|out of the box|(?:this|last|next|every|each|per|a|one|that|the same) (?:month|year|morning|evening|night|hour|minute|weekend|quarter))\b/gi;

/**
 * A quote's surface tokens, kept for the quotes read most recently: a theme's title is made again
 * from mostly the same quotes as it grows, and one title reads each quote several times.
 */
const surfaceCache = new RecentCache<string, readonly SurfaceToken[]>(4000);
function surfaceTokens(quote: string): readonly SurfaceToken[] {
  return surfaceCache.get(quote, readSurfaceTokens);
}

/** A quote's aspects and failures (text.ts), kept as its surface tokens are. */
const conceptCache = new RecentCache<string, { readonly aspects: readonly string[]; readonly failures: readonly string[] }>(4000);
function conceptsOf(quote: string): { readonly aspects: readonly string[]; readonly failures: readonly string[] } {
  return conceptCache.get(quote, (q) => ({ aspects: aspectConcepts(q), failures: failureConcepts(q) }));
}

function readSurfaceTokens(quote: string): readonly SurfaceToken[] {
  const out: SurfaceToken[] = [];
  const idioms = [...quote.matchAll(IDIOM_RE)].map((m) => [m.index!, m.index! + m[0].length] as const);
  const re = /[A-Za-z0-9]+(?:['’-][A-Za-z0-9]+)*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(quote)) !== null) {
    const surface = m[0].replace(/’/g, "'");
    let lower = surface.toLowerCase();
    if (lower.includes("'")) lower = lower === "can't" ? 'can' : lower === "won't" ? 'will' : lower.replace(/(?:n't|'s|'re|'ve|'ll|'d|'m)$/, '').replace(/'/g, '');
    const at = m.index;
    const inIdiom = idioms.some(([start, end]) => at >= start && at < end);
    out.push({ key: termKey(lower), lower, surface, content: !inIdiom && isContent(lower), start: at, end: at + m[0].length });
  }
  return out;
}

/**
 * How a word is shown in a title: its most used form; acronyms, camel case and proper names
 * (`proper`: written with a capital wherever it is not the first word) keep their capitals,
 * ordinary words are lower case.
 */
function displayWord(forms: Map<string, number>, proper = false): string {
  const best = mostFrequent(forms)?.key ?? '';
  if (proper) {
    const capital = [...forms.keys()].find((f) => /^[A-Z]/.test(f));
    if (capital) return capital;
  }
  return /^[A-Z0-9]{2,}$/.test(best) || /[a-z][A-Z]/.test(best) ? best : best.toLowerCase();
}

function capitalise(s: string): string {
  return s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/**
 * The most frequent key of `counts` and its count (the alphabetically first on a tie, so titles do
 * not depend on the order quotes came in); undefined when there is none.
 */
function mostFrequent(counts: Iterable<[string, number]>): { key: string; count: number } | undefined {
  let best: { key: string; count: number } | undefined;
  for (const [key, count] of counts) {
    if (best === undefined || count > best.count || (count === best.count && key < best.key)) best = { key, count };
  }
  return best;
}

const NOUN_BEFORE = new Set(['DET', 'ADJ', 'NUM', 'NOUN', 'PROPN']);

/**
 * The tagger's tags with two of its slips mended, as far as titles read them: a sentence's first
 * word before its auxiliary is a noun ("Alerts are delayed", which it tags as a verb), and so is a
 * word after a preposition that takes no verb ("on hold", "in stock"; not a gerund, "for viewing").
 */
export function titleTags(quote: string): { words: string[]; tags: string[] } {
  const { words, tags: tagged } = quoteTags(quote);
  const tags = [...tagged];
  for (let i = 0; i < words.length; i++) {
    if (tags[i] !== 'VERB') continue;
    const before = i === 0 ? undefined : tags[i - 1];
    const subject = tags[i + 1] === 'AUX' && (i === 0 || (before !== undefined && NOUN_BEFORE.has(before)));
    const object = before === 'ADP' && words[i - 1] !== 'to' && !/(?:ing|ed)$/.test(words[i]!) && (tags[i + 1] === undefined || ['ADP', 'PUNCT', 'CCONJ'].includes(tags[i + 1]!));
    if (subject || object) tags[i] = 'NOUN';
  }
  return { words, tags };
}

/** Part of speech of each word of the quotes (lower case -> its most frequent tag). */
function wordTags(quotes: readonly string[]): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const quote of quotes) {
    const { words, tags } = titleTags(quote);
    words.forEach((word, i) => {
      const byTag = counts.get(word) ?? new Map<string, number>();
      byTag.set(tags[i]!, (byTag.get(tags[i]!) ?? 0) + 1);
      counts.set(word, byTag);
    });
  }
  const result = new Map<string, string>();
  for (const [word, byTag] of counts) result.set(word, [...byTag].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0]);
  return result;
}

const NOMINAL = new Set(['NOUN', 'PROPN']);

/**
 * The part of speech of a word of the quotes. The tagger splits a hyphenated word ("plant-based",
 * "follow-up"), which the title keeps whole: a noun when its last part is one, else a modifier.
 */
function tagOf(word: string, tags: Map<string, string>): string | undefined {
  const tag = tags.get(word);
  if (tag !== undefined || !word.includes('-')) return tag;
  return NOMINAL.has(tags.get(word.slice(word.lastIndexOf('-') + 1)) ?? '') ? 'NOUN' : 'ADJ';
}

/** A title's topic is a noun phrase: adjectives and nouns ending in a noun ("scheduled reports"). */
function isNounPhrase(words: readonly string[], tags: Map<string, string>, participles = false): boolean {
  const last = tagOf(words[words.length - 1]!, tags);
  // With `participles`, one before the noun qualifies it as an adjective does: "recurring invoices",
  // "scheduled orders" (for a phrase several quotes share: one quote's "requested metformin" is no topic).
  const qualifies = (w: string, j: number) => {
    const t = tagOf(w, tags);
    return t !== undefined && (NOMINAL.has(t) || t === 'ADJ' || (participles && j < words.length - 1 && t === 'VERB' && /(?:ing|ed)$/.test(w)));
  };
  return last !== undefined && NOMINAL.has(last) && words.every(qualifies);
}

/**
 * Below this absolute valence, a word tagged as a noun may be a title's topic ("refund", whose
 * connotation is mild); nouns that carry clear sentiment ("crash", "love") are what is said of it.
 */
const TOPIC_NOUN_VALENCE = 0.45;

/**
 * A pleasant thing is still a thing a problem or a request is about: a noun of positive valence
 * below this is a topic too ("Requests for holiday" for "staff could request holiday in the app",
 * not "Requests for employees"; "gift", "party"). Not in praise, where it is what is said of the
 * topic, nor a noun of blame ("crash"), which is the failure.
 */
const TOPIC_PLEASANT_NOUN_VALENCE = 0.7;

/** Inflections count as one word: "crash", "crashes", "crashed", "crashing". */
function inflectionStem(lower: string): string {
  return lower.length > 4 ? lower.replace(/(?:ing|ed|es|s)$/, '') : lower;
}

/**
 * The word saying how the speaker felt: "I'm so frustrated", "we are really disappointed", or
 * with the subject left out, "Really disappointed that ...", "Frustrated with ...".
 */
const FEELING_RE =
  /\b(?:i|we)(?:'m|'re|'ve been| am| are| was| were| have been| feel| felt| am getting| are getting)\s+(?:(?:so|really|very|quite|pretty|extremely|incredibly|a bit|a little|getting|becoming|just|honestly|now|still|also|increasingly)\s+){0,2}([a-z]+)|^\W*(?:(?:so|really|very|quite|pretty|extremely|honestly|a bit|a little|just)\s+){0,2}([a-z]+ed)\s+(?:that|with|by|about|at|in)\b/g;

/**
 * Nouns that frame a request or remark ("add an option to ...", "a way to ...", "a pool mode")
 * rather than name its topic, alone ("vegetarian options", "dark mode" are topics).
 */
const FRAME_NOUNS: ReadonlySet<string> = new Set(['option', 'options', 'way', 'ways', 'ability', 'possibility', 'feature', 'features', 'functionality', 'thing', 'things', 'lot', 'bit', 'mode', 'modes', 'type', 'types', 'kind', 'kinds', 'sort', 'version', 'versions']);
/** Words that announce a drawback ("the only downside is ...", "my one gripe:"), by their stems. */
const DRAWBACK_FRAMES: ReadonlySet<string> = new Set(['downside', 'drawback', 'gripe', 'complaint', 'nitpick', 'niggle', 'quibble', 'con']);
/** Nouns too vague to name a theme alone ("Great job", "Good stuff"): they say praise or blame, not of what. */
const VAGUE_NOUNS: ReadonlySet<string> = new Set(['job', 'jobs', 'stuff', 'work', 'everything', 'anything', 'something', 'nothing', 'guys', 'folks']);

/**
 * People who are not the product or its service ("Customer says ...", "my wife", "a non-techy
 * person"): who speaks or for whom, never what a theme is about, as the last word of a topic.
 * Staff, agents and support are kept: customers do write about them.
 */
const PERSON_NOUNS: ReadonlySet<string> = new Set(
  ('customer customers caller callers member members shopper shoppers learner learners patient patients user users client clients people person persons guy someone somebody everyone everybody anyone anybody ' +
    'wife husband partner mother mom mum father dad parent parents son sons daughter daughters kid kids child children baby ' +
    'family friend friends neighbor neighbors neighbour neighbours brother sister grandma grandpa grandmother grandfather boyfriend girlfriend ' +
    // who a customer is to the service, as "patient" and "member" are: who speaks or is spoken of, not what is wrong
    'landlord landlords tenant tenants renter renters homeowner homeowners resident residents guest guests passenger passengers traveller travellers traveler travelers student students pupil pupils').split(' '),
);

/**
 * The people who serve a customer, in any trade: what praise or a complaint of them is about,
 * however each quote names them ("the driver", "couriers", "our technician").
 */
const SERVICE_ROLES: ReadonlySet<string> = new Set(
  ('staff courier driver rider agent rep representative advisor adviser technician tech engineer installer fitter plumber electrician ' +
    'builder mechanic locksmith handyman decorator gardener cleaner housekeeper nurse doctor gp dentist pharmacist physio therapist midwife carer vet ' +
    'receptionist waiter waitress barista chef bartender cashier clerk teacher tutor coach trainer instructor guide host concierge porter valet ' +
    'attendant steward stewardess pilot crew stylist hairdresser barber surveyor inspector operator').split(' '),
);

/** "couriers", "GPs", "waitresses"; "staff" and "crew" stay as they are. */
function pluralRole(word: string): string {
  if (word === 'waitress') return 'waitresses';
  return word === 'staff' || word === 'crew' ? word : `${word}s`;
}

/** How a word for the product itself ("app", "website") weighs as a topic, against a phrase that says more. */
const GENERIC_TOPIC_WEIGHT = 0.75;

/** How much more a phrase that is every quote's subject weighs as a topic than one that never is. */
const SUBJECT_PREFERENCE = 1;

/** What a phrase only a later clause of a theme's one quote says weighs as its topic. */
const LATER_CLAUSE_WEIGHT = 0.5;

/**
 * A quote's subject, lower-cased: the words before its first verb or auxiliary in a statement, the
 * words between the auxiliary and the verb in a question ("Why did the price go up ...?").
 */
function subjectWords(quote: string): Set<string> {
  const { words, tags } = titleTags(quote);
  const out = new Set<string>();
  let i = 0;
  const question = /\?\s*$/.test(quote);
  if (question) {
    while (i < words.length && tags[i] !== 'AUX' && tags[i] !== 'VERB') i++;
    if (tags[i] === 'AUX') i++;
    else return out;
  }
  for (; i < words.length; i++) {
    if (tags[i] === 'VERB' || tags[i] === 'AUX') break;
    out.add(words[i]!);
  }
  return out;
}

/**
 * The phrase that may name a topic most quotes make their subject (at least two); on a tie the one
 * more quotes say, then the more specific ("usage" before "app" in "the usage meter in the app");
 * null when none.
 */
function mostSaidSubject(subjectDf: ReadonlyMap<string, number>, phraseDf: ReadonlyMap<string, number>, namesTopic: (key: string) => boolean): string | null {
  const specificity = (key: string) => key.split(' ').reduce((sum, w) => sum + termWeight(w), 0);
  let best: string | null = null;
  for (const [key, n] of subjectDf) {
    if (n < 2 || !namesTopic(key)) continue;
    if (best === null) {
      best = key;
      continue;
    }
    const order = n - subjectDf.get(best)! || (phraseDf.get(key) ?? 0) - (phraseDf.get(best) ?? 0) || specificity(key) - specificity(best) || (key < best ? 1 : -1);
    if (order > 0) best = key;
  }
  return best;
}

/**
 * Words of state that say something is wrong without any sentiment ("late", "pending", "stuck"):
 * in a problem theme the failure its title names when the quotes share no negative word
 * ("Delivery late", "Transfer pending"), weighed as a word of valence -STATE_FAILURE_WEIGHT.
 */
const PROBLEM_STATES: ReadonlySet<string> = new Set(['late', 'pending', 'overdue', 'stuck', 'offline', 'unavailable', 'expired', 'locked', 'outdated']);
const STATE_FAILURE_WEIGHT = 0.3;

/**
 * Verbs that only frame a request ("add dark mode", "have an export", "let me ..."): a request
 * theme is named after what they introduce ("Requests for dark mode"), not after them.
 */
const FRAME_VERBS: ReadonlySet<string> = new Set(['add', 'adding', 'have', 'has', 'get', 'make', 'let', 'need', 'want', 'like', 'love', 'see', 'allow', 'enable', 'include', 'support', 'bring', 'give', 'offer', 'provide', 'implement', 'build', 'introduce', 'create', 'use', 'do', 'be', 'put', 'keep', 'hope', 'wish', 'consider', 'request', 'suggest', 'appreciate']);

/** Words between a verb and its object that a title keeps: "split the bill", "save my searches". */
const OBJECT_DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'their', 'more', 'multiple', 'several', 'other', 'different', 'all']);

/** Prepositions before a gerund: "support for paying contractors", "a way of exporting reports". */
const GERUND_PREPOSITIONS: ReadonlySet<string> = new Set(['for', 'of', 'by', 'about', 'with', 'without']);

/** Words after which the next word is a verb: "let me schedule orders", "a way to split the bill". */
const VERB_SLOTS: ReadonlySet<string> = new Set(['to', 'me', 'us', 'please']);

/**
 * What a request theme asks to be able to do, when its quotes agree on it, as the title goes on
 * after "Requests": the verb they put before the topic ("a way to split the bill" -> "to split the
 * bill"; a gerund after a preposition, "support for paying contractors" -> "for paying
 * contractors"), or the topic itself when it starts with a verb ("let me schedule orders"). Null
 * when the verb only frames the request ("add dark mode"), or when fewer than half the quotes that
 * name the topic ask for the same thing (two at least, and no other thing as often).
 */
function requestedAction(quotes: readonly string[], phraseKey: string, topic: string, tags: Map<string, string>): string | null {
  const keys = phraseKey.split(' ');
  // Per action (verb and topic, or the topic alone), how many quotes ask for it and with which determiners.
  const actions = new Map<string, { count: number; determiners: Map<string, number> }>();
  let naming = 0;
  for (const q of quotes) {
    const toks = surfaceTokens(q);
    const at = toks.findIndex((_, i) => keys.every((k, j) => toks[i + j]?.key === k));
    if (at < 0) continue;
    naming++;
    // The topic must be the whole object, not the first part of a longer one ("my delivery address",
    // whatever the tagger calls "address"): what follows it is a function word, a preposition
    // ("split the payment across cards") or nothing.
    const after = toks[at + keys.length];
    if (after !== undefined && after.content && tags.get(after.lower) !== 'ADP') continue;
    const before = toks[at - 1];
    const determiner = before !== undefined && OBJECT_DETERMINERS.has(before.lower) ? before.lower : '';
    const verb = toks[at - (determiner ? 2 : 1)];
    let action: string | undefined;
    // The tagger takes some verbs for nouns ("let us pause the subscription"); after "to", "me",
    // "us" or "please" a word before an object is a verb.
    const slotBefore = verb !== undefined && VERB_SLOTS.has(toks[at - (determiner ? 3 : 2)]?.lower ?? '');
    const verbTag = verb === undefined ? undefined : tags.get(verb.lower);
    // A gerund after a preposition ("support for paying contractors") names no action to ask for.
    const gerund = verb !== undefined && /ing$/.test(verb.lower) && GERUND_PREPOSITIONS.has(toks[at - (determiner ? 3 : 2)]?.lower ?? '');
    // Asked to do: the verb's plain form ("to split the bill"), not what someone does ("an apprentice who needs a login").
    const inflected = /(?:[^su]s|ed)$/.test(verb?.lower ?? '') && !gerund;
    // A gerund anywhere asks for the doing ("Exporting the rent roll would be ..." -> "for exporting
    // the rent roll"), never "to exporting".
    if (verb !== undefined && /^[a-z]+$/.test(verb.lower) && !inflected && (verbTag === 'VERB' || (slotBefore && verbTag === 'NOUN')) && !FRAME_VERBS.has(verb.lower)) action = `${gerund || /ing$/.test(verb.lower) ? 'for' : 'to'} ${verb.lower}`;
    // (Not a name: "Export to Apple Health" asks for no action called Apple.)
    else if (keys.length > 1 && before !== undefined && VERB_SLOTS.has(before.lower) && !FRAME_VERBS.has(toks[at]!.lower) && tags.get(toks[at]!.lower) !== 'PROPN') action = '';
    if (action === undefined) continue;
    const entry = actions.get(action) ?? { count: 0, determiners: new Map<string, number>() };
    entry.count++;
    entry.determiners.set(determiner, (entry.determiners.get(determiner) ?? 0) + 1);
    actions.set(action, entry);
  }
  const top = mostFrequent([...actions].map(([action, { count }]) => [action, count]));
  // At least half of them (two when there are two or more), and more than any other action.
  if (top === undefined || top.count * 2 < naming || top.count < Math.min(2, naming) || [...actions].some(([action, { count }]) => action !== top.key && count === top.count)) return null;
  const best = top.key;
  if (best === '') return `to ${topic}`;
  // The determiner most quotes use; "the" on a tie, which reads as every customer's.
  let determiner = '';
  let determinerCount = -1;
  for (const [d, count] of actions.get(best)!.determiners) {
    if (count > determinerCount || (count === determinerCount && d === 'the')) {
      determiner = d;
      determinerCount = count;
    }
  }
  return `${best} ${determiner ? `${determiner} ` : ''}${topic}`;
}

/**
 * What the words after a failure word say, where most quotes that say the word agree on it: per
 * quote whose failure word has the tag `tag`, `read` takes it from the tokens after the word
 * (`at`); null when most quotes that say the word give nothing or disagree.
 */
function agreedAfterFailure(
  quotes: readonly string[],
  negStem: string,
  tags: Map<string, string>,
  tag: string,
  read: (toks: readonly SurfaceToken[], at: number, quote: string) => string | null,
): string | null {
  const answers = new Map<string, number>();
  let saying = 0;
  for (const q of quotes) {
    const toks = surfaceTokens(q);
    const at = toks.findIndex((t) => t.content && inflectionStem(t.lower) === negStem);
    if (at < 0) continue;
    saying++;
    if (tags.get(toks[at]!.lower) !== tag) continue;
    const answer = read(toks, at, q);
    if (answer !== null) answers.set(answer, (answers.get(answer) ?? 0) + 1);
  }
  const top = mostFrequent(answers);
  return top !== undefined && top.count * 2 > saying ? top.key : null;
}

/** Whether two tokens of a quote stand next to each other, nothing but space between (not across a comma). */
function adjacent(quote: string, before: SurfaceToken, after: SurfaceToken): boolean {
  return quote.slice(before.end, after.start).trim() === '';
}

/**
 * The thing a failure word describes when the quotes put it before a noun ("wrong address",
 * "expensive insurance"): that noun (two when they make a compound), as most quotes that say the
 * word write it; null when most do not. "Courier wrong" says less than "Wrong address".
 */
function describedThing(quotes: readonly string[], negStem: string, tags: Map<string, string>): string | null {
  return agreedAfterFailure(quotes, negStem, tags, 'ADJ', (toks, at, q) => {
    const nouns: string[] = [];
    for (let i = at + 1; i < toks.length && nouns.length < 2; i++) {
      const t = toks[i]!;
      // Only next to it: not across a comma ("Permissions are confusing, guests can see ...").
      if (!t.content || !NOMINAL.has(tags.get(t.lower) ?? '') || !adjacent(q, toks[i - 1]!, t)) break;
      nouns.push(t.lower);
    }
    // The noun phrase ends there: "wrong address twice", but not a longer compound cut short.
    const next = toks[at + 1 + nouns.length];
    return nouns.length === 0 || (next?.content && NOMINAL.has(tags.get(next.lower) ?? '')) ? null : nouns.join(' ');
  });
}

/** A negator as written: "not", "never", "no", or a contraction ("weren't"), whose lower form has lost its "n't". */
const NEGATED_SURFACE_RE = /^(?:not|never|no)$|n['’]t$/i;

/** How often a failure happens, kept after its verb: "Webhooks fire twice". */
const FREQUENCIES: ReadonlySet<string> = new Set(['twice', 'again', 'randomly', 'constantly', 'repeatedly']);

/** Particles of phrasal verbs of failure: "cuts out", "drops off", "shuts down". */
const PARTICLES: ReadonlySet<string> = new Set(['out', 'off', 'down', 'up', 'over', 'away']);
/** Words between a verb and its object that a title leaves out: "rejects any date range", "loses the signal". */
const OBJECT_SKIPS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'their', 'its', 'any', 'all', 'every', 'some']);

/**
 * What a failure verb does it to, when most quotes that say the verb name the same object right
 * after it ("The doorbell camera loses wifi every few hours" -> "wifi"), or its particle ("cutting
 * out"): a title "Doorbell camera loses" says less than "Doorbell camera loses wifi". Null when the
 * word is no verb or they disagree.
 */
function verbObject(quotes: readonly string[], negStem: string, tags: Map<string, string>): string | null {
  return agreedAfterFailure(quotes, negStem, tags, 'VERB', (toks, at, q) => {
    // A phrasal verb keeps its particle: "the wifi keeps cutting out", "the screen goes off".
    const particle = toks[at + 1];
    if (particle !== undefined && (PARTICLES.has(particle.lower) || FREQUENCIES.has(particle.lower)) && adjacent(q, toks[at]!, particle)) return particle.lower;
    let i = at + 1;
    while (i < toks.length && OBJECT_SKIPS.has(toks[i]!.lower)) i++;
    const nouns: string[] = [];
    for (; i < toks.length && nouns.length < 2; i++) {
      const t = toks[i]!;
      if (!t.content || tags.get(t.lower) !== 'NOUN' || !adjacent(q, toks[i - 1]!, t)) break;
      nouns.push(t.lower);
    }
    return nouns.length === 0 ? null : nouns.join(' ');
  });
}

/** Not being able to do something: "I can't add a tip", "the app won't let me extend my booking". */
const CANNOT_RE = /\b(?:can'?t|cannot|can not|couldn'?t|could not|unable to|not able to|(?:won'?t|wouldn'?t|doesn'?t|does not|didn'?t|did not|will not|would not) (?:let|allow) (?:me|us)(?: to)?)\s+(?:(?:i|we|you|they)\s+)?([a-z]+)\s+(?:(on|onto|to|into|in|with|from|through|off|out of)\s+)?(?:(?:the|a|an|my|our|any|their|your)\s+)?(.*)$/;
/** Something that does not do its job: "the promo code didn't work", "my files won't sync". */
const NOT_DOING_RE = /^(.*?)\b(?:doesn'?t|does not|didn'?t|did not|won'?t|will not|wouldn'?t|would not|don'?t|do not|never|no longer|stopped|has stopped|have stopped|(?:is|are|was|were)(?:n'?t| not))\s+(?:even\s+|always\s+|ever\s+|properly\s+)?(?:(work|load|open|sync|save|connect|update|start|respond|appear|arrive|print|upload|download|send|charge|pair|play|apply)(?:s|ed|ing)?|(show|turn)(?:s|ed|ing|n)? up)\b/;
/** How a title names an aspect (text.ts aspectConcepts) that the quotes share in different words. */
const ASPECT_TITLES: Readonly<Record<string, { problem: string; praise: string; request?: string }>> = {
  '~price': { problem: 'Problems with pricing', praise: 'Praise for pricing', request: 'Requests about pricing' },
  '~support': { problem: 'Problems with support', praise: 'Praise for support', request: 'Requests about support' },
  '~ease': { problem: 'Hard to use', praise: 'Praise for ease of use' },
  '~notify': { problem: 'Problems with notifications', praise: 'Praise for notifications', request: 'Requests for notifications' },
  '~login': { problem: 'Problems signing in', praise: 'Praise for signing in', request: 'Requests about signing in' },
  '~leave': { problem: 'Problems cancelling', praise: 'Praise for cancelling', request: 'Requests about cancelling' },
  '~refund': { problem: 'Problems with refunds', praise: 'Praise for refunds', request: 'Requests for refunds' },
  '~battery': { problem: 'Problems with battery life', praise: 'Praise for battery life', request: 'Requests about battery life' },
  '~export': { problem: 'Problems exporting', praise: 'Praise for exporting', request: 'Requests to export data' },
  '~search': { problem: 'Problems with search', praise: 'Praise for search', request: 'Requests about search' },
  '~wait': { problem: 'Long waits', praise: 'Praise for waiting times' },
};

/**
 * The aspect more than half the quotes are about, when the topic found is not itself a word of
 * one ("cloud" where five quotes say price five ways); null otherwise.
 */
function sharedAspect(quotes: readonly string[], topic: string): string | null {
  const counts = new Map<string, number>();
  for (const q of quotes) for (const a of conceptsOf(q).aspects) counts.set(a, (counts.get(a) ?? 0) + 1);
  const shared = [...counts].filter(([a, n]) => n * 2 > quotes.length && ASPECT_TITLES[a] !== undefined);
  // The topic found names one of them ("customer support" for support and a refund): it stays.
  const named = aspectConcepts(topic);
  if (shared.length === 0 || shared.some(([a]) => named.includes(a))) return null;
  return mostFrequent(shared)!.key;
}

/** Words that judge a price rather than name it: praise of them is praise of the pricing. */
const EVALUATIVE_PRICE_WORDS: ReadonlySet<string> = new Set(['cheap', 'cheaper', 'cheapest', 'affordable', 'inexpensive', 'pricey', 'pricier', 'expensive', 'costly', 'overpriced']);

/** Words of waiting itself, which name nothing waited for. */
const WAITING_WORD_RE = /\b(?:wait\w*|delay\w*|queu\w*|backlog\w*|hold)\b/i;

/** How a title says a failure's concept (text.ts failureConcepts). */
const CONCEPT_FAILURES: Readonly<Record<string, string>> = { '~slow': 'slow', '~dropout': 'dropping out', '~missing': 'missing', '~crash': 'crashing', '~late': 'late', '~spam': 'going to spam' };

/** Verbs with two ends, either of which may be what fails: "sync with Outlook", "connect to the printer". */
const RELATIONAL_VERBS: ReadonlySet<string> = new Set(['sync', 'connect', 'pair']);
/** The -ing form of each verb NOT_DOING_RE knows: "Files not syncing" needs no agreement with the topic. */
const PROGRESSIVE: Readonly<Record<string, string>> = { work: 'working', load: 'loading', open: 'opening', sync: 'syncing', save: 'saving', connect: 'connecting', update: 'updating', start: 'starting', respond: 'responding', show: 'showing up', turn: 'turning up', appear: 'appearing', arrive: 'arriving', print: 'printing', upload: 'uploading', download: 'downloading', send: 'sending', charge: 'charging', pair: 'pairing', play: 'playing', apply: 'applying' };
/** Left out of an order: "they forgot the sauce", "my drinks were left out" (not "I forgot my password"). */
const FORGOTTEN_RE = /(?<!\b(?:i|we)(?: just| also| completely)? )\b(?:forgot|forgotten|left out)\b/;
/**
 * Billed for what was cancelled: "charged after my free trial even though I cancelled", "cancelled
 * in March but was charged again", "charged my card for a booking I cancelled", "billed for the
 * cancelled stay".
 */
const CHARGED_AFTER_CANCEL_RE =
  /\b(?:charged|billed|debited|renewed|took (?:the )?money)\b[^.!?]{0,60}\b(?:after|even though|although|though|despite|when)\b[^.!?]{0,40}\bcancel|\b(?:charged|billed|debited|invoiced)\b[^.!?]{0,40}?\bfor\s+(?:a|an|the|my|our)\s+(?:(?:\w+\s+){0,2}?(?:booking|order|appointment|subscription|reservation|class|session|trip|ride|stay|visit|plan|delivery|lesson|ticket)s?\s+(?:that\s+)?(?:i|we)\s+(?:had\s+)?(?:already\s+)?cancel|cancell?ed\b)|\bcancel(?:led|ling|ed|ing|s)?\b[^.!?]{0,60}\b(?:but|yet|and still|still)\b[^.!?]{0,30}\b(?:charged|billed|debited|renewed)\b/;
/** Charged more than once: "I was billed twice", "charged £62 twice", "a duplicate charge", "the order went through twice". */
const CHARGED_AGAIN_RE =
  /\b(?:(?:charged|billed|debited|invoiced|taken)\s+(?:\S+\s+){0,3}?(?:twice|two times|double|2x|x2)|double[- ]?(?:charged?|charges|billed|billing)|duplicate\s+(?:charges?|payments?|transactions?|billing)|(?:two|2)\s+(?:identical\s+)?(?:charges|payments|transactions)|(?:went|gone|go|goes|came|come|was|were)\s+(?:through|out)\s+twice)\b/;
/** Slow to act: "support took three days to reply", "refunds take weeks to come through". */
const SLOW_TO_RE =
  /^(.*?)\b(?:took|takes|take|taking)\s+(?:(?:well\s+)?(?:over|more than|almost|nearly|about|around|at least|up to)\s+)?(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|\d+|several|many|forever|ages)(?:\s+(?:full\s+)?(?:minutes?|hours?|days?|weeks?|months?))?\s+to\s+([a-z]+(?:\s+(?:through|back|up|in|out))?)\b/;
/** Thrown out of the product: "the app logs me out every time", "keeps kicking us out". */
const LOGS_OUT_RE = /^(.*?)\b(?:logs?|logged|logging|kicks?|kicked|kicking|signs?|signed|signing)\s+(?:me|us|users|people|everyone)\s+out\b/;

/** Gives up waiting: "the CSV export times out", "our exports keep timing out", "fails with a timeout". */
const TIMES_OUT_RE = /^(.*?)\b(?:times? out|timed out|timing out|(?:with|gets?|getting|got|throws?|throwing|threw|hits?|hitting|returns?|returned|giving|gives?)\s+(?:a\s+|an?\s+)?(?:\d+\s+)?(?:gateway\s+)?time-?outs?)\b/;

/**
 * Who or what is slow (SLOW_TO_RE): the topic when it is the subject, else the subject's own words
 * ("support"), without the organization's name ("Rentwise support").
 */
function slowSubject(subject: string, topicRe: RegExp, topic: string, ownName?: ReadonlySet<string>): string | undefined {
  if (topicRe.test(subject)) return topic;
  const words = tokenize(subject).filter((w) => isContent(w) && !ownName?.has(w));
  return words.length >= 1 && words.length <= 2 ? words.join(' ') : undefined;
}

/** Where a quote (lower-cased) names the topic: at the start of a word. */
function topicPattern(topic: string): RegExp {
  return new RegExp(`\\b${topic.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Verbs too general to say what cannot be done ("can't get", "can't do"). */
const GENERAL_VERBS: ReadonlySet<string> = new Set(['get', 'do', 'be', 'have', 'make', 'go', 'see', 'say', 'tell', 'believe', 'wait', 'imagine', 'help', 'stop']);

/**
 * The failure concept (text.ts failureConcepts) the quotes share: the one most say, when half of
 * them or more, and two or more, say it ("App crashing" where six of twelve say "crashes", "quits"
 * or "freezes" and the others "locks up" or "goes offline"). Null when none is shared so.
 */
function sharedFailure(quotes: readonly string[]): { key: string; count: number } | null {
  const concepts = new Map<string, number>();
  for (const q of quotes) for (const c of conceptsOf(q).failures) concepts.set(c, (concepts.get(c) ?? 0) + 1);
  const said = mostFrequent(concepts);
  return said !== undefined && said.count * 2 >= quotes.length && said.count >= Math.min(2, quotes.length) ? said : null;
}

/**
 * A problem theme's failure said with a negated verb, when its quotes agree on it and it concerns
 * the topic: "Cannot add tip" (the topic follows the verb), "Promo code not working" (the topic
 * comes before the negation), said by at least half the quotes and more often than any other.
 * Null otherwise ("Problems with ..." stays).
 */
function negatedAction(quotes: readonly string[], topic: string, ownName?: ReadonlySet<string>): string | null {
  const topicRe = topicPattern(topic);
  const votes = new Map<string, number>();
  for (const q of quotes) {
    const lower = q.toLowerCase().replace(/[\u2019']/g, "'");
    const cannot = CANNOT_RE.exec(lower);
    let failure: string | undefined;
    // (The verb keeps its preposition: "Cannot rely on service", "Cannot log in to portal".)
    if (cannot && !GENERAL_VERBS.has(cannot[1]!) && topicRe.test(cannot[3]!.split(/[,.;!?]/)[0]!.split(/\s+/).slice(0, 4).join(' '))) failure = `Cannot ${cannot[1]}${cannot[2] ? ` ${cannot[2]}` : ''} ${topic}`;
    // What was forgotten is named after the verb ("forgot my drinks"), not before it ("the waiter forgot").
    else if (FORGOTTEN_RE.test(lower) && topicRe.test(lower.slice(FORGOTTEN_RE.exec(lower)!.index))) failure = `${capitalise(topic)} forgotten`;
    else if (CHARGED_AGAIN_RE.test(lower)) failure = 'Charged twice';
    else if (CHARGED_AFTER_CANCEL_RE.test(lower)) failure = 'Charged after cancelling';
    else if (SLOW_TO_RE.test(lower)) {
      const [, subject, verb] = SLOW_TO_RE.exec(lower)!;
      const who = slowSubject(subject!, topicRe, topic, ownName);
      // "It took forever to load": the topic is what is slow to happen.
      if (who !== undefined) failure = `${capitalise(who)} slow to ${verb}`;
      else if (topicRe.test(verb!)) failure = `Slow to ${verb}`;
    } else if (LOGS_OUT_RE.test(lower) && topicRe.test(LOGS_OUT_RE.exec(lower)![1]!)) failure = `${capitalise(topic)} logs users out`;
    else if (TIMES_OUT_RE.test(lower) && topicRe.test(TIMES_OUT_RE.exec(lower)![1]!)) failure = `${capitalise(topic)} timing out`;
    else {
      const notDoing = NOT_DOING_RE.exec(lower);
      const verb = notDoing ? (notDoing[2] ?? notDoing[3])! : '';
      // What fails is before the verb ("the export doesn't work"); with two ends, either ("events no longer sync to my Outlook").
      const about = notDoing !== null && (topicRe.test(notDoing[1]!) || (RELATIONAL_VERBS.has(verb) && topicRe.test(lower.slice(notDoing[0].length))));
      if (about) failure = `${capitalise(topic)} not ${PROGRESSIVE[verb]}`;
    }
    if (failure !== undefined) votes.set(failure, (votes.get(failure) ?? 0) + 1);
  }
  const top = mostFrequent(votes);
  if (top === undefined) return null;
  // Half the quotes suffice when no other failure is said as often.
  const tied = [...votes.values()].filter((count) => count === top.count).length > 1;
  return !tied && top.count * 2 >= quotes.length ? top.key : null;
}

/** Words this frequent ("work", "new", "report" in general English) do not extend a title phrase. */
const MIN_PHRASE_WEIGHT = 0.5;

/**
 * How the quotes write each keyword, which is a stem ("shipping" for "ship", "crashes" for
 * "crash"): the form they use most outside fixed expressions ("this month"), with where the quotes
 * first say it; in the keywords' order, leaving out those never written outside one.
 */
function keywordSurfaces(keywords: readonly string[], quotes: readonly string[]): Array<{ keyword: string; form: string; first: number }> {
  const index = loadWordModel().index;
  const wanted = new Set(keywords);
  const forms = new Map<string, Map<string, number>>();
  const firstSeen = new Map<string, number>();
  let position = 0;
  for (const q of quotes) {
    for (const t of surfaceTokens(q)) {
      position++;
      if (!t.content) continue;
      const stem = stemKnown(t.key, (w) => index.get(w));
      if (!wanted.has(stem)) continue;
      const counts = forms.get(stem) ?? new Map<string, number>();
      counts.set(t.lower, (counts.get(t.lower) ?? 0) + 1);
      forms.set(stem, counts);
      if (!firstSeen.has(t.lower)) firstSeen.set(t.lower, position);
    }
  }
  const out: Array<{ keyword: string; form: string; first: number }> = [];
  for (const keyword of keywords) {
    const best = mostFrequent(forms.get(keyword) ?? [])?.key;
    if (best !== undefined) out.push({ keyword, form: best, first: firstSeen.get(best)! });
  }
  return out;
}

/**
 * `evidenceKind` is the kind the service gives the theme from its highlights' categories (pool.ts
 * kindOfEvidence), when known: a theme of requests to mend something ("make the export faster")
 * counts as problems in its summary but is titled as the requests it holds.
 */
/** Words a quote may have to stand as a title. */
const TITLE_QUOTE_WORDS = 8;

/**
 * The shortest quote of at most TITLE_QUOTE_WORDS words, as a title: capitalised, without its
 * closing punctuation ("Not what I ordered", "Did not live up to the hype"). Null if none is short.
 */
function shortQuote(quotes: readonly string[], statementsOnly = false): string | null {
  let best: string | null = null;
  let bestWords = Infinity;
  for (const q of quotes) {
    if (statementsOnly && QUESTION_END_RE.test(q)) continue;
    const text = q.trim().replace(/[\s.!?,;:…]+$/u, '').replace(/\s+/g, ' ');
    const words = text.split(' ').length;
    if (text.length === 0 || words > TITLE_QUOTE_WORDS || /[.!?]\s/.test(text)) continue;
    // the alphabetically first of the shortest, so the title does not depend on the order quotes came in
    if (words < bestWords || (words === bestWords && best !== null && text < best)) {
      best = text;
      bestWords = words;
    }
  }
  return best === null ? null : capitalise(best);
}

/** The frame words of generated titles ("Problems with ...", "Requests for ..."), which no quote needs to say. */
const TITLE_FRAME_WORDS: ReadonlySet<string> = new Set(['problems', 'requests', 'praise', 'questions', 'general', 'feedback']);

/** A quote that asks (its last sentence ends in a question mark). */
const QUESTION_END_RE = /\?[\s"'”’)]*$/u;

/** Words a clause may have to stand as a title. */
const TITLE_CLAUSE_WORDS = 9;
/** ... when it is the theme's only quote. */
const SINGLE_QUOTE_TITLE_WORDS = 12;
/** Openers a title leaves out: "And ...", "Also ...". */
const CLAUSE_OPENER_RE = /^(?:and|but|also|so|then|plus|ok so|honestly|update)\b[\s,:]*/i;

/** A text up to its first clause break (a comma, semicolon, colon, bracket, dash or sentence end). */
function openingClause(text: string): string {
  return text.split(/[,;:()]|\s[-–—]\s|[.!?]\s/u)[0]!;
}

/**
 * A quote, or its opening clause, short enough to stand as a title (3 to TITLE_CLAUSE_WORDS
 * words): "Estimated 25 minutes and it took 70" for "Estimated 25 minutes and it took 70, with a
 * restaurant 1 mile away." The shortest of the quotes (the alphabetically first on a tie); null
 * when none has one.
 */
function clauseTitle(quotes: readonly string[]): string | null {
  let best: string | null = null;
  let bestWords = Infinity;
  for (const q of quotes) {
    // A question names no problem ("Can you check please?"), however short.
    if (QUESTION_END_RE.test(q)) continue;
    const whole = q.trim().replace(/[\s.!?,;:…]+$/u, '').replace(/\s+/g, ' ');
    const first = openingClause(whole).trim();
    for (const candidate of [whole, first]) {
      const text = candidate.replace(CLAUSE_OPENER_RE, '');
      const words = text.split(' ').length;
      if (words < 3 || words > TITLE_CLAUSE_WORDS || /[.!?]\s/.test(text)) continue;
      if (words < bestWords || (words === bestWords && best !== null && text < best)) {
        best = text;
        bestWords = words;
      }
      break;
    }
  }
  return best === null ? null : capitalise(best);
}

/** Frames that ask for something, before what they ask for: "would love", "please add", "any chance of", "I wish I could". */
const ASKING_FRAME_RE =
  /\b(?:(?:would|'d)\s+(?:really\s+|also\s+|so\s+)?(?:love|like|appreciate)|(?:would|'d)\s+be\s+(?:really\s+|so\s+|super\s+|very\s+)?(?:great|nice|good|awesome|amazing|helpful|handy|lovely|brilliant|ideal|useful|cool|fantastic|wonderful|perfect)(?=\s+to\s)|(?:please|pls|plz)\s+(?:add|bring back|give us|include|support)|(?:can|could)\s+you\s+(?:please\s+)?(?:add|bring back|include|support)|any\s+(?:chance|plans?)\s+(?:of|to|for)(?:\s+(?:adding|getting|supporting))?|(?:i|we)\s+(?:really\s+)?wish\s+there\s+(?:was|were|is)|(?:i|we)\s+(?:really\s+)?wish\s+(?:i|we)\s+(could))\s+(.+)$/i;
/** The same asked after "it would be great if": "if I could filter by date", "if there was a dark mode", "if the app had offline maps". */
const IF_FRAME_RE =
  /\b(?:would|'d)\s+be\s+(?:really\s+|so\s+|super\s+|very\s+|extremely\s+|even\s+)?(?:great|nice|good|awesome|amazing|helpful|handy|lovely|brilliant|ideal|useful|cool|fantastic|wonderful|perfect)\s+if\s+(?:(?:i|we|users|customers|clients)\s+(could)|there\s+(?:was|were|is)|(?:you|they)\s+(?:could\s+)?(?:add(?:ed)?|offered|included|supported|brought back)|(?:the|your|this|it)\s+(?:[\w-]+\s+){0,3}?(?:had|offered|supported|included|came with|(?:was|were|is|came)\s+(?:also\s+)?(?:available\s+)?in))\s+(.+)$/i;
/** The same asked as a need: "we need to be able to record time", "I need a way to merge clients". */
const NEED_FRAME_RE =
  /\b(?:we|i)\s+(?:really\s+|also\s+|just\s+|badly\s+|urgently\s+)?(?:need|want)(?=\s+(?:to\s+be\s+able\s+to|the\s+ability\s+to|a\s+way\s+to|an?\s+option\s+to)\b)()\s+(.+)$/i;
/**
 * What is asked for as the subject of a wish's verdict: "A bulk-edit for contacts would be handy",
 * "Multiple currencies would be fantastic", "Being able to add photos to an invoice would help",
 * "..., a proper app would be nice" (the clause before it is no part of it). Not a gerund's
 * ("Exporting the rent roll to Excel would be a game changer"), which requestedAction names.
 */
const SUBJECT_FRAME_RE =
  /(?:^|[,;:]\s*|\b(?:also|and|plus)\s+)((?:being\s+able\s+to\s+)?(?![a-z]+ing\s)[^,;:.!?]+?)\s+would\s+(?:really\s+|also\s+|definitely\s+|honestly\s+)?(?:be\s+(?:really\s+|so\s+|super\s+|very\s+|extremely\s+|a\s+)?(?:great|nice|good|awesome|amazing|helpful|handy|lovely|brilliant|ideal|useful|cool|fantastic|wonderful|perfect|welcome|(?:big\s+|huge\s+|great\s+)?help|(?:game[- ]changer|lifesaver))|help|make\s+(?:my|our)\s+(?:life|lives|day|job))\b/i;
/** A word this frequent in English is a common word, not a name, when it opens a sentence with a capital ("Multi-currency", not "Xero"). */
const COMMON_WORD_RANK = 20_000;

/** A thing asked for by name, then "please": "Multi-currency payments please.", "holiday requests from my phone pls". */
const PLEASE_END_RE = /^\W*((?![a-z]+ing\s)[^,;:.!?]+?)\s*,?\s+(?:please|pls|plz)\s*[.!]*\s*$/i;

/** PLEASE_END_RE's match when what comes before "please" opens a noun phrase ("Fix it please", "Please fix it please" ask for no thing). */
function namedThenPlease(quote: string): RegExpExecArray | null {
  const m = PLEASE_END_RE.exec(quote);
  if (m === null) return null;
  const opening = titleTags(quote.replace(/^\W*[A-Z](?=[a-z]+\b)/, (c) => c.toLowerCase())).tags[0];
  return ['NOUN', 'PROPN', 'ADJ', 'NUM', 'DET'].includes(opening ?? '') ? m : null;
}

/** Where what is asked for ends: a reason, a purpose, a time or a second clause. */
const ASKED_END_RE = /\s+(?:for|so|because|since|when|whenever|instead|rather|as|like|which|that|but|or|tho|though|if|on|in|at|from|with|without|vs)\b|[,;:.!?(]/i;

/**
 * What one request quote asks for, after its frame, as the title goes on after "Requests": "for
 * dark theme" ("Would love a dark theme for late-night planning sessions"), "to save footage
 * locally" ("Would love an option to save footage locally instead of paying"), "to save more than
 * one address" ("I wish I could save more than one address"). Null when no frame is found or what
 * follows is not 1 to 7 words.
 */
function askedFor(quote: string): string | null {
  const m = ASKING_FRAME_RE.exec(quote.trim()) ?? IF_FRAME_RE.exec(quote.trim()) ?? NEED_FRAME_RE.exec(quote.trim());
  const judged = m === null ? SUBJECT_FRAME_RE.exec(quote.trim()) : null;
  const pleased = m === null && judged === null ? namedThenPlease(quote.trim()) : null;
  const subject = judged ?? pleased;
  if (m === null && subject === null) return null;
  // "would love to be able to book" asks to book; "to have", "to get", "to see" a thing ask for it.
  let rest = (m !== null ? m[2]! : subject![1]!.replace(/^being\s+able\s+to\s+/i, 'to ')).replace(/^(?:to\s+)?(?:be\s+able\s+to\s+)?/i, (frame) => (frame.length > 0 ? 'to ' : '')).replace(/^to\s+(?:have|get|see)\s+(?!(?:how|what|which|who|when|where|why|if|whether)\b)/i, '');
  // "any plans to add parcel detection", "please add support for ...": the thing added is asked for.
  rest = rest.replace(/^(?:to\s+)?(?:add|adding|support|supporting|introduce|introducing|include|including|offer|offering)\s+(?!to\b)(?:support\s+)?(?:for\s+)?/i, '');
  // A verb asked for: "I wish I could save ...", "would love to see ...", "an option to save ...".
  // (The need frame's empty first group: its verb comes with its own "to".)
  let verb = Boolean(m?.[1]);
  if (!verb && /^to\s+/i.test(rest)) {
    rest = rest.replace(/^to\s+/i, '');
    verb = true;
  }
  // (Not "more", "extra", "additional": "more fonts" is what is asked for, not fonts.)
  rest = rest.replace(/^(?:a|an|the|some|any)\s+/i, '');
  const option = /^(?:option|way|ability|setting|button|feature|toggle)\s+to\s+(.+)$/i.exec(rest);
  if (option !== null) {
    rest = option[1]!;
    verb = true;
  }
  const end = ASKED_END_RE.exec(rest);
  let asked = (end === null ? rest : rest.slice(0, end.index)).trim();
  // One word says little without the phrase after it: "a field for the buzzer code", "an
  // integration with our EPOS system", "Dutch as an invoice language", "to stick with my named GP".
  const phrase = /^\S+$/.test(asked) ? /^\s+(for|with|as|to|in|of|on)\s+(.+)$/i.exec(rest.slice(asked.length)) : null;
  if (phrase !== null) {
    const phraseEnd = ASKED_END_RE.exec(phrase[2]!);
    asked = `${asked} ${phrase[1]!.toLowerCase()} ${(phraseEnd === null ? phrase[2]! : phrase[2]!.slice(0, phraseEnd.index)).trim()}`;
  }
  if (asked.length === 0 || asked.split(/\s+/).length > 7 || /^(?:it|them|this|that|these|those|one|something|anything)\b/i.test(asked)) return null;
  // The capital of the sentence's opening word is no part of a modifier ("Multiple currencies would
  // be fantastic": "for multiple currencies"), a name's is ("Slack integration would be great"). The
  // tagger calls any capitalised opening word a name, so it is asked about the word written small.
  const lowered = quote.trim().replace(/^[A-Z](?=[a-z]+\b)/, (c) => c.toLowerCase());
  // (A thing named before "please" opens its sentence too: the capital of a common word is written
  // small, "Multi-currency payments please", and a name's, a word English rarely uses, kept, "Xero
  // integration please".)
  const opening = subject !== null && /^[A-Z][a-z]+\b/.test(asked) && quote.trim().startsWith(asked) ? titleTags(lowered).tags[0] ?? '' : '';
  const common = (word: string) => word.split('-').every((part) => (loadWordModel().index.get(part.toLowerCase()) ?? Infinity) < COMMON_WORD_RANK);
  if (['ADJ', 'DET', 'NUM'].includes(opening) || (opening === 'NOUN' && pleased !== null && common(asked.split(/\s/)[0]!))) {
    asked = asked[0]!.toLowerCase() + asked.slice(1);
  }
  return `${verb ? 'to' : 'for'} ${asked}`;
}

/** A clause that depends on another: "When I tried to cancel, ...". */
const SUBORDINATE_RE = /^(?:when|whenever|if|after|before|since|because|as|while|although|though|once|until|unless)\b/i;

/**
 * The title of a theme of one quote: its first sentence's opening clause when that says something
 * on its own ("Map is broken" for "Map is broken, driver icon teleports around town"), else the
 * first sentence whole, of 3 to SINGLE_QUOTE_TITLE_WORDS words; null for a question or when neither fits.
 * With `problem`, a quote that praises before "but" is titled by what follows it.
 */
function singleQuoteTitle(quote: string, problem = false): string | null {
  if (QUESTION_END_RE.test(quote)) return null;
  const words = (text: string) => text.split(' ').length;
  let sentence = quote.trim().split(/(?<=[.!?])\s+/u)[0]!.replace(/[\s.!?,;:…]+$/u, '').replace(/\s+/g, ' ').replace(CLAUSE_OPENER_RE, '');
  // A problem set after praise is what the quote reports: "The reception team are always lovely,
  // but the messages tab is a black hole" is about the messages tab.
  // (Only after praise: "kinda buggy but it does what I need" is about the bugs.)
  const contrast = problem ? /^(.*?\S)\s*[,;]?\s+(?:but|however,?|yet)\s+(\S.*)$/iu.exec(sentence) : null;
  if (contrast !== null && words(contrast[2]!) >= 3) {
    const before = scoreSentiment(contrast[1]!);
    if (before >= SENTIMENT_THRESHOLD && scoreSentiment(contrast[2]!) < before) sentence = contrast[2]!;
  }
  // What a short frame announces is the problem: "My only gripe: the app logs me out".
  const announced = /^([^:]{1,40}):\s+(.+)$/u.exec(sentence);
  if (announced !== null && words(announced[1]!) <= 4) sentence = announced[2]!;
  const first = sentence.split(/[,;:()]|\s[-–—]\s/u)[0]!.trim();
  for (const candidate of first !== sentence && !SUBORDINATE_RE.test(first) ? [first, sentence] : [sentence]) {
    if (words(candidate) >= 3 && words(candidate) <= SINGLE_QUOTE_TITLE_WORDS) return capitalise(candidate);
  }
  // Too long: up to the last clause that depends on it which leaves it short enough ("The house is
  // freezing when I wake up" of "... even though it's set to warm up for 6").
  const cuts = [...first.matchAll(/\s(?:even though|even if|although|though|because|since|whenever|until|unless|while|so that|when|after|before)\s/giu)].reverse();
  for (const cut of cuts) {
    const head = first.slice(0, cut.index).trim();
    if (words(head) >= 3 && words(head) <= SINGLE_QUOTE_TITLE_WORDS) return capitalise(head);
  }
  return null;
}

/** A noun's plural by the regular rules of English ("fee" -> "fees", "reply" -> "replies", "batch" -> "batches"). */
function regularPlural(noun: string): string {
  if (/[^aeiou]y$/.test(noun)) return `${noun.slice(0, -1)}ies`;
  return /(?:s|x|z|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

/**
 * A topic of one common noun as "Problems with" and "Requests for" go on, counted as the quotes
 * count it: in the plural when they say it in the plural or after "a", "another" or "every" ("a
 * message saying my payment failed": "Problems with messages"); a thing asked for, which may not
 * exist yet, with "a" when more quotes ask for "a portal" than say "portals" ("Requests for a
 * portal"). A noun never counted so stays ("Problems with pricing", "Requests for rent"), as does
 * a modifier ("a support ticket" counts tickets).
 */
function countedNoun(topic: string, quotes: readonly string[], requested: boolean): string {
  if (!/^[a-z]+$/.test(topic) || topic.endsWith('s')) return topic;
  const plural = regularPlural(topic);
  if (loadWordModel().index.get(plural) === undefined) return topic;
  const pluralRe = new RegExp(`\\b${plural}\\b`, 'gi');
  const countedRe = new RegExp(`\\b(a|an|another|each|every)\\s+${topic}\\b(?:\\s+([a-z']+))?`, 'gi');
  let plurals = 0;
  let singles = 0;
  for (const q of quotes) {
    plurals += [...q.matchAll(pluralRe)].length;
    for (const m of q.matchAll(countedRe)) {
      if (m[2] !== undefined && !STOPWORDS.has(m[2].toLowerCase()) && !/(?:ing|ed)$/i.test(m[2])) continue;
      if (requested && /^an?$/i.test(m[1]!)) singles++;
      else plurals++;
    }
  }
  if (requested && singles > plurals) return `${/^[aeiou]/.test(topic) ? 'an' : 'a'} ${topic}`;
  return plurals + singles > 0 ? plural : topic;
}

/**
 * A topic that is a word for the product ("app", "mobile app", "website") with the article English
 * gives it: the product praised or failing is "the app"; what is asked for may be one that does not
 * exist yet ("a mobile app", "a desktop app"), as most quotes say it. Other topics are unchanged.
 */
function productPhrase(topic: string, quotes: readonly string[], requested: boolean, counted = false): string {
  const words = topic.split(' ');
  const last = words[words.length - 1]!;
  if (!GENERIC_PRODUCT_NOUNS.has(last) || last.endsWith('s') || /[A-Z]/.test(topic) || words.length > 2) return counted ? countedNoun(topic, quotes, requested) : topic;
  let indefinite = 0;
  let definite = 0;
  if (requested) {
    const re = new RegExp(`\\b(a|an|the|your|my|our|this|its)\\s+(?:[\\w-]+\\s+){0,2}?${last}\\b`, 'gi');
    for (const q of quotes) for (const m of q.matchAll(re)) (/^an?$/i.test(m[1]!) ? indefinite++ : definite++);
  }
  return indefinite > definite ? `${/^[aeiou]/.test(topic) ? 'an' : 'a'} ${topic}` : `the ${topic}`;
}

/**
 * A theme's title and keywords from its summary and some of its quotes (the strongest first), of
 * the kind its evidence makes it. `ownName`: the words of the organization's name (ownNameTerms),
 * which name no topic.
 */
export function themeTitle(summary: ThemeSummary, quotes: readonly string[], evidenceKind?: PoolKind, ownName?: ReadonlySet<string>): ThemeTitle {
  const kind = evidenceKind === undefined ? themeKind(summary) : evidenceKind === 'other' ? 'neutral' : evidenceKind;
  // Keywords from the summary's term counts (all members), weighted by distinctiveness.
  const terms = Object.entries(summary.termCounts)
    // A failure's concept term is no word of the quotes.
    .filter(([t]) => !isConceptTerm(t))
    .map(([t, c]) => ({ t, s: (c / Math.max(1, summary.size)) * termWeight(t) }))
    .sort((a, b) => b.s - a.s || (a.t < b.t ? -1 : 1));
  const keywords = terms.slice(0, 6).map((x) => x.t);

  // Phrase candidates from the supplied quotes.
  const phraseDf = new Map<string, number>();
  const phraseForms = new Map<string, Array<Map<string, number>>>();
  const negDf = new Map<string, number>();
  const negForms = new Map<string, Map<string, number>>();
  // What a failure word says cannot be done, per stem: "hard to read", "slow to load".
  const negComplements = new Map<string, Map<string, number>>();
  const originals = quotes.filter((q) => typeof q === 'string' && q.trim().length > 0);
  // What is said, without who reports it: "Caller reports the app crashes" is about the app.
  const qs = originals.map(spokenPart);
  const tags = wordTags(qs);
  // A noun with a mild connotation ("refund", "delay") names a topic, not a feeling.
  const topicWord = (lower: string) => {
    if (TIME_WORDS.has(lower)) return false;
    const v = Math.abs(valence(lower));
    // What a request asks for may carry a mild connotation of any part of speech ("offline mode").
    return v < 0.2 || (v < TOPIC_NOUN_VALENCE && (kind === 'request' || NOMINAL.has(tags.get(lower) ?? ''))) || (v < TOPIC_PLEASANT_NOUN_VALENCE && valence(lower) > 0 && kind !== 'praise' && NOMINAL.has(tags.get(lower) ?? ''));
  };
  // Per word, how often it is written with a capital and without one where it is not the first word.
  const casing = new Map<string, { capital: number; lower: number }>();
  // A name most quotes capitalise is a name, though one writer typed it in lower case ("Gantt" three
  // times and "gantt" once).
  const proper = (lower: string) => {
    const c = casing.get(lower);
    return c !== undefined && c.capital > 0 && c.capital >= 3 * c.lower;
  };
  // Phrases said by how many quotes before their first verb: the subject, which is what a sentence
  // is about ("Support was incredibly helpful and fixed my issue in minutes" is about support).
  const subjectDf = new Map<string, number>();
  // Phrases of a single quote's opening clause: what one quote is about is said there ("Love the
  // energy report every month, it made us rethink how we heat the kids' rooms" praises the report).
  // (Over several quotes the shared phrase decides; weighing openings there changed titles for the worse.)
  const opening = new Set<string>();
  const oneQuote = new Set(qs).size === 1;
  for (const q of qs) {
    const toks = surfaceTokens(q);
    const subject = subjectWords(q);
    const openingEnd = oneQuote ? openingClause(q).length : 0;
    const seenSubject = new Set<string>();
    const seen = new Set<string>();
    const seenNeg = new Set<string>();
    for (let i = 0; i < toks.length; i++) {
      const t = toks[i]!;
      if (i > 0) {
        const c = casing.get(t.lower) ?? { capital: 0, lower: 0 };
        if (/^[A-Z]/.test(t.surface)) c.capital++;
        else c.lower++;
        casing.set(t.lower, c);
      }
      // The organization's own name is no topic ("Rentwise support slow to answer" is support's).
      if (!t.content || ownName?.has(t.lower)) continue;
      if ((valence(t.lower) <= -0.2 && !topicWord(t.lower)) || (kind === 'problem' && PROBLEM_STATES.has(t.lower))) {
        // An adverb ("unfortunately") comments on what is said; it is not the failure ("came late" is).
        if (tags.get(t.lower) === 'ADV' && !PROBLEM_STATES.has(t.lower)) continue;
        // A word of blame denied is not the failure ("we weren't warned" does not make "Price warned").
        if (toks.slice(Math.max(0, i - 2), i).some((x) => NEGATED_SURFACE_RE.test(x.surface))) continue;
        const stem = inflectionStem(t.lower);
        if (!seenNeg.has(stem)) {
          seenNeg.add(stem);
          negDf.set(stem, (negDf.get(stem) ?? 0) + 1);
          const f = negForms.get(stem) ?? new Map<string, number>();
          f.set(t.surface, (f.get(t.surface) ?? 0) + 1);
          negForms.set(stem, f);
          const verb = toks[i + 1]?.lower === 'to' ? toks[i + 2] : undefined;
          if (verb?.content && tags.get(verb.lower) === 'VERB') {
            const complements = negComplements.get(stem) ?? new Map<string, number>();
            complements.set(`to ${verb.lower}`, (complements.get(`to ${verb.lower}`) ?? 0) + 1);
            negComplements.set(stem, complements);
          }
        }
        continue;
      }
      if (!topicWord(t.lower)) continue;
      for (let n = 1; n <= 3 && i + n <= toks.length; n++) {
        const span = toks.slice(i, i + n);
        if (!span.every((x) => x.content && topicWord(x.lower) && !ownName?.has(x.lower))) break;
        // Whose it is names no part of it: "Tenant's boiler" is about the boiler.
        if (n > 1 && /'s$/i.test(span[0]!.surface) && PERSON_NOUNS.has(span[0]!.lower)) break;
        // Multi-word phrases only of specific words ("export works" -> "export"), but for a common
        // noun that heads a compound ("customer support", "sales report").
        if (n > 1 && span.some((x, j) => termWeight(x.key) < MIN_PHRASE_WEIGHT && !(j === n - 1 && tags.get(x.lower) === 'NOUN'))) break;
        const key = span.map((x) => x.key).join(' ');
        if (span.every((x) => subject.has(x.lower)) && !seenSubject.has(key)) {
          seenSubject.add(key);
          subjectDf.set(key, (subjectDf.get(key) ?? 0) + 1);
        }
        if (span[n - 1]!.end <= openingEnd) opening.add(key);
        if (!seen.has(key)) {
          seen.add(key);
          phraseDf.set(key, (phraseDf.get(key) ?? 0) + 1);
          const forms = phraseForms.get(key) ?? span.map(() => new Map<string, number>());
          // A possessive names its noun ("Tenant's boiler" is about the tenant, shown without "'s").
          span.forEach((x, j) => {
            const form = x.surface.replace(/'s$/i, '');
            forms[j]!.set(form, (forms[j]!.get(form) ?? 0) + 1);
          });
          phraseForms.set(key, forms);
        }
      }
    }
  }
  const minDf = qs.length >= 2 ? 2 : 1;
  // Whether a phrase may name the topic at all: a noun phrase, not a frame, a vague word or a person.
  const namesTopic = (key: string): boolean => {
    const words = key.split(' ');
    if (words.length === 1 && (FRAME_NOUNS.has(words[0]!) || VAGUE_NOUNS.has(words[0]!))) return false;
    if (PERSON_NOUNS.has(words[words.length - 1]!)) return false;
    // Praise is not named after a word of blame it denies ("No complaints this quarter", "No errors at all").
    if (kind === 'praise' && words.some((w) => valence(w) <= -0.2)) return false;
    return isNounPhrase(phraseForms.get(key)!.map((forms) => [...forms.keys()][0]!.toLowerCase()), tags);
  };
  // The best noun phrase that at least `least` quotes share.
  const bestNounPhrase = (least: number): string | null => {
    let best: string | null = null;
    let bestScore = -Infinity;
    for (const [key, df] of phraseDf) {
      if (df < least || !namesTopic(key)) continue;
      const words = key.split(' ');
      const w = words.reduce((s, x) => s + termWeight(x), 0);
      // shared by many quotes, specific words, mild preference for 2-word phrases, the subject
      const subject = 1 + SUBJECT_PREFERENCE * ((subjectDf.get(key) ?? 0) / qs.length);
      const said = oneQuote && opening.size > 0 && !opening.has(key) ? LATER_CLAUSE_WEIGHT : 1;
      // What is asked for or praised is seldom the product alone ("app"): "mobile app" or "offline
      // mode" say more. (What fails often is: "App crashes".)
      const generic = kind !== 'problem' && words.length === 1 && GENERIC_PRODUCT_NOUNS.has(words[0]!) ? GENERIC_TOPIC_WEIGHT : 1;
      const score = (df / qs.length) * w * subject * said * generic * (words.length === 1 ? 1 : words.length === 2 ? 0.8 : 0.55);
      if (score > bestScore || (score === bestScore && best !== null && key < best)) {
        bestScore = score;
        best = key;
      }
    }
    if (best === null || best.includes(' ')) return best;
    // A word at least half of whose quotes say it within one longer phrase is named by that phrase
    // ("front" in "front door" twice of three: "Requests for front door"; "recurring tasks" twice of
    // four, the others "repeating tasks" and "tasks to repeat": "Requests for recurring tasks").
    const single = best;
    const df = phraseDf.get(single)!;
    let longer: string | null = null;
    for (const [key, n] of phraseDf) {
      const words = key.split(' ');
      if (words.length !== 2 || !words.includes(single) || n < Math.max(least, 2) || 2 * n < df) continue;
      if (!isNounPhrase(phraseForms.get(key)!.map((forms) => [...forms.keys()][0]!.toLowerCase()), tags, true)) continue;
      if (longer === null || n > phraseDf.get(longer)! || (n === phraseDf.get(longer)! && key < longer)) longer = key;
    }
    return longer ?? best;
  };
  // No phrase shared: the strongest one of any quote still reads better than stemmed keywords.
  // A gerund several quotes share names a topic, as a noun would ("roaming" in "a £45 roaming
  // charge" and "charged for roaming"; the tagger calls it a verb), before a noun only one says.
  const sharedGerund = (): string | null => {
    let best: string | null = null;
    for (const [key, df] of phraseDf) {
      // (Not a common one: "using", "trying", "waiting" name no topic.)
      if (df < 2 || key.includes(' ') || FRAME_NOUNS.has(key) || VAGUE_NOUNS.has(key) || PERSON_NOUNS.has(key) || termWeight(key) < MIN_PHRASE_WEIGHT) continue;
      const forms = phraseForms.get(key)![0]!;
      if (![...forms.keys()].every((f) => /ing$/i.test(f))) continue;
      if (best === null || df > phraseDf.get(best)! || (df === phraseDf.get(best)! && key < best)) best = key;
    }
    return best;
  };
  const bestPhrase = bestNounPhrase(minDf) ?? (minDf > 1 ? sharedGerund() : null) ?? bestNounPhrase(1);
  let topic: string;
  // Whether no noun names the topic: then a short quote says it better than a verb or an adjective
  // would ("Problems with returned" for "Returned.", "Problems with ordered" for "Not what I ordered").
  let nounless = false;
  if (bestPhrase !== null) {
    topic = phraseForms.get(bestPhrase)!.map((forms) => displayWord(forms, proper([...forms.keys()][0]!.toLowerCase()))).join(' ');
    // Praise of the people who serve is about them, whatever else the quotes mention ("Praise for
    // birthday" for a driver who wished a customer happy birthday and a courier who held the cake
    // flat): when at least as many quotes name one of them as name the phrase found. (Not a problem:
    // "no mechanic available till the 28th" is about the wait, not the mechanics.)
    if (kind === 'praise' && !bestPhrase.split(' ').some((w) => SERVICE_ROLES.has(w))) {
      const roles = new Map<string, number>();
      let naming = 0;
      for (const q of qs) {
        const named = new Set(surfaceTokens(q).filter((t) => SERVICE_ROLES.has(t.key)).map((t) => t.key));
        if (named.size > 0) naming++;
        for (const role of named) roles.set(role, (roles.get(role) ?? 0) + 1);
      }
      if (naming > 0 && naming >= (phraseDf.get(bestPhrase) ?? 0) && naming * 2 >= qs.length) {
        const top = [...roles].sort((a, b) => b[1] - a[1])[0]![0];
        topic = pluralRole(top === 'gp' ? 'GP' : top);
      }
    }
  } else {
    // Nouns name the topic; verbs and adverbs ("took", "forever") say what happened and how, so
    // without a noun only the strongest other keyword. In the order the quotes say them.
    const surfaces = keywordSurfaces(keywords, qs);
    // Not a word of praise the tagger took for a noun ("Great job."); a noun of failure ("outage") may
    // be all there is, and then it is the title alone (see the problem title below).
    const named = surfaces.filter((w) => !VAGUE_NOUNS.has(w.form) && !FRAME_NOUNS.has(w.form) && !PERSON_NOUNS.has(w.form) && valence(w.form) < 0.2 && !(kind === 'praise' && valence(w.form) <= -0.2));
    const nouns = named.filter((w) => tags.get(w.form) === 'NOUN' || tags.get(w.form) === 'PROPN').slice(0, 2);
    const words = nouns.length > 0 ? nouns : named.filter((w) => tags.get(w.form) !== 'ADV' && topicWord(w.form)).slice(0, 1);
    // (a gerund names a topic well enough: "Problems with shipping")
    nounless = nouns.length === 0 && !words.some((w) => w.form.toLowerCase().endsWith('ing'));
    topic = words.sort((a, b) => a.first - b.first).map((w) => w.form).join(' ');
  }
  const general = topic.length === 0;
  if (general) topic = 'general feedback';

  let neg: string | null = null;
  let negBest = 0;
  // How the customer felt ("I'm so frustrated", "we are disappointed") is not what went wrong, in
  // any form ("frustrating"): the failure is what they say of the thing ("fails", "slow").
  const feelings = new Set<string>();
  for (const q of qs) for (const m of q.toLowerCase().replace(/[\u2019']/g, "'").matchAll(FEELING_RE)) feelings.add(inflectionStem((m[1] ?? m[2])!));
  for (const [w, df] of negDf) {
    // "The only downside is the short cord": the frame of a drawback, not what is wrong
    if (feelings.has(w) || DRAWBACK_FRAMES.has(w)) continue;
    const word = displayWord(negForms.get(w)!).toLowerCase();
    const score = df * (PROBLEM_STATES.has(word) ? STATE_FAILURE_WEIGHT : -valence(word));
    // A failure a quarter of the quotes or fewer say is not the theme's ("hard to justify" in two
    // of eight quotes about price).
    if (df >= minDf && df * 4 > qs.length && (score > negBest || (score === negBest && neg !== null && w < neg))) {
      negBest = score;
      neg = w;
    }
  }

  // The failure's complement when the quotes that say it agree on one: "Screen hard to read".
  const complementOf = (stem: string): string => {
    const top = mostFrequent(negComplements.get(stem) ?? []);
    return top !== undefined && top.count * 2 > (negDf.get(stem) ?? 0) ? ` ${top.key}` : '';
  };
  let title: string;
  let failure: string | null = null;
  /** The title is one quote's words (its opening clause, or a short quote whole). */
  let quoteTitled = false;
  /** The title is an aspect's ("Praise for pricing"). */
  let aspectTitled = false;
  const questions = qs.filter((q) => /\?\s*$/.test(q)).length;
  switch (kind) {
    case 'problem': {
      // What fails is what the quotes say it of: their subject ("Reports slow" for "the reports are
      // slow when we filter" and "Reporting is sluggish every time I change a filter"), when at
      // least two quotes make one phrase their subject and none the topic found.
      const subjectTopic = bestPhrase !== null && !subjectDf.has(bestPhrase) ? mostSaidSubject(subjectDf, phraseDf, namesTopic) : null;
      if (subjectTopic !== null) topic = phraseForms.get(subjectTopic)!.map((forms) => displayWord(forms, proper([...forms.keys()][0]!.toLowerCase()))).join(' ');
      const described = neg ? describedThing(qs, neg, tags) : null;
      const negWord = neg ? displayWord(negForms.get(neg)!).toLowerCase() : '';
      const shared = neg && NOMINAL.has(tags.get(negWord) ?? '') ? sharedFailure(qs) : null;
      const namedFailure = shared !== null && !failureConcepts(negWord).includes(shared.key) ? (CONCEPT_FAILURES[shared.key] ?? null) : null;
      const aspectOverFailure = neg && !PROBLEM_STATES.has(neg) && (negDf.get(neg) ?? 0) * 2 < qs.length ? sharedAspect(qs, '') : null;
      // A failure the quotes agree on says more than one negative word ("Billed twice", not "Order charged").
      failure = negatedAction(qs, topic, ownName);
      if (failure !== null) title = failure;
      else if (neg && described !== null && described.toLowerCase() !== topic.toLowerCase()) title = capitalise(`${displayWord(negForms.get(neg)!)} ${described}`);
      // The failure word may be the only noun there is ("report an outage"): it is the title alone.
      // No topic at all ("Too expensive for what it does."): the failure word alone.
      else if (neg && general) title = `${capitalise(displayWord(negForms.get(neg)!))}${complementOf(neg)}`;
      else if (neg && inflectionStem(topic.toLowerCase()) === neg) title = `${capitalise(displayWord(negForms.get(neg)!))}${complementOf(neg)}`;
      // A failure word fewer than half say, where most say one aspect: the aspect ("Fee charged" for
      // nine quotes on price, three of them "charged"). Not a state the thing is in: "Notifications
      // late" says more than "Problems with notifications", though only two of seven say "late".
      else if (neg && aspectOverFailure !== null) title = ASPECT_TITLES[aspectOverFailure]!.problem;
      // A failure word that is a noun and says only part of the failure the quotes share ("spam" of
      // "went to spam") says less than its phrase: "Emails going to spam", not "Emails spam". (Not
      // the failure's own word: "App crashes".)
      else if (neg && namedFailure !== null) title = `${capitalise(topic)} ${namedFailure}`;
      else if (neg) {
        const object = verbObject(qs, neg, tags);
        const named = object !== null && !topic.toLowerCase().includes(object) ? ` ${object}` : complementOf(neg);
        title = `${capitalise(topic)} ${displayWord(negForms.get(neg)!)}${named}`;
      }
      else {
        // A failure said without a word of blame ("takes forever to load", "my connection goes down"):
        // the one most quotes say, in plain words.
        const said = sharedFailure(qs);
        const failing = said !== null ? (CONCEPT_FAILURES[said.key] ?? 'failing') : null;
        // What fails is said in a quote's opening clause; a noun only a trailing clause says is
        // incidental ("Estimated 25 minutes and it took 70, with a restaurant 1 mile away" is no "Mile late").
        const topicRe = topicPattern(topic);
        const opening = qs.some((q) => topicRe.test(openingClause(q.toLowerCase())));
        // A topic that is the failure's own word ("Slow." and "Replies take forever"): the failure alone.
        if (failing !== null && failureConcepts(topic).includes(said!.key)) title = capitalise(failing);
        else if (failing !== null && (opening || subjectTopic !== null)) title = `${capitalise(topic)} ${failing}`;
        // Several quotes: the failure alone; one quote: its opening clause (below) says more.
        else if (failing !== null && qs.length > 1) title = capitalise(failing);
        else title = `Problems with ${productPhrase(topic, qs, false, true)}`;
        // A noun only one quote says is often incidental ("Problems with mile" for "Estimated 25
        // minutes and it took 70, with a restaurant 1 mile away"): that quote's opening clause says more.
        // (Not a drawback announced as such: "The only downside is the short cord" is titled after the cord.)
        const announced = qs.some((q) => surfaceTokens(q).some((t) => DRAWBACK_FRAMES.has(inflectionStem(t.lower))));
        // The aspect most quotes are about, however worded ("Problems with cloud" for price told
        // five ways), before one quote's opening clause; not when the topic is already its word.
        const aspect = sharedAspect(qs, topic);
        // A wait for one thing most quotes name says what is waited for ("Long waits for certificate").
        // (Not a word of waiting itself: no "Long waits for waiting".)
        if (title.startsWith('Problems with ') && aspect === '~wait' && bestPhrase !== null && (phraseDf.get(bestPhrase) ?? 0) >= 2 && (phraseDf.get(bestPhrase) ?? 0) * 2 >= qs.length && !WAITING_WORD_RE.test(topic)) title = `${ASPECT_TITLES[aspect]!.problem} for ${productPhrase(topic, qs, false, true)}`;
        else if (title.startsWith('Problems with ') && aspect !== null) title = ASPECT_TITLES[aspect]!.problem;
        else if (title.startsWith('Problems with ') && !announced && !(bestPhrase !== null && (phraseDf.get(bestPhrase) ?? 0) >= 2)) {
          const clause = clauseTitle(qs);
          if (clause !== null) {
            title = clause;
            quoteTitled = true;
          }
        }
      }
      break;
    }
    case 'request': {
      const action = bestPhrase !== null ? requestedAction(qs, bestPhrase, topic, tags) : null;
      // One quote: what its frame asks for, as it says it ("Would love a dark theme for late-night
      // planning" asks for a dark theme, not for late-night planning).
      const asked = new Set(qs).size === 1 ? askedFor(qs[0]!) : null;
      // Nothing asked for in one way: the aspect most of them are about, however worded ("download
      // my record", "export to CSV", "get my history out in one file": "Requests to export data").
      const aspect = asked === null && action === null ? sharedAspect(qs, topic) : null;
      const aspectTitle = aspect !== null ? ASPECT_TITLES[aspect]!.request : undefined;
      title = asked !== null ? `Requests ${asked}` : action !== null ? `Requests ${action}` : (aspectTitle ?? `Requests for ${productPhrase(topic, qs, true, true)}`);
      break;
    }
    case 'praise': {
      // (A topic that is no noun names no aspect of its own: "cheaper" in five quotes on price, which
      // the tagger calls a name at the start of a sentence.)
      const aspect = sharedAspect(qs, nounless || EVALUATIVE_PRICE_WORDS.has(topic.toLowerCase()) ? '' : topic);
      title = aspect !== null ? ASPECT_TITLES[aspect]!.praise : general ? 'General praise' : `Praise for ${productPhrase(topic, qs, false)}`;
      aspectTitled = aspect !== null;
      break;
    }
    default:
      title = qs.length > 0 && questions * 2 >= qs.length ? `Questions about ${productPhrase(topic, qs, false)}` : capitalise(topic);
  }
  // Without a noun, or without any topic but praise ("General praise" says it), a short quote.
  if ((general ? kind !== 'praise' : nounless) && failure === null && !aspectTitled && !(kind === 'neutral' && questions * 2 >= qs.length)) {
    // (A question says what is praised or failing less well than any statement of it.)
    const quoted = shortQuote(qs, kind === 'problem' || kind === 'praise');
    if (quoted !== null) {
      title = quoted;
      quoteTitled = true;
    } else if ((kind === 'praise' || kind === 'problem' || kind === 'request') && tags.get(topic.toLowerCase()) === 'VERB') {
      // No noun, its word a verb ("Everyone I've dealt with has been kind", "I don't understand why
      // I'm paying extra", "Wish it could tell when we're out and turn itself down"): not "Praise
      // for dealt", "Problems with understand" or "Requests for turn", but the opening clause, or
      // praise, problems or requests in general. (One quote may stand whole up to SINGLE_QUOTE_TITLE_WORDS.)
      const clause = clauseTitle(qs) ?? (new Set(qs).size === 1 ? singleQuoteTitle(qs[0]!) : null);
      if (clause !== null) {
        title = clause;
        quoteTitled = true;
      } else title = kind === 'praise' ? 'General praise' : kind === 'request' ? 'General requests' : 'General problems';
    }
  }
  // One quote: its own words, or its opening clause, say the problem better than a topic and a failure
  // word taken out of them ("Exported photos lose their location metadata", not "Location metadata
  // lose"); not better than a failure or an aspect said in plain words ("Charged twice", "Connection
  // dropping out", "Problems with support").
  // (Not a drawback announced as such, titled after the thing: "The only downside is the short cord".)
  if (
    kind === 'problem' &&
    failure === null &&
    !quoteTitled &&
    new Set(qs).size === 1 &&
    !Object.values(ASPECT_TITLES).some((t) => t.problem === title) &&
    !Object.values(CONCEPT_FAILURES).some((f) => title.endsWith(` ${f}`)) &&
    !surfaceTokens(qs[0]!).some((t) => DRAWBACK_FRAMES.has(inflectionStem(t.lower)))
  ) {
    const clause = singleQuoteTitle(qs[0]!, true);
    if (clause !== null) {
      title = clause;
      quoteTitled = true;
    }
  }
  // Quotes that share no noun but an aspect in different words ("The monthly fee is steep" and
  // "Way too pricey"): the aspect says what they share, one quote does not.
  if (kind === 'problem' && failure === null && quoteTitled && qs.length >= 2) {
    const aspect = sharedAspect(qs, '');
    if (aspect !== null) title = ASPECT_TITLES[aspect]!.problem;
  }

  // Representative quote: covers the most keyword weight, prefers 6-30 words, and says what the
  // title says (a mixed theme's example should not contradict its title).
  let rep: string | null = null;
  let repScore = -Infinity;
  const kwSet = new Map(terms.slice(0, 10).map((x) => [x.t, x.s]));
  const titleKeys = surfaceTokens(title).filter((t) => t.content && !TITLE_FRAME_WORDS.has(t.lower)).map((t) => t.key);
  for (const q of originals) {
    const toks = surfaceTokens(q);
    const keys = new Set(toks.map((t) => t.key));
    let s = 0;
    for (const [k, w] of kwSet) if (keys.has(k)) s += w;
    const n = toks.length;
    s *= n < 4 ? 0.5 : n > 40 ? 0.6 : 1;
    if (titleKeys.length > 0) s *= 1 + titleKeys.filter((k) => keys.has(k)).length / titleKeys.length;
    if (s > repScore) {
      repScore = s;
      rep = exampleForm(q);
    }
  }
  // Keywords as the quotes write them ("saas", not its stem "saa"; "sorted", not "sort"); a stem
  // no quote at hand writes stays. An ordinal or a bare number ("1st", "30") names nothing.
  const written = new Map(keywordSurfaces(keywords, qs).map((w) => [w.keyword, w.form]));
  const shown = [...new Set(keywords.map((k) => written.get(k) ?? k))].filter((k) => !/^\d+(?:st|nd|rd|th|s)?$/.test(k));
  return { title, keywords: shown, representativeQuote: rep, ...(failure !== null ? { failure: true } : {}) };
}
