// @vitest-environment node
// (reads the portal's source files from disk: Node's file URLs, not the DOM's)
// Issue 17 item 2: a string on screen is a key. Every text the portal's JSX writes itself (a text
// node, a string in braces, a label/title/placeholder/aria-label/alt/helperText attribute) goes through
// t(), except the product's name and the languages named in themselves on the language choices.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
/** The UI kit's source: the portal shows its components (QueryState, the feedback dashboard) in its own language. */
const UI_SRC = fileURLToPath(new URL('../../ui/src', import.meta.url));
const SHOWN_ATTRIBUTES = new Set(['label', 'title', 'placeholder', 'aria-label', 'alt', 'helperText', 'primary', 'secondary', 'emptyText']);
/** Names that are the same in every language. */
const UNTRANSLATED = new Set(['Valik', 'Eesti keel', 'English', 'Русский']);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') && !name.includes('.test.') ? [path] : [];
  });
}

/** `file:line text` for every literal with a letter that JSX puts on screen as it is. */
function literalScreenText(file: string, code = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.trim();
    if (/\p{L}/u.test(trimmed) && !UNTRANSLATED.has(trimmed)) {
      found.push(`${relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(trimmed)}`);
    }
  };
  const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && SHOWN_ATTRIBUTES.has(node.name.getText())) {
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && isText(value)) report(value, value.text);
    }
    // {'text'} and {flag ? 'one' : 'other'} among the children of an element
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      const shown = ts.isConditionalExpression(node.expression) ? [node.expression.whenTrue, node.expression.whenFalse] : [node.expression];
      for (const expression of shown) if (isText(expression)) report(expression, expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('text on the portal’s screens', () => {
  it('is always a translation key, never a literal', () => {
    const files = [...tsxFiles(SRC), ...tsxFiles(UI_SRC)];
    expect(files.length).toBeGreaterThan(50);
    expect(files.flatMap((file) => literalScreenText(file))).toEqual([]);
  });

  it('is caught when written as a literal (the check itself works)', () => {
    const probe = join(SRC, 'i18n', '__probe__.tsx');
    const text = `export const A = () => <p title="Hello">Tere {'world'} {x ? 'yes' : 'no'} <b aria-label={'Close'} /></p>;`;
    const found = literalScreenText(probe, text);
    expect(found.map((line) => line.split(' ').slice(1).join(' '))).toEqual(['"Hello"', '"Tere"', '"world"', '"yes"', '"no"', '"Close"']);
  });
});
