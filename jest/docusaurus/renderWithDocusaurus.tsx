/**
 * Renders a component the way a built page would: inside Docusaurus's real
 * context (site config and i18n of the given locale), its head manager, its
 * real router at a given URL, and after hydration (useIsBrowser() is true);
 * with `routeData`, inside a data page's route (src/lib/api/routeData.tsx).
 * The Docusaurus
 * client modules themselves are the real ones (jest.config.mjs maps
 * `@docusaurus/Link`, `Translate`, `router`... to @docusaurus/core's sources);
 * only the generated data under jest/generated stands in for a build.
 *
 * Usage:
 *   const view = renderWithDocusaurus(<Footer />, {locale: 'fa', url: '/fa/about/history?x=1',
 *     translations: require('../../i18n/fa/code.json')});
 *   view.location().pathname // where the router is now
 */
import type {ReactElement, ReactNode} from 'react';
import {render, type RenderResult} from '@testing-library/react';
import {MemoryRouter, useLocation} from 'react-router-dom';
import {HelmetProvider} from 'react-helmet-async';
import {RouteDataProvider} from '@site/src/lib/api';
import type {RouteData} from '@site/content/route-data';
import type {DocusaurusContext} from '@docusaurus/types';
import internals from '../docusaurus/internals.cjs';
import siteConfig from '@generated/docusaurus.config';
import i18n from '@generated/i18n';
import codeTranslations from '@generated/codeTranslations';
import globalData from '@generated/globalData';
import siteMetadata from '@generated/site-metadata';

type Location = ReturnType<typeof useLocation>;

/** Messages in the shape of i18n/<locale>/code.json. */
export type CodeTranslations = Readonly<Record<string, {readonly message: string}>>;

export interface RenderOptions {
  /** Locale of the page; defaults to the default locale. */
  readonly locale?: string;
  /** URL the router starts at, with the locale prefix; defaults to the locale's home. */
  readonly url?: string;
  /** Messages for translate()/<Translate>; English tests leave it out. */
  readonly translations?: CodeTranslations;
  /** The data of the data page's route being rendered (its modules, merged); none for other pages. */
  readonly routeData?: RouteData;
}

export interface DocusaurusRenderResult extends RenderResult {
  /** The router's location now (after any client-side navigation). */
  readonly location: () => Location;
}

/** Replaces the messages translate() reads; called by renderWithDocusaurus. */
export function setCodeTranslations(translations: CodeTranslations = {}): void {
  for (const key of Object.keys(codeTranslations)) {
    delete codeTranslations[key];
  }
  for (const [key, {message}] of Object.entries(translations)) {
    codeTranslations[key] = message;
  }
}

/** The context a build of `locale` gives its pages. */
export function docusaurusContextFor(locale: string): DocusaurusContext {
  const localeConfig = i18n.localeConfigs[locale];
  if (!localeConfig) {
    throw new Error(`Unknown locale ${locale}: expected one of ${i18n.locales.join(', ')}`);
  }
  return {
    siteConfig: {...siteConfig, baseUrl: localeConfig.baseUrl ?? '/'},
    siteMetadata,
    globalData,
    i18n: {...i18n, currentLocale: locale},
    codeTranslations: {...codeTranslations},
  } as DocusaurusContext;
}

/** Renders `ui` as part of a page of `locale` at `url`. */
export function renderWithDocusaurus(ui: ReactElement, options: RenderOptions = {}): DocusaurusRenderResult {
  const locale = options.locale ?? i18n.defaultLocale;
  const url = options.url ?? (locale === i18n.defaultLocale ? '/' : `/${locale}/`);
  setCodeTranslations(options.translations);
  const context = docusaurusContextFor(locale);
  let current: Location | undefined;

  function LocationProbe(): ReactNode {
    current = useLocation();
    return null;
  }

  const {DocusaurusContext: Context, BrowserContextProvider} = internals as {
    DocusaurusContext: import('react').Context<DocusaurusContext>;
    BrowserContextProvider: (props: {children: ReactNode}) => ReactNode;
  };
  const page = (
    <>
      {ui}
      <LocationProbe />
    </>
  );
  const result = render(
    <HelmetProvider>
      <Context.Provider value={context}>
        <BrowserContextProvider>
          <MemoryRouter initialEntries={[url]}>
            {options.routeData === undefined ? (
              page
            ) : (
              <RouteDataProvider data={options.routeData} builtPath={url.split('?')[0]}>
                {page}
              </RouteDataProvider>
            )}
          </MemoryRouter>
        </BrowserContextProvider>
      </Context.Provider>
    </HelmetProvider>,
  );
  return {
    ...result,
    location: () => {
      if (!current) {
        throw new Error('The router has not rendered yet');
      }
      return current;
    },
  };
}
