import { waveCodes } from '../games/mark-six-attributes';
import { zodiacCycle } from '../games/mark-six-zodiac';
import type { MessageLanguage } from '../language';

/**
 * Display texts of every Mark Six key: plays, rules, rows (a direct play's row reads as the play),
 * items and UI groups. Linked and not-win plays differ only in k, so their texts are templates.
 */
interface LanguageTexts {
  readonly plays: Readonly<Record<string, readonly [name: string, rule: string]>>;
  readonly linked: (kind: 'LX' | 'LXBZ' | 'LW' | 'LWBZ', k: number) => readonly [string, string];
  readonly notWin: (n: number) => readonly [string, string];
  /** In zodiacCycle order (rat first), the plays' own item codes, so the two cannot drift apart. */
  readonly animals: readonly string[];
  /** In waveCodes order: red blue green. */
  readonly waves: readonly [string, string, string];
  /** big small odd even sumBig sumSmall sumOdd sumEven tailBig tailSmall bigOdd bigEven smallOdd smallEven */
  readonly twoSided: readonly string[];
  readonly halfWave: (wave: string, part: string) => string;
  readonly head: (h: number) => string;
  readonly tail: (t: number) => string;
  readonly groups: Readonly<Record<string, string>>;
}

const twoSidedCodes = [
  'big',
  'small',
  'odd',
  'even',
  'sumBig',
  'sumSmall',
  'sumOdd',
  'sumEven',
  'tailBig',
  'tailSmall',
  'bigOdd',
  'bigEven',
  'smallOdd',
  'smallEven',
];
const zh = ['', '', '二', '三', '四', '五', '六', '七', '八', '九', '十'];

