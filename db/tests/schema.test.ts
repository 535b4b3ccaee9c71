// The database holds every table and field of product-spec §3 and every enum of §4.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '../src/testing/index.ts';
import type { TestDb } from '../src/testing/index.ts';
import { rowsOf } from './helpers.ts';

// product-spec §3, verbatim. Two spec fields are modelled differently, by decision (see README):
// - users "an access token field specific to the product" is the column `access_token`;
// - cohorts `teachers` is the join table cohort_teachers (checked separately below).
const SPEC_TABLES: Record<string, string[]> = {
  users: ['first_name', 'last_name', 'auth_id', 'role', 'email', 'metadata', 'access_token', 'phone_number', 'avatar', 'discord_user_id', 'classroom_email'],
  schools: ['name', 'country', 'payment_limitations', 'payment_condition_text', 'default_payer', 'prepaid_student_seats', 'seat_price'],
  school_reps: ['school_id', 'user_id'],
  students: ['school_id', 'user_id', 'lw_user_id', 'favorited_courses'],
  teachers: ['school_id', 'user_id', 'lw_user_id', 'short_description'],
  courses: ['name', 'average_score', 'user_creator_id', 'description', 'lw_course_id', 'language', 'grading_criteria', 'categories', 'learning_outcomes', 'thumbnail', 'slug', 'status', 'tag', 'academic_hours', 'rating', 'testimonials'],
  cohorts: ['name', 'start_date', 'end_date', 'user_creator_id', 'course_id', 'size', 'notes', 'lw_course_id', 'status', 'online_class_times', 'video_url', 'discord_channel_id', 'discord_invite_url', 'online_lesson_length', 'external_lms_link', 'lms_id'],
  cohort_participants: ['user_id', 'cohort_id', 'status', 'default_payer', 'invoice_id'],
  cohort_progress: ['school_id', 'student_user_id', 'cohort_id', 'progress_percent', 'cohort_participant_id'],
  invoices: ['invoice_id', 'status', 'metadata'],
  subscriptions: ['user_id', 'active', 'stripe_metadata', 'subscription_id', 'ended_at', 'type', 'paused_by_user'],
  promotion_codes: ['user_id', 'name', 'stripe_id', 'redeemed_user_ids'],
  diplomas: ['user_id', 'participant_id', 'participant_status'],
  feedback_submissions: ['user_id', 'cohort_id', 'answers', 'course_id'],
  school_credit_logs: ['school_id', 'user_id', 'type', 'amount', 'expires_at', 'metadata', 'event_applies_at'],
  activity_log: ['user_id', 'cohort_id', 'type', 'notes', 'actor_user_id', 'school_id'],
  queue_messages: ['message_id', 'metadata'],
  chat_messages: ['discord_user_id', 'user_input', 'bot_reply'],
};
const APPEND_ONLY = new Set(['activity_log', 'queue_messages', 'chat_messages']);

// Fields the course and cohort forms of §3 need beyond the entity list.
const FORM_FIELDS: Record<string, string[]> = {
  courses: ['summary', 'short_description'],
  cohorts: ['min_size'],
};

