/**
 * How much work a page's first visit puts on the browser's main thread, as
 * Chromium counts it, without Lighthouse's simulation: for each address, a
 * fresh context (nothing cached) at the 412 px phone viewport loads the page,
 * waits until it has hydrated (`data-has-hydrated`) and one second more, and
 * reads DevTools' `Performance.getMetrics`. It prints the median of the runs:
 *
 * - `task`: all main-thread tasks (parsing, script, style, layout, paint);
 * - `script`: the part spent running script;
 * - `style` and `layout`: style recalculation and layout;
 * - `nodes`: the DOM nodes the page holds.
 *
 * Lighthouse's blocking time multiplies each task it saw by four and counts
 * what exceeds 50 ms, so one run moves by hundreds of milliseconds with the
 * machine's speed; these figures move by a few. Compare pages measured in the
 * same run only.
 *
 * Usage (the site served, e.g. `PORT=3100 npm run serve`; any other site, such
 * as the stock Docusaurus one that `npm run bench:site -- --stock` builds, by
 * its full address):
 *
 *   npx tsx scripts/main-thread.ts [--runs 7] http://127.0.0.1:3100/ http://127.0.0.1:3100/fa/events ...
 */
import {launchChromium} from './lib/first-view';

interface Figures {
  readonly task: number;
  readonly script: number;
  readonly style: number;
  readonly layout: number;
  readonly nodes: number;
}

const METRICS = {task: 'TaskDuration', script: 'ScriptDuration', style: 'RecalcStyleDuration', layout: 'LayoutDuration', nodes: 'Nodes'} as const;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf('--runs');
  const runs = runsAt === -1 ? 7 : Number(args[runsAt + 1]);
  const urls = args.filter((arg, index) => !arg.startsWith('--') && (runsAt === -1 || index !== runsAt + 1));
  if (urls.length === 0 || !Number.isInteger(runs) || runs < 1) {
    process.stderr.write('usage: npx tsx scripts/main-thread.ts [--runs 7] <address> [<address> ...]\n');
    process.exit(2);
  }
  const browser = await launchChromium();
  try {
    process.stdout.write('| page | task ms | script ms | style ms | layout ms | nodes |\n|---|---:|---:|---:|---:|---:|\n');
    for (const url of urls) {
      const measured: Figures[] = [];
      for (let run = 0; run < runs; run += 1) {
        const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
        try {
          const page = await context.newPage();
          const session = await context.newCDPSession(page);
          await session.send('Performance.enable');
          await page.goto(url, {waitUntil: 'load'});
          await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {timeout: 30_000});
          await page.waitForTimeout(1000);
          const {metrics} = await session.send('Performance.getMetrics');
          const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? Number.NaN;
          measured.push({
            task: value(METRICS.task) * 1000,
            script: value(METRICS.script) * 1000,
            style: value(METRICS.style) * 1000,
            layout: value(METRICS.layout) * 1000,
            nodes: value(METRICS.nodes),
          });
        } finally {
          await context.close();
        }
      }
      const cell = (key: keyof Figures) => Math.round(median(measured.map((figures) => figures[key])));
      process.stdout.write(`| ${url} | ${cell('task')} | ${cell('script')} | ${cell('style')} | ${cell('layout')} | ${cell('nodes')} |\n`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`main-thread: ${(error as Error).message}\n`);
  process.exit(2);
});
