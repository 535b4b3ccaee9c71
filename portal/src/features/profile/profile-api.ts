// The own account's API calls (routes/me and routes/auth-factors), as TanStack Query keys and fetchers.
import type { AccountSession, EnrolledFactor, FactorChallenge, FactorList, OwnAccount, RecoveryCodeStatus, RecoveryCodesIssued } from '@valik/api/contracts';
import { api } from '../../lib/http.ts';
import type { SessionUser } from '../session/session-user.ts';

export const profileKeys = {
  account: ['me'] as const,
  factors: ['me', 'factors'] as const,
  sessions: ['me', 'sessions'] as const,
  recoveryCodes: ['me', 'recovery-codes'] as const,
};

export const fetchAccount = () => api.get<OwnAccount>('/api/v1/me');
export const fetchFactors = () => api.get<FactorList>('/api/v1/auth/factors');
export const fetchSessions = () => api.get<{ data: AccountSession[] }>('/api/v1/me/sessions').then((r) => r.data);

export interface ProfileChanges {
  first_name?: string;
  last_name?: string;
  phone_number?: string | null;
  language?: 'et' | 'en' | null;
}
export const updateProfile = (changes: ProfileChanges) => api.patch<{ user: SessionUser | null }>('/api/v1/me', changes);

/** Reads a picked file as a data URL (sent as JSON, like every call that changes something). */
export function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
export const uploadAvatar = (image: string) => api.put<{ avatar: string }>('/api/v1/me/avatar', { image });
export const deleteAvatar = () => api.delete<{ avatar: null }>('/api/v1/me/avatar', {});

/** Asks for an e-mail change: a confirmation link goes to the new address (202, nothing changes yet). */
export const requestEmailChange = (body: { email: string; email_confirm: string }) =>
  api.post<{ pending_email: string }>('/api/v1/me/email', body);

export const changePassword = (body: { current_password: string; password: string; password_confirm: string }) =>
  api.post<{ changed: boolean }>('/api/v1/me/password', body);

export const enrolTotp = (friendlyName: string) =>
  api.post<EnrolledFactor>('/api/v1/auth/factors', { factor_type: 'totp', friendly_name: friendlyName, issuer: 'Valik' });
export const enrolPhone = (friendlyName: string, phone: string) =>
  api.post<EnrolledFactor>('/api/v1/auth/factors', { factor_type: 'phone', friendly_name: friendlyName, phone });
export const challenge = (factorId: string) => api.post<FactorChallenge>(`/api/v1/auth/factors/${factorId}/challenge`, {});
export const verify = (factorId: string, challengeId: string, code: string) =>
  api.post<{ user: SessionUser | null; recovery_codes?: string[] | null }>(`/api/v1/auth/factors/${factorId}/verify`, { challenge_id: challengeId, code });
export const fetchRecoveryCodeStatus = () => api.get<RecoveryCodeStatus>('/api/v1/auth/recovery-codes');
export const issueRecoveryCodes = () => api.post<RecoveryCodesIssued>('/api/v1/auth/recovery-codes', {});
export const removeFactor = (factorId: string) => api.delete<{ id: string }>(`/api/v1/auth/factors/${factorId}`, {});

export const signOutEverywhere = () => api.post<{ ended: number }>('/api/v1/me/sessions/sign-out-everywhere', {});

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

export const deleteAccount = (confirmation: { password?: string; email?: string }) => api.delete<{ deleted: boolean }>('/api/v1/me', confirmation);
