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

/**
 * Whether a link is an e-mail address or phone number written out as its own
 * text (`j.sultani@sapedar.example`, `+93 700 000 140`): such a link reads
 * left to right in every language, or a Dari page would show it scrambled.
 */
function isLatinContact(href: string | undefined, children: ReactNode): boolean {
  return /^(mailto|tel):/i.test(href ?? '') && typeof children === 'string' && !/\p{Script=Arabic}/u.test(children);
}

/** A Markdown link, underlined so that it stands out from the text. */
export default function ProseLink({className, dir, ...props}: ProseLinkProps): ReactNode {
  const direction = dir ?? (isLatinContact(props.href, props.children) ? 'ltr' : undefined);
  return <MDXA {...props} dir={direction} className={clsx(styles.proseLink, className)} />;
}
