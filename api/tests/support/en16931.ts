// The official EN 16931 business rules for UBL (CEN/TC 434 Schematron, ../shared/en16931 beside the
// repository; EN16931_RULES_DIR elsewhere), evaluated by node-schematron (a kept Schematron implementation
// on fontoxpath, XPath 3.1). The rule files are read where they are, never copied into the project; where
// they are absent a test says clearly that it skipped this check (CI has them).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from '../../src/lib/paths.ts';

// node-schematron's types pull in fontoxpath's, which declare the DOM library for the whole program (and
// change fetch's body types elsewhere): it is loaded untyped, with the little of it used typed here
interface SchematronResult {
  assertId: string | null;
  isReport: boolean;
  message?: string;
}
interface SchematronSchema {
  validateString(xml: string): SchematronResult[];
}
const { Schema } = createRequire(import.meta.url)('node-schematron') as { Schema: { fromString(text: string): SchematronSchema } };

const RULES = 'ubl/schematron/preprocessed/EN16931-UBL-validation-preprocessed.sch';

export function en16931RulesDir(): string | null {
  const candidates = [process.env.EN16931_RULES_DIR, resolve(repoRoot, '../shared/en16931'), '/work/shared/en16931'].filter((d): d is string => Boolean(d));
  return candidates.find((dir) => existsSync(resolve(dir, RULES))) ?? null;
}

export interface RuleFailure {
  id: string;
  flag: 'fatal' | 'warning' | 'unknown';
  message: string;
}

let loaded: { schema: SchematronSchema; flags: Map<string, string> } | null = null;

function rules(dir: string) {
  if (loaded) return loaded;
  const text = readFileSync(resolve(dir, RULES), 'utf8');
  const flags = new Map<string, string>();
  // <assert test="…" flag="fatal" id="BR-01"> (attributes in either order)
  for (const m of text.matchAll(/<assert\b[^>]*>/g)) {
    const id = /\bid="([^"]+)"/.exec(m[0])?.[1];
    const flag = /\bflag="([^"]+)"/.exec(m[0])?.[1];
    if (id && flag) flags.set(id, flag);
  }
  loaded = { schema: Schema.fromString(text), flags };
  return loaded;
}

/** Every assertion of the EN 16931 rules a document fails, with its flag. */
export function checkEn16931(dir: string, xml: string): RuleFailure[] {
  const { schema, flags } = rules(dir);
  return schema
    .validateString(xml)
    .filter((r) => !r.isReport)
    .map((r) => {
      const flag = flags.get(r.assertId ?? '');
      return { id: r.assertId ?? '?', flag: flag === 'fatal' || flag === 'warning' ? flag : 'unknown', message: (r.message ?? '').trim() };
    });
}
