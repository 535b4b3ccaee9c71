// The design tokens as CSS custom properties, so the site and the MUI apps share one source of colours.
import type { Tokens } from '@valik/ui/tokens';

const kebab = (name: string): string => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** `{ color: { primaryDark: '#9A3412' } }` → `:root{--color-primary-dark:#9A3412;}` */
export function toCssVariables(tokens: Tokens): string {
  const lines: string[] = [];
  for (const [group, values] of Object.entries(tokens)) {
    for (const [name, value] of Object.entries(values as Record<string, string>)) {
      lines.push(`  --${kebab(group)}-${kebab(name)}: ${value};`);
    }
  }
  return `:root {\n${lines.join('\n')}\n}\n`;
}
