import { formatFileSize } from '../../../shared/format';
import { getProfileFiles } from '../../db/repos/profile-files-repo';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { Link } from '../localized-link';
import { DocumentIcon } from './document-icon';
import { FileNotice } from './file-notice';
import { FileUploadForm } from './file-form';

/**
 * On the apply page: the resume that goes with the application (a copy of the profile's, taken
 * when it is sent), and an upload right there when the profile has none or the candidate wants
 * another. Outside the application form: forms cannot nest, and the upload is its own post.
 */
export async function ApplicationResumeCard() {
  const { t, user, locale } = requestContext();
  if (!user) return null;
  const resume = (await getProfileFiles(db(), user.id))?.resume ?? null;
  return (
    <section className="apply-resume" id="resume" aria-labelledby="apply-resume-title">
      <h2 id="apply-resume-title" className="apply-form__title">
        {t('files:apply.title')}
      </h2>
      <FileNotice kind="resume" />
      {resume ? (
        <div className="file-summary" data-testid="apply-resume">
          <DocumentIcon />
          <div className="file-summary__text">
            <a href="/api/profile/resume" className="file-summary__name" download>
              {resume.fileName}
            </a>
            <span className="text-muted text-small">
              {formatFileSize(resume.sizeBytes, locale)} · {t('files:apply.attached')}
            </span>
          </div>
        </div>
      ) : (
        <p className="text-muted" data-testid="apply-resume">
          {t('files:apply.none')}
        </p>
      )}
      <details className="apply-resume__change" open={!resume}>
        <summary>{resume ? t('files:apply.replace') : t('files:apply.add')}</summary>
        <FileUploadForm
          kind="resume"
          id="apply-resume-file"
          label={t('files:resume.choose')}
          hint={t('files:resume.hint')}
          submit={t('files:resume.upload')}
        />
        <p className="text-muted text-small">
          {t('files:apply.profileHint')} <Link to="account-edit-profile">{t('files:apply.profileLink')}</Link>
        </p>
      </details>
    </section>
  );
}
