import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { createAccount, expect, test, waitForHydration } from './fixtures';

/**
 * The candidate profile editor (/account/edit-profile), the public profile it feeds, and the
 * JSON API under /api/profile: as a candidate uses them, with JavaScript off and on, one path
 * in Indonesian, and as another candidate who must not read or change someone else's profile.
 */
let serial = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++serial}@example.com`;
const PASSWORD = 'rahasia-123';

async function newCandidate(request: APIRequestContext, name: string): Promise<{ email: string; auth: Record<string, string> }> {
  const email = uniqueEmail(name.split(' ')[0]!.toLowerCase());
  await createAccount(request, { name, email, password: PASSWORD });
  const login = await request.post('/api/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  return { email, auth: { Authorization: `Bearer ${((await login.json()) as { token: string }).token}` } };
}

async function logIn(page: Page, email: string, js: boolean, prefix = '') {
  await page.goto(`${prefix}/auth/login`);
  if (js) await waitForHydration(page);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.getByRole('button', { name: /^(Log in|Masuk)$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/account/edit-profile$`));
}

const section = (page: Page, name: string) => page.getByRole('form', { name, exact: true });
const percent = (page: Page) => page.getByTestId('completion-percent');

async function identifierOf(request: APIRequestContext, auth: Record<string, string>): Promise<string> {
  const response = await request.get('/api/profile', { headers: auth });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { identifier: string } }).data.identifier;
}

async function anonymousStatus(browser: Browser, path: string): Promise<number> {
  const context = await browser.newContext();
  const response = await context.request.get(path);
  await context.close();
  return response.status();
}

