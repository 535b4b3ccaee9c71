// Global error handling rules of product-spec §2 and §8, and the client fetch retry policy of §9.
import { READ_RETRIES, RETRY_STATUSES, WRITE_RETRIES } from './constants.ts';

export const ERROR_SCREEN_TEXT = {
  notFound: 'This page could not be found',
  generic: 'An error occurred',
  brokenLink: "Looks like you've followed a broken link or entered a URL that doesn't exist on this site.",
  back: 'Go back to the main page',
} as const;

export function errorScreenHeading(status?: number | null, message?: string | null): string {
  return status === 404 || (message ?? '').includes('404') ? ERROR_SCREEN_TEXT.notFound : ERROR_SCREEN_TEXT.generic;
}

/** Errors are hidden from crawlers and bots. */
export function isBotUserAgent(userAgent: string | null | undefined): boolean {
  return /bot|lighthouse|facebook|google/i.test(userAgent ?? '');
}

const READ_METHODS: readonly string[] = ['GET', 'HEAD'];

/**
 * Whether a failed request is tried again. `attempt` counts the retries already made (0 after the first
 * failure). Reads (GET, HEAD) get one retry on the retry statuses; writes none, as a repeated write
 * could apply twice.
 */
export function shouldRetry(method: string, status: number, attempt: number): boolean {
  const allowed = READ_METHODS.includes(method.toUpperCase()) ? READ_RETRIES : WRITE_RETRIES;
  return attempt < allowed && (RETRY_STATUSES as readonly number[]).includes(status);
}
