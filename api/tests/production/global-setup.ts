// The production project's setup (vitest.config.ts): the artifact the Dockerfile ships, made the same way —
// `pnpm --filter @valik/api run build` (the server bundles beside the front-end builds) and `pnpm
// --filter @valik/api deploy --prod <folder>` — into a folder outside the repository, so nothing there can
// resolve a package from the repository's node_modules (a missing production dependency fails here).
// VALIK_ARTIFACT_DIR names a folder made already (scripts/run.mjs makes it once per `npm test`).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';

const root = resolve(import.meta.dirname, '../../..');

export default function setup(project: TestProject) {
  let dir = process.env.VALIK_ARTIFACT_DIR;
  let made = false;
  if (!dir) {
    const pnpm = join(root, 'node_modules/.bin/pnpm');
    execFileSync(pnpm, ['--filter', '@valik/api', 'run', 'build'], { cwd: root, stdio: 'inherit' });
    dir = join(mkdtempSync(join(tmpdir(), 'valik-artifact-')), 'app');
    execFileSync(pnpm, ['--filter', '@valik/api', 'deploy', '--prod', dir], { cwd: root, stdio: 'inherit' });
    made = true;
  }
  if (!existsSync(join(dir, 'dist/main.mjs'))) throw new Error(`${dir} is not a deployed artifact (no dist/main.mjs)`);
  project.provide('artifactDir', dir);
  return () => {
    if (made) rmSync(resolve(dir, '..'), { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    artifactDir: string;
  }
}
