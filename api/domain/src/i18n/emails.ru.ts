// Russian of the e-mails (mail/templates.ts, ADR 021). Keys are the English source strings, as everywhere;
// merged into the API's dictionary (index.ts). A '|'-joined key is a plural: Russian gives one|few|many.
export const emailsRu: Record<string, string> = {
  // shared
  'Hello {name},': 'Здравствуйте, {name}!',
  'Hello,': 'Здравствуйте!',
  'Log in': 'Войти',
  'My courses': 'Мои курсы',
  'My students': 'Мои ученики',
  Register: 'Зарегистрироваться',
  'Set a new password': 'Задать новый пароль',
  '{n} credit|{n} credits': '{n} кредит|{n} кредита|{n} кредитов',
  '…and {n} more': '…и ещё {n}',
  student: 'ученик',
  teacher: 'учитель',
  'school representative': 'представитель школы',
  administrator: 'администратор',
  // accounts
  'Setting a new password': 'Новый пароль',
  'Confirm your e-mail address': 'Подтвердите адрес электронной почты',
  'Thank you for creating a Valik account! Confirm your e-mail address so you can log in.':
    'Спасибо, что создали учётную запись в Valik! Подтвердите адрес электронной почты, чтобы войти.',
  'Confirm e-mail address': 'Подтвердить адрес',
  'The link works for 24 hours. If you did not create an account, you can delete this e-mail.':
    'Ссылка действует 24 часа. Если вы не создавали учётную запись, просто удалите это письмо.',
  'Someone (hopefully you) asked to reset the password of your Valik account. You can set a new password with the button below.':
    'Кто-то (надеемся, что вы) попросил сбросить пароль вашей учётной записи Valik. Новый пароль можно задать кнопкой ниже.',
  'The link works for one hour and only once. If you did not ask for this, you do not need to do anything.':
    'Ссылка действует один час и только один раз. Если вы этого не запрашивали, ничего делать не нужно.',
  'Your sign-in link': 'Ваша ссылка для входа',
  'Log in to Valik with the button below.': 'Войдите в Valik кнопкой ниже.',
  'The link works for 15 minutes and only once. If you did not ask for a sign-in link, you can delete this e-mail.':
    'Ссылка действует 15 минут и только один раз. Если вы не запрашивали ссылку для входа, просто удалите это письмо.',
  'You have been invited to Valik': 'Вас пригласили в Valik',
  'An account was created for you at Valik (role: {role}). Set your password and log in.':
    'Для вас создана учётная запись в Valik (роль: {role}). Задайте пароль и войдите.',
  'Set your password': 'Задать пароль',
  'The link works for 7 days and only once. Later you can get a new one from “Forgot your password?”.':
    'Ссылка действует 7 дней и только один раз. Позже новую ссылку можно получить через «Забыли пароль?».',
  'Your password was changed': 'Ваш пароль изменён',
  'The password of your Valik account was changed and all other sessions were ended.':
    'Пароль вашей учётной записи Valik изменён, все остальные сеансы завершены.',
  'If this was not you, set a new password now.': 'Если это были не вы, сразу задайте новый пароль.',
  'Your two-step verification was removed': 'Двухэтапная проверка отключена',
  'At your request, a Valik administrator removed the two-step verification (authenticator app or phone) of your account and ended all your sessions. You can now log in with your password alone.':
    'По вашей просьбе администратор Valik отключил двухэтапную проверку (приложение-аутентификатор или телефон) вашей учётной записи и завершил все ваши сеансы. Теперь вы можете войти только с паролем.',
  'Add a new authenticator app in your profile as soon as you have logged in. If you did not ask for this, contact us at once.':
    'Сразу после входа добавьте в профиле новое приложение-аутентификатор. Если вы об этом не просили, немедленно свяжитесь с нами.',
  'Open my profile': 'Открыть мой профиль',
  'Confirm your new e-mail address': 'Подтвердите новый адрес электронной почты',
  'You asked to change the e-mail address of your Valik account to {newEmail}. The change takes effect once you confirm it with the button below.':
    'Вы попросили изменить адрес электронной почты вашей учётной записи Valik на {newEmail}. Изменение вступит в силу, когда вы подтвердите его кнопкой ниже.',
  'Confirm the new address': 'Подтвердить новый адрес',
  'The link works for 24 hours and only once. If you did not ask for this, you can delete this e-mail.':
    'Ссылка действует 24 часа и только один раз. Если вы этого не запрашивали, просто удалите это письмо.',
  'Changing your e-mail address': 'Изменение адреса электронной почты',
  'Someone (hopefully you) asked to change the e-mail address of your Valik account to {newEmail}. The address changes only once the link sent to the new address is confirmed.':
    'Кто-то (надеемся, что вы) попросил изменить адрес электронной почты вашей учётной записи Valik на {newEmail}. Адрес изменится только после подтверждения ссылки, отправленной на новый адрес.',
  'If this was not you, change your password now and contact us.': 'Если это были не вы, сразу смените пароль и свяжитесь с нами.',
  'Your e-mail address was changed': 'Ваш адрес электронной почты изменён',
  'The e-mail address of your Valik account is now {newEmail}. We will no longer write to this address.':
    'Адрес электронной почты вашей учётной записи Valik теперь {newEmail}. На этот адрес мы больше писать не будем.',
  'If this was not you, press the button below: the account gets this address back, every session is ended, and you can then set your password again.':
    'Если это были не вы, нажмите кнопку ниже: учётной записи вернётся этот адрес, все сеансы будут завершены, и вы сможете заново задать пароль.',
  'This was not me – undo the change': 'Это был не я — отменить изменение',
  'The link works for 7 days.': 'Ссылка действует 7 дней.',
  // teacher applications
  'We received your application to teach': 'Мы получили вашу заявку на преподавание',
  'Thank you for wanting to teach at Valik! We will review your application and let you know by e-mail.':
    'Спасибо, что хотите преподавать в Valik! Мы рассмотрим вашу заявку и сообщим о решении по электронной почте.',
  'Meanwhile, please confirm your e-mail address with the link in a separate e-mail.':
    'А пока, пожалуйста, подтвердите адрес электронной почты по ссылке из отдельного письма.',
  'New teacher application: {applicant}': 'Новая заявка учителя: {applicant}',
  '{applicant} ({email}) applied to teach.': '{applicant} ({email}) подал(а) заявку на преподавание.',
  'Courses they could teach: {courses}': 'Курсы, которые он(а) мог(ла) бы вести: {courses}',
  'Review the application': 'Посмотреть заявку',
  'You are now a Valik teacher': 'Теперь вы учитель Valik',
  'Your application was approved and your account now has the teacher role. Log in to see your dashboard.':
    'Ваша заявка одобрена, и у вашей учётной записи теперь роль учителя. Войдите, чтобы увидеть свою панель.',
  'Your application to teach': 'Ваша заявка на преподавание',
  'Thank you for your interest! Unfortunately we cannot accept your application at this time. Your account stays and you can keep learning at Valik.':
    'Спасибо за интерес! К сожалению, сейчас мы не можем принять вашу заявку. Ваша учётная запись сохраняется, и вы можете продолжать учиться в Valik.',
  // student journey
  'You are registered: {course}': 'Вы зарегистрированы: {course}',
  'You are registered for “{course}” ({cohort}), starting {start}.': 'Вы зарегистрированы на курс «{course}» ({cohort}), начало {start}.',
  'Payer: {payer}.': 'Плательщик: {payer}.',
  'A seat is free: {course}': 'Освободилось место: {course}',
  'A seat is free in “{course}” ({cohort}) and it is held for you until {until}.':
    'На курсе «{course}» ({cohort}) освободилось место, и оно закреплено за вами до {until}.',
  'Register before then, otherwise we offer the seat to the next in line.': 'Зарегистрируйтесь до этого времени, иначе мы предложим место следующему в очереди.',
  'Payer changed: {course}': 'Плательщик изменён: {course}',
  'The payer of “{course}” is now: {payer}.': 'Плательщик курса «{course}» теперь: {payer}.',
  'If the invoice is unpaid on {date}, access to the course closes.': 'Если счёт не будет оплачен к {date}, доступ к курсу закроется.',
  'Your diploma: {course}': 'Ваш диплом: {course}',
  'Congratulations! You have passed “{course}” and your diploma is ready.': 'Поздравляем! Курс «{course}» вам зачтён, и ваш диплом готов.',
  'Its verification code is {code}. Anyone can check that it is genuine at {url}':
    'Код проверки диплома: {code}. Любой может проверить его подлинность по адресу {url}',
  'Download the diploma': 'Скачать диплом',
  'Sign in to Valik to download it. You also find it under “My courses”.':
    'Чтобы скачать диплом, войдите в Valik. Он также есть на странице «Мои курсы».',
  // teachers
  'Class times changed: {course}': 'Время занятий изменилось: {course}',
  'The class times of “{course}” ({cohort}) have changed.': 'Время занятий курса «{course}» ({cohort}) изменилось.',
  'New times (Estonian time): {times}.': 'Новое время (по эстонскому времени): {times}.',
  'Course result: {course}': 'Результат курса: {course}',
  'Congratulations! You have passed “{course}”.': 'Поздравляем! Курс «{course}» вам зачтён.',
  'You did not pass “{course}” this time.': 'На этот раз курс «{course}» вам не зачтён.',
  'Your diploma is ready; download it from “My courses”.': 'Ваш диплом готов, скачать его можно на странице «Мои курсы».',
  // school representatives
  '{school}: weekly summary {from}–{to}': '{school}: итоги недели {from}–{to}',
  "The week of {school}'s students ({from}–{to}).": 'Неделя учеников школы «{school}» ({from}–{to}).',
  'New registrations ({n}):': 'Новые регистрации ({n}):',
  '{name}: {course} ({cohort}), starts {start}, paid by the school': '{name}: {course} ({cohort}), начало {start}, оплачивает школа',
  '{name}: {course} ({cohort}), starts {start}, paid by the student': '{name}: {course} ({cohort}), начало {start}, оплачивает ученик',
  'No new registrations.': 'Новых регистраций не было.',
  'Results ({n}):': 'Результаты ({n}):',
  '{name}: {course} ({cohort}) – passed': '{name}: {course} ({cohort}) — зачтено',
  '{name}: {course} ({cohort}) – not passed': '{name}: {course} ({cohort}) — не зачтено',
  'No new results.': 'Новых результатов не было.',
  'Credits are running low: {credits} left. See {url}': 'Кредиты заканчиваются, остаток — {credits}. Подробнее: {url}',
  'You get this e-mail as a representative of {school}. To stop the weekly summaries, open {url} (switch them on again on the “My students” page).':
    'Вы получили это письмо как представитель школы «{school}». Чтобы отказаться от еженедельных итогов, откройте {url} (снова включить их можно на странице «Мои ученики»).',
  // school credits
  '{school}: {credits} left': '{school}: остаток — {credits}',
  'The credit balance of {school} is running low: {credits} left. One credit is one course seat.':
    'Кредиты школы «{school}» заканчиваются, остаток — {credits}. Один кредит — это одно место на курсе.',
  'When the credits run out, students cannot register on the school’s account. Contact Valik to add credits.':
    'Когда кредиты закончатся, ученики не смогут регистрироваться за счёт школы. Чтобы пополнить кредиты, свяжитесь с Valik.',
  'See credits': 'Посмотреть кредиты',
  // payments
  'Payment received: {course}': 'Оплата получена: {course}',
  'Thank you! We received your payment and you are registered for “{course}” ({cohort}).':
    'Спасибо! Мы получили вашу оплату, и вы зарегистрированы на курс «{course}» ({cohort}).',
  'Amount: {amount}. Invoice: {invoice}, paid {paidAt} ({method}).': 'Сумма: {amount}. Счёт: {invoice}, оплачен {paidAt} ({method}).',
  'You get a full refund if you cancel until 7 days after the course starts.':
    'Если вы отмените участие не позднее 7 дней после начала курса, мы вернём всю сумму.',
  'Refund: {course}': 'Возврат денег: {course}',
  'Your payment for “{course}” reached us after the group had no free seat left. We refund it in full.':
    'Ваша оплата курса «{course}» поступила, когда в группе уже не осталось свободных мест. Мы вернём всю сумму.',
  '“{course}” was already paid for, so we refund the second payment.': 'Курс «{course}» уже был оплачен, поэтому мы вернём повторный платёж.',
  'Your registration for “{course}” is canceled and we refund it in full.': 'Ваша регистрация на курс «{course}» отменена, мы вернём всю сумму.',
  'We refund {amount} to the card or account you paid from. It arrives within one working day to a week.':
    'Мы вернём {amount} на карту или счёт, с которых вы платили. Деньги поступят в течение от одного рабочего дня до недели.',
  // pass receipts (issue 28 items 1, 2)
  'Receipt: {pass}': 'Квитанция: {pass}',
  'Your {pass} renewed and we received its payment. Thank you!': 'Ваш {pass} продлён, оплата получена. Спасибо!',
  'Thank you! We received your payment for the {pass}.': 'Спасибо! Мы получили оплату: {pass}.',
  card: 'банковская карта',
  'Paid period: {from}–{to}.': 'Оплаченный период: {from}–{to}.',
  'The pass renews every {n} day: on {next} we charge {amount} again, until you stop it.|The pass renews every {n} days: on {next} we charge {amount} again, until you stop it.':
    'Абонемент продлевается каждый {n} день: {next} мы снова спишем {amount}, пока вы его не остановите.|Абонемент продлевается каждые {n} дня: {next} мы снова спишем {amount}, пока вы его не остановите.|Абонемент продлевается каждые {n} дней: {next} мы снова спишем {amount}, пока вы его не остановите.',
  'To stop it, cancel the pass on the payment plan page before {next}. It then ends with the paid period and you are not charged again.':
    'Чтобы остановить, отмените абонемент на странице плана оплаты до {next}. Тогда он закончится вместе с оплаченным периодом, и больше денег не спишут.',
  'Payment plan': 'План оплаты',
  // e-invoices (issue 28)
  'Invoice {invoice} from Valik': 'Счёт {invoice} от Valik',
  'The invoice {invoice} of {school} is attached as an e-invoice (EN 16931, UBL 2.1) that accounting software reads.': 'Счёт {invoice} школы {school} приложен как электронный счёт (EN 16931, UBL 2.1), который читают бухгалтерские программы.',
  'Amount due: {amount} by {due}. Please pay with the reference number {reference}.': 'К оплате {amount} до {due}. Просим указать в платеже номер ссылки {reference}.',
  'Amount: {amount}. Nothing is due.': 'Сумма: {amount}. Оплачивать ничего не нужно.',
  'The PDF and the e-invoice are also on the school’s invoices page.': 'PDF и электронный счёт есть и на странице счетов школы.',
  'School invoices': 'Счета школы',
  'Credit note {creditNote} from Valik': 'Кредит-нота {creditNote} от Valik',
  'The credit note {creditNote} of {school} takes back {amount} of the invoice {invoice}. It is attached as an e-invoice (EN 16931, UBL 2.1) that accounting software reads.':
    'Кредит-нота {creditNote} школы {school} сторнирует {amount} по счёту {invoice}. Она приложена как электронный документ (EN 16931, UBL 2.1), который читают бухгалтерские программы.',
  // teachers propose, admins review (issue 29 item 6)
  "Course for review: {course}": "Курс на проверку: {course}",
  "{teacher} sent the course “{course}” for review.": "{teacher} отправил(а) курс «{course}» на проверку.",
  "Approve it or send it back with a reason in the console.": "Утвердите его или верните с указанием причины в консоли.",
  "Review the course": "Посмотреть курс",
  "Your course was approved: {course}": "Ваш курс утверждён: {course}",
  "Valik approved your course “{course}”. You can now propose cohorts of it.": "Valik утвердил ваш курс «{course}». Теперь вы можете предлагать по нему группы.",
  "Your course was sent back: {course}": "Ваш курс возвращён: {course}",
  "Valik sent your course “{course}” back to you with this note:": "Valik вернул вам курс «{course}» со следующим замечанием:",
  "Change the course and send it for review again.": "Измените курс и снова отправьте его на проверку.",
  "Cohort proposal: {course} – {cohort}": "Предложение группы: {course} – {cohort}",
  "{teacher} proposed the cohort “{cohort}” of the course “{course}”, starting {start}.": "{teacher} предложил(а) группу «{cohort}» курса «{course}» с началом {start}.",
  "Review the proposal": "Посмотреть предложение",
  "Your cohort proposal was approved: {cohort}": "Ваше предложение группы утверждено: {cohort}",
  "Valik approved your proposal of the cohort “{cohort}” of the course “{course}”. Valik adds its links and opens the registration.": "Valik утвердил ваше предложение группы «{cohort}» курса «{course}». Valik добавит ссылки группы и откроет регистрацию.",
  "My cohorts": "Мои группы",
  "Your cohort proposal was sent back: {cohort}": "Ваше предложение группы возвращено: {cohort}",
  "Valik sent your proposal of the cohort “{cohort}” of the course “{course}” back to you with this note:": "Valik вернул вам предложение группы «{cohort}» курса «{course}» со следующим замечанием:",
};
