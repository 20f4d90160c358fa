import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { COMPANY_SORTS } from '../store/companies.js';
import {
  ErrorCollector,
  Ignored,
  Nullable,
  PageQuery,
  SortBy,
  SortDirection,
  Timestamp,
  Uuid,
  errorResponses,
  page,
  timestampFilter,
  uuidList,
  withId,
  withLaterChecks,
  UPDATE_METHODS,
  updateSchemaFor,
  OrgParams,
} from './common.js';
import { notFound } from './errors.js';
import { scopedRoutes } from './scoped.js';
import type { Services } from '../domain/services.js';
import { lowerUuid, normaliseDomain, optionalText, requiredText } from './fields.js';
import { CustomerListQuery, CustomerListResponse, customerFilter } from './customers.js';

export const CompanySchema = Type.Object(
  {
    uuid: Uuid,
    organization_uuid: Uuid,
    name: Type.String(),
    domain: Type.String({ description: 'Internet domain (host name); "" when unset' }),
    dollar_value: Type.Number({ description: 'Monetary value, >= 0' }),
    description: Nullable(Type.String()),
    notes: Nullable(Type.String()),
    company_persona_uuid: Nullable(Uuid),
    created_at: Timestamp,
    updated_at: Timestamp,
    last_interacted_date: Nullable(Timestamp),
    customer_count: Type.Integer(),
    feedback_count: Type.Integer(),
    average_sentiment: Nullable(Type.Number({ minimum: -1, maximum: 1, description: 'Mean sentiment of the company’s feedback, -1..1' })),
  },
  { $id: 'Company' },
);

const readOnly = {
  uuid: Ignored('The company’s id'),
  organization_uuid: Ignored(''),
  created_at: Ignored(''),
  updated_at: Ignored(''),
  last_interacted_date: Ignored(''),
  customer_count: Ignored(''),
  feedback_count: Ignored(''),
  average_sentiment: Ignored(''),
};

const writable = {
  domain: Type.Optional(Nullable(Type.String({ maxLength: 300, description: 'A host name; a scheme or path sent with it is stripped' }))),
  dollar_value: Type.Optional(Type.Number({ minimum: 0, maximum: 1e15 })),
  description: Type.Optional(Nullable(Type.String({ maxLength: 10_000 }))),
  notes: Type.Optional(Nullable(Type.String({ maxLength: 10_000 }))),
  company_persona_uuid: Type.Optional(Nullable(Type.String({ format: 'uuid', description: 'A persona; an unknown uuid creates it' }))),
};

const CompanyCreate = withLaterChecks(Type.Object({ name: Type.String({ minLength: 1, maxLength: 200 }), ...writable, ...readOnly }, { additionalProperties: false }), (body) => companyInput(body));
const CompanyUpdate = withLaterChecks(Type.Object({ name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), ...writable, ...readOnly }, { additionalProperties: false }), (body) => companyInput(body));

const CompanyList = Type.Object({ companies: Type.Array(Type.Ref('Company')), total_company_count: Type.Integer() });
const CompanyOne = Type.Object({ companies: Type.Array(Type.Ref('Company')) });

const CompanyListQuery = withLaterChecks(Type.Object({
  ...PageQuery(1000),
  sort_by: SortBy([...COMPANY_SORTS], 'last_interacted_date'),
  sort_direction: SortDirection,
  uuids: Type.Optional(Type.String({ description: 'Comma-separated company uuids' })),
  company_persona_uuids: Type.Optional(Type.String({ description: 'Comma-separated persona uuids' })),
  from_last_interacted_date: Type.Optional(Type.String({ description: 'ISO 8601 date or timestamp, inclusive' })),
  to_last_interacted_date: Type.Optional(Type.String({ description: 'ISO 8601 date or timestamp, inclusive (a plain date takes the whole day)' })),
  min_sentiment: Type.Optional(Type.Number({ minimum: -1, maximum: 1, description: 'Lowest average_sentiment, inclusive' })),
  max_sentiment: Type.Optional(Type.Number({ minimum: -1, maximum: 1, description: 'Highest average_sentiment, inclusive' })),
  search: Type.Optional(Type.String({ maxLength: 500, description: 'Full-text search over name and domain (word prefixes)' })),
}), (q) => companyFilter(q));

const CompanyParams = withId('company_uuid');

/** The company list filters; every bad one named in one 400. */
function companyFilter(q: Record<string, unknown>) {
  const errors = new ErrorCollector();
  const filter = {
    uuids: errors.attempt(() => uuidList(q, 'uuids')),
    personaUuids: errors.attempt(() => uuidList(q, 'company_persona_uuids')),
    fromLastInteracted: errors.attempt(() => timestampFilter(q, 'from_last_interacted_date')),
    toLastInteracted: errors.attempt(() => timestampFilter(q, 'to_last_interacted_date', true)),
    minSentiment: q.min_sentiment as number | undefined,
    maxSentiment: q.max_sentiment as number | undefined,
    search: q.search as string | undefined,
  };
  errors.throwIfAny();
  return filter;
}

