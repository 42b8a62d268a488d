/**
 * How a refused workplace photo travels back to its form after the browser's redirect: a code
 * from a fixed list in the address, never the text itself, so a crafted link cannot make the
 * site say anything it would not say anyway. The form turns the code into its message.
 */
import { MESSAGE_KEYS } from '../../shared/validation/messages';
import { fileRefusalMessage, uploadRefusalMessage } from '../candidate-files/refusal-message';
import type { Translate } from '../i18n/i18n';
import { FileRefused, type FileProblem } from '../uploads/file-check';
import { UploadRefused, type UploadProblem } from '../uploads/receive-upload';
import { MAX_PHOTO_BYTES } from './save-workplace-photo';

const UPLOAD_PROBLEMS: readonly UploadProblem[] = ['missing', 'empty', 'too_large', 'malformed'];
const FILE_PROBLEMS: readonly FileProblem[] = ['wrong_type', 'unknown_type', 'damaged', 'too_many_pixels'];
const FORM_PROBLEMS = ['caption', 'category', 'agree', 'already', 'throttled', 'no_company', 'failed'] as const;

export type PhotoProblem = UploadProblem | FileProblem | (typeof FORM_PROBLEMS)[number];
export type PhotoField = 'file' | 'caption' | 'category' | 'agree' | 'form';

export interface PhotoOutcome {
  readonly problem: PhotoProblem;
  /** The type a refused file turned out to be (e.g. GIF), for "… is a GIF file". */
  readonly detected?: string;
}

export function fieldOf(problem: PhotoProblem): PhotoField {
  if ((UPLOAD_PROBLEMS as readonly string[]).includes(problem) || (FILE_PROBLEMS as readonly string[]).includes(problem)) return 'file';
  if (problem === 'caption' || problem === 'category' || problem === 'agree') return problem;
  return 'form';
}

export function photoOutcomeQuery(outcome: PhotoOutcome): URLSearchParams {
  const query = new URLSearchParams({ error: outcome.problem });
  if (outcome.detected) query.set('detected', outcome.detected);
  return query;
}

/** The refusal an address carries, or null when it carries none (or one made up). */
export function photoOutcomeOf(search: string): PhotoOutcome | null {
  const query = new URLSearchParams(search);
  const problem = query.get('error') ?? '';
  const known: readonly string[] = [...UPLOAD_PROBLEMS, ...FILE_PROBLEMS, ...FORM_PROBLEMS];
  if (!known.includes(problem)) return null;
  const detected = query.get('detected') ?? '';
  return { problem: problem as PhotoProblem, ...(/^[A-Z0-9]{2,8}$/.test(detected) ? { detected } : {}) };
}

/** The outcome of a refusal thrown while receiving or checking the photo; null for anything else. */
export function photoRefusalOutcome(error: unknown): PhotoOutcome | null {
  if (error instanceof UploadRefused) return { problem: error.problem };
  if (error instanceof FileRefused && (FILE_PROBLEMS as readonly string[]).includes(error.problem)) {
    return { problem: error.problem, ...(error.detected ? { detected: error.detected.toUpperCase() } : {}) };
  }
  return null;
}

export function photoOutcomeMessage(t: Translate, outcome: PhotoOutcome): string {
  const { problem } = outcome;
  if (problem === 'missing') return t('reviews:errors.photoMissing');
  if ((UPLOAD_PROBLEMS as readonly string[]).includes(problem))
    return uploadRefusalMessage(t, new UploadRefused(problem as UploadProblem), MAX_PHOTO_BYTES);
  if ((FILE_PROBLEMS as readonly string[]).includes(problem))
    return fileRefusalMessage(t, new FileRefused(problem as FileProblem, outcome.detected), 'photo');
  switch (problem) {
    case 'caption':
      return t(MESSAGE_KEYS.required);
    case 'category':
      return t('reviews:errors.choose');
    case 'agree':
      return t(MESSAGE_KEYS.agreementRequired);
    case 'already':
      return t('reviews:errors.already', { kind: t('reviews:kinds.workplace-photo.inSentence') });
    case 'throttled':
      return t('reviews:errors.tooMany', { count: 60 });
    case 'no_company':
      return t('reviews:errors.company');
    default:
      return t('common:dialog.somethingWrong');
  }
}
