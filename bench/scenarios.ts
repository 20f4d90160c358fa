/**
 * The routes under load: what each sends, what status it must answer, and its target.
 */
import type autocannon from 'autocannon';
import { authHeader, jsonHeaders, orgPath, send, type ApiTarget } from './api.js';
import { feedbackBody, todayUtc } from './fixtures.js';
import type { Scenario } from './measure.js';
import type { Rng } from './prng.js';
import type { Target } from './report.js';
import type { SeedResult } from './seed.js';

export interface Call {
  path: string;
  body?: string;
}

export interface Route {
  key: string;
  label: string;
  /** One origin per instance under test; autocannon spreads its connections over them. */
  origins: string[];
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  expectedStatus: number;
  /** Requests to rotate through; the first one is also the probe sent before the load test. */
  calls: Call[];
  target?: Target;
}

export const SEARCH_TERMS = ['export', 'dashboard', 'slow', 'billing'];
const ROTATE_COMPANIES = 50;
const FILTER_COMPANIES = 20;
const POST_BODIES = 5000;

const LIST_P99: Target = { kind: 'p99Below', ms: 25 };

/**
 * Autocannon requests for a route. GET calls are static (prebuilt once, each connection cycles
 * through them); POST bodies come from one cursor shared by all connections, so that concurrent
 * connections do not send the same body at the same time.
 */
export function toScenario(route: Route): Scenario {
  const requests: autocannon.Request[] =
    route.method === 'GET'
      ? route.calls.map((c) => ({ method: 'GET', path: c.path }))
      : [{ method: route.method, setupRequest: sharedCursor(route.calls) }];
  return { key: route.key, label: route.label, origins: route.origins, headers: route.headers, requests };
}

function sharedCursor(calls: readonly Call[]): NonNullable<autocannon.Request['setupRequest']> {
  let next = 0;
  return (request) => {
    const call = calls[next++ % calls.length]!;
    return { ...request, path: call.path, body: call.body };
  };
}

export function ceilingRoute(origin: string): Route {
  return {
    key: 'ceiling',
    label: 'ceiling: bare Fastify GET / (fixed JSON)',
    origins: [origin],
    method: 'GET',
    headers: {},
    expectedStatus: 200,
    calls: [{ path: '/' }],
  };
}

/** The service routes, in the order they run (POST last: it adds rows). */
export function serviceRoutes(api: ApiTarget, seeded: SeedResult, rng: Rng): Route[] {
  const get = (key: string, label: string, paths: string[], target: Target): Route => ({
    key, label, origins: [api.origin], method: 'GET', headers: authHeader(api),
    expectedStatus: 200, calls: paths.map((p) => ({ path: orgPath(api, p) })), target,
  });
  const companies = rng.shuffle(seeded.companyUuids);
  const filterCompanies = companies.slice(0, FILTER_COMPANIES);
  const now = todayUtc();
  const bodies = Array.from({ length: POST_BODIES }, () => JSON.stringify(feedbackBody(rng, seeded.customerUuids, now)));

  return [
    get('company', 'GET /companies/{uuid}', companies.slice(0, ROTATE_COMPANIES).map((u) => `/companies/${u}`),
      { kind: 'shareOfCeiling', min: 0.3 }),
    get('feedbacks_company_search', 'GET /feedbacks?company_uuids={uuid}&search={term}',
      filterCompanies.flatMap((u) => SEARCH_TERMS.map((t) => `/feedbacks?company_uuids=${u}&search=${t}`)), LIST_P99),
    get('feedbacks_search_sentiment', 'GET /feedbacks?search={term}&min_sentiment=-0.5&page_size=25',
      SEARCH_TERMS.map((t) => `/feedbacks?search=${t}&min_sentiment=-0.5&page_size=25`), LIST_P99),
    get('feedback_highlights', 'GET /feedback_highlights', ['/feedback_highlights'], LIST_P99),
    {
      key: 'feedback_create',
      label: 'POST /feedbacks',
      origins: [api.origin],
      method: 'POST',
      headers: jsonHeaders(api),
      expectedStatus: 201,
      calls: bodies.map((body) => ({ path: orgPath(api, '/feedbacks'), body })),
      target: { kind: 'rpsAtLeast', rps: 1000 },
    },
  ];
}

export interface ProbeFailure {
  method: string;
  path: string;
  status: number;
  body: string;
}

export type ProbeResult = { ok: true; totals: Record<string, unknown> } | { ok: false; failure: ProbeFailure };

/** The `total_*` counts of a list response, to show how many records a query matches. */
function totals(body: string): Record<string, unknown> {
  try {
    const json = JSON.parse(body) as Record<string, unknown>;
    return Object.fromEntries(Object.entries(json).filter(([k]) => k.startsWith('total_')));
  } catch {
    return {};
  }
}

/**
 * Sends a route's first call once to each origin and checks its status before the load test
 * (a POST is sent to the first origin only: it adds a row). The totals are the first origin's.
 */
export async function probe(route: Route): Promise<ProbeResult> {
  const call = route.calls[0]!;
  const origins = route.method === 'GET' ? route.origins : route.origins.slice(0, 1);
  let first: Record<string, unknown> | undefined;
  for (const origin of origins) {
    const res = await send(origin, route.method, call.path, route.headers, call.body);
    if (res.status !== route.expectedStatus) {
      return { ok: false, failure: { method: route.method, path: origins.length > 1 ? `${origin}${call.path}` : call.path, status: res.status, body: res.body.slice(0, 1000) } };
    }
    first ??= totals(res.body);
  }
  return { ok: true, totals: first ?? {} };
}
