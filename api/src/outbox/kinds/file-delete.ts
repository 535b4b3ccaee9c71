// FILE_DELETE: a stored file no row links to any more (an avatar replaced or removed, an account erased),
// deleted after the change that unlinked it committed — a rolled-back change keeps its file. Deleting a key
// that is gone already does nothing (local disk: force; S3 answers 204), so a repeated delivery is harmless.
import { defineOutboxKind } from '../kind.ts';

export const fileDeleteKind = defineOutboxKind('FILE_DELETE', async (deps, { payload }) => {
  await deps.storage.delete(payload.key);
});
