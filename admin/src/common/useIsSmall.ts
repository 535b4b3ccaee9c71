import { useMediaQuery, type Theme } from '@mui/material';

/** A phone-sized screen: lists show as simple lists there (react-admin demo pattern). */
export function useIsSmall(): boolean {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}
