// A school: pays for or follows its students, with its own payment conditions.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps } from './_columns.ts';
import { payer } from './enums.ts';
import type { CourseLanguage } from './enums.ts';

/**
 * Which registrations the school pays for (session user: school_payment_limitations). Every key is optional;
 * an absent key means no limit of that kind.
 */
export interface SchoolPaymentLimitations {
  /** only courses taught in these languages */
  inLanguage?: CourseLanguage[] | null;
  /** only these course ids */
  courseIds?: number[] | null;
  /** at most this many paid courses per student within inTimePeriod (or the school year) */
  numberOfCourses?: number | null;
  /** ISO dates, inclusive */
  inTimePeriod?: { start: string; end: string } | null;
  /** the school lets its representatives edit its payment conditions (set by an admin) */
  repsCanEdit?: boolean | null;
}

export const schools = pgTable(
  'schools',
  {
    id: id(),
    name: text('name').notNull(),
    country: text('country').notNull().default('EE'), // ISO 3166-1 alpha-2
    paymentLimitations: jsonb('payment_limitations').$type<SchoolPaymentLimitations>(), // null = no limits
    paymentConditionText: text('payment_condition_text'), // shown to students when choosing the payer
    // Who pays when a student of this school registers; STUDENT so no school is billed without opting in.
    defaultPayer: payer('default_payer').notNull().default('STUDENT'),
    prepaidStudentSeats: integer('prepaid_student_seats').notNull().default(0), // seats bought in advance
    seatPrice: integer('seat_price'), // price of one seat for this school, integer euro cents; null = list price
    // The buyer on the school's invoices (issue 28 item 4): registry code (registrikood) and postal address
    registryCode: text('registry_code'),
    streetAddress: text('street_address'),
    city: text('city'),
    postalCode: text('postal_code'),
    // The school's e-invoice channel: a Peppol participant id 'scheme:id' (0191:<registry code> for an
    // Estonian company); null = its e-invoices go by e-mail to its representatives (ADR 030)
    einvoiceAddress: text('einvoice_address'),
    ...timestamps(),
  },
  (t) => [
    index('schools_name_idx').on(t.name),
    check('schools_prepaid_student_seats_nonnegative', sql`${t.prepaidStudentSeats} >= 0`),
    check('schools_seat_price_nonnegative', sql`${t.seatPrice} >= 0`),
  ],
);
