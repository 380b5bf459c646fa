import type { MarkSixCatalogueTexts } from './catalogue-types';

const zh = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十', '十一'];

/** Traditional Chinese texts of the Mark Six plays issue 13 added (zh is derived, see ./simplified.ts). */
export const twCatalogue: MarkSixCatalogueTexts = {
  combined: (k) => [
    `合肖${zh[k] ?? k}肖`,
    `選 ${k} 個或以上生肖，每組 ${k} 個生肖為一注，特碼屬於其中之一即中獎。特碼開 49 退回本金。`,
  ],
  placeSpecial: (k) => [`正${zh[k] ?? k}特`, `選 01-49 號碼，與開獎順序第 ${k} 個正碼相同即中獎。`],
  placeTwoSided: (k) => [
    `正碼${zh[k] ?? k}兩面`,
    `投注開獎順序第 ${k} 個正碼的大、小、單、雙、合數、尾數或波色，規則同特碼。開 49 除波色外退回本金。`,
  ],
  plays: {
    ZONGX: [
      '總肖',
      '投注 7 個號碼共有幾種不同生肖：2-4、5、6 或 7 肖，或肖數單、雙。例如：7 個號碼屬於 6 種生肖，6 肖與總肖雙中獎。',
    ],
    QSB: [
      '七色波',
      '六個正碼各以一個色波計，特碼以 1.5 個計，最多的色波中獎。正碼三三開出兩種色波而特碼為第三種色波時為和局：和局注單中獎，色波注單退回本金。',
    ],
    PTWS: ['平特尾數', '選尾數 0-9，7 個號碼中任一個為該尾數即中獎，只派彩一次。'],
    ZX: ['正肖', '選生肖，六個正碼中每有一個屬於該生肖即派彩一次。例如：兩個正碼屬於該生肖，派兩倍賠率。'],
    SZY: ['四中一', '選 4-10 個號碼，每組四個號碼中至少一個為正碼即中獎。'],
    BZ11: ['十一不中', '選 11-13 個號碼，每組 11 個號碼都不在 7 個開獎號碼中即中獎。'],
    BZ12: ['十二不中', '選 12-14 個號碼，每組 12 個號碼都不在 7 個開獎號碼中即中獎。'],
  },
  bankerDragger: (base, k) => [
    `${base}膽拖`,
    `選 1 至 ${k - 1} 個膽碼及拖碼，每注包含全部膽碼，其餘位置由拖碼補足，按${base}規則中獎。`,
  ],
  tie: '和局',
  zodiacCount: { zc234: '234肖', zc5: '5肖', zc6: '6肖', zc7: '7肖', zcOdd: '總肖單', zcEven: '總肖雙' },
  tailPairing: (base) => [
    `${base}尾數對碰`,
    `每行選一個尾數，第一個尾數的每個號碼與第二個尾數的每個號碼組成一注，按${base}規則中獎。例如：1 尾與 0 尾共 5 × 4 = 20 注。`,
  ],
  rows: { tailA: '第一尾數', tailB: '第二尾數', bankers: '膽碼', draggers: '拖碼' },
  groups: { combinedZodiac: '合肖', regularPlace: '正碼特' },
};