function companyInput(body: Record<string, unknown>) {
  const errors = new ErrorCollector();
  const input = {
    name: body.name === undefined ? undefined : requiredText(errors, body, 'name'),
    domain: normaliseDomain(errors, body.domain as string | null | undefined),
    dollar_value: body.dollar_value as number | undefined,
    description: optionalText(body, 'description'),
    notes: optionalText(body, 'notes'),
    company_persona_uuid: lowerUuid(body.company_persona_uuid),
  };
  errors.throwIfAny();
  return input;
}

/** The company, or a 404 when it does not exist in the organization. */
export async function requireCompany(services: Services, organizationUuid: string, uuid: string) {
  const company = await services.companies.get(organizationUuid, uuid);
  if (!company) throw notFound(`Company ${uuid}`);
  return company;
}

export const companyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app;
  const tags = ['companies'];

  app.get(
    '/companies',
    { schema: { tags, operationId: 'listCompanies', summary: 'List companies', params: OrgParams, querystring: CompanyListQuery, response: { 200: CompanyList, ...errorResponses() } } },
    async (request) => {
      const q = request.query;
      const result = await services.companies.list(
        request.organizationUuid,
        companyFilter(q),
        { sortBy: q.sort_by, direction: q.sort_direction, ...page(q) },
      );
      return { companies: result.rows, total_company_count: result.total };
    },
  );

  app.post(
    '/companies',
    { schema: { tags, operationId: 'createCompany', summary: 'Create a company', params: OrgParams, body: CompanyCreate, response: { 201: CompanyOne, ...errorResponses(413, 415) } } },
    async (request, reply) => {
      const input = companyInput(request.body);
      const company = await services.createCompany(request.organizationUuid, { ...input, name: input.name! });
      reply.code(201).header('location', `/api/v1/organizations/${request.organizationUuid}/companies/${company.uuid}`);
      return { companies: [company] };
    },
  );

  // Not async: when the company can be read at once (SQLite, connection free) the answer is
  // returned without a promise; a missing company throws the same 404 either way.
  app.get(
    '/companies/:company_uuid',
    { schema: { tags, operationId: 'getCompany', summary: 'Get one company', params: CompanyParams, response: { 200: CompanyList, ...errorResponses() } } },
    (request) => {
      const { organizationUuid } = request;
      const uuid = request.params.company_uuid;
      const company = services.companies.getNow(organizationUuid, uuid);
      if (company === null) throw notFound(`Company ${uuid}`);
      if (company !== undefined) return { companies: [company], total_company_count: 1 };
      return requireCompany(services, organizationUuid, uuid).then((found) => ({ companies: [found], total_company_count: 1 }));
    },
  );

  const update = {
    schema: {
      tags,
      operationId: 'updateCompany',
      summary: 'Update a company (only the fields sent change; null clears)',
      params: CompanyParams,
      body: CompanyUpdate,
      response: { 200: CompanyOne, ...errorResponses(413, 415) },
    },
  };
  const updateHandler = async (request: { organizationUuid: string; params: { company_uuid: string }; body: Record<string, unknown> }) => {
    const company = await services.updateCompany(request.organizationUuid, request.params.company_uuid, companyInput(request.body));
    if (!company) throw notFound(`Company ${request.params.company_uuid}`);
    return { companies: [company] };
  };
  for (const method of UPDATE_METHODS) app[method]('/companies/:company_uuid', { schema: updateSchemaFor(method, update.schema) }, updateHandler);

  app.get(
    '/companies/:company_uuid/customers',
    { schema: { tags, operationId: 'listCompanyCustomers', summary: 'Customers of a company', params: CompanyParams, querystring: CustomerListQuery, response: { 200: CustomerListResponse, ...errorResponses() } } },
    async (request) => {
      await requireCompany(services, request.organizationUuid, request.params.company_uuid);
      const filter = { ...customerFilter(request.query), companyUuids: [request.params.company_uuid] };
      const q = request.query;
      const result = await services.customers.list(request.organizationUuid, filter, { sortBy: q.sort_by, direction: q.sort_direction, ...page(q) });
      return { customers: result.rows, total_customer_count: result.total };
    },
  );

  await app.register(
    scopedRoutes({
      kind: 'company',
      plural: 'companies',
      require: requireCompany,
      feedbackSummary: 'Feedback from customers of a company',
    }),
  );
};
