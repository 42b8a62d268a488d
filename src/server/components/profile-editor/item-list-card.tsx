import type { ReactNode } from 'react';
import type { FormResult } from '../../../shared/form-result';
import type { CompletionSection } from '../../../shared/profile/completion';
import { SubmitButton } from '../../../client/components/profile/editor-fields';
import { SectionForm } from '../../../client/components/profile/section-form';
import { requestContext } from '../../context/request-context';
import { formTexts } from './editor-texts';
import { SectionCard } from './section-card';

type Action = (state: FormResult, formData: FormData) => Promise<FormResult>;

export interface ListedItem<T> {
  readonly id: number;
  readonly title: string;
  readonly subtitle?: string | null;
  readonly when?: string | null;
  readonly row: T;
}

/**
 * A list section of the editor (organizations, education, awards): the items, each with a
 * folded edit form and a delete button, then the form to add one; `fields` draws the item's
 * fields, empty for adding. Work experience has its own card for its longer summary.
 */
export function ItemListCard<T>({
  section,
  title,
  intro,
  empty,
  addLabel,
  items,
  actions,
  fields,
}: {
  section: CompletionSection;
  title: string;
  intro: string;
  empty: string;
  addLabel: string;
  items: readonly ListedItem<T>[];
  actions: { add: Action; update: Action; remove: Action };
  fields: (row: T | null) => ReactNode;
}) {
  const { t } = requestContext();
  const texts = formTexts();
  return (
    <SectionCard section={section} title={title} intro={intro} filled={items.length > 0}>
      {items.length > 0 ? (
        <ul className="profile-items">
          {items.map((item) => (
            <li key={item.id} className="profile-item">
              <div className="profile-item__summary">
                <h3 className="profile-item__title">{item.title}</h3>
                {item.subtitle ? <p className="profile-item__org">{item.subtitle}</p> : null}
                {item.when ? <p className="profile-item__when">{item.when}</p> : null}
              </div>
              <div className="profile-item__actions">
                <SectionForm
                  action={actions.update}
                  unsavedLabel={texts.unsaved}
                  disclosure={{ summary: t('profile:editor.edit') }}
                  ariaLabel={t('profile:editor.editItem', { name: item.title })}
                >
                  <input type="hidden" name="id" value={item.id} />
                  {fields(item.row)}
                  <div className="profile-form__actions">
                    <SubmitButton pendingLabel={texts.saving}>{texts.save}</SubmitButton>
                  </div>
                </SectionForm>
                <SectionForm
                  action={actions.remove}
                  unsavedLabel={texts.unsaved}
                  className="profile-item__delete"
                  ariaLabel={t('profile:editor.deleteItem', { name: item.title })}
                >
                  <input type="hidden" name="id" value={item.id} />
                  <SubmitButton className="button button--ghost button--small">{t('profile:editor.delete')}</SubmitButton>
                </SectionForm>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="profile-card__empty">{empty}</p>
      )}
      <SectionForm
        action={actions.add}
        unsavedLabel={texts.unsaved}
        disclosure={{ summary: addLabel, open: items.length === 0, className: 'profile-disclosure profile-disclosure--add' }}
        ariaLabel={addLabel}
      >
        {fields(null)}
        <div className="profile-form__actions">
          <SubmitButton pendingLabel={texts.saving}>{t('profile:editor.add.submit')}</SubmitButton>
        </div>
      </SectionForm>
    </SectionCard>
  );
}

/** "2016 – 2018", "2020 – present", or nothing. */
export function yearSpan(start: number | null, end: number | null, current: boolean, present: string): string | null {
  if (start === null && end === null) return current ? present : null;
  return `${start ?? '…'} – ${current ? present : (end ?? '…')}`;
}
