/**
 * A data item drawn by the site's own components, as its page shows it:
 * a news story or an event as its article (title, facts, photo, story), a
 * job as its position page, a lecturer's profile, a program's overview with
 * its figures, an employee of the month, an Inspire issue. Photos and files
 * chosen in the editor and not saved yet are shown from the editor's copy.
 * Faculties and publications, whose pages gather several items, show their
 * text in the site's typography.
 */
import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import type {Locale} from '@site/content/locales';
import type {EntityName} from '@site/content/schemas/data';
import type {Employee, EventItem, Job, LecturerProfile as Profile, NewsDetailItem, ProgramDetail} from '@site/src/lib/api';
import {formatLongDate} from '@site/src/lib/format';
import {Paragraphs} from '@site/src/components/RichText';
import {MetaLine, eventLabels, useEventDateText} from '@site/src/components/NewsEventCard/EventBox';
import {CalendarIcon, ClockIcon, PersonIcon, PinIcon} from '@site/src/components/NewsEventCard/MetaIcons';
import {DetailArticle} from '@site/src/pages/news/_components/NewsEventArticle';
import Position, {ClosingDate} from '@site/src/pages/career/_components/Position';
import EmployeeProfile from '@site/src/pages/career/_components/EmployeeProfile';
import InspireList from '@site/src/pages/career/_components/InspireList';
import LecturerProfile from '@site/src/pages/academics/_components/LecturerProfile';
import ProgramCard from '@site/src/pages/academics/_components/ProgramCard';
import Downloads from '@site/src/pages/academics/_components/Downloads';
import VisionAndMission from '@site/src/pages/academics/_components/VisionAndMission';
import StructureTable from '@site/src/pages/academics/_components/StructureTable';
import FeeTables from '@site/src/pages/academics/_components/FeeTables';
import {assetUrl} from './item';
import styles from './styles.module.css';

/** The item (./item.ts) with its photos and files pointing where the preview can load them. */
type Item = Record<string, unknown>;

const LIST_LINKS: Partial<Record<EntityName, string>> = {news: '/news/general', events: '/events'};

/** The way back the article's first line shows, as on the item's page. */
function backLink(entity: EntityName): {to: string; label: string} {
  return entity === 'news'
    ? {to: LIST_LINKS.news ?? '/', label: translate({id: 'news.detail.backToList', message: 'All news'})}
    : {to: LIST_LINKS.events ?? '/', label: translate({id: 'events.detail.backToList', message: 'All events'})};
}

function NewsArticle({item, locale}: {readonly item: NewsDetailItem; readonly locale: Locale}): ReactNode {
  return (
    <DetailArticle
      backLink={backLink('news')}
      title={item.title}
      photo={item.photo}
      content={item.content}
      facts={
        <>
          {item.shared_by ? (
            <MetaLine isLabelVisible icon={<PersonIcon />} label={translate({id: 'news.detail.sharedBy', message: 'Shared by'})}>
              {item.shared_by}
            </MetaLine>
          ) : null}
          {item.posted_date ? (
            <MetaLine isLabelVisible icon={<CalendarIcon />} label={translate({id: 'news.meta.postedOn', message: 'Posted on'})}>
              {formatLongDate(item.posted_date, locale)}
            </MetaLine>
          ) : null}
        </>
      }
      actions={null}
    />
  );
}

function EventArticle({item}: {readonly item: EventItem}): ReactNode {
  const labels = eventLabels();
  const dateText = useEventDateText(item, 'long');
  return (
    <DetailArticle
      backLink={backLink('events')}
      title={item.title}
      photo={item.photo}
      content={item.content}
      facts={
        <>
          <MetaLine isLabelVisible icon={<CalendarIcon />} label={labels.date}>
            {dateText}
          </MetaLine>
          {item.location ? (
            <MetaLine isLabelVisible icon={<PinIcon />} label={labels.venue}>
              {item.location}
            </MetaLine>
          ) : null}
          {item.time_period ? (
            <MetaLine isLabelVisible icon={<ClockIcon />} label={labels.duration}>
              {item.time_period}
            </MetaLine>
          ) : null}
        </>
      }
      actions={null}
    />
  );
}

