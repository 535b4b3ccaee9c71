// What an operator watches (ADR 027): Prometheus metrics through prom-client, served at /metrics behind
// METRICS_TOKEN (metrics-route.ts). One registry per app (`deps.metrics`, made by createServices): never
// prom-client's global one, so two apps in one process (the tests) never mix their figures.
//
// Counted as things happen: requests (per route group), job runs and failures, outbox attempts, page-cache
// hits (requests, their latency and page-cache results tallied in plain numbers: added to their counters when
// read, the latency histogram exported from its own tallies). Read from the database at scrape time: the outbox, the integrations' sync age, this process's
// connections (db/src/queries/operations.ts, one function each).
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import { readIntegrationSyncFigures, readOutboxFigures, readOwnConnections } from '@valik/db/queries';
import type { Db } from '@valik/db/client';
import type { Logger } from '../lib/logger.ts';

export interface Metrics {
  readonly registry: Registry;
  /** one answered request: its route group, method, status and time */
  observeRequest(request: { group: string; method: string; status: number; seconds: number }): void;
  /**
   * The series of one route group, method and status, for a caller that answers many requests alike (the
   * fast path keeps one per cached answer): observing through it costs a few additions, no lookup.
   */
  requestSeries(request: { group: string; method: string; status: number }): RequestSeries;
  /** one run of a background job */
  observeJob(run: { job: string; ok: boolean; seconds: number }): void;
  /** one outbox delivery attempt: its kind and outcome (delivered, retry, dead) */
  observeOutbox(attempt: { kind: string; outcome: 'delivered' | 'retry' | 'dead' }): void;
  /** a public page or catalogue answer of the API from the rendered-page cache (hit) or made for it (miss) */
  observePageCache(hit: boolean): void;
  /** the Node process' own figures (CPU, memory, event-loop delay, GC): once per process (main.ts) */
  collectProcessMetrics(): void;
  /** the text /metrics answers */
  render(): Promise<string>;
}

export interface RequestSeries {
  /** one answered request of the series, and the seconds it took */
  observe(seconds: number): void;
}

