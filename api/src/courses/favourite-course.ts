// A student marks a course as a favourite, or unmarks it (the catalogue's heart); one unit of work.
import { setFavouriteCourse } from '@valik/db/queries';
import { unitOfWork, type WorkDeps } from '../outbox/unit-of-work.ts';

export async function markFavourite(deps: WorkDeps, input: { userId: number; courseId: number; favourite: boolean }): Promise<void> {
  await unitOfWork(deps, (tx) => setFavouriteCourse(tx, input));
}