test.describe('profile editor without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('fill every section from empty, see errors beside fields, and find it all on the public profile', async ({
    page,
    request,
    browser,
  }) => {
    // Every save is a full page post and render: a long walk.
    test.setTimeout(120_000);
    const ayu = await newCandidate(request, 'Ayu Lestari');
    await logIn(page, ayu.email, false);
    await expect(percent(page)).toHaveText('0% complete');
    // A new profile is private, and the editor says so rather than promising employers will find it.
    await expect(section(page, 'Who can see my profile').getByLabel('Private')).toBeChecked();
    await expect(page.locator('.lead')).toHaveText(
      'Each card saves on its own. Every application you send carries your profile, so complete it before you apply. Your profile starts private: only you and the employers you apply to see it, until you make it public under “Who can see my profile”.',
    );
    await expect(page.getByText('Completing your profile does not make it public', { exact: false })).toBeAttached();

    // Basic info: a bad phone and a birth date in the future are refused beside their fields, typed values kept.
    const basic = section(page, 'Basic info');
    await basic.getByLabel('Headline').fill('Data analyst');
    await basic.getByLabel('Phone number').fill('12ab');
    await basic.getByLabel('Date of birth').fill('2090-01-01');
    await basic.getByLabel('Gender').selectOption('female');
    await basic.getByRole('button', { name: 'Save' }).click();
    const failed = section(page, 'Basic info');
    // Beside each field (the first message is also the form's summary at the top).
    await expect(
      failed.locator('.field-error', { hasText: 'Invalid phone number, e.g. +62 812-3456-7890 or 0812 3456 7890' }),
    ).toBeVisible();
    await expect(failed.locator('.field-error', { hasText: 'Date of birth cannot be in the future' })).toBeVisible();
    await expect(failed.getByLabel('Headline')).toHaveValue('Data analyst');
    await expect(failed.getByLabel('Phone number')).toHaveAttribute('aria-invalid', 'true');
    await expect(failed.getByLabel('Gender')).toHaveValue('female');

    await failed.getByLabel('Phone number').fill('0812 3456 7890');
    await failed.getByLabel('Date of birth').fill('1995-08-17');
    await failed.getByLabel('City').selectOption({ label: 'Bandung' });
    await failed.getByRole('button', { name: 'Save' }).click();
    await expect(section(page, 'Basic info').getByRole('status')).toHaveText('Saved');
    await expect(percent(page)).toHaveText('15% complete');
    await expect(section(page, 'Basic info').getByLabel('Phone number')).toHaveValue('+6281234567890');

    await section(page, 'About me').getByLabel('About me').fill('I turn messy spreadsheets into clear reports.\nSecond line.');
    await section(page, 'About me').getByRole('button', { name: 'Save' }).click();
    await expect(percent(page)).toHaveText('25% complete');

    // Work experience: end before start refused; add, edit, delete.
    const addWork = section(page, 'Add work experience');
    await addWork.getByLabel('Company').fill('PT Maju Jaya');
    await addWork.getByLabel('Job position').fill('Junior Analyst');
    await addWork.getByLabel('Start month').selectOption('6');
    await addWork.getByLabel('Start year').fill('2021');
    await addWork.getByLabel('End month').selectOption('3');
    await addWork.getByLabel('End year').fill('2020');
    await addWork.getByRole('button', { name: 'Add' }).click();
    await expect(
      section(page, 'Add work experience').locator('.field-error', { hasText: 'The end cannot be before the start' }),
    ).toBeVisible();
    await expect(section(page, 'Add work experience').getByLabel('Company')).toHaveValue('PT Maju Jaya');
    await section(page, 'Add work experience').getByLabel('End year').fill('2022');
    await section(page, 'Add work experience').getByRole('button', { name: 'Add' }).click();
    await expect(page.locator('#work-experience .profile-item')).toHaveCount(1);

    const addCurrent = section(page, 'Add work experience');
    await page.locator('#work-experience .profile-disclosure--add summary').click();
    await addCurrent.getByLabel('Company').fill('PT Data Nusantara');
    await addCurrent.getByLabel('Job position').fill('Data Analyst');
    await addCurrent.getByLabel('Start month').selectOption('4');
    await addCurrent.getByLabel('Start year').fill('2022');
    await addCurrent.getByLabel('I am still working here').check();
    await expect(addCurrent.getByLabel('End year')).toBeHidden();
    await addCurrent.getByRole('button', { name: 'Add' }).click();
    const items = page.locator('#work-experience .profile-item');
    await expect(items).toHaveCount(2);
    await expect(items.first()).toContainText('Data Analyst');
    await expect(items.first()).toContainText('present');

    await items.nth(1).getByText('Edit', { exact: true }).click();
    const edit = section(page, 'Edit Junior Analyst');
    await edit.getByLabel('Job position').fill('Analyst');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('#work-experience .profile-item').nth(1)).toContainText('Analyst');
    await page.locator('#work-experience .profile-item').nth(1).getByRole('button', { name: 'Delete' }).click();
    await expect(page.locator('#work-experience .profile-item')).toHaveCount(1);

    const addEducation = section(page, 'Add education');
    await addEducation.getByLabel('Institution').fill('Universitas Indonesia');
    await addEducation.getByLabel('Degree').selectOption('bachelor');
    await addEducation.getByLabel('Field of study').fill('Statistics');
    await addEducation.getByRole('button', { name: 'Add' }).click();
    const addOrganization = section(page, 'Add organization experience');
    await addOrganization.getByLabel('Organization name').fill('Himpunan Statistika');
    await addOrganization.getByLabel('Job position').fill('Treasurer');
    await addOrganization.getByRole('button', { name: 'Add' }).click();
    const addAward = section(page, 'Add an award');
    await addAward.getByLabel('Award name').fill('Best Thesis');
    await addAward.getByRole('button', { name: 'Add' }).click();

    await section(page, 'Skills').getByLabel('Skills').fill('SQL, Power BI');
    await section(page, 'Skills').getByRole('button', { name: 'Save' }).click();

    const interest = section(page, 'Interest');
    await interest.getByLabel('Field of interest').selectOption({ label: 'Information Technology' });
    // A dot is the decimal point (spec), and rupiah have none: refused with a message, not misread.
    await interest.getByLabel('Current salary (per month)').fill('12500000.5');
    await interest.getByLabel('Expected salary (per month)').fill('9.500.000');
    await interest.getByRole('button', { name: 'Save' }).click();
    await expect(
      section(page, 'Interest').locator('.field-error', {
        hasText: 'Rupiah have no decimals: enter whole rupiah, e.g. 12,500,000 (not 12,500,000.50).',
      }),
    ).toBeVisible();
    await expect(
      section(page, 'Interest').locator('.field-error', { hasText: 'Enter an amount with commas between thousands, e.g. 12,500,000.' }),
    ).toBeVisible();
    await expect(section(page, 'Interest').getByLabel('Current salary (per month)')).toHaveValue('12500000.5');
    await section(page, 'Interest').getByLabel('Current salary (per month)').fill('');
    await section(page, 'Interest').getByLabel('Expected salary (per month)').fill('12,000,000');
    await section(page, 'Interest').getByLabel('Full-time').check();
    await section(page, 'Interest').getByRole('button', { name: 'Save' }).click();
    await expect(section(page, 'Interest').getByLabel('Expected salary (per month)')).toHaveValue('12,000,000');

    await section(page, 'Social links').getByLabel('LinkedIn').fill('javascript:alert(1)');
    await section(page, 'Social links').getByRole('button', { name: 'Save' }).click();
    await expect(section(page, 'Social links').locator('.field-error')).toHaveText('Invalid URL');
    await section(page, 'Social links').getByLabel('LinkedIn').fill('https://www.linkedin.com/in/ayu-example');
    await section(page, 'Social links').getByRole('button', { name: 'Save' }).click();
    // Everything a candidate can fill here: 15 + 10 + 15 + 3 + 10 + 10 + 2 + 10 + 5 (files and tests are elsewhere).
    await expect(percent(page)).toHaveText('80% complete');

    // Private by default: 404 for anyone else, a preview for the owner; public once switched.
    const identifier = await identifierOf(request, ayu.auth);
    expect(await anonymousStatus(browser, `/profile/${identifier}`)).toBe(404);
    await page.goto(`/profile/${identifier}`);
    await expect(page.getByText('Preview: your profile is private')).toBeVisible();
    await page.goto('/account/edit-profile');
    await section(page, 'Who can see my profile').getByLabel('Public').check();
    await section(page, 'Who can see my profile').getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Your profile is public.')).toBeVisible();

    const visitor = await browser.newContext({ javaScriptEnabled: false });
    const view = await visitor.newPage();
    expect((await view.goto(`/profile/${identifier}`))?.status()).toBe(200);
    await expect(view.getByRole('heading', { name: 'Ayu Lestari', level: 1 })).toBeVisible();
    for (const text of [
      'Data analyst',
      'I turn messy spreadsheets',
      'PT Data Nusantara',
      'Universitas Indonesia',
      'Himpunan Statistika',
      'Best Thesis',
      'SQL',
      'Power BI',
      'Information Technology',
      'Bandung',
    ]) {
      await expect(view.getByText(text).first()).toBeVisible();
    }
    await expect(view.locator('#main').getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      'https://www.linkedin.com/in/ayu-example',
    );
    await expect(view.getByText('+6281234567890')).toHaveCount(0);
    await expect(view.getByText('Preview: your profile is private')).toHaveCount(0);
    await visitor.close();
  });
});

