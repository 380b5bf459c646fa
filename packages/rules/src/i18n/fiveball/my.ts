import type { LanguageTexts, Star45 } from './types';
import { sizeOf } from './types';

/** Malay five-ball texts. */
export const my: LanguageTexts = {
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
