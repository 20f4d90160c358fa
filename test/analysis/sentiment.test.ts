import { describe, it, expect } from 'vitest';
import { analyzeFeedback, scoreSentiment } from '../../src/analysis/index.js';
import { computeFeatures, featureVector, scoreSentimentRules } from '../../src/analysis/sentiment.js';
import { joinSplitContractions, tokenize } from '../../src/analysis/words.js';
import { getDerivedValences, getLexicon } from '../../src/analysis/lexicon.js';

describe('scoreSentiment', () => {
  it('returns 0 for empty, whitespace and neutral text', () => {
    expect(scoreSentiment('')).toBe(0);
    expect(scoreSentiment('   \n\t ')).toBe(0);
    expect(scoreSentiment('The invoice was sent on Tuesday.')).toBe(0);
  });

  it('stays in [-1, 1] for extreme inputs', () => {
    const pos = 'AMAZING!!! love love love it, best ever, wonderful, perfect '.repeat(50);
    const neg = 'HORRIBLE!!! hate it, worst ever, awful, terrible, disgusting '.repeat(50);
    expect(scoreSentiment(pos)).toBeGreaterThan(0.5);
    expect(scoreSentiment(pos)).toBeLessThanOrEqual(1);
    expect(scoreSentiment(neg)).toBeLessThan(-0.5);
    expect(scoreSentiment(neg)).toBeGreaterThanOrEqual(-1);
  });

  it('handles one-word texts', () => {
    expect(scoreSentiment('great')).toBeGreaterThan(0.05);
    expect(scoreSentiment('terrible')).toBeLessThan(-0.05);
    expect(scoreSentiment('table')).toBe(0);
  });

  it('handles negation', () => {
    expect(scoreSentiment('The app is not good')).toBeLessThan(0);
    expect(scoreSentiment('The app is not bad')).toBeGreaterThan(scoreSentiment('The app is bad'));
    expect(scoreSentiment("It doesn't work well")).toBeLessThan(0);
    expect(scoreSentiment('I dont like it')).toBeLessThan(0);
    expect(scoreSentiment('No problems at all')).toBeGreaterThan(scoreSentiment('Problems everywhere'));
  });

  it('reads polysemous lexicon words by their syntactic role', () => {
    // "like": verb (sentiment) vs preposition/filler (none)
    expect(scoreSentiment('Seems like it.')).toBe(0);
    expect(scoreSentiment('It looks like a spreadsheet.')).toBe(0);
    expect(scoreSentiment('I really like the new editor')).toBeGreaterThan(0.05);
    expect(scoreSentiment('Our team would like to export reports')).toBeGreaterThan(0);
    expect(scoreSentiment("My team doesn't like the new layout")).toBeLessThan(0);
    // "kind" as a noun, "well" in "as well" or as an interjection, "pretty" as a degree adverb
    expect(scoreSentiment('What kind of export is this?')).toBe(0);
    expect(scoreSentiment('It exports to PDF as well.')).toBe(0);
    expect(scoreSentiment('Well, the invoice was sent on Tuesday.')).toBe(0);
    expect(scoreSentiment('The support agent was very kind')).toBeGreaterThan(0.05);
    expect(scoreSentiment('The app is pretty bad')).toBeLessThan(-0.05);
    // boosters that are also lexicon words keep their own valence when they modify nothing
    expect(scoreSentiment('Seriously?')).toBeLessThan(0);
    expect(scoreSentiment('Super!')).toBeGreaterThan(0.05);
    expect(scoreSentiment('super slow sync')).toBeLessThan(scoreSentiment('slow sync'));
    // idiom: the negator inside "can't wait" does not negate
    expect(scoreSentiment("Can't wait for the next release")).toBeGreaterThan(0.05);
  });

  it('negation does not cross clause boundaries', () => {
    expect(scoreSentiment('Not sure why, but it is great')).toBeGreaterThan(0.2);
  });

  it('lets the clause after "but" dominate', () => {
    expect(scoreSentiment('The design is nice, but the app is slow and buggy')).toBeLessThan(0);
    expect(scoreSentiment('Setup was painful, but the product is excellent')).toBeGreaterThan(0);
  });

  it('applies intensifiers, dampeners, caps and exclamation', () => {
    const base = scoreSentiment('The update is good');
    expect(scoreSentiment('The update is very good')).toBeGreaterThan(base);
    expect(scoreSentiment('The update is slightly good')).toBeLessThan(base);
    expect(scoreSentiment('The update is GOOD')).toBeGreaterThan(base);
    expect(scoreSentiment('The update is good!!')).toBeGreaterThan(base);
    expect(scoreSentiment('The update is soooo gooood')).toBeGreaterThan(0.1);
  });

  it('scores emoji and emoticons', () => {
    expect(scoreSentiment('New release 😍')).toBeGreaterThan(0.1);
    expect(scoreSentiment('New release 😡')).toBeLessThan(-0.1);
    expect(scoreSentiment('new release :)')).toBeGreaterThan(0.1);
    expect(scoreSentiment('new release :(')).toBeLessThan(-0.1);
  });

  it('knows common product-feedback words', () => {
    expect(scoreSentiment('The app is slow')).toBeLessThan(0);
    expect(scoreSentiment('The interface is intuitive')).toBeGreaterThan(0);
  });

  it('handles sarcasm idiom "yeah right"', () => {
    expect(scoreSentiment('yeah right, great update')).toBeLessThan(scoreSentiment('great update'));
  });

  it('reads "nothing but" as "only", not as a negator', () => {
    expect(scoreSentiment('It has been nothing but trouble.')).toBeLessThan(0);
    expect(scoreSentiment('Nothing but praise for the team.')).toBeGreaterThan(0);
    expect(scoreSentiment('Thanks for nothing but good vibes, you guys rock!')).toBeGreaterThan(0);
    // "nothing" alone still negates, and "thanks for nothing" is scorn.
    expect(scoreSentiment('Nothing good about it.')).toBeLessThan(0);
    expect(scoreSentiment('Thanks for nothing.')).toBeLessThan(0);
  });

  it('is deterministic', () => {
    const t = 'I love the new charts but the export is broken.';
    expect(scoreSentiment(t)).toBe(scoreSentiment(t));
  });

  it('tokenizes contractions, emoji and punctuation', () => {
    const toks = tokenize("It isn't great... 👍🏽 really!");
    expect(toks.map((t) => t.lower)).toEqual(['it', "isn't", 'great', '👍', 'really']);
    expect(toks[2]!.clauseEnd).toBe(true);
  });

  it('keeps negated negative words out of the rule score', () => {
    const f = computeFeatures('not a bad game');
    expect(f.posSum).toBe(0);
    expect(f.negSum).toBe(0);
    expect(f.negatedNeg).toBeGreaterThan(0);
    expect(scoreSentiment('not a bad game')).toBeGreaterThan(scoreSentiment('a bad game'));
  });

  it('counts a denied problem ("no problems", "never had a single outage") as a positive, unlike a negated adjective', () => {
    for (const t of ['We have had no problems with the export.', 'Zero complaints from the team.', 'Never had a single outage.', "We haven't had any crashes.", 'It went without any errors.']) {
      const f = computeFeatures(t);
      expect(f.posSum, t).toBeGreaterThan(0);
      expect(f.negSum, t).toBe(0);
      expect(f.negatedNeg, t).toBe(0);
      expect(scoreSentiment(t), t).toBeGreaterThan(0.1);
    }
    // "issue" is a problem when one is had or denied, a topic otherwise
    expect(scoreSentiment('No issues so far.')).toBeGreaterThan(0.1);
    expect(scoreSentiment('I have an issue with my order.')).toBeLessThan(-0.1);
    expect(scoreSentiment('The issue belongs on next year\'s agenda.')).toBe(0);
    // idioms of degree and remedies are not absences
    expect(computeFeatures('It is by no means scary.').posSum).toBe(0);
    expect(computeFeatures('There is no refund.').posSum).toBe(0);
    expect(scoreSentiment('No and no.')).toBeLessThan(-0.1);
  });

  it('reads what stopped, went away or is past as no longer holding ("stopped crashing", "the lag is gone", "used to dread")', () => {
    for (const t of ['The app finally stopped crashing after the update.', 'I stopped worrying about missed deliveries.', 'The lag is gone since the update.', 'My back pain disappeared after a week.', 'The errors went away after I reinstalled.', 'I used to dread payroll day.', "It used to crash daily, now it's rock solid."]) {
      expect(scoreSentiment(t), t).toBeGreaterThan(0.1);
    }
    // What stops or went away may be good: a loss ("stopped working" stays, "my photos are gone" says nothing good).
    expect(scoreSentiment('It stopped working after a week.')).toBeLessThan(-0.1);
    expect(scoreSentiment('I used to love this app.')).toBeLessThan(-0.1);
    expect(scoreSentiment('It used to be fast.')).toBeLessThan(-0.1);
    expect(scoreSentiment('My photos are gone after the update.')).toBeLessThanOrEqual(0);
    // Only the subject went away: "the annoyance is that my ride vanished" is no relief.
    expect(scoreSentiment("Only annoyance is that yesterday's ride just vanished from my history.")).toBeLessThanOrEqual(0);
    // Being used to something is no habit of the past.
    expect(scoreSentiment("I'm used to the old layout and the new one is confusing.")).toBeLessThan(-0.1);
  });

  it('reads a denied obligation or an activity there is no more of as a relief ("didn\'t have to wait", "no more waiting in line")', () => {
    for (const t of ["Didn't have to wait at all, they saw me straight away.", 'Never had to chase them for anything.', 'I no longer have to copy numbers between spreadsheets by hand.', 'No more waiting in line at the post office.', 'We got it done without having to call anyone.']) {
      expect(scoreSentiment(t), t).toBeGreaterThan(0.1);
    }
    // An obligation had, or a bad verb denied by its own negator, is read as before.
    expect(scoreSentiment('I had to call them three times.')).toBeLessThanOrEqual(0);
    expect(scoreSentiment("Now I don't have to worry about backups.")).toBeGreaterThan(0.1);
    expect(scoreSentiment('I can no longer log in since the update.')).toBeLessThan(-0.1);
  });

  it('reads "hardly", "far from", a fronted "not once" and an expectation denied after "but" as denials', () => {
    expect(scoreSentiment('Hardly intuitive.')).toBeLessThan(-0.1);
    expect(scoreSentiment('It barely works.')).toBeLessThan(-0.1);
    expect(scoreSentiment('The new layout is far from perfect.')).toBeLessThan(-0.1);
    expect(scoreSentiment("Not exactly what I'd call user friendly.")).toBeLessThan(-0.1);
    expect(scoreSentiment('Far From Heaven is a dazzling film.')).toBeGreaterThan(0.1);
    expect(scoreSentiment('Not once has it crashed on me in two years.')).toBeGreaterThanOrEqual(0);
    expect(scoreSentiment("I was worried the setup would be complicated, but it wasn't.")).toBeGreaterThan(0);
    expect(scoreSentiment("I expected it to be great, but it wasn't.")).toBeLessThan(-0.1);
  });

  it('reads "support" as praise only as a verb, not as the noun of customer support', () => {
    expect(scoreSentiment('No response from support after three days.')).toBeLessThan(-0.1);
    expect(scoreSentiment('I contacted support twice.')).toBe(0);
    expect(scoreSentiment('We fully support this decision.')).toBeGreaterThan(0.1);
    expect(scoreSentiment('Support was incredibly helpful.')).toBeGreaterThan(0.3);
  });

  it('"never ... so" emphasises instead of negating (VADER rule)', () => {
    expect(scoreSentiment('I have never slept so well')).toBeGreaterThan(0.05);
  });

  it('reads a negated comparative or "enough" after could/can as emphasis ("couldn\'t be happier", "can\'t recommend it enough"), not after "than"', () => {
    expect(scoreSentiment("We couldn't be happier with our stay.")).toBeGreaterThan(0.3);
    expect(scoreSentiment('I could not be more pleased.')).toBeGreaterThan(0.3);
    expect(scoreSentiment("It couldn't be worse.")).toBeLessThan(-0.3);
    expect(scoreSentiment("It can't be better than the old one.")).toBeLessThan(0);
    expect(scoreSentiment("It can't get any better than this.")).toBeGreaterThan(0.3);
    expect(scoreSentiment("I can't recommend it enough.")).toBeGreaterThan(0.3);
    expect(scoreSentiment("I can't say enough good things about the team.")).toBeGreaterThan(0.3);
    expect(scoreSentiment("It isn't fast enough.")).toBeLessThan(0);
    expect(scoreSentiment("I can't sync it well enough.")).toBeLessThan(0);
    expect(scoreSentiment('I could not be happy with this.')).toBeLessThan(0);
  });

  it('reads "haven\'t been this X in years" (a negated perfect, this/so and a span of time) as emphasis, not without the span', () => {
    expect(scoreSentiment("I haven't been this frustrated with an app in years.")).toBeLessThan(-0.3);
    expect(scoreSentiment("Haven't been this happy with a purchase in ages.")).toBeGreaterThan(0.3);
    expect(scoreSentiment('I have not been this impressed by support in a long time.')).toBeGreaterThan(0.3);
    expect(scoreSentiment("The app hasn't been this slow since the 2019 redesign.")).toBeLessThan(-0.1);
    expect(scoreSentiment("I haven't felt so good in a while.")).toBeGreaterThan(0.3);
    expect(scoreSentiment("We've not been this pleased with a vendor in years.")).toBeGreaterThan(0.3);
    // no span of time: a plain negation
    expect(scoreSentiment("I haven't been happy with the update.")).toBeLessThan(-0.3);
    expect(scoreSentiment("It hasn't been so bad.")).toBeGreaterThan(0);
    expect(scoreSentiment("It isn't this slow on my laptop.")).toBeGreaterThan(-0.1);
  });

  it('matches idioms of more than three words, the longest first, and reads a disappointed expectation as negative', () => {
    // four and five words: never matched before (the matcher looked back two words)
    expect(scoreSentiment('The app could have been better.')).toBeLessThan(-0.1);
    expect(scoreSentiment('It does exactly what it says on the tin.')).toBeGreaterThan(0.2);
    // "works as advertised" (1.8) over the "as advertised" inside it (1.2)
    expect(scoreSentiment('It works as advertised.')).toBeGreaterThan(scoreSentiment('It is as advertised.'));
    expect(scoreSentiment('I expected more from a paid plan.')).toBeLessThan(-0.1);
    expect(scoreSentiment('I expected better from you.')).toBeLessThan(-0.1);
    expect(scoreSentiment('We hoped for better.')).toBeLessThan(-0.1);
    // a number, not a disappointment
    expect(scoreSentiment('I expected more people to show up, and they did.')).toBeGreaterThan(-0.05);
  });

  it('reads "faded" as "fade", not as the noun "fad" (+0.9), and "support" after a call to it as the noun', () => {
    expect(scoreSentiment('The colours faded.')).toBeLessThanOrEqual(0);
    expect(scoreSentiment('The print is fading.')).toBeLessThanOrEqual(0);
    // the -e stem comes first, the bare stem still counts where it is the word ("needed", "hated")
    expect(scoreSentiment('I hated it.')).toBeLessThan(-0.3);
    expect(scoreSentiment('Setup took two hours and three calls to support.')).toBeLessThanOrEqual(0);
    expect(scoreSentiment('I wrote to support twice.')).toBe(0);
    expect(scoreSentiment('We would love to support your team.')).toBeGreaterThan(0.3);
    expect(scoreSentiment('We are going to support local businesses.')).toBeGreaterThan(0.1);
  });

  it('reads text tokenised the Penn Treebank way ("do n\'t", "ca n\'t", "camera \'s") as its contractions', () => {
    expect(joinSplitContractions("i do n't like it , and it ca n't charge . the camera 's lens")).toBe("i don't like it , and it can't charge . the camera's lens");
    expect(joinSplitContractions("I WO N'T buy")).toBe("I WON'T buy");
    expect(scoreSentiment("i do n't like it .")).toBeCloseTo(scoreSentiment("i don't like it ."), 6);
    expect(scoreSentiment("it is n't good .")).toBeCloseTo(scoreSentiment("it isn't good ."), 6);
    expect(scoreSentiment("Rock 'n' roll forever.")).toBe(scoreSentiment('Rock n roll forever.'));
  });

  it('reads a rating given as a fraction ("I give it 1/5", "3 out of 5 stars") by its value, not a date or a proportion', () => {
    expect(scoreSentiment('I give it 1/5.')).toBeLessThan(-0.3);
    expect(scoreSentiment('Solid 4/5.')).toBeGreaterThan(0.3);
    expect(scoreSentiment('Rating: 9/10')).toBeGreaterThan(0.3);
    expect(scoreSentiment("I'd rate it 2 out of 5.")).toBeLessThan(-0.1);
    expect(scoreSentiment('Solid 9 outta 10.')).toBeGreaterThan(0.3);
    // three out of five is indifferent, though "5 stars" is the idiom of praise
    expect(Math.abs(scoreSentiment('3 out of 5 stars.'))).toBeLessThan(0.05);
    // dates, proportions and scores of something else
    expect(scoreSentiment('I was charged twice on 1/10.')).toBeCloseTo(scoreSentiment('I was charged twice.'), 1);
    expect(scoreSentiment('9 out of 10 have less than $5,000 a year.')).toBe(scoreSentiment('9 out of 11 have less than $5,000 a year.'));
    expect(scoreSentiment('Got 5/10 playing Company slogan.')).toBe(scoreSentiment('Got 5/11 playing Company slogan.'));
  });

  it('reads the speaker\'s wish that a thing were better as saying it is not, not as praise', () => {
    expect(scoreSentiment('I wish the support was better.')).toBeLessThan(-0.1);
    expect(scoreSentiment("I wish it wasn't so slow.")).toBeLessThan(-0.1);
    expect(scoreSentiment('Just wish the sizing chart was accurate.')).toBeLessThan(0);
    // what is wished away stays bad; a wish about oneself or the reader, or for what someone would do, is no complaint
    expect(scoreSentiment('I also wish my router had a failure message.')).toBeLessThan(-0.1);
    expect(scoreSentiment('Wish I was there!')).toBeGreaterThan(0.3);
    expect(scoreSentiment("The rare movie that you'll wish was longer.")).toBeGreaterThanOrEqual(0);
    expect(scoreSentiment('I wish he would make just one more awesome film.')).toBeGreaterThan(0.3);
  });

  it('reads a hyphen standing between words as a dash that ends a clause', () => {
    expect(tokenize('it had been - it was gorgeous').map((t) => [t.lower, t.clauseEnd])).toEqual([['it', false], ['had', false], ['been', true], ['it', false], ['was', false], ['gorgeous', false]]);
    expect(tokenize('a well-made case').map((t) => t.lower)).toEqual(['a', 'well-made', 'case']);
  });

  it('reads disbelief at how much ("I can\'t believe how good it is") as emphasis, not negation', () => {
    expect(scoreSentiment("I can't believe how good it is.")).toBeGreaterThan(0.3);
    expect(scoreSentiment("I couldn't believe how bad it was.")).toBeLessThan(-0.3);
    expect(scoreSentiment("I can't believe it broke again.")).toBeLessThan(-0.3);
  });

  it('reads a kind word naming a part of the product or the company ("help center", "rewards page", "customer success") without judgement', () => {
    expect(scoreSentiment('The rewards page is broken.')).toBeLessThan(-0.3);
    expect(scoreSentiment('The help center is confusing.')).toBeLessThan(-0.1);
    expect(scoreSentiment('The security page is confusing.')).toBeLessThan(-0.1);
    expect(scoreSentiment('The free plan is too limited.')).toBeLessThan(-0.3);
    expect(scoreSentiment('Our customer success team keeps complaining that the chart view is slow.')).toBeLessThan(-0.1);
    expect(scoreSentimentRules('I opened a ticket with customer care.')).toBe(0);
    expect(scoreSentimentRules('The welcome email arrived.')).toBe(0);
    // Said of the thing, the kind words still praise ("great page", "thanks for the help").
    expect(scoreSentiment('The help center is great.')).toBeGreaterThan(0.3);
    expect(scoreSentiment('Thanks for the help, great team.')).toBeGreaterThan(0.3);
    expect(scoreSentiment('I love the smart filters.')).toBeGreaterThan(0.3);
    // The action a control is named after: "the clear button" names, "clear instructions" judge.
    expect(scoreSentimentRules('The clear button resets the filters.')).toBe(0);
    expect(scoreSentimentRules('The share icon is in the menu.')).toBe(0);
    expect(scoreSentimentRules('The clear all option is at the bottom.')).toBe(0);
    expect(scoreSentiment('The instructions are clear.')).toBeGreaterThan(0.3);
    expect(scoreSentiment('There is no clear option to cancel.')).toBeLessThan(-0.1);
    // A tier of the product is named, people are judged ("unprofessional" -2.3, "professional" +1.3).
    expect(scoreSentimentRules('I upgraded to the professional plan last week.')).toBe(0);
    expect(scoreSentiment('The staff were professional and kind.')).toBeGreaterThan(0.3);
    expect(scoreSentiment('The agent was not very professional.')).toBeLessThan(-0.1);
    // A comparative said of what came before judges what replaced it.
    expect(scoreSentiment('The old version was better.')).toBeLessThan(-0.3);
    expect(scoreSentiment('The previous layout was much easier to use.')).toBeLessThan(-0.2);
    expect(scoreSentiment('The old one was more intuitive.')).toBeLessThan(-0.2);
    expect(scoreSentiment('Our old provider was way more expensive.')).toBeGreaterThan(0.2);
    expect(scoreSentiment('The new version is better.')).toBeGreaterThan(0.3);
    // "support" as what a product can do is no praise, denied it is a lack; a role in an account is no praise.
    expect(scoreSentimentRules('We plan to support SAML next year.')).toBe(0);
    expect(scoreSentimentRules('It now supports SSO.')).toBe(0);
    expect(scoreSentiment("It doesn't support Safari.")).toBeLessThan(-0.1);
    expect(scoreSentiment('They support us really well.')).toBeGreaterThan(0.3);
    expect(scoreSentiment('Renewal at risk - champion left the company last month.')).toBeLessThan(-0.1);
    expect(scoreSentiment('They churned: moved to a cheaper tool with fewer features.')).toBeLessThan(-0.1);
    // A switch made for good.
    expect(scoreSentiment("We switched from spreadsheets and haven't looked back.")).toBeGreaterThan(0.3);
    expect(scoreSentiment('Moved our team over in May and never looked back.')).toBeGreaterThan(0.3);
    // A capitalised name before such a noun, at the start of a sentence too ("excel" +2 otherwise).
    expect(scoreSentiment('The Excel export drops the last column.')).toBeLessThan(-0.1);
    expect(scoreSentiment('The Best app ever.')).toBeGreaterThan(0.3);
    // "To be fair" frames what follows; it praises nothing.
    expect(scoreSentimentRules('To be fair, this came up during our onboarding session.')).toBe(0);
  });

  it('reads "perfectly" before an adjective as a degree, and a good word for what was refused or removed as no praise', () => {
    expect(scoreSentiment('The billing page rejects a perfectly valid card.')).toBeLessThan(-0.3);
    expect(scoreSentimentRules('It declined my perfectly good card.')).toBeLessThanOrEqual(0);
    expect(scoreSentimentRules('The app deleted a perfectly fine photo.')).toBeLessThanOrEqual(0);
    expect(scoreSentiment('It works perfectly.')).toBeGreaterThan(0.3);
    expect(scoreSentiment('It fits perfectly in my bag.')).toBeGreaterThan(0.3);
    expect(scoreSentiment('The screen is perfectly clear.')).toBeGreaterThan(0.3);
  });

  it('reads a trouble watched for, caught or kept off ("to detect fraud", "fraud prevention") as a use, not a complaint', () => {
    expect(scoreSentimentRules('We use it to detect fraud.')).toBe(0);
    expect(scoreSentimentRules('We use the dashboard to monitor errors.')).toBe(0);
    expect(scoreSentimentRules('We mostly use the billing page for tracking churn risk.')).toBe(0);
    expect(scoreSentimentRules('We use it for fraud prevention.')).toBe(0);
    expect(scoreSentiment('Our error rate went up.')).toBeLessThan(-0.1);
    expect(scoreSentiment('I keep finding bugs.')).toBeLessThan(-0.1);
  });

  it('reads "garbage" and "junk" naming a kind of thing ("garbage day", "junk mail") without judgement', () => {
    expect(scoreSentiment('It was garbage day.')).toBe(0);
    expect(scoreSentimentRules('My junk folder caught it.')).toBe(0);
    expect(scoreSentiment('This charger is total garbage.')).toBeLessThan(-0.3);
  });

  it('reads "easily" after what damages a thing as flimsiness, not ease', () => {
    expect(scoreSentiment('The screen scratches easily.')).toBeLessThan(-0.1);
    expect(scoreSentiment('The fabric tears way too easily.')).toBeLessThan(-0.1);
    expect(scoreSentiment("The coating doesn't scratch easily.")).toBeGreaterThan(0);
    expect(scoreSentiment('It installs easily.')).toBeGreaterThan(0.1);
  });

  it('reads "honestly" and "clearly" opening a sentence as the speaker\'s stance, not as praise', () => {
    expect(scoreSentiment('Honestly I expected more from a paid plan.')).toBeLessThan(-0.1);
    expect(scoreSentiment('Clearly nobody tested this release.')).toBeLessThan(0.05);
    expect(scoreSentiment('They answered honestly and clearly.')).toBeGreaterThan(0.3);
  });

  it('uses a polarity-symmetric feature vector (no learned lean to one polarity)', () => {
    const f = computeFeatures('The support was great, but the app is a bit slow and the pricing absurd. Not bad overall!');
    expect(f.derivedSum).toBeLessThan(0);
    const m = {
      ...f,
      compound: -f.compound, sum: -f.sum, posSum: f.negSum, negSum: f.posSum, nPos: f.nNeg, nNeg: f.nPos,
      maxPos: f.maxNeg, maxNeg: f.maxPos, negatedSum: -f.negatedSum, negatedPos: -f.negatedNeg,
      negatedNeg: -f.negatedPos, irrealisSum: -f.irrealisSum, afterContrastSum: -f.afterContrastSum,
      lastSentenceSum: -f.lastSentenceSum, emojiSum: -f.emojiSum, derivedSum: -f.derivedSum,
    };
    const a = featureVector(f);
    const b = featureVector(m);
    for (let i = 0; i < a.length; i++) expect(b[i]! + a[i]!).toBeCloseTo(0, 12);
  });
});

