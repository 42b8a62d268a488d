/**
 * How a file form's result travels back to the page after its redirect (post / redirect / get):
 * a code from a fixed list in the query, never the text itself, so a crafted link cannot make the
 * site say anything it would not say anyway. The page turns the code into a message.
 */
import type { Translate } from '../i18n/i18n';
import { FileRefused, type FileProblem } from '../uploads/file-check';
import { UploadRefused, type UploadProblem } from '../uploads/receive-upload';
import { isProfileFileKind, MAX_UPLOAD_BYTES, type ProfileFileKind } from './file-kinds';
import { fileRefusalMessage, uploadRefusalMessage, type ExpectedFile } from './refusal-message';

const OUTCOME_PARAM = 'upload';
const DETECTED_PARAM = 'detected';
const SECONDS_PARAM = 'seconds';

type Problem = UploadProblem | FileProblem | 'throttled' | 'storage' | 'cross_site';
export type UploadOutcome =
  | { readonly kind: ProfileFileKind; readonly result: 'saved' | 'deleted' }
  | {
      readonly kind: ProfileFileKind;
      readonly result: 'refused';
      readonly problem: Problem;
      readonly detected?: string;
      readonly seconds?: number;
    };

const UPLOAD_PROBLEMS: readonly UploadProblem[] = ['missing', 'empty', 'too_large', 'malformed'];
const FILE_PROBLEMS: readonly FileProblem[] = [
  'wrong_type',
  'unknown_type',
  'damaged',
  'macros',
  'too_many_pixels',
  'no_picture',
  'too_long',
];
const OTHER_PROBLEMS = ['throttled', 'storage', 'cross_site'] as const;
const EXPECTED: Readonly<Record<ProfileFileKind, ExpectedFile>> = { resume: 'resume', avatar: 'photo', video: 'video' };

/** The query that carries the outcome: `upload=resume.saved`, `upload=video.too_long&seconds=61`. */
export function outcomeQuery(outcome: UploadOutcome): URLSearchParams {
  const query = new URLSearchParams();
  query.set(OUTCOME_PARAM, `${outcome.kind}.${outcome.result === 'refused' ? outcome.problem : outcome.result}`);
  if (outcome.result === 'refused' && outcome.detected) query.set(DETECTED_PARAM, outcome.detected);
  if (outcome.result === 'refused' && outcome.seconds !== undefined) query.set(SECONDS_PARAM, String(Math.round(outcome.seconds)));
  return query;
}

/** The outcome a page address carries, or null when it carries none (or one made up). */
export function outcomeOf(search: string): UploadOutcome | null {
  const query = new URLSearchParams(search);
  const [kind, code] = (query.get(OUTCOME_PARAM) ?? '').split('.', 2);
  if (!kind || !code || !isProfileFileKind(kind)) return null;
  if (code === 'saved' || code === 'deleted') return { kind, result: code };
  const known: readonly string[] = [...UPLOAD_PROBLEMS, ...FILE_PROBLEMS, ...OTHER_PROBLEMS];
  if (!known.includes(code)) return null;
  const detected = query.get(DETECTED_PARAM) ?? '';
  const seconds = Number(query.get(SECONDS_PARAM));
  return {
    kind,
    result: 'refused',
    problem: code as Problem,
    ...(/^[A-Z0-9]{2,8}$/.test(detected) ? { detected } : {}),
    ...(Number.isInteger(seconds) && seconds > 0 && seconds < 100_000 ? { seconds } : {}),
  };
}

/** The outcome of a refusal thrown while receiving or checking an upload; null for anything else. */
export function refusalOutcome(kind: ProfileFileKind, error: unknown): UploadOutcome | null {
  if (error instanceof UploadRefused) return { kind, result: 'refused', problem: error.problem };
  if (error instanceof FileRefused) {
    return {
      kind,
      result: 'refused',
      problem: error.problem,
      ...(error.detected ? { detected: error.detected.toUpperCase() } : {}),
      ...(error.seconds !== undefined ? { seconds: error.seconds } : {}),
    };
  }
  return null;
}

export function outcomeMessage(t: Translate, outcome: UploadOutcome): string {
  if (outcome.result !== 'refused') return t(`files:notice.${outcome.kind}.${outcome.result}`);
  const { problem, kind } = outcome;
  if ((UPLOAD_PROBLEMS as readonly string[]).includes(problem)) {
    return uploadRefusalMessage(t, new UploadRefused(problem as UploadProblem), MAX_UPLOAD_BYTES[kind]);
  }
  if ((FILE_PROBLEMS as readonly string[]).includes(problem)) {
    return fileRefusalMessage(t, new FileRefused(problem as FileProblem, outcome.detected, undefined, outcome.seconds), EXPECTED[kind]);
  }
  // For a refusal by the upload limit, `seconds` is the wait.
  if (problem === 'throttled') return t('files:errors.tooManyUploads', { count: Math.max(1, Math.ceil((outcome.seconds ?? 60) / 60)) });
  if (problem === 'cross_site') return t('files:errors.crossSite');
  return t('files:errors.storageFailed');
}