test.describe('profile editor with JavaScript, in Indonesian', () => {
  test('saves without reload with a toast, skills from the keyboard, grouped rupiah, meter rises', async ({ page, request }) => {
    test.setTimeout(60_000);
    const budi = await newCandidate(request, 'Budi Santoso');
    await logIn(page, budi.email, true, '/id');
    await waitForHydration(page);
    await expect(percent(page)).toHaveText('0% lengkap');

    const about = section(page, 'Tentang saya');
    await about.getByLabel('Tentang saya').fill('Saya suka data.');
    await expect(about.getByText('Ada perubahan yang belum disimpan')).toBeVisible();
    await about.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.locator('.toast')).toHaveText('Tersimpan');
    await expect(percent(page)).toHaveText('10% lengkap');
    await expect(page).toHaveURL(/\/id\/account\/edit-profile$/);

    // Errors inline, no dialog: focus lands on the field.
    const links = section(page, 'Tautan sosial');
    await links.getByLabel('GitHub').fill('bukan url');
    await links.getByRole('button', { name: 'Simpan' }).click();
    await expect(links.locator('.field-error')).toContainText('URL');
    await expect(links.getByLabel('GitHub')).toBeFocused();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Skills by keyboard: search, arrow to an option, Enter; type a new one, Enter.
    const skills = section(page, 'Keahlian');
    const box = skills.getByRole('combobox', { name: 'Keahlian' });
    await box.focus();
    await box.pressSequentially('postgre');
    await expect(skills.getByRole('option', { name: 'PostgreSQL' })).toBeVisible();
    await box.press('Enter');
    await box.pressSequentially('zzqq');
    await expect(skills.getByText('Maaf, tidak ada pilihan yang cocok.')).toBeVisible();
    await expect(skills.locator('.multi-picker__menu')).toHaveCSS('max-height', '350px');
    await box.press('Enter');
    await expect(skills.locator('.multi-picker__chip')).toHaveText(['PostgreSQL×', 'zzqq×']);
    await skills.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.locator('.toast')).toHaveText('Tersimpan');
    await expect(percent(page)).toHaveText('20% lengkap');

    // Rupiah grouped as typed (money inputs: comma thousands, dot decimal), saved as whole rupiah.
    const interest = section(page, 'Minat');
    await interest.getByLabel('Bidang minat').selectOption({ index: 1 });
    const current = interest.getByLabel('Gaji saat ini (per bulan)');
    await current.focus();
    await current.pressSequentially('12500000.5');
    // The dot stays a decimal point (it used to vanish: 125,000,005), and the server refuses it.
    await expect(current).toHaveValue('12,500,000.5');
    await interest.getByRole('button', { name: 'Simpan' }).click();
    await expect(interest.locator('.field-error')).toHaveText(
      'Rupiah tidak memakai desimal: masukkan rupiah bulat, mis. 12,500,000 (bukan 12,500,000.50).',
    );
    expect(
      ((await (await request.get('/api/profile', { headers: budi.auth })).json()) as { data: { currentSalary: number | null } }).data
        .currentSalary,
    ).toBeNull();
    await current.fill('');
    const expected = interest.getByLabel('Gaji yang diharapkan (per bulan)');
    await expected.focus();
    await expected.pressSequentially('9500000');
    await expect(expected).toHaveValue('9,500,000');
    await interest.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.locator('.toast')).toHaveText('Tersimpan');
    await expect(percent(page)).toHaveText('30% lengkap');
    const saved = (await (await request.get('/api/profile', { headers: budi.auth })).json()) as {
      data: { expectedSalary: number; skills: string[] };
    };
    expect(saved.data).toMatchObject({ expectedSalary: 9_500_000, skills: ['PostgreSQL', 'zzqq'] });

    // Leaving with unsaved changes asks first.
    await section(page, 'Tentang saya').getByLabel('Tentang saya').fill('Belum disimpan');
    await page.getByRole('link', { name: 'Lamaran saya' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Batal' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    // So does a link in a part of the page React never hydrated (the main menu, frozen-part.tsx).
    const editor = page.url();
    await page.locator('nav.main-nav a').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(page.url()).toBe(editor);
  });
});

