/**
 * Request bodies for the seeded data set: companies, customers and feedback.
 * Everything is drawn from a seeded Rng, so a run with the same seed sends the same data
 * (feedback dates are relative to the `now` the caller passes).
 */
import type { Rng } from './prng.js';
import { feedbackText, type Mood } from './text.js';

export interface CompanyBody {
  name: string;
  domain: string;
  dollar_value: number;
}

export interface CustomerBody {
  full_name: string;
  email: string;
  role: string;
  customer_company_uuid: string;
}

export interface FeedbackBody {
  feedback_contents: string;
  customer_uuid: string;
  feedback_date: string;
  priority: number;
  feedback_type: string;
}

/** A created company as the bench remembers it (for customer e-mails). */
export interface CompanyRef {
  uuid: string;
  domain: string;
}

const COMPANY_PREFIXES = [
  'Acme', 'Northwind', 'Blue Harbor', 'Granite', 'Lumen', 'Silverline', 'Redwood', 'Brightpath', 'Cobalt', 'Evergreen',
  'Ironbridge', 'Summit', 'Nimbus', 'Orchid', 'Pioneer', 'Quantum', 'Riverstone', 'Sunflower', 'Tidewater', 'Vertex',
  'Wildflower', 'Yellowstone', 'Zephyr', 'Atlas', 'Beacon', 'Cedar', 'Driftwood', 'Falcon', 'Golden Gate', 'Harbor Point',
  'Juniper', 'Keystone', 'Lakeside', 'Maple', 'Meridian', 'Oakridge', 'Polaris', 'Sterling', 'Trailhead', 'Windmill',
];
const COMPANY_SUFFIXES = [
  'Analytics', 'Logistics', 'Health', 'Labs', 'Software', 'Foods', 'Capital', 'Energy', 'Retail', 'Media',
  'Robotics', 'Systems', 'Partners', 'Bank', 'Insurance', 'Studios', 'Travel', 'Education', 'Manufacturing', 'Networks',
];
const TLDS = ['com', 'com', 'com', 'io', 'co', 'net', 'de', 'co.uk', 'fr', 'ai'];

const FIRST_NAMES = [
  'Emma', 'Liam', 'Olivia', 'Noah', 'Ava', 'Lucas', 'Sophia', 'Mateo', 'Mia', 'Ethan', 'Amelia', 'Hiroshi', 'Priya', 'Arjun',
  'Fatima', 'Omar', 'Chloe', 'Jonas', 'Lena', 'Mohammed', 'Sara', 'David', 'Elena', 'Pablo', 'Grace', 'Wei', 'Yuki', 'Ana',
  'Tom', 'Julia', 'Kofi', 'Amara', 'Lars', 'Ingrid', 'Diego', 'Camila', 'Ravi', 'Aisha', 'Jack', 'Nora', 'Samuel', 'Zoe',
  'Marco', 'Giulia', 'Pierre', 'Claire', 'Ivan', 'Olga', 'Ben', 'Hannah', 'Leo', 'Isabel', 'Kenji', 'Mei', 'Felix', 'Alice',
];
const LAST_NAMES = [
  'Smith', 'Johnson', 'Garcia', 'Müller', 'Martin', 'Rossi', 'Kowalski', 'Nguyen', 'Kim', 'Patel', 'Silva', 'Dubois', 'Jensen',
  'Tanaka', 'Okafor', 'Haddad', 'Cohen', "O'Brien", 'Novak', 'Schmidt', 'Lopez', 'Andersson', 'Ivanova', 'Chen', 'Wang',
  'Singh', 'Brown', 'Taylor', 'Wilson', 'Moreau', 'Fischer', 'Romano', 'Costa', 'Yilmaz', 'Sato', 'Mensah', 'Khan', 'Park',
  'Hughes', 'Bianchi', 'Larsen', 'Weber', 'Murphy', 'Walsh', 'Ferrari', 'Santos', 'Alvarez', 'Becker', 'Hoffmann', 'Ali',
];
const ROLES = [
  'Product Manager', 'Head of Customer Success', 'Support Lead', 'Data Analyst', 'CTO', 'Operations Manager',
  'Finance Director', 'Marketing Manager', 'Software Engineer', 'Account Executive', 'VP of Sales', 'IT Administrator',
  'Office Manager', 'Founder', 'Customer Support Agent', 'Business Analyst', 'Head of Product', 'Sales Operations Lead',
];

