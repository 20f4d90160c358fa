/**
 * Worker-thread entry of the theme maintenance planner (see WorkerPlanner in ./maintenance.ts):
 * embeds the highlights it is sent, runs the pure maintainThemes and posts the plan back.
 */
import { parentPort } from 'node:worker_threads';
import { planOnThisThread } from './maintenance.js';
import type { PlanRow } from './themes.js';

parentPort?.on('message', (message: { id: number; rows: PlanRow[] }) => {
  planOnThisThread(message.rows).then(
    (result) => parentPort!.postMessage({ id: message.id, result }),
    (error: unknown) => parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
