/**
 * Share links for a news item or an event: Facebook, X, LinkedIn and
 * WhatsApp, each opening the network's own share page in a new tab.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {SocialIcon} from '@site/src/frame/icons';
import {shareTargets, type ShareNetwork} from './shareTargets';
import styles from './styles.module.css';

export {eventShareUrl, pageShareUrl, shareTargets} from './shareTargets';

/** The marks of the two networks the frame's icon set doesn't have. */
function NetworkIcon({network}: {readonly network: ShareNetwork}): ReactNode {
  if (network === 'facebook' || network === 'linkedin') {
    return <SocialIcon network={network} width={18} height={18} />;
  }
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      {network === 'x' ? (
        <path d="M4 4h4.6l4 5.6L17.4 4H20l-6.2 7.2L20.5 20h-4.6l-4.4-6-5.1 6H3.8l6.5-7.6z" fill="currentColor" />
      ) : (
        <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
          <path d="M4.2 19.8l1.1-3.9A8.3 8.3 0 1 1 8.4 19z" />
          <path d="M9 8.4c.3 2.9 3 5.9 6 6.4l1.1-1.3-1.9-1-.8.8c-1-.4-2-1.4-2.4-2.4l.8-.8-1-1.9z" fill="currentColor" strokeWidth="0.6" />
        </g>
      )}
    </svg>
  );
}

export interface ShareLinksProps {
  /** The public address to share. */
  readonly url: string;
  /** The title of what is shared, used as the message text where a network takes one. */
  readonly title: string;
  readonly className?: string;
}

/** A labelled row of share links. */
export default function ShareLinks({url, title, className}: ShareLinksProps): ReactNode {
  const label = translate({id: 'share.label', message: 'Share', description: 'Label before the row of social-network share links'});
  return (
    <div className={clsx(styles.share, className)}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <ul className={styles.list} aria-label={label}>
        {shareTargets(url, title).map((target) => (
          <li key={target.network}>
            <a
              className={clsx(styles.link, styles[target.network])}
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={translate(
                {
                  id: 'share.link.ariaLabel',
                  message: 'Share on {network} (opens in a new tab)',
                  description: 'Accessible name of a share link; {network} is Facebook, X, LinkedIn or WhatsApp',
                },
                {network: target.name},
              )}
            >
              <NetworkIcon network={target.network} />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
