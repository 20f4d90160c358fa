/**
 * What a person's merges (POST /issues/{uuid}/merge) do to the placement of later feedback, on the
 * labelled corpora of scripts/data (see scripts/eval-feedback-themes.ts for their format).
 *
 *   npx tsx scripts/eval-merges.ts [corpus.json ...]   (default: every feedback-themes-*.json)
 *
 * Protocol, per corpus: the first half of the feedback (in arrival order) is analysed and placed as
 * the service places it, then one background pass runs. A product manager then merges, for each
 * recurring theme of the labels, the pieces its largest piece lists among its five most similar
 * (themeSimilarity, as GET /issues/{uuid}/similar ranks them) that are pieces of the same recurring
 * theme: the ones a person reading the list would recognise. The second half is then placed. Counted
 * over the second half: the highlights of each recurring theme placed in its merged (largest)
 * theme, and the highlights of any other label, or none, placed there. Three ways:
 *  - no merge: the largest pieces as they are;
 *  - merged, as the service merges: one theme whose statistics are the sum of the pieces;
 *  - merged, each piece scored on its own (not built): a later highlight joins the merged theme when
 *    it would join any of its pieces of two highlights or more as they were at the merge.
 */
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { analyzeFeedback } from '../src/analysis/index.js';
import { embedHighlight, type ThemeVector } from '../src/analysis/themes/embed.js';
import { PLACE_PARAMS, placementScores, themeSimilarity } from '../src/analysis/themes/place.js';
import { ThemePool, kindOfEvidence, poolGroup, themeKindOf, type PoolKind } from '../src/analysis/themes/pool.js';
import { addToTheme, newThemeSummary, summarizeMembers, type ThemeSummary } from '../src/analysis/themes/summary.js';
import { defaultCorpora } from './eval-feedback-themes.js';
import { maintainLikeTheService } from './theme-evaluation.js';

type Way = 'no merge' | 'merged' | 'merged, pieces scored';
const WAYS: readonly Way[] = ['no merge', 'merged', 'merged, pieces scored'];
/** Pieces of fewer highlights are not scored on their own: one highlight makes a noisy exemplar. */
const MIN_PIECE = 2;

interface Unit {
  label: string | null;
  vector: ThemeVector;
  quote: string;
  kind: PoolKind;
  category: string;
  second: boolean;
}

export interface MergeResult {
  corpus: string;
  way: Way;
  merges: number;
  /** Second-half highlights of recurring themes, and those placed in their theme's merged (largest) theme. */
  recurring: number;
  joined: number;
  /** Second-half highlights of another label, or none, placed in a merged (largest) theme. */
  strays: number;
}

