import { apiLogin, expect, test } from './fixtures.ts';

test('edit profile saves the name and shows it in the profile', async ({ page, freshUser, signIn }) => {
  await signIn(freshUser, '/profile/edit');
  const name = page.getByLabel('Full name');
  await expect(name).toHaveValue(freshUser.name);
  await name.fill('A');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await name.fill('Karim Chowdhury');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Your profile has been updated.')).toBeVisible();
  await page.goto('/profile');
  await expect(page.getByTestId('profile-name')).toHaveText('Karim Chowdhury');
});

test('settings: sessions can be revoked and the password changed', async ({
  page,
  request,
  freshUser,
  signIn,
}) => {
  const other = await apiLogin(request, freshUser.email, freshUser.password);
  await signIn(freshUser, '/settings');
  const rows = page.getByTestId('session-row');
  await expect(rows).toHaveCount(2);
  await rows.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('The session has been signed out.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  expect((await request.get('/user', { headers: { Authorization: `Bearer ${other}` } })).status()).toBe(401);

  const form = page.getByTestId('change-password-form');
  await form.getByLabel('Current password').fill('Not#MyPassword1');
  await form.getByLabel('New password').fill('Fresh#Password9');
  await form.getByLabel('Confirm password').fill('Fresh#Password9');
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('The current password is incorrect')).toBeVisible();
  await form.getByLabel('Current password').fill(freshUser.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();
  // This device keeps working with the new token; the old one is revoked.
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).not.toBe(freshUser.token);
  await page.reload();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByTestId('session-row')).toHaveCount(1);
});
