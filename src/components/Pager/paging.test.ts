import {needsPager, pageFromSearch, pageSlice, searchWithPage} from './paging';

const items = Array.from({length: 32}, (_, i) => i + 1);

describe('pageSlice', () => {
  it('shows 9 items a page', () => {
    expect(pageSlice(items, 1)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageSlice(items, 2)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18]);
  });

  it('shows the remainder on the last page', () => {
    expect(pageSlice(items, 4)).toEqual([28, 29, 30, 31, 32]);
  });

  it('keeps a page outside 1..last inside it', () => {
    expect(pageSlice(items, 9)).toEqual([28, 29, 30, 31, 32]);
    expect(pageSlice(items, 0)).toEqual(pageSlice(items, 1));
  });

  it('gives nothing for an empty list', () => {
    expect(pageSlice([], 1)).toEqual([]);
  });
});

describe('needsPager', () => {
  it('hides the pager for one page or less', () => {
    expect(needsPager(0)).toBe(false);
    expect(needsPager(9)).toBe(false);
  });

  it('shows it from the tenth item on', () => {
    expect(needsPager(10)).toBe(true);
  });
});

describe('pageFromSearch', () => {
  it('reads the page from the query', () => {
    expect(pageFromSearch('?page=3', 4)).toBe(3);
  });

  it.each(['', '?page=', '?page=abc', '?page=2.5', '?page=-1', '?page=0x2'])('means page 1 for %j', (search) => {
    expect(pageFromSearch(search, 4)).toBe(1);
  });

  it('means page 1 for page 0 and the last page past the end', () => {
    expect(pageFromSearch('?page=0', 4)).toBe(1);
    expect(pageFromSearch('?page=99', 4)).toBe(4);
  });
});

describe('searchWithPage', () => {
  it('writes the page and keeps other parameters', () => {
    expect(searchWithPage('?utm=x', 2)).toBe('?utm=x&page=2');
  });

  it('drops the parameter for page 1', () => {
    expect(searchWithPage('?page=3', 1)).toBe('');
  });
});
