/**
 * Events list: all events from `/web/events/alll-events/{lang}`,
 * 9 per page. Each box shows title, venue, date ('To be announced' while the
 * date is open), duration, photo, share links and the description, and links
 * to /event/{id}. 'No events found.' when the list is empty or fails.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import EventBox from '@site/src/components/NewsEventCard/EventBox';
import ListHero from '@site/src/components/ListHero';
import PagedList from '@site/src/pages/news/_components/PagedList';
import {api, useLang, useListPage, type EventItem, withRouteData} from '@site/src/lib/api';
import {listPageTitle, useListPageNumber} from '@site/src/components/Pager/paging';
import {useLegacyRedirect} from '@site/src/lib/hooks/useLegacyRedirect';
import {LIST_PAGE_SIZE} from '@site/content/routes';

/** The events list page, in the current locale. */
function EventsPage(): ReactNode {
  const lang = useLang();
  useLegacyRedirect();
  const page = useListPageNumber();
  const state = useListPage<'allEvents', EventItem>(api.allEvents(lang), page, LIST_PAGE_SIZE);
  const title = translate({
    id: 'pages.events.title',
    message: 'Events',
    description: 'Title and heading of the events list page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.events.intro',
    message:
      'Conferences, seminars, workshops and celebrations at the university. Each event shows its venue, date and duration, with a short description.',
    description: 'Introduction under the heading of the events list page, also its meta description',
  });
  return (
    <Layout title={listPageTitle(title, page, lang)} description={intro}>
      <main>
        <ListHero title={title} text={intro} />
        <div className="container margin-vert--lg">
          <PagedList<EventItem>
            state={state}
            page={page}
            listPath="/events"
            label={title}
            emptyMessage={translate({id: 'events.list.empty', message: 'No events found.', description: 'Shown when there are no events to list'})}
            getKey={(event) => event.id}
            renderItem={(event, index) => <EventBox event={event} imageLoading={index === 0 ? 'eager' : 'lazy'} />}
          />
        </div>
      </main>
    </Layout>
  );
}

export default withRouteData(EventsPage);