describe('excess with "too"', () => {
  it('reads "too" before a word that is not praise as a complaint', () => {
    expect(scoreSentiment('Pricing is too expensive for small teams.')).toBeLessThan(-0.1);
    expect(scoreSentiment('Too many clicks to export a report.')).toBeLessThan(-0.1);
    expect(scoreSentiment('The limit is too low for us.')).toBeLessThan(scoreSentiment('The limit is low for us.'));
  });
  it('takes the praise out of a good quality in excess ("too fast", "too bright"), not out of "too kind" or "too true"', () => {
    expect(scoreSentiment('The battery drains way too fast.')).toBeLessThanOrEqual(0);
    expect(scoreSentiment('The screen is too bright.')).toBeLessThanOrEqual(0);
    expect(scoreSentiment('The screen is bright.')).toBeGreaterThan(0.1);
    expect(scoreSentiment('You are too kind!')).toBeGreaterThan(0.1);
    expect(scoreSentiment('Ha, too true.')).toBeGreaterThan(0.1);
  });
  it('leaves "too" meaning "also", and "too" before praise, alone', () => {
    expect(scoreSentiment('I like it too and the team does too.')).toBeGreaterThan(0);
    expect(scoreSentiment('This is almost too good to be true!')).toBeGreaterThan(0.1);
    expect(scoreSentiment('Not too bad, honestly.')).toBeGreaterThan(0);
  });
});

