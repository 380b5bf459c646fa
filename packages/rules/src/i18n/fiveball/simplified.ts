/** Simplified Chinese: the Traditional texts with the characters that differ swapped. */
const simplified: Readonly<Record<string, string>> = Object.fromEntries(
  '碼码 選选 號号 單单 雙双 組组 開开 為为 後后 總总 兩两 龍龙 膽胆 個个 獎奖 賠赔 對对 數数 應应 順顺 與与 則则 這这 項项 贏赢 輸输 種种 減减 並并 於于 時时 該该 擇择 態态 購购 買买 級级 換换 連连 續续 風风 報报 發发 財财'
    .split(' ')
    .map((pair) => [pair.charAt(0), pair.charAt(1)] as const),
);
export const toSimplified = (text: string) => [...text].map((c) => simplified[c] ?? c).join('');
