import { describe, expect, it } from 'vitest';
import { BUILD_CHECK_INTERVAL_MS, buildManifestUrl, isBuildCheckDue, isNewerBuild, parseBuildManifest } from './build-manifest.ts';

const running = { id: 'a1b2c3', time: '2026-11-26T10:00:00.000Z' };

describe('buildManifestUrl', () => {
  it('asks for the app’s manifest with a timestamp query', () => {
    expect(buildManifestUrl('/user', 1_780_000_000_000)).toBe('/user/build.json?t=1780000000000');
    expect(buildManifestUrl('/manage/', 5)).toBe('/manage/build.json?t=5');
  });
});

describe('parseBuildManifest', () => {
  it('accepts an id and an ISO time, nothing else', () => {
    expect(parseBuildManifest({ id: 'x', time: '2026-11-26T10:00:00Z', extra: 1 })).toEqual({ id: 'x', time: '2026-11-26T10:00:00Z' });
    expect(parseBuildManifest({ id: '', time: '2026-11-26T10:00:00Z' })).toBeNull();
    expect(parseBuildManifest({ id: 'x', time: 'yesterday' })).toBeNull();
    expect(parseBuildManifest('<!doctype html>')).toBeNull();
    expect(parseBuildManifest(null)).toBeNull();
  });
});

describe('isNewerBuild', () => {
  it('is true for another build made later', () => {
    expect(isNewerBuild(running, { id: 'd4e5f6', time: '2026-11-26T10:05:00.000Z' })).toBe(true);
  });

  it('is false for the same build, an older one, or no answer', () => {
    expect(isNewerBuild(running, { ...running })).toBe(false);
    expect(isNewerBuild(running, { id: 'old', time: '2026-11-25T10:00:00.000Z' })).toBe(false);
    expect(isNewerBuild(running, null)).toBe(false);
  });
});

describe('isBuildCheckDue', () => {
  it('allows a check at most every 10 minutes', () => {
    expect(BUILD_CHECK_INTERVAL_MS).toBe(600_000);
    expect(isBuildCheckDue(0, 599_999)).toBe(false);
    expect(isBuildCheckDue(0, 600_000)).toBe(true);
  });
});
