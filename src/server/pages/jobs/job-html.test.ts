import { describe, expect, it } from 'vitest';
import { sanitizeJobHtml } from './job-html';

describe('sanitizeJobHtml', () => {
  it('keeps the stored formatting', () => {
    const html = '<p>PT A &amp; B is hiring.</p><p><strong>Requirements</strong></p><ul><li>SQL</li><li>Excel</li></ul><br>';
    expect(sanitizeJobHtml(html)).toBe(html);
  });
  it('drops attributes, unknown tags, comments and unterminated tags', () => {
    expect(sanitizeJobHtml('<p onclick="x()" class="a">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeJobHtml('<script>alert(1)</script><img src=x onerror=alert(1)>ok')).toBe('alert(1)ok');
    expect(sanitizeJobHtml('<!-- c -->a<a href="javascript:x">b</a>')).toBe('ab');
    expect(sanitizeJobHtml('text <script')).toBe('text ');
    expect(sanitizeJobHtml('1 > 0 <br/> <BR>')).toBe('1 &gt; 0 <br> <br>');
  });
});
