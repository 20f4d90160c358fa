import type { Kysely, Transaction } from 'kysely';
import type { HighlightCategory } from '../analysis/index.js';
import type { Database, IssueRow, ThemeRow } from '../store/schema.js';
import type { Dialect } from '../store/db.js';
import { ThemeRepository, type EvidenceShift, type MaintainedTheme, type ScopedTheme, type ThemeCounts, type ThemeHighlight } from '../store/themes.js';
import { uuidv7 } from '../store/ids.js';
import { InvalidReferenceError } from './errors.js';
import { now } from '../store/query.js';
import { EventLoopTurns } from './turns.js';
import {
  MAX_THEME_TERMS,
  addToTheme,
  deserializeSummary,
  embedHighlight,
  ownNameTerms,
  newThemeSummary,
  ThemePool,
  themeKindOf,
  kindOfEvidence,
  poolGroup,
  type PoolKind,
  removeFromTheme,
  serializeSummary,
  termCount,
  themeTitle,
  distinctTitle,
  themeModelFingerprint,
  summarizeMembers,
  maintainThemes,
  rankByThemeSimilarity,
  rerankByFeedback,
  feedbackContext,
  SIMILAR_PARAMS,
  type ThemeSummary,
  type ThemeVector,
  type MaintainResult,
  type ThemeMember,
} from '../analysis/themes/index.js';

type Executor = Kysely<Database> | Transaction<Database>;

/** What a theme gathers (see ThemePool): only problem and request themes raise issues. */
export type ThemeKind = PoolKind;

const ISSUE_KINDS = new Set<ThemeKind>(['problem', 'request']);

export const ISSUE_TRANSITIONS: Record<string, readonly string[]> = {
  open: ['in_progress', 'dismissed'],
  in_progress: ['resolved', 'dismissed'],
  resolved: ['open'],
  dismissed: ['open'],
};

/** A placed highlight as a maintenance plan sees it (the planner embeds it again). */
export interface PlanRow {
  themeId: string;
  highlightId: string;
  quote: string;
  category: string;
  sentimentScore: number;
}

/**
 * The theme vector of a stored highlight: the one it was placed with (embeddings are deterministic,
 * and an organization's name, which they leave out, never changes), while the theme model is the
 * release's that placed it (themeModelFingerprint; see rebuildSummaries).
 */
export function vectorOf(row: Pick<PlanRow, 'quote' | 'category' | 'sentimentScore'>, ownName: ReadonlySet<string>): ThemeVector | null {
  return embedHighlight(row.quote, { category: row.category as HighlightCategory, sentimentScore: row.sentimentScore, ownName });
}

/** Members for maintainThemes: the rows that embed. `ownName`: the organization's, as ownNameTerms reads it. */
export function planMembers(rows: PlanRow[], ownName: ReadonlySet<string>): ThemeMember[] {
  const members: ThemeMember[] = [];
  for (const row of rows) {
    const vector = vectorOf(row, ownName);
    if (vector) members.push({ themeId: row.themeId, highlightId: row.highlightId, vector, quote: row.quote });
  }
  return members;
}

/**
 * What a planner makes of one group's members: maintainThemes' result and, optionally, the vectors
 * of the members it moves (highlight uuid ->) as it embedded them, so that applying the plan on
 * the event loop need not embed them again.
 */
export interface PlannedThemes extends MaintainResult {
  movedVectors?: Map<string, ThemeVector>;
}

/**
 * maintainThemes over the members, with the vectors of the members it moves one by one (not those
 * that go with their whole theme into the theme that absorbs it: a merge moves them in one
 * statement and needs no vector).
 */
export function planThemes(members: ThemeMember[], ownName: ReadonlySet<string>): PlannedThemes {
  const result = maintainThemes(members, ownName);
  const movedVectors = new Map<string, ThemeVector>();
  for (const member of members) {
    const target = result.assignments.get(member.highlightId) ?? member.themeId;
    if (target !== member.themeId && result.merged.get(member.themeId) !== target) movedVectors.set(member.highlightId, member.vector);
  }
  return { ...result, movedVectors };
}

/**
 * Computes a maintenance plan (embedding and maintainThemes), inline or on a worker thread
 * (src/domain/maintenance.ts), so the costly part can stay off the event loop.
 */
export type ThemePlanner = (rows: PlanRow[], ownName: ReadonlySet<string>) => Promise<PlannedThemes>;

/**
 * How much one maintenance pass looks at, per group of kinds (poolGroup): the newest highlights of each theme, and
 * at most so many in all (themes changed since the last pass first, with their neighbours), so a
 * pass costs the same however large the organization grows.
 */
export const MAINTENANCE_BUDGET = { perTheme: 40, members: 4000 };

/**
 * Highlights whose themes one transaction of rebuildSummaries derives again (a larger theme alone),
 * during which the organization's ingest waits: 20,000 generated feedback (381 themes) took 104
 * transactions, 25 ms median and 102 ms the longest (2,000: 26, 86 ms and 137 ms;
 * scripts/maintenance-scale.ts --rebuild).
 */
export const REBUILD_BUDGET = 500;

/** One kind's plan: the members looked at, and what maintainThemes made of them. */
interface KindPlan {
  kind: ThemeKind;
  members: PlanRow[];
  result: PlannedThemes;
}

export interface MaintenancePlan {
  plans: KindPlan[];
  /** The organization's theme_seq when the plan was made. */
  themeSeq: number;
  /** theme_seq up to which every changed theme was looked at. */
  coveredSeq: number;
  themesExamined: number;
}

/** How far a maintenance pass's apply has gone through one group's plan (applyMaintenanceInSteps). */
interface GroupProgress {
  planned: KindPlan;
  /** The plan as kept for what people merged (keepWhatAPersonMerged), once read. */
  result?: MaintainResult;
  /** Merges done or declined, and members looked at, so far. */
  merges: number;
  /** The theme being absorbed part by part, once its merge has begun (its checks passed). */
  merging?: string;
  moves: number;
  absorbedBy: Map<string, string>;
  /** Themes split off, by their id in the plan ("new:…"); `stored` once their row is written. */
  created: Map<string, { uuid: string; stored: boolean; from: Map<string, number>; quotes: string[]; categories: Record<string, number> }>;
  /** For each theme members moved out of, how many each theme took. */
  receivers: Map<string, Map<string, number>>;
}

export interface MaintenanceReport {
  organization_uuid: string;
  themes_examined: number;
  highlights_examined: number;
  merged: number;
  split: number;
  moved: number;
  removed: number;
  /** Merges left undone because both themes carry an issue a person acted on. */
  merges_declined: number;
  /**
   * How long the pass's longest write transaction lasted, commit included, in ms: writes wait for
   * it (on PostgreSQL those of the organization; the plan is made inside it there).
   */
  write_ms?: number;
  /** How many write transactions applied the pass (applyMaintenanceInSteps; one on PostgreSQL). */
  write_steps?: number;
}

export interface PlacedHighlight {
  quote: string;
  category: string;
  sentimentScore: number;
  vector: ThemeVector | null;
}

interface CachedTheme {
  id: string;
  kind: ThemeKind;
  summary: ThemeSummary;
  /** The stored row as of the last change this instance saw (undefined until first written). */
  row?: ThemeRow;
}

/** Which themes hold each title (lower case), as their rows in this instance's copy say. */
export class TitleHolders {
  private readonly holders = new Map<string, Set<string>>();
  private readonly titleOf = new Map<string, string>();

  /** Records the title a theme's row now holds (null: none). */
  set(themeUuid: string, title: string | null | undefined): void {
    const before = this.titleOf.get(themeUuid);
    const after = title?.toLowerCase();
    if (before === after) return;
    if (before !== undefined) {
      const held = this.holders.get(before)!;
      held.delete(themeUuid);
      if (held.size === 0) this.holders.delete(before);
      this.titleOf.delete(themeUuid);
    }
    if (after !== undefined) {
      this.titleOf.set(themeUuid, after);
      let held = this.holders.get(after);
      if (!held) this.holders.set(after, (held = new Set()));
      held.add(themeUuid);
    }
  }

