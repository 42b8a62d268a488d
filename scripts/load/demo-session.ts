/** The demo candidate every seed creates (src/server/seed/demo-candidate.ts). */
const DEMO_LOGIN = { email: 'demo@example.com', password: 'demo12345' };

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
const unescape = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The demo candidate's cookies as a browser sends them after logging in (`karir_session=…;
 * karir_device=…`), by posting the login page's form as a browser without JavaScript does: its
 * hidden fields (the server function's reference) with the email and password, from the site's
 * own origin. No browser needed, so a soak can sign in on a machine without Chromium.
 */
export async function demoSessionCookie(baseUrl: string): Promise<string> {
  const page = await fetch(`${baseUrl}/auth/login`);
  const html = await page.text();
  const form = [...html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/g)].map((match) => match[0]).find((f) => /name="password"/.test(f));
  if (!form) throw new Error(`The login page (${page.status}) has no form with a password field`);
  const body = new FormData();
  for (const [input] of form.matchAll(/<input\b[^>]*>/g)) {
    const name = attribute(input, 'name');
    if (name && attribute(input, 'type') === 'hidden') body.append(unescape(name), unescape(attribute(input, 'value') ?? ''));
  }
  body.append('email', DEMO_LOGIN.email);
  body.append('password', DEMO_LOGIN.password);
  const action = unescape(attribute(form.slice(0, form.indexOf('>') + 1), 'action') ?? '') || '/auth/login';
  const answer = await fetch(new URL(action, `${baseUrl}/auth/login`), {
    method: 'POST',
    body,
    headers: { origin: baseUrl },
    redirect: 'manual',
  });
  // Logging in replaces any earlier session, so the first Set-Cookie empties it; the browser keeps the last value of each.
  const jar = new Map(answer.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!.split(/=(.*)/s) as [string, string]));
  if (!jar.get('karir_session')) throw new Error(`Logging in as the demo candidate gave no session (HTTP ${answer.status})`);
  return [...jar]
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}
