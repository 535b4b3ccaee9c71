// The e-invoice port (issue 28 item 5, ADR 030): what delivering an e-invoice asks of a Peppol access point.
// One real client of Storecove's document submission API (a Peppol access point with a public, documented
// HTTP API: POST {api}/document_submissions with a bearer key, the UBL as raw document data, the receiver's
// Peppol identifier as routing and our idempotency guid), pointed by einvoice-services.ts at Storecove when
// its key is configured or, outside production, at the stand-in this server mounts at /dev/einvoices,
// which speaks the same API. No use case asks which one it has.

export interface EinvoiceSubmission {
  /** the receiver's Peppol participant identifier */
  receiver: { scheme: string; id: string };
  documentType: 'invoice' | 'creditnote';
  /** the UBL document */
  xml: string;
  /** the same key for every attempt of one delivery: the access point takes the document once */
  idempotencyKey: string;
}

export interface EinvoiceAccessPoint {
  /** 'storecove' at Storecove, 'stand-in' at /dev/einvoices */
  readonly kind: 'storecove' | 'stand-in';
  /** Hands the document over; resolves with the access point's submission id; throws when it was not taken. */
  submit(submission: EinvoiceSubmission): Promise<{ submissionId: string }>;
}

export class EinvoiceDeliveryError extends Error {
  override name = 'EinvoiceDeliveryError';
}

/**
 * Storecove's identifier schemes for the ISO 6523 codes Valik's schools use (Storecove names schemes by
 * country and kind; 0191 is the Estonian Business Register's code, 'EE:CC').
 */
const STORECOVE_SCHEMES: Record<string, string> = { '0191': 'EE:CC', '9931': 'EE:VAT', '0088': 'GLN', '0208': 'BE:EN' };

export function storecoveScheme(icd: string): string {
  return STORECOVE_SCHEMES[icd] ?? icd;
}

export interface StorecoveConfig {
  kind: EinvoiceAccessPoint['kind'];
  /** https://api.storecove.com/api/v2, or the stand-in's /dev/einvoices/api/v2 */
  apiUrl: string;
  apiKey: string;
  /** our legal entity at Storecove (the sender) */
  legalEntityId: number;
  /** the HTTP client: global fetch, or the app's own request handler for the in-process stand-in */
  fetch: (url: string, init: RequestInit) => Promise<Response>;
}

export function createStorecoveAccessPoint(config: StorecoveConfig): EinvoiceAccessPoint {
  return {
    kind: config.kind,
    async submit(submission) {
      const body = {
        legalEntityId: config.legalEntityId,
        idempotencyGuid: submission.idempotencyKey,
        routing: { eIdentifiers: [{ scheme: storecoveScheme(submission.receiver.scheme), id: submission.receiver.id }], emails: [] },
        document: {
          documentType: submission.documentType,
          rawDocumentData: { document: Buffer.from(submission.xml, 'utf8').toString('base64'), parse: true, parseStrategy: 'ubl' },
        },
      };
      const response = await config.fetch(`${config.apiUrl}/document_submissions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok) throw new EinvoiceDeliveryError(`the access point refused the e-invoice: HTTP ${response.status} ${text.slice(0, 300)}`);
      const answer = JSON.parse(text) as { guid?: unknown };
      if (typeof answer.guid !== 'string') throw new EinvoiceDeliveryError('the access point answered without a submission guid');
      return { submissionId: answer.guid };
    },
  };
}
