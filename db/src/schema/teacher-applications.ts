// Applications to teach (product-spec §1 "Teachers can apply"): made at /auth/signup-teacher, decided
// by an admin. Approval gives the applicant's account the TEACHER role and a teachers row.
import { index, integer, pgEnum, pgTable, text } from 'drizzle-orm/pg-core';
import { id, timestamps, tstz } from './_columns.ts';
import { users } from './users.ts';

import { TEACHER_APPLICATION_STATUSES } from '../enum-values.ts';

export { TEACHER_APPLICATION_STATUSES, type TeacherApplicationStatus } from '../enum-values.ts';
export const teacherApplicationStatus = pgEnum('teacher_application_status', TEACHER_APPLICATION_STATUSES);

export const teacherApplications = pgTable(
  'teacher_applications',
  {
    id: id(),
    // The account made with the application; the application goes when the person deletes it.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    shortDescription: text('short_description').notNull(), // becomes teachers.short_description on approval
    courses: text('courses').notNull(), // the courses they could teach, in their words
    status: teacherApplicationStatus('status').notNull().default('PENDING'),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: tstz('decided_at'),
    ...timestamps(),
  },
  (t) => [index('teacher_applications_status_idx').on(t.status, t.createdAt), index('teacher_applications_user_id_idx').on(t.userId)],
);