const en: LanguageTexts = {
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

const vi: LanguageTexts = {
  plays: {
    TM: ['Số đặc biệt', 'Chọn số 01-49; trúng khi số chọn là số đặc biệt.'],
    TMLM: [
      'Đặc biệt hai mặt',
      'Cược số đặc biệt: tài 25-48, xỉu 1-24, lẻ, chẵn, tổng chữ số tài (từ 7) hoặc xỉu, tổng lẻ hoặc chẵn, đuôi tài (5-9) hoặc xỉu và các cặp kết hợp. Số đặc biệt 49 được hoàn tiền.',
    ],
    TMSB: ['Màu đặc biệt', 'Chọn màu; trúng khi số đặc biệt có màu đó.'],
    BB: [
      'Nửa màu',
      'Chọn màu kèm tài, xỉu, lẻ hoặc chẵn; trúng khi số đặc biệt khớp cả hai. Số đặc biệt 49 được hoàn tiền.',
    ],
    TMTS: ['Đầu đặc biệt', 'Chọn chữ số hàng chục 0-4; trúng khi số đặc biệt có đầu đó.'],
    TMWS: ['Đuôi đặc biệt', 'Chọn chữ số hàng đơn vị 0-9; trúng khi số đặc biệt có đuôi đó.'],
    TX: [
      'Con giáp đặc biệt',
      'Chọn con giáp; trúng khi số đặc biệt thuộc con giáp đó. Con giáp của năm có 5 số nên tỷ lệ thấp hơn.',
    ],
    ZM: ['Số chính', 'Chọn số; trúng khi số chọn là một trong sáu số chính.'],
    YX: ['Một con giáp', 'Chọn con giáp; trúng khi bất kỳ số nào trong 7 số (kể cả 49) thuộc con giáp đó.'],
    ZHLM: ['Tổng hai mặt', 'Cược tổng của 7 số: tài từ 175, xỉu đến 174, lẻ hoặc chẵn.'],
    SQZ: ['Ba trúng ba', 'Chọn 3-10 số; mỗi bộ ba trúng khi cả ba là số chính.'],
    SZE: [
      'Ba trúng hai',
      'Chọn 3-10 số; mỗi bộ ba trúng khi có hai số chính, và trả tỷ lệ cao hơn khi cả ba là số chính.',
    ],
    EQZ: ['Hai trúng hai', 'Chọn 2-10 số; mỗi cặp trúng khi cả hai là số chính.'],
    EZT: [
      'Hai trúng đặc biệt',
      'Chọn 2-10 số; mỗi cặp trúng khi cả hai là số chính, hoặc một số chính và một số đặc biệt.',
    ],
    TC: ['Xuyên đặc biệt', 'Chọn 2-10 số; mỗi cặp trúng khi một số là số chính và số kia là số đặc biệt.'],
  },
  linked: (kind, k) => {
    const what = kind.startsWith('LX') ? 'con giáp' : 'đuôi';
    const win = !kind.endsWith('BZ');
    return [
      `Liên ${k} ${what} ${win ? 'trúng' : 'trượt'}`,
      `Chọn từ ${k} ${what}; mỗi bộ ${k} trúng khi ${win ? 'tất cả đều' : 'không cái nào'} xuất hiện trong 7 số.`,
    ];
  },
  notWin: (n) => [
    `${n} số trượt`,
    `Chọn ${n}-12 số; mỗi bộ ${n} số trúng khi không số nào nằm trong 7 số mở thưởng.`,
  ],
  animals: ['Chuột', 'Trâu', 'Hổ', 'Thỏ', 'Rồng', 'Rắn', 'Ngựa', 'Dê', 'Khỉ', 'Gà', 'Chó', 'Lợn'],
  waves: ['Đỏ', 'Xanh dương', 'Xanh lá'],
  twoSided: [
    'Tài',
    'Xỉu',
    'Lẻ',
    'Chẵn',
    'Tổng tài',
    'Tổng xỉu',
    'Tổng lẻ',
    'Tổng chẵn',
    'Đuôi tài',
    'Đuôi xỉu',
    'Tài lẻ',
    'Tài chẵn',
    'Xỉu lẻ',
    'Xỉu chẵn',
  ],
  halfWave: (wave, part) => `${wave} ${part.toLowerCase()}`,
  head: (h) => `Đầu ${h}`,
  tail: (t) => `Đuôi ${t}`,
  groups: {
    special: 'Đặc biệt',
    twoSided: 'Hai mặt',
    wave: 'Màu sóng',
    headTail: 'Đầu đuôi',
    zodiac: 'Con giáp',
    regular: 'Số chính',
    linked: 'Liên số',
    notWin: 'Không trúng',
    zodiacLinked: 'Liên con giáp',
    tailLinked: 'Liên đuôi',
  },
};

const tw: LanguageTexts = {
  plays: {
    TM: ['特碼', '選 01-49 號碼，與特碼相同即中獎。'],
    TMLM: [
      '特碼兩面',
      '投注特碼的大（25-48）、小（1-24）、單、雙、合大（7 以上）、合小、合單、合雙、尾大（5-9）、尾小及大單等組合。特碼開 49 退回本金。',
    ],
    TMSB: ['特碼色波', '選一種波色，特碼為該波色即中獎。'],
    BB: ['半波', '選波色加大、小、單或雙，特碼同時符合即中獎。特碼開 49 退回本金。'],
    TMTS: ['特碼頭數', '選十位數 0-4，特碼頭數相同即中獎。'],
    TMWS: ['特碼尾數', '選個位數 0-9，特碼尾數相同即中獎。'],
    TX: ['特肖', '選生肖，特碼屬於該生肖即中獎。本命年生肖有 5 個號碼，賠率較低。'],
    ZM: ['正碼', '選號碼，號碼為六個正碼之一即中獎。'],
    YX: ['一肖', '選生肖，7 個號碼（含 49）中任一個屬於該生肖即中獎。'],
    ZHLM: ['總和兩面', '投注 7 個號碼之和：175 以上為大，174 以下為小，另有單、雙。'],
    SQZ: ['三全中', '選 3-10 個號碼，每組三個號碼全為正碼即中獎。'],
    SZE: ['三中二', '選 3-10 個號碼，每組三個中有兩個正碼即中獎，三個全中按較高賠率派彩。'],
    EQZ: ['二全中', '選 2-10 個號碼，每組兩個號碼皆為正碼即中獎。'],
    EZT: ['二中特', '選 2-10 個號碼，每組兩個皆為正碼，或一個正碼一個特碼即中獎。'],
    TC: ['特串', '選 2-10 個號碼，每組一個為正碼、另一個為特碼即中獎。'],
  },
  linked: (kind, k) => {
    const what = kind.startsWith('LX') ? '肖' : '尾';
    const win = !kind.endsWith('BZ');
    return [
      `${zh[k] ?? k}${what}連${win ? '中' : '不中'}`,
      `選 ${k} 個或以上${what === '肖' ? '生肖' : '尾數'}，每組 ${k} 個${win ? '全部' : '都沒有'}出現在 7 個號碼中即中獎。`,
    ];
  },
  notWin: (n) => [`${zh[n] ?? n}不中`, `選 ${n}-12 個號碼，每組 ${n} 個號碼都不在 7 個開獎號碼中即中獎。`],
  animals: ['鼠', '牛', '虎', '兔', '龍', '蛇', '馬', '羊', '猴', '雞', '狗', '豬'],
  waves: ['紅波', '藍波', '綠波'],
  twoSided: [
    '大',
    '小',
    '單',
    '雙',
    '合大',
    '合小',
    '合單',
    '合雙',
    '尾大',
    '尾小',
    '大單',
    '大雙',
    '小單',
    '小雙',
  ],
  halfWave: (wave, part) => `${wave.slice(0, 1)}${part}`,
  head: (h) => `${h}頭`,
  tail: (t) => `${t}尾`,
  groups: {
    special: '特碼',
    twoSided: '兩面',
    wave: '色波',
    headTail: '頭尾數',
    zodiac: '生肖',
    regular: '正碼',
    linked: '連碼',
    notWin: '自選不中',
    zodiacLinked: '連肖',
    tailLinked: '連尾',
  },
};

const my: LanguageTexts = {
  plays: {
    TM: ['Nombor khas', 'Pilih nombor 01-49; menang jika pilihan ialah nombor khas.'],
    TMLM: [
      'Nombor khas dua sisi',
      'Bertaruh pada nombor khas: besar 25-48, kecil 1-24, ganjil, genap, jumlah digit besar (7 ke atas) atau kecil, jumlah ganjil atau genap, ekor besar (5-9) atau kecil, dan gabungannya. Nombor khas 49 memulangkan taruhan.',
    ],
    TMSB: ['Warna nombor khas', 'Pilih warna; menang jika nombor khas berwarna itu.'],
    BB: [
      'Separuh warna',
      'Pilih warna dengan besar, kecil, ganjil atau genap; menang jika nombor khas sepadan kedua-duanya. Nombor khas 49 memulangkan taruhan.',
    ],
    TMTS: ['Kepala nombor khas', 'Pilih digit puluhan 0-4; menang jika nombor khas mempunyainya.'],
    TMWS: ['Ekor nombor khas', 'Pilih digit sa 0-9; menang jika nombor khas berakhir dengannya.'],
    TX: [
      'Zodiak nombor khas',
      'Pilih haiwan; menang jika nombor khas milik haiwan itu. Haiwan tahun ini memiliki 5 nombor dan kadarnya lebih rendah.',
    ],
    ZM: ['Nombor biasa', 'Pilih nombor; menang jika ia salah satu daripada enam nombor biasa.'],
    YX: [
      'Satu zodiak',
      'Pilih haiwan; menang jika mana-mana daripada 7 nombor, termasuk 49, milik haiwan itu.',
    ],
    ZHLM: [
      'Jumlah dua sisi',
      'Bertaruh pada jumlah 7 nombor: besar 175 ke atas, kecil 174 ke bawah, ganjil atau genap.',
    ],
    SQZ: ['3 kena 3', 'Pilih 3-10 nombor; setiap set tiga menang jika ketiga-tiganya nombor biasa.'],
    SZE: [
      '3 kena 2',
      'Pilih 3-10 nombor; setiap set tiga menang jika dua ialah nombor biasa, dan dibayar kadar lebih tinggi jika ketiga-tiganya.',
    ],
    EQZ: ['2 kena 2', 'Pilih 2-10 nombor; setiap pasangan menang jika kedua-duanya nombor biasa.'],
    EZT: [
      '2 kena khas',
      'Pilih 2-10 nombor; setiap pasangan menang jika kedua-duanya nombor biasa, atau satu nombor biasa dan satu nombor khas.',
    ],
    TC: [
      'Siri khas',
      'Pilih 2-10 nombor; setiap pasangan menang jika satu nombor biasa dan satu lagi nombor khas.',
    ],
  },
  linked: (kind, k) => {
    const what = kind.startsWith('LX') ? 'zodiak' : 'ekor';
    const win = !kind.endsWith('BZ');
    return [
      `${k} ${what} berangkai ${win ? 'kena' : 'tidak kena'}`,
      `Pilih ${k} ${what} atau lebih; setiap set ${k} menang jika ${win ? 'semuanya' : 'tiada satu pun'} muncul dalam 7 nombor.`,
    ];
  },
  notWin: (n) => [
    `${n} tidak kena`,
    `Pilih ${n}-12 nombor; setiap set ${n} menang jika tiada satu pun dalam 7 nombor.`,
  ],
  animals: [
    'Tikus',
    'Lembu',
    'Harimau',
    'Arnab',
    'Naga',
    'Ular',
    'Kuda',
    'Kambing',
    'Monyet',
    'Ayam',
    'Anjing',
    'Babi',
  ],
  waves: ['Merah', 'Biru', 'Hijau'],
  twoSided: [
    'Besar',
    'Kecil',
    'Ganjil',
    'Genap',
    'Jumlah besar',
    'Jumlah kecil',
    'Jumlah ganjil',
    'Jumlah genap',
    'Ekor besar',
    'Ekor kecil',
    'Besar ganjil',
    'Besar genap',
    'Kecil ganjil',
    'Kecil genap',
  ],
  halfWave: (wave, part) => `${wave} ${part.toLowerCase()}`,
  head: (h) => `Kepala ${h}`,
  tail: (t) => `Ekor ${t}`,
  groups: {
    special: 'Khas',
    twoSided: 'Dua sisi',
    wave: 'Warna',
    headTail: 'Kepala & ekor',
    zodiac: 'Zodiak',
    regular: 'Biasa',
    linked: 'Nombor berangkai',
    notWin: 'Tidak kena',
    zodiacLinked: 'Zodiak berangkai',
    tailLinked: 'Ekor berangkai',
  },
};

/** Simplified Chinese: the Traditional texts with the characters that differ swapped. */
const simplified: Readonly<Record<string, string>> = Object.fromEntries(
  '碼码 選选 號号 與与 獎奖 單单 雙双 組组 開开 種种 為为 該该 時时 數数 頭头 個个 屬属 於于 賠赔 較较 總总 兩两 連连 沒没 現现 紅红 藍蓝 綠绿 龍龙 馬马 雞鸡 豬猪'
    .split(' ')
    .map((pair) => [pair.charAt(0), pair.charAt(1)] as const),
);
const toSimplified = (text: string) => [...text].map((c) => simplified[c] ?? c).join('');

function build(t: LanguageTexts, convert: (s: string) => string = (s) => s): Record<string, string> {
  const out: Record<string, string> = {};
  const play = (code: string, [name, rule]: readonly [string, string]) => {
    out[`play.marksix.${code}`] = convert(name);
    out[`row.marksix.${code}`] = convert(name);
    out[`rule.marksix.${code}`] = convert(rule);
  };
  for (const [code, texts] of Object.entries(t.plays)) play(code, texts);
  for (const kind of ['LX', 'LXBZ', 'LW', 'LWBZ'] as const)
    for (const k of [2, 3, 4]) play(`${kind}${k}`, t.linked(kind, k));
  for (const n of [5, 6, 7, 8, 9, 10]) play(`BZ${n}`, t.notWin(n));
  for (let n = 1; n <= 49; n++)
    out[`item.marksix.${String(n).padStart(2, '0')}`] = String(n).padStart(2, '0');
  zodiacCycle.forEach((a, i) => (out[`item.marksix.${a}`] = convert(t.animals[i] as string)));
  waveCodes.forEach((w, i) => (out[`item.marksix.${w}`] = convert(t.waves[i] as string)));
  twoSidedCodes.forEach((c, i) => (out[`item.marksix.${c}`] = convert(t.twoSided[i] as string)));
  waveCodes.forEach((w, i) =>
    ['Big', 'Small', 'Odd', 'Even'].forEach((part, j) => {
      out[`item.marksix.${w}${part}`] = convert(t.halfWave(t.waves[i] as string, t.twoSided[j] as string));
    }),
  );
  for (let h = 0; h <= 4; h++) out[`item.marksix.head${h}`] = convert(t.head(h));
  for (let d = 0; d <= 9; d++) out[`item.marksix.tail${d}`] = convert(t.tail(d));
  for (const [g, name] of Object.entries(t.groups)) out[`group.marksix.${g}`] = convert(name);
  return out;
}

export const marksixTexts: Record<MessageLanguage, Record<string, string>> = {
  en: build(en),
  vi: build(vi),
  tw: build(tw),
  my: build(my),
  zh: build(tw, toSimplified),
};
