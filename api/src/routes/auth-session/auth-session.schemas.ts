import { z } from 'zod';

export const userIdParam = z.object({
  id: z.string().regex(/^[1-9]\d{0,9}$/, 'The user could not be found').transform(Number),
});
