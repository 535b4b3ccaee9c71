// Issue 17 item 2: a string on screen is a key. Every text the console's JSX writes itself (a text
// node, a string in braces, a label/title/placeholder/helperText/... attribute) is a console key
// (ra.*, resources.*, valik.*; ru.test.ts checks each exists in every language), except the names of
// the product and of the services it connects to, which are the same in every language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('..', import.meta.url));
const SHOWN_ATTRIBUTES = new Set(['label', 'title', 'placeholder', 'aria-label', 'alt', 'helperText', 'emptyText', 'primary', 'secondary']);
const CONSOLE_KEY = /^(?:ra|resources|valik)\.[\w.]+$/;
const UNTRANSLATED = new Set(['Valik', 'Discord', 'LearnWorlds']);
/** Attributes that name a record field, not a text: <ImageField title="title"> reads the image's title. */
const FIELD_ATTRIBUTES: Record<string, string[]> = { ImageField: ['title'], FileField: ['title'] };

function tsxFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsxFiles(path);
    return name.endsWith('.tsx') && !name.includes('.test.') ? [path] : [];
  });
}

function literalScreenText(file: string, code = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const trimmed = text.trim();
    if (!/\p{L}/u.test(trimmed) || CONSOLE_KEY.test(trimmed) || UNTRANSLATED.has(trimmed.replace(/:$/, ''))) return;
    found.push(`${relative(SRC, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${JSON.stringify(trimmed)}`);
  };
  const isText = (node: ts.Node): node is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
    ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node);
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (ts.isJsxAttribute(node) && node.initializer && SHOWN_ATTRIBUTES.has(node.name.getText())) {
      const element = node.parent.parent;
      const tag = ts.isJsxOpeningElement(element) || ts.isJsxSelfClosingElement(element) ? element.tagName.getText() : '';
      const value = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer;
      if (value && isText(value) && !FIELD_ATTRIBUTES[tag]?.includes(node.name.getText())) report(value, value.text);
    }
    if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      const shown = ts.isConditionalExpression(node.expression) ? [node.expression.whenTrue, node.expression.whenFalse] : [node.expression];
      for (const expression of shown) if (isText(expression)) report(expression, expression.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('text on the console’s screens', () => {
  it('is always a console key, never a literal', () => {
    const files = tsxFiles(SRC);
    expect(files.length).toBeGreaterThan(30);
    expect(files.flatMap((file) => literalScreenText(file))).toEqual([]);
  });

  it('is caught when written as a literal (the check itself works)', () => {
    const code = `export const A = () => <p title="Hello">Tere {'valik.app.title'} {x ? 'yes' : 'valik.app.language'} <TextInput label="Name" helperText="valik.x" /><ImageField title="title" /></p>;`;
    const found = literalScreenText(join(SRC, '__probe__.tsx'), code).map((line) => line.split(' ').slice(1).join(' '));
    expect(found).toEqual(['"Hello"', '"Tere"', '"yes"', '"Name"']);
  });
});
