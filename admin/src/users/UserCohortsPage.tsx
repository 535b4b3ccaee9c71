// /manage/users/{id}/cohorts: the user's registrations with participant status, payer and invoice state.
import { useGetOne, useTranslate } from 'react-admin';
import { ScopedList } from '../common/ScopedList.tsx';
import { useRouteId } from '../common/useRouteId.ts';
import { participantColumns } from '../participants/participant-fields.tsx';

export default function UserCohortsPage() {
  const userId = useRouteId();
  const translate = useTranslate();
  const { data: user, isPending } = useGetOne('users', { id: userId });
  const name = user ? `${user.first_name} ${user.last_name}`.trim() || user.email : '';
  const title = `${translate('resources.users.pages.cohorts')}${name ? `: ${name}` : ''}`;
  return (
    <ScopedList resource="participants" filter={{ user_id: userId }} sort={{ field: 'cohort_start_date', order: 'DESC' }} perPage={50} storeKey={`user-${userId}-cohorts`} title={title} waiting={isPending} emptyText="valik.participants.empty_user" compact>
      {/* fits 1280 px in all three languages: the attention flag under the cohort, the invoice under the payer */}
      {participantColumns('cohortWithAttention', 'cohortStartDate', 'statusInput', 'payerAndInvoice', 'progress', 'attendance', 'transfer')}
    </ScopedList>
  );
}
