/**
 * Stand-in for nprogress in the browser bundle (see ../lean-bundle.ts): the
 * bar the classic theme shows at the top of the window while the next page's
 * code loads after a click. The theme calls `configure`, `start` and `done`
 * (its client module `nprogress.js`, which also brings the bar's stylesheet);
 * `set`, `inc` and `remove` are the rest of nprogress's API those build on.
 * The markup is nprogress's (`#nprogress > .bar > .peg`, without the spinner,
 * which the theme turns off), moved by CSS transitions as nprogress does.
 */

interface Settings {
  minimum: number;
  easing: string;
  speed: number;
  trickle: boolean;
  trickleSpeed: number;
  showSpinner: boolean;
  parent: string;
}

const settings: Settings = {
  minimum: 0.08,
  easing: 'ease',
  speed: 200,
  trickle: true,
  trickleSpeed: 800,
  showSpinner: false,
  parent: 'body',
};

let status: number | null = null;
let trickleTimer: number | undefined;
let hideTimer: number | undefined;

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

function render(): HTMLElement {
  let progress = document.getElementById('nprogress');
  if (!progress) {
    progress = document.createElement('div');
    progress.id = 'nprogress';
    progress.innerHTML = '<div class="bar" role="presentation"><div class="peg"></div></div>';
    const bar = progress.firstElementChild as HTMLElement;
    bar.style.transform = 'translateX(-100%)';
    (document.querySelector(settings.parent) ?? document.body).appendChild(progress);
  }
  return progress;
}

function set(n: number): typeof progressBar {
  const value = clamp(n, settings.minimum, 1);
  status = value === 1 ? null : value;
  window.clearTimeout(hideTimer);
  const progress = render();
  const bar = progress.firstElementChild as HTMLElement;
  const {speed, easing} = settings;
  progress.style.transition = 'none';
  progress.style.opacity = '1';
  // Read a layout value so the browser starts the transition from where the bar is.
  void progress.offsetWidth;
  bar.style.transition = `transform ${speed}ms ${easing}`;
  bar.style.transform = `translateX(${(value - 1) * 100}%)`;
  if (value === 1) {
    hideTimer = window.setTimeout(() => {
      progress.style.transition = `opacity ${speed}ms linear`;
      progress.style.opacity = '0';
      hideTimer = window.setTimeout(remove, speed);
    }, speed);
  }
  return progressBar;
}

function inc(amount?: number): typeof progressBar {
  if (!status) return start();
  const step = typeof amount === 'number' ? amount : (1 - status) * clamp(Math.random() * status, 0.1, 0.95);
  return set(clamp(status + step, 0, 0.994));
}

function start(): typeof progressBar {
  if (!status) set(0);
  window.clearTimeout(trickleTimer);
  const work = () => {
    trickleTimer = window.setTimeout(() => {
      if (!status) return;
      inc(Math.random() * 0.02);
      work();
    }, settings.trickleSpeed);
  };
  if (settings.trickle) work();
  return progressBar;
}

function done(force?: boolean): typeof progressBar {
  if (!force && !status) return progressBar;
  return inc(0.3 + 0.5 * Math.random()).set(1);
}

function remove(): void {
  window.clearTimeout(trickleTimer);
  document.getElementById('nprogress')?.remove();
}

function configure(options: Partial<Settings>): typeof progressBar {
  Object.assign(settings, options);
  return progressBar;
}

const progressBar = {
  configure,
  start,
  done,
  set,
  inc,
  remove,
  isStarted: () => typeof status === 'number',
  get status() {
    return status;
  },
  settings,
};

export default progressBar;
