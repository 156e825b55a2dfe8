/**
 * Faculty and lecturer calls: a faculty with its
 * programs and files, its lecturers, and one lecturer's profile.
 */
import type {TypeBoxTypeProvider} from '@fastify/type-provider-typebox';
import type {FastifyInstance} from 'fastify';
import {ENDPOINTS} from '../../../../../content/api';
import {ANSWER_SCHEMAS} from '../../../../../content/schemas/answers';
import Type from 'typebox';
import {findFaculty, findLecturer, listFacultyLecturers} from '../../../db/repositories/academics-repository';
import {errorResponses, FacultyKeySegment, IdSegment, LangQuerySchema, LangSegment} from '../../../schemas/common';
import {toLocale} from '../../../../../content/locales';

/** Registers the faculty and lecturer routes. */
export default async function facultyRoutes(app: FastifyInstance): Promise<void> {
  const fastify = app.withTypeProvider<TypeBoxTypeProvider>();

  // Registered before `/faculty/:faculty/:lang`; the router prefers the
  // static segment anyway, so no language can be called "lecturers".
  fastify.get(
    ENDPOINTS.facultyLecturers.route,
    {
      schema: {
        params: Type.Object({faculty: FacultyKeySegment}),
        querystring: LangQuerySchema,
        response: {200: ANSWER_SCHEMAS.facultyLecturers, ...errorResponses},
      },
    },
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      const {faculty} = request.params;
      return reply.answer({
        key: `faculty/${faculty}/lecturers/${lang}`,
        maxAge: ENDPOINTS.facultyLecturers.maxAge,
        load: () => listFacultyLecturers(fastify.db, faculty, lang),
        notFoundMessage: `There is no faculty "${faculty}".`,
      });
    },
  );

  fastify.get(
    ENDPOINTS.faculty.route,
    {
      schema: {
        params: Type.Object({faculty: FacultyKeySegment, lang: LangSegment}),
        querystring: LangQuerySchema,
        response: {200: ANSWER_SCHEMAS.faculty, ...errorResponses},
      },
    },
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      const {faculty} = request.params;
      return reply.answer({
        key: `faculty/${faculty}/${lang}`,
        maxAge: ENDPOINTS.faculty.maxAge,
        load: () => findFaculty(fastify.db, faculty, lang),
        notFoundMessage: `There is no faculty "${faculty}".`,
      });
    },
  );

  fastify.get(
    ENDPOINTS.lecturer.route,
    {
      schema: {
        params: Type.Object({lecturerId: IdSegment}),
        querystring: LangQuerySchema,
        response: {200: ANSWER_SCHEMAS.lecturer, ...errorResponses},
      },
    },
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      const id = Number(request.params.lecturerId);
      return reply.answer({
        key: `lecturer/${id}/${lang}`,
        maxAge: ENDPOINTS.lecturer.maxAge,
        load: async () => {
          const profile = await findLecturer(fastify.db, id, lang);
          return profile === undefined ? undefined : {lecturer: [profile]};
        },
        notFoundMessage: `There is no lecturer with id ${id}.`,
      });
    },
  );
}
