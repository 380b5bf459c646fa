import { z } from 'zod';

import { serialIdField } from './bounds';
import { pageFields } from './list';
import { pageOf } from './money';
import { termsStatus, userLimits } from './responsible-play';

/** POST /admin/users/responsiblePlay { userId }: read-only for every operator (ADR 121). */
export const adminResponsiblePlayBody = z.object({ userId: serialIdField() });
export const adminResponsiblePlayData = z.object({
  limits: userLimits,
  terms: termsStatus,
  closedAt: z.string().nullable(),
  /** Every change the player made, newest first: `change` names the fields and their new values. */
  history: z.array(z.object({ at: z.string(), change: z.record(z.string(), z.unknown()) })),
});
export type AdminResponsiblePlayData = z.infer<typeof adminResponsiblePlayData>;

/** The four risk markers (ADR 122), each explained in the desk. */
export const riskMarkerKinds = ['rapidDeposits', 'chasingLosses', 'nightSessions', 'limitsRaised'] as const;
export type RiskMarkerKind = (typeof riskMarkerKinds)[number];

export const adminRiskPlayersFilter = z.object({ marker: z.enum(riskMarkerKinds).optional() });
export const adminRiskPlayersBody = adminRiskPlayersFilter.extend(pageFields);
export const riskMarker = z.object({
  kind: z.enum(riskMarkerKinds),
  /** Plain figures behind the marker, e.g. "3 recharges within 30 minutes" (English, for support). */
  detail: z.string(),
  /** When it last happened (ISO, operator's zone). */
  at: z.string(),
});
export const adminRiskPlayer = z.object({
  userId: z.number().int(),
  account: z.string(),
  markers: z.array(riskMarker),
});
export type AdminRiskPlayer = z.infer<typeof adminRiskPlayer>;
export const adminRiskPlayersData = pageOf(adminRiskPlayer);
