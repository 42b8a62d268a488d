import { LOCALES, LANGUAGE_OF } from '../../shared/locales';
import { switchLocale } from '../actions/locale';
import { requestContext } from '../context/request-context';

/**
 * A real form, so switching works without JavaScript; with it, it posts as a server function.
 * One form for both languages: the pressed button sends its locale, and the page to land on is
 * the current one, or for pages whose slug differs per language (articles, content pages) the
 * twin named for that language.
 *
 * With `id`, the form can be pressed from elsewhere on the page (`LanguageButtons`): the header
 * shows the switch twice (in the phone menu, and in the bar from 768 px), and a second form
 * would put a second server function in every page's payload, decoded and encoded again on
 * every render.
 */
export function LanguageSwitch({ id }: { id?: string }) {
  const { t, path, search, alternates } = requestContext();
  const current = `${path}${search ? `?${search}` : ''}`;
  const targets = LOCALES.map((option) => [option, alternates.paths?.[option] ?? current] as const);
  const onePath = targets.every(([, target]) => target === current);
  return (
    <form id={id} action={switchLocale} className="language-switch" role="group" aria-label={t('common:language.label')}>
      {onePath ? (
        <input type="hidden" name="path" value={current} />
      ) : (
        targets.map(([option, target]) => <input key={option} type="hidden" name={`path-${option}`} value={target} />)
      )}
      <LocaleButtons />
    </form>
  );
}

/** The switch's buttons, submitting the `LanguageSwitch` form with that id (the `form` attribute: no script needed). */
export function LanguageButtons({ form }: { form: string }) {
  const { t } = requestContext();
  return (
    <div className="language-switch" role="group" aria-label={t('common:language.label')}>
      <LocaleButtons form={form} />
    </div>
  );
}

function LocaleButtons({ form }: { form?: string }) {
  const { locale, t } = requestContext();
  return LOCALES.map((option) => (
    <button
      key={option}
      type="submit"
      form={form}
      name="locale"
      value={option}
      className="language-switch__option"
      aria-pressed={option === locale}
      lang={LANGUAGE_OF[option]}
      title={t(`common:language.${option}`)}
    >
      {LANGUAGE_OF[option].toUpperCase()}
    </button>
  ));
}
