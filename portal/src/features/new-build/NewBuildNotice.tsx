// The portal's new-version notice, in its language. The build watcher runs on every page; the notice's
// code (MUI's Snackbar) is loaded only once a newer build is out.
import { Suspense, lazy } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import { useNewBuildAvailable } from '@valik/ui/new-build';

const NewBuildSnackbarView = lazy(() => import('@valik/ui/new-build-notice').then((m) => ({ default: m.NewBuildSnackbarView })));

export function NewBuildNotice() {
  const { t } = useTranslation();
  const available = useNewBuildAvailable('/user');
  if (!available) return null;
  return (
    <Suspense fallback={null}>
      <NewBuildSnackbarView available message={t('A new version is available')} reloadLabel={t('Reload')} closeLabel={t('Close')} />
    </Suspense>
  );
}
