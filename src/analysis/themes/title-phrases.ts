/**
 * What the quotes of a theme say was asked, done or failed, as phrases a title can use: the action
 * a request asks for, the thing a failure is told of, a verb's object, the aspect or failure most
 * quotes share ("Problems with search", "Charged twice") and an action said not to work.
 */
import { aspectConcepts, failureConcepts, isContent, tokenize } from './text.js';
import { NOMINAL, type SurfaceToken, capitalise, conceptsOf, inflectionStem, mostFrequent, surfaceTokens } from './title-reading.js';

/**
 * Verbs that only frame a request ("add dark mode", "have an export", "let me ..."): a request
 * theme is named after what they introduce ("Requests for dark mode"), not after them.
 */
const FRAME_VERBS: ReadonlySet<string> = new Set(['add', 'adding', 'have', 'has', 'get', 'make', 'let', 'need', 'want', 'like', 'love', 'see', 'allow', 'enable', 'include', 'support', 'bring', 'give', 'offer', 'provide', 'implement', 'build', 'introduce', 'create', 'use', 'do', 'be', 'put', 'keep', 'hope', 'wish', 'consider', 'request', 'suggest', 'appreciate']);

/** Words between a verb and its object that a title keeps: "split the bill", "save my searches". */
const OBJECT_DETERMINERS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'their', 'more', 'multiple', 'several', 'other', 'different', 'all']);

/** Prepositions before a gerund: "support for paying contractors", "a way of exporting reports". */
const GERUND_PREPOSITIONS: ReadonlySet<string> = new Set(['for', 'of', 'by', 'about', 'with', 'without']);

/** Words after which the next word is a verb: "let me schedule orders", "a way to split the bill". */
const VERB_SLOTS: ReadonlySet<string> = new Set(['to', 'me', 'us', 'please']);

/**
 * What a request theme asks to be able to do, when its quotes agree on it, as the title goes on
 * after "Requests": the verb they put before the topic ("a way to split the bill" -> "to split the
 * bill"; a gerund after a preposition, "support for paying contractors" -> "for paying
 * contractors"), or the topic itself when it starts with a verb ("let me schedule orders"). Null
 * when the verb only frames the request ("add dark mode"), or when fewer than half the quotes that
 * name the topic ask for the same thing (two at least, and no other thing as often).
 */
