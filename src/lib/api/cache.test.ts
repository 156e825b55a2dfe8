import {type CacheExpectation, readCache, writeCache} from './cache';

const TEN_MINUTES = 10 * 60 * 1000;

/** A reader that wants version 'v1', lifetimes up to ten minutes and an array of numbers. */
const expectNumbers: CacheExpectation = {
  version: 'v1',
  maxTtl: TEN_MINUTES,
  fits: (data) => Array.isArray(data) && data.every((item) => typeof item === 'number'),
};

function store(key: string, entry: unknown): void {
  localStorage.setItem(key, JSON.stringify(entry));
}

describe('the localStorage cache of API answers', () => {
  beforeEach(() => {
    localStorage.clear();
    jest.useFakeTimers();
    jest.setSystemTime(new Date('2026-01-01T10:00:00Z'));
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('stores answers as {data, timestamp, ttl, version} under the given key', () => {
    writeCache('latest-news-en', [1], TEN_MINUTES, 'v1');
    expect(JSON.parse(localStorage.getItem('latest-news-en')!)).toEqual({
      data: [1],
      timestamp: Date.parse('2026-01-01T10:00:00Z'),
      ttl: 600_000,
      version: 'v1',
    });
  });

  it('answers from the cache until the lifetime has passed', () => {
    writeCache('latest-news-en', [7], TEN_MINUTES, 'v1');
    jest.advanceTimersByTime(TEN_MINUTES);
    expect(readCache('latest-news-en', expectNumbers)).toEqual([7]);
  });

  it('ignores and removes an entry once it has expired', () => {
    writeCache('latest-events-fa', [1], TEN_MINUTES, 'v1');
    jest.advanceTimersByTime(TEN_MINUTES + 1);
    expect(readCache('latest-events-fa', expectNumbers)).toBeUndefined();
    expect(localStorage.getItem('latest-events-fa')).toBeNull();
  });

  it("counts a stored lifetime for no more than the reader's own", () => {
    store('k', {data: [1], timestamp: Date.now(), ttl: 365 * 24 * 3600 * 1000, version: 'v1'});
    jest.advanceTimersByTime(TEN_MINUTES + 1);
    expect(readCache('k', expectNumbers)).toBeUndefined();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON without the fields', '{"data": 1}'],
    ['a timestamp that is not a number', '{"data": [1], "timestamp": "yesterday", "ttl": 5, "version": "v1"}'],
    ['null', 'null'],
    ['an entry of another version', JSON.stringify({data: [1], timestamp: Date.parse('2026-01-01T10:00:00Z'), ttl: 1000, version: 'v0'})],
    ['an entry without a version', JSON.stringify({data: [1], timestamp: Date.parse('2026-01-01T10:00:00Z'), ttl: 1000})],
    ['data of another shape', JSON.stringify({data: {id: 1}, timestamp: Date.parse('2026-01-01T10:00:00Z'), ttl: 1000, version: 'v1'})],
  ])('discards %s instead of crashing', (_label, raw) => {
    localStorage.setItem('all-news-ps', raw);
    expect(readCache('all-news-ps', expectNumbers)).toBeUndefined();
    expect(localStorage.getItem('all-news-ps')).toBeNull();
  });

  it('ignores an entry stamped in the future (a changed clock)', () => {
    store('k', {data: [1], timestamp: Date.now() + 60_000, ttl: 1000, version: 'v1'});
    expect(readCache('k', expectNumbers)).toBeUndefined();
  });

  it('keeps working when the storage is full', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => writeCache('latest-news-en', [1], TEN_MINUTES, 'v1')).not.toThrow();
    expect(readCache('latest-news-en', expectNumbers)).toBeUndefined();
  });

  it('keeps working when reading the storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readCache('latest-news-en', expectNumbers)).toBeUndefined();
  });
});
