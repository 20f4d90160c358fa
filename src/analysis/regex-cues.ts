/**
 * A cheap test that lets a large regular expression be skipped for a text it cannot match.
 *
 * Most of the highlight rules' time went into long alternations that match almost nothing: a
 * typical sentence is tested against a few hundred of them and two or three match. Each pattern is
 * read once, when it is built, for the literal text that every match must contain at the start of a
 * word ("crash" for `\b(?:crash(?:es|ed)?|...)`, "wit" for `\bwithout\s+...`), cut to its first one
 * to three characters. A text is then scanned once for the first three characters of each of its
 * words, and a pattern runs only when one of its cues is there. The reading is conservative: where
 * the pattern could start with anything (`.`, `\w+`, `[^.!?]*`, a backreference) it keeps no cue and
 * the pattern always runs; so a skipped pattern is one that would not have matched (tested over the
 * evaluation data, test/analysis/regex-cues.test.ts).
 *
 * The idea is the prefilter of RE2 and of trigram code search, kept to word starts so that one scan
 * of a sentence serves every pattern.
 */

/** What a piece of a pattern can begin with: a literal (lower case, at most three characters). */
interface Start {
  /** The literal read so far. */
  s: string;
  /** The piece's match ends right after `s`, so what follows may extend it. */
  done: boolean;
  /** Where `s` begins, the previous character is not a word character (or there is none). */
  wordStart: boolean;
  /** Something was consumed before `s`: it does not begin where the piece begins. */
  moved: boolean;
}

const MAX_KEY = 3;
const MAX_STARTS = 4000;
const IDENTITY: Start = { s: '', done: true, wordStart: false, moved: false };

class Unreadable extends Error {}

