// The only entry point other packages import.
export * from './account';
export * from './combinatorics';
export * from './games/games';
export * from './games/types';
export * from './language';
export * as limits from './limits';
export * from './money';
