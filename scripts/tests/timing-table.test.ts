// The closing table of `npm test` (issue 26 item 5): steps with their times, and the slowest files of
// every runner's JSON results together.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script without types (it runs on the machine's own Node before install)
import { fileTimes, timingTable } from '../timing-table.mjs';

const root = resolve(import.meta.dirname, '../..');

describe('the timing table', () => {
  it("reads Vitest's per-file times and sums Playwright's journeys per file", () => {
    expect(fileTimes('pglite', { testResults: [{ name: join(root, 'api/tests/a.test.ts'), startTime: 1000, endTime: 4500 }] })).toEqual([
      { runner: 'pglite', file: 'api/tests/a.test.ts', seconds: 3.5 },
    ]);
    const e2e = {
      suites: [
        {
          file: 'student.spec.ts',
          specs: [{ tests: [{ results: [{ duration: 2000 }] }] }],
          suites: [{ specs: [{ tests: [{ results: [{ duration: 1500 }, { duration: 500 }] }] }] }],
        },
      ],
    };
    expect(fileTimes('e2e', e2e)).toEqual([{ runner: 'e2e', file: 'e2e/tests/student.spec.ts', seconds: 4 }]);
  });

  it('lists every step and the ten slowest files, slowest first', () => {
    const dir = mkdtempSync(join(tmpdir(), 'valik-timing-'));
    const results = Array.from({ length: 12 }, (_, i) => ({ name: join(root, `api/tests/f${i}.test.ts`), startTime: 0, endTime: (i + 1) * 1000 }));
    writeFileSync(join(dir, 'vitest-postgresql.json'), JSON.stringify({ testResults: results }));
    writeFileSync(join(dir, 'e2e.json'), '{"suites": [tru'); // a runner stopped mid-write: no rows, no crash
    const table = timingTable([{ title: 'Type check', seconds: 61 }, { title: 'Lint', seconds: 42.4 }], dir) as string;
    expect(table).toContain('| Type check | 1 min 01 s |');
    expect(table).toContain('| Lint       | 42 s |');
    expect(table).toContain('The 10 slowest test files (of 12):');
    const rows = table.split('\n').filter((l: string) => l.includes('| postgresql |'));
    expect(rows).toHaveLength(10);
    expect(rows[0]).toContain('api/tests/f11.test.ts');
    expect(rows[0]).toContain('12 s');
    expect(table).toContain('| postgresql | 3.0 s |');
    expect(table).not.toContain('f0.test.ts');
  });
});
