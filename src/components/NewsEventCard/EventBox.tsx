/** One event on the events list: title, venue, date, duration, photo, share links, text. */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import identity from '@site/content/identity';
import {detailPath} from '@site/content/routes';
import ShareLinks, {eventShareUrl} from '@site/src/components/ShareLinks';
import type {EventItem} from '@site/src/lib/api';
import {toCardText} from '@site/content/text';
import CardLink from '@site/src/components/CardLink';
import {formatListDate, formatLongDate} from '@site/src/lib/format';
import {isDateToBeAnnounced} from './upcoming';
import {CalendarIcon, ClockIcon, PinIcon} from './MetaIcons';
import Photo, {type ImageLoading} from './Photo';
import styles from './styles.module.css';

/**
 * Text for an event's date: 'To be announced', or the start date as a list
 * date (the events list) or, on the event's own page, a long date with the
 * day of the week.
 */
export function useEventDateText(event: Pick<EventItem, 'upcoming' | 'start_date'>, kind: 'list' | 'long'): string {
  const {i18n} = useDocusaurusContext();
  if (isDateToBeAnnounced(event)) {
    return translate({
      id: 'events.date.toBeAnnounced',
      message: 'To be announced',
      description: "Shown instead of an event's date while the date is not fixed",
    });
  }
  return kind === 'list'
    ? formatListDate(event.start_date, i18n.currentLocale)
    : formatLongDate(event.start_date, i18n.currentLocale, {weekday: true});
}

interface MetaLineProps {
  readonly icon: ReactNode;
  readonly label: string;
  /** Show the label as text too (detail pages); boxes show only the icon. */
  readonly isLabelVisible?: boolean;
  readonly children: ReactNode;
}

/** One labelled fact of a box (date, venue, duration): the label is always read, the icon shown. */
export function MetaLine({icon, label, isLabelVisible = false, children}: MetaLineProps): ReactNode {
  return (
    <div className={styles.metaLine}>
      <dt>
        {icon}
        <span className={isLabelVisible ? styles.metaLabel : 'app-visually-hidden'}>{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Labels of the facts of an event, shared by the list box and the detail page. */
export function eventLabels(): {readonly date: string; readonly venue: string; readonly duration: string} {
  return {
    date: translate({id: 'events.meta.date', message: 'Date', description: "Label (read by screen readers) of an event's date"}),
    venue: translate({id: 'events.meta.venue', message: 'Venue', description: "Label (read by screen readers) of an event's venue"}),
    duration: translate({
      id: 'events.meta.duration',
      message: 'Duration',
      description: "Label (read by screen readers) of an event's time and duration",
    }),
  };
}

export interface EventBoxProps {
  readonly event: EventItem;
  readonly imageLoading?: ImageLoading;
}

/** One event on the events list. */
export default function EventBox({event, imageLoading = 'lazy'}: EventBoxProps): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const dateText = useEventDateText(event, 'list');
  const labels = eventLabels();
  const shareUrl = eventShareUrl(identity.siteUrl, siteConfig.baseUrl, event.keywords ?? '', event.id);
  return (
    <article className={clsx(styles.card, styles.box)}>
      <Photo src={event.photo} loading={imageLoading} />
      <div className={styles.body}>
        <h2 className={styles.title}>
          <CardLink to={detailPath('event', event.id)} className={styles.titleLink}>
            {event.title}
          </CardLink>
        </h2>
        <dl className={styles.meta}>
          <MetaLine icon={<CalendarIcon />} label={labels.date}>
            {dateText}
          </MetaLine>
          {event.location ? (
            <MetaLine icon={<PinIcon />} label={labels.venue}>
              {event.location}
            </MetaLine>
          ) : null}
          {event.time_period ? (
            <MetaLine icon={<ClockIcon />} label={labels.duration}>
              {event.time_period}
            </MetaLine>
          ) : null}
        </dl>
        <p className={clsx(styles.text, styles.clampFive)}>{toCardText(event.content)}</p>
        <ShareLinks className={styles.share} url={shareUrl} title={event.title} />
      </div>
    </article>
  );
}
