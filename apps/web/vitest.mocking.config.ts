import { mockingFiles } from './src/testing/mocking-files';
import { webProject } from './vitest.config';

// The web's tests that replace modules with vi.mock, each file in a module graph of its own.
export default webProject('web-mocking', { include: mockingFiles, exclude: [], isolate: true });
