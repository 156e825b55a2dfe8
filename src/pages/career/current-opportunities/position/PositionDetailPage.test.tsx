import {screen} from '@testing-library/react';
import {answerWith, useApiAnswers} from '@site/jest/api-answers';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import faMessages from '@site/i18n/fa/code.json';
import PositionDetailPage from './_PositionDetailPage';

// The theme's Layout (header, footer) is not under test here.
jest.mock('@theme/Layout', () => jest.requireActual('@site/jest/docusaurus/PlainLayout'), {virtual: true});

const job = {
  id: 4,
  title: 'Librarian',
  reference_no: 'SU-HR-004',
  post_date: '2026-10-01',
  close_date: '2026-11-30',
  vacancies: 1,
  job_summary: 'Runs the library.',
  duties: 'Lend books',
  skills: 'Patience',
  submission_guideline: 'Write to hr@sapedar.example',
  gender: 'Any',
  nationality: 'Afghan',
  contract_type: 'Full-time',
  contract_duration: 'One year',
  probation_period: 3,
  work_type: 'On-site',
  salary_range: '30000-40000',
  candidate_experience: 'Two years',
  extension_posibility: 'Yes',
};

describe('the job position page', () => {
  useApiAnswers();

  it('shows the position under its title, with the closing date', async () => {
    global.fetch = answerWith(200, job);
    renderWithDocusaurus(<PositionDetailPage route={{path: '/career/current-opportunities/position/([0-9]+)'}} />, {
      url: '/career/current-opportunities/position/4',
    });
    expect(await screen.findByRole('heading', {level: 1, name: 'Librarian'})).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/web/career/current-opportunities/position/4', expect.anything());
    expect(screen.getByText('Job vacancy')).toBeInTheDocument();
    expect(screen.getByText('Closing date')).toBeInTheDocument();
  });

  it('says, in Dari, that the position was not found, with the way back to the list', async () => {
    global.fetch = answerWith(404, {error: 'Not Found'});
    renderWithDocusaurus(<PositionDetailPage route={{path: '/career/current-opportunities/position/([0-9]+)'}} />, {
      locale: 'fa',
      url: '/fa/career/current-opportunities/position/999',
      translations: faMessages,
    });
    expect(await screen.findByText(faMessages['career.job.notFound'].message)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(faMessages['career.job.notFound'].message);
    expect(screen.getByRole('link', {name: faMessages['career.job.backToList'].message})).toHaveAttribute('href', '/fa/career/current-opportunities');
    expect(screen.getByRole('heading', {level: 1, name: faMessages['pages.career.position.title'].message})).toBeInTheDocument();
  });

  it('announces a failed request with its error text', async () => {
    global.fetch = answerWith(503, {error: 'Service Unavailable'});
    renderWithDocusaurus(<PositionDetailPage route={{path: '/career/current-opportunities/position/([0-9]+)'}} />, {
      url: '/career/current-opportunities/position/4',
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The position could not be loaded. Please try again later.');
    expect(alert).toHaveTextContent('HTTP error! status: 503');
  });
});
