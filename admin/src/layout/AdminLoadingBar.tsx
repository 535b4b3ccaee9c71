// The spec's loading bar (orange, 4px, red on error; timings in the domain's LOADING_BAR) is the
// portal's, driven here by react-admin's loading state: any query or mutation of the data provider
// runs the bar, and a failed one finishes it red.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLoading } from 'react-admin';
import { LoadingBar } from '@valik/ui/loading-bar';
import { loadingBar } from '@valik/ui/loading-bar/controller';

function useDriveLoadingBar(): void {
  const loading = useLoading();
  const client = useQueryClient();
  useEffect(() => {
    if (loading) loadingBar.start();
    else loadingBar.finish();
  }, [loading]);
  useEffect(() => {
    const onError = () => {
      if (loadingBar.isRunning()) loadingBar.fail();
      else loadingBar.finish({ error: true });
    };
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError();
    });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') onError();
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [client]);
}

export function AdminLoadingBar() {
  useDriveLoadingBar();
  return <LoadingBar />;
}
