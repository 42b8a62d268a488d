// The react-server layer's door: the HTTP layer reaches server components and server
// functions only through these exports (webpack.config.ts puts this file in the rsc layer).

export { preparePage, type PreparedPage, type PrepareOptions } from './render-page';
export { callServerFunction, lookupServerFunction, runFormAction, type CallOutcome, type FormOutcome } from './server-functions';
export { definePageApp, setRscServices, type PageApp, type RscServices } from './page-app';
