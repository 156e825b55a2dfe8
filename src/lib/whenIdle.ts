/**
 * Runs `task` when the browser is idle (at the latest after `timeout` ms),
 * so that work nobody waits for stays out of the tasks that start a page.
 * Returns a function that cancels it. In a browser without
 * `requestIdleCallback`, a short timer stands in.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, {timeout});
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 200);
  return () => window.clearTimeout(handle);
}
