import { describe, expect, it } from 'vitest';
import { isChunkLoadError, shouldReloadNow } from './reload-guard.ts';

describe('reload on a navigation error', () => {
  it('reloads at the target path the first time', () => {
    expect(shouldReloadNow('/user/my-courses', null, 1_000_000)).toBe(true);
  });

  it('does not reload auth pages', () => {
    expect(shouldReloadNow('/auth/login', null, 1_000_000)).toBe(false);
  });

  it('reloads at most once per 10 s', () => {
    expect(shouldReloadNow('/user/profile', 1_000_000, 1_009_999)).toBe(false);
    expect(shouldReloadNow('/user/profile', 1_000_000, 1_010_000)).toBe(true);
  });

  it('recognises failed dynamic imports of the major browsers', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /user/assets/x.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
