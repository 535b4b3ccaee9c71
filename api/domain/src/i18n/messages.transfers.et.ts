// Estonian of moving a registration to another cohort (issue 29 item 3): the refusals and the e-mail.
// Keys are the English source strings, as everywhere.
export const etTransfers: Record<string, string> = {
  'Only a registration without a result can be moved to another cohort': 'Teise gruppi saab viia ainult registreeringu, millel pole veel tulemust',
  'The registration is already in this cohort': 'Registreering on juba selles grupis',
  'A registration can only be moved to another cohort of the same course': 'Registreeringu saab viia ainult sama kursuse teise gruppi',
  'The course has started: only the school can move you to another cohort now. Please write to us':
    'Kursus on alanud: nüüd saab sind teise gruppi viia ainult kool. Palun kirjuta meile',
  'There is already a registration for {cohort}': 'Grupis {cohort} on juba registreering olemas',
  'Registration for {cohort} has not opened yet': 'Grupi {cohort} registreerimine pole veel avatud',
  'Registration for {cohort} is closed': 'Grupi {cohort} registreerimine on suletud',
  'There is no free seat in {cohort}: the registration stays where it is. Join the waitlist of {cohort} instead':
    'Grupis {cohort} pole vaba kohta: registreering jääb sinna, kus see on. Liitu selle asemel grupi {cohort} ootejärjekorraga',
  'A payment of this registration is in progress: try again when it has gone through': 'Selle registreeringu makse on pooleli: proovi uuesti, kui see on läbi läinud',
  // the e-mail
  'You were moved to another group: {course}': 'Sind viidi teise gruppi: {course}',
  'Your registration for “{course}” has moved from the group {from} to the group {to}.': 'Sinu registreering kursusele „{course}“ viidi grupist {from} gruppi {to}.',
  'The new group runs {start}–{end}. Your payment, invoice and payer moved with it.': 'Uus grupp toimub {start}–{end}. Sinu makse, arve ja maksja liikusid kaasa.',
};
