import type { LanguageTexts } from './types';

/** Vietnamese Mark Six texts. */
export const vi: LanguageTexts = {
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
