import type { TypedEntry, WireRow } from '@fairdraw/rules';
import { parseTypedEntries } from '@fairdraw/rules';
import { TextArea } from 'antd-mobile';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { useRulesText } from '../../../lib/rules-text';

/** Rejected entries listed under the box: enough to find them, not a wall of text. */
const invalidShownMax = 20;

interface TypedEntryBoardProps {
  row: WireRow & { entry: TypedEntry };
  /** Shown above the box when the play has several rows. */
  title?: string;
  text: string;
  onChange: (text: string) => void;
}

/**
 * A typed-entry row (单式): numbers typed or pasted, separated by spaces, commas, semicolons or new
 * lines. The rules package's parser (the one the server trusts) splits, de-duplicates and rejects;
 * the live count of valid entries is what the slip will buy.
 */
export function TypedEntryBoard({ row, title, text, onChange }: TypedEntryBoardProps) {
  const { t } = useTranslation();
  const rulesText = useRulesText();
  const id = useId();
  const parsed = parseTypedEntries(text, row.entry);
  const label = title ?? t('game.typed.label');
  return (
    <section className="game-row game-typed" aria-label={title ?? rulesText(row.name)}>
      <label className="game-row__title" htmlFor={id}>
        {label}
      </label>
      <TextArea
        id={id}
        className="game-typed__box"
        value={text}
        onChange={onChange}
        placeholder={t('game.typed.placeholder', { digits: row.entry.digits })}
        autoSize={{ minRows: 4, maxRows: 10 }}
      />
      <p className="game-typed__summary" aria-live="polite" data-testid="typed-summary">
        <span className="game-typed__valid">{t('game.typed.valid', { count: parsed.entries.length })}</span>
        {parsed.duplicates.length > 0 && (
          <span>{t('game.typed.duplicates', { count: parsed.duplicates.length })}</span>
        )}
        {parsed.invalid.length > 0 && (
          <span className="game-typed__bad">{t('game.typed.invalid', { count: parsed.invalid.length })}</span>
        )}
      </p>
      {parsed.invalid.length > 0 && (
        <ul className="game-typed__rejected">
          {parsed.invalid.slice(0, invalidShownMax).map((bad) => (
            <li key={bad.position}>
              {t('game.typed.invalidEntry', { position: bad.position, text: bad.text })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
