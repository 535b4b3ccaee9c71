// A console table on a phone: each row a stack of its cells, each cell under its column's name, instead of a
// table scrolling sideways inside its card (issue 30: the status, payer and transfer of a cohort's students
// were off-screen at 375 px). The column names are the header's own words, copied onto the cells as they are
// drawn (rows change with paging, the words with the language), so every list says them once.
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';

const stacked: SxProps<Theme> = (theme) => ({
  [theme.breakpoints.down('sm')]: {
    '& table, & tbody, & tr, & td': { display: 'block', width: '100%' },
    '& thead': { display: 'none' },
    '& tbody tr': { borderBottom: `1px solid ${theme.palette.divider}`, py: 1 },
    '& tbody td': { border: 0, py: 0.5, px: 2, overflowWrap: 'anywhere' },
    '& tbody td:empty': { display: 'none' },
    '& tbody td[data-label]::before': {
      content: 'attr(data-label)',
      display: 'block',
      fontSize: theme.typography.caption.fontSize,
      color: theme.palette.text.secondary,
    },
  },
});

/** Writes each header cell's words onto the body cells of its column (data-label), for the phone layout. */
function labelCells(root: HTMLElement): void {
  for (const table of Array.from(root.querySelectorAll('table'))) {
    const names = Array.from(table.querySelectorAll('thead th')).map((th) => th.textContent?.trim() ?? '');
    for (const row of Array.from(table.querySelectorAll('tbody tr'))) {
      Array.from(row.children).forEach((cell, index) => {
        const name = names[index];
        if (!name || cell.hasAttribute('colspan')) cell.removeAttribute('data-label');
        else if (cell.getAttribute('data-label') !== name) cell.setAttribute('data-label', name);
      });
    }
  }
}

export function StackOnPhone({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const root = ref.current;
    if (!root) return;
    labelCells(root);
    // attributes are not watched: writing the labels does not wake the observer again
    const observer = new MutationObserver(() => labelCells(root));
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return (
    <Box ref={ref} sx={stacked}>
      {children}
    </Box>
  );
}
