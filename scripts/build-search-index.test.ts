/** @jest-environment node */
import {searchUrlOf} from './build-search-index';

describe('what the site search indexes, and at which address', () => {
  it('indexes pages at their addresses, in every locale', () => {
    expect(searchUrlOf('index.html')).toBe('/');
    expect(searchUrlOf('fa/index.html')).toBe('/fa/');
    expect(searchUrlOf('about/history.html')).toBe('/about/history');
    expect(searchUrlOf('ps/students/library.html')).toBe('/ps/students/library');
  });

  it('indexes every record’s rendered page', () => {
    expect(searchUrlOf('news/general/7.html')).toBe('/news/general/7');
    expect(searchUrlOf('fa/academics/programs/faculty-profile/3.html')).toBe('/fa/academics/programs/faculty-profile/3');
  });

  it('indexes a program’s and a faculty’s pages at their query addresses', () => {
    expect(searchUrlOf('academics/programs/fee-structure~graduate-programs~MBA.html')).toBe(
      '/academics/programs/fee-structure?type=graduate-programs&program=MBA',
    );
    expect(searchUrlOf('ps/academics/faculty~Law.html')).toBe('/ps/academics/faculty?faculty=Law');
  });

  it('leaves out templates, error pages, further list pages and query pages without their query', () => {
    for (const file of [
      'news/general/([0-9]+).html',
      'fa/Events/([A-Za-z0-9-]+)/([0-9]+).html',
      '404.html',
      'fa/404.html',
      'error.html',
      'events~2.html',
      'fa/news/general~3.html',
      'academics/programs.html',
      'academics/faculty/dean-message.html',
      'assets/js/main.js',
      'admin/index.html',
    ]) {
      expect(searchUrlOf(file)).toBeUndefined();
    }
    // A list's first page is a page of its own.
    expect(searchUrlOf('events.html')).toBe('/events');
  });
});
