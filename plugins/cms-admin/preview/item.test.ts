/**
 * @jest-environment node
 */
/**
 * The preview draws an item in the pane's language as the API answers it:
 * the record, each text field in the language or else in English, the body
 * under the entity's own name, a program's files named in the language, and
 * photos not saved yet from where the editor keeps them.
 */
import path from 'node:path';
import {readDataDirSync} from '../../../content/read-data';
import {assetUrl, entityOf, itemInLanguage} from './item';

const data = readDataDirSync(path.join(__dirname, '..', '..', '..', 'data'));

describe('an item in the preview', () => {
  it('takes each text field in the pane’s language, else in English, and the body under its own name', () => {
    const record = data.news.records[0];
    const english = {...record, ...data.news.text.en[String(record.id)]};
    const {content, ...englishFields} = english;
    const message = {english: {...englishFields, body: content}, text: {title: 'عنوان دری', shared_by: '', body: ''}};
    expect(itemInLanguage('news', message)).toEqual({...record, title: 'عنوان دری', shared_by: english.shared_by, content});
  });

  it('names a program’s files in the language, in English where it has no name', () => {
    const english = {
      Tag: 'BBA',
      files: [
        {key: 'curriculum', file: '/files/programs/bba.pdf', name: 'Curriculum'},
        {key: 'brochure', file: '/files/programs/bba-brochure.pdf', name: 'Brochure'},
      ],
    };
    const text = {files: [{key: 'curriculum', name: 'نصاب درسی'}]};
    expect(itemInLanguage('programs', {english, text}).files).toEqual([
      {name: 'نصاب درسی', file: '/files/programs/bba.pdf'},
      {name: 'Brochure', file: '/files/programs/bba-brochure.pdf'},
    ]);
  });

  it('tells data collections from pages, and loads a photo not saved yet from the editor', () => {
    expect(entityOf('news')).toBe('news');
    expect(entityOf('pages_fa')).toBeUndefined();
    expect(assetUrl('/img/news/a.jpg', {'/img/news/a.jpg': 'blob:http://localhost/1'})).toBe('blob:http://localhost/1');
    expect(assetUrl('/img/news/b.jpg', {})).toBe('/img/news/b.jpg');
  });
});
