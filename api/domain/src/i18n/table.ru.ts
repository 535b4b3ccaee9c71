// Every Russian text of the API in one table (messages, documents, e-mails), the way DICTIONARIES holds
// it; the glossary's words last (issue 30 item 1), so no table of the API types one. Its own module so the console loads it only when Russian is chosen.
import { GLOSSARY_RU } from '../glossary.ru.ts';
import { glossaryEntries } from '../glossary.ts';
import { documentsRu } from './documents.ru.ts';
import { emailsRu } from './emails.ru.ts';
import { ru } from './messages.ru.ts';
import { ruCommunity } from './messages.community.ru.ts';
import { ruPayments } from './messages.payments.ru.ts';
import { ruLiveCohorts } from './messages.live-cohorts.ru.ts';
import { ruTransfers } from './messages.transfers.ru.ts';
import { ruSchools } from './messages.schools.ru.ts';

export const ruTable: Readonly<Record<string, string>> = { ...ru, ...documentsRu, ...ruCommunity, ...ruPayments, ...emailsRu, ...ruLiveCohorts, ...ruTransfers, ...ruSchools, ...glossaryEntries(GLOSSARY_RU) };
