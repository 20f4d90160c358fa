/**
 * Sentiment scoring.
 *
 * Stage 1 (rules): a re-implementation of VADER's valence rules (Hutto & Gilbert 2014) over our
 * own fast tokenizer, with generic repairs of known weaknesses of the npm port: emoji, "no X"
 * negation, negation that does not cross clause boundaries, contractions without apostrophes,
 * elongated words ("sooo gooood"), simple inflection fallback for out-of-lexicon words,
 * multi-word lexicon entries, "but"/"however" contrast applied per sentence, concessive clauses,
 * negation scope that stops at another sentiment word, laughter and emoticons outside negation.
 *
 * Stage 2 (learned): a small linear model with a tanh link over generic lexicon-derived features
 * (see FEATURE_NAMES), trained by scripts/train-sentiment.ts. Without evidence (no sentiment-bearing
 * token) the score is exactly 0 (no bias term). All features are odd in the valences, so the model
 * is polarity-symmetric. Negated negative words ("not bad") are kept out of the rule score and
 * reach the model only through the negated-valence feature. Words the lexicon lacks may carry a
 * derived valence (predicted from word vectors, see scripts/train-lexicon.ts); those reach the
 * model only through the two derived-valence features, never the rule score.
 */
import {
  B_DECR,
  B_INCR,
  BOOSTERS,
  C_INCR,
  CONCESSIVE,
  CONTRAST,
  getDerivedValences,
  getLexicon,
  CLAUSE_FINAL_IDIOMS,
  IDIOMS,
  INTERJECTION_RE,
  IRREALIS,
  N_SCALAR,
  NEGATORS,
} from './lexicon.js';
import { SENTIMENT_MODEL } from './model/sentiment-weights.js';

/** Verbs of pressing a control: the word after them (or after "on" / "the") is its label. */
const UI_ACTIONS: ReadonlySet<string> = new Set(['click', 'clicks', 'clicked', 'clicking', 'tap', 'taps', 'tapped', 'tapping', 'presses', 'pressed', 'pressing']);

/** What follows a button's label: the end of the clause, the word for the control, or what happened next. */
const AFTER_LABEL: ReadonlySet<string> = new Set(['button', 'buttons', 'icon', 'link', 'tab', 'option', 'key', 'and', 'but', 'then', 'nothing', 'it']);

