/**
 * Decides what to draw for an image path and renders it: the kind of
 * composition and its size come from the path (folder and file name), the
 * random choices from a seed made of the path, the format from the extension.
 */
import path from 'node:path';
import sharp from 'sharp';
import {composeArt, PALETTES, type ArtKind, type Palette, type PaletteName} from './art';
import type {AssetContext} from './data-context';
import {logoSvg, partnerSvg, shareCardSvg, type LogoName} from './marks';
import {createRandom} from './random';

/** What an image path will become. */
export interface ImagePlan {
  readonly kind: ArtKind | 'logo' | 'logo-white' | 'partner' | 'share-card';
  readonly width: number;
  readonly height: number;
  /** Size budget in bytes; the generator warns above it. */
  readonly budget: number;
}

const KB = 1024;
const PORTRAIT_DIRS = new Set(['employees', 'lecturers', 'people', 'staff', 'team', 'leadership', 'deans']);
const PORTRAIT_WORDS = /(portrait|avatar|headshot|person|profile|dean|founder|chancellor|president|rector|speaker)/;
const HERO_WORDS = /(hero|banner|cover|poster|header)/;

/**
 * Chooses the composition and size for an image path. Rules, first match wins:
 * the frame's fixed files; `partners/` or a `…-logo` file name → a partner mark;
 * `menu/` → section motif 480×320; people folders → portrait 400×400;
 * hero/banner/cover → 1600×900; people words (founder, dean...) → portrait;
 * `programs/`, `faculties/` → pattern 800×450;
 * `news/` → landscape; `events/`, `conferences/` → gathering; else shapes 800×450.
 * A `-WIDTHxHEIGHT` suffix in the file name overrides the size; `thumb` halves it.
 */
export function planImage(assetPath: string): ImagePlan {
  const lower = assetPath.toLowerCase();
  const segments = lower.split('/').filter(Boolean).slice(1, -1);
  const base = path.posix.basename(lower).replace(/\.[a-z]+$/, '');
  const inDir = (...names: string[]): boolean => segments.some((segment) => names.includes(segment));

  if (lower === '/img/logo.svg') return {kind: 'logo', width: 160, height: 48, budget: 12 * KB};
  if (lower === '/img/logo-white.svg') return {kind: 'logo-white', width: 160, height: 48, budget: 12 * KB};
  if (lower === '/img/share-card.png') return {kind: 'share-card', width: 1200, height: 630, budget: 80 * KB};

  let plan: ImagePlan;
  // Only logo files: a card image named `partnerships.webp` is a picture, not a mark.
  if (inDir('partners') || /(^|[-_])logo([-_]|$)/.test(base)) plan = {kind: 'partner', width: 240, height: 96, budget: 12 * KB};
  else if (inDir('menu')) plan = {kind: 'menu', width: 480, height: 320, budget: 25 * KB};
  else if (segments.some((segment) => PORTRAIT_DIRS.has(segment))) plan = {kind: 'portrait', width: 400, height: 400, budget: 25 * KB};
  // Before the portrait words: `founder-hero.webp` is a banner, not a face.
  else if (inDir('hero', 'banners') || HERO_WORDS.test(base)) plan = {kind: 'hero', width: 1600, height: 900, budget: 60 * KB};
  else if (PORTRAIT_WORDS.test(base)) plan = {kind: 'portrait', width: 400, height: 400, budget: 25 * KB};
  else if (inDir('programs', 'faculties', 'academics')) plan = {kind: 'pattern', width: 800, height: 450, budget: 25 * KB};
  else if (inDir('news')) plan = {kind: 'landscape', width: 800, height: 450, budget: 25 * KB};
  else if (inDir('events', 'conferences', 'conference')) plan = {kind: 'gathering', width: 800, height: 450, budget: 25 * KB};
  else plan = {kind: 'shapes', width: 800, height: 450, budget: 25 * KB};

  const size = /(?:^|[-_])(\d{2,4})x(\d{2,4})(?:$|[-_])/.exec(base);
  if (size) {
    const width = Number(size[1]);
    const height = Number(size[2]);
    plan = {...plan, width, height, budget: Math.max(25 * KB, Math.round((plan.budget * width * height) / (plan.width * plan.height)))};
  } else if (/thumb/.test(lower)) {
    plan = {...plan, width: Math.round(plan.width / 2), height: Math.round(plan.height / 2)};
  }
  return plan;
}

