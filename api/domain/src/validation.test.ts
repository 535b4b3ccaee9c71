import { describe, expect, it } from 'vitest';
import {
  classTimeSchema,
  courseSummarySchema,
  courseSummaryWordCount,
  emailSchema,
  learningOutcomesSchema,
  isImpossiblePassword,
  newPasswordSchema,
  oneTimeCodeSchema,
  passwordSchema,
  phoneSchema,
  signupSchema,
  teacherApplicationSchema,
  toE164,
} from './validation.ts';

const messages = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

/** A non-trivial password of exactly n characters. */
const pw = (n: number) => 'Kx7!mR2q'.repeat(20).slice(0, n);

describe('passwordSchema', () => {
  it('accepts 10 and 128 characters', () => {
    expect(passwordSchema.safeParse(pw(10)).success).toBe(true);
    expect(passwordSchema.safeParse(pw(128)).success).toBe(true);
  });

  it('refuses 9 and 129 characters', () => {
    expect(messages(passwordSchema.safeParse(pw(9)))).toEqual([': Password must be at least 10 characters']);
    expect(messages(passwordSchema.safeParse(pw(129)))).toEqual([': Password must be at most 128 characters']);
    expect(messages(passwordSchema.safeParse('a'.repeat(9)))).toEqual([': Password must be at least 10 characters']);
  });

  it('requires a password', () => {
    expect(messages(passwordSchema.safeParse(''))[0]).toBe(': Password is required');
    expect(messages(passwordSchema.safeParse(undefined))).toEqual([': Password is required']);
  });
});

describe('emailSchema', () => {
  it('accepts a valid address and trims it', () => {
    expect(emailSchema.parse('  mari@example.ee ')).toBe('mari@example.ee');
  });

  it('refuses a missing or malformed address', () => {
    expect(messages(emailSchema.safeParse(''))).toEqual([': E-mail is required']);
    expect(messages(emailSchema.safeParse('mari@'))).toEqual([': Invalid e-mail address']);
  });
});

describe('signupSchema', () => {
  const valid = {
    firstName: 'Mari',
    lastName: 'Maasikas',
    email: 'mari@example.ee',
    emailConfirm: 'Mari@Example.ee',
    password: 'correct horse',
    passwordConfirm: 'correct horse',
    terms: true,
  };

  it('accepts a complete sign-up with matching entries', () => {
    expect(signupSchema.safeParse(valid).success).toBe(true);
  });

  it('refuses different e-mail entries on the confirmation field', () => {
    expect(messages(signupSchema.safeParse({ ...valid, emailConfirm: 'other@example.ee' }))).toEqual([
      'emailConfirm: E-mail addresses do not match',
    ]);
  });

  it('refuses different password entries on the confirmation field', () => {
    expect(messages(signupSchema.safeParse({ ...valid, passwordConfirm: 'correct horsE' }))).toEqual([
      'passwordConfirm: Passwords do not match',
    ]);
  });

  it('requires agreeing to the terms', () => {
    expect(messages(signupSchema.safeParse({ ...valid, terms: false }))).toEqual(['terms: You must agree to the terms']);
  });

  it('requires first and last name', () => {
    expect(messages(signupSchema.safeParse({ ...valid, firstName: ' ', lastName: '' }))).toEqual([
      'firstName: This field is required',
      'lastName: This field is required',
    ]);
  });
});

describe('classTimeSchema', () => {
  it('accepts day 1..7, hour 0..23, minute 0..59', () => {
    expect(classTimeSchema.safeParse({ day: 7, hour: 23, minute: 59 }).success).toBe(true);
    expect(classTimeSchema.safeParse({ day: 1, hour: 0, minute: 0 }).success).toBe(true);
  });

  it('refuses day 0 or 8, hour 24, minute 60 and fractions', () => {
    for (const value of [
      { day: 0, hour: 10, minute: 0 },
      { day: 8, hour: 10, minute: 0 },
      { day: 1, hour: 24, minute: 0 },
      { day: 1, hour: 10, minute: 60 },
      { day: 1, hour: 10.5, minute: 0 },
    ]) {
      expect(classTimeSchema.safeParse(value).success).toBe(false);
    }
  });
});

