/**
 * Text from the API on a page: plain text split into paragraphs at its line
 * breaks, or (for lecturer profiles) HTML reduced to ul/ol/li/p/br and
 * rendered as elements and text, never as raw HTML. The server sanitises
 * too, but the page does not rely on it.
 */
import type {ReactNode} from 'react';
import {limitedHtml, type LimitedNode, toParagraphs} from '@site/content/text';

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
        <li key={index}>{line}</li>
      ))}
    </ul>
  );
}

export interface SafeHtmlProps {
  readonly html: string | null | undefined;
  readonly className?: string;
}

/** Whether HTML holds anything to show once reduced to the allowed elements. */
export function hasContent(html: string | null | undefined): boolean {
  const visit = (nodes: readonly LimitedNode[]): boolean =>
    nodes.some((node) => (typeof node === 'string' ? node.trim() !== '' : visit(node.children)));
  return visit(limitedHtml(html));
}

function renderNodes(nodes: readonly LimitedNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node;
    const Tag = node.tag;
    // Nodes have no identity beyond their order.
    return Tag === 'br' ? <br key={index} /> : <Tag key={index}>{renderNodes(node.children)}</Tag>;
  });
}

/** HTML limited to lists, paragraphs and breaks, as elements; nothing when it is empty. */
export function SafeHtml({html, className}: SafeHtmlProps): ReactNode {
  if (!hasContent(html)) {
    return null;
  }
  return <div className={className}>{renderNodes(limitedHtml(html))}</div>;
}
