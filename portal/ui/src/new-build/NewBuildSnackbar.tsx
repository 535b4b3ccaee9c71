// "A new version is available — Reload": a notice that blocks nothing, shown when a newer build of the
// app is out while the tab was open (product-spec §7 build update checks). The texts come from the app
// (the portal's translator, the console's React-Admin translations).
import { useState } from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar from '@mui/material/Snackbar';
import CloseIcon from '@mui/icons-material/Close';
import { useNewBuildAvailable } from './use-new-build.ts';

export interface NewBuildSnackbarProps {
  /** '/user' or '/manage': where the app's build.json is */
  base: string;
  message: string;
  reloadLabel: string;
  closeLabel: string;
}

export function NewBuildSnackbar({ base, ...texts }: NewBuildSnackbarProps) {
  return <NewBuildSnackbarView available={useNewBuildAvailable(base)} {...texts} />;
}

/** The notice alone, for an app that watches the builds itself (the portal loads it only once a new build is out). */
export function NewBuildSnackbarView({
  available,
  message,
  reloadLabel,
  closeLabel,
}: Omit<NewBuildSnackbarProps, 'base'> & { available: boolean }) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <Snackbar
      open={available && !dismissed}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      message={message}
      slotProps={{ content: { role: 'status' } }}
      action={
        <>
          <Button color="inherit" size="small" onClick={() => location.reload()} sx={{ fontWeight: 700 }}>
            {reloadLabel}
          </Button>
          <IconButton color="inherit" size="small" aria-label={closeLabel} onClick={() => setDismissed(true)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        </>
      }
    />
  );
}
