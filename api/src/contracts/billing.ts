// Invoices and school credits as the API sends them (issue 7 items 6 and 7). Money is integer euro cents,
// VAT included; times are ISO instants (shown dd.MM.yyyy in Europe/Tallinn).
import type { InvoiceStatus, SchoolCreditLogType } from '@valik/db/enum-values';
import type { SchoolPaymentLimitations } from './session-user.ts';

export interface InvoiceLineDto {
  description: string;
  /** group, student and date of a line, when known */
  detail: string | null;
  amount: number;
}

export interface InvoiceDto {
  id: number;
  /** the human number, VLK-2026-000123 */
  number: string;
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
