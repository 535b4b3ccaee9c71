// One glossary for the whole product (issue 18 item 12): the portal says what the console and the site say.
import { describe, expect, it } from 'vitest';
import { BROKEN_LINK_ET, PARTICIPANT_STATUS_ET } from '@valik/api/domain';
import { et } from './et-pages.ts';

describe('the portal uses the glossary', () => {
  it('names participant states and the broken link as every app does', () => {
    expect(et['In progress']).toBe(PARTICIPANT_STATUS_ET.IN_PROGRESS);
    expect(et.Registered).toBe(PARTICIPANT_STATUS_ET.REGISTERED);
    expect(et.Passed).toBe(PARTICIPANT_STATUS_ET.COMPLETED);
    expect(et["Looks like you've followed a broken link or entered a URL that doesn't exist on this site."]).toBe(BROKEN_LINK_ET);
  });
});
