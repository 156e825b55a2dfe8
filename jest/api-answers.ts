/**
 * The `/web` API as a component test's page meets it: `fetch` answering
 * with a status and a body the way src/lib/api/client.ts reads them, and a
 * clean slate for every test (no cached answers, the real fetch back).
 *
 * Usage:
 *   useApiAnswers();
 *   it('shows the event', async () => {
 *     global.fetch = answerWith(200, [event]);
 *     ...
 */

/** A fetch that answers every request with `status` and `body` (sent as JSON unless it is a string already). */
export function answerWith(status: number, body: unknown): jest.Mock {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return jest.fn().mockResolvedValue({ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text)});
}

/** For every test of the file: an empty localStorage (the answers' cache) before it, the real fetch after it. */
export function useApiAnswers(): void {
  const realFetch = global.fetch;
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    global.fetch = realFetch;
  });
}
