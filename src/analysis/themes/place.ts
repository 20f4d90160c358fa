/** Incremental placement: one pass over the themes' summaries, O(themes x (dim + terms)). */
import { loadWordModel } from './model.js';
import { sifWeight, wordValence, type ThemeVector } from './embed.js';
import { stanceCompatible, type ThemeSummary } from './summary.js';

export const PLACE_PARAMS = {
  /** Minimum similarity to join a large existing theme. */
  threshold: 0.65,
  /**
   * Smaller themes have noisier centroids, so a true member's similarity to them is lower: the
   * threshold for a theme of size n is threshold - sizeSlack / n.
   */
  sizeSlack: 0.0,
  /** Weight of lexical (shared distinctive terms) similarity in [0,1]. */
  lexWeight: 0.3,
  /** Lexical weight of opinion/symptom words relative to aspect words (1 = no damping). */
  opinionLex: 1,
  /** 0 = share of the highlight's terms found in the theme; 1 = also the share of the theme's terms the highlight covers (mean). */
  backWeight: 0,
  /** Bonus when the highlight contains the theme's key aspect (its heaviest term, present in >= keyMinFreq of members). */
  keyBonus: 0,
  keyMinFreq: 0.5,
  /**
   * Aspect match for problem/request highlights: bonus coreBonus x f^corePow, f = the in-theme
   * frequency of the most shared non-opinion term the highlight has in common with the theme.
   */
  coreBonus: 0.3,
  corePow: 2,
  coreAll: false,
  /** Only when the theme itself is mostly problem/request. */
  coreThemeKind: false,
  /** Bonus fades for themes larger than this (x coreSize/size). */
  coreSize: 1e9,
  /** Aspect specificity: the bonus of a term is divided by (themes where it is core)^specPow. */
  specPow: 1,
  coreMin: 0.3,
  /**
   * Opinion/symptom words (|word sentiment| >= 0.2) count as aspects for the bonus too. The
   * sentiment lexicon gives a valence to many topic words ("top", "refund", "cancel", "credit"),
   * and the specificity divisor already discounts words spread over many themes ("broken").
   */
  coreOpinion: true,
};

interface Prepared {
  unit: Float32Array;
  /** term -> in-theme frequency (count / size); a Map is much faster than the JSON record. */
  freq: Map<string, number>;
  /** sum over the theme's terms of aspectWeight x frequency. */
  mass: number;
  key: string | null;
  keyFreq: number;
  size: number;
  issue: boolean;
}
const prepCache = new WeakMap<ThemeSummary, Prepared>();

/** Derived, memoised view of a summary (summaries are treated as immutable values). */
function prepare(s: ThemeSummary): Prepared {
  const hit = prepCache.get(s);
  if (hit) return hit;
  const c = s.centroid;
  let n = 0;
  for (let d = 0; d < c.length; d++) n += c[d]! * c[d]!;
  n = Math.sqrt(n) || 1;
  const unit = new Float32Array(c.length);
  for (let d = 0; d < c.length; d++) unit[d] = c[d]! / n;
  const freq = new Map<string, number>();
  let mass = 0;
  let key: string | null = null;
  let keyScore = 0;
  let keyFreq = 0;
  for (const k of Object.keys(s.termCounts)) {
    const f = s.termCounts[k]! / s.size;
    freq.set(k, f);
    const a = aspectWeight(k) * f;
    mass += a;
    if (a > keyScore || (a === keyScore && key !== null && k < key)) {
      keyScore = a;
      key = k;
      keyFreq = f;
    }
  }
  const sc = s.stanceCounts;
  const p = { unit, freq, mass, key, keyFreq, size: s.size, issue: sc.problem + sc.request > sc.neutral + sc.praise };
  prepCache.set(s, p);
  return p;
}

/** Unit centroid of a summary (memoised per summary object). */
export function unitCentroid(s: ThemeSummary): Float32Array {
  return prepare(s).unit;
}

