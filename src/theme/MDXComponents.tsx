/**
 * The components MDX renders Markdown's elements with: the theme's own for
 * headings, links, lists, images and code, `<Head>`, and Markdown links
 * underlined so that they stand out from the text around them.
 *
 * The site's content blocks (src/components/mdx, which pages also write
 * without an import) are not here: plugins/mdx-auto-import adds to each page
 * an import of the blocks it uses, so a page's bundle carries those and the
 * main bundle none of them.
 *
 * Ejected (the theme marks this component safe to eject and forbidden to
 * wrap): the theme's own map also carries admonitions, Mermaid diagrams and
 * `<details>`, which the site's pages do not use (admonitions are off in
 * docusaurus.config.ts) and which every content page would otherwise load.
 * The theme's pieces used here are imported one by one (`@theme/MDXComponents/*`),
 * so their upgrades still reach the site.
 */
import type {ComponentProps} from 'react';
import Head from '@docusaurus/Head';
import MDXCode from '@theme/MDXComponents/Code';
import MDXPre from '@theme/MDXComponents/Pre';
import MDXHeading from '@theme/MDXComponents/Heading';
import MDXUl from '@theme/MDXComponents/Ul';
import MDXLi from '@theme/MDXComponents/Li';
import MDXImg from '@theme/MDXComponents/Img';
import ProseLink from '@site/src/components/mdx/shared/ProseLink';

type HeadingProps = Omit<ComponentProps<typeof MDXHeading>, 'as'>;

const components = {
  Head,
  code: MDXCode,
  pre: MDXPre,
  ul: MDXUl,
  li: MDXLi,
  img: MDXImg,
  h1: (props: HeadingProps) => <MDXHeading as="h1" {...props} />,
  h2: (props: HeadingProps) => <MDXHeading as="h2" {...props} />,
  h3: (props: HeadingProps) => <MDXHeading as="h3" {...props} />,
  h4: (props: HeadingProps) => <MDXHeading as="h4" {...props} />,
  h5: (props: HeadingProps) => <MDXHeading as="h5" {...props} />,
  h6: (props: HeadingProps) => <MDXHeading as="h6" {...props} />,
  // Markdown links are underlined (see ProseLink); the content blocks style their own.
  a: ProseLink,
};

export default components;
