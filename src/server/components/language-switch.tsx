import { LOCALES, LANGUAGE_OF } from '../../shared/locales';
import { switchLocale } from '../actions/locale';
import { requestContext } from '../context/request-context';

/** A real form, so switching works without JavaScript; with it, it posts as a server function. */
export function LanguageSwitch() {
  const { locale, t, path, search, alternates } = requestContext();
  const current = `${path}${search ? `?${search}` : ''}`;
  return (
    <div className="language-switch" role="group" aria-label={t('common:language.label')}>
      {LOCALES.map((option) => (
        <form key={option} action={switchLocale}>
          <input type="hidden" name="locale" value={option} />
          {/* Pages whose slug differs per language (articles, content pages) name their twin. */}
          <input type="hidden" name="path" value={alternates.paths?.[option] ?? current} />
          <button
            type="submit"
            className="language-switch__option"
            aria-pressed={option === locale}
            lang={LANGUAGE_OF[option]}
            title={t(`common:language.${option}`)}
          >
            {LANGUAGE_OF[option].toUpperCase()}
          </button>
        </form>
      ))}
    </div>
  );
}
