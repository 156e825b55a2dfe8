/** The part of subset-font (HarfBuzz's subsetter) scripts/subset-fonts.ts uses. */
declare module 'subset-font' {
  export default function subsetFont(font: Buffer, text: string, options: {targetFormat: 'woff2' | 'woff' | 'truetype'}): Promise<Buffer>;
}
