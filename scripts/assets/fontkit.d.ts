/**
 * The part of fontkit's API that scripts/assets/glyphs.ts uses (the package
 * ships no types and @types/fontkit is not installed).
 */
declare module 'fontkit' {
  export interface PathCommand {
    readonly command: 'moveTo' | 'lineTo' | 'quadraticCurveTo' | 'bezierCurveTo' | 'closePath';
    readonly args: readonly number[];
  }
  export interface Path {
    readonly commands: readonly PathCommand[];
  }
  export interface Glyph {
    readonly path: Path;
    readonly advanceWidth: number;
  }
  export interface GlyphPosition {
    readonly xAdvance: number;
    readonly yAdvance: number;
    readonly xOffset: number;
    readonly yOffset: number;
  }
  export interface GlyphRun {
    readonly glyphs: readonly Glyph[];
    readonly positions: readonly GlyphPosition[];
  }
  export interface Font {
    readonly unitsPerEm: number;
    readonly capHeight: number;
    layout(text: string): GlyphRun;
  }
  export function openSync(filename: string): Font;
}