  /** Whether a theme other than `exceptUuid` holds the title (case aside). */
  heldByAnother(title: string, exceptUuid: string): boolean {
    const held = this.holders.get(title.toLowerCase());
    return held !== undefined && (held.size > 1 || !held.has(exceptUuid));
  }
}

interface OrganizationThemes {
  seq: number;
  pool: ThemePool<CachedTheme>;
  titles: TitleHolders;
  /**
   * A reset of the copy (organizations.theme_reset_seq) this instance made itself and already
   * took into the copy: a step of a maintenance pass that found the copy current takes the themes
   * it deleted out, and the rows it changed are read as any change is, so the copy is not built
   * again from every row after each step.
   */
  resetSeen?: number;
}

/** Keeps a theme's stored row in the copy (and the title it holds). */
function keepRow(state: OrganizationThemes, theme: CachedTheme, row: ThemeRow): void {
  theme.row = row;
  state.titles.set(theme.id, row.title);
}

export interface Insight extends ThemeCounts {
  uuid: string;
  title: string;
  description: string;
  keywords: string[];
  kind: ThemeKind;
  created_at: string;
  updated_at: string;
}

export interface Issue extends ThemeCounts {
  uuid: string;
  insight_uuid: string;
  title: string;
  description: string;
  status: string;
  category: string;
  created_at: string;
  updated_at: string;
}

/** What customers did, by the theme's kind: a request's sentiment says nothing, so it is left out. */
const DESCRIBED_AS: Readonly<Record<ThemeKind, string>> = { problem: 'raised this', request: 'asked for this', praise: 'praised this', other: 'mentioned this' };

/** A theme's description, built from its counts in the scope read, its kind and its representative quote. */
export function describeTheme(counts: ThemeCounts, quote: string, kind?: ThemeKind): string {
  const customers = counts.customer_count === 1 ? '1 customer' : `${counts.customer_count} customers`;
  const feedbacks = counts.feedback_count === 1 ? '1 feedback' : `${counts.feedback_count} feedbacks`;
  const average = counts.average_sentiment;
  const feeling =
    average === null ? 'unknown' : average <= -0.5 ? 'strongly negative' : average <= -0.05 ? 'negative' : average < 0.05 ? 'neutral' : average < 0.5 ? 'positive' : 'strongly positive';
  const example = quote ? ` For example: “${quote}”` : '';
  const verb = kind !== undefined ? DESCRIBED_AS[kind] : 'raised this';
  if (kind === 'request') return `${customers} ${verb} in ${feedbacks}.${example}`;
  return `${customers} ${verb} in ${feedbacks}; sentiment is ${feeling}${average === null ? '' : ` (${average.toFixed(2)})`}.${example}`;
}

function issueCategory(categoryCounts: Record<string, number>, kind: ThemeKind): string {
  if (kind === 'request') return 'feature_request';
  return (categoryCounts.bug ?? 0) >= (categoryCounts.complaint ?? 0) ? 'bug' : 'complaint';
}

/** Whether a person has acted on the issue (moved it along, given it their own words, or merged others into it). */
function actedOn(issue: IssueRow | undefined): boolean {
  return issue !== undefined && (issue.status !== 'open' || issue.title !== null || issue.description !== null || issue.merged_at !== null);
}

/** Sum of two themes' statistics (for a merge); keeps the most used terms, as addToTheme does. */
function mergeSummaries(a: ThemeSummary, b: ThemeSummary): ThemeSummary {
  const centroid = Float64Array.from(a.centroid);
  for (let d = 0; d < centroid.length; d++) centroid[d]! += b.centroid[d] ?? 0;
  const termCounts = { ...a.termCounts };
  for (const [term, count] of Object.entries(b.termCounts)) termCounts[term] = termCount(termCounts, term) + count;
  const kept = Object.entries(termCounts)
    .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))
    .slice(0, MAX_THEME_TERMS);
  const stanceCounts = { ...a.stanceCounts };
  for (const [stance, count] of Object.entries(b.stanceCounts)) stanceCounts[stance as keyof typeof stanceCounts] += count;
  return { centroid, size: a.size + b.size, termCounts: Object.fromEntries(kept), stanceCounts };
}

/** Titles are rebuilt while a theme is young and then at each doubling, not on every highlight. */
function titleDue(highlightCount: number): boolean {
  return highlightCount <= 8 || (highlightCount & (highlightCount - 1)) === 0;
}

/** Whether a theme that went from `before` to `after` highlights is due a new title (titleDue, or a doubling passed). */
function titleDueAfter(before: number, after: number): boolean {
  return before !== after && (titleDue(after) || Math.floor(Math.log2(Math.max(1, before))) !== Math.floor(Math.log2(Math.max(1, after))));
}

/**
 * What a maintenance pass changed in a theme's counts (EvidenceShift taken and given), so that
 * settling it need not count a theme of thousands of highlights again; `renamed`: its evidence
 * changed in kind (it absorbed a theme, or is new), so it is named again whatever its size.
 */
interface CountChange {
  highlights: number;
  /** Highlights moved in or out (a theme that gives as many as it takes changed all the same). */
  moved: number;
  sentiment: number;
  categories: Record<string, number>;
  feedbacks: number;
  customers: number;
  quotesOut: Set<string>;
  renamed: boolean;
  /**
   * Parts of a merge under way moved (in or out): not named again for it, as the absorbed theme
   * goes and the survivor is named with the last part.
   */
  mergePart: boolean;
}

function noCountChange(): CountChange {
  return { highlights: 0, moved: 0, sentiment: 0, categories: {}, feedbacks: 0, customers: 0, quotesOut: new Set(), renamed: false, mergePart: false };
}

/** Adds a shift to the change of the theme that receives it (sign 1) or gives it (sign -1). */
function addShift(change: CountChange, shift: EvidenceShift, sign: 1 | -1): void {
  change.highlights += sign * shift.highlights;
  change.moved += shift.highlights;
  change.sentiment += sign * shift.sentiment;
  for (const [category, n] of Object.entries(shift.categories)) change.categories[category] = (change.categories[category] ?? 0) + sign * n;
  change.feedbacks += sign > 0 ? shift.feedbacksGained : -shift.feedbacksLost;
  change.customers += sign > 0 ? shift.customersGained : -shift.customersLost;
  if (sign < 0) for (const quote of shift.quotes) change.quotesOut.add(quote);
}

/** A theme's counts as its row holds them, with a pass's change. */
function countsAfter(row: ThemeRow, change: CountChange): { highlight_count: number; feedback_count: number; customer_count: number; sentiment_sum: number; average_sentiment: number | null; category_counts: string } {
  const categories = JSON.parse(row.category_counts) as Record<string, number>;
  for (const [category, n] of Object.entries(change.categories)) {
    const count = (categories[category] ?? 0) + n;
    if (count > 0) categories[category] = count;
    else delete categories[category];
  }
  const highlightCount = row.highlight_count + change.highlights;
  const sentimentSum = highlightCount > 0 ? row.sentiment_sum + change.sentiment : 0;
  return {
    highlight_count: highlightCount,
    feedback_count: row.feedback_count + change.feedbacks,
    customer_count: row.customer_count + change.customers,
    sentiment_sum: sentimentSum,
    average_sentiment: highlightCount > 0 ? sentimentSum / highlightCount : null,
    // Keys in name order, as a count from the store gives them.
    category_counts: JSON.stringify(Object.fromEntries(Object.entries(categories).sort(([a], [b]) => (a < b ? -1 : 1)))),
  };
}

/**
 * Places highlights into themes as feedback arrives and takes them out when feedback goes. Each
 * instance keeps a copy of every organization's theme summaries and refreshes it from the rows
 * changed since it last looked (organizations.theme_seq), so placement costs O(themes) in memory
 * and never re-clusters.
 */
export class ThemeService {
  private readonly cache = new Map<string, OrganizationThemes>();
  /** Each organization's name as ownNameTerms reads it (a name never changes). */
  private readonly ownNames = new Map<string, ReadonlySet<string>>();
  readonly repository: ThemeRepository;

