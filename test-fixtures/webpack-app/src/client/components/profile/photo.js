'use client';

export { Field as PhotoField } from './field.js';
