/** The research call (spec 2 §7): faculty publications, newest first. */
import type {TypeBoxTypeProvider} from '@fastify/type-provider-typebox';
import type {FastifyInstance} from 'fastify';
import Type from 'typebox';
import {listPublications} from '../../../db/repositories/career-repository';
import {PublicationSchema} from '../../../schemas/career';
import {errorResponses, LangQuerySchema, toLocale} from '../../../schemas/common';
import {CACHE_TIME} from '../cache-times';

/** Registers the research routes. */
export default async function researchRoutes(app: FastifyInstance): Promise<void> {
  const fastify = app.withTypeProvider<TypeBoxTypeProvider>();

  fastify.get(
    '/research/faculty-publications',
    {schema: {querystring: LangQuerySchema, response: {200: Type.Array(PublicationSchema), ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      return reply.answer({
        key: `research/publications/${lang}`,
        maxAge: CACHE_TIME.lists,
        load: () => listPublications(fastify.db, lang),
      });
    },
  );
}
