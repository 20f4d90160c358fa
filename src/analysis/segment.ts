/**
 * Sentence segmentation with character offsets (UTF-16 code units = JS string indices).
 *
 * - Line-aware: a line break ends a sentence (bullet / line lists), except for hard-wrapped
 *   prose (a long line without final punctuation followed by a line starting in lower case).
 * - Email-aware: quoted replies ("> ..." lines, "On ... wrote:" and "Original Message" blocks),
 *   signatures ("--" line, "Sent from my iPhone", "Best regards, Name" closings) are marked
 *   `excluded` so callers never highlight them.
 * - Sentence ends: runs of . ! ? … followed by whitespace, except after common abbreviations and
 *   single-letter initials; trailing emoji / emoticons stay with their sentence.
 * - Bullet markers ("- ", "* ", "• ", "1. ", "a) ", an answer arrow "-> ") are not part of the sentence,
 *   and a list written on one line ("- Happy with uptime - Wants bulk import") is split into items.
 * Linear time in the text length.
 */

export interface Sentence {
  start: number;
  end: number;
  text: string;
  /** true for quoted replies, signatures and closings: never highlighted, not scored */
  excluded: boolean;
  /** true when the sentence came from a bullet / numbered list item */
  listItem: boolean;
}

interface Line {
  start: number;
  end: number; // exclusive, without the line break
}

const QUOTED_RE = /^\s*>/;
const REPLY_HEADER_RE = /^\s*(on\s.{0,200}\swrote:\s*$|-{2,}\s*original message\s*-{2,}|-{2,}\s*forwarded message\s*-{2,}|begin forwarded message:)/i;
const SIG_DELIM_RE = /^\s*(--|—|__+|-- )\s*$/;
const SENT_FROM_RE = /^\s*(sent from my\s|sent from (outlook|mail|yahoo|gmail)|get outlook for\s)/i;
const CLOSING_RE =
  /^\s*(best|best regards|kind regards|warm regards|warmest regards|regards|many thanks|thanks|thank you|thanks again|cheers|sincerely|yours sincerely|yours truly|yours|all the best|best wishes|take care|talk soon|respectfully|br|kr|thx)\s*[,.!]?\s*$/i;
const INLINE_CLOSING_HEAD_RE =
  /^\s*(?:(?:best|kind|warm|warmest)?\s*regards|best|cheers|sincerely|thanks|thank you|many thanks|all the best|best wishes|yours truly|yours sincerely)\s*,\s*(.+)$/i;
/** A name signed, with the signer's role or company in brackets if given: "Jane", "Priya (Ops lead, Brightwave)". */
const NAME_RE = /^\p{Lu}[\p{L}.'\-]{0,20}(?:\s\p{Lu}[\p{L}.'\-]{0,20}){0,2}\s*(?:\([^()]{1,60}\)\s*)?$/u;
const INLINE_CLOSING_RE = { test: (s: string): boolean => {
  const m = INLINE_CLOSING_HEAD_RE.exec(s);
  return m !== null && NAME_RE.test(m[1]!);
} };
const BULLET_RE = /^(?:->|=>|→|[-*•·‣◦▪●►–—+]|\d{1,3}[.)]|[a-zA-Z][)]|\(\d{1,3}\)|\[[ xX]?\])\s+/;
const ABBREV = new Set([
  'mr', 'mrs', 'ms', 'dr', 'prof', 'sr', 'jr', 'st', 'vs', 'etc', 'e.g', 'i.e', 'eg', 'ie', 'approx', 'inc',
  'ltd', 'co', 'corp', 'dept', 'est', 'fig', 'no', 'vol', 'ver', 'v', 'jan', 'feb', 'mar', 'apr', 'jun',
  'jul', 'aug', 'sep', 'sept', 'oct', 'nov', 'dec', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'u.s',
  'a.m', 'p.m', 'cf', 'al', 'min', 'max', 'avg', 'ref', 'ca', 'mt', 'ft', 'gen', 'gov', 'sen', 'rep',
]);
const EMOJI_START_RE = /[\p{Extended_Pictographic}\u200D\uFE0F\p{Emoji_Modifier}]/u;
const EMOTICON_RE = /^(?:[:;=8xX][-'^o]?[)(\]\[dDpP/\\|*oO3]+|<3+|\^_?\^|[)(][-']?[:;=]|¯\\_\(ツ\)_\/¯)$/;
const MAX_SENTENCE = 1000;

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let s = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || c === 13 || c === 0x2028 || c === 0x2029) {
      lines.push({ start: s, end: i });
      if (c === 13 && text.charCodeAt(i + 1) === 10) i++;
      s = i + 1;
    }
  }
  lines.push({ start: s, end: text.length });
  return lines;
}

