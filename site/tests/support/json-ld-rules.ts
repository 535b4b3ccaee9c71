// The rules a course page's structured data must meet: schema.org Course and CourseInstance with the
// properties Google's course-info documentation requires or recommends. Returns what is wrong (empty
// when valid), so a failing test names every problem at once.
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const isAbsoluteUrl = (value: unknown): boolean => isText(value) && /^https?:\/\/[^/]+/.test(value);
const isIsoDuration = (value: unknown): boolean => isText(value) && /^P(?:\d+D)?(?:T(?:\d+H)?(?:\d+M)?)?$/.test(value) && value !== 'PT';
const isDateTime = (value: unknown): boolean => isText(value) && !Number.isNaN(Date.parse(value));

type Json = Record<string, unknown>;

export function courseJsonLdProblems(data: unknown): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(what);
  };
  const course = data as Json;
  need(course?.['@context'] === 'https://schema.org', '@context is https://schema.org');
  need(course?.['@type'] === 'Course', '@type is Course');
  need(isText(course?.name), 'name');
  need(isText(course?.description), 'description');
  need(isAbsoluteUrl(course?.url), 'url is absolute');
  const provider = course?.provider as Json | undefined;
  need(provider?.['@type'] === 'Organization' && isText(provider?.name), 'provider is an Organization with a name');
  if (course?.image !== undefined) need(isAbsoluteUrl(course.image), 'image is absolute');
  const offers = course?.offers as Json[] | undefined;
  need(Array.isArray(offers) && offers.length > 0, 'offers');
  for (const offer of offers ?? []) need(offer['@type'] === 'Offer' && isText(offer.category), 'each offer has a category');
  const instances = course?.hasCourseInstance as Json[] | undefined;
  need(Array.isArray(instances) && instances.length > 0, 'hasCourseInstance lists the groups');
  for (const [index, instance] of (instances ?? []).entries()) {
    const at = `hasCourseInstance[${index}]`;
    need(instance['@type'] === 'CourseInstance', `${at} @type is CourseInstance`);
    need(['Online', 'Onsite', 'Blended'].includes(instance.courseMode as string), `${at} courseMode`);
    need(isDateTime(instance.startDate) && isDateTime(instance.endDate), `${at} start and end dates`);
    const schedule = instance.courseSchedule as Json | undefined;
    need(schedule !== undefined || isIsoDuration(instance.courseWorkload), `${at} courseSchedule or courseWorkload`);
    if (schedule) {
      need(schedule['@type'] === 'Schedule', `${at} schedule @type`);
      need(isIsoDuration(schedule.duration), `${at} schedule duration`);
      need(isText(schedule.repeatFrequency), `${at} schedule repeatFrequency`);
      need(Number.isInteger(schedule.repeatCount) && (schedule.repeatCount as number) > 0, `${at} schedule repeatCount`);
      need(/^\d{4}-\d{2}-\d{2}$/.test(String(schedule.startDate)) && /^\d{4}-\d{2}-\d{2}$/.test(String(schedule.endDate)), `${at} schedule dates`);
    }
    const location = instance.location as Json | undefined;
    need(location?.['@type'] === 'VirtualLocation' && isAbsoluteUrl(location?.url), `${at} location is a VirtualLocation`);
  }
  return problems;
}

/** Every JSON-LD block of an HTML page, parsed. */
export function jsonLdBlocks(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) => {
    const parsed: unknown = JSON.parse(match[1] ?? 'null');
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}
