/**
 * Lexical resources for the sentiment scorer: the VADER valence lexicon (compiled in, parsed
 * lazily on first use), VADER's booster/negator lists (with small generic repairs) and a small
 * emoji valence table (the npm VADER port has no emoji support).
 */
import { VADER_LEXICON_TSV } from './model/lexicon.js';
import { DERIVED_VALENCE_TSV } from './model/derived-valence.js';

let lexicon: Map<string, number> | null = null;
let derived: Map<string, number> | null = null;

function parseTsv(tsv: string, m: Map<string, number>): void {
  let pos = 0;
  while (pos < tsv.length) {
    let nl = tsv.indexOf('\n', pos);
    if (nl < 0) nl = tsv.length;
    const tab = tsv.indexOf('\t', pos);
    if (tab > pos && tab < nl) m.set(tsv.slice(pos, tab), Number(tsv.slice(tab + 1, nl)));
    pos = nl + 1;
  }
}

/**
 * Derived valences for words the lexicon lacks (predicted from word vectors by
 * scripts/train-lexicon.ts, shrunk towards 0; about 1,200 words). Kept apart from the lexicon:
 * they feed a separate feature of the learned layer, never the rule score.
 */
export function getDerivedValences(): Map<string, number> {
  if (derived) return derived;
  const m = new Map<string, number>();
  parseTsv(DERIVED_VALENCE_TSV, m);
  derived = m;
  return m;
}

/** Lower-case token -> mean valence in [-4, 4]. Built on first call, then cached. */
export function getLexicon(): Map<string, number> {
  if (lexicon) return lexicon;
  const m = new Map<string, number>();
  parseTsv(VADER_LEXICON_TSV, m);
  for (const [e, v] of EMOJI_VALENCE) m.set(e, v);
  for (const [w, v] of PRODUCT_VALENCE) if (!m.has(w)) m.set(w, v);
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
    // degree adverbs whose own word is dark ("scarily accurate", "stupidly easy"): VADER reads them as blame
    'scarily', 'stupidly', 'frighteningly', 'terrifyingly', 'absurdly', 'obscenely', 'wickedly', 'ludicrously', 'freakishly', 'crazily',
    // and the adjectives said as such adverbs ("crazy fast", "stupid easy", "scary good"; sentiment.ts darkDegreeAt)
    'crazy', 'insane', 'stupid', 'wicked', 'scary', 'mad',
    // before an adjective only ("perfectly good", "perfectly valid"; constructions.ts degreeBeforeAdjective):
    // "works perfectly" stays praise
    'perfectly',
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
  'wont', 'wouldnt', 'rarely', 'seldom', 'nobody', 'noone', 'nothin', 'lacks', 'lack', 'lacking', 'lacked',
]);

/**
 * Laughter and reaction interjections ("lol", "hahaha", "lmao", "smh", "wtf"), elongations
 * included: like emoticons they comment on the whole utterance and are never inside a negator's
 * scope ("NOT THE LATTER LOL", "you can never leave lmao"). A closed word class, not domain words.
 */
