// One glossary for the whole product (issue 18 item 12, issue 30 item 1): the portal says what the console,
// the site, the e-mails and the PDFs say, in et, en and ru, and types none of the glossary's words itself.
import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { GLOSSARY_ET, GLOSSARY_RU, INVOICE_STATUS_ET, findRetypedGlossaryWords, glossaryEntries } from '@valik/domain';
import { findTypedGlossaryWords } from '@valik/domain/glossary-scan';
import { et } from './et-pages.ts';
import { etCore } from './et.ts';
import { ru } from './ru.ts';
import { journeyEt } from '../features/registration/et.journey.ts';
import { billingEt } from '../features/billing/et.billing.ts';
import { teachingEt } from '../features/cohorts/et.teaching.ts';
import { paymentsEt } from '../features/track/et.payments.ts';
import { passesEt } from '../features/payment-plan/et.passes.ts';
import { communityEt } from '../features/community/et.community.ts';
import { coursesEt } from '../features/courses/et.courses.ts';
import { attendanceEt } from '../features/attendance/et.attendance.ts';
import { transferEt } from '../features/my-courses/et.transfer.ts';
import { favouritesEt } from '../features/favourites/et.favourites.ts';
import { schoolsMenuEt } from '../features/school/et.schools-menu.ts';
import { schoolsEt } from '../features/school/et.schools.ts';

describe('the portal uses the glossary', () => {
  it('translates every glossary term with the glossary’s word, in Estonian and Russian', () => {
    const sources = glossaryEntries(GLOSSARY_ET);
    expect(et['The teacher']).toBe(GLOSSARY_ET.role.TEACHER);
    expect(ru['The teacher']).toBe(GLOSSARY_RU.role.TEACHER);
    // every glossary term the portal translates, it translates with the glossary's word
    for (const [source, word] of Object.entries(sources)) if (source in et) expect(et[source], source).toBe(word);
    for (const [source, word] of Object.entries(glossaryEntries(GLOSSARY_RU))) if (source in ru) expect(ru[source], source).toBe(word);
    // the terms the portal shows (the keys of et-pages.ts's glossaryEt) are all there
    for (const source of ['Popular', 'Others', 'Not passed', 'Awaiting approval', 'Refund arrived', 'Multi pass', 'Covered by your pass']) expect(source in et && source in ru, source).toBe(true);
    // "Учится" called a group a learner (issue 30); categories are the site's and the console's
    expect(ru['In progress']).toBe(GLOSSARY_RU.cohortStatus.IN_PROGRESS);
    expect([et.Popular, et.Others]).toEqual([GLOSSARY_ET.category.POPULAR, GLOSSARY_ET.category.OTHERS]);
  });

  it('has no table that says a glossary term otherwise, nor a retired word (“Makstud”, “Populaarne”, “Учится”, …)', () => {
    const tables = { etCore, journeyEt, billingEt, teachingEt, paymentsEt, passesEt, communityEt, coursesEt, attendanceEt, transferEt, favouritesEt, schoolsMenuEt, schoolsEt };
    for (const [name, table] of Object.entries(tables)) expect(findRetypedGlossaryWords(table, GLOSSARY_ET, 'et'), name).toEqual([]);
    expect(findRetypedGlossaryWords(ru, GLOSSARY_RU, 'ru')).toEqual([]);
    expect(et.Paid).toBe(INVOICE_STATUS_ET.PAID);
  });

  it('types no glossary word by hand in its source or its UI kit’s (each comes from @valik/domain)', () => {
    // this file's folder (src/i18n) by its path, whatever the test environment makes of its URL
    const src = resolve(import.meta.dirname, '..');
    expect(findTypedGlossaryWords(resolve(src, '../..'), [src, resolve(src, '../ui/src')])).toEqual([]);
  });
});
