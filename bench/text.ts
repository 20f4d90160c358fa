/**
 * Deterministic generator of realistic customer-feedback text.
 *
 * A feedback item is 1-5 sentences about one product area (sometimes two). Each sentence is a
 * template of one kind (praise, complaint, bug, feature request, question, neutral context) whose
 * {slots} are filled from the area's own vocabulary or from shared pools. Areas use synonyms
 * ("CSV export", "data download", "spreadsheet export"...) so that a full-text search for one word
 * matches a realistic fraction of the data, not all or nothing.
 */
import type { Rng } from './prng.js';

export type SentenceKind = 'praise' | 'complaint' | 'bug' | 'request' | 'question' | 'neutral';
export type Mood = 'happy' | 'unhappy' | 'mixed' | 'curious';

/**
 * Vocabulary of one product area:
 * - feature: how customers name the area or one of its features (a singular noun phrase);
 * - action: what the user was doing when it broke, completing "when I ...";
 * - failure: how it broke, completing "the CSV export ...";
 * - wish: completing "It would be great if we could ...";
 * - task: completing "How do I ...?".
 */
type AreaSlot = 'feature' | 'action' | 'failure' | 'wish' | 'task';
type ProductArea = Readonly<Record<AreaSlot, readonly string[]>>;
const AREA_SLOTS: ReadonlySet<string> = new Set<AreaSlot>(['feature', 'action', 'failure', 'wish', 'task']);

