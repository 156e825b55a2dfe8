/**
 * The operators' kit agrees with the server: `.env.example` names every
 * setting the server reads, compose.yaml sets only settings the server
 * knows and gives the replicas every one of them (from .env, but for those
 * the containers fix), the built site's folder has one value on systemd
 * hosts, and the Dockerfile, the systemd unit and `npm run serve:prod` start
 * the server with the same command (node itself, so that a supervisor's
 * SIGTERM reaches the server: deploy/README.md says why).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {parse} from 'yaml';
import {EnvSchema} from '../server/src/config';

const ROOT = path.resolve(__dirname, '..');
const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');

/** The settings the server reads (server/src/config.ts). */
const SERVER_SETTINGS = Object.keys(EnvSchema.properties);

/** Settings read outside server/src/config.ts: the /admin sign-in service (plugins/cms-admin, server/src/app.ts). */
const OTHER_SETTINGS = ['DECAP_AUTH_URL'];

describe('the operators’ kit', () => {
  it('.env.example names every setting the server reads', () => {
    const named = new Set([...read('.env.example').matchAll(/^#?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));
    expect(SERVER_SETTINGS.filter((setting) => !named.has(setting))).toEqual([]);
    expect(OTHER_SETTINGS.filter((setting) => !named.has(setting))).toEqual([]);
  });

  it('compose.yaml gives the import job and the replicas only settings the server knows', () => {
    const compose = parse(read('compose.yaml'), {merge: true}) as {services: Record<string, {environment?: Record<string, string>}>};
    const known = new Set([...SERVER_SETTINGS, ...OTHER_SETTINGS]);
    for (const service of ['import', 'web1', 'web2']) {
      const environment = compose.services[service]?.environment;
      expect(environment).toBeDefined();
      expect(Object.keys(environment ?? {}).filter((name) => !known.has(name))).toEqual([]);
    }
  });

  it('compose.yaml gives the replicas every setting the server reads, from .env unless the containers fix it', () => {
    const compose = parse(read('compose.yaml'), {merge: true}) as {services: Record<string, {environment?: Record<string, string>}>};
    // The containers' own addresses, paths, database and mode: compose.yaml sets them.
    const fixed = new Set(['HOST', 'PORT', 'DATABASE_URL', 'DATA_DIR', 'SITE_DIR', 'SERVE_STATIC', 'IMAGE_VARIANTS_DIR', 'NODE_ENV']);
    for (const service of ['web1', 'web2']) {
      const environment = compose.services[service]?.environment ?? {};
      expect([service, SERVER_SETTINGS.filter((setting) => !(setting in environment))]).toEqual([service, []]);
      const notFromEnv = [...SERVER_SETTINGS, ...OTHER_SETTINGS].filter(
        (setting) => !fixed.has(setting) && !String(environment[setting]).startsWith(`\${${setting}`),
      );
      expect([service, notFromEnv]).toEqual([service, []]);
    }
  });

  it('names one built-site folder for systemd hosts in .env.example, the unit and deploy/README.md', () => {
    const values = new Set([
      /^SITE_DIR=(.*)$/m.exec(read('.env.example'))?.[1],
      /^Environment=SITE_DIR=(.*)$/m.exec(read('deploy/systemd/sapedar-web@.service'))?.[1],
      ...[...read('deploy/README.md').matchAll(/`SITE_DIR=([^`]*)`/g)].map((match) => match[1]),
    ]);
    expect([...values]).toEqual(['/srv/university/current/build']);
  });

  it('starts the server with the same node command in the image, under systemd and with npm run serve:prod', () => {
    const serveProd = (JSON.parse(read('package.json')) as {scripts: Record<string, string>}).scripts['serve:prod'];
    expect(serveProd).toMatch(/^node /);
    const cmd = /^CMD (\[.*\])$/m.exec(read('Dockerfile'))?.[1];
    expect(cmd && (JSON.parse(cmd) as string[]).join(' ')).toBe(serveProd);
    const execStart = /^ExecStart=(.*)$/m.exec(read('deploy/systemd/sapedar-web@.service'))?.[1];
    expect(execStart).toBe(`/usr/bin/env ${serveProd}`);
  });

  it('runs the server in production in the image and under systemd (the web editor’s policy then allows no localhost)', () => {
    expect(read('Dockerfile')).toMatch(/^ENV NODE_ENV=production\b/m);
    expect(read('deploy/systemd/sapedar-web@.service')).toMatch(/^Environment=NODE_ENV=production$/m);
  });
});
