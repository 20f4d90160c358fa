/**
 * Background maintenance pass (not on the request path): merge, split and refine themes.
 * Deterministic for a given member list; ids of surviving themes are kept, new themes are 'new:<n>'.
 *
 * A member is compared with themes by similarity() (cosine blended with term overlap, as placement
 * scores them without the aspect bonus), its own theme taken without the member so that both sides
 * are on one scale, and only with the themes that share one of its distinctive terms (as placement
 * does), so a pass costs O(members x related themes), not O(members x themes).
 */
import { aspectWeight, PLACE_PARAMS, placementScores, similarities, unitCentroid } from './place.js';
import { CANDIDATE_TERMS } from './pool.js';
import type { ThemeVector } from './embed.js';
import { removeFromTheme, stancesCompatible, summarizeMembers, themeKind, type ThemeSummary } from './summary.js';
import { themeTitle } from './title.js';
import { aspectConcepts, failureConcepts } from './text.js';


export const MAINTAIN_PARAMS = {
  /** Rounds of nearest-theme reassignment. */
  refineRounds: 2,
  /** A member moves only to a theme that scores this much above its own theme (without it). */
  moveMargin: 0.02,
  /** Centroid cosine at or above which two compatible themes are merged outright. */
  mergeThreshold: 0.9,
  /**
   * Two compatible themes are also merged when the members of each, on average, score at least
   * this against the other (the placement score, so "would have been placed there").
   */
  mergeSimilarity: 0.7,
  /** Themes compared for merging share one of their this many most frequent terms. */
  mergeTerms: 16,
  /** Split a theme when its cohesion (|sum|/size) is below this and both halves are coherent. */
  splitCohesion: 0.55,
  minSplitSize: 4,
  /** Singletons join their best compatible theme (size >= 2) at threshold - singletonSlack. */
  singletonSlack: 0.04,
  /** Problem themes whose titles name the same failure ("Charged twice") merge; the quotes of each that its title reads. */
  failureMerge: true,
  failureQuotes: 8,
  /**
   * Praise themes that get the same title ("Praise for support" told three ways) merge when their
   * centroids are at least this close. Praise only: on banking77 merging the same-titled themes of
   * every kind cost 0.03 of NMI (one topic, several intents); praise raises no issue.
   */
  praiseTitleMergeCos: 0.2,
  /**
   * Problem themes most of whose quotes (more than this share) say one aspect (text.ts
   * aspectConcepts: price, support, signing in, exporting ...) or one of these failures merge: one
   * problem, however worded ("Your customer service is nonexistent", "still waiting on a reply
   * from the helpdesk"). Not the failures that say what went wrong with what ("never arrived",
   * "drops out"): a parcel and a refund that never came are two problems. Not same-titled themes
   * in general: on banking77 that cost 0.02 of NMI.
   */
  aspectMergeShare: 0.5,
  aspectMergeFailures: ['~slow', '~crash'] as readonly string[],
  /**
   * Compare members with themes by the placement score with its aspect bonus (placementScores)
   * rather than by similarity() (cosine blended with term overlap). Off: on the tuning half the
   * bonus made the pass merge and move more and lowered NMI (0.692 against 0.702).
   */
  aspectBonus: false,
};

/** The aspect or failure (MAINTAIN_PARAMS.aspectMergeFailures) more than aspectMergeShare of the quotes say, if one. */
function sharedConcept(quotes: readonly string[]): string | null {
  const counts = new Map<string, number>();
  for (const q of quotes) {
    for (const concept of new Set([...aspectConcepts(q), ...failureConcepts(q).filter((c) => MAINTAIN_PARAMS.aspectMergeFailures.includes(c))])) counts.set(concept, (counts.get(concept) ?? 0) + 1);
  }
  // What is slow or crashes comes first: "Support is slow to reply" is about support, not about the app's speed.
  const failure = (concept: string) => (MAINTAIN_PARAMS.aspectMergeFailures.includes(concept) ? 1 : 0);
  let best: [string, number] | null = null;
  for (const entry of counts) {
    if (!(entry[1] > MAINTAIN_PARAMS.aspectMergeShare * quotes.length)) continue;
    if (best === null || failure(entry[0]) < failure(best[0]) || (failure(entry[0]) === failure(best[0]) && (entry[1] > best[1] || (entry[1] === best[1] && entry[0] < best[0])))) best = entry;
  }
  return best?.[0] ?? null;
}

