/**
 * Prints the server's security headers for a build as nginx `add_header`
 * lines, so deploy/nginx.conf sends exactly what `npm start` sends, CSP
 * hashes of the build's inline scripts included. Run after each build:
 *
 *   npx tsx server/src/security-headers-cli.ts build > /etc/nginx/snippets/university-security.conf
 *   npx tsx server/src/security-headers-cli.ts build --admin > /etc/nginx/snippets/university-admin-security.conf
 *   npx tsx server/src/security-headers-cli.ts build --preview > /etc/nginx/snippets/university-preview-security.conf
 *
 * With `--admin`, the headers of the web editor at /admin (its own CSP, see
 * adminCspDirectives in plugins/external/helmet.ts); with `--preview`, those
 * of its preview page (the site's, framed by the editor: previewCspDirectives).
 */
import {extraOrigins} from './app';
import {loadSite} from './plugins/app/site';
import {securityHeaders} from './plugins/external/helmet';

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const kind = args.includes('--admin') ? 'admin' : args.includes('--preview') ? 'preview' : 'site';
  const siteDir = args.find((arg) => !arg.startsWith('--')) ?? process.env.SITE_DIR ?? 'build';
  const site = await loadSite(siteDir);
  if (site === undefined) throw new Error(`no build at ${siteDir}: run npm run build first`);
  const origins = extraOrigins();
  const headers = await securityHeaders(
    {
      scriptHashes: site.scriptHashes,
      styleHashes: site.styleHashes,
      connectOrigins: origins.connect,
      scriptOrigins: origins.script,
      authOrigins: origins.auth,
    },
    kind,
  );
  const lines = [
    `# Generated from ${siteDir}/ by server/src/security-headers-cli.ts; regenerate after every build.`,
    ...Object.entries(headers).map(([name, value]) => `add_header ${name} "${value.replace(/"/g, '\\"')}" always;`),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  process.stderr.write(`security-headers: ${(error as Error).message}\n`);
  process.exit(1);
});