export function requestedAction(quotes: readonly string[], phraseKey: string, topic: string, tags: Map<string, string>): string | null {
  const keys = phraseKey.split(' ');
  // Per action (verb and topic, or the topic alone), how many quotes ask for it and with which determiners.
  const actions = new Map<string, { count: number; determiners: Map<string, number> }>();
  let naming = 0;
  for (const q of quotes) {
    const toks = surfaceTokens(q);
    const at = toks.findIndex((_, i) => keys.every((k, j) => toks[i + j]?.key === k));
    if (at < 0) continue;
    naming++;
    // The topic must be the whole object, not the first part of a longer one ("my delivery address",
    // whatever the tagger calls "address"): what follows it is a function word, a preposition
    // ("split the payment across cards") or nothing.
    const after = toks[at + keys.length];
    if (after !== undefined && after.content && tags.get(after.lower) !== 'ADP') continue;
    const before = toks[at - 1];
    const determiner = before !== undefined && OBJECT_DETERMINERS.has(before.lower) ? before.lower : '';
    const verb = toks[at - (determiner ? 2 : 1)];
    let action: string | undefined;
    // The tagger takes some verbs for nouns ("let us pause the subscription"); after "to", "me",
    // "us" or "please" a word before an object is a verb.
    const slotBefore = verb !== undefined && VERB_SLOTS.has(toks[at - (determiner ? 3 : 2)]?.lower ?? '');
    const verbTag = verb === undefined ? undefined : tags.get(verb.lower);
    // A gerund after a preposition ("support for paying contractors") names no action to ask for.
    const gerund = verb !== undefined && /ing$/.test(verb.lower) && GERUND_PREPOSITIONS.has(toks[at - (determiner ? 3 : 2)]?.lower ?? '');
    // Asked to do: the verb's plain form ("to split the bill"), not what someone does ("an apprentice who needs a login").
    const inflected = /(?:[^su]s|ed)$/.test(verb?.lower ?? '') && !gerund;
    // A gerund anywhere asks for the doing ("Exporting the rent roll would be ..." -> "for exporting
    // the rent roll"), never "to exporting".
    if (verb !== undefined && /^[a-z]+$/.test(verb.lower) && !inflected && (verbTag === 'VERB' || (slotBefore && verbTag === 'NOUN')) && !FRAME_VERBS.has(verb.lower)) action = `${gerund || /ing$/.test(verb.lower) ? 'for' : 'to'} ${verb.lower}`;
    // (Not a name: "Export to Apple Health" asks for no action called Apple.)
    else if (keys.length > 1 && before !== undefined && VERB_SLOTS.has(before.lower) && !FRAME_VERBS.has(toks[at]!.lower) && tags.get(toks[at]!.lower) !== 'PROPN') action = '';
    if (action === undefined) continue;
    const entry = actions.get(action) ?? { count: 0, determiners: new Map<string, number>() };
    entry.count++;
    entry.determiners.set(determiner, (entry.determiners.get(determiner) ?? 0) + 1);
    actions.set(action, entry);
  }
  const top = mostFrequent([...actions].map(([action, { count }]) => [action, count]));
  // At least half of them (two when there are two or more), and more than any other action.
  if (top === undefined || top.count * 2 < naming || top.count < Math.min(2, naming) || [...actions].some(([action, { count }]) => action !== top.key && count === top.count)) return null;
  const best = top.key;
  if (best === '') return `to ${topic}`;
  // The determiner most quotes use; "the" on a tie, which reads as every customer's.
  let determiner = '';
  let determinerCount = -1;
  for (const [d, count] of actions.get(best)!.determiners) {
    if (count > determinerCount || (count === determinerCount && d === 'the')) {
      determiner = d;
      determinerCount = count;
    }
  }
  return `${best} ${determiner ? `${determiner} ` : ''}${topic}`;
}

/**
 * What the words after a failure word say, where most quotes that say the word agree on it: per
 * quote whose failure word has the tag `tag`, `read` takes it from the tokens after the word
 * (`at`); null when most quotes that say the word give nothing or disagree.
 */
function agreedAfterFailure(
  quotes: readonly string[],
  negStem: string,
  tags: Map<string, string>,
  tag: string,
  read: (toks: readonly SurfaceToken[], at: number, quote: string) => string | null,
): string | null {
  const answers = new Map<string, number>();
  let saying = 0;
  for (const q of quotes) {
    const toks = surfaceTokens(q);
    const at = toks.findIndex((t) => t.content && inflectionStem(t.lower) === negStem);
    if (at < 0) continue;
    saying++;
    if (tags.get(toks[at]!.lower) !== tag) continue;
    const answer = read(toks, at, q);
    if (answer !== null) answers.set(answer, (answers.get(answer) ?? 0) + 1);
  }
  const top = mostFrequent(answers);
  return top !== undefined && top.count * 2 > saying ? top.key : null;
}

/** Whether two tokens of a quote stand next to each other, nothing but space between (not across a comma). */
function adjacent(quote: string, before: SurfaceToken, after: SurfaceToken): boolean {
  return quote.slice(before.end, after.start).trim() === '';
}

/**
 * The thing a failure word describes when the quotes put it before a noun ("wrong address",
 * "expensive insurance"): that noun (two when they make a compound), as most quotes that say the
 * word write it; null when most do not. "Courier wrong" says less than "Wrong address".
 */
