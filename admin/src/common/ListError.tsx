// What a list shows when its data cannot be loaded (e.g. the API of that resource is not there yet):
// a plain message in place of the table, while react-admin's notification names the cause.
import { Box, Typography } from '@mui/material';
import CloudOffIcon from '@mui/icons-material/CloudOff';
import { useTranslate } from 'react-admin';

export function ListError() {
  const translate = useTranslate();
  return (
    <Box role="status" sx={{ p: 4, textAlign: 'center' }}>
      <CloudOffIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h2" component="p" sx={{ fontSize: '1.25rem', mt: 1 }}>
        {translate('valik.list_error.title')}
      </Typography>
      <Typography color="text.secondary">{translate('valik.list_error.body')}</Typography>
    </Box>
  );
}
