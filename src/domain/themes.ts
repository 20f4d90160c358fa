import type { Kysely, Transaction } from 'kysely';
import type { HighlightCategory } from '../analysis/index.js';
import type { Database, IssueRow, ThemeRow } from '../store/schema.js';
import { ThemeRepository, type ScopedTheme, type ThemeCounts, type ThemeHighlight } from '../store/themes.js';
import { uuidv7 } from '../store/ids.js';
import { now } from '../store/query.js';
import {
  addToTheme,
  deserializeSummary,
  embedHighlight,
  newThemeSummary,
  ThemePool,
  themeKindOf,
  type PoolKind,
  removeFromTheme,
  serializeSummary,
  themeTitle,
  type ThemeSummary,
  type ThemeVector,
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

interface OrganizationThemes {
  seq: number;
  pool: ThemePool<CachedTheme>;
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

/** A theme's description, built from its counts in the scope read and its representative quote. */
export function describeTheme(counts: ThemeCounts, quote: string): string {
  const customers = counts.customer_count === 1 ? '1 customer' : `${counts.customer_count} customers`;
  const feedbacks = counts.feedback_count === 1 ? '1 feedback' : `${counts.feedback_count} feedback`;
  const average = counts.average_sentiment;
  const feeling =
    average === null ? 'unknown' : average <= -0.5 ? 'strongly negative' : average <= -0.05 ? 'negative' : average < 0.05 ? 'neutral' : average < 0.5 ? 'positive' : 'strongly positive';
  const example = quote ? ` For example: “${quote}”` : '';
  return `${customers} raised this in ${feedbacks}; sentiment is ${feeling}${average === null ? '' : ` (${average.toFixed(2)})`}.${example}`;
}

function issueCategory(categoryCounts: Record<string, number>, kind: ThemeKind): string {
  if (kind === 'request') return 'feature_request';
  return (categoryCounts.bug ?? 0) >= (categoryCounts.complaint ?? 0) ? 'bug' : 'complaint';
}

/** Titles are rebuilt while a theme is young and then at each doubling, not on every highlight. */
function titleDue(highlightCount: number): boolean {
  return highlightCount <= 8 || (highlightCount & (highlightCount - 1)) === 0;
}

/**
 * Places highlights into themes as feedback arrives and takes them out when feedback goes. Each
 * instance keeps a copy of every organization's theme summaries and refreshes it from the rows
 * changed since it last looked (organizations.theme_seq), so placement costs O(themes) in memory
 * and never re-clusters.
 */
export class ThemeService {
  private readonly cache = new Map<string, OrganizationThemes>();
  readonly repository: ThemeRepository;

  constructor(db: Kysely<Database>) {
    this.repository = new ThemeRepository(db);
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
    if (!state || state.seq < resetSeq) state = { seq: -1, pool: new ThemePool<CachedTheme>() };
    if (state.seq < seq - 1) {
      for (const row of await this.repository.changedSince(trx, organizationUuid, state.seq)) {
        state.pool.put({ id: row.uuid, kind: row.kind as ThemeKind, summary: deserializeSummary(row.summary), row });
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
    for (const [themeUuid, { fresh, added }] of touched) {
      const cached = state.pool.themes.get(themeUuid)!;
      const sentiment = added.reduce((sum, h) => sum + h.sentimentScore, 0);
      const current = fresh ? undefined : (cached.row ?? (await this.repository.getRow(trx, organizationUuid, themeUuid)));
      const categoryCounts: Record<string, number> = current ? JSON.parse(current.category_counts) : {};
      for (const h of added) categoryCounts[h.category] = (categoryCounts[h.category] ?? 0) + 1;
      const newCustomer = !current || !(await this.repository.customerHasEvidence(trx, organizationUuid, themeUuid, feedback.customer_uuid));
      const highlightCount = (current?.highlight_count ?? 0) + added.length;
      const sentimentSum = (current?.sentiment_sum ?? 0) + sentiment;
      const counts = {
        highlight_count: highlightCount,
        feedback_count: (current?.feedback_count ?? 0) + 1,
        customer_count: (current?.customer_count ?? 0) + (newCustomer ? 1 : 0),
        sentiment_sum: sentimentSum,
        average_sentiment: sentimentSum / highlightCount,
        category_counts: JSON.stringify(categoryCounts),
        summary: serializeSummary(cached.summary),
        change_seq: seq,
        updated_at: at,
      };
      let naming: Pick<ThemeRow, 'title' | 'keywords' | 'representative_quote'> | undefined;
      if (!current || titleDue(highlightCount)) {
        const quotes = [...added.map((h) => h.quote), ...(current ? await this.repository.sampleQuotes(trx, organizationUuid, themeUuid, 7) : [])];
        const { title, keywords } = themeTitle(cached.summary, quotes);
        const representative = [...added].sort((a, b) => Math.abs(b.sentimentScore) - Math.abs(a.sentimentScore))[0]!.quote;
        naming = { title, keywords: JSON.stringify(keywords), representative_quote: current && current.representative_quote ? current.representative_quote : representative };
      }
      if (current) {
        await this.repository.update(trx, organizationUuid, themeUuid, { ...counts, ...naming });
        cached.row = { ...current, ...counts, ...naming };
      } else {
        cached.row = { organization_uuid: organizationUuid, uuid: themeUuid, kind: cached.kind, ...counts, ...naming!, created_at: at };
        await this.repository.insert(trx, cached.row);
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
      await this.repository.insertIssue(trx, { organization_uuid: organizationUuid, uuid: uuidv7(), theme_uuid: themeUuid, title: null, description: null, status: 'open', category, created_at: at, updated_at: at });
      return;
    }
    const reopen = issue.status === 'resolved' && added.some((h) => h.sentimentScore < -0.05 || h.category === 'bug' || h.category === 'complaint');
    if (reopen || issue.category !== category) {
      await this.repository.updateIssue(trx, organizationUuid, issue.uuid, { category, ...(reopen ? { status: 'open' } : {}) });
    }
  }

  /** Before feedback is deleted: what its highlights contributed, to take out afterwards. */
  async evidenceOf(trx: Executor, organizationUuid: string, feedbackUuids: string[]): Promise<ThemeHighlight[]> {
    return this.repository.highlightsOfFeedback(trx, organizationUuid, feedbackUuids);
  }

  /**
   * After feedback is deleted: takes its highlights out of their themes' summaries, recounts the
   * themes exactly, and removes themes left with no evidence together with their issue, unless a
   * person already acted on that issue (then the issue stays, with zero counts). `seq` is the
   * change number the caller took (with reset) before deleting, which locked the organization.
   */
  async withdraw(trx: Executor, organizationUuid: string, removed: ThemeHighlight[], seq: number): Promise<void> {
    if (removed.length === 0) return;
    const byTheme = new Map<string, ThemeHighlight[]>();
    for (const h of removed) byTheme.set(h.theme_uuid, [...(byTheme.get(h.theme_uuid) ?? []), h]);
    await this.repository.recount(trx, organizationUuid, byTheme.keys());
    for (const [themeUuid, highlights] of byTheme) {
      const row = await this.repository.getRow(trx, organizationUuid, themeUuid);
      if (!row) continue;
      let summary: ThemeSummary | null = deserializeSummary(row.summary);
      for (const h of highlights) {
        // The embedding is deterministic, so the vector the highlight brought in is recomputed.
        const vector = embedHighlight(h.quote, { category: h.category as HighlightCategory, sentimentScore: h.sentiment_score });
        if (summary && vector) summary = removeFromTheme(summary, vector, h.quote);
      }
      const categoryCounts: Record<string, number> = JSON.parse(row.category_counts);
      for (const h of highlights) categoryCounts[h.category] = Math.max(0, (categoryCounts[h.category] ?? 0) - 1);
      if (row.highlight_count === 0 || !summary) {
        const issue = await this.repository.issueOfTheme(trx, organizationUuid, themeUuid);
        const actedOn = issue && (issue.status !== 'open' || issue.title !== null || issue.description !== null);
        if (!actedOn) {
          await this.repository.delete(trx, organizationUuid, themeUuid);
          continue;
        }
      }
      const quotes = row.highlight_count > 0 ? await this.repository.sampleQuotes(trx, organizationUuid, themeUuid, 8) : [];
      const naming = summary && quotes.length > 0 ? themeTitle(summary, quotes) : undefined;
      await this.repository.update(trx, organizationUuid, themeUuid, {
        summary: summary ? serializeSummary(summary) : row.summary,
        category_counts: JSON.stringify(categoryCounts),
        change_seq: seq,
        updated_at: now(),
        ...(naming ? { title: naming.title, keywords: JSON.stringify(naming.keywords) } : {}),
        ...(quotes.length > 0 && !quotes.includes(row.representative_quote) ? { representative_quote: quotes[0]! } : {}),
      });
    }
    this.forget(organizationUuid);
  }

  toInsight(scoped: ScopedTheme): Insight {
    const { theme } = scoped;
    const counts = { highlight_count: scoped.highlight_count, feedback_count: scoped.feedback_count, customer_count: scoped.customer_count, average_sentiment: scoped.average_sentiment };
    return {
      uuid: theme.uuid,
      title: theme.title,
      description: describeTheme(counts, theme.representative_quote),
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
      description: issue.description ?? describeTheme(counts, theme.representative_quote),
      status: issue.status,
      category: issue.category,
      ...counts,
      created_at: issue.created_at,
      updated_at: issue.updated_at > theme.updated_at ? issue.updated_at : theme.updated_at,
    };
  }
}
