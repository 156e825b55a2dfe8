/**
 * Generates the home page's cover video: a short, seamlessly
 * looping abstract animation in the palette of the poster
 * `/img/hero/home-poster.webp` (mountain ridges drifting under a glowing sun).
 *
 * Frames are drawn as SVG, rasterised with sharp and piped as raw RGB into
 * ffmpeg, which writes a WebM (VP9) and an MP4 (H.264, for browsers without
 * VP9) under static/video/. ffmpeg is a system tool that CI machines don't
 * have, so the two output files are committed; run this only to change them:
 *
 *   apt-get install -y ffmpeg && npx tsx scripts/generate-home-video.ts
 *
 * Every motion is periodic in the clip's length (integer cycles), so the
 * last frame runs into the first without a jump when the video loops.
 */
import {spawn} from 'node:child_process';
import {mkdirSync, statSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const WIDTH = 960;
const HEIGHT = 540;
const FPS = 24;
const SECONDS = 8;
const FRAMES = FPS * SECONDS;
const OUT_DIR = path.join(import.meta.dirname, '..', 'static', 'video');
/** The page may not pay more than this for the video (both files together). */
const BUDGET_BYTES = 400 * 1024;

// The poster's palette (scripts/assets/render.ts, HERO_PALETTE).
const SKY_TOP = '#0f5470';
const SKY_LOW = '#6fa6bb';
const LAYERS = ['#3d7f98', '#2a6680', '#174e66', '#0a3a4e'] as const;
const ACCENT = '#f2a900';

/** One sine component of a ridge line: `cycles` across the width, `drift` cycles per loop. */
interface Wave {
  readonly cycles: number;
  readonly amplitude: number;
  readonly phase: number;
  readonly drift: number;
}

/** A ridge layer: its base height (fraction of the height from the top) and waves. */
interface Ridge {
  readonly base: number;
  readonly colour: string;
  readonly waves: readonly Wave[];
}

// Farther ridges are higher up, paler and slower; nearer ones lower, darker, faster.
const RIDGES: readonly Ridge[] = [
  {
    base: 0.42,
    colour: LAYERS[0],
    waves: [
      {cycles: 3, amplitude: 38, phase: 0.4, drift: 1},
      {cycles: 7, amplitude: 12, phase: 1.3, drift: 1},
    ],
  },
  {
    base: 0.55,
    colour: LAYERS[1],
    waves: [
      {cycles: 2, amplitude: 42, phase: 2.1, drift: -1},
      {cycles: 5, amplitude: 16, phase: 0.2, drift: -2},
    ],
  },
  {
    base: 0.67,
    colour: LAYERS[2],
    waves: [
      {cycles: 3, amplitude: 30, phase: 4.0, drift: 2},
      {cycles: 8, amplitude: 9, phase: 2.7, drift: 2},
    ],
  },
  {
    base: 0.8,
    colour: LAYERS[3],
    waves: [
      {cycles: 2, amplitude: 26, phase: 1.0, drift: -2},
      {cycles: 6, amplitude: 10, phase: 5.1, drift: -3},
    ],
  },
];

/** The closed outline of a ridge at loop position `t` in [0, 1). */
function ridgePath(ridge: Ridge, t: number): string {
  const points: string[] = [];
  for (let x = 0; x <= WIDTH; x += 8) {
    let y = ridge.base * HEIGHT;
    for (const wave of ridge.waves) {
      y += wave.amplitude * Math.sin(2 * Math.PI * ((wave.cycles * x) / WIDTH + wave.drift * t) + wave.phase);
    }
    points.push(`${x},${y.toFixed(1)}`);
  }
  return `M0,${HEIGHT} L${points.join(' L')} L${WIDTH},${HEIGHT} Z`;
}

/** A soft cloud bar that crosses the whole width once per loop. */
function cloud(t: number, offset: number, y: number, length: number): string {
  const span = WIDTH + length;
  const x = ((offset + t) % 1) * span - length;
  return `<rect x="${x.toFixed(1)}" y="${y}" width="${length}" height="12" rx="6" fill="#ffffff" opacity="0.45"/>`;
}

/** The SVG of frame `index`. */
function frameSvg(index: number): string {
  const t = index / FRAMES;
  const glow = 78 + 10 * Math.sin(2 * Math.PI * t);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${SKY_TOP}"/><stop offset="0.6" stop-color="${SKY_LOW}"/></linearGradient></defs>
<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
<circle cx="${WIDTH * 0.37}" cy="${HEIGHT * 0.29}" r="${glow.toFixed(1)}" fill="${ACCENT}" opacity="0.25"/>
<circle cx="${WIDTH * 0.37}" cy="${HEIGHT * 0.29}" r="40" fill="${ACCENT}"/>
${cloud(t, 0.1, HEIGHT * 0.33, 220)}
${cloud(t, 0.62, HEIGHT * 0.31, 180)}
${RIDGES.map((ridge) => `<path d="${ridgePath(ridge, t)}" fill="${ridge.colour}"/>`).join('\n')}
</svg>`;
}

/** Runs ffmpeg with raw RGB frames on stdin, writing `output`. */
async function encode(output: string, codecArgs: readonly string[]): Promise<void> {
  const ffmpeg = spawn(
    'ffmpeg',
    [
      '-y',
      '-loglevel',
      'error',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgb24',
      '-s',
      `${WIDTH}x${HEIGHT}`,
      '-r',
      String(FPS),
      '-i',
      '-',
      '-an',
      ...codecArgs,
      output,
    ],
    {stdio: ['pipe', 'inherit', 'inherit']},
  );
  const finished = new Promise<void>((resolve, reject) => {
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} for ${output}`))));
  });
  for (let i = 0; i < FRAMES; i += 1) {
    const frame = await sharp(Buffer.from(frameSvg(i)))
      .removeAlpha()
      .raw()
      .toBuffer();
    if (!ffmpeg.stdin.write(frame)) {
      await new Promise((resolve) => ffmpeg.stdin.once('drain', resolve));
    }
  }
  ffmpeg.stdin.end();
  await finished;
}

async function main(): Promise<void> {
  mkdirSync(OUT_DIR, {recursive: true});
  const webm = path.join(OUT_DIR, 'home-cover.webm');
  const mp4 = path.join(OUT_DIR, 'home-cover.mp4');
  await encode(webm, ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-deadline', 'good', '-cpu-used', '2', '-row-mt', '1', '-pix_fmt', 'yuv420p']);
  await encode(mp4, ['-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-movflags', '+faststart']);
  const total = statSync(webm).size + statSync(mp4).size;
  console.log(`home-cover.webm ${statSync(webm).size} B, home-cover.mp4 ${statSync(mp4).size} B`);
  if (total > BUDGET_BYTES) {
    throw new Error(`the cover video takes ${total} B, over the ${BUDGET_BYTES} B budget: raise the CRF`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
