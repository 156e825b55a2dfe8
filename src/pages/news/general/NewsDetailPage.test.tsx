import {screen} from '@testing-library/react';
import {answerWith, useApiAnswers} from '@site/jest/api-answers';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import faMessages from '@site/i18n/fa/code.json';
import NewsDetailPage from './_NewsDetailPage';

// The theme's Layout (header, footer) is not under test here.
jest.mock('@theme/Layout', () => jest.requireActual('@site/jest/docusaurus/PlainLayout'), {virtual: true});

const news = {
  id: 5,
  title: 'Blood donation drive',
  photo: '/img/news/news-05.webp',
  content: 'Students gave blood.\nThe drive will return next year.',
  posted_date: '2024-05-20',
  keywords: 'blood-donation',
  shared_by: 'Office of Student Affairs',
};

describe('the news detail page', () => {
  useApiAnswers();

  it.each(['/news/general/5', '/News/general/5'])('shows the article at %s', async (url) => {
    global.fetch = answerWith(200, [news]);
    renderWithDocusaurus(<NewsDetailPage route={{path: '/news/general/([0-9]+)'}} />, {url});
    expect(await screen.findByRole('heading', {level: 1, name: 'Blood donation drive'})).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/web/news/5/en', expect.anything());
    expect(screen.getByText('Office of Student Affairs')).toBeInTheDocument();
    expect(screen.getByText('20 May 2024')).toBeInTheDocument();
    expect(screen.getByText('Students gave blood.').tagName).toBe('P');
    expect(screen.getByText('The drive will return next year.').tagName).toBe('P');
    expect(screen.getByRole('link', {name: /Share on Facebook/})).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(`https://www.sapedar.example${url}`)}`,
    );
  });

  it('says the article was not found, in Dari, for an unknown id', async () => {
    global.fetch = answerWith(404, {error: 'Not Found', message: 'No news item 999'});
    renderWithDocusaurus(<NewsDetailPage route={{path: '/news/general/([0-9]+)'}} />, {
      locale: 'fa',
      url: '/fa/news/general/999',
      translations: faMessages,
    });
    expect(await screen.findByRole('heading', {name: faMessages['news.detail.notFound.title'].message})).toBeInTheDocument();
    expect(screen.getByRole('link', {name: faMessages['news.detail.backToList'].message})).toHaveAttribute('href', '/fa/news/general');
  });

  it('says not found for a malformed id without asking the API', async () => {
    global.fetch = jest.fn();
    renderWithDocusaurus(<NewsDetailPage route={{path: '/news/general/([0-9]+)'}} />, {url: '/news/general/abc'});
    expect(await screen.findByRole('heading', {name: 'News article not found'})).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('tells the visitor the article could not be loaded when the API fails', async () => {
    global.fetch = answerWith(503, {error: 'Service Unavailable'});
    renderWithDocusaurus(<NewsDetailPage route={{path: '/news/general/([0-9]+)'}} />, {url: '/news/general/5'});
    expect(await screen.findByRole('heading', {name: 'This news article could not be loaded'})).toBeInTheDocument();
  });
});
