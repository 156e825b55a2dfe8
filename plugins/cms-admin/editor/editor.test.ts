/**
 * @jest-environment node
 */
/**
 * The editor's own rules, apart from Decap: which id is free and who holds
 * a taken one (named by its English file), what a translation keeps when it
 * is saved, how the language menus are named, and where a photo is looked
 * up. The browser test (e2e/cms.spec.ts) runs them inside Decap.
 */
import {fromJS} from 'immutable';
import {backendPath, isLoaded} from './assets';
import {englishFile, keyOwner, nextFreeId, takenMessage, type ListedItem} from './item-key';
import {languageMenuText} from './languages';
import {withTranslationText} from './save';
import {untranslatedTitle} from './translations';

const items: ListedItem[] = [
  {key: '31', path: 'data/news/031-alumni-day.md', fields: {}},
  {key: '32', path: 'data/news/032-career-fair.en.md', fields: {}},
];

describe('the key of a data item', () => {
  it('offers the highest id plus one', () => {
    expect(nextFreeId(items)).toBe(33);
    expect(nextFreeId([])).toBe(1);
  });

  it('finds the other item that holds a key, never the item itself', () => {
    expect(keyOwner(items, 32, undefined)?.path).toBe('data/news/032-career-fair.en.md');
    expect(keyOwner(items, '32', 'data/news/032-career-fair.fa.md')).toBeUndefined();
    expect(keyOwner(items, 33, undefined)).toBeUndefined();
    expect(keyOwner(items, '', undefined)).toBeUndefined();
  });

  it('names the other item by its English file, and the next free id', () => {
    expect(englishFile('data/news/031-alumni-day.md')).toBe('data/news/031-alumni-day.en.md');
    expect(englishFile('data/news/031-alumni-day.ps.md')).toBe('data/news/031-alumni-day.en.md');
    expect(takenMessage('Id', 31, items[0], items, true)).toBe(
      'Id 31 is already used by data/news/031-alumni-day.en.md: choose another (the next free one is 33)',
    );
  });
});

describe('a translation when it is saved', () => {
  const entry = (i18n: Record<string, unknown>) =>
    fromJS({collection: 'news', data: {id: 33, title: 'English'}, i18n}) as unknown as Parameters<typeof withTranslationText>[0];

  it('keeps only its text fields', () => {
    const saved = withTranslationText(entry({fa: {data: {id: 33, title: 'دری', body: 'متن'}}}), 'news').toJS();
    expect(saved.i18n).toEqual({fa: {data: {title: 'دری', body: 'متن'}}});
  });

  it('is dropped when nothing is written in it, so no empty file is saved', () => {
    const saved = withTranslationText(entry({fa: {data: {title: 'دری'}}, ps: {data: {title: '', shared_by: ' ', body: ''}}}), 'news').toJS();
    expect(saved.i18n).toEqual({fa: {data: {title: 'دری'}}});
    expect(saved.data).toEqual({id: 33, title: 'English'});
  });
});

describe('the editor’s words for languages', () => {
  it('names the panes and their menus English, Dari and Pashto', () => {
    expect(languageMenuText('Writing in FA', false)).toBe('Writing in Dari');
    expect(languageMenuText('Writing in EN', false)).toBe('Writing in English');
    expect(languageMenuText('ps', true)).toBe('Pashto');
    // Outside a menu a two-letter word stays as written.
    expect(languageMenuText('ps', false)).toBeUndefined();
    expect(languageMenuText('Publish', true)).toBeUndefined();
  });

  it('refuses a translated page whose title is still English', () => {
    expect(untranslatedTitle('fa', 'Our history')).toMatch(/not in Dari yet/);
    expect(untranslatedTitle('ps', 'زموږ تاریخ')).toBeUndefined();
    expect(untranslatedTitle('en', 'Our history')).toBeUndefined();
  });
});

describe('a photo in the editor', () => {
  it('is looked up through the field’s media folder, and shown once Decap has read it', () => {
    expect(backendPath('/img/news/library.jpg')).toBe('img/news/library.jpg');
    expect(backendPath('/files/programs/bba.pdf')).toBe('files/programs/bba.pdf');
    expect(backendPath('https://example.org/a.jpg')).toBe('https://example.org/a.jpg');
    expect(isLoaded('blob:http://localhost/1')).toBe(true);
    expect(isLoaded('img/news/library.jpg')).toBe(false);
    expect(isLoaded('')).toBe(false);
  });
});
