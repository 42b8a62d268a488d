/**
 * A landing page's neighbours: the same category in other places, other categories in the
 * same place, and the wider pages. Only indexable pages are offered (INDEXABLE_MIN_JOBS), so
 * every link leads to a list worth reading, and a page without jobs still leads somewhere.
 */
import { landingPath } from '../../../shared/landing-path';
import type { Language } from '../../../shared/locales';
import {
  categorySlug,
  isIndexable,
  openJobs,
  type LandingCatalogue,
  type LandingCategory,
  type LandingPlace,
} from '../../search/landing-catalogue';

interface LandingLink {
  readonly name: string;
  readonly count: number;
  /** Locale-free path. */
  readonly path: string;
}

export interface LandingLinkGroup {
  /** Which heading: jobs:landing.neighbours.{kind}. */
  readonly kind: 'sameCategory' | 'samePlace' | 'categories' | 'places' | 'wider';
  readonly links: readonly LandingLink[];
}

/** Links per group: enough to move on, few enough to read. */
const GROUP_SIZE = 16;

export function landingPathOf(category: LandingCategory | undefined, place: LandingPlace | undefined, lang: Language): string {
  return landingPath({ category: category && categorySlug(category, lang), place: place?.slug }, lang);
}

function link(
  catalogue: LandingCatalogue,
  category: LandingCategory | undefined,
  place: LandingPlace | undefined,
  lang: Language,
  name: string,
): LandingLink {
  return { name, count: openJobs(catalogue, category, place), path: landingPathOf(category, place, lang) };
}

function top(links: LandingLink[]): LandingLink[] {
  return links
    .filter((l) => isIndexable(l.count))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, GROUP_SIZE);
}

/** Places near a place: a city's province and its other cities, a province's cities; else the provinces. */
function placesAround(catalogue: LandingCatalogue, place: LandingPlace | undefined): LandingPlace[] {
  if (!place) return [...catalogue.places];
  const provinceId = place.kind === 'city' ? place.provinceId : place.id;
  const near = catalogue.places.filter((p) => p.id !== place.id && (p.id === provinceId || p.provinceId === provinceId));
  const provinces = catalogue.places.filter((p) => p.kind === 'province' && p.id !== provinceId);
  return [...near, ...provinces];
}

export function landingLinks(
  catalogue: LandingCatalogue,
  category: LandingCategory | undefined,
  place: LandingPlace | undefined,
  lang: Language,
): LandingLinkGroup[] {
  const groups: LandingLinkGroup[] = [];
  const otherPlaces = (c: LandingCategory | undefined) =>
    top(
      placesAround(catalogue, place)
        .filter((p) => p.id !== place?.id)
        .map((p) => link(catalogue, c, p, lang, p.name[lang])),
    );
  const otherCategories = (p: LandingPlace | undefined) =>
    top(catalogue.categories.filter((c) => c.id !== category?.id).map((c) => link(catalogue, c, p, lang, c.name[lang])));
  if (category && place) {
    groups.push({ kind: 'sameCategory', links: otherPlaces(category) }, { kind: 'samePlace', links: otherCategories(place) });
    const province = place.kind === 'city' ? catalogue.places.find((p) => p.id === place.provinceId) : undefined;
    const wider = [
      link(catalogue, category, undefined, lang, category.name[lang]),
      link(catalogue, undefined, place, lang, place.name[lang]),
      ...(province ? [link(catalogue, category, province, lang, `${category.name[lang]}, ${province.name[lang]}`)] : []),
    ];
    groups.push({ kind: 'wider', links: wider.filter((l) => isIndexable(l.count)) });
  } else if (category) {
    groups.push({ kind: 'places', links: otherPlaces(category) }, { kind: 'categories', links: otherCategories(undefined) });
  } else if (place) {
    groups.push({ kind: 'categories', links: top(catalogue.categories.map((c) => link(catalogue, c, place, lang, c.name[lang]))) });
    groups.push({ kind: 'places', links: otherPlaces(undefined) });
  }
  return groups.filter((g) => g.links.length > 0);
}
