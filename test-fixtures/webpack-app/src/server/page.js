// A server component module (react-server layer): what it imports from "use client" modules are references.
import Button, { LABEL } from '../client/button.js';
import { save } from './actions/save.js';

export const page = { Button, LABEL, save };
