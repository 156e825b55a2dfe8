/**
 * The university's five social networks (identity.social), as icon links that
 * open in a new tab. Used in the sidebar and the footer.
 */
import type {CSSProperties, ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import identity from '@site/content/identity';
import {SocialIcon} from '@site/src/frame/icons';
import {NewTabHint} from '@site/src/frame/NewTabHint';
import styles from './styles.module.css';

export interface SocialLinksProps {
  readonly className?: string;
  readonly style?: CSSProperties;
}

/** A labelled list of the social links; each link's name is the network plus the new-tab hint. */
export default function SocialLinks({className, style}: SocialLinksProps): ReactNode {
  return (
    <ul
      className={clsx(styles.list, className)}
      style={style}
      aria-label={translate({
        id: 'frame.social.ariaLabel',
        message: 'Social media',
        description: 'Accessible name of the list of the university social media links',
      })}
    >
      {identity.social.map(({network, label, url}) => (
        <li key={network}>
          <a className={styles.link} href={url} target="_blank" rel="noopener noreferrer">
            <SocialIcon network={network} className={styles.icon} />
            <span className="app-visually-hidden">{label}</span>
            <NewTabHint />
          </a>
        </li>
      ))}
    </ul>
  );
}
