import { Type, type Static } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Nullable, OrgParams, PageQuery, Timestamp, Uuid, errorResponses, page, stringList, withId } from './common.js';
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
const IssueStatus = Type.Union(
  ISSUE_STATUSES.map((status) => Type.Literal(status)),
  { description: 'open -> in_progress -> resolved; open or in_progress -> dismissed; resolved or dismissed -> open. Other moves: 409' },
);

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

export const InsightListQuery = Type.Object({ ...PageQuery(100) });
export const IssueListQuery = Type.Object({
  ...PageQuery(100),
  statuses: Type.Optional(Type.String({ description: `Comma-separated statuses: ${ISSUE_STATUSES.join(', ')}` })),
  categories: Type.Optional(Type.String({ description: `Comma-separated categories: ${ISSUE_CATEGORIES.join(', ')}` })),
});
export const InsightList = Type.Object({ insights: Type.Array(Type.Ref('Insight')), total_insight_count: Type.Integer() });
export const IssueList = Type.Object({ issues: Type.Array(Type.Ref('Issue')), total_issue_count: Type.Integer() });
const EvidenceList = Type.Object({ highlights: HighlightList, total_highlight_count: Type.Integer() });

const IssueUpdate = Type.Object(
  {
    status: Type.Optional(IssueStatus),
    title: Type.Optional(Nullable(Type.String({ minLength: 1, maxLength: 200, description: 'null: follow the theme’s title again' }))),
    description: Type.Optional(Nullable(Type.String({ maxLength: 10_000, description: 'null: follow the generated description again' }))),
  },
  { additionalProperties: false },
);

/** Parses the issue list filters; unknown values are a 400 listing the allowed ones. */
export function issueFilter(q: Static<typeof IssueListQuery>): IssueFilter {
  const filter: IssueFilter = {};
  for (const [name, allowed, key] of [
    ['statuses', ISSUE_STATUSES, 'statuses'],
    ['categories', ISSUE_CATEGORIES, 'categories'],
  ] as const) {
    const values = stringList(q, name);
    if (!values) continue;
    const bad = values.filter((value) => !(allowed as readonly string[]).includes(value));
    if (bad.length > 0) throw badRequest([{ name, in: 'query', message: `unknown: ${bad.join(', ')}; allowed: ${allowed.join(', ')}` }]);
    filter[key] = values;
  }
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
    { schema: { tags: ['insights'], summary: 'Get one insight', params: insightParams, response: { 200: InsightList, ...errorResponses() } } },
    async (request) => {
      const insight = await services.getInsight(request.organizationUuid, request.params.insight_uuid);
      if (!insight) throw notFound(`Insight ${request.params.insight_uuid}`);
      return { insights: [insight], total_insight_count: 1 };
    },
  );
  app.get(
    '/insights/:insight_uuid/highlights',
    { schema: { tags: ['insights'], summary: 'Evidence of an insight, newest first', params: insightParams, querystring: InsightListQuery, response: { 200: EvidenceList, ...errorResponses() } } },
    async (request) => {
      const result = await services.insightEvidence(request.organizationUuid, request.params.insight_uuid, page(request.query));
      if (!result) throw notFound(`Insight ${request.params.insight_uuid}`);
      return { highlights: result.rows, total_highlight_count: result.total };
    },
  );

  app.get(
    '/issues',
    { schema: { tags: ['issues'], summary: 'Issues across the organization, most customers first', params: OrgParams, querystring: IssueListQuery, response: { 200: IssueList, ...errorResponses() } } },
    async (request) => {
      const result = await services.listIssues(request.organizationUuid, organization, issueFilter(request.query), page(request.query));
      return { issues: result.rows, total_issue_count: result.total };
    },
  );
  app.get(
    '/issues/:issue_uuid',
    { schema: { tags: ['issues'], summary: 'Get one issue', params: issueParams, response: { 200: IssueList, ...errorResponses() } } },
    async (request) => {
      const issue = await services.getIssue(request.organizationUuid, request.params.issue_uuid);
      if (!issue) throw notFound(`Issue ${request.params.issue_uuid}`);
      return { issues: [issue], total_issue_count: 1 };
    },
  );
  app.get(
    '/issues/:issue_uuid/highlights',
    { schema: { tags: ['issues'], summary: 'Evidence of an issue, newest first', params: issueParams, querystring: InsightListQuery, response: { 200: EvidenceList, ...errorResponses() } } },
    async (request) => {
      const result = await services.issueEvidence(request.organizationUuid, request.params.issue_uuid, page(request.query));
      if (!result) throw notFound(`Issue ${request.params.issue_uuid}`);
      return { highlights: result.rows, total_highlight_count: result.total };
    },
  );
  app.put(
    '/issues/:issue_uuid',
    {
      schema: {
        tags: ['issues'],
        summary: 'Change an issue’s status, title or description',
        params: issueParams,
        body: IssueUpdate,
        response: { 200: Type.Object({ issues: Type.Array(Type.Ref('Issue')) }), ...errorResponses(409, 413, 415) },
      },
    },
    async (request) => {
      const title = typeof request.body.title === 'string' ? request.body.title.trim() : request.body.title;
      if (title === '') throw badRequest([{ name: 'title', in: 'body', message: 'must not be blank' }]);
      const issue = await services.updateIssue(request.organizationUuid, request.params.issue_uuid, { ...request.body, title });
      if (!issue) throw notFound(`Issue ${request.params.issue_uuid}`);
      return { issues: [issue] };
    },
  );
};
