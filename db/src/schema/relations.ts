// Drizzle relations for `db.query.*` (relational queries). Foreign keys themselves are on the tables.
import { relations } from 'drizzle-orm';
import { activityLog } from './activity.ts';
import { authAccounts, authSessions, authTwoFactors, authUsers } from './auth.ts';
import { invoices, promotionCodes, schoolCreditLogs, subscriptions } from './billing.ts';
import { cohortParticipants, cohortProgress, cohorts, cohortTeachers } from './cohorts.ts';
import { courses } from './courses.ts';
import { diplomas } from './diplomas.ts';
import { feedbackSubmissions } from './feedback.ts';
import { schools } from './schools.ts';
import { schoolReps, students, teachers, users } from './users.ts';

export const authUsersRelations = relations(authUsers, ({ many, one }) => ({
  sessions: many(authSessions),
  accounts: many(authAccounts),
  twoFactors: many(authTwoFactors),
  user: one(users, { fields: [authUsers.id], references: [users.authId] }),
}));
export const authSessionsRelations = relations(authSessions, ({ one }) => ({
  user: one(authUsers, { fields: [authSessions.userId], references: [authUsers.id] }),
}));
export const authAccountsRelations = relations(authAccounts, ({ one }) => ({
  user: one(authUsers, { fields: [authAccounts.userId], references: [authUsers.id] }),
}));
export const authTwoFactorsRelations = relations(authTwoFactors, ({ one }) => ({
  user: one(authUsers, { fields: [authTwoFactors.userId], references: [authUsers.id] }),
}));

export const usersRelations = relations(users, ({ one, many }) => ({
  authUser: one(authUsers, { fields: [users.authId], references: [authUsers.id] }),
  student: one(students, { fields: [users.id], references: [students.userId] }),
  teacher: one(teachers, { fields: [users.id], references: [teachers.userId] }),
  schoolReps: many(schoolReps),
  participations: many(cohortParticipants),
  teaching: many(cohortTeachers),
  subscriptions: many(subscriptions),
  promotionCodes: many(promotionCodes),
  invoices: many(invoices),
  diplomas: many(diplomas),
}));

export const schoolsRelations = relations(schools, ({ many }) => ({
  reps: many(schoolReps),
  students: many(students),
  teachers: many(teachers),
  invoices: many(invoices),
  creditLogs: many(schoolCreditLogs),
}));

export const schoolRepsRelations = relations(schoolReps, ({ one }) => ({
  school: one(schools, { fields: [schoolReps.schoolId], references: [schools.id] }),
  user: one(users, { fields: [schoolReps.userId], references: [users.id] }),
}));
export const studentsRelations = relations(students, ({ one }) => ({
  school: one(schools, { fields: [students.schoolId], references: [schools.id] }),
  user: one(users, { fields: [students.userId], references: [users.id] }),
}));
export const teachersRelations = relations(teachers, ({ one }) => ({
  school: one(schools, { fields: [teachers.schoolId], references: [schools.id] }),
  user: one(users, { fields: [teachers.userId], references: [users.id] }),
}));

export const coursesRelations = relations(courses, ({ one, many }) => ({
  creator: one(users, { fields: [courses.userCreatorId], references: [users.id] }),
  cohorts: many(cohorts),
  feedbackSubmissions: many(feedbackSubmissions),
}));

export const cohortsRelations = relations(cohorts, ({ one, many }) => ({
  course: one(courses, { fields: [cohorts.courseId], references: [courses.id] }),
  creator: one(users, { fields: [cohorts.userCreatorId], references: [users.id] }),
  teachers: many(cohortTeachers),
  participants: many(cohortParticipants),
  progress: many(cohortProgress),
  feedbackSubmissions: many(feedbackSubmissions),
}));

export const cohortTeachersRelations = relations(cohortTeachers, ({ one }) => ({
  cohort: one(cohorts, { fields: [cohortTeachers.cohortId], references: [cohorts.id] }),
  teacher: one(users, { fields: [cohortTeachers.teacherUserId], references: [users.id] }),
}));

export const cohortParticipantsRelations = relations(cohortParticipants, ({ one }) => ({
  user: one(users, { fields: [cohortParticipants.userId], references: [users.id] }),
  cohort: one(cohorts, { fields: [cohortParticipants.cohortId], references: [cohorts.id] }),
  invoice: one(invoices, { fields: [cohortParticipants.invoiceId], references: [invoices.id] }),
  progress: one(cohortProgress, { fields: [cohortParticipants.id], references: [cohortProgress.cohortParticipantId] }),
  diploma: one(diplomas, { fields: [cohortParticipants.id], references: [diplomas.participantId] }),
}));

export const cohortProgressRelations = relations(cohortProgress, ({ one }) => ({
  school: one(schools, { fields: [cohortProgress.schoolId], references: [schools.id] }),
  student: one(users, { fields: [cohortProgress.studentUserId], references: [users.id] }),
  cohort: one(cohorts, { fields: [cohortProgress.cohortId], references: [cohorts.id] }),
  participant: one(cohortParticipants, {
    fields: [cohortProgress.cohortParticipantId],
    references: [cohortParticipants.id],
  }),
}));

export const invoicesRelations = relations(invoices, ({ one, many }) => ({
  user: one(users, { fields: [invoices.userId], references: [users.id] }),
  school: one(schools, { fields: [invoices.schoolId], references: [schools.id] }),
  participants: many(cohortParticipants),
}));
export const subscriptionsRelations = relations(subscriptions, ({ one }) => ({
  user: one(users, { fields: [subscriptions.userId], references: [users.id] }),
}));
export const promotionCodesRelations = relations(promotionCodes, ({ one }) => ({
  user: one(users, { fields: [promotionCodes.userId], references: [users.id] }),
}));
export const schoolCreditLogsRelations = relations(schoolCreditLogs, ({ one }) => ({
  school: one(schools, { fields: [schoolCreditLogs.schoolId], references: [schools.id] }),
  user: one(users, { fields: [schoolCreditLogs.userId], references: [users.id] }),
}));
export const diplomasRelations = relations(diplomas, ({ one }) => ({
  user: one(users, { fields: [diplomas.userId], references: [users.id] }),
  participant: one(cohortParticipants, { fields: [diplomas.participantId], references: [cohortParticipants.id] }),
}));
export const feedbackSubmissionsRelations = relations(feedbackSubmissions, ({ one }) => ({
  user: one(users, { fields: [feedbackSubmissions.userId], references: [users.id] }),
  cohort: one(cohorts, { fields: [feedbackSubmissions.cohortId], references: [cohorts.id] }),
  course: one(courses, { fields: [feedbackSubmissions.courseId], references: [courses.id] }),
}));
export const activityLogRelations = relations(activityLog, ({ one }) => ({
  user: one(users, { fields: [activityLog.userId], references: [users.id], relationName: 'activity_user' }),
  actor: one(users, { fields: [activityLog.actorUserId], references: [users.id], relationName: 'activity_actor' }),
  cohort: one(cohorts, { fields: [activityLog.cohortId], references: [cohorts.id] }),
  school: one(schools, { fields: [activityLog.schoolId], references: [schools.id] }),
}));
