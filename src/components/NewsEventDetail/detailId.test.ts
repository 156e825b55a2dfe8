import {idFromPath} from './detailId';

describe('idFromPath', () => {
  it.each([
    ['/news/general/12', 12],
    ['/News/general/3', 3],
    ['/fa/event/7', 7],
    ['/ps/news/general/45/', 45],
  ])('reads the id of %s', (path, id) => {
    expect(idFromPath(path)).toBe(id);
  });

  it.each(['/event/abc', '/event/0', '/event/-1', '/event/1.5', '/event/1e3', '/event/007', '/event/', '/event/99999999999', '/event/:id'])(
    'finds no id in %s',
    (path) => {
      expect(idFromPath(path)).toBeUndefined();
    },
  );
});
