// Invoices and school credits as the API sends them (issue 7 items 6 and 7). Money is integer euro cents,
// VAT included; times are ISO instants (shown dd.MM.yyyy in Europe/Tallinn).
import type { InvoiceStatus, SchoolCreditLogType } from '@valik/db/enum-values';
import type { SchoolPaymentLimitations } from './session-user.ts';

export interface InvoiceLineDto {
  /** what was sold: the course (or what the line says) */
  description: string;
  /** group, period and student of a line, when known, as one line of text */
  detail: string | null;
  /** the cohort (group) the seat is in */
  cohort: string | null;
  /** the cohort's first and last day (ISO instants) */
  period_start: string | null;
  period_end: string | null;
  /** the student a school pays for */
  student: string | null;
  quantity: number;
  /** integer cents, VAT included */
  unit_price: number;
  /** integer cents, VAT included: quantity × unit price */
  amount: number;
}

/** Who an invoice is addressed to. */
export interface InvoiceBuyerDto {
  name: string;
  /** a school's registry code */
  registry_code: string | null;
  /** one line: street, postal code and city */
  address: string | null;
}

/** How a school's e-invoice went: through its e-invoice channel or by e-mail with the UBL attached. */
export interface InvoiceDeliveryDto {
  channel: 'PEPPOL' | 'EMAIL';
  delivered_at: string;
  /** the access point's submission id, or the e-mail addresses */
  reference: string;
}

export interface InvoiceDto {
  id: number;
  /** the human number, VLK-2026-000123 */
  number: string;
  /** the Estonian payment reference (viitenumber) to quote on a bank transfer */
  reference_number: string;
  buyer: InvoiceBuyerDto;
  kind: 'PERSONAL' | 'SCHOOL';
  status: InvoiceStatus;
  amount: number;
  /** the VAT inside amount */
  vat: number;
  vat_rate_percent: number;
  currency: string;
  issued_at: string;
  due_date: string | null;
  paid_at: string | null;
  /** the billing month of a school invoice ('2026-05'), else null */
  period: string | null;
  lines: InvoiceLineDto[];
  /** download link of the PDF */
  pdf_url: string;
  /** the credit notes that take back (part of) this invoice, oldest first (issue 28 item 3) */
  credit_notes: CreditNoteDto[];
  /** the sum credited by them, cents (0 when none) */
  credited: number;
  /** download link of the e-invoice (EN 16931 UBL 2.1) */
  ubl_url: string;
  /** a school invoice's e-invoice delivery, once made */
  einvoice: InvoiceDeliveryDto | null;
}

/** Where money paid back is: requested, sent, arrived; NONE when nothing was paid (issue 28 item 3). */
export type CreditNoteRefundState = 'NONE' | 'REQUESTED' | 'SENT' | 'ARRIVED';

export interface CreditNoteDto {
  id: number;
  /** its own series, KR-2026-000001 */
  number: string;
  invoice_id: number;
  invoice_number: string;
  /** the sum taken back, positive cents, VAT included (the document prints it negative) */
  amount: number;
  vat: number;
  issued_at: string;
  reason: string;
  refund_state: CreditNoteRefundState;
  refund_sent_at: string | null;
  refund_arrived_at: string | null;
  /** the lines taken back, with negative amounts */
  lines: InvoiceLineDto[];
  pdf_url: string;
  /** download link of the credit note as an e-invoice (EN 16931 UBL 2.1 CreditNote) */
  ubl_url: string;
  /** a school credit note's e-invoice delivery, once made */
  einvoice: InvoiceDeliveryDto | null;
}

/** A link to a billing document. */
export interface BillingDocumentDto {
  id: number;
  number: string;
  pdf_url: string;
  /** the same document as an e-invoice (EN 16931 UBL 2.1) */
  ubl_url: string;
}

/**
 * One line of a student's billing history (issue 28 item 1): a payment (course, pass, gift card) with its
 * invoice and receipt, a refund with its credit note and where the money is, or a course a pass paid for.
 */
export interface BillingEntryDto {
  /** unique in the list: 'payment-12', 'gift-card-12', 'refund-3', 'credit-4', 'pass-5' */
  key: string;
  kind: 'PAYMENT' | 'REFUND' | 'CREDIT' | 'COVERED_BY_PASS';
  /** what it was for */
  item: 'COURSE' | 'PASS' | 'GIFT_CARD';
  at: string;
  /** the course or pass, in the reader's language */
  title: string;
  /** the group, the period paid for */
  detail: string | null;
  /** cents, positive; a refund or credit is money back (shown with a minus) */
  amount: number;
  method: 'CARD' | 'BANK_LINK' | 'GIFT_CARD' | null;
  /** a pass renewal (not the first period) */
  renewal: boolean;
  invoice: BillingDocumentDto | null;
  credit_note: BillingDocumentDto | null;
  /** the receipt e-mail of a payment: SENT, or PENDING while the outbox has it; null: no receipt */
  receipt: 'SENT' | 'PENDING' | null;
  refund_state: CreditNoteRefundState | null;
}

export interface BillingHistoryDto {
  invoices: InvoiceDto[];
  entries: BillingEntryDto[];
  /** refunded money, cents: requested, sent and arrived together */
  refunded_total: number;
}

export interface SchoolCreditEntryDto {
  id: number;
  type: SchoolCreditLogType;
  amount: number;
  /** amount with the sign of its type: ADD and REFUND add, DEDUCT takes away */
  signed_amount: number;
  expires_at: string | null;
  event_applies_at: string;
  /** the student a DEDUCT or REFUND was for, or the admin who added credits */
  user_name: string | null;
  note: string | null;
  reason: string | null;
}

export interface SchoolCreditsDto {
  school_id: number;
  school_name: string;
  balance: number;
  low_threshold: number;
  is_low: boolean;
  prepaid_student_seats: number;
  /** one page of the ledger, newest first: at most `limit` rows after skipping `offset` */
  entries: SchoolCreditEntryDto[];
  /** ledger rows in all, for paging */
  entries_total: number;
  offset: number;
  limit: number;
}

export interface SchoolConditionsDto {
  school_id: number;
  school_name: string;
  payment_condition_text: string | null;
  payment_limitations: SchoolPaymentLimitations | null;
  default_payer: 'STUDENT' | 'SCHOOL';
  /** whether this caller may change them (admins always; representatives when the school allows) */
  can_edit: boolean;
  /** the courses a limitation may name: id and name */
  courses: { id: number; name: string }[];
}
