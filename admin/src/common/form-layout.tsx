// How the console's forms are laid out: titled groups of inputs, rows of inputs that wrap onto the next
// line on a narrow screen instead of squeezing, and the toolbar of a form that only saves.
import type { ReactNode } from 'react';
import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import { SaveButton, Toolbar, useTranslate } from 'react-admin';

/** Inputs side by side, each at least 14rem wide before the row wraps. */
export const inputRow = { display: 'flex', flexWrap: 'wrap', columnGap: 2, width: '100%', '& > *': { flex: '1 1 14rem' } } as const;
/** The same for short inputs (numbers, dates, a country code): at least 12rem each. */
export const narrowInputRow = { ...inputRow, '& > *': { flex: '1 1 12rem' } } as const;

/** A group's title (a message key), as the heading of a part of the form. */
export function FormHeading({ title, component = 'h2', sx }: { title: string; component?: 'h2' | 'legend'; sx?: SxProps<Theme> }) {
  const translate = useTranslate();
  return (
    <Typography variant="subtitle1" component={component} sx={[{ fontWeight: 600 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {translate(title)}
    </Typography>
  );
}

/** A group of inputs with its title as the fieldset's legend, so a screen reader names the group. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, mb: 2, width: '100%', minWidth: 0 }}>
      <FormHeading title={title} component="legend" sx={{ mb: 1 }} />
      {children}
    </Box>
  );
}

/** Save and nothing else: only users are deleted from the console (a cohort cannot be, product-spec §8). */
export function SaveOnlyToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}
