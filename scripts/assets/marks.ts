/**
 * Vector marks: the university's wordmark logo (dark and white versions), the
 * invented partner logos and the Open Graph share card. Words are outlined
 * with {@link textPath}, so the files need no font wherever they are shown.
 */
import type {Palette} from './art';
import {PALETTES} from './art';
import {textPath} from './glyphs';
import type {Random} from './random';

const PRIMARY = '#0b4f6c';
const INK = '#14212b';
const GOLD = '#f2a900';

/** The parts of the university name a logo needs. */
export interface LogoName {
  /** Full English name, used as the accessible title. */
  readonly full: string;
  /** The distinctive word, set large ("Sapedar"). */
  readonly short: string;
  /** The rest, set small in capitals ("UNIVERSITY"). */
  readonly rest: string;
}

/** Splits "Sapedar University" into its short name and the rest. */
export function splitName(full: string, short: string): LogoName {
  const rest = full.replace(short, '').replace(/\s+/g, ' ').trim();
  return {full, short, rest: rest || full};
}

const escapeXml = (value: string): string =>
  value.replace(/[<>&"']/g, (char) => ({'<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;'})[char]!);

/**
 * The emblem: three poplars (sapedar) on a gold ground line inside a rounded
 * square, at the given position and size.
 */
function emblem(x: number, y: number, size: number, square: string, trees: string): string {
  const s = size / 40;
  const tree = (cx: number, top: number, base: number, width: number): string => {
    const h = base - top;
    return (
      `<path d="M${cx} ${top}C${cx + width * 0.62} ${top + h * 0.3} ${cx + width * 0.55} ${base - h * 0.2} ${cx} ${base - h * 0.08}` +
      `C${cx - width * 0.55} ${base - h * 0.2} ${cx - width * 0.62} ${top + h * 0.3} ${cx} ${top}Z"/>` +
      `<rect x="${cx - 0.6}" y="${base - h * 0.12}" width="1.2" height="${h * 0.12 + 0.5}"/>`
    );
  };
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<rect width="40" height="40" rx="9" fill="${square}"/>` +
    `<g fill="${trees}">${tree(20, 6, 31, 10)}${tree(12.5, 13, 31, 8)}${tree(27.5, 15.5, 31, 7.5)}</g>` +
    `<rect x="7" y="31.5" width="26" height="2.6" rx="1.3" fill="${GOLD}"/>` +
    `</g>`
  );
}

/** The 160×48 wordmark: emblem and name, dark for light backgrounds or white for dark ones. */
export function logoSvg(name: LogoName, variant: 'dark' | 'white'): string {
  const square = variant === 'dark' ? PRIMARY : '#ffffff';
  const trees = variant === 'dark' ? '#ffffff' : PRIMARY;
  const main = textPath(name.short, {x: 52, y: 27, size: 23, weight: 700, maxWidth: 104});
  const rest = textPath(name.rest.toUpperCase(), {x: 52.5, y: 40.5, size: 9, weight: 600, letterSpacing: 2.2, maxWidth: 103});
  const mainFill = variant === 'dark' ? INK : '#ffffff';
  const restFill = variant === 'dark' ? PRIMARY : '#d7e8ee';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="48" viewBox="0 0 160 48" role="img" aria-label="${escapeXml(name.full)}">` +
    `<title>${escapeXml(name.full)}</title>` +
    emblem(4, 4, 40, square, trees) +
    `<path d="${main.d}" fill="${mainFill}"/><path d="${rest.d}" fill="${restFill}"/></svg>`
  );
}

/** An invented partner institution: the name, and the type word set small beneath it. */
export interface Partner {
  readonly name: string;
  readonly kind: string;
}

/**
 * The eight invented partners of the international-affairs strips;
 * the home strip shows the first five. Fictional names; alt text should use them.
 */
export const PARTNERS: readonly Partner[] = [
  {name: 'Lapis Ridge', kind: 'University'},
  {name: 'Juniper Vale', kind: 'Institute'},
  {name: 'Saffron Hill', kind: 'College'},
  {name: 'Kestrel Bay', kind: 'University'},
  {name: 'Amberfield', kind: 'Institute of Technology'},
  {name: 'Silverpine', kind: 'Academy'},
  {name: 'Tamarisk Coast', kind: 'University'},
  {name: 'Northmere', kind: 'School of Law'},
];

const PARTNER_PALETTES: readonly Palette[] = [
  PALETTES.teal,
  PALETTES.sage,
  PALETTES.clay,
  PALETTES.dusk,
  PALETTES.sand,
  PALETTES.teal,
  PALETTES.dusk,
  PALETTES.sage,
];

/** A distinct abstract mark for each partner index, in a 64×64 box. */
function partnerMark(index: number, palette: Palette, random: Random): string {
  const [, l1, l2, l3] = palette.layers;
  const a = palette.accent;
  const tilt = Math.round(random.range(-8, 8));
  switch (index % 8) {
    case 0:
      return `<circle cx="32" cy="32" r="30" fill="${l3}"/><circle cx="32" cy="32" r="20" fill="none" stroke="${l1}" stroke-width="5"/><circle cx="32" cy="32" r="7" fill="${a}"/>`;
    case 1:
      return `<polygon points="32,2 58,17 58,47 32,62 6,47 6,17" fill="${l3}"/><polygon points="32,16 46,42 18,42" fill="${a}"/>`;
    case 2:
      return `<rect width="64" height="64" rx="10" fill="${l3}"/><path d="M12 22l20-10 20 10M12 36l20-10 20 10M12 50l20-10 20 10" fill="none" stroke="${a}" stroke-width="5" stroke-linejoin="round"/>`;
    case 3:
      return `<rect x="6" y="6" width="40" height="40" rx="4" fill="${l2}"/><rect x="18" y="18" width="40" height="40" rx="4" fill="${l3}" transform="rotate(${tilt} 38 38)"/><circle cx="38" cy="38" r="8" fill="${a}"/>`;
    case 4: {
      const rays = Array.from({length: 8}, (_, i) => `<rect x="30" y="2" width="4" height="14" rx="2" transform="rotate(${i * 45} 32 32)"/>`).join(
        '',
      );
      return `<g fill="${a}">${rays}</g><circle cx="32" cy="32" r="15" fill="${l3}"/>`;
    }
    case 5:
      return `<g transform="rotate(45 32 32)"><rect x="10" y="10" width="20" height="20" fill="${l3}"/><rect x="34" y="10" width="20" height="20" fill="${l2}"/><rect x="10" y="34" width="20" height="20" fill="${l2}"/><rect x="34" y="34" width="20" height="20" fill="${a}"/></g>`;
    case 6:
      return `<circle cx="32" cy="32" r="30" fill="${l3}"/><path d="M8 36c8-8 16-8 24 0s16 8 24 0M8 24c8-8 16-8 24 0s16 8 24 0" fill="none" stroke="${l1}" stroke-width="4"/><path d="M8 48c8-8 16-8 24 0s16 8 24 0" fill="none" stroke="${a}" stroke-width="4"/>`;
    default:
      return `<path d="M4 20L32 4l28 16z" fill="${l3}"/><g fill="${l2}"><rect x="10" y="24" width="7" height="28"/><rect x="23" y="24" width="7" height="28"/><rect x="36" y="24" width="7" height="28"/><rect x="49" y="24" width="7" height="28"/></g><rect x="4" y="54" width="56" height="6" fill="${a}"/>`;
  }
}

/** A 240×96 partner logo: mark on the left, name on two lines. */
export function partnerSvg(index: number, random: Random): string {
  const partner = PARTNERS[index % PARTNERS.length];
  const palette = PARTNER_PALETTES[index % PARTNER_PALETTES.length];
  const full = `${partner.name} ${partner.kind}`;
  const nameLine = textPath(partner.name, {x: 88, y: 48, size: 21, weight: 700, maxWidth: 144});
  const kindLine = textPath(partner.kind.toUpperCase(), {x: 88.5, y: 67, size: 10, weight: 600, letterSpacing: 1.4, maxWidth: 144});
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96" role="img" aria-label="${escapeXml(full)}">` +
    `<title>${escapeXml(full)}</title>` +
    `<g transform="translate(12 16)">${partnerMark(index, palette, random)}</g>` +
    `<path d="${nameLine.d}" fill="#2b3640"/><path d="${kindLine.d}" fill="${palette.layers[3]}"/></svg>`
  );
}

