import type { RequestHandler } from 'express';
import { mayRecord } from '../../shared/permissions-policy';

/**
 * Browser features no page uses, denied to every page and every frame in it. Only names
 * Chromium knows: an unknown one is logged as an error on every page load. Clipboard writes
 * (copy-link buttons) and what the lightbox's video frames ask for (autoplay, fullscreen,
 * picture-in-picture, encrypted media) are used, so they keep the browsers' defaults.
 */
const DENIED = [
  'accelerometer',
  'bluetooth',
  'browsing-topics',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
].map((feature) => `${feature}=()`);

const WITHOUT_CAMERA = [...DENIED, 'camera=()', 'microphone=()'].join(', ');
const WITH_CAMERA = [...DENIED, 'camera=(self)', 'microphone=(self)'].join(', ');

export function permissionsPolicyFor(pathname: string): string {
  return mayRecord(pathname) ? WITH_CAMERA : WITHOUT_CAMERA;
}

/** Features the site does not use are denied; the camera and microphone only where the recorder is. */
export const permissionsPolicy: RequestHandler = (req, res, next) => {
  res.setHeader('Permissions-Policy', permissionsPolicyFor(req.path));
  next();
};
