// The one clock (issue 25 item 4). The app reads the time through `deps.clock` (lib/context.ts), which the
// composition root (services.ts) sets to `systemClock` and a test replaces with its own to move time:
// routes, use cases, jobs, the catalogue and the page cache all ask it. `new Date()` without a value is
// written here and nowhere else in api/src (eslint's no-restricted-syntax keeps it so); parsing a value
// (`new Date(iso)`, `new Date(ms)`) is fine anywhere.
// Code outside the service container reads systemClock directly: the command-line tools, and the adapters
// and stand-ins of outside services, whose own time (a token's lifetime, a signature's timestamp that the
// real provider checks against its clock) is the world's, not the app's.

/** The time, now: the real one, or a test's. */
export type Clock = () => Date;

/** The real time. */
export const systemClock: Clock = () => new Date();
