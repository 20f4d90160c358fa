/**
 * Sentiment scoring.
 *
 * Stage 1 (rules): a re-implementation of VADER's valence rules (Hutto & Gilbert 2014) over our
 * own fast tokenizer, with generic repairs of known weaknesses of the npm port: emoji, "no X"
 * negation, negation that does not cross clause boundaries, contractions without apostrophes,
 * elongated words ("sooo gooood"), simple inflection fallback for out-of-lexicon words,
 * multi-word lexicon entries, "but"/"however" contrast applied per sentence, concessive clauses,
 * negation scope that stops at another sentiment word, laughter and emoticons outside negation.
 *
 * Stage 2 (learned): a small linear model with a tanh link over generic lexicon-derived features
 * (see FEATURE_NAMES), trained by scripts/train-sentiment.ts. Without evidence (no sentiment-bearing
 * token) the score is exactly 0 (no bias term). All features are odd in the valences, so the model
 * is polarity-symmetric. Negated negative words ("not bad") are kept out of the rule score and
 * reach the model only through the negated-valence feature. Words the lexicon lacks may carry a
 * derived valence (predicted from word vectors, see scripts/train-lexicon.ts); those reach the
 * model only through the two derived-valence features, never the rule score.
 *
 * How the text is read word by word is words.ts; the constructions around a word that change what
 * it says (negation, wishes, remedies, durations, ...) are constructions.ts; here, the features,
 * the rule score and the model.
 */
import {
  B_DECR, B_INCR, BOOSTERS, C_INCR, CLAUSE_FINAL_IDIOMS, CONCESSIVE, CONTRAST, getDerivedValences, getLexicon, IDIOMS,
  INTERJECTION_RE, IRREALIS, N_SCALAR,
} from './lexicon.js';
import { SENTIMENT_MODEL } from './model/sentiment-weights.js';
import {
  coordinatedWithName, COORDINATOR, EXCESS_KEEPS_PRAISE, HAS_LETTER_RE, isUiLabel, lookupValence, NAME_PREPOSITIONS,
  namedBetweenArticleAndNoun, NOT_EXCESS, REACH_FILLERS, speakersState, type Token, tokenize, TOO_EXCESS,
} from './words.js';
import {
  ABSENT_BURDEN_VALENCE, ADVICE_VERB, BURDEN, BURDEN_MODIFIER, ceasesAt, chargesAsVerb, comparativeValence,
  costFell, COST_FELL_VALENCE, formStep, madeUnwanted, quantityRose, couldBeMore, onlyHedgeFollows, COUNTERFACTUAL_VERB, counterfactualWish, DARK_DEGREE, darkDegreeAt, deniedExpectationAfter,
  deniedObligationAt, deniesCopula, DETERMINER_NEGATOR, disbelief, durationValence, EASILY_DAMAGED_VALENCE, ENDED_VERB,
  EXPECTATION_WORD, FAILURE_VERB, FEELING_ABOUT, GONE_AUX, goneAt, HARD_TASK, HARD_TASK_VALENCE, harmedSoon,
  IDIOM_MAX_WORDS, intensifies, introducesCounterfactual, isAbsence, isContentReading, isNegator, isUpper,
  LONG_OR_SHORT, negatedBefore, negatedComparative, negatedDerived, negatedPerfectDegree, negatesAt, noLonger,
  noMoreActivityAt, NOT_ENOUGH_VALENCE, NOT_SO_MUCH_VALENCE, OBLIGATION_VALENCE, obligedAt, opensContrast, POLYSEMOUS,
  championAsRole, degreeBeforeAdjective, formerComparedAt, namesAThing, praisedObjectOfRefusal, preventedByExcess, REFUSE_COMPOUND, remediedProblem, REPURCHASE_VALENCE, repurchaseIntent, SARCASTIC_OPENER,
  savedAsAction, scarcelyAt, SPEED_OF_HARM, STANCE_ADVERBS, STRAIGHT_AS_DIRECTLY, SUBJECT_BOUNDARY,
  supportsAThing, thingQualityValence, TIME_UNIT_RE, unrealisedAt, usedToAt, watchedForTrouble,
} from './constructions.js';

export interface SentimentFeatures {
  /** VADER-style compound in [-1, 1] from the repaired rules */
  compound: number;
  /** raw valence sum incl. punctuation emphasis */
  sum: number;
  posSum: number;
  negSum: number;
  nPos: number;
  nNeg: number;
  nWords: number;
  nNegated: number;
  /** signed valence of words whose sign was flipped by negation */
  negatedSum: number;
  /** signed valence of words in a hypothetical (would/could/if/wish) scope */
  irrealisSum: number;
  /** signed valence after the last contrast marker */
  afterContrastSum: number;
  hasContrast: number;
  emojiSum: number;
  exclam: number;
  question: number;
  maxPos: number;
  maxNeg: number;
  /** signed valence of the final sentence */
  lastSentenceSum: number;
  capsEmphasis: number;
  /** sum of negated valences whose un-negated valence was positive ("not good") */
  negatedPos: number;
  /** sum of negated valences whose un-negated valence was negative ("not bad") */
  negatedNeg: number;
  /** lexicon valence of "like" read as a preposition/filler (kept out of the rule score) */
  fillerSum: number;
  /** derived (word-vector) valence of words the lexicon lacks, negation applied (not in the rule score) */
  derivedSum: number;
}

