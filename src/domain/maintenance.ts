import { Worker } from 'node:worker_threads';
import type { FastifyBaseLogger } from 'fastify';
import { themeModelFingerprint } from '../analysis/themes/index.js';
import type { Services } from './services.js';
import { planMembers, planThemes, type MaintenancePlan, type MaintenanceReport, type PlannedThemes, type PlanRow, type ThemePlanner } from './themes.js';

/** Embeds the rows and runs maintainThemes (planThemes) on the calling thread (the CLI, tests, the worker). */
export const planOnThisThread: ThemePlanner = async (rows, ownName) => planThemes(planMembers(rows, ownName), ownName);

/**
 * Runs maintainThemes on a worker thread, so a pass (hundreds of milliseconds for thousands of
 * highlights) never stalls the requests the event loop serves. The worker is started on first use
 * and reused. Running from TypeScript sources (tests, tsx) there is no compiled worker script, so
 * the plan is made on the calling thread instead.
 */
export class WorkerPlanner {
  private worker?: Worker;
  private readonly pending = new Map<number, { resolve: (answer: never) => void; reject: (error: Error) => void }>();
  private nextId = 0;
  readonly onWorker = !import.meta.url.endsWith('.ts');

  plan: ThemePlanner = (rows: PlanRow[], ownName: ReadonlySet<string>) => {
    if (!this.onWorker) return planOnThisThread(rows, ownName);
    return this.ask<PlannedThemes>({ rows, ownName });
  };

  /**
   * A whole pass's plan for an organization of the embedded store in `file`, made on the worker,
   * which reads the store on a connection of its own (ThemeService.planMaintenance there).
   * Undefined from the TypeScript sources, where there is no worker.
   */
  planPass(file: string, organizationUuid: string): Promise<MaintenancePlan | undefined> | undefined {
    if (!this.onWorker) return undefined;
    return this.ask<MaintenancePlan>({ pass: { file, organizationUuid } });
  }

  private ask<T>(request: { rows: PlanRow[]; ownName: ReadonlySet<string> } | { pass: { file: string; organizationUuid: string } }): Promise<T> {
    const worker = this.start();
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (answer: never) => void, reject });
      worker.postMessage({ id, ...request });
    });
  }

  private start(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./maintenance-worker.js', import.meta.url));
    worker.unref();
    worker.on('message', (message: { id: number; result?: PlannedThemes; plan?: MaintenancePlan; error?: string }) => {
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      const answer = message.result ?? message.plan;
      if (answer) waiting?.resolve(answer as never);
      else waiting?.reject(new Error(message.error ?? 'theme maintenance worker failed'));
    });
    const fail = (error: Error) => {
      for (const waiting of this.pending.values()) waiting.reject(error);
      this.pending.clear();
      this.worker = undefined;
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`theme maintenance worker exited with code ${code}`)));
    this.worker = worker;
    return worker;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }
}

export interface MaintenanceSchedule {
  /** Milliseconds between looks for organizations due a pass. */
  intervalMs: number;
  /** Theme changes (placements, deletions) since the last pass that make an organization due. */
  minChanges: number;
}

/**
 * Runs the background theme maintenance pass for every organization that is due, one organization
 * at a time, every `intervalMs`. Several instances may run it: on PostgreSQL an advisory lock lets
 * one instance at a time work on an organization, and the others skip it.
 */
export class MaintenanceScheduler {
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private running?: Promise<void>;

  constructor(
    private readonly services: Services,
    private readonly schedule: MaintenanceSchedule,
    private readonly log: FastifyBaseLogger,
    private readonly planner: Pick<WorkerPlanner, 'plan' | 'planPass' | 'close'> = new WorkerPlanner(),
  ) {}

  start(): void {
    // The theme model's fingerprint loads the word vectors (about 0.2 s): before serving, not in
    // the first round, while requests wait.
    themeModelFingerprint();
    this.timer = setInterval(() => void this.runDue(), this.schedule.intervalMs);
    this.timer.unref();
  }

  /** One round over the organizations that are due; a round still running is not started twice. */
  async runDue(): Promise<MaintenanceReport[]> {
    if (this.running) return [];
    const reports: MaintenanceReport[] = [];
    this.running = (async () => {
      const themeModel = themeModelFingerprint();
      for (const due of await this.services.themes.repository.maintenanceDue(this.schedule.minChanges, themeModel)) {
        if (this.stopped) break;
        const organizationUuid = due.uuid;
        const started = Date.now();
        try {
          let rebuilt = 0;
          if (due.themeModel !== themeModel) {
            rebuilt = await this.services.rebuildThemeSummaries(organizationUuid);
            if (rebuilt > 0) this.log.info({ organization_uuid: organizationUuid, themes_rebuilt: rebuilt, theme_model: themeModel, ms: Date.now() - started }, 'theme summaries derived again with this release\'s theme model');
          }
          // Themes derived again may now belong with others: the pass follows. An organization due
          // only to be marked (its themes were all of this model) waits for its changes.
          if (rebuilt === 0 && due.changes < this.schedule.minChanges) continue;
          // Should the worker fail to read the store, the pass is planned from here instead.
          const planPass = (file: string) =>
            this.planner.planPass(file, organizationUuid)?.catch((error: unknown) => {
              this.log.warn({ err: error, organization_uuid: organizationUuid }, 'theme maintenance: the worker could not plan from the store file; planning here');
              return undefined;
            });
          const report = await this.services.maintainThemes(organizationUuid, this.planner.plan, planPass);
          if (report) {
            reports.push(report);
            this.log.info({ maintenance: report, ms: Date.now() - started }, 'theme maintenance pass');
          }
        } catch (error) {
          this.log.error({ err: error, organization_uuid: organizationUuid }, 'theme maintenance pass failed');
        }
      }
    })();
    try {
      await this.running;
    } finally {
      this.running = undefined;
    }
    return reports;
  }

  /** Stops the schedule and waits for a pass under way (its transaction commits or rolls back whole). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running?.catch(() => undefined);
    await this.planner.close();
  }
}
