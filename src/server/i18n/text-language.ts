import { franc } from 'franc-min';
import { langOf, type Language, type Locale } from '../../shared/locales';

/** Fewer letters than this say too little to tell Indonesian from English: left unmarked. */
const MIN_LENGTH = 24;

/**
 * The language a text someone wrote (a review, a company overview, a job description) is in, of
 * the site's two, judged by its letter trigrams (franc); null when it is too short to tell.
 * Where the language is stored (a job's `languages`, a question's `lang`), that wins.
 */
export function textLanguage(text: string): Language | null {
  const code = franc(text, { only: ['eng', 'ind'], minLength: MIN_LENGTH });
  return code === 'eng' ? 'en' : code === 'ind' ? 'id' : null;
}

/**
 * `lang` for an element in a known language on a page in `locale`: that language where it is
 * not the page's (so a screen reader reads it with the right voice), else nothing.
 */
export function otherLanguage(lang: Language | null, locale: Locale): Language | undefined {
  return lang && lang !== langOf(locale) ? lang : undefined;
}

/** `lang` for an element holding `text`, judged from its words. */
export function foreignLang(text: string, locale: Locale): Language | undefined {
  return otherLanguage(textLanguage(text), locale);
}
