/**
 * Feedback analysis engine: public interface.
 *
 * analyzeFeedback(text): sentences with offsets (segment.ts) -> sentiment per sentence
 * (sentiment.ts) -> highlight selection / category (highlights.ts) -> feedback-level score
 * (intensity- and length-weighted mean of the scored sentences).
 * Pure, synchronous, deterministic; lexicon and model data are compiled in and parsed lazily.
 */
import { segmentSentences, type Sentence } from './segment.js';
import { computeFeatures, scoreSentiment as scoreText } from './sentiment.js';
import { lookupValence } from './words.js';
import { answersGoodPrompt, answersImprovePrompt, classifySentence, isPraiseInterjection, isProblemStatement, isRequest, MILD_PRAISE, wishListItems } from './highlights.js';
import { quoteTags } from './tagger.js';
import { isContent, TIME_WORDS, tokenize } from './themes/text.js';
import { dot, embedHighlight } from './themes/embed.js';

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

/** A clause this strong either way, beside one as strong the other way, is a judgement of its own. */
const CLAUSE_POLARITY = 0.3;
const CLAUSE_CONTRAST_RE = /\b(?:but|though|although|however|yet|except|whereas|while)\b/i;
/** Judgements set side by side are short ("Good app, too many ads"); longer clauses are prose. */
const CLAUSE_MAX_WORDS = 8;
/** A clause that depends on another: an aside, a condition, a relative or prepositional phrase. */
const CLAUSE_DEPENDENT_RE =
  /^(?:[@#]\S+\s+)*(?:yeah|yes|haha\w*|lol|lmao|oh|ok|okay|well|so|hey|wow|omg|that|which|who|whom|whose|where|when|whenever|because|since|as|if|even|unless|with|without|for|from|of|in|on|at|by|to|about|after|before|despite|thanks|aside|apart|like|unlike|proving|making|leaving|given|especially|including|among|not|no|i\.e|e\.g)\b/i;
/** Clauses that tell a change over time ("It used to be slow, now it is great", "Works now, you fixed the crash") are read together. */
const CLAUSE_TIME_RE = /\b(?:now|fixed|resolved|solved|sorted|used to|before|anymore|no longer|since|after|until|then|finally|again|still)\b/i;

/**
 * Judgements set side by side without "but" ("Great game, terrible monetization", "Fast app;
 * support never answers"): each clause is quoted and classified on its own, as "but" would make
 * them. A sentence whose clauses do not clearly pull both ways stays whole.
 */
function judgementClauses(sentence: Sentence): Sentence[] {
  const { text } = sentence;
  if (CLAUSE_TIME_RE.test(text)) return [sentence];
  const contrasted = contrastedClauses(sentence);
  if (contrasted !== null) return contrasted;
  if (!/[,;]/.test(text) || CLAUSE_CONTRAST_RE.test(text)) return [sentence];
  const clauses: Sentence[] = [];
  const re = /[,;]\s+/g;
  let from = 0;
  for (let m = re.exec(text); ; m = re.exec(text)) {
    const end = m ? m.index : text.length;
    const raw = text.slice(from, end);
    // A clause's quote starts at its own words, not at the conjunction that joins it ("and pricing is fair").
    const lead = /^\s*(?:(?:and|or|so|plus|also)\s+)?/i.exec(raw)![0].length;
    const clause = raw.slice(lead).trimEnd();
    if (clause.length > 0) clauses.push({ ...sentence, start: sentence.start + from + lead, end: sentence.start + from + lead + clause.length, text: clause });
    if (!m) break;
    from = m.index + m[0].length;
  }
  // Only independent judgements: no one-word item of a list ("loss, anger, greed"), no aside or
  // subordinate clause ("For all its flaws, ...", "..., which I love"), each clause itself for or
  // against something, and both ways present.
  if (clauses.length !== 2) return [sentence];
  const words = clauses.map((c) => c.text.split(/\s+/).filter((w) => !/^[@#]|^https?:/.test(w)).length);
  // "X, Y or Z" is a list, not two judgements.
  if (words.some((n) => n < 2 || n > CLAUSE_MAX_WORDS) || clauses.some((c) => CLAUSE_DEPENDENT_RE.test(c.text)) || /\bor\b/i.test(clauses[1]!.text)) return [sentence];
  return opposedJudgements(sentence, clauses);
}

/** Clauses joined by "but" may each be a judgement of their own thing, if longer: "The food was amazing but the service was painfully slow". */
const CONTRAST_MAX_WORDS = 12;
/** A clause that names its own subject: a determiner, a possessive or a pronoun before its verb ("The food was ...", "our room was ..."). */
const OWN_SUBJECT_RE = /^(?:the|this|that|these|those|our|my|your|their|its|it|they|he|she|we)\s+(?:\w+\s+){0,3}?(?:is|are|was|were|has been|have been|looks?|looked|tastes?|tasted|works?|worked|seems?|seemed|feels?|felt)\b/i;

/**
 * "X but Y" where X and Y judge two different things, one for and one against, each with its own
 * subject ("The food was amazing but the service was painfully slow"): two judgements, quoted and
 * classified apart. "Good but expensive" (one thing) and "I like it but ..." (a concession) stay whole.
 */
function contrastedClauses(sentence: Sentence): Sentence[] | null {
  const m = /^(.*?\S),?\s+but\s+(\S.*)$/i.exec(sentence.text);
  if (!m || CLAUSE_CONTRAST_RE.test(m[1]!) || CLAUSE_CONTRAST_RE.test(m[2]!)) return null;
  const first = m[1]!;
  const second = m[2]!.replace(/[.!?…]+$/u, '');
  if (!OWN_SUBJECT_RE.test(first) || !OWN_SUBJECT_RE.test(second)) return null;
  const words = [first, second].map((c) => c.split(/\s+/).length);
  if (words.some((n) => n < 3 || n > CONTRAST_MAX_WORDS)) return null;
  const secondStart = sentence.text.length - m[2]!.length;
  const clauses: Sentence[] = [
    { ...sentence, end: sentence.start + first.length, text: first },
    { ...sentence, start: sentence.start + secondStart, text: sentence.text.slice(secondStart) },
  ];
  const split = opposedJudgements(sentence, clauses);
  return split.length === 2 ? split : null;
}

/** The two clauses when one is for something and the other against, each naming what it judges; else the sentence whole. */
function opposedJudgements(sentence: Sentence, clauses: Sentence[]): Sentence[] {
  // A request followed by its reason ("Please add a dark mode, my eyes hurt at night") is one
  // request; a judgement before a request ("The company is no good, please close my account") is two.
  if (isRequest(clauses[0]!.text)) return [sentence];
  // Scoring is the costly part: first, cheaply, does one clause hold a positive word and the other a negative one?
  const leans = clauses.map(lexicalLean);
  if (!((leans[0]! & 1 && leans[1]! & 2) || (leans[0]! & 2 && leans[1]! & 1))) return [sentence];
  const scores = clauses.map((c) => scoreText(c.text));
  const pulls = scores.some((v) => v >= CLAUSE_POLARITY) && scores.some((v) => v <= -CLAUSE_POLARITY);
  if (!pulls) return [sentence];
  // Each clause names what it judges ("Great game", "too many ads"); an adjective alone is one
  // half of a description ("An awfully good, achingly human picture").
  return clauses.every((c) => quoteTags(c.text).tags.some((t) => t === 'NOUN' || t === 'PROPN')) ? clauses : [sentence];
}

/** Whether a clause holds a lexicon word of each sign: 1 for a positive one, 2 for a negative one. */
function lexicalLean(clause: Sentence): number {
  let lean = 0;
  for (const word of clause.text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []) {
    // An excess ("too many ads") is a complaint whatever the word says (sentiment.ts).
    if (word === 'too') lean |= 2;
    const v = lookupValence(word);
    if (v === null) continue;
    if (v > 0) lean |= 1;
    else if (v < 0) lean |= 2;
  }
  return lean;
}

interface SentenceReading {
  wordScore: number;
  c: ReturnType<typeof classifySentence>;
}

function readSentence(text: string): SentenceReading {
  const wordScore = scoreText(text);
  let mixed = false;
  if (wordScore > -0.1 && wordScore < 0.1) {
    const f = computeFeatures(text);
    mixed = f.posSum >= 1.5 && f.negSum >= 1.5;
  }
  const c = classifySentence(text, wordScore, mixed);
  if (c.role === 'highlight' && c.category === 'praise' && !c.atLeastMildPraise && (ownedOnly(text) || topicWordsOnly(text) || waitedForOnly(text))) return { wordScore, c: { role: 'filler', category: 'other' } };
  if (c.role === 'highlight' && (c.category === 'praise' || c.category === 'complaint') && !c.atLeastMildPraise && Math.abs(wordScore) < CONTEXT_MAX_SCORE && selfDescription(text)) return { wordScore, c: { role: 'filler', category: 'other' } };
  return { wordScore, c };
}

/** What a customer has or there is: "We have a holiday cottage.", "There's a birthday party on Saturday." */
const HAVING_RE = /^\W*(?:(?:we|i)(?:'ve|\s+have|\s+had|'d)?(?:\s+(?:already|also|just))?(?:\s+got)?|there(?:'s|\s+is|\s+are|\s+was|\s+were))\s+(?:a|an|two|three|four|some|our|my|one|another)\b/i;

/**
 * A fact of what the customer has whose only good words are the names of things ("We have a
 * holiday cottage": "holiday" +1.7 in the lexicon): no praise, however the lexicon rates the nouns.
 * (Not "We have a great team": "great" says how it is.) Read by the tagger, for such sentences only.
 */
function ownedOnly(text: string): boolean {
  if (!HAVING_RE.test(text) || text.split(/\s+/).length > 12) return false;
  const { words, tags } = quoteTags(text);
  return words.every((word, i) => (lookupValence(word) ?? 0) <= 0 || tags[i] === 'NOUN' || tags[i] === 'PROPN');
}

/**
 * Words the lexicon rates well that, in feedback, mostly name a thing or an everyday act rather than
 * judge it: "I use it to split bills with friends", "I joined in March", "I created an account
 * yesterday", "Interest rates changed in May", "We use it for our holiday lets".
 */
const TOPIC_VALENCE_WORDS: ReadonlySet<string> = new Set([
  'friend', 'friends', 'play', 'plays', 'played', 'playing', 'share', 'shares', 'shared', 'sharing', 'create', 'creates', 'created', 'creating',
  'freelance', 'party', 'parties', 'holiday', 'holidays', 'gift', 'gifts', 'join', 'joins', 'joined', 'joining', 'credit', 'credits', 'interest', 'chance', 'helping',
]);

/** The speaker as the subject: "I ...", "We're ...", "My husband and I ...", or left out ("Joined in 2021 ..."). */
const SPEAKER_FIRST_RE = /^\W*(?:i|we|i'm|we're|i've|we've|i'd|we'd|my|our|joined|played|shared|created|(?:the\s+)?(?:customer|client|caller))\b/i;

/**
 * A sentence of the speaker's own doings whose only good words are such names of things and acts:
 * context, no praise, however many there are (readSentence). (Said of the product, "It plays
 * offline", the same words may be what a customer rates it by.)
 */
function topicWordsOnly(text: string): boolean {
  if (!SPEAKER_FIRST_RE.test(text)) return false;
  let topic = false;
  for (const word of text.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []) {
    if ((lookupValence(word) ?? 0) <= 0) continue;
    if (!TOPIC_VALENCE_WORDS.has(word)) return false;
    topic = true;
  }
  return topic;
}

/** How strongly worded a self-description may be and still be context: "I ride about 80 miles a week, mostly gravel" (-0.12). */
const CONTEXT_MAX_SCORE = 0.35;
/**
 * Who the customer is and what they do, told of themselves or noted of them: "We run about 60 events a
 * year, mostly comedy", "Patient lives in a flat above a shop with no buzzer", "Household of five in a
 * terraced street". One clause, no "so", "but" or "because" after it to tell what it led to.
 */
const SELF_DESCRIPTION_RE =
  /^\W*(?:(?:call\s+)?notes?\s*:\s*)?(?:(?:i|we|they|he|she|(?:the\s+|our\s+|my\s+)?(?:customer|client|patient|caller|household|family|site|venue|business|practice|school|team|wife|husband|partner|son|daughter|kids|mum|dad|mom)(?:\s+[\w-]+)?)\s+(?:mostly\s+|usually\s+|currently\s+|typically\s+|normally\s+|also\s+|only\s+)?(?:run|runs|ride|rides|live|lives|own|owns|employ|employs|host|hosts|travel|travels|drive|drives|teach|teaches|serve|serves|ship|ships|cycle|cycles|commute|commutes|print|prints|wear|wears)\b|(?:i|we)(?:'ve|\s+have)\s+(?:worn|owned|been\s+with)\s+(?!(?:a|an|the|this|that)\s+(?:problem|issue|bug|fault|error|complaint|nightmare)\b)|(?:household|family|team|practice|office|company|business)\s+of\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b)(?![^.!?]*\b(?:so|but|because|though|although|however|and\s+(?:it|they|you|your|now|then))\b)/i;

function selfDescription(text: string): boolean {
  return SELF_DESCRIPTION_RE.test(text) && !isProblemStatement(text, true);
}

/** What is waited for: "waiting for approval", "still waiting on the refund" (up to four words; not "can't wait for", which is eagerness). */
const WAITED_FOR_RE = /(?<!\b(?:can'?t|cannot|can\s+not)\s+)\b(?:wait(?:s|ed|ing)?|hoping)\s+(?:still\s+)?(?:for|on)\s+(?:[\w'-]+\s+){0,3}[\w'-]+/i;

/**
 * A sentence whose only good words name what is waited for ("I'm waiting for approval": "approval"
 * +2.1): not had yet, so no praise of anything (readSentence).
 */
function waitedForOnly(text: string): boolean {
  const m = WAITED_FOR_RE.exec(text);
  if (m === null) return false;
  const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`;
  return !(rest.toLowerCase().match(/[a-z]+(?:'[a-z]+)?/g) ?? []).some((word) => (lookupValence(word) ?? 0) > 0);
}

/**
 * A list of wishes under its heading, one request per wish (highlights.ts wishListItems), so each
 * can join the theme of its kind ("an export to Sage" with the other export requests); each reads
 * its own words for its score.
 */
function wishListParts(sentence: Sentence, reading: SentenceReading): { sentence: Sentence; reading: SentenceReading }[] | null {
  if (reading.c.role !== 'highlight' || reading.c.category !== 'feature_request') return null;
  const items = wishListItems(sentence.text);
  if (items === null) return null;
  return items.map(({ start, end }) => {
    const text = sentence.text.slice(start, end);
    return { sentence: { ...sentence, start: sentence.start + start, end: sentence.start + end, text }, reading: { wordScore: scoreText(text), c: { role: 'highlight', category: 'feature_request' } } };
  });
}

/** Judgements that "and" may join: each of its own thing, for or against it. */
const JOINABLE_JUDGEMENTS: ReadonlySet<HighlightCategory> = new Set(['praise', 'complaint', 'bug']);
/** A clause after "and" that names its own subject: "... and the export keeps failing", "... and our invoices never arrive". */
const AND_OWN_SUBJECT_RE = /^(?:the|my|our|your|their|his|her|its|this|these|those)\s+\S/i;
/**
 * Clauses this close in meaning tell one thing twice ("Someone used my card without my permission
 * and the payment is unauthorized", "The pictures come out crisp and the colours are accurate").
 * Two things told side by side measure 0.05-0.35 (docs/evaluation.md, fifteenth session).
 */
const SAME_THING_SIMILARITY = 0.45;
/** People after "and" tell what a problem did to them ("... and my team lost a day of work"): one highlight. */
const AND_PEOPLE_RE = /^\S+\s+(?:\S+\s+)?(?:team|staff|customers?|clients?|kids?|children|family|wife|husband|partner|boss|manager|employees?|users?|colleagues?|friends?|guests?|students?|patients?|members?|people)\b/i;
/** Two clauses joined by "and" are rarely longer than this together. */
const COORDINATED_MAX_CHARS = 300;
/** "Between X and Y", "both X and Y": one thing of two parts, not two clauses. */
const PAIRED_RE = /\b(?:between|both)\b/i;

/**
 * Two judgements joined by "and", the second naming its own subject ("Feeds keep disconnecting and
 * the reconciliation screen is so slow", "Setting it up was painless and the payment reminders save
 * me hours"): two highlights, each quoted and classified alone, so that each joins the theme of what
 * it is about. Only when each clause has a verb and reads as a judgement on its own; a list of
 * things ("the export and the import"), "and it ..." (the same thing) and "and then ..." stay whole.
 */
function coordinatedJudgements(sentence: Sentence, reading: SentenceReading): { sentence: Sentence; reading: SentenceReading }[] | null {
  // Run-on sentences stay whole: each "and" tried costs a tagging of what follows it.
  if (reading.c.role !== 'highlight' || !JOINABLE_JUDGEMENTS.has(reading.c.category) || sentence.text.length > COORDINATED_MAX_CHARS) return null;
  const re = /,?\s+and\s+/gi;
  for (let m = re.exec(sentence.text); m; m = re.exec(sentence.text)) {
    const left = sentence.text.slice(0, m.index).trimEnd();
    const rightStart = m.index + m[0].length;
    const right = sentence.text.slice(rightStart);
    if (!AND_OWN_SUBJECT_RE.test(right) || AND_PEOPLE_RE.test(right) || PAIRED_RE.test(left)) continue;
    if (left.split(/\s+/).length < 3 || right.split(/\s+/).length < 3) continue;
    // Each clause says something of its subject: a verb after the right one's first word, one anywhere in the left.
    if (!hasFiniteVerb(quoteTags(right), 1) || !hasFiniteVerb(quoteTags(left), 0)) continue;
    const leftReading = readSentence(left);
    const rightReading = readSentence(right);
    if (leftReading.c.role !== 'highlight' || rightReading.c.role !== 'highlight') continue;
    if (!JOINABLE_JUDGEMENTS.has(leftReading.c.category) || !JOINABLE_JUDGEMENTS.has(rightReading.c.category)) continue;
    // Both for, or both against: "and" between praise and a problem mostly tells a story ("The
    // staff were patient and we've had awful experiences elsewhere"), and a clause cut from a
    // complaint may read well alone ("... and the fees wipe out any saving").
    if ((leftReading.c.category === 'praise') !== (rightReading.c.category === 'praise')) continue;
    // Each must name something a theme can hold, and not the same thing as the other.
    const leftVector = embedHighlight(left, { category: leftReading.c.category });
    const rightVector = embedHighlight(right, { category: rightReading.c.category });
    if (!leftVector || !rightVector || dot(leftVector.values, rightVector.values) >= SAME_THING_SIMILARITY) continue;
    const first = { sentence: { ...sentence, end: sentence.start + left.length, text: left }, reading: leftReading };
    const second = { sentence: { ...sentence, start: sentence.start + rightStart, text: right }, reading: rightReading };
    return [first, ...(coordinatedJudgements(second.sentence, rightReading) ?? [second])];
  }
  return null;
}

/** A verb that can carry a clause from word `from` on: not a bare "-ing" ("customers paying by card online" is no clause). */
function hasFiniteVerb(tagged: { words: string[]; tags: string[] }, from: number): boolean {
  for (let i = from; i < tagged.tags.length; i++) {
    if ((tagged.tags[i] === 'VERB' || tagged.tags[i] === 'AUX') && !tagged.words[i]!.endsWith('ing')) return true;
  }
  return false;
}

/** Words that set one judgement against another in a sentence. */
const BUG_CONTRAST_RE = /\b(?:but|though|although|however|yet|except|otherwise|apart from)\b/i;

function isProblem(category: HighlightCategory | undefined): boolean {
  return category === 'complaint' || category === 'bug';
}

/** Ordinals, which count without naming anything ("the third time"). */
const ORDINAL_RE = /^(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|umpteenth|nth|\d+(?:st|nd|rd|th))$/;

/**
 * Words that ask for a remedy, help or haste without saying for what ("Please fix this asap.",
 * "Could you help?", "Is there a workaround?", "Any update?"): they name nothing of their own.
 */
const REMEDY_WORDS: ReadonlySet<string> = new Set([
  'fix', 'fixed', 'fixing', 'help', 'helping', 'sort', 'sorted', 'resolve', 'resolved', 'solve', 'solved', 'look', 'looking',
  'workaround', 'solution', 'update', 'updates', 'eta', 'asap', 'urgent', 'urgently', 'soon', 'quickly', 'immediately',
  'problem', 'problems', 'issue', 'issues', 'thing', 'anything', 'someone', 'anyone', 'somebody', 'anybody', 'way', 'possible', 'chance',
]);

/** Words that count tries or times and name nothing: "Yesterday it took ten tries.", "It happened again three times." */
const COUNTING_WORDS: ReadonlySet<string> = new Set(['try', 'tries', 'attempt', 'attempts', 'time', 'times', 'go', 'goes', 'take', 'takes', 'took', 'taking', 'happen', 'happens', 'happened', 'again']);

/** Words that say how much, or a clock time, naming nothing: "Really annoying at 6am" (times of day: text.ts TIME_WORDS). */
const DEGREE_OR_CLOCK_RE = /^(?:\d{1,2}(?:[:.]\d\d)?(?:am|pm)|really|very|so|super|totally|extremely|absolutely|incredibly|quite|pretty|honestly|literally|seriously|anymore)$/;

/** The content words of a text that name something (not ordinals, degrees or times, nor a bare call for a remedy). */
function namingWords(text: string): number {
  let n = 0;
  for (const t of tokenize(text)) if (isContent(t) && !ORDINAL_RE.test(t) && !REMEDY_WORDS.has(t) && !COUNTING_WORDS.has(t) && !DEGREE_OR_CLOCK_RE.test(t) && !TIME_WORDS.has(t)) n++;
  return n;
}

/**
 * About what was just told, by a pronoun: a demand ("Please make sure it doesn't happen again."),
 * or what it is or did, said of "this" or "that" ("This is a serious security problem.", "That
 * cost us a whole day."). (Not "it", which may be the product: "It's slow too." is a problem of its own.)
 */
const ABOUT_THE_LAST_RE = /^\W*(?:(?:still|also|and|but|so|honestly)\W+)?(?:(?:please\s+)?(?:make sure|ensure|don'?t let)\s+(?:it|this|that)\b|(?:this|that)(?:'s|\s+is|\s+was|\s+has\s+been|\s+makes|\s+made|\s+means|\s+meant|\s+cost|\s+costs|\s+caused|\s+causes)\b)/i;

/**
 * A complaint or question that names nothing of its own and so follows from the sentence before:
 * "Slack got unlinked again. This is the third time this month.", "Search is down. Any ETA?",
 * "They raised the price by 40%. Not cool." The highlight is the two together, so that it says
 * what is wrong (and can join the theme of it); alone it would name nothing.
 */
function followsOn(sentence: string, category: HighlightCategory): boolean {
  return (category === 'complaint' || category === 'bug' || category === 'question') && (namingWords(sentence) <= 1 || ABOUT_THE_LAST_RE.test(sentence));
}

/**
 * `wordsOnly` is for measuring (scripts/eval-highlights.ts): every sentence keeps the score of its
 * words, as if problems were not scored apart. The service never sets it.
 */
export function analyzeFeedback(text: string, options: { wordsOnly?: boolean } = {}): FeedbackAnalysis {
  if (typeof text !== 'string' || text.trim().length === 0) return { sentimentScore: 0, highlights: [] };
  const sentences: Sentence[] = [];
  const read: SentenceReading[] = [];
  let prompt = '';
  for (const s of segmentSentences(text).filter((s) => !s.excluded).flatMap(judgementClauses)) {
    let reading = readSentence(s.text);
    // A plain answer to a survey question that asks for the good is praise, to one that asks what was wrong a complaint (highlights.ts).
    if (reading.c.role === 'filler' && answersGoodPrompt(prompt, s.text, reading.wordScore)) reading = { ...reading, c: { role: 'highlight', category: 'praise', atLeastMildPraise: true } };
    else if (reading.c.role === 'filler' && answersImprovePrompt(prompt, s.text, reading.wordScore)) reading = { ...reading, c: { role: 'highlight', category: 'complaint' } };
    prompt = s.text;
    const parts = options.wordsOnly ? null : (wishListParts(s, reading) ?? coordinatedJudgements(s, reading));
    for (const part of parts ?? [{ sentence: s, reading }]) {
      sentences.push(part.sentence);
      read.push(part.reading);
    }
  }
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
    // "Charged twice for one order. Great.": and about the problem just told, whose highlight it ends.
    if (!options.wordsOnly && i > 0 && isPraiseInterjection(s.text) && isProblem(read[i - 1]!.c.category)) {
      const last = highlights[highlights.length - 1];
      if (last?.end === sentences[i - 1]!.end && isProblem(last.category)) highlights[highlights.length - 1] = { ...last, end: s.end, quote: text.slice(last.start, s.end) };
      continue;
    }
    // Praise in low-scoring words (a problem put right, a need met) reads at least as mild praise, as a problem at least as a mild one.
    // A bug report is no praise, whatever its other words ("the code doesn't work and the fees wipe out
    // any saving"), unless praise is set against it ("Love how fast it is, though it crashes sometimes").
    const asideWords = c.positiveWordsAside || (c.category === 'bug' && !BUG_CONTRAST_RE.test(s.text));
    const score = problem ? problemScore(asideWords ? Math.min(wordScore, 0) : wordScore) : c.atLeastMildPraise ? -problemScore(-Math.max(wordScore, 0)) : c.positiveWordsAside ? Math.min(wordScore, 0) : wordScore;
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
      // Items of one list each stand alone ("+ clean design / - no API / - expensive"), however short.
      const before = i > 0 && !(s.listItem && sentences[i - 1]!.listItem) ? sentences[i - 1]! : undefined;
      const last = highlights[highlights.length - 1];
      if (!options.wordsOnly && before && read[i - 1]!.c.role === 'filler' && followsOn(s.text, c.category) && namingWords(before.text) >= 1) {
        highlights.push({ start: before.start, end: s.end, quote: text.slice(before.start, s.end), sentimentScore: round4(score), category: c.category });
      } else if (!options.wordsOnly && before && last?.end === before.end && isProblem(last.category) && (isProblem(c.category) || c.category === 'question') && followsOn(s.text, c.category)) {
        // Said or asked of the problem just quoted ("Charged twice in April. Please make sure it
        // doesn't happen again.", "The export is empty. Is there a workaround?"): one highlight.
        highlights[highlights.length - 1] = { ...last, end: s.end, quote: text.slice(last.start, s.end), sentimentScore: round4(Math.min(last.sentimentScore, score)) };
      } else {
        // Rounded as the store keeps it, so a theme's sums from placement and from its rows agree.
        highlights.push({ start: s.start, end: s.end, quote: s.text, sentimentScore: round4(score), category: c.category });
      }
    }
  }
  let overall = wSum > 0 ? sSum / wSum : bWSum > 0 ? bSSum / bWSum : 0;
  overall = Math.max(-1, Math.min(1, overall));
  return { sentimentScore: round4(overall), highlights };
}
