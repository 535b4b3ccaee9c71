// Russian of the documents the API makes (diploma and invoice PDFs, calendar feeds, texts by SMS; ADR 021).
// Keys are the English source strings, as everywhere; merged into the API's dictionary (index.ts).
export const documentsRu: Record<string, string> = {
  // diploma
  CERTIFICATE: 'ДИПЛОМ',
  'This is to certify that': 'Настоящим подтверждается, что',
  'has successfully completed the course': 'успешно окончил(а) курс',
  'Volume: {n} academic hour|Volume: {n} academic hours':
    'Объём: {n} академический час|Объём: {n} академических часа|Объём: {n} академических часов',
  Dates: 'Сроки проведения',
  Teacher: 'Учитель',
  Teachers: 'Учителя',
  'Verification code': 'Код проверки',
  'Verify this certificate at': 'Подлинность диплома можно проверить по адресу',
  // invoice
  INVOICE: 'СЧЁТ',
  'Invoice number': 'Номер счёта',
  'Invoice date': 'Дата счёта',
  'Due date': 'Срок оплаты',
  Status: 'Статус',
  Unpaid: 'Не оплачен',
  Paid: 'Оплачен',
  Canceled: 'Аннулирован',
  Seller: 'Продавец',
  'Bill to': 'Плательщик',
  'Registry code': 'Регистрационный код',
  'VAT number': 'Номер плательщика НДС',
  IBAN: 'IBAN',
  Description: 'Описание',
  Amount: 'Сумма',
  'Total without VAT': 'Сумма без НДС',
  'VAT {rate}%': 'НДС {rate}%',
  'Total (EUR)': 'Итого (EUR)',
  'Prices include VAT at {rate}%.': 'Цены включают НДС {rate}%.',
  'Please pay by {due}, with the invoice number {number} as the payment reference.':
    'Просим оплатить не позднее {due}, указав в пояснении к платежу номер счёта {number}.',
  'This invoice was paid on {paid}. Thank you!': 'Счёт оплачен {paid}. Спасибо!',
  'This invoice is canceled and need not be paid.': 'Счёт аннулирован, оплачивать его не нужно.',
  'This invoice has no lines.': 'В счёте нет строк.',
  'Period {period}': 'Период {period}',
  // calendar feeds and texts
  'Valik: my teaching': 'Valik: мои занятия',
  'Valik: my classes': 'Valik: мои занятия',
  'Your Valik code is {code}': 'Ваш код Valik: {code}',
};
