// Demo people: teachers, partner schools, school representatives and 60 students. Students are generated
// from name lists with a seeded PRNG, so the list is identical on every run.
import { createRng } from '../prng.ts';
import type { SeedSchool, SeedSchoolRep, SeedStudent, SeedTeacher } from './types.ts';

/** Invented schools (not real ones): a big Tartu gymnasium, a Tallinn gymnasium, a Narva gymnasium. */
export const SCHOOLS: SeedSchool[] = [
  {
    key: 'tartu',
    registryCode: '75099001',
    streetAddress: 'Toomemäe 3',
    city: 'Tartu',
    postalCode: '51003',
    einvoiceAddress: null,
    name: 'Tartu Toomemäe Gümnaasium',
    country: 'EE',
    paymentConditionText:
      'Kool tasub õppeaasta jooksul kuni kolme eesti- või ingliskeelse valikkursuse eest. Kui loobud kursusest hiljem kui 7 päeva pärast selle algust, tuleb osalustasu maksta ise. Neljanda ja järgmiste kursuste eest tasub õpilane.',
    paymentLimitations: { inLanguage: ['et', 'en'], numberOfCourses: 3, inTimePeriod: 'SCHOOL_YEAR' },
    defaultPayer: 'SCHOOL',
    prepaidStudentSeats: 40,
    seatPrice: 8900,
    openingCredits: 40,
  },
  {
    key: 'tallinn',
    registryCode: '75099002',
    streetAddress: 'Vabaduse väljak 10',
    city: 'Tallinn',
    postalCode: '10146',
    einvoiceAddress: '0191:75099002',
    name: 'Tallinna Kalamaja Ühisgümnaasium',
    country: 'EE',
    paymentConditionText:
      'Kool tasub ainult kooli õppekavaga seotud valikkursuste eest (programmeerimine, ettevõtlus, finantskirjaoskus ja tehisintellekt). Teiste kursuste eest tasub õpilane või lapsevanem. Arve tuleb tasuda hiljemalt 3 päeva enne kursuse algust.',
    limitedToCourseSlugs: [
      'programmeerimine-pythoniga',
      'ettevotluse-alused',
      'finantskirjaoskus-noortele',
      'tehisintellekti-alused',
    ],
    paymentLimitations: {},
    defaultPayer: 'STUDENT',
    prepaidStudentSeats: 0,
    seatPrice: 9500,
    openingCredits: 0,
  },
  {
    key: 'narva',
    registryCode: '75099003',
    streetAddress: 'Kreenholmi 20',
    city: 'Narva',
    postalCode: '20104',
    einvoiceAddress: null,
    name: 'Narva Linnuse Gümnaasium',
    country: 'EE',
    paymentConditionText:
      'Kool tasub ühe valikkursuse eest õppeaastas. Eelistatud on eesti keele ja eestikeelsed kursused; venekeelsete kursuste eest tasub kool samuti. Küsimuste korral pöördu õppealajuhataja poole.',
    paymentLimitations: { inLanguage: ['et', 'ru'], numberOfCourses: 1, inTimePeriod: 'SCHOOL_YEAR' },
    defaultPayer: 'SCHOOL',
    prepaidStudentSeats: 20,
    seatPrice: 7900,
    openingCredits: 20,
  },
];

export const TEACHERS: SeedTeacher[] = [
  {
    firstName: 'Kadri',
    lastName: 'Tamm',
    email: 'kadri.tamm@valik.ee',
    phoneNumber: '+372 5123 4410',
    shortDescription:
      'Majandusõpetaja ja endine pangaanalüütik, kes on aidanud üle 500 noore koostada oma esimese eelarve ja äriplaani.',
    schoolKey: 'tartu',
  },
  {
    firstName: 'Martin',
    lastName: 'Kask',
    email: 'martin.kask@valik.ee',
    phoneNumber: '+372 5234 8821',
    shortDescription:
      'Tarkvaraarendaja ja informaatikaõpetaja, kes on kümme aastat ehitanud veebiteenuseid ja mänge ning armastab õpetada algajaid.',
    schoolKey: null,
  },
  {
    firstName: 'Liis',
    lastName: 'Vaher',
    email: 'liis.vaher@valik.ee',
    phoneNumber: '+372 5345 1290',
    shortDescription:
      'Psühholoog ja koolitaja, kelle südameteema on noorte vaimne heaolu, esinemisjulgus ja toimetulekuoskused.',
    schoolKey: null,
  },
  {
    firstName: 'Jaanus',
    lastName: 'Rebane',
    email: 'jaanus.rebane@valik.ee',
    phoneNumber: '+372 5456 7734',
    shortDescription:
      'Ühiskonnaõpetuse õpetaja ja endine ajakirjanik, kes õpetab meediakirjaoskust, õigust ja kliimateemasid päris juhtumite kaudu.',
    schoolKey: 'tallinn',
  },
  {
    firstName: 'Olga',
    lastName: 'Smirnova',
    email: 'olga.smirnova@valik.ee',
    phoneNumber: '+372 5567 3302',
    shortDescription:
      'Eesti keele kui teise keele õpetaja ja esmaabiinstruktor, kes õpetab nii eesti kui vene keeles.',
    schoolKey: 'narva',
  },
  {
    firstName: 'Maria',
    lastName: 'Lõhmus',
    email: 'maria.lohmus@valik.ee',
    phoneNumber: '+372 5678 9045',
    shortDescription:
      'Keeleõpetaja, kes on elanud Hispaanias ja Mehhikos ning õpetab hispaania keelt ja kultuuridevahelist suhtlust.',
    schoolKey: null,
  },
];

