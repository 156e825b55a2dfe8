import {render, screen} from '@testing-library/react';
import {useApi} from './hooks';
import {api} from './resources';
import type {Resource} from './resources';

function fakeFetch(status: number, body: string) {
  return jest.fn().mockResolvedValue({ok: status >= 200 && status < 300, status, text: () => Promise.resolve(body)});
}

function Probe<T>({resource}: {resource: Resource<T> | null}) {
  const state = useApi(resource);
  if (state.status === 'loading') {
    return <p>loading</p>;
  }
  if (state.status === 'error') {
    return <p role="alert">{state.error.message}</p>;
  }
  return <p>{JSON.stringify(state.data)}</p>;
}

describe('useApi', () => {
  const realFetch = global.fetch;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('shows loading, then the data, and caches it under the spec key', async () => {
    global.fetch = fakeFetch(200, '[{"id":1}]');
    render(<Probe resource={api.latestNews('fa')} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('[{"id":1}]')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('latest-news-fa')!).data).toEqual([{id: 1}]);
  });

  it('answers from a fresh cache entry without a request', async () => {
    localStorage.setItem('latest-events-en', JSON.stringify({data: ['cached'], timestamp: Date.now(), ttl: 600_000}));
    global.fetch = fakeFetch(500, '');
    render(<Probe resource={api.latestEvents('en')} />);
    expect(await screen.findByText('["cached"]')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('ends in the error state on a non-OK answer', async () => {
    global.fetch = fakeFetch(503, '{"error":"Service Unavailable"}');
    render(<Probe resource={api.allEvents('ps')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP error! status: 503');
  });

  it('fetches nothing for a null resource', () => {
    global.fetch = fakeFetch(200, '[]');
    render(<Probe resource={null} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });
});

describe('API resources', () => {
  it('uses the spec paths, spelling included', () => {
    expect(api.allEvents('en').path).toBe('/web/events/alll-events/en');
    expect(api.programDetails('MBA', 'ps').path).toBe('/web/program/program-details/MBA/ps');
    expect(api.lecturer(7, 'en').path).toBe('/web/lecturer/7');
    expect(api.lecturer(7, 'fa').path).toBe('/web/lecturer/7?lang=fa');
  });

  it('caches for the spec lifetimes', () => {
    expect(api.latestNews('en').ttl).toBe(10 * 60 * 1000);
    expect(api.graduatePrograms('en').ttl).toBe(60 * 60 * 1000);
    expect(api.newsDetail(1, 'en').ttl).toBe(5 * 60 * 1000);
  });
});
