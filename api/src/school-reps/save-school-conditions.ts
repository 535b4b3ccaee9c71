// A school's payment conditions (the text and the limitations), saved by its representative or an admin
// (issue 7): a representative only while the admin lets them edit; the permission itself is the admin's (on
// /manage), so a save here keeps it as it was. One unit of work.
import { getSchool, updateSchoolConditions } from '@valik/db/queries';
import { SCHOOL_CONDITIONS_MESSAGES, canRepEditConditions } from '@valik/domain';
import type { School } from '@valik/db/schema';
import { ApiError } from '../lib/errors.ts';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export const SCHOOL_NOT_FOUND = 'The school could not be found';

export async function saveSchoolConditions(
  deps: WorkDeps,
  input: { schoolId: number; isAdmin: boolean; paymentConditionText: string | null; paymentLimitations: School['paymentLimitations'] },
): Promise<void> {
  await unitOfWork(deps, async (tx) => {
    const school = await getSchool(tx, { id: input.schoolId });
    if (!school) throw new ApiError('NOT_FOUND', SCHOOL_NOT_FOUND);
    if (!input.isAdmin && !canRepEditConditions(school.paymentLimitations)) throw new ApiError('FORBIDDEN', SCHOOL_CONDITIONS_MESSAGES.readOnly);
    const keep = school.paymentLimitations?.repsCanEdit ? { repsCanEdit: true } : {};
    const limitations = input.paymentLimitations ? { ...input.paymentLimitations, ...keep } : Object.keys(keep).length ? keep : null;
    await updateSchoolConditions(tx, { schoolId: input.schoolId, paymentConditionText: input.paymentConditionText, paymentLimitations: limitations });
  });
}
