import { Notification } from 'react-admin';
import { TOAST_AUTO_CLOSE_MS } from '@valik/domain';

/** Toasts at the top right, closing after 3 s (product-spec §2 and §9). */
export function AppNotification() {
  return <Notification anchorOrigin={{ vertical: 'top', horizontal: 'right' }} autoHideDuration={TOAST_AUTO_CLOSE_MS} />;
}
