// Russian for what a payer reads at the payment provider and on the local payment simulator (issue 17):
// the product line of a checkout and the simulator's pages. English source strings are the keys (ADR 021).
export const ruPayments: Record<string, string> = {
  // the product line Stripe's and Montonio's pages show
  'Course “{course}” ({cohort})': 'Курс «{course}» ({cohort})',
  'Invoice {number}: course “{course}” ({cohort})': 'Счёт {number}: курс «{course}» ({cohort})',
  'Valik: multi pass': 'Valik: абонемент на несколько курсов',
  'Valik: single pass': 'Valik: абонемент на один курс',
  // the payment simulator's pages (development and tests)
  'Payment simulator': 'Симулятор платежей',
  'Development mode: no money moves; the notification is sent with a real signature to our webhook.':
    'Режим разработки: деньги не переводятся. Уведомление отправляется на наш веб-хук с настоящей подписью.',
  'Development mode: no money moves; the subscription notifications are sent with real signatures to our webhook.':
    'Режим разработки: деньги не переводятся. Уведомления о подписке отправляются на наш веб-хук с настоящими подписями.',
  'Development mode: here the paid period of the pass passes at once.': 'Режим разработки: здесь оплаченный период абонемента заканчивается сразу.',
  Service: 'Сервис',
  'Stripe (card)': 'Stripe (карта)',
  'Stripe (subscription)': 'Stripe (подписка)',
  'Montonio (bank link)': 'Montonio (интернет-банк)',
  Course: 'Курс',
  Amount: 'Сумма',
  Status: 'Статус',
  Open: 'открыт',
  'Being processed': 'в обработке',
  Failed: 'не прошёл',
  Expired: 'истёк',
  Pay: 'Оплатить',
  'Pay, bank confirms later': 'Оплатить, банк подтвердит позже',
  Fail: 'Платёж не проходит',
  Abandon: 'Отказаться',
  'Bank confirms': 'Банк подтверждает платёж',
  'Bank rejects': 'Банк отклоняет платёж',
  'This payment is finished.': 'Этот платёж уже завершён.',
  'Send a late payment': 'Отправить запоздалый платёж',
  'Refund from the provider’s dashboard': 'Вернуть деньги из панели платёжного сервиса',
  Pass: 'Абонемент',
  'Promotion code': 'Промокод',
  '{n} day|{n} days': '{n} день|{n} дня|{n} дней',
  'Paid until': 'Оплачен до',
  Ends: 'Заканчивается',
  renews: 'продлевается',
  'The pass renews at the period end. To let it end, cancel it on the payment plan page first.':
    'Абонемент продлевается в конце периода. Чтобы он закончился, сначала отмените его на странице «План оплаты».',
  'Renew now: pay the next period': 'Продлить сейчас: оплатить следующий период',
  'The refund went through': 'Возврат прошёл',
  'End the period now': 'Завершить период сейчас',
  'Back to the payment plan': 'Назад к плану оплаты',
};
