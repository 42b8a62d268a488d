import type { ReactNode } from 'react';
import { COMPLETION_WEIGHTS, SECTION_ANCHORS, type CompletionSection } from '../../../shared/profile/completion';
import { requestContext } from '../../context/request-context';

/**
 * One section of the editor: a card with its heading, what it adds to the completion meter
 * (or that it is done), and its form(s). Its id is the anchor the meter's missing items link to.
 */
export function SectionCard({
  section,
  anchor,
  title,
  intro,
  filled,
  children,
}: {
  section?: CompletionSection;
  anchor?: string;
  title: string;
  intro?: string;
  filled?: boolean;
  children: ReactNode;
}) {
  const { t } = requestContext();
  const id = anchor ?? (section ? SECTION_ANCHORS[section] : 'section');
  return (
    <section id={id} className="card profile-card" aria-labelledby={`${id}-title`}>
      <header className="profile-card__head">
        <h2 id={`${id}-title`} className="profile-card__title">
          {title}
        </h2>
        {section ? (
          filled ? (
            <span className="badge badge--success">{t('profile:editor.filled')}</span>
          ) : (
            <span className="badge badge--brand">{t('profile:editor.worth', { weight: COMPLETION_WEIGHTS[section] })}</span>
          )
        ) : null}
      </header>
      {intro ? <p className="profile-card__intro">{intro}</p> : null}
      {children}
    </section>
  );
}
