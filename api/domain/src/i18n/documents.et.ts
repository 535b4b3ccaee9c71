// Estonian of the documents the API makes (diploma and invoice PDFs, calendar feeds, texts by SMS).
// Keys are the English source strings, as everywhere; merged into the API's dictionary (index.ts). The
// invoice statuses, refund states and the teacher are the glossary's words (issue 28 item 6, issue 30
// item 1), added by table.et.ts.
import { REFUND_STATE_ET, REFUND_STATE_LABELS } from '../glossary.ts';

export const documentsEt: Record<string, string> = {
  // diploma
  CERTIFICATE: 'TUNNISTUS',
  'This is to certify that': 'Käesolevaga tõendatakse, et',
  'has successfully completed the course': 'on edukalt läbinud kursuse',
  'Volume: {n} academic hour|Volume: {n} academic hours': 'Maht: {n} akadeemiline tund|Maht: {n} akadeemilist tundi',
  Dates: 'Toimumisaeg',
  Teachers: 'Õpetajad',
  'Verification code': 'Kontrollkood',
  'Verify this certificate at': 'Tunnistuse ehtsust saab kontrollida',
  'QR code of the verification address': 'QR-kood kontrollimise aadressiga',
  'Valik seal, {year}': 'Valiku pitser, {year}',
  // invoice
  INVOICE: 'ARVE',
  'Invoice number': 'Arve number',
  'Invoice date': 'Arve kuupäev',
  'Due date': 'Maksetähtaeg',
  Status: 'Olek',
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
  'This invoice was paid on {paid}. Thank you!': 'Arve on tasutud {paid}. Aitäh!',
  'This invoice is canceled and need not be paid.': 'Arve on tühistatud ja seda ei pea tasuma.',
  'This invoice has no lines.': 'Arvel ei ole ridu.',
  'Period {period}': 'Periood {period}',
  'renews every {n} day|renews every {n} days': 'uueneb iga {n} päeva järel|uueneb iga {n} päeva järel',
  // credit note (issue 28 item 3)
  'CREDIT NOTE': 'KREEDITARVE',
  'Credit note number': 'Kreeditarve number',
  'Credit note date': 'Kreeditarve kuupäev',
  'Credits invoice': 'Krediteeritav arve',
  Refund: 'Tagastus',
  [REFUND_STATE_LABELS.REQUESTED]: REFUND_STATE_ET.REQUESTED,
  [REFUND_STATE_LABELS.SENT]: REFUND_STATE_ET.SENT,
  [REFUND_STATE_LABELS.ARRIVED]: REFUND_STATE_ET.ARRIVED,
  'No refund: nothing was paid online': 'Tagastust pole: veebis ei tasutud midagi',
  'This credit note takes back {amount} of invoice {number} of {date}.': 'Kreeditarve krediteerib {date} arvest {number} summa {amount}.',
  'The amount is paid back to the account or card it was paid from.': 'Summa makstakse tagasi kontole või kaardile, millelt see maksti.',
  'Reference number': 'Viitenumber',
  'Qty': 'Kogus',
  'Unit price': 'Ühiku hind',
  'VAT': 'KM',
  'Please pay by {due} with the reference number {reference}.': 'Palume tasuda hiljemalt {due}, märkides maksele viitenumbri {reference}.',
  'Registry code {code}': 'Registrikood {code}',
  // calendar feeds and texts
  'Valik: my teaching': 'Valik: minu tunnid',
  'Valik: my classes': 'Valik: minu tunnid',
  'Your Valik code is {code}': 'Sinu Valiku kood on {code}',
};
