import type {
  BetContext,
  FamilyCode,
  GameCode,
  PlayDefinition,
  PreviewError,
  QuickPick,
} from '@fairdraw/rules';
import {
  applyQuickPick,
  clearSelection,
  findGame,
  findPlay,
  parseTypedEntries,
  playsOf,
  previewBet,
  randomPick,
  toggleItem,
} from '@fairdraw/rules';
import { create } from 'zustand';

import type { HistoryRow } from '../api/game-types';

/** One play of the bet slip: priced and counted by the rules package when it was added. */
export interface SlipLine {
  id: number;
  play: string;
  selection: string[][];
  unitPrice: number;
  multiple: number;
  betCount: number;
  amount: number;
}

/**
 * The game store (ADR 050): topLevel (family), gameType (play code), gameItems (the selection,
 * one array of item codes per row, in the wire shape), unitPrice (fen per combination, null while
 * empty), betNumber (combination count), userBalance and historyList; plus the stake multiple, the
 * live amount and the bet slip. Counting and amounts always come from @fairdraw/rules.
 */
export interface GameState {
  game: GameCode | null;
  topLevel: FamilyCode | null;
  gameType: string;
  gameItems: string[][];
  unitPrice: number | null;
  multiple: number;
  betNumber: number;
  amount: number;
  error: PreviewError | null;
  userBalance: number | null;
  historyList: HistoryRow[];
  slip: SlipLine[];
  /** Mark Six: the open issue's zodiac year, which pairing plays count with (null: not known yet). */
  zodiacYear: number | null;
  /** The text typed into each typed-entry row (单式), by row index; its valid entries are the row's picks. */
  typedText: Record<number, string>;
}

export interface GameActions {
  /** Opens a game: the first play, an empty selection and an empty slip (a slip is one game's). */
  setGame: (game: string, play?: string) => void;
  setPlay: (play: string) => void;
  toggle: (row: number, code: string) => void;
  quickPick: (row: number, kind: QuickPick) => void;
  /** Empties every group, resets the price to empty and the count to 0. */
  clearAll: () => void;
  setUnitPrice: (fen: number | null) => void;
  setMultiple: (multiple: number) => void;
  /** Adds the current selection to the slip; returns the message key of what is missing, or null. */
  addToSlip: () => string | null;
  /** "1 random" / "5 random": n machine-picked bets of the current play added to the slip. */
  addRandom: (count: number, random?: () => number) => string | null;
  removeLine: (id: number) => void;
  /** Loads a slip line back on the board for editing (and takes it off the slip). */
  editLine: (id: number) => void;
  clearSlip: () => void;
  setUserBalance: (balance: number | null) => void;
  setHistoryList: (list: HistoryRow[]) => void;
  setZodiacYear: (year: number | null) => void;
  /** Typed entry: keeps the text and makes its valid, de-duplicated entries the row's picks. */
  setTyped: (row: number, text: string) => void;
}

export type GameStore = GameState & GameActions;

export const defaultUnitPriceFen = 200;

const emptyState: GameState = {
  game: null,
  topLevel: null,
  gameType: '',
  gameItems: [],
  unitPrice: defaultUnitPriceFen,
  multiple: 1,
  betNumber: 0,
  amount: 0,
  error: null,
  userBalance: null,
  historyList: [],
  slip: [],
  zodiacYear: null,
  typedText: {},
};

let nextLineId = 1;

/** The play definition of the store's current game and play, if any. */
export function currentPlay(state: Pick<GameState, 'game' | 'gameType'>): PlayDefinition | undefined {
  return state.game ? findPlay(state.game, state.gameType) : undefined;
}

type Priced = Pick<GameState, 'betNumber' | 'amount' | 'error'>;

/** What a count may depend on besides the picks (ADR 041): the zodiac year, when known. */
const contextOf = (state: Pick<GameState, 'zodiacYear'>): BetContext =>
  state.zodiacYear === null ? {} : { zodiacYear: state.zodiacYear };

function price(
  state: Pick<GameState, 'game' | 'gameType' | 'gameItems' | 'unitPrice' | 'multiple' | 'zodiacYear'>,
): Priced {
  const play = currentPlay(state);
  if (!state.game || !play) return { betNumber: 0, amount: 0, error: null };
  const preview = previewBet(
    state.game,
    play,
    state.gameItems,
    state.unitPrice,
    state.multiple,
    contextOf(state),
  );
  return { betNumber: preview.betCount, amount: preview.amountFen, error: preview.error };
}

