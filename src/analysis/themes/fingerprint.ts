/**
 * A fingerprint of the theme model: what turns a stored highlight (its quote, category and
 * sentiment) into the vector and terms a theme summary sums, and a summary and its quotes into a
 * title. Stored beside each summary: a summary is a running sum that removeFromTheme takes apart
 * by embedding a highlight again, which is exact only while the model is the one that put it in.
 * After an upgrade that changed the model, the background pass rebuilds the summaries (and titles)
 * the old model built from their highlights (src/domain/themes.ts rebuildSummaries).
 */
import { createHash } from 'node:crypto';
import type { HighlightCategory } from '../index.js';
import { embedHighlight, EMBED_PARAMS, ownNameTerms, type ThemeVector } from './embed.js';
import { summarizeMembers } from './summary.js';
import { themeTitle } from './title.js';

/**
 * Feedback of many products and many ways of saying things, so that a change anywhere in the model
 * (word vectors, weights, concepts, spelling, request frames, titles) changes some probe's vector,
 * terms or title. Grouped as a theme would hold them, for the titles.
 */
const PROBES: ReadonlyArray<ReadonlyArray<readonly [string, HighlightCategory, number]>> = [
  [
    ['The app keeps crashing whenever I open an attachment.', 'bug', -0.6],
    ['It crashes on startup since the last update, won\'t even open.', 'bug', -0.5],
    ['Dumps me back to the home screen every time I upload a photo', 'bug', -0.4],
  ],
  [
    ['The reports page is painfully slow, takes a minute to load.', 'complaint', -0.6],
    ['Video keeps buffering and stuttering on every lesson', 'complaint', -0.5],
    ['Search lags so much it is unusable', 'complaint', -0.7],
  ],
  [
    ['My order arrived 90 minutes late and the food was cold.', 'complaint', -0.7],
    ['Quoted 35 min, delivered after 95. The ETA is pure fiction.', 'complaint', -0.6],
    ['The courier showed up way past the delivery window again', 'complaint', -0.5],
  ],
  [
    ['Calls drop out every few minutes and the line goes dead.', 'bug', -0.6],
    ['I lose signal on site and the connection drops constantly', 'complaint', -0.5],
  ],
  [
    ['I was charged twice for the same month and still no refund.', 'complaint', -0.7],
    ['Way too expensive for what you get, the price went up again', 'complaint', -0.6],
    ['Customer requested a refund for the duplicate charge', 'complaint', -0.3],
  ],
  [
    ['Support never answered my ticket, waited two weeks.', 'complaint', -0.7],
    ['Still waiting on the certificate, it\'s been a month and nobody can explain why', 'complaint', -0.6],
    ['The chat agent was rude and closed the ticket without fixing anything', 'complaint', -0.8],
  ],
  [
    ['Exporting to CSV gives an empty file, headers but no rows.', 'bug', -0.5],
    ['csv export broken since last week', 'bug', -0.4],
    ['The xlsx file from the trial balance page is corrupted', 'bug', -0.5],
    ["The P&L report won't download and the download button does nothing", 'bug', -0.5],
  ],
  [
    ['It would be great if the app had a dark mode.', 'feature_request', 0.3],
    ['Please add an option to export invoices as PDF', 'feature_request', 0.1],
    ['I\'d love to be able to schedule posts in advance', 'feature_request', 0.4],
    ['Please make the sync faster', 'feature_request', 0.0],
  ],
  [
    ['Love the new dashboard, it is so easy to use!', 'praise', 0.8],
    ['Sarah from support was amazing and sorted it in minutes', 'praise', 0.9],
    ['Setup was a breeze, worked out of the box', 'praise', 0.7],
  ],
  [
    ['How do I change the billing address on my account?', 'question', 0.0],
    ['Is there a row limit on exports?', 'question', 0.0],
    ['Caller asked about upgrading to the annual plan', 'other', 0.0],
  ],
  [
    ['The payslip for March is missing and my timezone setting resets', 'bug', -0.4],
    ['Pasword reset emial never arives', 'bug', -0.5],
    ['Re-sync of the e-mail inbox fails with a 504 gateway timeout', 'bug', -0.5],
    ["The search is useless, mentions never notify me and the reset link never arrives", 'bug', -0.5],
  ],
];

/** Feedback that names the organization's own product, whose name embedding leaves out (EmbedOptions.ownName). */
const NAMED_PROBES = {
  name: 'Rentwise Ltd',
  quotes: [
    ['Rentwise support took 9 days to answer a simple question.', 'complaint', -0.6],
    ["Rentwise's app still shows my rent as unpaid", 'bug', -0.4],
  ] as ReadonlyArray<readonly [string, HighlightCategory, number]>,
};

function vectorBytes(vector: ThemeVector | null): string {
  if (!vector) return 'null';
  // Rounded, so that the last bits of floating-point sums (which may differ between machines)
  // never tell two instances of the same release apart.
  return `${vector.stance}|${Array.from(vector.values, (v) => v.toFixed(4)).join(',')}|${vector.terms.join(' ')}`;
}

let memo: { params: string; fingerprint: string } | undefined;

/** The fingerprint of the theme model in this release (hex, 16 characters; memoised). */
export function themeModelFingerprint(): string {
  const params = JSON.stringify(EMBED_PARAMS);
  if (memo?.params === params) return memo.fingerprint;
  const hash = createHash('sha256').update(params);
  for (const group of PROBES) {
    const vectors: ThemeVector[] = [];
    for (const [quote, category, sentimentScore] of group) {
      const vector = embedHighlight(quote, { category, sentimentScore });
      hash.update(vectorBytes(vector)).update('\n');
      if (vector) vectors.push(vector);
    }
    const summary = summarizeMembers(vectors);
    if (summary) {
      const { title, keywords } = themeTitle(summary, group.map(([quote]) => quote));
      hash.update(`${title}|${keywords.join(',')}\n`);
    }
  }
  const ownName = new Set(ownNameTerms(NAMED_PROBES.name));
  hash.update(`${[...ownName].join(' ')}\n`);
  for (const [quote, category, sentimentScore] of NAMED_PROBES.quotes) hash.update(vectorBytes(embedHighlight(quote, { category, sentimentScore, ownName }))).update('\n');
  memo = { params, fingerprint: hash.digest('hex').slice(0, 16) };
  return memo.fingerprint;
}