const isWordCode = (c: number) =>
  (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const lowerAscii = (ch: string) => {
  const c = ch.charCodeAt(0);
  return c >= 65 && c <= 90 ? String.fromCharCode(c + 32) : ch;
};

function dedupe(starts: Start[]): Start[] {
  const seen = new Map<string, Start>();
  for (const x of starts) seen.set(`${x.s}\u0000${+x.done}${+x.wordStart}${+x.moved}`, x);
  if (seen.size > MAX_STARTS) throw new Unreadable('too many starts');
  return [...seen.values()];
}

/** `a` followed by `b`. */
function concat(as: Start[], bs: Start[]): Start[] {
  const out: Start[] = [];
  for (const a of as) {
    if (!a.done) { out.push(a); continue; }
    for (const b of bs) {
      if (a.s === '') {
        out.push({ s: b.s, done: b.done, wordStart: b.moved ? b.wordStart : b.wordStart || a.wordStart, moved: a.moved || b.moved });
      } else if (b.moved) {
        out.push({ ...a, done: false });
      } else {
        const s = a.s + b.s;
        out.push({ s: s.slice(0, MAX_KEY), done: b.done && s.length < MAX_KEY, wordStart: a.wordStart, moved: a.moved });
      }
    }
  }
  return dedupe(out);
}

/**
 * What consumes characters but is no literal: after it, a literal starts at a word start when all it
 * can consume are characters other than word characters (`\s+`, `\W*`, `[.,;]`).
 */
function consumed(nonWordOnly: boolean): Start[] {
  return [{ s: '', done: true, wordStart: nonWordOnly, moved: true }];
}

/** A recursive-descent reading of a JavaScript regular expression (no `u` or `v` flag). */
class Reader {
  private i = 0;
  /** Above 0 while reading past what cannot change the starts. */
  private skipping = 0;
  constructor(private readonly src: string) {}

  read(): Start[] {
    const starts = this.disjunction();
    if (this.i < this.src.length) throw new Unreadable(`unexpected ${this.src[this.i]}`);
    return starts;
  }

  /** Where each term of a pattern with no top-level alternatives begins (read past quickly, building no starts). */
  termStarts(): number[] {
    const at: number[] = [];
    this.skipping++;
    while (this.i < this.src.length) {
      if (this.src[this.i] === '|' || this.src[this.i] === ')') throw new Unreadable('not one sequence');
      at.push(this.i);
      this.term();
    }
    return at;
  }

  private disjunction(): Start[] {
    let all = this.alternative();
    while (this.src[this.i] === '|') {
      this.i++;
      all = all.concat(this.alternative());
    }
    return this.skipping > 0 ? [IDENTITY] : dedupe(all);
  }

  private alternative(): Start[] {
    let acc: Start[] = [IDENTITY];
    while (this.i < this.src.length && this.src[this.i] !== '|' && this.src[this.i] !== ')') {
      if (this.skipping > 0 || acc.every((x) => !x.done)) {
        // Every start is complete: the rest only has to be read past (quickly: no starts are built).
        this.skipping++;
        try { this.term(); } finally { this.skipping--; }
      } else acc = concat(acc, this.term());
    }
    return acc;
  }

  private term(): Start[] {
    const c = this.src[this.i]!;
    if (c === '^') { this.i++; return [{ s: '', done: true, wordStart: true, moved: false }]; }
    if (c === '$') { this.i++; return [IDENTITY]; }
    if (c === '\\' && (this.src[this.i + 1] === 'b' || this.src[this.i + 1] === 'B')) {
      this.i += 2;
      return [{ s: '', done: true, wordStart: this.src[this.i - 1] === 'b', moved: false }];
    }
    const kind = c === '(' && this.src[this.i + 1] === '?' ? this.src[this.i + 2] : undefined;
    if (kind === '=' || kind === '!' || (kind === '<' && (this.src[this.i + 3] === '=' || this.src[this.i + 3] === '!'))) {
      // A look-around consumes nothing and is not required here: read past it.
      this.i += this.src[this.i + 2] === '<' ? 4 : 3;
      this.skipping++;
      try { this.disjunction(); } finally { this.skipping--; }
      this.expect(')');
      return [IDENTITY];
    }
    const atom = this.atom();
    return this.quantified(atom);
  }

  private expect(ch: string): void {
    if (this.src[this.i] !== ch) throw new Unreadable(`expected ${ch}`);
    this.i++;
  }

  private atom(): Start[] {
    const c = this.src[this.i]!;
    if (c === '(') {
      this.i++;
      if (this.src.startsWith('?:', this.i)) this.i += 2;
      else if (this.src.startsWith('?<', this.i)) {
        const end = this.src.indexOf('>', this.i);
        if (end < 0) throw new Unreadable('group name');
        this.i = end + 1;
      } else if (this.src[this.i] === '?') throw new Unreadable('group kind');
      const inner = this.disjunction();
      this.expect(')');
      return inner;
    }
    if (c === '[') return this.characterClass();
    if (c === '.') { this.i++; return consumed(false); }
    if (c === '\\') return this.escape();
    if (c === ')' || c === '|' || c === '*' || c === '+' || c === '?' || c === '{') throw new Unreadable(`stray ${c}`);
    this.i++;
    return this.literal(c);
  }

  private literal(ch: string): Start[] {
    // Only ASCII is kept as a cue (a case-insensitive match of anything else is not worth modelling);
    // any other character is no word character, so what follows it starts a word.
    if (ch.charCodeAt(0) > 127) return consumed(true);
    return [{ s: lowerAscii(ch), done: true, wordStart: false, moved: false }];
  }

  private escape(): Start[] {
    const e = this.src[this.i + 1];
    if (e === undefined) throw new Unreadable('trailing backslash');
    this.i += 2;
    switch (e) {
      case 'd': return [...'0123456789'].map((d) => ({ s: d, done: true, wordStart: false, moved: false }));
      case 's': case 'W': return consumed(true);
      case 'D': case 'S': case 'w': return consumed(false);
      case 'n': return this.literal('\n');
      case 't': return this.literal('\t');
      case 'r': return this.literal('\r');
      case 'u': case 'x': {
        const len = e === 'u' ? 4 : 2;
        const hex = this.src.slice(this.i, this.i + len);
        if (!/^[0-9a-fA-F]+$/.test(hex) || hex.length !== len) throw new Unreadable('escape');
        this.i += len;
        return this.literal(String.fromCharCode(parseInt(hex, 16)));
      }
      case 'p': case 'P': case 'k': case 'c': case 'f': case 'v': case '0':
        throw new Unreadable(`escape \\${e}`);
      default:
        if (/[1-9]/.test(e)) return consumed(false); // a backreference: anything
        if (/[A-Za-z]/.test(e)) throw new Unreadable(`escape \\${e}`);
        return this.literal(e);
    }
  }

  /** A class of a few characters gives each as a start; a larger or negated one is a consumption. */
  private characterClass(): Start[] {
    this.i++;
    const negated = this.src[this.i] === '^';
    if (negated) this.i++;
    const chars = new Set<string>();
    let wide = false;
    let nonWordOnly = true;
    let first = true;
    while (this.src[this.i] !== ']' || first) {
      first = false;
      if (this.i >= this.src.length) throw new Unreadable('class');
      let ch = this.src[this.i]!;
      if (ch === '\\') {
        const e = this.src[this.i + 1]!;
        this.i += 2;
        if ('dDwWsS'.includes(e)) {
          wide = true;
          if (e !== 's' && e !== 'W') nonWordOnly = false;
          continue;
        }
        if (e === 'u' || e === 'x') {
          const len = e === 'u' ? 4 : 2;
          ch = String.fromCharCode(parseInt(this.src.slice(this.i, this.i + len), 16));
          this.i += len;
        } else if (e === 'n') ch = '\n';
        else if (e === 't') ch = '\t';
        else if (e === 'r') ch = '\r';
        else if (/[A-Za-z0-9]/.test(e)) throw new Unreadable(`class escape \\${e}`);
        else ch = e;
      } else this.i++;
      if (this.src[this.i] === '-' && this.src[this.i + 1] !== ']') {
        this.i++;
        let to = this.src[this.i]!;
        if (to === '\\') throw new Unreadable('class range escape');
        this.i++;
        const from = ch.charCodeAt(0);
        const end = to.charCodeAt(0);
        if (end - from > 30) wide = true;
        for (let k = from; k <= end; k++) {
          const x = String.fromCharCode(k);
          chars.add(x);
          if (isWordCode(k) || k > 127) nonWordOnly = false;
        }
        continue;
      }
      chars.add(ch);
      if (isWordCode(ch.charCodeAt(0)) || ch.charCodeAt(0) > 127) nonWordOnly = false;
    }
    this.i++;
    if (negated) return consumed(false);
    if (wide || chars.size > 12) return consumed(nonWordOnly);
    const starts: Start[] = [];
    for (const ch of chars) starts.push(...this.literal(ch));
    return dedupe(starts);
  }

  private quantified(atom: Start[]): Start[] {
    const c = this.src[this.i];
    let min = 1;
    let max = 1;
    if (c === '*') { min = 0; max = Infinity; this.i++; }
    else if (c === '+') { min = 1; max = Infinity; this.i++; }
    else if (c === '?') { min = 0; max = 1; this.i++; }
    else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(this.src.slice(this.i));
      if (!m) return atom; // a literal brace
      min = Number(m[1]);
      max = m[2] === undefined ? min : m[3] === '' ? Infinity : Number(m[3]);
      this.i += m[0].length;
    } else return atom;
    if (this.src[this.i] === '?') this.i++; // lazy: the same language
    if (max === 0) return [IDENTITY];
    // More than one repetition: a literal may be followed by another repetition, so it ends there.
    const once = max > 1 ? atom.map((x) => (x.s === '' ? x : { ...x, done: false })) : atom;
    return min === 0 ? dedupe([...once, IDENTITY]) : once;
  }
}

