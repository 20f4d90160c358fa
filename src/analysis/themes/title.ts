/**
 * Human-readable theme titles built from the evidence: the most shared, most specific phrase of the
 * member quotes (content-word n-grams), plus the most shared negative word for problem themes
 * ("CSV export broken"), or a frame for the theme kind ("Requests for dark mode").
 * How a quote is read is title-reading.ts; the phrases of what was asked or failed that a title can
 * use, title-phrases.ts; titles of one quote's own words, title-quotes.ts.
 */
import { GENERIC_PRODUCT_NOUNS, STOPWORDS, TIME_WORDS, exampleForm, failureConcepts, isConceptTerm, spokenPart, stemKnown } from './text.js';
import { loadWordModel } from './model.js';
import { termWeight } from './place.js';
import { themeKind, type ThemeSummary } from './summary.js';
import type { PoolKind } from './pool.js';
import { NOMINAL, capitalise, conceptsOf, displayWord, inflectionStem, isNounPhrase, mostFrequent, surfaceTokens, titleTags, wordTags } from './title-reading.js';
import { wordValence } from './embed.js';
import { ASPECT_TITLES, describedThing, negatedAction, requestedAction, sharedAspect, sharedFailure, topicPattern, verbObject } from './title-phrases.js';
import { SINGLE_QUOTE_TITLE_WORDS, askedFor, clauseTitle, openingClause, shortQuote, singleQuoteTitle } from './title-quotes.js';

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

/** A negator as written: "not", "never", "no", or a contraction ("weren't"), whose lower form has lost its "n't". */
const NEGATED_SURFACE_RE = /^(?:not|never|no)$|n['’]t$/i;

/** Words that judge a price rather than name it: praise of them is praise of the pricing. */
const EVALUATIVE_PRICE_WORDS: ReadonlySet<string> = new Set(['cheap', 'cheaper', 'cheapest', 'affordable', 'inexpensive', 'pricey', 'pricier', 'expensive', 'costly', 'overpriced']);

/** Words of waiting itself, which name nothing waited for. */
const WAITING_WORD_RE = /\b(?:wait\w*|delay\w*|queu\w*|backlog\w*|hold)\b/i;

/** How a title says a failure's concept (text.ts failureConcepts). */
const CONCEPT_FAILURES: Readonly<Record<string, string>> = { '~slow': 'slow', '~dropout': 'dropping out', '~missing': 'missing', '~crash': 'crashing', '~late': 'late', '~spam': 'going to spam' };

/** What a title calls an aspect (title-phrases ASPECT_TITLES) before a failure: "Notifications late". */
const ASPECT_NOUNS: Readonly<Record<string, string>> = { '~notify': 'Notifications' };

/**
 * The noun of the aspect (ASPECT_NOUNS) more quotes name, however worded, than name the topic:
 * "Notifications" for alerts, notifications and reminder e-mails, two of three about a room.
 */
function aspectBeforeTopic(quotes: readonly string[], topic: string): string | null {
  const aspect = sharedAspect(quotes, topic);
  const noun = aspect !== null ? ASPECT_NOUNS[aspect] : undefined;
  if (noun === undefined) return null;
  const topicRe = topicPattern(topic);
  const naming = quotes.filter((q) => conceptsOf(q).aspects.includes(aspect!)).length;
  return naming > quotes.filter((q) => topicRe.test(q.toLowerCase())).length ? noun : null;
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

/** The frame words of generated titles ("Problems with ...", "Requests for ..."), which no quote needs to say. */
const TITLE_FRAME_WORDS: ReadonlySet<string> = new Set(['problems', 'requests', 'praise', 'questions', 'general', 'feedback']);

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

/** What at least half of the quotes ask for in the same words (askedFor), two of them at least unless all are one quote. */
function mostAskedFor(quotes: readonly string[]): string | null {
  if (new Set(quotes).size === 1) return askedFor(quotes[0]!);
  const counts = new Map<string, number>();
  for (const quote of quotes) {
    const asked = askedFor(quote);
    if (asked !== null) counts.set(asked, (counts.get(asked) ?? 0) + 1);
  }
  let best: string | null = null;
  for (const [asked, n] of counts) if (best === null || n > counts.get(best)!) best = asked;
  return best !== null && counts.get(best)! >= 2 && 2 * counts.get(best)! >= quotes.length ? best : null;
}

/**
 * A theme's title and keywords from its summary and some of its quotes (the strongest first), of
 * the kind its evidence makes it. `evidenceKind` is the kind the service gives the theme from its
 * highlights' categories (pool.ts kindOfEvidence), when known: a theme of requests to mend
 * something ("make the export faster") counts as problems in its summary but is titled as the
 * requests it holds. `ownName`: the words of the organization's name (ownNameTerms), which name no
 * topic.
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
    const v = Math.abs(wordValence(lower));
    // What a request asks for may carry a mild connotation of any part of speech ("offline mode").
    return v < 0.2 || (v < TOPIC_NOUN_VALENCE && (kind === 'request' || NOMINAL.has(tags.get(lower) ?? ''))) || (v < TOPIC_PLEASANT_NOUN_VALENCE && wordValence(lower) > 0 && kind !== 'praise' && NOMINAL.has(tags.get(lower) ?? ''));
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
      if ((wordValence(t.lower) <= -0.2 && !topicWord(t.lower)) || (kind === 'problem' && PROBLEM_STATES.has(t.lower))) {
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
    if (kind === 'praise' && words.some((w) => wordValence(w) <= -0.2)) return false;
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
    const named = surfaces.filter((w) => !VAGUE_NOUNS.has(w.form) && !FRAME_NOUNS.has(w.form) && !PERSON_NOUNS.has(w.form) && wordValence(w.form) < 0.2 && !(kind === 'praise' && wordValence(w.form) <= -0.2));
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
    const score = df * (PROBLEM_STATES.has(word) ? STATE_FAILURE_WEIGHT : -wordValence(word));
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
      // What more quotes name however worded than name the topic: the aspect ("Notifications late" for
      // alerts, notifications and reminder e-mails, two of three about a room).
      const aspectNoun = aspectBeforeTopic(qs, topic);
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
        title = aspectNoun !== null && PROBLEM_STATES.has(neg) ? `${aspectNoun} ${displayWord(negForms.get(neg)!)}` : `${capitalise(topic)} ${displayWord(negForms.get(neg)!)}${named}`;
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
        else if (failing !== null && aspectNoun !== null) title = `${aspectNoun} ${failing}`;
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
      // One quote, or what most of them ask for in the same words, whatever their frames: what
      // the frame asks for, as it says it ("Would love a dark theme for late-night planning" asks
      // for a dark theme, not for late-night planning; "Please let us sync in both directions" and
      // "It would be great if we could sync in both directions" ask to sync in both directions).
      const asked = mostAskedFor(qs);
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
