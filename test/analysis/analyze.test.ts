import { describe, it, expect } from 'vitest';
import { segmentSentences } from '../../src/analysis/segment.js';
import { analyzeFeedback, problemScore, PROBLEM_SHIFT, scoreSentiment, type FeedbackAnalysis } from '../../src/analysis/index.js';
import { MILD_PRAISE } from '../../src/analysis/highlights.js';
import { scoreSentimentRules } from '../../src/analysis/sentiment.js';

function checkInvariants(text: string, r: FeedbackAnalysis): void {
  expect(r.sentimentScore).toBeGreaterThanOrEqual(-1);
  expect(r.sentimentScore).toBeLessThanOrEqual(1);
  let prevEnd = 0;
  for (const h of r.highlights) {
    expect(text.slice(h.start, h.end)).toBe(h.quote);
    expect(h.quote).toBe(h.quote.trim());
    expect(h.quote.length).toBeGreaterThan(0);
    expect(h.start).toBeGreaterThanOrEqual(prevEnd);
    expect(h.sentimentScore).toBeGreaterThanOrEqual(-1);
    expect(h.sentimentScore).toBeLessThanOrEqual(1);
    prevEnd = h.end;
  }
}

const cat = (text: string) => analyzeFeedback(text).highlights.map((h) => h.category);
/** Each highlight's category and the sign of its score. */
const read = (text: string) => analyzeFeedback(text).highlights.map((h) => [h.category, Math.sign(h.sentimentScore)]);

describe('analyzeFeedback', () => {
  it('returns nothing for empty or whitespace text', () => {
    expect(analyzeFeedback('')).toEqual({ sentimentScore: 0, highlights: [] });
    expect(analyzeFeedback('  \n \t')).toEqual({ sentimentScore: 0, highlights: [] });
  });

  it('handles one-word texts', () => {
    const r = analyzeFeedback('Awesome');
    expect(r.sentimentScore).toBeGreaterThan(0);
    expect(r.highlights).toEqual([{ start: 0, end: 7, quote: 'Awesome', sentimentScore: r.sentimentScore, category: 'praise' }]);
    expect(analyzeFeedback('Hello').highlights).toEqual([]);
  });

  it('categorises a typical mixed feedback', () => {
    const text =
      'Hi team,\n\nThe export fails with an error every time. I love the new dashboard though! 😍 Can you add dark mode? How do I change my password?\n\nThanks,\nJane';
    const r = analyzeFeedback(text);
    checkInvariants(text, r);
    expect(r.highlights.map((h) => [h.quote, h.category])).toEqual([
      ['The export fails with an error every time.', 'bug'],
      ['I love the new dashboard though! 😍', 'praise'],
      ['Can you add dark mode?', 'feature_request'],
      ['How do I change my password?', 'question'],
    ]);
  });

  it('detects requests', () => {
    for (const t of [
      'Please add an export to PDF.',
      'It would be great if the dashboard refreshed automatically.',
      'I wish I could filter by date',
      'Can you support SAML login?',
      "We'd love to see a Slack integration.",
      'We need an option to archive old projects.',
      'Add a dark mode.',
    ]) {
      expect(cat(t), t).toEqual(['feature_request']);
    }
  });

  it('reads a wish to have done it sooner as praise, not a request; a wish to have been told sooner is no praise', () => {
    expect(cat('I wish I had switched sooner.')).toEqual(['praise']);
    expect(cat("We wish we'd found this app years ago.")).toEqual(['praise']);
    expect(cat("I wish I'd bought this ages ago!")).toEqual(['praise']);
    expect(cat('I wish the app had a dark mode.')).toEqual(['feature_request']);
    expect(cat('I wish I had known about the fees earlier.')).not.toContain('praise');
  });

  it('detects bug reports', () => {
    for (const t of [
      'The app crashes when I open settings.',
      'Export fails with an error.',
      "Sync doesn't work on Android",
      'I get a 500 error on the billing page.',
      'The page keeps freezing after login.',
      'The upload button is broken.',
    ]) {
      expect(cat(t), t).toEqual(['bug']);
    }
  });

  it('does not call fixed problems or "no errors" bugs', () => {
    expect(cat('Works perfectly now, you fixed the crash!')).toEqual(['praise']);
    expect(cat('Ran it all day with no errors, great job.')).toEqual(['praise']);
  });

  it('reads a failure that stopped or went away, a relief and a fronted "not once" as praise; a loss as before', () => {
    for (const t of [
      'The app finally stopped crashing after the update.',
      'The errors went away after I reinstalled.',
      "It used to crash daily, now it's rock solid.",
      'Not once has it crashed on me in two years.',
      'Never once has it failed to start.',
      "It hasn't let me down once.",
      'Nothing has broken yet and we use it daily.',
      "Didn't have to wait at all, they saw me straight away.",
      'No more waiting in line at the post office.',
      "I was worried the setup would be complicated, but it wasn't.",
      "I'd be lost without it.",
      'My only regret is not switching sooner.',
      "Can't imagine going back to the old way.",
      'The move went off without a hitch.',
    ]) {
      expect(cat(t), t).toEqual(['praise']);
    }
    for (const t of [
      'It stopped working after a week.',
      'I love the Slack integration when it works, but it silently stops sending messages after a while.',
      'My photos are gone after the update.',
      'Landlord called about a gas safety certificate he uploaded last month that has vanished from the documents tab.',
    ]) {
      const found = cat(t);
      expect(found.length, t).toBeGreaterThan(0);
      expect(found.every((c) => c === 'bug' || c === 'complaint'), t).toBe(true);
    }
  });

  it('reads more plain facts: a demand repeated, a recurrence counted, a status that does not move, a claim not met; an answer fast, a name remembered', () => {
    for (const t of [
      'The app asks me to log in every single morning.',
      "It's the third time this month the delivery came after 9pm.",
      'My parcel has been "out for delivery" for six days.',
      "The agent read from a script and didn't listen.",
      'The app drains 30% of my battery in an hour.',
      'The reminder came the day after the appointment.',
      'The sizes run two sizes smaller than the chart says.',
      'Our invoices still show the old company address.',
      "Two of the four burners don't light.",
    ]) {
      expect(cat(t).filter((c) => c === 'complaint' || c === 'bug').length, t).toBeGreaterThan(0);
    }
    for (const t of [
      'They called me back within ten minutes.',
      'The instructor remembered my name.',
      'Set up my whole team in an afternoon.',
      'Finally a bank that answers the phone.',
      "I've ordered from them every week for two years.",
      'Three of my neighbours signed up after seeing mine.',
      'Battery still at 40% after a full day of hiking.',
    ]) {
      expect(cat(t), t).toEqual(['praise']);
    }
    // Not a complaint: listening to something, a name remembered in the past.
    expect(cat("I didn't listen to the podcast yet.")).not.toContain('complaint');
    expect(cat('Finally a bank that never answers the phone.')).not.toContain('praise');
  });

  it('reads problems told with good words: a change behind the customer\'s back, the same for more, a claim in scare quotes, "so much for", "good luck finding"', () => {
    for (const t of [
      'The free trial quietly turned into a paid plan.',
      'The premium plan is basically the free plan with a bigger price tag.',
      'Awesome, now I have to update my card details again.',
      'Five stars for the packaging, zero for the product.',
      'So much for "next day delivery".',
      'The "smart" thermostat isn\'t smart enough to keep the house warm.',
      'Happy to pay more if it actually worked.',
      'Good luck finding the cancel button.',
    ]) {
      expect(cat(t).filter((c) => c === 'complaint' || c === 'bug').length, t).toBeGreaterThan(0);
    }
    expect(cat('Thank you so much for your help!')).not.toContain('complaint');
    expect(cat('Good luck to the whole team with the launch!')).not.toContain('complaint');
  });

  it('reads dark words said as degree ("crazy fast"), a bad thing done away with and compulsive use as praise; their sarcastic kin as complaints', () => {
    for (const t of ['Their support is crazy fast.', 'It killed off our spreadsheet chaos.', "I can't stop using it.", "I don't know how we managed without it.", 'Scary how accurate the recommendations are.']) {
      expect(cat(t), t).toEqual(['praise']);
    }
    for (const t of ["I don't know how anyone manages with this interface.", "It's fine, I guess, if you like waiting.", 'It does the job, barely.', 'Works, when it feels like it.', 'I expected more for the price.', 'Stupid design.', 'Crazy prices.', 'The update killed my battery.']) {
      expect(cat(t).filter((c) => c === 'complaint' || c === 'bug').length, t).toBeGreaterThan(0);
    }
  });

  it('reads complaints said in idioms, as sarcastic thanks or as an answer that never came', () => {
    for (const t of [
      'The app is not what it used to be.',
      "I've given up on the mobile app.",
      'It would be nice if it actually worked.',
      "I wouldn't wish this on my worst enemy.",
      'Thanks for deleting all my playlists, really appreciated.',
      'Thank you for charging me twice.',
      'They never called me back.',
      'Nobody ever called me back.',
      'Hardly intuitive.',
      'The new layout is far from perfect.',
    ]) {
      expect(cat(t).filter((c) => c === 'complaint' || c === 'bug').length, t).toBeGreaterThan(0);
    }
    expect(cat('Thanks for removing the ads, much better now.')).toEqual(['praise']);
    expect(cat('I have never been called back so fast.')).toEqual(['praise']);
  });

  it('reads a denied problem ("no issues so far", "never had a single outage") as praise, not a complaint or a bug', () => {
    const denied = [
      'No issues so far.',
      'Zero problems since we switched.',
      'Never had a single outage.',
      'Not a single bug in six months.',
      "Haven't had any issues with billing.",
      'Nothing broke during the migration.',
      'No bugs, no downtime, just works.',
      'The migration went without any problems.',
      'Never any complaints from our team.',
    ];
    for (const t of denied) {
      const [h, ...rest] = analyzeFeedback(t).highlights;
      expect(rest, t).toEqual([]);
      expect(h?.category, t).toBe('praise');
      expect(h!.sentimentScore, t).toBeGreaterThan(0);
    }
    // What is missing is not always a problem: a feature, an answer, something else in the sentence.
    expect(cat('The app has no dark mode.')).toEqual(['complaint']);
    expect(cat('No response from support after three days.')).toEqual(['complaint']);
    expect(cat('Not a single person replied.')).toEqual(['complaint']);
    expect(cat('No issues with the app but delivery was late.')).toEqual(['complaint']);
    expect(cat('No, the problem is still there.')).toEqual(['complaint']);
    expect(cat('I had no idea the export was broken.')).toEqual(['bug']);
    // Set in the past, a denied problem is the background of one now, not praise.
    expect(cat('I use your service all the time and have never had a problem before.')).toEqual([]);
    expect(cat("I've done this before with no issues. Why is my transfer declined now?")).toEqual(['question']);
  });

  it('takes what a missing thing would do, and a need stated outright, as requests', () => {
    expect(cat('Dark mode would be nice for late nights.')).toEqual(['feature_request']);
    expect(cat('A Slack integration would make notifications so much easier.')).toEqual(['feature_request']);
    expect(cat('Scheduled email reports would save me a lot of time.')).toEqual(['feature_request']);
    expect(cat('We need SSO support before we can roll this out to the whole company.')).toEqual(['feature_request']);
    expect(cat('I need help with my account.')).toEqual(['question']);
    expect(cat('I need to know how the seats are billed.')).toEqual(['question']);
  });

  it('takes a long wait, something taken away without notice and supplies that run out as complaints', () => {
    expect(cat('We waited 45 minutes to check in.')).toEqual(['complaint']);
    expect(cat('The pool was closed without any notice.')).toEqual(['complaint']);
    expect(cat('Hot water ran out every morning.')).toEqual(['complaint']);
    expect(cat('They forgot the drinks again.')).toEqual(['complaint']);
    expect(cat("I got someone else's order.")).toEqual(['complaint']);
    expect(cat('The service fee keeps going up.')).toEqual(['complaint']);
    expect(cat('I waited 5 minutes, no big deal.')).toEqual(['praise']);
    expect(cat('Great spa, I went there without a reservation.')).toEqual(['praise']);
  });

  it('takes being thrown out of a session as a bug, not logging out', () => {
    expect(cat('The mobile app logs me out every few minutes.')).toEqual(['bug']);
    expect(cat('I keep getting logged out of the iOS app.')).toEqual(['bug']);
    expect(cat('I logged out and back in.')).toEqual([]);
  });

  it('detects questions, with or without a question mark', () => {
    expect(cat('Is there an API for this?')).toEqual(['question']);
    expect(cat('How do I invite a colleague')).toEqual(['question']);
    expect(cat('when will my order ship')).toEqual(['question']);
    expect(cat('why is my invoice so high?!')).toEqual(['question']);
    expect(cat('I need to know how the seats are billed.')).toEqual(['question']);
    expect(cat('Wondering whether the API has rate limits.')).toEqual(['question']);
    // An opening wh-word that is no question.
    expect(cat('When I open the app it shows the dashboard.')).toEqual([]);
  });

  it('keeps problems told as plain facts, with no sentiment word, as complaints', () => {
    expect(cat('My refund still has not arrived.')).toEqual(['complaint']);
    expect(cat("I'm still waiting for the invoice")).toEqual(['complaint']);
    expect(cat('My payment was declined.')).toEqual(['complaint']);
    expect(cat('The order shows as pending since Monday.')).toEqual(['complaint']);
    expect(cat("I don't recognise this charge on my statement.")).toEqual(['complaint']);
    expect(cat('The amount on the invoice is incorrect.')).toEqual(['complaint']);
    // Not problems: it arrived, or it was fixed.
    expect(cat('The new invoice arrived yesterday.')).toEqual([]);
    expect(cat('The missing invoices were fixed by support.').filter((c) => c === 'complaint')).toEqual([]);
    // Said not to be put right, it is still a problem.
    expect(cat("My refund hasn't been fixed.")).toEqual(['complaint']);
    expect(cat("The sync still hasn't been fixed.")).toEqual(['complaint']);
  });

  it('keeps lateness, unanswered requests, blocked tasks, fraud and intent to leave as complaints', () => {
    expect(cat('Orders are always late on Friday evenings.')).toEqual(['complaint']);
    expect(cat('My order arrived 50 minutes late.')).toEqual(['complaint']);
    expect(cat('Delivery took over an hour even though the app said 25 minutes.')).toEqual(['complaint']);
    expect(cat('The confirmation email never arrives.')).toEqual(['complaint']);
    expect(cat('Nobody answers the phone.')).toEqual(['complaint']);
    expect(cat('I cannot reset my password.')).toEqual(['complaint']);
    expect(cat('The exchange rate does not seem right.')).toEqual(['complaint']);
    expect(cat('Someone used my card without my permission and the payment is unauthorized.')).toEqual(['complaint']);
    expect(cat('I want to close my account.')).toEqual(['complaint']);
    expect(cat('We waited over an hour for our room to be ready.')).toEqual(['complaint']);
    // (A site or machine that takes a payment twice is a fault of it: the helper-labelled sets file it as a bug.)
    expect(cat('The booking website charged my card twice.')).toEqual(['bug']);
    expect(cat('The wifi kept dropping every few minutes.')).toEqual(['bug']);
    expect(cat('The coffee machine was out of order.')).toEqual(['bug']);
    expect(cat('I could not be more pleased.')).toEqual(['praise']);
    // An excess of something otherwise good, but not "too" as "also", negated, or praise idioms.
    expect(cat('The app is too bright at night.')).toEqual(['complaint']);
    expect(cat('Not too bad at all.')).toEqual(['praise']);
    expect(cat('I love this app too.')).toEqual(['praise']);
    expect(cat('It is too good to be true.')).toEqual(['praise']);
    expect(analyzeFeedback('Battery drains way too fast since the update.').highlights.map((h) => [h.category, h.sentimentScore < 0])).toEqual([['complaint', true]]);
    // Hard to do what the product is for, or barely doing its job; not negated, not praise idioms.
    expect(cat('The screen is hard to read in direct sunlight.')).toEqual(['complaint']);
    expect(cat('The new menu is confusing to navigate.')).toEqual(['complaint']);
    expect(cat('The battery barely lasts a day.')).toEqual(['complaint']);
    expect(cat('The battery used to last a week.')).toEqual(['complaint']);
    expect(cat('It is not hard to use at all.')).not.toContain('complaint');
    expect(cat('This price is hard to beat.')).not.toContain('complaint');
    // Hardware giving way and devices dying are failures.
    expect(cat('The band snapped while I was at the gym.')).toEqual(['bug']);
    expect(cat('The screen cracked after one drop.')).toEqual(['bug']);
    expect(cat('The sole is coming apart after a month.')).toEqual(['bug']);
    expect(cat('After the update my tracker dies by lunchtime.')).toEqual(['bug']);
    expect(cat('That joke cracked me up.')).not.toContain('bug');
    // Alerts that never come.
    expect(cat("Mentions don't trigger any notification on mobile.")).toEqual(['bug']);
    expect(cat("The app doesn't notify me when a task is due.")).toEqual(['bug']);
    // Praise that borrows the words of problems.
    expect(cat("I can't imagine working without it.")).not.toContain('bug');
    expect(cat("I don't know why I didn't switch sooner.")).not.toContain('complaint');
    expect(cat("It can't get any better than this.")).toEqual(['praise']);
    expect(cat('Help center articles are great.')).toEqual(['praise']);
    expect(cat('I want to cancel my subscription.')).toEqual(['complaint']);
    expect(cat('Exporting the timeline as PDF gives me a blank file.')).toEqual(['bug']);
    expect(cat("The app doesn't remember my filters.")).toEqual(['bug']);
    // A noun opening the sentence is its subject, not an imperative request; "support" is no praise here.
    expect(cat('Support never replied to my refund request after 5 days.')).toEqual(['complaint']);
    // Mildly positive only through "please help": still a problem.
    expect(cat('My card has not been delivered yet and it has been a week, please help')).toEqual(['complaint']);
    // Not problems.
    expect(cat('I stayed up late to finish the report.')).toEqual([]);
    expect(cat("I can't wait for the new version!")).toEqual(['praise']);
    expect(cat('An unexpectedly sweet and funny onboarding.')).toEqual(['praise']);
    expect(cat('Add shared calendars.')).toEqual(['feature_request']);
  });

  it('takes a short ask ending in "please" as a request, but not "yes please" or "thank you"', () => {
    expect(cat('Dark mode please!')).toEqual(['feature_request']);
    expect(cat('More export formats, please.')).toEqual(['feature_request']);
    expect(cat('Yes please')).not.toContain('feature_request');
    expect(cat('Thank you please.')).not.toContain('feature_request');
  });

  it('takes a plea for help as asking, never as praise', () => {
    expect(cat('Please help!')).toEqual(['question']);
    expect(cat('Help me change my PIN.')).toEqual(['question']);
    expect(cat('I need help with the import.')).toEqual(['question']);
    expect(cat('The tutorials helped me a lot, great job.')).toEqual(['praise']);
  });

  it('separates complaints and praise', () => {
    expect(cat('The onboarding was confusing and frustrating.')).toEqual(['complaint']);
    expect(cat('Support was amazing and very helpful.')).toEqual(['praise']);
  });

  it('skips greetings, thanks-only boilerplate and neutral filler', () => {
    const text = 'Hello there! I use the tool every Monday. Thanks in advance. Thank you!';
    expect(analyzeFeedback(text).highlights).toEqual([]);
  });

  it('splits bullet and line lists, stripping bullet markers', () => {
    const text = 'Feedback:\n- the search is slow\n- love the new charts\n* export to CSV crashes\n1. please add SSO\nreports are great';
    const r = analyzeFeedback(text);
    checkInvariants(text, r);
    expect(r.highlights.map((h) => [h.quote, h.category])).toEqual([
      ['the search is slow', 'complaint'],
      ['love the new charts', 'praise'],
      ['export to CSV crashes', 'bug'],
      ['please add SSO', 'feature_request'],
      ['reports are great', 'praise'],
    ]);
  });

  it('keeps a sentence that trails off and goes on in lower case whole, and splits one that starts anew', () => {
    const quotes = (text: string) => analyzeFeedback(text).highlights.map((h) => h.quote);
    expect(quotes("App says 'connecting…' forever and the bike stays locked.")).toEqual(["App says 'connecting…' forever and the bike stays locked."]);
    expect(quotes('Great app... but it crashes every day.')).toEqual(['Great app... but it crashes every day.']);
    expect(quotes('Great app... Crashes every day though.')).toHaveLength(2);
    // a quoted question or exclamation inside a sentence does not end it
    expect(quotes("Your support bot just loops 'Did this answer your question?' forever.")).toEqual(["Your support bot just loops 'Did this answer your question?' forever."]);
    expect(segmentSentences('He said "Thanks!" Then he left.').map((s) => s.text)).toEqual(['He said "Thanks!"', 'Then he left.']);
    // one full stop before a closing quote still ends the sentence
    expect(segmentSentences("The status says 'Done.' the export still fails every day.").map((s) => s.text)).toEqual(["The status says 'Done.'", 'the export still fails every day.']);
  });

  it('excludes quoted replies and signatures', () => {
    const text = [
      'The new report builder is fantastic.',
      '',
      'On Mon, Jan 8, 2024 at 10:02 AM Support <support@example.com> wrote:',
      '> Is the export still failing? We hate when that happens.',
      '> Please tell us more.',
      '',
    ].join('\n');
    const r = analyzeFeedback(text);
    checkInvariants(text, r);
    expect(r.highlights.map((h) => h.quote)).toEqual(['The new report builder is fantastic.']);
    expect(r.sentimentScore).toBeGreaterThan(0);

    const sig = 'Billing is terrible.\n--\nJohn Smith\nGreat Company Inc. | Awesome Products';
    expect(analyzeFeedback(sig).highlights.map((h) => h.quote)).toEqual(['Billing is terrible.']);
    const iphone = 'The app is awful on tablets\n\nSent from my iPhone';
    expect(analyzeFeedback(iphone).highlights.map((h) => h.quote)).toEqual(['The app is awful on tablets']);
    const regards = 'I love the calendar view.\n\nBest regards,\nAnna Happy\nHead of Great Things';
    expect(analyzeFeedback(regards).highlights.map((h) => h.quote)).toEqual(['I love the calendar view.']);
    const inline = 'The mobile app is terrible. Best regards, Jane Doe';
    expect(analyzeFeedback(inline).highlights.map((h) => h.quote)).toEqual(['The mobile app is terrible.']);
  });

  it('handles missing final punctuation and emoji', () => {
    const text = 'Love the app 😍😍 but sync is painfully slow 😡 fix it pls';
    const r = analyzeFeedback(text);
    checkInvariants(text, r);
    expect(r.highlights.length).toBe(1);
    expect(r.highlights[0]!.end).toBe(text.length);
  });

  it('keeps offsets correct with surrogate pairs, CRLF and tabs', () => {
    const text = '👍🏽 Great support!\r\n\t- 🐛 The app crashes on iOS 17.\r\n\r\nWhy is pricing so high?';
    const r = analyzeFeedback(text);
    checkInvariants(text, r);
    expect(r.highlights.map((h) => h.category)).toEqual(['praise', 'bug', 'question']);
  });

  it('aggregates sentence scores into the feedback score', () => {
    expect(analyzeFeedback('I love it. It is wonderful. Best tool ever.').sentimentScore).toBeGreaterThan(0.3);
    expect(analyzeFeedback('I hate it. It is awful. Worst tool ever.').sentimentScore).toBeLessThan(-0.3);
    const mixed = analyzeFeedback('I love the design. The app crashes constantly and support is useless.').sentimentScore;
    expect(mixed).toBeLessThan(0.4);
    expect(mixed).toBeGreaterThan(-0.8);
  });

  it('handles a 100,000-character text quickly with valid offsets', () => {
    const parts = [
      'The export fails with an error. ',
      'I love the charts! ',
      'Can you add SSO?\n',
      '- slow search\n',
      'no punctuation at all here and it just keeps going ',
      '😍 ',
    ];
    let text = '';
    for (let i = 0; text.length < 100_000; i++) text += parts[i % parts.length];
    // What loads once (the lexicon, the tagger's model, the patterns' compilation) is not what this measures.
    analyzeFeedback(text.slice(0, 2_000));
    const t0 = performance.now();
    const r = analyzeFeedback(text);
    const ms = performance.now() - t0;
    checkInvariants(text, r);
    expect(r.highlights.length).toBeGreaterThan(1000);
    expect(ms).toBeLessThan(5000); // generous: a quadratic pattern would take minutes; 0.2-1.5 s alone, by machine (docs/evaluation.md)
    const noPunct = 'word '.repeat(20_000);
    const r2 = analyzeFeedback(noPunct);
    checkInvariants(noPunct, r2);
  });

  it('keeps the offset invariant on many generated inputs', () => {
    const pieces = [
      'Great app!', 'the export fails', 'Can you add SSO?', '  ', '\n', '\n\n', '- ', '* ', '1. ', '> quoted bad',
      '😍', '👍🏽', ':)', 'Dr. Smith', 'v1.2.3', '...', '!!', '?', 'e.g. this', '--', 'Thanks,', 'Sent from my iPhone',
      'not bad', 'I wish it was faster', '\r\n', '\t', 'Best regards, Ann', '"quoted."', '(note: slow)', 'https://x.io/a.b',
    ];
    let seed = 42;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
    for (let n = 0; n < 500; n++) {
      let text = '';
      const k = 1 + Math.floor(rnd() * 12);
      for (let i = 0; i < k; i++) text += pieces[Math.floor(rnd() * pieces.length)] + (rnd() < 0.6 ? ' ' : '');
      const r = analyzeFeedback(text);
      checkInvariants(text, r);
      expect(analyzeFeedback(text)).toEqual(r);
    }
  });
});

describe('requests phrased as imperatives', () => {
  it('takes "please" before any verb as a feature request, but not conversational "please"', () => {
    const raise = analyzeFeedback('Please raise the limit to 1000 requests per minute.');
    expect(raise.highlights.map((h) => h.category)).toEqual(['feature_request']);
    const note = analyzeFeedback('Please note that the export is broken.');
    expect(note.highlights.map((h) => h.category)).not.toContain('feature_request');
  });
});

describe('bug reports without sentiment words', () => {
  it('sees state that does not stick as a bug, but not a request for a reset button', () => {
    expect(analyzeFeedback('The filters reset when I go back to the list.').highlights.map((h) => h.category)).toEqual(['bug']);
    expect(analyzeFeedback('The upload gets stuck at 99% on large files.').highlights.map((h) => h.category)).toEqual(['bug']);
    expect(analyzeFeedback('Could you add a reset button to the filters?').highlights.map((h) => h.category)).toEqual(['feature_request']);
  });
});

describe('the sentiment of a problem stated without negative words', () => {
  it('reads a complaint or bug with neutral words as mildly negative', () => {
    for (const text of ['Delivery was late again this week, I waited all evening.', 'The filters reset when I go back to the list.']) {
      const r = analyzeFeedback(text);
      expect(r.highlights.map((h) => h.category)).toEqual([expect.stringMatching(/^(complaint|bug)$/)]);
      expect(r.highlights[0]!.sentimentScore).toBeCloseTo(-PROBLEM_SHIFT, 4);
      expect(r.sentimentScore).toBeLessThan(0);
    }
  });

  it('lowers mildly positive words by PROBLEM_SHIFT and leaves clearly negative ones and clear praise alone', () => {
    expect(problemScore(0)).toBeCloseTo(-PROBLEM_SHIFT, 10);
    expect(problemScore(0.3)).toBeCloseTo(0.3 - PROBLEM_SHIFT, 10);
    expect(problemScore(-0.1)).toBeCloseTo(-PROBLEM_SHIFT, 10);
    expect(problemScore(-0.6)).toBe(-0.6);
    expect(problemScore(MILD_PRAISE)).toBe(MILD_PRAISE);
    expect(problemScore(0.8)).toBe(0.8);
  });

  it('does not touch praise, requests or questions', () => {
    const words = (text: string) => analyzeFeedback(text, { wordsOnly: true }).highlights.map((h) => h.sentimentScore);
    for (const text of ['Love the variety of meals, the Thai curry was amazing.', 'Please add more vegetarian options.', 'How do I pause my subscription?']) {
      expect(analyzeFeedback(text).highlights.map((h) => h.sentimentScore)).toEqual(words(text));
    }
  });
});

describe('asking for a problem to be put right', () => {
  it('is a complaint, not a feature request, and its politeness is no praise', () => {
    expect(cat('Double charge on my card, please refund one of them.')).toEqual(['complaint']);
    expect(analyzeFeedback('Please fix your delivery times.').highlights[0]!.sentimentScore).toBeLessThan(0);
    expect(cat('Please fix your delivery times.')).toEqual(['complaint']);
    expect(cat('Could you please unblock my account?')).toEqual(['complaint']);
    expect(cat('Double charged this month for my membership, please sort it.')).toEqual(['complaint']);
    // sorting a list is something new
    expect(cat('Please sort them by date.')).toEqual(['feature_request']);
  });

  it('leaves requests for something new, and plain questions, as they were', () => {
    expect(cat('Can you add a refund button to the order page?')).toEqual(['feature_request']);
    expect(cat('How do I get a refund?')).toEqual(['question']);
  });
});

describe('problems told without sentiment words: decline, left out, price rises, chores', () => {
  it('reads what used to be better as a complaint, whatever its words score', () => {
    for (const text of ['It used to be much faster.', 'This used to work perfectly until the update.', 'I used to love this app, now it is full of ads.', 'I used to be able to export to PDF.']) {
      const r = analyzeFeedback(text);
      expect(r.highlights.map((h) => h.category)).toEqual(['complaint']);
      expect(r.highlights[0]!.sentimentScore).toBeLessThan(0);
    }
    // A problem gone is not one.
    expect(cat('It used to be slow, now it is great.')).toEqual(['praise']);
  });

  it('sees what was left out, prices that went up and a chore repeated every time', () => {
    expect(cat("The charger wasn't in the box.")).toEqual(['complaint']);
    expect(cat('Two items were not included in my order.')).toEqual(['complaint']);
    expect(cat('Prices went up again.')).toEqual(['complaint']);
    expect(cat('You doubled the fee without telling us.')).toEqual(['complaint']);
    expect(cat('I have to log in every single time.')).toEqual(['complaint']);
    expect(cat('We need to export it manually every week.')).toEqual(['complaint']);
    expect(cat('Your prices went down, thanks!')).toEqual(['praise']);
    expect(cat('Is the charger included in the box?')).toEqual(['question']);
  });
});

describe('sarcasm markers', () => {
  it('reads praise said of a problem as sarcasm: a negative problem, not praise', () => {
    expect(read("Great, another update and my camera isn't detected anymore.")).toEqual([['bug', -1]]);
    expect(read('Love how it crashes every time I open it.')).toEqual([['bug', -1]]);
    expect(read('Love how my order is always late.')).toEqual([['complaint', -1]]);
    expect(read('Gotta love a login page that times out twice.')).toEqual([['bug', -1]]);
    expect(read('So much for the new faster app, it freezes constantly.')).toEqual([['bug', -1]]);
  });

  it('drops a lone interjection of praise before a problem, and keeps it before anything else', () => {
    const r = analyzeFeedback('Perfect! Now the export fails too.');
    expect(r.highlights.map((h) => h.quote)).toEqual(['Now the export fails too.']);
    expect(r.sentimentScore).toBeLessThan(0);
    expect(analyzeFeedback('Perfect! The export is fast now.').highlights[0]!.quote).toBe('Perfect!');
  });

  it('leaves praise alone when nothing is wrong, when the problem is denied, and when it is set against the problem', () => {
    expect(read('Love how the meeting notes are sent right after the call.')).toEqual([['praise', 1]]);
    expect(read('I love that it never crashes.')).toEqual([['praise', 1]]);
    expect(read('Great, works perfectly now.')).toEqual([['praise', 1]]);
    // Contrast: the praise is meant, the problem lowers it (problemScore), no sarcasm reading.
    const contrast = analyzeFeedback('Great app, love the design, but it crashes sometimes.').highlights[0]!;
    expect(contrast.category).toBe('bug');
    // A sarcasm marker set against the problem: read as sarcasm it would be -PROBLEM_SHIFT.
    const meant = analyzeFeedback('Love how fast it is, though it crashes sometimes.').highlights[0]!;
    expect(meant.category).toBe('bug');
    expect(meant.sentimentScore).toBeGreaterThan(0);
  });

  it('reads scorn ("was a joke", "thanks for nothing") as negative and "spot on" as praise', () => {
    expect(read('Customer support was a joke, they closed my ticket without reading it.')).toEqual([['complaint', -1]]);
    expect(read('Thanks for nothing.')).toEqual([['complaint', -1]]);
    expect(read('The automatic transcripts are spot on, even with accents.')).toEqual([['praise', 1]]);
  });
});

