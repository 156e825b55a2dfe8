import {act, render, screen} from '@testing-library/react';
import shapes from '@answer-shapes';
import {api} from '@site/content/api';
import {answerWith} from '@site/jest/api-answers';
import type {ApiCall} from '@site/content/api';
import type {RouteData} from '@site/content/route-data';
import {isSameJson, useApi, useListPage} from './hooks';
import {RouteDataProvider} from './routeData';

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

/** The route data of a data page built with `answers` (plugins/data-pages). */
let built: RouteData | undefined;

function embed(answers: Record<string, unknown>): void {
  built = {answers};
}

/** Renders inside a data page's route when the test gave it data, else outside any. */
function withRoute(ui: React.ReactNode) {
  return built === undefined ? (
    ui
  ) : (
    <RouteDataProvider data={built} builtPath="/">
      {ui}
    </RouteDataProvider>
  );
}

function renderProbe(call: ApiCall | null) {
  return render(withRoute(<Probe call={call} />));
}

describe('useApi', () => {
  const realFetch = global.fetch;
  beforeEach(() => {
    localStorage.clear();
    built = undefined;
  });
  afterEach(() => {
    global.fetch = realFetch;
    jest.useRealTimers();
  });

  it('shows loading, then the data, and caches it under the call key', async () => {
    global.fetch = answerWith(200, '[{"id":1}]');
    renderProbe(api.latestNews('fa'));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('[{"id":1}]')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('latest-news-fa')!).data).toEqual([{id: 1}]);
  });

  const cachedEvent = {id: 4, photo: '/img/events/4.jpg', title: 'Cached', content: '<p>c</p>'};

  it('answers from a fresh cache entry without a request', async () => {
    const entry = {data: [cachedEvent], timestamp: Date.now(), ttl: 600_000, version: shapes.latestEvents.version};
    localStorage.setItem('latest-events-en', JSON.stringify(entry));
    global.fetch = answerWith(500, '');
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
    global.fetch = answerWith(200, JSON.stringify(fresh));
    renderProbe(api.latestEvents('en'));
    expect(await screen.findByText(JSON.stringify(fresh))).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('latest-events-en')!)).toMatchObject({data: fresh, version: shapes.latestEvents.version});
  });

  it('ends in the error state on a non-OK answer', async () => {
    global.fetch = answerWith(503, '{"error":"Service Unavailable"}');
    renderProbe(api.allEvents('ps'));
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP error! status: 503');
  });

  it('fetches nothing for a null call', () => {
    global.fetch = answerWith(200, '[]');
    renderProbe(null);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('renders the answer the page was built with at once, then refreshes it in the background', async () => {
    embed({'/web/news/all-news/en': [{id: 1, title: 'Built'}]});
    global.fetch = answerWith(200, '[{"id":1,"title":"Newer"}]');
    renderProbe(api.allNews('en'));
    expect(screen.getByText('[{"id":1,"title":"Built"}]')).toBeInTheDocument();
    expect(await screen.findByText('[{"id":1,"title":"Newer"}]')).toBeInTheDocument();
    expect(global.fetch).toHaveBeenCalledWith('/web/news/all-news/en', expect.anything());
  });

  it('renders nothing new when the refreshed answer is the same', async () => {
    embed({'/web/news/all-news/en': [{title: 'Same', id: 1}]});
    const fetchMock = answerWith(200, '[{"id":1,"title":"Same"}]');
    global.fetch = fetchMock;
    let renders = 0;
    function Counting() {
      renders += 1;
      const state = useApi(api.allNews('en'));
      return <p>{state.status}</p>;
    }
    render(withRoute(<Counting />));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    expect(fetchMock).toHaveBeenCalled();
    expect(renders).toBe(1);
  });

  it('keeps the built answer when the API is down', async () => {
    embed({'/web/events/alll-events/fa': [{id: 2}]});
    const fetchMock = answerWith(503, '');
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

describe('useListPage', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  function ListProbe({page}: {page: number}) {
    const state = useListPage<'allEvents', {id: number}>(api.allEvents('en'), page, 2);
    if (state.status !== 'loaded') return <p>{state.status}</p>;
    return <p>{`${state.items.map((item) => item.id).join(',')} of ${state.pageCount}`}</p>;
  }

  function renderList(page: number, data: RouteData) {
    return render(
      <RouteDataProvider data={data} builtPath="/events">
        <ListProbe page={page} />
      </RouteDataProvider>,
    );
  }

  it('shows the page its route carries at once, then the page of the fresh list', async () => {
    global.fetch = answerWith(200, JSON.stringify([{id: 9}, {id: 8}, {id: 7}, {id: 6}, {id: 5}]));
    renderList(2, {list: {path: '/web/events/alll-events/en', page: 2, pageCount: 2, items: [{id: 7}, {id: 6}]}});
    expect(screen.getByText('7,6 of 2')).toBeInTheDocument();
    expect(await screen.findByText('7,6 of 3')).toBeInTheDocument();
  });

  it('loads the list when its route carries no page of it', async () => {
    global.fetch = answerWith(200, JSON.stringify([{id: 3}, {id: 2}, {id: 1}]));
    renderList(2, {});
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('1 of 2')).toBeInTheDocument();
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
