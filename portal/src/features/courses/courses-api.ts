// A teacher's courses and cohort proposals (issue 18 item 3) through the typed client.
import { CATEGORY_EN, COURSE_STATUS_EN } from '@valik/domain';
import { json, v1, type Answer } from '../../lib/http.ts';

export type TeacherCourseDto = Answer<typeof v1.teacher.courses.$get>['data'][number];
export type TeacherCourseInput = Parameters<typeof v1.teacher.courses.$post>[0]['json'];
export type CohortProposalInput = Parameters<typeof v1.teacher.cohorts.$post>[0]['json'];

export const courseKeys = {
  mine: ['teacher', 'courses'] as const,
  proposable: ['teacher', 'proposable-courses'] as const,
  one: (id: number) => ['teacher', 'courses', id] as const,
};

const param = (id: number) => ({ id: String(id) });

export const fetchMyCourses = () => json(v1.teacher.courses.$get()).then((r) => r.data);
export const fetchMyCourse = (id: number) => json(v1.teacher.courses[':id{[0-9]+}'].$get({ param: param(id) })).then((r) => r.data);
export const createCourse = (body: TeacherCourseInput) => json(v1.teacher.courses.$post({ json: body })).then((r) => r.data);
export const updateCourse = (id: number, body: TeacherCourseInput) => json(v1.teacher.courses[':id{[0-9]+}'].$put({ param: param(id), json: body })).then((r) => r.data);
export const submitCourse = (id: number) => json(v1.teacher.courses[':id{[0-9]+}'].submit.$post({ param: param(id) })).then((r) => r.data);
export const proposeCohort = (body: CohortProposalInput) => json(v1.teacher.cohorts.$post({ json: body })).then((r) => r.data);
/** the approved courses this teacher may propose cohorts of: created or taught by them (issue 29 item 6) */
export const fetchProposableCourses = () => json(v1.teacher['proposable-courses'].$get()).then((r) => r.data);
export const resubmitCohort = (id: number) => json(v1.teacher.cohorts[':id{[0-9]+}'].submit.$post({ param: param(id) })).then((r) => r.data);

/** The picked file as the upload wants it (JSON: type and base64 bytes), answered with its public URL. */
export async function uploadThumbnail(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  const res = await json(v1.teacher.uploads.thumbnails.$post({ json: { file_name: file.name, content_type: file.type, data: btoa(binary) } }));
  return res.data.url;
}

/** The glossary's English words (ADR 036) are the i18n keys: et-pages.ts translates each from the glossary. */
export const COURSE_CATEGORY_LABELS: Readonly<Record<TeacherCourseInput['categories'][number], string>> = CATEGORY_EN;

export const COURSE_LANGUAGE_LABELS = { et: 'Estonian', en: 'English', ru: 'Russian' } as const satisfies Record<TeacherCourseInput['language'], string>;

export const COURSE_STATUS_LABELS = COURSE_STATUS_EN;
