/**
 * The site's service worker, written to `/sw.js` by plugins/web-app with
 * its build's version as VERSION. It keeps what a reader has
 * opened, to be read again offline:
 *
 * - pages (HTML): network first, kept on every answer; offline, the kept
 *   copy, or the offline page of the address's language (`/offline`,
 *   `/fa/offline`, `/ps/offline`) with links to the pages kept in it;
 * - `/web` answers: network first (an import on the server shows on the next
 *   online visit), the kept answer offline;
 * - hashed scripts and styles (`assets/`): from the cache first, they never change;
 * - photos and fonts: from the cache at once, refreshed behind.
 *
 * `/admin` (the web editor), byte ranges (video) and other origins are left
 * to the network. At install it keeps the offline pages with their
 * stylesheets and the home page of the reader's language, except with
 * Save-Data. A new version waits until the reader agrees to reload
 * (src/lib/service-worker): then the page asks it to take over.
 */
'use strict';

var VERSION = '__SW_VERSION__';
var PAGES = 'pages';
var DATA = 'data';
var ASSETS = 'assets';
var FILES = 'files';
var OFFLINE = 'offline-' + VERSION;
var PREFIXES = ['/fa', '/ps'];
/** The most pages the offline page lists. */
var LISTED = 40;

/** The locale prefix of a path: '/fa', '/ps' or '' (English). */
function prefixOf(pathname) {
  for (var i = 0; i < PREFIXES.length; i++) {
    if (pathname === PREFIXES[i] || pathname.indexOf(PREFIXES[i] + '/') === 0) return PREFIXES[i];
  }
  return '';
}

function saveData() {
  return Boolean(self.navigator.connection && self.navigator.connection.saveData);
}

/** Fetches `url` and keeps a good answer in the cache `name`. */
function keep(name, url) {
  // A navigation's own request cannot be copied with options; it carries the page's credentials already.
  return (typeof url === 'string' ? fetch(url, {credentials: 'same-origin'}) : fetch(url)).then(function (response) {
    if (!response.ok || response.type !== 'basic') return response;
    var copy = response.clone();
    return caches
      .open(name)
      .then(function (cache) {
        return cache.put(url, copy);
      })
      .then(function () {
        return response;
      });
  });
}

