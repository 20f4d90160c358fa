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
  const n = X.length;
  const flat = new Float64Array(n * d);
  for (let i = 0; i < n; i++) flat.set(X[i]!, i * d);
  const yy = Float64Array.from(y);
  const sw = Float64Array.from(sampleWeight);
  const w = new Float64Array(d);
  const m = new Float64Array(d);
  const v = new Float64Array(d);
  const g = new Float64Array(d);
  const b1 = 0.9;
  const b2 = 0.999;
  let wsum = 0;
  for (let i = 0; i < n; i++) wsum += sw[i]!;
  for (let it = 1; it <= iters; it++) {
    g.fill(0);
    for (let i = 0, o = 0; i < n; i++, o += d) {
      let z = 0;
      for (let j = 0; j < d; j++) z += w[j]! * flat[o + j]!;
      const p = Math.tanh(z);
      const err = (p - yy[i]!) * (1 - p * p) * sw[i]!;
      if (err === 0) continue;
      for (let j = 0; j < d; j++) g[j] = g[j]! + err * flat[o + j]!;
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
  return Array.from(w);
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