function isBlank(text: string, l: Line): boolean {
  for (let i = l.start; i < l.end; i++) {
    const c = text.charCodeAt(i);
    if (c !== 32 && c !== 9 && c !== 0xa0) return false;
  }
  return true;
}

/** Marks lines that belong to quoted replies / signatures. */
function excludedLines(text: string, lines: Line[]): Uint8Array {
  const ex = new Uint8Array(lines.length);
  const n = lines.length;
  let cut = n; // everything from `cut` on is excluded
  for (let i = 0; i < n; i++) {
    const l = lines[i]!;
    if (l.end - l.start > 300) continue;
    const s = text.slice(l.start, l.end);
    if (REPLY_HEADER_RE.test(s) || SIG_DELIM_RE.test(s) || SENT_FROM_RE.test(s)) {
      // a header/delimiter only starts a trailing block if the rest is not a long body
      cut = i;
      break;
    }
  }
  // closings ("Best regards," + up to 3 short lines, or "Best regards, Name") near the end
  const nonBlank: number[] = [];
  for (let i = 0; i < cut; i++) if (!isBlank(text, lines[i]!)) nonBlank.push(i);
  for (let k = Math.max(0, nonBlank.length - 4); k < nonBlank.length; k++) {
    const i = nonBlank[k]!;
    const l = lines[i]!;
    if (l.end - l.start > 80) continue;
    const s = text.slice(l.start, l.end);
    const rest = nonBlank.slice(k + 1);
    const restShort = rest.every((j) => lines[j]!.end - lines[j]!.start <= 60 && !/[.!?]\s*$/.test(text.slice(lines[j]!.start, lines[j]!.end)));
    if ((CLOSING_RE.test(s) && /,\s*$|^\s*(best|regards|kind regards|best regards|sincerely|cheers)\b/i.test(s) && restShort && rest.length <= 3) ||
        (INLINE_CLOSING_RE.test(s) && restShort && rest.length <= 2)) {
      cut = Math.min(cut, i);
      break;
    }
  }
  for (let i = 0; i < n; i++) {
    if (i >= cut) ex[i] = 1;
    else if (QUOTED_RE.test(text.slice(lines[i]!.start, Math.min(lines[i]!.end, lines[i]!.start + 20)))) ex[i] = 1;
  }
  return ex;
}

function isSpace(c: number): boolean {
  return c === 32 || c === 9 || c === 10 || c === 13 || c === 0xa0 || c === 0x2028 || c === 0x2029 || c === 0x3000;
}

/** Adds trimmed, bullet-stripped sentence [a, b) to out. */
function emit(text: string, a: number, b: number, excluded: boolean, out: Sentence[]): void {
  while (a < b && isSpace(text.charCodeAt(a))) a++;
  while (b > a && isSpace(text.charCodeAt(b - 1))) b--;
  if (a >= b) return;
  let listItem = false;
  const head = text.slice(a, Math.min(b, a + 8));
  const bm = BULLET_RE.exec(head);
  if (bm && bm[0].length < b - a) {
    a += bm[0].length;
    listItem = true;
    while (a < b && isSpace(text.charCodeAt(a))) a++;
  }
  if (a >= b) return;
  // very long runs without punctuation are cut at whitespace so highlights stay quotable
  while (b - a > MAX_SENTENCE) {
    let cutAt = a + MAX_SENTENCE;
    let k = cutAt;
    while (k > a + MAX_SENTENCE / 2 && !isSpace(text.charCodeAt(k))) k--;
    if (k > a + MAX_SENTENCE / 2) cutAt = k;
    else {
      // avoid splitting a surrogate pair
      const c = text.charCodeAt(cutAt - 1);
      if (c >= 0xd800 && c <= 0xdbff) cutAt--;
    }
    let e = cutAt;
    while (e > a && isSpace(text.charCodeAt(e - 1))) e--;
    if (e > a) out.push({ start: a, end: e, text: text.slice(a, e), excluded, listItem });
    a = cutAt;
    while (a < b && isSpace(text.charCodeAt(a))) a++;
  }
  if (a < b) out.push({ start: a, end: b, text: text.slice(a, b), excluded, listItem });
}

