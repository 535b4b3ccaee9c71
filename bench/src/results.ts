// bench/RESULTS.md holds one `## ` section per benchmark; each run replaces only its own section.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export const RESULTS_FILE = resolve(import.meta.dirname, '../RESULTS.md');
const TITLE = '# Benchmark results\n\nEach section is written by its own benchmark (see README.md); a run replaces only its section.\n';

/** Replaces (or appends) the section that starts with `heading` (a `## ` line). */
export function writeResultsSection(heading: string, body: string) {
  if (!heading.startsWith('## ')) throw new Error('a results section heading starts with "## "');
  const section = `${heading}\n\n${body.trim()}\n`;
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : TITLE;
  const start = current.indexOf(`${heading}\n`);
  let next: string;
  if (start === -1) {
    next = `${current.trimEnd()}\n\n${section}`;
  } else {
    const after = current.indexOf('\n## ', start + heading.length);
    next = `${current.slice(0, start)}${section}${after === -1 ? '' : `\n${current.slice(after + 1)}`}`;
  }
  writeFileSync(RESULTS_FILE, next);
}
