/** Highlight embedding: SIF-weighted mean of word vectors (+ hashed vectors for unknown words). */
import { addWordVector, loadWordModel } from './model.js';
import { GENERIC_PRODUCT_NOUNS, STOPWORDS, aspectConcepts, contentTerms, correctSpelling, failureConcepts, isContent, MISSING_CONCEPT, spokenPart, tokenize } from './text.js';
import { scoreSentiment, type HighlightCategory } from '../index.js';

export type Stance = 'praise' | 'problem' | 'request' | 'neutral';
export const STANCES: readonly Stance[] = ['praise', 'problem', 'request', 'neutral'];

/** A highlight's representation: unit vector, stance (polarity class) and content terms. */
export interface ThemeVector {
  values: Float32Array;
  stance: Stance;
  terms: string[];
}

export interface EmbedOptions {
  category?: HighlightCategory;
  sentimentScore?: number;
  /**
   * The organization's own name as ownNameTerms reads it: the product its customers write about
   * ("Rentwise support took 9 days", "Rentwise still shows it as unpaid"), which says nothing of what
   * is wrong or asked, so it is left out of the vector and the terms. Unknown to the word vectors,
   * it weighed as the rarest word would and drew unrelated problems into one theme ("Problems with
   * Rentwise").
   */
  ownName?: ReadonlySet<string>;
}

/** A word of an organization's name at least this rare (frequency rank) names the product, not a topic. */
const OWN_NAME_MIN_RANK = 20_000;

/**
 * The words of an organization's name that name its product in feedback: those the vocabulary lacks
 * or holds as rare ("Rentwise", "Monzo", "Acme"), and two common words written as one ("Rent Wise"
 * as "rentwise"). Not a common word, which is as likely a topic of the feedback ("Payments
 * Team", "Notion", "Slack"): such a name stays a word like any other.
 */
export function ownNameTerms(name: string): string[] {
  const index = loadWordModel().index;
  const words = tokenize(name).filter((w) => /[a-z]/.test(w));
  const out = new Set<string>();
  const rare = (w: string) => w.length >= 3 && !STOPWORDS.has(w) && (index.get(w) ?? Infinity) >= OWN_NAME_MIN_RANK;
  for (let i = 0; i < words.length; i++) {
    if (rare(words[i]!)) out.add(words[i]!);
    // Two common words that make the name together ("Rent Wise"), not a name and what follows it ("Rentwise Ltd").
    const next = words[i + 1];
    if (next !== undefined && !rare(words[i]!) && !rare(next) && rare(words[i]! + next)) out.add(words[i]! + next);
  }
  return [...out];
}

/** Generic hyper-parameters (tuned on the seeded tuning half of banking77; see scripts/eval-themes.ts). */
export const EMBED_PARAMS = {
  /** SIF smoothing a in a/(a+p(w)). */
  sifA: 3e-4,
  /** Remove the projection on the corpus-wide common direction. */
  removeCommon: true,
  /**
   * A highlight is meaningful with >= 2 content words, or 1 content word in a quote of >= 3 words
   * ("Great!", "export", "Thanks so much" -> null).
   */
  minContent: 2,
  /**
   * Weight multiplier for opinion words (|word sentiment| >= 0.2). 1 = none: the sentiment
   * lexicon gives a valence to many topic words ("top", "refund", "cancel", "credit", "charged",
   * "transfer"), and damping them took the topic out of the vector; how customers feel is carried
   * by the stance and the theme kind instead. (0.35 before; kept as a parameter.)
   */
  opinionWeight: 1,
  /**
   * Weight of an aspect concept's direction in the vector of a problem, request or praise (a word
   * weighs at most 1). On the five feedback corpora capture 36.8% -> 45.4% at purity 84.7% -> 87.3%
   * (1: 40.6%, 3 and more: no further gain). Not for questions and remarks: on banking77, nearly all
   * questions, it joined questions about different fees and cost 0.007 NMI; terms alone cost nothing.
   */
  aspectWeight: 2,
  /**
   * Weight of a failure concept's direction (text.ts failureConcepts: crashing, slowness, dropping
   * out, lateness) in the vector of a problem, as an aspect's: "ETA is pure fiction", "quoted 35
   * min, delivered after 95" and "over an hour late" share no word the vectors see as alike. On
   * the fourteen corpora capture 37.15% -> 37.71% at purity 88.86% -> 88.76%, banking77 NMI 0.711
   * -> 0.712. Not what went missing: a card and a transfer that never arrived are two problems
   * (banking77 NMI -0.004 with it).
   */
  failureWeight: 2,
};

const valenceCache = new Map<string, number>();
/** Sentiment of a single word from the analysis engine (memoised). */
export function wordValence(word: string): number {
  let v = valenceCache.get(word);
  if (v === undefined) {
    v = scoreSentiment(word);
    if (valenceCache.size < 200_000) valenceCache.set(word, v);
  }
  return v;
}

