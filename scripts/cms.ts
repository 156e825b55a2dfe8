/**
 * `npm run cms`: the web editor on this machine, against the working copy.
 *
 * 1. starts decap-server on CMS_PORT (8081), which the editor uses when it is
 *    opened on localhost: no sign-in, and saving writes the files of data/,
 *    docs/, i18n/ and static/ straight into this working copy (review them
 *    with git, then open a pull request as usual);
 * 2. writes the editor's configuration (pointing at that port) and script
 *    into static/admin/, which `npm run dev` serves at /admin, and the
 *    configuration into build/admin/ when a build is there, which `npm
 *    start` serves (both are generated, and ignored by git);
 * 3. prints the addresses it really serves: decap-server's, and the editor's
 *    on the site that answers on this machine (`npm run dev` or `npm start`),
 *    looked for from PORT (3000).
 *
 * Stop with Ctrl+C.
 */
import {existsSync} from 'node:fs';
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import {brotliCompressSync, gzipSync} from 'node:zlib';
import {buildAdmin, cmsConfigYaml} from '../plugins/cms-admin/build';
import {DEFAULT_CMS_PORT, localBackendUrl} from '../plugins/cms-admin/config';
import {startDecapServer} from './lib/decap-server';

const ROOT = path.resolve(__dirname, '..');

/**
 * Rewrites build/admin/config.yml for this port, with the `.br` and `.gz`
 * twins the server sends in its place (scripts/compress-build.ts wrote them).
 * Returns whether there was a build to update.
 */
async function updateBuiltConfig(yaml: string): Promise<boolean> {
  const file = path.join(ROOT, 'build', 'admin', 'config.yml');
  if (!existsSync(file)) return false;
  await writeFile(file, yaml);
  if (existsSync(`${file}.br`)) await writeFile(`${file}.br`, brotliCompressSync(yaml));
  if (existsSync(`${file}.gz`)) await writeFile(`${file}.gz`, gzipSync(yaml));
  return true;
}

/** The address of a site on this machine that serves the editor with this configuration, if one answers. */
async function findSite(apiUrl: string): Promise<string | undefined> {
  const first = Number(process.env.PORT ?? 3000);
  for (let port = first; port < first + 10; port += 1) {
    try {
      const response = await fetch(`http://localhost:${port}/admin/config.yml`, {signal: AbortSignal.timeout(1000)});
      if (response.ok && (await response.text()).includes(apiUrl)) return `http://localhost:${port}/admin`;
    } catch {
      // Nothing there, or not answering yet.
    }
  }
  return undefined;
}

async function main(): Promise<void> {
  const apiUrl = localBackendUrl();
  const port = Number(new URL(apiUrl).port);
  const server = await startDecapServer({repoDir: ROOT, port});
  await buildAdmin(path.join(ROOT, 'static', 'admin'), {localBackendUrl: server.apiUrl});
  const built = await updateBuiltConfig(cmsConfigYaml({localBackendUrl: server.apiUrl}));
  const site = await findSite(server.apiUrl);
  process.stdout.write(
    [
      `cms: decap-server on ${server.apiUrl}, writing into ${ROOT}${port === DEFAULT_CMS_PORT ? '' : ' (CMS_PORT)'}.`,
      site !== undefined
        ? `cms: open the editor at ${site} and click "Login".`
        : `cms: start \`npm run dev\` or \`npm start\` beside this, then open /admin on the address it prints (http://localhost:${process.env.PORT ?? 3000}/admin) and click "Login".`,
      built ? 'cms: build/admin/config.yml points at this port too (restart `npm start` if it already served the editor).' : '',
      'cms: stop with Ctrl+C.',
      '',
    ]
      .filter((line, index, lines) => line !== '' || index === lines.length - 1)
      .join('\n'),
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
