import type { Transaction } from 'kysely';
import { sqliteFileOf, type Store } from '../store/db.js';
import { WriteBatcher } from '../store/batch.js';
import type { Database, IssueRow } from '../store/schema.js';
import { OrganizationRepository } from '../store/organizations.js';
import { CompanyRepository, type Company, type CompanyInput } from '../store/companies.js';
import { CustomerRepository, type Customer, type CustomerInput } from '../store/customers.js';
import { FeedbackRepository, type Feedback } from '../store/feedbacks.js';
import { LabelRepository, type Persona, type Space } from '../store/personas.js';
import { inlineAnalyzer, type Analyzer } from './analysis.js';
import type { ThemeScope, IssueFilter } from '../store/themes.js';
import type { ListResult } from '../store/query.js';
import type { Highlight } from '../store/feedbacks.js';
import { ConflictError, InvalidReferenceError } from './errors.js';
import { ISSUE_TRANSITIONS, ThemeService, type Insight, type Issue, type MaintenancePlan, type MaintenanceReport, type ThemePlanner } from './themes.js';

/** Makes a whole maintenance plan from the embedded store's file, or gives undefined to leave it to the caller. */
export type PassPlanner = (file: string) => Promise<MaintenancePlan | undefined> | undefined;

/** SQLSTATEs after which PostgreSQL has rolled the transaction back and it may simply run again. */
const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 3;
/**
 * PostgreSQL: writes in one group commit at most. Each is a savepoint that writes, a subtransaction
 * with its own transaction id, and a backend caches 64 of those before every other backend's
 * snapshots have to look them up on disk (subtransaction overflow); 32 stays clear of it.
 */
const PG_MAX_BATCH = 32;
/** PostgreSQL: how many organizations' batchers are kept before the idle ones are dropped. */
const MAX_IDLE_BATCHERS = 1000;

export interface FeedbackInput {
  customer_uuid: string;
  feedback_contents: string;
  feedback_date: string;
  priority: number;
  feedback_type: string;
  space_uuids: string[];
}

/**
 * The service's operations on one store: every write that touches more than one record runs here,
 * in one transaction, so nothing accepted is ever half-written.
 */
export class Services {
  readonly organizations: OrganizationRepository;
  readonly companies: CompanyRepository;
  readonly customers: CustomerRepository;
  readonly feedbacks: FeedbackRepository;
  readonly personas: LabelRepository<Persona>;
  readonly spaces: LabelRepository<Space>;
  readonly themes: ThemeService;
  /** SQLite: the one group commit of every write. */
  private readonly batcher?: WriteBatcher;
  /** PostgreSQL: a group commit per organization (WriteBatcher). */
  private readonly organizationBatchers = new Map<string, WriteBatcher>();
  /** Organizations whose maintenance pass this instance is running. */
  private readonly maintaining = new Set<string>();
  /**
   * About how long each write transaction of a maintenance pass works on the embedded store
   * before it commits and lets the writes waiting behind it in (applyMaintenanceInSteps).
   */
  maintenanceStepMs = 10;

  /** `analyzer` analyses feedback text for ingest: inline unless given a pool of worker threads. */
  constructor(
    readonly store: Store,
    private readonly analyzer: Analyzer = inlineAnalyzer,
  ) {
    this.organizations = new OrganizationRepository(store.db);
    this.companies = new CompanyRepository(store.db, store.dialect);
    this.customers = new CustomerRepository(store.db, store.dialect);
    this.feedbacks = new FeedbackRepository(store.db, store.dialect);
    this.personas = new LabelRepository<Persona>(store.db, 'personas');
    this.spaces = new LabelRepository<Space>(store.db, 'spaces');
    this.themes = new ThemeService(store.db, store.dialect);
    if (store.dialect === 'sqlite') this.batcher = new WriteBatcher(store.db);
  }

