/**
 * The page layout: the classic theme's, with the page's own content taken
 * over after the header when the first page hydrates (src/lib/hydration.tsx).
 * The header answers first; the content, its sidebar and text, and the
 * footer follow in tasks of their own, so a slow phone never hydrates the
 * whole page in one long task.
 *
 * Ejected from @docusaurus/theme-classic 3.10 (same markup and class names);
 * compare with `npx docusaurus swizzle @docusaurus/theme-classic Layout --eject`
 * when upgrading Docusaurus.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import {PageMetadata, SkipToContentFallbackId, ThemeClassNames} from '@docusaurus/theme-common';
import SkipToContent from '@theme/SkipToContent';
import AnnouncementBar from '@theme/AnnouncementBar';
import Navbar from '@theme/Navbar';
import Footer from '@theme/Footer';
import LayoutProvider from '@theme/Layout/Provider';
import ErrorPageContent from '@theme/ErrorPageContent';
import type {Props} from '@theme/Layout';
import HydrateLater from '@site/src/lib/hydration';
import styles from './styles.module.css';

export default function Layout({children, noFooter, wrapperClassName, title, description}: Props): ReactNode {
  return (
    <LayoutProvider>
      <PageMetadata title={title} description={description} />
      <SkipToContent />
      <AnnouncementBar />
      <Navbar />
      <HydrateLater>
        <div
          id={SkipToContentFallbackId}
          className={clsx(ThemeClassNames.layout.main.container, ThemeClassNames.wrapper.main, styles.mainWrapper, wrapperClassName)}
        >
          <ErrorBoundary fallback={(params) => <ErrorPageContent {...params} />}>{children}</ErrorBoundary>
        </div>
      </HydrateLater>
      {!noFooter && <Footer />}
    </LayoutProvider>
  );
}
