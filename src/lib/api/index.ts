/** The client data layer: resources, hooks, cache and client (DESIGN §6). */
export {api} from './resources';
export type {Resource} from './resources';
export {useApi, loadResource} from './hooks';
export {useLang} from './useLang';
export type {ApiState} from './hooks';
export {HttpError, apiUrl, getJson} from './client';
export {readCache, writeCache, TTL} from './cache';
export type * from './types';
