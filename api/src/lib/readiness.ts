/**
 * Whether this process wants new work (ADR 027). From SIGTERM until the process exits it drains:
 * /readyz answers 503 so the load balancer (or the platform's readiness probe) stops sending, while what
 * arrives meanwhile is still served (main.ts waits SHUTDOWN_DRAIN_SECONDS, then closes the server).
 */
export interface Readiness {
  readonly draining: boolean;
  drain(): void;
}

export function createReadiness(): Readiness {
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    drain() {
      draining = true;
    },
  };
}
