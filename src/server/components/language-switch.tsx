import { LOCALES, LANGUAGE_OF } from '../../shared/locales';
import { switchLocale } from '../actions/locale';
import { requestContext } from '../context/request-context';

/**
 * A real form, so switching works without JavaScript; with it, it posts as a server function.
 * One form for both languages: the pressed button sends its locale, and the page to land on is
 * the current one, or for pages whose slug differs per language (articles, content pages) the
 * twin named for that language.
 */
export function LanguageSwitch() {
  const { locale, t, path, search, alternates } = requestContext();
  const current = `${path}${search ? `?${search}` : ''}`;
  const targets = LOCALES.map((option) => [option, alternates.paths?.[option] ?? current] as const);
  const onePath = targets.every(([, target]) => target === current);
  return (
    <form action={switchLocale} className="language-switch" role="group" aria-label={t('common:language.label')}>
      {onePath ? (
        <input type="hidden" name="path" value={current} />
      ) : (
        targets.map(([option, target]) => <input key={option} type="hidden" name={`path-${option}`} value={target} />)
      )}
      {LOCALES.map((option) => (
        <button
          key={option}
          type="submit"
          name="locale"
          value={option}
          className="language-switch__option"
          aria-pressed={option === locale}
          lang={LANGUAGE_OF[option]}
          title={t(`common:language.${option}`)}
        >
          {LANGUAGE_OF[option].toUpperCase()}
        </button>
      ))}
    </form>
  );
}
