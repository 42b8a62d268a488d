/**
 * The device cookie: a browser that has signed in to an account gets a long-lived, sealed
 * (encrypted and signed with the session secrets) note of that address and a random device
 * id. Its next login to the same address is counted per device rather than per IP, so a
 * flood of failed logins from a shared office address cannot lock out the people who work
 * there, while a stranger without the cookie stays limited per IP.
 */
import { randomBytes } from 'node:crypto';
import { parse as parseCookie } from 'cookie';
import { sealData, unsealData, type SessionOptions } from 'iron-session';
import type { CookieToSet } from '../context/request-context';

const DEVICE_COOKIE = 'karir_device';
const DEVICE_TTL_SECONDS = 365 * 24 * 60 * 60;

interface DeviceData {
  readonly deviceId?: string;
  readonly email?: string;
}

const norm = (email: string) => email.trim().toLowerCase();

async function openDevice(cookieHeader: string | undefined, session: SessionOptions): Promise<DeviceData> {
  const sealed = cookieHeader ? parseCookie(cookieHeader)[DEVICE_COOKIE] : undefined;
  if (!sealed) return {};
  try {
    return await unsealData<DeviceData>(sealed, { password: session.password, ttl: DEVICE_TTL_SECONDS });
  } catch {
    // Tampered, sealed with a retired secret, or garbage: no device.
    return {};
  }
}

/** This browser's device id when its cookie was issued for `email`, else null. */
export async function deviceIdFor(cookieHeader: string | undefined, email: string, session: SessionOptions): Promise<string | null> {
  const device = await openDevice(cookieHeader, session);
  return device.deviceId && device.email === norm(email) ? device.deviceId : null;
}

/** The cookie to set after a successful login to `email`: the same device id when the browser had one for it. */
export async function deviceCookieFor(cookieHeader: string | undefined, email: string, session: SessionOptions): Promise<CookieToSet> {
  const deviceId = (await deviceIdFor(cookieHeader, email, session)) ?? randomBytes(16).toString('base64url');
  const value = await sealData({ deviceId, email: norm(email) } satisfies DeviceData, {
    password: session.password,
    ttl: DEVICE_TTL_SECONDS,
  });
  return {
    name: DEVICE_COOKIE,
    value,
    options: { maxAge: DEVICE_TTL_SECONDS, httpOnly: true, sameSite: 'lax', secure: session.cookieOptions?.secure === true, path: '/' },
  };
}
