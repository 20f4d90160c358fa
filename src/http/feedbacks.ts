import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEEDBACK_SORTS, type FeedbackFilter } from '../store/feedbacks.js';
import {
  ErrorCollector,
  OrgParams,
  PageQuery,
  SortBy,
  SortDirection,
  Timestamp,
  Uuid,
  errorResponses,
  page,
  parseTimestamp,
  stringList,
  timestampFilter,
  uuidList,
  withId,
  withLaterChecks,
  checkWithReferences,
  parseWithReferences,
  type Reference,
  Ignored,
} from './common.js';
import { badRequest, notFound } from './errors.js';
import { HighlightList, HighlightRef } from './highlights.js';

export const MAX_FEEDBACK_LENGTH = 100_000;
const FEEDBACK_TYPE = '^[A-Z][A-Z0-9_]{0,63}$';

export const FeedbackSchema = Type.Object(
  {
    uuid: Uuid,
    organization_uuid: Uuid,
    customer_uuid: Uuid,
    company_uuid: Type.Unsafe<string | null>({ type: ['string', 'null'], format: 'uuid', description: 'The customer’s company' }),
    feedback_contents: Type.String(),
    feedback_date: Timestamp,
    priority: Type.Integer({ minimum: 0, maximum: 10 }),
    feedback_type: Type.String({ pattern: FEEDBACK_TYPE }),
    sentiment_score: Type.Number({ minimum: -1, maximum: 1 }),
    space_uuids: Type.Array(Uuid),
    created_at: Timestamp,
    updated_at: Timestamp,
    highlights: Type.Optional(Type.Array(HighlightRef, { description: 'On single-record reads and on the create response' })),
  },
  { $id: 'Feedback' },
);

export const FeedbackListResponse = Type.Object({ feedbacks: Type.Array(Type.Ref('Feedback')), total_feedback_count: Type.Integer() });
/** A feedback as a single read and the create answer give it: its highlights always there. */
export const FeedbackWithHighlightsSchema = Type.Object(
  { ...FeedbackSchema.properties, highlights: Type.Array(HighlightRef, { description: 'Its highlights, in text order' }) },
  { $id: 'FeedbackWithHighlights', description: 'A feedback with its highlights (single reads and the create answer)' },
);
const FeedbackOne = Type.Object({ feedbacks: Type.Array(Type.Ref('FeedbackWithHighlights')) });

const FeedbackCreateFields = Type.Object(
  {
    feedback_contents: Type.String({ minLength: 1, maxLength: MAX_FEEDBACK_LENGTH, description: 'The text; not blank' }),
    customer_uuid: Type.String({ format: 'uuid', description: 'A customer of this organization' }),
    feedback_date: Type.Optional(Type.String({ description: 'ISO 8601; no zone means UTC; default now' })),
    priority: Type.Optional(Type.Integer({ minimum: 0, maximum: 10, default: 0 })),
    feedback_type: Type.Optional(Type.String({ pattern: FEEDBACK_TYPE, default: 'FEEDBACK_RESPONSE', description: 'Upper-case identifier' })),
    space_uuids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { maxItems: 100, default: [], description: 'Spaces; an unknown uuid creates the space' })),
    uuid: Ignored(),
    organization_uuid: Ignored(),
    company_uuid: Ignored(),
    sentiment_score: Ignored(),
    created_at: Ignored(),
    updated_at: Ignored(),
    highlights: Ignored(),
  },
  { additionalProperties: false },
);
const customerReference = (body: { customer_uuid?: unknown }): Reference[] => [{ name: 'customer_uuid', kind: 'customer', uuid: body.customer_uuid }];
const FeedbackCreate = withLaterChecks(FeedbackCreateFields, (body, request) => checkWithReferences(() => feedbackCreateChecks(body), request, customerReference(body)));

const FeedbackDelete = Type.Object(
  { feedback_uuids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 1000, description: 'Feedback to delete; unknown uuids are skipped' }) },
  { additionalProperties: false },
);

