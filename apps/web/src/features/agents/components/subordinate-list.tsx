import { formatFen } from '@fairdraw/rules';
import { Empty, List, SearchBar } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { SectionError, SectionSkeleton } from '../../../components/ui/query-state';
import { useSubordinates } from '../api';

/** The team (POST /agent/subordinates), searchable by account; a row opens the member's detail. */
export function SubordinateList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const members = useSubordinates(search);
  return (
    <section>
      <SearchBar placeholder={t('agent.search')} onSearch={setSearch} onClear={() => setSearch('')} />
      {members.isPending ? (
        <SectionSkeleton />
      ) : members.isError ? (
        <SectionError onRetry={() => void members.refetch()} />
      ) : members.data.list.length === 0 ? (
        <Empty description={t('agent.noMembers')} />
      ) : (
        <List>
          {members.data.list.map((m) => (
            <List.Item
              key={m.userId}
              onClick={() => void navigate(`${paths.agentDetail}?userId=${m.userId}`)}
              description={`${t('agent.lastLogin')}: ${m.lastLoginAt?.slice(0, 16).replace('T', ' ') ?? '—'} ${m.lastLoginIp ?? ''}`}
              extra={
                // Only the profit is coloured: a loss does not make the balance negative.
                <span data-testid={`member-money-${m.userId}`}>
                  {formatFen(m.balance)} /{' '}
                  <span className={m.totalProfit < 0 ? 'is-negative' : undefined}>
                    {formatFen(m.totalProfit)}
                  </span>
                </span>
              }
            >
              {m.account}{' '}
              <small>
                {t(m.type === 'agent' ? 'agent.typeAgent' : 'agent.typePlayer')} · {m.rebate}‰ · L{m.level}
              </small>
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}
