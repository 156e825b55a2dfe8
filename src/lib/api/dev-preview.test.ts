/**
 * In `npm run dev`'s preview an edit to data/ shows on the next load: the
 * client asks the dev API each time, revalidating what the browser holds,
 * instead of showing a cached answer until it expires. A production build
 * keeps using its cache.
 */
import {api} from '@site/content/api';
import shapes from '@answer-shapes';

type Hooks = typeof import('./hooks');

/** The data layer as a build for `environment` has it (the mode is read once, when the module loads). */
async function loadFor(environment: string): Promise<Hooks> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = environment;
  try {
    let hooks: Hooks | undefined;
    await jest.isolateModulesAsync(async () => {
      hooks = await import('./hooks');
    });
    if (hooks === undefined) throw new Error('./hooks did not load');
    return hooks;
  } finally {
    process.env.NODE_ENV = previous;
  }
}

describe('the client data layer in the dev preview and in production', () => {
  const realFetch = global.fetch;
  const call = api.latestNews('en');
  const fresh = [{id: 1, photo: '/img/news/a.jpg', title: 'Before the edit', content: 'Text.'}];

  beforeEach(() => {
    localStorage.clear();
    // An answer cached a moment ago, well within the call's lifetime.
    localStorage.setItem(
      call.cacheKey,
      JSON.stringify({data: fresh, timestamp: Date.now(), ttl: call.maxAge * 1000, version: shapes[call.endpoint].version}),
    );
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('asks the dev API on every load, revalidating, though the cache holds a fresh answer', async () => {
    const edited = [{...fresh[0], title: 'After the edit'}];
    const fetchMock = jest.fn().mockResolvedValue({ok: true, status: 200, text: () => Promise.resolve(JSON.stringify(edited))});
    global.fetch = fetchMock;
    const {loadResource} = await loadFor('development');
    await expect(loadResource(call)).resolves.toEqual(edited);
    expect(fetchMock).toHaveBeenCalledWith(call.path, expect.objectContaining({cache: 'no-cache'}));
  });

  it('answers from the cache in production while the answer is fresh', async () => {
    const fetchMock = jest.fn();
    global.fetch = fetchMock;
    const {loadResource} = await loadFor('production');
    await expect(loadResource(call)).resolves.toEqual(fresh);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
