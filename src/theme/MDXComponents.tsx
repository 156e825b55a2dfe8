/**
 * The components every MDX page can use without an import: the theme's own
 * for headings, links, lists, images and code, plus the site's content
 * blocks of src/components/mdx (see its README for editors), and Markdown
 * links underlined so that they stand out from the text around them.
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
import Hero from '@site/src/components/mdx/Hero';
import {Card, CardGrid} from '@site/src/components/mdx/CardGrid';
import RelatedLinks from '@site/src/components/mdx/RelatedLinks';
import LogoStrip from '@site/src/components/mdx/LogoStrip';
import {FileButton, FileButtons} from '@site/src/components/mdx/FileButtons';
import {Timeline, TimelineEntry} from '@site/src/components/mdx/Timeline';
import LinksByYear from '@site/src/components/mdx/LinksByYear';
import Signature from '@site/src/components/mdx/Signature';
import PhotoGrid from '@site/src/components/mdx/PhotoGrid';
import ProseLink from '@site/src/components/mdx/shared/ProseLink';
import {LongDate, MonthYear, Time} from '@site/src/components/mdx/DateTime';

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
  // Markdown links are underlined (see ProseLink); the blocks below style their own.
  a: ProseLink,
  Hero,
  CardGrid,
  Card,
  RelatedLinks,
  LogoStrip,
  FileButtons,
  FileButton,
  Timeline,
  TimelineEntry,
  LinksByYear,
  Signature,
  PhotoGrid,
  // Dates and times, so each reads the one way of the page's language.
  LongDate,
  MonthYear,
  Time,
};

export default components;
