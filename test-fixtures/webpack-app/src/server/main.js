import '../../../../src/framework/build/reference-list.js?server-functions';
import '../../../../src/framework/build/reference-list.js?ssr-components';
import { page } from './rsc-entry.js';
import Button from '../client/button.js';
import { save } from './actions/save.js';

/** What the server bundle's layers hold, for the test to read. */
export const rsc = page;
export const ssr = { Button, save };