  async createCompany(organizationUuid: string, input: CompanyInput & { name: string }): Promise<Company> {
    return this.transaction(async (trx) => {
      if (input.company_persona_uuid) await this.personas.ensure(trx, organizationUuid, [input.company_persona_uuid]);
      return this.companies.create(trx, organizationUuid, input);
    });
  }

  async updateCompany(organizationUuid: string, uuid: string, input: CompanyInput): Promise<Company | undefined> {
    return this.transaction(async (trx) => {
      if (input.company_persona_uuid) await this.personas.ensure(trx, organizationUuid, [input.company_persona_uuid]);
      return this.companies.update(trx, organizationUuid, uuid, input);
    });
  }

  async createCustomer(organizationUuid: string, input: CustomerInput & { full_name: string; email: string }): Promise<Customer> {
    return this.transaction(async (trx) => {
      await this.checkCompany(trx, organizationUuid, input.customer_company_uuid);
      if (input.persona_uuid) await this.personas.ensure(trx, organizationUuid, [input.persona_uuid]);
      return this.customers.create(trx, organizationUuid, input);
    });
  }

  async updateCustomer(organizationUuid: string, uuid: string, input: CustomerInput): Promise<Customer | undefined> {
    return this.transaction(async (trx) => {
      await this.checkCompany(trx, organizationUuid, input.customer_company_uuid);
      if (input.persona_uuid) await this.personas.ensure(trx, organizationUuid, [input.persona_uuid]);
      const result = await this.customers.update(trx, organizationUuid, uuid, input);
      if (!result) return undefined;
      const from = result.before.customer_company_uuid;
      const to = result.after.customer_company_uuid;
      if (from !== to) await this.feedbacks.moveCustomer(trx, organizationUuid, uuid, from, to);
      return result.after;
    });
  }

  /** Loads what analysis needs on every thread that analyses feedback, before the first one arrives (Analyzer.warmUp). */
  async warmUpAnalysis(): Promise<void> {
    await this.analyzer.warmUp();
  }

  /**
   * Ingests one feedback: analysis first (pure, outside the transaction, on a worker thread when
   * the analyzer has them), then the feedback, its highlights, their themes and issues, and every
   * counter they feed, in one transaction.
   */
  async createFeedback(organizationUuid: string, input: FeedbackInput): Promise<Feedback> {
    const analysis = await this.analyzer.analyze(input.feedback_contents, await this.themes.ownName(this.store.db, organizationUuid));
    const highlights = analysis.highlights;
    const spaceUuids = [...new Set(input.space_uuids)];
    return this.inThemeTransaction(organizationUuid, async (trx) => {
      // Locks in one order on PostgreSQL: the organization's row (which placing highlights takes
      // anyway), then the customer, so a concurrent move of the customer to another company
      // either waits for this feedback or is seen by it.
      if (this.store.dialect === 'postgres') await this.themes.repository.lockOrganization(trx, organizationUuid);
      const customer = await this.customers.getRow(trx, organizationUuid, input.customer_uuid, { lock: true });
      if (!customer) throw new InvalidReferenceError('customer_uuid', 'names no customer of this organization');
      await this.spaces.ensure(trx, organizationUuid, spaceUuids);
      const themeUuids = await this.themes.place(trx, organizationUuid, { customer_uuid: customer.uuid }, highlights);
      return this.feedbacks.create(trx, organizationUuid, {
        ...input,
        space_uuids: spaceUuids,
        company_uuid: customer.customer_company_uuid,
        sentiment_score: analysis.sentimentScore,
        highlights: highlights.map((h, i) => ({ ...h, themeUuid: themeUuids[i] ?? null })),
        customerHighlightsBefore: { total: customer.highlight_count, archived: customer.archived_highlight_count },
      });
    });
  }

