import type { LanguageTexts } from './types';

/** Malay Mark Six texts. */
export const my: LanguageTexts = {
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