const termWeightCache = new Map<string, number>();
/** Distinctiveness of a term from its corpus frequency (rare terms weigh more). */
export function termWeight(term: string): number {
  let w = termWeightCache.get(term);
  if (w === undefined) {
    const idx = loadWordModel().index;
    const r = idx.get(term) ?? idx.get(term + 's') ?? idx.get(term + 'es');
    w = sifWeight(r);
    if (termWeightCache.size < 200_000) termWeightCache.set(term, w);
  }
  return w;
}

/** Lexical weight of a term: distinctiveness, damped for opinion/symptom words ("broken", "love"). */
export function aspectWeight(term: string): number {
  const w = termWeight(term);
  return Math.abs(wordValence(term)) >= 0.2 ? w * PLACE_PARAMS.opinionLex : w;
}

/** Share of the vector's term weight found in the theme, weighted by the terms' in-theme frequency. */
export function lexicalSimilarity(v: ThemeVector, s: ThemeSummary): number {
  return lexical(v.terms, termWeights(v.terms), prepare(s));
}

const termWeightsCache = new WeakMap<readonly string[], Float64Array>();
/** Aspect weights of the terms and their sum (last), memoised per terms array (vectors are values). */
function termWeights(terms: readonly string[]): Float64Array {
  const hit = termWeightsCache.get(terms);
  if (hit) return hit;
  const w = new Float64Array(terms.length + 1);
  let den = 0;
  for (let i = 0; i < terms.length; i++) {
    w[i] = aspectWeight(terms[i]!);
    den += w[i]!;
  }
  w[terms.length] = den;
  termWeightsCache.set(terms, w);
  return w;
}

const opinionCache = new Map<string, boolean>();
function isOpinion(t: string): boolean {
  let o = opinionCache.get(t);
  if (o === undefined) {
    o = Math.abs(wordValence(t)) >= 0.2;
    if (opinionCache.size < 200_000) opinionCache.set(t, o);
  }
  return o;
}

function coreMatch(terms: readonly string[], p: Prepared, spec: Float64Array | null): number {
  let best = 0;
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i]!;
    const f = p.freq.get(t);
    if (f === undefined || (!PLACE_PARAMS.coreOpinion && isOpinion(t))) continue;
    const x = Math.pow(f, PLACE_PARAMS.corePow) * (spec ? spec[i]! : 1);
    if (x > best) best = x;
  }
  return best;
}

function lexical(terms: readonly string[], w: Float64Array, p: Prepared): number {
  const den = w[terms.length]!;
  if (!(den > 0)) return 0;
  const freq = p.freq;
  let num = 0;
  let back = 0;
  let hasKey = false;
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i]!;
    const f = freq.get(t);
    if (f !== undefined) {
      num += w[i]! * f;
      back += w[i]! * f;
      if (t === p.key) hasKey = true;
    }
  }
  const bw = PLACE_PARAMS.backWeight;
  let lex = num / den;
  if (bw > 0 && p.mass > 0) lex = (1 - bw) * lex + bw * (back / p.mass);
  if (hasKey && p.keyFreq >= PLACE_PARAMS.keyMinFreq) lex += PLACE_PARAMS.keyBonus;
  return lex;
}

const NO_BONUS = new Float64Array(0);
function score(v: ThemeVector, p: Prepared, w: Float64Array | null, spec: Float64Array | null = null): number {
  const u = p.unit;
  const x = v.values;
  let cos = 0;
  for (let d = 0; d < u.length; d++) cos += x[d]! * u[d]!;
  const lw = PLACE_PARAMS.lexWeight;
  let bonus = 0;
  const cb = PLACE_PARAMS.coreBonus;
  if (cb > 0 && spec !== NO_BONUS && (PLACE_PARAMS.coreAll || v.stance === 'problem' || v.stance === 'request') && (!PLACE_PARAMS.coreThemeKind || p.issue)) {
    bonus = cb * coreMatch(v.terms, p, spec) * Math.min(1, PLACE_PARAMS.coreSize / p.size);
  }
  if (lw <= 0 || w === null) return cos + bonus;
  return (1 - lw) * cos + lw * lexical(v.terms, w, p) + bonus;
}

/** Placement similarity of a highlight to a theme: cosine to the centroid blended with term overlap. */
export function similarity(v: ThemeVector, s: ThemeSummary): number {
  return score(v, prepare(s), PLACE_PARAMS.lexWeight > 0 ? termWeights(v.terms) : null, NO_BONUS);
}

