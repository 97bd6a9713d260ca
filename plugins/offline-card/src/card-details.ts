/** What the simulated card form sends (its paymentMethod fields), checked before the network is asked. */
import { z } from 'zod';

export const simulatedCardDetails = z
  .object({
    cardNumber: z
      .string()
      .trim()
      .min(12, 'Enter the card number.')
      .max(23)
      .regex(/^[\d ]+$/, 'Enter the card number.'),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2]) ?\/ ?\d{2}$/, 'Enter the expiry as MM/YY.'),
    cvc: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'Enter the 3 or 4 digit CVC.'),
  })
  .strict();
