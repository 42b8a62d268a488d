import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { z } from 'zod';
import { splitLocale } from '../../shared/locales';
import { matchRoute } from '../../shared/routes';
import { webVitals } from './registry';

const VitalsSchema = z.object({
  path: z.string().max(2048).startsWith('/'),
  metrics: z
    .array(z.object({ name: z.enum(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']), value: z.number().finite().min(0).max(600_000) }))
    .min(1)
    .max(10),
});

/** Route names keep the label set small; a path that is no page is not recorded. */
function routeLabel(path: string): { route: string; locale: string } | null {
  const { locale, path: page } = splitLocale(path.split(/[?#]/)[0] ?? '/');
  const match = matchRoute(page);
  return match && !match.route.testOnly ? { route: match.route.name, locale } : null;
}

/**
 * POST /_vitals: what `sendBeacon` delivers from src/framework/client/vitals.ts. The body limit
 * is the one http/request-limits.ts declares for this path (app.ts hands it in).
 */
export function vitalsRoutes(options: { readonly bodyLimit: number }): Router {
  const router = Router();
  router.post('/_vitals', express.json({ limit: options.bodyLimit, type: () => true }), (req, res) => {
    const parsed = VitalsSchema.safeParse(req.body);
    if (!parsed.success) {
      // A body that is no object at all (`[]`, `null`) has no field to blame: it is `body`'s error.
      const { fieldErrors, formErrors } = parsed.error.flatten();
      res.status(422).json({ message: 'Invalid metrics', errors: { ...fieldErrors, ...(formErrors.length ? { body: formErrors } : {}) } });
      return;
    }
    const label = routeLabel(parsed.data.path);
    if (!label) return void res.status(204).end();
    for (const metric of parsed.data.metrics) {
      // CLS has no unit; the others arrive in milliseconds and are stored in seconds.
      webVitals.observe({ metric: metric.name, ...label }, metric.name === 'CLS' ? metric.value : metric.value / 1000);
    }
    res.status(204).end();
  });
  // What the JSON parser refuses is answered here, as JSON: not JSON at all is a 422 like any
  // other bad beacon, too large a 413.
  router.use('/_vitals', (error: { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (error?.type === 'entity.parse.failed')
      return void res.status(422).json({ message: 'Invalid metrics', errors: { body: ['Not valid JSON'] } });
    if (error?.status === 413) return void res.status(413).json({ message: 'Too large' });
    next(error);
  });
  return router;
}
