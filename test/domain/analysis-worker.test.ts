import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AnalysisPool, analyzeForIngest, inlineAnalyzer } from '../../src/domain/analysis.js';
import { loadConfig } from '../../src/config.js';
import { ON_SQLITE } from '../helpers.js';

const TEXTS = [
  'The CSV export is broken, it fails every single time. Please add a way to schedule exports!',
  'I love the new dashboard.',
  'Could you add dark mode? The app is too bright at night.',
  '',
  'ok',
  'Support took three days to reply. The billing page charged us twice.',
];

/** The compiled pool (dist/, built by test/global-setup.ts): from the TypeScript sources there is no worker script. */
async function compiledPool() {
  const compiledPath = '../../dist/src/domain/analysis.js';
  return (await import(compiledPath)) as typeof import('../../src/domain/analysis.js');
}

const dir = mkdtempSync(join(tmpdir(), 'cfs-analysis-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A worker script written for the test, as a URL the pool can start. */
function workerScript(name: string, source: string): URL {
  const file = join(dir, name);
  writeFileSync(file, source);
  return pathToFileURL(file);
}

// Analysis does not touch the store: run once, in the SQLite project.
describe.skipIf(!ON_SQLITE)('feedback analysis on worker threads', () => {
  it('gives what analysis on this thread gives, texts sent at once spread over the threads', async () => {
    const compiled = await compiledPool();
    const pool = new compiled.AnalysisPool(2);
    expect(pool.onWorkers).toBe(true);
    try {
      pool.start();
      const analyses = await Promise.all([...TEXTS, ...TEXTS].map((text) => pool.analyze(text)));
      const here = [...TEXTS, ...TEXTS].map((text) => analyzeForIngest(text));
      expect(analyses).toEqual(here);
      // Theme vectors cross the thread boundary as typed arrays.
      expect(analyses[0]!.highlights[0]!.vector!.values).toBeInstanceOf(Float32Array);
      // The organization's name crosses too, and is left out there as here.
      const named = 'Rentwise support took nine days to answer my question.';
      const ownName = new Set(['rentwise']);
      const onWorker = await pool.analyze(named, ownName);
      expect(onWorker).toEqual(analyzeForIngest(named, ownName));
      expect(onWorker.highlights[0]!.vector!.terms).not.toContain('rentwise');
    } finally {
      await pool.close();
    }
  });

  it('answers with what the worker thread computed, not with an analysis made here', async () => {
    // A worker that answers every text with a fixed analysis: the pool must hand that answer back.
    const canned = new AnalysisPool(1, workerScript('canned.mjs', `import { parentPort } from 'node:worker_threads'; parentPort.on('message', (m) => parentPort.postMessage({ id: m.id, analysis: { sentimentScore: 0.123, highlights: [] } }));`));
    try {
      expect(await canned.analyze(TEXTS[0]!)).toEqual({ sentimentScore: 0.123, highlights: [] });
    } finally {
      await canned.close();
    }
  });

  it('warms up every worker thread, and this one, before the first feedback', async () => {
    // Each worker answers with how many texts it has been sent: after the warm-up, the next text on
    // each of the two threads is its second.
    const counting = new AnalysisPool(2, workerScript('counting.mjs', `import { parentPort } from 'node:worker_threads'; let seen = 0; parentPort.on('message', (m) => parentPort.postMessage({ id: m.id, analysis: { sentimentScore: ++seen, highlights: [] } }));`));
    try {
      await counting.warmUp();
      const next = await Promise.all([counting.analyze('one'), counting.analyze('two')]);
      expect(next.map((a) => a.sentimentScore)).toEqual([2, 2]);
    } finally {
      await counting.close();
    }
    await expect(inlineAnalyzer.warmUp()).resolves.toBeUndefined();
  });

  it('analyses on this thread a text whose worker dies or answers with an error, and starts a new worker', async () => {
    const dies = new AnalysisPool(1, workerScript('dies.mjs', `import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => process.exit(3));`));
    const errs = new AnalysisPool(1, workerScript('errs.mjs', `import { parentPort } from 'node:worker_threads'; parentPort.on('message', (m) => parentPort.postMessage({ id: m.id, error: 'out of memory' }));`));
    try {
      for (const pool of [dies, errs]) {
        expect(pool.onWorkers).toBe(true);
        const first = await Promise.all(TEXTS.map((text) => pool.analyze(text)));
        const again = await pool.analyze(TEXTS[0]!);
        expect(first).toEqual(TEXTS.map((text) => analyzeForIngest(text)));
        expect(again).toEqual(analyzeForIngest(TEXTS[0]!));
      }
    } finally {
      await dies.close();
      await errs.close();
    }
  });

  it('stops starting threads that die again and again, and analyses every text here', async () => {
    // The script counts its starts in a file, then dies before it could answer.
    const starts = join(dir, 'starts.txt');
    writeFileSync(starts, '');
    const pool = new AnalysisPool(1, workerScript('dies-at-once.mjs', `import { appendFileSync } from 'node:fs'; appendFileSync(${JSON.stringify(starts)}, 'x'); process.exit(4);`));
    try {
      for (let i = 0; i < 6; i++) expect(await pool.analyze(TEXTS[i % TEXTS.length]!)).toEqual(analyzeForIngest(TEXTS[i % TEXTS.length]!));
      expect(readFileSync(starts, 'utf8')).toBe('xxx');
    } finally {
      await pool.close();
    }
  });

  it('analyses inline without threads, from the TypeScript sources, and once closed', async () => {
    expect(new AnalysisPool(0).onWorkers).toBe(false);
    expect(new AnalysisPool(2).onWorkers).toBe(false);
    const compiled = await compiledPool();
    const pool = new compiled.AnalysisPool(1);
    await pool.analyze(TEXTS[1]!);
    // A text still on the thread when the pool closes is analysed here, not dropped.
    const pending = pool.analyze(TEXTS[5]!);
    await pool.close();
    expect(await pending).toEqual(analyzeForIngest(TEXTS[5]!));
    expect(await pool.analyze(TEXTS[0]!)).toEqual(analyzeForIngest(TEXTS[0]!));
  });

  it('ANALYSIS_THREADS sets the number of threads; a bad value is refused', () => {
    expect(loadConfig({ ANALYSIS_THREADS: '0' }).analysisThreads).toBe(0);
    expect(loadConfig({ ANALYSIS_THREADS: '3' }).analysisThreads).toBe(3);
    expect(loadConfig({}).analysisThreads).toBeGreaterThanOrEqual(0);
    expect(loadConfig({}).analysisThreads).toBeLessThanOrEqual(2);
    expect(() => loadConfig({ ANALYSIS_THREADS: 'many' })).toThrow(/ANALYSIS_THREADS/);
  });
});
