// Issue 29 item 5, favourites: a signed-in student hearts a course on the home page's cards, finds it with the
// catalogue's filter "Lemmikud" and in the portal's /user/favourites, and takes it off the list again, on a
// phone and on a desktop.
import { test, expect } from '../../fixtures/index.ts';
import { createConfirmedStudent, loginWith } from '../../fixtures/accounts.ts';

for (const width of [375, 1280]) {
  test(`a student hearts a course, finds it under "Lemmikud" and in /user/favourites, and removes it (${width} px)`, async ({ page }, testInfo) => {
    test.slow(); // a new account and five pages on a shared machine
    await page.setViewportSize({ width, height: 900 });
    const student = await createConfirmedStudent(page, 'Liis');
    await loginWith(page, student.email, student.password);
    await expect(page).toHaveURL(/\/user\/my-courses$/);

    // the home page's popular courses carry the heart, not pressed for a new student
    await page.goto('/');
    const heart = page.getByRole('button', { name: /^Lemmik: / }).first();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    const course = ((await heart.getAttribute('aria-label')) ?? '').replace(/^Lemmik: /, '');
    expect(course).not.toBe('');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    // the catalogue's filter lists only that course, its heart pressed
    await page.goto('/courses');
    await expect(page.getByRole('button', { name: `Lemmik: ${course}` })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('link', { name: 'Lemmikud', exact: true }).click();
    await expect(page).toHaveURL(/\/courses\?favourites=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Lemmikkursused' })).toBeVisible();
    const list = page.getByTestId('course-list');
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list.getByRole('heading', { name: course })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Lemmikud', exact: true })).toHaveAttribute('aria-current', 'page');
    await page.screenshot({ path: testInfo.outputPath(`catalogue-favourites-${width}.png`), fullPage: true });

    // the portal's list has it; removing it there empties both lists
    await page.goto('/user/favourites');
    const card = page.getByRole('article', { name: course });
    await expect(card).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`portal-favourites-${width}.png`), fullPage: true });
    await card.getByRole('button', { name: /^Eemalda lemmikutest/ }).click();
    await expect(page.getByText('Lemmikuid veel pole.', { exact: false })).toBeVisible();
    await expect(page.getByRole('article', { name: course })).toHaveCount(0);

    await page.goto('/courses?favourites=1');
    await expect(page.getByText('Lemmikuid veel pole. Märgi kursus südamega, et see siit üles leida.')).toBeVisible();
    await expect(page.getByTestId('course-list')).toHaveCount(0);
    // and the whole catalogue shows the heart unpressed again
    await page.getByRole('link', { name: 'Kõik kursused' }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole('button', { name: `Lemmik: ${course}` })).toHaveAttribute('aria-pressed', 'false');
  });
}
