// Only zod's core `config` (not the `z` namespace, which would pull all of zod into the first chunk).
import { config } from 'zod/v4/core';

// zod 4 probes `new Function` on its first object parse to compile faster parsers; under the
// Content-Security-Policy (no 'unsafe-eval', ADR 107) that probe is a reported violation. Interpreted
// parsing is fast enough for forms and answers.
config({ jitless: true });
