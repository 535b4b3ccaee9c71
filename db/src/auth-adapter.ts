// better-auth's way into our database: its Drizzle adapter over the auth tables (schema/auth.ts). Here, so
// the API builds better-auth without touching tables or SQL itself.
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Db } from './db-type.ts';
import { authSchema } from './schema/auth.ts';

export function authDatabaseAdapter(db: Db) {
  return drizzleAdapter(db, { provider: 'pg', schema: authSchema });
}
