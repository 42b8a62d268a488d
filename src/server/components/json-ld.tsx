import { escapeJsonForScript } from '../../shared/script-escape';

/**
 * Structured data as an inline JSON-LD block. `<` is escaped so text from the database
 * (a job description containing `</script>`) cannot end the block early.
 */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: escapeJsonForScript(JSON.stringify(data)) }} />;
}
