// GET /api/v1/feedback-dashboard: the aggregated feedback in the caller's scope, with the choices each
// filter offers. Written once here: the API answers it, the UI kit's dashboard draws it in the portal
// and in the console.

/** One bar of a scale: a score, how many gave it, and for a labelled scale its option's label key. */
export interface FeedbackBucketDto {
  value: number;
  label?: string;
  count: number;
}

export interface FeedbackScaleDto {
  /** how many answered this question */
  count: number;
  average: number;
  distribution: FeedbackBucketDto[];
}

export interface FeedbackOutcomeDto {
  outcome: string;
  count: number;
  average: number;
}

export interface FeedbackAggregateDto {
  answers: number;
  participants: number;
  response_rate: number | null;
  /** true when the small-group rule hid everything but the counts */
  withheld: boolean;
  satisfaction: (FeedbackScaleDto & { positive_share: number }) | null;
  learning_outcomes: FeedbackOutcomeDto[] | null;
  difficulty: FeedbackScaleDto | null;
  time_spent: FeedbackScaleDto | null;
  teacher_competence: FeedbackScaleDto | null;
  self_performance: FeedbackScaleDto | null;
  texts: {
    highlights: string[];
    bothered: string[];
    learnings: string[];
    teacher: string[];
    improvement: string[];
    future_courses: string[];
  } | null;
}

/** What the filters asked for (school_year: one of the domain's SCHOOL_YEAR_FILTERS). */
export interface FeedbackFilters {
  school_year: string;
  course_id?: number | undefined;
  cohort_id?: number | undefined;
  school_id?: number | undefined;
}

export interface FeedbackDashboardDto {
  filters: { course_id: number | null; cohort_id: number | null; school_id: number | null; school_year: string };
  aggregate: FeedbackAggregateDto;
  /** what each filter may choose within the caller's access (a school rep gets no school choice) */
  options: {
    courses: { id: number; name: string }[];
    cohorts: { id: number; name: string; course_id: number; start_date: string }[];
    schools: { id: number; name: string }[];
  };
}
