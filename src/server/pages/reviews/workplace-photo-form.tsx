import { localizePath } from '../../../shared/locales';
import { PHOTO_CATEGORIES, REVIEW_LIMITS } from '../../../shared/validation/review-schemas';
import type { ReviewCompany } from '../../db/repos/review-writes-repo';
import { requestContext } from '../../context/request-context';
import { PHOTO_UPLOAD_PATH } from '../../reviews/photo-upload-path';
import { fieldOf, photoOutcomeMessage, photoOutcomeOf } from '../../reviews/photo-outcome';

/**
 * The photo form posts multipart straight to the upload route (a page post could not carry
 * 8 MB), which answers a browser with a redirect: to the hub when saved, back here with the
 * message (and the caption typed) when refused.
 */
export function WorkplacePhotoForm({ company }: { company: ReviewCompany }) {
  const { t, locale, search } = requestContext();
  const params = new URLSearchParams(search);
  const outcome = photoOutcomeOf(search);
  const field = outcome ? fieldOf(outcome.problem) : null;
  const message = outcome ? photoOutcomeMessage(t, outcome) : '';
  const errorOf = (name: string) => (message && field === name ? message : null);
  const caption = (params.get('caption') ?? '').slice(0, REVIEW_LIMITS.captionMax);
  const category = params.get('category') ?? '';
  return (
    <form
      className="form review-form"
      method="post"
      encType="multipart/form-data"
      action={`${PHOTO_UPLOAD_PATH}?lang=${locale}&company=${encodeURIComponent(company.slug)}`}
    >
      {message ? (
        <p className="form-alert form-alert--error" role="alert">
          {message}
        </p>
      ) : null}
      <input type="hidden" name="company" value={company.slug} />
      <input type="hidden" name="return" value={localizePath('/account/write-review/workplace-photo', locale)} />
      <div className="field">
        <label htmlFor="photo-file">{t('reviews:fields.photo')}</label>
        <input
          id="photo-file"
          name="file"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          aria-invalid={errorOf('file') ? true : undefined}
          aria-describedby="photo-file-hint"
        />
        <p className="field-hint" id="photo-file-hint">
          {t('reviews:fields.photoHint')}
        </p>
        {errorOf('file') ? <p className="field-error">{errorOf('file')}</p> : null}
      </div>
      <div className="field">
        <label htmlFor="photo-caption">{t('reviews:fields.caption')}</label>
        <input
          id="photo-caption"
          name="caption"
          type="text"
          maxLength={REVIEW_LIMITS.captionMax}
          defaultValue={caption}
          aria-invalid={errorOf('caption') ? true : undefined}
        />
        {errorOf('caption') ? <p className="field-error">{errorOf('caption')}</p> : null}
      </div>
      <div className="field">
        <label htmlFor="photo-category">{t('reviews:fields.category')}</label>
        <select id="photo-category" name="category" defaultValue={category} aria-invalid={errorOf('category') ? true : undefined}>
          <option value="">{t('reviews:form.choose')}</option>
          {PHOTO_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`reviews:photoCategory.${value}`)}
            </option>
          ))}
        </select>
        {errorOf('category') ? <p className="field-error">{errorOf('category')}</p> : null}
      </div>
      <div className="field field--checkbox">
        <input id="photo-agree" name="agree" type="checkbox" value="on" aria-invalid={errorOf('agree') ? true : undefined} />
        <label htmlFor="photo-agree">{t('reviews:guidelines.agree')}</label>
        {errorOf('agree') ? <p className="field-error">{errorOf('agree')}</p> : null}
      </div>
      <p className="text-small text-muted">{t('reviews:form.photoPending')}</p>
      <div className="button-row">
        <button type="submit" className="button button--primary">
          {t('reviews:form.upload')}
        </button>
      </div>
    </form>
  );
}
