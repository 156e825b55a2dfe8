/**
 * Stand-in for react-helmet-async in the browser bundle (see
 * ../lean-bundle.ts). The build renders every page's <head> with the real
 * library (the server bundle keeps it); in the browser, `<Head>`
 * (@docusaurus/Head, which renders `<Helmet>`) only has to keep the head
 * in step once the page has hydrated and on each move to another page: the
 * title, the tags it marked `data-rh`, and the attributes of <html> and
 * <body>. This does that as react-helmet-async does, in a tenth of the code:
 *
 * - every mounted <Helmet> gives its children (`<title>`, `<meta>`, `<link>`,
 *   `<script>`, `<style>`, `<noscript>`, `<base>`, `<html>`, `<body>`); the
 *   one rendered later (a page inside its layout) wins: its title, its
 *   attributes, and its tags over earlier ones of the same key (a meta's
 *   name or property, a canonical link, a link's href...), as react-helmet-async
 *   decides;
 * - after each change, on the next frame, the head's `data-rh` tags that
 *   are still wanted are kept, the others removed, and the new ones added;
 *   attributes it set on <html> and <body> (listed in their `data-rh`) that
 *   are no longer wanted are removed.
 *
 * lean-bundle.test.ts checks that it exports what Docusaurus's browser-side
 * modules import from react-helmet-async, and how it fills the head.
 */
import {Children, isValidElement, useEffect, useState, type ReactElement, type ReactNode} from 'react';

type Props = Record<string, unknown>;

interface Tag {
  readonly type: string;
  readonly props: Props;
  /** Text content: a script's or style's code, a noscript's markup. */
  readonly inner?: string;
}

interface HeadState {
  title?: string;
  html: Record<string, string>;
  body: Record<string, string>;
  tags: Tag[];
}

const TAG_TYPES = new Set(['meta', 'link', 'script', 'style', 'noscript', 'base']);
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {className: 'class', htmlFor: 'for', httpEquiv: 'http-equiv', charSet: 'charset'};

const text = (children: unknown): string => (Array.isArray(children) ? children.join('') : children == null ? '' : String(children));

function attributesOf(props: Props): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [name, value] of Object.entries(props)) {
    if (name === 'children' || value === undefined || value === null) continue;
    // As React writes them: true and false spelled out in data- and aria- attributes, else a bare attribute or none.
    const spelled = /^(data|aria)-/.test(name);
    if (value === false && !spelled) continue;
    attributes[ATTRIBUTE_NAMES[name] ?? name] = value === true && !spelled ? '' : String(value);
  }
  return attributes;
}

/** What a <Helmet>'s children ask for. */
export function stateOf(children: ReactNode): HeadState {
  const state: HeadState = {html: {}, body: {}, tags: []};
  const visit = (node: ReactNode) =>
    Children.forEach(node, (child) => {
      if (!isValidElement(child)) return;
      const {type} = child as ReactElement<Props>;
      const props = (child as ReactElement<Props>).props;
      if (typeof type !== 'string') {
        visit(props.children as ReactNode);
      } else if (type === 'title') {
        state.title = text(props.children);
      } else if (type === 'html' || type === 'body') {
        Object.assign(state[type], attributesOf(props));
      } else if (TAG_TYPES.has(type)) {
        const inner = props.children === undefined ? undefined : text(props.children);
        state.tags.push({type, props, inner});
      }
    });
  visit(children);
  return state;
}

/** The attribute that makes a tag unique across <Helmet>s (react-helmet-async's primary attributes). */
function keyOf(tag: Tag): string | undefined {
  const {props} = tag;
  const first = (...names: string[]) => names.find((name) => props[name] !== undefined && props[name] !== null);
  let name: string | undefined;
  switch (tag.type) {
    case 'meta':
      name = first('name', 'charSet', 'httpEquiv', 'property', 'itemProp');
      break;
    case 'link':
      name = /^(canonical|stylesheet)$/i.test(String(props.rel)) ? 'rel' : first('href', 'rel');
      break;
    case 'script':
      name = first('src');
      break;
    case 'base':
      name = first('href');
      break;
    default:
      break;
  }
  const value = name === undefined ? tag.inner : String(props[name]);
  return value === undefined ? undefined : `${tag.type} ${name ?? ''} ${value.toLowerCase()}`;
}

