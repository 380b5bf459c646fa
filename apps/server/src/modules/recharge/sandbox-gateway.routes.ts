import type { FastifyInstance } from 'fastify';

import { ResponseCode } from '@fairdraw/contract';
import { formatFen } from '@fairdraw/rules';

import { AppError } from '../../lib/app-error';
import { authOf } from '../../plugins/auth-token';
import { ok } from '../../plugins/language';
import type { RechargeService } from './recharge.service';
import { signNotification } from './recharge.service';
import { sandboxPageCss, sandboxPayScript } from './sandbox-gateway.assets';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const orderNoPattern = /^R\d{8,24}$/;
const assetsPath = '/sandbox-pay/assets';

// Style and script are files of their own: the Content-Security-Policy allows no inline code (ADR 107).
const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${assetsPath}/page.css">
<script src="${assetsPath}/pay.js" defer></script>
</head><body><main><div class="card">${body}</div></main></body></html>`;

/**
 * A pretend payment gateway for demos and tests (ADR 035), registered only when SANDBOX_PAYMENTS is on
 * (env.ts refuses it in production): `/sandbox-pay/:orderNo` shows the order; "Pay" posts with the player's
 * own session (the TOKEN the app keeps in this origin's storage), and only the order's owner may pay it. The
 * server then posts a notification signed with the channel's secret to the real `/recharge/notify/:channel`,
 * exactly as an outside gateway would.
 */
export function registerSandboxGatewayRoutes(app: FastifyInstance, recharge: RechargeService): void {
  const returnUrl = '/pages/recharge_record/recharge_record';

  app.get(`${assetsPath}/page.css`, (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'no-cache').send(sandboxPageCss),
  );
  app.get(`${assetsPath}/pay.js`, (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(sandboxPayScript),
  );

  app.get<{ Params: { orderNo: string } }>('/sandbox-pay/:orderNo', async (request, reply) => {
    const found = orderNoPattern.test(request.params.orderNo)
      ? await recharge.sandboxOrder(request.params.orderNo)
      : null;
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!found) return reply.status(404).send(page('Sandbox gateway', '<h1>Order not found</h1>'));
    const { order } = found;
    const paid = order.status !== 'reviewing';
    return reply.send(
      page(
        'Sandbox gateway',
        `<h1>Sandbox payment gateway</h1><p class="muted">A test gateway: no real money moves.</p>
<dl><dt>Order</dt><dd data-testid="sandbox-order">${escapeHtml(order.orderNo)}</dd>
<dt>Amount</dt><dd data-testid="sandbox-amount">${formatFen(order.amountFen)}</dd>
<dt>Status</dt><dd data-testid="sandbox-status">${escapeHtml(order.status)}</dd></dl>
${
  paid
    ? `<a class="button" href="${returnUrl}">Back to the app</a>`
    : `<form id="sandbox-pay" method="post" action="/sandbox-pay/${escapeHtml(order.orderNo)}"><button type="submit">Pay</button></form>
<p id="sandbox-pay-error" class="error" role="alert"></p>`
}`,
      ),
    );
  });

  app.post<{ Params: { orderNo: string } }>(
    '/sandbox-pay/:orderNo',
    { config: { auth: true } },
    async (request) => {
      const { user } = authOf(request);
      const found = orderNoPattern.test(request.params.orderNo)
        ? await recharge.sandboxOrder(request.params.orderNo)
        : null;
      // Someone else's order answers as a missing one: order numbers are not a secret to keep.
      if (!found || found.order.userId !== user.id || !found.channel.notifySecret)
        throw new AppError('recharge.orderNotFound', ResponseCode.notFound);
      const raw = JSON.stringify({
        orderNo: found.order.orderNo,
        amount: found.order.amountFen,
        status: 'paid',
      });
      const response = await app.inject({
        method: 'POST',
        url: `/recharge/notify/${found.channel.code}`,
        headers: {
          'content-type': 'application/json',
          'x-signature': signNotification(found.channel.notifySecret, raw),
        },
        remoteAddress: request.ip,
        payload: raw,
      });
      request.log.info(
        { orderNo: found.order.orderNo, userId: user.id, notify: response.json<unknown>() },
        'sandbox gateway notified',
      );
      return ok(request, { returnUrl: `${returnUrl}?paid=${encodeURIComponent(found.order.orderNo)}` });
    },
  );
}
