import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorCollector, Ignored, Nullable, OrgParams, PageQuery, Timestamp, UPDATE_METHODS, Uuid, errorResponses, page, stringList, updateSchemaFor, withId, withLaterChecks } from './common.js';
import { badRequest, notFound } from './errors.js';
import { HighlightList } from './highlights.js';
import type { IssueFilter } from '../store/themes.js';

const counts = {
  highlight_count: Type.Integer(),
  feedback_count: Type.Integer(),
  customer_count: Type.Integer(),
  average_sentiment: Nullable(Type.Number({ minimum: -1, maximum: 1 })),
};

export const InsightSchema = Type.Object(
  {
    uuid: Uuid,
    title: Type.String({ description: 'A short phrase naming the theme, built from its evidence' }),
    description: Type.String({ description: 'How many customers, how they feel, a representative quote' }),
    keywords: Type.Array(Type.String()),
    kind: Type.Union([Type.Literal('problem'), Type.Literal('request'), Type.Literal('praise'), Type.Literal('other')], {
      description:
        'What the theme is about, from its evidence: problem or request once at least a quarter of its highlights are complaints and bugs, or feature requests; praise; other. Problem and request themes raise an issue.',
    }),
    ...counts,
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Insight', description: 'A theme that recurs across feedback; under a company or customer route, counts are scoped to it' },
);

export const ISSUE_STATUSES = ['open', 'in_progress', 'resolved', 'dismissed'] as const;
export const ISSUE_CATEGORIES = ['bug', 'complaint', 'feature_request'] as const;
/** One `enum` (not a union of literals), so a bad status is one error that lists the allowed ones. */
const IssueStatus = Type.Unsafe<(typeof ISSUE_STATUSES)[number]>({
  type: 'string',
  enum: [...ISSUE_STATUSES],
  description: 'open -> in_progress -> resolved; open or in_progress -> dismissed; resolved or dismissed -> open. Other moves: 409',
});

export const IssueSchema = Type.Object(
  {
    uuid: Uuid,
    insight_uuid: Uuid,
    title: Type.String(),
    description: Type.String(),
    status: IssueStatus,
    category: Type.Union(ISSUE_CATEGORIES.map((category) => Type.Literal(category))),
    ...counts,
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Issue', description: 'A problem or request to act on; under a company or customer route, counts are scoped to it' },
);

/** An issue with how alike it is to the one asked about (GET /issues/{uuid}/similar). */
export const SimilarIssueSchema = Type.Object(
  {
    ...IssueSchema.properties,
    similarity: Type.Number({ minimum: -1, maximum: 1, description: 'How alike it is to the issue asked about, -1 to 1: how placement compares a highlight with a theme (a highlight joins from 0.65), blended with how alike the feedback behind the newest highlights of the two are' }),
  },
  { $id: 'SimilarIssue', description: 'An issue like another one: a candidate to merge into it' },
);
/** An insight with how alike it is to the one asked about (GET /insights/{uuid}/similar). */
export const SimilarInsightSchema = Type.Object(
  {
    ...InsightSchema.properties,
    similarity: Type.Number({ minimum: -1, maximum: 1, description: 'How alike it is to the insight asked about, -1 to 1: how placement compares a highlight with a theme (a highlight joins from 0.65), blended with how alike the feedback behind the newest highlights of the two are' }),
  },
  { $id: 'SimilarInsight', description: 'An insight like another one: a candidate to merge into it' },
);
const SimilarQuery = Type.Object({ ...PageQuery(100) });

export const InsightListQuery = Type.Object({ ...PageQuery(100) });
const IssueListFields = Type.Object({
  ...PageQuery(100),
  statuses: Type.Optional(Type.String({ description: `Comma-separated statuses: ${ISSUE_STATUSES.join(', ')}` })),
  categories: Type.Optional(Type.String({ description: `Comma-separated categories: ${ISSUE_CATEGORIES.join(', ')}` })),
});
export const IssueListQuery = withLaterChecks(IssueListFields, (q) => issueFilter(q));
export const InsightList = Type.Object({ insights: Type.Array(Type.Ref('Insight')), total_insight_count: Type.Integer() });
export const IssueList = Type.Object({ issues: Type.Array(Type.Ref('Issue')), total_issue_count: Type.Integer() });
const EvidenceList = Type.Object({ highlights: HighlightList, total_highlight_count: Type.Integer() });

/** The body of a merge: the uuids of 1 to 100 other records of the organization, in `field`. */
const mergeBody = <F extends string>(field: F, description: string) =>
  Type.Object({ [field]: Type.Array(Uuid, { minItems: 1, maxItems: 100, uniqueItems: true, description }) } as Record<F, ReturnType<typeof Type.Array<typeof Uuid>>>, { additionalProperties: false });
const IssueMerge = mergeBody('issue_uuids', 'Issues of this organization to merge into this one (1 to 100)');
const InsightMerge = mergeBody('insight_uuids', 'Insights of this organization to merge into this one (1 to 100): praise with praise, the rest with the rest');

/** The uuids of a merge's body, lower-cased and once each; a 400 when they name the record merged into. */
function mergeSources(uuids: readonly string[], target: string, field: string): string[] {
  const sources = [...new Set(uuids.map((uuid) => uuid.toLowerCase()))];
  if (sources.includes(target.toLowerCase())) throw badRequest([{ name: field, in: 'body', message: 'must not name the record they are merged into' }]);
  return sources;
}

const IssueUpdate = Type.Object(
  {
    status: Type.Optional(IssueStatus),
    title: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200, description: 'null: follow the theme’s title again' }))),
    description: Type.Optional(Nullable(Type.String({ maxLength: 10_000, description: 'null: follow the generated description again' }))),

    // What the service derives, ignored when sent back, so a fetched issue can be PUT.
    uuid: Ignored(),
    insight_uuid: Ignored(),
    category: Ignored('Follows the evidence.'),
    highlight_count: Ignored(),
    feedback_count: Ignored(),
    customer_count: Ignored(),
    average_sentiment: Ignored(),
    created_at: Ignored(),
    updated_at: Ignored(),
  },
  { additionalProperties: false },
);

