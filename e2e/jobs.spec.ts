import type { Page } from '@playwright/test';
import { BASE_URL } from '../playwright.config';
import { createAccount, expect, headOf, test, waitForHydration } from './fixtures';
import { seedJobs } from './seed-jobs';

const CARD = '.job-grid > li';

/** The search page at desktop width, once its titles have been evened out (500 ms after layout). */
async function openEvenedSearch(page: Page): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/explore-jobs');
  await waitForHydration(page);
  await expect(page.locator('.equal-title-heights')).toHaveAttribute('data-equalised', 'true', { timeout: 3000 });
}

/** Every row of cards (cards in a row share their top) has titles of one height, and a row holds several cards. */
async function expectEvenTitleRows(page: Page): Promise<void> {
  const rows = await page.locator(CARD).evaluateAll((cards) => {
    const byTop = new Map<number, number[]>();
    for (const card of cards) {
      const top = Math.round(card.getBoundingClientRect().top);
      const title = card.querySelector<HTMLElement>('.job-card__title')!;
      byTop.set(top, [...(byTop.get(top) ?? []), Math.round(title.getBoundingClientRect().height)]);
    }
    return [...byTop.values()];
  });
  expect(rows[0]!.length).toBeGreaterThan(1);
  for (const heights of rows) expect(new Set(heights).size).toBe(1);
}

// Seeding the in-memory copy runs every migration and the whole demo seed: on a busy machine
// that alone can take most of a test's 30 s, so it is done once, with time of its own.
test.beforeAll(async () => {
  test.setTimeout(180_000);
  await seedJobs();
});

async function totalOf(page: Page): Promise<number> {
  const text = (await page.locator('#results-title').textContent()) ?? '';
  const numbers = [...text.matchAll(/[\d.,]+/g)].map((m) => Number(m[0].replace(/[.,]/g, '')));
  return numbers[numbers.length - 1] ?? 0;
}

async function jobPostings(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>).filter((data) => data['@type'] === 'JobPosting');
}

