// For the glossary tests (issue 30 item 1): the places in an app's source where a glossary word is typed
// as a literal instead of taken from the glossary. Node only (reads files); not for the apps' bundles.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { GLOSSARY_ET, type Glossary } from './glossary.ts';
import { GLOSSARY_RU } from './glossary.ru.ts';

/** A line may say why a literal equal to a glossary word is another thing (a column heading "Kool"): this comment. */
export const NOT_THE_GLOSSARY_TERM = 'not-glossary-term';

function wordsOf(glossary: Glossary): string[] {
  return Object.values(glossary).flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value as Record<string, string>)));
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx|astro|mjs)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !/^glossary(\.ru|\.broken-link)?\.ts$|^glossary-scan\.ts$/.test(name)) files.push(path);
  }
  return files;
}

/**
 * Every string literal under `dirs` (quoted '…', "…" or `…`, or an Astro/JSX text between tags) that is
 * exactly a glossary word in Estonian or Russian, as 'file:line: word'; [] when every one comes from the
 * glossary. `root` makes the paths short.
 */
export function findTypedGlossaryWords(root: string, dirs: readonly string[]): string[] {
  const words = new Set([...wordsOf(GLOSSARY_ET), ...wordsOf(GLOSSARY_RU)]);
  const found: string[] = [];
  for (const file of dirs.flatMap((dir) => sourceFiles(dir))) {
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((line, index) => {
      if (line.includes(NOT_THE_GLOSSARY_TERM) || /^\s*(\/\/|\*|\/\*)/.test(line)) return;
      for (const match of line.matchAll(/'([^'\\]*)'|"([^"\\]*)"|`([^`\\$]*)`|>([^<>{}]+)</g)) {
        const text = (match[1] ?? match[2] ?? match[3] ?? match[4] ?? '').trim();
        if (words.has(text)) found.push(`${relative(root, file)}:${index + 1}: ${text}`);
      }
    });
  }
  return found;
}
