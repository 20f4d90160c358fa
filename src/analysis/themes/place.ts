/** Incremental placement: one pass over the themes' summaries, O(themes x (dim + terms)). */
import { loadWordModel } from './model.js';
import { sifWeight, wordValence, type ThemeVector } from './embed.js';
import { GENERIC_PRODUCT_NOUNS, isConceptTerm } from './text.js';
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
   * Aspect match for problem, request and praise highlights (not questions and remarks): bonus
   * coreBonus x f^corePow, f = the in-theme frequency of the most shared term the highlight has in
   * common with the theme. Praise is grouped by what it praises ("the new dashboard" three ways).
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

const unitCache = new WeakMap<ThemeSummary, Float32Array>();

/** Unit centroid of a summary (memoised per summary object: summaries are treated as immutable values). */
export function unitCentroid(s: ThemeSummary): Float32Array {
  const hit = unitCache.get(s);
  if (hit) return hit;
  const c = s.centroid;
  let n = 0;
  for (let d = 0; d < c.length; d++) n += c[d]! * c[d]!;
  n = Math.sqrt(n) || 1;
  const unit = new Float32Array(c.length);
  for (let d = 0; d < c.length; d++) unit[d] = c[d]! / n;
  unitCache.set(s, unit);
  return unit;
}

interface TermStats {
  /** term -> in-theme frequency (count / size); a Map is much faster than the JSON record. */
  freq: Map<string, number>;
  /** sum over the theme's terms of aspectWeight x frequency. */
  mass: number;
  key: string | null;
  keyFreq: number;
}
const statsCache = new WeakMap<ThemeSummary, TermStats>();

/** Derived, memoised view of a summary's terms (built only where terms are looked up by name). */
function termStats(s: ThemeSummary): TermStats {
  const hit = statsCache.get(s);
  if (hit) return hit;
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
  const stats = { freq, mass, key, keyFreq };
  statsCache.set(s, stats);
  return stats;
}

/** Whether most of a theme's members are problems and requests. */
function issueTheme(s: ThemeSummary): boolean {
  const sc = s.stanceCounts;
  return sc.problem + sc.request > sc.neutral + sc.praise;
}

