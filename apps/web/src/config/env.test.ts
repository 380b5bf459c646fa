import { describe, expect, it } from 'vitest';

import { fillHosts, parseApiHosts } from './env';

describe('VITE_API_HOSTS', () => {
  it('is empty when unset, so requests go to the page origin', () => {
    expect(parseApiHosts(undefined)).toEqual([]);
    expect(fillHosts(parseApiHosts(''))).toEqual(['', '', '']);
  });

  it('trims entries and trailing slashes, then repeats them over the three slots', () => {
    const hosts = parseApiHosts(' https://a.example/ , https://b.example// ');
    expect(hosts).toEqual(['https://a.example', 'https://b.example']);
    expect(fillHosts(hosts)).toEqual(['https://a.example', 'https://b.example', 'https://a.example']);
  });

  it('refuses relative entries and more than three hosts', () => {
    expect(() => parseApiHosts('/api')).toThrow(/absolute URLs/);
    expect(() => parseApiHosts('http://a.x,http://b.x,http://c.x,http://d.x')).toThrow(/at most 3/);
  });
});
