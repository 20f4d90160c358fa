/**
 * Worker-thread entry of the theme maintenance planner (see WorkerPlanner in ./maintenance.ts):
 * embeds the highlights it is sent, runs the pure maintainThemes and posts the plan back.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { planOnThisThread } from './maintenance.js';
import type { PlanRow } from './themes.js';

// A pass is background work. On Linux a priority is a thread's own, so this lowers this thread's
// alone: when both want the CPU, the requests on the main thread get it first.
try {
  setPriority(19);
} catch {
  // Not permitted here: the pass runs at normal priority.
}

parentPort?.on('message', (message: { id: number; rows: PlanRow[] }) => {
  planOnThisThread(message.rows).then(
    (result) => parentPort!.postMessage({ id: message.id, result }),
    (error: unknown) => parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
