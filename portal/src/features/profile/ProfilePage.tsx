// /user/profile: my profile, account settings, security (password, two-step verification, sessions)
// and privacy (my data, deleting my account). Billing lives with the payments work.
import { useTranslation } from '../../i18n/react.tsx';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { PageHeading } from '../../components/PageHeading.tsx';
import { BillingHistory } from '../billing/BillingHistory.tsx';
import { AccountSettingsCard } from './AccountSettingsCard.tsx';
import { PasswordCard } from './PasswordCard.tsx';
import { PrivacyCard } from './PrivacyCard.tsx';
import { ProfileDetailsCard } from './ProfileDetailsCard.tsx';
import { SessionsCard } from './SessionsCard.tsx';
import { TwoFactorCard } from './TwoFactorCard.tsx';
import { fetchAccount, profileKeys } from './profile-api.ts';
import { ClassroomCard } from '../community/ClassroomCard.tsx';
import { DiscordCard } from '../community/DiscordCard.tsx';
import { ClassRemindersSetting } from '../attendance/ClassRemindersSetting.tsx';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { data: account, isError } = useQuery({ queryKey: profileKeys.account, queryFn: fetchAccount });
  return (
    <>
      <PageHeading>{t('My profile')}</PageHeading>
      {isError ? <Alert severity="error">{t('Something went wrong. Please try again.')}</Alert> : null}
      {!account ? (
        isError ? null : <CircularProgress aria-label={t('Loading')} />
      ) : (
        <Stack spacing={3} sx={{ maxWidth: 880 }}>
          <ProfileDetailsCard key={account.avatar ?? 'none'} account={account} />
          <AccountSettingsCard account={account} />
          {/* the group's community and classroom (issue 14) */}
          {(account.role === 'STUDENT' || account.role === 'TEACHER') && <DiscordCard />}
          {account.role === 'STUDENT' && <ClassroomCard />}
          {/* class reminder e-mails (issue 29) */}
          {account.role === 'STUDENT' && <ClassRemindersSetting />}
          <PasswordCard account={account} />
          <TwoFactorCard />
          <SessionsCard />
          <BillingHistory student={account.role === 'STUDENT'} />
          <PrivacyCard account={account} />
        </Stack>
      )}
    </>
  );
}