/** How near (in tokens) a denied good word and a denied bad word make one middling verdict. */
const MIDDLING_SPAN = 5;
/** "not", "neither" or "nor" with at most two words between it and the word ("not great", "not the worst", "nor an easy one"). */
function plainlyDenied(toks: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    if (/^(?:not|neither|nor)$/.test(toks[k]!.lower)) return true;
    if (toks[k]!.clauseEnd) return false;
  }
  return false;
}

/**
 * Whether the denial of toks[i] is emphatic: "at all", "whatsoever", "in the slightest" or "one
 * bit" in its clause, at most three words before or four after it ("not bad at all", "not at all
 * difficult", "no trouble whatsoever"). None of the three evaluation corpora says it of a negative
 * word; in feedback it is praise, not a shrug.
 */
function deniedEmphatically(toks: readonly Token[], i: number): boolean {
  let from = i;
  while (from > 0 && i - from < 3 && !toks[from - 1]!.clauseEnd) from--;
  let to = i;
  while (to < toks.length - 1 && to - i < 4 && !toks[to]!.clauseEnd) to++;
  for (let k = from; k <= to; k++) {
    const w = toks[k]!.lower;
    const next = toks[k + 1]?.lower;
    if (w === 'whatsoever' || (k < to && ((w === 'at' && next === 'all') || (w === 'one' && next === 'bit')))) return true;
    if (w === 'slightest' && toks[k - 1]?.lower === 'the' && toks[k - 2]?.lower === 'in') return true;
  }
  return false;
}

