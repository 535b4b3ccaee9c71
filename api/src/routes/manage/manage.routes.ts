// /api/v1/manage/*: the admin console's API (architecture.md §5), ADMIN only on every route. Each
// resource is its own sub-app in the react-admin simple-rest dialect (see list-query.ts).
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { allow } from '../../middleware/allow.ts';
import { manageActivityRoutes } from './activity-log/activity-log.routes.ts';
import { manageBankPaymentRoutes } from './bank-payments/bank-payments.routes.ts';
import { manageCohortRoutes } from './cohorts/cohorts.routes.ts';
import { manageCourseRoutes } from './courses/courses.routes.ts';
import { manageGiftCardRoutes } from './gift-cards/gift-cards.routes.ts';
import { manageCreditNoteRoutes, manageInvoiceRoutes } from './invoices/invoices.routes.ts';
import { manageOverviewRoutes } from './overview/overview.routes.ts';
import { manageOutboxRoutes } from './outbox/outbox.routes.ts';
import { manageParticipantRoutes } from './participants/participants.routes.ts';
import { manageSchoolCreditRoutes } from './school-credits/school-credits.routes.ts';
import { manageSchoolRoutes } from './schools/schools.routes.ts';
import { manageUploadRoutes } from './uploads/uploads.routes.ts';
import { manageUserRoutes } from './users/users.routes.ts';

export const manageRoutes = new Hono<AppEnv>()
  .use('*', allow('admin'))
  .route('/users', manageUserRoutes)
  .route('/cohorts', manageCohortRoutes)
  .route('/participants', manageParticipantRoutes)
  .route('/courses', manageCourseRoutes)
  .route('/schools', manageSchoolRoutes)
  .route('/school_credits', manageSchoolCreditRoutes)
  .route('/gift_cards', manageGiftCardRoutes)
  .route('/invoices', manageInvoiceRoutes)
  .route('/credit_notes', manageCreditNoteRoutes)
  .route('/activity_log', manageActivityRoutes)
  .route('/overview', manageOverviewRoutes)
  .route('/outbox', manageOutboxRoutes)
  .route('/bank_payments', manageBankPaymentRoutes)
  .route('/uploads', manageUploadRoutes);