export const SCHOOL_REPS: SeedSchoolRep[] = [
  {
    firstName: 'Tiina',
    lastName: 'Kuusk',
    email: 'tiina.kuusk@toomemae.example.com',
    phoneNumber: '+372 5811 2030',
    schoolKey: 'tartu',
  },
  {
    firstName: 'Andres',
    lastName: 'Pärn',
    email: 'andres.parn@toomemae.example.com',
    phoneNumber: '+372 5822 4051',
    schoolKey: 'tartu',
  },
  {
    firstName: 'Merike',
    lastName: 'Org',
    email: 'merike.org@kalamaja.example.com',
    phoneNumber: '+372 5833 6072',
    schoolKey: 'tallinn',
  },
  {
    firstName: 'Svetlana',
    lastName: 'Kuznetsova',
    email: 'svetlana.kuznetsova@linnuse.example.com',
    phoneNumber: '+372 5844 8093',
    schoolKey: 'narva',
  },
];

const ESTONIAN_FIRST_NAMES = [
  'Mia', 'Sofia', 'Emma', 'Eliise', 'Mirtel', 'Hanna', 'Lisete', 'Maribel', 'Keiti', 'Kertu', 'Anette',
  'Helena', 'Grete', 'Johanna', 'Kristiin', 'Liisa', 'Marta', 'Saara', 'Triinu', 'Elis', 'Rasmus', 'Robin',
  'Oskar', 'Sander', 'Karl', 'Markus', 'Kristjan', 'Mattias', 'Henri', 'Joosep', 'Kaspar', 'Hugo', 'Rainer',
  'Siim', 'Tõnis', 'Artur', 'Erik', 'Romet', 'Uku', 'Mihkel',
] as const;

const ESTONIAN_LAST_NAMES = [
  'Tamm', 'Saar', 'Sepp', 'Mägi', 'Kask', 'Kukk', 'Rebane', 'Ilves', 'Pärn', 'Koppel', 'Kuusk', 'Raudsepp',
  'Vaher', 'Lepik', 'Kallas', 'Mets', 'Oja', 'Põder', 'Luik', 'Kütt', 'Lõhmus', 'Teder', 'Jõgi', 'Laur',
  'Kivi', 'Liiv', 'Karu', 'Org', 'Toom', 'Allik', 'Sild', 'Rüütel', 'Männik', 'Parts', 'Uibo',
] as const;

const RUSSIAN_FIRST_NAMES = [
  'Daniil', 'Maksim', 'Artjom', 'Nikita', 'Kirill', 'Jegor', 'Ilja', 'Aleksandr', 'Alina', 'Polina',
  'Viktoria', 'Darja', 'Anastassia', 'Jelizaveta', 'Sofia', 'Arina', 'Valeria', 'Kristina',
] as const;

const RUSSIAN_LAST_NAMES = [
  'Ivanov', 'Smirnov', 'Kuznetsov', 'Popov', 'Volkov', 'Sokolov', 'Lebedev', 'Kozlov', 'Morozov', 'Petrov',
  'Vassiljev', 'Fjodorov', 'Jakovlev', 'Orlov', 'Nikitin', 'Zahharov',
] as const;

const FEMININE_RUSSIAN_FIRST_NAMES = new Set([
  'Alina', 'Polina', 'Viktoria', 'Darja', 'Anastassia', 'Jelizaveta', 'Sofia', 'Arina', 'Valeria', 'Kristina',
]);

/** ASCII form for e-mail addresses: diacritics dropped, spaces and hyphens removed. */
export function asciiSlug(value: string): string {
  return value
    .toLowerCase()
    .replaceAll('õ', 'o')
    .replaceAll('ä', 'a')
    .replaceAll('ö', 'o')
    .replaceAll('ü', 'u')
    .replaceAll('š', 's')
    .replaceAll('ž', 'z')
    .normalize('NFKD')
    .replace(/[^a-z0-9]/g, '');
}