export const INTERJECTION_RE = /^(?:a?(?:ha){2,}h?|(?:he){2,}h?|lo+l+z?|lmf?a+o+|rofl(?:mao)?|x+d+|smh|wtf+|omg+|ffs)$/;

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
  // reassurance: nothing went wrong worth mentioning
  ['no big deal', 0.8],
  // scorn: something that "is a joke" is no laughing matter; "thanks for nothing" thanks no one
  ['is a joke', -1.8],
  ['was a joke', -1.8],
  ['are a joke', -1.8],
  ['were a joke', -1.8],
  ['complete joke', -2],
  ['total joke', -2],
  ['absolute joke', -2],
  ['for nothing', -1.5],
  ['thanks for nothing', -2],
  // "nothing but" is "only": "thanks for nothing but good vibes" thanks for something
  ['nothing but', 0],
  // the speaker's stance, not a verdict: "To be fair, this came up during our call"
  ['to be fair', 0],
  ['in all fairness', 0],
  // approval: exactly right
  ['spot on', 2],
  ['bang on', 1.8],
  // something that changes how one works for the better ("game-changer" is in the product words)
  ['game changer', 2.2],
  ['game changing', 2.2],
  // a change for the better ("the difference is night and day")
  ['night and day', 1.5],
  // the idioms of reviews: advice not to buy, a product that does what it should, a rating in
  // stars, room for improvement, an unbeatable price
  ['waste your money', -2.5],
  ['waste of money', -2.5],
  ['waste of time', -2.3],
  ['save your money', -2.3],
  ['works as advertised', 1.8],
  ['works as described', 1.8],
  ['works as expected', 1.5],
  ['as advertised', 1.2],
  // "it does what it says on the tin": it does what it promises (British English)
  ['what it says on the tin', 1.8],
  ['as described', 1.2],
  ['buy again', 1.8],
  ['buy it again', 1.8],
  ['order again', 1.5],
  ['five stars', 2.5],
  ['5 stars', 2.5],
  ['four stars', 1.5],
  ['4 stars', 1.5],
  ['two stars', -1.5],
  ['2 stars', -1.5],
  ['one star', -2.5],
  ['1 star', -2.5],
  ['zero stars', -3],
  ['0 stars', -3],
  // praise of what too few know: "a criminally underrated film"
  ['criminally underrated', 2],
  ['criminally overlooked', 1.8],
  ['criminally underappreciated', 2],
  ['could be better', -1],
  ['could have been better', -1.2],
  // disappointment said as an expectation: "I expected more from a paid plan" (not "expected
  // more people", a number)
  ['expected more from', -1.2],
  ['expected more of', -1.2],
  ['expected more for', -1.2],
  ['expected better', -1.5],
  ['hoped for more from', -1.2],
  ['hoped for better', -1.2],
  // plain, not lacking: "no frills", "no nonsense" ("no" alone is -1.2)
  ['no frills', 0.8],
  ['no nonsense', 1.2],
  ["can't fault", 2],
  ['cannot fault', 2],
  ["couldn't fault", 2],
  ['cant fault', 2],
  ['couldnt fault', 2],
  ['could not fault', 2],
  ["couldn't have asked for better", 2.5],
  ['could not have asked for better', 2.5],
  ['couldnt have asked for better', 2.5],
  ["can't beat", 2],
  ['cannot beat', 2],
  ['hard to beat', 2],
  ['hard to fault', 2],
  ['difficult to fault', 2],
  ['impossible to fault', 2],
  ['impossible to beat', 2],
  ['impossible to put down', 1.5],
  // a marked improvement said as an idiom: "the tutor has worked wonders"
  ['worked wonders', 2.2],
  ['works wonders', 2.2],
  ['work wonders', 2.2],
  ['did wonders', 2.2],
  ['does wonders', 2.2],
  ['done wonders', 2.2],
  // nothing to fault, said as what one cannot say: "Can't say a bad word about it", "can't say fairer than that"
  ["can't say a bad word", 2],
  ['cant say a bad word', 2],
  ["couldn't say a bad word", 2],
  ["can't say fairer", 1.8],
  ['cant say fairer', 1.8],
  ['sent it back', -1.5],
  ['returned it', -1.2],
  // overcharging and paying for advantage ("a rip off", "feels like pay to win")
  ['rip off', -2],
  ['pay to win', -2],
  // a switch made for good ("we moved over last year and haven't looked back")
  ["haven't looked back", 2],
  ['havent looked back', 2],
  ["hasn't looked back", 2],
  ['have not looked back', 2],
  ['never looked back', 2],
  // generic English idioms of eagerness (the negator inside does not negate)
  ["can't wait", 2],
  ['cant wait', 2],
  ['cannot wait', 2],
  // and of attachment or contentment said through a negation
  ["can't live without", 2.4],
  ['cant live without', 2.4],
  ['cannot live without', 2.4],
  ["couldn't live without", 2.4],
  ['nothing to complain', 1.5],
  // contentment said as a complaint denied or a wish that has nothing left to ask ("can't really
  // complain", "couldn't ask for more"), and a comparison won outright ("miles ahead", "no contest")
  ["can't complain", 1.5],
  ['cant complain', 1.5],
  ['cannot complain', 1.5],
  ["can't really complain", 1.5],
  ['cant really complain', 1.5],
  ['cannot really complain', 1.5],
  ["couldn't ask for more", 2.5],
  ['couldnt ask for more', 2.5],
  ['could not ask for more', 2.5],
  ["couldn't have asked for more", 2.5],
  ['could not have asked for more', 2.5],
  ["couldn't ask for better", 2.5],
  ["couldn't ask for a better", 2.5],
  ['couldnt ask for a better', 2.5],
  ['could not ask for a better', 2.5],
  ["can't ask for a better", 2.5],
  ["can't think of a better", 2.2],
  // a bargain: "£30 a day for a front-row hut is a steal"
  ['is a steal', 2],
  ['was a steal', 2],
  ['absolute steal', 2],
  ['real steal', 2],
  // no pain where some was feared: "Hardly felt a thing"
  ['hardly felt a thing', 1.8],
  ['barely felt a thing', 1.8],
  ['cant think of a better', 2.2],
  ["couldn't think of a better", 2.2],
  ["couldn't have asked for better", 2.5],
  ['without any fuss', 1.5],
  ['without a fuss', 1.5],
  ['with no fuss', 1.5],
  ['no fuss', 1.2],
  // nothing went wrong, nothing was sprung on the customer
  ['without a hitch', 1.8],
  ['over the moon', 2.6],
  ['razor sharp', 1.8],
  ['razor-sharp', 1.8],
  ['without any hitches', 1.8],
  ['no surprises', 1.0],
  ['no nasty surprises', 1.5],
  ['no hidden fees', 1.5],
  ['no hidden costs', 1.5],
  ['no hidden charges', 1.5],
  ['how it should work', 1.5],
  ['how it should be done', 1.5],
  ['miles ahead', 2],
  ['streets ahead', 2],
  ['miles better', 2],
  ['no contest', 1.5],
  // Much to choose from, said plainly ("Loads of choice"), and praise in slang ("the reorder button
  // is class", "the variety is unreal", "the food was ace")
  ['plenty of choice', 1.5],
  ['plenty of options', 1.2],
  ['loads of choice', 1.5],
  ['lots of choice', 1.5],
  ['tons of choice', 1.5],
  ['heaps of choice', 1.5],
  ['loads of options', 1.2],
  ['lots of options', 1],
  ['is class', 2],
  ['was class', 2],
  ['is unreal', 1.5],
  ['was unreal', 1.5],
  ['are unreal', 1.5],
  ['is ace', 2],
  ['was ace', 2],
  // scorn in British English: a charge or rule that is "taking the mick"
  ['taking the mick', -2],
  ['taking the piss', -2],
  ['takes the mick', -2],
  ['takes the piss', -2],
  // How a thing measured up to what was expected or promised ("exceeded my expectations", "did
  // not live up to the hype": a negator before a praising idiom turns it), and the rest of the
  // review's stock phrases: a warning, a book that holds the reader, a thing that lasts.
  ['exceeded my expectations', 2.5],
  ['exceeded our expectations', 2.5],
  ['exceeded all expectations', 2.5],
  ['exceeded expectations', 2.3],
  ['exceeds my expectations', 2.5],
  ['exceeds expectations', 2.3],
  ['surpassed my expectations', 2.5],
  ['live up to', 1.5],
  ['lives up to', 1.5],
  ['lived up to', 1.5],
  ['living up to', 1.5],
  ['fell short', -1.5],
  ['falls short', -1.5],
  ['fall short', -1.5],
  ['buyer beware', -1.8],
  ['look elsewhere', -1.5],
  ['shop elsewhere', -1.5],
  ['save yourself the trouble', -1.8],
  ['save yourself the hassle', -1.8],
  ['save yourself the headache', -1.8],
  ["i've had better", -1.5],
  ['i have had better', -1.5],
  ["i've seen better", -1.5],
  ['i have seen better', -1.5],
  ['page turner', 2],
  ["couldn't put it down", 2.3],
  ['could not put it down', 2.3],
  ["can't put it down", 2.3],
  ['held up well', 1.5],
  ['holds up well', 1.5],
  ['holding up well', 1.5],
  ['good as new', 1.5],
  ['still looks new', 1.5],
  ['still looks brand new', 1.8],
  ['still looks like new', 1.8],
  ['worked right out of the box', 1.5],
  ['works right out of the box', 1.5],
  ['worked straight out of the box', 1.5],
  ['works straight out of the box', 1.5],
  ['worked out of the box', 1.2],
  ['works out of the box', 1.2],
  ['as pictured', 1.2],
  ['no questions asked', 1.5],
  ['goes a long way', 1.2],
  ['signs of wear', -1.0],
  ['lost interest', -1.2],
  ['loses interest', -1.2],
  ['lose interest', -1.2],
  ['acting up', -1.3],
  ['acts up', -1.3],
  ['act up', -1.3],
  ['acted up', -1.3],
  ['price is right', 1.5],
  ['price was right', 1.5],
  ['in a heartbeat', 1.5],
  ['runs hot', -1.0],
  ['running hot', -1.0],
  ['washed out', -1.0],
  ['washes out', -1.0],
  ['expect better', -1.5],
  ['would expect more', -1.2],
  // and of software and service reviews
  ['just works', 1.8],
  // Works, against what was expected of it ("doesn't actually work": a negator turns it).
  ['actually works', 1.2],
  ['actually work', 1.0],
  ['actually worked', 1.0],
  ['just work', 1.5],
  ['just worked', 1.5],
  ['above and beyond', 2.2],
  ['the extra mile', 2],
  ['rock solid', 2],
  ['into a black hole', -1.5],
  ['in a black hole', -1.5],
  // A battery that keeps (or, negated, loses) its charge; one that runs out early; what takes long.
  ['hold a charge', 1.2],
  ['holds a charge', 1.2],
  ['held a charge', 1.2],
  ['holding a charge', 1.2],
  ['hold its charge', 1.2],
  ['holds its charge', 1.2],
  ['hold charge', 1.2],
  ['holds charge', 1.2],
  ['only lasts', -1.0],
  ['only lasted', -1.0],
  ['barely lasts', -1.3],
  ['barely lasted', -1.3],
  // a chore repeated past patience ("reconnecting my bank every week is getting old")
  ['getting old', -1.0],
  ['getting really old', -1.3],
  ['gets old', -1.0],
  ['takes forever', -1.5],
  // (and what takes no time at all)
  ['takes seconds', 1.2],
  ['took seconds', 1.2],
  ['take seconds', 1.0],
  ['took forever', -1.5],
  ['take forever', -1.5],
  ['taking forever', -1.5],
  ['takes ages', -1.5],
  ['took ages', -1.5],
  ['takes a long time', -1.0],
  ['took a long time', -1.0],
  ['take a long time', -1.0],
  ['taking a long time', -1.0],
  // A thing that does what its buyer needs ("doesn't do what I need": a negator turns it)
  ['does what i need', 1.2],
  ['does exactly what i need', 1.5],
  ['does exactly what we need', 1.5],
  ['exactly what i needed', 1.5],
  ['exactly what we needed', 1.5],
  ['do what i need', 1.2],
  ['did what i needed', 1.2],
  ['does what i want', 1.2],
  ['does what we need', 1.2],
  ['do what we need', 1.2],
  ['does what it says', 1.5],
  ['do what it says', 1.5],
  ['does what it claims', 1.5],
  ['do what it claims', 1.5],
  ['does what it promises', 1.5],
  ['without any questions', 1.2],
  ['without any hassle', 1.5],
  ["won't last", -1.2],
  ['will not last', -1.2],
  ["didn't last", -1.2],
  ['did not last', -1.2],
  ["doesn't last", -1.0],
  ['does not last', -1.0],
  // finding what one came for ("never finds what I'm looking for": a negator turns it)
  ['find what i need', 1.0],
  ['finds what i need', 1.0],
  ['found what i needed', 1.0],
  ["find what i'm looking for", 1.0],
  ["finds what i'm looking for", 1.0],
  ['find what i was looking for', 1.0],
  ['found what i was looking for', 1.0],
  // care taken, and what was done behind one's back ("renewed without any warning" is no absence of a problem)
  ['took the time to', 1.5],
  ['takes the time to', 1.5],
  ['take the time to', 1.5],
  ['without warning', -1.2],
  ['without any warning', -1.2],
  ['without notice', -1.0],
  ['without any notice', -1.0],
  ['without asking', -1.0],
  ['without my consent', -1.5],
  ['without my permission', -1.5],
  ['paper thin', -1.2],
  // advice against buying; a device that hangs; a task that is easy
  ['do not buy', -1.8],
  ["don't buy", -1.8],
  ['dont buy', -1.8],
  ['locks up', -1.3],
  ['locked up', -1.3],
  ['lock up', -1.3],
  ['locking up', -1.3],
  ['a breeze', 1.8],
  ['a snap', 1.5],
  ['barely audible', -1.2],
  ['barely visible', -1.0],
  ['barely readable', -1.2],
  ['barely legible', -1.2],
  // a device that gave up, let its owner down, or shames the rest; a price that buys more than it should
  ['quit working', -1.5],
  ['quits working', -1.5],
  ['quit on me', -1.5],
  ['let me down', -1.8],
  ['let us down', -1.8],
  ['lets you down', -1.5],
  ['let you down', -1.5],
  ['pales in comparison', -1.5],
  ['paled in comparison', -1.5],
  ['feels like a toy', -1.3],
  ['looks like a toy', -1.3],
  ['built like a tank', 2.0],
  ['blows away', 2.0],
  ['blew me away', 2.5],
  ['blown away', 2.5],
  ['more than you pay for', 1.5],
  ['get what you pay for', -1.2],
  ["can't imagine life without", 2.2],
  ["couldn't imagine life without", 2.2],
  // what reviews say of getting used to a thing, of its features and of the competition
  ['takes some getting used to', -1.0],
  ['took some getting used to', -1.0],
  ['take some getting used to', -1.0],
  ['learning curve', -0.8],
  ['steep learning curve', -1.3],
  ['time to get used to', -0.8],
  ['speaks for itself', 1.5],
  ['speak for themselves', 1.5],
  ['returning it', -1.2],
  ['back it goes', -1.5],
  ['fits in my pocket', 1.0],
  ['fits in your pocket', 1.0],
  ['fits in a pocket', 1.0],
  ['all the features i need', 1.2],
  ['everything i need', 1.2],
  ['packed with features', 1.5],
  ['feature packed', 1.5],
  ['everything i expected', 1.2],
  ['everything i hoped for', 1.5],
  ['nothing comes close', 2.0],
  ['nothing works', -1.5],
  ['nothing worked', -1.5],
  ['eats batteries', -1.3],
  ['eats through batteries', -1.3],
  ['eats the battery', -1.3],
  // what fails every time or nearly
  ['never works', -1.5],
  ['never worked', -1.5],
  ['rarely works', -1.3],
  ['barely works', -1.5],
  ['barely worked', -1.5],
  ['hardly works', -1.5],
  // as good as when new, by analogy with "just right" below
  ['runs like new', 1.5],
  ['running like new', 1.5],
  ['works like new', 1.5],
  ['working like new', 1.5],
  ['still like new', 1.5],
  ['good as new', 1.5],
  // help beyond what was asked, by analogy with "helpful" 1.8
  ['went out of their way', 2.0],
  ['went out of his way', 2.0],
  ['went out of her way', 2.0],
  ['go out of their way', 2.0],
  ['goes out of their way', 2.0],
  // a thing everyone should have, and one just as it should be
  ['a must have', 2.0],
  ['just right', 1.5],
  // hopes and hype, and a job done
  ['had high hopes', -1.2],
  ['believe the hype', 1.5],
  ['gets the job done', 1.5],
  ['get the job done', 1.5],
  ['got the job done', 1.5],
  ['does the job', 1.2],
  ['did the job', 1.2],
  // "hand" is no sentiment word (see scripts/train-lexicon.ts), but these idioms with it are
  ['hands down', 1.5],
  ['even handed', 1.2],
  ['heavy handed', -1.2],
]);

