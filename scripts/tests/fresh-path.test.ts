// The fresh-machine PATH that CI and the browser journeys run under: a machine pnpm cannot leak in.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { freshMachinePath } from '../fresh-path.mjs';

const root = resolve(import.meta.dirname, '../..');

function folderWith(...tools: string[]) {
  const dir = mkdtempSync(join(tmpdir(), 'valik-path-'));
  for (const tool of tools) {
    writeFileSync(join(dir, tool), '#!/bin/sh\necho "from $0"\n');
    chmodSync(join(dir, tool), 0o755);
  }
  return dir;
}

describe('the fresh-machine PATH', () => {
  it('drops folders that hold a global pnpm, corepack or yarn, and every node_modules/.bin', () => {
    const globalPnpm = folderWith('pnpm', 'pnpx');
    const corepackOnly = folderWith('corepack');
    const other = folderWith('git-lfs');
    const nodeModulesBin = join(mkdtempSync(join(tmpdir(), 'valik-nm-')), 'node_modules', '.bin');
    mkdirSync(nodeModulesBin, { recursive: true });
    const path: string = freshMachinePath([globalPnpm, nodeModulesBin, corepackOnly, other].join(':'));
    const dirs = path.split(':');
    expect(dirs).not.toContain(globalPnpm);
    expect(dirs).not.toContain(corepackOnly);
    expect(dirs).not.toContain(nodeModulesBin);
    expect(dirs).toContain(other);
  });

  it('keeps the folder of node itself and shadows a pnpm beside it with a guard that fails', () => {
    const nodeAndPnpm = folderWith('node', 'pnpm');
    const path: string = freshMachinePath(`${nodeAndPnpm}:/usr/bin:/bin`);
    expect(path.split(':')).toContain(nodeAndPnpm);
    const bare = spawnSync('sh', ['-c', 'pnpm --version'], { env: { PATH: path }, encoding: 'utf8' });
    expect(bare.status).toBe(127);
    expect(bare.stderr).toContain('a fresh machine has no pnpm');
  });

  it('lets a package script reach the pinned pnpm through node_modules/.bin, as scripts/run.mjs sets PATH', () => {
    const pinned = /^\s+pnpm:\s*([\d.]+)\s*$/m.exec(readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8'))?.[1];
    const path = `${join(root, 'node_modules/.bin')}:${freshMachinePath()}`;
    // `pnpm exec` runs a command the way a package script does (node_modules/.bin first on its PATH)
    const nested = spawnSync(join(root, 'node_modules/.bin/pnpm'), ['exec', 'sh', '-c', 'pnpm --version'], {
      cwd: root,
      env: { PATH: path, HOME: process.env.HOME ?? '/root' },
      encoding: 'utf8',
    });
    expect(nested.stderr).not.toContain('a fresh machine has no pnpm');
    expect(nested.stdout.trim()).toBe(pinned);
  });
});