/** What `read` returns, or null for a pattern the reader does not follow. */
function readable<T>(read: () => T): T | null {
  try {
    return read();
  } catch (e) {
    if (e instanceof Unreadable) return null;
    throw e;
  }
}

/**
 * The cues of a pattern: literals of one to three lower-case characters, one of which every match
 * contains at a word start; null when the pattern could match without one.
 */
export function cuesOf(source: string, flags = ''): string[] | null {
  if (/[uvmy]/.test(flags)) return null;
  const starts = readable(() => new Reader(source).read());
  if (starts === null) return null;
  const cues = new Set<string>();
  for (const x of starts) {
    let s = x.s;
    let wordStart = x.wordStart;
    // A literal that begins with a non-word character: its next character, if a word character, is at a word start.
    if (s.length > 1 && !isWordCode(s.charCodeAt(0)) && isWordCode(s.charCodeAt(1))) { s = s.slice(1); wordStart = true; }
    if (s === '' || !wordStart || !isWordCode(s.charCodeAt(0))) return null;
    cues.add(s);
  }
  return [...cues];
}

/** Cues that start most words of any sentence: a pattern behind them runs nearly always. */
const COMMON_CUES: ReadonlySet<string> = new Set([
  'the', 'a', 'an', 'i', 'we', 'you', 'it', 'is', 'was', 'wer', 'are', 'to', 'and', 'of', 'in', 'on', 'my', 'our', 'for', 'tha', 'thi',
  'wit', 'be', 'not', 'no', 'at', 'as', 'so', 'but', 'can', 'do', 'did', 'don', 'had', 'has', 'hav', 'her', 'his', 'he', 'she', 'me',
  'us', 'all', 'jus', 'get', 'got', 'one', 'if', 'or', 'whe', 'wha', 'how', 'thr', 'two', 'by', 'fro',
]);

