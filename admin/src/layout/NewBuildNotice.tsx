// The console's new-version notice (the portal's, with the console's translations).
import { useTranslate } from 'react-admin';
import { NewBuildSnackbar } from '@valik/ui/new-build-notice';

export function NewBuildNotice() {
  const translate = useTranslate();
  return (
    <NewBuildSnackbar
      base="/manage"
      message={translate('valik.new_build.available')}
      reloadLabel={translate('valik.new_build.reload')}
      closeLabel={translate('ra.action.close')}
    />
  );
}