describe('problems of service and devices told as facts', () => {
  it('sees sound that cuts out, a device not detected, a service that goes down and a torn strap as bugs', () => {
    expect(cat('The audio keeps cutting out during calls with more than five people.')).toEqual(['bug']);
    expect(cat('My webcam is not recognized since version 5.2.')).toEqual(['bug']);
    expect(cat("The app doesn't recognize my fingerprint anymore.")).toEqual(['bug']);
    expect(cat('The internet goes down every evening around 8pm.')).toEqual(['bug']);
    expect(cat('The strap tore after a week.')).toEqual(['bug']);
    // Not a device failing: a charge the customer does not recognise, a price that went down, a choice.
    expect(cat("I don't recognize this payment.")).toEqual(['complaint']);
    expect(cat('Prices went down, nice.')).toEqual(['praise']);
    expect(cat("I'm torn between the two plans.")).not.toContain('bug');
  });

  it('sees lateness against a promise, less than what was sold and a drained battery as complaints', () => {
    expect(cat('It arrived a week after the promised date.')).toEqual(['complaint']);
    expect(cat('Speeds are nowhere near the 500 Mbps we pay for.')).toEqual(['complaint']);
    expect(cat('Download speed is a quarter of what was advertised.')).toEqual(['complaint']);
    expect(cat('My headphones are not as described.')).toEqual(['complaint']);
    expect(cat('The mobile app drains my battery in under an hour.')).toEqual(['complaint']);
    expect(cat('The screen is exactly as described.')).not.toContain('complaint');
  });

  it('sees prices above elsewhere, things not to be had and short deliveries as complaints', () => {
    expect(cat('Prices in the app are higher than in the restaurant.')).toEqual(['complaint']);
    expect(cat('We pay twice as much as last year for the same plan.')).toEqual(['complaint']);
    expect(cat('The restaurant menu is out of date, half the dishes are unavailable.')).toEqual(['complaint']);
    expect(cat('This feature is no longer supported on older phones.')).toEqual(['complaint']);
    expect(cat('I ordered three items and only got two.')).toEqual(['complaint']);
    expect(cat('I get spammed with emails whenever someone edits a task.')).toEqual(['complaint']);
    // Not a price, or a price the customer is at peace with; a fix, not a loss.
    expect(cat('The new plan is twice as fast as the old one.')).not.toContain('complaint');
    expect(cat('The price is higher than I expected but the quality is excellent.')).toEqual(['praise']);
    expect(cat('It is higher quality than anything else we tried.')).not.toContain('complaint');
    expect(cat('The app no longer crashes on startup.')).not.toContain('complaint');
  });

  it('sees long queues, charges for what was not done and the wrong thing received as complaints', () => {
    expect(cat('The pickup counter had a queue of over an hour.')).toEqual(['complaint']);
    expect(cat('We waited ninety minutes at the desk to get our keys.')).toEqual(['complaint']);
    expect(cat('The line at the rental desk was ridiculously long.')).toEqual(['complaint']);
    expect(cat('I was billed for a scratch we did not cause.')).toEqual(['complaint']);
    expect(cat('I received a different model than the one I ordered.')).toEqual(['complaint']);
    // A long range of products, a queue that moved, a charge agreed to, a different plan chosen.
    expect(cat('The line of products is long and varied, which I love.')).toEqual(['praise']);
    expect(cat('The queue was long but it moved fast and the staff were lovely.')).toEqual(['praise']);
    expect(cat('They charged me for the upgrade we asked for, fair enough.')).not.toContain('complaint');
    expect(cat("We tried a different plan than the one we ordered last year and it's better.")).not.toContain('complaint');
  });

  it('reads a person who did not come as a complaint, and data that does not show as a bug', () => {
    expect(cat('The technician never showed up.')).toEqual(['complaint']);
    expect(cat("The driver didn't show up and nobody called.")).toEqual(['complaint']);
    expect(cat('My invoices don\'t show up in the dashboard.')).toEqual(['bug']);
    // The rest of the sentence still counts.
    expect(cat("The installer never came and the router still doesn't work.")).toEqual(['bug']);
  });

  it('reads a failure that never happens as praise, not a failure that always happens', () => {
    expect(cat('The video is crisp and never lags.')).toEqual(['praise']);
    expect(cat('Has never let me down in three years.')).toEqual(['praise']);
    expect(cat('It never fails to crash when I export.')).toEqual(['bug']);
    expect(cat('The app never loads.')).toEqual(['bug']);
    expect(cat('I have never had a crash before, but today it crashed twice.')).toEqual(['bug']);
  });

  it('reads limits hit, things that ended too soon, lost work and broken promises as problems', () => {
    expect(cat('We keep hitting the API limit during nightly syncs.')).toEqual(['complaint']);
    expect(cat('The trial expired before we could finish evaluating.')).toEqual(['complaint']);
    expect(cat('Single sign-on configuration took our IT team two weeks.')).toEqual(['complaint']);
    expect(cat('The webhook retries are inconsistent, sometimes events arrive twice.')).toEqual(['complaint']);
    expect(cat('Exports to Excel lose all the formatting.')).toEqual(['bug']);
    const promise = analyzeFeedback("Your sales rep promised a feature that doesn't exist.").highlights;
    expect(promise.map((h) => [h.category, Math.sign(h.sentimentScore)])).toEqual([['complaint', -1]]);
    // Not targets hit, a promise kept, something twice as fast, a customer's own loss of work.
    expect(cat('We keep hitting our sales targets thanks to your dashboards.')).toEqual(['praise']);
    expect(cat('You promised it would work offline and it does, thank you!')).toEqual(['praise']);
    expect(cat('The emails arrived twice as fast as before.')).not.toContain('complaint');
    expect(cat('Onboarding took us less than a day, great docs.')).toEqual(['praise']);
  });

  it('reads a need met and a game changer as praise, and paying more for something as a request', () => {
    expect(cat('The new reporting dashboard is exactly what our team needed.')).toEqual(['praise']);
    expect(cat('The Slack integration is a game changer for us.')).toEqual(['praise']);
    expect(cat("I'd pay more for an on-premise version.")).toEqual(['feature_request']);
    expect(cat("I'd pay for this twice over, it's that good.")).toEqual(['praise']);
  });

  it('reads a double charge however it is said, and minutes to load, as complaints', () => {
    expect(cat('You charged my credit card two times.')).toEqual(['complaint']);
    expect(cat('Double charge on my card again.')).toEqual(['complaint']);
    expect(cat('It takes a minute for the dashboard to load.')).toEqual(['complaint']);
    expect(cat('The report takes a minute to read and it is worth it.')).not.toContain('complaint');
  });

  it('reads goods in a bad state, wear, being left uninformed, pestered, hung up on and sent back as problems', () => {
    expect(cat('The food arrived cold and soggy.')).toEqual(['complaint']);
    expect(cat('The coffee tasted burnt.')).toEqual(['complaint']);
    expect(cat('The mattress started sagging after three months.')).toEqual(['bug']);
    expect(cat('Paint started peeling within a week.')).toEqual(['bug']);
    expect(cat('The hotel pool was closed for the whole week and nobody told us.')).toEqual(['complaint']);
    expect(cat('The checkout page keeps asking me to re-enter my card details.')).toEqual(['complaint']);
    expect(cat('Customer service hung up on me twice.')).toEqual(['complaint']);
    expect(cat('Sizes run small, I had to return both pairs.')).toEqual(['complaint']);
    expect(cat("I've been charged a cancellation fee even though I cancelled within the free window.")).toEqual(['complaint']);
    expect(cat('The app hung up on the login screen.')).toEqual(['bug']);
    // Wear denied, a start that is no wear, a welcome reminder, a surprise, a trip back, a coat.
    expect(cat('The colours never fade, even after 50 washes.')).not.toContain('bug');
    expect(cat("The colours don't fade after a few washes.")).not.toContain('bug');
    expect(cat('We started seeing results within a week!')).not.toContain('bug');
    expect(cat('The app keeps reminding me to drink water, love it.')).toEqual(['praise']);
    expect(cat('No one told me how easy it would be!')).not.toContain('complaint');
    expect(cat('I had to return to the office after lunch.')).toEqual([]);
    expect(cat('The beer arrived cold and the pizza was great.')).toEqual(['praise']);
    expect(cat('I hung up my coat.')).toEqual([]);
  });

  it('reads the problems of a software product told as facts', () => {
    expect(cat('Your API docs are out of sync with the actual endpoints.')).toEqual(['complaint']);
    expect(cat('The appointment reminder came a day after the appointment.')).toEqual(['complaint']);
    expect(cat('Your competitor offers this for half the price.')).toEqual(['complaint']);
    expect(cat('Other apps have this too, but yours is the best.')).toEqual(['praise']);
    expect(cat('Great product, but the price increase this year was a shock.')).toEqual(['complaint']);
    expect(cat('The mobile app shows a different balance than the website.')).toEqual(['bug']);
    expect(cat('Every time I update my profile photo it reverts to the old one.')).toEqual(['bug']);
    // What a request or a question is about may be what failed: it asks all the same.
    expect(cat('Is there a way to rerun only the failed jobs instead of the whole pipeline?')).toEqual(['question']);
    expect(cat('Can we get a retry button for just the failed step?')).toEqual(['feature_request']);
    expect(cat('Can you fix the broken export?')).toEqual(['bug']);
    // ... or which ones a verb of handling items acts on ("retry failed webhooks"), after a word
    // that only frames the request ("Honestly,", "To be fair,") too.
    expect(cat('Please let us retry failed webhooks.')).toEqual(['feature_request']);
    expect(cat('It would be great if we could resend failed emails.')).toEqual(['feature_request']);
    expect(cat('Can you show failed syncs on the dashboard?')).toEqual(['feature_request']);
    expect(cat('Honestly, being able to retry failed webhooks automatically would make a big difference for our customer success team.')).toEqual(['feature_request']);
    expect(cat("To be fair, it'd be great if we could choose which events trigger an email.")).toEqual(['feature_request']);
    expect(cat('By the way, being able to embed a dashboard in our intranet would make a big difference.')).toEqual(['feature_request']);
    expect(cat('On top of that, being able to sync in both directions would make a big difference for our product team.')).toEqual(['feature_request']);
    expect(cat('Why do I keep seeing failed payments?')).toEqual(['bug']);
    expect(cat('The sync failed again and I lost my changes.')).toEqual(['bug']);
    expect(cat('Honestly, the new editor is great.')).toEqual(['praise']);
    // A use of the product for watching for a trouble is context, not a report of it.
    expect(cat('We use the dashboard to monitor errors.')).toEqual([]);
    expect(cat('We use it to detect fraud.')).toEqual([]);
    expect(cat('We use it to track bugs but it crashes constantly.')).toEqual(['bug']);
    expect(cat('The app fails to detect fraud.')).toEqual(['bug']);
    // What cannot be done to it, or is not being done, whatever its words' connotation ("attachment" +1.2)
    expect(cat("Attachments added to tasks can't be previewed, they always force a download.")).toEqual(['bug']);
    expect(cat("Bot traffic isn't being filtered, we're seeing huge spikes from a data center.")).toEqual(['bug']);
    expect(cat("I couldn't be happier.")).toEqual(['praise']);
    expect(cat("We're not being charged for the extra seats, nice.")).toEqual(['praise']);
    // letting someone do something asks for it, whoever they are
    expect(cat('Let organisers add a waitlist when an event is full.')).toEqual(['feature_request']);
    expect(cat('Let admins set the default currency.')).toEqual(['feature_request']);
    // "my request" is asked only when it says what it is; a request's purpose may name what it spares
    expect(cat("It's been over a week with no answer to my request.")).toEqual(['complaint']);
    expect(cat('My request was ignored.')).toEqual(['complaint']);
    expect(cat('My request: please add CSV export.')).toEqual(['feature_request']);
    expect(cat("Could you add scheduled messages so I don't ping people at night?")).toEqual(['feature_request']);
    expect(cat('Please fix the export so we can send reports.')).toEqual(['complaint']);
    expect(cat("What resolution do I need for a 30x40 canvas so it doesn't look blurry?")).toEqual(['question']);
    // What is paid, soaring; done to it again and again
    expect(cat('Costs went through the roof once we enabled parallel jobs.')).toEqual(['complaint']);
    expect(cat('Premiums have skyrocketed this year.')).toEqual(['complaint']);
    expect(cat('Sales went through the roof after launch!')).not.toContain('complaint');
    expect(cat('The cache keeps getting invalidated between runs.')).toEqual(['bug']);
    expect(cat('It keeps getting better with every release.')).toEqual(['praise']);
    // A change that does not keep, in other words: "don't stick", "back to the default".
    expect(cat("Timer settings don't stick.")).toEqual(['bug']);
    expect(cat('My changes never stick.')).toEqual(['bug']);
    expect(cat('Every Monday the weekday program is back to the default.')).toEqual(['bug']);
    expect(cat('After each update the layout goes back to the factory defaults.')).toEqual(['bug']);
    expect(cat('We need to stick to the plan.')).toEqual([]);
    expect(cat('Prices went back to the default rate after the promo, as expected.')).toEqual([]);
    expect(cat("The search doesn't find anything unless I type the exact name.")).toEqual(['bug']);
    expect(cat('The dark theme makes the charts unreadable.')).toEqual(['complaint']);
    expect(cat('I can never find the invoice download button, it is buried three menus deep.')).toEqual(['complaint']);
    expect(cat('The search can never find my old orders.')).toEqual(['bug']);
    // A click on a button whose label is a word of praise: no praise ("Nothing happens when I click save" was praise).
    const click = analyzeFeedback('Nothing happens when I click save.').highlights;
    expect(click.map((h) => [h.category, Math.sign(h.sentimentScore)])).toEqual([['bug', -1]]);
    const promise = analyzeFeedback('We were promised a dedicated account manager and never got one.').highlights;
    expect(promise.map((h) => [h.category, Math.sign(h.sentimentScore)])).toEqual([['complaint', -1]]);
    // A change one likes, a reminder in time, a fair rise, a rule that holds, a promise kept.
    expect(cat('The new version shows a different layout than the old one and I love it.')).toEqual(['praise']);
    expect(cat('The reminder came a day before the appointment, perfect.')).toEqual(['praise']);
    expect(cat('The price increase was fair given the new features.')).toEqual(['praise']);
    expect(cat('Nothing happens without approval, which we like.')).toEqual(['praise']);
    expect(cat('They promised a quick fix and it arrived the next day.')).toEqual(['praise']);
    expect(cat('Our plan is cheaper than the competition and better.')).toEqual(['praise']);
  });

  it('reads waits that grew, things left unexplained or unanswered, stalls and drops as problems', () => {
    expect(cat('My prescription refill request has been pending for five days.')).toEqual(['complaint']);
    expect(cat('Loading times have doubled since the last patch.')).toEqual(['complaint']);
    expect(cat("The tutorial doesn't explain how crafting works.")).toEqual(['complaint']);
    expect(cat('Customer support closed my ticket without answering my question.')).toEqual(['complaint']);
    expect(cat("The lesson videos buffer constantly on my school's wifi.")).toEqual(['bug']);
    expect(cat('The export needs fixing.')).toEqual(['complaint']);
    expect(cat('The mobile UI really needs some work.')).toEqual(['complaint']);
    expect(cat('I need to work on my presentation tonight.')).toEqual([]);
    expect(cat('I keep getting disconnected in the middle of raids.')).toEqual(['bug']);
    // Explained, improved, closed once fixed, a single drop shrugged off, a short buffer.
    expect(cat('The guide explains clearly how crafting works.')).toEqual(['praise']);
    expect(cat('Loading times have improved a lot since the last patch.')).toEqual(['praise']);
    expect(cat('They closed the ticket without any fuss after fixing it, great support.')).toEqual(['praise']);
    expect(cat('I got disconnected once but it reconnected instantly, no big deal.')).not.toContain('bug');
    expect(cat('The video buffered for a second then played perfectly.')).toEqual(['praise']);
  });

  it('reads a bad smell as a complaint, though "strong" reads as praise', () => {
    const smell = analyzeFeedback('There was a strong smell of smoke in the bedroom.').highlights;
    expect(smell.map((h) => [h.category, Math.sign(h.sentimentScore)])).toEqual([['complaint', -1]]);
    expect(cat('Our room reeked of cigarettes.')).toEqual(['complaint']);
    expect(cat('The room smelled of smoke even though we booked non-smoking.')).toEqual(['complaint']);
    // A smell loved, and strength that is no smell.
    expect(cat('The bakery smells of fresh bread every morning, I love it.')).toEqual(['praise']);
    expect(cat('Strong coffee and a lovely smell in the lobby.')).toEqual(['praise']);
  });

  it('reads "does exactly what it says" as praise, not when denied', () => {
    expect(cat('It does exactly what it says on the tin.')).toEqual(['praise']);
    expect(cat('It never does what it says.')).not.toContain('praise');
    expect(cat("It doesn't do what it says on the tin.")).not.toContain('praise');
  });

  it('does not take a noun subject with a past-tense verb for an imperative request', () => {
    expect(cat('Support took three days to reply to a simple question.')).toEqual(['complaint']);
    expect(cat('Support ignored my emails for a week.')).not.toContain('feature_request');
    expect(cat('Support dark mode on the dashboard, please.')).toEqual(['feature_request']);
  });
});

describe('call notes, survey answers and emails', () => {
  it('splits a list written on one line into its items and reads what each reports', () => {
    const text = 'Call notes - spoke with Dave (IT lead). - Happy with uptime - Wants bulk user import via CSV - Complained that the admin panel is slow - Asked about pricing for 50 more seats';
    const r = analyzeFeedback(text);
    checkInvariants(text, r);
    expect(r.highlights.map((h) => [h.quote, h.category])).toEqual([
      ['Happy with uptime', 'praise'],
      ['Wants bulk user import via CSV', 'feature_request'],
      ['Complained that the admin panel is slow', 'complaint'],
      ['Asked about pricing for 50 more seats', 'question'],
    ]);
    // Dashes around a lower-case aside, or a single dash, are punctuation.
    expect(analyzeFeedback('The app - which I love - crashes every time I export.').highlights).toHaveLength(1);
  });

  it("leaves out the survey's own question and reads a verbless suggestion as a request", () => {
    const r = analyzeFeedback('Survey: What could we improve? -> Honestly nothing major. Maybe a few more chart types.');
    expect(r.highlights.map((h) => h.quote)).not.toContain('Survey: What could we improve?');
    expect(r.highlights.find((h) => h.quote === 'Maybe a few more chart types.')?.category).toBe('feature_request');
    // The answer arrow is no part of the quote.
    expect(r.highlights.some((h) => h.quote.startsWith('->'))).toBe(false);
  });

  it('reads demands to cancel or for a refund, and a wish to have liked it, as complaints', () => {
    expect(cat('Please cancel my subscription effective immediately.')).toEqual(['complaint']);
    expect(cat('I want a full refund.')).toEqual(['complaint']);
    expect(cat('I really wanted to like this app.')).toEqual(['complaint']);
    expect(cat('Please add a way to cancel orders from the app.')).toEqual(['feature_request']);
  });

  it('reads a change for the better as praise', () => {
    expect(cat('Reports that took hours now take minutes.')).toEqual(['praise']);
    expect(cat('We switched from a competitor last year and the difference is night and day.')).toEqual(['praise']);
  });
});

describe('judgements set side by side', () => {
  it('quotes and classifies each of two short clauses that pull opposite ways', () => {
    const text = 'Great game, terrible monetization';
    const r = analyzeFeedback(text);
    checkInvariants(text, r);
    expect(r.highlights.map((h) => [h.quote, h.category])).toEqual([
      ['Great game', 'praise'],
      ['terrible monetization', 'complaint'],
    ]);
    expect(cat('Good app, too many ads.')).toEqual(['praise', 'complaint']);
  });

  it('keeps a sentence whole when its clauses depend on each other, tell a change, or are a list or a description', () => {
    expect(cat('It used to be slow, now it is great.')).toEqual(['praise']);
    expect(cat('Works perfectly now, you fixed the crash!')).toEqual(['praise']);
    expect(cat('Honestly, I hate the new layout.')).toEqual(['complaint']);
    expect(analyzeFeedback('An awfully good, achingly human picture.').highlights).toHaveLength(1);
    expect(analyzeFeedback('Complete lack of originality, cleverness or even visible effort').highlights.length).toBeLessThanOrEqual(1);
  });
});

describe('questions asked indirectly', () => {
  it('reads "I was wondering if ..." and "Just checking whether ..." as questions, whatever mild words they hold', () => {
    expect(cat('I was wondering if you support SSO.')).toEqual(['question']);
    expect(cat('Just checking whether the API has rate limits.')).toEqual(['question']);
    expect(cat("I'm wondering whether it's worth upgrading.")).toEqual(['question']);
    // A problem asked about is still the problem.
    expect(cat('I was wondering if the export is broken for everyone.')).toEqual(['bug']);
  });
});

describe('requests and agreement asked as questions', () => {
  it('reads a request put as a question as a feature request, a plain question as a question', () => {
    expect(cat("Wouldn't it be nice if the app had a dark mode?")).toEqual(['feature_request']);
    expect(cat('Would it be possible to add an export to PDF?')).toEqual(['feature_request']);
    expect(cat('Why not add a dark mode?')).toEqual(['feature_request']);
    expect(cat('How about a bulk export option?')).toEqual(['feature_request']);
    expect(cat("Isn't it about time you added dark mode?")).toEqual(['feature_request']);
    // Asking whether something exists, or why someone acts as they do.
    expect(cat('Would it be possible to export to PDF?')).toEqual(['question']);
    expect(cat("Isn't there a way to merge two accounts?")).toEqual(['question']);
    expect(cat("Why don't you answer my emails?")).not.toContain('feature_request');
    expect(cat("Why can't you allow my beneficiary?")).not.toContain('feature_request');
  });

  it('reads a question asking to agree by what it asks agreement with', () => {
    expect(cat("Isn't it ridiculous that I have to log in twice?")).toEqual(['complaint']);
    // Good words may still ask a real question.
    expect(cat("Isn't that transfer free?")).toEqual(['question']);
    expect(cat("Don't you have a mobile app?")).toEqual(['question']);
  });
});

describe('things not there yet', () => {
  it('reads a thing not listed, showing or cleared yet as a problem, not a thing not yet done by the customer', () => {
    expect(cat("The check I deposited yesterday isn't listed yet.")).toEqual(['complaint']);
    expect(cat("The payment hasn't cleared yet.")).toEqual(['complaint']);
    expect(cat("The invoice hasn't been updated yet.")).toEqual(['complaint']);
    expect(cat('The invoice is listed under billing.')).toEqual([]);
  });
});

describe('objections and shortfalls', () => {
  it('reads "why do I have to ..." and "why am I being charged ..." as complaints, "why do I need to ..." as a question', () => {
    expect(cat('Why do I have to pay extra to sit next to my own kid?')).toEqual(['complaint']);
    expect(cat('Why am I being charged for delivery?')).toEqual(['complaint']);
    expect(cat('Why do I need to verify my email again?')).toEqual(['question']);
    // asking why something is wrong, in words of blame, complains of it (a plain "why" stays a question)
    expect(cat('Why is the report empty on Mondays?')).toEqual(['complaint']);
    expect(cat('Why should I pay for shipping twice?')).toEqual(['complaint']);
    expect(cat('Why should I upgrade to Pro?')).toEqual(['question']);
  });

  it('reads falling short of what is paid for, and billing a multiple of the use, as complaints', () => {
    expect(cat("Speeds are nowhere near the 500 Mbps I'm paying for, more like 80.")).toEqual(['complaint']);
    expect(cat('The bill estimated my usage at twice what I actually used.')).toEqual(['complaint']);
    // "nowhere near as ..." compares; it is left to the words that follow.
    expect(cat('The new plan is nowhere near as expensive as I thought, which is great.')).not.toContain('complaint');
  });
});

describe('programs that quit and connections that drop', () => {
  it('reads an app that quits or closes by itself, and a connection that disconnects again and again, as bugs', () => {
    expect(cat('Every time I add an image the app quits.')).toEqual(['bug']);
    expect(cat('Uploading pictures makes the app close instantly.')).toEqual(['bug']);
    expect(cat('The internet disconnects constantly, I have to restart the router.')).toEqual(['bug']);
    // Opening hours, and a customer who disconnected something, are no bugs.
    expect(cat('The shop closes at 5pm.')).toEqual([]);
    expect(cat('I disconnected the printer and it worked again.')).not.toContain('bug');
  });
});

describe('service: effort, silence, counterfactuals, things put right fast', () => {
  it('reads effort it took, what never came, nowhere to sit and what should have happened as complaints', () => {
    expect(cat('It took four phone calls to get a copy of my policy documents.')).toEqual(['complaint']);
    expect(cat('Booking online was easy but I got no confirmation email.')).toEqual(['complaint']);
    expect(cat('The waiting room was packed and there was nowhere to sit.')).toEqual(['complaint']);
    expect(cat('I was billed for a visit that my insurance should have covered.')).toEqual(['complaint']);
    // The customer's own regret is no complaint; "should have" before a thing is a request.
    expect(cat('I should have switched years ago!')).not.toContain('complaint');
    expect(cat('The app should have an export button.')).toEqual(['feature_request']);
  });

  it('reads content the product deletes and a control that does nothing as bugs', () => {
    expect(cat('The listing editor deletes my product descriptions if I switch tabs.')).toEqual(['bug']);
    expect(cat("The filter for free cancellation doesn't do anything.")).toEqual(['bug']);
    expect(cat("It doesn't do anything wrong, it's just slow.")).not.toContain('bug');
    expect(cat('I deleted my old posts.')).toEqual([]);
    // State the product throws away, and a wait that never ends.
    expect(cat('Every time I switch tabs it resets my filters.')).toEqual(['bug']);
    expect(cat('Saving a report resets all my settings.')).toEqual(['bug']);
    expect(cat('It randomly clears my cart.')).toEqual(['bug']);
    expect(cat('The dashboard shows an endless spinner.')).toEqual(['bug']);
    expect(cat('The app just shows a spinner forever.')).toEqual(['bug']);
    // A control that clears what it is for, the customer's own reset, an endless thing that is no wait.
    expect(cat('The reset option clears all the settings.')).not.toContain('bug');
    expect(cat('I cleared my cart and started again.')).not.toContain('bug');
    expect(cat('Infinite scroll on the feed is great.')).toEqual(['praise']);
    expect(cat('The endless possibilities make it fun.')).toEqual(['praise']);
    // A control left unusable, or doing nothing; one that waits for something is no bug.
    expect(cat('The submit button stays greyed out even after I fill in every field.')).toEqual(['bug']);
    expect(cat('The dark mode option does nothing.')).toEqual(['bug']);
    expect(cat('Clicking the save button wipes my draft.')).toEqual(['bug']);
    expect(cat('The button is greyed out until you accept the terms.')).not.toContain('bug');
  });

  it('reads what the product gives that the customer needs as praise, and "all we need is" as a request', () => {
    expect(cat('The search finds what I need even when I misspell it.')).toEqual(['praise']);
    expect(cat('It has everything we need and more.')).not.toContain('feature_request');
    expect(cat('All I need is a dark mode.')).toEqual(['feature_request']);
    expect(cat('What we need is an API.')).toEqual(['feature_request']);
  });

  it('reads messages the product never sent as bugs, and the old version praised as a complaint', () => {
    expect(cat("Half of our recurring invoices didn't go out this month.")).toEqual(['bug']);
    expect(cat('The reminder emails never went out.')).toEqual(['bug']);
    expect(cat("We didn't go out much this year.")).toEqual([]);
    expect(cat('The old version was better.')).toEqual(['complaint']);
    // Looking elsewhere, and what would keep them.
    expect(cat('Customer mentioned they are evaluating a competitor because of the pricing change.')).toEqual(['complaint']);
    expect(cat('We are trialling another vendor.')).toEqual(['complaint']);
    expect(cat('Would renew if we add multi-currency.')).toEqual(['feature_request']);
    expect(cat("We'd upgrade if you supported SSO.")).toEqual(['feature_request']);
    // A wish with no verb, as survey answers give them.
    expect(cat('Better reporting.')).toEqual(['feature_request']);
    expect(cat('faster load times')).toEqual(['feature_request']);
    expect(cat('Better than expected.')).toEqual(['praise']);
  });

  it('reads a booking the provider has no record of, a check asked for again and again, costs kept hidden and records shown wrong as problems', () => {
    expect(cat('Booking was easy, but the hotel had no record of my reservation.')).toEqual(['complaint']);
    expect(cat('The app asked me to verify my identity four times in one week.')).toEqual(['complaint']);
    expect(cat('The currency conversion fees are hidden until the last screen.')).toEqual(['complaint']);
    expect(cat('The leave calendar shows people on holiday who are actually at work.')).toEqual(['bug']);
    expect(cat('It shows that the feature is actually great.')).toEqual(['praise']);
  });

  it('reads what comes out empty or as something else as a bug, and a bare answer or the customer\'s own "we changed nothing" as no highlight', () => {
    expect(cat('Quick one: since Tuesday our weekly report arrives empty.')).toEqual(['bug']);
    expect(cat('When I export to Excel, the dates come out as numbers like 45231.')).toEqual(['bug']);
    expect(cat('Sure.')).toEqual([]);
    expect(cat('Yes!')).toEqual([]);
    expect(cat("We haven't changed anything on our side.")).toEqual([]);
    expect(cat("The price on the invoice hasn't changed.")).toEqual(['complaint']);
  });

  it('reads a problem put right fast, or a wait cut short, as praise with a positive score', () => {
    for (const text of ['Our landlord responded within an hour and had the leak fixed the same day.', 'Exports used to take hours, now they take seconds.']) {
      const [h] = analyzeFeedback(text).highlights;
      expect(h?.category).toBe('praise');
      expect(h!.sentimentScore).toBeGreaterThan(0);
    }
    expect(cat('The bug was fixed the same day, but it came back.')).not.toContain('praise');
  });

  it('knows the words of how people serve', () => {
    expect(cat('The claims adjuster was thorough and the payout came within a week.')).toEqual(['praise']);
    expect(cat('The agent was dismissive and unhelpful.')).toEqual(['complaint']);
  });
});

describe('what should have happened to the customer', () => {
  it('reads "I should have been told" and "I should have received it by now" as complaints, a demand to put it right fast as no praise', () => {
    expect(cat("I don't think I should have been charged a fee to use my card.")).toEqual(['complaint']);
    expect(cat('I should have seen a new balance by now!')).toEqual(['complaint']);
    expect(cat('Please get this sorted out right away.')).not.toContain('praise');
  });
});

describe('two things judged either side of "but"', () => {
  it('quotes and classifies each judgement apart when each clause names its own subject', () => {
    const r = analyzeFeedback('The food was amazing but the service was painfully slow.');
    expect(r.highlights.map((h) => [h.category, h.quote])).toEqual([
      ['praise', 'The food was amazing'],
      ['complaint', 'the service was painfully slow.'],
    ]);
    checkInvariants('The food was amazing but the service was painfully slow.', r);
    expect(cat('The staff were friendly, but the rooms were dirty and noisy.')).toEqual(['praise', 'complaint']);
    // One thing judged both ways, or a concession, stays one highlight.
    expect(cat('I like it but the export is broken.')).toEqual(['bug']);
    expect(cat('Great idea but the execution is poor.')).toEqual(['complaint']);
  });
});

describe('two things judged either side of "and"', () => {
  it('quotes two problems, or two praises, apart when the clause after "and" names its own subject', () => {
    const text = 'Bank feeds keep disconnecting and the reconciliation screen is painfully slow.';
    const r = analyzeFeedback(text);
    expect(r.highlights.map((h) => h.quote)).toEqual(['Bank feeds keep disconnecting', 'the reconciliation screen is painfully slow.']);
    expect(r.highlights.every((h) => h.category === 'bug' || h.category === 'complaint')).toBe(true);
    checkInvariants(text, r);
    expect(analyzeFeedback('I was charged twice this month and the export keeps failing.').highlights.map((h) => [h.category, h.quote])).toEqual([
      ['complaint', 'I was charged twice this month'],
      ['bug', 'the export keeps failing.'],
    ]);
    expect(analyzeFeedback('The checkout page is broken, and the search is useless.').highlights.map((h) => h.quote)).toEqual(['The checkout page is broken', 'the search is useless.']);
    expect(cat('Setup was painless and the design is really clear.')).toEqual(['praise', 'praise']);
  });
  it('keeps one highlight for one thing, a consequence, a list, a pair, a story of both ways, and a clause without a verb of its own', () => {
    // The same thing ("and it"), what the problem did to people, two things of one clause.
    expect(cat('The app is slow and it crashes when I open reports.')).toHaveLength(1);
    expect(cat('The update broke sync and my team lost a day of work.')).toHaveLength(1);
    expect(cat("I can't find the export and the import buttons anywhere.")).toHaveLength(1);
    expect(cat('I have to choose between the app and the website which is slow.')).toHaveLength(1);
    // For and against joined by "and" mostly tells one story; "but" and commas set them apart.
    expect(cat('Discount code does not work and the fees wipe out any saving anyway.')).toEqual(['bug']);
    // "customers paying by card online" has no verb that carries a clause.
    expect(analyzeFeedback("Customers paying by card online and the invoice doesn't update.").highlights).toHaveLength(1);
  });
  it('stays fast on a run-on sentence of thousands of "and the ... is broken" (not split)', () => {
    const text = Array.from({ length: 2000 }, (_, i) => `the export number ${i} is broken`).join(' and ') + '.';
    const started = performance.now();
    const r = analyzeFeedback(text);
    expect(performance.now() - started).toBeLessThan(2000);
    checkInvariants(text, r);
  });
});

describe('problems and praise the fifteenth session found unquoted', () => {
  it('reads nothing coming of it, a standstill, a made-up claim, a cost out of hand and an app that quits as problems', () => {
    expect(cat('The meds order button says submitted but nothing ever arrives at the chemist.')).toEqual(['complaint']);
    expect(cat('The dashboard grinds to a halt when I open the reports tab.')).toEqual(['complaint']);
    expect(cat('The ETA is pure fiction.')).toEqual(['complaint']);
    expect(cat('Delivery fees are getting silly.')).toEqual(['complaint']);
    expect(cat('Every time I add pictures to a request on the iPhone app it just closes.')).toEqual(['bug']);
    // A shop's hours and a genre are no problem.
    expect(cat('The shop just closes at 5pm.')).toEqual([]);
    expect(cat('I love science fiction.')).toEqual(['praise']);
  });
  it('reads an attempt that went wrong after "but" as a problem, however the failure is told', () => {
    // (A file of 0 KB is a fault of the product: a bug.)
    expect(cat('Hi team, I was trying to pull all our leads into a spreadsheet, but the file that comes down is 0 KB.')).toEqual(['bug']);
    expect(cat('I tried to book a table but the page just reloads.')).toEqual(['complaint']);
    // Other apps tried, and a setup put right, are no failure.
    expect(cat('I tried other apps but this one is by far the best.')).toEqual(['praise']);
    expect(cat('We tried to set it up ourselves but in the end called support and they sorted it in minutes.')).toEqual(['praise']);
  });
  it('reads being told the wrong thing and an attempt bounced around as complaints, a cause ruled out as no highlight', () => {
    expect(cat("Our workshop invite told everyone 14:00 when it's really 16:00.")).toEqual(['complaint']);
    // (What the app itself shows wrongly is a malfunction, as the labelled sets file it: a bug.)
    expect(cat('The app says 3 items when there are actually 5.')).toEqual(['bug']);
    const bounced = analyzeFeedback("Tried to unsubscribe and got sent through 6 pages of 'are you sure' offers.").highlights;
    expect(bounced.map((h) => h.category)).toEqual(['complaint']);
    expect(bounced[0]!.sentimentScore).toBeLessThan(0);
    expect(cat('My internet is fine — other apps work without issues.')).toEqual([]);
    expect(cat('My phone is fine but the app keeps crashing.')).toEqual(['bug']);
    expect(cat('Tried it and loved it.')).toEqual(['praise']);
  });
  it('reads none to be had, a charge or list against what was so, a lock that would not release and "literally cannot" as problems', () => {
    expect(cat('Not a single GP appointment showing for the next 3 weeks at any of the four branches near me.')).toEqual(['complaint']);
    expect(cat('I had to go to A&E in the end because there was literally nothing bookable before the 24th.')).toEqual(['complaint']);
    expect(cat('Was charged a full month when I only joined on the 28th.')).toEqual(['complaint']);
    expect(cat('Our March invoice listed 11 bikes; we only have 9.')).toEqual(['complaint']);
    expect(cat("The app says my rent is 'processing' when it's already come out of my account.")).toEqual(['bug']);
    expect(cat('Stood outside jabbing the Unlock button and the lock just would not release.')).toEqual(['bug']);
    expect(cat('i literally cannot stay logged in for more than like 10 mins.')).toEqual(['complaint']);
  });
  it('reads a need said without "I" as "I need" is read: a request, a plea for help, a demand for money back', () => {
    expect(cat("Need proxy access for my son, he's 14 and won't manage it himself.")).toEqual(['feature_request']);
    expect(cat('Need help!')).toEqual(['question']);
    // A plea's kind word is no praise: the highlight and the feedback read no higher than 0.
    const plea = analyzeFeedback('Need help!');
    expect(plea.highlights[0]!.sentimentScore).toBeLessThanOrEqual(0);
    expect(plea.sentimentScore).toBeLessThanOrEqual(0);
    expect(cat('Need a refund now.')).toEqual(['complaint']);
    expect(cat('Need to know when it ships.')).not.toContain('feature_request');
  });
  it('reads a count of what is active as a fact, help that could do nothing as a complaint, depending on the product as praise', () => {
    expect(cat('We have about 60 active projects.')).toEqual([]);
    expect(cat("Hi, I've been billed for 12 units but I only have 9 active tenancies.")).toEqual(['complaint']);
    expect(cat("She was nice but couldn't do anything.")).toEqual(['complaint']);
    expect(cat("I can't do anything without this app.")).toEqual(['praise']);
    expect(cat("We couldn't run the business without it.")).toEqual(['praise']);
    expect(cat("I can't log in without resetting my password.")).not.toContain('praise');
  });
  it('reads what would be appreciated or would help as a request, a plea for a reply as a question, thanks as praise', () => {
    expect(cat('A dark mode in the app would be appreciated for night rides.')).toEqual(['feature_request']);
    expect(cat("It'd help if the booking screen showed which doctor each slot is with before you confirm.")).toEqual(['feature_request']);
    expect(cat('Also, let me filter by GP please, I want to see the same person each time.')).toEqual(['feature_request']);
    expect(cat('Any help would be appreciated.')).toEqual(['question']);
    expect(cat('Your quick reply would be appreciated.')).toEqual(['question']);
    expect(cat('I really appreciate your help, thanks!')).toEqual(['praise']);
  });
  it('reads no slot free, much done for little and a promise not kept in practice as complaints', () => {
    expect(cat('Booked solid.')).toEqual(['complaint']);
    expect(cat('Had to book a whole appointment just to have someone explain a result that was apparently fine.')).toEqual(['complaint']);
    expect(cat("As a business account we were promised a dedicated contact; in practice we're in the same queue as everyone else.")).toEqual(['complaint']);
  });
  it('reads a reminder after the event and being made to chase as complaints, custom offered on a condition as a request', () => {
    expect(cat('The reminder came through after the appointment had already happened lol')).toEqual(['complaint']);
    expect(cat('Asked a simple question about my fit note and had to chase three times before anyone replied.')).toEqual(['complaint']);
    expect(cat("I'd happily wait a few extra days if I could choose Dr Mistry specifically.")).toEqual(['feature_request']);
    expect(cat("We'd move our whole delivery operation over if you offered something with a proper load platform.")).toEqual(['feature_request']);
    expect(cat('We would have stayed if the price was lower.')).toEqual(['complaint']);
  });
  it('reads relief from a chore as praise: quicker than waiting, a commute that dropped, what could never be done before', () => {
    expect(cat('Getting to uni is so much quicker than waiting for the 42.')).toEqual(['praise']);
    expect(cat('My commute dropped from 50 minutes on the bus to 25 on the bike.')).toEqual(['praise']);
    expect(cat("I've grown weirdly attached to it.")).toEqual(['praise']);
    expect(cat('Did my medication review over video while on a work trip, which I could never have done before.')).toEqual(['praise']);
    // What runs down is no relief.
    expect(cat('My battery dropped from 100 to 20 in an hour.')).toEqual(['complaint']);
    // The speaker's own state in a clause of circumstance is no excess of the product.
    expect(cat("Love that I can see a doctor from my sofa when I'm too ill to drive.")).toEqual(['praise']);
    expect(cat("Great for days when I'm too tired to cook.")).toEqual(['praise']);
    expect(cat("The app is too slow when I'm in a hurry.")).toEqual(['complaint']);
    // Needing no help is praise; being left without it is not.
    expect(cat('The app is so simple to use, I figured everything out without any help.')).toEqual(['praise']);
    expect(cat('I was left without any help for a week.')).toEqual(['complaint']);
  });
  it('reads a recommendation to whoever needs something as praise, and "if you need X, good luck" as scorn', () => {
    expect(cat('I would recommend it if you need a simple tool.')).toEqual(['praise']);
    expect(cat("I'd recommend this to anyone who needs a planner.")).toEqual(['praise']);
    expect(cat('We need a way to export invoices.')).toEqual(['feature_request']);
    expect(cat('If you need a refund, good luck.')).toEqual(['complaint']);
    expect(analyzeFeedback('If you ever need support, good luck getting through.').highlights[0]!.sentimentScore).toBeLessThan(0);
    expect(cat('Good luck with the launch!')).toEqual(['praise']);
  });
  it('reads a longer ask ending in "please" as a request', () => {
    expect(cat('Export to Apple Health or at least CSV for my blood pressure readings, please.')).toEqual(['feature_request']);
  });
  it('reads what keeps a customer as praise', () => {
    expect(cat('Honestly the online consultations are the only reason I keep the app.')).toEqual(['praise']);
    // Going nowhere else is loyalty, not something that "wouldn't work".
    expect(cat("I wouldn't work anywhere else.")).toEqual(['praise']);
    expect(cat("I wouldn't shop anywhere else.")).toEqual(['praise']);
    expect(cat("We won't be using anything else.")).toEqual(['praise']);
    expect(cat("I wouldn't trust anyone else with my car.")).toEqual(['praise']);
    expect(cat("It won't work anywhere else.")).toEqual(['bug']);
    expect(cat("I wouldn't go back there.")).not.toContain('praise');
  });
  it('reads contentment said as a complaint denied, a comparison won outright and a chore of a process', () => {
    expect(cat("Met my partner on here so I can't really complain.")).toEqual(['praise']);
    expect(cat("Couldn't ask for more.")).toEqual(['praise']);
    expect(cat('Cheaper and cleaner cars than the local taxi firm, no contest.')).toEqual(['praise']);
    expect(cat('Not the cheapest, but the paper is miles ahead of the supermarket kiosks.')).toEqual(['praise']);
    expect(cat("The 20p 'convenience fee' on every single session is taking the mick.")).toEqual(['complaint']);
    expect(cat('Returns process was a total faff, had to print a label.')).toEqual(['complaint']);
  });
  it('reads a problem denied however far its verb ("not a single thing went wrong", "never had a failed session") as no problem', () => {
    expect(cat('Not a single thing went wrong this year.')).toEqual(['praise']);
    expect(cat('Way more reliable than the council chargers, never had a failed session.')).toEqual(['praise']);
    expect(cat('Never had a dropped call.')).toEqual(['praise']);
    expect(cat('Not a single thing works.')).toEqual(['complaint']);
    expect(cat('My payment failed twice.')).toEqual(['bug']);
  });
  it('reads software that falls over, what is still not on record, deleted everything and a covered message as bugs', () => {
    expect(cat('Class booking opens at midnight and the app falls over every single time.')).toEqual(['bug']);
    expect(cat("Uploaded the vaccination certificate twice and it's still not on his record.")).toEqual(['bug']);
    expect(cat('Workout history deleted everything before October after the update.')).toEqual(['bug']);
    expect(cat('Every time I open a chat the keyboard covers the last message.')).toEqual(['bug']);
    expect(cat('I fell over in the car park.')).toEqual([]);
    expect(cat('Filter for halal is still not there.')).not.toContain('bug');
  });
  it('reads a why-question that objects ("why do I keep getting", "every single", "just because") as a complaint, a plain why as a question', () => {
    expect(cat('Why do I keep getting shown people 200 miles away when my range is set to 25?')).toEqual(['complaint']);
    expect(cat('Why does every single order need a new verification code emailed to me?')).toEqual(['complaint']);
    expect(cat('Why does it cost $89 extra just because I sold some stock?')).toEqual(['complaint']);
    expect(cat("Why am I getting offers for dog food when I've never owned a dog?")).toEqual(['complaint']);
    expect(cat("Why doesn't the app remember my card?")).toEqual(['complaint']);
    expect(cat('Why is my transfer declined now?')).toEqual(['question']);
    expect(cat('Why do I need to verify my email?')).toEqual(['question']);
    expect(cat("Why don't you add a dark mode?")).toEqual(['feature_request']);
  });
  it('reads "could there be" as a request and "it beats paying someone" as praise; a wish to do without deleting is no bug', () => {
    expect(cat('Could there be a translate button?')).toEqual(['feature_request']);
    expect(cat('Would there be a fee for that?')).toEqual(['question']);
    expect(cat('Not thrilled about the price, but it beats paying someone £300 to do it.')).toEqual(['praise']);
    expect(cat('would be nice to pause my profile without deleting everything')).toEqual(['feature_request']);
  });
  it('reads a charge for what was said to be free, a scare-quoted "free", being told to do what was done and many of one thing as problems', () => {
    expect(cat('They charged us for the follow-up we were told was free.')).toEqual(['complaint']);
    expect(cat("The 'free' calendar needed a £30 minimum spend that wasn't mentioned anywhere.")).toEqual(['complaint']);
    expect(cat('Delivery is free over £20, love it.')).toEqual(['praise']);
    expect(cat('Great, the reminder told me to bring her in for a vaccine she already had in March.')).toEqual(['bug']);
    expect(cat("My son's attendance shows him absent on days he was definitely in.")).toEqual(['bug']);
    expect(cat('Why do I get four separate notifications for one newsletter?')).toEqual(['bug']);
    expect(cat("Could you carry over last year's answers so I don't have to retype my address?")).not.toContain('bug');
    expect(cat('I have to re-enter my card every time.')).toEqual(['bug']);
  });
  it('reads hard to make out, left for weeks, going round in loops, upselling and a fare that grew as complaints; what something new would spare as a request', () => {
    expect(cat('Half the photos in my book came out so dark you can barely make out faces.')).toEqual(['complaint']);
    expect(cat("Scaffolding was left up for three weeks after they'd finished.")).toEqual(['complaint']);
    expect(cat("Your support bot just loops 'Did this answer your question?' forever.")).toEqual(['complaint']);
    expect(cat("Upsold three times before I'd even entered my income.")).toEqual(['complaint']);
    expect(cat('Driver took the ring road at 5pm and my £14 fare turned into £31.')).toEqual(['complaint']);
    expect(cat('My £40 bill became £25 after the discount.')).not.toContain('complaint');
    expect(cat("An appointment diary inside the app would stop the endless 'what time is good for you?' messages.")).toEqual(['feature_request']);
    expect(cat('An add-on at install time would have saved us booking another electrician.')).toEqual(['feature_request']);
    expect(cat('The new app saved us hours of time.')).toEqual(['praise']);
  });
  it('reads service at once, a cost cut, no fuss and what was pictured as praise, unless what follows "but" went wrong', () => {
    expect(cat('Booked the jab for the same afternoon, in and out in 20 minutes.')).toEqual(['praise']);
    expect(cat('Got a reply from a trainer within the hour about my knee.')).toEqual(['praise']);
    expect(cat('The install team turned up at 8 sharp and even hoovered the loft before they left.')).toEqual(['praise']);
    expect(cat('The new membership tariff knocks about a third off my weekly charging bill.')).toEqual(['praise']);
    expect(cat('Driver waited an extra 5 min without any fuss.')).toEqual(['praise']);
    expect(cat('The colours are exactly what I saw on screen.')).toEqual(['praise']);
    expect(cat("Plugged in, came back to 80%. That's how it should work.")).toContain('praise');
    expect(cat("Support replied within the hour but didn't fix anything.")).toEqual(['complaint']);
  });
  it('reads a refund asked for with "please" at the end as a complaint, an in-app refund option as a request', () => {
    expect(cat('Not acceptable, refund to my card please.')).toEqual(['complaint']);
    expect(cat('Add an option to get a refund in the app please.')).toEqual(['feature_request']);
  });
  it('reads something judged absurd before anything is asked, and help that should not have been needed, as complaints', () => {
    expect(cat('Ridiculous that we need one app for dinner money AND another for clubs.')).toEqual(['complaint']);
    expect(cat("Staff at the hub were brilliant but I shouldn't have needed them just to get a charger working.")).toContain('complaint');
    expect(cat('We need one app for dinner money and clubs.')).toEqual(['feature_request']);
  });
  it('reads amazement at a good quality ("crazy how fast") as praise, at a bad one as a complaint', () => {
    expect(cat("It's crazy how fast the new version is.")).toEqual(['praise']);
    expect(cat('Insane how easy it was to set up.')).toEqual(['praise']);
    expect(cat("It's crazy how slow it is.")).toEqual(['complaint']);
  });
  it('reads a line nobody answers and what silently did not happen as complaints', () => {
    expect(cat('The calls go straight to voicemail.')).toEqual(['complaint']);
    expect(cat('The phone just rings and rings.')).toEqual(['complaint']);
    expect(cat('I left three voicemails and heard nothing.')).toEqual(['complaint']);
    expect(cat('Great that you can leave a voicemail and they call back within an hour.')).toEqual(['praise']);
    expect(cat("No error, nothing, they just didn't go.")).toEqual(['complaint']);
    expect(cat('The invites simply never went out.')).toEqual(['complaint']);
    // A file of nothing, or nothing but a failure.
    expect(cat('The file that comes down is always 0 KB.')).toEqual(['bug']);
    expect(cat('All I get is a blank sheet.')).toEqual(['bug']);
    expect(cat('All I get is an error.')).toEqual(['bug']);
    expect(cat('All I get is a warm welcome every time.')).toEqual(['praise']);
    expect(cat('No errors, no crashes, it just works.')).toEqual(['praise']);
  });
});

