/** A coloured badge per game; generated, so no image has to be fetched. */
const palette: Record<string, string> = {
  k3: '#e8543f',
  ffc: '#2f80ed',
  sfc: '#27ae60',
  wfc: '#9b51e0',
  pk10: '#f2994a',
  xyft: '#00a3a3',
  lhc: '#d63384',
};

export function GameIcon({ code }: { code: string }) {
  return (
    <span className="app-game-icon" style={{ background: palette[code] ?? '#8a8f99' }} aria-hidden>
      {code.toUpperCase().slice(0, 4)}
    </span>
  );
}