/** Parses the issue list filters; unknown values are a 400 listing the allowed ones. */
export function issueFilter(q: Static<typeof IssueListFields>): IssueFilter {
  const filter: IssueFilter = {};
  const errors = new ErrorCollector();
  for (const [name, allowed, key] of [
    ['statuses', ISSUE_STATUSES, 'statuses'],
    ['categories', ISSUE_CATEGORIES, 'categories'],
  ] as const) {
    const values = stringList(q, name);
    if (!values) continue;
    const bad = values.filter((value) => !(allowed as readonly string[]).includes(value));
    if (bad.length > 0) errors.add({ name, in: 'query', message: `unknown: ${bad.join(', ')}; allowed: ${allowed.join(', ')}` });
    else filter[key] = values;
  }
  errors.throwIfAny();
  return filter;
}

export const insightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app;
  const insightParams = withId('insight_uuid');
  const issueParams = withId('issue_uuid');
  const organization = { kind: 'organization' } as const;

  app.get(
    '/insights',
    {
      schema: {
        tags: ['insights'],
        operationId: 'listInsights',
        summary: 'Themes across the organization’s feedback, most customers first',
        params: OrgParams,
        querystring: InsightListQuery,
        response: { 200: InsightList, ...errorResponses() },
      },
    },
    async (request) => {
      const result = await services.listInsights(request.organizationUuid, organization, page(request.query));
      return { insights: result.rows, total_insight_count: result.total };
    },
  );
  app.get(
    '/insights/:insight_uuid',
    { schema: { tags: ['insights'], operationId: 'getInsight', summary: 'Get one insight', params: insightParams, response: { 200: InsightList, ...errorResponses() } } },
    async (request) => {
      const insight = await services.getInsight(request.organizationUuid, request.params.insight_uuid);
      if (!insight) throw notFound(`Insight ${request.params.insight_uuid}`);
      return { insights: [insight], total_insight_count: 1 };
    },
  );
  app.get(
    '/insights/:insight_uuid/highlights',
    { schema: { tags: ['insights'], operationId: 'listInsightHighlights', summary: 'Evidence of an insight, newest first', params: insightParams, querystring: InsightListQuery, response: { 200: EvidenceList, ...errorResponses() } } },
    async (request) => {
      const result = await services.insightEvidence(request.organizationUuid, request.params.insight_uuid, page(request.query));
      if (!result) throw notFound(`Insight ${request.params.insight_uuid}`);
      return { highlights: result.rows, total_highlight_count: result.total };
    },
  );

  app.get(
    '/insights/:insight_uuid/similar',
    {
      schema: {
        tags: ['insights'],
        operationId: 'listSimilarInsights',
        summary: 'Insights most like this one, the most similar first',
        description:
          'The candidates to merge into this insight (POST /insights/{uuid}/merge): of the other insights it could be merged with (praise with praise, the rest with the rest), the 30 whose themes are most alike to this one’s, ranked again with the feedback behind their newest highlights (customers who word one thing differently still tend to tell the same story around it). `total_insight_count` counts those ranked (at most 30).',
        params: insightParams,
        querystring: SimilarQuery,
        response: { 200: Type.Object({ insights: Type.Array(Type.Ref('SimilarInsight')), total_insight_count: Type.Integer({ minimum: 0 }) }), ...errorResponses() },
      },
    },
    async (request) => {
      const result = await services.similarInsights(request.organizationUuid, request.params.insight_uuid, page(request.query));
      if (!result) throw notFound(`Insight ${request.params.insight_uuid}`);
      return { insights: result.rows, total_insight_count: result.total };
    },
  );
  app.post(
    '/insights/:insight_uuid/merge',
    {
      schema: {
        tags: ['insights'],
        operationId: 'mergeInsights',
        summary: 'Merge other insights into this one',
        description:
          'For one thing the engine found as several themes. Their highlights join this insight, which keeps its uuid, and they are deleted (their uuids are then 404), with their issues: an issue of theirs becomes this insight’s only if it has none. Praise is never merged with problems, requests or other remarks (a 400). Counts, kind, title and keywords follow the evidence it now has; later feedback like what was merged can join it, and the background pass never takes evidence away from it. A merge cannot be undone.',
        params: insightParams,
        body: InsightMerge,
        response: { 200: Type.Object({ insights: Type.Array(Type.Ref('Insight')) }), ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      const sources = mergeSources(request.body.insight_uuids, request.params.insight_uuid, 'insight_uuids');
      const insight = await services.mergeInsights(request.organizationUuid, request.params.insight_uuid, sources);
      if (!insight) throw notFound(`Insight ${request.params.insight_uuid}`);
      return { insights: [insight] };
    },
  );
  app.get(
    '/issues',
    { schema: { tags: ['issues'], operationId: 'listIssues', summary: 'Issues across the organization, most customers first', params: OrgParams, querystring: IssueListQuery, response: { 200: IssueList, ...errorResponses() } } },
    async (request) => {
      const result = await services.listIssues(request.organizationUuid, organization, issueFilter(request.query), page(request.query));
      return { issues: result.rows, total_issue_count: result.total };
    },
  );
  app.get(
    '/issues/:issue_uuid',
    { schema: { tags: ['issues'], operationId: 'getIssue', summary: 'Get one issue', params: issueParams, response: { 200: IssueList, ...errorResponses() } } },
    async (request) => {
      const issue = await services.getIssue(request.organizationUuid, request.params.issue_uuid);
      if (!issue) throw notFound(`Issue ${request.params.issue_uuid}`);
      return { issues: [issue], total_issue_count: 1 };
    },
  );
  app.get(
    '/issues/:issue_uuid/highlights',
    { schema: { tags: ['issues'], operationId: 'listIssueHighlights', summary: 'Evidence of an issue, newest first', params: issueParams, querystring: InsightListQuery, response: { 200: EvidenceList, ...errorResponses() } } },
    async (request) => {
      const result = await services.issueEvidence(request.organizationUuid, request.params.issue_uuid, page(request.query));
      if (!result) throw notFound(`Issue ${request.params.issue_uuid}`);
      return { highlights: result.rows, total_highlight_count: result.total };
    },
  );
  app.get(
    '/issues/:issue_uuid/similar',
    {
      schema: {
        tags: ['issues'],
        operationId: 'listSimilarIssues',
        summary: 'Issues most like this one, the most similar first',
        description:
          'The candidates to merge into this issue (POST /issues/{uuid}/merge) when customers worded one problem in ways the engine kept apart: of the other issues of the organization, whatever their status, the 30 whose themes are most alike to this one’s, ranked again with the feedback behind their newest highlights (customers who word one problem differently still tend to tell the same story around it). `total_issue_count` counts those ranked (at most 30).',
        params: issueParams,
        querystring: SimilarQuery,
        response: { 200: Type.Object({ issues: Type.Array(Type.Ref('SimilarIssue')), total_issue_count: Type.Integer({ minimum: 0 }) }), ...errorResponses() },
      },
    },
    async (request) => {
      const result = await services.similarIssues(request.organizationUuid, request.params.issue_uuid, page(request.query));
      if (!result) throw notFound(`Issue ${request.params.issue_uuid}`);
      return { issues: result.rows, total_issue_count: result.total };
    },
  );
  app.post(
    '/issues/:issue_uuid/merge',
    {
      schema: {
        tags: ['issues'],
        operationId: 'mergeIssues',
        summary: 'Merge other issues into this one',
        description:
          'For one problem the engine filed as several issues. Their themes join this issue’s theme with all their highlights, and their issues are deleted (their uuids are then 404). This issue keeps its status, title and description; its counts, category and generated title follow the evidence it now has. Its statistics then hold theirs, so later feedback like what was merged can join it, and the background pass never takes evidence away from it. A merge cannot be undone.',
        params: issueParams,
        body: IssueMerge,
        response: { 200: Type.Object({ issues: Type.Array(Type.Ref('Issue')) }), ...errorResponses(413, 415) },
      },
    },
    async (request) => {
      const sources = mergeSources(request.body.issue_uuids, request.params.issue_uuid, 'issue_uuids');
      const issue = await services.mergeIssues(request.organizationUuid, request.params.issue_uuid, sources);
      if (!issue) throw notFound(`Issue ${request.params.issue_uuid}`);
      return { issues: [issue] };
    },
  );
  for (const method of UPDATE_METHODS) {
    app[method](
      '/issues/:issue_uuid',
      {
        schema: updateSchemaFor(method, {
          tags: ['issues'],
          operationId: 'updateIssue',
          summary: 'Change an issue’s status, title or description',
          params: issueParams,
          body: IssueUpdate,
          response: { 200: Type.Object({ issues: Type.Array(Type.Ref('Issue')) }), ...errorResponses(409, 413, 415) },
        }),
      },
      async (request) => {
        const title = typeof request.body.title === 'string' ? request.body.title.trim() : request.body.title;
        if (title === '') throw badRequest([{ name: 'title', in: 'body', message: 'must not be blank' }]);
        const issue = await services.updateIssue(request.organizationUuid, request.params.issue_uuid, { status: request.body.status, title, description: request.body.description });
        if (!issue) throw notFound(`Issue ${request.params.issue_uuid}`);
        return { issues: [issue] };
      },
    );
  }};
