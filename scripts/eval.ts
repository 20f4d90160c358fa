/**
 * Evaluation of the analysis engine (`npm run eval`).
 *
 * 1. Sentiment: for each VADER corpus (../shared/data/sentiment), Pearson r and 3-class macro-F1
 *    (thresholds +-0.05, truth = rating / 4) of
 *      - vader-sentiment (npm reference, run here, same data),
 *      - our rules-only score (repaired VADER re-implementation, no learning),
 *      - our shipped engine (scoreSentiment; its linear layer was trained on these corpora, so
 *        these figures are IN-SAMPLE),
 *      - held-out figures for the same model recipe: leave-one-dataset-out and 5-fold CV.
 * 2. Timing: median microseconds per analyzeFeedback call on typical 3-sentence feedback.
 * 3. Themes: banking77 (NMI, ARI, coverage, theme count), and whole feedback of labelled product
 *    corpora (scripts/eval-feedback-themes.ts: capture, fragments, purity, issue themes), paraphrase
 *    sets (scripts/eval-paraphrases.ts), and the category of hard single sentences
 *    (scripts/eval-categories.ts, beside vader-sentiment's polarity).
 *
 * 4. Unseen corpora: every other `*.tsv` in the sentiment directory, and every file named by
 *    `--tsv FILE` (same format: id, mean rating on -4..4, text), scored by vader-sentiment and by
 *    the shipped engine, which was not trained on them: the measure of text it has never seen.
 *
 * Flags: --quick (skip the held-out retraining), --tsv FILE (repeatable).
 */
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import { analyzeFeedback, scoreSentiment } from '../src/analysis/index.js';
import { scoreSentimentRules } from '../src/analysis/sentiment.js';
import { macroF1, parseSentimentTsv, pearson } from '../src/analysis/metrics.js';
import { DATASETS, dataDir, evaluateProtocols, prepare, shippedL2 } from './train-sentiment.js';
import { SENTIMENT_MODEL } from '../src/analysis/model/sentiment-weights.js';
import { configureV8 } from '../src/runtime.js';
import { evaluateThemes } from './theme-evaluation.js';
import { defaultCorpora, evaluateFeedbackThemes, feedbackThemesTable } from './eval-feedback-themes.js';
import { defaultParaphraseSets, evaluateParaphraseSets, paraphraseTable } from './eval-paraphrases.js';
import { categoryTable, defaultCategorySets, evaluateCategories } from './eval-categories.js';

type VaderModule = { SentimentIntensityAnalyzer: { polarity_scores(t: string): { compound: number } } };
const vader = createRequire(import.meta.url)('vader-sentiment') as VaderModule;

const fmt = (x: number) => x.toFixed(3);

/** The corpora the layer was not trained on: other `.tsv` files beside the three, and `--tsv` files. */
function unseenCorpora(dir: string, extra: readonly string[]): string[] {
  const trained = new Set<string>(DATASETS.map((name) => `${name}.tsv`));
  const beside = readdirSync(dir).filter((f) => f.endsWith('.tsv') && !trained.has(f)).sort().map((f) => resolve(dir, f));
  return [...beside, ...extra.map((f) => resolve(f))];
}

