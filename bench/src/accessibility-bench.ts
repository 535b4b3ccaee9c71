// Lighthouse accessibility of the portal's and the console's signed-in pages (issue 30: 100 on every one).
//   pnpm --filter @valik/bench run bench:accessibility            (starts a server of this tree)
//   BENCH_BASE=http://localhost:3500 pnpm … bench:accessibility  (a server already running, demo data seeded)
import { startServer } from './harness.ts';
import { measureAccessibility } from './lighthouse.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3999);
const server = process.env.BENCH_BASE ? null : await startServer(PORT);
const base = process.env.BENCH_BASE ?? server?.base ?? '';
try {
  const rows = await measureAccessibility(base);
  for (const row of rows) console.log(`${row.accessibility}\t${row.path}\t${row.email}\t${row.finalUrl}\t${row.failing.join(', ')}`);
  const wrongPage = rows.filter((row) => new URL(row.finalUrl).pathname !== row.path);
  for (const row of wrongPage) console.error(`${row.path} ended at ${row.finalUrl}: not measured`);
  if (wrongPage.length > 0 || rows.some((row) => row.accessibility < 100)) process.exitCode = 1;
} finally {
  await server?.stop();
}
