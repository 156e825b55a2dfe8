import {TTL, readCache, writeCache} from './cache';

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

  it('stores answers as {data, timestamp, ttl} under the given key', () => {
    writeCache('latest-news-en', [{id: 1}], TTL.tenMinutes);
    expect(JSON.parse(localStorage.getItem('latest-news-en')!)).toEqual({
      data: [{id: 1}],
      timestamp: Date.parse('2026-01-01T10:00:00Z'),
      ttl: 600_000,
    });
  });

  it('answers from the cache until the lifetime has passed', () => {
    writeCache('latest-news-en', ['fresh'], TTL.tenMinutes);
    jest.advanceTimersByTime(TTL.tenMinutes);
    expect(readCache('latest-news-en')).toEqual(['fresh']);
  });

  it('ignores and removes an entry once it has expired', () => {
    writeCache('latest-events-fa', ['old'], TTL.tenMinutes);
    jest.advanceTimersByTime(TTL.tenMinutes + 1);
    expect(readCache('latest-events-fa')).toBeUndefined();
    expect(localStorage.getItem('latest-events-fa')).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON without the fields', '{"data": 1}'],
    ['a timestamp that is not a number', '{"data": 1, "timestamp": "yesterday", "ttl": 5}'],
    ['null', 'null'],
  ])('ignores a corrupt entry (%s) instead of crashing', (_label, raw) => {
    localStorage.setItem('all-news-ps', raw);
    expect(readCache('all-news-ps')).toBeUndefined();
    expect(localStorage.getItem('all-news-ps')).toBeNull();
  });

  it('ignores an entry stamped in the future (a changed clock)', () => {
    localStorage.setItem('k', JSON.stringify({data: 1, timestamp: Date.now() + 60_000, ttl: 1000}));
    expect(readCache('k')).toBeUndefined();
  });

  it('keeps working when the storage is full', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(() => writeCache('latest-news-en', ['x'], TTL.default)).not.toThrow();
    expect(readCache('latest-news-en')).toBeUndefined();
  });

  it('keeps working when reading the storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(readCache('latest-news-en')).toBeUndefined();
  });
});