function prevWord(text: string, from: number, i: number): string {
  let k = i;
  while (k > from && !isSpace(text.charCodeAt(k - 1)) && text[k - 1] !== '(') k--;
  return text.slice(k, i).toLowerCase().replace(/^["'(\[]+/, '');
}

/**
 * Items of a list written on one line, as call notes are ("- Happy with uptime - Wants bulk
 * import - Asked about pricing"): a dash between spaces before a capital letter, when the block
 * has at least two of them (a single dash, or dashes around a lower-case aside, are punctuation).
 * The positions of the dashes, in order.
 */
const INLINE_ITEM_RE = /\s[-–—]\s+(?=\p{Lu})/gu;
/** A number that opens an item of a numbered list written on one line: "1. Login takes forever 2. Search ...". */
const INLINE_NUMBER_RE = /(?<=^|\s)(\d{1,2})[.)]\s+(?=\p{L})/gu;
function inlineItems(text: string, from: number, to: number): number[] {
  const block = text.slice(from, to);
  // Most blocks have no dash between spaces at all: skip the Unicode regex for them.
  const dashes = / [-–—] /.test(block) ? [...block.matchAll(INLINE_ITEM_RE)].map((m) => from + m.index! + 1) : [];
  if (dashes.length >= 2) return dashes;
  // Numbered the same way, counting up from 1 (not "Version 2. It crashes" or a lone "3." in prose):
  // where each item starts (one that opens the block is a bullet already).
  if (!/\d[.)] /.test(block)) return [];
  const items: number[] = [];
  let expected = 1;
  for (const m of block.matchAll(INLINE_NUMBER_RE)) {
    if (Number(m[1]) !== expected) continue;
    items.push(from + m.index!);
    expected++;
  }
  return expected > 2 ? items.filter((at) => at > from) : [];
}

/** Words that carry a clause on past an emoji ("this app is 🔥 for teams"), so the emoji ends nothing. */
const CLAUSE_GOES_ON_RE = /^(?:for|to|and|or|but|though|although|yet|except|with|of|in|on|at|from|by|than|as|that|which|who|when|because|so|too|the\s+\w+\s+(?:is|are|was|were)\b(?!\s*:))\b/i;
/** Fewer words than this after an emoji are its sentence's tail ("held it flat the whole way 🎂 what a star"), not a sentence. */
const MIN_WORDS_AFTER_EMOJI = 4;

/**
 * Where a sentence ends after the emoji at `at` (an emoji, or several, between spaces): after
 * them, when what came since `start` has two words or more and what follows is a clause of its
 * own, of MIN_WORDS_AFTER_EMOJI words or more; else `at` (no end). Not a heart, which is as
 * often the verb ("I ❤️ this app").
 */
function emojiBoundary(text: string, start: number, at: number, to: number): number {
  let e = at;
  for (;;) {
    let k = e;
    while (k < to && !isSpace(text.charCodeAt(k))) k++;
    const tok = text.slice(e, k);
    if (tok === '' || !EMOJI_START_RE.test(String.fromCodePoint(tok.codePointAt(0)!)) || /[\p{L}\p{N}]/u.test(tok) || /[\u2764\u2665\u{1F495}-\u{1F49F}\u{1F90D}\u{1F90E}\u{1F9E1}\u{1F499}\u{1F49A}\u{1F49B}\u{1F49C}\u{1F5A4}]/u.test(tok)) break;
    e = k;
    while (k < to && isSpace(text.charCodeAt(k))) k++;
    if (k >= to || !EMOJI_START_RE.test(String.fromCodePoint(text.codePointAt(k)!))) break;
    e = k;
  }
  if (e === at) return at;
  let next = e;
  while (next < to && isSpace(text.charCodeAt(next))) next++;
  if (next >= to || !/\p{L}/u.test(text[next]!)) return at;
  // (Two words before it, looked for in the last 200 characters only: a long text with many emoji stays linear.)
  if (!/\S\s+\S+\s*$/.test(text.slice(Math.max(start, at - 200), at)) || CLAUSE_GOES_ON_RE.test(text.slice(next, next + 30))) return at;
  // What follows, up to the next emoji or sentence end, must be a sentence's worth of words.
  let words = 0;
  for (const m of text.slice(next, Math.min(to, next + 200)).matchAll(/\S+/g)) {
    if (EMOJI_START_RE.test(String.fromCodePoint(m[0].codePointAt(0)!)) && !/[\p{L}\p{N}]/u.test(m[0])) break;
    if (++words >= MIN_WORDS_AFTER_EMOJI || /[.!?]$/.test(m[0])) break;
  }
  return words >= MIN_WORDS_AFTER_EMOJI ? e : at;
}

