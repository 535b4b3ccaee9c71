import { describe, expect, it } from 'vitest';
import { cohortFormSchema, courseFormSchema, isWebLink, parseFormDate, slugify, toTallinnDateString } from './manage-forms.ts';

describe('console form helpers', () => {
  it('takes web links to named hosts and localhost (the stand-ins’ invites), nothing else', () => {
    expect(isWebLink('https://discord.gg/abc')).toBe(true);
    expect(isWebLink('http://localhost:3000/dev/discord/invite/abc')).toBe(true);
    expect(isWebLink('https://intranet/x')).toBe(false);
    expect(isWebLink('ftp://files.example.ee/x')).toBe(false);
  });

  it('makes a slug from an Estonian title', () => {
    expect(slugify('Õppimise ÄÄRMUSED: šokolaad & žürii 2026!')).toBe('oppimise-aarmused-sokolaad-zurii-2026');
    expect(slugify('  --  ')).toBe('');
  });

  it('reads a date input as the Tallinn calendar day and refuses impossible days', () => {
    expect(parseFormDate('2026-07-01')?.toISOString()).toBe('2026-06-30T21:00:00.000Z');
    expect(parseFormDate('2026-02-30')).toBeNull();
    expect(parseFormDate('01.02.2026')).toBeNull();
    expect(parseFormDate('2026-01-01T10:00:00.000Z')?.toISOString()).toBe('2026-01-01T10:00:00.000Z');
  });

  it('shows an instant as its Tallinn day in a date input', () => {
    expect(toTallinnDateString('2026-06-30T21:00:00.000Z')).toBe('2026-07-01');
    expect(toTallinnDateString('2026-07-01')).toBe('2026-07-01');
    expect(toTallinnDateString(null)).toBe('');
  });

  it('reports every missing cohort field at once', () => {
    const result = cohortFormSchema.safeParse({});
    expect(result.success).toBe(false);
    const paths = new Set(result.error?.issues.map((i) => i.path.join('.')));
    for (const field of ['name', 'status', 'course_id', 'start_date', 'end_date', 'online_class_times', 'online_lesson_length', 'min_size', 'size', 'teacher_ids', 'user_creator_id', 'external_lms_link', 'video_url']) {
      expect(paths, field).toContain(field);
    }
  });

  it('reports every missing course field at once', () => {
    const result = courseFormSchema.safeParse({});
    const paths = new Set(result.error?.issues.map((i) => i.path.join('.')));
    for (const field of ['name', 'slug', 'summary', 'learning_outcomes', 'grading_criteria', 'status', 'categories', 'thumbnail', 'language', 'description', 'user_creator_id']) {
      expect(paths, field).toContain(field);
    }
  });
});
