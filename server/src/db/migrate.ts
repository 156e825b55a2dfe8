/**
 * Runs the migrations in migrations/ up to the newest. The server and the
 * import both call it at start, so a fresh database gets its tables and an
 * old one its changes; Kysely's lock keeps replicas that start together from
 * migrating twice.
 */
import {type Kysely, Migrator} from 'kysely';
import type {Database} from './database';
import {MIGRATIONS} from './migrations/index';

/** Brings the schema to the newest migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  const migrator = new Migrator({db, provider: {getMigrations: async () => MIGRATIONS}});
  const {error, results} = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined) {
    const cause = error instanceof Error ? error : new Error(String(error));
    throw new Error(`migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause.message}`, {cause});
  }
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
