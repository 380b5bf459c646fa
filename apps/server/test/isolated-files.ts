/**
 * Server test files that cannot share a worker process with other files, run isolated in the project
 * `server-isolated` (vitest.config.ts; ADR 117). Every other server file runs in the project `server`
 * with isolate false: one module graph and one compiled PGlite per worker (docs/performance.md).
 * A file belongs here when it replaces modules (vi.mock), changes process-wide state it does not put
 * back (environment variables, globals, fake timers, pg type parsers), or measures timings that
 * earlier files' leftovers in the same process would skew. isolated-files.test.ts fails when a file
 * doing the first two is missing here.
 */
export const isolatedServerFiles: string[] = ['src/plugins/security-headers-once.test.ts'];
