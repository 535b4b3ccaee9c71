// The terms of use and the privacy policy (issue 18 item 5): their current versions, written once. The
// site shows them on /terms and /privacy; sign-up and the teacher application record the versions the
// person agreed to (legal_agreements). A changed document gets a new version here.
export const LEGAL_DOCUMENTS = {
  terms: { path: '/terms', version: '2026-11-26' },
  privacy: { path: '/privacy', version: '2026-11-26' },
} as const;

export type LegalAgreementContext = 'SIGNUP' | 'TEACHER_APPLICATION';
