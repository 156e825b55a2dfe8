/**
 * Moves the browser from an address of the route table's query forms
 * (`/academics/programs?type=&program=MBA`, `/events?page=2`) to the address
 * that page has now (content/routes.ts, `legacyTarget`), replacing the
 * history entry. The server and the nginx example answer such addresses
 * with a 301 themselves; this is for a copy of the site on a static host,
 * where the old address reaches the page the build wrote at its path.
 */
import {useEffect} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {pathInLocale, stripLocalePrefix} from '@site/content/locales';
import {legacyTarget} from '@site/content/routes';
import {useLang} from '@site/src/lib/api/useLang';

/** Redirects, once the page has hydrated, when its address is an old one. */
export function useLegacyRedirect(): void {
  const {pathname, search, hash} = useLocation();
  const history = useHistory();
  const locale = useLang();
  useEffect(() => {
    const path = stripLocalePrefix(pathname);
    const target = legacyTarget(path, search);
    if (target?.kind === 'path' && (target.path !== path || search !== '')) history.replace(`${pathInLocale(target.path, locale)}${hash}`);
  }, [pathname, search, hash, history, locale]);
}
