import type { CatalogueTexts } from './catalogue-types';

/** English texts of the five-ball catalogue plays (ADR 040, ADR 041). */
export const enCatalogue: CatalogueTexts = {
  rows: { entries: 'Typed numbers', banker: 'Banker', tail: 'Last digit', form: 'Form', positions: 'Balls' },
  items: { triple: 'Triple', straight: 'Straight', pair: 'Pair' },
  groups: { fun: 'Fun', dragonTiger: 'Dragon Tiger' },
  combination: (s, b, m) => [
    `${s} combination`,
    `Each number picked on ${b} also buys its ${m - 1}-star down to 1-star tails, ${m} bets in all, each paid at its own odds. Example: 12345 wins the 3-star tier when the last three balls show 345.`,
  ],
  directSingle: (s, b, m) => [
    `${s} direct single`,
    `Type ${m}-digit numbers separated by spaces, commas, semicolons or new lines; each different number is one bet and wins when ${b} show it in order. Example: ${'1234567'.slice(0, m)}.`,
  ],
  group3Single: (s, b) => [
    `${s} group 3 single`,
    `Type numbers made of a digit twice and another once, such as 112; each wins when ${b} show those digits in any order.`,
  ],
  group6Single: (s, b) => [
    `${s} group 6 single`,
    `Type numbers of three different digits, such as 123; each wins when ${b} show those digits in any order.`,
  ],
  mixedSingle: (s, b) => [
    `${s} mixed group`,
    `Type group 3 numbers (such as 112) and group 6 numbers (such as 123); each wins at its own odds when ${b} show its digits in any order. Triples are not accepted.`,
  ],
  banker3: (s, b) => [
    `${s} group banker`,
    `Each banker digit buys the 54 group 3 and group 6 sets that hold it; a set wins at its group's odds when ${b} show it in any order. A triple loses.`,
  ],
  banker2: (s, b) => [
    `${s} group banker`,
    `Each banker digit buys the 9 pairs of different digits that hold it; a pair wins when ${b} show it in any order. Two equal digits lose.`,
  ],
  sumTail: (s, b) => [
    `${s} sum last digit`,
    `Pick digits; a pick wins when the digits of ${b} add up to a number ending in it. Example: 4, 8, 9 add up to 21, so 1 wins.`,
  ],
  special: (s, b) => [
    `${s} special`,
    `Triple: ${b} all equal; straight: three consecutive digits in any order (890 and 901 count); pair: exactly two equal.`,
  ],
  fun: {
    YFFS: ['One sail', 'Pick digits; a pick wins when it appears at least once among the five balls.'],
    HSCS: [
      'Good things in pairs',
      'Pick digits; a pick wins when it appears at least twice among the five balls.',
    ],
    SXBX: [
      'Three stars',
      'Pick digits; a pick wins when it appears at least three times among the five balls.',
    ],
    SJFC: [
      'Four seasons',
      'Pick digits; a pick wins when it appears at least four times among the five balls.',
    ],
  },
  bsoe: (s, b, m) => [
    `${s} big/small/odd/even`,
    `Pick big (5-9), small (0-4), odd or even for each of ${b}; each mix of one pick per ball is one bet and wins when all ${m} balls match.`,
  ],
  ticked: {
    RZX2_S: [
      'Any 2 direct single',
      'Tick at least 2 balls and type 2-digit numbers; every 2 ticked balls with one number is one bet and wins when those balls show it in order.',
    ],
    RZU2: [
      'Any 2 group',
      'Tick at least 2 balls and pick 2-10 digits; every 2 ticked balls with 2 different picked digits is one bet and wins in any order. A pair loses.',
    ],
    RZU3: [
      'Any 3 group 3',
      'Tick at least 3 balls and pick 2-10 digits; every 3 ticked balls with one digit twice and another once is one bet and wins in any order.',
    ],
    RZU6: [
      'Any 3 group 6',
      'Tick at least 3 balls and pick 3-10 digits; every 3 ticked balls with 3 different picked digits is one bet and wins in any order.',
    ],
    RHHZX: [
      'Any 3 mixed group',
      'Tick at least 3 balls and type group 3 or group 6 numbers; every 3 ticked balls with one number is one bet and wins in any order.',
    ],
  },
  anyGroup4: (size) => [
    `Any 4 group ${size}`,
    `Tick at least 4 balls and pick digits as in 4-star group ${size}; every 4 ticked balls is one set of bets and wins in any order.`,
  ],
  dragonTiger: (a, b) => [
    `Dragon Tiger ball ${a} vs ${b}`,
    `Dragon wins when ball ${a} is higher than ball ${b}, tiger when it is lower and tie when they are equal. On a tie, dragon and tiger bets lose.`,
  ],
};