describe('orders left out and limits on what people may do', () => {
  it('reads part of an order forgotten as a complaint, not the customer forgetting their password', () => {
    expect(cat('Our waiter forgot half our order and never came back to check on us.')).toEqual(['complaint']);
    expect(cat('I forgot my password.')).toEqual([]);
  });
  it('reads being blocked ("won\'t let me", "won\'t let teachers") as a complaint, a standing limitation ("doesn\'t let you") as a request', () => {
    expect(cat("The gradebook won't let teachers enter half points.")).toEqual(['complaint']);
    expect(cat("It won't let me prove my identity.")).toEqual(['complaint']);
    expect(cat("The editor doesn't let users add tables.")).toEqual(['feature_request']);
  });
});

describe('everyday product feedback', () => {
  it('reads settings that reset, being asked twice and a part that could last longer as problems', () => {
    expect(cat('Every time I update the app my settings are reset to default.')).toEqual(['bug']);
    expect(cat('The checkout page asks for my address twice.')).toEqual(['complaint']);
    expect(cat('Not bad for the price, though the battery could last longer.')).toEqual(['complaint']);
    expect(cat('I reset my password and it worked.')).toEqual([]);
    expect(cat('My password has been reset successfully.')).not.toContain('bug');
  });

  it('reads "it does the job" as mild praise and "any chance you\'ll support ..." as a request', () => {
    for (const text of ['It does the job.', 'Does exactly what we needed.']) {
      const [h] = analyzeFeedback(text).highlights;
      expect(h?.category).toBe('praise');
      expect(h!.sentimentScore).toBeGreaterThan(0);
    }
    expect(cat("Any chance you'll support Apple Pay soon?")).toEqual(['feature_request']);
    expect(cat('Any chance of a dark mode?')).toEqual(['feature_request']);
    expect(cat('Any chance of a refund?')).not.toContain('feature_request');
  });
});

describe('deliveries, waits and pages that leave things out', () => {
  it('reads spoiled goods, a false "delivered", a shoddy look, a long wait, a buried control, a code too late and a page that does not say as complaints', () => {
    for (const text of [
      'The courier left my parcel in the rain and everything inside got soaked.',
      'Tracking said delivered but nothing was at my door.',
      'The new logo looks cheap.',
      'I waited on the chat for 2 hours and then it closed on me.',
      'The export button is hidden under three menus, took me ages to find it.',
      'Two-factor codes arrive after they expire.',
      "The pricing page doesn't say whether prices include tax.",
    ]) expect(cat(text)).toEqual(['complaint']);
    // A short wait, a low price, an early delivery: no complaint.
    expect(cat('I only waited five minutes.')).toEqual([]);
    expect(cat('It looks great and the price is cheap.')).toEqual(['praise']);
    expect(cat('My order got delivered early.')).not.toContain('complaint');
  });
});

describe('screens, follow-ups and competitors', () => {
  it('reads a part of the screen over another as a bug, not a case that covers the screen well', () => {
    expect(cat('Also, the new editor toolbar covers the first line of text on small screens.')).toEqual(['bug']);
    expect(cat('The cookie banner covers the checkout button on mobile.')).toEqual(['bug']);
    expect(cat('The case covers the screen well.')).not.toContain('bug');
  });
  it('reads what a request would help with, and what competitors already offer, as requests, not praise', () => {
    expect(cat('Could you also add tags to notes? That would help me organise things.')).toEqual(['feature_request', 'feature_request']);
    expect(cat('Mentioned competitor X offers this.')).toEqual(['feature_request']);
    expect(cat('Your competitor offers this for half the price.')).toEqual(['complaint']);
  });
});

describe('support tickets', () => {
  it('reads a long wait, conflicting answers, a demand for money back, "stop sending me", looking elsewhere and a service down every week as complaints', () => {
    expect(cat("It's now been 5 weeks and every time I call I get a different answer.")).toEqual(['complaint']);
    expect(cat('I want a firm date or my money back.')).toEqual(['complaint']);
    expect(cat('Please stop sending me push notifications at 6am.')).toEqual(['complaint']);
    expect(cat('We are looking at alternatives.')).toEqual(['complaint']);
    expect(cat('Reliability: 2/5, it goes down at least once a week.')).toEqual(['complaint']);
    // A rating label is no imperative request; a good word still wins over how long it has been.
    expect(cat('Support: 4/5.')).not.toContain('feature_request');
    expect(cat('It has been two days and it works great.')).toEqual(['praise']);
    expect(cat('The price went down again, nice.')).not.toContain('complaint');
  });
});

describe('the wrong thing, and the same thing again', () => {
  it('reads something else sent than ordered, and a problem that happened before, as complaints', () => {
    expect(cat('Ordered a large, got a medium.')).toEqual(['complaint']);
    expect(cat('We paid for express but received standard shipping.')).toEqual(['complaint']);
    // the second sentence names nothing of its own: one highlight with the problem it repeats
    expect(analyzeFeedback('Product arrived broken. Second time this happened.').highlights.map((h) => [h.quote, h.category])).toEqual([['Product arrived broken. Second time this happened.', 'bug']]);
    expect(cat('Second time this happened.')).toEqual(['complaint']);
    expect(cat('It happened again this morning.')).toEqual(['complaint']);
    // What was ordered came; a loyal customer's third order.
    expect(cat('I ordered two and got both on time.')).toEqual([]);
    expect(cat('I ordered on Monday, got it Wednesday as expected.')).toEqual([]);
    expect(cat("This is the third time I'm ordering, love it.")).toEqual(['praise']);
  });
});

describe('a search that finds nothing, and charges nobody explained', () => {
  it('reads a search that does not find as a bug, and an unexplained charge as a complaint', () => {
    expect(cat("The search doesn't find invoices by client name.")).toEqual(['bug']);
    expect(cat('Search no longer finds older projects.')).toEqual(['bug']);
    expect(cat('There is a mystery fee on my statement every month.')).toEqual(['complaint']);
    expect(cat('There is an unknown charge from you on my account.')).toEqual(['complaint']);
    expect(cat('Watch out for hidden fees.')).toEqual(['complaint']);
    // what a person did not find, and odd things that are no charge
    expect(cat("I didn't find the answer I needed in the help centre.")).not.toContain('bug');
    expect(cat('The weird results I got were actually correct, thanks.')).not.toContain('complaint');
  });
});

describe('problems asked about, and what a system left undone', () => {
  it('reads asking why something bad is so, and a price that jumped, as complaints; a plain why stays a question', () => {
    expect(cat('why is everything so sloooow lately')).toEqual(['complaint']);
    expect(cat('Why are the last 3 questions missing from the xlsx download?')).toEqual(['complaint']);
    expect(cat('Why is it impossible to cancel my subscription online?')).toEqual(['complaint']);
    expect(cat('why did my annual plan go from $36 to $60??')).toEqual(['complaint']);
    expect(cat('My plan went from $60 to $36 this year.')).not.toContain('complaint');
    expect(cat('Why do I need to verify my email?')).toEqual(['question']);
    expect(cat('You deleted my data with your update. How is that even possible?')).toEqual(['bug']);
    expect(cat('does anyone actually work in support??')).toEqual(['complaint']);
  });

  it('reads what never completes, comes out empty or out of place, or only spins as a bug', () => {
    for (const text of [
      'The xlsx export never completes.',
      'Exported my survey responses and the open-text answers are all blank in the file.',
      'When I export my orders, the CSV has all the columns shifted after the address field.',
      "payment page just spins and then says 'transaction could not be completed'.",
      'it just keeps shutting down right when i launch it??',
      'missed an urgent message because the app never pinged me.',
      'All my events show up an hour early.',
    ]) expect(cat(text), text).toEqual(['bug']);
    expect(cat('my renewal went through 2x??')).toEqual(['complaint']);
    // what a person never finishes, or a place that is empty, is no bug
    expect(cat('I never finish my lessons on time.')).not.toContain('bug');
    expect(cat('The gym is always empty in the morning, love it.')).toEqual(['praise']);
  });

  it('reads a thwarted wish, being double booked and no word back as complaints', () => {
    expect(cat("I'd like to end my digital subscription but there's no cancel button anywhere in my account settings.")).toEqual(['complaint']);
    expect(cat("I'd like to share our tasks with a client, but whenever I try to download the board as a spreadsheet it never finishes.")).toEqual(['bug']);
    expect(cat("I'd love to see dark mode but it's not a big deal.")).toEqual(['feature_request']);
    expect(cat('got double booked 3 times this week')).toEqual(['complaint']);
    expect(cat("I opened a ticket 9 days ago and still haven't heard anything back.")).toEqual(['complaint']);
  });
});

describe('app-store reviews', () => {
  it('reads a decline with bugs, a conditional rating, "uninstalled", a battery hog and "why is there no ..." for what they are', () => {
    const [decline] = analyzeFeedback("Used to love this app, now it's full of bugs.").highlights;
    expect(decline?.category).toBe('bug');
    expect(decline!.sentimentScore).toBeLessThan(0);
    expect(cat('5 stars if you fix the sync.')).toEqual(['complaint']);
    expect(cat('Uninstalled.')).toEqual(['complaint']);
    expect(cat('Battery hog.')).toEqual(['complaint']);
    expect(cat('Why is there no landscape mode in 2026?')).toEqual(['feature_request']);
    // Plain is no lack; reinstalling put it right.
    expect(cat('Does what it says, no frills.')).toEqual(['praise']);
    expect(cat('I uninstalled and reinstalled it and now it works.')).not.toContain('complaint');
  });
});

describe('product reviews', () => {

  it('reads goods unlike their pictures, damaged by little, or not doing what they claim as problems', () => {
    expect(read('The color is nothing like the picture.')).toEqual([['complaint', -1]]);
    expect(read('Much smaller than it looks in the photos.')).toEqual([['complaint', -1]]);
    expect(read('It does not do what it claims.')).toEqual([['complaint', -1]]);
    expect(read('The screen scratches easily.')).toEqual([['bug', -1]]);
    expect(read('The fabric tears way too easily.')).toEqual([['bug', -1]]);
    expect(read('Stopped charging after the last update.')).toEqual([['bug', -1]]);
    // Better than its pictures, hard to scratch, and does what it claims are no problems.
    expect(cat('Even better than the pictures, I love it.')).toEqual(['praise']);
    expect(cat("The coating doesn't scratch easily.")).not.toContain('bug');
    expect(cat('Does exactly what it claims.')).toEqual(['praise']);
    expect(cat('The photos on the listing were accurate.')).not.toContain('complaint');
  });

  it('reads the stock phrases of reviews for what they say', () => {
    expect(read('Exceeded my expectations in every way.')).toEqual([['praise', 1]]);
    expect(read('Did not live up to the hype.')).toEqual([['complaint', -1]]);
    expect(read('It lives up to the hype.')).toEqual([['praise', 1]]);
    expect(read('Buyer beware.')).toEqual([['complaint', -1]]);
    expect(read("I've had better.")).toEqual([['complaint', -1]]);
    expect(read('Save yourself the headache and buy a different brand.')).toEqual([['complaint', -1]]);
    expect(read("The book was a page turner, I couldn't put it down.")).toEqual([['praise', 1]]);
    expect(read('I have washed it a dozen times and it still looks brand new.')).toEqual([['praise', 1]]);
    expect(read('Worked right out of the box.')).toEqual([['praise', 1]]);
    expect(read('Total junk.')).toEqual([['complaint', -1]]);
    expect(read('Smells like chemicals and gave me a headache.')).toEqual([['complaint', -1]]);
    // "had better" as advice is no comparison with something better
    expect(analyzeFeedback('You had better order early.').sentimentScore).toBeGreaterThanOrEqual(0);
  });
});

describe('product reviews: regret, durability and comparisons with the past', () => {

  it('reads "never looked better" and "never had a better" as praise, "never got better" as a complaint', () => {
    expect(read('My skin has never looked better.')).toEqual([['praise', 1]]);
    expect(read("I've never been happier with a purchase.")).toEqual([['praise', 1]]);
    expect(read('I have never had a better phone.')).toEqual([['praise', 1]]);
    expect(read('I have never felt worse after a meal.')).toEqual([['complaint', -1]]);
    expect(read('It never got better.')).toEqual([['complaint', -1]]);
    expect(cat('The remake never looked better than the original.')).not.toContain('praise');
  });

  it('reads a refusal to do something good as a complaint', () => {
    expect(read('They refused to honor the warranty.')).toEqual([['complaint', -1]]);
  });

  it('reads regret of a purchase as a complaint and regret of not buying sooner as praise', () => {
    expect(read('I wish I had never signed up.')).toEqual([['complaint', -1]]);
    expect(read('Wish I had read the reviews before buying.')).toEqual([['complaint', -1]]);
    expect(read('Should have bought this years ago.')).toEqual([['praise', 1]]);
    expect(read('I should have switched years ago.')).toEqual([['praise', 1]]);
    // what should have come sooner, and a wish to have been told, stay what they were
    expect(read('It should have arrived sooner.')).toEqual([['complaint', -1]]);
    expect(cat('I wish I had known about the fees earlier.')).not.toContain('praise');
  });

  it('reads a thing that acts up, overheats, comes unglued or will not last as a problem', () => {
    expect(read('It overheats when I play games for more than twenty minutes.')).toEqual([['bug', -1]]);
    expect(read("It's fine for a week, then it starts acting up.")).toEqual([['bug', -1]]);
    expect(read('The nonstick coating started coming off after a few uses.')).toEqual([['bug', -1]]);
    expect(read("After the firmware update it won't turn on.")).toEqual([['bug', -1]]);
    expect(cat("It's great for the price, but it won't last.")).toEqual(['complaint']);
    expect(cat('The battery did not last a day.')).toEqual(['complaint']);
    expect(cat('We stayed up until 2am, it was the best night, I hope it will not last night only.')).not.toContain('complaint');
  });

  it('reads what a seller never answered as a complaint, not a bug, and other stock phrases for what they say', () => {
    expect(read('The seller never responded to my messages.')).toEqual([['complaint', -1]]);
    expect(read('The app never responds when I tap save.')).toEqual([['bug', -1]]);
    expect(read('Not what I ordered.')).toEqual([['complaint', -1]]);
    expect(read('Returned.')).toEqual([['complaint', -1]]);
    expect(read('Exactly as pictured.')).toEqual([['praise', 1]]);
    expect(read('My son lost interest after a day.')).toEqual([['complaint', -1]]);
    expect(read('Already showing signs of wear after a month.')).toEqual([['complaint', -1]]);
    expect(read('The app constantly asks me to log in again.')).toEqual([['complaint', -1]]);
    expect(read('The app is simple and does what it should.')).toEqual([['praise', 1]]);
    expect(read('Does everything I need it to do.')).toEqual([['praise', 1]]);
    expect(read('A little goes a long way.')).toEqual([['praise', 1]]);
  });
});

describe('product reviews: electronics', () => {

  it('knows the words reviews judge by that VADER lacks', () => {
    expect(read('The picture is incredible on my HDTV.')).toEqual([['praise', 1]]);
    expect(read('The pictures come out crisp and the colors are accurate.')).toEqual([['praise', 1]]);
    expect(read('The sound is tinny and muffled.')).toEqual([['complaint', -1]]);
    expect(read('The firmware update bricked my player.')).toEqual([['bug', -1]]);
  });

  it('reads an intent to buy again as praise, one never to buy again as a complaint, whatever stands between', () => {
    expect(read('I would buy this camera again in a heartbeat.')).toEqual([['praise', 1]]);
    expect(read("We'd definitely stay there again.")).toEqual([['praise', 1]]);
    expect(read('I would never buy another product from this company.')).toEqual([['complaint', -1]]);
    expect(read('I would never use this company again.')).toEqual([['complaint', -1]]);
    // no intent: a second one bought because the first broke
    expect(cat('I had to buy another one because it broke.')).not.toContain('praise');
  });

  it('reads a problem put right as praise of whoever put it right, and one not put right as a complaint', () => {
    expect(read('Tech support was quick and solved my problem.')).toEqual([['praise', 1]]);
    expect(read('Support resolved the problem quickly.')).toEqual([['praise', 1]]);
    expect(read('This app solves a real problem for us.')).toEqual([['praise', 1]]);
    expect(read("They didn't fix the problem.")).toEqual([['complaint', -1]]);
    expect(read("The update didn't fix anything.")).toEqual([['complaint', -1]]);
    expect(read('The problem was never fixed.')).toEqual([['complaint', -1]]);
    // asked for, not done: still the bug
    expect(read('Please fix the bug in the export.')).toEqual([['bug', -1]]);
  });

  it('reads "I expected more" closing a clause as disappointment, and other stock phrases for what they say', () => {
    expect(read('Overall I expected more.')).toEqual([['complaint', -1]]);
    expect(cat('I expected more people to come, and they came.')).not.toContain('complaint');
    expect(read('For the price you would expect better build quality.')).toEqual([['complaint', -1]]);
    expect(read('The price was right.')).toEqual([['praise', 1]]);
    expect(read('The buttons feel a little cheap.')).toEqual([['complaint', -1]]);
    expect(read('The player would not recognize my computer.')).toEqual([['bug', -1]]);
    expect(read('The unit runs hot after an hour of use.')).toEqual([['complaint', -1]]);
  });
});

describe('phrasings left over from earlier rounds', () => {

  it('reads "broke nothing" as good news, punctuality as praise and its lack as a complaint', () => {
    expect(read('The update broke nothing, which is a first.')).toEqual([['praise', 1]]);
    expect(read('It broke everything.')).toEqual([['bug', -1]]);
    expect(read('Delivery was on time, as always.')).toEqual([['praise', 1]]);
    expect(read('The bus is never on time.')).toEqual([['complaint', -1]]);
    expect(cat('He hurried to get to work on time.')).toEqual([]);
  });

  it('reads "why would you remove ..." and "nobody tested this" as complaints', () => {
    expect(read('Why would you remove the export button?')).toEqual([['complaint', -1]]);
    expect(read('Why did you get rid of the dark theme?')).toEqual([['complaint', -1]]);
    expect(read('Clearly nobody tested this release.')).toEqual([['complaint', -1]]);
    expect(cat('Why do you use cookies?')).toEqual(['question']);
  });
});

describe('review corpora tokenised the Penn Treebank way', () => {
  it('reads split contractions as the contractions they are', () => {
    expect(read("it does n't work .")).toEqual([['bug', -1]]);
    expect(read("i would n't recommend it .")).toEqual([['complaint', -1]]);
    expect(read("i ca n't believe how good it is .")).toEqual([['praise', 1]]);
    // the quote keeps the text as it was written
    expect(analyzeFeedback("it does n't work .").highlights[0]!.quote).toBe("it does n't work .");
  });
});

describe('reviews of several sentences', () => {
  it('reads "I expected a lot more" closing a clause and a warranty that does not cover as complaints', () => {
    expect(read('For the price I expected a lot more.')).toEqual([['complaint', -1]]);
    expect(cat('I expected a lot more people to come.')).toEqual([]);
    expect(read('The insurance refused to cover the repair.')).toEqual([['complaint', -1]]);
    expect(cat("Customer service told me the warranty doesn't cover misuse.")).toEqual(['complaint']);
    expect(cat("I don't cover that topic in class.")).toEqual([]);
  });

  it('reads a wish to rate higher than the scale allows as praise', () => {
    expect(read('I wish I could give it more stars.')).toEqual([['praise', 1]]);
    expect(read("I'd give it 10 stars if I could.")).toEqual([['praise', 1]]);
  });
});

describe('good until a change', () => {
  it('reads praise of the time before an update as a complaint about the update', () => {
    expect(read('It worked great before the last update.')).toEqual([['complaint', -1]]);
    expect(read('The app was perfect until the redesign.')).toEqual([['complaint', -1]]);
    expect(read('It was fine until yesterday.')).toEqual([['complaint', -1]]);
    expect(read('Before the update it worked flawlessly.')).toEqual([['complaint', -1]]);
    expect(cat('Before the redesign it was great and it still is.')).toEqual(['praise']);
    // better after it, still good, or only waiting for it
    expect(cat('It works even better after the update.')).toEqual(['praise']);
    expect(cat('It was great before the update and it still is.')).toEqual(['praise']);
    expect(cat('We were waiting until the update to decide.')).not.toContain('complaint');
  });
});

describe('software and service reviews', () => {
  it('reads the stock phrases of service reviews and a wait longer than promised for what they say', () => {
    expect(read('Onboarding took way longer than promised.')).toEqual([['complaint', -1]]);
    expect(read('Speeds are slower than advertised.')).toEqual([['complaint', -1]]);
    expect(cat('The battery lasts longer than expected.')).not.toContain('complaint');
    expect(cat('It took longer than expected but it was worth it.')).toEqual(['praise']);
    expect(read('Integrations with Slack and Jira just work.')).toEqual([['praise', 1]]);
    expect(read('Your support engineer went above and beyond.')).toEqual([['praise', 1]]);
    expect(read('Rock solid uptime this quarter.')).toEqual([['praise', 1]]);
    expect(read('Feature requests go into a black hole.')).toEqual([['complaint', -1]]);
  });
});

describe('how long things last and take', () => {
  it('reads "long" and "short" by what they measure: praise for a battery that lasts, a complaint about a wait', () => {
    expect(read('battery life is short .')).toEqual([['complaint', -1]]);
    expect(read('The battery lasts forever.')).toEqual([['praise', 1]]);
    expect(read('Battery life on the new model is much longer.')).toEqual([['praise', 1]]);
    expect(read('The startup time is long.')).toEqual([['complaint', -1]]);
    expect(read('Response times are longer than they used to be.')).toEqual([['complaint', -1]]);
    expect(read('Wait times have gotten much shorter since the new system.')).toEqual([['praise', 1]]);
    expect(read('Long battery life and a bright screen.')).toEqual([['praise', 1]]);
    // nothing measured, or measured by another verb: no judgement from "long" itself
    expect(cat('I have been a customer for a long time.')).toEqual([]);
    expect(scoreSentiment('The meeting was on a long day.')).toBe(0);
    expect(cat('The battery takes a long time to charge.')).not.toContain('praise');
  });

  it('reads a battery that will not hold a charge, runs out early or does not last as a complaint', () => {
    expect(read('After a month the battery would not hold a charge.')).toEqual([['complaint', -1]]);
    expect(read('The battery only lasts two hours.')).toEqual([['complaint', -1]]);
    expect(read("It's great for the price, but it won't last.")).toEqual([['complaint', -1]]);
    expect(read('It still holds a charge for days.')).toEqual([['praise', 1]]);
  });

  it('reads a comparative of a lexicon adjective before "than" or after a degree word as that adjective', () => {
    expect(read('The sound is much clearer than my old player.')).toEqual([['praise', 1]]);
    expect(read('The ride is a lot smoother now.')).toEqual([['praise', 1]]);
    // in an expectation it says the opposite
    expect(cat("I assumed it would be done quicker than this.")).not.toContain('praise');
    // an -er noun is no comparative: "player" is not "play" (+1.4)
    expect(scoreSentiment('The player sits on the shelf.')).toBe(0);
    expect(scoreSentiment('Any player sits on the shelf.')).toBe(0);
  });
});

describe('what a product does for its buyer, and what is done without asking', () => {
  it('reads doing or finding what one needs as praise, and its negation as a complaint', () => {
    expect(read("it does n't do what i need .")).toEqual([['complaint', -1]]);
    expect(read("The search never finds what I'm looking for.")).toEqual([['complaint', -1]]);
    // Two things praised, each quoted apart ("and" before a subject of its own).
    expect(read('It does what it says and the price is fair.')).toEqual([['praise', 1], ['praise', 1]]);
  });

  it('reads a thing done without warning or consent as a complaint, not as the absence of a problem', () => {
    expect(read('The subscription renewed without any warning.')).toEqual([['complaint', -1]]);
    expect(read('They charged my card without asking.')).toEqual([['complaint', -1]]);
    expect(read('Customer service replaced it without any questions.')).toEqual([['praise', 1]]);
    expect(read('The doctor took the time to explain everything.')).toEqual([['praise', 1]]);
  });

  it('reads a fix of what was wrong as no complaint, and the lens cap that falls off easily as one', () => {
    expect(cat('The new patch fixed the frame drops.')).not.toContain('complaint');
    expect(scoreSentiment('The new patch fixed the frame drops.')).toBeGreaterThanOrEqual(0);
    expect(scoreSentiment('They handled the complaint badly.')).toBeLessThan(0);
    expect(read('the lens cap falls off easily .')).toEqual([['bug', -1]]);
  });

  it('reads good wishes to people as no feature request', () => {
    expect(cat('I wish you all a happy new year!')).not.toContain('feature_request');
    expect(cat('Wish you the best with the launch.')).not.toContain('feature_request');
    expect(cat('I wish you could filter by date range.')).toEqual(['feature_request']);
    expect(cat('I wish the export had a date filter.')).toEqual(['feature_request']);
  });
});

describe('devices that hang, drain or are hard to use', () => {
  it('reads too little of what is needed ("not loud enough") as a complaint, whatever the word', () => {
    expect(read('the ringer is not loud enough .')).toEqual([['complaint', -1]]);
    expect(read("The screen isn't nearly bright enough outdoors.")).toEqual([['complaint', -1]]);
    expect(scoreSentiment('The room was big enough for the whole family.')).toBeGreaterThanOrEqual(0);
    // a negated verb before "enough" is emphasis
    expect(read("I can't thank them enough.")).toEqual([['praise', 1]]);
  });

  it('reads "quickly" or "fast" after what runs down or gives way as how soon it does, not as speed', () => {
    expect(read('the battery drains quickly .')).toEqual([['complaint', -1]]);
    expect(read('The battery dies fast.')).toEqual([['complaint', -1]]);
    expect(read('It charges fast and the screen is sharp.')).toEqual([['praise', 1], ['praise', 1]]);
  });

  it('knows the stock phrases of device reviews', () => {
    expect(read('the player locks up and you have to reset it .')).toEqual([['bug', -1]]);
    expect(read('do not buy this player .')).toEqual([['complaint', -1]]);
    expect(read('setup was a breeze .')).toEqual([['praise', 1]]);
    expect(read('the scroll wheel is hard to use with one hand .')).toEqual([['complaint', -1]]);
    expect(read('the speakerphone is barely audible .')).toEqual([['complaint', -1]]);
    expect(read('the bass is muddy .')).toEqual([['complaint', -1]]);
    expect(read('cleanup is a snap .')).toEqual([['praise', 1]]);
    expect(read('the lid fits snugly .')).toEqual([['praise', 1]]);
    expect(read('The seats are plush and the trim feels luxurious.')).toEqual([['praise', 1]]);
    expect(read('it randomly disconnects .')).toEqual([['complaint', -1]]);
  });
});

describe('waits as promised and fixes as they should be', () => {
  it('reads a wait that was promised or expected as no complaint', () => {
    expect(cat('Delivery took a week, as promised.')).not.toContain('complaint');
    expect(cat('Shipping took 3 days, which is fine.')).not.toContain('complaint');
    expect(read('It took a week to arrive.')).toEqual([['complaint', -1]]);
  });

  it('reads a fast fix "as they should" as praise, not a demand', () => {
    expect(read('They fixed it the same day, as they should.')).toEqual([['praise', 1]]);
    expect(cat('Please fix it within the day.')).not.toContain('praise');
  });
});

describe('a request with its reason', () => {
  it('keeps a request followed by its reason whole, and a judgement before a request apart', () => {
    expect(cat('Please add a dark mode, my eyes hurt at night.')).toEqual(['feature_request']);
    expect(cat('Please add CSV export, copying by hand is painful.')).toEqual(['feature_request']);
    expect(cat('The company is no good, please terminate my account.')).toHaveLength(2);
  });
});

describe('a drawback named as such', () => {
  it('reads "the only downside is ..." and "my one complaint: ..." as a complaint, however warm the rest', () => {
    expect(read('The only downside is the short cord, otherwise perfect.')).toEqual([['complaint', -1]]);
    expect(read('My one complaint: the strap is flimsy.')).toEqual([['complaint', -1]]);
    expect(cat('My only complaint is none, it is perfect.')).not.toContain('complaint');
  });
});

describe('what owners say of a device after a while', () => {
  it('knows the idioms of giving up, letting down and outclassing', () => {
    expect(read('it quit working after a month .')).toEqual([['bug', -1]]);
    expect(read('it let me down .')).toEqual([['complaint', -1]]);
    expect(scoreSentiment("it has n't let me down yet .")).toBeGreaterThan(0);
    expect(read('it pales in comparison to my old one .')).toEqual([['complaint', -1]]);
    expect(read('it blows away the competition .')).toEqual([['praise', 1]]);
    expect(read('built like a tank .')).toEqual([['praise', 1]]);
    expect(read('feels like a toy .')).toEqual([['complaint', -1]]);
    expect(read('you get more than you pay for .')).toEqual([['praise', 1]]);
    expect(read("i can't imagine life without it .")).toEqual([['praise', 1]]);
  });

  it('reads "rocks" after what it praises as praise, and stones as nothing', () => {
    expect(read('this thing rocks !')).toEqual([['praise', 1]]);
    expect(scoreSentiment('The path was covered in rocks.')).toBe(0);
  });
});

