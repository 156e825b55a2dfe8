/**
 * Abstract sample artwork as SVG: calm gradients and flat geometric shapes, a
 * different composition per kind of image, all choices drawn from a seeded
 * {@link Random}. No text, no photos, nothing downloaded. sharp renders these
 * to webp/png/jpeg; `.svg` assets are written as they are.
 */
import type {Random} from './random';

/** A calm colour set: sky gradient, four layer tones (light → dark), an accent. */
export interface Palette {
  readonly sky: readonly [string, string];
  readonly layers: readonly [string, string, string, string];
  readonly accent: string;
}

/** Named palettes; the site's primary teal and focus gold anchor the first one. */
export const PALETTES = {
  teal: {sky: ['#e8f1f4', '#c9dfe6'], layers: ['#9cc5d6', '#5e9bb3', '#2f7391', '#0b4f6c'], accent: '#f2a900'},
  sand: {sky: ['#f6eee2', '#ead8bd'], layers: ['#dcc0a0', '#c2966f', '#8c6b54', '#4f4a52'], accent: '#0b4f6c'},
  sage: {sky: ['#eef3ec', '#d5e3d2'], layers: ['#b6ccb0', '#8db39f', '#5e8e7a', '#2f5d57'], accent: '#e0a458'},
  dusk: {sky: ['#e7eaf3', '#c8cfe4'], layers: ['#a8b2d2', '#7b88b6', '#4f5d8f', '#2e3a63'], accent: '#f0b86e'},
  clay: {sky: ['#f7ede8', '#ecd4c8'], layers: ['#e1b5a3', '#c98d77', '#9b6356', '#5b3e3d'], accent: '#2f7391'},
} as const satisfies Record<string, Palette>;

/** Name of one of {@link PALETTES}. */
export type PaletteName = keyof typeof PALETTES;

/** The compositions this module draws. */
export type ArtKind = 'landscape' | 'gathering' | 'portrait' | 'pattern' | 'menu' | 'hero' | 'shapes';

/** Input of {@link composeArt}. */
export interface ArtOptions {
  readonly width: number;
  readonly height: number;
  readonly random: Random;
  readonly palette: Palette;
  /** For `menu`: the section key, which picks the motif (about, academics...). */
  readonly motif?: string;
}

const r1 = (value: number): string => String(Math.round(value * 10) / 10);

