/**
 * News and events calls (spec 1 §7; DESIGN §4), paths exactly as the spec
 * writes them, `alll-events` included.
 */
import type {TypeBoxTypeProvider} from '@fastify/type-provider-typebox';
import type {FastifyInstance} from 'fastify';
import Type from 'typebox';
import {findEvent, findNews, listEvents, listNews, pickLatestEvents} from '../../../db/repositories/news-repository';
import {errorResponses, IdLangParamsSchema, LangParamsSchema, LangQuerySchema, toLocale} from '../../../schemas/common';
import {
  EventItemSchema,
  LatestEventItemSchema,
  LatestNewsItemSchema,
  NewsDetailItemSchema,
  NewsItemSchema,
} from '../../../schemas/news';
import {CACHE_TIME, kabulToday, nextKabulMidnight} from '../cache-times';

/** How many items the home page's news and events sections show. */
const LATEST_COUNT = 6;

/** Registers the news and events routes. */
export default async function newsRoutes(app: FastifyInstance): Promise<void> {
  const fastify = app.withTypeProvider<TypeBoxTypeProvider>();

  fastify.get(
    '/news/latest-news/:lang',
    {schema: {params: LangParamsSchema, querystring: LangQuerySchema, response: {200: Type.Array(LatestNewsItemSchema), ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      return reply.answer({
        key: `news/latest/${lang}`,
        maxAge: CACHE_TIME.lists,
        load: () => listNews(fastify.db, lang, LATEST_COUNT),
      });
    },
  );

  fastify.get(
    '/news/all-news/:lang',
    {schema: {params: LangParamsSchema, querystring: LangQuerySchema, response: {200: Type.Array(NewsItemSchema), ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      return reply.answer({key: `news/all/${lang}`, maxAge: CACHE_TIME.lists, load: () => listNews(fastify.db, lang)});
    },
  );

  fastify.get(
    '/news/:id/:lang',
    {schema: {params: IdLangParamsSchema, querystring: LangQuerySchema, response: {200: Type.Array(NewsDetailItemSchema), ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      const id = Number(request.params.id);
      return reply.answer({
        key: `news/${id}/${lang}`,
        maxAge: CACHE_TIME.fallback,
        // The spec's detail answer is a list of one.
        load: async () => {
          const item = await findNews(fastify.db, id, lang);
          return item === undefined ? undefined : [item];
        },
        notFoundMessage: `There is no news item with id ${id}.`,
      });
    },
  );

  fastify.get(
    '/events/latest-events/:lang',
    {schema: {params: LangParamsSchema, querystring: LangQuerySchema, response: {200: Type.Array(LatestEventItemSchema), ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      const now = Date.now();
      return reply.answer({
        key: `events/latest/${lang}`,
        maxAge: CACHE_TIME.lists,
        // Which events count as coming changes at midnight in Kabul.
        expiresAt: nextKabulMidnight(now),
        load: async () => pickLatestEvents(await listEvents(fastify.db, lang), kabulToday(now), LATEST_COUNT),
      });
    },
  );

  fastify.get(
    '/events/alll-events/:lang',
    {schema: {params: LangParamsSchema, querystring: LangQuerySchema, response: {200: Type.Array(EventItemSchema), ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      return reply.answer({key: `events/all/${lang}`, maxAge: CACHE_TIME.lists, load: () => listEvents(fastify.db, lang)});
    },
  );

  fastify.get(
    '/event/:id/:lang',
    {schema: {params: IdLangParamsSchema, querystring: LangQuerySchema, response: {200: Type.Array(EventItemSchema), ...errorResponses}}},
    (request, reply) => {
      const lang = toLocale(request.params.lang);
      const id = Number(request.params.id);
      return reply.answer({
        key: `event/${id}/${lang}`,
        maxAge: CACHE_TIME.fallback,
        // Answered like the news detail: a list of one (DESIGN §4).
        load: async () => {
          const item = await findEvent(fastify.db, id, lang);
          return item === undefined ? undefined : [item];
        },
        notFoundMessage: `There is no event with id ${id}.`,
      });
    },
  );
}
