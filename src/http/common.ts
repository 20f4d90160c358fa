import { Type, type Static, type TSchema } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { ProblemError, badRequest, type FieldError } from './errors.js';
import { isUuid } from '../store/ids.js';

/** A JSON type that may also be null, as one `type` array (OpenAPI 3.1, fast serialisation). */
export function Nullable<T extends TSchema>(schema: T) {
  const { type, ...rest } = schema as unknown as { type: string };
  return Type.Unsafe<Static<T> | null>({ ...rest, type: [type, 'null'] });
}

export const Uuid = Type.String({ format: 'uuid', description: 'A lowercase UUID' });
export const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601, UTC: YYYY-MM-DDTHH:mm:ss.sssZ' });
/** Read-only fields a client may send back unchanged (they are ignored), so a fetched record can be PUT. */
export const Ignored = (description = '') => Type.Optional(Type.Unsafe<unknown>({ description: `Read-only; ignored when sent. ${description}`.trim(), readOnly: true }));

export const FieldErrorSchema = Type.Object({
  name: Type.String({ description: 'The field or parameter, e.g. `page_size` or `highlights[0].quote`' }),
  in: Type.Union([Type.Literal('body'), Type.Literal('query'), Type.Literal('path'), Type.Literal('header')]),
  message: Type.String(),
});

export const ProblemSchema = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    instance: Type.Optional(Type.String()),
    request_id: Type.Optional(Type.String({ description: 'Quote this when reporting a problem' })),
    errors: Type.Array(FieldErrorSchema),
  },
  { $id: 'Problem', description: 'RFC 9457 problem details (Content-Type: application/problem+json)' },
);

const problemRef = Type.Ref('Problem');

/** The error answers every organization route can give, for the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  const descriptions: Record<number, string> = {
    400: 'Invalid or missing parameters; `errors` names each one',
    401: 'Missing, unknown or revoked bearer token',
    404: 'The organization or the addressed record does not exist',
    409: 'The change conflicts with the record’s state',
    413: 'Body larger than the limit',
    415: 'Body sent without Content-Type: application/json',
    429: 'Too many requests from this client (when RATE_LIMIT_PER_MINUTE is set); Retry-After says when to try again',
    500: 'An unexpected error; `detail` carries the request id to quote',
  };
  const out: Record<number, unknown> = {};
  for (const status of [400, 401, 404, ...statuses, 429, 500]) out[status] = { ...problemRef, description: descriptions[status] };
  return out;
}

/**
 * PUT and its alias PATCH (contract section 2): registered with one schema and handler, both
 * documented; the PATCH operation is named after the PUT one (updateCompany, patchCompany).
 */
export const UPDATE_METHODS = ['put', 'patch'] as const;
export function updateSchemaFor<S extends { summary: string; operationId: string }>(method: (typeof UPDATE_METHODS)[number], schema: S): S {
  if (!schema.operationId.startsWith('update')) throw new Error(`the PUT operation ${schema.operationId} is not named update...`);
  return method === 'put' ? schema : { ...schema, operationId: schema.operationId.replace(/^update/, 'patch'), summary: `${schema.summary} (PATCH: the same as PUT)` };
}

export const OrgParams = Type.Object({ org_uuid: Type.String({ description: 'The organization' }) });
export const withId = <K extends string>(key: K) =>
  Type.Object({ org_uuid: Type.String({ description: 'The organization' }), ...({ [key]: Type.String() } as Record<K, ReturnType<typeof Type.String>>) });

export const PageQuery = (maxPageSize: number) => ({
  page_size: Type.Integer({ minimum: 1, maximum: maxPageSize, default: 25, description: `Records per page, 1 to ${maxPageSize}` }),
  page_number: Type.Integer({ minimum: 1, maximum: 1_000_000_000, default: 1, description: 'Page to return, from 1 (at most 1,000,000,000, which keeps the offset exact)' }),
});

/** One `enum` (not a union of literals), so a bad value is one error that lists both choices. */
export const SortDirection = Type.Unsafe<'asc' | 'desc'>({ type: 'string', enum: ['asc', 'desc'], default: 'desc', description: 'One of: asc, desc' });

export function SortBy<const T extends string[]>(values: T, defaultValue: T[number]) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: values, default: defaultValue, description: `One of: ${values.join(', ')}` });
}

export interface Page {
  limit: number;
  offset: number;
}

export function page(query: { page_size: number; page_number: number }): Page {
  return { limit: query.page_size, offset: (query.page_number - 1) * query.page_size };
}

/** Parses a comma-separated list of UUIDs; blanks around items are ignored; undefined when absent. */
export function uuidList(query: Record<string, unknown>, name: string): string[] | undefined {
  const list = stringList(query, name);
  if (!list) return undefined;
  const bad = list.filter((item) => !isUuid(item));
  if (bad.length > 0) throw badRequest([{ name, in: 'query', message: `not a UUID: ${bad.slice(0, 5).join(', ')}` }]);
  return list.map((item) => item.toLowerCase());
}

