import type { LanguageTexts } from './types';

/** English Mark Six texts. */
export const en: LanguageTexts = {
  plays: {
    TM: ['Special number', 'Pick numbers 01-49; a pick wins when it is the special number.'],
    TMLM: [
      'Special two-sided',
      'Bet on the special number: big 25-48, small 1-24, odd, even, digit sum big (7+) or small, digit sum odd or even, tail big (5-9) or small, and their pairs. A special 49 refunds the stake.',
    ],
    TMSB: ['Special wave', 'Pick a colour; wins when the special number has that colour.'],
    BB: [
      'Half-wave',
      'Pick a colour with big, small, odd or even; wins when the special number matches both. A special 49 refunds the stake.',
    ],
    TMTS: ['Special head', 'Pick a tens digit 0-4; wins when the special number has it.'],
    TMWS: ['Special tail', 'Pick a units digit 0-9; wins when the special number ends in it.'],
    TX: [
      'Special zodiac',
      "Pick animals; a pick wins when the special number belongs to it. The year's animal owns 5 numbers and pays lower odds.",
    ],
    ZM: ['Regular numbers', 'Pick numbers; a pick wins when it is one of the six regular numbers.'],
    YX: ['One zodiac', 'Pick animals; a pick wins when any of the 7 numbers, 49 included, belongs to it.'],
    ZHLM: ['Total sum', 'Bet on the sum of all 7 numbers: big 175 or more, small 174 or less, odd or even.'],
    SQZ: ['3 of 3', 'Pick 3-10 numbers; each set of three wins when all three are regular numbers.'],
    SZE: [
      '3 of 2',
      'Pick 3-10 numbers; each set of three wins when two are regular numbers, and pays the higher odds when all three are.',
    ],
    EQZ: ['2 of 2', 'Pick 2-10 numbers; each pair wins when both are regular numbers.'],
    EZT: [
      'Special second',
      'Pick 2-10 numbers; each pair wins when both are regular numbers, or one is regular and the other is the special number.',
    ],
    TC: [
      'Special series',
      'Pick 2-10 numbers; each pair wins when one is regular and the other is the special number.',
    ],
  },
  linked: (kind, k) => {
    const what = kind.startsWith('LX') ? 'animals' : 'tails';
    const win = !kind.endsWith('BZ');
    return [
      `${kind.startsWith('LX') ? 'Zodiac' : 'Tail'} ${win ? 'link' : 'miss'} ${k}`,
      `Pick ${k} or more ${what}; each set of ${k} wins when ${win ? 'every one' : 'none'} of them appears among the 7 numbers.`,
    ];
  },
  notWin: (n) => [
    `Miss ${n}`,
    `Pick ${n}-12 numbers; each set of ${n} wins when none of them is among the 7 numbers.`,
  ],
  animals: [
    'Rat',
    'Ox',
    'Tiger',
    'Rabbit',
    'Dragon',
    'Snake',
    'Horse',
    'Goat',
    'Monkey',
    'Rooster',
    'Dog',
    'Pig',
  ],
  waves: ['Red', 'Blue', 'Green'],
  twoSided: [
    'Big',
    'Small',
    'Odd',
    'Even',
    'Sum big',
    'Sum small',
    'Sum odd',
    'Sum even',
    'Tail big',
    'Tail small',
    'Big odd',
    'Big even',
    'Small odd',
    'Small even',
  ],
  halfWave: (wave, part) => `${wave} ${part.toLowerCase()}`,
  head: (h) => `Head ${h}`,
  tail: (t) => `Tail ${t}`,
  groups: {
    special: 'Special',
    twoSided: 'Two-sided',
    wave: 'Waves',
    headTail: 'Head & tail',
    zodiac: 'Zodiac',
    regular: 'Regular',
    linked: 'Linked numbers',
    notWin: 'Not win',
    zodiacLinked: 'Linked zodiacs',
    tailLinked: 'Linked tails',
  },
};