// Each faculty keeps one palette, so a faculty's program cards look related.
const FACULTY_PALETTES: Record<string, PaletteName> = {
  Economic: 'sand',
  Engineering: 'dusk',
  ComputerScience: 'teal',
  SocialScience: 'clay',
  Law: 'sage',
};
const MENU_PALETTES: Record<string, PaletteName> = {
  about: 'teal',
  academics: 'dusk',
  students: 'clay',
  admissions: 'sage',
  research: 'teal',
  career: 'sand',
};
// Darker than the page palettes so the home cover's white text stays readable on it.
const HERO_PALETTE: Palette = {
  sky: ['#0f5470', '#6fa6bb'],
  layers: ['#3d7f98', '#2a6680', '#174e66', '#0a3a4e'],
  accent: '#f2a900',
};

/** Identity facts that the marks show. */
export interface IdentityFacts {
  readonly name: LogoName;
  readonly address: string;
  readonly host: string;
}

/** Builds the SVG source of an image asset. */
export function imageSvg(assetPath: string, plan: ImagePlan, identity: IdentityFacts, context?: AssetContext): string {
  const random = createRandom(assetPath);
  switch (plan.kind) {
    case 'logo':
      return logoSvg(identity.name, 'dark');
    case 'logo-white':
      return logoSvg(identity.name, 'white');
    case 'share-card':
      return shareCardSvg(identity.name, identity.address, identity.host);
    case 'partner': {
      const number = /(\d+)(?!.*\d)/.exec(path.posix.basename(assetPath));
      return partnerSvg(number ? Number(number[1]) - 1 : random.int(0, 7), random);
    }
    default: {
      const motif = path.posix.basename(assetPath).replace(/\.[a-z]+$/, '');
      let palette: Palette = PALETTES[random.pick(Object.keys(PALETTES) as PaletteName[])];
      if (plan.kind === 'menu' && MENU_PALETTES[motif]) palette = PALETTES[MENU_PALETTES[motif]];
      if (context?.faculty && FACULTY_PALETTES[context.faculty]) palette = PALETTES[FACULTY_PALETTES[context.faculty]];
      if (assetPath === '/img/hero/home-poster.webp') palette = HERO_PALETTE;
      return composeArt(plan.kind, {width: plan.width, height: plan.height, random, palette, motif});
    }
  }
}

/** Renders an image asset to the bytes of its file (SVG text, or webp/png/jpeg via sharp). */
export async function renderImage(assetPath: string, identity: IdentityFacts, context?: AssetContext): Promise<{bytes: Buffer; plan: ImagePlan}> {
  const plan = planImage(assetPath);
  const svg = imageSvg(assetPath, plan, identity, context);
  const extension = path.posix.extname(assetPath).toLowerCase();
  if (extension === '.svg') return {bytes: Buffer.from(svg, 'utf8'), plan};
  // The SVG is drawn at the target size, so no resampling is needed.
  const image = sharp(Buffer.from(svg, 'utf8'));
  let bytes: Buffer;
  if (extension === '.webp') bytes = await image.webp({quality: 55, effort: 6, smartSubsample: true}).toBuffer();
  else if (extension === '.png') bytes = await image.png({palette: true, quality: 80, colours: 96, compressionLevel: 9, effort: 10}).toBuffer();
  else bytes = await image.flatten({background: '#ffffff'}).jpeg({quality: 60, mozjpeg: true}).toBuffer();
  return {bytes, plan};
}
