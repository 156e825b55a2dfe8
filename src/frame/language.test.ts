import {firstVisitLocale, localeOfLanguageTag, otherLanguageLinks, type FirstVisitInput} from './language';

describe('otherLanguageLinks', () => {
  it('lists the two other languages in site order', () => {
    expect(otherLanguageLinks('en', '/contact')).toEqual([
      {locale: 'fa', href: '/fa/contact'},
      {locale: 'ps', href: '/ps/contact'},
    ]);
    expect(otherLanguageLinks('fa', '/contact').map(({locale}) => locale)).toEqual(['en', 'ps']);
    expect(otherLanguageLinks('ps', '/contact').map(({locale}) => locale)).toEqual(['en', 'fa']);
  });

  it('points at the same page and query in each language', () => {
    expect(otherLanguageLinks('ps', '/academics/programs', '?type=graduate-programs&program=CS')).toEqual([
      {locale: 'en', href: '/academics/programs?type=graduate-programs&program=CS'},
      {locale: 'fa', href: '/fa/academics/programs?type=graduate-programs&program=CS'},
    ]);
  });
});

describe('localeOfLanguageTag', () => {
  it.each([
    ['fa', 'fa'],
    ['fa-AF', 'fa'],
    ['prs', 'fa'],
    ['prs-AF', 'fa'],
    ['ps', 'ps'],
    ['ps-AF', 'ps'],
    ['en-GB', 'en'],
    ['de-DE', null],
    ['', null],
  ])('reads %s as %s', (tag, expected) => {
    expect(localeOfLanguageTag(tag)).toBe(expected);
  });
});

describe('firstVisitLocale', () => {
  const englishHome: FirstVisitInput = {
    currentLocale: 'en',
    pathWithoutLocale: '/',
    storedLanguage: null,
    browserLanguages: [],
  };

  it('follows a Dari browser from the English home page', () => {
    expect(firstVisitLocale({...englishHome, browserLanguages: ['fa-AF', 'en']})).toBe('fa');
    expect(firstVisitLocale({...englishHome, browserLanguages: ['prs']})).toBe('fa');
  });

  it('follows a Pashto browser from the English home page', () => {
    expect(firstVisitLocale({...englishHome, browserLanguages: ['de', 'ps-AF', 'fa']})).toBe('ps');
  });

  it('stays when the browser prefers English or no language of the site', () => {
    expect(firstVisitLocale({...englishHome, browserLanguages: ['en-US', 'fa']})).toBeNull();
    expect(firstVisitLocale({...englishHome, browserLanguages: ['de', 'fr']})).toBeNull();
  });

  it('sends a visitor who chose Dari or Pashto back to that language', () => {
    expect(firstVisitLocale({...englishHome, storedLanguage: 'ps', browserLanguages: ['en']})).toBe('ps');
    expect(firstVisitLocale({...englishHome, storedLanguage: 'fa'})).toBe('fa');
  });

  it('never moves a visitor who chose English, whatever the browser says', () => {
    expect(firstVisitLocale({...englishHome, storedLanguage: 'en', browserLanguages: ['fa-AF']})).toBeNull();
  });

  it('ignores a stored value that is not a site language', () => {
    expect(firstVisitLocale({...englishHome, storedLanguage: 'de', browserLanguages: ['ps']})).toBe('ps');
  });

  it('redirects from the English home page only', () => {
    expect(firstVisitLocale({...englishHome, pathWithoutLocale: '/about/history', browserLanguages: ['fa']})).toBeNull();
    expect(firstVisitLocale({...englishHome, currentLocale: 'ps', storedLanguage: 'fa'})).toBeNull();
    expect(firstVisitLocale({...englishHome, currentLocale: 'fa', storedLanguage: 'en'})).toBeNull();
  });
});
