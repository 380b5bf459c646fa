import { realityCheckIntervals } from '@fairdraw/contract';
import { Button, Selector } from 'antd-mobile';
import { useState } from 'react';

import { showToast } from '../../../lib/toast';
import { useSetLimits } from '../api/responsible-play-api';
import { useRpTexts } from './use-rp-texts';

type Interval = (typeof realityCheckIntervals)[number];

/** How often the reality check shows while playing: every 15, 30 or 60 minutes. */
export function RealityCheckEditor({ current, onDone }: { current: number; onDone: () => void }) {
  const { t } = useRpTexts();
  const mutation = useSetLimits();
  const initial = realityCheckIntervals.find((minutes) => minutes === current) ?? 60;
  const [minutes, setMinutes] = useState<Interval>(initial);

  const save = async () => {
    await mutation.mutateAsync({ realityCheckMinutes: minutes });
    showToast(t('saved'));
    onDone();
  };

  return (
    <>
      <h2 className="rp-editor-title">{t('realityCheck')}</h2>
      <p className="rp-editor-note">{t('realityCheckNote')}</p>
      <Selector
        aria-label={t('realityCheck')}
        columns={3}
        options={realityCheckIntervals.map((value) => ({ label: t('every', { count: value }), value }))}
        value={[minutes]}
        onChange={(value) => value[0] !== undefined && setMinutes(value[0])}
      />
      <div className="rp-editor-actions">
        <Button
          block
          color="primary"
          loading={mutation.isPending}
          onClick={() => void save().catch(() => undefined)}
        >
          {t('save')}
        </Button>
      </div>
    </>
  );
}
