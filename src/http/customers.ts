import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CUSTOMER_SORTS, type CustomerFilter } from '../store/customers.js';
import {
  ErrorCollector,
  Ignored,
  Nullable,
  OrgParams,
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
  checkWithReferences,
  parseWithReferences,
  type Reference,
  UPDATE_METHODS,
  updateSchemaFor,
} from './common.js';
import { notFound } from './errors.js';
import { scopedRoutes } from './scoped.js';
import type { Services } from '../domain/services.js';
import { lowerUuid, normaliseEmail, optionalText, requiredText } from './fields.js';
import { HighlightListQuery, HighlightList } from './highlights.js';

export const CustomerSchema = Type.Object(
  {
    uuid: Uuid,
    organization_uuid: Uuid,
    full_name: Type.String(),
    // No `format: email`: the address is kept as sent (trimmed, its domain lower-cased), and an
    // address with Unicode or unusual dots, which mail systems take, would fail a client's check.
    email: Type.String({ description: 'An e-mail address, as sent (trimmed; its domain in lower case)' }),
    role: Nullable(Type.String({ description: 'Job role' })),
    persona_uuid: Nullable(Uuid),
    customer_company_uuid: Nullable(Uuid),
    created_at: Timestamp,
    updated_at: Timestamp,
    last_interacted_date: Nullable(Timestamp),
    feedback_count: Type.Integer(),
    average_sentiment: Nullable(Type.Number({ minimum: -1, maximum: 1 })),
  },
  { $id: 'Customer' },
);

const readOnly = {
  uuid: Ignored('The customer’s id'),
  organization_uuid: Ignored(''),
  created_at: Ignored(''),
  updated_at: Ignored(''),
  last_interacted_date: Ignored(''),
  feedback_count: Ignored(''),
  average_sentiment: Ignored(''),
};

const writable = {
  role: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  persona_uuid: Type.Optional(Nullable(Type.String({ format: 'uuid', description: 'A persona; an unknown uuid creates it' }))),
  customer_company_uuid: Type.Optional(Nullable(Type.String({ format: 'uuid', description: 'A company of this organization' }))),
};
const FullName = Type.String({ minLength: 1, maxLength: 200 });
const Email = Type.String({ minLength: 3, maxLength: 254, description: 'An e-mail address' });

/** A customer body's reference to a company (the persona is an open reference: an unknown one is created). */
const companyReference = (body: { customer_company_uuid?: unknown }): Reference[] => [{ name: 'customer_company_uuid', kind: 'company', uuid: body.customer_company_uuid }];
const CustomerCreate = withLaterChecks(Type.Object({ full_name: FullName, email: Email, ...writable, ...readOnly }, { additionalProperties: false }), (body, request) =>
  checkWithReferences(() => customerInput(body), request, companyReference(body)),
);
const CustomerUpdate = withLaterChecks(Type.Object({ full_name: Type.Optional(FullName), email: Type.Optional(Email), ...writable, ...readOnly }, { additionalProperties: false }), (body, request) =>
  checkWithReferences(() => customerInput(body), request, companyReference(body)),
);

export const CustomerListResponse = Type.Object({ customers: Type.Array(Type.Ref('Customer')), total_customer_count: Type.Integer() });
const CustomerOne = Type.Object({ customers: Type.Array(Type.Ref('Customer')) });

const CustomerListFields = Type.Object({
  ...PageQuery(1000),
  sort_by: SortBy([...CUSTOMER_SORTS], 'last_interacted_date'),
  sort_direction: SortDirection,
  uuids: Type.Optional(Type.String({ description: 'Comma-separated customer uuids' })),
  company_uuids: Type.Optional(Type.String({ description: 'Comma-separated company uuids' })),
  personas: Type.Optional(Type.String({ description: 'Comma-separated persona uuids' })),
  from_last_interacted_date: Type.Optional(Type.String({ description: 'ISO 8601 date or timestamp, inclusive' })),
  to_last_interacted_date: Type.Optional(Type.String({ description: 'ISO 8601 date or timestamp, inclusive (a plain date takes the whole day)' })),
  min_sentiment: Type.Optional(Type.Number({ minimum: -1, maximum: 1, description: 'Lowest average_sentiment, inclusive' })),
  max_sentiment: Type.Optional(Type.Number({ minimum: -1, maximum: 1, description: 'Highest average_sentiment, inclusive' })),
  search: Type.Optional(Type.String({ maxLength: 500, description: 'Full-text search over name, e-mail and role (word prefixes)' })),
});
export const CustomerListQuery = withLaterChecks(CustomerListFields, (q) => customerFilter(q));

