// The console speaks react-admin's simple-rest dialect to /api/v1/manage/<resource> (architecture §5).
// Wrapped so that the API's one error shape reaches the notifications in the user's language, and so
// that a cohort can never be deleted from here (product-spec §8).
import simpleRestProvider from 'ra-data-simple-rest';
import { HttpError, fetchUtils, type DataProvider } from 'react-admin';
import type { Lang } from '@valik/domain/contracts';
import { currentLocale } from '../i18n/locale.ts';

export const MANAGE_API_URL = '/api/v1/manage';

interface ApiErrorBody {
  error?: { code?: string; message?: string; issues?: Array<{ path?: string; message?: string }> };
}

/**
 * The API's field issues as react-admin's server-side validation errors (`body.errors`), so a form
 * shows each message under its field: `{ "online_class_times.0.day": "Vigane tunniaeg" }`.
 */
export function fieldErrorsOfApiError(body: unknown): Record<string, string> | null {
  const issues = (body as ApiErrorBody | null | undefined)?.error?.issues;
  if (!Array.isArray(issues)) return null;
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    if (typeof issue.path === 'string' && issue.path !== '' && typeof issue.message === 'string' && !(issue.path in errors)) {
      errors[issue.path] = issue.message;
    }
  }
  return Object.keys(errors).length ? errors : null;
}

/** The API's `{ error: { code, message } }` message, else react-admin's generic HTTP error key. */
export function messageOfApiError(status: number, body: unknown): string {
  const message = (body as ApiErrorBody | null | undefined)?.error?.message;
  if (typeof message === 'string' && message.trim() !== '') return message;
  return status === 0 ? 'ra.notification.offline' : 'ra.notification.http_error';
}

export async function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  // The API localizes its messages by Accept-Language (architecture §5).
  headers.set('Accept-Language', currentLocale());
  // The API takes JSON only on every mutating call (simple-rest sends DELETE as text/plain).
  if (options.method && options.method !== 'GET') headers.set('Content-Type', 'application/json');
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
  } catch (error) {
    if (error instanceof HttpError) {
      const errors = fieldErrorsOfApiError(error.body);
      const body = errors ? { ...(error.body as object), errors } : error.body;
      throw new HttpError(messageOfApiError(error.status, error.body), error.status, body);
    }
    throw error;
  }
}

/**
 * Anything that is not an HTTP error (a network failure, a list answered without Content-Range) is a
 * fault the user cannot act on: log it for the developer, show the generic message.
 */
function toHttpError(error: unknown): never {
  if (error instanceof HttpError || (error instanceof Error && error.name === 'AbortError')) throw error;
  console.error(error);
  throw new HttpError(error instanceof TypeError ? 'ra.notification.offline' : 'ra.notification.http_error', 0);
}

const COHORT_DELETE_REFUSED = 'valik.cohort_delete_refused';

/** What an ImageInput holds after the user picked a file. */
interface PickedFile {
  rawFile: File;
  src?: string;
  title?: string;
}

function isPickedFile(value: unknown): value is PickedFile {
  return typeof value === 'object' && value !== null && (value as PickedFile).rawFile instanceof Blob;
}

async function fileToBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * A course's thumbnail: a newly picked file is uploaded first (the server checks, re-encodes and stores
 * it) and the course is saved with the URL it answers; an unchanged thumbnail is its URL again.
 */
export async function withUploadedThumbnail(
  data: Record<string, unknown>,
  upload: (file: PickedFile) => Promise<string>,
): Promise<Record<string, unknown>> {
  const thumbnail = data.thumbnail;
  if (isPickedFile(thumbnail)) return { ...data, thumbnail: await upload(thumbnail) };
  if (typeof thumbnail === 'object' && thumbnail !== null && typeof (thumbnail as { src?: unknown }).src === 'string') {
    return { ...data, thumbnail: (thumbnail as { src: string }).src };
  }
  return data;
}

interface SyncState {
  last_success_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
  requested_at: string | null;
  details: Record<string, unknown>;
}
export interface CohortCommunity {
  discord: SyncState & { available: boolean; channel_id: string | null; invite_url: string | null; members_with_role: number };
  lms: SyncState & { available: boolean; course_id: string | null };
}

