/**
 * Program calls: the program cards of each type, a program's detail and its
 * lecturers. Paths and cache lifetimes: content/api.ts.
 */
import type {TypeBoxTypeProvider} from '@fastify/type-provider-typebox';
import type {FastifyInstance} from 'fastify';
import {ENDPOINTS} from '../../../../../content/api';
import {ANSWER_SCHEMAS} from '../../../../../content/schemas/answers';
import Type from 'typebox';
import {findProgramDetail, listProgramLecturers, listPrograms} from '../../../db/repositories/academics-repository';
import {errorResponses, LangParamsSchema, LangQuerySchema, ProgramTagSegment} from '../../../schemas/common';
import {toLocale} from '../../../../../content/locales';

const ProgramLangParams = Type.Object({program: ProgramTagSegment, lang: LangParamsSchema.properties.lang});
const ProgramParams = Type.Object({program: ProgramTagSegment});

/** Registers the program routes. */
export default async function programRoutes(app: FastifyInstance): Promise<void> {
  const fastify = app.withTypeProvider<TypeBoxTypeProvider>();

  for (const [type, endpoint] of [
    ['graduate-programs', ENDPOINTS.graduatePrograms],
    ['undergraduate-programs', ENDPOINTS.undergraduatePrograms],
  ] as const) {
    fastify.get(
      endpoint.route,
      {schema: {params: LangParamsSchema, querystring: LangQuerySchema, response: {200: ANSWER_SCHEMAS.graduatePrograms, ...errorResponses}}},
      (request, reply) => {
        const lang = toLocale(request.params.lang);
        return reply.answer({
          key: `programs/${type}/${lang}`,
          maxAge: endpoint.maxAge,
          load: () => listPrograms(fastify.db, type, lang),
        });
      },
    );
  }

  fastify.get(
    ENDPOINTS.programDetails.route,
    {schema: {params: ProgramLangParams, querystring: LangQuerySchema, response: {200: ANSWER_SCHEMAS.programDetails, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      const {program} = request.params;
      return reply.answer({
        key: `program/${program}/${lang}`,
        maxAge: ENDPOINTS.programDetails.maxAge,
        load: () => findProgramDetail(fastify.db, program, lang),
        notFoundMessage: `There is no program "${program}".`,
      });
    },
  );

  fastify.get(
    ENDPOINTS.programLecturers.route,
    {
      schema: {
        params: ProgramParams,
        querystring: LangQuerySchema,
        response: {200: ANSWER_SCHEMAS.programLecturers, ...errorResponses},
      },
    },
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      const {program} = request.params;
      return reply.answer({
        key: `program/${program}/lecturers/${lang}`,
        maxAge: ENDPOINTS.programLecturers.maxAge,
        load: () => listProgramLecturers(fastify.db, program, lang),
        notFoundMessage: `There is no program "${program}".`,
      });
    },
  );
}
