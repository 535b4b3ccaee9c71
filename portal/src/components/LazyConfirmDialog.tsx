// ConfirmDialog, downloaded the first time it opens; once open it stays mounted, so closing still fades out
// (as LazyDialog does for MUI's Dialog alone).
import { lazy, Suspense, useState } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialog.tsx';

const ConfirmDialog = lazy(() => import('./ConfirmDialog.tsx'));

export function LazyConfirmDialog(props: ConfirmDialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog {...props} />
    </Suspense>
  );
}