describe('lexicon and scope repairs', () => {
  it('reads the horror face "D:" as negative (VADER lexicon duplicate resolved) and ":D" as positive', () => {
    expect(scoreSentiment('I forgot it at home D: D:')).toBeLessThan(-0.05);
    expect(scoreSentiment('Got it working :D')).toBeGreaterThan(0.05);
  });
  it('reads acronyms of the lexicon that are everyday words ("hand", "PO", "NFC") as the words', () => {
    expect(getLexicon().has('hand')).toBe(false);
    expect(scoreSentiment('On the other hand, the battery is weak.')).toBeLessThan(-0.1);
    expect(scoreSentiment('My hands hurt after an hour.')).toBeLessThan(0.05);
    expect(scoreSentiment('The PO was sent to finance.')).toBe(0);
    expect(scoreSentiment('NFC payments at the till.')).toBe(0);
    // the acronyms that mean what their word does stay, and so do idioms with "hand"
    expect(scoreSentiment('ok')).toBeGreaterThan(0);
    expect(scoreSentiment('Hands down the best phone I have owned.')).toBeGreaterThan(0.3);
  });
  it('reads saving as what a program does, not a rescue, where it is one ("after saving", "hit save")', () => {
    expect(scoreSentiment('Images pasted into notes appear blurry after saving.')).toBeLessThan(0);
    expect(scoreSentiment('Hit save and the page reloads.')).toBe(0);
    expect(scoreSentiment('This app saved my life.')).toBeGreaterThan(0.3);
    expect(scoreSentiment('Saves us hours every week.')).toBeGreaterThan(0.3);
  });
  it('reads the plural of an acronym ("AAs") as the acronym, not the slang its letters spell', () => {
    expect(scoreSentiment("I've replaced the AAs three times since December.")).toBe(0);
    // the slang in its own letters stays, as does the plural of a slang word the lexicon knows
    expect(scoreSentiment('aas')).toBeGreaterThan(0.3);
    expect(scoreSentiment('Best BFFs ever')).toBeGreaterThan(0.3);
  });
  it('turns a scolding idiom under a negator ("never locks up"), but not advice against ("don\'t waste your money")', () => {
    expect(scoreSentiment('It never locks up.')).toBeGreaterThan(0);
    expect(scoreSentiment('The film is never heavy handed.')).toBeGreaterThan(0);
    expect(scoreSentiment("Don't waste your money.")).toBeLessThan(-0.3);
    expect(scoreSentiment('It is not hard to set up.')).toBeGreaterThan(0);
  });
  it('reads "fan" and "top" as the part of a device and a place, not as liking and rank, where they are', () => {
    expect(scoreSentiment('The fan is loud.')).toBeLessThanOrEqual(0);
    expect(scoreSentiment('The fan runs all the time.')).toBe(0);
    expect(scoreSentiment("I'm a big fan of this phone.")).toBeGreaterThan(0.1);
    expect(scoreSentiment('I am a jazz fan.')).toBeGreaterThan(0.1);
    expect(scoreSentimentRules('How do I top up by card?')).toBe(0);
    expect(scoreSentiment('The buttons are on top of the unit.')).toBe(0);
    expect(scoreSentiment('Top quality for the price.')).toBeGreaterThan(0.1);
  });
  it('does not read verbs made from adjectives and nouns as the lexicon word ("fined", "cooling", "issued")', () => {
    expect(scoreSentimentRules('The card was issued on Monday.')).toBe(0);
    expect(scoreSentimentRules('The cooling system is new.')).toBe(0);
    expect(scoreSentiment('I was fined for parking there.')).toBeLessThanOrEqual(0);
  });
  it('denies what an excess prevents ("too limited to be useful"), not "too good to be true"', () => {
    expect(scoreSentiment('The free tier is too limited to be useful.')).toBeLessThan(-0.1);
    expect(scoreSentiment('Too slow to really enjoy.')).toBeLessThan(-0.1);
    expect(scoreSentiment("It's too good to be true.")).toBeGreaterThan(0.1);
    expect(scoreSentiment('Not too hard to use and fun.')).toBeGreaterThan(0.1);
  });
  it('reads "alone" after a noun ("this feature alone is worth it") as "by itself", not as lonely', () => {
    expect(scoreSentiment('This feature alone is worth the subscription.')).toBeGreaterThan(0.1);
    expect(scoreSentiment('I felt alone.')).toBeLessThan(-0.1);
  });
  it('finds -ed and -ing forms that double the last consonant ("dropped", "stopping")', () => {
    expect(scoreSentiment('I get dropped calls every day.')).toBeLessThan(-0.05);
  });
  it('keeps laughter and emoticons out of a negator\'s scope', () => {
    expect(scoreSentiment('NOT THE LATTER LOL')).toBeGreaterThan(0.05);
    expect(scoreSentiment('you can never leave lmao')).toBeGreaterThan(0.05);
    expect(scoreSentiment('ahahaha that was the release notes')).toBeGreaterThan(0.05);
  });
  it('finds inflected forms of lexicon words', () => {
    expect(scoreSentiment('Lovin it')).toBeGreaterThan(0.05);
    expect(scoreSentiment('the coolest export option')).toBeGreaterThan(0.05);
    expect(scoreSentiment('the saddest update so far')).toBeLessThan(-0.05);
  });
  it('does not let a negator reach past another sentiment word, except over a coordination', () => {
    expect(scoreSentiment("DON'T CARE DON'T CARE DON'T CARE #meh")).toBeLessThan(-0.05);
    expect(scoreSentiment("I didn't like the slow sync")).toBeLessThan(-0.05);
    const f = computeFeatures('The team is not happy or satisfied');
    expect(f.posSum).toBe(0);
    expect(f.nNegated).toBe(2);
  });

  it('gives no valence to the label of a button that is clicked or tapped, only where it ends the clause or names the control', () => {
    expect(scoreSentimentRules('When I click save')).toBe(0);
    expect(scoreSentimentRules('I tapped on Like and nothing happened')).toBeLessThanOrEqual(0);
    expect(scoreSentimentRules('Click the Save button')).toBe(0);
    expect(scoreSentimentRules('I save a lot of time')).toBeGreaterThan(0);
    // A word that goes on is no label ("click straight away").
    expect(computeFeatures('I clicked happily away').posSum).toBeGreaterThan(0);
  });

  it('reaches past an article and "such" ("wouldn\'t be such a bad idea"), not further', () => {
    expect(scoreSentimentRules("Getting a cat wouldn't be such a bad idea.")).toBeGreaterThanOrEqual(0);
    expect(scoreSentiment("Getting a cat wouldn't be such a bad idea.")).toBeGreaterThan(0);
    expect(scoreSentiment('Getting a cat would be such a bad idea.')).toBeLessThan(-0.05);
    expect(computeFeatures("It isn't such a bad plan").negSum).toBe(0);
    // Four words that are none of them still end the reach.
    expect(computeFeatures("I don't know why you made that bad plan").negSum).toBeGreaterThan(0);
  });

  it('reads a question that opens with a negated auxiliary as asking to agree, not as a negation', () => {
    expect(scoreSentiment("Isn't it beautiful?")).toBeGreaterThan(0.05);
    expect(scoreSentiment("Wouldn't it be nice if the app had a dark mode?")).toBeGreaterThan(0.05);
    expect(scoreSentiment('Honestly, isn\'t this the best app ever?')).toBeGreaterThan(0.05);
    expect(scoreSentiment("Only 1 more follower and I will have 1,111 on 1/1/11 Wouldn't that be great?! :D")).toBeGreaterThan(0.05);
    expect(scoreSentiment("Isn't it ridiculous that I have to log in twice?")).toBeLessThan(-0.05);
    // Not a question, not opening it, or "shouldn't" (the thing is not as it should be): a negation.
    expect(scoreSentiment("It isn't great.")).toBeLessThan(-0.05);
    expect(scoreSentiment('This isn\'t good?')).toBeLessThan(-0.05);
    expect(scoreSentiment("Shouldn't it be easier to export?")).toBeLessThan(-0.05);
    expect(scoreSentiment("Isn't it great. It broke again")).toBeLessThan(-0.05);
  });
});

