// Every Estonian text of the API in one table (messages, documents, e-mails), the way DICTIONARIES holds
// it; the glossary's words last (issue 30 item 1), so no table of the API types one. (The console takes only
// the messages: messages-table.et.ts.)
import { GLOSSARY_ET, glossaryEntries } from '../glossary.ts';
import { documentsEt } from './documents.et.ts';
import { emailsEt } from './emails.et.ts';
import { et } from './messages.et.ts';
import { etCommunity } from './messages.community.et.ts';
import { etPayments } from './messages.payments.et.ts';
import { etLiveCohorts } from './messages.live-cohorts.et.ts';
import { etTransfers } from './messages.transfers.et.ts';
import { etSchools } from './messages.schools.et.ts';

export const etTable: Readonly<Record<string, string>> = { ...et, ...documentsEt, ...etCommunity, ...etPayments, ...emailsEt, ...etLiveCohorts, ...etTransfers, ...etSchools, ...glossaryEntries(GLOSSARY_ET) };
