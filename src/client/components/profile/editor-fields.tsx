'use client';

// The shared form fields, as the profile editor's own client references: so they load in the
// editor's one chunk (SHARED_CHUNKS in reference-list-loader.ts) instead of as a chunk more.
export { SubmitButton, TextAreaField, TextField } from '../forms/fields';