export function describedThing(quotes: readonly string[], negStem: string, tags: Map<string, string>): string | null {
  return agreedAfterFailure(quotes, negStem, tags, 'ADJ', (toks, at, q) => {
    const nouns: string[] = [];
    for (let i = at + 1; i < toks.length && nouns.length < 2; i++) {
      const t = toks[i]!;
      // Only next to it: not across a comma ("Permissions are confusing, guests can see ...").
      if (!t.content || !NOMINAL.has(tags.get(t.lower) ?? '') || !adjacent(q, toks[i - 1]!, t)) break;
      nouns.push(t.lower);
    }
    // The noun phrase ends there: "wrong address twice", but not a longer compound cut short.
    const next = toks[at + 1 + nouns.length];
    return nouns.length === 0 || (next?.content && NOMINAL.has(tags.get(next.lower) ?? '')) ? null : nouns.join(' ');
  });
}

/** How often a failure happens, kept after its verb: "Webhooks fire twice". */
const FREQUENCIES: ReadonlySet<string> = new Set(['twice', 'again', 'randomly', 'constantly', 'repeatedly']);

/** Particles of phrasal verbs of failure: "cuts out", "drops off", "shuts down". */
const PARTICLES: ReadonlySet<string> = new Set(['out', 'off', 'down', 'up', 'over', 'away']);
/** Words between a verb and its object that a title leaves out: "rejects any date range", "loses the signal". */
const OBJECT_SKIPS: ReadonlySet<string> = new Set(['the', 'a', 'an', 'my', 'our', 'your', 'their', 'its', 'any', 'all', 'every', 'some']);

/**
 * What a failure verb does it to, when most quotes that say the verb name the same object right
 * after it ("The doorbell camera loses wifi every few hours" -> "wifi"), or its particle ("cutting
 * out"): a title "Doorbell camera loses" says less than "Doorbell camera loses wifi". Null when the
 * word is no verb or they disagree.
 */
export function verbObject(quotes: readonly string[], negStem: string, tags: Map<string, string>): string | null {
  return agreedAfterFailure(quotes, negStem, tags, 'VERB', (toks, at, q) => {
    // A phrasal verb keeps its particle: "the wifi keeps cutting out", "the screen goes off".
    const particle = toks[at + 1];
    if (particle !== undefined && (PARTICLES.has(particle.lower) || FREQUENCIES.has(particle.lower)) && adjacent(q, toks[at]!, particle)) return particle.lower;
    let i = at + 1;
    while (i < toks.length && OBJECT_SKIPS.has(toks[i]!.lower)) i++;
    const nouns: string[] = [];
    for (; i < toks.length && nouns.length < 2; i++) {
      const t = toks[i]!;
      if (!t.content || tags.get(t.lower) !== 'NOUN' || !adjacent(q, toks[i - 1]!, t)) break;
      nouns.push(t.lower);
    }
    return nouns.length === 0 ? null : nouns.join(' ');
  });
}

