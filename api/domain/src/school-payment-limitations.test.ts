import { describe, expect, it } from 'vitest';
import {
  checkSchoolCoversCohort,
  checkSchoolPayment,
  choosePayerOptions,
  type PayerChoiceInput,
  type SchoolPaymentInput,
} from './school-payment-limitations.ts';
import { at } from './test-helpers.ts';

// A course in Estonian (id 7), its cohort starting Monday 14 September 2026 (school year 2026/2027).
const input = (over: Partial<SchoolPaymentInput> = {}): SchoolPaymentInput => ({
  limitations: null,
  course: { id: 7, language: 'et' },
  cohort: { startDate: at('2026-09-14 00:00') },
  coursesAlreadyPaidBySchoolForStudent: [],
  creditBalance: 5,
  prepaidSeatsLeft: 0,
  ...over,
});
const paid = (...starts: string[]) => starts.map((s) => ({ cohortStartDate: at(s) }));

describe('checkSchoolPayment', () => {
  it('lets a school without limitations pay from its credits', () => {
    expect(checkSchoolPayment(input())).toEqual({ allowed: true, fundedBy: 'CREDIT' });
    expect(checkSchoolPayment(input({ limitations: {} }))).toEqual({ allowed: true, fundedBy: 'CREDIT' });
  });

  it('treats null and empty lists as no limit', () => {
    const limitations = { inLanguage: [], courseIds: [], numberOfCourses: null, inTimePeriod: null };
    expect(checkSchoolPayment(input({ limitations })).allowed).toBe(true);
  });

  describe('inLanguage', () => {
    it('pays for a course in a listed language', () => {
      expect(checkSchoolPayment(input({ limitations: { inLanguage: ['en', 'et'] } })).allowed).toBe(true);
    });

    it('refuses a course in another language', () => {
      expect(checkSchoolPayment(input({ limitations: { inLanguage: ['en'] } }))).toEqual({
        allowed: false,
        reason: 'The school does not pay for courses in this language',
      });
    });
  });

  describe('courseIds', () => {
    it('pays for a listed course', () => {
      expect(checkSchoolPayment(input({ limitations: { courseIds: [3, 7] } })).allowed).toBe(true);
    });

    it('refuses a course that is not listed', () => {
      expect(checkSchoolPayment(input({ limitations: { courseIds: [3, 70] } }))).toEqual({
        allowed: false,
        reason: 'The school does not pay for this course',
      });
    });
  });

  describe('inTimePeriod', () => {
    const limitations = { inTimePeriod: { start: '2026-09-14', end: '2026-12-20' } };
    const refusal = {
      allowed: false,
      reason: 'The school pays only for courses starting from {start} to {end}',
      vars: { start: '14.09.2026', end: '20.12.2026' },
    };

    it('pays for a cohort starting on the first day of the period, from 00:00 Tallinn', () => {
      expect(checkSchoolPayment(input({ limitations, cohort: { startDate: at('2026-09-14 00:00') } })).allowed).toBe(true);
    });

    it('pays for a cohort starting on the last day of the period, until 23:59 Tallinn', () => {
      expect(checkSchoolPayment(input({ limitations, cohort: { startDate: at('2026-12-20 23:59') } })).allowed).toBe(true);
    });

    it('refuses a cohort starting the day before or the day after the period', () => {
      expect(checkSchoolPayment(input({ limitations, cohort: { startDate: at('2026-09-13 23:59') } }))).toEqual(refusal);
      expect(checkSchoolPayment(input({ limitations, cohort: { startDate: at('2026-12-21 00:00') } }))).toEqual(refusal);
    });

    it('reads period ends given as instants by their Tallinn day', () => {
      // 2026-09-13T21:00Z is 14 September 00:00 in Tallinn.
      const instants = { inTimePeriod: { start: '2026-09-13T21:00:00.000Z', end: '2026-12-20T12:00:00.000Z' } };
      expect(checkSchoolPayment(input({ limitations: instants })).allowed).toBe(true);
      expect(
        checkSchoolPayment(input({ limitations: instants, cohort: { startDate: at('2026-12-20 23:00') } })).allowed,
      ).toBe(true);
      expect(checkSchoolPayment(input({ limitations: instants, cohort: { startDate: at('2026-09-13 23:00') } }))).toEqual(
        refusal,
      );
    });
  });

  describe('numberOfCourses', () => {
    const limitations = { numberOfCourses: 2 };

    it('pays while the student has fewer than N school-paid courses in the school year', () => {
      const check = checkSchoolPayment(input({ limitations, coursesAlreadyPaidBySchoolForStudent: paid('2026-08-01 00:00') }));
      expect(check.allowed).toBe(true);
    });

    it('refuses the (N+1)th course of the school year', () => {
      const already = paid('2026-08-01 00:00', '2027-07-31 23:59');
      expect(checkSchoolPayment(input({ limitations, coursesAlreadyPaidBySchoolForStudent: already }))).toEqual({
        allowed: false,
        reason: 'The school pays for at most {limit} courses per student',
        vars: { limit: 2 },
      });
    });

    it('does not count courses of the previous school year (before 1 August 00:00 Tallinn)', () => {
      const already = paid('2026-07-31 23:59', '2026-05-01 10:00', '2026-09-01 10:00');
      expect(checkSchoolPayment(input({ limitations, coursesAlreadyPaidBySchoolForStudent: already })).allowed).toBe(true);
    });

    it('does not count courses of the next school year (from 1 August 00:00 Tallinn)', () => {
      const already = paid('2027-08-01 00:00', '2026-09-01 10:00');
      expect(checkSchoolPayment(input({ limitations, coursesAlreadyPaidBySchoolForStudent: already })).allowed).toBe(true);
    });

    it('counts in the school year of the cohort, not of the day of registering', () => {
      // Registering in July 2026 for an August 2026 cohort: last year's two courses do not count.
      const august = { startDate: at('2026-08-03 10:00') };
      const lastYear = paid('2025-10-01 10:00', '2026-03-01 10:00');
      expect(
        checkSchoolPayment(input({ limitations, cohort: august, coursesAlreadyPaidBySchoolForStudent: lastYear })).allowed,
      ).toBe(true);
    });

    it('counts within inTimePeriod instead of the school year when a period is set', () => {
      const withPeriod = { numberOfCourses: 1, inTimePeriod: { start: '2026-09-01', end: '2026-12-31' } };
      expect(
        checkSchoolPayment(
          input({ limitations: withPeriod, coursesAlreadyPaidBySchoolForStudent: paid('2026-08-15 10:00', '2027-01-01 00:00') }),
        ).allowed,
      ).toBe(true);
      expect(
        checkSchoolPayment(
          input({ limitations: withPeriod, coursesAlreadyPaidBySchoolForStudent: paid('2026-12-31 23:59') }),
        ),
      ).toMatchObject({ allowed: false, vars: { limit: 1 } });
    });

    it('pays for nothing when N is 0', () => {
      expect(checkSchoolPayment(input({ limitations: { numberOfCourses: 0 } })).allowed).toBe(false);
    });
  });

  describe('funds', () => {
    it('pays from a single credit', () => {
      expect(checkSchoolPayment(input({ creditBalance: 1, prepaidSeatsLeft: 0 }))).toEqual({
        allowed: true,
        fundedBy: 'CREDIT',
      });
    });

    it('pays from a single prepaid seat when there are no credits', () => {
      expect(checkSchoolPayment(input({ creditBalance: 0, prepaidSeatsLeft: 1 }))).toEqual({
        allowed: true,
        fundedBy: 'PREPAID_SEAT',
      });
    });

    it('uses credits before prepaid seats, because credits can expire', () => {
      expect(checkSchoolPayment(input({ creditBalance: 1, prepaidSeatsLeft: 10 }))).toEqual({
        allowed: true,
        fundedBy: 'CREDIT',
      });
    });

    it('refuses without a credit or a prepaid seat', () => {
      expect(checkSchoolPayment(input({ creditBalance: 0, prepaidSeatsLeft: 0 }))).toEqual({
        allowed: false,
        reason: 'The school has no credits or prepaid seats left',
      });
    });
  });

  describe('combinations', () => {
    const all = {
      inLanguage: ['et' as const],
      courseIds: [7],
      numberOfCourses: 1,
      inTimePeriod: { start: '2026-09-01', end: '2026-09-30' },
    };

    it('pays when every limitation is met', () => {
      expect(checkSchoolPayment(input({ limitations: all }))).toEqual({ allowed: true, fundedBy: 'CREDIT' });
    });

    it('reports the first failing limitation: language, course, period, number, funds', () => {
      const everythingWrong = input({
        limitations: all,
        course: { id: 8, language: 'en' },
        cohort: { startDate: at('2026-10-05 10:00') },
        coursesAlreadyPaidBySchoolForStudent: paid('2026-09-02 10:00'),
        creditBalance: 0,
      });
      expect(checkSchoolPayment(everythingWrong)).toMatchObject({ reason: 'The school does not pay for courses in this language' });
      const rightLanguage = { ...everythingWrong, course: { id: 8, language: 'et' } };
      expect(checkSchoolPayment(rightLanguage)).toMatchObject({ reason: 'The school does not pay for this course' });
      const rightCourse = { ...rightLanguage, course: { id: 7, language: 'et' } };
      expect(checkSchoolPayment(rightCourse)).toMatchObject({
        reason: 'The school pays only for courses starting from {start} to {end}',
      });
      const inPeriod = { ...rightCourse, cohort: { startDate: at('2026-09-28 10:00') } };
      expect(checkSchoolPayment(inPeriod)).toMatchObject({ reason: 'The school pays for at most {limit} courses per student' });
      const firstCourse = { ...inPeriod, coursesAlreadyPaidBySchoolForStudent: [] };
      expect(checkSchoolPayment(firstCourse)).toMatchObject({ reason: 'The school has no credits or prepaid seats left' });
      expect(checkSchoolPayment({ ...firstCourse, prepaidSeatsLeft: 1 })).toEqual({ allowed: true, fundedBy: 'PREPAID_SEAT' });
    });

    it('checks the language and the course list together (both must match)', () => {
      const limitations = { inLanguage: ['ru' as const], courseIds: [7] };
      expect(checkSchoolPayment(input({ limitations })).allowed).toBe(false);
      expect(checkSchoolPayment(input({ limitations, course: { id: 7, language: 'ru' } })).allowed).toBe(true);
    });
  });
});

