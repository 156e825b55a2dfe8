/**
 * The JSON-LD blocks search engines read: each has the properties schema.org
 * and Google's rich results require for its type, with values in the form
 * they expect (absolute URLs, ISO 8601 dates, schema.org enumeration URLs),
 * and the block cannot break out of its script element.
 */
import identity from './identity';
import {
  collegeOrUniversity,
  employmentTypeOf,
  event,
  excerpt,
  jobPosting,
  jsonLdText,
  newsArticle,
  parseTimePeriod,
  type JsonLd,
} from './structured-data';

/** Required properties per type (Google rich results; schema.org for the university). */
const REQUIRED: Record<string, readonly string[]> = {
  CollegeOrUniversity: ['name', 'url', 'logo', 'address'],
  NewsArticle: ['headline', 'image', 'datePublished', 'author', 'publisher'],
  Event: ['name', 'startDate', 'location', 'eventStatus'],
  JobPosting: ['title', 'description', 'datePosted', 'validThrough', 'hiringOrganization', 'jobLocation', 'employmentType'],
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;

/** Missing or empty required properties of a block, as names. */
function missing(block: JsonLd): string[] {
  return (REQUIRED[block['@type']] ?? ['@type']).filter((key) => {
    const value = block[key];
    return value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
  });
}

const url = 'https://www.sapedar.example/fa/news/general/3';
const news = {
  title: 'کتابخانه مرکزی سه هزار عنوان تازه گرفت',
  content: '<p>کتابخانه مرکزی امروز کتاب‌های تازه را به قفسه‌ها افزود.</p>\nمحصلان از شنبه می‌توانند آن‌ها را امانت بگیرند.',
  photo: '/img/news/news-02.webp',
  posted_date: '2024-02-13',
  shared_by: 'کتابخانه مرکزی',
};
const anEvent = {
  title: 'Graduation Ceremony 2024',
  content: 'Graduates and families gather in the Main Auditorium.',
  photo: '/img/events/event-04.webp',
  location: 'Main Auditorium',
  start_date: '2024-07-25',
  time_period: '3:00 PM – 5:30 PM',
};
const job = {
  title: 'Lecturer in Accounting',
  job_summary: 'The Faculty of Economics is looking for two lecturers.',
  duties: 'Teach accounting courses\nSupervise theses & examine them',
  skills: "Master's degree in accounting",
  post_date: '2026-10-12',
  close_date: '2026-12-10',
  contract_type: 'Full-time',
  reference_no: 'HR-2026-011',
  vacancies: 2,
};

describe('the home page block', () => {
  it('describes the university with every required property, in the page language', () => {
    const block = collegeOrUniversity(identity, 'ps');
    expect(block['@context']).toBe('https://schema.org');
    expect(block['@type']).toBe('CollegeOrUniversity');
    expect(missing(block)).toEqual([]);
    expect(block.name).toBe(identity.name.ps);
    expect(block.url).toBe(`${identity.siteUrl}/ps/`);
    expect(block.logo).toBe(`${identity.siteUrl}${identity.logo.src}`);
    expect(block.sameAs).toEqual(identity.social.map((link) => link.url));
    expect(block.address).toMatchObject({'@type': 'PostalAddress', streetAddress: identity.address.ps, addressCountry: 'AF'});
  });
});

describe('NewsArticle', () => {
  it('has a headline, an absolute image, an ISO date, an author and a publisher', () => {
    const block = newsArticle(identity, 'fa', url, news);
    expect(block['@type']).toBe('NewsArticle');
    expect(missing(block)).toEqual([]);
    expect(block.headline).toBe(news.title);
    expect(block.image).toEqual([`${identity.siteUrl}/img/news/news-02.webp`]);
    expect(block.datePublished).toMatch(ISO_DATE);
    expect(block.author).toEqual({'@type': 'Organization', name: 'کتابخانه مرکزی'});
    expect(block.inLanguage).toBe('fa-AF');
    expect(block.mainEntityOfPage).toBe(url);
    expect(block.description).toBe('کتابخانه مرکزی امروز کتاب‌های تازه را به قفسه‌ها افزود. محصلان از شنبه می‌توانند آن‌ها را امانت بگیرند.');
  });

  it('keeps a headline within the 110 characters Google shows, and names the university when no one shared it', () => {
    const block = newsArticle(identity, 'en', url, {...news, title: 'word '.repeat(40).trim(), shared_by: ' '});
    expect(String(block.headline).length).toBeLessThanOrEqual(110);
    expect(String(block.headline).endsWith('…')).toBe(true);
    expect(block.author).toEqual({'@type': 'Organization', name: identity.name.en});
  });
});

describe('Event', () => {
  it('has a start and end in Kabul time, a scheduled status and a place with an address', () => {
    const block = event(identity, 'en', 'https://www.sapedar.example/event/4', anEvent);
    expect(missing(block)).toEqual([]);
    expect(block.startDate).toBe('2024-07-25T15:00:00+04:30');
    expect(block.endDate).toBe('2024-07-25T17:30:00+04:30');
    expect(block.eventStatus).toBe('https://schema.org/EventScheduled');
    expect(block.eventAttendanceMode).toBe('https://schema.org/OfflineEventAttendanceMode');
    expect(block.location).toMatchObject({'@type': 'Place', name: 'Main Auditorium', address: {'@type': 'PostalAddress', addressLocality: 'Kabul'}});
  });

  it('falls back to the date alone when the time cannot be read', () => {
    const block = event(identity, 'ps', 'https://www.sapedar.example/ps/event/4', {...anEvent, time_period: 'د سهار ۹:۰۰ – د غرمې ۱۲:۰۰'});
    expect(block.startDate).toBe('2024-07-25');
    expect(block.endDate).toBeUndefined();
    expect(missing(block)).toEqual([]);
  });
});

describe('JobPosting', () => {
  it('has datePosted, validThrough from the closing date, employmentType and an HTML description', () => {
    const block = jobPosting(identity, 'en', 'https://www.sapedar.example/career/current-opportunities/position/1', job);
    expect(missing(block)).toEqual([]);
    expect(block.datePosted).toBe('2026-10-12');
    expect(block.validThrough).toMatch(ISO_DATE_TIME);
    expect(block.validThrough).toBe('2026-12-10T23:59:59+04:30');
    expect(block.employmentType).toBe('FULL_TIME');
    expect(block.totalJobOpenings).toBe(2);
    expect(block.description).toBe(
      "<p>The Faculty of Economics is looking for two lecturers.</p><ul><li>Teach accounting courses</li><li>Supervise theses &amp; examine them</li></ul><p>Master's degree in accounting</p>",
    );
    expect(block.hiringOrganization).toMatchObject({'@type': 'Organization', name: identity.name.en});
    expect(block.jobLocation).toMatchObject({'@type': 'Place', address: {addressCountry: 'AF'}});
  });

  it.each([
    ['Full-time', 'FULL_TIME'],
    ['part time', 'PART_TIME'],
    ['تمام‌وقت', 'FULL_TIME'],
    ['بشپړ وخت', 'FULL_TIME'],
    ['Internship', 'INTERN'],
  ])('reads the contract type %s as %s', (contract, expected) => {
    expect(employmentTypeOf(contract)).toBe(expected);
  });

  it('leaves employmentType out for a contract type it does not know, instead of guessing', () => {
    expect(employmentTypeOf('Seasonal rota')).toBeUndefined();
    expect(jobPosting(identity, 'en', 'https://x.example/', {...job, contract_type: 'Seasonal rota'}).employmentType).toBeUndefined();
  });
});

describe('time periods', () => {
  it.each([
    ['9:00 AM – 12:00 PM', {start: '09:00', end: '12:00'}],
    ['12:30 PM - 1:15 PM', {start: '12:30', end: '13:15'}],
    ['12:00 AM – 6:00 AM', {start: '00:00', end: '06:00'}],
    ['۸:۰۰ – ۱۴:۰۰', {start: '08:00', end: '14:00'}],
    ['14:00–16:30', {start: '14:00', end: '16:30'}],
  ])('reads %s', (period, expected) => {
    expect(parseTimePeriod(period)).toEqual(expected);
  });

  it.each(['all day', '13:00 PM – 2:00 PM', '9:75 AM – 10:00 AM', '۳:۰۰ – ۵:۳۰ بعد از ظهر', ''])('refuses %s', (period) => {
    expect(parseTimePeriod(period)).toBeNull();
  });
});

describe('the script text', () => {
  it('cannot close its script element, whatever the data holds', () => {
    const text = jsonLdText(newsArticle(identity, 'en', url, {...news, title: '</script><script>alert(1)</script>'}));
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect((JSON.parse(text) as {headline: string}).headline).toBe('</script><script>alert(1)</script>');
  });
});

describe('excerpts', () => {
  it('are plain text of at most 200 characters, cut at a word', () => {
    const text = excerpt(`<p>${'Kabul '.repeat(60)}</p>`);
    expect(text.length).toBeLessThanOrEqual(200);
    expect(text).toMatch(/^Kabul( Kabul)*…$/);
  });
});
