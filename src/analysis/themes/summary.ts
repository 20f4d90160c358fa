/** Theme summaries: exact, order-independent sufficient statistics of a theme's members. */
import { STANCES, type Stance, type ThemeVector } from './embed.js';

export interface ThemeSummary {
  /** Sum of the members' unit vectors (direction = centroid; |sum|/size = cohesion). */
  centroid: Float64Array;
  size: number;
  /** term -> number of members whose quote contains it. */
  termCounts: Record<string, number>;
  /** members per stance; a theme never mixes praise with problem/request. */
  stanceCounts: Record<Stance, number>;
}

export function emptyStances(): Record<Stance, number> {
  return { praise: 0, problem: 0, request: 0, neutral: 0 };
}

export function newThemeSummary(vector: ThemeVector, _quote?: string): ThemeSummary {
  const s: ThemeSummary = {
    centroid: new Float64Array(vector.values.length),
    size: 0,
    termCounts: {},
    stanceCounts: emptyStances(),
  };
  return addToTheme(s, vector, _quote);
}

/**
 * Most distinct terms a summary keeps. A large theme forgets the words fewest of its members used:
 * they barely weigh in its term frequencies, and keeping every word would make the stored summary
 * (rewritten on every placement) grow without bound.
 */
export const MAX_THEME_TERMS = 400;

/**
 * A term's count in a summary, 0 when absent. Read as the record's own property only: a term may
 * be any word, "constructor" too, which a plain object would otherwise find on its prototype.
 */
export function termCount(termCounts: Readonly<Record<string, number>>, term: string): number {
  return Object.hasOwn(termCounts, term) ? termCounts[term]! : 0;
}

function pruneRareTerms(termCounts: Record<string, number>): void {
  let keys = Object.keys(termCounts);
  for (let floor = 1; keys.length > MAX_THEME_TERMS; floor++) {
    for (const k of keys) if (termCounts[k]! <= floor) delete termCounts[k];
    keys = Object.keys(termCounts);
  }
}

/** Returns a new summary with the member added (inputs are not mutated). */
export function addToTheme(summary: ThemeSummary, vector: ThemeVector, _quote?: string): ThemeSummary {
  const centroid = Float64Array.from(summary.centroid);
  for (let d = 0; d < centroid.length; d++) centroid[d]! += vector.values[d]!;
  const termCounts = { ...summary.termCounts };
  for (const t of vector.terms) termCounts[t] = termCount(termCounts, t) + 1;
  pruneRareTerms(termCounts);
  const stanceCounts = { ...summary.stanceCounts };
  stanceCounts[vector.stance] += 1;
  return { centroid, size: summary.size + 1, termCounts, stanceCounts };
}

/**
 * The summary of the members added one after another with addToTheme (the same result, terms
 * pruned at the same moments), without copying the summary at every step. Null for no members.
 */
export function summarizeMembers(vectors: Iterable<ThemeVector>): ThemeSummary | null {
  let centroid: Float64Array | null = null;
  const termCounts: Record<string, number> = {};
  let distinct = 0;
  let size = 0;
  const stanceCounts = emptyStances();
  for (const vector of vectors) {
    centroid ??= new Float64Array(vector.values.length);
    for (let d = 0; d < centroid.length; d++) centroid[d]! += vector.values[d]!;
    for (const t of vector.terms) {
      const c = termCount(termCounts, t);
      if (c === 0) distinct++;
      termCounts[t] = c + 1;
    }
    if (distinct > MAX_THEME_TERMS) {
      pruneRareTerms(termCounts);
      distinct = Object.keys(termCounts).length;
    }
    stanceCounts[vector.stance] += 1;
    size++;
  }
  return centroid === null ? null : { centroid, size, termCounts, stanceCounts };
}

/** Returns a new summary without the member, or null when the theme becomes empty. */
export function removeFromTheme(summary: ThemeSummary, vector: ThemeVector, _quote?: string): ThemeSummary | null {
  if (summary.size <= 1) return null;
  const centroid = Float64Array.from(summary.centroid);
  for (let d = 0; d < centroid.length; d++) centroid[d]! -= vector.values[d]!;
  const termCounts = { ...summary.termCounts };
  for (const t of vector.terms) {
    const c = termCount(termCounts, t) - 1;
    if (c > 0) termCounts[t] = c;
    else delete termCounts[t];
  }
  const stanceCounts = { ...summary.stanceCounts };
  stanceCounts[vector.stance] = Math.max(0, stanceCounts[vector.stance] - 1);
  return { centroid, size: summary.size - 1, termCounts, stanceCounts };
}

export type ThemeKind = 'problem' | 'request' | 'praise' | 'neutral';

/** Kind of a theme: problem/request themes are issue-eligible, praise and neutral ones are not. */
export function themeKind(s: ThemeSummary): ThemeKind {
  const c = s.stanceCounts;
  if (c.problem + c.request > 0 && c.problem + c.request >= Math.max(1, Math.ceil(0.25 * s.size))) {
    return c.problem >= c.request ? 'problem' : 'request';
  }
  if (c.praise > 0 && c.praise >= c.problem + c.request && c.praise >= Math.ceil(0.25 * s.size)) return 'praise';
  return 'neutral';
}

export function isIssueEligible(s: ThemeSummary): boolean {
  const k = themeKind(s);
  return k === 'problem' || k === 'request';
}

