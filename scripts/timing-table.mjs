// The table `npm test` prints at its end (issue 26 item 5): how long each step took, and the ten slowest
// test files of all runners together, read from the JSON results the runners wrote (Vitest's json
// reporter, Playwright's json reporter). Runs on whatever Node the machine has (no dependencies).
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const clock = (seconds) => {
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  const s = Math.round(seconds);
  return s >= 60 ? `${Math.floor(s / 60)} min ${String(s % 60).padStart(2, '0')} s` : `${s} s`;
};

/** Each test file's time from one runner's JSON result: `{ runner, file, seconds }`. */
export function fileTimes(name, json) {
  if (Array.isArray(json.testResults)) {
    // Vitest's json reporter (Jest's shape): one entry per file with its start and end
    return json.testResults.map((r) => ({
      runner: name,
      file: relative(root, r.name),
      seconds: Math.max(0, (r.endTime - r.startTime) / 1000),
    }));
  }
  if (Array.isArray(json.suites)) {
    // Playwright's json reporter: suites per file, nested; a file's time is the sum of its journeys' runs
    const byFile = new Map();
    const walk = (suite, file) => {
      const f = suite.file ?? file;
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests ?? []) {
          for (const result of test.results ?? []) byFile.set(f, (byFile.get(f) ?? 0) + (result.duration ?? 0) / 1000);
        }
      }
      for (const child of suite.suites ?? []) walk(child, f);
    };
    for (const suite of json.suites) walk(suite, suite.file);
    return [...byFile].map(([file, seconds]) => ({ runner: name, file: `e2e/tests/${file}`, seconds }));
  }
  return [];
}

export function timingTable(steps, reportDir, slowest = 10) {
  const lines = ['', '\x1b[1mWhere the time went\x1b[0m', ''];
  const width = Math.max(4, ...steps.map((s) => s.title.length));
  lines.push(`| ${'step'.padEnd(width)} | time |`, `|${'-'.repeat(width + 2)}|-----:|`);
  for (const s of steps) lines.push(`| ${s.title.padEnd(width)} | ${clock(s.seconds)} |`);
  const files = [];
  if (existsSync(reportDir)) {
    for (const name of readdirSync(reportDir).filter((n) => n.endsWith('.json')).sort()) {
      try {
        files.push(...fileTimes(name.replace(/\.json$/, '').replace(/^vitest-/, ''), JSON.parse(readFileSync(join(reportDir, name), 'utf8'))));
      } catch {
        // a runner that was stopped mid-write leaves no table rows, not a crash at the end of the run
      }
    }
  }
  if (files.length > 0) {
    files.sort((a, b) => b.seconds - a.seconds);
    const top = files.slice(0, slowest);
    const fw = Math.max(4, ...top.map((f) => f.file.length));
    lines.push('', `The ${top.length} slowest test files (of ${files.length}):`, '');
    const rw = Math.max(3, ...top.map((f) => f.runner.length));
    lines.push(`| ${'file'.padEnd(fw)} | ${'run'.padEnd(rw)} | time |`, `|${'-'.repeat(fw + 2)}|${'-'.repeat(rw + 2)}|-----:|`);
    for (const f of top) lines.push(`| ${f.file.padEnd(fw)} | ${f.runner.padEnd(rw)} | ${clock(f.seconds)} |`);
  }
  return `${lines.join('\n')}\n`;
}
