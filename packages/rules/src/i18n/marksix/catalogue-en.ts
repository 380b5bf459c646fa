import type { MarkSixCatalogueTexts } from './catalogue-types';

/** English texts of the Mark Six catalogue plays (ADR 040, ADR 041). */
export const enCatalogue: MarkSixCatalogueTexts = {
  combined: (k) => [
    `Combined zodiac ${k}`,
    `Pick ${k} or more animals; each set of ${k} is one bet and wins when the special number belongs to one of them. A special 49 refunds the stake.`,
  ],
  placeSpecial: (k) => [
    `Regular ${k} special`,
    `Pick numbers 01-49; a pick wins when it is regular number ${k} in draw order.`,
  ],
  placeTwoSided: (k) => [
    `Regular ${k} two-sided`,
    `Bet on regular number ${k} in draw order: big, small, odd, even, digit sum, tail or colour, as for the special number. A 49 refunds all but the colours.`,
  ],
  plays: {
    ZMGG: [
      'Regular parlay',
      'Pick one option on two to six regular places (draw order). The ticket wins when every leg wins and pays the product of their odds; a 49 on a two-sided leg counts as odds 1.',
    ],
    ZONGX: [
      'Zodiac count',
      'Bet on how many different animals the 7 numbers show: 2-4, 5, 6 or 7, or an odd or even count. Example: 7 numbers of 6 animals win 6 and even.',
    ],
    QSB: [
      'Seven-colour wave',
      'The six regular numbers count 1 for their colour and the special 1.5; the colour with the most wins. Three and three regular numbers of two colours with the special of the third is a tie: tie bets win, colour bets are refunded.',
    ],
    PTWS: ['Any tail', 'Pick tails 0-9; a pick wins once when any of the 7 numbers ends in it.'],
    ZX: [
      'Regular zodiac',
      'Pick animals; a pick pays its odds once for each regular number that belongs to it. Example: two regular numbers of the animal pay twice the odds.',
    ],
    SZY: [
      '4 in 1',
      'Pick 4-10 numbers; each set of four wins when at least one of them is a regular number.',
    ],
    BZ11: ['Miss 11', 'Pick 11-13 numbers; each set of 11 wins when none of them is among the 7 numbers.'],
    BZ12: ['Miss 12', 'Pick 12-14 numbers; each set of 12 wins when none of them is among the 7 numbers.'],
  },
  bankerDragger: (base, k) => [
    `${base} banker`,
    `Pick 1 to ${k - 1} bankers and draggers; every bet holds all bankers and fills the other places from the draggers, and wins as ${base}.`,
  ],
  tie: 'Tie',
  zodiacCount: {
    zc234: '2-4 animals',
    zc5: '5 animals',
    zc6: '6 animals',
    zc7: '7 animals',
    zcOdd: 'Odd count',
    zcEven: 'Even count',
  },
  tailPairing: (base) => [
    `${base} tail pairing`,
    `Pick one tail in each row; every number of the first tail with every number of the second is one bet, and wins as ${base}. Example: tails 1 and 0 make 5 × 4 = 20 bets.`,
  ],
  zodiacPairing: (base) => [
    `${base} zodiac pairing`,
    `Pick one animal in each row; every number of the first animal with every number of the second is one bet, and wins as ${base}. Example: two 4-number animals make 4 × 4 = 16 bets, with the year's animal (5 numbers) 5 × 4 = 20.`,
  ],
  zodiacTail: (base) => [
    `${base} zodiac × tail`,
    `Pick a main animal and a tail; every number of the animal with every number of the tail is one bet (a number in both pairs with the others only), and wins as ${base}.`,
  ],
  place: (k) => `Regular ${k}`,
  rows: {
    zodiacA: 'First animal',
    zodiacB: 'Second animal',
    zodiacMain: 'Main animal',
    tailMain: 'Tail',
    tailA: 'First tail',
    tailB: 'Second tail',
    bankers: 'Bankers',
    draggers: 'Draggers',
  },
  groups: { combinedZodiac: 'Combined zodiac', regularPlace: 'Regular by place' },
};
