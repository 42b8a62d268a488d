import { escapeJsonForScript } from '../../framework/shared/index';

/**
 * Structured data as inline JSON-LD blocks, written into the HTML by the server after the
 * page (render/flight-injector.ts) rather than rendered in the React tree: crawlers read it
 * from the HTML, and the browser's runtime never needs it, so it stays out of the page's
 * payload (a job posting's is its description a second time). `<` is escaped so text from
 * the database (a job description containing `</script>`) cannot end a block early.
 */
export function jsonLdScripts(blocks: readonly object[]): string {
  return blocks.map((data) => `<script type="application/ld+json">${escapeJsonForScript(JSON.stringify(data))}</script>`).join('');
}
