// The state and submit of the two sign-up forms (student, teacher application): the domain's schema
// checks the fields first (the same the server checks), then the server's answer is mapped back onto
// them. Only what is sent and what happens after it differ between the two.
import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { ApiError } from '../../lib/http.ts';
import { issuesByField, serverFieldErrors } from './form-errors.ts';

/** The fields every sign-up form has. */
export interface SignupValues {
  firstName: string;
  lastName: string;
  email: string;
  emailConfirm: string;
  password: string;
  passwordConfirm: string;
}

type ParseResult<D> = { success: true; data: D } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

interface Options<V extends SignupValues, D> {
  empty: V;
  /** prefix of the inputs' ids, unique on the page */
  idPrefix: string;
  schema: { safeParse(input: unknown): ParseResult<D> };
  /** sends the checked fields; resolves when the account is made */
  send: (data: D) => Promise<void>;
  /** a field message that is also shown above the form when any field has it */
  formLevelMessage?: string;
}

export interface FieldOptions {
  type?: string;
  autoComplete?: string;
  multiline?: boolean;
  minRows?: number;
}

export function useSignupForm<V extends SignupValues, D>({ empty, idPrefix, schema, send, formLevelMessage }: Options<V, D>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(empty);
  const [terms, setTerms] = useState(false);
  // keyed by field name ('terms' included); the schema and the server name the same fields
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    const parsed = schema.safeParse({ ...values, terms });
    if (!parsed.success) {
      const byField = issuesByField(parsed.error);
      setErrors(byField);
      if (formLevelMessage && Object.values(byField).includes(formLevelMessage)) setFormError(formLevelMessage);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await send(parsed.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) setErrors(fields);
      else if (error instanceof ApiError && error.code === 'CONFLICT') setErrors({ email: error.message });
      else setFormError(error instanceof ApiError && error.message ? error.message : 'Something went wrong. Please try again.');
    } finally {
      setSubmitting(false);
    }
  };

  /** The props of one text input: value, change handler, and its error under it. */
  const field = (name: keyof V & string, label: string, extra: FieldOptions = {}) => ({
    id: `${idPrefix}-${name}`,
    name,
    label,
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    required: true,
    error: Boolean(errors[name]),
    helperText: errors[name] ? t(errors[name] ?? '') : undefined,
    ...extra,
  });

  return { terms, setTerms, errors, formError, submitting, onSubmit, field };
}

export type SignupForm<V extends SignupValues> = ReturnType<typeof useSignupForm<V, unknown>>;
