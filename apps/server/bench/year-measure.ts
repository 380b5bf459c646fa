export async function measureYear(url: string, adminUrl: string, log: (line: string) => void): Promise<void> {
  log(`measure: not yet (${url}, ${adminUrl.length})`);
}