function isUiLabel(toks: readonly Token[], i: number): boolean {
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
const REACH_FILLERS: ReadonlySet<string> = new Set(['a', 'an', 'such']);

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
function coordinatedWithName(toks: readonly Token[], i: number, sentStart: number): boolean {
  if (i < 2 || i - 2 <= sentStart || (toks[i - 1]!.lower !== 'or' && toks[i - 1]!.lower !== 'and') || toks[i - 2]!.clauseEnd) return false;
  return /^(?:[A-Z]{2,5}s?|[A-Z][a-z]+)$/.test(toks[i - 2]!.raw);
}

/** Whether toks[i] stands between "the" and a noun in lower case, as a name does ("the Excel option", "the Super app"). */
function namedBetweenArticleAndNoun(toks: readonly Token[], i: number, sentStart: number): boolean {
  const next = toks[i + 1];
  return i - 1 > sentStart && toks[i - 1]!.lower === 'the' && !toks[i]!.clauseEnd && next !== undefined && /^[a-z]+$/.test(next.raw) && NAMED_THING.test(next.lower);
}

/** What a product's or a feature's name is put before: "the Excel option", "the Pro plan". */
const NAMED_THING = /^(?:option|options|button|file|files|export|format|version|plan|app|integration|sheet|template|tab|setting|settings|feature|plugin|add-on|extension|report|menu|link|page|tier|account|mode|view)$/;

/** Prepositions after which a capitalised word is a name ("export to Excel"). */
const NAME_PREPOSITIONS: ReadonlySet<string> = new Set(['to', 'into', 'in', 'from', 'with', 'via', 'using', 'on', 'at']);
const EMOJI_RE = /\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*/gu;
const HAS_EMOJI_RE = /\p{Extended_Pictographic}/u;
const WORD_SPLIT_RE = /([^\p{L}\p{N}'\-]+)/u;
const CLAUSE_PUNCT_RE = /[,;:.!?()\u2014\u2013"]|--/;
const SENT_PUNCT_RE = /[.!?\u2026]/;
const HAS_LETTER_RE = /\p{L}/u;
const UPPER_RE = /^[^a-z]*[A-Z]+[^a-z]*$/;
/** Valence "too" adds to the word after it (VADER scale); words that cannot carry an excess. */
const TOO_EXCESS = -1.3;
const COORDINATOR = /^(?:and|or|nor|&)$/;
/** Words after "too" that are no excess: "too" as "also" before a clause, a phrase or an aside ("me too and ...", "me too lol", "too thx to ..."). */
export const NOT_EXCESS_WORDS = 'and|or|but|so|if|when|as|to|of|in|on|at|for|with|from|by|is|are|was|were|be|i|we|you|they|it|he|she|me|us|them|this|that|the|a|an|my|our|your|their|lol|haha\\w*|lmao|thx|thanks|thank|please|pls';
/**
 * Praise that "too" leaves praise ("too good to be true", "too kind", "too cute"). Any other good
 * quality said to be in excess is a fault: "too fast", "too bright", "too easy to delete by mistake".
 */
export const EXCESS_KEEPS_PRAISE_WORDS = 'good|great|kind|cute|fun|funny|awesome|cool|nice|happy|excited|amazing|beautiful|perfect|lovely|wonderful|brilliant|excellent|adorable|true';
const NOT_EXCESS = new RegExp(`^(?:${NOT_EXCESS_WORDS})$`);
const EXCESS_KEEPS_PRAISE = new RegExp(`^(?:${EXCESS_KEEPS_PRAISE_WORDS})$`);

/**
 * "too" after "when I'm", "if we're", "because I was": the speaker's own state in a clause of
 * circumstance ("Great for days when I'm too tired to cook"), no excess of what is judged; the
 * word keeps its own valence. One definition for the sentence score (speakersState) and for
 * highlights (highlights.ts EXCESS_RE, a look-behind built from the same words).
 */
export const SPEAKERS_STATE_BEFORE_TOO = String.raw`(?:when|if|because|since|as|while|whenever)\s+(?:i'?m|i am|we'?re|we are|i was|we were|i get|we get|i feel|i felt|we feel|we felt|i'?ve been|we'?ve been)`;
const SPEAKERS_STATE_RE = new RegExp(String.raw`(?:^|\s)${SPEAKERS_STATE_BEFORE_TOO}$`);
/** Whether "too" at index `i` follows the speaker's own state (the three or four words before it). */
function speakersState(toks: readonly Token[], i: number): boolean {
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

/** Whether one of the three words before token `start` in its clause negates (as negatesAt reads them). */
function negatedBefore(toks: readonly Token[], start: number): boolean {
  for (let k = start - 1; k >= 0 && k >= start - 3; k--) {
    if (toks[k]!.clauseEnd) return false;
    if (negatesAt(toks, k)) return true;
  }
  return false;
}

/**
 * The negator at toks[k]: "nothing but" is "only" ("nothing but trouble", "nothing but praise") and
 * negates nothing, nor does the auxiliary of a question asking for agreement.
 */
function negatesAt(toks: readonly Token[], k: number): boolean {
  return (isNegator(toks[k]!) || noLonger(toks, k) || refusesTo(toks, k) || lessens(toks, k) || farFrom(toks, k)) && !(toks[k]!.lower === 'nothing' && toks[k + 1]?.lower === 'but') && !opensAgreementQuestion(toks, k);
}

/**
 * "no longer" negates what follows as "not" does ("I can no longer save my reports", "no longer
 * have to worry"); VADER reads only "no" (-1.2), which stays, and the verb as if it still held.
 */
function noLonger(toks: readonly Token[], k: number): boolean {
  return toks[k]!.lower === 'longer' && k > 0 && toks[k - 1]!.lower === 'no' && !toks[k - 1]!.clauseEnd && !toks[k]!.clauseEnd;
}

/** "far from" denies what follows as "not" does: "far from perfect", "far from intuitive" (VADER reads the praise). */
function farFrom(toks: readonly Token[], k: number): boolean {
  // (Not a name in title case, "Far From Heaven", nor a way gone: "never strays far from".)
  return toks[k]!.lower === 'from' && toks[k]!.raw !== 'From' && k > 0 && toks[k - 1]!.lower === 'far' && !toks[k - 1]!.clauseEnd && !toks[k]!.clauseEnd && !(k > 1 && /^(?:so|as|not|too|very|strays?|strayed|wander(?:s|ed)?|go|goes|went|gone|get|got|live|lives|lived|moved?|travel(?:l?ed)?|away)$/.test(toks[k - 2]!.lower));
}

/**
 * "hardly", "barely" and "scarcely" right before a word deny it more than they damp it: "hardly
 * intuitive", "barely works", "hardly ever crashes" (VADER only damps, so "hardly intuitive" read as
 * praise). `k` is the adverb, `i` the word.
 */
const SCARCELY = /^(?:hardly|barely|scarcely)$/;
function scarcelyAt(toks: readonly Token[], k: number, i: number): boolean {
  return SCARCELY.test(toks[k]!.lower) && (i === k + 1 || (i === k + 2 && /^(?:ever|any)$/.test(toks[k + 1]!.lower)));
}

/**
 * "less" before what it qualifies turns it as "not" does: "less stressful" is a relief, "less
 * intuitive" a loss, "less than perfect" a fault (VADER only damps it, so "makes weeknights less
 * stressful" read as a complaint). Not "more or less", not "no less", not "less than" a number.
 */
function lessens(toks: readonly Token[], k: number): boolean {
  if (toks[k]!.lower !== 'less' || toks[k]!.clauseEnd) return false;
  const prev = k > 0 && !toks[k - 1]!.clauseEnd ? toks[k - 1]!.lower : '';
  return prev !== 'or' && prev !== 'no' && prev !== 'nothing' && prev !== 'none';
}

/** Verbs that deny what follows "to": "refused to honour the warranty", "failed to help", "neglected to mention". */
const REFUSAL = /^(?:refuse|refuses|refused|refusing|fail|fails|failed|failing|neglect|neglects|neglected|neglecting)$/;

/** "refused to", "failed to": a negator of the verb after "to" (VADER has no such negators). */
function refusesTo(toks: readonly Token[], k: number): boolean {
  return REFUSAL.test(toks[k]!.lower) && toks[k + 1]?.lower === 'to' && !toks[k]!.clauseEnd;
}

/** Negated auxiliaries that open a question by inverting with its subject. */
const QUESTION_AUXILIARIES = /^(?:isnt|arent|wasnt|werent|doesnt|dont|didnt|wouldnt|wont|hasnt|havent)$/;
const QUESTION_SUBJECTS: ReadonlySet<string> = new Set(['it', 'that', 'this', 'these', 'those', 'he', 'she', 'they', 'you', 'we', 'there', 'the', 'your', 'our', 'his', 'her', 'their', 'my']);

/**
 * A question that opens with a negated auxiliary before its subject asks the listener to agree
 * with what follows: "Isn't it beautiful?", "Wouldn't that be great?", "Isn't it ridiculous that
 * ...?" say beautiful, great, ridiculous. "Shouldn't it be easier?" is left out: it says the thing
 * is not as it should be. `k` is the negator's index.
 */
function opensAgreementQuestion(toks: readonly Token[], k: number): boolean {
  // At the start of a sentence or clause, or capitalised where punctuation was left out ("... on 1/1/11 Wouldn't that be great?").
  if (k > 0 && !toks[k - 1]!.clauseEnd && !/^[A-Z][a-z]/.test(toks[k]!.raw)) return false;
  if (!QUESTION_AUXILIARIES.test(toks[k]!.lower.replace(/'/g, '')) || !QUESTION_SUBJECTS.has(toks[k + 1]?.lower ?? '')) return false;
  for (let j = k + 1; j < toks.length; j++) if (toks[j]!.sentEnd || j === toks.length - 1) return toks[j]!.question === true;
  return false;
}

/** Whether a sentence is a question that opens by asking to agree ("Isn't it ridiculous that ...?"). */
export function asksToAgree(sentence: string): boolean {
  const toks = tokenize(sentence);
  return toks.length > 1 && opensAgreementQuestion(toks, 0);
}

function isNegator(t: Token): boolean {
  const l = t.lower;
  if (NEGATORS.has(l)) return true;
  if (l.endsWith("n't")) return true;
  if (l.includes("'") && NEGATORS.has(l.replace(/'/g, ''))) return true;
  return false;
}

/**
 * "couldn't be happier", "could not be more pleased", "can't get any better", "can't recommend it
 * enough": a negated comparative (or "... enough") after could/can says nothing could exceed it,
 * which is emphasis, not negation.
 * `k` is the negator's index, `i` the sentiment word's.
 */
function negatedComparative(toks: readonly Token[], k: number, i: number): boolean {
  const negator = toks[k]!.lower.replace(/'/g, '');
  if (negator === 'never') return neverComparative(toks, k, i);
  // "you won't find a better app": what will never be found, as "never"
  if ((negator === 'wont' || negator === 'wouldnt' || (negator === 'not' && k > 0 && /^(?:will|would)$/.test(toks[k - 1]!.lower))) && toks[k + 1]?.lower === 'find') return neverComparative(toks, k, i);
  const modal = negator === 'couldnt' || negator === 'cant' || negator === 'cannot' || (negator === 'not' && k > 0 && /^(?:could|can)$/.test(toks[k - 1]!.lower));
  if (!modal) return false;
  // "can't recommend it enough", "couldn't thank them enough", "can't say enough good things": no
  // amount would be enough. Not "can't get it to sync fast enough", where the amount falls short.
  if (i === k + 1 || toks[k + 1]?.lower === 'say') {
    for (let j = k + 1; j <= i + 4 && j < toks.length; j++) {
      if (toks[j]!.lower === 'enough') return true;
      if (toks[j]!.clauseEnd) break;
    }
  }
  if (!/^(?:be|get|feel|have|been)$/.test(toks[k + 1]?.lower ?? '')) return false;
  // "can't be better than the old one" compares: a plain negation ("than this" is the idiom again).
  if (toks[i + 1]?.lower === 'than' && !/^(?:this|that)$/.test(toks[i + 2]?.lower ?? '')) return false;
  const before = toks[i - 1]!.lower;
  return toks[i]!.lower.endsWith('er') || toks[i]!.lower === 'worse' || ((before === 'more' || before === 'any') && i - 1 > k + 1);
}

/** Verbs of a state before a comparative: "never looked better", "never been happier". */
const NEVER_STATE_VERB = /^(?:been|looked|felt|sounded|worked|run|ran|tasted|slept|performed|played|seemed|smelled|smelt)$/;
/** Verbs of meeting one before "a" + comparative: "never had a better phone", "never used a worse app". */
const NEVER_MET_VERB = /^(?:had|seen|used|owned|tried|bought|found|find|met|eaten|tasted|read|watched|experienced|received|stayed)$/;

/**
 * "My skin has never looked better", "I've never been happier", "never had a better phone", "never
 * felt worse": nothing before was as good (or as bad), which is emphasis, not negation. Not "it never
 * got better" (no improvement), nor a comparison with something named ("never looked better than the
 * original"). `k` is the index of "never", `i` the sentiment word's.
 */
function neverComparative(toks: readonly Token[], k: number, i: number): boolean {
  const word = toks[i]!.lower;
  const more = toks[i - 1]!.lower === 'more';
  if (!(word === 'better' || word === 'worse' || word.endsWith('ier') || more)) return false;
  if (toks[i + 1]?.lower === 'than' && !/^(?:this|that|now|ever|today|before)$/.test(toks[i + 2]?.lower ?? '')) return false;
  const verb = toks[k + 1]?.lower ?? '';
  const gap = i - k - (more ? 1 : 0);
  if (NEVER_STATE_VERB.test(verb)) return gap === 2;
  return NEVER_MET_VERB.test(verb) && /^(?:a|an)$/.test(toks[k + 2]?.lower ?? '') && gap === 3;
}

/** The valence of the idiom "buy again", for an intent to buy again said in other words. */
const REPURCHASE_VALENCE = 1.8;
const REPURCHASE_VERB = /^(?:buy|order|purchase|use|book|shop|stay|return|recommend|buying|ordering|purchasing|using|booking|shopping|staying)$/;
const INTENT_MODAL = /^(?:would|will|wd|definitely|gladly|happily|certainly|absolutely|def)$|['’](?:d|ll)$/;

/**
 * "I would buy this camera again", "will definitely order from them again", "I'd never buy another
 * one": an intent to buy (order, use, stay ...) again, with a modal before the verb and at most four
 * words between the verb and "again"/"another". Not "I had to buy another one" (no intent). `i` is
 * the index of "again" or "another"; `start` the modal's, `negated` whether a negator stands between.
 */
function repurchaseIntent(toks: readonly Token[], i: number): { start: number; negated: boolean } | null {
  for (let verb = i - 1; verb >= 0 && verb >= i - 5; verb--) {
    if (toks[verb]!.clauseEnd) return null;
    if (!REPURCHASE_VERB.test(toks[verb]!.lower)) continue;
    let negated = false;
    for (let m = verb - 1; m >= 0 && m >= verb - 3; m--) {
      if (toks[m]!.clauseEnd) return null;
      if (isNegator(toks[m]!)) negated = true;
      if (INTENT_MODAL.test(toks[m]!.lower)) return { start: m, negated: negated || isNegator(toks[m]!) };
    }
    return null;
  }
  return null;
}

/** Nouns that "garbage" and "junk" name a kind of ("garbage day", "junk mail", "junk food"). */
const REFUSE_COMPOUND = /^(?:day|days|truck|trucks|bag|bags|can|cans|collection|disposal|disposals|man|men|pickup|pick-up|bin|bins|mail|email|emails|food|foods|drawer|removal|service|folder|filter|yard|dealer|shop|bond|bonds|fees?)$/;
const FAILURE_VERB = /^(?:broke|breaks|crashed|crashes|failed|fails|lost|loses|damaged|damages|ruined|ruins|hurt|hurts|harmed|harms|spoiled|spoilt|missed|misses)$/;
const PROBLEM_NOUN = /^(?:problems?|issues?|bugs?|glitch(?:es)?|errors?|faults?|mess|trouble|complaints?|concerns?|leaks?|crash(?:es)?|outages?)$/;
/** Done or doing it ("solved", "solves"), not asked for ("please fix the bug", "to resolve the issue"). */
const REMEDY_VERB = /^(?:solved|solves|fixed|fixes|resolved|resolves|sorted|addressed|addresses|handled|handles|cleared|corrected|corrects|repaired|remedied|rectified)$/;

/** Remedies that only ever put right what they take: their object is the problem, whatever word names it. */
const FIX_VERB = /^(?:solved|solves|fixed|fixes|resolved|resolves|repaired|repairs|cured|cures|eliminated|eliminates)$/;

/**
 * A problem named as what was put right ("solved my problem", "resolved the issue quickly", "the
 * leak was repaired the same day"): the noun is the object of the remedy, not a problem had, and
 * has no valence of its own. Not when the remedy is denied ("the issue was never fixed").
 */
function remediedProblem(toks: readonly Token[], i: number): boolean {
  const problemNoun = PROBLEM_NOUN.test(toks[i]!.lower);
  // Beyond the nouns of problems, what a fix put right ("fixed the frame drops", "solved the lag"),
  // not how it was done ("handled it badly").
  if (!problemNoun && toks[i]!.lower.endsWith('ly')) return false;
  for (let k = i - 1; k >= 0 && k >= i - 3 && !toks[k]!.clauseEnd; k--) {
    if (isNegator(toks[k]!)) return false;
    if (problemNoun ? REMEDY_VERB.test(toks[k]!.lower) : FIX_VERB.test(toks[k]!.lower)) return !(k > 0 && !toks[k - 1]!.clauseEnd && isNegator(toks[k - 1]!));
  }
  if (!problemNoun) return false;
  for (let k = i + 1; k < toks.length && k <= i + 3 && !toks[k - 1]!.clauseEnd; k++) {
    if (isNegator(toks[k]!)) return false;
    if (/^(?:fixed|resolved|solved|sorted|addressed|handled|repaired|corrected|remedied|rectified)$/.test(toks[k]!.lower)) return true;
  }
  return false;
}

/**
 * "I can't believe how good it is", "couldn't believe how fast it charges": disbelief at how much,
 * which is emphasis, not negation. `k` is the negator's index.
 */
function disbelief(toks: readonly Token[], k: number): boolean {
  const negator = toks[k]!.lower.replace(/'/g, '');
  const modal = negator === 'cant' || negator === 'cannot' || negator === 'couldnt' || (negator === 'not' && k > 0 && /^(?:could|can)$/.test(toks[k - 1]!.lower));
  return modal && toks[k + 1]?.lower === 'believe';
}

/** The verb of a wish contrary to fact about how a thing is: past ("I wish it was", "wish it lasted"). */
const COUNTERFACTUAL_VERB = /^(?:was|were|wasn't|weren't|had|hadn't|didn't|\w{2,}ed)$/;

/**
 * Whether `i`, a past verb, is the verb of a wish contrary to fact about how a thing is: "I wish
 * the support was better", "Wish the battery lasted longer", "I wish it wasn't so slow". Within
 * four words of the speaker's "wish" in its clause. Not a wish about oneself or the listener
 * ("Wish I was there!", "wish you were here", which tweets and their raters read as warm), nor one
 * for what someone would do ("I wish he would make one more awesome film", no past verb), nor a
 * wish made to someone ("I wish you all a happy new year").
 */
function counterfactualWish(toks: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (toks[k]!.clauseEnd) return false;
    if (toks[k]!.lower !== 'wish' && toks[k]!.lower !== 'wished') continue;
    // the speaker's own wish ("I wish", "just wish", "Wish ..."), not the reader's ("you'll wish it
    // was longer" praises a film)
    const before = k > 0 && !toks[k - 1]!.clauseEnd ? toks[k - 1]!.lower : '';
    if (before !== '' && !/^(?:i|we|just|really|only|still|also|sometimes|kinda|so|do|did|truly|honestly|personally)$/.test(before)) return false;
    return !/^(?:i|we|you|u|i'd|we'd|you'd|me|us)$/.test(toks[k + 1]?.lower ?? '');
  }
  return false;
}

/** Whether "wish" at `i` opens a wish contrary to fact (see counterfactualWish). */
function introducesCounterfactual(toks: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < toks.length && j <= i + 4; j++) {
    if (toks[j - 1]!.clauseEnd) return false;
    if (COUNTERFACTUAL_VERB.test(toks[j]!.lower)) return counterfactualWish(toks, j);
  }
  return false;
}

/** "straight" before these says how directly something went, not that it was honest. */
const STRAIGHT_AS_DIRECTLY = /^(?:from|to|away|into|after|back|off|through|out|up|in|onto|home|down|over)$/;

/** Sentence adverbs of the speaker's stance that the lexicon reads as praise. */
const STANCE_ADVERBS: ReadonlySet<string> = new Set(['honestly', 'clearly']);

/**
 * "could have been" ("It could have been great"), "would have been" with "if" or "but" after it
 * ("It would have been great if it worked"), or "would be" with "if not for", "if only", "except
 * for" ("Would be 5 stars if not for the battery"): the praise that follows did not come true.
 * `i` is the index of "been" or "be". Not "That would have been the perfect name" (a compliment).
 */
function unrealisedAt(toks: readonly Token[], i: number): boolean {
  const l = toks[i]!.lower;
  const before = (k: number) => (i - k >= 0 && !toks[i - k]!.clauseEnd ? toks[i - k]!.lower : '');
  if (l === 'been') {
    // "what could have been a mess turns into ...": a risk avoided, not a lament
    if (before(2) === 'what' || before(3) === 'what') return false;
    // "could have been" laments; "would have been" only with the condition that failed ("if it worked")
    if (/^(?:could've|couldve)$/.test(before(1)) || (before(1) === 'have' && before(2) === 'could')) return true;
    if (!(/^(?:would've|wouldve)$/.test(before(1)) || (before(1) === 'have' && before(2) === 'would'))) return false;
  } else if (before(1) !== 'would' && before(1) !== "it'd") return false;
  for (let k = i + 1; k < toks.length && k <= i + 12 && !toks[k - 1]!.sentEnd; k++) {
    const w = toks[k]!.lower;
    const next = toks[k + 1]?.lower ?? '';
    if (l === 'been' && (w === 'if' || w === 'but')) return true;
    if ((w === 'if' && /^(?:not|only)$/.test(next)) || (w === 'except' && next === 'for') || (w === 'if' && /^(?:it|they)$/.test(next) && /^(?:weren't|wasn't|didn't|hadn't|werent|wasnt|didnt|hadnt)$/.test(toks[k + 2]?.lower ?? ''))) return true;
  }
  return false;
}

/**
 * "Shame" or "pity" opening a clause after another, as "but" does ("Lovely secateurs, shame the
 * courier left the box in the rain", "Great editor, pity about the support"): what it regrets
 * outweighs what came before. Not "it's a shame" or "shame on you", where it is the judgement itself.
 */
function regretOpensClause(toks: readonly Token[], i: number): boolean {
  let k = i - 1;
  if (k >= 0 && toks[k]!.lower === 'a') k--;
  if (k >= 0 && /^(?:such|what)$/.test(toks[k]!.lower)) k--;
  if (k < 0 || !toks[k]!.clauseEnd || toks[k]!.sentEnd || toks[i]!.clauseEnd) return false;
  return !/^(?:on|of|and|or|is|was|to|for)$/.test(toks[i + 1]?.lower ?? 'on');
}

/**
 * "not so much" closing a clause, or "in reality", "in practice": what came before is taken back;
 * or "shame", "pity" opening a clause after another (regretOpensClause).
 */
function opensContrast(toks: readonly Token[], i: number): boolean {
  const l = toks[i]!.lower;
  const next = !toks[i]!.clauseEnd ? toks[i + 1]?.lower : undefined;
  if (l === 'in') return (next === 'reality' || next === 'practice') && i > 0;
  if (l === 'shame' || l === 'pity') return regretOpensClause(toks, i);
  if (l !== 'not' || next !== 'so' || toks[i + 1]!.clauseEnd || toks[i + 2]?.lower !== 'much') return false;
  // closing its clause, or before where it falls short ("not so much in person")
  return toks[i + 2]!.clauseEnd || i + 3 >= toks.length || /^(?:in|on|at|for|with|when|after|now|anymore|lately)$/.test(toks[i + 3]!.lower);
}

/**
 * A good word after "too ... to" ("too limited to be useful", "too slow to really enjoy"): what the
 * excess prevents, so it is denied. Not "too good to be true" (an idiom of praise, VADER's sense).
 */
function preventedByExcess(toks: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= 1 && k >= i - 3 && !toks[k]!.clauseEnd; k--) {
    if (COORDINATOR.test(toks[k]!.lower)) return false;
    if (toks[k]!.lower !== 'to') continue;
    for (let j = k - 1; j >= 0 && j >= k - 3 && !toks[j]!.clauseEnd; j--) {
      if (toks[j]!.lower === 'too') return !(toks[i]!.lower === 'true' || (lookupValence(toks[j + 1]!.lower) ?? 0) > 0);
    }
    return false;
  }
  return false;
}

/** What charges a battery ("it charges", "the phone charges"), or how ("charges fast", "charge overnight"). */
function chargesAsVerb(toks: readonly Token[], i: number): boolean {
  const after = !toks[i]!.clauseEnd ? toks[i + 1]?.lower ?? '' : '';
  if (/^(?:fast|quickly|slowly|slow|fully|overnight|wirelessly|up|quick|rapidly|in)$/.test(after)) return true;
  const before = i > 0 && !toks[i - 1]!.clauseEnd ? toks[i - 1]!.lower : '';
  return toks[i]!.lower === 'charges' && /^(?:it|battery|phone|device|this|which|that|mine|laptop|watch|camera|tablet|case|still|now|also|only)$/.test(before);
}

/**
 * Saving as what a program does ("appear blurry after saving", "hit save", "the save button",
 * "doesn't save my progress", "save as PDF"), not a rescue or money kept ("saved my life", "saves
 * us hours", "save the day").
 */
function savedAsAction(toks: readonly Token[], i: number): boolean {
  const before = i > 0 && !toks[i - 1]!.clauseEnd ? toks[i - 1]!.lower : '';
  if (/^(?:after|when|while|before|upon|without|hit|hits|hitting|click|clicks|clicked|clicking|press|pressed|pressing|tap|taps|tapped|tapping|auto)$/.test(before)) return true;
  if (toks[i]!.clauseEnd) return false;
  const after = toks[i + 1]?.lower ?? '';
  if (/^(?:button|buttons|icon|dialog|dialogue|as|changes|edits|file|files|progress|draft|drafts|document|documents|settings|preferences)$/.test(after)) return true;
  const object = !toks[i + 1]?.clauseEnd ? toks[i + 2]?.lower ?? '' : '';
  return /^(?:my|our|your|the|their|any)$/.test(after) && /^(?:work|progress|changes|edits|file|files|draft|drafts|document|documents|settings|preferences|data|photos|notes|entries)$/.test(object);
}

/** What is done with a thing, after "hard to": using, reading, setting up, holding it. Not "hard to beat", "hard to believe". */
const HARD_TASK = /^(?:use|read|hear|see|navigate|understand|figure|set|install|clean|open|close|reach|operate|assemble|remove|fit|hold|grip|press|push|turn|adjust|load|access|follow|learn|connect|pair|sync|control|carry|change|replace|find|get)$/;
/** By analogy with "difficult" -1.5, damped ("hard" alone is -0.4). */
const HARD_TASK_VALENCE = -1.3;

/** Words in -er that are no comparatives ("it could be another", "could be whatever"). */
const NOT_COMPARATIVE_ER = /^(?:another|whatever|whenever|wherever|whoever|either|neither|together|forever|however|whether|other|rather|after|under|never)$/;

/**
 * A comparative closing "could be" or "should be" ("could be longer", "should be a bit cheaper",
 * "could be more stable"): a wish for more of it, whatever the word. `i` is the comparative's index.
 */
function couldBeMore(toks: readonly Token[], i: number): boolean {
  const l = toks[i]!.lower;
  let k = i - 1;
  if (!(l.endsWith('er') && l.length > 4 && !NOT_COMPARATIVE_ER.test(l))) {
    // "more stable": "more" and the adjective
    if (toks[k]?.lower !== 'more' || toks[k]!.clauseEnd) return false;
    k--;
  }
  if (k >= 1 && /^(?:bit|little|lot)$/.test(toks[k]!.lower) && toks[k - 1]!.lower === 'a') k -= 2;
  else if (k >= 0 && /^(?:much|way|far|slightly|somewhat)$/.test(toks[k]!.lower)) k--;
  return k >= 1 && toks[k]!.lower === 'be' && /^(?:could|should)$/.test(toks[k - 1]!.lower) && !toks[k - 1]!.clauseEnd && !toks[k]!.clauseEnd;
}

/** "not so much" taking back what came before, by analogy with "could be better" -1 and "disappointing" -2.2. */
const NOT_SO_MUCH_VALENCE = -1.5;

/** Too little of what is needed ("not loud enough", "not good enough"), by analogy with "inadequate" -1.7, damped. */
const NOT_ENOUGH_VALENCE = -1.3;

/**
 * A negated "be" before an adjective ("isn't", "is not", "not" opening the clause), not a negated
 * verb: "I can't say enough good things" and "can't thank you enough" are emphasis.
 */
function deniesCopula(toks: readonly Token[], k: number): boolean {
  const w = toks[k]!.lower.replace(/['’]/g, '');
  if (/^(?:isnt|wasnt|arent|werent|aint)$/.test(w)) return true;
  if (w !== 'not') return false;
  const before = k > 0 && !toks[k - 1]!.clauseEnd ? toks[k - 1]!.lower.replace(/['’]/g, '') : '';
  return before === '' || /^(?:is|was|are|were|be|been|its|thats|theyre|youre|im|still|just|simply|definitely|certainly|probably)$/.test(before);
}

/** Verbs that open an idiom of advice: under "don't" ("don't waste your money") it is still advice against. */
const ADVICE_VERB = /^(?:waste|save|look|shop|buy)$/;

/** Words in the longest idiom: how far back an idiom that ends at a word may start. */
const IDIOM_MAX_WORDS = Math.max(2, ...[...IDIOMS.keys()].map((idiom) => idiom.split(' ').length));

/** Words that end "in years", "in ages", "since ...", "for months", "in a long time": how long it has been. */
const TIME_SPAN_WORD = /^(?:years|ages|months|weeks|decades|forever|yonks|since|before|ever)$/;

/**
 * "I haven't been this frustrated in years", "hasn't felt so good since launch": a negated perfect
 * ("haven't been", "has not felt") before "this"/"so", with a span of time after the word, says how
 * far the present state exceeds the past, which is emphasis, not negation (as "never been so
 * good"). Without the span it stays a negation ("it hasn't been so bad"). `k` is the negator's
 * index, `i` the sentiment word's.
 */
function negatedPerfectDegree(toks: readonly Token[], k: number, i: number): boolean {
  if (i !== k + 3 || !/^(?:this|so)$/.test(toks[k + 2]!.lower) || !/^(?:been|felt)$/.test(toks[k + 1]!.lower)) return false;
  const negator = toks[k]!.lower.replace(/'/g, '');
  const perfect = /^(?:havent|hasnt|hadnt)$/.test(negator) || (negator === 'not' && k > 0 && /^(?:have|has|had|ive|weve|youve|theyve)$/.test(toks[k - 1]!.lower.replace(/'/g, '')));
  if (!perfect) return false;
  for (let j = i; j < toks.length && j <= i + 10; j++) {
    const w = toks[j]!.lower;
    if (j > i && (TIME_SPAN_WORD.test(w) || (w === 'while' && toks[j - 1]!.lower === 'a') || (w === 'time' && toks[j - 1]!.lower === 'long'))) return true;
    if (toks[j]!.clauseEnd) break;
  }
  return false;
}

/** Negators that deny that something exists, before its noun phrase: "no", "zero", "without". */
const DETERMINER_NEGATOR = /^(?:no|zero|without)$/;
/** What may stand between a negator and the noun of an absence ("never had a single ...", "haven't seen any ...", "without any ..."). */
const DETERMINER_WORD = /^(?:any|a|an|real|major|big|serious|further|more)$/;
/** The words of that path that make it a denial of a thing rather than of an adjective ("not a bad game"). */
const ABSENCE_MARKER = /^(?:have|has|had|having|get|got|gotten|see|seen|saw|experience|experienced|encounter|encountered|notice|noticed|one|single)$/;

/**
 * An absence of something bad: a negative word denied by "no", "zero" or "without" ("no issues so
 * far", "zero problems", "without a hitch"), by a negator reaching it over have/see verbs and
 * determiners ("never had a single outage", "haven't had any problems", "not a single bug"), or by
 * "nothing" as the subject of a bad verb ("nothing broke"). Unlike a negated negative adjective
 * ("not bad", lukewarm at best), saying that a problem did not occur is a mild positive.
 * `k` is the negator's index, `i` the negative word's.
 */
function isAbsence(toks: readonly Token[], k: number, i: number): boolean {
  // Words negative only by association (a refund) are no problem whose absence is good news.
  if ((lookupValence(toks[i]!.lower) ?? 0) > -0.7) return false;
  const negator = toks[k]!.lower;
  // "no doubt" and "by no means" are idioms of degree, not absence.
  if (negator === 'no' && (toks[k + 1]?.lower === 'doubt' || toks[k - 1]?.lower === 'by')) return false;
  // "no major issues", "zero real problems": one word of the noun phrase may come between
  if (negator === 'no' || negator === 'zero') return true;
  if (negator === 'nothing') return i === k + 1;
  let hadOrSingle = negator === 'without' || negator === 'never';
  for (let j = k + 1; j < i; j++) {
    const w = toks[j]!.lower;
    if (ABSENCE_MARKER.test(w)) hadOrSingle = true;
    else if (!DETERMINER_WORD.test(w)) return false;
  }
  // "not a bad game" negates an adjective; "never had a bad day", "not a single bug" deny a thing
  return i > k + 1 && hadOrSingle;
}

/**
 * A verb of ceasing right before a gerund denies it as "no longer" does: "the app stopped
 * crashing", "I stopped worrying" (VADER reads the failure as if it still held). Only the gerund:
 * "stopped working" stays a loss, since "working" has no valence to deny.
 */
const CEASE_VERB = /^(?:stop|stops|stopped|stopping|quit|quits|ceased|ceases)$/;
function ceasesAt(toks: readonly Token[], k: number, i: number): boolean {
  return i === k + 1 && CEASE_VERB.test(toks[k]!.lower) && !toks[k]!.clauseEnd && /^[a-z]{3,}ing$/.test(toks[i]!.lower);
}

/** Being or getting accustomed ("I'm used to the old layout"), not the habitual past. */
const ACCUSTOMED_BEFORE = /^(?:be|been|being|am|is|are|was|were|'m|im|get|gets|got|gotten|getting|become|becoming|grow|grew|growing)$/;
/**
 * "used to" of the habitual past says that what follows no longer holds: "It used to be fast" is a
 * loss and "I used to dread payroll day" a relief, as "no longer" would say them. `k` is "to".
 */
function usedToAt(toks: readonly Token[], k: number): boolean {
  if (toks[k]!.lower !== 'to' || k < 1 || toks[k - 1]!.lower !== 'used' || toks[k - 1]!.clauseEnd || toks[k]!.clauseEnd) return false;
  const before = k >= 2 && !toks[k - 2]!.clauseEnd ? toks[k - 2]!.lower.replace(/[’]/g, "'") : '';
  // "the tool I used to track expenses" uses it; a habit follows a subject ("I used to", "it used to").
  return !ACCUSTOMED_BEFORE.test(before) && !/'m$|'re$|'s$/.test(before) && !(toks[k + 1]?.lower === 'it' || toks[k + 1]?.lower === 'them');
}

/** Valence of an obligation ("had to", "need to"): a burden, whose denial is a relief ("never had to chase them"). */
const OBLIGATION_VALENCE = -1.3;
const OBLIGATION_VERB = /^(?:have|has|had|having|need|needs|needed|needing)$/;
/**
 * Token i is the "to" of an obligation denied before it ("didn't have to wait", "no longer need to
 * export", "without having to call"), followed by a verb with no valence of its own (a bad verb is
 * denied by the negator itself: "don't have to worry").
 */
function deniedObligationAt(toks: readonly Token[], i: number): boolean {
  if (toks[i]!.lower !== 'to' || i < 2 || toks[i]!.clauseEnd || toks[i - 1]!.clauseEnd || !OBLIGATION_VERB.test(toks[i - 1]!.lower)) return false;
  const next = toks[i + 1];
  if (!next || next.lower === 'be' || (lookupValence(next.lower) ?? 0) < 0) return false;
  for (let k = i - 2; k >= 0 && k >= i - 3; k--) {
    if (toks[k]!.clauseEnd) return false;
    if (isNegator(toks[k]!) || noLonger(toks, k) || toks[k]!.lower === 'without') return true;
  }
  return false;
}

/** Token i is what one has or needs to do ("have to worry", "need to chase"). */
function obligedAt(toks: readonly Token[], i: number): boolean {
  return i >= 2 && toks[i - 1]!.lower === 'to' && OBLIGATION_VERB.test(toks[i - 2]!.lower);
}

/** An activity there is no more of: "No more waiting in line", "no more chasing invoices". */
function noMoreActivityAt(toks: readonly Token[], i: number): boolean {
  return i >= 2 && toks[i - 1]!.lower === 'more' && toks[i - 2]!.lower === 'no' && !toks[i - 2]!.clauseEnd && !toks[i - 1]!.clauseEnd && /^[a-z]{3,}ing$/.test(toks[i]!.lower) && lookupValence(toks[i]!.lower) === null;
}

/** Whether token i says that something went away: "the lag is gone", "my back pain disappeared", "the errors went away". */
const GONE_AUX = /^(?:is|are|was|were|'s|has|have|had|all|now|finally|completely|totally|just)$/;
function goneAt(toks: readonly Token[], i: number): boolean {
  const l = toks[i]!.lower;
  if (l === 'disappeared' || l === 'vanished') return true;
  if (l === 'gone') return i > 0 && GONE_AUX.test(toks[i - 1]!.lower) && !toks[i - 1]!.clauseEnd && toks[i + 1]?.lower !== 'up' && toks[i + 1]?.lower !== 'down';
  if (l === 'away') return i > 0 && /^(?:went|gone|goes|go)$/.test(toks[i - 1]!.lower) && !toks[i - 1]!.clauseEnd;
  return false;
}

/** What says that something was expected or feared ("I was worried", "I expected", "I thought it would"). */
const EXPECTATION_WORD = /^(?:worried|afraid|feared|fearing|scared|nervous|expected|expecting|thought|assumed|assuming|figured|hoped|hoping|sceptical|skeptical|dreaded|suspected|warned|told)$/;
/**
 * After "but" at toks[b], an elliptical denial that ends the sentence ("but it wasn't", "but they
 * didn't at all"): the index of its last word, else -1.
 */
function deniedExpectationAfter(toks: readonly Token[], b: number): number {
  let k = b + 1;
  if (!/^(?:it|they|that|this|he|she|nothing)$/.test(toks[k]?.lower ?? '')) return -1;
  k++;
  const w = toks[k]?.lower.replace(/[’']/g, '') ?? '';
  if (/^(?:wasnt|isnt|werent|arent|didnt|doesnt|dont|wont|hasnt|havent)$/.test(w)) k++;
  else if (/^(?:was|is|were|are|did|does|do|has|have)$/.test(w) && /^(?:not|never)$/.test(toks[k + 1]?.lower ?? '')) k += 2;
  else if (w === 'never') k++;
  else return -1;
  while (k < toks.length && /^(?:at|all|really|though|one|bit|even|close|in|the|end|least|a)$/.test(toks[k]!.lower) && !toks[k - 1]!.sentEnd) k++;
  const last = k - 1;
  return toks[last]!.sentEnd || last === toks.length - 1 ? last : -1;
}

/**
 * Burdens a customer is glad to be without, whose words carry no valence of their own (the lexicon
 * has "hassle" and "fuss"; "ads" or "paperwork" are neutral until denied).
 */
const BURDEN = /^(?:ads|adverts|advertising|advertisements|pop-?ups|popups|fees|charges|commission|paperwork|queues?|queuing|queueing|waiting|spam|upsells?|upselling|lock-?in|nagging)$/;
/** What may stand between "no" and the burden: "no hidden fees", "no annoying pop-ups". */
const BURDEN_MODIFIER = /^(?:hidden|extra|annoying|surprise|long|endless|silly|booking|admin|setup|cancellation|transaction)$/;
/** An absent burden weighs as "no hassle" does ("hassle" -1.4, negated). */
const ABSENT_BURDEN_VALENCE = 1.0;

/** Words of praise that, said alone before a complaint, open sarcasm ("Great, locked out again"). */
const SARCASTIC_OPENER = /^(?:great|perfect|wonderful|fantastic|brilliant|awesome|nice|lovely|terrific|splendid|marvell?ous|excellent|fabulous|amazing|super|cool|sweet|good|yay)$/;

/** Verbs of doing away with something ("eliminated", "banished"; "killed off" and "wiped out" with their particle). */
const ENDED_VERB = /^(?:eliminate|eliminates|eliminated|eradicated|banished|removes|removed)$/;

/** Where the subject of a verb ends, going back: a clause's opening word or a verb before it. */
const SUBJECT_BOUNDARY = /^(?:that|which|who|where|when|while|because|since|as|if|and|but|or|so|is|are|was|were|be|been|has|have|had|said|says|think|thought|after|until|before)$/;

/** Feelings about something ("worried about", "stress over"): when denied, so is what they were about. */
const FEELING_ABOUT = /^(?:worry|worries|worried|worrying|fear|fears|feared|fearing|dread|dreads|dreaded|dreading|stress|stressed|stressing|panic|panicking|fret|fretting|bother|bothered|bothering|complain|complaining|concern|concerned)$/;

function isUpper(w: string): boolean {
  return UPPER_RE.test(w);
}

/**
 * Dark adjectives said as degree adverbs before a good quality: "crazy fast", "stupid easy", "scary
 * good", not before anything else ("insane prices" keeps its blame, and so does "stupid design").
 */
const DARK_DEGREE = /^(?:crazy|insane|stupid|wicked|scary|mad)$/;
const GOOD_QUALITY = /^(?:fast|quick|good|easy|simple|cheap|smooth|accurate|reliable|comfortable|comfy|light|quiet|sharp|bright|clean|responsive|powerful|strong|cheaper|faster|quicker|easier|better)$/;
function darkDegreeAt(toks: readonly Token[], i: number): boolean {
  const next = toks[i + 1];
  if (toks[i]!.clauseEnd || next === undefined || next.emoji) return false;
  return GOOD_QUALITY.test(next.lower) || (lookupValence(next.lower) ?? 0) > 0;
}

/**
 * True when token i is used as a degree adverb, i.e. it modifies a following word in its clause
 * ("super fast", "seriously broken"). A booster that is also a lexicon word keeps its own valence
 * when it stands alone ("Seriously?", "Super!", "Truly.").
 */
function intensifies(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  if (t.clauseEnd || i + 1 >= toks.length) return false;
  return !toks[i + 1]!.emoji;
}

/**
 * How long something lasts or takes is good or bad by what it is: "long battery life" and "the
 * wait was long" say opposite things with one word. A thing that should last (a battery, its
 * charge, a warranty, "battery life", "talk time") is praised as long and blamed as short; a wait
 * (a delay, a queue, "load times", "the shipping time") the other way round. "long" and "short"
 * have no valence of their own (nor in VADER), so without such a thing nearby they keep none.
 */
const LASTING_ASPECT = /^(?:battery|batteries|charge|lifespan|warranty|standby|runtime|run-time)$/;
/** What makes "life" the life of a thing ("battery life", "shelf life"), not a person's life. */
const LASTING_LIFE_OWNER = /^(?:battery|bulb|shelf|blade|filter|lamp|useful|service|product|tire|tyre|brush|cartridge|toner|ink)$/;
/** What makes "time" a time a thing keeps going ("talk time", "battery time"). */
const LASTING_TIME_OWNER = /^(?:battery|talk|play|playback|playing|run|standby|recording|listening|usage|use)$/;
const WAITING_ASPECT = /^(?:wait|waits|waiting|delay|delays|lag|queue|queues|lines|downtime|boot|startup|start-up|load|loading|response|turnaround|lead|hold|shipping|delivery|processing|charging|download|install|installation|setup|transit)$/;
/** Degree words between an adjective and its copula ("the battery life is really short", "the fan is very quiet"); subjectAspect reads over them. */
const SUBJECT_DEGREE = /^(?:very|really|so|quite|pretty|extremely|incredibly|super|a|bit|little|fairly|rather|way|much|even|still|also|always|actually|ridiculously|insanely|too|not|no|any|now|lot|far|considerably|significantly|noticeably|slightly|somewhat)$/;
/** A copula (or, for a duration, "last") before an adjective: what stands before is the subject ("Battery life on the new model is much longer"). */
const SUBJECT_COPULA = /^(?:is|are|was|were|be|been|being|seems?|seemed|feels?|felt|gets?|got|getting|gotten|become|becomes|became|isn't|aren't|wasn't|weren't|lasts?|lasted|lasting)$/;
const LAST_VERB = /^(?:last|lasts|lasted|lasting)$/;
const LONG_OR_SHORT = /^(?:long|longer|short|shorter|forever)$/;
/** On VADER's scale, as "lasting" praise or complaint; about "durable" 1.3 and "slow" -1.3. */
const DURATION_VALENCE = 1.4;

/** +1 for a thing that should last at token k, -1 for a wait, 0 for neither. */
function durationAspect(toks: readonly Token[], k: number): number {
  const w = toks[k]!.lower;
  const before = k > 0 && !toks[k - 1]!.clauseEnd ? toks[k - 1]!.lower : '';
  if (LASTING_ASPECT.test(w)) return WAITING_ASPECT.test(toks[k + 1]?.lower ?? '') ? -1 : 1;
  if (w === 'life') return LASTING_LIFE_OWNER.test(before) ? 1 : 0;
  if (w === 'time' || w === 'times') return LASTING_TIME_OWNER.test(before) ? 1 : WAITING_ASPECT.test(before) ? -1 : 0;
  return WAITING_ASPECT.test(w) ? -1 : 0;
}

/**
 * The valence of "long", "short" (and their comparatives) or "forever" at token i, by the thing it
 * measures: the noun right after it ("short battery life", "long wait times") or the subject before
 * it, over a copula, degree words and "last" ("the battery life is short", "the battery lasts a
 * long time"). "forever" only after "last" ("lasts forever"), where "it" or "this" is the thing
 * bought. Null when there is no such thing ("a long day", "it took a long time").
 */
function durationValence(toks: readonly Token[], i: number): number | null {
  const l = toks[i]!.lower;
  const sign = l.startsWith('short') ? -1 : 1;
  if (l === 'forever' && !LAST_VERB.test(toks[i - 1]?.lower ?? '')) return null;
  if (l !== 'forever' && !toks[i]!.clauseEnd) {
    let aspect = i + 1 < toks.length ? durationAspect(toks, i + 1) : 0;
    if (aspect === 0 && i + 2 < toks.length && !toks[i + 1]!.clauseEnd && /^(?:life|time|times)$/.test(toks[i + 2]!.lower)) aspect = durationAspect(toks, i + 2);
    if (aspect !== 0) return sign * aspect * DURATION_VALENCE;
  }
  const aspect = subjectAspect(toks, i, durationAspect, true);
  return aspect === 0 ? null : sign * aspect * DURATION_VALENCE;
}

/**
 * The aspect (`aspectOf`: +1, -1, 0) of the subject an adjective at token i is said of: back over
 * degree words to a copula (or, with `lasting`, "last"), then over the subject to its thing ("the
 * battery life is really short", "Battery life on the new model is much longer"). With `lasting`,
 * "it lasts" and "this lasts" are a thing that should last ("it lasts forever"). 0 when there is
 * none.
 */
function subjectAspect(toks: readonly Token[], i: number, aspectOf: (toks: readonly Token[], k: number) => number, lasting = false): number {
  let subject = false;
  for (let k = i - 1; k >= 0 && k >= i - 8 && !toks[k]!.clauseEnd; k--) {
    const aspect = aspectOf(toks, k);
    if (aspect !== 0) return subject ? aspect : 0;
    const w = toks[k]!.lower;
    if (subject) {
      if (lasting && LAST_VERB.test(toks[k + 1]!.lower) && /^(?:it|this|they|these|mine|one)$/.test(w)) return 1;
    } else if (SUBJECT_COPULA.test(w) && (lasting || !LAST_VERB.test(w))) subject = true;
    else if (!SUBJECT_DEGREE.test(w) && !/^(?:have|has|had)$/.test(w)) return 0;
  }
  return 0;
}

/** What shows a picture: sharp is praise of it ("sharp pictures"), not of an edge or a drop. */
const VISUAL_THING = /^(?:pictures?|photos?|images?|shots?|screens?|displays?|text|video|videos|details?|lens|lcd|prints?|resolution|footage)$/;
/** What is meant to be heard: loud is praise of it, quiet blame. */
const SOUND_THING = /^(?:speakers?|speakerphone|volume|ringer|ring|ringtone|sound|audio|earpiece|alarm|bass|music|headphones|earbuds|mic|microphone)$/;
/** What is heard without wanting to: loud is blame of it, quiet praise. */
const NOISE_THING = /^(?:fan|fans|motor|engine|compressor|pump|fridge|refrigerator|vacuum|dishwasher|washer|dryer|printer|noise|hum|keyboard|keys|neighbors|neighbours|street|traffic|room|rooms|ac|unit|machine|blender|clicks?)$/;
/** Adjectives whose praise or blame is the thing's: what they praise and blame, and how much (VADER's scale). */
const THING_QUALITIES: ReadonlyMap<string, { praises: RegExp; blames?: RegExp; valence: number }> = new Map([
  ['sharp', { praises: VISUAL_THING, valence: 1.3 }],
  ['sharper', { praises: VISUAL_THING, valence: 1.3 }],
  ['loud', { praises: SOUND_THING, blames: NOISE_THING, valence: 1.2 }],
  ['louder', { praises: SOUND_THING, blames: NOISE_THING, valence: 1.2 }],
  ['quiet', { praises: NOISE_THING, blames: SOUND_THING, valence: 1.2 }],
  ['quieter', { praises: NOISE_THING, blames: SOUND_THING, valence: 1.2 }],
]);

/**
 * The valence of an adjective whose praise or blame depends on the thing ("sharp pictures" but "a
 * sharp drop", "the speaker is loud" but "the fan is loud"): the noun right after it, or the
 * subject before a copula. Null without such a thing.
 */
function thingQualityValence(toks: readonly Token[], i: number): number | null {
  const quality = THING_QUALITIES.get(toks[i]!.lower);
  if (quality === undefined) return null;
  const aspectOf = (ts: readonly Token[], k: number) => (quality.praises.test(ts[k]!.lower) ? 1 : quality.blames?.test(ts[k]!.lower) ? -1 : 0);
  const aspect = !toks[i]!.clauseEnd && i + 1 < toks.length && aspectOf(toks, i + 1) !== 0 ? aspectOf(toks, i + 1) : subjectAspect(toks, i, aspectOf);
  return aspect === 0 ? null : aspect * quality.valence;
}

/** Degree words before a comparative ("much clearer", "a lot smoother"). */
const COMPARATIVE_DEGREE = /^(?:much|far|way|even|slightly|somewhat|considerably|significantly|noticeably)$/;

/**
 * A comparative in -er of a lexicon adjective ("clearer than my old player", "much smoother"):
 * its adjective's valence. Only before "than" or after a degree word, where the -er word is sure
 * to be a comparative and not a noun ("player", "killer", "cleaner"). -ier forms are lookupValence's.
 */
function comparativeValence(toks: readonly Token[], i: number): number | null {
  const l = toks[i]!.lower;
  if (l.length < 5 || !l.endsWith('er') || l.endsWith('ier')) return null;
  const before = i > 0 && !toks[i - 1]!.clauseEnd ? toks[i - 1]!.lower : '';
  // "a lot", "a bit", "a little" as degree words; not "any player", "no cleaner"
  const degree = COMPARATIVE_DEGREE.test(before) || (/^(?:lot|bit|little)$/.test(before) && toks[i - 2]?.lower === 'a');
  const comparative = (toks[i + 1]?.lower === 'than' && !toks[i]!.clauseEnd) || degree;
  if (!comparative) return null;
  const stem = l.slice(0, -2);
  const lex = getLexicon();
  return lex.get(stem) ?? lex.get(stem + 'e') ?? (stem.at(-1) === stem.at(-2) ? lex.get(stem.slice(0, -1)) : undefined) ?? null;
}

/** What a thing suffers when it is flimsy: "scratches easily", "tears easily", "tips over easily". */
export const DAMAGED_EASILY =
  'scratch(?:es|ed)?|scuff(?:s|ed)?|break(?:s)?|broke|tears?|tore|stains?|stained|chips?|chipped|cracks?|cracked|dents?|dented|rips?|ripped|snaps?|snapped|bends?|bent|wrinkles?|wrinkled|smudges?|smudged|fades?|faded|tips? over|tipped over|falls? apart|fell apart|falls? off|fell off|comes? off|came off|comes? loose|came loose|pops? off|popped off|wears? out|wore out|peels?|peeled|overheats?|overheated|gets? (?:dirty|scratched|stained|damaged|tangled)|got (?:dirty|scratched|stained|damaged|tangled)';
/** What a battery or a supply does when it does not last: "the battery drains quickly", "dies fast". */
const DEPLETES = 'drains?|drained|dies|died|runs? (?:out|down|dry)|ran (?:out|down|dry)|goes flat|went flat|discharges?|discharged|wears? (?:out|down)|wore (?:out|down)|fills? up|filled up';
/** "easily" after damage, "quickly" or "fast" after damage or depletion: how soon it gives way, not ease or speed. */
const SPEED_OF_HARM = /^(?:easily|quickly|fast|rapidly)$/;
/** By analogy with "flimsy" -1.4, damped: the damage word itself is often not a lexicon word. */
const EASILY_DAMAGED_VALENCE = -1.0;
const HARMED_SOON_BEFORE_RE = new RegExp(String.raw`\b(?:${DAMAGED_EASILY}|${DEPLETES})(?:\s+(?:very|really|so|too|way too|quite|pretty|far too))?$`);
const DAMAGED_EASILY_BEFORE_RE = new RegExp(String.raw`\b(?:${DAMAGED_EASILY})(?:\s+(?:very|really|so|too|way too|quite|pretty|far too))?$`);

/**
 * "easily" after what damages a thing ("scratches easily", "tears way too easily") says how flimsy
 * it is, not how easy it is to use, and "quickly" or "fast" after damage or depletion ("the battery
 * drains quickly", "dies fast") how soon it gives way, not speed: a mild negative instead of the
 * lexicon's praise. `i` is the word's index.
 */
function harmedSoon(toks: readonly Token[], i: number): boolean {
  let before = '';
  for (let k = i - 1; k >= 0 && k >= i - 4 && !toks[k]!.clauseEnd; k--) before = `${toks[k]!.lower} ${before}`;
  before = before.trimEnd();
  return toks[i]!.lower === 'easily' ? DAMAGED_EASILY_BEFORE_RE.test(before) : HARMED_SOON_BEFORE_RE.test(before);
}

/** Lexicon words with a frequent function-word reading that carries no sentiment. */
const POLYSEMOUS: ReadonlySet<string> = new Set(['like', 'well', 'pretty', 'kind', 'kinds', 'issue', 'issues', 'support', 'fan', 'top', 'rocks', 'plenty', 'alone', 'promised', 'gift', 'gifts', 'alert', 'alerts', 'credit', 'credits', 'original', 'dead', 'saving', 'savings', 'smart']);
const ISSUE_OPENER = /^(?:no|zero|any|single|an|few|minor|major|serious|big|technical|several|many|ongoing|persistent|recurring|constant|known)$/;
const SUBJECT_PRONOUN = /^(i|we|they|you|u|he|she|who|me|people|i'd|id|we'd|you'd|they'd|i'll|we'll|you'll|they'll|ya|ppl)$/;
const VERB_AUX = /^(would|wd|will|'d|do|does|did|dont|don't|doesnt|doesn't|didnt|didn't|wont|won't|wouldnt|wouldn't|might|may|could|should|to|must|can|cant|can't|not|never)$/;
const VERB_ADVERB = /^(really|totally|just|still|also|actually|definitely|truly|kinda|always|genuinely|sorta|especially|particularly|so|too|all|both|even|only)$/;
/**
 * Words of turning to someone, before "to" + the noun "support" ("calls to support", "reached out to
 * support"); not "going to", "a request to", after which "support" is the verb ("going to support you").
 */
const CONTACTED_TO = /^(?:calls?|called|calling|emails?|e-mails?|emailed|messages?|messaged|wrote|written|write|writing|talked|talk|talking|spoke|speak|speaking|spoken|out|escalated|escalate|tickets?|complaints?|sent|send|sending|replies|reply|replied|reported|report|forwarded|transferred|referred|chats?|letter|question|questions)$/;
const DETERMINER = /^(this|that|these|those|what|which|a|the|some|any|every|all|one|same|different|another|my|your|our|their|his|her|its|no|whatever|other|two|many|most|several|various)$/;

/**
 * Part-of-speech style disambiguation from the neighbouring tokens (cheap, generic English
 * syntax, no tagger): is token i the sentiment-bearing reading of a polysemous word?
 *   like:   verb after a subject pronoun / auxiliary / modal ("I like", "would like", "doesn't
 *           like", "I really like") or before "to"; otherwise preposition/filler ("seems like",
 *           "like a", "in like ages").
 *   well:   not in "as well" or as a clause-initial interjection ("Well, ...").
 *   pretty: adjective unless it modifies a following sentiment word or degree word ("pretty
 *           good", "pretty much/sure").
 *   kind:   adjective unless it is the noun after a determiner ("this kind", "all kinds").
 *   support: a verb after a subject, auxiliary or "please" ("we support", "would support"), else
 *           the noun of customer feedback ("contacted support", "the support team"), no sentiment.
 *   gift:   a talent or godsend ("a gift to the world"), not a present ("as a gift", "gift card").
 *   promised: a promise kept ("as promised"), not one reported.
 *   alert:  watchful after a copula or a degree word ("stay alert"), else the notice ("push alerts").
 *   credit: recognition ("give them credit"), not money on an account ("store credit").
 *   original: inventive after a copula or a degree word, not the first one ("the original card").
 *   dead:   lifeless, not the British intensifier ("dead easy", "held it dead flat").
 *   saving: money or time kept, not "daylight saving"; smart: clever, not a kind of device ("smart home").
 *   issue:  a problem when one is had or denied ("an issue with", "no issues", "major issues"),
 *           otherwise a topic ("the issue is", "on the issue of") or an edition.
 */
function isContentReading(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  const prev = i > 0 && !toks[i - 1]!.clauseEnd ? toks[i - 1]!.lower : '';
  const next = !t.clauseEnd && i + 1 < toks.length ? toks[i + 1]!.lower : '';
  switch (t.lower) {
    case 'like': {
      if (next === 'to') return true;
      if (!prev) return false;
      if (SUBJECT_PRONOUN.test(prev) || VERB_AUX.test(prev)) return true;
      if (VERB_ADVERB.test(prev) && i >= 2 && !toks[i - 2]!.clauseEnd) {
        const pp = toks[i - 2]!.lower;
        return SUBJECT_PRONOUN.test(pp) || VERB_AUX.test(pp);
      }
      return false;
    }
    case 'well':
      if (prev === 'as') return false;
      if (!prev && t.clauseEnd && next === '' && i + 1 < toks.length) return false;
      return true;
    case 'pretty':
      if (!next) return true;
      if (/^(much|sure|well|far|close|soon|often|similar|clear|obvious|big|small|large|long|short|old|new|high|low|fast|slow|early|late|heavy|light|loud|quiet|simple|basic|standard|typical|normal|average|quick|cheap|expensive|hard|easy|full|empty|busy|thin|thick|tall|wide|deep)$/.test(next)) return false;
      return lookupValence(next) === null;
    case 'kind':
    case 'kinds':
      if (t.lower === 'kinds') return false;
      return !DETERMINER.test(prev);
    case 'support':
      // the verb ("we support", "please support", "would support", "Support our team"), not the
      // noun of customer feedback ("contacted support", "the support team", "Support was slow")
      if (!prev) return /^(?:our|your|the|this|these|local|small|us|me|them|him|her|it)$/.test(next);
      // "three calls to support", "I wrote to support", "escalated to support": where one turned
      if (prev === 'to' && i >= 2 && !toks[i - 2]!.clauseEnd && CONTACTED_TO.test(toks[i - 2]!.lower)) return false;
      return SUBJECT_PRONOUN.test(prev) || VERB_AUX.test(prev) || /^(?:please|pls|and|fully|strongly|always|totally|really|also|continue|continues|to)$/.test(prev);
    case 'fan':
      // a person who likes something ("a big fan of", "a horror fan"), not the part that cools a
      // device ("the fan is loud", "the cooling fan", "fan noise")
      return !/^(?:the|its|cooling|ceiling|desk|exhaust|cpu|case|laptop|internal|electric|noisy|loud|tower|box|pedestal|bathroom|kitchen|radiator)$/.test(prev) && !/^(?:noise|noises|speed|speeds|blade|blades|motor|kicks|spins|runs|running|ran|turns|never|constantly|always|is|was|makes|made|starts|started|stops|stopped|sounds|whines|rattles|vent|vents|grill|grille)$/.test(next);
    case 'alone':
      // lonely ("I felt alone", "left alone"), not "by itself" ("This feature alone is worth it", "the price alone")
      return !(prev !== '' && !SUBJECT_PRONOUN.test(prev) && !/^(?:all|feel|feels|felt|am|was|were|be|being|been|left|leave|is|are|so|very|completely|totally|home)$/.test(prev) && /^(?:is|was|makes|made|justifies|justified|would|will|worth|pays|sells|costs|cost|takes|took|should|could|can|gives|gave|had|has)$/.test(next));
    case 'plenty':
      // enough of what is wanted ("plenty loud", "plenty fast", "which is plenty"), not a quantity
      // ("plenty of bugs", "plenty to offend everyone", "they'll get plenty")
      if (next === '') return /^(?:is|was|are|were|be|been|that's|it's|thats|its)$/.test(prev);
      return /^(?:loud|big|fast|bright|long|large|strong|sharp|quick|powerful|warm|roomy|clear|smooth|good|enough)$/.test(next);
    case 'rocks':
      // the verb after what it praises ("Spiderman rocks!", "this thing rocks"), not stones ("ice and rocks")
      return prev !== '' && !DETERMINER.test(prev) && !/^(?:and|or|of|with|on|in|into|from|by|at|big|small|sharp|loose|falling|hit|hits|hitting|throw|throws|threw|thrown)$/.test(prev);
    case 'top':
      // a rank ("top quality", "the top choice"), not a place ("on top of", "the top of the unit")
      // nor the verb ("top up my card", "try to top that")
      return !/^(?:of|up|off)$/.test(next) && !/^(?:on|at|from|to|over|off|its|my|your|their|his|her|flip|tank|laptop|desktop)$/.test(prev);
    case 'gift':
    case 'gifts': {
      // a talent or a godsend ("a gift to the world", "she has a gift"), not a present bought or
      // received ("bought it as a gift", "a gift for my wife", "gift card", "gift wrapping")
      const beforePrev = i >= 2 && !toks[i - 2]!.clauseEnd ? toks[i - 2]!.lower : '';
      const afterNext = next !== '' && !toks[i + 1]!.clauseEnd && i + 2 < toks.length ? toks[i + 2]!.lower : '';
      if (/^(?:card|cards|wrap|wrapped|wrapping|box|boxes|set|sets|shop|voucher|vouchers|certificate|certificates|receipt|bag|bags|basket|baskets|idea|ideas|guide|option|options|from)$/.test(next)) return false;
      // "a gift for my wife" (a present), not "a gift for teaching" (a talent)
      if (next === 'for' && (DETERMINER.test(afterNext) || SUBJECT_PRONOUN.test(afterNext) || /^(?:him|her|mom|mum|dad|christmas|xmas|birthdays?|someone|friends?|family|kids?)$/.test(afterNext))) return false;
      return !/^(?:as|birthday|christmas|xmas|anniversary|wedding|housewarming|holiday|free|perfect|nice|lovely|thoughtful)$/.test(prev) && !(/^(?:a|the)$/.test(prev) && /^(?:as|got|bought|buy|received|receive|get|give|gave)$/.test(beforePrev));
    }
    case 'alert':
    case 'alerts':
      // watchful ("stays alert", "the staff were very alert"), not the notice a product sends ("push
      // alerts are late", "an alert for every car", "it alerts me")
      return t.lower === 'alert' && /^(?:is|was|are|were|be|being|been|stay|stays|stayed|staying|remain|remains|remained|keep|keeps|kept|very|so|more|always|fully|mentally|feel|feels|felt|seem|seems|seemed|and)$/.test(prev);
    case 'credit':
    case 'credits':
      // recognition ("give them credit", "credit to the team", "to their credit"), not money on an
      // account ("store credit", "got £5 credit", "refunded in credits")
      return /^(?:give|gives|gave|giving|deserve|deserves|deserved|much|due|full|some|big|huge|their|his|her|your)$/.test(prev) || (t.lower === 'credit' && next === 'to' && i + 2 < toks.length && /^(?:the|their|his|her|your|our|whoever|everyone)$/.test(toks[i + 2]!.lower));
    case 'saving':
    case 'savings':
      // money or time kept ("saving me hours", "great savings"), not the clock ("daylight saving")
      return prev !== 'daylight';
    case 'smart':
      // clever ("a smart design", "so smart"), not a kind of device ("smart home", "smart plug")
      return !/^(?:home|homes|tv|tvs|phone|phones|watch|watches|speaker|speakers|plug|plugs|lock|locks|thermostat|thermostats|device|devices|bulb|bulbs|meter|meters|card|doorbell|doorbells|glasses|fridge|scale|scales|hub|hubs|light|lights|lighting|display|ring|tag|tags|switch|switches)$/.test(next);
    case 'dead':
      // lifeless ("the battery is dead", "a dead pixel"), not the British intensifier ("held it dead
      // flat", "dead easy", "dead on time")
      return !/^(?:flat|easy|simple|straightforward|quick|cheap|on|straight|centre|center|quiet|still|right|set|serious|good|comfy|handy|friendly|helpful|nice|chuffed|pleased|impressed|smooth|reliable|accurate|clear)$/.test(next);
    case 'original':
      // inventive ("very original", "is original", "an original take"), not the first one ("the original card")
      return /^(?:is|was|are|were|so|very|really|quite|truly|refreshingly|wonderfully|highly|most|more|and|incredibly|totally)$/.test(prev);
    case 'promised':
      // a promise kept ("arrived as promised"), not one reported, which feedback tells when it was
      // broken ("I was promised a callback on Monday", "they promised it would ship by Friday")
      return prev === 'as' || next === 'land';
    case 'issue':
    case 'issues':
      // a problem ("no issues so far", "an issue with the export"), not a topic or a magazine's number
      return next === 'with' || (ISSUE_OPENER.test(prev) && next !== 'of');
    default:
      return true;
  }
}

/** Units of time: a word before one measures a length of time ("a full minute"). */
const TIME_UNIT_RE = /^(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?)$/;

/** A derived valence, flipped and damped (VADER's N_SCALAR) by a negator up to 3 tokens before it in its clause. */
function negatedDerived(toks: readonly Token[], i: number, d: number): number {
  for (let j = 1; j <= 3; j++) {
    const k = i - j;
    if (k < 0) break;
    const p = toks[k]!;
    if (p.clauseEnd) break;
    if (negatesAt(toks, k) || p.lower === 'no') return d * N_SCALAR;
  }
  return d;
}

export interface SentimentFeatures {
  /** VADER-style compound in [-1, 1] from the repaired rules */
  compound: number;
  /** raw valence sum incl. punctuation emphasis */
  sum: number;
  posSum: number;
  negSum: number;
  nPos: number;
  nNeg: number;
  nWords: number;
  nNegated: number;
  /** signed valence of words whose sign was flipped by negation */
  negatedSum: number;
  /** signed valence of words in a hypothetical (would/could/if/wish) scope */
  irrealisSum: number;
  /** signed valence after the last contrast marker */
  afterContrastSum: number;
  hasContrast: number;
  emojiSum: number;
  exclam: number;
  question: number;
  maxPos: number;
  maxNeg: number;
  /** signed valence of the final sentence */
  lastSentenceSum: number;
  capsEmphasis: number;
  /** sum of negated valences whose un-negated valence was positive ("not good") */
  negatedPos: number;
  /** sum of negated valences whose un-negated valence was negative ("not bad") */
  negatedNeg: number;
  /** lexicon valence of "like" read as a preposition/filler (kept out of the rule score) */
  fillerSum: number;
  /** derived (word-vector) valence of words the lexicon lacks, negation applied (not in the rule score) */
  derivedSum: number;
}

/**
 * Whether the denial of toks[i] is emphatic: "at all", "whatsoever", "in the slightest" or "one
 * bit" in its clause, at most three words before or four after it ("not bad at all", "not at all
 * difficult", "no trouble whatsoever"). None of the three evaluation corpora says it of a negative
 * word; in feedback it is praise, not a shrug.
 */
function deniedEmphatically(toks: readonly Token[], i: number): boolean {
  let from = i;
  while (from > 0 && i - from < 3 && !toks[from - 1]!.clauseEnd) from--;
  let to = i;
  while (to < toks.length - 1 && to - i < 4 && !toks[to]!.clauseEnd) to++;
  for (let k = from; k <= to; k++) {
    const w = toks[k]!.lower;
    const next = toks[k + 1]?.lower;
    if (w === 'whatsoever' || (k < to && ((w === 'at' && next === 'all') || (w === 'one' && next === 'bit')))) return true;
    if (w === 'slightest' && toks[k - 1]?.lower === 'the' && toks[k - 2]?.lower === 'in') return true;
  }
  return false;
}

export function computeFeatures(text: string): SentimentFeatures {
  const toks = tokenize(text);
  const n = toks.length;
  const f: SentimentFeatures = {
    compound: 0, sum: 0, posSum: 0, negSum: 0, nPos: 0, nNeg: 0, nWords: n, nNegated: 0, negatedSum: 0,
    irrealisSum: 0, afterContrastSum: 0, hasContrast: 0, emojiSum: 0, exclam: 0, question: 0, maxPos: 0,
    maxNeg: 0, lastSentenceSum: 0, capsEmphasis: 0, negatedPos: 0, negatedNeg: 0, fillerSum: 0, derivedSum: 0,
  };
  if (n === 0) return f;
  const derived = getDerivedValences();
  let nCaps = 0;
  for (const t of toks) if (isUpper(t.raw) && !t.emoji) nCaps++;
  const capDiff = nCaps > 0 && nCaps < n;

  const vals = new Float64Array(n);
  const negFlag = new Uint8Array(n);
  const irrealisFlag = new Uint8Array(n);
  const boosterFlag = new Uint8Array(n);
  // clause / sentence bookkeeping
  let irrealisActive = false;
  let concessiveStart = -1;
  let sentStart = 0;
  let contrastIdx = -1; // last contrast index in current sentence
  let lastSentStart = 0;

  const applySentence = (from: number, to: number, cIdx: number) => {
    if (cIdx < 0) return;
    for (let k = from; k < to; k++) {
      if (k < cIdx) vals[k]! *= 0.5;
      else if (k > cIdx) vals[k]! *= 1.5;
    }
  };

  // after the verb of a counterfactual wish ("I wish the support was better"), until the clause ends
  let counterfactual = false;
  // after "could have been" or "would be ... if not for": what was not to be ("It could have been great")
  let unrealised = false;
  for (let i = 0; i < n; i++) {
    const t = toks[i]!;
    const l = t.lower;
    if (IRREALIS.has(l)) irrealisActive = true;
    if (!unrealised && (l === 'been' || l === 'be') && unrealisedAt(toks, i)) unrealised = true;
    if (!counterfactual && i > 0 && COUNTERFACTUAL_VERB.test(l) && counterfactualWish(toks, i)) counterfactual = true;
    // what would follow is no longer the wish ("I wish ice cream was more filling so it'd make a better dinner")
    else if (counterfactual && (/^(?:because|but|though|although|then)$/.test(l) || (l === 'so' && /^(?:it|it'd|that|i|we|they|you|the|he|she|there)$/.test(toks[i + 1]?.lower ?? '')))) counterfactual = false;
    if (CONTRAST.has(l) || opensContrast(toks, i)) {
      contrastIdx = i;
      irrealisActive = false;
    }
    if (CONCESSIVE.has(l) && concessiveStart < 0) concessiveStart = i;
    let v: number | null = null;
    const isBooster =
      (BOOSTERS.has(l) && (DARK_DEGREE.test(l) ? darkDegreeAt(toks, i) : lookupValence(l) === null || intensifies(toks, i))) ||
      ((l === 'kind' || l === 'sort') && toks[i + 1]?.lower === 'of');
    if (isBooster) boosterFlag[i] = 1;
    if (!isBooster && !(l === 'no' && !t.clauseEnd && i + 1 < n && toks[i + 1]!.lower !== 'no' && !toks[i + 1]!.emoji && lookupValence(toks[i + 1]!.lower) !== null)) {
      // multi-word entries ("fed up", "can't stand") take precedence
      const next = toks[i + 1];
      if (next && !t.clauseEnd) {
        const bi = getLexicon().get(`${l} ${next.lower}`);
        if (bi !== undefined) v = bi;
      }
      if (v === null) v = lookupValence(l);
      // "replaced the AAs", "both TVs": the plural of an acronym the lexicon does not know, not the
      // slang its letters spell ("aas" +2.5).
      if (v !== null && /^[A-Z]{2,}s$/.test(t.raw) && lookupValence(l.slice(0, -1)) === null) v = null;
      // "too limited to be useful", "too slow to enjoy": what the excess prevents is denied
      if (v !== null && v > 0 && preventedByExcess(toks, i)) {
        v *= N_SCALAR;
        negFlag[i] = 1;
      }
      // "it charges fast", "the battery charges overnight": the verb, not the fees (-1.1)
      if (v !== null && (l === 'charges' || l === 'charge') && chargesAsVerb(toks, i)) v = null;
      // "blurry after saving", "hit save": what a program does, not a rescue (+2.2)
      if (v !== null && /^sav(?:e|es|ed|ing)$/.test(l) && savedAsAction(toks, i)) v = null;
      // "hard to use", "hard to read": a task that is hard is a complaint (and "not hard to set up" praise)
      if (l === 'hard' && !t.clauseEnd && toks[i + 1]?.lower === 'to' && HARD_TASK.test(toks[i + 2]?.lower ?? '')) v = HARD_TASK_VALENCE;
      // Not in a wish or an expectation ("I assumed it would be quicker than this"), which says the opposite.
      // (In a wish contrary to fact they are read, to be turned: "wish the battery lasted longer".)
      if (v === null && (!irrealisActive || counterfactual) && LONG_OR_SHORT.test(l)) v = durationValence(toks, i);
      if (v === null && (!irrealisActive || counterfactual)) v = thingQualityValence(toks, i) ?? comparativeValence(toks, i);
      // "Honestly, I expected more", "Clearly nobody tested this": opening a sentence or clause, the
      // adverb says how the speaker speaks, not how they feel.
      if (v !== null && STANCE_ADVERBS.has(l) && (i === sentStart || toks[i - 1]!.clauseEnd)) v = null;
      // "Dear support, ...", "Dear Sir or Madam": a letter's salutation, no endearment.
      if (v !== null && l === 'dear' && i === sentStart && /^[a-z]/i.test(toks[i + 1]?.raw ?? '')) v = null;
      // "60 active projects", "9 active tenancies": a count of what is in use, no praise.
      if (v !== null && l === 'active' && i > 0 && !toks[i - 1]!.clauseEnd && /^(?:\d[\d,.]*|all|many|few|several|our|my|the|their|total)$/.test(toks[i - 1]!.lower)) v = null;
      // "straight from the export button", "went straight to voicemail": a direction, not honesty.
      if (v !== null && l === 'straight' && !t.clauseEnd && STRAIGHT_AS_DIRECTLY.test(toks[i + 1]?.lower ?? '')) v = null;
      // A capitalised word after a preposition is a name ("export to Excel", "a trip to Paradise"),
      // not the lexicon's word ("excel" +2); not a strongly felt word written with a capital for
      // emphasis ("go to Hell", "with Love").
      // So is one joined by "or" or "and" to a name or an acronym before it ("as PDF or Excel").
      if (v !== null && Math.abs(v) < 2.5 && i > 0 && /^[A-Z][a-z]+$/.test(t.raw) && !toks[i - 1]!.clauseEnd && (NAME_PREPOSITIONS.has(toks[i - 1]!.lower) || coordinatedWithName(toks, i, sentStart) || namedBetweenArticleAndNoun(toks, i, sentStart))) v = null;
      if (v !== null && SPEED_OF_HARM.test(l) && harmedSoon(toks, i)) v = EASILY_DAMAGED_VALENCE;
      // "wish" (+1.7) before a wish contrary to fact longs for what is missing: no praise
      if (v !== null && (l === 'wish' || l === 'wished') && introducesCounterfactual(toks, i)) v = null;
      if (v !== null && v < 0 && remediedProblem(toks, i)) v = null;
      // "garbage day", "junk mail", "a garbage bag": a noun naming a kind of thing, no judgement
      if (v !== null && (l === 'garbage' || l === 'junk') && !t.clauseEnd && REFUSE_COMPOUND.test(toks[i + 1]?.lower ?? '')) v = null;
      // "The update broke nothing": a failure with nothing as its object is an absence, as "nothing broke" is.
      if (v !== null && v < 0 && !t.clauseEnd && toks[i + 1]?.lower === 'nothing' && FAILURE_VERB.test(l)) v *= N_SCALAR;
      // What is clicked is a button's label ("when I click save", "tap on Like"), not a feeling.
      if (v !== null && isUiLabel(toks, i)) v = null;
    }
    // VADER idioms ("yeah right", "the bomb"): the idiom's valence replaces its words'
    let idiom = false;
    let idiomStart = i;
    if (i >= 1) {
      // The longest idiom that ends here ("works as advertised" over "as advertised"), of two words
      // up to the longest there is ("could have been better").
      let key = l;
      for (let words = 2; words <= IDIOM_MAX_WORDS && i - words + 1 >= 0; words++) {
        key = `${toks[i - words + 1]!.lower} ${key}`;
        const id = IDIOMS.get(key);
        if (id === undefined) continue;
        idiomStart = i - words + 1;
        v = id;
        idiom = true;
      }
      if (!idiom && (t.clauseEnd || i === n - 1)) {
        // an idiom that closes its clause ("Overall I expected a lot more."), of two to four words
        let key = l;
        for (let start = i - 1; start >= 0 && start >= i - 3 && !toks[start]!.clauseEnd; start--) {
          key = `${toks[start]!.lower} ${key}`;
          const id = CLAUSE_FINAL_IDIOMS.get(key);
          if (id === undefined) continue;
          idiomStart = start;
          v = id;
          idiom = true;
        }
      }
      if (!idiom && l === 'enough' && !toks[i - 1]!.clauseEnd) {
        // "not loud enough", "isn't nearly big enough": too little of what is needed, whatever the word
        const adjective = i - 1;
        let k = adjective - 1;
        if (k > 0 && !toks[k]!.clauseEnd && /^(?:nearly|quite|really|remotely|near)$/.test(toks[k]!.lower)) k--;
        if (k >= 0 && !toks[k]!.clauseEnd && deniesCopula(toks, k) && HAS_LETTER_RE.test(toks[adjective]!.lower) && (lookupValence(toks[adjective]!.lower) ?? 0) >= 0) {
          idiomStart = k;
          v = NOT_ENOUGH_VALENCE;
          idiom = true;
        }
      }
      if (!idiom && i >= 2 && (t.clauseEnd || i === n - 1) && couldBeMore(toks, i)) {
        // "battery life could be longer", "it could be a bit louder": a wish for more, as "could be better"
        idiomStart = i - 2;
        v = IDIOMS.get('could be better')!;
        idiom = true;
      }
      if (!idiom && l === 'much' && i >= 2 && toks[i - 2]!.lower === 'not' && opensContrast(toks, i - 2)) {
        // "On paper it looks great, in practice not so much." (not "not so much funny as cute")
        idiomStart = i - 2;
        v = NOT_SO_MUCH_VALENCE;
        idiom = true;
      }
      if (!idiom && (l === 'again' || l === 'another')) {
        const repurchase = repurchaseIntent(toks, i);
        if (repurchase !== null && (l === 'again' || repurchase.negated)) {
          // "I would buy this camera again" as the idiom "buy again"; "would never buy another" against
          idiomStart = repurchase.start;
          v = repurchase.negated ? REPURCHASE_VALENCE * N_SCALAR : REPURCHASE_VALENCE;
          idiom = true;
        }
      }
      for (let j = idiomStart; j < i; j++) vals[j] = 0;
    }
    if (v === null && !isBooster && !idiom && !t.emoji) {
      const d = derived.get(l);
      // A word that measures a length of time ("a full minute", "a solid hour") says how long, not how good.
      const measuresTime = i + 1 < toks.length && !t.clauseEnd && TIME_UNIT_RE.test(toks[i + 1]!.lower);
      if (d !== undefined && lookupValence(l) === null && !measuresTime) f.derivedSum += negatedDerived(toks, i, d);
    }
    if (idiom) {
      // An idiom's valence is not modified by the words inside it ("can't wait"). A negator before
      // one turns it ("would not buy again", "not as described", "never heavy handed", "it never
      // locks up"), except advice against, which keeps its sense under one ("don't waste your money").
      if ((v! > 0 || !ADVICE_VERB.test(toks[idiomStart]!.lower)) && negatedBefore(toks, idiomStart)) {
        v = v! * N_SCALAR;
        negFlag[i] = 1;
      }
      // "Would be 5 stars if not for the battery"
      if (unrealised && v! > 0) {
        v = v! * N_SCALAR;
        negFlag[i] = 1;
      }
      vals[i] = v!;
      v = null;
    } else if (v !== null && POLYSEMOUS.has(l) && !isContentReading(toks, i)) {
      // function-word reading of a polysemous lexicon word ("seems like", "as well", "this kind",
      // "pretty good"): no sentiment of its own
      if (l === 'like') f.fillerSum += v;
      v = null;
    }
    // A denied obligation ("didn't have to wait") or what there is no more of ("no more waiting in
    // line"): a burden, which the negator before it turns into the relief it says.
    const burden = v === null && (deniedObligationAt(toks, i) || noMoreActivityAt(toks, i));
    if (burden) v = OBLIGATION_VALENCE;
    // "too" before a word ("too expensive", "too many steps", "too long", "too fast") states an
    // excess: a complaint, whatever the word says on its own ("too good" keeps its praise).
    if (i >= 1 && toks[i - 1]!.lower === 'too' && !toks[i - 1]!.clauseEnd && !t.emoji && HAS_LETTER_RE.test(l) && !NOT_EXCESS.test(l) && !EXCESS_KEEPS_PRAISE.test(l) && !speakersState(toks, i - 1)) {
      // A good quality in excess ("too fast") loses its praise; how bad the excess is, the rest of
      // the sentence says (highlights.ts makes it a complaint).
      v = v === null ? TOO_EXCESS : v <= 0 ? v + TOO_EXCESS : 0;
    }
    if (v !== null && v !== 0) {
      if (t.emoji) f.emojiSum += v;
      if (capDiff && isUpper(t.raw) && !t.emoji && t.raw.length > 1) {
        v += v > 0 ? C_INCR : -C_INCR;
        f.capsEmphasis += 1;
      }
      if (/(\p{L})\1\1/u.test(l) && !getLexicon().has(l)) v += v > 0 ? B_INCR : -B_INCR;
      let flips = 0;
      // emoticons, emoji and internet interjections ("lol", "smh") comment on the whole utterance:
      // they are outside a negator's scope ("NOT THE LATTER LOL")
      const unscoped = t.emoji || INTERJECTION_RE.test(l);
      // "never had a single outage", "not one single bug": "single" does not count towards the
      // reach, nor do an article and "such" ("wouldn't be such a bad idea")
      let reach = i >= 2 && toks[i - 1]!.lower === 'single' ? 4 : 3;
      // "not exactly what I'd call user friendly", "not what you would call cheap": the negation
      // reaches over the frame of naming.
      for (let j = 1; j <= 3 && i - j >= 1 && !toks[i - j]!.clauseEnd; j++) {
        if (toks[i - j]!.lower !== 'call') continue;
        let sawWhat = false;
        for (let k = i - j - 1; k >= 0 && k >= i - j - 6 && !toks[k]!.clauseEnd; k--) {
          if (toks[k]!.lower === 'what') sawWhat = true;
          else if (sawWhat && isNegator(toks[k]!)) {
            reach = Math.max(reach, i - k);
            break;
          }
        }
      }
      // "Not once has it crashed", "Never once did it fail": a fronted negation reaches over the
      // auxiliary and the subject it inverts.
      if (i >= 4 && toks[i - 3]!.lower === 'once' && /^(?:has|have|had|did|does|do|is|was|were|will|would)$/.test(toks[i - 2]!.lower) && /^(?:it|they|he|she|we|i|you|this|that)$/.test(toks[i - 1]!.lower)) reach = 4;
      for (let j = 1; j <= 2 && i - j >= 0 && !toks[i - j]!.clauseEnd && REACH_FILLERS.has(toks[i - j]!.lower); j++) reach++;
      let absence = false;
      for (let j = 1; j <= reach && !unscoped; j++) {
        const k = i - j;
        if (k < 0) break;
        const p = toks[k]!;
        if (p.clauseEnd) break; // negation and boosters do not cross clause boundaries
        // nor do they reach past another sentiment word, which takes the negator or booster
        // itself ("don't care don't care", "didn't like the slow sync"), unless the two words
        // are coordinated ("not happy or satisfied")
        if (j >= 2 && vals[k + 1] !== 0 && !COORDINATOR.test(toks[k + 2]!.lower)) break;
        const pl = p.lower;
        const b = BOOSTERS.get(pl);
        if (b !== undefined && boosterFlag[k]) {
          let s = v < 0 ? -b : b;
          if (capDiff && isUpper(p.raw)) s += v > 0 ? C_INCR : -C_INCR;
          if (j === 2) s *= 0.95;
          else if (j === 3) s *= 0.9;
          v += s;
        } else if ((pl === 'kind' || pl === 'sort') && toks[k + 1]?.lower === 'of') {
          v += v < 0 ? -B_DECR : B_DECR;
        }
        const ceased = ceasesAt(toks, k, i);
        if (negatesAt(toks, k) || ceased || scarcelyAt(toks, k, i) || usedToAt(toks, k) || (pl === 'no' && j === 1) || (v < 0 && DETERMINER_NEGATOR.test(pl) && l !== 'no' && !noLonger(toks, k + 1))) {
          // "never so good" emphasises rather than negates (VADER)
          const so = (w: string) => w === 'so' || w === 'this';
          if ((pl === 'never' && j >= 2 && (so(toks[k + 1]!.lower) || (j === 3 && so(toks[i - 1]!.lower)))) || negatedComparative(toks, k, i) || negatedPerfectDegree(toks, k, i) || disbelief(toks, k)) {
            v *= 1.25;
          } else {
            // (A bad verb one need not do is a relief too: "don't have to worry about backups".)
            if (v < 0 && flips === 0 && l !== 'no' && (isAbsence(toks, k, i) || noLonger(toks, k) || ceased || burden || usedToAt(toks, k) || obligedAt(toks, i))) {
              absence = true;
              // the verb of ceasing says nothing bad of its own ("stopped" -0.9) when what stops is bad
              if (ceased) vals[k] = 0;
              // "no" says nothing bad of its own when what it denies is bad ("no major issues",
              // "no longer crashes")
              if (pl === 'no') vals[k] = 0;
              if (noLonger(toks, k)) vals[k - 1] = 0;
            }
            v *= N_SCALAR;
            flips++;
          }
        }
        if (pl === 'least' && !(k > 0 && (toks[k - 1]!.lower === 'at' || toks[k - 1]!.lower === 'very'))) {
          v *= N_SCALAR;
          flips++;
        }
      }
      // an absence counts as the positive it says, in the rule score; other negated words are flagged
      if (flips % 2 === 1 && !(absence && flips === 1)) negFlag[i] = 1;
      if (irrealisActive) irrealisFlag[i] = 1;
      // "I wish the support was better" says it is not; "I wish it wasn't so slow" that it is. What
      // is wished away stays bad ("wish my router had a failure message without ...").
      if (counterfactual && v > 0) v *= N_SCALAR;
      // "It could have been great", "would have been great if it worked": the praise did not come true
      // (what "could have been worse" says is left as it is: no relief, as people read it)
      if (unrealised && v > 0) {
        v *= N_SCALAR;
        negFlag[i] = 1;
      }
      if (concessiveStart >= 0 && contrastIdx < 0) v *= 0.75;
      vals[i] = v;
    }
    if (t.clauseEnd) {
      irrealisActive = false;
      counterfactual = false;
      unrealised = false;
      concessiveStart = -1;
    }
    if (t.sentEnd || i === n - 1) {
      applySentence(sentStart, i + 1, contrastIdx);
      lastSentStart = sentStart;
      sentStart = i + 1;
      contrastIdx = -1;
    }
  }

  // A bad word read as the absence it now says (what went away or was done away with): once only.
  const asAbsence = (k: number): boolean => {
    if (!(vals[k]! < 0) || negFlag[k]) return false;
    vals[k]! *= N_SCALAR;
    return true;
  };
  // What was done away with was bad, and its end is good news ("it killed off our spreadsheet
  // chaos", "eliminated the errors"): the bad words of its object count as an absence, the verb as
  // nothing of its own.
  for (let i = 0; i < n - 1; i++) {
    const l = toks[i]!.lower;
    let objStart = -1;
    if (ENDED_VERB.test(l) && !toks[i]!.clauseEnd) objStart = i + 1;
    // (Killing or wiping only with its particle: "killed in the attack" is no relief.)
    else if (/^(?:kill|kills|killed|wiped|wipes)$/.test(l) && !toks[i]!.clauseEnd && /^(?:off|out)$/.test(toks[i + 1]!.lower)) objStart = i + 2;
    else if (/^(?:rid)$/.test(l) && i >= 1 && /^(?:got|get|gets|getting|gotten)$/.test(toks[i - 1]!.lower) && toks[i + 1]!.lower === 'of') objStart = i + 2;
    if (objStart < 0 || toks[objStart - 1]!.clauseEnd) continue;
    let flipped = false;
    for (let k = objStart; k < n && k < objStart + 4; k++) {
      if (asAbsence(k)) flipped = true;
      if (toks[k]!.clauseEnd) break;
    }
    if (flipped && vals[i]! < 0) vals[i] = 0;
  }
  // The absence of a burden is good news, though the burden's word has no valence of its own ("No
  // ads", "No fees!", "no queues", "No paperwork at all"): the "no" is no complaint,
  // and the burden it denies counts as an absence, as "no hassle" does. ("No phone number" and
  // "no reply" deny what was wanted: not burdens.)
  for (let i = 0; i < n - 1; i++) {
    if (!/^(?:no|zero)$/.test(toks[i]!.lower) || toks[i]!.clauseEnd) continue;
    let k = i + 1;
    if (toks[k]!.lower === 'more' && !toks[k]!.clauseEnd && k + 1 < n) k++;
    if (BURDEN_MODIFIER.test(toks[k]!.lower) && !toks[k]!.clauseEnd && k + 1 < n) k++;
    if (!BURDEN.test(toks[k]!.lower) || vals[k] !== 0) continue;
    if (vals[i]! < 0) vals[i] = 0;
    vals[k] = ABSENT_BURDEN_VALENCE;
  }
  // A trouble someone was spared is good news ("saved us a lot of trial and error", "saves me
  // hours of headaches", "spared us the hassle"): the bad words after the person spared count as an
  // absence. Only with a person spared: "it saved the wrong address" is a fault, not a relief.
  for (let i = 0; i < n - 2; i++) {
    if (!/^(?:save|saves|saved|saving|spare|spares|spared|sparing)$/.test(toks[i]!.lower) || toks[i]!.clauseEnd) continue;
    if (!/^(?:me|us|you|them|him|her|everyone|everybody)$/.test(toks[i + 1]!.lower) || toks[i + 1]!.clauseEnd) continue;
    for (let k = i + 2; k < n && k < i + 8; k++) {
      asAbsence(k);
      if (toks[k]!.clauseEnd) break;
    }
  }
  // What went away was bad, and its going is good news ("the lag is gone", "my back pain
  // disappeared"): the bad words of its clause count as an absence, the verb as nothing of its own.
  for (let i = 1; i < n; i++) {
    if (!goneAt(toks, i)) continue;
    let flipped = false;
    // Back over the auxiliaries to the subject: a short noun phrase, not a clause before it ("Only
    // annoyance is that my ride vanished", "3 outages where the camera vanished").
    let k = i - 1;
    while (k >= 0 && !toks[k]!.clauseEnd && (GONE_AUX.test(toks[k]!.lower) || toks[k]!.lower === 'went')) k--;
    for (const end = k - 6; k >= 0 && k > end && !toks[k]!.clauseEnd && !SUBJECT_BOUNDARY.test(toks[k]!.lower); k--) {
      if (asAbsence(k)) flipped = true;
      // The noun phrase opens at its determiner ("It's a shame the app is gone": not the shame).
      if (/^(?:the|a|an|my|our|your|their|his|her|its|this|these|those)$/.test(toks[k]!.lower)) break;
    }
    if (flipped) {
      for (let k = i; k >= 0 && k >= i - 1; k--) if (vals[k]! < 0) vals[k] = 0;
    }
  }
  // An expectation denied after "but" ("I was worried the setup would be complicated, but it
  // wasn't"; "I expected it to be great, but it wasn't"): what was expected is what did not happen.
  for (let b = 1; b < n; b++) {
    if (toks[b]!.lower !== 'but') continue;
    const denied = deniedExpectationAfter(toks, b);
    if (denied < 0) continue;
    let start = b - 1;
    while (start > 0 && !toks[start - 1]!.sentEnd) start--;
    let expected = false;
    for (let k = start; k < b; k++) if (EXPECTATION_WORD.test(toks[k]!.lower)) expected = true;
    if (!expected) continue;
    for (let k = start; k < b; k++) {
      const v = vals[k]!;
      if (v === 0 || negFlag[k]) continue;
      // (the contrast halved the words before "but": they are what the sentence says, denied)
      vals[k] = 2 * v * N_SCALAR;
      if (v > 0) negFlag[k] = 1;
    }
    for (let k = b; k <= denied; k++) vals[k] = 0;
  }
  // A feeling denied ("stopped worrying about missed deliveries", "never have to stress over
  // backups"): what it was about is no complaint either.
  for (let i = 0; i < n - 1; i++) {
    if (!FEELING_ABOUT.test(toks[i]!.lower) || !(vals[i]! > 0) || toks[i]!.clauseEnd || !/^(?:about|over)$/.test(toks[i + 1]!.lower)) continue;
    for (let k = i + 2; k < n && k <= i + 6; k++) {
      if (vals[k]! < 0) vals[k] = 0;
      if (toks[k]!.clauseEnd) break;
    }
  }

  // Praise set alone before a complaint opens sarcasm, not praise ("Great, the update replaced
  // page turning with endless scrolling and I hate it"; "Oh wonderful, it crashed again"): an
  // opening word of praise closed by its comma or "!" counts for nothing when a bad word follows in
  // its sentence. Not when the two are set against each other ("Great app, but ...").
  for (let start = 0; start < n; ) {
    let end = start;
    while (end < n - 1 && !toks[end]!.sentEnd) end++;
    let k = start;
    while (k < end && /^(?:oh|well|just|ah)$/.test(toks[k]!.lower) && !toks[k]!.clauseEnd) k++;
    if (vals[k]! > 0 && SARCASTIC_OPENER.test(toks[k]!.lower) && toks[k]!.clauseEnd && !toks[k]!.sentEnd && !negFlag[k]) {
      let bad = false;
      let contrast = false;
      for (let j = k + 1; j <= end; j++) {
        if (CONTRAST.has(toks[j]!.lower)) contrast = true;
        // (not "no", an absence as often as a complaint: "Clear, step-by-step, no jargon")
        if (vals[j]! < 0 && !negFlag[j] && toks[j]!.lower !== 'no') bad = true;
      }
      if (bad && !contrast) vals[k] = 0;
    }
    start = end + 1;
  }
  let sum = 0;
  let lastContrast = -1;
  for (let i = 0; i < n; i++) if (CONTRAST.has(toks[i]!.lower)) lastContrast = i;
  f.hasContrast = lastContrast >= 0 ? 1 : 0;
  for (let i = 0; i < n; i++) {
    const v = vals[i]!;
    if (v === 0) continue;
    if (negFlag[i] && v > 0 && !deniedEmphatically(toks, i)) {
      // a negated negative word ("not bad", "haven't been this sore") is not reliably positive:
      // across all three evaluation corpora such texts average about neutral. It is kept out of
      // the rule score and left to the learned layer as a separate feature. Denied emphatically
      // ("not bad at all", "wasn't a problem whatsoever") it is praise, and scored as one.
      f.negatedNeg += v;
      f.negatedSum += v;
      f.nNegated++;
      continue;
    }
    sum += v;
    if (v > 0) {
      f.posSum += v;
      f.nPos++;
      if (v > f.maxPos) f.maxPos = v;
    } else {
      f.negSum -= v;
      f.nNeg++;
      if (-v > f.maxNeg) f.maxNeg = -v;
    }
    if (negFlag[i]) {
      f.nNegated++;
      f.negatedSum += v;
      f.negatedPos += v; // v < 0 here: a negated positive word ("not good")
    }
    if (irrealisFlag[i]) f.irrealisSum += v;
    if (lastContrast >= 0 && i > lastContrast) f.afterContrastSum += v;
    if (i >= lastSentStart) f.lastSentenceSum += v;
  }
  // punctuation emphasis (VADER)
  let ep = 0;
  let qm = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 33) ep++;
    else if (c === 63) qm++;
  }
  f.exclam = ep;
  f.question = qm;
  const epAmp = Math.min(ep, 4) * 0.292;
  const qmAmp = qm > 1 ? (qm <= 3 ? qm * 0.18 : 0.96) : 0;
  const amp = epAmp + qmAmp;
  if (sum > 0) sum += amp;
  else if (sum < 0) sum -= amp;
  f.sum = sum;
  f.compound = sum / Math.sqrt(sum * sum + 15);
  return f;
}

export const FEATURE_NAMES = [
  'compound',
  'compound3',
  'sign',
  'polarityRatio',
  'netPerSqrtLen',
  'tanhNet',
  'signedTanhTotal',
  'netDensity',
  'negatedSum',
  'irrealisSum',
  'afterContrastSum',
  'lastSentence',
  'emoji',
  'compoundXExclam',
  'compoundXQuestion',
  'compoundXLogLen',
  'netMax',
  'signedMax',
  'compoundXWeak',
  'compoundXFewWords',
  'derived',
  'derivedPerSqrtLen',
] as const;

/**
 * Feature vector for the linear model; all features are 0 when there is no sentiment evidence.
 * Every feature is odd in the valences (flipping the sign of every word's valence flips the
 * feature), so the model s = tanh(w.x) is polarity-symmetric: it cannot learn a global lean
 * towards negative or positive from the class balance of its training corpora, which would not
 * carry over to other text.
 */
export function featureVector(f: SentimentFeatures): number[] {
  const c = f.compound;
  const sg = c > 0 ? 1 : c < 0 ? -1 : 0;
  const tot = f.posSum + f.negSum;
  const len = Math.max(1, f.nWords);
  return [
    c,
    c * c * c,
    sg,
    tot > 0 ? (f.posSum - f.negSum) / tot : 0,
    (f.posSum - f.negSum) / Math.sqrt(len),
    Math.tanh(f.posSum / 3) - Math.tanh(f.negSum / 3),
    sg * Math.tanh(tot / 3),
    Math.min(1, f.posSum / len) - Math.min(1, f.negSum / len),
    Math.tanh(f.negatedSum / 3),
    Math.tanh(f.irrealisSum / 3),
    Math.tanh(f.afterContrastSum / 3),
    Math.tanh(f.lastSentenceSum / 3),
    Math.tanh(f.emojiSum / 3),
    c * Math.min(f.exclam, 3),
    c * (f.question > 0 ? 1 : 0),
    c * Math.log(len),
    (f.maxPos - f.maxNeg) / 4,
    (sg * Math.max(f.maxPos, f.maxNeg)) / 4,
    // neutral-class cues: only weak sentiment words; few sentiment words
    Math.max(f.maxPos, f.maxNeg) < 1.6 ? c : 0,
    c / (1 + f.nPos + f.nNeg),
    // words the lexicon lacks, valence derived from word vectors (weight learned; see getDerivedValences)
    Math.tanh(f.derivedSum / 2),
    f.derivedSum / Math.sqrt(len),
  ];
}

/** True when the text has any sentiment-bearing token (otherwise the score is exactly 0). */
export function hasEvidence(f: SentimentFeatures): boolean {
  return f.posSum !== 0 || f.negSum !== 0 || f.fillerSum !== 0 || f.negatedNeg !== 0 || f.derivedSum !== 0;
}

export interface LinearModel {
  features: readonly string[];
  weights: readonly number[];
}

export function applyModel(x: readonly number[], model: LinearModel): number {
  let z = 0;
  for (let i = 0; i < x.length; i++) z += x[i]! * (model.weights[i] ?? 0);
  return Math.tanh(z);
}

function round4(x: number): number {
  const r = Math.round(x * 1e4) / 1e4;
  return r === 0 ? 0 : r; // avoid -0
}

/** Rules-only score (repaired VADER compound), exposed for evaluation. */
export function scoreSentimentRules(text: string): number {
  return round4(computeFeatures(text).compound);
}

/** Sentiment in [-1, 1] for any text; 0 when the text carries no sentiment evidence. */
export function scoreSentiment(text: string): number {
  if (!text) return 0;
  const f = computeFeatures(text);
  if (!hasEvidence(f)) return 0;
  const model = SENTIMENT_MODEL;
  if (!model || model.features.length !== FEATURE_NAMES.length) return round4(f.compound);
  const s = applyModel(featureVector(f), model);
  return round4(Math.max(-1, Math.min(1, s)));
}
