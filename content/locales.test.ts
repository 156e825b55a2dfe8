import {pathInLocale, stripLocalePrefix} from './locales';

describe('stripLocalePrefix', () => {
  it.each([
    ['/', '/'],
    ['/about/history', '/about/history'],
    ['/fa/', '/'],
    ['/fa', '/'],
    ['/ps/about/history', '/about/history'],
    ['/fa/academics/programs', '/academics/programs'],
    // A page whose own path starts with the letters of a locale is not prefixed.
    ['/faculty', '/faculty'],
    ['/pse', '/pse'],
  ])('reads %s as %s', (pathname, expected) => {
    expect(stripLocalePrefix(pathname)).toBe(expected);
  });
});

describe('pathInLocale', () => {
  it('gives English paths no prefix', () => {
    expect(pathInLocale('/about/history', 'en')).toBe('/about/history');
    expect(pathInLocale('/', 'en')).toBe('/');
  });

  it('prefixes Dari and Pashto paths, keeping the home page a folder', () => {
    expect(pathInLocale('/about/history', 'fa')).toBe('/fa/about/history');
    expect(pathInLocale('/', 'ps')).toBe('/ps/');
  });

  it('keeps the query string', () => {
    expect(pathInLocale('/academics/faculty', 'ps', '?faculty=Law&title=Law')).toBe('/ps/academics/faculty?faculty=Law&title=Law');
  });
});
