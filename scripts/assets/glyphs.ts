/**
 * Turns short Latin text into SVG path data with the Vazirmatn font the site
 * already ships (its Latin half). Logos and the share card carry their words as
 * outlines, so they look the same in an <img>, in librsvg and on a machine
 * without that font installed.
 */
import path from 'node:path';
import {openSync, type Font} from 'fontkit';

/** Weights available from @fontsource/vazirmatn's Latin subset that we use. */
export type FontWeight = 400 | 500 | 600 | 700 | 800;

const fonts = new Map<FontWeight, Font>();

function fontFor(weight: FontWeight): Font {
  let font = fonts.get(weight);
  if (!font) {
    const file = path.join(path.dirname(require.resolve('@fontsource/vazirmatn/package.json')), 'files', `vazirmatn-latin-${weight}-normal.woff2`);
    font = openSync(file);
    fonts.set(weight, font);
  }
  return font;
}

/** Options of {@link textPath}. */
export interface TextPathOptions {
  readonly x: number;
  /** Baseline position. */
  readonly y: number;
  /** Font size in user units. */
  readonly size: number;
  readonly weight?: FontWeight;
  /** Extra space after each letter, in user units. */
  readonly letterSpacing?: number;
  /** When set, the text is scaled down (never up) to fit this width. */
  readonly maxWidth?: number;
  readonly anchor?: 'start' | 'middle' | 'end';
}

/** Path data of a line of text, and the width it occupies. */
export interface TextOutline {
  readonly d: string;
  readonly width: number;
}

const round = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

/** Measures a line of text at the given size. */
export function measureText(text: string, size: number, weight: FontWeight = 400, letterSpacing = 0): number {
  const font = fontFor(weight);
  const run = font.layout(text);
  const scale = size / font.unitsPerEm;
  const advance = run.positions.reduce((sum, position) => sum + position.xAdvance, 0) * scale;
  return advance + letterSpacing * Math.max(0, run.glyphs.length - 1);
}

/** Outlines a line of text as SVG path data (y grows downwards, as in SVG). */
export function textPath(text: string, options: TextPathOptions): TextOutline {
  const weight = options.weight ?? 400;
  const spacing = options.letterSpacing ?? 0;
  let size = options.size;
  let width = measureText(text, size, weight, spacing);
  if (options.maxWidth && width > options.maxWidth) {
    size *= options.maxWidth / width;
    width = options.maxWidth;
  }
  const font = fontFor(weight);
  const scale = size / font.unitsPerEm;
  const letterGap = spacing * (size / options.size);
  const anchor = options.anchor ?? 'start';
  let penX = options.x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  const parts: string[] = [];
  const run = font.layout(text);
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const originX = penX + position.xOffset * scale;
    const originY = options.y - position.yOffset * scale;
    const point = (px: number, py: number): string => `${round(originX + px * scale)} ${round(originY - py * scale)}`;
    for (const {command, args} of glyph.path.commands) {
      if (command === 'moveTo') parts.push(`M${point(args[0], args[1])}`);
      else if (command === 'lineTo') parts.push(`L${point(args[0], args[1])}`);
      else if (command === 'quadraticCurveTo') parts.push(`Q${point(args[0], args[1])} ${point(args[2], args[3])}`);
      else if (command === 'bezierCurveTo') parts.push(`C${point(args[0], args[1])} ${point(args[2], args[3])} ${point(args[4], args[5])}`);
      else parts.push('Z');
    }
    penX += position.xAdvance * scale + letterGap;
  });
  return {d: parts.join(''), width};
}