async function firstJobHref(page: Page): Promise<string> {
  const href = await page.locator(`${CARD} .job-card__title a`).first().getAttribute('href');
  if (!href) throw new Error('no job link');
  return href;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('/explore-jobs and /id/explore-jobs list job cards', async ({ page }) => {
    await page.goto('/explore-jobs');
    expect((await headOf(page)).h1).toEqual(['Explore jobs']);
    await expect(page.locator(CARD)).toHaveCount(20);
    const card = page.locator(CARD).first();
    await expect(card.locator('.job-card__company a')).toHaveAttribute('href', /^\/company\//);
    await expect(card.locator('.job-card__salary')).toHaveText(/IDR|Salary not disclosed/);
    await expect(card.locator('time')).toHaveAttribute('datetime', /^\d{4}-/);
    await expect(page.locator('.facet__count').first()).toHaveText(/\d/);
    const head = await headOf(page);
    expect(head.canonical).toBe(`${BASE_URL}/explore-jobs`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    await page.goto('/id/explore-jobs');
    expect(await headOf(page)).toMatchObject({ lang: 'id', h1: ['Cari lowongan'] });
    await expect(page.locator(CARD)).toHaveCount(20);
    await expect(page.locator(`${CARD} .job-card__salary`).first()).toHaveText(/Rp|Gaji tidak ditampilkan/);
  });

  test('a keyword and a filter narrow the results and stay in the URL', async ({ page }) => {
    await page.goto('/explore-jobs');
    const all = await totalOf(page);
    await page.getByLabel('Keyword').fill('engineer');
    await page.getByRole('checkbox', { name: /^Full-time/ }).check();
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/[?&]q=engineer/);
    await expect(page).toHaveURL(/[?&]type=FULL_TIME/);
    const narrowed = await totalOf(page);
    expect(narrowed).toBeGreaterThan(0);
    expect(narrowed).toBeLessThan(all);
    await expect(page.getByLabel('Keyword')).toHaveValue('engineer');
    await expect(page.getByRole('checkbox', { name: /^Full-time/ })).toBeChecked();
    await expect(page.locator(`${CARD} .badge`, { hasText: 'Part-time' })).toHaveCount(0);
    // Filtered combinations are not indexed and point at the plain listing.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect((await headOf(page)).canonical).toBe(`${BASE_URL}/explore-jobs`);
    // The shared URL reproduces the same search.
    const url = page.url();
    await page.goto(url);
    expect(await totalOf(page)).toBe(narrowed);
  });

  test('with a place applied, its chip names it in the page language and the list still offers the other places', async ({ page }) => {
    await page.goto('/explore-jobs?location=jawa-barat');
    await expect(page.locator('.filter-chip', { hasText: 'West Java' })).toBeVisible();
    const others = page.locator('#filter-location optgroup option');
    expect(await others.count()).toBeGreaterThan(3);
    // Switching to another place is one choice and one submit, no clearing first.
    const option = page.locator('#filter-location option', { hasText: 'Jakarta Selatan' });
    await expect(option).toHaveAttribute('value', /./);
    const jakarta = await option.getAttribute('value');
    await page.locator('#filter-location').selectOption(jakarta);
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]location=${jakarta}`));
    expect(await totalOf(page)).toBeGreaterThan(0);

    await page.goto('/id/explore-jobs?location=jawa-barat');
    await expect(page.locator('.filter-chip', { hasText: 'Jawa Barat' })).toBeVisible();
    await expect(page.locator('.filter-chip', { hasText: 'jawa-barat' })).toHaveCount(0);
  });

  test('pagination links keep the query and move through pages', async ({ page }) => {
    await page.goto('/explore-jobs?sort=newest');
    const firstPage = await page.locator(`${CARD} .job-card__title a`).allTextContents();
    await page.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/\/explore-jobs\?sort=newest&page=2$/);
    await expect(page.locator('.pagination [aria-current="page"]')).toHaveText(/2/);
    await expect(page.locator(CARD)).toHaveCount(20);
    const hrefs1 = firstPage.join('|');
    const secondPage = await page.locator(`${CARD} .job-card__title a`).allTextContents();
    expect(secondPage.join('|')).not.toBe(hrefs1);
    await page.getByRole('link', { name: /Previous/ }).click();
    await expect(page).toHaveURL(/\/explore-jobs\?sort=newest$/);
    // The unfiltered page 2 is its own canonical.
    await page.goto('/explore-jobs?page=2');
    expect((await headOf(page)).canonical).toBe(`${BASE_URL}/explore-jobs?page=2`);
  });

  test('an empty search shows the empty state with suggestions; malformed filters are ignored', async ({ page }) => {
    await page.goto('/explore-jobs?q=zzqxjwv&arrangement=remote');
    await expect(page.getByTestId('empty-state')).toBeVisible();
    await expect(page.getByText('No jobs match your search')).toBeVisible();
    await expect(page.locator(CARD)).toHaveCount(0);
    const without = page.getByRole('link', { name: /“zzqxjwv” ×/ }).last();
    await expect(without).toHaveAttribute('href', '/explore-jobs?arrangement=remote');
    await page.getByRole('link', { name: 'Software Engineer' }).click();
    await expect(page).toHaveURL(/q=Software\+Engineer/);
    await expect(page.locator(CARD).first()).toBeVisible();

    const response = await page.goto('/explore-jobs?type=NOPE&salaryMin=-5&page=abc&posted=2');
    expect(response?.status()).toBe(200);
    await expect(page.locator(CARD)).toHaveCount(20);

    // A page past the last one (an old link) is no page, as in the company directory and on the blog.
    expect((await page.goto('/explore-jobs?page=999'))?.status()).toBe(404);
    await expect(page.locator(CARD)).toHaveCount(0);
  });

  test('the bookmark button sends a signed-out visitor to login and back', async ({ page }) => {
    await page.goto('/explore-jobs?q=engineer');
    await page.locator(`${CARD} .bookmark-button`).first().click();
    await expect(page).toHaveURL(`${BASE_URL}/auth/login?redirect=${encodeURIComponent('/explore-jobs?q=engineer')}`);
  });

  test('job detail in both languages: one h1 and a complete JobPosting', async ({ page }) => {
    await page.goto('/explore-jobs');
    const href = await firstJobHref(page);
    for (const path of [href, `/id${href}`]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const head = await headOf(page);
      expect(head.h1).toHaveLength(1);
      expect(head.canonical).toBe(`${BASE_URL}${path}`);
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      const [posting, ...more] = await jobPostings(page);
      expect(more).toHaveLength(0);
      // One posting per job: only the default-language URL carries it (the description is written once).
      if (path !== href) expect(posting).toBeUndefined();
      else {
        expect(posting).toMatchObject({
          '@context': 'https://schema.org',
          title: head.h1[0],
          datePosted: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          hiringOrganization: {
            '@type': 'Organization',
            name: expect.any(String),
            sameAs: expect.stringMatching(/^https?:/),
            // Every seeded company has a street, a city in a province and a postal code.
            address: {
              '@type': 'PostalAddress',
              streetAddress: expect.stringMatching(/^Jl\. /),
              addressLocality: expect.any(String),
              addressRegion: expect.any(String),
              postalCode: expect.stringMatching(/^\d{5}$/),
              addressCountry: 'ID',
            },
          },
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: expect.any(String),
              addressRegion: expect.any(String),
              addressCountry: 'ID',
            },
          },
          identifier: { '@type': 'PropertyValue', value: href.split('/').pop() },
          directApply: false,
          employmentType: expect.stringMatching(/^[A-Z_]+$/),
        });
        expect(String(posting!.description)).toMatch(/<p>|<ul>/);
      }
      await expect(page.getByRole('link', { name: /Apply now|Lamar sekarang/ }).first()).toHaveAttribute('href', `${path}/questions`);
      await expect(page.locator('.job-share a[href^="https://wa.me/"]')).toHaveCount(1);
      // The company block carries the employer's size (every seeded company has one).
      await expect(page.locator('.job-company dd', { hasText: /^\d[\d,.+-]* (employees|orang)$/ })).toHaveCount(1);
    }
  });

  test('a job description written in the other language than the page carries its lang', async ({ page }) => {
    const { writtenIn } = await seedJobs();
    for (const [pageLang, prefix] of [
      ['en', ''],
      ['id', '/id'],
    ] as const) {
      for (const written of ['en', 'id'] as const) {
        const job = writtenIn[written];
        await page.goto(`${prefix}/job/${job.slug}/${job.identifier}`);
        expect((await headOf(page)).lang).toBe(pageLang);
        const description = page.locator('.job-description');
        if (written === pageLang) await expect(description).not.toHaveAttribute('lang', /./);
        else await expect(description).toHaveAttribute('lang', written);
      }
    }
  });

  test('a fully remote job is marked TELECOMMUTE for Indonesia', async ({ page }) => {
    const { remote } = await seedJobs();
    await page.goto(`/job/${remote.slug}/${remote.identifier}`);
    const [posting] = await jobPostings(page);
    expect(posting).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
      applicantLocationRequirements: { '@type': 'Country', name: 'Indonesia' },
      baseSalary: { '@type': 'MonetaryAmount', currency: 'IDR', value: { '@type': 'QuantitativeValue', unitText: 'MONTH' } },
    });
  });

  test('a wrong or missing slug is a 301 to the canonical URL; unknown and draft jobs are 404', async ({ request }) => {
    const { remote, draft } = await seedJobs();
    const canonical = `/job/${remote.slug}/${remote.identifier}`;
    for (const [from, to] of [
      [`/job/old-title/${remote.identifier}`, canonical],
      [`/job/${remote.identifier}`, canonical],
      [`/id/job/old-title/${remote.identifier}?utm_source=wa`, `/id${canonical}?utm_source=wa`],
      [`/job/${remote.identifier}/questions`, `${canonical}/questions`],
    ]) {
      const response = await request.get(from!, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(new URL(response.headers().location!, BASE_URL).href).toBe(`${BASE_URL}${to}`);
    }
    expect((await request.get('/job/some-job/zzzzzz9999', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get('/id/job/zzzzzz9999', { maxRedirects: 0 })).status()).toBe(404);
    expect((await request.get(`/job/${draft.slug}/${draft.identifier}`, { maxRedirects: 0 })).status()).toBe(404);
  });

  test('closed and expired jobs stay readable, without apply button, JobPosting or indexing', async ({ page }) => {
    const { closed, expired } = await seedJobs();
    for (const job of [closed, expired]) {
      const response = await page.goto(`/job/${job.slug}/${job.identifier}`);
      expect(response?.status()).toBe(200);
      expect((await headOf(page)).h1).toEqual([job.position]);
      await expect(page.getByTestId('job-closed')).toContainText('This job is no longer accepting applications');
      await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);
      await expect(page.getByText(/open until|Apply before/)).toHaveCount(0);
      expect(await jobPostings(page)).toEqual([]);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    }
  });

  test('the questions page shows the job questions and sends a signed-out post to login', async ({ page }) => {
    const { withQuestions: job } = await seedJobs();
    const path = `/job/${job.slug}/${job.identifier}/questions`;
    await page.goto(path);
    expect((await headOf(page)).h1).toHaveLength(1);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.locator('.choice-field').first()).toBeVisible();
    await expect(page.getByLabel(/I agree to the terms/)).toBeVisible();
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/auth/login?redirect=${encodeURIComponent(path)}`);
  });

  test('a screening question written in the other language than the page is marked with its lang, so it is read as written', async ({
    page,
  }) => {
    const { withQuestionsIn } = await seedJobs();
    for (const [pageLang, prefix] of [
      ['en', ''],
      ['id', '/id'],
    ] as const) {
      for (const questionLang of ['en', 'id'] as const) {
        const job = withQuestionsIn[questionLang];
        await page.goto(`${prefix}/job/${job.slug}/${job.identifier}/questions`);
        expect((await headOf(page)).lang).toBe(pageLang);
        const questions = page.locator('section[aria-labelledby="questions-title"]');
        const prompts = (await questions.locator('fieldset.choice-field').count()) + (await questions.locator('textarea').count());
        expect(prompts).toBeGreaterThan(0);
        const marked = questions.locator(`legend > span[lang="${questionLang}"], label > span[lang="${questionLang}"]`);
        if (questionLang === pageLang) {
          await expect(questions.locator('[lang]')).toHaveCount(0);
        } else {
          // Every question, and the options of a choice, in the language they are written in.
          await expect(marked).toHaveCount(prompts);
          await expect(marked.first()).toHaveText(job.prompt);
          await expect(questions.locator(`ul.choice-field__options:not([lang="${questionLang}"])`)).toHaveCount(0);
          // The words the site adds ("required") stay in the page's language.
          await expect(questions.locator(`[lang="${questionLang}"] .visually-hidden`)).toHaveCount(0);
        }
      }
    }
  });

  test('a screening question with a translation is asked in the page language, and the answer is kept as the question was written', async ({
    browser,
  }) => {
    const { withTranslatedQuestions: job } = await seedJobs();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const path = `/job/${job.slug}/${job.identifier}/questions`;
    // English page: the employer's English words, not the Indonesian original, and unmarked.
    await page.goto(path);
    const questions = page.locator('section[aria-labelledby="questions-title"]');
    const choice = questions.locator('fieldset.choice-field', { hasText: job.translatedPrompt });
    await expect(choice.locator('legend')).toContainText(job.translatedPrompt);
    await expect(questions).not.toContainText(job.prompt);
    await expect(questions.locator('[lang]')).toHaveCount(0);
    // The option reads in English and still sends the option as written.
    await expect(choice.getByLabel(job.translatedOption, { exact: true })).toHaveAttribute('value', job.option);
    // Indonesian page: the original words.
    await page.goto(`/id${path}`);
    await expect(page.locator('fieldset.choice-field', { hasText: job.prompt }).getByLabel(job.option, { exact: true })).toHaveAttribute(
      'value',
      job.option,
    );
    await expect(page.locator('section[aria-labelledby="questions-title"]')).not.toContainText(job.translatedPrompt);
    await context.close();
  });

  test('home page shows featured jobs, services, testimonials and articles in both languages', async ({ page }) => {
    for (const [path, lang, h1] of [
      ['/', 'en', 'Find your next job in Indonesia'],
      ['/id', 'id', 'Temukan pekerjaan berikutnya di Indonesia'],
    ] as const) {
      await page.goto(path);
      expect(await headOf(page)).toMatchObject({ lang, h1: [h1] });
      await expect(page.getByTestId('featured-jobs').locator(CARD).first()).toBeVisible();
      await expect(page.getByTestId('latest-jobs').locator(CARD).first()).toBeVisible();
      await expect(page.getByTestId('home-services').locator('.service-card').first()).toBeVisible();
      await expect(page.getByTestId('home-testimonials').locator('.testimonial').first()).toBeVisible();
      await expect(page.getByTestId('home-articles').locator('.article-card a').first()).toHaveAttribute(
        'href',
        new RegExp(`^${path === '/' ? '' : '/id'}/blog/`),
      );
      await expect(page.getByText(lang === 'en' ? /over 15 years of experience/i : /lebih dari 15 tahun/i).first()).toBeVisible();
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (t) => JSON.parse(t) as Record<string, unknown>,
      );
      const site = blocks.find((b) => b['@type'] === 'WebSite') as { potentialAction: { target: { urlTemplate: string } } };
      expect(site.potentialAction.target.urlTemplate).toBe(`${BASE_URL}${path === '/' ? '' : '/id'}/explore-jobs?q={search_term_string}`);
      expect(blocks.some((b) => b['@type'] === 'Organization')).toBe(true);
      await page.getByRole('search').getByRole('searchbox').fill('akuntan');
      await page.getByRole('search').getByRole('button').click();
      await expect(page).toHaveURL(`${BASE_URL}${path === '/' ? '' : '/id'}/explore-jobs?q=akuntan`);
    }
  });
});