/** Praise never shares a theme with problems or requests; neutral joins anything. */
export function stanceCompatible(stance: Stance, counts: Record<Stance, number>): boolean {
  if (stance === 'praise') return counts.problem + counts.request === 0;
  // A request does not join a theme of problems, nor a problem one of requests: "add a way to
  // schedule deliveries" is no evidence that deliveries are late (questions join either).
  if (stance === 'problem') return counts.praise === 0 && counts.request <= counts.problem;
  if (stance === 'request') return counts.praise === 0 && counts.problem <= counts.request;
  return true;
}

/** Which of problems and requests a theme's evidence is mostly, if either. */
function leaning(c: Record<Stance, number>): 'problem' | 'request' | null {
  return c.problem > c.request ? 'problem' : c.request > c.problem ? 'request' : null;
}

export function stancesCompatible(a: Record<Stance, number>, b: Record<Stance, number>): boolean {
  if ((a.praise > 0 && b.problem + b.request > 0) || (b.praise > 0 && a.problem + a.request > 0)) return false;
  const la = leaning(a);
  const lb = leaning(b);
  return la === null || lb === null || la === lb;
}

// ---- serialisation -------------------------------------------------------------------------

const STANCE_CODE: Record<Stance, number> = { praise: 0, problem: 1, request: 2, neutral: 3 };

/** Bytes: u8 version=1 | u8 stance | u16 dim | f32[dim] | utf8 terms joined by " ". */
export function serializeVector(v: ThemeVector): Buffer {
  const dim = v.values.length;
  const terms = Buffer.from(v.terms.join(' '), 'utf8');
  const b = Buffer.alloc(4 + dim * 4 + terms.length);
  b.writeUInt8(1, 0);
  b.writeUInt8(STANCE_CODE[v.stance], 1);
  b.writeUInt16LE(dim, 2);
  for (let d = 0; d < dim; d++) b.writeFloatLE(v.values[d]!, 4 + d * 4);
  terms.copy(b, 4 + dim * 4);
  return b;
}

export function deserializeVector(bytes: Uint8Array): ThemeVector {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.readUInt8(0) !== 1) throw new Error('theme vector: unknown version');
  const stance = STANCES[b.readUInt8(1)] ?? 'neutral';
  const dim = b.readUInt16LE(2);
  const values = new Float32Array(dim);
  for (let d = 0; d < dim; d++) values[d] = b.readFloatLE(4 + d * 4);
  const t = b.toString('utf8', 4 + dim * 4);
  return { values, stance, terms: t.length > 0 ? t.split(' ') : [] };
}

/**
 * Text, space-separated: `2 <size> <praise> <problem> <request> <neutral> <centroid> <term> <count>
 * ...`, the centroid as the base64 of its float64 bytes (exact, and a fraction of the cost of
 * decimal numbers: a summary is rewritten on every placement and read whole when an instance
 * loads an organization's themes). Terms never contain spaces (they are single words, as in
 * serializeVector). Version 1 (JSON) is still read.
 */
export function serializeSummary(s: ThemeSummary): string {
  const c = s.centroid;
  const buffer = Buffer.allocUnsafe(c.length * 8);
  for (let d = 0; d < c.length; d++) buffer.writeDoubleLE(c[d]!, d * 8);
  const bytes = buffer.toString('base64');
  const sc = s.stanceCounts;
  let text = `2 ${s.size} ${sc.praise} ${sc.problem} ${sc.request} ${sc.neutral} ${bytes}`;
  for (const term of Object.keys(s.termCounts)) text += ` ${term} ${s.termCounts[term]}`;
  return text;
}

export function deserializeSummary(text: string): ThemeSummary {
  if (text.startsWith('2 ')) {
    const parts = text.split(' ');
    const bytes = Buffer.from(parts[6] ?? '', 'base64');
    if (parts.length < 7 || parts.length % 2 === 0 || bytes.length % 8 !== 0) throw new Error('theme summary: malformed');
    const centroid = new Float64Array(bytes.length / 8);
    for (let d = 0; d < centroid.length; d++) centroid[d] = bytes.readDoubleLE(d * 8);
    // Counts are whole numbers; anything else would spread through every summary built on this one.
    const count = (text: string | undefined, min: number) => {
      const n = Number(text);
      if (!Number.isInteger(n) || n < min) throw new Error('theme summary: malformed');
      return n;
    };
    const termCounts: Record<string, number> = {};
    for (let i = 7; i < parts.length; i += 2) termCounts[parts[i]!] = count(parts[i + 1], 1);
    return {
      centroid,
      size: count(parts[1], 0),
      termCounts,
      stanceCounts: { praise: count(parts[2], 0), problem: count(parts[3], 0), request: count(parts[4], 0), neutral: count(parts[5], 0) },
    };
  }
  const o = JSON.parse(text) as {
    v: number;
    size: number;
    centroid: number[];
    termCounts: Record<string, number>;
    stanceCounts?: Partial<Record<Stance, number>>;
  };
  if (o.v !== 1) throw new Error('theme summary: unknown version');
  return {
    centroid: Float64Array.from(o.centroid),
    size: o.size,
    termCounts: { ...o.termCounts },
    stanceCounts: { ...emptyStances(), ...(o.stanceCounts ?? {}) },
  };
}
