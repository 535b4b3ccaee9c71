#!/usr/bin/env node
// `pnpm dev`: everything rebuilds on change and the server restarts; refresh the browser to see it.
// - portal and admin: `vite build --watch`
// - site: rebuilt with `astro build` when site/src changes (the server restarts on the new build)
// - server: `tsx watch`, also watching the site's server build
import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const children = [];

function start(name, cmd, args, cwd = root) {
  const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = `[${name}] `;
  const pipe = (stream, out) =>
    stream.on('data', (d) => out.write(d.toString().replace(/^(?=.)/gm, prefix)));
  pipe(child.stdout, process.stdout);
  pipe(child.stderr, process.stderr);
  children.push(child);
  return child;
}

const bin = (name) => join(root, 'node_modules', '.bin', name);

start('portal', bin('vite'), ['build', '--watch', '--mode', 'development'], join(root, 'portal'));
start('admin', bin('vite'), ['build', '--watch', '--mode', 'development'], join(root, 'admin'));

let building = null;
let again = false;
function buildSite() {
  if (building) {
    again = true;
    return;
  }
  building = start('site', bin('astro'), ['build'], join(root, 'site'));
  building.on('exit', () => {
    building = null;
    if (again) {
      again = false;
      buildSite();
    }
  });
}
let timer;
watch(join(root, 'site', 'src'), { recursive: true }, () => {
  clearTimeout(timer);
  timer = setTimeout(buildSite, 300);
});
buildSite();

start('server', bin('tsx'), ['watch', '--include', 'site/dist/server/entry.mjs', 'api/src/main.ts']);

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