/** Splits block [from, to) (no hard line breaks inside except joined wraps) into sentences. */
function splitBlock(text: string, from: number, to: number, excluded: boolean, out: Sentence[]): void {
  let s = from;
  let i = from;
  const items = inlineItems(text, from, to);
  let nextItem = 0;
  while (i < to) {
    // An inline list item starts here: what came before it is a sentence of its own.
    if (nextItem < items.length && i === items[nextItem]) {
      nextItem++;
      if (text.slice(s, i).trim() !== '') emit(text, s, i, excluded, out);
      s = i;
    }
    while (nextItem < items.length && items[nextItem]! < i) nextItem++;
    const ch = text[i]!;
    // An emoji between spaces closes what came before, as a full stop would, where texts use them
    // for one ("tried it for 2 weeks 👍 the good: templates are great 😍 the bad: it crashes 😤").
    if (i > s && isSpace(text.charCodeAt(i - 1)) && ch.charCodeAt(0) >= 0x2190) {
      const end = emojiBoundary(text, s, i, to);
      if (end > i) {
        emit(text, s, end, excluded, out);
        s = end;
        i = end;
        continue;
      }
    }
    if (ch === '.' || ch === '!' || ch === '?' || ch === '\u2026' || ch === '\u3002' || ch === '\uff01' || ch === '\uff1f') {
      const termStart = i;
      while (i < to && /[.!?\u2026\u3002\uff01\uff1f]/.test(text[i]!)) i++;
      const run = text.slice(termStart, i);
      const afterRun = i;
      while (i < to && /["'”’)\]»]/.test(text[i]!)) i++;
      if (i < to && !isSpace(text.charCodeAt(i))) continue; // "v1.2", "a.b.c", "?!x"
      // A quoted sentence inside one: "the bot just loops 'Did this answer your question?' forever".
      // (A full stop before a closing quote still ends it: "The status says 'Done.' the export ...".)
      if (ch !== '.' && i > afterRun && /["'”’]/.test(text.slice(afterRun, i)) && /^\s+\p{Ll}/u.test(text.slice(i, i + 3))) continue;
      // A sentence trailing off goes on in lower case: "Great app… but it crashes", "says 'loading...' forever".
      if ((run === '\u2026' || run.length >= 2) && /^[.\u2026]+$/.test(run) && /^\s+\p{Ll}/u.test(text.slice(i, i + 3))) continue;
      if (ch === '.' && i - termStart === 1) {
        const w = prevWord(text, s, termStart);
        if (ABBREV.has(w) || /^\p{L}$/u.test(w) || /^\p{L}(\.\p{L})+$/u.test(w)) continue;
        // list numbering "1. " at the start of a sentence
        if (/^\d{1,3}$/.test(w) && text.slice(s, termStart).trim() === w) continue;
      }
      // keep trailing emoji / emoticons with this sentence
      let j = i;
      for (;;) {
        let k = j;
        while (k < to && isSpace(text.charCodeAt(k))) k++;
        if (k >= to) break;
        let e = k;
        while (e < to && !isSpace(text.charCodeAt(e))) e++;
        const tok = text.slice(k, e);
        if (EMOJI_START_RE.test(String.fromCodePoint(tok.codePointAt(0)!)) && !/[\p{L}\p{N}]/u.test(tok)) j = e;
        else if (EMOTICON_RE.test(tok)) j = e;
        else break;
      }
      emit(text, s, j, excluded, out);
      s = j;
      i = j;
      continue;
    }
    i++;
  }
  if (s < to) emit(text, s, to, excluded, out);
}

export function segmentSentences(text: string): Sentence[] {
  const out: Sentence[] = [];
  if (!text) return out;
  const lines = splitLines(text);
  const ex = excludedLines(text, lines);
  let i = 0;
  while (i < lines.length) {
    const first = lines[i]!;
    let last = i;
    // join hard-wrapped prose: long line without final punctuation + next line starting lower-case
    while (last + 1 < lines.length && ex[last + 1] === ex[i]) {
      const cur = lines[last]!;
      const nxt = lines[last + 1]!;
      if (cur.end - cur.start < 40) break;
      const curText = text.slice(Math.max(cur.start, cur.end - 3), cur.end);
      if (/[.!?:;]\s*$/.test(curText)) break;
      const nxtHead = text.slice(nxt.start, Math.min(nxt.end, nxt.start + 8)).trimStart();
      if (!/^\p{Ll}/u.test(nxtHead) || BULLET_RE.test(nxtHead)) break;
      last++;
    }
    splitBlock(text, first.start, lines[last]!.end, ex[i] === 1, out);
    i = last + 1;
  }
  // an inline closing ("... Best regards, Jane") as the last included sentence(s)
  for (let k = out.length - 1, seen = 0; k >= 0 && seen < 2; k--) {
    const o = out[k]!;
    if (o.excluded) continue;
    seen++;
    if (INLINE_CLOSING_RE.test(o.text) || (CLOSING_RE.test(o.text) && /,\s*$|regards|sincerely/i.test(o.text))) {
      for (let m = k; m < out.length; m++) out[m]!.excluded = true;
    }
  }
  return out;
}
