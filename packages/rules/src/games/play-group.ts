import { sha256 } from '@noble/hashes/sha2.js';
import { utf8ToBytes } from '@noble/hashes/utils.js';

import type { PlayDefinition, PlayItem, PlayRow, RateTable, TypedEntry } from './types';

/**
 * The `/game/list` wire shape of one play (docs/api-conventions.md): a play group whose `items` are chosen directly
 * (direct plays) or whose `childrens` are its rows. Names are i18n keys; the server localizes them.
 */
export interface WireItem {
  readonly id: number;
  readonly code: string;
  /** i18n key of the item's name. */
  readonly name: string;
  /** Odds in hundredths. */
  readonly rate: number;
}

export interface WireRow {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  readonly minPicks: number;
  readonly maxPicks: number;
  readonly items: readonly WireItem[];
  /** Typed-entry rows only: the shape of the numbers typed into the row's text box (items is empty). */
  readonly entry?: TypedEntry;
}

export interface WirePlayGroup {
  readonly id: number;
  readonly code: string;
  readonly name: string;
  /** i18n key of the play's rule text. */
  readonly rule: string;
  readonly group: string;
  readonly counting: PlayDefinition['counting'];
  readonly minTotalPicks: number;
  /** Direct plays: the one row's limits; row plays: 0 and the sum of the rows' maxima. */
  readonly minPicks: number;
  readonly maxPicks: number;
  readonly childrens: readonly WireRow[];
  readonly items: readonly WireItem[];
  /** Direct typed-entry plays only (their one row is typed): the shape of the typed numbers. */
  readonly entry?: TypedEntry;
}

/**
 * A stable numeric id from a code path: the first 48 bits of SHA-256 of the path. Deterministic (the
 * same codes always give the same id, on every server and in every build), a safe integer, and with
 * 48 bits a collision among a few thousand codes is practically impossible (a test checks them all).
 */
export function stableId(...path: readonly string[]): number {
  const digest = sha256(utf8ToBytes(path.join('/')));
  let id = 0;
  for (let i = 0; i < 6; i++) id = id * 256 + (digest[i] as number);
  return id;
}

/**
 * The play's default rates with the operator's overrides on top. A bet's stored snapshot usually
 * names every key already: then it is the table as it is (settlement calls this per bet, and copying
 * tables whose keys look like integers took V8 ~100 µs each).
 */
export function effectiveRates(play: PlayDefinition, overrides?: RateTable): RateTable {
  if (!overrides) return play.defaultRates;
  for (const key in play.defaultRates) {
    if (overrides[key] === undefined) return Object.assign({}, play.defaultRates, overrides);
  }
  return overrides;
}

function wireItem(
  game: string,
  play: PlayDefinition,
  row: PlayRow,
  item: PlayItem,
  rates: RateTable,
): WireItem {
  const rate = rates[item.rateKey];
  // Every item must show odds; a missing key is a bug in the play's definition, not a user error.
  if (rate === undefined) throw new Error(`${play.family}/${play.code}: no rate for key ${item.rateKey}`);
  return { id: stableId(game, play.code, row.code, item.code), code: item.code, name: item.nameKey, rate };
}

function wireRow(game: string, play: PlayDefinition, row: PlayRow, rates: RateTable): WireRow {
  return {
    id: stableId(game, play.code, row.code),
    code: row.code,
    name: row.nameKey,
    minPicks: row.minPicks,
    maxPicks: row.maxPicks,
    items: row.items.map((item) => wireItem(game, play, row, item, rates)),
    ...(row.entry ? { entry: row.entry } : {}),
  };
}

/** One play as a `/game/list` play group of `game`, at the given rates (defaults when none). */
export function playGroupOf(game: string, play: PlayDefinition, overrides?: RateTable): WirePlayGroup {
  const rates = effectiveRates(play, overrides);
  const rows = play.rows.map((row) => wireRow(game, play, row, rates));
  const direct = play.direct ? rows[0] : undefined;
  return {
    id: stableId(game, play.code),
    code: play.code,
    name: play.nameKey,
    rule: play.ruleKey,
    group: play.group,
    counting: play.counting,
    minTotalPicks: play.minTotalPicks ?? 1,
    minPicks: direct ? direct.minPicks : 0,
    maxPicks: direct ? direct.maxPicks : rows.reduce((sum, r) => sum + r.maxPicks, 0),
    childrens: direct ? [] : rows,
    items: direct ? direct.items : [],
    ...(direct?.entry ? { entry: direct.entry } : {}),
  };
}