  /**
   * How long applying a maintenance pass works before it lets the event loop take a turn (the
   * pass holds the write connection throughout; on SQLite, GETs read meanwhile on the read
   * connection what was committed before the pass).
   */
  maintenanceTurnMs = 10;

  /**
   * How many highlights of a theme being absorbed move over in one part when a pass is applied in
   * steps (applyMaintenanceInSteps): 10-20 ms of SQLite's work at 100,000 feedback on two cores.
   */
  mergePartHighlights = 250;

  constructor(db: Kysely<Database>, dialect: Dialect = 'sqlite') {
    this.repository = new ThemeRepository(db, dialect);
  }

  /**
   * Whether a theme of the organization other than `exceptUuid` holds a title (case aside), as this
   * instance's copy last saw them: a title is made distinct from its neighbours' (distinctTitle)
   * when it is given.
   */
  private titleTaken(organizationUuid: string, exceptUuid: string): (title: string) => boolean {
    const titles = this.cache.get(organizationUuid)?.titles;
    return (title) => titles !== undefined && titles.heldByAnother(title, exceptUuid);
  }

  /**
   * The words of the organization's name that name its product (ownNameTerms), which embedding
   * leaves out: ingest analyses with them and every vector of a stored highlight is made with them.
   */
  async ownName(executor: Executor, organizationUuid: string): Promise<ReadonlySet<string>> {
    let words = this.ownNames.get(organizationUuid);
    if (words === undefined) {
      const name = await this.repository.organizationName(executor, organizationUuid);
      words = new Set(name === undefined ? [] : ownNameTerms(name));
      // An organization not (yet) there is looked up again next time.
      if (name !== undefined) this.ownNames.set(organizationUuid, words);
    }
    return words;
  }

  /** Forgets an organization's copy (after a rolled-back transaction, or a deletion). */
  forget(organizationUuid: string) {
    this.cache.delete(organizationUuid);
  }

  /**
   * Takes the organization's next theme change number, which locks its row until the transaction
   * ends (so ingests of one organization place highlights one at a time, across instances too),
   * then brings the in-memory copy of its themes up to date.
   */
  private async lockThemes(trx: Executor, organizationUuid: string): Promise<{ state: OrganizationThemes; seq: number }> {
    const { seq, resetSeq } = await this.repository.nextSequence(trx, organizationUuid);
    let state = this.cache.get(organizationUuid);
    if (!state || (state.seq < resetSeq && state.resetSeen !== resetSeq)) state = { seq: -1, pool: new ThemePool<CachedTheme>(), titles: new TitleHolders() };
    if (state.seq < seq - 1) {
      for (const row of await this.repository.changedSince(trx, organizationUuid, state.seq)) {
        const theme: CachedTheme = { id: row.uuid, kind: row.kind as ThemeKind, summary: deserializeSummary(row.summary) };
        keepRow(state, theme, row);
        state.pool.put(theme);
      }
    }
    state.seq = seq;
    this.cache.set(organizationUuid, state);
    return { state, seq };
  }

  /**
   * Places the highlights of one new feedback, creating themes and issues as needed and keeping
   * their counts. Returns the theme of each highlight (null for one with no usable vector).
   * Runs inside the ingest transaction.
   */
  async place(trx: Executor, organizationUuid: string, feedback: { customer_uuid: string }, highlights: PlacedHighlight[]): Promise<(string | null)[]> {
    if (!highlights.some((h) => h.vector)) return highlights.map(() => null);
    const { state, seq } = await this.lockThemes(trx, organizationUuid);
    const ownName = await this.ownName(trx, organizationUuid);
    const at = now();
    const placed: (string | null)[] = [];
    const touched = new Map<string, { fresh: boolean; added: PlacedHighlight[] }>();
    for (const highlight of highlights) {
      if (!highlight.vector) {
        placed.push(null);
        continue;
      }
      const kind = themeKindOf(highlight.category);
      const match = state.pool.match(highlight.vector, kind);
      let theme = match ? state.pool.themes.get(match.id) : undefined;
      if (theme) {
        theme.summary = addToTheme(theme.summary, highlight.vector, highlight.quote);
      } else {
        theme = { id: uuidv7(), kind, summary: newThemeSummary(highlight.vector, highlight.quote) };
        touched.set(theme.id, { fresh: true, added: [] });
      }
      state.pool.put(theme, highlight.vector.terms);
      if (!touched.has(theme.id)) touched.set(theme.id, { fresh: false, added: [] });
      touched.get(theme.id)!.added.push(highlight);
      placed.push(theme.id);
    }
    // Themes this customer had evidence in before (a new customer of a theme raises its count).
    const existing = [...touched].filter(([, { fresh }]) => !fresh).map(([uuid]) => uuid);
    const known = existing.length === 0 ? new Set<string>() : await this.repository.themesWithEvidenceOf(trx, organizationUuid, feedback.customer_uuid, existing);
    for (const [themeUuid, { fresh, added }] of touched) {
      const cached = state.pool.themes.get(themeUuid)!;
      const sentiment = added.reduce((sum, h) => sum + h.sentimentScore, 0);
      const current = fresh ? undefined : (cached.row ?? (await this.repository.getRow(trx, organizationUuid, themeUuid)));
      const categoryCounts: Record<string, number> = current ? JSON.parse(current.category_counts) : {};
      for (const h of added) categoryCounts[h.category] = (categoryCounts[h.category] ?? 0) + 1;
      // A theme's kind follows the majority of its evidence (questions and complaints about one
      // thing share a theme; it raises an issue once enough of it is problems or requests).
      cached.kind = kindOfEvidence(categoryCounts);
      const newCustomer = !current || !known.has(themeUuid);
      const highlightCount = (current?.highlight_count ?? 0) + added.length;
      const sentimentSum = (current?.sentiment_sum ?? 0) + sentiment;
      const counts = {
        highlight_count: highlightCount,
        feedback_count: (current?.feedback_count ?? 0) + 1,
        customer_count: (current?.customer_count ?? 0) + (newCustomer ? 1 : 0),
        sentiment_sum: sentimentSum,
        average_sentiment: sentimentSum / highlightCount,
        category_counts: JSON.stringify(categoryCounts),
        kind: cached.kind,
        summary: serializeSummary(cached.summary),
        change_seq: seq,
        updated_at: at,
      };
      let naming: Pick<ThemeRow, 'title' | 'keywords' | 'representative_quote'> | undefined;
      if (!current || titleDue(highlightCount)) {
        const quotes = [...added.map((h) => h.quote), ...(current ? await this.repository.sampleQuotes(trx, organizationUuid, themeUuid, 7) : [])];
        const { title, keywords, representativeQuote } = themeTitle(cached.summary, quotes, cached.kind, ownName);
        // The quote that says most of what the theme's keywords say, chosen again with its title
        // (the first evidence may have been a sentence about two problems).
        const strongest = [...added].sort((a, b) => Math.abs(b.sentimentScore) - Math.abs(a.sentimentScore))[0]!.quote;
        naming = { title: distinctTitle(title, keywords, this.titleTaken(organizationUuid, themeUuid)), keywords: JSON.stringify(keywords), representative_quote: representativeQuote ?? strongest };
      }
      if (current) {
        await this.repository.updatePlacement(trx, organizationUuid, themeUuid, counts, naming);
        keepRow(state, cached, { ...current, ...counts, ...naming });
      } else {
        keepRow(state, cached, { organization_uuid: organizationUuid, uuid: themeUuid, ...counts, ...naming!, created_at: at, merged_at: null, theme_model: themeModelFingerprint() });
        await this.repository.insert(trx, cached.row!);
      }
      if (ISSUE_KINDS.has(cached.kind)) await this.raiseIssue(trx, organizationUuid, themeUuid, cached.kind, categoryCounts, added, at);
    }
    return placed;
  }

