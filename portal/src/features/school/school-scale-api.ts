// The school representative's calls for schools at scale (issue 29 item 8, api/src/routes/school): many
// students into one cohort at once, and the school-year report with its CSV and PDF downloads.
import { json, v1, type Answer } from '../../lib/http.ts';
import { queryOf, queryString } from '../cohorts/teaching-api.ts';

export type BulkRegistrationDto = Answer<typeof v1.school.registrations.bulk.$post>['data'];
export type BulkRowDto = BulkRegistrationDto['rows'][number];
export type SchoolReportDto = Answer<typeof v1.school.report.$get>['data'];

export interface SchoolReportFilter {
  school_year: string;
  course_id?: number | undefined;
}

export const schoolScaleKeys = {
  report: (f: SchoolReportFilter) => ['school', 'report', f] as const,
};

export const registerStudentsInBulk = (body: { cohort_id: number; user_ids: number[]; csv: string }) =>
  json(v1.school.registrations.bulk.$post({ json: body })).then((r) => r.data);

export const fetchSchoolReport = (f: SchoolReportFilter) =>
  json(v1.school.report.$get({ query: queryOf({ ...f }) })).then((r) => r.data);
export const schoolReportCsvUrl = (f: SchoolReportFilter) => `/api/v1/school/report/export${queryString({ ...f })}`;
export const schoolReportPdfUrl = (f: SchoolReportFilter) => `/api/v1/school/report/pdf${queryString({ ...f })}`;
