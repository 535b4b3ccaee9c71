#!/usr/bin/env node
// The nightly-size run of the body property test (issue 31 item 1, api/tests/body-fuzz.test.ts): the same
// routes and adversarial bodies as the gate, with many more random bodies per route and a new seed each
// run unless one is given. A failure prints the seed; `FUZZ_SEED=<seed> node scripts/fuzz-bodies.mjs`
// repeats it exactly. Not part of the gate (it takes minutes):
//   node scripts/fuzz-bodies.mjs [bodies per route, default 200]
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bodies = process.argv[2] ?? process.env.FUZZ_BODIES ?? '200';
const seed = process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31));
console.log(`body fuzz: seed ${seed}, ${bodies} random bodies a route`);
const run = spawnSync('pnpm', ['exec', 'vitest', 'run', '--project', 'all', 'api/tests/body-fuzz.test.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, FUZZ_SEED: seed, FUZZ_BODIES: bodies },
});
if (run.status !== 0) console.error(`body fuzz failed: repeat with FUZZ_SEED=${seed} FUZZ_BODIES=${bodies} node scripts/fuzz-bodies.mjs`);
process.exit(run.status ?? 1);