/** What a set of cues costs, roughly how often it lets its pattern run: common words and short cues the most. */
function cueCost(cues: readonly string[]): number {
  let cost = 0;
  for (const cue of cues) cost += COMMON_CUES.has(cue) ? 20 : cue.length >= 3 ? 1 : cue.length === 2 ? 4 : 12;
  return cost;
}

/**
 * The cues of a pattern with no top-level alternatives, read where they cost least: a match contains
 * a match of every tail of the pattern (from any of its terms to the end), so the cues of any tail
 * are cues of the whole (`\bthe\s+only\s+[\w-]+\s+options?` is cued by "onl" rather than "the").
 */
export function bestCuesOf(source: string, flags = ''): string[] | null {
  let best = cuesOf(source, flags);
  if (best !== null && cueCost(best) <= best.length) return best;
  const terms = readable(() => new Reader(source).termStarts());
  if (terms === null) return best;
  // (Only tails that begin at a word boundary or after a space can have cues: not those from inside a word.)
  for (const at of terms.slice(1).filter((i) => /^\\[bsW]/.test(source.slice(i, i + 2))).slice(0, 24)) {
    const cues = cuesOf(source.slice(at), flags);
    if (cues !== null && (best === null || cueCost(cues) < cueCost(best))) best = cues;
  }
  return best;
}

/**
 * The alternatives at the top level of a pattern's source (`a|b(?:c|d)` gives `a` and `b(?:c|d)`),
 * read past escapes, groups and classes.
 */
export function topLevelAlternatives(source: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let inClass = false;
  let start = 0;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') { i++; continue; }
    if (inClass) { if (c === ']') inClass = false; continue; }
    if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) { out.push(source.slice(start, i)); start = i + 1; }
  }
  out.push(source.slice(start));
  return out;
}

/** A pattern behind its cues. */
export interface CuedPattern {
  pattern: RegExp;
  /** `pattern.test(text)`, false at once when `text` has none of its cues. */
  test(text: string): boolean;
  /** Whether `text` has one of its cues (so the pattern runs). */
  cueFound(text: string): boolean;
}

/** Every cued pattern, by number; each cue's patterns. */
const patternsByCue = new Map<string, number[]>();
let patternCount = 0;
const everyCued: CuedPattern[] = [];

const marksCache = new Map<string, Uint8Array>();