export interface ThemeMember {
  themeId: string;
  highlightId: string;
  vector: ThemeVector;
  quote: string;
}

export interface MaintainResult {
  /** highlightId -> existing theme id (kept) or 'new:<n>' for a theme created by a split. */
  assignments: Map<string, string>;
  /** Summaries of the resulting themes keyed like the assignments' values. */
  summaries: Map<string, ThemeSummary>;
  /** Themes absorbed by merges: absorbed id -> surviving id. */
  merged: Map<string, string>;
}

function summarize(members: readonly ThemeMember[], idx: readonly number[]): ThemeSummary | null {
  return summarizeMembers(idx.map((i) => members[i]!.vector));
}

function cohesion(s: ThemeSummary): number {
  let n = 0;
  for (let d = 0; d < s.centroid.length; d++) n += s.centroid[d]! * s.centroid[d]!;
  return Math.sqrt(n) / s.size;
}

function cos(a: Float32Array, b: ArrayLike<number>): number {
  let s = 0;
  for (let d = 0; d < a.length; d++) s += a[d]! * b[d]!;
  return s;
}

/** Scores of the vector against each theme (-Infinity where its stance may not join). */
function scores(v: ThemeVector, themes: ReadonlyArray<{ summary: ThemeSummary }>): number[] {
  return MAINTAIN_PARAMS.aspectBonus ? placementScores(v, themes) : similarities(v, themes);
}

function byId(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The member's most distinctive terms, as ThemePool.candidates ranks them. */
function distinctiveTerms(v: ThemeVector): string[] {
  return [...new Set(v.terms)].sort((a, b) => aspectWeight(b) - aspectWeight(a) || byId(a, b)).slice(0, CANDIDATE_TERMS);
}

/** Term -> ids of the themes whose members use it (ids in sorted order, so lookups are deterministic). */
function termIndex(sums: ReadonlyMap<string, ThemeSummary>, minSize: number): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const id of [...sums.keys()].sort(byId)) {
    const s = sums.get(id)!;
    if (s.size < minSize) continue;
    for (const term of Object.keys(s.termCounts)) {
      const ids = index.get(term);
      if (ids) ids.push(id);
      else index.set(term, [id]);
    }
  }
  return index;
}

/** Ids of the themes sharing one of the terms (sorted, without `except`). */
function related(index: ReadonlyMap<string, string[]>, terms: readonly string[], except?: string): string[] {
  const out = new Set<string>();
  for (const term of terms) for (const id of index.get(term) ?? []) if (id !== except) out.add(id);
  return [...out].sort(byId);
}

