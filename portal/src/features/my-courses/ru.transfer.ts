// Russian of moving a registration to another group on "My courses" (issue 29 item 3). Spread into
// i18n/ru.ts.
export const transferRu: Record<string, string> = {
  'Move to another group': 'Перейти в другую группу',
  'Move “{{course}}” to another group': 'Перевести «{{course}}» в другую группу',
  'You are now in {{cohort}}, {{start}}–{{end}}. Until the course starts you can move to another group of the course; your payment, invoice and payer move with you.':
    'Сейчас вы в группе {{cohort}}, {{start}}–{{end}}. До начала курса вы можете перейти в другую группу этого курса; оплата, счёт и плательщик переходят вместе с вами.',
  'Group to move to': 'Группа для перехода',
  '{{start}}–{{end}} · free seats: {{seats}}': '{{start}}–{{end}} · свободных мест: {{seats}}',
  'This course has no other group to move to.': 'У этого курса нет другой группы для перехода.',
  'Move to {{cohort}} of “{{course}}”, {{start}}–{{end}}? Your seat in {{from}} is offered to the next person in line.':
    'Перейти в группу {{cohort}} курса «{{course}}», {{start}}–{{end}}? Ваше место в группе {{from}} предложат следующему в очереди.',
  Move: 'Перейти',
  'You moved to {{cohort}}.': 'Вы перешли в группу {{cohort}}.',
};
