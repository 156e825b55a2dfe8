/**
 * The column that holds an area's sidebar beside its pages (the classic
 * theme's, without its hide and expand controls, which the site turns off:
 * `docs.sidebar.hideable: false` in docusaurus.config.ts). The theme's
 * version also brings the expand button and its arrow icon to every
 * content page for a state that is never used.
 */
import {Fragment, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useDocsSidebar} from '@docusaurus/plugin-content-docs/client';
import {useLocation} from '@docusaurus/router';
import DocSidebar from '@theme/DocSidebar';
import type {Props} from '@theme/DocRoot/Layout/Sidebar';
import styles from './styles.module.css';

export default function DocRootLayoutSidebar({sidebar}: Props): ReactNode {
  const {pathname} = useLocation();
  // A new sidebar starts afresh (the theme's reset on sidebar change: a new key remounts it).
  const name = useDocsSidebar()?.name ?? 'noSidebar';
  return (
    <aside className={clsx(ThemeClassNames.docs.docSidebarContainer, styles.docSidebarContainer)}>
      <Fragment key={name}>
        <div className={styles.sidebarViewport}>
          <DocSidebar sidebar={sidebar} path={pathname} onCollapse={() => undefined} isHidden={false} />
        </div>
      </Fragment>
    </aside>
  );
}
