// Answers for end-of-course feedback, per teaching language (students answer in the course's language).
import type { SeedLanguage } from './types.ts';

export interface FeedbackTexts {
  highlights: string[];
  /** The 'what bothered you' variant, used when satisfaction is below 8. */
  bothered: string[];
  learnings: string[];
  teacher: string[];
  /** Only when the self grade is Insufficient, Fair or Good (1..3). */
  improvement: string[];
  futureCourses: string[];
}

export const FEEDBACK_TEXTS: Record<SeedLanguage, FeedbackTexts> = {
  et: {
    highlights: [
      'Praktilised ülesanded ja see, et kõike sai kohe ise proovida.',
      'Õpetaja selgitas keerulisi asju väga lihtsalt ja näidetega.',
      'Väikeses grupis sai palju rääkida ja julgelt küsida.',
      'Päriselulised näited ja külalisesinejad.',
      'Lõpuprojekt, kus sai ise teema valida.',
      'Toetav õhkkond – kedagi ei naerdud vigade pärast välja.',
    ],
    bothered: [
      'Mõned tunnid venisid pikaks ja tempo oli kohati aeglane.',
      'Kodutöid oli minu jaoks natuke liiga palju.',
      'Tunniaeg kattus mõnikord mu trenniga.',
      'Videokõnega oli paar korda tehnilisi probleeme.',
    ],
    learnings: [
      'Õppisin oma aega paremini planeerima.',
      'Sain aru, kuidas seda teemat päriselus kasutada.',
      'Julgen nüüd rohkem küsida ja kaasa rääkida.',
      'Oskan leida ja kontrollida usaldusväärseid allikaid.',
      'Sain teadmisi, mida kasutan kindlasti ka ülikoolis.',
    ],
    teacher: [
      'Õpetaja oli väga toetav ja andis head tagasisidet.',
      'Tunnid olid hästi ette valmistatud ja selge ülesehitusega.',
      'Õpetaja vastas küsimustele kiiresti ka väljaspool tunde.',
      'Oleksin tahtnud rohkem individuaalset tagasisidet.',
    ],
    improvement: [
      'Järgmine kord teen kodutööd õigel ajal, mitte viimasel õhtul.',
      'Peaksin tundides aktiivsemalt kaasa rääkima.',
      'Planeeriksin iseseisvaks tööks rohkem aega.',
    ],
    futureCourses: [
      'Tahaksin jätkukursust samal teemal.',
      'Mind huvitaks andmeanalüüs.',
      'Fotograafia ja videotöötlus.',
      'Psühholoogia või filosoofia.',
      'Rohkem keelekursusi, näiteks prantsuse keel.',
    ],
  },
  en: {
    highlights: [
      'Hands-on tasks and trying everything out straight away.',
      'The teacher explained difficult ideas with great examples.',
      'Small groups, so everyone could speak and ask questions.',
      'The final project where we could choose our own topic.',
      'Guest speakers and real-life stories.',
    ],
    bothered: [
      'Some sessions felt a bit slow.',
      'There was a little too much homework for me.',
      'The class time sometimes clashed with my training.',
    ],
    learnings: [
      'I learned to plan my time better.',
      'I am more confident speaking English in a group.',
      'I understand how to test an idea before building it.',
      'I learned to give and receive feedback.',
    ],
    teacher: [
      'Very supportive and always prepared.',
      'Clear explanations and quick replies to questions.',
      'I would have liked more individual feedback.',
    ],
    improvement: [
      'Next time I will start the project earlier.',
      'I should take a more active part in discussions.',
    ],
    futureCourses: ['A follow-up course on the same topic.', 'Programming or data analysis.', 'Photography and video.'],
  },
  ru: {
    highlights: [
      'Много практики и живого общения.',
      'Учитель объяснял сложные вещи простыми словами.',
      'Маленькие группы, можно было много говорить.',
      'Разбор реальных ситуаций.',
    ],
    bothered: [
      'Иногда темп был слишком быстрым.',
      'Домашних заданий было многовато.',
      'Время занятий иногда совпадало с тренировками.',
    ],
    learnings: [
      'Я стал увереннее говорить по-эстонски.',
      'Теперь я знаю, что делать в экстренной ситуации.',
      'Научился лучше планировать своё время.',
    ],
    teacher: [
      'Очень доброжелательный учитель, всегда готов помочь.',
      'Занятия были хорошо подготовлены.',
      'Хотелось бы больше индивидуальной обратной связи.',
    ],
    improvement: ['В следующий раз буду выполнять задания вовремя.', 'Нужно активнее участвовать в занятиях.'],
    futureCourses: ['Эстонский язык уровня B2.', 'Психология.', 'Программирование на Python.'],
  },
};
