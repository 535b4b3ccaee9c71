import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import { z } from 'zod';
import { ApiError } from './errors.ts';

const toSnake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const toCamel = (key: string) => key.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * A schema written in camelCase (the domain's form rules) reading a snake_case JSON body: top-level
 * keys are renamed before the schema runs, and issue paths come back snake_case.
 */
export function fromSnakeCase<S extends z.ZodType>(schema: S) {
  const wrapped = z.preprocess((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [toCamel(k), v]));
  }, schema);
  SNAKE_CASE_SCHEMAS.add(wrapped);
  return wrapped;
}

const SNAKE_CASE_SCHEMAS = new WeakSet<z.ZodType>();

/**
 * The one validation hook: a bad body is 422, a bad path or query is 400, each with the failing
 * fields in `issues`. Messages are English source strings, translated when the error is rendered.
 */
export function validate<T extends keyof ValidationTargets, S extends z.ZodType>(target: T, schema: S) {
  const snake = SNAKE_CASE_SCHEMAS.has(schema);
  return zValidator(target, schema, (result) => {
    if (!result.success) {
      // Paths in the JSON's own spelling: a fromSnakeCase schema reports snake_case fields.
      const issues = result.error.issues.map((i) => ({
        path: i.path.map((p) => (typeof p === 'string' && snake ? toSnake(p) : String(p))).join('.'),
        message: i.message,
      }));
      if (target === 'json' || target === 'form') throw new ApiError('VALIDATION_FAILED', 'Invalid request', issues);
      throw new ApiError('BAD_REQUEST', 'Invalid request', issues);
    }
  });
}
