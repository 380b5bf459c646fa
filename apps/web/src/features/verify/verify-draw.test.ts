import { describe, expect, it } from 'vitest';

import { checkDraw, inputFromSearch, isValidIssue } from './verify-draw';

describe('isValidIssue', () => {
  it.each(['202611220001', '202402299999', '203012310001'])('accepts %s', (issue) => {
    expect(isValidIssue(issue)).toBe(true);
  });
  it.each([
    '',
    '20261122000',
    '2026112200011',
    '20261122000a',
    '202613010001',
    '202302290001',
    '202611220000',
  ])('rejects %s', (issue) => {
    expect(isValidIssue(issue)).toBe(false);
  });
});

describe('checkDraw', () => {
  it('an unknown game is an error of its own', () => {
    const check = checkDraw({ game: 'nope', issue: '202611220001', seed: 'a'.repeat(64), commitment: '' });
    expect(check).toEqual({ ok: false, errors: { game: 'verify.gameInvalid' } });
  });
});

describe('inputFromSearch', () => {
  it('verifies at once only when issue and seed are in the link', () => {
    expect(inputFromSearch(new URLSearchParams('game=lhc&issue=1')).prefilled).toBe(false);
    const { input, prefilled } = inputFromSearch(new URLSearchParams('issue=1&seed=2'));
    expect(prefilled).toBe(true);
    expect(input).toEqual({ game: 'k3', issue: '1', seed: '2', commitment: '' });
  });
});
