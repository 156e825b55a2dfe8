/**
 * The home page's news and events sections:
 * cards from the latest-news and latest-events calls, a spinner while they
 * load, and the empty-list message when a list is empty or fails (the
 * error itself is not shown).
 */
import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {detailPath} from '@site/content/routes';
import {translate} from '@docusaurus/Translate';
import ListState, {arrayOf} from '@site/src/components/ListState';
import ContentCard from '@site/src/components/NewsEventCard/ContentCard';
import {api, useApi, useLang, type ApiState, type LatestItem} from '@site/src/lib/api';
import {useDirection} from '@site/src/lib/hooks/useDirection';
import styles from './styles.module.css';

/** How many latest items the home page shows of each kind. */
export const LATEST_COUNT = 3;

interface LatestSectionProps {
  readonly id: string;
  readonly title: string;
  readonly emptyMessage: string;
  readonly allLabel: string;
  readonly allLink: string;
  readonly linkFor: (item: LatestItem) => string;
  readonly state: ApiState<LatestItem[]>;
}

function LatestSection({id, title, emptyMessage, allLabel, allLink, linkFor, state}: LatestSectionProps): ReactNode {
  const direction = useDirection();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <div className={styles.header}>
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
        <Link to={allLink} className={styles.all}>
          {allLabel}
          <span aria-hidden="true">{direction === 'rtl' ? '←' : '→'}</span>
        </Link>
      </div>
      {/* A failed list reads as empty: the error would mean nothing here. */}
      <ListState<LatestItem> state={state} itemsOf={arrayOf} emptyMessage={emptyMessage} emptyKind="empty" emptyClassName={styles.empty}>
        {(items) => (
          <ul className={styles.grid}>
            {items.slice(0, LATEST_COUNT).map((item) => (
              <li key={item.id}>
                <ContentCard link={linkFor(item)} image={item.photo} title={item.title} content={item.content} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

/** The latest news cards, linking to /news/general/{id}. */
export function NewsCards(): ReactNode {
  const lang = useLang();
  const state = useApi(api.latestNews(lang));
  return (
    <LatestSection
      id="home-news"
      title={translate({id: 'home.news.title', message: 'Latest news', description: 'Heading of the news section on the home page'})}
      emptyMessage={translate({id: 'news.list.empty', message: 'No news found.', description: 'Shown when there is no news to list'})}
      allLabel={translate({id: 'home.news.all', message: 'All news', description: 'Link from the home page to the news list'})}
      allLink="/news/general"
      linkFor={(item) => detailPath('news', item.id)}
      state={state}
    />
  );
}

/** The latest events cards, linking to /event/{id}. */
export function EventCards(): ReactNode {
  const lang = useLang();
  const state = useApi(api.latestEvents(lang));
  return (
    <LatestSection
      id="home-events"
      title={translate({id: 'home.events.title', message: 'Events', description: 'Heading of the events section on the home page'})}
      emptyMessage={translate({id: 'events.list.empty', message: 'No events found.', description: 'Shown when there are no events to list'})}
      allLabel={translate({id: 'home.events.all', message: 'All events', description: 'Link from the home page to the events list'})}
      allLink="/events"
      linkFor={(item) => detailPath('event', item.id)}
      state={state}
    />
  );
}
