/**
 * Worker-thread entry of the theme maintenance planner (see WorkerPlanner in ./maintenance.ts).
 * Two requests: embed the highlights it is sent and run the pure maintainThemes on them; or, for
 * an embedded store in a file, make a whole pass's plan, reading the store on a connection of its
 * own (WAL lets it read while the service writes), so the service's event loop neither runs those
 * reads nor copies their rows here.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { planOnThisThread } from './maintenance.js';
import { ThemeService, type MaintenancePlan, type PlanRow } from './themes.js';
import { openStore, type Store } from '../store/db.js';

// A pass is background work. On Linux a priority is a thread's own, so this lowers this thread's
// alone: when both want the CPU, the requests on the main thread get it first.
try {
  setPriority(19);
} catch {
  // Not permitted here: the pass runs at normal priority.
}

/** The stores this worker reads, one connection per file, opened on first use. */
const stores = new Map<string, { store: Store; themes: ThemeService }>();

function storeOf(file: string): { store: Store; themes: ThemeService } {
  let open = stores.get(file);
  if (!open) {
    // No memory map (a pass reads a bounded share of the store once a minute) and no checkpoints
    // (the service's own connection runs them).
    const store = openStore(`sqlite:${file}`, { mmapMb: 0, checkpoints: false });
    open = { store, themes: new ThemeService(store.db, 'sqlite') };
    stores.set(file, open);
  }
  return open;
}

type Request = { id: number; rows: PlanRow[]; ownName: ReadonlySet<string> } | { id: number; pass: { file: string; organizationUuid: string } };

parentPort?.on('message', (message: Request) => {
  const work: Promise<{ result: unknown } | { plan: MaintenancePlan }> =
    'rows' in message
      ? planOnThisThread(message.rows, message.ownName).then((result) => ({ result }))
      : Promise.resolve()
          .then(() => {
            const { store, themes } = storeOf(message.pass.file);
            return themes.planMaintenance(store.db, message.pass.organizationUuid, planOnThisThread);
          })
          .then((plan) => ({ plan }));
  work.then(
    (answer) => parentPort!.postMessage({ id: message.id, ...answer }),
    (error: unknown) => parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
