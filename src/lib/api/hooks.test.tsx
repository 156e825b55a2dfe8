import {act, render, screen} from '@testing-library/react';
import shapes from '@answer-shapes';
import {api} from '@site/content/api';
import type {ApiCall} from '@site/content/api';
import {isSameJson, useApi} from './hooks';
import {forgetEmbeddedPageData, PAGE_DATA_ID, PageDataProvider, pageDataText} from './pageData';

function fakeFetch(status: number, body: string) {
  return jest.fn().mockResolvedValue({ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body)});
}

function Probe({call}: {call: ApiCall | null}) {
  const state = useApi(call);
  if (state.status === 'loading') {
    return <p>loading</p>;
  }
  if (state.status === 'error') {
    return <p role="alert">{state.error.message}</p>;
  }
  return <p>{JSON.stringify(state.data)}</p>;
}

/** Puts page data into the document, as a built page's HTML carries it. */
function embed(answers: Record<string, unknown>): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PAGE_DATA_ID;
  script.textContent = pageDataText({path: '/', search: '', answers});
  document.body.append(script);
}

function renderProbe(call: ApiCall | null) {
  return render(
    <PageDataProvider>
      <Probe call={call} />
    </PageDataProvider>,
  );
}

describe('useApi', () => {
  const realFetch = global.fetch;
  beforeEach(() => {
    localStorage.clear();
    document.getElementById(PAGE_DATA_ID)?.remove();
    forgetEmbeddedPageData();
  });
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it('shows loading, then the data, and caches it under the call key', async () => {
    global.fetch = fakeFetch(200, '[{"id":1}]');
    renderProbe(api.latestNews('fa'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('[{"id":1}]')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('latest-news-fa')!).data).toEqual([{id: 1}]);
  });

  const cachedEvent = {id: 4, photo: '/img/events/4.jpg', title: 'Cached', content: '<p>c</p>'};

  it('answers from a fresh cache entry without a request', async () => {
    const entry = {data: [cachedEvent], timestamp: Date.now(), ttl: 600_000, version: shapes.latestEvents.version};
    localStorage.setItem('latest-events-en', JSON.stringify(entry));
    global.fetch = fakeFetch(500, '');
    renderProbe(api.latestEvents('en'));
    expect(await screen.findByText(JSON.stringify([cachedEvent]))).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['written by an older release', {data: [cachedEvent], version: '00000000'}],
    ['of another shape', {data: [{...cachedEvent, id: 'four'}], version: shapes.latestEvents.version}],
  ])('fetches again instead of using a cache entry %s', async (_label, fields) => {
    localStorage.setItem('latest-events-en', JSON.stringify({...fields, timestamp: Date.now(), ttl: 600_000}));
    const fresh = [{...cachedEvent, title: 'Fresh'}];
    global.fetch = fakeFetch(200, JSON.stringify(fresh));
    renderProbe(api.latestEvents('en'));
    expect(await screen.findByText(JSON.stringify(fresh))).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('latest-events-en')!)).toMatchObject({data: fresh, version: shapes.latestEvents.version});
  });

  it('ends in the error state on a non-OK answer', async () => {
    global.fetch = fakeFetch(503, '{"error":"Service Unavailable"}');
    renderProbe(api.allEvents('ps'));
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP error! status: 503');
  });

  it('fetches nothing for a null call', () => {
    global.fetch = fakeFetch(200, '[]');
    renderProbe(null);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('renders the answer the page was built with at once, then refreshes it in the background', async () => {
    embed({'/web/news/all-news/en': [{id: 1, title: 'Built'}]});
    global.fetch = fakeFetch(200, '[{"id":1,"title":"Newer"}]');
    renderProbe(api.allNews('en'));
    expect(screen.getByText('[{"id":1,"title":"Built"}]')).toBeInTheDocument();
    expect(await screen.findByText('[{"id":1,"title":"Newer"}]')).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/web/news/all-news/en', expect.anything());
  });

  it('renders nothing new when the refreshed answer is the same', async () => {
    embed({'/web/news/all-news/en': [{title: 'Same', id: 1}]});
    const fetchMock = fakeFetch(200, '[{"id":1,"title":"Same"}]');
    global.fetch = fetchMock;
    let renders = 0;
    function Counting() {
      renders += 1;
      const state = useApi(api.allNews('en'));
      return <p>{state.status}</p>;
    }
    render(
      <PageDataProvider>
        <Counting />
      </PageDataProvider>,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(fetchMock).toHaveBeenCalled();
    expect(renders).toBe(1);
  });

  it('keeps the built answer when the API is down', async () => {
    embed({'/web/events/alll-events/fa': [{id: 2}]});
    const fetchMock = fakeFetch(503, '');
    global.fetch = fetchMock;
    renderProbe(api.allEvents('fa'));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(fetchMock).toHaveBeenCalled();
    expect(screen.getByText('[{"id":2}]')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('isSameJson', () => {
  it('compares JSON values whatever the order of their keys', () => {
    expect(isSameJson([{id: 1, title: 'A'}], [{title: 'A', id: 1}])).toBe(true);
    expect(isSameJson({a: [1, 2]}, {a: [2, 1]})).toBe(false);
    expect(isSameJson({a: 1}, {a: 1, b: undefined})).toBe(false);
    expect(isSameJson([], {})).toBe(false);
    expect(isSameJson(null, {})).toBe(false);
  });
});

describe('API calls', () => {
  it('use the API paths, spelling included', () => {
    expect(api.allEvents('en').path).toBe('/web/events/alll-events/en');
    expect(api.programDetails('MBA', 'ps').path).toBe('/web/program/program-details/MBA/ps');
    expect(api.lecturer(7, 'en').path).toBe('/web/lecturer/7');
    expect(api.lecturer(7, 'fa').path).toBe('/web/lecturer/7?lang=fa');
  });

  it('cache for the stated lifetimes', () => {
    expect(api.latestNews('en').maxAge).toBe(10 * 60);
    expect(api.programs('graduate-programs', 'en').maxAge).toBe(60 * 60);
    expect(api.newsDetail(1, 'en').maxAge).toBe(5 * 60);
  });
});
