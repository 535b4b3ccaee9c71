// The glossary in Russian (glossary.ts has the rules and English and Estonian): its own module, so an
// app that loads Russian only when chosen (the portal, the console) keeps it out of its first page.
import type { Glossary } from './glossary.ts';

export const GLOSSARY_RU: Glossary = {
  category: {
    POPULAR: 'Популярное',
    LIFE_SKILLS: 'Жизненные навыки',
    SUSTAINABILITY: 'Устойчивое развитие',
    LANGUAGES: 'Языки',
    DIVERSITY: 'Многообразие',
    TECHNOLOGY: 'Технологии',
    BUSINESS_AND_FINANCE: 'Бизнес и финансы',
    MENTAL_HEALTH: 'Психическое здоровье',
    OTHERS: 'Другое',
  },
  participantStatus: {
    REGISTERED: 'Зарегистрирован',
    // one English source with the cohort's state: "Учится" would call a group a learner (issue 30)
    IN_PROGRESS: 'Идёт обучение',
    COMPLETED: 'Зачтено',
    FAILED: 'Не зачтено',
    CANCELED: 'Отменено',
    AWAITING_RESULT: 'Ожидает результата',
  },
  cohortStatus: {
    DRAFT: 'Черновик',
    REGISTRATION_OPEN: 'Регистрация открыта',
    IN_PROGRESS: 'Идёт обучение',
    COMPLETED: 'Завершена',
    GROUP_FULL: 'Группа заполнена',
    CANCELED: 'Отменено',
    TEACHER_PAID: 'Учителю заплачено',
  },
  courseStatus: { DRAFT: 'Черновик', IN_REVIEW: 'Ожидает утверждения', APPROVED: 'Утверждён' },
  invoiceStatus: { UNPAID: 'Не оплачен', PAID: 'Оплачен', CANCELED: 'Отменено' },
  refundState: { REQUESTED: 'Возврат запрошен', SENT: 'Возврат отправлен', ARRIVED: 'Возврат поступил' },
  payer: { SCHOOL: 'Школа', STUDENT: 'Ученик' },
  role: { STUDENT: 'Ученик', TEACHER: 'Учитель', SCHOOL_REP: 'Представитель школы', ADMIN: 'Администратор' },
  passKind: { SINGLE_PASS: 'Абонемент на один курс', MULTI_PASS: 'Абонемент на несколько курсов' },
  billing: { creditNote: 'Кредит-нота', refunded: 'Возвращено', coveredByPass: 'Оплачено вашим абонементом' },
  brokenLink: 'Похоже, вы перешли по неработающей ссылке или ввели адрес, которого на этом сайте нет.',
};