/** The stylesheets an HTML page links. */
function stylesheetsOf(html) {
  var found = [];
  var re = /<link\b[^>]*>/gi;
  var tag;
  while ((tag = re.exec(html))) {
    if (!/\brel=["']?stylesheet\b/i.test(tag[0])) continue;
    var href = /\bhref=["']?([^"'\s>]+)/i.exec(tag[0]);
    if (href) found.push(href[1]);
  }
  return found;
}

/** Keeps the offline page of a locale, and its stylesheets unless `pageOnly`. */
function keepOfflinePage(prefix, pageOnly) {
  return keep(OFFLINE, prefix + '/offline').then(function (response) {
    if (pageOnly || !response.ok) return undefined;
    return response.text().then(function (html) {
      return Promise.all(
        stylesheetsOf(html).map(function (href) {
          return keep(ASSETS, href);
        }),
      );
    });
  });
}

/** The locale prefixes of the pages that registered this worker. */
function readersPrefixes() {
  return self.clients.matchAll({includeUncontrolled: true, type: 'window'}).then(function (clients) {
    var prefixes = clients.map(function (client) {
      return prefixOf(new URL(client.url).pathname);
    });
    return prefixes.length > 0 ? prefixes : [''];
  });
}

self.addEventListener('install', function (event) {
  event.waitUntil(
    readersPrefixes().then(function (readers) {
      var lean = saveData();
      var all = [''].concat(PREFIXES);
      return Promise.all(
        all
          .map(function (prefix) {
            var theirs = readers.indexOf(prefix) >= 0;
            // With Save-Data, only the reader's own offline page and its stylesheet.
            if (lean && !theirs) return undefined;
            return keepOfflinePage(prefix, !theirs);
          })
          .concat(
            lean
              ? []
              : readers.map(function (prefix) {
                  return keep(PAGES, self.location.origin + prefix + '/').catch(function () {});
                }),
          ),
      );
    }),
  );
});

self.addEventListener('activate', function (event) {
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf('offline-') === 0 && name !== OFFLINE;
            })
            .map(function (name) {
              return caches.delete(name);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

self.addEventListener('message', function (event) {
  var data = event.data || {};
  if (data.type === 'skip-waiting') self.skipWaiting();
  // The first page a reader opened came before this worker: it sends its address and the files it loaded.
  if (data.type === 'keep' && Array.isArray(data.urls)) {
    event.waitUntil(
      Promise.all(
        data.urls.map(function (href) {
          var url = new URL(href, self.location.origin);
          var name = cacheFor(url, url.href === data.page);
          if (name === undefined) return undefined;
          url.hash = '';
          return keep(name, url.href).catch(function () {});
        }),
      ),
    );
  }
});

/** Which cache a same-origin address belongs in, or undefined when it is left to the network. */
function cacheFor(url, isPage) {
  if (url.origin !== self.location.origin) return undefined;
  var path = url.pathname;
  if (/^\/((fa|ps)\/)?admin(\/|$)/.test(path) || path === '/sw.js' || /^\/video\//.test(path)) return undefined;
  if (isPage) return PAGES;
  if (path.indexOf('/web/') === 0) return DATA;
  if (/^\/((fa|ps)\/)?assets\//.test(path)) return ASSETS;
  if (/^\/((fa|ps)\/)?(img|fonts)\//.test(path)) return FILES;
  return undefined;
}

function networkFirst(request, name) {
  return keep(name, request).catch(function (error) {
    return caches.match(request, {cacheName: name}).then(function (kept) {
      if (kept) return kept;
      throw error;
    });
  });
}

function cacheFirst(request, name) {
  return caches.match(request, {cacheName: name}).then(function (kept) {
    return kept || keep(name, request);
  });
}

function fromCacheThenRefresh(request, name, event) {
  return caches.match(request, {cacheName: name}).then(function (kept) {
    var fresh = keep(name, request);
    if (kept) {
      event.waitUntil(fresh.catch(function () {}));
      return kept;
    }
    return fresh;
  });
}

function escapeHtml(text) {
  return text.replace(/[&<>"]/g, function (c) {
    return {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'}[c];
  });
}

/** The list items of the pages kept in a locale, newest first, each titled by its own `<title>`. */
function keptPagesList(prefix) {
  return caches.open(PAGES).then(function (cache) {
    return cache.keys().then(function (requests) {
      var mine = requests
        .filter(function (request) {
          var url = new URL(request.url);
          return prefixOf(url.pathname) === prefix && !/\/offline$/.test(url.pathname);
        })
        .reverse()
        .slice(0, LISTED);
      return Promise.all(
        mine.map(function (request) {
          return cache.match(request).then(function (response) {
            return response.text().then(function (html) {
              var title = /<title[^>]*>([^<]*)<\/title>/i.exec(html);
              var url = new URL(request.url);
              var href = url.pathname + url.search;
              return '<li><a href="' + escapeHtml(href) + '">' + (title ? title[1] : escapeHtml(href)) + '</a></li>';
            });
          });
        }),
      ).then(function (items) {
        return items.join('');
      });
    });
  });
}

/**
 * The offline page of the address's language, its list filled with the pages
 * kept, and without its scripts: it is complete as it is, and offline the
 * scripts of a page never opened may not be there.
 */
function offlinePage(url) {
  var prefix = prefixOf(url.pathname);
  return caches.match(prefix + '/offline', {cacheName: OFFLINE}).then(function (page) {
    if (!page) return Response.error();
    return Promise.all([page.text(), keptPagesList(prefix)]).then(function (parts) {
      var html = parts[0]
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, function (script) {
          // Data (JSON) stays; code goes.
          return /type=["']?application\/(ld\+)?json/i.test(script) ? script : '';
        })
        .replace(/(<ul\b[^>]*\bid=["']?offline-pages["']?[^>]*>)\s*(<\/ul>)/i, function (all, open, close) {
          return open + parts[1] + close;
        });
      var headers = new Headers(page.headers);
      headers.delete('content-length');
      headers.delete('content-encoding');
      headers.delete('etag');
      return new Response(html, {status: 200, headers: headers});
    });
  });
}

function navigation(event) {
  var url = new URL(event.request.url);
  url.hash = '';
  return keep(PAGES, event.request).catch(function () {
    return caches.match(url.href, {cacheName: PAGES}).then(function (kept) {
      return kept || offlinePage(url);
    });
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  if (request.method !== 'GET' || request.headers.has('range')) return;
  var url = new URL(request.url);
  var name = cacheFor(url, request.mode === 'navigate');
  if (name === undefined) return;
  if (name === PAGES) event.respondWith(navigation(event));
  else if (name === DATA) event.respondWith(networkFirst(request, DATA));
  else if (name === ASSETS) event.respondWith(cacheFirst(request, ASSETS));
  else event.respondWith(fromCacheThenRefresh(request, FILES, event));
});
