import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import vectors from '../../../../../../packages/rules/src/draws/draw-vectors.json';
import { inputLabelled } from '../../../testing/form';
import { renderWithProviders } from '../../../testing/render';
import { VerifyView } from './verify-view';

const k3 = {
  game: 'k3',
  issue: '202611220001',
  seed: 'c1bb1b53f83504a60b0143c09496e8b38b0f9de7b43b1407e971a0e0215917b7',
  commitment: 'b3b1234b5ed9a366f5567dd39c54eb5c297d47b38e1c7a13cde348a461faeed5',
};

const route = '/pages/verify/verify';
const typeIn = (label: string, value: string) => {
  const field = screen.getAllByLabelText(label).find((el) => ['INPUT', 'TEXTAREA'].includes(el.tagName));
  if (!field) throw new Error(`no field labelled ${label}`);
  fireEvent.change(field, { target: { value } });
};
const pickGame = (name: string) => fireEvent.click(screen.getByRole('option', { name }));
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
const drawnNumbers = () =>
  within(screen.getByRole('list', { name: 'Recomputed result' }))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.verify-ball')?.textContent);
/** antd-mobile's Form calls onFinish after its own (empty) validation, a microtask later. */
const statusText = async () => (await screen.findByRole('status')).textContent;

function fill(values: { name?: string; issue: string; seed: string; commitment?: string }) {
  if (values.name) pickGame(values.name);
  typeIn('Issue', values.issue);
  typeIn('Seed', values.seed);
  if (values.commitment !== undefined) typeIn('Commitment (optional)', values.commitment);
}

describe('fair-draw verifier', () => {
  it('recomputes the K3 known-answer vector: result 1, 2, 3 and the commitment matches', async () => {
    renderWithProviders(<VerifyView />, { route });
    expect(screen.queryByRole('status')).toBeNull();
    fill({ name: 'Quick 3', ...k3 });
    submit();
    expect(await statusText()).toBe('Matches the published commitment');
    expect(drawnNumbers()).toEqual(['1', '2', '3']);
    expect(screen.getByText(k3.commitment, { selector: 'code' })).toBeTruthy();
    expect(
      screen.getByText(`node packages/rules/verifier/verify.mjs k3 ${k3.issue} ${k3.seed}`),
    ).toBeTruthy();
  });

  it('a wrong commitment does not match, and shows what was entered', async () => {
    renderWithProviders(<VerifyView />, { route });
    const wrong = `${k3.commitment.slice(0, 63)}0`;
    fill({ ...k3, commitment: wrong });
    submit();
    expect(await statusText()).toBe('Does not match the published commitment');
    expect(screen.getByText(wrong, { selector: 'code' })).toBeTruthy();
    // The result is still recomputed from the seed.
    expect(drawnNumbers()).toEqual(['1', '2', '3']);
  });

  it('without a commitment it says none was given', async () => {
    renderWithProviders(<VerifyView />, { route });
    fill({ issue: k3.issue, seed: k3.seed });
    submit();
    expect(await statusText()).toBe('No commitment given, nothing to compare');
  });

  it('accepts pasted hex in capitals and with line breaks', async () => {
    renderWithProviders(<VerifyView />, { route });
    fill({
      issue: ` ${k3.issue} `,
      seed: `${k3.seed.slice(0, 32).toUpperCase()}\n${k3.seed.slice(32)}`,
      commitment: k3.commitment.toUpperCase(),
    });
    submit();
    expect(await statusText()).toBe('Matches the published commitment');
  });

  it.each([
    [
      'a seed of 63 characters',
      { ...k3, seed: k3.seed.slice(1) },
      'The seed must be 64 hexadecimal characters (0–9, a–f)',
    ],
    [
      'a seed with a non-hex character',
      { ...k3, seed: `g${k3.seed.slice(1)}` },
      'The seed must be 64 hexadecimal characters (0–9, a–f)',
    ],
    [
      'a short issue',
      { ...k3, issue: '20261122001' },
      'The issue must be 12 digits: a valid date YYYYMMDD followed by a 4-digit sequence',
    ],
    [
      'an impossible date',
      { ...k3, issue: '202602300001' },
      'The issue must be 12 digits: a valid date YYYYMMDD followed by a 4-digit sequence',
    ],
    [
      'a bad commitment',
      { ...k3, commitment: 'abc' },
      'The commitment must be 64 hexadecimal characters (0–9, a–f)',
    ],
  ])('%s shows the validation error and no result', async (_name, values, message) => {
    renderWithProviders(<VerifyView />, { route });
    fill(values);
    submit();
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('list', { name: 'Recomputed result' })).toBeNull();
  });

  it('a link with game, issue, seed and commitment fills the form and verifies at once', () => {
    const query = new URLSearchParams(k3).toString();
    renderWithProviders(<VerifyView />, { route: `${route}?${query}` });
    expect(drawnNumbers()).toEqual(['1', '2', '3']);
    expect(screen.getByRole('status').textContent).toBe('Matches the published commitment');
    expect(inputLabelled('Issue').value).toBe(k3.issue);
    expect(screen.getByRole('option', { name: 'Quick 3' }).getAttribute('aria-selected')).toBe('true');
  });

  it('a link with a bad seed shows the error at once', () => {
    renderWithProviders(<VerifyView />, { route: `${route}?game=k3&issue=${k3.issue}&seed=xyz` });
    expect(screen.getByText('The seed must be 64 hexadecimal characters (0–9, a–f)')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('a Mark Six vector shows seven numbers, the last one as the special number', async () => {
    const vector = vectors.find((v) => v.game === 'lhc');
    if (!vector) throw new Error('no lhc vector');
    renderWithProviders(<VerifyView />, { route });
    fill({ name: 'Mark Six', issue: vector.issue, seed: vector.seed, commitment: vector.commitment });
    submit();
    expect(await statusText()).toBe('Matches the published commitment');
    const items = within(screen.getByRole('list', { name: 'Recomputed result' })).getAllByRole('listitem');
    expect(items).toHaveLength(7);
    expect(drawnNumbers()).toEqual(vector.result.map((n) => String(n).padStart(2, '0')));
    expect(items[6]?.textContent).toContain('Special');
    expect(items.slice(0, 6).some((item) => item.textContent?.includes('Special'))).toBe(false);
  });

  it.each(['ffc', 'pk10'])('reproduces every %s vector', (game) => {
    for (const vector of vectors.filter((v) => v.game === game)) {
      const { unmount } = renderWithProviders(<VerifyView />, {
        route: `${route}?${new URLSearchParams({ ...vector, result: '' }).toString()}`,
      });
      expect(drawnNumbers()).toEqual(
        vector.result.map((n) => (game === 'pk10' ? String(n).padStart(2, '0') : String(n))),
      );
      expect(screen.getByRole('status').textContent).toBe('Matches the published commitment');
      unmount();
    }
  });
});
