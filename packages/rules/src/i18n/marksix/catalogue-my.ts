import type { MarkSixCatalogueTexts } from './catalogue-types';

/** Malay texts of the Mark Six catalogue plays (ADR 040, ADR 041). */
export const myCatalogue: MarkSixCatalogueTexts = {
  combined: (k) => [
    `Gabungan ${k} zodiak`,
    `Pilih ${k} zodiak atau lebih; setiap set ${k} ialah satu taruhan dan menang apabila nombor istimewa milik salah satunya. Nombor istimewa 49 memulangkan taruhan.`,
  ],
  placeSpecial: (k) => [
    `Biasa ${k} istimewa`,
    `Pilih nombor 01-49; pilihan menang apabila ia nombor biasa ke-${k} mengikut urutan cabutan.`,
  ],
  placeTwoSided: (k) => [
    `Biasa ${k} dua sisi`,
    `Bertaruh pada nombor biasa ke-${k} mengikut urutan cabutan: besar, kecil, ganjil, genap, jumlah digit, ekor atau warna, seperti nombor istimewa. Nombor 49 memulangkan taruhan kecuali warna.`,
  ],
  plays: {
    ZMGG: [
      'Parlay nombor biasa',
      'Pilih satu pilihan pada dua hingga enam kedudukan nombor biasa (ikut turutan cabutan). Tiket menang apabila setiap kaki menang dan membayar hasil darab odds kaki; 49 pada kaki dua sisi dikira odds 1.',
    ],
    ZONGX: [
      'Bilangan zodiak',
      'Bertaruh pada berapa zodiak berbeza dalam 7 nombor: 2-4, 5, 6 atau 7, atau bilangan ganjil atau genap. Contoh: 7 nombor daripada 6 zodiak menang 6 dan genap.',
    ],
    QSB: [
      'Gelombang tujuh warna',
      'Enam nombor biasa dikira 1 bagi warnanya dan nombor istimewa 1.5; warna terbanyak menang. Tiga dan tiga nombor biasa dua warna dengan nombor istimewa warna ketiga ialah seri: taruhan seri menang, taruhan warna dipulangkan.',
    ],
    PTWS: [
      'Sebarang ekor',
      'Pilih ekor 0-9; pilihan menang sekali apabila mana-mana 7 nombor berakhir dengannya.',
    ],
    ZX: [
      'Zodiak biasa',
      'Pilih zodiak; pilihan dibayar sekali bagi setiap nombor biasa miliknya. Contoh: dua nombor biasa zodiak itu dibayar dua kali ganda.',
    ],
    SZY: [
      '4 kena 1',
      'Pilih 4-10 nombor; setiap set empat menang apabila sekurang-kurangnya satu ialah nombor biasa.',
    ],
    BZ11: ['Terlepas 11', 'Pilih 11-13 nombor; setiap set 11 menang apabila tiada satu pun dalam 7 nombor.'],
    BZ12: ['Terlepas 12', 'Pilih 12-14 nombor; setiap set 12 menang apabila tiada satu pun dalam 7 nombor.'],
  },
  bankerDragger: (base, k) => [
    `${base} banker`,
    `Pilih 1 hingga ${k - 1} banker dan nombor seret; setiap taruhan memegang semua banker dan mengisi tempat lain daripada nombor seret, dan menang seperti ${base}.`,
  ],
  tie: 'Seri',
  zodiacCount: {
    zc234: '2-4 zodiak',
    zc5: '5 zodiak',
    zc6: '6 zodiak',
    zc7: '7 zodiak',
    zcOdd: 'Bilangan ganjil',
    zcEven: 'Bilangan genap',
  },
  tailPairing: (base) => [
    `${base} padanan ekor`,
    `Pilih satu ekor dalam setiap baris; setiap nombor ekor pertama dengan setiap nombor ekor kedua ialah satu taruhan, dan menang seperti ${base}. Contoh: ekor 1 dan 0 menjadi 5 × 4 = 20 taruhan.`,
  ],
  zodiacPairing: (base) => [
    `${base} pasangan zodiak`,
    `Pilih satu haiwan dalam setiap baris; setiap nombor haiwan pertama dengan setiap nombor haiwan kedua ialah satu pertaruhan, dan menang seperti ${base}. Contoh: dua haiwan 4 nombor membuat 4 × 4 = 16 pertaruhan, dengan haiwan tahun ini (5 nombor) 5 × 4 = 20.`,
  ],
  zodiacTail: (base) => [
    `${base} zodiak × ekor`,
    `Pilih satu haiwan utama dan satu ekor; setiap nombor haiwan dengan setiap nombor ekor ialah satu pertaruhan (nombor yang sama tidak dipasangkan), dan menang seperti ${base}.`,
  ],
  place: (k) => `Nombor biasa ${k}`,
  rows: {
    zodiacA: 'Haiwan pertama',
    zodiacB: 'Haiwan kedua',
    zodiacMain: 'Haiwan utama',
    tailMain: 'Ekor',
    tailA: 'Ekor pertama',
    tailB: 'Ekor kedua',
    bankers: 'Banker',
    draggers: 'Nombor seret',
  },
  groups: { combinedZodiac: 'Gabungan zodiak', regularPlace: 'Biasa mengikut tempat' },
};
