import { Worker } from 'node:worker_threads';
import { analyzeFeedback, type AnalyzedHighlight } from '../analysis/index.js';
import { embedHighlight, type ThemeVector } from '../analysis/themes/index.js';
import { quoteTags } from '../analysis/tagger.js';

/** What ingest needs of a feedback's text: its sentiment, its highlights and their theme vectors. */
export interface IngestAnalysis {
  sentimentScore: number;
  highlights: (AnalyzedHighlight & { vector: ThemeVector | null })[];
}

/**
 * The analysis of one feedback for ingest, on the calling thread (pure: no I/O). `ownName`: the
 * words of the organization's name that its vectors leave out (ThemeService.ownName).
 */
export function analyzeForIngest(text: string, ownName?: ReadonlySet<string>): IngestAnalysis {
  const analysis = analyzeFeedback(text);
  return {
    sentimentScore: analysis.sentimentScore,
    highlights: analysis.highlights.map((h) => ({ ...h, vector: embedHighlight(h.quote, { category: h.category, sentimentScore: h.sentimentScore, ownName }) })),
  };
}

export interface Analyzer {
  analyze(text: string, ownName?: ReadonlySet<string>): Promise<IngestAnalysis>;
  /** Analyses a sample on every thread that will analyse feedback, so none loads its lexicon, tagger and word vectors on a customer's request. */
  warmUp(): Promise<void>;
  close(): Promise<void>;
}

/** What warming up analyses: a typical feedback, with praise, a problem and a request. */
const WARM_UP_TEXT = 'The new dashboard is great. Exporting to CSV fails every time. Could you add a dark mode?';

/**
 * The work of a first feedback on this thread, done ahead: analysis (the sentiment lexicon, the
 * word vectors) and the tagger that theme titles read (about 0.6 s in all, which the first POST
 * after a start used to wait).
 */
function warmUpThisThread(): void {
  analyzeForIngest(WARM_UP_TEXT);
  quoteTags(WARM_UP_TEXT);
}

/** Analysis on the calling thread (tests, the CLI, a one-core machine). */
export const inlineAnalyzer: Analyzer = {
  analyze: async (text, ownName) => analyzeForIngest(text, ownName),
  warmUp: async () => warmUpThisThread(),
  close: async () => undefined,
};

interface Waiting {
  text: string;
  ownName?: ReadonlySet<string>;
  resolve: (analysis: IngestAnalysis) => void;
  reject: (error: unknown) => void;
}

interface Thread {
  worker: Worker;
  pending: Map<number, Waiting>;
}

/** Threads that die this many times in a row without answering are not started again. */
const MAX_FAILURES = 3;

/**
 * Analysis on worker threads, so the event loop spends its time on HTTP and the store: an ingest's
 * analysis is a sixth of its CPU and makes much of its garbage, and a long text would otherwise
 * stall every request behind it (100,000 characters take about 150 ms, a 1 MB body over a
 * second). Each text goes to the thread with the fewest waiting. Analysis is pure, so a text whose
 * thread fails is analysed again on this thread, and the thread is started afresh for the next
 * one; after MAX_FAILURES deaths in a row (a worker that cannot even start) every text is
 * analysed here. From the TypeScript sources (tests, tsx) there is no compiled worker script and
 * everything is analysed inline.
 */
export class AnalysisPool implements Analyzer {
  private readonly threads: (Thread | undefined)[];
  private readonly workerUrl?: URL;
  private nextId = 0;
  private closed = false;
  /** Thread deaths since a thread last answered. */
  private failures = 0;
  readonly onWorkers: boolean;

  /** `workerUrl` is the worker script: the compiled analysis-worker.js unless given (tests). */
  constructor(size: number, workerUrl?: URL) {
    this.workerUrl = workerUrl ?? (import.meta.url.endsWith('.ts') ? undefined : new URL('./analysis-worker.js', import.meta.url));
    this.onWorkers = size > 0 && this.workerUrl !== undefined;
    this.threads = new Array<Thread | undefined>(this.onWorkers ? size : 0).fill(undefined);
  }

  /** Starts every thread now (loading the language model takes a moment), not on the first feedback. */
  start(): void {
    for (let i = 0; i < this.threads.length; i++) this.thread(i);
  }

  analyze(text: string, ownName?: ReadonlySet<string>): Promise<IngestAnalysis> {
    if (!this.onWorkers || this.closed || this.failures >= MAX_FAILURES) return inlineAnalyzer.analyze(text, ownName);
    let chosen = 0;
    for (let i = 1; i < this.threads.length; i++) {
      if ((this.threads[i]?.pending.size ?? 0) < (this.threads[chosen]?.pending.size ?? 0)) chosen = i;
    }
    return this.analyzeOn(chosen, text, ownName);
  }

  /** This thread (titles and placement read the tagger and word vectors here) and every worker thread. */
  async warmUp(): Promise<void> {
    warmUpThisThread();
    if (!this.onWorkers || this.closed) return;
    await Promise.all(this.threads.map((_, i) => this.analyzeOn(i, WARM_UP_TEXT)));
  }

  private analyzeOn(index: number, text: string, ownName?: ReadonlySet<string>): Promise<IngestAnalysis> {
    const thread = this.thread(index);
    const id = this.nextId++;
    return new Promise<IngestAnalysis>((resolve, reject) => {
      thread.pending.set(id, { text, ownName, resolve, reject });
      thread.worker.postMessage({ id, text, ownName });
    });
  }

  private thread(index: number): Thread {
    const existing = this.threads[index];
    if (existing) return existing;
    const worker = new Worker(this.workerUrl!);
    worker.unref();
    const thread: Thread = { worker, pending: new Map() };
    worker.on('message', (message: { id: number; analysis?: IngestAnalysis; error?: string }) => {
      const waiting = thread.pending.get(message.id);
      if (!waiting) return;
      thread.pending.delete(message.id);
      this.failures = 0;
      if (message.analysis) waiting.resolve(message.analysis);
      else this.analyzeHere(waiting);
    });
    const fail = () => {
      // 'error' is followed by 'exit': one death, counted once.
      if (this.threads[index] === thread) {
        this.threads[index] = undefined;
        if (!this.closed) this.failures++;
      }
      const orphans = [...thread.pending.values()];
      thread.pending.clear();
      for (const waiting of orphans) this.analyzeHere(waiting);
    };
    worker.on('error', fail);
    worker.on('exit', fail);
    this.threads[index] = thread;
    return thread;
  }

  /** A text the worker could not analyse, analysed here: its error, if any, is the caller's. */
  private analyzeHere(waiting: Waiting): void {
    try {
      waiting.resolve(analyzeForIngest(waiting.text, waiting.ownName));
    } catch (error) {
      waiting.reject(error);
    }
  }

  /** Stops the threads; texts still waiting are analysed here, later ones inline. */
  async close(): Promise<void> {
    this.closed = true;
    const threads = this.threads.filter((t): t is Thread => t !== undefined);
    this.threads.fill(undefined);
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }
}