describe('choosePayerOptions', () => {
  const choice = (over: Partial<PayerChoiceInput> = {}): PayerChoiceInput => ({
    ...input(),
    school: { defaultPayer: 'SCHOOL', limitations: null },
    ...over,
  });

  it('offers the student and the school, defaulting to the school’s default payer', () => {
    expect(choosePayerOptions(choice())).toEqual({
      payers: ['STUDENT', 'SCHOOL'],
      defaultPayer: 'SCHOOL',
      school: { allowed: true, fundedBy: 'CREDIT' },
    });
  });

  it('offers the school but defaults to the student when that is the school’s default payer', () => {
    const options = choosePayerOptions(choice({ school: { defaultPayer: 'STUDENT', limitations: null } }));
    expect(options.payers).toEqual(['STUDENT', 'SCHOOL']);
    expect(options.defaultPayer).toBe('STUDENT');
  });

  it('offers only the student, with the reason, when the school does not pay for this registration', () => {
    const options = choosePayerOptions(choice({ school: { defaultPayer: 'SCHOOL', limitations: { courseIds: [1] } } }));
    expect(options).toEqual({
      payers: ['STUDENT'],
      defaultPayer: 'STUDENT',
      school: { allowed: false, reason: 'The school does not pay for this course' },
    });
  });

  it('offers only the student when the school has no funds left', () => {
    expect(choosePayerOptions(choice({ creditBalance: 0, prepaidSeatsLeft: 0 })).payers).toEqual(['STUDENT']);
  });

  it('offers only the student to a student without a school', () => {
    expect(choosePayerOptions(choice({ school: null }))).toEqual({
      payers: ['STUDENT'],
      defaultPayer: 'STUDENT',
      school: { allowed: false, reason: 'You do not belong to a school' },
    });
  });
});

