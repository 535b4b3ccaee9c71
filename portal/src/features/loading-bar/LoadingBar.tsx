// Fixed 4px bar at the top: orange while work runs, red when it failed (spec §2, §9).
import { useEffect, useSyncExternalStore } from 'react';
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useNavigation } from 'react-router';
import Box from '@mui/material/Box';
import { LOADING_BAR } from '@valik/api/domain';
import { tokens } from '../../theme/tokens.ts';
import { loadingBar } from './loading-bar-controller.ts';

/** Starts and finishes the bar from TanStack Query activity and router navigation. */
export function useDriveLoadingBar(): void {
  const fetching = useIsFetching();
  const mutating = useIsMutating();
  const navigation = useNavigation();
  const busy = fetching + mutating > 0 || navigation.state !== 'idle';
  useEffect(() => {
    if (busy) loadingBar.start();
    else loadingBar.finish();
  }, [busy]);
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
