// /manage/cohorts/{id}/students: the registrations of a cohort with participant status changes
// (COMPLETED shows as 'Arvestatud', FAILED as 'Mittearvestatud'), payer, invoice number and state,
// registration time, progress and the attention flag. Each change is logged by the server.
import { useGetOne, useTranslate } from 'react-admin';
import { cohortDisplayName } from '@valik/domain';
import { ScopedList } from '../common/ScopedList.tsx';
import { useRouteId } from '../common/useRouteId.ts';
import { participantColumns, ResultsOpenNotice } from '../participants/participant-fields.tsx';

export default function CohortStudentsPage() {
  const cohortId = useRouteId();
  const translate = useTranslate();
  const { data: cohort, isPending } = useGetOne('cohorts', { id: cohortId });
  const title = `${translate('resources.cohorts.pages.students')}${cohort ? `: ${cohortDisplayName(cohort.course_name, cohort.name)}` : ''}`;
  return (
    <ScopedList resource="participants" filter={{ cohort_id: cohortId }} sort={{ field: 'created_at', order: 'ASC' }} perPage={50} storeKey={`cohort-${cohortId}-students`} title={title} waiting={isPending} emptyText="valik.participants.empty" notice={<ResultsOpenNotice />} compact>
      {/* nine facts per row fit 1280 px: the attention flag sits under the name, the invoice under the payer,
          the results date once above the rows */}
      {participantColumns('studentWithAttention', 'statusInputOneCohort', 'payerInputAndInvoice', 'registeredAtTime', 'progress', 'attendance', 'transfer')}
    </ScopedList>
  );
}
