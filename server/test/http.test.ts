/**
 * HTTP behaviour shared by every call: strong ETags and
 * 304, gzip and brotli, 405 for other methods, CORS for configured origins,
 * security headers, request ids, /healthz, and malformed input → 400.
 */
import assert from 'node:assert/strict';
import {test} from 'node:test';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {appWithFixtures, ENGINES} from './helper';

for (const engine of ENGINES) {
  test(`HTTP behaviour on ${engine}`, async (t) => {
    const context = await appWithFixtures(t, engine, {corsOrigins: ['https://site.example']});
    if (context === undefined) return;
    const {fastify} = context;

    await t.test('a strong ETag that changes with the body, and 304 on If-None-Match', async () => {
      const first = await fastify.inject({url: '/web/news/all-news/en'});
      const etag = first.headers.etag as string;
      assert.match(etag, /^"[A-Za-z0-9_-]{20,}"$/, 'strong (no W/) and quoted');
      const again = await fastify.inject({url: '/web/news/all-news/en', headers: {'if-none-match': etag}});
      assert.equal(again.statusCode, 304);
      assert.equal(again.body, '');
      assert.equal(again.headers.etag, etag);
      assert.equal(again.headers['cache-control'], 'public, max-age=600');
      const other = await fastify.inject({url: '/web/news/all-news/fa'});
      assert.notEqual(other.headers.etag, etag);
      const stale = await fastify.inject({url: '/web/news/all-news/fa', headers: {'if-none-match': etag}});
      assert.equal(stale.statusCode, 200);
    });

    await t.test('brotli and gzip by Accept-Encoding, each with its own validator', async () => {
      const plain = await fastify.inject({url: '/web/news/all-news/en', headers: {'accept-encoding': 'identity'}});
      assert.equal(plain.headers['content-encoding'], undefined);
      const br = await fastify.inject({url: '/web/news/all-news/en', headers: {'accept-encoding': 'gzip, deflate, br'}});
      assert.equal(br.headers['content-encoding'], 'br');
      assert.equal(br.headers.vary, 'Accept-Encoding');
      assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body);
      assert.ok(br.rawPayload.length < plain.rawPayload.length);
      const gz = await fastify.inject({url: '/web/news/all-news/en', headers: {'accept-encoding': 'gzip'}});
      assert.equal(gz.headers['content-encoding'], 'gzip');
      assert.equal(gunzipSync(gz.rawPayload).toString(), plain.body);
      assert.notEqual(gz.headers.etag, br.headers.etag);
      assert.notEqual(gz.headers.etag, plain.headers.etag);
      const refused = await fastify.inject({url: '/web/news/all-news/en', headers: {'accept-encoding': 'br;q=0, gzip'}});
      assert.equal(refused.headers['content-encoding'], 'gzip');
      const notModified = await fastify.inject({
        url: '/web/news/all-news/en',
        headers: {'accept-encoding': 'br', 'if-none-match': br.headers.etag as string},
      });
      assert.equal(notModified.statusCode, 304);
    });

    await t.test('HEAD answers the headers of GET without a body', async () => {
      const head = await fastify.inject({method: 'HEAD', url: '/web/career/inspires'});
      assert.equal(head.statusCode, 200);
      assert.equal(head.body, '');
      assert.ok(head.headers.etag);
    });

    await t.test('other methods are 405 with Allow, as JSON', async () => {
      for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
        const response = await fastify.inject({method, url: '/web/news/all-news/en', payload: {a: 1}});
        assert.equal(response.statusCode, 405, method);
        assert.equal(response.headers.allow, 'GET, HEAD');
        assert.deepEqual(Object.keys(response.json()).sort(), ['error', 'message']);
      }
      assert.equal((await fastify.inject({method: 'DELETE', url: '/web/nowhere'})).statusCode, 405);
    });

    await t.test('CORS: configured origins may read the API, others get no grant', async () => {
      const allowed = await fastify.inject({url: '/web/career/inspires', headers: {origin: 'https://site.example'}});
      assert.equal(allowed.headers['access-control-allow-origin'], 'https://site.example');
      const other = await fastify.inject({url: '/web/career/inspires', headers: {origin: 'https://evil.example'}});
      assert.equal(other.headers['access-control-allow-origin'], undefined);
      const preflight = await fastify.inject({
        method: 'OPTIONS',
        url: '/web/career/inspires',
        headers: {origin: 'https://site.example', 'access-control-request-method': 'GET'},
      });
      assert.ok(preflight.statusCode < 300);
      assert.match(String(preflight.headers['access-control-allow-methods']), /GET/);
    });

    await t.test('security headers on API answers and errors alike', async () => {
      for (const url of ['/web/career/inspires', '/web/news/0/en', '/healthz']) {
        const response = await fastify.inject({url});
        const csp = response.headers['content-security-policy'] as string;
        assert.match(csp, /default-src 'self'/, url);
        assert.match(csp, /frame-ancestors 'none'/);
        assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/);
        assert.equal(response.headers['x-content-type-options'], 'nosniff');
        assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
        assert.match(response.headers['strict-transport-security'] as string, /max-age=31536000/);
        assert.match(response.headers['permissions-policy'] as string, /camera=\(\)/);
      }
    });

    await t.test('every answer carries a request id; a sane incoming one is kept', async () => {
      const generated = await fastify.inject({url: '/web/career/inspires'});
      assert.match(generated.headers['x-request-id'] as string, /^[0-9a-f-]{36}$/);
      const kept = await fastify.inject({url: '/healthz', headers: {'x-request-id': 'lb-abc.123'}});
      assert.equal(kept.headers['x-request-id'], 'lb-abc.123');
      const replaced = await fastify.inject({url: '/healthz', headers: {'x-request-id': 'bad id\twith spaces'}});
      assert.notEqual(replaced.headers['x-request-id'], 'bad id\twith spaces');
    });

    await t.test('/healthz reports the engine and the import, never cached', async () => {
      const response = await fastify.inject({url: '/healthz'});
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['cache-control'], 'no-store');
      const body = response.json() as {status: string; database: {engine: string; reachable: boolean; importId: number}};
      assert.equal(body.status, 'ok');
      assert.equal(body.database.engine, engine);
      assert.equal(body.database.importId, 1);
    });

    await t.test('malformed input is 400 JSON: bad escapes, NUL, overlong URL, bad query', async () => {
      const cases = [
        '/web/news/%E0%A4%A/en',
        '/web/news/all-news/%E0%A4%A',
        '/web/news/all-news/en%00',
        `/web/news/all-news/en?${'x'.repeat(2100)}`,
        `/web/research/faculty-publications?lang=${'f'.repeat(50)}`,
        '/web/research/faculty-publications?lang=fa&lang=ps',
        '/web/news/all-news/en?lang=fa&lang=ps',
        '/web/research/faculty-publications?lang=%00',
        `/web/lecturer/${'9'.repeat(500)}`,
      ];
      for (const url of cases) {
        const response = await fastify.inject({url});
        assert.equal(response.statusCode, 400, url);
        assert.equal(response.json().error, 'Bad Request', url);
        assert.equal(response.headers['cache-control'], 'no-store');
      }
    });

    await t.test('unknown API paths are 404 JSON', async () => {
      for (const url of ['/web', '/web/', '/web/news', '/web/news/latest-news/en/extra', '/web/unknown/thing']) {
        const response = await fastify.inject({url});
        assert.equal(response.statusCode, 404, url);
        assert.equal(response.json().error, 'Not Found');
      }
    });

    await t.test('extra query parameters are ignored, not cached separately', async () => {
      const plain = await fastify.inject({url: '/web/career/inspires'});
      const busted = await fastify.inject({url: '/web/career/inspires?_=12345&v=2'});
      assert.equal(busted.statusCode, 200);
      assert.equal(busted.headers.etag, plain.headers.etag);
    });
  });
}
