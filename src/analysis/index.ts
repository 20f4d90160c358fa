/**
 * Feedback analysis engine: public interface.
 *
 * analyzeFeedback(text): sentences with offsets (segment.ts) -> sentiment per sentence
 * (sentiment.ts) -> highlight selection / category (highlights.ts) -> feedback-level score
 * (intensity- and length-weighted mean of the scored sentences).
 * Pure, synchronous, deterministic; lexicon and model data are compiled in and parsed lazily.
 */
import { segmentSentences } from './segment.js';
import { computeFeatures, scoreSentiment as scoreText } from './sentiment.js';
import { classifySentence, isPraiseInterjection, MILD_PRAISE } from './highlights.js';

export type HighlightCategory = 'praise' | 'complaint' | 'bug' | 'feature_request' | 'question' | 'other';

export interface AnalyzedHighlight {
  start: number;
  end: number;
  quote: string;
  sentimentScore: number;
  category: HighlightCategory;
}

export interface FeedbackAnalysis {
  sentimentScore: number;
  highlights: AnalyzedHighlight[];
}

/** Sentiment in [-1, 1] for any text (0 for text without sentiment evidence). */
export function scoreSentiment(text: string): number {
  if (typeof text !== 'string' || text.length === 0) return 0;
  return scoreText(text);
}

function round4(x: number): number {
  const r = Math.round(x * 1e4) / 1e4;
  return r === 0 ? 0 : r;
}

/**
 * How much lower a stated problem reads than its words. A sentence classified as a complaint or a
 * bug by what it says ("Delivery was late again", "The app freezes when I skip a week") often has
 * no negative word at all. On the sentiment corpora people rated the texts flagged as problems
 * whose words score flat about -0.18 on average, and the mildly positive ones about 0 where the
 * words give +0.27 (scripts/eval-highlights.ts prints both, and the effect on every corpus).
 */
export const PROBLEM_SHIFT = 0.2;

/**
 * The sentiment of a problem sentence: its word score lowered by PROBLEM_SHIFT, to no lower than
 * -PROBLEM_SHIFT (a sentence the words already make more negative keeps its score). Clearly
 * positive sentences (MILD_PRAISE and above) keep theirs: praise that mentions a passing problem.
 */
export function problemScore(wordScore: number): number {
  if (wordScore >= MILD_PRAISE) return wordScore;
  return Math.min(wordScore, Math.max(-PROBLEM_SHIFT, wordScore - PROBLEM_SHIFT));
}

function isProblem(category: HighlightCategory | undefined): boolean {
  return category === 'complaint' || category === 'bug';
}

/**
 * `wordsOnly` is for measuring (scripts/eval-highlights.ts): every sentence keeps the score of its
 * words, as if problems were not scored apart. The service never sets it.
 */
export function analyzeFeedback(text: string, options: { wordsOnly?: boolean } = {}): FeedbackAnalysis {
  if (typeof text !== 'string' || text.trim().length === 0) return { sentimentScore: 0, highlights: [] };
  const sentences = segmentSentences(text).filter((s) => !s.excluded);
  const read = sentences.map((s) => {
    const wordScore = scoreText(s.text);
    let mixed = false;
    if (wordScore > -0.1 && wordScore < 0.1) {
      const f = computeFeatures(s.text);
      mixed = f.posSum >= 1.5 && f.negSum >= 1.5;
    }
    return { wordScore, c: classifySentence(s.text, wordScore, mixed) };
  });
  const highlights: AnalyzedHighlight[] = [];
  let wSum = 0;
  let sSum = 0;
  let bWSum = 0;
  let bSSum = 0;
  for (let i = 0; i < sentences.length; i++) {
    const s = sentences[i]!;
    const { wordScore, c } = read[i]!;
    const problem = !options.wordsOnly && isProblem(c.category);
    // "Perfect! Now the export fails too.": the praise is sarcasm about the problem that follows.
    if (!options.wordsOnly && isPraiseInterjection(s.text) && isProblem(read[i + 1]?.c.category)) continue;
    const score = problem ? problemScore(c.positiveWordsAside ? Math.min(wordScore, 0) : wordScore) : wordScore;
    const words = Math.min(30, s.text.split(/\s+/).length);
    const w = (0.2 + Math.abs(score)) * Math.sqrt(words);
    if (c.role === 'boilerplate') {
      bWSum += w;
      bSSum += w * score;
      continue;
    }
    wSum += w;
    sSum += w * score;
    if (c.role === 'highlight') {
      highlights.push({ start: s.start, end: s.end, quote: s.text, sentimentScore: score, category: c.category });
    }
  }
  let overall = wSum > 0 ? sSum / wSum : bWSum > 0 ? bSSum / bWSum : 0;
  overall = Math.max(-1, Math.min(1, overall));
  return { sentimentScore: round4(overall), highlights };
}
