/**
 * Text from the API on a page: plain text split into paragraphs at its line
 * breaks, or (for lecturer profiles) HTML reduced by the site's sanitiser to
 * ul/ol/li/p/br. The server sanitises too, but the page does not rely on it.
 */
import type {ReactNode} from 'react';
import {sanitizeHtml, toParagraphs} from '@site/src/lib/content';

export interface ParagraphsProps {
  readonly text: string | null | undefined;
  readonly className?: string;
}

/** Plain text as paragraphs; nothing when the text is empty. */
export function Paragraphs({text, className}: ParagraphsProps): ReactNode {
  const paragraphs = toParagraphs(text);
  if (paragraphs.length === 0) {
    return null;
  }
  return (
    <div className={className}>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs have no identity beyond their order.
        // eslint-disable-next-line react/no-array-index-key
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** Text as a bulleted list, one item a line (duties, skills). */
export function Lines({text, className}: ParagraphsProps): ReactNode {
  const lines = toParagraphs(text);
  if (lines.length === 0) {
    return null;
  }
  if (lines.length === 1) {
    return <p className={className}>{lines[0]}</p>;
  }
  return (
    <ul className={className}>
      {lines.map((line, index) => (
        // eslint-disable-next-line react/no-array-index-key
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

export interface SafeHtmlProps {
  readonly html: string | null | undefined;
  readonly className?: string;
}

/** HTML limited to lists, paragraphs and breaks; nothing when it is empty. */
export function SafeHtml({html, className}: SafeHtmlProps): ReactNode {
  const clean = sanitizeHtml(html);
  if (clean === '') {
    return null;
  }
  // Safe: sanitizeHtml rebuilds the markup from an allow-list of five tags
  // without attributes, and escapes all text.
  // eslint-disable-next-line react/no-danger
  return <div className={className} dangerouslySetInnerHTML={{__html: clean}} />;
}
