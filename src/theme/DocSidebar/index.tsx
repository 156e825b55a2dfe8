/**
 * The docs sidebar of an area, always as the desktop column, in plain
 * HTML: nested links with Infima's menu classes, the category of the
 * current page open, the others native <details> that open and close
 * without JavaScript.
 *
 * The classic theme's sidebar renders the desktop column while the page
 * hydrates, then, on a small screen, swaps it for a "mobile" one that fills
 * a secondary menu of the classic navbar; its categories open and close
 * with an animated collapsible driven by state and effects. This site has
 * its own header (src/theme/Navbar), where the area's pages are reached
 * through the site menu, so the swap only cost a phone a second render
 * after hydration, and the collapsibles a few kilobytes of script on every
 * content page for what <details> does. The column is hidden by the theme's
 * CSS below 997 px.
 *
 * Kept from the theme: the nav's label ("Docs sidebar", translated), the
 * theme's class names (`theme-doc-sidebar-*`, `menu__*`), aria-current on
 * the current page's link, and the expand control's label.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {isActiveSidebarItem, isVisibleSidebarItem} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebarItem, PropSidebarItemCategory, PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import type {Props} from '@theme/DocSidebar';
import styles from './styles.module.css';

/** The same page, whatever the case or a trailing slash (as the theme compares them). */
function isSamePath(a: string | undefined, b: string): boolean {
  const normalize = (p: string) => (p.endsWith('/') ? p.slice(0, -1) : p).toLowerCase();
  return a !== undefined && normalize(a) === normalize(b);
}

interface ItemProps<T extends PropSidebarItem> {
  readonly item: T;
  readonly activePath: string;
  readonly level: number;
}

function Label({text}: {readonly text: string}): ReactNode {
  return <span className={styles.label}>{text}</span>;
}

function SidebarLink({item, activePath, level}: ItemProps<PropSidebarItemLink>): ReactNode {
  const isActive = isActiveSidebarItem(item, activePath);
  return (
    <li
      className={clsx(
        ThemeClassNames.docs.docSidebarItemLink,
        ThemeClassNames.docs.docSidebarItemLinkLevel(level),
        'menu__list-item',
        item.className,
      )}
    >
      <Link
        className={clsx('menu__link', isActive && 'menu__link--active')}
        aria-current={isActive ? 'page' : undefined}
        autoAddBaseUrl={item.autoAddBaseUrl}
        to={item.href}
      >
        <Label text={item.label} />
      </Link>
    </li>
  );
}

function SidebarCategory({item, activePath, level}: ItemProps<PropSidebarItemCategory>): ReactNode {
  const visible = item.items.filter((child) => isVisibleSidebarItem(child, activePath));
  const isActive = isActiveSidebarItem(item, activePath);
  const itemClass = clsx(
    ThemeClassNames.docs.docSidebarItemCategory,
    ThemeClassNames.docs.docSidebarItemCategoryLevel(level),
    'menu__list-item',
    item.className,
  );
  const {href, label} = item;
  if (visible.length === 0) {
    // A category with nothing to open is a link to its page, or nothing.
    return href === undefined ? null : <SidebarLink item={{...item, type: 'link', href}} activePath={activePath} level={level} />;
  }
  const children = <SidebarItems items={visible} activePath={activePath} level={level + 1} />;
  if (!item.collapsible) {
    return (
      <li className={itemClass}>
        {href !== undefined && (
          <div className={clsx('menu__list-item-collapsible', isSamePath(href, activePath) && 'menu__list-item-collapsible--active')}>
            <CategoryLink href={href} label={label} isActive={isActive} isCurrentPage={isSamePath(href, activePath)} />
          </div>
        )}
        <ul className="menu__list">{children}</ul>
      </li>
    );
  }
  // Open on a page of the category; otherwise as the sidebar's settings say.
  const open = isActive || !item.collapsed;
  if (href === undefined) {
    // The whole row opens and closes the category.
    return (
      <li className={itemClass}>
        <details className={styles.category} open={open}>
          <summary className={clsx('menu__link menu__link--sublist menu__link--sublist-caret', styles.summary, isActive && 'menu__link--active')}>
            <Label text={label} />
          </summary>
          <ul className="menu__list">{children}</ul>
        </details>
      </li>
    );
  }
  // The label is the category page's link; the caret beside it opens and closes the list.
  const isCurrentPage = isSamePath(href, activePath);
  return (
    <li className={clsx(itemClass, styles.withCaret)}>
      <div className={clsx('menu__list-item-collapsible', styles.row, isCurrentPage && 'menu__list-item-collapsible--active')}>
        <CategoryLink href={href} label={label} isActive={isActive} isCurrentPage={isCurrentPage} />
      </div>
      <details className={styles.category} open={open}>
        <summary
          className={clsx('menu__caret', styles.caret)}
          aria-label={translate(
            {
              id: 'theme.DocSidebarItem.expandCategoryAriaLabel',
              message: "Expand sidebar category '{label}'",
              description: 'The ARIA label to expand the sidebar category',
            },
            {label},
          )}
        />
        <ul className="menu__list">{children}</ul>
      </details>
    </li>
  );
}

function CategoryLink({
  href,
  label,
  isActive,
  isCurrentPage,
}: {
  readonly href: string;
  readonly label: string;
  readonly isActive: boolean;
  readonly isCurrentPage: boolean;
}): ReactNode {
  return (
    <Link
      className={clsx(styles.categoryLink, 'menu__link menu__link--sublist', isActive && 'menu__link--active')}
      aria-current={isCurrentPage ? 'page' : undefined}
      to={href}
    >
      <Label text={label} />
    </Link>
  );
}

function SidebarItems({
  items,
  activePath,
  level,
}: {
  readonly items: readonly PropSidebarItem[];
  readonly activePath: string;
  readonly level: number;
}): ReactNode {
  return items.map((item, index) => {
    switch (item.type) {
      case 'category':
        return <SidebarCategory key={index} item={item} activePath={activePath} level={level} />;
      case 'link':
        return <SidebarLink key={index} item={item} activePath={activePath} level={level} />;
      case 'html':
        return (
          <li
            key={index}
            className={clsx(
              ThemeClassNames.docs.docSidebarItemLink,
              ThemeClassNames.docs.docSidebarItemLinkLevel(level),
              item.defaultStyle && 'menu__list-item',
              item.className,
            )}
            // The sidebar file's own HTML, as the theme renders it.
            dangerouslySetInnerHTML={{__html: item.value}}
          />
        );
      default:
        return null;
    }
  });
}

export default function DocSidebar({path, sidebar}: Props): ReactNode {
  const visible = sidebar.filter((item) => isVisibleSidebarItem(item, path));
  return (
    <div className={styles.sidebar}>
      <nav
        aria-label={translate({
          id: 'theme.docs.sidebar.navAriaLabel',
          message: 'Docs sidebar',
          description: 'The ARIA label for the sidebar navigation',
        })}
        className={clsx('menu thin-scrollbar', styles.menu)}
      >
        <ul className={clsx(ThemeClassNames.docs.docSidebarMenu, 'menu__list')}>
          <SidebarItems items={visible} activePath={path} level={1} />
        </ul>
      </nav>
    </div>
  );
}
