// Russian of the live cohort's week (issue 29: reminders and attendance), ADR 021. Keys are the English
// source strings, as everywhere.
export const ruLiveCohorts: Record<string, string> = {
  // e-mails
  'Class tomorrow: {course}': 'Завтра занятие: {course}',
  'Your next class of “{course}” ({cohort}) is on {when} (Estonian time).': 'Следующее занятие курса «{course}» ({cohort}) — {when} (по эстонскому времени).',
  'Join it with the button below; joining through this link also marks you present.': 'Подключайтесь по кнопке ниже; по этой ссылке вы также отмечаетесь как присутствующий.',
  'Join the class': 'Подключиться к занятию',
  'You can switch off class reminders in your profile: {url}': 'Напоминания о занятиях можно отключить в профиле: {url}',
  'Your course starts today: {course}': 'Ваш курс начинается сегодня: {course}',
  '“{course}” ({cohort}) starts today, {start} (Estonian time).': 'Курс «{course}» ({cohort}) начинается сегодня, {start} (по эстонскому времени).',
  'Classes every week: {times}.': 'Занятия каждую неделю: {times}.',
  'Join the classes with the button below; joining through this link also marks you present.': 'Подключайтесь к занятиям по кнопке ниже; по этой ссылке вы также отмечаетесь как присутствующий.',
  'Invoice {invoice} is unpaid: {course}': 'Счёт {invoice} не оплачен: {course}',
  'Your invoice {invoice} for “{course}” ({cohort}), {amount}, is not paid yet.': 'Ваш счёт {invoice} за курс «{course}» ({cohort}), {amount}, ещё не оплачен.',
  'Please pay it by {due}: an invoice is paid at least 3 days before the course starts.': 'Пожалуйста, оплатите его до {due}: счёт оплачивается не позднее чем за 3 дня до начала курса.',
  'Pay now': 'Оплатить',
  // Discord and the calendar feed
  'Class in one hour: {course} ({cohort}), {when} Estonian time. Join from “My courses”: {url}': 'Занятие через час: {course} ({cohort}), {when} по эстонскому времени. Подключайтесь со страницы «Мои курсы»: {url}',
  'Class in one hour: {course}': 'Занятие через час: {course}',
  // API messages
  'The class could not be found': 'Занятие не найдено',
  'Attendance can be marked once the class has begun': 'Посещаемость можно отметить, когда занятие началось',
  'This class is skipped: there is no attendance to mark': 'Это занятие отменено: отмечать посещаемость не нужно',
  'This student is not registered for this cohort': 'Этот ученик не зарегистрирован в этой группе',
  'Attendance is recorded for this class; clear it before skipping the class': 'Посещаемость этого занятия уже отмечена; снимите отметки, прежде чем отменять занятие',
};
