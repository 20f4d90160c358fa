/**
 * The constructions around a word that change what it says, for sentiment scoring (sentiment.ts):
 * negation and its reach ("not bad", "no longer", "far from"), wishes and what did not come true,
 * problems remedied or ceased, burdens denied, how long something lasts, qualities of things, and
 * the other generic repairs of VADER's rules the features read.
 */
import { BOOSTERS, getLexicon, IDIOMS, N_SCALAR, NEGATORS } from './lexicon.js';
import { COORDINATOR, lookupValence, NAMED_THING, tokenize, UPPER_RE, type Token } from './words.js';

/** Whether one of the three words before token `start` in its clause negates (as negatesAt reads them). */
export function negatedBefore(toks: readonly Token[], start: number): boolean {
  for (let k = start - 1; k >= 0 && k >= start - 3; k--) {
    if (toks[k]!.clauseEnd) return false;
    if (negatesAt(toks, k)) return true;
  }
  return false;
}

/**
 * The negator at toks[k]: "nothing but" is "only" ("nothing but trouble", "nothing but praise") and
 * negates nothing, nor does the auxiliary of a question asking for agreement.
 */
export function negatesAt(toks: readonly Token[], k: number): boolean {
  return (isNegator(toks[k]!) || noLonger(toks, k) || refusesTo(toks, k) || lessens(toks, k) || farFrom(toks, k) || cannotSayEver(toks, k)) && !(toks[k]!.lower === 'nothing' && toks[k + 1]?.lower === 'but') && !opensAgreementQuestion(toks, k);
}

/**
 * "Can't say I've ever had a bad frame", "couldn't say we ever waited": "ever" after a denied "say"
 * denies what follows as "never" does (VADER reads the negator too far back to reach it).
 */
function cannotSayEver(toks: readonly Token[], k: number): boolean {
  if (toks[k]!.lower !== 'ever' || toks[k]!.clauseEnd) return false;
  for (let s = k - 1; s >= 1 && s >= k - 3; s--) {
    if (toks[s]!.clauseEnd) return false;
    if (toks[s]!.lower === 'say') return isNegator(toks[s - 1]!) && !toks[s - 1]!.clauseEnd;
  }
  return false;
}

/**
 * "no longer" negates what follows as "not" does ("I can no longer save my reports", "no longer
 * have to worry"); VADER reads only "no" (-1.2), which stays, and the verb as if it still held.
 */
export function noLonger(toks: readonly Token[], k: number): boolean {
  return toks[k]!.lower === 'longer' && k > 0 && toks[k - 1]!.lower === 'no' && !toks[k - 1]!.clauseEnd && !toks[k]!.clauseEnd;
}

/** "far from" denies what follows as "not" does: "far from perfect", "far from intuitive" (VADER reads the praise). */
function farFrom(toks: readonly Token[], k: number): boolean {
  // (Not a name in title case, "Far From Heaven", nor a way gone: "never strays far from".)
  return toks[k]!.lower === 'from' && toks[k]!.raw !== 'From' && k > 0 && toks[k - 1]!.lower === 'far' && !toks[k - 1]!.clauseEnd && !toks[k]!.clauseEnd && !(k > 1 && /^(?:so|as|not|too|very|strays?|strayed|wander(?:s|ed)?|go|goes|went|gone|get|got|live|lives|lived|moved?|travel(?:l?ed)?|away)$/.test(toks[k - 2]!.lower));
}

/**
 * "hardly", "barely" and "scarcely" right before a word deny it more than they damp it: "hardly
 * intuitive", "barely works", "hardly ever crashes" (VADER only damps, so "hardly intuitive" read as
 * praise). `k` is the adverb, `i` the word.
 */
const SCARCELY = /^(?:hardly|barely|scarcely)$/;
export function scarcelyAt(toks: readonly Token[], k: number, i: number): boolean {
  return SCARCELY.test(toks[k]!.lower) && (i === k + 1 || (i === k + 2 && /^(?:ever|any)$/.test(toks[k + 1]!.lower)));
}

/**
 * "less" before what it qualifies turns it as "not" does: "less stressful" is a relief, "less
 * intuitive" a loss, "less than perfect" a fault (VADER only damps it, so "makes weeknights less
 * stressful" read as a complaint). Not "more or less", not "no less", not "less than" a number.
 */
function lessens(toks: readonly Token[], k: number): boolean {
  if (toks[k]!.lower !== 'less' || toks[k]!.clauseEnd) return false;
  const prev = k > 0 && !toks[k - 1]!.clauseEnd ? toks[k - 1]!.lower : '';
  return prev !== 'or' && prev !== 'no' && prev !== 'nothing' && prev !== 'none';
}

/** Verbs that deny what follows "to": "refused to honour the warranty", "failed to help", "neglected to mention". */
const REFUSAL = /^(?:refuse|refuses|refused|refusing|fail|fails|failed|failing|neglect|neglects|neglected|neglecting)$/;

/** "refused to", "failed to": a negator of the verb after "to" (VADER has no such negators). */
function refusesTo(toks: readonly Token[], k: number): boolean {
  return REFUSAL.test(toks[k]!.lower) && toks[k + 1]?.lower === 'to' && !toks[k]!.clauseEnd;
}

/** Negated auxiliaries that open a question by inverting with its subject. */
const QUESTION_AUXILIARIES = /^(?:isnt|arent|wasnt|werent|doesnt|dont|didnt|wouldnt|wont|hasnt|havent)$/;
const QUESTION_SUBJECTS: ReadonlySet<string> = new Set(['it', 'that', 'this', 'these', 'those', 'he', 'she', 'they', 'you', 'we', 'there', 'the', 'your', 'our', 'his', 'her', 'their', 'my']);

/**
 * A question that opens with a negated auxiliary before its subject asks the listener to agree
 * with what follows: "Isn't it beautiful?", "Wouldn't that be great?", "Isn't it ridiculous that
 * ...?" say beautiful, great, ridiculous. "Shouldn't it be easier?" is left out: it says the thing
 * is not as it should be. `k` is the negator's index.
 */
