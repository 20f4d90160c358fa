/**
 * Part-of-speech tags from wink-nlp's English model (loaded on first use), for the few readings
 * that need them: theme titles and the clauses of a sentence (index.ts).
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';
import { RecentCache } from './recent.js';

let nlp: ReturnType<typeof winkNLP> | undefined;

/**
 * Each word of a quote with its part-of-speech tag, from wink-nlp's English model (loaded on first
 * use). The same quotes come back title after title (a young theme's strongest quotes), so the
 * tags of the most recently seen quotes are kept; tagging is deterministic, so this changes no title.
 */
const tagCache = new RecentCache<string, { words: string[]; tags: string[] }>(4000);

export function quoteTags(quote: string): { words: string[]; tags: string[] } {
  return tagCache.get(quote, () => {
    nlp ??= winkNLP(model);
    const tokens = nlp.readDoc(quote).tokens();
    return { words: tokens.out(nlp.its.normal) as string[], tags: tokens.out(nlp.its.pos) as string[] };
  });
}

