import { describe, expect, it } from 'vitest';
import { EXPORT_COMPLAINTS_UNSHARED } from '../helpers.js';
import { analyzeFeedback } from '../../src/analysis/index.js';
import { aspectConcepts, contentTerms, correctSpelling, failureConcepts } from '../../src/analysis/themes/text.js';
import { loadWordModel } from '../../src/analysis/themes/model.js';
import { termWeight } from '../../src/analysis/themes/place.js';
import {
  addToTheme,
  deserializeSummary,
  deserializeVector,
  embedHighlight,
  ownNameTerms,
  isIssueEligible,
  maintainThemes,
  newThemeSummary,
  placeHighlight,
  PLACE_PARAMS,
  placementScores,
  similarities,
  similarity,
  stanceCompatible,
  stancesCompatible,
  stanceOf,
  summarizeMembers,
  removeFromTheme,
  serializeSummary,
  serializeVector,
  themeKind,
  themeSimilarity,
  themeTitle,
  distinctTitle,
  type ThemeSummary,
  type ThemeVector,
  type PoolKind,
  ThemePool,
  themeKindOf,
  rankByThemeSimilarity,
  rerankByFeedback,
  feedbackContext,
  SIMILAR_PARAMS,
  type SimilarTheme,
} from '../../src/analysis/themes/index.js';

function unitOf(centroid: Float64Array): number[] {
  const norm = Math.sqrt(centroid.reduce((sum, x) => sum + x * x, 0)) || 1;
  return Array.from(centroid, (x) => x / norm);
}

interface Theme {
  id: string;
  summary: ThemeSummary;
  quotes: string[];
}

function embed(q: string): ThemeVector | null {
  const h = analyzeFeedback(q).highlights[0];
  return embedHighlight(q, h ? { category: h.category, sentimentScore: h.sentimentScore } : undefined);
}

function run(quotes: string[]): { themes: Theme[]; placed: Map<string, string> } {
  const themes: Theme[] = [];
  const placed = new Map<string, string>();
  for (const q of quotes) {
    const v = embed(q);
    if (!v) continue;
    const hit = placeHighlight(v, themes);
    if (hit) {
      const t = themes.find((x) => x.id === hit.id)!;
      t.summary = addToTheme(t.summary, v, q);
      t.quotes.push(q);
      placed.set(q, t.id);
    } else {
      const id = `th${themes.length}`;
      themes.push({ id, summary: newThemeSummary(v, q), quotes: [q] });
      placed.set(q, id);
    }
  }
  return { themes, placed };
}

const EXPORT_COMPLAINTS = [
  'The CSV export is broken.',
  'Exporting to CSV fails every time I try.',
  'When I click export, the file never downloads.',
  'Export to Excel keeps crashing the app.',
  'I cannot export my data anymore, the export button does nothing.',
  'CSV export gives an error since the last update.',
];

describe('theme engine', () => {
  it('puts complaints about a broken CSV export, worded differently, into one issue theme titled after it', () => {
    const quotes = [EXPORT_COMPLAINTS[0]!, EXPORT_COMPLAINTS[1]!, EXPORT_COMPLAINTS[5]!];
    const { themes, placed } = run(quotes);
    const ids = new Set(quotes.map((q) => placed.get(q)));
    expect(ids.size).toBe(1);
    const t = themes.find((x) => x.id === [...ids][0])!;
    expect(isIssueEligible(t.summary)).toBe(true);
    const { title, keywords } = themeTitle(t.summary, t.quotes);
    expect(title.toLowerCase()).toContain('export');
    expect(keywords).toContain('export');
  });

  // Aspect match (place.ts coreBonus): a problem highlight sharing a theme's core aspect term ("export")
  // joins it even when the averaged word vectors disagree ("click export, nothing downloads").
  it('puts six differently worded complaints about a broken export into one issue theme titled after it', () => {
    const { themes, placed } = run(EXPORT_COMPLAINTS);
    const ids = new Set(EXPORT_COMPLAINTS.map((q) => placed.get(q)));
    expect(ids.size).toBe(1);
    const t = themes.find((x) => x.id === [...ids][0])!;
    expect(t.summary.size).toBe(6);
    expect(isIssueEligible(t.summary)).toBe(true);
    const { title, keywords } = themeTitle(t.summary, t.quotes);
    expect(title.toLowerCase()).toContain('export');
    expect(title).not.toMatch(/^th\d|[0-9a-f]{8}-/);
    expect(keywords).toContain('export');
  });

  // Getting data out is an aspect (text.ts aspectConcepts): "into a spreadsheet", "to Excel", "the
  // CSV I download", "pull the numbers out as a file" say it without a word in common.
  it('puts six complaints about a broken export that share no one word into one theme, apart from other problems', () => {
    const quotes = EXPORT_COMPLAINTS_UNSHARED;
    const others = ['The mobile app keeps logging me out.', 'Your pricing went up again and I am not happy.', 'The search does not find invoices by client name.'];
    const { themes, placed } = run([...quotes, ...others]);
    const ids = new Set(quotes.map((q) => placed.get(q)));
    expect(ids.size).toBe(1);
    const t = themes.find((x) => x.id === [...ids][0])!;
    expect(t.summary.size).toBe(6);
    expect(themeTitle(t.summary, t.quotes).title).toMatch(/export|csv/i);
    for (const q of others) expect(placed.get(q)).not.toBe(t.id);
  });

  it('never lets praise and complaints about the same feature share an issue-eligible theme', () => {
    const quotes = [
      ...EXPORT_COMPLAINTS,
      'I love the export feature, it is so easy!',
      'Export works great, thanks a lot.',
      'The CSV export is fantastic and fast.',
    ];
    const { themes } = run(quotes);
    for (const t of themes) {
      if (!isIssueEligible(t.summary)) continue;
      expect(t.summary.stanceCounts.praise).toBe(0);
    }
    const praiseThemes = themes.filter((t) => t.summary.stanceCounts.praise > 0);
    expect(praiseThemes.length).toBeGreaterThan(0);
    for (const t of praiseThemes) {
      expect(themeKind(t.summary)).toBe('praise');
      expect(isIssueEligible(t.summary)).toBe(false);
    }
  });

  it('groups praise by what it praises, as it groups problems', () => {
    const praise = ["Love the new dashboard, it's so much clearer than before.", 'The dashboard redesign is beautiful and fast.', 'Great job on the new dashboard, my team loves it.'];
    const { themes, placed } = run([...praise, 'Onboarding was smooth and the docs are clear.']);
    expect(new Set(praise.map((q) => placed.get(q))).size).toBe(1);
    const t = themes.find((x) => x.id === placed.get(praise[0]!))!;
    expect(themeKind(t.summary)).toBe('praise');
    expect(themeTitle(t.summary, t.quotes).title).toBe('Praise for dashboard');
    expect(placed.get('Onboarding was smooth and the docs are clear.')).not.toBe(t.id);
  });

  it('keeps requests out of a theme of problems about the same thing, and problems out of one of requests; a question joins either', () => {
    const { placed } = run([
      'The delivery was over an hour late again.',
      'It would be great to schedule a delivery in advance.',
      'Please add an option to schedule orders for later.',
      'When will my delivery arrive?',
      'The delivery was late again, two hours this time.',
    ]);
    const late = placed.get('The delivery was over an hour late again.');
    expect(placed.get('It would be great to schedule a delivery in advance.')).not.toBe(late);
    expect(placed.get('The delivery was late again, two hours this time.')).toBe(late);
    expect(stanceCompatible('neutral', { praise: 0, problem: 3, request: 0, neutral: 0 })).toBe(true);
    expect(stanceCompatible('neutral', { praise: 0, problem: 0, request: 3, neutral: 0 })).toBe(true);
    expect(stanceCompatible('request', { praise: 0, problem: 3, request: 1, neutral: 2 })).toBe(false);
    expect(stanceCompatible('problem', { praise: 0, problem: 1, request: 1, neutral: 0 })).toBe(true);
    expect(stancesCompatible({ praise: 0, problem: 3, request: 0, neutral: 0 }, { praise: 0, problem: 0, request: 2, neutral: 1 })).toBe(false);
    expect(stancesCompatible({ praise: 0, problem: 3, request: 0, neutral: 0 }, { praise: 0, problem: 0, request: 0, neutral: 4 })).toBe(true);
  });

  it('places a request to mend what exists with the problem it mends, not with requests for something new', () => {
    expect(embed('Please make the export faster.')!.stance).toBe('problem');
    expect(embed('Please improve the search, results are random.')!.stance).toBe('problem');
    expect(embed('Could you add a way to schedule exports?')!.stance).toBe('request');
    expect(embed('It would be better if you added a dark mode.')!.stance).toBe('request');
    expect(embed('Could you make the dashboard load quicker?')!.stance).toBe('problem');
    expect(embed('Please make sure the new report is better documented.')!.stance).toBe('request');
    // What a new thing would do is no mend: "A Gantt chart would make planning so much easier".
    expect(embed('A Gantt chart would make planning so much easier.')!.stance).toBe('request');
    const { placed } = run(['The export is so slow it times out.', 'Please make the export faster.', 'Could you add a way to schedule exports?']);
    expect(placed.get('Please make the export faster.')).toBe(placed.get('The export is so slow it times out.'));
    expect(placed.get('Could you add a way to schedule exports?')).not.toBe(placed.get('The export is so slow it times out.'));
  });

  it('starts new themes for unrelated messages', () => {
    const { themes } = run([
      'The CSV export is broken.',
      'Your delivery driver was rude to my grandmother.',
      'Please add a dark mode to the mobile app.',
      'The hotel room smelled of cigarette smoke.',
    ]);
    expect(themes.length).toBe(4);
  });

  it('returns null vectors for empty, one-word and content-free quotes', () => {
    expect(embedHighlight('')).toBeNull();
    expect(embedHighlight('   ')).toBeNull();
    expect(embedHighlight('Great!')).toBeNull();
    expect(embedHighlight('export')).toBeNull();
    expect(embedHighlight('Thanks so much!')).toBeNull();
    expect(embedHighlight('The CSV export is broken')).not.toBeNull();
  });

  it('removeFromTheme reverses addToTheme', () => {
    const a = embed('The CSV export is broken.')!;
    const b = embed('Exporting to CSV fails every time I try.')!;
    const s1 = newThemeSummary(a, 'x');
    const s2 = addToTheme(s1, b, 'y');
    const back = removeFromTheme(s2, b, 'y')!;
    expect(back.size).toBe(s1.size);
    expect(back.termCounts).toEqual(s1.termCounts);
    expect(back.stanceCounts).toEqual(s1.stanceCounts);
    for (let d = 0; d < s1.centroid.length; d++) expect(back.centroid[d]).toBeCloseTo(s1.centroid[d]!, 9);
    expect(removeFromTheme(s1, a, 'x')).toBeNull();
  });

  it('round-trips vectors and summaries through serialisation', () => {
    const v = embed('CSV export gives an error since the last update.')!;
    const v2 = deserializeVector(new Uint8Array(serializeVector(v)));
    expect(v2.stance).toBe(v.stance);
    expect(v2.terms).toEqual(v.terms);
    expect(Array.from(v2.values)).toEqual(Array.from(v.values));
    const s = addToTheme(newThemeSummary(v, 'a'), embed('The CSV export is broken.')!, 'b');
    const s2 = deserializeSummary(serializeSummary(s));
    expect(s2.size).toBe(s.size);
    expect(s2.termCounts).toEqual(s.termCounts);
    expect(s2.stanceCounts).toEqual(s.stanceCounts);
    expect(Array.from(s2.centroid)).toEqual(Array.from(s.centroid));
    const t = [{ id: 'a', summary: s }];
    expect(placeHighlight(v, t)).toEqual(placeHighlight(v, [{ id: 'a', summary: s2 }]));
    // Summaries stored as JSON (version 1) by earlier versions read the same.
    const json = JSON.stringify({ v: 1, size: s.size, centroid: Array.from(s.centroid), termCounts: s.termCounts, stanceCounts: s.stanceCounts });
    expect(deserializeSummary(json)).toEqual(s2);
    expect(() => deserializeSummary('2 3 0 1')).toThrow(/malformed/);
    const stored = serializeSummary(s);
    expect(() => deserializeSummary(stored.replace(/^2 \d+ /, '2 many '))).toThrow(/malformed/);
    expect(() => deserializeSummary(`${stored} export x`)).toThrow(/malformed/);
    expect(() => deserializeSummary(JSON.stringify({ v: 9 }))).toThrow(/unknown version/);
  });

  it('is deterministic', () => {
    const quotes = [...EXPORT_COMPLAINTS, 'Please add dark mode.', 'Would love a dark mode option.', 'The app is slow to load.'];
    const a = run(quotes);
    const b = run(quotes);
    expect([...a.placed]).toEqual([...b.placed]);
    expect(a.themes.map((t) => themeTitle(t.summary, t.quotes))).toEqual(b.themes.map((t) => themeTitle(t.summary, t.quotes)));
    expect(Array.from(embed(quotes[0]!)!.values)).toEqual(Array.from(embed(quotes[0]!)!.values));
  });

  it('maintainThemes keeps surviving ids and merges duplicates', () => {
    const exp = ['The CSV export is broken.', 'Exporting to CSV fails every time I try.', 'The CSV export is broken again.', 'CSV export fails every time.'];
    const quotes = [...exp, 'Please add dark mode.', 'Would love a dark mode option.'];
    const members = quotes.map((q, i) => ({
      // deliberately split near-duplicate export complaints over two themes
      themeId: i < 4 ? (i % 2 === 0 ? 'A' : 'B') : 'C',
      highlightId: `h${i}`,
      vector: embed(q)!,
      quote: q,
    }));
    const r1 = maintainThemes(members);
    const r2 = maintainThemes(members);
    expect([...r1.assignments]).toEqual([...r2.assignments]);
    const exportIds = new Set(members.slice(0, 4).map((m) => r1.assignments.get(m.highlightId)));
    expect(exportIds.size).toBe(1);
    expect(['A', 'B']).toContain([...exportIds][0]);
    expect(r1.assignments.get('h4')).toBe('C');
    expect(r1.assignments.get('h5')).toBe('C');
  });
});

