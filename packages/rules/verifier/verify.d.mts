// Types for the dependency-free verify.mjs, so TypeScript tests can import it.
export type NextByte = () => number;
export function isValidSeedHex(seedHex: string): boolean;
export function commitmentOf(seedHex: string): string;
export function byteStream(seed: Uint8Array, game: string, issue: string): NextByte;
export function uniform(nextByte: NextByte, n: number): number;
export function deriveResult(game: string, issue: string, seedHex: string): number[];
export function verify(
  game: string,
  issue: string,
  seedHex: string,
  commitmentHex?: string,
): { commitment: string; matches: boolean | null; result: number[] };
export interface DrawVector {
  game: string;
  issue: string;
  seed: string;
  commitment: string;
  result: number[];
}
export function checkVectors(vectors: readonly DrawVector[]): { lines: string[]; allOk: boolean };
