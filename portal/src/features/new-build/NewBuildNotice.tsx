// The portal's new-version notice, in its language.
import { useTranslation } from 'react-i18next';
import { NewBuildSnackbar } from './NewBuildSnackbar.tsx';

export function NewBuildNotice() {
  const { t } = useTranslation();
  return <NewBuildSnackbar base="/user" message={t('A new version is available')} reloadLabel={t('Reload')} closeLabel={t('Close')} />;
}
