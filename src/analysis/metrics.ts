/** Evaluation helpers (pure; used by scripts/eval.ts and scripts/train-sentiment.ts). */

export interface SentimentExample {
  id: string;
  /** mean human rating / 4, in [-1, 1] */
  y: number;
  text: string;
}

/** Parses `id<TAB>rating(-4..4)<TAB>text` lines. */
export function parseSentimentTsv(content: string): SentimentExample[] {
  const out: SentimentExample[] = [];
  for (const line of content.split('\n')) {
    const a = line.indexOf('\t');
    if (a < 0) continue;
    const b = line.indexOf('\t', a + 1);
    if (b < 0) continue;
    const r = Number(line.slice(a + 1, b));
    if (!Number.isFinite(r)) continue;
    out.push({ id: line.slice(0, a), y: r / 4, text: line.slice(b + 1).replace(/\r$/, '') });
  }
  return out;
}

export function pearson(x: ArrayLike<number>, y: ArrayLike<number>): number {
  const n = x.length;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += x[i]!;
    my += y[i]!;
  }
  mx /= n;
  my /= n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = x[i]! - mx;
    const dy = y[i]! - my;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  return sxx > 0 && syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0;
}

export function polarityClass(v: number, threshold = 0.05): number {
  return v > threshold ? 1 : v < -threshold ? -1 : 0;
}

/** 3-class (neg/neu/pos) macro-F1 with classes from thresholds +-0.05 on [-1, 1] scores. */
export function macroF1(pred: ArrayLike<number>, truth: ArrayLike<number>, threshold = 0.05): number {
  const classes = [-1, 0, 1];
  let f1sum = 0;
  for (const c of classes) {
    let tp = 0;
    let fp = 0;
    let fn = 0;
    for (let i = 0; i < pred.length; i++) {
      const p = polarityClass(pred[i]!, threshold);
      const t = polarityClass(truth[i]!, threshold);
      if (p === c && t === c) tp++;
      else if (p === c) fp++;
      else if (t === c) fn++;
    }
    const prec = tp + fp > 0 ? tp / (tp + fp) : 0;
    const rec = tp + fn > 0 ? tp / (tp + fn) : 0;
    f1sum += prec + rec > 0 ? (2 * prec * rec) / (prec + rec) : 0;
  }
  return f1sum / classes.length;
}
