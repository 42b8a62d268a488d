import { describe, expect, it } from 'vitest';
import { fallbackErrorHtml } from './fallback-error';

describe('fallbackErrorHtml (failure while showing the error page)', () => {
  it('says so in the page language with a way home, and nothing else', () => {
    const english = fallbackErrorHtml('en-US');
    expect(english).toContain('<html lang="en">');
    expect(english).toContain('<h1>An error occurred while showing the error page</h1>');
    expect(english).toContain('<a href="/">Go back home</a>');
    expect(english).not.toMatch(/<script|at \w+ \(/);
    const indonesian = fallbackErrorHtml('id-ID');
    expect(indonesian).toContain('<html lang="id">');
    expect(indonesian).toContain('<a href="/id">Kembali ke beranda</a>');
  });
});
