/**
 * Worker-thread entry of the theme maintenance planner (see WorkerPlanner in ./maintenance.ts):
 * runs the pure maintainThemes on the members it is sent and posts the plan back.
 */
import { parentPort } from 'node:worker_threads';
import { maintainThemes, type ThemeMember } from '../analysis/themes/index.js';

parentPort?.on('message', (message: { id: number; members: ThemeMember[] }) => {
  try {
    parentPort!.postMessage({ id: message.id, result: maintainThemes(message.members) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