describe('derived valences for words the lexicon lacks', () => {
  it('are a separate, small table of words that are not lexicon entries', () => {
    const derived = getDerivedValences();
    const lex = getLexicon();
    expect(derived.size).toBeGreaterThan(500);
    expect(derived.size).toBeLessThan(5000);
    for (const [w, v] of derived) {
      expect(lex.has(w)).toBe(false);
      expect(Math.abs(v)).toBeGreaterThanOrEqual(0.8);
      expect(Math.abs(v)).toBeLessThanOrEqual(4);
    }
    expect(derived.get('absurd')).toBeLessThan(0);
    expect(derived.get('achievement')).toBeGreaterThan(0);
  });

  it('give sentiment to such words through the learned layer only, with negation applied', () => {
    expect(scoreSentimentRules('The pricing is absurd')).toBe(0);
    expect(computeFeatures('The pricing is absurd').derivedSum).toBe(getDerivedValences().get('absurd'));
    expect(scoreSentiment('The pricing is absurd')).toBeLessThan(-0.05);
    expect(scoreSentiment('The new release is a real achievement for the team')).toBeGreaterThan(0.05);
    expect(computeFeatures('The pricing is not absurd').derivedSum).toBeGreaterThan(0);
    expect(scoreSentiment('The pricing is not absurd')).toBeGreaterThan(scoreSentiment('The pricing is absurd'));
    // a negator in another clause does not reach it
    expect(computeFeatures('Not sure, but the pricing is absurd').derivedSum).toBeLessThan(0);
    // words with neither a lexicon nor a derived valence still give exactly 0
    expect(scoreSentiment('The invoice was sent on Tuesday.')).toBe(0);
  });
});

