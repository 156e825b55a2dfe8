/**
 * Careers calls: job openings, inspire issues and
 * employees of the month.
 */
import type {TypeBoxTypeProvider} from '@fastify/type-provider-typebox';
import type {FastifyInstance} from 'fastify';
import {ENDPOINTS} from '../../../../../content/api';
import {ANSWER_SCHEMAS} from '../../../../../content/schemas/answers';
import Type from 'typebox';
import {findEmployee, findJob, listEmployees, listInspires, listJobs} from '../../../db/repositories/career-repository';
import {errorResponses, IdSegment, LangParamsSchema, LangQuerySchema, LangSegment} from '../../../schemas/common';
import {toLocale} from '../../../../../content/locales';

/** Registers the careers routes. */
export default async function careerRoutes(app: FastifyInstance): Promise<void> {
  const fastify = app.withTypeProvider<TypeBoxTypeProvider>();

  fastify.get(
    ENDPOINTS.jobs.route,
    {schema: {querystring: LangQuerySchema, response: {200: ANSWER_SCHEMAS.jobs, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      return reply.answer({key: `career/jobs/${lang}`, maxAge: ENDPOINTS.jobs.maxAge, load: () => listJobs(fastify.db, lang)});
    },
  );

  fastify.get(
    ENDPOINTS.job.route,
    {
      schema: {
        params: Type.Object({positionId: IdSegment}),
        querystring: LangQuerySchema,
        response: {200: ANSWER_SCHEMAS.job, ...errorResponses},
      },
    },
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      const id = Number(request.params.positionId);
      return reply.answer({
        key: `career/jobs/${id}/${lang}`,
        maxAge: ENDPOINTS.job.maxAge,
        load: () => findJob(fastify.db, id, lang),
        notFoundMessage: `There is no job opening with id ${id}.`,
      });
    },
  );

  fastify.get(
    ENDPOINTS.inspires.route,
    {schema: {querystring: LangQuerySchema, response: {200: ANSWER_SCHEMAS.inspires, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.query.lang);
      return reply.answer({
        key: `career/inspires/${lang}`,
        maxAge: ENDPOINTS.inspires.maxAge,
        load: async () => ({data: await listInspires(fastify.db, lang)}),
      });
    },
  );

  fastify.get(
    ENDPOINTS.employees.route,
    {schema: {params: LangParamsSchema, querystring: LangQuerySchema, response: {200: ANSWER_SCHEMAS.employees, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      return reply.answer({
        key: `career/employees/${lang}`,
        maxAge: ENDPOINTS.employees.maxAge,
        load: async () => ({data: await listEmployees(fastify.db, lang)}),
      });
    },
  );

  fastify.get(
    ENDPOINTS.employee.route,
    {
      schema: {
        params: Type.Object({employeeId: IdSegment, lang: LangSegment}),
        querystring: LangQuerySchema,
        response: {200: ANSWER_SCHEMAS.employee, ...errorResponses},
      },
    },
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      const id = Number(request.params.employeeId);
      return reply.answer({
        key: `career/employees/${id}/${lang}`,
        maxAge: ENDPOINTS.employee.maxAge,
        load: async () => {
          const employee = await findEmployee(fastify.db, id, lang);
          return employee === undefined ? undefined : {data: employee};
        },
        notFoundMessage: `There is no employee of the month with id ${id}.`,
      });
    },
  );
}
