import type { MessageLanguage } from '../language';

/**
 * Display texts of every five-ball key (plays, rules, rows, items, UI groups). Plays that differ
 * only by their balls share a template per language; zh is derived from tw (see the bottom).
 */

type Spot = 'front2' | 'back2' | 'front3' | 'middle3' | 'back3' | 'last4' | 'all5';
type Star45 =
  'SXZU24' | 'SXZU12' | 'SXZU6' | 'SXZU4' | 'WXZU120' | 'WXZU60' | 'WXZU30' | 'WXZU20' | 'WXZU10' | 'WXZU5';

interface LanguageTexts {
  /** Short name of a block of balls, used in play names. */
  readonly spot: Record<Spot, string>;
  /** The same block in a rule sentence. */
  readonly balls: Record<Spot, string>;
  readonly ball: (n: number) => string;
  readonly total: string;
  readonly fixed: Record<string, string>;
  readonly items: Record<'big' | 'small' | 'odd' | 'even' | 'dragon' | 'tiger' | 'tie', string>;
  readonly rows: Record<
    'dragonTiger' | 'sum' | 'span' | 'digits' | 'pair' | 'single' | 'triple' | 'quad',
    string
  >;
  readonly groups: Record<string, string>;
  readonly ballTwoSided: (n: number) => [string, string];
  readonly ballNumber: (n: number) => [string, string];
  readonly direct: (spot: string, balls: string) => [string, string];
  readonly directSum: (spot: string, balls: string) => [string, string];
  readonly directSpan: (spot: string, balls: string) => [string, string];
  readonly group3: (spot: string, balls: string) => [string, string];
  readonly group6: (spot: string, balls: string) => [string, string];
  readonly groupSum: (spot: string, balls: string) => [string, string];
  readonly group2: (spot: string, balls: string) => [string, string];
  readonly group2Sum: (spot: string, balls: string) => [string, string];
  readonly notPositioned: (spot: string, balls: string, k: number) => [string, string];
  readonly star45: (code: Star45, spot: string, balls: string) => [string, string];
  readonly anyDirect: (k: number) => [string, string];
}

/** Group size in the play code (120, 60, … 4) */
const sizeOf = (code: Star45): string => code.replace(/^(SX|WX)ZU/, '');

