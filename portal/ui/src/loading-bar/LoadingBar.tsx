// Fixed 4px bar at the top: orange while work runs, red when it failed (spec §2, §9).
import { useEffect, useSyncExternalStore } from 'react';
import { useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import { LOADING_BAR } from '@valik/domain';
import { tokens } from '../theme/tokens.ts';
import { busySources, loadingBar } from './loading-bar-controller.ts';

/** Reports `busy` for `source` while the calling component is mounted. */
export function useReportBusy(source: string, busy: boolean): void {
  useEffect(() => {
    busySources.report(source, busy);
  }, [source, busy]);
  useEffect(() => () => busySources.report(source, false), [source]);
}

/** Starts and finishes the bar from router navigation (the data layer adds its queries). */
export function useDriveLoadingBar(): void {
  useReportBusy('navigation', useNavigation().state !== 'idle');
}

export function LoadingBar() {
  const state = useSyncExternalStore(loadingBar.subscribe, loadingBar.getSnapshot, loadingBar.getSnapshot);
  return (
    <Box
      aria-hidden
      data-testid="loading-bar"
      data-state={state.error ? 'error' : state.visible ? 'loading' : 'idle'}
      sx={{
        position: 'fixed',
        top: 0,
        left: 0,
        right: 0,
        height: LOADING_BAR.height,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        pointerEvents: 'none',
        opacity: state.visible ? 1 : 0,
        transition: 'opacity 0.4s',
      }}
    >
      <Box
        sx={{
          height: '100%',
          width: `${state.progress}%`,
          bgcolor: state.error ? tokens.color.error : tokens.color.brand,
          transition: 'width 0.1s linear, background-color 0.2s',
        }}
      />
    </Box>
  );
}
