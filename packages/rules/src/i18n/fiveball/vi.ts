import type { LanguageTexts, Star45 } from './types';
import { sizeOf } from './types';

/** Vietnamese five-ball texts. */
export const vi: LanguageTexts = {
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
