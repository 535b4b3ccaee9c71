import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, independent of the working directory the server was started from. */
export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
