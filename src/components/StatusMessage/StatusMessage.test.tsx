import {screen, within} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import {HttpError} from '@site/src/lib/api';
import StatusMessage, {isNotFound} from '.';

describe('StatusMessage', () => {
  it('says a notice politely, as a paragraph', () => {
    renderWithDocusaurus(<StatusMessage kind="notice">No programs available.</StatusMessage>);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('No programs available.');
    expect(within(status).getByText('No programs available.').tagName).toBe('P');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps paragraphs and links it is given', () => {
    renderWithDocusaurus(
      <StatusMessage kind="notice">
        <p>We could not find this position.</p>
        <p>
          <a href="/career/current-opportunities">All current opportunities</a>
        </p>
      </StatusMessage>,
    );
    expect(within(screen.getByRole('status')).getByRole('link', {name: 'All current opportunities'})).toBeInTheDocument();
  });

  it('says an empty list politely too', () => {
    renderWithDocusaurus(<StatusMessage kind="empty">No events found.</StatusMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('No events found.');
  });

  it('announces a failed request at once, followed by the error text in English', () => {
    renderWithDocusaurus(
      <StatusMessage kind="error" error={new Error('HTTP error! status: 500')}>
        The programs could not be loaded.
      </StatusMessage>,
      {locale: 'fa'},
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The programs could not be loaded.');
    const detail = within(alert).getByText('HTTP error! status: 500');
    expect(detail).toHaveAttribute('lang', 'en');
    expect(detail).toHaveAttribute('dir', 'ltr');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('stands in for a page with its h1 and the ways on as links, in the page’s language', () => {
    renderWithDocusaurus(
      <StatusMessage
        kind="page"
        title="News article not found"
        links={[
          {to: '/news/general', label: 'All news'},
          {to: '/', label: 'Home Page'},
        ]}
      >
        There is no news article at this address.
      </StatusMessage>,
      {locale: 'ps'},
    );
    const status = screen.getByRole('status');
    expect(within(status).getByRole('heading', {level: 1, name: 'News article not found'})).toBeInTheDocument();
    expect(within(status).getByText('There is no news article at this address.')).toBeInTheDocument();
    expect(
      within(status)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['All news', '/ps/news/general'],
      ['Home Page', '/ps/'],
    ]);
  });
});

describe('isNotFound', () => {
  it('is true for a 404 answer only', () => {
    expect(isNotFound(new HttpError(404))).toBe(true);
    expect(isNotFound(new HttpError(500))).toBe(false);
    expect(isNotFound(new Error('offline'))).toBe(false);
  });
});
