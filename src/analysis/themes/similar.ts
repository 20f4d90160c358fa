/**
 * Themes a person may want to merge with one (GET /issues/{uuid}/similar, /insights/{uuid}/similar):
 * the pieces of one problem that customers worded so differently that placement kept them apart.
 *
 * Ranked in two steps. First by themeSimilarity, as placement would compare the theme with each
 * other one. Then the first `rerank` of those are ranked again with the feedback their newest
 * highlights come from beside the quotes: customers who describe one problem in unlike words
 * still tend to tell the same story around it ("I run the report every Monday ... the file is
 * empty"), which a quote alone leaves out. On the fourteen feedback corpora, the share of issue
 * pieces with another piece of their problem among the five most similar went from 64.3% to 70.3%
 * (docs/evaluation.md, sixteenth session).
 */
import { dot, embedHighlight } from './embed.js';
import { RecentCache } from '../recent.js';
import { similarity, themeQuery } from './place.js';
import type { ThemeSummary } from './summary.js';

export const SIMILAR_PARAMS = {
  /** How many of the themes ranked first by themeSimilarity are ranked again with their feedback. */
  rerank: 30,
  /** The newest highlights of a theme whose feedback stands for it. */
  perTheme: 5,
  /** What of a feedback is read: its opening characters (reading costs about 0.35 ms per 600 characters, and a request reads at most 155 feedback). */
  contextChars: 600,
  /** Weight of the feedback's likeness beside the quotes' (themeSimilarity weighs 1). */
  contextWeight: 0.7,
};

export interface SimilarTheme {
  id: string;
  similarity: number;
}

/**
 * The other themes by themeSimilarity to `own` (its query built once), most similar first (ties by
 * id); themes with no evidence are like nothing.
 */
export function rankByThemeSimilarity(own: { id: string; summary: ThemeSummary }, others: ReadonlyArray<{ id: string; summary: ThemeSummary }>): SimilarTheme[] {
  if (own.summary.size === 0) return [];
  const query = themeQuery(own.summary);
  return others
    .filter((other) => other.id !== own.id && other.summary.size > 0)
    .map((other) => ({ id: other.id, similarity: similarity(query, other.summary) }))
    .sort((a, b) => b.similarity - a.similarity || (a.id < b.id ? -1 : 1));
}

/**
 * The vectors of the feedback read most recently, by their text: a person going down a list of
 * issues asks for the similar themes of each, and the same few hundred feedback come back in turn
 * (their themes are like one another). Embedding is deterministic, so this changes no result.
 */
const contextCache = new RecentCache<string, Float32Array | null>(5000);

function contextVector(text: string, ownName?: ReadonlySet<string>): Float32Array | null {
  const read = text.slice(0, SIMILAR_PARAMS.contextChars);
  // (Keyed by the name too: the same text reads otherwise in an organization of another name.)
  const key = ownName === undefined || ownName.size === 0 ? read : `${[...ownName].join(' ')}\u0000${read}`;
  return contextCache.get(key, () => embedHighlight(read, { ownName })?.values ?? null);
}

/**
 * The direction of what a theme's feedback say (the unit sum of their vectors), or null when none
 * embeds; `ownName`, the organization's name, left out as placement leaves it out.
 */
export function feedbackContext(texts: Iterable<string>, ownName?: ReadonlySet<string>): Float64Array | null {
  let sum: Float64Array | null = null;
  for (const text of texts) {
    const values = contextVector(text, ownName);
    if (!values) continue;
    sum ??= new Float64Array(values.length);
    for (let d = 0; d < sum.length; d++) sum[d]! += values[d]!;
  }
  if (sum === null) return null;
  const norm = Math.sqrt(dot(sum, sum));
  if (!(norm > 0)) return null;
  for (let d = 0; d < sum.length; d++) sum[d]! /= norm;
  return sum;
}

/**
 * The first `rerank` of `ranked` (rankByThemeSimilarity's order), ranked again by the blend of
 * their themeSimilarity and the likeness of their feedback to `own`'s, on the same -1..1 scale
 * (a theme whose feedback or `own`'s is unknown keeps its themeSimilarity), rounded to three
 * decimals, most similar first, ties by id. The rest are not ranked: a person is shown at most 25.
 */
export function rerankByFeedback(ranked: readonly SimilarTheme[], own: Float64Array | null, contexts: ReadonlyMap<string, Float64Array | null>): SimilarTheme[] {
  const w = SIMILAR_PARAMS.contextWeight;
  return ranked
    .slice(0, SIMILAR_PARAMS.rerank)
    .map((theme) => {
      const context = contexts.get(theme.id);
      const similarity = own && context ? (theme.similarity + w * dot(own, context)) / (1 + w) : theme.similarity;
      return { id: theme.id, similarity: Math.round(similarity * 1000) / 1000 };
    })
    .sort((a, b) => b.similarity - a.similarity || (a.id < b.id ? -1 : 1));
}
