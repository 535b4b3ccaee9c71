import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { PageHeading } from '../../components/PageHeading.tsx';

/** A thank-you page: a check mark, the heading, one paragraph, optional details and the next step. */
export function SuccessMessage({ title, text, actions, children }: { title: string; text: string; actions: ReactNode; children?: ReactNode }) {
  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', textAlign: 'center', py: { xs: 2, sm: 4 } }}>
      <CheckCircleOutline aria-hidden sx={{ fontSize: 64, color: 'success.main', mb: 1 }} />
      <PageHeading>{title}</PageHeading>
      <Typography sx={{ mb: 4 }}>{text}</Typography>
      {children}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'center' }}>
        {actions}
      </Stack>
    </Box>
  );
}