/** Not being able to do something: "I can't add a tip", "the app won't let me extend my booking". */
const CANNOT_RE = /\b(?:can'?t|cannot|can not|couldn'?t|could not|unable to|not able to|(?:won'?t|wouldn'?t|doesn'?t|does not|didn'?t|did not|will not|would not) (?:let|allow) (?:me|us)(?: to)?)\s+(?:(?:i|we|you|they)\s+)?([a-z]+)\s+(?:(on|onto|to|into|in|with|from|through|off|out of)\s+)?(?:(?:the|a|an|my|our|any|their|your)\s+)?(.*)$/;
/** Something that does not do its job: "the promo code didn't work", "my files won't sync". */
const NOT_DOING_RE = /^(.*?)\b(?:doesn'?t|does not|didn'?t|did not|won'?t|will not|wouldn'?t|would not|don'?t|do not|never|no longer|stopped|has stopped|have stopped|(?:is|are|was|were)(?:n'?t| not))\s+(?:even\s+|always\s+|ever\s+|properly\s+)?(?:(work|load|open|sync|save|connect|update|start|respond|appear|arrive|print|upload|download|send|charge|pair|play|apply)(?:s|ed|ing)?|(show|turn)(?:s|ed|ing|n)? up)\b/;
/** How a title names an aspect (text.ts aspectConcepts) that the quotes share in different words. */
export const ASPECT_TITLES: Readonly<Record<string, { problem: string; praise: string; request?: string }>> = {
  '~price': { problem: 'Problems with pricing', praise: 'Praise for pricing', request: 'Requests about pricing' },
  '~support': { problem: 'Problems with support', praise: 'Praise for support', request: 'Requests about support' },
  '~ease': { problem: 'Hard to use', praise: 'Praise for ease of use' },
  '~notify': { problem: 'Problems with notifications', praise: 'Praise for notifications', request: 'Requests for notifications' },
  '~login': { problem: 'Problems signing in', praise: 'Praise for signing in', request: 'Requests about signing in' },
  '~leave': { problem: 'Problems cancelling', praise: 'Praise for cancelling', request: 'Requests about cancelling' },
  '~refund': { problem: 'Problems with refunds', praise: 'Praise for refunds', request: 'Requests for refunds' },
  '~battery': { problem: 'Problems with battery life', praise: 'Praise for battery life', request: 'Requests about battery life' },
  '~export': { problem: 'Problems exporting', praise: 'Praise for exporting', request: 'Requests to export data' },
  '~search': { problem: 'Problems with search', praise: 'Praise for search', request: 'Requests about search' },
  '~wait': { problem: 'Long waits', praise: 'Praise for waiting times' },
};

/**
 * The aspect more than half the quotes are about, when the topic found is not itself a word of
 * one ("cloud" where five quotes say price five ways); null otherwise.
 */
export function sharedAspect(quotes: readonly string[], topic: string): string | null {
  const counts = new Map<string, number>();
  for (const q of quotes) for (const a of conceptsOf(q).aspects) counts.set(a, (counts.get(a) ?? 0) + 1);
  const shared = [...counts].filter(([a, n]) => n * 2 > quotes.length && ASPECT_TITLES[a] !== undefined);
  // The topic found names one of them ("customer support" for support and a refund): it stays.
  const named = aspectConcepts(topic);
  if (shared.length === 0 || shared.some(([a]) => named.includes(a))) return null;
  return mostFrequent(shared)!.key;
}

/** Verbs with two ends, either of which may be what fails: "sync with Outlook", "connect to the printer". */
const RELATIONAL_VERBS: ReadonlySet<string> = new Set(['sync', 'connect', 'pair']);
/** The -ing form of each verb NOT_DOING_RE knows: "Files not syncing" needs no agreement with the topic. */
const PROGRESSIVE: Readonly<Record<string, string>> = { work: 'working', load: 'loading', open: 'opening', sync: 'syncing', save: 'saving', connect: 'connecting', update: 'updating', start: 'starting', respond: 'responding', show: 'showing up', turn: 'turning up', appear: 'appearing', arrive: 'arriving', print: 'printing', upload: 'uploading', download: 'downloading', send: 'sending', charge: 'charging', pair: 'pairing', play: 'playing', apply: 'applying' };
/** Left out of an order: "they forgot the sauce", "my drinks were left out" (not "I forgot my password"). */
const FORGOTTEN_RE = /(?<!\b(?:i|we)(?: just| also| completely)? )\b(?:forgot|forgotten|left out)\b/;
/**
 * Billed for what was cancelled: "charged after my free trial even though I cancelled", "cancelled
 * in March but was charged again", "charged my card for a booking I cancelled", "billed for the
 * cancelled stay".
 */
