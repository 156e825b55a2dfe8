/**
 * The key field of each data collection (a news story's id, a program's
 * Tag): the widget `item-key`, and the check before every save.
 *
 * - A new item's id is the next free one when the item is created: the
 *   widget lists the collection's items from the backend (the repository on
 *   GitHub, the working copy under decap-server) as it opens, not when the
 *   editor or `npm run cms` started, so a second item created in the same
 *   session gets the next number.
 * - A key another item has is an error on the field, naming that item's
 *   file, as soon as the listing shows it (the widget lists again after
 *   every change); Decap then refuses to save.
 * - Right before saving, ./save.ts lists once more ({@link listerOf}) and
 *   refuses the save, with the other file named, when the key has been
 *   taken meanwhile (another editor, another tab), and names a new item's
 *   files (../naming.ts) from the listing.
 *
 * The listing goes through the `query` function Decap gives widgets (the one
 * its relation widget searches with), over every item of the collection.
 */
import {Component, type ReactNode} from 'react';
import {itemNameOf} from '../naming';
import {DEFAULT_LOCALE} from '../../../content/locales';
import {rememberDraft, type DraftEntry} from './draft';

/** An item as the listing gives it: its key (as text) and the path of its English file. */
export interface ListedItem {
  readonly key: string;
  readonly path: string;
  readonly fields: Readonly<Record<string, unknown>>;
}

/** Lists a collection's items now. */
export type Lister = () => Promise<readonly ListedItem[]>;

/** Per collection, how to list its items, registered by its key field's widget when an item is open. */
const listers = new Map<string, Lister>();

/** How to list a collection's items now, once an item of it has been opened. */
export function listerOf(collection: string): Lister | undefined {
  return listers.get(collection);
}

/** What the widget reads of Decap's control props. */
interface KeyProps {
  readonly value: unknown;
  readonly forID: string;
  readonly classNameWrapper: string;
  readonly field: {get(key: string, fallback?: unknown): unknown};
  readonly collection: {get(key: string): unknown};
  readonly onChange: (value: unknown) => void;
  readonly setActiveStyle: () => void;
  readonly setInactiveStyle: () => void;
  readonly getEntry?: () => DraftEntry | undefined;
  /** The pane's language: the key is English-only, and Decap also mounts it, hidden, in the other pane. */
  readonly locale?: string;
  /** Decap's validation of this field (presence, pattern, isValid), which shows or clears its errors. */
  readonly validate?: () => void;
  readonly query: (
    namespace: string,
    collection: string,
    searchFields: string[],
    term: string,
    file?: string,
    limit?: number,
  ) => Promise<{type: string; payload: {hits?: {path: string; data: Record<string, unknown>}[]; error?: Error}}>;
}

let queries = 0;

/** The lister of a collection's items through Decap's `query`. */
function queryLister(props: KeyProps): Lister {
  const collection = String(props.collection.get('name'));
  const keyName = String(props.field.get('name'));
  return async () => {
    // Decap answers the same query from memory for ten seconds; a limit of its
    // own (far above any collection's size) makes every listing a new one.
    queries += 1;
    const action = await props.query(`${props.forID}-items`, collection, [keyName], '', undefined, 1_000_000 + queries);
    if (action.payload.error !== undefined || action.payload.hits === undefined) {
      throw action.payload.error ?? new Error(`the items of ${collection} could not be listed`);
    }
    return action.payload.hits.map((hit) => ({key: String(hit.data[keyName] ?? ''), path: hit.path, fields: hit.data}));
  };
}

/** The English file of a listed item, as the other file an error names: `data/news/033-library.en.md`. */
export function englishFile(path: string): string {
  return /\.(en|fa|ps)\.md$/.test(path) ? path.replace(/\.(fa|ps)\.md$/, '.en.md') : path.replace(/\.md$/, '.en.md');
}

/** The next free id: the highest of `items` plus one. */
export function nextFreeId(items: readonly ListedItem[]): number {
  const ids = items.map((item) => Number(item.key)).filter((id) => Number.isInteger(id));
  return ids.length === 0 ? 1 : Math.max(...ids) + 1;
}

/** The item other than the one at `ownPath` whose key is `key`, if any. */
export function keyOwner(items: readonly ListedItem[], key: unknown, ownPath: string | undefined): ListedItem | undefined {
  if (key === undefined || key === null || String(key) === '') return undefined;
  const own = ownPath === undefined || ownPath === '' ? undefined : itemNameOf(ownPath);
  return items.find((item) => item.key === String(key) && itemNameOf(item.path) !== own);
}

/** What the editor says when `key` belongs to `owner`. */
export function takenMessage(label: string, key: unknown, owner: ListedItem, items: readonly ListedItem[], numeric: boolean): string {
  const next = numeric ? ` (the next free one is ${nextFreeId(items)})` : '';
  return `${label} ${String(key)} is already used by ${englishFile(owner.path)}: choose another${next}`;
}

