/**
 * Event detail (spec 2 "News and event detail"): `/event/:id`, one page per
 * locale that reads the id from the URL (DESIGN §3) and loads
 * `/web/event/{id}/{lang}`. The spec shows only the page's start, so it holds
 * what a visitor expects: title, date or 'To be announced', venue, duration,
 * photo, description, share links for the page's own address, and an 'Add to
 * calendar' download for dated events. An unknown or malformed id gets a
 * clear not-found message with ways back.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import identity from '@site/src/config/identity';
import AddToCalendar from '@site/src/components/AddToCalendar';
import {MetaLine, eventLabels, useEventDateText} from '@site/src/components/NewsEventCard/EventBox';
import {isDateToBeAnnounced} from '@site/src/components/NewsEventCard/dates';
import {CalendarIcon, ClockIcon, PinIcon} from '@site/src/components/NewsEventCard/icons';
import {DetailArticle, DetailShell, useDetailItem} from '@site/src/components/NewsEventDetail';
import {useDirection} from '@site/src/components/home/useDirection';
import ShareLinks from '@site/src/components/ShareLinks';
import {api, type EventItem} from '@site/src/lib/api';
import styles from './NewsEventDetail.module.css';

/** The facts of a loaded event: date (or 'To be announced'), venue, duration. */
function EventFacts({event}: {readonly event: EventItem}): ReactNode {
  const labels = eventLabels();
  const dateText = useEventDateText(event);
  return (
    <dl className={styles.meta}>
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
    </dl>
  );
}

/** The event page, in the current locale. */
export default function EventDetailPage(): ReactNode {
  const state = useDetailItem<EventItem>(api.eventDetail);
  const {pathname} = useLocation();
  const direction = useDirection();
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
      pageTitle={pageTitle}
      description={intro}
      listLink={allEvents}
      notFound={{
        title: translate({id: 'events.detail.notFound.title', message: 'Event not found', description: 'Heading when an event does not exist'}),
        text: translate({
          id: 'events.detail.notFound.text',
          message: 'There is no event at this address. It may have been removed, or the link may be mistyped.',
          description: 'Explanation when an event does not exist',
        }),
      }}
      failedTitle={translate({id: 'events.detail.failed.title', message: 'This event could not be loaded', description: 'Heading when loading an event failed'})}
      itemTitle={(item) => item.title}
      renderItem={(item) => {
        const url = `${identity.siteUrl}${pathname}`;
        return (
          <DetailArticle
            direction={direction}
            backLink={allEvents}
            title={item.title}
            photo={item.photo}
            content={item.content}
            meta={<EventFacts event={item} />}
            actions={
              <>
                <ShareLinks url={url} title={item.title} />
                {/* An event whose date is still open can't go in a calendar. */}
                {isDateToBeAnnounced(item) ? null : <AddToCalendar event={item} url={url} />}
              </>
            }
          />
        );
      }}
    />
  );
}
