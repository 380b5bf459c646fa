/**
 * Web test files that replace modules with vi.mock. In a module graph shared between files (the
 * `web` project, isolate false), a module an earlier file loaded would not be replaced, so these run
 * isolated in the project `web-mocking` (vitest.config.ts, vitest.mocking.config.ts; ADR 117).
 * mocking-files.test.ts fails when a file calling vi.mock is missing here.
 */
export const mockingFiles = [
  'src/features/game/components/typed-entry-board.test.tsx',
  'src/features/game/components/game-screen.test.tsx',
  'src/features/home/components/home-games.test.tsx',
  'src/features/support/components/support-chat.test.tsx',
  'src/features/responsible-play/components/responsible-gaming.test.tsx',
  'src/lib/unread.test.tsx',
  'src/app/routes/terms-version.test.tsx',
];
