// MUI's Dialog, downloaded the first time it opens (its Modal, focus trap and transitions are about 7 kB
// gzipped that a page's first paint does not need; issue 16 item 5). Closed and never opened it renders
// nothing, as MUI's Dialog does; once open it stays mounted, so closing still fades out. The module is
// usually in already when the first dialog opens: the root layout fetches the re-authentication dialog,
// which imports it, once the first page is idle; otherwise the click starts the small download.
import { lazy, Suspense, useState } from 'react';
import type { DialogProps } from '@mui/material/Dialog';

const Dialog = lazy(() => import('@mui/material/Dialog'));

export function LazyDialog(props: DialogProps) {
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
