import { findGame, games } from '@fairdraw/rules';
import { Input, Selector } from 'antd-mobile';
import { CheckCircleFill, CloseCircleFill, QuestionCircleFill } from 'antd-mobile-icons';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { FormField } from '../../../components/ui/form-field';
import { SubmitForm } from '../../../components/ui/submit-form';
import type { VerifyErrors, VerifyField, VerifyInput, VerifyOutcome } from '../verify-draw';
import { checkDraw, inputFromSearch } from '../verify-draw';
import { DrawNumbers } from './draw-numbers';

const scriptPath = 'node packages/rules/verifier/verify.mjs';

interface VerifyState {
  input: VerifyInput;
  errors: VerifyErrors;
  outcome: VerifyOutcome | null;
}

/** A link with issue and seed in its query string fills the form and is verified at once. */
function initialState(search: URLSearchParams): VerifyState {
  const { input, prefilled } = inputFromSearch(search);
  if (!prefilled) return { input, errors: {}, outcome: null };
  const check = checkDraw(input);
  return check.ok
    ? { input, errors: {}, outcome: check.outcome }
    : { input, errors: check.errors, outcome: null };
}

/**
 * The public fair-draw verifier (README "Fair draws"): pick a game, paste the issue, the revealed seed
 * and optionally the published commitment; the page recomputes SHA-256(seed) and the draw result with
 * the same @fairdraw/rules code the server draws with. Nothing is sent anywhere.
 */
export function VerifyView() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const [state, setState] = useState(() => initialState(search));
  const resultRef = useRef<HTMLElement>(null);
  const { input, errors, outcome } = state;
  const prefilledOutcome = useRef(outcome !== null);

  // A link verifies at once: bring its result into view instead of leaving it below the form.
  useEffect(() => {
    if (prefilledOutcome.current) showResult('auto');
  }, []);

  function showResult(behavior: ScrollBehavior) {
    const element = resultRef.current;
    if (element && typeof element.scrollIntoView === 'function') {
      element.scrollIntoView({ behavior, block: 'start' });
    }
  }

  const change = (field: VerifyField, value: string) =>
    setState((previous) => ({
      ...previous,
      input: { ...previous.input, [field]: value },
      errors: { ...previous.errors, [field]: undefined },
    }));

  const verify = () => {
    const check = checkDraw(input);
    setState(
      check.ok
        ? { input, errors: {}, outcome: check.outcome }
        : { input, errors: check.errors, outcome: null },
    );
    if (check.ok) window.requestAnimationFrame(() => showResult('smooth'));
  };

  const hexField = (field: 'seed' | 'commitment', required: boolean) => (
    <FormField label={t(`verify.${field}`)} error={errors[field]} required={required}>
      {/* A plain textarea: it wraps the 64 characters so the whole value stays visible. */}
      <textarea
        className="verify-hex-input"
        name={field}
        aria-label={t(`verify.${field}`)}
        placeholder={t(`verify.${field}Placeholder`)}
        value={input[field]}
        onChange={(event) => change(field, event.target.value)}
        rows={2}
        spellCheck={false}
        autoCapitalize="off"
        autoCorrect="off"
        autoComplete="off"
      />
    </FormField>
  );

  return (
    <div className="verify">
      <p className="verify-intro">{t('verify.intro')}</p>
      <SubmitForm onSubmit={verify} busy={false} submitLabel={t('verify.submit')}>
        <FormField label={t('verify.game')} error={errors.game} required>
          <Selector
            className="verify-games"
            aria-label={t('verify.game')}
            showCheckMark={false}
            options={games.map((game) => ({ label: t(game.nameKey), value: game.code }))}
            value={findGame(input.game) ? [input.game] : []}
            onChange={(value) => {
              if (value[0]) change('game', value[0]);
            }}
          />
        </FormField>
        <FormField label={t('verify.issue')} error={errors.issue} hint={t('verify.issueHint')} required>
          <Input
            name="issue"
            aria-label={t('verify.issue')}
            placeholder="202611220001"
            inputMode="numeric"
            maxLength={12}
            autoComplete="off"
            value={input.issue}
            onChange={(value) => change('issue', value)}
            clearable
          />
        </FormField>
        {hexField('seed', true)}
        {hexField('commitment', false)}
      </SubmitForm>

      {outcome && (
        <section className="verify-result" ref={resultRef} aria-labelledby="verify-result-title">
          <h2 className="app-section-title" id="verify-result-title">
            {t('verify.resultTitle')}
          </h2>
          <VerifyResult outcome={outcome} />
        </section>
      )}

      <section className="verify-card verify-how">
        <h3 className="verify-card__title">{t('verify.howTitle')}</h3>
        <p>{t('verify.algorithm')}</p>
        <p>{t('verify.script')}</p>
        <code className="verify-hex verify-command">
          {outcome
            ? `${scriptPath} ${outcome.game} ${outcome.issue} ${outcome.seed}`
            : `${scriptPath} <game> <issue> <seed>`}
        </code>
      </section>
    </div>
  );
}

function VerifyResult({ outcome }: { outcome: VerifyOutcome }) {
  const { t } = useTranslation();
  const game = findGame(outcome.game);
  const status = outcome.matches === null ? 'none' : outcome.matches ? 'match' : 'mismatch';
  const statusIcon = {
    match: <CheckCircleFill />,
    mismatch: <CloseCircleFill />,
    none: <QuestionCircleFill />,
  }[status];
  const statusText = { match: 'verify.matches', mismatch: 'verify.mismatch', none: 'verify.noCommitment' }[
    status
  ];
  return (
    <div className="verify-card">
      <div className="verify-card__title">
        {game ? t(game.nameKey) : outcome.game} · {t('verify.issueNumber', { issue: outcome.issue })}
      </div>

      <div className="verify-label">{t('verify.computedCommitment')}</div>
      <code className="verify-hex">{outcome.commitment}</code>
      <div className={`verify-status verify-status--${status}`} role="status">
        {statusIcon}
        <span>{t(statusText)}</span>
      </div>
      {outcome.matches === false && outcome.given && (
        <>
          <div className="verify-label">{t('verify.givenCommitment')}</div>
          <code className="verify-hex">{outcome.given}</code>
        </>
      )}

      <div className="verify-label">{t('verify.drawResult')}</div>
      <DrawNumbers family={outcome.family} result={outcome.result} />
      <p className="verify-note">{t(`verify.order.${outcome.family}`)}</p>
    </div>
  );
}
