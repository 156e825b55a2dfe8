/**
 * @jest-environment node
 *
 * The content pages' version prop reaches the browser without the other
 * pages' titles and descriptions, and with everything else as the docs
 * plugin made it.
 */
import type {RouteConfig} from '@docusaurus/types';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import {withEmptyDocTexts} from './content-docs';

const version: PropVersionMetadata = {
  pluginId: 'default',
  version: 'current',
  label: 'Next',
  banner: null,
  badge: false,
  noIndex: false,
  className: 'docs-version-current',
  isLast: true,
  docsSidebars: {
    about: [{type: 'link', href: '/about/history', label: 'History', docId: 'about/history', unlisted: false}],
  },
  docs: {
    'about/history': {id: 'about/history', title: 'Our history', description: 'How the university grew.', sidebar: 'about'},
    'about/founder-message': {id: 'about/founder-message', title: "Founder's message", description: 'A word from the founder.', sidebar: 'about'},
  },
};

/** The docs plugin's routes: a root, the version route with its prop, and a page under it. */
const routes: RouteConfig = {
  path: '/',
  exact: false,
  component: '@theme/DocsRoot',
  routes: [
    {
      path: '/',
      exact: false,
      component: '@theme/DocVersionRoot',
      props: {version},
      routes: [{path: '/about/history', exact: true, component: '@theme/DocItem', modules: {content: '@site/docs/about/history.mdx'}}],
    },
  ],
};

describe('the docs routes as the browser gets them', () => {
  const [versionRoute] = withEmptyDocTexts(routes).routes!;

  it('list every page by id and sidebar, with empty titles and descriptions', () => {
    const docs = (versionRoute!.props!.version as PropVersionMetadata).docs;
    expect(Object.keys(docs)).toEqual(Object.keys(version.docs));
    for (const [id, doc] of Object.entries(docs)) {
      expect(doc).toEqual({id, title: '', description: '', sidebar: version.docs[id]!.sidebar});
    }
  });

  it('keep the sidebars, the rest of the version and the routes under it as they were', () => {
    const {docs: _docs, ...rest} = versionRoute!.props!.version as PropVersionMetadata;
    const {docs: _originalDocs, ...originalRest} = version;
    expect(rest).toEqual(originalRest);
    expect(versionRoute!.routes).toEqual(routes.routes![0]!.routes);
    expect(versionRoute!.component).toBe('@theme/DocVersionRoot');
  });

  it('leave a route without a version prop, and the metadata given, untouched', () => {
    const page: RouteConfig = {path: '/x', exact: true, component: '@theme/DocItem', props: {other: {docs: {}}}};
    expect(withEmptyDocTexts(page)).toEqual(page);
    expect(version.docs['about/history']!.title).toBe('Our history');
  });
});
