/**
 * The content pages (`docs/`): Docusaurus's docs plugin, extended the way
 * Docusaurus documents for extending a plugin (the plugin's instance with
 * one lifecycle method wrapped), so that its routes carry less script.
 *
 * The docs plugin gives its version route (the parent of every content
 * page's route) one prop, the version's metadata, which every content page
 * loads before it hydrates: all the sidebars, and each page's id, title,
 * description and sidebar. The site's theme reads the sidebars from it; a
 * page's own title and description come from the page's own metadata. The
 * other pages' titles and descriptions are read only by the theme's
 * `DocCard` (a card linking to a page, `useDocById`), which the site does
 * not show, and a card takes its title from the sidebar anyway. They were
 * more than half of the prop: 2.4 kB of brotli on every Dari or Pashto
 * content page, 1.8 kB on an English one. So the prop reaches the browser
 * with each of them empty; a `DocCard` added later would show its card
 * without the line of description rather than break.
 *
 * Everything else is the docs plugin's own: options, validation, content,
 * translations, routes and the rest of each prop.
 */
import type {LoadContext, Plugin, PluginModule, RouteConfig} from '@docusaurus/types';
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {LoadedContent, PluginOptions, PropVersionMetadata} from '@docusaurus/plugin-content-docs';

/** A route prop that holds a version's metadata, as the docs plugin gives its version route. */
function isVersionProp(value: unknown): value is PropVersionMetadata {
  return typeof value === 'object' && value !== null && 'docsSidebars' in value && 'docs' in value;
}

/** The route (and the routes under it) with each version prop's pages listed with empty titles and descriptions. */
export function withEmptyDocTexts(route: RouteConfig): RouteConfig {
  const version: unknown = route.props?.version;
  const props = isVersionProp(version)
    ? {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(Object.entries(version.docs).map(([id, doc]) => [id, {...doc, title: '', description: ''}])),
        } satisfies PropVersionMetadata,
      }
    : route.props;
  return {...route, ...(props === undefined ? {} : {props}), ...(route.routes ? {routes: route.routes.map(withEmptyDocTexts)} : {})};
}

/** The docs plugin, its options already validated and completed by its own `validateOptions` (below). */
export default async function contentDocsPlugin(context: LoadContext, options: unknown): Promise<Plugin> {
  const plugin = await docsPlugin(context, options as PluginOptions);
  const {contentLoaded} = plugin;
  if (contentLoaded === undefined) return plugin as Plugin;
  return {
    ...(plugin as Plugin),
    contentLoaded({content, actions, ...rest}) {
      return contentLoaded({
        ...rest,
        content: content as LoadedContent,
        actions: {...actions, addRoute: (route) => actions.addRoute(withEmptyDocTexts(route))},
      });
    },
  };
}

// The docs plugin's own validation and defaults (Docusaurus reads them from
// the plugin's module; its type is generic where the docs plugin's is not).
contentDocsPlugin.validateOptions = validateOptions as NonNullable<PluginModule['validateOptions']>;
