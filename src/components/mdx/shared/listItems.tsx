/**
 * Helpers for MDX containers whose children are a list of items (cards,
 * buttons, timeline entries). MDX hands a container its children as written,
 * so the container wraps each element in `<li>` and the items stay plain.
 */
import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';

/**
 * The element children of `children`, in order. Whitespace text between
 * the tags (which MDX may pass along) is dropped; stray text is kept out of
 * the list so that the list stays valid HTML.
 */
export function elementChildren(children: ReactNode): ReactElement[] {
  return Children.toArray(children).filter(isValidElement);
}