// product-spec §4 (categories: §3 course categories, spelled as in api/domain/src/contracts/catalog.ts).
const SPEC_ENUMS: Record<string, string[]> = {
  cohort_participant_status: ['REGISTERED', 'IN_PROGRESS', 'COMPLETED', 'FAILED', 'CANCELED', 'AWAITING_RESULT'],
  cohort_status: ['DRAFT', 'REGISTRATION_OPEN', 'IN_PROGRESS', 'COMPLETED', 'GROUP_FULL', 'CANCELED', 'TEACHER_PAID'],
  course_status: ['DRAFT', 'IN_REVIEW', 'APPROVED'],
  invoice_status: ['UNPAID', 'PAID', 'CANCELED'],
  payer: ['SCHOOL', 'STUDENT'],
  subscription_type: ['SINGLE_PASS', 'MULTI_PASS'],
  school_credit_log_type: ['ADD', 'DEDUCT', 'REFUND'],
  activity_type: [
    'VIDEO_CALL_JOINED', 'PAYER_CHANGED', 'UNENROLL', 'COHORT_PAYMENT', 'SUBSCRIPTION_CANCELLED',
    'SUBSCRIPTION_CREATED', 'COHORT_PARTICIPANT_STATUS_CHANGE', 'COHORT_REGISTRATION', 'EMAIL_SENT',
    'USER_DELETED', 'LMS_LINK_CLICKED', 'PAUSE_SUBSCRIPTION', 'SCHOOL_CREDITS_LOW', 'SCHOOL_CREDITS_ADDED',
    'SCHOOL_CREDITS_USED', 'SCHOOL_CREDITS_REFUNDED', 'SUBSCRIPTION_UPDATE',
    // beyond the spec's 17: a Discord account connected or disconnected (issue 14, ADR 016)
    'DISCORD_CONNECTED', 'DISCORD_DISCONNECTED',
    // an admin retried or discarded an outbox entry (issue 25, ADR 024)
    'OUTBOX_RETRIED', 'OUTBOX_DISCARDED',
    // an admin marked an invoice paid from a bank statement, matched by its reference number (issue 28, ADR 030)
    'INVOICE_PAID',
    // a registration moved to another cohort of the same course (issue 29 item 3)
    'COHORT_TRANSFERRED',
  ],
  user_role: ['STUDENT', 'TEACHER', 'SCHOOL_REP', 'ADMIN'],
  course_language: ['et', 'en', 'ru'],
  // beyond the spec: the interface languages, Russian added by issue 17 (ADR 021)
  ui_language: ['et', 'en', 'ru'],
  course_category: ['POPULAR', 'LIFE_SKILLS', 'SUSTAINABILITY', 'LANGUAGES', 'DIVERSITY', 'TECHNOLOGY', 'BUSINESS_AND_FINANCE', 'MENTAL_HEALTH', 'OTHERS'],
};

interface ColumnInfo {
  table_name: string;
  column_name: string;
  data_type: string;
  is_identity: string;
}

let testDb: TestDb;
let columns: Map<string, Map<string, ColumnInfo>>;

beforeAll(async () => {
  testDb = await createTestDb();
  const rows = rowsOf<ColumnInfo>(
    await testDb.db.execute(sql`
      SELECT table_name, column_name, data_type, is_identity
      FROM information_schema.columns WHERE table_schema = 'public'`),
  );
  columns = new Map();
  for (const row of rows) {
    const table = columns.get(row.table_name) ?? new Map<string, ColumnInfo>();
    table.set(row.column_name, row);
    columns.set(row.table_name, table);
  }
});
afterAll(async () => {
  await testDb.close();
});

