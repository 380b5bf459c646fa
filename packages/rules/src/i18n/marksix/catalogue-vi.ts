import type { MarkSixCatalogueTexts } from './catalogue-types';

/** Vietnamese texts of the Mark Six catalogue plays (ADR 040, ADR 041). */
export const viCatalogue: MarkSixCatalogueTexts = {
  combined: (k) => [
    `Hợp ${k} con giáp`,
    `Chọn từ ${k} con giáp; mỗi bộ ${k} con là một cược và trúng khi số đặc biệt thuộc một trong số đó. Số đặc biệt 49 được hoàn tiền.`,
  ],
  placeSpecial: (k) => [
    `Chính ${k} đặc biệt`,
    `Chọn số 01-49; trúng khi số chọn là số chính thứ ${k} theo thứ tự quay.`,
  ],
  placeTwoSided: (k) => [
    `Chính ${k} hai mặt`,
    `Cược số chính thứ ${k} theo thứ tự quay: tài, xỉu, lẻ, chẵn, tổng chữ số, đuôi hoặc màu, như số đặc biệt. Số 49 được hoàn tiền trừ cược màu.`,
  ],
  plays: {
    ZMGG: [
      'Xiên số chính',
      'Chọn một lựa chọn trên hai đến sáu vị trí số chính (theo thứ tự quay). Vé thắng khi mọi chặng đều thắng và trả tích tỷ lệ các chặng; số 49 ở chặng hai mặt tính tỷ lệ 1.',
    ],
    ZONGX: [
      'Tổng con giáp',
      'Cược số con giáp khác nhau trong 7 số: 2-4, 5, 6 hoặc 7, hoặc số lẻ hay chẵn. Ví dụ: 7 số thuộc 6 con giáp thắng 6 và chẵn.',
    ],
    QSB: [
      'Bảy màu',
      'Sáu số chính mỗi số tính 1 cho màu của nó, số đặc biệt tính 1,5; màu nhiều nhất thắng. Ba và ba số chính của hai màu cùng số đặc biệt màu thứ ba là hòa: cược hòa thắng, cược màu được hoàn tiền.',
    ],
    PTWS: ['Đuôi bất kỳ', 'Chọn đuôi 0-9; trúng một lần khi bất kỳ số nào trong 7 số có đuôi đó.'],
    ZX: [
      'Con giáp chính',
      'Chọn con giáp; mỗi số chính thuộc con giáp đó được trả một lần tỷ lệ. Ví dụ: hai số chính thuộc con giáp được trả gấp đôi.',
    ],
    SZY: ['4 trúng 1', 'Chọn 4-10 số; mỗi bộ bốn số trúng khi ít nhất một số là số chính.'],
    BZ11: ['Trượt 11', 'Chọn 11-13 số; mỗi bộ 11 số trúng khi không số nào nằm trong 7 số quay.'],
    BZ12: ['Trượt 12', 'Chọn 12-14 số; mỗi bộ 12 số trúng khi không số nào nằm trong 7 số quay.'],
  },
  bankerDragger: (base, k) => [
    `${base} số chốt`,
    `Chọn 1 đến ${k - 1} số chốt và các số kéo; mỗi cược gồm mọi số chốt, các vị trí còn lại lấy từ số kéo, và trúng như ${base}.`,
  ],
  tie: 'Hòa',
  zodiacCount: {
    zc234: '2-4 con',
    zc5: '5 con',
    zc6: '6 con',
    zc7: '7 con',
    zcOdd: 'Tổng lẻ',
    zcEven: 'Tổng chẵn',
  },
  tailPairing: (base) => [
    `${base} ghép đuôi`,
    `Chọn một đuôi ở mỗi hàng; mỗi số của đuôi thứ nhất ghép với mỗi số của đuôi thứ hai là một cược, và trúng như ${base}. Ví dụ: đuôi 1 và 0 tạo 5 × 4 = 20 cược.`,
  ],
  zodiacPairing: (base) => [
    `${base} ghép con giáp`,
    `Mỗi hàng chọn một con giáp; mỗi số của con giáp thứ nhất với mỗi số của con giáp thứ hai là một cược, thắng như ${base}. Ví dụ: hai con giáp 4 số tạo 4 × 4 = 16 cược, có con giáp của năm (5 số) là 5 × 4 = 20.`,
  ],
  zodiacTail: (base) => [
    `${base} con giáp × đuôi`,
    `Chọn một con giáp chính và một đuôi; mỗi số của con giáp với mỗi số của đuôi là một cược (một số không ghép với chính nó), thắng như ${base}.`,
  ],
  place: (k) => `Số chính ${k}`,
  rows: {
    zodiacA: 'Con giáp thứ nhất',
    zodiacB: 'Con giáp thứ hai',
    zodiacMain: 'Con giáp chính',
    tailMain: 'Đuôi',
    tailA: 'Đuôi thứ nhất',
    tailB: 'Đuôi thứ hai',
    bankers: 'Số chốt',
    draggers: 'Số kéo',
  },
  groups: { combinedZodiac: 'Hợp con giáp', regularPlace: 'Số chính theo vị trí' },
};
