import type { EnglishItem } from '../bank-types';
import { GRAMMAR_ITEMS } from './english-grammar';
import { READING_ITEMS } from './english-reading';
import { VOCABULARY_ITEMS } from './english-vocabulary';

/** The whole English bank: 3 skills × 6 CEFR levels × 7 items. */
export const ENGLISH_BANK: readonly EnglishItem[] = [...GRAMMAR_ITEMS, ...VOCABULARY_ITEMS, ...READING_ITEMS];

export const ENGLISH_BY_KEY: ReadonlyMap<string, EnglishItem> = new Map(ENGLISH_BANK.map((item) => [item.key, item]));
