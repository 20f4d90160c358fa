/**
 * How sentiment scoring reads a text word by word (sentiment.ts): tokens with where their clause and
 * sentence end, contractions written apart, ratings ("4/10"), the labels of buttons, and the valence
 * the lexicon gives each word, inflections and British spellings folded.
 */
import { getLexicon } from './lexicon.js';

/** Verbs of pressing a control: the word after them (or after "on" / "the") is its label. */
const UI_ACTIONS: ReadonlySet<string> = new Set(['click', 'clicks', 'clicked', 'clicking', 'tap', 'taps', 'tapped', 'tapping', 'presses', 'pressed', 'pressing']);

/** What follows a button's label: the end of the clause, the word for the control, or what happened next. */
const AFTER_LABEL: ReadonlySet<string> = new Set(['button', 'buttons', 'icon', 'link', 'tab', 'option', 'key', 'and', 'but', 'then', 'nothing', 'it']);

export function isUiLabel(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  // "click straight away", "tap twice quickly": a word that goes on is no label.
  if (!t.clauseEnd && !t.sentEnd && i + 1 < toks.length && !AFTER_LABEL.has(toks[i + 1]!.lower)) return false;
  for (let k = i - 1; k >= 0 && k >= i - 3; k--) {
    const p = toks[k]!;
    if (p.clauseEnd) return false;
    if (UI_ACTIONS.has(p.lower)) return true;
    if (p.lower !== 'on' && p.lower !== 'the') return false;
  }
  return false;
}

/** Words between a negator and what it negates that do not count towards its reach. */
export const REACH_FILLERS: ReadonlySet<string> = new Set(['a', 'an', 'such']);

export interface Token {
  /** token as written (apostrophes normalised) */
  raw: string;
  /** lower-case form */
  lower: string;
  /** a clause boundary (, ; : . ! ? dash, bracket) follows this token */
  clauseEnd: boolean;
  /** a sentence end (. ! ?) follows this token */
  sentEnd: boolean;
  /** the punctuation after this token has a question mark */
  question?: boolean;
  emoji: boolean;
}

/**
 * Whether toks[i] follows "or" / "and" after a name or an acronym not opening the sentence ("PDF
 * or Excel", "Slack and Excel"), and so is one of a list of names.
 */
export function coordinatedWithName(toks: readonly Token[], i: number, sentStart: number): boolean {
  if (i < 2 || i - 2 <= sentStart || (toks[i - 1]!.lower !== 'or' && toks[i - 1]!.lower !== 'and') || toks[i - 2]!.clauseEnd) return false;
  return /^(?:[A-Z]{2,5}s?|[A-Z][a-z]+)$/.test(toks[i - 2]!.raw);
}

/** Whether toks[i] stands between "the" and a noun in lower case, as a name does ("the Excel option", "the Super app"). */
export function namedBetweenArticleAndNoun(toks: readonly Token[], i: number, sentStart: number): boolean {
  const next = toks[i + 1];
  return i - 1 >= sentStart && toks[i - 1]!.lower === 'the' && !toks[i]!.clauseEnd && next !== undefined && /^[a-z]+$/.test(next.raw) && NAMED_THING.test(next.lower);
}

/**
 * What a product's, a feature's or a department's name is put before: "the Excel option", "the
 * Pro plan", "the help center", "the rewards page", "the support team".
 */
export const NAMED_THING =
  /^(?:options?|buttons?|files?|exports?|formats?|versions?|plans?|apps?|integrations?|sheets?|templates?|tabs?|settings?|features?|plugins?|add-ons?|extensions?|reports?|menus?|links?|pages?|tiers?|accounts?|modes?|views?|cent(?:er|re)s?|desks?|teams?|managers?|portals?|articles?|docs?|documentation|sections?|widgets?|screens?|messages?|emails?|notifications?|tickets?|lines?|chats?|bots?|forms?|folders?|cards?|points|trackers?|departments?|trials?|programm?e?s?|lists?|sites?|forums?|hubs?|agents?|reps?|staff|calls?|numbers?|queues?|filters?|scores?|rates?|logs?|codes?|keys?|tokens?|inbox|systems?|flows?|wizards?|banners?|popups?|pop-ups?|dialogs?|checklists?|guides?|videos?|webinars?|library)$/;

