import {screen} from '@testing-library/react';
import {answerWith, useApiAnswers} from '@site/jest/api-answers';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import faMessages from '@site/i18n/fa/code.json';
import {EventCards, NewsCards} from '.';

const items = [1, 2, 3, 4].map((id) => ({id, photo: `/img/news/news-0${id}.webp`, title: `Story ${id}`, content: `Text ${id}`}));

describe('the home news and events sections', () => {
  useApiAnswers();

  it('asks for the latest news in the page’s language and links each card to its article', async () => {
    global.fetch = answerWith(200, items);
    renderWithDocusaurus(<NewsCards />, {locale: 'fa', translations: faMessages});
    expect(await screen.findByRole('link', {name: 'Story 1'})).toHaveAttribute('href', '/fa/news/general/1');
    expect(global.fetch).toHaveBeenCalledWith('/web/news/latest-news/fa', expect.anything());
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('links event cards to /event/{id}', async () => {
    global.fetch = answerWith(200, items);
    renderWithDocusaurus(<EventCards />);
    expect(await screen.findByRole('link', {name: 'Story 2'})).toHaveAttribute('href', '/event/2');
    expect(global.fetch).toHaveBeenCalledWith('/web/events/latest-events/en', expect.anything());
  });

  it('shows only the empty message, in Dari, when the API fails', async () => {
    global.fetch = answerWith(500, {error: 'Internal Server Error'});
    renderWithDocusaurus(<NewsCards />, {locale: 'fa', translations: faMessages});
    expect(await screen.findByText('هیچ خبری پیدا نشد.')).toBeInTheDocument();
    expect(screen.queryByText(/HTTP error|500/)).not.toBeInTheDocument();
  });

  it("shows 'No events found.' for an empty list", async () => {
    global.fetch = answerWith(200, []);
    renderWithDocusaurus(<EventCards />);
    expect(await screen.findByText('No events found.')).toBeInTheDocument();
  });
});