describe('tables of product-spec §3', () => {
  for (const [table, fields] of Object.entries(SPEC_TABLES)) {
    it(`has ${table} with every spec field`, () => {
      const actual = columns.get(table);
      expect(actual, `table ${table}`).toBeDefined();
      const missing = fields.filter((f) => !actual?.has(f));
      expect(missing).toEqual([]);
    });

    it(`gives ${table} a numeric identity id and ${APPEND_ONLY.has(table) ? 'only created_at' : 'created_at and updated_at'}`, () => {
      const actual = columns.get(table);
      expect(actual?.get('id')).toMatchObject({ data_type: 'integer', is_identity: 'YES' });
      expect(actual?.get('created_at')?.data_type).toBe('timestamp with time zone');
      if (APPEND_ONLY.has(table)) expect(actual?.has('updated_at')).toBe(false);
      else expect(actual?.get('updated_at')?.data_type).toBe('timestamp with time zone');
    });
  }

  it('has the course and cohort form fields', () => {
    for (const [table, fields] of Object.entries(FORM_FIELDS)) {
      expect(fields.filter((f) => !columns.get(table)?.has(f)), table).toEqual([]);
    }
  });

  it('models cohorts.teachers as cohort_teachers with foreign keys to cohorts and users', async () => {
    const fks = rowsOf<{ column_name: string; foreign_table: string }>(
      await testDb.db.execute(sql`
        SELECT kcu.column_name, ccu.table_name AS foreign_table
        FROM information_schema.table_constraints tc
        JOIN information_schema.key_column_usage kcu
          ON kcu.constraint_name = tc.constraint_name AND kcu.table_schema = tc.table_schema
        JOIN information_schema.constraint_column_usage ccu
          ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
        WHERE tc.table_name = 'cohort_teachers' AND tc.constraint_type = 'FOREIGN KEY'
        ORDER BY kcu.column_name`),
    );
    expect(fks).toEqual([
      { column_name: 'cohort_id', foreign_table: 'cohorts' },
      { column_name: 'teacher_user_id', foreign_table: 'users' },
    ]);
  });

  it('has the better-auth tables beside the product tables', () => {
    for (const table of ['auth_users', 'auth_sessions', 'auth_accounts', 'auth_verifications', 'auth_two_factors']) {
      expect(columns.has(table), table).toBe(true);
    }
    expect(columns.get('auth_users')?.get('id')?.data_type).toBe('text');
  });

  it('keeps money and time columns as integer cents and timestamptz', () => {
    expect(columns.get('schools')?.get('seat_price')?.data_type).toBe('integer');
    expect(columns.get('invoices')?.get('amount')?.data_type).toBe('integer');
    expect(columns.get('cohorts')?.get('start_date')?.data_type).toBe('timestamp with time zone');
    expect(columns.get('subscriptions')?.get('ended_at')?.data_type).toBe('timestamp with time zone');
  });
});

describe('enums of product-spec §4', () => {
  it('has every enum with exactly the spec values in order', async () => {
    const rows = rowsOf<{ name: string; value: string }>(
      await testDb.db.execute(sql`
        SELECT t.typname AS name, e.enumlabel AS value
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid
        JOIN pg_namespace n ON n.oid = t.typnamespace
        WHERE n.nspname = 'public'
        ORDER BY t.typname, e.enumsortorder`),
    );
    const actual: Record<string, string[]> = {};
    for (const { name, value } of rows) (actual[name] ??= []).push(value);
    for (const [name, values] of Object.entries(SPEC_ENUMS)) expect(actual[name], name).toEqual(values);
  });

  it('uses the enums on the spec columns', () => {
    const udt = async (table: string, column: string) =>
      rowsOf<{ udt_name: string }>(
        await testDb.db.execute(sql`
          SELECT udt_name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = ${table} AND column_name = ${column}`),
      )[0]?.udt_name;
    return Promise.all([
      expect(udt('cohort_participants', 'status')).resolves.toBe('cohort_participant_status'),
      expect(udt('cohorts', 'status')).resolves.toBe('cohort_status'),
      expect(udt('courses', 'status')).resolves.toBe('course_status'),
      expect(udt('invoices', 'status')).resolves.toBe('invoice_status'),
      expect(udt('schools', 'default_payer')).resolves.toBe('payer'),
      expect(udt('cohort_participants', 'default_payer')).resolves.toBe('payer'),
      expect(udt('subscriptions', 'type')).resolves.toBe('subscription_type'),
      expect(udt('school_credit_logs', 'type')).resolves.toBe('school_credit_log_type'),
      expect(udt('activity_log', 'type')).resolves.toBe('activity_type'),
      expect(udt('users', 'role')).resolves.toBe('user_role'),
      expect(udt('courses', 'language')).resolves.toBe('course_language'),
      expect(udt('courses', 'categories')).resolves.toBe('_course_category'),
    ]);
  });
});
