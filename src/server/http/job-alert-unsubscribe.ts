/**
 * POST /job-alerts/unsubscribe?alert=…&token=… (and under /id): the one-click unsubscribe of
 * RFC 8058, which a mail program sends with the body `List-Unsubscribe=One-Click` and no
 * cookie, and the button of the link's page. The signed token is the only key, so no sign-in
 * and no same-origin check: a mail program's request comes from nowhere.
 */
import express, { type Request, type Response } from 'express';
import type { AppConfig } from '../config';
import type { Db } from '../db/db';
import { isUnsubscribeToken } from '../job-alerts/alert-tokens';
import { removeAlert } from '../job-alerts/alerts-repo';

const PATHS = ['/job-alerts/unsubscribe', '/id/job-alerts/unsubscribe'];

export function jobAlertUnsubscribeRoute(deps: { readonly db: Db; readonly config: AppConfig }): express.Router {
  const router = express.Router();
  router.post(PATHS, express.urlencoded({ extended: false, limit: '2kb' }), async (req: Request, res: Response, next) => {
    try {
      const alertId = Number(req.query.alert);
      const token = req.query.token;
      const oneClick = (req.body as Record<string, unknown> | undefined)?.['List-Unsubscribe'] === 'One-Click';
      const valid = isUnsubscribeToken(alertId, token, deps.config.sessionSecrets);
      if (valid) await removeAlert(deps.db, alertId);
      res.setHeader('Cache-Control', 'no-store');
      if (oneClick)
        return void res
          .status(valid ? 200 : 403)
          .type('text/plain')
          .send(valid ? 'Unsubscribed' : 'Invalid unsubscribe link');
      const query = new URLSearchParams({
        alert: String(req.query.alert ?? ''),
        token: String(token ?? ''),
        ...(valid ? { done: '1' } : {}),
      });
      res.redirect(303, `${req.path}?${query}`);
    } catch (error) {
      next(error);
    }
  });
  return router;
}
