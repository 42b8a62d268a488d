import { childSitemaps, pathsFromSitemap } from '../../load-tests/lib/urls.js';

/** The first page under `prefix` (`/job/`, `/company/`) the site's sitemap lists. */
export async function firstPath(baseUrl: string, prefix: string): Promise<string> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  for (const child of childSitemaps(index)) {
    const found = pathsFromSitemap(await (await fetch(`${baseUrl}${child}`)).text(), prefix)[0];
    if (found) return found;
  }
  throw new Error(`No ${prefix} page in the sitemap`);
}
