/** @jest-environment node */
import {isOwnCanonical, searchUrlOf} from './build-search-index';

describe('what the site search indexes, and at which address', () => {
  it('indexes pages at their addresses, in every locale', () => {
    expect(searchUrlOf('index.html')).toBe('/');
    expect(searchUrlOf('fa/index.html')).toBe('/fa/');
    expect(searchUrlOf('about/history.html')).toBe('/about/history');
    expect(searchUrlOf('ps/students/library.html')).toBe('/ps/students/library');
  });

  it('indexes every record’s and program’s page', () => {
    expect(searchUrlOf('news/general/7.html')).toBe('/news/general/7');
    expect(searchUrlOf('fa/academics/programs/mba/faculty-profile/3.html')).toBe('/fa/academics/programs/mba/faculty-profile/3');
    expect(searchUrlOf('academics/programs/mba/fee-structure.html')).toBe('/academics/programs/mba/fee-structure');
    expect(searchUrlOf('ps/academics/faculty/law.html')).toBe('/ps/academics/faculty/law');
  });

  it('leaves out templates, error pages, further list pages and the old query addresses', () => {
    for (const file of [
      'news/general/([0-9]+).html',
      'news/general/0.html',
      'fa/academics/programs/0/fee-structure.html',
      'fa/Events/([A-Za-z0-9-]+)/([0-9]+).html',
      '404.html',
      'fa/404.html',
      'error.html',
      'events/page/2.html',
      'fa/news/general/page/3.html',
      'academics/programs/fee-structure.html',
      'academics/faculty/dean-message.html',
      'academics/faculty.html',
      'assets/js/main.js',
      'admin/index.html',
      'admin/preview.html',
      'fa/admin/preview.html',
    ]) {
      expect(searchUrlOf(file)).toBeUndefined();
    }
    // A list's first page and the programs' index are pages of their own.
    expect(searchUrlOf('events.html')).toBe('/events');
    expect(searchUrlOf('academics/programs.html')).toBe('/academics/programs');
  });

  it('leaves out a page that names another address to index', () => {
    const head = (href: string) => `<html><head><link data-rh=true rel=canonical href=${href} /></head><body></body></html>`;
    expect(
      isOwnCanonical(head('https://www.sapedar.example/academics/programs/bba/faculty-profile/1'), '/academics/programs/mba/faculty-profile/1'),
    ).toBe(false);
    expect(
      isOwnCanonical(head('https://www.sapedar.example/fa/academics/programs/mba/faculty-profile/1'), '/fa/academics/programs/mba/faculty-profile/1'),
    ).toBe(true);
    expect(isOwnCanonical('<html><head></head></html>', '/')).toBe(true);
  });
});
