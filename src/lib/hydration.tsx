/**
 * Hydration in slices: `<HydrateLater>` lets the browser take over part of a
 * built page in a task of its own, after the rest of the page.
 *
 * Why: the page's HTML is complete (it is rendered at build time), and the
 * browser's runtime (Preact, plugins/preact.ts) then walks the whole page in
 * one go to attach its behaviour. On a slow phone that walk is one long task
 * (a quarter of a second and more on a long page) during which a tap or a
 * key press waits; Lighthouse counts it as blocking time. Parts wrapped in
 * `<HydrateLater>` are left as they are in the first walk and taken over one
 * after another, each in its own task, so no single task is long.
 *
 * How: during the first walk the wrapped part throws a promise, as a
 * component waiting for data does; Preact keeps its built DOM untouched
 * (suspended hydration) and takes it over when the promise resolves. The
 * promises resolve one per task, in page order (a MessageChannel message
 * each, like React's scheduler). When the last one has been taken over,
 * `<html>` gets `data-hydrated="all"`: from then on every part of the page
 * answers (the browser tests wait for it).
 *
 * Rules for a wrapped part: it renders exactly one element at its top (a
 * `<footer>`, a `<div>`...), because Preact keeps exactly one DOM node for a
 * suspended part. It is an ordinary component at any other time: in the
 * build's server rendering, after the first load (pages reached by a link)
 * and in the unit tests (React) it renders its children at once. It slices
 * only in the browser bundle on Preact: `process.env.HYDRATE_IN_SLICES` is
 * set by plugins/preact.ts (with `BROWSER_RUNTIME=react` the page hydrates in
 * one go, as React does with its own time slicing).
 */
import {Suspense, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import {BrowserContextProvider} from '@docusaurus/core/lib/client/browserContext';

const SLICING = process.env.HYDRATE_IN_SLICES === 'true';

/** What `<html>` carries once every part of the first page has been taken over. */
export const ALL_HYDRATED_ATTRIBUTE = 'data-hydrated';

interface Slot {
  done: boolean;
  readonly promise: Promise<void>;
  readonly resolve: () => void;
}

/**
 * True from the start of the first page's hydration (the built page says
 * `<html data-has-hydrated="false">`) until its last part is taken over.
 */
let slicing = SLICING && typeof document !== 'undefined' && document.documentElement.getAttribute('data-has-hydrated') === 'false';

/** The parts waiting for their turn, in page order. */
const waiting: Slot[] = [];
/** Runs `next` in a task of its own: a MessageChannel message (no 4 ms clamp as with nested timers). */
let queueNext: (() => void) | undefined;

/** Resolves the next slot in a task of its own; marks the page when none is left. */
function next(): void {
  const slot = waiting.shift();
  if (slot === undefined) {
    finish();
    return;
  }
  slot.done = true;
  // Preact takes the part over in the microtasks after this task's script,
  // so the next message (the next task) comes after it.
  slot.resolve();
  queueNext?.();
}

function newSlot(): Slot {
  let resolve!: () => void;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  const slot: Slot = {done: false, promise, resolve};
  if (queueNext === undefined) {
    if (typeof MessageChannel === 'function') {
      const channel = new MessageChannel();
      channel.port1.onmessage = next;
      queueNext = () => channel.port2.postMessage(null);
    } else {
      queueNext = () => setTimeout(next, 0);
    }
    // The first slot waits for the first walk to end.
    setTimeout(next, 0);
  }
  waiting.push(slot);
  return slot;
}

/** Callbacks waiting for the last part to be taken over. */
const whenDone: Array<() => void> = [];

/** Marks the page as taken over and runs what waited for it. */
function finish(): void {
  slicing = false;
  document.documentElement.setAttribute(ALL_HYDRATED_ATTRIBUTE, 'all');
  for (const callback of whenDone.splice(0)) callback();
}

/**
 * Resolves once every part of the page is hydrated (at once after the first
 * page): for behaviour that needs a part taken over later, such as showing
 * the tab panel a link points into.
 */
export function whenHydrated(): Promise<void> {
  if (!slicing) return Promise.resolve();
  return new Promise((resolve) => whenDone.push(resolve));
}

/**
 * Marks the page hydrated when it has nothing to take over later; called by
 * the root component once the first walk is over (src/theme/Root.tsx).
 */
export function markHydratedIfNoSlices(): void {
  if (queueNext === undefined) finish();
}

/**
 * Throws while its part waits for its turn, then hydrates the part exactly as
 * it was first rendered. Two things may have moved on meanwhile, and are
 * caught up once the part is hydrated, as Docusaurus does for the whole page:
 * - Docusaurus's "in the browser" flag, which turns true once the page's
 *   frame has hydrated: the part gets a flag of its own, false while it
 *   hydrates and true just after (Docusaurus's BrowserContextProvider);
 * - the part itself, if the page re-rendered it while it waited (new
 *   children): it hydrates with the children it was first rendered with,
 *   then renders the new ones. Hydration attaches handlers but never
 *   updates attributes, so hydrating the new ones would leave the page's
 *   built attributes (a panel's `hidden`, say) in place.
 */
function Gate({children}: {readonly children: ReactNode}): ReactNode {
  const slot = useRef<Slot | null | undefined>(undefined);
  const first = useRef(children);
  /** Whether the part has hydrated (with `first`), so that it may render its latest children. */
  const tookOver = useRef(false);
  const [caughtUp, setCaughtUp] = useState(false);
  if (slot.current === undefined) slot.current = slicing ? newSlot() : null;
  const waited = slot.current !== null;
  // In the same task as the hydration, so the part is up to date when its
  // slice ends.
  useLayoutEffect(() => {
    if (tookOver.current && !caughtUp && children !== first.current) setCaughtUp(true);
  }, [caughtUp, children]);
  if (!waited) return children;
  if (!slot.current!.done) throw slot.current!.promise;
  tookOver.current = true;
  return <BrowserContextProvider>{caughtUp ? children : first.current}</BrowserContextProvider>;
}

/**
 * Reports, on the console, an element the first page's hydration had to
 * create because the built HTML did not have it where the components put it
 * (React reports such mismatches as errors #418 and #423; Preact rebuilds the
 * part silently, which can move the page). The browser tests fail on it.
 * Preact calls this hook (named `__m` in its published build, as its own
 * debug addon uses it) when hydration meets a node it cannot reuse.
 */
export function reportHydrationMismatches(options: Record<string, unknown>): void {
  const previous = options.__m as ((vnode: unknown, excess: unknown) => void) | undefined;
  options.__m = (vnode: {type?: unknown}, excess: unknown) => {
    const type = typeof vnode.type === 'string' ? `<${vnode.type}>` : 'text';
    console.error(`Hydration mismatch: the built page has no ${type} where the page renders one (${window.location.pathname})`);
    previous?.(vnode, excess);
  };
}

/** Hydrates `children` (one element at its top) in a task of its own after the rest of the page. */
export default function HydrateLater({children}: {readonly children: ReactNode}): ReactNode {
  if (!SLICING) return children;
  return (
    <Suspense fallback={null}>
      <Gate>{children}</Gate>
    </Suspense>
  );
}
