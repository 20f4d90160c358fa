/**
 * Part-of-speech tags from wink-nlp's English model (loaded on first use), for the few readings
 * that need them: theme titles and the clauses of a sentence (index.ts).
 */
import winkNLP from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let nlp: ReturnType<typeof winkNLP> | undefined;

/**
 * Each word of a quote with its part-of-speech tag, from wink-nlp's English model (loaded on first
 * use). The same quotes come back title after title (a young theme's strongest quotes), so the
 * tags of the most recently seen quotes are kept; tagging is deterministic, so this changes no title.
 */
const tagCache = new Map<string, { words: string[]; tags: string[] }>();
const TAG_CACHE_QUOTES = 4000;

export function quoteTags(quote: string): { words: string[]; tags: string[] } {
  const hit = tagCache.get(quote);
  if (hit) {
    // Most recently used last, so the oldest goes first when the cache is full.
    tagCache.delete(quote);
    tagCache.set(quote, hit);
    return hit;
  }
  nlp ??= winkNLP(model);
  const tokens = nlp.readDoc(quote).tokens();
  const tagged = { words: tokens.out(nlp.its.normal) as string[], tags: tokens.out(nlp.its.pos) as string[] };
  tagCache.set(quote, tagged);
  if (tagCache.size > TAG_CACHE_QUOTES) tagCache.delete(tagCache.keys().next().value!);
  return tagged;
}

