import { devEinvoiceRoutes } from './routes/dev-einvoices/dev-einvoices.routes.ts';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from './lib/context.ts';
import { ApiError } from './lib/errors.ts';
import { renderError } from './lib/render-error.ts';
import { bodyLimits } from './lib/body-limits.ts';
import { requestContext } from './middleware/request-context.ts';
import { jsonAndOriginOnly } from './middleware/csrf.ts';
import { inputRules } from './middleware/input-rules.ts';
import { noStoreByDefault } from './middleware/no-store.ts';
import { healthRoutes } from './routes/health/health.routes.ts';
import { courseRoutes } from './routes/courses/courses.routes.ts';
import { cohortRoutes } from './routes/cohorts/cohorts.routes.ts';
import { authSessionRoutes } from './routes/auth-session/auth-session.routes.ts';
import { manageRoutes } from './routes/manage/manage.routes.ts';
import { authProviderRoutes } from './routes/auth-provider/auth-provider.routes.ts';
import { authSignupRoutes } from './routes/auth-signup/auth-signup.routes.ts';
import { authFactorRoutes } from './routes/auth-factors/auth-factors.routes.ts';
import { meRoutes } from './routes/me/me.routes.ts';
import { registrationRoutes } from './routes/registrations/registrations.routes.ts';
import { feedbackRoutes } from './routes/feedback/feedback.routes.ts';
import { diplomaRoutes } from './routes/diplomas/diplomas.routes.ts';
import { calendarRoutes } from './routes/calendar/calendar.routes.ts';
import { favouriteRoutes } from './routes/favourites/favourites.routes.ts';
import { classroomRoutes } from './routes/classroom/classroom.routes.ts';
import { teacherApplicationRoutes } from './routes/teacher-applications/teacher-applications.routes.ts';
import { teacherRoutes } from './routes/teacher/teacher.routes.ts';
import { teacherCourseRoutes } from './routes/teacher-courses/teacher-courses.routes.ts';
import { cohortRosterRoutes } from './routes/cohort-roster/cohort-roster.routes.ts';
import { feedbackDashboardRoutes } from './routes/feedback-dashboard/feedback-dashboard.routes.ts';
import { schoolRoutes } from './routes/school/school.routes.ts';
import { schoolBillingRoutes } from './routes/school-billing/school-billing.routes.ts';
import { invoiceRoutes } from './routes/invoices/invoices.routes.ts';
import { paymentRoutes } from './routes/payments/payments.routes.ts';
import { simulatorRoutes } from './payments/simulator.routes.ts';
import { passSimulatorRoutes } from './payments/pass-simulator.ts';
import { passRoutes } from './routes/passes/passes.routes.ts';
import { discordRoutes } from './routes/discord/discord.routes.ts';
import { communityRoutes } from './routes/community/community.routes.ts';
import { mountStandIns } from './stand-ins.ts';
import { apiGroupsOf } from './metrics/metrics.ts';

/** The product API under /api/v1; the typed client (`hc<AppType>`) is derived from this chain. */
function createApiV1() {
  return new Hono<AppEnv>()
    .route('/courses', courseRoutes)
    .route('/cohorts', cohortRoutes)
    .route('/', authSessionRoutes)
    .route('/', authSignupRoutes)
    .route('/', authFactorRoutes)
    .route('/', meRoutes)
    .route('/', registrationRoutes)
    .route('/', feedbackRoutes)
    .route('/', diplomaRoutes)
    .route('/', calendarRoutes)
    .route('/', favouriteRoutes)
    .route('/', classroomRoutes)
    .route('/teacher', teacherRoutes)
    .route('/teacher', teacherCourseRoutes)
    .route('/cohorts', cohortRosterRoutes)
    .route('/feedback-dashboard', feedbackDashboardRoutes)
    .route('/school', schoolRoutes)
    .route('/school', schoolBillingRoutes)
    .route('/', invoiceRoutes)
    .route('/', paymentRoutes)
    .route('/', passRoutes)
    .route('/', discordRoutes)
    .route('/', communityRoutes)
    .route('/manage/teacher_applications', teacherApplicationRoutes)
    .route('/manage', manageRoutes);
}

/**
 * The API application: better-auth at /api/auth/*, the product API at /api/v1/*, health checks.
 * The HTTP server (server.ts) mounts this in front of the app shells and the Astro site.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  // the product API's resources, the route groups of the request metrics (filled in below)
  let apiGroups: ReadonlySet<string> = new Set();
  app.use('*', requestContext(deps, () => apiGroups));
  // before anything reads a body: every path's size limit (lib/body-limits.ts, ADR 018)
  app.use('*', bodyLimits());
  // text PostgreSQL can store and ids within its integer, once for every API route (ADR 018)
  app.use('/api/*', inputRules());
  // API answers depend on the session (or may): never stored by a browser or a proxy unless a route says
  app.use('/api/*', noStoreByDefault());
  // A write request's transactions have committed when its handler returns: wake this process's outbox
  // dispatcher, so what they wrote goes out now from here (other replicas hear the database's NOTIFY;
  // ADR 024). Handlers themselves never dispatch a consequence.
  app.use('/api/*', async (c, next) => {
    await next();
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.res.status < 500) deps.outbox.wake();
  });
  app.onError((err, c) => renderError(err, c));
  app.notFound((c) => renderError(new ApiError('NOT_FOUND', 'Page not found'), c));
  // better-auth's endpoints, behind the same JSON + Origin rule and our own door (auth-provider.routes.ts)
  app.use('/api/auth/*', jsonAndOriginOnly([deps.env.PUBLIC_BASE_URL]));
  app.route('/api/auth', authProviderRoutes);
  app.use('/api/v1/*', jsonAndOriginOnly([deps.env.PUBLIC_BASE_URL]));
  // The local payment simulator (no provider keys, never production) posts its signed notifications to
  // our webhook routes through this same app.
  if (!deps.env.isProduction && deps.payments.simulatorOn) {
    const deliver = (path: string, init: RequestInit) => Promise.resolve(app.request(path, init));
    deps.payments.loopback.connect(deliver);
    app.route('/dev/payments/stripe-pass', passSimulatorRoutes(deliver));
    app.route('/dev/payments', simulatorRoutes(deliver));
  }
  // the local e-invoice access point (never production): the e-invoice client reaches it through this app
  if (!deps.env.isProduction && deps.einvoices.standInOn) {
    deps.einvoices.connect((url, init) => Promise.resolve(app.request(url, init)));
    app.route('/dev/einvoices', devEinvoiceRoutes);
  }
  // Discord, LearnWorlds and Classroom stand-ins for unconfigured integrations (never production)
  if (!deps.env.isProduction) mountStandIns(app, deps);
  const routes = app.route('/', healthRoutes).route('/api/v1', createApiV1());
  apiGroups = apiGroupsOf(routes.routes.map((r) => r.path));
  return routes;
}

export type AppType = ReturnType<typeof createApp>;
