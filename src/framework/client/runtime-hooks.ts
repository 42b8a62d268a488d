/**
 * What the browser runtime asks of the product, registered once before hydration
 * (client/entry.tsx). The runtime itself knows no product module: forms, stores and policies
 * stay the product's, and these hooks are the only way they reach navigation and server calls.
 */
export interface RuntimeHooks {
  /** Before a navigation or a server call starts (the product clears the errors its forms show). */
  readonly beforeLeave: () => void;
  /** A navigation committed the page at this address (path and query). */
  readonly onPageShown: (pathAndQuery: string) => void;
  /**
   * A document-wide trait a page needs from its response headers (a Permissions-Policy, say):
   * a page whose trait differs from the open document's is loaded in full, not by payload.
   */
  readonly documentTrait: (pathname: string) => string;
  /** What a server call refused before it ran answers the form that made it (message may be empty). */
  readonly refusedCall: (message: string, formData: FormData | null) => unknown;
}

const DEFAULT_HOOKS: RuntimeHooks = {
  beforeLeave: () => undefined,
  onPageShown: () => undefined,
  documentTrait: () => '',
  refusedCall: (message) => ({ status: 'error', message }),
};

let hooks: RuntimeHooks = DEFAULT_HOOKS;
let documentTrait = '';

export function setRuntimeHooks(given: Partial<RuntimeHooks>): void {
  hooks = { ...DEFAULT_HOOKS, ...given };
  // Taken when the document loaded: its headers stay for the document's life.
  documentTrait = hooks.documentTrait(location.pathname);
}

export function runtimeHooks(): RuntimeHooks {
  return hooks;
}

/** True when a page at this path needs a document of its own (see RuntimeHooks.documentTrait). */
export function needsOwnDocument(pathname: string): boolean {
  return hooks.documentTrait(pathname) !== documentTrait;
}