  /** Opens the theme's issue, or reopens a resolved one that gets new negative evidence. */
  private async raiseIssue(trx: Executor, organizationUuid: string, themeUuid: string, kind: ThemeKind, categoryCounts: Record<string, number>, added: PlacedHighlight[], at: string) {
    const category = issueCategory(categoryCounts, kind);
    const issue = await this.repository.issueOfTheme(trx, organizationUuid, themeUuid);
    if (!issue) {
      await this.openIssue(trx, organizationUuid, themeUuid, category, 'open', at);
      return;
    }
    const reopen = issue.status === 'resolved' && added.some((h) => h.sentimentScore < -0.05 || h.category === 'bug' || h.category === 'complaint');
    if (reopen || issue.category !== category) {
      await this.repository.updateIssue(trx, organizationUuid, issue.uuid, { category, ...(reopen ? { status: 'open' } : {}) });
    }
  }

  /** A theme's issue, in the words the theme gives it until a person edits them. */
  private async openIssue(trx: Executor, organizationUuid: string, themeUuid: string, category: string, status: string, at: string): Promise<void> {
    await this.repository.insertIssue(trx, { organization_uuid: organizationUuid, uuid: uuidv7(), theme_uuid: themeUuid, title: null, description: null, status, category, created_at: at, updated_at: at, merged_at: null });
  }

  /** Before feedback is deleted: what its highlights contributed, to take out afterwards. */
  async evidenceOf(trx: Executor, organizationUuid: string, feedbackUuids: string[]): Promise<ThemeHighlight[]> {
    return this.repository.highlightsOfFeedback(trx, organizationUuid, feedbackUuids);
  }

  /**
   * After feedback is deleted: takes its highlights out of their themes' summaries and settles the
   * themes (exact counts, names; removal when left without evidence). `seq` is the change number
   * the caller took (with reset) before deleting, which locked the organization.
   */
  async withdraw(trx: Executor, organizationUuid: string, removed: ThemeHighlight[], seq: number): Promise<void> {
    if (removed.length === 0) return;
    const summaries = new Map<string, ThemeSummary | null>();
    const ownName = await this.ownName(trx, organizationUuid);
    for (const h of removed) {
      if (!summaries.has(h.theme_uuid)) {
        const row = await this.repository.getRow(trx, organizationUuid, h.theme_uuid);
        if (!row) continue;
        summaries.set(h.theme_uuid, deserializeSummary(row.summary));
      }
      const summary = summaries.get(h.theme_uuid);
      // The embedding is deterministic, so the vector the highlight brought in is recomputed.
      const vector = vectorOf({ quote: h.quote, category: h.category, sentimentScore: h.sentiment_score }, ownName);
      if (summary && vector) summaries.set(h.theme_uuid, removeFromTheme(summary, vector, h.quote));
    }
    await this.settle(trx, organizationUuid, summaries, seq, await this.withdrawnCounts(trx, organizationUuid, removed, summaries));
    this.forget(organizationUuid);
  }

  /**
   * What deleting feedback took from each theme, exactly, as a pass's moves are counted: each
   * removed highlight's count, sentiment and category; one feedback each (a deleted feedback takes
   * all its highlights); one customer wherever the customer has no highlight left (one look-up per
   * customer). Counting every theme touched again from its highlights cost three statements of 2-4
   * ms each for a large theme: 1.3 s for 100 feedback deleted at 100,000.
   */
  private async withdrawnCounts(trx: Executor, organizationUuid: string, removed: readonly ThemeHighlight[], themes: ReadonlyMap<string, unknown>): Promise<Map<string, CountChange>> {
    const changes = new Map<string, CountChange>();
    const feedbacks = new Map<string, Set<string>>();
    const customers = new Map<string, Set<string>>();
    for (const h of removed) {
      if (!themes.has(h.theme_uuid)) continue;
      let change = changes.get(h.theme_uuid);
      if (!change) changes.set(h.theme_uuid, (change = noCountChange()));
      change.highlights -= 1;
      change.moved += 1;
      change.sentiment -= h.sentiment_score;
      change.categories[h.category] = (change.categories[h.category] ?? 0) - 1;
      change.quotesOut.add(h.quote);
      feedbacks.set(h.theme_uuid, (feedbacks.get(h.theme_uuid) ?? new Set()).add(h.feedback_uuid));
      customers.set(h.customer_uuid, (customers.get(h.customer_uuid) ?? new Set()).add(h.theme_uuid));
    }
    for (const [themeUuid, ofTheme] of feedbacks) changes.get(themeUuid)!.feedbacks -= ofTheme.size;
    for (const [customerUuid, themeUuids] of customers) {
      const still = await this.repository.themesWithEvidenceOf(trx, organizationUuid, customerUuid, [...themeUuids]);
      for (const themeUuid of themeUuids) if (!still.has(themeUuid)) changes.get(themeUuid)!.customers -= 1;
    }
    return changes;
  }

  /**
   * Brings changed themes in line with their highlights: exact counts (category counts included),
   * the summary given, title and keywords, representative quote and issue category. A theme left
   * with no evidence is removed together with its issue, unless a person already acted on that
   * issue (then both stay, with zero counts). With `changes` (a maintenance pass: what it moved in
   * and out of each theme, every other theme in `summaries` unchanged), the counts are the row's
   * with those changes, and a theme is named again only when titleDue says so, it absorbed
   * others, a quarter of its evidence moved (not in parts of a merge under way), or its
   * representative quote left it; without (deletes), each theme's highlights are counted again
   * and it is named again.
   */
  private async settle(
    trx: Executor,
    organizationUuid: string,
    summaries: Map<string, ThemeSummary | null>,
    seq: number,
    changes?: Map<string, CountChange>,
    turns?: EventLoopTurns,
  ): Promise<{ removed: number; removedUuids: string[] }> {
    let removed = 0;
    const removedUuids: string[] = [];
    const ownName = await this.ownName(trx, organizationUuid);
    for (const [themeUuid, summary] of summaries) {
      await turns?.take();
      const row = await this.repository.getRow(trx, organizationUuid, themeUuid);
      if (!row) continue;
      // A pass knows what it changed; anything else (deletes) counts the theme's highlights again.
      const change = changes ? (changes.get(themeUuid) ?? noCountChange()) : undefined;
      const evidence = change ? undefined : await this.repository.evidenceOfTheme(trx, organizationUuid, themeUuid, 8);
      const counts = evidence?.counts ?? countsAfter(row, change!);
      const issue = await this.repository.issueOfTheme(trx, organizationUuid, themeUuid);
      if (counts.highlight_count === 0 || !summary) {
        if (!actedOn(issue)) {
          await this.repository.delete(trx, organizationUuid, themeUuid);
          removed++;
          removedUuids.push(themeUuid);
          continue;
        }
      }
      const categoryCounts = JSON.parse(counts.category_counts) as Record<string, number>;
      const kind = counts.highlight_count > 0 ? kindOfEvidence(categoryCounts) : (row.kind as ThemeKind);
      // A large theme that lost or gained a few highlights keeps its name until it is due one
      // (titleDue, as placement names it), unless the quote it shows left it; one a quarter of
      // whose evidence moved is named again.
      const nameAgain =
        change === undefined ||
        change.renamed ||
        (!change.mergePart && (4 * change.moved >= row.highlight_count || titleDueAfter(row.highlight_count, counts.highlight_count))) ||
        change.quotesOut.has(row.representative_quote);
      const quotes = evidence?.quotes ?? (nameAgain && counts.highlight_count > 0 ? await this.repository.sampleQuotes(trx, organizationUuid, themeUuid, 8) : []);
      const naming = summary && quotes.length > 0 ? themeTitle(summary, quotes, kind, ownName) : undefined;
      await this.repository.update(trx, organizationUuid, themeUuid, {
        ...counts,
        kind,
        summary: summary ? serializeSummary(summary) : row.summary,
        change_seq: seq,
        updated_at: now(),
        ...(naming ? { title: distinctTitle(naming.title, naming.keywords, this.titleTaken(organizationUuid, themeUuid)), keywords: JSON.stringify(naming.keywords) } : {}),
        // A theme kept without evidence (its issue was acted on) quotes nothing of deleted feedback.
        ...(quotes.length > 0
          ? { representative_quote: naming?.representativeQuote ?? (quotes.includes(row.representative_quote) ? row.representative_quote : quotes[0]!) }
          : counts.highlight_count === 0
            ? { representative_quote: '', keywords: '[]' }
            : {}),
      });
      if (ISSUE_KINDS.has(kind) && counts.highlight_count > 0) {
        const category = issueCategory(categoryCounts, kind);
        if (!issue) {
          await this.openIssue(trx, organizationUuid, themeUuid, category, 'open', now());
        } else if (category !== issue.category) {
          await this.repository.updateIssue(trx, organizationUuid, issue.uuid, { category });
        }
      }
    }
    return { removed, removedUuids };
  }

