/**
 * zod 4 probes `new Function` on its first object parse to compile faster parsers; under the
 * Content-Security-Policy (no 'unsafe-eval', ADR 107) that probe is a reported violation. Interpreted
 * parsing is fast enough for forms and answers.
 *
 * zod keeps its configuration on `globalThis.__zod_globalConfig` (shared by every copy of zod) and
 * adopts the object it finds there. Setting `jitless` on it before any zod module runs costs the first
 * chunk nothing, where importing zod's `config` cost 5.5 KB gzip (ADR 126).
 * zod-without-eval.test.ts proves that zod reads the flag from here.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(holder.__zod_globalConfig ??= {}).jitless = true;

export {};