  async deleteFeedback(organizationUuid: string, uuids: string[]): Promise<number> {
    return this.inThemeTransaction(organizationUuid, async (trx) => {
      // The organization's row first, as ingest takes it: one lock order, no deadlocks.
      const { seq } = await this.themes.repository.nextSequence(trx, organizationUuid, true);
      const evidence = await this.themes.evidenceOf(trx, organizationUuid, uuids);
      const deleted = await this.feedbacks.deleteMany(trx, organizationUuid, uuids);
      await this.themes.withdraw(trx, organizationUuid, evidence, seq);
      return deleted;
    });
  }

  /**
   * Derives again the summaries and titles of the organization's themes that an earlier release's
   * theme model derived (ThemeService.rebuildSummaries), REBUILD_BUDGET highlights' worth per
   * transaction, so that ingest waits for one batch at a time. Returns how many themes it rebuilt.
   */
  async rebuildThemeSummaries(organizationUuid: string): Promise<number> {
    let rebuilt = 0;
    for (;;) {
      const batch = await this.inThemeTransaction(organizationUuid, (trx) => this.themes.rebuildSummaries(trx, organizationUuid));
      rebuilt += batch.rebuilt;
      if (batch.remaining === 0) return rebuilt;
    }
  }

  /**
   * One background maintenance pass over an organization's themes (merge, split, re-home; see
   * ThemeService.planMaintenance and applyMaintenance). Null when another pass over the
   * organization is under way, here or, on PostgreSQL, on another instance (advisory lock).
   * On PostgreSQL the plan is made and applied inside the locked transaction; on the embedded
   * store (one process) it is made first and applied in steps of about `maintenanceStepMs`, each
   * a write transaction of its own, with everything re-checked.
   * `planPass`, given the store's file, may make the whole plan elsewhere (the worker thread, on a
   * connection of its own); when it gives nothing the plan is read here and `planner` makes it.
   */
  async maintainThemes(organizationUuid: string, planner: ThemePlanner, planPass?: PassPlanner): Promise<MaintenanceReport | null> {
    if (this.maintaining.has(organizationUuid)) return null;
    this.maintaining.add(organizationUuid);
    // When the pass's write transaction began (it holds the organization's writes until it ends).
    let began = 0;
    const written = <R extends object>(report: R | null) => (report === null ? null : { ...report, write_ms: Math.round(performance.now() - began) });
    try {
      if (this.store.dialect === 'postgres') {
        return written(
          await this.inThemeTransaction(organizationUuid, async (trx) => {
            began = performance.now();
            if (!(await this.themes.repository.tryMaintenanceLock(trx, organizationUuid))) return null;
            const plan = await this.themes.planMaintenance(trx, organizationUuid, planner);
            return { organization_uuid: organizationUuid, ...(await this.themes.applyMaintenance(trx, organizationUuid, plan)) };
          }),
        );
      }
      const file = sqliteFileOf(this.store.db);
      const plan = (file !== undefined ? await planPass?.(file) : undefined) ?? (await this.themes.planMaintenance(this.store.db, organizationUuid, planner));
      // Applied in steps of about maintenanceStepMs, each its own transaction, not the group
      // commit's: a step lets the event loop turn while it holds the write connection, and nothing
      // else may be half-done in the transaction then. Ingest queued behind a step goes next.
      let longest = 0;
      const report = await this.themes.applyMaintenanceInSteps(
        async (work) => {
          let stepBegan = 0;
          const result = await this.inThemeTransaction(
            organizationUuid,
            (trx) => {
              stepBegan = performance.now();
              return work(trx);
            },
            { alone: true },
          );
          longest = Math.max(longest, performance.now() - stepBegan);
          return result;
        },
        organizationUuid,
        plan,
        this.maintenanceStepMs,
      );
      return { organization_uuid: organizationUuid, ...report, write_ms: Math.round(longest) };
    } finally {
      this.maintaining.delete(organizationUuid);
    }
  }

