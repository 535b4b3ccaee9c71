// A table of one resource scoped to a parent record (a cohort's students, a school's credits, a user's
// cohorts): its own stored state instead of the URL's, CSV export of the same scope, and the
// console's error and empty states. The pages differ only in scope, sort and columns.
import type { ReactNode } from 'react';
import { Typography } from '@mui/material';
import { DataTable, List, TopToolbar, useTranslate } from 'react-admin';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { ListError } from './ListError.tsx';
import { StackOnPhone } from './StackOnPhone.tsx';

export interface ScopedListProps {
  resource: string;
  /** the parent scope, e.g. { school_id: 3 }: applied to the list and to its CSV export */
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  storeKey: string;
  /** page title; none when the list sits inside a page that has its own */
  title?: string;
  /** the title's record is still loading: the list stays unseen (its room kept), so a title that grows to
   * two lines on a phone does not push the rows down under the reader's eyes */
  waiting?: boolean;
  /** message key of the heading above the list, when it is one part of a page */
  heading?: string;
  /** message key of what an empty list says */
  emptyText: string;
  perPage?: number;
  /** what a click on a row opens; nothing by default, as the rows carry their own links and inputs */
  rowClick?: 'edit';
  /** narrower cell padding, for a list with many columns that must fit 1280 px */
  compact?: boolean;
  /** shown inside the list above its rows (it may read the list's context) */
  notice?: ReactNode;
  /** the DataTable.Col columns */
  children: ReactNode;
}

export function ScopedList({ resource, filter, sort, storeKey, title, waiting, heading, emptyText, perPage, rowClick, notice, compact, children }: ScopedListProps) {
  const translate = useTranslate();
  return (
    <>
      {heading && (
        // a list that follows another list gets more room above its heading
        <Typography variant="h6" component="h2" sx={{ mt: 2, '.list-page + &': { mt: 3 } }}>
          {translate(heading)}
        </Typography>
      )}
      <List
        resource={resource}
        filter={filter}
        sort={sort}
        {...(perPage ? { perPage } : {})}
        disableSyncWithLocation
        storeKey={storeKey}
        title={title ?? (false as unknown as string)}
        sx={waiting ? { visibility: 'hidden' } : undefined}
        actions={
          <TopToolbar>
            <ExportCsvButton filter={filter} />
          </TopToolbar>
        }
        error={<ListError />}
        empty={<Typography sx={{ p: 2 }}>{translate(emptyText)}</Typography>}
      >
        {notice}
        <StackOnPhone>
          <DataTable bulkActionButtons={false} rowClick={rowClick ?? false} sx={compact ? { '& .MuiTableCell-root': { px: 1 }, '& .MuiTableCell-root:first-of-type': { pl: 2 } } : undefined}>
            {children}
          </DataTable>
        </StackOnPhone>
      </List>
    </>
  );
}
