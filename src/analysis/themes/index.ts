/**
 * Theme engine: groups highlights into organisation-wide themes (insights) incrementally, without
 * being told how many themes exist. Pure, deterministic and synchronous; the only I/O is the lazy
 * load of the word-vector table (model/embeddings.bin.gz, ~5.7 MB, read on first embed, not at import).
 *
 * Persistence model (one DB row per theme + one vector per highlight):
 *   - highlight row: `serializeVector(v)` bytes (u8 version | u8 stance | u16 dim | f32[dim] | terms).
 *   - theme row:     `serializeSummary(s)` JSON: exact sufficient statistics – sum of member unit
 *                    vectors (`centroid`, its direction is the centroid), `size`, `termCounts`
 *                    (members containing each term) and `stanceCounts`. add/remove are exact
 *                    inverses, so the row can be updated in O(dim + terms) without reading members,
 *                    while the theme model is the one that added them (themeModelFingerprint()).
 *
 * Request path (POST feedback), per highlight, O(themes x (dim + terms)):
 *   const v = embedHighlight(h.quote, { category: h.category, sentimentScore: h.sentimentScore });
 *   if (v === null) -> the highlight has too little content to theme (no theme).
 *   const hit = placeHighlight(v, themes);                 // themes: {id, summary}[] of the org
 *   hit ? update row hit.id with addToTheme(summary, v, quote)
 *       : insert a theme with newThemeSummary(v, quote);
 *   title/keywords: themeTitle(summary, someMemberQuotes)  // e.g. "CSV export broken"
 *   issue eligibility: isIssueEligible(summary) / themeKind(summary)
 * Deleting a highlight: removeFromTheme(summary, v, quote) (null => delete the theme).
 *
 * Polarity: every vector carries a stance derived from the highlight's category / sentiment
 * (praise | problem | request | neutral). Praise never joins a theme holding problems or requests
 * and vice versa (neutral joins anything), so a theme that becomes an issue (kind problem/request)
 * never contains praise, and praise themes never become issues.
 *
 * Background pass: maintainThemes(members) merges duplicate themes (the larger keeps its id; near-
 * identical centroids, or members that would on average be placed in the other theme), splits
 * incoherent ones ('new:<n>' ids for the split-off parts) and moves members to clearly better
 * related themes (their own theme scored without them); returns highlightId -> themeId plus the
 * resulting summaries. It compares a member only with themes sharing a distinctive term with it.
 *
 * Evaluation: evaluateThemes() in ./evaluate.ts (reads a CSV; not exported here to keep this pure).
 */
export {
  embedHighlight,
  ownNameTerms,
  stanceOf,
  EMBED_PARAMS,
  type ThemeVector,
  type Stance,
  type EmbedOptions,
} from './embed.js';
export {
  newThemeSummary,
  summarizeMembers,
  MAX_THEME_TERMS,
  termCount,
  addToTheme,
  removeFromTheme,
  themeKind,
  isIssueEligible,
  stanceCompatible,
  stancesCompatible,
  serializeVector,
  deserializeVector,
  serializeSummary,
  deserializeSummary,
  type ThemeSummary,
  type ThemeKind,
} from './summary.js';
export { placeHighlight, placementScores, similarity, similarities, themeSimilarity, PLACE_PARAMS } from './place.js';
export { themeTitle, distinctTitle, type ThemeTitle } from './title.js';
export { rankByThemeSimilarity, rerankByFeedback, feedbackContext, SIMILAR_PARAMS, type SimilarTheme } from './similar.js';
export { themeModelFingerprint } from './fingerprint.js';
export { maintainThemes, MAINTAIN_PARAMS, type ThemeMember, type MaintainResult } from './maintain.js';
export { ThemePool, themeKindOf, kindOfEvidence, poolGroup, CANDIDATE_TERMS, type PoolKind, type PoolGroup, type PooledTheme } from './pool.js';
