/** The two site locales and the column suffix each one reads in bilingual tables. */
export type Locale = 'en-US' | 'id-ID';
export type LangSuffix = 'en' | 'id';

export function langOf(locale: Locale): LangSuffix {
  return locale === 'id-ID' ? 'id' : 'en';
}