describe('getting used to a thing, its features and the competition', () => {
  it('knows what reviews say of learning a device, of its features and of its rivals', () => {
    expect(read('the menu system takes some getting used to .')).toEqual([['complaint', -1]]);
    expect(read('there is a steep learning curve .')).toEqual([['complaint', -1]]);
    expect(read('the pictures speak for themselves .')).toEqual([['praise', 1]]);
    expect(read("i 'm returning it tomorrow .")).toEqual([['complaint', -1]]);
    expect(read('it fits in my pocket .')).toEqual([['praise', 1]]);
    expect(read("it does n't fit in my pocket .")).toEqual([['complaint', -1]]);
    expect(read("it 's packed with features .")).toEqual([['praise', 1]]);
    expect(read('nothing comes close .')).toEqual([['praise', 1]]);
    expect(read('nothing works right .')).toEqual([['complaint', -1]]);
    expect(read('the camera eats batteries .')).toEqual([['complaint', -1]]);
    expect(read('the only thing i would change is the battery .')).toEqual([['complaint', -1]]);
  });

  it('reads "plenty" as enough of what is wanted, not as a quantity', () => {
    expect(read('the earpiece volume is plenty loud .')).toEqual([['praise', 1]]);
    expect(read('the battery lasts about 14 hours , which is plenty .')).toEqual([['praise', 1]]);
    expect(scoreSentimentRules('There are plenty of other apps.')).toBe(0);
  });
});

describe('praise that did not come true, hopes and hype', () => {
  it('reads praise after "could have been" or a failed condition as a complaint', () => {
    expect(read('It would have been great if it actually worked.')).toEqual([['complaint', -1]]);
    expect(read('Would be 5 stars if not for the battery.')).toEqual([['complaint', -1]]);
    expect(read('Could have been a great product.')).toEqual([['complaint', -1]]);
    expect(read('I had high hopes for this camera.')).toEqual([['complaint', -1]]);
    // a compliment said with "would have been", and a risk avoided
    expect(scoreSentiment('That would have been the perfect name.')).toBeGreaterThan(0);
    expect(scoreSentiment('What could have been a mess turns into a great film.')).toBeGreaterThan(0);
  });

  it('reads "not so much" and "in reality" as taking back what came before', () => {
    expect(read('On paper it looks great, in practice not so much.')).toEqual([['complaint', -1]]);
    expect(read('Looks great in the pictures, not so much in person.')).toEqual([['complaint', -1]]);
    expect(scoreSentiment('In theory a great feature, in reality it never works.')).toBeLessThan(0);
    // "not so much X as Y" compares
    expect(scoreSentimentRules('It is not so much a book as a manual.')).toBe(0);
  });

  it('knows hype, a job done, and delivering more or less than promised', () => {
    expect(read('Believe the hype.')).toEqual([['praise', 1]]);
    expect(read("Don't believe the hype.")).toEqual([['complaint', -1]]);
    expect(read('Not the prettiest, but it gets the job done.')).toEqual([['praise', 1]]);
    expect(read('Underpromised and overdelivered.')).toEqual([['praise', 1]]);
    expect(read('Should have read the reviews first.')).toEqual([['complaint', -1]]);
  });
});

describe('customers about to leave, and tickets closed on them', () => {
  it('reads leaving for a rival as a complaint', () => {
    expect(read("If this isn't fixed by the end of the month we'll move to a competitor.")).toEqual([['complaint', -1]]);
    expect(read("I'm taking my business elsewhere.")).toEqual([['complaint', -1]]);
    expect(cat("We're going to move to the new office.")).toEqual([]);
  });

  it('reads tickets closed again and again as a complaint, an app that keeps closing as a bug', () => {
    expect(read('Support keeps closing our tickets without answering.')).toEqual([['complaint', -1]]);
    expect(read('They keep closing my ticket.')).toEqual([['complaint', -1]]);
    expect(read('The app keeps closing.')).toEqual([['bug', -1]]);
  });
});

describe('qualities whose praise is the thing\'s, and wishes for more', () => {
  it('reads "sharp", "loud" and "quiet" by the thing they are said of', () => {
    expect(read('the screen is very sharp .')).toEqual([['praise', 1]]);
    expect(read('sharp pictures and a bright screen')).toEqual([['praise', 1]]);
    expect(read('the fan is loud .')).toEqual([['complaint', -1]]);
    expect(read('the fan is very quiet .')).toEqual([['praise', 1]]);
    expect(read('the speaker is loud and clear .')).toEqual([['praise', 1]]);
    expect(read('the ringer is too quiet .')).toEqual([['complaint', -1]]);
    // nothing of the kind: no valence from the word
    expect(scoreSentimentRules('The edges are sharp.')).toBe(0);
  });

  it('reads a comparative after "could be" as a wish for more, and "a must have" as praise', () => {
    expect(read('battery life could be longer .')).toEqual([['complaint', -1]]);
    expect(read('The app could be more stable.')).toEqual([['complaint', -1]]);
    expect(scoreSentimentRules('It could be another.')).toBe(0);
    expect(read('wish the battery lasted longer .')).toEqual([['feature_request', -1]]);
    expect(read('a must have .')).toEqual([['praise', 1]]);
    expect(read('the fit is just right .')).toEqual([['praise', 1]]);
  });
});

describe('feedback as customers type it (tenth session)', () => {
  it('reads malfunctions told without a bug word as bugs', () => {
    for (const text of [
      'AC unit kept switching itself off in the middle of the night',
      'the router reboots by itself every few hours',
      'clicking "approve" on timesheets does nothing, the spinner just spins forever',
      "PTO balances didn't carry over to the new year",
      'check engine light came on 20 minutes after pickup',
      'return label link gives a 404 page',
      "promo code showed as applied at checkout but wasn't deducted from the final charge",
      'my progress resets to 0% every time i log in',
      'the tax calculation for overtime was wrong on the last two pay runs',
      'got a reminder text for an appointment I already cancelled',
      "the portal wont let me upload my insurance card",
      'the ice maker leaks onto the floor every night',
    ]) expect(cat(text), text).toEqual(['bug']);
    // What it could or should do by itself is asked for, not a fault.
    expect(cat("Wish it could tell when we're out and turn itself down.")).toEqual(['feature_request']);
    expect(cat('I wish it could switch itself off when idle.')).toEqual(['feature_request']);
    expect(cat('The heater turns itself off and I have to restart it.')).toEqual(['bug']);
    // a card frozen on purpose is a feature used, not a crash
    expect(cat('freezing my card took 2 seconds when I thought I lost it')).toEqual(['praise']);
  });

  it('reads yes/no questions typed without a question mark as questions, not subject-less statements', () => {
    for (const text of ['does the 5G plan work in Canada', 'can i pick up the car earlier than my booking time', 'are these sweat resistant enough for the gym', 'whats the row limit on the starter plan']) {
      expect(cat(text), text).toEqual(['question']);
    }
    expect(cat('Does the job well.')).toEqual(['praise']);
    expect(cat('Was the best stay we have had.')).toEqual(['praise']);
  });

  it('reads a task done in moments as praise, a long one as a complaint', () => {
    expect(cat('online booking took 2 minutes, got a slot the next morning')).toEqual(['praise']);
    expect(cat('the refund came through in like a minute, no questions asked')).toEqual(['praise']);
    expect(cat('It takes 10 minutes to load the dashboard.')).toEqual(['complaint']);
    expect(cat('year end reports took our accountant two full days to reconcile')).toEqual(['complaint']);
    expect(cat('transfers to other banks still take 3 business days')).toEqual(['complaint']);
    expect(cat('direct deposit has never been late once')).toEqual(['praise']);
  });

  it('reads a promise reported as broken, and one kept', () => {
    expect(cat('Delivery was promised for Monday and it arrived on Friday.')).toEqual(['complaint']);
    expect(cat('I was promised a callback within 24 hours, still nothing.')).toEqual(['complaint']);
    expect(cat('Sales promised us SSO by Q3.')).toEqual(['complaint']);
    expect(cat('It arrived as promised.')).toEqual(['praise']);
    expect(cat('I was promised a refund and got it two days later, great service.')).toEqual(['praise']);
  });

  it('reads a problem put right as such only when nothing is said against it', () => {
    expect(cat('One problem is solved, the app no longer crashes.')).toEqual(['praise']);
    expect(cat('The only problem is fixed now but the export is still slow.')).toEqual(['complaint']);
    expect(cat('support keeps closing my ticket as resolved when it isnt')).toEqual(['complaint']);
  });

  it('reads waits, mismatches and inconsistency told plainly as complaints', () => {
    for (const text of [
      "The invoice totals don't match what we were quoted.",
      'repair guy came, said he would order a part, 3 weeks and counting',
      'called 4 times, got 4 different answers',
      'sent the jeans back on the 2nd, still no refund',
      "the car smelled like smoke and it's supposed to be non smoking",
      'the stainless steel shows every single fingerprint',
      'sizes are all over the place',
      'loyal customer for 9 years and your retention offers are only for new customers, this is the thanks i get',
    ]) expect(cat(text), text).toEqual(['complaint']);
    expect(cat('Still no issues after a year.')).toEqual(['praise']);
  });

  it('reads what would complete the product as a request, and a present bought as no praise', () => {
    expect(cat('an airport shuttle would make this place perfect')).toEqual(['feature_request']);
    expect(cat('Bought it as a gift for my wife.')).toEqual([]);
    expect(cat('This app is a gift to small businesses.')).toEqual(['praise']);
    expect(cat('our fridge is 9 years old and still runs like new')).toEqual(['praise']);
    expect(cat('staff went out of their way to find us a car seat')).toEqual(['praise']);
  });
});

describe('praise told as a plain fact', () => {
  it('reads what any product earns said without a word of praise, and not its opposites', () => {
    for (const text of [
      'Our churn dropped 20% since we switched.',
      'I renewed for another three years without thinking twice.',
      'Our team onboarded 40 new hires with zero tickets to IT.',
      'It paid for itself in the first month.',
      'We have not missed a payroll since switching.',
      'The replacement arrived before I had even sent the old one back.',
      'Checkout takes two taps.',
      'Our response time went from two days to two hours.',
      'Even my grandmother can use it.',
      'Customer since 2015 and never had a reason to leave.',
      'The report that took me a day now takes ten minutes.',
    ]) expect(cat(text), text).toEqual(['praise']);
    expect(cat('Our response time went from two hours to two days.')).toEqual(['complaint']);
    // what the customer has, good only in the names of things, is no praise; how it is, is
    expect(cat('We have a holiday cottage.')).toEqual([]);
    expect(cat('We have a great team.')).toEqual(['praise']);
    expect(cat('They renewed my plan for another year without asking me.')).toEqual(['complaint']);
    expect(cat('I renewed for another year and now regret it.')).toEqual(['complaint']);
    expect(cat('Worked with no issues until the update.')).toEqual(['complaint']);
    expect(cat("Even my grandmother can't use it.")).toEqual(['complaint']);
    expect(cat('Sales dropped 20% since the redesign.')).toEqual(['complaint']);
    expect(cat('It takes three clicks to find the export.')).not.toContain('praise');
  });
});

describe('problems told as a plain fact', () => {
  it('reads what went wrong said without a word of blame, and not its look-alikes', () => {
    for (const text of [
      'The parcel was left in the rain outside the door.',
      "The invoice shows last month's prices.",
      'The quote we were given was £400 and the final bill was £690.',
      'The form asks for my date of birth on every page.',
      'The sizes run two sizes small.',
      'Our team of 12 can only have 5 seats on this plan.',
      'The printer prints everything in landscape even when set to portrait.',
      'The delivery came without the cables listed on the box.',
      'The teacher marked my son absent when he was in class.',
      'We were seated next to the toilets although we booked a window table.',
      'The app shows my balance from yesterday.',
      'The booking confirmation went to my old email address.',
      'Each export contains only the first 500 rows.',
    ]) expect(cat(text), text).toEqual(['complaint']);
    for (const text of [
      'Got a parking fine even though I paid in the app.',
      "They sent me a bill for a account I closed in 2022.",
      'Had to pay £15 to change a typo in my name on the ticket.',
      "Broadband speed is a third of what's on the contract.",
      'insurance renewal quote is 60% higher for the same cover',
      'flight was moved 5 hours earlier and we only found out at the airport',
      "We've been on the waiting list for 14 months.",
      'The train wifi requires you to log in every station.',
      'The app needs location access just to show opening hours.',
      'exam results portal only works in internet explorer',
      'The manual is only in German.',
      'The hire car had a quarter tank instead of full.',
      "Our bin wasn't collected again this week.",
    ]) expect(cat(text), text).toEqual(['complaint']);
    for (const text of ['I got a fine haircut there.', 'We got the pro plan instead of basic and it was worth it.', 'It only works in dark mode, which I love.']) expect(cat(text), text).toEqual(['praise']);
    for (const text of ['Comes in small, medium and large.', 'Although we booked late, they found us a table.', 'The dashboard shows data from last week.', 'It runs on a small battery.']) {
      expect(cat(text), text).toEqual([]);
    }
  });
});

describe('a complaint that names nothing of its own', () => {
  it('is quoted with the sentence before it, so that it says what is wrong', () => {
    const text = 'Slack app got unlinked again. This is the third time this month.';
    const [h, ...rest] = analyzeFeedback(text).highlights;
    expect(rest).toEqual([]);
    expect(h).toMatchObject({ start: 0, end: text.length, quote: text, category: 'complaint' });
    const price = analyzeFeedback('You raised the per-seat price by 40% with two weeks notice. Not cool.').highlights;
    expect(price.map((x) => [x.quote, x.category])).toEqual([['You raised the per-seat price by 40% with two weeks notice. Not cool.', 'complaint']]);
    // how much or when names nothing either
    const annoyed = 'The booking page freezes every time I reserve a class. Really annoying at 6am.';
    expect(analyzeFeedback(annoyed).highlights.map((x) => x.quote)).toEqual([annoyed]);
    // a plea to be answered, after the wait it follows, is the complaint it is
    const unanswered = "I opened a ticket 9 days ago and still haven't heard anything back. Could someone please get back to me?";
    expect(analyzeFeedback(unanswered).highlights.map((x) => [x.quote, x.category])).toEqual([[unanswered, 'complaint']]);
    expect(cat('Can you answer my question about plans?')).toEqual(['question']);
    // "Sort it out please." asks for the fix of what was just told
    expect(analyzeFeedback('Double charged again this month. Sort it out please.').highlights.map((x) => [x.quote, x.category])).toEqual([['Double charged again this month. Sort it out please.', 'complaint']]);
    // people hurrying scramble no data
    expect(cat('Had to scramble to find someone, really stressful.')).toEqual(['complaint']);
    expect(cat('The names in the export are scrambled.')).toEqual(['bug']);
    // what "this" is, said of what was just told
    const severe = 'Secrets masking failed and our AWS key showed up in plain text in the public log. This is a serious security problem.';
    expect(analyzeFeedback(severe).highlights.map((x) => x.quote)).toEqual([severe]);
    expect(analyzeFeedback('Love the app. This is the best tool we use.').highlights.map((x) => x.quote)).toEqual(['Love the app.', 'This is the best tool we use.']);
    // praise before it is its own highlight, and a follow-up that names something stands alone
    expect(analyzeFeedback('I love it. Really disruptive.').highlights.map((x) => x.quote)).toEqual(['I love it.', 'Really disruptive.']);
    expect(analyzeFeedback('We moved from Trello in May. The export keeps failing.').highlights.map((x) => x.quote)).toEqual(['The export keeps failing.']);
  });
  it('quotes a call for a fix or for help that names nothing with the problem before it', () => {
    for (const text of ['The export is empty. Please fix this asap.', 'The app crashes on launch. Any update?', 'The .sav file I downloaded has no values. Is there a workaround?']) {
      const highlights = analyzeFeedback(text).highlights;
      expect(highlights.map((h) => h.quote), text).toEqual([text]);
      expect(['bug', 'complaint']).toContain(highlights[0]!.category);
    }
    // Context, then the call for help: one highlight of both.
    expect(analyzeFeedback("Hi there, I'm having trouble with the order export. Could you help?").highlights).toHaveLength(1);
    // A second problem names its own thing.
    expect(analyzeFeedback('The export is empty. Also the search is slow.').highlights.map((h) => h.quote)).toEqual(['The export is empty.', 'Also the search is slow.']);
  });
});

describe('what the PM audit of the tenth session found misread', () => {
  it('reads these problems as problems, whatever their words', () => {
    expect(cat('My credit card shows two identical charges from Tasklane this month.')).toEqual(['complaint']);
    expect(cat('The export mangles special characters in names like José and Zoë.')).toEqual(['bug']);
    expect(cat('Our portfolio dashboard spins and spins before anything shows up.')).toEqual(['bug']);
    expect(cat('love the product overall but the ios app just dies whenever i open attachments, super annoying')).toEqual(['bug']);
    expect(cat('Why does my session keep expiring?')).toEqual(['complaint']);
    expect(cat('Why does everyone keep recommending this app?')).toEqual(['question']);
    // an amount is no error page
    expect(cat('A 500 pound cash withdrawal was just made from my account.')).not.toContain('bug');
  });

  it('reads these requests as requests', () => {
    for (const text of ['Also dark mode pleeease, every other tool I use has it.', 'A darker color scheme option would be easier on my eyes.', 'Emoji reactions on comments would be fun.', 'Any chance of recurring to-dos?']) {
      expect(cat(text), text).toEqual(['feature_request']);
    }
    expect(cat('Thanks, please.')).not.toContain('feature_request');
    expect(cat('Any chance of a refund?')).toEqual(['question']);
  });
});

describe('problems told by what they make people do', () => {
  it('reads them as problems', () => {
    for (const text of [
      'Tried to preview a screenshot in the Android app and it closed itself.',
      'Mobile app keeps force closing when I tap on an image someone attached.',
      "I'm not getting notified when someone mentions me.",
      'now nothing comes through from the Slack integration',
      'Task updates stopped posting to our Slack channel last week.',
      'We have to reconnect Slack almost weekly, it looks like the token expires.',
      "I'm constantly re-entering my password.",
      'Reinstalled, same thing.',
      'Müller becomes MÃ¼ller.',
      'Happened 5 times today.',
      'The Business plan costs a lot more than competitors for the same features.',
      'Push notifications on my phone show up way after the fact, sometimes the next morning.',
      'Got invoiced twice for March.',
    ]) expect(cat(text).some((c) => c === 'bug' || c === 'complaint'), text).toBe(true);
    // a customer's own words of a thing gone wrong are no error message
    expect(cat('I think something went wrong with my exchange.')).not.toContain('bug');
    expect(cat('Why has my withdrawal not posted?')).toEqual(['question']);
  });

  it('reads British spellings as their American lexicon words', () => {
    expect(cat('The board view is still my favourite thing about it.')).toEqual(['praise']);
  });
});

describe('a demand about the problem just told', () => {
  it('stays with that problem in one highlight', () => {
    const text = "Our admin noticed we were billed twice in April. Still, please make sure it doesn't happen again.";
    expect(analyzeFeedback(text).highlights.map((h) => [h.quote, h.category])).toEqual([[text, 'complaint']]);
    expect(analyzeFeedback('The export fails. Not cool.').highlights.map((h) => [h.quote, h.category])).toEqual([['The export fails. Not cool.', 'bug']]);
    // praise before it is not extended
    expect(analyzeFeedback('Great support. Not cool that the export fails though.').highlights.map((h) => h.category)).toEqual(['praise', 'bug']);
  });
});

describe('problems, requests and praise told as plain facts', () => {
  it('reads failures said without a bug word as bugs', () => {
    for (const text of [
      'The table columns overlap when the names are long.',
      'The rounding is off on every invoice.',
      'The last line item runs off the page.',
      "Payments aren't reconciling automatically.",
      'Recurring invoices are not going out.',
      'We keep getting VAT discrepancies.',
      "The app said 'saved' but my changes were not there.",
      'It keeps going offline every few hours.',
    ]) expect(cat(text), text).toEqual(['bug']);
  });

  it('reads statuses that do not move, amounts that are off and waits in figures as complaints', () => {
    for (const text of [
      'Tracking showed the van stuck for 40+ min.',
      'Tracking has said label created for 9 days.',
      'It was due to renew on Monday and never did.',
      'Reports take upwards of 3 minutes to open.',
      "The pricing doesn't make sense for a team of two.",
      "I can't justify the new price.",
      'Price is high compared to other tools.',
      'The pin on the map never moved.',
      "I've been trying to reach a human for 3 days.",
      'The bot just goes in circles.',
      'Arrived 40 min after the estimate.',
      'Always later than the app says.',
      'Autopay took the payment twice.',
      'The charge shows up twice.',
      'Portions are tiny for the price.',
      'They raised my bill by 8 dollars.',
      'The driver took the long way even though I asked for the direct route.',
    ]) expect(cat(text), text).toEqual(['complaint']);
    // a price worth it, a short wait, a fact without a "but"
    expect(cat('It costs more than the old one but it is worth it.')).not.toContain('complaint');
    expect(cat('The tracking said delivered.')).toEqual([]);
  });

  it('reads what a thing would do, a conditional switch and a wish list as requests', () => {
    for (const text of [
      'Offline sync would let us work on the train.',
      'A shared inbox would make us look more organised.',
      'We would switch to you if it handled payroll.',
      'Dark mode is on my wishlist.',
      'Also being able to export to PDF.',
      'Unit prices would help me compare.',
      'Customer suggests adding a wishlist button.',
      'Caller asked if voicemail could be turned on for the second line.',
      'could the reports have a custom date range',
      "hoping you'll release a tablet app",
      'Receipt scanning on mobile would be brill.',
    ]) expect(cat(text), text).toEqual(['feature_request']);
    expect(cat('Nothing would help me more than a refund.')).not.toContain('feature_request');
  });

  it('reads a job done as asked, a find and a quick move as praise', () => {
    for (const text of [
      'Left the parcel exactly where I asked.',
      'I found recipes I would never have found otherwise.',
      'Customers pay quicker with the card option.',
      'Setup took one afternoon.',
    ]) expect(cat(text), text).toEqual(['praise']);
  });

  it('reads wrong data a system produced as a bug, and a mismatch with a quote as a complaint', () => {
    for (const text of [
      'The reminder text came for the wrong date.',
      "VAT report totals don't match the sum of the individual invoices.",
      "Lab results show someone else's name at the top.",
      'Duplicate entries generated after every bank sync.',
      'My certificate came with my name misspelled.',
    ]) expect(cat(text), text).toEqual(['bug']);
    expect(cat("The invoice totals don't match what we were quoted.")).toEqual(['complaint']);
  });

  it('reads irony emoji, store credit, a long line and what one pays for as complaints', () => {
    for (const text of [
      'love paying more every year for a smaller catalog 🙃',
      'Shopper upset about receiving store credit rather than a refund to the original card.',
      'The check-in line was 40 minutes long.',
      'Ads now, even on the plan I pay for.',
      'Caller says the driver left the bags on the curb instead of at the door.',
    ]) expect(cat(text), text).toEqual(['complaint']);
    // a choice is no complaint; credit given is praise
    expect(cat('We went with the annual plan instead of monthly.')).toEqual([]);
    expect(cat('Credit to the team, this is great.')).toEqual(['praise']);
  });

  it('reads what a product manager read otherwise in invoicing feedback', () => {
    // a good-sounding status the product shows is no praise; a bad one is the problem
    expect(cat("The invoice still sits there as 'Outstanding' after the client paid by card.")).toEqual(['bug']);
    expect(cat("Mine shows 'offline' in the app even though the wifi works fine.")).toEqual(['complaint']);
    expect(cat("The status says 'Delivered' but nothing came.")).toEqual(['complaint']);
    expect(cat('Please advise.')).toEqual([]);
    expect(cat('Learning curve is basically zero.')).toEqual(['praise']);
    expect(cat('The overdue report is brilliant, I can see who owes what in seconds.')).toEqual(['praise']);
    expect(cat('My order is overdue by 3 days.')).toEqual(['complaint']);
    expect(cat('Had my first invoice out within 15 minutes of signing up.')).toEqual(['praise']);
    expect(cat("Was paying 12 a month, now it's 29 because my apprentice needs a login.")).toEqual(['complaint']);
    for (const text of [
      'Webhooks fire twice for the same event.',
      'Transactions are duplicated after the bank feed reconnects.',
      'Paid invoices stay as unpaid until I reconcile manually.',
      "Recurring invoices were sent with last month's date on them.",
      'Penny rounding differences on VAT between invoice and report.',
    ]) expect(cat(text), text).toEqual(['bug']);
    for (const text of ['The new colour scheme is harder to read.', "The florist category doesn't exist."]) expect(cat(text), text).toEqual(['complaint']);
    for (const text of [
      'A portal for clients would cut down emails massively.',
      'We need to be able to record time against matters.',
      'No mobile app in this day and age?',
      'a mobile app so I can invoice from the roof',
      'Can the journal entries screen show the running balance?',
    ]) expect(cat(text), text).toEqual(['feature_request']);
  });

  it('reads "less" before a word as turning it, and objections asked as questions as complaints', () => {
    expect(read('Makes weeknights so much less stressful, thank you.')).toEqual([['praise', 1]]);
    expect(read('The new menu is less intuitive.')).toEqual([['complaint', -1]]);
    expect(cat('It costs less than 5 dollars and works great.')).toEqual(['praise']);
    for (const text of ['Had to give 30 days notice to cancel, in writing, really?', 'Resale prices are 4x face value, how is that allowed?', "What's even the point of alerts that come after the visitor left?"])
      expect(cat(text), text).toEqual(['complaint']);
  });

  it('reads statuses left behind, staff who change and prices changed without warning as problems', () => {
    for (const text of [
      'Ended my ride and the app still shows it as active.',
      "Payslips went out with last month's hours.",
      "Calendar integration creates the meeting with yesterday's date.",
      'Promo code says "applied" but the total doesnt change.',
    ]) expect(cat(text), text).toEqual(['bug']);
    for (const text of [
      'Order history shows the parcel as delivered but the courier still has it at the depot.',
      'Every time I call I get a different handler who knows nothing about my case.',
      'The price per employee doubled at renewal with basically no warning.',
      'Half the lessons are locked behind yet another tier.',
      'Live map has shown the bus arriving in 2 min for half an hour.',
      'Support chat wait was over 2 hours.',
      'Recipes have gotten really samey.',
    ]) expect(cat(text), text).toEqual(['complaint']);
    // a refund asked about is no feature; "let me know" asks for nothing new
    expect(cat('No refund?')).not.toContain('feature_request');
    expect(cat('Let me know when!')).not.toContain('feature_request');
    for (const text of ['Welsh course when?', 'low-FODMAP menu plz, my gut will thank you', 'A monthly commuter pass would get me using this every day.', 'Evening appointments would be a godsend.', 'Squat racks are always taken at 6pm, could do with more.', 'should be able to freeze membership from the app imo'])
      expect(cat(text), text).toEqual(['feature_request']);
  });

  it('reads what a product manager read otherwise in food-delivery feedback', () => {
    // praise after a problem is sarcasm about it, and ends its highlight
    expect(analyzeFeedback('The order went through twice. Two charges. Great.').highlights.map((h) => [h.category, h.quote])).toEqual([['complaint', 'The order went through twice. Two charges. Great.']]);
    expect(cat('Love the new app. Great.')).toEqual(['praise', 'praise']);
    expect(cat("Held the cake dead flat the whole way up, what a star.")).toEqual(['praise']);
    expect(cat('The battery is dead after two hours.')).toEqual(['bug']);
    for (const text of [
      "'Your message is important to us' and then silence for a week.",
      "£3.49 delivery plus a £2.10 'service fee' plus a small order fee on a £9 burrito.",
      'The app uses a lot of battery.',
      'My card was hit twice for one order.',
      "The code kept saying 'not eligible'.",
      'Duplicate charge and no way to contact anyone.',
      'Missing a whole main from my order and all I got was £11 of credit.',
      "The 'service fee' is a scam, what even is the service??",
    ]) expect(cat(text), text).toEqual(['complaint']);
    expect(cat('His app keeps logging him out.')).toEqual(['bug']);
    // still requests: what the product lacks
    for (const text of ['There is no way to export to PDF.', "I'm missing a way to export."]) expect(cat(text), text).toEqual(['feature_request']);
  });

  it("leaves an agent's notes out, and reads a shout-out, a problem asked in disbelief and a bug without praise", () => {
    for (const text of ['Customer called, upset.', 'Apologised, no compensation requested.', 'Escalated to tier 2.']) expect(cat(text), text).toEqual([]);
    expect(cat('The customer called about the broken export.')).toEqual(['bug']);
    expect(cat('Shoutout to Ahmed who delivered to the wrong building, realised, and came back in the rain to find me.')).toEqual(['praise']);
    expect(cat('Delivery fee went up from €1.99 to €3.99 in like two months?')).toEqual(['complaint']);
    expect(cat('The new rewards points thing is confusing, no idea how many I have.')).toEqual(['complaint']);
    expect(read("Discount code doesn't work and the fees wipe out any saving anyway.")).toEqual([['bug', -1]]);
  });

  it('reads ease, speed and service told plainly as praise, and rip-offs and dropouts as problems', () => {
    for (const text of [
      'Onboarding my team took less than a day, everyone got it right away.',
      'Whenever we have an issue your support folks sort it out fast.',
      'Our non-technical staff picked it up immediately.',
      'Got it mounted and paired with the app in under 10 minutes.',
      'Plug and play, no electrician needed.',
    ]) expect(cat(text), text).toEqual(['praise']);
    for (const text of ['Paying monthly forever on top of the doorbell feels like a cash grab.', 'Nobody at Brightbox answers emails.', "There's no cancel button anywhere in the app."]) expect(cat(text), text).toEqual(['complaint']);
    for (const text of ['It keeps going unreachable.', 'It falls off my mesh network constantly.']) expect(cat(text), text).toEqual(['bug']);
  });

  it('reads ordering again as praise, an empty screen as a bug and a cold room as no bug', () => {
    expect(cat('Dog went mad for the salmon treats, will be ordering again.')).toEqual(['praise']);
    expect(cat('The AR button opens the camera then shows nothing.')).toEqual(['bug']);
    expect(cat("It's freezing in the quiet zone.")).not.toContain('bug');
    expect(cat('The app keeps freezing on the checkout page.')).toEqual(['bug']);
    for (const text of ['Portions are tiny, the serves 2 could barely feed one.', 'Support response time is 3 business days.']) expect(cat(text), text).toEqual(['complaint']);
  });

  it('reads what a product manager read otherwise in doorbell-camera feedback', () => {
    for (const text of ['Device goes dark every few days, needs a power cycle to come back online.', 'Rain sets it off constantly.', 'Time zone on recordings is an hour off since daylight saving.'])
      expect(cat(text), text).toEqual(['bug']);
    expect(cat('We need a restart button.')).toEqual(['feature_request']);
    // a demand to fix what was just told ends that problem's highlight
    expect(analyzeFeedback('The app keeps crashing. Fix it please.').highlights.map((h) => [h.category, h.quote])).toEqual([['bug', 'The app keeps crashing. Fix it please.']]);
    // context with words that sound like praise: a kind of device, a size, a present
    for (const text of ["It's our first smart home device.", 'We have a pretty big two-story house.', 'Got this as a housewarming gift.', 'Requested a callback Thursday.']) expect(cat(text), text).toEqual([]);
    expect(cat('This is a smart design.')).toEqual(['praise']);
    for (const text of ['The cost of the plan adds up fast when you have 4 cameras.', "The sticker on the box said 'Gen 2' but I got a Gen 1."]) expect(cat(text), text).toEqual(['complaint']);
    expect(cat('Customer asked whether a local storage hub is coming.')).toEqual(['feature_request']);
    expect(cat('Looks slick on the porch tho.')).toEqual(['praise']);
  });

  it('reads time and money saved and a patient agent as praise, and a feature wanted everywhere as a request', () => {
    for (const text of ['The test splitting feature cut our CI time in half.', 'The new plan reduced our costs by 20%.', 'The agent walked me through every option without pushing upsells.'])
      expect(cat(text), text).toEqual(['praise']);
    expect(cat('They cut my hours in half.')).not.toContain('praise');
    for (const text of ['playback speeds above 2x please, some instructors talk sooo slow', 'The skip recap button should be on every show, not just some.'])
      expect(cat(text), text).toEqual(['feature_request']);
  });

  it('reads what a product manager read otherwise in fitness-tracker feedback', () => {
    for (const text of ['Stopped turning on after 3 weeks.', 'It never powers up.', 'sleep tracking says i slept 9 hours when i was up half the night', 'the app kept asking me to rate it 5 stars while it was miscounting my steps'])
      expect(cat(text), text).toEqual(['bug']);
    for (const text of [
      'Oh great, another subscription.',
      "Would be 5 stars if the strap wasn't so cheap-feeling.",
      'Battery is ok but not the 10 days they advertise.',
      'free version is all you need, dont fall for the upsell',
      'Ive lost trust in it tbh.',
      'Not buying another Fitloop.',
      'Absolute rubbish.',
      'Same battery issue.',
    ]) expect(cat(text), text).toEqual(['complaint']);
    for (const text of ['Customer service replaced my band no questions asked.', 'They sent me a new band under warranty, very decent of them.']) expect(cat(text), text).toEqual(['praise']);
    // an agent's notes
    for (const text of ['Logged as bug.', 'Refund requested, escalated to billing.', 'Walked her through unpairing, resolved.']) expect(cat(text), text).toEqual([]);
    expect(cat('I wish I had never signed up.')).toEqual(['complaint']);
    for (const text of ['Step count is wildly off.', 'There are gaps in my heart rate data every night.']) expect(cat(text), text).toEqual(['bug']);
    for (const text of [
      'Sleep score seems random.',
      "Premium features still say 'coming soon'.",
      'Screen is invisible in direct sunlight.',
      'The clasp came undone in the pool.',
      'Why does the app need my location all the time?',
      'Where did the weekly summary go??',
    ]) expect(cat(text), text).toEqual(['complaint']);
    expect(cat('Where did you go on holiday?')).toEqual(['question']);
    // a dark adverb of degree says how much, not how bad
    for (const text of ['The sleep tracking is scarily accurate.', 'Setup was stupidly easy.']) expect(read(text), text).toEqual([['praise', 1]]);
    expect(read("It's absurdly expensive.")).toEqual([['complaint', -1]]);
  });

  it('asks what happens without a question mark, and reads push alerts as no praise', () => {
    expect(cat("what happens if i'm not home")).toEqual(['question']);
    expect(read('Push alerts are lagging way behind real time, sometimes a full minute.')).toEqual([['complaint', -1]]);
    expect(cat('The driver was very alert and polite.')).toEqual(['praise']);
  });
});

describe('questions typed without their mark, and what a system got wrong told as a plain fact', () => {
  it('reads asking whether one may or must, a plural subject and a question after a condition as questions', () => {
    for (const text of [
      'do we need a licence for each site',
      'can I transfer my booking to a friend',
      'could approvers sign from their phones',
      'If a driver leaves the company, what happens to their logbook',
      'if i upgrade mid year will i lose my history',
      'which plan should we pick for 12 users',
    ]) expect(cat(text), text).toEqual(['question']);
    // asking for something is a request still
    expect(cat('can we get a dark mode')).toEqual(['feature_request']);
    expect(cat('Can we please add a CSV export')).toEqual(['feature_request']);
  });

  it('reads a figure or status shown against what is so, what was done against a setting, counts doubled and output mirrored or misfiled as bugs', () => {
    for (const text of [
      'The invoice screen shows 3 users but we only have 2.',
      'Room calendar showed the desk as free but someone was sitting there.',
      "The app says my bag is 23kg when it's 19.",
      'Reminders went out to clients who had already paid even though we ticked the box.',
      'The timesheet export is double counting overtime.',
      'The barcode scanner adds every item twice.',
      'The app records every trip twice.',
      'Scans import mirrored.',
      'Attachments are saving to the wrong project.',
      'Volume resets to max every time I reconnect.',
    ]) expect(cat(text), text).toEqual(['bug']);
    // charged twice, however it is written, is a complaint
    expect(cat('They billed me x2 this month.')).toEqual(['complaint']);
    // what the customer chose, and a parcel that never came, are no bug
    expect(cat('I booked the suite even though it was pricey.')).not.toContain('bug');
    expect(cat('The parcel tracking shows it as delivered but it never came.')).toEqual(['complaint']);
  });
});

describe('complaints said mildly, sarcastic love of a cost, and praise told as less trouble', () => {
  it('reads mild idioms of too much, asking again and again, paying and still, and things locked away or crowded out as complaints', () => {
    for (const text of [
      'The per-seat fee on top of the platform fee is a bit much for a team of four.',
      'A three year minimum term is a lot to ask.',
      "Fifty quid a month for two users, that's a lot of money.",
      'The upsell popups get old fast.',
      'A helpline that shuts at 4pm is no use to shift workers.',
      'The surprise admin fee put a few customers off.',
      'Ninety minutes on hold. Come on.',
      "I've emailed three times about the refund.",
      "We've had four different onboarding contacts in two months.",
      'We pay for the premium tier and still get answers two days later.',
      'Offline maps are now behind a subscription.',
      'The home feed is full of sponsored posts.',
      'Card fees are eating into our margins.',
      'Never enough lifeguards on duty.',
      'Postage costs more than the stickers themselves.',
      'The maintenance window was moved without anyone asking us.',
      'Love paying £4 extra for a seat next to my own kid.',
      'love that for me',
      'why do we need the pro plan just to export a CSV',
      'The hire car smelled very strongly of smoke.',
    ]) expect(cat(text), text).toContain('complaint');
    expect(cat('I love paying by card here.')).toEqual(['praise']);
  });

  it('reads fewer incidents, costs down and a quick start as praise, and a sign-off as no highlight', () => {
    for (const text of [
      'Route planning cut our missed deliveries to zero.',
      'Support tickets have dropped off a cliff since the new help centre.',
      'Our fuel spend is down 9% this quarter.',
      'New starters got the hang of the till in one shift, no manual needed.',
      'The kit arrived two days early.',
    ]) expect(cat(text), text).toEqual(['praise']);
    // calls that drop are a connection failing
    expect(cat('My calls dropped twice today.')).not.toContain('praise');
    expect(cat('thanks, have a great weekend!')).toEqual([]);
    expect(cat('Thank you, have a great day, but the app still crashes.')).toEqual(['bug']);
  });
});

