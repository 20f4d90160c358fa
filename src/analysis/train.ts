/**
 * Training utilities for the sentiment model (pure, deterministic; no I/O).
 * Model: s = tanh(w . x) (no bias), fitted by full-batch Adam on weighted squared error + L2.
 */
export interface TrainOptions {
  iterations?: number;
  learningRate?: number;
  l2?: number;
}

export function trainTanhRegression(
  X: readonly (readonly number[])[],
  y: readonly number[],
  sampleWeight: readonly number[],
  opts: TrainOptions = {},
): number[] {
  const iters = opts.iterations ?? 1500;
  const lr = opts.learningRate ?? 0.02;
  const l2 = opts.l2 ?? 1e-3;
  const d = X[0]?.length ?? 0;
  const w = new Array<number>(d).fill(0);
  const m = new Array<number>(d).fill(0);
  const v = new Array<number>(d).fill(0);
  const b1 = 0.9;
  const b2 = 0.999;
  let wsum = 0;
  for (const sw of sampleWeight) wsum += sw;
  const g = new Array<number>(d).fill(0);
  for (let it = 1; it <= iters; it++) {
    g.fill(0);
    for (let i = 0; i < X.length; i++) {
      const x = X[i]!;
      let z = 0;
      for (let j = 0; j < d; j++) z += w[j]! * x[j]!;
      const p = Math.tanh(z);
      const err = (p - y[i]!) * (1 - p * p) * sampleWeight[i]!;
      for (let j = 0; j < d; j++) g[j]! += err * x[j]!;
    }
    for (let j = 0; j < d; j++) {
      const grad = (2 * g[j]!) / wsum + 2 * l2 * w[j]!;
      m[j] = b1 * m[j]! + (1 - b1) * grad;
      v[j] = b2 * v[j]! + (1 - b2) * grad * grad;
      const mh = m[j]! / (1 - b1 ** it);
      const vh = v[j]! / (1 - b2 ** it);
      w[j] = w[j]! - (lr * mh) / (Math.sqrt(vh) + 1e-8);
    }
  }
  return w;
}

/** Deterministic PRNG (mulberry32) for fold assignment. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fold index per example (k folds, seeded shuffle). */
export function assignFolds(n: number, k: number, seed: number): number[] {
  const rnd = mulberry32(seed);
  const idx = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [idx[i], idx[j]] = [idx[j]!, idx[i]!];
  }
  const folds = new Array<number>(n).fill(0);
  idx.forEach((ex, pos) => (folds[ex] = pos % k));
  return folds;
}
