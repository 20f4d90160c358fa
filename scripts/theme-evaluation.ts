/**
 * Theme-discovery evaluation on a labelled CSV (default: ../shared/data/themes/banking77-train.csv).
 * Not part of the request path (reads a file); used by scripts/eval-themes.ts and scripts/eval.ts.
 *
 * Protocol: rows are split 50/50 by a seeded shuffle into a tuning half and a held-out half. Each
 * message is one highlight: its category/sentiment come from the analysis engine (analyzeFeedback),
 * it is embedded and placed incrementally (in the shuffled order), optionally followed by one
 * maintainThemes pass. Metrics against the labels:
 *  - nmi / ari: over ALL messages of the half; messages not in a theme of size >= 2 (including
 *    null embeddings) count as singleton clusters, so poor coverage is penalised.
 *  - coverage: share of messages in a theme of size >= 2.
 *  - themeCount: themes of size >= 2 (singletonCount reported separately).
 */
import { existsSync, readFileSync } from 'node:fs';
import { analyzeFeedback } from '../src/analysis/index.js';
import { embedHighlight, type ThemeVector } from '../src/analysis/themes/embed.js';
import { maintainThemes } from '../src/analysis/themes/maintain.js';
import { ari, nmi } from '../src/analysis/themes/metrics.js';
import { ThemePool, poolGroup, themeKindOf, type PoolKind } from '../src/analysis/themes/pool.js';
import { addToTheme, newThemeSummary } from '../src/analysis/themes/summary.js';
import { MAINTENANCE_BUDGET } from '../src/domain/themes.js';
import { mulberry32 } from '../src/analysis/train.js';

export interface EvaluateThemesOptions {
  /** CSV with header `text,category`. Default: banking77-train.csv in ../shared/data/themes. */
  csvPath?: string;
  /** Which half: 'tune', 'test' (held-out, default) or 'all'. */
  split?: 'tune' | 'test' | 'all';
  seed?: number;
  /** Run maintainThemes after placement (default true). */
  maintain?: boolean;
  /** Use analyzeFeedback categories for stance (default true); false = all neutral. */
  useStance?: boolean;
  /** Placement threshold override. */
  threshold?: number;
  limit?: number;
  /** Shuffle the arrival order of the half's messages with this seed (the split stays the same). */
  orderSeed?: number;
  /**
   * 'message' (default): each message is placed whole, with its first highlight's category
   * ('other' when it has none). 'highlights': each highlight's quote is placed, as the service
   * does, and a message with no highlight is in no theme.
   */
  unit?: 'message' | 'highlights';
}

export interface EvaluateThemesResult {
  nmi: number;
  ari: number;
  coverage: number;
  themeCount: number;
  singletonCount: number;
  /** Messages in no theme at all: no vector (or, with unit 'highlights', no highlight). */
  nullCount: number;
  messages: number;
  labels: number;
  /** NMI restricted to covered messages. */
  nmiCovered: number;
  microsPerPlacement: number;
  maintainMs: number;
}

export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (q) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else q = false;
      } else field += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      field = '';
      if (row.length > 1 || row[0] !== '') rows.push(row);
      row = [];
    } else field += ch;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** banking77 beside the repository (../shared), or where the machine keeps the shared data, as dataDir() looks for the sentiment sets. */
export function defaultCsvPath(): string {
  const candidates = [new URL('../../shared/data/themes/banking77-train.csv', import.meta.url).pathname, '/work/shared/data/themes/banking77-train.csv'];
  return candidates.find((c) => existsSync(c)) ?? candidates[0]!;
}

function resolveCsv(p?: string): string {
  return p ?? defaultCsvPath();
}

