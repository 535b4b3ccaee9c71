import { createTheme } from '@mui/material/styles';
import { tokens } from '@valik/ui/tokens';
import { describe, expect, it } from 'vitest';
import { adminTheme, mergeDeep } from './theme.ts';

describe('the console theme', () => {
  it("wears the shared brand colours over react-admin's defaults", () => {
    const theme = createTheme(adminTheme);
    expect(theme.palette.primary.main).toBe(tokens.color.primary);
    expect(theme.typography.fontFamily).toBe(tokens.font.family);
    // react-admin's own defaults survive
    expect(theme.components?.MuiTextField?.defaultProps).toMatchObject({ variant: 'filled', fullWidth: true });
  });

  it('merges nested objects and lets the override win', () => {
    expect(mergeDeep({ a: { b: 1, c: 2 }, d: [1] }, { a: { c: 3 }, d: [2] })).toEqual({ a: { b: 1, c: 3 }, d: [2] });
  });
});