/** The 1200×630 Open Graph card: emblem, name, address and host on the home colours. */
export function shareCardSvg(name: LogoName, address: string, host: string): string {
  const w = 1200;
  const h = 630;
  const title = textPath(name.full, {x: 96, y: 360, size: 76, weight: 700, maxWidth: 1000});
  const line = textPath(address, {x: 98, y: 418, size: 30, weight: 400, maxWidth: 1000});
  const site = textPath(host, {x: 98, y: 560, size: 24, weight: 600, letterSpacing: 1, maxWidth: 600});
  const ridge = (base: number, amp: number, colour: string, phase: number): string => {
    const pts = Array.from({length: 9}, (_, i) => `L${(i * w) / 8} ${Math.round(base - amp * Math.abs(Math.sin(i * 1.3 + phase)))}`).join('');
    return `<path d="M0 ${h}${pts}L${w} ${h}Z" fill="${colour}"/>`;
  };
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0b4f6c"/><stop offset="1" stop-color="#07374b"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<circle cx="1010" cy="150" r="150" fill="#ffffff" opacity="0.07"/><circle cx="1010" cy="150" r="78" fill="${GOLD}" opacity="0.9"/>` +
    ridge(600, 120, '#0f5f80', 0.4) +
    ridge(640, 70, '#0a4761', 1.7) +
    emblem(96, 130, 120, '#ffffff', PRIMARY) +
    `<path d="${title.d}" fill="#ffffff"/><path d="${line.d}" fill="#cfe3ea"/>` +
    `<rect x="98" y="460" width="96" height="6" rx="3" fill="${GOLD}"/>` +
    `<path d="${site.d}" fill="#cfe3ea"/></svg>`
  );
}