const en: LanguageTexts = {
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

const vi: LanguageTexts = {
  spot: {
    front2: 'Hai số đầu',
    back2: 'Hai số cuối',
    front3: 'Ba số đầu',
    middle3: 'Ba số giữa',
    back3: 'Ba số cuối',
    last4: 'Bốn sao',
    all5: 'Năm sao',
  },
  balls: {
    front2: 'bóng 1-2',
    back2: 'bóng 4-5',
    front3: 'bóng 1-3',
    middle3: 'bóng 2-4',
    back3: 'bóng 3-5',
    last4: 'bóng 2-5',
    all5: 'năm bóng',
  },
  ball: (n) => `Bóng ${n}`,
  total: 'Tổng',
  fixed: {
    'play.fiveball.LM_SUM': 'Tổng hai mặt',
    'rule.fiveball.LM_SUM': 'Tài 23-45, Xỉu 0-22, Lẻ hoặc Chẵn theo tổng năm bóng; mỗi lựa chọn là một cược.',
    'play.fiveball.LHH': 'Rồng Hổ Hòa',
    'rule.fiveball.LHH':
      'Rồng thắng khi bóng 1 lớn hơn bóng 5, Hổ khi nhỏ hơn, Hòa khi bằng nhau. Khi Hòa, cược Rồng và Hổ đều thua.',
    'play.fiveball.DWD': 'Định vị',
    'rule.fiveball.DWD': 'Chọn số ở bất kỳ bóng nào; mỗi số là một cược và thắng khi bóng đó ra đúng số.',
  },
  items: { big: 'Tài', small: 'Xỉu', odd: 'Lẻ', even: 'Chẵn', dragon: 'Rồng', tiger: 'Hổ', tie: 'Hòa' },
  rows: {
    dragonTiger: 'Rồng Hổ',
    sum: 'Tổng',
    span: 'Khoảng cách',
    digits: 'Chọn số',
    pair: 'Đôi',
    single: 'Đơn',
    triple: 'Ba',
    quad: 'Bốn',
  },
  groups: {
    twoSided: 'Hai mặt',
    ballNumber: 'Số từng bóng',
    position: 'Định vị',
    star2: 'Hai sao',
    star3: 'Ba sao',
    star3Group: 'Ba sao nhóm',
    notPositioned: 'Không định vị',
    star4: 'Bốn sao',
    star5: 'Năm sao',
    anyPosition: 'Vị trí tùy chọn',
  },
  ballTwoSided: (n) => [
    `Bóng ${n} hai mặt`,
    `Tài 5-9, Xỉu 0-4, Lẻ hoặc Chẵn của bóng ${n}; mỗi lựa chọn là một cược.`,
  ],
  ballNumber: (n) => [`Bóng ${n} số`, `Chọn số 0-9; thắng khi bóng ${n} ra số đã chọn.`],
  direct: (s, b) => [
    `${s} trực tiếp`,
    `Chọn một số cho mỗi ${b}; thắng khi kết quả trùng từng bóng theo đúng thứ tự.`,
  ],
  directSum: (s, b) => [
    `${s} tổng trực tiếp`,
    `Mỗi tổng đã chọn mua mọi số của ${b} có tổng đó; số được quay sẽ thắng.`,
  ],
  directSpan: (s, b) => [
    `${s} khoảng cách trực tiếp`,
    `Mỗi khoảng cách đã chọn mua mọi số của ${b} có số lớn nhất trừ số nhỏ nhất bằng nó; số được quay sẽ thắng.`,
  ],
  group3: (s, b) => [
    `${s} nhóm 3`,
    `Chọn 2-10 số; thắng khi ${b} có một số đã chọn xuất hiện hai lần và một số khác, không theo thứ tự. Ba số giống nhau thì thua.`,
  ],
  group6: (s, b) => [
    `${s} nhóm 6`,
    `Chọn 3-10 số; thắng khi ${b} là ba số khác nhau đã chọn, không theo thứ tự.`,
  ],
  groupSum: (s, b) => [
    `${s} tổng nhóm`,
    `Thắng khi tổng các số của ${b} bằng tổng đã chọn, trả theo tỷ lệ nhóm 3 hoặc nhóm 6 tùy kết quả. Ba số giống nhau thì thua.`,
  ],
  group2: (s, b) => [
    `${s} nhóm`,
    `Chọn 2-10 số; thắng khi ${b} là hai số khác nhau đã chọn, không theo thứ tự. Hai số giống nhau thì thua.`,
  ],
  group2Sum: (s, b) => [
    `${s} tổng nhóm`,
    `Thắng khi ${b} là hai số khác nhau có tổng bằng tổng đã chọn. Hai số giống nhau thì thua.`,
  ],
  notPositioned: (s, b, k) =>
    k === 1
      ? [`${s} một số không định vị`, `Chọn số; thắng khi số đó xuất hiện ở bất kỳ vị trí nào của ${b}.`]
      : [
          `${s} ${k} số không định vị`,
          `Chọn ít nhất ${k} số; mỗi bộ ${k} số thắng khi tất cả xuất hiện trong ${b}.`,
        ],
  star45: (code, s, b) => [
    `${s} nhóm ${sizeOf(code)}`,
    `Thắng khi ${b} là ${viPattern[code]}, không theo thứ tự.`,
  ],
  anyDirect: (k) => [
    `Tùy chọn ${k} trực tiếp`,
    `Chọn số ở ít nhất ${k} bóng; mỗi bộ ${k} bóng với một số mỗi bóng là một cược và thắng khi tất cả trùng khớp.`,
  ],
};

const viPattern: Record<Star45, string> = {
  SXZU24: 'bốn số khác nhau đã chọn',
  SXZU12: 'một số hàng đôi hai lần và hai số khác nhau của hàng đơn',
  SXZU6: 'hai số đã chọn, mỗi số hai lần',
  SXZU4: 'một số hàng ba ba lần và một số hàng đơn',
  WXZU120: 'năm số khác nhau đã chọn',
  WXZU60: 'một số hàng đôi hai lần và ba số khác nhau của hàng đơn',
  WXZU30: 'hai số hàng đôi, mỗi số hai lần, và một số hàng đơn',
  WXZU20: 'một số hàng ba ba lần và hai số khác nhau của hàng đơn',
  WXZU10: 'một số hàng ba ba lần và một số hàng đôi hai lần',
  WXZU5: 'một số hàng bốn bốn lần và một số hàng đơn',
};

const tw: LanguageTexts = {
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

const my: LanguageTexts = {
  spot: {
    front2: 'Dua depan',
    back2: 'Dua belakang',
    front3: 'Tiga depan',
    middle3: 'Tiga tengah',
    back3: 'Tiga belakang',
    last4: '4 bintang',
    all5: '5 bintang',
  },
  balls: {
    front2: 'bola 1-2',
    back2: 'bola 4-5',
    front3: 'bola 1-3',
    middle3: 'bola 2-4',
    back3: 'bola 3-5',
    last4: 'bola 2-5',
    all5: 'kelima-lima bola',
  },
  ball: (n) => `Bola ${n}`,
  total: 'Jumlah',
  fixed: {
    'play.fiveball.LM_SUM': 'Jumlah dua sisi',
    'rule.fiveball.LM_SUM':
      'Besar 23-45, kecil 0-22, ganjil atau genap bagi jumlah kelima-lima bola; setiap pilihan ialah satu taruhan.',
    'play.fiveball.LHH': 'Naga Harimau Seri',
    'rule.fiveball.LHH':
      'Naga menang apabila bola 1 lebih besar daripada bola 5, harimau apabila lebih kecil dan seri apabila sama. Jika seri, taruhan naga dan harimau kalah.',
    'play.fiveball.DWD': 'Pilih kedudukan',
    'rule.fiveball.DWD':
      'Pilih digit pada mana-mana bola; setiap pilihan ialah satu taruhan dan menang apabila bola itu menunjukkan digit tersebut.',
  },
  items: {
    big: 'Besar',
    small: 'Kecil',
    odd: 'Ganjil',
    even: 'Genap',
    dragon: 'Naga',
    tiger: 'Harimau',
    tie: 'Seri',
  },
  rows: {
    dragonTiger: 'Naga Harimau',
    sum: 'Jumlah',
    span: 'Julat',
    digits: 'Digit',
    pair: 'Pasangan',
    single: 'Tunggal',
    triple: 'Tiga sama',
    quad: 'Empat sama',
  },
  groups: {
    twoSided: 'Dua sisi',
    ballNumber: 'Nombor bola',
    position: 'Kedudukan',
    star2: '2 bintang',
    star3: '3 bintang',
    star3Group: 'Kumpulan 3 bintang',
    notPositioned: 'Tanpa kedudukan',
    star4: '4 bintang',
    star5: '5 bintang',
    anyPosition: 'Mana-mana kedudukan',
  },
  ballTwoSided: (n) => [
    `Bola ${n} dua sisi`,
    `Besar 5-9, kecil 0-4, ganjil atau genap bagi bola ${n}; setiap pilihan ialah satu taruhan.`,
  ],
  ballNumber: (n) => [
    `Nombor bola ${n}`,
    `Pilih digit 0-9; pilihan menang apabila bola ${n} menunjukkannya.`,
  ],
  direct: (s, b) => [
    `${s} terus`,
    `Pilih satu digit bagi setiap ${b}; menang apabila keputusan sepadan dengan setiap bola mengikut urutan.`,
  ],
  directSum: (s, b) => [
    `${s} jumlah terus`,
    `Setiap jumlah yang dipilih membeli semua nombor pada ${b} dengan jumlah digit itu; nombor yang dicabut menang.`,
  ],
  directSpan: (s, b) => [
    `${s} julat terus`,
    `Setiap julat yang dipilih membeli semua nombor pada ${b} yang digit terbesar tolak terkecil sama dengannya; nombor yang dicabut menang.`,
  ],
  group3: (s, b) => [
    `${s} kumpulan 3`,
    `Pilih 2-10 digit; menang apabila ${b} menunjukkan satu digit pilihan dua kali dan satu lagi sekali, tanpa mengira urutan. Tiga sama kalah.`,
  ],
  group6: (s, b) => [
    `${s} kumpulan 6`,
    `Pilih 3-10 digit; menang apabila ${b} menunjukkan tiga digit pilihan yang berbeza, tanpa mengira urutan.`,
  ],
  groupSum: (s, b) => [
    `${s} jumlah kumpulan`,
    `Menang apabila digit ${b} berjumlah seperti pilihan, dibayar pada kadar kumpulan 3 atau kumpulan 6 mengikut keputusan. Tiga sama kalah.`,
  ],
  group2: (s, b) => [
    `${s} kumpulan`,
    `Pilih 2-10 digit; menang apabila ${b} menunjukkan dua digit pilihan yang berbeza, tanpa mengira urutan. Pasangan sama kalah.`,
  ],
  group2Sum: (s, b) => [
    `${s} jumlah kumpulan`,
    `Menang apabila ${b} menunjukkan dua digit berbeza yang berjumlah seperti pilihan. Pasangan sama kalah.`,
  ],
  notPositioned: (s, b, k) =>
    k === 1
      ? [
          `${s} 1 kod tanpa kedudukan`,
          `Pilih digit; pilihan menang apabila ia muncul di mana-mana pada ${b}.`,
        ]
      : [
          `${s} ${k} kod tanpa kedudukan`,
          `Pilih sekurang-kurangnya ${k} digit; setiap set ${k} digit menang apabila semuanya muncul pada ${b}.`,
        ],
  star45: (code, s, b) => [
    `${s} kumpulan ${sizeOf(code)}`,
    `Menang apabila ${b} menunjukkan ${myPattern[code]}, tanpa mengira urutan.`,
  ],
  anyDirect: (k) => [
    `Mana-mana ${k} terus`,
    `Pilih digit pada sekurang-kurangnya ${k} bola; setiap ${k} bola dengan satu digit setiap satu ialah satu taruhan dan menang apabila semuanya sepadan.`,
  ],
};

const myPattern: Record<Star45, string> = {
  SXZU24: 'empat digit pilihan yang berbeza',
  SXZU12: 'satu digit baris pasangan dua kali dan dua digit berbeza baris tunggal',
  SXZU6: 'dua digit pilihan, setiap satu dua kali',
  SXZU4: 'satu digit baris tiga sama tiga kali dan satu digit baris tunggal',
  WXZU120: 'lima digit pilihan yang berbeza',
  WXZU60: 'satu digit baris pasangan dua kali dan tiga digit berbeza baris tunggal',
  WXZU30: 'dua digit baris pasangan, setiap satu dua kali, dan satu digit baris tunggal',
  WXZU20: 'satu digit baris tiga sama tiga kali dan dua digit berbeza baris tunggal',
  WXZU10: 'satu digit baris tiga sama tiga kali dan satu digit baris pasangan dua kali',
  WXZU5: 'satu digit baris empat sama empat kali dan satu digit baris tunggal',
};

const STAR_PLAYS: readonly [string, Spot][] = [
  ['Q', 'front3'],
  ['Z', 'middle3'],
  ['H', 'back3'],
];
const NOT_POSITIONED: readonly [string, Spot, number][] = [
  ['QBDW31', 'front3', 1],
  ['HBDW31', 'back3', 1],
  ['QBDW32', 'front3', 2],
  ['HBDW32', 'back3', 2],
  ['BDW41', 'last4', 1],
  ['BDW42', 'last4', 2],
  ['BDW52', 'all5', 2],
  ['BDW53', 'all5', 3],
];

function build(t: LanguageTexts, convert: (s: string) => string = (s) => s): Record<string, string> {
  const out: Record<string, string> = { ...t.fixed };
  const play = (code: string, [name, rule]: [string, string]) => {
    out[`play.fiveball.${code}`] = name;
    out[`rule.fiveball.${code}`] = rule;
  };
  for (let n = 1; n <= 5; n++) {
    out[`row.fiveball.ball${n}`] = t.ball(n);
    play(`LM_B${n}`, t.ballTwoSided(n));
    play(`NUM_B${n}`, t.ballNumber(n));
  }
  out['row.fiveball.total'] = t.total;
  for (const [key, text] of Object.entries(t.items)) out[`item.fiveball.${key}`] = text;
  for (const [key, text] of Object.entries(t.rows)) out[`row.fiveball.${key}`] = text;
  for (const [key, text] of Object.entries(t.groups)) out[`group.fiveball.${key}`] = text;
  for (let n = 0; n <= 27; n++) out[`item.fiveball.${n}`] = String(n);
  for (const [prefix, spot] of [
    ['Q', 'front2'],
    ['H', 'back2'],
  ] as const) {
    const [s, b] = [t.spot[spot], t.balls[spot]];
    play(`${prefix}ZX2`, t.direct(s, b));
    play(`${prefix}ZX2HZ`, t.directSum(s, b));
    play(`${prefix}ZX2KD`, t.directSpan(s, b));
    play(`${prefix}ZU2`, t.group2(s, b));
    play(`${prefix}ZU2HZ`, t.group2Sum(s, b));
  }
  for (const [prefix, spot] of STAR_PLAYS) {
    const [s, b] = [t.spot[spot], t.balls[spot]];
    play(`${prefix}ZX3`, t.direct(s, b));
    play(`${prefix}ZXHZ`, t.directSum(s, b));
    play(`${prefix}ZXKD`, t.directSpan(s, b));
    play(`${prefix}ZU3`, t.group3(s, b));
    play(`${prefix}ZU6`, t.group6(s, b));
    play(`${prefix}ZUHZ`, t.groupSum(s, b));
  }
  for (const [code, spot, k] of NOT_POSITIONED) play(code, t.notPositioned(t.spot[spot], t.balls[spot], k));
  for (const code of Object.keys(enPattern) as Star45[]) {
    const spot = code.startsWith('SX') ? 'last4' : 'all5';
    play(code, t.star45(code, t.spot[spot], t.balls[spot]));
  }
  play('RZX2', t.anyDirect(2));
  play('RZX3', t.anyDirect(3));
  return Object.fromEntries(Object.entries(out).map(([k, v]) => [k, convert(v)]));
}

/** Simplified Chinese: the Traditional texts with the characters that differ swapped. */
const simplified: Readonly<Record<string, string>> = Object.fromEntries(
  '碼码 選选 號号 單单 雙双 組组 開开 為为 後后 總总 兩两 龍龙 膽胆 個个 獎奖 賠赔 對对 數数 應应 順顺 與与 則则 這这 項项 贏赢 輸输 種种 減减 並并 於于 時时 該该 擇择'
    .split(' ')
    .map((pair) => [pair.charAt(0), pair.charAt(1)] as const),
);
const toSimplified = (text: string) => [...text].map((c) => simplified[c] ?? c).join('');

export const fiveballTexts: Record<MessageLanguage, Record<string, string>> = {
  en: build(en),
  vi: build(vi),
  tw: build(tw),
  my: build(my),
  zh: build(tw, toSimplified),
};
