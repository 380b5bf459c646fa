import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { DrawResultBalls } from './draw-result-balls';

describe('DrawResultBalls', () => {
  it('draws each die with as many pips as its face, and no dice characters (no fallback font)', () => {
    const { container } = render(<DrawResultBalls family="k3" result={[1, 4, 6]} />);
    const dice = [...container.querySelectorAll('.game-die')];
    expect(dice.map((die) => die.querySelectorAll('.game-die__pip').length)).toEqual([1, 4, 6]);
    expect(container.textContent).toBe('');
    // Screen readers read each position's number, not the drawing.
    expect([...container.querySelectorAll('li')].map((item) => item.getAttribute('aria-label'))).toEqual([
      '1',
      '4',
      '6',
    ]);
  });

  it('places the pips of a face on distinct cells of the 3 × 3 grid', () => {
    for (const face of [1, 2, 3, 4, 5, 6]) {
      const { container, unmount } = render(<DrawResultBalls family="k3" result={[face]} />);
      const cells = [...container.querySelectorAll('.game-die__pip')].map(
        (pip) => (pip as HTMLElement).style.gridArea,
      );
      expect(new Set(cells).size).toBe(face);
      unmount();
    }
  });
});
