/**
 * The components every MDX page can use without an import: the theme's own
 * (headings, links, code, admonitions...) plus the site's content blocks of
 * src/components/mdx (see its README for editors), and Markdown links
 * underlined so that they stand out from the text around them.
 * Swizzled by wrapping, so theme upgrades still reach the originals.
 */
import MDXComponents from '@theme-original/MDXComponents';
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

const components: typeof MDXComponents & Record<string, unknown> = {
  ...MDXComponents,
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
