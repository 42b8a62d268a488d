import { VideoRecorder } from '../../../client/components/candidate-files/video-recorder';
import { formatDate, formatFileSize } from '../../../shared/format';
import { localizePath } from '../../../shared/locales';
import type { ProfileFiles } from '../../db/repos/profile-files-repo';
import { requestContext } from '../../context/request-context';
import { outcomeQuery } from '../../candidate-files/upload-outcome';
import { FileDeleteForm, FileUploadForm } from './file-form';
import { DocumentIcon } from './document-icon';
import { FileNotice } from './file-notice';

/** Where the recorder sends the browser once its upload is saved: this page, saying so. */
function savedVideoUrl(): string {
  const { locale, path } = requestContext();
  return `${localizePath(path, locale)}?${outcomeQuery({ kind: 'video', result: 'saved' }).toString()}#video`;
}

/**
 * The candidate's resume, photo and profile video, each as it is saved, with a plain upload form
 * (works without JavaScript), a remove button, and for the video a recorder in the browser. Each
 * goes inside its card of the profile editor; every form comes back to the page saying what
 * happened (FileNotice).
 */
export function ResumePanel({ files }: { files: ProfileFiles | null }) {
  const { t, locale } = requestContext();
  const resume = files?.resume ?? null;
  return (
    <div className="profile-file">
      <FileNotice kind="resume" />
      {resume ? (
        <div className="file-summary" data-testid="profile-resume">
          <DocumentIcon />
          <div className="file-summary__text">
            <a href="/api/profile/resume" className="file-summary__name" download>
              {resume.fileName}
            </a>
            <span className="text-muted text-small">
              {formatFileSize(resume.sizeBytes, locale)} · {t('files:uploadedOn', { date: formatDate(resume.uploadedAt, locale) })}
            </span>
          </div>
          <FileDeleteForm kind="resume" label={t('files:resume.delete')} />
        </div>
      ) : (
        <p className="text-muted" data-testid="profile-resume">
          {t('files:resume.none')}
        </p>
      )}
      <FileUploadForm
        kind="resume"
        id="resume-file"
        label={resume ? t('files:resume.replace') : t('files:resume.choose')}
        hint={t('files:resume.hint')}
        submit={t('files:resume.upload')}
      />
    </div>
  );
}

export function AvatarPanel({ files, name }: { files: ProfileFiles | null; name: string }) {
  const { t } = requestContext();
  const avatar = files?.avatar ?? null;
  return (
    <div className="profile-file">
      <FileNotice kind="avatar" />
      <div className="profile-file__avatar-row">
        {avatar ? (
          <img
            src={`/api/profile/avatar?v=${avatar.uploadedAt.getTime()}`}
            alt={t('files:avatar.alt')}
            width={96}
            height={96}
            className="profile-file__avatar"
            data-testid="profile-avatar"
          />
        ) : (
          <span className="profile-file__avatar profile-file__avatar--empty" aria-hidden="true">
            {name.slice(0, 1).toUpperCase() || '?'}
          </span>
        )}
        <div className="profile-file__avatar-forms">
          <FileUploadForm
            kind="avatar"
            id="avatar-file"
            label={avatar ? t('files:avatar.replace') : t('files:avatar.choose')}
            hint={t('files:avatar.hint')}
            submit={t('files:avatar.upload')}
          />
          {avatar ? <FileDeleteForm kind="avatar" label={t('files:avatar.delete')} /> : null}
        </div>
      </div>
    </div>
  );
}

export function VideoPanel({ files }: { files: ProfileFiles | null }) {
  const { t, locale } = requestContext();
  const video = files?.video ?? null;
  return (
    <div className="profile-file">
      <FileNotice kind="video" />
      {video ? (
        <div className="profile-file__video" data-testid="profile-video">
          <video
            src={`/api/profile/video?v=${video.uploadedAt.getTime()}`}
            controls
            preload="metadata"
            playsInline
            className="profile-file__player"
            aria-label={t('files:video.player')}
          />
          <p className="text-muted text-small mb-0">
            {t('files:video.length', { seconds: Math.round(video.durationSeconds) })} ·{' '}
            {t('files:uploadedOn', { date: formatDate(video.uploadedAt, locale) })}
          </p>
          <FileDeleteForm kind="video" label={t('files:video.delete')} />
        </div>
      ) : (
        <p className="text-muted" data-testid="profile-video">
          {t('files:video.none')}
        </p>
      )}
      <VideoRecorder
        uploadUrl="/api/profile/video"
        savedUrl={savedVideoUrl()}
        texts={{
          open: t('files:recorder.open'),
          start: t('files:recorder.start'),
          stop: t('files:recorder.stop'),
          again: t('files:recorder.again'),
          upload: t('files:recorder.upload'),
          uploading: t('files:recorder.uploading'),
          cancel: t('files:recorder.cancel'),
          recording: t('files:recorder.recording'),
          preview: t('files:recorder.preview'),
          chromeHint: t('files:recorder.chromeHint'),
          noCamera: t('files:recorder.noCamera'),
          denied: t('files:recorder.denied'),
          unsupported: t('files:recorder.unsupported'),
          failed: t('files:recorder.failed'),
        }}
      />
      <FileUploadForm
        kind="video"
        id="video-file"
        label={t('files:video.choose')}
        hint={t('files:video.hint')}
        submit={t('files:video.upload')}
      />
    </div>
  );
}
