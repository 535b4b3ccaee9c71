// The public answer about a diploma verification code, as the JSON API (GET /api/v1/diplomas/verify/{code})
// and the site's verification page (/diplomas/{code}, through `locals.diplomas`) both receive it.
// It says no more than the diploma itself shows.

export interface DiplomaVerificationDto {
  valid: boolean;
  /** the code in its canonical form ('VLK-7K3QD-M9XTP') when it could be one, else as given */
  code: string;
  student_name?: string;
  course_name?: string;
  academic_hours?: number | null;
  /** ISO instants of the cohort's first and last day */
  start_date?: string;
  end_date?: string;
  teacher_names?: string[];
  /** ISO instant the diploma was issued */
  issued_at?: string;
}

/** What the API server hands the Astro site in `locals.diplomas` (bound to the live database). */
export interface DiplomaLookup {
  verify(code: string): Promise<DiplomaVerificationDto>;
}
