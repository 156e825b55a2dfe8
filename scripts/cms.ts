/**
 * `npm run cms`: the web editor on this machine, against the working copy.
 *
 * 1. writes the editor's configuration and script into static/admin/
 *    (plugins/cms-admin/build.ts; both are generated, and ignored by git),
 *    so `npm run dev` serves the editor at http://localhost:3000/admin;
 *    `npm start` serves the one the build wrote into build/admin/;
 * 2. starts decap-server, which the editor finds at
 *    http://localhost:8081/api/v1 when it is opened on localhost: no
 *    sign-in, and saving writes the files of data/, docs/ and i18n/
 *    straight into this working copy (review them with git, then open a
 *    pull request as usual).
 *
 * CMS_PORT (8081) changes decap-server's port; the editor's configuration
 * follows. Stop with Ctrl+C.
 */
import path from 'node:path';
import {buildAdmin} from '../plugins/cms-admin/build';
import {startDecapServer} from './lib/decap-server';

const ROOT = path.resolve(__dirname, '..');

async function main(): Promise<void> {
  const port = Number(process.env.CMS_PORT ?? 8081);
  const server = await startDecapServer({repoDir: ROOT, port});
  await buildAdmin(path.join(ROOT, 'static', 'admin'), {localBackendUrl: server.apiUrl});
  process.stdout.write(
    [
      `decap-server is writing to ${ROOT} (${server.apiUrl}).`,
      'Open the editor at http://localhost:3000/admin with `npm run dev` or `npm start` running beside this.',
      'Stop with Ctrl+C.',
      '',
    ].join('\n'),
  );
  const stop = (): void => {
    void server.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`cms: ${(error as Error).message}\n`);
  process.exit(1);
});
