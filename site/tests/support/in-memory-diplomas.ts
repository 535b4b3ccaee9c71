// A diploma lookup over a list of verification answers, standing in for the database-backed one the
// server passes (api/src/diplomas/issue-diploma.ts `verifyDiploma`). Like it, it accepts a code in any
// case and without dashes and answers with the canonical code.
import type { DiplomaLookup, DiplomaVerificationDto } from '@valik/domain/contracts';

export function createInMemoryDiplomas(valid: DiplomaVerificationDto[]): DiplomaLookup & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    verify(code) {
      asked.push(code);
      const compact = code.toUpperCase().replace(/[\s-]+/g, '');
      const found = valid.find((d) => d.code.replaceAll('-', '') === compact);
      return Promise.resolve(found ?? { valid: false, code });
    },
  };
}
