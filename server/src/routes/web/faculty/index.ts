/**
 * Faculty and lecturer calls (spec 2 §7; DESIGN §4): a faculty with its
 * programs and files, its lecturers, and one lecturer's profile.
 */
import type {TypeBoxTypeProvider} from '@fastify/type-provider-typebox';
import type {FastifyInstance} from 'fastify';
import Type from 'typebox';
import {findFaculty, findLecturer, listFacultyLecturers} from '../../../db/repositories/academics-repository';
import {FacultyAnswerSchema, FacultyLecturerSchema, LecturerAnswerSchema} from '../../../schemas/academics';
import {
  errorResponses,
  FacultyKeySegment,
  IdSegment,
  LangQuerySchema,
  LangSegment,
  toLocale,
} from '../../../schemas/common';
import {CACHE_TIME} from '../cache-times';

/** Registers the faculty and lecturer routes. */
export default async function facultyRoutes(app: FastifyInstance): Promise<void> {
  const fastify = app.withTypeProvider<TypeBoxTypeProvider>();

  // Registered before `/faculty/:faculty/:lang`; the router prefers the
  // static segment anyway, so no language can be called "lecturers".
  fastify.get(
    '/faculty/:faculty/lecturers',
    {
      schema: {
        params: Type.Object({faculty: FacultyKeySegment}),
        querystring: LangQuerySchema,
        response: {200: Type.Array(FacultyLecturerSchema), ...errorResponses},
      },
    },
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      const {faculty} = request.params;
      return reply.answer({
        key: `faculty/${faculty}/lecturers/${lang}`,
        maxAge: CACHE_TIME.academics,
        load: () => listFacultyLecturers(fastify.db, faculty, lang),
        notFoundMessage: `There is no faculty "${faculty}".`,
      });
    },
  );

  fastify.get(
    '/faculty/:faculty/:lang',
    {
      schema: {
        params: Type.Object({faculty: FacultyKeySegment, lang: LangSegment}),
        querystring: LangQuerySchema,
        response: {200: FacultyAnswerSchema, ...errorResponses},
      },
    },
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      const {faculty} = request.params;
      return reply.answer({
        key: `faculty/${faculty}/${lang}`,
        maxAge: CACHE_TIME.academics,
        load: () => findFaculty(fastify.db, faculty, lang),
        notFoundMessage: `There is no faculty "${faculty}".`,
      });
    },
  );

  fastify.get(
    '/lecturer/:lecturerId',
    {
      schema: {
        params: Type.Object({lecturerId: IdSegment}),
        querystring: LangQuerySchema,
        response: {200: LecturerAnswerSchema, ...errorResponses},
      },
    },
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      const id = Number(request.params.lecturerId);
      return reply.answer({
        key: `lecturer/${id}/${lang}`,
        maxAge: CACHE_TIME.academics,
        load: async () => {
          const profile = await findLecturer(fastify.db, id, lang);
          return profile === undefined ? undefined : {lecturer: [profile]};
        },
        notFoundMessage: `There is no lecturer with id ${id}.`,
      });
    },
  );
}