describe('problems told in the plain words of call notes and reviews', () => {
  it('reads a steep price, a black hole, nothing yet, a stuck status, a far slot and a creeping cost as complaints', () => {
    for (const text of [
      '£14.99 a month is steep for what is basically a booking app.',
      'the monthly fee is daylight robbery tbh',
      'the messages tab is a black hole',
      "sent a question on Monday, it's now Friday and nothing.",
      'My repeat request has said "In progress" since the 3rd.',
      'Next available appointment is 19 days away.',
      'the cost keeps creeping up',
    ]) expect(cat(text), text).toEqual(['complaint']);
    expect(cat('That hill is steep.')).toEqual([]);
  });

  it('reads repeats, settings that turn themselves off, sound behind the picture, quoted errors and figures under by a share as bugs', () => {
    for (const text of [
      'I got the same reminder text five times in ten minutes.',
      'Fingerprint login toggles itself off after every update.',
      'Audio was about three seconds behind the picture.',
      "Button goes grey, then 'bike not found' pops up.",
      "they're consistently under by about a third.",
      'Caller reports the app logs her out every day.',
      'It kicked me out again mid-lesson.',
    ]) expect(cat(text), text).toEqual(['bug']);
    // a charge told twice stays as it was read; documents out of date are no bug
    expect(cat('I was charged for the same thing twice')).not.toContain('bug');
    expect(cat('Your API docs are out of sync with the actual endpoints.')).toEqual(['complaint']);
  });

  it('reads what a call note reports a customer asked for as a request, and better than what it replaced as praise', () => {
    expect(cat('Patient suggested a cancellation list in the app.')).toEqual(['feature_request']);
    expect(cat('Cheaper than my monthly Tube pass and I actually get some exercise.')).toEqual(['praise']);
    expect(cat('the team really rate him.')).toEqual(['praise']);
    expect(cat('Better than it was last year, but still slow.')).not.toContain('praise');
  });
});

describe('how long it took, told as a plain fact', () => {
  it('reads what came or was done soon after it was asked for as praise', () => {
    for (const text of [
      'Prints arrived in two days.',
      'My order arrived the next morning.',
      'The plumber came out the same day and fixed it.',
      'Refund landed in my account within 24 hours.',
      'Delivered overnight, well packed.',
    ]) expect(cat(text), text).toEqual(['praise']);
  });

  it('reads a reply or fix that came fast as praise, whatever it was about, but not over a problem told beside it', () => {
    expect(cat('The teacher replied about the bullying the same evening.')).toEqual(['praise']);
    expect(cat('Support answered my complaint about the broken screen within an hour.')).toEqual(['praise']);
    expect(cat('The refund for the damaged sofa landed within 24 hours.')).toEqual(['praise']);
    expect(cat('The app crashed and support replied the same day.')).toEqual(['bug']);
    expect(cat('They fixed the crash the same day but it crashes again.')).toEqual(['bug']);
    expect(cat('Support replied about the crash within an hour but it still crashes.')).toEqual(['bug']);
    expect(cat("Support replied within an hour but didn't fix anything.")).toEqual(['complaint']);
    // the occasion told after the reply is the trouble replied to
    expect(cat('The support team answered within minutes when our displays went offline.')).toEqual(['praise']);
    expect(cat('Support replied within an hour when the app crashed, but it still crashes.')).toEqual(['bug']);
  });

  it('reads no praise into what was only promised, or came soon with something wrong', () => {
    expect(cat('It was supposed to arrive the next day and took a week.')).toEqual(['complaint']);
    expect(cat('It never arrived the next day like they said.')).toEqual(['complaint']);
    expect(cat('My parcel arrived the next day, but half the items were missing.')).toEqual(['complaint']);
    expect(cat('Paid for next day delivery, arrived 4 days later.')).not.toContain('praise');
    expect(cat('The courier came the same day but didn\'t bring the charger.')).not.toContain('praise');
  });

  it('reads a long wait whoever took it, and a thing left where it was for long, as complaints', () => {
    for (const text of [
      'It took them three weeks to fix it.',
      'Took them six weeks to reply.',
      'The parcel sat in the depot for nine days.',
      'My application has been sitting in review for three weeks.',
      'Boxes were left on the drive for two days in the rain.',
      'The form sat unanswered for a fortnight.',
      'It took them forever to reply.',
      'Took them 5 calls to sort it.',
    ]) expect(cat(text), text).toEqual(['complaint']);
    // what the customer left on purpose is no wait
    expect(cat('I left it charging for two hours and it was full.')).not.toContain('complaint');
  });

  it('reads arriving after what was promised as a complaint, but not the customer\'s own lateness', () => {
    for (const text of ['The courier turned up 40 minutes after the delivery window.', 'The engineer arrived two hours past the booked slot.', 'The parcel was delivered a day after the deadline.']) expect(cat(text), text).toEqual(['complaint']);
    expect(cat('I arrived after the deadline but they still accepted my form.')).not.toContain('complaint');
  });

  it('reads what has still not happened, what runs days behind, and a cause nobody can give, as complaints', () => {
    for (const text of [
      'My number transfer from my old provider still hasn\'t happened after 10 days.',
      'Certificate still hasn\'t been issued three weeks after I finished the course.',
      'The app shows my usage two days behind, so I never know how much data I have left.',
      'My bill this month is £30 more than last month and nobody can explain why.',
      'Nobody knows why my order was cancelled.',
    ]) expect(cat(text), text).toEqual(['complaint']);
    // not what the customer has yet to do, nor a team behind on its own work
    expect(cat('I still haven\'t started using the reports, but the dashboard is lovely.')).not.toContain('complaint');
    expect(cat('We are two weeks behind on the project and the tool is great.')).not.toContain('complaint');
  });
});

describe('a list of wishes under its heading, and a figure claimed against the one got', () => {
  it('reads a wish list as one request per wish, but not one that lists nothing', () => {
    const text = 'Requests for our renewal: announcements that go to every resident of a building in one go, an iCal feed of scheduled inspections, and an export to Sage. Those three would make Rentwise a no-brainer for us.';
    const { highlights } = analyzeFeedback(text);
    expect(highlights.map((h) => [h.category, h.quote])).toEqual([
      ['feature_request', 'announcements that go to every resident of a building in one go'],
      ['feature_request', 'an iCal feed of scheduled inspections'],
      ['feature_request', 'an export to Sage'],
    ]);
    for (const h of highlights) expect(text.slice(h.start, h.end)).toBe(h.quote);
    expect(cat("Things I'd change: let us split rent, fix the photo uploads.")).toEqual(['feature_request', 'feature_request']);
    expect(cat('Would like: (1) a way to message everyone at once, (2) a calendar for contractor visits.')).toEqual(['feature_request', 'feature_request']);
    // "A and B" alone may be one thing: one request
    expect(cat('Wishlist: dark mode and CSV export.')).toEqual(['feature_request']);
    expect(cat('Suggestions: none, honestly.')).toEqual([]);
    // what would win a customer over is asked for
    for (const text of ['A household bundle would get my wife and teenage son on board.', 'Offline maps would make me upgrade.']) expect(cat(text), text).toEqual(['feature_request']);
    expect(cat('It got me back on board after the last update.')).not.toContain('feature_request');
  });

  it('reads a figure advertised, quoted or rated against a different one got as a complaint', () => {
    for (const text of [
      "You advertise 80 km per charge; I'm getting maybe 35 on a flat route with the assist on eco.",
      'They quoted £200, but I was charged £350.',
      'Rated for 10 hours, it lasts about 4.',
    ]) expect(cat(text), text).toEqual(['complaint']);
    expect(cat('Promised 2 new features, got 2.')).not.toContain('complaint');
  });
});

describe('much to choose from, and praise in slang', () => {
  it('reads plenty of choice and a thing that is class, unreal or ace as praise', () => {
    for (const text of ['Loads of choice', 'Reorder button is class', 'The variety is unreal, there are 40+ places even here.', 'The food was ace']) {
      expect(cat(text), text).toEqual(['praise']);
    }
    expect(cat('There are too many options.')).toEqual(['complaint']);
  });
});

describe('what was short of the least due, and what nothing else does', () => {
  it('reads the least not done, a figure that cannot be right and a page that never lets one in as problems', () => {
    for (const text of [
      "For that price it doesn't even come with a charger.",
      "They didn't even reply to my second email.",
      'Not even an apology.',
      'Revenue shows zero for all of last week, which can\'t be right.',
      'The payment form keeps reloading and never lets me enter my card.',
    ]) expect(cat(text).map((c) => (c === 'bug' ? 'complaint' : c)), text).toEqual(['complaint']);
    expect(cat("I didn't even notice the switch.")).not.toContain('complaint');
    expect(cat('It never lets me down.')).toEqual(['praise']);
  });

  it('reads a job done quickly, value found nowhere else and enthusiasm told as a fact as praise', () => {
    for (const text of [
      'Installed it myself in fifteen minutes with a drill.',
      'Imported 300 contacts from our old CRM in about five minutes.',
      'Reports render in under a second even for a year of data.',
      'Rescheduling a lesson is one tap.',
      'Found a plumber on a Sunday, which I never managed anywhere else.',
      'The large-print setting made reading possible again for my dad.',
      'We moved the whole team over in March and nobody wants to go back.',
      "My daughter hasn't stopped talking about it since.",
      'Sound quality is on a par with headphones at half the price.',
      'Sync finally works, on every device I own.',
      'Not bad at all for the price.',
      'The weekly report goes out by itself, zero manual work now.',
      'The first set of batteries lasted 14 months.',
      'The sofa still looks brand new after two years with a dog.',
      'Being able to preview the route before booking saved us a lot of trial and error.',
    ]) expect(cat(text), text).toEqual(['praise']);
    for (const text of ['It took three hours to set up.', 'I lost all my work in one click.']) expect(cat(text), text).not.toContain('praise');
    expect(cat("I'd pay for it if it actually works.")).not.toContain('praise');
    expect(cat('The battery only lasted 2 months.')).not.toContain('praise');
    expect(cat('Also being able to book it on Thursday')).toEqual(['feature_request']);
  });
});

describe('a request with its reason, and a plea to restore', () => {
  it('reads an opening wish followed by why as a request, unless what follows is a failure of its own', () => {
    expect(cat('Wish there was a dark mode tbh, the white screen at night is blinding')).toEqual(['feature_request']);
    expect(cat('I wish there was an undo, I lost an hour of work yesterday')).toEqual(['feature_request']);
    expect(cat('Please add a search bar, the list keeps crashing when I scroll')).toContain('bug');
  });

  it("reads the agent's advice in a call note as no highlight, unless what followed is said", () => {
    expect(cat('Advised force-close and retry, escalated to tech team.')).toEqual([]);
    expect(cat('Suggested clearing the cache.')).toEqual([]);
    expect(cat("Advised him to reinstall; didn't help")).toEqual(['complaint']);
  });

  it('reads a burden denied as praise, and hidden fees said as a complaint', () => {
    for (const text of ['No fees!', 'No hidden fees.', 'No paperwork at all.', 'No drama.']) expect(cat(text), text).toEqual(['praise']);
    expect(cat('There are hidden fees everywhere.')).toEqual(['complaint']);
  });

  it('reads "Support" before its verb as who does it, not as an ask to support something', () => {
    expect(cat('Support closes early on Fridays.')).not.toContain('feature_request');
    expect(cat('Support only answers during US business hours, which is useless for our Singapore office.')).toEqual(['complaint']);
    expect(cat('Support dark mode please.')).toEqual(['feature_request']);
  });

  it('reads "please restore" as a complaint with a demand, not a request', () => {
    expect(cat('Please restore them and tell me why this keeps happening.')).toEqual(['complaint']);
    expect(cat('Could you restore my deleted invoices?')).toEqual(['complaint']);
  });
});

describe('requests relayed, and problems told as plain facts of any product', () => {
  it('reads what the people a customer serves keep asking for as a request, but not a refund, a chore or a question', () => {
    for (const text of [
      'Our customers keep asking for a dark mode.',
      'Patients keep asking to reschedule themselves without calling us.',
      'Several clients have asked for an Arabic version.',
      'Our sales team keeps asking for a Salesforce sync.',
      'The only thing missing is an API.',
      'Bulk editing tags would save our team hours every week.',
      'Downloadable transcripts would help our non-native speakers.',
    ]) expect(cat(text), text).toEqual(['feature_request']);
    expect(cat('Customers keep asking for refunds.')).not.toContain('feature_request');
    expect(cat('My clients keep asking me to resend invoices they have lost.')).not.toContain('feature_request');
    expect(cat('People keep asking for my referral code.')).toEqual([]);
  });

  it('reads a screen at odds with the facts, a part that works for some only, and a change since an update as problems', () => {
    for (const text of [
      'The booking confirmation email says Tuesday but the appointment is on Wednesday.',
      'The dashboard says all systems are operational but none of our jobs have run since 3am.',
      'Autofill works on maybe half the sites I use.',
      'It takes four clicks to do something that should take one.',
      'Since the update, the app opens on the settings page.',
      'I can\'t tell which of my invoices have been paid without opening each one.',
      'The charger is sold separately, which nobody tells you.',
      'For the money, I expected a metal case, not plastic.',
    ]) expect(cat(text), text).toEqual([expect.stringMatching(/^(?:complaint|bug)$/)]);
    for (const text of [
      'It works with some of the older printers too.',
      'Since the last release, we use it every day.',
      'Since the migration last month we have moved all twelve teams onto the platform.',
    ]) expect(cat(text), text).toEqual([]);
    expect(cat('Since the redesign, finding old invoices takes seconds.')).toEqual(['praise']);
    expect(cat('Since the last update, it no longer crashes.')).toEqual(['praise']);
  });

  it('reads a state left for good, records skipped, an action that does not take and output made wrong as bugs', () => {
    for (const text of [
      'Episodes I upload sit on processing forever.',
      'Pagination skips records when new ones are created between calls.',
      'Deleting a user doesn\'t remove them from the assignee list.',
      'Changing my email address locked me out of my account.',
      'Photos I take in the app come out sideways.',
      'The scale gives a different weight every time I step on it.',
      'The oven timer beeps even after I turn it off.',
    ]) expect(cat(text), text).toEqual(['bug']);
    for (const text of ['I skipped the intro screens.', 'You can skip the rows you don\'t need.', 'It remembers my settings even after I turn it off.', 'Using it doesn\'t require any training.']) expect(cat(text), text).toEqual([]);
    expect(cat('If I cancel, can I still read my passwords or does it lock me out?')).toEqual(['question']);
    expect(cat('Parental controls are simple and actually work.')).toEqual(['praise']);
    expect(cat("It doesn't actually work.")).not.toContain('praise');
  });
});

describe('app-store reviews and e-mails: ratings with reasons, hedges, signatures', () => {
  it('reads a middling rating with its reason, a charge above what it is for and a screen undone by an everyday act as problems', () => {
    expect(cat('3 stars because the ads are everywhere now.')).toEqual(['complaint']);
    expect(cat('Delivery fee is more than the food.')).toEqual(['complaint']);
    expect(cat('Every time I rotate my phone the video restarts.')).toEqual(['bug']);
    expect(cat('Every time I open it, it closes.')).toEqual(['bug']);
    expect(cat('Whenever I need something, Sam closes the ticket within an hour.')).not.toContain('bug');
    expect(cat('why does everything need a subscription now')).toEqual(['complaint']);
    expect(cat('Then realised the API limits on our tier make the integration we wanted impossible.')).toEqual(['complaint']);
  });

  it('reads a rating held back for something missing as a request, and praise idioms of fault and need as praise', () => {
    expect(cat('Would give 5 stars if there was a landscape mode.')).toEqual(['feature_request']);
    for (const text of ['Hard to fault.', 'Impossible to fault.', 'Does exactly what I need, nothing more, nothing less.']) expect(cat(text), text).toEqual(['praise']);
  });

  it('reads a wish for more hedged at its end as a wish, and a signed name with its role as no highlight', () => {
    expect(cat('the mobile app could be faster i guess')).toEqual(['complaint']);
    expect(cat('The app could be faster though.')).toEqual(['complaint']);
    const signed = analyzeFeedback("Since Tuesday the Zapier integration has stopped creating contacts. Can someone look at this today? Thanks, Priya (Ops lead, Brightwave)");
    expect(signed.highlights.map((h) => h.category)).toEqual(['complaint']);
    expect(signed.highlights.map((h) => h.quote).join(' ')).not.toContain('Priya');
  });
});

describe('what falls, steps in a form, and lateness', () => {
  it('reads a fall of what a customer wants less of as good news, and of what they want more of as bad', () => {
    for (const text of ['Our costs dropped by half.', 'Our response times dropped by half.', 'Wait times went down a lot.', 'Support tickets are down 30% since we switched.', 'Errors dropped to zero.', 'Complaints dropped by half.']) expect(cat(text), text).toEqual(['praise']);
    for (const text of ['Sales dropped by half.', 'The call dropped.', "Our costs haven't dropped at all."]) expect(cat(text), text).not.toContain('praise');
    expect(scoreSentiment('Costs never went down.')).toBeLessThan(0);
  });

  it('reads accepting terms and clearing a cart as steps, not approval or relief', () => {
    expect(cat('The button is greyed out until you accept the terms.')).not.toContain('praise');
    expect(cat('I cleared my cart and started again.')).toEqual([]);
    expect(cat('They accepted my return without any fuss.')).toEqual(['praise']);
  });

  it('reads a provider late by any measure as a complaint, but not the customer late', () => {
    for (const text of ['The cleaner arrived an hour and a half late with no heads-up.', 'The engineer turned up late.']) expect(cat(text), text).toEqual(['complaint']);
    expect(cat('I turned up late and they still fit me in.')).toEqual(['praise']);
  });
});

describe('a failure denied with "hasn\'t", and a chore that is getting old', () => {
  it('reads a sync that has not happened as a bug, and a crash that has not happened as praise', () => {
    expect(cat("Bank transactions haven't synced since the weekend.")).toEqual(['bug']);
    expect(cat("It hasn't worked since the update.")).toEqual(['bug']);
    for (const text of ["It hasn't crashed once in six months.", 'It has never crashed.', 'Not crashed once.', "The app hasn't crashed since the update."]) expect(cat(text), text).toEqual(['praise']);
    expect(cat("It hasn't crashed, it just freezes.")).toEqual(['bug']);
    expect(cat("It hasn't crashed yet but it's slow.")).toEqual(['complaint']);
  });

  it('reads a chore "getting old" as a complaint', () => {
    expect(cat('Reconnecting my bank every week is getting old.')).toEqual(['complaint']);
  });
});

describe('what rose, signed out by itself, tried for long', () => {
  it('reads a rise of what a customer wants more of as good news, and of what they want less of as bad', () => {
    for (const text of ['Sales doubled in our first month on the platform.', 'Bookings are up 30% since we switched.']) expect(cat(text), text).toEqual(['praise']);
    for (const text of ['Our costs doubled.', 'Wait times went up after the redesign.', "Our revenue hasn't grown at all."]) expect(cat(text), text).toEqual(['complaint']);
    expect(cat('Prices went up 20% for repeat customers while new customers get a discount, nice loyalty.')).toEqual(['complaint']);
  });

  it('reads an app that signs out by itself as a bug, and trying for weeks as a complaint', () => {
    expect(cat('The app logs out every time I switch between my two shops.')).toEqual(['bug']);
    expect(cat("I've been trying to get my account verified for three weeks.")).toEqual(['complaint']);
    expect(cat("We've been trying to use it for two years and love it.")).toEqual(['praise']);
  });
});

describe('sentences ended by emoji and numbered lists on one line', () => {
  const texts = (t: string) => segmentSentences(t).map((s) => s.text);
  it('ends a sentence at an emoji between clauses of their own, but not inside one', () => {
    expect(texts('ok so I tried it for 2 weeks 👍 the good: templates are great 😍 the bad: mobile app crashes constantly 😤')).toEqual(['ok so I tried it for 2 weeks 👍', 'the good: templates are great 😍', 'the bad: mobile app crashes constantly 😤']);
    expect(texts('Great app 👍 Support is slow though 😤')).toEqual(['Great app 👍', 'Support is slow though 😤']);
    for (const t of ['This app is 🔥 for teams.', 'I ❤️ this app so much.', 'Courier held it dead flat the whole way up 🎂 what a star', 'Love the app 😍😍 but sync is painfully slow 😡 fix it pls']) expect(texts(t), t).toEqual([t]);
    expect(cat('ok so I tried it for 2 weeks 👍 the good: templates are great 😍 the bad: mobile app crashes constantly 😤')).toEqual(expect.arrayContaining(['praise', 'bug']));
  });

  it('splits a numbered list written on one line into its items, without their numbers', () => {
    expect(texts("1. Login takes forever 2. Search doesn't find anything 3. Would love tags")).toEqual(['Login takes forever', "Search doesn't find anything", 'Would love tags']);
    expect(texts('Two issues: 1. Login is slow 2. Export fails.')).toEqual(['Two issues:', 'Login is slow', 'Export fails.']);
    expect(texts('We bought 2. Then a third.')).toEqual(['We bought 2.', 'Then a third.']);
  });

  it('keeps each item of a list apart, however short', () => {
    const r = analyzeFeedback('+ fast support\n+ clean design\n- no API\n- expensive');
    expect(r.highlights.map((h) => h.quote)).toEqual(['fast support', 'clean design', 'no API', 'expensive']);
  });

  it('reads a feature still waited for as a request, and what is owed as a complaint', () => {
    for (const text of ['Still waiting on scheduled orders.', 'Still waiting for dark mode.', "We're still waiting on Xero integration to be added."]) expect(cat(text), text).toEqual(['feature_request']);
    for (const text of ['Still waiting on my refund.', 'Still waiting for support to reply.', 'Still waiting for delivery.']) expect(cat(text), text).toEqual(['complaint']);
  });
});

describe('service told as facts: fixed, called back, kept, billed for what was never had', () => {
  it('reads a problem put right by someone, or a call that came soon, as praise', () => {
    for (const text of ['The update fixed the annoying bug.', 'They fixed my broken screen in an hour.', 'The new router fixed all our wifi dead spots.', 'The claims handler called me the same afternoon and sorted everything.', "Our son's teacher replies to messages the same day."]) expect(cat(text), text).toEqual(['praise']);
    for (const text of ['Please fix the bug.', 'The update fixed the login but broke the export.', "They still haven't fixed the bug."]) expect(cat(text), text).toEqual(['bug']);
    expect(cat('I fixed it myself by reinstalling.')).not.toContain('praise');
    expect(cat('The patch fixed the crash and broke sync.')).not.toContain('praise');
  });

  it('reads a thing kept for weeks, one overdue, and a bill for what was never had as problems', () => {
    for (const text of ['The garage they sent me to kept my car for three weeks.', "The car was due back from service on Monday and it's now Friday.", 'My bill shows calls I never made.']) expect(cat(text), text).toEqual([expect.stringMatching(/^(?:complaint|bug)$/)]);
    expect(cat('Text me when the car is ready instead of making me call.')).toEqual(['feature_request']);
  });
});

describe('stays and bookings told as facts', () => {
  it('reads being made to chase, instructions that came after they were needed and a fee above a night as complaints', () => {
    for (const text of ['We had to chase the host for the door code while standing in the rain.', 'Check-in instructions arrived an hour after we got there.', "The cleaning fee was more than one night's stay."]) expect(cat(text), text).toEqual(['complaint']);
    expect(cat("Haven't had to chase a single late payment since switching in January.")).toEqual(['praise']);
  });

  it('reads money back before one had even left as praise, and what a page accepts as no approval', () => {
    expect(cat("Refund was in my account before I'd even left the property.")).toEqual(['praise']);
    expect(cat('The booking page accepted a date in the past.')).not.toContain('praise');
  });
});

describe('energy, transport, fitness, banking and games told as facts', () => {
  it('reads a task of one call as praise, and weight lost as good news', () => {
    expect(cat('Switching supplier took one phone call.')).toEqual(['praise']);
    expect(cat("I've lost 6kg since January and the workout plans kept me going.")).toEqual(['praise']);
    expect(cat('I lost 10 pounds on the transfer.')).not.toContain('praise');
    expect(cat('Freezing my card from the app when I lost my wallet was a lifesaver.')).toEqual(['praise']);
    expect(cat('We lost all our data after the update.')).toEqual(['bug']);
  });

  it('reads what was sold already gone, a canned answer and many steps for a small thing as problems, and "show me which" as a request', () => {
    for (const text of ['The app sold me a ticket for a train that had already left.', 'Customer support replies with the same template no matter what you write.', 'It takes three menus to change the volume.']) expect(cat(text), text).toEqual([expect.stringMatching(/^(?:complaint|bug)$/)]);
    expect(cat('Booking a room takes two taps, the team loves it.')).toEqual(['praise']);
    expect(cat('Show me which appliances use the most power.')).toEqual(['feature_request']);
  });
});

describe('praise told as a fact: better than expected, a figure moved, what was done beyond what was due', () => {
  it('reads better than promised or usual as praise, and "no better than" as none', () => {
    for (const text of ['My order arrived a day earlier than the estimate.', 'The final bill was cheaper than quoted.', 'Installation went much smoother than expected.']) expect(cat(text), text).toEqual(['praise']);
    expect(cat('It was no better than the old version.')).not.toContain('praise');
    expect(cat('Delivery was later than promised.')).toEqual(['complaint']);
  });

  it('reads a time against the one it replaced, and a figure from and to, by the way the customer wants it to go', () => {
    expect(cat('We closed the month in two days instead of the usual eight.')).toEqual(['praise']);
    expect(cat('The delivery took eight days instead of two.')).toEqual(['complaint']);
    expect(cat('Month-end reporting went from a week of work to an afternoon.')).toEqual(['praise']);
    expect(cat('Since switching, our no-show rate has gone from 20% to about 5%.')).toEqual(['praise']);
    expect(cat('Our sales went from 40 a week to 90.')).toEqual(['praise']);
    expect(cat('Our churn went from 3% to 8% this year.')).toEqual([expect.stringMatching(/^(?:complaint|bug)$/)]);
  });

  it('reads every question answered, a wait ended, an instant result and service beyond what was due as praise', () => {
    for (const text of [
      'The onboarding call answered every question our finance team had.',
      'I can finally see all my accounts in one place.',
      'The sync between the phone and the laptop is instant.',
      'Payments show up instantly in the dashboard.',
      'The agent stayed on the line until the payment actually went through.',
      'The nurse rang the next morning to check how I was doing.',
      'The instructor replied to my question on a Sunday evening.',
      'The room was upgraded at no extra cost because of the noise the night before.',
      'The seller threw in a spare charger.',
      'The battery still lasts two full days after a year of use.',
      "We've used it daily for three years and never lost a file.",
      "We haven't missed a renewal date since we started using the reminders.",
      "Refund was back on my card before I'd even posted the return.",
      'My mum set it up on her own without calling me.',
      'It handles our 30,000 products without slowing down.',
      'The new checkout cut our abandoned carts by a third.',
    ]) expect(cat(text), text).toEqual(['praise']);
  });

  it('leaves wishes, what the speaker did and what was not done out of that praise', () => {
    expect(cat('It would be great to have all my invoices in one place.')).toEqual(['feature_request']);
    expect(cat('Nobody answered any of my questions.')).not.toContain('praise');
    expect(cat('I stayed on the line until they hung up on me.')).not.toContain('praise');
    expect(cat("It still doesn't work after two months of back and forth.")).not.toContain('praise');
    expect(cat('They charged me for a repair that should have been free of charge.')).not.toContain('praise');
    expect(cat('The app crashes instantly when I open it.')).toEqual(['bug']);
    expect(cat('It cut my call short.')).not.toContain('praise');
  });
});

describe('praise told as a fact: a charge let go, a follow-up, a replacement sent, nothing gone wrong since', () => {
  it('reads service beyond what was due as praise', () => {
    for (const text of [
      'They waived the late fee when I explained I had been in hospital.',
      'The vet followed up two days later to see how the dog was recovering.',
      'I got a personal reply from the founder within an hour.',
      'When the card reader broke, they couriered a new one the next morning.',
      'The bank spotted the fraudulent payment and refunded it before I noticed.',
      'The support article had the exact steps and screenshots I needed.',
      'My grandad uses the video call feature every Sunday on his own now.',
      'Stock counts match the shelves for the first time in years.',
      'It works with the scanner we already had.',
      'The install team cleaned up after themselves and took the old unit away.',
      'The trial was long enough to run a full payroll cycle before paying.',
      'Since the rollout, nobody on the floor has asked me how to log a return.',
      'Our volunteers picked it up after a ten-minute demo.',
      "We haven't had a single data entry mistake since we connected the bank feed.",
      'Our auditors signed off without a single query this year.',
    ]) expect(cat(text), text).toEqual(['praise']);
  });

  it('leaves the same words denied, or a reply that never came, out of that praise', () => {
    for (const text of [
      "The battery isn't long enough to last a shift.",
      'Nobody has called me back since I complained.',
      "They didn't fit me in.",
      'They cancelled my booking without a single word of explanation.',
      'I had to call support for the first time in years.',
    ]) expect(cat(text), text).not.toContain('praise');
    expect(cat('When I opened the box, the screen was cracked.')).toEqual(['bug']);
  });
});

describe('the speaker\'s own doings told with words the lexicon rates well, and less of a bad quality', () => {
  it('reads what the speaker does with friends, shares, joins or creates as context, not praise', () => {
    for (const text of ['I mostly play on weekends with friends.', "I'm a freelance designer working with three clients.", 'My husband and I share the account.', 'I joined in March.', 'I created an account yesterday.', 'We use it for our holiday lets.']) expect(cat(text), text).toEqual([]);
    for (const text of ['My friends love it.', 'Great to play with friends.', 'I love sharing my playlists.']) expect(cat(text), text).toEqual(['praise']);
  });

  it('reads less of a bad quality than elsewhere as praise', () => {
    for (const text of ['Way less cluttered than Headspace.', 'Less buggy than the last version.', 'Far less complicated than Xero.']) expect(cat(text), text).toEqual(['praise']);
    expect(cat('It is no less buggy than before.')).not.toContain('praise');
  });
});

describe('problems told as plain facts: stale, taken away, too soon, a workaround, a setting that turns itself back', () => {
  const problem = expect.stringMatching(/^(?:complaint|bug)$/);
  it('reads what is stale, given away, left out of a quote or not known as a problem', () => {
    for (const text of [
      'I\'ve sent three emails and the ticket still says "awaiting customer".',
      "My daughter's grades still show last term's marks.",
      'The hotel gave our room away because we arrived after 10pm.',
      'The return label they sent is for a different country.',
      "The quote didn't include the installation fee.",
      'Nobody could tell me where my package actually was.',
      'The waiter brought the bill before we had ordered dessert.',
      'The new plan has fewer features for the same price.',
      'The kitchen fitters left dust over everything.',
      'Our rep changed three times in two months.',
      'We were charged for five users but only have three.',
      'The size guide says medium but it fits like a small.',
      'My points expired without any reminder.',
    ]) expect(cat(text), text).toEqual([problem]);
  });

  it('reads a workaround, a setting that turns itself back and a page that jumps as bugs', () => {
    for (const text of [
      "The report shows yesterday's numbers until I log out and back in.",
      'When I attach a PDF, the email goes out without it.',
      'Dark mode turns back off every time I restart the app.',
      'The calendar shows my meetings an hour later than they are.',
      'Every time I rotate the phone, the form clears.',
      'The page scrolls back to the top whenever I tick a box.',
      'Notifications for deleted tasks still come through.',
      'The bulk edit only changes the first item.',
      "The app signs me into my husband's account.",
    ]) expect(cat(text), text).toEqual(['bug']);
  });

  it('leaves a screen that still shows what is right, a question of what one may still do and a setting that looks good alone', () => {
    expect(cat('It still shows the right total.')).toEqual([]);
    expect(cat('If I cancel, can I still see my passwords?')).toEqual(['question']);
    expect(cat('Even with the basic settings it looks great.')).toEqual(['praise']);
  });
});

describe('put right in name only, too early to tell, and what is waited for', () => {
  it('reads a fix that fixed nothing or broke something else as a bug', () => {
    for (const text of ['It fixed nothing and broke my settings.', 'The patch fixed the crash and broke sync.']) expect(cat(text), text).toEqual(['bug']);
    for (const text of ['The update fixed the annoying bug.', 'They fixed the leak and cleaned up.']) expect(cat(text), text).toEqual(['praise']);
  });

  it('reads "too early to tell" and "not sure yet" as a hedge, not a complaint', () => {
    for (const text of ['Not sure yet, only started last week.', 'Too early to tell.']) expect(cat(text), text).toEqual([]);
    expect(cat('Too early to tell, but so far so good.')).toEqual(['praise']);
    expect(cat('The alarm goes off too early.')).toEqual(['complaint']);
    expect(cat('Not sure yet why it keeps crashing.')).toEqual(['bug']);
  });

  it('reads a kind word that names only what is waited for as no praise', () => {
    for (const text of ["I'm waiting for approval.", 'We are waiting for approval from the bank.']) expect(cat(text), text).toEqual([]);
    for (const text of ["Can't wait for the new features, love it.", 'Well worth waiting for.']) expect(cat(text), text).toEqual(['praise']);
  });
});

describe('praise in call notes and reviews: adopted more widely, the main reason to stay, time won back', () => {
  it('reads wider adoption, the old way dropped and a favourite as praise', () => {
    for (const text of [
      'They told us the mobile app is the main reason they renewed.',
      'He said the new dashboard finally lets his managers stop asking for reports.',
      'Client is now running all five warehouses on it.',
      'Ops team has stopped using the old spreadsheet completely.',
      "She's already moved two more teams onto the platform.",
      'Customer mentioned the weekly digest is the first email she opens on Monday.',
      'Up and running in under an hour.',
      'First app that actually got my kid to practise piano.',
      'My go-to app for everything budget-related.',
      'We got our Sundays back.',
      'It takes the guesswork out of meal planning.',
      'It replaced three separate tools for us.',
      'We were seated within five minutes on a Saturday night.',
      'Our dog is obsessed with the new food.',
      'The kids beg to go back every weekend.',
      "I've been a member for nine years and wouldn't go anywhere else.",
      'Our conversion rate went up after we added the reviews widget.',
    ]) expect(cat(text), text).toEqual(['praise']);
  });

  it('leaves a reason to leave, a company obsessed with upselling, a call asked for and a rate that is a price', () => {
    expect(cat('The main reason I left was the price.')).not.toContain('praise');
    expect(cat("They're obsessed with upselling.")).toEqual(['complaint']);
    expect(cat('Customer asked for a call next week to go through pricing.')).toEqual([]);
    expect(cat('The customer asked for a bulk export.')).toEqual(['feature_request']);
    expect(cat('Our rate went up by 20%.')).toEqual(['complaint']);
  });
});

describe('an e-bike subscription read as a product manager would', () => {
  it('reads a figure got against the one claimed, a reply that takes days and a swap after a breakdown', () => {
    expect(cat('Love the bike, but the battery gets me about 25 km when the website says 60.')).toEqual(['complaint']);
    expect(cat('Customer support chat takes days to reply.')).toEqual(['complaint']);
    expect(cat('When my chain snapped they swapped the whole bike the same afternoon.')).toEqual(['praise']);
    expect(cat('When I opened it the screen was cracked.')).toEqual(['bug']);
  });

  it('reads lights that come on when it gets dark as designed, and a count of tries as following on', () => {
    expect(cat('The lights are bright and turn on by themselves when it gets dark, very handy.')).toEqual(['praise']);
    expect(cat('The lights turn on by themselves in the middle of the night.')).toEqual(['bug']);
    const analysis = analyzeFeedback('Unlocking through the app is hit and miss. Yesterday it took ten tries.');
    expect(analysis.highlights.map((h) => h.quote)).toEqual(['Unlocking through the app is hit and miss. Yesterday it took ten tries.']);
  });
});

describe('due at one time, come at another', () => {
  it('reads a visit due in a window and come hours after it as a complaint', () => {
    expect(cat('The mechanic was due between 8 and 10 and turned up at 1pm without any message.')).toEqual(['complaint']);
    expect(cat('The engineer was due at 9 and arrived at 8:50, a bit early.')).not.toContain('complaint');
  });
});

describe('a restaurant booking platform read as a product manager would', () => {
  it('reads a feature that paid its way and gaps filled as praise, and messages in one language only as a complaint', () => {
    expect(cat('Waitlist has paid for the subscription on its own.')).toEqual(['praise']);
    expect(cat('Every cancelled table gets rebooked.')).toEqual(['praise']);
    expect(cat('I paid for the subscription on its own.')).toEqual([]);
    expect(cat('Reminders go out in English only, half our guests speak Arabic.')).toEqual(['complaint']);
  });
});

