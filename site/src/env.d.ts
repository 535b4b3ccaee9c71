/// <reference types="astro/client" />
import type { SiteLocals } from '@valik/domain/contracts';

declare global {
  namespace App {
    // Everything a page knows about the request comes from the server through these locals.
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface Locals extends SiteLocals {}
  }
}

export {};
