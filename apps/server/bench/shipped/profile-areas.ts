/**
 * The area a profile's frame belongs to (profile-summary.ts, heap-summary.ts): the package
 * (node_modules name), the app's own bundle, node's internals, or a V8 pseudo-frame.
 */
export function areaOf(url: string, name: string): string {
  if (!url) return name.startsWith('(') ? name : '(native)';
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m?.[1]) return m[1];
  if (url.startsWith('node:')) return url;
  if (url.includes('dist/server.js')) return 'fairdraw (dist/server.js)';
  return url;
}
