// Estonian of online payments (issue 7): the way to pay at registration and the return pages.
export const paymentsEt: Record<string, string> = {
  'How do you pay?': 'Kuidas maksad?',
  'By card now': 'Kaardiga kohe',
  'By bank link now': 'Pangalingiga kohe',
  'By invoice later (due 3 days before the start)': 'Arvega hiljem (tasuda 3 päeva enne algust)',
  'Pay and register': 'Maksa ja registreeru',
  'Your seat is held for 30 minutes while you pay.': 'Sinu koht on maksmise ajaks 30 minutiks hoitud.',
  'Payments are simulated here: no money moves.': 'Siin on maksed simuleeritud: raha ei liigu.',
  'Payment received': 'Makse on kätte saadud',
  'You are registered for {{course}}. The receipt is in your e-mail.': 'Oled registreeritud kursusele {{course}}. Kviitung on sinu e-postis.',
  'Your bank is confirming the payment': 'Sinu pank kinnitab makset',
  'Bank confirmation can take up to 2 working days. Your seat is held meanwhile, and we e-mail you as soon as the payment arrives.':
    'Panga kinnitus võib võtta kuni 2 tööpäeva. Sinu koht on seni hoitud ja anname e-kirjaga teada, kui makse kohale jõuab.',
  'Confirming your payment…': 'Kinnitame sinu makset…',
  'We are waiting for the confirmation from the payment provider. This usually takes a few seconds.':
    'Ootame makseteenuse pakkuja kinnitust. Tavaliselt võtab see mõne sekundi.',
  'The payment was not completed': 'Makse jäi pooleli',
  'No money was taken. You can try again or choose another way to pay.': 'Raha ei võetud. Võid uuesti proovida või valida teise makseviisi.',
  'The group filled up': 'Grupp sai täis',
  'Your payment arrived after the last seat was taken, so we refund it in full (a refund takes one working day or a week). You are on the waitlist: we let you know by e-mail when a seat frees up.':
    'Sinu makse jõudis kohale pärast seda, kui viimane koht oli võetud, seega tagastame kogu summa (tagastus võtab ühe tööpäeva kuni nädala). Oled ootejärjekorras: anname e-kirjaga teada, kui koht vabaneb.',
  'Unable to validate payment...check if you are registered before contacting support':
    'Makset ei õnnestunud kinnitada... enne toega ühendust võtmist kontrolli, kas oled registreeritud',
  'Could not find the course paid for in the course list': 'Tasutud kursust ei leitud kursuste nimekirjast',
};
