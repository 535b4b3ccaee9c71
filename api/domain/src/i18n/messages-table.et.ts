// The Estonian of the API's messages (errors, notices, the words of the glossary) without its e-mails and
// documents: what the console translates an API text with. The console never shows an e-mail's or a PDF's
// text, and its first page has a JavaScript budget (about 5 kB gzipped saved).
import { GLOSSARY_ET, glossaryEntries } from '../glossary.ts';
import { et } from './messages.et.ts';
import { etCommunity } from './messages.community.et.ts';
import { etPayments } from './messages.payments.et.ts';
import { etLiveCohorts } from './messages.live-cohorts.et.ts';
import { etTransfers } from './messages.transfers.et.ts';
import { etSchools } from './messages.schools.et.ts';

export const etMessagesTable: Readonly<Record<string, string>> = { ...et, ...etCommunity, ...etPayments, ...etLiveCohorts, ...etTransfers, ...etSchools, ...glossaryEntries(GLOSSARY_ET) };
