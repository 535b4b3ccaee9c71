import { signupSchema, teacherApplicationSchema } from '@valik/domain';
import { fromSnakeCase } from '../../lib/validate.ts';

/** { first_name, last_name, email, email_confirm, password, password_confirm, terms } */
export const signupBody = fromSnakeCase(signupSchema);

/** the sign-up fields plus phone_number, short_description and courses */
export const teacherApplicationBody = fromSnakeCase(teacherApplicationSchema);
