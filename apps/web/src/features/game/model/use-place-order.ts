import { ResponseCode } from '@fairdraw/contract';
import { limits } from '@fairdraw/rules';
import { useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { showToast } from '../../../lib/toast';
import { newRequestId } from '../../../lib/request-id';
import { patchBalance } from '../../../lib/user';
import { currentIssueQuery, makeOrder } from '../api/game-api';
import type { OrderRequest, OrderResult } from '../api/game-types';
import type { ChasePlan } from './chase-plan';
import { chaseRequest } from './chase-plan';
import { useGameStore } from './game-store';
import { betRecordKey } from './use-live-game';

/** The order without its requestId: two submissions of the same body are one submission. */
export function orderBody(
  game: string,
  issue: string,
  chase: ChasePlan | null,
): Omit<OrderRequest, 'requestId'> {
  const bets = useGameStore.getState().slip.map((line) => ({
    play: line.play,
    selection: line.selection,
    unitPrice: line.unitPrice,
    multiple: line.multiple,
    betCount: line.betCount,
    amount: line.amount,
  }));
  return chase ? { game, issue, bets, chase: chaseRequest(chase) } : { game, issue, bets };
}

/**
 * One makeOrder per submission. The requestId is made when a submission first goes out and kept
 * while the same body is sent again (a retry after a network failure never bets twice); it is
 * dropped once the server answered. Submits closer than 500 ms to the previous one are ignored.
 */
export function usePlaceOrder(onPlaced: (result: OrderResult) => void) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pending = useRef<{ key: string; requestId: string } | null>(null);
  const lastSubmitAt = useRef(0);
  const [submitting, setSubmitting] = useState(false);

  async function submit(body: Omit<OrderRequest, 'requestId'>): Promise<void> {
    const now = Date.now();
    if (submitting || now - lastSubmitAt.current < limits.throttleMs) return;
    lastSubmitAt.current = now;
    const key = JSON.stringify(body);
    if (pending.current?.key !== key) pending.current = { key, requestId: newRequestId() };
    setSubmitting(true);
    try {
      const result = await makeOrder({ ...body, requestId: pending.current.requestId });
      pending.current = null;
      patchBalance(queryClient, result.balance);
      useGameStore.getState().setUserBalance(result.balance);
      useGameStore.getState().clearSlip();
      void queryClient.invalidateQueries({ queryKey: betRecordKey });
      showToast(t('game.placed'));
      onPlaced(result);
    } catch (error) {
      // A transport failure may have reached the server: keep the requestId for the retry.
      if (error instanceof ApiError && error.code !== ApiError.transportFailed) pending.current = null;
      if (error instanceof ApiError && error.code === ResponseCode.insufficientBalance) {
        const recharge = await Dialog.confirm({
          content: t('game.insufficient'),
          confirmText: t('home.recharge'),
          cancelText: t('common.cancel'),
        });
        if (recharge) void navigate(paths.recharge);
      }
      if (error instanceof ApiError && error.code === ResponseCode.bettingClosed) {
        void queryClient.invalidateQueries({ queryKey: currentIssueQuery(body.game).queryKey });
      }
    } finally {
      setSubmitting(false);
    }
  }

  return { submit, submitting };
}