export interface MetricsSources {
  db: Db;
  /** 'postgres': connections can be read from pg_stat_activity; 'pglite': one in-process connection */
  databaseKind: 'pglite' | 'postgres';
  /** the pool size of DATABASE_URL's connections */
  poolMax: number;
  logger: Logger;
  clock: () => Date;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** The status classes as labels, by the status' first digit. */
const STATUS_CLASSES: readonly string[] = ['0xx', '1xx', '2xx', '3xx', '4xx', '5xx'];
// Upper bounds of the latency histogram, in seconds: the pages' p99 is milliseconds, a registration
// rush reaches a second, an export several.
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(sources: MetricsSources): Metrics {
  const registry = new Registry();
  const { db, logger } = sources;

  // The two figures of every request (issue 32): counted in plain numbers as requests are answered, so a
  // request costs a few additions, not prom-client's label check, hashing and keyed bucket update each.
  // The count is added to prom-client's counter when it is read (`collect`, before every scrape or get());
  // the latency histogram is exported from the tallies themselves (requestLatency below). A scrape sees
  // every request answered before it, as before.
  const counted = new Map<string, { labels: { group: string; method: string; status: string }; n: number }>();
  const pendingCache = { hit: 0, miss: 0 };
  new Counter({
    name: 'valik_http_requests_total',
    help: 'Answered requests by route group, method and status class (5xx = errors).',
    labelNames: ['group', 'method', 'status'] as const,
    registers: [registry],
    collect() {
      for (const pending of counted.values()) {
        if (pending.n === 0) continue;
        this.inc(pending.labels, pending.n);
        pending.n = 0;
      }
    },
  });
  const latency = requestLatency(registry, {
    name: 'valik_http_request_duration_seconds',
    help: 'Time from a request\'s arrival to its answer, by route group and method.',
    buckets: LATENCY_BUCKETS,
  });
  const seriesByKey = new Map<string, RequestSeries>();
  const requestSeries = ({ group, method, status }: { group: string; method: string; status: number }): RequestSeries => {
    const m = METHODS.has(method) ? method : 'other';
    const statusClass = STATUS_CLASSES[Math.floor(status / 100)] ?? `${Math.floor(status / 100)}xx`;
    const key = `${group} ${m} ${statusClass}`;
    let series = seriesByKey.get(key);
    if (!series) {
      const count = { labels: { group, method: m, status: statusClass }, n: 0 };
      counted.set(key, count);
      const time = latency.series(group, m);
      series = {
        observe(seconds) {
          count.n++;
          time.observe(seconds);
        },
      };
      seriesByKey.set(key, series);
    }
    return series;
  };
  const jobRuns = new Counter({
    name: 'valik_job_runs_total',
    help: 'Runs of background jobs (pg-boss) in this process, by job and outcome (ok, failed).',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const jobDuration = new Histogram({
    name: 'valik_job_duration_seconds',
    help: 'How long job runs took, by job.',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
    registers: [registry],
  });
  const outboxAttempts = new Counter({
    name: 'valik_outbox_attempts_total',
    help: 'Outbox delivery attempts in this process, by kind and outcome (delivered, retry, dead).',
    labelNames: ['kind', 'outcome'] as const,
    registers: [registry],
  });
  const pageCache = new Counter({
    name: 'valik_page_cache_requests_total',
    help: 'Public pages and catalogue answers of the API asked of the rendered-page cache, by result (hit, miss); hit rate = hit / (hit + miss).',
    labelNames: ['result'] as const,
    registers: [registry],
    collect() {
      for (const result of ['hit', 'miss'] as const) {
        if (pendingCache[result] === 0) continue;
        this.inc({ result }, pendingCache[result]);
        pendingCache[result] = 0;
      }
    },
  });
  // make every series exist from the start (a rate over a series that appears later starts from nothing)
  pageCache.inc({ result: 'hit' }, 0);
  pageCache.inc({ result: 'miss' }, 0);

  /** A gauge read from the database at scrape time; a failed read leaves it out of this scrape and logs why. */
  const fromDatabase = <L extends string>(name: string, help: string, labelNames: readonly L[], read: (gauge: Gauge<L>) => Promise<void>) =>
    new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [registry],
      async collect() {
        this.reset();
        try {
          await read(this);
        } catch (err) {
          logger.warn({ err, metric: name }, 'a metric could not be read from the database');
        }
      },
    });

  new Gauge({ name: 'valik_db_pool_max', help: 'Connections this process may open to DATABASE_URL (DATABASE_POOL_SIZE).', registers: [registry] }).set(
    sources.databaseKind === 'postgres' ? sources.poolMax : 1,
  );
  if (sources.databaseKind === 'postgres') {
    fromDatabase('valik_db_pool_connections', 'This process\'s open connections to DATABASE_URL by state (active, idle, idle in transaction), as pg_stat_activity sees them.', ['state'], async (gauge) => {
      for (const { state, count } of await readOwnConnections(db)) gauge.set({ state }, count);
    });
  }
  const outbox = (name: string, help: string, pick: (f: Awaited<ReturnType<typeof readOutboxFigures>>) => number) =>
    fromDatabase(name, help, [], async (gauge) => {
      gauge.set(pick(await readOutboxFigures(db, { now: sources.clock() })));
    });
  outbox('valik_outbox_pending', 'Outbox entries (e-mails, refunds, jobs, syncs) not delivered yet.', (f) => f.pending);
  outbox('valik_outbox_retrying', 'Pending outbox entries that failed at least once or whose dispatcher stopped.', (f) => f.retrying);
  outbox('valik_outbox_dead', 'Outbox entries given up on after their last attempt (dead), until retried or discarded.', (f) => f.dead);
  outbox('valik_outbox_oldest_pending_seconds', 'Age of the oldest undelivered outbox entry (0: none).', (f) => f.oldestPendingSeconds);
  fromDatabase(
    'valik_integration_sync_age_seconds',
    'Seconds since the integration (DISCORD, LMS) last synced a cohort successfully; absent until it has once.',
    ['integration'],
    async (gauge) => {
      for (const f of await readIntegrationSyncFigures(db, { now: sources.clock() })) {
        if (f.sinceLastSuccessSeconds !== null) gauge.set({ integration: f.kind }, f.sinceLastSuccessSeconds);
      }
    },
  );
  fromDatabase('valik_integration_sync_failing', 'Cohorts whose last sync of the integration (DISCORD, LMS) failed.', ['integration'], async (gauge) => {
    for (const f of await readIntegrationSyncFigures(db, { now: sources.clock() })) gauge.set({ integration: f.kind }, f.failing);
  });

  let processMetrics = false;
  return {
    registry,
    observeRequest(request) {
      requestSeries(request).observe(request.seconds);
    },
    requestSeries,
    observeJob({ job, ok, seconds }) {
      jobRuns.inc({ job, outcome: ok ? 'ok' : 'failed' });
      jobDuration.observe({ job }, seconds);
    },
    observeOutbox({ kind, outcome }) {
      outboxAttempts.inc({ kind, outcome });
    },
    observePageCache(hit) {
      if (hit) pendingCache.hit++;
      else pendingCache.miss++;
    },
    collectProcessMetrics() {
      if (processMetrics) return;
      processMetrics = true;
      collectDefaultMetrics({ register: registry, prefix: 'valik_' });
    },
    render: () => registry.metrics(),
  };
}

/**
 * A latency histogram by route group and method whose observation is plain arithmetic on its own tallies
 * (a count per bucket, the sum, the count), exported through the registry as prom-client's own histograms
 * are: the same `_bucket` (cumulative, `le` first), `_sum` and `_count` lines, from the values `get()`
 * returns, which is what the registry reads of every metric. Series appear with their first request.
 */
function requestLatency(registry: Registry, { name, help, buckets }: { name: string; help: string; buckets: readonly number[] }) {
  interface Tally {
    labels: { group: string; method: string };
    /** requests per bucket (not cumulative); one past the last bound: above every bound */
    perBucket: Float64Array;
    sum: number;
    count: number;
  }
  const tallies = new Map<string, Tally>();
  const metric = {
    name,
    help,
    type: 'histogram',
    aggregator: 'sum',
    async get() {
      const values: { labels: Record<string, string | number>; sharedLabels?: Record<string, string>; value: number; metricName: string }[] = [];
      for (const { labels, perBucket, sum, count } of tallies.values()) {
        let below = 0;
        buckets.forEach((le, i) => {
          below += perBucket[i] ?? 0;
          values.push({ labels: { le }, sharedLabels: labels, value: below, metricName: `${name}_bucket` });
        });
        values.push({ labels: { le: '+Inf' }, sharedLabels: labels, value: count, metricName: `${name}_bucket` });
        values.push({ labels, value: sum, metricName: `${name}_sum` });
        values.push({ labels, value: count, metricName: `${name}_count` });
      }
      return { name, help, type: 'histogram', values, aggregator: 'sum' };
    },
    reset() {
      for (const tally of tallies.values()) {
        tally.perBucket.fill(0);
        tally.sum = 0;
        tally.count = 0;
      }
    },
  };
  registry.registerMetric(metric as unknown as Metric);
  return {
    /** the tally of one group and method, made with its first request */
    series(group: string, method: string): { observe(seconds: number): void } {
      const key = `${group} ${method}`;
      let tally = tallies.get(key);
      if (!tally) tallies.set(key, (tally = { labels: { group, method }, perBucket: new Float64Array(buckets.length + 1), sum: 0, count: 0 }));
      const t = tally;
      return {
        observe(seconds) {
          let i = 0;
          while (i < buckets.length && seconds > buckets[i]!) i++;
          t.perBucket[i]!++;
          t.sum += seconds;
          t.count++;
        },
      };
    },
  };
}

/** Route groups of the product API: the first segment after /api/v1 of every registered route. */
export function apiGroupsOf(paths: readonly string[]): Set<string> {
  const groups = new Set<string>();
  for (const path of paths) {
    const segment = /^\/api\/v1\/([^/:*]+)/.exec(path)?.[1];
    if (segment) groups.add(segment);
  }
  return groups;
}

/**
 * The route group a request is counted under: a few fixed ones, and for the product API its resource
 * (`api/v1/courses`), known ones only, so a stranger's made-up paths cannot grow the number of series.
 */
export function routeGroupOf(path: string, apiGroups: ReadonlySet<string>): string {
  if (path === '/healthz' || path === '/readyz') return 'probes';
  if (path === '/metrics') return 'metrics';
  if (path.startsWith('/api/auth/')) return 'api/auth';
  if (path.startsWith('/api/v1/')) {
    const segment = path.slice('/api/v1/'.length).split('/')[0] ?? '';
    return apiGroups.has(segment) ? `api/v1/${segment}` : 'api/v1/other';
  }
  if (path.startsWith('/api/')) return 'api/other';
  if (path === '/manage' || path.startsWith('/manage/')) return 'console';
  if (path === '/auth' || path.startsWith('/auth/') || path === '/user' || path.startsWith('/user/')) return 'portal';
  if (path.startsWith('/uploads/')) return 'uploads';
  if (path.startsWith('/dev/')) return 'dev';
  if (path.startsWith('/_astro/') || /\.[a-z0-9]{2,5}$/i.test(path)) return 'static';
  return 'site';
}