const CHARGED_AFTER_CANCEL_RE =
  /\b(?:charged|billed|debited|renewed|took (?:the )?money)\b[^.!?]{0,60}\b(?:after|even though|although|though|despite|when)\b[^.!?]{0,40}\bcancel|\b(?:charged|billed|debited|invoiced)\b[^.!?]{0,40}?\bfor\s+(?:a|an|the|my|our)\s+(?:(?:\w+\s+){0,2}?(?:booking|order|appointment|subscription|reservation|class|session|trip|ride|stay|visit|plan|delivery|lesson|ticket)s?\s+(?:that\s+)?(?:i|we)\s+(?:had\s+)?(?:already\s+)?cancel|cancell?ed\b)|\bcancel(?:led|ling|ed|ing|s)?\b[^.!?]{0,60}\b(?:but|yet|and still|still)\b[^.!?]{0,30}\b(?:charged|billed|debited|renewed)\b/;
/** Charged more than once: "I was billed twice", "charged £62 twice", "a duplicate charge", "the order went through twice". */
const CHARGED_AGAIN_RE =
  /\b(?:(?:charged|billed|debited|invoiced|taken)\s+(?:\S+\s+){0,3}?(?:twice|two times|double|2x|x2)|double[- ]?(?:charged?|charges|billed|billing)|duplicate\s+(?:charges?|payments?|transactions?|billing)|(?:two|2)\s+(?:identical\s+)?(?:charges|payments|transactions)|(?:went|gone|go|goes|came|come|was|were)\s+(?:through|out)\s+twice)\b/;
/** Slow to act: "support took three days to reply", "refunds take weeks to come through". */
const SLOW_TO_RE =
  /^(.*?)\b(?:took|takes|take|taking)\s+(?:(?:well\s+)?(?:over|more than|almost|nearly|about|around|at least|up to)\s+)?(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|\d+|several|many|forever|ages)(?:\s+(?:full\s+)?(?:minutes?|hours?|days?|weeks?|months?))?\s+to\s+([a-z]+(?:\s+(?:through|back|up|in|out))?)\b/;
/** Thrown out of the product: "the app logs me out every time", "keeps kicking us out". */
const LOGS_OUT_RE = /^(.*?)\b(?:logs?|logged|logging|kicks?|kicked|kicking|signs?|signed|signing)\s+(?:me|us|users|people|everyone)\s+out\b/;

/** Gives up waiting: "the CSV export times out", "our exports keep timing out", "fails with a timeout". */
const TIMES_OUT_RE = /^(.*?)\b(?:times? out|timed out|timing out|(?:with|gets?|getting|got|throws?|throwing|threw|hits?|hitting|returns?|returned|giving|gives?)\s+(?:a\s+|an?\s+)?(?:\d+\s+)?(?:gateway\s+)?time-?outs?)\b/;

/**
 * Who or what is slow (SLOW_TO_RE): the topic when it is the subject, else the subject's own words
 * ("support"), without the organization's name ("Rentwise support").
 */
function slowSubject(subject: string, topicRe: RegExp, topic: string, ownName?: ReadonlySet<string>): string | undefined {
  if (topicRe.test(subject)) return topic;
  const words = tokenize(subject).filter((w) => isContent(w) && !ownName?.has(w));
  return words.length >= 1 && words.length <= 2 ? words.join(' ') : undefined;
}

