// The react-server layer's door: the HTTP layer reaches server components and server
// functions only through these exports (webpack.config.ts puts this file in the rsc layer).

export { preparePage, type PreparedPage } from './render-page';
export { callServerFunction, runFormAction } from './server-functions';
export { setAppServices } from '../context/app-services';
