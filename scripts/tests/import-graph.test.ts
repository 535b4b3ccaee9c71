// The import drawing of the workspace (scripts/import-graph.mjs, ADR 023): no cycle, type-only imports
// included, and no app importing another app. Checked on the repository itself, and on a small
// workspace made here, to show that the check finds what it looks for.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without types
import { importGraph } from '../import-graph.mjs';

interface Graph {
  files: Map<string, Set<string>>;
  packages: Map<string, Map<string, Set<string>>>;
  cycles: string[][];
}
const graphOf = importGraph as (root: string) => Graph;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APPS = ['@valik/site', '@valik/portal', '@valik/admin'];

describe('the workspace’s imports', () => {
  let graph: Graph;
  beforeAll(() => {
    graph = graphOf(root);
  });

  it('are read from every package, the new shared ones included', () => {
    expect(graph.files.size).toBeGreaterThan(500);
    expect([...graph.packages.keys()]).toEqual(expect.arrayContaining(['@valik/domain', '@valik/ui', ...APPS]));
  });

  it('form no cycle, type-only imports included', () => {
    expect(graph.cycles).toEqual([]);
  });

  it('never go from one app to another', () => {
    const crossings = APPS.flatMap((app) => [...(graph.packages.get(app)?.keys() ?? [])].filter((to) => APPS.includes(to)).map((to) => `${app} → ${to}`));
    expect(crossings).toEqual([]);
  });

  it('reach the API from an app only through the portal’s typed client', () => {
    const used = APPS.flatMap((app) => [...(graph.packages.get(app)?.get('@valik/api') ?? [])].map((specifier) => `${app}: ${specifier}`));
    expect(used).toEqual(['@valik/portal: @valik/api/client']);
  });

  it('go from the shared packages to neither an app nor the API', () => {
    const upward = ['@valik/domain', '@valik/ui'].flatMap((shared) =>
      [...(graph.packages.get(shared)?.keys() ?? [])].filter((to) => [...APPS, '@valik/api'].includes(to)).map((to) => `${shared} → ${to}`),
    );
    expect(upward).toEqual([]);
  });
});

describe('the check itself', () => {
  let workspace: string;
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(workspace, file)), { recursive: true });
    writeFileSync(path.join(workspace, file), text);
  };
  beforeAll(() => {
    workspace = mkdtempSync(path.join(tmpdir(), 'import-graph-'));
    write('pnpm-workspace.yaml', 'packages:\n  - app\n  - app/kit\n  - other\n');
    write('package.json', JSON.stringify({ name: 'root' }));
    write('app/package.json', JSON.stringify({ name: 'app' }));
    write('app/kit/package.json', JSON.stringify({ name: 'kit', exports: { '.': './src/index.ts' } }));
    write('other/package.json', JSON.stringify({ name: 'other', exports: { './thing': './thing.ts' } }));
    // a cycle of types only: context.ts ↔ services.ts
    write('app/src/context.ts', "import type { Services } from './services.ts';\nexport interface Context { services: Services }\n");
    write('app/src/services.ts', "import type { Context } from './context.ts';\nexport type Services = (c: Context) => void;\n");
    // a cycle through a dynamic import and a re-export
    write('app/src/a.ts', "export const load = () => import('./b.ts');\n");
    write('app/src/b.ts', "export * from './a.ts';\n");
    write('app/src/main.ts', "import { kit } from 'kit';\nimport { thing } from 'other/thing';\nexport const all = [kit, thing];\n");
    write('app/kit/src/index.ts', 'export const kit = 1;\n');
    write('other/thing.ts', 'export const thing = 2;\n');
  });
  afterAll(() => rmSync(workspace, { recursive: true, force: true }));

  it('finds a cycle of type-only imports, and one through a dynamic import and a re-export', () => {
    const cycles = graphOf(workspace).cycles.map((cycle) => cycle.join(' ↔ ')).sort();
    expect(cycles).toEqual(['app/src/a.ts ↔ app/src/b.ts', 'app/src/context.ts ↔ app/src/services.ts']);
  });

  it('tells which package imports which, a package nested in another one included', () => {
    const app = graphOf(workspace).packages.get('app');
    expect(Object.fromEntries([...(app ?? new Map())].map(([to, specifiers]) => [to, [...specifiers]]))).toEqual({ kit: ['kit'], other: ['other/thing'] });
  });
});
