/** @jest-environment node */
import {HttpError, apiUrl, getJson} from './client';

function answer(body: string, init: ResponseInit = {status: 200}) {
  return jest.fn().mockResolvedValue(new Response(body, init));
}

describe('the API client', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('calls the site origin by default, with Accept JSON', async () => {
    const fetchMock = answer('[]');
    global.fetch = fetchMock;
    await getJson('/web/news/latest-news/en');
    expect(fetchMock).toHaveBeenCalledWith(
      '/web/news/latest-news/en',
      expect.objectContaining({method: 'GET', headers: {Accept: 'application/json'}}),
    );
  });

  it('joins a configured base URL without doubling the slash', () => {
    expect(apiUrl('/web/x', 'https://api.example/')).toBe('https://api.example/web/x');
  });

  it('parses a JSON answer', async () => {
    global.fetch = answer('[{"id":3,"title":"Hello"}]');
    await expect(getJson('/web/news/all-news/en')).resolves.toEqual([{id: 3, title: 'Hello'}]);
  });

  it('falls back to the raw text when the answer is not JSON', async () => {
    global.fetch = answer('Service notice: plain text');
    await expect(getJson('/web/career/inspires')).resolves.toBe('Service notice: plain text');
  });

  it('turns a non-OK answer into "HTTP error! status: {code}"', async () => {
    global.fetch = answer('{"error":"Not Found"}', {status: 404});
    const promise = getJson('/web/news/999/en');
    await expect(promise).rejects.toThrow('HTTP error! status: 404');
    await expect(promise).rejects.toBeInstanceOf(HttpError);
  });
});
