/**
 * Lexical resources for the sentiment scorer: the VADER valence lexicon (compiled in, parsed
 * lazily on first use), VADER's booster/negator lists (with small generic repairs) and a small
 * emoji valence table (the npm VADER port has no emoji support).
 */
import { VADER_LEXICON_TSV } from './model/lexicon.js';

let lexicon: Map<string, number> | null = null;

/** Lower-case token -> mean valence in [-4, 4]. Built on first call, then cached. */
export function getLexicon(): Map<string, number> {
  if (lexicon) return lexicon;
  const m = new Map<string, number>();
  const tsv = VADER_LEXICON_TSV;
  let pos = 0;
  while (pos < tsv.length) {
    let nl = tsv.indexOf('\n', pos);
    if (nl < 0) nl = tsv.length;
    const tab = tsv.indexOf('\t', pos);
    if (tab > pos && tab < nl) m.set(tsv.slice(pos, tab), Number(tsv.slice(tab + 1, nl)));
    pos = nl + 1;
  }
  for (const [e, v] of EMOJI_VALENCE) m.set(e, v);
  lexicon = m;
  return m;
}

export const B_INCR = 0.293;
export const B_DECR = -0.293;
export const C_INCR = 0.733;
export const N_SCALAR = -0.74;

/** VADER's degree adverbs (boosters +, dampeners -). */
export const BOOSTERS: ReadonlyMap<string, number> = new Map<string, number>([
  ...[
    'absolutely', 'amazingly', 'awfully', 'completely', 'considerably', 'decidedly', 'deeply', 'effing',
    'enormously', 'entirely', 'especially', 'exceptionally', 'extremely', 'fabulously', 'flipping', 'flippin',
    'fricking', 'frickin', 'frigging', 'friggin', 'fully', 'fucking', 'greatly', 'hella', 'highly', 'hugely',
    'incredibly', 'intensely', 'majorly', 'more', 'most', 'particularly', 'purely', 'quite', 'really',
    'remarkably', 'so', 'substantially', 'thoroughly', 'totally', 'tremendously', 'uber', 'unbelievably',
    'unusually', 'utterly', 'very', 'super', 'too', 'truly', 'seriously', 'insanely', 'ridiculously',
  ].map((w): [string, number] => [w, B_INCR]),
  ...[
    'almost', 'barely', 'hardly', 'kinda', 'kindof', 'kind-of', 'less', 'little', 'marginally', 'occasionally',
    'partly', 'scarcely', 'slightly', 'somewhat', 'sorta', 'sortof', 'sort-of', 'fairly', 'rather', 'bit',
  ].map((w): [string, number] => [w, B_DECR]),
]);

/** VADER's negators (apostrophe-normalised); "no" is handled separately. */
export const NEGATORS: ReadonlySet<string> = new Set([
  'aint', 'arent', 'cannot', 'cant', 'couldnt', 'darent', 'didnt', 'doesnt', 'dont', 'hadnt', 'hasnt',
  'havent', 'isnt', 'mightnt', 'mustnt', 'neither', 'neednt', 'never', 'none', 'nope', 'nor', 'not',
  'nothing', 'nowhere', 'oughtnt', 'shant', 'shouldnt', 'uhuh', 'uh-uh', 'wasnt', 'werent', 'without',
  'wont', 'wouldnt', 'rarely', 'seldom', 'nobody', 'noone', 'nothin', 'aren', 'isn', 'wasn', 'weren',
  'didn', 'doesn', 'don', 'hasn', 'haven', 'hadn', 'won', 'wouldn', 'shouldn', 'couldn', 'ain', 'lacks',
  'lack', 'lacking', 'lacked',
]);

/** Contrastive conjunctions: clause before is weakened, clause after is strengthened. */
export const CONTRAST: ReadonlySet<string> = new Set(['but', 'however', 'nevertheless', 'nonetheless']);
/** Concessive markers: the clause they introduce is weakened. */
export const CONCESSIVE: ReadonlySet<string> = new Set(['although', 'though', 'despite', 'while', 'whereas']);
/** Irrealis / hypothetical markers: following valence is about a wish, not an experience. */
export const IRREALIS: ReadonlySet<string> = new Set([
  'would', 'could', 'should', 'wish', 'if', 'hope', 'hoping', 'hoped', 'might', 'unless', 'wd', 'shd',
  'supposed', 'expected', 'expect',
]);

/** Idioms from VADER (valence replaces the sentiment word's valence). */
export const IDIOMS: ReadonlyMap<string, number> = new Map([
  ['the shit', 3],
  ['the bomb', 3],
  ['bad ass', 1.5],
  ['badass', 1.5],
  ['yeah right', -2],
  ['cut the mustard', 2],
  ['kiss of death', -1.5],
  ['hand to mouth', -2],
]);

/**
 * Emoji valences on VADER's -4..4 scale. Generic, hand-assigned from the emoji's conventional
 * meaning (Unicode names), not fitted to any dataset.
 */
const EMOJI_VALENCE: Array<[string, number]> = [
  ['😀', 2.2], ['😃', 2.3], ['😄', 2.4], ['😁', 2.2], ['😆', 2.1], ['😅', 1.0], ['🤣', 2.0], ['😂', 1.8],
  ['🙂', 1.5], ['😉', 1.5], ['😊', 2.3], ['😇', 2.0], ['🥰', 2.9], ['😍', 2.9], ['🤩', 2.8], ['😘', 2.3],
  ['😋', 1.8], ['😎', 1.9], ['🤗', 2.1], ['👍', 1.9], ['👏', 2.0], ['🙌', 2.2], ['💪', 1.8], ['🎉', 2.4],
  ['🥳', 2.6], ['❤', 2.8], ['❤️', 2.8], ['💕', 2.6], ['💖', 2.7], ['💯', 2.0], ['✨', 1.2], ['🔥', 1.5],
  ['⭐', 1.5], ['🌟', 1.8], ['✅', 1.0], ['👌', 1.8], ['😌', 1.2], ['☺', 2.0], ['☺️', 2.0], ['🙏', 1.2],
  ['😐', -0.3], ['😑', -0.6], ['😶', -0.3], ['🙄', -1.5], ['😒', -1.8], ['😕', -1.4], ['🙁', -1.8],
  ['☹', -2.0], ['☹️', -2.0], ['😟', -1.8], ['😞', -2.2], ['😔', -2.0], ['😢', -2.4], ['😭', -2.4],
  ['😩', -2.2], ['😫', -2.2], ['😤', -1.9], ['😠', -2.5], ['😡', -2.8], ['🤬', -3.0], ['😣', -1.9],
  ['😖', -2.0], ['😓', -1.5], ['😰', -2.0], ['😱', -1.8], ['😨', -2.0], ['🤢', -2.5], ['🤮', -2.8],
  ['💔', -2.6], ['👎', -2.0], ['😬', -1.0], ['🤦', -1.8], ['🤦‍♂️', -1.8], ['🤦‍♀️', -1.8], ['❌', -1.2],
  ['⚠', -0.8], ['⚠️', -0.8], ['🐛', -1.2], ['💩', -2.3], ['😴', -0.8], ['🥱', -1.0], ['😪', -1.2],
];
