#!/usr/bin/env node
// The workspace's import drawing (issue 25 item 6, ADR 023): every import of every source file, type-only
// imports, re-exports and dynamic imports included, resolved to files (relative paths, and workspace
// packages through their `exports`). `import-x/no-cycle` in the lint skips type-only imports; this counts
// them, because a cycle of types still ties two modules into one that cannot be understood, moved or
// tested apart.
//
//   node scripts/import-graph.mjs   prints which package imports which, and every cycle; exits 1 on a cycle
//
// scripts/tests/import-graph.test.ts keeps it at 0 cycles and keeps the apps apart.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx|mts|mjs|js|astro)$/;
const SKIPPED_DIRS = new Set(['node_modules', 'dist', '.astro', '.data', 'test-results', 'playwright-report', 'migrations', '.out', 'coverage']);

/** The workspace's packages: the root and each folder of pnpm-workspace.yaml's `packages:` list. */
export function workspacePackages(root) {
  const yaml = readFileSync(join(root, 'pnpm-workspace.yaml'), 'utf8');
  const list = yaml.match(/^packages:\n((?:[ \t]+-[^\n]*\n?)+)/m)?.[1] ?? '';
  const dirs = ['.', ...[...list.matchAll(/-\s*['"]?([^'"\n#]+?)['"]?\s*(?:#.*)?$/gm)].map((m) => m[1].trim())];
  return dirs.map((dir) => {
    const json = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
    return { dir, name: json.name, exports: json.exports ?? {} };
  });
}

function sourceFiles(root, dir, out = []) {
  for (const name of readdirSync(join(root, dir)).sort()) {
    if (name.startsWith('.') || SKIPPED_DIRS.has(name)) continue;
    const path = dir === '.' ? name : `${dir}/${name}`;
    const stat = statSync(join(root, path));
    if (stat.isDirectory()) sourceFiles(root, path, out);
    else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** The code of a file that can import: all of it, or an Astro component's frontmatter and scripts. */
function codeOf(path, text) {
  if (!path.endsWith('.astro')) return text;
  const frontmatter = text.match(/^---\n([\s\S]*?)\n---/)?.[1] ?? '';
  const scripts = [...text.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  return [frontmatter, ...scripts].join('\n');
}

/** Every module specifier a file names: `import`, `import type`, `export … from`, `import()`. */
export function specifiersOf(path, text) {
  return ts.preProcessFile(codeOf(path, text), true, true).importedFiles.map((f) => f.fileName);
}

function fileAt(root, path) {
  for (const candidate of [path, `${path}.ts`, `${path}.tsx`, `${path}/index.ts`]) {
    const full = join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  return null;
}

const toPosix = (p) => p.split(sep).join('/');

/**
 * The import drawing: `files` (path → the files it imports), `packages` (package → the workspace
 * packages it imports, with the specifiers used) and `cycles` (each a list of files importing one
 * another round, type-only imports included).
 */
export function importGraph(root) {
  const packages = workspacePackages(root);
  const byName = new Map(packages.map((p) => [p.name, p]));
  // the package a file belongs to: the deepest package folder it lies in
  const ownerOf = (path) =>
    packages
      .filter((p) => p.dir === '.' || path === p.dir || path.startsWith(`${p.dir}/`))
      .sort((a, b) => b.dir.length - a.dir.length)[0];
  const files = new Map();
  const packageEdges = new Map(packages.map((p) => [p.name, new Map()]));
  for (const pkg of packages) {
    for (const path of sourceFiles(root, pkg.dir)) {
      if (ownerOf(path) !== pkg) continue;
      const targets = new Set();
      for (const raw of specifiersOf(path, readFileSync(join(root, path), 'utf8'))) {
        const specifier = raw.replace(/\?.*$/, '');
        let target = null;
        let targetPackage = null;
        if (specifier.startsWith('.')) {
          target = fileAt(root, toPosix(relative(root, resolve(root, dirname(path), specifier))));
          if (target) targetPackage = ownerOf(target);
        } else {
          const [scope, name, ...rest] = specifier.split('/');
          const pkgName = scope?.startsWith('@') ? `${scope}/${name}` : scope;
          const sub = scope?.startsWith('@') ? rest : [name, ...rest].filter(Boolean);
          targetPackage = byName.get(pkgName) ?? null;
          if (targetPackage) {
            const entry = targetPackage.exports[sub.length ? `./${sub.join('/')}` : '.'];
            const relativeEntry = typeof entry === 'string' ? entry : entry?.import ?? entry?.default;
            if (relativeEntry) target = fileAt(root, toPosix(join(targetPackage.dir, relativeEntry)));
          }
        }
        if (target) targets.add(target);
        if (targetPackage && targetPackage !== pkg) {
          const used = packageEdges.get(pkg.name);
          if (!used.has(targetPackage.name)) used.set(targetPackage.name, new Set());
          used.get(targetPackage.name).add(specifier.startsWith('.') ? `${specifier} (relative)` : specifier);
        }
      }
      files.set(path, targets);
    }
  }
  return { files, packages: packageEdges, cycles: cyclesOf(files) };
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan's, iterative. */
export function cyclesOf(edges) {
  let next = 0;
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const cycles = [];
  for (const start of edges.keys()) {
    if (index.has(start)) continue;
    const work = [{ node: start, children: [...(edges.get(start) ?? [])], i: 0 }];
    index.set(start, next);
    low.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.i < frame.children.length) {
        const child = frame.children[frame.i++];
        if (!index.has(child)) {
          index.set(child, next);
          low.set(child, next++);
          stack.push(child);
          onStack.add(child);
          work.push({ node: child, children: [...(edges.get(child) ?? [])], i: 0 });
        } else if (onStack.has(child)) {
          low.set(frame.node, Math.min(low.get(frame.node), index.get(child)));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node), low.get(frame.node)));
      if (low.get(frame.node) !== index.get(frame.node)) continue;
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.node);
      if (component.length > 1 || edges.get(frame.node)?.has(frame.node)) cycles.push(component.sort());
    }
  }
  return cycles;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const { files, packages, cycles } = importGraph(root);
  console.log(`${files.size} files, ${[...files.values()].reduce((n, s) => n + s.size, 0)} imports between them\n`);
  console.log('which package imports which:');
  for (const [name, used] of packages) {
    const list = [...used.entries()].map(([to, specifiers]) => `${to} (${[...specifiers].sort().join(', ')})`);
    console.log(`  ${name}${list.length ? ` → ${list.join('\n' + ' '.repeat(name.length + 5))}` : ': none'}`);
  }
  console.log(`\n${cycles.length} cycle(s), type-only imports included`);
  for (const cycle of cycles) console.log(`  ${cycle.join(' ↔ ')}`);
  process.exit(cycles.length ? 1 : 0);
}
