/** A coloured badge per game; generated, so no image has to be fetched. White text on each >= 4.5:1. */
const palette: Record<string, string> = {
  k3: '#c7402d',
  ffc: '#1f6fd1',
  sfc: '#1a7f4b',
  wfc: '#8e44c9',
  pk10: '#b45a0f',
  xyft: '#007f7f',
  lhc: '#c2286e',
};

export function GameIcon({ code }: { code: string }) {
  return (
    <span className="app-game-icon" style={{ background: palette[code] ?? '#646a73' }} aria-hidden>
      {code.toUpperCase().slice(0, 4)}
    </span>
  );
}
