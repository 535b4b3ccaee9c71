#!/usr/bin/env node
// PATH as a fresh machine has it: only Node and npm, no pnpm, no corepack shims, no yarn.
// - every folder that holds such a tool, and every node_modules/.bin, is taken off PATH, unless it
//   also holds `node` itself (Debian's /usr/bin has node, npm and corepack side by side);
// - a guard folder goes first on PATH: its pnpm, pnpx, corepack and yarn fail loudly, so a bare `pnpm`
//   in any script that the project's own node_modules/.bin does not answer fails the run instead of
//   quietly using whatever pnpm this machine has.
// Used by .ci/run (`export PATH="$(node scripts/fresh-path.mjs)"`) and by the browser journeys, whose
// server is started with `npm start` under this PATH.
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const GUARDED_TOOLS = ['pnpm', 'pnpx', 'corepack', 'yarn', 'yarnpkg'];

/** The guard folder (one per machine user; rewritten each time, so it is always current). */
export function guardDir() {
  const dir = join(tmpdir(), `valik-fresh-machine-${process.getuid?.() ?? 'user'}`);
  mkdirSync(dir, { recursive: true });
  for (const tool of GUARDED_TOOLS) {
    const file = join(dir, tool);
    writeFileSync(
      file,
      `#!/bin/sh\necho "✗ '${tool} $*' was called from outside the project: a fresh machine has no ${tool}. ` +
        `Scripts must reach pnpm through node_modules/.bin (scripts/run.mjs puts it first on PATH)." >&2\nexit 127\n`,
    );
    chmodSync(file, 0o755);
  }
  return dir;
}

/** `path` without what a fresh machine lacks, with the guard folder first. */
export function freshMachinePath(path = process.env.PATH ?? '') {
  const kept = path
    .split(delimiter)
    .filter((dir) => dir && !dir.split(/[\\/]/).includes('node_modules'))
    .filter((dir) => existsSync(join(dir, 'node')) || !GUARDED_TOOLS.some((tool) => existsSync(join(dir, tool))));
  return [guardDir(), ...new Set(kept)].join(delimiter);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(freshMachinePath());
}