  /**
   * The plan with each merge that would absorb a theme a person merged others into, into one no
   * person merged, turned around: the person's theme absorbs the other, so that its uuid (the
   * insight's, and its issue's insight_uuid) stays what the person saw. The theme turned around is
   * renamed to the person's everywhere in the plan (merges into it, moves to it).
   */
  private async keepWhatAPersonMerged(result: MaintainResult, mergedAt: (themeUuid: string) => Promise<string | null>): Promise<MaintainResult> {
    let renamed: Map<string, string> | null = null;
    for (const [drop, keep] of result.merged) {
      // (A second theme a person merged, planned into the same one, then meets the first: declined below.)
      if (renamed?.has(keep)) continue;
      if ((await mergedAt(drop)) !== null && (await mergedAt(keep)) === null) (renamed ??= new Map()).set(keep, drop);
    }
    if (renamed === null) return result;
    const to = (theme: string) => renamed.get(theme) ?? theme;
    const merged = new Map<string, string>();
    for (const [drop, keep] of result.merged) {
      if (renamed.get(keep) === drop) merged.set(keep, drop);
      else merged.set(drop, to(keep));
    }
    const assignments = new Map([...result.assignments].map(([highlight, theme]) => [highlight, to(theme)]));
    const summaries = new Map([...result.summaries].map(([theme, summary]) => [to(theme), summary]));
    return { assignments, merged, summaries };
  }

