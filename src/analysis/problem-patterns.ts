/**
 * The two largest pattern sets of the highlight rules (highlights.ts), by themselves: a bug told in
 * any of its usual words (BUG_RE: what will not load, sync or open, work lost, a device that acts by
 * itself or wears out) and a problem told as a plain fact with no word of sentiment
 * (PROBLEM_STATE_RE: not arrived, not answered, still waiting, a wrong amount, declined). Generic
 * English only.
 */
import { DAMAGED_EASILY } from './constructions.js';
import { STILL_NOT_DONE } from './themes/text.js';

/**
 * Alternatives tested as a few regular expressions of at most `size` alternatives each rather than
 * as one: past a certain size one regular expression ran far slower in V8 (PROBLEM_STATE_RE, at 90
 * alternatives, made the whole analysis of a typical feedback take 520 µs instead of 230), while
 * the same alternatives in pieces cost what they did before.
 */
export function alternation(patterns: readonly string[], flags: string, size = 30): { test(text: string): boolean } {
  const parts: RegExp[] = [];
  for (let i = 0; i < patterns.length; i += size) parts.push(new RegExp(patterns.slice(i, i + size).join('|'), flags));
  return { test: (text) => parts.some((re) => re.test(text)) };
}

/**
 * Problems told as plain facts, with no sentiment word: something that did not arrive, go through
 * or show up; still waiting; a wrong or missing amount; declined, pending or blocked; a payment
 * the customer did not make or recognise. Only consulted for sentences with no clear sentiment.
 */
