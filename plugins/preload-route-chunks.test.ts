/**
 * @jest-environment node
 *
 * Which scripts a page's HTML names beyond main.js: the routes that render
 * the page (nested, first match per level as react-router's Switch), their
 * chunks and the files of those chunks, each named once.
 */
import {addPreloads, matchesPath, parseRoutes, routeChain, routeChunkFiles, type ClientManifest} from './preload-route-chunks';

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
    path: '/fa/news/general/:id',
    component: ComponentCreator('/fa/news/general/:id', 'n1'),
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
    expect(routes.map((route) => route.key)).toEqual(['/fa/events-e1', '/fa/news/general/:id-n1', '/fa/-d0', undefined]);
    expect(routes[2].routes?.[0].routes?.map((route) => route.path)).toEqual(['/fa/about/history', '/fa/']);
  });

  it('gives a docs page its layout routes, outermost first', () => {
    expect(routeChain(routes, '/fa/about/history')).toEqual(['/fa/-d0', '/fa/-d1', '/fa/about/history-h1']);
    expect(routeChain(routes, '/fa/')).toEqual(['/fa/-d0', '/fa/-d1', '/fa/-x1']);
  });

  it('gives a detail template its own route only', () => {
    expect(routeChain(routes, '/fa/news/general/:id')).toEqual(['/fa/news/general/:id-n1']);
    expect(routeChain(routes, '/fa/events')).toEqual(['/fa/events-e1']);
  });

  it('matches paths as react-router does', () => {
    expect(matchesPath({path: '/fa/events', exact: true}, '/fa/events')).toBe(true);
    expect(matchesPath({path: '/fa/events', exact: true}, '/fa/events/2')).toBe(false);
    expect(matchesPath({path: '/fa/', exact: false}, '/fa/about')).toBe(true);
    expect(matchesPath({path: '/fa/', exact: false}, '/fab')).toBe(false);
    expect(matchesPath({path: '/event/:id', exact: true}, '/event/12')).toBe(true);
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
  const html = '<html><head><script src=/assets/js/main.1.js defer></script></head><body></body></html>';

  it('gets a low-priority preload per file before </head>', () => {
    expect(addPreloads(html, ['/assets/js/a.js', '/assets/js/b.js'])).toBe(
      '<html><head><script src=/assets/js/main.1.js defer></script><link rel=preload as=script href=/assets/js/a.js fetchpriority=low><link rel=preload as=script href=/assets/js/b.js fetchpriority=low></head><body></body></html>',
    );
  });

  it('is left as it is when it names the files already (a second run changes nothing)', () => {
    const once = addPreloads(html, ['/assets/js/a.js']);
    expect(addPreloads(once, ['/assets/js/a.js'])).toBe(once);
    expect(addPreloads(html, ['/assets/js/main.1.js'])).toBe(html);
  });
});
