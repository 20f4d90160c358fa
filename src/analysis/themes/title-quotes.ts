/**
 * Titles made of one quote's own words, for a theme of one highlight or one no shared phrase
 * names: a short quote, its opening clause, or what it asks for ("Requests for an export to Excel").
 */
import { scoreSentiment } from '../index.js';
import { SENTIMENT_THRESHOLD } from '../highlights.js';
import { loadWordModel } from './model.js';
import { capitalise, titleTags } from './title-reading.js';
import { requestedAction } from './title-phrases.js';

/** Words a quote may have to stand as a title. */
const TITLE_QUOTE_WORDS = 8;

/**
 * The shortest quote of at most TITLE_QUOTE_WORDS words, as a title: capitalised, without its
 * closing punctuation ("Not what I ordered", "Did not live up to the hype"). Null if none is short.
 */
export function shortQuote(quotes: readonly string[], statementsOnly = false): string | null {
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

/** A quote that asks (its last sentence ends in a question mark). */
const QUESTION_END_RE = /\?[\s"'”’)]*$/u;

/** Words a clause may have to stand as a title. */
const TITLE_CLAUSE_WORDS = 9;
/** ... when it is the theme's only quote. */
export const SINGLE_QUOTE_TITLE_WORDS = 12;
/** Openers a title leaves out: "And ...", "Also ...". */
const CLAUSE_OPENER_RE = /^(?:and|but|also|so|then|plus|ok so|honestly|update)\b[\s,:]*/i;

/** A text up to its first clause break (a comma, semicolon, colon, bracket, dash or sentence end). */
export function openingClause(text: string): string {
  return text.split(/[,;:()]|\s[-–—]\s|[.!?]\s/u)[0]!;
}

/**
 * A quote, or its opening clause, short enough to stand as a title (3 to TITLE_CLAUSE_WORDS
 * words): "Estimated 25 minutes and it took 70" for "Estimated 25 minutes and it took 70, with a
 * restaurant 1 mile away." The shortest of the quotes (the alphabetically first on a tie); null
 * when none has one.
 */
export function clauseTitle(quotes: readonly string[]): string | null {
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
  /\b(?:(?:would|'d)\s+(?:really\s+|also\s+|so\s+)?(?:love|like|appreciate)|(?:would|'d)\s+be\s+(?:really\s+|so\s+|super\s+|very\s+)?(?:great|nice|good|awesome|amazing|helpful|handy|lovely|brilliant|ideal|useful|cool|fantastic|wonderful|perfect)(?=\s+to\s)|(?:please|pls|plz)\s+(?:add|bring back|give us|include|support)|(?:please\s+|pls\s+|plz\s+)?(?:let|allow)\s+(?:us|me)(?:\s+to)?(?=\s)(?!\s+(?:know|down)\b)|(?:can|could)\s+you\s+(?:please\s+)?(?:add|bring back|include|support)|any\s+(?:chance|plans?)\s+(?:of|to|for)(?:\s+(?:adding|getting|supporting))?|(?:i|we)\s+(?:really\s+)?wish\s+there\s+(?:was|were|is)|(?:i|we)\s+(?:really\s+)?wish\s+(?:i|we)\s+(could))\s+(.+)$/i;
/** The same asked after "it would be great if": "if I could filter by date", "if there was a dark mode", "if the app had offline maps". */
const IF_FRAME_RE =
  /\b(?:would|'d)\s+(?:be\s+(?:really\s+|so\s+|super\s+|very\s+|extremely\s+|even\s+)?(?:great|nice|good|awesome|amazing|helpful|handy|lovely|brilliant|ideal|useful|cool|fantastic|wonderful|perfect)|save\s+(?:us|me)\s+(?:a\s+lot\s+of\s+|so\s+much\s+|lots\s+of\s+|a\s+ton\s+of\s+|hours\s+of\s+)?(?:time|work|hassle|effort)|(?:really\s+)?help\s+(?:us|me)(?:\s+a\s+lot)?)\s+if\s+(?:(?:i|we|users|customers|clients)\s+(could)|there\s+(?:was|were|is)|(?:you|they)\s+(?:could\s+)?(?:add(?:ed)?|offered|included|supported|brought back)|(?:the|your|this|it)\s+(?:[\w-]+\s+){0,3}?(?:had|offered|supported|included|came with|(?:was|were|is|came)\s+(?:also\s+)?(?:available\s+)?in))\s+(.+)$/i;
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
  /(?:^|[,;:]\s*|\b(?:also|and|plus)\s+)((?:being\s+able\s+to\s+)?(?![a-z]+ing\s)[^,;:.!?]+?)\s+would\s+(?:really\s+|also\s+|definitely\s+|honestly\s+)?(?:be\s+(?:really\s+|so\s+|super\s+|very\s+|extremely\s+|a\s+)?(?:great|nice|good|awesome|amazing|helpful|handy|lovely|brilliant|ideal|useful|cool|fantastic|wonderful|perfect|welcome|(?:big\s+|huge\s+|great\s+)?help|(?:game[- ]changer|lifesaver))|help|make\s+(?:my|our)\s+(?:life|lives|day|job)|make\s+(?:a\s+|all\s+the\s+)?(?:big\s+|huge\s+|real\s+|massive\s+|great\s+|world\s+of\s+)?difference)\b/i;
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
export function askedFor(quote: string): string | null {
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
  // (Also "let us", "allow me to": a verb follows, "Please let us sync in both directions".)
  let verb = Boolean(m?.[1]) || (m !== null && /\b(?:let|allow)\s+(?:us|me)(?:\s+to)?\s*$/i.test(m[0].slice(0, m[0].length - m[2]!.length)));
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
export function singleQuoteTitle(quote: string, problem = false): string | null {
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