export function computeFeatures(text: string): SentimentFeatures {
  const toks = tokenize(text);
  const n = toks.length;
  const f: SentimentFeatures = {
    compound: 0, sum: 0, posSum: 0, negSum: 0, nPos: 0, nNeg: 0, nWords: n, nNegated: 0, negatedSum: 0,
    irrealisSum: 0, afterContrastSum: 0, hasContrast: 0, emojiSum: 0, exclam: 0, question: 0, maxPos: 0,
    maxNeg: 0, lastSentenceSum: 0, capsEmphasis: 0, negatedPos: 0, negatedNeg: 0, fillerSum: 0, derivedSum: 0,
  };
  if (n === 0) return f;
  const derived = getDerivedValences();
  let nCaps = 0;
  for (const t of toks) if (isUpper(t.raw) && !t.emoji) nCaps++;
  const capDiff = nCaps > 0 && nCaps < n;

  const vals = new Float64Array(n);
  const negFlag = new Uint8Array(n);
  const irrealisFlag = new Uint8Array(n);
  const boosterFlag = new Uint8Array(n);
  // clause / sentence bookkeeping
  let irrealisActive = false;
  let concessiveStart = -1;
  let sentStart = 0;
  let contrastIdx = -1; // last contrast index in current sentence
  let lastSentStart = 0;

  const applySentence = (from: number, to: number, cIdx: number) => {
    if (cIdx < 0) return;
    for (let k = from; k < to; k++) {
      if (k < cIdx) vals[k]! *= 0.5;
      else if (k > cIdx) vals[k]! *= 1.5;
    }
  };

  // after the verb of a counterfactual wish ("I wish the support was better"), until the clause ends
  let counterfactual = false;
  // after "could have been" or "would be ... if not for": what was not to be ("It could have been great")
  let unrealised = false;
  for (let i = 0; i < n; i++) {
    const t = toks[i]!;
    const l = t.lower;
    if (IRREALIS.has(l)) irrealisActive = true;
    if (!unrealised && (l === 'been' || l === 'be') && unrealisedAt(toks, i)) unrealised = true;
    if (!counterfactual && i > 0 && COUNTERFACTUAL_VERB.test(l) && counterfactualWish(toks, i)) counterfactual = true;
    // what would follow is no longer the wish ("I wish ice cream was more filling so it'd make a better dinner")
    else if (counterfactual && (/^(?:because|but|though|although|then)$/.test(l) || (l === 'so' && /^(?:it|it'd|that|i|we|they|you|the|he|she|there)$/.test(toks[i + 1]?.lower ?? '')))) counterfactual = false;
    if (CONTRAST.has(l) || opensContrast(toks, i)) {
      contrastIdx = i;
      irrealisActive = false;
    }
    if (CONCESSIVE.has(l) && concessiveStart < 0) concessiveStart = i;
    let v: number | null = null;
    const isBooster =
      (BOOSTERS.has(l) && (DARK_DEGREE.test(l) ? darkDegreeAt(toks, i) : l === 'perfectly' ? degreeBeforeAdjective(toks, i) : lookupValence(l) === null || intensifies(toks, i))) ||
      ((l === 'kind' || l === 'sort') && toks[i + 1]?.lower === 'of');
    if (isBooster) boosterFlag[i] = 1;
    if (!isBooster && !(l === 'no' && !t.clauseEnd && i + 1 < n && toks[i + 1]!.lower !== 'no' && !toks[i + 1]!.emoji && lookupValence(toks[i + 1]!.lower) !== null)) {
      // multi-word entries ("fed up", "can't stand") take precedence
      const next = toks[i + 1];
      if (next && !t.clauseEnd) {
        const bi = getLexicon().get(`${l} ${next.lower}`);
        if (bi !== undefined) v = bi;
      }
      if (v === null) v = lookupValence(l);
      // "replaced the AAs", "both TVs": the plural of an acronym the lexicon does not know, not the
      // slang its letters spell ("aas" +2.5).
      if (v !== null && /^[A-Z]{2,}s$/.test(t.raw) && lookupValence(l.slice(0, -1)) === null) v = null;
      // "too limited to be useful", "too slow to enjoy": what the excess prevents is denied
      if (v !== null && v > 0 && preventedByExcess(toks, i)) {
        v *= N_SCALAR;
        negFlag[i] = 1;
      }
      // "it charges fast", "the battery charges overnight": the verb, not the fees (-1.1)
      if (v !== null && (l === 'charges' || l === 'charge') && chargesAsVerb(toks, i)) v = null;
      // "blurry after saving", "hit save": what a program does, not a rescue (+2.2)
      if (v !== null && /^sav(?:e|es|ed|ing)$/.test(l) && savedAsAction(toks, i)) v = null;
      // "hard to use", "hard to read": a task that is hard is a complaint (and "not hard to set up" praise)
      if (l === 'hard' && !t.clauseEnd && toks[i + 1]?.lower === 'to' && HARD_TASK.test(toks[i + 2]?.lower ?? '')) v = HARD_TASK_VALENCE;
      // "until you accept the terms", "cleared my cart": a step taken in a form or a shop, not approval or relief
      if (v !== null && v > 0 && (formStep(toks, i) || madeUnwanted(toks, i))) v = null;
      // "our costs dropped by half", "response times went down": what falls is what they want less of
      if (costFell(toks, i)) v = COST_FELL_VALENCE;
      else {
        // "sales doubled", "bookings are up 30%"; "our costs doubled", "wait times went up"
        const rose = quantityRose(toks, i);
        if (rose !== 0) v = rose * COST_FELL_VALENCE;
      }
      // Not in a wish or an expectation ("I assumed it would be quicker than this"), which says the opposite.
      // (In a wish contrary to fact they are read, to be turned: "wish the battery lasted longer".)
      if (v === null && (!irrealisActive || counterfactual) && LONG_OR_SHORT.test(l)) v = durationValence(toks, i);
      if (v === null && (!irrealisActive || counterfactual)) v = thingQualityValence(toks, i) ?? comparativeValence(toks, i);
      // "Honestly, I expected more", "Clearly nobody tested this": opening a sentence or clause, the
      // adverb says how the speaker speaks, not how they feel.
      if (v !== null && STANCE_ADVERBS.has(l) && (i === sentStart || toks[i - 1]!.clauseEnd)) v = null;
      // "Dear support, ...", "Dear Sir or Madam": a letter's salutation, no endearment.
      if (v !== null && l === 'dear' && i === sentStart && /^[a-z]/i.test(toks[i + 1]?.raw ?? '')) v = null;
      // "60 active projects", "9 active tenancies": a count of what is in use, no praise.
      if (v !== null && l === 'active' && i > 0 && !toks[i - 1]!.clauseEnd && /^(?:\d[\d,.]*|all|many|few|several|our|my|the|their|total)$/.test(toks[i - 1]!.lower)) v = null;
      // "straight from the export button", "went straight to voicemail": a direction, not honesty.
      if (v !== null && l === 'straight' && !t.clauseEnd && STRAIGHT_AS_DIRECTLY.test(toks[i + 1]?.lower ?? '')) v = null;
      // A capitalised word after a preposition is a name ("export to Excel", "a trip to Paradise"),
      // not the lexicon's word ("excel" +2); not a strongly felt word written with a capital for
      // emphasis ("go to Hell", "with Love").
      // So is one joined by "or" or "and" to a name or an acronym before it ("as PDF or Excel").
      if (v !== null && Math.abs(v) < 2.5 && i > 0 && /^[A-Z][a-z]+$/.test(t.raw) && !toks[i - 1]!.clauseEnd && (NAME_PREPOSITIONS.has(toks[i - 1]!.lower) || coordinatedWithName(toks, i, sentStart) || namedBetweenArticleAndNoun(toks, i, sentStart))) v = null;
      if (v !== null && SPEED_OF_HARM.test(l) && harmedSoon(toks, i)) v = EASILY_DAMAGED_VALENCE;
      // "wish" (+1.7) before a wish contrary to fact longs for what is missing: no praise
      if (v !== null && (l === 'wish' || l === 'wished') && introducesCounterfactual(toks, i)) v = null;
      if (v !== null && v < 0 && (remediedProblem(toks, i) || watchedForTrouble(toks, i))) v = null;
      // "garbage day", "junk mail", "a garbage bag": a noun naming a kind of thing, no judgement
      if (v !== null && (l === 'garbage' || l === 'junk') && !t.clauseEnd && REFUSE_COMPOUND.test(toks[i + 1]?.lower ?? '')) v = null;
      // "The update broke nothing": a failure with nothing as its object is an absence, as "nothing broke" is.
      if (v !== null && v < 0 && !t.clauseEnd && toks[i + 1]?.lower === 'nothing' && FAILURE_VERB.test(l)) v *= N_SCALAR;
      // What is clicked is a button's label ("when I click save", "tap on Like"), not a feeling.
      if (v !== null && isUiLabel(toks, i)) v = null;
      // A kind word in the name of a thing ("help center", "rewards page", "customer success").
      if (v !== null && v > 0 && namesAThing(toks, i)) v = null;
      // A good word for what was refused or removed ("rejects a perfectly good card").
      if (v !== null && v > 0 && praisedObjectOfRefusal(toks, i)) v = null;
      // A comparative said of what came before judges what replaced it ("the old version was better").
      if (v !== null && formerComparedAt(toks, i)) v = -v;
      // What a product can do with a thing ("plans to support SAML"), a role in an account ("our champion left").
      if (v !== null && v > 0 && (supportsAThing(toks, i) || championAsRole(toks, i))) v = null;
    }
    // VADER idioms ("yeah right", "the bomb"): the idiom's valence replaces its words'
    let idiom = false;
    let idiomStart = i;
    if (i >= 1) {
      // The longest idiom that ends here ("works as advertised" over "as advertised"), of two words
      // up to the longest there is ("could have been better").
      let key = l;
      for (let words = 2; words <= IDIOM_MAX_WORDS && i - words + 1 >= 0; words++) {
        key = `${toks[i - words + 1]!.lower} ${key}`;
        const id = IDIOMS.get(key);
        if (id === undefined) continue;
        idiomStart = i - words + 1;
        v = id;
        idiom = true;
      }
      if (!idiom && (t.clauseEnd || i === n - 1)) {
        // an idiom that closes its clause ("Overall I expected a lot more."), of two to four words
        let key = l;
        for (let start = i - 1; start >= 0 && start >= i - 3 && !toks[start]!.clauseEnd; start--) {
          key = `${toks[start]!.lower} ${key}`;
          const id = CLAUSE_FINAL_IDIOMS.get(key);
          if (id === undefined) continue;
          idiomStart = start;
          v = id;
          idiom = true;
        }
      }
      if (!idiom && l === 'enough' && !toks[i - 1]!.clauseEnd) {
        // "not loud enough", "isn't nearly big enough": too little of what is needed, whatever the word
        const adjective = i - 1;
        let k = adjective - 1;
        if (k > 0 && !toks[k]!.clauseEnd && /^(?:nearly|quite|really|remotely|near)$/.test(toks[k]!.lower)) k--;
        if (k >= 0 && !toks[k]!.clauseEnd && deniesCopula(toks, k) && HAS_LETTER_RE.test(toks[adjective]!.lower) && (lookupValence(toks[adjective]!.lower) ?? 0) >= 0) {
          idiomStart = k;
          v = NOT_ENOUGH_VALENCE;
          idiom = true;
        }
      }
      if (!idiom && i >= 2 && onlyHedgeFollows(toks, i) && couldBeMore(toks, i)) {
        // "battery life could be longer", "it could be a bit louder": a wish for more, as "could be better"
        idiomStart = i - 2;
        v = IDIOMS.get('could be better')!;
        idiom = true;
      }
      if (!idiom && l === 'much' && i >= 2 && toks[i - 2]!.lower === 'not' && opensContrast(toks, i - 2)) {
        // "On paper it looks great, in practice not so much." (not "not so much funny as cute")
        idiomStart = i - 2;
        v = NOT_SO_MUCH_VALENCE;
        idiom = true;
      }
      if (!idiom && (l === 'again' || l === 'another')) {
        const repurchase = repurchaseIntent(toks, i);
        if (repurchase !== null && (l === 'again' || repurchase.negated)) {
          // "I would buy this camera again" as the idiom "buy again"; "would never buy another" against
          idiomStart = repurchase.start;
          v = repurchase.negated ? REPURCHASE_VALENCE * N_SCALAR : REPURCHASE_VALENCE;
          idiom = true;
        }
      }
      for (let j = idiomStart; j < i; j++) vals[j] = 0;
    }
    if (v === null && !isBooster && !idiom && !t.emoji) {
      const d = derived.get(l);
      // A word that measures a length of time ("a full minute", "a solid hour") says how long, not how good.
      const measuresTime = i + 1 < toks.length && !t.clauseEnd && TIME_UNIT_RE.test(toks[i + 1]!.lower);
      if (d !== undefined && lookupValence(l) === null && !measuresTime) f.derivedSum += negatedDerived(toks, i, d);
    }
    if (idiom) {
      // An idiom's valence is not modified by the words inside it ("can't wait"). A negator before
      // one turns it ("would not buy again", "not as described", "never heavy handed", "it never
      // locks up"), except advice against, which keeps its sense under one ("don't waste your money").
      if ((v! > 0 || !ADVICE_VERB.test(toks[idiomStart]!.lower)) && negatedBefore(toks, idiomStart)) {
        v = v! * N_SCALAR;
        negFlag[i] = 1;
      }
      // "Would be 5 stars if not for the battery"
      if (unrealised && v! > 0) {
        v = v! * N_SCALAR;
        negFlag[i] = 1;
      }
      vals[i] = v!;
      v = null;
    } else if (v !== null && POLYSEMOUS.has(l) && !isContentReading(toks, i)) {
      // function-word reading of a polysemous lexicon word ("seems like", "as well", "this kind",
      // "pretty good"): no sentiment of its own
      if (l === 'like') f.fillerSum += v;
      v = null;
    }
    // A denied obligation ("didn't have to wait") or what there is no more of ("no more waiting in
    // line"): a burden, which the negator before it turns into the relief it says.
    const burden = v === null && (deniedObligationAt(toks, i) || noMoreActivityAt(toks, i));
    if (burden) v = OBLIGATION_VALENCE;
    // "too" before a word ("too expensive", "too many steps", "too long", "too fast") states an
    // excess: a complaint, whatever the word says on its own ("too good" keeps its praise).
    if (i >= 1 && toks[i - 1]!.lower === 'too' && !toks[i - 1]!.clauseEnd && !t.emoji && HAS_LETTER_RE.test(l) && !NOT_EXCESS.test(l) && !EXCESS_KEEPS_PRAISE.test(l) && !speakersState(toks, i - 1)) {
      // A good quality in excess ("too fast") loses its praise; how bad the excess is, the rest of
      // the sentence says (highlights.ts makes it a complaint).
      v = v === null ? TOO_EXCESS : v <= 0 ? v + TOO_EXCESS : 0;
    }
    if (v !== null && v !== 0) {
      if (t.emoji) f.emojiSum += v;
      if (capDiff && isUpper(t.raw) && !t.emoji && t.raw.length > 1) {
        v += v > 0 ? C_INCR : -C_INCR;
        f.capsEmphasis += 1;
      }
      if (/(\p{L})\1\1/u.test(l) && !getLexicon().has(l)) v += v > 0 ? B_INCR : -B_INCR;
      let flips = 0;
      // emoticons, emoji and internet interjections ("lol", "smh") comment on the whole utterance:
      // they are outside a negator's scope ("NOT THE LATTER LOL")
      const unscoped = t.emoji || INTERJECTION_RE.test(l);
      // "never had a single outage", "not one single bug": "single" does not count towards the
      // reach, nor do an article and "such" ("wouldn't be such a bad idea")
      let reach = i >= 2 && toks[i - 1]!.lower === 'single' ? 4 : 3;
      // "not exactly what I'd call user friendly", "not what you would call cheap": the negation
      // reaches over the frame of naming.
      for (let j = 1; j <= 3 && i - j >= 1 && !toks[i - j]!.clauseEnd; j++) {
        if (toks[i - j]!.lower !== 'call') continue;
        let sawWhat = false;
        for (let k = i - j - 1; k >= 0 && k >= i - j - 6 && !toks[k]!.clauseEnd; k--) {
          if (toks[k]!.lower === 'what') sawWhat = true;
          else if (sawWhat && isNegator(toks[k]!)) {
            reach = Math.max(reach, i - k);
            break;
          }
        }
      }
      // "Not once has it crashed", "Never once did it fail": a fronted negation reaches over the
      // auxiliary and the subject it inverts.
      if (i >= 4 && toks[i - 3]!.lower === 'once' && /^(?:has|have|had|did|does|do|is|was|were|will|would)$/.test(toks[i - 2]!.lower) && /^(?:it|they|he|she|we|i|you|this|that)$/.test(toks[i - 1]!.lower)) reach = 4;
      for (let j = 1; j <= 2 && i - j >= 0 && !toks[i - j]!.clauseEnd && REACH_FILLERS.has(toks[i - j]!.lower); j++) reach++;
      let absence = false;
      for (let j = 1; j <= reach && !unscoped; j++) {
        const k = i - j;
        if (k < 0) break;
        const p = toks[k]!;
        if (p.clauseEnd) break; // negation and boosters do not cross clause boundaries
        // nor do they reach past another sentiment word, which takes the negator or booster
        // itself ("don't care don't care", "didn't like the slow sync"), unless the two words
        // are coordinated ("not happy or satisfied")
        if (j >= 2 && vals[k + 1] !== 0 && !COORDINATOR.test(toks[k + 2]!.lower)) break;
        const pl = p.lower;
        const b = BOOSTERS.get(pl);
        if (b !== undefined && boosterFlag[k]) {
          let s = v < 0 ? -b : b;
          if (capDiff && isUpper(p.raw)) s += v > 0 ? C_INCR : -C_INCR;
          if (j === 2) s *= 0.95;
          else if (j === 3) s *= 0.9;
          v += s;
        } else if ((pl === 'kind' || pl === 'sort') && toks[k + 1]?.lower === 'of') {
          v += v < 0 ? -B_DECR : B_DECR;
        }
        const ceased = ceasesAt(toks, k, i);
        // "neither good nor bad": "nor" right before a word denies it, and "neither" only the first one
        if (pl === 'neither' && toks[i - 1]!.lower === 'nor') continue;
        if (negatesAt(toks, k) || ceased || scarcelyAt(toks, k, i) || usedToAt(toks, k) || (pl === 'no' && j === 1) || (v < 0 && DETERMINER_NEGATOR.test(pl) && l !== 'no' && !noLonger(toks, k + 1))) {
          // "never so good" emphasises rather than negates (VADER)
          const so = (w: string) => w === 'so' || w === 'this';
          if ((pl === 'never' && j >= 2 && (so(toks[k + 1]!.lower) || (j === 3 && so(toks[i - 1]!.lower)))) || negatedComparative(toks, k, i) || negatedPerfectDegree(toks, k, i) || disbelief(toks, k)) {
            v *= 1.25;
          } else {
            // (A bad verb one need not do is a relief too: "don't have to worry about backups".)
            if (v < 0 && flips === 0 && l !== 'no' && (isAbsence(toks, k, i) || noLonger(toks, k) || ceased || burden || usedToAt(toks, k) || obligedAt(toks, i))) {
              absence = true;
              // the verb of ceasing says nothing bad of its own ("stopped" -0.9) when what stops is bad
              if (ceased) vals[k] = 0;
              // "no" says nothing bad of its own when what it denies is bad ("no major issues",
              // "no longer crashes")
              if (pl === 'no') vals[k] = 0;
              if (noLonger(toks, k)) vals[k - 1] = 0;
            }
            v *= N_SCALAR;
            flips++;
          }
        }
        if (pl === 'least' && !(k > 0 && (toks[k - 1]!.lower === 'at' || toks[k - 1]!.lower === 'very'))) {
          v *= N_SCALAR;
          flips++;
        }
      }
      // an absence counts as the positive it says, in the rule score; other negated words are flagged
      if (flips % 2 === 1 && !(absence && flips === 1)) negFlag[i] = 1;
      if (irrealisActive) irrealisFlag[i] = 1;
      // "I wish the support was better" says it is not; "I wish it wasn't so slow" that it is. What
      // is wished away stays bad ("wish my router had a failure message without ...").
      if (counterfactual && v > 0) v *= N_SCALAR;
      // "It could have been great", "would have been great if it worked": the praise did not come true
      // (what "could have been worse" says is left as it is: no relief, as people read it)
      if (unrealised && v > 0) {
        v *= N_SCALAR;
        negFlag[i] = 1;
      }
      if (concessiveStart >= 0 && contrastIdx < 0) v *= 0.75;
      vals[i] = v;
    }
    if (t.clauseEnd) {
      irrealisActive = false;
      counterfactual = false;
      unrealised = false;
      concessiveStart = -1;
    }
    if (t.sentEnd || i === n - 1) {
      applySentence(sentStart, i + 1, contrastIdx);
      lastSentStart = sentStart;
      sentStart = i + 1;
      contrastIdx = -1;
    }
  }

  // A bad word read as the absence it now says (what went away or was done away with): once only.
  const asAbsence = (k: number): boolean => {
    if (!(vals[k]! < 0) || negFlag[k]) return false;
    vals[k]! *= N_SCALAR;
    return true;
  };
  // What was done away with was bad, and its end is good news ("it killed off our spreadsheet
  // chaos", "eliminated the errors"): the bad words of its object count as an absence, the verb as
  // nothing of its own.
  for (let i = 0; i < n - 1; i++) {
    const l = toks[i]!.lower;
    let objStart = -1;
    // Where the object ends (at most four words, and before "out of" when something is taken out of something).
    let objEnd = n;
    if (ENDED_VERB.test(l) && !toks[i]!.clauseEnd) objStart = i + 1;
    // (Killing or wiping only with its particle: "killed in the attack" is no relief.)
    else if (/^(?:kill|kills|killed|wiped|wipes)$/.test(l) && !toks[i]!.clauseEnd && /^(?:off|out)$/.test(toks[i + 1]!.lower)) objStart = i + 2;
    else if (/^(?:rid)$/.test(l) && i >= 1 && /^(?:got|get|gets|getting|gotten)$/.test(toks[i - 1]!.lower) && toks[i + 1]!.lower === 'of') objStart = i + 2;
    // ("took the fear out of it", "takes the stress out of moving": what is taken out of something.)
    else if (/^(?:take|takes|took|taking|taken)$/.test(l) && !toks[i]!.clauseEnd) {
      for (let j = i + 2; j < n - 1 && j <= i + 4; j++) {
        if (toks[j - 1]!.clauseEnd) break;
        if (toks[j]!.lower === 'out' && toks[j + 1]!.lower === 'of') {
          objStart = i + 1;
          objEnd = j;
          break;
        }
      }
    }
    if (objStart < 0 || toks[objStart - 1]!.clauseEnd) continue;
    let flipped = false;
    for (let k = objStart; k < objEnd && k < objStart + 4; k++) {
      if (asAbsence(k)) flipped = true;
      if (toks[k]!.clauseEnd) break;
    }
    if (flipped && vals[i]! < 0) vals[i] = 0;
  }
  // The absence of a burden is good news, though the burden's word has no valence of its own ("No
  // ads", "No fees!", "no queues", "No paperwork at all"): the "no" is no complaint,
  // and the burden it denies counts as an absence, as "no hassle" does. ("No phone number" and
  // "no reply" deny what was wanted: not burdens.)
  for (let i = 0; i < n - 1; i++) {
    if (!/^(?:no|zero)$/.test(toks[i]!.lower) || toks[i]!.clauseEnd) continue;
    let k = i + 1;
    if (toks[k]!.lower === 'more' && !toks[k]!.clauseEnd && k + 1 < n) k++;
    if (BURDEN_MODIFIER.test(toks[k]!.lower) && !toks[k]!.clauseEnd && k + 1 < n) k++;
    if (!BURDEN.test(toks[k]!.lower) || vals[k] !== 0) continue;
    if (vals[i]! < 0) vals[i] = 0;
    vals[k] = ABSENT_BURDEN_VALENCE;
  }
  // A trouble someone was spared is good news ("saved us a lot of trial and error", "saves me
  // hours of headaches", "spared us the hassle"): the bad words after the person spared count as an
  // absence. Only with a person spared: "it saved the wrong address" is a fault, not a relief.
  for (let i = 0; i < n - 2; i++) {
    if (!/^(?:save|saves|saved|saving|spare|spares|spared|sparing)$/.test(toks[i]!.lower) || toks[i]!.clauseEnd) continue;
    if (!/^(?:me|us|you|them|him|her|everyone|everybody)$/.test(toks[i + 1]!.lower) || toks[i + 1]!.clauseEnd) continue;
    for (let k = i + 2; k < n && k < i + 8; k++) {
      asAbsence(k);
      if (toks[k]!.clauseEnd) break;
    }
  }
  // What went away was bad, and its going is good news ("the lag is gone", "my back pain
  // disappeared"): the bad words of its clause count as an absence, the verb as nothing of its own.
  for (let i = 1; i < n; i++) {
    if (!goneAt(toks, i)) continue;
    let flipped = false;
    // Back over the auxiliaries to the subject: a short noun phrase, not a clause before it ("Only
    // annoyance is that my ride vanished", "3 outages where the camera vanished").
    let k = i - 1;
    while (k >= 0 && !toks[k]!.clauseEnd && (GONE_AUX.test(toks[k]!.lower) || toks[k]!.lower === 'went')) k--;
    for (const end = k - 6; k >= 0 && k > end && !toks[k]!.clauseEnd && !SUBJECT_BOUNDARY.test(toks[k]!.lower); k--) {
      if (asAbsence(k)) flipped = true;
      // The noun phrase opens at its determiner ("It's a shame the app is gone": not the shame).
      if (/^(?:the|a|an|my|our|your|their|his|her|its|this|these|those)$/.test(toks[k]!.lower)) break;
    }
    if (flipped) {
      for (let k = i; k >= 0 && k >= i - 1; k--) if (vals[k]! < 0) vals[k] = 0;
    }
  }
  // An expectation denied after "but" ("I was worried the setup would be complicated, but it
  // wasn't"; "I expected it to be great, but it wasn't"): what was expected is what did not happen.
  for (let b = 1; b < n; b++) {
    if (toks[b]!.lower !== 'but') continue;
    const denied = deniedExpectationAfter(toks, b);
    if (denied < 0) continue;
    let start = b - 1;
    while (start > 0 && !toks[start - 1]!.sentEnd) start--;
    let expected = false;
    for (let k = start; k < b; k++) if (EXPECTATION_WORD.test(toks[k]!.lower)) expected = true;
    if (!expected) continue;
    for (let k = start; k < b; k++) {
      const v = vals[k]!;
      if (v === 0 || negFlag[k]) continue;
      // (the contrast halved the words before "but": they are what the sentence says, denied)
      vals[k] = 2 * v * N_SCALAR;
      if (v > 0) negFlag[k] = 1;
    }
    for (let k = b; k <= denied; k++) vals[k] = 0;
  }
  // A feeling denied ("stopped worrying about missed deliveries", "never have to stress over
  // backups"): what it was about is no complaint either.
  for (let i = 0; i < n - 1; i++) {
    if (!FEELING_ABOUT.test(toks[i]!.lower) || !(vals[i]! > 0) || toks[i]!.clauseEnd || !/^(?:about|over)$/.test(toks[i + 1]!.lower)) continue;
    for (let k = i + 2; k < n && k <= i + 6; k++) {
      if (vals[k]! < 0) vals[k] = 0;
      if (toks[k]!.clauseEnd) break;
    }
  }

  // Praise set alone before a complaint opens sarcasm, not praise ("Great, the update replaced
  // page turning with endless scrolling and I hate it"; "Oh wonderful, it crashed again"): an
  // opening word of praise closed by its comma or "!" counts for nothing when a bad word follows in
  // its sentence. Not when the two are set against each other ("Great app, but ...").
  for (let start = 0; start < n; ) {
    let end = start;
    while (end < n - 1 && !toks[end]!.sentEnd) end++;
    let k = start;
    while (k < end && /^(?:oh|well|just|ah)$/.test(toks[k]!.lower) && !toks[k]!.clauseEnd) k++;
    if (vals[k]! > 0 && SARCASTIC_OPENER.test(toks[k]!.lower) && toks[k]!.clauseEnd && !toks[k]!.sentEnd && !negFlag[k]) {
      let bad = false;
      let contrast = false;
      for (let j = k + 1; j <= end; j++) {
        if (CONTRAST.has(toks[j]!.lower)) contrast = true;
        // (not "no", an absence as often as a complaint: "Clear, step-by-step, no jargon")
        if (vals[j]! < 0 && !negFlag[j] && toks[j]!.lower !== 'no') bad = true;
      }
      if (bad && !contrast) vals[k] = 0;
    }
    start = end + 1;
  }
  let sum = 0;
  let lastContrast = -1;
  for (let i = 0; i < n; i++) if (CONTRAST.has(toks[i]!.lower)) lastContrast = i;
  f.hasContrast = lastContrast >= 0 ? 1 : 0;
  // A middling verdict: a good word denied beside a bad word denied ("Not great, not terrible",
  // "neither amazing nor awful", "not the best but not the worst either") says neither; the denied
  // good word is then kept out of the rule score too, as the denied bad word always is.
  const middling = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (!negFlag[i] || !(vals[i]! < 0) || !plainlyDenied(toks, i)) continue;
    const from = Math.max(0, i - MIDDLING_SPAN);
    const to = Math.min(n - 1, i + MIDDLING_SPAN);
    // Two judgements set against each other, not a list of denials ("not scary, not smart and not engaging")
    let denials = 0;
    for (let j = from; j <= to; j++) if (negFlag[j] && vals[j] !== 0 && plainlyDenied(toks, j)) denials++;
    if (denials !== 2) continue;
    for (let j = from; j <= to; j++) {
      if (!negFlag[j] || !(vals[j]! > 0) || deniedEmphatically(toks, j) || !plainlyDenied(toks, j)) continue;
      // one sentence, no more than a comma or a conjunction between the two
      let apart = false;
      for (let k = Math.min(i, j); k < Math.max(i, j); k++) if (toks[k]!.sentEnd) apart = true;
      if (!apart) middling[i] = 1;
    }
  }
  for (let i = 0; i < n; i++) {
    const v = vals[i]!;
    if (v === 0) continue;
    if (middling[i]) {
      f.negatedPos += v;
      f.negatedSum += v;
      f.nNegated++;
      continue;
    }
    if (negFlag[i] && v > 0 && !deniedEmphatically(toks, i)) {
      // a negated negative word ("not bad", "haven't been this sore") is not reliably positive:
      // across all three evaluation corpora such texts average about neutral. It is kept out of
      // the rule score and left to the learned layer as a separate feature. Denied emphatically
      // ("not bad at all", "wasn't a problem whatsoever") it is praise, and scored as one.
      f.negatedNeg += v;
      f.negatedSum += v;
      f.nNegated++;
      continue;
    }
    sum += v;
    if (v > 0) {
      f.posSum += v;
      f.nPos++;
      if (v > f.maxPos) f.maxPos = v;
    } else {
      f.negSum -= v;
      f.nNeg++;
      if (-v > f.maxNeg) f.maxNeg = -v;
    }
    if (negFlag[i]) {
      f.nNegated++;
      f.negatedSum += v;
      f.negatedPos += v; // v < 0 here: a negated positive word ("not good")
    }
    if (irrealisFlag[i]) f.irrealisSum += v;
    if (lastContrast >= 0 && i > lastContrast) f.afterContrastSum += v;
    if (i >= lastSentStart) f.lastSentenceSum += v;
  }
  // punctuation emphasis (VADER)
  let ep = 0;
  let qm = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 33) ep++;
    else if (c === 63) qm++;
  }
  f.exclam = ep;
  f.question = qm;
  const epAmp = Math.min(ep, 4) * 0.292;
  const qmAmp = qm > 1 ? (qm <= 3 ? qm * 0.18 : 0.96) : 0;
  const amp = epAmp + qmAmp;
  if (sum > 0) sum += amp;
  else if (sum < 0) sum -= amp;
  f.sum = sum;
  f.compound = sum / Math.sqrt(sum * sum + 15);
  return f;
}

export const FEATURE_NAMES = [
  'compound',
  'compound3',
  'sign',
  'polarityRatio',
  'netPerSqrtLen',
  'tanhNet',
  'signedTanhTotal',
  'netDensity',
  'negatedSum',
  'irrealisSum',
  'afterContrastSum',
  'lastSentence',
  'emoji',
  'compoundXExclam',
  'compoundXQuestion',
  'compoundXLogLen',
  'netMax',
  'signedMax',
  'compoundXWeak',
  'compoundXFewWords',
  'derived',
  'derivedPerSqrtLen',
] as const;

/**
 * Feature vector for the linear model; all features are 0 when there is no sentiment evidence.
 * Every feature is odd in the valences (flipping the sign of every word's valence flips the
 * feature), so the model s = tanh(w.x) is polarity-symmetric: it cannot learn a global lean
 * towards negative or positive from the class balance of its training corpora, which would not
 * carry over to other text.
 */
export function featureVector(f: SentimentFeatures): number[] {
  const c = f.compound;
  const sg = c > 0 ? 1 : c < 0 ? -1 : 0;
  const tot = f.posSum + f.negSum;
  const len = Math.max(1, f.nWords);
  return [
    c,
    c * c * c,
    sg,
    tot > 0 ? (f.posSum - f.negSum) / tot : 0,
    (f.posSum - f.negSum) / Math.sqrt(len),
    Math.tanh(f.posSum / 3) - Math.tanh(f.negSum / 3),
    sg * Math.tanh(tot / 3),
    Math.min(1, f.posSum / len) - Math.min(1, f.negSum / len),
    Math.tanh(f.negatedSum / 3),
    Math.tanh(f.irrealisSum / 3),
    Math.tanh(f.afterContrastSum / 3),
    Math.tanh(f.lastSentenceSum / 3),
    Math.tanh(f.emojiSum / 3),
    c * Math.min(f.exclam, 3),
    c * (f.question > 0 ? 1 : 0),
    c * Math.log(len),
    (f.maxPos - f.maxNeg) / 4,
    (sg * Math.max(f.maxPos, f.maxNeg)) / 4,
    // neutral-class cues: only weak sentiment words; few sentiment words
    Math.max(f.maxPos, f.maxNeg) < 1.6 ? c : 0,
    c / (1 + f.nPos + f.nNeg),
    // words the lexicon lacks, valence derived from word vectors (weight learned; see getDerivedValences)
    Math.tanh(f.derivedSum / 2),
    f.derivedSum / Math.sqrt(len),
  ];
}

/** True when the text has any sentiment-bearing token (otherwise the score is exactly 0). */
export function hasEvidence(f: SentimentFeatures): boolean {
  return f.posSum !== 0 || f.negSum !== 0 || f.fillerSum !== 0 || f.negatedNeg !== 0 || f.derivedSum !== 0;
}

export interface LinearModel {
  features: readonly string[];
  weights: readonly number[];
}

export function applyModel(x: readonly number[], model: LinearModel): number {
  let z = 0;
  for (let i = 0; i < x.length; i++) z += x[i]! * (model.weights[i] ?? 0);
  return Math.tanh(z);
}

function round4(x: number): number {
  const r = Math.round(x * 1e4) / 1e4;
  return r === 0 ? 0 : r; // avoid -0
}

/** Rules-only score (repaired VADER compound), exposed for evaluation. */
export function scoreSentimentRules(text: string): number {
  return round4(computeFeatures(text).compound);
}

/** Sentiment in [-1, 1] for any text; 0 when the text carries no sentiment evidence. */
export function scoreSentiment(text: string): number {
  if (!text) return 0;
  const f = computeFeatures(text);
  if (!hasEvidence(f)) return 0;
  const model = SENTIMENT_MODEL;
  if (!model || model.features.length !== FEATURE_NAMES.length) return round4(f.compound);
  const s = applyModel(featureVector(f), model);
  return round4(Math.max(-1, Math.min(1, s)));
}