const AREAS: Readonly<Record<string, ProductArea>> = {
  billing: {
    feature: ['the billing page', 'invoicing', 'the invoice PDF', 'the billing portal', 'the payment settings', 'the subscription page'],
    action: ['update our credit card', 'download last month\'s invoice', 'add a second billing contact', 'switch to annual billing', 'apply a coupon code'],
    failure: ['charged us twice', 'shows the wrong VAT amount', 'rejects a perfectly valid card', 'sends the invoice to an old address', 'shows a blank page'],
    wish: ['pay by bank transfer', 'get invoices in euros', 'split the bill across two cost centers', 'add a PO number to every invoice', 'see a forecast of next month\'s charges'],
    task: ['change the billing email', 'get a refund for unused seats', 'download all invoices at once', 'move to the annual plan'],
  },
  export: {
    feature: ['the CSV export', 'the export', 'the data export', 'the Excel export', 'the PDF export', 'the spreadsheet download', 'the scheduled export'],
    action: ['select more than a month', 'export more than 10,000 rows', 'include archived items', 'filter by two tags at once', 'export from the mobile app'],
    failure: ['fails with a timeout error', 'produces a file with broken accents', 'drops the last column', 'never finishes', 'downloads an empty file', 'mixes up the date format'],
    wish: ['schedule reports every Monday morning', 'export straight to Google Sheets', 'choose which columns end up in the file', 'export the charts as images', 'send exports to an S3 bucket'],
    task: ['change the CSV delimiter', 'export only the filtered rows', 'get the raw data out of the platform', 'schedule a weekly export'],
  },
  dashboard: {
    feature: ['the dashboard', 'the main dashboard', 'the home screen', 'the chart view', 'the overview page', 'the analytics widget'],
    action: ['switch the date range', 'add a new widget', 'share a dashboard with a colleague', 'open it on a small laptop screen', 'compare two quarters'],
    failure: ['shows numbers that do not match the reports', 'takes almost a minute to load', 'resets my filters every time', 'renders the charts with no labels', 'freezes the browser tab'],
    wish: ['pin our favourite charts to the top', 'build custom dashboards per team', 'set a default date range', 'embed a dashboard in our intranet', 'get a dark mode'],
    task: ['add a custom widget', 'share a dashboard with read-only access', 'change the default time zone of the charts', 'reorder the widgets'],
  },
  mobile: {
    feature: ['the mobile app', 'the iOS app', 'the Android app', 'the app on my phone', 'the tablet version'],
    action: ['open a notification', 'switch between accounts', 'upload a photo', 'use it on a slow connection', 'rotate the phone'],
    failure: ['crashes on startup', 'logs me out every day', 'shows an endless spinner', 'drains the battery', 'loses the draft I was typing'],
    wish: ['use the app offline', 'log in with Face ID', 'get a tablet layout', 'reply to comments from the notification', 'see the same dashboard as on desktop'],
    task: ['turn off push notifications', 'install the app on a company-managed phone', 'switch accounts in the app', 'enable offline mode'],
  },
  search: {
    feature: ['search', 'the search bar', 'the global search', 'the filter panel', 'full-text search', 'the results page'],
    action: ['search for a customer by email', 'combine two filters', 'type a partial name', 'search for something with an accent', 'sort the results by date'],
    failure: ['returns nothing even though the record exists', 'is painfully slow', 'ignores the filters', 'shows results from last year first', 'times out'],
    wish: ['save our searches', 'search inside attachments', 'use quotes for exact phrases', 'filter by custom fields', 'see recent searches'],
    task: ['search by company domain', 'save a search as a view', 'search for an exact phrase', 'filter results by date'],
  },
  onboarding: {
    feature: ['onboarding', 'the setup wizard', 'the onboarding checklist', 'the getting-started guide', 'the product tour', 'the trial experience'],
    action: ['invite the rest of the team', 'import our existing data', 'skip a step of the wizard', 'connect our first data source', 'set up SSO'],
    failure: ['got stuck on the second step', 'sent invitations that expired immediately', 'imported our contacts twice', 'kept asking for the same information', 'ended on an error page'],
    wish: ['get a guided setup call', 'import data from a spreadsheet during setup', 'pause the trial', 'have templates for common use cases', 'see a sandbox with sample data'],
    task: ['restart the setup wizard', 'invite colleagues in bulk', 'extend our trial', 'import our old data'],
  },
  integrations: {
    feature: ['the Salesforce integration', 'the Slack integration', 'the HubSpot sync', 'the Zapier connector', 'the public API', 'the webhook feature', 'the Jira integration'],
    action: ['sync more than a thousand contacts', 'map a custom field', 'reconnect after a password change', 'trigger a webhook from a workflow', 'sync deleted records'],
    failure: ['stops syncing without any warning', 'creates duplicate contacts', 'returns a 500 error', 'loses the field mapping', 'posts every message twice'],
    wish: ['connect Microsoft Teams', 'sync in both directions', 'retry failed webhooks automatically', 'get a sandbox API key', 'see a log of every sync'],
    task: ['generate an API token', 'map custom fields in the Salesforce sync', 'test a webhook', 'limit what the Slack integration posts'],
  },
  performance: {
    feature: ['the app', 'the web app', 'page loading', 'the reports page', 'the whole platform', 'the reporting module'],
    action: ['open a large account', 'load the reports page on Monday mornings', 'scroll through a long list', 'open several tabs', 'work from our Singapore office'],
    failure: ['is extremely slow', 'times out', 'takes ten seconds to respond', 'becomes sluggish after an hour', 'hangs for a minute and then gives up'],
    wish: ['load large accounts faster', 'get a status page with real-time incidents', 'have a lighter version for slow connections', 'cache the reports we open every day'],
    task: ['check if there is an ongoing incident', 'speed up the reports page', 'find out why the app is slow for us'],
  },
  support: {
    feature: ['your support team', 'customer support', 'the help center', 'the live chat', 'the support portal', 'the documentation'],
    action: ['open a ticket on a weekend', 'ask about a billing issue', 'escalate an urgent problem', 'look for the API docs', 'use the chat during European hours'],
    failure: ['took four days to answer', 'closed my ticket without a fix', 'sent me in circles', 'has outdated screenshots', 'never replied'],
    wish: ['get phone support for urgent issues', 'have a dedicated account manager', 'track tickets from inside the app', 'get answers in German', 'book a training session'],
    task: ['reach support by phone', 'follow up on an old ticket', 'find the API documentation', 'book a training for new hires'],
  },
  notifications: {
    feature: ['the notification center', 'email alerting', 'the daily digest', 'the weekly summary email', 'the reminder feature'],
    action: ['mute a project', 'change the digest time', 'subscribe a shared inbox', 'snooze a reminder', 'assign a task to a colleague'],
    failure: ['arrives hours late', 'keeps emailing me after I unsubscribed', 'ends up in spam', 'links to the wrong page', 'uses the wrong time zone'],
    wish: ['choose which events trigger an email', 'get a daily digest instead of single emails', 'send alerts to a Slack channel', 'snooze notifications during holidays'],
    task: ['turn off the weekly summary', 'change the time of the daily digest', 'get alerts only for my accounts'],
  },
  permissions: {
    feature: ['user management', 'the permission system', 'the admin settings', 'single sign-on', 'the audit log', 'the team settings'],
    action: ['remove a user who left', 'give read-only access to finance', 'log in with Okta', 'change someone\'s role', 'add a contractor'],
    failure: ['lets viewers edit records', 'locks out our admins', 'does not record who changed what', 'keeps removed users active', 'throws an access denied error'],
    wish: ['create custom roles', 'enforce two-factor authentication', 'provision users with SCIM', 'restrict access by IP address', 'give guests temporary access'],
    task: ['transfer ownership of the account', 'set up SSO with Azure AD', 'create a read-only role', 'see who deleted a record'],
  },
};

