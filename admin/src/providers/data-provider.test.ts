import { describe, expect, it } from 'vitest';
import { createDataProvider, messageOfApiError } from './data-provider.ts';

describe('the console data provider', () => {
  it("shows the API's localized message", () => {
    expect(messageOfApiError(404, { error: { code: 'NOT_FOUND', message: 'Lehte ei leitud' } })).toBe('Lehte ei leitud');
  });

  it('falls back to the generic HTTP error when the body has no message', () => {
    expect(messageOfApiError(502, '<html>')).toBe('ra.notification.http_error');
  });

  it('refuses to delete a cohort before asking the server', async () => {
    const provider = createDataProvider('http://127.0.0.1:9/never');
    await expect(provider.delete('cohorts', { id: 1 })).rejects.toMatchObject({
      message: 'valik.cohort_delete_refused',
      status: 409,
    });
    await expect(provider.deleteMany('cohorts', { ids: [1] })).rejects.toMatchObject({ status: 409 });
  });
});

describe('the data provider and the API', () => {
  it("turns the API's field issues into react-admin's form errors", async () => {
    const { fieldErrorsOfApiError } = await import('./data-provider.ts');
    expect(
      fieldErrorsOfApiError({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Vigane päring',
          issues: [
            { path: 'teacher_ids', message: 'Lisa vähemalt üks õpetaja' },
            { path: 'online_class_times.0.day', message: 'Vigane tunniaeg' },
          ],
        },
      }),
    ).toEqual({ teacher_ids: 'Lisa vähemalt üks õpetaja', 'online_class_times.0.day': 'Vigane tunniaeg' });
    expect(fieldErrorsOfApiError({ error: { code: 'NOT_FOUND', message: 'x' } })).toBeNull();
  });

  it('uploads a newly picked thumbnail and saves the course with its URL', async () => {
    const { withUploadedThumbnail } = await import('./data-provider.ts');
    const rawFile = new File([new Uint8Array([1, 2, 3])], 'pilt.png', { type: 'image/png' });
    const uploaded: string[] = [];
    const upload = async (file: { rawFile: File }) => {
      uploaded.push(file.rawFile.name);
      return '/uploads/thumbnails/2026/x.webp';
    };
    expect(await withUploadedThumbnail({ name: 'K', thumbnail: { rawFile, src: 'blob:x' } }, upload)).toEqual({
      name: 'K',
      thumbnail: '/uploads/thumbnails/2026/x.webp',
    });
    expect(uploaded).toEqual(['pilt.png']);
    expect(await withUploadedThumbnail({ thumbnail: { src: '/uploads/a.webp' } }, upload)).toEqual({ thumbnail: '/uploads/a.webp' });
    expect(await withUploadedThumbnail({ thumbnail: '/uploads/a.webp' }, upload)).toEqual({ thumbnail: '/uploads/a.webp' });
  });
});