export const useGameStore = create<GameStore>()((set, get) => {
  /** Applies a change of selection or stake and recomputes count and amount from the rules. */
  function update(patch: Partial<GameState>) {
    const next = { ...get(), ...patch };
    set({ ...patch, ...price(next) });
  }

  function lineOf(state: GameState): SlipLine | string {
    if (state.error) return state.error.messageKey;
    if (state.betNumber === 0 || state.unitPrice === null) return 'bet.pleaseSelect';
    return {
      id: nextLineId++,
      play: state.gameType,
      selection: state.gameItems.map((row) => [...row]),
      unitPrice: state.unitPrice,
      multiple: state.multiple,
      betCount: state.betNumber,
      amount: state.amount,
    };
  }

  return {
    ...emptyState,
    setGame(game, play) {
      const definition = findGame(game);
      const plays = playsOf(game);
      const first = plays.find((p) => p.code === play) ?? plays[0];
      if (!definition || !first) {
        set({ ...emptyState });
        return;
      }
      const state = get();
      const keep = state.game === game;
      update({
        game: definition.code,
        topLevel: definition.family,
        gameType: first.code,
        gameItems: clearSelection(first),
        typedText: {},
        slip: keep ? state.slip : [],
        historyList: keep ? state.historyList : [],
      });
    },
    setPlay(code) {
      const { game } = get();
      const play = game ? findPlay(game, code) : undefined;
      if (!play) return;
      update({ gameType: play.code, gameItems: clearSelection(play), typedText: {} });
    },
    toggle(row, code) {
      const state = get();
      update({ gameItems: toggleItem(state.gameItems, row, code, currentPlay(state)) });
    },
    quickPick(row, kind) {
      const state = get();
      const play = currentPlay(state);
      if (play) update({ gameItems: applyQuickPick(state.gameItems, play, row, kind) });
    },
    clearAll() {
      const play = currentPlay(get());
      update({ gameItems: play ? clearSelection(play) : [], unitPrice: null, typedText: {} });
    },
    setUnitPrice(unitPrice) {
      update({ unitPrice });
    },
    setMultiple(multiple) {
      update({ multiple });
    },
    addToSlip() {
      const state = get();
      const line = lineOf(state);
      if (typeof line === 'string') return line;
      const play = currentPlay(state);
      update({ slip: [...state.slip, line], gameItems: play ? clearSelection(play) : [], typedText: {} });
      return null;
    },
    addRandom(count, random = Math.random) {
      const state = get();
      const play = currentPlay(state);
      if (!play || !state.game) return 'bet.unknownPlay';
      if (state.unitPrice === null) return 'bet.pleaseEnterAmount';
      const lines: SlipLine[] = [];
      for (let i = 0; i < count; i++) {
        const selection = randomPick(play, random, contextOf(state));
        const preview = previewBet(
          state.game,
          play,
          selection,
          state.unitPrice,
          state.multiple,
          contextOf(state),
        );
        if (preview.error) return preview.error.messageKey;
        lines.push({
          id: nextLineId++,
          play: play.code,
          selection,
          unitPrice: state.unitPrice,
          multiple: state.multiple,
          betCount: preview.betCount,
          amount: preview.amountFen,
        });
      }
      set({ slip: [...state.slip, ...lines] });
      return null;
    },
    removeLine(id) {
      set({ slip: get().slip.filter((line) => line.id !== id) });
    },
    editLine(id) {
      const state = get();
      const line = state.slip.find((l) => l.id === id);
      if (!line) return;
      const play = state.game ? findPlay(state.game, line.play) : undefined;
      // A typed row comes back as its entries, one per line.
      const typedText = Object.fromEntries(
        (play?.rows ?? []).flatMap((row, i) =>
          row.entry ? [[i, (line.selection[i] ?? []).join('\n')]] : [],
        ),
      );
      update({
        gameType: line.play,
        gameItems: line.selection.map((row) => [...row]),
        typedText,
        unitPrice: line.unitPrice,
        multiple: line.multiple,
        slip: state.slip.filter((l) => l.id !== id),
      });
    },
    clearSlip() {
      set({ slip: [] });
    },
    setUserBalance(userBalance) {
      set({ userBalance });
    },
    setHistoryList(historyList) {
      set({ historyList });
    },
    setZodiacYear(zodiacYear) {
      if (get().zodiacYear !== zodiacYear) update({ zodiacYear });
    },
    setTyped(row, text) {
      const state = get();
      const entry = currentPlay(state)?.rows[row]?.entry;
      if (!entry) return;
      const gameItems = state.gameItems.map((picks, i) =>
        i === row ? [...parseTypedEntries(text, entry).entries] : picks,
      );
      update({ gameItems, typedText: { ...state.typedText, [row]: text } });
    },
  };
});

/** Slip totals: combinations and fen over every line. */
export function slipTotals(slip: readonly SlipLine[]): { betCount: number; amount: number } {
  return slip.reduce(
    (sum, line) => ({ betCount: sum.betCount + line.betCount, amount: sum.amount + line.amount }),
    { betCount: 0, amount: 0 },
  );
}

/** Back to the empty store (tests, logout). */
export function resetGameStore(): void {
  useGameStore.setState({ ...emptyState });
}