export function stringList(query: Record<string, unknown>, name: string): string[] | undefined {
  const raw = query[name];
  if (raw === undefined) return undefined;
  return String(raw)
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Parses an ISO 8601 timestamp (no zone means UTC) into the stored form. A plain date is the
 * start of that day, or with `endOfDay` the end of it, so `to_date=2026-03-01` takes the whole day.
 */
export function parseTimestamp(value: string, options: { endOfDay?: boolean } = {}): string | undefined {
  const text = value.trim();
  const day = DATE_ONLY.exec(text);
  if (day) {
    const date = new Date(`${text}T00:00:00.000Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) return undefined;
    if (options.endOfDay) date.setUTCMilliseconds(24 * 3600 * 1000 - 1);
    return date.toISOString();
  }
  if (!DATE_TIME.test(text)) return undefined;
  const zoned = /(Z|[+-]\d{2}:?\d{2})$/i.test(text) ? text : `${text}Z`;
  const date = new Date(zoned.replace(' ', 'T'));
  if (Number.isNaN(date.getTime())) return undefined;
  // Within years 0000-9999 once in UTC: "9999-12-31T23:59:59-01:00" is in year 10000, which the
  // stored form (YYYY-...) cannot say, nor sort.
  if (!/^\d{4}-/.test(date.toISOString())) return undefined;
  // Reject impossible calendar values that Date would roll over (2026-02-30).
  const [y, m, d] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  return date.toISOString();
}

export function timestampFilter(query: Record<string, unknown>, name: string, endOfDay = false): string | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  // An offset's "+" sent unencoded arrives as a space ("10:00:00 01:00"): read as the "+" it was.
  const parsed = parseTimestamp(String(raw).replace(/(\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?) (\d{2}:?\d{2})$/, '$1+$2'), { endOfDay });
  if (!parsed) throw badRequest([{ name, in: 'query', message: 'must be an ISO 8601 date or timestamp, e.g. 2026-03-01 or 2026-03-01T12:00:00Z' }]);
  return parsed;
}

/** Collects field errors across a request and throws them together as one 400. */
export class ErrorCollector {
  readonly errors: FieldError[] = [];
  add(error: FieldError) {
    this.errors.push(error);
  }
  /** Runs a parse that throws a 400 (uuidList, timestampFilter), keeping its errors instead. */
  attempt<T>(parse: () => T): T | undefined {
    try {
      return parse();
    } catch (error) {
      if (!(error instanceof ProblemError) || error.status !== 400) throw error;
      this.errors.push(...error.errors);
      return undefined;
    }
  }
  throwIfAny() {
    if (this.errors.length > 0) throw badRequest(this.errors);
  }
}

/**
 * The checks a route makes after its schema (rules a JSON schema does not say: dates, lists of
 * UUIDs, e-mail addresses, references to other records), keyed by the schema of the input they
 * read. When the schema already refuses a request, the error handler runs them too
 * (laterCheckErrors), so that one 400 names every bad field and parameter, not only those the
 * schema found.
 */
type LaterCheck = (input: never, request: FastifyRequest) => unknown;
const laterChecks = new WeakMap<object, LaterCheck>();

/** Registers `check` (which throws a 400 naming every bad field) as the later check of `schema`. */
export function withLaterChecks<T extends TSchema>(schema: T, check: (input: NoInfer<Static<T>>, request: FastifyRequest) => unknown): T {
  laterChecks.set(schema, check as LaterCheck);
  return schema;
}

/**
 * The errors the later checks of `schema` find in `input`, an input its schema refused (so of any
 * shape): a check that fails other than with a 400 on such input finds nothing.
 */
export async function laterCheckErrors(schema: unknown, input: unknown, request: FastifyRequest): Promise<FieldError[]> {
  const check = typeof schema === 'object' && schema !== null ? laterChecks.get(schema) : undefined;
  if (!check || typeof input !== 'object' || input === null) return [];
  try {
    await check(input as never, request);
  } catch (error) {
    if (error instanceof ProblemError && error.status === 400) return error.errors;
  }
  return [];
}

/** A reference of a body to a record of the organization: the field, its table and the uuid sent. */
export interface Reference {
  name: string;
  kind: 'customer' | 'company';
  uuid: unknown;
}

/** The references that name no record of the request's organization (uuids only; a malformed one is the schema's to name). */
export async function referenceErrors(request: FastifyRequest, references: readonly Reference[]): Promise<FieldError[]> {
  const { services } = request.server;
  const errors: FieldError[] = [];
  for (const { name, kind, uuid } of references) {
    if (typeof uuid !== 'string' || !isUuid(uuid)) continue;
    const found = kind === 'customer' ? await services.customers.get(request.organizationUuid, uuid.toLowerCase()) : await services.companies.get(request.organizationUuid, uuid.toLowerCase());
    if (!found) errors.push({ name, in: 'body', message: `names no ${kind} of this organization` });
  }
  return errors;
}

/**
 * A body's parse (which throws a 400 naming its bad fields), with its references looked up only
 * when it refuses the body, so that one 400 names them all; a body it takes goes on without a
 * look-up (the write checks its references itself, in its transaction).
 */
export async function parseWithReferences<T>(parse: () => T, request: FastifyRequest, references: readonly Reference[]): Promise<T> {
  try {
    return parse();
  } catch (error) {
    if (!(error instanceof ProblemError) || error.status !== 400) throw error;
    throw badRequest([...error.errors, ...(await referenceErrors(request, references))]);
  }
}

/** A later check from a body's parse and its references: every bad field, looked up or not. */
export async function checkWithReferences(parse: () => unknown, request: FastifyRequest, references: readonly Reference[]): Promise<void> {
  let errors: FieldError[] = [];
  try {
    parse();
  } catch (error) {
    if (!(error instanceof ProblemError) || error.status !== 400) throw error;
    errors = error.errors;
  }
  errors = [...errors, ...(await referenceErrors(request, references))];
  if (errors.length > 0) throw badRequest(errors);
}
