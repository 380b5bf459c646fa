// Route paths live in config/paths.ts (features import them from there; an ESLint zone forbids
// features/ -> app/). This re-export keeps app/ screens written before the move compiling after a merge.
export * from '../config/paths';
