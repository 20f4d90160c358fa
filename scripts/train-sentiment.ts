/**
 * Trains the sentiment model's linear layer on the three VADER evaluation corpora
 * (/work/shared/data/sentiment, or ../shared/data relative to the repo) and writes
 * src/analysis/model/sentiment-weights.{json,ts}.
 *
 * Usage: npx tsx scripts/train-sentiment.ts [--eval-only]
 * Reproducible: deterministic features, zero-initialised full-batch Adam, fixed iteration count,
 * seeded fold assignment. Each dataset gets equal total weight.
 * Also prints honest held-out figures: leave-one-dataset-out and 5-fold cross-validation.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { computeFeatures, featureVector, FEATURE_NAMES, applyModel } from '../src/analysis/sentiment.js';
import { parseSentimentTsv, pearson, macroF1, type SentimentExample } from '../src/analysis/metrics.js';
import { trainTanhRegression, assignFolds } from '../src/analysis/train.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DATASETS = ['tweets', 'movieReviewSnippets', 'nytEditorialSnippets'] as const;
export const TRAIN_OPTS = { iterations: 1500, learningRate: 0.02 };
/**
 * The L2 strengths tried. Which one is used is chosen by leave-one-dataset-out on the training
 * sets themselves (chooseL2): the strength that best carries what was learnt on some kinds of text
 * to another kind, which is what the service needs of it (feedback of domains it was never shown).
 */
export const L2_GRID: readonly number[] = [1e-4, 3e-4, 1e-3, 3e-3, 1e-2, 3e-2, 1e-1];
export const CV_SEED = 20240611;

export function dataDir(): string {
  const cands = [resolve(root, '../shared/data/sentiment'), '/work/shared/data/sentiment'];
  for (const c of cands) if (existsSync(c)) return c;
  throw new Error('sentiment data not found (expected ../shared/data/sentiment)');
}

export interface Prepared {
  name: string;
  examples: SentimentExample[];
  X: number[][];
  y: number[];
}

export function prepare(): Prepared[] {
  const dir = dataDir();
  return DATASETS.map((name) => {
    const examples = parseSentimentTsv(readFileSync(resolve(dir, `${name}.tsv`), 'utf8'));
    const X = examples.map((e) => featureVector(computeFeatures(e.text)));
    return { name, examples, X, y: examples.map((e) => e.y) };
  });
}

/** Trains on the given (dataset, indices) pairs with equal total weight per dataset. */
export function fit(parts: Array<{ d: Prepared; idx: number[] }>, l2: number): number[] {
  const X: number[][] = [];
  const y: number[] = [];
  const sw: number[] = [];
  for (const { d, idx } of parts) {
    if (idx.length === 0) continue;
    const w = 1 / idx.length;
    for (const i of idx) {
      X.push(d.X[i]!);
      y.push(d.y[i]!);
      sw.push(w);
    }
  }
  const w = trainTanhRegression(X, y, sw, { ...TRAIN_OPTS, l2 });
  // Output-scale calibration (on the TRAINING parts only): s = tanh(k * w.x) with k such that the
  // scores spread as the ratings do (mean |score| = mean |rating|, each dataset weighing the same).
  // The mean of macro-F1 and r, maximised over a grid before, is flat here (k 1.5 to 1.8 differ in
  // its fourth decimal), so its best point jumped by a sixth when a few lexicon entries changed, and
  // every score and threshold downstream with it; the spread moves only as much as the data.
  const spread = (k: number): number => {
    let gap = 0;
    for (const { d, idx } of parts) {
      if (idx.length === 0) continue;
      let scores = 0;
      let ratings = 0;
      for (const i of idx) {
        scores += Math.abs(predict(d.X[i]!, w, k));
        ratings += Math.abs(d.y[i]!);
      }
      gap += (scores - ratings) / idx.length;
    }
    return gap;
  };
  let lo = SCALE_RANGE[0];
  let hi = SCALE_RANGE[1];
  for (let step = 0; step < 40; step++) {
    const mid = (lo + hi) / 2;
    if (spread(mid) > 0) hi = mid;
    else lo = mid;
  }
  return w.map((v) => v * (lo + hi) / 2);
}
/** Where the output scale k is looked for (the spread of the scores grows with k). */
export const SCALE_RANGE: readonly [number, number] = [0.5, 5];

function predict(x: number[], w: number[], k = 1): number {
  return x.every((v) => v === 0) ? 0 : Math.tanh(k * Math.atanh(Math.max(-0.999999, Math.min(0.999999, applyModel(x, { features: FEATURE_NAMES, weights: w })))));
}

/** The L2 strength the shipped model was trained with (src/analysis/model/sentiment-weights.json). */
export function shippedL2(): number {
  const model = JSON.parse(readFileSync(resolve(root, 'src/analysis/model/sentiment-weights.json'), 'utf8')) as { options: { l2: number } };
  return model.options.l2;
}