/** similarity() of the vector to each theme; -Infinity for an empty or stance-incompatible theme. */
export function similarities(v: ThemeVector, themes: ReadonlyArray<{ summary: ThemeSummary }>): number[] {
  const w = PLACE_PARAMS.lexWeight > 0 ? termWeights(v.terms) : null;
  return themes.map((t) =>
    t.summary.size <= 0 || !stanceCompatible(v.stance, t.summary.stanceCounts) ? -Infinity : score(v, prepare(t.summary), w, NO_BONUS),
  );
}

/**
 * What placement needs of each theme before the cosine: the prepared summary (null for an empty
 * or stance-incompatible theme) and the term part of its score (lexical overlap and aspect bonus).
 * One look-up per theme and term, shared by the specificity count, the bonus and the overlap.
 */
interface TermParts {
  prepared: (Prepared | null)[];
  /** Lexical overlap per theme (unused without lexical weight). */
  lex: Float64Array;
  /** Aspect bonus per theme. */
  bonus: Float64Array;
  lexical: boolean;
}

function termParts(vector: ThemeVector, themes: ReadonlyArray<{ summary: ThemeSummary }>, present?: Uint8Array): TermParts {
  const w = PLACE_PARAMS.lexWeight > 0 ? termWeights(vector.terms) : null;
  const terms = vector.terms;
  const nt = terms.length;
  const n = themes.length;
  const prepared: (Prepared | null)[] = new Array(n);
  // The terms' in-theme frequencies, -1 where the theme lacks the term.
  const freqs = new Float64Array(n * nt);
  const useSpec = PLACE_PARAMS.specPow > 0 && PLACE_PARAMS.coreBonus > 0;
  const cnt = useSpec ? new Float64Array(nt).fill(1) : null;
  const coreMin = PLACE_PARAMS.coreMin;
  for (let k = 0; k < n; k++) {
    const s = themes[k]!.summary;
    if (s.size <= 0 || !stanceCompatible(vector.stance, s.stanceCounts)) {
      prepared[k] = null;
      continue;
    }
    const p = prepare(s);
    prepared[k] = p;
    const fr = p.freq;
    const base = k * nt;
    for (let i = 0; i < nt; i++) {
      const f = present && present[base + i] === 0 ? undefined : fr.get(terms[i]!);
      if (f === undefined) {
        freqs[base + i] = -1;
        continue;
      }
      freqs[base + i] = f;
      if (cnt !== null && f >= coreMin) cnt[i]! += 1;
    }
  }
  // Aspect specificity: a term's bonus is divided by the number of themes where it is core.
  const spec = cnt === null ? null : cnt.map((c) => Math.pow(Math.max(1, c - 1), -PLACE_PARAMS.specPow));
  const lex = new Float64Array(n);
  const bonus = new Float64Array(n);
  const cb = PLACE_PARAMS.coreBonus;
  const withBonus = cb > 0 && (PLACE_PARAMS.coreAll || vector.stance === 'problem' || vector.stance === 'request');
  const den = w === null ? 0 : w[nt]!;
  for (let k = 0; k < n; k++) {
    const p = prepared[k];
    if (!p) continue;
    const base = k * nt;
    if (withBonus && (!PLACE_PARAMS.coreThemeKind || p.issue)) {
      let best = 0;
      for (let i = 0; i < nt; i++) {
        const f = freqs[base + i]!;
        if (f < 0 || (!PLACE_PARAMS.coreOpinion && isOpinion(terms[i]!))) continue;
        const c = Math.pow(f, PLACE_PARAMS.corePow) * (spec ? spec[i]! : 1);
        if (c > best) best = c;
      }
      bonus[k] = cb * best * Math.min(1, PLACE_PARAMS.coreSize / p.size);
    }
    if (w !== null && den > 0) {
      let num = 0;
      let back = 0;
      let hasKey = false;
      for (let i = 0; i < nt; i++) {
        const f = freqs[base + i]!;
        if (f < 0) continue;
        num += w[i]! * f;
        back += w[i]! * f;
        if (terms[i] === p.key) hasKey = true;
      }
      const bw = PLACE_PARAMS.backWeight;
      let l = num / den;
      if (bw > 0 && p.mass > 0) l = (1 - bw) * l + bw * (back / p.mass);
      if (hasKey && p.keyFreq >= PLACE_PARAMS.keyMinFreq) l += PLACE_PARAMS.keyBonus;
      lex[k] = l;
    }
  }
  return { prepared, lex, bonus, lexical: w !== null };
}

