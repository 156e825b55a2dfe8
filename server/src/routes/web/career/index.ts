/**
 * Careers calls (spec 2 §7; DESIGN §4): job openings, inspire issues and
 * employees of the month.
 */
import type {TypeBoxTypeProvider} from '@fastify/type-provider-typebox';
import type {FastifyInstance} from 'fastify';
import Type from 'typebox';
import {findEmployee, findJob, listEmployees, listInspires, listJobs} from '../../../db/repositories/career-repository';
import {EmployeeAnswerSchema, EmployeesAnswerSchema, InspiresAnswerSchema, JobSchema} from '../../../schemas/career';
import {errorResponses, IdSegment, LangParamsSchema, LangQuerySchema, LangSegment, toLocale} from '../../../schemas/common';
import {CACHE_TIME} from '../cache-times';

/** Registers the careers routes. */
export default async function careerRoutes(app: FastifyInstance): Promise<void> {
  const fastify = app.withTypeProvider<TypeBoxTypeProvider>();

  fastify.get(
    '/career/current-opportunities',
    {schema: {querystring: LangQuerySchema, response: {200: Type.Array(JobSchema), ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      return reply.answer({key: `career/jobs/${lang}`, maxAge: CACHE_TIME.lists, load: () => listJobs(fastify.db, lang)});
    },
  );

  fastify.get(
    '/career/current-opportunities/position/:positionId',
    {
      schema: {
        params: Type.Object({positionId: IdSegment}),
        querystring: LangQuerySchema,
        response: {200: JobSchema, ...errorResponses},
      },
    },
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      const id = Number(request.params.positionId);
      return reply.answer({
        key: `career/jobs/${id}/${lang}`,
        // The spec states 10 minutes for the job caches, this one included.
        maxAge: CACHE_TIME.lists,
        load: () => findJob(fastify.db, id, lang),
        notFoundMessage: `There is no job opening with id ${id}.`,
      });
    },
  );

  fastify.get(
    '/career/inspires',
    {schema: {querystring: LangQuerySchema, response: {200: InspiresAnswerSchema, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      return reply.answer({
        key: `career/inspires/${lang}`,
        maxAge: CACHE_TIME.fallback,
        load: async () => ({data: await listInspires(fastify.db, lang)}),
      });
    },
  );

  fastify.get(
    '/career/employee-of-the-month/:lang',
    {schema: {params: LangParamsSchema, querystring: LangQuerySchema, response: {200: EmployeesAnswerSchema, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      return reply.answer({
        key: `career/employees/${lang}`,
        maxAge: CACHE_TIME.lists,
        load: async () => ({data: await listEmployees(fastify.db, lang)}),
      });
    },
  );

  fastify.get(
    '/career/employee-of-the-month/:employeeId/:lang',
    {
      schema: {
        params: Type.Object({employeeId: IdSegment, lang: LangSegment}),
        querystring: LangQuerySchema,
        response: {200: EmployeeAnswerSchema, ...errorResponses},
      },
    },
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      const id = Number(request.params.employeeId);
      return reply.answer({
        key: `career/employees/${id}/${lang}`,
        maxAge: CACHE_TIME.fallback,
        load: async () => {
          const employee = await findEmployee(fastify.db, id, lang);
          return employee === undefined ? undefined : {data: employee};
        },
        notFoundMessage: `There is no employee of the month with id ${id}.`,
      });
    },
  );
}
