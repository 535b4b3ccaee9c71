// The console's forms validate with the domain's zod schemas through @hookform/resolvers, the way
// react-admin's SimpleForm calls a resolver: raw values (the server parses them again), field errors
// nested like react-hook-form reads them, English keys translated by the i18n provider.
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addSchoolCreditsSchema, cohortFormSchema, courseFormSchema } from '@valik/domain';
import { thumbnailForValidation } from '../courses/CourseForm.tsx';

const options = { fields: {}, shouldUseNativeValidation: false } as const;
/** As react-admin's SimpleForm holds it: over the form's field values, whatever the user typed. */
const asFormResolver = (resolver: unknown) => resolver as Resolver<FieldValues>;

describe('the console form validation', () => {
  it('gives the domain schema messages, nested per field and array index', async () => {
    const resolver = asFormResolver(zodResolver(cohortFormSchema, undefined, { raw: true }));
    const result = await resolver({ teacher_ids: [], online_class_times: [{ day: 9, hour: 10, minute: 0 }] }, undefined, options);
    expect(result.errors).toMatchObject({
      teacher_ids: { message: 'Add at least one teacher' },
      online_class_times: [{ day: { message: expect.any(String) } }],
    });
  });

  it('submits the values as the user left them, not as the schema parsed them', async () => {
    const resolver = asFormResolver(zodResolver(addSchoolCreditsSchema, undefined, { raw: true }));
    const values = { school_id: 3, amount: 10, expires_at: '', note: '  ' };
    const result = await resolver(values, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(values);
  });

  it('treats a picked thumbnail file as a set thumbnail', async () => {
    const resolver = asFormResolver(zodResolver(z.preprocess(thumbnailForValidation, courseFormSchema), undefined, { raw: true }));
    const picked = { rawFile: { name: 'cover.png' } };
    const failed = await resolver({ thumbnail: picked }, undefined, options);
    expect(failed.errors).not.toHaveProperty('thumbnail');
    expect(failed.errors).toHaveProperty('name');
  });
});