const FeedbackListFields = Type.Object({
  ...PageQuery(100),
  sort_by: SortBy([...FEEDBACK_SORTS], 'feedback_date'),
  sort_direction: SortDirection,
  customer_uuids: Type.Optional(Type.String({ description: 'Comma-separated customer uuids' })),
  company_uuids: Type.Optional(Type.String({ description: 'Comma-separated company uuids' })),
  feedback_types: Type.Optional(Type.String({ description: 'Comma-separated feedback types' })),
  from_date: Type.Optional(Type.String({ description: 'Earliest feedback_date, inclusive (ISO 8601 date or timestamp)' })),
  to_date: Type.Optional(Type.String({ description: 'Latest feedback_date, inclusive; a plain date takes the whole day' })),
  search: Type.Optional(Type.String({ maxLength: 500, description: 'Full-text search over the feedback text (every word, as a prefix)' })),
  priority: Type.Optional(Type.Integer({ minimum: 0, maximum: 10, description: 'Exact priority' })),
  min_sentiment: Type.Optional(Type.Number({ minimum: -1, maximum: 1, description: 'Lowest sentiment_score, inclusive' })),
  max_sentiment: Type.Optional(Type.Number({ minimum: -1, maximum: 1, description: 'Highest sentiment_score, inclusive' })),
});
export const FeedbackListQuery = withLaterChecks(FeedbackListFields, (q) => feedbackFilter(q));

/** The feedback list filters; every bad one named in one 400. */
export function feedbackFilter(q: Static<typeof FeedbackListFields>): FeedbackFilter {
  const errors = new ErrorCollector();
  const types = stringList(q, 'feedback_types');
  const badTypes = types?.filter((type) => !new RegExp(FEEDBACK_TYPE).test(type));
  if (badTypes && badTypes.length > 0) errors.add({ name: 'feedback_types', in: 'query', message: `not a feedback type: ${badTypes.join(', ')}` });
  const filter = {
    customerUuids: errors.attempt(() => uuidList(q, 'customer_uuids')),
    companyUuids: errors.attempt(() => uuidList(q, 'company_uuids')),
    feedbackTypes: types,
    fromDate: errors.attempt(() => timestampFilter(q, 'from_date')),
    toDate: errors.attempt(() => timestampFilter(q, 'to_date', true)),
    search: q.search,
    priority: q.priority,
    minSentiment: q.min_sentiment,
    maxSentiment: q.max_sentiment,
  };
  errors.throwIfAny();
  return filter;
}

/** What a new feedback's schema does not say: its text is not blank, its date is a date. Returns the date. */
function feedbackCreateChecks(body: { feedback_contents?: unknown; feedback_date?: unknown }): string {
  const errors = new ErrorCollector();
  if (typeof body.feedback_contents === 'string' && body.feedback_contents.trim() === '') errors.add({ name: 'feedback_contents', in: 'body', message: 'must not be blank' });
  let feedbackDate = new Date().toISOString();
  if (typeof body.feedback_date === 'string') {
    const parsed = parseTimestamp(body.feedback_date);
    if (parsed) feedbackDate = parsed;
    else errors.add({ name: 'feedback_date', in: 'body', message: 'must be an ISO 8601 timestamp, e.g. 2026-03-01T12:00:00Z' });
  }
  errors.throwIfAny();
  return feedbackDate;
}

const FeedbackParams = withId('feedback_uuid');

