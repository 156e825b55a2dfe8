/**
 * News and events calls, `alll-events` (three l's) included: paths and cache
 * lifetimes are in content/api.ts.
 */
import type {TypeBoxTypeProvider} from '@fastify/type-provider-typebox';
import type {FastifyInstance} from 'fastify';
import {ENDPOINTS} from '../../../../../content/api';
import {ANSWER_SCHEMAS} from '../../../../../content/schemas/answers';
import {findEvent, findNews, listEvents, listNews, pickLatestEvents} from '../../../db/repositories/news-repository';
import {errorResponses, IdLangParamsSchema, LangParamsSchema, LangQuerySchema} from '../../../schemas/common';
import {toLocale} from '../../../../../content/locales';
import {kabulToday, nextKabulMidnight} from '../cache-times';

/** How many items the home page's news and events sections show. */
const LATEST_COUNT = 6;

/** Registers the news and events routes. */
export default async function newsRoutes(app: FastifyInstance): Promise<void> {
  const fastify = app.withTypeProvider<TypeBoxTypeProvider>();

  fastify.get(
    ENDPOINTS.latestNews.route,
    {schema: {params: LangParamsSchema, querystring: LangQuerySchema, response: {200: ANSWER_SCHEMAS.latestNews, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      return reply.answer({
        key: `news/latest/${lang}`,
        maxAge: ENDPOINTS.latestNews.maxAge,
        load: () => listNews(fastify.db, lang, LATEST_COUNT),
      });
    },
  );

  fastify.get(
    ENDPOINTS.allNews.route,
    {schema: {params: LangParamsSchema, querystring: LangQuerySchema, response: {200: ANSWER_SCHEMAS.allNews, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      return reply.answer({key: `news/all/${lang}`, maxAge: ENDPOINTS.allNews.maxAge, load: () => listNews(fastify.db, lang)});
    },
  );

  fastify.get(
    ENDPOINTS.newsDetail.route,
    {schema: {params: IdLangParamsSchema, querystring: LangQuerySchema, response: {200: ANSWER_SCHEMAS.newsDetail, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      const id = Number(request.params.id);
      return reply.answer({
        key: `news/${id}/${lang}`,
        maxAge: ENDPOINTS.newsDetail.maxAge,
        // The detail answer is a list of one (the contract of the client in content/answer-shapes.ts).
        load: async () => {
          const item = await findNews(fastify.db, id, lang);
          return item === undefined ? undefined : [item];
        },
        notFoundMessage: `There is no news item with id ${id}.`,
      });
    },
  );

  fastify.get(
    ENDPOINTS.latestEvents.route,
    {schema: {params: LangParamsSchema, querystring: LangQuerySchema, response: {200: ANSWER_SCHEMAS.latestEvents, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      const now = Date.now();
      return reply.answer({
        key: `events/latest/${lang}`,
        maxAge: ENDPOINTS.latestEvents.maxAge,
        // Which events count as coming changes at midnight in Kabul.
        expiresAt: nextKabulMidnight(now),
        load: async () => pickLatestEvents(await listEvents(fastify.db, lang), kabulToday(now), LATEST_COUNT),
      });
    },
  );

  fastify.get(
    ENDPOINTS.allEvents.route,
    {schema: {params: LangParamsSchema, querystring: LangQuerySchema, response: {200: ANSWER_SCHEMAS.allEvents, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      return reply.answer({key: `events/all/${lang}`, maxAge: ENDPOINTS.allEvents.maxAge, load: () => listEvents(fastify.db, lang)});
    },
  );

  fastify.get(
    ENDPOINTS.eventDetail.route,
    {schema: {params: IdLangParamsSchema, querystring: LangQuerySchema, response: {200: ANSWER_SCHEMAS.eventDetail, ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      const id = Number(request.params.id);
      return reply.answer({
        key: `event/${id}/${lang}`,
        maxAge: ENDPOINTS.eventDetail.maxAge,
        // Answered like the news detail: a list of one.
        load: async () => {
          const item = await findEvent(fastify.db, id, lang);
          return item === undefined ? undefined : [item];
        },
        notFoundMessage: `There is no event with id ${id}.`,
      });
    },
  );
}