describe('the idioms of reviews', () => {
  it('reads advice not to buy, a rating in stars and room for improvement as negative, whatever negator they hold', () => {
    expect(scoreSentiment("Don't waste your money.")).toBeLessThan(-0.3);
    expect(scoreSentiment('Save your money and buy something else.')).toBeLessThan(-0.3);
    expect(scoreSentiment('One star.')).toBeLessThan(-0.3);
    expect(scoreSentiment('Battery life could be better.')).toBeLessThan(0);
    expect(scoreSentiment('I returned it after a week.')).toBeLessThan(0);
  });

  it('reads a product that does what it should, a purchase to repeat and an unbeatable price as positive', () => {
    expect(scoreSentiment('Works as advertised.')).toBeGreaterThan(0.2);
    expect(scoreSentiment('Would buy again.')).toBeGreaterThan(0.2);
    expect(scoreSentiment('Five stars.')).toBeGreaterThan(0.3);
    expect(scoreSentiment("For the price, you can't beat it.")).toBeGreaterThan(0.2);
    // Praise of what too few know, though "criminally" alone is dark.
    expect(scoreSentiment('A criminally underrated film.')).toBeGreaterThan(0.2);
    expect(scoreSentiment('Criminally overlooked.')).toBeGreaterThan(0.2);
    expect(scoreSentiment('This phone is overrated.')).toBeLessThan(-0.05);
  });

  it('turns a praising idiom that a negator comes before, but not a scolding one', () => {
    expect(scoreSentiment('I would not buy again.')).toBeLessThan(-0.2);
    expect(scoreSentiment('The item was not as described.')).toBeLessThan(0);
    expect(scoreSentiment('Not five stars, more like two.')).toBeLessThan(0);
    expect(scoreSentiment("Don't waste your money.")).toBeLessThan(-0.3);
    expect(scoreSentiment("I can't wait for the next release!")).toBeGreaterThan(0.3);
  });
});