describe('praise told as a fact, as customers of eight more products wrote it', () => {
  it('reads nothing chased or paid, the only one that does it right, a promise kept and a thing caught in time as praise', () => {
    for (const text of [
      'Not once in three years have I had to chase a claim.',
      'Drove Edinburgh to London and never waited for a charger.',
      "Apart from the excess I didn't pay a penny of it.",
      'The risk assessment was already filled in, so all I had to do was sign it.',
      "Can't say I miss the old spreadsheet.",
      "Ten years with you and I've never found so much as a damp patch on a box.",
      "My vet's receptionist said yours is the only insurer that never rings them back for extra paperwork.",
      'The unit was swept, empty and unlocked for us exactly when the email said it would be.',
      'Not a single mouse dropping, which is more than I can say for the last place.',
      "We've sent you every Japanese matter since 2019.",
      'Tapped the card and it started first time on all four chargers I used on the trip.',
      'The price on the screen matched my statement to the penny.',
      'Per the CFO on today\'s call, finance closed the month two days early.',
      'Client mentioned three-way match caught a duplicate invoice worth $18k in the first week.',
      "Customer said the night crew spotted a leaking radiator and left a note for maintenance.",
      'Buyer said onboarding a new supplier now takes a morning instead of a fortnight.',
      "CFO told me it's the first tool the approvers haven't moaned about.",
      'Nobody grumbles about the third-floor toilets anymore, which is a first.',
      'They switched to unscented products within a week of us mentioning a staff allergy.',
      'Reconciled three months of card payments in one afternoon.',
      'Refund for the cancelled gig hit my card three days later without me having to ask.',
      'Customer said the access line arranged a wheelchair space and a companion seat in one call.',
      'Transferred the tickets to my sister\'s phone with two taps when I couldn\'t make it.',
      "Priya's a keeper, honestly.",
    ]) expect(cat(text), text).toEqual(['praise']);
  });

  it('leaves the same words where something went wrong', () => {
    expect(cat('They charged me two days early.')).toEqual(['complaint']);
    expect(cat("It's the only app that keeps crashing.")).toEqual(['bug']);
    expect(cat('It never worked first time.')).not.toContain('praise');
    expect(cat('Never had to wait with the old system, now we wait for hours.')).not.toContain('praise');
    expect(cat('Works with gloves on, which matters more than you would think on a freezing site.')).not.toContain('bug');
  });
});

describe('problems, requests and sarcasm as customers of eight more products wrote them', () => {
  const problem = expect.stringMatching(/^(?:complaint|bug)$/);
  it('reads staff elsewhere, a cost kept quiet, a plan slipping and what is still not done as problems', () => {
    for (const text of [
      'The guide at the castle spent most of the visit on his phone.',
      "The rain sensor costs extra and isn't even mentioned on the product page.",
      "Implementation slipped six weeks and they're asking for a credit.",
      'The subscription renewed at £59.99 and nobody sent a reminder beforehand.',
      'The photographer turned up an hour after the ceremony had started.',
      'Bins in the meeting rooms were still full on Thursday morning.',
      'Second week running the sweet potato was missing from the bag.',
      'The invoice charged us for a deep clean of the boardroom that never happened.',
      "At $11 a serving, it's costing us more than takeout.",
      'Resale tickets appeared at four times face value two minutes after general sale sold out.',
      "You've raised my rent twice this year while 'first month free' is plastered all over your website.",
      'Procurement manager mentioned their CSM has changed three times in six months.',
      "Your client portal is showing documents from another firm's matter in my dashboard.",
      'Session stopped at 43% with no error and the app still billed me for the full hour.',
      "The app's carb counter adds up to double what's printed on the recipe card.",
      'They said the CSV export strips leading zeros from part numbers.',
      'Since the latest firmware update the schedule shows every day as Monday.',
      "The map puts my street in zone D when my letter says I'm in zone F.",
    ]) expect(cat(text), text).toEqual([problem]);
  });

  it('reads sarcasm after the fact, thanks for a claim in scare quotes and a ticket closed as "resolved" as complaints', () => {
    for (const text of [
      "Support closed my ticket as 'resolved' without ever replying, marvellous.",
      "Lovely, the 'streak-free' windows now have streaks on both sides.",
      "Cheers for the 'premium vetted' walker who let my dog off leash next to a main road.",
      "Yeah, nothing says 'safety first' like a checklist that takes 40 minutes to fill in.",
      "The 'low GI' dessert had 38g of sugar on the label, so that's reassuring.",
    ]) expect(cat(text), text).toEqual([problem]);
  });

  it('reads a thing suggested by what it would do, "how about" and what a customer is keen on as requests', () => {
    for (const text of [
      'A frost cut-off that shuts everything down below freezing would save my pipes.',
      'A daily email digest of unmatched items would stop things piling up.',
      'How about integrating with Home Assistant?',
      "If walkers could show whether they're insured for large breeds, that'd save a lot of messaging.",
      'Head of procurement keen on a Slack integration for approvals.',
      'They asked if we could support multiple currencies within a single PO.',
    ]) expect(cat(text), text).toEqual(['feature_request']);
    expect(cat('Cancelling requires a phone call during office hours, which feels deliberate.')).toEqual([problem]);
    expect(cat('We require a bulk export for our auditors.')).toEqual(['feature_request']);
  });
});

describe('praise told as a fact, as customers of eight further products wrote it', () => {
  it('reads careful work, time given, ahead of schedule, no more chores and on the first try as praise', () => {
    for (const text of [
      "Delivery team carried the sofa up four flights with no lift and didn't leave a single mark on the stairwell.",
      'Despite a mile of unmarked track, the driver found our farmhouse without phoning once.',
      'Got the reminder two days beforehand, which gave me time to arrange a lift.',
      'Our designer delivered three logo concepts two days ahead of the deadline.',
      'Gift Aid gets claimed automatically, so we no longer spend a week every quarter doing it by hand.',
      "Per the GM, kitchen staff now check their own rotas on their phones and he hasn't printed a schedule since May.",
      'Account manager note: client renewed for three years and added the scheduling module without asking for a discount.',
      "Not gonna lie, I expected the permit paperwork to drag on for months, but it was sorted before the panels even arrived.",
      'The Revit plug-in picked up all 340 sheets on the first try.',
      'The oak table looks exactly like the photos, grain and all.',
      'Two guys had the bunk beds built and all the cardboard hauled off in forty minutes flat.',
      'With the new tutorial my dad, who is 71, got through his first three levels on his own.',
      'New starters are scanning on their own after a twenty-minute walkthrough.',
      'Moved 212 episodes over from our old host and every single one kept its original publish date.',
      'The auto-generated transcripts needed only a handful of corrections for names.',
      'Scanner reads the damaged labels on the returns pallets that the old handhelds just beeped at.',
      'Offline mode kept the freezer team scanning all through Tuesday\'s Wi-Fi outage, per the shift supervisor.',
      "Switched over on a Tuesday and didn't lose connection for even an hour during the changeover.",
      'Four of us work from home on video calls at the same time and nobody freezes anymore.',
      'Whatever price I was quoted on the phone is exactly what appeared on the first bill.',
      'Payouts land in the charity\'s bank account on the date the dashboard says they will.',
      'Prerequisite waivers now go through in two days rather than the usual fortnight.',
      'Timesheets now tie to RIBA stages, so invoicing at stage 4 took our office manager an afternoon instead of a week.',
      'Before I\'d even noticed the tree had grown over it, the app flagged a shaded string.',
      'Reception remembered that I need the ground-floor surgery because of my knee.',
    ]) expect(cat(text), text).toEqual(['praise']);
  });

  it('leaves the same words where something went wrong', () => {
    expect(cat("Before I'd even noticed, they had charged me twice.")).not.toContain('praise');
    expect(cat('I had to set it up on my own because support never answered.')).toEqual(['complaint']);
    expect(cat('The car broke down on the first try.')).toEqual(['bug']);
    expect(cat('It kept crashing all through the meeting.')).toEqual(['bug']);
    expect(cat('The lights switch on by themselves at 3am.')).toEqual(['bug']);
  });
});

describe('praise told as a fact, as customers of a third eight products wrote it', () => {
  it('reads times and figures cut, grown accounts, things done that same afternoon and chores stopped as praise', () => {
    for (const text of [
      'Customer said their first-response time dropped from nine hours to forty minutes after switching on auto-routing.',
      'Time-to-hire for our warehouse roles dropped from 31 days to 19 since rollout.',
      "Per the support lead at Brightwell, the macros cut about an hour a day off each agent's workload.",
      'Account renewed two months early and added 15 seats.',
      'Reported a missed bin at 8am and the lorry came back that same afternoon.',
      'Onboarding call ran 20 minutes and we were posting jobs that same afternoon.',
      "Hiring managers actually leave their interview scorecards now because it's two clicks from the email.",
      "Their handler in Malaga called the hospital directly so I didn't have to pay upfront.",
      'Pump was replaced under the plan and we paid nothing beyond the monthly fee.',
      'Only had to explain the cancelled flight once, to one person.',
      'Boarding with a wheelchair took no longer than walking on; staff had a ramp ready before we asked.',
      'Theres oat milk in the fridge every morning, even Mondays.',
      'Candidates stopped emailing us to ask where they stand since the status page went live.',
      'Priya found us a lender who would count my freelance income after two banks said no.',
      'Sarah spotted that my knee pain was actually coming from my hip, which two GPs had missed.',
      'Maintenance replaced the broken desk lamp the same afternoon I mentioned it.',
      'Quote said £45, bill said £45.',
      'Five years of servicing there and the gears still shift like day one.',
      'Instructors knew every child\'s name by the first morning.',
      'Coat sold by breakfast.',
      'Since the alternate weeks are colour-coded, we haven\'t put the wrong bin out once.',
      'Wrote half an essay offline on the plane and it was all on my desktop before I reached the taxi line.',
      'Battery on the parent unit lasts the whole night and most of the next day.',
      'Its temperature reading matched our room thermometer to the half degree.',
      "Haven't had a single screenshot chancer get through since we switched.",
      'He put dust sheets down and took his boots off without being asked.',
      'When the Wi-Fi dropped at the arena, scanning carried on offline and caught up afterwards.',
      'Your engineer explained why the pressure keeps dropping and showed me how to top it up.',
    ]) expect(cat(text), text).toEqual(['praise']);
  });

  it('leaves a day taken off work, seats added before a double charge and a charge before delivery out of that praise', () => {
    expect(cat('Third missed installation appointment now, and each time I took a day off work to wait in.')).not.toContain('praise');
    expect(cat('The card was charged two times when I added three seats.')).not.toContain('praise');
    expect(cat('The charge was on my card before I had even received the order.')).not.toContain('praise');
    expect(cat('They renewed my plan without being asked.')).not.toContain('praise');
    expect(cat('Tickets sold out within minutes.')).not.toContain('praise');
    expect(cat("The battery doesn't last the whole day.")).not.toContain('praise');
  });
});

describe('problems and requests as customers of a third eight products wrote them', () => {
  const problem = expect.stringMatching(/^(?:complaint|bug)$/);
  it('reads a full fee kept, a different person each time, a fee told too late and what was left undone as problems', () => {
    for (const text of [
      "Cancelling with 23 hours' notice cost me the full £55 fee.",
      "I've seen three different physios in four visits and explained my shoulder history every single time.",
      'Every call, a different person, and every one starts from scratch.',
      "The £999 broker fee was mentioned only after we'd signed the client agreement.",
      "Apparently radiators aren't covered, which was news to me after two years of paying.",
      "Six weeks in and they still want 'further documentation' without saying which.",
      'My invoice went up 15% with a one-line email three days before renewal.',
      'They paid out in euros to my sterling account and the bank fees ate a chunk of it.',
      '£18 to fit an inner tube I supplied myself.',
      'the rear mech was left rubbing on the spokes and i only noticed halfway down the A-road',
      'Crews left the lid open and the foxes had a field day.',
      "Half my order came and the antibiotics are 'to follow', which isn't much use for an infection.",
      "Parcel's been 'in transit' for 19 days and suport just keeps sending the same template.",
      'Your support line closes at 6pm, which is exactly when our events start.',
      'Twelve quid for a microwaved lasagne, and it was still cold in the middle.',
      'We queued in the lanes for ninety minutes in the rain because check-in had one booth open.',
      'Customer service took eleven days to reply, and the reply was a link to the manual.',
      'Videos in the hamstring programme play with no sound on my Android phone.',
      'Affordability calculator on the website returns £0 for any income over £100k.',
      'Night mode turns the whole screen grey whenever the landing light is on.',
      'Since the last firmware update the app asks me to re-pair the camera every morning.',
      'Customer reported that emails with attachments over 10MB arrive as blank tickets.',
      'Anything I type in the Android widget ends up as a blank note with todays date on the web version.',
      "Scanner accepted a ticket for last Friday's show as valid tonight.",
      "After the update, tags I'd nested under Work are all sitting at the top level.",
    ]) expect(cat(text), text).toEqual([problem]);
  });

  it('reads what a thing would do, "it\'d help to", "wouldn\'t hurt to" and a relayed need as requests', () => {
    for (const text of [
      'Casting the videos to the telly would beat squinting at my phone on the floor.',
      'Dark mode on the web app would save my eyes at midnight.',
      "It'd help to get a reminder six months before our fixed rate ends.",
      "Wouldn't hurt to let the kids take their projects home on a USB stick.",
      "Text me the driver's ETA and I'd be a happy bunny.",
      'Would it be possible to get a few lockers for day-pass users?',
      "Could the engineer text when he's half an hour out rather than just turning up?",
      'How about opening a bit earlier on weekdays for us commuters?',
      'Recruiters keep asking for a way to tag candidates for future roles without moving them in the pipeline.',
      'From the account call: venue wants separate gate permissions so bar staff can only scan VIP wristbands.',
    ]) expect(cat(text), text).toEqual(['feature_request']);
    expect(cat('No one mentioned how easy it would be to set up.')).not.toContain('complaint');
    expect(cat('Nothing would help me more than a refund.')).not.toContain('feature_request');
  });
});

describe('who the customer is, told of themselves or noted of them', () => {
  it('reads a self-description with a word the lexicon rates either way as context', () => {
    for (const text of ['I ride about 80 miles a week, mostly gravel.', 'We run about 60 events a year, mostly comedy and small gigs.', 'Household of five in a terraced street with no front garden.', 'Call note: patient lives in a flat above a shop with no buzzer.']) expect(cat(text), text).toEqual([]);
  });

  it('keeps what the circumstance led to', () => {
    expect(cat('We run 60 events a year and your app crashes at every one.')).toEqual(['bug']);
    expect(cat('I live in a flat with no buzzer so couriers never find me.')).toEqual(['complaint']);
    expect(cat('We run 60 events a year and love how easy the check-in is.')).toEqual(['praise']);
  });
});

describe('praise told as a fact, as customers of a fourth eight products wrote it', () => {
  it('reads a follow-up call, cheaper than quoted elsewhere, proactive warnings and what has not failed since as praise', () => {
    for (const text of [
      "Dr Okafor rang us the evening after Bramble's surgery just to see how she was settling in.",
      'Flea tablets arrived two days before the reminder email even went out.',
      "Not once in six years have they pushed a treatment we didn't need.",
      'Apoquel came in about a third cheaper than what the chemist down the road quoted.',
      'Colour on the reprint matched our Pantone swatch exactly, which our last printer never managed.',
      'Someone from prepress emailed to flag that our bleed was too small before they ran anything.',
      'Rode up Constitution Hill with no slowdown at all.',
      'My Spanish tutor noticed I kept mixing up ser and estar and built a whole session around it.',
      'Payouts land in my account every Friday like clockwork.',
      'Video never dropped once during a ninety-minute session from rural Kenya.',
      'Honestly not bad atall for the price.',
      'Had a breakdown on the telehandler and a replacement was on site before lunch.',
      'Quote for a six-week scaffold hire came in under what we had budgeted.',
      'Never had a generator from them fail to start first pull.',
      'Plate compactor looked brand new, not a scratch on it.',
      'Our Christmas toy appeal hit its target in nine days, mostly through the app.',
      'Bake sale sign-up sheet filled in an afternoon.',
      'Not a single duplicate donation since we switched over in January.',
      'Call note: CISO said the SOC caught the credential-stuffing attempt at 2am before their own team had even logged on.',
      'Customer mentioned the quarterly report went straight into their board pack unchanged.',
      'Auditors accepted the compliance export for SOC 2 without asking for anything else.',
      'One bottle of the concentrate has lasted us since February.',
      "My son's eczema hasn't flared since we switched to the fragrance-free laundry strips.",
      'Grout in the shower is white again after one go with the bathroom spray.',
      "Since the fitting, I've stopped asking my grandkids to repeat themselves at Sunday dinner.",
      'My husband can finally hear the doorbell from the garden.',
      'When the almond croissants were short, they swapped in pain au chocolat at the same price.',
      'Our rep, Dani, texted us the day before the price rise so we could stock up.',
      "We haven't had a single cracked egg tray since switching over in January.",
      "I set up the lease renewal reminders once and haven't thought about them since.",
      'Our lift passes were loaded onto the cards before we even reached the resort.',
      'They let us move the private lesson to the afternoon when the fog came in, no fee.',
      'Call notes: customer said their legal team closed 30 NDAs last week without printing a single page.',
      'Templates we built in 2021 still work after every release.',
      'A client in Brazil signed at 2am his time and we had the countersigned copy by breakfast.',
      'Nail trim was done in ten minutes while I waited, for a fiver.',
      "Couldn't have asked for a neater teddy-bear cut.",
      'Downloaded three audiobooks for the flight and they played with no signal at 30,000 feet.',
      "The librarian pulled a copy from another branch so I'd have it for book club on Tuesday.",
      'My overdue fines got wiped during amnesty week, no questions asked.',
      "I've read 41 books this year without spending a penny.",
      'Text size in the e-reader goes big enough that my dad reads without his glasses.',
      'Holds pickup locker opened first try with the barcode on my phone.',
      'Reading challenge badges show up the moment the kids log a book.',
      "Two winters out in the Pennines and the stake lights haven't cracked.",
      'Assembly took my husband about four minutes and no tools.',
      'Every one of the 24 path lights came on the first night.',
      "Only four children were in the kids' group, so each one got plenty of attention.",
    ]) expect(cat(text), text).toEqual(['praise']);
  });

  it('leaves a service not given, a sound loud enough to wake the baby and a screen that cracked out of that praise', () => {
    expect(cat('Not once have they called me back.')).not.toContain('praise');
    expect(cat('The motor is loud enough to wake the baby every time someone comes in.')).not.toContain('praise');
    expect(cat('The screen cracked after two winters.')).not.toContain('praise');
    expect(cat("They didn't answer every question.")).not.toContain('praise');
  });
});

describe('problems and requests as customers of a fourth eight products wrote them', () => {
  const problem = expect.stringMatching(/^(?:complaint|bug)$/);
  it('reads sarcasm in a word, a promise gone by, a cut taken, damage and hours off as problems', () => {
    for (const text of [
      "Bit rich to charge a 'matting fee' on a dog that was brushed that morning.",
      "Well, the 'quick' repair took six weeks, so that was fun.",
      'Cancelling requires a phone call during office hours, naturally.',
      "Customer service said they'd call back within 24 hours; that was last wednesday.",
      'Processing fees take 4% off every gift, which over a year is roughly what the new boiler cost.',
      'Rang the depot four times to extend the hire and got voicemail every time.',
      'With every update the giving button moves somewhere else.',
      "Per QBR, client feels they're paying enterprise rates for what amounts to a ticket queue.",
      'Two of the glass bottles showed up in pieces and the whole box was soaked.',
      'These dishwasher tablets leave a white film on evry glass.',
      'Courier left the parcel in the recycling bin, which I suppose is thematically appropriate.',
      'After a week the festoon lights only stay lit for about half an hour, even on sunny days.',
      'Tutor spent half the lesson on her phone.',
      'We queued 40 minutes at the ticket office to collect passes we had already paid for online.',
      'Since the clocks changed, my calendar shows my availability an hour off.',
      'Student messages come through with all the accented characters turned into question marks.',
      'SSO login loops back to the sign-in page for users in the Azure tenant.',
      "Agent pushed CPU to 90% on the finance team's laptops after the last update.",
      "Search for 'Hilary Mantel' returns nothing but typing 'Mantel' finds all her books, wierd.",
      'Switching from the dairy tab to the bakery tab in the ordering portal logs me straight out.',
    ]) expect(cat(text), text).toEqual([problem]);
    // Two halves, two problems.
    expect(cat('Half the avocados were rock hard and the other half were brown inside.')).toEqual(['complaint', 'complaint']);
  });

  it('reads a conditional move, "is there any way you could add", what a customer needs before a rollout and what a thing would be as requests', () => {
    for (const text of [
      "Per the call, they'd move their whole conveyancing team over if we supported witnessed signatures for UK deeds.",
      'Is there any way you could add a vacancy calendar view across all my units?',
      'Any chance you could start stocking compostable cup lids?',
      "Account raised on the call that they need bulk send from a CSV before they'll roll out to HR.",
      'Client asked whether we can stream alerts into their Slack as well as Teams.',
      'A monthly executive summary under one page would be more use to them than the 40-page report.',
      "Freezing a hold while I'm on holiday, so I don't lose my place in the queue, would be a lifesaver.",
      'Listings should say how many hours the lights last in winter, not just summer.',
      "I'd buy a 5-litre size of the floor cleaner if you made one.",
    ]) expect(cat(text), text).toEqual(['feature_request']);
    expect(cat('Is there a way to rerun only the failed jobs instead of the whole pipeline?')).toEqual(['question']);
    expect(cat('Our dentist took 20% off my bill.')).not.toContain('complaint');
  });
});

describe('sentences of a fifth eight products: praise, problems and requests told as facts', () => {
  const problem = expect.stringMatching(/^(?:complaint|bug)$/);
  it('reads what was done without asking, not one late delivery, a replacement lined up and a failure caught before it mattered as praise', () => {
    for (const text of [
      'Eighteen months on, not one drawer has needed adjusting.',
      'Two years, and not one late delivery.',
      'Approving claims now happens on my phone while the kettle boils.',
      'Four taps in the app and I\'m booked on the 6:30 flow.',
      'They froze my membership for two months after my surgery without charging a fee.',
      "My back hasn't ached at my desk since I started the lunchtime class.",
      'New cartridges turned up two days before the old ones ran dry.',
      'When our tutor moved away, the agency had a replacement lined up before the next session was due.',
      "We moved to the following weekend when the storm hit and the platform didn't charge a change fee.",
      "Three summers running we've booked through them, and I've yet to hit a single snag.",
      'The optometrist spotted a change in my left eye that two previous checkups had missed.',
      'Not a single scratch after eight months of being thrown in my bag.',
      'It warned me a senior would be on her thirteenth day in a row before I published.',
      'Before it turned into a problem, they flagged that one tenant\'s deposit wasn\'t protected.',
      'The template handled my 300-word product descriptions without breaking the mobile layout.',
      'My tax return was filed on the 3rd of January, a first in a decade of landlording.',
      'My autistic daughter gets the same lane and teacher every week, which has made all the difference.',
      "my daughter's frames snapped at school and they swapped them the same afternoon, no charge, no forms.",
    ]) expect(cat(text), text).toEqual(['praise']);
  });

  it('reads off-centre work, seats paid and barely used, extras on top, sarcasm and software gone wrong as problems', () => {
    for (const text of [
      'Our new sink sits about two inches off centre from the window, which you notice every single time you wash up.',
      "We're paying per seat for 40 contractors who file maybe one claim a year.",
      'Courier threw the box over the side gate and it split open on the patio.',
      '£4 to rent a mat on top of a £16 drop-in.',
      'Three tutors in one term is not what I\'d call continuity.',
      'Charging a £12 booking fee on a £20 pitch is taking the mickey.',
      'Showers listed on the site page turned out to be a hose behind the barn.',
      "New pair sits noticeably lower on the right and the branch says that's 'within tolerance'.",
      'Account note: home manager says support tickets sit four days before anyone replies.',
      'Lovely to pay £9 an hour to circle the block looking for the one bay that isn\'t taken by a non-member.',
      "Apparently a 'quick call' is billed in 15-minute blocks, who knew.",
      'Every time I upload my room measurements to the design portal, the ceiling height resets to 2400mm.',
      'GPS in the app puts the Hackney car in the middle of the canal.',
      'Confirmation email arrived three times, each with a different pitch number.',
      'Shifts that cross midnight come through as zero hours on the timesheet export.',
      'the drag and drop editor undoes my last change every time i save',
      'Password reset link expires before it even reaches my inbox.',
      "Next week's lesson already shows as 'attended' in the app.",
      'Discount codes get applied twice if the customer refreshes the checkout page.',
    ]) {
      // One problem, or two told side by side ("... and the branch says that's 'within tolerance'").
      const cats = cat(text);
      expect(cats.length, text).toBeGreaterThan(0);
      for (const c of cats) expect(c, text).toEqual(problem);
    }
    expect(cat('We were charged twice for our annual renewal.')).toEqual(['complaint']);
    expect(cat('Price is up 30% since we joined and the bags have gotten smaller.')).toEqual(['complaint', 'complaint']);
  });

  it('reads "could the app let you", "ideally it would" and what a thing would mean as requests, and a self-description as context', () => {
    for (const text of [
      'Could the app let you pick which spot in the room you want?',
      'Ideally it would tell my landlord automatically when the sensor hits end of life.',
      'Google Home support, so the lights flash, would mean a lot to my deaf partner.',
      "Is a Making Tax Digital bundle with the software licence included something you'd consider offering?",
      'Any chance you could keep both my distance and reading prescriptions on the account instead of only the latest one?',
    ]) expect(cat(text), text).toEqual(['feature_request']);
    for (const text of ["I've worn varifocals for about six years now.", 'We mostly print school worksheets and the odd boarding pass.']) expect(cat(text), text).toEqual([]);
    expect(cat("We've had two bikes sat out of action for a fortnight waiting on a technician.")).toEqual([problem]);
  });
});

describe('sentences of a sixth eight products: service told as facts', () => {
  it('reads what was done as said, kept up, attended to and done on one charge as praise', () => {
    for (const text of [
      'Payslips for all nine staff landed in inboxes the day before payday, as they have every month since we switched.',
      'Came back the next morning to redo the patio doors after I pointed out a smear.',
      "The lad shut the side gate behind him so the dog couldnt get out.",
      'Texted me the night before to say rain was forecast and moved us to Friday.',
      "You flagged that our sessional worker had crossed the auto-enrolment threshold before we'd even noticed.",
      'Year-end P60s went out without anyone here having to lift a finger.',
      'Stage 2 tins went out of stock and they rang to ask before swapping anything.',
      'The courier leaves it in the porch out of the sun like I asked in the notes.',
      'The 7:42 into town has left on the dot every morning this term.',
      'When the coach broke down outside Leicester a replacement was with us in under forty minutes.',
      'Staff on the desk spotted my belay was off and quietly showed me the fix instead of making a scene.',
      'Not once has the auto-belay been out of service when I\'ve come in.',
      'My induction took forty minutes and covered everything, including how to fall.',
      'They kept my membership frozen for the six months my shoulder was in a sling.',
      "Glass arrived cracked and a replacement was sent before I'd even posted the photos back.",
      'Nobody made me feel stupid for not opening my post for six months.',
      'She rang me back at exactly the time she said, even though it was after five.',
      "My budget sheet came through in large print because I'd mentioned my eyesight.",
      'Finds its way back to the dock from under the sofa without getting stuck.',
      'With two cats shedding, the bin only needs emptying once a week.',
      'After the firmware update it now does the rug edges it used to miss.',
      'Three years in and the battery still does the whole first floor on one charge.',
      "Set no-go zones around the dog bowls in the app and it hasn't touched them once.",
      'Not a single scuff on the new paintwork after they chased the cables in.',
      'Call note: head brewer mentioned the duty report exported in exactly the format their accountant needed.',
      'Hop lot numbers carry straight through to the batch record, so a recall check is a two-minute job now.',
      'Our new cellar hand was doing transfers on her own by the end of day one.',
      'My mom texted me a picture and the bouquet looked exactly like the one on the website.',
      'Two weeks later and the lilies are still going on her kitchen table.',
      "Ordered at 11pm the night before Valentine's and it still showed up before noon.",
      "Bought my last three cars from them and won't be looking elsewhere.",
      'Filed a claim through the app from the side of the road and had a hire car the next morning.',
      'Not one call-centre queue in two years, everything\'s been sorted in the chat.',
      'Our teacher remembered everyone\'s name from the first session.',
      'Nobody batted an eyelid when I turned up at 58 with two left feet.',
      'No hard sell, they let me take it out on the motorway for an hour on my own.',
      'The joiner who refitted our back door also sorted the sticking window while he was here.',
      'New kitchen went in on the dates they gave us.',
      'Dropped it in the bath and it carried on working once I dried it off.',
      "Footnotes pop up in a little window so I don't lose my place.",
    ]) expect(cat(text), text).toEqual(['praise']);
  });

  it('leaves a charge on one charge, a short battery and a screen too loud out of that praise', () => {
    expect(cat('It only does half the house on one charge.')).not.toContain('praise');
    expect(cat('The improvement in speed is barely noticeable.')).not.toContain('praise');
    expect(cat('Not once have they called me back.')).not.toContain('praise');
  });
});

describe('sentences of a seventh eight products: ready before the customer, the old place against this one, sarcasm with a chore', () => {
  it('reads praise told as facts of speed, exactness, friction spared and the old way replaced', () => {
    for (const text of [
      "The prescription was waiting at our local pharmacy by the time I'd got my shoes on.",
      'The POD was attached to the shipment record before the truck left the dock.',
      'When ransomware hit the front desk PC we rolled back to the last snapshot and were working again by lunch.',
      'Customer says the attendant refunded a torn shirt without any argument.',
      "Customer says Dr. Patel remembered the cat's kidney history without being told.",
      'My cardiologist looked at the PDF report and said it was everything she needed.',
      'Already sent the link to my sister for her wedding next year.',
      'We pay less than half what the old tape service cost.',
      "The interlibrary loan book arrived in three days, not the three weeks I'd been warned about.",
      'Got eight seats together in row F, which the box office told me was impossible last year.',
      "The cuff fits my arm, which the last two monitors I bought didn't.",
      'The price shown online was the exact figure on the final contract, to the pound.',
      'The old place on Elm took quarters only; here I just tap my phone.',
      'At my undergrad library a journal article took five searches; here it takes one.',
      'Our detention charges went from roughly $3k a month to under $400.',
      "Haven't paid a single late fee since auto-renew was switched on.",
      'hasnt been a single out of order sign at the Maple location since the renovation',
      'Not a single extra fee turned up between the deposit and the big day.',
      "Can't say the video dropped once, and I was on my phone out in the barn.",
      'Customer says the refund for the cancelled matinee was back on her card the next morning.',
    ]) expect(cat(text), text).toContain('praise');
  });

  it('leaves a worse here, a lapse told with "without", and a bad state that lasted out of that praise', () => {
    expect(cat('My points expired without any reminder.')).not.toContain('praise');
    expect(cat('The old place had friendly staff; here nobody says hello.')).toContain('complaint');
    expect(cat('The old app was fast; now it crashes every day.')).not.toContain('praise');
    expect(cat('The study room actually stayed locked all week.')).not.toContain('praise');
    expect(cat('Our costs went from 400 to 3k a month.')).not.toContain('praise');
  });

  it('reads sarcasm that puts a chore on the customer, scare-quoted fees, paywalls and gated support as complaints', () => {
    for (const text of [
      "Great, another vet telling me they 'can't diagnose over video', which is the whole reason I pay for this.",
      'Brilliant, a backup product where I have to ring sales to add a fifth user.',
      'Oh sure, make me load a $20 minimum into the wallet to run a $3 wash.',
      "Sure, a 'quiet zone' with a coffee cart grinding beans every five minutes.",
      "How lovely to find out at the final walkthrough that the garden we paid for is 'unavailable in October'.",
      "Love paying the premium price for 'recliner' seats that don't recline.",
      "£2.50 'handling fee' per ticket for an e-ticket that costs you nothing to send.",
      '£15 a year to unlock the trend graphs on a device I already paid £80 for.',
      '$19.99 a month and they still charge extra for anything after 8pm.',
      "Support is email-only unless you're on the enterprise tier.",
      'The two-pallet minimum means all our small consignments go to someone else.',
      'Customer reports the follow-up email promised within 24 hours arrived on day six.',
      'Two weeks to get a reply on whether the venue allows outside caterers.',
      'Replacement cuffs have been out of stock for two months.',
      "Customer reports a member of staff told her to 'just buy it' when she asked about a reserve copy.",
      'The vet we got seemed to be reading from a script and never asked how old the cat was.',
    ]) expect(cat(text).map((c) => (c === 'bug' ? 'complaint' : c)), text).toContain('complaint');
    for (const text of [
      'I uploaded three photos of the wound and on the vet\'s side they just show as grey boxes.',
      'The room booking page let two of us reserve the same room for the same hour.',
      'I got a confirmation email for a venue we never booked, on a different date.',
    ]) expect(cat(text).map((c) => (c === 'bug' ? 'complaint' : c)), text).toContain('complaint');
    expect(cat('Great, the refund was on my card the next day.')).toEqual(['praise']);
    expect(cat('Sure, I would recommend it to anyone.')).toEqual(['praise']);
  });

  it('reads a kind wish to the reader, a diagnosis and praise of someone the customer knows as context', () => {
    for (const text of [
      'Hi there, hope whoever reads these is having a lovely day.',
      'My neighbour, who is a lovely woman, told me about this place.',
      'My mum, bless her, is doing most of the planning.',
      "My practice nurse, who's fantastic, suggested I keep a home log.",
      'I was diagnosed with high blood pressure in January.',
    ]) expect(cat(text), text).toEqual([]);
    expect(cat('My nurse, who is lovely, said the app is useless.')).toContain('complaint');
  });

  it('reads a wish for an alert when something fails, and "any chance the app could", as requests', () => {
    expect(cat("It'd be nice to get a text when a backup fails, not just an email.")).toEqual(['feature_request']);
    expect(cat('Any chance the app could show which machines are free before I leave home?')).toEqual(['feature_request']);
  });
});

