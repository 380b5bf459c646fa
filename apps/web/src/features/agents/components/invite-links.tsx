import { Button, List, Selector } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { showToast } from '../../../lib/toast';
import { useCreateLink, useLinks, usePromotion } from '../api';
import { NumberStepper } from '../../../components/ui/number-stepper';

/** The fixed promotion link and the extra links, each copyable; new links up to the agent's rebate. */
export function InviteLinks({ maxRebate }: { maxRebate: number }) {
  const { t } = useTranslation();
  const promotion = usePromotion();
  const links = useLinks();
  const create = useCreateLink();
  const [rebate, setRebate] = useState(0);
  const [type, setType] = useState<'player' | 'agent'>('player');
  const copy = (text: string) =>
    void navigator.clipboard
      .writeText(text)
      .then(() => showToast(t('agent.copied')))
      .catch(() => showToast(text));
  if (promotion.isPending || links.isPending) return <SectionSkeleton />;
  if (promotion.isError || links.isError) return <SectionError onRetry={() => void links.refetch()} />;
  return (
    <section>
      <List header={t('agent.promotion')}>
        <List.Item
          description={promotion.data.link}
          extra={
            <Button size="small" color="primary" fill="outline" onClick={() => copy(promotion.data.link)}>
              {t('agent.copy')}
            </Button>
          }
        >
          {t('agent.inviteCode')}: {promotion.data.inviteCode}
        </List.Item>
      </List>
      <List header={t('agent.links')}>
        {links.data.list.map((l) => (
          <List.Item
            key={l.code}
            description={`${t(l.type === 'agent' ? 'agent.typeAgent' : 'agent.typePlayer')} · ${l.rebate}‰ · ${t('agent.registrations', { count: l.registrations })}`}
            extra={
              <Button size="small" fill="outline" onClick={() => copy(l.link)}>
                {t('agent.copy')}
              </Button>
            }
          >
            {l.code}
          </List.Item>
        ))}
        <List.Item>
          <div className="agent-new-link">
            <NumberStepper
              min={0}
              max={maxRebate}
              value={rebate}
              onChange={setRebate}
              aria-label={t('agent.rebateLabel', { max: maxRebate })}
            />
            <Selector
              value={[type]}
              onChange={(v) => setType(v[0] ?? 'player')}
              options={[
                { label: t('agent.typePlayer'), value: 'player' as const },
                { label: t('agent.typeAgent'), value: 'agent' as const },
              ]}
            />
            <Button
              color="primary"
              size="small"
              loading={create.isPending}
              onClick={() =>
                void create.mutateAsync({ rebate, type }).then(
                  () => showToast(t('agent.linkCreated')),
                  () => undefined,
                )
              }
            >
              {t('agent.createLink')}
            </Button>
          </div>
        </List.Item>
      </List>
    </section>
  );
}