describe('background pass and its helpers', () => {
  it('summarizeMembers gives what adding the members one by one gives, term pruning included', async () => {
    const { MAX_THEME_TERMS } = await import('../../src/analysis/themes/summary.js');
    const values = new Float32Array(100).fill(0.1);
    const vectors = Array.from({ length: 900 }, (_, i) => ({ values, stance: (i % 3 === 0 ? 'problem' : 'neutral') as 'problem' | 'neutral', terms: ['export', `w${i % 450}`, `x${i}`] }));
    let one = newThemeSummary(vectors[0]!);
    for (const v of vectors.slice(1)) one = addToTheme(one, v);
    const all = summarizeMembers(vectors)!;
    expect(all.size).toBe(one.size);
    expect(all.termCounts).toEqual(one.termCounts);
    expect(Object.keys(all.termCounts).length).toBeLessThanOrEqual(MAX_THEME_TERMS);
    expect(all.stanceCounts).toEqual(one.stanceCounts);
    for (let d = 0; d < 100; d++) expect(all.centroid[d]).toBeCloseTo(one.centroid[d]!, 9);
    expect(summarizeMembers([])).toBeNull();
  });

  it('similarities and placementScores score many themes as similarity and placeHighlight do one by one', () => {
    const themes = run([...EXPORT_COMPLAINTS, 'Please add dark mode.', 'Would love a dark mode option.', 'I love the export feature, it is so easy!']).themes;
    const v = embed('The CSV export fails with an error.')!;
    // A problem is compared with neither praise nor a theme of requests.
    expect(similarities(v, themes)).toEqual(themes.map((t) => (t.summary.stanceCounts.praise > 0 || t.summary.stanceCounts.request > t.summary.stanceCounts.problem ? -Infinity : similarity(v, t.summary))));
    expect(similarities(v, themes).filter((x) => x === -Infinity)).toHaveLength(2);
    const scores = placementScores(v, themes);
    const best = placeHighlight(v, themes)!;
    expect(best.similarity).toBe(Math.max(...scores));
    expect(themes[scores.indexOf(best.similarity)]!.id).toBe(best.id);
  });

  it('a theme taken out of the pool is no candidate and takes no highlight; the others are found as before', () => {
    const a = embed('The CSV export is broken.')!;
    const b = embed('Exporting to CSV fails every time I try.')!;
    const pool = new ThemePool();
    pool.put({ id: 'export', kind: 'problem', summary: newThemeSummary(a) }, a.terms);
    pool.put({ id: 'login', kind: 'problem', summary: newThemeSummary(embed('I cannot log in with my password.')!) });
    expect(pool.match(b, 'problem')?.id).toBe('export');
    pool.remove('export');
    expect(pool.themes.has('export')).toBe(false);
    expect(pool.candidates(b, 'problem').map((t) => t.id)).not.toContain('export');
    expect(pool.match(b, 'problem', -1)?.id).not.toBe('export');
    // A theme put afterwards under the same terms is found.
    pool.put({ id: 'export-2', kind: 'problem', summary: newThemeSummary(a) }, a.terms);
    expect(pool.match(b, 'problem')?.id).toBe('export-2');
    pool.remove('no such theme');
    expect([...pool.themes.keys()].sort()).toEqual(['export-2', 'login']);
  });

  it('placeHighlight picks the highest placement score (the first theme on a tie), and the pool picks what placeHighlight picks among its candidates', () => {
    // Deterministic pseudo-random vectors over a small vocabulary, so themes share terms and many
    // compete for each highlight; a few exact duplicates make ties.
    let state = 12345;
    const rand = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const words = ['export', 'csv', 'file', 'download', 'login', 'password', 'dark', 'mode', 'invoice', 'billing', 'sync', 'calendar'];
    const stances = ['problem', 'request', 'neutral', 'praise'] as const;
    const vector = (): ThemeVector => {
      const values = new Float32Array(100);
      let norm = 0;
      for (let d = 0; d < 100; d++) norm += (values[d] = rand() - 0.5 + (d < 8 ? 1 : 0)) ** 2;
      for (let d = 0; d < 100; d++) values[d]! /= Math.sqrt(norm);
      const terms = [...new Set(Array.from({ length: 1 + Math.floor(rand() * 11) }, () => words[Math.floor(rand() * words.length)]!))];
      return { values, stance: stances[Math.floor(rand() * stances.length)]!, terms };
    };
    const pool = new ThemePool();
    const placed: { id: string; summary: ThemeSummary }[] = [];
    let compared = 0;
    for (let i = 0; i < 400; i++) {
      // Now and then a highlight right on an existing theme's centroid, which it then surely joins.
      const v = i % 50 === 49 && placed.length > 0 ? { ...vector(), values: Float32Array.from(unitOf(placed[0]!.summary.centroid)) } : vector();
      const kind = themeKindOf(v.stance === 'problem' ? 'bug' : v.stance === 'request' ? 'feature_request' : v.stance === 'praise' ? 'praise' : 'question');
      for (const threshold of [0.65, 0.3, -1]) {
        const candidates = pool.candidates(v, kind);
        const scores = placementScores(v, candidates);
        const best = placeHighlight(v, candidates, threshold);
        const max = Math.max(-Infinity, ...scores.filter((x) => x >= threshold));
        if (max === -Infinity) expect(best).toBeNull();
        else expect(best).toEqual({ id: candidates[scores.indexOf(max)]!.id, similarity: max });
        expect(pool.match(v, kind, threshold)).toEqual(best);
        compared += candidates.length;
      }
      const hit = pool.match(v, kind);
      const theme = hit ? pool.themes.get(hit.id)! : { id: `t${i}`, kind, summary: newThemeSummary(v) };
      if (hit) theme.summary = addToTheme(theme.summary, v);
      else placed.push(theme);
      pool.put(theme, v.terms);
    }
    expect(compared).toBeGreaterThan(10_000);
    // Exact ties: two themes with the same summary; the first one in order wins.
    const v = vector();
    const twin = newThemeSummary({ ...v, stance: 'neutral' });
    const tied = [{ id: 'other', summary: newThemeSummary({ ...vector(), stance: 'neutral' }) }, { id: 'first', summary: twin }, { id: 'second', summary: twin }];
    const [other, first, second] = placementScores(v, tied);
    expect(first).toBe(second);
    expect(first).toBeGreaterThan(other!);
    expect(placeHighlight(v, tied, -1)).toEqual({ id: 'first', similarity: first });
  });

  it('the pool reads the same term frequencies as the summaries while themes prune their rarest terms and are replaced whole', () => {
    // A large vocabulary with a skewed draw: themes gather more than MAX_THEME_TERMS distinct terms
    // and prune them (terms the pool was not told about disappear), and now and then a theme is
    // replaced by a new summary object without a hint, as an instance refreshing from the store does.
    let state = 987;
    const rand = () => ((state = (Math.imul(state, 1103515245) + 12345) >>> 0) / 2 ** 32);
    const word = () => `w${Math.floor(4000 * rand() ** 2)}`;
    const stances = ['problem', 'request', 'neutral'] as const;
    const vector = (): ThemeVector => {
      const values = new Float32Array(100);
      let norm = 0;
      for (let d = 0; d < 100; d++) norm += (values[d] = rand() - 0.5 + (d < 4 ? 0.5 : 0)) ** 2;
      for (let d = 0; d < 100; d++) values[d]! /= Math.sqrt(norm);
      return { values, stance: stances[Math.floor(rand() * stances.length)]!, terms: [...new Set(Array.from({ length: 10 + Math.floor(rand() * 50) }, word))] };
    };
    const pool = new ThemePool();
    const members = new Map<string, ThemeVector[]>();
    let pruned = 0;
    for (let i = 0; i < 2000; i++) {
      const v = vector();
      const kind = themeKindOf(v.stance === 'problem' ? 'bug' : v.stance === 'request' ? 'feature_request' : 'question');
      const threshold = i % 10 === 0 ? 0.65 : -1;
      const hit = pool.match(v, kind, threshold);
      expect(hit).toEqual(placeHighlight(v, pool.candidates(v, kind), threshold));
      if (!hit) {
        const theme = { id: `t${i}`, kind, summary: newThemeSummary(v) };
        members.set(theme.id, [v]);
        pool.put(theme, v.terms);
        continue;
      }
      const theme = pool.themes.get(hit.id)!;
      const before = Object.keys(theme.summary.termCounts);
      theme.summary = addToTheme(theme.summary, v);
      if (Object.keys(theme.summary.termCounts).length < new Set([...before, ...v.terms]).size) pruned++;
      members.get(theme.id)!.push(v);
      pool.put(theme, v.terms);
      if (i % 7 === 0 && members.get(theme.id)!.length > 1) {
        // The first member leaves; the theme comes back as a new object, whole.
        const [first, ...rest] = members.get(theme.id)!;
        members.set(theme.id, rest);
        pool.put({ ...theme, summary: removeFromTheme(theme.summary, first!)! });
      }
    }
    expect(pruned).toBeGreaterThan(10);
  });

  it('maintainThemes merges problem themes that name the same failure in words they do not share', () => {
    const quotes = ['The app charged me twice for one order.', 'I was billed two times for the same meal.', 'Please add dark mode.'];
    const members = quotes.map((q, i) => ({ themeId: ['A', 'B', 'C'][i]!, highlightId: `h${i}`, vector: embed(q)!, quote: q }));
    const r = maintainThemes(members);
    expect(r.assignments.get('h0')).toBe(r.assignments.get('h1'));
    expect(r.merged.size).toBe(1);
    expect(r.assignments.get('h2')).toBe('C');
    // "Problems with ..." names no failure: two unrelated problems stay apart.
    const apart = ['The invoice PDF is missing our VAT number.', 'The mattress started sagging after three months.'];
    const separate = maintainThemes(apart.map((q, i) => ({ themeId: ['A', 'B'][i]!, highlightId: `h${i}`, vector: embed(q)!, quote: q })));
    expect(separate.assignments.get('h0')).not.toBe(separate.assignments.get('h1'));
  });

  it('maintainThemes merges problem themes most of whose quotes say one aspect, or one slowness, in other words', () => {
    const quotes = [
      'Your customer service is nonexistent.',
      'Still waiting on a reply from the helpdesk.',
      'Pages take forever to load.',
      'It is painfully slow.',
      'The Gmail plugin keeps logging me out.',
      'Charged me for the wrong plan.',
    ];
    const members = quotes.map((q, i) => ({ themeId: ['A', 'B', 'C', 'D', 'E', 'F'][i]!, highlightId: `h${i}`, vector: embed(q)!, quote: q }));
    const r = maintainThemes(members);
    expect(r.assignments.get('h0')).toBe(r.assignments.get('h1'));
    expect(r.assignments.get('h2')).toBe(r.assignments.get('h3'));
    expect(r.assignments.get('h0')).not.toBe(r.assignments.get('h2'));
    // what no aspect or slowness ties stays apart
    expect(new Set(['h0', 'h2', 'h4', 'h5'].map((h) => r.assignments.get(h))).size).toBe(4);
    // a parcel and a refund that never came are two problems
    const missing = ['My parcel never arrived.', 'The refund never arrived in my account.'];
    const apart = maintainThemes(missing.map((q, i) => ({ themeId: ['A', 'B'][i]!, highlightId: `h${i}`, vector: embed(q)!, quote: q })));
    expect(apart.assignments.get('h0')).not.toBe(apart.assignments.get('h1'));
    // what is slow comes first: support slow to reply is about support, not about the app's speed
    const slow = ['Pages take forever to load.', 'It is painfully slow.', 'Support is slow to reply.', 'The help desk took ages to answer my email.'];
    const what = maintainThemes(slow.map((q, i) => ({ themeId: ['A', 'B', 'C', 'D'][i]!, highlightId: `h${i}`, vector: embed(q)!, quote: q })));
    expect(what.assignments.get('h0')).toBe(what.assignments.get('h1'));
    expect(what.assignments.get('h2')).toBe(what.assignments.get('h3'));
    expect(what.assignments.get('h0')).not.toBe(what.assignments.get('h2'));
  });

  it('maintainThemes merges praise themes that get one title, and keeps praise of other things apart', () => {
    const praise = (q: string) => embedHighlight(q, { category: 'praise', sentimentScore: 0.8 })!;
    const quotes = ['Great support, friendly and knowledgeable people.', 'Your support team is fantastic, they answered within minutes.', 'The support chat is the best I have dealt with in any SaaS.', 'Shoutout to Maria from support, she solved our import problem.', 'The kanban board is a joy to use.'];
    const members = quotes.map((q, i) => ({ themeId: ['A', 'A', 'B', 'B', 'C'][i]!, highlightId: `h${i}`, vector: praise(q), quote: q }));
    const r = maintainThemes(members);
    expect(new Set(['h0', 'h1', 'h2', 'h3'].map((h) => r.assignments.get(h))).size).toBe(1);
    expect(r.assignments.get('h4')).toBe('C');
  });

  it('maintainThemes moves a member placed in the wrong theme to the theme it belongs to', () => {
    const exp = ['The CSV export is broken.', 'Exporting to CSV fails every time I try.', 'CSV export gives an error since the last update.'];
    const dark = ['Please add dark mode.', 'Would love a dark mode option.', 'Please add a dark mode to the mobile app.'];
    const members = [...exp, ...dark].map((q, i) => ({ themeId: i < 3 ? 'E' : 'D', highlightId: `h${i}`, vector: embed(q)!, quote: q }));
    // a dark mode request that incremental placement put among the export complaints
    members.push({ themeId: 'E', highlightId: 'stray', vector: embed('Please give us a dark mode option.')!, quote: 'Please give us a dark mode option.' });
    const r = maintainThemes(members);
    expect(r.assignments.get('stray')).toBe('D');
    for (let i = 0; i < 3; i++) expect(r.assignments.get(`h${i}`)).toBe('E');
    expect(r.merged.size).toBe(0);
  });
});

