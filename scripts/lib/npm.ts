/**
 * How the project's scripts start `npm` and the packages' commands on every
 * platform. On Windows `npm` and `npx` are `.cmd` files, which Node starts
 * only through a shell; under `npm run` (how every script here is started)
 * npm names its own entry point in `npm_execpath`, and running that file
 * with this Node works the same on Windows, Linux and macOS.
 */

/** A command to hand to `spawn`/`spawnSync`. */
export interface Command {
  readonly command: string;
  readonly args: string[];
  /** True only on Windows without `npm_execpath`, where npm.cmd needs the shell. */
  readonly shell: boolean;
}

/** `npm <args>`. */
export function npm(args: readonly string[], env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): Command {
  const entry = env.npm_execpath;
  if (entry !== undefined && /\.c?js$/.test(entry)) {
    return {command: process.execPath, args: [entry, ...args], shell: false};
  }
  return platform === 'win32' ? {command: 'npm.cmd', args: [...args], shell: true} : {command: 'npm', args: [...args], shell: false};
}

/** A command of an installed package (`jest`, `playwright`, `tsx`), as `npx <args>` would run it. */
export function npx(args: readonly string[], env: NodeJS.ProcessEnv = process.env, platform: NodeJS.Platform = process.platform): Command {
  return npm(['exec', '--', ...args], env, platform);
}
