/** The message a refused upload gets, in the requester's language (files.json). */
import type { Translate } from '../i18n/i18n';
import type { FileRefused } from '../uploads/file-check';
import type { UploadRefused } from '../uploads/receive-upload';
import { sizeLimitText } from './file-kinds';

/** What the file was meant to be: it picks the "upload a … file" wording. */
export type ExpectedFile = 'resume' | 'photo' | 'video';

const TYPE_KEYS: Readonly<Record<ExpectedFile, { plain: string; detected: string }>> = {
  resume: { plain: 'files:errors.resumeType', detected: 'files:errors.resumeTypeDetected' },
  photo: { plain: 'files:errors.photoType', detected: 'files:errors.photoTypeDetected' },
  video: { plain: 'files:errors.videoType', detected: 'files:errors.videoTypeDetected' },
};

export function uploadRefusalMessage(t: Translate, refusal: UploadRefused, maxBytes: number): string {
  switch (refusal.problem) {
    case 'missing':
      return t('files:errors.required');
    case 'empty':
      return t('files:errors.empty');
    case 'too_large':
      return t('files:errors.tooLarge', { limit: sizeLimitText(maxBytes) });
    case 'malformed':
      return t('files:errors.malformed');
  }
}

export function fileRefusalMessage(t: Translate, refusal: FileRefused, expected: ExpectedFile): string {
  switch (refusal.problem) {
    case 'wrong_type':
      return refusal.detected ? t(TYPE_KEYS[expected].detected, { type: refusal.detected }) : t(TYPE_KEYS[expected].plain);
    case 'unknown_type':
      return t(TYPE_KEYS[expected].plain);
    case 'damaged':
      return t('files:errors.damaged');
    case 'macros':
      return t('files:errors.macros');
    case 'too_many_pixels':
      return t('files:errors.tooManyPixels');
    case 'no_picture':
      return t('files:errors.videoNoPicture');
    case 'too_long':
      return t('files:errors.videoTooLong', { seconds: Math.round(refusal.seconds ?? 0) });
  }
}