/** How many students each school has; the rest study privately (no school). */
const STUDENTS_PER_SCHOOL: [string | null, number][] = [
  ['tartu', 20],
  ['tallinn', 16],
  ['narva', 12],
  [null, 12],
];

export const STUDENT_COUNT = 60;

function generateStudents(): SeedStudent[] {
  const rng = createRng('valik-students-2026');
  const used = new Set<string>();
  // The first student is the demo student's persona: fixed, so the portal tour reads the same every time.
  const result: SeedStudent[] = [
    {
      firstName: 'Laura',
      lastName: 'Mägi',
      email: 'laura.magi@example.com',
      phoneNumber: '+372 5900 1001',
      schoolKey: 'tartu',
      classroomEmail: 'laura.magi.valik@gmail.com',
    },
  ];
  used.add('laura.magi');
  for (const [schoolKey, count] of STUDENTS_PER_SCHOOL) {
    const already = result.filter((s) => s.schoolKey === schoolKey).length;
    for (let i = already; i < count; i += 1) {
      const russian = schoolKey === 'narva' ? rng.chance(0.85) : rng.chance(0.1);
      let firstName: string;
      let lastName: string;
      let local: string;
      do {
        if (russian) {
          firstName = rng.pick(RUSSIAN_FIRST_NAMES);
          const base = rng.pick(RUSSIAN_LAST_NAMES);
          lastName = FEMININE_RUSSIAN_FIRST_NAMES.has(firstName) ? `${base}a` : base;
        } else {
          firstName = rng.pick(ESTONIAN_FIRST_NAMES);
          lastName = rng.pick(ESTONIAN_LAST_NAMES);
        }
        local = `${asciiSlug(firstName)}.${asciiSlug(lastName)}`;
      } while (used.has(local));
      used.add(local);
      const phone = `+372 5${rng.int(100, 999)} ${rng.int(1000, 9999)}`;
      result.push({
        firstName,
        lastName,
        email: `${local}@example.com`,
        phoneNumber: rng.chance(0.7) ? phone : null,
        schoolKey,
        classroomEmail: rng.chance(0.6) ? `${local}${rng.int(1, 99)}@gmail.com` : null,
      });
    }
  }
  return result;
}

export const STUDENTS: SeedStudent[] = generateStudents();

/** Index into each list of the person who becomes the demo login for that role. */
export const DEMO_PERSONA = { teacher: 0, schoolRep: 0, student: 0 } as const;

/** People who applied to teach (/auth/signup-teacher) and wait for an admin's decision, or were turned down. */
export interface SeedTeacherApplicant {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  shortDescription: string;
  courses: string;
  status: 'PENDING' | 'REJECTED';
  /** how many days before the seed's "now" they applied */
  daysAgo: number;
}

export const TEACHER_APPLICANTS: SeedTeacherApplicant[] = [
  {
    firstName: 'Liisa',
    lastName: 'Mägi',
    email: 'liisa.magi@example.ee',
    phoneNumber: '+372 5550 1234',
    shortDescription:
      'Olen kümme aastat õpetanud gümnaasiumis bioloogiat ja juhendanud õpilaste uurimistöid. Viimased kolm aastat olen korraldanud veebipõhiseid loodusteaduste ringe, kus õpilased teevad katseid kodus ja arutavad tulemusi videotunnis.',
    courses: 'Loodusteaduslik uurimistöö, toitumise alused, keskkonnateadlikkus igapäevaelus',
    status: 'PENDING',
    daysAgo: 2,
  },
  {
    firstName: 'Andrei',
    lastName: 'Smirnov',
    email: 'andrei.smirnov@example.ee',
    phoneNumber: '+372 5661 9876',
    shortDescription:
      'Tarkvaraarendaja ja robootikaringi juhendaja Narvast. Õpetan eesti ja vene keeles ning olen valmistanud õpilasi ette rahvusvahelisteks robootikavõistlusteks.',
    courses: 'Programmeerimise alused (vene keeles), robootika, andmeturve noortele',
    status: 'PENDING',
    daysAgo: 5,
  },
  {
    firstName: 'Tõnu',
    lastName: 'Rebane',
    email: 'tonu.rebane@example.ee',
    phoneNumber: '+372 5772 4455',
    shortDescription: 'Ettevõtja, kes soovib jagada kogemusi oma ettevõtte loomisest.',
    courses: 'Ettevõtlus',
    status: 'REJECTED',
    daysAgo: 40,
  },
];