/** Which patterns have a cue in `text`: the first one to three characters of each word. */
function marksFor(text: string): Uint8Array {
  let marks = marksCache.get(text);
  if (marks && marks.length === patternCount) return marks;
  marks = new Uint8Array(patternCount);
  const n = text.length;
  let previousWord = false;
  for (let p = 0; p < n; p++) {
    const word = isWordCode(text.charCodeAt(p));
    if (word && !previousWord) {
      let key = '';
      for (let k = 0; k < MAX_KEY && p + k < n; k++) {
        const c = text.charCodeAt(p + k);
        if (c > 127) break;
        key += String.fromCharCode(c >= 65 && c <= 90 ? c + 32 : c);
        const ids = patternsByCue.get(key);
        if (ids) for (const id of ids) marks[id] = 1;
      }
    }
    previousWord = word;
  }
  if (marksCache.size >= 32) marksCache.clear();
  marksCache.set(text, marks);
  return marks;
}

/**
 * `re.test` behind its cues: false at once for a text with none of them. `re` must not be global or
 * sticky (its `lastIndex` would matter). `knownCues`: cuesOf(re) when already read.
 */
export function cued(re: RegExp, knownCues?: readonly string[]): { test(text: string): boolean } {
  if (re.global || re.sticky) throw new Error('cued: a global or sticky pattern keeps state between tests');
  const cues = knownCues ?? cuesOf(re.source, re.flags);
  if (!cues) return re;
  const id = patternCount++;
  for (const cue of cues) {
    const ids = patternsByCue.get(cue);
    if (ids) ids.push(id);
    else patternsByCue.set(cue, [id]);
  }
  marksCache.clear();
  const cueFound = (text: string) => marksFor(text)[id] === 1;
  const test = (text: string) => cueFound(text) && re.test(text);
  everyCued.push({ pattern: re, test, cueFound });
  return { test };
}

/** Every pattern cued so far with its cued test, for the tests that check that none was skipped wrongly. */
export function cuedPatterns(): readonly CuedPattern[] {
  return everyCued;
}

/**
 * Alternatives tested as a few regular expressions of at most `size` alternatives each rather than
 * as one: past a certain size one regular expression ran far slower in V8 (PROBLEM_STATE_RE, at 90
 * alternatives, made the whole analysis of a typical feedback take 520 µs instead of 230), while
 * the same alternatives in pieces cost what they did before. Each piece runs only when the text has
 * one of its cues (above); so the alternatives are split at their top level and those with
 * cues are grouped by their first cue, for pieces whose cues are few and alike. An alternative that
 * captures or refers back to a group is kept whole, in a piece of its own, as group numbers would
 * change.
 */
export function alternation(patterns: readonly string[], flags: string, size = 10): { test(text: string): boolean } {
  const withCues: { source: string; cues: string[] }[] = [];
  const withoutCues: string[] = [];
  const parts: { test(text: string): boolean }[] = [];
  for (const pattern of patterns) {
    if (/\\[1-9]|\((?!\?)/.test(pattern)) {
      parts.push(cued(new RegExp(pattern, flags)));
      continue;
    }
    for (const source of topLevelAlternatives(pattern)) {
      const cues = bestCuesOf(source, flags);
      if (cues) withCues.push({ source, cues: cues.sort() });
      else withoutCues.push(source);
    }
  }
  withCues.sort((a, b) => (a.cues[0]! < b.cues[0]! ? -1 : a.cues[0]! > b.cues[0]! ? 1 : 0));
  for (let i = 0; i < withCues.length; i += size) {
    const piece = withCues.slice(i, i + size);
    parts.push(cued(new RegExp(piece.map((x) => x.source).join('|'), flags), [...new Set(piece.flatMap((x) => x.cues))]));
  }
  for (let i = 0; i < withoutCues.length; i += size) parts.push(new RegExp(withoutCues.slice(i, i + size).join('|'), flags));
  return { test: (text) => parts.some((re) => re.test(text)) };
}

/** A large pattern, used only to test, as alternation() pieces: `alternation([re.source], re.flags)`. */
export function cuedPattern(re: RegExp): { test(text: string): boolean } {
  return alternation([re.source], re.flags);
}
