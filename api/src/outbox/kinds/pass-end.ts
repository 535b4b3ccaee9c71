// PASS_END: a student's second active pass (two pass checkouts paid in a race, issue 19 item 3) to end and
// refund at the provider, written by the webhook's change that made it the duplicate. Delivered only while
// it is still an active duplicate; the provider call carries its own key (`duplicate-<subscription>`).
import { listDuplicateActivePasses } from '@valik/db/queries';
import { endDuplicatePassNow } from '../../payments/end-duplicate-pass.ts';
import { defineOutboxKind } from '../kind.ts';


export const passEndKind = defineOutboxKind('PASS_END', async (deps, { payload, now }) => {
  const pass = (await listDuplicateActivePasses(deps.db)).find((p) => p.id === payload.subscription_id);
  if (pass) await endDuplicatePassNow(deps, pass, now);
});
