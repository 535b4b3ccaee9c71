// Russian texts of the public site (ADR 021): natural Russian of an Estonian school, the polite "вы".
// Keys are the English source strings; the type makes a key missing here (or one Estonian lacks) fail
// to compile, and tests/i18n.test.ts checks the keys, placeholders and plural forms of both languages.
// A '|'-joined key is a plural: Russian gives one|few|many (1 день, 2 дня, 5 дней).
import { GLOSSARY_RU } from '@valik/domain';
import type { et } from './et.ts';

export const ru: Record<keyof typeof et, string> = {
  // layout
  'Skip to content': 'Перейти к содержанию',
  'Main menu': 'Главное меню',
  Home: 'Главная',
  Courses: 'Курсы',
  Pricing: 'Цены',
  FAQ: 'Вопросы',
  'For schools': 'Школам',
  'Log in': 'Войти',
  'My account': 'Моя учётная запись',
  Language: 'Язык',
  Contact: 'Контакты',
  'Valik is an online school of elective courses taught live in small groups.':
    'Valik — онлайн-школа курсов по выбору, которые проходят вживую в небольших группах.',
  Learn: 'Учёба',
  'Frequently asked questions': 'Часто задаваемые вопросы',
  'Work with us': 'Сотрудничество',
  'Apply to teach': 'Стать учителем',
  Cookies: 'Файлы cookie',
  'This site uses cookies. By accepting to use cookies, you may improve your browsing experience. You can change your cookies preferences anytime in your browser menu.':
    'Этот сайт использует файлы cookie. Согласившись на их использование, вы сделаете работу с сайтом удобнее. Настройки файлов cookie можно в любой момент изменить в меню браузера.',
  'I agree': 'Принять',
  Reject: 'Отказаться',
  'Cookie settings': 'Настройки файлов cookie',

  // error screen
  'This page could not be found': 'Эта страница не найдена',
  'An error occurred': 'Произошла ошибка',
  "Looks like you've followed a broken link or entered a URL that doesn't exist on this site.":
    GLOSSARY_RU.brokenLink,
  'Go back to the main page': 'Вернуться на главную страницу',

  // catalogue values
  Estonian: 'эстонский',
  English: 'английский',
  Russian: 'русский',
  'Last spots': 'Последние места',
  'Join the waitlist': 'Записаться в лист ожидания',
  'Last days to join': 'Последние дни для записи',
  'Starting soon': 'Скоро начало',
  'The group is full': 'Группа заполнена', // not-glossary-term: a sentence (Estonian 'Grupp on täis')
  'The group is not open yet': 'Группа ещё не открыта',
  'The group is closed': 'Группа закрыта',

  // catalogue
  'Elective courses taught live online in small groups. Find a course and join the next group.':
    'Курсы по выбору вживую онлайн в небольших группах. Найдите курс и присоединяйтесь к ближайшей группе.',
  '{category} courses': 'Курсы: {category}',
  'Elective courses in the category {category}, taught live online in small groups.':
    'Курсы по выбору в категории «{category}» вживую онлайн в небольших группах.',
  'Search courses by name': 'Поиск курса по названию',
  Search: 'Найти',
  'Filter courses': 'Фильтр курсов',
  Category: 'Категория',
  'All courses': 'Все курсы',
  'Language of instruction': 'Язык обучения',
  'All languages': 'Все языки',
  '{count} course found|{count} courses found': 'Найден {count} курс|Найдено {count} курса|Найдено {count} курсов',
  'No courses match your search.': 'По вашему запросу курсов не найдено.',
  'Show all courses': 'Показать все курсы',
  'Academic hours': 'Академических часов',
  'Join the course': 'Записаться на курс',
  'Next group': 'Ближайшая группа',
  'Next start': 'Ближайшее начало',
  'Current group': 'Текущая группа',
  'started {date}': 'началась {date}',
  'No upcoming groups': 'Предстоящих групп нет',
  Dates: 'Сроки проведения',
  'Classes every week (Estonian time)': 'Занятия каждую неделю (по эстонскому времени)',
  'Lesson length': 'Продолжительность занятия',
  '{minutes} min': '{minutes} мин',
  'Seats left': 'Свободных мест',
  Price: 'Цена',
  'VAT included': 'включая НДС',
  '{price} (VAT included)': '{price} (включая НДС)',
  Register: 'Зарегистрироваться',
  'You are registered in this group': 'Вы зарегистрированы в этой группе',
  'My courses': 'Мои курсы',

  // course page
  Breadcrumbs: 'Навигационная цепочка',
  Rating: 'Оценка',
  '{rating} / 5': '{rating} / 5',
  '{count} answer|{count} answers': '{count} ответ|{count} ответа|{count} ответов',
  'See the groups': 'Посмотреть группы',
  'About the course': 'О курсе',
  'What you will learn': 'Чему вы научитесь',
  'Grading criteria': 'Критерии оценивания',
  Teachers: 'Учителя',
  Groups: 'Группы',
  'No groups are planned for this course yet. Look again soon.':
    'Для этого курса группы пока не запланированы. Загляните позже.',
  'What students say': 'Отзывы учеников',

  // home
  'Elective course taught live online': 'Курс по выбору вживую онлайн',
  'Elective courses taught live online': 'Курсы по выбору вживую онлайн',
  'Valik is an Estonian online school: elective courses taught live in small groups by practising teachers.':
    'Valik — эстонская онлайн-школа: курсы по выбору, которые практикующие специалисты ведут вживую в небольших группах.',
  'Browse courses': 'Смотреть курсы',
  'Create an account': 'Создать учётную запись',
  Legal: 'Правовая информация',
  'Terms of use': 'Условия использования',
  'Privacy policy': 'Политика конфиденциальности',
  'Valik is run by {name} (registry code {code}), {address}.': 'Оператор Valik — {name} (регистрационный код {code}), {address}.',
  'In force from {date} (version {version})': 'Действует с {date} (версия {version})',
  'Last reviewed on {date}': 'Последняя проверка {date}',
  'Accessibility statement': 'Заявление о доступности',
  'How a course works': 'Как проходит курс',
  'Choose a course': 'Выберите курс',
  'Browse elective courses in Estonian, English and Russian and pick a group whose start date and class times suit you.':
    'Выбирайте курсы на эстонском, английском и русском языках и группу, дата начала и время занятий которой вам подходят.',
  'Register and pay': 'Зарегистрируйтесь и оплатите',
  'Teach at Valik': 'Преподавайте в Valik',
  'Are you a practising expert who likes working with young people? Teach your subject live online to students from all over Estonia.':
    'Вы практикующий специалист и любите работать с молодёжью? Преподавайте свой предмет вживую онлайн ученикам со всей Эстонии.',
  'Register for the group and choose who pays: you or your school. Your school may already have seats or credits for you.':
    'Зарегистрируйтесь в группу и выберите, кто платит: вы или ваша школа. Возможно, у вашей школы уже есть для вас места или кредиты.',
  'Learn live with your group': 'Учитесь вживую со своей группой',
  'Meet your teacher and group online every week, do the assignments, give feedback and receive a diploma.':
    'Каждую неделю встречайтесь онлайн с учителем и группой, выполняйте задания, оставляйте отзыв и получите диплом.',
  'Popular courses': 'Популярные курсы',
  'See all courses': 'Все курсы',
  'Groups starting soon': 'Скоро начинаются',
  'New groups are being planned. Look again soon.': 'Новые группы планируются. Загляните позже.',
  'Partner schools': 'Школы-партнёры',
  'Valik for schools': 'Valik для школ',
  'Ready to start?': 'Готовы начать?',

  // pricing
  'How paying for Valik courses works: passes for students, seats and credits for schools, refunds and invoices.':
    'Как оплачивать курсы Valik: абонементы для учеников, места и кредиты для школ, возвраты и счета.',
  'Pay for a course yourself with a pass, or let your school pay. The price is shown before you pay.':
    'Оплатите курс сами абонементом или пусть за вас заплатит школа. Цену вы увидите до оплаты.',
  'Pay for a course yourself with a pass, or let your school pay for you.':
    'Оплатите курс сами абонементом или пусть за вас заплатит школа.',
  'The price is shown before you pay': 'Цену вы увидите до оплаты',
  'Seats or credits': 'Места или кредиты',
  'Renews every {days} day|Renews every {days} days': 'Продлевается каждый {days} день|Продлевается каждые {days} дня|Продлевается каждые {days} дней',
  'Pays for {n} course in each period.|Pays for up to {n} courses in each period.': 'Оплачивает {n} курс в каждом периоде.|Оплачивает до {n} курсов в каждом периоде.|Оплачивает до {n} курсов в каждом периоде.',
  'Charged again every {days} day until you stop it.|Charged again every {days} days until you stop it.':
    'Оплата списывается снова каждый {days} день, пока вы его не остановите.|Оплата списывается снова каждые {days} дня, пока вы его не остановите.|Оплата списывается снова каждые {days} дней, пока вы его не остановите.',
  'To stop, cancel it on the payment plan page: it ends with the paid period.': 'Чтобы остановить, отмените его на странице плана оплаты: он закончится вместе с оплаченным периодом.',
  'You can also pause it.': 'Его также можно приостановить.',
  'Buy the single pass': 'Купить абонемент на один курс',
  'Buy the multi pass': 'Купить абонемент на несколько курсов',
  '{days} day|{days} days': '{days} день|{days} дня|{days} дней',
  'Price by agreement': 'Цена по договорённости',
  'A school pays for its students by buying seats or credits and sets the conditions under which it pays.':
    'Школа оплачивает обучение своих учеников, покупая места или кредиты, и сама устанавливает условия оплаты.',
  'Refunds and payment terms': 'Возвраты и условия оплаты',
  'Full refund up to {days} day after the course start; after that, no refund.|Full refund up to {days} days after the course start; after that, no refund.':
    'Полный возврат денег — в течение {days} дня после начала курса, позже деньги не возвращаются.|Полный возврат денег — в течение {days} дней после начала курса, позже деньги не возвращаются.|Полный возврат денег — в течение {days} дней после начала курса, позже деньги не возвращаются.',
  'An invoice should be paid at least {days} day before the course start.|An invoice should be paid at least {days} days before the course start.':
    'Счёт нужно оплатить не позднее чем за {days} день до начала курса.|Счёт нужно оплатить не позднее чем за {days} дня до начала курса.|Счёт нужно оплатить не позднее чем за {days} дней до начала курса.',
  'A bank payment can take up to {days} working day to be confirmed.|A bank payment can take up to {days} working days to be confirmed.':
    'Подтверждение банковского платежа может занять до {days} рабочего дня.|Подтверждение банковского платежа может занять до {days} рабочих дней.|Подтверждение банковского платежа может занять до {days} рабочих дней.',
  'Card and bank-link payments are accepted, as are promotion codes and gift cards.':
    'Принимаются оплата картой и через интернет-банк, а также промокоды и подарочные карты.',
  'More answers in the FAQ': 'Другие ответы — на странице «Часто задаваемые вопросы»',

  // FAQ
  'Answers about registration, payment, refunds, invoices, Discord, diplomas and feedback.':
    'Ответы о регистрации, оплате, возвратах, счетах, Discord, дипломах и отзывах.',
  'How do I register for a course?': 'Как зарегистрироваться на курс?',
  'Create an account, open the course, choose a group and press Register. If the group is full, you can join the waitlist and we will let you know when a seat opens.':
    'Создайте учётную запись, откройте курс, выберите группу и нажмите «Зарегистрироваться». Если группа заполнена, запишитесь в лист ожидания — мы сообщим, когда освободится место.',
  'Who pays for the course?': 'Кто оплачивает курс?',
  'When you register you choose the payer: you or your school. If your school pays, it is invoiced or its credits are used; otherwise you pay by card, bank link or invoice.':
    'При регистрации вы выбираете плательщика: себя или свою школу. Если платит школа, ей выставляется счёт или списываются её кредиты; иначе вы платите сами картой, через интернет-банк или по счёту.',
  'Can I get my money back?': 'Можно ли вернуть деньги?',
  'Yes: you get a full refund if you cancel up to {days} day after the course start. After that, no refund is given. A refund takes from one working day to a week.|Yes: you get a full refund if you cancel up to {days} days after the course start. After that, no refund is given. A refund takes from one working day to a week.':
    'Да: если вы отмените участие в течение {days} дня после начала курса, мы вернём всю сумму. Позже деньги не возвращаются. Возврат занимает от одного рабочего дня до недели.|Да: если вы отмените участие в течение {days} дней после начала курса, мы вернём всю сумму. Позже деньги не возвращаются. Возврат занимает от одного рабочего дня до недели.|Да: если вы отмените участие в течение {days} дней после начала курса, мы вернём всю сумму. Позже деньги не возвращаются. Возврат занимает от одного рабочего дня до недели.',
  'I paid by bank transfer. Why is my payment not confirmed yet?':
    'Я заплатил(а) банковским переводом. Почему платёж ещё не подтверждён?',
  'A bank confirmation can take up to {days} working day.|A bank confirmation can take up to {days} working days.':
    'Подтверждение от банка может занять до {days} рабочего дня.|Подтверждение от банка может занять до {days} рабочих дней.|Подтверждение от банка может занять до {days} рабочих дней.',
  'When must an invoice be paid?': 'Когда нужно оплатить счёт?',
  'At least {days} day before the course start. If the payer changes and an invoice stays unpaid, access to the course closes one week later.|At least {days} days before the course start. If the payer changes and an invoice stays unpaid, access to the course closes one week later.':
    'Не позднее чем за {days} день до начала курса. Если плательщик меняется и счёт остаётся неоплаченным, доступ к курсу закрывается через неделю.|Не позднее чем за {days} дня до начала курса. Если плательщик меняется и счёт остаётся неоплаченным, доступ к курсу закрывается через неделю.|Не позднее чем за {days} дней до начала курса. Если плательщик меняется и счёт остаётся неоплаченным, доступ к курсу закрывается через неделю.',
  'Where do I find the Discord channel and the classroom?': 'Где найти канал в Discord и виртуальный класс?',
  'After registering, open My courses: each group has its Discord invite link, the video meeting link and the classroom link. Connect your Discord account and add your classroom e-mail (a Gmail address) in your profile.':
    'После регистрации откройте «Мои курсы»: у каждой группы есть ссылка-приглашение в Discord, ссылка на видеозанятие и ссылка на виртуальный класс. Подключите в профиле свою учётную запись Discord и добавьте адрес для виртуального класса (адрес Gmail).',
  'Do I get a diploma?': 'Получу ли я диплом?',
  'Yes. When your teacher marks the course as passed, a diploma appears in My courses.':
    'Да. Когда учитель отметит курс как зачтённый, диплом появится на странице «Мои курсы».',
  'How do I give feedback?': 'Как оставить отзыв?',
  'At the end of the course you are asked for feedback in a short form in My courses. Teachers and schools see only the summary.':
    'В конце курса мы попросим вас заполнить короткую форму отзыва на странице «Мои курсы». Учителя и школы видят только обобщённые итоги.',
  'Did not find an answer? Write to us at': 'Не нашли ответа? Напишите нам:',

  // school
  'Offer your students live elective courses: pay with seats or credits, set conditions and follow results.':
    'Предложите своим ученикам курсы по выбору вживую: оплачивайте местами или кредитами, задавайте условия и следите за результатами.',
  'Pay for your students': 'Оплачивайте обучение учеников',
  'Buy seats for your students or pay per registration. Students choose the school as the payer when they register.':
    'Покупайте места для своих учеников или платите за каждую регистрацию. При регистрации ученик выбирает плательщиком школу.',
  Credits: 'Кредиты',
  'Credits are topped up by Valik and used when your students register; a cancelled registration returns them. You see every change in the credit log.':
    'Кредиты пополняет Valik, а списываются они при регистрации ваших учеников; при отмене регистрации кредит возвращается. Каждое изменение видно в журнале кредитов.',
  'Your conditions': 'Ваши условия',
  'Limit what the school pays for: the course language, particular courses, the number of courses per student or a time period. Students see the conditions when they register.':
    'Ограничьте, за что платит школа: язык курса, отдельные курсы, число курсов на ученика или период времени. Ученики видят условия при регистрации.',
  'Follow the results': 'Следите за результатами',
  "A school representative sees the school's students, their registrations, progress and results, and a feedback dashboard.":
    'Представитель школы видит учеников школы, их регистрации, прогресс и результаты, а также сводку отзывов.',
  'Become a partner school': 'Станьте школой-партнёром',
  'Write to us and we will agree on the price and conditions together.':
    'Напишите нам, и мы вместе договоримся о цене и условиях.',

  // diploma verification (/diplomas, /diplomas/{code})
  'Diploma verification': 'Проверка диплома',
  'Check a diploma': 'Проверить диплом',
  'Check that a Valik diploma is genuine by its verification code.': 'Проверьте подлинность диплома Valik по коду проверки.',
  'Type the verification code printed on the diploma, e.g. VLK-7K3QD-M9XTP.': 'Введите код проверки, напечатанный на дипломе, например VLK-7K3QD-M9XTP.',
  'Verification code': 'Код проверки',
  Check: 'Проверить',
  'The diploma is valid': 'Диплом действителен',
  'Valik issued this diploma for passing the course.': 'Valik выдал этот диплом за прохождение курса.',
  'No diploma with this code': 'Диплома с таким кодом нет',
  'We could not find a diploma with the code {code}.': 'Мы не нашли диплом с кодом {code}.',
  'Check that you typed the code as it is printed on the diploma. If it is right, the diploma was not issued by Valik. Questions:':
    'Проверьте, что вы ввели код точно так, как он напечатан на дипломе. Если код верный, этот диплом выдан не Valik. Вопросы:',
  Name: 'Имя',
  Course: 'Курс',
  'Course dates': 'Сроки курса',
  Issued: 'Выдан',
  // issue 29 item 5: the heart of a course
  'Favourite: {course}': 'Избранное: {course}',
  'The favourite could not be saved. Please try again.': 'Не удалось сохранить избранное. Пожалуйста, попробуйте снова.',
  Favourites: 'Избранное',
  'Favourite courses': 'Избранные курсы',
  'The courses you have marked with the heart.': 'Курсы, которые вы отметили сердечком.',
  'No favourites yet. Mark a course with the heart to find it here.': 'В избранном пока ничего нет. Отметьте курс сердечком, чтобы найти его здесь.',
  // the glossary's words (issue 30 item 1): taken from @valik/domain, never typed here
  Popular: GLOSSARY_RU.category.POPULAR,
  'Life skills': GLOSSARY_RU.category.LIFE_SKILLS,
  Sustainability: GLOSSARY_RU.category.SUSTAINABILITY,
  Languages: GLOSSARY_RU.category.LANGUAGES,
  Diversity: GLOSSARY_RU.category.DIVERSITY,
  Technology: GLOSSARY_RU.category.TECHNOLOGY,
  'Business and finance': GLOSSARY_RU.category.BUSINESS_AND_FINANCE,
  'Mental health': GLOSSARY_RU.category.MENTAL_HEALTH,
  Others: GLOSSARY_RU.category.OTHERS,
  'Registration open': GLOSSARY_RU.cohortStatus.REGISTRATION_OPEN,
  Teacher: GLOSSARY_RU.role.TEACHER,
  'Single pass': GLOSSARY_RU.passKind.SINGLE_PASS,
  'Multi pass': GLOSSARY_RU.passKind.MULTI_PASS,
};
