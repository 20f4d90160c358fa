/**
 * Background maintenance pass (not on the request path): refine, merge and split themes.
 * Deterministic for a given member list; ids of surviving themes are kept, new themes are 'new:<n>'.
 */
import type { ThemeVector } from './embed.js';
import { PLACE_PARAMS, similarity, unitCentroid } from './place.js';
import { addToTheme, newThemeSummary, stancesCompatible, stanceCompatible, type ThemeSummary } from './summary.js';

export const MAINTAIN_PARAMS = {
  /** Rounds of nearest-centroid reassignment. */
  refineRounds: 2,
  /** Centroid cosine at or above which two compatible themes are merged. */
  mergeThreshold: 0.9,
  /** Split a theme when its cohesion (|sum|/size) is below this and both halves are coherent. */
  splitCohesion: 0.55,
  minSplitSize: 4,
  /** Singletons join their nearest compatible theme (size >= 2) at threshold - singletonSlack. */
  singletonSlack: 0.04,
};

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
  let s: ThemeSummary | null = null;
  for (const i of idx) {
    const m = members[i]!;
    s = s === null ? newThemeSummary(m.vector, m.quote) : addToTheme(s, m.vector, m.quote);
  }
  return s;
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

export function maintainThemes(members: ReadonlyArray<ThemeMember>): MaintainResult {
  // Current grouping (deterministic order of theme ids).
  const groups = new Map<string, number[]>();
  members.forEach((m, i) => {
    const g = groups.get(m.themeId);
    if (g) g.push(i);
    else groups.set(m.themeId, [i]);
  });
  const ids = [...groups.keys()].sort();
  let assign = members.map((m) => m.themeId);
  const merged = new Map<string, string>();

  const build = (): Map<string, ThemeSummary> => {
    const by = new Map<string, number[]>();
    assign.forEach((t, i) => {
      const g = by.get(t);
      if (g) g.push(i);
      else by.set(t, [i]);
    });
    const out = new Map<string, ThemeSummary>();
    for (const id of [...by.keys()].sort()) {
      const s = summarize(members, by.get(id)!);
      if (s) out.set(id, s);
    }
    return out;
  };

  // 1. Merge near-duplicate themes (greedy, most similar pair first; larger theme keeps its id).
  let sums = build();
  {
    const list = ids.filter((id) => sums.has(id));
    const pairs: Array<{ a: string; b: string; sim: number }> = [];
    for (let i = 0; i < list.length; i++) {
      const ua = unitCentroid(sums.get(list[i]!)!);
      for (let j = i + 1; j < list.length; j++) {
        const sim = cos(ua, unitCentroid(sums.get(list[j]!)!));
        if (sim >= MAINTAIN_PARAMS.mergeThreshold) pairs.push({ a: list[i]!, b: list[j]! , sim });
      }
    }
    pairs.sort((x, y) => y.sim - x.sim || (x.a < y.a ? -1 : x.a > y.a ? 1 : x.b < y.b ? -1 : 1));
    const root = (id: string): string => {
      let r = id;
      while (merged.has(r)) r = merged.get(r)!;
      return r;
    };
    for (const p of pairs) {
      const ra = root(p.a);
      const rb = root(p.b);
      if (ra === rb) continue;
      const sa = sums.get(ra)!;
      const sb = sums.get(rb)!;
      if (!stancesCompatible(sa.stanceCounts, sb.stanceCounts)) continue;
      if (cos(unitCentroid(sa), unitCentroid(sb)) < MAINTAIN_PARAMS.mergeThreshold) continue;
      const [keep, drop] = sa.size > sb.size || (sa.size === sb.size && ra < rb) ? [ra, rb] : [rb, ra];
      merged.set(drop, keep);
      assign = assign.map((t) => (t === drop ? keep : t));
      sums.set(keep, summarize(members, assign.flatMap((t, i) => (t === keep ? [i] : [])))!);
      sums.delete(drop);
    }
    for (const [d] of merged) merged.set(d, root(d));
  }

  // 2. Split incoherent themes with 2-means seeded by the two mutually farthest members.
  let nextNew = 0;
  sums = build();
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
    const [keepPart, newPart] = partA.length >= partB.length ? [partA, partB] : [partB, partA];
    void keepPart;
    const nid = `new:${nextNew++}`;
    for (const i of newPart) assign[i] = nid;
  }

  // 3. Refine: move members to a clearly better compatible theme (k-means style, ids stay).
  for (let round = 0; round < MAINTAIN_PARAMS.refineRounds; round++) {
    sums = build();
    const entries = [...sums.entries()].filter(([, s]) => s.size >= 2);
    const next = assign.slice();
    let moved = 0;
    for (let i = 0; i < members.length; i++) {
      const m = members[i]!;
      const own = sums.get(assign[i]!)!;
      // similarity to own theme without the member itself
      let ownSim = -Infinity;
      if (own.size > 1) {
        const c = Float64Array.from(own.centroid);
        for (let d = 0; d < c.length; d++) c[d]! -= m.vector.values[d]!;
        let n = 0;
        let dt = 0;
        for (let d = 0; d < c.length; d++) {
          n += c[d]! * c[d]!;
          dt += c[d]! * m.vector.values[d]!;
        }
        ownSim = n > 0 ? dt / Math.sqrt(n) : -Infinity;
      }
      let bestId = assign[i]!;
      let best = ownSim;
      for (const [id, s] of entries) {
        if (id === assign[i]) continue;
        if (!stanceCompatible(m.vector.stance, s.stanceCounts)) continue;
        const sim = similarity(m.vector, s);
        if (sim > best + 0.02 && sim >= PLACE_PARAMS.threshold) {
          best = sim;
          bestId = id;
        }
      }
      if (bestId !== assign[i]) {
        next[i] = bestId;
        moved++;
      }
    }
    assign = next;
    if (moved === 0) break;
  }

  // 4. Absorb singletons into the nearest compatible theme when close enough.
  sums = build();
  {
    const multi = [...sums.entries()].filter(([, s]) => s.size >= 2);
    const next = assign.slice();
    for (let i = 0; i < members.length; i++) {
      if (sums.get(assign[i]!)!.size !== 1) continue;
      const m = members[i]!;
      let bestId: string | null = null;
      let best = PLACE_PARAMS.threshold - MAINTAIN_PARAMS.singletonSlack;
      for (const [id, s] of multi) {
        if (!stanceCompatible(m.vector.stance, s.stanceCounts)) continue;
        const sim = similarity(m.vector, s);
        if (sim >= best) {
          best = sim;
          bestId = id;
        }
      }
      if (bestId !== null) next[i] = bestId;
    }
    assign = next;
  }

  const assignments = new Map<string, string>();
  members.forEach((m, i) => assignments.set(m.highlightId, assign[i]!));
  return { assignments, summaries: build(), merged };
}
