import { describe, expect, it } from 'vitest';
import { exportUrl } from './ExportCsvButton.tsx';

describe('CSV export', () => {
  it('asks the server for the whole list with the current filters and sort', () => {
    const url = new URL(exportUrl('users', { role: ['SCHOOL_REP'], q: 'mari' }, { field: 'last_name', order: 'ASC' }), 'http://x');
    expect(url.pathname).toBe('/api/v1/manage/users/export');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ role: ['SCHOOL_REP'], q: 'mari' });
    expect(JSON.parse(url.searchParams.get('sort') ?? '')).toEqual(['last_name', 'ASC']);
  });
});
