import { describe, expect, it } from 'vitest';
import { isBase64Text } from './uploads.schemas.ts';

describe('isBase64Text', () => {
  it('takes the base64 alphabet with its padding, and nothing else', () => {
    expect(isBase64Text(Buffer.from('Valik õpilastele').toString('base64'))).toBe(true);
    expect(isBase64Text('QUJD')).toBe(true);
    expect(isBase64Text('QUI=')).toBe(true);
    expect(isBase64Text('QQ==')).toBe(true);
    expect(isBase64Text('a+/Z09')).toBe(true);
    for (const bad of ['', '====', 'QU JD', 'QUI=D', 'QUJD\n', 'data:image/png;base64,QUJD', 'QUJD-_', 'Ä']) expect(isBase64Text(bad), bad).toBe(false);
  });

  it('reads a 7-million-character file without running out of stack', () => {
    const deep = (n: number): boolean => (n === 0 ? isBase64Text(Buffer.alloc(5_200_000, 7).toString('base64')) : deep(n - 1));
    expect(deep(5000)).toBe(true);
  });
});