const AREA_WEIGHTS: Readonly<Record<string, number>> = {
  billing: 9, export: 10, dashboard: 12, mobile: 9, search: 9, onboarding: 7,
  integrations: 11, performance: 10, support: 10, notifications: 7, permissions: 6,
};

/** Vocabulary that is not tied to one product area. */
const SHARED: Readonly<Record<string, readonly string[]>> = {
  pos: ['great', 'really solid', 'a huge time saver', 'fast and reliable', 'intuitive', 'excellent', 'so much better than before', 'exactly what we needed'],
  neg: ['slow', 'confusing', 'clunky', 'unreliable', 'frustrating', 'painful to use', 'really disappointing', 'a constant headache'],
  impact: ['costs us hours every week', 'makes us look bad in front of clients', 'blocks our month-end close', 'slows the whole team down', 'forces us to keep a spreadsheet on the side', 'is making people question the tool'],
  benefit: ['saves us a lot of time', 'made our weekly review much easier', 'just works', 'is the reason we renewed', 'made onboarding new colleagues painless'],
  when: ['since the last update', 'since last Tuesday', 'for the past two weeks', 'after the latest release', 'every Monday morning', 'again this week'],
  team: ['sales', 'support', 'finance', 'marketing', 'operations', 'customer success', 'product', 'engineering'],
  hours: ['two', 'three', 'five', 'ten', 'a couple of'],
  count: ['15', '40', '120', '300', 'about 60', 'almost 200'],
  usecase: ['weekly reporting', 'our quarterly business reviews', 'tracking churn risk', 'preparing board decks', 'handing accounts over between teams', 'daily stand-ups'],
  meeting: ['quarterly review', 'renewal call', 'onboarding session', 'monthly check-in', 'support call', 'product demo'],
  competitor: ['a spreadsheet', 'Zendesk', 'Salesforce reports', 'an in-house tool', 'Productboard', 'Intercom'],
  plan: ['Starter', 'Growth', 'Business', 'Enterprise'],
  frequency: ['every morning', 'a few times a day', 'once a week', 'before every client meeting'],
  person: ['Maria from support', 'your support team', 'our account manager', 'the onboarding team', 'Tom on the chat'],
  opener: ['Also, ', 'Honestly, ', 'On top of that, ', 'To be fair, ', 'Overall, ', 'One more thing: ', 'By the way, ', 'Unfortunately, '],
};

const TEMPLATES: Readonly<Record<SentenceKind, readonly string[]>> = {
  praise: [
    '{feature} is {pos}.',
    'I love how {feature} works now.',
    'Really impressed with {feature}, it {benefit}.',
    '{feature} {benefit}, thank you!',
    'Thanks for the quick fix on {feature}, it {benefit}.',
    '{feature} saves our {team} team {hours} hours a week.',
    'Our {team} team is very happy with {feature}.',
    'Big thanks to {person} for helping us with {feature}.',
  ],
  complaint: [
    '{feature} is {neg} {when}.',
    '{feature} has become {neg} and it {impact}.',
    'We are frustrated with {feature}, it {impact}.',
    'I am disappointed that {feature} still feels {neg}.',
    '{feature} takes forever to load {when}.',
    'Our {team} team keeps complaining that {feature} is {neg}.',
  ],
  bug: [
    '{feature} {failure} when I {action}.',
    '{when}, {feature} {failure} whenever we {action}.',
    'Every time I {action}, {feature} {failure}.',
    'Looks like a bug: {feature} {failure} if you {action}.',
    'We found that {feature} {failure} {when}.',
    'Our {team} team reported that {feature} {failure} when they {action}.',
  ],
  request: [
    'It would be great if we could {wish}.',
    'Please let us {wish}.',
    'We would love the ability to {wish}.',
    'Being able to {wish} would make a big difference for our {team} team.',
    'Small request: please let us {wish}.',
    'It would save us a lot of time if we could {wish}.',
  ],
  question: [
    'How do I {task}?',
    'Is there a way to {task}?',
    'Can someone explain how to {task}?',
    'Where can I {task}?',
    'Is it possible to {wish}?',
    'Any plans to let us {wish}?',
  ],
  neutral: [
    'We have {count} people using the product across the {team} and {team} teams.',
    'We mostly use {feature} for {usecase}.',
    'I check {feature} {frequency}.',
    'This came up during our {meeting} with your team.',
    'We switched from {competitor} about a year ago.',
    'For context, we are on the {plan} plan.',
    'Our account manager asked me to write this down after the {meeting}.',
    'We are rolling the product out to {count} more people next quarter.',
  ],
};

