import { AppError } from '../../lib/app-error';
import type { Metrics } from '../../lib/metrics';
import type { OrderService } from '../betting/order.service';

/**
 * makeOrder counted from outside the betting module: one counter increment per call, nothing else
 * on the hot path. Refusals are counted by envelope code; unexpected errors as 500.
 */
export function meteredOrders(orders: OrderService, metrics: Metrics): OrderService {
  return {
    ...orders,
    async makeOrder(...args: Parameters<OrderService['makeOrder']>) {
      try {
        const placed = await orders.makeOrder(...args);
        metrics.orderAccepted();
        return placed;
      } catch (error) {
        metrics.orderRefused(error instanceof AppError ? error.code : 500);
        throw error;
      }
    },
  };
}
