import type { LanguageTexts, Star45 } from './types';
import { sizeOf } from './types';

/** Traditional Chinese five-ball texts (zh is derived from these, see ./simplified.ts). */
export const tw: LanguageTexts = {
  spot: {
    front2: '前二',
    back2: '後二',
    front3: '前三',
    middle3: '中三',
    back3: '後三',
    last4: '四星',
    all5: '五星',
  },
  balls: {
    front2: '第一、二球',
    back2: '第四、五球',
    front3: '第一至三球',
    middle3: '第二至四球',
    back3: '第三至五球',
    last4: '第二至五球',
    all5: '五個球',
  },
  ball: (n) => `第${cnDigit(n)}球`,
  total: '總和',
  fixed: {
    'play.fiveball.LM_SUM': '總和兩面',
    'rule.fiveball.LM_SUM': '五球總和23-45為大、0-22為小，並分單雙；每個選項為一注。',
    'play.fiveball.LHH': '龍虎和',
    'rule.fiveball.LHH': '第一球大於第五球為龍，小於為虎，相等為和。開和時龍、虎注單皆輸。',
    'play.fiveball.DWD': '定位膽',
    'rule.fiveball.DWD': '在任意球位選號，每個號碼為一注，該球開出此號即中獎。',
  },
  items: { big: '大', small: '小', odd: '單', even: '雙', dragon: '龍', tiger: '虎', tie: '和' },
  rows: {
    dragonTiger: '龍虎',
    sum: '和值',
    span: '跨度',
    digits: '選號',
    pair: '二重號',
    single: '單號',
    triple: '三重號',
    quad: '四重號',
  },
  groups: {
    twoSided: '兩面',
    ballNumber: '單球號碼',
    position: '定位膽',
    star2: '二星',
    star3: '三星',
    star3Group: '三星組選',
    notPositioned: '不定位',
    star4: '四星',
    star5: '五星',
    anyPosition: '任選',
  },
  ballTwoSided: (n) => [
    `第${cnDigit(n)}球兩面`,
    `第${cnDigit(n)}球5-9為大、0-4為小，並分單雙；每個選項為一注。`,
  ],
  ballNumber: (n) => [`第${cnDigit(n)}球號碼`, `選擇0-9，第${cnDigit(n)}球開出所選號碼即中獎。`],
  direct: (s, b) => [`${s}直選`, `${b}每位各選號碼，開獎號碼按位全部相同即中獎。`],
  directSum: (s, b) => [`${s}直選和值`, `每個和值包含${b}和值相同的全部號碼，開出其中號碼即中獎。`],
  directSpan: (s, b) => [
    `${s}直選跨度`,
    `每個跨度包含${b}最大減最小號碼等於該值的全部號碼，開出其中號碼即中獎。`,
  ],
  group3: (s, b) => [
    `${s}組三`,
    `選2-10個號碼，${b}開出一個所選號碼兩次加另一個所選號碼即中獎，順序不限。豹子不中獎。`,
  ],
  group6: (s, b) => [`${s}組六`, `選3-10個號碼，${b}開出三個不同的所選號碼即中獎，順序不限。`],
  groupSum: (s, b) => [`${s}組選和值`, `${b}號碼之和等於所選和值即中獎，按組三或組六賠率派彩。豹子不中獎。`],
  group2: (s, b) => [`${s}組選`, `選2-10個號碼，${b}開出兩個不同的所選號碼即中獎，順序不限。對子不中獎。`],
  group2Sum: (s, b) => [`${s}組選和值`, `${b}開出兩個不同號碼且和值等於所選即中獎。對子不中獎。`],
  notPositioned: (s, b, k) =>
    k === 1
      ? [`${s}一碼不定位`, `選擇號碼，${b}任意位置開出即中獎。`]
      : [`${s}${cnDigit(k)}碼不定位`, `至少選${k}個號碼，每組${k}個號碼全部在${b}開出即中獎。`],
  star45: (code, s, b) => [`${s}組選${sizeOf(code)}`, `${b}開出${twPattern[code]}即中獎，順序不限。`],
  anyDirect: (k) => [
    `任${cnDigit(k)}直選`,
    `至少在${k}個球位選號，每${k}個球位各一個號碼為一注，全部對應即中獎。`,
  ],
};

const cnDigit = (n: number): string => '零一二三四五六七八九'.charAt(n);

const twPattern: Record<Star45, string> = {
  SXZU24: '四個不同的所選號碼',
  SXZU12: '二重號一個開兩次加兩個不同的單號',
  SXZU6: '兩個所選號碼各開兩次',
  SXZU4: '三重號一個開三次加一個單號',
  WXZU120: '五個不同的所選號碼',
  WXZU60: '二重號一個開兩次加三個不同的單號',
  WXZU30: '兩個二重號各開兩次加一個單號',
  WXZU20: '三重號一個開三次加兩個不同的單號',
  WXZU10: '三重號一個開三次加二重號一個開兩次',
  WXZU5: '四重號一個開四次加一個單號',
};
