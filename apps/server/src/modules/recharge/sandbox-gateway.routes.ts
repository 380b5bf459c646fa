import type { FastifyInstance } from 'fastify';

import { formatFen } from '@fairdraw/rules';

import type { RechargeService } from './recharge.service';
import { signNotification } from './recharge.service';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const orderNoPattern = /^R\d{8,24}$/;

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f5f5f5;color:#222}
main{max-width:420px;margin:0 auto;padding:24px 16px}
.card{background:#fff;border-radius:12px;padding:20px;box-shadow:0 1px 4px #0001}
h1{font-size:20px;margin:0 0 4px} .muted{color:#555;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:8px 12px;margin:20px 0} dt{color:#555} dd{margin:0;font-weight:600;word-break:break-all}
button,a.button{display:block;width:100%;box-sizing:border-box;padding:14px;border:0;border-radius:8px;background:#1677ff;color:#fff;font-size:17px;text-align:center;text-decoration:none}
</style></head><body><main><div class="card">${body}</div></main></body></html>`;

/**
 * A pretend payment gateway that ships with the app (issue 10): `/sandbox-pay/:orderNo` shows the
 * order; "Pay" posts a notification signed with the channel's secret to the real
 * `/recharge/notify/:channel`, exactly as an outside gateway would. Refused in production.
 */
export function registerSandboxGatewayRoutes(
  app: FastifyInstance,
  recharge: RechargeService,
  enabled: boolean,
): void {
  const returnUrl = '/pages/recharge_record/recharge_record';

  app.register((scope, _options, registered) => {
    // The page's form posts application/x-www-form-urlencoded; its body carries nothing we need.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_r, _body, done) => {
        done(null, {});
      },
    );

    scope.get<{ Params: { orderNo: string } }>('/sandbox-pay/:orderNo', async (request, reply) => {
      const found =
        enabled && orderNoPattern.test(request.params.orderNo)
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
    : `<form method="post" action="/sandbox-pay/${escapeHtml(order.orderNo)}"><button type="submit">Pay</button></form>`
}`,
        ),
      );
    });

    scope.post<{ Params: { orderNo: string } }>('/sandbox-pay/:orderNo', async (request, reply) => {
      const found =
        enabled && orderNoPattern.test(request.params.orderNo)
          ? await recharge.sandboxOrder(request.params.orderNo)
          : null;
      if (!found || !found.channel.notifySecret) {
        return reply
          .status(404)
          .type('text/html; charset=utf-8')
          .send(page('Sandbox gateway', '<h1>Order not found</h1>'));
      }
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
        payload: raw,
      });
      request.log.info(
        { orderNo: found.order.orderNo, notify: response.json<unknown>() },
        'sandbox gateway notified',
      );
      return reply.redirect(`${returnUrl}?paid=${encodeURIComponent(found.order.orderNo)}`, 303);
    });
    registered();
  });
}