interface KeyState {
  readonly items?: readonly ListedItem[];
  readonly failed?: string;
  /** Whether a listing is under way (the field says so to assistive technology, and tests wait for it). */
  readonly listing?: boolean;
}

/** The key field's control: a number (ids) or a line of text (Tag, key) checked against the other items. */
export class ItemKeyControl extends Component<KeyProps, KeyState> {
  state: KeyState = {};
  /** The listing in progress. */
  private listing: Promise<void> | undefined;
  /** The items of the last listing. */
  private items: readonly ListedItem[] | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private mounted = false;

  componentDidMount(): void {
    this.mounted = true;
    rememberDraft(this.props.getEntry);
    listers.set(String(this.props.collection.get('name')), queryLister(this.props));
    void this.list(true);
  }

  componentDidUpdate(previous: KeyProps): void {
    if (previous.value === this.props.value) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.list(false), 300);
  }

  componentWillUnmount(): void {
    this.mounted = false;
    clearTimeout(this.timer);
  }

  private get numeric(): boolean {
    return this.props.field.get('value_type') === 'int';
  }

  private get ownPath(): string | undefined {
    const path = this.props.getEntry?.()?.get('path');
    return typeof path === 'string' ? path : undefined;
  }

  private get isNew(): boolean {
    return this.props.getEntry?.()?.get('newRecord') === true;
  }

  /** Whether this is the field of the English pane (the one the item's key is written from). */
  private get isEnglish(): boolean {
    return this.props.locale === undefined || this.props.locale === DEFAULT_LOCALE;
  }

  /**
   * Lists the items; on a new item's first listing, offers the next free id
   * when it has none or a taken one; after a change, has Decap check the
   * field at once (it checks fields when saving), so a taken key shows now.
   */
  private list(suggest: boolean): Promise<void> {
    const listing = queryLister(this.props)()
      .then((items) => {
        if (!this.mounted) return;
        // Read by clash() right away; the state only makes the field draw again.
        this.items = items;
        this.setState({items, failed: undefined, listing: false});
      })
      .catch((error: unknown) => {
        if (this.mounted) this.setState({failed: error instanceof Error ? error.message : String(error), listing: false});
      })
      .finally(() => {
        if (this.listing === listing) this.listing = undefined;
        if (!this.mounted || !this.isEnglish || this.items === undefined) return;
        const {value} = this.props;
        const taken = keyOwner(this.items, value, this.ownPath) !== undefined;
        if (suggest && this.numeric && this.isNew && (value === undefined || value === '' || taken)) {
          this.props.onChange(nextFreeId(this.items));
        } else if (!suggest) {
          this.props.validate?.();
        }
      });
    this.listing = listing;
    this.setState({listing: true});
    return listing;
  }

  /** The error for the current value, if another item has it. */
  private clash(): string | undefined {
    const items = this.items;
    if (items === undefined) return undefined;
    const owner = keyOwner(items, this.props.value, this.ownPath);
    const label = String(this.props.field.get('label', this.props.field.get('name')));
    return owner === undefined ? undefined : takenMessage(label, this.props.value, owner, items, this.numeric);
  }

  /**
   * Decap's validation: an error naming the other item's file when the last
   * listing shows the key taken. It never waits for a listing under way
   * (Decap would refuse the save meanwhile, without a word): the check
   * before saving (./save.ts) lists again anyway.
   */
  isValid = (): boolean | {error: {message: string}} => {
    const clash = this.clash();
    return clash === undefined ? true : {error: {message: `${clash}.`}};
  };

  private handleChange = (text: string): void => {
    if (!this.numeric) {
      this.props.onChange(text);
      return;
    }
    const value = Number.parseInt(text, 10);
    this.props.onChange(Number.isNaN(value) ? '' : value);
  };

  render(): ReactNode {
    const {forID, classNameWrapper, setActiveStyle, setInactiveStyle, value} = this.props;
    const clash = this.clash();
    return (
      <>
        <input
          id={forID}
          className={classNameWrapper}
          type={this.numeric ? 'number' : 'text'}
          step={this.numeric ? 1 : undefined}
          min={this.numeric ? 1 : undefined}
          dir="ltr"
          value={value === undefined || value === null ? '' : String(value)}
          onChange={(event) => this.handleChange(event.target.value)}
          onFocus={setActiveStyle}
          onBlur={setInactiveStyle}
          aria-invalid={clash !== undefined}
          aria-busy={this.state.listing === true}
        />
        {this.state.failed !== undefined ? (
          <p role="status">The other items could not be listed ({this.state.failed}); the key is checked again when you save.</p>
        ) : null}
      </>
    );
  }
}
