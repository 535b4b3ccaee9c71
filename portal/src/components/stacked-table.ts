// A table that becomes a list of cards on a phone (issue 18 item 7): below the `sm` breakpoint the
// header hides and every row stacks its cells, each under its column's name (the cell's data-label), so
// nothing — least of all a row's buttons — sits off-screen and the page never scrolls sideways.
import type { SxProps, Theme } from '@mui/material/styles';

export const stackedOnPhone: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& thead': { display: 'none' },
    '& tbody, & tr, & td': { display: 'block', width: '100%' },
    '& tr': { borderBottom: `1px solid ${theme.palette.divider}`, py: 1 },
    '& td': { border: 0, py: 0.5, px: 1, overflowWrap: 'anywhere' },
    '& td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: theme.typography.caption.fontSize,
      color: theme.palette.text.secondary,
    },
  },
});
