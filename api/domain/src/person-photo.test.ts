import { describe, expect, it } from 'vitest';
import { personInitials, smallPhotoUrl } from './person-photo.ts';

describe('a person’s small photo', () => {
  it('asks the server for the smallest width of an uploaded photo, and takes an SVG portrait as it is', () => {
    expect(smallPhotoUrl('/uploads/avatars/12-abc.webp')).toBe('/uploads/avatars/12-abc.webp?w=320');
    expect(smallPhotoUrl('/uploads/avatars/12-abc.JPG')).toBe('/uploads/avatars/12-abc.JPG?w=320');
    expect(smallPhotoUrl('/uploads/teachers/kadri-tamm.svg')).toBe('/uploads/teachers/kadri-tamm.svg');
    expect(smallPhotoUrl('https://example.org/a.webp')).toBe('https://example.org/a.webp');
  });

  it('has the initials of the first and the last name, in capitals', () => {
    expect(personInitials('Kadri Tamm')).toBe('KT');
    expect(personInitials(' õie  lepik ', 'et')).toBe('ÕL');
    expect(personInitials('Mari Liis Tamm')).toBe('MT');
    expect(personInitials('Madonna')).toBe('M');
    expect(personInitials('')).toBe('');
  });
});