function opensAgreementQuestion(toks: readonly Token[], k: number): boolean {
  // At the start of a sentence or clause, or capitalised where punctuation was left out ("... on 1/1/11 Wouldn't that be great?").
  if (k > 0 && !toks[k - 1]!.clauseEnd && !/^[A-Z][a-z]/.test(toks[k]!.raw)) return false;
  if (!QUESTION_AUXILIARIES.test(toks[k]!.lower.replace(/'/g, '')) || !QUESTION_SUBJECTS.has(toks[k + 1]?.lower ?? '')) return false;
  for (let j = k + 1; j < toks.length; j++) if (toks[j]!.sentEnd || j === toks.length - 1) return toks[j]!.question === true;
  return false;
}

/** Whether a sentence is a question that opens by asking to agree ("Isn't it ridiculous that ...?"). */
export function asksToAgree(sentence: string): boolean {
  const toks = tokenize(sentence);
  return toks.length > 1 && opensAgreementQuestion(toks, 0);
}

export function isNegator(t: Token): boolean {
  const l = t.lower;
  if (NEGATORS.has(l)) return true;
  if (l.endsWith("n't")) return true;
  if (l.includes("'") && NEGATORS.has(l.replace(/'/g, ''))) return true;
  return false;
}

/**
 * "couldn't be happier", "could not be more pleased", "can't get any better", "can't recommend it
 * enough": a negated comparative (or "... enough") after could/can says nothing could exceed it,
 * which is emphasis, not negation.
 * `k` is the negator's index, `i` the sentiment word's.
 */
export function negatedComparative(toks: readonly Token[], k: number, i: number): boolean {
  const negator = toks[k]!.lower.replace(/'/g, '');
  if (negator === 'never') return neverComparative(toks, k, i);
  // "you won't find a better app": what will never be found, as "never"
  if ((negator === 'wont' || negator === 'wouldnt' || (negator === 'not' && k > 0 && /^(?:will|would)$/.test(toks[k - 1]!.lower))) && toks[k + 1]?.lower === 'find') return neverComparative(toks, k, i);
  const modal = negator === 'couldnt' || negator === 'cant' || negator === 'cannot' || (negator === 'not' && k > 0 && /^(?:could|can)$/.test(toks[k - 1]!.lower));
  if (!modal) return false;
  // "can't recommend it enough", "couldn't thank them enough", "can't say enough good things": no
  // amount would be enough. Not "can't get it to sync fast enough", where the amount falls short.
  if (i === k + 1 || toks[k + 1]?.lower === 'say') {
    for (let j = k + 1; j <= i + 4 && j < toks.length; j++) {
      if (toks[j]!.lower === 'enough') return true;
      if (toks[j]!.clauseEnd) break;
    }
  }
  if (!/^(?:be|get|feel|have|been)$/.test(toks[k + 1]?.lower ?? '')) return false;
  // "can't be better than the old one" compares: a plain negation ("than this" is the idiom again).
  if (toks[i + 1]?.lower === 'than' && !/^(?:this|that)$/.test(toks[i + 2]?.lower ?? '')) return false;
  const before = toks[i - 1]!.lower;
  return toks[i]!.lower.endsWith('er') || toks[i]!.lower === 'worse' || ((before === 'more' || before === 'any') && i - 1 > k + 1);
}

/** Verbs of a state before a comparative: "never looked better", "never been happier". */
const NEVER_STATE_VERB = /^(?:been|looked|felt|sounded|worked|run|ran|tasted|slept|performed|played|seemed|smelled|smelt)$/;
/** Verbs of meeting one before "a" + comparative: "never had a better phone", "never used a worse app". */
const NEVER_MET_VERB = /^(?:had|seen|used|owned|tried|bought|found|find|met|eaten|tasted|read|watched|experienced|received|stayed)$/;

/**
 * "My skin has never looked better", "I've never been happier", "never had a better phone", "never
 * felt worse": nothing before was as good (or as bad), which is emphasis, not negation. Not "it never
 * got better" (no improvement), nor a comparison with something named ("never looked better than the
 * original"). `k` is the index of "never", `i` the sentiment word's.
 */
function neverComparative(toks: readonly Token[], k: number, i: number): boolean {
  const word = toks[i]!.lower;
  const more = toks[i - 1]!.lower === 'more';
  if (!(word === 'better' || word === 'worse' || word.endsWith('ier') || more)) return false;
  if (toks[i + 1]?.lower === 'than' && !/^(?:this|that|now|ever|today|before)$/.test(toks[i + 2]?.lower ?? '')) return false;
  const verb = toks[k + 1]?.lower ?? '';
  const gap = i - k - (more ? 1 : 0);
  if (NEVER_STATE_VERB.test(verb)) return gap === 2;
  return NEVER_MET_VERB.test(verb) && /^(?:a|an)$/.test(toks[k + 2]?.lower ?? '') && gap === 3;
}

/** The valence of the idiom "buy again", for an intent to buy again said in other words. */
export const REPURCHASE_VALENCE = 1.8;
const REPURCHASE_VERB = /^(?:buy|order|purchase|use|book|shop|stay|return|recommend|buying|ordering|purchasing|using|booking|shopping|staying)$/;
const INTENT_MODAL = /^(?:would|will|wd|definitely|gladly|happily|certainly|absolutely|def)$|['’](?:d|ll)$/;

/**
 * "I would buy this camera again", "will definitely order from them again", "I'd never buy another
 * one": an intent to buy (order, use, stay ...) again, with a modal before the verb and at most four
 * words between the verb and "again"/"another". Not "I had to buy another one" (no intent). `i` is
 * the index of "again" or "another"; `start` the modal's, `negated` whether a negator stands between.
 */
export function repurchaseIntent(toks: readonly Token[], i: number): { start: number; negated: boolean } | null {
  for (let verb = i - 1; verb >= 0 && verb >= i - 5; verb--) {
    if (toks[verb]!.clauseEnd) return null;
    if (!REPURCHASE_VERB.test(toks[verb]!.lower)) continue;
    let negated = false;
    for (let m = verb - 1; m >= 0 && m >= verb - 3; m--) {
      if (toks[m]!.clauseEnd) return null;
      if (isNegator(toks[m]!)) negated = true;
      if (INTENT_MODAL.test(toks[m]!.lower)) return { start: m, negated: negated || isNegator(toks[m]!) };
    }
    return null;
  }
  return null;
}

/** Nouns that "garbage" and "junk" name a kind of ("garbage day", "junk mail", "junk food"). */
export const REFUSE_COMPOUND = /^(?:day|days|truck|trucks|bag|bags|can|cans|collection|disposal|disposals|man|men|pickup|pick-up|bin|bins|mail|email|emails|food|foods|drawer|removal|service|folder|filter|yard|dealer|shop|bond|bonds|fees?)$/;
/**
 * Kind words that name a part of a product or a company rather than judge it, before a noun of
 * what it is ("help center", "rewards page", "welcome email", "customer success manager", "support
 * ticket", "free plan", "smart filters"): "The rewards page is broken" is a complaint, no mixed
 * verdict. (Only these nouns and name-like words: "great page" and "nice team" still praise.)
 */
const NAME_MODIFIERS: ReadonlySet<string> = new Set(['help', 'success', 'welcome', 'reward', 'rewards', 'gift', 'bonus', 'trust', 'safety', 'security', 'care', 'support', 'free', 'favorite', 'favorites', 'favourite', 'favourites', 'like', 'thanks', 'thank-you', 'smart', 'loyalty', 'perks', 'perk', 'benefits', 'premium']);
/** The department "customer X" names ("customer support", "customer care", "customer success"). */
const CUSTOMER_DEPARTMENTS = /^(?:support|care|success|help|happiness|service|experience)$/;

/**
 * The action a control is named after ("the clear button", "the Save icon", "the clear all
 * option"): a name, not a judgement ("clear instructions", "no clear option" still judge).
 */
const CONTROL_ACTIONS: ReadonlySet<string> = new Set(['clear', 'save', 'share', 'accept', 'ok', 'okay', 'done', 'apply', 'submit', 'confirm', 'continue', 'next', 'refresh', 'sync']);
const CONTROL_NOUN = /^(?:buttons?|icons?|links?|toggles?|keys?|shortcuts?|commands?|checkbox(?:es)?)$/;

/** Whether the word at i names a control ("clear button", "clear all option"): CONTROL_ACTIONS. */
function namesAControl(toks: readonly Token[], i: number): boolean {
  if (!CONTROL_ACTIONS.has(toks[i]!.lower) || toks[i]!.clauseEnd) return false;
  const next = toks[i + 1];
  if (next?.lower !== 'all') return CONTROL_NOUN.test(next?.lower ?? '');
  const after = toks[i + 2]?.lower ?? '';
  return !next.clauseEnd && (CONTROL_NOUN.test(after) || /^options?$/.test(after));
}

/** Words that name a tier of a product before what is sold ("the professional plan", "an ultimate licence"), but judge people ("professional staff"). */
const TIER_NAMES: ReadonlySet<string> = new Set(['professional', 'ultimate', 'deluxe', 'elite', 'advanced']);
const TIER_NOUN = /^(?:plans?|tiers?|editions?|versions?|licen[cs]es?|subscriptions?|packages?|memberships?|bundles?|levels?)$/;

/** Whether the word at i names a thing with the noun after it (NAME_MODIFIERS, CONTROL_ACTIONS, TIER_NAMES), or a department after "customer". */
export function namesAThing(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  if (i > 0 && !toks[i - 1]!.clauseEnd && /^customers?['’]?$/.test(toks[i - 1]!.lower) && CUSTOMER_DEPARTMENTS.test(t.lower)) return true;
  if (namesAControl(toks, i)) return true;
  if (TIER_NAMES.has(t.lower) && !t.clauseEnd && TIER_NOUN.test(toks[i + 1]?.lower ?? '')) return true;
  return NAME_MODIFIERS.has(t.lower) && !t.clauseEnd && NAMED_THING.test(toks[i + 1]?.lower ?? '');
}

export const FAILURE_VERB = /^(?:broke|breaks|crashed|crashes|failed|fails|lost|loses|damaged|damages|ruined|ruins|hurt|hurts|harmed|harms|spoiled|spoilt|missed|misses)$/;
const PROBLEM_NOUN = /^(?:problems?|issues?|bugs?|glitch(?:es)?|errors?|faults?|mess|trouble|complaints?|concerns?|leaks?|crash(?:es)?|outages?)$/;
/** Done or doing it ("solved", "solves"), not asked for ("please fix the bug", "to resolve the issue"). */
const REMEDY_VERB = /^(?:solved|solves|fixed|fixes|resolved|resolves|sorted|addressed|addresses|handled|handles|cleared|corrected|corrects|repaired|remedied|rectified)$/;

/** Remedies that only ever put right what they take: their object is the problem, whatever word names it. */
const FIX_VERB = /^(?:solved|solves|fixed|fixes|resolved|resolves|repaired|repairs|cured|cures|eliminated|eliminates)$/;

/**
 * A problem named as what was put right ("solved my problem", "resolved the issue quickly", "the
 * leak was repaired the same day"): the noun is the object of the remedy, not a problem had, and
 * has no valence of its own. Not when the remedy is denied ("the issue was never fixed").
 */
export function remediedProblem(toks: readonly Token[], i: number): boolean {
  const problemNoun = PROBLEM_NOUN.test(toks[i]!.lower);
  // Beyond the nouns of problems, what a fix put right ("fixed the frame drops", "solved the lag"),
  // not how it was done ("handled it badly").
  if (!problemNoun && toks[i]!.lower.endsWith('ly')) return false;
  // (A fix reaches further: "fixed all our wifi dead spots".)
  for (let k = i - 1; k >= 0 && k >= i - (problemNoun ? 3 : 5) && !toks[k]!.clauseEnd; k--) {
    if (isNegator(toks[k]!)) return false;
    if (problemNoun ? REMEDY_VERB.test(toks[k]!.lower) : FIX_VERB.test(toks[k]!.lower)) return !(k > 0 && !toks[k - 1]!.clauseEnd && isNegator(toks[k - 1]!));
  }
  if (!problemNoun) return false;
  for (let k = i + 1; k < toks.length && k <= i + 3 && !toks[k - 1]!.clauseEnd; k++) {
    if (isNegator(toks[k]!)) return false;
    if (/^(?:fixed|resolved|solved|sorted|addressed|handled|repaired|corrected|remedied|rectified)$/.test(toks[k]!.lower)) return true;
    // what fell: "errors dropped to zero", "complaints went down by half"
    if (costFell(toks, k)) return true;
  }
  return false;
}

/**
 * Verbs of watching for, catching or keeping off a trouble ("to detect fraud", "monitor errors",
 * "tracking churn risk"), by their stems; highlights.ts reads a use of the product for them.
 */
export const WATCH_VERB_STEMS = 'detect|monitor|track|catch|spot|prevent|avoid|filter|screen|triag|investigat|diagnos|debug|forecast|predict|reduc|minimi[sz]|fight|combat';
const WATCH_VERB = new RegExp(`^(?:${WATCH_VERB_STEMS})(?:s|es|e|ed|d|ing|ting|ged|ging)?$`);
/** What watching for a trouble is called after its noun ("fraud prevention", "error tracking", "bug tracker"). */
const WATCH_NOUN = /^(?:prevention|detection|monitoring|tracking|tracker|trackers|alerts?|alerting|filter|filters|filtering|screening|triage|reporting|reports?|forecast|forecasting|management|analysis)$/;

/**
 * A trouble named as what is watched for, caught or kept off ("we use it to detect fraud", "to
 * monitor errors", "for tracking churn risk", "fraud prevention", "the bug tracker"): a use of the
 * product, not a complaint. Not when the watching is denied ("it doesn't catch errors").
 */
export function watchedForTrouble(toks: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 3 && !toks[k]!.clauseEnd; k--) {
    if (isNegator(toks[k]!)) return false;
    // As a verb: "-ing", or after "to" ("to detect", "help us to catch"); "the screen", "a filter",
    // "the track" are nouns.
    const asVerb = toks[k]!.lower.endsWith('ing') || (k > 0 && !toks[k - 1]!.clauseEnd && toks[k - 1]!.lower === 'to');
    if (WATCH_VERB.test(toks[k]!.lower) && asVerb) return !(k > 0 && !toks[k - 1]!.clauseEnd && isNegator(toks[k - 1]!)) && !(k > 1 && isNegator(toks[k - 2]!));
  }
  const next = toks[i + 1];
  return !toks[i]!.clauseEnd && next !== undefined && WATCH_NOUN.test(next.lower) && (lookupValence(next.lower) ?? 0) >= 0;
}

/**
 * "I can't believe how good it is", "couldn't believe how fast it charges": disbelief at how much,
 * which is emphasis, not negation. `k` is the negator's index.
 */
export function disbelief(toks: readonly Token[], k: number): boolean {
  const negator = toks[k]!.lower.replace(/'/g, '');
  const modal = negator === 'cant' || negator === 'cannot' || negator === 'couldnt' || (negator === 'not' && k > 0 && /^(?:could|can)$/.test(toks[k - 1]!.lower));
  return modal && toks[k + 1]?.lower === 'believe';
}

/** The verb of a wish contrary to fact about how a thing is: past ("I wish it was", "wish it lasted"). */
export const COUNTERFACTUAL_VERB = /^(?:was|were|wasn't|weren't|had|hadn't|didn't|\w{2,}ed)$/;

/**
 * Whether `i`, a past verb, is the verb of a wish contrary to fact about how a thing is: "I wish
 * the support was better", "Wish the battery lasted longer", "I wish it wasn't so slow". Within
 * four words of the speaker's "wish" in its clause. Not a wish about oneself or the listener
 * ("Wish I was there!", "wish you were here", which tweets and their raters read as warm), nor one
 * for what someone would do ("I wish he would make one more awesome film", no past verb), nor a
 * wish made to someone ("I wish you all a happy new year").
 */
export function counterfactualWish(toks: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    if (toks[k]!.clauseEnd) return false;
    if (toks[k]!.lower !== 'wish' && toks[k]!.lower !== 'wished') continue;
    // the speaker's own wish ("I wish", "just wish", "Wish ..."), not the reader's ("you'll wish it
    // was longer" praises a film)
    const before = k > 0 && !toks[k - 1]!.clauseEnd ? toks[k - 1]!.lower : '';
    if (before !== '' && !/^(?:i|we|just|really|only|still|also|sometimes|kinda|so|do|did|truly|honestly|personally)$/.test(before)) return false;
    return !/^(?:i|we|you|u|i'd|we'd|you'd|me|us)$/.test(toks[k + 1]?.lower ?? '');
  }
  return false;
}

/** Whether "wish" at `i` opens a wish contrary to fact (see counterfactualWish). */
export function introducesCounterfactual(toks: readonly Token[], i: number): boolean {
  for (let j = i + 1; j < toks.length && j <= i + 4; j++) {
    if (toks[j - 1]!.clauseEnd) return false;
    if (COUNTERFACTUAL_VERB.test(toks[j]!.lower)) return counterfactualWish(toks, j);
  }
  return false;
}

/** "straight" before these says how directly something went, not that it was honest. */
export const STRAIGHT_AS_DIRECTLY = /^(?:from|to|away|into|after|back|off|through|out|up|in|onto|home|down|over)$/;

/** Sentence adverbs of the speaker's stance that the lexicon reads as praise. */
export const STANCE_ADVERBS: ReadonlySet<string> = new Set(['honestly', 'clearly']);

/**
 * "could have been" ("It could have been great"), "would have been" with "if" or "but" after it
 * ("It would have been great if it worked"), or "would be" with "if not for", "if only", "except
 * for" ("Would be 5 stars if not for the battery"): the praise that follows did not come true.
 * `i` is the index of "been" or "be". Not "That would have been the perfect name" (a compliment).
 */
export function unrealisedAt(toks: readonly Token[], i: number): boolean {
  const l = toks[i]!.lower;
  const before = (k: number) => (i - k >= 0 && !toks[i - k]!.clauseEnd ? toks[i - k]!.lower : '');
  if (l === 'been') {
    // "what could have been a mess turns into ...": a risk avoided, not a lament
    if (before(2) === 'what' || before(3) === 'what') return false;
    // "could have been" laments; "would have been" only with the condition that failed ("if it worked")
    if (/^(?:could've|couldve)$/.test(before(1)) || (before(1) === 'have' && before(2) === 'could')) return true;
    if (!(/^(?:would've|wouldve)$/.test(before(1)) || (before(1) === 'have' && before(2) === 'would'))) return false;
  } else if (before(1) !== 'would' && before(1) !== "it'd") return false;
  for (let k = i + 1; k < toks.length && k <= i + 12 && !toks[k - 1]!.sentEnd; k++) {
    const w = toks[k]!.lower;
    const next = toks[k + 1]?.lower ?? '';
    if (l === 'been' && (w === 'if' || w === 'but')) return true;
    if ((w === 'if' && /^(?:not|only)$/.test(next)) || (w === 'except' && next === 'for') || (w === 'if' && /^(?:it|they)$/.test(next) && /^(?:weren't|wasn't|didn't|hadn't|werent|wasnt|didnt|hadnt)$/.test(toks[k + 2]?.lower ?? ''))) return true;
  }
  return false;
}

/**
 * "Shame" or "pity" opening a clause after another, as "but" does ("Lovely secateurs, shame the
 * courier left the box in the rain", "Great editor, pity about the support"): what it regrets
 * outweighs what came before. Not "it's a shame" or "shame on you", where it is the judgement itself.
 */
function regretOpensClause(toks: readonly Token[], i: number): boolean {
  let k = i - 1;
  if (k >= 0 && toks[k]!.lower === 'a') k--;
  if (k >= 0 && /^(?:such|what)$/.test(toks[k]!.lower)) k--;
  if (k < 0 || !toks[k]!.clauseEnd || toks[k]!.sentEnd || toks[i]!.clauseEnd) return false;
  return !/^(?:on|of|and|or|is|was|to|for)$/.test(toks[i + 1]?.lower ?? 'on');
}

/**
 * "not so much" closing a clause, or "in reality", "in practice": what came before is taken back;
 * or "shame", "pity" opening a clause after another (regretOpensClause).
 */
export function opensContrast(toks: readonly Token[], i: number): boolean {
  const l = toks[i]!.lower;
  const next = !toks[i]!.clauseEnd ? toks[i + 1]?.lower : undefined;
  if (l === 'in') return (next === 'reality' || next === 'practice') && i > 0;
  if (l === 'shame' || l === 'pity') return regretOpensClause(toks, i);
  if (l !== 'not' || next !== 'so' || toks[i + 1]!.clauseEnd || toks[i + 2]?.lower !== 'much') return false;
  // closing its clause, or before where it falls short ("not so much in person")
  return toks[i + 2]!.clauseEnd || i + 3 >= toks.length || /^(?:in|on|at|for|with|when|after|now|anymore|lately)$/.test(toks[i + 3]!.lower);
}

/**
 * A good word after "too ... to" ("too limited to be useful", "too slow to really enjoy"): what the
 * excess prevents, so it is denied. Not "too good to be true" (an idiom of praise, VADER's sense).
 */
export function preventedByExcess(toks: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= 1 && k >= i - 3 && !toks[k]!.clauseEnd; k--) {
    if (COORDINATOR.test(toks[k]!.lower)) return false;
    if (toks[k]!.lower !== 'to') continue;
    for (let j = k - 1; j >= 0 && j >= k - 3 && !toks[j]!.clauseEnd; j--) {
      if (toks[j]!.lower === 'too') return !(toks[i]!.lower === 'true' || (lookupValence(toks[j + 1]!.lower) ?? 0) > 0);
    }
    return false;
  }
  return false;
}

/** What charges a battery ("it charges", "the phone charges"), or how ("charges fast", "charge overnight"). */
export function chargesAsVerb(toks: readonly Token[], i: number): boolean {
  const after = !toks[i]!.clauseEnd ? toks[i + 1]?.lower ?? '' : '';
  if (/^(?:fast|quickly|slowly|slow|fully|overnight|wirelessly|up|quick|rapidly|in)$/.test(after)) return true;
  const before = i > 0 && !toks[i - 1]!.clauseEnd ? toks[i - 1]!.lower : '';
  return toks[i]!.lower === 'charges' && /^(?:it|battery|phone|device|this|which|that|mine|laptop|watch|camera|tablet|case|still|now|also|only)$/.test(before);
}

/**
 * Saving as what a program does ("appear blurry after saving", "hit save", "the save button",
 * "doesn't save my progress", "save as PDF"), not a rescue or money kept ("saved my life", "saves
 * us hours", "save the day").
 */
export function savedAsAction(toks: readonly Token[], i: number): boolean {
  const before = i > 0 && !toks[i - 1]!.clauseEnd ? toks[i - 1]!.lower : '';
  if (/^(?:after|when|while|before|upon|without|hit|hits|hitting|click|clicks|clicked|clicking|press|pressed|pressing|tap|taps|tapped|tapping|auto)$/.test(before)) return true;
  if (toks[i]!.clauseEnd) return false;
  const after = toks[i + 1]?.lower ?? '';
  if (/^(?:button|buttons|icon|dialog|dialogue|as|changes|edits|file|files|progress|draft|drafts|document|documents|settings|preferences)$/.test(after)) return true;
  const object = !toks[i + 1]?.clauseEnd ? toks[i + 2]?.lower ?? '' : '';
  return /^(?:my|our|your|the|their|any)$/.test(after) && /^(?:work|progress|changes|edits|file|files|draft|drafts|document|documents|settings|preferences|data|photos|notes|entries)$/.test(object);
}

/** What is done with a thing, after "hard to": using, reading, setting up, holding it. Not "hard to beat", "hard to believe". */
export const HARD_TASK = /^(?:use|read|hear|see|navigate|understand|figure|set|install|clean|open|close|reach|operate|assemble|remove|fit|hold|grip|press|push|turn|adjust|load|access|follow|learn|connect|pair|sync|control|carry|change|replace|find|get)$/;
/** By analogy with "difficult" -1.5, damped ("hard" alone is -0.4). */
export const HARD_TASK_VALENCE = -1.3;

/** Words that only hedge what came before them ("could be faster i guess", "it's fine tbh"). */
const HEDGE_TAIL = new Set(['i guess', 'i think', 'i suppose', 'i feel', 'i reckon', "i'd say", 'id say', 'imo', 'imho', 'tbh', 'honestly', 'maybe', 'perhaps', 'though', 'tho', 'really', 'overall', 'for sure']);

/** Whether the words after token `i` to its clause's end (or the text's) only hedge it: "could be faster i guess". */
export function onlyHedgeFollows(toks: readonly Token[], i: number): boolean {
  if (toks[i]!.clauseEnd || i === toks.length - 1) return true;
  const words: string[] = [];
  for (let k = i + 1; k < toks.length && words.length < 3; k++) {
    words.push(toks[k]!.lower);
    if (toks[k]!.clauseEnd || k === toks.length - 1) return HEDGE_TAIL.has(words.join(' '));
  }
  return false;
}

/** Words in -er that are no comparatives ("it could be another", "could be whatever"). */
const NOT_COMPARATIVE_ER = /^(?:another|whatever|whenever|wherever|whoever|either|neither|together|forever|however|whether|other|rather|after|under|never)$/;

/**
 * A comparative closing "could be" or "should be" ("could be longer", "should be a bit cheaper",
 * "could be more stable"): a wish for more of it, whatever the word. `i` is the comparative's index.
 */
export function couldBeMore(toks: readonly Token[], i: number): boolean {
  const l = toks[i]!.lower;
  let k = i - 1;
  if (!(l.endsWith('er') && l.length > 4 && !NOT_COMPARATIVE_ER.test(l))) {
    // "more stable": "more" and the adjective
    if (toks[k]?.lower !== 'more' || toks[k]!.clauseEnd) return false;
    k--;
  }
  if (k >= 1 && /^(?:bit|little|lot)$/.test(toks[k]!.lower) && toks[k - 1]!.lower === 'a') k -= 2;
  else if (k >= 0 && /^(?:much|way|far|slightly|somewhat)$/.test(toks[k]!.lower)) k--;
  return k >= 1 && toks[k]!.lower === 'be' && /^(?:could|should)$/.test(toks[k - 1]!.lower) && !toks[k - 1]!.clauseEnd && !toks[k]!.clauseEnd;
}

/** "not so much" taking back what came before, by analogy with "could be better" -1 and "disappointing" -2.2. */
export const NOT_SO_MUCH_VALENCE = -1.5;

/** Too little of what is needed ("not loud enough", "not good enough"), by analogy with "inadequate" -1.7, damped. */
export const NOT_ENOUGH_VALENCE = -1.3;

/**
 * A negated "be" before an adjective ("isn't", "is not", "not" opening the clause), not a negated
 * verb: "I can't say enough good things" and "can't thank you enough" are emphasis.
 */
export function deniesCopula(toks: readonly Token[], k: number): boolean {
  const w = toks[k]!.lower.replace(/['’]/g, '');
  if (/^(?:isnt|wasnt|arent|werent|aint)$/.test(w)) return true;
  if (w !== 'not') return false;
  const before = k > 0 && !toks[k - 1]!.clauseEnd ? toks[k - 1]!.lower.replace(/['’]/g, '') : '';
  return before === '' || /^(?:is|was|are|were|be|been|its|thats|theyre|youre|im|still|just|simply|definitely|certainly|probably)$/.test(before);
}

/** Verbs that open an idiom of advice: under "don't" ("don't waste your money") it is still advice against. */
export const ADVICE_VERB = /^(?:waste|save|look|shop|buy)$/;

/** Words in the longest idiom: how far back an idiom that ends at a word may start. */
export const IDIOM_MAX_WORDS = Math.max(2, ...[...IDIOMS.keys()].map((idiom) => idiom.split(' ').length));

/** Words that end "in years", "in ages", "since ...", "for months", "in a long time": how long it has been. */
const TIME_SPAN_WORD = /^(?:years|ages|months|weeks|decades|forever|yonks|since|before|ever)$/;

/**
 * "I haven't been this frustrated in years", "hasn't felt so good since launch": a negated perfect
 * ("haven't been", "has not felt") before "this"/"so", with a span of time after the word, says how
 * far the present state exceeds the past, which is emphasis, not negation (as "never been so
 * good"). Without the span it stays a negation ("it hasn't been so bad"). `k` is the negator's
 * index, `i` the sentiment word's.
 */
export function negatedPerfectDegree(toks: readonly Token[], k: number, i: number): boolean {
  if (i !== k + 3 || !/^(?:this|so)$/.test(toks[k + 2]!.lower) || !/^(?:been|felt)$/.test(toks[k + 1]!.lower)) return false;
  const negator = toks[k]!.lower.replace(/'/g, '');
  const perfect = /^(?:havent|hasnt|hadnt)$/.test(negator) || (negator === 'not' && k > 0 && /^(?:have|has|had|ive|weve|youve|theyve)$/.test(toks[k - 1]!.lower.replace(/'/g, '')));
  if (!perfect) return false;
  for (let j = i; j < toks.length && j <= i + 10; j++) {
    const w = toks[j]!.lower;
    if (j > i && (TIME_SPAN_WORD.test(w) || (w === 'while' && toks[j - 1]!.lower === 'a') || (w === 'time' && toks[j - 1]!.lower === 'long'))) return true;
    if (toks[j]!.clauseEnd) break;
  }
  return false;
}

/** Negators that deny that something exists, before its noun phrase: "no", "zero", "without". */
export const DETERMINER_NEGATOR = /^(?:no|zero|without)$/;
/** What may stand between a negator and the noun of an absence ("never had a single ...", "haven't seen any ...", "without any ..."). */
const DETERMINER_WORD = /^(?:any|a|an|real|major|big|serious|further|more)$/;
/** The words of that path that make it a denial of a thing rather than of an adjective ("not a bad game"). */
const ABSENCE_MARKER = /^(?:have|has|had|having|get|got|gotten|see|seen|saw|experience|experienced|encounter|encountered|notice|noticed|one|single)$/;

/**
 * An absence of something bad: a negative word denied by "no", "zero" or "without" ("no issues so
 * far", "zero problems", "without a hitch"), by a negator reaching it over have/see verbs and
 * determiners ("never had a single outage", "haven't had any problems", "not a single bug"), or by
 * "nothing" as the subject of a bad verb ("nothing broke"). Unlike a negated negative adjective
 * ("not bad", lukewarm at best), saying that a problem did not occur is a mild positive.
 * `k` is the negator's index, `i` the negative word's.
 */
export function isAbsence(toks: readonly Token[], k: number, i: number): boolean {
  // Words negative only by association (a refund) are no problem whose absence is good news.
  if ((lookupValence(toks[i]!.lower) ?? 0) > -0.7) return false;
  const negator = toks[k]!.lower;
  // "no doubt" and "by no means" are idioms of degree, not absence.
  if (negator === 'no' && (toks[k + 1]?.lower === 'doubt' || toks[k - 1]?.lower === 'by')) return false;
  // "no major issues", "zero real problems": one word of the noun phrase may come between
  if (negator === 'no' || negator === 'zero') return true;
  if (negator === 'nothing') return i === k + 1;
  let hadOrSingle = negator === 'without' || negator === 'never';
  for (let j = k + 1; j < i; j++) {
    const w = toks[j]!.lower;
    if (ABSENCE_MARKER.test(w)) hadOrSingle = true;
    else if (!DETERMINER_WORD.test(w)) return false;
  }
  // "not a bad game" negates an adjective; "never had a bad day", "not a single bug" deny a thing
  return i > k + 1 && hadOrSingle;
}

/**
 * A verb of ceasing right before a gerund denies it as "no longer" does: "the app stopped
 * crashing", "I stopped worrying" (VADER reads the failure as if it still held). Only the gerund:
 * "stopped working" stays a loss, since "working" has no valence to deny.
 */
const CEASE_VERB = /^(?:stop|stops|stopped|stopping|quit|quits|ceased|ceases)$/;
export function ceasesAt(toks: readonly Token[], k: number, i: number): boolean {
  return i === k + 1 && CEASE_VERB.test(toks[k]!.lower) && !toks[k]!.clauseEnd && /^[a-z]{3,}ing$/.test(toks[i]!.lower);
}

/** What came before what a customer has now ("the old version", "the previous layout"); not "last", which is as often the latest. */
const FORMER_WORD = /^(?:old|older|previous|original|former|earlier|prior)$/;
const FORMER_VERB = /^(?:was|were|felt|seemed|looked|ran|worked|loaded)$/;
const FORMER_DEGREE = /^(?:much|far|way|so|loads|miles|lots|heaps)$/;
/**
 * Token i judges, as a comparative, what came before: "The old version was better", "the previous
 * layout was much easier to use", "the original app ran faster", "the old one was more intuitive".
 * Said of the past, it judges what replaced it the other way ("the old app was worse" praises the
 * new one), so its valence turns.
 */
export function formerComparedAt(toks: readonly Token[], i: number): boolean {
  let k = i - 1;
  const l = toks[i]!.lower;
  if (k >= 0 && toks[k]!.lower === 'more' && !toks[k]!.clauseEnd) k--;
  else if (!/^(?:better|worse|[a-z]{3,}er)$/.test(l) || /^(?:never|ever|after|over|under|other|rather|either|neither|whether|however|together|forever|whatever)$/.test(l)) return false;
  if (k >= 0 && FORMER_DEGREE.test(toks[k]!.lower) && !toks[k]!.clauseEnd) k--;
  if (k < 2 || !FORMER_VERB.test(toks[k]!.lower) || toks[k]!.clauseEnd) return false;
  for (let j = k - 1; j >= 0 && j >= k - 4; j--) {
    if (toks[j]!.clauseEnd) return false;
    if (FORMER_WORD.test(toks[j]!.lower)) return true;
  }
  return false;
}

/** Being or getting accustomed ("I'm used to the old layout"), not the habitual past. */
const ACCUSTOMED_BEFORE = /^(?:be|been|being|am|is|are|was|were|'m|im|get|gets|got|gotten|getting|become|becoming|grow|grew|growing)$/;
/**
 * "used to" of the habitual past says that what follows no longer holds: "It used to be fast" is a
 * loss and "I used to dread payroll day" a relief, as "no longer" would say them. `k` is "to".
 */
export function usedToAt(toks: readonly Token[], k: number): boolean {
  if (toks[k]!.lower !== 'to' || k < 1 || toks[k - 1]!.lower !== 'used' || toks[k - 1]!.clauseEnd || toks[k]!.clauseEnd) return false;
  const before = k >= 2 && !toks[k - 2]!.clauseEnd ? toks[k - 2]!.lower.replace(/[’]/g, "'") : '';
  // "the tool I used to track expenses" uses it; a habit follows a subject ("I used to", "it used to").
  return !ACCUSTOMED_BEFORE.test(before) && !/'m$|'re$|'s$/.test(before) && !(toks[k + 1]?.lower === 'it' || toks[k + 1]?.lower === 'them');
}

/** Valence of an obligation ("had to", "need to"): a burden, whose denial is a relief ("never had to chase them"). */
export const OBLIGATION_VALENCE = -1.3;
const OBLIGATION_VERB = /^(?:have|has|had|having|need|needs|needed|needing)$/;
/**
 * Token i is the "to" of an obligation denied before it ("didn't have to wait", "no longer need to
 * export", "without having to call"), followed by a verb with no valence of its own (a bad verb is
 * denied by the negator itself: "don't have to worry").
 */
export function deniedObligationAt(toks: readonly Token[], i: number): boolean {
  if (toks[i]!.lower !== 'to' || i < 2 || toks[i]!.clauseEnd || toks[i - 1]!.clauseEnd || !OBLIGATION_VERB.test(toks[i - 1]!.lower)) return false;
  const next = toks[i + 1];
  if (!next || next.lower === 'be' || (lookupValence(next.lower) ?? 0) < 0) return false;
  for (let k = i - 2; k >= 0 && k >= i - 3; k--) {
    if (toks[k]!.clauseEnd) return false;
    if (isNegator(toks[k]!) || noLonger(toks, k) || toks[k]!.lower === 'without') return true;
  }
  return false;
}

/** Token i is what one has or needs to do ("have to worry", "need to chase"). */
export function obligedAt(toks: readonly Token[], i: number): boolean {
  return i >= 2 && toks[i - 1]!.lower === 'to' && OBLIGATION_VERB.test(toks[i - 2]!.lower);
}

/** An activity there is no more of: "No more waiting in line", "no more chasing invoices". */
export function noMoreActivityAt(toks: readonly Token[], i: number): boolean {
  return i >= 2 && toks[i - 1]!.lower === 'more' && toks[i - 2]!.lower === 'no' && !toks[i - 2]!.clauseEnd && !toks[i - 1]!.clauseEnd && /^[a-z]{3,}ing$/.test(toks[i]!.lower) && lookupValence(toks[i]!.lower) === null;
}

/** Whether token i says that something went away: "the lag is gone", "my back pain disappeared", "the errors went away". */
export const GONE_AUX = /^(?:is|are|was|were|'s|has|have|had|all|now|finally|completely|totally|just|basically|largely|mostly|virtually|almost|entirely)$/;
export function goneAt(toks: readonly Token[], i: number): boolean {
  const l = toks[i]!.lower;
  if (l === 'disappeared' || l === 'vanished') return true;
  if (l === 'gone') return i > 0 && GONE_AUX.test(toks[i - 1]!.lower) && !toks[i - 1]!.clauseEnd && toks[i + 1]?.lower !== 'up' && toks[i + 1]?.lower !== 'down';
  if (l === 'away') return i > 0 && /^(?:went|gone|goes|go)$/.test(toks[i - 1]!.lower) && !toks[i - 1]!.clauseEnd;
  return false;
}

/** What says that something was expected or feared ("I was worried", "I expected", "I thought it would"). */
export const EXPECTATION_WORD = /^(?:worried|afraid|feared|fearing|scared|nervous|expected|expecting|thought|assumed|assuming|figured|hoped|hoping|sceptical|skeptical|dreaded|suspected|warned|told)$/;
/**
 * After "but" at toks[b], an elliptical denial that ends the sentence ("but it wasn't", "but they
 * didn't at all"): the index of its last word, else -1.
 */
export function deniedExpectationAfter(toks: readonly Token[], b: number): number {
  let k = b + 1;
  if (!/^(?:it|they|that|this|he|she|nothing)$/.test(toks[k]?.lower ?? '')) return -1;
  k++;
  const w = toks[k]?.lower.replace(/[’']/g, '') ?? '';
  if (/^(?:wasnt|isnt|werent|arent|didnt|doesnt|dont|wont|hasnt|havent)$/.test(w)) k++;
  else if (/^(?:was|is|were|are|did|does|do|has|have)$/.test(w) && /^(?:not|never)$/.test(toks[k + 1]?.lower ?? '')) k += 2;
  else if (w === 'never') k++;
  else return -1;
  while (k < toks.length && /^(?:at|all|really|though|one|bit|even|close|in|the|end|least|a)$/.test(toks[k]!.lower) && !toks[k - 1]!.sentEnd) k++;
  const last = k - 1;
  return toks[last]!.sentEnd || last === toks.length - 1 ? last : -1;
}

/**
 * Burdens a customer is glad to be without, whose words carry no valence of their own (the lexicon
 * has "hassle"; "ads", "paperwork", "fuss" or "drama" are neutral until denied: "No drama." is praise).
 */
export const BURDEN = /^(?:ads|adverts|advertising|advertisements|pop-?ups|popups|fees|charges|commission|paperwork|queues?|queuing|queueing|waiting|spam|upsells?|upselling|lock-?in|nagging|drama|fuss|faff|bother)$/;
/** What may stand between "no" and the burden: "no hidden fees", "no annoying pop-ups". */
export const BURDEN_MODIFIER = /^(?:hidden|extra|annoying|surprise|long|endless|silly|booking|admin|setup|cancellation|transaction)$/;
/** An absent burden weighs as "no hassle" does ("hassle" -1.4, negated). */
export const ABSENT_BURDEN_VALENCE = 1.0;

/** Words of praise that, said alone before a complaint, open sarcasm ("Great, locked out again"). */
export const SARCASTIC_OPENER = /^(?:great|perfect|wonderful|fantastic|brilliant|awesome|nice|lovely|terrific|splendid|marvell?ous|excellent|fabulous|amazing|super|cool|sweet|good|yay)$/;

/** Verbs of doing away with something ("eliminated", "banished"; "killed off" and "wiped out" with their particle). */
export const ENDED_VERB = /^(?:eliminate|eliminates|eliminated|eradicated|banished|removes|removed)$/;

/** Where the subject of a verb ends, going back: a clause's opening word or a verb before it. */
export const SUBJECT_BOUNDARY = /^(?:that|which|who|where|when|while|because|since|as|if|and|but|or|so|is|are|was|were|be|been|has|have|had|said|says|think|thought|after|until|before)$/;

/** Feelings about something ("worried about", "stress over"): when denied, so is what they were about. */
export const FEELING_ABOUT = /^(?:worry|worries|worried|worrying|fear|fears|feared|fearing|dread|dreads|dreaded|dreading|stress|stressed|stressing|panic|panicking|fret|fretting|bother|bothered|bothering|complain|complaining|concern|concerned)$/;

export function isUpper(w: string): boolean {
  return UPPER_RE.test(w);
}

/**
 * Dark adjectives said as degree adverbs before a good quality: "crazy fast", "stupid easy", "scary
 * good", not before anything else ("insane prices" keeps its blame, and so does "stupid design").
 */
export const DARK_DEGREE = /^(?:crazy|insane|stupid|wicked|scary|mad)$/;
const GOOD_QUALITY = /^(?:fast|quick|good|easy|simple|cheap|smooth|accurate|reliable|comfortable|comfy|light|quiet|sharp|bright|clean|responsive|powerful|strong|cheaper|faster|quicker|easier|better)$/;
/** Adjectives of a thing being fit for use, which "perfectly" may stress ("a perfectly valid card"). */
const FIT_ADJECTIVE = /^(?:valid|normal|legit|legitimate|acceptable|usable|functional|working|reasonable|adequate|ordinary|standard|decent|sound|fine|good|healthy|safe|clear|correct|sane|capable|serviceable|intact|new|nice|happy|ok|okay)$/;

/**
 * "perfectly" as a degree before an adjective ("perfectly good", "a perfectly valid card"), not
 * the praise of how something is done ("works perfectly", "fits perfectly in my bag").
 */
export function degreeBeforeAdjective(toks: readonly Token[], i: number): boolean {
  const next = toks[i + 1];
  if (toks[i]!.clauseEnd || next === undefined || next.emoji) return false;
  return FIT_ADJECTIVE.test(next.lower) || GOOD_QUALITY.test(next.lower);
}

/** Verbs that refuse, remove or spoil a thing. */
const REFUSAL_VERB = /^(?:reject(?:s|ed|ing)?|refus(?:es|ed|ing|e)|declin(?:es|ed|ing|e)|den(?:y|ies|ied|ying)|block(?:s|ed|ing)?|delet(?:es|ed|ing|e)|remov(?:es|ed|ing|e)|cancel(?:s|led|ed|ling|ing)?|void(?:s|ed|ing)?|flag(?:s|ged|ging)?|los(?:es|ing|e)|lost|ruin(?:s|ed|ing)?|wast(?:es|ed|ing|e)|bin(?:s|ned|ning)?|trash(?:es|ed|ing)?|overwr(?:ote|ites|itten|ite|iting)|wip(?:es|ed|ing|e))$/;

/**
 * "support" as what a product can do with a named thing ("we plan to support SAML", "it supports
 * Safari", "now supports Apple Pay"): a capability, no praise (+1.7 in the lexicon, for the help
 * and backing people give: "they support us well", "we fully support this decision" keep it).
 * Denied ("doesn't support Safari") it keeps its valence, which the negator turns: a lack.
 */
export function supportsAThing(toks: readonly Token[], i: number): boolean {
  const l = toks[i]!.lower;
  if ((l !== 'support' && l !== 'supports' && l !== 'supporting') || i === 0 || toks[i]!.clauseEnd || negatedBefore(toks, i)) return false;
  const next = toks[i + 1]?.raw ?? '';
  return next !== 'I' && /^(?:[A-Z][A-Za-z0-9]*|[A-Z0-9]{2,}s?)$/.test(next);
}

/** A role in an account ("our champion left the company", "the champion moved on"): a person's part, no praise. */
export function championAsRole(toks: readonly Token[], i: number): boolean {
  if (toks[i]!.lower !== 'champion' || toks[i]!.clauseEnd) return false;
  const before = i > 0 && !toks[i - 1]!.clauseEnd ? toks[i - 1]!.lower : '';
  const next = toks[i + 1]?.lower ?? '';
  return (before === '' || /^(?:our|their|the|internal|main|key|new|former|exec|executive|its)$/.test(before)) && /^(?:left|leaves|leaving|quit|quits|moved|moves|changed|retired|resigned|went|is|was|has|had)$/.test(next);
}

/**
 * A good word said of what a verb refuses, removes or spoils ("rejects a perfectly valid card",
 * "declined my perfectly good card", "deleted a fine photo"): it says how wrong the verb was, no
 * praise.
 */
export function praisedObjectOfRefusal(toks: readonly Token[], i: number): boolean {
  if (toks[i]!.clauseEnd || toks[i + 1] === undefined) return false;
  let j = i - 1;
  while (j >= 0 && !toks[j]!.clauseEnd && BOOSTERS.has(toks[j]!.lower)) j--;
  if (j < 1 || toks[j]!.clauseEnd || toks[j - 1]!.clauseEnd || !DETERMINER.test(toks[j]!.lower)) return false;
  return REFUSAL_VERB.test(toks[j - 1]!.lower);
}

export function darkDegreeAt(toks: readonly Token[], i: number): boolean {
  const next = toks[i + 1];
  if (toks[i]!.clauseEnd || next === undefined || next.emoji) return false;
  return GOOD_QUALITY.test(next.lower) || (lookupValence(next.lower) ?? 0) > 0;
}

/**
 * True when token i is used as a degree adverb, i.e. it modifies a following word in its clause
 * ("super fast", "seriously broken"). A booster that is also a lexicon word keeps its own valence
 * when it stands alone ("Seriously?", "Super!", "Truly.").
 */
export function intensifies(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  if (t.clauseEnd || i + 1 >= toks.length) return false;
  return !toks[i + 1]!.emoji;
}

/**
 * How long something lasts or takes is good or bad by what it is: "long battery life" and "the
 * wait was long" say opposite things with one word. A thing that should last (a battery, its
 * charge, a warranty, "battery life", "talk time") is praised as long and blamed as short; a wait
 * (a delay, a queue, "load times", "the shipping time") the other way round. "long" and "short"
 * have no valence of their own (nor in VADER), so without such a thing nearby they keep none.
 */
const LASTING_ASPECT = /^(?:battery|batteries|charge|lifespan|warranty|standby|runtime|run-time)$/;
/** What makes "life" the life of a thing ("battery life", "shelf life"), not a person's life. */
const LASTING_LIFE_OWNER = /^(?:battery|bulb|shelf|blade|filter|lamp|useful|service|product|tire|tyre|brush|cartridge|toner|ink)$/;
/** What makes "time" a time a thing keeps going ("talk time", "battery time"). */
const LASTING_TIME_OWNER = /^(?:battery|talk|play|playback|playing|run|standby|recording|listening|usage|use)$/;
const WAITING_ASPECT = /^(?:wait|waits|waiting|delay|delays|lag|queue|queues|lines|downtime|boot|startup|start-up|load|loading|response|turnaround|lead|hold|shipping|delivery|processing|charging|download|install|installation|setup|transit)$/;
/** Degree words between an adjective and its copula ("the battery life is really short", "the fan is very quiet"); subjectAspect reads over them. */
const SUBJECT_DEGREE = /^(?:very|really|so|quite|pretty|extremely|incredibly|super|a|bit|little|fairly|rather|way|much|even|still|also|always|actually|ridiculously|insanely|too|not|no|any|now|lot|far|considerably|significantly|noticeably|slightly|somewhat)$/;
/** A copula (or, for a duration, "last") before an adjective: what stands before is the subject ("Battery life on the new model is much longer"). */
const SUBJECT_COPULA = /^(?:is|are|was|were|be|been|being|seems?|seemed|feels?|felt|gets?|got|getting|gotten|become|becomes|became|isn't|aren't|wasn't|weren't|lasts?|lasted|lasting)$/;
const LAST_VERB = /^(?:last|lasts|lasted|lasting)$/;
export const LONG_OR_SHORT = /^(?:long|longer|short|shorter|forever)$/;
/** On VADER's scale, as "lasting" praise or complaint; about "durable" 1.3 and "slow" -1.3. */
const DURATION_VALENCE = 1.4;

/** +1 for a thing that should last at token k, -1 for a wait, 0 for neither. */
function durationAspect(toks: readonly Token[], k: number): number {
  const w = toks[k]!.lower;
  const before = k > 0 && !toks[k - 1]!.clauseEnd ? toks[k - 1]!.lower : '';
  if (LASTING_ASPECT.test(w)) return WAITING_ASPECT.test(toks[k + 1]?.lower ?? '') ? -1 : 1;
  if (w === 'life') return LASTING_LIFE_OWNER.test(before) ? 1 : 0;
  if (w === 'time' || w === 'times') return LASTING_TIME_OWNER.test(before) ? 1 : WAITING_ASPECT.test(before) ? -1 : 0;
  return WAITING_ASPECT.test(w) ? -1 : 0;
}

/**
 * The valence of "long", "short" (and their comparatives) or "forever" at token i, by the thing it
 * measures: the noun right after it ("short battery life", "long wait times") or the subject before
 * it, over a copula, degree words and "last" ("the battery life is short", "the battery lasts a
 * long time"). "forever" only after "last" ("lasts forever"), where "it" or "this" is the thing
 * bought. Null when there is no such thing ("a long day", "it took a long time").
 */
export function durationValence(toks: readonly Token[], i: number): number | null {
  const l = toks[i]!.lower;
  const sign = l.startsWith('short') ? -1 : 1;
  if (l === 'forever' && !LAST_VERB.test(toks[i - 1]?.lower ?? '')) return null;
  if (l !== 'forever' && !toks[i]!.clauseEnd) {
    let aspect = i + 1 < toks.length ? durationAspect(toks, i + 1) : 0;
    if (aspect === 0 && i + 2 < toks.length && !toks[i + 1]!.clauseEnd && /^(?:life|time|times)$/.test(toks[i + 2]!.lower)) aspect = durationAspect(toks, i + 2);
    if (aspect !== 0) return sign * aspect * DURATION_VALENCE;
  }
  const aspect = subjectAspect(toks, i, durationAspect, true);
  return aspect === 0 ? null : sign * aspect * DURATION_VALENCE;
}

/**
 * The aspect (`aspectOf`: +1, -1, 0) of the subject an adjective at token i is said of: back over
 * degree words to a copula (or, with `lasting`, "last"), then over the subject to its thing ("the
 * battery life is really short", "Battery life on the new model is much longer"). With `lasting`,
 * "it lasts" and "this lasts" are a thing that should last ("it lasts forever"). 0 when there is
 * none.
 */
function subjectAspect(toks: readonly Token[], i: number, aspectOf: (toks: readonly Token[], k: number) => number, lasting = false): number {
  let subject = false;
  for (let k = i - 1; k >= 0 && k >= i - 8 && !toks[k]!.clauseEnd; k--) {
    const aspect = aspectOf(toks, k);
    if (aspect !== 0) return subject ? aspect : 0;
    const w = toks[k]!.lower;
    if (subject) {
      if (lasting && LAST_VERB.test(toks[k + 1]!.lower) && /^(?:it|this|they|these|mine|one)$/.test(w)) return 1;
    } else if (SUBJECT_COPULA.test(w) && (lasting || !LAST_VERB.test(w))) subject = true;
    else if (!SUBJECT_DEGREE.test(w) && !/^(?:have|has|had)$/.test(w)) return 0;
  }
  return 0;
}

/** What shows a picture: sharp is praise of it ("sharp pictures"), not of an edge or a drop. */
const VISUAL_THING = /^(?:pictures?|photos?|images?|shots?|screens?|displays?|text|video|videos|details?|lens|lcd|prints?|resolution|footage)$/;
/** What is meant to be heard: loud is praise of it, quiet blame. */
const SOUND_THING = /^(?:speakers?|speakerphone|volume|ringer|ring|ringtone|sound|audio|earpiece|alarm|bass|music|headphones|earbuds|mic|microphone)$/;
/** What is heard without wanting to: loud is blame of it, quiet praise. */
const NOISE_THING = /^(?:fan|fans|motor|engine|compressor|pump|fridge|refrigerator|vacuum|dishwasher|washer|dryer|printer|noise|hum|keyboard|keys|neighbors|neighbours|street|traffic|room|rooms|ac|unit|machine|blender|clicks?)$/;
/** Adjectives whose praise or blame is the thing's: what they praise and blame, and how much (VADER's scale). */
const THING_QUALITIES: ReadonlyMap<string, { praises: RegExp; blames?: RegExp; valence: number }> = new Map([
  ['sharp', { praises: VISUAL_THING, valence: 1.3 }],
  ['sharper', { praises: VISUAL_THING, valence: 1.3 }],
  ['loud', { praises: SOUND_THING, blames: NOISE_THING, valence: 1.2 }],
  ['louder', { praises: SOUND_THING, blames: NOISE_THING, valence: 1.2 }],
  ['quiet', { praises: NOISE_THING, blames: SOUND_THING, valence: 1.2 }],
  ['quieter', { praises: NOISE_THING, blames: SOUND_THING, valence: 1.2 }],
]);

/**
 * The valence of an adjective whose praise or blame depends on the thing ("sharp pictures" but "a
 * sharp drop", "the speaker is loud" but "the fan is loud"): the noun right after it, or the
 * subject before a copula. Null without such a thing.
 */
export function thingQualityValence(toks: readonly Token[], i: number): number | null {
  const quality = THING_QUALITIES.get(toks[i]!.lower);
  if (quality === undefined) return null;
  const aspectOf = (ts: readonly Token[], k: number) => (quality.praises.test(ts[k]!.lower) ? 1 : quality.blames?.test(ts[k]!.lower) ? -1 : 0);
  const aspect = !toks[i]!.clauseEnd && i + 1 < toks.length && aspectOf(toks, i + 1) !== 0 ? aspectOf(toks, i + 1) : subjectAspect(toks, i, aspectOf);
  return aspect === 0 ? null : aspect * quality.valence;
}

/** Degree words before a comparative ("much clearer", "a lot smoother"). */
const COMPARATIVE_DEGREE = /^(?:much|far|way|even|slightly|somewhat|considerably|significantly|noticeably)$/;

/**
 * A comparative in -er of a lexicon adjective ("clearer than my old player", "much smoother"):
 * its adjective's valence. Only before "than" or after a degree word, where the -er word is sure
 * to be a comparative and not a noun ("player", "killer", "cleaner"). -ier forms are lookupValence's.
 */
export function comparativeValence(toks: readonly Token[], i: number): number | null {
  const l = toks[i]!.lower;
  if (l.length < 5 || !l.endsWith('er') || l.endsWith('ier')) return null;
  const before = i > 0 && !toks[i - 1]!.clauseEnd ? toks[i - 1]!.lower : '';
  // "a lot", "a bit", "a little" as degree words; not "any player", "no cleaner"
  const degree = COMPARATIVE_DEGREE.test(before) || (/^(?:lot|bit|little)$/.test(before) && toks[i - 2]?.lower === 'a');
  const comparative = (toks[i + 1]?.lower === 'than' && !toks[i]!.clauseEnd) || degree;
  if (!comparative) return null;
  const stem = l.slice(0, -2);
  const lex = getLexicon();
  return lex.get(stem) ?? lex.get(stem + 'e') ?? (stem.at(-1) === stem.at(-2) ? lex.get(stem.slice(0, -1)) : undefined) ?? null;
}

/** What a thing suffers when it is flimsy: "scratches easily", "tears easily", "tips over easily". */
export const DAMAGED_EASILY =
  'scratch(?:es|ed)?|scuff(?:s|ed)?|break(?:s)?|broke|tears?|tore|stains?|stained|chips?|chipped|cracks?|cracked|dents?|dented|rips?|ripped|snaps?|snapped|bends?|bent|wrinkles?|wrinkled|smudges?|smudged|fades?|faded|tips? over|tipped over|falls? apart|fell apart|falls? off|fell off|comes? off|came off|comes? loose|came loose|pops? off|popped off|wears? out|wore out|peels?|peeled|overheats?|overheated|gets? (?:dirty|scratched|stained|damaged|tangled)|got (?:dirty|scratched|stained|damaged|tangled)';
/** What a battery or a supply does when it does not last: "the battery drains quickly", "dies fast". */
const DEPLETES = 'drains?|drained|dies|died|runs? (?:out|down|dry)|ran (?:out|down|dry)|goes flat|went flat|discharges?|discharged|wears? (?:out|down)|wore (?:out|down)|fills? up|filled up';
/** "easily" after damage, "quickly" or "fast" after damage or depletion: how soon it gives way, not ease or speed. */
export const SPEED_OF_HARM = /^(?:easily|quickly|fast|rapidly)$/;
/** By analogy with "flimsy" -1.4, damped: the damage word itself is often not a lexicon word. */
export const EASILY_DAMAGED_VALENCE = -1.0;
const HARMED_SOON_BEFORE_RE = new RegExp(String.raw`\b(?:${DAMAGED_EASILY}|${DEPLETES})(?:\s+(?:very|really|so|too|way too|quite|pretty|far too))?$`);
const DAMAGED_EASILY_BEFORE_RE = new RegExp(String.raw`\b(?:${DAMAGED_EASILY})(?:\s+(?:very|really|so|too|way too|quite|pretty|far too))?$`);

/**
 * "easily" after what damages a thing ("scratches easily", "tears way too easily") says how flimsy
 * it is, not how easy it is to use, and "quickly" or "fast" after damage or depletion ("the battery
 * drains quickly", "dies fast") how soon it gives way, not speed: a mild negative instead of the
 * lexicon's praise. `i` is the word's index.
 */
export function harmedSoon(toks: readonly Token[], i: number): boolean {
  let before = '';
  for (let k = i - 1; k >= 0 && k >= i - 4 && !toks[k]!.clauseEnd; k--) before = `${toks[k]!.lower} ${before}`;
  before = before.trimEnd();
  return toks[i]!.lower === 'easily' ? DAMAGED_EASILY_BEFORE_RE.test(before) : HARMED_SOON_BEFORE_RE.test(before);
}

/** Lexicon words with a frequent function-word reading that carries no sentiment. */
export const POLYSEMOUS: ReadonlySet<string> = new Set(['like', 'well', 'pretty', 'kind', 'kinds', 'issue', 'issues', 'support', 'fan', 'top', 'rocks', 'plenty', 'alone', 'promised', 'gift', 'gifts', 'alert', 'alerts', 'credit', 'credits', 'original', 'dead', 'saving', 'savings', 'smart', 'stop', 'stops', 'block', 'blocks', 'rape']);
const ISSUE_OPENER = /^(?:no|zero|any|single|an|few|minor|major|serious|big|technical|several|many|ongoing|persistent|recurring|constant|known)$/;
const SUBJECT_PRONOUN = /^(i|we|they|you|u|he|she|who|me|people|i'd|id|we'd|you'd|they'd|i'll|we'll|you'll|they'll|ya|ppl)$/;
const VERB_AUX = /^(would|wd|will|'d|do|does|did|dont|don't|doesnt|doesn't|didnt|didn't|wont|won't|wouldnt|wouldn't|might|may|could|should|to|must|can|cant|can't|not|never)$/;
const VERB_ADVERB = /^(really|totally|just|still|also|actually|definitely|truly|kinda|always|genuinely|sorta|especially|particularly|so|too|all|both|even|only)$/;
/**
 * Words of turning to someone, before "to" + the noun "support" ("calls to support", "reached out to
 * support"); not "going to", "a request to", after which "support" is the verb ("going to support you").
 */
const CONTACTED_TO = /^(?:calls?|called|calling|emails?|e-mails?|emailed|messages?|messaged|wrote|written|write|writing|talked|talk|talking|spoke|speak|speaking|spoken|out|escalated|escalate|tickets?|complaints?|sent|send|sending|replies|reply|replied|reported|report|forwarded|transferred|referred|chats?|letter|question|questions)$/;
const DETERMINER = /^(this|that|these|those|what|which|a|the|some|any|every|all|one|same|different|another|my|your|our|their|his|her|its|no|whatever|other|two|many|most|several|various)$/;

/**
 * Part-of-speech style disambiguation from the neighbouring tokens (cheap, generic English
 * syntax, no tagger): is token i the sentiment-bearing reading of a polysemous word?
 *   like:   verb after a subject pronoun / auxiliary / modal ("I like", "would like", "doesn't
 *           like", "I really like") or before "to"; otherwise preposition/filler ("seems like",
 *           "like a", "in like ages").
 *   well:   not in "as well" or as a clause-initial interjection ("Well, ...").
 *   pretty: adjective unless it modifies a following sentiment word or degree word ("pretty
 *           good", "pretty much/sure").
 *   kind:   adjective unless it is the noun after a determiner ("this kind", "all kinds").
 *   support: a verb after a subject, auxiliary or "please" ("we support", "would support"), else
 *           the noun of customer feedback ("contacted support", "the support team"), no sentiment.
 *   gift:   a talent or godsend ("a gift to the world"), not a present ("as a gift", "gift card").
 *   promised: a promise kept ("as promised"), not one reported.
 *   alert:  watchful after a copula or a degree word ("stay alert"), else the notice ("push alerts").
 *   credit: recognition ("give them credit"), not money on an account ("store credit").
 *   original: inventive after a copula or a degree word, not the first one ("the original card").
 *   dead:   lifeless, not the British intensifier ("dead easy", "held it dead flat").
 *   saving: money or time kept, not "daylight saving"; smart: clever, not a kind of device ("smart home").
 *   stop, block: the verb, not the place ("the bus stop", "the block of flats"); rape: not the crop ("oilseed rape").
 *   issue:  a problem when one is had or denied ("an issue with", "no issues", "major issues"),
 *           otherwise a topic ("the issue is", "on the issue of") or an edition.
 */
export function isContentReading(toks: readonly Token[], i: number): boolean {
  const t = toks[i]!;
  const prev = i > 0 && !toks[i - 1]!.clauseEnd ? toks[i - 1]!.lower : '';
  const next = !t.clauseEnd && i + 1 < toks.length ? toks[i + 1]!.lower : '';
  switch (t.lower) {
    case 'like': {
      if (next === 'to') return true;
      if (!prev) return false;
      if (SUBJECT_PRONOUN.test(prev) || VERB_AUX.test(prev)) return true;
      if (VERB_ADVERB.test(prev) && i >= 2 && !toks[i - 2]!.clauseEnd) {
        const pp = toks[i - 2]!.lower;
        return SUBJECT_PRONOUN.test(pp) || VERB_AUX.test(pp);
      }
      return false;
    }
    case 'well':
      if (prev === 'as') return false;
      if (!prev && t.clauseEnd && next === '' && i + 1 < toks.length) return false;
      return true;
    case 'pretty':
      if (!next) return true;
      if (/^(much|sure|well|far|close|soon|often|similar|clear|obvious|big|small|large|long|short|old|new|high|low|fast|slow|early|late|heavy|light|loud|quiet|simple|basic|standard|typical|normal|average|quick|cheap|expensive|hard|easy|full|empty|busy|thin|thick|tall|wide|deep)$/.test(next)) return false;
      return lookupValence(next) === null;
    case 'kind':
    case 'kinds':
      if (t.lower === 'kinds') return false;
      return !DETERMINER.test(prev);
    case 'support':
      // the verb ("we support", "please support", "would support", "Support our team"), not the
      // noun of customer feedback ("contacted support", "the support team", "Support was slow")
      if (!prev) return /^(?:our|your|the|this|these|local|small|us|me|them|him|her|it)$/.test(next);
      // "three calls to support", "I wrote to support", "escalated to support": where one turned
      if (prev === 'to' && i >= 2 && !toks[i - 2]!.clauseEnd && CONTACTED_TO.test(toks[i - 2]!.lower)) return false;
      return SUBJECT_PRONOUN.test(prev) || VERB_AUX.test(prev) || /^(?:please|pls|and|fully|strongly|always|totally|really|also|continue|continues|to)$/.test(prev);
    case 'fan':
      // a person who likes something ("a big fan of", "a horror fan"), not the part that cools a
      // device ("the fan is loud", "the cooling fan", "fan noise")
      return !/^(?:the|its|cooling|ceiling|desk|exhaust|cpu|case|laptop|internal|electric|noisy|loud|tower|box|pedestal|bathroom|kitchen|radiator)$/.test(prev) && !/^(?:noise|noises|speed|speeds|blade|blades|motor|kicks|spins|runs|running|ran|turns|never|constantly|always|is|was|makes|made|starts|started|stops|stopped|sounds|whines|rattles|vent|vents|grill|grille)$/.test(next);
    case 'stop':
    case 'stops':
      // the verb ("it stops working", "please stop"), not the place a bus calls at or a halt ("the
      // bus stop", "two stops away", "a pit stop", "the next stop")
      if (next === 'away') return false;
      // ("that stops short", "this stops it": a pronoun before the verb, not a determiner of the plural)
      if (t.lower === 'stops' && (prev === 'that' || prev === 'this')) return true;
      return !/^(?:bus|tram|train|coach|pit|next|last|first|final|nearest|each|every|the|a|an|my|our|your|her|his|their|this|that|these|those|two|three|four|five|six|seven|eight|nine|ten|one|few|several|many|request|same|right|wrong|dark|main|\d+)$/.test(prev);
    case 'block':
    case 'blocks':
      // the verb ("they block my number", "it blocks my card") and a bar put on something ("a block
      // on my account"), not a building, a street's length or a piece ("the block of flats", "an
      // office block", "two blocks away", "around the block", "building blocks"; "that" is as often
      // the pronoun before the verb: "trees that block the pavement")
      if (next === 'on' || next === 'against') return true;
      // a course or a stretch of time named by what comes before ("the Tuesday beginner block in March")
      if (/^(?:in|of|at|for|from|away|booking|bookings|session|sessions|course|courses|)$/.test(next) && prev !== '' && !SUBJECT_PRONOUN.test(prev) && !VERB_AUX.test(prev) && !/^(?:please|pls|and|or|it|that|which|who|also|just|always|then|still|even)$/.test(prev)) return false;
      return !/^(?:the|a|an|this|these|those|my|our|your|her|his|their|each|every|next|same|whole|entire|one|two|three|four|five|six|seven|eight|nine|ten|few|several|many|tower|office|apartment|flat|city|cell|engine|building|concrete|wooden|ice|time|calendar|starting|stumbling|toy|\d+)$/.test(prev);
    case 'rape':
      // the crop ("oilseed rape"), not the crime
      return !/^(?:oilseed|seed|oil)$/.test(prev);
    case 'alone':
      // lonely ("I felt alone", "left alone"), not "by itself" ("This feature alone is worth it", "the price alone")
      return !(prev !== '' && !SUBJECT_PRONOUN.test(prev) && !/^(?:all|feel|feels|felt|am|was|were|be|being|been|left|leave|is|are|so|very|completely|totally|home)$/.test(prev) && /^(?:is|was|makes|made|justifies|justified|would|will|worth|pays|sells|costs|cost|takes|took|should|could|can|gives|gave|had|has)$/.test(next));
    case 'plenty':
      // enough of what is wanted ("plenty loud", "plenty fast", "which is plenty"), not a quantity
      // ("plenty of bugs", "plenty to offend everyone", "they'll get plenty")
      if (next === '') return /^(?:is|was|are|were|be|been|that's|it's|thats|its)$/.test(prev);
      return /^(?:loud|big|fast|bright|long|large|strong|sharp|quick|powerful|warm|roomy|clear|smooth|good|enough)$/.test(next);
    case 'rocks':
      // the verb after what it praises ("Spiderman rocks!", "this thing rocks"), not stones ("ice and rocks")
      return prev !== '' && !DETERMINER.test(prev) && !/^(?:and|or|of|with|on|in|into|from|by|at|big|small|sharp|loose|falling|hit|hits|hitting|throw|throws|threw|thrown)$/.test(prev);
    case 'top':
      // a rank ("top quality", "the top choice"), not a place ("on top of", "the top of the unit")
      // nor the verb ("top up my card", "try to top that")
      return !/^(?:of|up|off)$/.test(next) && !/^(?:on|at|from|to|over|off|its|my|your|their|his|her|flip|tank|laptop|desktop)$/.test(prev);
    case 'gift':
    case 'gifts': {
      // a talent or a godsend ("a gift to the world", "she has a gift"), not a present bought or
      // received ("bought it as a gift", "a gift for my wife", "gift card", "gift wrapping")
      const beforePrev = i >= 2 && !toks[i - 2]!.clauseEnd ? toks[i - 2]!.lower : '';
      const afterNext = next !== '' && !toks[i + 1]!.clauseEnd && i + 2 < toks.length ? toks[i + 2]!.lower : '';
      if (/^(?:card|cards|wrap|wrapped|wrapping|box|boxes|set|sets|shop|voucher|vouchers|certificate|certificates|receipt|bag|bags|basket|baskets|idea|ideas|guide|option|options|from)$/.test(next)) return false;
      // "a gift for my wife" (a present), not "a gift for teaching" (a talent)
      if (next === 'for' && (DETERMINER.test(afterNext) || SUBJECT_PRONOUN.test(afterNext) || /^(?:him|her|mom|mum|dad|christmas|xmas|birthdays?|someone|friends?|family|kids?)$/.test(afterNext))) return false;
      return !/^(?:as|birthday|christmas|xmas|anniversary|wedding|housewarming|holiday|free|perfect|nice|lovely|thoughtful)$/.test(prev) && !(/^(?:a|the)$/.test(prev) && /^(?:as|got|bought|buy|received|receive|get|give|gave)$/.test(beforePrev));
    }
    case 'alert':
    case 'alerts':
      // watchful ("stays alert", "the staff were very alert"), not the notice a product sends ("push
      // alerts are late", "an alert for every car", "it alerts me")
      return t.lower === 'alert' && /^(?:is|was|are|were|be|being|been|stay|stays|stayed|staying|remain|remains|remained|keep|keeps|kept|very|so|more|always|fully|mentally|feel|feels|felt|seem|seems|seemed|and)$/.test(prev);
    case 'credit':
    case 'credits':
      // recognition ("give them credit", "credit to the team", "to their credit"), not money on an
      // account ("store credit", "got £5 credit", "refunded in credits")
      return /^(?:give|gives|gave|giving|deserve|deserves|deserved|much|due|full|some|big|huge|their|his|her|your)$/.test(prev) || (t.lower === 'credit' && next === 'to' && i + 2 < toks.length && /^(?:the|their|his|her|your|our|whoever|everyone)$/.test(toks[i + 2]!.lower));
    case 'saving':
    case 'savings':
      // money or time kept ("saving me hours", "great savings"), not the clock ("daylight saving")
      return prev !== 'daylight';
    case 'smart':
      // clever ("a smart design", "so smart"), not a kind of device ("smart home", "smart plug")
      return !/^(?:home|homes|tv|tvs|phone|phones|watch|watches|speaker|speakers|plug|plugs|lock|locks|thermostat|thermostats|device|devices|bulb|bulbs|meter|meters|card|doorbell|doorbells|glasses|fridge|scale|scales|hub|hubs|light|lights|lighting|display|ring|tag|tags|switch|switches)$/.test(next);
    case 'dead':
      // lifeless ("the battery is dead", "a dead pixel"), not the British intensifier ("held it dead
      // flat", "dead easy", "dead on time")
      return !/^(?:flat|easy|simple|straightforward|quick|cheap|on|straight|centre|center|quiet|still|right|set|serious|good|comfy|handy|friendly|helpful|nice|chuffed|pleased|impressed|smooth|reliable|accurate|clear)$/.test(next);
    case 'original':
      // inventive ("very original", "is original", "an original take"), not the first one ("the original card")
      return /^(?:is|was|are|were|so|very|really|quite|truly|refreshingly|wonderfully|highly|most|more|and|incredibly|totally)$/.test(prev);
    case 'promised':
      // a promise kept ("arrived as promised"), not one reported, which feedback tells when it was
      // broken ("I was promised a callback on Monday", "they promised it would ship by Friday")
      return prev === 'as' || next === 'land';
    case 'issue':
    case 'issues':
      // a problem ("no issues so far", "an issue with the export"), not a topic or a magazine's number
      return next === 'with' || (ISSUE_OPENER.test(prev) && next !== 'of');
    default:
      return true;
  }
}

/** Units of time: a word before one measures a length of time ("a full minute"). */
export const TIME_UNIT_RE = /^(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|nights?|weeks?|months?|years?)$/;

/** A derived valence, flipped and damped (VADER's N_SCALAR) by a negator up to 3 tokens before it in its clause. */
export function negatedDerived(toks: readonly Token[], i: number, d: number): number {
  for (let j = 1; j <= 3; j++) {
    const k = i - j;
    if (k < 0) break;
    const p = toks[k]!;
    if (p.clauseEnd) break;
    if (negatesAt(toks, k) || p.lower === 'no') return d * N_SCALAR;
  }
  return d;
}

/** Verbs of falling: "dropped", "fell", "halved"; "down" after "went", "came" or a copula. */
const FALL_VERB = /^(?:drop|drops|dropped|dropping|fell|falls|fall|falling|decreased|decreases|decreasing|halved|halves|shrank|shrunk|shrinks|plummeted|plunged|tumbled|reduced|down)$/;
/**
 * What a customer wants less of, by itself: costs, waiting, errors, complaints. (A "time" or a
 * "rate" only with what it measures: "response times", "churn rate"; not "sales" or "ratings".)
 */
const COST_NOUN = /^(?:costs?|prices?|fees?|charges|surcharges?|penalties|fines|losses|bills?|spend|spending|expenses?|overheads?|premiums?|churn|errors?|mistakes?|complaints?|tickets?|no-shows?|noshows?|returns|cancellations?|downtime|latency|delays?|waits?|queues?|backlog|workload|admin|paperwork|overtime|crashes|bugs|defects?|incidents?|outages?|turnover|absences?|chargebacks?|disputes?|escalations?)$/;
const MEASURE_NOUN = /^(?:times?|rates?)$/;
/** A rate of what a customer wants more of: "conversion rate", "open rates", "response rate" (of replies; a response time is a cost). */
const GAIN_RATE = /^(?:conversion|retention|open|click|click-through|completion|pass|success|approval|satisfaction|renewal|attendance|occupancy|engagement|adoption|uptake|win|collection|reply|response|booking|repeat)$/;
const MEASURED = /^(?:response|wait|waiting|load|loading|processing|turnaround|delivery|handling|resolution|lead|setup|onboarding|checkout|queue|hold|build|page|boot|startup|churn|error|failure|bounce|defect|return|cancellation|no-show|attrition|turnover|abandonment|complaint)$/;
/** Words between a subject and its verb: auxiliaries, degree adverbs. */
const SUBJECT_TO_VERB = /^(?:have|has|had|is|are|was|were|been|all|also|already|just|really|finally|significantly|dramatically|massively|drastically|noticeably|substantially|sharply|steadily|quickly|literally|basically|almost|nearly|even|then|now|since|went|gone|go|goes|came|come|comes|got|get|gets|'s|'ve)$/;

/**
 * What a customer wants less of (costs, waiting, errors: COST_NOUN, or a "time" or "rate" with what
 * it measures) or more of (GAIN_NOUN), as the subject of the verb of change at `i` ("our costs
 * dropped", "response times went down", "bookings are up"): -1, +1, or 0 when it is neither. `i`
 * is a verb of change, or "down"/"up" after "went", "came" or a copula ("is way down"; not "let me
 * down"). A negator between them is skipped: "costs haven't dropped" is read as a fall, and the
 * negator turns it as it turns any valence.
 */
function changedQuantity(toks: readonly Token[], i: number): number {
  let k = i - 1;
  if (toks[i]!.lower === 'down' || toks[i]!.lower === 'up') {
    while (k >= 0 && !toks[k]!.clauseEnd && /^(?:way|well|right|all|significantly|massively|dramatically|much)$/.test(toks[k]!.lower)) k--;
    if (k < 0 || toks[k]!.clauseEnd || !/^(?:went|gone|go|goes|going|came|come|comes|coming|shot|is|are|was|were|'s|'re)$/.test(toks[k]!.lower)) return 0;
    k--;
  }
  while (k >= 0 && !toks[k]!.clauseEnd && (SUBJECT_TO_VERB.test(toks[k]!.lower) || isNegator(toks[k]!))) k--;
  if (k < 0 || toks[k]!.clauseEnd) return 0;
  return wantedChange(toks[k]!.lower, k > 0 && !toks[k - 1]!.clauseEnd ? toks[k - 1]!.lower : undefined);
}

/**
 * Whether a customer wants more (+1) or less (-1) of what `noun` names ("sales", "costs"; a "time"
 * or a "rate" by what it measures, the word `before` it: "response times", "churn rate"), else 0.
 */
export function wantedChange(noun: string, before: string | undefined): number {
  if (GAIN_NOUN.test(noun) || (noun === 'rate' || noun === 'rates') && before !== undefined && GAIN_RATE.test(before)) return 1;
  if (COST_NOUN.test(noun) || (MEASURE_NOUN.test(noun) && before !== undefined && MEASURED.test(before))) return -1;
  return 0;
}

/**
 * A fall of what a customer wants less of ("our costs dropped by half", "response times went
 * down", "churn fell", "tickets are down 30%") is good news, whatever "dropped" is alone (-1.1).
 * `i` is the falling word.
 */
export function costFell(toks: readonly Token[], i: number): boolean {
  return FALL_VERB.test(toks[i]!.lower) && changedQuantity(toks, i) < 0;
}

/** By analogy with "improved" (+1.8), damped: a fall of a cost is good news, told flatly. */
export const COST_FELL_VALENCE = 1.5;

/** Verbs of rising: "doubled", "grew", "went up" ("up" after "went", "came" or a copula; "shot up"). */
const RISE_VERB = /^(?:doubled|tripled|trebled|quadrupled|grew|grown|grows|rose|risen|rises|increased|increases|jumped|jumps|soared|soars|skyrocketed|climbed|climbs|up)$/;
/** What a customer wants more of: sales, bookings, sign-ups (not "orders" or "users", which are as often a load). */
const GAIN_NOUN = /^(?:sales|revenue|revenues|bookings|signups|sign-ups|conversions?|engagement|productivity|retention|leads|subscribers|profits?|profitability|margins?|income|attendance|enrolments?|enrollments?|referrals|upsells?|renewals|repeat|output|efficiency)$/;

/**
 * A rise said of what a customer wants more of ("sales doubled in our first month", "bookings are
 * up 30%") is good news, and of what they want less of ("our costs doubled", "wait times went up")
 * bad: +1 or -1, else 0. `i` is the rising word.
 */
export function quantityRose(toks: readonly Token[], i: number): number {
  return RISE_VERB.test(toks[i]!.lower) ? changedQuantity(toks, i) : 0;
}

const FORM_STEP_VERB = /^(?:accept|accepts|accepted|accepting|agree|agrees|agreed|agreeing|clear|clears|cleared|clearing)$/;
const FORM_STEP_OBJECT = /^(?:terms|conditions|t&cs|ts&cs|tos|cookies|cookie|policy|agreement|eula|disclaimer|invite|invitation|prompt|popup|pop-up|dialog|dialogue|cart|basket|cache|history|filters?|form|fields?|search|selection|notifications?|browser|data|queue|inbox)$/;

/**
 * A step taken in a form, a shop or a browser ("until you accept the terms", "agree to the
 * cookies", "I cleared my cart and started again"), or input a program accepts: no approval, no relief.
 */
export function formStep(toks: readonly Token[], i: number): boolean {
  if (!FORM_STEP_VERB.test(toks[i]!.lower) || toks[i]!.clauseEnd) return false;
  // What software accepts is input, not approval: "the booking page accepted a date in the past".
  if (/^accept/.test(toks[i]!.lower) && i > 0 && !toks[i - 1]!.clauseEnd && /^(?:page|form|app|system|site|website|field|checkout|portal|api|server|validation|validator|terminal|machine|reader|scanner)$/.test(toks[i - 1]!.lower)) return true;
  let k = i + 1;
  if (toks[k]?.lower === 'to' && /^agree/.test(toks[i]!.lower) && !toks[k]!.clauseEnd) k++;
  if (/^(?:the|my|our|your|all|their|his|her|these|those|this)$/.test(toks[k]?.lower ?? '') && !toks[k]!.clauseEnd) k++;
  if (toks[k] && !toks[k]!.clauseEnd && /^(?:new|privacy|cookie|shopping|browser|search|app|user|updated|latest|whole)$/.test(toks[k]!.lower)) k++;
  return FORM_STEP_OBJECT.test(toks[k]?.lower ?? '');
}

const CREATE_VERB = /^(?:create|creates|created|creating|generate|generates|generated|generating|make|makes|made|making|add|adds|added|adding)$/;
const UNWANTED_MADE = /^(?:duplicate|duplicates|duplicated|double|doubles|extra|ghost|phantom|blank|empty|bogus|junk|spurious|stray|wrong|incorrect|random|fake)$/;

/**
 * Making what nobody wanted ("keeps creating duplicate bookings", "generates blank pages", "adds
 * extra line items"): no praise in "creating" (+1.2), whatever it is alone.
 */
export function madeUnwanted(toks: readonly Token[], i: number): boolean {
  if (!CREATE_VERB.test(toks[i]!.lower)) return false;
  for (let k = i + 1; k <= i + 3 && k < toks.length && !toks[k - 1]!.clauseEnd; k++) if (UNWANTED_MADE.test(toks[k]!.lower)) return true;
  return false;
}
