/**
 * Worker-thread entry of the ingest analysis (see AnalysisPool in ./analysis.ts): analyses each
 * text it is sent and answers with the analysis, or with the error's message.
 */
import { parentPort } from 'node:worker_threads';
import { analyzeForIngest } from './analysis.js';

parentPort?.on('message', (message: { id: number; text: string; ownName?: ReadonlySet<string> }) => {
  try {
    parentPort!.postMessage({ id: message.id, analysis: analyzeForIngest(message.text, message.ownName) });
  } catch (error) {
    parentPort!.postMessage({ id: message.id, error: error instanceof Error ? error.message : String(error) });
  }
});
