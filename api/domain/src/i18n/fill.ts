// Fills `{name}` placeholders of a translated message: the API's and the console's one way (the console
// imports this and one language's table, not every language's: @valik/domain/i18n/et, …/ru).
export function fillMessage(text: string, vars?: Record<string, string | number>): string {
  if (!vars) return text;
  return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in vars ? String(vars[name]) : m));
}