describe('sentences of an eighth eight products: nothing of it over a stretch, told by the clock, asked of the product itself', () => {
  it('reads what never happened, what came before the deadline or the slot, and the old way against this one as praise', () => {
    for (const text of [
      'Zero overbookings since we switched in February; we had eleven last summer.',
      'Not one guest locked out since the April install.',
      'Sold 140 tees during the tour and not one return for a print issue.',
      'The olive tree arrived wrapped in three layers of paper and not a single leaf had dropped.',
      "Haven't hung a piece in my last ten games, which is a first.",
      "wifi in the house didn't drop once during exam season",
      'Wore it through a half marathon and two showers a day, no scratches.',
      'Onboarded 140 suppliers in six weeks without one of them calling our AP team.',
      "Dr. Okafor spotted the change in my mole from my previous photos before I'd mentioned it.",
      'Coach Marek remembered the Caro-Kann line I messed up three sessions ago.',
      'The boiler broke on a Sunday and a plumber was there by 6pm.',
      "Reported a broken saddle in the app and had a 20-minute credit before I'd even finished the ride.",
      'Docked at Central Station at 8:52 and made the 9:00 train with time to spare.',
      'Set up the first board in about the time it took to make a coffee.',
      'Seller noted the embroidery on the caps is still tight after 20 washes.',
      'Resting heart rate matched the hospital monitor within 1 bpm during my stay.',
      'they even put the kids bunk beds back together before leaving',
      'with async mode nobody has to be up at 6am for a retro anymore',
      'Codes generate automatically from the Airbnb booking and expire at checkout.',
      'Arrived at 7:55 for an 8:00 slot.',
      'The court bundle was due at 4pm and the printer was fixed at 3:20.',
      'Orders placed Monday arrived in Ohio by Thursday.',
      'Our invoices cleared in 3 days last quarter, used to be 40.',
      'We pay £14 a user now versus £38 with BT.',
      'Our old provider took two days to reset a password; yesterday it took four minutes.',
      "Main dealer wanted £1,100 for the clutch; you did it for £620.",
      'Battery lasted 6 days on the first charge, my old watch needed charging every night.',
      'Payroll used to take me a whole afternoon, now it\'s 15 minutes.',
    ]) expect(cat(text), text).toContain('praise');
  });

  it('leaves what one waits for never coming, a late arrival, a slow delivery and a decline of one\'s own use out of that praise', () => {
    expect(cat('Not one reply since March.')).not.toContain('praise');
    expect(cat('Arrived at 8:40 for an 8:00 slot.')).toContain('complaint');
    expect(cat('Ordered Monday, arrived the following Monday.')).not.toContain('praise');
    expect(cat('I used to order twice a week, now maybe once a month')).not.toContain('praise');
    expect(cat('Customer asked whether we could hook into Untappd so tap lists update automatically.')).not.toContain('praise');
  });

  it('reads wearing out early, a claim in scare quotes, the nth one, canned replies, stale screens and hidden terms as problems', () => {
    for (const text of [
      'Lovely chrome finish, peeled within a year at the seafront flat.',
      "The 'mature' jasmine was about the height of my coffee mug.",
      "£39 for a consult that amounted to 'use moisturiser' is steep.",
      "We were billed for 14 hours on a job the engineer's own notes say took 6.",
      'Third account manager in eight months.',
      'Second bike this week with a rear brake that barely stops.',
      'Support replied with a link to the FAQ I had already quoted in my message.',
      "Support told me to try turning it off and on again, for a lock that's bolted to a door.",
      "Booked in for a 9am MOT, car wasn't looked at until 2.",
      'Support is only available 9 to 5 CET, so our Sydney folks get answers the next day.',
      'The free plan caps you at 3 boards, which you hit in week three.',
      "The mould in the back bedroom was reported in October and it's still there in February.",
      'The follow-up call was moved twice, both times on the morning of.',
      'No refund or extension when our son got chickenpox halfway through.',
      "The contract auto-renews for three years unless we give 180 days' notice.",
      'Two of the five desk phones arrived without power adapters.',
      'Pricing is per channel now, so adding Hostelworld put €45 a month on our bill.',
      "The £25 per number porting fee wasn't on the pricing page.",
      'Caller said the 24-month minimum term was only mentioned on the last page of the order.',
      "Returns are only accepted within 48 hours, and you can't tell root rot in 48 hours.",
      'The plan assumed we had a separate nursery; we live in a one-bed flat.',
      'The templates read like they were written for a five-person startup, not a 60-person department.',
      "The app shows 'locked' while the door is standing wide open.",
      "The dashboard says 'Last backup: never' for machines that backed up an hour ago.",
      "The tracking link in the confirmation email still showed the van in Bristol two days after we'd moved.",
      'Closing a room type for the 24th still leaves it bookable on Expedia, three times this month.',
      "About once a week, codes created in the app don't reach the lock until the next day.",
      'It logged me as asleep for 2 hours while I was watching a film on the sofa.',
      'The mockup generator puts the design upside down on the back of the tote every time.',
      'Wow, 19 business days for a poster, blazing fast.',
      'Great job leaving the wardrobe doors behind in the old flat.',
      '£9.95 delivery on a £6 packet of bulbs, lovely.',
      'Oh sure, let me just get up at 5am for the only free slot with an IM.',
      'Sure, love being told to book an in-person visit after paying for the online one.',
    ]) expect(cat(text).map((c) => (c === 'bug' ? 'complaint' : c)), text).toContain('complaint');
    expect(cat('That hill is steep.')).toEqual([]);
    expect(cat('Customers keep asking where our sourdough comes from, and it\'s you lot.')).not.toContain('complaint');
  });

  it('reads a capability asked of the product itself, or for oneself, as a request', () => {
    for (const text of [
      'Could the monthly report break tickets down by practice group?',
      'Could it message me when a guest enters for the first time?',
      'Could I get a reminder to take progress photos every two weeks so the doctor can compare?',
      'Any way to split the bills automatically between the five of us?',
      'Is it possible to get a Slack alert when an invoice is rejected?',
      "Any chance you'd add short-term storage for people whose completion dates don't line up?",
      "Any chance you could email me when it's time to repot?",
    ]) expect(cat(text), text).toEqual(['feature_request']);
    expect(cat('Could the delay be because of the bank holiday?')).not.toContain('feature_request');
    expect(cat('Any way to get my money back?')).not.toContain('feature_request');
  });
});

describe('the customer\'s own life in strong words, and who sent them, as context', () => {
  it('reads life and trade told in strong words, a referral and a hard week after the fact as no highlight', () => {
    for (const text of [
      'These were a housewarming present for my sister, who kills everything she touches.',
      'A friend at work recommended the Hull branch, so I went there.',
      'My sister recommended you after an awful experience she had with a clinic in town.',
      'My wife was eight months pregnant at the time, so it was a stressful week all round.',
      'Summer here is chaos, with coach tours arriving every afternoon.',
      'Mondays are brutal here, the phone rings nonstop from 8.',
      "I'm a terrible loser, according to my wife.",
      "One of our guests last year was a nightmare, but that's another story.",
    ]) expect(cat(text), text).toEqual([]);
  });

  it('still reads what the product did after a referral or before a hard week', () => {
    expect(cat('My friend recommended you and the app is brilliant.')).toEqual(['praise']);
    expect(cat('My friend recommended you and the app crashed on day one.').map((c) => (c === 'bug' ? 'complaint' : c))).toContain('complaint');
    expect(cat('The app crashed on day one, which was a terrible week.').map((c) => (c === 'bug' ? 'complaint' : c))).toContain('complaint');
  });
});

describe('sentences of a ninth eight products: survey answers, counted absences, spoilt goods, life events', () => {
  it('reads the answer of a survey without the form\'s question, and praise told by counts, clocks and comparisons', () => {
    expect(cat('Q: How would you rate your account manager? A: Replies same day, every time.')).toEqual(['praise']);
    expect(cat('Q: How likely are you to renew? A: Already renewed for 2025.')).toEqual(['praise']);
    expect(cat("Survey: 'Would you recommend?' – Already sent my sister and two neighbours.")).toEqual(['praise']);
    expect(cat('A: it crashes every time I log in.')).toEqual(['bug']);
    for (const text of [
      'Not one bruised avocado in eleven deliveries.',
      'Not had a double-booked berth once in three seasons.',
      "Since you took over the contract in April we've had zero slip reports on the paths.",
      'Used it at 14 airports last year and never once got turned away for capacity.',
      'Ops lead says not one same-day legal filing has been missed since the pilot started in May.',
      "I can't remember the last time an employee came to me about a wrong paycheck.",
      'Our account manager spotted a misclassified contractor before the auditor did.',
      'Rightmove leads land in the pipeline within a minute.',
      'Riders get assigned in seconds, even in the 12:30 lunch rush.',
      'Sessions start at 9:00 on the dot, every single week.',
      'The crew had the car park beds cleared and mulched before our first tenants arrived at 8:30.',
      'Every form the crematorium needed was filled in before we arrived.',
      'The weekly invoice matches our job log line for line.',
      'Prices shown were exactly what the marina charged, electricity included.',
      'Took £1,140 on Saturday with one bar of signal and every card payment went through.',
      'Every ingredient arrived still cold at 8am even though it was 31 degrees outside.',
      'Both kids finished the chicken fajitas on Tuesday, which hasn\'t happened with anything I\'ve cooked since March.',
      'Customer said on the call that swapping the salmon for the veggie option took her about ten seconds.',
      'Battery still shows 78% after 14 months.',
      'Compared to the other box we tried, the recipe cards have half the steps and my 10-year-old follows them alone.',
      'Unlike the online test I tried, the headphones shut out the noise of the shop completely.',
      'At his last club he sat on the bench most matches; here everyone gets equal minutes.',
      'Barcode scanning works even with wet gloves on.',
      "Refund for the storm cancellation on 14 August was back in my account in two days.",
    ]) expect(cat(text), text).toContain('praise');
    expect(cat('The text size is too small for Mum to read even with her glasses.')).not.toContain('praise');
    expect(cat('After a week the festoon lights only stay lit for about half an hour, even on sunny days.')).not.toContain('praise');
  });

  it('reads spoilt goods, ignored instructions, extra charges, hidden terms and stale or nonsense screens as problems', () => {
    for (const text of [
      "I was told the follow-up appointment would be booked within a week; it's been five.",
      'Our support ticket about the data export has been open since 3 March without a reply.',
      'Your couriers keep leaving parcels with building security when the notes say hand to recipient only.',
      'The May invoice included two mows that, according to our gate logs, never happened.',
      "Had to pay £4.99 a month just to get text alerts, which wasn't mentioned at checkout.",
      'We pay £89 per user per month and the Zoopla integration is another £30 on top.',
      "Guest passes are $45 each now, which is more than the meal I'd buy at the gate.",
      'The free tier now caps you at 5 scans a month, down from unlimited when I signed up.',
      'User says the compression makes the small print noticeably blurrier than the original.',
      'Since updating to iOS 17.4, exported PDFs open with the pages in reverse order.',
      'If I add an item by weight and then change the quantity, the total resets to £0.00.',
      'My confirmation email says the booking is for 2024-13-03, which isn\'t a date.',
      'Bulk-uploading jobs via CSV silently skips any address with an apostrophe in it.',
      'The cold pack was fully melted and the kale was limp when the box arrived.',
      'Customer says the strawberries were sour and white in the middle for the second week running.',
      "Three of the last four boxes had more microgreens than salad, which is not what I'm paying $38 for.",
      "The 1.75% fee is fine until you realise it's charged on refunds too.",
      "Paying £15 for a printout that just says 'see a specialist' felt steep.",
      "The assistant didn't know how to reset it, so I stood there for 25 minutes.",
      'Yet another box full of arugula, because apparently that\'s all anyone eats.',
      'Yeah, love standing in the car park for 15 minutes after pick-up time because sessions overrun.',
      'The settlement offer was £1,200 for a kitchen floor that costs £4,000 to replace.',
    ]) expect(cat(text).map((c) => (c === 'bug' ? 'complaint' : c)), text).toContain('complaint');
    expect(cat('The staff were warm and welcoming.')).toEqual(['praise']);
  });

  it('reads more requests asked of the product, and life events that name nothing of it as context', () => {
    for (const text of [
      'Is there any way the crew could text the site manager 30 minutes before they arrive?',
      'Could you send a short note after each session about what they worked on so we can practise at home?',
      'How about a portal where vendors can see viewing feedback, so they stop ringing us every day?',
      'Is there any way to get session reminders by text instead of email?',
      'Could the livestream be made downloadable afterward for relatives who couldn\'t watch it live?',
      "Could I swap out items I don't like before the box ships?",
    ]) expect(cat(text), text).toEqual(['feature_request']);
    for (const text of [
      'My wife died suddenly in February, two weeks after our 40th anniversary.',
      "Lost my mum in August, so I've only just got back to doing the stalls.",
      'We moved into a flat with no garden last spring.',
      "It's been a brutal year for us, we lost two anchor tenants and the board is breathing down my neck.",
    ]) expect(cat(text), text).toEqual([]);
    expect(cat('We moved house and the app lost all my settings.')).not.toEqual([]);
  });
});

describe('sentences of a tenth eight products: figures said and got, windows missed, things that came back', () => {
  it('reads praise told by what was caught, sorted, spared, kept and matched', () => {
    for (const text of [
      'The notary caught that my middle name was missing on page 2 before we signed.',
      'Driver was stuck in Carlisle with a blocked card and support unblocked it in 4 minutes at 6am.',
      "Paid from the ward waiting room when my wife's surgery ran over, so no ticket on the windscreen.",
      "The red wine stain from New Year's is gone and I've checked it in daylight.",
      "Customer called back to say the dog smell in the back bedroom hasn't returned after a month.",
      'A neighbour paid nearly double with another company for a smaller building and his roof already leaks.',
      "I wouldn't say adding the photos was difficult in any way.",
      'Honestly can\'t fault how easy freezing my membership was when I broke my wrist.',
      'Called at 3am with a heifer struggling to calve and the vet was in the yard by 3:50.',
      'The valuation tool said £7,400 and I got £7,350.',
      'Technician moved the sofa and the bookcase back exactly where they were, down to the coasters.',
      'Concordance search returns in under a second on our 2.4M-segment memory.',
      'Unlike Trados, the fuzzy-match penalties can be set per client, which is exactly how we bill.',
      'Not one corrupted tag in the 600-page InDesign export.',
      'Carpets were dry enough to walk on in about three hours; the last company left them damp for two days.',
      'Uploaded my manuscript on Tuesday night and the paperback proof was on my doorstep Friday morning.',
      'Booked the 6:30am vinyasa from bed in about ten seconds.',
      'Listed my Golf at 8pm, had three messages by 10 and it sold for the asking price on Sunday.',
      'My son walked out asking when he could come back, which has literally never happened at a dentist.',
    ]) expect(cat(text), text).toContain('praise');
    expect(cat('Tax time took me one afternoon because the year-end report already split expenses by property.')).toEqual(['praise']);
    expect(cat('The valuation tool said £7,400 and I got £5,900.')).toContain('complaint');
    // A comma before three digits is a thousands separator: 1,000 and 999 are alike, 1,200 to 900 is down.
    expect(cat('The quote said £1,000 and I paid £999.')).toContain('praise');
    expect(cat('Our costs went from 1,200 to 900 a month.')).toEqual(['praise']);
  });

  it('reads a missed window, what came back, settings that revert and promises unkept as problems', () => {
    for (const text of [
      'Arrival window was 8 to 12 and they turned up at 2:15 without calling.',
      "There's a faint brown ring where the coffee stain was, it came back as it dried.",
      "The 'pet treatment' add-on was £45 and I can't tell any difference.",
      "The 'reds only' preference keeps switching back to 'mixed' every time I log in.",
      'Half the network stations near Norwich are motorway services charging 20p a litre over the odds.',
      "Royalties for sales in March weren't paid until the 28th of May.",
      'The sales dashboard shows -3 copies sold in Germany for June.',
      "The cladding on the south wall has already split in four places and it's not a year old.",
      "Since the clocks changed, 'Add to calendar' puts every class in my calendar an hour early.",
      "Your £29.99 'premium boost' got my listing exactly the same number of views as the week before.",
      "We were told at signup that partial exemption was supported, and it isn't.",
      'Lovely that support only answers emails Monday to Friday when the whole selling point is 24/7.',
      "Oh aye, lovely to get a different vet every visit who's never seen the herd before.",
      'Love paying an extra 15% print fee just because my book has more than 300 pages.',
    ]) expect(cat(text).map((c) => (c === 'bug' ? 'complaint' : c)), text).toContain('complaint');
  });

  it('reads more requests and more of the customer\'s own life', () => {
    for (const text of [
      'Do you think you could text a photo of the technician before they arrive?',
      'Could translators see who last edited a TM entry and when?',
      'Could you do a monthly fixed-fee herd health package instead of charging per visit?',
      'Would it be possible to book siblings back to back in one go instead of making two separate bookings?',
      'Any chance the usage report could be emailed automatically to each tenant at month end?',
    ]) expect(cat(text), text).toEqual(['feature_request']);
    expect(cat('Would it be possible to export to PDF?')).toEqual(['question']);
    for (const text of [
      'My daughter got married in June and it was the happiest day of my life.',
      "I'm absolutely exhausted, the twins are teething and I haven't slept properly in weeks.",
      'My mother is 94, still does the crossword every morning, and refuses point blank to move in with us.',
      "Losing Dad last year hit the whole family hard, and I'm the only one who lives nearby now.",
      'This year has been brutal, we lost our biggest customer in February and I\'ve barely slept since.',
    ]) expect(cat(text), text).toEqual([]);
  });
});

describe('sentences of an eleventh eight products: fixed within a day of being logged, against the old vendor, never a reason to call', () => {
  it('reads these facts as praise', () => {
    for (const text of [
      'Broken shower was fixed within 24 hours of me logging it.',
      '£210 less than the local shop quoted for the same made-to-measure Venetian.',
      'Technician rang to explain the BMS fault before doing any work.',
      'couldnt run the christmas shelter without it tbh',
      "Six years registered and I've never once had a reason to phone you.",
      'my daughter has practiced evry day since march without me nagging her once',
      'Customer noted the return label was already in the box and the deposit came back within 48 hours.',
      'Blood results were in the portal by 4pm on the same day they were taken.',
      'Scaffold was up by 8:15 on the Monday, exactly as quoted on the Friday.',
      'Room was exactly as it looked in the photos, down to the desk lamp.',
      "Survey answer: 'Child-safety clips were included without me asking.'",
      'my mum is 82 and she managed to log in all by herself',
      'The local bike shop wanted £650 for a new pack; you rebuilt mine for £290.',
      'My previous servicer lost my forbearance paperwork twice; here it was marked received the same afternoon.',
      'The weekly cap meant I paid £15 instead of the £21 I used to spend on singles.',
      'Processing 1.2 million emails took 9 hours, against nearly three days on our previous platform.',
      'Q: How was the refund process? A: Money back for the cancelled route the same day.',
    ]) expect(cat(text), text).toContain('praise');
  });

  it('reads these problems, requests and lives as filed', () => {
    for (const text of [
      "Well, three no-shows for the adaption visit, so that's a record.",
      '£15 to change a phone number feels like a tax on people who move.',
      'The washing machine on floor 2 has had an out-of-order sign on it since 3 March.',
      'Hold time on Tuesday was 2 hours 40 minutes before anyone picked up.',
      "One rep told me my payments count toward forgiveness and the next rep said they don't.",
      "Clicking 'Make a payment' sends me back to the login screen every time, even right after I log in.",
      'The package was due on the 14th and showed up on the 19th, the day of our tech run.',
      'Since the 2.3 update, schedules set for 5:00 am start at 6:00 am, looks like daylight saving isn\'t handled.',
      'The pickup code screen is blank in the Android app, so the host had nothing to scan.',
      'Fantastic, now I can watch my 14-month wait for dermatology in real time.',
      'Oh sure, charge me for a full day when I picked up after 40 minutes.',
      'Lovely to stand for 40 minutes on a route you cut from double-deckers to single-deckers.',
    ]) expect(cat(text).map((c) => (c === 'bug' ? 'complaint' : c)), text).toContain('complaint');
    for (const text of [
      "it'd save us hours if the production log got emailed automatically when a job finishes",
      "Could you text us the evening before with the crew's arrival window?",
      'Could volunteers tag their skills, like first aid or driving, so we can filter by them?',
    ]) expect(cat(text), text).toEqual(['feature_request']);
    for (const text of [
      "I'm the litigation support manager at a 60-lawyer firm in Chicago.",
      'We adopted Biscuit from a rescue in Leeds in 2019.',
      'Cycling got me through the worst depression of my life after my wife died.',
    ]) expect(cat(text), text).toEqual([]);
  });
});

describe('the new problem and praise facts leave their look-alikes alone', () => {
  it('reads a small thing, a chore done alone, the same good thing again and an early arrival as no complaint or praise they are not', () => {
    expect(cat("It's so small that it fits in my pocket.")).not.toContain('complaint');
    expect(cat('It was the same great quality we got last year.')).not.toContain('complaint');
    expect(cat('I assumed I had to pay extra, but it was free.')).not.toContain('complaint');
    expect(cat('The courier came an hour early and left it with my neighbour.')).not.toContain('complaint');
    expect(cat('I had to set it all up by myself.')).not.toContain('praise');
    expect(cat('The page loads in 30 seconds.')).not.toContain('praise');
  });
});

describe('what the thirty-second session read in helper-written sentences', () => {
  it('reads help soon after trouble, things put right for nothing, and nothing since as praise', () => {
    expect(cat('When the boiler failed on Sunday, an engineer was here within two hours of our call.')).toEqual(['praise']);
    expect(cat('The fitter swapped the cracked panel on the same visit at no extra charge.')).toEqual(['praise']);
    expect(cat("We've not had a single double-booking since the rota moved online.")).toEqual(['praise']);
    expect(cat('The removal crew cleared the flat without a scratch on the walls.')).toEqual(['praise']);
    expect(cat('Her report was in my inbox before she had reached her car.')).toEqual(['praise']);
    expect(cat('The tutor explained it twice without making my son feel silly.')).toEqual(['praise']);
  });

  it('reads service told as a fact, and the answer to a question that asks for the good, as praise', () => {
    expect(cat('I sat down at 10:00 and the paperwork was already printed.')).toEqual(['praise']);
    expect(cat('The clinic replied to my question about parking the same evening.')).toEqual(['praise']);
    expect(cat('The same lamp at the shop in town was £15 more.')).toEqual(['praise']);
    expect(cat('The new chairs are quieter than the ones we had at the old office.')).toEqual(['praise']);
    expect(cat('The garden hose still works fine after four summers.')).toEqual(['praise']);
    expect(cat('Q: What worked well? A: The driver phoned twenty minutes ahead.')).toEqual(['praise']);
    expect(cat('Q: What worked well? A: Nothing, the van was late.')).not.toContain('praise');
    expect(cat('Q: How was the visit? A: The van came at 9.')).toEqual([]);
  });

  it('reads being brushed off, charged on top, worn early and kept waiting on a promise as complaints', () => {
    expect(cat('The paint flaked after a week and the decorator said that is just how old walls are.')).toContain('complaint');
    expect(cat('I was charged a £30 booking fee on top of the ticket price.')).toEqual(['complaint']);
    expect(cat('The wiper blades are already down to the rubber edge after a month.')).toEqual(['complaint']);
    expect(cat('The zip on my jacket split the second time I wore it.')).toEqual(['complaint']);
    expect(cat('The plumber left muddy footprints all over the hall carpet.')).toEqual(['complaint']);
    expect(cat('We waited on hold for 30 minutes just to be told the office was closed.')).toEqual(['complaint']);
    expect(cat('The delivery was booked for the 2nd and nobody turned up until the 9th.')).toEqual(['complaint']);
    expect(cat('The 8-till-12 slot meant a morning off work, and he turned up at 2:15.')).toEqual(['complaint']);
  });

  it('reads an app that shows what is not so, an error message and a choice that switches back as bugs', () => {
    expect(cat('The tracker shows the parcel in Bristol when it is actually on my doormat.')).toEqual(['bug']);
    expect(cat("Entering my postcode returns 'address not found' every time.")).toEqual(['bug']);
    expect(cat('Whenever I pick large, the size switches back to medium at checkout.')).toEqual(['bug']);
    expect(cat("The reminder says my appointment is on 31 September.")).toEqual(['bug']);
  });

  it('reads the answer to a question that asks what to improve as a complaint, unless it says nothing is wrong', () => {
    expect(cat('Q: Anything we could improve? A: The welcome pack still lists last year\'s prices.')).toEqual(['complaint']);
    expect(cat('Q: Anything we could improve? A: Nothing really.')).not.toContain('complaint');
    expect(cat('Q: What could we improve? A: Add a dark mode.')).toEqual(['feature_request']);
  });

  it('reads the old supplier against this one, figures against a quote and against the photo', () => {
    expect(cat('The parcel arrived without a scratch.')).toEqual(['praise']);
    expect(cat('Our old installer quoted eight weeks; this team had it done in nine days.')).toEqual(['praise']);
    expect(cat('The boxes came flat-packed with no dents, unlike the last two orders from the other shop.')).toEqual(['praise']);
    expect(cat('The final bill came in £900 over the fixed quote.')).toEqual(['complaint']);
    expect(cat('The rug is much darker than the colour shown on the website.')).toEqual(['complaint']);
    expect(cat('Our previous contractor left rubble on the drive every visit; yours never has.')).not.toContain('complaint');
    expect(cat("The headset doesn't pair, unlike the old one.")).not.toContain('praise');
  });

  it('reads prices against the usual one, a quote kept, and things done unasked or without losing it once', () => {
    expect(cat('The off-peak fare came up automatically, £12 instead of £30.')).toEqual(['praise']);
    expect(cat('They charged me £30 instead of the £12 on the website.')).toContain('complaint');
    expect(cat('They quoted £400 for the rewiring and the final bill was £400.')).toEqual(['praise']);
    expect(cat('The shop wrapped the present unasked.')).toEqual(['praise']);
    expect(cat('We were moved onto a new tariff without being asked.')).not.toContain('praise');
    expect(cat('The pump has run for a month since the repair without losing pressure once.')).toEqual(['praise']);
    expect(cat('The driver rang ahead when he was ten minutes away.')).toEqual(['praise']);
  });

  it('reads paying for what was there already, leaving early and a placeholder date as problems', () => {
    expect(cat('They charged me £80 for a dent that was already there when I collected the car.')).toEqual(['complaint']);
    expect(cat('The magician packed up and left 20 minutes before the end of the slot.')).toEqual(['complaint']);
    expect(cat('The receipt shows the date as 01/01/1970.')).toEqual(['bug']);
    expect(cat('My booking email has the table down for 7am instead of 7pm.')).toEqual(['bug']);
    expect(cat('If my claim is rejected, will I still get the deposit back?')).toEqual(['question']);
  });

  it('reads prices with pence against another place, help without asking, and two screens that disagree', () => {
    expect(cat('Our old supplier charged £2.40 a loaf; yours are £1.90 and bigger.')).toEqual(['praise']);
    expect(cat('Our old supplier charged £1.90 a loaf; yours are £2.40.')).not.toContain('praise');
    expect(cat('The night instructions were enough to check in without calling anyone.')).toEqual(['praise']);
    expect(cat('Could the app let us check in without calling the office?')).toEqual(['feature_request']);
    expect(cat('The text reminder said Monday 3rd but the app shows the visit on Tuesday 4th.')).toEqual(['bug']);
    expect(cat('Class started ten minutes late and still finished on time, so we lost the stretch.')).not.toContain('praise');
  });

  it('reads care beyond the job, exactness and promises kept as praise; charges for others\' delays and brush-offs as complaints', () => {
    expect(cat('The porter carried all six boxes up to the fourth floor.')).toEqual(['praise']);
    expect(cat('The new worktop lined up with the old cupboards to the millimetre.')).toEqual(['praise']);
    expect(cat('The results came back in three days, as the website said they would.')).toEqual(['praise']);
    expect(cat('Our last fitter left an ugly gap by the wall; this team scribed it and there is nothing.')).toEqual(['praise']);
    expect(cat('The bill includes a £40 waiting charge for the hour the hospital took to discharge him.')).toEqual(['complaint']);
    expect(cat('The receptionist told me my rash was nothing and that I shouldn\'t bother booking.')).toEqual(['complaint']);
    expect(cat('It costs more than the old one but it is worth it.')).not.toContain('complaint');
    expect(cat('Orders from the café show twice in the feed.')).toEqual(['bug']);
  });

  it('reads the car there before the slot, replies weeks late and fees on small sums by the figures', () => {
    expect(cat('Booked at 10pm for a 6am airport run and the taxi was outside at 5:50.')).toEqual(['praise']);
    expect(cat('Booked at 10pm for a 6am airport run and the taxi was outside at 6:40.')).not.toContain('praise');
    expect(cat('I emailed support on the 3rd and got a reply on the 21st.')).toEqual(['complaint']);
    expect(cat('£5 delivery on a £12 order.')).toEqual(['complaint']);
    expect(cat('Borrowed a pressure washer for £4 instead of buying one for £120.')).toEqual(['praise']);
    expect(cat('If there was a card option I would book it in seconds.')).not.toContain('praise');
  });

  it('reads attentive service as praise and fees on small sums, sarcasm and lock-outs as complaints, not in requests', () => {
    expect(cat('The plumber was here at 8am sharp.')).toEqual(['praise']);
    expect(cat('Tried at 8am sharp three days running and every slot was gone by 8:03.')).not.toContain('praise');
    expect(cat('Please add an option to get a message when a slot opens.')).toEqual(['feature_request']);
    expect(cat('The pharmacist went through each of my tablets and wrote the times on the box.')).toEqual(['praise']);
    expect(cat('£9.95 delivery for one small box.')).toEqual(['complaint']);
    expect(cat('Wow, a whole three weeks to replace one lightbulb.')).toEqual(['complaint']);
    expect(cat('The design editor wipes my guest names every time I flip the card.')).toEqual(['bug']);
  });

  it('reads "stop" as a place as no complaint, the verb as before, and a praise word before a long wait as sarcasm', () => {
    expect(cat('The app showed the bus two stops away.')).toEqual([]);
    expect(cat('Turned on alerts for the stop near my office.')).toEqual([]);
    expect(scoreSentiment('It stops working after an hour.')).toBeLessThan(0);
    expect(cat('The driver drove straight past me at the stop.')).toEqual(['complaint']);
    expect(cat('Fabulous - four hours on the coach with one toilet that was locked.')).toEqual(['complaint']);
    expect(cat('Brilliant: two days of sunshine on our trip.')).toEqual(['praise']);
  });

  it('reads asking the service to stock something, or what a feature would spare, as requests', () => {
    expect(cat('Could you stock the refill pads as well?')).toEqual(['feature_request']);
    expect(cat('It would save us hours if we could upload the whole class list at once.')).toEqual(['feature_request']);
  });
});

describe('a failure word that names what is asked for, not what failed', () => {
  it('reads breaks taken, a reset wished for on a schedule, frozen goods to sell and error messages to improve as requests', () => {
    expect(cat('Could you allow Friday-to-Monday short breaks?')).toEqual(['feature_request']);
    expect(cat("Could you let us set a card's limit to reset every Monday?")).toEqual(['feature_request']);
    expect(cat('Could the counter reset every month?')).toEqual(['feature_request']);
    expect(cat('I wish you sold the frozen rats.')).toEqual(['feature_request']);
    expect(cat('Could you make the error messages clearer?')).toEqual(['feature_request']);
  });

  it('keeps the failures the same words report', () => {
    expect(cat('Can you fix the broken export?')).toEqual(['bug']);
    expect(cat('The app breaks every time I rotate the phone.')).toEqual(['bug']);
    expect(cat('My settings reset every day.')).toEqual(['bug']);
    expect(cat('It resets every time I log in.')).toEqual(['bug']);
    expect(cat('The screen is frozen again.')).toEqual(['bug']);
    expect(cat('I get an error message when I log in.')).toEqual(['bug']);
  });
});

describe('"block" and "rape" as nouns with no valence', () => {
  it('reads a building, a street and a crop as no complaint, the verb and a bar on an account as before', () => {
    expect(cat('We live in the block of flats by the park.')).toEqual([]);
    expect(cat('Walked around the block twice.')).toEqual([]);
    expect(cat('We farm wheat and oilseed rape near Lincoln.')).toEqual([]);
    expect(scoreSentiment('They block my number.')).toBeLessThan(0);
    expect(scoreSentiment('There is a block on my account.')).toBeLessThan(0);
    expect(scoreSentiment('Christmas trees that block the pavement.')).toBeLessThan(0);
  });

  it('reads a gate left open and a car park full every evening as complaints', () => {
    expect(cat('The operator left a gate open and sheep got into the field.')).toEqual(['complaint']);
    expect(cat('The station is full every evening after 6, so she circles looking for a space.')).toEqual(['complaint']);
    expect(cat('Our diary was full every day last week with happy clients.')).toEqual(['praise']);
  });
});

describe('what the thirty-third session read in helper-written sentences', () => {
  it('reads service facts as praise', () => {
    expect(cat('Room was already set out with 40 chairs and stands when we arrived at 6.45.')).toEqual(['praise']);
    expect(cat("Her carving knife came back sharper than she's ever known it.")).toEqual(['praise']);
    expect(cat('The rail follows our curved stairs so closely you barely notice it.')).toEqual(['praise']);
    expect(cat('Passed our environmental health inspection with a 5 this week, first time ever.')).toEqual(['praise']);
    expect(cat("Trial was exactly what I'd pinned, not a close guess.")).toEqual(['praise']);
    expect(cat('Tuner was here the morning after I rang.')).toEqual(['praise']);
    expect(cat('Engineer had the coffee machine running again before the morning break.')).toEqual(['praise']);
    expect(cat("Gas bill for January was £40 lower than last year's.")).toEqual(['praise']);
    expect(cat("Can't say I expected much for £3 a knife but I was wrong.")).toEqual(['praise']);
    expect(cat('No droppings since visit two.')).toEqual(['praise']);
    expect(cat('Not a single fibre left on the landing carpet.')).toEqual(['praise']);
    expect(cat("Not once has it stuck in the eighteen months we've had it.")).toEqual(['praise']);
  });

  it('reads plain-fact and sarcastic complaints', () => {
    expect(cat('Arrived to find a yoga class still in the main hall at 7.10.')).toEqual(['complaint']);
    expect(cat('Tip of my santoku came back about 3mm shorter than it went in.')).toEqual(['complaint']);
    expect(cat('Third visit and the mice are still in the dry store.')).toEqual(['complaint']);
    expect(cat('Tech turned up in the middle of Saturday lunch service and started spraying.')).toEqual(['complaint']);
    expect(cat('Flat again within a fortnight.')).toEqual(['complaint']);
    expect(cat("Removal quote doubled on the day because of 'an extra step'.")).toEqual(['complaint']);
    expect(cat("Travel fee was added after I'd already paid the deposit.")).toEqual(['complaint']);
    expect(cat('Sandwiches out of date.')).toEqual(['complaint']);
    expect(cat("They squashed the insulation flat, so it's barely doing anything.")).toEqual(['complaint']);
    expect(cat('Lovely, so now my serrated knife has a smooth patch halfway along.')).toEqual(['complaint']);
    expect(cat("So the 'careful handling' includes a gouge down the side of the case, good to know.")).toEqual(['complaint']);
    expect(cat('Five weeks for a callback about the survey, really impressive stuff.')).toEqual(['complaint']);
    expect(cat('Your system failed us again, nobody wrote our slot in the diary.')).toEqual(['complaint']);
    expect(cat('The installation failed the building control check because nobody filled in the paperwork.')).toEqual(['complaint']);
  });

  it('reads faults of machines and pages as bugs, and asks as requests', () => {
    expect(cat('The code you texted does nothing.')).toEqual(['bug']);
    expect(cat('Card reader declined my card three times then charged me twice anyway.')).toEqual(['bug']);
    expect(cat('The chair stops halfway up and beeps.')).toEqual(['bug']);
    expect(cat("The monitor sends 'trap triggered' every ten mins but the trap is empty.")).toEqual(['bug']);
    expect(cat('The online quote calculator gives £0.00 for any move over 10 miles.')).toEqual(['bug']);
    expect(cat("I paid the deposit and the booking page still says 'awaiting payment'.")).toEqual(['bug']);
    expect(cat('The machine took my £2 coin and gave nothing.')).toEqual(['bug']);
    expect(cat("Why can't we book the hall for Sunday afternoons?")).toEqual(['feature_request']);
    expect(cat("Why can't you draught-proof the loft hatch as part of the job?")).toEqual(['feature_request']);
    expect(cat('Why is there nothing gluten-free in any of the machines?')).toEqual(['feature_request']);
    expect(cat('Honestly why do we have to ring to book a follow-up, just let us do it in the portal.')).toEqual(['feature_request']);
  });

  it('leaves the look-alikes alone', () => {
    expect(cat("She didn't have to stop halfway.")).not.toContain('bug');
    expect(cat('Machines on the night shift are full every time we come in at 10.')).not.toContain('complaint');
    expect(cat('This method almost never fails him, and it works superbly here.')).toEqual(['praise']);
    expect(cat('No reply since Tuesday.')).not.toContain('praise');
    expect(cat("Why can't I log in?")).not.toContain('feature_request');
    expect(cat('Great, so now I can pay by card at last.')).not.toContain('complaint');
  });
});

describe('what the thirty-third session read in two more helper sets (read-34, read-35)', () => {
  it('reads service facts as praise', () => {
    expect(cat('Gutters cleared, 3 tiles replaced, and they didn\'t charge for the cherry picker.')).toEqual(['praise']);
    expect(cat('Ice packs were still frozen when the box arrived in July.')).toEqual(['praise']);
    expect(cat('Got a face-to-face for my son the same afternoon.')).toEqual(['praise']);
    expect(cat('Locker is 2 minutes from my flat and open 24/7, which suits my night shifts.')).toEqual(['praise']);
    expect(cat('Never once had a parcel go missing, and I\'ve used it for two years.')).toEqual(['praise']);
    expect(cat('Not a single cope stone out of line along the whole 40 metres.')).toEqual(['praise']);
    expect(cat('Emailed a question at 9pm and had a detailed answer from Graham before breakfast.')).toEqual(['praise']);
    expect(cat('Driver had it levelled in ten minutes.')).toEqual(['praise']);
    expect(cat('They left the field exactly as they found it.')).toEqual(['praise']);
    expect(cat('Parcel included nappies in the right size, which we hadn\'t even asked for.')).toEqual(['praise']);
    expect(cat('couldnt have got through january without the vouchers honestly')).toEqual(['praise']);
    expect(cat('Not one of the traps jammed all morning.')).toEqual(['praise']);
    expect(cat('Battery\'s lasted fourteen months.')).toEqual(['praise']);
    expect(cat('Down 6kg since January and the trend graph is what kept me going.')).toEqual(['praise']);
    expect(cat('Only £3 for the whole afternoon, can\'t argue with that.')).toEqual(['praise']);
  });

  it('reads plain-fact complaints and sarcasm', () => {
    expect(cat('They left a pile of surplus stone in my paddock and now want £80 to collect it.')).toEqual(['complaint']);
    expect(cat('The wire kept poking my cheek for a fortnight and nobody would see me sooner.')).toEqual(['complaint']);
    expect(cat('Still a drip over the back door and that\'s after three callbacks.')).toEqual(['complaint']);
    expect(cat('Box sat in the sun on the doorstep, courier didn\'t even knock.')).toEqual(['complaint']);
    expect(cat('Six weeks for a mount you listed as \'in stock\'.')).toEqual(['complaint']);
    expect(cat('Parcel was only held 48 hours and went back to the sender.')).toEqual(['complaint']);
    expect(cat('Session was cancelled for high winds and we were only offered a reschedule, not a refund.')).toEqual(['complaint']);
    expect(cat('Morning call was at 11:40, so Mum went without breakfast until nearly lunchtime.')).toEqual(['complaint']);
    expect(cat('£4.99 a month just to see my body fat history?')).toEqual(['complaint']);
    expect(cat('The glass top is so slippery my wife nearly fell getting on it.')).toEqual(['complaint']);
    expect(cat('Bought it for the athlete mode on the box, turns out that\'s a paid add-on.')).toEqual(['complaint']);
    expect(cat('Turned up at 10 and all six scooters were already out.')).toEqual(['complaint']);
    expect(cat('Oh great, scaffold\'s been up six weeks with nobody on it, the neighbours love it.')).toEqual(['complaint']);
    expect(cat('Triage failed my husband - they said it was a sprain and it was a fracture.')).toEqual(['complaint']);
    expect(cat('The seat was filthy and nobody had wiped the handles.')).toEqual(['complaint']);
  });

  it('reads faults as bugs, asks as requests and questions as questions', () => {
    expect(cat('The payment link opens a page saying \'invoice not found\'.')).toEqual(['bug']);
    expect(cat('Your booking site says \'no slots available\' for every date, even next year.')).toEqual(['bug']);
    expect(cat('RFID scanner keeps flashing red on tagged sheets.')).toEqual(['bug']);
    expect(cat('clicking \'sort by price\' on the couplings page sorts them alphabetically instead')).toEqual(['bug']);
    expect(cat('It would be great if the form stayed open all day, not just the morning.')).toEqual(['feature_request']);
    expect(cat('Why isn\'t there a locker at the Tesco on Mill Road?')).toEqual(['feature_request']);
    expect(cat('Why don\'t you sell the weathering powders as a starter set?')).toEqual(['feature_request']);
    expect(cat('Can the system send the voucher code by email as well as text?')).toEqual(['feature_request']);
    expect(cat('Does it need a flat hardstanding or will it sit ok on a sloping lawn?')).toEqual(['question']);
  });
});

