import { constants } from 'node:zlib';

import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes a compressed answer saves less than its headers and the CPU it costs. */
export const compressThresholdBytes = 1024;

/**
 * Compresses dynamic answers (JSON of the API) above the threshold, brotli first, then gzip.
 * Brotli runs at quality 4: on-the-fly answers need speed, and the web app's static files are
 * compressed once at build at the highest quality instead (`preCompressed` in not-found.ts), which
 * this plugin leaves alone because they already carry a Content-Encoding.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: compressThresholdBytes,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
