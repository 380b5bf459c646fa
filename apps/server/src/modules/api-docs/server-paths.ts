import { z } from 'zod';

import type { OpenApiOperation, OpenApiPaths } from '@fairdraw/contract/openapi';

import { gatewayNotification } from '../recharge/recharge.service';

const { $schema: _dialect, ...notificationSchema } = z.toJSONSchema(gatewayNotification);

const json = (description: string, schema: Record<string, unknown> = { type: 'object' }) => ({
  description,
  content: { 'application/json': { schema } },
});
const html = (description: string) => ({
  description,
  content: { 'text/html': { schema: { type: 'string' } } },
});

const op = (
  operationId: string,
  summary: string,
  tag: string,
  responses: Record<string, unknown>,
  extra: Partial<OpenApiOperation> = {},
): OpenApiOperation => ({ operationId, summary, tags: [tag], security: [], responses, ...extra });

const envelope = { $ref: '#/components/schemas/ErrorEnvelope' };
const checks = { type: 'object', additionalProperties: { type: 'string' } };

export const serverTags = [
  { name: 'operations', description: 'For load balancers and monitoring (plain JSON, not the envelope)' },
  { name: 'payments', description: 'Payment gateway callbacks and the sandbox gateway' },
  { name: 'docs', description: 'This document and its reference page' },
  { name: 'development', description: 'Outside production only' },
];

/**
 * Routes the server registers outside the contract's endpoint table: no app calls them through the
 * typed client, but they are part of the HTTP surface, so the document lists them too (the route
 * test compares the document with every registered route). Only the ones this configuration registers.
 */
export function serverPaths(options: { sandboxPayments: boolean; production: boolean }): OpenApiPaths {
  const paths: OpenApiPaths = {
    '/healthz': {
      get: op('healthz', 'Liveness: the process serves HTTP', 'operations', {
        '200': json('Alive', {
          type: 'object',
          properties: { status: { const: 'ok' } },
          required: ['status'],
        }),
      }),
    },
    '/readyz': {
      get: op('readyz', 'Readiness: database, migrations, Redis, scheduler; not draining', 'operations', {
        '200': json('Ready', {
          type: 'object',
          properties: {
            status: { const: 'ready' },
            failed: { type: 'array', items: { type: 'string' } },
            checks,
          },
        }),
        '503': json('Not ready (`unready` or `draining`), naming the failed checks'),
      }),
    },
    '/recharge/notify/{channel}': {
      post: op(
        'rechargeNotify',
        'Payment gateway callback: credits a recharge once',
        'payments',
        { '200': json('The envelope with `data: "success"`, or a refusal', { type: 'object' }) },
        {
          description:
            'The gateway signs the raw body with the channel secret (HMAC-SHA256, hex) in `X-Signature`; ' +
            'an unknown or disabled channel, or a bad signature, is refused. Credits exactly once.',
          parameters: [
            { name: 'channel', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'X-Signature', in: 'header', required: true, schema: { type: 'string' } },
          ],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: notificationSchema } },
          },
        },
      ),
    },
    '/openapi.json': {
      get: op('openApiDocument', 'This document (OpenAPI 3.1)', 'docs', {
        '200': json('The document', { type: 'object' }),
      }),
    },
    '/docs/api': {
      get: op('apiReference', 'The API reference page (renders this document)', 'docs', {
        '200': html('The page'),
      }),
    },
  };
  if (options.sandboxPayments) {
    const orderNo = { name: 'orderNo', in: 'path', required: true, schema: { type: 'string' } };
    paths['/sandbox-pay/{orderNo}'] = {
      get: op(
        'sandboxPayPage',
        'Sandbox gateway: the pay page of an order',
        'payments',
        { '200': html('The page'), '404': html('No such order') },
        { parameters: [orderNo] },
      ),
      post: op(
        'sandboxPay',
        'Sandbox gateway: pay your own order (play money)',
        'payments',
        {
          '200': json('`data.returnUrl`: where the page goes next; or a refusal', {
            oneOf: [
              {
                type: 'object',
                properties: {
                  code: { const: 0 },
                  msg: { type: 'string' },
                  data: {
                    type: 'object',
                    properties: { returnUrl: { type: 'string' } },
                    required: ['returnUrl'],
                  },
                },
              },
              envelope,
            ],
          }),
        },
        { parameters: [orderNo], security: [{ TOKEN: [] }] },
      ),
    };
  }
  if (!options.production) {
    paths['/dev/outbox'] = {
      get: op(
        'devOutbox',
        'Development: codes and notices sent to an address',
        'development',
        {
          '200': json('The envelope with the messages', {
            type: 'object',
            properties: {
              code: { const: 0 },
              msg: { type: 'string' },
              data: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    channel: { type: 'string' },
                    text: { type: 'string' },
                    createdAt: { type: 'string' },
                  },
                },
              },
            },
          }),
        },
        { parameters: [{ name: 'address', in: 'query', required: true, schema: { type: 'string' } }] },
      ),
    };
  }
  return paths;
}
