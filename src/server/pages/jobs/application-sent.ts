/** Query flag of the questions page right after an application went out (see actions/apply.ts). */
export const APPLICATION_SENT_PARAM = 'sent';
