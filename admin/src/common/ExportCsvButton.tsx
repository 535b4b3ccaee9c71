// CSV export of a list with its current filters and sort. The server walks the whole filtered list
// (not only the page on screen) and streams it: GET /api/v1/manage/<resource>/export?filter=&sort=.
import DownloadIcon from '@mui/icons-material/Download';
import { Button, useListContext, useResourceContext } from 'react-admin';
import { MANAGE_API_URL } from '../providers/data-provider.ts';

export function exportUrl(resource: string, filter: Record<string, unknown>, sort?: { field: string; order: string }): string {
  const params = new URLSearchParams({ filter: JSON.stringify(filter) });
  if (sort?.field) params.set('sort', JSON.stringify([sort.field, sort.order]));
  return `${MANAGE_API_URL}/${resource}/export?${params.toString()}`;
}

export function ExportCsvButton({ filter: extra }: { filter?: Record<string, unknown> }) {
  const resource = useResourceContext();
  const { filterValues, sort, total } = useListContext();
  if (!resource) return null;
  const href = exportUrl(resource, { ...filterValues, ...extra }, sort);
  return (
    <Button
      label="ra.action.export"
      disabled={total === 0}
      onClick={() => {
        window.location.assign(href);
      }}
    >
      <DownloadIcon />
    </Button>
  );
}
