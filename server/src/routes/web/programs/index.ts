/**
 * Program calls (spec 2 §7; DESIGN §4): the program cards of each type, a
 * program's detail and its lecturers.
 */
import type {TypeBoxTypeProvider} from '@fastify/type-provider-typebox';
import type {FastifyInstance} from 'fastify';
import Type from 'typebox';
import {findProgramDetail, listProgramLecturers, listPrograms} from '../../../db/repositories/academics-repository';
import {LecturerCardSchema, ProgramCardSchema, ProgramDetailSchema} from '../../../schemas/academics';
import {errorResponses, LangParamsSchema, LangQuerySchema, ProgramTagSegment, toLocale} from '../../../schemas/common';
import {CACHE_TIME} from '../cache-times';

const ProgramLangParams = Type.Object({program: ProgramTagSegment, lang: LangParamsSchema.properties.lang});
const ProgramParams = Type.Object({program: ProgramTagSegment});

/** Registers the program routes. */
export default async function programRoutes(app: FastifyInstance): Promise<void> {
  const fastify = app.withTypeProvider<TypeBoxTypeProvider>();

  for (const type of ['graduate-programs', 'undergraduate-programs'] as const) {
    fastify.get(
      `/programs/${type}/:lang`,
      {schema: {params: LangParamsSchema, querystring: LangQuerySchema, response: {200: Type.Array(ProgramCardSchema), ...errorResponses}}},
      (request, reply) => {
        const lang = toLocale(request.params.lang);
        return reply.answer({
          key: `programs/${type}/${lang}`,
          maxAge: CACHE_TIME.academics,
          load: () => listPrograms(fastify.db, type, lang),
        });
      },
    );
  }

  fastify.get(
    '/program/program-details/:program/:lang',
    {schema: {params: ProgramLangParams, querystring: LangQuerySchema, response: {200: ProgramDetailSchema, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      const {program} = request.params;
      return reply.answer({
        key: `program/${program}/${lang}`,
        maxAge: CACHE_TIME.academics,
        load: () => findProgramDetail(fastify.db, program, lang),
        notFoundMessage: `There is no program "${program}".`,
      });
    },
  );

  fastify.get(
    '/program/lecturers/:program',
    {
      schema: {
        params: ProgramParams,
        querystring: LangQuerySchema,
        response: {200: Type.Array(LecturerCardSchema), ...errorResponses},
      },
    },
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      const {program} = request.params;
      return reply.answer({
        key: `program/${program}/lecturers/${lang}`,
        maxAge: CACHE_TIME.academics,
        load: () => listProgramLecturers(fastify.db, program, lang),
        notFoundMessage: `There is no program "${program}".`,
      });
    },
  );
}