/** Mixes a `#rrggbb` colour towards black (factor < 1) to get a deeper shade. */
function shade(hex: string, factor: number): string {
  const channel = (offset: number): string =>
    Math.round(parseInt(hex.slice(offset, offset + 2), 16) * factor)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** Relative brightness of a `#rrggbb` colour, 0 (black) to 1 (white). */
function brightness(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((offset) => parseInt(hex.slice(offset, offset + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function svgDocument(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

function verticalGradient(id: string, top: string, bottom: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>`;
}

/** A row of slender poplars (the university's name means poplar), standing on y. */
function poplars(random: Random, xs: readonly number[], groundY: (x: number) => number, scale: number, colour: string): string {
  return xs
    .map((x) => {
      const height = scale * random.range(0.75, 1.15);
      const width = height * random.range(0.17, 0.22);
      const base = groundY(x) + scale * 0.04;
      const top = base - height;
      // A pointed leaf-like crown: widest a third of the way up, tapering to a tip.
      const crown =
        `M${r1(x)} ${r1(top)}` +
        `C${r1(x + width * 0.62)} ${r1(top + height * 0.3)} ${r1(x + width * 0.55)} ${r1(base - height * 0.18)} ${r1(x)} ${r1(base - height * 0.08)}` +
        `C${r1(x - width * 0.55)} ${r1(base - height * 0.18)} ${r1(x - width * 0.62)} ${r1(top + height * 0.3)} ${r1(x)} ${r1(top)}Z`;
      return `<path d="${crown}" fill="${colour}"/><rect x="${r1(x - scale * 0.012)}" y="${r1(base - height * 0.1)}" width="${r1(scale * 0.024)}" height="${r1(height * 0.12)}" fill="${colour}"/>`;
    })
    .join('');
}

/** Layered mountain ridges under a sun, with a few poplars in front (news, hero). */
function landscape({width: w, height: h, random, palette}: ArtOptions, layerCount: number): string {
  const defs = verticalGradient('sky', palette.sky[0], palette.sky[1]);
  const sunX = w * random.range(0.15, 0.85);
  const sunY = h * random.range(0.18, 0.38);
  const sunR = h * random.range(0.07, 0.12);
  let body = `<rect width="${w}" height="${h}" fill="url(#sky)"/>`;
  // The halo takes the accent on pale skies; on dark ones the accent would turn muddy.
  const halo = brightness(palette.sky[0]) > 0.5 ? palette.accent : '#ffffff';
  body += `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR * 1.9)}" fill="${halo}" opacity="0.14"/>`;
  body += `<circle cx="${r1(sunX)}" cy="${r1(sunY)}" r="${r1(sunR)}" fill="${palette.accent}" opacity="0.85"/>`;
  // Two soft bands of cloud.
  for (let i = 0; i < 2; i += 1) {
    const cw = w * random.range(0.18, 0.3);
    body += `<rect x="${r1(random.range(0, w - cw))}" y="${r1(h * random.range(0.12, 0.4))}" width="${r1(cw)}" height="${r1(h * 0.025)}" rx="${r1(h * 0.0125)}" fill="#ffffff" opacity="0.45"/>`;
  }
  const tones = [palette.layers[0], palette.layers[1], palette.layers[2], palette.layers[3], palette.layers[3]];
  let front: Array<[number, number]> = [];
  for (let layer = 0; layer < layerCount; layer += 1) {
    const base = h * (0.5 + (0.42 * layer) / Math.max(1, layerCount - 1));
    const amplitude = h * (0.26 - 0.045 * layer);
    const steps = random.int(5, 9);
    const points: Array<[number, number]> = [];
    for (let i = 0; i <= steps; i += 1) {
      const x = -20 + ((w + 40) * i) / steps + (i > 0 && i < steps ? random.range(-0.3, 0.3) * (w / steps) : 0);
      const peak = i % 2 === 0 ? random.range(0.55, 1) : random.range(0, 0.35);
      points.push([x, base - amplitude * peak]);
    }
    front = points;
    const d = `M-20 ${h}` + points.map(([x, y]) => `L${r1(x)} ${r1(y)}`).join('') + `L${w + 20} ${h}Z`;
    const opacity = layer === layerCount - 1 ? 1 : 0.92;
    body += `<path d="${d}" fill="${tones[Math.min(layer, tones.length - 1)]}" opacity="${opacity}"/>`;
  }
  const groundY = (x: number): number => {
    for (let i = 1; i < front.length; i += 1) {
      const [x0, y0] = front[i - 1];
      const [x1, y1] = front[i];
      if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0 || 1);
    }
    return front[front.length - 1][1];
  };
  const start = w * random.range(0.05, 0.6);
  const count = random.int(3, 6);
  const gap = w * random.range(0.035, 0.05);
  const xs = Array.from({length: count}, (_, i) => start + i * gap + random.range(-gap * 0.2, gap * 0.2));
  // A shade deeper than the front ridge, so the trees stand out against every layer.
  body += poplars(random, xs, groundY, h * 0.26, shade(palette.layers[3], 0.72));
  return svgDocument(w, h, defs, body);
}

/** Amphitheatre arcs under a string of bunting (events). */
function gathering({width: w, height: h, random, palette}: ArtOptions): string {
  const defs = verticalGradient('bg', palette.sky[0], palette.sky[1]);
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const cx = w * random.range(0.3, 0.7);
  const cy = h * 1.08;
  const rings = random.int(4, 6);
  const tones = [palette.layers[0], palette.layers[1], palette.layers[2], palette.layers[3]];
  for (let i = 0; i < rings; i += 1) {
    const radius = h * (0.92 - (0.8 * i) / rings);
    body += `<circle cx="${r1(cx)}" cy="${r1(cy)}" r="${r1(radius)}" fill="${tones[i % tones.length]}" opacity="${i === 0 ? 0.55 : 0.9}"/>`;
  }
  body += `<circle cx="${r1(cx)}" cy="${r1(cy - h * 0.42)}" r="${r1(h * 0.06)}" fill="${palette.accent}"/>`;
  // Bunting along a sagging line near the top.
  const y0 = h * random.range(0.08, 0.16);
  const sag = h * random.range(0.06, 0.12);
  const flags = random.int(9, 14);
  const flagColours = [palette.accent, palette.layers[1], palette.layers[2], '#ffffff'];
  body += `<path d="M0 ${r1(y0)}Q${r1(w / 2)} ${r1(y0 + sag * 2)} ${w} ${r1(y0)}" fill="none" stroke="${palette.layers[3]}" stroke-width="2" opacity="0.6"/>`;
  for (let i = 0; i < flags; i += 1) {
    const t = (i + 0.5) / flags;
    const x = w * t;
    const y = (1 - t) * (1 - t) * y0 + 2 * (1 - t) * t * (y0 + sag * 2) + t * t * y0;
    const half = (w / flags) * 0.32;
    body += `<path d="M${r1(x - half)} ${r1(y)}L${r1(x + half)} ${r1(y)}L${r1(x)} ${r1(y + half * 1.6)}Z" fill="${flagColours[i % flagColours.length]}" opacity="0.9"/>`;
  }
  for (let i = 0; i < 8; i += 1) {
    body += `<circle cx="${r1(random.range(0, w))}" cy="${r1(random.range(h * 0.3, h * 0.6))}" r="${r1(random.range(3, 7))}" fill="${palette.accent}" opacity="0.5"/>`;
  }
  return svgDocument(w, h, defs, body);
}

/** Head-and-shoulders silhouette on a soft backdrop (employees, lecturers). */
function portrait({width: w, height: h, random, palette}: ArtOptions): string {
  const s = Math.min(w, h) / 400;
  const defs =
    `<radialGradient id="bg" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="${palette.sky[0]}"/>` +
    `<stop offset="1" stop-color="${palette.sky[1]}"/></radialGradient>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  const cx = w / 2;
  // Backdrop: a circle or an arch, in the lightest tone.
  if (random.next() < 0.5) {
    body += `<circle cx="${r1(cx)}" cy="${r1(h * 0.44)}" r="${r1(150 * s)}" fill="${palette.layers[0]}" opacity="0.6"/>`;
  } else {
    const aw = 125 * s;
    body += `<path d="M${r1(cx - aw)} ${h}V${r1(h * 0.42)}A${r1(aw)} ${r1(aw)} 0 0 1 ${r1(cx + aw)} ${r1(h * 0.42)}V${h}Z" fill="${palette.layers[0]}" opacity="0.6"/>`;
  }
  // A small dotted grid in one upper corner, as a quiet accent.
  const dotsX = random.next() < 0.5 ? 30 * s : w - 78 * s;
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 4; col += 1) {
      body += `<circle cx="${r1(dotsX + col * 16 * s)}" cy="${r1(30 * s + row * 16 * s)}" r="${r1(3 * s)}" fill="${palette.layers[1]}" opacity="0.45"/>`;
    }
  }
  const tone = random.pick([palette.layers[2], palette.layers[3]]);
  const headR = random.range(54, 64) * s;
  const headY = h * random.range(0.38, 0.42);
  const shoulderTop = headY + headR + 30 * s;
  const spread = random.range(125, 145) * s;
  const shoulders = `M${r1(cx - spread)} ${h}C${r1(cx - spread)} ${r1(shoulderTop + 40 * s)} ${r1(cx - spread * 0.55)} ${r1(shoulderTop)} ${r1(cx)} ${r1(shoulderTop)}C${r1(cx + spread * 0.55)} ${r1(shoulderTop)} ${r1(cx + spread)} ${r1(shoulderTop + 40 * s)} ${r1(cx + spread)} ${h}Z`;
  if (random.next() < 0.45) {
    // A head covering: one rounded shape from crown to shoulders, face in a lighter tone.
    const hoodW = headR * 1.3;
    body += `<path d="${shoulders}" fill="${tone}"/>`;
    body += `<path d="M${r1(cx)} ${r1(headY - headR * 1.28)}C${r1(cx + hoodW * 1.15)} ${r1(headY - headR * 1.28)} ${r1(cx + hoodW * 1.05)} ${r1(headY + headR * 1.2)} ${r1(cx + hoodW * 1.25)} ${r1(shoulderTop + 30 * s)}L${r1(cx - hoodW * 1.25)} ${r1(shoulderTop + 30 * s)}C${r1(cx - hoodW * 1.05)} ${r1(headY + headR * 1.2)} ${r1(cx - hoodW * 1.15)} ${r1(headY - headR * 1.28)} ${r1(cx)} ${r1(headY - headR * 1.28)}Z" fill="${tone}"/>`;
    body += `<ellipse cx="${r1(cx)}" cy="${r1(headY + headR * 0.05)}" rx="${r1(headR * 0.78)}" ry="${r1(headR * 0.95)}" fill="${palette.layers[1]}" opacity="0.9"/>`;
  } else {
    body += `<rect x="${r1(cx - headR * 0.38)}" y="${r1(headY + headR * 0.6)}" width="${r1(headR * 0.76)}" height="${r1(shoulderTop - headY)}" fill="${tone}"/>`;
    body += `<path d="${shoulders}" fill="${tone}"/>`;
    body += `<circle cx="${r1(cx)}" cy="${r1(headY)}" r="${r1(headR)}" fill="${tone}"/>`;
    // Collar: a light V at the neck.
    body += `<path d="M${r1(cx - headR * 0.5)} ${r1(shoulderTop - 2 * s)}L${r1(cx)} ${r1(shoulderTop + 45 * s)}L${r1(cx + headR * 0.5)} ${r1(shoulderTop - 2 * s)}Z" fill="${palette.sky[0]}" opacity="0.55"/>`;
  }
  return svgDocument(w, h, defs, body);
}

/** A tiled geometric pattern (eight-point stars, hexagons or lozenges) with large discs (programs). */
function pattern({width: w, height: h, random, palette}: ArtOptions): string {
  const spacing = random.pick([72, 84, 96]) * (h / 450);
  const a = spacing * 0.4;
  const variant = random.pick(['star', 'hex', 'lozenge'] as const);
  let tile: string;
  if (variant === 'star') {
    tile = `<rect x="${r1(-a / 2)}" y="${r1(-a / 2)}" width="${r1(a)}" height="${r1(a)}"/><rect x="${r1(-a / 2)}" y="${r1(-a / 2)}" width="${r1(a)}" height="${r1(a)}" transform="rotate(45)"/>`;
  } else if (variant === 'hex') {
    const pts = Array.from({length: 6}, (_, i) => {
      const angle = (Math.PI / 3) * i + Math.PI / 6;
      return `${r1(Math.cos(angle) * a * 0.7)},${r1(Math.sin(angle) * a * 0.7)}`;
    }).join(' ');
    tile = `<polygon points="${pts}"/>`;
  } else {
    tile = `<polygon points="0,${r1(-a * 0.75)} ${r1(a * 0.45)},0 0,${r1(a * 0.75)} ${r1(-a * 0.45)},0"/>`;
  }
  const defs =
    verticalGradient('bg', palette.sky[0], palette.sky[1]) +
    `<g id="t" fill="none" stroke="${palette.layers[1]}" stroke-width="${r1(2 * (h / 450))}">${tile}</g>`;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/><g opacity="0.55">`;
  for (let y = 0; y <= h + spacing; y += spacing) {
    const row = Math.round(y / spacing);
    for (let x = row % 2 ? spacing / 2 : 0; x <= w + spacing; x += spacing) {
      body += `<use href="#t" x="${r1(x)}" y="${r1(y)}"/>`;
    }
  }
  body += '</g>';
  const onLeft = random.next() < 0.5;
  const side = (fraction: number): number => (onLeft ? w * fraction : w * (1 - fraction));
  const overlay = random.pick(['disc', 'arch', 'blocks'] as const);
  if (overlay === 'disc') {
    const discX = side(random.range(0.18, 0.32));
    const discR = h * random.range(0.34, 0.42);
    body += `<circle cx="${r1(discX)}" cy="${r1(h * 0.55)}" r="${r1(discR)}" fill="${palette.layers[2]}"/>`;
    body += `<circle cx="${r1(discX + (onLeft ? 1 : -1) * discR * 0.55)}" cy="${r1(h * 0.35)}" r="${r1(discR * 0.45)}" fill="${palette.accent}" opacity="0.9"/>`;
  } else if (overlay === 'arch') {
    // A tall arch, as in a courtyard gallery, with a second one nested inside.
    const archX = side(random.range(0.22, 0.3));
    const archW = h * 0.32;
    for (const [i, colour] of [palette.layers[2], palette.layers[3]].entries()) {
      const aw = archW * (1 - i * 0.35);
      const top = h * (0.16 + i * 0.14);
      body += `<path d="M${r1(archX - aw)} ${h}V${r1(top + aw)}A${r1(aw)} ${r1(aw)} 0 0 1 ${r1(archX + aw)} ${r1(top + aw)}V${h}Z" fill="${colour}"/>`;
    }
    body += `<circle cx="${r1(archX)}" cy="${r1(h * 0.62)}" r="${r1(h * 0.05)}" fill="${palette.accent}"/>`;
  } else {
    // Stacked blocks of different lengths, like course modules building up.
    const count = random.int(4, 6);
    const blockH = (h * 0.62) / count;
    for (let i = 0; i < count; i += 1) {
      const length = w * random.range(0.2, 0.42);
      const x = onLeft ? w * 0.06 : w * 0.94 - length;
      const colour = i === count - 2 ? palette.accent : [palette.layers[1], palette.layers[2], palette.layers[3]][i % 3];
      body += `<rect x="${r1(x)}" y="${r1(h * 0.24 + i * blockH)}" width="${r1(length)}" height="${r1(blockH - 6)}" rx="6" fill="${colour}"/>`;
    }
  }
  const bandX = onLeft ? w * random.range(0.56, 0.68) : w * random.range(0.14, 0.24);
  body += `<path d="M${r1(bandX)} ${h}L${r1(bandX + w * 0.18)} 0H${r1(bandX + w * 0.26)}L${r1(bandX + w * 0.08)} ${h}Z" fill="${palette.layers[3]}" opacity="0.85"/>`;
  return svgDocument(w, h, defs, body);
}

/** Flat shapes on a grid, Bauhaus-like: the fallback for gallery and other images. */
function shapes({width: w, height: h, random, palette}: ArtOptions): string {
  const cols = w >= h * 1.4 ? 4 : 3;
  const rows = w >= h * 1.4 ? 2 : 3;
  const cw = w / cols;
  const ch = h / rows;
  const colours = [palette.layers[0], palette.layers[1], palette.layers[2], palette.layers[3], palette.accent];
  let body = `<rect width="${w}" height="${h}" fill="${palette.sky[0]}"/>`;
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < cols; col += 1) {
      const x = col * cw;
      const y = row * ch;
      const fill = random.pick(colours);
      const cell = random.int(0, 6);
      const m = Math.min(cw, ch);
      if (cell === 0) continue;
      if (cell === 1) body += `<circle cx="${r1(x + cw / 2)}" cy="${r1(y + ch / 2)}" r="${r1(m * 0.42)}" fill="${fill}"/>`;
      else if (cell === 2)
        body += `<path d="M${r1(x)} ${r1(y + ch)}A${r1(cw / 2)} ${r1(cw / 2)} 0 0 1 ${r1(x + cw)} ${r1(y + ch)}Z" fill="${fill}"/>`;
      else if (cell === 3) body += `<path d="M${r1(x)} ${r1(y)}H${r1(x + cw)}V${r1(y + ch)}Z" fill="${fill}"/>`;
      else if (cell === 4)
        body += `<path d="M${r1(x)} ${r1(y)}V${r1(y + ch)}H${r1(x + m)}A${r1(m)} ${r1(m)} 0 0 0 ${r1(x)} ${r1(y + ch - m)}Z" fill="${fill}"/>`;
      else if (cell === 5)
        body += `<rect x="${r1(x + cw * 0.15)}" y="${r1(y + ch * 0.15)}" width="${r1(cw * 0.7)}" height="${r1(ch * 0.7)}" rx="${r1(m * 0.08)}" fill="${fill}"/>`;
      else body += `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(cw)}" height="${r1(ch)}" fill="${fill}" opacity="0.5"/>`;
    }
  }
  return svgDocument(w, h, '', body);
}

/** One motif per sidebar section (the sidebar's preview panels). */
function menu(options: ArtOptions): string {
  const {width: w, height: h, random, palette} = options;
  const defs = verticalGradient('bg', palette.sky[0], palette.sky[1]);
  const [l0, l1, l2, l3] = palette.layers;
  const accent = palette.accent;
  let body = `<rect width="${w}" height="${h}" fill="url(#bg)"/>`;
  body += `<rect y="${r1(h * 0.82)}" width="${w}" height="${r1(h * 0.18)}" fill="${l0}"/>`;
  const cx = w / 2;
  const ground = h * 0.82;
  switch (options.motif) {
    case 'about': {
      // A gateway: nested arches.
      for (const [i, colour] of [l1, l2, l3].entries()) {
        const aw = w * (0.22 - i * 0.05);
        const top = h * (0.14 + i * 0.09);
        body += `<path d="M${r1(cx - aw)} ${r1(ground)}V${r1(top + aw)}A${r1(aw)} ${r1(aw)} 0 0 1 ${r1(cx + aw)} ${r1(top + aw)}V${r1(ground)}Z" fill="${colour}"/>`;
      }
      body += `<circle cx="${r1(cx)}" cy="${r1(h * 0.52)}" r="${r1(h * 0.05)}" fill="${accent}"/>`;
      break;
    }
    case 'academics': {
      // A stack of books.
      const books = [l3, l2, accent, l1, l2];
      books.forEach((colour, i) => {
        const bw = w * random.range(0.36, 0.46);
        const bh = h * 0.085;
        const x = cx - bw / 2 + random.range(-w * 0.04, w * 0.04);
        body += `<rect x="${r1(x)}" y="${r1(ground - (i + 1) * bh - i * 2)}" width="${r1(bw)}" height="${r1(bh)}" rx="4" fill="${colour}"/>`;
      });
      body += `<circle cx="${r1(w * 0.82)}" cy="${r1(h * 0.22)}" r="${r1(h * 0.08)}" fill="${accent}" opacity="0.7"/>`;
      break;
    }
    case 'students': {
      // A circle of people: overlapping discs.
      const count = 7;
      for (let i = 0; i < count; i += 1) {
        const x = w * (0.16 + (0.68 * i) / (count - 1));
        const y = h * (0.5 + (i % 2 ? 0.06 : -0.04));
        body += `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(h * 0.11)}" fill="${[l1, l2, l3, accent][i % 4]}" opacity="0.9"/>`;
        body += `<rect x="${r1(x - h * 0.1)}" y="${r1(y + h * 0.13)}" width="${r1(h * 0.2)}" height="${r1(ground - y - h * 0.13)}" rx="${r1(h * 0.08)}" fill="${[l1, l2, l3, accent][i % 4]}" opacity="0.9"/>`;
      }
      break;
    }
    case 'admissions': {
      // Steps up to an open door.
      const steps = 4;
      for (let i = 0; i < steps; i += 1) {
        const sw = w * 0.09;
        body += `<rect x="${r1(w * 0.12 + i * sw)}" y="${r1(ground - (i + 1) * h * 0.08)}" width="${r1(sw * (steps - i))}" height="${r1((i + 1) * h * 0.08)}" fill="${[l1, l2, l2, l3][i]}"/>`;
      }
      const doorX = w * 0.6;
      body += `<rect x="${r1(doorX)}" y="${r1(h * 0.18)}" width="${r1(w * 0.2)}" height="${r1(ground - h * 0.18)}" rx="4" fill="${l3}"/>`;
      body += `<path d="M${r1(doorX)} ${r1(h * 0.18)}L${r1(doorX + w * 0.12)} ${r1(h * 0.24)}V${r1(ground + h * 0.04)}L${r1(doorX)} ${r1(ground)}Z" fill="${accent}"/>`;
      break;
    }
    case 'research': {
      // Orbits and a small network of nodes.
      for (const [i, angle] of [-25, 20, 70].entries()) {
        body += `<ellipse cx="${r1(cx)}" cy="${r1(h * 0.45)}" rx="${r1(w * 0.3)}" ry="${r1(h * 0.13)}" transform="rotate(${angle} ${r1(cx)} ${r1(h * 0.45)})" fill="none" stroke="${[l1, l2, l3][i]}" stroke-width="4"/>`;
      }
      body += `<circle cx="${r1(cx)}" cy="${r1(h * 0.45)}" r="${r1(h * 0.07)}" fill="${accent}"/>`;
      for (let i = 0; i < 5; i += 1) {
        const angle = random.range(0, Math.PI * 2);
        body += `<circle cx="${r1(cx + Math.cos(angle) * w * 0.28)}" cy="${r1(h * 0.45 + Math.sin(angle) * h * 0.22)}" r="7" fill="${l3}"/>`;
      }
      break;
    }
    case 'career': {
      // Rising bars and a path upwards.
      const bars = 5;
      for (let i = 0; i < bars; i += 1) {
        const bh = h * (0.14 + 0.11 * i);
        body += `<rect x="${r1(w * (0.14 + 0.14 * i))}" y="${r1(ground - bh)}" width="${r1(w * 0.1)}" height="${r1(bh)}" rx="4" fill="${[l1, l1, l2, l2, l3][i]}"/>`;
      }
      body += `<path d="M${r1(w * 0.12)} ${r1(h * 0.62)}Q${r1(w * 0.5)} ${r1(h * 0.55)} ${r1(w * 0.86)} ${r1(h * 0.14)}" fill="none" stroke="${accent}" stroke-width="6" stroke-linecap="round"/>`;
      body += `<path d="M${r1(w * 0.86)} ${r1(h * 0.1)}l-22 8l16 14z" fill="${accent}"/>`;
      break;
    }
    default:
      return shapes(options);
  }
  return svgDocument(w, h, defs, body);
}

/** Draws the composition of the given kind as an SVG document. */
export function composeArt(kind: ArtKind, options: ArtOptions): string {
  switch (kind) {
    case 'landscape':
      return landscape(options, 4);
    case 'hero':
      return landscape(options, 5);
    case 'gathering':
      return gathering(options);
    case 'portrait':
      return portrait(options);
    case 'pattern':
      return pattern(options);
    case 'menu':
      return menu(options);
    case 'shapes':
      return shapes(options);
  }
}
