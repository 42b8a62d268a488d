import type { ProfileFileKind } from '../../candidate-files/file-kinds';
import { localizePath } from '../../../shared/locales';
import { requestContext } from '../../context/request-context';

const ACCEPT: Readonly<Record<ProfileFileKind, string>> = {
  resume: '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  avatar: 'image/jpeg,image/png,image/webp',
  video: 'video/mp4,video/webm,video/quicktime,.mp4,.webm,.mov',
};

/** Where a file form posts: the page-level route (http/profile-file-forms.ts), told which page to come back to. */
function fileFormAction(kind: ProfileFileKind, deletion = false): string {
  const { locale, path, search } = requestContext();
  // The outcome of an earlier post is not carried back again.
  const query = new URLSearchParams(search);
  for (const name of ['upload', 'detected', 'seconds']) query.delete(name);
  const back = `${localizePath(path, locale)}${query.size > 0 ? `?${query.toString()}` : ''}`;
  return `${localizePath(`/account/files/${kind}${deletion ? '/delete' : ''}`, locale)}?return=${encodeURIComponent(back)}`;
}

/**
 * Uploads one file of the candidate's with a plain multipart post: it works without JavaScript,
 * and the page it comes back to says what happened.
 */
export function FileUploadForm({
  kind,
  id,
  label,
  hint,
  submit,
}: {
  kind: ProfileFileKind;
  id: string;
  label: string;
  hint: string;
  submit: string;
}) {
  return (
    <form method="post" action={fileFormAction(kind)} encType="multipart/form-data" className="file-form">
      <label htmlFor={id} className="file-form__label">
        {label}
      </label>
      <input id={id} type="file" name="file" accept={ACCEPT[kind]} required className="file-form__input" aria-describedby={`${id}-hint`} />
      <p id={`${id}-hint`} className="text-muted text-small file-form__hint">
        {hint}
      </p>
      <button type="submit" className="button button--primary file-form__submit">
        {submit}
      </button>
    </form>
  );
}

/** Removes one of the candidate's files. */
export function FileDeleteForm({ kind, label }: { kind: ProfileFileKind; label: string }) {
  return (
    <form method="post" action={fileFormAction(kind, true)} className="file-form file-form--inline">
      <button type="submit" className="button button--ghost button--small">
        {label}
      </button>
    </form>
  );
}
