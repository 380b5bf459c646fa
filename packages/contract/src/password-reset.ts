import { fundPasswordSchema, passwordSchema } from '@fairdraw/rules';
import { z } from 'zod';

/** A one-time reset code (ADR 104): 8 digits, delivered to the player's bound phone or e-mail. */
export const resetCodeLength = 8;
const resetCode = z
  .string({ error: 'validation.required' })
  .regex(new RegExp(`^\\d{${resetCodeLength}}$`), { error: 'validation.general' });
const account = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(64, { error: 'validation.general' });
const confirmPassword = z.string({ error: 'validation.required' });

const sameAsNew = (v: { newPassword: string; confirmPassword: string }, ctx: z.RefinementCtx) => {
  if (v.newPassword !== v.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwordMismatch' });
  }
};

/**
 * POST /user/redeemResetCode (public): after an operator's reset, the player sets the new password
 * with the code the reset sent to their bound contact. Wrong, spent or expired codes answer 1000 on `code`.
 */
export const redeemResetCodeBody = z
  .discriminatedUnion('kind', [
    z.object({
      kind: z.literal('login'),
      account,
      code: resetCode,
      newPassword: passwordSchema,
      confirmPassword,
    }),
    z.object({
      kind: z.literal('fund'),
      account,
      code: resetCode,
      newPassword: fundPasswordSchema,
      confirmPassword,
    }),
  ])
  .superRefine(sameAsNew);
export type RedeemResetCodeInput = z.infer<typeof redeemResetCodeBody>;
