import {screen} from '@testing-library/react';
import {answerWith, useApiAnswers} from '@site/jest/api-answers';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import EventDetailPage from './_EventDetailPage';

// The theme's Layout (header, footer) is not under test here.
jest.mock('@theme/Layout', () => jest.requireActual('@site/jest/docusaurus/PlainLayout'), {virtual: true});

const event = {
  id: 3,
  title: 'Football final',
  location: 'Sports Ground',
  start_date: '2024-06-12',
  upcoming: 'No',
  time_period: '3:00 PM – 5:00 PM',
  photo: '/img/events/event-03.webp',
  keywords: 'football-final',
  content: 'The final of the cup.',
};

describe('the event detail page', () => {
  useApiAnswers();

  it('shows the event with its date, venue, duration and a calendar download', async () => {
    global.fetch = answerWith(200, [event]);
    renderWithDocusaurus(<EventDetailPage route={{path: '/event/([0-9]+)'}} />, {url: '/event/3'});
    expect(await screen.findByRole('heading', {level: 1, name: 'Football final'})).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/web/event/3/en', expect.anything());
    expect(screen.getByText('Wednesday, 12 June 2024')).toBeInTheDocument();
    expect(screen.getByText('Sports Ground')).toBeInTheDocument();
    expect(screen.getByText('3:00 PM – 5:00 PM')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: /Add to calendar/})).toBeInTheDocument();
  });

  it("shows 'To be announced' and no calendar download while the date is open", async () => {
    global.fetch = answerWith(200, [{...event, upcoming: 'Yes'}]);
    renderWithDocusaurus(<EventDetailPage route={{path: '/event/([0-9]+)'}} />, {url: '/event/3'});
    expect(await screen.findByText('To be announced')).toBeInTheDocument();
    expect(screen.queryByRole('button', {name: /Add to calendar/})).not.toBeInTheDocument();
  });

  it('says the event was not found for an unknown id', async () => {
    global.fetch = answerWith(404, {error: 'Not Found'});
    renderWithDocusaurus(<EventDetailPage route={{path: '/event/([0-9]+)'}} />, {url: '/event/999'});
    expect(await screen.findByRole('heading', {name: 'Event not found'})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'All events'})).toHaveAttribute('href', '/events');
  });
});
