import type { MessageLanguage } from '@fairdraw/rules';

/**
 * Home-page texts until @fairdraw/rules exports `textOf` for game and hall names (its
 * i18n/texts.ts has them; the package index does not export it yet). Same wording as
 * rules/src/i18n/core-texts.ts.
 */
const texts: Record<MessageLanguage, Record<string, string>> = {
  en: {
    'game.k3': 'Quick 3',
    'game.ffc': 'One-minute lottery',
    'game.sfc': 'Three-minute lottery',
    'game.wfc': 'Five-minute lottery',
    'game.pk10': 'PK10 racing',
    'game.xyft': 'Lucky airship',
    'game.lhc': 'Mark Six',
    'hall.all': 'All',
    'hall.quick3': 'Quick 3',
    'hall.minute': 'Minute lottery',
    'hall.other': 'Other',
    'hall.lucky': 'Lucky lottery',
    'notice.welcome.title': 'Welcome to Fairdraw',
    'notice.welcome.body': 'Every draw is committed before betting opens and can be verified after it.',
  },
  vi: {
    'game.k3': 'Nhanh 3',
    'game.ffc': 'Xổ số 1 phút',
    'game.sfc': 'Xổ số 3 phút',
    'game.wfc': 'Xổ số 5 phút',
    'game.pk10': 'Đua xe PK10',
    'game.xyft': 'Phi thuyền may mắn',
    'game.lhc': 'Lục hợp thải',
    'hall.all': 'Tất cả',
    'hall.quick3': 'Nhanh 3',
    'hall.minute': 'Xổ số phút',
    'hall.other': 'Khác',
    'hall.lucky': 'Xổ số may mắn',
    'notice.welcome.title': 'Chào mừng đến với Fairdraw',
    'notice.welcome.body': 'Mỗi kỳ quay được cam kết trước khi mở cược và có thể kiểm chứng sau đó.',
  },
  tw: {
    'game.k3': '快3',
    'game.ffc': '分分彩',
    'game.sfc': '三分彩',
    'game.wfc': '五分彩',
    'game.pk10': 'PK10賽車',
    'game.xyft': '幸運飛艇',
    'game.lhc': '六合彩',
    'hall.all': '全部',
    'hall.quick3': '快3',
    'hall.minute': '時時彩',
    'hall.other': '其他',
    'hall.lucky': '幸運彩',
    'notice.welcome.title': '歡迎來到 Fairdraw',
    'notice.welcome.body': '每期開獎結果在開放投注前已承諾，開獎後可自行驗證。',
  },
  my: {
    'game.k3': 'Pantas 3',
    'game.ffc': 'Loteri satu minit',
    'game.sfc': 'Loteri tiga minit',
    'game.wfc': 'Loteri lima minit',
    'game.pk10': 'Lumba PK10',
    'game.xyft': 'Kapal udara bertuah',
    'game.lhc': 'Mark Six',
    'hall.all': 'Semua',
    'hall.quick3': 'Pantas 3',
    'hall.minute': 'Loteri minit',
    'hall.other': 'Lain-lain',
    'hall.lucky': 'Loteri bertuah',
    'notice.welcome.title': 'Selamat datang ke Fairdraw',
    'notice.welcome.body': 'Setiap cabutan dikomit sebelum pertaruhan dibuka dan boleh disahkan selepasnya.',
  },
  zh: {
    'game.k3': '快3',
    'game.ffc': '分分彩',
    'game.sfc': '三分彩',
    'game.wfc': '五分彩',
    'game.pk10': 'PK10赛车',
    'game.xyft': '幸运飞艇',
    'game.lhc': '六合彩',
    'hall.all': '全部',
    'hall.quick3': '快3',
    'hall.minute': '时时彩',
    'hall.other': '其他',
    'hall.lucky': '幸运彩',
    'notice.welcome.title': '欢迎来到 Fairdraw',
    'notice.welcome.body': '每期开奖结果在开放投注前已承诺，开奖后可自行验证。',
  },
};

export function siteText(lang: MessageLanguage, key: string): string {
  return texts[lang][key] ?? texts.en[key] ?? key;
}
