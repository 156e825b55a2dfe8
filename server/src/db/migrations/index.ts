/**
 * Every migration, by sortable name. Listed statically (rather than read from
 * the folder) so they work the same under tsx, a bundler or compiled output.
 * Add a new file as `YYYY_MM_DD_NNNN_what.ts` with `up`/`down` and list it here.
 */
import type {Migration} from 'kysely';
import * as createContent from './2025_01_01_0001_create_content';

export const MIGRATIONS: Record<string, Migration> = {
  '2025_01_01_0001_create_content': createContent,
};
