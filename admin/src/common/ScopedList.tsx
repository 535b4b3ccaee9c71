// A list of one resource scoped to a parent record (a cohort's students, a school's credits, a user's
// cohorts): its own stored state instead of the URL's, CSV export of the same scope, and the
// console's error and empty states. The pages differ only in scope, sort and columns.
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { List, TopToolbar } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { ListError } from './ListError.tsx';

export interface ScopedListProps {
  resource: string;
  /** the parent scope, e.g. { school_id: 3 }: applied to the list and to its CSV export */
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  storeKey: string;
  /** page title; none when the list sits inside a page that has its own */
  title?: string;
  emptyText: string;
  perPage?: number;
  children: ReactNode;
}

export function ScopedList({ resource, filter, sort, storeKey, title, emptyText, perPage, children }: ScopedListProps) {
  return (
    <List
      resource={resource}
      filter={filter}
      sort={sort}
      {...(perPage ? { perPage } : {})}
      disableSyncWithLocation
      storeKey={storeKey}
      title={title ?? (false as unknown as string)}
      actions={
        <TopToolbar>
          <ExportCsvButton filter={filter} />
        </TopToolbar>
      }
      error={<ListError />}
      empty={<Typography sx={{ p: 2 }}>{emptyText}</Typography>}
    >
      {children}
    </List>
  );
}