export function loadSplit(options: EvaluateThemesOptions = {}): Array<{ text: string; label: string }> {
  const rows = parseCsv(readFileSync(resolveCsv(options.csvPath), 'utf8'));
  const header = rows.shift() ?? [];
  const ti = header.indexOf('text');
  const ci = header.indexOf('category');
  const data = rows.filter((r) => r.length > Math.max(ti, ci)).map((r) => ({ text: r[ti]!, label: r[ci]! }));
  const rnd = mulberry32(options.seed ?? 7);
  const order = data.map((_, i) => i);
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const half = Math.floor(order.length / 2);
  const sel = options.split === 'all' ? order : options.split === 'tune' ? order.slice(0, half) : order.slice(half);
  const out = sel.map((i) => data[i]!);
  return options.limit ? out.slice(0, options.limit) : out;
}

export function evaluateThemes(options: EvaluateThemesOptions = {}): EvaluateThemesResult {
  let rows = loadSplit(options);
  if (options.orderSeed !== undefined) {
    // Same messages, another arrival order (the split stays the one chosen by `seed`).
    const rnd = mulberry32(options.orderSeed);
    const order = rows.map((_, i) => i);
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(rnd() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    rows = order.map((i) => rows[i]!);
  }
  const useStance = options.useStance ?? true;
  // What is placed: one unit per message (the message with its first highlight's category), or,
  // with unit 'highlights', each highlight's quote as the service places it.
  const units: Array<{ message: number; vector: ThemeVector; kind: PoolKind; quote: string }> = [];
  rows.forEach((r, message) => {
    const a = analyzeFeedback(r.text);
    if (options.unit === 'highlights') {
      for (const h of a.highlights) {
        const vector = useStance ? embedHighlight(h.quote, { category: h.category, sentimentScore: h.sentimentScore }) : embedHighlight(h.quote);
        if (vector) units.push({ message, vector, kind: useStance ? themeKindOf(h.category) : 'other', quote: h.quote });
      }
      return;
    }
    const h = a.highlights[0];
    const vector = !useStance
      ? embedHighlight(r.text)
      : embedHighlight(r.text, h ? { category: h.category, sentimentScore: h.sentimentScore } : { category: 'other' });
    if (vector) units.push({ message, vector, kind: useStance ? themeKindOf(h?.category ?? 'other') : 'other', quote: r.text });
  });
  // The same pool the service keeps per organization: themes of the highlight's kind that share
  // one of its distinctive terms are the candidates.
  const pool = new ThemePool();
  const unitTheme: string[] = [];
  /** Theme -> index of the unit placed last (the service's change_seq). */
  const changed = new Map<string, number>();
  let placeNs = 0n;
  for (let u = 0; u < units.length; u++) {
    const { vector: v, kind, quote } = units[u]!;
    const t0 = process.hrtime.bigint();
    const hit = pool.match(v, kind, options.threshold);
    placeNs += process.hrtime.bigint() - t0;
    if (hit) {
      const theme = pool.themes.get(hit.id)!;
      pool.put({ ...theme, summary: addToTheme(theme.summary, v, quote) }, v.terms);
      unitTheme.push(hit.id);
    } else {
      const id = `t${pool.themes.size}`;
      pool.put({ id, kind, summary: newThemeSummary(v, quote) });
      unitTheme.push(id);
    }
    changed.set(unitTheme[u]!, u);
  }
  const placements = units.length;
  let maintainMs = 0;
  if (options.maintain ?? true) {
    const t0 = Date.now();
    maintainLikeTheService(pool, unitTheme, changed, (u) => ({ vector: units[u]!.vector, quote: units[u]!.quote }));
    maintainMs = Date.now() - t0;
  }
  // A message belongs to the theme of its first placed unit.
  const assign: Array<string | null> = rows.map(() => null);
  for (let u = units.length - 1; u >= 0; u--) assign[units[u]!.message] = unitTheme[u]!;
  const sizes = new Map<string, number>();
  for (const a of assign) if (a) sizes.set(a, (sizes.get(a) ?? 0) + 1);
  const pred = assign.map((a, i) => (a && sizes.get(a)! >= 2 ? a : `single:${i}`));
  const truth = rows.map((r) => r.label);
  const coveredIdx = pred.flatMap((p, i) => (p.startsWith('single:') ? [] : [i]));
  let themeCount = 0;
  let singletonCount = 0;
  for (const s of sizes.values()) (s >= 2 ? themeCount++ : singletonCount++);
  return {
    nmi: nmi(truth, pred),
    ari: ari(truth, pred),
    coverage: coveredIdx.length / rows.length,
    themeCount,
    singletonCount,
    nullCount: assign.filter((a) => a === null).length,
    messages: rows.length,
    labels: new Set(truth).size,
    nmiCovered: nmi(
      coveredIdx.map((i) => truth[i]!),
      coveredIdx.map((i) => pred[i]!),
    ),
    microsPerPlacement: placements > 0 ? Number(placeNs / 1000n) / placements : 0,
    maintainMs,
  };
}

/**
 * One background maintenance pass as the service makes it (ThemeService.planMaintenance and
 * applyMaintenance in src/domain/themes.ts): maintainThemes over each group of kinds apart, looking at
 * the newest MAINTENANCE_BUDGET.perTheme highlights of each theme and at most
 * MAINTENANCE_BUDGET.members per kind (changed themes newest first, each with its related themes);
 * an absorbed theme hands all its highlights to the survivor, examined highlights go where the plan
 * says. Updates `assign` in place.
 */
export function maintainLikeTheService(
  pool: ThemePool,
  assign: Array<string | null>,
  changed: ReadonlyMap<string, number>,
  member: (i: number) => { vector: ThemeVector; quote: string },
): void {
  const byTheme = new Map<string, number[]>();
  assign.forEach((t, i) => {
    if (t === null) return;
    const g = byTheme.get(t);
    if (g) g.push(i);
    else byTheme.set(t, [i]);
  });
  let fresh = 0;
  // Themes that may share highlights (poolGroup: praise apart, everything else together) are
  // maintained together, as the service does.
  for (const kind of ['problem', 'praise'] as const) {
    const ofKind = [...pool.themes.values()].filter((t) => poolGroup(t.kind) === poolGroup(kind) && byTheme.has(t.id));
    const cost = (id: string) => Math.min(byTheme.get(id)!.length, MAINTENANCE_BUDGET.perTheme);
    let chosen: string[];
    if (ofKind.reduce((sum, t) => sum + cost(t.id), 0) <= MAINTENANCE_BUDGET.members) {
      chosen = ofKind.map((t) => t.id);
    } else {
      const picked = new Set<string>();
      let budget = MAINTENANCE_BUDGET.members;
      for (const theme of [...ofKind].sort((a, b) => changed.get(b.id)! - changed.get(a.id)!)) {
        const terms = Object.entries(theme.summary.termCounts)
          .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
          .slice(0, 16)
          .map(([term]) => term);
        const group = [theme.id, ...pool.candidates({ values: new Float32Array(0), stance: 'neutral', terms }, kind).map((c) => c.id)].filter((id) => !picked.has(id));
        const groupCost = group.reduce((sum, id) => sum + cost(id), 0);
        if (groupCost > budget) continue;
        budget -= groupCost;
        for (const id of group) picked.add(id);
      }
      chosen = ofKind.filter((t) => picked.has(t.id)).map((t) => t.id);
    }
    if (chosen.length < 2) continue;
    // The newest highlights of each theme (the service orders them by uuid, newest first).
    const examined = chosen.flatMap((id) => byTheme.get(id)!.slice(-MAINTENANCE_BUDGET.perTheme).reverse());
    if (examined.length < 2) continue;
    const result = maintainThemes(examined.map((i) => ({ themeId: assign[i]!, highlightId: String(i), ...member(i) })));
    for (const [drop, keep] of result.merged) for (const i of byTheme.get(drop) ?? []) assign[i] = keep;
    const created = new Map<string, string>();
    for (const i of examined) {
      let target = result.assignments.get(String(i))!;
      if (target.startsWith('new:')) {
        if (!created.has(target)) created.set(target, `m${fresh++}`);
        target = created.get(target)!;
      }
      assign[i] = target;
    }
  }
}
