/**
 * News detail: `/news/general/:id` and `/News/general/:id`. The build renders
 * it for every news item in data/; the template answers items imported
 * later and loads `/web/news/{id}/{lang}`. It shows the title, the shared-by
 * line, the posted-on date, the photo, share links for the page's own
 * address and the story split into paragraphs at its line breaks. An
 * unknown or malformed id gets a clear not-found message with ways back.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import identity from '@site/content/identity';
import {formatLongDate} from '@site/src/lib/format';
import Layout from '@theme/Layout';
import {MetaLine} from '@site/src/components/NewsEventCard/EventBox';
import {CalendarIcon, PersonIcon} from '@site/src/components/NewsEventCard/MetaIcons';
import DetailShell from '@site/src/components/DetailShell';
import {ArticleFailed, ArticleNotFound, DetailArticle} from '@site/src/pages/news/_components/NewsEventArticle';
import ItemHeadTags from '@site/src/components/ItemHead';
import ShareLinks from '@site/src/components/ShareLinks';
import {api, useRenderedLocation, useRouteItem, withRouteData} from '@site/src/lib/api';

/** The news article page, in the current locale. */
function NewsDetailPage(): ReactNode {
  const state = useRouteItem(api.newsDetail, (answer) => answer[0]);
  const {i18n} = useDocusaurusContext();
  const {pathname} = useRenderedLocation();
  const pageTitle = translate({
    id: 'pages.news.detail.title',
    message: 'News article',
    description: 'Title and heading of the news article page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.news.detail.intro',
    message: 'A news story from the university, with the date it was posted, who shared it and its photo, followed by the full story.',
    description: 'Introduction under the heading of the news article page, also its meta description',
  });
  const allNews = {
    to: '/news/general',
    label: translate({id: 'news.detail.backToList', message: 'All news', description: 'Link from a news article back to the news list'}),
  };
  return (
    <DetailShell
      state={state}
      frame={(item, body) => (
        <Layout title={item?.title ?? pageTitle} description={intro}>
          <main>{body}</main>
        </Layout>
      )}
      notFound={
        <ArticleNotFound
          listLink={allNews}
          title={translate({
            id: 'news.detail.notFound.title',
            message: 'News article not found',
            description: 'Heading when a news article does not exist',
          })}
          text={translate({
            id: 'news.detail.notFound.text',
            message: 'There is no news article at this address. It may have been removed, or the link may be mistyped.',
            description: 'Explanation when a news article does not exist',
          })}
        />
      }
      failed={() => (
        <ArticleFailed
          listLink={allNews}
          title={translate({
            id: 'news.detail.failed.title',
            message: 'This news article could not be loaded',
            description: 'Heading when loading a news article failed',
          })}
        />
      )}
    >
      {(item) => (
        <>
          <ItemHeadTags />
          <DetailArticle
            backLink={allNews}
            title={item.title}
            photo={item.photo}
            content={item.content}
            facts={
              <>
                {item.shared_by ? (
                  <MetaLine
                    isLabelVisible
                    icon={<PersonIcon />}
                    label={translate({id: 'news.detail.sharedBy', message: 'Shared by', description: 'Label before who shared a news article'})}
                  >
                    {item.shared_by}
                  </MetaLine>
                ) : null}
                {item.posted_date ? (
                  <MetaLine
                    isLabelVisible
                    icon={<CalendarIcon />}
                    label={translate({id: 'news.meta.postedOn', message: 'Posted on', description: 'Label before the date a news item was posted'})}
                  >
                    {formatLongDate(item.posted_date, i18n.currentLocale)}
                  </MetaLine>
                ) : null}
              </>
            }
            actions={<ShareLinks url={`${identity.siteUrl}${pathname}`} title={item.title} />}
          />
        </>
      )}
    </DetailShell>
  );
}

export default withRouteData(NewsDetailPage);