export const PROBLEM_STATE_RE = alternation(
  [
    String.raw`\b(?:not|never|hasn'?t|has not|haven'?t|have not|hadn'?t|didn'?t|did not|wasn'?t|was not|weren'?t|isn'?t|is not|aren'?t|are not)\s+(?:yet\s+|still\s+|even\s+|been\s+)?(?:\w+\s+)?(?:received|receives?|arrived|arrives?|comes? through|came through|gone through|go(?:es)? through|went through|shown up|shows? up|showed up|reflected|credited|posted|refunded|delivered|processed|approved|collected|picked up|emptied|repaired|serviced|cleaned|replaced|gotten|gets?|got|replie[sd]|reply|responded|responds?|answered|answers?|heard back|hears? back|called back|calls? back|got back|gets? back|gotten back)\b`,
    // Not there yet, said of a thing in the passive: "the check isn't listed yet", "the payment still hasn't cleared".
    String.raw`\b(?:isn'?t|is not|wasn'?t|was not|aren'?t|are not|weren'?t|(?:hasn'?t|has not|haven'?t|have not) been)\s+(?:(?:yet|still)\s+(?:listed|posted|cleared|showing|visible|updated)\b|(?:listed|posted|cleared|showing|visible|updated)\s+(?:yet|still)\b)|\b(?:hasn'?t|has not|haven'?t|have not)\s+(?:yet\s+)?cleared\b`,
    // Left out of what was ordered or booked: "our waiter forgot half our order"; nobody came back.
    String.raw`\b(?:forgot|forgotten|forgets|left out|missed)(?<!\b(?:i|we)\s+(?:just\s+|also\s+|completely\s+)?(?:forgot|forgotten|forgets|left out|missed))\s+(?:half\s+(?:of\s+)?|part\s+of\s+|some\s+of\s+|one\s+of\s+|two\s+of\s+|all\s+(?:of\s+)?)?(?:our|my|the|his|her|their)\s+(?:\w+\s+)?(?:order|items?|food|drinks?|dishes?|meals?|sides?|bags?|luggage|appointment|booking|reservation|request|delivery|parcel|package)\b|\bnever\s+(?:came|come|got)\s+back\b(?!\s+to\s+(?:me|us)\b)`,
    // Not what was set or chosen: "prints in landscape even when set to portrait", "seated next to the
    // toilets although we booked a window table", "marked absent when he was in class".
    String.raw`\beven\s+(?:when|though|if)\s+(?:it'?s\s+|it\s+is\s+|it\s+was\s+)?set\s+to\b|\beven\s+with\s+(?:the\s+|my\s+|our\s+)?(?:[\w-]+\s+){0,2}?(?:settings?|mode|option|preferences?|locale|region)\b(?:\s+(?:on|off|selected|enabled|chosen|set))?(?![^.!?]*\b(?:fine|great|good|perfect|well|nice|lovely|brilliant)\b)|\b(?:even\s+though|although|though|despite)(?<!^\W*(?:even\s+though|although|though|despite))\s+(?:i|we|i'?d|we'?d|i\s+had|we\s+had|having)\s+(?:specifically\s+|clearly\s+|explicitly\s+)?(?:set|chose|chosen|picked|selected|booked|requested|specified|ordered|asked\s+for|paid\s+for)\s+(?:a|an|the|my|our|it\s+to|\w+\s+(?:region|mode|option|table|room|seat|size|plan|setting|slot|date|time))\b|\bmarked\s+(?:\w+\s+){0,2}?(?:as\s+)?\w+\s+(?:when|while|although|though|even\s+though)\s+(?:he|she|i|we|they|it)\s+(?:was|were|had|did)\b`,
    // What came without what it should have, went to the wrong place, or was left out in the weather:
    // "came without the cables listed on the box", "the confirmation went to my old email address",
    // "the parcel was left in the rain".
    String.raw`\b(?:came|arrived|delivered|shipped)\s+without\s+(?:the|its|any|a|an|my|our)\b(?!\s+(?:single\s+)?(?:scratch|hitch|problem|problems|issue|issues|delay|delays|fuss|hassle|glitch|dent|mark|damage|complaint|worry|care)\b)|\b(?:went|sent|goes|go|delivered|redirected|forwarded)\s+to\s+(?:my|the|an|our)\s+(?:old|wrong|previous|former|outdated)\b|\bleft\s+(?:\w+\s+){0,3}?(?:in|out\s+in)\s+the\s+(?:rain|snow|street|open)\b`,
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
    String.raw`\bonly\s+(?:works?|runs?|available|supported|comes?)\s+(?:in|on|with)\b|\b(?:is|are|was|were)\s+only\s+(?:available\s+)?in\s+[A-Z]\w+|\bin\s+(?:English|German|French|Spanish|Italian|Dutch|Portuguese|Chinese|Japanese|Arabic|Polish|Swedish|one\s+language)\s+only\b|\b(?:had|has|got|sent|received|gave|given|delivered|charged|billed|shows?|showed|came\s+with|arrived\s+with|brought)\b[^.!?]{0,40}?\binstead\s+of\b(?![^.!?]*\b(?:worth|love|loved|glad|happy|great|better|perfect|prefer)\b)`,
    // None to be had: "not a single appointment showing for the next 3 weeks", "nothing bookable before the 24th".
    String.raw`\bnot\s+(?:a\s+)?(?:single|one)\s+(?:[\w-]+\s+){0,2}?(?:showing|available|left|free|bookable|in stock|open|offered)\b|\b(?:literally\s+|absolutely\s+)?nothing\s+(?:available|bookable|free|left|open)\s+(?:before|until|till|for|in|this|next)\b`,
    // Charged or listed against what was so: "charged a full month when I only joined on the 28th", "the invoice listed 11 bikes; we only have 9".
    String.raw`\b(?:charged|billed|invoiced)\b[^.!?]{0,50}?\b(?:when|but|yet|though|although|while)\s+(?:(?:i|we)\s+|(?=only\s+(?:have|had|use|used|need|needed|ordered|booked)\b))(?:only|never|had already|already|didn'?t|did not|hadn'?t)\b|\b(?:listed|lists|shows|showed|says|said|charged for|billed for)\s+[^.!?;]{1,40}[;,]\s*(?:but\s+)?(?:we|i)\s+only\s+(?:have|had|ordered|used|bought|booked|need)\b`,
    // Chased to be answered: "had to chase three times before anyone replied", "I had to ring them twice".
    String.raw`\b(?:had|have|has|having)\s+to\s+(?:chase|ask|call|ring|phone|email|e-mail|message|remind|nudge|follow up)\s+(?:(?:them|him|her|it|support|up)\s+)?(?:(?:two|three|four|five|six|several|multiple|many|\d+)\s+times|twice|again and again|repeatedly)\b`,
    // Came when it was no use: "the reminder came through after the appointment had already happened".
    String.raw`\b(?:came|comes?|arrived|arrives?|got here|showed up|turned up)\s+(?:through\s+|in\s+)?after\s+[^.!?]{1,40}?\b(?:had\s+)?already\s+(?:happened|started|ended|finished|passed|gone|left|closed|expired|begun)\b`,
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
    String.raw`\bwaited(?<!\b(?:only|just)\s+waited)\s+(?:(?:on|in|at)\s+(?:the\s+)?\w+\s+)?(?:for\s+)?(?:over\s+|almost\s+|nearly\s+|more than\s+|about\s+|around\s+)?(?:an?|one|two|three|four|five|six|\d+|several)\s+(?:hours?|days?|weeks?)\b|\b(?:closed|hung up|disconnected|cut off)\s+on\s+(?:me|us)\b`,
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
    String.raw`\b(?:asks?|asked|asking|prompts?|prompted|prompting|makes? (?:me|us))\s+(?:me\s+|us\s+)?(?:for\s+|to\s+)?(?:\w+\s+){0,3}?(?:twice|two times|(?:three|four|five|six|several|multiple|many|\d+)\s+times|again and again|over and over|every single time|repeatedly|again)\b`,
    // Effort it took: "it took four phone calls to get a copy", "took three attempts".
    String.raw`\b(?:took|takes|take|taking|needed|required)\s+(?:(?:me|us|them|him|her)\s+)?(?:(?:two|three|four|five|six|seven|eight|nine|ten|several|multiple|many|countless|endless|\d+)\s+)(?:phone\s+)?(?:calls|emails|attempts|tries|visits|trips|chats|messages|tickets|complaints|reminders)\b`,
    // What never came: "I got no confirmation email", "we received no reply", "the hotel had no record of my reservation".
    String.raw`\b(?:got|get|getting|received|receive|had|have)\s+no\s+(?:\w+\s+)?(?:confirmation|email|e-mail|reply|response|receipt|notification|refund|update|answer|call ?back|callback|invoice|tracking|explanation|apology|acknowledge?ment|record)\b`,
    // What it costs, kept out of sight: "the conversion fees are hidden until the last screen".
    String.raw`\b(?:fees?|charges?|costs?|surcharges?|prices?|terms)\s+(?:are|were|is|was|get|got)\s+(?:\w+\s+)?hidden\b`,
    // Nowhere to do what one came for: "there was nowhere to sit", "nowhere to park".
    String.raw`\bnowhere to\s+(?:sit|park|stand|wait|charge|plug|store|put|lock|change|eat)\b`,
    // What should have happened and did not, said of someone else: "my insurance should have covered it", "it should have arrived Monday".
    // (Not the customer's own regret, "I should have switched years ago"; but "I should have been told", "I should have received it by now".)
    String.raw`\b(?:should|shouldn'?t|should not)\s+have\s+been\s+(?:\w+ed|known|told|given|sent|shown|seen|done|taken|paid|caught|written|spoken)\b|\b(?:should|shouldn'?t|should not)(?<!\b(?:i|we)\s+(?:really\s+|probably\s+|definitely\s+)?(?:should|shouldn'?t|should not))\s+have\s+(?:\w+ed|known|told|given|sent|shown|seen|done|taken|gone|come|paid|caught|written|spoken)\b|\b(?:i|we)\s+should\s+have\s+(?:received|gotten|got|seen|heard back)\b`,
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
    // Late or slow to arrive: "arrived 40 minutes late", "an hour and a half late", "turned up late", "is always late", "delayed again", "took over an hour".
    String.raw`\b(?:(?:is|are|was|were|be|been|being|arrived?|arrives|came|comes?|showed up|shows? up|(?<!\b(?:i|we)\s+)(?:turned up|turns? up|got here)|always|often|usually|again|still|running|very|really|so|too|(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?)|and a half)(?<!(?:\bnever|\bnot once|\bnot|\bhardly ever|\brarely)\s+(?:(?:once|ever|really)\s+)?\w+)\s+late|(?:delayed|overdue)(?!\s+(?!(?:by|and|again|now|for|since|already|as|but|because|so|which|until|till|to|on|in|at|or|with|without|due|once|twice|every|all|every)\b)[a-z])|behind schedule)\b`,
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
    String.raw`\bwithout\s+(?:any\s+|a\s+|prior\s+|advance\s+|much\s+)?(?:notice|warning|notification|explanation|reason|reminder|heads[- ]?up|telling (?:us|me|anyone)|asking)\b|\bwithout\s+any\s+(?:message|call|phone\s+call|text|word|email|apology)\b`,
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
    String.raw`\bnothing like (?:the|its|their|what(?:'s| is| was)? (?:in|on) the)\s+(?:\w+\s+)?(?:pictures?|photos?|images?|description|ad|advert|listing|website)\b|\b(?:than|from)(?<!\b(?:better|nicer|prettier|lovelier|sturdier|stronger|even)\s+(?:than|from))\s+(?:(?:it|they|what)\s+(?:\w+\s+)?)?(?:(?:looks?|looked|appears?|appeared|seems?|seemed|shown|pictured|showed)\s+)?(?:in|on)\s+(?:the\s+)?(?:pictures?|photos?|images?|ad|advert|listing|product page|website)\b`,
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
    String.raw`\b(?:\d+|a|an|one|two|three|four|five|six|several|many|a few|a couple of)(?<!\b(?:we|i|we're|i'm|we are|i am|we were|i was)\s+(?:now\s+|already\s+|still\s+)?(?:\d+|a|an|one|two|three|four|five|six|several|many|a few|a couple of))\s+(?:full\s+)?(?:days?|hours?|weeks?|months?)\s+behind\b(?!\s+(?:us|me|the\s+(?:others|rest|competition|competitors))\b)`,
    // Arriving after what was promised: "turned up 40 minutes after the delivery window", "came
    // past the ETA", "delivered a day after the deadline" (not the customer's own: "I arrived after the deadline").
    String.raw`\b(?:turn(?:s|ed|ing)?\s+up|show(?:s|ed|ing)?\s+up|arriv(?:es|ed|e|ing)|came|comes?|coming|deliver(?:s|ed|ing)|got\s+here|gets\s+here)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:turn(?:s|ed|ing)?\s+up|show(?:s|ed|ing)?\s+up|arriv(?:es|ed|e|ing)|came|comes?|coming|deliver(?:s|ed|ing)|got\s+here|gets\s+here))\b[^.!?]{0,40}?\b(?:after|past)\s+(?:the\s+|our\s+|my\s+|its\s+|their\s+)?(?:estimated\s+|promised\s+|quoted\s+|delivery\s+|booked\s+|agreed\s+|scheduled\s+)?(?:window|slot|estimate|eta|deadline|due date|time\s+slot|time\s+window|cut-?off)\b`,
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
    String.raw`\b(?:i|we|you|they|customers?|users?)\s+(?:still\s+|just\s+|simply\s+|literally\s+|really\s+|honestly\s+|actually\s+|genuinely\s+)?(?:can'?t|cannot|can not|couldn'?t|could not|can never|could never|(?:am|are|was|were)\s+(?:still\s+)?(?:unable|not able) to)\s+(?!(?:really\s+|honestly\s+|truly\s+|possibly\s+)?(?:(?:be|get|feel)\s+(?:\w+er|more|any)|wait|believe|thank|recommend|complain|imagine|say|stop|get enough|get over|live without|(?:do|work|function|manage|cope|run)\s+(?:anything\s+|a thing\s+|my business\s+|at all\s+)?without|beat|fault|help|agree|put|tell|decide|praise|express|tell you|begin|speak|go wrong|miss|be happier|ask for|have asked|overstate|emphasi[sz]e|rave)\b)(?!make\s+it(?:\s+(?:in\s+the\s+end|after\s+all|that\s+day|on\s+the\s+day|any\s+more))?\s*(?:[.,;!?]|$))[a-z]{2,}`,
    // Not where it should be yet: "it still isn't here", "the money is not there yet".
    String.raw`\b(?:isn'?t|is not|aren'?t|are not|wasn'?t|was not|still not|not yet)\s+(?:yet\s+|still\s+)?(?:here|there|showing|visible|coming)\b`,
    // (Not the customer's own "we haven't changed anything", which tells that they did nothing.)
    String.raw`\b(?:hasn'?t|has not|haven'?t|have not|didn'?t|did not)\s+(?:yet\s+|even\s+)?(?:been\s+)?(?:changed(?!\s+(?:anything|a\s+thing)\b)|updated|cleared|reflected|fixed|resolved|refunded|returned|reversed)\b`,
    // Something that looks wrong, or that the customer cannot explain.
    String.raw`\b(?:doesn'?t|does not|don'?t|do not|didn'?t|did not)\s+(?:seem|look|feel|sound)\s+(?:right|correct|accurate|fair)\b|\b(?:don'?t|do not|didn'?t|did not)\s+(?:know|understand|see)\s+why\b(?!\s+(?:i|we)\s+(?:didn'?t|did not|haven'?t|waited|took so long))|\bno idea (?:why|how|what|where|when|whether|if)\b`,
    // Fraud, and things that happened twice or unexpectedly.
    String.raw`\b(?:stole|hacked|compromised|scam(?:med)?|fraud(?:ulent)?|unauthori[sz]ed|duplicated?|(?:posted|showing|shows|appears?|appeared|billed|taken|deducted|debited|sent|arrive[sd]?|delivered|fired|triggered|created|processed|imported|synced)\s+twice(?!\s+(?:as|over)\b))\b|\b(?:unexplained|unknown|mystery|mysterious|unrecogni[sz]ed|surprise|hidden|strange|weird|odd|random)(?<!\b(?:no|zero|without|without\s+any|never\s+any|not\s+any)\s+(?:unexplained|unknown|mystery|mysterious|unrecogni[sz]ed|surprise|hidden|strange|weird|odd|random))\s+(?:\w+\s+)?(?:fees?|charges?|costs?|bills?|payments?|transactions?|deductions?|debits?)\b|\bunexpected(?:ly)?\s+(?:\w+\s+)?(?:fees?|charges?|costs?|bills?|payments?|transactions?|errors?|logouts?|behaviou?r|results?|changes?)\b`,
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
    String.raw`\b(?:price|prices|pricing|fees?|costs?|subscription|bill|rates?|premium|plan)(?<!\b(?:conversion|retention|open|click|completion|pass|success|approval|satisfaction|renewal|attendance|occupancy|engagement|adoption|win|reply|response|booking)\s+(?:price|prices|pricing|fees?|costs?|subscription|bill|rates?|premium|plan))\s+(?:\w+\s+){0,3}?(?:went up|go(?:es)? up|gone up|going up|increased|rose|risen|doubled|tripled|jumped|skyrocketed)\b|\b(?:raised|increased|doubled|tripled|hiked)\s+(?:the|your|their|its|our|my)\s+(?:\w+\s+)?(?:prices?|fees?|rates?|costs?|bills?|premiums?|subscriptions?|plans?)\b`,
    // The same chore every time: "I have to log in every single time", "we need to export it manually".
    String.raw`\b(?:i|we|you|users?|customers?|everyone)\s+(?:still\s+|always\s+)?(?:have|has|had|need|needs|must)\s+to\s+(?:\w+\s+){1,6}?(?:every (?:single )?time|each time|again and again|over and over(?: again)?|manually|by hand|(?:two|three|four|five|six|several|multiple|many|\d+) times|twice)\b`,
    // Hard to do what the product is for: "hard to read in sunlight", "confusing to set up" (not
    // negated, not the idioms of praise: "hard to beat", "impossible to put down").
    String.raw`\b(?:hard|difficult|impossible|tricky|confusing|cumbersome|painful|a pain|a nightmare|a hassle)(?<!\b(?:not|n't|never|nothing|isn'?t|wasn'?t)\s+(?:\w+\s+){0,2}(?:a\s+)?\w+)\s+to\s+(?!(?:beat|fault|resist|top|believe|imagine|say|tell|overstate|put (?:it )?down|dislike|ignore|forget|miss|find fault|argue|stop|pick|choose|contain|describe|classify)\b)[a-z]{2,}`,
    // Barely doing its job: "the battery barely lasts a day", "it hardly works".
    String.raw`\b(?:barely|hardly|scarcely)\s+(?:lasts?|lasted|works?|worked|holds?|held|charges?|charged|functions?|functioned|usable|runs?|ran|loads?|loaded|feeds?|fed|feed|fits?|fit|covers?|cover|covered)\b`,
    // Looking elsewhere: "we are looking at alternatives", "considering switching providers", "evaluating a competitor".
    String.raw`\b(?:(?:looking|look|looked)\s+(?:at|for|into)|(?:evaluating|evaluated|trialling|trialing|trialled|trialed|piloting|demoing|talking to|in talks with)\s+(?:an?\s+|two\s+|several\s+|some\s+)?)\s*(?:other\s+)?(?:alternatives?|competitors?|other (?:options|providers|tools|apps|banks|vendors|solutions|suppliers))\b|\b(?:evaluating|trialling|trialing|piloting|demoing|talking to|in talks with)\s+another\s+(?:vendor|provider|supplier|tool|platform|solution|app|product|system)\b|\b(?:considering|thinking (?:about|of))\s+(?:switching|moving|leaving|changing (?:provider|supplier|bank|vendor)s?)\b`,
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
    String.raw`\b(?:didn'?t|did\s+not|doesn'?t|does\s+not|don'?t|never|wouldn'?t|won'?t|refused\s+to)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:didn'?t|did\s+not|doesn'?t|does\s+not|don'?t|never|wouldn'?t|won'?t|refused\s+to))\s+(?:even\s+|actually\s+|really\s+|bother\s+to\s+)?listen(?:ed|ing)?\b(?!\s+to\s+(?:music|the\s+(?:podcast|album|song)))`,
    // A battery drained: "drains 30% of my battery in an hour".
    String.raw`\bdrain(?:s|ed|ing)?\s+(?:\d+\s?%\s+of\s+)?(?:my|the|your|our|its|a)\s+(?:phone'?s?\s+)?battery\b|\bbattery\s+drain\b`,
    // Come after what it was for: "the reminder came the day after the appointment" (not the customer: "I arrived after the deadline").
    String.raw`\b(?:came|arrived|was\s+sent|were\s+sent|got\s+here|showed\s+up|turned\s+up|was\s+delivered|were\s+delivered)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:came|arrived|was\s+sent|were\s+sent|got\s+here|showed\s+up|turned\s+up|was\s+delivered|were\s+delivered))\s+(?:the\s+day\s+|a\s+day\s+|two\s+days\s+|an\s+hour\s+|hours\s+|days\s+|a\s+week\s+)?after\s+(?:the|my|our)\s+(?:appointment|event|deadline|meeting|party|wedding|flight|birthday|exam|interview|class|session|departure|trip|holiday)\b`,
    // Unlike what it was said to be: "runs two sizes smaller than the chart says".
    String.raw`\bthan\s+(?:the|your|their|its)\s+(?:size\s+)?(?:chart|description|listing|photos?|pictures?|website|site|ad|advert|label|specs?|box|app|estimate)\s+(?:says|said|shows|showed|claims|claimed|suggests|suggested|promised|stated|states)\b`,
    // Nothing shows which: "I can't tell which of my invoices have been paid", "no way to see who changed it".
    String.raw`\b(?:can'?t|cannot|can\s+not|couldn'?t|could\s+not|no\s+way\s+to)\s+(?:even\s+|easily\s+|ever\s+)?(?:tell|see|know|find\s+out)\s+(?:which|whether|who|when)\b`,
    // Not told: "the charger is sold separately, which nobody tells you", "no one warned us about the fee" (not a
    // pleasant surprise: "no one told me how easy it would be").
    String.raw`\b(?:nobody|no\s+one|no-one)\s+(?:ever\s+|actually\s+|even\s+|bothers\s+to\s+|bothered\s+to\s+)?(?:tells?|told|warns?|warned|mentions?|mentioned|informs?|informed|explains?|explained)\s+(?:you|us|me|anyone|customers|people|them)\b(?!\s+(?:how|just\s+how)\b)`,
    // Expected one thing, got another: "For the money, I expected a metal case, not plastic".
    String.raw`\b(?:i|we)\s+(?:had\s+|would\s+have\s+|'d\s+have\s+)?expected\s+(?:a|an|the|some|at\s+least|real|proper)\b[^.!?;]{1,40}?,?\s+not\s+(?:a|an|the|some|this|cheap|flimsy|just)?\s*\w+`,
    // A middling rating and why: "3 stars because the ads are everywhere now".
    String.raw`^\W*(?:[1-3]|one|two|three)\s*(?:\/\s*5\s+|stars?\s+|\*\s+)(?:only\s+)?(?:because|since|as|for|due\s+to|cause|cos|coz|bc)\b`,
    // A charge more than what it is for: "the delivery fee is more than the food".
    String.raw`\b(?:fees?|charges?|shipping|postage|delivery|surcharges?|commission)\s+(?:is|are|was|were|costs?|cost)\s+(?:often\s+|sometimes\s+|now\s+|literally\s+)?(?:more|higher|bigger)\s+than\s+(?:the|what|my|our|the\s+actual|an?|one|two|\d+|\w+'s)\b`,
    // Tried for long: "I've been trying to get my account verified for three weeks", "trying to reach someone since Monday".
    String.raw`\b(?:been\s+)?trying\s+to\s+[^.!?]{1,50}?\s+(?:for\s+(?:over\s+|almost\s+|nearly\s+|more\s+than\s+)?(?:\d+|two|three|four|five|six|several|many|a\s+few|a\s+couple\s+of)\s+(?:days|weeks|months|years)|since\s+(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|last\s+\w+|january|february|march|april|may|june|july|august|september|october|november|december))\b`,
    // Held for long: "the garage kept my car for three weeks"; overdue: "due back on Monday and it's now Friday".
    String.raw`\b(?:kept|held|had)\s+(?:onto\s+|on\s+to\s+)?(?:my|our|his|her|their)\s+(?:\w+\s+)?\w+\s+for\s+(?:over\s+|almost\s+|nearly\s+|more\s+than\s+)?(?:\d+|two|three|four|five|six|several|many)\s+(?:days|weeks|months)\b|\b(?:was|were|is|are)\s+due\s+(?:back\s+|in\s+|out\s+|home\s+)?(?:\w+\s+){0,3}?(?:on|by|last)\s+\w+[^.!?;]{0,20}?\s+(?:and|but)\s+(?:it'?s|its|it\s+is|they'?re|we'?re)\s+(?:now|already)\b`,
    // Billed for what was never had: "my bill shows calls I never made", "charges for data we didn't use".
    String.raw`\b(?:shows?|showed|lists?|listed|includes?|included|charges?|charged|bills?|billed)\s+(?:me\s+|us\s+)?(?:for\s+)?(?:\w+\s+){0,2}?(?:that\s+)?(?:i|we)\s+(?:never|didn'?t|did\s+not|haven'?t|have\s+not)\s+(?:\w+\s+)?(?:made|make|used|use|ordered|order|bought|buy|booked|book|received|receive|requested|request|authori[sz]ed|authori[sz]e|signed\s+up\s+for)\b`,
    // Made to chase: "we had to chase the host for the door code"; told after it was needed: "check-in
    // instructions arrived an hour after we got there".
    String.raw`\b(?:had|have|has|having)\s+to\s+(?:keep\s+)?chas(?:e|ing)\b(?<!(?:n't|\bnot|\bnever|\bno\s+longer|\bno\s+more)\s+(?:\w+\s+)?\w+\s+to\s+(?:keep\s+)?\w+)|\b(?:arrived|came|come|comes|arrives|was\s+sent|were\s+sent|showed\s+up|turned\s+up)\s+(?:\w+\s+){0,3}?after\s+(?:we|i)\s+(?:had\s+)?(?:already\s+)?(?:got|arrived|reached|checked\s+in|left|needed|landed)\b`,
    // Sold what was already gone: "the app sold me a ticket for a train that had already left".
    String.raw`\b(?:sold|booked|charged|sent|offered|gave|issued)\s+(?:me|us)\s+(?:\w+\s+){1,5}?(?:that|which)\s+had\s+already\s+(?:left|departed|gone|happened|ended|finished|closed|expired|sold\s+out|passed|started)\b`,
    // A canned answer: "support replies with the same template no matter what you write", "copy-paste answers".
    String.raw`\bthe\s+same\s+(?:\w+\s+)?(?:template|answer|reply|response|message|script|e-?mail)\b[^.!?]{0,30}?\bno\s+matter\b|\bkeeps?\s+(?:sending|giving|pasting)\s+(?:me\s+|us\s+)?the\s+same\s+(?:\w+\s+)?(?:template|answer|reply|response|message|script|e-?mail|link)\b|\b(?:copy[- ]?paste[d]?|canned|templated|scripted)\s+(?:answers?|repl(?:y|ies)|responses?|e-?mails?|messages?)\b`,
    // Many steps for a small thing: "it takes three menus to change the volume".
    String.raw`\b(?:takes?|took|needs?|needed|requires?|required)\s+(?:(?:three|four|five|six|seven|eight|\d{1,2})\s+(?:different\s+|separate\s+)?(?:menus|screens|pages|steps|forms|e-?mails|calls|phone\s+calls|attempts|tries|logins)|(?:five|six|seven|eight|nine|ten|\d{2}|[5-9])\s+(?:clicks|taps))\s+(?:just\s+)?to\b`,
    // Said one thing, is another: "the confirmation says Tuesday but the appointment is on Wednesday",
    // "the app said the car was unlocked but the doors stayed locked".
    String.raw`\b(?:says?|said|shows?|showed|displays?|displayed|reads)\s+(?:that\s+)?[^.!?;]{1,60}?,?\s+but\s+(?:(?:the|it|its|they|their|my|our|his|her|in\s+reality|actually|in\s+fact)\b[^.!?;]{0,50}?\b(?:is|are|was|were|stays?|stayed|remains?|remained|isn'?t|aren'?t|wasn'?t|weren'?t|fits?|fitted|comes?\s+up|came\s+up)\b|(?:none|nothing|not\s+(?:one|a\s+single))\b)(?![^.!?]*\b(?:easy|easier|fine|great|better|perfect|quick|quicker|fast|faster|early|earlier|sooner|good|nice|simple|cheaper)\b)`,
    // Works for a part only: "autofill works on maybe half the sites I use", "it works for only some of our staff".
    String.raw`\bworks?\s+(?:on|for|with|in)\s+(?:(?:maybe|only|about|roughly|barely|perhaps|just)\s+(?:half(?:\s+of)?|a\s+(?:third|quarter|fraction)\s+of|some\s+of|a\s+few\s+of)|half(?:\s+of)?|one\s+(?:in|out\s+of)\s+\w+\s+of)\s+(?:the|my|our|them)\b(?![^.!?]*\b(?:too|as\s+well|also)\b)`,
    // More of something than it should take: "it takes four clicks to do something that should take one".
    String.raw`\b(?:takes?|took|taking|needs?|needed|requires?|required)\s+[^.!?;]{1,40}?\b(?:that|which|what)\s+should\s+(?:only\s+|really\s+)?(?:take|need|require|be)\s+(?:one|a|an|two|three|\d+|seconds|minutes|a\s+few)\b`,
    // A change since the last release, told as a plain fact: "Since the update, the app opens on the settings page".
    String.raw`^\W*(?:ever\s+)?(?:since|after)\s+(?:the|your|this|that|last|a)\s+(?:\w+\s+){0,2}?(?:update|upgrade|release|redesign|new\s+version|migration|rollout|roll-out|patch)\b(?:\s+[\w-]+){0,3}?\s*,\s*(?!(?:i|we|i'?ve|we'?ve|i'?m|we'?re|i'?d|we'?d|our\s+team|my\s+team)\b)(?![^.!?]*\b(?:seconds|faster|quicker|easier|simpler|better|improved|smoother|cleaner|clearer|finally|no\s+longer|now\s+(?:works|loads|opens|shows|syncs|saves|lets|has))\b)\S`,
    // Stale, or the wrong one sent: "the ticket still says awaiting customer", "the return label they sent is for a different country".
    String.raw`\bstill(?<!\b(?:can|could|will|would|do|does|should)\s+(?:i|we|you|it|they)\s+still)\s+(?:says?|shows?|showing|displays?|lists?)\b(?![^.!?]*\b(?:right|correct|accurate|fine|great|good|perfect|up\s+to\s+date|latest)\b)|\b(?:is|was|are|were)\s+(?:addressed\s+)?(?:for|to)\s+(?:a\s+)?(?:different|another|the\s+wrong)\s+(?:country|address|person|customer|account|model|size|order|product|car|property|house|flat|name)\b`,
    // Taken away or never told: "the hotel gave our room away", "the quote didn't include the installation fee", "nobody could tell me where it was".
    String.raw`\bgave\s+(?:our|my|the)\s+(?:room|table|seat|seats|slot|booking|place|spot|appointment|reservation)\s+(?:away|to\s+someone\s+else)\b|\b(?:didn'?t|did\s+not|doesn'?t|does\s+not|don'?t|do\s+not)\s+include\s+(?:the\s+|any\s+)?(?:[\w-]+\s+)?(?:fee|fees|charge|charges|cost|costs|tax|vat|delivery|installation|shipping|postage)\b|\b(?:nobody|no\s+one|no-one|none\s+of\s+them)\s+(?:could|can|was\s+able\s+to|were\s+able\s+to|seems?\s+to\s+be\s+able\s+to)\s+(?:tell|explain|say)\b|\bnobody\s+(?:knew|knows)\s+(?:where|why|when|what|how|if|whether)\b`,
    // Too soon, for less, in a mess: "brought the bill before we had ordered dessert", "fewer features for the same price", "left dust over everything".
    String.raw`\b(?:brought|cleared|took|closed|cancell?ed|charged|billed|marked|removed|shut|switched\s+off|turned\s+off)\b[^.!?]{0,40}?\bbefore\s+(?:we|i)\s+(?:had\s+)?(?:even\s+)?(?:ordered|finished|arrived|started|eaten|used|received|had\s+a\s+chance|got\s+there)\b|\b(?:fewer|less)\s+[\w-]+\s+for\s+the\s+same\s+(?:price|money|cost|fee)\b|\b(?:same|higher|bigger)\s+(?:price|fee|bill)\s+for\s+(?:fewer|less)\b|\bleft(?<!\b(?:never|not|n't)\s+left)\s+(?:a\s+|the\s+)?(?:\w+\s+)?(?:dust|mess|rubbish|debris|mud|stains?|muddy\s+footprints|scratches|holes|hair|crumbs|litter|wrappers)\s+(?:all\s+)?(?:over|everywhere|in|on|behind)\b`,
    // The same contact changed again and again, or set off from what it should match: "our rep changed three times in two months", "the receipt is 1p off from the card payment".
    String.raw`\b(?:rep|representative|contact|point\s+of\s+contact|account\s+manager|success\s+manager|csm|account\s+exec|manager|agent|handler|caseworker|case\s+worker|adviser|advisor|teacher|doctor|coach|engineer|driver)(?<!\b(?:i|we)\s+(?:\w+\s+)?(?:rep|representative|contact|point\s+of\s+contact|account\s+manager|success\s+manager|csm|account\s+exec|manager|agent|handler|caseworker|case\s+worker|adviser|advisor|teacher|doctor|coach|engineer|driver))\s+(?:has\s+)?changed\s+(?:twice|(?:three|four|five|six|several|multiple|many|\d+)\s+times)\b|\b(?:\d+p|\d+\s*cents?|[$£€]\s?\d+(?:\.\d+)?)\s+(?:off|out|short|different)\s+(?:from|compared\s+to|against)\b`,
    // Slow to act, in days: "support chat takes days to reply", "refunds take weeks to come through".
    String.raw`\b(?:takes?|took|taking|taken)\s+(?:(?:several|many|a\s+few|multiple)\s+)?(?:days|weeks|months|ages|forever)\s+(?:just\s+)?to\s+(?:reply|respond|answer|get\s+back|arrive|process|refund|pay\s+out|come\s+through|show\s+up|clear|approve|resolve|sort|fix|deliver|ship)\b`,
    // Due at one time, came at another: "the mechanic was due between 8 and 10 and turned up at 1pm".
    String.raw`\b(?:was|were|is|are)\s+(?:due|booked|supposed\s+to\s+(?:come|arrive|be\s+(?:here|there)))\s+(?:at|between|by|before|for|in\s+the)\b[^.!?]{0,40}?\b(?:turned\s+up|arrived|came|showed\s+up|got\s+here|rolled\s+up)\s+(?:at|after|around|about|closer\s+to)\b(?![^.!?]*\b(?:early|on\s+time|sharp|on\s+the\s+dot|bang\s+on|spot\s+on|before)\b)`,
    // Staff elsewhere, a cost kept quiet, a plan slipping: "the guide spent most of the visit on his phone", "isn't even mentioned on
    // the product page", "implementation slipped six weeks", "nobody sent a reminder beforehand".
    String.raw`\bspent\s+(?:most|half|all|much)\s+(?:of\s+)?the\s+\w+\s+on\s+(?:his|her|their)\s+(?:phone|mobile)\b|\b(?:isn'?t|wasn'?t|aren'?t|weren'?t|not)\s+(?:even\s+)?(?:mentioned|listed|shown|stated|disclosed)\s+(?:on|in|anywhere)\b|\b(?:slipped|slipping|slips|was\s+pushed\s+back|got\s+pushed\s+back|has\s+been\s+pushed\s+back)\s+(?:by\s+)?(?:another\s+)?(?:a|an|one|two|three|four|five|six|\d+|several)\s+(?:days?|weeks?|months?)\b|\b(?:nobody|no\s+one|no-one)\s+(?:ever\s+)?(?:sent|emailed)\b`,
    // Late to what had begun, still not done, missing from the order, charged for what never was, dearer than the alternative:
    // "turned up an hour after the ceremony had started", "bins were still full on Thursday", "the sweet potato was missing from the
    // bag", "charged us for a deep clean that never happened", "costing us more than takeout", "four times face value".
    String.raw`\b(?:turned\s+up|arrived|showed\s+up|got\s+there|got\s+here)\s+(?:an?|one|two|\d+|half\s+an?)\s+(?:hour|hours|minutes?|mins?)\s+(?:after|into)\b|\b(?:is|are|was|were)\s+still\s+(?:full|dirty|overflowing|unemptied|broken|leaking|blocked|closed|out\s+of\s+stock|missing|unpaid|pending|unanswered|unresolved)\b|\b(?:was|were|is|are|went|go|goes)\s+missing\s+from\b|\b(?:charged|billed|invoiced)\b[^.!?]{0,60}?\b(?:that|which)\s+(?:never|didn'?t|did\s+not)\s+(?:happened|happen|took\s+place|take\s+place|arrived|arrive|came|come|showed\s+up)\b|\bcost(?:s|ing)?\s+(?:us|me)\s+more\s+than\b|\b(?:two|three|four|five|ten|\d+)\s+times\s+(?:the\s+)?(?:face\s+value|the\s+price|the\s+original\s+price|what\s+(?:i|we)\s+paid|the\s+cost|retail|rrp)\b|\braised\s+(?:my|our|the)\s+(?:rent|prices?|fees?|premiums?|bills?|rates?|subscription)\b`,
    // Said as sarcasm: "nothing says 'safety first' like a checklist that takes 40 minutes", "... 38g of sugar, so that's reassuring".
    String.raw`\bnothing\s+says\s+['"‘“]?[\w\s'-]{2,30}?['"’”]?\s+like\b|\bso\s+that'?s\s+(?:reassuring|great|nice|lovely|handy|helpful|fun|comforting)\s*[.!]*$`,
    // At odds with a document: "the map puts my street in zone D when my letter says I'm in zone F".
    String.raw`\b(?:puts?|shows?|lists?|places?|has|have|says)\s+[^.!?]{1,40}?\b(?:when|but|while|whereas)\s+(?:my|the|our|your|their)\s+(?:\w+\s+)?(?:letter|contract|receipt|statement|invoice|bill|licen[cs]e|passport|booking|confirmation|ticket|bank|certificate|permit|policy|records?)\s+(?:clearly\s+)?(?:says?|said|shows?|showed|states?|stated|lists?|listed)\b`,
    // What it cost, who one dealt with, what was told too late: "cost me the full £55 fee", "seen three different physios in four
    // visits", "a different person every call", "the fee was mentioned only after we'd signed", "aren't covered, which was news to me".
    String.raw`\bcost\s+(?:me|us)\s+(?:the\s+)?(?:full|whole|entire)\b|\b(?:seen|saw|had|spoken\s+to|spoke\s+to|dealt\s+with)\s+(?:three|four|five|six|several|\d+)\s+different\s+(?:people|agents|advisers|advisors|doctors|gps|physios|engineers|drivers|handlers|reps|teachers|nurses|staff)\b|\ba\s+different\s+(?:person|agent|advisor|adviser|handler|engineer|doctor|physio|driver|rep)\s+(?:every|each)\s+(?:time|call|visit)\b|\bevery\s+(?:call|visit|time),?\s+a\s+different\s+(?:person|agent|one)\b|\b(?:mentioned|told\s+(?:us|me)|disclosed|revealed|flagged)\s+only\s+after\b|\bonly\s+(?:mentioned|told\s+(?:us|me)|disclosed)\s+after\b|\b(?:isn'?t|aren'?t|wasn'?t|weren'?t)\s+covered\b|\bwhich\s+was\s+news\s+to\s+(?:me|us)\b|\bwithout\s+(?:saying|telling\s+(?:me|us)|explaining|specifying)\s+(?:which|what|why|how|when|where)\b`,
    // Dearer by a share, a fee that ate it, never requested, pushed back, adds up: "my invoice went up 15%", "renewal jumped by 30%",
    // "the bank fees ate a chunk of it", "added seats they never requested", "that adds up fast", "£18 to fit an inner tube I supplied myself".
    String.raw`\b(?:invoice|bill|price|prices|fee|fees|premium|rent|renewal|subscription|plan|quote|cost|costs)\s+(?:has\s+|have\s+)?(?:went|gone|jumped|shot|rose|risen|increased|climbed)\s+(?:up\s+)?(?:by\s+)?(?:\d+\s*%|[$£€]\s?\d+)|\b(?:fees?|charges?|costs?)\s+(?:ate|eat|eats|swallowed|wiped\s+out)\b|\b(?:they|we|i)\s+never\s+(?:requested|asked\s+for|ordered|agreed\s+to|signed\s+up\s+for)\b|\bpushed\s+back\s+(?:hard\s+)?on\b|\badds?\s+up\s+(?:fast|quickly|quick)\b|[$£€]\s?\d+\s+(?:just\s+)?to\s+\w+\b[^.!?]{0,40}?\b(?:i|we)\s+(?:supplied|brought|provided)\b|\b(?:i'?m|we'?re|it'?s|it\s+is|they'?re)\s+supposedly\b|\b(?:nobody|no\s+one)\s+mentioned\b(?!\s+(?:how|that\s+it|it\s+would))`,
    // Left undone by who came, half an order, a status for weeks, the support line shut when needed: "the rear mech was left rubbing",
    // "left the lid open", "half my order came", "been 'in transit' for 19 days", "closes at 6pm, which is exactly when our events start".
    String.raw`\b(?:was|were)\s+left\s+(?:rubbing|loose|unplugged|open|off|undone|leaking|dripping|unlocked|disconnected|hanging)\b|\bleft\s+(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?(?:lid|door|gate|cover|tap|window|cap|panel|flue|valve|hatch)\s+(?:open|off|on|unlocked|undone|loose|running)\b|\bhalf\s+(?:of\s+)?(?:my|our|the)\s+(?:order|delivery|shopping|items|parcel|stuff|prescription)\s+(?:came|arrived|turned\s+up|was\s+missing)\b|\bbeen\s+['‘"“][\w\s-]{2,25}['’"”]\s+for\s+(?:\d+|two|three|four|five|several|over)\s+(?:days|weeks|months)\b|\bcloses?\s+at\s+\d+\s*(?:am|pm)?,?\s+(?:which\s+is\s+)?(?:exactly|just|right)\s+when\b|\b(?:still\s+)?(?:cold|frozen|raw|undercooked)\s+in\s+the\s+middle\b|\b(?:queued|waited|stood|sat)\s+(?:\w+\s+){0,4}?(?:for\s+)?(?:over\s+|almost\s+|nearly\s+|more\s+than\s+)?(?:forty|fifty|sixty|ninety|an?\s+hour|two\s+hours|(?:[3-9]\d|\d{3})\s+minutes|\d+\s+hours|half\s+an\s+hour|hours)\b`,
    // Slow to reply by a count of days: "customer service took eleven days to reply".
    String.raw`\b(?:takes?|took|taking|taken)\s+(?:(?:three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen|\d{1,2})\s+)(?:(?:working|business|full)\s+)?(?:days|weeks|months)\s+(?:just\s+)?to\s+(?:reply|respond|answer|get\s+back|refund|resolve|fix|sort)\b`,
    // Sarcasm in a word, a promise gone by, a cut taken, voicemail, every update moving it: "bit rich to charge a 'matting fee'",
    // "so that was fun", "said they'd call back within 24 hours; that was last wednesday", "processing fees take 4% off every gift".
    String.raw`\b(?:improvement|difference|upgrade|boost|speed-?up)\s+(?:\w+\s+){0,3}?(?:is|was)\s+(?:barely|hardly)\s+(?:noticeable|there|visible)\b|\bbit\s+rich\s+to\b|^\W*(?:lovely|great|nice|brilliant|fantastic)\s+to\s+(?:pay|be\s+charged|wait|queue|spend)\b|\bso\s+that\s+was\s+fun\b|\b(?:i|we)\s+(?:just\s+)?love\s+paying\s+(?:extra|more)\b|[,;]\s*naturally\s*[.!]*$|\b(?:said|promised|told\s+(?:me|us))\s+(?:they|he|she)(?:'d|\s+would)\s+(?:call|ring|get\s+back|reply|email|come)\b[^.!?]{0,40}?(?:that\s+was|and\s+that\s+was)\s+(?:last|a\s+week|two\s+weeks|on|over)\b|\b(?:fees?|commission|charges?|platform|they|the\s+site|the\s+app)\s+(?:\w+\s+)?(?:takes?|took|keeps?|kept|skims?)\s+(?:\d+\s*%|a\s+(?:third|quarter|cut|chunk))\s+(?:of|off)\b|\b(?:got|went\s+to|goes\s+to|straight\s+to)\s+(?:voicemail|an?\s+answering\s+machine)\b|\bwith\s+every\s+(?:update|release|version)\b[^.!?]{0,40}?\b(?:moves|changes|breaks|disappears|resets)\b|\bfor\s+what\s+amounts\s+to\b`,
    // Damaged, spoiling, left somewhere odd, lasting too little: "showed up in pieces", "leave a white film on every glass", "left the parcel
    // in the recycling bin", "rock hard", "the lights only stay lit for about half an hour".
    String.raw`\b(?:arrived|showed\s+up|turned\s+up|came|got\s+here)\s+(?:in\s+pieces|smashed|shattered|broken|crushed|leaking|dented)\b|\bleaves?\s+(?:a\s+)?(?:white\s+|greasy\s+|sticky\s+)?(?:film|residue|streaks|marks|stains)\s+(?:on|in)\b|\bleft\s+(?:the|my|our)\s+(?:parcel|package|delivery|box)\s+(?:in|on|behind|under)\s+(?:the|a|my|our)\s+(?:recycling|bin|bins|hedge|road|street|wrong)\b|\b(?:rock\s+hard|brown\s+inside|gone\s+off|past\s+(?:its|their)\s+best)\b|\bonly\s+(?:stays?|lasts?|works?|runs?|holds?)\s+(?:\w+\s+)?for\s+(?:about\s+|around\s+)?(?:half\s+an\s+hour|an?\s+hour|\d+\s+(?:minutes|hours)|a\s+few\s+(?:minutes|hours))\b`,
    // Off centre, paying for seats barely used, dearer by a share, smaller packs, thrown over a gate, one shower for thirty, checked his phone:
    String.raw`\b(?:off[- ]cent(?:re|er)|not\s+level|not\s+straight|wonky|crooked)\b|\b(?:paying|billed|charged|pay)\s+(?:per|for\s+each)\s+(?:seat|user|licen[cs]e|device)\b[^.!?]{0,60}?\b(?:maybe|only|barely|hardly|rarely)\b|\b(?:price|prices|fee|fees|cost|costs|bill|premium|rent)\s+(?:is|are|has\s+gone|have\s+gone)\s+up\s+(?:by\s+)?\d+\s*%|\b(?:bags|portions|packs|boxes|bars|servings|sizes)\s+(?:have|has)\s+(?:gotten|got|become)\s+smaller\b|\bthrew\s+(?:the|my|our)\s+(?:box|parcel|package|delivery)\b|\bone\s+(?:\w+\s+)?for\s+(?:about\s+|around\s+|over\s+)?(?:\d+|twenty|thirty|forty|fifty)\s+(?:people|guests|kids|children|staff|members)\b|\bchecked\s+(?:his|her|their)\s+phone\b`,
    // Extra on top, had to buy it ourselves, three tutors in a term, taking the mickey, listed but turned out to be, a voucher only,
    // 'within tolerance', sitting days before anyone replies, chased again, costs nearly as much, before they'd consider a return.
    String.raw`[$£€]\s?\d+[^.!?]{0,30}?\bon\s+top\s+of\s+(?:a|the|our|my)?\s*[$£€]\s?\d+|\bstill\s+had\s+to\s+(?:buy|pay\s+for|bring|provide|print|supply)\b|\b(?:three|four|five|six|\d+)\s+(?:different\s+)?(?:tutors|teachers|agents|managers|engineers|drivers|doctors|nurses|coaches|contacts|reps|advisers|advisors|caseworkers)\s+in\s+(?:one|a|two|three|the\s+same|\d+)\s+(?:term|month|year|week|quarter|visits?|calls?)\b|\bnot\s+what\s+(?:i|we)(?:'d|\s+would)\s+call\b|\btaking\s+the\s+(?:mickey|mick|piss|michael)\b|\b(?:listed|advertised|described|pictured|shown|sold)\b[^.!?]{0,40}?\bturned\s+out\s+to\s+be\b|\bvoucher\s+(?:that\s+)?(?:we|i)\s+can\s+only\b|['‘"“]within\s+(?:tolerance|spec|specification|range)['’"”]|\bsit\s+(?:for\s+)?(?:\w+\s+)?(?:days|weeks|hours)\s+before\s+(?:anyone|anybody|someone)\b|\b(?:was|were|got)\s+chased\s+(?:for|about)\s+(?:them|it|this|that)\s+again\b|\bcosts?\s+(?:nearly|almost|about)\s+as\s+much\s+as\b|\bbefore\s+(?:they|he|she)(?:'d|\s+would)\s+(?:even\s+)?(?:consider|look\s+at|accept|process|refund)\b|\btook\s+(?:my|our|the)\s+(?:payment|money|deposit)\b[^.!?]{0,20}?\bbut\b|\btasted?\s+like\s+(?:cardboard|soap|plastic|metal|chemicals|dishwater|ash)\b|\b(?:is|was)\s+(?:just\s+)?a\s+bot\b|\bsends?\s+(?:me|us)\s+(?:the\s+)?(?:same\s+)?(?:faq\s+)?link\s+again\b|\b(?:arrive|arrives|arrived|come|comes|came)\s+(?:about\s+|roughly\s+|around\s+|some\s+)?(?:an?|one|two|three|\d+|several)\s+(?:hours?|days?)\s+after\b`,
    // A fee in scare quotes, a paywall on what was bought, extra on top, "a bit rich", gated support, work going elsewhere:
    // "£2.50 'handling fee' per ticket", "£15 a year to unlock the graphs on a device I already paid £80 for", "they still charge
    // extra", "which is a bit rich", "email-only unless you're on the enterprise tier", "our small consignments go to someone else".
    String.raw`['‘"“][\w\s-]{0,20}?\b(?:fee|charge|surcharge|levy|admin\s+cost)['’"”]|^\W*[$£€]\s?\d+(?:[.,]\d+)?\s+(?:a|per)\s+(?:year|month|week|head|user)\s+to\s+(?:unlock|use|access|get|see|add|keep|enable|export)\b|\b(?:i|we)\s+(?:had\s+)?already\s+paid\s+(?:[$£€]\s?\d[\d,.]*\s+)?for\b|\bstill\s+charges?\s+(?:(?:you|me|us)\s+)?extra\b|\b(?:a\s+)?bit\s+rich\b|\b[\w]+-only\s+unless\b|\bonly\s+(?:available\s+)?(?:unless|if)\s+you\s+(?:pay|upgrade|are\s+on|'re\s+on|buy)\b|\bgo(?:es)?\s+to\s+(?:someone|somebody)\s+else\b|\bat\s+(?:my|our|her|his|their)\s+own\s+(?:cost|expense)\b`,
    // Later than promised, long to hear back, closed or out of stock for long, dismissed, read from a script, a confirmation for
    // nothing booked, two people let into one slot, pictures as grey boxes, what the thing is for: "promised within 24 hours arrived
    // on day six", "Two weeks to get a reply", "has been locked for a month", "told her to 'just buy it'", "a confirmation email for a
    // venue we never booked", "let two of us reserve the same room", "so what exactly is the membership for?".
    String.raw`\bpromised\s+(?:within|in|by)\b[^.!?]{0,40}?\b(?:arrived|came|turned\s+up|showed\s+up|landed)\s+(?:on\s+day\s+\w+|after\s+(?:\w+\s+){0,2}?(?:days|weeks)|(?:\w+\s+)?(?:days|weeks)\s+later)\b|^\W*(?:two|three|four|five|six|\d+|several)\s+(?:days|weeks|months)\s+to\s+(?:get|hear|receive)\s+(?:a|an|any)\s+(?:reply|answer|response|callback|refund|decision)\b|\b(?:has|have)\s+been\s+(?:locked|closed|shut|out\s+of\s+(?:order|service|stock)|offline|unavailable|sold\s+out)\b[^.!?]{0,30}?\bfor\s+(?:a|an|over\s+a|two|three|four|several|\d+)\s+(?:days?|weeks?|months?)\b|\btold\s+(?:me|us|her|him|them)\s+to\s+['‘"“]?just\s+(?:buy|pay|wait|google|restart|reinstall|go|use)\b|\breading\s+(?:from|off)\s+a\s+script\b|\b(?:confirmation|receipt|invoice|reminder|bill)\s+(?:email\s+)?for\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,2}?(?:i|we)\s+never\s+(?:booked|ordered|bought|made|placed)\b|\b(?:let|allowed)\s+(?:two|both|three|\w+\s+of\s+us)\b[^.!?]{0,30}?\bthe\s+same\s+(?:room|slot|seat|table|time|hour|spot|bike|car|appointment)\b|\bshows?\s+(?:up\s+)?as\s+(?:grey|gray|blank|black|white|empty)\s+(?:boxes|squares|screens?|pages?|tiles|images?|rectangles)\b|\bso\s+what\s+(?:exactly\s+)?is\s+the\s+[\w-]+\s+for\b`,
  ],
  'i',
);

