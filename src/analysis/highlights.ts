/**
 * Highlight selection and categorisation. Generic linguistic patterns only:
 * - bug: failure vocabulary (error, crash, fail, broken, freeze, "doesn't work/load/sync" ...)
 * - feature_request: modal requests ("can you add", "please support"), wish / would-like
 *   constructions, "it would be great if", need/want-an-option, imperative "add ...",
 *   missing-capability statements ("there is no way to", "doesn't support")
 * - question: question mark or interrogative opening; a request for information ("I need to know")
 *   when the sentence has no clear sentiment
 * - complaint without sentiment words: problems told as facts (not arrived or answered, still
 *   waiting, late, wrong amount, declined, a payment not recognised, "I can't ...", intent to
 *   leave) or an excess ("too bright"), for sentences with no clear or only mildly positive
 *   sentiment
 * - question, too: a plea for help ("Please help!"), whatever its sentiment
 * - complaint / praise: sentence sentiment below / above a threshold; a denied problem ("no issues
 *   so far", "not a single bug") is no bug report, and scores as mild praise (sentiment.ts), except
 *   set in the past ("never had a problem before"), the background of a problem now; a problem
 *   reported as fixed is no complaint
 * Greetings, thanks-only boilerplate and neutral filler are not highlighted.
 * The two largest pattern sets, a bug in its usual words and a problem told as a plain fact, are in
 * problem-patterns.ts.
 */
import type { HighlightCategory } from './index.js';
import { scoreSentiment } from './sentiment.js';
import { asksToAgree, wantedChange, WATCH_VERB_STEMS } from './constructions.js';
import { BUG_RE, PROBLEM_STATE_RE, RESTART_NEEDED } from './problem-patterns.js';
import { alternation, cuedPattern } from './regex-cues.js';
import { EXCESS_KEEPS_PRAISE_WORDS, lookupValence, NOT_EXCESS_WORDS, readingForm, SPEAKERS_STATE_BEFORE_TOO } from './words.js';

const GREETING_RE =
  /^(?:hi|hello|hey|hiya|howdy|dear|greetings|good (?:morning|afternoon|evening|day)|to whom it may concern|yo)\b[^.!?]{0,40}[,.!:;-]?\s*$/i;
const THANKS_ONLY_RE =
  cuedPattern(/^(?:(?:many |a lot of |big |huge )?thanks|thank you|thank u|thx|ty|tia|cheers|much appreciated|appreciate it|kind regards|best regards|regards|best|sincerely)(?:\s+(?:so much|a lot|very much|a bunch|in advance|again|guys|team|all|everyone|folks|you|for (?:your|the|all) (?:help|time|support|assistance|attention|consideration|feedback|reply|response|work|hard work|patience)|for reading|for listening|for looking into (?:this|it))|\s*,?\s*have an? (?:great|good|nice|lovely|wonderful) (?:day|weekend|week|evening|one|night))*\s*[.!,:;)]*\s*(?:[\p{Extended_Pictographic}\uFE0F\u200D]\s*)*$/iu);
const FILLER_RE = /^(?:ok(?:ay)?|so|well|also|sure|yes|yeah|yep|yup|right|noted|understood|will do|of course|no problem|fyi|ps|p\.s\.?|update|note|edit|please advise|advise please|please let me know|let me know|thoughts\??|any thoughts\??|funny that|funny how that works|go figure)[\s.!,:]*$/i;
/**
 * The survey's own question, pasted with the answer ("Survey: What could we improve? -> ...", "Q: How would you rate your account
 * manager? A: ...", "Survey: 'Would you recommend?' – ..."): the form's question, not the customer's.
 */
const SURVEY_PROMPT_RE = cuedPattern(/^(?:(?:survey|question|q\d*|nps(?: comment)?|feedback)\s*[:\-]\s*)?(?:what|how|is there anything|anything)\s+(?:else\s+)?(?:could|can|should|would)\s+we\s+(?:improve|do better|change|do differently)(?:\s+on)?\s*\??\s*$|^\W*(?:(?:q|question)\s*\d*\s*[:.)]\s*[^?]*\?|(?:survey|nps|feedback\s+form|form)\s*(?:question|answer|response)?\s*:\s*['‘"“][^'’"”?]*\?['’"”])\s*[-–—:]?\s*$/i);
/**
 * What a customer asked for, as call notes report it with the subject left out or in the third
 * person ("Wants bulk user import via CSV", "Customer asked about pricing for 50 seats").
 */
const REPORTED_REQUEST_RE = cuedPattern(/^(?:(?:the\s+)?(?:customer|client|user|prospect|caller|patient|member|rider|guest|tenant|learner|student|parent|owner|manager|he|she|they)\s+)?(?:wants|would like|requested|asked for|needs|is asking for|are asking for|suggested|wished for|would love)\b(?!\s+(?:a|an|another|the)\s+(?:(?:quick|short|follow-up|further|second)\s+)?(?:call|meeting|demo|quote|proposal|follow-up|catch-up|callback|call\s+back|chat|invoice|receipt|contract)\b)/i);
/** A thing suggested by what it would do: "A daily email digest of unmatched items would stop things piling up", "Dark mode on the web app would save my eyes" (not "Nothing would help me more than a refund"). */
const SUGGESTED_THING_RE = cuedPattern(/^\W*(?!(?:i|we|it|they|he|she|you|this|that|there|nothing|nobody|no|none|everything|anything|what|which|who|if|when)\b)(?:[\w'-]+,?\s+){1,18}?would\s+(?:really\s+|definitely\s+|also\s+|honestly\s+|massively\s+)?(?:have\s+)?(?:save|saved|help|helped|stop|solve|cut|reduce|prevent|spare|beat|suit|make\s+(?:life|things|it|my|our)|mean\s+a\s+lot|make\s+a\s+(?:big\s+|huge\s+|real\s+)?difference|put\s+(?:you|them|it)\s+(?:miles\s+|streets\s+|way\s+)?ahead|sort\s+(?:that|it|this)(?:\s+out)?|tip\s+(?:me|us)\s+(?:into|over)|mean\s+(?:(?:my|our|the)\s+(?:[\w-]+\s+){0,1}[\w-]+|i|we|they|people)\s+(?:could|can|would|isn'?t|wouldn'?t|doesn'?t|don'?t)|go\s+down\s+(?:a\s+storm|a\s+treat|really\s+well|well)|be\s+(?:great|nice|handy|useful|helpful|brilliant|amazing|ideal|perfect|lovely|(?:much\s+|far\s+)?more\s+(?:use|useful)|a\s+(?:huge|big|great|nice|massive|real|game|lifesaver|godsend)|a\s+lifesaver|a\s+godsend))\b/i);
/** Call notes: what a customer is keen on or asked whether we could do ("Head of procurement keen on a Slack integration", "They asked if we could support multiple currencies"). */
const REPORTED_WANT_RE = cuedPattern(/\b(?:raised|said|mentioned|flagged)\b[^.!?]{0,30}?\bthat\s+(?:they|he|she)\s+(?:need|needs|want|wants|require)\b|\b[a-z]+s\s+keep\s+asking\s+(?:us\s+)?for\s+(?:a|an|the)\s+(?:way|option|feature|ability|setting|button|report|export|integration)\b|:\s*(?:the\s+)?(?:customer|client|user|venue|site|school|practice|team|account|prospect)\s+(?:wants|would\s+like|needs|asked\s+for|is\s+asking\s+for)\b|\b(?:keen\s+on|interested\s+in)\s+(?:a|an|some|the)\s+(?:[\w-]+\s+){0,3}?(?:integration|feature|option|export|report|api|setting|view|mode|add-on|module|connector|app)\b|\basked\s+(?:if|whether)\s+(?:we|you)\s+(?:could|can|would|will)\s+(?:start|begin|offer|support|add|offer|build|provide|integrate|allow|let|include|stream|send|push|sync|export|connect)\b/i);
const REPORTED_QUESTION_RE = /^(?:(?:the\s+)?(?:customer|client|user|prospect|caller|patient|member|rider|guest|tenant|learner|student|parent|owner|manager|he|she|they)\s+)?(?:asked (?:about|if|whether|how|why|when|what)|wondered|wanted to know|is asking (?:about|if|whether))\b/i;
/** A suggestion without a verb: "Maybe a few more chart types.", "Perhaps an option to export to PDF." */
/** The thing missing, said as what it would complete: "an airport shuttle would make this place perfect". */
const WOULD_COMPLETE_RE = cuedPattern(/\b(?:would|'d|could)\s+(?:really\s+|definitely\s+|totally\s+)?make\s+(?:this|it|the\s+\w+|this\s+\w+|things|life)\s+(?:\w+\s+)?(?:perfect|a 10|ideal|complete|even better|so much better|much better|a lot better|way better|easier|so much easier|much easier|a lot easier|a no[- ]brainer|no[- ]brainer|a must[- ]have|unbeatable)\b/i);
/** What would win a customer over: "A household bundle would get my wife and son on board", "would make me upgrade". */
const WOULD_PERSUADE_RE = cuedPattern(/\b(?:would|'d)\s+(?:(?:get|bring)\s+(?:me|us|them|him|her|everyone|people|(?:my|our|the)\s+(?:[\w-]+\s+){0,4}?[\w-]+)\s+(?:on board|back)|win\s+(?:me|us|them|people|customers)\s+(?:over|back)|make\s+(?:me|us)\s+(?:upgrade|switch|stay|subscribe|sign up|come back|buy|renew))\b/i);
/**
 * A list of wishes under its heading: "Requests for our renewal: announcements to every resident,
 * an iCal feed ...", "Wishlist: ...", "Things I'd change: let us split rent, fix the uploads".
 */
const WISH_LIST_RE = /^\W*(?:(?:my|our|a few|some|two|three|couple of|main|top)\s+)?(?:feature\s+)?(?:requests?|wish\s?-?lists?|wishes|suggestions?|asks)\b[^:.!?]{0,40}:\s*(?!(?:none|nothing|n\/a|no|not really)\b)\S|^\W*(?:things|what)\s+(?:i|we)(?:'d|\s+would)\s+(?:change|add|improve|like to see|love to see|want|like)\b[^:.!?]{0,20}:\s*\S|^\W*(?:(?:i|we)(?:'d|\s+would)|would)\s+(?:really\s+)?(?:like|love)(?:\s+to\s+see)?\s*:\s*\S|^\W*nice\s+to\s+haves?\s*:\s*\S/i;
/**
 * The wishes of a list under its heading, each its own request ("Requests for our renewal:
 * announcements to every resident, an iCal feed of inspections, and an export to Sage": three), as
 * offsets in `sentence`; null when it is no such list or holds fewer than two. Items are parted by
 * commas, semicolons or numbers ("(1) ..., (2) ..."), the last one also by its "and"; "A and B"
 * alone may be one thing ("search and filter") and stays whole.
 */
export function wishListItems(sentence: string): Array<{ start: number; end: number }> | null {
  const heading = WISH_LIST_RE.exec(sentence);
  if (heading === null) return null;
  const colon = sentence.indexOf(':', heading.index);
  if (colon < 0) return null;
  const items: Array<{ start: number; end: number }> = [];
  const push = (start: number, end: number) => {
    const raw = sentence.slice(start, end);
    const lead = raw.length - raw.trimStart().length;
    const text = raw.trim().replace(/[.!?…]+$/u, '').trimEnd();
    if (/[a-z]/i.test(text)) items.push({ start: start + lead, end: start + lead + text.length });
  };
  // (A number before the first item, "(1) ...", parts off nothing: no letters, no item.)
  const separator = /\s*(?:[,;]|\(\d+\)|\b\d\))\s*(?:(?:and|or)\s+)?/g;
  separator.lastIndex = colon + 1;
  let from = colon + 1;
  for (let m = separator.exec(sentence); m !== null; m = separator.exec(sentence)) {
    push(from, m.index);
    from = m.index + m[0].length;
  }
  const last = sentence.slice(from);
  // The list's last "and" ("..., an iCal feed and an export to Sage"), once the list has commas.
  const and = items.length > 0 ? /\s+and\s+/i.exec(last) : null;
  if (and !== null) {
    push(from, from + and.index);
    push(from + and.index + and[0].length, sentence.length);
  } else push(from, sentence.length);
  return items.length >= 2 ? items : null;
}

const SUGGESTION_RE = /^(?:maybe|perhaps|possibly|ideally)\s*,?\s+(?:a few |some |a couple (?:of )?|an? |the )?(?:more|better|extra|additional|another|options?|ways?|support for|ability to|setting)\b/i;

/** A thing that would not do its one job: "the lock just would not release", "it wouldn't start this morning". */
const WOULD_NOT_RE = /(?<!\b(?:i|we|you|they|he|she)\s+(?:just\s+|simply\s+)?)\b(?:would\s+not|wouldn'?t|wouldnt)\s+(?:even\s+)?(?:release|open|unlock|lock|start|boot|load|connect|turn on|switch on|turn off|switch off|charge|sync|pair|respond|budge|close|work|scan|print|download|upload)\b(?!\s+(?:be|have|if|unless|without|for me to)\b)/i;
/** A thing that once left alone quits: "every time I add pictures it just closes" (not "it just closes at 5"). */
const QUITS_RE = /\b(?:it|the app|the whole app|the application)\s+(?:just|then|simply|suddenly|immediately|instantly)\s+(?:quits|closes|shuts down|force[- ]closes)\b(?!\s+(?:at|on|for|the|my|your|our|early|down)\b)/i;
/** Nouns of things going wrong, as a regular-expression alternation. */
const PROBLEM_NOUNS = String.raw`bugs?|errors?|crash(?:es)?|issues?|problems?|glitch(?:es)?|failures?|outages?|hiccups?`;
/**
 * Failure vocabulary denied ("no bugs", "zero errors", "never had a single crash", "haven't seen
 * any issues", "not one glitch", "nothing broke"): the absence of a problem, not a report of one.
 */
/**
 * A failure denied of a thing over time: "never had a generator from them fail to start", "the stake
 * lights haven't cracked", "video never dropped once". No bug (BUG_NEGATED_RE), and praise
 * (SERVICE_FACT_PRAISE_RE), though its words score below zero.
 */
const FAILURE_DENIED = String.raw`\bnever\s+had\s+(?:a|an|one|any)\s+(?:[\w-]+\s+){1,4}?(?:fail|break|crash|die|stop|leak)\b|\b(?:hasn'?t|haven'?t|has\s+not|have\s+not)\s+(?:cracked|rusted|faded|leaked|peeled|warped|split)\b|\bnever\s+(?:once\s+)?(?:dropped|cut\s+out|buffered|stalled|lagged|froze|crashed|failed)\s+(?:once|a\s+single\s+time|even\s+once)\b`;

const BUG_NEGATED_RE = new RegExp(
  [
    String.raw`\b(?:no|without|zero|not|never|(?:have|has|had|did|do|does)(?:n'?t| not| never))(?:\s+(?:ever|had|have|seen|saw|encountered|experienced|noticed|got|gotten|any|a|an|one|single))*\s+(?:\w+\s+)?(?:${PROBLEM_NOUNS})\b`,
    String.raw`\b(?:nothing|not (?:a )?(?:single )?(?:one )?thing)\s+(?:has\s+|ever\s+|was\s+|is\s+|got\s+)?(?:broke|broken|crashed|failed|froze|went wrong|gone wrong)\b|\b(?:broke|breaks|crashed|failed)\s+nothing\b`,
    // "Not once has it crashed", "Never once did it fail to start": a fronted negation
    String.raw`\b(?:not|never)\s+once\s+(?:has|have|had|did|does|do|was|is)\s+(?:it|they|he|she|we|i|this|that)\s+(?:ever\s+)?(?:crash\w*|fail\w*|froze|freez\w*|broke\w*|lag\w*|glitch\w*|drop\w*|disconnect\w*|let\s+(?:me|us)\s+down)`,
    // "never had a failed session", "not one dropped call", "zero missed deliveries"
    String.raw`\b(?:no|zero|not (?:a single|one)|never\s+(?:had|seen|got)\s+(?:a|an|one|a single))\s+(?:failed|dropped|missed|declined|botched|lost|cancelled|canceled)\s+[a-z]+`,
    // "it hasn't crashed once", "has never frozen", "not crashed in six months": a failure denied, with no object
    String.raw`\b(?:(?:have|has|had|did|do|does)(?:n'?t| not| never)|never|not)\s+(?:once\s+|ever\s+|yet\s+|really\s+|even\s+)?(?:crashed|crashes|crash|failed|froze|frozen|freezes|lagged|glitched|died|broken\s+down|broke\s+down)\b(?!\s+(?:a|an|the|my|our|his|her|their|any|one|to|on\s+(?:my|our|the))\b)`,
    FAILURE_DENIED,
    // "Not once has the auto-belay been out of service"
    String.raw`\bnot\s+once\s+(?:has|have|had|did|was|were)\s+(?:the\s+)?[\w-]+\s+(?:been\s+)?(?:out\s+of\s+(?:service|order|action)|broken|down|offline)\b`,
    // A chore not done since: "he hasn't printed a schedule since May" (no printer failing).
    String.raw`\b(?:hasn'?t|haven'?t|has\s+not|have\s+not)\s+(?:had\s+to\s+)?(?:printed|chased|called|rung|phoned|posted|faxed|filled\s+in|written|typed|re-?keyed|scanned)\s+(?:a|an|one|any)\s+(?:[\w-]+\s+){0,2}?since\b`,
    // "nobody freezes anymore", "nothing crashes now"
    String.raw`\b(?:nobody|no\s+one|nothing|none\s+of\s+(?:us|them))\s+(?:\w+\s+)?(?:freezes|crashes|drops|lags|buffers|disconnects|cuts\s+out|gets\s+kicked\s+out)\s+(?:anymore|any\s+more|now)\b`,
    // "we haven't lost a single order", "never dropped one call"
    String.raw`\b(?:(?:have|has|had|did|do|does)(?:n'?t| not| never)|never)\s+(?:once\s+)?(?:lost|dropped|missed|failed|botched|crashed)\s+(?:a single|one|any|a)\b`,
  ].join('|'),
  'i',
);
const BUG_NEGATED_RE_ALL = new RegExp(BUG_NEGATED_RE.source, 'gi');
/**
 * A problem put right ("the missing invoices were fixed", "works again"), unless it was not. Unlike
 * FIXED_RE, not "no longer" or "no more", which as often say that something stopped working.
 */
const RESOLVED_RE = /\b(?:fixed|resolved|solved|sorted out|works? (?:now|again))\b/i;
/** Weight lost: "lost 6kg", "lost 10 lbs", "lost weight" (not "pounds", as often money: "lost 200 pounds on the transfer"). */
const WEIGHT_LOST_RE = /^\W*down\s+\d+(?:[.,]\d+)?\s?(?:kg|kgs|kilos?|lbs?|st|stone|pounds)\b|\b(?:lost|shed|dropped)\s+(?:(?:almost|nearly|over|about|a\s+few|some)\s+)?(?:\d+(?:[.,]\d+)?\s?(?:kg|kgs|kilos?|lbs?|st|stone)\b|(?:a\s+(?:lot\s+of\s+|bit\s+of\s+)?)?weight\b)/i;

/** Put right by a doer named before the verb: "the update fixed ...", "they finally sorted out ...", "Sam resolved it" (not asked for: "please fix"). */
const PUT_RIGHT_BY_RE = cuedPattern(/^\W*(?!(?:i|we|i've|we've|i'd|we'd|hopefully|maybe|perhaps|probably|if|once|when|until|unless)\b)(?:(?:the|this|that|your|their|our|a|an|new|latest|last)\s+)?(?:[\w'-]+\s+){0,3}?(?:has\s+|have\s+|finally\s+|quickly\s+|completely\s+|totally\s+|also\s+|just\s+){0,2}(?:fixed|resolved|solved|sorted\s+out|sorted|cured|eliminated|got\s+rid\s+of)\s+(?!(?:it\s+)?(?:yet|by|for\s+me\s+to)\b|(?:nothing|none|no)\b)(?![^.!?]*\b(?:and|then)\s+(?:it\s+|then\s+|also\s+)?(?:broke|broken|crashed|lost|deleted|wiped|caused|created|introduced|made\s+(?:it|things|everything)\s+worse)\b)\w+/i);

/** Said not to be put right: "hasn't been fixed", "still not resolved", "yet to be sorted out". */
const UNRESOLVED_RE = cuedPattern(/(?:\bnot|n't|\bnever|\bstill|\byet to be)\s+(?:\w+\s+)?(?:been\s+|be\s+)?(?:fixed|resolved|solved|sorted out)\b|(?<!(?:\bnever|\bnot|n't)\s+(?:\w+\s+)?)\b(?:came|comes|coming|come) back\b|\b(?:reappeared|reappears|resurfaced|happened again|is back|was back|back again)\b|\b(?:fixed|resolved|solved|done|complete|completed)\s+(?:when|but|though|even though|although|while)\s+(?:it|they|he|she|the \w+|nothing)\s+(?:isn'?t|isnt|wasn'?t|wasnt|aren'?t|weren'?t|hasn'?t|hadn'?t|was|is|has|had)\b(?:\s+(?:not|never|been))?/i);
// Not "no longer available" or "no longer supported": something taken away, not a problem gone.
const FIXED_RE = /\b(?:fixed(?!\s+(?:price|prices|quote|quotes|fee|fees|rate|rates|term|cost|costs|amount|date|income|line|address|menu|monthly|sum|charge|deadline|schedule|hours?)\b)|resolved|solved|no longer(?!\s+(?:be\s+)?(?:available|supported|offered|sold|included|possible|accepted|allowed|an option)\b)|no more|not anymore|(?<!\bused to )works? (?:now|again|fine|great|perfectly))\b/i;
/** Ceasing or the habitual past before a word ("stopped crashing", "it used to crash"; "no longer" is FIXED_RE's). */
const CEASED_VERB_RE = /\b(?:stopped|stops|quit|quits|(?<!\b(?:be|been|get|got|am|is|are|was|were|i'm|im|we're|getting)\s)used to)\s+([a-z]{3,})\b/gi;
/** A trouble that went away or fell: "the errors went away", "the lag is gone", "crashes dropped to zero". */
const TROUBLE_WENT_AWAY_RE = cuedPattern(new RegExp(String.raw`\b(?:${PROBLEM_NOUNS}|pain|aches?|lag|noise|smell|stress|hassle|headaches?|frustrations?|worries)\s+(?:\w+\s+){0,2}?(?:went away|gone away|disappeared|vanished|(?:is|are|has|have)\s+(?:all\s+|now\s+|finally\s+|completely\s+|basically\s+|totally\s+|pretty\s+much\s+|almost\s+|virtually\s+)?gone|(?:dropped|fell|went\s+down|came\s+down|(?:is|are)\s+down|halved|decreased|plummeted)\b(?!\s+(?:out|off)\b))\b`, 'i'));
/** A person spared a trouble: "saved us a lot of trial and error", "spares me the errors". */
const SPARED_RE = /\b(?:save|saves|saved|saving|spare|spares|spared|sparing)\s+(?:me|us|you|them|him|her|everyone|everybody)\b(?!\s*[,;:])/i;
/**
 * A failure told as past or spared: what stopped or used to happen is a word of failure ("stopped
 * crashing", not "stopped sending"), a trouble went away ("the errors went away"), or someone was
 * spared it ("saved us a lot of trial and error"). No bug when the sentence's words are also good
 * on the whole (isBugReport; "my photos disappeared" stays one).
 */
function ceasedFailure(sentence: string): boolean {
  if (TROUBLE_WENT_AWAY_RE.test(sentence) || SPARED_RE.test(sentence)) return true;
  for (const m of sentence.matchAll(CEASED_VERB_RE)) if ((lookupValence(m[1]!.toLowerCase()) ?? 0) < 0) return true;
  return false;
}

/** Words after which a sentence goes on to what is not put right: "fixed now but the export is still slow" ("yet to" is no contrast: "I've yet to hit a snag"). */
const CONTRAST_AFTER_RE = /\b(?:but|however|though|although|except|yet(?!\s+to\b))\b/i;

/**
 * A problem told as put right (`re`: RESOLVED_RE or FIXED_RE), and nothing said against it: not
 * "still not fixed", nor "fixed now, but the export is still slow".
 */
function toldPutRight(sentence: string, re: RegExp): boolean {
  const m = re.exec(sentence);
  if (m === null) return false;
  // In scare quotes it is what someone marked it, not what it is: "closed my ticket as 'resolved'".
  if (/['‘"“]$/.test(sentence.slice(0, m.index).trimEnd()) && /^\s*['’"”]/.test(sentence.slice(m.index + m[0].length))) return false;
  const after = sentence.slice(m.index + m[0].length);
  return !UNRESOLVED_RE.test(sentence) && !CONTRAST_AFTER_RE.test(after) && !NOTHING_FIXED_RE.test(after) && !BROKE_ANEW_RE.test(after);
}

/** Put right in name only: "it fixed nothing", "the update solved none of it". */
const NOTHING_FIXED_RE = /^\W*(?:absolutely\s+)?(?:nothing|none|zero|not\s+a\s+thing)\b/i;
/** Put right, and something else broken on the way: "the patch fixed the crash and broke sync". */
const BROKE_ANEW_RE = /\b(?:and|then|only\s+to|while)\s+(?:it\s+|they\s+|then\s+|also\s+|in\s+turn\s+)?(?:broke|broken|breaks|introduced|caused|created|wiped|deleted|lost|messed\s+up|reset)\b/i;

const REQUEST_VERBS =
  'add|support|make|allow|let|include|consider|implement|provide|bring(?: back)?|give|enable|offer|build|create|introduce|integrate|expose|extend|improve|change|show|display|export|sync|have|get';
/**
 * After "wish": having done something earlier ("I'd found this app years ago", "we had switched
 * sooner"), not having been told it earlier ("I wish I had known about the fees earlier").
 */
const WISHED_SOONER = String.raw`\s+(?:i|we)(?:'d|’d|\s+had)\s+(?!(?:known|been told|realised|realized|noticed|read|seen|understood|checked|never)\b)(?:\w+\s+){0,5}?(?:sooner|earlier|years ago|ages ago|long ago|before now)\b`;
/** After "wish": good wishes to someone ("I wish you all a happy new year", "wish you the best"), not a wish for the product. */
const WISH_GREETING = String.raw`\s+(?:(?:you|u|y'all|everyone|everybody|them|him|her|us)\s+(?:all\s+|guys\s+)?|all\s+)(?:a|an|the\s+best|happy|merry|good\s+luck|luck|well|success|many|continued|all\s+the\s+best)\b|\s+(?:happy|merry|good\s+luck|luck|success)\b`;
const REQUEST_RE = cuedPattern(new RegExp(
  [
    // A condition for more custom: "I'd happily wait a few extra days if I could choose Dr Mistry", "We'd move our whole operation over if you offered ...".
    String.raw`\b(?:i|we|they|he|she)(?:'d|\s+would)\s+(?:happily|gladly|definitely|totally|instantly|immediately|certainly|even)?\s*(?:[\w'-]+\s+){1,8}?if\s+(?:i|we|you|they|it|there)\s+(?:could|offered|had|added|did|made|let|supported|sold|stocked|was|were)\b`,
    // "Is there any way you could add a vacancy calendar view?" (not "Is there a way to ...", which may ask how).
    String.raw`\bis\s+there\s+any\s+way\s+(?:you|they)\s+could\s+(?:start\s+)?(?:${REQUEST_VERBS}|stock|sell)\b|\bis\s+there\s+any\s+way\s+(?:the\s+(?:[\w-]+\s+){0,2}?[\w-]+|we|i)\s+(?:could|can)\s+(?!(?:get|reach|contact|talk|speak|cancel|delete|recover|find)\b)[a-z]+|\bis\s+there\s+any\s+way\s+to\s+(?:get|have|receive|set)\b[^?.!]*\b(?:instead\s+of|rather\s+than)\b|\b(?:can|could|would|will)\s+(?:you|they)\s+(?:please\s+)?(?:send|email|text)\s+(?:us\s+|me\s+)?(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:note|summary|reminder|report|email|text|update|alert|notification|recap|window|warning|heads-up|link|code|quote|estimate|photo|confirmation)\b|^\W*(?:how|what)\s+about\s+(?:a|an)\s+(?:[\w-]+\s+){0,2}?(?:where|that|which|so|to|for)\b|\bany\s+chance\s+you\s+could\s+(?:start\s+[a-z]+ing|keep|store|save|remember|stock|run|hold|host|do|open|offer|add)\b|^\W*(?:i\s+)?wish\s+(?:(?:my|our|the|your)\s+)?[\w-]+\s+could\b(?<!\bwish\s+(?:i|we)\s+could)|\b(?:can|could|would)\s+you\s+(?:please\s+)?(?:send|email|include|attach)\s+(?:us\s+|me\s+)?(?:[\w'-]+\s+){0,4}?(?:photos?|pictures?|receipts?|invoices?|reports?|copies|summaries|details|breakdowns?|instructions|letters?|tickets?|documents?|forms?)\s+(?:with|along\s+with|after|in|by)\b`,
    // Asked for by what it would do: "A dark mode would be appreciated", "It'd help if the booking screen showed the doctor".
    String.raw`\bwould(?<!\b(?:help|support|advice|assistance|reply|response|answer|refund|call|callback|update)\s+would)\s+be\s+(?:much\s+|greatly\s+|really\s+|very\s+|so\s+|hugely\s+)?appreciated\b|\b(?:it'?d|it\s+would|would|that'?d|that\s+would)\s+(?:really\s+|also\s+|so\s+|massively\s+)?help\s+(?:a\s+lot\s+|loads\s+|massively\s+|so\s+much\s+)?if\b`,
    // "How about integrating with Home Assistant?"; "If walkers could show whether they're insured, that'd save a lot of messaging."
    String.raw`^\W*(?:how|what)\s+about\s+(?:adding|integrating|supporting|offering|including|making|building|letting|opening|giving|having|extending|allowing|doing|running|sending|showing|an?\s+(?:option|way|setting|button|feature|integration|export|mode))\b|^\W*if\s+(?:you|they|it|the\s+\w+|\w+s)\s+(?:could|would|had|offered|added|let|showed|allowed)\b[^.!?]*,\s*(?:it|that|this)(?:'d|’d|\s+would)\b`,
    // "It'd help to get a reminder", "Wouldn't hurt to let the kids take their projects home", "Text me the ETA and I'd be a happy bunny",
    // "Would it be possible to get a few lockers?", "Could the engineer text when he's half an hour out rather than just turning up?"
    String.raw`\b(?:it|that)(?:'d|’d|\s+would)\s+(?:really\s+|also\s+)?help\s+to\s+(?:get|have|see|know|add|be\s+able)\b|^\W*(?:it\s+)?wouldn'?t\s+hurt\s+to\b|\band\s+(?:i|we)(?:'d|’d|\s+would)\s+be\s+(?:a\s+)?(?:very\s+|so\s+|really\s+)?(?:happy|delighted|thrilled|sold)\b|^\W*would\s+it\s+be\s+possible\s+to\s+(?:get|have|add|make|set|see|let|allow|include|offer)\b|^\W*would\s+it\s+be\s+possible\s+to\b[^?]*\b(?:instead\s+of|rather\s+than)\b|\b(?:it'?d|it\s+would|would)\s+save\s+(?:us|me)\s+(?:hours|time|a\s+lot|so\s+much)\s+if\b|^\W*can\s+you\s+(?:connect|integrate|sync|link)\s+(?:to|with)\b|\b(?:could|can|would)\s+you\s+(?:please\s+)?(?:text|email|call|ring|message)\s+(?:us|me)\s+(?:the\s+\w+\s+before|before|when|if|with)\b|^\W*any\s+way\s+to\s+get\b[^?]*\bso\s+(?:i|we)\s+can\b|^\W*would\s+it\s+be\s+possible\s+to\b[^?]*\b(?:and\s+not\s+just|not\s+just)\b|\bdo\s+you\s+think\s+you\s+could\s+(?!(?:tell|explain|check|look)\b)[a-z]+|\b(?:could|can|would)\s+you\s+(?:do|offer|start)\s+(?:a|an)\b[^?]*\binstead\s+of\b|\bany\s+chance\s+the\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+could\s+be\s+[a-z]+ed\b|^\W*could\s+(?:you|they|the\s+\w+|your\s+\w+)\s+(?:[\w']+,?\s+){1,14}?(?:rather\s+than|instead\s+of)\b|^\W*could\s+(?:it|the\s+\w+|your\s+\w+)\s+(?:let|allow|show|have|support|include|offer|send|remember|tell|give)\b|^\W*ideally,?\s+(?:it|the\s+\w+|you|they)\s+(?:would|could|'d)\b|\bsomething\s+you(?:'d|\s+would)\s+(?:consider|think\s+about)\s+(?:offering|adding|doing|building|supporting)\b`,
    // "please" before a verb is an imperative: a request, except the conversational ones.
    String.raw`\b(?:please|pls|plz|kindly)\s+(?!(?:let me know|note|advise|see|find|help|contact|reach|feel|be aware|ignore|disregard)\b)[a-z]{2,}`,
    String.raw`\b(?:it|that|this|there)(?:\s+would|'d|’d)\s+(?:really\s+|so\s+|very\s+|super\s+|also\s+)?be\s+(?:really\s+|so\s+|very\s+|super\s+|much\s+)?(?:great|nice|good|awesome|helpful|useful|cool|amazing|fantastic|wonderful|lovely|handy|ideal|better|beneficial|convenient|perfect|excellent|brilliant|valuable|fab|sweet)\b`,
    String.raw`\b(?:would|'d|’d)\s+(?:really\s+|also\s+|very\s+much\s+|so\s+)?(?:love|like|appreciate|prefer|want)\b`,
    // Not a regret of the past: "I wish I had switched sooner" praises what they switched to.
    String.raw`\b(?:i|we)\s+(?:really\s+|just\s+|do\s+|still\s+)?wish\b(?!${WISHED_SOONER}|${WISH_GREETING})`,
    String.raw`\bwish(?!${WISHED_SOONER}|${WISH_GREETING})\s+(?:there|it|you|the|we|i|they|this)\b`,
    String.raw`\b(?:can|could|would|will|might)\s+(?:you|u|y'all|your team|we|they)\s+(?:please\s+|possibly\s+|maybe\s+|also\s+)?(?:${REQUEST_VERBS}|stock|sell|carry|put|rent(?:\s+out)?|lend|open|supply|hold|reserve|save|run|do|start|offer)\b`,
    // What it would spare: "It would save our practice manager a lot if we could upload one spreadsheet".
    String.raw`^\W*it\s+would\s+(?:really\s+|so\s+|massively\s+)?(?:save|help)\s+(?:(?:us|me|everyone|(?:our|my)\s+[\w-]+(?:\s+[\w-]+)?)\s+)?(?:(?:a\s+lot|so\s+much|hours|loads|a\s+ton|no\s+end)\s+)?if\s+(?:we|i|you|they|there)\s+(?:could|was|were|had)\b`,
    // A document asked to come another way, a thing that would make it better value: "Can the annual report come by email as a PDF?",
    // "A 10-visit card would make this far better value".
    String.raw`^\W*(?:can|could)\s+(?:the|my|our)\s+[\w\s-]{2,30}?\s+come\s+(?:by|as|in)\b|^\W*an?\s+[\w-]+(?:\s+[\w-]+)?\s+would\s+make\s+(?:this|it)\b`,
    // Asked for others: "Could family members get a copy of the results by email?"
    String.raw`^\W*could\s+(?:[\w-]+\s+){1,2}(?:get|have|receive|see)\s+(?:a\s+copy|access|a\s+login|a\s+text|an?\s+email)\b`,
    // Asked of the service's people: "can the tech text reception 10 min before arriving".
    String.raw`^\W*(?:can|could)\s+(?:the|your)\s+[\w-]+\s+(?:please\s+)?(?:text|call|ring|email|message|notify|phone|warn)\s+(?:me|us|reception|ahead|the\s+\w+|our\s+\w+)\b`,
    String.raw`\b(?:feature request|suggestion|i suggest|we suggest|i propose|i recommend(?: adding)?|(?<!\b(?:to|on|about|with|of|regarding|ignored|answered|closed|lost|rejected|declined)\s+)my request(?=\s*:|\s+(?:is|would be|would|for|to|here)\b)|request(?:ing)? (?:a|an|that|the))\b`,
    // Not the audience a recommendation names: "I'd recommend it if you need a simple tool", "to anyone who needs a planner".
    String.raw`\b(?:(?<!\b(?:does|do|did|will)\s+(?:it|we|i|you|they|he|she)\s+)needs?(?!\s+${RESTART_NEEDED})|want|wants|(?:require|requires)(?<=\b(?:i|we|they|customers|users|clients|our\s+\w+)\s+(?:really\s+|would\s+|will\s+)?requires?)|missing(?![^.!?]*\bfrom\s+(?:my|our|the|his|her)\s+(?:order|delivery|bag|box|parcel|package|meal)\b))(?<!\b(?:recommend|suggest)\b[^.!?]*\b(?:if|who|whoever)\s+(?:you\s+|they\s+|someone\s+|anyone\s+|people\s+|one\s+)?(?:really\s+|just\s+|only\s+)?(?:needs?(?!\s+${RESTART_NEEDED})|want|wants|(?:require|requires)(?<=\b(?:i|we|they|customers|users|clients|our\s+\w+)\s+(?:really\s+|would\s+|will\s+)?requires?)|missing(?![^.!?]*\bfrom\s+(?:my|our|the|his|her)\s+(?:order|delivery|bag|box|parcel|package|meal)\b)))\s+(?:a|an|the ability|to be able|support for|the option|an option|option|more|better|some way|a way|integration|the possibility)\b`,
    String.raw`\b(?:there\s+should\s+be|should\s+(?:have(?!\s+(?:been\s+)?(?:\w+ed|known|told|given|sent|shown|seen|done|taken|gone|come|paid|caught|written|spoken)\b)|support|allow|be able|include|offer|let|provide|add|show|remember|say|list|mention|state))\b`,
    String.raw`\b(?:any plans?\s+(?:to|for|on)|are you (?:planning|going) to|do you plan|on (?:the|your) roadmap|is there a roadmap)\b`,
    // Asked of the product itself, or for oneself: "Could the monthly report break tickets down by practice group?", "Could it
    // message me when a guest enters?", "Could I get a reminder to take progress photos?", "Any way to split the bills
    // automatically?", "Is it possible to get a Slack alert when ...?", "Any chance you'd add short-term storage?".
    String.raw`^\W*(?:could|would)\s+(?![^?]*\b(?:be|been)\b(?!\s+(?:made|added|shown|able|possible|available|included|extended|changed|switched|turned|set|allowed|saved|downloaded|exported|recorded|emailed|sent|shared|printed)\b))(?:the\s+(?:[\w-]+\s+){0,2}?[\w-]+|it|(?:i|we)\s+(?:get|have|swap|choose|pick|change|set|add|skip|pause|select|save|export|share|book|schedule|see|filter|sort)|[a-z]+s(?=\s+(?:see|get|have|choose|pick|set|edit|add|view|download|export|share|tag|mark|rate|book|swap|sign)\b))\s+(?:please\s+|possibly\s+|also\s+|maybe\s+)?(?!(?:be|have\s+been|happen|cause|explain|tell|mean|take|cost|affect|happen)\b)[a-z]+\b[^?]*\?\s*$|^\W*any\s+way\s+(?:to|you\s+could|of)\s+(?!(?:get|reach|contact|talk|speak|cancel|delete|recover|find|know|check|see)\b)[a-z]+\b[^?]*\?\s*$|^\W*is\s+it\s+possible\s+to\s+(?:get|have|add|set\s+up|receive|turn\s+on|enable)\s+(?:a|an|some)\s+(?:[\w-]+\s+)?(?:alert|notification|reminder|email|text|message|option|setting|view|report|export|filter|mode|button)\b|\bany\s+chance\s+you(?:'d|’d)\s+(?:${REQUEST_VERBS})\b`,
    String.raw`\bany chance\s+(?:(?:that\s+)?(?:you|the\s+(?:[\w-]+\s+)?(?:app|site|website|system|platform|tool|page|portal|dashboard|machine|device))(?:'ll|’ll| will| could| can| might| would)?\s+(?:\w+\s+)?(?:${REQUEST_VERBS})\b|of\s+(?:adding|having|support\b|an?\s+(?!refund|discount|credit|compensation|reply|response|call)\w+|(?!(?:a|an|the|my|our|your|getting|refunds?|discounts?|credits?|compensation|replies|responses|calls?|you|it|this|that)\b)[a-z][\w-]*))`,
    String.raw`\b(?:there(?:'s| is)\s+no\s+(?:way|option|setting|button|ability)\s+to|no way to(?!\s+(?:contact|reach|talk to|speak to|get hold of|call|complain|get (?:a|my|our) (?:refund|money|answer))\b)|(?:doesn'?t|does not|don'?t|do not)\s+(?:yet\s+)?(?:support|offer|allow|have an option|let (?:me|us|you|users|teachers|students|customers|admins|managers|employees|staff|people|anyone)))\b`,
    String.raw`\b(?:hope|hoping)\s+(?:you|they|the team)(?:'ll|’ll)?\s+(?:will\s+|can\s+|could\s+|would\s+)?(?:eventually\s+|soon\s+|one day\s+)?(?:add|support|make|bring|consider|implement|include|offer|release|introduce|build|launch|roll out)\b`,
    String.raw`\b(?:it|that|this)\s+would\s+(?:really\s+|also\s+|definitely\s+|so\s+)?help\b`,
    // What a thing would do for them: "unit prices next to each item would help me compare" (not "nothing would help").
    String.raw`\bwould(?<!\b(?:nothing|no one|nobody|none)\s+would)\s+(?:really\s+|also\s+|definitely\s+|greatly\s+|massively\s+|so\s+)?help\s+(?:me|us|a lot|so much|loads|tremendously|immensely|users|people|everyone|(?:our|my)\s+(?:[\w-]+\s+){0,2}?(?:team|teams|staff|users|customers|clients|students|speakers|agents|people|members|employees|colleagues|kids|children|parents|patients|readers|drivers|reps))\b`,
    // What something new would spare: "a diary inside the app would stop the endless back-and-forth", "an add-on at install time would have saved us booking another electrician".
    String.raw`\b(?:would|could)\s+(?:really\s+|also\s+|definitely\s+)?(?:have\s+)?(?:stop(?:ped)?|end(?:ed)?|save[ds]?|spare[ds]?|prevent(?:ed)?|cut out|cut down)\s+(?:us|me|them|everyone|people|users)?\s*(?:the\s+|all\s+(?:the\s+|that\s+)?|so much\s+|a lot of\s+|loads of\s+|hours of\s+)?(?:endless|constant|back[- ]and[- ]forth|hassle|faff|chasing|time|effort|calls|emails|phone calls|trips?|booking|having to|a trip|a call)\b`,
    // Suggested, in a call note or a survey: "Customer suggests adding a notify-me button", "suggested certificates be usable on partner airlines".
    String.raw`\b(?:suggests?|suggested|suggesting|proposes?|proposed|proposing)\s+(?:(?:adding|making|letting|allowing|having|including|introducing|offering|supporting)\b|(?:that\s+)?(?:\w+\s+){1,4}?be\s+(?:made|added|usable|available|allowed|enabled|possible|optional|extended|included|offered)\b)`,
    // Asked whether something could be done: "asked if wifi calling could be turned on for the other lines".
    String.raw`\basked\s+(?:if|whether)\s+(?:\w+\s+){1,6}?(?:(?:could|can|would|will)\s+be\s+(?:turned on|switched on|added|enabled|made|changed|extended|included|offered|supported|allowed|set up)|(?:is|was|are|were)\s+coming)\b`,
    // Asked of a thing: "could the reports have a custom date range", "can the app remember my filters".
    String.raw`^(?:could|can|would|will)\s+(?:the|your|this)\s+(?:\w+\s+){1,3}?(?:have|get|show|support|include|offer|allow|remember|let (?:me|us))\s+(?!a look\b)`,
    // What is still missing, asked why: "Why is there no landscape mode in 2026?"
    String.raw`^why\s+(?:is|are)\s+there\s+(?:still\s+)?no\b`,
    // What others already have: "Mentioned competitor X offers this", "other banks already support Apple Pay" (not their prices).
    String.raw`\b(?:competitors?|competition|other (?:apps|tools|providers|banks|services|platforms))\s+(?:\w+\s+)?(?:already\s+)?(?:offers?|has|have|supports?|provides?|includes?|lets? you)\b(?![^.!?]*\b(?:price|prices|cheaper|half|less|free|discount|too|as well|but (?:yours|you|this|ours))\b)`,
    // What something would do, said of a thing that does not exist yet: "Dark mode would be nice",
    // "A Slack integration would make notifications so much easier", "would save us hours".
    String.raw`\bwould\s+(?:really\s+|so\s+|also\s+|definitely\s+)?(?:be\s+(?:really\s+|so\s+|very\s+|super\s+|a\s+|much\s+|so\s+much\s+|a\s+lot\s+)?(?:great|nice|good|awesome|helpful|useful|cool|amazing|fantastic|wonderful|lovely|handy|ideal|welcome|convenient|perfect|game[- ]changer|huge help|big help|lifesaver|fun|brilliant|brill|class|ace|epic|excellent|easier|simpler|better|nice touch|great addition|nice addition|plus|bonus)|make\s+(?:\w+\s+){0,4}(?:easier|simpler|faster|quicker|smoother|so much better|much better|a lot better)|save\s+(?:me|us|them|everyone|a lot|so much|so many|a ton|tons|hours|lots|time|(?:our|my|the)\s+(?:\w+\s+)?(?:team|teams|staff|people|agents|users|time|hours)))\b`,
    // A need stated outright: "We need SSO before we can roll this out", "Need proxy access for my son" (not "I need help", "I need to know").
    // What they would do if it had something: "Would renew if we add multi-currency", "we'd upgrade if you supported SSO".
    String.raw`\b(?:would|'d)\s+(?:happily\s+|definitely\s+|gladly\s+|probably\s+|also\s+)?(?:renew|stay|upgrade|buy|sign(?:\s+up)?|pay(?:\s+more)?|expand|commit|switch|come back|return)\s+(?:\w+\s+){0,3}?if\s+(?:you|we|it|there|they)\b`,
    // A wish said as what it should be more of, with no verb (a survey answer): "Better reporting.", "faster load times" (not "Better than expected", "Faster every day").
    String.raw`^\W*(?:much\s+|a\s+lot\s+|way\s+)?(?:better|faster|quicker|easier|simpler|cheaper|clearer|smarter|fewer|lower|bigger|larger|longer|shorter)\s+(?!(?:than|and|or|every|each|now|already|too)\b)[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}\s*[.!]*\s*$(?<!\b(?:is|are|was|were|be|been|has|have|had|works?|worked|did|does|do|now|ever|already|overall|too)\W*)`,
    // (Not what they need, which the product gives: "it finds what I need even when I misspell it"; but "all we need is SSO" asks.)
    String.raw`\b(?:what|all)\s+(?:we|i)\s+(?:really\s+|still\s+)?need\s+(?:is|are)\b`,
    String.raw`(?:^\W*|\b(?:we|i)(?<!\b(?:if|when|whenever|unless|what|everything|anything|all|whatever)\s+\w+)\s+)(?:really\s+|still\s+|urgently\s+|badly\s+|definitely\s+|absolutely\s+)?need\s+(?!(?:to|help|some|your|assistance|a refund|my|our|the|it|this|that|these|those|them|you|someone|somebody|anyone|urgent|immediate|money|funds|cash|an? answer)\b)[a-z]{2,}(?![^.!?]*(?:\b(?:now|asap|immediately|urgently|today)\b|\?))`,
    String.raw`\bif (?:only )?(?:you|it|there) (?:could|would|had|were)\b`,
    // What it would do for them: "would let us onboard our AP team", "would make us look more professional".
    String.raw`\bwould\s+(?:really\s+|also\s+|finally\s+)?(?:let|allow|enable)\s+(?:us|me|them|our|my|users|people|everyone)\b|\bwould\s+make\s+(?:us|me|them|it|things|everything)\s+(?:look|feel|seem)\b`,
    // What it would spare them: "a portal would cut down emails massively", "would halve our admin".
    String.raw`\bwould\s+(?:really\s+|massively\s+|hugely\s+|also\s+|definitely\s+)?(?:cut down|cut|reduce|halve|eliminate|get rid of|remove the need)\b`,
    // A need to be able to: "we need to be able to record time against matters".
    String.raw`\bneeds?\s+to\s+be\s+able\s+to\b`,
    // Missing, asked: "No mobile app in this day and age?", "Still no dark mode?".
    String.raw`^(?:still\s+)?no\s+(?!(?:refund|reply|response|answer|update|apology|compensation|call\s?back|way|one|idea)\b)(?:[\w-]+\s+){0,3}?[\w-]+(?:\s+(?:in this day and age|yet|still|in 20\d\d|option|support))?\s*\?+\s*$`,
    // A thing wished for, and what it is for: "a mobile app so I can invoice from the roof".
    String.raw`^(?:an?|some|more|better|proper)\s+(?:[\w-]+\s+){0,3}?[\w-]+\s+so\s+(?:that\s+)?(?:i|we|they|you|my|our)\s+(?:\w+\s+)?(?:can|could)\b`,
    // "Welsh course when?", "split bill option when?": asking when something comes is asking for it.
    String.raw`^(?!(?:how|what|why|where|who|which|is|are|do|does|did|can|could|will|would|let)\b)(?:[\w'-]+\s+){1,5}when\s*\?+`,
    // "a commuter pass would get me using this every day"; "could do with more racks"; "would be a godsend".
    String.raw`\bwould\s+(?:get|make|have)\s+(?:me|us)\s+(?:using|use|coming back|come back|signing up|sign up|buying|buy|subscribing|subscribe|ordering|order)\b|\bcould\s+(?:really\s+|definitely\s+)?do\s+with\s+(?:more|a|an|some|better|another|extra|fewer|less)\b|\bwould\s+be\s+(?:an?\s+)?(?:absolute\s+|real\s+)?(?:godsend|dream|blessing|win)\b`,
    // Would switch if it did: "would switch our entire business to Invoicely if it handled RMB".
    String.raw`\bwould\s+(?:happily\s+|gladly\s+|definitely\s+)?(?:switch|move|upgrade|buy|pay|sign up|subscribe|stay|recommend)\b[^.!?]*?\bif\s+(?:only\s+)?(?:it|you|they|the \w+)\s+(?:had|handled|supported|offered|added|could|did|let|allowed|worked with)\b`,
    // Wanted everywhere: "the skip recap button should be on every show".
    String.raw`\b(?:should|needs?\s+to)\s+be\s+(?:on|in|available\s+(?:on|in|for)|there\s+(?:on|in|for))\s+(?:every|all|each)\b`,
    // On the wish list: "client portal on the wishlist"; a bare ask: "Also being able to book it on
    // Thursday" (not the subject of a statement: "Being able to rebook in one tap is great").
    String.raw`\bon\s+(?:the|my|our|a)\s+wish\s?-?list\b|^(?:also\s+|and\s+|plus\s+)?being able to\b(?![^.!?]*\b(?:is|was|has|had|saves|saved|makes|made|means|meant|helps|helped|changed|beats)\b)`,
    // A request asked as a question: "Wouldn't it be nice if ...", "Would it be possible to add ...",
    // "Why not add ...", "How about an option to ...", "Isn't it about time you added ...".
    String.raw`^(?:would|could)(?:n['’]?t)?\s+it\s+(?:not\s+)?be\s+(?:really\s+|so\s+|much\s+|a lot\s+)?(?:great|nice|good|awesome|helpful|useful|cool|handy|ideal|better|easier|simpler|convenient|smart|sensible)\s+(?:if|to)\b`,
    String.raw`^would it be possible (?:for (?:you|us)\s+)?to\s+(?:add|have|include|support|allow|enable|introduce|provide|offer|bring back|let|make it)\b`,
    String.raw`^why (?:not|don['’]?t you)\s+(?:just\s+)?(?:${REQUEST_VERBS})\b`,
    String.raw`^how about\s+(?:adding|letting|allowing|including|supporting|offering|an? (?:[a-z-]+\s+){0,2}(?:option|way|setting|toggle|button|feature|mode|filter|view|shortcut)s?)\b`,
    String.raw`\b(?:about|high) time (?:you|they|the team) (?:added|introduced|offered|supported|allowed|built|brought back)\b`,
    // A rating held back for something missing: "Would give 5 stars if there was a landscape mode" (not for a fault
    // fixed: REMEDY_RE's "5 stars if you fix").
    String.raw`\b(?:would|'d|will)\s+(?:give|rate)\s+(?:it\s+|this\s+|you\s+)?(?:\d|five|four|full)\s+stars?\s+(?:if|once|when)\s+(?:there\s+(?:was|were|is)|it\s+(?:had|has|got|gets|supported|supports|offered)|you\s+(?:add|added|offer|offered|support|supported|bring|brought))\b`,
    // A feature still waited for, named bare: "Still waiting on scheduled orders", "still waiting for dark mode"
    // (not what is owed: "still waiting for my refund", "waiting on the engineer", "waiting for a reply").
    String.raw`\b(?:still|been|are|am|we'?re|i'?m)\s+(?:\w+\s+)?waiting\s+(?:on|for)\s+(?!(?:my|our|your|their|his|her|the|a|an|any|some|this|that|them|him|it|me|us|you|someone|anyone|somebody|anybody|support|help|hours|days|weeks|months|ages|over|more|answers?|replies|responses?|refunds?|money|delivery|approval|confirmation|payment|news)\b)[a-z][\w-]*(?:\s+[a-z][\w-]*){0,2}\s*(?:[.!🙏]|$|,|\s+(?:to\s+(?:be\s+)?(?:added|come|arrive|launch|ship)|since|for\s+(?:years|months|ages)))`,
    // The one thing missing: "the only thing missing is an API", "an API is the one thing we're missing".
    String.raw`\b(?:only|one)\s+thing\s+(?:that'?s\s+|that\s+is\s+|(?:i|we)'?(?:m|re)\s+|(?:i|we)\s+(?:am|are)\s+|(?:still\s+|really\s+)?)missing\b|\b(?:only|one)\s+thing\s+(?:\w+\s+)?(?:is|was)\s+(?:still\s+)?missing\b`,
    // Asked for by the people they serve: "our customers keep asking for a dark mode", "patients keep
    // asking to reschedule themselves", "several clients have asked for an Arabic version" (not for
    // a refund or help, not why or when something broke).
    String.raw`\b(?:customers|clients|users|patients|members|students|parents|guests|buyers|sellers|subscribers|employees|staff|teachers|people|everyone|(?:our|my)\s+(?:\w+\s+)?(?:team|users|customers|clients|staff))\s+(?:(?:(?:keeps?|kept|are|is|have\s+been|has\s+been|constantly|always|often|regularly)\s+)+asking|(?:have|has)\s+(?:already\s+|repeatedly\s+|often\s+)?(?:asked|requested))\s+(?:(?:us|me)\s+(?=for\b))?(?:for\s+(?!(?:my|our)\b|(?:a\s+|an\s+|their\s+)?(?:refunds?|discounts?|help|support|compensation|money|credits?|explanations?|apolog\w+|updates?)\b)|to\s+(?!(?:speak|talk|cancel|get\s+(?:a|their|my|our)\s+(?:refund|money))\b)[a-z]|if\s+(?:they|we|you)\s+can\b|whether\s+(?:they|we|you)\s+can\b)`,
    // Asked as an offer refused, what is wanted named: "just let us do it in the portal", "Why can't we book the hall for Sunday
    // afternoons?", "Why can't you draught-proof the hatch as part of the job?", "Why is there nothing gluten-free in any of the machines?"
    String.raw`\bjust\s+let\s+(?:us|me)\s+(?!know\b)[a-z]+\b|^\W*why\s+(?:can'?t|cannot|can\s+not)\s+(?:we|i|customers|members|people)\s+(?:just\s+)?(?:book|reserve|order|choose|pick|select|renew|buy|hire|schedule|rebook|pay\s+(?:by|with|in|for)|get\s+(?:a|an|the)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:on|at|for|in))\b|^\W*why\s+(?:can'?t|cannot|don'?t|won'?t)\s+you\s+(?:just\s+|also\s+)?[\w-]+\b[^.!?]{0,60}?\b(?:as\s+part\s+of|while\s+you'?re\s+(?:there|at\s+it)|at\s+the\s+same\s+time)\b|^\W*why\s+(?:is|are)\s+there\s+(?:no|nothing)\s+(?:[\w-]+\s+){0,2}?(?:in|on)\s+(?:any\s+of\s+)?(?:the|your)\b`,
    // "Why isn't there a locker at the Tesco on Mill Road?": a place or thing asked for.
    String.raw`^\W*why\s+(?:isn'?t|is\s+there\s+not|aren'?t)\s+there\s+(?:a|an|any)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:at|in|near|on|by|for)\b`,
    // "Why don't you sell the powders as a starter set?", "Can the system send the code by email as well as text?", "Why can't
    // it recognise two users like the Withings one does?", "Would definitely book one."
    String.raw`^\W*why\s+(?:don'?t|do\s+not)\s+you\s+(?:just\s+)?(?:sell|offer|stock|carry|add|provide|include|bundle|run|open)\b|^\W*(?:can|could)\s+(?:the|your)\s+[\w-]+\s+(?:also\s+)?(?:send|show|email|text|print|export|accept|take|support|offer|remember|store|handle)\b[^.!?]{0,60}?\bas\s+well\s+as\b|^\W*why\s+(?:can'?t|doesn'?t|won'?t)\s+(?:it|this|the\s+[\w-]+)\s+[\w-]+\b[^.!?]{0,60}?\blike\s+(?:the|my|other|every|most)\s+[\w-]+(?:\s+one)?\s+(?:does|do|did|can)\b|^\W*(?:i|we)?\s*would\s+(?:definitely\s+|certainly\s+|happily\s+|gladly\s+)?(?:book|buy|pay\s+for|sign\s+up(?:\s+for)?|order|join|enrol|enroll)\s+(?:one|them|instantly|immediately|straight\s+away|in\s+a\s+heartbeat)\b|^\W*(?:do|are)\s+you\s+(?:have\s+)?(?:any\s+)?plans?\s+(?:for|to\s+(?:add|offer|run|open|start|introduce))\s+(?:a|an|some|more)\b|\bwould\s+(?:sell|go|fly)\s+like\s+(?:mad|crazy|hot\s*cakes|wildfire)\b`,
    // "Why can't you offer a package that includes ...?", "If not, you really should.", "Have you thought about a quiet session?"
    String.raw`^\W*why\s+(?:can'?t|don'?t|won'?t)\s+you\s+(?:just\s+)?(?:offer|sell|stock|do|add|include|provide|run|open|make)\s+(?:a|an|some|any|the)\b|\bif\s+not,?\s+(?:you\s+)?(?:really\s+)?should\b|^\W*(?:have\s+you\s+(?:ever\s+)?(?:thought|considered)\s+(?:about\s+)?|ever\s+thought\s+about\s+)(?:a|an|adding|offering|running|doing|having|some)\b`,
    // "is there any way to pick a specific bed when booking?", "a home visit service would make a huge difference", "A slow-motion
    // video option would've been amazing", "Can the engineer text a photo when he's on his way?"
    String.raw`^\W*is\s+there\s+any\s+(?:way|option)\s+to\s+(?:pick|choose|select|request|reserve)\b|\b(?:a|an)\s+[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:would|could)\s+make\s+(?:a|such\s+a|the)\s+(?:huge\s+|big\s+|real\s+|massive\s+|great\s+)?difference\b|\b(?:an?|the)\s+[\w-]+(?:\s+[\w-]+){0,3}?\s+(?:option|feature|setting|mode|choice|add-on|version)\s+would(?:'ve|\s+have)\s+been\s+(?:amazing|great|nice|good|brilliant|handy|useful|helpful|lovely)\b|^\W*(?:can|could)\s+(?:the|your)\s+(?:engineer|driver|tech|technician|courier|carer|staff|team|instructor|fitter|plumber|electrician|cleaner)\s+(?:please\s+)?(?:text|send|call|ring|email|message|bring)\b`,
    // "Shame you don't do an inflatable one", "You should run an evening session", "Do you think you'll ever do ...?"
    String.raw`\b(?:shame|pity)\s+(?:that\s+)?you\s+(?:don'?t|do\s+not)\s+(?:do|offer|sell|have|stock|make|run)\b|^\W*you\s+(?:really\s+)?should\s+(?:run|offer|do|add|open|sell|stock|have|start|introduce|consider)\b|^\W*(?:do\s+you\s+think\s+)?(?:you'?ll|you\s+will|will\s+you)\s+ever\s+(?:do|offer|sell|run|add|stock|have)\b`,
  ].join('|'),
  'i',
));
/**
 * A thing asked for by name with "please" after it, then its reason: "Also dark mode pleeease,
 * every other tool I use has it" (not a plea or a demand: "help please", "fix this please").
 */
const NAMED_PLEASE_RE = cuedPattern(/^(?:also|and|oh and|plus|but)?\s*,?\s*(?!(?:help|fix|refund|respond|reply|answer|call|contact|stop|cancel|explain|tell|send|check|look|sort|get|give|let|hurry|thanks|thank|thx|yes|yeah|yep|ok|okay|no|nope|sure|hi|hello|hey)\b)(?:[a-z0-9][\w-]*\s+){0,3}[a-z0-9][\w-]*\s*,?\s+(?:p+l+e+a+s+e+|pl[sz]+)\b(?=\s*[,;:!.-]|\s*$)(?![^.!?]*\b(?:help|respond|reply|answer|call|fix|refund)\b)/i);
/** A short ask that ends in "please" ("Dark mode please!", "More export formats, please."), not a plea for help. */
const PLEASE_END_RE = /^(?![^.?!]*\bhelp\b)(?!\s*(?:yes|yeah|yep|ok|okay|no|nope|thanks?|thank you|sure)\b)[^.?!]{2,110}?,?\s+(?<!\b(?:to|aim|aims|aiming|eager)\s)(?:ple+a+s+e+|pls|plz)\s*[!.]*\s*$/i;
// An imperative opening, not a noun used as the subject ("Support never replied", "Offers always expire early").
const IMPERATIVE_REQUEST_RE = cuedPattern(new RegExp(String.raw`^(?:(?:also|and|oh and|plus)\s*,?\s+)?(?:please\s+)?(?:(?:text|email|e-mail|message|notify|ping|remind|alert|warn)\s+(?:me|us)\s+(?=(?:when|if|before|as soon as|once|whenever)\b)|show\s+(?:me|us)\s+(?=(?:which|what|how\s+much|how\s+many|where|when|who)\b)|add|allow|support|enable|include|provide|offer|introduce|bring back|let (?:me|us|users)(?!\s+know\b)|let\s+(?:the\s+|our\s+)?(?:admins?|administrators?|organi[sz]ers?|managers?|owners?|hosts?|customers?|clients?|guests?|members?|teachers?|parents?|students?|staff|employees|agents?|buyers?|sellers?|drivers?|riders?|patients?|tenants?|landlords?|editors?|viewers?|people|everyone|users?)\s+(?=[a-z]+\s)|make it (?:possible|easier)|give (?:me|us|users))\b(?!['’:]|\s*[:\-–]\s*\d|\s+(?:is|was|are|were|has|had|have|team|staff|agents?|people|guys|chat|tickets?|response|responses|wait|times?|line|email|desk|hours|queue|person|reps?|bot|cent(?:er|re)|portal|page|site|number|and|or|for me|said|told|took|takes|got|gets|made|makes|gave|sent|came|went|left|lost|closed|asked|replied|responded|answered|refused|ignored|called|emailed|promised|resolved|fixed|solved|sorted|handled|replied|helped|explained|walked|contacted|escalated|refunded|credited|assured|confirmed|apologi[sz]ed|offered|suggested|advised|informed|followed|seems?|seemed|never|always|still|just|also|already|finally|often|usually|keeps?|kept|can'?t|cannot|could|couldn'?t|would|wouldn'?t|will|won'?t|did|didn'?t|does|doesn'?t|do|don'?t|hasn'?t|haven'?t|isn'?t|wasn'?t|aren'?t|weren'?t|closes|opens|opened|shuts|ends|ended|starts|started|stops|stopped|answers|works|worked|goes|comes|runs|ran|only|needs|needed|sucks|rocks)\b)`, 'i'));

const QUESTION_START_RE =
  cuedPattern(/^(?:how|what|why|when|where|who|which|whom|whose|whats|wheres|hows|whens|whos|is|are|am|was|were|do|does|did|can|could|would|will|should|shall|has|have|had|may|might|isn'?t|aren'?t|doesn'?t|don'?t|didn'?t|won'?t|wouldn'?t|can'?t|couldn'?t|any (?:idea|way|chance|update)|anyone know)\b/i);
const WHY_MADE_TO_RE = cuedPattern(/^why\s+(?:won'?t|doesn'?t|does not)\s+(?:it|the|my|our|this|your)\b|^why\s+(?:do|does|am|is|are)\s+(?:i|we)\s+(?:\w+\s+)?(?:keep|keeps|always|still)\s+(?:getting|being|seeing|receiving|having)\b|^why\s+(?:do|does|is|are)\s+(?:every|each)\s+(?:single\s+)?\w+|^why\s+(?:does|is)\s+everything\b|^why\s+[^?]{3,80}?\bjust because\b|^why\s+(?:do|does|am|is|are)\s+(?:i|we)\s+(?:\w+\s+)?(?:getting|get|being|receiving)\b[^?]{3,80}?\bwhen\s+(?:i|we|my|our)\b(?:'ve|\s+have|\s+had|\s+am|'m|\s+is|\s+are|\s+was|\s+never|\s+already|\s+only)|^why\s+(?:does|do|is|are)\s+(?:my|the|our|this|that|it|your)\b\s*(?:\S+\s+){0,3}?(?:keep|keeps|always|constantly)\s+\w+ing\b|^why\s+(?:do|does|should|must|would)\s+(?:i|we|customers|users|everyone|people)\s+(?:(?:even\s+)?have\s+to|keep\s+having\s+to)\b|^why\s+must\s+(?:i|we)\b|^why\s+(?:do|does|should|must)\s+(?:i|we|you)\s+(?:even\s+)?need\s+(?:\S+\s+){1,3}?just\s+to\b|^why\s+should\s+(?:i|we)\s+(?:have to|pay|be (?:charged|billed|forced|made))\b|^why\s+(?:am i|are we)\s+(?:being\s+)?(?:charged|billed|forced|made)\b|^why\s+(?:on earth\s+|in the world\s+)?(?:would|did|do|does|on earth would)\s+(?:you|they|anyone|the (?:devs?|developers|team|company))\s+(?:ever\s+|even\s+)?(?:remove|take away|get rid of|kill|drop|hide|break|disable|discontinue|ruin|bury|cripple|limit|restrict|paywall)\b/i);
const QUESTION_END_RE = /\?[!?]*[\s"'”’)\]\p{Extended_Pictographic}\uFE0F\u200D]*$/u;
const INTERROGATIVE_WH_RE = /\b(?:how (?:do|can|to|does|should)|is there (?:a|any) way|what is the|where (?:is|can|do))\b/i;
/** A wh-word opening followed by an auxiliary is a question even without "?" ("when will my card arrive"). */
const WH_AUX_START_RE =
  cuedPattern(/^(?:(?:how|what|why|when|where|who|which)\s+(?:is|are|was|were|do|does|did|can|could|would|will|should|has|have|much|many|long|often|come)|how\s+(?:far|soon|early|late|quickly|old|big)\s+(?:before|in\s+advance|ahead|do|does|is|are|can|should|will|would)|(?:which|what)\s+[a-z]+\s+(?:can|should|do|does|is|are|will|would)\s+(?:i|we|you|it|they|the|my|our)|what\s+happens\s+(?:if|when|to)|(?:whats|wheres|hows|whens|whos)\s+(?:the|a|an|my|our|your|this|that|it|up|going|happening)|(?:what|where|how)'s\s+(?:the|a|an|my|our|your|this|that))\b/i);
/**
 * A yes/no question without its question mark, as feedback is typed: "does the 5G plan work in
 * Canada", "can i pick up the car earlier", "are these sweat resistant". Consulted only for a
 * sentence without clear sentiment: with a subject dropped, "Does the job" and "Was the best stay"
 * are statements.
 */
const YES_NO_START_RE = /^(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have|may)\s+(?:i|we|you|u|it|they|he|she|there)\b/i;
/** The same with a noun for subject ("does the plan ..."), which a dropped subject makes a statement more often. */
const YES_NO_NOUN_START_RE = /^(?:is|are|does|do|can|will|would|should)\s+(?:the|this|that|these|those|my|our|your|any)\s+(?!job\b|trick\b)/i;
/**
 * A yes/no question with a plural noun for subject: "can approvers delegate while on holiday", "do
 * signatures hold up in Ireland" (not "does": "does wonders" drops its subject).
 */
const YES_NO_PLURAL_START_RE = /^(?:do|can|could|will|would|should)\s+(?!(?:this|his|yes|us|has|was|is|does|less|plus|thanks|always|sometimes|perhaps)\b)[a-z]{3,}s\s+(?!(?:and|or|of|to|for)\b)[a-z]+/i;
/**
 * Asking whether one may or must ("do I need a separate permit", "can we add two more members mid
 * month", "will I be charged"): a question, though its words ("need a", "add") read as a request.
 * Not "can we get" / "can I have" / "can we please", which ask for something.
 */
const MAY_I_RE = /^(?:(?:do|does|did|is|are|will|would|am)\s+(?:i|we)|(?:can|could|may|should|must)\s+(?:i|we)(?!\s+(?:please|pls|get|have|just get|maybe get|also get)\b))\s+[a-z]/i;
/**
 * A question after a clause of condition or time: "If an employee leaves, what happens to their
 * vault", "if i switch phones will my progress carry over".
 */
const CONDITION_THEN_QUESTION_RE = /^(?:if|when|once|after|before)\b[^,.!?]{2,60}?(?:,\s*(?=(?:how|what|why|when|where|who|which|is|are|do|does|can|will|would|should)\b)|\s(?=(?:will|can|do|does|would|should)\s+(?:i|we|my|our|the|it|they|you|he|she|this|that)\b))/i;
/** Asking for information in a statement: "I need to know ...", "wondering whether ...", "explain to me ...". */
const INFO_REQUEST_RE =
  cuedPattern(/\b(?:(?:i|we)(?:\s+really)?\s+(?:need|want|would like|'d like|’d like|have)\s+to\s+(?:know|find out|understand|learn|figure out)|(?:wondering|wonder)\s+(?:if|whether|how|why|what|when|where|who)|(?:tell|show|explain to|walk|talk) (?:me|us)\b(?! (?:that|this is)\b)|(?:i|we)\s+(?:need|want|could use|am looking for|are looking for)\s+(?:some\s+)?(?:help|assistance|support|information|info|details)\b)/i);
/** A question asked indirectly, as its opening says: "I was wondering if you support SSO", "Just checking whether ...". */
const INDIRECT_QUESTION_RE =
  cuedPattern(/^(?:hi[,!.]?\s+|hello[,!.]?\s+)?(?:(?:i|we)(?:'m|'re| am| are| was| were)\s+(?:just\s+)?wondering|(?:i|we)\s+wonder|(?:just\s+)?(?:checking|asking)|(?:i|we)(?:'d| would)\s+like\s+to\s+know|quick question[:,]?(?:\s+(?:is|are|does|do|can|will))?)\s+(?:if|whether|how|why|what|when|where|who|is|are|does|do|can|will)\b/i);
/**
 * An excess of something otherwise good ("too bright", "too sensitive", "way too long"): a complaint
 * when the sentence is at most mildly positive. Not when negated ("not too bad"), not the praise
 * idioms ("too good to be true", "too kind"), not "too" meaning "also" ("me too lol").
 */
const EXCESS_RE = cuedPattern(new RegExp(
  // Not the speaker's own state ("on days when I'm too tired to cook"): no excess of the product.
  String.raw`\btoo(?<!\b(?:not|n't|never|nothing)\s+(?:\w+\s+)?too)(?<!\b${SPEAKERS_STATE_BEFORE_TOO}\s+too)\s+(?!(?:${EXCESS_KEEPS_PRAISE_WORDS}|sweet of|much fun|(?:early|soon)\s+to\s+(?:tell|say|judge)|${NOT_EXCESS_WORDS})\b)[a-z]{3,}` +
    // "to many ads", the common misspelling, where "to" cannot be the preposition.
    String.raw`|\b(?:but|way|far|just|with|there(?:'s| is| are| were)|has|have|had|got|is|are)\s+to\s+(?:many|much)\s+[a-z]{3,}`,
  'i',
));

/**
 * A denied problem set in the past ("I've never had a problem before", "haven't had any issues up
 * until this point"): context for what went wrong now, not praise.
 */
const PAST_ABSENCE_RE = cuedPattern(new RegExp(
  [
    String.raw`\b(?:never|no|not|haven'?t|hadn'?t|didn'?t|without)\b.{0,80}\b(?:${PROBLEM_NOUNS}|trouble|complaints?)\b.{0,80}\b(?:before|in the past|until|till now|previously)\b`,
    String.raw`\b(?:before|in the past|previously)\b.{0,80}\b(?:never|no|not|without)\b.{0,80}\b(?:${PROBLEM_NOUNS}|trouble|complaints?)\b`,
  ].join('|'),
  'i',
));

/**
 * Better in the past: "It used to be much faster", "This used to work perfectly until the update",
 * "I used to love this app". The praise is of what was lost, so the sentence is a complaint
 * whatever its words score (not "it used to be slow": that is a problem gone).
 */
const DECLINE_RE =
  cuedPattern(/\b(?:really |so |truly )?wanted to (?:like|love|enjoy|recommend)\s+(?:this|it|the|your)\b|\bused to\s+(?:be\s+(?:(?:so|much|way|a lot|far|really|very|pretty|quite|my|our|the)\s+){0,2}(?:better|faster|easier|simpler|cheaper|quicker|smoother|more \w+|good|great|fast|easy|simple|cheap|quick|smooth|reliable|stable|free|favou?rite|best)|(?:really\s+|just\s+)?(?:work|load|sync|open|run|last|be able|love|like|enjoy|recommend))\b/i);

/**
 * A drawback named as such, however warm the rest: "The only downside is the short cord, otherwise
 * perfect", "My one complaint: the strap", "The only thing I would change is the battery". What is
 * named is the thing to act on (not one said to be put right: "one problem is solved").
 */
const NAMED_DRAWBACK_RE =
  cuedPattern(/\b(?:only|one|biggest|main|major|minor|small|slight|real|single)\s+(?:real\s+)?(?:downside|down side|drawback|complaint|gripe|con|flaw|negative|criticism|nitpick|niggle|quibble|letdown|let down|issue|problem|thing (?:i|i'd|i would|we would|we'd) (?:change|improve|fix))s?\s*(?:is|was|would be|has been|i have|i had|:|-)(?!\s*(?:none|nothing|no|(?:now\s+|finally\s+|already\s+)?(?:been\s+)?(?:solved|fixed|resolved|gone|sorted(?: out)?|taken care of))\b)/i);

/**
 * Good until a change: "It worked great before the last update", "The app was perfect until the
 * redesign", "It was fine until yesterday", "Before the update it worked flawlessly" (not "it works even better after the update", nor what
 * is still good: "it was great before the update and still is"). Consulted only when the words are
 * positive: "it was slow until the update" is a problem gone.
 */
const GOOD_UNTIL_RE =
  cuedPattern(/\b(?:worked|work|ran|(?:was|were)(?!\s+\w+ing\b)|used to be|been)\b[^.!?]{0,40}?\b(?:before|until|till|up until|up to)\s+(?:the|this|that|your|its|my|our|an?)?\s*(?:last|latest|recent|new|newest|most recent|big)?\s*(?:\w+\s+)?(?:update|updates|upgrade|redesign|change|changes|version|release|patch|migration|rebrand|overhaul|makeover)\b(?![^.!?]*\b(?:still|even better)\b)|\b(?:worked|was|were|ran)\b[^.!?]{0,30}?\buntil\s+(?:yesterday|today|last (?:week|month|night)|recently|this (?:week|month|morning)|a (?:few|couple of) (?:days|weeks|months) ago)\b|^\W*(?:before|until|up until)\s+(?:the|this|that|your|its|my|our|an?)?\s*(?:last|latest|recent|new|newest|most recent|big)?\s*(?:\w+\s+)?(?:update|updates|upgrade|redesign|change|changes|version|release|patch|migration|rebrand|overhaul|makeover)\b[^.!?]{0,40}?\b(?:worked|ran|was|were|used to)\b(?![^.!?]*\b(?:still|even better)\b)/i);

/**
 * Complaints said in idioms whose words read otherwise: "not what it used to be", "I've given up
 * on the app", "it would be nice if it actually worked", "So much for next day delivery", "if you
 * like waiting", "works when it feels like it", "does the job, barely", "I don't know how anyone
 * manages with this", "wouldn't wish it on my worst enemy".
 */
const IDIOMATIC_COMPLAINT_RE =
  cuedPattern(/\b(?:is|isn'?t|is not|are|aren'?t|are not|was|wasn'?t|not)\s+(?:\w+\s+)?what\s+(?:it|they|he|she)\s+used\s+to\s+be\b|\b(?:i'?ve|we'?ve|i have|we have|i|we|finally|just)\s+(?:\w+\s+)?(?:gave|given)\s+up\s+on\b|\bif\s+(?:it|they|the \w+)\s+(?:actually|just|ever|even|only)\s+(?:worked|did what|works|loaded|synced|arrived|turned up|showed up)\b|^\W*so much for\b|\bif\s+you\s+(?:like|enjoy|love)\s+(?:waiting|being\s+(?:ignored|overcharged|kept\s+waiting|put\s+on\s+hold)|paying\s+(?:more|extra|twice)|wasting)\b|\bwhen(?:ever)?\s+it\s+(?:feels|felt)\s+like\s+it\b|,\s*(?:but\s+)?(?:only\s+)?(?:barely|just\s+about)\s*[.!]*\s*$|\b(?:don'?t|do not|dunno)\s+know\s+how\s+(?:anyone|anybody|people|you|they)\s+(?:manages?|copes?|works?|puts?\s+up)\s+with\b|\b(?:wouldn'?t|would not|won'?t|will not)\s+wish\s+(?:this|it|them|that)\s+on\s+(?:my\s+worst\s+enemy|anyone|anybody)\b/i);

function isDecline(sentence: string): boolean {
  return DECLINE_RE.test(sentence) || IDIOMATIC_COMPLAINT_RE.test(sentence);
}

/** A praise word before a long wait: "Fabulous - four hours on the coach ...", sarcasm that puts the wait on the customer. */
const PRAISE_BEFORE_LONG_WAIT = String.raw`^\W*(?:fabulous|great|brilliant|lovely|perfect|fantastic|wonderful|marvell?ous)\s*[-–—:,]\s*(?:\w+\s+){0,2}?(?:\d+|two|three|four|five|six|several)\s+(?:hours?|days?|weeks?)\s+(?:on\s+(?:the\s+|a\s+)?(?:coach|bus|train|phone|line|hold|road|motorway)|in\s+(?:a|the)\s+(?:queue|line|traffic|waiting\s+room)|waiting|queuing|queueing|stuck)\b`;
/**
 * Sarcastic love of a cost or a wait: "Love paying 2.9% on every flat white", "love waiting on hold",
 * "love that for me" (not "love paying by card").
 */
const SARCASTIC_LOVE_RE =
  cuedPattern(/^\W*(?:(?:oh|i|we|just|really|gotta|so|yeah|yes|sure|wow)[\s,]+)*(?:loved?|adored?|enjoy(?:ed)?)\s+(?:being\s+told\s+to\b|(?:standing|sitting|queu(?:e)?ing|hanging\s+around)\b|paying\s+(?:an?\s+extra|(?:an?\s+)?[$£€]|\d|extra|more|twice|double|full price|(?:premium|top|inflated|hotel|airport|london)\s+(?:[\w-]+\s+)?(?:rates?|prices?)|the\s+(?:\w+\s+)?price|fees?|a fee|through the nose|for (?:the )?privilege)|being (?:charged|billed|ignored|put on hold|kept waiting|upsold|chased|spammed|nagged)|getting (?:charged|billed|ignored)|waiting\b|having to\b)|\blove that for (?:me|us)\b|^\W*nothing\s+like\s+paying\b/i);
/**
 * Praise said of a problem is sarcasm ("Great, another update and my camera isn't detected",
 * "Love how it crashes every time I open it", "Gotta love a login that fails twice"): consulted only
 * for a sentence already read as a bug or a complaint, and not when the praise is set against the
 * problem ("Great app, but it crashes": contrast keeps the praise its own).
 */
const SARCASM_RE = cuedPattern(new RegExp(
  [
    // An interjection of praise opening the sentence: "Great, ...", "Oh perfect! ...", "Wonderful... ".
    String.raw`^\W*(?:oh\s+|well\s+|just\s+)?(?:great|perfect|wonderful|fantastic|brilliant|awesome|nice|lovely|terrific|splendid|marvell?ous|excellent|yay|fabulous|amazing)\s*(?:[,!…]|\.{2,}|\.\s+(?:another|now|so|again|thanks)\b)`,
    String.raw`\b(?:just\s+|really\s+|absolutely\s+|simply\s+)?love\s+(?:how|it when|when)\b`,
    String.raw`\b(?:gotta|got to|have to|you have to|ya gotta|gotta just) love\b`,
    String.raw`\b(?:just what (?:i|we) needed|so much for|thanks? (?:\w+\s+){0,2}for (?:nothing|breaking|ruining))\b`,
    // "Lovely to pay £9 an hour to circle the block", "Oh aye, lovely to get a different vet every visit", "Lovely that support only
    // answers on weekdays", "a neat trick for a 'fully online' service", "... billed in 15-minute blocks, who knew"
    String.raw`^\W*(?:oh\s+(?:aye|yes|yeah|right)\W+)?(?:lovely|great|nice|brilliant|wonderful|fab|fantastic)\s+(?:that\b|to\s+(?:pay|be\s+(?:charged|given|fined|billed|kept\s+waiting|told\s+off|told)|wait|queue|spend|get|have|find|receive|stand)\b)|\b(?:a\s+)?neat\s+trick\b|[,;]\s*who\s+knew\s*[.!?]*$`,
    // "Oh sure, make me load a $20 minimum", "Sure, a 'quiet zone' with a coffee cart", "How lovely to find out at the walkthrough that ...".
    String.raw`\.\.\.\s*(?:brilliant|great|genius|perfect|lovely|fantastic|marvell?ous|wonderful)\W*$|${PRAISE_BEFORE_LONG_WAIT}|,\s*(?:they|she|he|everyone)\s+(?:loved|enjoyed)\s+that\W*$|^\W*(?:brilliant|great|genius|lovely)\s+idea\s+to\b|\ba\s+whole\s+(?:\w+\s+)?(?:weeks?|days?|months?|hours?)\s+to\b|^\W*oh\s+(?:brilliant|great|lovely|perfect|fantastic|wonderful)\s*,\s*(?:a|an)\s|^\W*(?:great|brilliant|lovely|perfect|fantastic)\s*[,!]+\s*(?:so\s+)?(?:i\s+|we\s+)?paid\s+for\b|^\W*oh\s+sure\b|^\W*sure,\s+(?:a|an|make|let|because|just|love|['"‘“])|^\W*wow\W+\d+\s+(?:\w+\s+)?(?:days|weeks|months|hours)\s+for\b|[,;]\s*(?:blazing|lightning|super)[- ]?fast\s*[.!]*$|^\W*(?:great|good|nice|brilliant|excellent|fantastic)\s+(?:job|work|effort)\s+(?:on\s+)?(?:leaving|forgetting|losing|breaking|ignoring|missing|dropping|scratching|damaging|cancell?ing|overcharging|charging)\b|^\W*how\s+(?:lovely|nice|wonderful|great|fun|convenient|delightful)\s+to\s+(?:find\s+out|discover|learn|be\s+told|hear|see|get|receive)\b`,
    // "... so that was fun", "... during office hours, naturally."
    String.raw`\bso\s+that\s+was\s+fun\b|[,;]\s*naturally\s*[.!]*$`,
    // "Loved spending the first hour of my party on the phone trying to find your driver.", "Love paying for a 'priority' slot",
    // "Super impressed that the 'half-day job' took three visits", "... Funny that."
    String.raw`^\W*(?:yeah\s+|oh\s+)?(?:thanks|thank\s+you|cheers)\s+(?:\w+\s+)?for\s+(?:leaving|dumping|ignoring|forgetting|losing)\b|^\W*(?:ah|oh)\s+(?:yes|yeah|right|sure)\W+(?:(?:the|a|an|my|our)\s+)?['‘"“]|^\W*(?:excellent|great|brilliant|nice|good)\s+(?:work|job|effort)\s*[,!…]|,\s*which\s+is\s+apparently\b|^\W*(?:i\s+)?love\s+paying\s+for\b|^\W*(?:super|really|so|very)\s+impressed\s+that\b|[,;.]\s*funny\s+that\s*[.!]*\s*$`,
    String.raw`^\W*(?:loved|love|enjoyed)\s+spending\s+(?:the\s+|my\s+|our\s+|an?\s+)?(?:[\w-]+\s+){0,8}?(?:on\s+the\s+phone|on\s+hold|in\s+a\s+queue|chasing|trying\s+to)\b`,
    // "Brilliant timing for the update to log every steward out ten minutes before doors."
    String.raw`^\W*(?:brilliant|great|perfect|excellent|fantastic|lovely|impeccable|superb)\s+timing\b`,
    // After the problem: "... without ever replying, marvellous."; thanks for a scare-quoted claim: "Cheers for the 'premium vetted' walker who ...".
    String.raw`[,;]\s*(?:great|brilliant|marvell?ous|lovely|wonderful|fantastic|perfect|nice\s+one|super|cheers|thanks|good\s+to\s+know|(?:really|very|truly|most|so)\s+(?:impressive|efficient|professional)(?:\s+stuff)?)\s*[.!…]*\s*$|^\W*(?:cheers|thanks|thank\s+you)\s+(?:\w+\s+)?for\s+the\s+['‘"“]`,
  ].join('|'),
  'i',
));
const CONTRAST_RE = /\b(?:but|though|although|however|except|whereas|even if|even though|apart from|other than)\b/i;

/** A sentence that is nothing but an interjection of praise ("Perfect!", "Great.", "Oh wonderful..."). */
const PRAISE_INTERJECTION_RE =
  /^\W*(?:oh\s+|just\s+|well\s+)?(?:great|perfect|wonderful|fantastic|brilliant|awesome|nice|lovely|terrific|splendid|marvell?ous|excellent|yay|fabulous|amazing)\s*[.!…]*\s*$/i;

/** Praise of what was not wanted: "which would be great if I'd wanted them next Thursday". */
const WOULD_BE_GOOD_IF_RE = /\bwhich\s+would\s+be\s+(?:great|fine|lovely|nice|brilliant|useful|helpful|perfect)\s+if\s+(?:i|we|you)(?:'d|\s+had|\s+were|\s+was)\b/i;

/** A survey's question that asks for the good ("Q: What worked well?", "Q: Would you recommend us?", "Q: Favourite feature?"). */
const GOOD_PROMPT_RE =
  /^\W*(?:q\d*|question\s*\d*)\s*[:.)]\s*(?:what\s+(?:works?|worked|went|is\s+going)\s+well|what\s+(?:do|did)\s+you\s+(?:like|love|value|enjoy|use)(?:\s+\w+)?\s+most|what\s+(?:do|did)\s+you\s+(?:like|love|enjoy)|what(?:'s|\s+is|\s+was)\s+(?:the\s+)?(?:best|most\s+useful|your\s+favou?rite)|(?:your\s+)?favou?rite|(?:the\s+)?best\s+(?:thing|part|bit|feature)|anything\s+(?:stand|stood)\s+out|what\s+stood\s+out|would\s+you\s+recommend|what\s+would\s+you\s+tell\s+(?:a\s+)?friends?|anything\s+(?:we|you)\s+did\s+well|what\s+did\s+we\s+do\s+well|what\s+went\s+right|what(?:'s|\s+is)\s+(?:working|going)(?:\s+well)?|why\s+did\s+you\s+(?:choose|pick|stay\s+with|switch\s+to|upgrade|renew|join)|how\s+(?:did|are)\s+we\s+(?:do|doing)|what(?:'s|\s+has)\s+(?:improved|got\s+better|changed\s+for\s+the\s+better)|(?:any\s+)?highlights?)\b[^?]*\?\s*$/i;

/** A survey's question that asks what was wrong ("Q: Anything we could improve?", "Q: What didn't work?"). */
const IMPROVE_PROMPT_RE =
  /^\W*(?:q\d*|question\s*\d*)\s*[:.)]\s*(?:(?:is\s+there\s+)?(?:anything|what)\s+(?:else\s+)?(?:(?:we|you)\s+)?(?:could|can|should|would)\s+(?:we\s+)?(?:improve|do\s+better|change|fix)|(?:any\s+)?(?:suggestions?|improvements?)|what\s+(?:didn'?t|did\s+not)\s+(?:work|go\s+well)|what\s+(?:could|would)\s+(?:be|make\s+it)\s+better|(?:your\s+)?least\s+favou?rite|what\s+frustrat\w*)\b[^?]*\?\s*$/i;

/**
 * The answer to a survey's question that asks what was wrong, told as a plain fact ("Q: Anything we
 * could improve? A: the training was a recorded webinar from 2021"): a complaint, as the question
 * makes it. Not "A: Nothing", nor an answer the rules read as praise or a request.
 */
export function answersImprovePrompt(prompt: string, answer: string, score: number): boolean {
  return IMPROVE_PROMPT_RE.test(prompt.trim()) && ANSWER_LEAD_RE.test(answer) && score < SENTIMENT_THRESHOLD
    && !/^\W*(?:a|answer)\s*[:.)]\s*(?:no|nope|not\s+really|nothing|none|n\/a|nah|all\s+good|can'?t\s+think)\b/i.test(answer);
}

/**
 * The answer to a survey's question that asks for the good, told as a plain fact ("Q: What worked
 * well? A: The profile showed the interpreter had medical experience."): praise, as the question
 * makes it. Not an answer that denies or tells a problem ("A: Nothing", "A: no, the van was late").
 */
export function answersGoodPrompt(prompt: string, answer: string, score: number): boolean {
  return GOOD_PROMPT_RE.test(prompt.trim()) && ANSWER_LEAD_RE.test(answer) && score > -SENTIMENT_THRESHOLD
    && !/^\W*(?:a|answer)\s*[:.)]\s*(?:no|nope|not|never|nothing|none|meh|n\/a|nah|don'?t|dunno|can'?t)\b/i.test(answer) && !isProblemStatement(answer, true);
}

/**
 * An interjection of praise set alone before a problem ("Perfect! Now the export fails too."):
 * sarcasm, said of the sentence that follows, not praise of its own.
 */
export function isPraiseInterjection(sentence: string): boolean {
  return PRAISE_INTERJECTION_RE.test(sentence);
}

/** A claim in scare quotes ("the 'streak-free' windows", "the 'premium vetted' walker"): what was claimed, not what is. */
const SCARE_QUOTED_RE = /(?:^|[\s(])['‘"“][a-z][\w\s-]{1,25}['’"”](?=[\s,.;!?)])/i;

/** What sarcasm is said of, when it is a chore put on the customer: "Brilliant, a backup product where I have to ring sales to add a user". */
const SARCASTIC_BURDEN_RE = cuedPattern(new RegExp(String.raw`${PRAISE_BEFORE_LONG_WAIT}|\ba\s+whole\s+(?:\w+\s+)?(?:weeks?|days?|months?|hours?)\s+to\s+(?:replace|fix|change|answer|reply|send|get)\b|\b(?:(?:have|has|had|need|needs)\s+to|makes?\s+(?:me|us|you)|forced\s+to|forces\s+(?:me|us|you)|let\s+me\s+just|being\s+told\s+to|every\s+(?:visit|time|week|month)|when\s+the\s+whole|now\s+(?:i|we)\s+(?:get\s+to|have\s+to)|now\s+(?:every|each|all)|no\s+longer|charge\s+(?:me|us)|so\s+now\s+(?:my|our|the)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:has|have|is|are|looks|won'?t|doesn'?t|can'?t)|(?:two|three|four|five|six|seven|eight|nine|ten|twelve|several)\s+(?:whole\s+)?(?:days|weeks|months|hours)\b|still\s+(?:sitting|stuck|waiting)\s+(?:in|at|on)\s+(?:your|the|their)\b|another\s+(?:order|delivery|parcel|visit|week|month|time|day)\s+(?:where|when|with)\b|(?:two|three|four|five|six|seven|eight|nine|ten|twelve)-(?:day|week|month|hour)\b|all\s+over\s+(?:my|our|the)\b|turned\s+into\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|twenty)\b)\b|[$£€]\s?\d|\b\d+[- ](?:day|week|month|hour)\b|\b\d+\s+minutes\b|\b\d+\s+(?:business\s+|working\s+)?(?:days|weeks|months|hours)\b|^\W*(?:great|good|nice|brilliant|excellent|fantastic)\s+(?:job|work|effort)\s+(?:on\s+)?[a-z]+ing\b`, 'i'));

/** Emoji that mark what is said as ironic: "love paying more every year for a smaller catalog 🙃". */
const IRONY_EMOJI_RE = /\u{1F643}|\u{1F644}|\u{1F612}/u;

/** Sarcastic praise of a problem (SARCASM_RE), not set against it. */
/**
 * A denial that opens a clause and covers what follows it: "Not once has it got stuck on the slope",
 * "not one order was lost", "Not one of our staff missed their slot", "not a trace of that musty smell",
 * "Nothing has come with that weird smell", "couldn't find a single smear".
 */
const DENIAL_OPENER_RE = /(?:^\W*|[,;]\s*(?:and\s+)?|\band\s+)(?:not\s+once\s+(?:has|have|had|did|was|were|does|do)|not\s+(?:a\s+single|one)(?:\s+of)?|never\s+once\s+(?:has|have|had|did)|never\s+once(?=\s+(?:felt|made|got|seemed|looked)\b)|not\s+a(?=\s+[\w-]+\s+(?:broken|damaged|missing|scratched|chipped|cracked|dented|bent|lost|leaking|smashed)\b)|nothing\s+(?:has|had|ever)|not\s+a\s+(?:trace|hint|sign|whiff|speck|spot)\s+of|(?:couldn'?t|could\s+not|can'?t|cannot)\s+find\s+(?:a\s+single|one))\s+/i;
/** A trouble denied "once" in a span: "haven't woken up with a sore back once since the hybrid arrived". */
const DENIED_ONCE_RE = /\b(?:haven'?t|hasn'?t|have\s+not|has\s+not|hadn'?t)\s+((?:[\w'-]+\s+){1,8}?)once\s+(?:since|in|all|this|over|during)\b/i;
/** What a denial of a trouble may not cover: a service that did not come ("Not once has anyone apologised for the broken heater"). */
const DENIED_SERVICE_RE = /\b(?:apologi[sz]\w*|answer\w*|repl\w*|respond\w*|call(?:ed|s)?\s+(?:me|us|back)|got\s+back|help\w*|explain\w*|offer\w*|refund\w*|bother\w*|turn(?:ed|s)?\s+up|show(?:ed|s)?\s+up|arriv\w*|(?<=\b(?:anyone|anybody|someone|they|he|she|you)\s+(?:has\s+|have\s+|had\s+|ever\s+)?)(?:came|come)|fit|fits|fitted|work(?:ed|s)?|fix\w*|sort\w*|acknowledg\w*|listen\w*|ask\w*|check\w*|tell|told|updat\w*|follow\w*|chas\w*|available|free(?!-)|left|open|on\s+time)\b/i;

/** What the customer had to do: "(not once) have I had to chase anyone", "(not once) did I need to ring". */
const CUSTOMER_BURDEN_RE = /^(?:(?:did|have|has|had|do|does)\s+)?(?:i|we)\s+(?:\w+\s+)?(?:have|had|need|needed)\s+to\b/i;
/** Nothing to fault, said first: "Couldn't fault a single minute of it, and I normally hate audience participation", "couldnt ask for a gentler touch". */
const CANT_FAULT_OPENING_RE = /^\W*(?:(?:honestly|genuinely|really)\s*,?\s+)?(?:i\s+)?(?:couldn'?t|can'?t|could\s+not|cannot|couldnt|cant)\s+(?:fault|ask\s+for\s+(?:a\s+)?(?:better|more|gentler|nicer|kinder|friendlier))\b/i;
/** A mishap of a person or a thing, denied as a trouble: "Not one person tripped on the edges", "not a bottle broken". */
const MISHAP_VERB_RE = /\b(?:tripped|fell|slipped|hurt|injured|broke|broken|cracked|leaked|spilled|tore|ripped|faded|shrank|wobbled|squashed|crushed|smashed|queues?|delays?)\b/i;
/** Made to feel bad, denied as a trouble: "Never once felt rushed", "never once made my son feel daft". */
const FELT_BAD_RE = /\b(?:felt|feel|feeling)\s+(?:\w+\s+)?(?:rushed|ignored|judged|stupid|daft|silly|small|unsafe|uncomfortable|pressured|patroni[sz]ed|unwelcome|embarrassed|behind|thick|useless|a\s+nuisance|a\s+burden)\b/i;
/** What a business sends or says, denied: "not one phone call to say he wasn't coming". */
const SERVICE_NOUN_RE = /\b(?:(?:phone\s+)?call|email|e-mail|text|message|letter|apology|update|word|reply|response|answer|explanation|notice|warning)s?\b/i;
/** "never once" before a feeling, anywhere in the sentence: "The coaches never once made my nervous son feel daft". */
const NEVER_ONCE_FELT_RE = /\bnever\s+once\s+(?=(?:felt|made|left)\s)/i;
/** A trouble denied outright: what the denial covers would be a problem, so the sentence is praise. */
function deniedTrouble(sentence: string): boolean {
  if (CONTRAST_AFTER_RE.test(sentence)) return false;
  const m = DENIAL_OPENER_RE.exec(sentence) ?? NEVER_ONCE_FELT_RE.exec(sentence);
  const covered = m !== null ? sentence.slice(m.index + m[0].length).split(/[,;]\s*(?:thanks|which|even|unlike|and\s+(?:i|we))\b|\bsince\b/i)[0]! : DENIED_ONCE_RE.exec(sentence)?.[1];
  // (A burden of the customer's or a failure denied again: "not once have I had to chase anyone", "Not one guest asked for a song he couldn't find".)
  if (covered !== undefined && (CUSTOMER_BURDEN_RE.test(covered) || ((/n't\b|\b(?:not|unable|un[a-z]+ed)\b/i.test(covered) || /\btook\s+(?:longer|more)\s+than\b/i.test(covered)) && !SERVICE_NOUN_RE.test(covered)))) return true;
  if (covered === undefined || covered.trim() === '' || DENIED_SERVICE_RE.test(covered) || SERVICE_NOUN_RE.test(covered)) return false;
  const coveredScore = scoreSentiment(covered);
  return coveredScore <= -SENTIMENT_THRESHOLD || BAD_SMELL_RE.test(covered) || MISHAP_VERB_RE.test(covered) || FELT_BAD_RE.test(covered) || isProblemStatement(covered, false) || isProblemStatement(`It ${covered.trim()}`, false) || isBugReport(covered, coveredScore);
}

/**
 * A service denied outright ("Not once did they call back", "Not one of the parts fit", "Nothing has
 * been fixed"): a complaint, though the words are neutral or kind. Not a burden the customer was
 * spared ("Not once did I have to chase them"), nor a failure denied ("not once has it failed to load").
 */
function deniedService(sentence: string): boolean {
  const m = DENIAL_OPENER_RE.exec(sentence);
  if (m === null || m.index > 0 || CONTRAST_AFTER_RE.test(sentence)) return false;
  const covered = sentence.slice(m[0].length).split(/[,;]/)[0]!;
  return DENIED_SERVICE_RE.test(covered) && !/\b(?:my|our|i|we)\b/i.test(covered) && !CUSTOMER_BURDEN_RE.test(covered) && !/\b(?:fail\w*|unable|without|un[a-z]+ed|wrong|late|broke\w*|break\w*|lost|miss\w*|problem\w*|issues?|drop\w*|crash\w*|stuck|freez\w*|froze|glitch\w*|lag\w*|cut\w*\s+out|leak\w*|loose|rude|damag\w*)\b/i.test(covered);
}

/** A part of a sentence read as a sentence of its own: its score and how it is filed. */
function readAlone(text: string): { score: number; c: Classification } {
  const score = scoreSentiment(text);
  return { score, c: classifySentence(text, score) };
}
const filedAsProblem = (c: Classification): boolean => c.role === 'highlight' && (c.category === 'complaint' || c.category === 'bug');
const filedAsPraise = (c: Classification): boolean => c.role === 'highlight' && c.category === 'praise';

const PRAISE_INTERJECTIONS = String.raw`(?:great|perfect|wonderful|fantastic|brilliant|awesome|lovely|terrific|splendid|marvell?ous|excellent|superb|fab|fabulous|amazing|super)`;
/**
 * A word of delight opening the sentence, set off from what follows: "Oh great, ...", "Oh superb, ...",
 * "Yeah, super helpful, ...", "Well, that was fun — ...", "Brilliant, ...", "Wow, ...". After "oh",
 * "yeah" or "well" it is sarcasm unless what follows is praise; alone it may be glad ("Brilliant, the
 * engineer came the same day").
 */
const DELIGHT_OPENER_RE = new RegExp(String.raw`^\W*(?:(oh|yeah|well|ah)\s*,?\s+(?:that'?s\s+(?:just\s+)?|that\s+was\s+|how\s+|super\s+|really\s+|very\s+|so\s+)?(?:${PRAISE_INTERJECTIONS}|helpful|useful|fun|sure)|wow|${PRAISE_INTERJECTIONS})\s*(?:[,!…—–]|\s-\s)+\s*(?:so\s+)?(?=\S)`, 'i');
/** Thanks closing what was done to the customer: "Lovely, muddy boot prints across my cream tiles — thanks for that." */
const THANKS_FOR_THAT_RE = /\s*[,—–-]+\s*(?:so\s+)?(?:thanks|thank\s+you|cheers)\s+(?:for\s+that|a\s+lot|very\s+much)\s*[.!]*\s*$/i;
/** What sarcasm after a bare word of delight points at: the same again, one more, the wrong one, nobody, a bill. */
const LETDOWN_CUE_RE = /\b(?:again|another|instead\s+of|still|buried|hidden|small\s+print|nobody|no\s+one|nothing|twice|(?:second|third|fourth|fifth)\s+time|every\s+(?:single\s+)?(?:answer|time|one)|the\s+day\s+after|(?:now|is\s+now)\s+\d+%?\s*off|a\s+(?:[\w-]+\s+)?[\w-]+\s+thrown\s+in|and\s+(?:we|i)\s+(?:only\s+)?(?:own|have|had|got|ordered|paid\s+for)\s+\d+)\b/i;

/**
 * Sarcasm told by its opening word of delight ("Oh great, the test date moved again", "Brilliant,
 * the invoice lists 14 extinguishers and we own 9"): what follows filed as the complaint or bug it
 * reads as alone, or, read as nothing, a complaint when it is no fix ("oh") or a letdown (a bare
 * "Brilliant,"). Never when what follows is praise of its own.
 */
function sarcasticOpener(sentence: string): 'complaint' | 'bug' | null {
  const thanks = THANKS_FOR_THAT_RE.exec(sentence);
  const m = thanks === null ? DELIGHT_OPENER_RE.exec(sentence) : null;
  if ((m === null && thanks === null) || CONTRAST_RE.test(sentence)) return null;
  const rest = thanks !== null ? sentence.slice(0, thanks.index).replace(DELIGHT_OPENER_RE, '') : sentence.slice(m![0].length);
  const { score: restScore, c } = readAlone(rest);
  if (filedAsProblem(c)) return c.category as 'complaint' | 'bug';
  const afterOh = m !== null && m[1] !== undefined;
  // (After "oh", "yeah" or "well", only praise in words of its own, a fix or a real question is meant: "Oh wow, what a lovely surprise".)
  if (afterOh) return restScore >= MILD_PRAISE || FIXED_RE.test(rest) || QUESTION_END_RE.test(rest.trim()) ? null : 'complaint';
  if (c.role === 'highlight') return null;
  const letdown = thanks !== null ? !FIXED_RE.test(rest) : LETDOWN_CUE_RE.test(rest);
  return restScore < SENTIMENT_THRESHOLD && letdown ? 'complaint' : null;
}

export function isSarcastic(sentence: string): boolean {
  return SARCASM_RE.test(sentence) && !CONTRAST_RE.test(sentence);
}

/** Weaker signs of a problem ("a lost art", "gone are the days"): enough only where nothing else is said. */
const LOSS_RE = /\b(?:missing|lost|stolen|gone)\b/i;

/** A plea for help ("Please help!", "Help me change my PIN", "I need help"): asking, never praise. */
const HELP_PLEA_RE =
  cuedPattern(/^(?:(?:please|pls|plz|hi|hello|hey|urgent)[\s,!.]*)?(?:(?:can|could|would|will) (?:you|someone|anyone|somebody) (?:please )?)?help\b(?!\s+(?:cent(?:er|re)|desk|page|docs?|section|articles?|menu|button|text|guides?)\b)|\b(?:please|pls|plz) help\b|(?:^\W*|\b(?:i|we) )(?:really |urgently )?need (?:some |your |urgent |immediate )?help\b|\b(?:any|your|some)\s+(?:quick\s+|prompt\s+|urgent\s+)?(?:help|reply|response|answer|update|advice|assistance)\s+(?:would be|is|will be)\s+(?:much\s+|greatly\s+|really\s+|very\s+)?appreciated\b|\b(?:would|'d)\s+(?:really\s+|greatly\s+)?appreciate\s+(?:any|your|some)\s+(?:quick\s+|prompt\s+)?(?:help|reply|response|answer|update|advice|assistance)\b/i);

export const SENTIMENT_THRESHOLD = 0.1;
/**
 * Below this, a positive score does not outweigh a problem told as a fact ("not delivered yet,
 * please help" is positive only through "please help"): the sentence is a complaint.
 */
export const MILD_PRAISE = 0.5;

export type SentenceRole = 'boilerplate' | 'highlight' | 'filler';

export interface Classification {
  role: SentenceRole;
  category: HighlightCategory;
  /**
   * The sentence's positive words say nothing of how the customer feels now: a decline praises
   * the past ("used to be so fast"), a demand for a remedy is polite ("please refund"), a plea
   * asks for help ("Need help!"): the highlight reads no higher than 0.
   */
  positiveWordsAside?: true;
  /**
   * Praise whose words score low: they name the problem put right ("had the leak fixed the same
   * day", "took hours, now takes minutes"), or say plainly that the need was met ("it does the job").
   */
  atLeastMildPraise?: true;
}

/**
 * What the agent did or noted in a call note, not what the customer said: "Customer called, upset.",
 * "Apologised, no compensation requested.", "Escalated to tier 2.", "Advised force-close and retry, escalated to tech team.".
 */
const AGENT_NOTE_RE =
  cuedPattern(/^(?:(?:the\s+)?(?:customer|caller|client|member|guest|cx|user)\s+(?:called|rang|phoned|phoned in|emailed|wrote in|chatted in|contacted us|came in)(?:\s+in)?(?:\s*,?\s*(?:upset|angry|frustrated|annoyed|unhappy|irate|again))?|(?:requested|asked for|wants)\s+a\s+call\s?-?back(?:\s+[\w:]+){0,3}|(?:refund|replacement|callback|credit)\s+(?:requested|issued|processed|approved|sent)(?:\s*,\s*escalated\s+to\s+[\w\s]{1,20}?)?|walked\s+(?:him|her|them|the customer|the caller)\s+through\b[^.!?]*|(?:advised|suggested|recommended|told\s+(?:him|her|them|the customer|the caller)\s+to)\s+[^.!?;]{1,60}?(?:\s*,\s*(?:escalated|passed|forwarded)\s+to\s+[\w\s]{1,20}?)?|(?:apologi[sz]ed|escalated|logged|noted)(?:\s+(?:to|for|and|with|as)\s+[\w\s]{1,30}?)?(?:\s*,\s*no\s+(?:compensation|refund|credit|further action|action)\s+(?:requested|needed|offered|required))?)\s*[.!]*$/i);

export function isBoilerplate(sentence: string): boolean {
  const s = sentence.trim();
  return GREETING_RE.test(s) || THANKS_ONLY_RE.test(s) || FILLER_RE.test(s) || SURVEY_PROMPT_RE.test(s) || AGENT_NOTE_RE.test(s);
}

export function isQuestion(sentence: string): boolean {
  const s = sentence.trim();
  if (QUESTION_END_RE.test(s)) return true;
  if (/[.!]\s*$/.test(s)) return false;
  const asked = s.replace(CONDITION_THEN_QUESTION_RE, '');
  return QUESTION_START_RE.test(asked) && asked.split(/\s+/).length >= 3 && (INTERROGATIVE_WH_RE.test(asked) || WH_AUX_START_RE.test(asked) || (asked !== s && (YES_NO_START_RE.test(asked) || YES_NO_NOUN_START_RE.test(asked))));
}

/** A yes/no question typed without its mark, told by its opening (see YES_NO_START_RE, MAY_I_RE, YES_NO_PLURAL_START_RE). */
function isYesNoQuestion(sentence: string): boolean {
  const s = sentence.trim();
  // With a plural noun for subject only unpunctuated: "Can opener works great." drops its subject.
  return s.split(/\s+/).length >= 4 && (YES_NO_START_RE.test(s) || MAY_I_RE.test(s) || (!/[.!]\s*$/.test(s) && YES_NO_PLURAL_START_RE.test(s)));
}

/** Asking for information without a question form; consulted only when the sentence carries no clear sentiment. */
export function isInformationRequest(sentence: string): boolean {
  return INFO_REQUEST_RE.test(sentence);
}

/** A problem told as a fact; `strict` leaves out the weaker signs (LOSS_RE). */
export function isProblemStatement(sentence: string, strict = false): boolean {
  if (toldPutRight(sentence, FIXED_RE)) return false;
  // A denied problem says nothing of the rest ("No issues with the app but delivery was late").
  const rest = sentence.replace(BUG_NEGATED_RE_ALL, ' ');
  return PROBLEM_STATE_RE.test(rest) || (!strict && LOSS_RE.test(rest));
}

/** A failure that never happens: "never crashes", "hardly ever lags", "has never let me down", "hasn't crashed once", "nobody freezes anymore". */
const NEVER_FAILS_RE =
  cuedPattern(/\b(?:nobody|no\s+one|nothing|none\s+of\s+(?:us|them))\s+(?:\w+\s+)?(?:freezes|crashes|drops|lags|buffers|disconnects|cuts\s+out|gets\s+kicked\s+out)\s+(?:anymore|any\s+more)\b|\b(?:not|never)\s+once\s+(?:has|have|had|did|does|do)\s+(?:it|they|he|she|we|this|that)\s+(?:ever\s+)?(?:crash|fail|freez|froze|br[eo]k|lag|glitch|disappoint|let (?:me|us) down|drop|disconnect|stuck|jammed|leaked|tripped)|\b(?:has|have|had|did|does|do)(?:n'?t| not| never)\s+(?:once\s+|ever\s+)?let (?:me|us) down\b|\bnothing\s+(?:has\s+|have\s+)?(?:ever\s+)?(?:broken|broke|crashed|failed|gone wrong|went wrong)\b|\bnot (?:a )?(?:single )?(?:one )?thing\s+(?:has\s+)?(?:went|gone|go|goes)\s+wrong\b|\bnever\s+(?:had|seen|got)\s+(?:a|an|one|a single)\s+(?:failed|dropped|missed|botched)\s+[a-z]+|\b(?:never|hardly ever|rarely|not once)\s+(?:(?:ever|once|really|had to|has|have)\s+)?(?:crash(?:es|ed)?|lags?|lagged|freez(?:es|e)|froze(?:n)?|fails?|failed|breaks?|broken|disappoints?|disappointed|glitch(?:es|ed)?|stutters?|buffers?|drops? (?:out|calls|the connection)|let (?:me|us) down|lets (?:me|us) down|goes down|gone down|misses a beat|skips a beat)\b(?!\s+to\b)|\b(?:never|not once|hardly ever|rarely)\s+(?:(?:once|ever|really)\s+)?(?:been|was|is|are|were|arrived|arrives|came|comes|shown up|showed up|shows up|run|ran|runs)\s+late\b|\b(?:(?:has|have|had)(?:n'?t|\s+not)|^\W*not)\s+(?:once\s+|ever\s+|yet\s+)?(?:crashed|failed|frozen|froze|lagged|glitched|broken\s+down|died|disconnected|dropped\s+out)\b(?=\s+(?:once|yet|in|since|for|at\s+all|so\s+far|even\s+once|a\s+single\s+time)\b|\s*[.!,;]|\s*$)/i);

/**
 * Worse than promised: "Onboarding took way longer than promised", "slower than advertised" (not
 * "lasts longer than expected", nor set against praise: "took longer than expected but was worth it").
 */
const WORSE_THAN_PROMISED_RE = cuedPattern(new RegExp(String.raw`(?:\b(?:took|takes|taking|taken)\s+(?:(?:a lot|much|way|far|so much|even|significantly|considerably|twice as|three times as)\s+)?longer\s+than\s+(?:\w+\s+)?(?:promised|expected|advertised|quoted|stated|estimated|planned|agreed|(?:we|i) (?:were|was) told|they said)\b|\b(?:slower|later|pricier|more expensive|worse|harder|smaller|weaker)\s+than\s+(?:\w+\s+)?(?:promised|advertised|quoted|stated|agreed|(?:we|i) (?:were|was) told|they said)\b)(?![^.!?]*\b(?:but|though|although|however|still|worth)\b)`, 'i'));

/**
 * Better than promised or than usual: "arrived a day earlier than the estimate", "the final bill was
 * cheaper than quoted", "went much smoother than expected" (not "no better than", "wasn't any cheaper
 * than", nor set against a problem after "but"); and little expected, then "I was wrong".
 */
const BETTER_THAN_EXPECTED_RE = cuedPattern(new RegExp(String.raw`\bexpected\s+(?:a|an|it\s+to\s+be)\s+(?:[\w-]+\s+)?(?:clunky|rubbish|terrible|awful|bad|slow|basic|nightmare|faff|hassle)\b[^.!?]{0,40}?\b(?:and|but)\s+(?:it'?s|it\s+is|it\s+was|they'?re)\b(?![^.!?]*\b(?:worse|just\s+as|even\s+more|as\s+bad)\b)|\b(?:expected|was\s+expecting|braced\s+(?:myself\s+)?for)\s+(?:much\s+|far\s+|a\s+lot\s+|way\s+)?worse\b|\b(?:wasn'?t|wasnt|weren'?t|didn'?t|did\s+not|was\s+not)\s+expect(?:ing|ed)?\s+much\b[^.!?]{0,40}?\bbut\s+(?:i|we|it|they|the\s+\w+)\s+(?:was|were|had|loved|enjoyed|got)\b(?![^.!?]*\b(?:worse|disappoint|bad|awful|terrible|rubbish)\w*)|\bexpect(?:ed|ing)?\s+(?:much|a\s+lot|anything|great\s+things|miracles)\b[^.!?]{0,60}?\bbut\s+(?:i|we)\s+(?:was|were)\s+(?:wrong|mistaken)\b|\b(?:earlier|sooner|faster|quicker|cheaper|better|easier|simpler|smoother|quieter|less\s+(?:painful|hassle|work|effort|expensive))(?<!(?:\b(?:no|not|any|hardly|barely|never)|n't)\s+(?:\w+\s+)?(?:earlier|sooner|faster|quicker|cheaper|better|easier|simpler|smoother|quieter|less\s+(?:painful|hassle|work|effort|expensive)))\s+than\s+(?:(?:the|we|i|i'd|we'd|they|originally|first|initially|it\s+was|we\s+were|i\s+was|had\s+been|was)\s+){0,2}(?:[\w-]+\s+){0,2}?(?:expected|estimated|estimate|quoted|quote|promised|advertised|planned|scheduled|anticipated|hoped|feared|thought|imagined|usual|last\s+(?:year|time|month)|(?:the|our|my|their)\s+(?:old|previous|last|paper)|before|ever)\b(?![^.!?]*\b(?:but|though|although|however)\b)`, 'i'));

/**
 * A figure promised and the one got: "You advertise 80 km per charge; I'm getting maybe 35", "quoted
 * £200, charged £350", "rated for 10 hours, lasts about 4". A complaint when the two differ.
 */
const CLAIMED_VS_GOT_RE =
  /\b(?:advertise[sd]?|advertising|claims?|claimed|promised|promise|quoted|quote|rated\s+(?:at|for)|listed\s+(?:at|as)|says\s+(?:on\s+the\s+box\s+)?|said)\s+(?:[\w'-]+\s+){0,4}?(?:[$£€]\s?)?(\d+(?:[.,]\d+)?)\b[^.!?;]{0,40}?(?:[;,:—–-]|\bbut\b|\band\b|\byet\b)\s*(?:[\w'-]+\s+){0,3}?(?:(?:i'?m|we'?re|i|we|it|they)\s+)?(?:(?:only|actually|really)\s+)?(?:getting|get|got|seeing|see|managing|manage|achieving|charged|billed|paid|pay|lasts|lasted|does|did|gets)\s+(?:(?:maybe|about|around|roughly|barely|only|closer\s+to|more\s+like|at\s+most|under|over|nearly|almost|me|us)\s+)*(?:[$£€]\s?)?(\d+(?:[.,]\d+)?)\b/i;

/** The figure got first, then the one claimed: "the battery gets me about 25 km when the website says 60". */
const GOT_VS_CLAIMED_RE =
  /\b(?:getting|gets?|got|seeing|manages?|managing|lasts?|lasted|does|did|goes|went|runs?|ran)\s+(?:(?:maybe|about|around|roughly|barely|only|closer\s+to|more\s+like|at\s+most|under|nearly|almost|me|us|just)\s+)*(?:[$£€]\s?)?(\d+(?:[.,]\d+)?)\b[^.!?;]{0,30}?\b(?:when|but|while|whereas|though|although|yet)\s+(?:the\s+|your\s+|their\s+)?(?:website|site|ad|advert|advertisement|box|listing|spec|specs|specification|manual|description|page|app|brochure|salesman|sales\s+rep|they|you|it)\s+(?:says?|said|claims?|claimed|promises?|promised|advertises?|advertised|states?|stated|quotes?|quoted|lists?|listed)\s+(?:[\w'-]+\s+){0,3}?(?:[$£€]\s?)?(\d+(?:[.,]\d+)?)\b/i;

/** A figure as written: "7,400" is seven thousand four hundred (a comma before three digits), "2,5" two and a half. */
function figureValue(text: string): number {
  return Number(/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(text) ? text.replace(/,/g, '') : text.replace(',', '.'));
}

/** Two figures apart by more than a few percent ("said £7,400 and I got £7,350" is what was said). */
function figuresApart(a: string, b: string): boolean {
  const x = figureValue(a);
  const y = figureValue(b);
  return Math.abs(x - y) > 0.03 * Math.max(Math.abs(x), Math.abs(y));
}

function claimedVersusGot(sentence: string): boolean {
  const m = CLAIMED_VS_GOT_RE.exec(sentence);
  if (m !== null && figuresApart(m[1]!, m[2]!)) return true;
  const g = GOT_VS_CLAIMED_RE.exec(sentence);
  return g !== null && figuresApart(g[1]!, g[2]!);
}

/** What was said and what came, the same within a few percent: "The valuation tool said £7,400 and I got £7,350". */
function claimedAndGot(sentence: string): boolean {
  const m = CLAIMED_VS_GOT_RE.exec(sentence);
  return m !== null && !figuresApart(m[1]!, m[2]!) && !/\b(?:only|barely|just)\b/i.test(sentence);
}

/** A promise not kept: "your rep promised a feature that doesn't exist", "advertised as waterproof but it isn't". */
const BROKEN_PROMISE_RE =
  cuedPattern(/\b(?:charged|billed|invoiced|made to pay|had to pay)\b[^.!?]{0,60}?\b(?:told|said|promised|advertised|supposed|meant|listed)\b[^.!?]{0,25}?\b(?:free|included|covered|complimentary|no charge)\b|['‘"“](?:free|unlimited|included|complimentary)['’"”]|\b(?:promised|advertised|claimed|guaranteed|assured (?:us|me)|told (?:us|me))\b[^.!?]{0,60}?(?:[;,:—–-]\s*|\b(?:but|yet)\s+)(?:in practice|in reality|in fact|instead|actually)\b|\b(?:promised|advertised|claimed|guaranteed|assured (?:us|me)|told (?:us|me))\b[^.!?]{0,60}?\b(?:doesn'?t|does not|didn'?t|did not|don'?t|do not|never|isn'?t|is not|wasn'?t|was not|aren'?t|weren'?t)\s+(?:even\s+|actually\s+|really\s+)?(?:exist|exists|work|works|arrive|arrived|happen|happened|come|came|materiali[sz]e|deliver|delivered|true|there|included|available|it|so|get|got|gotten|receive|received|show up|showed up|appear|appeared|been given|given|been sent|sent)\b/i);

/**
 * A promise reported as made to the customer: "I was promised a callback on Monday", "Delivery was
 * promised for Friday and it came the next week", "they promised me a refund". Feedback tells a
 * promise when it was broken; one kept says so (KEPT_PROMISE_RE).
 */
const REPORTED_PROMISE_RE =
  cuedPattern(/\b(?:(?:i|we|you|customers?)\s+(?:was|were|had been|have been|got)\s+(?:\w+\s+)?promised|(?:was|were|been)\s+promised\s+(?:for|by|within|in|on|to|at)\b|(?:they|he|she|you|support|sales|the (?:agent|rep|seller|company|store|shop|technician|driver|manager))\s+promised\s+(?:to|a|an|it|that|the|delivery|shipping)\b|(?<!\bas\s)\bpromised\s+(?:me|us)\b)/i);
/** A promise said to be kept: "arrived as promised", "they promised a refund and they did". */
const KEPT_PROMISE_RE = /\bas promised\b|\b(?:and|which)\s+(?:it|they|he|she|you)\s+(?:did|kept|delivered|honou?red|followed through)\b(?!\s+(?:not|n't|never|late))/i;

/**
 * A bad smell: "the room smelled of smoke", "a strong smell of damp", "it stinks". Its words may
 * read as praise ("strong"), so they are set aside.
 */
const BAD_SMELL_RE =
  /\b(?:smell(?:s|ed|t)?|smelling|reek(?:s|ed|ing)?)\s+(?:\w+\s+){0,2}?of\b|\b(?:strong|bad|awful|horrible|terrible|weird|funny|musty|foul|unpleasant|strange|disgusting|nasty|damp|lingering)\s+(?:\w+\s+)?(?:smell|smells|odou?rs?|stench)\b/i;

/** Praise said as a need met: "exactly what our team needed", "just what I was looking for", "does exactly what it says". */
const NEED_MET_RE =
  cuedPattern(/\b(?:does|did|do)\s+(?:the|its|the whole|exactly the)\s+job\b(?!\s+(?:badly|poorly|half))|\bgets?\s+the\s+job\s+done\b|\b(?:exactly|just|precisely)\s+what\s+(?:i|we|our\s+\w+|my\s+\w+|the\s+team|everyone)\s+(?:needed|wanted|was looking for|were looking for|asked for|hoped for|have been waiting for|had been waiting for|saw|pictured|imagined|ordered|chose|picked)\b|(?<!\b(?:never|rarely|seldom)\s)\b(?:does|did)\s+(?:exactly\s+|just\s+|precisely\s+)?what\s+(?:it|they)\s+(?:says?|said|promises?|promised|claims?|claimed|advertises?|advertised|should|is supposed to|was supposed to|'s supposed to|needs to)\b|(?<!\b(?:never|rarely|seldom|not|n't)\s)\b(?:does|did|do)\s+everything\s+(?:i|we|you)\s+(?:need|needed|want|wanted|could want|could ask for)\b/i);

/**
 * Regret of having bought or joined: "I wish I had never signed up", "Wish I had read the reviews
 * before buying". A complaint, not a wish for something new.
 */
/** Sarcastic thanks for being slighted: "this is the thanks I get" (its words read as praise). */
// Thanks for a harm is sarcasm: "Thanks for deleting all my playlists", "thank you for charging me twice".
const THANKS_I_GET_RE = cuedPattern(/\b(?:this|that)(?:\s+is|'s)\s+the\s+thanks\s+(?:i|we|you|loyal customers)\s+get\b|\b(?:thanks|thank\s+you|thx|cheers)\s+(?:so\s+much\s+|a\s+lot\s+)?for\s+(?:\w+\s+)?(?:losing|breaking|ruining|overcharging|double[- ]charging|ignoring|wasting|(?:deleting|wiping|erasing)\s+(?:all\s+(?:of\s+)?(?:my|our)|everything)|charging\s+(?:me|us)\s+(?:twice|two times|double|again)|locking\s+(?:me|us)\s+out|logging\s+(?:me|us)\s+out)\b/i);
const REGRET_RE =
  cuedPattern(/\bshould(?:'ve|’ve|\s+have)\s+(?:read|checked|looked at|listened to)\s+(?:the\s+|all\s+the\s+|more\s+)?reviews\b|\bwish\s+(?:i|we)(?:'d|’d|\s+had)\s+(?:never|not)\b|\bwish\s+(?:i|we)(?:'d|’d|\s+had)\s+(?:read|checked|looked at|known|researched|seen|listened to)\b[^.!?]{0,60}?\bbefore\s+(?:buying|ordering|purchasing|signing up|subscribing|booking|paying|(?:i|we)\s+(?:bought|ordered|purchased|signed up|subscribed|booked|paid))\b/i);

/**
 * Having done it sooner, as a wish or a regret: "I wish I had switched sooner", "Should have bought
 * this years ago". Praise of what they came to; not what should have come sooner ("it should have
 * arrived sooner", "I should have been told earlier").
 */
const SOONER_PRAISE_RE = cuedPattern(new RegExp(
  String.raw`\b(?:my|our)\s+only\s+regrets?\s+(?:is|was|being)\s+(?:not\s+)?(?:\w+\s+){0,4}?(?:sooner|earlier|years ago|ages ago|long ago)\b|\bwish${WISHED_SOONER}|(?:^\W*|\b(?:i|we)\s+)(?:really\s+|definitely\s+|totally\s+)?(?:should|shoulda)(?:'ve|’ve|\s+have|\s+of)?\s+(?!been\b|known\b|told\b|received\b|heard\b|got\b|gotten\b|had\b)(?:\w+\s+){1,5}?(?:sooner|earlier|years ago|ages ago|long ago|a long time ago|a while ago|months ago)\b`,
  'i',
));

/**
 * Punctual: "Delivery was on time, as always", "the driver arrived right on time" (not "to get to
 * work on time", "it needs to arrive on time", nor denied: "never on time" is a problem statement).
 */
const ON_TIME_RE =
  // Served at once: "in and out in 20 minutes", "turned up at 8 sharp"; costs cut: "knocks about a third off my weekly bill".
  /(?<!\b(?:booked|paid|scheduled|supposed|meant)\s+(?:for|to)\b[^.!?]*)\bin and out (?:in|within)\s+(?:the\s+)?(?:under\s+|less than\s+|about\s+|around\s+)?(?:\d+|ten|fifteen|twenty|thirty|forty|a few|half an hour)\b|\b(?:turned up|showed up|arrived|came)\s+(?:at|by)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s+(?:sharp|on the dot)\b|\b(?:knocks?|knocked|takes?|took|shaves?|shaved)\s+(?:about\s+|around\s+|roughly\s+|almost\s+|nearly\s+|over\s+)?(?:a third|a quarter|half|\d+\s*%|[$£€]\s?\d+)\s+off\s+(?:my|our|the)\b|(?<!\b(?:never|not|n't|rarely|seldom|hardly ever|barely)\s+(?:\w+\s+)?)(?<!\b(?:to|must|should|will|would|could|can|may|might|hope|hoping)\s+)\b(?:arrived|arrives|arrive|delivered|came|comes|was|were|is|are|always|showed up|shows up|turned up|departed|left|landed|ran|runs|shipped)\s+(?:(?:right|exactly|always|perfectly|bang|dead|precisely|even)\s+)?(?:on time|on schedule|ahead of schedule|early)\b|\b(?:arrived|arrives|delivered|landed|came|finished|done|completed|shipped)\s+(?:(?:a|an|one|two|three|four|five|a few|a couple of|\d+)\s+(?:days?|hours?|weeks?|min(?:ute)?s?)\s+)(?:ahead of (?:schedule|time)|early)\b/i;

/** More than the scale allows: "I wish I could give it more stars", "would give it ten stars if I could". */
const MORE_STARS_RE = /\b(?:wish\s+(?:i|we)\s+could|would|'d)\s+give\s+(?:it|them|this|her|him|you)\s+(?:more|ten|10|six|6|a hundred|100|a million)\s+stars?\b/i;

/** Willing to pay for something the product lacks: "I'd pay more for an on-premise version". */
const ABSURD_THAT_RE = /^\W*(?:(?:it'?s|it\s+is|that'?s|this\s+is)\s+)?(?:so\s+|absolutely\s+|utterly\s+|just\s+|frankly\s+|honestly\s+)?(?:ridiculous|absurd|annoying|silly|frustrating|infuriating|unacceptable|daft|bonkers|pathetic|shameful|outrageous|baffling)\s+that\b/i;
/** Asking whether something could exist: "Could there be a translate button?" (not "Would there be a fee?"). */
const COULD_THERE_BE_RE = /^(?:(?:also|and|so|maybe)\s*,?\s+)?(?:could|would|can)\s+there\s+(?:ever\s+)?be\s+(?:a|an|some|any|more)\s+(?!(?:\w+\s+)?(?:fees?|charges?|costs?|delays?|problems?|issues?|penalty|penalties|refunds?|risks?|wait|limit)\b)/i;
const PAY_FOR_RE = /\b(?:i|we)(?:'d| would)\s+(?:happily\s+|gladly\s+|definitely\s+|even\s+)?pay\s+(?:more|extra|good money|double|a premium)\s+(?:for|to)\b/i;

/** Faster than before: "reports that took hours now take minutes", "what used to take a day now takes an hour". */
/** Asking for it to happen, not saying it did: "please get this sorted out right away", "you need to fix this immediately". */
// ("as they should", "as it must" say the thing was done as it ought to be, no demand)
const DEMAND_RE = /\b(?:please|pls|plz|can you|could you|would you|need(?:s)? to|(?<!\bas\s+\w+\s+)(?:must|should)|have to|want (?:it|this|them))\b/i;
/** Something put right or answered fast: "responded within an hour", "fixed the same day", "refunded in minutes". */
const FIXED_FAST_RE =
  cuedPattern(/\b(?:fixed|resolved|solved|sorted|sort|sorts|repaired|replaced|refunded|rebooked|released|unblocked|unlocked|reinstated|restored|replied|responded|answered|replies|responds|answers|seated|served|seen|triaged|swapped|exchanged|picked up|(?:told|warned|alerted|notified) (?:me|us)|got (?:a|an) (?:\w+ )?(?:appointment|slot|booking)|called back|(?:called|rang|phoned|emailed|texted) (?:me|us)(?: back)?|got back to (?:me|us)|(?:got|had|received) (?:a |an |my |the )?(?:personal |proper |full |detailed |real |human )?(?:reply|response|answer|call ?back)|had (?:a |the )?replacement(?: \w+)? (?:confirmed|booked|sent|arranged|with (?:us|me)|on (?:its|the) way)|got (?:the|my|our) (?:deposit|money|refund|payment) back|a replacement (?:\w+ )?(?:was|were) (?:on site|here|with us|delivered|sent|posted|dispatched|at (?:my|our) door|on (?:its|the) way)|closed|(?:couriered|sent|posted|shipped) (?:me |us )?(?:a )?(?:new|replacement|spare) (?:one|unit|device|reader|card|part))\b[^.!?]{0,40}?\b(?:(?:within|inside) (?:an? |the |one |two |three |four |five |six |seven |eight |nine |ten |fifteen |twenty |thirty |a few |a couple of |\d+ )?(?:hour|hours|minutes?|mins?|seconds|day|days)|in (?:minutes|no time|under an hour|a few minutes|(?:an|one|half an) hour|a day|(?:\d+|two|five|ten|fifteen|twenty|thirty) (?:minutes|mins?))|(?:the|that) (?:same|very) (?:day|morning|afternoon|evening)|same-day|before (?:lunch|noon|midday|lunchtime)|before (?:i|we)(?:'d| had)? even|in (?:under|less than) (?:an? |one |two |five |ten |fifteen |twenty |thirty |forty |\d+ )?(?:hour|hours|minutes?|mins?)|right away|straight away|immediately|overnight|fast|quickly|(?<=(?:couriered|sent|posted|shipped)\b[^.!?]{0,40}?)the (?:next|following) (?:day|morning))\b(?![^.!?]*\b(?:but|though|although|however|yet)\b[^.!?]*(?:n't\b|\bnot\b|\bnever\b|\bnothing\b|\bno\b))/i);
/**
 * Come or done soon after it was asked for: "Prints arrived in two days", "the engineer came out
 * the same day", "the refund landed in my account within 24 hours", "delivered overnight". Not what
 * was only promised or paid for ("was supposed to arrive the next day", "paid for next-day
 * delivery"), nor a day named as a label ("next day delivery"): only the time something took.
 */
const ARRIVED_FAST_RE =
  cuedPattern(/(?<!\b(?:supposed|meant|expected|due|promised|said|told|guaranteed|going|scheduled|paid|pay|paying|needs?|needed|has|had|have|should|would|will|could|to|never|not|n't|didn'?t)\s+(?:to\s+)?(?:\w+\s+)?)\b(?:arrived|arrives|came|comes|delivered|landed|lands|showed up|turned up|got here|dispatched|shipped|posted|(?:was|were)\s+(?:here|there|back|out|in (?:my|our|the) (?:account|bank|inbox|letterbox|mailbox))|hit (?:my|our|the) (?:account|bank|card|inbox|doorstep)|(?:was|were)\s+(?:on|at) (?:my|our|the) (?:doorstep|door))\b(?:\s+[\w'-]+){0,5}?\s+(?:within (?:(?:a|an|one|the|two|\d{1,2}) )?(?:hours?|minutes?|mins?|day)\b|within\s+seconds\b|in (?:(?:under|less than|about|just|only)\s+)?(?:an hour|a day|one day|a few hours|a couple of (?:hours|days)|(?:two|2) days|(?:24|48|\d) hours|(?:\d{1,2}|ten|twenty|thirty|forty) min(?:ute)?s|no time)\b|(?:the|that) (?:same|next|following|very) (?:day|morning|afternoon|evening)\b(?!\s+(?:delivery|dispatch|shipping|service|slot))|(?:the|that)\s+(?:morning|day|afternoon|evening)\s+after\s+(?:i|we)\s+(?:rang|called|phoned|emailed|booked|ordered|messaged|reported)\b|(?:\d{1,2}|ten|fifteen|twenty|thirty|forty|forty-five)\s+min(?:ute)?s\s+after\s+(?:i|we)\s+(?:rang|called|phoned|booked|emailed|messaged)\b|overnight\b|(?:a|one|two|three)\s+days?\s+after\s+(?:i|we)\s+(?:sent|mailed|posted|returned|dropped|signed\s+up|ordered|applied|paid|booked|joined)\b|before\s+(?:i|we)(?:'d|\s+had)?\s+(?:even\s+)?(?:left|got\s+home|got\s+back|hung\s+up|finished|asked|checked\s+out)\b)(?![^.!?]*\b(?:but|though|although|however|yet)\b[^.!?]*(?:n't\b|\bnot\b|\bnever\b|\bnothing\b|\bno\b|\bwrong\b|\bmissing\b|\bbroken\b|\bdamaged\b))/i);
/**
 * A task done in moments: "setup took maybe 20 minutes", "online booking took 2 minutes", "the
 * refund came through in like a minute". Not a wait for a screen ("takes 10 minutes to load"),
 * nor a wait ("waited 5 minutes", looked for apart): those are slowness (PROBLEM_STATE_RE).
 */
/** A price that rose, told as before and now: "was paying £12 a month, now it's £29". */
/**
 * Told one thing, then what happened: "Told there'd be one-to-one training but I shared the truck",
 * "Salesman swore the cooling topper was included and it's nowhere on the invoice", "Your sales rep told
 * us sends to Ireland were included; they're billed at 6p each". A complaint when what follows is no praise
 * ("Told it'd take a week but it came in two days" is praise).
 */
const TOLD_THEN_RE = /\b(?:told|promised|assured|swore|guaranteed)\b(?:\s+(?:me|us|them|him|her))?\s+(?:that\s+)?(?:there'?d|there\s+would|it'?d|it\s+would|they'?d|they\s+would|(?:the\s+|our\s+|my\s+)?[\w\s-]{1,40}?\s+(?:was|were|would\s+be|is|are)\s+(?:included|free|covered|part\s+of|one-to-one|fitted|done|ready|sorted))\b[^.!?]{0,60}?(?:\s+but\s+|;\s*|,\s*(?:then|yet)\s+|\s+and\s+(?=(?:it'?s|they'?re|it\s+is|they\s+are|it\s+was|they\s+were)\s+(?:nowhere|not|never|missing|extra|billed|charged))|\s+and\s+(?=(?:only\s+)?(?:got|received|were\s+given|was\s+given)\s+(?:only\s+)?\d))/i;
/**
 * Asked for one thing, found another: "Asked for him to be brought in at 4pm, found him still in the
 * field at dusk", "Asked for 55 lbs and it came back like a trampoline". Only when what was found is told
 * against the asking ("still", "instead", "only", "like a", a denial), not "asked for a window seat and got one".
 */
const ASKED_FOUND_RE = /^\W*(?:(?:i|we)\s+)?(?:asked|requested|specified)\s+(?:for\s+|them\s+to\s+|him\s+to\s+|her\s+to\s+)?[^,.;!?]{2,60}?(?:,|;|\s+and|\s+but)\s+(?:then\s+)?(?:found|got|received|(?:it|they|he|she)\s+came\s+back|came\s+back|it\s+arrived|it\s+was|they\s+were)\b/i;
const AGAINST_ASKING_RE = /\b(?:still|instead|wrong|different|only|not|never|no|nothing|none|missing|like\s+a|measured|shrug\w*|blank\s+look)\b|n't\b/i;
/** The same letdown over and over: "three Fridays running", "Three boxes in a row we've had the same shape sorter". */
const SAME_AGAIN_RUNNING_RE = cuedPattern(/\b(?:two|three|four|five|six|\d)\s+(?:[\w-]+\s+)?(?:weeks|fridays|mondays|tuesdays|wednesdays|thursdays|saturdays|sundays|times|days|months|visits|deliveries|boxes|orders|parcels|bills|calls)\s+(?:running|in\s+a\s+row)\b[^.!?]*\b(?:same|again|told|still|no|not|missing|wrong|late)\b|\b(?:same|again|told|still|missing|wrong|late)\b[^.!?]*\b(?:two|three|four|five|six|\d)\s+(?:[\w-]+\s+)?(?:weeks|fridays|mondays|tuesdays|wednesdays|thursdays|saturdays|sundays|times|days|months|visits|deliveries|boxes|orders)\s+(?:running|in\s+a\s+row)\b/i);

/**
 * A letdown told by its shape: moved and moved again ("booked for the 4th, then the 11th, then 'sometime
 * next week'"), months to do one small thing ("Four months to reglue one dining chair"), a sum paid just
 * to be told something, the same answer over and over ("pasted the same FAQ link at me four times"),
 * cancelled twice, promises that keep coming, a brush-off ("was just told to 'seek independent advice'"),
 * a fault that stayed ("sticks exactly as it did before"), a form that plainly says otherwise.
 */
const LETDOWN_SHAPE_RE = cuedPattern(new RegExp([
  String.raw`\b(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\s*,\s*then\s+(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\s*,\s*then\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`,
  String.raw`^\W*(?:(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:whole\s+)?(?:months|weeks)|a\s+(?:whole\s+)?(?:month|year))\s+(?:to|for|just\s+to)\s+(?:[\w-]+\s+){0,2}?(?:one|a\s+single|a|an|my|the)\b`,
  String.raw`[$£€]\s?\d[^.!?]{0,40}?\bjust\s+(?:to|for)\s+(?!(?:the\s+)?(?:one|me|us)\b)[a-z]`,
  String.raw`\bthe\s+same\s+(?:[\w-]+\s+){1,3}?(?:\w+\s+){0,4}?(?:two|three|four|five|six|\d+)\s+times\b`,
  String.raw`\b(?:cancelled|canceled|rescheduled|postponed)\b[^.!?]{0,40}?,\s*(?:twice|three\s+times|again)\s*[.!]*$`,
  String.raw`\b(?:this\s+is\s+)?now\s+the\s+(?:second|third|fourth|fifth)\s+(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|week|month|time)\b|\bwaited\s+(?:from\s+)?\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s+(?:till|until|to)\s+\d|\bkeeps?\s+promising\b|\b(?:was|were)\s+(?:just|only|simply)\s+told\s+to\b|\bnot\s+a\s+(?:peep|squeak|whisper|sausage)\b|\b(?:has|have)\s+been\s+left\b[^.!?]{0,40}?\bsince\b`,
  String.raw`\b(?:\w+|\d+)\s+(?:days|weeks)\s+(?:after|later\s+than)\s+the\s+(?:date|day|deadline)\b|\b(?:promised|reported|chased|raised|flagged)\b[^.!?]{0,60}?\band\s+(?:(?:we|i)(?:'re|\s+are|'m|\s+am)?\s+)?still\b|\bago\s+and\s+(?:still\s+)?(?:no|nothing)\b`,
  String.raw`\b(?:arrived|came|turned\s+up|delivered)\s+(?:\w+\s+){0,2}?(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s+(?:days|weeks)\s+(?:after|late)\b(?:[^.!?]|\.(?=\d))*\bnext[- ]day\b|\b(?:charged|billed|paid)\b[^.!?]{0,60}?\b(?:described|listed|advertised|sold|promised)\s+as\s+(?:free|included|complimentary)\b|\bnever\s+(?:once\s+)?mentioned\b`,
  String.raw`\bafter\s+(?:i|we)(?:'d|\s+had)\s+(?:said|told\s+(?:him|her|them)|asked|explained)\s+(?:\w+\s+){0,2}?(?:twice|three\s+times|repeatedly|several\s+times)\b|\b(?:buries|buried|hides|hidden)\b[^.!?]{0,30}?\b(?:menus?|clicks?|levels?|screens?|pages?)\s+deep\b`,
  String.raw`\b(?:billed|charged|invoiced|sent)\b[^.!?]{0,60}?\b(?:we|i)\s+(?:specifically\s+|explicitly\s+|clearly\s+)?(?:said|told\s+(?:you|them))\s+(?:we|i)\s+(?:didn'?t|did\s+not|don'?t)\s+want\b|\b(?:cancelled|canceled|rescheduled|postponed|rebooked|moved)\s+(?:me|us|it|the\s+\w+\s+)?\s*(?:twice|three\s+times)\b|\b(?:fee|charge|surcharge)\s+on\s+every\b`,
  String.raw`\b(?:exactly|just)\s+(?:as|like)\s+(?:it|they|she|he)\s+did\s+before\b|\bwhen\s+(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?(?:clearly|plainly|actually)\s+(?:says|said|shows|showed|states|stated)\b`,
].join('|'), 'i'));
/** A charge on top, told as a fact: "An extra £120 for 'structural alterations'", "told on the day it'd be another £60 for the cable run" (not a wish: "I'd happily pay an extra £5 for ..."). */
const EXTRA_CHARGE_RE = /\b(?:another|an\s+extra|a\s+further)\s+[$£€]\s?\d[\d,.]*\s+(?:for|to|on)\b/i;
/** What was advertised or told, a figure, then what was: "Advertised as 90 minutes, we were back after 50", "It was advertised as 200 pitches; I counted maybe 40 cars". */
const CLAIM_THEN_COUNT_RE = /^\W*(?:(?:it\s+was|we\s+were|i\s+was|they\s+were)\s+)?(?:advertised|told)\s+(?:as\s+|it\s+was\s+|it'?d\s+be\s+|(?:a|an)\s+)?[^,;.!?]{0,25}?\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b[^,;.!?]{0,30}?[,;]\s*/i;

/** A claim then a count against it: a complaint unless what follows is praise or says it was kept ("... and it was", "under", "early"). */
function claimAgainstCount(sentence: string): boolean {
  const m = CLAIM_THEN_COUNT_RE.exec(sentence);
  if (m === null) return false;
  const rest = sentence.slice(m[0].length);
  if (/\b(?:as|exactly|same|early|earlier|ahead|before|under|less|sooner|quicker|faster)\b/i.test(rest)) return false;
  return !filedAsPraise(readAlone(rest).c);
}

/** A letdown told against what was promised or asked for, or the same one again and again. */
function letDownAgainstWord(sentence: string): boolean {
  if (claimAgainstCount(sentence) || SAME_AGAIN_RUNNING_RE.test(sentence) || LETDOWN_SHAPE_RE.test(sentence) || (EXTRA_CHARGE_RE.test(sentence) && !NOT_A_FACT_RE.test(sentence) && !/\b(?:happily|gladly)\b/i.test(sentence))) return true;
  const told = TOLD_THEN_RE.exec(sentence);
  const asked = told === null ? ASKED_FOUND_RE.exec(sentence) : null;
  const m = told ?? asked;
  if (m === null) return false;
  const rest = sentence.slice(m.index + m[0].length).replace(/^(?:found|got|received)\s+/i, '');
  if (asked !== null && !AGAINST_ASKING_RE.test(rest)) return false;
  const { score: restScore, c } = readAlone(rest);
  return restScore < MILD_PRAISE && !filedAsPraise(c);
}

/**
 * A price, then what it bought ("£165 for a half-day and we shared one hob between four of us", "Paid
 * £22 for new heels and one came off on the walk home", "£12.99 a month and the best films are still
 * extra"): the sum set against a letdown; a complaint when what follows is no praise (priceThenLetdown).
 */
const PRICE_AND_RE = /^\W*(?:(?:i\s+|we\s+)?(?:paid|spent|forked\s+out|shelled\s+out)\s+)?[$£€]\s?\d[\d,.]*(?:\s*(?:k|p))?(?:\s+(?:a|per|each|an)\s+[\w-]+)?(?:\s+for\s+[^,.;!?]{1,50}?)?\s*,?\s+and\s+(?:then\s+)?(?=[a-z])/i;
/** Dearer than last time, with no reason given: "Japan plan is $4 dearer than on my last trip". */
/** What a seller's claim names, just before it: "The 'excellent condition' cardigan", "A 'fully briefed' team", "for 'professional monitoring'". */
const CLAIM_HOLDER_RE = /\b(?:the|a|an|your|their|this|so-called|for)\s*$/i;
/** Reported praise: a quotation after "say", "called it", "wrote" ("emailed to say the host was 'absolute class'"). */
const REPORTED_BEFORE_QUOTE_RE = /\b(?:say|said|says|saying|called|calls|described|describes|wrote|writes|told|tells|rated|reviewed|thanked|reckons|put\s+it)\b[^'‘"“]{0,60}$/i;

/**
 * The seller's own praise quoted back against what came ("The 'excellent condition' cardigan has two moth
 * holes", "A 'fully briefed' team, apparently, and not one of them knew ..."): a complaint when what is
 * said of it is one. A few words naming the thing, not a whole answer quoted ("Survey: 'Easiest bit of
 * admin I did all year.'"), nor someone's praise reported ("emailed to say the host was 'absolute class'").
 */
function scareQuotedClaim(sentence: string): boolean {
  // (matchAll reads with a copy of the pattern: the classification below may use QUOTED_RE again.)
  if (CONTRAST_RE.test(sentence)) return false;
  for (const m of sentence.matchAll(QUOTED_RE)) {
    const before = sentence.slice(0, m.index);
    if (!CLAIM_HOLDER_RE.test(before) || m[0].split(/\s+/).length > 4 || REPORTED_BEFORE_QUOTE_RE.test(before) || scoreSentiment(m[0]) < SENTIMENT_THRESHOLD) continue;
    const rest = before + sentence.slice(m.index + m[0].length);
    const { score: restScore, c } = readAlone(rest);
    if (filedAsProblem(c) || (restScore < SENTIMENT_THRESHOLD && c.role !== 'highlight' && AGAINST_ASKING_RE.test(rest))) return true;
  }
  return false;
}

const DEARER_THAN_LAST_RE = /\b(?:dearer|pricier|more\s+expensive)\s+than\s+(?:it\s+was\s+)?(?:on\s+|for\s+|at\s+)?(?:my|our|the)\s+(?:last|previous|old|first)\b/i;

function priceThenLetdown(sentence: string): boolean {
  if (DEARER_THAN_LAST_RE.test(sentence) || scareQuotedClaim(sentence)) return true;
  const m = PRICE_AND_RE.exec(sentence);
  if (m === null) return false;
  const rest = sentence.slice(m[0].length);
  const { score: restScore, c } = readAlone(rest);
  return restScore < MILD_PRAISE && !filedAsPraise(c) && !(c.role === 'filler' && restScore >= SENTIMENT_THRESHOLD);
}

const PRICE_ROSE_RE = /\b(?:was|were|used to be)\s+paying\b[^.!?]{0,40}?\bnow\b|\bused\s+to\s+(?:cost|be)\s+[$£€]?\d[^.!?]{0,30}?\bnow\b/i;
/**
 * Thanks by name, whatever went wrong on the way ("Shoutout to Ahmed who delivered to the wrong
 * building and came back"), or time and money saved ("cut our CI time in half", "halved our admin").
 */
const SHOUT_OUT_RE = cuedPattern(/^\W*(?:big\s+|huge\s+|massive\s+)?shout[- ]?outs?\s+to\b|\bno questions asked\b|\b(?:very|really|so|pretty)\s+(?:decent|kind|good|nice|generous|fair)\s+of\s+(?:them|you|him|her)\b|\b(?:cut|cuts|halved|halves|slashed|reduced|reduces)\s+(?:our|my|the)\s+(?:\w+\s+){0,2}?(?:time|times|costs?|bills?|effort|admin|waiting|wait|paperwork)\b(?:\s+(?:in half|by\s+\d+\s*%?|to\s+\w+))?/i);
/**
 * Better than what it replaced, said first: "Cheaper than my monthly Tube pass", "So much simpler
 * than the old way of ringing at 8"; and rated highly, as British English says it: "the team
 * really rate him".
 */
const BETTER_THAN_RE =
  cuedPattern(/^\W*(?:(?:so|way|much|a lot|far|loads)\s+){0,2}(?:cheaper|faster|quicker|easier|simpler|better|nicer|smoother|more reliable)\s+than\b(?!\s+(?:it|this|they|that)\s+(?:was|were|used|should|ought)\b)|\b(?:really|highly|genuinely|all)\s+rate\s+(?:him|her|them|it|this|the\s+\w+)\b/i);
/**
 * Relief from a chore, or a bond: "Getting to uni is so much quicker than waiting for the 42", "My
 * commute dropped from 50 minutes to 25", "which I could never have done before", "I've grown
 * weirdly attached to it". Praise, though it names the chore it replaced.
 */
const RELIEF_RE =
  cuedPattern(/\b(?:is|are|'s)\s+(?:(?:so|way|much|a lot|far|loads)\s+){1,2}(?:cheaper|faster|quicker|easier|simpler|better|nicer|smoother|more reliable)\s+than\s+(?:waiting|driving|taking|queu(?:e)?ing|calling|ringing|phoning|paying|going|getting|sitting|before|the bus|the train|a taxi|the old|my old|our old)\b|\b(?:commute|journey|wait|waiting time|wait time|bill|bills|costs?|spend|admin|paperwork)\s+(?:has\s+|have\s+)?(?:dropped|fell|fallen|went down|gone down|came down|come down|shrunk|shrank)\s+from\b|\b(?:grown|become|got|getting)\s+(?:weirdly\s+|really\s+|quite\s+|very\s+|so\s+|strangely\s+)?attached\s+to\b|\b(?:which|that|something)\s+(?:i|we)\s+(?:could|would)\s+never\s+have\s+(?:done|managed)\b|\b(?:it|this|that)\s+(?:still\s+|sure\s+|definitely\s+|certainly\s+)?beats\s+(?:paying|waiting|driving|queu(?:e)?ing|going|doing|having to|sitting|spending|calling|ringing|hiring|printing|filling)\b/i);
/**
 * Less of a bad thing: "cut our lost-sample incidents to zero", "password-reset tickets dropped off a
 * cliff", "fuel spend is down about 12%" (not "calls dropped": that is a connection failing).
 */
/** Amazement at a good quality: "It's crazy how fast the new version is", "insane how easy it was" (not "crazy how slow"). */
const AMAZEMENT_RE = cuedPattern(/\b(?:crazy|insane|wild|mad|unreal|amazing|incredible|scary|frightening|ridiculous|nuts)\s+how\s+(?:much\s+)?(?:fast|quick|quickly|easy|easily|good|well|smooth|smoothly|simple|cheap|reliable|accurate|helpful|friendly|clean|clear|intuitive|better|faster|easier|cheaper|quieter|lighter)\b/i);
/**
 * Depending on it: "We couldn't run the business without it", "I can't do anything without this
 * app", "I'd be lost without it", "I don't know how we managed without it", "I can't stop using
 * it", "can't imagine going back to the old way".
 */
const DEPENDENCE_RE = cuedPattern(/\bgot\s+(?:me|us|her|him|them)\s+through\s+(?:a|the|my|her|his|our|some)\b|\b(?:don'?t|do not|dunno)\s+know\s+how\s+(?:we|i)\s+(?:ever\s+)?(?:managed|coped|lived|survived|did\s+(?:it|anything)|got\s+by|worked)\s+without\s+(?:it|this|them|you)\b|\b(?:can'?t|cannot|couldn'?t)\s+stop\s+(?:using|listening\s+to|playing|watching|reading|wearing|recommending|talking\s+about)\s+(?:it|this|them)\b|\b(?:can'?t|cannot|couldn'?t|could not|wouldn'?t|would never|will never|won'?t ever|never)\s+(?:imagine\s+|want\s+to\s+|dream\s+of\s+)?go(?:ing)?\s+back\s+to\s+(?:the\s+old\b|(?:my|our)\s+old\b|paper\b|pen and paper\b|spreadsheets?\b|excel\b|doing\s+it\s+by\s+hand\b|the\s+way\s+(?:it|we|things)\b)|\b(?:would|'d|’d)\s+be\s+(?:completely\s+|totally\s+|so\s+|utterly\s+)?lost\s+without\s+(?:it|this|them|you)\b|\b(?:can'?t|cannot|can not|couldn'?t|could not|wouldn'?t be able to)\s+(?:imagine\s+)?(?:[\w']+\s+){0,4}?without\s+(?:it|this|them|you|you guys|(?:this|the|your)\s+(?:app|tool|product|service|software|platform|feature|team))\s*(?:anymore|any more|now)?\s*[.!]*$/i);
/**
 * Praise told as what the product made possible or what nothing else does: "which I never managed
 * anywhere else", "made reading possible again", "nobody on the team wants to go back", "hasn't
 * stopped talking about it", "on a par with X at half the price", "actually works now", a burden
 * gone ("zero manual work now", "far less paperwork"), lasting ("lasted 11 months before the first
 * warning"; "only lasted 2 months" is no praise: UNIQUE_VALUE's guard), "looks brand new".
 */
const UNIQUE_VALUE_RE =
  cuedPattern(/\b(?:never|couldn'?t|could not|can'?t|cannot|haven'?t|have not|hadn'?t)\s+(?:ever\s+)?(?:managed|found|find|got|get|seen|had)\b[^.!?]{0,30}?\banywhere\s+else\b|\bmade?\s+(?:\w+\s+){0,3}?possible(?:\s+again)?\b(?!\s+to\s+(?:lose|delete|break|miss))|\b(?:nobody|no one|none of us|noone)\s+(?:\w+\s+){0,4}?wants?\s+to\s+go\s+back\b|\b(?:hasn'?t|has not|haven'?t|have not|can'?t|cannot)\s+stopped\s+(?:talking|raving|smiling|bragging|going on)\s+about\b|\bat\s+(?:half|a\s+third\s+of|a\s+fraction\s+of)\s+the\s+(?:price|cost)\b|\b(?:actually|finally)\s+(?:works|worked)\b|\b(?:zero|no\s+more|less|fewer|far\s+less|much\s+less|way\s+less)\s+(?:manual\s+(?:work|entry|steps?|effort)|paperwork|admin|guesswork|back[- ]and[- ]forth|phone\s+calls|chasing|data\s+entry|double[- ]entry|copy[- ]pasting|effort)\b|\b(?:lasted|lasts|has\s+lasted|have\s+lasted)\s+(?:(?:over|more\s+than|nearly|almost|a\s+good|a\s+full|well\s+over)\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|several)\s+(?:months|years)\b|\blook(?:s|ed)?\s+(?:brand\s+new|(?:as\s+good\s+as|like)\s+new|newer\s+than)\b/i);
/**
 * Going nowhere else: "I wouldn't shop anywhere else", "we'll never use anything else", "I wouldn't
 * trust anyone else with my car". (Not "wouldn't go back": to a place, that is a complaint.)
 */
const LOYALTY_RE = cuedPattern(/\bnot\s+(?:one|a\s+single)\s+[\w-]+\s+(?:i|we)\s*(?:would|'d|d)\s+change\b|\b(?:i|we)\s+wouldn'?t\s+change\s+a\s+(?:single\s+)?thing\b|(?:\b(?:i|we|i'd|we'd|i'll|we'll)|\band(?<=\b(?:i|we)\b[^.!?]{1,60}?and))\s+(?:(?:would|will)(?:n'?t|\s+not|\s+never)|wouldnt|won'?t|never)\s+(?:ever\s+)?(?:be\s+)?(?:go(?:ing)?|shop(?:ping)?|bank(?:ing)?|use|using|work(?:ing)?|stay(?:ing)?|buy(?:ing)?|order(?:ing)?|book(?:ing)?|fly(?:ing)?|eat(?:ing)?|trust(?:ing)?|switch(?:ing)?\s+to|look(?:ing)?|consider(?:ing)?|want|need|take|bring|send|insure|rent|learn)\s+(?:\w+\s+){0,2}?(?:anywhere|anything|anyone|anybody|any\s*(?:one|where|thing|body|other\s+\w+))\s+else\b/i);
/** What keeps them a customer: "the online consultations are the only reason I keep the app". */
const ONLY_REASON_RE = cuedPattern(/\b(?:the\s+)?(?:only|main|biggest|whole|sole)\s+reason\s+(?:why\s+)?(?:(?:they|he|she|i|we)\s+(?:renewed|stayed|signed|bought|chose|picked|switched\s+to\s+us|upgraded)\b|(?:i|we|i'm|we're|i am|we are)\s+(?:still\s+)?(?:keep|use|using|stay|staying|stick|sticking|renew|pay|paying|here|subscribed|haven'?t\s+(?:cancelled|canceled|left|quit|switched))\b)/i);
const LESS_TROUBLE_RE =
  cuedPattern(/\b(?:cut|cuts|reduced|reduces|slashed|slashes|halved|halves|lowered|lowers|brought down|eliminated|eliminates)\s+(?:our|my|the|their)\s+(?:[\w-]+\s+){0,3}?(?:incidents?|errors?|mistakes?|tickets?|complaints?|no-shows?|churn|returns|disputes?|chargebacks?|defects?|downtime|overtime|spend|waste|backlog|absences?|escalations?)\b|\b(?:incidents?|errors?|mistakes?|tickets?|complaints?|no-shows?|churn|returns|disputes?|chargebacks?|defects?|downtime|spend|spending|costs?|waste|backlog|escalations?)\s+(?:have\s+|has\s+|are\s+|is\s+)?(?:dropped off a cliff|plummeted|halved|fell|fallen|gone down|went down|(?:dropped|fell|decreased|shrank|shrunk)\s+(?:by\s+)?(?:about\s+|around\s+|almost\s+|over\s+|nearly\s+)?\d+\s*%|(?:is|are)\s+down\s+(?:by\s+)?(?:about\s+|around\s+|almost\s+|over\s+|nearly\s+)?\d+\s*%|down\s+(?:by\s+)?(?:about\s+|around\s+|almost\s+|over\s+|nearly\s+)?\d+\s*%|to zero|to almost zero|to nothing)|\b(?:cut|cuts|reduced|reduces|brought|brings|got|gets)\s+(?:our|my|the|their)\s+(?:[\w-]+\s+){1,3}?(?:down\s+)?to\s+(?:zero|nothing|almost nothing|nearly zero|almost zero|none)\b/i);
/**
 * Praise told as a plain fact of a kind any product earns: "it paid for itself in the first
 * month", "renewed for another three years without thinking twice", "never had a reason to leave",
 * "even my grandmother can use it", "we have not missed a payroll since switching", "onboarded 40
 * hires with zero tickets", "checkout takes two taps", "the replacement arrived before I had even
 * sent the old one back".
 */
const PLAIN_FACT_PRAISE_RE =
  cuedPattern(/\b(?:signed\s+up|bought\s+(?:one|it|their\s+own)|ordered\s+(?:one|their\s+own)|joined|got\s+(?:one|their\s+own))\s+(?:too\s+|as\s+well\s+)?after\s+(?:seeing|trying|using|hearing\s+about)\s+(?:mine|ours|it|my|our)\b|\bstill\s+(?:at|on|has|had|showing)\s+\d{2}\s?%\s+(?:after|at\s+the\s+end\s+of)\b|^\W*finally,?\s+(?:a|an)\s+(?:[\w-]+\s+){1,3}?(?:that|which|who|where)\s+(?:actually\s+|really\s+)?(?!doesn'?t|don'?t|isn'?t|can'?t|won'?t|never)\w+|\b(?:every|each)\s+(?:week|month|weekend|year|day)\s+for\s+(?:over\s+|more than\s+|almost\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+years\b|\b(?:remembered|remembers|still\s+knew|knew)\s+(?:my|our)\s+(?:name|names|size|order|usual|preferences?|birthday|allergy|allergies)\b|(?<!\b(?:i|we|never|not|n't)\s+(?:\w+\s+)?)\bremembered\s+(?:that\s+(?:i|we|my|our)|(?:my|our)\s+[\w-]+)|\b(?:paid|pays|paying)\s+for\s+itself\b|\bwithout\s+(?:thinking\s+twice|a\s+second\s+thought)\b|\b(?:didn'?t|did\s+not|never)\s+(?:have\s+to\s+)?think\s+twice\b|\bnever\s+(?:had|found|given)\s+(?:a|any)\s+reason\s+to\s+(?:leave|complain|switch|look\s+elsewhere|cancel|go\s+elsewhere)\b|\beven\s+my\s+(?:\d+[- ]year[- ]old|grandmother|grandma|gran|nan|nana|granny|grandfather|grandpa|granddad|mum|mom|mother|dad|father|parents|kids|children|son|daughter|technophobe\s+\w+)\s+(?:can|could)\s+(?:use|figure|set|manage|work|navigate|do)\b|\b(?:i|we|i'?ve|we'?ve|i\s+have|we\s+have|i\s+just|we\s+just)\s+(?:just\s+|happily\s+|gladly\s+)?renewed\s+(?:\w+\s+){0,2}?for\s+(?:another|a\s+further|\w+\s+more)\b|\b(?:have\s+not|haven'?t|has\s+not|hasn'?t|never)\s+(?:once\s+)?missed\s+(?:a|one)\s+(?:single\s+)?[\w-]+\s+since\b|\bwith\s+(?:zero|no)\s+(?:\w+\s+)?(?:issues|problems|errors|complaints|tickets|hiccups|glitches|downtime|mistakes|hassle|slowdown|lag|delays?|fuss|drama|dropouts?|stutters?|queues?)\b(?!\s+(?:until|till|before|for\s+the\s+first))|\btakes?\s+(?:only\s+|just\s+)?(?:two|three|a\s+couple\s+of|a\s+few|\d)\s+(?:taps|clicks)\b(?!\s+(?:to|just\s+to|before)\b)|\b(?:arrived|came|turned\s+up|showed\s+up|was\s+here)\s+before\s+(?:i|we)\s+(?:had\s+)?(?:even\s+)?(?:sent|returned|posted|asked|finished|got|packed)\b/i);

/** A time that came down, told from and to: "our response time went from two days to two hours", "month-end went from a week of work to an afternoon". */
const TIME_FROM_TO_RE =
  /\b(?:times?|waits?|waiting|turnaround|delivery|response|lead\s+time|processing|close|closing|setup|onboarding|payroll|month-end|run)\b[^.!?]{0,50}?\bfrom\s+(?:about\s+|around\s+|over\s+|almost\s+)?(an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|fifty|sixty|ninety|\d+)\s+(seconds?|minutes?|mins?|hours?|days?|weeks?|months?|afternoons?|mornings?|evenings?)(?:\s+of\s+(?:work|effort|admin|waiting))?\s+(?:down\s+)?to\s+(?:about\s+|around\s+|under\s+|less\s+than\s+|just\s+|only\s+)?(an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|fifty|sixty|ninety|\d+)(?:\s+(seconds?|minutes?|mins?|hours?|days?|weeks?|months?|afternoons?|mornings?|evenings?))?\b/i;
/**
 * A time told against the one it replaced: "closed the month in two days instead of the usual
 * eight", "delivery took eight days instead of two" (the second unit, when left out, is the first's).
 */
const TIME_INSTEAD_OF_RE =
  /\b(?:in|within|took|takes|take|taking|now)\s+(?:(?:me|us|them|him|her|(?:our|the|my)\s+[\w-]+(?:\s+[\w-]+)?)\s+)?(?:just\s+|only\s+|about\s+|around\s+|over\s+|almost\s+)?(an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|fifty|sixty|ninety|\d+)\s+(seconds?|minutes?|mins?|hours?|days?|weeks?|fortnights?|months?|afternoons?|mornings?|evenings?)\s+(?:rather\s+than|instead\s+of)\s+(?:the\s+)?(?:usual|normal|typical|previous|old|expected|promised|standard)?\s*(?:(an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|eighteen|twenty|thirty|forty|fifty|sixty|ninety|\d+)(?:\s+(seconds?|minutes?|mins?|hours?|days?|weeks?|fortnights?|months?|afternoons?|mornings?|evenings?))?|(seconds?|minutes?|mins?|hours?|days?|weeks?|fortnights?|months?|afternoons?|mornings?|evenings?))\b/i;
/** Half a day's work is an afternoon or a morning. */
const TIME_UNIT_SECONDS: Readonly<Record<string, number>> = { second: 1, minute: 60, min: 60, hour: 3600, afternoon: 14400, morning: 14400, evening: 14400, day: 86400, week: 604800, fortnight: 1209600, month: 2592000 };
const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, eighteen: 18, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, ninety: 90 };

/** Which way a time told from and to, or against the one it replaced, went ("from two days to two hours": down), if one is told. */
function timeChange(sentence: string): 'down' | 'up' | null {
  const seconds = (count: string, unit: string) => (NUMBER_WORDS[count.toLowerCase()] ?? Number(count)) * (TIME_UNIT_SECONDS[unit.toLowerCase().replace(/s$/, '')] ?? NaN);
  const fromTo = TIME_FROM_TO_RE.exec(sentence);
  const insteadOf = fromTo === null ? TIME_INSTEAD_OF_RE.exec(sentence) : null;
  let from: number;
  let to: number;
  if (fromTo !== null) {
    from = seconds(fromTo[1]!, fromTo[2]!);
    to = seconds(fromTo[3]!, fromTo[4] ?? fromTo[2]!);
  } else if (insteadOf !== null) {
    // "in two days instead of eight": the time now first, the one it replaced second.
    to = seconds(insteadOf[1]!, insteadOf[2]!);
    from = insteadOf[5] !== undefined ? seconds('one', insteadOf[5]) : seconds(insteadOf[3]!, insteadOf[4] ?? insteadOf[2]!);
  } else return null;
  return to < from ? 'down' : to > from ? 'up' : null;
}

/**
 * A figure told from and to, after what it counts: "our no-show rate has gone from 20% to about 5%",
 * "sales went from 40 a week to 90".
 */
const FIGURE_FROM_TO_RE =
  /((?:[\w-]+\s+){1,6}?)(?:has\s+|have\s+|had\s+)?(?:gone|went|go|dropped|fell|fallen|come\s+down|came\s+down|moved|climbed|rose|risen|jumped|grown|grew|shrunk|shrank)\s+(?:down\s+|up\s+)?from\s+(?:about\s+|around\s+|over\s+|almost\s+|nearly\s+|roughly\s+|approximately\s+)?[$£€]?(\d+(?:[.,]\d+)?)(k|m|bn)?\s*%?(?:\s+[a-z]+){0,3}?\s+(?:down\s+|up\s+)?to\s+(?:about\s+|around\s+|under\s+|less\s+than\s+|just\s+|only\s+|below\s+|over\s+|roughly\s+)?[$£€]?(\d+(?:[.,]\d+)?)(k|m|bn)?\b/i;

const PRICE_INSTEAD_RE = /[$£€]\s?(\d[\d,]*(?:\.\d+)?)[^.!?$£€]{0,25}?\s(?:instead\s+of|against|versus|vs\.?)\s+(?:(?:buying|paying|renting|hiring)\s+(?:[\w-]+\s+){0,2}?(?:for\s+)?)?(?:the\s+(?:usual\s+|normal\s+|full\s+)?|their\s+|its\s+)?[$£€]\s?(\d[\d,]*(?:\.\d+)?)/i;

/**
 * Whether a figure told from and to moved the way the customer wants ("no-show rate ... from 20% to
 * 5%": good; "error rate ... from 2% to 9%": bad): by what it counts, the nearest word before the
 * verb that names something wanted more or less of (constructions.ts wantedChange); else null.
 */
function figureChange(sentence: string): 'good' | 'bad' | null {
  // A price against the one it stood in for: "£22 instead of £45" is good, "£45 instead of £22" bad.
  const instead = PRICE_INSTEAD_RE.exec(sentence);
  if (instead !== null) {
    const [paid, usual] = [figureValue(instead[1]!), figureValue(instead[2]!)];
    if (paid !== usual) return paid < usual ? 'good' : 'bad';
  }
  // Cheaply first: the pattern is tried at every word otherwise.
  if (!/\bfrom\s+\S+\s+(?:\S+\s+){0,3}?to\b/i.test(sentence)) return null;
  const m = FIGURE_FROM_TO_RE.exec(sentence);
  if (m === null) return null;
  // "$3k" is 3,000: a figure's thousands, millions and billions, in either order of size.
  const scale = (unit: string | undefined) => ({ k: 1e3, m: 1e6, bn: 1e9 })[unit?.toLowerCase() ?? ''] ?? 1;
  const from = figureValue(m[2]!) * scale(m[3]);
  const to = figureValue(m[4]!) * scale(m[5]);
  if (from === to) return null;
  const words = m[1]!.toLowerCase().trim().split(/\s+/);
  for (let i = words.length - 1; i >= 0; i--) {
    const wanted = wantedChange(words[i]!, words[i - 1]);
    if (wanted !== 0) return wanted * (to - from) > 0 ? 'good' : 'bad';
  }
  return null;
}

/**
 * Praise told as what was done for the customer, in words of no sentiment: every question answered,
 * a long wait ended ("I can finally see all my accounts in one place"), at once ("the sync is
 * instant", "payments show up instantly"), beyond what was due ("stayed on the line until the
 * payment went through", "rang the next morning to check how I was", "replied on a Sunday",
 * "fitted me in", "upgraded at no extra cost", "threw in a spare charger"), lasting ("still lasts two
 * days after a year"), nothing lost ("never lost a file"), nothing in the way ("without slowing
 * down"), done alone ("my mum set it up on her own"). Not asked for or wished (classifySentence's
 * guard), nor what the speaker did ("I stayed on the line until ...").
 */
const SERVICE_FACT_PRAISE_RE = alternation(
  [
    String.raw`\banswered(?<!(?:\b(?:not|never|nobody|no one)|n't)\s+(?:\w+\s+)?answered)\s+(?:every|each|all(?:\s+of)?)\s+(?:(?:my|our|the|his|her|their|of)\s+)?(?:[\w-]+\s+)?questions?\b`,
    // On the minute, and as the paper said: "My Speaking test started at exactly 2:15", "went out at exactly 7:00", "Excess was £50 like the policy said".
    String.raw`\b(?:started|starts|arrived|arrives|went\s+out|goes\s+out|began|begins|turned\s+up|opened|kicked\s+off|landed|departed|left)\s+(?:at\s+)?(?:exactly|precisely|bang\s+on|dead\s+on|spot\s+on)\s+(?:at\s+)?\d{1,2}(?:[:.]\d{2})?\b|\b(?:on\s+the\s+[\w-]+|there|here|arrived|started|opened|began|turned\s+up|on\s+site|at\s+the\s+door|ready|outside)\s+at\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s+(?:sharp|on\s+the\s+dot|on\s+the\s+nose)\b|\b(?:left|departed|arrived|started|began|opened)\b[^.!?]{0,30}?\bat\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s+exactly\b|\bwith\s+no\s+(?:fee|charge|penalty|quibble|questions)\b|\b(?:signed\s+(?:it\s+|them\s+)?off|passed|approved|accepted)\b[^.!?]{0,30}?\b(?:on|at)\s+the\s+first\s+(?:visit|try|attempt|inspection|go)\b|\b(?:exactly|just|right)\s+(?:when|as)\s+(?!(?:i|we)\b)[a-z]+\s+(?:said|promised)\s+(?:it|they|he|she)\s+would\b|[$£€]?\d[^.!?]{0,30}?\b(?:exactly\s+|just\s+)?(?:like|as)\s+the\s+(?:[\w-]+\s+){0,2}?(?:said|promised|quoted|stated)\b`,
    String.raw`\b(?:can|could)\s+finally\s+[a-z]+\b(?![^.!?]*\bafter\s+(?:\w+\s+){0,2}?(?:days|weeks|months|hours|attempts|tries|calls)\b)|\b(?:everything|all\s+(?:of\s+)?(?:my|our|the|their)\s+[\w-]+(?:\s+[\w-]+)?)\s+in\s+one\s+place\b`,
    String.raw`\b(?:is|are|was|were)\s+(?:now\s+|basically\s+|almost\s+|practically\s+|pretty\s+much\s+)?instant(?:aneous)?\b|\b(?:shows?|showed|appears?|appeared|arrives?|arrived|updates?|updated|syncs?|synced|comes?\s+through|came\s+through|goes\s+through|went\s+through|reflects?|reflected|refunded|approved|confirmed|credited|emailed|sent|texted)(?<!(?:\b(?:not|never)|n't)\s+(?:shows?|showed|appears?|appeared|arrives?|arrived|updates?|updated|syncs?|synced|comes?\s+through|came\s+through|goes\s+through|went\s+through|reflects?|reflected|refunded|approved|confirmed|credited|emailed|sent|texted))\s+(?:up\s+)?(?:almost\s+|nearly\s+|pretty\s+much\s+)?(?:instantly|immediately|straight\s+away|right\s+away|within\s+seconds|in\s+seconds)\b`,
    String.raw`\bstayed(?<!\b(?:i|we)\s+(?:\w+\s+)?stayed)\s+(?:on\s+(?:the\s+)?(?:line|phone|call)|on|late|behind|after\s+(?:hours|closing)|with\s+(?:me|us))\s+(?:\w+\s+){0,3}?until\b`,
    String.raw`\b(?:rang|called|phoned|emailed|texted|messaged|followed\s+up|checked\s+in)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:rang|called|phoned|emailed|texted|messaged|followed\s+up|checked\s+in))\s+(?:with\s+)?(?:me|us)?\s*(?:back\s+)?(?:[\w'-]+\s+){0,6}?(?:just\s+)?to\s+(?:check|see|make\s+sure|ask)\s+(?:on|in\s+on|how|that|if|whether|everything|all)\b`,
    String.raw`\b(?:replied|answered|responded|got\s+back\s+to\s+(?:me|us)|called\s+(?:me|us)\s+back|came\s+out|turned\s+up|showed\s+up)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:replied|answered|responded|got\s+back\s+to\s+(?:me|us)|called\s+(?:me|us)\s+back|came\s+out|turned\s+up|showed\s+up))\s+(?:\w+\s+){0,4}?on\s+(?:a\s+)?(?:sunday|saturday|weekend|bank\s+holiday|public\s+holiday|christmas\s+(?:eve|day))\b`,
    String.raw`\b(?:fitted|squeezed|fit)(?<!(?:\b(?:not|never|cannot)|n't)\s+(?:fitted|squeezed|fit))\s+(?:(?:me|us|him|her|them)\s+in\b|in\s+(?:a|an|my|our)\s)`,
    String.raw`\b(?:at|for)\s+no\s+(?:extra\s+|additional\s+|added\s+)?(?:cost|charge)\b|\bfree\s+of\s+charge\b|\bhand-?written\s+(?:note|card|letter|thank)|\bthrew\s+in\b(?!\s+the\s+towel)|\b(?:included|added|gave\s+(?:me|us)|sent\s+(?:me|us))\s+(?:a\s+|an\s+|some\s+|two\s+)?(?:free|spare|extra|complimentary|bonus)\s+[a-z]+`,
    String.raw`\bstill\s+(?:works?|working|lasts?|runs?|running|going\s+strong|looks?\s+(?:new|great|good|brand\s+new)|holds?\s+(?:a\s+)?(?:charge|up)|performs?)\b(?!\s+(?:on|late|out|slow|behind|into)\b)[^.!?]{0,40}?\bafter\s+(?:(?:(?:over|more\s+than|nearly|almost|a\s+good|a\s+full)\s+)?(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|several|many|\d+)\s+(?:\w+\s+)?(?:years?|months?|winters?|seasons?)|every\s+(?:release|update|upgrade|version))\b|^\W*still\s+going\s+strong\b`,
    String.raw`\bnever\s+(?:once\s+)?lost\s+(?:a|any|one|a\s+single)\s+(?:\w+\s+)?(?:file|files|data|document|documents|photo|photos|record|records|note|notes|booking|bookings|order|orders|message|messages|entry|entries|invoice|invoices|work|change|changes)\b|\b(?:have\s+not|haven'?t|has\s+not|hasn'?t|never)\s+(?:once\s+)?missed\s+(?:a|one)\s+(?:single\s+)?(?:[\w-]+\s+){1,3}?since\b`,
    String.raw`\bwithout\s+(?:ever\s+)?(?:slowing\s+down|crashing|freezing|lagging|breaking\s+a\s+sweat|missing\s+a\s+beat|skipping\s+a\s+beat|a\s+(?:single\s+)?(?:hitch|glitch|hiccup|crash|error)|any\s+(?:lag|hiccups?|glitches|errors|crashes))\b`,
    String.raw`\bset(?<!\b(?:had|have|has|having)\s+to\s+set)\s+(?:it|everything|them|the\s+[\w-]+)\s+up\s+(?:all\s+)?(?:on\s+(?:my|his|her|their|our)\s+own|by\s+(?:myself|himself|herself|themselves|ourselves))\b`,
    String.raw`(?:arrived|came|turned\s+up|showed\s+up|(?:was|were)\s+(?:here|back)|refunded|replied|answered|called\s+(?:me\s+|us\s+)?back|rang\s+(?:me\s+|us\s+)?back|dispatched|shipped|approved|credited)\b[^.!?]{0,30}?\bbefore\s+(?:i|we)(?:'d|\s+had)?\s+(?:even\s+)?(?:sent|returned|posted|asked|finished|got|packed|hung\s+up|left|chased|followed\s+up|noticed|realised|realized|knew)\b`,
    // A charge let go, the steps one needed, managing alone now, a first in years, fitting what one had, tidy tradespeople.
    String.raw`\bwaived(?<!\b(?:i|we)\s+(?:\w+\s+)?waived)\s+(?:the\s+|my\s+|our\s+|a\s+|an\s+)?(?:[\w-]+\s+)?(?:fee|fees|charge|charges|penalty|fine|deposit|cost|excess|surcharge|interest)\b|\bgoodwill\s+(?:gesture|payment|credit|refund)\b|\bthe\s+exact\s+(?:[\w-]+\s+){1,4}?(?:i|we)\s+(?:needed|wanted|was\s+looking\s+for|were\s+looking\s+for)\b|\b(?:on\s+(?:his|her|their|my|our)\s+own|by\s+(?:himself|herself|themselves|myself|ourselves))\s+now\b`,
    String.raw`\bworks?(?<!(?:\b(?:not|never|only)|n't)\s+works?)\s+(?:perfectly\s+|fine\s+|seamlessly\s+)?with\s+(?:the|our|my)\s+(?:[\w-]+\s+){1,2}?(?:i|we)\s+already\s+(?:had|have|own|owned|use|used)\b|\bcleaned\s+up\s+after\s+(?:themselves|himself|herself)\b|\btook\s+(?:the\s+)?old\s+[\w-]+\s+away\b|\btook\s+away\s+the\s+old\b`,
    // Long enough, nobody asking any more, learnt at once, nothing gone wrong since.
    String.raw`\blong(?<!(?:\b(?:not|never|barely|hardly|just|only)|n't)\s+long)\s+enough\s+to\s+(?!(?:notice|see|realise|realize|know|get\s+annoyed|be\s+annoying)\b)[a-z]+|\b(?:nobody|no\s+one)\s+(?:\w+\s+){0,4}?(?:has|have)\s+(?:once\s+|ever\s+)?(?:asked|complained|queried|chased|moaned|grumbled)\b(?=[^.!?]*\bsince\b)|\bsince\b[^.!?]*\b(?:nobody|no\s+one)\s+(?:\w+\s+){0,4}?(?:has|have)\s+(?:once\s+|ever\s+)?(?:asked|complained|queried|chased|moaned|grumbled)\b|\bpicked\s+it\s+up\s+(?:after|in|within)\s+(?:a|an|one|two|\d+)\s+(?:[\w-]+\s+)?(?:demo|session|lesson|call|video|walkthrough|training|day|hour|minutes)\b`,
    // Without a single one of what is usually needed ("signed off without a single query"); not a
    // word or a notice left out ("cancelled without a single word of explanation").
    String.raw`\bwithout\s+(?:a|one)\s+single\s+(?!(?:word|warning|notice|explanation|apology|reply|response|answer|update|reason|heads[- ]?up|notification|e-?mails?|letter|message|call|phone\s+call|text|thank)\b)[a-z-]+`,
    // Adopted more widely, the old way dropped, the first thing opened: "she's already moved two more teams onto the platform",
    // "client is now running all five warehouses on it", "ops team has stopped using the old spreadsheet", "the first email she opens".
    String.raw`\b(?:moved|moving|rolled\s+out|rolling\s+out|expanded|expanding|added|adding|onboarded|onboarding|bringing|brought)\s+(?:\w+\s+){0,2}?(?:more|another|other|extra|additional)\s+(?:\w+\s+)?(?:teams?|sites?|offices?|locations?|branches?|stores?|departments?|warehouses?|clinics?|users|seats|schools?|restaurants?)\b|\b(?:running|runs|run)\s+(?:all|every|each|the\s+whole|the\s+entire)\s+(?:\w+\s+){0,3}?(?:on|through|with)\s+(?:it|this|the\s+platform|us|your\s+\w+)\b|\bstopped\s+using\s+(?:the|our|their|my|his|her)\s+old\b|\bthe\s+first\s+(?:thing|email|app|place|site|tab|page)\s+(?:i|we|she|he|they)\s+(?:open|opens|check|checks|use|uses|look\s+at|looks\s+at|go\s+to|goes\s+to)\b`,
    // A long want met, a favourite, time won back, a chore lifted, tools replaced: "finally lets his managers stop asking",
    // "first app that actually got my kid to practise", "my go-to app", "we got our Sundays back", "takes the guesswork out of".
    String.raw`\bfinally\s+(?:lets?|allows?|gives?|means?)\b|^\W*(?:the\s+|my\s+|our\s+)?first\s+(?:[\w-]+\s+){1,2}?(?:that|which|to)\s+(?:has\s+)?(?:actually|finally|really|ever)\s+(?!(?:doesn'?t|isn'?t|can'?t|won'?t|didn'?t|failed|broke|crashed)\b)[a-z]+|\b(?:my|our|the)\s+go-?to\b|\bgot\s+(?:our|my|their|his|her)\s+(?:\w+\s+)?(?:sundays|saturdays|weekends|evenings|nights|mornings|fridays|time|life|lives|sanity|free\s+time)\s+back\b|\btakes?\s+(?:all\s+)?the\s+(?:guesswork|hassle|stress|pain|headache|worry|faff|legwork|grunt\s+work)\s+out\s+of\b|\breplaced\s+(?:two|three|four|five|several|multiple|\d+)\s+(?:separate\s+|different\s+|other\s+)?(?:tools|apps|systems|spreadsheets|subscriptions|platforms|vendors|products|services|programs)\b|\bfrom\s+(?:two|three|four|five|six|\d+)\s+(?:separate\s+|different\s+)?(?:tools|apps|systems|spreadsheets|subscriptions|platforms|vendors|logins)\s+(?:down\s+)?to\s+(?:one|a\s+single|just\s+one)\b`,
    // Fond of it, and asking for more: "our dog is obsessed with the new food", "the kids beg to go back every weekend".
    String.raw`\b(?:i'?m|i\s+am|we'?re|we\s+are|(?:my|our)\s+(?:\w+\s+)?(?:is|are|'s)|the\s+kids\s+are)\s+(?:totally\s+|completely\s+|absolutely\s+|a\s+bit\s+|so\s+|now\s+)?(?:obsessed|hooked)\b|\b(?:beg|begs|begged|begging|ask|asks|asked|asking)\s+to\s+(?:go|come)\s+back\b`,
    // Paid its way, and gaps filled: "the waitlist has paid for the subscription on its own", "every cancelled table gets rebooked".
    String.raw`\bpaid(?<!\b(?:i|we|you)\s+(?:\w+\s+)?paid)\s+for\s+(?:the|our|my|its|the\s+whole)\s+(?:[\w-]+\s+){1,2}?(?:on\s+its\s+own|by\s+itself|(?:several|many|ten|five|three|two)\s+times\s+over|already|in\s+(?:a|one|the\s+first)\s+(?:week|month))\b|\b(?:cancell?ed|empty|free|spare|unused|last-minute)\s+(?:[\w-]+\s+)?(?:tables?|slots?|seats?|rooms?|appointments?|spots?|places?|shifts?|bookings?)\s+(?:now\s+)?(?:gets?|got|is|are|was|were)\s+(?:re-?booked|refilled|filled|taken|snapped\s+up|re-?sold)\b`,
    // Nothing had to be chased, waited for or paid: "not once in three years have I had to chase a claim", "never waited for a
    // charger", "I didn't pay a penny of it", "all I had to do was sign it", "can't say I miss the old spreadsheet".
    String.raw`^\W*not\s+once\b[^.!?]*\b(?:have|has|did)\s+(?:i|we|they|he|she|it|the\s+[\w-]+)\s+(?!(?:called|rung|rang|phoned|replied|answered|responded|turned\s+up|shown\s+up|showed\s+up|got\s+back|gotten\s+back|apologi[sz]ed|refunded|fixed|offered|bothered|come|came|arrived|delivered|worked|been\s+on\s+time|listened|helped)\b)[a-z]+|\b(?:never|not|(?:haven'?t|hasn'?t|have\s+not|has\s+not)\s+once)\s+(?:once\s+)?(?:waited|queued|had\s+to\s+(?:wait|queue|chase|call|ring|phone|ask|remind|follow\s+up|send|fix|re-?enter|re-?type|redo|explain|repeat|print|fight))\b(?![^.!?]*\b(?:now|anymore|any\s+more|these\s+days|until)\b)|(?:\b(?:didn'?t|did\s+not|never|haven'?t)\s+(?:pay|paid)|\b(?:didn'?t|did\s+not|hasn'?t|never)\s+cost\s+(?:me|us)|\bwithout\s+(?:paying|spending))\s+a\s+(?:penny|cent|dime|thing)\b|\ball\s+(?:i|we)\s+(?:had|have|needed)\s+to\s+do\s+(?:was|is)\b|\bcan'?t\s+say\s+(?:i|we)\s+miss\b|\bnever\s+(?:found|seen|had|noticed|got)\s+so\s+much\s+as\b`,
    // A promise kept to the minute, better than the last place, nothing to fault: "exactly when the email said", "more than I
    // can say for the last place", "opposing counsel could not find a single point to challenge".
    String.raw`\b(?:(?:exactly|just|right)\s+(?:when|as|where|how|what)|on\s+the\s+(?:date|day|time))\s+(?:the\s+(?:[\w-]+\s+){0,2}?[\w-]+|they|you|he|she|it)\s+(?:says?|said|promised|told\s+(?:me|us))\b|\b(?:exactly|just)\s+as\s+(?:ordered|requested|asked|specified|agreed)\b|\bexactly\s+the\s+(?:[\w.£$€-]+\s+){1,4}?(?:i|we)\s+(?:asked\s+for|ordered|requested|specified|were\s+quoted|was\s+quoted|agreed|were\s+told|was\s+told)\b|[$£€]\s?\d[^.!?]{0,20}?\bas\s+(?:quoted|agreed|promised|advertised)\b|\b(?:matched|came\s+to|exactly)\b[^.!?]{0,30}?\bto\s+the\s+(?:pound|penny|cent|dollar|euro)\b|\b(?:got|found|hit|fixed|diagnosed|nailed|passed|fitted|fit|worked)\s+(?:(?:it|the\s+[\w-]+|my\s+[\w-]+)\s+)?(?:first\s+time|on\s+the\s+first\s+(?:try|attempt|go))\b|\b(?:didn'?t|did\s+not|never)\s+(?:once\s+)?rush(?:ed)?\s+(?:me|us|him|her|them)\b|\bexactly\s+as\s+(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:asked|requested|wanted|specified)\b|\b(?:stayed|stays|kept\s+(?:us|me|it|everything)|still|remained)\s+(?:completely\s+|totally\s+)?(?:bone[- ]dry|watertight|dry\s+as\s+a\s+bone)\b|\b(?:quote|estimate)\s+(?:said|was|came\s+to)\s+[$£€]\s?\d[\d,.]*\s*,?\s+and\s+so\s+(?:did|was)\s+the\s+(?:final\s+)?(?:bill|invoice)\b|\bwithout\s+(?:even\s+)?(?:asking|needing|wanting|requiring)\s+(?:for\s+)?(?:a\s+|any\s+|the\s+)?(?:photo|proof|receipt|return|questions?|evidence|explanation)\b|\bexactly\s+what\s+(?:appeared|came\s+through|showed\s+up|was\s+(?:charged|billed|on)|(?:i|we)\s+(?:paid|got|were\s+charged|was\s+charged))\b|\bmore\s+th[ae]n\s+(?:i|we)\s+can\s+say\s+for\b|\b(?:could\s+not|couldn'?t|can'?t|cannot|didn'?t|did\s+not)\s+find\s+(?:a\s+single|one|any)\s+(?:\w+\s+){0,2}?(?:fault|faults|error|errors|mistake|mistakes|flaw|flaws|typo|typos|point\s+to\s+challenge|problem|problems)\b`,
    // Loyal, on the first go, to the penny, all at once: "we've sent you every Japanese matter since 2019", "started first time",
    // "matched my statement to the penny", "booked, signed and paid all in one evening", "a keeper".
    String.raw`\b(?:sent|given|brought|trusted)\s+(?:you|them|him|her)\s+(?:every|all\s+(?:of\s+)?our|each)\b[^.!?]{0,30}?\bsince\b|\b(?:worked|works|started|starts|connected|paired|printed|opened|scanned|unlocked|went\s+through|goes\s+through)(?<!(?:\b(?:not|never)|n't)\s+(?:worked|works|started|starts|connected|paired|printed|opened|scanned|unlocked|went\s+through|goes\s+through))\s+(?:[\w-]+\s+){0,4}?first\s+(?:time|try|go)\b|(?<!(?:\b(?:not|never)|n't)\s+)\bmatch(?:ed|es)?\b[^.!?]{0,40}?\b(?:exactly|to\s+(?:the\s+(?:penny|cent|minute|second|(?:half\s+(?:a\s+)?)?degree|gram|millimet(?:re|er)|letter)|within))\b|\ball\s+in\s+(?:one|a\s+single)\s+(?:evening|afternoon|morning|day|go|sitting|call|visit|lunch\s+break)\b|\b(?:is|'s|are|'re)\s+(?:a\s+|an\s+absolute\s+|a\s+real\s+)?keepers?\b`,
    // Early, or done at once: "finance closed the month two days early", "within a week of us mentioning it", "within two days of
    // signing up", "before I've had my coffee", "which used to take her an hour a week", "without me having to ask".
    String.raw`\b(?:closed|finished|delivered|arrived|done|came|ready|completed|shipped|landed|paid\s+out|back)(?<!\btoo\s+(?:closed|finished|delivered|arrived|done|came|ready|completed|shipped|landed|paid\s+out|back))\s+(?:\w+\s+){0,3}?(?:a|one|two|three|four|five|\d+)\s+(?:days?|weeks?|hours?)\s+early\b|\bwithin\s+(?:a|an|one|two|three|four|five|ten|eleven|twelve|fifteen|twenty|thirty|\d+)\s+(?:minutes?|hours?|days?|weeks?)\s+of\s+(?:(?:us|me|my|our)\s+(?:mentioning|asking|raising|reporting|requesting|flagging|opening|filing|submitting|lodging)|signing\s+up|joining|registering|hitting|pressing|clicking|uploading|publishing|posting|submitting|ordering|booking|paying|(?:the|my|our)\s+(?:[\w-]+\s+){1,3}?(?:opening|going\s+live|starting|firing|going\s+off|landing)|(?:the|my|our)\s+(?:first\s+)?(?:phone\s+)?(?:call|email|enquiry|inquiry|request|order|booking))\b|\bon\s+the\s+dates?\s+(?:they|he|she|you)\s+(?:gave|promised|quoted)\b|\bbefore\s+(?:i|we)(?:'ve|'d|\s+have|\s+had)?\s+(?:even\s+)?(?:had|finished)\s+(?:my|our)\s+(?:first\s+)?(?:coffee|breakfast|tea|cuppa)\b|\b(?:which|that|what)\s+used\s+to\s+take\s+(?:me|us|her|him|them)?\s*(?:an?|one|two|three|\d+|half\s+a|hours|ages|forever|all\s+day|days)\b|\bwithout\s+(?:me|us|anyone|her|him)\s+(?:even\s+)?(?:having|needing)\s+to\s+(?:ask|chase|call|prompt|remind|nudge|follow\s+up)\b|\bwithout\s+(?:any\s+)?prompting\b`,
    // No more grumbling, the first to please, short enough, know exactly, every single one: "nobody grumbles about the toilets
    // anymore", "the first tool the approvers haven't moaned about", "the first year-end where she didn't have to send queries",
    // "short enough that he finishes one", "so I know exactly where he's been", "matched every single one since January".
    String.raw`\b(?:nobody|no\s+one)\s+(?:\w+\s+){0,2}?(?:grumbles|complains|moans|whinges|whines)\b[^.!?]*\b(?:anymore|any\s+more|these\s+days)\b|\bthe\s+first\s+(?:[\w-]+\s+){1,6}?(?:where|when|that|in\s+which)?\s*(?:i|we|she|he|they|the\s+\w+)\s+(?:didn'?t|did\s+not|haven'?t|hasn'?t|have\s+not|has\s+not)\s+(?:(?:have|need)\s+to|moaned|complained|grumbled|whinged|struggled)\b|\b(?:short|quick|small|light|simple|easy|big|large|clear|sturdy|quiet)(?<!(?:\b(?:not|never)|n't)\s+(?:short|quick|small|light|simple|easy|big|large|clear|sturdy|quiet))\s+enough\s+(?:that|to|for)\b(?!\s+(?:wake|annoy|hurt|break|burn|disturb|blind|deafen|damage|notice|scare|ruin|lose|miss|fall|slip|drop)\b)|\bso\s+(?:i|we)\s+(?:always\s+)?(?:know|knew)\s+exactly\b|\b(?:matched|caught|found|worked\s+for|picked\s+up|flagged|got)\s+every\s+single\s+one\b|\b(?:didn'?t|did\s+not|never|haven'?t|hasn'?t)\s+(?:lose|lost|drop|dropped|miss|missed)\s+(?:a|one)\s+single\b|(?<!(?:\b(?:had|have|has|having)\s+to\s+(?:\w+\s+){0,6}?))\b(?:the\s+)?first\s+time\s+in\s+(?:years|ages|months|a\s+decade|forever)\b`,
    // Careful work, nothing left behind: "didn't leave a single mark on the stairwell", "without phoning me once", "gave me time to arrange a
    // lift", "two days ahead of the deadline", "so we no longer spend a week every quarter doing it by hand", "hasn't printed a schedule since May".
    String.raw`\b(?:didn'?t|did\s+not|never)\s+leave\s+(?:a\s+single|a|one)\s+(?:mark|scratch|scuff|mess|trace|crumb|speck|screw)\b|\bwithout\s+(?:phoning|calling|ringing|asking|texting|messaging|bothering)\s+(?:me\s+|us\s+)?(?:even\s+)?once\b|\bgave\s+(?:me|us|them)\s+(?:plenty\s+of\s+|enough\s+|loads\s+of\s+)?time\s+to\b|\b(?:days?|weeks?|hours?)\s+ahead\s+of\s+(?:the\s+)?(?:deadline|schedule|plan)\b|\bahead\s+of\s+schedule\b|\b(?:i|we|they|he|she)(?<!\b(?:can|could)\s+(?:i|we|they|he|she))\s+no\s+longer\s+(?:have\s+to\s+|need\s+to\s+)?(?:drive|travel|wait|queue|spend|pay|chase|print|call|ring|phone|worry|type|re-?key|fax|post)\b|\b(?:hasn'?t|haven'?t|has\s+not|have\s+not)\s+(?:had\s+to\s+)?(?:printed|chased|called|rung|phoned|posted|faxed|filled\s+in|written|typed|re-?keyed|scanned)\s+(?:a|an|one|any)\s+(?:[\w-]+\s+){0,2}?since\b`,
    // Renewed and grown, before it was needed, on the first try, looking as pictured: "client renewed for three years", "before the panels
    // even arrived", "picked up all 340 sheets on the first try", "looks exactly like the photos", "built in forty minutes flat".
    String.raw`\b(?:client|customer|they|he|she|the\s+account|the\s+[\w-]+)\s+(?:has\s+|have\s+)?renewed\s+for\s+(?:another\s+|a\s+further\s+)?(?:\w+\s+)?(?:more\s+)?(?:years?|months?|sites?|seats?|locations?)\b|\bbefore\s+(?:the|our|my|we'?d|i'?d|we|i)\s+(?:[\w-]+\s+){0,2}?(?:had\s+)?even\s+(?:arrived|started|landed|began|finished|loaded|opened|got\s+home|got\s+there|left|went\s+out|reached|came|got\s+sent)\b|\b(?:on|at)(?<!(?:\b(?:not|never)|n't)\s+(?:\w+\s+){0,6}?(?:on|at))\s+the\s+first\s+(?:try|attempt|go)\b|\bfirst\s+time\s+round\b|\b(?:looks?|looked|is|was|are|were|came)\s+exactly\s+(?:like|as)\s+(?:(?:in\s+)?the\s+)?(?:photos?|pictures?|listing|website|description|advertised|described|pictured|shown)\b|\bin\s+(?:\w+\s+){0,2}?(?:minutes|seconds|hours)\s+flat\b`,
    // On their own, and so on: "got through his first three levels on his own", "the first one where I actually logged in every day",
    // "twice what we managed on the old site", "every single one kept its original publish date", "needed only a handful of corrections".
    String.raw`\b(?:set\s+(?:it\s+)?up|got\s+through|managed|figured\s+(?:it\s+)?out|worked\s+(?:it\s+)?out|installed|fitted|booked|learned|learnt)(?<!\bhad\s+to\s+(?:\w+\s+){0,4}?(?:set\s+(?:it\s+)?up|got\s+through|managed|figured\s+(?:it\s+)?out|worked\s+(?:it\s+)?out|installed|fitted|booked|learned|learnt))\b[^.!?]{0,40}?\b(?:on\s+(?:his|her|their|my|our)\s+own|by\s+(?:himself|herself|themselves|myself|ourselves))\b|\bon\s+(?:their|his|her|my|our)\s+own\s+after\s+(?:a|an|one|just\s+a)\s+(?:[\w-]+\s+)?(?:walkthrough|demo|session|lesson|training|call|video|day|hour|minutes)\b|\bthe\s+first\s+(?:one|time|year|month|event|season)\s+(?:where|when|that)\s+(?:i|we)\s+actually\b|\b(?:twice|double|triple|three\s+times)\s+what\s+(?:we|i)\s+(?:managed|got|raised|made|sold|earned|did)\b|\bevery\s+(?:single\s+)?one\s+(?:of\s+(?:the|our|my)\s+(?:[\w-]+\s+){0,3}?)?(?:kept|worked|arrived|matched|came|transferred|imported|synced|made\s+it|survived|passed|lit|fitted)\b|\b(?:needed|needs|required|requires)\s+only\s+(?:a\s+handful\s+of|a\s+few|a\s+couple\s+of|minor|tiny|one|two)\b`,
    // Better than the old one, and through a cut: "reads the damaged labels that the old handhelds just beeped at", "still in place with no
    // sensitivity", "didn't feel the injection", "didn't lose connection for even an hour", "can't say I've had a single dropout since".
    String.raw`\bthat\s+(?:the|our|my)\s+old\s+[\w-]+\s+(?:couldn'?t|could\s+not|never|just|wouldn'?t)\b|\bstill\s+(?:in\s+place(?!\s+of)|holding\s+(?:up|strong)|intact|in\s+one\s+piece)\b|\b(?:didn'?t|did\s+not|barely|hardly)\s+feel\s+(?:the|a|any)\s+(?:injection|needle|jab|pain|thing|prick|scratch|drill)\b|\b(?:didn'?t|did\s+not|never|haven'?t|hasn'?t)\s+(?:lost|lose)\s+(?:connection|signal|power|internet|wi-?fi|data|service)\s+(?:for\s+)?(?:even\s+)?(?:once|an?\s+(?:hour|minute|second|day)|a\s+single)\b|\bcan'?t\s+say\s+(?:i|we)(?:'ve|\s+have)\s+(?:ever\s+)?(?:had|seen)\s+(?:a\s+single|to)\b`,
    // Time cut off, grown by seats, renewed early, "that same afternoon", "two clicks from the email", "so I didn't have to pay upfront".
    String.raw`\b(?:cut|cuts|knocked|knocks|shaved|shaves|took|takes)\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|over\s+)?(?:an?\s+|one\s+|two\s+|three\s+|\d+\s+)?(?:hours?|minutes?|days?|weeks?)\s+(?:a\s+(?:day|week|month)\s+)?off\s+(?!work\b)(?:my|our|the|each|every|his|her|their)\b|\badded(?<!\b(?:when|after|because|since|if|once)\s+(?:i|we)\s+added)\s+(?:another\s+)?(?:\d+|two|three|four|five|ten|twenty|fifty)\s+(?:more\s+)?(?:seats|users|licen[cs]es|sites|locations)\b|\b(?:client|customer|they|he|she|account)\s+(?:has\s+)?renewed\s+(?:\w+\s+){0,2}?early\b|\b(?:came\s+back|arrived|sorted|fixed|live|running|done|ready|delivered|replied|answered|posting|booked|collected|replaced)\b[^.!?]{0,40}?\bthat\s+(?:same|very)\s+(?:day|afternoon|morning|evening|night)\b|\b(?:is|'s|are|was)\s+(?:just\s+|only\s+)?(?:one|two|three|a\s+couple\s+of|a\s+few|\d)\s+(?:clicks?|taps?)\s+(?:away|from)\b|\bso\s+(?:that\s+)?(?:i|we)\s+(?:didn'?t|did\s+not|never|don'?t|do\s+not|won'?t)\s+(?:have|need)\s+to\b`,
    // Paid nothing more, once only, ready before asked, every day even Mondays, the day before it ran out, still on time, no fuss.
    String.raw`\b(?:we|i)\s+paid\s+nothing\b|\bonly\s+had\s+to\s+\w+(?:\s+\w+){0,4}?\s+once\b|\bready\s+(?:and\s+waiting\s+)?before\s+(?:we|i)\s+(?:even\s+)?(?:asked|arrived|got\s+there|got\s+here)\b|\btook\s+no\s+longer\s+than\b|\bevery\s+(?:single\s+)?(?:morning|day|week|time|night|visit),?\s+even\s+(?:on\s+)?(?:mondays|weekends|sundays|saturdays|bank\s+holidays|christmas|in\s+winter|when)\b|\bthe\s+day\s+before\s+(?:i|we|she|he|they)\s+(?:ran\s+out|needed\s+(?:it|them))\b|\bstill\s+(?:came|arrived|got\s+here|turned\s+up|went\s+out)\s+on\s+time\b|\b(?:didn'?t|did\s+not|never)\s+make\s+(?:a|any)\s+fuss\b|[,;]\s*(?:and\s+)?(?:no|free\s+of)\s+(?:charge|fee|extra\s+charge)\s*[.!]*$`,
    // Lasting, alike, learnt: "lasts the whole night", "still shift like day one", "knew every child's name", "sold by breakfast".
    String.raw`\blasts?(?<!(?:\b(?:not|never)|n't)\s+lasts?)\s+(?:the\s+whole|all|a\s+full|an\s+entire|the\s+entire)\s+(?:night|day|week|shift|weekend|trip|flight|journey)\b|\b(?:like|as\s+good\s+as)\s+(?:day\s+one|the\s+day\s+(?:i|we)\s+(?:bought|got)\s+(?:it|them))\b|\bknew\s+(?:every|each|all(?:\s+(?:the|our|\w+))?)\s+(?:\w+(?:'s|s')?\s+)?names?\b|\bsold(?!\s+out)\s+(?:by|within|in)\s+(?:breakfast|lunch|lunchtime|teatime|the\s+(?:morning|afternoon|evening|next\s+day)|(?:an?|one|two|three|\d+)\s+(?:hours?|minutes?|days?))\b|\b(?:haven'?t|hasn'?t|have\s+not|has\s+not|never)\s+\w+\s+(?:a|the)\s+wrong\s+[\w-]+(?:\s+\w+)?\s+(?:once|since)\b|^(?![^.!?]*\b(?:charges?|charged|fees?|debit|debited|bill|billed|fine)\b)[^.!?]*?\b(?:was|were|all|everything|it)\b[^.!?]{0,40}?\b(?:on|in|at)\s+(?:my|our)\s+\w+\s+before\s+(?:i|we)\b`,
    // People who stopped a chore since, and done where others failed: "candidates stopped emailing us to ask where they stand",
    // "found us a lender after two banks said no", "without being asked".
    String.raw`\b(?:agents|staff|customers|candidates|clients|patients|parents|users|people|drivers|guests|tenants|members|managers|the\s+team|our\s+team|i|we|i've|we've)\s+(?:have\s+|has\s+)?(?:all\s+|finally\s+)?stopped\s+(?!(?:using|buying|coming|paying|ordering|booking|recommending|trusting|working|responding|replying|answering|getting|showing|turning|opening|renewing|signing)\b)[a-z]+ing\b|\bafter\s+(?:two|three|four|several|other|the\s+other|every\s+other)\s+[\w-]+\s+(?:had\s+)?(?:said\s+no|turned\s+(?:me|us)\s+down|refused|couldn'?t|gave\s+up|failed)\b|\bwithout(?<!\b(?:charged|billed|renewed|changed|cancell?ed|upgraded|signed|subscribed|enrolled|moved|switched|added|debited|deleted|removed|sent)\b[^.!?]{0,60}?without)\s+(?:being|me|us)\s+(?:being\s+)?asked\b`,
    // Cheaper than others quoted, under budget, better than the last one, like clockwork, a target hit, filled in an afternoon:
    // "came in about a third cheaper than what the chemist down the road quoted", "which our last printer never managed".
    String.raw`\b(?:cheaper|less|lower)\s+than\s+what\s+(?:[\w']+\s+){0,6}?(?:quoted|charged|charges|wanted|asked\s+for)\b|\bcame\s+in\s+(?:\w+\s+){0,2}?(?:under|below|less\s+than)\s+(?:what\s+(?:we|i)(?:'d|\s+had)?\s+)?(?:budget(?:ed)?|quoted|expected|estimated|the\s+quote|the\s+estimate)\b|\bwhich\s+(?:our|my|the)\s+(?:last|old|previous|other)\s+[\w-]+\s+(?:never|couldn'?t|could\s+not)\s+(?:once\s+)?(?:managed|manage|did|do)\b|\bwhich\s+was\s+never\s+(?:true|the\s+case)\s+with\s+(?:our|my|the)\s+(?:old|previous|last)\b|,\s*against\s+(?:nearly\s+|about\s+|over\s+|almost\s+)?[\w\s]{1,20}?\bon\s+(?:our|the|my)\s+(?:previous|old|last)\b|\blike\s+clockwork\b|\b(?:hit|reached|smashed|beat|exceeded)\s+(?:its|our|their|the)\s+(?:\w+\s+)?(?:target|goal)\b|\bfilled\s+(?:up\s+)?(?:in|within)\s+(?:an?|one|two|\d+)\s+(?:afternoon|morning|day|hours?|minutes?)\b`,
    // Litotes, unchanged, nothing more asked, lasting, clean again, nothing to think about since, at the same price, so we could:
    // "not bad atall for the price", "went straight into their board pack unchanged", "hasn't flared since we switched".
    String.raw`\bwith\s+(?:zero|no)\s+(?:\w+\s+)?(?:issues|problems|errors|hiccups|glitches|downtime|slowdown|lag|delays?|fuss|drama|dropouts?|stutters?|queues?)\s+(?:at\s+all|whatsoever)\b|\bnot\s+(?:too\s+|half\s+)?bad\s+(?:at\s*all|for\s+the\s+(?:price|money)|going)\b|\bnot\s+a\s+bad\s+(?:effort|job|shout|result|deal|price)\b|\bcouldn'?t\s+have\s+asked\s+for\s+(?:a|an)?\s*(?:\w+er|more|better)\b|\b(?:went|forwarded|sent|passed)\s+straight\s+(?:in)?to\b[^.!?]{0,40}?\bunchanged\b|\bwithout\s+(?:asking|needing)\s+(?:for\s+)?(?:anything|any)\s+(?:else|more|further|additional)\b|\b(?:has|have)\s+lasted\s+(?:us|me)\s+(?:since|all|the\s+whole|over)\b|\b(?:hasn'?t|haven'?t|has\s+not|have\s+not)\s+(?:flared|returned|come\s+back|recurred|reappeared|ached|hurt|played\s+up)\s+(?:\w+\s+){0,4}?since\s+(?:we|i)\b|\b(?:white|clean|spotless|new|shiny|green|clear)\s+again\s+after\s+(?:one|a\s+single|just\s+one|a)\s+(?:go|wash|use|clean|treatment|spray|session|application)\b|\b(?:haven'?t|have\s+not|hasn'?t|never)\s+(?:had\s+to\s+)?(?:thought|think|worried)\s+about\s+(?:it|them|that|this)\s+since\b|\bat\s+(?:the\s+same|no\s+extra|no\s+additional)\s+(?:price|cost)\b|\b(?:texted|emailed|called|rang|told|warned|messaged|let)(?<!\b(?:i|we)\s+(?:texted|emailed|called|rang|told|warned|messaged|let))\s+(?:us|me)\b[^.!?]{0,50}?\bso\s+(?:that\s+)?(?:we|i)\s+could\b`,
    FAILURE_DENIED,
    // Chores stopped, printed nothing, by breakfast, the moment, plenty of attention, played with no signal, so I'd have it:
    // "I've stopped asking my grandkids to repeat themselves", "without printing a single page", "the countersigned copy by breakfast".
    String.raw`\b(?:i|we)(?:'ve|\s+have)?\s+stopped\s+(?:having\s+to\s+)?(?:asking|chasing|ringing|calling|checking|worrying|printing|typing|re-?typing)\b|\bwithout\s+(?:printing|posting|scanning|faxing|chasing|touching|lifting)\s+a\s+single\b|\b(?:had|got|received)\s+(?:the|our|my|it|them|an?)\b[^.!?]{0,30}?\bby\s+(?:breakfast|lunch|lunchtime|teatime|the\s+(?:morning|afternoon|next\s+morning))\b|\b(?:shows?\s+up|showed\s+up|appears?|appeared|arrives?|arrived|updates?|updated|lands?|landed|comes?\s+through)\s+the\s+(?:moment|second|minute|instant)\b|\b(?:got|gets|had|has|gave\s+(?:me|us|them))\s+plenty\s+of\s+(?:attention|time|help|support|notice|warning|choice|room)\b|\b(?:played|plays|works?|worked|ran|runs|loaded|synced)\s+(?:fine\s+|perfectly\s+)?(?:with\s+no|without\s+(?:a|any))\s+(?:signal|wi-?fi|internet|connection|reception)\b|\bso\s+(?:i|we)(?:'d|\s+would)\s+have\s+(?:it|them)\s+(?:for|by|in\s+time)\b`,
    // While the kettle boils, four taps, up the same evening, no fee charged, refunded without asking, ready before, so no more trips,
    // without breaking the layout, a first in a decade, made all the difference, adjusted until it fitted.
    String.raw`\bwhile\s+the\s+kettle\s+boils\b|\bbefore\s+the\s+kettle\s+(?:has\s+)?boil(?:s|ed)\b|^\W*(?:one|two|three|four|five|a\s+few|a\s+couple\s+of)\s+(?:taps|clicks)\b|\b(?:go(?:es)?\s+(?:up|live|out)|are\s+(?:up|live|online))\s+(?:the\s+same|that\s+same)\s+(?:day|evening|afternoon|morning|night)\b|\bwithout\s+charging\s+(?:me\s+|us\s+)?(?:a|any|an?\s+extra|for)\b|\b(?:refunded|credited|fixed|replaced|sorted|sent|waived|reimbursed|compensated)\b[^.!?]{0,50}?\bwithout\s+(?:me|us)\s+(?:even\s+)?asking\b|\bhad\s+(?:\w+\s+){1,3}?ready\s+(?:before|by|when)\b|\bso\s+no\s+more\s+(?:trips|waiting|queues?|queuing|chasing|calls?|printing|driving)\b|\bwithout\s+breaking\s+(?:the|a|my|our|anything)\b|\ba\s+first\s+in\s+(?:a\s+decade|years|ages|\w+\s+years)\b|\bmade\s+all\s+the\s+difference\b|\b(?:adjusted|tweaked|refitted|reshaped|re-?did|kept\s+going)\b[^.!?]{0,40}?\b(?:until|till)\s+(?:they|it|everything)\s+(?:stopped|fitted|fit|was|were|felt)\b`,
    // A replacement lined up, within minutes they'd acted, the old ones not yet run dry, no single snag yet, not a scratch after months.
    String.raw`\bhad\s+a\s+replacement\s+(?:\w+\s+)?(?:lined\s+up|ready|booked|arranged|sorted|confirmed)\b|\bwithin\s+(?:\d+|an?|one|two|five|ten|fifteen|twenty|thirty)\s+(?:minutes?|hours?)\s+(?:they|he|she|someone|support)(?:'d|\s+had)\s+[a-z]+|\bbefore\s+(?:the\s+old\s+ones?|(?:i|we|she|he|they|it))\s+ran\s+(?:out|dry)\b|\bnot\s+a\s+(?:single\s+)?(?:scratch|mark|dent|scuff|crack|chip)\s+(?:after|in)\b`,
    // Kept up, told the night before, as asked, waited while, on the dot: "as they have every month since we switched", "texted me the
    // night before to say rain was forecast", "got a text the day before with the operative's name", "leaves it in the porch like I asked".
    String.raw`\bas\s+(?:they|it|he|she)\s+(?:have|has|do|does)\s+every\s+(?:month|week|time|year|day)\b|\b(?:texted|called|rang|emailed|messaged)\s+(?:me\s+|us\s+)?the\s+(?:night|day|evening|morning)\s+before\s+to\s+(?:say|let|tell|warn|check|confirm|remind)\b|\b(?:got|had|received)\s+a\s+(?:text|call|email|message|reminder)\s+the\s+(?:night|day|evening)\s+before\s+with\b|\b(?:like|as)\s+(?:i|we)\s+(?:had\s+)?asked\b|\bwaited(?<!\b(?:i|we)\s+(?:\w+\s+)?waited)\s+(?:patiently\s+)?(?:while|until)\s+(?:i|we|my\s+\w+|our\s+\w+)\b|\b(?:left|arrived|came|turned\s+up|showed\s+up|started|finished|departed)\s+(?:\w+\s+)?(?:on\s+the\s+dot|bang\s+on\s+time|dead\s+on\s+time|right\s+on\s+time|spot\s+on\s+time)\b|\bcovered\s+(?:absolutely\s+)?everything\b|\bwithout\s+(?:anyone|anybody|me|us)\s+(?:\w+\s+)?having\s+to\s+(?:lift\s+a\s+finger|do\s+anything|chase|ask)\b|\bwithout\s+lifting\s+a\s+finger\b|\bdealt\s+with\s+(?:it|the\s+\w+|them)\s+(?:directly|for\s+(?:me|us))\b`,
    // Said and done at the time said, attentive, no getting stuck, seldom emptied, now doing what it missed, on one charge, untouched:
    // "rang me back at exactly the time she said", "came through in large print because I'd mentioned my eyesight", "finds its way back
    // without getting stuck", "the bin only needs emptying once a week", "does the whole first floor on one charge".
    String.raw`\bat\s+exactly\s+the\s+time\s+(?:she|he|they|you|it)\s+(?:said|promised)\b|\b(?:rang|called|phoned)\s+(?:me\s+|us\s+)?back\s+when\s+(?:she|he|they)\s+said\s+(?:she|he|they)\s+would\b|\bbecause\s+(?:i|we)(?:'d|\s+had)\s+(?:mentioned|said|asked|told\s+(?:them|her|him))\b|\bwithout\s+getting\s+(?:stuck|lost|tangled|confused)\b|\bonly\s+needs?\s+(?:emptying|charging|cleaning|topping\s+up|refilling|replacing|changing)\s+(?:about\s+)?once\s+(?:a|every)\s+(?:week|month|fortnight|year)\b|\bnow\s+(?:does|handles|gets|catches|cleans|finds|reads|picks\s+up)\b[^.!?]{0,40}?\b(?:it|they)\s+used\s+to\s+(?:miss|skip|struggle)\b|\b(?:does|did|cleans|cleaned|lasts|lasted|goes|went|runs|ran|covers|covered)(?<!\b(?:only|barely|just)\s+(?:does|did|cleans|cleaned|lasts|lasted|goes|went|runs|ran|covers|covered))\s+(?:[\w-]+\s+){0,4}?on\s+(?:one|a\s+single)\s+charge\b|\b(?:hasn'?t|haven'?t|has\s+not|never)\s+(?:touched|bumped|hit|knocked|disturbed)\s+(?:them|it|those|the\s+\w+)\s+once\b|\bnot\s+a\s+(?:single\s+)?(?:scratch|mark|dent|scuff|crack|chip|speck\s+of\s+dust)\b(?:[^.!?]{0,30}?\b(?:after|in)\b|\s+on\s+(?:it|them)\b)`,
    // The exact format needed, a two-minute job, on her own by day one, as on the website, still going, still on time, not looking
    // elsewhere, a hire car the next morning, barely noticeable drain, not one queue in two years, everyone's name, nobody batted an eyelid.
    String.raw`\bexactly\s+the\s+(?:\w+\s+){0,2}?(?:format|size|shade|colour|color|one|thing|layout)\s+(?:\w+\s+){0,3}?(?:needed|wanted|asked\s+for|ordered)\b|\b(?:is|'s)\s+(?:now\s+)?a\s+(?:one|two|three|five|ten|\d+)[- ]minute\s+job\b|\bon\s+(?:her|his|their|my|our)\s+own\s+by\s+(?:the\s+end\s+of\s+)?(?:day\s+one|the\s+first\s+(?:day|week|morning)|week\s+one|lunchtime)\b|\b(?:looks?|looked)\s+exactly\s+like\s+the\s+(?:one|ones)\s+(?:on|in)\s+the\s+(?:website|site|photo|photos|picture|listing|app)\b|\b(?:weeks?|months?|years?)\s+(?:later|on)\b[^.!?]{0,30}?\bstill\s+going\b|\bstill\s+(?:came|arrived|got\s+here|turned\s+up|showed\s+up|went\s+out)\s+(?:on\s+time|before|by|in\s+time)\b|\b(?:won'?t|wouldn'?t|will\s+not|never)\s+(?:be\s+)?(?:looking|going|shopping|buying)\s+(?:anywhere\s+)?elsewhere\b|\bhad\s+(?:a|the)\s+(?:hire|courtesy|replacement|loan|rental)\s+(?:car|van|vehicle)\s+(?:by\s+)?(?:the\s+(?:next|same|following)|that\s+(?:same|very))\s+(?:day|morning|afternoon|evening)\b|\b(?:drain|noise|lag|delay|impact|hum|vibration)\s+(?:\w+\s+){0,3}?(?:is|was)\s+(?:barely|hardly)\s+(?:noticeable|audible|there)\b|\bnot\s+(?:one|a\s+single)\s+(?:[\w-]+\s+)?(?:queue|wait|delay|complaint|hiccup|problem|issue)\s+in\s+(?:\w+\s+)?(?:years?|months?)\b|\b(?:remembered|knew|learned|learnt)\s+everyone'?s\s+names?\b|\bnobody\s+batted\s+an\s+eye(?:lid)?\b|\bno\s+hard\s+sell\b|\bno\s+pressure\s+to\s+buy\b|\b(?:nobody|no\s+one)\s+had\s+to\s+(?:come\s+out|visit|call|drive|travel)\b|\balso\s+(?:sorted|fixed|did|cleaned|checked|tightened|adjusted|replaced)\b[^.!?]{0,40}?\bwhile\s+(?:he|she|they)\s+(?:was|were)\s+(?:here|there|at\s+it|on\s+site)\b|\bso\s+(?:i|we)\s+(?:don'?t|never|won'?t)\s+(?:lose|miss|forget)\b|\beven\s+though\s+only\s+(?:one|two|half)\s+(?:of\s+them\s+)?(?:was|were|needed|had)\b`,
    // Ready before the customer was, back at work by lunch, in and out, every one within the hour, nothing left to argue: "was
    // waiting at the pharmacy by the time I'd got my shoes on", "attached to the record before the truck left the dock",
    // "were working again by lunch", "three loads, in and out on a Saturday", "refunded a torn shirt without any argument".
    String.raw`\b(?:was|were|is|are)\s+(?:already\s+)?(?:waiting|ready|done|finished|there|attached|uploaded|confirmed|approved|booked|back\s+on\s+(?:my|our|her|his|their)\s+\w+)\b[^.!?]{0,50}?\b(?:by\s+the\s+time|before|when)\s+(?:i|we|she|he|they|the\s+(?:[\w-]+\s+){0,2}?[\w-]+)(?:'d|\s+had)?\s+(?:even\s+)?(?:got|get|walked|came|arrived|returned|left|finished|hung\s+up|landed|pulled|reached|woke)\b|\b(?:were|was|got|had\s+(?:us|it|everything))\s+(?:back\s+)?(?:working|up\s+and\s+running|running|online|open\s+for\s+business)\s+again\s+(?:by|within|in)\b|\bback\s+up\s+and\s+running\s+(?:by|within|in)\b|(?<!\b(?:booked|paid|scheduled|supposed|meant)\s+(?:for|to)\b[^.!?]*)\bin\s+and\s+out\s+(?:in|within|on|before|inside)\b|\bevery\s+(?:single\s+)?one\s+(?:had|got|was)\b[^.!?]{0,40}?\b(?:inside|within)\s+(?:the|an?|one)\s+(?:hour|day|minute|morning)\b|\bwithout\s+(?:any\s+|an?\s+|the\s+slightest\s+)?(?:argument|arguing|quibble|quibbling|fuss|fight|pushback|back-and-forth)\b`,
    // Told nothing and still did it, all one needed, known without a manual, recommended to one's own, cheaper by a share:
    // "remembered the cat's history without being told", "said it was everything she needed", "picked up the whole booking screen
    // in one afternoon", "already sent the link to my sister", "we pay less than half what the old service cost".
    String.raw`\bwithout(?<!\b(?:charged|billed|renewed|changed|cancell?ed|upgraded|closed|moved|switched|added|debited|deleted|removed|sent|shut|stopped|suspended|expired|lapsed|ended)\b[^.!?]{0,60}?without)\s+(?:being\s+(?:told|prompted)|opening\s+(?:a|the)\s+(?:manual|guide|instructions|help\s+pages?))\b|\b(?:was|is|had)\s+(?:exactly\s+|just\s+)?everything\s+(?:she|he|i|we|they)\s+(?:needed|wanted|asked\s+for|was\s+after|were\s+after)\b|\bpicked\s+(?:[\w-]+\s+){1,4}?up\s+in\s+(?:one|an?|a\s+single|half\s+an?|under\s+an?)\s+(?:afternoon|morning|day|hour|evening|session|shift)\b|\b(?:sent|forwarded|shared|passed)\s+(?:on\s+)?(?:the|your|a|this)\s+(?:link|app|site|details|number)\s+(?:on\s+)?(?:to|with)\s+(?:my|our|a|her|his)\s+(?:sister|brother|friends?|mum|mom|dad|mother|father|colleagues?|cousins?|neighbou?rs?|boss|daughter|son|partner|wife|husband|family|parents)\b|\b(?:pay|paying|paid|costs?|spend|spending)\s+(?:less\s+than\s+|under\s+|about\s+|roughly\s+|barely\s+)?(?:half|a\s+third|a\s+quarter|a\s+fraction)\s+(?:of\s+)?what\s+(?:the|our|my|we|i)\b`,
    // Better than the warning, than others' word, than the last ones, the same figure as promised: "in three days, not the three
    // weeks I'd been warned about", "which the box office told me was impossible", "which the last two monitors didn't", "the
    // exact figure on the contract, to the pound", "the silent floor actually stayed silent".
    String.raw`,\s*not\s+the\s+(?:[\w-]+\s+){1,3}?(?:i|we|she|he|they)(?:'d|\s+had)\s+been\s+(?:warned\s+(?:about|of)|told\s+to\s+expect)\b|\bwhich\s+(?:[\w']+\s+){1,5}?(?:said|told\s+(?:me|us|her|him))\s+(?:was|were|would\s+be)\s+(?:impossible|not\s+possible|out\s+of\s+the\s+question)\b|\bwhich\s+(?:the|my|our)\s+(?:last|old|previous|other)\s+(?:[\w-]+\s+){0,5}?(?:didn'?t|couldn'?t|never\s+did|wouldn'?t|never\s+could)\s*[.!]*$|\bthe\s+exact\s+(?:figure|amount|price|total|sum|number|quote)\s+(?:on|in|from|we\s+were\s+quoted|i\s+was\s+quoted)\b|,\s*to\s+the\s+(?:pound|penny|cent|dollar|euro|minute)\s*[.!]*$|\bactually\s+(?:stayed|stays|remained|remains)\s+(?!(?:broken|down|offline|stuck|closed|empty|dirty|shut|locked|full|late|slow)\b)[a-z]+`,
    // With time to spare, in the time it takes to make a coffee, a first, made it stick, asked for every night, looked nowhere else,
    // the first one not asked back, still tight after 20 washes, forgot I was wearing it, matching to within a beat, up before lunch.
    String.raw`\bwith\s+time\s+to\s+spare\b|\bin\s+(?:about\s+)?the\s+time\s+it\s+(?:took|takes)\s+(?:me\s+|us\s+)?to\s+(?:make|drink|boil|have|finish)\s+(?:a|my|our|the)\s+(?:coffee|tea|cuppa|kettle|sandwich)\b|,\s*which\s+is\s+a\s+first\b|\bin\s+plain\s+english\b|\bthe\s+first\s+(?:[\w-]+\s+){0,2}?(?:that|which|to)\s+(?:has\s+|actually\s+|finally\s+)?(?:stuck|made\s+(?:[\w-]+\s+){0,4}?(?:stick|click|make\s+sense)|clicked|got\s+(?:him|her|them|me|us|my\s+\w+|our\s+\w+)\s+to)\b|\b(?:asks?|asked|begs?|begged)\s+to\s+(?:do|play|use|open|practi[cs]e|go\s+on)\s+(?:[\w-]+\s+){0,4}?(?:every|each)\s+(?:night|day|morning|evening|weekend)\b|\bhaven'?t\s+(?:even\s+)?(?:looked|shopped|gone)\s+(?:anywhere\s+else|elsewhere)\b`,
    String.raw`\b(?:didn'?t|did\s+not|never)\s+(?:even\s+)?ask\s+(?:for\s+)?(?:the\s+)?(?:first|old|original|other|faulty|broken|damaged)\s+(?:one\s+)?back\b|\blet\s+(?:me|us)\s+keep\s+the\s+(?:first|old|original|other|faulty|damaged)\b|\bstill\s+(?:tight|strong|sharp|bright|crisp|intact|like\s+new|perfect|working|going|holding)\s+after\s+(?:\d+|many|dozens\s+of|countless|hundreds\s+of)\s+(?:washes|uses|rides|runs|games|cycles|trips|wears|washing\s+cycles)\b|\bforg(?:o|e)t\s+(?:i|we|he|she)\s+(?:was|were)\s+(?:even\s+)?(?:wearing|using|carrying)\b|\bmatch(?:ed|es|ing)(?<!(?:\b(?:not|never)|n't)\s+match(?:ed|es|ing))\b[^.!?]{0,40}?\b(?:exactly|(?:to\s+)?within\s+(?:a|an|one|half\s+a|\d+(?:\.\d+)?)\s+[\w%-]+)|\bhad\s+(?:it|them|everything|the\s+\w+)\s+(?:[\w-]+\s+){0,4}?(?:before|by)\s+(?:lunch|lunchtime|noon|breakfast|midday)\b`,
    // Beyond what was due, no one put out, first steps taken, done by itself, without anyone picking up, the only place where someone
    // did: "they even put the kids' bunk beds back together", "nobody has to be up at 6am anymore", "got our two quietest devs posting
    // for the first time", "codes generate automatically from the booking", "routes 80% of calls without reception picking up".
    String.raw`\beven(?<!\b(?:i|we)\s+even)\s+(?:brings?|brought|carries|carried|put|set|fixed|cleaned|tidied|hung|assembled|reassembled|swept|hoovered|vacuumed|labell?ed|wrapped|packed|carried|took|brought|threw\s+in|added|gave|sent|offered|waited|called|rang|checked|remembered|helped|showed|explained|refunded|replaced)\b|\b(?:nobody|no\s+one)\s+(?:has|have|needs?)\s+to\s+[^.!?]{2,60}?\b(?:anymore|any\s+more|these\s+days)\b|\bno\s+longer\s+(?:has\s+to\s+|have\s+to\s+|needs?\s+to\s+)?(?:picks?\s+up|collects?|drives?\s+to|queues?|waits?\s+for|chases?|prints?|posts?|phones?|rings?)\b|\bgot\s+(?:our|my|the|his|her|their)\s+(?:[\w-]+\s+){0,3}?[a-z]+ing\s+for\s+the\s+first\s+time\b|\b(?:generates?|generated|fills?|filled|populates?|populated|syncs?|synced|imports?|imported|reconciles?|reconciled|updates?|updated|expires?|expired|applied|added)\s+(?:itself\s+)?automatically\b|\bwithout\s+(?:\w+\s+){0,2}?(?:picking\s+up|lifting\s+a\s+finger|stepping\s+in|intervening)\b|\b(?:the|your|yours\s+(?:is|was)\s+the)\s+only\s+(?:[\w-]+\s+){0,2}?where\s+(?:\w+\s+){0,2}?(?:actually|really|always)\b`,
    // Within a minute, in seconds, on the dot, done before they came, matching line for line, every payment through, lasting all day,
    // kept cold, followed alone, unprompted praise, which had not happened in months: "leads land in the pipeline within a minute",
    // "Riders get assigned in seconds", "Sessions start at 9:00 on the dot", "had the beds cleared before our first tenants arrived".
    String.raw`\b(?:land|lands|landed|arrive|arrives|arrived|appear|appears|appeared|show\s+up|shows\s+up|come\s+through|comes\s+through|reached|reaches)\b[^.!?]{0,40}?\bwithin\s+(?:a|one|\d+|two|five|ten|thirty)?\s*(?:seconds?|minutes?)\b|\b(?:get|gets|got)\s+(?:assigned|matched|approved|confirmed|booked|answered|paid|dispatched)\s+(?:with)?in\s+(?:seconds|minutes|a\s+minute)\b|\b(?:start|starts|started|begin|begins|began|leave|leaves|left|arrive|arrives|arrived)\s+(?:at\s+\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s+)?on\s+the\s+dot\b|\bhad\s+(?:the|our|my|it|them|everything)\b[^.!?]{0,50}?\b(?:done|cleared|finished|ready|fixed|sorted|off|mulched|installed|set\s+up|filled\s+in)\s+before\s+(?:the|our|my|i|we|it|they)\b|\b(?:was|were)\s+(?:filled\s+in|filled\s+out|prepared|signed|printed|set\s+up)\b[^.!?]{0,30}?\bbefore\s+(?:i|we|they|she|he)\s+(?:even\s+)?(?:arrived|got\s+there|came|asked)\b`,
    String.raw`\bmatch(?:es|ed|ing)?\b[^.!?]{0,50}?\b(\w+)\s+for\s+\1\b|\bexactly\s+what\s+(?:the|they|it)\s+(?:[\w-]+\s+)?(?:charged|billed|quoted|said|promised)\b|\bevery\s+(?:single\s+)?(?:[\w-]+\s+){0,2}?(?:payment|transaction|order|booking|upload|sync|message|delivery)\s+(?:went\s+through|worked|arrived|landed|synced|succeeded|cleared)\b|\blasted\s+from\s+[^.!?]{0,40}?\bto\s+\d{1,2}\s*(?:am|pm)\b|\b(?:arrived|came|turned\s+up|got\s+here)\s+still\s+(?:cold|frozen|fresh|warm|hot|crisp|intact|sealed|chilled|piping\s+hot)\b|\b(?:follows?|followed|does|did|uses?|used|makes?|made|cooks?|cooked|reads?)\s+(?:them|it|this|the\s+[\w-]+)\s+(?:alone|on\s+(?:his|her|their)\s+own|by\s+(?:himself|herself|themselves))\b|\bunprompted\s+(?:comments|compliments|praise|thanks|thank[- ]yous|reviews)\b|(?<!(?:\b(?:not|never|rarely)|n't)\s+)\b(?:replies|replied|answers|answered|responds|responded|calls?\s+back|called\s+back|rings?\s+back|rang\s+back)\s+(?:the\s+)?same\s+(?:day|morning|afternoon|hour)\b|,\s*which\s+(?:hasn'?t|has\s+not|had\s+not|hadn'?t|never|has\s+(?:\w+\s+)?never|had\s+(?:\w+\s+)?never)\s+happened\b`,
    String.raw`\btook\s+(?:me|us|her|him|them)?\s*(?:about|around|just|only|under|less\s+than)?\s*(?:a\s+few|ten|five|two|three|\d+)\s+seconds\b|\bthe\s+(?:moment|second|minute|instant)\s+(?:i|we|she|he|they)\s+(?:typed|said|asked|mentioned|called|rang|wrote|clicked|pressed)\b|\bwithout\s+(?:needing|asking\s+for)\s+(?:any\s+)?(?:help|assistance)\b|\bdid\s+(?:the\s+whole|it\s+all|everything|the\s+[\w-]+)\b[^.!?]{0,20}?\b(?:on\s+(?:his|her|their|my|our)\s+own|by\s+(?:himself|herself|themselves|myself|ourselves))\b|\bstill\s+(?:shows?|at|has|reads?|holding)\s+\d+\s*%\s+after\b|\bon\s+time\s+every\s+(?:single\s+)?(?:cycle|month|week|time|run|payday|day)\b|\b(?:the\s+)?first\s+(?:app|tool|one|company|service|place|product)\s+(?:that|which|to)\s+(?:does|did|has|gets\s+it)\b|\b(?:means?|meant)\s+(?:we|i|they|he|she)\s+(?:were|was|are|am|is)\s+never\s+[a-z]+|\bthat\s+(?:[\w-]+\s+){1,3}?(?:gave\s+up\s+on|choked\s+on)\b`,
    String.raw`\b(?:works?|worked|picks?\s+up|picked\s+up|connects?|connected)(?<!(?:\b(?:only|barely|not|never|rarely|hardly|sometimes|occasionally)|n't)\s+(?:works?|worked|picks?\s+up|picked\s+up|connects?|connected))\b[^.!?]{0,30}?\beven\s+(?:on|in|with|through|under|when)\b|\b(?:now\s+)?(?:lives|sits|gathers\s+dust)\s+in\s+(?:a|the)\s+(?:closet|drawer|cupboard|loft|attic|garage|box)\b|\bnothing\s+was\s+pushed\s+on\s+(?:us|me)\b|\bno\s+(?:upsell|upselling|pushy\s+sales)\b|\bthe\s+only\s+(?:week|day|time|place|month|holiday|one|trip)\s+(?:[\w']+\s+){1,3}?(?:didn'?t|did\s+not|never|wasn'?t)\b|\b(?:i|we)\s+used\s+to\s+(?:spend|have\s+to|waste|lose|dread|chase)\b[^.!?]{0,60}?\bnow\s+(?:i|we)\s+(?:just\s+)?(?:don'?t|do\s+not|never)\b|\bhaven'?t\s+(?:bought|needed|ordered|used|touched|opened)\s+(?:a\s+|any\s+)?(?:[\w-]+\s+){0,3}?(?:at|from|in)\s+the\s+(?:store|shop|supermarket|bank|pharmacy|garage)\s+since\b|\b(?:booked|ordered|used|bought|come\s+back|returned)\b[^.!?]{0,40}?\bevery\s+(?:month|week|year|season)\s+since\b|^\W*already\s+(?:renewed|re-?signed|signed\s+up\s+again|booked\s+(?:again|next\s+year))\b|\balready\s+(?:sent|told|recommended\s+(?:it\s+|you\s+)?to)\s+(?:my|our|a\s+few|two|three|several)\b`,
    // Waiting with one's name on it, nothing left to adjust, never this good, done at night on a Sunday, finally understood, without
    // leaving one's bedside, back exactly where it was, no extras, in under a second, with no manual fixes, stayed till it was over,
    // cut from weekly to monthly, reminded exactly a week before, the first one ever asked for again, sold at the asking price.
    String.raw`\b(?<!\b(?:that|which)\s+(?:was|were|had\s+been)\s+)already\s+(?:[\w-]+\s+and\s+)?(?:waiting|ready|done|set\s+up|there)\s+(?:with|for|when)\b|\bso\s+(?:nothing|nobody|no\s+one)\s+(?:had|needed)\s+to\b|\bcan'?t\s+say\s+(?:i|we)(?:'ve|\s+have)\s+ever\s+(?:had|seen|used|tasted)\s+(?:\w+\s+){0,3}?this\s+\w+|\bfirst\s+time\s+(?:i|we)(?:'ve|\s+have)\s+(?:ever\s+)?(?:understood|enjoyed|liked|trusted|looked\s+forward)\b|\b(?:had|got)\s+(?:the|my|our|it)\b[^.!?]{0,40}?\b(?:done|notari[sz]ed|fixed|signed|sorted|delivered|approved|installed)\s+at\s+\d{1,2}(?::\d{2})?\s*(?:pm|am)\s+on\s+a\s+(?:sunday|saturday|bank\s+holiday)\b|\b(?:i|we)\s+finally\s+(?:get|understand|got)\s+it\b|\bwithout\s+(?:leaving|getting\s+up\s+from|moving\s+from)\s+(?:my|the|his|her)\b`,
    String.raw`\bback\s+exactly\s+where\s+(?:they|it)\s+(?:were|was)\b|\bthe\s+price\s+(?:quoted|we\s+were\s+(?:quoted|given)|on\s+the\s+\w+)\b[^.!?]{0,30}?\bwas\s+the\s+(?:price|figure|amount)\s+on\s+the\b|[,;]\s*no\s+extras\b|\bin\s+under\s+(?:a|one|\d+)\s+(?:second|seconds|ms|milliseconds)\b|\b(?:with\s+no|without\s+(?:any\s+)?)manual\s+(?:fixes|work|edits|intervention|input|effort|corrections)\b|\bstayed\s+(?:till|until)\s+(?:the|it|he|she|they|everything|everyone)\b|\bcut\s+(?:[\w-]+\s+){0,3}?from\s+(?:daily|weekly|monthly|every\s+\w+)\s+to\s+(?:once|twice|weekly|monthly|yearly|every)\b|\bexactly\s+(?:a|one|two|\d+)\s+(?:days?|weeks?)\s+before\s+(?:it|they)\s+(?:was|were)\s+due\b|\bthe\s+first\s+(?:[\w-]+\s+){1,3}?(?:\w+\s+){0,3}?(?:has|have)\s+ever\s+(?:asked|wanted|liked|finished|enjoyed|reordered|recommended)\b|\bsold\s+for\s+(?:the\s+)?(?:full\s+)?asking\s+price\b|\bso\s+(?:i|we)\s+(?:still\s+)?made\s+it\b`,
    String.raw`\balready\s+(?:gave|given)\s+(?:my|our)\s+\w+\s+your\s+(?:number|details|name|link)\b|\btook\s+(?:every|all\s+the|all)\s+(?:[\w-]+\s+)?(?:offcuts?|rubbish|waste|packaging|mess|debris|boxes)\s+(?:away|with\s+them)\b|\bcame\s+out\s+exactly\s+(?:like|as)\b|\b(?:didn'?t|did\s+not)\s+expect\b[^.!?]{0,80}?,\s*but\s+(?:it|they|she|he)\s+(?:is|are|was|were|does|did)\s*[.!]*$|\binto\s+a\s+(?:\w+[- ])?minute\s+job\b|\binstead\s+of\s+an?\s+(?:afternoon|morning|whole\s+day|day|evening|week)\b|\b(?:set\s+up|fixed|installed|finished|delivered|sorted)\b[^.!?]{0,50}?\bbefore\s+(?:lunch|lunchtime|noon|midday)\b|\bin\s+(?:about\s+|around\s+|under\s+|just\s+)?(?:a\s+few|ten|five|two|three|[1-9]|10)\s+seconds\b|\bmeant\s+(?:i|we)\s+(?:knew|could|didn'?t\s+have\s+to|never\s+had\s+to)\b|\b(?:cleared|landed|arrived)\s+(?:into|in)\s+(?:my|his|her|our|their)\s+account\s+(?:\d+|a\s+few|ten|twenty|thirty|forty)\s+minutes\s+after\b|\bevery\s+(?:single\s+)?(?:\w+\s+)?(?:this|that|last)\s+(?:week|month)\s+(?:arrived|came|was\s+delivered|turned\s+up)\s+(?:between|on\s+time|before|by)\b|\b(?:ate|finished)\s+the\s+whole\b|\bmeans?\s+(?:my|our|her|his)\s+\w+\s+can\s+(?:\w+\s+){1,4}?(?:on\s+(?:her|his|their)\s+own|by\s+(?:herself|himself)|without\s+(?:me|us|help))\b|\bnothing\s+like\s+the\s+(?:\w+\s+)?(?:mush|slop|rubbish|junk|muck|gloop|cardboard|swill)\b`,
    // Back within days, in the portal the same day, exactly as quoted or pictured, included unasked, a call that same evening, all by
    // oneself, ended the chasing messages.
    String.raw`\b(?:deposit|refund|money)\s+(?:came|was|got)\s+(?:back|returned|refunded)\s+(?:in\s+full\s+)?(?:with)?in\s+(?:\d+|a|one|two|three|five)\s+(?:hours?|days?)\b|\b(?:deposit|refund)\s+returned\s+in\s+full\b|\bby\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)\s+(?:on\s+)?the\s+same\s+day\b|\bexactly\s+as\s+(?:quoted|promised|agreed|booked|planned|described|advertised|pictured|shown)\b|\bexactly\s+as\s+(?:it|they)\s+(?:looked|appeared|was\s+shown|were\s+shown)\s+(?:in|on)\s+the\b|\b(?:included|added|sent|done|fixed|sorted)\s+without\s+(?:me|us)\s+(?:even\s+)?asking\b|\b(?:had|got|received)\s+(?:a|an)\s+(?:phone\s+)?(?:call|reply|answer|email|text)\s+(?:back\s+)?(?:that|the)\s+same\s+(?:day|evening|afternoon|morning)\b|\ball(?<!\b(?:had|have|has|having)\s+to\s+[^.!?]{0,40})\s+by\s+(?:herself|himself|themselves|myself)\b|\bended\s+(?:the|all\s+the|every)\b[^.!?]{0,50}?\b(?:messages|calls|emails|chasing|texts)\b`,
    // Ready before one came, all one would have asked answered, tried before committing, what it led to, checked by hand,
    // suited, cheaper than the other way, sent so one could see: "the stencil was already printed", "answered everything she was
    // going to ring about", "let me try it on my wrist before committing", "which is how I found the half-plot", "checked every
    // girth herself", "put on a cob that suited me", "cost less than buying them would have", "the same kit in town was £12 more".
    String.raw`\b(?:was|were|had\s+been)\s+already\s+(?:printed|ready|prepared|set\s+up|laid\s+out|waiting|warmed\s+up|unlocked|open|booked|filled\s+in|loaded)\b|\banswered\s+(?:absolutely\s+)?everything\b|\blet\s+(?:me|us)\s+(?:try|test|see|preview|check|compare)\b[^.!?]{0,60}?\bbefore\s+(?:committing|buying|paying|booking|ordering|signing|deciding)\b|,\s*which\s+is\s+how\s+(?:i|we)\s+(?:found|got|discovered|spotted|saved|managed)\b`,
    String.raw`\b(?:checked|tested|inspected|double-?checked|adjusted)\s+(?:every|each|all\s+the)\s+[\w-]+\s+(?:herself|himself|themselves|personally|by\s+hand)\b|\b(?:that|which)\s+suited\s+(?:me|us|him|her|them)\b|\bcost\s+(?:us\s+|me\s+)?less\s+than\s+(?:buying|hiring|renting|paying|going|using|getting)\b|\b(?:same|similar|identical|equivalent)\s+(?:[\w-]+\s+){0,3}?(?:at|from|in|on)\s+[^.!?]{2,40}?\b(?:was|is|costs?|were|are)\s+(?:[$£€]\s?[\d.,]+|\d+%|twice\s+as\s+much|double)\s+more\b`,
    String.raw`\b(?:sent|gave|showed|emailed|texted|drew|filmed|recorded|marked)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:sent|gave|showed|emailed|texted|drew|filmed|recorded|marked))\b[^.!?]{0,80}?\bso\s+(?:that\s+)?(?:i|we)\s+could\s+(?:see|understand|follow|practi[sc]e|compare|check|plan|prepare)\b|\b(?:was|were|arrived|got\s+there|turned\s+up|showed\s+up)\s+(?:there\s+)?(?:\d+|five|ten|fifteen|twenty|a\s+few)\s+(?:minutes?|mins?)\s+early\b|\b(?:booked|ordered|called|rang)\b[^.!?]{0,50}?\bthe\s+same\s+(?:day|morning|afternoon|evening)\s+and\s+got\s+(?:it|one|a\s+slot|a\s+place|in|seen)\b`,
    String.raw`\b(?:answered|replied|responded|sorted|fixed|refunded|credited|rebooked|called\s+(?:me\s+|us\s+)?back|rang\s+(?:me\s+|us\s+)?back)\b[^.!?]{0,70}?\b(?:the\s+same\s+(?:day|morning|afternoon|evening|night)|within\s+the\s+hour)\b|\b(?:credit|refund|money|points|voucher)\b[^.!?]{0,40}?\b(?:appeared|showed\s+up|came\s+through|landed|was\s+back)\b[^.!?]{0,30}?\bwithin\s+(?:the\s+hour|an\s+hour|minutes|seconds)\b|\b(?:got|had|received)\s+(?:a|an)\s+(?:text|call|email|message|reminder|alert|notification)\b[^.!?]{0,50}?\bthe\s+(?:night|day|evening|morning)\s+before\b`,
    String.raw`\b(?:quieter|faster|quicker|cheaper|better|easier|simpler|smoother|sturdier|stronger|lighter|comfier|cleaner|brighter|warmer|tidier|sharper|clearer|more\s+(?:comfortable|reliable|accurate|helpful|responsive|stable|robust))\s+than\s+(?:the\s+(?:ones?|those)|those|what|anything)\s+(?:we|i)\s+(?:had|used|got|tried|bought|rented)\b|\b(?:as|like)\s+(?:i|we)(?:'d|\s+had)\s+asked\b|\b(?:back\s+on\s+the\s+road|up\s+and\s+running|fixed|sorted|working\s+again)\s+by\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)\b`,
    // Back within the hour, lasting, fast after ordering, cheaper against another's price: "got measurements and a photo back within the
    // hour", "the hinge still closes flush after 3 seasons", "the navy still matches my brand-new set", "credit back in like 10 seconds",
    // "arrived two days after ordering", "£18 each, versus £27 at the place across town".
    String.raw`\b(?:got|had|received)\b[^.!?]{0,60}?\bback\s+(?:within\s+(?:the\s+hour|an\s+hour|minutes|\d+\s+minutes)|the\s+same\s+(?:day|morning|afternoon|evening))\b|\b(?:pinged|alerted|notified|texted)\s+(?:me|us)\s+within\b|\b(?:credit|refund|money)\s+(?:was\s+)?back\s+(?:in|within)\s+(?:like\s+|about\s+|under\s+)?(?:\d+|a\s+few|ten|five|two)\s+(?:seconds|minutes|mins|secs)\b|\b(?:arrived|came|delivered|landed|(?:was|were)\s+here)\s+(?:a|one|two|three|the)\s+days?\s+after\s+(?:ordering|(?:i|we)\s+ordered|payment|booking|(?:i|we)\s+booked)\b`,
    String.raw`^\W*(?:\w+\s+)?(?:months?|years?|weeks?|seasons?)\s+(?:on|later)\b[^.!?]{0,60}?\bstill\s+(?:closes|works|fits|holds|runs|looks|matches|charges|lasts|keeps|opens|locks|seals|grips|cuts|responds)\b|\bstill\s+(?:closes|works|fits|holds|runs|looks|matches|charges|lasts|keeps|opens|locks|seals|grips|cuts|gets\s+(?:me|us))\b[^.!?]{0,40}?\b(?:after\s+(?:\d+|two|three|four|five|six|several|many|a\s+few|twenty-odd)\s+(?:seasons|years|months|washes|uses|winters|summers|times)|(?:brand-?new|day\s+one|(?:the\s+)?first\s+day|new\s+one|new\s+set))\b|\b(?:versus|vs\.?|compared\s+(?:to|with)|against)\s+(?:the\s+)?[$£€]\s?[\d.,]+\b(?:[^.!?]{0,25}?\b(?:at|with|from|on)\s+(?:the|a|another|our|my)\b|\s+(?:[\w'-]+\s+){0,3}?(?:quoted|charged|wanted|charges))`,
    // Fast after the order, ready when one came, a few clicks: "PDF was in my inbox 40 seconds after checkout", "the label was in her
    // email instantly", "boards were already inflated when we turned up", "took 4 clicks", "did 12 books in like 5 min".
    String.raw`\b(?:landed|arrived|was|were)\s+(?:in\s+)?(?:my|our|her|his|their)\s+(?:account|inbox|bank|email)\s+(?:within\s+)?(?:\d+|a\s+few|two|three|four|five|ten|one|a|the)\s+(?:seconds|secs|minutes|mins|hours?|days?|morning)\s+after\b|\b(?:was|were|arrived)\s+in\s+(?:my|our|her|his|their)\s+(?:email|inbox|account)\s+(?:instantly|immediately|straight\s+away|within\s+(?:seconds|minutes))\b|\b(?:was|were)\s+already\s+[a-z]+ed\b[^.!?]{0,60}?\bwhen\s+(?:we|i|he|she|they)\s+(?:arrived|got\s+there|turned\s+up|came|walked\s+in)\b`,
    String.raw`\btook\s+(?:just\s+|only\s+)?(?:one|two|three|four|five|a\s+few|[1-5])\s+(?:clicks?|taps?)\b|\bdid\s+(?:all\s+)?\d+\s+[\w-]+\s+in\s+(?:like\s+|about\s+|under\s+|less\s+than\s+|just\s+)?(?:\d+|a\s+few|five|ten)\s+(?:min|mins|minutes|seconds|secs)\b`,
    String.raw`\b(?:they|she|he|staff|the\s+[\w-]+)\s+(?:kindly\s+|happily\s+|even\s+|also\s+)?let\s+(?:me|us|her|him)\s+(?:switch|swap|move|change|transfer|pause|freeze|bring|keep)\b`,
    String.raw`\bmeans?\s+(?:i|we)\s+can\s+(?:come|go|afford|book|use|keep|visit|train|swim|buy|get)\b|\bso\s+(?:they|we|i|he|she)\s+could\s+(?:fuel|start|work|catch|finish|pay|buy|travel|get\s+(?:to|home|on))\b`,
    String.raw`\balways\s+(?:sets\s+up|puts|brings|remembers|checks|carries|helps|waits)\b|\b(?:did|done|enrolled|added|booked|paid|uploaded|moved|sorted|fixed|imported|renewed|ordered|signed\s+up|set\s+up)\b[^.!?]{0,50}?\bin\s+one\s+(?:go|trip|visit|sitting)\b|\bon\s+the\s+same\s+(?:visit|trip|call)\b|\bwithout\s+(?:stopping|a\s+break|breaking\s+a\s+sweat|a\s+hitch)\b|(?<!\b(?:i'?d|we'?d|would|could)\b[^.!?]{0,30})\bin\s+(?:seconds|a\s+few\s+seconds|no\s+time)\b|,\s*(?:the\s+)?first\s+time\s+in\s+(?:\w+\s+)?(?:years?|months?|ages)\b`,
    // Ready before the customer came, better than ever, unnoticed for being so well made, passed an inspection, lasting the day,
    // exactly as asked, running better now, costing less than before, running again before the break.
    String.raw`\b(?:was|were)\s+already\s+(?:set\s+(?:out|up)|ready|waiting|laid\s+out|open|warm|heated|unlocked|cleaned|done)\b[^.!?]{0,60}?\bwhen\s+(?:we|i)\s+(?:arrived|got\s+there|got\s+in|turned\s+up|came\s+in|walked\s+in)\b|\b(?:sharper|cleaner|quieter|smoother|better|brighter|tidier)\s+than\s+(?:(?:she|he|i|we|they)(?:'s|'ve|\s+has|\s+have|\s+had)\s+)?ever\s+(?:known|had|seen|been|heard)\b|\bso\s+[a-z]+\s+(?:that\s+)?(?:you|we|i)\s+(?:barely|hardly|don'?t\s+even|never\s+even|can'?t\s+even)\s+(?:notice|hear|see|feel)\s+(?:it|them)\b`,
    String.raw`\bpassed\s+(?:our|the|its|their|my|his|her|an?)\s+(?:[\w-]+\s+){0,3}?(?:inspection|audit|mot|assessment|health\s+check|safety\s+check|test)\b|\bstill\s+had\s+(?:my|our|her|his|their)\s+[\w-]+\s+on\s+after\b|\bstill\s+(?:perfect|intact|in\s+place|fresh|looked\s+(?:perfect|fresh|flawless|great))\s+(?:\w+\s+){0,3}?after\b|\bexactly\s+(?:what|how)\s+(?:i|we|she|he|they)(?:'d|\s+had)?\s+(?:asked\s+for|wanted|pictured|imagined|pinned|described|ordered|hoped\s+for|requested|sketched|shown|showed)\b`,
    String.raw`\b(?:runs|works|sounds|feels|drives|rides|starts|closes|opens)\s+(?:noticeably\s+|much\s+|a\s+lot\s+|so\s+much\s+|way\s+|far\s+)?(?:quieter|smoother|faster|better|cleaner|warmer|easier)\s+now\b|\b(?:bills?|costs?|premiums?|invoices?|spend|outgoings)\b[^.!?]{0,30}?\b(?:was|were|is|are|came\s+(?:in|out))\s+(?:[$£€]\d[\d,.]*|\d+\s*%|about\s+[$£€]?\d+|a\s+(?:third|quarter|half))\s+(?:lower|less|cheaper|down)\b|\bhad\s+(?:the\s+|my\s+|our\s+|it\s+)?(?:[\w-]+\s+){0,3}?(?:running|working|going|back\s+up|open)\s+again\s+(?:before|by|within|in\s+time\s+for)\b`,
    // No charge for the extra, kept cold on the way, seen the same day, suiting the customer, put right while still on the line,
    // talked out of buying the wrong thing, dry since the repair.
    String.raw`\b(?:didn'?t|did\s+not|never|wouldn'?t)\s+charge\s+(?:us\s+|me\s+|her\s+|him\s+|them\s+)?(?:for|extra|anything(?:\s+(?:more|extra))?)\b|\bstill\s+(?:frozen|cold|chilled|hot|warm|fresh|crisp|crunchy)\s+when\s+(?:it|they|the\s+[\w-]+(?:\s+[\w-]+)?)\s+(?:arrived|came|got\s+here|was\s+delivered|were\s+delivered)\b|\bgot\s+(?:a|an|my|our)\s+[\w-]+(?:\s+[\w-]+){0,2}?\s+(?:for\s+(?:my|our|her|his)\s+\w+\s+)?(?:the\s+)?same\s+(?:day|morning|afternoon|evening|week)\b`,
    String.raw`\bwhich\s+suits\s+(?:me|us|my|our)\b|\bwhile\s+(?:i|we|she|he|they)\s+(?:was|were)\s+still\s+on\s+the\s+(?:line|phone|call)\b|\btalk(?:ed|ing)\s+(?:me|us|her|him)\s+out\s+of\s+(?:buying|getting|a|an|the)\b|\bsince\s+(?:the|our|my)\s+(?:repair|fix|install(?:ation)?|work|visit|service)\b[^.!?]{0,50}?\b(?:bone|completely|totally)\s+dry\b`,
    // An answer before breakfast, done in ten minutes, left as found, queues kept short, taught in an hour or by day two, an extra
    // not asked for, a note left, synced before stepping off, a battery that lasted, nothing wrong to think of, sense made, no
    // arguing with the price, what kept me going, the place to ourselves.
    String.raw`\b(?:had|got)\s+(?:a|an)\s+(?:\w+\s+)?(?:answer|reply|response|call\s*back|quote)\b[^.!?]{0,30}?\bbefore\s+(?:breakfast|lunch|i'd|we'd|i\s+had|the\s+end\s+of\s+the\s+day|the\s+next\s+morning|midnight|bed)\b|\bhad\s+(?:it|them|everything|the\s+[\w-]+)\s+(?:[\w-]+ed|up|set\s+up|sorted|done|fixed|running)\s+(?:with)?in\s+(?:ten|five|fifteen|twenty|\d+)\s+min(?:ute)?s\b|\bleft\s+(?:it|the\s+[\w-]+|everything)\s+(?:exactly\s+|just\s+)?as\s+(?:they|we|he|she)\s+found\s+it\b|\bqueues?\s+never\s+(?:got|was|were)\s+(?:longer|more)\s+than\b`,
    String.raw`\bhad\s+(?:my|our|me|us|him|her|them)\s+(?:[\w-]+\s+){0,2}?[a-z]+ing\b[^.!?]{0,40}?\bby\s+the\s+end\s+of\s+the\s+(?:first|second)\s+(?:hour|day|lesson|session|week)\b|\bby\s+(?:day|lesson|week|session)\s+(?:2|two|3|three)\b[^.!?]{0,10}?\b(?:i|we|he|she)\s+(?:was|were)\s+[a-z]+ing\b|\bwhich\s+(?:we|i)\s+(?:hadn'?t|had\s+not|didn'?t|did\s+not|never)\s+(?:even\s+)?asked\s+for\b|\bleft\s+(?:a|us\s+a|me\s+a)\s+(?:\w+\s+)?note\s+(?:explaining|saying\s+what|with)\b`,
    String.raw`\bbefore\s+(?:i|we)(?:'ve|'d|\s+have|\s+had)\s+even\s+(?:stepped|got|put|finished|closed|left|hung|sat|looked)\b|\bbattery(?:'s|\s+has|\s+have)?\s+(?:lasted|lasts)\s+(?:over\s+|more\s+than\s+|nearly\s+|almost\s+)?(?:\d+|two|three|four|five|six|eight|ten|twelve|fourteen|eighteen)\s+(?:months|years)\b|\bcan'?t\s+think\s+of\s+(?:anything|a\s+thing|one\s+thing)\s+(?:it\s+(?:gets|does)\s+wrong|(?:to\s+)?improve|bad|wrong|negative)\b|\bmade\s+(?:the\s+|it\s+|everything\s+)?(?:[\w-]+\s+)?(?:actually\s+|finally\s+)?make\s+sense\b`,
    String.raw`\bcan'?t\s+argue\s+with\s+(?:that|the\s+price)\b|\b(?:is|was)\s+what\s+(?:kept|keeps)\s+(?:me|us)\s+going\b|\bhad\s+the\s+(?:whole|entire)\s+(?:[\w-]+\s+){0,3}?to\s+(?:ourselves|myself|themselves)\b|\bcould(?:n'?t|nt)\s+have\s+(?:got|gotten|made\s+it)\s+through\b[^.!?]{0,40}?\bwithout\b`,
    // Early, above and beyond, nothing to change, charged as quoted, nothing touched, a first time unaided, got from one level to
    // another, a trouble gone after one treatment, the first pain-free walk in months.
    String.raw`\b(?:was|were|arrived|turned\s+up|there|waiting)\b[^.!?]{0,40}?\b(?:\d+|five|ten|fifteen|twenty)\s+min(?:ute)?s\s+early\b|\b(?!(?:i|we|you)\b)[a-z]+\s+even\s+(?:held|carried|brought|helped|walked|waited|offered|tightened|cleaned|swept|tidied|remembered|showed|explained|fixed|did)\b`,
    String.raw`\bcharged\s+(?:us\s+|me\s+)?exactly\s+what\s+(?:was|they|he|she|we\s+were)\s+(?:quoted|agreed|said)\b|\bso\s+(?:that\s+)?nothing\s+(?:touched|hit|fell\s+on|landed\s+on|damaged|marked|scratched|catches|snags|sticks|rubs|drags|scrapes)\b|\bwithout\s+(?:holding|help|stabilisers|crutches|a\s+stick|assistance)\b[^.!?]{0,40}?\bfor\s+the\s+first\s+time\b|\bgot\s+(?:me|us|her|him|them)\s+from\s+[\w-]+(?:\s+[\w-]+)?\s+to\s+[\w-]+`,
    String.raw`\b(?:is|are|was|were|has\s+been|have\s+been)\s+(?:completely\s+|totally\s+|finally\s+)?gone\s+after\s+(?:one|a\s+single|two|the\s+first)\s+(?:procedure|treatment|session|visit|appointment|course|dose)\b|\bfirst\s+(?:pain-?free|painless|full|proper|decent|uninterrupted)\s+[\w-]+(?:\s+[\w-]+){0,3}?\s+in\s+(?:months|years|weeks|ages)\b`,
    // Kept coming back, no fuss, small enough that someone corrects you, the first in years that works, for the first time since,
    // stayed past closing, nothing to pay, passed first time, asking to go back, never raised a voice, so nobody panicked, never a
    // moment unsafe.
    String.raw`\bnobody\s+(?:has\s+)?(?:ever\s+)?(?:suggested|wanted|asked)\s+(?:going|to\s+go|trying|moving)\s+(?:anywhere|somewhere)\s+else\b|^\W*(?:renewing|renewed|signed\s+up\s+again|back)\s+for\s+(?:a|our|my)\s+(?:second|third|fourth|fifth|\d+(?:st|nd|rd|th))\s+(?:year|season|winter|summer|term|time)\b|\bwithout\s+(?:ever\s+)?(?:making|causing|kicking\s+up)\s+(?:a|any)\s+fuss\b|\bso\s+(?:the|our|my|you)\s+[\w-]+\s+actually\s+(?:corrects|checks|listens|notices|knows|gets|has|remembers|helps|sees)\b`,
    String.raw`^\W*(?:the\s+)?first\s+[\w-]+(?:\s+[\w-]+){0,3}?\s+in\s+(?:\d+|two|three|five|ten|twenty)\s+years\s+that\s+(?:doesn'?t|does\s+not|actually|finally|fits|works)\b|(?<!\b(?:had|have|has|needed|need|got)\s+to\b[^.!?]*)\bfor\s+the\s+first\s+time\s+(?:since|in)\s+(?:my|our|the|his|her|we|i)\s+[\w-]+|\b(?:properly|again)\s+for\s+the\s+first\s+time\b|\bstayed\s+(?:past|after|beyond)\s+(?:closing|hours|close|his\s+shift|her\s+shift|their\s+shift)\b|\b(?:nothing|zero)\s+to\s+pay\b`,
    String.raw`^\W*passed\s+(?:my\s+|our\s+|the\s+)?[\w-]+(?:\s+[\w-]+){0,3}?\s+(?:first\s+time|on\s+the\s+first\s+(?:try|attempt|go))\b|\basking\s+(?:when|if)\s+(?:she|he|they|we|i)\s+can\s+(?:go|come)\s+back\b|\bnever\s+(?:once\s+)?(?:raised|lost)\s+(?:his|her|their)\s+(?:voice|temper|patience|cool)\b|\bmeant\s+(?:nobody|no\s+one|none\s+of\s+us)\s+(?:panicked|worried|got\s+lost|struggled|missed|was\s+late|got\s+hurt)\b|\b(?:wasn'?t|was\s+not|never)\s+(?:a\s+single|one)\s+(?:moment|time|minute|point)\b[^.!?]{0,50}?\b(?:i|we|she|he|they)\s+felt\s+(?:unsafe|rushed|ignored|uncomfortable|lost|scared|pressured)\b`,
    // No charge for the extra time, the first night's sleep in weeks, done before I got home, asked for by the neighbours, still
    // talked about days later, got them there on time all the same, a text to every parent, taught more than years of it, booked
    // a full week after the taster, took the rubbish away with him.
    String.raw`\bwithout\s+charging\s+(?:us\s+|me\s+|him\s+|her\s+)?(?:extra|anything|a\s+penny|for\s+it|more)\b|(?<!\b(?:had|have|has|needed|need|got)\s+to\b[^.!?]*)\bfor\s+the\s+first\s+time\s+in\s+(?:weeks|months|years|ages|a\s+(?:long\s+)?(?:while|time))\b|\b(?:done|gone|finished|cleared|tidied|bagged|sorted|fixed)\b[^.!?]{0,30}?\bbefore\s+(?:i|we)\s+(?:got|came)\s+(?:home|back)\b|\b(?:neighbours|neighbors|friends|colleagues|family)\s+(?:have\s+)?(?:asked|keep\s+asking)\s+(?:me\s+)?for\s+(?:his|her|their|your)\s+(?:number|details|contact)\b`,
    String.raw`\b(?:still|haven'?t\s+stopped|hasn'?t\s+stopped)\s+talking\s+about\b|\bstill\s+got\s+(?:them|us|me|her|him|everyone)\s+(?:there|home|in)\s+(?:on\s+time|in\s+time|early)\b|\bevery\s+(?:parent|customer|guest|member|patient|family)\s+got\s+(?:a|an)\s+(?:text|email|call|message|update|photo)\b|\btaught\s+(?:me|us|him|her|them)\s+more\b[^.!?]{0,50}?\bthan\b`,
    String.raw`\bbooked\s+(?:a\s+)?(?:full|whole|another)\s+(?:week|course|term|season|block|month)\s+after\s+(?:the|a|his|her|their|my)\s+(?:taster|trial|first|intro)\b|\btook\s+(?:all\s+)?(?:the\s+)?(?:[\w-]+\s+){0,2}?(?:clippings|rubbish|waste|mess|packaging|boxes|debris)\s+away\s+with\s+(?:him|her|them)\b`,
    // What nobody else bothers with, comments that actually explained, put at ease, ready by the time the guests came, nothing
    // scraped, a real difference made, fitted in under four hours.
    String.raw`\bwhich\s+(?:nobody|no\s+one)\s+(?:else\s+)?(?:ever\s+)?(?:bothers|does|thinks\s+(?:of|to))\b|\b(?:that|which)\s+actually\s+(?:explained|helped|worked|made\s+sense|answered|fixed)\b|\bput\s+(?:me|us|him|her|them|my\s+(?:[\w-]+\s+){0,2}?\w+|our\s+\w+)\s+(?:completely\s+)?at\s+(?:ease|rest)\b`,
    String.raw`\b(?:was|were)\s+(?:already\s+)?(?:up\s+to|ready|hot|warm|set\s+up|done)\b[^.!?]{0,30}?\bby\s+the\s+time\s+(?:the\s+|our\s+)?(?:first\s+)?(?:guests?|we|i|they|everyone)\s+(?:arrived|got\s+there|turned\s+up|came)\b|\bwithout\s+(?:scraping|scratching|marking|damaging|touching|breaking|chipping|denting)\s+(?:a\s+single|one|anything|a\s+thing)\b|\b(?:has|have|'s|'ve)\s+made\s+(?:a|such\s+a)\s+(?:real|huge|big|massive|world\s+of|great|noticeable)\s+difference\b|\b(?:fitted|installed|done|finished|laid|built|sorted|fixed|replaced|delivered)\s+(?:[\w-]+\s+)?in\s+(?:under|less\s+than)\s+(?:two|three|four|five|six|\d)\s+hours\b`,
  ],
  'i',
  4,
);
/** Cutting something bad (LESS_TROUBLE_RE names the usual ones): what is cut, up to three words. */
const REDUCED_RE = /(?<!\b(?:not|n't|never|to)\s+)\b(?:cut|cuts|reduced|reduces|slashed|slashes|halved|halves|lowered|lowers|eliminated|eliminates|minimi[sz]ed|minimi[sz]es|got\s+rid\s+of|gets\s+rid\s+of|brought\s+down|brings\s+down)\s+(?:(?:our|my|the|their|all\s+(?:of\s+)?(?:our|the))\s+)?((?:[a-z-]+\s+){0,2}[a-z-]+)\b(?!\s+(?:short|off|out)\b)/i;

/** Less of what its own words call bad: "the new checkout cut our abandoned carts by a third", "it reduced my stress". */
function reducedTrouble(sentence: string): boolean {
  const m = REDUCED_RE.exec(sentence);
  return m !== null && m[1]!.toLowerCase().split(/\s+/).some((word) => (lookupValence(word) ?? 0) < 0);
}
/** A bad quality, less of it than elsewhere: "way less cluttered than Headspace", "less buggy than the last version". */
const LESS_THAN_RE = /(?<!(?:\b(?:no|not|never|any)|n't)\s+)\b(?:less|fewer)\s+([a-z-]+)\s+than\b/i;

function lessOfABadQuality(sentence: string): boolean {
  const m = LESS_THAN_RE.exec(sentence);
  return m !== null && (lookupValence(m[1]!.toLowerCase()) ?? 0) < 0;
}

/**
 * The only one that does it right: "yours is the only insurer that never rings them back for extra
 * paperwork", "the only app that actually syncs". Read before the bug rules, which would take the
 * failure it denies of the others ("never rings them back") for one of its own.
 */
const ONLY_ONE_THAT_RE = /\b(?:the|your|you'?re\s+the|they'?re\s+the|yours\s+is\s+the)\s+only\s+(?:[\w-]+\s+){0,2}?(?:that|who|which)\s+(?:never|doesn'?t|don'?t|actually|always|ever|really|bothers?|bothered)\b/i;

/**
 * Something caught in time by the product or its people: "the three-way match caught a duplicate
 * invoice", "the night crew spotted a leaking radiator and left a note", "your project manager
 * noticed the numbering didn't match and corrected it before delivery". Read before the bug rules,
 * which would take what was caught ("a leaking radiator") for the report.
 */
const CAUGHT_IN_TIME_RE = cuedPattern(new RegExp(String.raw`\bcame\s+back\s+(?:the\s+(?:next|same|following)|that)\s+(?:day|morning|afternoon|evening|week)\s+to\s+(?:redo|fix|finish|sort|replace|check)\b|\b(?:shut|closed|locked)\s+(?:the\s+)?(?:\w+\s+)?(?:gate|door)\s+behind\s+(?:him|her|them|himself|herself|themselves)\b|\bflagged\b[^.!?]{0,80}?\bbefore\s+(?:we|i)(?:'d|\s+had)?\s+(?:even\s+)?(?:noticed|realised|realized|known)\b|\b(?:rang|called|texted|emailed|messaged)\s+(?:me\s+|us\s+)?to\s+(?:ask|check)\s+before\s+(?:swapping|substituting|changing|replacing|sending|charging)\b|\bkept\s+(?:my|our)\s+(?:membership|account|subscription|plan|booking|place|spot)\s+(?:frozen|paused|on\s+hold|open)\b|\bnobody\s+made\s+(?:me|us)\s+feel\s+(?:stupid|silly|small|judged|bad|guilty|embarrassed)\b|\bcarried\s+on\s+(?:working|going|running)\b|\bnot\s+(?:one|a\s+single)\s+(?:late|missed|lost|broken|damaged|wrong|failed|cancelled|leaking|faulty)\s+[a-z]+|\bnot\s+one\s+(?:[\w-]+\s+){0,2}?(?:has|have|had)\s+(?:needed|broken|failed|leaked|gone)\b|\b(?:refunded|credited|reimbursed|compensated|waived)\b[^.!?]{0,40}?\bautomatically\b|\b(?:didn'?t|did\s+not|never|won'?t|wouldn'?t)\s+charged?\s+(?:me\s+|us\s+)?(?:(?:anything\s+)?extra|for\s+(?:it|that|this|them)|a\s+penny)\b|\b(?:didn'?t|did\s+not|never|won'?t)\s+charge\s+(?:me\s+|us\s+)?(?:a|any|an)\s+(?:[\w-]+\s+)?(?:fee|penalty|extra)\b|\byet\s+to\s+(?:hit|have|see|find|experience)\s+(?:a\s+single|one|any)\s+(?:snag|problem|issue|hiccup|glitch|fault)\b|\bwarned(?<!\b(?:i|we)\s+warned)\s+(?:me|us)\b[^.!?]{0,60}?\bbefore\s+(?:i|we)\b|\bbefore\s+it\s+(?:turned\s+into|became|could\s+become)\s+(?:a|an)\s+(?:problem|issue)\b|\b(?:emailed|called|rang|phoned|texted|messaged|got\s+in\s+touch)(?<!\b(?:i|we)\s+(?:emailed|called|rang|phoned|texted|messaged|got\s+in\s+touch))\s+(?:us\s+|me\s+)?to\s+(?:flag|warn|let\s+(?:us|me)\s+know|point\s+out)\b|\b(?:noticed|remembered|spotted)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:noticed|remembered|spotted))\b[^.!?]{3,80}?\band\s+(?:quietly\s+)?(?:built|adjusted|adapted|tailored|planned|changed|set\s+up|spent|worked|focused|drilled|showed|told|explained|fixed|sorted|corrected)\b|\bcaught(?<!\b(?:i|we)\s+caught)\s+(?:the|a|an)\s+(?:[\w-]+\s+){0,3}?(?:attempt|attack|breach|error|mistake|issue|problem|fraud|leak|typo|discrepancy|duplicate)\b|\b(?:(?:have\s+not|haven'?t|has\s+not|hasn'?t)\s+(?:had|seen|got)|^\W*not\s+had)\s+(?:a|one)\s+single\s+(?:[\w-]+\s+){1,5}?since\b|\b(?:have\s+not|haven'?t|has\s+not|hasn'?t)\s+(?:been|paid|received|needed)\s+(?:a|one)\s+single\s+(?:[\w-]+\s+){1,8}?since\b|\bno\s+questions\s+asked\b|\b(?:hasn'?t|haven'?t|has\s+not|have\s+not)\s+(?:leaked|jammed)\s+(?:once\s+)?since\s+(?:we|i)\b|\b(?:which|that)\s+(?:two|three|several|other|the\s+last|my\s+last|previous)\s+(?:\w+\s+){0,2}?(?:had\s+)?(?:missed|got\s+(?:it\s+)?wrong)\b|\b(?:carried\s+on|kept\s+going|kept\s+working)\s+(?:\w+\s+)?(?:offline|without\s+(?:wi-?fi|signal|internet|power))\b|\bexplained\s+(?:why|what|how)\b[^.!?]{0,60}?\band\s+(?:showed|taught)\s+(?:me|us)\s+how\b|\b(?:duplicate|fraudulent|fake|double)\s+[\w-]+\s+(?:was\s+|gets?\s+|got\s+|is\s+)?(?:flagged|caught|spotted|blocked|stopped)\b|\bkept\s+(?:\w+\s+){1,3}?(?:working|going|running|scanning|selling|trading|online|connected)\s+(?:all\s+)?(?:through|during)\b|^\W*before\s+(?:i|we)(?:'d|\s+had)?\s+even\s+(?:noticed|realised|realized|asked|known)\b[^.!?]{0,60}?\b(?:flagged|warned|told|alerted|notified|fixed|refunded|sorted|caught|spotted|replaced|emailed|texted|called|rang)\b|\bcaught(?<!\b(?:i|we)\s+caught)\s+(?:it|them|this|that)\s+before\b|\b(?:caught|flagged|spotted|stopped|blocked|prevented)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:caught|flagged|spotted|stopped|blocked|prevented))\s+(?:a|an|two|three|\d+|several)\s+(?:\w+\s+){0,2}?(?:duplicate|fraudulent|fake|wrong|bad|double|incorrect|dodgy|suspicious)\b|\b(?:noticed|spotted|caught|picked\s+up\s+on)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:noticed|spotted|caught|picked\s+up\s+on))\b[^.!?]{3,60}?\band\s+(?:flagged|corrected|fixed|reported|mentioned|sorted|raised|left\s+a\s+note|told|let\s+(?:me|us)\s+know|rang|called|emailed|warned)\b`, 'i'));

/**
 * A trouble that never came, told with its bad words, and a refund back at once: "Not a single extra
 * fee turned up between the deposit and the big day", "Can't say the video dropped once", "refunded a
 * torn shirt without any argument", "the refund for the cancelled matinee was back on her card the next
 * morning". Read before the bug rules, as CAUGHT_IN_TIME_RE is.
 */
const SPARED_TROUBLE_RE = alternation(
  [
    String.raw`^\W*not\s+(?:a\s+single|one)\s+(?:[\w-]+\s+){1,3}?(?:turned|popped|cropped|showed|came)\s+up\b`,
    String.raw`\bcan'?t\s+say\s+(?:the|it|they|that|this|my|our)\s+(?:[\w-]+\s+){0,2}?(?:dropped|crashed|failed|froze|broke|lagged|stuttered|cut\s+out|went\s+down|let\s+(?:me|us)\s+down|missed)\s+(?:\w+\s+){0,2}?(?:once|a\s+single\s+time|even\s+once)\b`,
    String.raw`\b(?:refunded|replaced|exchanged|swapped|credited|took\s+back)\b[^.!?]{0,50}?\bwithout\s+(?:any\s+|an?\s+|the\s+slightest\s+)?(?:argument|arguing|quibble|quibbling|fuss|fight|pushback|questions?)\b`,
    // Nothing of it over a stretch, counted: "Zero overbookings since we switched", "Not one guest locked out since the April install",
    // "Sold 140 tees and not one return for a print issue", "not a single leaf had dropped", "Haven't hung a piece in my last ten
    // games", "wifi didn't drop once during exam season", "two showers a day, no scratches". (Not what one waits for: "Not one reply since March".)
    String.raw`^\W*(?:(?:customer|client|patient|parent|seller|owner|tenant|guest|host|user|he|she|they)\s+(?:said|says|noted|mentioned|reports|reported)\s+(?:that\s+)?)?(?:zero|not\s+(?:one|a\s+single))\s+(?!(?:reply|replies|response|responses|answer|answers|update|updates|word|call|calls|email|emails|callback|refund|refunds|visit|visits|contact|news|acknowledg\w*|apolog\w*|follow-?ups?|help|person|human|sale|sales|booking|bookings|order|orders|customer|customers|lead|leads)\b)[\w-]+(?:\s+[\w-]+){0,4}?\s+(?:since|in\s+(?:the\s+)?(?:last\s+|past\s+|first\s+)?(?:\w+\s+)?(?:years?|months?|weeks?|[a-z]+s)|so\s+far|in\s+(?:the|our|my|a|an)\s+(?:[\w-]+\s+){0,3}?(?:export|import|migration|run|batch|order|delivery|file|document|report|upload|sync|transfer|move|install(?:ation)?)|all\s+(?:season|year|month|summer|winter|term)|during)\b`,
    String.raw`\band\s+not\s+(?:one|a\s+single)\s+(?:[\w-]+\s+){0,2}?(?:return|complaint|breakage|failure|error|problem|issue|crash|no-show|dispute|chargeback|scratch|dent|leak)s?\b`,
    String.raw`\b(?:haven'?t|hasn'?t|have\s+not|has\s+not)\s+(?:found|had|seen|got|hit)\s+(?:a|an|one)\s+(?:empty|broken|dead|flat|faulty|dirty|late|cold|full|wrong|damaged|missing)\s+[\w-]+\b[^.!?]{0,50}?\bsince\b|\b(?:didn'?t|did\s+not|hasn'?t|haven'?t|never)\s+(?:drop|dropped|crash|crashed|fail|failed|freeze|froze|go\s+down|gone\s+down|cut\s+out|lag|lagged|disconnect|disconnected|break|broken)\s+once\s+(?:during|all|in|since|over|through)\b|[,;]\s*(?:and\s+)?(?:no|not\s+a|zero)\s+(?:single\s+)?(?:scratch(?:es)?|scuffs?|marks?|dents?|cracks?|chips?|leaks?|rust|fading|tears?|rips?)\s*[.!]*$|\b(?:haven'?t|hasn'?t|have\s+not|has\s+not)\s+[a-z]+\s+(?:a|one|a\s+single)\s+[\w-]+\s+in\s+(?:my|our|the)\s+last\s+(?:\w+\s+)?(?:games|sessions|rides|trips|months|weeks|orders|deliveries|matches|runs)\b|\bwithout\s+(?:a\s+single|one)\s+(?:of\s+them\s+)?(?:calling|ringing|complaining|asking|chasing|phoning|emailing|moaning|needing|failing)\b`,
    // Seen before it was said, remembered from before, the feared thing spared, help the same day after a breakdown, shown the worn
    // part first, a dispute settled, paying a share of before, a credit or a diagnosis before one had finished or by the next morning.
    String.raw`\b(?:spotted|noticed|caught|picked\s+up\s+on|flagged)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:spotted|noticed|caught|picked\s+up\s+on|flagged))\b[^.!?]{0,80}?\bbefore\s+(?:it|they)\s+(?:went|was\s+sent|were\s+sent|got\s+sent|shipped|went\s+out|was\s+posted)\b|\b(?:spotted|flagged|caught|noticed)\b[^.!?]{0,60}?\bbefore\s+(?:he|she|i|we|they)\s+(?:paid|bought|signed|committed)\b|\b(?:spotted|noticed|caught|picked\s+up\s+on|flagged)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:spotted|noticed|caught|picked\s+up\s+on|flagged))\b[^.!?]{0,80}?\bbefore\s+(?:i|we|she|he|they)(?:'d|\s+had)?\s+(?:even\s+)?(?:mentioned|asked|said\s+anything|told\s+(?:him|her|them)|brought\s+it\s+up)\b|\bremembered(?<!\b(?:i|we)\s+remembered)\s+(?:the|my|our|her|his|their|what|which)\b[^.!?]{0,60}?\b(?:ago|last\s+(?:time|week|month|session|visit)|(?:i|we)\s+(?:had\s+)?(?:mentioned|asked\s+about|told\s+(?:him|her|them)))\b|\b(?:nobody|no\s+one|didn'?t|never)\b[^.!?]{0,60}?\bwhich\s+(?:is|was)\s+(?:exactly\s+)?what\s+(?:we|i)(?:'d|\s+had)\s+been\s+(?:dreading|worried\s+about|afraid\s+of|fearing)\b`,
    String.raw`\b(?:broke|broken|failed|died|burst|leaked|flooded|packed\s+up)\b[^.!?]{0,40}?\band\s+(?:a|an|the|their)\s+(?:\w+\s+)?(?:plumber|engineer|technician|electrician|mechanic|locksmith|tech|fitter|repairman|someone)\s+(?:was|were|came|arrived|turned\s+up)\s+(?:there\s+|here\s+|out\s+|round\s+|over\s+)?(?:by|within|the\s+same|that\s+(?:same\s+)?(?:day|evening|afternoon|morning))\b|\bshowed\s+(?:me|us)\s+the\s+(?:old|worn|broken|damaged|faulty|cracked|leaking)\b[^.!?]{0,50}?\bbefore\b|\bwhich\s+settled\s+(?:a|the|our|any)\s+(?:\w+\s+)?(?:dispute|argument|question|debate|row|disagreement|checkout)\b|\bsettled\s+the\s+[\w-]+\s+in\s+(?:minutes|seconds|no\s+time)\b|\b(?:we|i)\s+(?:now\s+)?pay\s+(?:about\s+|roughly\s+|around\s+|less\s+than\s+)?(?:half|a\s+third|a\s+quarter|a\s+fraction)\s+of\s+(?:that|what)\b|\bhad\s+(?:a|an|the|my)\s+(?:[\w-]+\s+){0,3}?(?:credit|refund|replacement|reply|answer|fix|diagnosis|prescription|claim\s+number|reference(?:\s+number)?|quote|confirmation|booking)\b[^.!?]{0,40}?\b(?:before\s+(?:i|we|she|he|they|the\s+[\w-]+)(?:'d|\s+had)?\s+(?:even\s+)?(?:finished|got|left|hung\s+up|arrived|asked)|by\s+(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s+)?(?:the\s+next|that|the\s+same)\s+(?:morning|day|evening|afternoon))\b`,
    // "Not had a double-booked berth once in three seasons", "we've had zero slip reports", "never once got turned away", "not one
    // filing has been missed since", "I can't remember the last time an employee came to me about a wrong paycheck", "ended every
    // 'we never received it' dispute", "spotted a misclassified contractor before the auditor did".
    String.raw`^\W*(?:not|never)\s+had\s+(?:a|one)\s+(?:[\w-]+\s+){1,2}?once\b|\b(?:we'?ve|we\s+have|i'?ve|i\s+have|we|i)\s+had\s+zero\s+(?!(?:replies|responses|answers|updates|calls|emails|refunds|visits|contact|help|sales|bookings|orders|customers|leads)\b)[\w-]+|\bnever\s+once\s+(?:got|been|was|were|had)\s+(?:turned\s+away|refused|declined|rejected|bumped|overbooked|stranded|locked\s+out|double-?booked)\b|\bnot\s+(?:one|a\s+single)\s+(?:[\w-]+\s+){1,3}?(?:has|have|had)\s+been\s+(?:missed|lost|late|rejected|returned|damaged|bounced|dropped)\b|\bcan'?t\s+remember\s+the\s+last\s+time\b[^.!?]{0,60}?\b(?:wrong|late|missing|broken|complain\w*|error|problem|issue|fail\w*|crash\w*|mistake|declined|rejected|bounced|lost|missed|down|outage)\b|\b(?:ended|stopped|killed|put\s+an\s+end\s+to)\s+(?:every|all|the)\b[^.!?]{0,50}?\b(?:disputes?|arguments?|complaints?|queries)\b|\b(?:spotted|caught|noticed|flagged)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:spotted|caught|noticed|flagged))\b[^.!?]{0,60}?\bbefore\s+(?:the|our|my)\s+[\w-]+\s+did\b`,
    String.raw`\bworks?\b[^.!?]{0,30}?\b(?:with\s+no|without\s+(?:a|any))\s+(?:signal|wi-?fi|internet|connection|reception)\b`,
    // Caught before it was signed, sorted in minutes, spared a ticket, gone and not back, paid double elsewhere, litotes, can't fault:
    // "caught that my middle name was missing before we signed", "unblocked it in 4 minutes", "so no ticket on the windscreen", "the
    // stain is gone", "the smell hasn't returned after a month", "A neighbour paid nearly double with another company", "I wouldn't
    // say it was difficult", "froze it before we'd noticed", "we haven't paid a late penalty since", "not a drop of water inside".
    String.raw`\bcaught(?<!\b(?:i|we)\s+caught)\s+that\b[^.!?]{0,80}?\bbefore\s+(?:we|i)(?:'d)?\s+(?:signed|filed|paid|sent|submitted|posted|booked)\b|\bflagged\s+that\b[^.!?]{0,80}?\bwhich\s+(?:the|my)\s+\w+\s+(?:hadn'?t|had\s+not|never)\s+(?:mentioned|told|said)\b|\b(?:unblocked|fixed|sorted|reset|restored|replaced|refunded|resolved)\s+(?:it|them|the\s+\w+)\s+in\s+(?:\d+|a\s+few|two|five|ten)\s+minutes\b|\bso\s+no\s+(?:ticket|fine|fee|penalty|charge|late\s+fee)\b|\b(?:stain|smell|mark|odou?r|damp|mould|squeak|leak|rash|itch)\s+(?:[\w']+\s+){0,4}?(?:is|was|has)\s+(?:completely\s+|totally\s+)?(?:gone|disappeared|vanished)\b|\b(?:hasn'?t|has\s+not|never)\s+(?:returned|come\s+back|reappeared)\s+(?:after|in|since)\b`,
    String.raw`\b(?:paid|pays|charged)\s+(?:nearly\s+|almost\s+|about\s+)?(?:double|twice|triple)\s+with\s+(?:another|a\s+different|the\s+other)\b|\b(?:wouldn'?t|would\s+not|couldn'?t)\s+say\b[^.!?]{0,40}?\b(?:was|were|is|are)\s+(?:difficult|hard|tricky|complicated|confusing|slow|expensive)\b|\bcan'?t\s+fault\b|\b(?:froze|blocked|stopped|cancell?ed|caught)\b[^.!?]{0,40}?\bbefore\s+(?:we|i|anyone|anybody)(?:'d|\s+had)?\s+(?:even\s+)?(?:noticed|realised|realized|known)\b|\b(?:arrived|came|turned\s+up|was\s+(?:replaced|fixed|sorted|delivered))\b[^.!?]{0,60}?\bbefore\s+(?:anyone|anybody)(?:'d|\s+had)?\s+(?:even\s+)?(?:noticed|realised|realized|asked)\b|\b(?:haven'?t|hasn'?t)\s+(?:paid|had|got|received)\s+(?:a|one|any)\s+(?:late\s+)?(?:penalty|fine|fee|charge|surcharge|ticket)\s+since\b|\bnot\s+a\s+(?:single\s+)?drop\s+of\s+(?:water|rain|damp)\b|\b(?:i'?ve|we'?ve|i\s+have|we\s+have)\s+not\s+(?:lost|missed|had|paid)\s+(?:a|one|a\s+single)\s+[\w-]+(?:\s+[\w-]+)?\s+in\s+(?:a|one|two|\d+)\s+(?:years?|months?)\b|\bnever\s+once\s+been\s+(?:double-?charged|overcharged|charged\s+twice|late|cancell?ed|bumped|turned\s+away)\b|\bnot\s+once\s+did\s+(?:anyone|anybody|they|staff)\s+make\s+(?:me|us|him|her|my\s+[\w-]+(?:\s+[\w-]+)?)\s+feel\b|\bnot\s+one\s+(?:person|user|employee|customer|member\s+of\s+staff|guest|tenant)\b[^.!?]{0,40}?\b(?:has|have)\s+(?:come\s+to|called|complained|asked|rung|emailed)\b[^.!?]{0,30}?\babout\b`,
    // Fixed within a day of being logged, cheaper by a sum than the shop's quote, explained before the work, could not have done
    // without it, never a reason to call, reached them before one had finished: "Broken shower was fixed within 24 hours of me logging
    // it", "£210 less than the local shop quoted", "couldnt run the christmas shelter without it".
    String.raw`\b(?:fixed|repaired|replaced|sorted|resolved|mended)\s+within\s+(?:\d+|an?|one|two)\s+(?:hours?|minutes?|days?)\s+of\s+(?:me|us|my|our|it|them|him|her)\b|[$£€]\s?[\d,]+\s+(?:less|cheaper)\s+than\s+(?:the|what|my|our)\b|\b(?:rang|called|phoned)\s+(?:me\s+|us\s+)?to\s+explain\b[^.!?]{0,40}?\bbefore\s+(?:doing|starting|charging|going\s+ahead|any)\b|\bcould(?:n'?t|nt|\s+not)\s+(?:run|do|manage|have\s+done|survive|cope)\b[^.!?]{0,40}?\bwithout\s+(?:it|you|this|them)\b|\bnever\s+(?:once\s+)?had\s+(?:a\s+)?(?:reason|need|cause)\s+to\s+(?:phone|call|ring|complain|chase|email|contact)\b|\b(?:reached|arrived|landed|got\s+to)\b[^.!?]{0,40}?\bbefore\s+(?:i|we|she|he|they)(?:'d|\s+had)?\s+(?:even\s+)?(?:finished|started|got|left|asked)\b|\bwithout\s+(?:me|us)\s+(?:having\s+to\s+)?(?:nag|nagging|remind|reminding|chase|chasing|push|pushing)\b|\b(?:refund|money\s+back)\b[^.!?]{0,40}?\b(?:the\s+same\s+day|within\s+(?:an?\s+|\d+\s+)?hours?)\b`,
    String.raw`\b(?:refund|money|deposit|credit|payment)\b[^.!?]{0,60}?\b(?:back\s+)?(?:on|in|into)\s+(?:my|our|her|his|their)\s+(?:card|account|bank(?:\s+account)?)\s+(?:by\s+)?(?:the\s+(?:next|same|following)\s+(?:day|morning|afternoon)|that\s+(?:same\s+)?(?:day|evening|afternoon)|within\s+(?:an?|one|two|\d+)\s+(?:hours?|minutes?|day)\b|in\s+(?:one|two|three|a\s+couple\s+of|\d)\s+(?:(?:working|business)\s+)?days\b)`,
    // Help soon after the trouble, put right for nothing, nothing left behind, nothing since: "someone was on site within three hours of
    // our call", "replaced the dead fish on the same visit at no extra charge", "took it all away without a mark on the walls", "I've
    // not had a clash since it went on the app", "nobody has had to touch the tank since the contract started".
    String.raw`\b(?:was|were|got|arrived|came|turned\s+up|on\s+site|there|here|fixed|replaced|sorted|repaired|back)\b[^.!?]{0,30}?\bwithin\s+(?:an?|one|two|three|four|five|six|\d+|the)\s+(?:hours?|minutes?|mins?|hrs?)\s+of\s+(?:our|my|the|her|his|their)\s+(?:first\s+)?(?:phone\s+)?(?:call|email|report|message|ticket|text)\b|\b(?:replaced|swapped|fixed|repaired|redid|re-?did|refitted|redelivered|resent|re-?sent)\b[^.!?]{0,60}?\b(?:at\s+no\s+(?:extra\s+|additional\s+)?(?:charge|cost)|free\s+of\s+charge|without\s+charging)\b`,
    String.raw`\bwithout\s+(?:a|one|a\s+single)\s+(?:mark|scratch|scuff|dent|chip|smudge|stain|crumb|speck)\b|\b(?:i'?ve|we'?ve|i\s+have|we\s+have|i\s+haven'?t|we\s+haven'?t)\s+(?:not\s+)?had\s+(?:a|one|a\s+single|any)\s+(?:[\w-]+\s+){0,2}?(?:clash|clashes|problem|problems|issue|issues|fault|faults|breakdown|leak|complaint|complaints|mix-?up|double-?booking|no-?show)\b[^.!?]{0,50}?\bsince\b|\b(?:nobody|no\s+one|none\s+of\s+us)\s+(?:\w+\s+){0,3}?(?:has|have)\s+(?:had|needed)\s+to\s+[^.!?]{2,60}?\bsince\b`,
    // Spotless afterwards, out before the work was, not made to feel silly, the bad thing it spared, found first time, not one damaged,
    // to the exact place: "there wasn't a speck on the cream carpet", "in my inbox before he'd reached his van", "gave a hint without
    // making him feel silly", "stopped her spending a credit on a voice she couldn't stand", "pulled up exactly when the countdown hit
    // zero", "not one of the 50 was cracked", "flagged a corner we'd driven past for three years without noticing".
    String.raw`\bthere\s+(?:wasn'?t|was\s+not)\s+(?:a|one|a\s+single)\s+(?:speck|mark|scratch|crumb|drop|smudge|stain|hair|scuff)\b|\b(?:printed|ready|done|waiting|sent|emailed|arrived|came\s+through|landed|in\s+(?:my|our)\s+inbox|on\s+(?:my|our)\s+(?:phone|doorstep))\s+before\s+(?:he|she|they|i|we)(?:'d|\s+had)?\s+(?:even\s+)?(?:reached|got\s+(?:back\s+)?to|left|walked\s+out|got\s+home|got\s+back|driven\s+off|hung\s+up|put\s+the\s+phone\s+down)\b|\bwithout\s+making\s+(?:me|us|him|her|them|(?:my|our|her|his|their)\s+[\w-]+)\s+feel\s+(?:stupid|silly|small|judged|bad|guilty|embarrassed|rushed|daft|awkward)\b`,
    String.raw`\b(?:stopped|saved|kept)\s+(?:me|us|her|him|them)\s+(?:from\s+)?(?:spending|wasting|buying|losing|paying|making)\b|\bexactly\s+when\s+(?:the|it)\s+(?:countdown|timer|app|tracker|map|clock|screen)\s+(?:said|hit|showed|reached|predicted)\b|\bnot\s+(?:one|a\s+single)\s+(?:of\s+the\s+)?(?:\d+\s+)?(?:[\w-]+\s+)?(?:was|were|had\s+been|arrived)\s+(?:cracked|broken|damaged|bent|dented|crushed|leaking|dead|missing|late|wrong|scratched)\b|\bflagged\b[^.!?]{0,80}?\bwithout\s+(?:ever\s+)?noticing\b`,
    String.raw`\bfound\s+(?:it|the\s+\w+|them|us)\s+(?:first\s+time|straight\s+away|with\s+no\s+(?:trouble|problem))\b|\bon\s+the\s+exact\s+(?:sentence|page|spot|second|minute|place|point|line|frame)\b|\bso\s+(?:that\s+)?(?:i|we)\s+(?:can|could)\s+(?:find|pick\s+up|keep|get\s+back\s+to|carry\s+on|follow)\s+(?:my|our|where|exactly|from)\b|\b(?:right|correct|accurate|spot\s+on|on\s+time)\b[^.!?]{0,30}?\bevery\s+(?:single\s+)?time\s+(?:i|we)\s+(?:checked|looked|used|went|asked)\b|\b(?:was|were)\s+exactly\s+where\b`,
    // Without being asked, matched exactly, neat past noticing, cleaned up before leaving, done unaided, back before one was, no defect
    // at all: "refunded the booking without her even asking", "matched the reference picture almost exactly", "trimmed so close you can't
    // see the edge", "hoovered the sills before he left", "read it without help", "results were up before we were back in the changing
    // room", "no bubbles, no peeling", "every accidental came out correct".
    String.raw`(?<!\b(?:moved|changed|switched|cancell?ed|charged|billed|renewed|transferred|signed|upgraded|downgraded|added)\b[^.!?]{0,60})\bwithout\s+(?:me|us|her|him|them|my\s+\w+|our\s+\w+)\s+(?:even\s+|having\s+to\s+)?(?:asking|chasing|prompting|requesting|reminding)\b|\bwithout\s+(?:having\s+to\s+)?ask(?:ing)?\s+(?:staff|anyone|someone|for\s+help)\b|\bmatched\b[^.!?]{0,60}?\b(?:almost\s+|nearly\s+)?(?:exactly|perfectly|to\s+the\s+letter)\b|\b(?:showed|shows|looked|looks|fits?|sat|sits)\b[^.!?]{0,60}?\b(?:almost\s+|nearly\s+)?exactly\s+(?:as|like|how)\b|\bso\s+(?:close|closely|neat|neatly|tidy|tidily|cleanly|precise(?:ly)?|well)\b[^.!?]{0,40}?\b(?:you|i|we|she|he|they)\s+(?:can'?t|cannot|couldn'?t)\s+(?:see|tell|notice|spot|find)\b`,
    String.raw`\b(?:hoovered|vacuumed|swept|tidied|cleaned)\s+(?:up\s+)?(?:\w+\s+){0,3}?before\s+(?:he|she|they)\s+left\b|\b(?:laid|put)\s+(?:down\s+)?dust\s+sheets\b|\bcleaned\s+up\s+after\s+(?:himself|herself|themselves|the\s+job|the\s+work)?|\b(?:read|did|used|ordered|booked|managed|set\s+up|filled)\b[^.!?]{0,30}?\bwithout\s+(?:any\s+)?help\b|\b(?:did|managed|set\s+(?:it\s+)?up|ordered|booked|completed|filled\s+(?:it\s+)?in|used)\s+(?:it\s+|them\s+)?(?:all\s+)?(?:by\s+)?(?:herself|himself|themselves)\b|\bwithout\s+(?:phoning|calling|ringing|asking)\s+(?:me|us|anyone|for\s+help)\s+(?:once|first)\b|(?<!\b(?:could|would|can|wish|if|let\s+(?:us|me))\b[^.!?]{0,60})\bwithout\s+(?:calling|phoning|ringing|asking)\s+(?:anyone|anybody|the\s+office|for\s+help)\b|\bno\s+longer\s+needs?\s+(?:\w+\s+){0,4}?(?:read|done|filled\s+in|explained|written)\s+(?:to|for)\s+(?:him|her|them|me|us)\b`,
    String.raw`\b(?:up|out|live|posted|ready|there|done)\s+(?:in\s+the\s+app\s+|online\s+)?before\s+(?:we|i)\s+(?:were|was|got|had)\s+(?:even\s+)?(?:back|home|out|off|served)\b|(?:^|[:;,]\s*)no\s+(?:bubbles|peeling|leaks?|scratches|marks|stains|smells?|noise|rattles?|drips?|cracks?|dents?)\s*,\s*no\s+[\w-]+|\bevery\s+(?:single\s+)?[\w-]+\s+(?:came\s+out|was|were)\s+(?:correct|right|accurate|spot\s+on|perfect)\b`,
    // No gap at all, a mark on nothing, fewer than one part cost, ready on arrival, relied on, set aside, able for the first time, got
    // in, exact to the penny: "no gap at all", "the coating hasn't got a mark on it", "less than one replacement saddle cost me", "had
    // the lounge laid out when we arrived", "which my dad relies on", "set aside for me", "means she could get on board for the first
    // time", "got three books in for me", "balances matching to the penny", "right for all four voices", "an hour before we needed it".
    String.raw`\bno\s+(?:gap|downtime|interruption|disruption|break|hiccups?|fuss|drama|hassle|glitch(?:es)?)\s+at\s+all\b|\b(?:hasn'?t|haven'?t|has\s+not|have\s+not)\s+(?:got\s+)?(?:a|one|a\s+single)\s+(?:mark|scratch|scuff|dent|chip|crack)\s+on\s+(?:it|them)\b|\bless\s+than\s+(?:one|a|an|the)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:cost|costs|used\s+to\s+cost)\s+(?:me|us)\b|\bwent\s+straight\s+(?:in|into|through|onto)\b[^.!?]{0,30}?\bwithout\s+(?:any\s+)?(?:edits?|changes?|fixes|problems?|issues?|tweaks?)\b`,
    String.raw`\bhad\s+(?:the|a|our|my|everything)\s+(?:[\w-]+\s+){0,3}?(?:laid\s+out|ready|set\s+up|prepared|waiting|warmed\s+up|stocked|decorated)\b[^.!?]{0,40}?\bwhen\s+(?:we|i)\s+(?:arrived|got\s+there|turned\s+up|came|walked\s+in)\b|\bwhich\s+(?:my|our|her|his|i|we)\s+(?:\w+\s+)?(?:relies|rely|depends?|counts?)\s+on\b|\b(?:had|has|have)\s+(?:[\w-]+\s+){0,6}?(?:set|put|kept)\s+aside\s+for\s+(?:me|us|her|him)\b|\b(?:set|put|kept)\s+(?:it|one|them|a\s+[\w-]+|the\s+[\w-]+)\s+aside\s+for\s+(?:me|us|her|him)\b|\bmeans\s+(?:she|he|i|we|they|my\s+\w+|our\s+\w+)\s+(?:can|could)\b[^.!?]{0,60}?\bfor\s+the\s+first\s+time\b|\bgot\s+(?:\w+\s+){0,6}?in\s+for\s+(?:me|us|her|him)\b`,
    String.raw`\b(?:matching|matched|matches|correct|accurate|right|balanced|reconciled|exact)\s+(?:\w+\s+)?to\s+the\s+(?:penny|cent)\b|\b(?:right|correct|accurate|spot\s+on)\s+for\s+(?:all|every|each)\b|\b(?:an?|one|two|three|\d+)\s+(?:hours?|days?|weeks?)\s+(?:before|ahead\s+of)\s+(?:the\s+\w+|we|i|they|she|he)\s+(?:needed|wanted|asked\s+for)\s+(?:it|them)\b|\b(?:guests|people|friends|everyone|everybody|the\s+kids|visitors|family)\s+(?:were|are|was|is|kept)\s+still\s+(?:asking|talking|raving)\s+about\b|\bthe\s+thing\s+everyone\s+(?:photographed|talked\s+about|remembered|loved|asked\s+about)\b|\bby\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?\b[^.!?]{0,40}?\bevery\s+(?:\w+day|day|week|morning)\s+since\b`,
    // Back fast, seamless, nothing to change, lasting, without one having to be there, answered at once, what was missed sent on,
    // a wish met: "picked it up with a new screen 40 minutes later", "you can't see where the lace was cut", "nothing needed changing",
    // "held through four hours of dancing", "collected it without me needing to be there", "answered on the second ring".
    String.raw`\b(?:picked\s+(?:it|them)\s+up|collected\s+(?:it|them)|got\s+(?:it|them)\s+back|had\s+(?:it|them)\s+back|(?:was|were)\s+back|back\s+in\s+my\s+hand)\b[^.!?]{0,40}?\b(?:\d+|twenty|thirty|forty|fifty|ninety|an?|one|two)\s+(?:minutes?|mins?|hours?)\s+later\b|\b(?:you|i|we)\s+(?:genuinely\s+|honestly\s+|really\s+|literally\s+)?(?:can'?t|cannot|couldn'?t)\s+(?:see|tell|spot|find)\s+(?:where|it|the\s+(?:join|seam|repair|edge|mark|patch))\b|\bnothing\s+needed\s+(?:changing|doing|fixing|redoing|adjusting)\b|\bnothing\s+(?:left\s+)?to\s+(?:change|fix|adjust|alter)\b|[,;]\s*no\s+(?:fine|fee|charge|penalty|questions)\b|\bheld\s+(?:up\s+)?through\s+(?:\w+\s+){0,4}?(?:hours?|days?|weeks?|nights?|the\s+whole)\b|\bheld\s+up\s+(?:for|over)\s+(?:\w+\s+){0,3}?(?:years?|seasons?|months?)\b`,
    String.raw`\bwithout\s+(?:me|us|her|him)\s+(?:needing|having)\s+to\s+(?:be\s+there|come\s+in|take\s+time\s+off|ask|chase|send|prove|post|return|fill)\b|\bwithout\s+(?:me|us)\s+(?:sending|making|writing)\s+a\s+single\s+(?:email|call|phone\s+call|chaser|reminder)\b|\banswered\s+(?:on\s+)?the\s+(?:first|second|third)\s+ring\b|\b(?:emailed|sent|posted|shared)\s+(?:me\s+|us\s+)?the\s+(?:slides|notes|recording|audio|materials|homework)\b[^.!?]{0,40}?\b(?:class|lesson|session|lecture|meeting)\s+(?:i|we)\s+missed\b|\bwhich\s+(?:we|i|our\s+[\w-]+(?:\s+[\w-]+)?|my\s+[\w-]+)\s+(?:had|have)\s+(?:wanted|been\s+asking\s+for|asked\s+for)\b`,
    String.raw`\bwent\s+from\s+(?:chasing|printing|posting|phoning|waiting|driving|queuing|queueing|typing)\b[^.!?]{0,50}?\bto\s+(?:having|getting|just)\b|\b(?:price|fee|rate|cost)\s+(?:stayed|remained)\s+(?:at|the\s+same)\b[^.!?]{0,30}?\beven\s+though\b|\b(?:booked|paid|ordered|signed\s+up|renewed|registered|checked\s+in|set\s+(?:it\s+)?up)\b[^.!?]{0,50}?\bin\s+(?:about\s+|under\s+|less\s+than\s+|just\s+)?(?:(?:\d+|ten|twenty|thirty|forty|a\s+few)\s+seconds|(?:under|less\s+than)\s+(?:two|three|four|five|[1-5])\s+minutes|about\s+(?:two|three|a\s+couple\s+of|[1-3])\s+minutes)\b|\b(?:pinged|alerted|notified|texted|told)\s+(?:me|us)\s+when\b[^.!?]{0,60}?\band\s+(?:i|we)\s+got\s+(?:it|one|the\s+\w+)\b`,
    // Rang ahead, still frozen on arrival, done in under a minute, in hand minutes after, every mark recorded, a charge cancelled,
    // told exactly which, the rise it spared, a real person's name, "fair play", kept busy, running again before lunch, under the
    // vendor's price, moved to a cheaper tier, time to act, sent within the hour, unasked, no second visit, shown how so one won't
    // need, without losing it once, kept open longer, nobody left waiting.
    String.raw`\b(?:rang|called|texted|phoned|messaged)\s+(?:ahead|in\s+advance)\b|\b(?:rang|called|texted)\s+(?:me\s+|us\s+)?when\s+(?:he|she|they)\s+(?:was|were)\s+(?:\w+\s+){0,2}?(?:minutes?|mins?)\s+(?:out|away)\b|\bstill\s+(?:rock-?hard|frozen|cold|chilled|hot|warm|crisp|fresh|intact|sealed|solid)\s+when\s+(?:it|they)\s+(?:arrived|came|got\s+here)\b|\b(?:arrived|came)\s+still\s+(?:solid|frozen|rock-?hard|cold|chilled)\b|\b(?:had|got)\s+(?:the|my|our|it)\s+(?:\w+\s+)?(?:done|sorted|processed|fixed|refunded)\b[^.!?]{0,40}?\bin\s+(?:under|less\s+than)\s+(?:a|one|two|five)\s+(?:minute|minutes)\b`,
    String.raw`\b(?:keys?|car|van|order|food|coffee|drinks?|parcel|phone|laptop)\s+in\s+(?:my\s+|our\s+)?hands?\s+(?:\w+\s+)?(?:minutes?|mins?|seconds)\s+after\b|\b(?:photographed|noted|logged|recorded)\s+(?:every|each|all\s+the)\s+(?:existing\s+)?[\w-]+|\b(?:charge|fine|ticket|penalty|fee)\s+(?:was|were|got)\s+(?:cancelled|canceled|waived|dropped|refunded|removed|reversed)\b|\b(?:listed|explained|showed|showing|marked|told\s+(?:me|us))\s+exactly\s+(?:which|what|why|how|when|where)\b`,
    String.raw`\bso\s+(?:it|they|we|i)\s+(?:didn'?t|did\s+not|wouldn'?t|never)\s+(?:jump|go\s+up|rise|increase|double|escalate)\b|\breal\s+person'?s?\s+name\b|\b(?:spoke|talked)\s+to\s+a\s+real\s+person\b|^\W*(?:fair\s+play|credit\s+where\s+(?:it'?s|its)\s+due|hats?\s+off)\b|\bkept\s+(?:\d+|all|the|every)\s+[\w-]+\s+(?:\w+\s+)?(?:sitting|engaged|entertained|quiet|busy|laughing|interested)\b|\b(?:running|working|up)\s+again\s+(?:before|by|within)\s+(?:lunch|noon|the\s+end\s+of\s+the\s+day|\d)`,
    String.raw`\bcame\s+in\s+(?:at\s+)?[$£€]\s?[\d.,]+\s+(?:under|below|less\s+than|cheaper\s+than)\b|\bmoved\s+(?:us|me)\s+(?:to|onto)\s+(?:a\s+)?(?:cheaper|lower|better|bigger)\s+(?:tier|plan|tariff|rate|room|seat|package)\b|\bwhich\s+gave\s+(?:us|me|[\w-]+)\s+(?:plenty\s+of\s+|enough\s+)?time\s+to\b|\bhad\s+(?:a|an|the)\s+(?:\w+\s+){0,3}?(?:emailed|sent|delivered|couriered|brought)\s+(?:over\s+)?within\s+(?:the\s+hour|an\s+hour|minutes|\d+\s+(?:minutes|hours))\b|(?<!\b(?:moved|changed|switched|cancell?ed|charged|billed|renewed|transferred|signed|upgraded|downgraded|added)\b[^.!?]{0,60})(?:\bunasked\b|\bwithout\s+being\s+asked\b)`,
    String.raw`\bno\s+(?:second|return|follow-?up|further|another)\s+(?:visit|trip|call-?out|appointment)\s+(?:was\s+)?(?:needed|required|necessary)\b|\bshowed\s+(?:me|us|her|him)\s+how\s+to\b[^.!?]{0,60}?\b(?:so\s+(?:i|we|she|he)\s+(?:won'?t|don'?t|will\s+not|shouldn'?t)\s+need|in\s+case)\b|\bwithout\s+(?:losing|dropping|missing|failing|skipping|leaking|tripping|crashing)\s+(?:\w+\s+){0,2}?once\b|\bkept\s+(?:the\s+)?[\w-]+\s+open\s+(?:an\s+)?(?:extra|late|later|longer)\b|\bso\s+(?:nobody|no\s+one)\s+(?:stood\s+around|was\s+left|had\s+to)\s+(?:waiting|out|wait)\b`,
    // Never missed, dearer elsewhere, what one used to travel for, carried for one, ready before asked, resumed where one left off,
    // half the old price, a text when it is ready, reminded days before running out, what another said it couldn't, back to as new,
    // a table held, a candle brought out.
    String.raw`\bso\s+(?:i|we|she|he)\s+never\s+(?:missed|lost|had\s+to)\b|\bwhich\s+(?:my|our|the)\s+(?:previous|old|last|other)\s+[\w-]+(?:\s+[\w-]+)?\s+charged\b|\bwhich\s+(?:i|we)\s+used\s+to\s+(?:drive|travel|go|pay|wait|queue)\b|\bcarried\s+(?:my|our|her|his)\s+(?:\w+\s+)?(?:suitcase|bags?|luggage|shopping|cases?)\b|\b(?:waiting|ready|there|arranged|sorted|booked)\b[^.!?]{0,40}?\bbefore\s+(?:we|i)(?:'d|\s+had)?\s+even\s+asked\b`,
    String.raw`\b(?:picked\s+up|carried\s+on|resumed|continued)\b[^.!?]{0,30}?\bexactly\s+where\s+(?:i|we)\s+(?:left\s+off|stopped)\b|\bhalf\s+(?:of\s+)?what\s+(?:i|we)\s+(?:was|were)\s+paying\b|\bhalf\s+the\s+price\s+of\s+(?:the|my|our)\s+(?:old|previous|other|last)\b|\bready\s+on\s+the\s+same\s+day\s+every\s+(?:month|week)\b|\bi\s+get\s+a\s+(?:text|email|notification|message)\s+when\s+(?:they|it)\s+(?:are|is)\b`,
    String.raw`\b(?:reminded|warned|told|texted|emailed)\s+(?:me|us)\b[^.!?]{0,50}?\b(?:days?|hours?|weeks?)\s+before\s+(?:i|we)(?:'d|\s+would)\s+(?:have\s+)?(?:run\s+out|needed|missed)\b|\bwhich\s+(?:the|my|our)\s+(?:\w+\s+){0,3}?(?:said|told\s+(?:me|us))\s+(?:they|it)\s+(?:couldn'?t|can'?t|wouldn'?t|won'?t)\b|\bsent\s+(?:\w+\s+){0,3}?(?:photos?|pictures?)\s+of\s+(?:every|each|all)\b|\bback\s+to\s+(?:what\s+it\s+was|how\s+it\s+was)\s+when\s+(?:it|they|the\s+[\w-]+)\s+(?:was|were)\s+(?:new|first\s+\w+)\b|\bheld\s+(?:our|my|the)\s+(?:table|room|booking|place|slot|seat|reservation)\b|\bbrought\s+out\s+a\s+(?:candle|cake|card|dessert|drink|bottle)\b`,
    // Spending cut, the first that does, gone sooner than warned, reachable still, for the cost of the part, the full hour though late,
    // no fee, ahead of the date, locked behind him, more sent by ten, written down, missed by another, reminded, paid elsewhere, there on
    // arrival, cheaper than elsewhere, as soon as paid.
    String.raw`\b(?:cut|cuts|reduced|halved|saved)\s+(?:my|our|the)\s+(?:[\w-]+\s+)?(?:spending|costs?|bills?|waste|wastage|time|hours|admin|paperwork)\s+by\b|\bfirst\s+one\s+(?:i'?ve|we'?ve|i\s+have|we\s+have)\s+(?:had|used|owned|bought|found)\s+that\s+(?:does|did|has|actually)\b|\bnot\s+the\s+(?:\w+\s+){1,3}?(?:the\s+)?(?:leaflet|website|site|letter|doctor|quote|manual|guide|they|we|i)\s+(?:warned|said|quoted|expected|feared)\b|\bso\s+(?:we|i)\s+can\s+still\s+(?:get\s+to|reach|access|use|open|see)\b`,
    String.raw`\bfor\s+(?:just\s+|only\s+)?the\s+cost\s+of\s+the\s+(?:parts?|timber|materials?)\b|\b(?:still|even)\s+(?:gave|let|got|honoured|honored)\s+(?:us|me)\s+(?:the\s+)?(?:full|whole|entire)\b|\band\s+there\s+was\s+no\s+(?:fee|charge|penalty|extra\s+charge)\b|\b(?:\w+|\d+)\s+(?:days?|weeks?|hours?)\s+ahead\s+of\s+(?:the\s+)?(?:date|schedule|deadline|plan|time)\b|\b(?:locks?|locked|shuts?|closes?|closed)\s+(?:it|the\s+\w+)\s+behind\s+(?:him|her|them|himself|herself|themselves)\b`,
    String.raw`\b(?:sent|brought|delivered|dropped\s+off)\s+(?:another|more|extra|a\s+second)\b[^.!?]{0,30}?\bby\s+\d|\bwrote\s+(?:everything|it\s+all|it)\s+down\s+for\s+(?:me|us|him|her|dad|mum|my\s+\w+)\b|\b(?:spotted|noticed|caught|found|picked\s+up)\b[^.!?]{0,60}?\b(?:that|which)\s+(?:the|my|our)\s+[\w-]+(?:\s+[\w-]+)?\s+had\s+(?:missed|overlooked)\b|\b(?:rang|called|texted)\b[^.!?]{0,40}?\bto\s+remind\s+(?:me|us|her|him|them)\b`,
    String.raw`\b(?:he|she|i|we)(?:'d|\s+would)\s+have\s+paid\s+[$£€]\s?[\d.,]+\s+(?:on\s+top|more|extra)\b|\b(?:was|were)\s+(?:on|in)\s+the\s+(?:app|email|portal|screen)\s+(?:by\s+the\s+time|when|before)\s+(?:we|i)\s+(?:arrived|got\s+there)\b|\b(?:\d+\s*p|\d+%|[$£€]\s?[\d.,]+)\s+(?:a\s+\w+\s+)?(?:cheaper|less)\s+than\s+(?:at\s+)?(?:the|a|my|our)\b|\bas\s+soon\s+as\s+(?:we|i)\s+(?:paid|booked|ordered|signed|arrived)\b|(?<!(?:n't|not|never)\s+)\b(?:opened|went\s+live|launched)\s+on\s+time\b`,
    // Carried all the way, the confirmation within minutes, exact to the millimetre, made from the leftovers, no dust anywhere, why one
    // checks it every morning, the new one there by morning, correct for every one, stopped having to chase, one batch, as it said it
    // would, in at the only time one was, no re-entering, paid in three days, ready before one had typed anything.
    String.raw`\bcarried\s+(?:all\s+)?(?:the\s+|\d+\s+|my\s+|our\s+|[\w]+'s\s+)?(?:[\w'-]+\s+)?(?:boxes|bags|parcels|stretcher|wheelchair|shopping|suitcase|luggage|cases)\s+(?:up|down|through|in|into|to|all\s+the\s+way)\b|\b(?:confirmation|reply|response|quote|refund|callback)\b[^.!?]{0,40}?\bcame\s+(?:through\s+)?within\s+(?:\w+\s+)?(?:minutes|mins|seconds|the\s+hour|an\s+hour)\b|\b(?:lined\s+up|matched|matching|fitted|fits?|level|square|accurate|exact|spot\s+on|right)\b[^.!?]{0,60}?\bto\s+the\s+(?:millimet(?:re|er)|mm|inch|second|minute|gram|degree)\b|\bfrom\s+the\s+(?:leftovers|offcuts|spare\s+\w+|scraps)\b`,
    String.raw`\bno\s+(?:dust|powder|mess|debris|crumbs|marks)\s+(?:anywhere|at\s+all|left)\b|\bthere\s+was\s+no\s+(?:dust|powder|mess|debris)\b|\bwhich\s+is\s+why\s+(?:i|we)\s+(?:check|use|book|come|go|order)\b[^.!?]{0,30}?\b(?:every|each|now|always)\b|\bnew\s+one\s+(?:was|arrived)\s+(?:on\s+site|here|there|with\s+(?:me|us))\s+(?:by|the\s+next|within)\b|\b(?:correctly|accurately|perfectly)\s+(?:from|for|on|in)\s+(?:every|each|all)\b`,
    String.raw`\b(?:has|have)\s+stopped\s+(?:ringing|calling|chasing|emailing|complaining|asking)\s+(?:me|us)\b|\bso\s+no\s+(?:shade\s+)?(?:variation|mismatch|difference|gaps?|waste)\b|\bevery\s+\w+\s+(?:was|were)\s+from\s+the\s+same\s+(?:batch|lot|dye\s+lot|run)\b|\b(?:didn'?t|did\s+not|never)\s+(?:cry|complain|flinch|fuss|wake)\s+once\b|\bdidn'?t\s+even\s+(?:wake|stir|flinch)\b|\bas\s+(?:the|your|their)\s+[\w-]+(?:\s+[\w-]+)?\s+said\s+(?:they|it)\s+would\b`,
    String.raw`,\s*the\s+only\s+time\s+(?:she|he|i|we|they)\s+(?:was|were)\s+(?:in|home|available|free)\b|\bno\s+re-?(?:entering|typing|keying|uploading|booking)\b|\bpaid\s+(?:into|to)\s+(?:my|our)\s+(?:account|card|bank)\s+(?:with)?in\s+(?:a|one|two|three|\d)\s+(?:days?|hours?)\b|\bbefore\s+(?:i|we)(?:'d|\s+had)\s+(?:even\s+)?(?:typed|said|asked|explained)\s+anything\b|\bexplained\s+(?:every|each)\s+(?:step|stage|option|line|charge|cost|part)\b`,
    // Rang back, dropped off, never once had to, balance back by a day, in under ten minutes, kept one's place, checked first,
    // untouched, fully charged, nothing since, on the dot, lent, still had one's details, before the deadline, so one didn't pay twice.
    String.raw`\brang\s+back\s+within\b|\bdropped\s+(?:them|it)\s+(?:off\s+)?(?:at|to|round)\b[^.!?]{0,40}?\bfor\s+(?:me|us|her|him)\b|\bnever\s+once\s+had\s+to\b|\brather\s+than\s+charging\s+(?:me|us)\b|\b(?:rather\s+than|not)\s+the\s+[\w%.,\s-]{1,20}?\s+(?:i|we|she|he)\s+(?:was|were)\s+(?:warned|told)\s+about\b|\b(?:was|were)\s+back\s+(?:in|on)\s+(?:my|our)\s+(?:account|card)\s+(?:by|within|the\s+next)\b|\bin\s+under\s+(?:\d+|ten|five|two|a)\s+(?:minutes?|mins?)\b|\bkept\s+my\s+place\b|\balready\s+filled\s+in\b`,
    String.raw`\bafter\s+checking\s+with\s+(?:me|us)\b|\bchecked\s+with\s+(?:me|us)\s+(?:first|before)\b|\bkeys?\s+(?:was|were)\s+(?:already\s+)?waiting\b|\b(?:room|table|car|order)\s+(?:was|were)\s+already\s+(?:waiting|ready)\b|\bwithout\s+(?:me|us)\s+(?:touching|doing|lifting)\s+(?:anything|a\s+thing|a\s+finger)\b|\bcame\s+fully\s+charged\b|\b(?:hasn'?t|haven'?t|has\s+not|have\s+not)\s+(?:\w+\s+){0,2}?once\s+since\b|\bright\s+on\s+the\s+(?:minute|dot|hour|second)\b|\bon\s+the\s+dot\b`,
    String.raw`\b(?:they|she|he)\s+lent\s+(?:me|us)\b|\bstill\s+had\s+(?:my|our)\s+(?:details|measurements|records?|file|history|order)\b|\b(?:\w+\s+)?(?:days?|weeks?|months?)\s+before\s+the\s+deadline\b|\bso\s+(?:i|we|she|he)\s+(?:didn'?t|did\s+not|never)\s+(?:pay|get\s+charged|lose|miss)\b|\b(?:resolved|sorted|settled)\s+within\s+(?:\d+|a\s+day|an?\s+hour)\b|\bgot\s+a\s+full\s+refund\b|\b(?:haven'?t|have\s+not|hasn'?t)\s+missed\s+(?:one|a\s+single\s+\w+|any)\s+(?:in|since)\b`,
    String.raw`\b(?:didn'?t|did\s+not|never)\s+(?:need|have)\s+(?:them|it|anything)\s+(?:repeated|explained\s+again)\b|\bcorrectly\s+throughout\b|\b(?:were|was)\s+(?:out|gone|done|finished)\s+by\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s+before\b|\bfound\s+nothing\s+to\s+(?:note|report|fix|flag|fault|complain\s+about)\b|\bstill\s+talks?\s+about\b|\bafter\s+the\s+official\s+(?:finish|end|close)\b|\bat\s+100\s*%\s+every\b|\bwhich\s+(?:my|our|the)\s+(?:last|previous|old|other)\s+[\w-]+\s+(?:never|didn'?t|couldn'?t|wouldn'?t)\b`,
    // Less than budgeted, the same afternoon it landed, within a day of asking, able now themselves, nowhere else does, sharp on the
    // hour, without restarting the term, every guest asked where, a text when, shown the same evening, every Tuesday before nine, shut
    // behind, no calls about it since, exactly what was asked for, went through each, caught that, so it didn't mark, the right part
    // first time, boarded the same night, spotted that one was unwell.
    String.raw`\b[$£€]\s?[\d.,]+\s+(?:a\s+\w+\s+)?less\s+than\s+(?:she|he|i|we|they)\s+(?:had\s+)?(?:budgeted|expected|feared|planned|thought)\b|\bthe\s+same\s+(?:day|afternoon|morning|evening)\s+(?:the|my|our)\s+[\w-]+\s+(?:landed|arrived|came|was\s+approved)\b|\bwithin\s+(?:a|one|two|an?)\s+(?:day|hour|week)s?\s+of\s+(?:asking|requesting|applying)\b|\bcan\s+now\s+(?:\w+\s+){0,4}?(?:themselves|ourselves|myself|herself|himself)\b|\bnowhere\s+else\s+(?:\w+\s+){0,3}?(?:opens|does|has|sells|stocks|offers|delivers)\b|\b(?:was|were|arrived|here|there|turned\s+up|came|showed\s+up)\s+(?:\w+\s+){0,2}?at\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?\s+sharp\b`,
    String.raw`\blets\s+(?:us|me)\s+\w+\b[^.!?]{0,40}?\bwithout\s+(?:restarting|resetting|paying|losing|penalty)\b|\b(?:every|each)\s+(?:guest|visitor|friend|customer|one)\s+asked\s+(?:us|me)\s+where\b|(?<!\b(?:to|could|would|can|i'?d|we'?d|should|wish\s+(?:i|we))\s+)\b(?:get|gets)\s+a\s+(?:text|notification|message|email)\s+(?:at\s+\S+\s+)?when\b|\bshow\s+up\s+the\s+same\s+(?:day|evening|night|afternoon)\b|\bevery\s+\w+day\s+(?:before|by)\s+\d{1,2}\s*(?:am|pm)?\s+for\s+the\s+(?:last|past)\b|\b(?:shuts|closes|locks)\s+(?:it|the\s+gate|the\s+door)\b[^.!?]{0,20}?\bevery\s+(?:single\s+)?time\b`,
    String.raw`\b(?:haven'?t|hasn'?t)\s+(?:called|complained|rung|emailed)\s+(?:us|me)\s+about\b[^.!?]{0,30}?\bsince\b|\bexactly\s+what\s+(?:the|my|our)\s+[\w\s-]{2,30}?\s+(?:asked\s+for|asked\s+to\s+see|needed|wanted)\b|(?<!\b(?:i|we)\s+)\bwent\s+through\s+(?:each|every)\b|\bcaught\s+that\s+(?:i|we|he|she)(?:'d|\s+had|\s+was|\s+were)\b|\bso\s+(?:the\s+)?[\w\s-]{2,20}?\s+(?:didn'?t|wouldn'?t|did\s+not)\s+(?:mark|scratch|damage|stain|dent|scuff)\b|\bright\s+(?:part|size|one|thing)\s+(?:the\s+)?first\s+time\b|\bthe\s+same\s+(?:night|day|evening)\s+and\s+\w+\s+by\s+\w+day\b|\bspotted\s+(?:my|our|her|his)\s+\w+\s+was\b`,
    // A trouble gone since the work, nothing left behind: "No droppings since visit two.", "Not a single fibre left on the landing
    // carpet.", "Not a single noise complaint from the neighbours this term".
    String.raw`^\W*no\s+(?:more\s+)?(?:[\w-]+\s+)?(?:droppings|complaints?|leaks?|problems|issues|sightings|breakdowns|faults|errors|crashes|outages|incidents|accidents|damp|mould|mold|pests|mice|rats|flies|cockroaches|wasps|ants|bites)\s+since\b|^\W*not\s+(?:a\s+)?(?:single|one)\s+[\w-]+(?:\s+[\w-]+)?\s+left\s+(?:on|in|behind|anywhere)\b`,
    // "Not a single cope stone out of line", "Not one slate on the patio afterwards", "Never once had a parcel go missing".
    String.raw`^\W*not\s+(?:a\s+)?(?:single|one)\s+[\w-]+(?:\s+[\w-]+)?\s+out\s+of\s+(?:line|place)\b|^\W*not\s+(?:a\s+single|one)\s+[\w-]+\s+(?:on|in)\s+the\s+[\w-]+\s+afterwards\b|\bnever\s+(?:once\s+)?had\s+(?:a|an|one)\s+[\w-]+\s+(?:go\s+missing|arrive\s+(?:late|damaged|broken)|go\s+wrong|break|leak|fail)\b`,
    // "Not one of the traps jammed all morning".
    
    // "My shoulder never ached once", "not a drop on the driveway", "not even a wood chip on the grass".
    String.raw`\b(?:never|not\s+once)\s+(?:ached|hurt|blistered|rubbed|pinched|leaked|slipped)\b|\bnot\s+(?:even\s+)?a\s+(?:drop|speck|crumb|mark|scratch|scuff|leaf|chip|wood\s+chip)\s+(?:left\s+)?(?:on|in)\s+the\b`,
    // "No mud on the carpets", "Not one slip reported to our H&S team all winter".
    String.raw`^\W*no\s+(?:mud|mess|dust|dirt|marks?|footprints|scratches|debris|rubbish)\s+(?:on|in|anywhere)\b|^\W*not\s+(?:one|a\s+single)\s+[\w-]+\s+(?:reported|logged|recorded)\b`,
    // "not one tear all afternoon".
    String.raw`\bnot\s+(?:one|a\s+single)\s+(?:tear|tantrum|accident|injury|complaint|grumble|moan|argument|fight|bump|scratch)\s+(?:all|the\s+whole)\s+(?:afternoon|day|morning|evening|night|week|session|party|trip)\b`,
    // "Not a single swirl mark on the black paint", "hasn't lifted or creaked once", "Not a bad word to say about Dave".
    String.raw`^\W*not\s+(?:a\s+single|one)\s+(?:[\w-]+\s+)?(?:mark|marks|scratch|scratches|smudge|streak|streaks|swirl|scuff|stain|speck|crumb|hair|drop|chip|dent)\s+(?:on|in)\s+(?:the|my|our)\b|\b(?:hasn'?t|haven'?t|has\s+not|have\s+not)\s+(?:[a-z]+\s+or\s+)?(?:lifted|creaked|leaked|cracked|peeled|faded|moved|budged|squeaked|broken|failed|dripped)\s+(?:or\s+[a-z]+\s+)?once\b|\bnot\s+a\s+(?:bad|single\s+bad|negative)\s+word\s+to\s+say\b`,
  ],
  'i',
);

/**
 * The old way, then how it goes here: "The old place took quarters only; here I just tap my phone",
 * "On the last site we had to phone each venue; here the calendar was already right", "Before this
 * we paid $90 to be told to wait; this time a $25 chat told us the same". Praise when what is said of
 * here is no problem of its own ("The old app was fast; now it crashes" is not).
 */
const THERE_THEN_HERE_RE =
  /^(?:(?:[^;.!?]|\.(?=\d))*?\b(?:(?:the|my|our|his|her|their|at\s+(?:my|his|her|their|our)|on\s+the|with\s+(?:the|my|our))\s+(?:old|last|previous|former|undergrad|usual|other)|(?<!\b(?:i|we)\s+)used\s+to|(?:i|we)\s+used\s+to\s+(?:have\s+to|wait|spend|pay|drive|queue|chase|ring|call|print|struggle|dread|lose)|main\s+dealer|(?:(?:the|a|my)\s+(?:local|other|nearest|high-street)|another)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:wanted|quoted|charged)|(?:i|we)\s+used\s+before|previous(?:ly)?|through\s+(?:my|our)\s+(?:gp|doctor|bank|council|school|employer|insurer)|(?:my|our)\s+friends?'?\s+[\w-]+)\b|\W*(?:before\s+(?:this|you|switching|we\s+switched|i\s+switched|we\s+moved|i\s+moved|the\s+(?:app|site|portal|system|service|new\s+\w+))|(?:last|previous|former)\s+[a-z][\w-]*)\b)(?:[^;.!?]|\.(?=\d))*[;,]\s*(?:but\s+|and\s+|whereas\s+)?((?:here|now|these\s+days|today|yesterday|this\s+(?:time|year|month|week|quarter)|you|your\s+[\w-]+|yours|these\s+guys|this\s+lot|this\s+(?!(?:is|was|has|had|made|makes)\b)[a-z][\w-]*|this\s+(?:is|was)\s+(?=[$£€])|the\s+last\s+(?:two|three|four|few|\d+)|we\s+(?:now\s+)?pay|there\s+was\s+nothing|all\s+\d+\s+(?:from|of)\b|[^.!?]*\b(?:from|with|through)\s+you\b)\b[^.!?]*)/i;
/** Against another one named first: "Compared to the other box we tried, the recipe cards have half the steps", "Unlike the online test I tried, the headphones shut out the noise". */
const COMPARED_FIRST_RE = /^\W*(?:compared\s+(?:to|with)|unlike|versus)\s+[^,;]{2,90}[,;]\s*([^.!?]{6,})/i;
/** The same told the other way round: "Battery lasted 6 days on the first charge, my old watch needed charging every night". */
const HERE_THEN_THERE_RE = /^([^;.!?]{8,}?)[;,]\s*(?:but\s+|whereas\s+|while\s+|unlike\s+)?(?:(?:with|at|from)\s+)?(?:(?:my|our|the)\s+(?:old|last|previous|former|other)\s+[\w-]+|(?:the|my|our)\s+[\w-]+\s+(?:was|were)\s+charging|the\s+[\w-]+\s+(?:across\s+town|down\s+the\s+road|next\s+door|in\s+town|nearby|up\s+the\s+road|over\s+the\s+road)|we\s+had\s+[^.!?]*?\blast\s+(?:year|summer|month|season|winter))\b[^.!?]*[.!?]*\s*$/i;
/** What the old one lacked or cost: "my old watch needed charging every night". */
const OLD_BURDEN_RE = /\b(?:needed|had\s+to|took|used\s+to|only|never|(?:wanted|charged|quoted)\s+(?:[$£€]\s?[\d.,]+\s+)?(?:extra|more)|(?:charged|wanted|quoted|charges|was\s+charging|came\s+back\s+at)\s+[$£€]\s?\d|kept\s+(?:it|them)\s+(?:for\s+)?(?:\w+\s+)?(?:weeks|months|days)|couldn'?t|wouldn'?t|didn'?t|barely|died|lasted\s+(?:only|just|barely)|left\s+(?:it|them|us|me)\s+\w+\s+for)\b/i;
const DENIAL_RE = /\b(?:not|never|no|nobody|nothing|none|cannot|without)\b|n't\b/i;

/** What both orders need: a word for the old one, and a comma or a semicolon between (cheap to test first). */
const THERE_WORD_RE = /\b(?:old|last|previous|previously|former|undergrad|usual|other|used|main|before|through|friends?'?|compared|unlike|versus|local|nearest)\b/i;

/** Whether the price told of here is below the one told of there; null unless both tell one (or they are equal). */
function cheaperHere(here: string, there: string): boolean | null {
  const price = (part: string) => /[$£€]\s?(\d[\d,]*(?:\.\d+)?)/.exec(part);
  // A sum paid on top ("£5 extra for shoes", "an extra £5", "plus £3") is no price to set against one.
  const addOn = (part: string, m: RegExpExecArray) =>
    /^\s*(?:extra|more|on\s+top|surcharge|supplement)\b/i.test(part.slice(m.index + m[0].length)) || /\b(?:extra|additional|plus|another|surcharge\s+of|supplement\s+of)\s+$/i.test(part.slice(0, m.index));
  const [a, b] = [price(here), price(there)];
  if (a === null || b === null || figureValue(a[1]!) === figureValue(b[1]!) || addOn(here, a) || addOn(there, b)) return null;
  return figureValue(a[1]!) < figureValue(b[1]!);
}

function hereAgainstThere(sentence: string): 'better' | 'worse' | null {
  if (!/[;,]/.test(sentence) || !THERE_WORD_RE.test(sentence)) return null;
  const compared = COMPARED_FIRST_RE.exec(sentence);
  if (compared !== null) {
    const here = compared[1]!;
    // (Its own topic words may read badly, "the fuzzy-match penalties can be set per client": only clearly bad words count.)
    return !isProblemStatement(here, true) && scoreSentiment(here) > -MILD_PRAISE && !/\b(?:not|never|no)\s+(?:as|so)\b|\b(?:worse|slower|dearer|pricier|less)\b/i.test(here) ? 'better' : null;
  }
  const m = THERE_THEN_HERE_RE.exec(sentence);
  if (m === null) {
    const first = HERE_THEN_THERE_RE.exec(sentence);
    if (first === null) return null;
    const here = first[1]!;
    const there = sentence.slice(here.length);
    // (The old one told by what it lacked or cost: "The redesign buries the generator, the old version had it in the toolbar" praises the old.)
    // ("Unlike" says the old one lacked what is told here: "no bent corners, unlike the last 3 orders from the other shop"; a
    // defect denied is what it lacked, a verb denied is not: "It doesn't sync, unlike the old version".)
    const unlike = /^[;,]\s*unlike\b/i.test(there);
    // (Prices on both sides: here must be the cheaper. "£14 a head with pizza; the place across town charged £22".)
    if (cheaperHere(here, there) === false) return null;
    return (OLD_BURDEN_RE.test(there) || unlike || scoreSentiment(there) <= -SENTIMENT_THRESHOLD) && (!DENIAL_RE.test(here) || (unlike && !/\b(?:not|never|cannot)\b|n't\b/i.test(here))) && scoreSentiment(here) > (unlike ? -MILD_PRAISE : -SENTIMENT_THRESHOLD) && scoreSentiment(there) < SENTIMENT_THRESHOLD && !isProblemStatement(here, true) ? 'better' : null;
  }
  const here = m[1]!;
  const hereScore = scoreSentiment(here);
  const there = sentence.slice(0, m.index + m[0].length - here.length);
  // A price on each side says it: "Our old supplier charged £2.40 a loaf; yours are £1.90".
  const cheaper = cheaperHere(here, there);
  if (cheaper !== null) return cheaper ? 'better' : 'worse';
  const thereScore = scoreSentiment(there);
  // (Not when the old way is the one praised: "Never had to wait with the old system, now we wait for hours".)
  // (A thing denied here is what the old way had, when the old way is told as bad: "left a 4mm gap; this team scribed the edge and there's nothing".)
  const deniedThing = DENIAL_RE.test(here) && !/\b(?:not|never|cannot)\b|n't\b/i.test(here) && (OLD_BURDEN_RE.test(there) || thereScore <= -SENTIMENT_THRESHOLD);
  if ((!DENIAL_RE.test(here) || deniedThing) && hereScore > -SENTIMENT_THRESHOLD && thereScore < SENTIMENT_THRESHOLD && !isProblemStatement(here, true)) return 'better';
  // What the old place was praised for, denied here: "The old place had friendly staff; here nobody says hello".
  if ((hereScore <= -SENTIMENT_THRESHOLD && isProblemStatement(here, false)) || (DENIAL_RE.test(here) && thereScore >= SENTIMENT_THRESHOLD)) return 'worse';
  return null;
}

const WEEKDAYS = ['sun', 'mon', 'tues', 'wednes', 'thurs', 'fri', 'satur'];
/** Ordered on one weekday, there on another: "Orders placed Monday arrived in Ohio by Thursday", "ordered tuesday night, the ferns were on my doorstep thursday". */
const ORDERED_DAY_TO_DAY_RE =
  /\b(?:ordered|placed|booked|sent|posted|paid|uploaded|submitted|listed|collected|picked\s+up|dropped\s+(?:\w+\s+){0,3}?(?:off|in)|rang|called|phoned|reported|logged)\b(?:[^.!?]|\.(?=\d)){0,30}?\b(mon|tues|wednes|thurs|fri|satur|sun)day\b[^.!?]{0,70}?\b(?:arrived|were|was|came|delivered|landed|showed\s+up|turned\s+up|doorstep|wore|wearing|used|using|collected|sold|gone|ready|back|here|fixed|done|cleaned|fitted|installed|repaired|serviced|sorted|setting\s+(?:it\s+)?up)\b[^.!?]{0,30}?\b(mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
/** Called out and there within two hours ("Rang at 7am with a lost shoe and Dan was in the yard by 9"): fast for a call-out. */
const CALLED_OUT_FAST_MINUTES = 120;
/** How many weekdays after the one expected still read as late; more reads as before it (the week wraps). */
const MAX_WEEKDAYS_LATE = 4;
const CLOCK_HOURS = ['twelve', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven'];
const CLOCK_MINUTES: Record<string, number> = { five: 5, ten: 10, quarter: 15, twenty: 20, 'twenty-five': 25, 'twenty five': 25, half: 30 };
/** A time told in words: "ten past twelve", "quarter to seven", "twenty to eleven", "half two" (half past two, as said in Britain). */
const WORD_CLOCK_RE = /\b(?:(five|ten|quarter|twenty(?:[- ]five)?|half)\s+(past|to)\s+|(half)\s+)(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b(?!\s+(?:days?|weeks?|months?|years?|hours?|minutes?|times?|people|of\b))/gi;

/** The sentence with its times told in words written in figures, for the comparisons of times that read figures. */
function clockInDigits(sentence: string): string {
  return sentence.replace(WORD_CLOCK_RE, (_all, minutes: string | undefined, direction: string | undefined, half: string | undefined, hourWord: string) => {
    let hour = CLOCK_HOURS.indexOf(hourWord.toLowerCase());
    let minute = half !== undefined ? 30 : CLOCK_MINUTES[minutes!.toLowerCase().replace(/-/, ' ')] ?? 0;
    if (direction !== undefined && direction.toLowerCase() === 'to') {
      hour = (hour + 11) % 12;
      minute = 60 - minute;
    }
    return `${hour === 0 ? 12 : hour}:${String(minute).padStart(2, '0')}`;
  });
}

/** A day told by its name, its date or its month: what an expected and an actual day are compared by. */
const WHEN = String.raw`(?:(mon|tues|wednes|thurs|fri|satur|sun)day|(\d{1,2})(?:st|nd|rd|th)|(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*)`;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
/**
 * A day expected, then the day it happened: "Job was meant to start on Monday, first van showed up
 * Thursday", "Booked the repair for Tuesday morning, the technician turned up Friday afternoon", "Said
 * it'd be ready Thursday, wasn't done till Monday", "due on the 3rd ... came on the 9th".
 */
const EXPECTED_THEN_ACTUAL_RE = new RegExp(
  String.raw`\b(?:meant\s+to|supposed\s+to|due\s+(?:to|on|by|for)?|booked\s+(?:[\w-]+\s+){0,4}?for|ordered\s+(?:[\w-]+\s+){0,4}?for(?:\s+(?:delivery|collection|dispatch))?|scheduled\s+(?:[\w-]+\s+){0,3}?for|promised\s+(?:[\w-]+\s+){0,3}?(?:for|by)?|said\s+(?:it'?d|it\s+would|they'?d|they\s+would|he'?d|she'?d)\s+be\s+(?:ready|done|here|there|back|finished|fitted|delivered)|told\s+(?:me|us)\s+(?:it'?d|it\s+would|they'?d)\s+be\s+(?:ready|done|here|there|back|finished))\b[^.!?]{0,30}?\b(?:on\s+|for\s+|by\s+|the\s+)?(?:next\s+|this\s+)?${WHEN}\b` +
    String.raw`[^.!?]{0,60}?(?:,|;|\band\b|\bbut\b|\bthen\b|\s[-–—]\s)[^.!?]{0,50}?\b(?:showed\s+up|turned\s+up|arrived|came|wandered\s+in|went\s+up|started|got\s+(?:there|here)|was\s+(?:done|ready|delivered|fitted|finished|back)|(?:till|until))\s+(?:on\s+|at\s+|by\s+)?(?:the\s+)?(?:following\s+|next\s+)?${WHEN}\b`,
  'i',
);
/** Asked on one weekday, answered on another: "Emailed support on Monday and got a reply the following Friday". */
const ASKED_WEEKDAY_ANSWERED_RE = /\b(?:emailed|wrote|called|rang|phoned|messaged|reported|chased|applied)\b[^.!?]{0,40}?\bon\s+(mon|tues|wednes|thurs|fri|satur|sun)day\b[^.!?]{0,40}?\b(?:reply|response|answer|callback|call\s+back|refund|decision)\b[^.!?]{0,20}?\b(?:on\s+)?(?:the\s+)?(following|next)?\s*(mon|tues|wednes|thurs|fri|satur|sun)day\b/i;
/** Paid or ordered in one month, done in another: "Deposit paid in March, fence went up in July". */
const PAID_MONTH_DONE_MONTH_RE = /\b(?:paid|ordered|booked|signed|placed)\b[^.!?]{0,30}?\bin\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b[^.!?]{0,50}?\b(?:went\s+up|arrived|came|delivered|fitted|installed|started|finished|done|turned\s+up|showed\s+up|built)\s+(?:\w+\s+)?in\s+(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b/i;
/** Sent on one date, there on another: "Order marked dispatched on the 3rd, arrived on the 17th". */
const SENT_DATE_ARRIVED_DATE_RE = /\b(?:dispatched|posted|shipped|sent|ordered)\b[^.!?]{0,20}?\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b[^.!?]{0,30}?\b(?:arrived|delivered|came|landed|turned\s+up|showed\s+up)\s+(?:\w+\s+)?on\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b/i;

/** Days from one told day to another of the same kind (weekday, date, month as 30 days), or null when the kinds differ. */
function daysBetween(m: RegExpExecArray, first: number, second: number): number | null {
  if (m[first] !== undefined && m[second] !== undefined) return (WEEKDAYS.indexOf(m[second]!.toLowerCase()) - WEEKDAYS.indexOf(m[first]!.toLowerCase()) + 7) % 7;
  if (m[first + 1] !== undefined && m[second + 1] !== undefined) return Number(m[second + 1]) - Number(m[first + 1]);
  if (m[first + 2] !== undefined && m[second + 2] !== undefined) return ((MONTHS.indexOf(m[second + 2]!.toLowerCase().slice(0, 3)) - MONTHS.indexOf(m[first + 2]!.toLowerCase().slice(0, 3)) + 12) % 12) * 30;
  return null;
}

/** Later than expected by a day or more, slower than a service should be: a complaint told by its dates. */
function lateByTheCalendar(sentence: string): boolean {
  const slotUntil = SLOT_UNTIL_RE.exec(sentence);
  if (slotUntil !== null) {
    const [h, mi, half] = slotUntil[1] !== undefined ? [slotUntil[1], slotUntil[2], slotUntil[3]] : [slotUntil[4]!, slotUntil[5], slotUntil[6]];
    if (minutesOf(slotUntil[7]!, slotUntil[8], slotUntil[9], half) - minutesOf(h!, mi, half, slotUntil[9]) >= 15) return true;
  }
  const expected = EXPECTED_THEN_ACTUAL_RE.exec(sentence);
  if (expected !== null) {
    const late = daysBetween(expected, 1, 4);
    // (Weekdays wrap: Friday expected and done Thursday is a day early, not six late.)
    const weekdays = expected[1] !== undefined;
    if (late !== null && late >= 1 && (!weekdays || late <= MAX_WEEKDAYS_LATE || /\b(?:till|until|following|next)\b/i.test(expected[0]))) return true;
  }
  const asked = ASKED_WEEKDAY_ANSWERED_RE.exec(sentence);
  if (asked !== null) {
    const gap = (WEEKDAYS.indexOf(asked[3]!.toLowerCase()) - WEEKDAYS.indexOf(asked[1]!.toLowerCase()) + 7) % 7 || (asked[2] !== undefined ? 7 : 0);
    if (gap >= 3) return true;
  }
  const months = PAID_MONTH_DONE_MONTH_RE.exec(sentence);
  if (months !== null && (MONTHS.indexOf(months[2]!.toLowerCase().slice(0, 3)) - MONTHS.indexOf(months[1]!.toLowerCase().slice(0, 3)) + 12) % 12 >= 2) return true;
  const sent = SENT_DATE_ARRIVED_DATE_RE.exec(sentence);
  return sent !== null && Number(sent[2]) - Number(sent[1]) >= 7;
}

const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?:\s*o'?clock)?`;
/** A slot, then kept waiting until later: "Our slot was 2pm, we weren't let in until 2:25", "Our 9pm reservation turned into standing at the bar until 9:45". */
const SLOT_UNTIL_RE = new RegExp(String.raw`\b(?:(?:our|my|the)\s+${CLOCK}\s+(?:slot|reservation|booking|appointment|table|session)|(?:slot|reservation|booking|appointment|table|session)\s+(?:was|is)\s+(?:for\s+|at\s+)?${CLOCK})\b[^.!?]{0,60}?\buntil\s+${CLOCK}`, 'i');
/** There at one time for a slot at another: "Arrived at 7:55 for an 8:00 slot". */
const THERE_FOR_SLOT_RE = new RegExp(String.raw`\b(?:arrived|turned\s+up|showed\s+up|pulled\s+up|knocked|rang\s+the\s+(?:bell|doorbell)|seated|served|(?:was|were)\s+seated|(?:was|were)\s+(?:waiting|outside|parked)(?:\s+[^.!?\d]{0,30}?)?|(?:was|were|got)\s+there|(?:was|were)\s+(?:here|on\s+site))\s+at\s+${CLOCK}\s+for\s+(?:an?|the|my|our)\s+${CLOCK}(?:\s*o'?clock\b|(?:\s+[\w-]+)?\s+(?:slot|appointment|booking|start|meeting|class|lesson|call|pick-?up|window|draw|ceremony|service|session|run|collection|visit|delivery|fitting|viewing|check-in|departure|flight|train|kick-?off)\b)`, 'i');
/** Due at one time, done at another: "The court bundle was due at 4pm and the printer was fixed at 3:20". */
const DUE_THEN_DONE_RE = new RegExp(String.raw`\b(?:due\s+(?:at|by)|booked(?:\s+in)?\s+for(?:\s+an?|\s+the)?|booked\s+(?:the|an?|my|our)|(?:meant|supposed|scheduled)\s+to\s+(?:start|begin|arrive|open|be\s+(?:here|there|ready))\s+at|(?:meant|supposed)\s+to\s+be)\s+${CLOCK}(?![\w/])[^.!?]{0,60}?\b(?:at|by)\s+${CLOCK}(?![\w/])`, 'i');
/** A window given, and the time they came: "Arrival window was 8 to 12 and they turned up at 2:15". */
const CLOCK_SPAN_TO = String.raw`\s*(?:-|–|(?:-\s*)?(?:to|and|till|until)(?:\s*-)?)\s*`;
const WINDOW_THEN_CAME_RE = new RegExp(String.raw`\b(?:window\s+(?:was|of)\s+${CLOCK}${CLOCK_SPAN_TO}${CLOCK}|${CLOCK}${CLOCK_SPAN_TO}${CLOCK}\s+(?:slot|window))[^.!?]{0,40}?\b(?:turned\s+up|arrived|came|showed\s+up)\s+at\s+${CLOCK}`, 'i');
/** Called at one time, there by another: "Called at 3am with a heifer struggling to calve and the vet was in the yard by 3:50". */
const CALLED_THEN_THERE_RE = new RegExp(String.raw`\b(?:called|rang|phoned|texted|messaged|reported|ordered|booked)\b[^.!?]{0,20}?\bat\s+${CLOCK}(?![\w/])[^.!?]{0,80}?\b(?:was|were|arrived|turned\s+up|came|got\s+there|on\s+site|had\s+(?:it|them|us|me))\b[^.!?]{0,25}?\b(?:by|at)\s+${CLOCK}(?![\w/])`, 'i');
/** Due on one day of the month, come on a later one: "The package was due on the 14th and showed up on the 19th". */
/** Asked on one day of the month, answered on a later one: "emailed support on the 2nd and got a reply on the 19th". */
const ASKED_DAY_ANSWERED_RE = /\b(?:emailed|wrote|called|rang|messaged|reported|applied|ordered|sent|chased)\b[^.!?]{0,40}?\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b[^.!?]{0,40}?\b(?:reply|response|answer|callback|refund|delivery|decision)\b[^.!?]{0,20}?\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b/i;
/** There before the time it was booked for, told the other way round: "Booked at 11pm for a 6am airport run and the car was outside at 5:55". */
const FOR_SLOT_THEN_THERE_RE = new RegExp(String.raw`\bfor\s+(?:an?|the|my|our)\s+${CLOCK}\s+(?:[\w-]+\s+){0,3}?(?:run|slot|pick-?up|booking|appointment|flight|train|start|collection)\b[^.!?]{0,60}?\b(?:was|were|arrived|turned\s+up|came|showed\s+up)\s+(?:\w+\s+){0,2}?at\s+${CLOCK}`, 'i');
const DUE_DAY_CAME_RE = /\bdue\s+on\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b[^.!?]{0,30}?\b(?:showed\s+up|arrived|came|turned\s+up|was\s+delivered)\s+on\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b/i;
/** Set for one time, run at another: "schedules set for 5:00 am start at 6:00 am". */
const SET_FOR_RAN_AT_RE = new RegExp(String.raw`\bset\s+for\s+${CLOCK}\s+(?:start|starts|started|run|runs|ran|fire|fires|fired|go\s+off|goes\s+off|went\s+off)\s+at\s+${CLOCK}`, 'i');
/** A time now against the one before, a price now against another's: "cleared in 3 days last quarter, used to be 40", "We pay £14 a user now versus £38 with BT". */
const NOW_AGAINST_BEFORE_RE = /\bin\s+(\d+(?:[.,]\d+)?)\s+(?:days|hours|minutes|weeks)\b[^.!?]{0,40}?\bused\s+to\s+(?:be|take)\s+(\d+(?:[.,]\d+)?)\b|\b(?:pay|paying|costs?|charged?)\s+[$£€]?(\d+(?:[.,]\d+)?)\b[^.!?]{0,20}?\bnow\s+(?:versus|vs\.?|compared\s+(?:to|with)|against|instead\s+of)\s+[$£€]?(\d+(?:[.,]\d+)?)|\b(?:paid|pay|paying|spent|spend)\s+[$£€]\s?(\d+(?:[.,]\d+)?)\s+instead\s+of\s+(?:the\s+)?[$£€]\s?(\d+(?:[.,]\d+)?)/i;

/** Minutes after midnight of a clock time read by CLOCK's groups; a time without am or pm takes the other's. */
function minutesOf(hour: string, minute: string | undefined, half: string | undefined, otherHalf: string | undefined): number {
  let h = Number(hour) % 12;
  if (/^p/i.test(half ?? otherHalf ?? '')) h += 12;
  return h * 60 + Number(minute ?? 0);
}

/**
 * Told by the figures alone: ordered one weekday and there within three days, at the place before the
 * slot or done before it was due ('better'), or after the slot ('worse'); a time or a price now
 * against a higher one before ('better').
 */
function timesCompared(told: string): 'better' | 'worse' | null {
  if (!/\d|day\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|\b(?:past|to|half)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i.test(told)) return null;
  const sentence = clockInDigits(told);
  // (What is denied is read by other rules: "not delivered until Friday" is no praise of Friday.)
  const denied = DENIAL_RE.test(sentence);
  if (lateByTheCalendar(sentence)) return 'worse';
  const days = ORDERED_DAY_TO_DAY_RE.exec(sentence);
  if (days !== null) {
    const gap = (WEEKDAYS.indexOf(days[2]!.toLowerCase()) - WEEKDAYS.indexOf(days[1]!.toLowerCase()) + 7) % 7;
    if (gap >= 1 && gap <= 3 && !denied) return 'better';
  }
  const slot = THERE_FOR_SLOT_RE.exec(sentence) ?? DUE_THEN_DONE_RE.exec(sentence) ?? FOR_SLOT_THEN_THERE_RE.exec(sentence);
  if (slot !== null) {
    // (THERE_FOR_SLOT_RE: arrival, then the slot; DUE_THEN_DONE_RE and FOR_SLOT_THEN_THERE_RE: the due time, then the deed.)
    const arrivalFirst = !/^(?:due|for|booked|meant|supposed|scheduled)\b/i.test(slot[0]);
    const a = minutesOf(slot[1]!, slot[2], slot[3], slot[6]);
    let b = minutesOf(slot[4]!, slot[5], slot[6], slot[3]);
    // ("booked for 10am ... arrived at 2:15": the hour of the deed, told without am or pm, hours below the one due is the afternoon's;
    // "for a 6am run ... outside at 5:55" is the same morning.)
    if (!arrivalFirst && slot[6] === undefined && a - b > 3 * 60 && b < 12 * 60) b += 12 * 60;
    const [done, due] = arrivalFirst ? [a, b] : [b, a];
    if (done <= due && !denied) return 'better';
    if (done - due >= 15) return 'worse';
  }
  const windowMatch = WINDOW_THEN_CAME_RE.exec(sentence);
  if (windowMatch !== null) {
    // (Two spellings of the window, "window of 8 to 12" and "the 8-till-12 slot": the groups of whichever matched, then the arrival.)
    const window = windowMatch[1] !== undefined ? windowMatch.slice(0, 7).concat(windowMatch.slice(13)) : [windowMatch[0], ...windowMatch.slice(7)];
    const end = minutesOf(window[4]!, window[5], window[6], window[3]);
    let came = minutesOf(window[7]!, window[8], window[9], window[6]);
    // "window 8 to 12 ... at 2:15": an hour below the window's start without am or pm is the afternoon's.
    if (window[9] === undefined && came < minutesOf(window[1]!, window[2], window[3], window[6])) came += 12 * 60;
    if (came - end >= 15) return 'worse';
  }
  const dueDay = DUE_DAY_CAME_RE.exec(sentence);
  if (dueDay !== null && Number(dueDay[2]) > Number(dueDay[1])) return 'worse';
  const answered = ASKED_DAY_ANSWERED_RE.exec(sentence);
  if (answered !== null && Number(answered[2]) - Number(answered[1]) >= 5) return 'worse';
  const setFor = SET_FOR_RAN_AT_RE.exec(sentence);
  if (setFor !== null && minutesOf(setFor[1]!, setFor[2], setFor[3], setFor[6]) !== minutesOf(setFor[4]!, setFor[5], setFor[6], setFor[3])) return 'worse';
  const called = CALLED_THEN_THERE_RE.exec(sentence);
  if (called !== null) {
    const gap = minutesOf(called[4]!, called[5], called[6], called[3]) - minutesOf(called[1]!, called[2], called[3], called[6]);
    // (A repair done within a morning is fast too: "called at 8am ... the technician had it running by 11".)
    const repaired = /\bhad\s+(?:it|them)\s+(?:running|working|fixed|sorted|going|back\s+up|up\s+and\s+running)\b/i.test(called[0]);
    if (gap >= 0 && gap <= (repaired ? 240 : CALLED_OUT_FAST_MINUTES) && !denied) return 'better';
  }
  if (!denied && claimedAndGot(sentence)) return 'better';
  const now = NOW_AGAINST_BEFORE_RE.exec(sentence);
  if (now !== null) {
    const [x, y] = now[1] !== undefined ? [now[1], now[2]!] : now[3] !== undefined ? [now[3], now[4]!] : [now[5]!, now[6]!];
    if (!denied && figureValue(x) < figureValue(y)) return 'better';
  }
  return null;
}

/**
 * Praise told as what was done (SERVICE_FACT_PRAISE_RE) or less of a bad thing, in the last clause
 * of a contrast ("I expected the paperwork to drag on, but it was sorted before the panels even
 * arrived"; not "It was sorted quickly but then broke again"), and no wish or condition.
 */
function servicePraise(sentence: string): boolean {
  // ("even though" concedes and contrasts nothing: "rang me back at exactly the time she said, even though it was after five")
  const last = sentence.split(/\b(?:but|however|(?<!\beven\s)though|although|except|yet(?!\s+to\b))\b/i).pop()!;
  return (SERVICE_FACT_PRAISE_RE.test(last) || reducedTrouble(last)) && !NOT_A_FACT_RE.test(last);
}

/** A wish, an ask or a condition, which praise told as a fact is not: "it would be great to have everything in one place" (not what was said would be: "exactly when the email said it would be"). */
const NOT_A_FACT_RE = /\b(?:(?<!\b(?:said|promised|told\s+(?:me|us)|thought|knew|expected|warned\s+(?:me|us))\s+(?:that\s+)?(?:[\w']+\s+){0,3}|\b(?:who|that|which)\s+)would|wish|hope|hoping|if|whether|should|please|pls|(?:need|needs|want|wants|like)\s+to|'d\s+(?:like|love))\b/i;

/** Easy to learn or set up: "the learning curve is basically zero", "picked it up immediately", "Plug and play, no electrician needed". */
const EASY_TO_LEARN_RE = cuedPattern(/\b(?:figured|worked|sorted)\s+(?:it|everything|things|it all)\s+out\s+(?:myself\s+|ourselves\s+|on my own\s+)?(?:without|with no)\s+(?:any\s+)?(?:help|support|training|instructions|manual)\b|\bset\s+(?:it\s+|everything\s+)?up\s+(?:myself\s+|ourselves\s+)?(?:without|with no)\s+(?:any\s+)?(?:help|support|training|instructions)\b|\blearning curve\s+(?:is|was)\s+(?:\w+\s+)?(?:zero|nil|non-?existent|minimal|tiny|small|low|flat|gentle|short)\b|\b(?:picked|pick|picks)\s+it\s+up\s+(?:immediately|instantly|straight away|right away|in no time|in minutes)\b|\bgot\s+it\s+(?:right away|straight away|immediately|instantly)\b|\bplug[- ]and[- ]play\b|(?:^\W*|[,;]\s*)no\s+(?:\w+\s+){0,2}?(?:needed|required)\b|\bgot\s+the\s+hang\s+of\s+(?:it|(?:the|this|our|your)\s+(?:[\w-]+\s+){0,2}?\w+)\s+(?:in|within|after)\s+(?:(?:just|only|about)\s+)?(?:one|a|an|half an?|two|\d+)\s+(?:shift|day|hour|morning|afternoon|session|minutes?|lesson)\b/i);
/**
 * Done at once, as asked, or a find: "first invoice out within 15 minutes of signing up", "left it
 * exactly where I asked", "places I'd never have found otherwise", "clients pay quicker with the
 * card option"; and who did it: "what a star".
 */
const AS_ASKED_RE =
  cuedPattern(/\b(?:walked|talked)\s+(?:me|us|her|him|them)\s+through\b|\bin\s+(?:under|less\s+than)\s+(?:an?|one|half\s+an?)\s+(?:hour|day)\b|\bin\s+(?:under|less than)\s+(?:\d+|a|one|two|five|ten|fifteen|twenty|thirty)\s+min(?:ute)?s?\b|\bwhat an?\s+(?:absolute\s+|total\s+|real\s+)?(?:star|legend|gem|hero|superstar|champ|lifesaver|saint|angel|gent)\b|\b(?:out|done|live|running|set up|up and running|sorted|sent)\s+within\s+(?:(?:only|just|about|around|less than)\s+)?(?:a few|a couple of|\d+|two|five|ten|fifteen|twenty|thirty)\s+(?:min(?:ute)?s?|sec(?:ond)?s?)\s+of\b|\bexactly\s+(?:where|what|how|as|when)\s+(?:i|we)\s+(?:asked|wanted|requested|ordered|needed|expected)\b|\b(?:would|'d)\s+never\s+have\s+(?:found|discovered|known about|tried|heard of)\b|\b(?:faster|quicker|sooner)\s+(?:with|since|thanks to|using)\s+(?:the|your|this|a|an)\b/i);
/** A need met, something on time, or done as asked: praise told as a fact. */
function praisedAsFact(sentence: string): boolean {
  return NEED_MET_RE.test(sentence) || ON_TIME_RE.test(sentence) || AS_ASKED_RE.test(sentence);
}
const QUICK_TASK_RE =
  cuedPattern(/\b(?:took|takes|take)\s+(?:(?:only|just|literally)\s+)?(?:one|a\s+single|1)\s+(?:phone\s+)?(?:call|click|tap|email|e-mail|form|message|visit|text|screen|page|step)\b|\bin\s+(?:just\s+)?(?:one|a\s+single)\s+(?:phone\s+)?call\b|\bwith\s+(?:just\s+|only\s+)?(?:one|two|three|a\s+couple\s+of|a\s+few|a\s+single|\d)\s+(?:taps?|clicks?)\b(?!\s+(?:to|from|with)\b)|\b(?:with|from)\s+(?:just\s+|only\s+)?(?:one|a\s+single)\s+(?:email|e-mail|phone\s+call|call|message|text|form)\b(?!['’]|\s+(?:to|from|with|a|every|notice|warning)\b)|\b(?:set\s+up|setup|onboarded|migrated|installed|moved)\s+(?:[\w']+\s+){0,4}?in\s+(?:an|one|a\s+single|under\s+an|less\s+than\s+an)\s+(?:afternoon|morning|evening|hour)\b|\b(?:took|takes|take|taking|came through in|went through in|done in|sorted in|ready in|over in|finished in|all set in|up and running in)\s+(?:(?:only|just|maybe|like|literally|about|around|under|less than|barely|all of|me|us|a whole|my\s+\w+|our\s+\w+)\s+){0,3}(?:(?:a few|a couple(?: of)?|two|three|four|five|ten|fifteen|twenty|thirty|forty|fifty|sixty|ninety|\d+|a|one)\s+sec(?:ond)?s?|(?:a few|a couple(?: of)?|two|three|four|five|ten|fifteen|twenty|[1-9]|1\d|20|a|one)\s+min(?:ute)?s?|(?:an|one|a single)\s+(?:afternoon|morning|evening)|less than (?:a|one|an) (?:day|hour|morning|afternoon))\b(?!\s+(?:(?:for\s+(?:\w+\s+){1,3}?)?(?:just\s+)?to\s+(?:load|open|start|boot|respond|connect|launch|refresh|sync|render|appear|get through|reach|answer|pick up|show|come up|log in|sign in)|of (?:waiting|hold|loading)|late|longer|more|on hold)\b)/i);
/**
 * A job done quickly, told as what was done: "fitted it myself in twenty minutes", "moved 400
 * logins over in about ten minutes", "sold a coat within 3 hours of listing it", "segments load in
 * under a second", "rebooking is one tap".
 */
const QUICK_DEED_RE =
  cuedPattern(/\b(?:set\s+(?:it\s+|them\s+)?up|(?:account\s+|was\s+|were\s+)(?:open|opened|live|approved|verified)|installed|fitted|assembled|put\s+(?:it\s+)?together|moved|migrated|imported|transferred|switched|configured|replaced|swapped|sold|done|finished|sorted|reconciled|renewed|booked|paid|filed|submitted|completed|processed|registered|applied|trained|got)\s+(?:[\w'£$€.,-]+\s+){0,6}?(?:in|within)\s+(?:(?:about|around|under|less than|just|only|literally|maybe|like)\s+)?(?:(?:a few|a couple of|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|fifty|\d{1,2})\s+(?:minutes|mins|seconds|secs|taps|clicks)|(?:a|an|one)\s+(?:minute|afternoon|morning|evening|(?:lunch|coffee|tea)\s+break)|(?:one|a\s+single)\s+(?:\d{1,2}-minute\s+)?(?:appointment|visit|session|phone\s+call|call)|(?<=within\s+(?:(?:about|around|under|less than|just|only)\s+)?)(?:a few|two|three|four|five|\d)\s+hours)\b|\b(?:loads?|loaded|opens?|opened|runs?|ran|renders?|syncs?|synced|finishes|finished)\s+in\s+(?:well\s+)?(?:under|less than)\s+(?:a|one|two|\d)\s+seconds?\b|\b(?:is|was|takes|took|in|with)\s+(?:just\s+|only\s+|literally\s+)?(?:one|a single|1)\s+(?:tap|click)\b/i);
const NOW_FASTER_RE =
  cuedPattern(/\b(?:took|used to take|would take|was taking)\s+(?:(?:us|me|them|about|around|over|almost|several|many|a few|an?|one|two|three|\d+)\s+){0,3}?(?:hours|days|weeks|months|ages|forever|all day|a day|a week|an hour)\b[^.!?]{0,40}?\bnow\s+(?:it\s+|they\s+|this\s+|that\s+|it's\s+|they're\s+)?(?:only\s+|just\s+)?(?:takes?|take|done in|happens? in|runs? in|loads? in|finish(?:es)? in)\s+(?:(?:only|just|about|around|under|less than|a few|a couple of|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|\d+)\s+){0,3}?(?:seconds|minutes|hours|a minute|a second|an hour|no time)\b/i);

/**
 * A person who did not come ("the technician never showed up", "the driver didn't turn up"): a
 * failure of service, not of software, so a complaint rather than a bug.
 */
const PERSON_NO_SHOW_RE =
  /\b(?:technicians?|engineers?|drivers?|couriers?|installers?|plumbers?|electricians?|agents?|reps?|representatives?|staff|someone|somebody|nobody|no one|he|she|they|guys?|contractors?|cleaners?|movers?|tutors?|teachers?|doctors?|nurses?|hosts?|guides?|instructors?|crew|team|sellers?|vendors?|merchants?|landlords?|managers?|owners?|company|support)\s+(?:\w+\s+)?(?:never|didn'?t|did not|has not|hasn'?t|have not|haven'?t|had not|hadn'?t|not|still not|still hasn'?t|still haven'?t)\s+(?:even\s+|yet\s+)?(?:show(?:s|ed|n)? up|turn(?:s|ed)? up|come|came|arrive[ds]?|been|respond(?:s|ed)?|repl(?:y|ied|ies)|answer(?:s|ed)?|got back|get back|gotten back|called back|call back)\b/gi;

/**
 * A question that only objects: "how is that allowed?", "what's even the point?", "Had to give 30
 * days notice to cancel, in writing, really?", "Why does the app need my location all the
 * time?", "Where did the weekly summary go??" (a feature taken away).
 */
const RHETORICAL_RE = cuedPattern(/^why\s+(?:does|do|would|should)\s+(?:the|this|your|an?|it)\s+(?:\w+\s+){0,2}?need\s+(?:my|our|access|permission|to (?:know|see|track))\b|^where\s+(?:did|has|have|'s)\s+(?:the|my|our)\s+(?:[\w-]+\s+){0,3}?(?:go|gone)\b|\bhow\s+is\s+(?:that|this|it)\s+(?:even\s+)?(?:allowed|legal|acceptable|ok|okay|fair)\b|\bhow\s+is\s+(?:that|this|it)\s+(?:even\s+)?possible\b|^\W*(?:does|do)\s+(?:anyone|anybody|no one)\s+(?:there\s+)?(?:actually|even|really|ever)\s+(?:work|read|check|care|test|answer|listen|reply)\b|\bwhat'?s\s+(?:even\s+|really\s+)?the\s+point\b|\bwhat\s+even\s+is\b|,\s*really\s*\?+\s*$/i);

/**
 * "even though" and "despite" set what happened against what should have; so do "instead of" and
 * "rather than" ("left the bags on the curb instead of at the door"), unless the customer chose
 * ("we went with the annual plan instead of monthly").
 */
const CONCESSIVE_FACT_RE = cuedPattern(/\b(?:even though|even tho|despite)\b|(?<!\b(?:i|we)\s+(?:\w+\s+){0,3})\b(?:instead of|rather than)\b(?<!\b(?:chose|choose|picked|pick|went|opted|opt|decided|prefer|preferred|use|used|switched|bought|ordered|booked|recommend|suggest)\s+(?:\w+\s+){0,6}(?:instead of|rather than))/i);

/** A wish, then "but": "I'd like to share the board, but ...", "we want to cancel but ...". */
const THWARTED_WISH_RE = /^\W*(?:(?:hi|hey|hello)\W+)?(?:i|we)(?:'d|\s+would|\s+want|\s+need|\s+wanted|\s+needed)\s+(?:really\s+)?(?:(?:like|love)\s+)?to\b[^.!?]*?\bbut\b/i;

/** An attempt, then "but" or "and got sent ...": "I was trying to pull our leads into a spreadsheet, but the file is 0 KB", "Tried to unsubscribe and got sent through 6 pages of offers". */
const TRIED_BUT_RE = /^\W*(?:(?:hi|hey|hello)(?:\s+(?:team|there|all|guys|folks|support))?\W+)?(?:(?:i|we)(?:\s+(?:was|were|have been|had been|am|are)|'ve been|'d been|'m|'re)?\s+)?(?:just\s+|again\s+)?(?:trying|tried|attempted|attempting)\s+to\b[^.!?]*?(?:\bbut\b(?!\s+(?:it|that|this)\s+(?:worked|works|was fine|is fine)\b)|\band\s+(?:just\s+)?(?:got|was|were|ended up|kept getting)\s+(?:being\s+)?(?:sent|redirected|bounced|passed|pushed|taken|dragged|stuck|kicked|logged out|nowhere|an error|error)\b)/i;

/** "Good luck" to whoever needs it: "If you need a refund, good luck." Scorn for the service, not a wish. */
const GOOD_LUCK_RE = /^\W*good luck (?:finding|getting|trying|reaching|cancell?ing|talking|speaking|getting through)\b|\b(?:if|when|should)\s+(?:you\s+)?(?:ever\s+)?(?:need|want|have|try|expect|hope)\b[^.!?]{1,60}?[,.;:—–-]\s*(?:then\s+)?good luck\b/i;
/** Told one thing when another is so: "the invite told everyone 14:00 when it's really 16:00". */
const TOLD_WRONG_RE = cuedPattern(/\b(?:told|tells|says|said|shows?|showed|showing|displays?|displayed|lists?|listed|claims?|claimed)\s+[^.!?]{1,60}?\s+when\s+(?:it'?s|its|it\s+is|it\s+was|it\s+has|it'?s\s+been|they'?re|they\s+are|they\s+were|they'?ve|there(?:'s|\s+is|\s+are|\s+was|\s+were)|in\s+fact)\s+(?:really|actually|in fact|already)\b/i);
/**
 * A cause ruled out: "My internet is fine, other apps work without issues." Context for the
 * problem told beside it, not praise of anything.
 */
const RULED_OUT_RE = cuedPattern(new RegExp(
  String.raw`^\W*(?:(?:my|our|the)\s+(?:internet|connection|wi-?fi|network|broadband|phone|laptop|browser|card|bank)\s+(?:is|was|seems|seemed)\s+(?:totally\s+|perfectly\s+|completely\s+)?(?:fine|ok|okay|working|stable)\b|` +
    String.raw`(?:all\s+)?other\s+(?:apps|sites|websites|programs|services|devices|browsers|games|cards)\s+(?:all\s+)?(?:work|load|run|are)\s+(?:just\s+)?(?:fine|ok|okay|perfectly|normally|without\s+(?:any\s+)?(?:issues|problems)))` +
    // One sentence of it, with no "but" after it ("My phone is fine but the app keeps crashing" tells the problem).
    String.raw`(?![^.!?]*\b(?:but|though|however)\b)[^.!?]*[.!]*\s*$`,
  'i',
));

/**
 * Too early to judge: "Not sure yet, only started last week", "Too early to tell." A hedge of the
 * speaker's own, not a complaint (not with "but" after it: "too early to tell, but so far so good").
 */
const TOO_EARLY_RE = cuedPattern(/^\W*(?:(?:i'?m\s+|i\s+am\s+|we'?re\s+|we\s+are\s+)?not\s+(?:\w+\s+)?sure\s+yet|(?:it'?s\s+|it\s+is\s+)?(?:(?:still|a\s+bit|way)\s+)?too\s+(?:early|soon)\s+to\s+(?:tell|say|judge)|(?:it'?s\s+)?early\s+days|(?:i'?ve\s+|we'?ve\s+|i\s+|we\s+)?only\s+(?:just\s+)?started)\b(?![^.!?]*\b(?:but|though|however|so\s+far)\b)/i);

/** A question asking why: "why is", "how come" (opening the sentence, after a greeting or "but"). */
const WHY_RE = /^\W*(?:(?:hi|hey|hello|ok|so|but|and|also|seriously|honestly)\W+)?(?:why|how come)\b/i;

/** A sum that went up: "my plan went from $36 to $60", "jumped from £9.99 to £14.99" (not one that came down). */
const PRICE_JUMP_RE = /\b(?:went|gone|go|goes|going|jumped|jumps|increased|increases|rose|risen|climbed|shot)\s+(?:up\s+)?from\s+[$£€]\s?(\d+(?:[.,]\d+)?)\s*(?:\/\w+\s+|a\s+\w+\s+|per\s+\w+\s+)?to\s+[$£€]\s?(\d+(?:[.,]\d+)?)/i;

/** A sum that became a larger one: "my £14 fare turned into £31". */
const PRICE_BECAME_RE = /[$£€]\s?(\d+(?:[.,]\d+)?)\s+(?:[\w-]+\s+){0,4}?(?:turned into|turns into|becomes|became|ended up (?:at|as|being)|jumped to|rose to|went up to|shot up to|climbed to)\s+[$£€]\s?(\d+(?:[.,]\d+)?)/i;

/** A price quoted, then a higher one billed: "the quote we were given was £400 and the final bill was £690". */
const QUOTE_THEN_BILL_RE =
  /\b(?:quote|quoted|estimate|estimated|told)\b[^.!?]{0,30}?[$£€]\s?(\d+(?:[.,]\d+)?)[^.!?]{0,60}?\b(?:final|actual|real|bill|invoice|charged|paid|came\s+to|ended\s+up|total|delivered\s+at|invoiced\s+at|billed\s+at)\b[^.!?]{0,20}?[$£€]\s?(\d+(?:[.,]\d+)?)/i;

/** What is paid, soaring: "costs went through the roof", "our bill tripled", "premiums have skyrocketed". */
const PRICE_SOARED_RE =
  cuedPattern(/\b(?:prices?|costs?|bills?|fees?|premiums?|rents?|rates?|charges?|subscriptions?|invoices?|pricing|spend(?:ing)?)\s+(?:have\s+|has\s+|had\s+|just\s+|then\s+)?(?:(?:went|gone|go|goes|going|shot|are|is|were|was)\s+(?:up\s+)?through\s+the\s+roof|(?:skyrocket(?:ed|ing|s)?|sky-rocket(?:ed|ing|s)?|doubled|tripled|quadrupled|soared|exploded|ballooned))\b/i);

/** A price quoted and the same price billed: "Quote said £45, bill said £45." */
function priceKept(sentence: string): boolean {
  const m = QUOTE_THEN_BILL_RE.exec(sentence);
  return m !== null && figureValue(m[2]!) === figureValue(m[1]!);
}

function priceJumped(sentence: string): boolean {
  if (PRICE_SOARED_RE.test(sentence)) return true;
  return [PRICE_JUMP_RE, PRICE_BECAME_RE, QUOTE_THEN_BILL_RE].some((re) => {
    const m = re.exec(sentence);
    return m !== null && figureValue(m[2]!) > figureValue(m[1]!);
  });
}

/**
 * A behaviour dated from an update ("Since firmware 2.14.3 the chime rings twice", "has shown every call as
 * lasting 0:00 since the update on the 12th"): a regression, when nothing good is said of it.
 */
/** What an update changed on purpose, or did better: "the classic layout is gone", "it now does the edges it used to miss". */
const UPDATE_REDESIGN_RE = /\b(?:is|are|has\s+been|have\s+been|was|were)\s+(?:gone|removed|moved|changed|redesigned|hidden)\b|\b(?:removed|got\s+rid\s+of|took\s+away|redesigned|moved)\b|\b(?:new|different)\s+(?:layout|design|look|menu|interface)\b|\bused\s+to\b|\bno\s+longer\s+(?:crash|freez|drop|miss|fail)/i;
/** A failure said not to happen: "hasn't crashed since the update", "never freezes now". */
const FAILURE_DENIED_RE = /\b(?:hasn'?t|haven'?t|has\s+not|have\s+not|never|no\s+longer|not\s+(?:once|a\s+single|one))\s+(?:\w+\s+)?(?:crash|fail|freez|froze|drop|lag|glitch|die|stopp|broke|hung|hang|disconnect|cut)/i;
/** What the customer does with it: "Since the last release, we use it every day". */
const OWN_USE_RE = /\b(?:we|i)\s+(?:\w+\s+)?(?:use|love|like|enjoy|rely\s+on|open|recommend)\b/i;
const SINCE_UPDATE_RE = /\b(?:since|after)\s+(?:the\s+|your\s+|this\s+|that\s+|last\s+week'?s\s+|last\s+night'?s\s+|(?:yesterday|today|(?:mon|tues|wednes|thurs|fri|satur|sun)day)'?s\s+)?(?:(?:latest|last|new|recent|most\s+recent|big|\d+(?:\.\d+)+|v\d+(?:\.\d+)*)\s+)?(?:firmware|update|upgrade|software\s+update|app\s+update|os\s+update|version|release)\b/i;

export function isBugReport(sentence: string, score: number): boolean {
  if (QUITS_RE.test(sentence) || WOULD_NOT_RE.test(sentence)) return !(score >= 0 && toldPutRight(sentence, FIXED_RE));
  // (Not an excess, "drains way too fast since the update", a complaint of its own; nor a failure denied, "hasn't crashed since", read by the rules below.)
  if (score < SENTIMENT_THRESHOLD && SINCE_UPDATE_RE.test(sentence) && !/\btoo\b/i.test(sentence) && !FAILURE_DENIED_RE.test(sentence) && !UPDATE_REDESIGN_RE.test(sentence) && !OWN_USE_RE.test(sentence) && !toldPutRight(sentence, FIXED_RE) && !QUESTION_END_RE.test(sentence.trim())) return true;
  if (!BUG_RE.test(sentence)) return false;
  // (Each test again only when taking something out changed the sentence: the patterns are many.)
  const withoutNoShow = sentence.replace(PERSON_NO_SHOW_RE, ' ');
  if (withoutNoShow !== sentence && !BUG_RE.test(withoutNoShow)) return false;
  if (BUG_NEGATED_RE.test(sentence) && !BUG_RE.test(sentence.replace(BUG_NEGATED_RE_ALL, ' '))) return false;
  if (score >= 0 && toldPutRight(sentence, FIXED_RE)) return false;
  if (score > 0 && ceasedFailure(sentence) && !UNRESOLVED_RE.test(sentence)) return false;
  return true;
}

/**
 * Asking for a problem to be put right ("please refund one of them", "can you fix your delivery
 * times"): a complaint with a demand, not a request for something the product lacks.
 */
const REMEDY_RE =
  cuedPattern(/^\W*(?:please\s+|pls\s+|plz\s+)?(?:just\s+)?(?:fix\s+(?:it|this|that|them)\b|sort\s+(?:it|this|that|them)\s+out\b)|\b(?:make sure|ensure)\s+(?:it|this|that)\s+(?:doesn'?t|does not|won'?t|will not|never)\s+happens?\s+again\b|\b(?:don'?t|do not)\s+let\s+(?:it|this|that)\s+happen\s+again\b|\b(?:\d|five|four)\s+stars?\s+(?:if|once|when)\s+(?:you|they|the devs?|the developers?)\s+(?:fix|sort out|repair|solve)\b|\bor\s+(?:my|our)\s+money\s+back\b|\b(?:please\s+)?stop\s+(?:sending|emailing|calling|charging|spamming|texting|messaging|billing|contacting|asking)\s+(?:me|us)\b|\b(?:please|pls|plz|kindly|(?:can|could|would|will) you(?: please)?)\s+(?:just\s+|urgently\s+|quickly\s+)?(?:fix|refund|reimburse|compensate|resolve|sort out|reverse|unblock|unlock|restore|reinstate|recover|put back|sort\s+(?:it|this|that)(?:\s+out)?(?!\s+(?:by|alphabetically|in|into|from)\b)|get\s+back\s+to\s+(?:me|us)|call\s+(?:me|us)\s+back|(?:reply|respond)\s+to\s+(?:me|us|my|our))\b|(?:^\W*|\b(?:i|we)\s+)(?:want|need|demand|expect|would like|am asking for|are asking for)\s+(?:a\s+|my\s+|our\s+|the\s+)?(?:full\s+|complete\s+|immediate\s+)?(?:refund|reimbursement|money back|compensation|chargeback)\b|^\W*(?:subject\s*:\s*)?(?:please\s+)?(?:cancel|close|terminate|delete)\s+(?:my|our)\s+(?:\w+\s+)?(?:accounts?|subscriptions?|plans?|memberships?|contracts?|services?|licen[cs]es?|orders?|bookings?)\b/i);

/** Asking for one's money back, the "please" at the end: "Not acceptable, refund to my card please." */
const REFUND_PLEASE_RE = /^(?![^.!?]*\b(?:add|adding|option|button|feature|way to|ability|able to|in[- ]app)\b)[^.!?]*\b(?:refund|reimburse|reimbursement|money back|compensation|credit)\b[^.!?]{0,40}?\b(?:please|pls|plz)\s*[.!]*\s*$/i;

function isRemedyDemand(sentence: string): boolean {
  return REMEDY_RE.test(sentence) || REFUND_PLEASE_RE.test(sentence);
}

export function isRequest(sentence: string): boolean {
  const s = sentence.trim();
  if (REQUEST_RE.test(s) || IMPERATIVE_REQUEST_RE.test(s) || PLEASE_END_RE.test(s)) return true;
  // A request after a word that only frames it ("Honestly, being able to ... would make a big
  // difference", "To be fair, it'd be great if ..."), which the frames anchored at the start miss.
  const opener = DISCOURSE_OPENER_RE.exec(s);
  return opener !== null && isRequest(s.slice(opener[0].length));
}

/** A word or two that frames what follows, then its comma or colon: "Honestly,", "To be fair,", "Small request:". */
const DISCOURSE_OPENER_RE =
  /^\W*(?:honestly|frankly|ideally|personally|seriously|really|also|plus|so|well|anyway|overall|ok(?:ay)?|to be (?:fair|honest)|tbh|in all honesty|fwiw|unfortunately|sadly|by the way|btw|on top of that|in addition|besides|small request|quick request|one (?:more |last )?thing)\s*[,:;\u2013\u2014]\s*/i;

/** What a reply or a fix was about: "about the bullying", "my complaint about the broken screen", "regarding the leak". */
const SUBJECT_MATTER_RE = /\b(?:(?:my|our|the|a|an)\s+(?:complaint|query|question|issue|problem|ticket|report|claim|email|message)\s+)?(?:about|regarding|concerning|re|over|for)\s+[^,.;!?]*?(?=\s+(?:within|in\s+(?:under|less|about|just|only|an?|one|two|\d|minutes|no time)|(?:the|that)\s+(?:same|next|following|very)|overnight|right away|straight away|immediately|quickly|fast)\b)/i;

/**
 * The occasion told after a fast reply ("answered within minutes when our displays went offline"),
 * which is the trouble replied to, as SUBJECT_MATTER_RE's "about the broken screen" is.
 */
const OCCASION_AFTER_FAST_RE = /(\b(?:within\s+(?:minutes|an?\s+hour|the\s+hour|hours|a\s+day|\d+\s+\w+)|the\s+same\s+(?:day|morning|afternoon|evening|hour)|overnight|right\s+away|straight\s+away|immediately|quickly|in\s+(?:minutes|no\s+time)))\s*,?\s+(?:when|after|as\s+soon\s+as|once)\s+(?:our|my|the|their|his|her|its|we|i)\b[^,.;!?]*?(?=\s*(?:[,.;!?]|\bbut\b|\byet\b|$))/i;

/** What a fix was done to, in the state it was in: "replaced the broken desk lamp" is "replaced the desk lamp". */
const FIXED_OBJECT_STATE_RE = /\b(replaced|fixed|repaired|sorted(?:\s+out)?|swapped|mended|patched(?:\s+up)?|unblocked|reset)\s+(the|my|our|a|an)\s+(?:broken|cracked|faulty|leaking|leaky|damaged|dead|failed|failing|burst|smashed|snapped|blown|blocked|missing|wrong|stuck|frozen)\s+/gi;

/** The occasion told first, before a fast reply or replacement: "When the card reader broke, they couriered a new one the next morning" (or without the comma, before "they", "support" or the like). */
const OCCASION_BEFORE_FAST_RE = /^\W*(?:(?:had|got)\s+(?:a|an)\s+(?:[\w-]+\s+){1,6}?and\s+(?=(?:a|the|they|he|she|someone|support)\s)|[^.!?,;]{3,60}?\s+and\s+(?=(?:they|he|she|someone|support)\s+(?:swapped|replaced|fixed|sorted|refunded|sent|couriered|repaired)\b|a\s+replacement\s+(?:was|were)\b)|(?:when|after|as\s+soon\s+as|once)\s+[^,;.!?]{3,60}?(?:,\s*|\s+(?=(?:they|he|she|someone|support|a\s+replacement|the\s+(?:team|shop|garage|engineer|technician|mechanic|agent|company))\s)))/i;

/** What a request is for: "... so I don't ping people at night", "... so that our team can see it". */
const PURPOSE_CLAUSE_RE = /,?\s+so(?:\s+that)?\s+(?:i|we|you|they|people|users|customers|clients|staff|it|my|our|the|everyone|nobody|no one)\b/i;

/**
 * A failure word that says which ones ("the failed jobs", "just the failed step", "all broken
 * links"), or which ones a verb of handling items acts on ("retry failed webhooks", "resend failed
 * emails", "filter out broken links").
 */
const ATTRIBUTIVE_FAILURE_RE =
  /\b(the|only|just|all|any|those|these|my|our|every|(?:re-?(?:try|run|send|play|do|queue|process|start|submit))|see|view|list|show|find|filter(?:\s+out)?|hide|skip|ignore|remove|delete|clear|export|download|track|flag|mark)\s+(?:(?:failed|failing|broken)\s+(?=[a-z])|error\s+(?=(?:messages?|codes?|text|wording|screens?|pages?|logs?|alerts?|notifications?|handling|reporting)\b))/i;
/** A use of the product for watching for, catching or keeping off a trouble: "we use it to detect fraud", "used for tracking churn risk". */
const USED_FOR_WATCHING_RE = new RegExp(
  String.raw`^\W*(?:(?:we|i|our\s+\w+(?:\s+team)?)\s+(?:mostly\s+|mainly\s+|also\s+|only\s+)?(?:use|used|are using|have been using)|(?:it|this)\s+is\s+(?:mostly\s+|mainly\s+)?used)\s+(?:[\w'-]+\s+){0,4}?(?:to|for)\s+(?:${WATCH_VERB_STEMS})\w*\b`,
  'i',
);
/** Words that ask to mend what failed. */
const MEND_WORDS_RE = /\b(?:fix(?:ed|es|ing)?|repair\w*|sort(?:ed)?\s+out|look\s+into|investigate)\b/i;

/** Words of a product failing, whatever else the sentence says. */
const FAILURE_WORD_RE = /\b(?:crash\w*|freez\w*|froze|errors?|fail\w*|broken|bugs?|buggy|glitch\w*|(?:won'?t|doesn'?t|does not|will not|can'?t|cannot)\s+(?:load|open|work|start|sync|save|connect))\b/i;
/** An explicit ask opening the sentence, up to the clause after it: "Wish there was a dark mode tbh,". */
const OPENING_ASK_RE =
  /^\W*(?:(?:i|we)\s+)?(?:really\s+|just\s+|so\s+)?(?:wish\s+there\s+(?:was|were|is)|would\s+(?:really\s+)?love\s+(?:a|an|some|the|to)|please\s+(?:add|bring back|give us|let us))\b[^,;:.!?\u2013\u2014]*(?=\s*(?:,|;|\s[\u2013\u2014-]\s))/i;

/**
 * Openings that ask for something whatever the rest describes: "Would you consider evening
 * appointments ...", "Would love a night mode that just won't run after dusk", "It would help if the
 * portal showed ...", "Is there any way of getting a Saturday visit?", "It'd save us a second visit if
 * you checked ...". (Failure words after them describe what is wanted or whom it is for.)
 */
const ASKING_OPENER_RE = /^\W*(?:(?:honestly|seriously|also|and|but|please)\s*,?\s+)?(?:why\s+not\s+(?:just\s+)?(?:let|add|offer|have|make|do|give|allow|put|open|run|start|send|include)\b|let\s+(?:me|us)\s+(?!know\b)[a-z]+\b[^.!?]*\b(?:instead\s+of|rather\s+than)\b|(?:can|could)\s+(?:we|i)\s+(?:please\s+)?(?:get|have)\s+(?:(?:an?\s+|the\s+)?(?:option|setting|way|button|toggle|feature|ability|choice|filter|report)\s+(?:to|for|that)\b|[^?]{2,60}?\b(?:instead\s+of|rather\s+than)\b)|(?:could|would)\s+you\s+(?:(?:ever|possibly|please)\s+)?(?:(?:consider|think\s+about)\b|(?:be\s+able\s+to\s+)?(?!(?:tell|explain|confirm|let\s+(?:me|us)\s+know|check|look|help|fix|sort|refund|call|ring|reply|respond|get\s+back|advise|recommend|know|mind|say|agree|like|be|please|(?:send|email|e-mail|post|forward)\s+(?:me|us|over)\s+(?:the|my|our|a\s+copy|a\s+refund|a\s+replacement))\b)(?=[a-z]+\s+(?:a|an|the|some|more|evening|weekend|saturday|sunday|late|early|online|[a-z]+ing)\b|[^?]*\b(?:as\s+well|too|also|instead\s+of|rather\s+than)\b))|would\s+it\s+be\s+possible\s+(?:for\s+(?:you|them)\s+)?to\s+(?!(?:know|find\s+out|tell|check|get\s+(?:a\s+|my\s+)?refund|cancel|change\s+my|move\s+my|speak|talk|pay)\b)(?=[^?]*\b(?:so\s+(?:that\s+)?(?:i|we)|when|instead\s+of|rather\s+than|as\s+well|too|also)\b)|it(?:'d|\s+would)\s+be\s+(?:really\s+|so\s+)?(?:great|good|nice|handy|useful|helpful|ideal|brilliant|amazing|lovely|fantastic|perfect|wonderful|super)\s+to\s+(?:offer|have|add|get|see|include|do|let|allow|make|run|open|stock|sell)\b|(?:can|could)\s+(?![^?]*\b(?:if|whether)\b)(?:the|my|our|your)\s+(?:[\w-]+\s+){1,3}?be\s+(?:changed|posted|made|set|moved|extended|switched|added|shown|sent|split|shortened|lengthened|increased|reduced|adjusted|customi[sz]ed|turned\s+off|disabled|enabled|delivered|collected|booked|paid|done)\b|is\s+there\s+any\s+way\s+(?:you|they|the\s+[\w-]+|we|i)\s+(?:could|can)\s+(?!(?:get|reach|contact|talk|speak|cancel|delete|recover|find)\b)|any\s+chance\s+(?:[\w'-]+\s+){1,5}?could\s+be\b|(?:would|could|will|can)\s+you\s+(?:please\s+|ever\s+|maybe\s+)?(?:consider|think\s+about|look\s+at\s+(?:adding|offering|doing|having|opening|running)|look\s+into\s+(?:adding|offering|doing|having|opening|running))|(?:i|we)?\s*(?:'d|would)\s+(?:really\s+)?love\s+(?:a|an|some)\s|it(?:'d|\s+would)\s+(?:really\s+|massively\s+|also\s+)?(?:help|be\s+(?:really\s+|so\s+)?(?:great|good|nice|handy|useful|helpful|ideal|brilliant|amazing|lovely|fantastic|perfect|wonderful|super))\s+if\s+(?:the|your|you|there|it|we|i)\b|it(?:'d|\s+would)\s+save\s+(?:us|me|everyone)\b[^.!?]{0,40}?\bif\s+you\b|is\s+there\s+any\s+(?:way|chance)\s+of\s+(?:getting|having|booking|adding|offering|seeing)\b)/i;
/** A request closing a sentence that opened on what is missing: "..., please make zones configurable", "..., could you accept uploads ...?". */
const CLOSING_ASK_RE = /(?:[,;]|\s[—–-])\s+(?:so\s+)?(?=(?:please|could\s+you|can\s+you|would\s+you|will\s+you|(?:can|could)\s+(?:it|the\s+(?:app|site|website|portal|system|page|form|tool))|any\s+chance|(?:just\s+)?let\s+(?:me|us)\s+(?!know\b)|(?:i|we)\s+(?:want|need|'d\s+like|would\s+like)\s+to)\b)/gi;
/** Wanting to do it oneself or another way: "I want to draw round the pavement myself instead of picking from three boxes". */
const WANT_OTHER_WAY_RE = /^(?:i|we)\s+(?:want|need|'d\s+like|would\s+like)\s+to\s+[a-z]+\b[^.!?]*\b(?:myself|ourselves|instead\s+of|rather\s+than)\b/i;
/** What should be so of a thing: "the weekly update email should just include a checklist" (not "should have", "should work"). */
const SHOULD_INCLUDE_RE = /^\W*(?:(?:honestly|really|also|tbh|imo|personally)\s*,?\s+)?(?:the|your|this|each|every)\s+(?:[\w-]+\s+){0,4}?should\s+(?:just\s+|really\s+|also\s+|definitely\s+|at\s+least\s+)?(?:include|have\s+(?:a|an|the|some)|show|list|offer|let|allow|send|give|come\s+with|tell)\b/i;
/** What a request names after "so": "We both work weekdays, so Saturday surveys would really help". */
const SO_WOULD_HELP_RE = /,?\s+so\s+(?!(?:i|we|it|they|that|this|you|he|she)\b)((?:[\w'-]+\s+){1,5}?would\s+(?:really\s+|definitely\s+|also\s+)?(?:help|be\s+(?:great|ideal|handy|useful|helpful|a\s+(?:big|huge|great)\s+help)))\b/i;

/** A quotation: its opening mark after a space or the start, its closing mark before a space or punctuation (not an apostrophe in a word). */
const QUOTED_RE = /(?<=^|\s)['‘"“][^'’"”]{1,120}['’"”](?=[\s.,;:!?)]|$)/g;
/** Money back asked for ("Would you consider refunding me?"): a remedy for a problem, not a request for something new. */
const REMEDY_WORDS_RE = /\b(?:refund\w*|reimburs\w*|compensat\w*|money\s+back)\b/i;
/** The basics of service asked for as a wish ("It would help if you answered the phone", "It would be nice if it actually worked"): a complaint said politely. */
const BASIC_SERVICE_IF_RE = /\bif\s+(?:you|they|someone|anyone)\s+(?:actually\s+|just\s+|ever\s+)?(?:answered|replied|responded|called\s+back|rang\s+back|got\s+back|turned\s+up|showed\s+up|listened|bothered|read)\b|\bif\s+(?:it|this|the\s+[\w-]+)\s+(?:actually\s+|just\s+|ever\s+)?(?:worked|did\s+what|loaded|opened|synced|arrived|came)\b/i;
/** "is 30-day invoicing something you'd ever offer?" */
const SOMETHING_YOUD_OFFER_RE = /\b(?:is|would|could)\s+[^?]{2,40}?\s+something\s+(?:you|they)(?:'d|\s+would|\s+might|\s+could)\s+(?:ever\s+)?(?:offer|consider|do|think\s+about|look\s+at|add|introduce)\b/i;
/** A wish, "please", then why: "Pet-safe plants only in the break room please, a couple of people bring their dogs in." */
const PLEASE_THEN_REASON_RE = /^\W*(?!(?:help|fix|refund|call|reply|respond|thanks|thank|yes|no|ok|okay|hi|hello)\b)[^.!?,]{3,80}?\s+please\s*,\s+\S/i;
/** "Any chance you could list the real-world range ...", "Any chance you could text me the morning of the visit": asks for it (not to be told, helped, paid back or sent a document). */
const ANY_CHANCE_DO_RE = /^\W*(?:so\s+|and\s+|also\s+)?any\s+chance\s+(?:you\s+(?:could|can|would|might)|you'?d)\s+(?:please\s+)?(?!(?:tell|explain|confirm|let\s+(?:me|us)\s+know|check|look|help|fix|sort|refund|call|ring|reply|respond|get\s+back|advise|be|(?:send|email|e-mail|post|forward)\s+(?:me|us|over)\s+(?:the|my|our|a\s+copy|a\s+refund|a\s+replacement))\b)[a-z]+/i;
/** A service asked for, and whom it is for: "Any chance you could open late for those of us who can't leave work before six?". */
const FOR_THOSE_WHO_RE = /^\W*(?:please\s+)?(?:any\s+chance|(?:could|can|would|will)\s+(?:you|the\s+[\w-]+))\b[^.!?]*\bfor\s+(?:those(?:\s+of\s+us)?|people|anyone|everyone|folk|us|[a-z]+s)\s+(?:who|that|on|with)\b/i;
/** "could you <do something>" closing a sentence: asks for it (not to be told, helped or paid back). */
const COULD_YOU_DO_RE = /^(?:please\s+)?(?:could|can|would|will)\s+(?:you|it|the\s+(?:app|site|website|portal|system|page|form|tool))\s+(?:please\s+)?(?!(?:tell|explain|confirm|let\s+(?:me|us)\s+know|check|look|help|fix|sort|refund|call|ring|email|reply|respond|get\s+back|advise|send\s+(?:me|us)\s+(?:a\s+)?(?:refund|replacement)|be)\b)[a-z]+/i;

/**
 * A request told by how it opens, by what closes a sentence that first says what is missing, or by
 * what should be so: filed as a request before the failure words it describes make it a bug.
 * (Not a demand to mend or refund: "Could you please fix the export" reports the export.)
 */
function askedFor(sentence: string): boolean {
  // (The asking forms first: the exclusions are dearer and most sentences ask for nothing.)
  if (!askingForm(sentence)) return false;
  return !(MEND_WORDS_RE.test(sentence) || isRemedyDemand(sentence) || REMEDY_WORDS_RE.test(sentence) || BASIC_SERVICE_IF_RE.test(sentence));
}

function askingForm(sentence: string): boolean {
  const afterDash = sentence.split(/\s[—–-]\s|;\s/).pop()!;
  if (afterDash !== sentence && SUGGESTED_THING_RE.test(afterDash) && !QUESTION_END_RE.test(sentence.trim())) return true;
  if (ASKING_OPENER_RE.test(sentence) || SOMETHING_YOUD_OFFER_RE.test(sentence) || ANY_CHANCE_DO_RE.test(sentence) || PLEASE_THEN_REASON_RE.test(sentence) || FOR_THOSE_WHO_RE.test(sentence) || (SHOULD_INCLUDE_RE.test(sentence) && !QUESTION_END_RE.test(sentence.trim())) || SO_WOULD_HELP_RE.test(sentence)) return true;
  // (Not a prompt quoted from the product: "it says 'Upload failed, please try again'".)
  const unquoted = sentence.replace(QUOTED_RE, '""');
  for (const m of unquoted.matchAll(CLOSING_ASK_RE)) {
    const tail = unquoted.slice(m.index + m[0].length);
    if (isRequest(tail) || WANT_OTHER_WAY_RE.test(tail) || COULD_YOU_DO_RE.test(tail)) return true;
  }
  return false;
}

/** A wish for an alert when something goes wrong: "It'd be nice to get a text when a backup fails", "would love an email if a payment bounces". */
const ALERT_WISH_RE = cuedPattern(/^\W*(?:(?:could|can|would|will)\s+(?:you|it|the\s+(?:[\w-]+\s+){0,2}?[\w-]+)|any\s+chance\s+you\s+could)\s+(?:please\s+|maybe\s+|also\s+)?(?:email|text|message|notify|alert|ping|remind|warn)\s+(?:me|us)\s+(?:when|if|whenever|before|as\s+soon\s+as)\b|\b(?:be\s+(?:nice|good|great|helpful|handy|useful|ideal)|(?:would|'d)\s+(?:love|like|prefer)|(?:i|we)\s+(?:want|wish))\s+(?:to\s+(?:get|have|receive)\s+)?(?:a|an|some)\s+(?:[\w-]+\s+)?(?:text|sms|email|e-mail|alert|notification|warning|message|ping|push|heads[- ]up)\s+(?:when|if|whenever|as\s+soon\s+as)\b/i);

/** What opens a survey's answer: "A:", "Answer:". */
const ANSWER_LEAD_RE = /^\W*(?:a|answer)\s*[:.)]\s+/i;
/** A kind wish to the reader: "Hi there, hope whoever reads these is having a lovely day", "Hope you're all well". */
const GOOD_WISH_RE = cuedPattern(/^\W*(?:(?:hi|hello|hey|morning|good\s+(?:morning|afternoon|evening))(?:\s+there|\s+all|\s+team)?\W+)?(?:i\s+)?hope\s+(?:you(?:'re|\s+are)?|whoever|everyone|all\s+of\s+you|the\s+team|y'?all)\b[^.!?]{0,50}?\b(?:well|good|great|lovely|nice|fine|day|week|weekend|safe)\b[^.!?]*[.!]*$/i);
/** A diagnosis told of oneself or one's own: "I was diagnosed with high blood pressure in January". */
const DIAGNOSED_RE = /^\W*(?:i|we|he|she|they|my\s+[\w-]+|our\s+[\w-]+)\s+(?:was|were|has\s+been|have\s+been|'ve\s+been|'s\s+been|got|recently\s+got)\s+(?:recently\s+)?diagnosed\s+with\b/i;
/** A kind word about someone the customer knows, in commas after them: ", who is a lovely woman,", ", who's fantastic,", ", bless her,". */
const PERSON_ASIDE_RE = /\b(?:my|our|his|her|their)\s+(?:[\w-]+\s+)?[\w-]+(\s*,\s*(?:who(?:'s|\s+is|\s+was|\s+are|\s+were|\s+(?!(?:said|says|told|recommended|works?|worked|uses?|used)\b)[a-z]+s)\s+[^,.!?]{1,40}|bless\s+(?:her|him|them|'?em)(?:\s+heart)?)\s*(?:,|(?=[.!?]*\s*$)))/i;
/**
 * Who sent the customer here ("A friend at work recommended the Hull branch, so I went there", "My sister recommended you
 * after an awful experience she had with a clinic in town"): how they came, not a judgement of their own.
 */
const REFERRAL_RE = cuedPattern(/^\W*(?:a|my|our)\s+(?:[\w-]+\s+){0,2}?(?:friend|colleague|neighbou?r|sister|brother|mum|mom|dad|cousin|boss|co-?worker|partner|wife|husband|daughter|son|gp|doctor|accountant|aunt|uncle)s?\s+(?:at\s+\w+\s+|from\s+\w+\s+)?(?:recommended|told\s+(?:me|us)\s+about|suggested|referred\s+(?:me|us)\s+to|put\s+(?:me|us)\s+onto)\b/i);
/**
 * The customer's own life and trade in strong words that judge nothing of the product: "Summer here is chaos", "Mondays are
 * brutal here", "I'm a terrible loser, according to my wife", "..., but that's another story"; and one's own role ("I'm the
 * litigation support manager at a 60-lawyer firm", whose job title may hold a product word).
 */
const LIFE_CONTEXT_RE = cuedPattern(/^\W*i(?:'?m|\s+am)\s+(?:the|a|an)\s+[\w\s-]{2,40}?\s+(?:manager|director|lead|head|officer|coordinator|owner|administrator|partner|nurse|teacher)\s+(?:at|for|of)\s+(?:a|an|the|our)\s+[^,.!?]*[.!]*$|^\W*(?:summers?|winters?|mondays?|tuesdays?|fridays?|saturdays?|weekends?|mornings?|evenings?|december|christmas|peak\s+season|term\s+time|half\s+term|the\s+holidays|harvest|tax\s+season|year-?end)\s+(?:here\s+|for\s+us\s+|at\s+our\s+\w+\s+)?(?:is|are|get|gets)\s+(?:always\s+|absolute\s+|total\s+|pure\s+|utter\s+)?(?:chaos|chaotic|brutal|mad|madness|crazy|hectic|manic|insane|nuts|busy|rammed|relentless|carnage|a\s+zoo)\b|^\W*i'?m\s+(?:such\s+)?(?:a\s+)?(?:terrible|awful|hopeless|useless|rubbish|lousy)\s+(?:\w+er|loser|cook|driver|speller|typist|sleeper|gardener|planner)\b|\bbut\s+that'?s\s+(?:another|a\s+different)\s+story\b|^\W*(?:the|this|it)\s+(?:party|booking|order|trip|visit|cake|gift|present|course|lesson)\s+is\s+for\s+(?:my|our|her|his)\s+[^,.!?]*[.!]*$|^\W*i'?m\s+an?\s+[\w-]+(?:\s+[\w-]+)?\s+and\s+(?:usually|mostly|often|normally|always)\s+[^,.!?]*[.!]*$/i);
/**
 * What happened in the customer's life, told with its own heavy words ("My wife died suddenly in February", "Lost my mum in August,
 * so I've only just got back to doing the stalls", "We moved into a flat with no garden last spring", "I'm a retired teacher"):
 * context, when it names nothing of the product.
 */
const LIFE_EVENT_RE = cuedPattern(/^\W*(?:[^.!?]*\b(?:my|our)\s+(?:wife|husband|mum|mom|mother|dad|father)\s+(?:died|passed\s+away|got\s+sick)|we\s+adopted|[^.!?]*\b(?:my|our)\s+(?:sister|brother|friend|daughter|son|cousin)'s\s+wedding|[^.!?]*\bsince\s+the\s+divorce|[^.!?]*\bthe\s+(?:worst|hardest)\s+(?:of\s+my\s+life|thing\s+(?:we|i)'?ve\s+ever\s+done)|[^.!?]*\bthe\s+most\s+(?:frightening|terrifying|stressful|painful|difficult)\s+thing\s+that'?s\s+ever\s+happened|(?:honestly\s+)?(?:the\s+last|this|last)\s+(?:week|month|year)\s+(?:has\s+been|was)\s+(?:absolutely\s+)?(?:brutal|hell|tough|awful|terrible|rough)|(?:my|our)\s+(?:wife|husband|partner|mum|mom|mother|dad|father|son|daughter|brother|sister|grandad|granddad|grandma|grandmother|grandfather|nan|friend|dog|cat)\s+(?:died|passed(?:\s+away)?|moved\s+into\s+care|was\s+diagnosed|(?:is|was|'s)\s+(?:\w+\s+){0,3}?pregnant)|lost\s+my\s+(?:mum|mom|mother|dad|father|wife|husband|partner|job|brother|sister)|(?:we|i)\s+(?:moved\s+(?:house|home|into|to|in|here)|were\s+acquired|retired|got\s+married|had\s+a\s+baby)|i'?m\s+(?:a\s+)?retired|(?:it'?s|this\s+year\s+has|last\s+year\s+was)\s+been\s+a\s+(?:brutal|tough|hard|rough|difficult|terrible|awful)\s+(?:year|month|week|few\s+months)\s+for\s+(?:us|me)|(?:this|last)\s+year\s+(?:has\s+been|was)\s+(?:brutal|tough|hard|rough|awful|terrible)|i\s+was\s+diagnosed\s+with|(?:my|our)\s+(?:daughter|son|sister|brother|wife|husband|partner|mum|mom|dad)\s+(?:just\s+)?(?:got\s+married|passed\s+(?:her|his)\s+(?:driving\s+)?test|graduated|was\s+born|had\s+a\s+baby)|i'?m\s+(?:a\s+)?(?:single|stay-at-home|working|full-time)\s+(?:dad|mum|mom|parent|carer)|(?:my|our)\s+(?:mother|father|mum|mom|dad|nan|gran|grandad|grandma)\s+is\s+\d{2}|losing\s+(?:my\s+|our\s+)?(?:mum|mom|dad|mother|father|wife|husband|partner|nan|gran)|i'?m\s+(?:absolutely\s+|completely\s+|utterly\s+)?(?:exhausted|shattered|knackered)|[^.!?]*\b(?:the\s+)?(?:worst|hardest|toughest|happiest|best)\s+(?:year|day|week|month)\s+of\s+(?:my|our)\s+li(?:fe|ves)|[^.!?]*\b(?:nursing|caring\s+for|looking\s+after)\s+(?:my|our)\s+(?:mother|father|mum|mom|dad|wife|husband|partner|son|daughter))\b/i);
/** What the product or the company is called in feedback: a sentence naming one is no mere life event. */
/** People close to the customer, and the customer: whose traits a sentence of context tells. */
const KIN = String.raw`(?:husband|wife|partner|other\s+half|son|daughter|youngest|eldest|oldest|little\s+one|twins?|mum|mom|mother|dad|father|brother|sister|nephew|niece|uncle|aunt|auntie|cousin|grandma|grandmother|grandad|granddad|grandfather|nan|gran|boyfriend|girlfriend|fianc[eé]e?|neighbou?r|friend|flatmate|housemate|kids?|children|child|toddler|teenager|boss|colleague)(?:-in-law)?`;
/**
 * Who someone is, told as context: "My partner is a terrible loser", "My son is really shy", "I'm a side
 * sleeper with a dodgy shoulder", "My husband gets terrible seasickness", "My husband loves terrible
 * reality shows". Not how they took what the business did ("My wife is delighted", "I'm a huge fan of
 * your app", "My son loves the lessons": a reaction, or a verb whose object is named with "the", "your", "it").
 */
const PERSON_TRAIT_RE = new RegExp(
  String.raw`^\W*(?:(?:my|our)\s+(?:(?:eldest|youngest|little|older|younger|elderly|teenage|late|\d+-year-old)\s+)?${KIN}(?:'s\s+(?=(?:a|an|really|very|so|such|terrified|scared|afraid|allergic|obsessed|hopeless|terrible|useless|rubbish|awful|always|never|not|got)\b)|\s+(?:is|'s|was|has\s+always\s+been|has\s+been)\s+|\s+(?:loves|hates|adores|gets|suffers\s+from|is\s+(?:obsessed|mad|besotted)\s+with|is\s+(?:really\s+|very\s+)?into)\s+(?!(?:it|this|that|them|these|those|the|your|you|our|their|his|her|its|a|an|every|each|all)\b)|works\s+(?=(?:in|as|at|for|nights|shifts)\b)|has\s+(?=(?:a|an|terrible|bad|awful|severe|mild|chronic|really|very|two|three|\d+)\s)|keeps\s+(?=(?:two|three|four|\d+|a|an|chickens|bees|hives|horses|dogs|cats)\b))|i(?:'?m|\s+am)\s+(?=an?\s+(?!(?:little|bit|tad|touch|lot)\b))|i(?:'?m|\s+am)\s+(?=\d{2}\b(?!\s*(?:%|minutes|mins|hours|days|weeks)))|i\s+(?:play|write|paint|knit|sing|collect)\s+(?=a\s+bit\s+of\b|(?:a|an|the|some)\s)|i\s+have\s+(?=a\s+(?:(?:pretty|very|really|bad|dodgy|terrible|stressful|demanding|busy|physical|desk|full-time|part-time)\s+)*(?:job|condition|disability|back|knee|hip|heart|chest)\b)|(?:we'?re|we\s+are)\s+(?=a\s+(?:family|household|team|practice|company|business|charity|couple)\s+of\b))` +
    String.raw`(?:(?:a|an|such\s+an?|really|very|pretty|quite|so|a\s+bit(?:\s+of\s+an?)?|completely|totally|absolutely|hopelessly|naturally|always|huge|big|massive|real)\s+)*` +
    // Not a reaction to what was done, nor the customer's standing with the business.
    String.raw`(?!(?:happy|unhappy|pleased|delighted|thrilled|chuffed|impressed|disappointed|gutted|upset|furious|livid|annoyed|angry|fuming|devastated|satisfied|dissatisfied|amazed|shocked|stunned|relieved|grateful|thankful|frustrated|fed\s+up|sick|tired|done|over|made|sold|hooked|convinced|converted|raving|still|now|not|no|never|going|getting|trying|waiting|using|writing|calling|emailing|sorry|glad|sure|afraid|worried|concerned|confused|unable|able|customer|member|user|client|subscriber|regular|patient|convert|fan)\b)` +
    String.raw`[a-z]`,
  'i',
);
/** The same subject going on after "and" ("... and is terrible at throwing anything away", "... and bought me the kit"): still who they are. */
const TRAIT_GOES_ON_RE = /^\s*(?:and|but)\s+(?:is|was|has|had|gets|got|loves|hates|adores|bought|works|lives|always|never|still|broke|hurt|injured|ended\s+up|retired|three\s+of\s+us|two\s+of\s+us|all\s+of\s+us)\b/i;
/** Where what follows a trait may say something of its own: "..., so ...", "... but ...", "..., which ...", "... and ...". */
const TRAIT_CLAUSE_BREAK_RE = /,\s*|\s+(?=(?:so|but|which|because|and)\b)/g;

/**
 * A trait of the customer or someone close, told as context ("My dad is terrible with gadgets so I set
 * it up for him", "My sister is a terrible knitter but she's determined to make a blanket"): no
 * judgement of the business, whatever the trait's words score. Only when nothing in it speaks to the
 * business ("you", "your") and what follows the trait says nothing strong of its own.
 */
/** Said to be context: "..., for context", "..., just so you're aware", "(for reference)". */
/** A mishap of the customer's or someone close ("Had a nasty crash last winter and broke my collarbone", "My neighbour had a horrible break-in last year"): context, read as a trait is. */
const MISHAP_RE = new RegExp(String.raw`^\W*(?:(?:the\s+)?(?:customer|client|patient|caller|member)\s+(?:mentioned|said|says|told\s+us)\s+(?:that\s+)?(?:she|he|they)\s+|(?:i|we)\s+|(?:my|our)\s+${KIN}\s+)?(?:had|have\s+had|has\s+had|suffered)\s+(?:a|an)\s+(?:[\w-]+\s+)?(?:crash|accident|fall|injury|operation|stroke|heart\s+attack|break-in|burglary|flood|fire|bereavement|reaction)\b`, 'i');
/** Why the customer came, told after a clause: "..., which is partly why we started looking at QA tools", "..., which is what got me looking at these". */
const REASON_FOR_COMING_RE = /,?\s*which\s+is\s+(?:partly\s+|mainly\s+|largely\s+|really\s+)?(?:(?:why|how)\s+(?:we|i|she|he|they)\s+(?:started|began|came|went|ended\s+up|looked|switched|chose|signed\s+up|decided|wanted|booked|ordered|bought|joined)|what\s+got\s+(?:me|us|her|him|them)\s+(?:looking|started|thinking|searching))\b[^.!?]*[.!]*\s*$/i;
const CONTEXT_MARKER_RE = /(?:[,;(—–-]\s*|\s)(?:for\s+context|for\s+reference|fyi|just\s+so\s+you\s+(?:know|'re\s+aware|are\s+aware)|for\s+what\s+it'?s\s+worth)\s*\)?\s*[.!]*\s*$/i;
/** The thing this one replaced, told of: "Our old wooden gates were rotten through, which is what started all this." */
/** The old thing set against this one, or an old version of the product itself: "The old version was better", "Our old salon kept him crated for 4 hours; the van ...". */
const OLD_THING_COMPARED_RE = /;|\b(?:whereas|while|but|better|worse|more|less|prefer\w*|miss\w*|version|design|layout|interface|app|website|site|system|menu|plan|price|pricing)\b|\b\w+er\s+than\b/i;
const OLD_THING_RE = /^\W*(?:our|my|the)\s+(?:old|previous|former|last)\s+(?:[\w-]+\s+){0,2}?[\w-]+\s+(?:was|were|had|came|got|kept|broke|died|gave|fell|blew)\b/i;

/** What it is for: "It's for my dad's 70th, he's a retired butcher", "This is a present for my wife's 40th", "We came for my best mate's 40th". */
const OCCASION_RE = /^\W*(?:(?:it|this)(?:'s|\s+is|\s+was)\s+(?:(?:a\s+(?:present|gift|surprise)\s+)?for\s+)?|(?:we|i)\s+came\s+(?:here\s+)?for\s+)(?:my|our)\s+(?:[\w-]+\s+)?[\w-]+'s\s+(?:\d+(?:st|nd|rd|th)|birthday|wedding|anniversary|retirement|hen\s+do|stag\s+do|christening|leaving\s+do)\b|^\W*i\s+(?:just\s+)?passed\s+my\s+(?:driving\s+)?test\b/i;
/** What makes a staff note a report of trouble, not a detail recorded: "Staff note: two of my clinics dropped ...", "Patient in tears ...". */
const NOTE_OF_TROUBLE_RE = /\b(?:complain\w*|unhappy|angry|upset|lost|late|wrong|broken|refund\w*|cancel\w*|tears|crying|distress\w*|no\s+\w+\s+comment|dropped|rebook\w*|fail\w*|crash\w*|froze|needs?\s+(?:replacing|fixing)|fault\w*|error\w*)\b/i;
/** The weather told: "The weather was awful on the Tuesday so we stayed in the B&B" (the business's doing only when "you" are in it). */
const WEATHER_RE = /^\W*(?:the\s+)?weather\s+(?:was|is|had\s+been|has\s+been)\s+(?:\w+\s+)?(?:awful|terrible|horrible|dreadful|atrocious|rubbish|bad|grim|foul|wet|lovely|glorious|great|perfect|good|gorgeous)\b/i;
/**
 * A staff note that records a detail: an account detail changed ("Staff note: member's emergency contact
 * updated to her son"), or a note of facts with no one's verdict reported ("Tech note: gate code is 4417").
 */
const ACCOUNT_NOTE_RE = /^\W*(?:(?:staff|office|tech|admin|internal|call)\s+note|per\s+(?:phone\s+)?call|note)\s*[:,]\s*[^.!?]*\b(?:updated|changed|added|removed|amended)\b[^.!?]*\b(?:email|address|contact|phone|mobile|number|details|name|card)\b|^\W*(?:staff|office|tech|admin|internal|hire)\s+note\s*:(?![^.!?]*\b(?:says?|said|reports?|reported|mentioned|complain\w*|unhappy|pleased|delighted|thanks|thanked|wants?|asked|loved|hated|praised|rude)\b)/i;
/**
 * Context said to be context ("..., for context"), why the customer came ("..., which is partly why we
 * started looking"), or the old thing this one replaced: nothing said of the business ("you", "now",
 * "new", a switch) and no contrast.
 */
function contextSaidSo(sentence: string): boolean {
  if (OCCASION_RE.test(sentence) && !isProblemStatement(sentence, true) && !/\b(?:you|your)\b/i.test(sentence)) return true;
  if ((WEATHER_RE.test(sentence) || (ACCOUNT_NOTE_RE.test(sentence) && !NOTE_OF_TROUBLE_RE.test(sentence) && !isProblemStatement(sentence, true) && !isBugReport(sentence, scoreSentiment(sentence)))) && !/\b(?:you|your)\b/i.test(sentence)) return true;
  return (CONTEXT_MARKER_RE.test(sentence) || REASON_FOR_COMING_RE.test(sentence) || (OLD_THING_RE.test(sentence) && !OLD_THING_COMPARED_RE.test(sentence))) && !/\b(?:you|your|now|new|since|switch\w*|moved)\b/i.test(sentence.replace(CONTEXT_MARKER_RE, '')) && !CONTRAST_RE.test(sentence);
}

function personTraitContext(sentence: string): boolean {
  if (!(PERSON_TRAIT_RE.test(sentence) || MISHAP_RE.test(sentence)) || /\b(?:you|your|yours)\b(?!'?re\s+aware|\s+(?:know|are\s+aware)\b)/i.test(sentence)) return false;
  for (const m of sentence.matchAll(TRAIT_CLAUSE_BREAK_RE)) {
    const after = sentence.slice(m.index + m[0].length);
    if (m[0].trim() === '' && TRAIT_GOES_ON_RE.test(after)) continue;
    const rest = after.replace(/^(?:so|but|which|because|and)\b\s*/i, '');
    if (rest.trim() === '') return true;
    // A change told ("... and now he's diving for rings"): what the business did, not who they are.
    if (/^(?:now|these\s+days|since)\b/i.test(rest)) return false;
    // A new subject after "and" is what happened ("... and the cake was full of them"), not more of the trait.
    if (/^and\b/i.test(after) && /^(?:the|it|its|it's|they|their|this|that|these|those)\b/i.test(rest)) return false;
    const { score: restScore, c } = readAlone(rest);
    return Math.abs(restScore) < CONTEXT_AFTER_MAX_SCORE && c.role !== 'highlight';
  }
  return true;
}
/** How strongly what follows a trait may be worded and still be context: "... but she's determined to make a blanket". */
const CONTEXT_AFTER_MAX_SCORE = 0.35;

const PRODUCT_WORDS_RE = /\b(?:you|your|yours|app|site|website|service|product|order|account|delivery|support|booking|subscription|plan|platform)\b/i;
/** How a stretch of life felt, said after what happened: "..., which was a terrible week", "..., so it was a stressful week all round". */
const LIFE_TIME_RE = /\s*[,;]\s*(?:which\s+was|so\s+it\s+was|it\s+was)\s+(?:a\s+)?(?:terrible|awful|horrible|hard|tough|stressful|rough|difficult|crazy|busy|brutal|chaotic|hectic|sad|horrendous)\s+(?:week|month|year|time|day|period|few\s+(?:weeks|months|days))\b[^.!?]*[.!?]*\s*$/i;

/**
 * Classifies one sentence. `score` is its sentiment in [-1, 1]; `mixed` says the sentence has
 * both strong positive and strong negative evidence.
 */
export function classifySentence(text: string, score: number, mixed = false): Classification {
  const sentence = readingForm(text);
  if (isBoilerplate(sentence)) return { role: 'boilerplate', category: 'other' };
  // (Read once each, when first needed: the praise rules ask for 'better', the complaint rules for 'worse'.)
  let here: ReturnType<typeof hereAgainstThere> | undefined;
  let clock: ReturnType<typeof timesCompared> | undefined;
  const hereVsThere = () => (here === undefined ? (here = hereAgainstThere(sentence)) : here);
  const byTheClock = () => (clock === undefined ? (clock = timesCompared(sentence)) : clock);
  // A kind wish to whoever reads it, and a diagnosis told of oneself: context, whatever their words
  // ("hope whoever reads these is having a lovely day", "I was diagnosed with high blood pressure in January").
  // A survey's own question, and the answer after "A:" ("Q: How likely are you to renew? A: Already renewed"): the question is
  // the form's, not the customer's; the answer is read as said.
  const answer = ANSWER_LEAD_RE.exec(sentence);
  if (answer !== null && answer[0].length < sentence.length - 2) {
    const rest = sentence.slice(answer[0].length);
    return classifySentence(rest, scoreSentiment(rest), mixed);
  }
  if (GOOD_WISH_RE.test(sentence) || LIFE_CONTEXT_RE.test(sentence) || contextSaidSo(sentence) || personTraitContext(sentence) || (LIFE_EVENT_RE.test(sentence) && !PRODUCT_WORDS_RE.test(sentence) && !/\b(?:all\s+by\s+(?:herself|himself)|on\s+(?:her|his)\s+own|without\s+(?:ringing|calling|asking|help))\b/i.test(sentence)) || (DIAGNOSED_RE.test(sentence) && !/\b(?:but|so|because|and\s+(?:the|your|you|it|they))\b/i.test(sentence)) || (REFERRAL_RE.test(sentence) && !/\b(?:but|though|and\s+(?:the|your|you|it|they|i|we))\b/i.test(sentence))) return { role: 'filler', category: 'other' };
  // How a stretch of life felt, said after the fact it follows ("..., which was a terrible week", "..., so it was a stressful week all round"): read without it.
  const lifeTime = LIFE_TIME_RE.exec(sentence);
  if (lifeTime !== null && lifeTime.index > 0) {
    const rest = sentence.slice(0, lifeTime.index) + '.';
    return classifySentence(rest, scoreSentiment(rest), mixed);
  }
  // Praise of someone the customer knows, set aside in commas ("My neighbour, who is a lovely woman,
  // told me about this place", "My mum, bless her, is doing the planning"): read without it.
  const aside = PERSON_ASIDE_RE.exec(sentence);
  if (aside !== null) {
    const at = aside.index + aside[0].length - aside[1]!.length;
    const rest = sentence.slice(0, at) + sentence.slice(at + aside[1]!.length);
    return classifySentence(rest, scoreSentiment(rest), mixed);
  }
  // What the product is used for, when that is watching for a trouble ("We use the dashboard to
  // monitor errors", "We use it to detect fraud"): context, as any other use told, not a report of
  // the trouble (sentiment.ts reads no valence there; not with a problem after "but").
  if (USED_FOR_WATCHING_RE.test(sentence) && score > -SENTIMENT_THRESHOLD && !/\b(?:but|though|although|except|however)\b/i.test(sentence)) return { role: 'filler', category: 'other' };
  // A request and what it is for: a failure the purpose names ("Could you add scheduled messages
  // so I don't ping people at night?") is what the request would spare, not a bug.
  const purpose = PURPOSE_CLAUSE_RE.exec(sentence);
  if (purpose !== null && purpose.index > 0 && !/^\W*(?:what|how|which|where|when|why|who|whose)\b/i.test(sentence)) {
    const asked = sentence.slice(0, purpose.index);
    if (isRequest(asked) && !isRemedyDemand(asked) && !MEND_WORDS_RE.test(asked) && !isBugReport(asked, scoreSentiment(asked))) return { role: 'highlight', category: 'feature_request' };
  }
  // A request that opens the sentence, then why ("Wish there was a dark mode tbh, the white screen
  // at night is blinding"): the reason is what the request would spare, not a report of its own.
  // (Not when what follows reports a failure of its own: "Please add a search bar, the list keeps
  // crashing" is a bug too.)
  const opening = OPENING_ASK_RE.exec(sentence);
  if (opening !== null && !FAILURE_WORD_RE.test(sentence.slice(opening[0].length))) {
    const asked = opening[0];
    if (isRequest(asked) && !isRemedyDemand(asked) && !MEND_WORDS_RE.test(asked) && !isBugReport(asked, scoreSentiment(asked))) return { role: 'highlight', category: 'feature_request' };
  }
  // A wish to be told when something fails ("It'd be nice to get a text when a backup fails"): a request, not a report of the failure.
  if (ALERT_WISH_RE.test(sentence)) return { role: 'highlight', category: 'feature_request' };
  if (askedFor(sentence)) return { role: 'highlight', category: 'feature_request' };
  // What a request or a question is about may be what failed ("rerun only the failed jobs", "a
  // retry button for just the failed step"): it asks for something, and is read without the
  // adjective. (Not asking to mend it: "Can you fix the broken export?" reports it.)
  if (ATTRIBUTIVE_FAILURE_RE.test(sentence) && !MEND_WORDS_RE.test(sentence)) {
    const asked = sentence.replace(ATTRIBUTIVE_FAILURE_RE, '$1 ');
    if (isRequest(asked) || isQuestion(asked)) return classifySentence(asked, scoreSentiment(asked), mixed);
  }
  if ((RULED_OUT_RE.test(sentence) || (TOO_EARLY_RE.test(sentence) && score > -MILD_PRAISE)) && score < MILD_PRAISE) return { role: 'filler', category: 'other' };
  if (CANT_FAULT_OPENING_RE.test(sentence) && !CONTRAST_AFTER_RE.test(sentence)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  if ((DEPENDENCE_RE.test(sentence) || LOYALTY_RE.test(sentence)) && score > -MILD_PRAISE) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  if (UNIQUE_VALUE_RE.test(sentence) && score > -MILD_PRAISE && !QUESTION_END_RE.test(sentence.trim()) && !/\b(?:if|wish|would|whether|hope|until|unless|only|just|barely)\b/i.test(sentence) && !isProblemStatement(sentence, true)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  // Put right or answered fast: praise of the service, though it names the problem ("had the leak
  // fixed the same day"). What a reply was about is the customer's trouble, not their verdict on
  // the service: without it, no bug and no strong blame left ("The teacher replied about the
  // bullying the same evening", "support answered my complaint about the broken screen within an
  // hour"), it is praise before any bug it names. ("The app crashed and support replied the same
  // day" is a bug first.)
  // Weight its loser wanted to lose ("I've lost 6kg since January"): good news, whatever "lost" scores.
  if (score > -MILD_PRAISE && WEIGHT_LOST_RE.test(sentence) && !CONTRAST_AFTER_RE.test(sentence)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  const fast = (FIXED_FAST_RE.test(sentence) || ARRIVED_FAST_RE.test(sentence)) && !UNRESOLVED_RE.test(sentence) && !DEMAND_RE.test(sentence);
  if (fast) {
    const without = sentence.replace(SUBJECT_MATTER_RE, '').replace(OCCASION_AFTER_FAST_RE, '$1').replace(OCCASION_BEFORE_FAST_RE, '').replace(FIXED_OBJECT_STATE_RE, '$1 $2 ');
    if (without !== sentence) {
      const rest = scoreSentiment(without);
      if (rest > -MILD_PRAISE && !isBugReport(without, rest)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
    }
  }
  // A thing suggested by what it would do ("A frost cut-off that shuts everything down below freezing would save my pipes"):
  // a request, whatever failure words describe what it would do.
  if (SUGGESTED_THING_RE.test(sentence) && !QUESTION_END_RE.test(sentence.trim())) return { role: 'highlight', category: 'feature_request' };
  // Call notes: what a customer is keen on or asked whether we could do.
  if (REPORTED_WANT_RE.test(sentence) && !CONTRAST_AFTER_RE.test(sentence)) return { role: 'highlight', category: 'feature_request' };
  // Less of a bad quality than elsewhere, the only one without it, or a trouble caught in time: praise, though it names the trouble ("less buggy than the last version").
  if (score > -MILD_PRAISE && (lessOfABadQuality(sentence) || ONLY_ONE_THAT_RE.test(sentence) || CAUGHT_IN_TIME_RE.test(sentence) || SPARED_TROUBLE_RE.test(sentence) || hereVsThere() === 'better') && !CONTRAST_AFTER_RE.test(sentence) && !NOT_A_FACT_RE.test(sentence)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  if (score > -MILD_PRAISE && deniedTrouble(sentence) && !NOT_A_FACT_RE.test(sentence)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  if (score < MILD_PRAISE && deniedService(sentence)) return { role: 'highlight', category: 'complaint', positiveWordsAside: true };
  const sarcasm = sarcasticOpener(sentence);
  if (sarcasm !== null) return { role: 'highlight', category: sarcasm, positiveWordsAside: true };
  // Its praise words are sarcasm or the past ("Used to love this app, now it's full of bugs").
  if (isBugReport(sentence, score)) return { role: 'highlight', category: 'bug', ...(isSarcastic(sentence) || isDecline(sentence) ? { positiveWordsAside: true as const } : {}) };
  // (Before praise told as a fact, which its other words may look like.) "Oh great, another subscription.": praise of one more of something is sarcasm.
  if (/^\W*(?:(?:oh\s+|just\s+)?(?:great|perfect|wonderful|fantastic|brilliant|awesome|lovely|super|yay|good)\W+(?:just\s+)?(?:what\s+(?:i|we)\s+needed,?\s+)?(?:yet\s+)?|yet\s+)another\b/i.test(sentence)) return { role: 'highlight', category: 'complaint', positiveWordsAside: true };
  // Praise of a stated problem is sarcasm, however positive its words ("Love how my order is always late").
  if (isSarcastic(sentence) && (isProblemStatement(sentence, true) || SCARE_QUOTED_RE.test(sentence) || SARCASTIC_BURDEN_RE.test(sentence))) return { role: 'highlight', category: 'complaint', positiveWordsAside: true };
  // Faster than before: praise, though it names the slowness it replaced ("took hours").
  if ((NOW_FASTER_RE.test(sentence) || ((QUICK_TASK_RE.test(sentence) || QUICK_DEED_RE.test(sentence)) && !/(?<!\bwhile\s+(?:i|we)\s+)\bwait(?:ed|ing)?\b/i.test(sentence) && !isProblemStatement(sentence, true))) && score > -MILD_PRAISE) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  // A time or a figure told from and to: down (or the way the customer wants) is praise here, the other way a complaint below.
  const timeMoved = timeChange(sentence);
  const figureMoved = figureChange(sentence);
  // (The score first: the patterns are many. Praise told as what was done is sought only where the words are not already praise.)
  if (score > -MILD_PRAISE && (EASY_TO_LEARN_RE.test(sentence) || AMAZEMENT_RE.test(sentence) || SHOUT_OUT_RE.test(sentence) || LESS_TROUBLE_RE.test(sentence) || BETTER_THAN_RE.test(sentence) || RELIEF_RE.test(sentence) || ONLY_REASON_RE.test(sentence) || BETTER_THAN_EXPECTED_RE.test(sentence) || timeMoved === 'down' || figureMoved === 'good' || priceKept(sentence) || byTheClock() === 'better' || (score < MILD_PRAISE && servicePraise(sentence) && !QUESTION_END_RE.test(sentence.trim())))) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  // (Not asked, regretted or what used to be: "It paid for itself?", "I renewed for another year
  // and now regret it", "I've done this before with no issues.")
  if (PLAIN_FACT_PRAISE_RE.test(sentence) && score > -SENTIMENT_THRESHOLD && !QUESTION_END_RE.test(sentence.trim()) && !/\b(?:regret\w*|before(?!\s+(?:i|we)\b)|previously|in the past|used to|last (?:time|year|month|week))\b/i.test(sentence)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  if (fast && score > -MILD_PRAISE) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  // Wishing it had come sooner, or could be rated higher: praise, though said as a wish.
  if ((SOONER_PRAISE_RE.test(sentence) || MORE_STARS_RE.test(sentence)) && score > -MILD_PRAISE) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  // A broken promise: the praise words are what was promised ("promised", "guaranteed"); a bad smell: "strong" is its strength.
  if (isRemedyDemand(sentence) || isDecline(sentence) || NAMED_DRAWBACK_RE.test(sentence) || (score >= SENTIMENT_THRESHOLD && GOOD_UNTIL_RE.test(sentence)) || BROKEN_PROMISE_RE.test(sentence) || (score < SENTIMENT_THRESHOLD && REPORTED_PROMISE_RE.test(sentence) && !KEPT_PROMISE_RE.test(sentence)) || WORSE_THAN_PROMISED_RE.test(sentence) || claimedVersusGot(sentence) || REGRET_RE.test(sentence) || THANKS_I_GET_RE.test(sentence) || SARCASTIC_LOVE_RE.test(sentence) || PRICE_ROSE_RE.test(sentence) || priceThenLetdown(sentence) || letDownAgainstWord(sentence) || hereVsThere() === 'worse' || byTheClock() === 'worse' || (score < MILD_PRAISE && BAD_SMELL_RE.test(sentence))) return { role: 'highlight', category: 'complaint', positiveWordsAside: true };
  // Asking whether one may or must ("do I need a separate permit"), not asking for something.
  if (MAY_I_RE.test(sentence.trim()) && score > -SENTIMENT_THRESHOLD && score < MILD_PRAISE && (isQuestion(sentence) || isYesNoQuestion(sentence))) return { role: 'highlight', category: 'question' };
  // A wish the product thwarts ("I'd like to end my subscription but there's no cancel button
  // anywhere"): the problem after "but" is what is told, not a request.
  const thwarted = THWARTED_WISH_RE.exec(sentence);
  if (thwarted !== null) {
    const after = sentence.slice(thwarted.index + thwarted[0].length);
    if (isBugReport(after, score)) return { role: 'highlight', category: 'bug' };
    if (isProblemStatement(after, true)) return { role: 'highlight', category: 'complaint' };
  }
  if ((TOLD_WRONG_RE.test(sentence) && score < MILD_PRAISE) || GOOD_LUCK_RE.test(sentence) || WOULD_BE_GOOD_IF_RE.test(sentence)) return { role: 'highlight', category: 'complaint', positiveWordsAside: true };
  // An attempt that did not succeed: what follows "but" is what went wrong, however it is told.
  const tried = TRIED_BUT_RE.exec(sentence);
  if (tried !== null && score < MILD_PRAISE) return { role: 'highlight', category: isBugReport(sentence.slice(tried.index + tried[0].length), score) ? 'bug' : 'complaint', positiveWordsAside: true };
  // Asking why one is made to do something is objecting to it: "Why do I have to pay extra to sit next to my kid?"
  // ("Why do I need to verify my email?" may ask for the reason, and stays a question.) Before the requests: "Why does every order need a new code?" asks for nothing.)
  if (WHY_MADE_TO_RE.test(sentence.trim()) && score < MILD_PRAISE) return { role: 'highlight', category: 'complaint' };
  // Judged absurd before anything is asked: "Ridiculous that we need one app for dinner money AND another for clubs."
  if (ABSURD_THAT_RE.test(sentence) && score < MILD_PRAISE) return { role: 'highlight', category: 'complaint' };
  if (isRequest(sentence) || COULD_THERE_BE_RE.test(sentence.trim()) || PAY_FOR_RE.test(sentence) || SUGGESTION_RE.test(sentence.trim()) || WISH_LIST_RE.test(sentence.trim()) || WOULD_PERSUADE_RE.test(sentence) || WOULD_COMPLETE_RE.test(sentence) || NAMED_PLEASE_RE.test(sentence.trim())) return { role: 'highlight', category: 'feature_request' };
  // A question asking to agree with something bad is a complaint ("Isn't it ridiculous that ...?");
  // one with good words may still be a real question ("Isn't that free?"), and stays one.
  if (score <= -SENTIMENT_THRESHOLD && asksToAgree(sentence)) return { role: 'highlight', category: 'complaint' };
  if (score < MILD_PRAISE && RHETORICAL_RE.test(sentence)) return { role: 'highlight', category: 'complaint' };
  // Asking why something bad is so ("why is everything so slow lately", "Why are the last 3 questions
  // missing from the download?") is complaining, as a price that jumped is ("went from $36 to $60").
  if (WHY_RE.test(sentence) && score <= -SENTIMENT_THRESHOLD) return { role: 'highlight', category: 'complaint' };
  if (score < MILD_PRAISE && (priceJumped(sentence) || timeMoved === 'up' || figureMoved === 'bad')) return { role: 'highlight', category: 'complaint' };
  // A statement of a problem with a question mark ("Delivery fee went up from €1.99 to €3.99 in two months?"): disbelief, not a question.
  if (score < MILD_PRAISE && QUESTION_END_RE.test(sentence.trim()) && !QUESTION_START_RE.test(sentence.trim()) && !/^\W*if\b/i.test(sentence) && !/\b(?:how|what|why|when|where|who|which|any)\b/i.test(sentence) && isProblemStatement(sentence, true)) return { role: 'highlight', category: 'complaint' };
  if (isQuestion(sentence) || (score > -SENTIMENT_THRESHOLD && score < MILD_PRAISE && isYesNoQuestion(sentence))) return { role: 'highlight', category: 'question' };
  // Its words ("support", "great") are what is asked about, unless they are strongly felt.
  if (INDIRECT_QUESTION_RE.test(sentence.trim()) && Math.abs(score) < MILD_PRAISE && !isProblemStatement(sentence, true)) return { role: 'highlight', category: 'question' };
  // Call notes: what the customer asked for or about, unless it is a problem told that way.
  if (REPORTED_REQUEST_RE.test(sentence.trim()) && score > -SENTIMENT_THRESHOLD && !isProblemStatement(sentence, true)) return { role: 'highlight', category: 'feature_request' };
  if (REPORTED_QUESTION_RE.test(sentence.trim())) return { role: 'highlight', category: 'question' };
  // A problem reported as put right is no complaint unless the words are strongly negative.
  const resolved = score > -MILD_PRAISE && toldPutRight(sentence, RESOLVED_RE);
  // A need met, on time or as asked (praise told as a fact, below) with one mildly negative topic
  // word: "Customers pay quicker with the card option" ("pay" is -0.4 in the lexicon) scores a
  // hair under the threshold, so which side of it such a sentence fell on was the model's fourth
  // decimal. Clearly negative words still make it a complaint.
  if (score > -2 * SENTIMENT_THRESHOLD && score <= -SENTIMENT_THRESHOLD && praisedAsFact(sentence) && !isProblemStatement(sentence, true)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  if (score <= -SENTIMENT_THRESHOLD && !resolved) return { role: 'highlight', category: 'complaint' };
  // Praise marked as irony by its emoji.
  if (score > 0 && IRONY_EMOJI_RE.test(sentence)) return { role: 'highlight', category: 'complaint', positiveWordsAside: true };
  if (score < MILD_PRAISE && (isProblemStatement(sentence, score >= SENTIMENT_THRESHOLD) || EXCESS_RE.test(sentence))) return { role: 'highlight', category: 'complaint' };
  // "help" is a kind word, but a plea for it is no praise: "Need help!" reads 0.6 by its words.
  if (HELP_PLEA_RE.test(sentence)) return { role: 'highlight', category: 'question', positiveWordsAside: true };
  if (score >= SENTIMENT_THRESHOLD && score < MILD_PRAISE && PAST_ABSENCE_RE.test(sentence)) return { role: 'filler', category: 'other' };
  if (score >= SENTIMENT_THRESHOLD) return { role: 'highlight', category: 'praise' };
  if (score > -SENTIMENT_THRESHOLD && praisedAsFact(sentence)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  // A problem put right by someone or something ("The update fixed the annoying bug", "the new router
  // fixed all our wifi dead spots"): praise of what fixed it, not a report of the problem.
  if (score > -MILD_PRAISE && PUT_RIGHT_BY_RE.test(sentence) && toldPutRight(sentence, RESOLVED_RE)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  // Reliability said as a failure that never happens ("it never crashes", "never lets me down"):
  // praise, though its words score about neutral (a negated negative word is no reliable sign of
  // praise in general text, so the score is left as it is).
  if (score > -SENTIMENT_THRESHOLD && NEVER_FAILS_RE.test(sentence) && !PAST_ABSENCE_RE.test(sentence)) return { role: 'highlight', category: 'praise' };
  // A plain fact against what should be ("keeps going offline even though wifi is fine", "got a
  // notice for non-payment even though my bank shows it went through"): a complaint.
  if (Math.abs(score) < SENTIMENT_THRESHOLD && CONCESSIVE_FACT_RE.test(sentence) && !isQuestion(sentence)) return { role: 'highlight', category: 'complaint' };
  if (mixed) return { role: 'highlight', category: 'other' };
  if (isInformationRequest(sentence)) return { role: 'highlight', category: 'question' };
  if (Math.abs(score) < SENTIMENT_THRESHOLD && YES_NO_NOUN_START_RE.test(sentence.trim()) && sentence.trim().split(/\s+/).length >= 4) return { role: 'highlight', category: 'question' };
  return { role: 'filler', category: 'other' };
}
