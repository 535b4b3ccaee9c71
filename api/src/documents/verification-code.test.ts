import { describe, expect, it } from 'vitest';
import {
  VERIFICATION_CODE_ALPHABET,
  generateVerificationCode,
  isVerificationCode,
  normalizeVerificationCode,
} from './verification-code.ts';

describe('generateVerificationCode', () => {
  it('gives VLK and two groups of five unambiguous characters', () => {
    for (let i = 0; i < 200; i++) {
      const code = generateVerificationCode();
      expect(code).toMatch(/^VLK-[2-9A-HJKMNP-TV-Z]{5}-[2-9A-HJKMNP-TV-Z]{5}$/);
      expect(isVerificationCode(code)).toBe(true);
    }
  });

  it('never uses 0, O, 1, I, L or U', () => {
    expect(VERIFICATION_CODE_ALPHABET).toHaveLength(30);
    expect(VERIFICATION_CODE_ALPHABET).not.toMatch(/[01OILU]/);
  });

  it('does not repeat in 10 000 codes and uses every character', () => {
    const codes = Array.from({ length: 10_000 }, generateVerificationCode);
    expect(new Set(codes).size).toBe(codes.length);
    const used = new Set(codes.join('').replace(/VLK|-/g, ''));
    expect(used.size).toBe(30);
  });
});

describe('normalizeVerificationCode', () => {
  it('accepts lower case, spaces, missing dashes and a missing prefix', () => {
    expect(normalizeVerificationCode(' vlk-7k3qd-m9xtp ')).toBe('VLK-7K3QD-M9XTP');
    expect(normalizeVerificationCode('VLK 7K3QD M9XTP')).toBe('VLK-7K3QD-M9XTP');
    expect(normalizeVerificationCode('7k3qdm9xtp')).toBe('VLK-7K3QD-M9XTP');
  });

  it('refuses codes of the wrong length or with characters outside the alphabet', () => {
    expect(normalizeVerificationCode('VLK-7K3QD-M9XT')).toBeNull();
    expect(normalizeVerificationCode('VLK-7K3QD-M9XTPP')).toBeNull();
    expect(normalizeVerificationCode('VLK-0K3QD-M9XTP')).toBeNull();
    expect(normalizeVerificationCode('')).toBeNull();
    expect(isVerificationCode('vlk-7k3qd-m9xtp')).toBe(false);
  });
});
