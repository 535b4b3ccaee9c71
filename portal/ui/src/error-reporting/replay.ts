// Loaded after the SDK has started (error-reporting.ts), in its own chunk: session replay with the
// spec's options (REPLAY_OPTIONS in @valik/domain).
import { replayIntegration } from '@sentry/react';
import { REPLAY_OPTIONS, scrubUrl } from '@valik/domain';

type RecordingEvent = Parameters<NonNullable<NonNullable<Parameters<typeof replayIntegration>[0]>['beforeAddRecordingEvent']>>[0];

/** URLs in a recording (page addresses, navigation breadcrumbs) lose the values of secret parameters. */
function scrubRecordingEvent(event: RecordingEvent): RecordingEvent {
  return JSON.parse(JSON.stringify(event), (_key, value: unknown) => (typeof value === 'string' && value.includes('=') ? scrubUrl(value) : value)) as RecordingEvent;
}

export function createReplay() {
  return replayIntegration({
    maskAllText: REPLAY_OPTIONS.maskAllText,
    maskAllInputs: REPLAY_OPTIONS.maskAllInputs,
    blockAllMedia: REPLAY_OPTIONS.blockAllMedia,
    beforeAddRecordingEvent: scrubRecordingEvent,
  });
}
