// Estonian for what a payer reads at the payment provider and on the local payment simulator (issue 17):
// the product line of a checkout and the simulator's pages. English source strings are the keys (ADR 021).
export const etPayments: Record<string, string> = {
  // the product line Stripe's and Montonio's pages show
  'Course “{course}” ({cohort})': 'Kursus „{course}“ ({cohort})',
  'Invoice {number}: course “{course}” ({cohort})': 'Arve {number}: kursus „{course}“ ({cohort})',
  'Valik: multi pass': 'Valik: mitme kursuse pääse',
  'Valik: single pass': 'Valik: ühe kursuse pääse',
  // the payment simulator's pages (development and tests)
  'Payment simulator': 'Makse simulaator',
  'Development mode: no money moves; the notification is sent with a real signature to our webhook.':
    'Arendusrežiim: raha ei liigu. Teavitus saadetakse päris allkirjaga meie veebikonksule.',
  'Development mode: no money moves; the subscription notifications are sent with real signatures to our webhook.':
    'Arendusrežiim: raha ei liigu. Tellimuse teavitused saadetakse päris allkirjaga meie veebikonksule.',
  'Development mode: here the paid period of the pass passes at once.': 'Arendusrežiim: siin möödub pääsme tasutud periood kohe.',
  Service: 'Teenus',
  'Stripe (card)': 'Stripe (kaart)',
  'Stripe (subscription)': 'Stripe (tellimus)',
  'Montonio (bank link)': 'Montonio (pangalink)',
  Course: 'Kursus',
  Amount: 'Summa',
  Status: 'Olek',
  Open: 'avatud',
  'Being processed': 'töötlemisel',
  Failed: 'ebaõnnestunud',
  Expired: 'aegunud',
  Pay: 'Maksa',
  'Pay, bank confirms later': 'Maksa, pank kinnitab hiljem',
  Fail: 'Makse ebaõnnestub',
  Abandon: 'Loobu',
  'Bank confirms': 'Pank kinnitab makse',
  'Bank rejects': 'Pank lükkab tagasi',
  'This payment is finished.': 'See makse on juba lõpetatud.',
  'Send a late payment': 'Saada hiline makse',
  'Refund from the provider’s dashboard': 'Tagasta teenuse töölaualt',
  Pass: 'Pääse',
  'Promotion code': 'Sooduskood',
  '{n} day|{n} days': '{n} päev|{n} päeva',
  'Paid until': 'Tasutud kuni',
  Ends: 'Lõpeb',
  renews: 'uueneb',
  'The pass renews at the period end. To let it end, cancel it on the payment plan page first.':
    'Pääse uueneb perioodi lõpus. Et see lõpeks, lõpeta see enne makseplaani lehel.',
  'Renew now: pay the next period': 'Uuenda kohe: maksa järgmine periood',
  'The refund went through': 'Tagastus läks läbi',
  'End the period now': 'Lõpeta periood kohe',
  'Back to the payment plan': 'Tagasi makseplaani',
};
