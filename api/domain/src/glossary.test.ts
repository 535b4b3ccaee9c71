// One word for each billing state (issue 28 item 6): the documents the API makes say what the portal and the
// console say (their own glossary tests: portal/src/i18n/glossary.test.ts, admin/src/i18n/glossary.test.ts).
import { describe, expect, it } from 'vitest';
import { INVOICE_STATUS_ET, REFUND_STATE_ET, REFUND_STATE_LABELS } from './glossary.ts';
import { DICTIONARIES, translate } from './i18n/index.ts';

describe('the billing words of the glossary', () => {
  it('are the API’s words for invoice statuses and refund states (PDFs, e-mails, the payment simulator)', () => {
    expect([translate('et', 'Paid'), translate('et', 'Unpaid'), translate('et', 'Canceled')]).toEqual([INVOICE_STATUS_ET.PAID, INVOICE_STATUS_ET.UNPAID, INVOICE_STATUS_ET.CANCELED]);
    for (const state of ['REQUESTED', 'SENT', 'ARRIVED'] as const) expect(translate('et', REFUND_STATE_LABELS[state])).toBe(REFUND_STATE_ET[state]);
  });

  it('leave no second word for “paid”: never “makstud” (ettemakstud, prepaid, is another word)', () => {
    const found = Object.values(DICTIONARIES.et).filter((text) => /(^|[^\p{L}])[Mm]akstud/u.test(text));
    expect(found).toEqual([]);
  });
});
