// A cohort's name wherever it appears outside its course's own page (issue 30 item 2): a group is named
// by its season ("sügis 2026"), which says nothing in a list of many courses' groups (the console's phone
// list showed "sügis 2026" seven times). Every app, e-mail and log names it "Course name · cohort name"
// with this one helper.

/** A group's name for people: its own name, with the course's in front unless it already says it. */
export function cohortDisplayName(courseName: string, cohortName: string): string {
  return cohortName.includes(courseName) ? cohortName : `${courseName} · ${cohortName}`;
}

/** cohortDisplayName when the course is known, else the cohort's own name (a row whose course is gone). */
export function cohortDisplayNameOrNull(courseName: string | null | undefined, cohortName: string | null | undefined): string | null {
  if (!cohortName) return cohortName ?? null;
  return courseName ? cohortDisplayName(courseName, cohortName) : cohortName;
}
