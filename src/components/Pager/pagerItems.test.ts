import {pageCount} from '@site/content/routes';
import {clampPage, pagerItems} from './pagerItems';

describe('pagerItems', () => {
  it('shows the single page of a one-page list', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
  });

  it('shows every page when there are five', () => {
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows first, last, current and neighbours with gaps from six pages on', () => {
    expect(pagerItems(1, 6)).toEqual([1, 2, 'gap', 6]);
    expect(pagerItems(3, 6)).toEqual([1, 2, 3, 4, 'gap', 6]);
    expect(pagerItems(6, 6)).toEqual([1, 'gap', 5, 6]);
  });

  it('puts a gap on each side of a middle page of seven', () => {
    expect(pagerItems(4, 7)).toEqual([1, 'gap', 3, 4, 5, 'gap', 7]);
  });

  it('shows both pages of a two-page list', () => {
    expect(pagerItems(2, 2)).toEqual([1, 2]);
  });

  it('leaves one gap at the far end when the current page is at either end of seven', () => {
    expect(pagerItems(1, 7)).toEqual([1, 2, 'gap', 7]);
    expect(pagerItems(7, 7)).toEqual([1, 'gap', 6, 7]);
    expect(pagerItems(2, 7)).toEqual([1, 2, 3, 'gap', 7]);
  });

  it('does not put a gap between neighbours that touch the first or last page', () => {
    expect(pagerItems(3, 7)).toEqual([1, 2, 3, 4, 'gap', 7]);
    expect(pagerItems(5, 7)).toEqual([1, 'gap', 4, 5, 6, 7]);
  });

  it('keeps a hundred pages short', () => {
    expect(pagerItems(50, 100)).toEqual([1, 'gap', 49, 50, 51, 'gap', 100]);
    expect(pagerItems(2, 100)).toEqual([1, 2, 3, 'gap', 100]);
    expect(pagerItems(100, 100)).toEqual([1, 'gap', 99, 100]);
  });

  it('clamps a page outside the range before choosing', () => {
    expect(pagerItems(250, 100)).toEqual([1, 'gap', 99, 100]);
  });
});

describe('clampPage and pageCount', () => {
  it('keeps pages within 1..last', () => {
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(Number.NaN, 4)).toBe(1);
  });

  it('counts pages of nine', () => {
    expect(pageCount(0, 9)).toBe(1);
    expect(pageCount(9, 9)).toBe(1);
    expect(pageCount(10, 9)).toBe(2);
    expect(pageCount(32, 9)).toBe(4);
  });
});