export function evaluateMerges(path: string, way: Way): MergeResult {
  const corpus = JSON.parse(readFileSync(path, 'utf8')) as {
    themes: Record<string, [string, string, string]>;
    items: Array<{ idx: number; text: string; labels: Array<{ theme: string; start: number; end: number }> }>;
    post_order?: number[];
  };
  const byIdx = new Map(corpus.items.map((item) => [item.idx, item]));
  const order = corpus.post_order ?? corpus.items.map((item) => item.idx);
  const recurring = new Set(Object.entries(corpus.themes).filter(([, [kind]]) => ['problem', 'request', 'praise'].includes(kind)).map(([id]) => id));
  const units: Unit[] = [];
  order.forEach((idx, n) => {
    const item = byIdx.get(idx);
    if (!item) return;
    for (const h of analyzeFeedback(item.text).highlights) {
      const spanned = item.labels.filter((l) => l.start < h.end && l.end > h.start);
      const label = spanned.find((l) => recurring.has(l.theme)) ?? spanned[0];
      const vector = embedHighlight(h.quote, { category: h.category, sentimentScore: h.sentimentScore });
      if (vector) units.push({ label: label?.theme ?? null, vector, quote: h.quote, kind: themeKindOf(h.category), category: h.category, second: n >= order.length / 2 });
    }
  });

  const pool = new ThemePool();
  const assign: string[] = [];
  /** Merged theme -> its pieces as they were at the merge (the way that scores them on their own). */
  const pieces = new Map<string, ThemeSummary[]>();
  const place = (i: number) => {
    const u = units[i]!;
    let hit = pool.match(u.vector, u.kind);
    for (const [id, summaries] of pieces) {
      if (poolGroup(pool.themes.get(id)!.kind) !== poolGroup(u.kind)) continue;
      const best = Math.max(...summaries.map((summary) => placementScores(u.vector, [{ summary }])[0]!));
      if (best >= PLACE_PARAMS.threshold && (!hit || best > hit.similarity)) hit = { id, similarity: best };
    }
    if (hit) {
      const theme = pool.themes.get(hit.id)!;
      pool.put({ ...theme, summary: addToTheme(theme.summary, u.vector, u.quote) }, u.vector.terms);
      assign[i] = hit.id;
    } else {
      const id = `t${pool.themes.size}`;
      pool.put({ id, kind: u.kind, summary: newThemeSummary(u.vector, u.quote) });
      assign[i] = id;
    }
  };

  // The first half, then one background pass, then the themes as the pass leaves them.
  const first = units.flatMap((u, i) => (u.second ? [] : [i]));
  first.forEach(place);
  const placed = first.map((i) => assign[i]!);
  const changed = new Map<string, number>();
  placed.forEach((id, k) => changed.set(id, k));
  maintainLikeTheService(pool, placed, changed, (k) => ({ vector: units[first[k]!]!.vector, quote: units[first[k]!]!.quote }));
  first.forEach((i, k) => (assign[i] = placed[k]!));
  const members = new Map<string, number[]>();
  for (const i of first) members.set(assign[i]!, [...(members.get(assign[i]!) ?? []), i]);
  const rebuild = (id: string, idx: number[]) => {
    const categories: Record<string, number> = {};
    for (const i of idx) categories[units[i]!.category] = (categories[units[i]!.category] ?? 0) + 1;
    const summary = summarizeMembers(idx.map((i) => units[i]!.vector));
    if (summary) pool.put({ id, kind: kindOfEvidence(categories), summary });
  };
  for (const id of [...pool.themes.keys()]) {
    const theme = pool.themes.get(id)!;
    if (!members.has(id)) pool.put({ ...theme, summary: { ...theme.summary, size: 0, termCounts: {} } });
  }
  for (const [id, idx] of members) rebuild(id, idx);

  // The product manager's merges.
  const majority = (id: string) => {
    const counts = new Map<string, number>();
    for (const i of members.get(id) ?? []) if (units[i]!.label !== null) counts.set(units[i]!.label!, (counts.get(units[i]!.label!) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]?.[0];
  };
  const mainOf = new Map<string, string>();
  let merges = 0;
  for (const label of [...recurring].sort()) {
    const mine = [...members.keys()].filter((id) => majority(id) === label).sort((a, b) => members.get(b)!.length - members.get(a)!.length || (a < b ? -1 : 1));
    const target = mine[0];
    if (target === undefined) continue;
    mainOf.set(target, label);
    if (way === 'no merge') continue;
    const own = pool.themes.get(target)!.summary;
    const listed = [...members.keys()]
      .filter((id) => id !== target && poolGroup(pool.themes.get(id)!.kind) === poolGroup(pool.themes.get(target)!.kind))
      .map((id) => ({ id, s: themeSimilarity(own, pool.themes.get(id)!.summary) }))
      .sort((a, b) => b.s - a.s || (a.id < b.id ? -1 : 1))
      .slice(0, 5)
      .filter(({ id }) => majority(id) === label)
      .map(({ id }) => id);
    if (listed.length === 0) continue;
    merges += listed.length;
    if (way === 'merged, pieces scored') pieces.set(target, [target, ...listed].filter((id, k) => k === 0 || members.get(id)!.length >= MIN_PIECE).map((id) => pool.themes.get(id)!.summary));
    const all = [target, ...listed].flatMap((id) => members.get(id)!);
    for (const id of listed) {
      const theme = pool.themes.get(id)!;
      pool.put({ ...theme, summary: { ...theme.summary, size: 0, termCounts: {} } });
      members.delete(id);
    }
    members.set(target, all);
    rebuild(target, all);
  }

  // The second half.
  const second = units.flatMap((u, i) => (u.second ? [i] : []));
  second.forEach(place);
  const mainByLabel = new Map([...mainOf].map(([id, label]) => [label, id]));
  let total = 0;
  let joined = 0;
  let strays = 0;
  for (const i of second) {
    const label = units[i]!.label;
    if (label !== null && mainByLabel.has(label)) {
      total++;
      if (assign[i] === mainByLabel.get(label)) joined++;
    }
    const into = mainOf.get(assign[i]!);
    if (into !== undefined && into !== label) strays++;
  }
  return { corpus: basename(path), way, merges, recurring: total, joined, strays };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const paths = process.argv.slice(2);
  console.log('| corpus | way | merges | second half: highlights in their merged theme | second half: others that joined it |');
  console.log('|---|---|---:|---:|---:|');
  const sums = new Map<Way, MergeResult>();
  for (const path of paths.length > 0 ? paths : defaultCorpora()) {
    for (const way of WAYS) {
      const r = evaluateMerges(path, way);
      console.log(`| ${r.corpus} | ${way} | ${r.merges} | ${r.joined} of ${r.recurring} | ${r.strays} |`);
      const s = sums.get(way) ?? { corpus: 'all', way, merges: 0, recurring: 0, joined: 0, strays: 0 };
      sums.set(way, { ...s, merges: s.merges + r.merges, recurring: s.recurring + r.recurring, joined: s.joined + r.joined, strays: s.strays + r.strays });
    }
  }
  for (const r of sums.values()) console.log(`| **all** | ${r.way} | ${r.merges} | ${r.joined} of ${r.recurring} | ${r.strays} |`);
}