describe('theme summaries stay bounded', () => {
  it('counts a term named like an Object property ("constructor") as any other word', () => {
    const quotes = ['The form constructor keeps crashing on save.', 'Our form constructor crashes whenever we save a form.'];
    const vectors = quotes.map((q) => embed(q)!);
    expect(vectors[0]!.terms).toContain('constructor');
    const two = addToTheme(newThemeSummary(vectors[0]!), vectors[1]!);
    expect(two.termCounts.constructor).toBe(2);
    expect(summarizeMembers(vectors)!.termCounts).toEqual(two.termCounts);
    expect(removeFromTheme(two, vectors[1]!)!.termCounts.constructor).toBe(1);
    expect(deserializeSummary(serializeSummary(two)).termCounts.constructor).toBe(2);
    expect(placeHighlight(vectors[1]!, [{ id: 'forms', summary: newThemeSummary(vectors[0]!) }])?.id).toBe('forms');
  });

  it('keeps at most MAX_THEME_TERMS distinct terms, dropping the rarest, whatever the number of members', async () => {
    const { addToTheme, newThemeSummary, MAX_THEME_TERMS } = await import('../../src/analysis/themes/summary.js');
    const values = new Float32Array(100).fill(0.1);
    const member = (i: number) => ({ values, stance: 'problem' as const, terms: ['export', `word${i}`] });
    let summary = newThemeSummary(member(0));
    for (let i = 1; i < 1000; i++) summary = addToTheme(summary, member(i));
    expect(summary.size).toBe(1000);
    expect(Object.keys(summary.termCounts).length).toBeLessThanOrEqual(MAX_THEME_TERMS);
    expect(summary.termCounts.export).toBe(1000);
  });
});

describe('content terms of a highlight', () => {
  it('fold an inflection onto its most frequent known stem, and only onto a stem more frequent than the word', () => {
    const terms = (quote: string) => embedHighlight(quote, { category: 'complaint' })!.terms;
    // Not the misspellings a large vocabulary also holds ("shipp", "chang", "topp").
    expect(terms('Shipping changed after topping up')).toEqual(['ship', 'change', 'top']);
    // A word of its own stays itself ("morning", not "morne"; "meeting", not "meet").
    expect(terms('The morning meeting notes are missing')).toEqual(expect.arrayContaining(['morning', 'meeting']));
  });
  it('leave out numbers and quantities, which say how much and not what about', () => {
    const terms = (quote: string) => embedHighlight(quote, { category: 'complaint' })!.terms;
    // "half" joined a missing order with a stale menu ("Problems with half").
    expect(terms('Half of my order was missing, three drinks and the whole dessert.')).toEqual(['order', 'missing', 'drink', 'dessert', '~missing']);
    // Nor how long it took: a wait at check-in was "Problems with hour".
    expect(terms('Check-in took over an hour.')).toEqual(['check-in', 'took']);
    expect(terms('We waited 70 minutes and two months for a refund.')).not.toEqual(expect.arrayContaining(['minute']));
  });
});

