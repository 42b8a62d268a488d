// The browser entry: calls a server function through the reference the client loader makes.
import { save } from '../server/actions/save.js';
import { Banner } from './banner.js';

self.fixtureSave = save;
self.fixtureBanner = Banner;
