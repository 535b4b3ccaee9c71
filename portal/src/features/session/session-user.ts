// The signed-in user as the client holds it (product-spec §3 "Session user"): one definition, the API's.
export type { SessionUser, SessionReply, SessionAssurance, Factor } from '@valik/domain/contracts';
