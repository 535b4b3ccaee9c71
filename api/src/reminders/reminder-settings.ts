// A student's choice of class reminder e-mails (issue 29 item 1): kept in users.metadata.class_reminders
// (false = off; absent = on), like the rep's weekly digest, so no schema change. Invoice reminders are not
// class reminders and always go.
export const CLASS_REMINDERS_METADATA_KEY = 'class_reminders';

export function classRemindersOn(metadata: Record<string, unknown> | null | undefined): boolean {
  return (metadata ?? {})[CLASS_REMINDERS_METADATA_KEY] !== false;
}