/** The head the mounted <Helmet>s ask for, in the order they were rendered. */
export function mergeStates(states: readonly HeadState[]): HeadState {
  const merged: HeadState = {html: {}, body: {}, tags: []};
  for (const state of states) {
    if (state.title !== undefined) merged.title = state.title;
    Object.assign(merged.html, state.html);
    Object.assign(merged.body, state.body);
  }
  // Later <Helmet>s first: a key one of them has hides the same key in earlier ones.
  const taken = new Set<string>();
  const groups: Tag[][] = [];
  for (const state of [...states].reverse()) {
    const own = new Set<string>();
    const kept = state.tags.filter((tag) => {
      const key = keyOf(tag);
      if (key === undefined || taken.has(key)) return false;
      own.add(key);
      return true;
    });
    for (const key of own) taken.add(key);
    groups.unshift(kept);
  }
  merged.tags = groups.flat();
  return merged;
}

function syncAttributes(element: Element, wanted: Record<string, string>): void {
  const previous = (element.getAttribute('data-rh') ?? '').split(',').filter(Boolean);
  for (const name of previous) if (!(name in wanted)) element.removeAttribute(name);
  for (const [name, value] of Object.entries(wanted)) if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  // Written only when it changes: a write to <html> or <body> can make the browser recheck the styles of the whole page.
  const names = Object.keys(wanted).join(',');
  if (names === '') element.removeAttribute('data-rh');
  else if (element.getAttribute('data-rh') !== names) element.setAttribute('data-rh', names);
}

function elementOf(tag: Tag): HTMLElement {
  const element = document.createElement(tag.type);
  for (const [name, value] of Object.entries(attributesOf(tag.props))) element.setAttribute(name, value);
  if (tag.inner !== undefined) element.innerHTML = tag.inner;
  element.setAttribute('data-rh', 'true');
  return element;
}

/** Puts a merged state into the document. */
export function applyState(state: HeadState, doc: Document = document): void {
  if (state.title !== undefined && doc.title !== state.title) doc.title = state.title;
  syncAttributes(doc.documentElement, state.html);
  syncAttributes(doc.body, state.body);
  const old = Array.from(doc.head.querySelectorAll(':not(title)[data-rh]'));
  const added: HTMLElement[] = [];
  for (const tag of state.tags) {
    const element = elementOf(tag);
    const same = old.findIndex((existing) => existing.isEqualNode(element));
    if (same >= 0) old.splice(same, 1);
    else added.push(element);
  }
  for (const element of old) element.remove();
  for (const element of added) doc.head.appendChild(element);
}

interface Instance {
  readonly order: number;
  state: HeadState;
}

const instances = new Set<Instance>();
let rendered = 0;
let frame: number | undefined;

function scheduleSync(): void {
  if (frame !== undefined) cancelAnimationFrame(frame);
  frame = requestAnimationFrame(() => {
    frame = undefined;
    applyState(mergeStates([...instances].sort((a, b) => a.order - b.order).map((instance) => instance.state)));
  });
}

/** A page's or layout's head tags (react-helmet-async's <Helmet>, children only). */
export function Helmet({children}: {readonly children?: ReactNode}): null {
  // Numbered in render order, parents before children, as react-helmet-async orders its instances.
  const [instance] = useState<Instance>(() => ({order: (rendered += 1), state: {html: {}, body: {}, tags: []}}));
  useEffect(() => {
    const state = stateOf(children);
    // A re-render gives new children even when they ask for the same head (most do,
    // right after hydration): the head is put in step again only when something changed.
    const unchanged = instances.has(instance) && JSON.stringify(state) === JSON.stringify(instance.state);
    instance.state = state;
    instances.add(instance);
    if (!unchanged) scheduleSync();
  }, [instance, children]);
  useEffect(
    () => () => {
      instances.delete(instance);
      scheduleSync();
    },
    [instance],
  );
  return null;
}

/** react-helmet-async's provider: nothing to provide in the browser, where the head is the document's. */
export function HelmetProvider({children}: {readonly children?: ReactNode; readonly context?: object}): ReactNode {
  return children;
}
