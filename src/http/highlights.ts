import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HIGHLIGHT_SORTS } from '../store/feedbacks.js';
import { OrgParams, PageQuery, SortBy, SortDirection, Timestamp, Uuid, errorResponses, page, withId, Ignored, UPDATE_METHODS, updateSchemaFor } from './common.js';
import { notFound } from './errors.js';

export const HighlightSchema = Type.Object(
  {
    uuid: Uuid,
    organization_uuid: Uuid,
    feedback_uuid: Uuid,
    customer_uuid: Uuid,
    quote: Type.String({ description: 'The sentence quoted: feedback_contents.slice(start, end)' }),
    start: Type.Integer({ minimum: 0, description: 'Offset of the quote in feedback_contents (UTF-16 code units)' }),
    end: Type.Integer({ minimum: 0 }),
    category: Type.Union(['praise', 'complaint', 'bug', 'feature_request', 'question', 'other'].map((value) => Type.Literal(value))),
    sentiment_score: Type.Number({ minimum: -1, maximum: 1 }),
    liked: Type.Boolean(),
    archived: Type.Boolean(),
    created_at: Timestamp,
    updated_at: Timestamp,
  },
  { $id: 'Highlight' },
);
export const HighlightRef = Type.Ref('Highlight');
export const HighlightList = Type.Array(HighlightRef);

export const HighlightListQuery = Type.Object({
  ...PageQuery(100),
  sort_by: SortBy([...HIGHLIGHT_SORTS], 'sentiment'),
  sort_direction: SortDirection,
  liked_only: Type.Boolean({ default: false, description: 'Only liked highlights' }),
  include_archived: Type.Boolean({ default: false, description: 'Include archived highlights' }),
});

const HighlightUpdate = Type.Object(
  {
    liked: Type.Optional(Type.Boolean()),
    archived: Type.Optional(Type.Boolean()),
    ...Object.fromEntries(
      ['uuid', 'organization_uuid', 'feedback_uuid', 'customer_uuid', 'quote', 'start', 'end', 'category', 'sentiment_score', 'created_at', 'updated_at'].map((name) => [
        name,
        Ignored(),
      ]),
    ),
  },
  { additionalProperties: false },
);

const TopHighlights = Type.Object({
  feedback_highlights: HighlightList,
  total_highlight_count: Type.Integer(),
  total_customer_count: Type.Integer({ description: 'Distinct customers among all matching highlights' }),
});
const OneHighlight = Type.Object({ feedback_highlights: HighlightList });
const HighlightParams = withId('highlight_uuid');

export const highlightRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { services } = app;
  const tags = ['highlights'];

  app.get(
    '/feedback_highlights',
    {
      schema: {
        tags,
        operationId: 'listHighlights',
        summary: 'Top highlights of the organization (archived ones only with include_archived=true)',
        params: OrgParams,
        querystring: HighlightListQuery,
        response: { 200: TopHighlights, ...errorResponses() },
      },
    },
    async (request) => {
      const q = request.query;
      const result = await services.feedbacks.listHighlights(
        request.organizationUuid,
        { likedOnly: q.liked_only, includeArchived: q.include_archived },
        { sortBy: q.sort_by, direction: q.sort_direction, ...page(q) },
      );
      return { feedback_highlights: result.rows, total_highlight_count: result.total, total_customer_count: result.customerCount };
    },
  );

  app.get(
    '/feedback_highlights/:highlight_uuid',
    { schema: { tags, operationId: 'getHighlight', summary: 'Get one highlight', params: HighlightParams, response: { 200: Type.Object({ feedback_highlights: HighlightList, total_highlight_count: Type.Integer() }), ...errorResponses() } } },
    async (request) => {
      const highlight = await services.feedbacks.getHighlight(request.organizationUuid, request.params.highlight_uuid);
      if (!highlight) throw notFound(`Highlight ${request.params.highlight_uuid}`);
      // A total of 1, as every single read of the extension routes gives.
      return { feedback_highlights: [highlight], total_highlight_count: 1 };
    },
  );

  for (const method of UPDATE_METHODS) {
    app[method](
      '/feedback_highlights/:highlight_uuid',
      {
        schema: updateSchemaFor(method, { tags, operationId: 'updateHighlight', summary: 'Like or archive a highlight', params: HighlightParams, body: HighlightUpdate, response: { 200: OneHighlight, ...errorResponses(413, 415) } }),
      },
      async (request) => {
        const highlight = await services.updateHighlight(request.organizationUuid, request.params.highlight_uuid, {
          liked: request.body.liked,
          archived: request.body.archived,
        });
        if (!highlight) throw notFound(`Highlight ${request.params.highlight_uuid}`);
        return { feedback_highlights: [highlight] };
      },
    );
  }
};
