import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { LabelRepository, Persona } from '../store/personas.js';
import { Nullable, OrgParams, PageQuery, SortBy, SortDirection, Timestamp, Uuid, errorResponses, page, withId, Ignored, UPDATE_METHODS, updateSchemaFor } from './common.js';
import { ProblemError, notFound } from './errors.js';
import { optionalText } from './fields.js';
import { uuidv7 } from '../store/ids.js';

const labelFields = {
  uuid: Uuid,
  organization_uuid: Uuid,
  name: Nullable(Type.String()),
  description: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
};
export const SpaceSchema = Type.Object({ ...labelFields, feedback_count: Type.Integer() }, { $id: 'Space' });
export const PersonaSchema = Type.Object(labelFields, { $id: 'Persona' });

const readOnly = Object.fromEntries(
  ['organization_uuid', 'created_at', 'updated_at', 'feedback_count'].map((name) => [name, Ignored()]),
);
const writable = {
  name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
  description: Type.Optional(Nullable(Type.String({ maxLength: 10_000 }))),
};
const LabelCreate = Type.Object(
  { uuid: Type.Optional(Type.String({ format: 'uuid', description: 'Choose the uuid (as already used in references); default: a new one' })), ...writable, ...readOnly },
  { additionalProperties: false },
);
const LabelUpdate = Type.Object({ uuid: Ignored(), ...writable, ...readOnly }, { additionalProperties: false });
const LabelQuery = Type.Object({ ...PageQuery(1000), sort_by: SortBy(['created_at', 'updated_at', 'name'], 'created_at'), sort_direction: SortDirection });

/**
 * Spaces and personas: api-v1.md refers to them by uuid only; these extension routes list them and
 * give them names. Both have the same shape, so one definition serves both.
 */
function labelResource(plural: 'spaces' | 'personas', schemaId: 'Space' | 'Persona', repository: (app: Parameters<FastifyPluginAsyncTypebox>[0]) => LabelRepository<Persona>) {
  const singular = plural.slice(0, -1);
  const param = `${singular}_uuid` as const;
  const tags = [plural];
  const List = Type.Object({ [plural]: Type.Array(Type.Ref(schemaId)), [`total_${singular}_count`]: Type.Integer() });
  const One = Type.Object({ [plural]: Type.Array(Type.Ref(schemaId)) });
  const Params = withId(param);
  /** listSpaces, createPersona ... */
  const Plural = plural[0]!.toUpperCase() + plural.slice(1);
  const Singular = singular[0]!.toUpperCase() + singular.slice(1);

  const plugin: FastifyPluginAsyncTypebox = async (app) => {
    const repo = repository(app);
    const inputOf = (body: Record<string, unknown>) => ({ name: optionalText(body, 'name'), description: optionalText(body, 'description') });

    app.get(`/${plural}`, { schema: { tags, operationId: `list${Plural}`, summary: `List ${plural}`, params: OrgParams, querystring: LabelQuery, response: { 200: List, ...errorResponses() } } }, async (request) => {
      const q = request.query;
      const result = await repo.list(request.organizationUuid, { sortBy: q.sort_by, direction: q.sort_direction, ...page(q) });
      return { [plural]: result.rows, [`total_${singular}_count`]: result.total };
    });

    app.post(
      `/${plural}`,
      { schema: { tags, operationId: `create${Singular}`, summary: `Create a ${singular}`, params: OrgParams, body: LabelCreate, response: { 201: One, ...errorResponses(409, 413, 415) } } },
      async (request, reply) => {
        const uuid = request.body.uuid?.toLowerCase();
        if (uuid && (await repo.get(request.organizationUuid, uuid))) throw new ProblemError(409, `${singular} ${uuid} already exists; change it with PUT.`);
        const record = await repo.create(request.organizationUuid, uuid ?? uuidv7(), inputOf(request.body));
        reply.code(201).header('location', `/api/v1/organizations/${request.organizationUuid}/${plural}/${record.uuid}`);
        return { [plural]: [record] };
      },
    );

    app.get(`/${plural}/:${param}`, { schema: { tags, operationId: `get${Singular}`, summary: `Get one ${singular}`, params: Params, response: { 200: List, ...errorResponses() } } }, async (request) => {
      const id = (request.params as Record<string, string>)[param]!;
      const record = await repo.get(request.organizationUuid, id);
      if (!record) throw notFound(`${singular} ${id}`);
      return { [plural]: [record], [`total_${singular}_count`]: 1 };
    });

    for (const method of UPDATE_METHODS) {
      app[method](
        `/${plural}/:${param}`,
        { schema: updateSchemaFor(method, { tags, operationId: `update${Singular}`, summary: `Name or describe a ${singular}`, params: Params, body: LabelUpdate, response: { 200: One, ...errorResponses(413, 415) } }) },
        async (request) => {
          const id = (request.params as Record<string, string>)[param]!;
          const record = await repo.update(request.organizationUuid, id, inputOf(request.body));
          if (!record) throw notFound(`${singular} ${id}`);
          return { [plural]: [record] };
        },
      );
    }
  };
  return plugin;
}

export const labelRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(labelResource('spaces', 'Space', (a) => a.services.spaces));
  await app.register(labelResource('personas', 'Persona', (a) => a.services.personas));
};