export const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app;
  const tags = ['feedback'];

  app.get(
    '/feedbacks',
    { schema: { tags, operationId: 'listFeedbacks', summary: 'List feedback', params: OrgParams, querystring: FeedbackListQuery, response: { 200: FeedbackListResponse, ...errorResponses() } } },
    async (request) => {
      const q = request.query;
      const result = await services.feedbacks.list(request.organizationUuid, feedbackFilter(q), { sortBy: q.sort_by, direction: q.sort_direction, ...page(q) });
      return { feedbacks: result.rows, total_feedback_count: result.total };
    },
  );

  app.post(
    '/feedbacks',
    {
      schema: {
        tags,
        operationId: 'createFeedback',
        summary: 'Create feedback; its highlights and sentiment are derived before the answer',
        params: OrgParams,
        body: FeedbackCreate,
        response: { 201: FeedbackOne, ...errorResponses(413, 415) },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const feedbackDate = await parseWithReferences(() => feedbackCreateChecks(body), request, customerReference(body));
      const feedback = await services.createFeedback(request.organizationUuid, {
        customer_uuid: body.customer_uuid.toLowerCase(),
        feedback_contents: body.feedback_contents,
        feedback_date: feedbackDate,
        priority: body.priority ?? 0,
        feedback_type: body.feedback_type ?? 'FEEDBACK_RESPONSE',
        space_uuids: (body.space_uuids ?? []).map((uuid) => uuid.toLowerCase()),
      });
      reply.code(201).header('location', `/api/v1/organizations/${request.organizationUuid}/feedbacks/${feedback.uuid}`);
      return { feedbacks: [feedback] };
    },
  );

  app.delete(
    '/feedbacks',
    {
      schema: {
        tags,
        operationId: 'deleteFeedbacks',
        summary: 'Delete feedback in bulk, atomically, with its highlights; every count derived from it is updated',
        params: OrgParams,
        body: FeedbackDelete,
        response: { 200: Type.Object({}, { additionalProperties: false }), ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      await services.deleteFeedback(request.organizationUuid, request.body.feedback_uuids.map((uuid) => uuid.toLowerCase()));
      return {};
    },
  );

  app.get(
    '/feedbacks/:feedback_uuid',
    { schema: { tags, operationId: 'getFeedback', summary: 'Get one feedback with its highlights', params: FeedbackParams, response: { 200: FeedbackOne, ...errorResponses() } } },
    async (request) => {
      const feedback = await services.feedbacks.get(request.organizationUuid, request.params.feedback_uuid);
      if (!feedback) throw notFound(`Feedback ${request.params.feedback_uuid}`);
      return { feedbacks: [feedback] };
    },
  );

  app.get(
    '/feedbacks/:feedback_uuid/highlights',
    {
      schema: {
        tags,
        operationId: 'listFeedbackHighlights',
        summary: 'Highlights of one feedback, in text order (archived ones included)',
        params: FeedbackParams,
        querystring: Type.Object({ ...PageQuery(100) }),
        response: { 200: Type.Object({ highlights: HighlightList, total_highlight_count: Type.Integer() }), ...errorResponses() },
      },
    },
    async (request) => {
      if (!(await services.feedbacks.exists(request.organizationUuid, request.params.feedback_uuid))) throw notFound(`Feedback ${request.params.feedback_uuid}`);
      const result = await services.feedbacks.listHighlights(
        request.organizationUuid,
        { feedbackUuid: request.params.feedback_uuid, includeArchived: true },
        { sortBy: 'created_at', direction: 'asc', ...page(request.query) },
      );
      return { highlights: result.rows, total_highlight_count: result.total };
    },
  );

  app.get(
    '/spaces/:space_uuid/feedbacks',
    {
      schema: { tags: ['spaces'], operationId: 'listSpaceFeedbacks', summary: 'Feedback in a space', params: withId('space_uuid'), querystring: FeedbackListQuery, response: { 200: FeedbackListResponse, ...errorResponses() } },
    },
    async (request) => {
      if (!(await services.spaces.get(request.organizationUuid, request.params.space_uuid))) throw notFound(`Space ${request.params.space_uuid}`);
      const q = request.query;
      const filter = { ...feedbackFilter(q), spaceUuid: request.params.space_uuid };
      const result = await services.feedbacks.list(request.organizationUuid, filter, { sortBy: q.sort_by, direction: q.sort_direction, ...page(q) });
      return { feedbacks: result.rows, total_feedback_count: result.total };
    },
  );
};
