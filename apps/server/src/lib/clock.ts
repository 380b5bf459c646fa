/** The server's only clock. Services take it as a dependency so tests can move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface ManualClock extends Clock {
  set(date: Date): void;
  advance(ms: number): void;
}

/** For tests: time stands still until advanced. */
export function createManualClock(start: Date = new Date()): ManualClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (date) => {
      current = date.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
