// Estonian of schools at scale (issue 29 item 8): registering many students at once and the school-year
// report. Only the menu's two words are in i18n/et-pages.ts (et.schools-menu.ts): the rest comes with the two
// pages' own chunk (scale.ts adds it and the Russian to the translator), so the student's first
// page, which loads et-pages.ts, does not carry it (its JavaScript budget). The key tests read them with the
// other tables (i18n/page-tables.testing.ts).
export const schoolsEt: Record<string, string> = {
  'Register many students of your school for one course group at once. The school pays by its payment conditions; when the group is full, students go on its waitlist. New students get an e-mail invitation to set their password.':
    'Registreeri korraga mitu oma kooli õpilast ühte kursuse gruppi. Kool maksab oma maksetingimuste järgi; kui grupp on täis, lähevad õpilased ootejärjekorda. Uued õpilased saavad e-kirjaga kutse parooli seadmiseks.',
  'Students of the school': 'Kooli õpilased',
  'Search by name or e-mail': 'Otsi nime või e-posti järgi',
  'Choose all shown': 'Vali kõik näidatud',
  'Chosen: {{count}}': 'Valitud: {{count}}',
  'No students match the search.': 'Otsingule vastavaid õpilasi pole.',
  'New students from a list': 'Õpilased nimekirjast',
  'One student a line: name and e-mail address, or first name, last name and e-mail address, separated by commas or semicolons (a spreadsheet saved as CSV). A first line with column names is skipped.':
    'Üks õpilane rea kohta: nimi ja e-posti aadress või eesnimi, perekonnanimi ja e-posti aadress, eraldatud koma või semikooloniga (CSV-na salvestatud tabel). Veergude nimedega esimene rida jäetakse vahele.',
  'Names and e-mail addresses': 'Nimed ja e-posti aadressid',
  'Read a CSV file': 'Loe CSV-fail',
  'Rows in the list: {{count}}': 'Ridu nimekirjas: {{count}}',
  'The file is too large: at most {{max}} students can be registered at once': 'Fail on liiga suur: korraga saab registreerida kuni {{max}} õpilast',
  'Registering…': 'Registreerin…',
  'Register the students ({{count}})': 'Registreeri õpilased ({{count}})',
  'At most {{max}} students at once.': 'Korraga kuni {{max}} õpilast.',
  'What happened': 'Mis juhtus',
  'Registered: {{registered}} · on the waitlist: {{waitlisted}} · not registered: {{refused}} · invited: {{invited}}':
    'Registreeritud: {{registered}} · ootejärjekorras: {{waitlisted}} · registreerimata: {{refused}} · kutsutud: {{invited}}',
  'List row {{line}}': 'Nimekirja rida {{line}}',
  'Chosen from the list': 'Valitud nimekirjast',
  'Not registered': 'Registreerimata',
  'Invited and registered': 'Kutsutud ja registreeritud',
  // the school-year report
  'Registrations, results, attendance, credits used and invoices of your school’s students, for your records. The school year starts on 1 August; a registration counts in the year its group starts.':
    'Sinu kooli õpilaste registreeringud, tulemused, osalemine, kasutatud krediidid ja arved sinu arhiivi jaoks. Õppeaasta algab 1. augustil; registreering loetakse sellesse õppeaastasse, mil selle grupp algab.',
  'Registration list pages': 'Registreeringute nimekirja lehed',
  'Download CSV': 'Laadi alla CSV',
  'Download PDF': 'Laadi alla PDF',
  Registrations: 'Registreeringud',
  Diplomas: 'Tunnistused',
  Diploma: 'Tunnistus',
  'Credits used': 'Kasutatud krediite',
  Invoiced: 'Arveldatud',
  'No registrations for this period.': 'Selle perioodi kohta registreeringuid pole.',
  'Invoices of the school': 'Kooli arved',
  'No school invoices for these registrations.': 'Nende registreeringute kohta kooli arveid pole.',
  'Invoice number': 'Arve number',
  Period: 'Periood',
  'Invoice date': 'Arve kuupäev',
  'Due date': 'Maksetähtaeg',
  Amount: 'Summa',
};
