import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** One card of the profile page, with its own h2 (the page's sections are landmarks for screen readers). */
export function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${id}-heading`} sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id={`${id}-heading`} variant="h2" component="h2" sx={{ mb: description ? 1 : 2.5 }}>
        {title}
      </Typography>
      {description ? (
        <Typography color="text.secondary" sx={{ mb: 2.5 }}>
          {description}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