export interface ConsoleDataProvider extends DataProvider {
  /** approve or reject a teacher application (the server e-mails the applicant) */
  decideTeacherApplication(id: number | string, decision: 'approve' | 'reject'): Promise<unknown>;
  /** a course in review or a teacher's cohort proposal: approve, or send back with a reason (the server e-mails the teacher) */
  review(resource: 'courses' | 'cohorts', id: number | string, decision: { approve: true } | { approve: false; reason: string }): Promise<unknown>;
  /** move a registration to the other payer (the server's payer-change rules, spec §4) */
  changePayer(id: number | string, payer: 'SCHOOL' | 'STUDENT'): Promise<unknown>;
  /** the cohorts of the same course a registration could move to, each with the server's verdict (issue 29) */
  transferTargets(id: number | string): Promise<TransferTarget[]>;
  /** move a registration to another cohort of its course (payment, invoice and payer go along) */
  transferRegistration(id: number | string, cohortId: number): Promise<unknown>;
  /** remove every second factor of a user who lost their device (the server ends their sessions, e-mails them) */
  resetSecondFactors(id: number | string): Promise<{ removed: number; notified: boolean }>;
  /** a cohort's Discord channel and LearnWorlds sync state (issue 14) */
  cohortCommunity(id: number | string): Promise<CohortCommunity>;
  /** ask for the cohort's LearnWorlds progress sync now (run by the jobs) */
  syncProgress(id: number | string): Promise<unknown>;
  /** an outbox entry: deliver it now ("retry") or never ("discard"); the server records it in the activity log */
  outboxAction(id: number | string, action: 'retry' | 'discard'): Promise<unknown>;
  /** a bank statement matched to invoices by reference number: shown ('preview') or marked paid ('apply') */
  bankPayments(action: 'preview' | 'apply', text: string): Promise<BankPaymentMatch[]>;
  /** a refund paid back by bank transfer: the admin records it sent, then arrived (issue 28 item 3) */
  creditNoteRefund(id: number | string, state: 'SENT' | 'ARRIVED'): Promise<unknown>;
}

/** A cohort a registration could move to (GET /manage/participants/{id}/transfer-targets). */
export interface TransferTarget {
  id: number;
  name: string;
  course_id: number;
  course_name: string;
  start_date: string;
  end_date: string;
  seats_left: number;
  allowed: boolean;
  /** why not, in the console's language */
  reason: string | null;
}

/** One incoming payment of a bank statement and what it matched (api/src/invoices/bank-payments.ts). */
export interface BankPaymentMatch {
  reference: string | null;
  amount: number;
  payer: string | null;
  booked_on: string | null;
  source: string;
  outcome: 'MATCHED' | 'PAID' | 'ALREADY_PAID' | 'CANCELED' | 'AMOUNT_DIFFERS' | 'UNKNOWN_REFERENCE' | 'NO_REFERENCE';
  invoice: { id: number; number: string; amount: number; status: string } | null;
}

/** Saves the interface language on the signed-in account (PATCH /api/v1/me), as the portal's switch does. */
export async function saveAccountLanguage(language: Lang): Promise<void> {
  await httpClient(`${MANAGE_API_URL.replace(/\/manage$/, '')}/me`, { method: 'PATCH', body: JSON.stringify({ language }) });
}

