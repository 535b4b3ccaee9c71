// Estonian of moving a registration to another group on "My courses" (issue 29 item 3). Spread into
// i18n/et-pages.ts.
export const transferEt: Record<string, string> = {
  'Move to another group': 'Vii teise gruppi',
  'Move “{{course}}” to another group': 'Vii kursus „{{course}}“ teise gruppi',
  'You are now in {{cohort}}, {{start}}–{{end}}. Until the course starts you can move to another group of the course; your payment, invoice and payer move with you.':
    'Oled praegu grupis {{cohort}}, {{start}}–{{end}}. Kuni kursuse alguseni saad minna sama kursuse teise gruppi; sinu makse, arve ja maksja liiguvad kaasa.',
  'Group to move to': 'Grupp, kuhu minna',
  '{{start}}–{{end}} · free seats: {{seats}}': '{{start}}–{{end}} · vabu kohti: {{seats}}',
  'This course has no other group to move to.': 'Sellel kursusel pole teist gruppi, kuhu minna.',
  'Move to {{cohort}} of “{{course}}”, {{start}}–{{end}}? Your seat in {{from}} is offered to the next person in line.':
    'Kas minna kursuse „{{course}}“ gruppi {{cohort}}, {{start}}–{{end}}? Sinu koht grupis {{from}} pakutakse järjekorras järgmisele.',
  Move: 'Vii üle',
  'You moved to {{cohort}}.': 'Oled nüüd grupis {{cohort}}.',
};
