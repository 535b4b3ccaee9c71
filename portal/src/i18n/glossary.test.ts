// One glossary for the whole product (issue 18 item 12): the portal says what the console and the site say.
import { describe, expect, it } from 'vitest';
import { BILLING_WORDS_ET, BROKEN_LINK_ET, INVOICE_STATUS_ET, PARTICIPANT_STATUS_ET, REFUND_STATE_ET } from '@valik/domain';
import { et } from './et-pages.ts';

describe('the portal uses the glossary', () => {
  it('names participant states and the broken link as every app does', () => {
    expect(et['In progress']).toBe(PARTICIPANT_STATUS_ET.IN_PROGRESS);
    expect(et.Registered).toBe(PARTICIPANT_STATUS_ET.REGISTERED);
    expect(et.Passed).toBe(PARTICIPANT_STATUS_ET.COMPLETED);
    expect(et["Looks like you've followed a broken link or entered a URL that doesn't exist on this site."]).toBe(BROKEN_LINK_ET);
  });

  it('says invoice states and refund states with the glossary’s one word each, never “makstud” (issue 28 item 6)', () => {
    expect([et.Paid, et.Unpaid, et.Canceled]).toEqual([INVOICE_STATUS_ET.PAID, INVOICE_STATUS_ET.UNPAID, INVOICE_STATUS_ET.CANCELED]);
    expect([et['Refund requested'], et['Refund sent'], et['Refund arrived']]).toEqual([REFUND_STATE_ET.REQUESTED, REFUND_STATE_ET.SENT, REFUND_STATE_ET.ARRIVED]);
    expect(et['Covered by your pass']).toBe(BILLING_WORDS_ET.coveredByPass);
    // a paid invoice or period is "tasutud" wherever the portal says it
    const paidWords = Object.values(et).join('\n').match(/\b[Mm]akstud\b/g) ?? [];
    expect(paidWords).toEqual([]);
  });
});
