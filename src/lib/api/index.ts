/** The client data layer: calls, hooks, cache and client. Pages get their data only through it. */
export {api, type ApiCall, type Endpoint} from '@site/content/api';
export type {Locale as Lang} from '@site/content/locales';
export type {
  Answer,
  Employee,
  EventItem,
  FacultyAnswer,
  FacultyLecturer,
  InspireIssue,
  Job,
  LecturerCard,
  LecturerProfile,
  LatestItem,
  NamedFile,
  NewsDetailItem,
  NewsItem,
  ProgramCard,
  ProgramDetail,
  Publication,
} from '@site/content/schemas/answers';
export {useApi, useListPage, loadResource} from './hooks';
export type {ApiState, ListPageState} from './hooks';
export {useLang} from './useLang';
export {
  withRouteData,
  usePrerenderedAnswer,
  useRenderedLocation,
  useRouteCanonical,
  useRouteHead,
  useRouteList,
  useRouteProgram,
  RouteDataProvider,
} from './routeData';
export {HttpError, apiUrl, getJson} from './client';
export {readCache, writeCache} from './cache';
export {useRouteItem, idFromPath, type ItemState} from './useRouteItem';
