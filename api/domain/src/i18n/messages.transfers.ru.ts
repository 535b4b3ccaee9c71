// Russian of moving a registration to another cohort (issue 29 item 3): the refusals and the e-mail.
export const ruTransfers: Record<string, string> = {
  'Only a registration without a result can be moved to another cohort': 'В другую группу можно перевести только регистрацию без результата',
  'The registration is already in this cohort': 'Регистрация уже в этой группе',
  'A registration can only be moved to another cohort of the same course': 'Регистрацию можно перевести только в другую группу того же курса',
  'The course has started: only the school can move you to another cohort now. Please write to us':
    'Курс уже начался: теперь перевести вас в другую группу может только школа. Пожалуйста, напишите нам',
  'There is already a registration for {cohort}': 'В группе {cohort} уже есть регистрация',
  'Registration for {cohort} has not opened yet': 'Регистрация в группу {cohort} ещё не открыта',
  'Registration for {cohort} is closed': 'Регистрация в группу {cohort} закрыта',
  'There is no free seat in {cohort}: the registration stays where it is. Join the waitlist of {cohort} instead':
    'В группе {cohort} нет свободных мест: регистрация остаётся на месте. Вместо этого встаньте в лист ожидания группы {cohort}',
  'A payment of this registration is in progress: try again when it has gone through': 'Оплата этой регистрации ещё идёт: попробуйте снова, когда она пройдёт',
  // the e-mail
  'You were moved to another group: {course}': 'Вас перевели в другую группу: {course}',
  'Your registration for “{course}” has moved from the group {from} to the group {to}.': 'Ваша регистрация на курс «{course}» переведена из группы {from} в группу {to}.',
  'The new group runs {start}–{end}. Your payment, invoice and payer moved with it.': 'Новая группа занимается {start}–{end}. Ваша оплата, счёт и плательщик перешли вместе с ней.',
};