describe('what the thirty-third session read in its last two helper sets (read-36, read-37)', () => {
  it('reads service facts as praise', () => {
    expect(cat('couldnt fault the instructors, patient with my kids the whole six weeks')).toEqual(['praise']);
    expect(cat('The Rolls was waiting outside the church ten minutes early, ribbons and all.')).toEqual(['praise']);
    expect(cat('Not one thing I would change about the day\'s transport.')).toEqual(['praise']);
    expect(cat('Picked the lock in about five minutes and charged exactly what was quoted on the phone.')).toEqual(['praise']);
    expect(cat('They lowered every branch on ropes so nothing touched the greenhouse.')).toEqual(['praise']);
    expect(cat('The ingrown toenail that plagued me for a year is gone after one procedure.')).toEqual(['praise']);
    expect(cat('First pain-free walk to the shops in months.')).toEqual(['praise']);
    expect(cat('Tank emptied, area hosed down, and not a drop on the driveway.')).toEqual(['praise']);
    expect(cat('Renewing for a third winter.')).toEqual(['praise']);
    expect(cat('Sophie adapts every exercise for my pregnancy without ever making a fuss about it.')).toEqual(['praise']);
    expect(cat('Kitchen sink is draining properly for the first time since we moved in.')).toEqual(['praise']);
    expect(cat('The technician stayed past closing to adjust my partial.')).toEqual(['praise']);
    expect(cat('Passed Day Skipper first time!')).toEqual(['praise']);
    expect(cat('Tom never once raised his voice, even when I gybed without any warning.')).toEqual(['praise']);
    expect(cat('He was here 35 minutes after I rang, on Boxing Day.')).toEqual(['praise']);
    expect(cat('Not one slip reported to our H&S team all winter.')).toEqual(['praise']);
  });

  it('reads plain-fact and sarcastic complaints', () => {
    expect(cat('We paid for the white Bentley and a silver Mercedes turned up.')).toEqual(['complaint']);
    expect(cat('Brilliant, he drilled out a perfectly good lock and then told me it needed replacing. Funny that.')).toEqual(['complaint']);
    expect(cat('Charged for a full 3,000-gallon tank when ours only holds 2,000.')).toEqual(['complaint']);
    expect(cat('Love paying for a \'priority\' slot and being told on the day it\'s next week instead.')).toEqual(['complaint']);
    expect(cat('Super impressed that the \'half-day job\' took three separate visits.')).toEqual(['complaint']);
    expect(cat('Oh lovely, a six-week wait that turned into fourteen.')).toEqual(['complaint']);
    expect(cat('The hire skates were so blunt I was sliding sideways on every turn.')).toEqual(['complaint']);
    expect(cat('£45 for a twelve-minute appointment where she mostly looked at her screen.')).toEqual(['complaint']);
    expect(cat('The workshop completely failed to mention the extra charge until the invoice.')).toEqual(['complaint']);
    expect(cat('We pay a retainer for \'priority\' service and were still cleared after the retail park next door.')).toEqual(['complaint']);
    expect(cat('Four fitting appointments and the top plate still rubs on the left side.')).toEqual(['complaint']);
    expect(cat('Patient says the receptionist discussed her treatment loudly in front of a full waiting room.')).toEqual(['complaint']);
    expect(cat('£480 for a two-day course and we were six to a dinghy.')).toEqual(['complaint']);
    expect(cat('The room was freezing, and we still paid full price.')).toEqual(['complaint']);
    expect(cat('Went over my page limit by 12 pages and got charged for a full extra block of 50.')).toEqual(['complaint']);
  });

  it('reads faults as bugs and asks as requests', () => {
    expect(cat('The card reader in the showroom charged me twice for the deposit.')).toEqual(['bug']);
    expect(cat('The smart lock keeps reporting \'unlocked\' in the app when the deadbolt is clearly thrown.')).toEqual(['bug']);
    expect(cat('The self-service kiosk printed my ticket for Sunday instead of today.')).toEqual(['bug']);
    expect(cat('The gait-analysis treadmill kept stopping mid-test so we had to redo it.')).toEqual(['bug']);
    expect(cat('Every time I join a waitlist the app charges my card straight away and then charges again when a spot opens up.')).toEqual(['bug']);
    expect(cat('Why can\'t you offer a package that includes the evening guest shuttle too?')).toEqual(['feature_request']);
    expect(cat('Have you thought about a quiet, sensory-friendly session for autistic kids?')).toEqual(['feature_request']);
    expect(cat('A slow-motion 360 video option would\'ve been amazing for the dance floor.')).toEqual(['feature_request']);
    expect(cat('Can the engineer text a photo when he\'s on his way?')).toEqual(['feature_request']);
  });

  it('leaves the look-alikes alone', () => {
    expect(cat('not a single complaint from anyone, and our CEO is very hard to please')).toEqual(['praise']);
    expect(cat('The app was freezing every time I opened the camera.')).toEqual(['bug']);
    expect(cat('The class runs Wednesdays in the art block, room A12.')).toEqual([]);
    expect(cat('It crashed for the first time since the update.')).toEqual(['bug']);
  });
});

describe('what the thirty-third session read in read-38', () => {
  it('reads service facts as praise and plain-fact complaints', () => {
    expect(cat('Customer says staff held the corner table for 40 minutes past his booking without charging extra.')).toEqual(['praise']);
    expect(cat('Slept through the night for the first time in weeks after the second session.')).toEqual(['praise']);
    expect(cat('barely felt the needles tbh, expected much worse')).toEqual(['praise']);
    expect(cat('All the clippings were bagged and gone before I got home from work.')).toEqual(['praise']);
    expect(cat('Neighbours have asked for his number twice now.')).toEqual(['praise']);
    expect(cat('My son is still talking about his score three days later.')).toEqual(['praise']);
    expect(cat('wasnt expecting much tbh but the kids had an absolute blast')).toEqual(['praise']);
    expect(cat('Hot chocolate waiting on the beach after the session, lovely touch.')).toEqual(['praise']);
    expect(cat('Twelve eight-year-olds and not one tear all afternoon, that\'s a first.')).toEqual(['praise']);
    expect(cat('Was charged the full £60 for a session that lasted 25 minutes.')).toEqual(['complaint']);
    expect(cat('The party room still had the previous group\'s rubbish on the tables when we walked in.')).toEqual(['complaint']);
    expect(cat('Lesson went ahead in onshore mush with no refund or reschedule offered.')).toEqual(['complaint']);
    expect(cat('Paid for a \'small group\' and there were fifteen of us to one instructor.')).toEqual(['complaint']);
    expect(cat('Board hire guy was really short with my kids when they asked questions.')).toEqual(['complaint']);
    expect(cat('Yeah thanks for leaving strimmer cord all over my patio, really appreciated.')).toEqual(['complaint']);
    expect(cat('Ah yes, the \'morning slot\' that turned up at 4:30pm.')).toEqual(['complaint']);
    expect(cat('We booked the white Hummer and a black stretch Chrysler turned up instead.')).toEqual(['complaint']);
  });

  it('reads faults as bugs and asks as requests', () => {
    expect(cat('Table 4\'s ball return keeps swallowing the cue ball.')).toEqual(['bug']);
    expect(cat('Reminder texts are arriving at 3am with the wrong appointment date in them.')).toEqual(['bug']);
    expect(cat('The limo\'s sunroof jammed halfway open and rain came in.')).toEqual(['bug']);
    expect(cat('The deposit went through but your website still says the booking is unpaid.')).toEqual(['bug']);
    expect(cat('Why can\'t we get a printed scorecard for each kid to take home?')).toEqual(['feature_request']);
    expect(cat('A package with a photographer at the pickup would sell like mad.')).toEqual(['feature_request']);
    expect(cat('Would sign up instantly.')).toEqual(['feature_request']);
    expect(cat('Still waiting on the refund.')).toEqual(['complaint']);
  });
});

describe('relief told as a trouble gone, taken out, or never had', () => {
  it('reads them as good news, and the look-alikes as before', () => {
    expect(scoreSentiment('My back pain has basically gone after eight weeks.')).toBeGreaterThan(0);
    expect(scoreSentiment('It took the fear out of it for me.')).toBeGreaterThan(0);
    expect(scoreSentiment("Can't say I've ever had a bad meal there.")).toBeGreaterThan(0);
    expect(scoreSentiment("I can't say it was ever good.")).toBeLessThan(0);
    expect(scoreSentiment('They took the money out of my account twice.')).toBeLessThanOrEqual(0);
    // (What it was taken out of keeps its words: only the thing taken is an absence.)
    expect(scoreSentiment('They took money out of my broken account.')).toBeLessThan(0);
    expect(cat("Can't say I've ever had a bad frame there.")).toEqual(['praise']);
  });
});

describe('a repair done within a morning of the call', () => {
  it('reads it as fast, and a plain arrival three hours on as before', () => {
    expect(cat('Called at 8am and he had it running by 11.')).toEqual(['praise']);
    expect(cat('Called at 8am and they arrived at 11.')).not.toContain('praise');
  });
});

describe('what the thirty-third session read in read-39', () => {
  it('reads service facts as praise, plain facts and sarcasm as complaints, faults as bugs and asks as requests', () => {
    expect(cat('Not a single swirl mark on the black paint, and I checked with a torch.')).toEqual(['praise']);
    expect(cat('Within about thirty seconds the examiner had put my very nervous son at ease.')).toEqual(['praise']);
    expect(cat('Tub was up to 38 degrees by the time the first guests arrived on Saturday.')).toEqual(['praise']);
    expect(cat('Two years on, the kitchen laminate hasn\'t lifted or creaked once.')).toEqual(['praise']);
    expect(cat('Switching on the dyslexia-friendly font has made a real difference to my son\'s reading.')).toEqual(['praise']);
    expect(cat('I expected a clunky council app and it\'s smoother than Kindle.')).toEqual(['praise']);
    expect(cat('Still sand in the footwells.')).toEqual(['complaint']);
    expect(cat('You cancelled on us and the deposit is still non-refundable.')).toEqual(['complaint']);
    expect(cat('Top tier was chocolate instead of the carrot cake we paid for.')).toEqual(['complaint']);
    expect(cat('Cake reached the venue forty minutes after the photographer had left.')).toEqual(['complaint']);
    expect(cat('\'Free measuring service\', except it then turns up on the invoice as a survey fee.')).toEqual(['complaint']);
    expect(cat('Another year, another rent rise, and the shed door still doesn\'t shut.')).toEqual(['complaint']);
    expect(cat('The council\'s online repair form rejects my plot number because it has a letter in it.')).toEqual(['bug']);
    expect(cat('You should run an evening theory session for people who work days.')).toEqual(['feature_request']);
    expect(cat('Do you think you\'ll ever do a take-away-and-recycle service for old carpets?')).toEqual(['feature_request']);
    expect(cat('Great job, the engineer sorted it in an hour.')).toEqual(['praise']);
  });
});

describe('above and beyond, told of the service and not of oneself', () => {
  it('reads what staff even did as praise, and what the customer even did as no praise', () => {
    expect(cat('The driver even held an umbrella over my dress.')).toEqual(['praise']);
    expect(cat('I even swept the floor myself.')).not.toContain('praise');
  });
});

describe('what the thirty-fourth session read in helper-written sentences (read-40 .. read-44)', () => {
  it('reads a trait of the customer or someone close as context, but not a reaction or what followed it', () => {
    expect(cat('My partner is a terrible loser so we always book the rematch straight away.')).toEqual([]);
    expect(cat('My dad is terrible with gadgets so I set it up for him.')).toEqual([]);
    expect(cat('My mum is a retired nursery teacher and is terrible at throwing anything away.')).toEqual([]);
    expect(cat('My husband loves terrible reality shows, so he chose the profile picture.')).toEqual([]);
    expect(cat('I\'m a side sleeper with a dodgy left shoulder from years of rugby.')).toEqual([]);
    expect(cat('My wife is delighted with the new kitchen.')).toEqual(['praise']);
    expect(cat('My son loves the lessons.')).toEqual(['praise']);
    expect(cat('My son is terrible at maths but the tutor has worked wonders.')).toEqual(['praise']);
    expect(cat('My daughter is allergic to nuts and the cake was full of them.')).toEqual(['complaint']);
    expect(cat('I\'m a loyal customer and this is the worst service ever.')).toEqual(['complaint']);
    expect(cat('I\'m being charged for seats of people who left the company months ago, even after removing them.')).toEqual(['complaint']);
  });

  it('reads sarcasm from its opening word of delight, and not a glad one', () => {
    expect(cat('Oh great, the test date moved again, third time this month.')).toEqual(['complaint']);
    expect(cat('Oh superb, another 35p a minute overage because one caller wanted to chat about the weather.')).toEqual(['complaint']);
    expect(cat('Brilliant, the invoice lists 14 extinguishers and we own 9.')).toEqual(['complaint']);
    expect(cat('Wow, every answer from support is a link to a help article that has nothing to do with my question.')).toEqual(['complaint']);
    expect(cat('Great, the reminder told me to bring Luna in for a vaccine she already had in March.')).toEqual(['bug']);
    expect(cat('Oh great, it works now!')).toEqual(['praise']);
    expect(cat('Brilliant, the engineer came the same day.')).toEqual(['praise']);
  });

  it('reads a trouble denied outright as praise, and a service denied outright as a complaint', () => {
    expect(cat('Not once has it got stuck on the slope by the shed, which my old one did weekly.')).toEqual(['praise']);
    expect(cat('Migrated our WordPress bakery site over a weekend and not one order was lost.')).toEqual(['praise']);
    expect(cat('haven\'t woken up with a sore back once since the hybrid arrived')).toEqual(['praise']);
    expect(cat('not a trace of that musty smell in the cellar anymore')).toEqual(['praise']);
    expect(cat('Not once did they call back.')).toEqual(['complaint']);
    expect(cat('Nothing has been fixed.')).toEqual(['complaint']);
    expect(cat('Not once did I have to chase them.')).toEqual(['praise']);
    expect(cat('Not once did the tracking drop in the free-roam arena.')).toEqual(['praise']);
  });

  it('reads a request by how it opens or closes, whatever failure words describe it', () => {
    expect(cat('Would you consider evening appointments for people who can\'t leave work?')).toEqual(['feature_request']);
    expect(cat('Any chance you could open late on Thursdays for those of us who can\'t leave work before six?')).toEqual(['feature_request']);
    expect(cat('Would love a hedgehog-safe night mode that just won\'t run after dusk')).toEqual(['feature_request']);
    expect(cat('It would help if the portal showed all open referrals on one dashboard instead of per employee.')).toEqual(['feature_request']);
    expect(cat('It\'s annoying that I can\'t bring my old results across, could you accept uploads from other testing companies?')).toEqual(['feature_request']);
    expect(cat('We both work weekdays, so Saturday surveys would really help.')).toEqual(['feature_request']);
    expect(cat('Honestly the weekly update email should just include a simple checklist of what\'s outstanding.')).toEqual(['feature_request']);
    expect(cat('Hello, I\'m trying to submit a claim for my broken window, but when I add the pictures it says \'Upload failed, please try again\'.')).toEqual(['bug']);
    expect(cat('The app crashes every time, please fix it.')).toEqual(['bug']);
  });

  it('reads bugs told by an update, a quoted error, a sum of nothing shown or a repeat at every tap', () => {
    expect(cat('Since firmware 2.14.3 the chime rings twice for every press, sometimes three times.')).toEqual(['bug']);
    expect(cat('Installing the eSIM gives \'Unable to complete cellular plan change\' on my iPhone 13 every time.')).toEqual(['bug']);
    expect(cat('Your online quote calculator gave £0.00 for the legal fee when I entered a purchase price over £1m.')).toEqual(['bug']);
    expect(cat('The floor-plan tool in your online planner deletes all my tables every time I hit save.')).toEqual(['bug']);
    expect(cat('Campaign scheduled for 9am GMT went out at 4am, the scheduler seems to be using US Eastern time.')).toEqual(['bug']);
    expect(cat('Since the update it\'s been brilliant.')).toEqual(['praise']);
    expect(cat('After the firmware update it now does the rug edges it used to miss.')).toEqual(['praise']);
    expect(cat('Supermarket basil goes black in two days, yours lasts over a week in a glass of water.')).not.toContain('bug');
    expect(cat('What\'s the difference between the Ryzen and Xeon nodes in terms of single-thread speed?')).toEqual(['question']);
  });

  it('reads lateness by the calendar, a price against a letdown and a promise not kept as complaints', () => {
    expect(cat('Job was meant to start on Monday, first van showed up Thursday.')).toEqual(['complaint']);
    expect(cat('Booked the boundary-wire repair for Tuesday morning, the technician turned up Friday afternoon.')).toEqual(['complaint']);
    expect(cat('Deposit paid in March, fence went up in July.')).toEqual(['complaint']);
    expect(cat('Emailed support about my membership on Monday and got a reply the following Friday.')).toEqual(['complaint']);
    expect(cat('Paid £22 for new heels and one came off on the walk home.')).toEqual(['complaint']);
    expect(cat('Paid £50 and got a lovely meal.')).toEqual(['praise']);
    expect(cat('Salesman swore the cooling topper was included and it\'s nowhere on the invoice.')).toEqual(['complaint']);
    expect(cat('Asked for him to be brought in at 4pm, found him still in the field at dusk.')).toEqual(['complaint']);
    expect(cat('Three boxes in a row we\'ve had the same shape sorter.')).toEqual(['complaint']);
    expect(cat('Told it\'d take a week but it came in two days.')).toEqual(['praise']);
    expect(cat('Ordered on Monday, arrived Wednesday.')).toEqual(['praise']);
  });

  it('reads speed told in taps, one email or one appointment, and an order kept exactly, as praise', () => {
    expect(cat('Booked court 3 for 7pm Thursday in about four taps.')).toEqual(['praise']);
    expect(cat('Switched from monthly to quarterly with one email.')).toEqual(['praise']);
    expect(cat('Price went from £9.99 to £14.99 a month with one email\'s notice.')).toEqual(['complaint']);
    expect(cat('Yellow fever jab, certificate and malaria tablets all sorted in one 20-minute appointment.')).toEqual(['praise']);
    expect(cat('Support replied on Discord within four minutes at 2am and fixed the mod conflict.')).toEqual(['praise']);
    expect(cat('Rang at 7am with a lost front shoe before a show and Dan was in the yard by 9.')).toEqual(['praise']);
    expect(cat('Tension on my ERT read 52 lbs on both rackets, just as ordered.')).toEqual(['praise']);
    expect(cat('March bill was £94, exactly what the plan page said for 150 calls.')).toEqual(['praise']);
  });
});

describe('what the thirty-fourth session read in read-45 .. read-48', () => {
  it('reads asks told as questions, after a complaint or after a dash as requests, and real questions as questions', () => {
    expect(cat('Could you fit a keypad on the pedestrian gate so the kids don\'t need fobs?')).toEqual(['feature_request']);
    expect(cat('Would you be able to offer a battery backup add-on for power cuts?')).toEqual(['feature_request']);
    expect(cat('Can the swatches be posted out instead of only being collected in person?')).toEqual(['feature_request']);
    expect(cat('Having to re-enter my flight details every trip is a faff, can the app remember regular routes?')).toEqual(['feature_request']);
    expect(cat('Queueing at the hut for extra paintballs ate half our lunch break, so let us pre-order them online.')).toEqual(['feature_request']);
    expect(cat('The fortnightly plan is overkill in winter — a summer-only option would suit us much better.')).toEqual(['feature_request']);
    expect(cat('Any chance of adding an export-to-grid summary in the app, broken down by month?')).toEqual(['feature_request']);
    expect(cat('Can the battery be added to later if we put an EV charger in next year?')).toEqual(['question']);
    expect(cat('Could you tell me when it ships?')).toEqual(['question']);
    expect(cat('Any chance you could email me the invoice?')).toEqual(['question']);
  });

  it('reads sarcasm after "yeah" or "well" and before "thanks for that", and letdowns told by their shape, as complaints', () => {
    expect(cat('Yeah, super helpful, reception just told me to \'check the website\' three times.')).toEqual(['complaint']);
    expect(cat('Lovely, muddy boot prints across my cream conservatory tiles — thanks for that.')).toEqual(['complaint']);
    expect(cat('Fixed it in ten minutes, cheers for that.')).toEqual(['praise']);
    expect(cat('Installation was booked for the 4th, then the 11th, then \'sometime next week\'.')).toEqual(['complaint']);
    expect(cat('Four months to reglue one dining chair.')).toEqual(['complaint']);
    expect(cat('£180 call-out fee just to tell me the fob battery was flat.')).toEqual(['complaint']);
    expect(cat('Chat agent just pasted the same FAQ link at me four times.')).toEqual(['complaint']);
    expect(cat('Office keeps promising a call back from the manager that never comes.')).toEqual(['complaint']);
    expect(cat('We were told 500 balls each were included and got 200.')).toEqual(['complaint']);
    expect(cat('Tried at 8am sharp three days running and every single slot was gone by 8:03.')).toEqual(['complaint']);
  });

  it('reads punctuality, a first-time pass and a burden never had as praise, and context told as context', () => {
    expect(cat('Twelve stewards booked, twelve stewards on the gate at 5pm sharp.')).toEqual(['praise']);
    expect(cat('Building control signed it off on the first visit with nothing on the snagging list.')).toEqual(['praise']);
    expect(cat('Rang about a fault on Saturday, engineer was here Sunday morning.')).toEqual(['praise']);
    expect(cat('Three claims over four years and not once have I had to chase anyone.')).toEqual(['praise']);
    expect(cat('Excess was £50 like the policy said, no surprise add-ons.')).toEqual(['praise']);
    expect(cat('Travelling with an elderly dog who hates cars, for context.')).toEqual([]);
    expect(cat('Our old wooden gates were rotten through, which is what started all this.')).toEqual([]);
    expect(cat('The old version was better.')).toEqual(['complaint']);
    expect(cat('Our old salon kept him crated for 4 hours; the van had him done in 70 minutes on our own driveway.')).toEqual(['praise']);
    expect(cat('The before/after slider on your site shows the exact same image on both sides for my order.')).toEqual(['bug']);
  });
});

describe('what the thirty-fourth session read in read-49 and read-50', () => {
  it('reads mishaps and why the customer came as context, and the seller\'s claim quoted back as a complaint', () => {
    expect(cat('Had a nasty crash last winter and broke my collarbone.')).toEqual([]);
    expect(cat('My daughter is hopeless at sport but loves anything arty.')).toEqual([]);
    expect(cat('Our attrition was terrible last year, which is partly why we started looking at QA tools.')).toEqual([]);
    expect(cat('Rahim on support explained the DNS settings like I was five, which is exactly what I needed.')).toEqual(['praise']);
    expect(cat('Staff note: the Hendersons emailed to say the quiz night host was \'absolute class\'.')).not.toContain('complaint');
    expect(cat('Survey: \'Easiest bit of admin I did all year.\'')).toEqual(['praise']);
  });

  it('reads slots kept and missed, a wait past the date and promises still open', () => {
    expect(cat('Booked for 5:30 on a Friday, was in the chair at 5:30.')).toEqual(['praise']);
    expect(cat('The visit was booked for 10am and the optician arrived at 2:15.')).toEqual(['complaint']);
    expect(cat('Booked at 11pm for a 6am airport run and the car was outside at 5:55.')).toEqual(['praise']);
    expect(cat('Surveyor pulled up at 8:55 for a 9 o\'clock appointment.')).toEqual(['praise']);
    expect(cat('Booked on Monday, cleaned on Wednesday.')).toEqual(['praise']);
    expect(cat('Box arrived on the 19th, nine days after the date on the dispatch email.')).toEqual(['complaint']);
    expect(cat('Reported fungus gnats in the kitchen planters in June and we\'re still swatting them in August.')).toEqual(['complaint']);
    expect(cat('sent the corduroy trousers back 3 weeks ago and no refund yet')).toEqual(['complaint']);
    expect(cat('Three storms since and not a single panel has moved.')).not.toContain('complaint');
    expect(cat('We were billed for the Christmas poinsettias we specifically said we didn\'t want.')).toEqual(['complaint']);
    expect(cat('The 35p admin fee on every top-up adds up over a term.')).toEqual(['complaint']);
  });

  it('reads asks after a dash, "can we get an option to" and "..., please, <why>" as requests, and denials of trouble as praise', () => {
    expect(cat('Frustrating that there\'s no way to pay the balance in instalments — please add one.')).toEqual(['feature_request']);
    expect(cat('Lost count of how many release nights I\'ve missed — a text alert when tickets go on sale would sort that.')).toEqual(['feature_request']);
    expect(cat('Can we get an option to auto-fail an evaluation if the compliance disclosure is missed?')).toEqual(['feature_request']);
    expect(cat('Pet-safe plants only in the break room please, a couple of people bring their dogs in.')).toEqual(['feature_request']);
    expect(cat('Not one guest asked for a song he couldn\'t find.')).toEqual(['praise']);
    expect(cat('Not one dead pixel, and I checked with one of those test websites.')).toEqual(['praise']);
    expect(cat('Couldn\'t fault Jamal, he even wiped the dust off the snake plants by the lifts.')).toEqual(['praise']);
    expect(cat('The update wiped all my notes.')).toEqual(['bug']);
  });
});

describe('what the thirty-fourth session read in read-51 and read-52', () => {
  it('reads slots kept waiting, charges on top and brush-offs as complaints, and wishes to pay more as no complaint', () => {
    expect(cat('Our slot was 2pm, we weren\'t let in until 2:25, and they still ended the session at 3.')).toEqual(['complaint']);
    expect(cat('Our 9pm reservation turned into standing at the bar until 9:45.')).toEqual(['complaint']);
    expect(cat('We were charged £18 a head for parking that the contract described as free on-site.')).toEqual(['complaint']);
    expect(cat('An extra £120 for \'structural alterations\' that were never mentioned in the quote.')).toEqual(['complaint']);
    expect(cat('I\'d happily pay an extra £5 for faster delivery.')).not.toContain('complaint');
    expect(cat('Rang four times about my order and nobody ever rang back')).toEqual(['complaint']);
    expect(cat('No one mentioned how easy it would be to set up.')).not.toContain('complaint');
    expect(cat('Three missed appointments and not one phone call to say he wasn\'t coming.')).toEqual(['complaint']);
    expect(cat('The redesign buries the rota three menus deep just to see whose week it is.')).toEqual(['complaint']);
    expect(cat('The app\'s progress tracker says Ella has attended 0 sessions though she\'s been to every one since January.')).toEqual(['bug']);
  });

  it('reads a price kept to the pound and no-questions replacements as praise, and a trait after a possessive only when it is one', () => {
    expect(cat('Charged exactly the £28 a night we were quoted, insulin injections included.')).toEqual(['praise']);
    expect(cat('The fee was £650 as quoted, with nothing extra for the detached garage.')).toEqual(['praise']);
    expect(cat('A lavender arrived wilted and they posted a replacement without even asking for a photo.')).toEqual(['praise']);
    expect(cat('Ordered the 2.4m feeder rod on Tuesday night and it was on my doorstep by Thursday morning.')).toEqual(['praise']);
    expect(cat('Not one drink took longer than five minutes, even with the terrace rammed on a Friday.')).toEqual(['praise']);
    expect(cat('My husband\'s terrified of ladders, so I\'m the one who booked this.')).toEqual([]);
    expect(cat('Our son\'s teacher replies to messages the same day.')).toEqual(['praise']);
    expect(cat('The portal helpdesk is only open 9-5 on weekdays, which is exactly when I\'m at work.')).toEqual(['complaint']);
  });
});

describe('what the thirty-fourth session read in read-53 .. read-56', () => {
  it('reads times told in words against the slot, and sarcasm after "oh" unless what follows praises in its own words', () => {
    expect(cat('Booked for 10am delivery, the van turned up at ten past twelve with the party starting at one.')).toEqual(['complaint']);
    expect(cat('Got there for the 6pm session and the ramps were still wet from cleaning until quarter to seven.')).toEqual(['complaint']);
    expect(cat('Class was supposed to start at 10, the chef wandered in at twenty to eleven.')).toEqual(['complaint']);
    expect(cat('oh amazing, party was Saturday and the bags turned up Monday')).toEqual(['complaint']);
    expect(cat('Oh lovely, nobody thought to tell me the rate doubles at weekends until the invoice arrived.')).toEqual(['complaint']);
    expect(cat('Oh wow, what a lovely surprise.')).toEqual(['praise']);
    expect(cat('Oh great, it works now!')).toEqual(['praise']);
  });

  it('reads asks with "as well", a purpose or "it would be great to" as requests, and a capability question as a question', () => {
    expect(cat('Would you be able to do herb boxes for the kitchen window as well as flowers?')).toEqual(['feature_request']);
    expect(cat('Would it be possible to text when the clinician is running late so I can wait in the car?')).toEqual(['feature_request']);
    expect(cat('It would be great to offer a crash replacement discount like some of the brands do.')).toEqual(['feature_request']);
    expect(cat('customer asked if we could start sending a photo of the old parts we replace')).toEqual(['feature_request']);
    expect(cat('Would it be possible to export to PDF?')).toEqual(['question']);
    expect(cat('Would it be possible to change my booking to Friday?')).toEqual(['question']);
  });

  it('reads a placeholder sent as it is, a filter showing what was not picked and a map in the sea as bugs', () => {
    expect(cat('Your text reminder for my annual service arrived starting \'Dear {FIRSTNAME}\'.')).toEqual(['bug']);
    expect(cat('The size filter shows helmets marked S when I select L.')).toEqual(['bug']);
    expect(cat('The tracker app you fitted shows our van parked in the Atlantic off Portugal.')).toEqual(['bug']);
    expect(cat('The quote said £145 and so did the bill.')).toEqual(['praise']);
    expect(cat('Customer mentioned she had a nasty fall last spring and is very safety-conscious now.')).toEqual([]);
  });
});

describe('what the thirty-fourth session read in read-55 and read-56', () => {
  it('reads never feeling rushed, nothing broken and a steal as praise, and context of weather and account notes as context', () => {
    expect(cat('Never once felt rushed, even when we ran ten minutes over.')).toEqual(['praise']);
    expect(cat('The coaches never once made my nervous twelve-year-old feel daft for capsizing.')).toEqual(['praise']);
    expect(cat('They never once called back.')).toEqual(['complaint']);
    expect(cat('Ordered on Sunday night and the case was on my doorstep in Leeds by Wednesday, not a bottle broken.')).toEqual(['praise']);
    expect(cat('Not one person tripped on the edges all night, and we had 140 guests in heels.')).toEqual(['praise']);
    expect(cat('£30 a day for a front-row hut in August is a steal.')).toEqual(['praise']);
    expect(cat('The garage stayed bone dry all through February.')).toEqual(['praise']);
    expect(cat('The cake was bone dry.')).not.toContain('praise');
    expect(cat('Phlebotomist arrived at 7:55 for an 8am fasting draw and was gone by 8:10.')).toEqual(['praise']);
    expect(cat('The weather was awful on the Tuesday so we stayed in the B&B.')).toEqual([]);
    expect(cat('Staff note: member\'s emergency contact updated to her son, mobile ending 442.')).toEqual([]);
  });

  it('reads a booking kept late, asks with "instead of" or "something you\'d offer" as requests, and a one-way fault as a bug', () => {
    expect(cat('Booked for a 9am draw, the phlebotomist turned up at 11:40 and I\'d been fasting since the night before.')).toEqual(['complaint']);
    expect(cat('Ordered 30kg for delivery Thursday, it arrived the following Wednesday.')).toEqual(['complaint']);
    expect(cat('Payment terms of 14 days are tight for us, is 30-day invoicing something you\'d ever offer?')).toEqual(['feature_request']);
    expect(cat('Can I get weekly progress photos by email instead of having to ring up?')).toEqual(['feature_request']);
    expect(cat('Please could the crew do later collections on Sundays for venues that don\'t open till noon.')).toEqual(['feature_request']);
    expect(cat('The key fob for the electric roller door works on the way in but not on the way out.')).toEqual(['bug']);
  });
});

describe('what the thirty-fourth session read in read-57 and read-58', () => {
  it('reads "couldn\'t fault" first, a claim against a count, silence and a wait since as what they say', () => {
    expect(cat('Couldn\'t fault a single minute of it, and I normally hate audience participation.')).toEqual(['praise']);
    expect(cat('Couldn\'t fault the food but the service was slow.')).toContain('complaint');
    expect(cat('Advertised as 90 minutes, we were back at the meeting point after 50.')).toEqual(['complaint']);
    expect(cat('It was advertised as 200 pitches; I counted maybe 40 cars.')).toEqual(['complaint']);
    expect(cat('Three emails over a fortnight asking about my proof and not a peep back.')).toEqual(['complaint']);
    expect(cat('The trench across the back lawn has been left as bare mud since March.')).toEqual(['complaint']);
    expect(cat('It\'s for my dad\'s 70th, he\'s a retired butcher so he\'ll be a tough critic.')).toEqual([]);
    expect(cat('It\'s for my mum\'s 80th and the cake arrived broken.')).not.toEqual([]);
  });

  it('reads a page not found, an undefined value, a blank map and a code accepted then ignored as bugs', () => {
    expect(cat('The payment link in your text message takes me to a \'page not found\' screen.')).toEqual(['bug']);
    expect(cat('Booked online and got charged, but the confirmation email says my pitch number is \'undefined\'.')).toEqual(['bug']);
    expect(cat('The tracking link in the completion email just loads a blank grey map.')).toEqual(['bug']);
    expect(cat('Checkout accepted the HALLOWEEN20 code and then charged me full price anyway.')).toEqual(['bug']);
    expect(cat('The aftercare app resets my whitening timer to zero whenever I lock my phone.')).toEqual(['bug']);
    expect(cat('Trays fitted first time, no rubbing on the gums at all.')).toEqual(['praise']);
    expect(cat('She took her time with Dad even though he gets agitated, didn\'t rush him once.')).toEqual(['praise']);
    expect(cat('Weather scrubbed three of my lessons and they never charged a penny for any of them.')).toEqual(['praise']);
  });
});

describe('what the thirty-fourth session read in read-59 and read-60', () => {
  it('reads asks told as what they would do or "why not", sarcasm after "oh sure", and slots kept waiting', () => {
    expect(cat('An evening fish-and-chip train in the summer would go down a storm.')).toEqual(['feature_request']);
    expect(cat('Why not let people book a slot a week ahead instead of the mad scramble at the door?')).toEqual(['feature_request']);
    expect(cat('Let us email the digital code to ourselves instead of only printing it on the slip.')).toEqual(['feature_request']);
    expect(cat('Oh sure, give the host\'s mate two extra songs while the rest of us get one.')).toEqual(['complaint']);
    expect(cat('Booked the 11:15 fitting slot online, we were seen at 11:55.')).toEqual(['complaint']);
    expect(cat('We were told the wide-fit school shoes would be in by Thursday, and this is now the third Thursday.')).toEqual(['complaint']);
  });

  it('reads staff notes of details as context but not notes of faults, and mixed-up times and counts reset as bugs', () => {
    expect(cat('Staff note: visitor\'s daughter is allergic to hay, mum carries antihistamines.')).toEqual([]);
    expect(cat('Tech note: gate code is 4417, dog is friendly but barks a lot.')).toEqual([]);
    expect(cat('Staff note: two of my afternoon video clinics dropped for patients on iPhones, both had to be rebooked.')).not.toEqual([]);
    expect(cat('I have a pretty stressful job in A&E so I\'m always looking for ways to unwind.')).toEqual([]);
    expect(cat('Booking app took payment for my 6pm slot but the confirmation email says 6am.')).toEqual(['bug']);
    expect(cat('Online booking lets you pick the 3.15 return but the ticket PDF then says 1.15.')).toEqual(['bug']);
    expect(cat('Your loyalty app reset my stamps to zero after the update, I had 9 out of 10.')).toEqual(['bug']);
    expect(cat('Train left Bridgnorth at 10.45 exactly and we were home for a late lunch.')).toEqual(['praise']);
    expect(cat('Moved our booking from Thursday to Saturday with no fee and no fuss.')).toEqual(['praise']);
  });
});
