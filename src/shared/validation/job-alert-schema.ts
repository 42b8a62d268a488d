import { z } from 'zod';
import { emailField, requiredText } from './fields';
import { MESSAGE_KEYS } from './messages';

/** How often an alert mails: as jobs appear (a round at least every 15 minutes), daily or weekly. */
export const ALERT_FREQUENCIES = ['instant', 'daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];

/** Alerts one account, or one address without an account, may keep. */
export const MAX_ALERTS = 20;
export const ALERT_NAME_MAX = 100;

const frequencyField = z.enum(ALERT_FREQUENCIES, { error: 'jobs:alerts.errors.frequency' });

/** The search a form or API client saves: a query string (`q=sales&location=surabaya`). */
const searchField = z.string().max(2000).default('');

/** Saving from the search page: the search, and an address when not signed in. */
export const saveAlertSchema = z.object({
  search: searchField,
  frequency: frequencyField.default('daily'),
  name: requiredText(ALERT_NAME_MAX, 'jobs:alerts.errors.nameTooLong').optional(),
});

export const subscribeAlertSchema = saveAlertSchema.extend({
  email: emailField(MESSAGE_KEYS.required, MESSAGE_KEYS.invalidEmail),
});

/** A change to an alert: any of its name, frequency or pause. */
export const updateAlertSchema = z.object({
  name: requiredText(ALERT_NAME_MAX, 'jobs:alerts.errors.nameTooLong').optional(),
  frequency: frequencyField.optional(),
  paused: z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'on', 'off']).transform((v) => v === 'true' || v === '1' || v === 'on')], {
      error: 'jobs:alerts.errors.paused',
    })
    .optional(),
});
