import type { CatalogueTexts } from './catalogue-types';

/** Malay texts of the five-ball catalogue plays (ADR 040, ADR 041). */
export const myCatalogue: CatalogueTexts = {
  rows: {
    entries: 'Nombor ditaip',
    banker: 'Banker',
    tail: 'Digit akhir',
    form: 'Bentuk',
    positions: 'Bola',
  },
  items: { triple: 'Tiga sama', straight: 'Berturutan', pair: 'Pasangan' },
  groups: { fun: 'Seronok', dragonTiger: 'Naga Harimau' },
  combination: (s, b, m) => [
    `${s} gabungan`,
    `Setiap nombor yang dipilih pada ${b} juga membeli ekornya dari ${m - 1} bintang hingga 1 bintang, ${m} taruhan semuanya, setiap satu dibayar pada kadarnya sendiri. Contoh: 12345 menang peringkat 3 bintang apabila tiga bola terakhir menunjukkan 345.`,
  ],
  directSingle: (s, b, m) => [
    `${s} terus taip`,
    `Taip nombor ${m} digit dipisahkan oleh ruang, koma, koma bertitik atau baris baharu; setiap nombor berbeza ialah satu taruhan dan menang apabila ${b} menunjukkannya mengikut urutan. Contoh: ${'1234567'.slice(0, m)}.`,
  ],
  group3Single: (s, b) => [
    `${s} kumpulan 3 taip`,
    `Taip nombor dengan satu digit dua kali dan satu lagi sekali, seperti 112; setiap satu menang apabila ${b} menunjukkan digit itu tanpa mengira urutan.`,
  ],
  group6Single: (s, b) => [
    `${s} kumpulan 6 taip`,
    `Taip nombor tiga digit berbeza, seperti 123; setiap satu menang apabila ${b} menunjukkan digit itu tanpa mengira urutan.`,
  ],
  mixedSingle: (s, b) => [
    `${s} kumpulan campuran`,
    `Taip nombor kumpulan 3 (seperti 112) dan kumpulan 6 (seperti 123); setiap satu menang pada kadarnya sendiri apabila ${b} menunjukkan digitnya tanpa mengira urutan. Tiga sama tidak diterima.`,
  ],
  banker3: (s, b) => [
    `${s} banker kumpulan`,
    `Setiap digit banker membeli 54 set kumpulan 3 dan kumpulan 6 yang mengandunginya; set menang pada kadar kumpulannya apabila ${b} menunjukkannya tanpa mengira urutan. Tiga sama kalah.`,
  ],
  banker2: (s, b) => [
    `${s} banker kumpulan`,
    `Setiap digit banker membeli 9 pasangan digit berbeza yang mengandunginya; pasangan menang apabila ${b} menunjukkannya tanpa mengira urutan. Dua digit sama kalah.`,
  ],
  sumTail: (s, b) => [
    `${s} digit akhir jumlah`,
    `Pilih digit; pilihan menang apabila jumlah digit ${b} berakhir dengannya. Contoh: 4, 8, 9 berjumlah 21, jadi 1 menang.`,
  ],
  special: (s, b) => [
    `${s} istimewa`,
    `Tiga sama: ${b} semuanya sama; berturutan: tiga digit berturutan tanpa mengira urutan (890 dan 901 dikira); pasangan: tepat dua sama.`,
  ],
  fun: {
    YFFS: [
      'Belayar lancar',
      'Pilih digit; pilihan menang apabila ia muncul sekurang-kurangnya sekali dalam lima bola.',
    ],
    HSCS: [
      'Tuah berganda',
      'Pilih digit; pilihan menang apabila ia muncul sekurang-kurangnya dua kali dalam lima bola.',
    ],
    SXBX: [
      'Tiga bintang',
      'Pilih digit; pilihan menang apabila ia muncul sekurang-kurangnya tiga kali dalam lima bola.',
    ],
    SJFC: [
      'Empat musim',
      'Pilih digit; pilihan menang apabila ia muncul sekurang-kurangnya empat kali dalam lima bola.',
    ],
  },
  bsoe: (s, b, m) => [
    `${s} besar/kecil/ganjil/genap`,
    `Pilih besar (5-9), kecil (0-4), ganjil atau genap bagi setiap ${b}; setiap gabungan satu pilihan setiap bola ialah satu taruhan dan menang apabila kesemua ${m} bola sepadan.`,
  ],
  ticked: {
    RZX2_S: [
      'Mana-mana 2 terus taip',
      'Tanda sekurang-kurangnya 2 bola dan taip nombor 2 digit; setiap 2 bola bertanda dengan satu nombor ialah satu taruhan dan menang apabila bola itu menunjukkannya mengikut urutan.',
    ],
    RZU2: [
      'Mana-mana 2 kumpulan',
      'Tanda sekurang-kurangnya 2 bola dan pilih 2-10 digit; setiap 2 bola bertanda dengan 2 digit pilihan berbeza ialah satu taruhan, menang tanpa mengira urutan. Pasangan sama kalah.',
    ],
    RZU3: [
      'Mana-mana 3 kumpulan 3',
      'Tanda sekurang-kurangnya 3 bola dan pilih 2-10 digit; setiap 3 bola bertanda dengan satu digit dua kali dan satu lagi sekali ialah satu taruhan, menang tanpa mengira urutan.',
    ],
    RZU6: [
      'Mana-mana 3 kumpulan 6',
      'Tanda sekurang-kurangnya 3 bola dan pilih 3-10 digit; setiap 3 bola bertanda dengan 3 digit pilihan berbeza ialah satu taruhan, menang tanpa mengira urutan.',
    ],
    RHHZX: [
      'Mana-mana 3 kumpulan campuran',
      'Tanda sekurang-kurangnya 3 bola dan taip nombor kumpulan 3 atau kumpulan 6; setiap 3 bola bertanda dengan satu nombor ialah satu taruhan, menang tanpa mengira urutan.',
    ],
  },
  anyGroup4: (size) => [
    `Mana-mana 4 kumpulan ${size}`,
    `Tanda sekurang-kurangnya 4 bola dan pilih digit seperti 4 bintang kumpulan ${size}; setiap 4 bola bertanda ialah satu set taruhan, menang tanpa mengira urutan.`,
  ],
  dragonTiger: (a, b) => [
    `Naga Harimau bola ${a} lawan ${b}`,
    `Naga menang apabila bola ${a} lebih besar daripada bola ${b}, harimau apabila lebih kecil dan seri apabila sama. Jika seri, taruhan naga dan harimau kalah.`,
  ],
};
