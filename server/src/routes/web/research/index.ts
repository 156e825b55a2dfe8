/** The research call: faculty publications, newest first. */
import type {TypeBoxTypeProvider} from '@fastify/type-provider-typebox';
import type {FastifyInstance} from 'fastify';
import {ENDPOINTS} from '../../../../../content/api';
import {ANSWER_SCHEMAS} from '../../../../../content/schemas/answers';
import {listPublications} from '../../../db/repositories/career-repository';
import {errorResponses, LangQuerySchema} from '../../../schemas/common';
import {toLocale} from '../../../../../content/locales';

/** Registers the research routes. */
export default async function researchRoutes(app: FastifyInstance): Promise<void> {
  const fastify = app.withTypeProvider<TypeBoxTypeProvider>();

  fastify.get(
    ENDPOINTS.publications.route,
    {schema: {querystring: LangQuerySchema, response: {200: ANSWER_SCHEMAS.publications, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      return reply.answer({
        key: `research/publications/${lang}`,
        maxAge: ENDPOINTS.publications.maxAge,
        load: () => listPublications(fastify.db, lang),
      });
    },
  );
}