/** The frequency rank a concept term, or a word for the product itself, weighs as (text.ts). */
const CONCEPT_RANK = 2000;
const termWeightCache = new Map<string, number>();
/** Distinctiveness of a term from its corpus frequency (rare terms weigh more). */
export function termWeight(term: string): number {
  let w = termWeightCache.get(term);
  if (w === undefined) {
    const idx = loadWordModel().index;
    // A failure's concept term weighs as a common word does: it says how something failed, not what.
    const own = idx.get(term) ?? idx.get(term + 's') ?? idx.get(term + 'es');
    // A word for the product weighs at most as a common word does ("service" is commoner still).
    const r = isConceptTerm(term) ? CONCEPT_RANK : GENERIC_PRODUCT_NOUNS.has(term) ? Math.min(own ?? CONCEPT_RANK, CONCEPT_RANK) : own;
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

/** Placement similarity of a highlight to a theme, whatever the theme's stance: cosine to the centroid blended with term overlap. */
export function similarity(v: ThemeVector, s: ThemeSummary): number {
  return blendedScores(v, [{ summary: s }], false, false)[0]!;
}

/** The terms a theme is compared by when it stands for a highlight (themeSimilarity): its most frequent, at most this many. */
const THEME_QUERY_TERMS = 16;

/**
 * How alike theme `b` is to theme `a`, as placement would compare `a` standing for a highlight (its
 * centroid and most frequent terms) with `b`: to find themes a person may want to merge with `a`.
 */
export function themeSimilarity(a: ThemeSummary, b: ThemeSummary): number {
  return similarity(themeQuery(a), b);
}

/** Theme `a` standing for a highlight, as themeSimilarity compares it (to compare one theme with many, build it once). */
export function themeQuery(a: ThemeSummary): ThemeVector {
  const terms = Object.entries(a.termCounts)
    .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
    .slice(0, THEME_QUERY_TERMS)
    .map(([term]) => term);
  return { values: unitCentroid(a), stance: 'neutral', terms };
}

/** similarity() of the vector to each theme; -Infinity for an empty or stance-incompatible theme. */
export function similarities(v: ThemeVector, themes: ReadonlyArray<{ summary: ThemeSummary }>): number[] {
  return blendedScores(v, themes, false);
}

/**
 * What placement compares of a highlight with each theme before the cosine: which themes may take
 * it at all (non-empty, stance-compatible) and, for those, the in-theme frequency of each of its
 * terms: frequencies[k * terms.length + i] is theme k's count of term i over its size, -1 when the
 * theme lacks the term.
 */
export interface TermFrequencies {
  usable: Uint8Array;
  frequencies: Float64Array;
}

/** Whether a theme may take a highlight of this stance at all. */
export function usableFor(vector: ThemeVector, s: ThemeSummary): boolean {
  return s.size > 0 && stanceCompatible(vector.stance, s.stanceCounts);
}

/** TermFrequencies read from the summaries, one look-up per theme and term (every theme usable when not `gated`). */
function frequenciesOf(vector: ThemeVector, themes: ReadonlyArray<{ summary: ThemeSummary }>, gated = true): TermFrequencies {
  const terms = vector.terms;
  const nt = terms.length;
  const n = themes.length;
  const usable = new Uint8Array(n);
  const frequencies = new Float64Array(n * nt).fill(-1);
  for (let k = 0; k < n; k++) {
    const s = themes[k]!.summary;
    if (gated && !usableFor(vector, s)) continue;
    usable[k] = 1;
    const freq = termStats(s).freq;
    for (let i = 0; i < nt; i++) {
      const f = freq.get(terms[i]!);
      if (f !== undefined) frequencies[k * nt + i] = f;
    }
  }
  return { usable, frequencies };
}

/**
 * The term part of each usable theme's placement score (lexical overlap and aspect bonus), from
 * the frequencies: one pass shared by the specificity count, the bonus and the overlap.
 */
interface TermParts {
  usable: Uint8Array;
  /** Lexical overlap per theme (unused without lexical weight). */
  lex: Float64Array;
  /** Aspect bonus per theme. */
  bonus: Float64Array;
  lexical: boolean;
}

function termParts(vector: ThemeVector, themes: ReadonlyArray<{ summary: ThemeSummary }>, { usable, frequencies: freqs }: TermFrequencies, aspectBonus = true): TermParts {
  const w = PLACE_PARAMS.lexWeight > 0 ? termWeights(vector.terms) : null;
  const terms = vector.terms;
  const nt = terms.length;
  const n = themes.length;
  const useSpec = aspectBonus && PLACE_PARAMS.specPow > 0 && PLACE_PARAMS.coreBonus > 0;
  const coreMin = PLACE_PARAMS.coreMin;
  // Aspect specificity: a term's bonus is divided by the number of themes where it is core.
  let spec: Float64Array | null = null;
  if (useSpec) {
    const cnt = new Float64Array(nt).fill(1);
    for (let k = 0; k < n; k++) {
      if (!usable[k]) continue;
      for (let i = 0; i < nt; i++) {
        const f = freqs[k * nt + i]!;
        if (f >= 0 && f >= coreMin) cnt[i]! += 1;
      }
    }
    spec = cnt.map((c) => Math.pow(Math.max(1, c - 1), -PLACE_PARAMS.specPow));
  }
  const lex = new Float64Array(n);
  const bonus = new Float64Array(n);
  const cb = PLACE_PARAMS.coreBonus;
  const withBonus = aspectBonus && cb > 0 && (PLACE_PARAMS.coreAll || vector.stance === 'problem' || vector.stance === 'request' || vector.stance === 'praise');
  const den = w === null ? 0 : w[nt]!;
  const bw = PLACE_PARAMS.backWeight;
  // The theme's heaviest term and term mass are looked at only when a parameter uses them.
  const needStats = bw > 0 || PLACE_PARAMS.keyBonus !== 0;
  for (let k = 0; k < n; k++) {
    if (!usable[k]) continue;
    const s = themes[k]!.summary;
    const base = k * nt;
    if (withBonus && (!PLACE_PARAMS.coreThemeKind || issueTheme(s))) {
      let best = 0;
      for (let i = 0; i < nt; i++) {
        const f = freqs[base + i]!;
        if (f < 0 || (!PLACE_PARAMS.coreOpinion && isOpinion(terms[i]!))) continue;
        const c = Math.pow(f, PLACE_PARAMS.corePow) * (spec ? spec[i]! : 1);
        if (c > best) best = c;
      }
      bonus[k] = cb * best * Math.min(1, PLACE_PARAMS.coreSize / s.size);
    }
    if (w !== null && den > 0) {
      const stats = needStats ? termStats(s) : null;
      let num = 0;
      let hasKey = false;
      for (let i = 0; i < nt; i++) {
        const f = freqs[base + i]!;
        if (f < 0) continue;
        num += w[i]! * f;
        if (stats && terms[i] === stats.key) hasKey = true;
      }
      let l = num / den;
      if (stats && bw > 0 && stats.mass > 0) l = (1 - bw) * l + bw * (num / stats.mass);
      if (stats && hasKey && stats.keyFreq >= PLACE_PARAMS.keyMinFreq) l += PLACE_PARAMS.keyBonus;
      lex[k] = l;
    }
  }
  return { usable, lex, bonus, lexical: w !== null };
}

function cosine(x: Float32Array, u: Float32Array): number {
  let cos = 0;
  for (let d = 0; d < u.length; d++) cos += x[d]! * u[d]!;
  return cos;
}

/** A placement score from its parts: cosine blended with term overlap, plus the aspect bonus. */
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
  return blendedScores(vector, themes, true);
}

/** Each theme's cosine blended with term overlap, plus the aspect bonus if asked; -Infinity where not usable. */
function blendedScores(vector: ThemeVector, themes: ReadonlyArray<{ summary: ThemeSummary }>, aspectBonus: boolean, gated = true): number[] {
  const parts = termParts(vector, themes, frequenciesOf(vector, themes, gated), aspectBonus);
  const out: number[] = new Array(themes.length);
  for (let k = 0; k < themes.length; k++) {
    out[k] = parts.usable[k] ? combine(cosine(vector.values, unitCentroid(themes[k]!.summary)), parts.lex[k]!, parts.bonus[k]!, parts.lexical) : -Infinity;
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
 */
export function placeHighlight(
  vector: ThemeVector,
  themes: ReadonlyArray<{ id: string; summary: ThemeSummary }>,
  threshold: number = PLACE_PARAMS.threshold,
): { id: string; similarity: number } | null {
  return placeWithFrequencies(vector, themes, frequenciesOf(vector, themes), threshold);
}

/**
 * placeHighlight with the term frequencies already at hand (ThemePool reads them from its term
 * index, without looking every term up in every theme).
 */
export function placeWithFrequencies(
  vector: ThemeVector,
  themes: ReadonlyArray<{ id: string; summary: ThemeSummary }>,
  frequencies: TermFrequencies,
  threshold: number = PLACE_PARAMS.threshold,
): { id: string; similarity: number } | null {
  const parts = termParts(vector, themes, frequencies);
  const bound = new Float64Array(themes.length);
  let top = -1;
  for (let k = 0; k < themes.length; k++) {
    if (!parts.usable[k]) continue;
    bound[k] = combine(MAX_COSINE, parts.lex[k]!, parts.bonus[k]!, parts.lexical);
    if (top < 0 || bound[k]! > bound[top]!) top = k;
  }
  let best = -1;
  let bestSim = -Infinity;
  const consider = (k: number) => {
    const min = threshold - PLACE_PARAMS.sizeSlack / themes[k]!.summary.size;
    // A theme that cannot reach the threshold, or beat (or tie) the best, even with a perfect cosine.
    if (bound[k]! < min || (best >= 0 && bound[k]! < bestSim)) return;
    const sim = combine(cosine(vector.values, unitCentroid(themes[k]!.summary)), parts.lex[k]!, parts.bonus[k]!, parts.lexical);
    if (sim >= min && (best < 0 || sim > bestSim || (sim === bestSim && k < best))) {
      best = k;
      bestSim = sim;
    }
  };
  // The most promising theme first, so that most of the others fall below the best at once.
  if (top >= 0) consider(top);
  for (let k = 0; k < themes.length; k++) if (k !== top && parts.usable[k]) consider(k);
  return best < 0 ? null : { id: themes[best]!.id, similarity: bestSim };
}
