// Layout of the /auth/* pages: a centred card with the logo and the language switch.
import { Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import { LanguageSwitch } from './LanguageSwitch.tsx';
import { Logo } from './Logo.tsx';

export function DefaultLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: { sm: 'center' }, py: { xs: 2, sm: 6 } }}>
      <Container maxWidth="sm">
        <Box component="header" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Logo />
          <LanguageSwitch />
        </Box>
        <Paper component="main" id="main" variant="outlined" sx={{ p: { xs: 3, sm: 5 } }}>
          <Outlet />
        </Paper>
      </Container>
    </Box>
  );
}