/** Prepositions after which a capitalised word is a name ("export to Excel"). */
export const NAME_PREPOSITIONS: ReadonlySet<string> = new Set(['to', 'into', 'in', 'from', 'with', 'via', 'using', 'on', 'at']);
const EMOJI_RE = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*/gu;
const HAS_EMOJI_RE = /\p{Extended_Pictographic}/u;
const WORD_SPLIT_RE = /([^\p{L}\p{N}'\-]+)/u;
const CLAUSE_PUNCT_RE = /[,;:.!?()\u2014\u2013"]|--/;
const SENT_PUNCT_RE = /[.!?\u2026]/;
export const HAS_LETTER_RE = /\p{L}/u;
export const UPPER_RE = /^[^a-z]*[A-Z]+[^a-z]*$/;
/** Valence "too" adds to the word after it (VADER scale); words that cannot carry an excess. */
export const TOO_EXCESS = -1.3;
export const COORDINATOR = /^(?:and|or|nor|&)$/;
/** Words after "too" that are no excess: "too" as "also" before a clause, a phrase or an aside ("me too and ...", "me too lol", "too thx to ..."). */
export const NOT_EXCESS_WORDS = 'and|or|but|so|if|when|as|to|of|in|on|at|for|with|from|by|is|are|was|were|be|i|we|you|they|it|he|she|me|us|them|this|that|the|a|an|my|our|your|their|lol|haha\\w*|lmao|thx|thanks|thank|please|pls';
/**
 * Praise that "too" leaves praise ("too good to be true", "too kind", "too cute"). Any other good
 * quality said to be in excess is a fault: "too fast", "too bright", "too easy to delete by mistake".
 */
export const EXCESS_KEEPS_PRAISE_WORDS = 'good|great|kind|cute|fun|funny|awesome|cool|nice|happy|excited|amazing|beautiful|perfect|lovely|wonderful|brilliant|excellent|adorable|true';
export const NOT_EXCESS = new RegExp(`^(?:${NOT_EXCESS_WORDS})$`);
export const EXCESS_KEEPS_PRAISE = new RegExp(`^(?:${EXCESS_KEEPS_PRAISE_WORDS})$`);

/**
 * "too" after "when I'm", "if we're", "because I was": the speaker's own state in a clause of
 * circumstance ("Great for days when I'm too tired to cook"), no excess of what is judged; the
 * word keeps its own valence. One definition for the sentence score (speakersState) and for
 * highlights (highlights.ts EXCESS_RE, a look-behind built from the same words).
 */
export const SPEAKERS_STATE_BEFORE_TOO = String.raw`(?:when|if|because|since|as|while|whenever)\s+(?:i'?m|i am|we'?re|we are|i was|we were|i get|we get|i feel|i felt|we feel|we felt|i'?ve been|we'?ve been)`;
const SPEAKERS_STATE_RE = new RegExp(String.raw`(?:^|\s)${SPEAKERS_STATE_BEFORE_TOO}$`);
/** Whether "too" at index `i` follows the speaker's own state (the three or four words before it). */
export function speakersState(toks: readonly Token[], i: number): boolean {
  if (i < 2) return false;
  const before = toks
    .slice(Math.max(0, i - 4), i)
    .map((t) => t.lower)
    .join(' ');
  return SPEAKERS_STATE_RE.test(before);
}

function pushWordPieces(chunk: string, out: Token[]): void {
  const parts = chunk.split(WORD_SPLIT_RE);
  // parts alternate: word, separator, word, ...
  for (let i = 0; i < parts.length; i++) {
    const p = parts[i]!;
    if (i % 2 === 1) {
      const last = out[out.length - 1];
      if (last && CLAUSE_PUNCT_RE.test(p)) {
        last.clauseEnd = true;
        if (SENT_PUNCT_RE.test(p)) last.sentEnd = true;
        if (p.includes('?')) last.question = true;
      }
      continue;
    }
    let w = p;
    // strip leading/trailing apostrophes and hyphens
    let a = 0;
    let b = w.length;
    while (a < b && (w[a] === "'" || w[a] === '-')) a++;
    while (b > a && (w[b - 1] === "'" || w[b - 1] === '-')) b--;
    if (a > 0 || b < w.length) w = w.slice(a, b);
    if (!w) continue;
    out.push({ raw: w, lower: w.toLowerCase(), clauseEnd: false, sentEnd: false, emoji: false });
  }
}

const SPLIT_NOT_RE = /\b(ca|wo|sha|ai|do|does|did|is|are|was|were|have|has|had|would|could|should|must|need|might|dare)\s+(n't)\b/gi;
const SPLIT_ANY_RE = /\s(?:n't|')/i;
const SPLIT_CLITIC_RE = /([\p{L}\p{N}])\s+('(?:s|re|ve|ll|d|m))\b/giu;

/**
 * Text tokenised the Penn Treebank way ("i do n't like it", "ca n't", "the camera 's lens"), as
 * review corpora often are, with its contractions joined again ("don't", "can't", "camera's"), so
 * that negators and the rules that read them see one word. Apostrophes must already be straight.
 */
export function joinSplitContractions(text: string): string {
  if (!SPLIT_ANY_RE.test(text)) return text;
  return text
    .replace(SPLIT_NOT_RE, '$1$2')
    .replace(SPLIT_CLITIC_RE, '$1$2');
}

/**
 * A rating given as a fraction: "3 out of 5 stars", "I give it 1/5", "Reliability: 2/5", "10/10
 * would buy again". A bare "3/10" may be a date ("arrived 3/10") and "9 out of 10" a proportion
 * ("9 out of 10 have less than $5,000"), so either counts only with "stars" after it, a word of
 * rating before it ("give it", "solid"), after a colon, or closing its sentence; never after a word
 * that comes before dates ("on 1/10").
 */
const RATING_RE = /(\d{1,3}(?:\.\d+)?)(\s*\/\s*|\s+out\s+of\s+|\s+outta\s+)(5|10|100)(?![\d/.]\d|\s*\/)(\s+stars?\b)?/gi;
const RATING_CUE_BEFORE_RE = /(?:\b(?:give|gave|giving|rate|rated|rating|score|scored|solid|strong|easy|overall|generous|a|an)|:)\s*$/i;
const RATING_CUE_AFTER_RE = /^\s*(?:[!.]*\s*$|(?:,\s*)?(?:would|will|for|from me|overall|stars?|!+))/i;
/** Words before a date ("charged twice on 1/10", "since 3/5"). */
const DATE_BEFORE_RE = /\b(?:on|since|by|from|until|till|before|after|dated|due|in|between|and|to|of|thru|through)\s*$/i;
/** The token a rating becomes: its percentage, read by lookupValence. */
const RATING_TOKEN_RE = /^x-rating-(\d{1,3})$/;

function markRatings(text: string): string {
  if (!/\d\s*(?:\/|out\s+of|outta)\s*(?:5|10|100)\b/i.test(text)) return text;
  return text.replace(RATING_RE, (match, score: string, sep: string, scale: string, stars: string | undefined, offset: number) => {
    const value = Number(score);
    const max = Number(scale);
    if (!(value <= max)) return match;
    if (sep.includes('/') && DATE_BEFORE_RE.test(text.slice(Math.max(0, offset - 12), offset))) return match;
    const cued = stars !== undefined || RATING_CUE_BEFORE_RE.test(text.slice(Math.max(0, offset - 12), offset)) || RATING_CUE_AFTER_RE.test(text.slice(offset + match.length, offset + match.length + 12));
    return cued ? ` x-rating-${Math.round((100 * value) / max)} ` : match;
  });
}

/**
 * The valence of a rating of `percent` out of 100, on the scale of the star idioms ("four stars"
 * 1.5, "two stars" -1.5): three fifths is indifferent, each fifth above or below 1.25.
 */
function ratingValence(percent: number): number {
  return Math.max(-3.5, Math.min(2.5, (percent / 100 - 0.6) * 6.25));
}

/** Text as the rules read it: straight apostrophes, contractions joined (see joinSplitContractions). */
export function readingForm(text: string): string {
  return joinSplitContractions(text.replace(/[\u2019\u2018`]/g, "'"));
}

/**
 * A status or label quoted as the product shows it ("still sits there as 'Outstanding'", "the
 * status says "Delivered""): a good-sounding one is the product's word, not the customer's
 * feeling (a bad one, "shows 'offline'", is the problem reported, and keeps its valence).
 */
const QUOTED_STATUS_RE = /\b(as|status|says|said|shows|showed|showing|reads|marked|labelled|labeled|stuck on|stuck at|set to|stays|remains)\s+(?:as\s+)?['"\u2018\u201c]([A-Za-z][A-Za-z -]{0,30})['"\u2019\u201d]/gi;

function neutralGoodStatus(text: string): string {
  return text.replace(QUOTED_STATUS_RE, (whole, verb: string, label: string) =>
    label.toLowerCase().split(/[\s-]+/).some((w) => (lookupValence(w) ?? 0) > 0) ? `${verb} status` : whole,
  );
}

const NOT_A_THING_RE = /\bnot\s+(?:a\s+single|one\s+single|a|one)\s+thing\b(?!\s+(?:about|of|to)\b)/gi;

/** Whitespace-driven tokenizer that keeps emoticons, emoji and contractions. Linear time. */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const lex = getLexicon();
  const chunks = markRatings(neutralGoodStatus(readingForm(text)))
    // "not a single thing went wrong", "not one thing works": "nothing", however far its verb.
    .replace(NOT_A_THING_RE, 'nothing')
    .replace(/&(gt|lt|amp|quot|#39);/g, (_m, e: string) => ({ gt: '>', lt: '<', amp: '&', quot: '"', '#39': "'" })[e] ?? '')
    .split(/\s+/);
  for (const chunk of chunks) {
    if (!chunk) continue;
    // a hyphen standing between words is a dash ("it had been - it was gorgeous"): a clause break
    if (/^-+$/.test(chunk)) {
      const last = out[out.length - 1];
      if (last) last.clauseEnd = true;
      continue;
    }
    const lower = chunk.toLowerCase();
    if (!HAS_LETTER_RE.test(chunk) || chunk.length <= 4) {
      // emoticons such as :) :-( <3 :D  (whole chunk in lexicon, not a plain word)
      if (lex.has(lower) && /[^\p{L}\p{N}]/u.test(chunk)) {
        out.push({ raw: chunk, lower, clauseEnd: false, sentEnd: false, emoji: true });
        continue;
      }
    }
    if (HAS_EMOJI_RE.test(chunk)) {
      let last = 0;
      EMOJI_RE.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = EMOJI_RE.exec(chunk)) !== null) {
        if (m.index > last) pushWordPieces(chunk.slice(last, m.index), out);
        const e = m[0];
        const key = lex.has(e) ? e : String.fromCodePoint(e.codePointAt(0)!);
        out.push({ raw: e, lower: key, clauseEnd: false, sentEnd: false, emoji: true });
        last = m.index + e.length;
      }
      if (last < chunk.length) pushWordPieces(chunk.slice(last), out);
      continue;
    }
    pushWordPieces(chunk, out);
  }
  return out;
}

const lookupCache = new Map<string, number | null>();

/** The stem left by -ed or -ing, unless it could only be the stem of an "-e" verb (see lookupValence). */
function bareStem(stem: string): string[] {
  return /^[^aeiouy]*[aeiouy][^aeiouywx]$/.test(stem) ? [] : [stem];
}

/**
 * Forms that look inflected from a lexicon word but are another word: verbs made from adjectives
 * and nouns ("fined" is not "fine" +0.8, "cooling" not "cool" +1.3, "cleaning" not "clean" +1.7,
 * "a refund was issued" is no "issue" -0.8), and "striking" (impressive), "excluding" (except).
 */
const NOT_INFLECTED: ReadonlySet<string> = new Set([
  'issued', 'issuing', 'fined', 'fining', 'cooled', 'cooling', 'cleaned', 'cleaning', 'clearing', 'fasting',
  'tying', 'tempered', 'striking', 'excluding', 'topped', 'topping',
]);

/** A final consonant doubled before -ed or -ing after a vowel ("dropped", "regretted"): the stem with one. */
function undoubled(stem: string): string[] {
  return /[aeiou]([bdgklmnprt])\1$/.test(stem) ? [stem.slice(0, -1)] : [];
}

/** Lexicon valence with generic fallbacks (elongation, inflection). Returns null when unknown. */
export function lookupValence(lower: string): number | null {
  const lex = getLexicon();
  const direct = lex.get(lower);
  if (direct !== undefined) return direct;
  const cached = lookupCache.get(lower);
  if (cached !== undefined) return cached;
  if (NOT_INFLECTED.has(lower)) return null;
  let v: number | null = null;
  const rating = RATING_TOKEN_RE.exec(lower);
  if (rating) return ratingValence(Number(rating[1]));
  // laughter spelled out at any length ("ahahaha", "hehehe")
  if (/^a?(?:ha){2,}h?$|^(?:he){2,}h?$/.test(lower)) v = lex.get('haha') ?? null;
  else if (/(\p{L})\1\1/u.test(lower)) {
    const two = lower.replace(/(\p{L})\1{2,}/gu, '$1$1');
    const one = lower.replace(/(\p{L})\1{2,}/gu, '$1');
    v = lex.get(two) ?? lex.get(one) ?? null;
  }
  if (v === null && lower.length > 4 && /^[a-z]+$/.test(lower)) {
    const cands: string[] = [];
    if (lower.endsWith('ies')) cands.push(lower.slice(0, -3) + 'y');
    if (lower.endsWith('es')) cands.push(lower.slice(0, -2));
    if (lower.endsWith('s') && !lower.endsWith('ss')) cands.push(lower.slice(0, -1));
    if (lower.endsWith('ied')) cands.push(lower.slice(0, -3) + 'y');
    // A one-syllable stem ending consonant-vowel-consonant doubles its last letter before -ed and
    // -ing ("fad" would make "fadded"), so "faded" and "fading" are "fade", never "fad" (+0.9).
    if (lower.endsWith('ed')) cands.push(lower.slice(0, -1), ...bareStem(lower.slice(0, -2)));
    if (lower.endsWith('ing')) cands.push(lower.slice(0, -3) + 'e', ...bareStem(lower.slice(0, -3)));
    if (lower.endsWith('ily')) cands.push(lower.slice(0, -3) + 'y');
    if (lower.endsWith('bly')) cands.push(lower.slice(0, -1) + 'e');
    if (lower.endsWith('ly')) cands.push(lower.slice(0, -2));
    // superlatives and comparatives of lexicon adjectives ("coolest", "nicest", "saddest", "happier")
    if (lower.endsWith('iest')) cands.push(lower.slice(0, -4) + 'y');
    else if (lower.endsWith('est') && lower.length > 5) {
      const stem = lower.slice(0, -3);
      cands.push(stem, stem + 'e');
      if (stem.at(-1) === stem.at(-2)) cands.push(stem.slice(0, -1));
    }
    if (lower.endsWith('ier')) cands.push(lower.slice(0, -3) + 'y');
    // informal g-dropping ("lovin"): only when the -ing form itself is a lexicon word
    if (lower.endsWith('in')) cands.push(lower + 'g');
    for (const c of cands) {
      const cv = lex.get(c);
      if (cv !== undefined) {
        v = cv;
        break;
      }
    }
    // "dropped", "robbed", "scammed": the verb of a negative stem. Not a positive one: the short
    // positive stems are adjectives and nouns ("top", "fit", "fan") whose -ed and -ing forms are
    // other words ("topped up", "fitted sheet").
    if (v === null && (lower.endsWith('ed') || lower.endsWith('ing'))) {
      for (const c of undoubled(lower.slice(0, lower.endsWith('ed') ? -2 : -3))) {
        const cv = lex.get(c);
        if (cv !== undefined && cv < 0) v = cv;
      }
    }
  }
  // British spellings of lexicon words, which VADER has in American ("favourite", "humour",
  // "apologise", "disorganised"): each form tried as it is, then with its inflection undone above.
  if (v === null && /^[a-z]+$/.test(lower) && /our|is(?:e|ed|es|ing|ation)/.test(lower)) {
    const american = lower.replace(/our(?=s?$|ed$|ing$|ite|able|ably|ful|less)/, 'or').replace(/is(e|ed|es|ing|ation)$/, 'iz$1');
    if (american !== lower) v = lookupValence(american);
  }
  if (lookupCache.size < 50_000) lookupCache.set(lower, v);
  return v;
}
