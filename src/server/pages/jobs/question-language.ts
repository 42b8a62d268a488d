import { langOf, type Language, type Locale } from '../../../shared/locales';
import type { ScreeningQuestion } from '../../db/repos/jobs-repo';

/** A screening question as a page in one language shows it. */
export interface ShownQuestion {
  readonly prompt: string;
  /** Text shown for each option (the value sent stays the original option). */
  readonly labels: Readonly<Record<string, string>>;
  /** The language of the words shown, when it is not the page's (they are marked with it). */
  readonly foreignLang: Language | undefined;
}

/**
 * The question in the page's language where the employer wrote it or gave a translation, else
 * as written. Answers are the original options either way, so what is stored does not depend
 * on the language the candidate read the question in.
 */
export function questionForPage(question: ScreeningQuestion, locale: Locale): ShownQuestion {
  const page = langOf(locale);
  const translated = question.translation && question.translation.lang === page && question.lang !== page ? question.translation : null;
  if (!translated) {
    return { prompt: question.prompt, labels: {}, foreignLang: question.lang && question.lang !== page ? question.lang : undefined };
  }
  const labels = Object.fromEntries(question.options.map((option, index) => [option, translated.options[index] ?? option]));
  return { prompt: translated.prompt, labels, foreignLang: undefined };
}
