'use client';

import { helper } from '../helper.js';

export function Menu() {
  return helper('menu');
}
