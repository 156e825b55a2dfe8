/**
 * A text helper of the careers pages: e-mail addresses inside application
 * guidelines turned into links whose Latin text keeps its own direction in
 * Dari and Pashto.
 */
import type {ReactNode} from 'react';

const EMAIL = /([A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,})/;

/**
 * A line of text with each e-mail address as a mailto link, wrapped in <bdi>
 * so the address reads left to right inside right-to-left text.
 */
export function withEmailLinks(line: string): ReactNode[] {
  // split() with a capturing group keeps the addresses at the odd indexes.
  return line.split(EMAIL).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={`mailto:${part}`}>
        <bdi>{part}</bdi>
      </a>
    ) : (
      part
    ),
  );
}