function sentimentSection(quick: boolean, extra: readonly string[]): void {
  console.log('## Sentiment (Pearson r / 3-class macro-F1, thresholds ±0.05)\n');
  const dir = dataDir();
  const rows: string[] = [];
  let heldOut: ReturnType<typeof evaluateProtocols> | null = null;
  if (!quick && SENTIMENT_MODEL) heldOut = evaluateProtocols(prepare(), [...SENTIMENT_MODEL.weights], shippedL2());
  let allBeat = true;
  for (const name of DATASETS) {
    const ex = parseSentimentTsv(readFileSync(resolve(dir, `${name}.tsv`), 'utf8'));
    const y = ex.map((e) => e.y);
    const v = ex.map((e) => vader.SentimentIntensityAnalyzer.polarity_scores(e.text).compound);
    const rules = ex.map((e) => scoreSentimentRules(e.text));
    const ours = ex.map((e) => scoreSentiment(e.text));
    const vr = pearson(v, y);
    const vf = macroF1(v, y);
    const h = heldOut?.find((r) => r.name === name);
    const lodo = h ? `${fmt(h.lodo[0])} / ${fmt(h.lodo[1])}` : 'n/a';
    const cv = h ? `${fmt(h.cv5[0])} / ${fmt(h.cv5[1])}` : 'n/a';
    const or = pearson(ours, y);
    const of = macroF1(ours, y);
    if (h) allBeat &&= h.lodo[0] > vr && h.lodo[1] > vf && h.cv5[0] > vr && h.cv5[1] > vf;
    allBeat &&= or > vr && of > vf;
    rows.push(
      `| ${name} | ${ex.length} | ${fmt(vr)} / ${fmt(vf)} | ${fmt(pearson(rules, y))} / ${fmt(macroF1(rules, y))} | ${fmt(or)} / ${fmt(of)} | ${lodo} | ${cv} |`,
    );
  }
  console.log('| dataset | n | vader-sentiment (npm) | ours: rules only | ours: shipped (in-sample) | ours: leave-one-dataset-out | ours: 5-fold CV |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(r);
  console.log(`\nBeats vader-sentiment on every set, r and F1${quick ? ' (shipped model only)' : ' (shipped, LODO and CV)'}: ${allBeat ? 'YES' : 'NO'}\n`);
  const unseen = unseenCorpora(dir, extra);
  if (unseen.length === 0) return;
  console.log('### Unseen corpora (the layer was not trained on them)\n');
  console.log('Scored as the service scores them: scoreSentiment (a sentence) and analyzeFeedback (a feedback, whose');
  console.log('score also reads the problems it states).\n');
  console.log('| corpus | n | vader-sentiment (npm) | ours: rules only | ours: shipped | ours: feedback score | ahead on r and F1 |');
  console.log('|---|---:|---:|---:|---:|---:|---|');
  for (const file of unseen) {
    const ex = parseSentimentTsv(readFileSync(file, 'utf8'));
    const y = ex.map((e) => e.y);
    const pair = (scores: number[]) => [pearson(scores, y), macroF1(scores, y)] as const;
    const [vr, vf] = pair(ex.map((e) => vader.SentimentIntensityAnalyzer.polarity_scores(e.text).compound));
    const [rr, rf] = pair(ex.map((e) => scoreSentimentRules(e.text)));
    const [or, of] = pair(ex.map((e) => scoreSentiment(e.text)));
    const [fr, ff] = pair(ex.map((e) => analyzeFeedback(e.text).sentimentScore));
    console.log(`| ${basename(file)} | ${ex.length} | ${fmt(vr)} / ${fmt(vf)} | ${fmt(rr)} / ${fmt(rf)} | ${fmt(or)} / ${fmt(of)} | ${fmt(fr)} / ${fmt(ff)} | ${or > vr && of > vf ? 'yes' : 'NO'} |`);
  }
  console.log('');
}

const TYPICAL = [
  'The new dashboard is great and loads fast. However, exporting to CSV fails with an error every time. Could you add an option to schedule exports?',
  'I love the mobile app! Syncing between devices is seamless. Please add dark mode.',
  'Support took three days to answer my ticket. The billing page is confusing. Why is there no annual plan?',
  'Search results are not relevant anymore. It was much better before the update. I wish I could filter by date.',
];

function timingSection(): void {
  console.log('## Timing\n');
  const t0 = performance.now();
  analyzeFeedback('Warm-up: first call loads the lexicon.');
  const firstMs = performance.now() - t0;
  for (let i = 0; i < 3000; i++) analyzeFeedback(TYPICAL[i % TYPICAL.length]! + (i % 7 === 0 ? ` #${i}` : ''));
  const samples: number[] = [];
  for (let i = 0; i < 20000; i++) {
    const text = TYPICAL[i % TYPICAL.length]! + ` ${i}`; // distinct strings: defeat any caching
    const a = performance.now();
    analyzeFeedback(text);
    samples.push((performance.now() - a) * 1000);
  }
  samples.sort((a, b) => a - b);
  const q = (p: number) => samples[Math.floor(p * (samples.length - 1))]!;
  console.log(`first call (lazy lexicon load): ${firstMs.toFixed(1)} ms`);
  console.log(`analyzeFeedback, typical 3-sentence feedback: median ${q(0.5).toFixed(1)} µs, p95 ${q(0.95).toFixed(1)} µs, p99 ${q(0.99).toFixed(1)} µs (${samples.length} calls)`);
  const big = 'The export fails with an error. I love the charts! Can you add SSO?\n'.repeat(1500);
  const b0 = performance.now();
  const r = analyzeFeedback(big);
  console.log(`analyzeFeedback, ${big.length} characters: ${(performance.now() - b0).toFixed(1)} ms (${r.highlights.length} highlights)\n`);
}

// Theme discovery on ../shared/data/themes/banking77-train.csv: NMI, ARI, coverage, theme count.
function themesSection(quick: boolean): void {
  console.log('## Themes (banking77)\n');
  console.log('Each message is one highlight placed incrementally (file order shuffled with seed 7), then the');
  console.log('background maintenance pass; thresholds were chosen on the tune half, the test half is unseen.');
  console.log('Coverage: share of messages in a theme of two or more.\n');
  console.log('| split | messages | NMI | ARI | coverage | themes (>= 2) | µs per placement |');
  console.log('|---|---|---|---|---|---|---|');
  for (const split of quick ? (['test'] as const) : (['tune', 'test'] as const)) {
    const r = evaluateThemes({ split });
    console.log(`| ${split} | ${r.messages} | ${r.nmi.toFixed(3)} | ${r.ari.toFixed(3)} | ${(100 * r.coverage).toFixed(1)}% | ${r.themeCount} | ${r.microsPerPlacement.toFixed(0)} |`);
  }
  console.log('');
  console.log('## Themes on whole feedback (labelled corpora of one product each, scripts/data)\n');
  console.log('Each feedback analysed, its highlights placed as the service places them, then one maintenance');
  console.log('pass. Capture: share of a recurring theme\'s highlights in the theme holding most of them.\n');
  console.log(feedbackThemesTable(defaultCorpora().map(evaluateFeedbackThemes)));
  console.log('');
  console.log('## Six customers, one problem, their own words (scripts/eval-paraphrases.ts)\n');
  console.log('Each set: six feedback telling one problem or asking one thing, four others, in an organization');
  console.log('of its own. Capture: share of the six\'s highlights in the theme holding most of them.\n');
  console.log(paraphraseTable(defaultParaphraseSets().map((path) => evaluateParaphraseSets(path).result)));
  console.log('');
  console.log('## What a product manager files each sentence as (scripts/eval-categories.ts)\n');
  console.log('Hard single sentences of products no corpus covers (twelve, and sixteen in read-2), each labelled with one category; right when');
  console.log('a highlight has it (none: no highlight). Polarity: praise and problems whose sentiment has the right sign.\n');
  console.log(categoryTable(defaultCategorySets().map(evaluateCategories)));
  console.log('');
}

function main(): void {
  // As the service runs (src/runtime.ts), so the timing below is the service's.
  configureV8();
  const { values } = parseArgs({ options: { quick: { type: 'boolean' }, tsv: { type: 'string', multiple: true } } });
  const quick = values.quick ?? false;
  console.log(`# Analysis engine evaluation (${new Date().toISOString().slice(0, 10)}, node ${process.version})\n`);
  sentimentSection(quick, values.tsv ?? []);
  timingSection();
  themesSection(quick);
}

main();
