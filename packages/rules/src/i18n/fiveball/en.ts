import type { LanguageTexts, Star45 } from './types';
import { sizeOf } from './types';

/** English five-ball texts. */
export const en: LanguageTexts = {
  spot: {
    front2: 'Front 2',
    back2: 'Back 2',
    front3: 'Front 3',
    middle3: 'Middle 3',
    back3: 'Back 3',
    last4: '4-star',
    all5: '5-star',
  },
  balls: {
    front2: 'balls 1-2',
    back2: 'balls 4-5',
    front3: 'balls 1-3',
    middle3: 'balls 2-4',
    back3: 'balls 3-5',
    last4: 'balls 2-5',
    all5: 'the five balls',
  },
  ball: (n) => `Ball ${n}`,
  total: 'Total sum',
  fixed: {
    'play.fiveball.LM_SUM': 'Total sum two-sided',
    'rule.fiveball.LM_SUM':
      'Big 23-45, small 0-22, odd or even of the sum of all five balls; each pick is one bet.',
    'play.fiveball.LHH': 'Dragon Tiger Tie',
    'rule.fiveball.LHH':
      'Dragon wins when ball 1 is higher than ball 5, tiger when it is lower and tie when they are equal. On a tie, dragon and tiger bets lose.',
    'play.fiveball.DWD': 'Position pick',
    'rule.fiveball.DWD':
      'Pick digits on any of the five balls; each pick is one bet and wins when its ball shows that digit.',
  },
  items: {
    big: 'Big',
    small: 'Small',
    odd: 'Odd',
    even: 'Even',
    dragon: 'Dragon',
    tiger: 'Tiger',
    tie: 'Tie',
  },
  rows: {
    dragonTiger: 'Dragon Tiger',
    sum: 'Sum',
    span: 'Span',
    digits: 'Digits',
    pair: 'Pair',
    single: 'Single',
    triple: 'Triple',
    quad: 'Four of a kind',
  },
  groups: {
    twoSided: 'Two-sided',
    ballNumber: 'Ball numbers',
    position: 'Position',
    star2: '2-star',
    star3: '3-star',
    star3Group: '3-star group',
    notPositioned: 'Not positioned',
    star4: '4-star',
    star5: '5-star',
    anyPosition: 'Any position',
  },
  ballTwoSided: (n) => [
    `Ball ${n} two-sided`,
    `Big 5-9, small 0-4, odd or even of ball ${n}; each pick is one bet.`,
  ],
  ballNumber: (n) => [`Ball ${n} number`, `Pick digits 0-9; a pick wins when ball ${n} shows it.`],
  direct: (s, b) => [
    `${s} direct`,
    `Pick a digit for each of ${b}; wins when the draw matches every ball in order.`,
  ],
  directSum: (s, b) => [
    `${s} direct sum`,
    `Each picked sum buys every number on ${b} with that digit sum; the drawn number wins.`,
  ],
  directSpan: (s, b) => [
    `${s} direct span`,
    `Each picked span buys every number on ${b} whose largest minus smallest digit is that span; the drawn number wins.`,
  ],
  group3: (s, b) => [
    `${s} group 3`,
    `Pick 2-10 digits; wins when ${b} show one picked digit twice and another once, in any order. A triple loses.`,
  ],
  group6: (s, b) => [
    `${s} group 6`,
    `Pick 3-10 digits; wins when ${b} show three different picked digits, in any order.`,
  ],
  groupSum: (s, b) => [
    `${s} group sum`,
    `Wins when the digits of ${b} add up to the picked sum, at the group 3 or group 6 odds by the result. A triple loses.`,
  ],
  group2: (s, b) => [
    `${s} group`,
    `Pick 2-10 digits; wins when ${b} show two different picked digits, in any order. A pair loses.`,
  ],
  group2Sum: (s, b) => [
    `${s} group sum`,
    `Wins when ${b} show two different digits that add up to the picked sum. A pair loses.`,
  ],
  notPositioned: (s, b, k) =>
    k === 1
      ? [`${s} 1-code`, `Pick digits; a pick wins when it appears anywhere on ${b}.`]
      : [
          `${s} ${k}-code`,
          `Pick at least ${k} digits; each set of ${k} wins when all of them appear anywhere on ${b}.`,
        ],
  star45: (code, s, b) => [
    `${s} group ${sizeOf(code)}`,
    `Wins when ${b} show ${enPattern[code]}, in any order.`,
  ],
  anyDirect: (k) => [
    `Any ${k} direct`,
    `Pick digits on at least ${k} balls; every ${k} balls with one digit each is one bet and wins when all of them match.`,
  ],
};

const enPattern: Record<Star45, string> = {
  SXZU24: 'four different picked digits',
  SXZU12: 'a pair-row digit twice and two different single-row digits',
  SXZU6: 'two picked digits twice each',
  SXZU4: 'a triple-row digit three times and a single-row digit',
  WXZU120: 'five different picked digits',
  WXZU60: 'a pair-row digit twice and three different single-row digits',
  WXZU30: 'two pair-row digits twice each and a single-row digit',
  WXZU20: 'a triple-row digit three times and two different single-row digits',
  WXZU10: 'a triple-row digit three times and a pair-row digit twice',
  WXZU5: 'a four-of-a-kind-row digit four times and a single-row digit',
};
