import {screen, within} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import faMessages from '@site/i18n/fa/code.json';
import psMessages from '@site/i18n/ps/code.json';
import type {EventItem} from '@site/src/lib/api';
import {ContentCard, EventBox} from '.';

const event: EventItem = {
  id: 7,
  title: 'Career Fair',
  location: 'Main Hall',
  start_date: '2024-03-16',
  upcoming: 'No',
  time_period: '9:00 AM – 1:00 PM',
  photo: '/img/events/event-07.webp',
  keywords: 'career-fair',
  content: 'Meet employers.<br>Bring your CV.',
};

describe('ContentCard and the .pdf rule', () => {
  it('opens a card whose link ends in .pdf in a new tab', () => {
    renderWithDocusaurus(<ContentCard link="/files/guide.pdf" image="/img/news/news-01.webp" title="Guide" content="Read it" />);
    const link = screen.getByRole('link', {name: /Guide/});
    expect(link).toHaveAttribute('href', '/files/guide.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens an in-site card link in the same tab, in the visitor’s language', () => {
    renderWithDocusaurus(<ContentCard link="/news/general/3" image="/img/news/news-03.webp" title="Story" content="Text" />, {locale: 'fa'});
    const link = screen.getByRole('link', {name: 'Story'});
    expect(link).toHaveAttribute('href', '/fa/news/general/3');
    expect(link).not.toHaveAttribute('target');
  });

  it('shows the content as trimmed plain lines, markup removed', () => {
    renderWithDocusaurus(<ContentCard link="/news/general/3" image="" title="Story" content={'  First<br>Second\\n<b>Third</b>  '} />);
    expect(screen.getByText(/First/).textContent).toBe('First\nSecond\nThird');
  });

  it('gives the photo its size and loads it lazily', () => {
    const {container} = renderWithDocusaurus(<ContentCard link="/x" image="/img/news/news-01.webp" title="T" content="C" />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('width', '800');
    expect(img).toHaveAttribute('height', '450');
    expect(img).toHaveAttribute('loading', 'lazy');
  });
});

describe('EventBox', () => {
  it('links to the event page and shows venue, date and duration', () => {
    renderWithDocusaurus(<EventBox event={event} />);
    expect(screen.getByRole('link', {name: 'Career Fair'})).toHaveAttribute('href', '/event/7');
    expect(screen.getByText('16-03-2024')).toBeInTheDocument();
    expect(screen.getByText('Main Hall')).toBeInTheDocument();
    expect(screen.getByText('9:00 AM – 1:00 PM')).toBeInTheDocument();
  });

  it("shows 'To be announced' instead of the date when upcoming is 'Yes'", () => {
    renderWithDocusaurus(<EventBox event={{...event, upcoming: 'Yes'}} />);
    expect(screen.getByText('To be announced')).toBeInTheDocument();
    expect(screen.queryByText('16-03-2024')).not.toBeInTheDocument();
  });

  it('writes the date as the Solar Hijri day with Eastern Arabic-Indic digits in Dari', () => {
    renderWithDocusaurus(<EventBox event={event} />, {locale: 'fa', translations: faMessages});
    expect(screen.getByText('۲۶ حوت ۱۴۰۲')).toBeInTheDocument();
  });

  it("says 'To be announced' in Pashto", () => {
    renderWithDocusaurus(<EventBox event={{...event, upcoming: 'Yes'}} />, {locale: 'ps', translations: psMessages});
    expect(screen.getByText('وروسته به اعلان شي')).toBeInTheDocument();
  });

  it('shares the site’s Events/{keywords}/{id} address on four networks, in new tabs', () => {
    renderWithDocusaurus(<EventBox event={event} />);
    const share = screen.getByRole('list', {name: 'Share'});
    const links = within(share).getAllByRole('link');
    expect(links).toHaveLength(4);
    const target = encodeURIComponent('https://www.sapedar.example/Events/career-fair/7');
    expect(links[0]).toHaveAttribute('href', `https://www.facebook.com/sharer/sharer.php?u=${target}`);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      expect(link.getAttribute('href')).toContain(target);
    }
  });
});
