import { createContext } from 'react';

/**
 * The frozen parts' HTML of the document being rendered on the server, by the number a part's
 * `at` names (server/rsc/frozen-part.tsx): the server's HTML render (render/ssr-render.tsx)
 * provides it, so that HTML never travels through the payload. Null in the browser, where a
 * part with `at` and no `html` is stripped: its server HTML is all it needs.
 */
export const FrozenPartHtml = createContext<readonly string[] | null>(null);
