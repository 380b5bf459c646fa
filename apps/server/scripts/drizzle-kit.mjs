// drizzle-kit is hoisted to the root node_modules while drizzle-orm lives in this package's
// node_modules, so drizzle-kit's own `import('drizzle-orm/...')` cannot find it. This wrapper adds a
// resolve hook that retries failed drizzle-orm lookups from this package, then runs drizzle-kit.
import Module, { createRequire, register } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const hook = `
const serverUrl = ${JSON.stringify(pathToFileURL(process.cwd() + '/package.json').href)};
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!specifier.startsWith('drizzle-orm')) throw error;
    return next(specifier, { ...context, parentURL: serverUrl });
  }
}`;
register(`data:text/javascript,${encodeURIComponent(hook)}`);

// CommonJS require() inside drizzle-kit honours NODE_PATH once the search paths are re-read.
process.env.NODE_PATH = join(process.cwd(), 'node_modules');
Module._initPaths();

const require = createRequire(import.meta.url);
const bin = join(dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
require(bin);
