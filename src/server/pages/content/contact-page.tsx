import { ActionForm } from '../../../client/components/forms/action-form';
import { SubmitButton, TextAreaField, TextField } from '../../../client/components/forms/fields';
import { sendContactMessage } from '../../actions/contact';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Link } from '../../components/localized-link';
import { getContentPage } from '../../db/repos/content-repo';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';

/**
 * /contact-us: the contact form (name, email, phone, message). The FAQ's address in this
 * language (its slug is translated) is read before the first byte, so the link needs no
 * redirect and a database that is away answers 503 like every page.
 */
export const contactPage = definePage<{ faqSlug: string | null }>({
  prepare: async () => {
    const { locale } = requestContext();
    const faq = await getContentPage(db(), locale, 'faq');
    return { kind: 'ok', data: { faqSlug: faq?.slug ?? null } };
  },
  meta: () => {
    const { t } = requestContext();
    return {
      title: t('pages:contact.title'),
      description: t('pages:contact.description'),
      breadcrumbs: [{ name: t('content:home'), path: '/' }, { name: t('pages:contact.title') }],
    };
  },
  Page: ({ data: { faqSlug } }) => {
    const { t } = requestContext();
    return (
      <section className="page-section container contact-page">
        <Breadcrumbs items={[{ name: t('content:home'), path: '/' }, { name: t('pages:contact.title') }]} />
        <div className="contact-page__grid">
          <div>
            <h1 className="page-title">{t('pages:contact.heading')}</h1>
            <p className="lead">{t('pages:contact.description')}</p>
            <ul className="contact-page__points">
              <li>{t('contact:points.candidates')}</li>
              <li>{t('contact:points.employers')}</li>
              <li>{t('contact:points.reply')}</li>
            </ul>
            {faqSlug ? (
              <p>
                {t('contact:faqHint')}{' '}
                <Link to="page" params={{ slug: faqSlug }}>
                  {t('contact:faqLink')}
                </Link>
              </p>
            ) : null}
          </div>
          <div className="card contact-form">
            <h2 className="card__title">{t('contact:form.title')}</h2>
            <ActionForm action={sendContactMessage} className="stack" id="contact-form">
              <TextField name="name" label={t('contact:form.name')} autoComplete="name" required maxLength={100} />
              <TextField name="email" type="email" label={t('contact:form.email')} autoComplete="email" required maxLength={254} />
              <TextField
                name="phone"
                type="tel"
                label={t('contact:form.phone')}
                autoComplete="tel"
                required
                hint={t('contact:form.phoneHint')}
                maxLength={32}
              />
              <TextAreaField name="message" label={t('contact:form.message')} rows={6} required maxLength={2000} />
              <p className="text-muted contact-form__privacy">{t('contact:form.privacy')}</p>
              <SubmitButton pendingLabel={t('contact:form.sending')}>{t('contact:form.submit')}</SubmitButton>
            </ActionForm>
          </div>
        </div>
      </section>
    );
  },
});
