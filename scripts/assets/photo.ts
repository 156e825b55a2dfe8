/**
 * A sample "phone photo": what an editor gets straight from a phone camera
 * (4000×3000 pixels, a JPEG of about 4 MB), drawn locally so the sample
 * content can prove that the build turns such a file into small versions
 * (src/lib/images.ts, plugins/responsive-images).
 *
 * The scene is a campus courtyard: a sky gradient with soft clouds, a row of
 * hills, a building with windows, trees and grass. Every surface carries
 * texture at several scales (value noise summed over octaves) and the whole
 * frame the fine grain of a small camera sensor, so it compresses like a
 * photograph, not like flat art. Deterministic: the seed is the site path.
 */
import sharp from 'sharp';
import {createRandom, type Random} from './random';

/** The size of the photo a phone camera takes (12 megapixels, 4:3). */
export const PHONE_PHOTO = {width: 4000, height: 3000} as const;

/** A smooth random field in [0, 1): bilinear value noise on a grid of `cell` pixels. */
function valueNoise(random: Random, width: number, height: number, cell: number): (x: number, y: number) => number {
  const cols = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const grid = new Float32Array(cols * rows);
  for (let i = 0; i < grid.length; i += 1) grid[i] = random.next();
  return (x, y) => {
    const gx = x / cell;
    const gy = y / cell;
    const x0 = Math.floor(gx);
    const y0 = Math.floor(gy);
    const fx = gx - x0;
    const fy = gy - y0;
    const sx = fx * fx * (3 - 2 * fx);
    const sy = fy * fy * (3 - 2 * fy);
    const a = grid[y0 * cols + x0];
    const b = grid[y0 * cols + x0 + 1];
    const c = grid[(y0 + 1) * cols + x0];
    const d = grid[(y0 + 1) * cols + x0 + 1];
    return a + (b - a) * sx + (c - a) * sy + (a - b - c + d) * sx * sy;
  };
}

/** Noise summed over octaves from `cell` pixels down to a few pixels, in [0, 1). */
function fractalNoise(random: Random, width: number, height: number, cell: number, octaves: number): (x: number, y: number) => number {
  const layers = Array.from({length: octaves}, (_, octave) => valueNoise(random, width, height, Math.max(2, cell / 2 ** octave)));
  const total = layers.reduce((sum, _, octave) => sum + 0.55 ** octave, 0);
  return (x, y) => layers.reduce((sum, layer, octave) => sum + layer(x, y) * 0.55 ** octave, 0) / total;
}

/** Sensor grain: the spread, in levels of 255, of the noise on every pixel. */
const GRAIN = 20;

type Rgb = readonly [number, number, number];

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];

/** Raw RGB pixels of the scene at `width`×`height`. */
export function drawPhotoPixels(seedText: string, width: number, height: number): Buffer {
  const random = createRandom(seedText);
  const scale = width / 1000;
  const clouds = fractalNoise(random, width, height, 420 * scale, 6);
  const hills = fractalNoise(random, width, 1, 300 * scale, 5);
  const foliage = fractalNoise(random, width, height, 60 * scale, 7);
  const surface = fractalNoise(random, width, height, 24 * scale, 6);
  const horizon = height * 0.46;
  const ground = height * 0.72;
  const building = {left: width * random.range(0.18, 0.3), right: width * random.range(0.62, 0.74), top: height * 0.3};
  const windowsAcross = random.int(9, 13);
  const floors = 4;
  const trees = Array.from({length: 7}, () => ({x: random.range(0, width), r: random.range(70, 150) * scale}));

  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      let colour: Rgb;
      const hillTop = horizon - hills(x, 0) * height * 0.12;
      if (y < hillTop) {
        const sky = mix([92, 146, 205], [196, 220, 238], y / horizon);
        const cloud = Math.max(0, clouds(x, y) - 0.5) * 2.4;
        colour = mix(sky, [246, 246, 244], Math.min(1, cloud));
      } else if (y < ground) {
        colour = mix([88, 112, 96], [120, 128, 98], foliage(x, y));
      } else {
        const grass = foliage(x, y);
        colour = mix([74, 118, 52], [142, 166, 80], grass);
      }
      // The building, its windows and the trees in front of it.
      if (x > building.left && x < building.right && y > building.top && y < ground) {
        const u = (x - building.left) / (building.right - building.left);
        const v = (y - building.top) / (ground - building.top);
        const inWindow = (u * windowsAcross) % 1 > 0.3 && (u * windowsAcross) % 1 < 0.75 && (v * floors) % 1 > 0.25 && (v * floors) % 1 < 0.7;
        colour = inWindow ? mix([38, 52, 66], [120, 150, 172], surface(x, y)) : mix([196, 178, 150], [226, 214, 190], surface(x, y));
      }
      for (const tree of trees) {
        const dx = x - tree.x;
        const dy = y - (ground - tree.r * 0.8);
        const edge = tree.r * (0.8 + 0.4 * foliage(x, y));
        if (dx * dx + dy * dy < edge * edge) colour = mix([30, 66, 34], [92, 134, 62], foliage(x * 1.7, y * 1.7));
      }
      // Light falls off towards the corners, as through a small lens.
      const cx = x / width - 0.5;
      const cy = y / height - 0.5;
      const vignette = 1 - 0.35 * (cx * cx + cy * cy);
      const shade = (0.82 + 0.36 * surface(x, y)) * vignette;
      const offset = (y * width + x) * 3;
      for (let channel = 0; channel < 3; channel += 1) {
        pixels[offset + channel] = Math.max(0, Math.min(255, Math.round(colour[channel] * shade)));
      }
    }
  }
  return pixels;
}

/** The scene is drawn at a quarter of the width, then enlarged: drawing 12 megapixels in JavaScript takes minutes. */
const DRAW_SCALE = 4;

/** The JPEG a phone writes (quality 92, full-resolution colour), with sensor grain at full resolution. */
export async function renderPhonePhoto(seedText: string, size: {width: number; height: number} = PHONE_PHOTO): Promise<Buffer> {
  const small = {width: Math.round(size.width / DRAW_SCALE), height: Math.round(size.height / DRAW_SCALE)};
  const scene = drawPhotoPixels(seedText, small.width, small.height);
  const pixels = await sharp(scene, {raw: {...small, channels: 3}})
    .resize(size.width, size.height, {kernel: 'lanczos3'})
    .raw()
    .toBuffer();
  const random = createRandom(`${seedText}#grain`);
  for (let i = 0; i < pixels.length; i += 1) {
    pixels[i] = Math.max(0, Math.min(255, pixels[i] + Math.round((random.next() - 0.5) * GRAIN)));
  }
  return sharp(pixels, {raw: {...size, channels: 3}})
    .jpeg({quality: 92, chromaSubsampling: '4:4:4'})
    .toBuffer();
}
