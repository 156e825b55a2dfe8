/**
 * Event detail: `/event/:id` and the events list's share address
 * `/Events/{keywords}/{id}`. The build renders it for every event in data/;
 * the template answers events imported later and loads
 * `/web/event/{id}/{lang}`. It shows title, date or 'To be announced',
 * venue, duration, photo, description, share links for the page's own
 * address, and an 'Add to calendar' download for dated events. An unknown
 * or malformed id gets a clear not-found message with ways back.
 */
import type {ReactNode} from 'react';
import Layout from '@theme/Layout';
import {translate} from '@docusaurus/Translate';
import identity from '@site/content/identity';
import AddToCalendar from '@site/src/pages/news/_components/AddToCalendar';
import {MetaLine, eventLabels, useEventDateText} from '@site/src/components/NewsEventCard/EventBox';
import {isDateToBeAnnounced} from '@site/src/components/NewsEventCard/upcoming';
import {CalendarIcon, ClockIcon, PinIcon} from '@site/src/components/NewsEventCard/MetaIcons';
import DetailShell from '@site/src/components/DetailShell';
import {ArticleFailed, ArticleNotFound, DetailArticle} from '@site/src/pages/news/_components/NewsEventArticle';
import ItemHeadTags from '@site/src/components/ItemHead';
import ShareLinks from '@site/src/components/ShareLinks';
import {api, useRenderedLocation, useRouteItem, type EventItem, withRouteData} from '@site/src/lib/api';

/** The facts of a loaded event: date (or 'To be announced'), venue, duration. */
function EventFacts({event}: {readonly event: EventItem}): ReactNode {
  const labels = eventLabels();
  const dateText = useEventDateText(event, 'long');
  return (
    <>
      <MetaLine isLabelVisible icon={<CalendarIcon />} label={labels.date}>
        {dateText}
      </MetaLine>
      {event.location ? (
        <MetaLine isLabelVisible icon={<PinIcon />} label={labels.venue}>
          {event.location}
        </MetaLine>
      ) : null}
      {event.time_period ? (
        <MetaLine isLabelVisible icon={<ClockIcon />} label={labels.duration}>
          {event.time_period}
        </MetaLine>
      ) : null}
    </>
  );
}

/** The event page, in the current locale. */
function EventDetailPage(): ReactNode {
  const state = useRouteItem(api.eventDetail, (answer) => answer[0]);
  const {pathname} = useRenderedLocation();
  const pageTitle = translate({
    id: 'pages.events.detail.title',
    message: 'Event',
    description: 'Title and heading of the event detail page',
  });
  // The introduction doubles as the meta description, so it is one string.
  const intro = translate({
    id: 'pages.events.detail.intro',
    message: 'One event at the university: what it is about, and where and when it takes place.',
    description: 'Introduction under the heading of the event detail page, also its meta description',
  });
  const allEvents = {
    to: '/events',
    label: translate({id: 'events.detail.backToList', message: 'All events', description: 'Link from an event page back to the events list'}),
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
          listLink={allEvents}
          title={translate({id: 'events.detail.notFound.title', message: 'Event not found', description: 'Heading when an event does not exist'})}
          text={translate({
            id: 'events.detail.notFound.text',
            message: 'There is no event at this address. It may have been removed, or the link may be mistyped.',
            description: 'Explanation when an event does not exist',
          })}
        />
      }
      failed={() => (
        <ArticleFailed
          listLink={allEvents}
          title={translate({
            id: 'events.detail.failed.title',
            message: 'This event could not be loaded',
            description: 'Heading when loading an event failed',
          })}
        />
      )}
    >
      {(item) => {
        const url = `${identity.siteUrl}${pathname}`;
        return (
          <>
            <ItemHeadTags />
            <DetailArticle
              backLink={allEvents}
              title={item.title}
              photo={item.photo}
              content={item.content}
              facts={<EventFacts event={item} />}
              actions={
                <>
                  <ShareLinks url={url} title={item.title} />
                  {/* An event whose date is still open can't go in a calendar. */}
                  {isDateToBeAnnounced(item) ? null : <AddToCalendar event={item} url={url} />}
                </>
              }
            />
          </>
        );
      }}
    </DetailShell>
  );
}

export default withRouteData(EventDetailPage);