function ProgramOverview({item, locale}: {readonly item: Item; readonly locale: Locale}): ReactNode {
  const detail = item as unknown as ProgramDetail & {Tag: string; type: 'graduate-programs' | 'undergraduate-programs'; Image: string; Bio: string};
  return (
    <>
      <h1>{detail.title}</h1>
      <ProgramCard title={detail.title} bio={detail.Bio} image={detail.Image} href="#" headingLevel={2} />
      <Paragraphs text={detail.overview} className={styles.prose} />
      <Downloads files={detail.files} />
      <Paragraphs text={detail.description} className={styles.prose} />
      <VisionAndMission vision={detail.vision} mission={detail.mission} />
      <Paragraphs text={detail.academic_structure} className={styles.prose} />
      <StructureTable program={detail} type={detail.type} locale={locale} />
      <Paragraphs text={detail.fee_structure} className={styles.prose} />
      <FeeTables program={detail} type={detail.type} locale={locale} />
    </>
  );
}

/** Any other item: its text fields in the site's typography. */
function TextFields({item}: {readonly item: Item}): ReactNode {
  const entries = Object.entries(item).filter(([, value]) => typeof value === 'string' && value.trim() !== '' && !/^\/(img|files)\//.test(value));
  const [first, ...rest] = entries;
  return (
    <article className="markdown">
      {first ? <h1>{String(first[1])}</h1> : null}
      {rest.map(([name, value]) => (
        <Paragraphs key={name} text={String(value)} />
      ))}
    </article>
  );
}

/** `item` with its photo and file paths replaced by where the preview can load them. */
function withAssets(item: Item, assets: Readonly<Record<string, string>>): Item {
  const resolved: Item = {};
  for (const [name, value] of Object.entries(item)) {
    if (typeof value === 'string' && /^\/(img|files)\//.test(value)) resolved[name] = assetUrl(value, assets);
    else if (name === 'files' && Array.isArray(value)) {
      resolved[name] = (value as {name: string; file: string}[]).map((file) => ({...file, file: assetUrl(file.file, assets)}));
    } else resolved[name] = value;
  }
  return resolved;
}

/** One data item in the pane's language, as its page draws it. */
export default function ItemPreview({
  entity,
  item: raw,
  locale,
  assets,
}: {
  readonly entity: EntityName;
  readonly item: Item;
  readonly locale: Locale;
  readonly assets: Readonly<Record<string, string>>;
}): ReactNode {
  const item = withAssets(raw, assets);
  switch (entity) {
    case 'news':
      return <NewsArticle item={item as unknown as NewsDetailItem} locale={locale} />;
    case 'events':
      return <EventArticle item={item as unknown as EventItem} />;
    case 'jobs': {
      const job = item as unknown as Job;
      return (
        <>
          <h1>{job.title}</h1>
          {job.close_date ? <ClosingDate date={job.close_date} locale={locale} /> : null}
          <Position job={job} locale={locale} />
        </>
      );
    }
    case 'lecturers': {
      const profile = item as unknown as Profile;
      return (
        <>
          <h1>{profile.name}</h1>
          <LecturerProfile profile={profile} />
        </>
      );
    }
    case 'programs':
      return <ProgramOverview item={item} locale={locale} />;
    case 'employees': {
      const employee = item as unknown as Employee;
      return (
        <>
          <h1>{employee.name}</h1>
          <EmployeeProfile employee={employee} />
        </>
      );
    }
    case 'inspires':
      return <InspireList issues={[item as unknown as {name: string; issue: number; file: string}]} locale={locale} />;
    default:
      return <TextFields item={item} />;
  }
}