/** Where a quote (lower-cased) names the topic: at the start of a word. */
export function topicPattern(topic: string): RegExp {
  return new RegExp(`\\b${topic.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
}

/** Verbs too general to say what cannot be done ("can't get", "can't do"). */
const GENERAL_VERBS: ReadonlySet<string> = new Set(['get', 'do', 'be', 'have', 'make', 'go', 'see', 'say', 'tell', 'believe', 'wait', 'imagine', 'help', 'stop']);

/**
 * The failure concept (text.ts failureConcepts) the quotes share: the one most say, when half of
 * them or more, and two or more, say it ("App crashing" where six of twelve say "crashes", "quits"
 * or "freezes" and the others "locks up" or "goes offline"). Null when none is shared so.
 */
export function sharedFailure(quotes: readonly string[]): { key: string; count: number } | null {
  const concepts = new Map<string, number>();
  for (const q of quotes) for (const c of conceptsOf(q).failures) concepts.set(c, (concepts.get(c) ?? 0) + 1);
  const said = mostFrequent(concepts);
  return said !== undefined && said.count * 2 >= quotes.length && said.count >= Math.min(2, quotes.length) ? said : null;
}

/**
 * A problem theme's failure said with a negated verb, when its quotes agree on it and it concerns
 * the topic: "Cannot add tip" (the topic follows the verb), "Promo code not working" (the topic
 * comes before the negation), said by at least half the quotes and more often than any other.
 * Null otherwise ("Problems with ..." stays).
 */
export function negatedAction(quotes: readonly string[], topic: string, ownName?: ReadonlySet<string>): string | null {
  const topicRe = topicPattern(topic);
  const votes = new Map<string, number>();
  for (const q of quotes) {
    const lower = q.toLowerCase().replace(/[\u2019']/g, "'");
    const cannot = CANNOT_RE.exec(lower);
    let failure: string | undefined;
    // (The verb keeps its preposition: "Cannot rely on service", "Cannot log in to portal".)
    if (cannot && !GENERAL_VERBS.has(cannot[1]!) && topicRe.test(cannot[3]!.split(/[,.;!?]/)[0]!.split(/\s+/).slice(0, 4).join(' '))) failure = `Cannot ${cannot[1]}${cannot[2] ? ` ${cannot[2]}` : ''} ${topic}`;
    // What was forgotten is named after the verb ("forgot my drinks"), not before it ("the waiter forgot").
    else if (FORGOTTEN_RE.test(lower) && topicRe.test(lower.slice(FORGOTTEN_RE.exec(lower)!.index))) failure = `${capitalise(topic)} forgotten`;
    else if (CHARGED_AGAIN_RE.test(lower)) failure = 'Charged twice';
    else if (CHARGED_AFTER_CANCEL_RE.test(lower)) failure = 'Charged after cancelling';
    else if (SLOW_TO_RE.test(lower)) {
      const [, subject, verb] = SLOW_TO_RE.exec(lower)!;
      const who = slowSubject(subject!, topicRe, topic, ownName);
      // "It took forever to load": the topic is what is slow to happen.
      if (who !== undefined) failure = `${capitalise(who)} slow to ${verb}`;
      else if (topicRe.test(verb!)) failure = `Slow to ${verb}`;
    } else if (LOGS_OUT_RE.test(lower) && topicRe.test(LOGS_OUT_RE.exec(lower)![1]!)) failure = `${capitalise(topic)} logs users out`;
    else if (TIMES_OUT_RE.test(lower) && topicRe.test(TIMES_OUT_RE.exec(lower)![1]!)) failure = `${capitalise(topic)} timing out`;
    else {
      const notDoing = NOT_DOING_RE.exec(lower);
      const verb = notDoing ? (notDoing[2] ?? notDoing[3])! : '';
      // What fails is before the verb ("the export doesn't work"); with two ends, either ("events no longer sync to my Outlook").
      const about = notDoing !== null && (topicRe.test(notDoing[1]!) || (RELATIONAL_VERBS.has(verb) && topicRe.test(lower.slice(notDoing[0].length))));
      if (about) failure = `${capitalise(topic)} not ${PROGRESSIVE[verb]}`;
    }
    if (failure !== undefined) votes.set(failure, (votes.get(failure) ?? 0) + 1);
  }
  const top = mostFrequent(votes);
  if (top === undefined) return null;
  // Half the quotes suffice when no other failure is said as often.
  const tied = [...votes.values()].filter((count) => count === top.count).length > 1;
  return !tied && top.count * 2 >= quotes.length ? top.key : null;
}
