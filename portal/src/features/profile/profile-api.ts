// The own account's API calls (routes/me and routes/auth-factors), as TanStack Query keys and fetchers.
import type { InferRequestType } from '@valik/api/client';
import { json, v1 } from '../../lib/http.ts';

export const profileKeys = {
  account: ['me'] as const,
  factors: ['me', 'factors'] as const,
  sessions: ['me', 'sessions'] as const,
  recoveryCodes: ['me', 'recovery-codes'] as const,
};

export const fetchAccount = () => json(v1.me.$get());
export const fetchFactors = () => json(v1.auth.factors.$get());
export const fetchSessions = () => json(v1.me.sessions.$get()).then((r) => r.data);

/** What PATCH /api/v1/me accepts, as the API's validator types it. */
export type ProfileChanges = InferRequestType<typeof v1.me.$patch>['json'];
export const updateProfile = (changes: ProfileChanges) => json(v1.me.$patch({ json: changes }));

/** Reads a picked file as a data URL (sent as JSON, like every call that changes something). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
export const uploadAvatar = (image: string) => json(v1.me.avatar.$put({ json: { image } }));
export const deleteAvatar = () => json(v1.me.avatar.$delete());

/** Asks for an e-mail change: a confirmation link goes to the new address (202, nothing changes yet). */
export const requestEmailChange = (body: { email: string; email_confirm: string }) =>
  json(v1.me.email.$post({ json: body }));

export const changePassword = (body: { current_password: string; password: string; password_confirm: string }) =>
  json(v1.me.password.$post({ json: body }));

export const enrolTotp = (friendlyName: string) =>
  json(v1.auth.factors.$post({ json: { factor_type: 'totp', friendly_name: friendlyName, issuer: 'Valik' } }));
export const enrolPhone = (friendlyName: string, phone: string) =>
  json(v1.auth.factors.$post({ json: { factor_type: 'phone', friendly_name: friendlyName, phone } }));
export const challenge = (factorId: string) => json(v1.auth.factors[':id'].challenge.$post({ param: { id: factorId }, json: {} }));
export const verify = (factorId: string, challengeId: string, code: string) =>
  json(v1.auth.factors[':id'].verify.$post({ param: { id: factorId }, json: { challenge_id: challengeId, code } }));
export const fetchRecoveryCodeStatus = () => json(v1.auth['recovery-codes'].$get());
export const issueRecoveryCodes = () => json(v1.auth['recovery-codes'].$post());
export const removeFactor = (factorId: string) => json(v1.auth.factors[':id'].$delete({ param: { id: factorId } }));

export const signOutEverywhere = () => json(v1.me.sessions['sign-out-everywhere'].$post());

/** GET /api/v1/me/export as a file download. */
export async function downloadMyData(): Promise<void> {
  const res = await fetch('/api/v1/me/export', { credentials: 'include', headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'valik-data.json';
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const deleteAccount = (confirmation: { password?: string; email?: string }) => json(v1.me.$delete({ json: confirmation }));