test.describe('with JavaScript', () => {
  test('the bookmark button asks a signed-out visitor to log in', async ({ page }) => {
    await page.goto('/explore-jobs');
    await waitForHydration(page);
    await page.locator(`${CARD} .bookmark-button`).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Login please' })).toBeVisible();
    await expect(dialog.getByText('You have to login!')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent('/explore-jobs')}`,
    );
    await dialog.getByRole('button', { name: 'Later' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/explore-jobs`);
  });

  test('the search fields follow the URL through client navigation: Clear all empties them, Back brings them back', async ({ page }) => {
    await page.goto('/explore-jobs');
    await waitForHydration(page);
    await page.getByLabel('Keyword').fill('engineer');
    await page.locator('#filter-category').selectOption({ index: 1 });
    const category = await page.locator('#filter-category').inputValue();
    await page.getByRole('button', { name: 'Search jobs' }).click();
    await expect(page).toHaveURL(/[?&]q=engineer/);
    await page.locator('.filter-chips__clear').click();
    await expect(page).toHaveURL(`${BASE_URL}/explore-jobs`);
    await expect(page.getByLabel('Keyword')).toHaveValue('');
    await expect(page.locator('#filter-category')).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/[?&]q=engineer/);
    await expect(page.getByLabel('Keyword')).toHaveValue('engineer');
    await expect(page.locator('#filter-category')).toHaveValue(category);
  });

  test('job card titles in a row get equal heights after 500 ms at desktop width', async ({ page }) => {
    await openEvenedSearch(page);
    await expectEvenTitleRows(page);
  });

  test('job card titles keep their row heights when a client navigation brings the same cards again', async ({ page }) => {
    await openEvenedSearch(page);
    await page
      .locator('.job-card__title')
      .first()
      .evaluate((title) => title.setAttribute('data-shown-before', ''));
    const payload = page.waitForResponse((response) => response.url().includes('/explore-jobs.rsc'));
    await page.locator('header nav').getByRole('link', { name: 'Jobs' }).click();
    await payload;
    // The cards' HTML came again (new title elements), and their titles were evened out at once.
    await expect(page.locator('.job-card__title[data-shown-before]')).toHaveCount(0);
    await expectEvenTitleRows(page);
  });

  test('job card titles are left alone at 500 px width', async ({ page }) => {
    await page.setViewportSize({ width: 500, height: 900 });
    await page.goto('/explore-jobs');
    await waitForHydration(page);
    await expect(page.locator('.equal-title-heights')).toHaveAttribute('data-equalised', 'false', { timeout: 3000 });
    const styled = await page
      .locator('.job-card__title')
      .evaluateAll((titles) => titles.filter((t) => (t as HTMLElement).style.minHeight !== '').length);
    expect(styled).toBe(0);
  });

  test('a signed-in candidate can save and unsave a job; the button keeps focus and the titles their row heights', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/auth/login?redirect=${encodeURIComponent('/explore-jobs?q=engineer')}`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}/explore-jobs?q=engineer`);
    await waitForHydration(page);
    const button = page.locator(`${CARD} .bookmark-button`).first();
    await expect(page.locator('.equal-title-heights')).toHaveAttribute('data-equalised', 'true', { timeout: 3000 });
    const before = await button.getAttribute('aria-pressed');
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', before === 'true' ? 'false' : 'true');
    // The page re-rendered with the cards' HTML: the button is the same element, still focused,
    // and the titles were given their row's height again.
    await expect(button).toBeFocused();
    await expectEvenTitleRows(page);
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', before ?? 'false');
  });
});

