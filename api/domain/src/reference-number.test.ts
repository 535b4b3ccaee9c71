import { describe, expect, it } from 'vitest';
import { invoiceReferenceNumber, isValidReferenceNumber, referenceCheckDigit, referenceNumber } from './reference-number.ts';

describe('Estonian reference numbers (7-3-1)', () => {
  it('gives the check digit of the Banking Association example: 12131295 → 2', () => {
    expect(referenceCheckDigit('12131295')).toBe(2);
    expect(referenceNumber('12131295')).toBe('121312952');
  });

  it('gives 0 when the weighted sum is already a multiple of ten', () => {
    // 5·7 + 5·3 → 50 … weights from the right: 5×7 = 35, 5×3 = 15 → 50
    expect(referenceCheckDigit('55')).toBe(0);
  });

  it('weights the digits 7, 3, 1 from the right, repeating', () => {
    // 1232: 3×7 + 2×3 + 1×1 = 28 → 2
    expect(referenceNumber('123')).toBe('1232');
    // 1234561: 1×7+6×3+5×1+4×7+3×3+2×1+1×7 = 76 → 4
    expect(referenceNumber('1234561')).toBe('12345614');
  });

  it('accepts known valid numbers and refuses a changed digit or a swapped pair', () => {
    for (const valid of ['121312952', '1232', '12345614', '550', '1 2131 2952']) expect(isValidReferenceNumber(valid)).toBe(true);
    for (const invalid of ['121312953', '121313952', '112312952', '1', '', 'abc1', '123456789012345678901']) expect(isValidReferenceNumber(invalid)).toBe(false);
  });

  it('makes an invoice number into its reference: the digits and the check digit', () => {
    const ref = invoiceReferenceNumber('VLK-2026-000123');
    expect(ref).toBe(referenceNumber('2026000123'));
    expect(isValidReferenceNumber(ref)).toBe(true);
    expect(invoiceReferenceNumber('VLK-2026-000124')).not.toBe(ref);
  });

  it('refuses a base that is not 1..19 digits', () => {
    expect(() => referenceCheckDigit('')).toThrow(RangeError);
    expect(() => referenceCheckDigit('12a')).toThrow(RangeError);
    expect(() => referenceCheckDigit('1'.repeat(20))).toThrow(RangeError);
  });
});