const MOOD_KINDS: Readonly<Record<Mood, Readonly<Record<SentenceKind, number>>>> = {
  happy: { praise: 60, complaint: 0, bug: 0, request: 20, question: 5, neutral: 15 },
  unhappy: { praise: 0, complaint: 35, bug: 35, request: 10, question: 5, neutral: 15 },
  mixed: { praise: 20, complaint: 20, bug: 20, request: 20, question: 10, neutral: 10 },
  curious: { praise: 5, complaint: 0, bug: 0, request: 35, question: 40, neutral: 20 },
};

const SENTENCE_COUNT_WEIGHTS = { 1: 15, 2: 30, 3: 30, 4: 15, 5: 10 } as const;

function pickArea(rng: Rng): ProductArea {
  return AREAS[rng.weighted(AREA_WEIGHTS)]!;
}

/** Picks from a pool, avoiding values already used in the same feedback when possible. */
function pickFresh(pool: readonly string[], used: Set<string>, rng: Rng): string {
  let value = rng.pick(pool);
  for (let tries = 0; used.has(value) && tries < 4; tries++) value = rng.pick(pool);
  used.add(value);
  return value;
}

/** Fills every {slot} of a template from the area's vocabulary first, then the shared pools. */
function fill(template: string, area: ProductArea, rng: Rng, used: Set<string>): string {
  return template.replace(/\{(\w+)\}/g, (_, slot: string) => {
    const pool = AREA_SLOTS.has(slot) ? area[slot as AreaSlot] : SHARED[slot];
    if (!pool) throw new Error(`text template uses unknown slot {${slot}}`);
    return pickFresh(pool, used, rng);
  });
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Lower-cases the first letter unless the first word is "I" or an acronym ("CSV", "iOS"). */
function decapitalize(s: string): string {
  const firstWord = s.split(' ', 1)[0] ?? '';
  const keep = firstWord === 'I' || /[A-Z]/.test(firstWord.slice(1));
  return keep ? s : s.charAt(0).toLowerCase() + s.slice(1);
}

function sentence(kind: SentenceKind, area: ProductArea, rng: Rng, used: Set<string>, first: boolean): string {
  const text = capitalize(fill(pickFresh(TEMPLATES[kind], used, rng), area, rng, used));
  if (first || text.includes(':') || !rng.chance(0.2)) return text;
  return rng.pick(SHARED.opener!) + decapitalize(text);
}

/** Contractions a phone's keyboard writes with a curly apostrophe ("don’t", "it’s"). */
const PHONE_CONTRACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bdo not\b/g, 'don’t'],
  [/\bdoes not\b/g, 'doesn’t'],
  [/\bcannot\b/g, 'can’t'],
  [/\b([Ii])t is\b/g, '$1t’s'],
  [/\bI am\b/g, 'I’m'],
  [/\b([Ww])e are\b/g, '$1e’re'],
  [/\b([Ii])t would\b/g, '$1t’d'],
  [/'/g, '’'],
];

/**
 * A feedback typed on a phone: contractions and curly apostrophes, characters beyond Latin-1 that
 * real feedback is full of (and that V8 handles apart from plain text, see src/runtime.ts).
 */
function typedOnAPhone(text: string): string {
  return PHONE_CONTRACTIONS.reduce((out, [re, by]) => out.replace(re, by), text);
}

/** One feedback text: 1-5 sentences, mostly about one product area, in the given mood; a quarter typed on a phone. */
export function feedbackText(rng: Rng, mood: Mood): string {
  const primary = pickArea(rng);
  const secondary = rng.chance(0.25) ? pickArea(rng) : primary;
  const count = Number(rng.weighted(SENTENCE_COUNT_WEIGHTS));
  const sentences: string[] = [];
  const used = new Set<string>();
  for (let i = 0; i < count; i++) {
    const area = i > 0 && rng.chance(0.4) ? secondary : primary;
    sentences.push(sentence(rng.weighted(MOOD_KINDS[mood]), area, rng, used, i === 0));
  }
  const text = sentences.join(' ');
  return rng.chance(0.25) ? typedOnAPhone(text) : text;
}
