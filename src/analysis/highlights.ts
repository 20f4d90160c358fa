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
 */
import type { HighlightCategory } from './index.js';
import { STILL_NOT_DONE } from './themes/text.js';
import { scoreSentiment } from './sentiment.js';
import { asksToAgree, DAMAGED_EASILY } from './constructions.js';
import { EXCESS_KEEPS_PRAISE_WORDS, lookupValence, NOT_EXCESS_WORDS, readingForm, SPEAKERS_STATE_BEFORE_TOO } from './words.js';

const GREETING_RE =
  /^(?:hi|hello|hey|hiya|howdy|dear|greetings|good (?:morning|afternoon|evening|day)|to whom it may concern|yo)\b[^.!?]{0,40}[,.!:;-]?\s*$/i;
const THANKS_ONLY_RE =
  /^(?:(?:many |a lot of |big |huge )?thanks|thank you|thank u|thx|ty|tia|cheers|much appreciated|appreciate it|kind regards|best regards|regards|best|sincerely)(?:\s+(?:so much|a lot|very much|a bunch|in advance|again|guys|team|all|everyone|folks|you|for (?:your|the|all) (?:help|time|support|assistance|attention|consideration|feedback|reply|response|work|hard work|patience)|for reading|for listening|for looking into (?:this|it))|\s*,?\s*have an? (?:great|good|nice|lovely|wonderful) (?:day|weekend|week|evening|one|night))*\s*[.!,:;)]*\s*(?:[\p{Extended_Pictographic}\uFE0F\u200D]\s*)*$/iu;
const FILLER_RE = /^(?:ok(?:ay)?|so|well|also|fyi|ps|p\.s\.?|update|note|edit|please advise|advise please|please let me know|let me know|thoughts\??|any thoughts\??)[\s.!,:]*$/i;
/** The survey's own question, pasted with the answer ("Survey: What could we improve? -> ..."). */
const SURVEY_PROMPT_RE = /^(?:(?:survey|question|q\d*|nps(?: comment)?|feedback)\s*[:\-]\s*)?(?:what|how|is there anything|anything)\s+(?:else\s+)?(?:could|can|should|would)\s+we\s+(?:improve|do better|change|do differently)(?:\s+on)?\s*\??\s*$/i;
/**
 * What a customer asked for, as call notes report it with the subject left out or in the third
 * person ("Wants bulk user import via CSV", "Customer asked about pricing for 50 seats").
 */
