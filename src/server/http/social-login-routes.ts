/**
 * Social login (OpenID Connect, authorization code flow with PKCE, state and nonce). Both
 * legs are Express routes because they redirect off-site:
 *   GET /auth/social/{provider}?redirect=…  → the provider's authorization endpoint
 *   GET /auth/social/callback?code&state     → account linked or created, session started
 * The in-flight transaction (verifier, state, nonce, where to return) waits in its own
 * short-lived sealed cookie. Any failure ends on the login page with a message.
 */
import express, { type Request, type Response } from 'express';
import { getIronSession, type SessionOptions } from 'iron-session';
import type { i18n as I18n } from 'i18next';
import * as oidc from 'openid-client';
import { isLocale, LOCALES, localizePath, splitLocale, type Locale } from '../../shared/locales';
import { isSafeReturnPath } from '../../shared/safe-path';
import type { AppConfig, SocialProviderConfig } from '../config';
import type { Db } from '../db/db';
import { readSession, sessionOptions, type SessionData } from './session';
import { logError } from '../../framework/server';
import { socialSignIn } from '../auth/accounts';

const SOCIAL_ERROR_PARAM = 'social_error';
type SocialErrorCode = 'cancelled' | 'expired' | 'failed' | 'unavailable' | 'email-unverified' | 'account-unverified';

interface SocialTransaction {
  provider?: string;
  state?: string;
  nonce?: string;
  codeVerifier?: string;
  returnTo?: string;
  locale?: string;
}

const TRANSACTION_COOKIE = 'karir_oidc';
const TRANSACTION_TTL_S = 10 * 60;
const CALLBACK_PATH = '/auth/social/callback';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

export function createSocialLoginRoutes(deps: { config: AppConfig; db: Db; i18n: I18n }): express.Router {
  const { config, db } = deps;
  const router = express.Router();
  const session = sessionOptions(config);
  const transaction: SessionOptions = {
    ...session,
    cookieName: TRANSACTION_COOKIE,
    ttl: TRANSACTION_TTL_S,
    cookieOptions: { ...session.cookieOptions, maxAge: TRANSACTION_TTL_S },
  };
  const redirectUri = `${config.publicBaseUrl}${CALLBACK_PATH}`;
  const discovered = new Map<string, Promise<oidc.Configuration>>();

  /** Discovery once per provider; a failure is forgotten so the next attempt retries. */
  function configurationOf(provider: SocialProviderConfig): Promise<oidc.Configuration> {
    let pending = discovered.get(provider.id);
    if (!pending) {
      const issuer = new URL(provider.issuer);
      // Plain http only for an issuer on this machine (local development and tests).
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      pending = oidc.discovery(
        issuer,
        provider.clientId,
        provider.clientSecret,
        undefined,
        insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      pending.catch(() => discovered.delete(provider.id));
      discovered.set(provider.id, pending);
    }
    return pending;
  }

  const loginUrl = (locale: Locale, error: SocialErrorCode) => `${localizePath('/auth/login', locale)}?${SOCIAL_ERROR_PARAM}=${error}`;

  async function readTransaction(req: Request, res: Response) {
    try {
      return await getIronSession<SocialTransaction>(req, res, transaction);
    } catch {
      return getIronSession<SocialTransaction>({ headers: {} } as Request, res, transaction);
    }
  }

  // The callback first, or ":provider" would take "callback" for a provider name.
  router.get(
    LOCALES.map((locale) => localizePath(CALLBACK_PATH, locale)),
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const tx = await readTransaction(req, res);
      const { provider: providerId, state, nonce, codeVerifier, returnTo } = tx;
      const locale: Locale = isLocale(tx.locale) ? tx.locale : splitLocale(req.path).locale;
      tx.destroy();
      const provider = config.socialProviders.find((p) => p.id === providerId);
      if (!provider || !state || !nonce || !codeVerifier) return res.redirect(303, loginUrl(locale, 'expired'));
      if (typeof req.query.error === 'string') return res.redirect(303, loginUrl(locale, 'cancelled'));
      try {
        const configuration = await configurationOf(provider);
        const current = new URL(req.originalUrl.replace(/^\/id(?=\/)/, ''), config.publicBaseUrl);
        const tokens = await oidc.authorizationCodeGrant(configuration, current, {
          pkceCodeVerifier: codeVerifier,
          expectedState: state,
          expectedNonce: nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new Error('no ID token claims');
        let { email, email_verified: emailVerified, name } = claims as { email?: unknown; email_verified?: unknown; name?: unknown };
        if (typeof email !== 'string') {
          // Some providers keep profile claims for the userinfo endpoint.
          const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
          ({ email, email_verified: emailVerified, name } = info);
        }
        const outcome = await socialSignIn(
          db,
          {
            provider: provider.id,
            subject: claims.sub,
            email: typeof email === 'string' ? email.toLowerCase() : null,
            emailVerified: emailVerified === true || emailVerified === 'true',
            name: typeof name === 'string' ? name : null,
          },
          locale,
        );
        if (!outcome.ok) return res.redirect(303, loginUrl(locale, outcome.reason));
        const sessionData = await readSession(req, res, session);
        sessionData.destroy();
        Object.assign(sessionData, { userId: outcome.account.id, sessionVersion: outcome.account.sessionVersion } satisfies SessionData);
        await sessionData.save();
        const destination = returnTo && isSafeReturnPath(returnTo) ? returnTo : localizePath('/account/edit-profile', locale);
        return res.redirect(303, destination);
      } catch (error) {
        logError('social login failed', error, { provider: provider.id });
        return res.redirect(303, loginUrl(locale, 'failed'));
      }
    },
  );

  router.get(['/auth/social/:provider', '/id/auth/social/:provider'], async (req, res, next) => {
    const provider = config.socialProviders.find((p) => p.id === req.params.provider);
    if (!provider) return next();
    res.setHeader('Cache-Control', 'no-store');
    const { locale } = splitLocale(req.path);
    const back = req.query.redirect;
    try {
      const configuration = await configurationOf(provider);
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const tx = await readTransaction(req, res);
      Object.assign(tx, {
        provider: provider.id,
        state,
        nonce,
        codeVerifier,
        locale,
        returnTo: isSafeReturnPath(back) ? back : undefined,
      } satisfies SocialTransaction);
      await tx.save();
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return res.redirect(302, url.href);
    } catch (error) {
      logError('social login could not start', error, { provider: provider.id });
      return res.redirect(303, loginUrl(locale, 'unavailable'));
    }
  });

  return router;
}
