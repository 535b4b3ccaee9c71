// Estonian payment reference numbers (viitenumber, issue 28 item 4): the standard of the Estonian
// Banking Association — a base of 1..19 digits followed by one check digit by the 7-3-1 method
// (digits weighted 7, 3, 1, 7, 3, 1, … from the right, summed; the check digit brings the sum up to
// the next multiple of ten). A bank transfer that carries it can be matched to its invoice by machine.
//
// Valik's invoice reference is the invoice number's digits (VLK-2026-000123 → 2026000123) with the
// check digit: unique because the number is, and readable back to the invoice by a person.

const WEIGHTS = [7, 3, 1] as const;

/** The 7-3-1 check digit of a base of 1..19 digits. */
export function referenceCheckDigit(base: string): number {
  if (!/^\d{1,19}$/.test(base)) throw new RangeError(`A reference number's base is 1 to 19 digits, got "${base}"`);
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    sum += Number(base[base.length - 1 - i]) * (WEIGHTS[i % 3] as number);
  }
  return (10 - (sum % 10)) % 10;
}

/** The base with its check digit appended: '12131295' → '121312952'. */
export function referenceNumber(base: string): string {
  return `${base}${referenceCheckDigit(base)}`;
}

/** Spaces people type or banks print in groups are not part of the number. */
export function normalizeReferenceNumber(text: string): string {
  return text.replace(/\s+/g, '');
}

/** 2..20 digits whose last digit is the 7-3-1 check digit of the others. */
export function isValidReferenceNumber(text: string): boolean {
  const value = normalizeReferenceNumber(text);
  if (!/^\d{2,20}$/.test(value)) return false;
  return referenceCheckDigit(value.slice(0, -1)) === Number(value.slice(-1));
}

/** The reference number of an invoice: its number's digits and the check digit. */
export function invoiceReferenceNumber(invoiceNumber: string): string {
  const digits = invoiceNumber.replace(/\D/g, '').replace(/^0+/, '');
  if (!digits) throw new RangeError(`An invoice number without digits: "${invoiceNumber}"`);
  return referenceNumber(digits.slice(-19));
}