function cosine(x: Float32Array, u: Float32Array): number {
  let cos = 0;
  for (let d = 0; d < u.length; d++) cos += x[d]! * u[d]!;
  return cos;
}

/** A placement score from its parts, combined as score() combines them. */
function combine(cos: number, lex: number, bonus: number, lexical: boolean): number {
  const lw = PLACE_PARAMS.lexWeight;
  if (lw <= 0 || !lexical) return cos + bonus;
  return (1 - lw) * cos + lw * lex + bonus;
}

/**
 * Placement scores of the vector against each theme, as placeHighlight compares them (cosine
 * blended with term overlap, plus the aspect bonus whose specificity is counted over `themes`);
 * -Infinity for an empty or stance-incompatible theme. The background pass uses it to compare a
 * member with its own theme (without the member) and the related themes on one scale.
 */
export function placementScores(vector: ThemeVector, themes: ReadonlyArray<{ summary: ThemeSummary }>): number[] {
  const parts = termParts(vector, themes);
  const out: number[] = new Array(themes.length);
  for (let k = 0; k < themes.length; k++) {
    const p = parts.prepared[k];
    out[k] = p ? combine(cosine(vector.values, p.unit), parts.lex[k]!, parts.bonus[k]!, parts.lexical) : -Infinity;
  }
  return out;
}

/**
 * A cosine of two unit vectors is at most 1; computed from float32 components it can come out a
 * hair above. A bound built on this value is never below a score actually computed.
 */
const MAX_COSINE = 1 + 1e-4;

/**
 * Best compatible theme for the vector, or null (= start a new theme) when none reaches the
 * threshold. Ties are broken by theme order (deterministic).
 *
 * The answer is the highest of placementScores (the first in theme order on a tie), with less
 * work: the term part of every score is cheap, and a theme that could not beat the best found so
 * far even with a perfect cosine is not compared on its vector.
 *
 * `present` (optional; ThemePool passes it) tells which of the vector's terms each theme may use:
 * present[k * terms.length + i] === 0 promises that theme k's summary lacks term i, whose
 * frequency is then not looked up.
 */
export function placeHighlight(
  vector: ThemeVector,
  themes: ReadonlyArray<{ id: string; summary: ThemeSummary }>,
  threshold: number = PLACE_PARAMS.threshold,
  present?: Uint8Array,
): { id: string; similarity: number } | null {
  const parts = termParts(vector, themes, present);
  const bound = new Float64Array(themes.length);
  const order: number[] = [];
  for (let k = 0; k < themes.length; k++) {
    if (!parts.prepared[k]) continue;
    bound[k] = combine(MAX_COSINE, parts.lex[k]!, parts.bonus[k]!, parts.lexical);
    order.push(k);
  }
  let best = -1;
  let bestSim = -Infinity;
  const consider = (k: number) => {
    const min = threshold - PLACE_PARAMS.sizeSlack / themes[k]!.summary.size;
    // A theme that cannot reach the threshold, or beat (or tie) the best, even with a perfect cosine.
    if (bound[k]! < min || (best >= 0 && bound[k]! < bestSim)) return;
    const sim = combine(cosine(vector.values, parts.prepared[k]!.unit), parts.lex[k]!, parts.bonus[k]!, parts.lexical);
    if (sim >= min && (best < 0 || sim > bestSim || (sim === bestSim && k < best))) {
      best = k;
      bestSim = sim;
    }
  };
  // The most promising theme first, so that most of the others fall below the best at once.
  let top = -1;
  for (const k of order) if (top < 0 || bound[k]! > bound[top]!) top = k;
  if (top >= 0) consider(top);
  for (const k of order) if (k !== top) consider(k);
  return best < 0 ? null : { id: themes[best]!.id, similarity: bestSim };
}
