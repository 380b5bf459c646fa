import { z } from 'zod';
import { describe, expect, it } from 'vitest';

import { liveEvent, liveEventNames, liveEventPayloads } from './draws';
import { endpoints } from './endpoints';
import { contractPaths } from './openapi';

describe('endpoint table', () => {
  it('keeps every legacy account path of spec section 7', () => {
    const paths = Object.values(endpoints).map((e) => e.path);
    for (const p of [
      '/user/register',
      '/user/login',
      '/user/logout',
      '/user/getUserInfo',
      '/user/refreshToken',
      '/user/updatePwd',
      '/user/bindEmail',
      '/user/bindPhone',
      '/user/updateTransPwd',
      '/index/index',
      '/getPackage',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('keeps every money path of api.md "Recharge and withdrawal" and the card/wallet calls', () => {
    const paths = Object.values(endpoints).map((e) => e.path);
    for (const p of [
      '/user/bindBankCard',
      '/user/bindDigitWall',
      '/user/deleteWithDrawAddr',
      '/user/getWithDrawAddrList',
      '/recharge/channels',
      '/recharge/create',
      '/recharge/list',
      '/withdraw/create',
      '/withdraw/list',
      '/transaction/list',
      '/admin/login',
    ]) {
      expect(paths).toContain(p);
    }
  });

  it('a withdrawal body needs matching fund passwords and an integer amount in fen', () => {
    const base = { amount: 10_000, addressId: 1, kind: 'bank', fundPassword: '123456', requestId: 'r1' };
    expect(endpoints.withdrawCreate.body.safeParse({ ...base, confirmFundPassword: '123456' }).success).toBe(
      true,
    );
    const mismatch = endpoints.withdrawCreate.body.safeParse({ ...base, confirmFundPassword: '654321' });
    expect(mismatch.error?.issues[0]?.message).toBe('validation.fundPasswordMismatch');
    expect(
      endpoints.withdrawCreate.body.safeParse({ ...base, amount: 1.5, confirmFundPassword: '123456' })
        .success,
    ).toBe(false);
  });

  it('validates a register body with the shared rules schema', () => {
    const ok = endpoints.register.body.safeParse({
      account: 'player01',
      password: 'abc123',
      confirmPassword: 'abc123',
      inviteCode: '8888',
      agree: true,
      register_device: 3,
    });
    expect(ok.success).toBe(true);
    const weak = endpoints.register.body.safeParse({
      account: 'player01',
      password: 'abcdef',
      confirmPassword: 'abcdef',
      inviteCode: '8888',
      agree: true,
    });
    expect(weak.success).toBe(false);
    expect(weak.error?.issues[0]?.message).toBe('validation.passwordWeak');
  });

  it('keeps the message-centre, customer-service and back-office message paths (issue 11)', () => {
    const paths = Object.values(endpoints).map((e) => e.path);
    for (const p of [
      '/user/userMail',
      '/user/updateReadCount',
      '/user/unReadCount',
      '/service/messages',
      '/service/send',
      '/admin/notice/list',
      '/admin/notice/create',
      '/admin/notice/delete',
      '/admin/newsletter/send',
      '/admin/support/conversations',
      '/admin/support/messages',
      '/admin/support/reply',
    ]) {
      expect(paths).toContain(p);
    }
    expect(endpoints.serviceSend.public).toBe(true);
  });

  it('declares the answer of every endpoint (z.null() where it is null, never nothing)', () => {
    for (const [name, endpoint] of Object.entries(endpoints)) {
      expect(endpoint.data, name).toBeInstanceOf(z.ZodType);
    }
    expect(endpoints.logout.data.safeParse(null).success).toBe(true);
    expect(endpoints.logout.data.safeParse({}).success).toBe(false);
    // The back office's six list desks and the web's records are pages.
    for (const name of ['betList', 'chaseList', 'adminRechargeList', 'adminWithdrawList'] as const) {
      const page = endpoints[name].data.safeParse({ list: [], total: 0, page: 1, pageSize: 20 });
      expect(page.success, name).toBe(true);
    }
  });

  it('parses every live event frame by its name, and refuses an unknown name or a missing field', () => {
    expect(liveEventNames.sort()).toEqual(Object.keys(liveEventPayloads).sort());
    const result = {
      game: 'k3',
      issue: '202611270001',
      result: [1, 2, 3],
      seed: 'ab',
      commitment: 'cd',
      drawAt: '2026-11-27T10:00:00.000+07:00',
      drawnAt: '2026-11-27T10:00:00.120+07:00',
    };
    expect(liveEvent.parse({ event: 'result', data: result }).event).toBe('result');
    const { drawAt: _drawAt, ...withoutDrawAt } = result;
    expect(liveEvent.safeParse({ event: 'result', data: withoutDrawAt }).success).toBe(false);
    expect(liveEvent.safeParse({ event: 'other', data: result }).success).toBe(false);
  });

  it('turns every endpoint into an OpenAPI operation', () => {
    const paths = contractPaths();
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const operation = paths[endpoint.path]?.[endpoint.method === 'GET' ? 'get' : 'post'];
      expect(operation?.operationId, name).toBe(name);
      expect(operation?.responses['200'], name).toBeDefined();
    }
  });
});