/** The background pass over the members (see index.ts); `ownName` as themeTitle takes it, for the titles it compares. */
export function maintainThemes(members: ReadonlyArray<ThemeMember>, ownName?: ReadonlySet<string>): MaintainResult {
  const ids = [...new Set(members.map((m) => m.themeId))].sort(byId);
  let assign = members.map((m) => m.themeId);
  const merged = new Map<string, string>();
  const terms = members.map((m) => distinctiveTerms(m.vector));

  const groups = (): Map<string, number[]> => {
    const by = new Map<string, number[]>();
    assign.forEach((t, i) => {
      const g = by.get(t);
      if (g) g.push(i);
      else by.set(t, [i]);
    });
    return by;
  };
  const build = (): Map<string, ThemeSummary> => {
    const by = groups();
    const out = new Map<string, ThemeSummary>();
    for (const id of [...by.keys()].sort(byId)) {
      const s = summarize(members, by.get(id)!);
      if (s) out.set(id, s);
    }
    return out;
  };
  const root = (id: string): string => {
    let r = id;
    while (merged.has(r)) r = merged.get(r)!;
    return r;
  };

  // 1. Merge duplicate themes, most similar pair first; the larger theme keeps its id. Pairs are
  //    themes sharing one of their most frequent terms: near-identical centroids merge outright,
  //    others when each theme's members on average score mergeSimilarity against the other.
  {
    const sums = build();
    const memberIdx = groups();
    const top = (s: ThemeSummary) =>
      Object.entries(s.termCounts)
        .sort((x, y) => y[1] - x[1] || byId(x[0], y[0]))
        .slice(0, MAINTAIN_PARAMS.mergeTerms)
        .map(([t]) => t);
    const mutual = (a: string, b: string): number => {
      const sa = sums.get(a)!;
      const sb = sums.get(b)!;
      let x = 0;
      for (const i of memberIdx.get(b)!) x += scores(members[i]!.vector, [{ summary: sa }])[0]!;
      let y = 0;
      for (const i of memberIdx.get(a)!) y += scores(members[i]!.vector, [{ summary: sb }])[0]!;
      return (x / sb.size + y / sa.size) / 2;
    };
    const score = (a: string, b: string): number => {
      const sa = sums.get(a)!;
      const sb = sums.get(b)!;
      if (!stancesCompatible(sa.stanceCounts, sb.stanceCounts)) return -Infinity;
      const dense = cos(unitCentroid(sa), unitCentroid(sb));
      if (dense >= MAINTAIN_PARAMS.mergeThreshold) return 1 + dense;
      // A member's cosine to the other centroid averages cohesion x dense over its theme, and the
      // term overlap is at most 1: pairs that cannot reach mergeSimilarity are not scored.
      const lw = PLACE_PARAMS.lexWeight;
      if ((1 - lw) * dense * ((cohesion(sa) + cohesion(sb)) / 2) + lw * (1 + PLACE_PARAMS.keyBonus) < MAINTAIN_PARAMS.mergeSimilarity) return -Infinity;
      return mutual(a, b);
    };
    const index = termIndex(sums, 1);
    const pairs: Array<{ a: string; b: string; sim: number }> = [];
    const seen = new Set<string>();
    for (const a of ids) {
      for (const b of related(index, top(sums.get(a)!), a)) {
        const [x, y] = a < b ? [a, b] : [b, a];
        const key = `${x}\u0000${y}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const sim = score(x, y);
        if (sim >= MAINTAIN_PARAMS.mergeSimilarity) pairs.push({ a: x, b: y, sim });
      }
    }
    pairs.sort((x, y) => y.sim - x.sim || byId(x.a, y.a) || byId(x.b, y.b));
    for (const p of pairs) {
      const ra = root(p.a);
      const rb = root(p.b);
      if (ra === rb) continue;
      // A pair whose themes grew by earlier merges is judged again as they are now.
      if ((ra !== p.a || rb !== p.b) && score(ra, rb) < MAINTAIN_PARAMS.mergeSimilarity) continue;
      const sa = sums.get(ra)!;
      const sb = sums.get(rb)!;
      const [keep, drop] = sa.size > sb.size || (sa.size === sb.size && ra < rb) ? [ra, rb] : [rb, ra];
      merged.set(drop, keep);
      for (let i = 0; i < assign.length; i++) if (assign[i] === drop) assign[i] = keep;
      memberIdx.set(keep, [...memberIdx.get(keep)!, ...memberIdx.get(drop)!]);
      memberIdx.delete(drop);
      sums.set(keep, summarize(members, memberIdx.get(keep)!)!);
      sums.delete(drop);
    }
    for (const [d] of merged) merged.set(d, root(d));
  }

  // 2. Split incoherent themes with 2-means seeded by the two mutually farthest members.
  let nextNew = 0;
  let sums = build();
  for (const id of [...sums.keys()]) {
    const s = sums.get(id)!;
    if (s.size < 2 * MAINTAIN_PARAMS.minSplitSize || cohesion(s) >= MAINTAIN_PARAMS.splitCohesion) continue;
    const idx = assign.flatMap((t, i) => (t === id ? [i] : []));
    const u = unitCentroid(s);
    let a = idx[0]!;
    let worst = Infinity;
    for (const i of idx) {
      const c = cos(members[i]!.vector.values, u);
      if (c < worst) {
        worst = c;
        a = i;
      }
    }
    let b = a;
    worst = Infinity;
    for (const i of idx) {
      const c = cos(members[i]!.vector.values, members[a]!.vector.values);
      if (c < worst) {
        worst = c;
        b = i;
      }
    }
    let ca: Float32Array = members[a]!.vector.values;
    let cb: Float32Array = members[b]!.vector.values;
    let partA: number[] = [];
    let partB: number[] = [];
    for (let round = 0; round < 5; round++) {
      partA = [];
      partB = [];
      for (const i of idx) (cos(members[i]!.vector.values, ca) >= cos(members[i]!.vector.values, cb) ? partA : partB).push(i);
      if (partA.length === 0 || partB.length === 0) break;
      ca = unitCentroid(summarize(members, partA)!);
      cb = unitCentroid(summarize(members, partB)!);
    }
    if (partA.length < MAINTAIN_PARAMS.minSplitSize || partB.length < MAINTAIN_PARAMS.minSplitSize) continue;
    const sA = summarize(members, partA)!;
    const sB = summarize(members, partB)!;
    if (cos(unitCentroid(sA), unitCentroid(sB)) >= MAINTAIN_PARAMS.mergeThreshold) continue;
    if (Math.min(cohesion(sA), cohesion(sB)) < cohesion(s) + 0.05) continue;
    const newPart = partA.length >= partB.length ? partB : partA;
    const nid = `new:${nextNew++}`;
    for (const i of newPart) assign[i] = nid;
  }

  // 3. Refine: move members to a clearly better related theme (k-means style, ids stay). The own
  //    theme is scored without the member, on the same scale as the others.
  for (let round = 0; round < MAINTAIN_PARAMS.refineRounds; round++) {
    sums = build();
    const index = termIndex(sums, 2);
    const next = assign.slice();
    let moved = 0;
    for (let i = 0; i < members.length; i++) {
      const m = members[i]!;
      const ownId = assign[i]!;
      const own = removeFromTheme(sums.get(ownId)!, m.vector, m.quote);
      const others = related(index, terms[i]!, ownId);
      if (others.length === 0) continue;
      const themes = [...(own ? [{ summary: own }] : []), ...others.map((id) => ({ summary: sums.get(id)! }))];
      const sims = scores(m.vector, themes);
      const ownScore = own ? sims[0]! : -Infinity;
      let bestId = ownId;
      let best = ownScore;
      others.forEach((id, k) => {
        const sim = sims[k + (own ? 1 : 0)]!;
        if (sim > best + MAINTAIN_PARAMS.moveMargin && sim >= PLACE_PARAMS.threshold) {
          best = sim;
          bestId = id;
        }
      });
      if (bestId !== ownId) {
        next[i] = bestId;
        moved++;
      }
    }
    assign = next;
    if (moved === 0) break;
  }

  // 4. Singletons join their best related theme when close enough.
  sums = build();
  {
    const index = termIndex(sums, 2);
    const next = assign.slice();
    for (let i = 0; i < members.length; i++) {
      if (sums.get(assign[i]!)!.size !== 1) continue;
      const candidates = related(index, terms[i]!, assign[i]);
      const sims = scores(members[i]!.vector, candidates.map((id) => ({ summary: sums.get(id)! })));
      let bestId: string | null = null;
      let best = PLACE_PARAMS.threshold - MAINTAIN_PARAMS.singletonSlack;
      candidates.forEach((id, k) => {
        if (sims[k]! >= best) {
          best = sims[k]!;
          bestId = id;
        }
      });
      if (bestId !== null) next[i] = bestId;
    }
    assign = next;
  }

  // 5. Problem themes that name the same failure, or that say one aspect or slowness, are one problem
  //    told in other words ("charged me twice for one order", "billed two times for the same meal"
  //    share no term): the largest keeps its id.
  if (MAINTAIN_PARAMS.failureMerge) {
    sums = build();
    const by = groups();
    const byFailure = new Map<string, string[]>();
    const praiseByTitle = new Map<string, string[]>();
    for (const [id, s] of sums) {
      const kind = themeKind(s);
      if (kind !== 'problem' && kind !== 'praise') continue;
      const quotes = by.get(id)!.slice(0, MAINTAIN_PARAMS.failureQuotes).map((i) => members[i]!.quote);
      const named = themeTitle(s, quotes, undefined, ownName);
      if (kind === 'praise') {
        if (named.title !== 'General praise') praiseByTitle.set(named.title.toLowerCase(), [...(praiseByTitle.get(named.title.toLowerCase()) ?? []), id]);
        continue;
      }
      // Each theme joins one group: a slowness or crash most quotes say, else the failure its title
      // names, else the aspect most quotes say ("Pages slow to load" and "It is painfully slow").
      const concept = sharedConcept(by.get(id)!.map((i) => members[i]!.quote));
      // (A title that names a slowness or crash of an aspect, "Desk slow to answer", goes by the aspect.)
      const slowOrCrash = (text: string) => failureConcepts(text).some((c) => MAINTAIN_PARAMS.aspectMergeFailures.includes(c));
      const key = concept !== null && (MAINTAIN_PARAMS.aspectMergeFailures.includes(concept) || !named.failure || slowOrCrash(named.title)) ? `\u0002concept ${concept}` : named.failure ? named.title.toLowerCase() : null;
      if (key !== null) byFailure.set(key, [...(byFailure.get(key) ?? []), id]);
    }
    // Same-titled praise joins the largest of its title whose centroid is close enough.
    for (const [title, ids] of praiseByTitle) {
      if (ids.length < 2) continue;
      const [largest, ...rest] = [...ids].sort((a, b) => (a.startsWith('new:') ? 1 : 0) - (b.startsWith('new:') ? 1 : 0) || sums.get(b)!.size - sums.get(a)!.size || byId(a, b));
      const close = rest.filter((id) => cos(unitCentroid(sums.get(largest!)!), unitCentroid(sums.get(id)!)) >= MAINTAIN_PARAMS.praiseTitleMergeCos);
      if (close.length > 0) byFailure.set(`\u0001praise ${title}`, [largest!, ...close]);
    }
    for (const ids of byFailure.values()) {
      if (ids.length < 2) continue;
      // A theme that exists survives rather than one a split just made.
      const fresh = (id: string) => (id.startsWith('new:') ? 1 : 0);
      const [keep, ...drop] = ids.sort((a, b) => fresh(a) - fresh(b) || sums.get(b)!.size - sums.get(a)!.size || byId(a, b));
      for (const d of drop) {
        for (let i = 0; i < assign.length; i++) if (assign[i] === d) assign[i] = keep!;
        if (!d.startsWith('new:')) merged.set(d, keep!);
      }
    }
    for (const [d] of merged) merged.set(d, root(d));
  }

  const assignments = new Map<string, string>();
  members.forEach((m, i) => assignments.set(m.highlightId, assign[i]!));
  return { assignments, summaries: build(), merged };
}
