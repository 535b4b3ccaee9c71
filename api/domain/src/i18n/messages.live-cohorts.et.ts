// Estonian of the live cohort's week (issue 29: reminders and attendance): e-mails, the Discord reminder,
// the calendar alarm and the API's messages. Keys are the English source strings, as everywhere.
export const etLiveCohorts: Record<string, string> = {
  // e-mails
  'Class tomorrow: {course}': 'Homme on tund: {course}',
  'Your next class of “{course}” ({cohort}) is on {when} (Estonian time).': 'Kursuse „{course}“ ({cohort}) järgmine tund on {when} (Eesti aja järgi).',
  'Join it with the button below; joining through this link also marks you present.': 'Liitu alloleva nupuga; selle lingi kaudu liitudes märgitakse sind ka kohalolijaks.',
  'Join the class': 'Liitu tunniga',
  'You can switch off class reminders in your profile: {url}': 'Tunnimeeldetuletused saad välja lülitada oma profiilis: {url}',
  'Your course starts today: {course}': 'Sinu kursus algab täna: {course}',
  '“{course}” ({cohort}) starts today, {start} (Estonian time).': 'Kursus „{course}“ ({cohort}) algab täna, {start} (Eesti aja järgi).',
  'Classes every week: {times}.': 'Tunnid igal nädalal: {times}.',
  'Join the classes with the button below; joining through this link also marks you present.': 'Liitu tundidega alloleva nupuga; selle lingi kaudu liitudes märgitakse sind ka kohalolijaks.',
  'Invoice {invoice} is unpaid: {course}': 'Arve {invoice} on tasumata: {course}',
  'Your invoice {invoice} for “{course}” ({cohort}), {amount}, is not paid yet.': 'Sinu arve {invoice} kursuse „{course}“ ({cohort}) eest, {amount}, on veel tasumata.',
  'Please pay it by {due}: an invoice is paid at least 3 days before the course starts.': 'Palun tasu see hiljemalt {due}: arve tasutakse vähemalt 3 päeva enne kursuse algust.',
  'Pay now': 'Maksa kohe',
  // Discord and the calendar feed
  'Class in one hour: {course} ({cohort}), {when} Estonian time. Join from “My courses”: {url}': 'Tund algab tunni aja pärast: {course} ({cohort}), {when} Eesti aja järgi. Liitu lehelt „Minu kursused“: {url}',
  'Class in one hour: {course}': 'Tund algab tunni aja pärast: {course}',
  // API messages
  'The class could not be found': 'Tundi ei leitud',
  'Attendance can be marked once the class has begun': 'Kohalolu saab märkida, kui tund on alanud',
  'This class is skipped: there is no attendance to mark': 'See tund jääb ära: kohalolu pole vaja märkida',
  'This student is not registered for this cohort': 'See õpilane ei ole selles grupis',
  'Attendance is recorded for this class; clear it before skipping the class': 'Selle tunni kohalolu on märgitud; eemalda märked enne, kui tunni ära jätad',
};
