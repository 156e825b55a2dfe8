/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "require"]}
 */
/**
 * Hydration in slices runs on Preact, as the browser bundle does
 * (plugins/preact.ts): these tests render with preact/compat in place of
 * React, on a page whose HTML was built beforehand.
 */
import type {ReactNode} from 'react';

jest.mock('react', () => jest.requireActual('preact/compat'));
jest.mock('react/jsx-runtime', () => jest.requireActual('preact/jsx-runtime'));

type Preact = typeof import('preact');
type Hydration = typeof import('./hydration');

/** The page as the build wrote it: a heading, then two parts taken over later. */
const BUILT_HTML = '<main><h1>Title</h1><section><button>Show</button><p hidden="">Details</p></section><footer>Foot</footer></main>';

function load(): {preact: Preact; hydration: Hydration} {
  let modules!: {preact: Preact; hydration: Hydration};
  jest.isolateModules(() => {
    process.env.HYDRATE_IN_SLICES = 'true';
    modules = {preact: jest.requireActual('preact'), hydration: jest.requireActual('./hydration')};
  });
  return modules;
}

function until(condition: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const check = () => {
      if (condition()) resolve();
      else if (Date.now() - started > 2000) reject(new Error('timed out'));
      else setTimeout(check, 5);
    };
    check();
  });
}

describe('hydration in slices (Preact)', () => {
  let container: HTMLElement;
  beforeEach(() => {
    document.documentElement.setAttribute('data-has-hydrated', 'false');
    document.documentElement.removeAttribute('data-hydrated');
    document.body.innerHTML = `<div id="root">${BUILT_HTML}</div>`;
    container = document.getElementById('root')!;
  });
  afterEach(() => {
    delete process.env.HYDRATE_IN_SLICES;
  });

  it('keeps the built page while its parts wait, then takes each over with its behaviour and the latest state', async () => {
    const {preact, hydration} = load();
    const HydrateLater = hydration.default;
    const clicks: string[] = [];
    function Page({open}: {readonly open: boolean}): ReactNode {
      return (
        <main>
          <h1>Title</h1>
          <HydrateLater>
            <section>
              <button type="button" onClick={() => clicks.push('show')}>
                Show
              </button>
              <p hidden={!open}>Details</p>
            </section>
          </HydrateLater>
          <HydrateLater>
            <footer>Foot</footer>
          </HydrateLater>
        </main>
      );
    }
    const section = container.querySelector('section');
    const footer = container.querySelector('footer');

    preact.hydrate(preact.h(Page as never, {open: false}), container);
    // The first walk is over; the parts still wait, their built DOM untouched.
    expect(container.innerHTML).toBe(BUILT_HTML);
    expect(document.documentElement.getAttribute('data-hydrated')).toBeNull();
    container.querySelector('button')!.click();
    expect(clicks).toEqual([]);

    // The page changes the part while it waits.
    preact.render(preact.h(Page as never, {open: true}), container);

    await until(() => document.documentElement.getAttribute('data-hydrated') === 'all');
    await until(() => container.querySelector('p')?.hidden === false);
    // The same elements, taken over rather than rendered again.
    expect(container.querySelector('section')).toBe(section);
    expect(container.querySelector('footer')).toBe(footer);
    expect(container.innerHTML).toBe(BUILT_HTML.replace('<p hidden="">', '<p>'));
    container.querySelector('button')!.click();
    expect(clicks).toEqual(['show']);
  });

  it('reports an element the built page lacks, as React reports a hydration mismatch', () => {
    const {preact, hydration} = load();
    hydration.reportHydrationMismatches(preact.options as unknown as Record<string, unknown>);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      preact.hydrate(
        preact.h('main', null, preact.h('h1', null, 'Title'), preact.h('aside', null, 'Not built')),
        container.firstElementChild!.parentElement!,
      );
      expect(errors).toHaveBeenCalledWith(expect.stringContaining('Hydration mismatch: the built page has no <aside>'));
      errors.mockClear();
      document.body.innerHTML = '<div id="root"><main><h1>Title</h1></main></div>';
      preact.hydrate(preact.h('main', null, preact.h('h1', null, 'Title')), document.getElementById('root')!);
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('marks a page with nothing to take over later as hydrated', () => {
    const {hydration} = load();
    hydration.markHydratedIfNoSlices();
    expect(document.documentElement.getAttribute('data-hydrated')).toBe('all');
  });

  it('renders a part at once once the first page has hydrated (a page reached by a link)', () => {
    document.documentElement.setAttribute('data-has-hydrated', 'true');
    const {preact, hydration} = load();
    const HydrateLater = hydration.default;
    const fresh = document.createElement('div');
    preact.render(preact.h(HydrateLater as never, null, preact.h('article', null, 'Text')), fresh);
    expect(fresh.innerHTML).toBe('<article>Text</article>');
  });
});
