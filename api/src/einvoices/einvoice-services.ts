// Which access point takes e-invoices, chosen once from configuration (env.ts) by the composition root
// (services.ts): Storecove with its key; without one, outside production, the stand-in at /dev/einvoices,
// reached through this app's own request handler (createApp connects it, like the payment simulator); in
// production without a key, no access point: every school gets its e-invoice by e-mail.
import type { Env } from '../env.ts';
import { createStorecoveAccessPoint, type EinvoiceAccessPoint } from './access-point.ts';

/** The stand-in's development key and sender (never production). */
export const EINVOICE_STAND_IN_KEY = 'valik-einvoice-stand-in-development-key';
export const EINVOICE_STAND_IN_LEGAL_ENTITY = 1;
export const EINVOICE_STAND_IN_PATH = '/dev/einvoices/api/v2';

type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

export interface Einvoices {
  accessPoint: EinvoiceAccessPoint | null;
  standInOn: boolean;
  /** createApp connects its own request handler: the stand-in is served by the same app */
  connect(fetcher: Fetcher): void;
}

export function createEinvoices(env: Env): Einvoices {
  if (env.STORECOVE_API_KEY && env.STORECOVE_LEGAL_ENTITY_ID) {
    const accessPoint = createStorecoveAccessPoint({ kind: 'storecove', apiUrl: env.STORECOVE_API_URL, apiKey: env.STORECOVE_API_KEY, legalEntityId: env.STORECOVE_LEGAL_ENTITY_ID, fetch: (url, init) => fetch(url, init) });
    return { accessPoint, standInOn: false, connect: () => undefined };
  }
  if (env.isProduction) return { accessPoint: null, standInOn: false, connect: () => undefined };
  let target: Fetcher | null = null;
  const accessPoint = createStorecoveAccessPoint({
    kind: 'stand-in',
    apiUrl: EINVOICE_STAND_IN_PATH,
    apiKey: EINVOICE_STAND_IN_KEY,
    legalEntityId: EINVOICE_STAND_IN_LEGAL_ENTITY,
    fetch: (url, init) => (target ? target(url, init) : Promise.reject(new Error('the e-invoice stand-in is not connected to an app'))),
  });
  return {
    accessPoint,
    standInOn: true,
    connect(fetcher) {
      target = fetcher;
    },
  };
}
