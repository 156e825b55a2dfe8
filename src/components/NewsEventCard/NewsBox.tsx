/** One news item on the news list: photo, title, date, trimmed content, share links. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import identity from '@site/content/identity';
import {detailPath} from '@site/content/routes';
import ShareLinks, {pageShareUrl} from '@site/src/components/ShareLinks';
import type {NewsItem} from '@site/src/lib/api';
import {toCardText} from '@site/content/text';
import CardLink from '@site/src/components/CardLink';
import {MetaLine} from './EventBox';
import {formatListDate} from '@site/src/lib/format';
import {CalendarIcon} from './MetaIcons';
import Photo, {type ImageLoading} from './Photo';
import styles from './styles.module.css';

export interface NewsBoxProps {
  readonly item: NewsItem;
  readonly imageLoading?: ImageLoading;
}

/** One news item on the news list. */
export default function NewsBox({item, imageLoading = 'lazy'}: NewsBoxProps): ReactNode {
  const {i18n, siteConfig} = useDocusaurusContext();
  const path = detailPath('news', item.id);
  return (
    <article className={clsx(styles.card, styles.box)}>
      <Photo src={item.photo} loading={imageLoading} />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <CardLink to={path} className={styles.titleLink}>
            {item.title}
          </CardLink>
        </h2>
        {item.posted_date ? (
          <dl className={styles.meta}>
            <MetaLine
              icon={<CalendarIcon />}
              label={translate({id: 'news.meta.postedOn', message: 'Posted on', description: 'Label before the date a news item was posted'})}
            >
              {formatListDate(item.posted_date, i18n.currentLocale)}
            </MetaLine>
          </dl>
        ) : null}
        <p className={clsx(styles.text, styles.clampFour)}>{toCardText(item.content)}</p>
        <ShareLinks className={styles.share} url={pageShareUrl(identity.siteUrl, siteConfig.baseUrl, path)} title={item.title} />
      </div>
    </article>
  );
}
