/**
 * The link of Markdown text (`[label](/path)`): the theme's own link,
 * underlined. Infima draws links in colour only, which is not enough to tell
 * a link from the words around it (WCAG 1.4.1; axe "link-in-text-block").
 */
import type {ComponentProps, ReactNode} from 'react';
import clsx from 'clsx';
import MDXA from '@theme/MDXComponents/A';
import styles from './ProseLink.module.css';

/** Props of {@link ProseLink}: those of the theme's MDX link. */
export type ProseLinkProps = ComponentProps<typeof MDXA>;

/** A Markdown link, underlined so that it stands out from the text. */
export default function ProseLink({className, ...props}: ProseLinkProps): ReactNode {
  return <MDXA {...props} className={clsx(styles.proseLink, className)} />;
}
