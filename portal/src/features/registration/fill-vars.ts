/** Domain messages use `{name}` placeholders (not i18next's `{{name}}`): fill them after translating. */
export function fillVars(text: string, vars: Record<string, string | number> | null | undefined): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
