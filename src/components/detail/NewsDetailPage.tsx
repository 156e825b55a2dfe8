/**
 * News detail (spec 2 "News and event detail"): `/news/general/:id` and
 * `/News/general/:id`, one page per locale that reads the id from the URL
 * (DESIGN §3) and loads `/web/news/{id}/{lang}`. It shows the title, the
 * shared-by line, the posted-on date, the photo, share links for the page's
 * own address and the story split into paragraphs at its line breaks. An
 * unknown or malformed id gets a clear not-found message with ways back.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import identity from '@site/src/config/identity';
import {formatDisplayDate} from '@site/src/components/NewsEventCard/dates';
import {MetaLine} from '@site/src/components/NewsEventCard/EventBox';
import {CalendarIcon} from '@site/src/components/NewsEventCard/icons';
import {DetailArticle, DetailShell, useDetailItem} from '@site/src/components/NewsEventDetail';
import {useDirection} from '@site/src/components/home/useDirection';
import ShareLinks from '@site/src/components/ShareLinks';
import {api, type NewsItem} from '@site/src/lib/api';
import styles from './NewsEventDetail.module.css';

function PersonIcon(): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="12" cy="8" r="3.5" />
        <path d="M5 20c.8-3.6 3.6-5.5 7-5.5s6.2 1.9 7 5.5" />
      </g>
    </svg>
  );
}

/** The news article page, in the current locale. */
export default function NewsDetailPage(): ReactNode {
  const state = useDetailItem<NewsItem>(api.newsDetail);
  const {i18n} = useDocusaurusContext();
  const {pathname} = useLocation();
  const direction = useDirection();
  const pageTitle = translate({
    id: 'pages.news.detail.title',
    message: 'News article',
    description: 'Title and heading of the news article page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.news.detail.intro',
    message:
      'A news story from the university, with the date it was posted, who shared it and its photo, followed by the full story.',
    description: 'Introduction under the heading of the news article page, also its meta description',
  });
  const allNews = {
    to: '/news/general',
    label: translate({id: 'news.detail.backToList', message: 'All news', description: 'Link from a news article back to the news list'}),
  };
  return (
    <DetailShell
      state={state}
      pageTitle={pageTitle}
      description={intro}
      listLink={allNews}
      notFound={{
        title: translate({id: 'news.detail.notFound.title', message: 'News article not found', description: 'Heading when a news article does not exist'}),
        text: translate({
          id: 'news.detail.notFound.text',
          message: 'There is no news article at this address. It may have been removed, or the link may be mistyped.',
          description: 'Explanation when a news article does not exist',
        }),
      }}
      failedTitle={translate({id: 'news.detail.failed.title', message: 'This news article could not be loaded', description: 'Heading when loading a news article failed'})}
      itemTitle={(item) => item.title}
      renderItem={(item) => (
        <DetailArticle
          direction={direction}
          backLink={allNews}
          title={item.title}
          photo={item.photo}
          content={item.content}
          meta={
            <dl className={styles.meta}>
              {item.shared_by ? (
                <MetaLine
                  isLabelVisible
                  icon={<PersonIcon />}
                  label={translate({id: 'news.detail.sharedBy', message: 'Shared by', description: 'Label before who shared a news article'})}>
                  {item.shared_by}
                </MetaLine>
              ) : null}
              {item.posted_date ? (
                <MetaLine
                  isLabelVisible
                  icon={<CalendarIcon />}
                  label={translate({id: 'news.meta.postedOn', message: 'Posted on', description: 'Label before the date a news item was posted'})}>
                  {formatDisplayDate(item.posted_date, i18n.currentLocale)}
                </MetaLine>
              ) : null}
            </dl>
          }
          actions={<ShareLinks url={`${identity.siteUrl}${pathname}`} title={item.title} />}
        />
      )}
    />
  );
}