test.describe('profile access', () => {
  test("another candidate can neither read a private profile nor change someone else's items, by API or form", async ({
    browser,
    request,
  }) => {
    const ayu = await newCandidate(request, 'Ayu Pertiwi');
    const budi = await newCandidate(request, 'Budi Hartono');
    const added = await request.post('/api/profile/work-experiences', {
      headers: ayu.auth,
      data: { company_name: 'PT Ayu', position: 'Lead', start_month: 1, start_year: 2020, is_current: true },
    });
    expect(added.status()).toBe(201);
    const { id } = ((await added.json()) as { data: { id: number } }).data;
    const identifier = await identifierOf(request, ayu.auth);

    // Budi by API: the item is not his, so it is not there.
    expect(
      (
        await request.put(`/api/profile/work-experiences/${id}`, {
          headers: budi.auth,
          data: { company_name: 'Hacked', position: 'x', start_month: 1, start_year: 2020, is_current: true },
        })
      ).status(),
    ).toBe(404);
    expect((await request.delete(`/api/profile/work-experiences/${id}`, { headers: budi.auth })).status()).toBe(404);
    expect((await request.get('/api/profile')).status()).toBe(401);

    // Budi in the browser: the private profile is a 404, and a form aimed at Ayu's item changes nothing.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await logIn(page, budi.email, false);
    expect((await page.goto(`/profile/${identifier}`))?.status()).toBe(404);
    await page.goto('/account/edit-profile');
    const addWork = section(page, 'Add work experience');
    await addWork.getByLabel('Company').fill('PT Budi');
    await addWork.getByLabel('Job position').fill('Staff');
    await addWork.getByLabel('Start month').selectOption('1');
    await addWork.getByLabel('Start year').fill('2019');
    await addWork.getByLabel('I am still working here').check();
    await addWork.getByRole('button', { name: 'Add' }).click();
    const deleteMine = section(page, 'Delete Staff');
    await deleteMine.locator('input[name="id"]').evaluate((input, target) => {
      (input as HTMLInputElement).value = String(target);
    }, id);
    await deleteMine.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This item no longer exists. Reload the page.')).toBeVisible();
    await context.close();

    const after = (await (await request.get('/api/profile', { headers: ayu.auth })).json()) as {
      data: { workExperiences: { id: number; companyName: string }[] };
    };
    expect(after.data.workExperiences).toEqual([expect.objectContaining({ id, companyName: 'PT Ayu' })]);
  });

  test('the API answers every section with 422 and an errors map for bad input, never a 500', async ({ request }) => {
    const cici = await newCandidate(request, 'Cici Paramitha');
    const junk: unknown[] = [
      {},
      [],
      'text',
      42,
      null,
      {
        full_name: 'x'.repeat(50_000),
        phone: { a: 1 },
        skills: [{}],
        job_types: 'NOPE',
        visibility: ['x'],
        start_year: 1e308,
        is_current: 'maybe',
        current_salary: -5,
        linkedin: 12,
      },
    ];
    for (const path of [
      'basic-info',
      'about-me',
      'skills',
      'interest',
      'social-links',
      'visibility',
      'work-experiences',
      'organizations',
      'educations',
      'awards',
    ]) {
      for (const data of junk) {
        const response = await request.fetch(`/api/profile/${path}`, {
          method: path.endsWith('s') && !['skills', 'social-links'].includes(path) ? 'POST' : 'PUT',
          headers: { ...cici.auth, 'Content-Type': 'application/json' },
          data: JSON.stringify(data),
        });
        expect(response.status(), `${path} ${JSON.stringify(data).slice(0, 40)}`).toBeLessThan(500);
      }
    }
    const bad = await request.put('/api/profile/basic-info', {
      headers: cici.auth,
      data: { full_name: '', phone: 'abc', date_of_birth: '2099-01-01' },
    });
    expect(bad.status()).toBe(422);
    expect(((await bad.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      full_name: ['Required field!'],
      phone: ['Invalid phone number, e.g. +62 812-3456-7890 or 0812 3456 7890'],
      date_of_birth: ['Date of birth cannot be in the future'],
    });
    const endBefore = await request.post('/api/profile/work-experiences', {
      headers: cici.auth,
      data: { company_name: 'A', position: 'B', start_month: 5, start_year: 2020, end_month: 1, end_year: 2020 },
    });
    expect(endBefore.status()).toBe(422);
    expect(((await endBefore.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      end_year: ['The end cannot be before the start'],
    });
    // The API refuses what the form refuses, by the same money rule.
    const money = await request.put('/api/profile/interest', {
      headers: cici.auth,
      data: { current_salary: 12500000.5, expected_salary: '9.500.000' },
    });
    expect(money.status()).toBe(422);
    expect(((await money.json()) as { errors: Record<string, string[]> }).errors).toEqual({
      current_salary: ['Rupiah have no decimals: enter whole rupiah, e.g. 12,500,000 (not 12,500,000.50).'],
      expected_salary: ['Enter an amount with commas between thousands, e.g. 12,500,000.'],
    });
    expect(
      (
        await request.put('/api/profile/interest', {
          headers: cici.auth,
          data: { current_salary: 12500000, expected_salary: '15,000,000' },
        })
      ).status(),
    ).toBe(200);
    expect((await request.put('/api/profile/work-experiences/abc', { headers: cici.auth, data: {} })).status()).toBe(404);
    expect((await request.post('/api/profile/basic-info', { headers: cici.auth, multipart: { full_name: 'x' } })).status()).toBe(415);
  });

  test('every editor form takes junk without a 500', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const dedi = await newCandidate(request, 'Dedi Kurniawan');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await logIn(page, dedi.email, false);
    const count = await page.locator('form[aria-label]').count();
    for (let index = 0; index < count; index += 1) {
      await page.goto('/account/edit-profile');
      const form = page.locator('form[aria-label]').nth(index);
      // Every field becomes a text box of junk; required ones are dropped from every other form.
      await form.evaluate(
        (element, drop) => {
          for (const field of [
            ...element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
              'input[name]:not([name^="$ACTION"]), select[name], textarea[name]',
            ),
          ]) {
            const junk = document.createElement('input');
            junk.type = 'hidden';
            junk.name = field.name;
            junk.value = '\u0000%s'.repeat(500) + '９９';
            field.replaceWith(junk);
            if (drop) junk.remove();
          }
        },
        index % 2 === 1,
      );
      // Folded forms (an item's edit) are sent as they are: the button need not be visible.
      const [response] = await Promise.all([
        // eslint-disable-next-line playwright/no-wait-for-navigation -- the final response of the post-redirect-get is what is checked; waitForURL does not give it.
        page.waitForNavigation(),
        form.evaluate((element) => (element as HTMLFormElement).requestSubmit()),
      ]);
      expect(response?.status(), `form ${index}`).toBeLessThan(500);
    }
    await context.close();
  });
});
