/** Simplified Chinese: the Traditional texts with the characters that differ swapped. */
const simplified: Readonly<Record<string, string>> = Object.fromEntries(
  '碼码 選选 號号 與与 獎奖 單单 雙双 組组 開开 種种 為为 該该 時时 數数 頭头 個个 屬属 於于 賠赔 較较 總总 兩两 連连 沒没 現现 紅红 藍蓝 綠绿 龍龙 馬马 雞鸡 豬猪 順顺 規规 則则 膽胆 餘余 補补 對对'
    .split(' ')
    .map((pair) => [pair.charAt(0), pair.charAt(1)] as const),
);
export const toSimplified = (text: string) => [...text].map((c) => simplified[c] ?? c).join('');
