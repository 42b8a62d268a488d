// The framework's client components a product island may render itself. Kept apart from
// client/index.ts, the browser runtime's door, which the server's HTML render never loads.
export { FrozenPart } from './frozen-part';
