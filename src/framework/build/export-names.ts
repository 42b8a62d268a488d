import { init, parse } from 'es-module-lexer';

interface ModuleExport {
  /** The name importers use ("default" included). */
  readonly name: string;
  /** The module's own binding behind it; null for a re-export or a default expression. */
  readonly local: string | null;
}

const IDENTIFIER = /^[\p{ID_Start}$_][\p{ID_Continue}$\u200C\u200D]*$/u;

/**
 * What a compiled ES module exports, read without executing it. References are generated
 * per name, so a name that cannot be known (`export *`) or written as a binding (a quoted
 * name) fails the build here rather than leaving a component or action silently missing.
 */
export async function moduleExports(source: string, resourcePath: string): Promise<ModuleExport[]> {
  await init;
  let entries: ReturnType<typeof parse>[1];
  try {
    [, entries] = parse(source, resourcePath);
  } catch (error) {
    throw new Error(`Cannot read the exports of ${resourcePath}: ${(error as Error).message}`);
  }
  const result: ModuleExport[] = [];
  for (const entry of entries) {
    if (entry.typeOnly) continue;
    if (!('name' in entry)) {
      throw new Error(
        `${resourcePath}: \`export * from '${entry.from}'\` hides which names a reference is needed for; export them by name`,
      );
    }
    if (entry.name !== 'default' && !IDENTIFIER.test(entry.name)) {
      throw new Error(`${resourcePath}: the export name ${JSON.stringify(entry.name)} is not an identifier`);
    }
    result.push({ name: entry.name, local: entry.type === 'direct' ? (entry.localName ?? null) : null });
  }
  return result;
}

/** The names a compiled ES module exports ("default" included). */
export async function exportNames(source: string, resourcePath: string): Promise<string[]> {
  return (await moduleExports(source, resourcePath)).map((entry) => entry.name);
}
