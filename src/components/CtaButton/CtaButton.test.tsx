import {screen} from '@testing-library/react';
import {renderWithDocusaurus} from '@site/jest/docusaurus/renderWithDocusaurus';
import CtaButton, {opensInNewTab} from '.';

describe('opensInNewTab', () => {
  it.each([
    '/files/prospectus.pdf',
    '/files/form.doc',
    '/files/form.docx',
    '/img/campus.jpg',
    '/img/campus.jpeg',
    '/img/campus.png',
    '/img/campus.gif',
    '/img/campus.webp',
    '/files/Prospectus.PDF',
    '/img/Campus.JpEg',
    '/files/prospectus.pdf?v=2',
    '/files/prospectus.pdf#page=3',
    '/files/prospectus.pdf?v=2#page=3',
    'files/relative.docx',
  ])('opens the file %s in a new tab', (target) => {
    expect(opensInNewTab(target)).toBe(true);
  });

  it.each(['https://portal.sapedar.example/login', 'http://example.org/', '//cdn.example/file'])(
    'opens the other website %s in a new tab',
    (target) => {
      expect(opensInNewTab(target)).toBe(true);
    },
  );

  it.each([
    '/contact',
    '/',
    '/admission/admission-process',
    '/research/conferences/icamr-2024',
    '/news/general/12',
    '/files/pdf',
    '/files/guide.pdf.html',
    '/pages/webpage',
    '/search?q=report.pdf',
    '/about/history#report.pdf',
    '/img/photo.svg',
    '/files/table.xlsx',
  ])('keeps %s in the app', (target) => {
    expect(opensInNewTab(target)).toBe(false);
  });
});

describe('CtaButton', () => {
  it('navigates inside the site for a route', () => {
    renderWithDocusaurus(<CtaButton to="/contact">Contact us</CtaButton>);
    const link = screen.getByRole('link', {name: 'Contact us'});
    expect(link).toHaveAttribute('href', '/contact');
    expect(link).not.toHaveAttribute('target');
  });

  it('opens a file in a new tab, safely, and says so to screen readers', () => {
    renderWithDocusaurus(<CtaButton to="/files/admission-guide.PDF?v=1">Download the guide</CtaButton>);
    const link = screen.getByRole('link', {name: 'Download the guide (opens in a new tab)'});
    expect(link).toHaveAttribute('href', '/files/admission-guide.PDF?v=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens another website in a new tab', () => {
    renderWithDocusaurus(<CtaButton to="https://portal.sapedar.example/login">Student portal</CtaButton>);
    const link = screen.getByRole('link', {name: 'Student portal (opens in a new tab)'});
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
