import { describe, expect, it } from 'vitest';
import { cohortFormSchema } from '@valik/api/domain';
import { errorsOfIssues, zodResolver } from './zod-resolver.ts';

describe('the form resolver', () => {
  it('nests errors the way react-hook-form reads them', () => {
    expect(
      errorsOfIssues([
        { path: ['online_class_times', 0, 'day'], message: 'Invalid class time', code: 'too_big' },
        { path: ['name'], message: 'Enter a name', code: 'too_small' },
        { path: ['name'], message: 'second', code: 'custom' },
      ]),
    ).toEqual({
      online_class_times: { 0: { day: { type: 'too_big', message: 'Invalid class time' } } },
      name: { type: 'too_small', message: 'Enter a name' },
    });
  });

  it('gives the domain schema messages (English keys, translated by the i18n provider)', async () => {
    const result = await zodResolver(cohortFormSchema)({ teacher_ids: [] }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(result.errors).toMatchObject({ teacher_ids: { message: 'Add at least one teacher' } });
  });
});
