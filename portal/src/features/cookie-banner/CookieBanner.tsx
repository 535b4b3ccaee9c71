// Cookie banner of spec §2/§4: fixed at the bottom, shown in production until a choice is made for the
// current cookie policy version: 'I agree' or 'Reject', of equal weight, stored with the time and the
// version in the format the public site uses (ADR 017). The portal loads no tracking either way.
import { useState } from 'react';
import { useTranslation } from '../../i18n/react.tsx';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { COOKIE_CONSENT_KEY, parseConsent, serializeConsent, type ConsentChoice } from '@valik/domain';
import { isProductionRuntime } from '../../lib/runtime.ts';

function hasChosen(): boolean {
  try {
    return parseConsent(localStorage.getItem(COOKIE_CONSENT_KEY)) !== null;
  } catch {
    return false;
  }
}

export function CookieBanner() {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(() => isProductionRuntime() && !hasChosen());
  if (!visible) return null;

  const choose = (choice: ConsentChoice) => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, serializeConsent(choice, new Date()));
    } catch {
      // storage blocked: the banner still closes for this page view
    }
    setVisible(false);
  };

  return (
    <Paper
      component="section"
      aria-label={t('Cookies')}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.snackbar - 1,
        px: { xs: 2, sm: 4 },
        py: 2,
        display: 'flex',
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'center' },
        gap: 2,
      }}
    >
      <Typography sx={{ flex: 1 }}>
        {t(
          'This site uses cookies. By accepting to use cookies, you may improve your browsing experience. You can change your cookies preferences anytime in your browser menu.',
        )}
      </Typography>
      <Button variant="contained" onClick={() => choose('accepted')}>
        {t('I agree')}
      </Button>
      <Button variant="contained" onClick={() => choose('rejected')}>
        {t('Reject')}
      </Button>
    </Paper>
  );
}
