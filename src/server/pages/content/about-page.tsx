import { FrozenPart } from '../../../framework/server';
import { getContentPage, listClientLogos, listClientStats, listServices, listTestimonials } from '../../db/repos/content-repo';
import { Breadcrumbs } from '../../components/breadcrumbs';
import { Link } from '../../components/localized-link';
import { db } from '../../context/app-services';
import { requestContext } from '../../context/request-context';
import { definePage } from '../../page-contract/page-module';

async function loadAbout() {
  const { locale } = requestContext();
  const [page, services, stats, testimonials, clients] = await Promise.all([
    getContentPage(db(), locale, 'about'),
    listServices(db(), locale),
    listClientStats(db(), locale),
    listTestimonials(db(), locale, 'client'),
    listClientLogos(db()),
  ]);
  return { page, services, stats, testimonials, clients };
}

/** /about: the firm, its services (named in the marketing copy), figures and clients. */
export const aboutPage = definePage<Awaited<ReturnType<typeof loadAbout>>>({
  prepare: async () => ({ kind: 'ok', data: await loadAbout() }),
  meta: () => {
    const { t } = requestContext();
    return {
      title: t('pages:about.title'),
      description: t('pages:about.description'),
      breadcrumbs: [{ name: t('content:home'), path: '/' }, { name: t('pages:about.title') }],
    };
  },
  Page: ({ data }) => {
    const { t, locale } = requestContext();
    const { page, services, stats, testimonials, clients } = data;
    return (
      <>
        <section className="page-section container">
          <FrozenPart frozenPartOf="about-intro">
            <Breadcrumbs items={[{ name: t('content:home'), path: '/' }, { name: t('pages:about.title') }]} />
            <p className="eyebrow">{t('content:about.eyebrow')}</p>
            <h1 className="page-title">{t('pages:about.heading')}</h1>
            <p className="lead">{t('pages:about.description')}</p>
          </FrozenPart>
        </section>
        {/* Text, figures and links only: shown from the HTML, never hydrated. */}
        <FrozenPart frozenPartOf="about">
          {page ? (
            <section className="container page-section">
              <div className="prose" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
            </section>
          ) : null}
          {stats.length > 0 ? (
            <section className="container page-section" aria-labelledby="about-figures">
              <h2 id="about-figures" className="section-title">
                {t('content:about.figures')}
              </h2>
              <ul className="stat-grid">
                {stats.map((stat) => (
                  <li key={stat.key} className="stat">
                    <span className="stat__value">
                      {stat.value.toLocaleString(locale)}
                      {stat.suffix}
                    </span>
                    <span className="stat__label">{stat.label}</span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {services.length > 0 ? (
            <section className="page-section page-section--muted" aria-labelledby="about-services">
              <div className="container">
                <h2 id="about-services" className="section-title">
                  {t('content:about.services')}
                </h2>
                <ul className="service-grid">
                  {services.map((service) => (
                    <li key={service.slug} className="card">
                      <h3 className="card__title">{service.title}</h3>
                      <p>{service.summary}</p>
                    </li>
                  ))}
                </ul>
              </div>
            </section>
          ) : null}
          {testimonials.length > 0 ? (
            <section className="container page-section" aria-labelledby="about-testimonials">
              <h2 id="about-testimonials" className="section-title">
                {t('content:about.testimonials')}
              </h2>
              <ul className="testimonial-grid">
                {testimonials.map((item) => (
                  <li key={item.id}>
                    <figure className="testimonial card">
                      <blockquote>
                        <p>{item.quote}</p>
                      </blockquote>
                      <figcaption>
                        <strong>{item.authorName}</strong>
                        <span>
                          {item.authorRole}
                          {item.companyName ? `, ${item.companyName}` : ''}
                        </span>
                      </figcaption>
                    </figure>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {clients.length > 0 ? (
            <section className="container page-section" aria-labelledby="about-clients">
              <h2 id="about-clients" className="section-title">
                {t('content:about.clients')}
              </h2>
              <ul className="client-logos">
                {clients.map((client) => (
                  <li key={client.name}>
                    <img src={client.logo} alt={client.name} width={160} height={60} loading="lazy" />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section className="container page-section about-cta">
            <p>{t('content:about.cta')}</p>
            <p className="about-cta__actions">
              <Link to="team" className="button button--ghost">
                {t('content:about.meetTeam')}
              </Link>{' '}
              <Link to="contact" className="button button--primary">
                {t('common:nav.contact')}
              </Link>
            </p>
          </section>
        </FrozenPart>
      </>
    );
  },
});
