#!/usr/bin/env node
// `pnpm --filter @valik/api run build` (the last step of the root `pnpm build`): the production artifact
// of ADR 026. Every entry below becomes one self-contained ES module in dist/ that plain `node` runs:
// our workspace code (api, db; TypeScript) is bundled by esbuild, every third-party package stays an
// import resolved from node_modules, so `pnpm deploy --prod` of this package installs exactly what the
// bundles import. Beside them: the migrations and copies of the three front-end builds, so the folder
// that `pnpm deploy` makes holds everything the server serves.
import { build } from 'esbuild';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '..');
const dist = join(here, 'dist');

/** dist/<name>.mjs ← source; each a command of the artifact (`node dist/<name>.mjs`). */
export const ENTRIES = {
  main: 'src/main.ts',
  migrate: '../db/src/cli/migrate.ts',
  seed: '../db/src/cli/seed.ts',
  backup: 'src/cli/backup.ts',
  restore: 'src/cli/restore.ts',
  'rotate-totp-key': 'src/cli/rotate-totp-key.ts',
};

/** The front-end builds copied into dist/ (the server's *_DIST_DIR defaults there, api/src/lib/paths.ts). */
const FRONT_ENDS = [
  { from: 'site/dist', to: 'site', check: 'server/entry.mjs' },
  { from: 'portal/dist', to: 'portal', check: 'index.html' },
  { from: 'admin/dist', to: 'admin', check: 'index.html' },
];

const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
const builtins = new Set(builtinModules);

/** 'pdfkit/js/data' → 'pdfkit', '@sentry/node' → '@sentry/node' */
const packageOf = (specifier) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

for (const f of FRONT_ENDS) {
  if (!existsSync(join(root, f.from, f.check))) {
    console.error(`api build: ${f.from} is not built (run \`pnpm build\` from the repository root, which builds it first)`);
    process.exit(1);
  }
}

rmSync(dist, { recursive: true, force: true });
mkdirSync(dist, { recursive: true });

const imported = new Set();
const result = await build({
  entryPoints: Object.fromEntries(Object.entries(ENTRIES).map(([name, src]) => [name, join(here, src)])),
  outdir: dist,
  outExtension: { '.js': '.mjs' },
  bundle: true,
  // one file per command: a shared chunk would sit at another depth and move import.meta.url
  splitting: false,
  platform: 'node',
  target: 'node24',
  format: 'esm',
  sourcemap: 'linked',
  metafile: true,
  logLevel: 'warning',
  // tells api/src/lib/paths.ts and db/src/paths.ts that they run from dist/
  define: { VALIK_BUNDLED: 'true' },
  // CommonJS packages inside the bundle would call require(): give the ES module one
  banner: { js: "import { createRequire as __valikCreateRequire } from 'node:module'; const require = __valikCreateRequire(import.meta.url);" },
  plugins: [
    {
      name: 'third-party-packages-stay-in-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) => {
          if (args.path.startsWith('@valik/')) return undefined; // our own code: bundled
          if (args.path.startsWith('node:') || builtins.has(args.path)) return { path: args.path, external: true };
          imported.add(packageOf(args.path));
          return { path: args.path, external: true };
        });
      },
    },
  ],
});

// The site's server build (Astro bundles its own code) imports a few packages at run time too: sharp,
// fontkit, the fonts. Resolved from the artifact's node_modules like ours.
const siteServer = join(root, 'site/dist/server');
for (const entry of readdirSync(siteServer, { recursive: true })) {
  if (!String(entry).endsWith('.mjs')) continue;
  const code = readFileSync(join(siteServer, String(entry)), 'utf8');
  for (const match of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|resolve\()["']([^"'./][^"']*)["']/g)) {
    const specifier = match[1];
    // a package name never has ':' (node:, virtual modules) or a template's '${'
    if (!/[:$]/.test(specifier) && !builtins.has(specifier)) imported.add(packageOf(specifier));
  }
}

// Every package a bundle imports must be a production dependency of this package, or `pnpm deploy
// --prod` leaves it out and the artifact fails at its first import of it.
const missing = [...imported].filter((name) => !pkg.dependencies?.[name]).sort();
if (missing.length > 0) {
  console.error(`api build: the bundles import packages that are not dependencies of @valik/api: ${missing.join(', ')}`);
  process.exit(1);
}

cpSync(join(root, 'db/migrations'), join(dist, 'migrations'), { recursive: true });
for (const f of FRONT_ENDS) cpSync(join(root, f.from), join(dist, f.to), { recursive: true });

const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.mjs'))
  .map(([file, out]) => `${file.replace(/^.*dist\//, 'dist/')} ${(out.bytes / 1024).toFixed(0)} kB`);
writeFileSync(join(dist, 'imports.json'), `${JSON.stringify([...imported].sort(), null, 2)}\n`);
console.log(`api build: ${bytes.join(', ')}; migrations and the site, portal and console builds copied into dist/`);
