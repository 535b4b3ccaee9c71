import { defineConfig } from 'drizzle-kit';

// Migrations are generated with a name and never edited once they land:
//   pnpm --filter @valik/db exec drizzle-kit generate --name <what-changes>
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/schema/index.ts',
  out: './migrations',
  casing: undefined,
  strict: true,
  verbose: true,
});