/**
 * Not what a thing could, should or is wished to do by itself ("wish it could tell when we're out
 * and turn itself down", "it should switch itself off when idle"): a lookbehind for the fault
 * patterns of a device acting by itself. Tested after the verb it guards (the word just matched),
 * not before it: a lookbehind before a verb is tried at every word of a long sentence.
 */
const NOT_WISHED_AFTER = String.raw`(?<!\b(?:could|would|should|can|might|may|to)\s+(?:[^.!?;]*?\band\s+)?\w+)`;

/** What a device needs to work again ("needs a power cycle every few days"): a fault, not a wish (not "a restart button"). */
export const RESTART_NEEDED = String.raw`(?:a\s+)?(?:power[- ]cycle|hard reset|factory reset|restart|reboot)\b(?!\s+(?:button|option|feature|setting|switch|menu|link|schedule))`;

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
export const BUG_RE = alternation(
  [
    // Work lost by the product: "exports lose all the formatting", "it wiped my settings", "switching tabs resets my filters".
    // (The customer's own loss, "I lost my notes", is looked for behind the verb only once it matched: a look-behind first would run at every position.)
    String.raw`\b(?:lose|loses|losing|wipes?|wiped|wiping|erases?|erased|erasing|deletes|deleted|deleting|(?:resets|resetting|clears|clearing)(?<!\b(?:buttons?|options?|links?|shortcuts?|commands?|toggles?|keys?)\s+(?:\w+\s+)?\w+))(?<!\b(?:i|we|you)\s+(?:\w+\s+)?\w+)(?<!\b(?:without|avoid|before|instead of|rather than)\s+\w+)\s+(?:all\s+)?(?:of\s+)?(?:the\s+|my\s+|our\s+|your\s+|their\s+)?(?:formatting|data|changes|work|progress|settings|history|files?|edits|notes|preferences|drafts?|layout|filters|(?:product\s+)?descriptions?|text|content|entries|photos|pictures|messages|posts|comments|contacts|answers|carts?|baskets?|selections?|sort order|columns|everything)\b`,
    String.raw`\b(?:bugs?|buggy|crash(?:es|ed|ing)?|freez(?:e|es|ing)(?<!\b(?:it'?s|it is|it was|its|so|absolutely|bloody|literally|always|too|a|on\s+a|in\s+a)\s+freezing)(?!\s+(?:cold|in\s+(?:here|there|the)|(?:(?:my|the|your|our|his|her|their|a|an)\s+)?(?:\w+\s+)?(?:cards?|accounts?|payments?|subscriptions?|memberships?|plan|prices?|rates?))\b)|froze(?:n)?(?!\s+(?:my|the|your|our|his|her|their|a|an)\s+(?:\w+\s+)?(?:cards?|accounts?|payments?|subscriptions?|membership|plan|prices?|rates?)\b)|hangs(?!\s+up\s+on\b)|hung up(?!\s+(?:on\s+(?:me|us|him|her|them|my|our)|my|our|his|her|their|your|a)\b)|errors?|exceptions?|fail(?:s|ed|ing|ures?)?|broken|breaks|broke|glitch(?:es|y)?|unresponsive|malfunction\w*|corrupt(?:ed|s)?|stack ?trace|infinite loop|timed? ?out|times out|timeouts?|data loss|regression|overheat(?:s|ed|ing)?|act(?:s|ed|ing)? up|lock(?:s|ed|ing)? up|bricked|discrepanc(?:y|ies)|mismatch(?:es|ed)?)\b`,
    // What should happen by itself and does not: "payments aren't reconciling automatically", "card payments don't close the invoice automatically".
    String.raw`\b(?:not|aren'?t|isn'?t|wasn'?t|weren'?t|don'?t|doesn'?t|didn'?t|won'?t|never|no longer)\s+(?!(?:want|like|need|wish|expect)\b)(?:\w+\s+){0,3}?automatically\b|\b(?:not|aren'?t|isn'?t|wasn'?t|weren'?t)\s+(?:being\s+|getting\s+)?(?:reconcil(?:ed|ing)|marked\s+(?:as\s+)?paid|going out|sent out|generated|recorded)\b|\bnot\s+going\s+out\b|\b(?:invoices?|e-?mails?|reminders?|notifications?|messages?|payments?|payouts?|newsletters?|alerts?|texts?|campaigns?|statements?|receipts?|payslips?)\b[^.!?;]{0,30}?\b(?:didn'?t|did not|never|don'?t|do not|doesn'?t|does not|won'?t|haven'?t|hasn'?t|have not|has not)\s+(?:actually\s+|even\s+)?(?:go|went|gone|been sent|get sent|got sent)\s+out\b`,
    // Told it worked, and it did not: "promo code said 'applied' and then the total didn't change".
    String.raw`\b(?:said|says|showed|shows|showing)\s+['"‘“]?(?:applied|success|successful|successfully|done|saved|sent|paid|complete|completed|confirmed)['"’”]?[^.!?]{0,15}?\b(?:but|and then|then|yet)\b[^.!?]{0,40}?(?:\bnot\b|n'?t\b|\bnever\b|\bnothing\b|\bno\b)`,
    String.raw`\b(?:not|never|no longer|stopped|stops|quit|quits|won'?t|wont|will not|wouldn'?t|would not|can'?t|cant|cannot|can not|couldn'?t|could not|doesn'?t|does not|don'?t|do not|didn'?t|did not|isn'?t|is not|aren'?t|are not|wasn'?t|hasn'?t|haven'?t|hadn'?t|unable to)\s+(?!(?:imagine|stop|wait|believe|help|resist|live)\b)(?:\w+\s+)?(?:(?:${BUG_VERBS})(?:s|ed|ing)?|${BUG_VERBS_E_DROPPED}|${BUG_PHRASAL_FORMS})\b`,
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
    String.raw`\bsame(?<!\bfor\s+the\s+same)\s+(?:[\w-]+\s+){1,3}?(?:twice|(?:three|four|five|six|seven|eight|nine|ten|\d+)\s+times)\b|\b(?:toggles?|toggled|switch(?:es|ed)?|turns?|turned)${NOT_WISHED_AFTER}\s+(?:itself|themselves)\s+(?:off|on)\b|\b(?:seconds?|frames?)\s+(?:behind|ahead of)\s+the\s+(?:picture|video|audio|sound|image)\b|\b(?:audio|sound|video|picture|subtitles?|captions?)\s+(?:\w+\s+){0,3}?out of sync\b|['"‘“][^'"’”]{3,40}['"’”]\s+(?:pops up|popped up|popping up|comes up|came up|keeps (?:popping|coming) up)\b|\b(?:says|said|shows|showed|showing|stuck on)\s+['"‘“][^'"’”]{2,30}['"’”]\s+(?:forever|for ages|for hours|for days|indefinitely)\b|\b(?:under|over)\s+by\s+(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|up to\s+)?(?:a\s+(?:third|quarter|half|fifth|tenth)|half|\d+\s*%)`,
    // Thrown out of a session by the product: "the app logs her out every day", "kicked me out again".
    String.raw`\b(?:logs?|logged|logging|signs?|signed|signing|kicks?|kicked|kicking|boots?|booted|booting|throws?|threw|throwing)\s+(?:me|us|him|her|them|users|people|everyone|staff)\s+out\b(?!\s+(?:of\s+)?(?:the\s+)?(?:door|building|shop|store|house))`,
    // Off the network: "falls off my mesh network constantly", "drops off the wifi".
    String.raw`\b(?:falls?|fell|falling|drops?|dropped|dropping|kicked)\s+off\s+(?:the\s+|my\s+|our\s+)?(?:\w+\s+)?(?:network|wifi|wi-fi|internet)\b`,
    // Parts of a page over or off one another: "the table columns overlap", "the last line runs off the page".
    String.raw`\b(?:columns?|text|labels?|buttons?|lines?|images?|icons?|fields?|rows?|elements?|menus?|words|names|logo)\s+(?:\w+\s+)?(?:overlap|overlaps|overlapping|overlapped|runs? off|ran off|running off|(?:is|are|gets?|got)\s+(?:cut off|chopped|squashed|squished|truncated))\b`,
    // A program that quits by itself: "every time I add an image the app quits", "makes the app close instantly".
    String.raw`\b(?:app|application|program|game|browser|software)\s+(?:just\s+|then\s+|randomly\s+|suddenly\s+|immediately\s+|instantly\s+)?(?:quits|closes|shuts down|shuts off|force[- ]closes)\b(?!\s+(?:at|on|for|the|my|your|our|all|every day|daily)\b)|\bmakes?\s+(?:the\s+|my\s+)?(?:app|application|program|game|browser)\s+(?:close|quit|shut down)\b|\b(?:closes|quits|shuts down)\s+(?:itself|by itself|on its own|unexpectedly|without warning|instantly|randomly)\b`,
    // Settings that do not keep: "my settings are reset to default", "it resets itself".
    String.raw`\b(?:is|are|was|were|get|gets|got|getting|keeps? getting|been)(?<!\b(?:password|pin|passcode|code)\s+(?:\w+\s+)?(?:is|are|was|were|get|gets|got|getting|keeps? getting|been))\s+(?:all\s+)?reset\b(?!\s+(?:by me|by us|password|link|successfully)\b)|\breset(?:s|ting)?\s+(?:itself|themselves|to (?:the\s+)?defaults?|back to (?:the\s+)?defaults?)\b`,
    // A connection that gives out: "the internet disconnects constantly".
    String.raw`\bdisconnect(?:s|ed)\s+(?:me\s+|us\s+)?(?:constantly|all the time|randomly|every|several times|many times|again|on me|whenever|for no reason)\b`,
    // Video and calls that stall: "the lesson videos buffer constantly".
    String.raw`\bbuffer(?:s|ing)?\s+(?:constantly|all the time|non-?stop|every (?:few|couple)|forever|endlessly|for ages)\b`,
    // Sound and signal that give out: "the audio cuts out during calls", "cutting out every few minutes".
    String.raw`\bcut(?:s|ting)? out\s+(?:during|on (?:me|us|calls?)|in the middle|mid|every|when|whenever|constantly|randomly|all the time|several times|again)\b`,
    // Not seen by the device or the app: "my webcam is not recognized", "it doesn't detect the headset" (not "I don't recognise this payment").
    String.raw`\b(?:isn'?t|is not|aren'?t|are not|wasn'?t|was not|weren'?t|were not|no longer|not being|never|not|stopped being)\s+(?:\w+\s+)?(?:detected|recogni[sz]ed)\b|\b(?:doesn'?t|does not|won'?t|will not|wouldn'?t|would not|didn'?t|did not|can'?t|cannot|stopped|fails? to|failed to|no longer)(?<!\b(?:i|we)\s+(?:doesn'?t|does not|won'?t|will not|wouldn'?t|would not|didn'?t|did not|can'?t|cannot|stopped|fails? to|failed to|no longer))\s+(?:\w+\s+)?(?:detect(?:s|ing)?|recogni[sz](?:e|es|ing))\b`,
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
    String.raw`\b(?:disappear(?:s|ed|ing)?|vanish(?:es|ed)?|lost (?:all )?(?:my|our)(?!\s+(?:wallet|purse|phone|keys?|card|passport|bag|luggage|job|dog|cat|mum|dad|mother|father|husband|wife|partner|way|temper|patience|mind|voice|glasses|ticket|receipt)\b)|wiped)\b`,
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
    String.raw`\b(?:switch|turn|shut|power|log|sign)${NOT_WISHED_AFTER}(?:s|es|ed|ing)?\s+(?:itself|themselves)\s+(?:off|on|down|out)\b|\b(?:reboot|restart|switch|turn|shut|power|clos|open|chang|reset|mov|delet|cancel|unsubscrib|dial|play|paus|stop|start)(?:e|es|s|ed|d|ing|led|ling|ped|ping|ting)?\s+(?:\w+\s+){0,3}?(?:by itself|on its own|by themselves|on their own)\b(?!\s+(?:when\s+(?:it\s+)?(?:gets?|goes|it's|its)\s+dark|at\s+(?:dusk|night|sunset|sunrise|dawn)|in\s+the\s+(?:dark|morning|evening)|as\s+(?:it|they)\s+should|as\s+designed|as\s+intended|when\s+(?:i|we|you)\s+(?:arrive|leave|get\s+home|walk\s+in|come\s+home))\b)`,
    // A control that does nothing, a wait that never ends: "clicking approve does nothing", "the spinner just spins forever", "an endless spinner".
    String.raw`\b(?:click\w*|tap\w*|press\w*|buttons?|links?|keys?|toggles?|icons?|options?|checkbox(?:es)?)\b[^.!?]{0,50}?\b(?:does|did|do) (?:absolutely |literally |just )?nothing\b|\b(?:spins?|spinning|spinners?|loads?|loading|hangs?|hanging|buffers?|buffering)\s+(?:\w+\s+)?(?:forever|endlessly|indefinitely)\b|\b(?:endless|infinite|never[- ]?ending|perpetual|eternal)\s+(?:loading|spinners?|spinning|buffering|(?:redirect|reload|refresh|login|sign[- ]in)\s+loops?|redirects?|reloads?)\b`,
    // What comes out empty or as something else: "our weekly report arrives empty", "the dates come out as numbers like 45231".
    String.raw`\b(?:arrives?|arrived|arriving|comes?\s+(?:out|through)|came\s+(?:out|through)|shows?\s+up|showed\s+up|opens?|opened|downloads?|downloaded|prints?|printed|exports?|exported)\s+(?:completely\s+|totally\s+|just\s+|always\s+)?(?:empty|blank)\b|\b(?:comes?|came|shows?|showed|shown|appears?|appeared|displays?|displayed|prints?|printed|exports?|exported)\s+(?:out\s+|up\s+)?as\s+(?:(?:random|raw|plain)\s+)?(?:numbers|gibberish|garbage|question marks|squares|boxes|zeros|symbols|code|html|nonsense|hashes|#+)\b`,
    // Made wrong by the product: "photos I take in the app come out sideways", "prints come out upside down".
    String.raw`\b(?:comes?|came|coming)\s+out\s+(?:all\s+|completely\s+|always\s+)?(?:sideways|upside[- ]down|rotated|mirrored|back\s*to\s*front|inside\s+out|cropped|stretched|squashed|pixelated|blurry|blurred|garbled|corrupted|misaligned|skewed|crooked)\b`,
    // Not the same twice: "the scale gives a different weight every time I step on it".
    String.raw`\b(?:gives?|gave|shows?|showed|returns?|returned|reads?|displays?|displayed|reports?|reported|calculates?|calculated)\s+(?:me\s+|us\s+)?(?:a\s+)?(?:completely\s+|totally\s+)?different\s+(?:\w+\s+){0,2}?(?:every|each)\s+time\b`,
    // Goes on when told to stop: "the oven timer beeps even after I turn it off", "notifications still come when I mute the chat"
    // (a charge after cancelling is a complaint, not a bug; not what it keeps: "remembers my settings even after I turn it off").
    String.raw`\b(?:even|still)\b(?<!\b(?:remembers?|keeps?|saves?|stays?|holds?|retains?|survives?)\b[^.!?]{0,40}\w+)\s+(?:after|when)\s+(?:i|we|you)(?:'ve|\s+have|\s+had)?\s+(?:turn(?:ed)?|switch(?:ed)?|shut|close[ds]?|log(?:ged)?|sign(?:ed)?|power(?:ed)?|unplug(?:ged)?|mute[ds]?|disabled?|disables|delete[ds]?|uninstall(?:ed)?|unsubscribe[ds]?|opt(?:ed)?)\s+(?:it\s+|them\s+|the\s+\w+\s+|my\s+\w+\s+)?(?:off|out|down|out\s+of)?\b`,
    // Records shown as what they are not: "the leave calendar shows people on holiday who are actually at work".
    String.raw`\b(?:shows?|showed|showing|lists?|listed|listing|marks?|marked|displays?|displayed)\b[^.!?]{0,60}?\b(?:who|which|that)\s+(?:are|is|were|was|have|has)\s+actually\b`,
    // A control left unusable: "the submit button is greyed out" (not one that waits for something: "greyed out until you agree").
    String.raw`\b(?:is|are|was|were|stays?|stayed|remains?|remained|appears?|appeared|shows?\s+(?:up\s+)?as|still|always|permanently)\s+(?:still\s+|always\s+|just\s+|permanently\s+|completely\s+)?(?:greyed|grayed)(?:[- ]?out)?\b(?![^.!?;]{0,60}\b(?:until|unless|till|before)\b)`,
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
    String.raw`\bresets?\s+(?:back\s+)?to\s+(?:the\s+default|\d+)|\b(?:resets? (?:when|whenever|every|after|each|itself)|gets? (?:reset|stuck)|(?:is|are|was|were) stuck|stuck (?:on|at|in))\b`,
    // Shut out by the product: "changing my email address locked me out of my account".
    String.raw`\b(?:locks?|locked|locking|kicks?|kicked|kicking|shuts?|shutting)\b(?<!\b(?:does|do|did|will|would|can|could|might|may|to)\s+(?:it\s+|they\s+|this\s+|that\s+)?\w+)\s+(?:me|us|him|her|them|users|people|everyone|staff|customers)\s+out\b`,
    // Undone by an everyday act: "every time I rotate my phone the video restarts", "whenever I switch tabs it reloads".
    String.raw`\b(?:every\s+(?:single\s+)?time|whenever|each\s+time)\s+(?:i|we|you|users?|someone)\b[^.!?]{1,50}?\b(?:restarts|reloads|resets|(?<=\b(?:it|app|page|tab|window|game|video|player)\s+(?:just\s+)?)closes|quits|disappears|vanishes|jumps\s+(?:back|to)|scrolls\s+(?:back|to)|goes\s+back\s+to)\b`,
    // Signed out by itself: "the app logs out every time I switch between my two shops".
    String.raw`\blogs?\s+(?:(?:me|us|you|users|everyone|people)\s+)?out\s+(?:every\s+(?:single\s+)?time|each\s+time|whenever|randomly|constantly|all\s+the\s+time|for\s+no\s+reason|after\s+(?:a\s+few|every|each|about|\d+))`,
    // A state left for good: "episodes sit on processing forever", "the order stays in pending indefinitely".
    String.raw`\b(?:sits?|sat|sitting|stays?|stayed|staying|hangs?|hung|hanging|remains?|remained)\s+(?:on|in|at|as)\s+['"‘“]?(?:\w+\s+){0,2}?\w+['"’”]?\s+(?:forever|indefinitely|for\s+ever|endlessly)\b`,
    // Records left out by the system: "pagination skips records", "the import skipped half the rows" (not the customer: "I skipped the intro").
    String.raw`\b(?:skips|skipped|skipping)\b(?<!\b(?:i|we|you|to|can|could|lets?\s+(?:me|us|you))\s+(?:\w+\s+)?\w+)\s+(?:some\s+|many\s+|several\s+|half\s+(?:of\s+)?|random\s+|the\s+|over\s+|a\s+few\s+|\d+\s+)?(?:\w+\s+)?(?:records|rows|entries|transactions|lines|fields|results|items|invoices|orders|emails|messages|contacts|events|files|payments)\b`,
    // An action that fails to do what it says: "deleting a user doesn't remove them from the assignee list",
    // "saving the form doesn't update the record".
    String.raw`^\W*(?:[a-z]+ing)\s+(?:(?:a|an|the|my|our|their|this|that|your|its)\s+)?(?:[\w-]+\s+){0,3}?(?:doesn'?t|does\s+not|didn'?t|did\s+not|won'?t|will\s+not|never)\s+(?:actually\s+|really\s+|even\s+|always\s+)?(?:remove|delete|clear|update|save|change|refresh|sync|send|apply|trigger|stop|cancel|close|reset|undo|restore|move|copy|unsubscribe|notify|archive|deactivate|revoke|unlock|lock)\b`,
    // Put right only by a workaround: "the report shows yesterday's numbers until I log out and back in".
    String.raw`\buntil\s+(?:i|we|you)\s+(?:manually\s+)?(?:log\s+out|sign\s+out|restart|refresh|reload|reinstall|re-?open|force[- ]?(?:quit|close)|clear\s+the\s+cache|close\s+and\s+re-?open|turn\s+it\s+off)\b`,
    // Sent without what was attached, a setting that turns itself back, a page that jumps: "the email goes out without it",
    // "dark mode turns back off every time I restart", "the page scrolls back to the top whenever I tick a box".
    String.raw`\b(?:goes\s+out|went\s+out|gets\s+sent|got\s+sent|is\s+sent|was\s+sent)\s+without\s+(?:it|them|the\s+(?:attachment|attachments|file|pdf|photo|image|document|signature))\b|\b(?:turns?|turned|switch(?:es)?|switched|goes|went|flips?|flipped)\s+(?:itself\s+)?back\s+(?:off|on)\b[^.!?]{0,40}?\b(?:every\s+time|whenever|each\s+time|after|when)\b|\b(?:scrolls?|scrolled|jumps?|jumped|snaps?|snapped)\s+(?:right\s+)?back\s+(?:up\s+)?to\s+the\s+top\b`,
    // Times shown off by an hour, a form that clears itself, what was deleted still there, only the first done, someone else's account:
    // "shows my meetings an hour later than they are", "the form clears", "notifications for deleted tasks still come through",
    // "the bulk edit only changes the first item", "the app signs me into my husband's account".
    String.raw`\b(?:an?|one|two|\d+)\s+hours?\s+(?:later|earlier|ahead|behind)\s+than\s+(?:they|it|the\s+\w+)\s+(?:really\s+|actually\s+)?(?:are|is|was|were|should\s+be)\b|\b(?:form|fields?|cart|basket|filters?|selection|draft|search)\s+(?:just\s+)?(?:clears|cleared|resets|empties|emptied|wipes\s+itself)\b|\b(?:deleted|removed|cancell?ed|archived)\s+(?:[\w-]+\s+){0,2}?still\s+(?:come|comes|arrive|arrives|show|shows|appear|appears|pop|pops|get|gets|go|goes)\b|\bonly\s+(?:changes|updates|applies\s+to|affects|saves|deletes|exports|imports|prints|sends|copies|moves|selects|processes|syncs|uploads|downloads)\s+(?:the\s+)?(?:first|last|top)\b|\b(?:signs?|signed|logs?|logged)\s+(?:me|us|users?|people)\s+in(?:to)?\s+(?:(?:my|our)\s+\w+'s|someone\s+else'?s|another\s+(?:person'?s|user'?s)|the\s+wrong|a\s+different)\s+account\b`,
    // Someone else's data shown, a job stopped partway, figures doubled, data stripped, every day read as one:
    // "showing documents from another firm's matter", "session stopped at 43%", "the carb counter adds up to double what's printed",
    // "the CSV export strips leading zeros", "the schedule shows every day as Monday".
    String.raw`\b(?:shows?|showing|showed|displays?|displaying|see|seeing|saw)\s+(?:\w+\s+){0,3}?(?:from|of|belonging\s+to)\s+(?:another|someone\s+else'?s|a\s+different|other)\s+(?:\w+'s\s+)?(?:firm|user|customer|client|account|company|patient|person|people|tenant|household|family|business)\b|\b(?:stopped|stops|died|failed|froze|cut\s+out)\s+at\s+\d+\s*%|\b(?:adds?\s+up\s+to|comes?\s+(?:out\s+)?to|came\s+(?:out\s+)?to|totals?)\s+(?:double|twice|triple|half)\s+(?:what|the)\b|\b(?:strips?|stripped|stripping)\s+(?:out\s+)?(?:the\s+|all\s+)?(?:leading\s+zeros?|formatting|decimals|accents|line\s+breaks|time\s?zones?|the\s+time)\b|\b(?:shows?|showing|displays?|displaying)\s+(?:every|all|each)\s+(?:\w+\s+){0,2}?as\b`,
    // Media with no sound, a number that is nothing, a screen gone grey, asked to re-pair every morning, blank on arrival, hot:
    // "videos play with no sound", "returns £0 for any income over £100k", "turns the whole screen grey", "asks me to re-pair the camera every
    // morning", "arrive as blank tickets", "ends up as a blank note", "a spinner that never stops", "accepted last Friday's ticket as valid".
    String.raw`\b(?:plays?|played|playing|comes?\s+through|came\s+through|records?|recorded)\s+(?:with\s+)?no\s+(?:sound|audio|picture|video)\b|\breturns?\s+(?:[$£€]0|0|zero|nothing|nan|null|an?\s+error|blank)\s+(?:for|when|if|on)\b|\bturns?\s+(?:the\s+)?(?:whole\s+|entire\s+)?(?:screen|picture|image|display|video|page)\s+(?:grey|gray|black|white|green|pink|purple|blank)\b|\basks?\s+(?:me|us)\s+to\s+re-?[a-z]+\b[^.!?]{0,30}?\bevery\s+(?:morning|day|time|night|week)\b|\b(?:arrives?|arrived|comes?\s+through|came\s+through|shows?\s+up|showed\s+up|appears?|appeared)\s+(?:\w+\s+){0,2}?as\s+(?:an?\s+)?(?:blank|empty)\b|\bends?\s+up\s+(?:as\s+)?(?:a\s+)?(?:blank|empty|duplicate)\b|\bspinner\s+(?:that|which)\s+never\s+(?:stops|ends|goes\s+away)\b|\baccepted\s+(?:a|an|the)\s+(?:[\w']+\s+){0,5}?(?:as\s+valid|expired|used|cancell?ed|invalid)\b|\b(?:phone|device|laptop|charger|battery|unit|scanner|tablet)\s+(?:gets?|got|getting)\s+(?:really\s+|very\s+|so\s+|too\s+)?hot\b|\bmixed\s+up\s+(?:our|my|the)\s+\w+`,
    // Hours off, text turned into marks, a login loop, a CPU pushed up, nothing found, signed straight out: "shows my availability an hour
    // off", "accented characters turned into question marks", "SSO login loops back to the sign-in page", "pushed CPU to 90%".
    String.raw`\b(?:shows?|showing|displays?)\s+(?:\w+\s+){0,3}?(?:an?|one|two)\s+hours?\s+(?:off|out|wrong|behind|ahead)\b|\b(?:turned|turn|turns|converted)\s+into\s+(?:question\s+marks|squares|boxes|gibberish|garbage|symbols)\b|\bloops?\s+(?:back\s+)?(?:to|round)\s+(?:the\s+)?(?:sign|log|login|start|home)|\b(?:stuck\s+in\s+a|redirect|login)\s+loop\b|\b(?:cpu|memory|ram|disk)\b[^.!?]{0,20}?\b(?:to|at)\s+(?:[5-9]\d|100)\s*%|\bsearch\b[^.!?]{0,40}?\breturns?\s+nothing\b|\blogs?\s+(?:me|us)\s+(?:straight|right|immediately)\s+out\b`,
    // Placed in the river, sent three times, zero hours, undone on save, nothing over 2MB, expired before it arrives, already 'attended',
    // a coach the train doesn't have, the next one skipped too, session expired, applied twice.
    String.raw`\b(?:puts?|shows?|showing|places?|has)\b[^.!?]{0,40}?\bin\s+the\s+middle\s+of\s+(?:the|a)\s+(?:canal|river|sea|lake|ocean|motorway|field)\b|\b(?:arrived|came|came\s+through|was\s+sent|got\s+sent)\s+(?:three|four|five|\d+)\s+times\b|\b(?:comes?|came)\s+through\s+as\s+(?:zero|0|blank|empty)\b|\bundoes?\s+(?:my|our|the)\s+(?:last\s+)?(?:change|changes|edit|edits|work)\b|\b(?:won'?t|doesn'?t|can'?t)\s+(?:take|accept|upload)\s+anything\s+(?:over|bigger|larger|above)\b|\bexpires?\s+before\s+(?:it|they)\s+(?:even\s+)?(?:reaches|arrives|gets|lands|comes)\b|\balready\s+(?:shows?|showing|marked|listed)\s+as\s+['‘"“]?(?:attended|paid|delivered|complete|completed|done|collected)\b|\bwhich\s+(?:this|the|our|my)\s+\w+\s+(?:doesn'?t|does\s+not|didn'?t)\s+have\b|\bskips?\s+the\s+(?:one|next)\s+(?:after|as\s+well)|\bsession\s+(?:has\s+)?expired\b|\bapplied\s+twice\b|\b(?:won'?t|doesn'?t|can'?t|cannot|didn'?t)\s+re-?connect\b`,
  ],
  'i',
);