/** Feedback type, then the mood of its text: support tickets are rarely happy. */
const FEEDBACK_TYPES: Readonly<Record<string, number>> = {
  FEEDBACK_RESPONSE: 50, SUPPORT_TICKET: 30, CALL_NOTE: 15, NPS_SURVEY: 5,
};
const MOODS_BY_TYPE: Readonly<Record<string, Readonly<Record<Mood, number>>>> = {
  FEEDBACK_RESPONSE: { happy: 35, unhappy: 30, mixed: 25, curious: 10 },
  SUPPORT_TICKET: { happy: 5, unhappy: 55, mixed: 10, curious: 30 },
  CALL_NOTE: { happy: 25, unhappy: 20, mixed: 40, curious: 15 },
  NPS_SURVEY: { happy: 45, unhappy: 25, mixed: 25, curious: 5 },
};
const PRIORITY_RANGE: Readonly<Record<Mood, readonly [number, number]>> = {
  happy: [0, 3], curious: [1, 5], mixed: [2, 7], unhappy: [4, 10],
};

const DAY_MS = 86_400_000;
const TWO_YEARS_MS = 730 * DAY_MS;

function slug(s: string): string {
  return s.toLowerCase().normalize('NFD').replace(/[^a-z0-9]+/g, '');
}

/** `count` companies with distinct names and domains (count <= 800). */
export function companyBodies(rng: Rng, count: number): CompanyBody[] {
  const names = COMPANY_PREFIXES.flatMap((p) => COMPANY_SUFFIXES.map((s) => `${p} ${s}`));
  if (count > names.length) throw new Error(`at most ${names.length} distinct company names`);
  return rng.shuffle(names).slice(0, count).map((name) => ({
    name,
    domain: `${slug(name)}.${rng.pick(TLDS)}`,
    // Log-uniform between $1k and $1M, rounded to the hundred: a few large accounts, many small ones.
    dollar_value: Math.round(Math.pow(10, 3 + 3 * rng.next()) / 100) * 100,
  }));
}

/** `count` customers spread over the companies with a skew (a few companies have many people). */
export function customerBodies(rng: Rng, count: number, companies: readonly CompanyRef[]): CustomerBody[] {
  const emails = new Set<string>();
  return Array.from({ length: count }, () => {
    const company = companies[rng.skewedIndex(companies.length, 1.8)]!;
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const local = `${slug(first)}.${slug(last)}`;
    let email = `${local}@${company.domain}`;
    for (let n = 2; emails.has(email); n++) email = `${local}${n}@${company.domain}`;
    emails.add(email);
    return { full_name: `${first} ${last}`, email, role: rng.pick(ROLES), customer_company_uuid: company.uuid };
  });
}

/** One feedback body from a skewed customer (some customers are much more vocal), dated in the last 2 years. */
export function feedbackBody(rng: Rng, customerUuids: readonly string[], now: number): FeedbackBody {
  const type = rng.weighted(FEEDBACK_TYPES);
  const mood = rng.weighted(MOODS_BY_TYPE[type]!);
  const [minPriority, maxPriority] = PRIORITY_RANGE[mood];
  // Slightly more recent feedback than old feedback, as in a growing product.
  const age = Math.pow(rng.next(), 1.3) * TWO_YEARS_MS;
  return {
    feedback_contents: feedbackText(rng, mood),
    customer_uuid: customerUuids[rng.skewedIndex(customerUuids.length, 1.5)]!,
    feedback_date: new Date(now - age).toISOString(),
    priority: rng.int(minPriority, maxPriority),
    feedback_type: type,
  };
}

/** Start of the current UTC day: feedback dates stay identical for runs on the same day. */
export function todayUtc(): number {
  return Math.floor(Date.now() / DAY_MS) * DAY_MS;
}
