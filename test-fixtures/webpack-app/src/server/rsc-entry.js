// The react-server layer's entry, as src/server/rsc/index.ts is in the real build.
export { page } from './page.js';