const REPORTED_REQUEST_RE = /^(?:(?:the\s+)?(?:customer|client|user|prospect|caller|patient|member|rider|guest|tenant|learner|student|parent|owner|manager|he|she|they)\s+)?(?:wants|would like|requested|asked for|needs|is asking for|are asking for|suggested|wished for|would love)\b/i;
const REPORTED_QUESTION_RE = /^(?:(?:the\s+)?(?:customer|client|user|prospect|caller|patient|member|rider|guest|tenant|learner|student|parent|owner|manager|he|she|they)\s+)?(?:asked (?:about|if|whether|how|why|when|what)|wondered|wanted to know|is asking (?:about|if|whether))\b/i;
/** A suggestion without a verb: "Maybe a few more chart types.", "Perhaps an option to export to PDF." */
/** The thing missing, said as what it would complete: "an airport shuttle would make this place perfect". */
const WOULD_COMPLETE_RE = /\b(?:would|'d|could)\s+(?:really\s+|definitely\s+|totally\s+)?make\s+(?:this|it|the\s+\w+|this\s+\w+|things|life)\s+(?:\w+\s+)?(?:perfect|a 10|ideal|complete|even better|so much better|much better|a lot better|way better|easier|so much easier|much easier|a lot easier|a no[- ]brainer|no[- ]brainer|a must[- ]have|unbeatable)\b/i;
/** What would win a customer over: "A household bundle would get my wife and son on board", "would make me upgrade". */
const WOULD_PERSUADE_RE = /\b(?:would|'d)\s+(?:(?:get|bring)\s+(?:me|us|them|him|her|everyone|people|(?:my|our|the)\s+(?:[\w-]+\s+){0,4}?[\w-]+)\s+(?:on board|back)|win\s+(?:me|us|them|people|customers)\s+(?:over|back)|make\s+(?:me|us)\s+(?:upgrade|switch|stay|subscribe|sign up|come back|buy|renew))\b/i;
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

/**
 * Not what a thing could, should or is wished to do by itself ("wish it could tell when we're out
 * and turn itself down", "it should switch itself off when idle"): a lookbehind for the fault
 * patterns of a device acting by itself.
 */
const NOT_WISHED = String.raw`(?<!\b(?:could|would|should|can|might|may|to)\s+(?:[^.!?;]*?\band\s+)?)`;

/** What a device needs to work again ("needs a power cycle every few days"): a fault, not a wish (not "a restart button"). */
const RESTART_NEEDED = String.raw`(?:a\s+)?(?:power[- ]cycle|hard reset|factory reset|restart|reboot)\b(?!\s+(?:button|option|feature|setting|switch|menu|link|schedule))`;

const BUG_VERBS =
  'turn on|switch on|power on|power up|work|load|open|save|sync|start|launch|connect|respond|show|display|update|upload|download|export|import|print|login|log in|sign in|sign up|run|install|play|send|appear|render|refresh|boot|charge|pair|load up|function|submit|process|go through|compile|build|accept|remember|trigger|notify|ping|buzz|vibrate|alert|fire|ring|wake up|wake|carry over|transfer over|deduct|register|go off';
/**
 * The -ing forms of the verbs above that end in "e" ("stopped charging", "stopped updating"). Not
 * their -d forms: "wasn't charged", "the balance wasn't updated" are about money, not a failure.
 */
const BUG_VERBS_E_DROPPED = BUG_VERBS.split('|')
  .filter((verb) => !verb.includes(' ') && verb.endsWith('e'))
  .map((verb) => `${verb.slice(0, -1)}ing`)
  .join('|');
/**
 * The other forms of the verbs above that are two words ("stopped turning on", "never powers up",
 * "keeps logging in"), which a suffix on the whole phrase cannot make.
 */
const BUG_PHRASAL_FORMS =
  'turns on|turned on|turning on|switches on|switched on|switching on|powers on|powered on|powering on|powers up|powered up|powering up|' +
  // (not the past of what the customer does: "I wish I had never signed up" is regret)
  'logs in|logging in|signs in|signing in|loads up|loaded up|loading up|' +
  'goes through|went through|going through|wakes up|woke up|waking up|carries over|carried over|carrying over|' +
  'transfers over|transferred over|transferring over|goes off|went off|going off';
/** What wears out: paint peeling, a mattress sagging, colours fading, a roof leaking. */
const WEAR_VERBS =
  'peel(?:s|ed|ing)?|sag(?:s|ged|ging)?|fad(?:e|es|ed|ing)|leak(?:s|ed|ing)?|rust(?:s|ed|ing)?|wobbl(?:e|es|ed|ing)|squeak(?:s|ed|ing)?|creak(?:s|ed|ing)?|pill(?:s|ed|ing)?|shrink(?:s|ing)?|shrank|shrunk|chip(?:s|ped|ping)?|flak(?:e|es|ed|ing)|overheat(?:s|ed|ing)?|fray(?:s|ed|ing)?|discolou?r(?:s|ed|ing)?|warp(?:s|ed|ing)?|unravel(?:s|l?ed|l?ing)?|fall(?:s|ing)? apart|fell apart|com(?:e|es|ing) (?:off|unglued|unstuck|unstitched|undone)|came (?:off|unglued|unstuck|unstitched|undone)';
const BUG_RE = alternation(
  [
    // Work lost by the product: "exports lose all the formatting", "it wiped my settings".
    // (The customer's own loss, "I lost my notes", is looked for behind the verb only once it matched: a look-behind first would run at every position.)
    String.raw`\b(?:lose|loses|losing|wipes?|wiped|wiping|erases?|erased|erasing|deletes|deleted|deleting)(?<!\b(?:i|we|you)\s+(?:\w+\s+)?\w+)(?<!\b(?:without|avoid|before|instead of|rather than)\s+\w+)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+|our\s+|your\s+|their\s+)?(?:formatting|data|changes|work|progress|settings|history|files?|edits|notes|preferences|drafts?|layout|filters|(?:product\s+)?descriptions?|text|content|entries|photos|pictures|messages|posts|comments|contacts|answers|everything)\b`,
    String.raw`\b(?:bugs?|buggy|crash(?:es|ed|ing)?|freez(?:e|es|ing)(?<!\b(?:it'?s|it is|it was|its|so|absolutely|bloody|literally|always|too)\s+freezing)(?!\s+(?:cold|in\s+(?:here|there|the)|(?:(?:my|the|your|our|his|her|their|a|an)\s+)?(?:\w+\s+)?(?:cards?|accounts?|payments?|subscriptions?|memberships?|plan|prices?|rates?))\b)|froze(?:n)?(?!\s+(?:my|the|your|our|his|her|their|a|an)\s+(?:\w+\s+)?(?:cards?|accounts?|payments?|subscriptions?|membership|plan|prices?|rates?)\b)|hangs(?!\s+up\s+on\b)|hung up(?!\s+(?:on\s+(?:me|us|him|her|them|my|our)|my|our|his|her|their|your|a)\b)|errors?|exceptions?|fail(?:s|ed|ing|ures?)?|broken|breaks|broke|glitch(?:es|y)?|unresponsive|malfunction\w*|corrupt(?:ed|s)?|stack ?trace|infinite loop|timed? ?out|times out|timeouts?|data loss|regression|overheat(?:s|ed|ing)?|act(?:s|ed|ing)? up|lock(?:s|ed|ing)? up|bricked|discrepanc(?:y|ies)|mismatch(?:es|ed)?)\b`,
    // What should happen by itself and does not: "payments aren't reconciling automatically", "card payments don't close the invoice automatically".
    String.raw`\b(?:not|aren'?t|isn'?t|wasn'?t|weren'?t|don'?t|doesn'?t|didn'?t|won'?t|never|no longer)\s+(?!(?:want|like|need|wish|expect)\b)(?:\w+\s+){0,3}?automatically\b|\b(?:not|aren'?t|isn'?t|wasn'?t|weren'?t)\s+(?:being\s+|getting\s+)?(?:reconcil(?:ed|ing)|marked\s+(?:as\s+)?paid|going out|sent out|generated|recorded)\b|\bnot\s+going\s+out\b`,
    // Told it worked, and it did not: "promo code said 'applied' and then the total didn't change".
    String.raw`\b(?:said|says|showed|shows|showing)\s+['"‘“]?(?:applied|success|successful|successfully|done|saved|sent|paid|complete|completed|confirmed)['"’”]?[^.!?]{0,15}?\b(?:but|and then|then|yet)\b[^.!?]{0,40}?(?:\bnot\b|n'?t\b|\bnever\b|\bnothing\b|\bno\b)`,
    String.raw`\b(?:not|never|no longer|stopped|stops|quit|quits|won'?t|wont|will not|wouldn'?t|would not|can'?t|cant|cannot|can not|couldn'?t|could not|doesn'?t|does not|don'?t|do not|didn'?t|did not|isn'?t|is not|aren'?t|are not|wasn'?t|unable to)\s+(?!(?:imagine|stop|wait|believe|help|resist|live)\b)(?:\w+\s+)?(?:(?:${BUG_VERBS})(?:s|ed|ing)?|${BUG_VERBS_E_DROPPED}|${BUG_PHRASAL_FORMS})\b`,
    // Lost by the company ("You deleted my data with your update"); an error message saying what could not be done
    // ("transaction could not be completed"); a page that only spins; times shifted ("events show up an hour early").
    String.raw`\byou\s+(?:guys\s+|people\s+|all\s+)?(?:deleted|wiped|erased|lost|removed)\s+(?:all\s+)?(?:of\s+)?(?:my|our)\b|\b(?:just|only)\s+(?:spins|keeps spinning|sits there spinning|loads forever)\b|\bspins?\s+(?:forever|endlessly|and spins)\b|\b(?:shows?|showed|showing|appears?|appeared|show\s+up|shows\s+up|showed\s+up|showing\s+up)\s+(?:an?|one|two|three|several|a few|\d+)\s+(?:hours?|days?)\s+(?:early|late|earlier|later|ahead|behind|off)\b|\boff\s+by\s+(?:an?|one|two|three|several|a few|\d+)\s+(?:hours?|days?)\b`,
    // A search that does not find: "the search doesn't find invoices by client name", "it never finds anything".
    String.raw`\b(?:doesn'?t|does not)\s+(?:even\s+|always\s+|ever\s+)?find\b(?!\s+what)|\b(?:no longer|never|rarely)\s+finds\b(?!\s+what)`,
    // What cannot be done to it, or is not being done: "the document could not be generated",
    // "attachments can't be previewed", "bot traffic isn't being filtered" (not "can't be beaten",
    // "couldn't be happier", "we're not being charged for it").
    String.raw`\b(?:can'?t|cannot|can not|couldn'?t|could not)\s+(?:even\s+)?be\s+(?!(?:beaten|bettered|faulted|topped|overstated|understated|bothered|praised|recommended|thanked|beat)\b)(?:\w+(?:ed|en)|found)\b|\b(?:isn'?t|aren'?t|wasn'?t|weren'?t|is\s+not|are\s+not|was\s+not|were\s+not)\s+(?:being|getting)\s+(?!(?:used|charged|billed|asked|penali[sz]ed|fined)\b)\w+(?:ed|en)\b`,
    // Done to it again and again: "the cache keeps getting invalidated", "my posts kept getting flagged"
    // (not "keeps getting better").
    String.raw`\b(?:keeps?|kept)\s+(?:on\s+)?getting\s+(?!(?:better|improved|updated|easier|faster|nicer|cheaper|smoother)\b)(?:\w+\s+)?\w+(?:ed|en)\b`,
    String.raw`\b(?:keeps?|kept) (?:on )?(?:crashing|freezing|logging (?:me |us |him |her |them |users |people )?out|loading|spinning|restarting|failing|disconnecting|dropping(?: out)?|cutting out|closing(?!\s+(?:my|our|the|their|your|his|her)\s+(?:\w+\s+)?(?:tickets?|cases?|requests?|issues?|complaints?|accounts?|threads?|chats?))|resetting|timing out|lagging|buffering|glitching|stuttering|shutting (?:down|off)|turning (?:itself )?off|powering (?:down|off)|rebooting|going (?:offline|dark|dead|blank|unreachable|unresponsive))\b`,
    // One part of the screen over another: "the toolbar covers the first line of text", "buttons overlap the text".
    String.raw`\b(?:covers?|covering|hides?|hiding|overlaps?|overlapping|blocks?|blocking|cuts? off|cutting off)\s+(?:the\s+|my\s+|our\s+|part of the\s+|half (?:of )?the\s+)?(?:\w+\s+){0,2}?(?:text|line|lines|content|button|buttons|field|fields|header|title|keyboard|input|menu|screen|message|messages)\b(?![^.!?]*\b(?:well|nicely|perfectly|fully|properly)\b)`,
    // Wrong data produced: "the reminder came for the wrong date", "totals don't match the invoices",
    // "lab results show someone else's name", "duplicate entries generated after every sync".
    String.raw`\b(?:shows?|showed|showing|displays?|displayed|lists?|listed|came|comes|sent|generated|marked|calculated|calculates|computed|printed|prints)\s+(?:\S+\s+){0,5}?(?:the\s+)?(?:wrong|incorrect)\s+(?:date|time|day|name|amount|total|price|currency|episode|answer|account|number|balance|figures?|data|results?|details|address|user|person)\b|\b(?:totals?|sums?|balances?|figures?|numbers?|amounts?|counts?)\s+(?:don'?t|doesn'?t|do not|does not|never|no longer)\s+(?:add up|tally|match\s+(?:the\s+|each\s+)?(?:sum|total|other|individual|line|invoices?|reports?|statements?|bank|ledger|transactions?|records?))\b|\bsomeone else'?s\s+(?:name|data|details|account|results?|info|information|photo|records?|invoices?|messages?)\b|\b(?:duplicate|duplicated)\s+(?:entries|records|rows|events|emails|notifications|lines|contacts|tasks|bookings)\b|\b(?:misspelled|misspelt)\b`,
    // What the system did twice, or left in the wrong state: "webhooks fire twice", "transactions are
    // duplicated", "paid invoices stay as unpaid", "sent with last month's date", "penny rounding differences".
    String.raw`\b(?:fire|fired|fires|firing|trigger|triggered|triggers|create|created|creates|generate|generated|generates|import|imported|imports|sync|synced|syncs|post|posted|posts|run|ran|runs|execute|executed|executes)\s+(?:\w+\s+){0,2}?twice\b|\b(?:is|are|was|were|get|gets|got|being|been|keeps? getting)\s+duplicated\b|\b(?:stays?|stayed|remains?|remained|sits?|sitting|sat|still\s+shows?|still\s+showing|still\s+marked|still\s+has)\s+(?:there\s+|around\s+|it\s+|them\s+)?(?:as\s+)?['"‘“]?(?:unpaid|pending|outstanding|processing|in progress|offline|unread|open|active|running|ongoing|in use|connected)\b|\bwith\s+(?:(?:last|next)\s+(?:month|week|year)|yesterday|tomorrow)'?s\s+(?:date|dates|prices?|amounts?|data|figures?|hours|rates?|totals?|times?|details|names?)\b|\brounding\s+(?:issues?|problems?|differences?|discrepanc(?:y|ies)|mismatch(?:es)?)\b|\b(?:differences?|discrepanc(?:y|ies))\s+(?:\w+\s+){0,3}?between\s+(?:the\s+)?(?:\w+\s+)?(?:and|&)\b`,
    // Empty where something should be: "opens the camera then shows nothing", "search returns nothing".
    String.raw`\b(?:shows?|showed|displays?|displayed|loads?|loaded|returns?|returned|renders?|rendered)\s+(?:me\s+)?(?:absolutely\s+)?nothing\b(?!\s+(?:wrong|but|else|new|of)\b)`,
    // Figures off by some amount (a system's numbers): "the VAT rounding is off", "timestamps are an hour off", "spacing is off".
    String.raw`\b(?:spacing|rounding|totals?|numbers?|figures?|calculations?|math|maths|times?|timing|timestamps?|dates?|balances?|alignment|colou?rs?|counts?|amounts?|tax|vat|margins?|clock|readings?)\s+(?:is|are|was|were)\s+(?:always\s+|still\s+|slightly\s+|way\s+|a bit\s+|consistently\s+)?off\b|\b(?:is|are|was|were)\s+(?:always\s+|still\s+|consistently\s+)?(?:an?|one|two|\d+)\s+(?:hours?|minutes?|cents?|pence|pennies|percent)\s+off\b`,
    // Gone dark on its own: "device goes dark every few days, needs a power cycle"; "rain sets it off constantly".
    String.raw`\b(?:goes|went|going)\s+(?:dark|offline|dead|unresponsive|unreachable)\b|\bneeds?\s+${RESTART_NEEDED}|\bsets?\s+(?:it|them|the\s+\w+)\s+off\s+(?:constantly|all the time|every|randomly|for no reason|again)\b`,
    // Software that falls over ("the app falls over every single time"); what was sent or done and is still not there
    // ("uploaded it twice and it's still not on his record").
    String.raw`\b(?:app|apps|site|website|system|server|servers|page|platform|portal|it|everything|whole thing)\s+(?:just\s+|always\s+|completely\s+|then\s+)?(?:falls|fell|falling|keeps falling|kept falling)\s+over\b|\bstill\s+(?:not|isn'?t|aren'?t|hasn'?t|haven'?t)\s+(?:been\s+)?(?:on|in|showing|shown|visible|listed|updated|added|uploaded|saved|appearing|showing up)\b(?!\s+(?:yet\b|sure|convinced|decided))`,
    // Asked to do what was already done ("the reminder told me to bring her in for a vaccine she already had"), shown
    // against what was so ("attendance shows him absent on days he was in"), many of one thing ("four separate
    // notifications for one newsletter").
    String.raw`\b(?:told|tells|asked|asks|reminded|reminds|prompted|prompts|wants|wanted)\s+(?:me|us|him|her|them)\s+to\s+[^.!?]{3,60}?\b(?:i|we|she|he|they|it)\s+(?:had\s+|'d\s+|have\s+|'ve\s+)?already\s+(?:had|did|done|paid|sent|submitted|booked|uploaded|filled|completed|cancelled|canceled|returned|verified|confirmed)\b|\b(?:shows?|showed|showing|marks?|marked|lists?|listed|has|had)\s+(?:him|her|me|us|them)\s+(?:as\s+)?(?:absent|late|missing|away|unpaid|overdue|inactive|offline|a no[- ]show)\b[^.!?]{0,40}?\b(?:when|on days|while|though|even though)\b|\b(?:two|three|four|five|six|several|\d+)\s+(?:separate|different|duplicate|identical)\s+[a-z]+\s+(?:for|about|from)\s+(?:one|a single|the same|each|every)\b`,
    // The device's figure against what happened: "sleep tracking says i slept 9 hours when i was up half the night"; miscounting.
    String.raw`\bsays?\s+(?:i|we|you|it|my|our)\s+[^.!?]{0,40}?\bwhen\s+(?:i|we|it|in fact|actually)\s+(?:was|were|had|did|didn'?t|wasn'?t|only|actually|barely)\b|\bmis(?:count|calculat|report|read|record|label)\w*`,
    // A reading far from true, or with holes: "step count is wildly off", "gaps in my heart rate data every night".
    String.raw`\b(?:is|are|was|were|seems?|looks?)\s+(?:wildly|way|completely|totally|miles|massively|hugely)\s+off\b|\bgaps?\s+in\s+(?:the\s+|my\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:data|records?|history|tracking|graphs?|logs?|readings?)\b`,
    // What the system shows against what is so, with its figure or status: "the final bill shows 4 days
    // but I returned the car after 3", "showed Oak Room as free but another team had it booked",
    // "the upload page says my PDF is 72 dpi when it's exported at 300" (not a parcel shown as
    // delivered that never came: a failure of the delivery, PROBLEM_STATE_RE).
    String.raw`\b(?:says|shows|showed|showing|displays|displayed|lists|listed|reads|(?:has|had|have)\s+(?:said|shown))\s+(?:\S+\s+){0,4}?(?:[$£€]?\d|['"‘“](?!delivered\b)|as\s+(?:free|paid|unpaid|available|unavailable|complete|completed|done|open|closed|active|inactive|empty|zero|in stock|out of stock|cancelled|pending|booked))[^.!?]{0,60}?\b(?:but|even though|even tho|although|when\s+(?:it|i|we|they|he|she|the|in fact))\b`,
    // What it did against what was set or done: "declared a winner after 20 minutes even though we
    // set it to 4 hours", "replies are creating new tickets instead of threading", "students get
    // marked late even when the deadline is midnight" (not what the customer chose: "I booked it even though").
    String.raw`\b(?:marked|marks|booked|lists|listed|calculated|calculates|counted|counts|declared|declares|creat(?:es|ed|ing)|import(?:s|ed|ing)|appli(?:es|ed)|applying|went out|goes out|coming back|came back|comes back|generat(?:es|ed|ing)|assign(?:s|ed|ing)|rout(?:es|ed|ing)|sav(?:es|ed|ing)|sync(?:s|ed|ing)|post(?:s|ed|ing))(?<!\b(?:i|we|you)\s+(?:\w+\s+)?\w+)\b[^.!?]{0,60}?\b(?:even though|even tho|even when|even if|instead of)\b`,
    // Counted or paid twice, mirrored, in the wrong place: "the mileage report is double counting
    // trips", "two employees got paid their overtime twice", "the scanner adds every item twice",
    // "x-rays import mirrored", "documents are landing in the wrong folder".
    String.raw`\bdouble[- ]?count(?:s|ed|ing)?\b|(?<!\b(?:i|we|you)\s+)\b(?:got\s+)?(?:paid|counted|credited|refunded|booked|add(?:s|ed|ing)?|puts|putting|enter(?:s|ed|ing)|record(?:s|ed|ing)|insert(?:s|ed|ing)?|list(?:s|ed|ing))\s+(?:\w+\s+){0,3}?twice\b|\b(?:import(?:s|ed|ing)?|print(?:s|ed|ing)?|export(?:s|ed|ing)?|upload(?:s|ed|ing)?|render(?:s|ed|ing)?|scann?(?:ed|ing)?|show(?:s|ed|ing)?|display(?:s|ed|ing)?)\s+(?:\w+\s+){0,2}?(?:mirrored|flipped|upside down|sideways|garbled|scrambled)\b|\b(?:left and right|columns|dates|names|fields)\s+(?:are\s+|were\s+|got\s+)?swapped\b|\b(?:sav(?:es|ed|ing)|land(?:s|ed|ing)|fil(?:es|ed|ing)|sync(?:s|ed|ing)|post(?:s|ed|ing)|import(?:s|ed|ing)|upload(?:s|ed|ing)|assign(?:s|ed|ing)|rout(?:es|ed|ing)|mapp(?:ed|ing)|pull(?:s|ed|ing))\s+(?:\w+\s+){0,3}?(?:in|into|to|on|under|from|against)\s+the\s+wrong\b`,
    // Back to a default by itself: "playback speed resets to 1x every time", "falls back to the master password every time".
    String.raw`\b(?:resets?|resetting|reverts?|reverting|falls?\s+back|defaults?|jumps?\s+back|goes\s+back)\s+to\b[^.!?]{0,50}?\b(?:every\s+(?:time|single time|morning|day|session|launch|update)|each\s+time|whenever|after\s+(?:every|each))\b|\b(?:keeps?|kept)\s+(?:on\s+)?(?:showing|selling|adding|resetting|reverting|duplicating|emptying|clearing|unchecking|deselecting)\b`,
    // The same thing sent again and again, a setting that turns itself off, sound behind the picture,
    // an error quoted as it pops up, a status stuck "forever", figures under by a third:
    // "got the same reminder text five times", "fingerprint login toggles itself off", "'bike not
    // found' pops up", "says 'connecting…' forever", "mileage is under by about a third".
    String.raw`(?<!\bfor\s+the\s+)\bsame\s+(?:[\w-]+\s+){1,3}?(?:twice|(?:three|four|five|six|seven|eight|nine|ten|\d+)\s+times)\b|${NOT_WISHED}\b(?:toggles?|toggled|switch(?:es|ed)?|turns?|turned)\s+(?:itself|themselves)\s+(?:off|on)\b|\b(?:seconds?|frames?)\s+(?:behind|ahead of)\s+the\s+(?:picture|video|audio|sound|image)\b|\b(?:audio|sound|video|picture|subtitles?|captions?)\s+(?:\w+\s+){0,3}?out of sync\b|['"‘“][^'"’”]{3,40}['"’”]\s+(?:pops up|popped up|popping up|comes up|came up|keeps (?:popping|coming) up)\b|\b(?:says|said|shows|showed|showing|stuck on)\s+['"‘“][^'"’”]{2,30}['"’”]\s+(?:forever|for ages|for hours|for days|indefinitely)\b|\b(?:under|over)\s+by\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|up to\s+)?(?:a\s+(?:third|quarter|half|fifth|tenth)|half|\d+\s*%)`,
    // Thrown out of a session by the product: "the app logs her out every day", "kicked me out again".
    String.raw`\b(?:logs?|logged|logging|signs?|signed|signing|kicks?|kicked|kicking|boots?|booted|booting|throws?|threw|throwing)\s+(?:me|us|him|her|them|users|people|everyone|staff)\s+out\b(?!\s+(?:of\s+)?(?:the\s+)?(?:door|building|shop|store|house))`,
    // Off the network: "falls off my mesh network constantly", "drops off the wifi".
    String.raw`\b(?:falls?|fell|falling|drops?|dropped|dropping|kicked)\s+off\s+(?:the\s+|my\s+|our\s+)?(?:\w+\s+)?(?:network|wifi|wi-fi|internet)\b`,
    // Parts of a page over or off one another: "the table columns overlap", "the last line runs off the page".
    String.raw`\b(?:columns?|text|labels?|buttons?|lines?|images?|icons?|fields?|rows?|elements?|menus?|words|names|logo)\s+(?:\w+\s+)?(?:overlap|overlaps|overlapping|overlapped|runs? off|ran off|running off|(?:is|are|gets?|got)\s+(?:cut off|chopped|squashed|squished|truncated))\b`,
    // A program that quits by itself: "every time I add an image the app quits", "makes the app close instantly".
    String.raw`\b(?:app|application|program|game|browser|software)\s+(?:just\s+|then\s+|randomly\s+|suddenly\s+|immediately\s+|instantly\s+)?(?:quits|closes|shuts down|shuts off|force[- ]closes)\b(?!\s+(?:at|on|for|the|my|your|our|all|every day|daily)\b)|\bmakes?\s+(?:the\s+|my\s+)?(?:app|application|program|game|browser)\s+(?:close|quit|shut down)\b|\b(?:closes|quits|shuts down)\s+(?:itself|by itself|on its own|unexpectedly|without warning|instantly|randomly)\b`,
    // Settings that do not keep: "my settings are reset to default", "it resets itself".
    String.raw`(?<!\b(?:password|pin|passcode|code)\s+(?:\w+\s+)?)\b(?:is|are|was|were|get|gets|got|getting|keeps? getting|been)\s+(?:all\s+)?reset\b(?!\s+(?:by me|by us|password|link|successfully)\b)|\breset(?:s|ting)?\s+(?:itself|themselves|to (?:the\s+)?defaults?|back to (?:the\s+)?defaults?)\b`,
    // A connection that gives out: "the internet disconnects constantly".
    String.raw`\bdisconnect(?:s|ed)\s+(?:me\s+|us\s+)?(?:constantly|all the time|randomly|every|several times|many times|again|on me|whenever|for no reason)\b`,
    // Video and calls that stall: "the lesson videos buffer constantly".
    String.raw`\bbuffer(?:s|ing)?\s+(?:constantly|all the time|non-?stop|every (?:few|couple)|forever|endlessly|for ages)\b`,
    // Sound and signal that give out: "the audio cuts out during calls", "cutting out every few minutes".
    String.raw`\bcut(?:s|ting)? out\s+(?:during|on (?:me|us|calls?)|in the middle|mid|every|when|whenever|constantly|randomly|all the time|several times|again)\b`,
    // Not seen by the device or the app: "my webcam is not recognized", "it doesn't detect the headset" (not "I don't recognise this payment").
    String.raw`\b(?:isn'?t|is not|aren'?t|are not|wasn'?t|was not|weren'?t|were not|no longer|not being|never|not|stopped being)\s+(?:\w+\s+)?(?:detected|recogni[sz]ed)\b|(?<!\b(?:i|we)\s+)\b(?:doesn'?t|does not|won'?t|will not|wouldn'?t|would not|didn'?t|did not|can'?t|cannot|stopped|fails? to|failed to|no longer)\s+(?:\w+\s+)?(?:detect(?:s|ing)?|recogni[sz](?:e|es|ing))\b`,
    // A service that goes down: "the internet goes down every evening", "the site was down all morning".
    String.raw`\b(?:internet|connection|network|wi-?fi|service|site|website|server|servers|app|system|platform|portal|api|dashboard)\s+(?:\w+\s+)?(?:goes|went|going|gone|is|was|are|were|keeps going|kept going|has been|have been)\s+down\b`,
    // Thrown out of a session: "logs me out every few minutes", "I keep getting logged out".
    String.raw`\b(?:logs|logged|logging|kicks|kicked|kicking|signs|signed|signing|throws|threw|boots|booted) (?:me|us|users|people|everyone|them) (?:out|off)\b|\b(?:get|gets|getting|got|been|being) (?:randomly\s+)?(?:logged|kicked|signed|thrown|booted) (?:out|off)\b|\b(?:keeps?|kept)\s+(?:on\s+)?(?:getting|being)\s+(?:randomly\s+)?(?:disconnected|dropped|kicked)\b|\b(?:get|gets|got)\s+(?:randomly\s+|constantly\s+)?disconnected\s+(?:every|all the time|constantly|randomly|whenever|when|during|mid|in the middle|again|several|multiple|\d+)`,
    String.raw`\b(?:out of order|out of service)\b`,
    String.raw`\b(?:blank|white|black|frozen) (?:screen|page|window)\b|\b(?:blank|empty) (?:file|document|export|report|download|pdf|csv|spreadsheet|sheet|workbook)\b`,
    // A file of nothing, or nothing but a failure: "the file that comes down is always 0 KB", "all I get is an error".
    String.raw`\b(?:is|are|was|were|comes?\s+(?:down|out|through|back)|came\s+(?:down|out|through|back)|downloads?\s+as|downloaded\s+as)\s+(?:always\s+|just\s+|only\s+|still\s+)?(?:0|zero)\s?(?:kb|bytes?)\b|\ball\s+(?:i|we)\s+(?:ever\s+)?(?:get|got|see|saw)\s+is\s+(?:a\s+|an\s+|the\s+)?(?:blank|empty|white|black|grey|gray|error|spinning|loading|timeout|404|500)\b`,
    // What a system produced, empty or out of place: "the answers are all blank in the file", "the CSV has all the columns shifted".
    String.raw`\b(?:answers?|fields?|columns?|cells?|values?|files?|reports?|pages?|lists?|results?|data|exports?|downloads?|pdfs?|csvs?|spreadsheets?|documents?|forms?|dashboards?|previews?|attachments?)\s+(?:\w+\s+){0,2}?(?:is|are|was|were|comes?\s+(?:through|out|back)|came\s+(?:through|out|back))\s+(?:all\s+|completely\s+|totally\s+|always\s+|still\s+|now\s+)?(?:blank|empty)\b|\b(?:columns?|rows?|fields?|cells?|text|characters?|dates?|numbers?|layout|formatting|data)\s+(?:\w+\s+){0,3}?(?:shifted|misaligned|garbled|scrambled|jumbled|truncated)\b`,
    // What never completes: "the xlsx export never completes", "it never finishes" (not what a person never finishes).
    // (Who it is, looked for behind the negator once it matched: a look-behind first would run at every position.)
    String.raw`\b(?:never|won'?t|doesn'?t|does not|didn'?t|did not)(?<!\b(?:i|we|you|they)\s+(?:\w+\s+)?(?:never|won'?t|doesn'?t|does not|didn'?t|did not))\s+(?:actually\s+|ever\s+)?(?:completes?|finish(?:es)?)\b`,
    String.raw`\b(?:[45]\d\d) (?:error|status|response)\b`,
    String.raw`\b(?:disappear(?:s|ed|ing)?|vanish(?:es|ed)?|lost (?:all )?(?:my|our)|wiped)\b`,
    // Hardware giving way: "the band snapped", "the screen cracked", "the sole is coming apart".
    String.raw`\b(?:snapped|cracked(?!\s+(?:me|us|him|her|them|everyone)\s+up)|shattered|tore(?!\s+(?:through|into|up the)\b)|torn(?!\s+(?:between|about|on)\b)|ripped(?!\s+off\b)|frayed|fraying|(?:fell|falls|falling|came|comes|coming)\s+(?:apart|loose)|peel(?:s|ed|ing)\s+off)\b`,
    // Wearing out: "the mattress started sagging", "paint started peeling within a week", "it began to leak after two months".
    String.raw`\b(?:started|starts|start|began|begins|begun|starting|beginning)\s+(?:to\s+)?(?:${WEAR_VERBS})\b|\b(?:${WEAR_VERBS})(?<!(?:\bnot|\bnever|n't|\bno|\bnor|\bwithout)\s+(?:\w+\s+)?\S+)\s+(?:\w+\s+){0,3}?(?:after|within)\s+(?:just\s+|only\s+|less than\s+|under\s+)?(?:a|an|one|two|three|four|five|six|a few|a couple of|\d+)\s+(?:days?|weeks?|months?|uses?|washes?|wears?|rides?|trips?)\b`,
    // Damaged by little: "the screen scratches easily", "the fabric tears way too easily" (not "doesn't scratch easily").
    String.raw`\b(?:${DAMAGED_EASILY})(?<!(?:\bnot|\bnever|n't|\bno|\bnor|\bwithout)\s+(?:\w+\s+)?\S+)\s+(?:(?:very|really|so|too|way too|quite|pretty|far too)\s+)?easily\b`,
    // A device dying: "my tracker dies by lunchtime", "it died after a week", "dead on arrival".
    String.raw`\b(?:dies|died|dying|goes dead|went dead)\s+(?:on me\b|(?:\w+\s+)?(?:whenever|every time|each time|as soon as|after|within|by|overnight|randomly|constantly|every|halfway|mid|in the middle of|before)\b)|\bdead (?:on arrival|pixels?|battery|batteries)\b|\b(?:battery|batteries|screen|device|phone|unit|charger)\s+(?:is|was|went|goes|are|were)\s+(?:completely\s+|totally\s+)?dead\b`,
    // Two places that disagree: "the app shows a different balance than the website".
    String.raw`\b(?:shows?|showing|displays?|displaying|gives?|giving|reports?|reporting)\s+(?:me\s+|us\s+)?(?:a\s+|the\s+)?(?:completely\s+|totally\s+)?different\s+(?:\w+\s+){0,2}?(?:than|from)\s+(?!(?:the\s+|my\s+|our\s+)?(?:old|older|previous|last|original|earlier|before|usual)\b)`,
    // A change that does not stick: "it reverts to the old one", "the settings don't stick", "every
    // Monday the program is back to the default"; a search that finds nothing; a click that does nothing.
    String.raw`\brevert(?:s|ed|ing)?\s+(?:back\s+)?to\s+(?:the\s+|my\s+|its\s+)?(?:old|previous|original|default|last)\b|\b(?:doesn'?t|does not|don'?t|do not|won'?t|will not|didn'?t|did not|never)\s+(?:seem to\s+|ever\s+)?stick\b(?!\s+(?:to|around|with|out|up|it|by|together)\b)|\b(?:is|are|was|were|goes|go|went|gone|comes?|came|resets?|snaps?|snapped|jumps?|jumped|flips?|flipped|falls?|fell|switch(?:es|ed)?)\s+(?:right\s+|straight\s+|all the way\s+)?back\s+to\s+(?:the\s+|its\s+|their\s+)?(?:factory\s+)?defaults?\b(?!\s+(?:rates?|prices?|fees?|tariffs?|plans?|tiers?)\b)|\b(?:doesn'?t|does not|won'?t|will not|(?<!\b(?:i|we|you)\s+(?:can|could)\s+)never)\s+finds?\s+(?:anything|any|the|my|our|results?|matches)\b|\bnothing happens\b(?!\s+(?:without|unless|until|by accident)\b)|\b(?:doesn'?t|does not|didn'?t|did not|won'?t)\s+(?:actually\s+|seem to\s+)?do\s+anything\b(?!\s+(?:else|wrong|for me|about)\b)`,
    // A device acting by itself: "the AC kept switching itself off", "the router reboots by itself".
    String.raw`${NOT_WISHED}\b(?:switch|turn|shut|power|log|sign)(?:s|es|ed|ing)?\s+(?:itself|themselves)\s+(?:off|on|down|out)\b|\b(?:reboot|restart|switch|turn|shut|power|clos|open|chang|reset|mov|delet|cancel|unsubscrib|dial|play|paus|stop|start)\w*\s+(?:\w+\s+){0,3}?(?:by itself|on its own|by themselves|on their own)\b`,
    // A control that does nothing, a wait that never ends: "clicking approve does nothing", "the spinner just spins forever".
    String.raw`\b(?:click\w*|tap\w*|press\w*|buttons?|links?|keys?|toggles?|icons?)\b[^.!?]{0,50}?\b(?:does|did|do) (?:absolutely |literally |just )?nothing\b|\b(?:spins?|spinning|loads?|loading|hangs?|hanging|buffers?|buffering)\s+(?:\w+\s+)?(?:forever|endlessly|indefinitely)\b`,
    // An error page or message: "the link gives a 404", "'Something went wrong. Code 4012'", "error code 500".
    String.raw`\b(?:a|an|the)\s+[45]0\d(?:\s+(?:page|error|status|response|code|message|screen)\b|\s*[.!,;)]|\s*$)|(?:["'“]\s*|\b(?:says?|shows?|showed|showing|gets?|got|getting|error|message|screen|with)\s*:?\s*["'“]?)something went wrong\b|\b(?:stopped|stops|no longer|not)\s+posting\s+(?:to|in|on|into)\b|\berror\s+(?:code|message)\b|\b(?:check engine|warning|fault|error)\s+(?:light|lights|led|message)\s+(?:came|comes|coming|is|was|keeps?|kept|went|goes|stays?|stayed|popped|pops|flash\w*|blink\w*)\b`,
    // Figures the product got wrong: "the tax calculation was wrong", "marked my answer wrong even
    // though it's right", "shows the bill as unpaid even though it was paid".
    String.raw`\b(?:calculations?|calculated|totals?|math|counts?|timezone|time zone)\s+(?:\w+\s+){0,3}?(?:is|are|was|were|comes? out|came out|keeps? coming out)\s+(?:\w+\s+)?(?:wrong|incorrect|inaccurate)\b|\b(?:marks?|marked|shows?|showed|shown|lists?|listed|flags?|flagged|displays?|displayed|says?)\s+(?:\S+\s+){0,5}?(?:as\s+)?["'“]?(?:unpaid|wrong|incorrect|failed|expired|invalid|overdue|missing|absent|not paid|unavailable|out of stock|sold out|rejected|declined|cancell?ed|no slots|no (?:appointments|rooms|seats|tables|availability))\b[^.!?]{0,40}?\b(?:even though|although|though|but|despite)\b`,
    // Reminded of what is done: "a reminder for an appointment I already cancelled", "billed for an order we already returned".
    String.raw`\b(?:reminders?|notifications?|emails?|texts?|alerts?|bills?|billed|invoices?|invoiced|charges?|charged)\b[^.!?]{0,40}?\b(?:i|we)(?:'d|\s+had)?\s+already\s+(?:cancell?ed|paid|returned|completed|deleted|unsubscribed|closed)\b`,
    // Software that refuses: "the app wouldn't let me check in", "the portal won't let me upload"
    // (not "it won't let me prove my identity": a rule of the service as often as a fault).
    String.raw`\b(?:app|site|website|portal|system|page|form|software|program|checkout|kiosk|machine)\s+(?:\w+\s+)?(?:won'?t|wont|wouldn'?t|wouldnt|doesn'?t|doesnt|didn'?t|didnt|will not|would not|does not|did not)\s+(?:even\s+)?(?:let|allow)\s+(?:me|us|users|anyone|you|people)\b`,
    // Leaking, said of what should hold: "the ice maker leaks onto the floor".
    String.raw`\b(?:leaks|leaked|leaking)\b(?!\s+(?:of|about|to the press)\b)`,
    // Progress lost: "my progress resets to 0%".
    String.raw`\bresets?\s+(?:back\s+)?to\s+(?:0|zero|the start|the beginning|square one)\b`,
    // A program closing itself: "it closed itself", "keeps force closing".
    String.raw`\b(?:clos|shut|quit|restart|reboot|minimi[sz])\w*\s+itself\b|\bforce[- ]?clos(?:e|es|ed|ing)\b`,
    // Not told: "I'm not getting notified", "we stopped receiving emails".
    String.raw`\b(?:not|stopped|no longer|never)\s+(?:getting|receiving)\s+(?:any\s+)?(?:notified|notifications?|notifs?|emails?|alerts?|updates?|texts?|messages?|reminders?|confirmations?|codes?|push(?:es)?)\b|\bnothing\s+(?:comes|came|goes|went|gets|got)\s+through\b`,
    // Having to redo what should hold: "we have to reconnect Slack almost weekly", "constantly re-entering my password".
    String.raw`\b(?:have to|having to|had to|need to|keep|keeps|kept|constantly|always)(?<!\b(?:don'?t|doesn'?t|do not|does not|won'?t|wouldn'?t|never|not|no longer)\s+(?:\w+\s+)?(?:have to|need to))\s+(?:\w+\s+)?(?:re-?connect|re-?enter|re-?install|re-?login|re-?log|log in again|sign in again|logging in again|re-?authenticat|re-?link|re-?pair|re-?sync|re-?type|re-?upload)\w*`,
    // Tried the usual remedy, no change: "Reinstalled, same thing", "cleared the cache and it still fails".
    String.raw`\b(?:reinstalled|re-installed|restarted|rebooted|cleared (?:the |my )?cache|logged out and (?:back )?in|tried again|tried (?:it )?on (?:another|a different))\b[^.!?]{0,30}?\b(?:same (?:thing|problem|issue|result|error)|no (?:luck|change|difference)|didn'?t (?:help|work|fix)|still)\b`,
    // Text mangled by the wrong encoding (mojibake): "Müller becomes MÃ¼ller".
    String.raw`Ã[\u0080-\u00bf]|â€[\u0080-\u00bf\u2018-\u201e\u2122]`,
    // Text spoiled by the product: "the export mangles accented names", "garbled characters".
    // (Not people hurrying: "had to scramble to find someone".)
    String.raw`\b(?:mangles?|mangled|mangling|garbles?|garbled|garbling|(?<!\bto\s+)(?:scrambles?|scrambled)(?!\s+(?:to|for|around|about)\b))\b`,
    // A wait that never ends: "the dashboard spins and spins", "it loads and loads".
    String.raw`\b(?:spins?|spinning|loads?|loading|buffers?|buffering)\s+and\s+(?:spins?|spinning|loads?|loading|buffers?|buffering)\b`,
    // State that does not stick: "filters reset when I go back", "the upload gets stuck at 99%".
    String.raw`\b(?:resets? (?:when|whenever|every|after|each|itself)|gets? (?:reset|stuck)|(?:is|are|was|were) stuck|stuck (?:on|at|in))\b`,
  ],
  'i',
);
/** Nouns of things going wrong, as a regular-expression alternation. */
/** A thing that would not do its one job: "the lock just would not release", "it wouldn't start this morning". */
const WOULD_NOT_RE = /(?<!\b(?:i|we|you|they|he|she)\s+(?:just\s+|simply\s+)?)\b(?:would\s+not|wouldn'?t|wouldnt)\s+(?:even\s+)?(?:release|open|unlock|lock|start|boot|load|connect|turn on|switch on|charge|sync|pair|respond|budge|close|work)\b(?!\s+(?:be|have|if|unless|without|for me to)\b)/i;
/** A thing that once left alone quits: "every time I add pictures it just closes" (not "it just closes at 5"). */
const QUITS_RE = /\b(?:it|the app|the whole app|the application)\s+(?:just|then|simply|suddenly|immediately|instantly)\s+(?:quits|closes|shuts down|force[- ]closes)\b(?!\s+(?:at|on|for|the|my|your|our|early|down)\b)/i;
const PROBLEM_NOUNS = String.raw`bugs?|errors?|crash(?:es)?|issues?|problems?|glitch(?:es)?|failures?|outages?|hiccups?`;
/**
 * Failure vocabulary denied ("no bugs", "zero errors", "never had a single crash", "haven't seen
 * any issues", "not one glitch", "nothing broke"): the absence of a problem, not a report of one.
 */
const BUG_NEGATED_RE = new RegExp(
  [
    String.raw`\b(?:no|without|zero|not|never|(?:have|has|had|did|do|does)(?:n'?t| not| never))(?:\s+(?:ever|had|have|seen|saw|encountered|experienced|noticed|got|gotten|any|a|an|one|single))*\s+(?:\w+\s+)?(?:${PROBLEM_NOUNS})\b`,
    String.raw`\b(?:nothing|not (?:a )?(?:single )?(?:one )?thing)\s+(?:has\s+|ever\s+|was\s+|is\s+|got\s+)?(?:broke|broken|crashed|failed|froze|went wrong|gone wrong)\b|\b(?:broke|breaks|crashed|failed)\s+nothing\b`,
    // "Not once has it crashed", "Never once did it fail to start": a fronted negation
    String.raw`\b(?:not|never)\s+once\s+(?:has|have|had|did|does|do|was|is)\s+(?:it|they|he|she|we|i|this|that)\s+(?:ever\s+)?(?:crash\w*|fail\w*|froze|freez\w*|broke\w*|lag\w*|glitch\w*|drop\w*|disconnect\w*|let\s+(?:me|us)\s+down)`,
    // "never had a failed session", "not one dropped call", "zero missed deliveries"
    String.raw`\b(?:no|zero|not (?:a single|one)|never\s+(?:had|seen|got)\s+(?:a|an|one|a single))\s+(?:failed|dropped|missed|declined|botched|lost|cancelled|canceled)\s+[a-z]+`,
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
/** Said not to be put right: "hasn't been fixed", "still not resolved", "yet to be sorted out". */
const UNRESOLVED_RE = /(?:\bnot|n't|\bnever|\bstill|\byet to be)\s+(?:\w+\s+)?(?:been\s+|be\s+)?(?:fixed|resolved|solved|sorted out)\b|(?<!(?:\bnever|\bnot|n't)\s+(?:\w+\s+)?)\b(?:came|comes|coming|come) back\b|\b(?:reappeared|reappears|resurfaced|happened again|is back|was back|back again)\b|\b(?:fixed|resolved|solved|done|complete|completed)\s+(?:when|but|though|even though|although|while)\s+(?:it|they|he|she|the \w+|nothing)\s+(?:isn'?t|isnt|wasn'?t|wasnt|aren'?t|weren'?t|hasn'?t|hadn'?t|was|is|has|had)\b(?:\s+(?:not|never|been))?/i;
// Not "no longer available" or "no longer supported": something taken away, not a problem gone.
const FIXED_RE = /\b(?:fixed|resolved|solved|no longer(?!\s+(?:be\s+)?(?:available|supported|offered|sold|included|possible|accepted|allowed|an option)\b)|no more|not anymore|(?<!\bused to )works? (?:now|again|fine|great|perfectly))\b/i;
/** Ceasing or the habitual past before a word ("stopped crashing", "it used to crash"; "no longer" is FIXED_RE's). */
const CEASED_VERB_RE = /\b(?:stopped|stops|quit|quits|(?<!\b(?:be|been|get|got|am|is|are|was|were|i'm|im|we're|getting)\s)used to)\s+([a-z]{3,})\b/gi;
/** A trouble that went away: "the errors went away", "the lag is gone". */
const TROUBLE_WENT_AWAY_RE = new RegExp(String.raw`\b(?:${PROBLEM_NOUNS}|pain|aches?|lag|noise|smell|stress|hassle|headaches?|frustrations?|worries)\s+(?:\w+\s+){0,2}?(?:went away|gone away|disappeared|vanished|(?:is|are|has|have)\s+(?:all\s+|now\s+|finally\s+|completely\s+)?gone)\b`, 'i');
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

/** Words after which a sentence goes on to what is not put right: "fixed now but the export is still slow". */
const CONTRAST_AFTER_RE = /\b(?:but|however|though|although|except|yet)\b/i;

/**
 * A problem told as put right (`re`: RESOLVED_RE or FIXED_RE), and nothing said against it: not
 * "still not fixed", nor "fixed now, but the export is still slow".
 */
function toldPutRight(sentence: string, re: RegExp): boolean {
  const m = re.exec(sentence);
  return m !== null && !UNRESOLVED_RE.test(sentence) && !CONTRAST_AFTER_RE.test(sentence.slice(m.index + m[0].length));
}

const REQUEST_VERBS =
  'add|support|make|allow|let|include|consider|implement|provide|bring(?: back)?|give|enable|offer|build|create|introduce|integrate|expose|extend|improve|change|show|display|export|sync|have|get';
/**
 * After "wish": having done something earlier ("I'd found this app years ago", "we had switched
 * sooner"), not having been told it earlier ("I wish I had known about the fees earlier").
 */
const WISHED_SOONER = String.raw`\s+(?:i|we)(?:'d|’d|\s+had)\s+(?!(?:known|been told|realised|realized|noticed|read|seen|understood|checked|never)\b)(?:\w+\s+){0,5}?(?:sooner|earlier|years ago|ages ago|long ago|before now)\b`;
/** After "wish": good wishes to someone ("I wish you all a happy new year", "wish you the best"), not a wish for the product. */
const WISH_GREETING = String.raw`\s+(?:(?:you|u|y'all|everyone|everybody|them|him|her|us)\s+(?:all\s+|guys\s+)?|all\s+)(?:a|an|the\s+best|happy|merry|good\s+luck|luck|well|success|many|continued|all\s+the\s+best)\b|\s+(?:happy|merry|good\s+luck|luck|success)\b`;
const REQUEST_RE = new RegExp(
  [
    // A condition for more custom: "I'd happily wait a few extra days if I could choose Dr Mistry", "We'd move our whole operation over if you offered ...".
    String.raw`\b(?:i|we)(?:'d|\s+would)\s+(?:happily|gladly|definitely|totally|instantly|immediately|certainly|even)?\s*(?:[\w']+\s+){1,8}?if\s+(?:i|we|you|they|it|there)\s+(?:could|offered|had|added|did|made|let|supported|was|were)\b`,
    // Asked for by what it would do: "A dark mode would be appreciated", "It'd help if the booking screen showed the doctor".
    String.raw`(?<!\b(?:help|support|advice|assistance|reply|response|answer|refund|call|callback|update)\s+)\bwould\s+be\s+(?:much\s+|greatly\s+|really\s+|very\s+|so\s+|hugely\s+)?appreciated\b|\b(?:it'?d|it\s+would|would|that'?d|that\s+would)\s+(?:really\s+|also\s+|so\s+|massively\s+)?help\s+(?:a\s+lot\s+|loads\s+|massively\s+|so\s+much\s+)?if\b`,
    // "please" before a verb is an imperative: a request, except the conversational ones.
    String.raw`\b(?:please|pls|plz|kindly)\s+(?!(?:let me know|note|advise|see|find|help|contact|reach|feel|be aware|ignore|disregard)\b)[a-z]{2,}`,
    String.raw`\b(?:it|that|this|there)(?:\s+would|'d|’d)\s+(?:really\s+|so\s+|very\s+|super\s+|also\s+)?be\s+(?:really\s+|so\s+|very\s+|super\s+|much\s+)?(?:great|nice|good|awesome|helpful|useful|cool|amazing|fantastic|wonderful|lovely|handy|ideal|better|beneficial|convenient|perfect|excellent|brilliant|valuable|fab|sweet)\b`,
    String.raw`\b(?:would|'d|’d)\s+(?:really\s+|also\s+|very\s+much\s+|so\s+)?(?:love|like|appreciate|prefer|want)\b`,
    // Not a regret of the past: "I wish I had switched sooner" praises what they switched to.
    String.raw`\b(?:i|we)\s+(?:really\s+|just\s+|do\s+|still\s+)?wish\b(?!${WISHED_SOONER}|${WISH_GREETING})`,
    String.raw`\bwish(?!${WISHED_SOONER}|${WISH_GREETING})\s+(?:there|it|you|the|we|i|they|this)\b`,
    String.raw`\b(?:can|could|would|will|might)\s+(?:you|u|y'all|your team|we|they)\s+(?:please\s+|possibly\s+|maybe\s+|also\s+)?(?:${REQUEST_VERBS})\b`,
    String.raw`\b(?:feature request|suggestion|i suggest|we suggest|i propose|i recommend(?: adding)?|(?<!\b(?:to|on|about|with|of|regarding|ignored|answered|closed|lost|rejected|declined)\s+)my request(?=\s*:|\s+(?:is|would be|would|for|to|here)\b)|request(?:ing)? (?:a|an|that|the))\b`,
    // Not the audience a recommendation names: "I'd recommend it if you need a simple tool", "to anyone who needs a planner".
    String.raw`(?<!\b(?:recommend|suggest)\b[^.!?]*\b(?:if|who|whoever)\s+(?:you\s+|they\s+|someone\s+|anyone\s+|people\s+|one\s+)?(?:really\s+|just\s+|only\s+)?)\b(?:needs?(?!\s+${RESTART_NEEDED})|want|wants|require|requires|missing(?![^.!?]*\bfrom\s+(?:my|our|the|his|her)\s+(?:order|delivery|bag|box|parcel|package|meal)\b))\s+(?:a|an|the ability|to be able|support for|the option|an option|option|more|better|some way|a way|integration|the possibility)\b`,
    String.raw`\b(?:there\s+should\s+be|should\s+(?:have(?!\s+(?:been\s+)?(?:\w+ed|known|told|given|sent|shown|seen|done|taken|gone|come|paid|caught|written|spoken)\b)|support|allow|be able|include|offer|let|provide|add|show|remember))\b`,
    String.raw`\b(?:any plans?\s+(?:to|for|on)|are you (?:planning|going) to|do you plan|on (?:the|your) roadmap|is there a roadmap)\b`,
    String.raw`\bany chance\s+(?:(?:that\s+)?you(?:'ll|’ll| will| could| can| might| would)?\s+(?:\w+\s+)?(?:${REQUEST_VERBS})\b|of\s+(?:adding|having|support\b|an?\s+(?!refund|discount|credit|compensation|reply|response|call)\w+|(?!(?:a|an|the|my|our|your|getting|refunds?|discounts?|credits?|compensation|replies|responses|calls?|you|it|this|that)\b)[a-z][\w-]*))`,
    String.raw`\b(?:there(?:'s| is)\s+no\s+(?:way|option|setting|button|ability)\s+to|no way to(?!\s+(?:contact|reach|talk to|speak to|get hold of|call|complain|get (?:a|my|our) (?:refund|money|answer))\b)|(?:doesn'?t|does not|don'?t|do not)\s+(?:yet\s+)?(?:support|offer|allow|have an option|let (?:me|us|you|users|teachers|students|customers|admins|managers|employees|staff|people|anyone)))\b`,
    String.raw`\b(?:hope|hoping)\s+(?:you|they|the team)(?:'ll|’ll)?\s+(?:will\s+|can\s+|could\s+|would\s+)?(?:eventually\s+|soon\s+|one day\s+)?(?:add|support|make|bring|consider|implement|include|offer|release|introduce|build|launch|roll out)\b`,
    String.raw`\b(?:it|that|this)\s+would\s+(?:really\s+|also\s+|definitely\s+|so\s+)?help\b`,
    // What a thing would do for them: "unit prices next to each item would help me compare" (not "nothing would help").
    String.raw`(?<!\b(?:nothing|no one|nobody|none)\s+)\bwould\s+(?:really\s+|also\s+|definitely\s+|greatly\s+|massively\s+|so\s+)?help\s+(?:me|us|a lot|so much|loads|tremendously|immensely|users|people|everyone)\b`,
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
    String.raw`\bwould\s+(?:really\s+|so\s+|also\s+|definitely\s+)?(?:be\s+(?:really\s+|so\s+|very\s+|super\s+|a\s+|much\s+|so\s+much\s+|a\s+lot\s+)?(?:great|nice|good|awesome|helpful|useful|cool|amazing|fantastic|wonderful|lovely|handy|ideal|welcome|convenient|perfect|game[- ]changer|huge help|big help|lifesaver|fun|brilliant|brill|class|ace|epic|excellent|easier|simpler|better|nice touch|great addition|nice addition|plus|bonus)|make\s+(?:\w+\s+){0,4}(?:easier|simpler|faster|quicker|smoother|so much better|much better|a lot better)|save\s+(?:me|us|them|everyone|a lot|so much|so many|a ton|tons|hours|lots|time))\b`,
    // A need stated outright: "We need SSO before we can roll this out", "Need proxy access for my son" (not "I need help", "I need to know").
    String.raw`(?:^\W*|\b(?:we|i)(?<!\b(?:if|when|whenever|unless)\s+\w+)\s+)(?:really\s+|still\s+|urgently\s+|badly\s+|definitely\s+|absolutely\s+)?need\s+(?!(?:to|help|some|your|assistance|a refund|my|our|the|it|this|that|these|those|them|you|someone|somebody|anyone|urgent|immediate|money|funds|cash|an? answer)\b)[a-z]{2,}(?![^.!?]*(?:\b(?:now|asap|immediately|urgently|today)\b|\?))`,
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
  ].join('|'),
  'i',
);
/**
 * A thing asked for by name with "please" after it, then its reason: "Also dark mode pleeease,
 * every other tool I use has it" (not a plea or a demand: "help please", "fix this please").
 */
const NAMED_PLEASE_RE = /^(?:also|and|oh and|plus|but)?\s*,?\s*(?!(?:help|fix|refund|respond|reply|answer|call|contact|stop|cancel|explain|tell|send|check|look|sort|get|give|let|hurry|thanks|thank|thx|yes|yeah|yep|ok|okay|no|nope|sure|hi|hello|hey)\b)(?:[a-z0-9][\w-]*\s+){0,3}[a-z0-9][\w-]*\s*,?\s+(?:p+l+e+a+s+e+|pl[sz]+)\b(?=\s*[,;:!.-]|\s*$)(?![^.!?]*\b(?:help|respond|reply|answer|call|fix|refund)\b)/i;
/** A short ask that ends in "please" ("Dark mode please!", "More export formats, please."), not a plea for help. */
const PLEASE_END_RE = /^(?![^.?!]*\bhelp\b)(?!\s*(?:yes|yeah|yep|ok|okay|no|nope|thanks?|thank you|sure)\b)[^.?!]{2,110}?,?\s+(?:ple+a+s+e+|pls|plz)\s*[!.]*\s*$/i;
// An imperative opening, not a noun used as the subject ("Support never replied", "Offers always expire early").
const IMPERATIVE_REQUEST_RE = new RegExp(String.raw`^(?:(?:also|and|oh and|plus)\s*,?\s+)?(?:please\s+)?(?:add|allow|support|enable|include|provide|offer|introduce|bring back|let (?:me|us|users)(?!\s+know\b)|let\s+(?:the\s+|our\s+)?(?:admins?|administrators?|organi[sz]ers?|managers?|owners?|hosts?|customers?|clients?|guests?|members?|teachers?|parents?|students?|staff|employees|agents?|buyers?|sellers?|drivers?|riders?|patients?|tenants?|landlords?|editors?|viewers?|people|everyone|users?)\s+(?=[a-z]+\s)|make it (?:possible|easier)|give (?:me|us|users))\b(?!['’:]|\s*[:\-–]\s*\d|\s+(?:is|was|are|were|has|had|have|team|staff|agents?|people|guys|chat|tickets?|response|responses|wait|times?|line|email|desk|hours|queue|person|reps?|bot|cent(?:er|re)|portal|page|site|number|and|or|for me|said|told|took|takes|got|gets|made|makes|gave|sent|came|went|left|lost|closed|asked|replied|responded|answered|refused|ignored|called|emailed|promised|resolved|fixed|solved|sorted|handled|replied|helped|explained|walked|contacted|escalated|refunded|credited|assured|confirmed|apologi[sz]ed|offered|suggested|advised|informed|followed|seems?|seemed|never|always|still|just|also|already|finally|often|usually|keeps?|kept|can'?t|cannot|could|couldn'?t|would|wouldn'?t|will|won'?t|did|didn'?t|does|doesn'?t|do|don'?t|hasn'?t|haven'?t|isn'?t|wasn'?t|aren'?t|weren'?t|closes|opens|opened|shuts|ends|ended|starts|started|stops|stopped|answers|works|worked|goes|comes|runs|ran|only|needs|needed|sucks|rocks)\b)`, 'i');

const QUESTION_START_RE =
  /^(?:how|what|why|when|where|who|which|whom|whose|whats|wheres|hows|whens|whos|is|are|am|was|were|do|does|did|can|could|would|will|should|shall|has|have|had|may|might|isn'?t|aren'?t|doesn'?t|don'?t|didn'?t|won'?t|wouldn'?t|can'?t|couldn'?t|any (?:idea|way|chance|update)|anyone know)\b/i;
const WHY_MADE_TO_RE = /^why\s+(?:won'?t|doesn'?t|does not)\s+(?:it|the|my|our|this|your)\b|^why\s+(?:do|does|am|is|are)\s+(?:i|we)\s+(?:\w+\s+)?(?:keep|keeps|always|still)\s+(?:getting|being|seeing|receiving|having)\b|^why\s+(?:do|does|is|are)\s+(?:every|each)\s+(?:single\s+)?\w+|^why\s+[^?]{3,80}?\bjust because\b|^why\s+(?:do|does|am|is|are)\s+(?:i|we)\s+(?:\w+\s+)?(?:getting|get|being|receiving)\b[^?]{3,80}?\bwhen\s+(?:i|we|my|our)\b(?:'ve|\s+have|\s+had|\s+am|'m|\s+is|\s+are|\s+was|\s+never|\s+already|\s+only)|^why\s+(?:does|do|is|are)\s+(?:my|the|our|this|that|it|your)\b\s*(?:\S+\s+){0,3}?(?:keep|keeps|always|constantly)\s+\w+ing\b|^why\s+(?:do|does|should|must|would)\s+(?:i|we|customers|users|everyone|people)\s+(?:(?:even\s+)?have\s+to|keep\s+having\s+to)\b|^why\s+must\s+(?:i|we)\b|^why\s+(?:do|does|should|must)\s+(?:i|we|you)\s+(?:even\s+)?need\s+(?:\S+\s+){1,3}?just\s+to\b|^why\s+should\s+(?:i|we)\s+(?:have to|pay|be (?:charged|billed|forced|made))\b|^why\s+(?:am i|are we)\s+(?:being\s+)?(?:charged|billed|forced|made)\b|^why\s+(?:on earth\s+|in the world\s+)?(?:would|did|do|does|on earth would)\s+(?:you|they|anyone|the (?:devs?|developers|team|company))\s+(?:ever\s+|even\s+)?(?:remove|take away|get rid of|kill|drop|hide|break|disable|discontinue|ruin|bury|cripple|limit|restrict|paywall)\b/i;
const QUESTION_END_RE = /\?[!?]*[\s"'”’)\]\p{Extended_Pictographic}\uFE0F\u200D]*$/u;
const INTERROGATIVE_WH_RE = /\b(?:how (?:do|can|to|does|should)|is there (?:a|any) way|what is the|where (?:is|can|do))\b/i;
/** A wh-word opening followed by an auxiliary is a question even without "?" ("when will my card arrive"). */
const WH_AUX_START_RE =
  /^(?:(?:how|what|why|when|where|who|which)\s+(?:is|are|was|were|do|does|did|can|could|would|will|should|has|have|much|many|long|often|come)|(?:which|what)\s+[a-z]+\s+(?:can|should|do|does|is|are|will|would)\s+(?:i|we|you|it|they|the|my|our)|what\s+happens\s+(?:if|when|to)|(?:whats|wheres|hows|whens|whos)\s+(?:the|a|an|my|our|your|this|that|it|up|going|happening)|(?:what|where|how)'s\s+(?:the|a|an|my|our|your|this|that))\b/i;
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
  /\b(?:(?:i|we)(?:\s+really)?\s+(?:need|want|would like|'d like|’d like|have)\s+to\s+(?:know|find out|understand|learn|figure out)|(?:wondering|wonder)\s+(?:if|whether|how|why|what|when|where|who)|(?:tell|show|explain to|walk|talk) (?:me|us)\b(?! (?:that|this is)\b)|(?:i|we)\s+(?:need|want|could use|am looking for|are looking for)\s+(?:some\s+)?(?:help|assistance|support|information|info|details)\b)/i;
/** A question asked indirectly, as its opening says: "I was wondering if you support SSO", "Just checking whether ...". */
const INDIRECT_QUESTION_RE =
  /^(?:hi[,!.]?\s+|hello[,!.]?\s+)?(?:(?:i|we)(?:'m|'re| am| are| was| were)\s+(?:just\s+)?wondering|(?:i|we)\s+wonder|(?:just\s+)?(?:checking|asking)|(?:i|we)(?:'d| would)\s+like\s+to\s+know|quick question[:,]?(?:\s+(?:is|are|does|do|can|will))?)\s+(?:if|whether|how|why|what|when|where|who|is|are|does|do|can|will)\b/i;
/**
 * Alternatives tested as a few regular expressions of at most `size` alternatives each rather than
 * as one: past a certain size one regular expression ran far slower in V8 (PROBLEM_STATE_RE, at 90
 * alternatives, made the whole analysis of a typical feedback take 520 µs instead of 230), while
 * the same alternatives in pieces cost what they did before.
 */
function alternation(patterns: readonly string[], flags: string, size = 30): { test(text: string): boolean } {
  const parts: RegExp[] = [];
  for (let i = 0; i < patterns.length; i += size) parts.push(new RegExp(patterns.slice(i, i + size).join('|'), flags));
  return { test: (text) => parts.some((re) => re.test(text)) };
}

/**
 * Problems told as plain facts, with no sentiment word: something that did not arrive, go through
 * or show up; still waiting; a wrong or missing amount; declined, pending or blocked; a payment
 * the customer did not make or recognise. Only consulted for sentences with no clear sentiment.
 */
const PROBLEM_STATE_RE = alternation(
  [
    String.raw`\b(?:not|never|hasn'?t|has not|haven'?t|have not|hadn'?t|didn'?t|did not|wasn'?t|was not|weren'?t|isn'?t|is not|aren'?t|are not)\s+(?:yet\s+|still\s+|even\s+|been\s+)?(?:\w+\s+)?(?:received|receives?|arrived|arrives?|comes? through|came through|gone through|go(?:es)? through|went through|shown up|shows? up|showed up|reflected|credited|posted|refunded|delivered|processed|approved|collected|picked up|emptied|repaired|serviced|cleaned|replaced|gotten|gets?|got|replie[sd]|reply|responded|responds?|answered|answers?|heard back|hears? back|called back|calls? back|got back|gets? back|gotten back)\b`,
    // Not there yet, said of a thing in the passive: "the check isn't listed yet", "the payment still hasn't cleared".
    String.raw`\b(?:isn'?t|is not|wasn'?t|was not|aren'?t|are not|weren'?t|(?:hasn'?t|has not|haven'?t|have not) been)\s+(?:(?:yet|still)\s+(?:listed|posted|cleared|showing|visible|updated)\b|(?:listed|posted|cleared|showing|visible|updated)\s+(?:yet|still)\b)|\b(?:hasn'?t|has not|haven'?t|have not)\s+(?:yet\s+)?cleared\b`,
    // Left out of what was ordered or booked: "our waiter forgot half our order"; nobody came back.
    String.raw`(?<!\b(?:i|we)\s+(?:just\s+|also\s+|completely\s+)?)\b(?:forgot|forgotten|forgets|left out|missed)\s+(?:half\s+(?:of\s+)?|part\s+of\s+|some\s+of\s+|one\s+of\s+|two\s+of\s+|all\s+(?:of\s+)?)?(?:our|my|the|his|her|their)\s+(?:\w+\s+)?(?:order|items?|food|drinks?|dishes?|meals?|sides?|bags?|luggage|appointment|booking|reservation|request|delivery|parcel|package)\b|\bnever\s+(?:came|come|got)\s+back\b(?!\s+to\s+(?:me|us)\b)`,
    // Not what was set or chosen: "prints in landscape even when set to portrait", "seated next to the
    // toilets although we booked a window table", "marked absent when he was in class".
    String.raw`\beven\s+(?:when|though|if)\s+(?:it'?s\s+|it\s+is\s+|it\s+was\s+)?set\s+to\b|(?<!^\W*)\b(?:even\s+though|although|though|despite)\s+(?:i|we|i'?d|we'?d|i\s+had|we\s+had|having)\s+(?:specifically\s+|clearly\s+|explicitly\s+)?(?:set|chose|chosen|picked|selected|booked|requested|specified|ordered|asked\s+for|paid\s+for)\s+(?:a|an|the|my|our|it\s+to|\w+\s+(?:region|mode|option|table|room|seat|size|plan|setting|slot|date|time))\b|\bmarked\s+(?:\w+\s+){0,2}?(?:as\s+)?\w+\s+(?:when|while|although|though|even\s+though)\s+(?:he|she|i|we|they|it)\s+(?:was|were|had|did)\b`,
    // What came without what it should have, went to the wrong place, or was left out in the weather:
    // "came without the cables listed on the box", "the confirmation went to my old email address",
    // "the parcel was left in the rain".
    String.raw`\b(?:came|arrived|delivered|shipped)\s+without\s+(?:the|its|any|a|an|my|our)\b(?!\s+(?:single\s+)?(?:scratch|hitch|problem|problems|issue|issues|delay|delays|fuss|hassle|glitch|dent|mark|damage|complaint|worry|care)\b)|\b(?:went|sent|goes|go|delivered|redirected|forwarded)\s+to\s+(?:my|the|an|our)\s+(?:old|wrong|previous|former|outdated)\b|\bleft\s+(?:\w+\s+)?(?:in|out\s+in)\s+the\s+(?:rain|snow|street|open)\b`,
    // Stale or cut short: "shows my balance from yesterday", "the invoice shows last month's prices",
    // "each export contains only the first 500 rows"; a limit on a plan: "can only have 5 seats".
    String.raw`\b(?:shows?|showing|displays?|lists?)\s+(?:my\s+|the\s+|our\s+)?(?:\w+\s+)?(?:from\s+(?:yesterday|\w+\s+(?:days?|weeks?|months?)\s+ago)|(?:last\s+(?:week|month|year)|yesterday)'s\s+\w+)|\b(?:contains?|includes?|shows?|has|have|gives?|returns?|exports?|downloads?|lists?)\s+only\s+(?:the\s+)?(?:first|top|last)\s+\d+|\b(?:can|could)\s+only\s+(?:have|add|use|invite|create|store|upload|export|book|get)\s+(?:up\s+to\s+)?\d+`,
    // Asked again and again, or cut wrong: "asks for my date of birth on every page", "the sizes run two sizes small".
    String.raw`\basks?\s+(?:me\s+|us\s+)?(?:for\s+)?(?:[\w']+\s+){0,5}?(?:on\s+every|every\s+single|on\s+each|each\s+time|every\s+time)\s+(?:page|screen|step|time|login|visit|form)\b|\b(?:runs?|running|ran)\s+(?:a\s+(?:size|bit|little|lot|full\s+size)\s+|(?:one|two|three|half\s+a)\s+sizes?\s+|very\s+|really\s+|way\s+)?(?:too\s+)?(?:small|large|big|tight|narrow)\b`,
    // Fined, billed for what was closed, charged to fix a trifle, or a fraction of what was sold:
    // "got a parking fine", "a bill for an account I closed in 2022", "had to pay £15 to change a
    // typo", "broadband speed is a third of what's on the contract", "the quote is 60% higher".
    String.raw`\b(?:got|get|received|given|issued|sent)\s+(?:me\s+|us\s+)?(?:a|an|another)\s+(?:\w+\s+)?(?:fine|penalty(?:\s+(?:charge|notice))?)(?=\s*(?:[.,;!?]|$)|\s+(?:for|of|even|because|and|although|though|after|from|when|while|despite|but)\b)|\b(?:bill|invoice|charge|charged|billed|invoiced)\s+(?:me\s+|us\s+)?for\s+(?:a|an|the|my|our)\s+(?:\w+\s+)?(?:account|subscription|service|plan|contract|booking|order|membership)\s+(?:that\s+)?(?:i|we)\s+(?:had\s+)?(?:already\s+)?(?:closed|cancell?ed|ended|terminated|returned)\b|\bhad\s+to\s+pay\s+(?:an?\s+)?(?:extra\s+)?(?:[$£€]\s?\d+|\w+\s+(?:fee|charge))\s+(?:just\s+)?to\b|\b(?:is|are|was|were|'s|get|gets|got|getting|only|barely|about|roughly)\s+(?:only\s+|barely\s+|about\s+|roughly\s+)?(?:a\s+(?:third|quarter|fifth|tenth|fraction)|half|less\s+than\s+half)\s+of\s+what(?:'s|\s+was|\s+is|\s+we\s+were|\s+i\s+was|\s+they)?\s+(?:\w+\s+){0,3}?(?:promised|advertised|on\s+the\s+contract|quoted|stated|sold|told|paying\s+for|paid\s+for)\b|\b(?:prices?|costs?|bills?|fees?|premiums?|quotes?|renewal)\b[^.!?]{0,30}?\b\d+\s*%\s+(?:higher|more|up)\b`,
    // Found out too late, waited for months, made to repeat a chore, or asked too much for too little:
    // "we only found out at the airport", "on the waiting list for 14 months", "requires you to log in
    // every station", "needs location access just to show opening hours".
    String.raw`\bonly\s+(?:found\s+out|learned|learnt|discovered|realised|realized|noticed)\s+(?:at|when|from|after|on)\b|\b(?:on\s+(?:the|a)\s+waiting\s+list|waiting|waited|been\s+waiting)\s+(?:\w+\s+){0,3}?for\s+(?:over\s+|almost\s+|nearly\s+|more\s+than\s+)?(?:\d+|two|three|four|five|six|several|many)\s+(?:weeks|months|years)\b|\b(?:requires?|forces?|makes?)\s+(?:you|me|us|users|people)\s+to\s+\w+(?:\s+\w+){0,3}?\s+(?:again\s+)?(?:at\s+)?(?:every|each)\b|\b(?:needs?|requires?|wants?|asks\s+for)\s+(?:\w+\s+){1,3}?just\s+to\b`,
    // Only in one place, or given instead of what was due: "only works in Internet Explorer", "the manual
    // is only in German", "had a quarter tank instead of full".
    String.raw`\bonly\s+(?:works?|runs?|available|supported|comes?)\s+(?:in|on|with)\b|\b(?:is|are|was|were)\s+only\s+(?:available\s+)?in\s+[A-Z]\w+|\b(?:had|has|got|sent|received|gave|given|delivered|charged|billed|shows?|showed|came\s+with|arrived\s+with|brought)\b[^.!?]{0,40}?\binstead\s+of\b(?![^.!?]*\b(?:worth|love|loved|glad|happy|great|better|perfect|prefer)\b)`,
    // None to be had: "not a single appointment showing for the next 3 weeks", "nothing bookable before the 24th".
    String.raw`\bnot\s+(?:a\s+)?(?:single|one)\s+(?:[\w-]+\s+){0,2}?(?:showing|available|left|free|bookable|in stock|open|offered)\b|\b(?:literally\s+|absolutely\s+)?nothing\s+(?:available|bookable|free|left|open)\s+(?:before|until|till|for|in|this|next)\b`,
    // Charged or listed against what was so: "charged a full month when I only joined on the 28th", "the invoice listed 11 bikes; we only have 9".
    String.raw`\b(?:charged|billed|invoiced)\b[^.!?]{0,50}?\b(?:when|but|yet|though|although|while)\s+(?:i|we)\s+(?:only|never|had already|already|didn'?t|did not|hadn'?t)\b|\b(?:listed|lists|shows|showed|says|said|charged for|billed for)\s+[^.!?;]{1,40}[;,]\s*(?:but\s+)?(?:we|i)\s+only\s+(?:have|had|ordered|used|bought|booked|need)\b`,
    // Chased to be answered: "had to chase three times before anyone replied", "I had to ring them twice".
    String.raw`\b(?:had|have|has|having)\s+to\s+(?:chase|ask|call|ring|phone|email|e-mail|message|remind|nudge|follow up)\s+(?:(?:them|him|her|it|support|up)\s+)?(?:(?:two|three|four|five|six|several|multiple|many|\d+)\s+times|twice|again and again|repeatedly)\b`,
    // Came when it was no use: "the reminder came through after the appointment had already happened".
    String.raw`\b(?:came|comes|arrived|arrives|got here|showed up|turned up)\s+(?:through\s+|in\s+)?after\s+[^.!?]{1,40}?\b(?:had\s+)?already\s+(?:happened|started|ended|finished|passed|gone|left|closed|expired|begun)\b`,
    // None free: "Booked solid.", "fully booked for weeks".
    String.raw`\b(?:booked\s+(?:solid|up|out)|fully\s+booked)\b`,
    // Made to do much for little: "Had to book a whole appointment just to have someone explain a result".
    String.raw`\b(?:had|have|has|having)\s+to\s+[^.!?]{3,60}?\bjust\s+to\b`,
    // Helpless help: "She was nice but couldn't do anything", "support can't do anything about it".
    String.raw`\b(?:couldn'?t|could not|can'?t|cannot|won'?t|wouldn'?t|would not)\s+(?:actually\s+|really\s+)?do\s+(?:anything|a thing)\b(?!\s+(?:without|else)\b)`,
    // Nothing came of it: "the order button says submitted but nothing ever arrives".
    String.raw`\bnothing\s+(?:ever\s+|actually\s+|at all\s+)?(?:arrives|arrived|comes? through|came through|shows? up|showed up|turns? up|turned up|gets? through|got through)\b`,
    // Slowed to nothing, a claim made up, a cost out of hand: "grinds to a halt", "the ETA is pure fiction", "fees are getting silly".
    String.raw`\b(?:grinds?|ground|grinding|slows?|slowed|slowing)\s+to\s+a\s+(?:halt|standstill|crawl)\b|\b(?:is|are|was|were)\s+(?:pure|complete|total|utter)\s+(?:fiction|fantasy)\b|\b(?:is|are)\s+getting\s+(?:a bit\s+|a little\s+|really\s+|quite\s+|pretty\s+)?(?:silly|ridiculous|absurd|out of hand|beyond a joke|insane|stupid)\b`,
    // Goods spoiled on the way: "everything inside got soaked", "the box got crushed".
    String.raw`\b(?:got|get|gets|getting)\s+(?:all\s+|completely\s+|totally\s+)?(?:soaked|wet|damaged|ruined|destroyed|crushed|smashed|squashed|dented|scratched|stolen)\b`,
    // Marked as delivered when it was not: "tracking said delivered but nothing was at my door".
    String.raw`\b(?:says?|said|shows?|showed|showing|marked|status\s+(?:is|was|says))\s+(?:(?:the|my|our|it|this)\s+(?:\S+\s+){0,3}?)?(?:as\s+|it\s+was\s+|it's\s+)?['"‘“]?delivered\b[^.!?]{0,30}\b(?:but|yet|though|although|however)\b`,
    // Looks shoddy: "the new logo looks cheap".
    String.raw`\b(?:looks?|looked|looking|feels?|felt)\s+(?:really\s+|so\s+|very\s+|a bit\s+|a little\s+|kind of\s+|kinda\s+|pretty\s+|slightly\s+|somewhat\s+|rather\s+|quite\s+)?(?:cheap|tacky|amateurish|flimsy)\b`,
    // A long wait: "I waited on the chat for 2 hours", "we waited three days for a reply" (not "only waited five minutes").
    String.raw`(?<!\b(?:only|just)\s+)\bwaited\s+(?:(?:on|in|at)\s+(?:the\s+)?\w+\s+)?(?:for\s+)?(?:over\s+|almost\s+|nearly\s+|more than\s+|about\s+|around\s+)?(?:an?|one|two|three|four|five|six|\d+|several)\s+(?:hours?|days?|weeks?)\b|\b(?:closed|hung up|disconnected|cut off)\s+on\s+(?:me|us)\b`,
    // What took long to find or do: "took me ages to find it".
    String.raw`\btook\s+(?:me|us|them|him|her)\s+(?:ages|forever|hours|days|weeks|months|so long|too long|way too long|a long time)\s+to\b`,
    // Too late to be of use: "two-factor codes arrive after they expire".
    String.raw`\b(?:arrives?|arrived|comes?|came)\s+(?:only\s+)?after\s+(?:it|they|the\s+\w+)\s+(?:expires?|expired|closes?|closed|ends?|ended|is over|was over)\b`,
    // Blocked from doing something: "it won't let me verify my identity", "the ATM will not allow me to take cash out".
    String.raw`\b(?:won'?t|will not|wouldn'?t|would not)\s+(?:let|allow)\s+(?:me|us|users|teachers|students|customers|admins|managers|employees|staff|people|anyone)\b`,
    // Never let to do it ("the checkout page never lets me enter my card"; not "never lets me down").
    String.raw`\bnever\s+(?:lets|let|allows|allowed)\s+(?:me|us|users|customers|people|anyone)\b(?!\s+down\b)`,
    // Short of the least that was due: "it doesn't even come with the sensor", "they didn't even
    // reply", "not even an apology" (not "I didn't even notice the switch", "doesn't even feel like work").
    String.raw`\b(?:doesn'?t|does not|don'?t|do not|didn'?t|did not|won'?t|will not|wouldn'?t|would not|can'?t|cannot|couldn'?t|could not|isn'?t|wasn'?t|aren'?t|weren'?t)\s+even\s+(?:come with|include|included|have|has|work|load|open|start|turn on|charge|connect|respond|reply|answer|acknowledge|bother|apologi[sz]e|arrive|show up|fit|tell (?:me|us)|explain|try|look at|read|offer|refund|let (?:me|us)|get (?:back|a reply|an answer)|call (?:me|us)? ?back|email (?:me|us)? ?back)\b|\bnot\s+even\s+(?:an?\s+|one\s+|a single\s+)(?:apology|sorry|reply|response|answer|email|call|refund|explanation|acknowledg(?:e)?ment|thank you|discount|voucher|update|notification)\b`,
    // A figure or record said to be wrong: "shows 0% for all of yesterday, which can't be right", "that's not right".
    String.raw`\b(?:can'?t|cannot|can not|couldn'?t|could not)\s+(?:possibly\s+)?be\s+(?:right|correct|accurate)\b|^\W*(?:that|this|it)(?:'s|\s+is)\s+(?:just\s+|simply\s+)?not\s+(?:right|correct)\W*$`,
    // Could do better at its own job: "the battery could last longer", "it could load faster".
    String.raw`\b(?:could|should)\s+(?:really\s+|definitely\s+)?(?:last|run|load|charge|work|respond|sync|start)\s+(?:a\s+(?:lot|bit|little)\s+|much\s+)?(?:longer|better|faster|quicker|more smoothly)\b`,
    // Asked for the same thing again: "the checkout page asks for my address twice".
    String.raw`\b(?:asks?|asked|asking|prompts?|prompted|prompting|makes? (?:me|us))\s+(?:me\s+|us\s+)?(?:for\s+|to\s+)?(?:\w+\s+){0,3}?(?:twice|two times|again and again|over and over|every single time|repeatedly|again)\b`,
    // Effort it took: "it took four phone calls to get a copy", "took three attempts".
    String.raw`\b(?:took|takes|take|taking|needed|required)\s+(?:(?:me|us|them|him|her)\s+)?(?:(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|many|countless|endless|\d+)\s+)(?:phone\s+)?(?:calls|emails|attempts|tries|visits|trips|chats|messages|tickets|complaints|reminders)\b`,
    // What never came: "I got no confirmation email", "we received no reply".
    String.raw`\b(?:got|get|getting|received|receive|had|have)\s+no\s+(?:\w+\s+)?(?:confirmation|email|e-mail|reply|response|receipt|notification|refund|update|answer|call ?back|callback|invoice|tracking|explanation|apology|acknowledge?ment)\b`,
    // Nowhere to do what one came for: "there was nowhere to sit", "nowhere to park".
    String.raw`\bnowhere to\s+(?:sit|park|stand|wait|charge|plug|store|put|lock|change|eat)\b`,
    // What should have happened and did not, said of someone else: "my insurance should have covered it", "it should have arrived Monday".
    // (Not the customer's own regret, "I should have switched years ago"; but "I should have been told", "I should have received it by now".)
    String.raw`\b(?:should|shouldn'?t|should not)\s+have\s+been\s+(?:\w+ed|known|told|given|sent|shown|seen|done|taken|paid|caught|written|spoken)\b|(?<!\b(?:i|we)\s+(?:really\s+|probably\s+|definitely\s+)?)\b(?:should|shouldn'?t|should not)\s+have\s+(?:\w+ed|known|told|given|sent|shown|seen|done|taken|gone|come|paid|caught|written|spoken)\b|\b(?:i|we)\s+should\s+have\s+(?:received|gotten|got|seen|heard back)\b`,
    // Short of what was promised or paid for: "nowhere near the 500 Mbps I'm paying for" (not "nowhere near as bad as").
    String.raw`\bnowhere (?:near|close to)\b(?!\s+as\b)`,
    // Billed for more than was used: "estimated my usage at twice what I actually used".
    String.raw`\b(?:twice|double|triple|(?:three|four|five|ten) times)\s+(?:what|the amount)\s+(?:i|we)\b`,
    // They never answered: "they never called me back", "never heard back", "the agent never replied".
    String.raw`\bnever\s+(?:once\s+|even\s+|actually\s+)?(?:(?:called|rang|phoned|got|wrote|emailed|texted|messaged)\s+(?:me|us)\s+back|heard\s+back|got\s+back\s+to\s+(?:me|us)|(?:replied|responded|answered)(?:\s+to\s+(?:me|us|my|our)\b)?)(?!\s+(?:so\s+)?(?:fast|quickly|quicker|faster|promptly))`,
    // Nobody answering or telling: "nobody replied", "no one ever calls back", "nobody told us".
    String.raw`\b(?:nobody|no one|no-one|not (?:a single|one) (?:person|agent|one|soul))\s+(?:\w+\s+){0,3}?(?:replie[sd]|reply|responded|responds?|answered|answers?|called back|calls? back|(?:called|calls?|rang|phoned|got)\s+(?:me|us)\s+back|got back|gets? back|picked up|picks? up|helped|helps?|showed up|shows? up|came|comes|told (?:us|me|them|anyone)(?!\s+(?:how|what)\b)|informed|warned|notified|let (?:us|me|them) know|bothered|(?:can|could)\s+(?:explain|tell (?:me|us) why|say why)|(?:knows?|knew)\s+why)\b`,
    // What silently did not happen: "No error, nothing, they just didn't go", "the invites simply never went out".
    String.raw`\b(?:it|they|the\s+[\w-]+|my\s+[\w-]+|our\s+[\w-]+)\s+(?:just|simply)\s+(?:didn'?t|did not|don'?t|do not|doesn'?t|does not|never|won'?t|will not)\s+(?:go|go out|went out|send|arrive|happen|appear|show|show up|come|come through|get sent|get delivered)\b`,
    // Hard to make out, left lying for weeks, going round in circles: "you can barely make out faces", "scaffolding was
    // left up for three weeks", "the support bot just loops 'Did this answer your question?' forever".
    String.raw`\b(?:can|could)\s+(?:barely|hardly|scarcely)\s+(?:see|read|hear|make out|understand|use|tell|recognise|recognize)\b|\b(?:was|were|got|been|is|are)\s+left\s+(?:up|out|there|behind|on|open|lying around|outside|in the rain)\s+for\s+(?:\w+\s+)?(?:days|weeks|months)\b|\bloops?\b[^.!]{0,60}?\b(?:forever|endlessly|again and again|over and over)\b|\b(?:go|goes|going|went)\s+(?:round|around)\s+in\s+circles\b`,
    // Help that should not have been needed: "I shouldn't have needed them just to get a charger working".
    String.raw`\bshould(?:n'?t|\s+not)\s+have\s+(?:needed|had\s+to|to)\b`,
    // A line nobody answers: "calls go straight to voicemail", "the phone just rings and rings", "left three voicemails and heard nothing".
    String.raw`\b(?:go|goes|went|going|sent|diverted|redirected)\s+(?:straight\s+|directly\s+|right\s+)?to\s+(?:a\s+|an\s+|the\s+)?(?:voicemail|voice mail|voice-mail|answering machine|answerphone)\b|\b(?:just\s+)?(?:rings?|rang|ringing)\s+(?:and\s+rings?|out\b|and\s+then\s+(?:hangs|cuts|drops))|\bleft\s+(?:\w+\s+){0,2}?(?:voicemails|voice mails|messages)\b[^.!?]{0,30}?\b(?:heard nothing|no reply|no response|no answer|nobody|no one|never|nothing)\b`,
    // Nobody minding the product: "nobody tested this release", "no one cares anymore" (not "no one will care if ...").
    String.raw`\b(?:nobody|no one|no-one)\s+(?:ever\s+|even\s+|really\s+|actually\s+|apparently\s+)?(?:tested|checked|proofread|reviewed|cares|cared|listens|listened(?!\s+in\b)|thought (?:this|it|that) through)\b`,
    // Hung up on: "customer service hung up on me twice".
    String.raw`\b(?:hung|hangs|hanging)\s+up\s+on\s+(?:me|us|him|her|them|my|our)\b`,
    // Delivered in a bad state: "the food arrived cold", "the parcel came crushed".
    String.raw`\b(?:arrived|arrives|came|delivered|turned up|showed up)\s+(?:\w+\s+)?(?:cold|lukewarm|melted|crushed|squashed|opened|wet|soaked|torn|dented|smashed|shattered|spilled|spilt|leaking|damaged|broken)\b`,
    // Turned away again and again: "they keep closing my ticket", "support kept rejecting our claim".
    String.raw`\b(?:keeps?|kept)\s+(?:on\s+)?(?:closing|ignoring|rejecting|declining|deleting|cancell?ing|denying)\s+(?:my|our)\b`,
    // Pestered: "the checkout keeps asking me to re-enter my card", "they keep calling us".
    String.raw`\b(?:keeps?|kept)\s+(?:on\s+)?(?:asking|forcing|making|telling|sending|emailing|texting|calling|bugging|nagging|prompting|charging|billing)\s+(?:me|us|them|users|people|everyone|my|our)\b`,
    // Sent back: "I had to return both pairs", "we ended up sending it back".
    String.raw`\b(?:had to|ended up|forced to|needed to)\s+(?:return(?:ing)?(?!\s+(?:to|home|from|for|later)\b)|send(?:ing)?\s+(?:it|them|this|these|everything|both|(?:the|my|our)\s+\w+)\s+back|exchang(?:e|ing)\s+(?:it|them|this|these|both|(?:the|my|our)\s+\w+))\b`,
    // Charged against the terms: "charged a cancellation fee even though I cancelled in time".
    String.raw`\b(?:charged|billed|invoiced)\b[^.!?]{0,60}?\b(?:even though|although|despite)\b`,
    // No answer at all: "no response from support after three days", "still no reply".
    String.raw`\b(?:no|zero|never (?:got|received|had) (?:a|an|any))\s+(?:\w+\s+)?(?:response|reply|replies|answer|callback|call back|follow-?up|feedback from)\b(?!\s+(?:needed|necessary|required)\b)`,
    // Late or slow to arrive: "arrived 40 minutes late", "is always late", "delayed again", "took over an hour".
    String.raw`\b(?:(?:is|are|was|were|be|been|being|arrived?|arrives|came|comes?|showed up|shows? up|always|often|usually|again|still|running|very|really|so|too|(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?))(?<!(?:\bnever|\bnot once|\bnot|\bhardly ever|\brarely)\s+(?:(?:once|ever|really)\s+)?\w+)\s+late|(?:delayed|overdue)(?!\s+(?!(?:by|and|again|now|for|since|already|as|but|because|so|which|until|till|to|on|in|at|or|with|without|due|once|twice|every|all|every)\b)[a-z])|behind schedule)\b`,
    // (not a wait that was promised or expected: "took a week, as promised")
    String.raw`(?:\b(?:took|takes?|taking|waited|waiting|wait)\s+(?:(?:(?:us|me|them|him|her)\s+|our\s+(?:\w+\s+){1,2}|the\s+(?:\w+\s+){1,2})(?=(?:(?:well\s+)?(?:over|more than|almost|nearly|close to|about|around|at least)\s+)?(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|several|many|\d+(?:\.\d+)?)\s+(?:(?:full|whole|entire|long|business|working)\s+)?(?:hours?|hrs?|days?|weeks?|months?)\b))?(?:(?:well\s+)?(?:over|more than|almost|nearly|close to|about|around|at least)\s+)?(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|several|many|\d+(?:\.\d+)?)\s+(?:(?:full|whole|entire|long|business|working)\s+)?(?:hours?|hrs?|days?|weeks?|months?)\b|\b(?:took|takes?|taking|waited|waiting)\s+(?:well\s+)?(?:over|more than|almost|nearly|at least)\s+(?:\w+\s+)?(?:minutes?|mins?)\b|\b(?:took|takes?|taking)\s+(?:forever|ages)\b)(?![^.!?]*\b(?:as (?:promised|expected|quoted|advertised|stated|estimated|scheduled|planned)|on schedule|(?:right |just )?on time|which is (?:fine|normal|reasonable|expected|great|good))\b)`,
    // Left where it was for long: "the parcel sat in the depot for nine days", "my application has
    // been sitting in review for three weeks", "the form sat unanswered for a fortnight".
    String.raw`\b(?:sat|sits|sitting|stuck|languish(?:ed|es|ing)|lay|lying|(?:was|were|been|got)\s+left|unanswered|untouched|in limbo)\b(?:\s+[\w'-]+){0,4}?\s+for\s+(?:(?:well\s+)?(?:over|more than|almost|nearly|about|around|at least|a good|a whole|an entire)\s+)?(?:(?:a|one|two|three|four|five|six|seven|eight|nine|ten|several|many|\d+)\s+(?:(?:full|whole|entire|long|business|working)\s+)?(?:days?|weeks?|months?)|a fortnight|(?:two|three|four|five|six|several|many|[2-9]|\d\d)\s+hours)\b`,
    String.raw`\b(?:still|been)\s+waiting\b|\bwaiting\s+(?:for|on)\s+(?:my|our|the|a|an)\b`,
    String.raw`\b(?:waited|waiting|wait(?:ed)? for)\s+(?:(?:well\s+)?(?:over|more than|almost|nearly|about|around)\s+)?(?:1[5-9]|[2-9]\d|\d{3,}|fifteen|twenty|thirty|forty|fifty|forty-five|sixty|seventy|eighty|ninety)\s+(?:minutes|mins)\b`,
    // A long queue: "a queue of over an hour", "the line at the desk was ridiculously long".
    String.raw`\b(?:queues?|lines?|wait(?:ing)?(?: times?)?|hold times?)\s+(?:of|was|were|is|are)\s+(?:(?:well\s+)?(?:over|more than|almost|nearly|about|around|at least)\s+)?(?:an?|one|two|three|four|\d+)\s+(?:hours?|hrs?)\b|\b(?:queues?|lines?|wait(?:ing)? times?|hold times?)\s+(?:\w+\s+){0,4}?(?:is|are|was|were)\s+(?:(?:so|too|ridiculously|incredibly|very|really|extremely|insanely|painfully|super|way too)\s+)?(?:long|endless)\b`,
    // A long line in minutes: "the check-in line was 40 minutes long".
    String.raw`\b(?:queues?|lines?|wait(?:ing)?(?: times?)?|hold times?)\s+(?:of|was|were|is|are)\s+(?:(?:well\s+)?(?:over|more than|almost|nearly|about|around|at least)\s+)?(?:1[5-9]|[2-9]\d|\d{3,}|twenty|thirty|forty|fifty|sixty|ninety)\s+(?:minutes|mins)\b`,
    // Even on what is paid for: "ads now even on the plan I pay for"; objected to: "Learner objects to ...".
    String.raw`\beven\s+(?:on|in|with|for)\s+(?:the|my|our)\s+(?:\w+\s+){0,2}?(?:plan|tier|subscription|account|version|package)\s+(?:(?:that\s+)?(?:i|we)\s+)?(?:pay|paid|am paying|are paying)\s+for\b|\bobject(?:s|ed)?\s+to\b`,
    // Minutes to load what should be instant: "it takes a minute for the dashboard to load".
    String.raw`\b(?:takes?|took|taking)\s+(?:(?:almost|nearly|about|around|over|more than|at least|a full|a good)\s+)?(?:a|one|two|three|four|five|several|\d+)\s+(?:full\s+)?(?:minutes?|mins?)\s+(?:for\s+(?:\w+\s+){1,3}?)?(?:just\s+)?to\s+(?:load|open|start|respond|sync|save|show up|appear|refresh|log in|boot|launch|update|search)\b`,
    // Something taken away without a word: "closed without any notice", "cancelled without warning".
    String.raw`\bwithout\s+(?:any\s+|a\s+|prior\s+|advance\s+|much\s+)?(?:notice|warning|notification|explanation|reason|telling (?:us|me|anyone)|asking)\b`,
    // Closed unanswered: "support closed my ticket without answering my question".
    String.raw`\b(?:closed|closes|closing|marked|resolved|archived|ended)\b[^.!?]{0,40}?\bwithout\s+(?:even\s+|ever\s+)?(?:answering|replying|responding|resolving|fixing|solving|helping|reading|looking|an answer|a reply|a response|a fix|a solution|a resolution)\b`,
    // Waits that grew: "loading times have doubled since the last patch".
    String.raw`\b(?:load(?:ing)?|wait(?:ing)?|response|boot|start-?up|queue|delivery|processing|build|sync)\s+times?\s+(?:\w+\s+){0,2}?(?:doubled|tripled|quadrupled|increased|gone up|went up|grown|got longer|gotten longer)\b`,
    // Not explained: "the tutorial doesn't explain how crafting works".
    String.raw`\b(?:doesn'?t|does not|didn'?t|did not|never|nowhere)\s+(?:really\s+|clearly\s+|properly\s+|actually\s+)?(?:explains?|mentions?|says?|tells? (?:you|us|me|users)|shows?|specif(?:y|ies)|states?)\s+(?:how|what|why|where|when|which|that|whether|if)\b`,
    // Later than promised: "arrived a week after the promised date", "later than expected".
    String.raw`\b(?:after|past|later than|beyond|well after|long after)\s+(?:the\s+|our\s+|my\s+)?(?:promised|expected|estimated|scheduled|guaranteed|quoted|agreed|original)\s+(?:delivery\s+|arrival\s+|ship(?:ping)?\s+)?(?:date|time|day|window|deadline)\b|\blater than (?:promised|expected|estimated|scheduled|advertised|quoted)\b`,
    // Short of what was sold: "nowhere near the 500 Mbps we pay for", "a quarter of what was advertised", "not as described".
    String.raw`\b(?:nowhere near|far (?:from|below|short of)|not (?:even )?(?:close to|near)|(?:less|lower|slower|worse|smaller|weaker) than|(?:a |one )?(?:half|third|quarter|fraction) of)\s+(?:\S+\s+){0,5}?(?:(?:was|were|is|are|they|you|it)\s+)?(?:advertised|promised|described|quoted|stated|expected|(?:we|i|you)(?:'re| are)?\s+(?:pay|paid|paying)\s+for)\b|\bnot as (?:advertised|described|promised|pictured|shown)\b`,
    // Unlike what the shop showed: "the colour is nothing like the picture", "much smaller than it looks in the photos".
    String.raw`\bnothing like (?:the|its|their|what(?:'s| is| was)? (?:in|on) the)\s+(?:\w+\s+)?(?:pictures?|photos?|images?|description|ad|advert|listing|website)\b|(?<!\b(?:better|nicer|prettier|lovelier|sturdier|stronger|even)\s+)\b(?:than|from)\s+(?:(?:it|they|what)\s+(?:\w+\s+)?)?(?:(?:looks?|looked|appears?|appeared|seems?|seemed|shown|pictured|showed)\s+)?(?:in|on)\s+(?:the\s+)?(?:pictures?|photos?|images?|ad|advert|listing|product page|website)\b`,
    // Not put right: "they didn't fix the problem", "support couldn't resolve it" (not "never had to fix anything").
    String.raw`\b(?:didn'?t|did not|couldn'?t|could not|can'?t|cannot|won'?t|will not|wouldn'?t|would not|never|still haven'?t|still hasn'?t)\s+(?:even\s+|actually\s+|really\s+|properly\s+)?(?:fix|resolve|solve|sort out|address|repair)\s+(?:the|my|our|this|that|it|anything|a|an|any|these|those)\b`,
    // Late, said as not on time: "the bus is never on time", "it wasn't delivered on time".
    String.raw`\b(?:never|not|isn'?t|wasn'?t|aren'?t|weren'?t|rarely|seldom|hardly ever)\s+(?:\w+\s+)?on time\b`,
    // Not covered: "the warranty doesn't cover misuse", "insurance refused to cover the repair".
    String.raw`\b(?:warranty|warranties|guarantee|insurance|insurer|insurers|policy|plan|coverage|protection|contract|subscription|it|they)\s+(?:\w+\s+)?(?:doesn'?t|does not|don'?t|do not|won'?t|will not|didn'?t|did not|wouldn'?t|would not|refused to|refuses to|refuse to)\s+(?:\w+\s+)?cover\b(?!\s+(?:up|for me|for us)\b)`,
    // Something else than wanted: "Not what I ordered", "not what we paid for" (not "not what I expected, in a good way").
    String.raw`\bnot (?:at all |quite |really |exactly )?what (?:i|we) (?:had )?(?:ordered|asked for|paid for|wanted|expected|was expecting|were expecting)\b(?![^.!?]*\b(?:in a good way|better|even better)\b)`,
    // Not matching what was agreed or shown: "the invoice doesn't match what we were quoted", "the
    // colour did not match the photos" (not "nothing can match it", praise).
    String.raw`\b(?:doesn'?t|does not|don'?t|do not|didn'?t|did not|never|won'?t|will not)\s+(?:even\s+|quite\s+|actually\s+)?match\s+(?:what|the|our|my|their|its|your|any|up)\b`,
    // Charged more than once: "two identical charges on my card", "duplicate payments".
    String.raw`\b(?:two|2|three|3|double|duplicate|duplicated|multiple|identical|repeated)\s+(?:identical\s+|duplicate\s+|separate\s+)?(?:charges|payments|transactions|debits|withdrawals|invoices|bills|deductions)\b`,
    // Happening again and again: "happened 5 times today".
    String.raw`\b(?:happened|happens|occurred|occurs)\s+(?:\w+\s+)?(?:\d+|two|three|four|five|several|many|multiple)\s+times\b`,
    // Dearer than others: "costs a lot more than competitors for the same features".
    String.raw`\bcosts?\s+(?:(?:a lot|way|much|far|significantly|twice|double)\s+)?more\s+than\s+(?:competitors?|others?|everyone|the competition|similar|alternatives?|\w+\s+(?:for the same|and does less))\b`,
    // Not done yet, long after: "my number transfer still hasn't happened after 10 days".
    STILL_NOT_DONE,
    // Behind by a stretch of time: "the app shows my usage two days behind", "tracking is hours behind".
    // (Not the customer's own delay: "We are two weeks behind on the project".)
    String.raw`(?<!\b(?:we|i|we're|i'm|we are|i am|we were|i was)\s+(?:now\s+|already\s+|still\s+)?)\b(?:\d+|a|an|one|two|three|four|five|six|several|many|a few|a couple of)\s+(?:full\s+)?(?:days?|hours?|weeks?|months?)\s+behind\b(?!\s+(?:us|me|the\s+(?:others|rest|competition|competitors))\b)`,
    // Arriving after what was promised: "turned up 40 minutes after the delivery window", "came
    // past the ETA", "delivered a day after the deadline" (not the customer's own: "I arrived after the deadline").
    String.raw`(?<!\b(?:i|we)\s+(?:\w+\s+)?)\b(?:turn(?:s|ed|ing)?\s+up|show(?:s|ed|ing)?\s+up|arriv(?:es|ed|e|ing)|came|comes?|coming|deliver(?:s|ed|ing)|got\s+here|gets\s+here)\b[^.!?]{0,40}?\b(?:after|past)\s+(?:the\s+|our\s+|my\s+|its\s+|their\s+)?(?:estimated\s+|promised\s+|quoted\s+|delivery\s+|booked\s+|agreed\s+|scheduled\s+)?(?:window|slot|estimate|eta|deadline|due date|time\s+slot|time\s+window|cut-?off)\b`,
    // Arriving late, told as after the event: "show up way after the fact".
    String.raw`\b(?:show|shows|showed|come|comes|came|arrive|arrives|arrived|pop|pops|popped)\s+(?:up\s+|in\s+)?(?:way\s+|hours\s+|days\s+|long\s+)?after\s+the\s+fact\b`,
    // A wait that goes on: "3 weeks and counting", "two months later and still nothing".
    String.raw`\b(?:\d+|a|one|two|three|four|five|six|several|many)\s+(?:(?:business|working|full)\s+)?(?:days?|weeks?|months?|hours?)\s+(?:and counting|later and still|on and still)\b`,
    // Told different things: "called 4 times, got 4 different answers".
    String.raw`\b(?:\d+|two|three|four|five|six|several|many|multiple)\s+different\s+(?:answers|stories|responses|explanations|replies|people|agents|reps|prices|quotes|excuses)\b`,
    // Still without: "still no refund", "still nothing", "and still no reply" (not "still no issues").
    String.raw`\bstill\s+(?:no|nothing|not a)\b(?!\s+(?:(?:\w+\s+)?(?:issues?|problems?|complaints?|bugs?|crashes|errors?|regrets?)|complaints)\b)`,
    // A control nowhere to be found: "there's no cancel button anywhere in my account settings".
    String.raw`\b(?:no|can'?t find (?:a|an|the|any)|cannot find (?:a|an|the|any))\s+(?:\w+\s+){0,2}?(?:button|option|link|setting|menu)s?\s+(?:\w+\s+)?anywhere\b`,
    // Booked twice over, and no word back: "got double booked 3 times", "still haven't heard anything back", "3 emails, zero answers".
    String.raw`\bdouble[- ]?book(?:ed|ings?)\b|\b(?:haven'?t|hasn'?t|have not|has not|never|didn'?t|did not)\s+(?:yet\s+)?heard\s+(?:anything\s+|a thing\s+|a word\s+|one word\s+)?back\b|\b(?:zero|no)\s+(?:answers|replies|responses)\b`,
    // Against what was promised of it: "and it's supposed to be non smoking", "when it's supposed to ship in 2 days".
    String.raw`\b(?:and|but|when|though|even though|although|yet)\s+(?:it'?s|it is|they'?re|they are|this is|that'?s|the \w+ is|it was|they were)\s+supposed\s+to\s+(?:be|have|include|come|arrive|ship|work|last|fit|cover|take|get|give)\b`,
    // What a finish shows: "shows every single fingerprint", "shows all the dust".
    String.raw`\bshows?\s+(?:every|all the|each)\s+(?:single\s+)?(?:fingerprints?|smudges?|scratch(?:es)?|marks?|stains?|specks?|dust|crumbs?|hairs?|water spots?|streaks?)\b`,
    // Inconsistent: "sizes are all over the place", "the quality is all over the place".
    String.raw`\b(?:is|are|was|were|'s|'re|been)\s+(?:\w+\s+)?all over the place\b`,
    // Paid for one thing, got less: "paying for 500 mbps and getting 80".
    String.raw`\bpa(?:y|ying|id)\s+for\s+(?:\S+\s+){1,4}?(?:and|but)\s+(?:only\s+)?(?:getting|get|got|receiving|received)\b`,
    // Will not last, did not: "it won't last", "the strap didn't last a month" (not "last night").
    String.raw`\b(?:won'?t|will not|didn'?t|did not|doesn'?t|does not|never|wouldn'?t)\s+(?:even\s+)?last\b(?!\s+(?:night|week|weekend|month|year|time|minute|one|thing|step|page|season|round)\b)`,
    // Sent back, said alone: "Returned." "Returning it."
    String.raw`^\W*(?:returned|returning|sent back|sending (?:it |them )?back)(?:\s+(?:it|this|them|both|the lot))?\s*[.!]*\s*$`,
    // Not what it claims: "it does not do what it says", "never did what it promised".
    String.raw`\b(?:doesn'?t|does not|didn'?t|did not|never|won'?t|will not)\s+(?:actually\s+|really\s+|even\s+)?(?:do|does|did)\s+what\s+(?:it|they)\s+(?:says?|said|claims?|claimed|promises?|promised|advertises?|advertised|should|is supposed to|was supposed to)\b`,
    // Dearer than elsewhere or than before: "prices are higher than in the shop", "we pay twice as
    // much as last year" (a price or what someone pays, not "twice as fast").
    String.raw`\b(?:prices?|pricing|fees?|costs?|bills?|rates?|premiums?|subscriptions?|plans?)\s+(?:\w+\s+){0,4}?(?:is|are|was|were|seems?|got|gets|became|now)\s+(?:(?:much|way|a lot|far|so|even|still|also|now)\s+)?(?:higher|more expensive|pricier|steeper|dearer)\b|\b(?:we|i|you|customers?|users?)\s+(?:now\s+|still\s+)?(?:pay|paid|paying|are paying|am paying)\s+(?:(?:twice|double|triple|three times|four times)\s+(?:as much|what)|(?:much |way |a lot |far )?more than)\b`,
    // Not to be had: "half the dishes are unavailable", "the menu is out of date", "always sold out".
    String.raw`\b(?:is|are|was|were|seems?|shows?(?: as)?|showing(?: as)?|listed as|marked as|always|often|still|currently|constantly|permanently)\s+(?:\w+\s+)?(?:unavailable|out of stock|sold out|out of date|outdated|discontinued|no longer (?:available|offered|sold|supported))\b`,
    // In need of repair: "the export needs fixing", "the UI really needs work".
    String.raw`\b(?:needs?|needed)\s+(?:(?:some|a lot of|more|serious|urgent|real)\s+)?(?:fixing|to be fixed|a fix|repairing|to be repaired|work|attention|an overhaul|a rework)\b(?!\s+(?:on|from|in)\b)`,
    // Out of step: "the API docs are out of sync with the endpoints".
    String.raw`\bout of sync\b`,
    // Too late to be of use: "the reminder came a day after the appointment".
    String.raw`\b(?:came|comes|arrived|arrives|sent|went out|got sent|showed up)\s+(?:a|an|one|two|three|four|five|several|\d+)\s+(?:minutes?|hours?|days?|weeks?)\s+after\s+(?:the|my|our|his|her|their)\s+(?:appointment|meeting|event|deadline|due date|session|call|class|flight|departure|booking|reservation|interview|visit|delivery|surgery|exam)\b`,
    // Cheaper elsewhere: "your competitor offers this for half the price".
    String.raw`\b(?:competitors?|competition|elsewhere|other (?:apps|tools|providers|companies|services|shops|stores|brands)|(?:another|other) (?:app|tool|provider|company|service|shop|store|brand))\b[^.!?]{0,40}?\b(?:half|a (?:third|quarter|fraction) of|cheaper|less|lower)\b`,
    // A price rise named as such: "the price increase this year was a shock".
    String.raw`\b(?:price|pricing|fee|cost|rate|subscription)\s+(?:increases?|hikes?|rises?|jumps?)\b(?![^.!?]*\b(?:fair|reasonable|justified|worth it|understandable|small|modest|tiny)\b)`,
    // Less than was ordered: "I ordered three and only got two", "the box only contained one cable".
    String.raw`\bonly\s+(?:got|received|came with|arrived with|contained|included|delivered)\s+(?:one|two|three|four|five|six|seven|eight|nine|ten|\d+|half|part)\b`,
    // Charged for what they did not do or get: "billed for a scratch we did not cause".
    String.raw`\b(?:charged|billed|invoiced)\s+(?:(?:me|us|them|my|our)\s+)?(?:\w+\s+){0,2}for\s+(?:\w+\s+){0,5}?(?:i|we)\s+(?:did not|didn'?t|never|have not|haven'?t|had not|hadn'?t)\s+(?:even\s+)?(?:cause|use|used|order|ordered|request|requested|book|booked|buy|bought|purchase|purchased|make|made|receive|received|ask for|asked for|sign up for|signed up for|agree to|agreed to)\b`,
    // Something other than what was ordered: "a different model than the one I ordered".
    String.raw`\b(?:received|got|sent|shipped|delivered|brought|gave|given|came with|arrived with)\s+(?:(?:me|us)\s+)?(?:(?:a|an|the|completely|totally|entirely)\s+){0,2}(?:different|another|other)\s+(?:\w+\s+){0,2}(?:than|from)\s+(?:the one\s+|the ones\s+|what\s+)?(?:i|we)\s+(?:had\s+)?(?:ordered|bought|paid for|booked|asked for|selected|chose|picked)\b`,
    // Up against a limit again and again: "we keep hitting the API limit", "constantly running into the quota".
    String.raw`\b(?:keeps?|kept|constantly|always|repeatedly|regularly)\s+(?:on\s+)?(?:hitting|running into|reaching|exceeding|going over|bumping into)\s+(?:(?:the|our|my|a|your|this)\s+)?(?:\w+\s+){0,2}?(?:limits?|caps?|quotas?|ceilings?|thresholds?|rate limits?)\b`,
    // Ended too soon: "the trial expired before we could finish", "timed out before I could save".
    String.raw`\b(?:expired|ended|ran out|closed|timed out|finished|was over|cut (?:me|us) off|logged (?:me|us) out)\s+before\s+(?:i|we|they|anyone)\s+(?:could|were able to|was able to|had (?:a |the )?(?:chance|time) to|even)\b`,
    // Doubt that it is worth the money: "not sure the premium plan is worth it".
    String.raw`\b(?:not sure|not convinced|unsure|doubt)\s+(?:that\s+|if\s+|whether\s+)?(?:\w+\s+){0,5}?(?:is|are|was|it's|its)\s+(?:really\s+|still\s+)?worth\b`,
    // A battery drained: "the app drains my battery in an hour", "battery drains overnight".
    String.raw`\bdrain(?:s|ed|ing)?\s+(?:my|the|your|our|their|its)\s+(?:phone'?s?\s+|laptop'?s?\s+)?batter(?:y|ies)\b|\bbatter(?:y|ies)\s+(?:\w+\s+)?(?:drains?|drained|draining)\b|\bbattery drain\b`,
    // Left out or mixed up: "they forgot the drinks", "I got someone else's order".
    String.raw`\b(?:they|you|he|she|it|driver|courier|restaurant|staff|store|shop|kitchen|team)\s+(?:\w+\s+)?(?:forgot|forgotten|left out)\b|\b(?:was|were|got|been)\s+(?:forgotten|left out)\b|\b(?:someone|somebody)\s+else'?s\b`,
    // Prices and waits that only grow: "the service fee keeps going up".
    String.raw`\b(?:keeps?|kept)\s+(?:on\s+)?(?:going up|increasing|rising|climbing|getting (?:worse|slower|more expensive|pricier|longer))\b`,
    // Supplies that give out: "hot water ran out every morning", "they run out of towels".
    String.raw`\b(?:ran|runs|running|run)\s+out\b(?!\s+(?:the door|of (?:patience|time)\b))`,
    String.raw`\b(?:is|are|was|were|seems?|looks?|got)\s+(?:\w+\s+)?(?:incorrect|wrong|inaccurate|not (?:correct|right|accurate))\b|\b(?:wrong|incorrect)\s+(?:amount|price|rate|charge|total|number|address|date|balance|information|details|data|currency|item|order|size)\b`,
    String.raw`\b(?:declined|rejected|denied|refused|bounced|(?:is|are|was|were|been|still|shows?(?: as)?|showing(?: as)?|shown as|marked as)\s+pending|on hold|locked out|overcharged|double[- ](?:charged|billed|charges?|billing)|charged double|(?:charged|billed|invoiced)\s+(?:(?:me|us|my|our|the|\w+)\s+){0,3}(?:twice|two times|again|2x|x2)|hit with\s+(?:\w+\s+){0,4}?(?:twice|two times))\b`,
    String.raw`\b(?:don'?t|do not|didn'?t|did not|never)\s+(?:\w+\s+)?(?:recogni[sz]e|authori[sz]e|approve|order|sign up for|agree to)\b`,
    String.raw`\b(?:can'?t|cannot|can not|couldn'?t|could not|unable to|not able to|wouldn'?t|won'?t)\s+(?:let me\s+|allow me to\s+)?(?!get\s+(?:any\s+|much\s+)?(?:better|enough|over)\b)(?:get|use|find|access|see|withdraw|pay|transfer|verify|activate|cancel|change|add|top up|log|sign|reach|receive)\b`,
    // Not being able to do something, whatever it is, except the idioms of praise or politeness
    // ("can't wait", "couldn't be happier", "can't recommend it enough").
    String.raw`\b(?:i|we|you|they|customers?|users?)\s+(?:still\s+|just\s+|simply\s+|literally\s+|really\s+|honestly\s+|actually\s+|genuinely\s+)?(?:can'?t|cannot|can not|couldn'?t|could not|can never|could never|(?:am|are|was|were)\s+(?:still\s+)?(?:unable|not able) to)\s+(?!(?:really\s+|honestly\s+|truly\s+|possibly\s+)?(?:(?:be|get|feel)\s+(?:\w+er|more|any)|wait|believe|thank|recommend|complain|imagine|say|stop|get enough|get over|live without|(?:do|work|function|manage|cope|run)\s+(?:anything\s+|a thing\s+|my business\s+|at all\s+)?without|beat|fault|help|agree|put|tell|decide|praise|express|tell you|begin|speak|go wrong|miss|be happier|ask for|have asked|overstate|emphasi[sz]e|rave)\b)[a-z]{2,}`,
    // Not where it should be yet: "it still isn't here", "the money is not there yet".
    String.raw`\b(?:isn'?t|is not|aren'?t|are not|wasn'?t|was not|still not|not yet)\s+(?:yet\s+|still\s+)?(?:here|there|showing|visible|coming)\b`,
    String.raw`\b(?:hasn'?t|has not|haven'?t|have not|didn'?t|did not)\s+(?:yet\s+|even\s+)?(?:been\s+)?(?:changed|updated|cleared|reflected|fixed|resolved|refunded|returned|reversed)\b`,
    // Something that looks wrong, or that the customer cannot explain.
    String.raw`\b(?:doesn'?t|does not|don'?t|do not|didn'?t|did not)\s+(?:seem|look|feel|sound)\s+(?:right|correct|accurate|fair)\b|\b(?:don'?t|do not|didn'?t|did not)\s+(?:know|understand|see)\s+why\b(?!\s+(?:i|we)\s+(?:didn'?t|did not|haven'?t|waited|took so long))|\bno idea (?:why|how|what|where|when|whether|if)\b`,
    // Fraud, and things that happened twice or unexpectedly.
    String.raw`\b(?:stole|hacked|compromised|scam(?:med)?|fraud(?:ulent)?|unauthori[sz]ed|duplicated?|(?:posted|showing|shows|appears?|appeared|billed|taken|deducted|debited|sent|arrive[sd]?|delivered|fired|triggered|created|processed|imported|synced)\s+twice(?!\s+(?:as|over)\b))\b|(?<!\b(?:no|zero|without|without\s+any|never\s+any|not\s+any)\s+)\b(?:unexplained|unknown|mystery|mysterious|unrecogni[sz]ed|surprise|hidden|strange|weird|odd|random)\s+(?:\w+\s+)?(?:fees?|charges?|costs?|bills?|payments?|transactions?|deductions?|debits?)\b|\bunexpected(?:ly)?\s+(?:\w+\s+)?(?:fees?|charges?|costs?|bills?|payments?|transactions?|errors?|logouts?|behaviou?r|results?|changes?)\b`,
    // Left out of what was delivered: "The charger wasn't in the box", "two items were not included".
    String.raw`\b(?:wasn'?t|was not|weren'?t|were not|isn'?t|is not|aren'?t|are not|not)\s+(?:\w+\s+)?(?:included|in the (?:box|package|parcel|bag|order|delivery|shipment|kit|envelope))\b`,
    // Not there at all: "the florist category doesn't exist"; harder to use than before: "the new colour scheme is harder to read".
    String.raw`\b(?:doesn'?t|does not|didn'?t|did not)\s+(?:even\s+)?exist\b|\b(?:harder|more difficult|trickier|more confusing|more cumbersome)\s+to\s+(?:read|use|find|navigate|see|follow|understand|set up|work with)\b`,
    // A different person each time who knows nothing; locked behind a tier; changed with no warning.
    String.raw`\b(?:get|got|getting|speak to|talk to|deal with)\s+(?:a\s+)?different\s+(?:handler|agent|person|rep|advisor|adviser|consultant|answer|story|excuse)\b|\bknows?\s+nothing\s+about\b|\blocked\s+behind\b|\bwith\s+(?:basically\s+|almost\s+|virtually\s+)?no\s+(?:warning|notice)\b`,
    // Named as a rip-off: "feels like a cash grab", "highway robbery"; nowhere to do it: "no cancel button anywhere in the app".
    String.raw`\bcash[- ]grabs?\b|\bhighway robbery\b|\bno\s+(?:\w+\s+){0,2}?(?:button|option|link|setting|way)\s+(?:\w+\s+)?anywhere\b`,
    // A wait in working days: "support response time is 3 business days".
    String.raw`\b(?:response|reply|turnaround|wait|waiting|processing|delivery|shipping)\s+times?\s+(?:is|was|are|were|of)\s+(?:(?:over|up to|at least)\s+)?(?:\d+|two|three|four|five|several)\s+(?:business|working|full)\s+days\b`,
    // Costs that mount: "the cost of the plan adds up fast", "fees add up"; told one thing, sent another: "the box said Gen 2 but I got a Gen 1".
    String.raw`\b(?:cost|costs|fees?|price|prices|charges?|bills?|subscriptions?)\s+(?:\w+\s+){0,4}?add(?:s|ed|ing)?\s+up\b|\b(?:said|says|listed|advertised|showed|shows)\b[^.!?]{0,40}?\bbut\s+(?:i|we)\s+(?:got|received|was sent|were sent)\b`,
    // A drawback named by the rating it costs: "would be 5 stars if the strap wasn't so cheap-feeling"; short of the claim: "not the 10 days they advertise".
    String.raw`\b(?:would|'d)\s+be\s+(?:a\s+)?(?:\d+|five|ten)\s*(?:stars?|/\s*\d+|out of \d+)\s+if\b|\bnot\s+(?:the|what)\s+(?:[\w-]+\s+){0,3}?(?:they|you|it)\s+(?:advertise|advertised|advertises|promise|promised|claim|claimed|claims|say|said)\b`,
    // Advice against, lost trust, never again, the same fault again.
    String.raw`\b(?:don'?t|do not|never)\s+fall\s+for\b|\blost\s+(?:all\s+)?(?:trust|faith|confidence)\b|^\W*(?:not|never)\s+(?:buying|ordering|using|booking|getting)\s+(?:another|again|from)\b|\b(?:same|still the same)\s+(?:\w+\s+)?(?:issue|problem|bug|error|fault)s?\b(?!\s+(?:as|like)\b)`,
    // Figures that look invented, features promised for ever, a screen lost in sunlight, parts that come undone.
    String.raw`\b(?:seems?|looks?|feels?)\s+(?:\w+\s+)?(?:random|made up|made-up|arbitrary|invented)\b|\b(?:still\s+)?(?:says?|shows?|listed as|marked(?:\s+as)?)\s+['"‘“]?coming soon\b|\b(?:invisible|unreadable|impossible to (?:see|read)|hard to (?:see|read)|can'?t (?:see|read) (?:it|the screen|anything))\s+in\s+(?:direct\s+|bright\s+)?(?:sun|sunlight|daylight)\b|\b(?:came|comes|coming|come)\s+(?:undone|loose|apart|unstuck|unglued|unstitched|unravell?ed)\b`,
    // Silence after contact: "'Your message is important to us' and then silence for a week".
    String.raw`\b(?:then|and|but|just|only|complete|total|radio|dead)\s+silence\b`,
    // Fees on fees: "£3.49 delivery plus a £2.10 'service fee' plus a small order fee".
    String.raw`\bplus\s+(?:a|an|another)\s+(?:[£$€]\s?\d+(?:[.,]\d+)?\s+)?['"‘“]?(?:[\w-]+\s+){0,2}?fees?\b`,
    // Eats the phone's resources: "the app uses a lot of battery", "drinks my data".
    String.raw`\b(?:uses|using|eats|eating|drinks|drinking|kills|killing|burns|burning|hogs|hogging|chews|chewing)\s+(?:up\s+|through\s+)?(?:a lot of|lots of|so much|too much|way too much|all (?:my|the)|tons of|loads of)\s+(?:my\s+|the\s+)?(?:battery|data|memory|ram|cpu|storage|space)\b`,
    // The same refusal again and again: "kept saying 'not eligible'", "keeps telling me 'invalid code'".
    String.raw`\b(?:keeps?|kept)\s+(?:on\s+)?(?:saying|telling me|showing|giving me)\s+['"‘“]`,
    // Taken twice: "autopay took the payment twice", "the pending charge shows up twice".
    String.raw`\b(?:took|taken|charged|billed|debited|deducted|withdrew|withdrawn|pulled|collected|hit)\s+(?:(?:the|my|our|a|an|that|this|its|their)\s+)?(?:\w+\s+){0,2}?(?:twice|two times)\b(?!\s+(?:as|over)\b)|\b(?:went|gone|go|goes|came|come)\s+(?:through|out)\s+(?:twice|two times|2x|x2)\b|\b(?:shows?|showed|showing|appears?|appeared|pops?|popped|turns?|turned)\s+up\s+twice\b`,
    // A status that does not move: "the app says 3 min away for 20 minutes", "tracking has said 'label created' for 9 days".
    String.raw`\b(?:says?|said|has said|have said|shows?|showed|has shown|has been showing|been showing|been saying|stuck (?:on|at)|gives me|shows me|sits on|spins on)\s+(?:\S+\s+){1,7}?for\s+(?:(?:literally|like|over|almost|nearly|more than|about|around|the (?:last|past))\s+)?(?:(?:\d+\+?|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|several|many)\s*(?:sec|secs|seconds|min|mins|minutes|hours|hrs|days|weeks)|half an hour|an hour|a day|a week)\b`,
    // Said to happen, and did not: "was due to go out on the 1st and never did".
    String.raw`\b(?:due|supposed|meant|scheduled|expected)\s+to\b[^.!?]{0,60}?\b(?:and|but)\s+(?:it\s+|they\s+|he\s+|she\s+)?(?:never|didn'?t|did not|hasn'?t|has not|wasn'?t|was not)\b`,
    // Slow, in figures: "takes upwards of 2 minutes", "page loads are 10+ seconds".
    String.raw`\b(?:takes?|took|taking)\s+(?:upwards of|over|more than|well over|at least|a good|a full)\s+(?:\d+|a|one|two|three|four|five|several)\s+(?:full\s+)?(?:seconds|secs|minutes|mins|min)\b|\b(?:page\s+)?(?:loads?|load times?|loading times?|response times?)\s+(?:is|are|was|were|of)\s+(?:over\s+|upwards of\s+|more than\s+)?\d+\+?\s*(?:seconds|secs|s|minutes|mins)\b`,
    // What makes no sense, or is no longer enough: "the per-user pricing doesn't make sense any more", "the 'vegan' tag is not enough".
    String.raw`\b(?:doesn'?t|does not|don'?t|do not|didn'?t|did not|no longer)\s+make\s+(?:\w+\s+)?sense\b|\b(?:is|are|was|were)(?:n'?t|\s+not)\s+(?:nearly\s+|quite\s+)?enough\b|\b(?:can'?t|cannot|can not|couldn'?t|could not|hard to|difficult to)\s+justify\b`,
    // Dearer, compared: "price is high compared to competitors", "would cost him more than his current tool".
    String.raw`\b(?:high|higher|expensive|steep|steeper|pricey|pricier)\s+(?:compared\s+(?:to|with)|next to|relative to)\b|\bcosts?\s+(?:him|her|us|me|them|you)\s+(?:(?:a lot|way|much|far)\s+)?more\s+than\b`,
    // Never moved: "the little car on the map never moved", "the order status won't budge".
    String.raw`\b(?:never|didn'?t|did not|wouldn'?t|won'?t|doesn'?t|does not)\s+(?:once\s+|even\s+)?(?:move|moved|budge|budged)\b`,
    // Kept from a person: "I've been trying to get through to a real person for 2 days".
    String.raw`\btrying\s+to\s+(?:get through|reach|contact|get hold of|speak to|talk to|get (?:a|an) (?:answer|refund|reply|response))\b[^.!?]{0,40}?\bfor\s+(?:over\s+)?(?:\d+|two|three|four|five|several|many)\s+(?:hours|days|weeks|months)\b`,
    // Round in circles: "the chat bot goes in circles", "support sent me round in circles".
    String.raw`\b(?:go(?:es|ing)?|went|gone|run(?:s|ning)?|ran|sent\s+(?:me|us)|sends\s+(?:me|us)|send(?:ing)?\s+(?:me|us))\s+(?:round\s+|around\s+)?in\s+circles\b`,
    // Later than the estimate: "showed up 50 min after the estimate", "always later than it says", "quoted 35 min, delivered after 95".
    String.raw`\bafter\s+the\s+(?:estimate|eta|quote|quoted time|estimated time)\b|\blater\s+than\s+(?:it says|the app says|the estimate|estimated|the eta|quoted|stated|shown)\b|\b(?:quoted|estimated|said|told|promised)\s+(?:\w+\s+)?\d+(?:[-–]\d+)?\s*(?:min|mins|minutes|hours?|hrs?)\b[^.!?]{0,40}?\b(?:took|delivered after|arrived after|came after|showed up after|it took)\s+\d+`,
    // Dearer than what one already pays: "the roaming add-on costs more than my actual plan" (not "but it's worth it").
    String.raw`\bcosts?\s+(?:(?:a lot|way|much|far|significantly|twice|double)\s+)?more\s+than\s+(?:my|our|the)\b(?![^.!?]*\bworth\b)`,
    // Little for what it costs: "portions are tiny for the price", "small for what you pay".
    String.raw`\b(?:tiny|small|smaller|little|short|thin|skimpy|meagre|meager|basic|limited|mediocre|average)\b[^.!?]{0,25}?\bfor\s+(?:(?:the|that|this)\s+(?:price|money|cost)|what\s+(?:you|we|i)\s+pay)\b`,
    // Prices that went up: "Prices went up again", "you doubled the fee".
    String.raw`\b(?:price|prices|pricing|fees?|costs?|subscription|bill|rates?|premium|plan)\s+(?:\w+\s+){0,3}?(?:went up|go(?:es)? up|gone up|going up|increased|rose|risen|doubled|tripled|jumped|skyrocketed)\b|\b(?:raised|increased|doubled|tripled|hiked)\s+(?:the|your|their|its|our|my)\s+(?:\w+\s+)?(?:prices?|fees?|rates?|costs?|bills?|premiums?|subscriptions?|plans?)\b`,
    // The same chore every time: "I have to log in every single time", "we need to export it manually".
    String.raw`\b(?:i|we|you|users?|customers?|everyone)\s+(?:still\s+|always\s+)?(?:have|has|had|need|needs|must)\s+to\s+(?:\w+\s+){1,6}?(?:every (?:single )?time|each time|again and again|over and over(?: again)?|manually|by hand|(?:two|three|four|five|six|several|multiple|many|\d+) times|twice)\b`,
    // Hard to do what the product is for: "hard to read in sunlight", "confusing to set up" (not
    // negated, not the idioms of praise: "hard to beat", "impossible to put down").
    String.raw`\b(?:hard|difficult|impossible|tricky|confusing|cumbersome|painful|a pain|a nightmare|a hassle)(?<!\b(?:not|n't|never|nothing|isn'?t|wasn'?t)\s+(?:\w+\s+){0,2}(?:a\s+)?\w+)\s+to\s+(?!(?:beat|fault|resist|top|believe|imagine|say|tell|overstate|put (?:it )?down|dislike|ignore|forget|miss|find fault|argue|stop|pick|choose|contain|describe|classify)\b)[a-z]{2,}`,
    // Barely doing its job: "the battery barely lasts a day", "it hardly works".
    String.raw`\b(?:barely|hardly|scarcely)\s+(?:lasts?|lasted|works?|worked|holds?|held|charges?|charged|functions?|functioned|usable|runs?|ran|loads?|loaded|feeds?|fed|feed|fits?|fit|covers?|cover|covered)\b`,
    // Looking elsewhere: "we are looking at alternatives", "considering switching providers".
    String.raw`\b(?:looking|look|looked)\s+(?:at|for|into)\s+(?:other\s+)?(?:alternatives|competitors?|other (?:options|providers|tools|apps|banks|vendors|solutions|suppliers))\b|\b(?:considering|thinking (?:about|of))\s+(?:switching|moving|leaving|changing (?:provider|supplier|bank|vendor)s?)\b`,
    // Gone: "Uninstalled.", "uninstalling until this is fixed" (not "uninstalled and reinstalled").
    String.raw`\buninstall(?:ed|ing)?\b(?![^.!?]*\breinstall)`,
    // Sent something else: "ordered a large, got a medium", "paid for express and received standard".
    String.raw`\b(?:ordered|asked for|paid for|booked|requested)\s+(?:\w+\s+){0,4}?\w+(?:,\s*|\s+(?:but|yet)\s+|\s+and\s+only\s+)(?:(?:i|we)\s+)?(?:only\s+)?(?:got|received|was sent|were sent|they sent|you sent)\b(?![^.!?]*\b(?:on time|early|quickly|promptly|as expected|as described)\b)`,
    // It happened before: "second time this happened", "this is the third time", "it happened again".
    String.raw`\b(?:second|third|fourth|fifth|\d+(?:st|nd|rd|th))\s+time\s+(?:this|it|that)\s+(?:has\s+)?happen(?:ed|s)\b|\b(?:this|it)\s+(?:is|was)\s+the\s+(?:second|third|fourth|fifth|\d+(?:st|nd|rd|th))\s+time\b|\bhappened\s+again\b`,
    // Kept waiting: "it's now been 5 weeks", "it has been three days since I ordered".
    String.raw`\b(?:it'?s|it has|it is|now it'?s)\s+(?:now\s+)?been\s+(?:over\s+|almost\s+|more than\s+|nearly\s+|well over\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+(?:days|weeks|months)\b`,
    // Told different things: "every time I call I get a different answer".
    String.raw`\b(?:get|got|getting|gets|gives?|gave|giving)\s+(?:me\s+|us\s+)?(?:a\s+)?(?:different|conflicting|contradictory|contradicting)\s+(?:answers?|information|responses?|story|stories|explanations?)\b`,
    // A service that goes down again and again: "it goes down at least once a week".
    String.raw`\b(?:it|that|this)\s+(?:still\s+)?(?:goes|went|keeps going)\s+down\s+(?:at least\s+)?(?:once|twice|every|several|all the time|constantly|again|daily|weekly|regularly)\b`,
    // Too much, said mildly: "is a bit much for a small agency", "a lot to ask", "that's a lot of
    // money", "gets old fast", "no use when you work nights", "put some attendees off", "come on."
    String.raw`\b(?:a\s+(?:bit|little|tad)|all\s+a\s+bit|getting\s+(?:a\s+bit\s+)?)\s+much\b|\b(?:a lot|a bit much|too much) to ask\b|\ba big ask\b|\b(?:that'?s|that is|it'?s|it is|is|was|seems like|feels like)\s+(?:a lot of|a ton of|serious)\s+money\b|\b(?:gets?|got|getting)\s+old\s+(?:fast|quick|quickly|real fast|very fast|very quickly)\b|\b(?:is|'s|are|was|were)\s+(?:of\s+)?no\s+use\b|\bput(?:s|ting)?\s+(?:me|us|them|people|customers|clients|users|guests|(?:some|many|a lot of|lots of|most|a few|several)\s+(?:\w+\s+)?\w+)\s+off\b|\bcome\s+on\s*[.!?]*\s*$`,
    // Kept asking, churned through people, paying and still: "I've asked three times for a call",
    // "three different account managers in six months", "we pay for premium support and still got told to raise a ticket".
    String.raw`\b(?:i'?ve|i have|we'?ve|we have|i|we)\s+(?:already\s+|now\s+)?(?:asked|requested|called|emailed|chased|written|rung|phoned|messaged)\s+(?:\w+\s+){0,4}?(?:twice|three times|four times|five times|several times|multiple times|many times|numerous times|\d+\s+times)\b|\b(?:three|four|five|six|\d+)\s+different\s+(?:[\w-]+\s+){1,2}in\s+(?:(?:just|only|under|less than)\s+)?(?:\w+\s+)?(?:days?|weeks?|months?|years?)\b|(?:^\W*|\b(?:i|we|you)\s+(?:\w+\s+)?)pay(?:ing)?\b[^.!?]{0,50}?\b(?:and|but)\s+(?:\w+\s+)?still\s+(?:get|got|getting|gets|have|had|see|saw|seeing|wait|waited|waiting)\b`,
    // Locked away for money, crowded out, eaten into: "all the useful stats are behind a subscription
    // now", "results are full of sponsored shows", "fees are eating our margin", "never enough staff",
    // "the delivery charge is more than the cards themselves", "scheduled without anyone asking".
    String.raw`\b(?:behind|locked behind|moved behind|put behind|hidden behind|locked to)\s+(?:a|the|an)\s+(?:[\w-]+\s+){0,2}?(?:paywall|subscription|premium\s+\w+|premium|pro\s+(?:plan|tier)|higher\s+(?:plan|tier)|enterprise\s+(?:plan|tier)|upgrade)\b|\b(?:full of|riddled with|plagued by|flooded with|swamped with|cluttered with|overrun with|overrun by)\s+(?:[\w-]+\s+)?(?:ads|adverts|advertisements|sponsored|spam|bots|fakes?|promotions|promoted|upsells?|junk|pop-?ups)\b|\beat(?:s|ing|en)?\s+(?:into\s+|up\s+|away at\s+)?(?:our|my|their|the|all our|all my)\s+(?:\w+\s+)?(?:margins?|profits?|budgets?|savings|earnings|revenue|bottom line)\b|\bnever\s+enough\b|\bmore than the\s+(?:[\w-]+\s+){1,3}(?:itself|themselves)\b|\bwithout\s+(?:anyone|anybody|somebody|someone)\s+(?:asking|telling|warning|consulting|checking with)\b`,
    // A price called steep or robbery, a black hole, nothing yet, a status stuck since a date, the next
    // slot weeks away, a cost creeping up: "£14.99 a month is steep", "daylight robbery", "the
    // messages tab is a black hole", "it's now Friday and nothing", "has said 'In progress' since
    // the 3rd", "next available appointment is 19 days away", "the cost keeps creeping up".
    String.raw`(?:[$£€]\s?\d|\b(?:prices?|fees?|costs?|subscriptions?|membership|plans?|tariffs?|month|year)\b)[^.!?]{0,40}?\b(?:is|are|'s|seems|feels|looks)\s+(?:a\s+bit\s+|quite\s+|pretty\s+|very\s+|really\s+|way\s+too\s+|too\s+|rather\s+)?steep\b|\b(?:daylight|highway)\s+robbery\b|\b(?:is|are|'s|like)\s+a\s+(?:total\s+|complete\s+|bit of a\s+)?black\s+hole\b|\b(?:and|but)\s+(?:still\s+)?nothing\s*[.!]*\s*$|\b(?:has|have)\s+(?:said|shown|been showing|been stuck (?:on|at))\s+['"‘“][^'"’”]{2,30}['"’”]\s+(?:since|for)\b|\b(?:next|earliest|first)\s+(?:available\s+|free\s+|open\s+)?(?:[\w-]+\s+){0,2}?(?:is|was|are|were)\s+(?:\w+\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several)\s+(?:days|weeks|months)\s+(?:away|off|out)\b|\b(?:keeps?|kept)\s+(?:creeping|going|inching|ticking|edging)\s+up\b`,
    // Intending to leave: "I want to close my account", "thinking about cancelling our plan".
    String.raw`\b(?:want|wants|wanted|going|plan|planning|about|decided|thinking(?: about| of)?|consider(?:ing)?)\s+(?:to\s+)?(?:(?:close|closing|cancel|cancell?ing|terminate|terminating|delete|deleting)\s+(?:my|our|this|the|your)\s+(?:\w+\s+)?(?:accounts?|subscriptions?|plans?|memberships?|contracts?|services?|licen[cs]es?|cards?|orders?|bookings?)\b|(?:leave|leaving|quit|quitting|switch(?:ing)? to)\s+(?:my|our|this|the|your|a|another)\b|(?:leave|leaving|quit|quitting)\s*(?:[.!,;]|$))`,
    // Leaving for a rival: "we'll move to a competitor", "I'm taking my business elsewhere".
    String.raw`\b(?:i'?ll|we'?ll|i will|we will|i'm|we're|i am|we are|gonna|going to|will)\s+(?:be\s+|have to\s+|just\s+)?(?:move|moving|switch|switching|go|going|take|taking)\s+(?:(?:my|our)\s+business\s+)?(?:to\s+(?:a\s+|another\s+|the\s+|your\s+)?(?:competitors?|competition|rivals?|other (?:providers?|vendors?|tools?|apps?|banks?|services?)|another (?:provider|vendor|tool|app|bank|service|company))|elsewhere)\b`,
    // Stale details: "our invoices still show the old company address".
    String.raw`\b(?:still\s+)?(?:shows?|showing|displays?|lists?|prints?|uses?|using)\s+(?:the|my|our|his|her|their)\s+old\s+(?:company\s+|home\s+|business\s+|billing\s+)?(?:address|name|number|phone number|email|price|prices|details|logo|bank details|card)\b`,
    // Some of the parts fail: "two of the four burners don't light", "half the buttons don't work".
    String.raw`\b(?:\d+|two|three|four|five|half|some|most)\s+(?:of\s+)?(?:the|my|our|its)\s+(?:\d+\s+|two\s+|three\s+|four\s+|five\s+|six\s+)?[a-z]+s\s+(?:don'?t|do not|won'?t|will not|didn'?t|did not|no longer|never|can'?t|cannot)\s+(?:even\s+)?(?:work|light|turn on|start|open|close|load|charge|connect|heat|lock|print|fit|show|display|respond)\b`,
    // Changed behind the customer's back: "the free trial quietly turned into a paid plan".
    String.raw`\b(?:quietly|silently|secretly|sneakily|without\s+(?:any\s+)?(?:warning|notice|asking|telling\s+(?:me|us)))\s+(?:\w+\s+)?(?:turned|switched|converted|changed|renewed|upgraded|moved|charged|billed|enrolled|signed)\b`,
    // The same for more: "the free plan with a bigger price tag"; made to do it again: "now I have to update my card details again".
    String.raw`\b(?:bigger|higher|larger|steeper|heftier)\s+price(?:\s+tag)?\b|\bnow\s+(?:i|we)\s+(?:have|need|get)\s+to\s+(?:[\w']+\s+){1,5}?again\b`,
    // Rated nothing for what matters: "five stars for the packaging, zero for the product".
    String.raw`\b(?:zero|0|no|one|1)\s+(?:stars?\s+)?for\s+the\s+(?:actual\s+)?(?:product|service|food|app|quality|support|delivery|customer service|item|experience)\b`,
    // A claim in scare quotes: "the 'smart' thermostat", "your 'unlimited' plan".
    String.raw`(?:^|\s)['"‘“](?:smart|unlimited|free|premium|fast|easy|instant|express|guaranteed|secure|fresh|new and improved|customer service|support|help|next[- ]day(?:\s+delivery)?|same[- ]day(?:\s+delivery)?|24\/7)['"’”](?=\s|[.,!?]|$)`,
    // Made to do it again and again: "the app asks me to log in every single morning".
    String.raw`\b(?:asks?|asked|makes?|made|forces?|forced|prompts?|prompted|requires?|required|wants?)\s+(?:me|us|you|users)\s+to\s+(?:\w+\s+){1,3}?(?:again\s+)?every\s+(?:single\s+)?(?:time|day|morning|night|week|session|visit|login|launch)\b`,
    // It happened again, counted: "the third time this month the delivery came after 9pm".
    String.raw`\b(?:the\s+|for\s+the\s+)(?:second|third|fourth|fifth|sixth|seventh|\d+(?:st|nd|rd|th))\s+time\s+(?:this|in\s+(?:a|one|the\s+same|the\s+last|two|three))\s+(?:week|month|year|fortnight|weeks|months|days)\b`,
    // A status that does not move: "has been 'out for delivery' for six days".
    String.raw`\b(?:has|have|had)\s+been\s+(?:stuck\s+(?:on|at|in)\s+|sitting\s+(?:on|at|in)\s+|showing\s+(?:as\s+)?)?['"‘“][^'"’”]{2,40}['"’”]\s+(?:for|since)\s+(?:over\s+|more than\s+|almost\s+|nearly\s+)?(?:\d+|a|an|two|three|four|five|six|seven|eight|nine|ten|several)\s+(?:days?|weeks?|hours?|months?)\b`,
    // Not listened to: "the agent read from a script and didn't listen".
    String.raw`(?<!\b(?:i|we)\s+(?:\w+\s+)?)\b(?:didn'?t|did\s+not|doesn'?t|does\s+not|don'?t|never|wouldn'?t|won'?t|refused\s+to)\s+(?:even\s+|actually\s+|really\s+|bother\s+to\s+)?listen(?:ed|ing)?\b(?!\s+to\s+(?:music|the\s+(?:podcast|album|song)))`,
    // A battery drained: "drains 30% of my battery in an hour".
    String.raw`\bdrain(?:s|ed|ing)?\s+(?:\d+\s?%\s+of\s+)?(?:my|the|your|our|its|a)\s+(?:phone'?s?\s+)?battery\b|\bbattery\s+drain\b`,
    // Come after what it was for: "the reminder came the day after the appointment" (not the customer: "I arrived after the deadline").
    String.raw`(?<!\b(?:i|we)\s+(?:\w+\s+)?)\b(?:came|arrived|was\s+sent|were\s+sent|got\s+here|showed\s+up|turned\s+up|was\s+delivered|were\s+delivered)\s+(?:the\s+day\s+|a\s+day\s+|two\s+days\s+|an\s+hour\s+|hours\s+|days\s+|a\s+week\s+)?after\s+(?:the|my|our)\s+(?:appointment|event|deadline|meeting|party|wedding|flight|birthday|exam|interview|class|session|departure|trip|holiday)\b`,
    // Unlike what it was said to be: "runs two sizes smaller than the chart says".
    String.raw`\bthan\s+(?:the|your|their|its)\s+(?:size\s+)?(?:chart|description|listing|photos?|pictures?|website|site|ad|advert|label|specs?|box|app|estimate)\s+(?:says|said|shows|showed|claims|claimed|suggests|suggested|promised|stated|states)\b`,
  ],
  'i',
);
/**
 * An excess of something otherwise good ("too bright", "too sensitive", "way too long"): a complaint
 * when the sentence is at most mildly positive. Not when negated ("not too bad"), not the praise
 * idioms ("too good to be true", "too kind"), not "too" meaning "also" ("me too lol").
 */
const EXCESS_RE = new RegExp(
  // Not the speaker's own state ("on days when I'm too tired to cook"): no excess of the product.
  String.raw`\btoo(?<!\b(?:not|n't|never|nothing)\s+(?:\w+\s+)?too)(?<!\b${SPEAKERS_STATE_BEFORE_TOO}\s+too)\s+(?!(?:${EXCESS_KEEPS_PRAISE_WORDS}|sweet of|much fun|${NOT_EXCESS_WORDS})\b)[a-z]{3,}` +
    // "to many ads", the common misspelling, where "to" cannot be the preposition.
    String.raw`|\b(?:but|way|far|just|with|there(?:'s| is| are| were)|has|have|had|got|is|are)\s+to\s+(?:many|much)\s+[a-z]{3,}`,
  'i',
);

/**
 * A denied problem set in the past ("I've never had a problem before", "haven't had any issues up
 * until this point"): context for what went wrong now, not praise.
 */
const PAST_ABSENCE_RE = new RegExp(
  [
    String.raw`\b(?:never|no|not|haven'?t|hadn'?t|didn'?t|without)\b.{0,80}\b(?:${PROBLEM_NOUNS}|trouble|complaints?)\b.{0,80}\b(?:before|in the past|until|till now|previously)\b`,
    String.raw`\b(?:before|in the past|previously)\b.{0,80}\b(?:never|no|not|without)\b.{0,80}\b(?:${PROBLEM_NOUNS}|trouble|complaints?)\b`,
  ].join('|'),
  'i',
);

/**
 * Better in the past: "It used to be much faster", "This used to work perfectly until the update",
 * "I used to love this app". The praise is of what was lost, so the sentence is a complaint
 * whatever its words score (not "it used to be slow": that is a problem gone).
 */
const DECLINE_RE =
  /\b(?:really |so |truly )?wanted to (?:like|love|enjoy|recommend)\s+(?:this|it|the|your)\b|\bused to\s+(?:be\s+(?:(?:so|much|way|a lot|far|really|very|pretty|quite|my|our|the)\s+){0,2}(?:better|faster|easier|simpler|cheaper|quicker|smoother|more \w+|good|great|fast|easy|simple|cheap|quick|smooth|reliable|stable|free|favou?rite|best)|(?:really\s+|just\s+)?(?:work|load|sync|open|run|last|be able|love|like|enjoy|recommend))\b/i;

/**
 * A drawback named as such, however warm the rest: "The only downside is the short cord, otherwise
 * perfect", "My one complaint: the strap", "The only thing I would change is the battery". What is
 * named is the thing to act on (not one said to be put right: "one problem is solved").
 */
const NAMED_DRAWBACK_RE =
  /\b(?:only|one|biggest|main|major|minor|small|slight|real|single)\s+(?:real\s+)?(?:downside|down side|drawback|complaint|gripe|con|flaw|negative|criticism|nitpick|niggle|quibble|letdown|let down|issue|problem|thing (?:i|i'd|i would|we would|we'd) (?:change|improve|fix))s?\s*(?:is|was|would be|has been|i have|i had|:|-)(?!\s*(?:none|nothing|no|(?:now\s+|finally\s+|already\s+)?(?:been\s+)?(?:solved|fixed|resolved|gone|sorted(?: out)?|taken care of))\b)/i;

/**
 * Good until a change: "It worked great before the last update", "The app was perfect until the
 * redesign", "It was fine until yesterday", "Before the update it worked flawlessly" (not "it works even better after the update", nor what
 * is still good: "it was great before the update and still is"). Consulted only when the words are
 * positive: "it was slow until the update" is a problem gone.
 */
const GOOD_UNTIL_RE =
  /\b(?:worked|work|ran|(?:was|were)(?!\s+\w+ing\b)|used to be|been)\b[^.!?]{0,40}?\b(?:before|until|till|up until|up to)\s+(?:the|this|that|your|its|my|our|an?)?\s*(?:last|latest|recent|new|newest|most recent|big)?\s*(?:\w+\s+)?(?:update|updates|upgrade|redesign|change|changes|version|release|patch|migration|rebrand|overhaul|makeover)\b(?![^.!?]*\b(?:still|even better)\b)|\b(?:worked|was|were|ran)\b[^.!?]{0,30}?\buntil\s+(?:yesterday|today|last (?:week|month|night)|recently|this (?:week|month|morning)|a (?:few|couple of) (?:days|weeks|months) ago)\b|^\W*(?:before|until|up until)\s+(?:the|this|that|your|its|my|our|an?)?\s*(?:last|latest|recent|new|newest|most recent|big)?\s*(?:\w+\s+)?(?:update|updates|upgrade|redesign|change|changes|version|release|patch|migration|rebrand|overhaul|makeover)\b[^.!?]{0,40}?\b(?:worked|ran|was|were|used to)\b(?![^.!?]*\b(?:still|even better)\b)/i;

/**
 * Complaints said in idioms whose words read otherwise: "not what it used to be", "I've given up
 * on the app", "it would be nice if it actually worked", "So much for next day delivery", "if you
 * like waiting", "works when it feels like it", "does the job, barely", "I don't know how anyone
 * manages with this", "wouldn't wish it on my worst enemy".
 */
const IDIOMATIC_COMPLAINT_RE =
  /\b(?:is|isn'?t|is not|are|aren'?t|are not|was|wasn'?t|not)\s+(?:\w+\s+)?what\s+(?:it|they|he|she)\s+used\s+to\s+be\b|\b(?:i'?ve|we'?ve|i have|we have|i|we|finally|just)\s+(?:\w+\s+)?(?:gave|given)\s+up\s+on\b|\bif\s+(?:it|they|the \w+)\s+(?:actually|just|ever|even|only)\s+(?:worked|did what|works|loaded|synced|arrived|turned up|showed up)\b|^\W*so much for\b|\bif\s+you\s+(?:like|enjoy|love)\s+(?:waiting|being\s+(?:ignored|overcharged|kept\s+waiting|put\s+on\s+hold)|paying\s+(?:more|extra|twice)|wasting)\b|\bwhen(?:ever)?\s+it\s+(?:feels|felt)\s+like\s+it\b|,\s*(?:but\s+)?(?:only\s+)?(?:barely|just\s+about)\s*[.!]*\s*$|\b(?:don'?t|do not|dunno)\s+know\s+how\s+(?:anyone|anybody|people|you|they)\s+(?:manages?|copes?|works?|puts?\s+up)\s+with\b|\b(?:wouldn'?t|would not|won'?t|will not)\s+wish\s+(?:this|it|them|that)\s+on\s+(?:my\s+worst\s+enemy|anyone|anybody)\b/i;

function isDecline(sentence: string): boolean {
  return DECLINE_RE.test(sentence) || IDIOMATIC_COMPLAINT_RE.test(sentence);
}

/**
 * Praise said of a problem is sarcasm ("Great, another update and my camera isn't detected",
 * "Love how it crashes every time I open it", "Gotta love a login that fails twice"): consulted only
 * for a sentence already read as a bug or a complaint, and not when the praise is set against the
 * problem ("Great app, but it crashes": contrast keeps the praise its own).
 */
/**
 * Sarcastic love of a cost or a wait: "Love paying 2.9% on every flat white", "love waiting on hold",
 * "love that for me" (not "love paying by card").
 */
const SARCASTIC_LOVE_RE =
  /^\W*(?:(?:oh|i|we|just|really|gotta|so)\s+)*(?:love|adore|enjoy)\s+(?:paying\s+(?:[$£€]|\d|extra|more|twice|double|full price|fees?|a fee|through the nose|for (?:the )?privilege)|being (?:charged|billed|ignored|put on hold|kept waiting)|getting (?:charged|billed|ignored)|waiting\b|having to\b)|\blove that for (?:me|us)\b/i;
const SARCASM_RE = new RegExp(
  [
    // An interjection of praise opening the sentence: "Great, ...", "Oh perfect! ...", "Wonderful... ".
    String.raw`^\W*(?:oh\s+|well\s+|just\s+)?(?:great|perfect|wonderful|fantastic|brilliant|awesome|nice|lovely|terrific|splendid|marvell?ous|excellent|yay|fabulous|amazing)\s*(?:[,!…]|\.{2,}|\.\s+(?:another|now|so|again|thanks)\b)`,
    String.raw`\b(?:just\s+|really\s+|absolutely\s+|simply\s+)?love\s+(?:how|it when|when)\b`,
    String.raw`\b(?:gotta|got to|have to|you have to|ya gotta|gotta just) love\b`,
    String.raw`\b(?:just what (?:i|we) needed|so much for|thanks? (?:\w+\s+){0,2}for (?:nothing|breaking|ruining))\b`,
  ].join('|'),
  'i',
);
const CONTRAST_RE = /\b(?:but|though|although|however|except|whereas|even if|even though|apart from|other than)\b/i;

/** A sentence that is nothing but an interjection of praise ("Perfect!", "Great.", "Oh wonderful..."). */
const PRAISE_INTERJECTION_RE =
  /^\W*(?:oh\s+|just\s+|well\s+)?(?:great|perfect|wonderful|fantastic|brilliant|awesome|nice|lovely|terrific|splendid|marvell?ous|excellent|yay|fabulous|amazing)\s*[.!…]*\s*$/i;

/**
 * An interjection of praise set alone before a problem ("Perfect! Now the export fails too."):
 * sarcasm, said of the sentence that follows, not praise of its own.
 */
export function isPraiseInterjection(sentence: string): boolean {
  return PRAISE_INTERJECTION_RE.test(sentence);
}

/** Sarcastic praise of a problem (SARCASM_RE), not set against it. */
/** Emoji that mark what is said as ironic: "love paying more every year for a smaller catalog 🙃". */
const IRONY_EMOJI_RE = /\u{1F643}|\u{1F644}|\u{1F612}/u;

export function isSarcastic(sentence: string): boolean {
  return SARCASM_RE.test(sentence) && !CONTRAST_RE.test(sentence);
}

/** Weaker signs of a problem ("a lost art", "gone are the days"): enough only where nothing else is said. */
const LOSS_RE = /\b(?:missing|lost|stolen|gone)\b/i;

/** A plea for help ("Please help!", "Help me change my PIN", "I need help"): asking, never praise. */
const HELP_PLEA_RE =
  /^(?:(?:please|pls|plz|hi|hello|hey|urgent)[\s,!.]*)?(?:(?:can|could|would|will) (?:you|someone|anyone|somebody) (?:please )?)?help\b(?!\s+(?:cent(?:er|re)|desk|page|docs?|section|articles?|menu|button|text|guides?)\b)|\b(?:please|pls|plz) help\b|(?:^\W*|\b(?:i|we) )(?:really |urgently )?need (?:some |your |urgent |immediate )?help\b|\b(?:any|your|some)\s+(?:quick\s+|prompt\s+|urgent\s+)?(?:help|reply|response|answer|update|advice|assistance)\s+(?:would be|is|will be)\s+(?:much\s+|greatly\s+|really\s+|very\s+)?appreciated\b|\b(?:would|'d)\s+(?:really\s+|greatly\s+)?appreciate\s+(?:any|your|some)\s+(?:quick\s+|prompt\s+)?(?:help|reply|response|answer|update|advice|assistance)\b/i;

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
  /^(?:(?:the\s+)?(?:customer|caller|client|member|guest|cx|user)\s+(?:called|rang|phoned|phoned in|emailed|wrote in|chatted in|contacted us|came in)(?:\s+in)?(?:\s*,?\s*(?:upset|angry|frustrated|annoyed|unhappy|irate|again))?|(?:requested|asked for|wants)\s+a\s+call\s?-?back(?:\s+[\w:]+){0,3}|(?:refund|replacement|callback|credit)\s+(?:requested|issued|processed|approved|sent)(?:\s*,\s*escalated\s+to\s+[\w\s]{1,20}?)?|walked\s+(?:him|her|them|the customer|the caller)\s+through\b[^.!?]*|(?:advised|suggested|recommended|told\s+(?:him|her|them|the customer|the caller)\s+to)\s+[^.!?;]{1,60}?(?:\s*,\s*(?:escalated|passed|forwarded)\s+to\s+[\w\s]{1,20}?)?|(?:apologi[sz]ed|escalated|logged|noted)(?:\s+(?:to|for|and|with|as)\s+[\w\s]{1,30}?)?(?:\s*,\s*no\s+(?:compensation|refund|credit|further action|action)\s+(?:requested|needed|offered|required))?)\s*[.!]*$/i;

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

/** A failure that never happens: "never crashes", "hardly ever lags", "has never let me down". */
const NEVER_FAILS_RE =
  /\b(?:not|never)\s+once\s+(?:has|have|had|did|does|do)\s+(?:it|they|he|she|we|this|that)\s+(?:ever\s+)?(?:crash|fail|freez|froze|br[eo]k|lag|glitch|disappoint|let (?:me|us) down|drop|disconnect)|\b(?:has|have|had|did|does|do)(?:n'?t| not| never)\s+(?:once\s+|ever\s+)?let (?:me|us) down\b|\bnothing\s+(?:has\s+|have\s+)?(?:ever\s+)?(?:broken|broke|crashed|failed|gone wrong|went wrong)\b|\bnot (?:a )?(?:single )?(?:one )?thing\s+(?:has\s+)?(?:went|gone|go|goes)\s+wrong\b|\bnever\s+(?:had|seen|got)\s+(?:a|an|one|a single)\s+(?:failed|dropped|missed|botched)\s+[a-z]+|\b(?:never|hardly ever|rarely|not once)\s+(?:(?:ever|once|really|had to|has|have)\s+)?(?:crash(?:es|ed)?|lags?|lagged|freez(?:es|e)|froze(?:n)?|fails?|failed|breaks?|broken|disappoints?|disappointed|glitch(?:es|ed)?|stutters?|buffers?|drops? (?:out|calls|the connection)|let (?:me|us) down|lets (?:me|us) down|goes down|gone down|misses a beat|skips a beat)\b(?!\s+to\b)|\b(?:never|not once|hardly ever|rarely)\s+(?:(?:once|ever|really)\s+)?(?:been|was|is|are|were|arrived|arrives|came|comes|shown up|showed up|shows up|run|ran|runs)\s+late\b/i;

/**
 * Worse than promised: "Onboarding took way longer than promised", "slower than advertised" (not
 * "lasts longer than expected", nor set against praise: "took longer than expected but was worth it").
 */
const WORSE_THAN_PROMISED_RE = new RegExp(String.raw`(?:\b(?:took|takes|taking|taken)\s+(?:(?:a lot|much|way|far|so much|even|significantly|considerably|twice as|three times as)\s+)?longer\s+than\s+(?:\w+\s+)?(?:promised|expected|advertised|quoted|stated|estimated|planned|agreed|(?:we|i) (?:were|was) told|they said)\b|\b(?:slower|later|pricier|more expensive|worse|harder|smaller|weaker)\s+than\s+(?:\w+\s+)?(?:promised|advertised|quoted|stated|agreed|(?:we|i) (?:were|was) told|they said)\b)(?![^.!?]*\b(?:but|though|although|however|still|worth)\b)`, 'i');

/**
 * A figure promised and the one got: "You advertise 80 km per charge; I'm getting maybe 35", "quoted
 * £200, charged £350", "rated for 10 hours, lasts about 4". A complaint when the two differ.
 */
const CLAIMED_VS_GOT_RE =
  /\b(?:advertise[sd]?|advertising|claims?|claimed|promised|promise|quoted|quote|rated\s+(?:at|for)|listed\s+(?:at|as)|says\s+(?:on\s+the\s+box\s+)?|said)\s+(?:[\w'-]+\s+){0,4}?(?:[$£€]\s?)?(\d+(?:[.,]\d+)?)\b[^.!?;]{0,40}?(?:[;,:—–-]|\bbut\b|\band\b|\byet\b)\s*(?:[\w'-]+\s+){0,3}?(?:(?:i'?m|we'?re|i|we|it|they)\s+)?(?:(?:only|actually|really)\s+)?(?:getting|get|got|seeing|see|managing|manage|achieving|charged|billed|paid|pay|lasts|lasted|does|did|gets)\s+(?:(?:maybe|about|around|roughly|barely|only|closer\s+to|more\s+like|at\s+most|under|over|nearly|almost|me|us)\s+)*(?:[$£€]\s?)?(\d+(?:[.,]\d+)?)\b/i;

function claimedVersusGot(sentence: string): boolean {
  const m = CLAIMED_VS_GOT_RE.exec(sentence);
  return m !== null && Number(m[1]!.replace(',', '.')) !== Number(m[2]!.replace(',', '.'));
}

/** A promise not kept: "your rep promised a feature that doesn't exist", "advertised as waterproof but it isn't". */
const BROKEN_PROMISE_RE =
  /\b(?:charged|billed|invoiced|made to pay|had to pay)\b[^.!?]{0,60}?\b(?:told|said|promised|advertised|supposed|meant|listed)\b[^.!?]{0,25}?\b(?:free|included|covered|complimentary|no charge)\b|['‘"“](?:free|unlimited|included|complimentary)['’"”]|\b(?:promised|advertised|claimed|guaranteed|assured (?:us|me)|told (?:us|me))\b[^.!?]{0,60}?(?:[;,:—–-]\s*|\b(?:but|yet)\s+)(?:in practice|in reality|in fact|instead|actually)\b|\b(?:promised|advertised|claimed|guaranteed|assured (?:us|me)|told (?:us|me))\b[^.!?]{0,60}?\b(?:doesn'?t|does not|didn'?t|did not|don'?t|do not|never|isn'?t|is not|wasn'?t|was not|aren'?t|weren'?t)\s+(?:even\s+|actually\s+|really\s+)?(?:exist|exists|work|works|arrive|arrived|happen|happened|come|came|materiali[sz]e|deliver|delivered|true|there|included|available|it|so|get|got|gotten|receive|received|show up|showed up|appear|appeared|been given|given|been sent|sent)\b/i;

/**
 * A promise reported as made to the customer: "I was promised a callback on Monday", "Delivery was
 * promised for Friday and it came the next week", "they promised me a refund". Feedback tells a
 * promise when it was broken; one kept says so (KEPT_PROMISE_RE).
 */
const REPORTED_PROMISE_RE =
  /\b(?:(?:i|we|you|customers?)\s+(?:was|were|had been|have been|got)\s+(?:\w+\s+)?promised|(?:was|were|been)\s+promised\s+(?:for|by|within|in|on|to|at)\b|(?:they|he|she|you|support|sales|the (?:agent|rep|seller|company|store|shop|technician|driver|manager))\s+promised\s+(?:to|a|an|it|that|the|delivery|shipping)\b|(?<!\bas\s)\bpromised\s+(?:me|us)\b)/i;
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
  /\b(?:does|did|do)\s+(?:the|its|the whole|exactly the)\s+job\b(?!\s+(?:badly|poorly|half))|\bgets?\s+the\s+job\s+done\b|\b(?:exactly|just|precisely)\s+what\s+(?:i|we|our\s+\w+|my\s+\w+|the\s+team|everyone)\s+(?:needed|wanted|was looking for|were looking for|asked for|hoped for|have been waiting for|had been waiting for|saw|pictured|imagined|ordered|chose|picked)\b|(?<!\b(?:never|rarely|seldom)\s)\b(?:does|did)\s+(?:exactly\s+|just\s+|precisely\s+)?what\s+(?:it|they)\s+(?:says?|said|promises?|promised|claims?|claimed|advertises?|advertised|should|is supposed to|was supposed to|'s supposed to|needs to)\b|(?<!\b(?:never|rarely|seldom|not|n't)\s)\b(?:does|did|do)\s+everything\s+(?:i|we|you)\s+(?:need|needed|want|wanted|could want|could ask for)\b/i;

/**
 * Regret of having bought or joined: "I wish I had never signed up", "Wish I had read the reviews
 * before buying". A complaint, not a wish for something new.
 */
/** Sarcastic thanks for being slighted: "this is the thanks I get" (its words read as praise). */
// Thanks for a harm is sarcasm: "Thanks for deleting all my playlists", "thank you for charging me twice".
const THANKS_I_GET_RE = /\b(?:this|that)(?:\s+is|'s)\s+the\s+thanks\s+(?:i|we|you|loyal customers)\s+get\b|\b(?:thanks|thank\s+you|thx|cheers)\s+(?:so\s+much\s+|a\s+lot\s+)?for\s+(?:\w+\s+)?(?:losing|breaking|ruining|overcharging|double[- ]charging|ignoring|wasting|(?:deleting|wiping|erasing)\s+(?:all\s+(?:of\s+)?(?:my|our)|everything)|charging\s+(?:me|us)\s+(?:twice|two times|double|again)|locking\s+(?:me|us)\s+out|logging\s+(?:me|us)\s+out)\b/i;
const REGRET_RE =
  /\bshould(?:'ve|’ve|\s+have)\s+(?:read|checked|looked at|listened to)\s+(?:the\s+|all\s+the\s+|more\s+)?reviews\b|\bwish\s+(?:i|we)(?:'d|’d|\s+had)\s+(?:never|not)\b|\bwish\s+(?:i|we)(?:'d|’d|\s+had)\s+(?:read|checked|looked at|known|researched|seen|listened to)\b[^.!?]{0,60}?\bbefore\s+(?:buying|ordering|purchasing|signing up|subscribing|booking|paying|(?:i|we)\s+(?:bought|ordered|purchased|signed up|subscribed|booked|paid))\b/i;

/**
 * Having done it sooner, as a wish or a regret: "I wish I had switched sooner", "Should have bought
 * this years ago". Praise of what they came to; not what should have come sooner ("it should have
 * arrived sooner", "I should have been told earlier").
 */
const SOONER_PRAISE_RE = new RegExp(
  String.raw`\b(?:my|our)\s+only\s+regrets?\s+(?:is|was|being)\s+(?:not\s+)?(?:\w+\s+){0,4}?(?:sooner|earlier|years ago|ages ago|long ago)\b|\bwish${WISHED_SOONER}|(?:^\W*|\b(?:i|we)\s+)(?:really\s+|definitely\s+|totally\s+)?(?:should|shoulda)(?:'ve|’ve|\s+have|\s+of)?\s+(?!been\b|known\b|told\b|received\b|heard\b|got\b|gotten\b|had\b)(?:\w+\s+){1,5}?(?:sooner|earlier|years ago|ages ago|long ago|a long time ago|a while ago|months ago)\b`,
  'i',
);

/**
 * Punctual: "Delivery was on time, as always", "the driver arrived right on time" (not "to get to
 * work on time", "it needs to arrive on time", nor denied: "never on time" is a problem statement).
 */
const ON_TIME_RE =
  // Served at once: "in and out in 20 minutes", "turned up at 8 sharp"; costs cut: "knocks about a third off my weekly bill".
  /\bin and out in\s+(?:under\s+|less than\s+|about\s+|around\s+)?(?:\d+|ten|fifteen|twenty|thirty|forty|a few|half an hour)\b|\b(?:turned up|showed up|arrived|came)\s+(?:at|by)\s+\d{1,2}(?::\d\d)?\s*(?:am|pm)?\s+(?:sharp|on the dot)\b|\b(?:knocks?|knocked|takes?|took|shaves?|shaved)\s+(?:about\s+|around\s+|roughly\s+|almost\s+|nearly\s+|over\s+)?(?:a third|a quarter|half|\d+\s*%|[$£€]\s?\d+)\s+off\s+(?:my|our|the)\b|(?<!\b(?:never|not|n't|rarely|seldom|hardly ever|barely)\s+(?:\w+\s+)?)(?<!\b(?:to|must|should|will|would|could|can|may|might|hope|hoping)\s+)\b(?:arrived|arrives|arrive|delivered|came|comes|was|were|is|are|always|showed up|shows up|turned up|departed|left|landed|ran|runs|shipped)\s+(?:(?:right|exactly|always|perfectly|bang|dead|precisely|even)\s+)?(?:on time|on schedule|ahead of schedule|early)\b|\b(?:arrived|arrives|delivered|landed|came|finished|done|completed|shipped)\s+(?:(?:a|an|one|two|three|four|five|a few|a couple of|\d+)\s+(?:days?|hours?|weeks?|min(?:ute)?s?)\s+)(?:ahead of (?:schedule|time)|early)\b/i;

/** More than the scale allows: "I wish I could give it more stars", "would give it ten stars if I could". */
const MORE_STARS_RE = /\b(?:wish\s+(?:i|we)\s+could|would|'d)\s+give\s+(?:it|them|this|her|him|you)\s+(?:more|ten|10|six|6|a hundred|100|a million)\s+stars?\b/i;

/** Willing to pay for something the product lacks: "I'd pay more for an on-premise version". */
const ABSURD_THAT_RE = /^\W*(?:(?:it'?s|it\s+is|that'?s|this\s+is)\s+)?(?:so\s+|absolutely\s+|utterly\s+|just\s+|frankly\s+|honestly\s+)?(?:ridiculous|absurd|annoying|silly|frustrating|infuriating|unacceptable|daft|bonkers|pathetic|shameful|outrageous|baffling)\s+that\b/i;
/** Asking whether something could exist: "Could there be a translate button?" (not "Would there be a fee?"). */
const COULD_THERE_BE_RE = /^(?:(?:also|and|so|maybe)\s*,?\s+)?(?:could|would)\s+there\s+(?:ever\s+)?be\s+(?:a|an|some|any|more)\s+(?!(?:\w+\s+)?(?:fees?|charges?|costs?|delays?|problems?|issues?|penalty|penalties|refunds?|risks?|wait|limit)\b)/i;
const PAY_FOR_RE = /\b(?:i|we)(?:'d| would)\s+(?:happily\s+|gladly\s+|definitely\s+|even\s+)?pay\s+(?:more|extra|good money|double|a premium)\s+(?:for|to)\b/i;

/** Faster than before: "reports that took hours now take minutes", "what used to take a day now takes an hour". */
/** Asking for it to happen, not saying it did: "please get this sorted out right away", "you need to fix this immediately". */
// ("as they should", "as it must" say the thing was done as it ought to be, no demand)
const DEMAND_RE = /\b(?:please|pls|plz|can you|could you|would you|need(?:s)? to|(?<!\bas\s+\w+\s+)(?:must|should)|have to|want (?:it|this|them))\b/i;
/** Something put right or answered fast: "responded within an hour", "fixed the same day", "refunded in minutes". */
const FIXED_FAST_RE =
  /\b(?:fixed|resolved|solved|sorted|sort|sorts|repaired|replaced|refunded|rebooked|replied|responded|answered|called back|(?:called|rang|phoned) (?:me|us) back|got back to (?:me|us)|(?:got|had) (?:a |an )?(?:reply|response|answer|call ?back))\b[^.!?]{0,40}?\b(?:within (?:an? |the |one |two |three |five |ten |fifteen |twenty |thirty |a few |a couple of |\d+ )?(?:hour|hours|minutes?|mins?|day)|in (?:minutes|no time|under an hour|a few minutes|(?:\d+|two|five|ten|fifteen|twenty|thirty) (?:minutes|mins?))|the same (?:day|morning|afternoon|evening)|same-day|right away|straight away|immediately|overnight|fast|quickly)\b(?![^.!?]*\b(?:but|though|although|however|yet)\b[^.!?]*(?:n't\b|\bnot\b|\bnever\b|\bnothing\b|\bno\b))/i;
/**
 * Come or done soon after it was asked for: "Prints arrived in two days", "the engineer came out
 * the same day", "the refund landed in my account within 24 hours", "delivered overnight". Not what
 * was only promised or paid for ("was supposed to arrive the next day", "paid for next-day
 * delivery"), nor a day named as a label ("next day delivery"): only the time something took.
 */
const ARRIVED_FAST_RE =
  /(?<!\b(?:supposed|meant|expected|due|promised|said|told|guaranteed|going|scheduled|paid|pay|paying|needs?|needed|has|had|have|should|would|will|could|to|never|not|n't|didn'?t)\s+(?:to\s+)?(?:\w+\s+)?)\b(?:arrived|arrives|came|comes|delivered|landed|lands|showed up|turned up|got here|dispatched|shipped|posted|(?:was|were)\s+(?:here|there|back|out|in (?:my|our|the) (?:account|bank|inbox|letterbox|mailbox))|hit (?:my|our|the) (?:account|bank|card|inbox|doorstep)|(?:was|were)\s+(?:on|at) (?:my|our|the) (?:doorstep|door))\b(?:\s+[\w'-]+){0,5}?\s+(?:within (?:(?:a|an|one|the|two|\d{1,2}) )?(?:hours?|minutes?|mins?|day)\b|in (?:(?:under|less than|about|just|only)\s+)?(?:an hour|a day|one day|a few hours|a couple of (?:hours|days)|(?:two|2) days|(?:24|48|\d) hours|(?:\d{1,2}|ten|twenty|thirty|forty) min(?:ute)?s|no time)\b|the (?:same|next|following) (?:day|morning|afternoon|evening)\b(?!\s+(?:delivery|dispatch|shipping|service|slot))|overnight\b)(?![^.!?]*\b(?:but|though|although|however|yet)\b[^.!?]*(?:n't\b|\bnot\b|\bnever\b|\bnothing\b|\bno\b|\bwrong\b|\bmissing\b|\bbroken\b|\bdamaged\b))/i;
/**
 * A task done in moments: "setup took maybe 20 minutes", "online booking took 2 minutes", "the
 * refund came through in like a minute". Not a wait for a screen ("takes 10 minutes to load"),
 * nor a wait ("waited 5 minutes", looked for apart): those are slowness (PROBLEM_STATE_RE).
 */
/** A price that rose, told as before and now: "was paying £12 a month, now it's £29". */
const PRICE_ROSE_RE = /\b(?:was|were|used to be)\s+paying\b[^.!?]{0,40}?\bnow\b|\bused\s+to\s+(?:cost|be)\s+[$£€]?\d[^.!?]{0,30}?\bnow\b/i;
/**
 * Thanks by name, whatever went wrong on the way ("Shoutout to Ahmed who delivered to the wrong
 * building and came back"), or time and money saved ("cut our CI time in half", "halved our admin").
 */
const SHOUT_OUT_RE = /^\W*(?:big\s+|huge\s+|massive\s+)?shout[- ]?outs?\s+to\b|\bno questions asked\b|\b(?:very|really|so|pretty)\s+(?:decent|kind|good|nice|generous|fair)\s+of\s+(?:them|you|him|her)\b|\b(?:cut|cuts|halved|halves|slashed|reduced|reduces)\s+(?:our|my|the)\s+(?:\w+\s+){0,2}?(?:time|times|costs?|bills?|effort|admin|waiting|wait|paperwork)\b(?:\s+(?:in half|by\s+\d+\s*%?|to\s+\w+))?/i;
/**
 * Better than what it replaced, said first: "Cheaper than my monthly Tube pass", "So much simpler
 * than the old way of ringing at 8"; and rated highly, as British English says it: "the team
 * really rate him".
 */
const BETTER_THAN_RE =
  /^\W*(?:(?:so|way|much|a lot|far|loads)\s+){0,2}(?:cheaper|faster|quicker|easier|simpler|better|nicer|smoother|more reliable)\s+than\b(?!\s+(?:it|this|they|that)\s+(?:was|were|used|should|ought)\b)|\b(?:really|highly|genuinely|all)\s+rate\s+(?:him|her|them|it|this|the\s+\w+)\b/i;
/**
 * Relief from a chore, or a bond: "Getting to uni is so much quicker than waiting for the 42", "My
 * commute dropped from 50 minutes to 25", "which I could never have done before", "I've grown
 * weirdly attached to it". Praise, though it names the chore it replaced.
 */
const RELIEF_RE =
  /\b(?:is|are|'s)\s+(?:(?:so|way|much|a lot|far|loads)\s+){1,2}(?:cheaper|faster|quicker|easier|simpler|better|nicer|smoother|more reliable)\s+than\s+(?:waiting|driving|taking|queu(?:e)?ing|calling|ringing|phoning|paying|going|getting|sitting|before|the bus|the train|a taxi|the old|my old|our old)\b|\b(?:commute|journey|wait|waiting time|wait time|bill|bills|costs?|spend|admin|paperwork)\s+(?:has\s+|have\s+)?(?:dropped|fell|fallen|went down|gone down|came down|come down|shrunk|shrank)\s+from\b|\b(?:grown|become|got|getting)\s+(?:weirdly\s+|really\s+|quite\s+|very\s+|so\s+|strangely\s+)?attached\s+to\b|\b(?:which|that|something)\s+(?:i|we)\s+(?:could|would)\s+never\s+have\s+(?:done|managed)\b|\b(?:it|this|that)\s+(?:still\s+|sure\s+|definitely\s+|certainly\s+)?beats\s+(?:paying|waiting|driving|queu(?:e)?ing|going|doing|having to|sitting|spending|calling|ringing|hiring|printing|filling)\b/i;
/**
 * Less of a bad thing: "cut our lost-sample incidents to zero", "password-reset tickets dropped off a
 * cliff", "fuel spend is down about 12%" (not "calls dropped": that is a connection failing).
 */
/** Amazement at a good quality: "It's crazy how fast the new version is", "insane how easy it was" (not "crazy how slow"). */
const AMAZEMENT_RE = /\b(?:crazy|insane|wild|mad|unreal|amazing|incredible|scary|frightening|ridiculous|nuts)\s+how\s+(?:much\s+)?(?:fast|quick|quickly|easy|easily|good|well|smooth|smoothly|simple|cheap|reliable|accurate|helpful|friendly|clean|clear|intuitive|better|faster|easier|cheaper|quieter|lighter)\b/i;
/**
 * Depending on it: "We couldn't run the business without it", "I can't do anything without this
 * app", "I'd be lost without it", "I don't know how we managed without it", "I can't stop using
 * it", "can't imagine going back to the old way".
 */
const DEPENDENCE_RE = /\b(?:don'?t|do not|dunno)\s+know\s+how\s+(?:we|i)\s+(?:ever\s+)?(?:managed|coped|lived|survived|did\s+(?:it|anything)|got\s+by|worked)\s+without\s+(?:it|this|them|you)\b|\b(?:can'?t|cannot|couldn'?t)\s+stop\s+(?:using|listening\s+to|playing|watching|reading|wearing|recommending|talking\s+about)\s+(?:it|this|them)\b|\b(?:can'?t|cannot|couldn'?t|could not|wouldn'?t|would never|will never|won'?t ever|never)\s+(?:imagine\s+|want\s+to\s+|dream\s+of\s+)?go(?:ing)?\s+back\s+to\s+(?:the\s+old\b|(?:my|our)\s+old\b|paper\b|pen and paper\b|spreadsheets?\b|excel\b|doing\s+it\s+by\s+hand\b|the\s+way\s+(?:it|we|things)\b)|\b(?:would|'d|’d)\s+be\s+(?:completely\s+|totally\s+|so\s+|utterly\s+)?lost\s+without\s+(?:it|this|them|you)\b|\b(?:can'?t|cannot|can not|couldn'?t|could not|wouldn'?t be able to)\s+(?:imagine\s+)?(?:[\w']+\s+){0,4}?without\s+(?:it|this|them|you|you guys|(?:this|the|your)\s+(?:app|tool|product|service|software|platform|feature|team))\s*(?:anymore|any more|now)?\s*[.!]*$/i;
/**
 * Praise told as what the product made possible or what nothing else does: "which I never managed
 * anywhere else", "made reading possible again", "nobody on the team wants to go back", "hasn't
 * stopped talking about it", "on a par with X at half the price", "actually works now", a burden
 * gone ("zero manual work now", "far less paperwork"), lasting ("lasted 11 months before the first
 * warning"; "only lasted 2 months" is no praise: UNIQUE_VALUE's guard), "looks brand new".
 */
const UNIQUE_VALUE_RE =
  /\b(?:never|couldn'?t|could not|can'?t|cannot|haven'?t|have not|hadn'?t)\s+(?:ever\s+)?(?:managed|found|find|got|get|seen|had)\b[^.!?]{0,30}?\banywhere\s+else\b|\bmade?\s+(?:\w+\s+){0,3}?possible(?:\s+again)?\b(?!\s+to\s+(?:lose|delete|break|miss))|\b(?:nobody|no one|none of us|noone)\s+(?:\w+\s+){0,4}?wants?\s+to\s+go\s+back\b|\b(?:hasn'?t|has not|haven'?t|have not|can'?t|cannot)\s+stopped\s+(?:talking|raving|smiling|bragging|going on)\s+about\b|\bat\s+(?:half|a\s+third\s+of|a\s+fraction\s+of)\s+the\s+(?:price|cost)\b|\b(?:actually|finally)\s+(?:works|worked)\b|\b(?:zero|no\s+more|less|fewer|far\s+less|much\s+less|way\s+less)\s+(?:manual\s+(?:work|entry|steps?|effort)|paperwork|admin|guesswork|back[- ]and[- ]forth|phone\s+calls|chasing|data\s+entry|double[- ]entry|copy[- ]pasting|effort)\b|\b(?:lasted|lasts|has\s+lasted|have\s+lasted)\s+(?:(?:over|more\s+than|nearly|almost|a\s+good|a\s+full|well\s+over)\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|eighteen|several)\s+(?:months|years)\b|\blooks?\s+(?:brand\s+new|(?:as\s+good\s+as|like)\s+new|newer\s+than)\b/i;
/**
 * Going nowhere else: "I wouldn't shop anywhere else", "we'll never use anything else", "I wouldn't
 * trust anyone else with my car". (Not "wouldn't go back": to a place, that is a complaint.)
 */
const LOYALTY_RE = /\b(?:i|we|i'd|we'd|i'll|we'll)\s+(?:(?:would|will)(?:n'?t|\s+not|\s+never)|wouldnt|won'?t|never)\s+(?:ever\s+)?(?:be\s+)?(?:go(?:ing)?|shop(?:ping)?|bank(?:ing)?|use|using|work(?:ing)?|stay(?:ing)?|buy(?:ing)?|order(?:ing)?|book(?:ing)?|fly(?:ing)?|eat(?:ing)?|trust(?:ing)?|switch(?:ing)?\s+to|look(?:ing)?|consider(?:ing)?|want|need|take|bring|send|insure|rent|learn)\s+(?:\w+\s+){0,2}?(?:anywhere|anything|anyone|anybody|any\s*(?:one|where|thing|body|other\s+\w+))\s+else\b/i;
/** What keeps them a customer: "the online consultations are the only reason I keep the app". */
const ONLY_REASON_RE = /\b(?:the\s+)?only\s+reason\s+(?:i|we|i'm|we're|i am|we are)\s+(?:still\s+)?(?:keep|use|using|stay|staying|stick|sticking|renew|pay|paying|here|subscribed|haven'?t\s+(?:cancelled|canceled|left|quit|switched))\b/i;
const LESS_TROUBLE_RE =
  /\b(?:cut|cuts|reduced|reduces|slashed|slashes|halved|halves|lowered|lowers|brought down|eliminated|eliminates)\s+(?:our|my|the|their)\s+(?:[\w-]+\s+){0,3}?(?:incidents?|errors?|mistakes?|tickets?|complaints?|no-shows?|churn|returns|disputes?|chargebacks?|defects?|downtime|overtime|spend|waste|backlog|absences?|escalations?)\b|\b(?:incidents?|errors?|mistakes?|tickets?|complaints?|no-shows?|churn|returns|disputes?|chargebacks?|defects?|downtime|spend|spending|costs?|waste|backlog|escalations?)\s+(?:have\s+|has\s+|are\s+|is\s+)?(?:dropped off a cliff|plummeted|halved|fell|fallen|gone down|went down|(?:dropped|fell|decreased|shrank|shrunk)\s+(?:by\s+)?(?:about\s+|around\s+|almost\s+|over\s+|nearly\s+)?\d+\s*%|(?:is|are)\s+down\s+(?:by\s+)?(?:about\s+|around\s+|almost\s+|over\s+|nearly\s+)?\d+\s*%|down\s+(?:by\s+)?(?:about\s+|around\s+|almost\s+|over\s+|nearly\s+)?\d+\s*%|to zero|to almost zero|to nothing)|\b(?:cut|cuts|reduced|reduces|brought|brings|got|gets)\s+(?:our|my|the|their)\s+(?:[\w-]+\s+){1,3}?(?:down\s+)?to\s+(?:zero|nothing|almost nothing|nearly zero|almost zero|none)\b/i;
/**
 * Praise told as a plain fact of a kind any product earns: "it paid for itself in the first
 * month", "renewed for another three years without thinking twice", "never had a reason to leave",
 * "even my grandmother can use it", "we have not missed a payroll since switching", "onboarded 40
 * hires with zero tickets", "checkout takes two taps", "the replacement arrived before I had even
 * sent the old one back".
 */
const PLAIN_FACT_PRAISE_RE =
  /\b(?:signed\s+up|bought\s+(?:one|it|their\s+own)|ordered\s+(?:one|their\s+own)|joined|got\s+(?:one|their\s+own))\s+(?:too\s+|as\s+well\s+)?after\s+(?:seeing|trying|using|hearing\s+about)\s+(?:mine|ours|it|my|our)\b|\bstill\s+(?:at|on|has|had|showing)\s+\d{2}\s?%\s+(?:after|at\s+the\s+end\s+of)\b|^\W*finally,?\s+(?:a|an)\s+(?:[\w-]+\s+){1,3}?(?:that|which|who|where)\s+(?:actually\s+|really\s+)?(?!doesn'?t|don'?t|isn'?t|can'?t|won'?t|never)\w+|\b(?:every|each)\s+(?:week|month|weekend|year|day)\s+for\s+(?:over\s+|more than\s+|almost\s+)?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|many)\s+years\b|\b(?:remembered|remembers|still\s+knew|knew)\s+(?:my|our)\s+(?:name|names|size|order|usual|preferences?|birthday|allergy|allergies)\b|\b(?:paid|pays|paying)\s+for\s+itself\b|\bwithout\s+(?:thinking\s+twice|a\s+second\s+thought)\b|\b(?:didn'?t|did\s+not|never)\s+(?:have\s+to\s+)?think\s+twice\b|\bnever\s+(?:had|found|given)\s+(?:a|any)\s+reason\s+to\s+(?:leave|complain|switch|look\s+elsewhere|cancel|go\s+elsewhere)\b|\beven\s+my\s+(?:\d+[- ]year[- ]old|grandmother|grandma|gran|nan|nana|granny|grandfather|grandpa|granddad|mum|mom|mother|dad|father|parents|kids|children|son|daughter|technophobe\s+\w+)\s+(?:can|could)\s+(?:use|figure|set|manage|work|navigate|do)\b|\b(?:i|we|i'?ve|we'?ve|i\s+have|we\s+have|i\s+just|we\s+just)\s+(?:just\s+|happily\s+|gladly\s+)?renewed\s+(?:\w+\s+){0,2}?for\s+(?:another|a\s+further|\w+\s+more)\b|\b(?:have\s+not|haven'?t|has\s+not|hasn'?t|never)\s+(?:once\s+)?missed\s+(?:a|one)\s+(?:single\s+)?[\w-]+\s+since\b|\bwith\s+(?:zero|no)\s+(?:\w+\s+)?(?:issues|problems|errors|complaints|tickets|hiccups|glitches|downtime|mistakes|hassle)\b(?!\s+(?:until|till|before|for\s+the\s+first))|\btakes?\s+(?:only\s+|just\s+)?(?:two|three|a\s+couple\s+of|a\s+few|\d)\s+(?:taps|clicks)\b(?!\s+(?:to|just\s+to|before)\b)|\b(?:arrived|came|turned\s+up|showed\s+up|was\s+here)\s+before\s+(?:i|we)\s+(?:had\s+)?(?:even\s+)?(?:sent|returned|posted|asked|finished|got|packed)\b/i;

/** A time that came down, told from and to: "our response time went from two days to two hours". */
const TIME_FROM_TO_RE =
  /\b(?:times?|waits?|waiting|turnaround|delivery|response|lead\s+time|processing|close|closing|setup|onboarding|payroll|month-end|run)\b[^.!?]{0,30}?\bfrom\s+(?:about\s+|around\s+|over\s+|almost\s+)?(an?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|\d+)\s+(seconds?|minutes?|mins?|hours?|days?|weeks?|months?)\s+(?:down\s+)?to\s+(?:about\s+|around\s+|under\s+|less\s+than\s+|just\s+|only\s+)?(an?|one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|\d+)\s+(seconds?|minutes?|mins?|hours?|days?|weeks?|months?)\b/i;
const TIME_UNIT_SECONDS: Readonly<Record<string, number>> = { second: 1, minute: 60, min: 60, hour: 3600, day: 86400, week: 604800, month: 2592000 };
const NUMBER_WORDS: Readonly<Record<string, number>> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, twenty: 20, thirty: 30 };

/** Which way a time told from and to went ("from two days to two hours": down), if one is told. */
function timeChange(sentence: string): 'down' | 'up' | null {
  const m = TIME_FROM_TO_RE.exec(sentence);
  if (m === null) return null;
  const seconds = (count: string, unit: string) => (NUMBER_WORDS[count.toLowerCase()] ?? Number(count)) * (TIME_UNIT_SECONDS[unit.toLowerCase().replace(/s$/, '')] ?? NaN);
  const from = seconds(m[1]!, m[2]!);
  const to = seconds(m[3]!, m[4]!);
  return to < from ? 'down' : to > from ? 'up' : null;
}

/** Easy to learn or set up: "the learning curve is basically zero", "picked it up immediately", "Plug and play, no electrician needed". */
const EASY_TO_LEARN_RE = /\b(?:figured|worked|sorted)\s+(?:it|everything|things|it all)\s+out\s+(?:myself\s+|ourselves\s+|on my own\s+)?(?:without|with no)\s+(?:any\s+)?(?:help|support|training|instructions|manual)\b|\bset\s+(?:it\s+|everything\s+)?up\s+(?:myself\s+|ourselves\s+)?(?:without|with no)\s+(?:any\s+)?(?:help|support|training|instructions)\b|\blearning curve\s+(?:is|was)\s+(?:\w+\s+)?(?:zero|nil|non-?existent|minimal|tiny|small|low|flat|gentle|short)\b|\b(?:picked|pick|picks)\s+it\s+up\s+(?:immediately|instantly|straight away|right away|in no time|in minutes)\b|\bgot\s+it\s+(?:right away|straight away|immediately|instantly)\b|\bplug[- ]and[- ]play\b|(?:^\W*|[,;]\s*)no\s+(?:\w+\s+){0,2}?(?:needed|required)\b|\bgot\s+the\s+hang\s+of\s+(?:it|(?:the|this|our|your)\s+(?:[\w-]+\s+){0,2}?\w+)\s+(?:in|within|after)\s+(?:(?:just|only|about)\s+)?(?:one|a|an|half an?|two|\d+)\s+(?:shift|day|hour|morning|afternoon|session|minutes?|lesson)\b/i;
/**
 * Done at once, as asked, or a find: "first invoice out within 15 minutes of signing up", "left it
 * exactly where I asked", "places I'd never have found otherwise", "clients pay quicker with the
 * card option"; and who did it: "what a star".
 */
const AS_ASKED_RE =
  /\bwalked\s+(?:me|us)\s+through\b|\bin\s+(?:under|less than)\s+(?:\d+|a|one|two|five|ten|fifteen|twenty|thirty)\s+min(?:ute)?s?\b|\bwhat an?\s+(?:absolute\s+|total\s+|real\s+)?(?:star|legend|gem|hero|superstar|champ|lifesaver|saint|angel|gent)\b|\b(?:out|done|live|running|set up|up and running|sorted|sent)\s+within\s+(?:(?:only|just|about|around|less than)\s+)?(?:a few|a couple of|\d+|two|five|ten|fifteen|twenty|thirty)\s+(?:min(?:ute)?s?|sec(?:ond)?s?)\s+of\b|\bexactly\s+(?:where|what|how|as|when)\s+(?:i|we)\s+(?:asked|wanted|requested|ordered|needed|expected)\b|\b(?:would|'d)\s+never\s+have\s+(?:found|discovered|known about|tried|heard of)\b|\b(?:faster|quicker|sooner)\s+(?:with|since|thanks to|using)\s+(?:the|your|this|a|an)\b/i;
const QUICK_TASK_RE =
  /\b(?:set\s+up|setup|onboarded|migrated|installed|moved)\s+(?:[\w']+\s+){0,4}?in\s+(?:an|one|a\s+single|under\s+an|less\s+than\s+an)\s+(?:afternoon|morning|evening|hour)\b|\b(?:took|takes|take|taking|came through in|went through in|done in|sorted in|ready in|over in|finished in|all set in|up and running in)\s+(?:(?:only|just|maybe|like|literally|about|around|under|less than|barely|all of|me|us|a whole)\s+){0,3}(?:(?:a few|a couple(?: of)?|two|three|four|five|ten|fifteen|twenty|thirty|\d+|a|one)\s+sec(?:ond)?s?|(?:a few|a couple(?: of)?|two|three|four|five|ten|fifteen|twenty|[1-9]|1\d|20|a|one)\s+min(?:ute)?s?|(?:an|one|a single)\s+(?:afternoon|morning|evening)|less than (?:a|one|an) (?:day|hour|morning|afternoon))\b(?!\s+(?:(?:for\s+(?:\w+\s+){1,3}?)?(?:just\s+)?to\s+(?:load|open|start|boot|respond|connect|launch|refresh|sync|render|appear|get through|reach|answer|pick up|show|come up|log in|sign in)|of (?:waiting|hold|loading)|late|longer|more|on hold)\b)/i;
/**
 * A job done quickly, told as what was done: "fitted it myself in twenty minutes", "moved 400
 * logins over in about ten minutes", "sold a coat within 3 hours of listing it", "segments load in
 * under a second", "rebooking is one tap".
 */
const QUICK_DEED_RE =
  /\b(?:set\s+(?:it\s+|them\s+)?up|installed|fitted|assembled|put\s+(?:it\s+)?together|moved|migrated|imported|transferred|switched|configured|replaced|swapped|sold|done|finished|sorted)\s+(?:[\w'£$€.,-]+\s+){0,6}?(?:in|within)\s+(?:(?:about|around|under|less than|just|only|literally|maybe|like)\s+)?(?:(?:a few|a couple of|two|three|four|five|ten|fifteen|twenty|thirty|\d{1,2})\s+(?:minutes|mins|seconds|secs)|(?:a|one)\s+(?:minute|afternoon|morning)|(?<=within\s+(?:(?:about|around|under|less than|just|only)\s+)?)(?:a few|two|three|four|five|\d)\s+hours)\b|\b(?:loads?|loaded|opens?|opened|runs?|ran|renders?|syncs?|synced|finishes|finished)\s+in\s+(?:well\s+)?(?:under|less than)\s+(?:a|one|two|\d)\s+seconds?\b|\b(?:is|was|takes|took|in|with)\s+(?:just\s+|only\s+|literally\s+)?(?:one|a single|1)\s+(?:tap|click)\b/i;
const NOW_FASTER_RE =
  /\b(?:took|used to take|would take|was taking)\s+(?:(?:us|me|them|about|around|over|almost|several|many|a few|an?|one|two|three|\d+)\s+){0,3}?(?:hours|days|weeks|months|ages|forever|all day|a day|a week|an hour)\b[^.!?]{0,40}?\bnow\s+(?:it\s+|they\s+|this\s+|that\s+|it's\s+|they're\s+)?(?:only\s+|just\s+)?(?:takes?|take|done in|happens? in|runs? in|loads? in|finish(?:es)? in)\s+(?:(?:only|just|about|around|under|less than|a few|a couple of|an?|one|two|three|four|five|six|ten|fifteen|twenty|thirty|forty|\d+)\s+){0,3}?(?:seconds|minutes|hours|a minute|a second|an hour|no time)\b/i;

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
const RHETORICAL_RE = /^why\s+(?:does|do|would|should)\s+(?:the|this|your|an?|it)\s+(?:\w+\s+){0,2}?need\s+(?:my|our|access|permission|to (?:know|see|track))\b|^where\s+(?:did|has|have|'s)\s+(?:the|my|our)\s+(?:[\w-]+\s+){0,3}?(?:go|gone)\b|\bhow\s+is\s+(?:that|this|it)\s+(?:even\s+)?(?:allowed|legal|acceptable|ok|okay|fair)\b|\bhow\s+is\s+(?:that|this|it)\s+(?:even\s+)?possible\b|^\W*(?:does|do)\s+(?:anyone|anybody|no one)\s+(?:there\s+)?(?:actually|even|really|ever)\s+(?:work|read|check|care|test|answer|listen|reply)\b|\bwhat'?s\s+(?:even\s+|really\s+)?the\s+point\b|\bwhat\s+even\s+is\b|,\s*really\s*\?+\s*$/i;

/**
 * "even though" and "despite" set what happened against what should have; so do "instead of" and
 * "rather than" ("left the bags on the curb instead of at the door"), unless the customer chose
 * ("we went with the annual plan instead of monthly").
 */
const CONCESSIVE_FACT_RE = /\b(?:even though|even tho|despite)\b|(?<!\b(?:i|we)\s+(?:\w+\s+){0,3})\b(?:instead of|rather than)\b(?<!\b(?:chose|choose|picked|pick|went|opted|opt|decided|prefer|preferred|use|used|switched|bought|ordered|booked|recommend|suggest)\s+(?:\w+\s+){0,6}(?:instead of|rather than))/i;

/** A wish, then "but": "I'd like to share the board, but ...", "we want to cancel but ...". */
const THWARTED_WISH_RE = /^\W*(?:(?:hi|hey|hello)\W+)?(?:i|we)(?:'d|\s+would|\s+want|\s+need|\s+wanted|\s+needed)\s+(?:really\s+)?(?:(?:like|love)\s+)?to\b[^.!?]*?\bbut\b/i;

/** An attempt, then "but" or "and got sent ...": "I was trying to pull our leads into a spreadsheet, but the file is 0 KB", "Tried to unsubscribe and got sent through 6 pages of offers". */
const TRIED_BUT_RE = /^\W*(?:(?:hi|hey|hello)(?:\s+(?:team|there|all|guys|folks|support))?\W+)?(?:(?:i|we)(?:\s+(?:was|were|have been|had been|am|are)|'ve been|'d been|'m|'re)?\s+)?(?:just\s+|again\s+)?(?:trying|tried|attempted|attempting)\s+to\b[^.!?]*?(?:\bbut\b(?!\s+(?:it|that|this)\s+(?:worked|works|was fine|is fine)\b)|\band\s+(?:just\s+)?(?:got|was|were|ended up|kept getting)\s+(?:being\s+)?(?:sent|redirected|bounced|passed|pushed|taken|dragged|stuck|kicked|logged out|nowhere|an error|error)\b)/i;

/** "Good luck" to whoever needs it: "If you need a refund, good luck." Scorn for the service, not a wish. */
const GOOD_LUCK_RE = /^\W*good luck (?:finding|getting|trying|reaching|cancell?ing|talking|speaking|getting through)\b|\b(?:if|when|should)\s+(?:you\s+)?(?:ever\s+)?(?:need|want|have|try|expect|hope)\b[^.!?]{1,60}?[,.;:—–-]\s*(?:then\s+)?good luck\b/i;
/** Told one thing when another is so: "the invite told everyone 14:00 when it's really 16:00". */
const TOLD_WRONG_RE = /\b(?:told|tells|says|said|shows?|showed|showing|displays?|displayed|lists?|listed|claims?|claimed)\s+[^.!?]{1,60}?\s+when\s+(?:it'?s|its|it\s+is|it\s+was|it\s+has|it'?s\s+been|they'?re|they\s+are|they\s+were|they'?ve|there(?:'s|\s+is|\s+are|\s+was|\s+were)|in\s+fact)\s+(?:really|actually|in fact|already)\b/i;
/**
 * A cause ruled out: "My internet is fine, other apps work without issues." Context for the
 * problem told beside it, not praise of anything.
 */
const RULED_OUT_RE = new RegExp(
  String.raw`^\W*(?:(?:my|our|the)\s+(?:internet|connection|wi-?fi|network|broadband|phone|laptop|browser|card|bank)\s+(?:is|was|seems|seemed)\s+(?:totally\s+|perfectly\s+|completely\s+)?(?:fine|ok|okay|working|stable)\b|` +
    String.raw`(?:all\s+)?other\s+(?:apps|sites|websites|programs|services|devices|browsers|games|cards)\s+(?:all\s+)?(?:work|load|run|are)\s+(?:just\s+)?(?:fine|ok|okay|perfectly|normally|without\s+(?:any\s+)?(?:issues|problems)))` +
    // One sentence of it, with no "but" after it ("My phone is fine but the app keeps crashing" tells the problem).
    String.raw`(?![^.!?]*\b(?:but|though|however)\b)[^.!?]*[.!]*\s*$`,
  'i',
);

/** A question asking why: "why is", "how come" (opening the sentence, after a greeting or "but"). */
const WHY_RE = /^\W*(?:(?:hi|hey|hello|ok|so|but|and|also|seriously|honestly)\W+)?(?:why|how come)\b/i;

/** A sum that went up: "my plan went from $36 to $60", "jumped from £9.99 to £14.99" (not one that came down). */
const PRICE_JUMP_RE = /\b(?:went|gone|go|goes|going|jumped|jumps|increased|increases|rose|risen|climbed|shot)\s+(?:up\s+)?from\s+[$£€]\s?(\d+(?:[.,]\d+)?)\s*(?:\/\w+\s+|a\s+\w+\s+|per\s+\w+\s+)?to\s+[$£€]\s?(\d+(?:[.,]\d+)?)/i;

/** A sum that became a larger one: "my £14 fare turned into £31". */
const PRICE_BECAME_RE = /[$£€]\s?(\d+(?:[.,]\d+)?)\s+(?:[\w-]+\s+){0,2}?(?:turned into|became|ended up (?:at|as|being)|jumped to|rose to|went up to|shot up to|climbed to)\s+[$£€]\s?(\d+(?:[.,]\d+)?)/i;

/** A price quoted, then a higher one billed: "the quote we were given was £400 and the final bill was £690". */
const QUOTE_THEN_BILL_RE =
  /\b(?:quote|quoted|estimate|estimated|told)\b[^.!?]{0,30}?[$£€]\s?(\d+(?:[.,]\d+)?)[^.!?]{0,40}?\b(?:final|actual|real|bill|invoice|charged|paid|came\s+to|ended\s+up|total)\b[^.!?]{0,20}?[$£€]\s?(\d+(?:[.,]\d+)?)/i;

/** What is paid, soaring: "costs went through the roof", "our bill tripled", "premiums have skyrocketed". */
const PRICE_SOARED_RE =
  /\b(?:prices?|costs?|bills?|fees?|premiums?|rents?|rates?|charges?|subscriptions?|invoices?|pricing|spend(?:ing)?)\s+(?:have\s+|has\s+|had\s+|just\s+|then\s+)?(?:(?:went|gone|go|goes|going|shot|are|is|were|was)\s+(?:up\s+)?through\s+the\s+roof|(?:skyrocket(?:ed|ing|s)?|sky-rocket(?:ed|ing|s)?|doubled|tripled|quadrupled|soared|exploded|ballooned))\b/i;

function priceJumped(sentence: string): boolean {
  if (PRICE_SOARED_RE.test(sentence)) return true;
  return [PRICE_JUMP_RE, PRICE_BECAME_RE, QUOTE_THEN_BILL_RE].some((re) => {
    const m = re.exec(sentence);
    return m !== null && Number(m[2]!.replace(',', '.')) > Number(m[1]!.replace(',', '.'));
  });
}

export function isBugReport(sentence: string, score: number): boolean {
  if (QUITS_RE.test(sentence) || WOULD_NOT_RE.test(sentence)) return !(score >= 0 && toldPutRight(sentence, FIXED_RE));
  if (!BUG_RE.test(sentence)) return false;
  if (!BUG_RE.test(sentence.replace(PERSON_NO_SHOW_RE, ' '))) return false;
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
  /^\W*(?:please\s+|pls\s+|plz\s+)?(?:just\s+)?(?:fix\s+(?:it|this|that|them)\b|sort\s+(?:it|this|that|them)\s+out\b)|\b(?:make sure|ensure)\s+(?:it|this|that)\s+(?:doesn'?t|does not|won'?t|will not|never)\s+happens?\s+again\b|\b(?:don'?t|do not)\s+let\s+(?:it|this|that)\s+happen\s+again\b|\b(?:\d|five|four)\s+stars?\s+(?:if|once|when)\s+(?:you|they|the devs?|the developers?)\s+(?:fix|sort out|repair|solve)\b|\bor\s+(?:my|our)\s+money\s+back\b|\b(?:please\s+)?stop\s+(?:sending|emailing|calling|charging|spamming|texting|messaging|billing|contacting|asking)\s+(?:me|us)\b|\b(?:please|pls|plz|kindly|(?:can|could|would|will) you(?: please)?)\s+(?:just\s+|urgently\s+|quickly\s+)?(?:fix|refund|reimburse|compensate|resolve|sort out|reverse|unblock|unlock|restore|reinstate|recover|put back|sort\s+(?:it|this|that)(?:\s+out)?(?!\s+(?:by|alphabetically|in|into|from)\b)|get\s+back\s+to\s+(?:me|us)|call\s+(?:me|us)\s+back|(?:reply|respond)\s+to\s+(?:me|us|my|our))\b|(?:^\W*|\b(?:i|we)\s+)(?:want|need|demand|expect|would like|am asking for|are asking for)\s+(?:a\s+|my\s+|our\s+|the\s+)?(?:full\s+|complete\s+|immediate\s+)?(?:refund|reimbursement|money back|compensation|chargeback)\b|^\W*(?:subject\s*:\s*)?(?:please\s+)?(?:cancel|close|terminate|delete)\s+(?:my|our)\s+(?:\w+\s+)?(?:accounts?|subscriptions?|plans?|memberships?|contracts?|services?|licen[cs]es?|orders?|bookings?)\b/i;

/** Asking for one's money back, the "please" at the end: "Not acceptable, refund to my card please." */
const REFUND_PLEASE_RE = /^(?![^.!?]*\b(?:add|adding|option|button|feature|way to|ability|able to|in[- ]app)\b)[^.!?]*\b(?:refund|reimburse|reimbursement|money back|compensation|credit)\b[^.!?]{0,40}?\b(?:please|pls|plz)\s*[.!]*\s*$/i;

function isRemedyDemand(sentence: string): boolean {
  return REMEDY_RE.test(sentence) || REFUND_PLEASE_RE.test(sentence);
}

export function isRequest(sentence: string): boolean {
  const s = sentence.trim();
  return REQUEST_RE.test(s) || IMPERATIVE_REQUEST_RE.test(s) || PLEASE_END_RE.test(s);
}

/** What a reply or a fix was about: "about the bullying", "my complaint about the broken screen", "regarding the leak". */
const SUBJECT_MATTER_RE = /\b(?:(?:my|our|the|a|an)\s+(?:complaint|query|question|issue|problem|ticket|report|claim|email|message)\s+)?(?:about|regarding|concerning|re|over)\s+[^,.;!?]*?(?=\s+(?:within|in\s+(?:under|less|about|just|only|an?|one|two|\d|minutes|no time)|the\s+(?:same|next|following)|overnight|right away|straight away|immediately|quickly|fast)\b)/i;

/** What a request is for: "... so I don't ping people at night", "... so that our team can see it". */
const PURPOSE_CLAUSE_RE = /,?\s+so(?:\s+that)?\s+(?:i|we|you|they|people|users|customers|clients|staff|it|my|our|the|everyone|nobody|no one)\b/i;

/** A failure word that says which ones ("the failed jobs", "just the failed step", "all broken links"). */
const ATTRIBUTIVE_FAILURE_RE = /\b(the|only|just|all|any|those|these|my|our|every)\s+(?:failed|failing|broken)\s+(?=[a-z])/i;
/** Words that ask to mend what failed. */
const MEND_WORDS_RE = /\b(?:fix(?:ed|es|ing)?|repair\w*|sort(?:ed)?\s+out|look\s+into|investigate)\b/i;

/** Words of a product failing, whatever else the sentence says. */
const FAILURE_WORD_RE = /\b(?:crash\w*|freez\w*|froze|errors?|fail\w*|broken|bugs?|buggy|glitch\w*|(?:won'?t|doesn'?t|does not|will not|can'?t|cannot)\s+(?:load|open|work|start|sync|save|connect))\b/i;
/** An explicit ask opening the sentence, up to the clause after it: "Wish there was a dark mode tbh,". */
const OPENING_ASK_RE =
  /^\W*(?:(?:i|we)\s+)?(?:really\s+|just\s+|so\s+)?(?:wish\s+there\s+(?:was|were|is)|would\s+(?:really\s+)?love\s+(?:a|an|some|the|to)|please\s+(?:add|bring back|give us|let us))\b[^,;:.!?\u2013\u2014]*(?=\s*(?:,|;|\s[\u2013\u2014-]\s))/i;

/**
 * Classifies one sentence. `score` is its sentiment in [-1, 1]; `mixed` says the sentence has
 * both strong positive and strong negative evidence.
 */
export function classifySentence(text: string, score: number, mixed = false): Classification {
  const sentence = readingForm(text);
  if (isBoilerplate(sentence)) return { role: 'boilerplate', category: 'other' };
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
  // What a request or a question is about may be what failed ("rerun only the failed jobs", "a
  // retry button for just the failed step"): it asks for something, and is read without the
  // adjective. (Not asking to mend it: "Can you fix the broken export?" reports it.)
  if (ATTRIBUTIVE_FAILURE_RE.test(sentence) && !MEND_WORDS_RE.test(sentence)) {
    const asked = sentence.replace(ATTRIBUTIVE_FAILURE_RE, '$1 ');
    if (isRequest(asked) || isQuestion(asked)) return classifySentence(asked, scoreSentiment(asked), mixed);
  }
  if (RULED_OUT_RE.test(sentence) && score < MILD_PRAISE) return { role: 'filler', category: 'other' };
  if ((DEPENDENCE_RE.test(sentence) || LOYALTY_RE.test(sentence)) && score > -MILD_PRAISE) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  if (UNIQUE_VALUE_RE.test(sentence) && score > -MILD_PRAISE && !QUESTION_END_RE.test(sentence.trim()) && !/\b(?:if|wish|would|whether|hope|until|unless|only|just|barely)\b/i.test(sentence) && !isProblemStatement(sentence, true)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  // Put right or answered fast: praise of the service, though it names the problem ("had the leak
  // fixed the same day"). What a reply was about is the customer's trouble, not their verdict on
  // the service: without it, no bug and no strong blame left ("The teacher replied about the
  // bullying the same evening", "support answered my complaint about the broken screen within an
  // hour"), it is praise before any bug it names. ("The app crashed and support replied the same
  // day" is a bug first.)
  const fast = (FIXED_FAST_RE.test(sentence) || ARRIVED_FAST_RE.test(sentence)) && !UNRESOLVED_RE.test(sentence) && !DEMAND_RE.test(sentence);
  if (fast) {
    const without = sentence.replace(SUBJECT_MATTER_RE, '');
    if (without !== sentence) {
      const rest = scoreSentiment(without);
      if (rest > -MILD_PRAISE && !isBugReport(without, rest)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
    }
  }
  // Its praise words are sarcasm or the past ("Used to love this app, now it's full of bugs").
  if (isBugReport(sentence, score)) return { role: 'highlight', category: 'bug', ...(isSarcastic(sentence) || isDecline(sentence) ? { positiveWordsAside: true as const } : {}) };
  // Faster than before: praise, though it names the slowness it replaced ("took hours").
  if ((NOW_FASTER_RE.test(sentence) || ((QUICK_TASK_RE.test(sentence) || QUICK_DEED_RE.test(sentence)) && !/\bwait(?:ed|ing)?\b/i.test(sentence) && !isProblemStatement(sentence, true))) && score > -MILD_PRAISE) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  // A time told from and to: down is praise here, up a complaint below.
  const timeMoved = timeChange(sentence);
  if ((EASY_TO_LEARN_RE.test(sentence) || AMAZEMENT_RE.test(sentence) || SHOUT_OUT_RE.test(sentence) || LESS_TROUBLE_RE.test(sentence) || BETTER_THAN_RE.test(sentence) || RELIEF_RE.test(sentence) || ONLY_REASON_RE.test(sentence) || timeMoved === 'down') && score > -MILD_PRAISE) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  // (Not asked, regretted or what used to be: "It paid for itself?", "I renewed for another year
  // and now regret it", "I've done this before with no issues.")
  if (PLAIN_FACT_PRAISE_RE.test(sentence) && score > -SENTIMENT_THRESHOLD && !QUESTION_END_RE.test(sentence.trim()) && !/\b(?:regret\w*|before(?!\s+(?:i|we)\b)|previously|in the past|used to|last (?:time|year|month|week))\b/i.test(sentence)) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  if (fast && score > -MILD_PRAISE) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  // Wishing it had come sooner, or could be rated higher: praise, though said as a wish.
  if ((SOONER_PRAISE_RE.test(sentence) || MORE_STARS_RE.test(sentence)) && score > -MILD_PRAISE) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
  // A broken promise: the praise words are what was promised ("promised", "guaranteed"); a bad smell: "strong" is its strength.
  if (isRemedyDemand(sentence) || isDecline(sentence) || NAMED_DRAWBACK_RE.test(sentence) || (score >= SENTIMENT_THRESHOLD && GOOD_UNTIL_RE.test(sentence)) || BROKEN_PROMISE_RE.test(sentence) || (score < SENTIMENT_THRESHOLD && REPORTED_PROMISE_RE.test(sentence) && !KEPT_PROMISE_RE.test(sentence)) || WORSE_THAN_PROMISED_RE.test(sentence) || claimedVersusGot(sentence) || REGRET_RE.test(sentence) || THANKS_I_GET_RE.test(sentence) || SARCASTIC_LOVE_RE.test(sentence) || PRICE_ROSE_RE.test(sentence) || (score < MILD_PRAISE && BAD_SMELL_RE.test(sentence))) return { role: 'highlight', category: 'complaint', positiveWordsAside: true };
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
  if ((TOLD_WRONG_RE.test(sentence) && score < MILD_PRAISE) || GOOD_LUCK_RE.test(sentence)) return { role: 'highlight', category: 'complaint', positiveWordsAside: true };
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
  if (score < MILD_PRAISE && (priceJumped(sentence) || timeMoved === 'up')) return { role: 'highlight', category: 'complaint' };
  // A statement of a problem with a question mark ("Delivery fee went up from €1.99 to €3.99 in two months?"): disbelief, not a question.
  if (score < MILD_PRAISE && QUESTION_END_RE.test(sentence.trim()) && !QUESTION_START_RE.test(sentence.trim()) && !/\b(?:how|what|why|when|where|who|which|any)\b/i.test(sentence) && isProblemStatement(sentence, true)) return { role: 'highlight', category: 'complaint' };
  if (isQuestion(sentence) || (score > -SENTIMENT_THRESHOLD && score < MILD_PRAISE && isYesNoQuestion(sentence))) return { role: 'highlight', category: 'question' };
  // Its words ("support", "great") are what is asked about, unless they are strongly felt.
  if (INDIRECT_QUESTION_RE.test(sentence.trim()) && Math.abs(score) < MILD_PRAISE && !isProblemStatement(sentence, true)) return { role: 'highlight', category: 'question' };
  // Call notes: what the customer asked for or about, unless it is a problem told that way.
  if (REPORTED_REQUEST_RE.test(sentence.trim()) && score > -SENTIMENT_THRESHOLD && !isProblemStatement(sentence, true)) return { role: 'highlight', category: 'feature_request' };
  if (REPORTED_QUESTION_RE.test(sentence.trim())) return { role: 'highlight', category: 'question' };
  // A problem reported as put right is no complaint unless the words are strongly negative.
  const resolved = score > -MILD_PRAISE && toldPutRight(sentence, RESOLVED_RE);
  if (score <= -SENTIMENT_THRESHOLD && !resolved) return { role: 'highlight', category: 'complaint' };
  // "Oh great, another subscription.": praise of one more of something is sarcasm.
  if (/^\W*(?:oh\s+|just\s+)?(?:great|perfect|wonderful|fantastic|brilliant|awesome|lovely|super|yay)\W+(?:just\s+)?(?:what\s+(?:i|we)\s+needed,?\s+)?another\b/i.test(sentence)) return { role: 'highlight', category: 'complaint', positiveWordsAside: true };
  // Praise marked as irony by its emoji.
  if (score > 0 && IRONY_EMOJI_RE.test(sentence)) return { role: 'highlight', category: 'complaint', positiveWordsAside: true };
  // Praise of a stated problem is sarcasm, however positive its words ("Love how my order is always late").
  if (isSarcastic(sentence) && isProblemStatement(sentence, true)) return { role: 'highlight', category: 'complaint', positiveWordsAside: true };
  if (score < MILD_PRAISE && (isProblemStatement(sentence, score >= SENTIMENT_THRESHOLD) || EXCESS_RE.test(sentence))) return { role: 'highlight', category: 'complaint' };
  // "help" is a kind word, but a plea for it is no praise: "Need help!" reads 0.6 by its words.
  if (HELP_PLEA_RE.test(sentence)) return { role: 'highlight', category: 'question', positiveWordsAside: true };
  if (score >= SENTIMENT_THRESHOLD && score < MILD_PRAISE && PAST_ABSENCE_RE.test(sentence)) return { role: 'filler', category: 'other' };
  if (score >= SENTIMENT_THRESHOLD) return { role: 'highlight', category: 'praise' };
  if (score > -SENTIMENT_THRESHOLD && (NEED_MET_RE.test(sentence) || ON_TIME_RE.test(sentence) || AS_ASKED_RE.test(sentence))) return { role: 'highlight', category: 'praise', atLeastMildPraise: true };
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
