// Estonian of the documents the API makes (diploma and invoice PDFs, calendar feeds, texts by SMS).
// Keys are the English source strings, as everywhere; merged into the API's dictionary (index.ts).
export const documentsEt: Record<string, string> = {
  // diploma
  CERTIFICATE: 'TUNNISTUS',
  'This is to certify that': 'Käesolevaga tõendatakse, et',
  'has successfully completed the course': 'on edukalt läbinud kursuse',
  'Volume: {n} academic hour|Volume: {n} academic hours': 'Maht: {n} akadeemiline tund|Maht: {n} akadeemilist tundi',
  Dates: 'Toimumisaeg',
  Teacher: 'Õpetaja',
  Teachers: 'Õpetajad',
  'Verification code': 'Kontrollkood',
  'Verify this certificate at': 'Tunnistuse ehtsust saab kontrollida',
  // invoice
  INVOICE: 'ARVE',
  'Invoice number': 'Arve number',
  'Invoice date': 'Arve kuupäev',
  'Due date': 'Maksetähtaeg',
  Status: 'Olek',
  Unpaid: 'Tasumata',
  Paid: 'Tasutud',
  Canceled: 'Tühistatud',
  Seller: 'Müüja',
  'Bill to': 'Maksja',
  'Registry code': 'Registrikood',
  'VAT number': 'KMKR nr',
  IBAN: 'IBAN',
  Description: 'Kirjeldus',
  Amount: 'Summa',
  'Total without VAT': 'Summa käibemaksuta',
  'VAT {rate}%': 'Käibemaks {rate}%',
  'Total (EUR)': 'Kokku (EUR)',
  'Prices include VAT at {rate}%.': 'Hinnad sisaldavad käibemaksu {rate}%.',
  'Please pay by {due}, with the invoice number {number} as the payment reference.':
    'Palume tasuda hiljemalt {due}. Märgi selgitusse arve number {number}.',
  'This invoice was paid on {paid}. Thank you!': 'Arve on tasutud {paid}. Aitäh!',
  'This invoice is canceled and need not be paid.': 'Arve on tühistatud ja seda ei pea tasuma.',
  'This invoice has no lines.': 'Arvel ei ole ridu.',
  'Period {period}': 'Periood {period}',
  // calendar feeds and texts
  'Valik: my teaching': 'Valik: minu tunnid',
  'Valik: my classes': 'Valik: minu tunnid',
  'Your Valik code is {code}': 'Sinu Valiku kood on {code}',
};
