// The participant states in English (glossary.ts gathers them; ADR 036): a module of their own, as the
// student's home ("My courses": its status chips) takes these English keys and no other glossary section,
// so the portal keeps them in that page's chunk instead of a chunk shared with the teachers' pages.
import type { Glossary } from './glossary-shape.ts';

export const PARTICIPANT_STATUS_EN: Glossary['participantStatus'] = {
  REGISTERED: 'Registered',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Passed',
  FAILED: 'Not passed',
  CANCELED: 'Canceled',
  AWAITING_RESULT: 'Awaiting result',
};
