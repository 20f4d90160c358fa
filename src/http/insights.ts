import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Nullable, OrgParams, PageQuery, Timestamp, Uuid, errorResponses, withId } from './common.js';
import { notFound } from './errors.js';
import { HighlightList } from './highlights.js';

// Insights and issues are derived from highlights by the theme engine. Until it lands these routes
// answer with their full shape and no rows: nothing is ever invented.

const counts = {
  highlight_count: Type.Integer(),
  feedback_count: Type.Integer(),
  customer_count: Type.Integer(),
  average_sentiment: Nullable(Type.Number({ minimum: -1, maximum: 1 })),
};

export const InsightSchema = Type.Object(
  {
    uuid: Uuid,
    title: Type.String(),
    description: Type.String(),
    keywords: Type.Array(Type.String()),
    ...counts,
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Insight', description: 'A theme that recurs across feedback; under a company or customer route, counts are scoped to it' },
);

export const ISSUE_STATUSES = ['open', 'in_progress', 'resolved', 'dismissed'] as const;
const IssueStatus = Type.Union(ISSUE_STATUSES.map((status) => Type.Literal(status)), {
  description: 'open -> in_progress -> resolved; open or in_progress -> dismissed; resolved or dismissed -> open',
});

export const IssueSchema = Type.Object(
  {
    uuid: Uuid,
    title: Type.String(),
    description: Type.String(),
    status: IssueStatus,
    category: Type.String(),
    ...counts,
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Issue', description: 'A problem or request to act on' },
);

export const InsightListQuery = Type.Object({ ...PageQuery(100) });
export const EmptyInsightList = Type.Object({ insights: Type.Array(Type.Ref('Insight')), total_insight_count: Type.Integer() });
export const EmptyIssueList = Type.Object({ issues: Type.Array(Type.Ref('Issue')), total_issue_count: Type.Integer() });
const EvidenceList = Type.Object({ highlights: HighlightList, total_highlight_count: Type.Integer() });

const IssueUpdate = Type.Object(
  {
    status: Type.Optional(IssueStatus),
    title: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    description: Type.Optional(Type.String({ maxLength: 10_000 })),
  },
  { additionalProperties: false },
);

export const insightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const insightParams = withId('insight_uuid');
  const issueParams = withId('issue_uuid');

  app.get(
    '/insights',
    { schema: { tags: ['insights'], summary: 'Themes across the organization’s feedback', params: OrgParams, querystring: InsightListQuery, response: { 200: EmptyInsightList, ...errorResponses() } } },
    async () => ({ insights: [], total_insight_count: 0 }),
  );
  app.get(
    '/insights/:insight_uuid',
    { schema: { tags: ['insights'], summary: 'Get one insight', params: insightParams, response: { 200: Type.Object({ insights: Type.Array(Type.Ref('Insight')) }), ...errorResponses() } } },
    async (request) => {
      throw notFound(`Insight ${request.params.insight_uuid}`);
    },
  );
  app.get(
    '/insights/:insight_uuid/highlights',
    { schema: { tags: ['insights'], summary: 'Evidence of an insight', params: insightParams, querystring: InsightListQuery, response: { 200: EvidenceList, ...errorResponses() } } },
    async (request) => {
      throw notFound(`Insight ${request.params.insight_uuid}`);
    },
  );

  app.get(
    '/issues',
    { schema: { tags: ['issues'], summary: 'Issues across the organization', params: OrgParams, querystring: InsightListQuery, response: { 200: EmptyIssueList, ...errorResponses() } } },
    async () => ({ issues: [], total_issue_count: 0 }),
  );
  app.get(
    '/issues/:issue_uuid',
    { schema: { tags: ['issues'], summary: 'Get one issue', params: issueParams, response: { 200: Type.Object({ issues: Type.Array(Type.Ref('Issue')) }), ...errorResponses() } } },
    async (request) => {
      throw notFound(`Issue ${request.params.issue_uuid}`);
    },
  );
  app.get(
    '/issues/:issue_uuid/highlights',
    { schema: { tags: ['issues'], summary: 'Evidence of an issue', params: issueParams, querystring: InsightListQuery, response: { 200: EvidenceList, ...errorResponses() } } },
    async (request) => {
      throw notFound(`Issue ${request.params.issue_uuid}`);
    },
  );
  app.put(
    '/issues/:issue_uuid',
    {
      schema: {
        tags: ['issues'],
        summary: 'Change an issue’s status, title or description (forbidden status moves: 409)',
        params: issueParams,
        body: IssueUpdate,
        response: { 200: Type.Object({ issues: Type.Array(Type.Ref('Issue')) }), ...errorResponses(409, 413, 415) },
      },
    },
    async (request) => {
      throw notFound(`Issue ${request.params.issue_uuid}`);
    },
  );
};
