import { Alert, Button, Descriptions, Drawer, Modal, Space, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';

import type { AdminEndpointName } from '../../lib/api';
import { money, time } from '../../lib/format';
import { useSession } from '../../lib/session';
import { useAction } from '../../lib/use-action';
import { useAdminQuery } from '../../lib/use-admin-query';
import { texts } from '../../texts';
import { AdjustModal, MoveAgentModal } from './user-action-modals';
import { ResponsiblePlayPanel } from './responsible-play-panel';
import { type Detail, freeze, resetPassword } from './users-api';

const t = texts.users;
type Ledger = Detail['ledger'][number];
type Bet = Detail['bets'][number];
type Session = Detail['sessions'][number];

/** One user: profile and chain, recent ledger, bets, sessions and failed logins; the desk's actions. */
export function UserDrawer({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const role = useSession()?.role;
  const detail = useAdminQuery('adminUserDetail', { userId: userId ?? 0 }, { enabled: userId !== null });
  const [modal, setModal] = useState<'adjust' | 'move' | null>(null);
  const refresh: { refresh: AdminEndpointName[] } = { refresh: ['adminUserDetail', 'adminUserSearch'] };
  const freezeAction = useAction((frozen: boolean) => freeze(userId ?? 0, frozen), {
    success: texts.common.done,
    ...refresh,
  });
  // ADR 104: the answer never holds a secret, only where the code went (or the pending approval).
  const [resetState, setResetState] = useState<string | null>(null);
  const reset = useAction((kind: 'login' | 'fund') => resetPassword(userId ?? 0, kind), {
    success: (result) => {
      const channels = result.channels
        .map((c) => (c === 'phone' ? t.channelPhone : t.channelEmail))
        .join(' / ');
      setResetState(
        result.status === 'sent' ? t.resetSentBody.replace('{channels}', channels) : t.resetPending,
      );
      return result.status === 'sent' ? t.resetSent : null;
    },
    ...refresh,
  });
  const data = detail.data;
  const user = data?.user;
  const people = role === 'admin' || role === 'support';
  const finance = role === 'admin' || role === 'finance';

  return (
    <Drawer
      open={userId !== null}
      onClose={onClose}
      size={880}
      title={user ? `${t.detailTitle} ${user.account} (#${user.id})` : t.detailTitle}
      destroyOnHidden
    >
      {user && data && (
        <>
          <Space wrap style={{ marginBottom: 16 }}>
            {people && (
              <Button
                danger={!user.frozen}
                onClick={() =>
                  confirmThen(user.frozen ? t.unfreeze : t.freezeConfirm, () =>
                    freezeAction.mutate(!user.frozen),
                  )
                }
              >
                {user.frozen ? t.unfreeze : t.freeze}
              </Button>
            )}
            {people && (
              <Button onClick={() => confirmThen(t.resetLoginConfirm, () => reset.mutate('login'))}>
                {t.resetLogin}
              </Button>
            )}
            {role === 'admin' && (
              <Button onClick={() => confirmThen(t.resetFundConfirm, () => reset.mutate('fund'))}>
                {t.resetFund}
              </Button>
            )}
            {finance && (
              <Button type="primary" onClick={() => setModal('adjust')}>
                {t.adjust}
              </Button>
            )}
            {role === 'admin' && <Button onClick={() => setModal('move')}>{t.moveAgent}</Button>}
          </Space>
          {resetState && (
            <Alert
              type="info"
              showIcon
              role="status"
              data-testid="reset-state"
              title={resetState}
              closable
              onClose={() => setResetState(null)}
              style={{ marginBottom: 16 }}
            />
          )}
          <Tabs
            items={[
              { key: 'profile', label: t.tabProfile, children: <Profile data={data} /> },
              { key: 'ledger', label: t.tabLedger, children: <LedgerTable rows={data.ledger} /> },
              { key: 'bets', label: t.tabBets, children: <BetsTable rows={data.bets} /> },
              { key: 'sessions', label: t.tabSessions, children: <SessionsTable rows={data.sessions} /> },
              {
                key: 'responsiblePlay',
                label: t.tabResponsiblePlay,
                children: <ResponsiblePlayPanel userId={user.id} />,
              },
              {
                key: 'logins',
                label: t.tabLogins,
                children: (
                  <Table
                    rowKey={(row) => `${row.time}-${row.ip ?? ''}`}
                    size="small"
                    pagination={false}
                    dataSource={data.failedLogins}
                    columns={[
                      { title: texts.common.time, dataIndex: 'time', render: (v: string) => time(v) },
                      { title: t.ip, dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
                    ]}
                  />
                ),
              },
            ]}
          />
          <AdjustModal open={modal === 'adjust'} userId={user.id} onClose={() => setModal(null)} />
          <MoveAgentModal open={modal === 'move'} userId={user.id} onClose={() => setModal(null)} />
        </>
      )}
    </Drawer>
  );
}

function confirmThen(title: string, run: () => void) {
  Modal.confirm({ title, okText: texts.common.confirm, cancelText: texts.common.cancel, onOk: run });
}

function Profile({ data }: { data: Detail }) {
  const user = data.user;
  return (
    <Descriptions bordered size="small" column={2}>
      <Descriptions.Item label={texts.common.account}>{user.account}</Descriptions.Item>
      <Descriptions.Item label={t.type}>{t.types[user.type]}</Descriptions.Item>
      <Descriptions.Item label={t.balance}>
        <span data-testid="user-balance">{money(user.balance)}</span>
      </Descriptions.Item>
      <Descriptions.Item label={texts.common.status}>
        {user.frozen ? (
          <Tag variant="outlined" color="error">
            {t.frozen}
          </Tag>
        ) : (
          <Tag variant="outlined" color="success">
            {t.active}
          </Tag>
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t.rebate}>{user.rebate}</Descriptions.Item>
      <Descriptions.Item label={t.inviteCode}>{user.inviteCode ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t.phone}>{user.phone ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t.email}>{user.email ?? '—'}</Descriptions.Item>
      <Descriptions.Item label={t.fundPassword}>
        {user.hasFundPassword ? texts.common.yes : texts.common.no}
      </Descriptions.Item>
      <Descriptions.Item label={t.mustChange}>
        {user.mustChangePassword ? texts.common.yes : texts.common.no}
      </Descriptions.Item>
      <Descriptions.Item label={t.created}>{time(user.createdAt)}</Descriptions.Item>
      <Descriptions.Item label={t.lastLogin}>
        {time(user.lastLoginAt)} {user.lastLoginIp ?? ''}
      </Descriptions.Item>
      <Descriptions.Item label={t.agentChain} span={2}>
        {data.agentChain.map((agent) => `${agent.account} (#${agent.id})`).join(' › ') || '—'}
      </Descriptions.Item>
    </Descriptions>
  );
}

function LedgerTable({ rows }: { rows: Ledger[] }) {
  return (
    <Table<Ledger>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: texts.common.time, dataIndex: 'time', render: (v: string) => time(v) },
        { title: t.ledgerType, dataIndex: 'type' },
        { title: texts.common.amount, dataIndex: 'amount', align: 'right', render: (v: number) => money(v) },
        { title: t.balanceAfter, dataIndex: 'balanceAfter', align: 'right', render: (v: number) => money(v) },
        { title: t.ref, dataIndex: 'ref', ellipsis: true },
        { title: t.remark, dataIndex: 'remark', render: (v: string | null) => v ?? '—', ellipsis: true },
      ]}
    />
  );
}

function BetsTable({ rows }: { rows: Bet[] }) {
  return (
    <Table<Bet>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: texts.common.time, dataIndex: 'time', render: (v: string) => time(v) },
        { title: t.game, dataIndex: 'game' },
        { title: t.issue, dataIndex: 'issue' },
        { title: t.play, dataIndex: 'play' },
        { title: texts.common.amount, dataIndex: 'amount', align: 'right', render: (v: number) => money(v) },
        { title: t.payout, dataIndex: 'payout', align: 'right', render: (v: number) => money(v) },
        { title: texts.common.status, dataIndex: 'status' },
      ]}
    />
  );
}

function SessionsTable({ rows }: { rows: Session[] }) {
  return (
    <Table<Session>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={rows}
      columns={[
        { title: t.created, dataIndex: 'createdAt', render: (v: string) => time(v) },
        { title: t.lastSeen, dataIndex: 'lastSeenAt', render: (v: string) => time(v) },
        { title: t.ip, dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
        { title: t.device, dataIndex: 'userAgent', ellipsis: true, render: (v: string | null) => v ?? '—' },
        {
          title: texts.common.status,
          dataIndex: 'live',
          render: (v: boolean, row) =>
            v ? (
              <Tag variant="outlined" color="success">
                {t.live}
              </Tag>
            ) : (
              <Tag>{row.endReason ?? t.ended}</Tag>
            ),
        },
      ]}
    />
  );
}