describe('names that are lexicon words', () => {
  it('gives no valence to a capitalised word after a preposition ("export to Excel"), only to the word', () => {
    expect(scoreSentiment('How do I export my data to Excel?')).toBe(0);
    expect(scoreSentiment('Our analysts excel at this.')).toBeGreaterThan(0);
    expect(scoreSentiment('The import from Excel is great.')).toBeGreaterThan(0.3);
  });

  it('gives none to a capitalised word joined by "or" or "and" to a name or an acronym ("as PDF or Excel")', () => {
    expect(scoreSentimentRules('I export my reports as PDF or Excel.')).toBe(0);
    expect(scoreSentimentRules('We use Slack and Excel every day.')).toBe(0);
    // not the first word of a sentence, nor a word after one that is no name
    expect(scoreSentimentRules('Fast and Excellent service.')).toBeGreaterThan(0);
    expect(scoreSentimentRules('The staff were kind and Helpful.')).toBeGreaterThan(0);
  });

  it('gives none to a capitalised word between "the" and what names a product or feature ("the Excel option")', () => {
    expect(scoreSentimentRules('Same with the Excel option.')).toBe(0);
    expect(scoreSentimentRules('We moved to the Super plan.')).toBe(0);
    expect(scoreSentimentRules('The Super app is great.')).toBeGreaterThan(0.3);
  });
});

