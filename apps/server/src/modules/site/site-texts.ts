import type { MessageLanguage } from '@fairdraw/rules';

/** Texts of the home page's own content (the welcome notice); game and hall names come from rules. */
const texts: Record<MessageLanguage, Record<string, string>> = {
  en: {
    'notice.welcome.title': 'Welcome to Fairdraw',
    'notice.welcome.body': 'Every draw is committed before betting opens and can be verified after it.',
  },
  vi: {
    'notice.welcome.title': 'Chào mừng đến với Fairdraw',
    'notice.welcome.body': 'Mỗi kỳ quay được cam kết trước khi mở cược và có thể kiểm chứng sau đó.',
  },
  tw: {
    'notice.welcome.title': '歡迎來到 Fairdraw',
    'notice.welcome.body': '每期開獎結果在開放投注前已承諾，開獎後可自行驗證。',
  },
  my: {
    'notice.welcome.title': 'Selamat datang ke Fairdraw',
    'notice.welcome.body': 'Setiap cabutan dikomit sebelum pertaruhan dibuka dan boleh disahkan selepasnya.',
  },
  zh: {
    'notice.welcome.title': '欢迎来到 Fairdraw',
    'notice.welcome.body': '每期开奖结果在开放投注前已承诺，开奖后可自行验证。',
  },
};

export function noticeText(lang: MessageLanguage, key: string): string {
  return texts[lang][key] ?? texts.en[key] ?? key;
}
