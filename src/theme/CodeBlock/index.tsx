/**
 * Code blocks without syntax highlighting. The classic theme's CodeBlock
 * brings Prism into every page's main bundle; a university site has almost no
 * code to show, so a plain, left-to-right <pre> is enough and saves the bytes.
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';

export interface CodeBlockProps {
  readonly children?: ReactNode;
  readonly className?: string;
  readonly title?: string;
}

export default function CodeBlock({children, className, title}: CodeBlockProps): ReactNode {
  return (
    <figure className="app-code-block">
      {title && <figcaption>{title}</figcaption>}
      {/* Code reads left to right even on Dari and Pashto pages. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable code block needs a tab stop for keyboard scrolling */}
      <pre dir="ltr" className={clsx(className)} tabIndex={0}>
        <code>{children}</code>
      </pre>
    </figure>
  );
}