describe('"no longer" and what cannot be bettered', () => {
  it('negates what follows "no longer" as "not" does, once', () => {
    expect(scoreSentimentRules('Since the update, I can no longer save my reports as PDF or Excel.')).toBeLessThan(-0.3);
    expect(scoreSentimentRules('It no longer works great.')).toBeLessThan(-0.3);
    // "no" alone keeps its own reading
    expect(scoreSentimentRules('I can no longer log in.')).toBeLessThan(0);
    expect(scoreSentimentRules('There was no better option.')).toBeLessThan(0);
    // what no longer happens that was bad is a relief, as "no crashes" is
    expect(scoreSentimentRules('I no longer have to worry about invoices.')).toBeGreaterThan(0.2);
    expect(scoreSentimentRules('The app no longer crashes on startup.')).toBeGreaterThan(0.2);
  });

  it('reads "you won\'t find a better ..." as emphasis, as "never had a better ..."', () => {
    expect(scoreSentiment('You will never find a better app.')).toBeGreaterThan(0.3);
    expect(scoreSentiment("You won't find a better price anywhere.")).toBeGreaterThan(0.3);
    expect(scoreSentiment('You will not find a better support team.')).toBeGreaterThan(0.3);
    expect(scoreSentiment("We couldn't find a better way to export.")).toBeLessThan(0);
  });
});

