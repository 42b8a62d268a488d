import { Link } from './localized-link';
import { requestContext } from '../rsc/request-context';

export function SiteFooter() {
  const { t, employerSiteUrl } = requestContext();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <div>
          <p className="site-footer__brand">{t('common:siteName')}</p>
          <p>{t('common:footer.tagline')}</p>
        </div>
        <nav aria-label={t('common:footer.candidates')}>
          <h2>{t('common:footer.candidates')}</h2>
          <ul>
            <li><Link to="explore-jobs">{t('common:nav.jobs')}</Link></li>
            <li><Link to="company">{t('common:nav.companies')}</Link></li>
            <li><Link to="register">{t('common:nav.register')}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t('common:footer.company')}>
          <h2>{t('common:footer.company')}</h2>
          <ul>
            <li><Link to="about">{t('common:nav.about')}</Link></li>
            <li><Link to="team">{t('common:nav.team')}</Link></li>
            <li><Link to="blog">{t('common:nav.blog')}</Link></li>
            <li><Link to="contact">{t('common:nav.contact')}</Link></li>
          </ul>
        </nav>
        <div>
          <h2>{t('common:footer.employers')}</h2>
          <p><a href={employerSiteUrl} rel="noopener">{t('common:nav.forEmployers')}</a></p>
        </div>
      </div>
      <p className="container site-footer__legal">{t('common:footer.copyright', { year })}</p>
    </footer>
  );
}