export function createDataProvider(apiUrl = MANAGE_API_URL): ConsoleDataProvider {
  const base = simpleRestProvider(apiUrl, httpClient);
  const refuseCohortDelete = (resource: string) =>
    resource === 'cohorts' ? Promise.reject(new HttpError(COHORT_DELETE_REFUSED, 409)) : null;
  const uploadThumbnail = async (file: PickedFile): Promise<string> => {
    const { json } = await httpClient(`${apiUrl}/uploads/thumbnails`, {
      method: 'POST',
      body: JSON.stringify({ file_name: file.rawFile.name, content_type: file.rawFile.type, data: await fileToBase64(file.rawFile) }),
    });
    return (json as { url: string }).url;
  };
  const prepare = async <P extends { data: unknown }>(resource: string, params: P): Promise<P> =>
    resource === 'courses'
      ? { ...params, data: await withUploadedThumbnail(params.data as Record<string, unknown>, uploadThumbnail) }
      : params;
  return {
    getList: (resource, params) => base.getList(resource, params).catch(toHttpError),
    getOne: (resource, params) => base.getOne(resource, params).catch(toHttpError),
    getMany: (resource, params) => base.getMany(resource, params).catch(toHttpError),
    getManyReference: (resource, params) => base.getManyReference(resource, params).catch(toHttpError),
    create: (resource, params) =>
      prepare(resource, params)
        .then((p) => base.create(resource, p))
        .catch(toHttpError),
    update: (resource, params) =>
      prepare(resource, params)
        .then((p) => base.update(resource, p))
        .catch(toHttpError),
    updateMany: (resource, params) => base.updateMany(resource, params).catch(toHttpError),
    delete: (resource, params) =>
      refuseCohortDelete(resource) ?? base.delete(resource, params).catch(toHttpError),
    deleteMany: (resource, params) =>
      refuseCohortDelete(resource) ?? base.deleteMany(resource, params).catch(toHttpError),
    changePayer: (id, payer) =>
      httpClient(`${apiUrl}/participants/${encodeURIComponent(id)}/payer`, { method: 'PUT', body: JSON.stringify({ payer }) })
        .then(({ json }) => json)
        .catch(toHttpError),
    transferTargets: (id) =>
      httpClient(`${apiUrl}/participants/${encodeURIComponent(id)}/transfer-targets`)
        .then(({ json }) => (json as { data: TransferTarget[] }).data)
        .catch(toHttpError),
    transferRegistration: (id, cohortId) =>
      httpClient(`${apiUrl}/participants/${encodeURIComponent(id)}/transfer`, { method: 'POST', body: JSON.stringify({ cohort_id: cohortId }) })
        .then(({ json }) => json)
        .catch(toHttpError),
    resetSecondFactors: (id) =>
      httpClient(`${apiUrl}/users/${encodeURIComponent(id)}/reset_second_factors`, { method: 'POST', body: '{}' })
        .then(({ json }) => json as { removed: number; notified: boolean })
        .catch(toHttpError),
    // the cohort's integrations live beside the manage API (/api/v1/cohorts/{id}/…), shared with its teachers
    cohortCommunity: (id) =>
      httpClient(`${apiUrl.replace(/\/manage$/, '')}/cohorts/${encodeURIComponent(id)}/community`)
        .then(({ json }) => (json as { data: CohortCommunity }).data)
        .catch(toHttpError),
    syncProgress: (id) =>
      httpClient(`${apiUrl.replace(/\/manage$/, '')}/cohorts/${encodeURIComponent(id)}/lms-sync`, { method: 'POST', body: '{}' })
        .then(({ json }) => json)
        .catch(toHttpError),
    creditNoteRefund: (id, state) =>
      httpClient(`${apiUrl}/credit_notes/${encodeURIComponent(id)}/refund`, { method: 'POST', body: JSON.stringify({ state }) })
        .then(({ json }) => json)
        .catch(toHttpError),
    outboxAction: (id, action) =>
      httpClient(`${apiUrl}/outbox/${encodeURIComponent(id)}/${action}`, { method: 'POST', body: '{}' })
        .then(({ json }) => json)
        .catch(toHttpError),
    bankPayments: (action, text) =>
      httpClient(`${apiUrl}/bank_payments/${action}`, { method: 'POST', body: JSON.stringify({ text }) })
        .then(({ json }) => (json as { data: BankPaymentMatch[] }).data)
        .catch(toHttpError),
    review: (resource, id, decision) =>
      httpClient(`${apiUrl}/${resource}/${encodeURIComponent(id)}/review`, { method: 'POST', body: JSON.stringify(decision) })
        .then(({ json }) => json)
        .catch(toHttpError),
    decideTeacherApplication: (id, decision) =>
      httpClient(`${apiUrl}/teacher_applications/${encodeURIComponent(id)}/${decision}`, { method: 'POST', body: '{}' })
        .then(({ json }) => json)
        .catch(toHttpError),
  };
}
