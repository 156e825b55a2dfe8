/**
 * @jest-environment node
 *
 * Which scripts a page's HTML names beyond main.js: the routes that render
 * the page (nested, first match per level as react-router's Switch), their
 * chunks and the files of those chunks, each named once.
 */
import {
  hoistRootLinks,
  matchesPath,
  PAGE_SCRIPT_LOADER,
  parseRoutes,
  routeChain,
  routeChunkFiles,
  startScriptsAfterPaint,
  type ClientManifest,
} from './page-scripts';

/** The shape Docusaurus writes `.docusaurus/routes.js` in. */
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/fa/events',
    component: ComponentCreator('/fa/events', 'e1'),
    exact: true
  },
  {
    path: '/fa/news/general/([0-9]+)',
    component: ComponentCreator('/fa/news/general/([0-9]+)', 'n1'),
    exact: true
  },
  {
    path: '/fa/',
    component: ComponentCreator('/fa/', 'd0'),
    routes: [
      {
        path: '/fa/',
        component: ComponentCreator('/fa/', 'd1'),
        routes: [
          {
            path: '/fa/about/history',
            component: ComponentCreator('/fa/about/history', 'h1'),
            exact: true
          },
          {
            path: '/fa/',
            component: ComponentCreator('/fa/', 'x1'),
            exact: true
          }
        ]
      }
    ]
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

describe('the route tree', () => {
  const routes = parseRoutes(ROUTES_JS);

  it('is read with each component key', () => {
    expect(routes.map((route) => route.key)).toEqual(['/fa/events-e1', '/fa/news/general/([0-9]+)-n1', '/fa/-d0', undefined]);
    expect(routes[2].routes?.[0].routes?.map((route) => route.path)).toEqual(['/fa/about/history', '/fa/']);
  });

  it('gives a docs page its layout routes, outermost first', () => {
    expect(routeChain(routes, '/fa/about/history')).toEqual(['/fa/-d0', '/fa/-d1', '/fa/about/history-h1']);
    expect(routeChain(routes, '/fa/')).toEqual(['/fa/-d0', '/fa/-d1', '/fa/-x1']);
  });

  it('gives a detail template its own route only', () => {
    expect(routeChain(routes, '/fa/news/general/([0-9]+)')).toEqual(['/fa/news/general/([0-9]+)-n1']);
    expect(routeChain(routes, '/fa/events')).toEqual(['/fa/events-e1']);
  });

  it('matches paths as react-router does', () => {
    expect(matchesPath({path: '/fa/events', exact: true}, '/fa/events')).toBe(true);
    expect(matchesPath({path: '/fa/events', exact: true}, '/fa/events/2')).toBe(false);
    expect(matchesPath({path: '/fa/', exact: false}, '/fa/about')).toBe(true);
    expect(matchesPath({path: '/fa/', exact: false}, '/fab')).toBe(false);
    expect(matchesPath({path: '/event/:id', exact: true}, '/event/12')).toBe(true);
    expect(matchesPath({path: '/event/([0-9]+)', exact: false}, '/event/12')).toBe(true);
    expect(matchesPath({path: '/event/([0-9]+)', exact: false}, '/event/twelve')).toBe(false);
    expect(matchesPath({path: '/Events/([A-Za-z0-9-]+)/([0-9]+)', exact: false}, '/Events/open-day/3')).toBe(true);
  });
});

describe('the files of a page', () => {
  const manifest: ClientManifest = {
    entrypoints: ['main', 'runtime~main'],
    origins: {main: ['500', 'main'], 'runtime~main': ['runtime'], aaa: ['7118', 'aaa'], bbb: ['7118', 'bbb'], ccc: ['500', 'ccc']},
    assets: {
      main: {js: [{file: 'assets/js/main.1.js'}]},
      runtime: {js: [{file: 'assets/js/runtime~main.1.js'}]},
      '500': {js: [{file: 'assets/js/500.1.js'}]},
      '7118': {js: [{file: 'assets/js/7118.1.js'}]},
      aaa: {js: [{file: 'assets/js/aaa.1.js'}]},
      bbb: {js: [{file: 'assets/js/bbb.1.js'}]},
      ccc: {js: [{file: 'assets/js/ccc.1.js'}]},
    },
  };
  const chunkNames = {
    '/x-1': {__comp: 'aaa', __context: {plugin: 'ccc'}},
    '/y-2': {__comp: 'bbb', content: 'aaa'},
  };

  it('are every chunk of its routes, shared ones once, without what main.js already has', () => {
    expect(routeChunkFiles(['/x-1', '/y-2'], chunkNames, manifest)).toEqual([
      'assets/js/7118.1.js',
      'assets/js/aaa.1.js',
      'assets/js/ccc.1.js',
      'assets/js/bbb.1.js',
    ]);
  });

  it('are none for a route the build does not know', () => {
    expect(routeChunkFiles(['/nowhere-0'], chunkNames, manifest)).toEqual([]);
  });
});

describe('the HTML', () => {
  const html =
    '<html><head><link rel=stylesheet href=/assets/css/s.css /><script src=/assets/js/runtime~main.1.js defer></script><script src=/assets/js/main.2.js defer></script><link rel=preload as=image href=/img/logo.svg /></head><body></body></html>';

  it('names no script to fetch at once: one loader starts the entry scripts and the page chunks after the first paint', () => {
    expect(startScriptsAfterPaint(html, ['/assets/js/a.js', '/assets/js/b.js'])).toBe(
      '<html><head><link rel=stylesheet href=/assets/css/s.css />' +
        `<script data-scripts="/assets/js/runtime~main.1.js /assets/js/main.2.js" data-chunks="/assets/js/a.js /assets/js/b.js">${PAGE_SCRIPT_LOADER}</script>` +
        '<link rel=preload as=image href=/img/logo.svg /></head><body></body></html>',
    );
  });

  it('lists a chunk that is an entry script once, and a page without chunks has none', () => {
    expect(startScriptsAfterPaint(html, ['/assets/js/main.2.js'])).toContain(
      `<script data-scripts="/assets/js/runtime~main.1.js /assets/js/main.2.js">${PAGE_SCRIPT_LOADER}`,
    );
  });

  it('reads only the head, where the page template writes the entry scripts', () => {
    const withBodyScript = html.replace('<body></body>', '<body><script src=/assets/js/widget.js defer></script></body>');
    expect(startScriptsAfterPaint(withBodyScript, [])).toContain('<body><script src=/assets/js/widget.js defer></script></body>');
  });

  it('is left as it is when it has no entry script (a second run changes nothing)', () => {
    const once = startScriptsAfterPaint(html, ['/assets/js/a.js']);
    expect(startScriptsAfterPaint(once, ['/assets/js/a.js'])).toBe(once);
  });
});

describe('the links React writes into the app root', () => {
  it('are moved into the head, so the root holds only what the browser renders', () => {
    const html =
      '<html><head><title>t</title></head><body><div id=__docusaurus><link rel=preload as=image href=/img/logo-white.svg /><div role=region>skip</div><header>h</header></div></body></html>';
    expect(hoistRootLinks(html)).toBe(
      '<html><head><title>t</title><link rel=preload as=image href=/img/logo-white.svg /></head><body><div id=__docusaurus><div role=region>skip</div><header>h</header></div></body></html>',
    );
  });

  it('leave a page without them as it is', () => {
    const html = '<html><head></head><body><div id=__docusaurus><div>x</div><link rel=stylesheet href=/a.css></div></body></html>';
    expect(hoistRootLinks(html)).toBe(html);
  });
});
