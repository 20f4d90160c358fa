/** Clustering agreement metrics (NMI with arithmetic-mean normalisation, as sklearn; ARI). */

function contingency(a: readonly string[], b: readonly string[]) {
  const ai = new Map<string, number>();
  const bi = new Map<string, number>();
  const cells = new Map<string, number>();
  for (let i = 0; i < a.length; i++) {
    ai.set(a[i]!, (ai.get(a[i]!) ?? 0) + 1);
    bi.set(b[i]!, (bi.get(b[i]!) ?? 0) + 1);
    const k = a[i]! + '\u0000' + b[i]!;
    cells.set(k, (cells.get(k) ?? 0) + 1);
  }
  return { ai, bi, cells, n: a.length };
}

export function nmi(truth: readonly string[], pred: readonly string[]): number {
  const { ai, bi, cells, n } = contingency(truth, pred);
  const h = (m: Map<string, number>) => {
    let s = 0;
    for (const c of m.values()) s -= (c / n) * Math.log(c / n);
    return s;
  };
  const ha = h(ai);
  const hb = h(bi);
  let mi = 0;
  for (const [k, c] of cells) {
    const [x, y] = k.split('\u0000') as [string, string];
    mi += (c / n) * Math.log((c * n) / (ai.get(x)! * bi.get(y)!));
  }
  const den = (ha + hb) / 2;
  return den > 0 ? mi / den : 1;
}

export function ari(truth: readonly string[], pred: readonly string[]): number {
  const { ai, bi, cells, n } = contingency(truth, pred);
  const c2 = (x: number) => (x * (x - 1)) / 2;
  let sumCells = 0;
  for (const c of cells.values()) sumCells += c2(c);
  let sa = 0;
  for (const c of ai.values()) sa += c2(c);
  let sb = 0;
  for (const c of bi.values()) sb += c2(c);
  const expected = (sa * sb) / c2(n);
  const max = (sa + sb) / 2;
  return max - expected === 0 ? 1 : (sumCells - expected) / (max - expected);
}
