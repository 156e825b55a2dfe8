/**
 * The content blocks MDX pages write as tags without an import
 * (src/components/mdx/README.md), each with the module and export it comes
 * from. plugins/mdx-auto-import adds to each page an import of the ones it
 * uses; src/components/mdx/index.ts exports them all for the web editor's
 * preview (index.test.ts checks that the two agree).
 */
export interface Block {
  /** The module, as the bundler resolves it. */
  readonly source: string;
  /** The export's name; `default` for a default export. */
  readonly exported: string;
}

const MDX = '@site/src/components/mdx';

export const BLOCKS: Readonly<Record<string, Block>> = {
  Hero: {source: `${MDX}/Hero`, exported: 'default'},
  CardGrid: {source: `${MDX}/CardGrid`, exported: 'CardGrid'},
  Card: {source: `${MDX}/CardGrid`, exported: 'Card'},
  RelatedLinks: {source: `${MDX}/RelatedLinks`, exported: 'default'},
  LogoStrip: {source: `${MDX}/LogoStrip`, exported: 'default'},
  FileButtons: {source: `${MDX}/FileButtons`, exported: 'FileButtons'},
  FileButton: {source: `${MDX}/FileButtons`, exported: 'FileButton'},
  Timeline: {source: `${MDX}/Timeline`, exported: 'Timeline'},
  TimelineEntry: {source: `${MDX}/Timeline`, exported: 'TimelineEntry'},
  LinksByYear: {source: `${MDX}/LinksByYear`, exported: 'default'},
  Signature: {source: `${MDX}/Signature`, exported: 'default'},
  PhotoGrid: {source: `${MDX}/PhotoGrid`, exported: 'default'},
  // Dates and times, so each reads the one way of the page's language.
  LongDate: {source: `${MDX}/DateTime`, exported: 'LongDate'},
  MonthYear: {source: `${MDX}/DateTime`, exported: 'MonthYear'},
  Time: {source: `${MDX}/DateTime`, exported: 'Time'},
};
