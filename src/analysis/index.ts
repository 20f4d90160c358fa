/**
 * Feedback analysis engine: public interface.
 * First version (stub quality); improved implementation lives behind this interface.
 */
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

const POS = /\b(good|great|love|excellent|awesome|nice|happy|amazing|fast|easy)\b/gi;
const NEG = /\b(bad|terrible|hate|awful|slow|broken|crash|crashes|fails?|error|bug|annoying|hard)\b/gi;

export function scoreSentiment(text: string): number {
  const p = (text.match(POS) ?? []).length;
  const n = (text.match(NEG) ?? []).length;
  const s = p - n;
  return s === 0 ? 0 : Math.round((s / Math.sqrt(s * s + 4)) * 1e4) / 1e4;
}

export function analyzeFeedback(text: string): FeedbackAnalysis {
  const highlights: AnalyzedHighlight[] = [];
  const re = /[^.!?\n]+[.!?]*/g;
  let m: RegExpExecArray | null;
  let total = 0;
  while ((m = re.exec(text)) !== null) {
    const raw = m[0];
    const lead = raw.length - raw.trimStart().length;
    const quote = raw.trim();
    if (!quote) continue;
    const start = m.index + lead;
    const s = scoreSentiment(quote);
    total += s;
    const isQ = quote.endsWith('?');
    if (s === 0 && !isQ) continue;
    highlights.push({
      start,
      end: start + quote.length,
      quote,
      sentimentScore: s,
      category: isQ ? 'question' : s > 0 ? 'praise' : 'complaint',
    });
  }
  const score = highlights.length ? total / highlights.length : 0;
  return { sentimentScore: Math.round(Math.max(-1, Math.min(1, score)) * 1e4) / 1e4, highlights };
}
