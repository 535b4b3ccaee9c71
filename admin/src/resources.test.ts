import { describe, expect, it } from 'vitest';
import cohorts from './cohorts/index.ts';
import courses from './courses/index.ts';
import schools from './schools/index.ts';
import users from './users/index.ts';
import { etMessages } from './i18n/et.ts';

const RESOURCES = { users, cohorts, courses, schools };

describe('resource folders', () => {
  it.each(Object.entries(RESOURCES))('%s exports a list, an icon and a record representation', (_name, resource) => {
    expect(resource.list).toEqual(expect.any(Function));
    expect(resource.icon).toBeTruthy();
    expect(['string', 'function']).toContain(typeof resource.recordRepresentation);
  });

  it.each(Object.keys(RESOURCES))('%s is named in Estonian', (name) => {
    expect(etMessages.resources[name as keyof typeof RESOURCES].name).toMatch(/\S \|\|\|\| \S/);
  });

  it('offers no way to delete a cohort', () => {
    expect(Object.keys(cohorts)).not.toContain('delete');
  });

  it('shows a user by full name, falling back to the e-mail', () => {
    expect(users.recordRepresentation({ id: 1, first_name: 'Mari', last_name: 'Maasikas' })).toBe('Mari Maasikas');
    expect(users.recordRepresentation({ id: 2, first_name: '', last_name: '', email: 'a@b.ee' })).toBe('a@b.ee');
  });
});
