/**
 * Highlight selection measured on the human-labelled data (no highlight labels exist, so this is
 * the nearest generic check):
 *
 *   npx tsx scripts/eval-highlights.ts
 *
 * - Sentiment corpora (../shared/data/sentiment): by band of the human rating, the share of texts
 *   that get a highlight and the share that get a problem highlight (complaint or bug). Problems
 *   on clearly negative text are recall; problems on positive or neutral text are false alarms.
 * - The sentiment of stated problems: texts with a problem highlight, by the score of their words
 *   (scoreSentiment), people's mean rating beside ours (the derivation of PROBLEM_SHIFT); and
 *   Pearson r and macro-F1 of the feedback-level score of analyzeFeedback, which scores problem
 *   sentences apart (PROBLEM_SHIFT), beside the same score with every sentence at its words' score.
 * - banking77 (../shared/data/themes): every message is a customer's question or problem, so the
 *   share that gets no highlight is a miss, and a "praise" highlight is almost always wrong.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyzeFeedback, PROBLEM_SHIFT, scoreSentiment, type HighlightCategory } from '../src/analysis/index.js';
import { macroF1, parseSentimentTsv, pearson } from '../src/analysis/metrics.js';
import { defaultCsvPath, parseCsv } from './theme-evaluation.js';
import { DATASETS, dataDir } from './train-sentiment.js';

const BANDS = [
  { name: 'rating <= -0.5', lo: -Infinity, hi: -0.5 },
  { name: '-0.5 .. -0.05', lo: -0.5, hi: -0.05 },
  { name: 'neutral (|r| < 0.05)', lo: -0.05, hi: 0.05 },
  { name: '0.05 .. 0.5', lo: 0.05, hi: 0.5 },
  { name: 'rating >= 0.5', lo: 0.5, hi: Infinity },
] as const;
const PROBLEM: ReadonlySet<HighlightCategory> = new Set(['complaint', 'bug']);

const pct = (part: number, whole: number) => (whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)}%`);

console.log('## Highlights on the sentiment corpora (share with any highlight / with a problem highlight)\n');
console.log(`| dataset | ${BANDS.map((b) => b.name).join(' | ')} |`);
console.log(`|---|${BANDS.map(() => '---:').join('|')}|`);
for (const name of DATASETS) {
  const examples = parseSentimentTsv(readFileSync(join(dataDir(), `${name}.tsv`), 'utf8'));
  const cells = BANDS.map((band) => {
    const inBand = examples.filter((e) => e.y >= band.lo && e.y < band.hi);
    let any = 0;
    let problem = 0;
    for (const e of inBand) {
      const categories = analyzeFeedback(e.text).highlights.map((h) => h.category);
      if (categories.length > 0) any++;
      if (categories.some((c) => PROBLEM.has(c))) problem++;
    }
    return `${pct(any, inBand.length)} / ${pct(problem, inBand.length)} (n=${inBand.length})`;
  });
  console.log(`| ${name} | ${cells.join(' | ')} |`);
}

console.log(`\n## Sentiment of stated problems (PROBLEM_SHIFT = ${PROBLEM_SHIFT})\n`);
console.log('Texts with a complaint or bug highlight, by the score of their words: n, people\'s mean rating / our words\' mean score.');
console.log('Then r / macro-F1 of the feedback score as shipped and with every sentence at its words\' score.\n');
const WORD_BANDS = [
  { name: 'words <= -0.1', lo: -Infinity, hi: -0.1 },
  { name: 'words flat', lo: -0.1, hi: 0.1 },
  { name: 'words 0.1 .. 0.5', lo: 0.1, hi: 0.5 },
] as const;
console.log(`| dataset | ${WORD_BANDS.map((b) => b.name).join(' | ')} | r, F1 shipped | r, F1 words only |`);
console.log(`|---|${WORD_BANDS.map(() => '---:').join('|')}|---:|---:|`);
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
for (const name of DATASETS) {
  const examples = parseSentimentTsv(readFileSync(join(dataDir(), `${name}.tsv`), 'utf8'));
  const bands = WORD_BANDS.map(() => ({ human: [] as number[], ours: [] as number[] }));
  const shipped: number[] = [];
  const wordsOnly: number[] = [];
  for (const e of examples) {
    const analysis = analyzeFeedback(e.text);
    shipped.push(analysis.sentimentScore);
    wordsOnly.push(analyzeFeedback(e.text, { wordsOnly: true }).sentimentScore);
    if (!analysis.highlights.some((h) => PROBLEM.has(h.category))) continue;
    const words = scoreSentiment(e.text);
    const band = WORD_BANDS.findIndex((b) => words >= b.lo && words < b.hi);
    if (band < 0) continue;
    bands[band]!.human.push(e.y);
    bands[band]!.ours.push(words);
  }
  const y = examples.map((e) => e.y);
  const cells = bands.map((b) => (b.human.length === 0 ? 'n/a' : `n=${b.human.length}: ${mean(b.human).toFixed(2)} / ${mean(b.ours).toFixed(2)}`));
  const fit = (p: number[]) => `${pearson(p, y).toFixed(3)}, ${macroF1(p, y).toFixed(3)}`;
  console.log(`| ${name} | ${cells.join(' | ')} | ${fit(shipped)} | ${fit(wordsOnly)} |`);
}

const messages = parseCsv(readFileSync(defaultCsvPath(), 'utf8')).slice(1).map((row) => row[0] ?? '').filter((text) => text.trim().length > 0);
const counts = new Map<HighlightCategory, number>();
let highlighted = 0;
for (const text of messages) {
  const categories = new Set(analyzeFeedback(text).highlights.map((h) => h.category));
  if (categories.size > 0) highlighted++;
  for (const c of categories) counts.set(c, (counts.get(c) ?? 0) + 1);
}
console.log(`\n## banking77 (${messages.length} customer messages)\n`);
console.log(`With a highlight: ${pct(highlighted, messages.length)}. Messages with a highlight of each category:`);
console.log([...counts].sort((a, b) => b[1] - a[1]).map(([c, n]) => `${c} ${pct(n, messages.length)}`).join(', '));
