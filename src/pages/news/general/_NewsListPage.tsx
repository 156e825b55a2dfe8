/**
 * News list: all news from `/web/news/all-news/{lang}`,
 * 9 per page, in the pattern of the events list: photo, title, date, trimmed
 * story and share links, each box linking to /news/general/{id}. 'No news
 * found.' when the list is empty or fails.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import NewsBox from '@site/src/components/NewsEventCard/NewsBox';
import ListHero from '@site/src/components/ListHero';
import PagedList from '@site/src/pages/news/_components/PagedList';
import {api, useLang, useListPage, type NewsItem, withRouteData} from '@site/src/lib/api';
import {listPageTitle, useListPageNumber} from '@site/src/components/Pager/paging';
import {useLegacyRedirect} from '@site/src/lib/hooks/useLegacyRedirect';
import {LIST_PAGE_SIZE} from '@site/content/routes';

/** The news list page, in the current locale. */
function NewsListPage(): ReactNode {
  const lang = useLang();
  useLegacyRedirect();
  const page = useListPageNumber();
  const state = useListPage<'allNews', NewsItem>(api.allNews(lang), page, LIST_PAGE_SIZE);
  const title = translate({
    id: 'pages.news.title',
    message: 'News',
    description: 'Title and heading of the news list page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.news.intro',
    message:
      'The latest news from the university: academic life, achievements, partnerships and what is happening on campus. Open a story to read it in full.',
    description: 'Introduction under the heading of the news list page, also its meta description',
  });
  return (
    <Layout title={listPageTitle(title, page, lang)} description={intro}>
      <main>
        <ListHero title={title} text={intro} />
        <div className="container margin-vert--lg">
          <PagedList<NewsItem>
            state={state}
            page={page}
            listPath="/news/general"
            label={title}
            emptyMessage={translate({id: 'news.list.empty', message: 'No news found.', description: 'Shown when there is no news to list'})}
            getKey={(item) => item.id}
            renderItem={(item, index) => <NewsBox item={item} imageLoading={index === 0 ? 'eager' : 'lazy'} />}
          />
        </div>
      </main>
    </Layout>
  );
}

export default withRouteData(NewsListPage);