describe('theme titles name the topic with a noun phrase', () => {
  /** The title of a theme built from the quotes in order. */
  /** `kind`: the kind the theme's evidence gives it (as the service passes it); from the summary when absent. */
  const titleOf = (quotes: string[], kind?: PoolKind) => {
    let summary: ThemeSummary | undefined;
    for (const quote of quotes) {
      const v = embed(quote)!;
      summary = summary ? addToTheme(summary, v, quote) : newThemeSummary(v, quote);
    }
    return themeTitle(summary!, quotes, kind);
  };
  const titled = (quotes: string[], kind: PoolKind) => titleOf(quotes, kind).title;

  it('reads a need, and a thing judged by what it would be, as what is asked for', () => {
    expect(titled(['We need to be able to record time against matters.'], 'request')).toBe('Requests to record time against matters');
    expect(titled(['We really need a way to merge duplicate clients.'], 'request')).toBe('Requests to merge duplicate clients');
    expect(titled(['A bulk-edit for contacts would be handy.'], 'request')).toBe('Requests for bulk-edit for contacts');
    expect(titled(['Multiple currencies would be fantastic, otherwise the app is so easy to pick up'], 'request')).toBe('Requests for multiple currencies');
    expect(titled(['i do most of my admin on my ipad, a proper app would be nice'], 'request')).toBe('Requests for proper app');
    // a name keeps its capital; "more" is part of what is asked for
    expect(titled(['Slack integration would be great'], 'request')).toBe('Requests for Slack integration');
    expect(titled(['Also can you add more fonts.'], 'request')).toBe('Requests for more fonts');
    // nothing named: no title from the frame
    expect(titled(['This would be really helpful for our accounts team.'], 'request')).not.toMatch(/^Requests for this\b/i);
  });

  it('names no person as the topic, reads a plural subject as a noun, and leaves idioms out', () => {
    // call notes: "Customer" is who speaks, not what is asked for
    expect(titleOf(['Customer requested a replacement wedge kit.', 'Customer requested a wedge kit for the angle.'], 'request').title).toBe('Requests for wedge kit');
    // "Alerts" tagged a verb at the start; "defeats the purpose" is no failure of a purpose
    expect(titleOf(['Alerts are delayed, often by 20 seconds, which kinda defeats the purpose.', 'Alerts are delayed by a minute.'], 'problem').title).toBe('Alerts delayed');
    expect(titleOf(['My elderly mother feels safer now.'], 'praise').title).not.toBe('Praise for elderly mother');
    expect(titleOf(['It would be nice if it told me when a parcel is left vs just motion.'], 'request').title).not.toMatch(/\bvs\b/);
    // praise is not named after the blame it denies; a request names what is asked, not what someone does
    expect(titleOf(['No complaints this quarter.'], 'praise').title).toBe('General praise');
    expect(titleOf(["Now it's 29 a month because my apprentice needs a login."], 'request').title).not.toMatch(/needs/);
    expect(titleOf(['I have to mark them paid by hand.'], 'problem').title).not.toBe('Problems with hand');
    // how often it fails stays with the verb; a word of blame denied is not the failure
    expect(titleOf(['The sync fails again after every update.', 'The sync fails again overnight.'], 'problem').title).toBe('Sync fails again');
    expect(titleOf(["The price jump at renewal was steep and we weren't warned in advance.", "We weren't warned about the price jump."], 'problem').title).not.toMatch(/warned/);
  });

  it("prefers what the quotes are about, their subject, to a rarer word elsewhere in them", () => {
    expect(titleOf(['Support was incredibly helpful and fixed my issue in minutes.']).title).toBe('Praise for support');
    expect(titleOf(['When will the new price apply?']).title).toBe('Questions about price');
    // A noun that frames the request is not its topic.
    expect(titleOf(['Please add an option to export invoices as PDF.']).title).not.toMatch(/option/);
  });

  it('names the aspect the quotes share in different words when the topic found is not a word of it, and no reporter of a call note', () => {
    expect(titleOf(['$12.99 a month just to see cloud recordings is robbery.', 'I cannot justify $150 a year for cloud clips.', 'The subscription is way overpriced for what it is.'], 'problem').title).toBe('Problems with pricing');
    expect(titleOf(['The app logs me out every single day.', 'Had to reset my password three times this week.', 'Keeps signing me out of the web version.'], 'problem').title).toBe('Problems signing in');
    expect(titleOf(['Setup was painless.', 'Really intuitive, my mum figured it out.', 'Easy to set up, even the motion zones editor.'], 'praise').title).toBe('Praise for ease of use');
    // rather than one quote's words when the quotes share no noun
    expect(titleOf(['The monthly fee is steep for a retiree.', 'Way too pricey for what you get, honestly.'], 'problem').title).toBe('Problems with pricing');
    expect(titleOf(['Too expensive for what it does.'], 'problem').title).toBe('Too expensive for what it does');
    // who reports it in a call note is no topic, and the quote shown keeps the note's words
    const notes = ['Caller reports the battery on the new bike is flat by lunchtime.', 'Caller reports the gears on his bike slip on hills.'];
    const reported = titleOf(notes, 'problem');
    expect(reported.title).not.toMatch(/caller|reports/i);
    expect(notes).toContain(reported.representativeQuote);
    // a topic that is the aspect's own word stays
    expect(titleOf(['The reminders come a day late.', 'Reminder emails arrive after the appointment.', 'My reminder never showed up.'], 'problem').title).toMatch(/reminder/i);
  });

  it('keeps a compound noun whole, hyphenated words too, and never takes a topic from a fixed expression', () => {
    // a word most quotes say within one longer phrase is named by the phrase
    expect(titleOf(["Signup wouldn't accept my Irish phone number format.", 'There is no phone number anywhere.', 'The app uses a lot of battery on my phone.'], 'problem').title).toBe('Problems with phone number');
    expect(titleOf(['Customer support was super helpful and sorted my refund in minutes.']).title).toBe('Praise for customer support');
    // ("more" is what is asked for: more of them, not them)
    expect(titleOf(['Would love more plant-based meals on the menu.']).title).toBe('Requests for more plant-based meals');
    expect(titleOf(['Third week in a row the order came late.', 'The order came late again.']).title).not.toMatch(/\brow\b/);
    // A common word still does not extend a phrase it does not head ("export works").
    expect(titleOf(['The export works great now.']).title).toBe('Praise for export');
  });

  it('names a problem after a word of state when its quotes share no negative word', () => {
    expect(titleOf(['Delivery was late again this week.', 'The delivery came two hours late.']).title).toBe('Delivery late');
    expect(titleOf(['My card payment is still pending.', 'Why is my card payment pending?', 'The payment has been pending for days.']).title).toMatch(/payment pending$/i);
    // Only in a problem theme: praise of a late-night feature keeps its frame.
    expect(titleOf(['Love the late night delivery slots!']).title).toMatch(/^Praise for /);
  });

  it('says what cannot be done when the quotes agree on it, and names a request after what heads a framing noun', () => {
    expect(titleOf(['The screen is hard to read in direct sunlight.', 'Hard to read the screen outside.']).title).toBe('Screen hard to read');
    expect(titleOf(['The dashboard is slow to load.', 'Dashboard is so slow to load in the morning.', 'The dashboard is slow.']).title).toBe('Dashboard slow to load');
    // Two quotes of three say no complement: none is claimed for all.
    expect(titleOf(['The dashboard is slow to load.', 'The dashboard is slow.', 'The dashboard is so slow.']).title).toBe('Dashboard slow');
    expect(titleOf(['Please add a swimming mode with lap counting.', 'Would love to track my swims, a pool mode would be great.']).title).toMatch(/^Requests for (?:swimming|pool) mode$/);
  });

  it("names a problem after what is wrong with the thing, not how the customer felt about it", () => {
    const exportTitle = titleOf(["I'm so frustrated with the export, it fails every time.", 'Really disappointed that the export is still broken.', 'The export failing again is frustrating.']).title;
    expect(exportTitle).toMatch(/^Export fail/);
    expect(titleOf(["Honestly I'm annoyed, the mobile app is slow.", "The mobile app is so slow it's annoying."]).title).toBe('Mobile app slow');
  });

  it('names a problem after the thing its failure word describes when the quotes put the word before it', () => {
    expect(titleOf(['Courier went to the wrong address twice.', 'The courier went to the wrong address.']).title).toBe('Wrong address');
    expect(titleOf(['They pushed expensive insurance on us at the desk.', 'The desk pushed expensive insurance on us.']).title).toBe('Expensive insurance');
    // Not across a comma, and not when the thing is the topic already.
    expect(titleOf(['Permissions are confusing, guests can see private boards.', 'Permissions are confusing.']).title).toBe('Permissions confusing');
    expect(titleOf(['The battery life is terrible.', 'Terrible battery life, lasts half a day.']).title).toBe('Battery life terrible');
  });

  it('names a problem with no negative word after the negated verb its quotes share', () => {
    expect(titleOf(["I can't add a tip after delivery anymore."]).title).toBe('Cannot add tip');
    expect(titleOf(["My files won't sync since the update.", 'Files are not syncing between my laptop and phone.']).title).toBe('Files not syncing');
    expect(titleOf(["The promo code didn't work at checkout."]).title).toBe('Promo code not working');
    expect(titleOf(["I can't find the export button anywhere."]).title).toBe('Cannot find export button');
    // Slow to act, charged twice, thrown out: said of the subject, whatever negative word is there.
    expect(titleOf(['Support took three days to reply to a simple question.']).title).toBe('Support slow to reply');
    expect(titleOf(['I was billed twice this month.']).title).toBe('Charged twice');
    expect(titleOf(['We got billed twice for the same invoice.', 'Double charge on my card again.']).title).toBe('Charged twice');
    // Half the quotes suffice when no other failure is said as often.
    expect(titleOf(['The CSV export times out for large reports.', 'Our CSV exports keep timing out.', 'Exporting to CSV fails whenever the report is big.', "I can't export anything over 10k rows."]).title).toBe('CSV export timing out');
    expect(titleOf(['The CSV export fails with a timeout every time.']).title).toBe('CSV export timing out');
    // What fails is what the quotes make their subject, not a rarer word of a clause after it.
    expect(titleOf(['The reports are painfully slow when we filter by region.', 'The reports page is sluggish every time I change a filter.', 'Loading the analytics tab takes ages.']).title).toBe('Reports slow');
    expect(titleOf(['They charged me two times for one order.']).title).toBe('Charged twice');
    expect(titleOf(['i got charged 2x for the same meal and the app only shows 1 order.', 'They billed me x2 this month.']).title).toBe('Charged twice');
    expect(titleOf(['I was charged £62 twice for a single order.', 'Duplicate charge on my card.', 'The payment went through twice.', 'Two charges for the same meal.']).title).toBe('Charged twice');
    expect(titleOf(['The app logs me out every time I close it.']).title).toBe('App logs users out');
    expect(titleOf(['The technician never showed up.']).title).toBe('Technician not showing up');
    expect(titleOf(['You forgot my drinks and the fries.', 'The drinks were forgotten again.']).title).toBe('Drinks forgotten');
    // Not when the verb is not about the topic, or the quotes do not agree.
    expect(titleOf(["The app wouldn't let me extend my booking."]).title).toBe("The app wouldn't let me extend my booking");
    expect(titleOf(["I can't log in since yesterday.", "Login doesn't work on Android."]).title).toBe('Login not working');
    expect(titleOf(["The export doesn't work on Fridays.", 'The export times out on Mondays.']).title).toBe('Problems with export');
  });

  it('names a request after what it asks to do when its quotes agree on it, never after a verb that only frames it', () => {
    expect(titleOf(['Can you add a way to split the bill with friends?']).title).toBe('Requests to split the bill');
    // The tagger reads "pause" after "let us" as a noun; the determiner most quotes use, "the" on a tie.
    expect(titleOf(["I'd like to be able to pause my subscription.", 'Please let us pause the subscription for a month.']).title).toBe('Requests to pause the subscription');
    expect(titleOf(['Please let me schedule orders for later in the day.']).title).toBe('Requests to schedule orders');
    expect(titleOf(['Please add dark mode.']).title).toBe('Requests for dark mode');
    // Not the first part of a longer object (the whole of it, after "allow me to"), and not when
    // the quotes ask for different things.
    expect(titleOf(['Please allow me to change my delivery address after ordering.']).title).toBe('Requests to change my delivery address after ordering');
    // What most quotes ask in the same words, whatever their frames ("please let us", "it would
    // save us a lot of time if we could", "being able to ... would make a big difference").
    expect(titleOf(['Small request: please let us sync in both directions.', 'It would be great if we could sync in both directions.', 'Being able to log time from the phone would make a big difference.'], 'request').title).toBe('Requests to sync in both directions');
    expect(titleOf(['It would save us a lot of time if we could pin our favourite charts to the top.', 'Please let us pin our favourite charts to the top.', 'We need better charts.'], 'request').title).toBe('Requests to pin our favourite charts to the top');
    expect(titleOf(['Being able to export straight to Google Sheets would make a big difference for our product team.']).title).toBe('Requests to export straight to Google Sheets');
    expect(titleOf(['Please let me export invoices as PDF.', 'Could you email invoices every month?', 'I want to print invoices.']).title).toBe('Requests for invoices');
    // A word that half its quotes say within one phrase is named by the phrase.
    const recurring = ['We need repeating tasks for our monthly invoicing chores.', 'Recurring tasks please!', 'Please add recurring tasks, like a weekly status report.', "I'd love to be able to set tasks to repeat automatically."];
    expect(titleOf(recurring, 'request').title).toBe('Requests for recurring tasks');
    // One problem quote set after praise is titled by the problem; one set before praise keeps its own words.
    expect(titleOf(['The reception team at the Highgate branch are always lovely, but the messages tab is a black hole: nobody answers.'], 'problem').title).toBe('The messages tab is a black hole');
    expect(titleOf(['Ngl the app is kinda buggy but it does what i need'], 'problem').title).not.toBe('It does what i need');
    // So is one that a participle qualifies, which the tagger calls a verb ("recurring invoices").
    const invoices = ['Subject: Recurring invoice not generated.', 'My recurring invoices just stopped.', 'Recurring invoices not going out again.', 'My clients keep asking me to resend invoices.'];
    expect(titleOf(invoices, 'problem').title).toMatch(/recurring invoices/i);
    // Half the quotes asking one thing is enough, two at least: one of two is not.
    expect(titleOf(['Please let me pause my subscription.', 'I would love to pause the subscription for a month.', 'The subscription should have a student price.', 'Subscription gifts would be nice.'], 'request').title).toBe('Requests to pause the subscription');
    expect(titleOf(['local recording would be great', 'can I move recordings between accounts?'], 'request').title).not.toMatch(/^Requests to move/);
  });

  it('does not title a request theme after its request verb', async () => {
    const quotes = ['Could you add scheduled reports?', 'Please add a way to schedule reports every Monday.', 'It would be great to have scheduled report emails.'];
    let summary: ReturnType<typeof newThemeSummary> | undefined;
    for (const quote of quotes) {
      const h = analyzeFeedback(quote).highlights[0]!;
      const v = embedHighlight(h.quote, { category: h.category, sentimentScore: h.sentimentScore })!;
      summary = summary ? addToTheme(summary, v, quote) : newThemeSummary(v, quote);
    }
    const { title } = themeTitle(summary!, quotes);
    expect(title).toMatch(/report/i);
    expect(title).not.toMatch(/\badd\b/i);
  });

  it('names a problem after its topic and the failure its quotes share in any inflection; a noun of mild connotation is a topic', () => {
    expect(titleOf(['The app crashes when I pay.', 'App keeps crashing at checkout.', 'Why does the app crash on the payment page?']).title).toMatch(/^App crash/);
    const refunds = titleOf(['Getting a refund is way too complicated.', 'Refunds take two weeks, that is unacceptable.', 'The refund process took forever.']).title;
    expect(refunds).toMatch(/refund/i);
    // Named once, as the topic (not also as the failure: "Refund complicate refund").
    expect(refunds.match(/refund/gi)).toHaveLength(1);
  });

  it('keeps the capital of a proper name, written with one wherever it is not the first word', () => {
    expect(titleOf(['The Jira integration stopped syncing comments.', 'Comments from Jira no longer show up.']).title).toMatch(/\bJira\b/);
    // "Export" is capitalised only as a first word: an ordinary word, shown in lower case.
    const title = titleOf(['Export fails with a timeout.', 'The export fails every night.']).title;
    expect(title).toMatch(/export/i);
    expect(title.slice(1)).not.toMatch(/Export/);
    // a name most quotes capitalise stays one though a writer typed it in lower case
    expect(titleOf(['Please add a Gantt view.', 'Would love Gantt charts.', 'A Gantt chart of the quarter, please.', 'show tasks on a gantt please'], 'request').title).toMatch(/\bGantt\b/);
    // a word as often written in lower case is none
    expect(titleOf(['Please add a Calendar view.', 'A calendar view would help.'], 'request').title).not.toMatch(/Calendar/);
  });

  it('with no noun to name the topic, quotes its shortest quote rather than a verb or an adjective', () => {
    expect(titleOf(['Not what I ordered.'], 'problem').title).toBe('Not what I ordered');
    expect(titleOf(['Returned it the next day.', 'I returned it because it was too big.'], 'problem').title).toBe('Returned it the next day');
    // of two as short, the same one whichever came first
    expect(titleOf(['Returned it right away.', 'Refunded it right away.'], 'problem').title).toBe('Refunded it right away');
    expect(titleOf(['Refunded it right away.', 'Returned it right away.'], 'problem').title).toBe('Refunded it right away');
    // a noun, a gerund and praise in general keep their titles
    expect(titleOf(['The export is broken.', 'The export is broken again.'], 'problem').title).not.toBe('The export is broken');
    expect(titleOf(['Shipping took forever, almost three weeks.', 'Shipping took forever.']).title).toMatch(/\bshipping\b/i);
    expect(titleOf(['Great job.']).title).toBe('General praise');
  });

  it('with no shared phrase, names the topic with a noun as the quotes write it, never a stem, a time or an adverb', () => {
    const shipping = titleOf(['Shipping took forever, almost three weeks.', 'Shipping took forever.']).title;
    expect(shipping).toMatch(/\bshipping\b/i);
    expect(shipping).not.toMatch(/\bshipp\b|\bforever\b/i);
    expect(titleOf(['I was billed twice this month.']).title).not.toMatch(/\bmonth\b/);
  });

  it('names the product itself with its article, and what is asked for or praised with the words that say more than "app"', () => {
    // the product praised or failing is "the app"; one asked for may not exist yet
    expect(titleOf(["Easiest health app I've used, and I've tried a few.", "Better than my bank's app, anyway.", 'The skin-check leaflet in the app is useful, mind.'], 'praise').title).toBe('Praise for the app');
    expect(titleOf(['i do most of my admin on my ipad, a proper app would be nice', "Need an app for my phone, I'm at the bakery all day", 'a mobile app so I can invoice from the roof'], 'request').title).toBe('Requests for an app');
    // a mildly negative word names what a request asks for ("offline" is no failure there)
    const offline = ["Add offline support so changes sync when I'm back online.", 'I wish the mobile app worked offline.', 'Please also consider an offline mode for the mobile app.', 'Offline mode for the app please!'];
    expect(titleOf(offline, 'request').title).toBe('Requests for offline mode');
    // what fails is often the product itself
    expect(titleOf(['The app crashes when I try to add a new card.', 'The app crashes every time I open a clip.'], 'problem').title).toBe('App crashes');
  });

  it('counts what the quotes count: a noun said in the plural or after "a" is plural after "Problems with" and "Requests for"', () => {
    const messages = ["My tenant told me she didn't get my message about the plumber coming.", 'I got a message saying my payment failed but it went through.'];
    expect(titleOf(messages, 'problem').title).toBe('Problems with messages');
    expect(titleOf(['Would love a proper calendar for contractor visits', 'contractors should see their booked jobs'], 'request').title).toBe('Requests for contractors');
    // a thing asked for that may not exist yet is "a" thing when the quotes ask for one
    const portal = ['And our clients want a portal rather than emailed PDFs.', 'client self-service portal on the wishlist', 'A portal for clients to view statements would cut down emails', 'Client portal please!'];
    expect(titleOf(portal, 'request').title).toBe('Requests for a portal');
    // a pleasant thing is a thing too ("holiday" has a positive valence)
    expect(titleOf(['It would be great if staff could request holiday in the app.', 'Can employees see how many holiday days they have left?'], 'request').title).toBe('Requests for holiday');
    // a noun never counted, or counted only as a modifier ("a support ticket"), stays as it is
    expect(titleOf(['the support ticket form is broken', 'support never answers'], 'problem').title).toBe('Problems with support');
  });

  it('leaves a possessive, a day said relative to today, a question and a failure few quotes say out of a title', () => {
    expect(titleOf(['The message log has saved me in a dispute with a tenant over a washing machine.', "Tenant's boiler broke on a Sunday and I knew within minutes."], 'problem').title).not.toMatch(/'s\b/);
    expect(titleOf(['Driver tonight was so polite, and the new packaging is much better', 'Couriers always polite.'], 'praise').title).not.toMatch(/tonight/);
    // a wait for one thing most quotes name says what is waited for, however the wait is told
    expect(titleOf(['Still waiting on my certificate, it\'s been a month.', 'Certificate still hasn\'t been issued three weeks after I finished the course.'], 'problem').title).toBe('Long waits for certificate');
    expect(aspectConcepts('Certificate still hasn\'t been issued three weeks after I finished.')).toContain('~wait');
    expect(titleOf(['Still waiting for an engineer, it\'s been two weeks.', 'The waiting is ridiculous, still waiting on a visit.'], 'problem').title).not.toMatch(/for wait/i);
    // media that will not play smoothly is slow, a car that stalled is not
    expect(failureConcepts('Playback stutters on every video.')).toEqual(['~slow']);
    expect(failureConcepts('Videos keep stalling every few minutes.')).toEqual(['~slow']);
    expect(failureConcepts('My car stalled on the motorway.')).toEqual([]);
    // a gerund two quotes share names the topic before a name only one says
    expect(titleOf(['Charged for roaming in Spain despite having the Euro add-on active.', 'I got a £45 roaming charge after a weekend in France even though my plan says EU roaming is included.'], 'problem').title).toBe('Problems with roaming');
    // nor a season, a month or a day of the week
    expect(titleOf(['Is there any way to put my plan on hold over the summer?'], 'other').title).not.toMatch(/summer/i);
    expect(titleOf(['The Monday class was cancelled again.', 'They cancelled my Monday class without notice.'], 'problem').title).not.toMatch(/monday/i);
    // a question names no problem, however short
    expect(titleOf(['Can you check please?', 'He can see it on his side. Can you check?'], 'problem').title).not.toMatch(/^Can you/);
    // "hard" in two of eight quotes about price is not what the theme says
    const price = [
      'Honestly the cost per user is getting hard to justify.',
      'Price hike at renewal was a nasty surprise.',
      "We're considering switching because the price increase doubled our bill.",
      'Third, the new pricing is hard to swallow for a nonprofit.',
      'The Business plan costs a lot more than competitors for the same features.',
      'You raised the per-seat price by 40% with barely any notice. Not cool.',
      'The new pricing is way too expensive for a small team like ours.',
      'Too pricey now.',
    ];
    expect(titleOf(price, 'problem').title).toBe('Problems with pricing');
    expect(titleOf(price.slice(0, 4), 'problem').title).toMatch(/hard/);
  });

  it('gives the same title when its quotes were tagged before (tags are kept per quote) as on first sight', () => {
    // Fresh quotes (never tagged in this process), then the same quotes again, in another order and
    // mixed with others, after thousands of other quotes went through the cache.
    const fresh = EXPORT_COMPLAINTS.map((q, i) => `${q} Order ${i}${Date.now()} is affected.`);
    const first = titleOf(fresh);
    expect(first.title).toMatch(/export/i);
    for (let i = 0; i < 4500; i++) titleOf([`Report number ${i} shows the wrong totals.`]);
    expect(titleOf(fresh)).toEqual(first);
    expect(titleOf([...fresh].reverse()).title).toBe(first.title);
  });

  it("titles a problem of one quote by that quote's first clause or sentence, not a topic and a failure word taken out of it", () => {
    expect(titleOf(['Exported photos lose their location metadata.'], 'problem').title).toBe('Exported photos lose their location metadata');
    expect(titleOf(['Map is broken, driver icon teleports around town and then just disappears.'], 'problem').title).toBe('Map is broken');
    expect(titleOf(['Heads up: exported photos lose their location metadata.'], 'problem').title).toBe('Exported photos lose their location metadata');
    // not a clause that depends on the rest, a question, a named failure or aspect, or a long sentence
    expect(titleOf(['When I tried to cancel, the page sent me round in circles through three offers.'], 'problem').title).not.toMatch(/^When I tried/);
    expect(titleOf(['I was billed twice this month.'], 'problem').title).toBe('Charged twice');
    expect(titleOf(['Why does the export keep failing?'], 'problem').title).not.toBe('Why does the export keep failing');
    expect(titleOf(['The subscription banner pops up every time I open a photo even though I am already paying for it.'], 'problem').title.split(' ').length).toBeLessThan(13);
  });

  it('titles a request of one quote by what its frame asks for, not by the rarest word in it', () => {
    const asked = (q: string) => titleOf([q], 'request').title;
    expect(asked('Would love a dark theme for late-night planning sessions.')).toBe('Requests for dark theme');
    expect(asked('Would love an option to save footage locally instead of paying.')).toBe('Requests to save footage locally');
    expect(asked('I wish I could save more than one address, I order to work and home.')).toBe('Requests to save more than one address');
    expect(asked("I'd also like to see how much the courier actually gets.")).toBe('Requests to see how much the courier actually gets');
    expect(asked('Any plans to add parcel detection?')).toBe('Requests for parcel detection');
    // a thing named, then "please": its capital a name's only when the word is no common one
    expect(asked('Multi-currency payments please.')).toBe('Requests for multi-currency payments');
    expect(asked('Two-way sync with our books please.')).toBe('Requests for two-way sync');
    expect(asked('Xero integration please')).toBe('Requests for Xero integration');
    expect(asked('Fix it please')).not.toMatch(/^Requests for fix/i);
    expect(asked('Would love an integration with our EPOS system.')).toBe('Requests for integration with our EPOS system');
    expect(asked('Can you add an option to not get plastic cutlery?')).toBe('Requests to not get plastic cutlery');
    // nothing asked in so many words, or only a pronoun: the title is written from the words as before
    expect(asked("I'd like them in my own spreadsheet.")).not.toMatch(/them/);
    expect(asked('It would be great if the mobile app followed the system dark setting.')).toMatch(/^Requests/);
    // "it would be great if ...": what follows "I could", "there was", "you added", "the app had"
    expect(asked('It would be great if I could filter invoices by client.')).toBe('Requests to filter invoices by client');
    expect(asked("It'd be nice if there was a dark mode.")).toBe('Requests for dark mode');
    expect(asked('Would be really helpful if the app had offline maps.')).toBe('Requests for offline maps');
  });

  it('never repeats the failure word as its topic, never names praise after a vague noun, and keeps a gerund after its preposition', () => {
    expect(titled(['I was on hold for 55 minutes just to report an outage.', 'I waited on hold for an hour to report the outage.'], 'problem')).toBe('Outage');
    expect(titled(['Great job.'], 'praise')).toBe('General praise');
    expect(titled(['Great job on the new dashboard.'], 'praise')).toBe('Praise for dashboard');
    // no topic at all: a short quote (or the failure word), never "General feedback expensive"
    expect(titled(['Too expensive for what it does.'], 'problem')).toBe('Too expensive for what it does');
    // a noun only one quote says is often incidental: the quote's opening clause says more
    expect(titled(['Estimated 25 minutes and it took 70, with a restaurant 1 mile away.'], 'problem')).toBe('Estimated 25 minutes and it took 70');
    // nor does a failure said of it make it the topic: several quotes, the failure alone
    expect(titled(['Estimated 25 minutes and it took 70, with a restaurant 1 mile away.', 'Always later than it says.', 'Over an hour late, again.'], 'problem')).toBe('Late');
    expect(titled(['And the retainer invoice is still not out, a week later.'], 'problem')).toBe('The retainer invoice is still not out');
    // a mixed theme's example says what its title says
    const mixed = titleOf(['The VAT rounding is off on my invoices.', 'VAT rounding errors again on 3 clients.', 'Exported PDFs are cutting off the bank details in the footer of every invoice.'], 'problem');
    expect(mixed.representativeQuote).toMatch(/rounding/i);
    // what opens a ticket or a review is not part of the example
    expect(titleOf(['Ticket #4412: front door cam keeps dropping off wifi every night.'], 'problem').representativeQuote).toBe('front door cam keeps dropping off wifi every night.');
    expect(titleOf(['★★☆☆☆ $12.99 a month just to see recordings is highway robbery.'], 'problem').representativeQuote).toBe('$12.99 a month just to see recordings is highway robbery.');
    // informal fillers name nothing ("dark mode tho")
    expect(titled(['would be nice if the app had dark mode tho'], 'request')).toBe('Requests for dark mode');
    // a drawback named as such is titled after the thing, not after "downside"
    expect(titled(['The only downside is the short cord, otherwise perfect.'], 'problem')).not.toMatch(/downside/i);
    expect(titled(['Can you add support for paying contractors in euros?'], 'request')).toBe('Requests for paying contractors');
    expect(titled(['Please add a way to split the bill.'], 'request')).toBe('Requests to split the bill');
    // A failure verb with the object its quotes name after it.
    expect(titled(['The doorbell camera loses wifi every few hours and has to be reset.'], 'problem')).toBe('Doorbell camera loses wifi');
    expect(titled(['Internet drops every evening around 8pm.', 'The internet drops at night.'], 'problem')).toBe('Internet drops');
    expect(titled(["The wifi keeps cutting out when I'm on video calls.", 'The wifi keeps cutting out.'], 'problem')).toBe('Wifi cutting out');
    // Billed for what was cancelled, in two wordings: one failure.
    expect(titled(['Cancelled my membership in March but I was charged again in April and May.', 'I was charged after my free trial even though I cancelled before it ended.'], 'problem')).toBe('Charged after cancelling');
    // "Stopped working" is not working; a thing synced to is as much what fails as the thing synced.
    expect(titled(['The export stopped working.', 'Export has stopped working since Monday.'], 'problem')).toBe('Export not working');
    expect(titled(['The calendar sync with Outlook stopped working last week.', "Outlook calendar isn't syncing anymore since the update.", "My meetings don't show up in Outlook anymore.", 'Calendar events no longer sync to my Outlook.'], 'problem')).toBe('Outlook not syncing');
    // A failure said without a word of blame, in plain words.
    expect(titled(['My connection goes down several times a day.'], 'problem')).toBe('Connection dropping out');
    // Who forgot is not what was forgotten.
    expect(titled(['Our waiter forgot half our order and never came back to check on us.'], 'problem')).not.toBe('Waiter forgotten');
    expect(titled(['They forgot my drinks again.', 'The drinks were forgotten.'], 'problem')).toBe('Drinks forgotten');
  });

  it('asks for the action the quotes share, however the object goes on, and never "to" a name', () => {
    // "split the payment across 4 cards": a preposition after the object does not make it part of a longer one
    expect(titled(["Being able to split the payment across 4 cards would save the awkward 'I'll Venmo you' thing.", 'can u add a way to split payment between people??'], 'request')).toBe('Requests to split the payment');
    // but a noun does: "delivery address" is not "delivery"
    expect(titled(['Let me change the delivery address after ordering.', 'Please let me change the delivery time.'], 'request')).not.toBe('Requests to change the delivery');
    // a gerund asks for the doing, not "to exporting"
    expect(titled(['Exporting the rent roll to Excel would be a game changer for our month-end.'], 'request')).toBe('Requests for exporting the rent roll');
    // "Export to Apple Health" asks for no action called Apple Health; four ways to ask for one's data out
    expect(titled(['Would love a button to download my full record instead of screenshotting 20 screens.', 'Export to Apple Health or at least CSV for my blood pressure readings, please.', 'I need to send my results to a specialist in Boston, so please add a way to download them as a PDF.', 'I need some way of getting my whole history out in one file.'], 'request')).toBe('Requests to export data');
  });

  it('names a failure half the quotes say in their own words, and says it once', () => {
    const app = [
      'App crashes every single time I tap on a clip from yesterday.',
      'the app force closes when I open settings',
      'Brightbox app keeps closing itself on my Pixel when I try to scroll the event timeline though.',
      'App locks up and shows a white screen when I try to download a clip.',
      'The app freezes on the splash screen after the latest update and I have to force close it.',
      'Since version 4.2 the app just quits to the home screen whenever I switch cameras.',
    ];
    // four of six say crashes, force closes, freezes or quits
    expect(titled(app, 'problem')).toBe('App crashing');
    // one of two is not enough
    expect(titled(['Mobile app crashes when I upload a photo from the camera.', 'The app shows the wrong totals on the dashboard.'], 'problem')).not.toMatch(/crashing/);
    // praise of the people who serve is about them, not about a birthday one of them noticed
    expect(titled(['The driver wished her happy birthday at the door, which made her day.', "Courier noticed I'd ordered a birthday cake and held it dead flat the whole way up"], 'praise')).toMatch(/^Praise for (?:drivers|couriers)$/);
    // a problem is not about the helper who was missing
    expect(titled(["Gear cable snapped on Monday and there's no mechanic available till the 28th.", 'The phone mount from your shop snapped within a week.'], 'problem')).not.toMatch(/mechanic/);
    // keywords as the quotes write them, and no ordinal
    const { keywords } = titleOf(['The per-seat cost is too much for a SaaS tool.', 'Renewal on the 1st cost us double.', 'SaaS pricing keeps going up.'], 'problem');
    expect(keywords).toContain('saas');
    expect(keywords).not.toContain('saa');
    expect(keywords).not.toContain('1st');
    // praise with no noun, its word a verb: not "Praise for dealt"
    expect(titled(["Everyone I've dealt with has been kind and professional."], 'praise')).not.toMatch(/dealt$/);
    // billed for what was cancelled, said as what the charge was for
    expect(titled(['The app charged my card for a booking I cancelled two days in advance.'], 'problem')).toBe('Charged after cancelling');
    // a verb keeps its preposition: not "Cannot rely service"
    expect(titled(["We can't rely on the service.", 'I cannot rely on the service anymore.'], 'problem')).toBe('Cannot rely on service');
    // one long quote: up to the clause that depends on it, when the rest leaves it short enough
    expect(titled(["The house is freezing when I wake up even though it's set to warm up for 6."], 'problem')).toBe('The house is freezing when I wake up');
    // a theme of one quote is about what its opening clause says, not a noun of a later clause
    expect(titled(["Love the energy report every month, it made us rethink how we heat the kids' rooms."], 'praise')).not.toMatch(/kids|rooms/);
    // what it would be nice if the app were available in is asked for
    expect(titled(['Would be nice if the app was available in French, my parents struggle with the English.'], 'request')).toBe('Requests for French');
    // "would be great to" frames what is asked; what it is asked rather than is not asked
    expect(titled(['Would be great to set up a weekly schedule rather than one-off bookings.'], 'request')).toBe('Requests to set up a weekly schedule');
    // nor a request: not "Requests for turn", but the request in its words
    expect(titled(["Wish it could tell when we're out and turn itself down."], 'request')).toBe("Wish it could tell when we're out and turn itself down");
    // a price judged, not named ("Cheaper than ..." tagged a name at the start): the aspect
    expect(titled(['Cheaper than running the Fiesta, no contest.', 'Asked if a buyout price exists.', 'Cheaper than my monthly Tube pass.', "We've cut our van fuel costs noticeably.", 'Skipping the traffic jam every morning is worth the fee on its own.'], 'praise')).toBe('Praise for pricing');
    // who speaks or is spoken of is no topic, nor is whose thing it is; an inverted "can't I" names no action "i"
    expect(titled(["Tenant's boiler broke on a Sunday.", 'The boiler broke again on Monday.'], 'problem')).not.toMatch(/tenant/i);
    expect(titled(['Hello, is there a way to message all the tenants on our books at once?', "Why can't I send the same message to all my tenants at once?"], 'problem')).toBe('Cannot send message');
    expect(titled(["I don't understand why I'm paying extra so my tenant can pay me.", 'At the moment we take turns paying the whole thing and it gets messy.'], 'problem')).not.toMatch(/understand/);
    // late in any words: "come in late", "delayed", "after the visitor has left", "lagging behind"
    expect(titled(['But notifications come in late, like really late.', 'Alerts are delayed, often by 20+ seconds.', "What's the point of a doorbell alert that gets to me after the visitor has left??", 'The ring notification is so slow that I keep missing people.', 'Push alerts are lagging way behind real time.'], 'problem')).toBe('Alerts late');
    // notifications in more words than name the topic ("room" in two of three): the aspect, not "Room late"
    expect(titled(['Alerts about no-shows are always late, the room is already gone by the time we see them.', 'Notifications that a room was released come through 20 minutes late.', 'Reminder emails arrive after the meeting has already started.'], 'problem')).toBe('Notifications late');
    // the topic is the failure's own word: not "Slow slow"
    expect(titled(['Replies take forever.', 'Slow.'], 'problem')).toBe('Slow');
    // a failure word three of nine say, where all nine say price: the aspect, not "Fee charged"
    const price = ['Annual price rise email landed today.', 'Still think it costs too much, but autopay alone is almost worth it.', 'Price went up again.', 'Bit pricey.', 'Got a late fee warning instead.', 'paid on time, the app says late, landlord charged me a late fee.', 'Says his tenants are charged a surcharge on every payment.', '£25 a month subscription plus a cut of every payment.', "I got charged a £1.50 'convenience fee' to pay rent by debit card."];
    expect(titled(price, 'problem')).toBe('Problems with pricing');
    // but a state the thing is in stays, though few say it
    expect(titled(['Still seeing notifications lag.', 'Push notifications show up way after the fact.', 'The due-date reminders have been lagging badly.', 'notifs come in super late or not at all', 'Email alerts are delayed by 2-3 hours.', 'Notifications are arriving hours late.', 'Reminder emails arrive after the task is overdue.'], 'problem')).toBe('Notifications late');
  });
});

describe('theme terms', () => {
  it('fold "echoes" onto "echo" and "tomatoes" onto "tomato", keep "shoes" a shoe and "evening" an evening, and leave out how often', () => {
    const index = loadWordModel().index;
    const rankOf = (w: string) => index.get(w);
    expect(contentTerms('The echoes in the call are loud', rankOf)).toContain('echo');
    expect(contentTerms('Internet drops every evening', rankOf)).toEqual(['internet', 'drop', 'evening']);
    expect(contentTerms('Direct debit was taken twice', rankOf)).toEqual(['direct', 'debit', 'taken']);
    // numbers and ranges of them name nothing
    expect(contentTerms('Alerts are delayed by 2-3 hours, 45 minutes at best', rankOf)).toEqual(['alert', 'delay', 'best']);
    expect(contentTerms('The tomatoes arrived squashed', rankOf)).toContain('tomato');
    expect(contentTerms('My shoes fell apart', rankOf)).toContain('shoe');
  });

  it('count one word written two ways once, and read a misspelling as the word it misspells, but not a name', () => {
    const index = loadWordModel().index;
    const rankOf = (w: string) => index.get(w);
    expect(contentTerms('The wi-fi drops, pre-orders fail', rankOf)).toEqual(contentTerms('The wifi drops, preorders fail', rankOf));
    expect(contentTerms('notifcations are late and the doorbel keeps disconecting', rankOf)).toEqual(['notification', 'late', 'doorbell', 'disconnect']);
    expect(contentTerms('the app crahses', rankOf)).toEqual(['app', 'crash']);
    // short unknown words are as likely names; a different ending or first letter is another word
    expect(contentTerms('trello and kanban', rankOf)).toEqual(['trello', 'kanban']);
    expect(correctSpelling('approver', rankOf)).toBe('approver');
    expect(correctSpelling('autopay', rankOf)).toBe('autopay');
    expect(correctSpelling('mangles', rankOf)).toBe('mangles');
    // and a misspelt word finds its theme's vector too
    const a = embedHighlight('The notifcations arrive late', { category: 'complaint' })!;
    const b = embedHighlight('The notifications arrive late', { category: 'complaint' })!;
    expect(a.values.reduce((sum, x, d) => sum + x * b.values[d]!, 0)).toBeGreaterThan(0.99);
  });
});

describe("the organization's own name", () => {
  it('is read from the rare words of the name, not from common words that may be a topic', () => {
    expect(ownNameTerms('Rentwise')).toEqual(['rentwise']);
    expect(ownNameTerms('Rentwise Ltd')).toEqual(['rentwise']);
    expect(ownNameTerms('Rent Wise')).toEqual(['rentwise']);
    expect(ownNameTerms('Acme')).toEqual(['acme']);
    // a name made of common words stays words like any other
    expect(ownNameTerms('Payments Team')).not.toContain('payments');
    expect(ownNameTerms('Payments Team')).not.toContain('team');
    expect(ownNameTerms('Notion')).toEqual([]);
    expect(ownNameTerms('')).toEqual([]);
  });

  it('is left out of a highlight\'s vector and terms, and names no topic in a title', () => {
    const ownName = new Set(ownNameTerms('Rentwise'));
    const named = embedHighlight("Rentwise support took 9 days to answer a simple question", { category: 'complaint', ownName })!;
    const unnamed = embedHighlight('support took 9 days to answer a simple question', { category: 'complaint' })!;
    expect(named.terms).toEqual(unnamed.terms);
    expect(Array.from(named.values)).toEqual(Array.from(unnamed.values));
    // without the name given, it is a rare word that weighs most
    expect(embedHighlight("Rentwise support took 9 days to answer a simple question", { category: 'complaint' })!.terms).toContain('rentwise');
    // unrelated problems that name the product do not make one theme
    const problems = [
      "Rentwise marked my payment as failed but the money had left my account",
      "Rentwise's search can't find a tenant by surname",
      'Rentwise logs me out every few minutes',
    ].map((quote) => embedHighlight(quote, { category: 'complaint', ownName })!);
    let summary = newThemeSummary(problems[0]!, 'first');
    expect(similarity(problems[1]!, summary)).toBeLessThan(PLACE_PARAMS.threshold);
    summary = addToTheme(summary, problems[1]!, 'second');
    expect(similarity(problems[2]!, summary)).toBeLessThan(PLACE_PARAMS.threshold);
    // nor is it what makes two themes' feedback alike when a person looks for pieces to merge
    expect(Array.from(feedbackContext(['Rentwise support took 9 days to answer a simple question'], ownName)!)).toEqual(Array.from(feedbackContext(['support took 9 days to answer a simple question'])!));
    // and a title is no "Rentwise support slow to answer"
    const quotes = ['Rentwise support took 9 days to answer a simple question', 'Rentwise support took a week to answer my email'];
    const vectors = quotes.map((quote) => embedHighlight(quote, { category: 'complaint', ownName })!);
    const title = themeTitle(summarizeMembers(vectors)!, quotes, 'problem', ownName).title;
    expect(title).not.toMatch(/rentwise/i);
    expect(title).toMatch(/support/i);
  });
});

describe('what customers of any product talk about', () => {
  it('names the aspect a highlight is about, in many words, and not where the word means something else', () => {
    const cases: Array<[string, string[]]> = [
      ['Too pricey for what it is', ['~price']],
      ['$12.99 a month just to see recordings', ['~price']],
      ['my plan is going up by £10', ['~price']],
      // a sum of money told is no price
      ['I was charged £62 twice', []],
      ['Support never replied', ['~support']],
      ['nobody has got back to me', ['~support']],
      ['customer service was useless', ['~support']],
      ['Support answered my ticket within an hour and found the misconfigured trigger.', ['~support']],
      // "support" as a verb, or what a product supports
      ['please support Apple Health', []],
      ['the support for Android is patchy', []],
      ['really intuitive', ['~ease']],
      ['the reminders come late', ['~notify']],
      // a session that expires is signing in, however it is said
      ['Why does my session keep expiring?', ['~login']],
      ['pls fix the session timeout', ['~login']],
      ['our training sessions run long', []],
      ['keeps logging me out', ['~login']],
      ['the app logs him out whenever he switches apps', ['~login']],
      ['I logged a ticket', []],
      ['how do I cancel my subscription', ['~leave']],
      // getting documents out is getting one's data out; the app downloaded, or a line's speed, is not
      ['The P&L report won\'t download.', ['~export']],
      ['why does the download button on the Contacts page do nothing??', ['~export']],
      ["I can't download my payslip.", ['~export']],
      ['unable to save any financial report to my computer', ['~export']],
      ['The report generates on screen but the download never starts.', ['~export']],
      ["I can't download the app on my new phone", []],
      // finding things in the product; a notification said as a verb; a reset link is signing in
      ['the search is useless, I type exactly the product name and it is not in the results', ['~search']],
      ["When I look up 'gluten free bread' I get cleaning products", ['~search']],
      ["Mentions don't notify me on desktop any more", ['~notify']],
      ['The reset link never shows up in my inbox', ['~login']],
      ['download speeds drop every evening', []],
      ['still waiting on my refund', ['~wait', '~refund']],
      ['the earliest slot was 12 days away', ['~wait']],
      ['waited three weeks for a technician', ['~wait']],
      // a queue, or waiting in it, is a wait too
      ["Builds have been stuck in 'queued' for 20+ minutes every morning.", ['~wait']],
      ['Queue times are awful lately.', ['~wait']],
      ['Our jobs sit waiting for a runner during business hours.', ['~wait']],
      // a device's power, however said
      ['Batteries die every two weeks.', ['~battery']],
      ["I've replaced the AAs three times since December.", ['~battery']],
      ["It won't hold a charge overnight.", ['~battery']],
      ['Charged me twice for one month.', []],
    ];
    for (const [text, aspects] of cases) expect(aspectConcepts(text), text).toEqual(aspects);
    // three customers' words for a battery that drains are one theme
    const drained = ['Eats batteries.', "Low battery warning pops up constantly, I've replaced the AAs three times since December.", 'Batteries die every two weeks.'];
    expect(run(drained).themes).toHaveLength(1);
  });

  it('brings paraphrases of one aspect together in the vector, for problems, requests and praise but not questions', () => {
    const cos = (a: string, b: string, category: 'complaint' | 'question' | 'feature_request') => {
      const x = embedHighlight(a, { category })!.values;
      const y = embedHighlight(b, { category })!.values;
      return x.reduce((sum, v, d) => sum + v * y[d]!, 0);
    };
    const fee = 'The monthly fee is steep for a retiree.';
    const pricey = 'Way too pricey for what you get.';
    expect(cos(fee, pricey, 'complaint')).toBeGreaterThan(0.5);
    expect(cos('Nobody at the help desk ever replies.', 'I was on hold for an hour before anyone picked up.', 'complaint')).toBeGreaterThan(0.5);
    // different aspects stay apart
    expect(cos(fee, 'I was on hold for an hour before anyone picked up.', 'complaint')).toBeLessThan(0.2);
    // a question keeps its words (banking77: questions about different fees are different questions)
    expect(cos('What is the fee for a transfer abroad?', 'How pricey is the card?', 'question')).toBeLessThan(0.5);
    expect(embedHighlight(pricey, { category: 'complaint' })!.terms).toContain('~price');
    // who reports it in a call note is no part of what it says
    const noted = embedHighlight('Caller reports the battery dies overnight.', { category: 'complaint' })!;
    expect(noted.terms).not.toContain('caller');
    expect(noted.terms).not.toContain('report');
    expect(cos('Caller reports the battery dies overnight.', 'The battery dies overnight.', 'complaint')).toBeGreaterThan(0.99);
    // nor what a call note says was asked for: three unrelated requests share "customer requested"
    expect(cos('Customer requested a replacement mounting kit.', 'A replacement mounting kit.', 'feature_request')).toBeGreaterThan(0.99);
    expect(embedHighlight('Caller asked about transferring the device to a new owner.', { category: 'question' })!.terms).not.toContain('ask');
    // (a request leaves "customer" and "requested" out anyway: a question shows the frame going)
    expect(cos('Customer asked about the replacement mounting kit.', 'The replacement mounting kit.', 'question')).toBeGreaterThan(0.99);
    expect(embedHighlight('Caller asked about transferring the device to a new owner.', { category: 'question' })!.terms).toEqual(['transfer', 'device', 'new', 'owner']);
    // nor is a ticket's number
    expect(embedHighlight('Ticket #4412: the battery dies overnight.', { category: 'complaint' })!.terms).not.toContain('ticket');
  });
});

describe('one failure in many words', () => {
  it('gives a failure its concept term only where it is stated, and not for the customer\'s own loss', () => {
    expect(failureConcepts('Every time I add an image the app quits.')).toEqual(['~crash']);
    expect(failureConcepts('The wifi keeps cutting out on video calls.')).toEqual(['~dropout']);
    expect(failureConcepts('The airline lost our luggage.')).toEqual(['~missing']);
    expect(failureConcepts('My checked bag never arrived.')).toEqual(['~missing']);
    expect(failureConcepts('I lost my card yesterday.')).toEqual([]);
    expect(failureConcepts('We dropped off the car at noon.')).toEqual([]);
    // a program that will not start, or throws its user out, has crashed; a file that will not open has not
    for (const q of ['Unusable. Won\'t even open.', 'It keeps shutting down right when I launch it.', 'Tapping the icon dumps me back to the home screen.', 'The app closes immediately after opening.']) expect(failureConcepts(q), q).toEqual(['~crash']);
    for (const q of ['The PDF won\'t open.', 'They shut down the branch in my town.', 'I closed my account on Monday.']) expect(failureConcepts(q), q).toEqual([]);
    // Concept terms are no keywords.
    const { themes } = run(['The app crashes whenever I try to upload a photo.', 'Every time I add an image the app quits.']);
    for (const t of themes) expect(themeTitle(t.summary, t.quotes).keywords.some((k) => k.startsWith('~'))).toBe(false);
  });

  it('reads a device gone offline, a lost connection and a flaky Wi-Fi as dropping out, and puts them into one theme', () => {
    const offline = [
      'The app shows the thermostat as offline most mornings.',
      "Unable to reach the device remotely, the app just says 'connection lost'.",
      'It keeps dropping off the wifi every couple of days.',
      'Wi-Fi connection is flaky, the hub goes offline and comes back randomly.',
      'The unit disconnects from my router several times a week.',
    ];
    for (const q of offline) expect(failureConcepts(q), q).toEqual(['~dropout']);
    expect(failureConcepts('The app lost connection again.')).toEqual(['~dropout']);
    expect(failureConcepts("Can't connect to the hub since the update.")).toEqual(['~dropout']);
    // offline as a way of working, an account that will not link, and what someone lost stay what they are
    for (const q of ['Please add an offline mode.', 'It works offline too.', "I can't connect my bank account.", 'Is it offline?']) expect(failureConcepts(q), q).toEqual([]);
    expect(failureConcepts('The airline lost our luggage.')).toEqual(['~missing']);
    const { themes } = run(offline);
    expect(themes).toHaveLength(1);
  });

  it('reads mail gone to spam or junk as one failure, and titles it so', () => {
    const spam = ['Half our campaign went to spam at Gmail.', 'Emails are landing in the promotions or spam folder for most of our list.', 'Our emails suddenly go straight to junk for Outlook users.'];
    for (const q of spam) expect(failureConcepts(q), q).toEqual(['~spam']);
    expect(failureConcepts('Stop spamming me with offers.')).toEqual([]);
    const { themes } = run(spam);
    expect(themes).toHaveLength(1);
    expect(themeTitle(themes[0]!.summary, spam, 'problem').title).toMatch(/going to spam$/);
  });

  it('names slowness said without a word of blame, and puts its wordings into one theme', () => {
    const slow = ['Search is really slow when I have lots of projects.', 'Searching takes forever, like 10 seconds per query.', 'It takes ages for search results to load.'];
    expect(failureConcepts(slow[1]!)).toEqual(['~slow']);
    const { themes } = run(slow);
    expect(themes).toHaveLength(1);
    expect(themeTitle(themes[0]!.summary, slow.slice(1), 'problem').title).toMatch(/^Search(?: results)? slow$/);
  });

  it('puts lateness told six ways into one theme, and reads no late fee, late night or dropping battery as a failure', () => {
    const late = [
      'The courier turned up 40 minutes after the delivery window.',
      'My groceries were over an hour late again.',
      'Delivery is never on time, not once this month.',
      'They quoted 30 minutes and it took 85.',
      'Always later than the app says.',
      'The driver missed our delivery slot twice this week.',
    ];
    for (const q of late) expect(failureConcepts(q)).toEqual(['~late']);
    // lagging behind is late, lagging alone slow; a line that goes dead drops out
    expect(failureConcepts('The usage meter lags way behind reality.')).toEqual(['~late']);
    expect(failureConcepts('Video lags constantly.')).toEqual(['~slow']);
    expect(failureConcepts('Mid-call the line just goes dead.')).toEqual(['~dropout']);
    expect(failureConcepts('My phone went dead overnight.')).toEqual([]);
    for (const q of ['I was charged a late fee for paying one day after.', 'We got home late at night.', "It's too late to cancel now.", 'Can I get a late checkout?', 'The battery drops 20% in ten minutes.', 'Prices dropped to $5 last week.']) expect(failureConcepts(q)).toEqual([]);
    const { themes } = run(late);
    expect(themes).toHaveLength(1);
    expect(themeTitle(themes[0]!.summary, late, 'problem').title).toBe('Delivery late');
  });

  it('puts six customers\' words for one crash into one theme', () => {
    const crashes = [
      'The app crashes whenever I try to upload a photo.',
      'Uploading pictures makes the app close instantly.',
      'Every time I add an image the app quits.',
      'Photo upload crashes the app on my iPhone.',
      'The app freezes and closes when I attach a picture.',
      'Adding photos to a post crashes it every single time.',
    ];
    const { themes } = run(crashes);
    expect(themes).toHaveLength(1);
  });
});

describe('a failure said in a word or two', () => {
  it('joins the theme of that failure rather than no theme at all', () => {
    expect(embedHighlight('Keeps crashing.', { category: 'bug' })?.terms).toContain('~crash');
    expect(embedHighlight('Great!', { category: 'praise' })).toBeNull();
    const { placed } = run(['The app crashes whenever I open it.', 'The app crashes on launch every time.', 'Keeps crashing.']);
    expect(new Set(placed.values()).size).toBe(1);
  });
});

describe('what a request shares with every request', () => {
  it('is left out of its terms: the words that frame it, and the product named', () => {
    const v = embedHighlight('Would be nice if the app had a dark mode.', { category: 'feature_request' })!;
    expect(v.stance).toBe('request');
    // (nor the product it is asked of: "the app")
    expect(v.terms).toEqual(['dark', 'mode']);
    // four requests of the app are four requests
    const { themes } = run(['Would be nice if the app was available in Spanish, my parents struggle with English.', 'Wish there was a desktop version, not just the app.', 'It would be great if the app had a dark mode.', 'Please bring back the old app icon.', 'Just wish the couriers turned up when the app says.']);
    expect(themes).toHaveLength(5);
    // the frame stays in a problem's terms ("nice" is what is not)
    expect(embedHighlight('The app is not nice to use any more.', { category: 'complaint' })!.terms).toContain('nice');
    // a word for the product, or for who speaks in a call note, weighs as a common word in term overlap
    // (at most what a failure's concept term weighs, as a word of rank 2000; "app" alone would weigh more)
    expect(termWeight('app')).toBeLessThanOrEqual(termWeight('~crash'));
    expect(termWeight('caller')).toBeLessThanOrEqual(termWeight('~crash'));
    expect(termWeight('app')).toBeLessThan(termWeight('invoice'));
  });
});

describe('stance of a request to keep what exists working', () => {
  it('is a problem stance, as a request to mend is', () => {
    expect(stanceOf({ category: 'feature_request' }, 'Please keep the reports fast when you add new features.')).toBe('problem');
    expect(stanceOf({ category: 'feature_request' }, 'Keep up the good work')).toBe('request');
  });
});

describe('themeSimilarity: the themes a person may want to merge', () => {
  const themeOf = (quotes: string[]) => summarizeMembers(quotes.map((q) => embed(q)!))!;
  it('ranks a theme of the same failure in other words above themes of other things, and is at most 1', () => {
    const exportFails = themeOf(['The CSV export fails every time.', 'Exporting to CSV keeps failing.']);
    const excel = themeOf(['Export to Excel is broken.', 'The Excel export does not work anymore.']);
    const login = themeOf(['The app logs me out every hour.', 'I keep getting logged out.']);
    const price = themeOf(['The new price is too high.', 'Way too expensive for a small team.']);
    const toExcel = themeSimilarity(exportFails, excel);
    expect(toExcel).toBeGreaterThan(themeSimilarity(exportFails, login));
    expect(toExcel).toBeGreaterThan(themeSimilarity(exportFails, price));
    expect(themeSimilarity(exportFails, exportFails)).toBeGreaterThan(toExcel);
    for (const [a, b] of [[exportFails, excel], [login, price], [price, exportFails]] as const) expect(Math.abs(themeSimilarity(a, b))).toBeLessThanOrEqual(1);
  });
});

describe('similar themes ranked again with the feedback they come from', () => {
  const themeOf = (quotes: string[]) => summarizeMembers(quotes.map((q) => embed(q)!))!;
  // Three problem themes: the quotes of the cluttered page and the empty file share words, those of the empty
  // file and the blank sheet none, but theirs is one story (a report pulled into a spreadsheet).
  // (Not a slow page: slowness is a concept of its own, which sets it apart from the empty file already.)
  const empty = { id: 'empty', summary: themeOf(['The file that comes down is always 0 KB.']) };
  const blank = { id: 'blank', summary: themeOf(['All I get is a blank sheet.']) };
  const slow = { id: 'slow', summary: themeOf(['The page that comes up is always cluttered.']) };
  const feedback = {
    empty: ['Every Monday I download the sales report as a spreadsheet for my manager. The file that comes down is always 0 KB.'],
    blank: ['I pull the weekly sales report into a spreadsheet before our meeting. All I get is a blank sheet.'],
    slow: ['I open the dashboard first thing in the morning. The page that comes up is always cluttered.'],
  };
  it('brings up the theme whose feedback tell the same story', () => {
    const ranked = rankByThemeSimilarity(empty, [empty, blank, slow]);
    expect(ranked.map((t) => t.id)).toEqual(['slow', 'blank']);
    const contexts = new Map(Object.entries(feedback).map(([id, texts]) => [id, feedbackContext(texts)]));
    const reranked = rerankByFeedback(ranked, contexts.get('empty')!, contexts);
    expect(reranked[0]!.id).toBe('blank');
    const by = (list: SimilarTheme[], id: string) => list.find((t) => t.id === id)!.similarity;
    // The story lifts the theme that tells it more than the one that does not.
    expect(by(reranked, 'blank') - by(ranked, 'blank')).toBeGreaterThan(by(reranked, 'slow') - by(ranked, 'slow'));
    for (const t of reranked) expect(Math.abs(t.similarity)).toBeLessThanOrEqual(1);
  });
  it('keeps the quotes\' likeness, to three decimals, where the feedback is unknown, and ranks no more than it rereads', () => {
    const ranked = rankByThemeSimilarity(empty, [blank, slow]);
    expect(rerankByFeedback(ranked, null, new Map())).toEqual(ranked.map((t) => ({ id: t.id, similarity: Math.round(t.similarity * 1000) / 1000 })));
    expect(feedbackContext([])).toBeNull();
    expect(feedbackContext(['ok'])).toBeNull();
    // Texts read before (kept by their text) give the same direction, and a new array each time.
    const texts = ['Every Monday I download the sales report as a spreadsheet and the file is empty.', 'The export button does nothing since the update.'];
    const first = feedbackContext(texts)!;
    first[0] = 42;
    expect(Array.from(feedbackContext(texts)!)).toEqual(Array.from(feedbackContext([...texts].reverse())!));
    expect(feedbackContext(texts)![0]).not.toBe(42);
    const many = Array.from({ length: SIMILAR_PARAMS.rerank + 5 }, (_, i) => ({ id: `t${String(i).padStart(2, '0')}`, similarity: 0 }));
    expect(rerankByFeedback(many, null, new Map())).toHaveLength(SIMILAR_PARAMS.rerank);
    // Ties in id order.
    expect(rerankByFeedback(many, null, new Map()).map((t) => t.id)).toEqual(many.slice(0, SIMILAR_PARAMS.rerank).map((t) => t.id));
  });
  it('has no theme of no evidence like anything', () => {
    expect(rankByThemeSimilarity({ id: 'none', summary: { ...empty.summary, size: 0 } }, [blank, slow])).toEqual([]);
    expect(rankByThemeSimilarity(empty, [blank, { id: 'gone', summary: { ...slow.summary, size: 0 } }]).map((t) => t.id)).toEqual(['blank']);
  });
});

describe('a title told apart from its neighbours', () => {
  it('keeps a title no other theme holds, else adds the first keyword it lacks', () => {
    const held = new Set(['requests for invoice', 'requests for invoice: attach']);
    const taken = (title: string) => held.has(title.toLowerCase());
    expect(distinctTitle('Requests for dark mode', ['dark', 'mode'], taken)).toBe('Requests for dark mode');
    expect(distinctTitle('Requests for invoice', ['invoice', 'duplicate', 'client'], taken)).toBe('Requests for invoice: duplicate');
    expect(distinctTitle('Requests for invoice', ['invoice', 'attach', 'files'], taken)).toBe('Requests for invoice: files');
    expect(distinctTitle('Requests for invoice', ['invoice'], taken)).toBe('Requests for invoice');
  });
});
