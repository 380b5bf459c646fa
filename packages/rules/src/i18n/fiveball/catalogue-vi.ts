import type { CatalogueTexts } from './catalogue-types';

/** Vietnamese texts of the five-ball catalogue plays (ADR 040, ADR 041). */
export const viCatalogue: CatalogueTexts = {
  rows: { entries: 'Nhập số', banker: 'Số chốt', tail: 'Số cuối', form: 'Dạng', positions: 'Bóng' },
  items: { triple: 'Bộ ba', straight: 'Sảnh', pair: 'Đôi' },
  groups: { fun: 'Vui', dragonTiger: 'Rồng Hổ' },
  combination: (s, b, m) => [
    `${s} tổ hợp`,
    `Mỗi số chọn trên ${b} còn mua các đuôi từ ${m - 1} sao đến 1 sao, tổng cộng ${m} cược, mỗi cược trả theo tỷ lệ riêng. Ví dụ: 12345 thắng hạng 3 sao khi ba bóng cuối ra 345.`,
  ],
  directSingle: (s, b, m) => [
    `${s} trực tiếp nhập số`,
    `Nhập các số ${m} chữ số, cách nhau bằng dấu cách, dấu phẩy, dấu chấm phẩy hoặc xuống dòng; mỗi số khác nhau là một cược và thắng khi ${b} ra đúng số theo thứ tự. Ví dụ: ${'1234567'.slice(0, m)}.`,
  ],
  group3Single: (s, b) => [
    `${s} nhóm 3 nhập số`,
    `Nhập số gồm một chữ số hai lần và một chữ số khác, như 112; thắng khi ${b} ra các chữ số đó, không theo thứ tự.`,
  ],
  group6Single: (s, b) => [
    `${s} nhóm 6 nhập số`,
    `Nhập số gồm ba chữ số khác nhau, như 123; thắng khi ${b} ra các chữ số đó, không theo thứ tự.`,
  ],
  mixedSingle: (s, b) => [
    `${s} nhóm hỗn hợp`,
    `Nhập số nhóm 3 (như 112) và nhóm 6 (như 123); mỗi số thắng theo tỷ lệ riêng khi ${b} ra các chữ số đó, không theo thứ tự. Không nhận bộ ba.`,
  ],
  banker3: (s, b) => [
    `${s} nhóm chốt số`,
    `Mỗi số chốt mua 54 bộ nhóm 3 và nhóm 6 có chứa nó; bộ thắng theo tỷ lệ nhóm của nó khi ${b} ra bộ đó, không theo thứ tự. Bộ ba thì thua.`,
  ],
  banker2: (s, b) => [
    `${s} nhóm chốt số`,
    `Mỗi số chốt mua 9 cặp hai số khác nhau có chứa nó; cặp thắng khi ${b} ra cặp đó, không theo thứ tự. Hai số giống nhau thì thua.`,
  ],
  sumTail: (s, b) => [
    `${s} đuôi tổng`,
    `Chọn số; thắng khi tổng các số của ${b} có chữ số cuối bằng số đã chọn. Ví dụ: 4, 8, 9 có tổng 21 nên số 1 thắng.`,
  ],
  special: (s, b) => [
    `${s} đặc biệt`,
    `Bộ ba: ${b} giống nhau; Sảnh: ba số liên tiếp, không theo thứ tự (tính cả 890 và 901); Đôi: đúng hai số giống nhau.`,
  ],
  fun: {
    YFFS: ['Thuận buồm xuôi gió', 'Chọn số; thắng khi số đó xuất hiện ít nhất một lần trong năm bóng.'],
    HSCS: ['Song hỷ', 'Chọn số; thắng khi số đó xuất hiện ít nhất hai lần trong năm bóng.'],
    SXBX: ['Tam tinh báo hỷ', 'Chọn số; thắng khi số đó xuất hiện ít nhất ba lần trong năm bóng.'],
    SJFC: ['Tứ quý phát tài', 'Chọn số; thắng khi số đó xuất hiện ít nhất bốn lần trong năm bóng.'],
  },
  bsoe: (s, b, m) => [
    `${s} Tài Xỉu Lẻ Chẵn`,
    `Chọn Tài (5-9), Xỉu (0-4), Lẻ hoặc Chẵn cho mỗi ${b}; mỗi tổ hợp một lựa chọn mỗi bóng là một cược và thắng khi cả ${m} bóng đều khớp.`,
  ],
  ticked: {
    RZX2_S: [
      'Tùy chọn 2 trực tiếp nhập số',
      'Đánh dấu ít nhất 2 bóng và nhập số 2 chữ số; mỗi 2 bóng đã đánh dấu với một số là một cược và thắng khi các bóng đó ra đúng số theo thứ tự.',
    ],
    RZU2: [
      'Tùy chọn 2 nhóm',
      'Đánh dấu ít nhất 2 bóng và chọn 2-10 số; mỗi 2 bóng với 2 số khác nhau đã chọn là một cược, thắng không theo thứ tự. Hai số giống nhau thì thua.',
    ],
    RZU3: [
      'Tùy chọn 3 nhóm 3',
      'Đánh dấu ít nhất 3 bóng và chọn 2-10 số; mỗi 3 bóng với một số hai lần và một số khác là một cược, thắng không theo thứ tự.',
    ],
    RZU6: [
      'Tùy chọn 3 nhóm 6',
      'Đánh dấu ít nhất 3 bóng và chọn 3-10 số; mỗi 3 bóng với 3 số khác nhau đã chọn là một cược, thắng không theo thứ tự.',
    ],
    RHHZX: [
      'Tùy chọn 3 nhóm hỗn hợp',
      'Đánh dấu ít nhất 3 bóng và nhập số nhóm 3 hoặc nhóm 6; mỗi 3 bóng với một số là một cược, thắng không theo thứ tự.',
    ],
  },
  anyGroup4: (size) => [
    `Tùy chọn 4 nhóm ${size}`,
    `Đánh dấu ít nhất 4 bóng và chọn số như bốn sao nhóm ${size}; mỗi 4 bóng đã đánh dấu là một bộ cược, thắng không theo thứ tự.`,
  ],
  dragonTiger: (a, b) => [
    `Rồng Hổ bóng ${a} với ${b}`,
    `Rồng thắng khi bóng ${a} lớn hơn bóng ${b}, Hổ khi nhỏ hơn, Hòa khi bằng nhau. Khi Hòa, cược Rồng và Hổ đều thua.`,
  ],
};