  /**
   * The read half of a background maintenance pass: chooses what to look at (see
   * MAINTENANCE_BUDGET), embeds it again (embeddings are deterministic) and lets the planner run
   * maintainThemes over each group of kinds apart (poolGroup: praise never shares a theme with
   * the rest). Writes nothing.
   */
  async planMaintenance(trx: Executor, organizationUuid: string, planner: ThemePlanner): Promise<MaintenancePlan> {
    const { themeSeq, maintainedSeq } = await this.repository.maintenanceMarks(trx, organizationUuid);
    const themes = await this.repository.maintainedThemes(trx, organizationUuid);
    let coveredSeq = themeSeq;
    const plans: KindPlan[] = [];
    let themesExamined = 0;
    for (const kind of ['problem', 'praise'] as const) {
      // Themes that may share highlights (see poolGroup) are maintained together.
      const ofKind = themes.filter((theme) => poolGroup(theme.kind as ThemeKind) === poolGroup(kind) && theme.highlight_count > 0);
      const cost = (theme: MaintainedTheme) => Math.min(theme.highlight_count, MAINTENANCE_BUDGET.perTheme);
      let chosen: MaintainedTheme[];
      if (ofKind.reduce((sum, theme) => sum + cost(theme), 0) <= MAINTENANCE_BUDGET.members) {
        chosen = ofKind;
      } else {
        // Changed themes, newest first, each with the themes it could merge with or lend to.
        const pool = new ThemePool<{ id: string; kind: ThemeKind; summary: ThemeSummary }>();
        const byId = new Map(ofKind.map((theme) => [theme.uuid, theme]));
        for (const theme of ofKind) pool.put({ id: theme.uuid, kind: theme.kind as ThemeKind, summary: deserializeSummary(theme.summary) });
        const changed = ofKind.filter((theme) => theme.change_seq > maintainedSeq).sort((a, b) => b.change_seq - a.change_seq);
        const picked = new Set<string>();
        let budget = MAINTENANCE_BUDGET.members;
        for (const theme of changed) {
          const summary = pool.themes.get(theme.uuid)!.summary;
          const terms = Object.entries(summary.termCounts).sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1)).slice(0, 16).map(([term]) => term);
          const group = [theme, ...pool.candidates({ values: new Float32Array(0), stance: 'neutral', terms }, kind).map((c) => byId.get(c.id)!)].filter((t) => !picked.has(t.uuid));
          const groupCost = group.reduce((sum, t) => sum + cost(t), 0);
          if (groupCost > budget) {
            // Look at the rest next time: the covered mark stays below the first theme left out.
            coveredSeq = Math.min(coveredSeq, theme.change_seq - 1);
            continue;
          }
          budget -= groupCost;
          for (const t of group) picked.add(t.uuid);
        }
        chosen = ofKind.filter((theme) => picked.has(theme.uuid));
      }
      if (chosen.length < 2) continue;
      themesExamined += chosen.length;
      const rows = await this.repository.membersOf(trx, organizationUuid, chosen.map((theme) => theme.uuid), MAINTENANCE_BUDGET.perTheme);
      const members = rows.map((row) => ({ themeId: row.theme_uuid, highlightId: row.uuid, quote: row.quote, category: row.category, sentimentScore: row.sentiment_score }));
      if (members.length < 2) continue;
      plans.push({ kind, members, result: await planner(members, await this.ownName(trx, organizationUuid)) });
    }
    return { plans, themeSeq, coveredSeq, themesExamined };
  }

  /**
   * The write half of a maintenance pass, in one transaction that holds the organization (as
   * ingest does): see applyMaintenanceInSteps, of which this is the one-step form.
   */
  async applyMaintenance(trx: Executor, organizationUuid: string, plan: MaintenancePlan): Promise<Omit<MaintenanceReport, 'organization_uuid'>> {
    return this.applyMaintenanceInSteps((work) => work(trx), organizationUuid, plan, Infinity);
  }

  /**
   * The write half of a maintenance pass: merges, splits and moves of the plan, each checked
   * against the store as it is now (a highlight deleted or a theme removed since the plan is simply
   * left alone), then exact counts and names for every theme touched. Surviving themes keep their
   * uuids; a theme absorbed by a merge hands its highlights, and an issue a person acted on, to the
   * survivor.
   *
   * `inTransaction` runs a step in a write transaction that holds the organization. Each step
   * works for about `stepMs` and then ends with its own themes settled, so that ingest queued
   * behind it gets its turn before the next step (a pass at 100,000 feedback held writes for 0.9
   * to 1.7 s in one transaction; in steps of 10 ms of work, 12-61 ms each with the commit).
   * Everything a step needs is read again in it: the themes it changes, their counts and
   * summaries, as the feedback ingested in between left them; what a step committed is a
   * consistent store whatever the steps after it do, and a pass that fails half-way leaves its
   * mark unmoved, so the next pass looks again.
   */
  async applyMaintenanceInSteps(
    inTransaction: <T>(work: (trx: Executor) => Promise<T>) => Promise<T>,
    organizationUuid: string,
    plan: MaintenancePlan,
    stepMs: number,
  ): Promise<Omit<MaintenanceReport, 'organization_uuid'>> {
    const highlightsExamined = plan.plans.reduce((sum, { members }) => sum + members.length, 0);
    const report = { themes_examined: plan.themesExamined, highlights_examined: highlightsExamined, merged: 0, split: 0, moved: 0, removed: 0, merges_declined: 0 };
    const anythingToDo = plan.plans.some(({ members, result }) => result.merged.size > 0 || members.some((m) => (result.assignments.get(m.highlightId) ?? m.themeId) !== m.themeId));
    if (!anythingToDo) {
      await inTransaction((trx) => this.repository.setMaintainedSeq(trx, organizationUuid, plan.coveredSeq));
      return report;
    }
    // Where each group of the plan stands, from one step to the next.
    const groups: GroupProgress[] = plan.plans.map((planned) => ({ planned, merges: 0, moves: 0, absorbedBy: new Map(), created: new Map(), receivers: new Map() }));
    let group = 0;
    const seqs: number[] = [];
    while (group < groups.length) {
      await inTransaction(async (trx) => {
        const { seq } = await this.repository.nextSequence(trx, organizationUuid, true);
        seqs.push(seq);
        // Whether this instance's copy of the themes saw every change before this step's (or all
        // but the previous step's, which it took in).
        const copy = this.cache.get(organizationUuid);
        const copyCurrent = copy !== undefined && (copy.seq === seq - 1 || copy.resetSeen === seq - 1);
        /** Themes this step deleted (absorbed by a merge, or left empty). */
        const deleted: string[] = [];
        const began = performance.now();
        // (At least one merge or member per step, however short the step.)
        let units = 0;
        const stepDone = () => units > 0 && performance.now() - began >= stepMs;
        const turns = new EventLoopTurns(this.maintenanceTurnMs);
        const at = now();
        const ownName = await this.ownName(trx, organizationUuid);
        // The summaries of the themes this step changes, as stored when it first reads them.
        const summaries = new Map<string, ThemeSummary | null>();
        const summaryOf = async (uuid: string): Promise<ThemeSummary | null | undefined> => {
          if (summaries.has(uuid)) return summaries.get(uuid);
          const row = await this.repository.getRow(trx, organizationUuid, uuid);
          if (!row) return undefined;
          const summary = deserializeSummary(row.summary);
          summaries.set(uuid, summary);
          return summary;
        };
        // When a person merged others into each theme looked at (null: never), read once per theme and
        // step and kept up to date as this pass hands the mark on.
        const mergedMarks = new Map<string, string | null>();
        const changes = new Map<string, CountChange>();
        const changeOf = (themeUuid: string): CountChange => {
          let change = changes.get(themeUuid);
          if (!change) changes.set(themeUuid, (change = noCountChange()));
          return change;
        };
        const mergedAt = async (themeUuid: string): Promise<string | null> => {
          if (!mergedMarks.has(themeUuid)) mergedMarks.set(themeUuid, (await this.repository.getRow(trx, organizationUuid, themeUuid))?.merged_at ?? null);
          return mergedMarks.get(themeUuid)!;
        };
        while (group < groups.length) {
          const progress = groups[group]!;
          const { members } = progress.planned;
          const result = (progress.result ??= await this.keepWhatAPersonMerged(progress.planned.result, mergedAt));
          const movedVectors = progress.planned.result.movedVectors;
          const { absorbedBy, created, receivers } = progress;
          // 1. Merges: the absorbed theme's highlights (all of them, also those placed since the plan).
          const merges = [...result.merged];
          while (progress.merges < merges.length && !stepDone()) {
            units++;
            const [drop, keep] = merges[progress.merges]!;
            await turns.take();
            const dropSummary = await summaryOf(drop);
            const keepSummary = await summaryOf(keep);
            // (Either may have gone between two parts of the merge: what moved stays, counted.)
            if (!dropSummary || !keepSummary) {
              progress.merging = undefined;
              progress.merges++;
              continue;
            }
            if (progress.merging !== drop) {
              // Two themes a person put together each are kept apart, as are two issues people acted on.
              const dropMergedAt = await mergedAt(drop);
              if ((dropMergedAt !== null && (await mergedAt(keep)) !== null) || !(await this.handOverIssue(trx, organizationUuid, drop, keep))) {
                report.merges_declined++;
                progress.merges++;
                continue;
              }
              // What a person merged keeps its evidence in the theme that absorbs it.
              if (dropMergedAt !== null) {
                await this.repository.update(trx, organizationUuid, keep, { merged_at: dropMergedAt });
                mergedMarks.set(keep, dropMergedAt);
              }
              progress.merging = drop;
            }
            // In steps, a large theme moves over in parts (each part's counts exact), and its summary
            // joins the survivor's with the last (a merge of 10,000 highlights held writes 0.3-0.4 s).
            const left = async () => (await this.repository.getRow(trx, organizationUuid, drop))!.highlight_count + (changes.get(drop)?.highlights ?? 0);
            if (Number.isFinite(stepMs) && (await left()) > this.mergePartHighlights) {
              const shift = await this.repository.moveSomeHighlights(trx, organizationUuid, drop, keep, this.mergePartHighlights);
              addShift(changeOf(drop), shift, -1);
              addShift(changeOf(keep), shift, 1);
              changeOf(drop).mergePart = changeOf(keep).mergePart = true;
              continue;
            }
            const absorbed = changeOf(keep);
            addShift(absorbed, await this.repository.moveAllHighlights(trx, organizationUuid, drop, keep, () => turns.take()), 1);
            absorbed.renamed = true;
            await this.sumModels(trx, organizationUuid, keep, drop);
            summaries.set(keep, mergeSummaries(keepSummary, dropSummary));
            summaries.delete(drop);
            changes.delete(drop);
            await this.repository.delete(trx, organizationUuid, drop);
            deleted.push(drop);
            absorbedBy.set(drop, keep);
            report.merged++;
            progress.merging = undefined;
            progress.merges++;
          }
          // 2. Moves (splits, refinement, singletons joining a theme), each only if still where planned.
          if (progress.merges >= merges.length) {
            for (; progress.moves < members.length && !stepDone(); progress.moves++, units++) {
              const member = members[progress.moves]!;
              await turns.take();
              let target = result.assignments.get(member.highlightId) ?? member.themeId;
              const from = absorbedBy.get(member.themeId) ?? member.themeId;
              // A declined merge leaves the absorbed theme's members where they were.
              if (result.merged.has(member.themeId) && !absorbedBy.has(member.themeId) && target === result.merged.get(member.themeId)) target = member.themeId;
              if (target === from) continue;
              // What a person merged stays together: no member leaves a theme a person merged others into.
              if ((await mergedAt(from)) !== null) continue;
              const fromSummary = await summaryOf(from);
              if (!fromSummary) continue;
              let targetUuid = target;
              let fresh = target.startsWith('new:') ? created.get(target) : undefined;
              if (target.startsWith('new:') && !fresh) created.set(target, (fresh = { uuid: uuidv7(), stored: false, from: new Map(), quotes: [], categories: {} }));
              if (fresh) targetUuid = fresh.uuid;
              // (A theme split off in an earlier step is stored: read it as the others.)
              if ((!fresh || fresh.stored) && (await summaryOf(targetUuid)) === undefined) continue;
              const vector = movedVectors?.get(member.highlightId) ?? vectorOf(member, ownName);
              if (!vector) continue;
              const shift = await this.repository.moveHighlight(trx, organizationUuid, member.highlightId, from, targetUuid);
              if (!shift) continue;
              addShift(changeOf(from), shift, -1);
              addShift(changeOf(targetUuid), shift, 1);
              if (fresh) changeOf(targetUuid).renamed = true;
              summaries.set(from, removeFromTheme(fromSummary, vector, member.quote));
              const targetSummary = summaries.get(targetUuid);
              summaries.set(targetUuid, targetSummary ? addToTheme(targetSummary, vector, member.quote) : newThemeSummary(vector, member.quote));
              if (!receivers.has(from)) receivers.set(from, new Map());
              receivers.get(from)!.set(targetUuid, (receivers.get(from)!.get(targetUuid) ?? 0) + 1);
              if (fresh) {
                fresh.from.set(from, (fresh.from.get(from) ?? 0) + 1);
                fresh.quotes.push(member.quote);
                fresh.categories[member.category] = (fresh.categories[member.category] ?? 0) + 1;
              }
              report.moved++;
            }
          }
          // 3. Themes split off in this step: a row (counted by settle below) and, for problems and
          //    requests, the issue, which starts where the issue of the theme it came from stands.
          for (const fresh of created.values()) {
            if (fresh.stored) continue;
            await turns.take();
            const summary = summaries.get(fresh.uuid);
            if (!summary) continue;
            fresh.stored = true;
            const kind = kindOfEvidence(fresh.categories);
            const { title, keywords, representativeQuote } = themeTitle(summary, fresh.quotes.slice(0, 8), kind, ownName);
            await this.repository.insert(trx, {
              organization_uuid: organizationUuid,
              uuid: fresh.uuid,
              kind,
              title: distinctTitle(title, keywords, this.titleTaken(organizationUuid, fresh.uuid)),
              keywords: JSON.stringify(keywords),
              representative_quote: representativeQuote ?? fresh.quotes[0] ?? '',
              summary: serializeSummary(summary),
              highlight_count: 0,
              feedback_count: 0,
              customer_count: 0,
              sentiment_sum: 0,
              average_sentiment: null,
              category_counts: '{}',
              change_seq: seq,
              created_at: at,
              updated_at: at,
              merged_at: null,
              // Of the highlights' vectors as this release embeds them.
              theme_model: themeModelFingerprint(),
            });
            report.split++;
            if (ISSUE_KINDS.has(kind)) {
              const source = [...fresh.from.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
              const sourceIssue = source ? await this.repository.issueOfTheme(trx, organizationUuid, source) : undefined;
              await this.openIssue(trx, organizationUuid, fresh.uuid, issueCategory(fresh.categories, kind), sourceIssue?.status ?? 'open', at);
            }
          }
          // A theme whose members all moved out (in this step) hands its issue, if a person acted on
          // it, to the theme that took most of them (as a merge does); settle then removes the empty theme.
          for (const [from, taken] of receivers) {
            if (summaries.get(from) !== null) continue;
            const to = [...taken.entries()].sort((a, b) => b[1] - a[1])[0]![0];
            if (actedOn(await this.repository.issueOfTheme(trx, organizationUuid, from))) await this.handOverIssue(trx, organizationUuid, from, to);
          }
          if (progress.merges < merges.length || progress.moves < members.length) break;
          group++;
        }
        const { removed, removedUuids } = await this.settle(trx, organizationUuid, summaries, seq, changes, turns);
        report.removed += removed;
        if (group < groups.length) {
          // The copy learns of this step as of any change, but for the themes it deleted, taken out
          // here (should the step roll back, the copy is dropped: inThemeTransaction).
          if (copyCurrent) {
            for (const uuid of [...deleted, ...removedUuids]) {
              copy.pool.remove(uuid);
              copy.titles.set(uuid, null);
            }
            copy.resetSeen = seq;
          }
          return;
        }
        report.removed += report.merged;
        // Themes changed by others while the plan was made, or between its steps, are newer than
        // the covered mark, so the next pass sees them; if nobody changed anything, this pass's own
        // changes count as seen.
        const alone = plan.coveredSeq === plan.themeSeq && seqs.every((s, i) => s === plan.themeSeq + 1 + i);
        await this.repository.setMaintainedSeq(trx, organizationUuid, alone ? seq : plan.coveredSeq);
        this.forget(organizationUuid);
      });
    }
    return { ...report, write_steps: seqs.length };
  }

  /**
   * The issues whose themes are most like the theme of issue `issueUuid` (similar.ts: the
   * SIMILAR_PARAMS.rerank most alike as placement would compare them, ranked again with the
   * feedback of their newest highlights), most similar first: the candidates to merge into it when
   * customers worded one problem in ways the engine kept apart. Undefined when the issue is not found.
   */
  async similarIssues(db: Executor, organizationUuid: string, issueUuid: string): Promise<Array<{ themeUuid: string; similarity: number }> | undefined> {
    const rows = await this.repository.issueThemeSummaries(db, organizationUuid);
    // Every issue has its theme, so an issue not found here is none of the organization's.
    const own = rows.find((row) => row.issue_uuid === issueUuid);
    return own && this.rankSimilar(db, organizationUuid, own.theme_uuid, own.summary, rows.map((row) => ({ uuid: row.theme_uuid, summary: row.summary })));
  }

  /**
   * The insights most like insight `themeUuid`, as similarIssues ranks issues, among those it
   * could be merged with (praise with praise, the rest with the rest). Undefined when not found.
   */
  async similarInsights(db: Executor, organizationUuid: string, themeUuid: string): Promise<Array<{ themeUuid: string; similarity: number }> | undefined> {
    const rows = await this.repository.maintainedThemes(db, organizationUuid);
    const own = rows.find((row) => row.uuid === themeUuid);
    if (!own) return undefined;
    const group = poolGroup(own.kind as ThemeKind);
    return this.rankSimilar(db, organizationUuid, own.uuid, own.summary, rows.filter((row) => poolGroup(row.kind as ThemeKind) === group));
  }

  /**
   * The themes most like theme `uuid` (whose summary is `serialized`) among `candidates`: the
   * SIMILAR_PARAMS.rerank most alike by placement's score, ranked again with their feedback
   * (similar.ts), most similar first, the similarity to three decimals (ties in uuid order). A
   * theme with no evidence is like nothing, and nothing is like it.
   */
  private async rankSimilar(db: Executor, organizationUuid: string, uuid: string, serialized: string, candidates: ReadonlyArray<{ uuid: string; summary: string }>): Promise<Array<{ themeUuid: string; similarity: number }>> {
    const ranked = rankByThemeSimilarity(
      { id: uuid, summary: deserializeSummary(serialized) },
      candidates.map((row) => ({ id: row.uuid, summary: deserializeSummary(row.summary) })),
    );
    if (ranked.length === 0) return [];
    const reread = [uuid, ...ranked.slice(0, SIMILAR_PARAMS.rerank).map((theme) => theme.id)];
    const texts = new Map<string, string[]>();
    for (const row of await this.repository.feedbackOfThemes(db, organizationUuid, reread, SIMILAR_PARAMS.perTheme, SIMILAR_PARAMS.contextChars)) {
      texts.set(row.theme_uuid, [...(texts.get(row.theme_uuid) ?? []), row.text]);
    }
    const ownName = await this.ownName(db, organizationUuid);
    const contexts = new Map(reread.map((id) => [id, feedbackContext(texts.get(id) ?? [], ownName)]));
    return rerankByFeedback(ranked, contexts.get(uuid) ?? null, contexts).map((theme) => ({ themeUuid: theme.id, similarity: theme.similarity }));
  }

  /**
   * A person's merge of issues that are one problem in several themes (mergeThemes on their
   * themes). False when the target is no issue of the organization; a source that is none is an
   * InvalidReferenceError (field `issue_uuids`) and nothing changes.
   */
  async mergeIssues(trx: Executor, organizationUuid: string, targetUuid: string, sourceUuids: readonly string[]): Promise<boolean> {
    // The organization's row first, as ingest and the background pass take it: one lock order.
    const { seq } = await this.repository.nextSequence(trx, organizationUuid, true);
    const target = await this.repository.getIssue(trx, organizationUuid, targetUuid, { lock: true });
    if (!target) return false;
    const themes: string[] = [];
    const missing: string[] = [];
    for (const uuid of new Set(sourceUuids)) {
      if (uuid === target.uuid) continue;
      const issue = await this.repository.getIssue(trx, organizationUuid, uuid, { lock: true });
      if (issue) themes.push(issue.theme_uuid);
      else missing.push(uuid);
    }
    if (missing.length > 0) throw new InvalidReferenceError('issue_uuids', `names no issue of this organization: ${missing.join(', ')}`);
    await this.mergeThemes(trx, organizationUuid, target.theme_uuid, themes, seq);
    return true;
  }

  /**
   * A person's merge of insights (themes) that say one thing: mergeThemes. False when the target is
   * no theme of the organization; a source that is none, or that gathers praise where the target
   * gathers the rest or the other way round, is an InvalidReferenceError (field `insight_uuids`).
   */
  async mergeInsights(trx: Executor, organizationUuid: string, targetUuid: string, sourceUuids: readonly string[]): Promise<boolean> {
    const { seq } = await this.repository.nextSequence(trx, organizationUuid, true);
    const target = await this.repository.getRow(trx, organizationUuid, targetUuid);
    if (!target) return false;
    const sources = [...new Set(sourceUuids)].filter((uuid) => uuid !== target.uuid);
    const rows: ThemeRow[] = [];
    const missing: string[] = [];
    for (const uuid of sources) {
      const row = await this.repository.getRow(trx, organizationUuid, uuid);
      if (row) rows.push(row);
      else missing.push(uuid);
    }
    if (missing.length > 0) throw new InvalidReferenceError('insight_uuids', `names no insight of this organization: ${missing.join(', ')}`);
    // Praise never shares a theme with the rest (ThemePool), whoever asks.
    const group = poolGroup(target.kind as ThemeKind);
    const apart = rows.filter((row) => poolGroup(row.kind as ThemeKind) !== group).map((row) => row.uuid);
    if (apart.length > 0) {
      throw new InvalidReferenceError('insight_uuids', `${group === 'praise' ? 'this insight is praise and these are not' : 'these insights are praise and this one is not'}: ${apart.join(', ')}; praise is never merged with problems, requests or other remarks`);
    }
    await this.mergeThemes(trx, organizationUuid, target.uuid, sources, seq);
    return true;
  }

  /**
   * Joins the themes `sources` to theme `target` as a merge of the background pass joins them (all
   * their highlights, their statistics summed, so later feedback like them can be placed there)
   * and removes them. Their issues go, but that the target has none: then the
   * first source's issue becomes the target's. The target's issue keeps its status, title and
   * description; counts, kind, category, title and keywords follow the evidence it now has. The
   * target is marked as merged by a person (merged_at, on the theme and its issue), after which the
   * background pass never takes evidence away from it. Called with the organization locked.
   */
  private async mergeThemes(trx: Executor, organizationUuid: string, target: string, sources: readonly string[], seq: number): Promise<void> {
    const at = now();
    const keep = await this.repository.getRow(trx, organizationUuid, target);
    let summary = keep ? deserializeSummary(keep.summary) : null;
    let issue = await this.repository.issueOfTheme(trx, organizationUuid, target);
    for (const source of sources) {
      const drop = await this.repository.getRow(trx, organizationUuid, source);
      if (!drop) continue;
      const dropIssue = await this.repository.issueOfTheme(trx, organizationUuid, source);
      if (dropIssue && !issue) {
        await this.repository.moveIssue(trx, organizationUuid, dropIssue.uuid, target);
        issue = dropIssue;
      } else if (dropIssue) {
        await this.repository.deleteIssue(trx, organizationUuid, dropIssue.uuid);
      }
      await this.repository.moveAllHighlights(trx, organizationUuid, source, target);
      await this.sumModels(trx, organizationUuid, target, source);
      const dropped = deserializeSummary(drop.summary);
      summary = summary ? mergeSummaries(summary, dropped) : dropped;
      await this.repository.delete(trx, organizationUuid, source);
    }
    await this.repository.update(trx, organizationUuid, target, { merged_at: at });
    if (issue) await this.repository.updateIssue(trx, organizationUuid, issue.uuid, { merged_at: at });
    await this.settle(trx, organizationUuid, new Map([[target, summary]]), seq);
    this.forget(organizationUuid);
  }

  /**
   * Before theme `drop`'s summary is added to theme `keep`'s: a sum of two models' vectors is of
   * neither, so `keep` is left for rebuildSummaries to derive again.
   */
  private async sumModels(trx: Executor, organizationUuid: string, keep: string, drop: string): Promise<void> {
    const keepModel = (await this.repository.getRow(trx, organizationUuid, keep))?.theme_model ?? null;
    const dropModel = (await this.repository.getRow(trx, organizationUuid, drop))?.theme_model ?? null;
    if (keepModel !== null && keepModel !== dropModel) await this.repository.forgetThemeModel(trx, organizationUuid, keep);
  }

  /**
   * Derives again, from all their highlights, the summaries and titles of the organization's themes
   * that another theme model derived (an upgrade changed how highlights are embedded or themes
   * named; fingerprint.ts), about `budget` highlights' worth of themes per call, in uuid order.
   * Until then, deleting feedback would take out of those summaries vectors they never held, and
   * new highlights would be compared with centroids of the old model. Placement is left as it
   * is: the background pass moves what now belongs elsewhere. When no such theme is left, the
   * organization is marked as derived with this model. Called with nothing locked; takes the
   * organization's row, as ingest does.
   */
  async rebuildSummaries(trx: Executor, organizationUuid: string, budget = REBUILD_BUDGET): Promise<{ rebuilt: number; remaining: number }> {
    const model = themeModelFingerprint();
    const { seq } = await this.repository.nextSequence(trx, organizationUuid);
    const stale = await this.repository.themesOfOtherModel(trx, organizationUuid, model);
    const chosen: string[] = [];
    let cost = 0;
    for (const theme of stale) {
      if (chosen.length > 0 && cost + theme.highlight_count > budget) break;
      chosen.push(theme.uuid);
      cost += theme.highlight_count;
    }
    const vectors = new Map<string, ThemeVector[]>();
    const ownName = await this.ownName(trx, organizationUuid);
    for (const member of await this.repository.membersOf(trx, organizationUuid, chosen, Number.MAX_SAFE_INTEGER)) {
      const vector = vectorOf({ quote: member.quote, category: member.category, sentimentScore: member.sentiment_score }, ownName);
      if (vector) vectors.set(member.theme_uuid, [...(vectors.get(member.theme_uuid) ?? []), vector]);
    }
    // A theme none of whose highlights embeds any more keeps the summary it has (settle would take
    // a theme without a summary for one without evidence).
    const summaries = new Map<string, ThemeSummary | null>();
    for (const uuid of chosen) {
      const summary = summarizeMembers(vectors.get(uuid) ?? []);
      if (summary) summaries.set(uuid, summary);
    }
    await this.settle(trx, organizationUuid, summaries, seq);
    await this.repository.setThemeModel(trx, organizationUuid, chosen, model);
    const remaining = stale.length - chosen.length;
    if (remaining === 0) await this.repository.setOrganizationThemeModel(trx, organizationUuid, model);
    this.forget(organizationUuid);
    return { rebuilt: chosen.length, remaining };
  }

  /**
   * Gives theme `from`'s issue to theme `to` as `from` goes away: an issue a person acted on
   * replaces an untouched one there; an untouched one moves only where there is none (otherwise it
   * goes with its theme). False, and nothing changed, when both carry a person's decisions.
   */
  private async handOverIssue(trx: Executor, organizationUuid: string, from: string, to: string): Promise<boolean> {
    const fromIssue = await this.repository.issueOfTheme(trx, organizationUuid, from);
    const toIssue = await this.repository.issueOfTheme(trx, organizationUuid, to);
    if (actedOn(fromIssue) && actedOn(toIssue)) return false;
    if (fromIssue && (actedOn(fromIssue) || !toIssue)) {
      if (toIssue) await this.repository.deleteIssue(trx, organizationUuid, toIssue.uuid);
      await this.repository.moveIssue(trx, organizationUuid, fromIssue.uuid, to);
    }
    return true;
  }

  toInsight(scoped: ScopedTheme): Insight {
    const { theme } = scoped;
    const counts = { highlight_count: scoped.highlight_count, feedback_count: scoped.feedback_count, customer_count: scoped.customer_count, average_sentiment: scoped.average_sentiment };
    return {
      uuid: theme.uuid,
      title: theme.title,
      description: describeTheme(counts, theme.representative_quote, theme.kind as ThemeKind),
      keywords: JSON.parse(theme.keywords) as string[],
      kind: theme.kind as ThemeKind,
      ...counts,
      created_at: theme.created_at,
      updated_at: theme.updated_at,
    };
  }

  toIssue(scoped: ScopedTheme & { issue: IssueRow }): Issue {
    const { theme, issue } = scoped;
    const counts = { highlight_count: scoped.highlight_count, feedback_count: scoped.feedback_count, customer_count: scoped.customer_count, average_sentiment: scoped.average_sentiment };
    return {
      uuid: issue.uuid,
      insight_uuid: theme.uuid,
      title: issue.title ?? theme.title,
      description: issue.description ?? describeTheme(counts, theme.representative_quote, theme.kind as ThemeKind),
      status: issue.status,
      category: issue.category,
      ...counts,
      created_at: issue.created_at,
      updated_at: issue.updated_at > theme.updated_at ? issue.updated_at : theme.updated_at,
    };
  }
}