test.describe('candidates applying for and saving jobs', () => {
  for (const js of [true, false]) {
    test(`a signed-in candidate applies and is told the application went out (${js ? 'with' : 'without'} JavaScript)`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: js });
      const page = await context.newPage();
      const email = `apply-${js ? 'js' : 'nojs'}-${Date.now()}@example.com`;
      await createAccount(request, { name: 'Rina Kusuma', email, password: 'lamar-kerja-1' });
      const { withQuestions: job } = await seedJobs();
      const path = `/job/${job.slug}/${job.identifier}/questions`;
      await page.goto(`/auth/login?redirect=${encodeURIComponent(path)}`);
      if (js) await waitForHydration(page);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('lamar-kerja-1');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(`${BASE_URL}${path}`);
      if (js) await waitForHydration(page);
      // Answer every question: the first choice of each, a line for each text box.
      for (const fieldset of await page.locator('.choice-field').all()) await fieldset.locator('input').first().check();
      for (const box of await page.locator('.apply-form textarea').all()) await box.fill('Saya siap mulai bulan depan.');
      await page.getByLabel(/I agree to the terms/).check();
      await page.getByRole('button', { name: 'Send application' }).click();
      await expect(page).toHaveURL(`${BASE_URL}${path}?sent`);
      const status = page.getByTestId('application-status');
      await expect(status).toContainText(`Your application for ${job.position} at`);
      await expect(status).toContainText('has been sent');
      // A reload asks for the page again; it does not post the application twice.
      await page.reload();
      await expect(status).toContainText('has been sent');
      // Later visits say it was sent before.
      await page.goto(path);
      await expect(page.getByTestId('application-status')).toContainText('You have already applied for this job.');
      // The job page says so too, instead of offering "Apply now" again.
      await page.goto(`/job/${job.slug}/${job.identifier}`);
      await expect(page.getByText('You have applied for this job.').first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'Apply now' })).toHaveCount(0);

      // "My applications" lists it, and the candidate can withdraw it (it can be cancelled).
      await page.goto('/account/job-applications');
      if (js) await waitForHydration(page);
      const item = page.getByTestId('application').filter({ hasText: job.position });
      await expect(item.locator('.badge')).toHaveText('Applied');
      if (js) {
        await item.getByRole('button', { name: 'Withdraw application' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
      } else {
        await item.getByRole('button', { name: 'Withdraw application' }).click();
        await expect(page.locator('.form-alert--error')).toContainText('Tick the box');
        await page
          .getByTestId('application')
          .filter({ hasText: job.position })
          .getByLabel(/Yes, withdraw my application/)
          .check();
        await page
          .getByTestId('application')
          .filter({ hasText: job.position })
          .getByRole('button', { name: 'Withdraw application' })
          .click();
      }
      // The list says so (the item's form is gone once it is withdrawn), and its badge changes.
      await expect(page.getByTestId('applications-notice')).toHaveText('Your application has been withdrawn.');
      await expect(page.getByTestId('application').filter({ hasText: job.position }).locator('.badge')).toHaveText('Withdrawn');
      await page.reload();
      await expect(page.getByTestId('application').filter({ hasText: job.position }).locator('.badge')).toHaveText('Withdrawn');
      await expect(
        page.getByTestId('application').filter({ hasText: job.position }).getByRole('button', { name: 'Withdraw application' }),
      ).toHaveCount(0);
      await context.close();
    });
  }

  test('notifications list the newest first with unread ones marked, in both languages, and can all be marked read', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/id/auth/login?redirect=${encodeURIComponent('/id/account/notification')}`);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Kata sandi', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Masuk', exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}/id/account/notification`);
    const items = page.getByTestId('notification');
    await expect(items).toHaveCount(3);
    await expect(items.filter({ hasText: 'Lamaran Anda untuk' })).toContainText('Masuk daftar pendek');
    // The oldest one (a read profile reminder) comes last.
    await expect(items.last()).toContainText('video profil');
    await expect(page.locator('.notifications__item--unread')).toHaveCount(2);
    await page.goto('/account/notification');
    await expect(page.getByText('2 unread notifications.')).toBeVisible();
    await expect(items.filter({ hasText: 'You are invited to an interview for' })).toHaveCount(1);
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect(page.locator('.notifications__item--unread')).toHaveCount(0);
    await expect(page.getByText('0 unread notifications.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
    await context.close();
  });

  test('an interview invitation shows when and how, and the candidate answers it; asking for another time needs a note', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/auth/login?redirect=${encodeURIComponent('/account/interview-action')}`);
    await page.getByLabel('Email').fill('demo@example.com');
    await page.getByLabel('Password', { exact: true }).fill('demo12345');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}/account/interview-action`);
    const invitation = page.getByTestId('interview').first();
    await expect(invitation).toContainText('Video call');
    await expect(invitation.getByRole('link', { name: 'Join the meeting' })).toHaveAttribute('href', /^https:\/\//);
    await invitation.getByLabel('Please suggest another time').check();
    await invitation.getByRole('button', { name: 'Send answer' }).click();
    await expect(page.locator('.field-error').first()).toContainText('Suggest times that suit you');
    await page.getByTestId('interview').first().getByLabel('Note for the employer').fill('Any morning next week suits me.');
    await page.getByTestId('interview').first().getByRole('button', { name: 'Send answer' }).click();
    await expect(page.locator('.form-alert--success')).toContainText('Your request for another time has been sent');
    await page.goto('/account/interview-action');
    await expect(page.getByTestId('interview-answer').first()).toContainText('Please suggest another time');
    await expect(page.getByTestId('interview-answer').first()).toContainText('Any morning next week suits me.');
    await page.getByTestId('interview').first().getByLabel('I will attend').check();
    await page.getByTestId('interview').first().getByRole('button', { name: 'Send answer' }).click();
    await page.goto('/id/account/interview-action');
    await expect(page.getByTestId('interview-answer').first()).toContainText('Saya akan hadir');
    await context.close();
  });

  for (const js of [true, false]) {
    test(`saved jobs are listed on the account page, open ones as cards and closed ones apart, and can be unsaved there (${js ? 'with' : 'without'} JavaScript)`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: js });
      const page = await context.newPage();
      const email = `saved-${js ? 'js' : 'nojs'}-${Date.now()}@example.com`;
      await createAccount(request, { name: 'Dewi Saputri', email, password: 'simpan-kerja-1' });
      const { remote, closed } = await seedJobs();
      await page.goto(`/auth/login?redirect=${encodeURIComponent('/account/bookmark')}`);
      if (js) await waitForHydration(page);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('simpan-kerja-1');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page).toHaveURL(`${BASE_URL}/account/bookmark`);
      await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();

      for (const job of [remote, closed]) {
        await page.goto(`/job/${job.slug}/${job.identifier}`);
        if (js) await waitForHydration(page);
        const save = page.locator('.job-actions .bookmark-button');
        await save.click();
        await expect(save).toHaveAttribute('aria-pressed', 'true');
      }
      await page.goto('/account/bookmark');
      if (js) await waitForHydration(page);
      await expect(page.getByText('You have saved 2 jobs.')).toBeVisible();
      await expect(page.locator(`${CARD}`, { hasText: remote.position })).toHaveCount(1);
      const closedList = page.locator('.saved-jobs__closed');
      await expect(closedList.getByRole('heading', { name: 'No longer accepting applications' })).toBeVisible();
      await expect(closedList.getByRole('link', { name: closed.position })).toHaveAttribute(
        'href',
        `/job/${closed.slug}/${closed.identifier}`,
      );
      // Unsaving from the list takes the job off it.
      await closedList.locator('.bookmark-button').click();
      await expect(async () => {
        await page.goto('/account/bookmark');
        await expect(page.getByText('You have saved 1 job.')).toBeVisible({ timeout: 1000 });
      }).toPass();
      await expect(page.locator('.saved-jobs__closed')).toHaveCount(0);
      // A list that shrank under an open page: a page past the end shows the last one, and
      // unsaving its last job there shows the empty list (it was a 404, or a blank window with JS).
      await page.goto('/account/bookmark?page=2');
      if (js) await waitForHydration(page);
      const last = page.locator(CARD, { hasText: remote.position });
      await expect(last).toHaveCount(1);
      await last.locator('.bookmark-button').click();
      await expect(page.getByRole('heading', { name: 'No saved jobs yet' })).toBeVisible();
      await context.close();
    });
  }

  for (const js of [true, false]) {
    test(`saving a job from a page opened before it was saved keeps it saved (${js ? 'with' : 'without'} JavaScript)`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: js });
      const [first, second] = [await context.newPage(), await context.newPage()];
      await first.goto(`/auth/login?redirect=${encodeURIComponent('/explore-jobs?q=accounting')}`);
      await first.getByLabel('Email').fill('demo@example.com');
      await first.getByLabel('Password', { exact: true }).fill('demo12345');
      await first.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(first).toHaveURL(`${BASE_URL}/explore-jobs?q=accounting`);
      const button = (page: Page) => page.locator(`${CARD} .bookmark-button`).first();
      if (js) await waitForHydration(first);
      if ((await button(first).getAttribute('aria-pressed')) === 'true') await button(first).click();
      await expect(button(first)).toHaveAttribute('aria-pressed', 'false');
      // Two tabs show the job unsaved; saving it in both leaves it saved, not unsaved again.
      await second.goto('/explore-jobs?q=accounting');
      if (js) await Promise.all([waitForHydration(first), waitForHydration(second)]);
      await button(first).click();
      await expect(button(first)).toHaveAttribute('aria-pressed', 'true');
      await button(second).click();
      await expect(button(second)).toHaveAttribute('aria-pressed', 'true');
      await first.reload();
      if (js) await waitForHydration(first);
      await expect(button(first)).toHaveAttribute('aria-pressed', 'true');
      await button(first).click();
      await expect(button(first)).toHaveAttribute('aria-pressed', 'false');
      await context.close();
    });
  }

  test('a guest who writes in the application and is sent to log in finds the text again, and it is gone once sent', async ({
    page,
    request,
  }) => {
    const email = `draft-${Date.now()}@example.com`;
    await createAccount(request, { name: 'Dimas Pratama', email, password: 'lamar-kerja-2' });
    const { withQuestions: job } = await seedJobs();
    const path = `/job/${job.slug}/${job.identifier}/questions`;
    await page.goto(path);
    await waitForHydration(page);
    const letter = 'Saya berpengalaman tiga tahun di bidang ini.\nSaya siap bekerja.';
    const box = page.locator('textarea[name="short_description"]');
    await box.fill(letter);
    await page.getByRole('button', { name: 'Send application' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(`${BASE_URL}/auth/login?redirect=${encodeURIComponent(path)}`);
    await waitForHydration(page);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('lamar-kerja-2');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(`${BASE_URL}${path}`);
    await waitForHydration(page);
    await expect(box).toHaveValue(letter);
    for (const fieldset of await page.locator('.choice-field').all()) await fieldset.locator('input').last().check();
    for (const other of await page.locator('.apply-form textarea:not([name="short_description"])').all()) await other.fill('Siap.');
    // A reload keeps the screening answers as well as the letter.
    await page.reload();
    await waitForHydration(page);
    await expect(box).toHaveValue(letter);
    for (const fieldset of await page.locator('.choice-field').all()) await expect(fieldset.locator('input').last()).toBeChecked();
    for (const other of await page.locator('.apply-form textarea:not([name="short_description"])').all())
      await expect(other).toHaveValue('Siap.');
    await page.getByLabel(/I agree to the terms/).check();
    await page.getByRole('button', { name: 'Send application' }).click();
    await expect(page.getByTestId('application-status')).toContainText('has been sent');
    expect(await page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('karir:draft:')))).toEqual([]);
  });
});