describe('checkSchoolCoversCohort (the cohorts a rep is offered, issue 30)', () => {
  const russian = { id: 8, language: 'ru' };
  const estonian = { id: 7, language: 'et' };
  const september = { startDate: at('2026-09-14 00:00') };

  it('leaves out a course in a language the school does not pay for, with the reason the registration gives', () => {
    const limitations = { inLanguage: ['et' as const] };
    expect(checkSchoolCoversCohort(limitations, estonian, september)).toEqual({ allowed: true });
    const refused = checkSchoolCoversCohort(limitations, russian, september);
    expect(refused).toEqual({ allowed: false, reason: 'The school does not pay for courses in this language' });
    expect(checkSchoolPayment(input({ limitations, course: russian }))).toEqual(refused);
  });

  it('leaves out other courses and cohorts starting outside the period, whoever the student and whatever the funds', () => {
    expect(checkSchoolCoversCohort({ courseIds: [9] }, estonian, september).allowed).toBe(false);
    const period = { inTimePeriod: { start: '2026-10-01', end: '2026-12-31' } };
    expect(checkSchoolCoversCohort(period, estonian, september)).toMatchObject({ allowed: false, vars: { start: '01.10.2026', end: '31.12.2026' } });
    expect(checkSchoolCoversCohort(period, estonian, { startDate: at('2026-10-01 00:00') })).toEqual({ allowed: true });
    // the per-student limit and the funds are the registration's to judge, not the list's
    expect(checkSchoolCoversCohort({ numberOfCourses: 0 }, estonian, september)).toEqual({ allowed: true });
    expect(checkSchoolCoversCohort(null, russian, september)).toEqual({ allowed: true });
  });
});
