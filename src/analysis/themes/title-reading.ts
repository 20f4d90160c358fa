/**
 * How theme titles read a quote: its words as written (with offsets, outside fixed expressions),
 * the tagger's tags with two of its slips mended, its aspects and failures (each kept for the
 * quotes read last: a theme is named again from mostly the same quotes), and small helpers on
 * word forms (the display of a word, its most frequent form, its stem).
 */
import { quoteTags } from '../tagger.js';
import { RecentCache } from '../recent.js';
import { aspectConcepts, failureConcepts, isContent, termKey } from './text.js';

export interface SurfaceToken {
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
export function surfaceTokens(quote: string): readonly SurfaceToken[] {
  return surfaceCache.get(quote, readSurfaceTokens);
}

/** A quote's aspects and failures (text.ts), kept as its surface tokens are. */
const conceptCache = new RecentCache<string, { readonly aspects: readonly string[]; readonly failures: readonly string[] }>(4000);
export function conceptsOf(quote: string): { readonly aspects: readonly string[]; readonly failures: readonly string[] } {
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
export function displayWord(forms: Map<string, number>, proper = false): string {
  const best = mostFrequent(forms)?.key ?? '';
  if (proper) {
    const capital = [...forms.keys()].find((f) => /^[A-Z]/.test(f));
    if (capital) return capital;
  }
  return /^[A-Z0-9]{2,}$/.test(best) || /[a-z][A-Z]/.test(best) ? best : best.toLowerCase();
}

export function capitalise(s: string): string {
  return s.length > 0 ? s[0]!.toUpperCase() + s.slice(1) : s;
}

/**
 * The most frequent key of `counts` and its count (the alphabetically first on a tie, so titles do
 * not depend on the order quotes came in); undefined when there is none.
 */
export function mostFrequent(counts: Iterable<[string, number]>): { key: string; count: number } | undefined {
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
export function wordTags(quotes: readonly string[]): Map<string, string> {
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

export const NOMINAL = new Set(['NOUN', 'PROPN']);

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
export function isNounPhrase(words: readonly string[], tags: Map<string, string>, participles = false): boolean {
  const last = tagOf(words[words.length - 1]!, tags);
  // With `participles`, one before the noun qualifies it as an adjective does: "recurring invoices",
  // "scheduled orders" (for a phrase several quotes share: one quote's "requested metformin" is no topic).
  const qualifies = (w: string, j: number) => {
    const t = tagOf(w, tags);
    return t !== undefined && (NOMINAL.has(t) || t === 'ADJ' || (participles && j < words.length - 1 && t === 'VERB' && /(?:ing|ed)$/.test(w)));
  };
  return last !== undefined && NOMINAL.has(last) && words.every(qualifies);
}

/** Inflections count as one word: "crash", "crashes", "crashed", "crashing". */
export function inflectionStem(lower: string): string {
  return lower.length > 4 ? lower.replace(/(?:ing|ed|es|s)$/, '') : lower;
}