describe('course summary', () => {
  it('counts words separated by any whitespace', () => {
    expect(courseSummaryWordCount('')).toBe(0);
    expect(courseSummaryWordCount('  Õpi   programmeerima\nja\tmõtle ')).toBe(4);
  });

  it('accepts 250 words and refuses 251', () => {
    expect(courseSummarySchema.safeParse(Array(250).fill('sõna').join(' ')).success).toBe(true);
    expect(messages(courseSummarySchema.safeParse(Array(251).fill('sõna').join(' ')))).toEqual([
      ': The summary can be at most 250 words',
    ]);
  });
});

describe('learningOutcomesSchema', () => {
  const outcomes = (n: number) => Array.from({ length: n }, (_, i) => `Outcome ${i + 1}`);

  it('accepts 3 to 6 learning outcomes', () => {
    expect(learningOutcomesSchema.safeParse(outcomes(3)).success).toBe(true);
    expect(learningOutcomesSchema.safeParse(outcomes(6)).success).toBe(true);
  });

  it('refuses 2 or 7 learning outcomes', () => {
    expect(messages(learningOutcomesSchema.safeParse(outcomes(2)))).toEqual([': Add at least 3 learning outcomes']);
    expect(messages(learningOutcomesSchema.safeParse(outcomes(7)))).toEqual([': Add at most 6 learning outcomes']);
  });

  it('refuses an empty outcome', () => {
    expect(learningOutcomesSchema.safeParse(['a', 'b', ' ']).success).toBe(false);
  });
});

describe('teacherApplicationSchema', () => {
  const valid = {
    firstName: 'Tiit',
    lastName: 'Tamm',
    email: 'tiit@example.ee',
    emailConfirm: 'Tiit@Example.ee',
    phoneNumber: '+372 5555 1234',
    shortDescription: 'Füüsikaõpetaja 10 aastat.',
    courses: 'Astronoomia, robootika',
    password: pw(12),
    passwordConfirm: pw(12),
    terms: true,
  } as const;

  it('accepts a complete application', () => {
    expect(teacherApplicationSchema.safeParse(valid).success).toBe(true);
  });

  it("says 'Please fill in all fields' for each missing field", () => {
    for (const field of ['firstName', 'lastName', 'email', 'emailConfirm', 'phoneNumber', 'shortDescription', 'courses', 'password', 'passwordConfirm'] as const) {
      const blank = field.startsWith('password') ? '' : '  ';
      const result = teacherApplicationSchema.safeParse({ ...valid, [field]: blank });
      expect(messages(result), field).toContain(`${field}: Please fill in all fields`);
    }
  });

  it('applies the account rules: terms, matching entries, password length', () => {
    expect(messages(teacherApplicationSchema.safeParse({ ...valid, terms: false }))).toEqual(['terms: You must agree to the terms']);
    expect(messages(teacherApplicationSchema.safeParse({ ...valid, password: pw(9), passwordConfirm: pw(9) }))).toEqual([
      'password: Password must be at least 10 characters',
    ]);
    expect(messages(teacherApplicationSchema.safeParse({ ...valid, passwordConfirm: pw(13) }))).toEqual(['passwordConfirm: Passwords do not match']);
  });
});

describe('other account rules', () => {
  it('needs the new password twice', () => {
    expect(newPasswordSchema.safeParse({ password: pw(10), passwordConfirm: pw(10) }).success).toBe(true);
    expect(messages(newPasswordSchema.safeParse({ password: pw(10), passwordConfirm: pw(11) }))).toEqual(['passwordConfirm: Passwords do not match']);
  });

  it('reads phone numbers and writes them in E.164', () => {
    expect(phoneSchema.safeParse('+372 5555 1234').success).toBe(true);
    expect(phoneSchema.safeParse('5555 123').success).toBe(true);
    expect(phoneSchema.safeParse('call me').success).toBe(false);
    expect(phoneSchema.safeParse('+1 234').success).toBe(false);
    expect(toE164('+372 5555-1234')).toBe('+37255551234');
    expect(toE164('5555 1234')).toBe('+37255551234');
  });

  it('accepts a 6-digit code with spaces', () => {
    expect(oneTimeCodeSchema.parse(' 123 456 ')).toBe('123456');
    expect(oneTimeCodeSchema.safeParse('12345').success).toBe(false);
  });

  it('knows which passwords no account can have', () => {
    expect([9, 10, 128, 129].map((n) => isImpossiblePassword(pw(n)))).toEqual([true, false, false, true]);
  });
});
