import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyzeFeedback } from '../../src/analysis/index.js';
import { alternation, bestCuesOf, cued, cuedPatterns, cuesOf, topLevelAlternatives } from '../../src/analysis/regex-cues.js';

describe('cuesOf', () => {
  it('reads the literal every match starts a word with, cut to three characters', () => {
    expect(cuesOf(String.raw`\b(?:crash(?:es|ed)?|froze)\b`, 'i')?.sort()).toEqual(['cra', 'fro']);
    expect(cuesOf(String.raw`^\W*not\s+(?:a\s+single|one)\s+x`, 'i')).toEqual(['not']);
    // An optional first word: either it or what follows starts the match.
    expect(cuesOf(String.raw`(?<!\b(?:i|we)\s+)\b(?:got\s+)?(?:paid|counted)`, 'i')?.sort()).toEqual(['cou', 'got', 'pai']);
    // Whatever comes first may be skipped past, as long as it ends at a word start.
    expect(cuesOf(String.raw`^\W*(?:[^.!?]*\b(?:my|our)\s+(?:wife|husband)\s+died)`, 'i')?.sort()).toEqual(['my', 'our']);
    expect(cuesOf(String.raw`\b(?:\w+\s+){0,3}?automatically\b`, 'i')).toEqual(['aut']);
    // (a quote in ASCII is a literal of its own, and what follows it starts a word)
    expect(cuesOf(String.raw`["“]\bfree\b`, 'i')?.sort()).toEqual(['fr', 'fre']);
    expect(cuesOf(String.raw`\b[45]\d\d\s+error`, 'i')).toHaveLength(200);
  });

  it('keeps no cue where a match could start anywhere', () => {
    expect(cuesOf(String.raw`foo\b`, 'i')).toBeNull(); // no word boundary before: "xfoo" matches
    expect(cuesOf(String.raw`\b\w+ing\b`, 'i')).toBeNull();
    expect(cuesOf(String.raw`\b(?:a|b)?`, 'i')).toBeNull(); // can match the empty string
    expect(cuesOf(String.raw`\bfoo|[,;]\s*bar`, 'i')).toBeNull(); // one alternative without a cue
    expect(cuesOf(String.raw`\bfoo`, 'iu')).toBeNull(); // Unicode case folding is not modelled
    expect(cuesOf(String.raw`\b(?:foo`, 'i')).toBeNull(); // unreadable: no cue rather than a wrong one
  });

  it('takes the cues of a later part of the pattern when the first word is a common one', () => {
    expect(cuesOf(String.raw`\bthe\s+only\s+[\w-]+\s+options?\b`, 'i')).toEqual(['the']);
    expect(bestCuesOf(String.raw`\bthe\s+only\s+[\w-]+\s+options?\b`, 'i')).toEqual(['onl']);
    expect(bestCuesOf(String.raw`\bcrash(?:es|ed)?\b`, 'i')).toEqual(['cra']);
    // (A tail from inside a word has no word start of its own: "the" is kept.)
    expect(bestCuesOf(String.raw`\bthem\w*`, 'i')).toEqual(['the']);
  });

  it('splits a source at its top level only', () => {
    expect(topLevelAlternatives(String.raw`a|b(?:c|d)|[|]e|\|f`)).toEqual(['a', 'b(?:c|d)', '[|]e', String.raw`\|f`]);
  });
});

describe('cued patterns', () => {
  it('answer as the pattern does', () => {
    const sources = [
      String.raw`\b(?:crash(?:es|ed)?|froze)\b`,
      String.raw`^\W*not\s+(?:a\s+single|one)\s+\w+`,
      String.raw`(?<!\b(?:i|we)\s+)\b(?:got\s+)?(?:paid|counted)\b`,
      String.raw`\b(?:[45]\d\d) (?:error|status)\b`,
      String.raw`[‘“]\bfree\b`,
      String.raw`\bmatch(?:es|ed)?\b[^.!?]{0,50}?\b(\w+)\s+for\s+\1\b`,
      String.raw`\bthe\s+only\s+[\w-]+\s+options?\b`,
    ];
    const texts = [
      'It CRASHES every time.', 'it crashed', 'xcrash', 'The screen froze', 'Not a single delay.', '...not one problem',
      'we got paid late', 'I got paid', 'They counted twice', 'a 503 error', 'status 404', 'error 503', '“free” trial',
      'free', 'It matched like for like', 'matches apples for apples', 'Kcrash', 'İcrash', 'crash', '', '   ',
      'The only vegan options were salads.', 'the onlyx option', 'THE ONLY TWO OPTIONS',
    ];
    for (const source of sources) {
      const re = new RegExp(source, 'i');
      const cuedRe = cued(new RegExp(source, 'i'));
      const split = alternation([source], 'i');
      for (const text of texts) {
        expect(cuedRe.test(text), `${source} on ${text}`).toBe(re.test(text));
        expect(split.test(text), `${source} split, on ${text}`).toBe(re.test(text));
      }
    }
  });

  it('refuse a global pattern, whose test keeps state', () => {
    expect(() => cued(/\bfoo/gi)).toThrow(/global/);
  });

  it("skip none of the engine's patterns wrongly, over every read evaluation sentence", () => {
    analyzeFeedback('Loads every module, so that every pattern is built.');
    const texts: string[] = [];
    for (const file of readdirSync('scripts/data').filter((f) => /^category-sentences-read/.test(f))) {
      const rows = JSON.parse(readFileSync(`scripts/data/${file}`, 'utf8')) as { text: string }[];
      rows.forEach((row, i) => {
        if (i % 3 === 0) texts.push(row.text);
        if (i % 12 === 1) texts.push(row.text.toUpperCase(), `«${row.text}»`, ...row.text.split(/(?<=[.!?])\s+/));
      });
    }
    const patterns = cuedPatterns();
    expect(patterns.length).toBeGreaterThan(100);
    let wrong = 0;
    let skipped = 0;
    let tests = 0;
    for (const { pattern, test, cueFound } of patterns) {
      for (const text of texts) {
        const expected = pattern.test(text);
        const got = test(text);
        tests++;
        if (got !== expected) wrong++;
        if (!cueFound(text)) skipped++;
      }
    }
    expect(wrong).toBe(0);
    // And they are worth having: most patterns do not run for most texts.
    console.log(`cued patterns: ${patterns.length}, skipped ${(100 * skipped / tests).toFixed(1)}% of ${tests} tests`);
    expect(skipped / tests).toBeGreaterThan(0.5);
    // (Every pattern against every sampled sentence, uncued too: 15 s on an idle two-core machine, more
    // beside another test file; the suite's 30 s default is too close.)
  }, 120_000);
});