/**
 * Idioms that only close a clause: "Overall I expected more." (not "I expected more people to come").
 */
export const CLAUSE_FINAL_IDIOMS: ReadonlyMap<string, number> = new Map([
  ['expected more', -1.2],
  ['expected a lot more', -1.4],
  ['expected much more', -1.4],
  ['expected so much more', -1.5],
  ['expected way more', -1.4],
  ['expected far more', -1.4],
  ['hoped for more', -1.2],
  ['deserves better', -1.2],

  ['deserve better', -1.2],
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

/**
 * Product / software-feedback vocabulary missing from VADER (which was built for social media).
 * Valences are hand-assigned on VADER's scale by analogy with existing VADER entries (e.g. "slow" ~
 * "sluggish" -1.7 softened), NOT fitted to any evaluation set; only added when VADER lacks the word.
 */
const PRODUCT_VALENCE: Array<[string, number]> = [
  ['slow', -1.3], ['slower', -1.3], ['slowest', -1.6], ['laggy', -1.6], ['lags', -1.2], ['lagging', -1.2],
  ['clunky', -1.5], ['buggy', -1.9], ['glitchy', -1.7], ['unusable', -2.4], ['unreliable', -1.8],
  ['unstable', -1.6], ['unintuitive', -1.5], ['counterintuitive', -1.2], ['cumbersome', -1.4],
  ['overpriced', -1.7], ['pricey', -0.8], ['expensive', -1.1], ['costly', -1.1], ['bloated', -1.3], ['outdated', -1.1], ['crashes', -1.7],
  ['crashed', -1.7], ['crashing', -1.8], ['freezes', -1.4], ['freezing', -1.2], ['unresponsive', -1.7],
  ['broke', -1.6], ['breaks', -1.4], ['flaky', -1.5], ['janky', -1.5], ['clumsy', -1.3], ['tedious', -1.5],
  ['convoluted', -1.4], ['misleading', -1.8], ['defective', -2.1], ['faulty', -1.9], ['flimsy', -1.4],
  ['refund', -0.6], ['downtime', -1.4], ['outage', -1.6], ['bug', -1.3], ['bugs', -1.3], ['issue', -0.8], ['issues', -0.8],
  ['glitch', -1.3], ['glitches', -1.3], ['hiccup', -0.8], ['hiccups', -0.8], ['spam', -1.5], ['spammed', -1.5], ['spamming', -1.5], ['spammy', -1.6], ['unavailable', -1.0], ['inconsistent', -1.1], ['ripoff', -2.0], ['rip-off', -2.0], ['reasonable', 1.0], ['reasonably', 0.8],
  ['intuitive', 1.6], ['seamless', 1.8], ['seamlessly', 1.8], ['smooth', 1.4], ['smoothly', 1.4],
  ['reliable', 1.6], ['responsive', 1.3], ['snappy', 1.4], ['speedy', 1.4], ['fast', 1.1], ['faster', 1.2],
  ['quick', 0.9], ['quickly', 0.8], ['user-friendly', 1.9], ['handy', 1.4], ['sturdy', 1.3],
  ['polished', 1.4], ['robust', 1.4], ['lifesaver', 2.4], ['game-changer', 2.2], ['recommend', 1.5],
  ['recommended', 1.5], ['affordable', 1.3], ['worth', 1.1], ['flawless', 2.4], ['flawlessly', 2.4],
  ['hassle', -1.4], ['hassle-free', 1.7], ['painless', 1.5], ['clean', 1.0], ['sleek', 1.5],
  // Goods and places in a bad state (food, rooms, furniture, parcels), by analogy with "dirty" -1.9, "torn" -1.0.
  ['soggy', -1.4], ['stale', -1.2], ['burnt', -1.2], ['mouldy', -1.9], ['moldy', -1.9], ['smelly', -1.5],
  ['greasy', -1.0], ['lukewarm', -0.8], ['undercooked', -1.5], ['overcooked', -1.3], ['leaky', -1.4],
  ['rusty', -1.2], ['scratched', -1.1], ['dented', -1.1], ['stained', -1.2], ['wobbly', -1.0], ['frayed', -1.0],
  ['filthy', -2.2], ['dusty', -0.8], ['bland', -1.1], ['tasteless', -1.4], ['overcrowded', -1.2],
  ['understaffed', -1.4], ['irrelevant', -0.9], ['overrated', -1.3], ['overhyped', -1.3], ['underrated', 1.2],
  ['unreadable', -1.5], ['illegible', -1.4],
  // Files and dealings gone bad, by analogy with "broken" -2.1, "damaged" -1.9, "dishonest" -2.7 (VADER lacks them; "corrupt" was left out: it moved tweets held out by a thousandth).
  ['corrupted', -1.5], ['malformed', -1.2], ['shady', -1.6], ['sketchy', -1.4],
  // How people serve, by analogy with "courteous" 2.3, "helpful" 1.8, "unprofessional" -2.3, "clueless" -1.5.
  ['thorough', 1.5], ['attentive', 1.7], ['punctual', 1.3], ['knowledgeable', 1.6], ['polite', 1.6],
  ['accommodating', 1.6], ['unhelpful', -1.7], ['dismissive', -1.6], ['condescending', -1.9],
  ['inattentive', -1.4], ['disorganised', -1.2], ['unorganized', -1.2], ['cramped', -1.0], ['professional', 1.3], ['professionally', 1.2],
  // A customer lost, by analogy with "cancelled" -1.0, "abandoned" -1.9 ("they churned"; the noun is left out: "reduce churn").
  ['churned', -1.3],
  // Qualities of things and places, by analogy with "comfortable" 2.3, "inconvenient" -1.4, "fresh" 1.3.
  ['convenient', 1.5], ['straightforward', 1.3], ['inaccurate', -1.4], ['timely', 1.1],
  ['tasty', 1.9], ['spotless', 1.8], ['cozy', 1.6], ['cosy', 1.6], ['tidy', 1.1], ['spacious', 1.3], ['durable', 1.3],
  ['crowded', -0.9], ['pixelated', -1.1], ['hog', -1.3], ['hogs', -1.3], ['no-frills', 0.8], ['no-nonsense', 1.2],
  // Judgements of goods that reviews make, by analogy with "crap" -1.6, "lousy" -2.5, "unimpressed" -1.4,
  // "fake" -2.1, "comfortable" 2.3; and goods giving way, by analogy with "torn" -1.0 and "rusty" above.
  ['junk', -1.8], ['garbage', -1.9], ['shoddy', -1.9], ['cheaply', -1.2], ['subpar', -1.5], ['sub-par', -1.5],
  ['mediocre', -1.3], ['lackluster', -1.3], ['lacklustre', -1.3], ['underwhelming', -1.5], ['underwhelmed', -1.5],
  ['knockoff', -1.3], ['knock-off', -1.3], ['counterfeit', -1.8], ['comfy', 1.8], ['gem', 1.6], ['page-turner', 2],
  ['cracked', -1.1], ['chipped', -1.0], ['warped', -1.0], ['rusted', -1.2], ['ripped', -1.0], ['peeling', -0.9],
  ['squeaky', -0.8], ['rattles', -0.8], ['rattling', -0.8], ['rattled', -0.8], ['disconnected', -1.0], ['foul', -1.6], ['overcharged', -1.8], ['overcharging', -1.8], ['flaking', -0.9], ['muddy', -1.0], ['streaky', -0.9],
  ['disconnects', -1.0], ['disconnecting', -1.0], ['jams', -0.9], ['jammed', -0.9], ['snug', 1.0], ['snugly', 1.0], ['punchy', 1.0],
  // Qualities of things that reviews judge by, missing from VADER (by analogy with "amazing" 2.8,
  // "outstanding" 3.0, "reliable" 1.6 above, "distorted" -1.7, "defective" -2.1 above).
  ['incredible', 2.8], ['phenomenal', 3.0], ['exceptional', 2.7], ['accurate', 1.2], ['precise', 1.1], ['crisp', 1.3],
  ['vivid', 1.4], ['rugged', 1.0], ['dependable', 1.6], ['versatile', 1.4], ['ergonomic', 1.3], ['stylish', 1.6],
  ['well-made', 1.8], ['well-built', 1.8], ['decent', 1.0], ['effortless', 1.6], ['effortlessly', 1.6], ['roomy', 1.2],
  ['recommendable', 1.6], ['grainy', -1.0], ['tinny', -1.0], ['muffled', -1.0], ['choppy', -1.1], ['bricked', -2.2],
  ['bulky', -0.8], ['cluttered', -1.0], ['dysfunctional', -1.8], ['erratic', -1.2], ['unpredictable', -0.8],
  ['flawed', -1.4], ['brittle', -1.0], ['unsatisfactory', -1.6], ['gimmicky', -1.2],
  ['impossible', -1.3], ['duplicated', -1.0], ['duplicates', -0.8], ['pointless', -1.5], ['dealbreaker', -1.6], ['deal-breaker', -1.6], ['blocker', -1.0], ['invalid', -0.9], ['throttled', -1.0], ['throttling', -1.0], ['samey', -1.0], ['legend', 1.5], ['superstar', 2.0], ['slick', 1.4], ['rubbish', -1.8], ['nonexistent', -1.4], ['non-existent', -1.4], ['inedible', -2.0], ['complicated', -0.9], ['rock-solid', 2.0],
  ['overheats', -1.4], ['overheating', -1.4], ['overheated', -1.4], ['overpowering', -1.2],
  // What a product did to the body, by analogy with "rash" -1.7, "itchy" -1.1, "sick" -2.3.
  ['must-have', 2.0], ['overdelivered', 1.8], ['overdelivers', 1.8], ['underdelivered', -1.5], ['underdelivers', -1.5], ['feature-packed', 1.5], ['plenty', 1.0], ['mushy', -1.0], ['rocks', 2.2], ['luxurious', 1.9], ['plush', 1.2], ['silky', 1.2], ['even-handed', 1.2], ['heavy-handed', -1.2], ['compact', 0.6], ['long-lasting', 1.5], ['short-lived', -1.0], ['paper-thin', -1.2],
  // A chore of a process (British English), by analogy with "hassle" -1.4.
  ['faff', -1.4], ['faffing', -1.2], ['faffy', -1.2],
  // Selling more than was asked for, by analogy with "pushy" -1.2 (a word reviews use of it).
  ['upsold', -1.2], ['upselling', -1.1], ['upsell', -0.8], ['upsells', -0.8],
  ['headache', -1.5], ['headaches', -1.5], ['blister', -1.2], ['blisters', -1.2], ['nausea', -1.6], ['nauseous', -1.6],
  // Judgements VADER lacks, by analogy with "scary" -2.2, "weird" -0.7, "childish" -1.2, "restricted"
  // -1.6, "limited" -0.9, "delighted" 2.3, "pleased" 1.9 (not words of the derived table).
  ['creepy', -1.5], ['impractical', -1.1], ['babyish', -1.0],
  ['restrictive', -1.1], ['limiting', -0.9], ['tarnished', -1.2], ['tarnishes', -1.0], ['fiddly', -1.1],
  ['chuffed', 2.0], ['magical', 2.2], ['magic', 1.6],
];
