import { z } from 'zod';

// zod 4 probes `new Function` on its first object parse to compile faster parsers; under the
// Content-Security-Policy (no 'unsafe-eval', ADR 107) that probe is a reported violation. Interpreted
// parsing is fast enough for forms and answers.
z.config({ jitless: true });