describe('idioms of attachment and contentment', () => {
  it('reads "can\'t live without it", "nothing to complain about" and "can\'t fault them" as praise', () => {
    expect(scoreSentiment("It took a while to get used to, but now I can't live without it.")).toBeGreaterThan(0.05);
    expect(scoreSentiment('Nothing to complain about.')).toBeGreaterThan(0.05);
    expect(scoreSentiment("Can't fault them.")).toBeGreaterThan(0.05);
  });
});

describe('a salutation and a direction are no praise', () => {
  it('reads "Dear support," opening a sentence and "straight from/to" with no valence, the endearment and honesty elsewhere as before', () => {
    expect(scoreSentiment('Dear support, I need my data in SPSS format for my thesis.')).toBe(0);
    expect(scoreSentiment('It comes straight from your Export orders button.')).toBe(0);
    expect(scoreSentiment('The calls go straight to voicemail.')).toBeLessThanOrEqual(0);
    expect(scoreSentiment('My dear friend loves it.')).toBeGreaterThan(0.3);
  });
});


describe('a bad word denied emphatically, a trouble spared, and regret after praise', () => {
  it('reads "not bad at all" as praise, "not bad" as before (about neutral)', () => {
    expect(scoreSentiment('Not bad at all for the price.')).toBeGreaterThan(0.3);
    expect(scoreSentiment('It was not at all difficult to set up.')).toBeGreaterThan(0.2);
    expect(scoreSentiment("I'm not disappointed in the slightest.")).toBeGreaterThan(0.3);
    expect(scoreSentiment('No trouble whatsoever.')).toBeGreaterThan(0.3);
    expect(Math.abs(scoreSentiment('not bad'))).toBeLessThan(0.1);
    expect(scoreSentiment('Not good at all.')).toBeLessThan(-0.3);
  });

  it('reads a trouble someone was spared as relief, but not what was saved wrong', () => {
    expect(scoreSentiment('It saved me a lot of headaches.')).toBeGreaterThan(0.3);
    expect(scoreSentiment('The checklist spared us the hassle of calling around.')).toBeGreaterThan(0.2);
    expect(scoreSentiment('It saved the wrong address.')).toBeLessThan(0);
    expect(scoreSentiment('You saved me, the app is terrible otherwise.')).toBeLessThan(0);
  });

  it('reads "shame" or "pity" opening a clause after praise as "but", and "a shame the X is gone" as a loss', () => {
    expect(scoreSentiment('Lovely boots, shame the courier left them out in the rain.')).toBeLessThan(0);
    expect(scoreSentiment('Nice editor, pity support never answered my question.')).toBeLessThan(0);
    expect(scoreSentiment("It's a shame the old app is gone.")).toBeLessThan(-0.2);
    expect(scoreSentiment('Shame on you, great app otherwise.')).toBeGreaterThan(0);
    expect(scoreSentiment('The lag is gone.')).toBeGreaterThan(0.2);
  });
});

describe('praise said alone before a complaint', () => {
  it('counts an opening "Great," for nothing when a bad word follows, but not against "but" or an absence', () => {
    expect(scoreSentiment('Great, the update replaced page turning with endless scrolling and I hate it.')).toBeLessThan(-0.2);
    expect(scoreSentiment('Oh wonderful, it crashed again.')).toBeLessThan(-0.2);
    expect(scoreSentiment('Great, thanks!')).toBeGreaterThan(0.5);
    expect(scoreSentiment('Clear, step-by-step, no jargon. Exactly what I needed.')).toBeGreaterThan(0);
    expect(scoreSentiment('Nice, the bug is fixed.')).toBeGreaterThan(0.2);
  });
});

describe('a burden denied', () => {
  it('reads "no" before a burden the lexicon has no word for as praise, not as a complaint', () => {
    for (const text of ['No fees!', 'no queues', 'No paperwork at all.', 'No more waiting in line', 'No hidden fees.', 'No drama.', 'Setup was quick, no fuss.', 'No faff at all']) expect(scoreSentiment(text), text).toBeGreaterThan(0.2);
    // what was wanted and is missing stays a complaint; a burden said is one
    expect(scoreSentiment('No phone number anywhere.')).toBeLessThan(0);
    expect(scoreSentiment('no reply yet')).toBeLessThan(0);
    expect(scoreSentiment('Too many ads.')).toBeLessThan(-0.2);
  });
});

describe('making what nobody wanted', () => {
  it('reads "creating duplicate bookings" with no praise in "creating"', () => {
    expect(scoreSentiment('But the Outlook sync keeps creating duplicate bookings for the same meeting.')).toBeLessThanOrEqual(0);
    expect(scoreSentiment('It creates duplicates of every invoice.')).toBeLessThan(0);
    expect(scoreSentiment('Creating a project takes seconds.')).toBeGreaterThan(0);
  });
});

describe('a middling verdict: a good word and a bad word both denied', () => {
  it('reads "not great, not terrible" and "neither great nor terrible" as about neutral, and files no complaint', () => {
    for (const text of ['Not great, not terrible.', 'Not bad, not great.', 'Not the best, not the worst.', 'Neither great nor terrible.', 'Not amazing but not awful either.']) {
      expect(Math.abs(scoreSentiment(text)), text).toBeLessThan(0.15);
      expect(analyzeFeedback(text).highlights.map((h) => h.category), text).not.toContain('complaint');
    }
  });

  it('still reads two good words denied, a list of denials, and one denial alone as negative', () => {
    expect(scoreSentiment("It's neither fast nor reliable.")).toBeLessThan(-0.3);
    expect(scoreSentiment('Not scary, not smart and not engaging.')).toBeLessThan(-0.3);
    expect(scoreSentiment('Not great.')).toBeLessThan(-0.2);
    expect(scoreSentiment('The support was not good, the refund took a month.')).toBeLessThan(-0.3);
  });
});
