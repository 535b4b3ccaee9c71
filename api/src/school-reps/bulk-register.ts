// A school representative registers many students into one cohort at once (issue 29 item 8): students of
// the school picked from its list, and a pasted or uploaded list of names and e-mail addresses (CSV,
// domain parseStudentList) whose new people get an account and the invitation e-mail. Every student goes
// through the one path of a single registration (enrolStudent with the school as payer: seats and the
// waitlist, a registration already there, the school's credits, prepaid seats and conditions), each in its
// own units of work with their outbox consequences: a refusal of one row rolls back nothing of the others.
// The answer is one line per row saying what happened to it, the refusals in the rep's language.
//
// Before any row, the cohort itself is judged as the registration form offers it (school-cohorts.ts): a
// cohort the school's conditions do not cover, or that takes no registrations, refuses the whole list, so
// no account is made for a registration that every row would be refused.
import { findPersonForSchool } from '@valik/db/queries';
import {
  BULK_REGISTRATION_MAX_ROWS,
  STUDENT_LIST_MESSAGES,
  parseStudentList,
  type StudentListRow,
} from '@valik/domain';
import type { Lang } from '@valik/domain/contracts';
import { translate } from '@valik/domain/i18n';
import { createUserWithInvitation } from '../accounts/create-user-with-invitation.ts';
import type { AppDeps } from '../lib/context.ts';
import { ApiError } from '../lib/errors.ts';
import { enrolStudent } from '../registrations/enrol-student.ts';
import { judgeCohortForSchool } from './school-cohorts.ts';

export const NOT_SCHOOL_STUDENT = 'The student is not a student of your school';
export const EMAIL_OF_ANOTHER_ACCOUNT = 'This e-mail address belongs to an account that is not a student of your school';

export interface BulkRegistrationInput {
  schoolId: number;
  cohortId: number;
  /** students of the school picked from its list */
  userIds: number[];
  /** a pasted or uploaded list: name(s) and e-mail address a row */
  csv: string;
  actorUserId: number;
  /** the rep's language: the refusals, and the invitation e-mails of new students */
  lang: Lang;
}

export type BulkOutcome = 'REGISTERED' | 'WAITLISTED' | 'REFUSED';

export interface BulkRowResult {
  /** PICKED: from the school's list; LIST: a row of the pasted or uploaded list */
  source: 'PICKED' | 'LIST';
  /** the list's line number (LIST rows) */
  line: number | null;
  user_id: number | null;
  name: string;
  email: string | null;
  outcome: BulkOutcome;
  /** a new account was made and its invitation e-mail sent */
  invited: boolean;
  /** the place on the waitlist (WAITLISTED) */
  position: number | null;
  /** why it was refused, in the rep's language (REFUSED) */
  reason: string | null;
}

export interface BulkRegistrationResult {
  cohort_id: number;
  rows: BulkRowResult[];
  counts: { registered: number; waitlisted: number; refused: number; invited: number };
}

type Row = { source: 'PICKED'; userId: number } | { source: 'LIST'; parsed: StudentListRow };

const refusedBy = (error: ApiError, lang: Lang) => translate(lang, error.message, error.vars);

export async function registerStudentsInBulk(deps: AppDeps, input: BulkRegistrationInput): Promise<BulkRegistrationResult> {
  const { db } = deps;
  const listed = input.csv.trim() === '' ? [] : parseStudentList(input.csv);
  const rows: Row[] = [...new Set(input.userIds)].map((userId) => ({ source: 'PICKED' as const, userId }));
  rows.push(...listed.map((parsed) => ({ source: 'LIST' as const, parsed })));
  if (rows.length === 0) throw new ApiError('VALIDATION_FAILED', STUDENT_LIST_MESSAGES.empty);
  if (rows.length > BULK_REGISTRATION_MAX_ROWS) {
    const error = new ApiError('VALIDATION_FAILED', STUDENT_LIST_MESSAGES.tooMany);
    error.vars = { max: BULK_REGISTRATION_MAX_ROWS, count: rows.length };
    throw error;
  }
  await judgeCohortForSchool(deps, { schoolId: input.schoolId, cohortId: input.cohortId });

  const seen = new Set<number>();
  const seenEmails = new Set<string>();
  const results: BulkRowResult[] = [];
  for (const row of rows) {
    const base: BulkRowResult = { source: row.source, line: null, user_id: null, name: '', email: null, outcome: 'REFUSED', invited: false, position: null, reason: null };
    const refuse = (reason: string, vars?: Record<string, string | number>) => results.push({ ...base, outcome: 'REFUSED', reason: translate(input.lang, reason, vars) });
    if (row.source === 'PICKED') {
      const person = await findPersonForSchool(db, { userId: row.userId });
      base.user_id = row.userId;
      // another school's student is not named to this rep
      if (!person || person.role !== 'STUDENT' || person.studentSchoolId !== input.schoolId) {
        refuse(NOT_SCHOOL_STUDENT);
        continue;
      }
      Object.assign(base, { name: `${person.firstName} ${person.lastName}`.trim(), email: person.email });
      seen.add(person.userId);
      seenEmails.add(person.email.toLowerCase());
    } else {
      const { parsed } = row;
      base.line = parsed.line;
      if (!parsed.ok) {
        base.name = parsed.text;
        refuse(parsed.message, parsed.vars);
        continue;
      }
      Object.assign(base, { name: `${parsed.firstName} ${parsed.lastName}`.trim(), email: parsed.email });
      if (seenEmails.has(parsed.email)) {
        refuse(STUDENT_LIST_MESSAGES.duplicate);
        continue;
      }
      seenEmails.add(parsed.email);
      const existing = await findPersonForSchool(db, { email: parsed.email });
      if (existing) {
        base.user_id = existing.userId;
        if (existing.role !== 'STUDENT' || existing.studentSchoolId !== input.schoolId) {
          refuse(EMAIL_OF_ANOTHER_ACCOUNT);
          continue;
        }
        if (seen.has(existing.userId)) {
          refuse(STUDENT_LIST_MESSAGES.duplicate);
          continue;
        }
        seen.add(existing.userId);
      } else {
        try {
          const created = await createUserWithInvitation(deps, {
            firstName: parsed.firstName,
            lastName: parsed.lastName,
            email: parsed.email,
            role: 'STUDENT',
            schoolId: input.schoolId,
            language: input.lang,
            actorUserId: input.actorUserId,
          });
          Object.assign(base, { user_id: created.id, invited: true });
          seen.add(created.id);
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          results.push({ ...base, reason: refusedBy(error, input.lang) });
          continue;
        }
      }
    }
    try {
      const result = await enrolStudent(deps, { userId: base.user_id as number, cohortId: input.cohortId, payer: 'SCHOOL', actorUserId: input.actorUserId });
      results.push(result.kind === 'WAITLISTED' ? { ...base, outcome: 'WAITLISTED', position: result.position } : { ...base, outcome: 'REGISTERED' });
    } catch (error) {
      // a refusal of this student (already registered, no credits left, a condition): the others go on
      if (!(error instanceof ApiError)) throw error;
      results.push({ ...base, outcome: 'REFUSED', reason: refusedBy(error, input.lang) });
    }
  }
  const count = (outcome: BulkOutcome) => results.filter((r) => r.outcome === outcome).length;
  return {
    cohort_id: input.cohortId,
    rows: results,
    counts: { registered: count('REGISTERED'), waitlisted: count('WAITLISTED'), refused: count('REFUSED'), invited: results.filter((r) => r.invited).length },
  };
}