  /**
   * A transaction. On PostgreSQL one that fails on a serialization failure or a deadlock (which
   * roll it back whole) is run again, up to three attempts in all, after a short random pause.
   */
  private async transaction<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
    if (this.store.dialect !== 'postgres') {
      // What the transaction changed in memory (search data of moved feedback) goes if it rolls back.
      const mark = this.feedbacks.mark();
      try {
        return await this.store.db.transaction().execute(work);
      } catch (error) {
        this.feedbacks.rolledBack(mark);
        throw error;
      }
    }
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.store.db.transaction().execute(work);
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !RETRYABLE.has((error as { code?: unknown }).code as string)) throw error;
        await new Promise((resolve) => setTimeout(resolve, attempt * (5 + Math.random() * 20)));
      }
    }
  }

  /**
   * A write that changes themes. It joins a group commit (batcherOf; unless `alone`); if it fails
   * or rolls back, the in-memory copy of the organization's themes is dropped too.
   */
  private async inThemeTransaction<T>(organizationUuid: string, work: (trx: Transaction<Database>) => Promise<T>, options: { alone?: boolean } = {}): Promise<T> {
    // A write that fails is rolled back alone (its savepoint in a group commit): what it changed
    // in memory is dropped right there, inside the transaction. A failure of the whole transaction
    // drops whatever changed since this write was queued.
    let failedAlone = false;
    const guarded = async (trx: Transaction<Database>) => {
      const mark = this.feedbacks.mark();
      try {
        return await work(trx);
      } catch (error) {
        failedAlone = true;
        this.themes.forget(organizationUuid);
        this.feedbacks.rolledBack(mark);
        throw error;
      }
    };
    const mark = this.feedbacks.mark();
    try {
      const batcher = options.alone ? undefined : this.batcherOf(organizationUuid);
      return await (batcher ? batcher.run(guarded) : this.transaction(guarded));
    } catch (error) {
      this.themes.forget(organizationUuid);
      if (!failedAlone) this.feedbacks.rolledBack(mark);
      throw error;
    }
  }

  /**
   * The group commit a write of the organization's themes joins: the store's one on SQLite, the
   * organization's own on PostgreSQL, where a batch that fails on a serialization failure or a
   * deadlock is run again whole (up to three attempts, as `transaction` runs one write), from the
   * organization's themes as stored.
   */
  private batcherOf(organizationUuid: string): WriteBatcher | undefined {
    if (this.store.dialect !== 'postgres') return this.batcher;
    let batcher = this.organizationBatchers.get(organizationUuid);
    if (!batcher) {
      // Organizations come and go; a batcher with nothing queued holds nothing worth keeping.
      if (this.organizationBatchers.size >= MAX_IDLE_BATCHERS) for (const [key, idle] of this.organizationBatchers) if (idle.idle) this.organizationBatchers.delete(key);
      batcher = new WriteBatcher(this.store.db, PG_MAX_BATCH, {
        retryable: (error) => RETRYABLE.has((error as { code?: unknown }).code as string),
        attempts: MAX_ATTEMPTS,
        beforeRetry: () => this.themes.forget(organizationUuid),
      });
      this.organizationBatchers.set(organizationUuid, batcher);
    }
    return batcher;
  }

  async listInsights(organizationUuid: string, scope: ThemeScope, page: { limit: number; offset: number }): Promise<ListResult<Insight>> {
    const result = await this.themes.repository.listScoped(organizationUuid, scope, page);
    return { rows: result.rows.map((row) => this.themes.toInsight(row)), total: result.total };
  }

  async getInsight(organizationUuid: string, uuid: string): Promise<Insight | undefined> {
    const result = await this.themes.repository.listScoped(organizationUuid, { kind: 'organization' }, { limit: 1, offset: 0, themeUuids: [uuid] });
    return result.rows[0] && this.themes.toInsight(result.rows[0]);
  }

  async insightEvidence(organizationUuid: string, uuid: string, page: { limit: number; offset: number }): Promise<ListResult<Highlight> | undefined> {
    const theme = await this.themes.repository.getRow(this.store.db, organizationUuid, uuid);
    return theme && this.themes.repository.evidence(organizationUuid, uuid, page);
  }

  async listIssues(organizationUuid: string, scope: ThemeScope, filter: IssueFilter, page: { limit: number; offset: number }): Promise<ListResult<Issue>> {
    const result = await this.themes.repository.listScoped(organizationUuid, scope, { ...page, issuesOnly: true, issueFilter: filter });
    return { rows: result.rows.map((row) => this.themes.toIssue(row as typeof row & { issue: IssueRow })), total: result.total };
  }

  async getIssue(organizationUuid: string, uuid: string): Promise<Issue | undefined> {
    const issue = await this.themes.repository.getIssue(this.store.db, organizationUuid, uuid);
    if (!issue) return undefined;
    const result = await this.themes.repository.listScoped(organizationUuid, { kind: 'organization' }, { limit: 1, offset: 0, issuesOnly: true, themeUuids: [issue.theme_uuid] });
    return result.rows[0] && this.themes.toIssue(result.rows[0] as (typeof result.rows)[0] & { issue: IssueRow });
  }

  async issueEvidence(organizationUuid: string, uuid: string, page: { limit: number; offset: number }): Promise<ListResult<Highlight> | undefined> {
    const issue = await this.themes.repository.getIssue(this.store.db, organizationUuid, uuid);
    return issue && this.themes.repository.evidence(organizationUuid, issue.theme_uuid, page);
  }

  /**
   * Likes or archives a highlight. On PostgreSQL the organization's row is taken first, as ingest
   * and deletion take it (one lock order), and a deadlock or serialization failure is retried.
   */
  async updateHighlight(organizationUuid: string, uuid: string, changes: { liked?: boolean; archived?: boolean }): Promise<Highlight | undefined> {
    const found = await this.transaction(async (trx) => {
      if (this.store.dialect === 'postgres' && changes.archived !== undefined) await this.themes.repository.lockOrganization(trx, organizationUuid);
      return this.feedbacks.updateHighlight(trx, organizationUuid, uuid, changes);
    });
    return found ? this.feedbacks.getHighlight(organizationUuid, uuid) : undefined;
  }

  /** Changes an issue's status (only along the lifecycle; other moves are a ConflictError), title or description. */
  async updateIssue(organizationUuid: string, uuid: string, changes: { status?: string; title?: string | null; description?: string | null }): Promise<Issue | undefined> {
    // What the issue shows now: a title or description sent back as shown, while generated, stays
    // generated (a fetched issue PUT back must not pin words that then go stale).
    const shown = changes.title !== undefined || changes.description !== undefined ? await this.getIssue(organizationUuid, uuid) : undefined;
    const updated = await this.transaction(async (trx) => {
      // Locked while it is read: two moves at once are judged one after the other (resolved, then
      // a dismissal of the resolved issue is a 409), never both against the status before them.
      const issue = await this.themes.repository.getIssue(trx, organizationUuid, uuid, { lock: true });
      if (!issue) return false;
      if (changes.status !== undefined && changes.status !== issue.status && !ISSUE_TRANSITIONS[issue.status]?.includes(changes.status)) {
        const allowed = ISSUE_TRANSITIONS[issue.status] ?? [];
        throw new ConflictError(`An issue that is ${issue.status} cannot become ${changes.status}; it can become: ${allowed.join(', ')}.`);
      }
      const set: { status?: string; title?: string | null; description?: string | null } = {};
      if (changes.status !== undefined && changes.status !== issue.status) set.status = changes.status;
      for (const field of ['title', 'description'] as const) {
        const value = changes[field];
        if (value === undefined || value === issue[field] || (issue[field] === null && value === shown?.[field])) continue;
        set[field] = value;
      }
      // Nothing that changes: the issue is answered as it is, its updated_at untouched.
      if (Object.keys(set).length > 0) await this.themes.repository.updateIssue(trx, organizationUuid, uuid, set);
      return true;
    });
    return updated ? this.getIssue(organizationUuid, uuid) : undefined;
  }

  /**
   * A page of the issues most like issue `uuid` (ThemeService.similarIssues), most similar first,
   * each with its similarity, and how many are ranked in all; undefined when `uuid` is no issue of
   * the organization.
   */
  async similarIssues(organizationUuid: string, uuid: string, page: { limit: number; offset: number }): Promise<{ rows: Array<Issue & { similarity: number }>; total: number } | undefined> {
    const found = await this.themes.similarIssues(this.store.db, organizationUuid, uuid);
    if (!found) return undefined;
    const rows = (await this.withSimilarity(organizationUuid, found.slice(page.offset, page.offset + page.limit), true)).map(({ row, similarity }) => ({ ...this.themes.toIssue(row as typeof row & { issue: IssueRow }), similarity }));
    return { rows, total: found.length };
  }

  /** A page of the insights most like insight `uuid` (ThemeService.similarInsights), and how many are ranked in all; undefined when it is not found. */
  async similarInsights(organizationUuid: string, uuid: string, page: { limit: number; offset: number }): Promise<{ rows: Array<Insight & { similarity: number }>; total: number } | undefined> {
    const found = await this.themes.similarInsights(this.store.db, organizationUuid, uuid);
    if (!found) return undefined;
    const rows = (await this.withSimilarity(organizationUuid, found.slice(page.offset, page.offset + page.limit), false)).map(({ row, similarity }) => ({ ...this.themes.toInsight(row), similarity }));
    return { rows, total: found.length };
  }

  /** The themes found, as the routes show them, read at once and put back in the order found. */
  private async withSimilarity(organizationUuid: string, found: ReadonlyArray<{ themeUuid: string; similarity: number }>, issuesOnly: boolean) {
    if (found.length === 0) return [];
    const rank = new Map(found.map((f, i) => [f.themeUuid, i]));
    const result = await this.themes.repository.listScoped(organizationUuid, { kind: 'organization' }, { limit: found.length, offset: 0, issuesOnly, themeUuids: [...rank.keys()] });
    return result.rows
      .map((row) => ({ row, rank: rank.get(row.theme.uuid)! }))
      .sort((a, b) => a.rank - b.rank)
      .map(({ row, rank: at }) => ({ row, similarity: found[at]!.similarity }));
  }

  /**
   * Merges other issues of the organization into issue `uuid` (ThemeService.mergeIssues). Undefined
   * when `uuid` is no issue of the organization; an unknown source is an InvalidReferenceError.
   */
  async mergeIssues(organizationUuid: string, uuid: string, sourceUuids: readonly string[]): Promise<Issue | undefined> {
    const merged = await this.inThemeTransaction(organizationUuid, (trx) => this.themes.mergeIssues(trx, organizationUuid, uuid, sourceUuids));
    return merged ? this.getIssue(organizationUuid, uuid) : undefined;
  }

  /**
   * Merges other insights of the organization into insight `uuid` (ThemeService.mergeInsights).
   * Undefined when `uuid` is no insight of the organization; an unknown source, or praise merged
   * with the rest, is an InvalidReferenceError.
   */
  async mergeInsights(organizationUuid: string, uuid: string, sourceUuids: readonly string[]): Promise<Insight | undefined> {
    const merged = await this.inThemeTransaction(organizationUuid, (trx) => this.themes.mergeInsights(trx, organizationUuid, uuid, sourceUuids));
    return merged ? this.getInsight(organizationUuid, uuid) : undefined;
  }

  private async checkCompany(trx: Parameters<CompanyRepository['exists']>[0], organizationUuid: string, companyUuid: string | null | undefined) {
    if (!companyUuid) return;
    if (!(await this.companies.exists(trx, organizationUuid, companyUuid))) {
      throw new InvalidReferenceError('customer_company_uuid', 'names no company of this organization');
    }
  }
}