/** The customer list filters; every bad one named in one 400. */
export function customerFilter(q: Static<typeof CustomerListFields>): CustomerFilter {
  const errors = new ErrorCollector();
  const filter = {
    uuids: errors.attempt(() => uuidList(q, 'uuids')),
    companyUuids: errors.attempt(() => uuidList(q, 'company_uuids')),
    personaUuids: errors.attempt(() => uuidList(q, 'personas')),
    fromLastInteracted: errors.attempt(() => timestampFilter(q, 'from_last_interacted_date')),
    toLastInteracted: errors.attempt(() => timestampFilter(q, 'to_last_interacted_date', true)),
    minSentiment: q.min_sentiment,
    maxSentiment: q.max_sentiment,
    search: q.search,
  };
  errors.throwIfAny();
  return filter;
}

function customerInput(body: Record<string, unknown>) {
  const errors = new ErrorCollector();
  const input = {
    full_name: body.full_name === undefined ? undefined : requiredText(errors, body, 'full_name'),
    email: normaliseEmail(errors, body.email as string | undefined),
    role: optionalText(body, 'role'),
    persona_uuid: lowerUuid(body.persona_uuid),
    customer_company_uuid: lowerUuid(body.customer_company_uuid),
  };
  errors.throwIfAny();
  return input;
}

const CustomerParams = withId('customer_uuid');

/** The customer, or a 404 when it does not exist in the organization. */
export async function requireCustomer(services: Services, organizationUuid: string, uuid: string) {
  const customer = await services.customers.get(organizationUuid, uuid);
  if (!customer) throw notFound(`Customer ${uuid}`);
  return customer;
}

export const customerRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app;
  const tags = ['customers'];

  app.get(
    '/customers',
    { schema: { tags, operationId: 'listCustomers', summary: 'List customers', params: OrgParams, querystring: CustomerListQuery, response: { 200: CustomerListResponse, ...errorResponses() } } },
    async (request) => {
      const q = request.query;
      const result = await services.customers.list(request.organizationUuid, customerFilter(q), { sortBy: q.sort_by, direction: q.sort_direction, ...page(q) });
      return { customers: result.rows, total_customer_count: result.total };
    },
  );

  app.post(
    '/customers',
    { schema: { tags, operationId: 'createCustomer', summary: 'Create a customer', params: OrgParams, body: CustomerCreate, response: { 201: CustomerOne, ...errorResponses(413, 415) } } },
    async (request, reply) => {
      const input = await parseWithReferences(() => customerInput(request.body), request, companyReference(request.body));
      const customer = await services.createCustomer(request.organizationUuid, { ...input, full_name: input.full_name!, email: input.email! });
      reply.code(201).header('location', `/api/v1/organizations/${request.organizationUuid}/customers/${customer.uuid}`);
      return { customers: [customer] };
    },
  );

  app.get(
    '/customers/:customer_uuid',
    { schema: { tags, operationId: 'getCustomer', summary: 'Get one customer', params: CustomerParams, response: { 200: CustomerListResponse, ...errorResponses() } } },
    async (request) => ({ customers: [await requireCustomer(services, request.organizationUuid, request.params.customer_uuid)], total_customer_count: 1 }),
  );

  const updateSchema = {
    tags,
    operationId: 'updateCustomer',
    summary: 'Update a customer (only the fields sent change; null clears)',
    params: CustomerParams,
    body: CustomerUpdate,
    response: { 200: CustomerOne, ...errorResponses(413, 415) },
  };
  for (const method of UPDATE_METHODS) {
    app[method](
      '/customers/:customer_uuid',
      { schema: updateSchemaFor(method, updateSchema) },
      async (request) => {
        const input = await parseWithReferences(() => customerInput(request.body), request, companyReference(request.body));
        const customer = await services.updateCustomer(request.organizationUuid, request.params.customer_uuid, input);
        if (!customer) throw notFound(`Customer ${request.params.customer_uuid}`);
        return { customers: [customer] };
      },
    );
  }

  app.get(
    '/customers/:customer_uuid/feedback_highlights',
    {
      schema: {
        tags,
        operationId: 'listCustomerHighlights',
        summary: 'Highlights of a customer’s feedback (archived ones only with include_archived=true)',
        params: CustomerParams,
        querystring: HighlightListQuery,
        response: { 200: Type.Object({ highlights: HighlightList, total_highlight_count: Type.Integer() }), ...errorResponses() },
      },
    },
    async (request) => {
      await requireCustomer(services, request.organizationUuid, request.params.customer_uuid);
      const q = request.query;
      const result = await services.feedbacks.listHighlights(
        request.organizationUuid,
        { customerUuid: request.params.customer_uuid, likedOnly: q.liked_only, includeArchived: q.include_archived },
        { sortBy: q.sort_by, direction: q.sort_direction, ...page(q) },
      );
      return { highlights: result.rows, total_highlight_count: result.total };
    },
  );

  await app.register(
    scopedRoutes({
      kind: 'customer',
      plural: 'customers',
      require: requireCustomer,
      feedbackSummary: 'Feedback of a customer',
    }),
  );
};
