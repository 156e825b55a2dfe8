/** @jest-environment node */
import {spawnSync} from 'node:child_process';
import {npm, npx} from './npm';

describe('starting npm on every platform', () => {
  it("runs npm's own entry point with this Node when npm started the script", () => {
    const env = {npm_execpath: 'C:\\Program Files\\nodejs\\node_modules\\npm\\bin\\npm-cli.js'};
    expect(npm(['run', 'build'], env, 'win32')).toEqual({command: process.execPath, args: [env.npm_execpath, 'run', 'build'], shell: false});
    expect(npx(['jest', '--ci'], env, 'linux').args).toEqual([env.npm_execpath, 'exec', '--', 'jest', '--ci']);
  });

  it('falls back to npm.cmd through the shell on Windows, and to npm elsewhere', () => {
    expect(npm(['test'], {}, 'win32')).toEqual({command: 'npm.cmd', args: ['test'], shell: true});
    expect(npm(['test'], {}, 'linux')).toEqual({command: 'npm', args: ['test'], shell: false});
  });

  it('starts a real command of an installed package', () => {
    const {command, args, shell} = npx(['tsc', '--version']);
    const result = spawnSync(command, args, {encoding: 'utf8', shell});
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Version \d+\.\d+/);
  });
});