/** Unigram probability of the word at frequency rank r (Zipf fit to the GloVe corpus). */
export function wordProb(rank: number): number {
  return 0.1 / (rank + 10);
}

export function sifWeight(rank: number | undefined): number {
  const a = EMBED_PARAMS.sifA;
  const p = rank === undefined ? wordProb(200_000) : wordProb(rank);
  return a / (a + p);
}

function fnv1a(s: string, seed: number): number {
  let h = 0x811c9dc5 ^ seed;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic pseudo-random unit vector for a word the table does not know (so repeats still match). */
function addHashedVector(word: string, w: number, out: Float64Array): void {
  const dim = out.length;
  let state = fnv1a(word, 17) || 1;
  const tmp = new Float64Array(dim);
  let n = 0;
  for (let d = 0; d < dim; d++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    state >>>= 0;
    const v = state / 4294967296 - 0.5;
    tmp[d] = v;
    n += v * v;
  }
  const s = w / Math.sqrt(n);
  for (let d = 0; d < dim; d++) out[d]! += tmp[d]! * s;
}

/**
 * A request to mend what exists ("please make the export faster", "improve the search", "keep the
 * reports fast") says the
 * same as a problem ("the export is slow"): it joins problem themes, unlike a request for
 * something new ("add a way to schedule exports", "a Gantt chart would make planning easier": what
 * the new thing would do).
 */
const MEND_REQUEST_RE =
  /(?<!\b(?:would|will|could|might)\s+(?:really\s+|also\s+|definitely\s+)?)\b(?:make|makes|making)\s+(?!sure\b)(?:\w+\s+){0,3}?(?:a\s+(?:lot|bit|little)\s+|much\s+|way\s+|so\s+)?(?:faster|quicker|easier|simpler|clearer|smoother|more (?:reliable|stable|intuitive|responsive|accurate|readable|consistent)|less (?:buggy|confusing|cluttered|slow|laggy)|better)\b|\b(?:improve|speed up|fix|optimi[sz]e|stabili[sz]e|simplify|declutter)\b|\bkeep\s+(?:\w+\s+){0,2}?(?:fast|quick|snappy|working|stable|reliable|responsive|up and running|running)\b/i;

/**
 * Words that frame a request, whatever is asked: "would be nice if the app had dark mode", "I'd
 * love an option to export", "please add". Requests for French, dark mode and a tip field share
 * them all and nothing else.
 */
const REQUEST_FRAME_WORDS: ReadonlySet<string> = new Set([
  'nice', 'great', 'good', 'awesome', 'love', 'like', 'helpful', 'useful', 'handy', 'cool', 'amazing', 'fantastic', 'wonderful', 'lovely',
  'ideal', 'perfect', 'better', 'easier', 'brilliant', 'appreciate', 'appreciated', 'wish', 'hope', 'hoping', 'option', 'options', 'ability',
  'feature', 'features', 'able', 'possible', 'add', 'adding', 'added', 'request', 'requesting', 'requested', 'suggest', 'suggestion',
]);

/**
 * Left out of a request's vector and terms: its frame, and the words for the product (text.ts
 * GENERIC_PRODUCT_NOUNS), which nearly every request says ("Requests for the app" held French, a web
 * version, dark mode and the old icon). On the fourteen corpora purity 88.85% -> 89.39% for
 * capture 38.33% -> 38.22%; held-out paraphrase sets 2.17 -> 2.21 customers of six.
 */
const REQUEST_SKIP: ReadonlySet<string> = new Set([...REQUEST_FRAME_WORDS, ...GENERIC_PRODUCT_NOUNS]);

/** The aspect concepts of a quote; not ease for a request ("a simple way to export" asks for an export). */
function aspectsOf(quote: string, stance: Stance): string[] {
  const aspects = aspectConcepts(quote);
  return stance === 'request' ? aspects.filter((a) => a !== '~ease') : aspects;
}

export function stanceOf(opts?: EmbedOptions, quote?: string): Stance {
  const c = opts?.category;
  if (c === 'praise') return 'praise';
  if (c === 'complaint' || c === 'bug') return 'problem';
  if (c === 'feature_request') return quote !== undefined && MEND_REQUEST_RE.test(quote) ? 'problem' : 'request';
  if (c === undefined && typeof opts?.sentimentScore === 'number') {
    if (opts.sentimentScore >= 0.3) return 'praise';
    if (opts.sentimentScore <= -0.3) return 'problem';
  }
  return 'neutral';
}

/** Word-level lookup with hyphen splitting; returns rows (or null for unknown words). */
function lookupRows(word: string, index: Map<string, number>): Array<{ word: string; row: number | undefined }> {
  const r = index.get(word);
  if (r !== undefined) return [{ word, row: r }];
  if (word.includes('-')) {
    const joined = word.replace(/-/g, '');
    const rj = index.get(joined);
    if (rj !== undefined) return [{ word: joined, row: rj }];
    return word
      .split('-')
      .filter(isContent)
      .map((p) => ({ word: p, row: index.get(p) }));
  }
  const corrected = correctSpelling(word, (w) => index.get(w));
  return [{ word: corrected, row: corrected === word ? undefined : index.get(corrected) }];
}

const nameReCache = new WeakMap<ReadonlySet<string>, RegExp>();
/** The quote without the organization's name, nor its possessive ("Rentwise's app" is "app"). */
function withoutName(quote: string, ownName: ReadonlySet<string>): string {
  let re = nameReCache.get(ownName);
  if (!re) {
    // (The name's words are letters and digits, as tokenize reads them; written with a hyphen, one word.)
    const words = [...ownName].map((w) => w.replace(/[^a-z0-9]/g, '[^a-z0-9]?'));
    re = new RegExp(`\\b(?:${words.join('|')})(?:['’]s)?\\b\\s*`, 'gi');
    nameReCache.set(ownName, re);
  }
  return quote.replace(re, '');
}

/**
 * Embeds a highlight quote. Returns null when the quote has fewer than `minContent` content words
 * (e.g. "Great!", "Thanks so much") – such highlights carry no theme.
 */
export function embedHighlight(said: string, opts?: EmbedOptions): ThemeVector | null {
  if (typeof said !== 'string') return null;
  // Who reports it in a call note ("Caller reports ...") or a ticket's number is not what it is about.
  const quote = spokenPart(said);
  const m = loadWordModel();
  const acc = new Float64Array(m.dim);
  let n = 0;
  const toks = tokenize(quote);
  const stance = stanceOf(opts, quote);
  // What frames a request ("would be nice if", "I'd love an option to add") is not what is asked,
  // nor is the product it is asked of ("if the app had dark mode").
  const skip = stance === 'request' ? REQUEST_SKIP : null;
  const ownName = opts?.ownName;
  for (const tok of toks) {
    if (!isContent(tok) || skip?.has(tok) || ownName?.has(tok)) continue;
    const ow = Math.abs(wordValence(tok)) >= 0.2 ? EMBED_PARAMS.opinionWeight : 1;
    for (const { word, row } of lookupRows(tok, m.index)) {
      if (row !== undefined) addWordVector(m, row, ow * sifWeight(row), acc);
      else if (/^[a-z]{3,}$/.test(word)) addHashedVector(word, ow * sifWeight(undefined), acc);
      else continue;
      n++;
    }
  }
  // A failure said in a word or two ("Keeps crashing.", "Too slow.") names how something failed,
  // which is a theme of its own kind (its concept term), though it names little else.
  // The concepts are read as if the name were not said: "Rentwise support took 9 days" is "support took 9 days".
  const named = ownName !== undefined && toks.some((t) => ownName.has(t));
  const unnamed = named ? withoutName(quote, ownName) : quote;
  if (n === 0 || (n < EMBED_PARAMS.minContent && toks.length < 3 && !(stance !== 'praise' && failureConcepts(unnamed).length > 0))) return null;
  // The aspect a problem, request or praise is about, however it is worded (text.ts aspectConcepts);
  // a question or a remark keeps its words only.
  const aspects = aspectsOf(unnamed, stance);
  if (stance !== 'neutral') for (const aspect of aspects) addHashedVector(aspect, EMBED_PARAMS.aspectWeight, acc);
  // A failure's concept term for problems and questions, not praise (which may say "crash course").
  const failures = stance === 'problem' || stance === 'neutral' ? failureConcepts(unnamed) : [];
  if (stance === 'problem') for (const f of failures) if (f !== MISSING_CONCEPT) addHashedVector(f, EMBED_PARAMS.failureWeight, acc);
  if (EMBED_PARAMS.removeCommon) {
    let dot = 0;
    for (let d = 0; d < m.dim; d++) dot += acc[d]! * m.common[d]!;
    for (let d = 0; d < m.dim; d++) acc[d]! -= dot * m.common[d]!;
  }
  let norm = 0;
  for (let d = 0; d < m.dim; d++) norm += acc[d]! * acc[d]!;
  if (!(norm > 0)) return null;
  norm = Math.sqrt(norm);
  const values = new Float32Array(m.dim);
  for (let d = 0; d < m.dim; d++) values[d] = acc[d]! / norm;
  // (The name's words are taken out before the terms are read: a name the vocabulary lacks may
  // otherwise be read as the word it is one letter from.)
  const terms = contentTerms(named ? toks.filter((t) => !ownName.has(t)).join(' ') : quote, (w) => m.index.get(w)).filter((t) => !skip?.has(t));
  terms.push(...failures);
  terms.push(...aspects);
  return { values, stance, terms };
}

export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}