/** Trains on every example of the given datasets. */
function fitAll(datasets: readonly Prepared[], l2: number): number[] {
  return fit(datasets.map((d) => ({ d, idx: d.X.map((_, i) => i) })), l2);
}

/** The mean of Pearson r and macro-F1 of weights `w` on a dataset. */
function quality(d: Prepared, w: number[]): number {
  const scores = d.X.map((x) => predict(x, w));
  return (pearson(scores, d.y) + macroF1(scores, d.y)) / 2;
}

/**
 * The L2 strength (of L2_GRID) for a model trained on `datasets`, chosen on them alone: each is
 * held out in turn, the model trained on the others, and the strength with the best mean quality on
 * the held-out one wins (the first of equals). Nothing outside `datasets` is read, so a dataset held
 * out of them stays unseen by the choice too.
 */
export function chooseL2(datasets: readonly Prepared[]): number {
  if (datasets.length < 2) throw new Error('chooseL2 needs two datasets or more');
  let best = L2_GRID[0]!;
  let bestQuality = -Infinity;
  for (const l2 of L2_GRID) {
    const mean = datasets.reduce((sum, held) => sum + quality(held, fitAll(datasets.filter((d) => d !== held), l2)), 0) / datasets.length;
    if (mean > bestQuality) {
      best = l2;
      bestQuality = mean;
    }
  }
  return best;
}

export interface HeldOut {
  name: string;
  inSample: [number, number];
  lodo: [number, number];
  cv5: [number, number];
}

/**
 * Held-out figures of the training protocol. Leave-one-dataset-out chooses its L2 strength on the
 * two other datasets (chooseL2), so the held-out one is read by nothing but its own measure;
 * 5-fold CV uses the shipped model's strength, `l2`.
 */
export function evaluateProtocols(data: Prepared[], full: number[], l2: number): HeldOut[] {
  const all = (d: Prepared) => d.X.map((_, i) => i);
  const folds = data.map((d) => assignFolds(d.X.length, 5, CV_SEED));
  const oof = data.map((d) => new Array<number>(d.X.length).fill(0));
  for (let k = 0; k < 5; k++) {
    const w = fit(data.map((d, di) => ({ d, idx: all(d).filter((i) => folds[di]![i] !== k) })), l2);
    data.forEach((d, di) => all(d).forEach((i) => folds[di]![i] === k && (oof[di]![i] = predict(d.X[i]!, w))));
  }
  return data.map((d, di) => {
    const rest = data.filter((o) => o !== d);
    const wl = fitAll(rest, chooseL2(rest));
    const lodo = d.X.map((x) => predict(x, wl));
    const ins = d.X.map((x) => predict(x, full));
    return {
      name: d.name,
      inSample: [pearson(ins, d.y), macroF1(ins, d.y)],
      lodo: [pearson(lodo, d.y), macroF1(lodo, d.y)],
      cv5: [pearson(oof[di]!, d.y), macroF1(oof[di]!, d.y)],
    };
  });
}

function main(): void {
  const t0 = Date.now();
  const data = prepare();
  console.log(`features: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const l2 = chooseL2(data);
  console.log(`L2 strength (leave-one-dataset-out on the three): ${l2}`);
  const w = fitAll(data, l2);
  const rounded = w.map((v) => Math.round(v * 1e6) / 1e6);
  console.log('weights:');
  FEATURE_NAMES.forEach((f, i) => console.log(`  ${f.padEnd(20)} ${rounded[i]}`));
  for (const r of evaluateProtocols(data, rounded, l2)) {
    const f = (p: [number, number]) => `r=${p[0].toFixed(3)} F1=${p[1].toFixed(3)}`;
    console.log(`${r.name.padEnd(22)} in-sample ${f(r.inSample)} | leave-one-dataset-out ${f(r.lodo)} | 5-fold CV ${f(r.cv5)}`);
  }
  if (!process.argv.includes('--eval-only')) {
    const model = { features: [...FEATURE_NAMES], weights: rounded, trainedOn: [...DATASETS], options: { ...TRAIN_OPTS, l2 } };
    writeFileSync(resolve(root, 'src/analysis/model/sentiment-weights.json'), JSON.stringify(model, null, 2) + '\n');
    writeFileSync(
      resolve(root, 'src/analysis/model/sentiment-weights.ts'),
      `// GENERATED by scripts/train-sentiment.ts — do not edit by hand (see sentiment-weights.json).\n` +
        `import type { LinearModel } from '../sentiment.js';\n` +
        `export const SENTIMENT_MODEL: LinearModel | null = {\n` +
        `  features: ${JSON.stringify(model.features)},\n` +
        `  weights: ${JSON.stringify(model.weights)},\n};\n`,
    );
    console.log('wrote src/analysis/model/sentiment-weights.{json,ts}');
  }
  console.log(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
