import path from 'node:path';

/**
 * The stable name of a source module shared by every compilation: its path relative to
 * the project root, with forward slashes. Client and server references are keyed by it so
 * the three manifests can be joined at run time without knowing webpack's module ids.
 */
export function moduleKey(resourcePath: string, root = process.cwd()): string {
  return path.relative(root, resourcePath).split(path.sep).join('/');
}

const DIRECTIVE_PROLOGUE = /^(?:\s|\/\/[^\n]*\n|\/\*[\s\S]*?\*\/)*(['"])use (client|server)\1/;

/** Reads the module-level directive ("use client" / "use server") from a module's prologue. */
export function readDirective(source: string): 'client' | 'server' | null {
  const match = DIRECTIVE_PROLOGUE.exec(source);
  return match ? (match[2] as 'client' | 'server') : null;
}
