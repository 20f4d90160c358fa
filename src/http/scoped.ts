import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses, page, withId } from './common.js';
import { FeedbackListQuery, FeedbackListResponse, feedbackFilter } from './feedbacks.js';
import { InsightList, InsightListQuery, IssueList, IssueListQuery, issueFilter } from './insights.js';
import type { Services } from '../domain/services.js';

interface Scope {
  kind: 'company' | 'customer';
  /** `companies` or `customers`: the path segment and the tag. */
  plural: 'companies' | 'customers';
  /** Answers 404 when the company or customer does not exist in the organization. */
  require: (services: Services, organizationUuid: string, uuid: string) => Promise<unknown>;
  feedbackSummary: string;
}

/**
 * The feedback, insights and issues of one company or one customer: the same three routes under
 * both, counted over that company's or customer's feedback.
 */
export function scopedRoutes(scope: Scope): FastifyPluginAsyncTypebox {
  return async (app) => {
    const { services } = app;
    const param = scope.kind === 'company' ? 'company_uuid' : 'customer_uuid';
    const base = `/${scope.plural}/:${param}`;
    const params = withId(param);
    const tags = [scope.plural];
    const uuidOf = (request: { params: unknown }) => (request.params as Record<string, string>)[param]!;
    const themeScope = (uuid: string) => ({ kind: scope.kind, uuid });
    /** listCompanyFeedbacks, listCustomerInsights ... */
    const operationId = (what: string) => `list${scope.kind === 'company' ? 'Company' : 'Customer'}${what}`;

    app.get(
      `${base}/feedbacks`,
      { schema: { tags, operationId: operationId('Feedbacks'), summary: scope.feedbackSummary, params, querystring: FeedbackListQuery, response: { 200: FeedbackListResponse, ...errorResponses() } } },
      async (request) => {
        const uuid = uuidOf(request);
        await scope.require(services, request.organizationUuid, uuid);
        const q = request.query;
        const filter = { ...feedbackFilter(q), ...(scope.kind === 'company' ? { companyUuids: [uuid] } : { customerUuids: [uuid] }) };
        const result = await services.feedbacks.list(request.organizationUuid, filter, { sortBy: q.sort_by, direction: q.sort_direction, ...page(q) });
        return { feedbacks: result.rows, total_feedback_count: result.total };
      },
    );

    app.get(
      `${base}/insights`,
      {
        schema: {
          tags,
          operationId: operationId('Insights'),
          summary: `Insights in the ${scope.kind}’s feedback, counted over it, most customers first`,
          params,
          querystring: InsightListQuery,
          response: { 200: InsightList, ...errorResponses() },
        },
      },
      async (request) => {
        const uuid = uuidOf(request);
        await scope.require(services, request.organizationUuid, uuid);
        const result = await services.listInsights(request.organizationUuid, themeScope(uuid), page(request.query));
        return { insights: result.rows, total_insight_count: result.total };
      },
    );

    app.get(
      `${base}/issues`,
      {
        schema: {
          tags,
          operationId: operationId('Issues'),
          summary: `Issues raised in the ${scope.kind}’s feedback, counted over it, most customers first`,
          params,
          querystring: IssueListQuery,
          response: { 200: IssueList, ...errorResponses() },
        },
      },
      async (request) => {
        const uuid = uuidOf(request);
        await scope.require(services, request.organizationUuid, uuid);
        const result = await services.listIssues(request.organizationUuid, themeScope(uuid), issueFilter(request.query), page(request.query));
        return { issues: result.rows, total_issue_count: result.total };
      },
    );
  };
}
