/** Incremental placement: one pass over the themes' summaries, O(themes x (dim + terms)). */
import { loadWordModel } from './model.js';
import { sifWeight, type ThemeVector } from './embed.js';
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
};

interface Prepared {
  unit: Float32Array;
  /** term -> in-theme frequency (count / size); a Map is much faster than the JSON record. */
  freq: Map<string, number>;
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
  for (const k of Object.keys(s.termCounts)) freq.set(k, s.termCounts[k]! / s.size);
  const p = { unit, freq };
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

/** Share of the vector's term weight found in the theme, weighted by the terms' in-theme frequency. */
export function lexicalSimilarity(v: ThemeVector, s: ThemeSummary): number {
  return lexical(v.terms, termWeights(v.terms), prepare(s).freq);
}

function termWeights(terms: readonly string[]): Float64Array {
  const w = new Float64Array(terms.length + 1);
  let den = 0;
  for (let i = 0; i < terms.length; i++) {
    w[i] = termWeight(terms[i]!);
    den += w[i]!;
  }
  w[terms.length] = den;
  return w;
}

function lexical(terms: readonly string[], w: Float64Array, freq: Map<string, number>): number {
  const den = w[terms.length]!;
  if (!(den > 0)) return 0;
  let num = 0;
  for (let i = 0; i < terms.length; i++) {
    const f = freq.get(terms[i]!);
    if (f !== undefined) num += w[i]! * f;
  }
  return num / den;
}

function score(v: ThemeVector, p: Prepared, w: Float64Array | null): number {
  const u = p.unit;
  const x = v.values;
  let cos = 0;
  for (let d = 0; d < u.length; d++) cos += x[d]! * u[d]!;
  const lw = PLACE_PARAMS.lexWeight;
  if (lw <= 0 || w === null) return cos;
  return (1 - lw) * cos + lw * lexical(v.terms, w, p.freq);
}

/** Placement similarity of a highlight to a theme: cosine to the centroid blended with term overlap. */
export function similarity(v: ThemeVector, s: ThemeSummary): number {
  return score(v, prepare(s), PLACE_PARAMS.lexWeight > 0 ? termWeights(v.terms) : null);
}

/**
 * Best compatible theme for the vector, or null (= start a new theme) when none reaches the
 * threshold. Ties are broken by theme order (deterministic).
 */
export function placeHighlight(
  vector: ThemeVector,
  themes: ReadonlyArray<{ id: string; summary: ThemeSummary }>,
  threshold: number = PLACE_PARAMS.threshold,
): { id: string; similarity: number } | null {
  let best: { id: string; similarity: number } | null = null;
  const w = PLACE_PARAMS.lexWeight > 0 ? termWeights(vector.terms) : null;
  for (const t of themes) {
    if (t.summary.size <= 0 || !stanceCompatible(vector.stance, t.summary.stanceCounts)) continue;
    const sim = score(vector, prepare(t.summary), w);
    if (sim >= threshold - PLACE_PARAMS.sizeSlack / t.summary.size && (best === null || sim > best.similarity)) best = { id: t.id, similarity: sim };
  }
  return best;
}
