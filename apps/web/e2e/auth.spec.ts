import {
  expect,
  linkFrom,
  newestMail,
  registerUser,
  test,
  uniqueIdentity,
  watchForText,
} from './fixtures.ts';

test.describe('registration', () => {
  test('registers through the form with country, phone, strength meter and ?ref= prefill', async ({
    page,
    request,
  }) => {
    const referrer = await registerUser(request);
    const { email } = uniqueIdentity('reg');
    await page.goto(`/register?ref=${referrer.referral_code}`);
    await expect(page.getByLabel(/Referral code/)).toHaveValue(referrer.referral_code);

    // Field-level messages of spec section 5 from the shared schema.
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expect(page.getByText('Please accept the terms and conditions')).toBeVisible();

    await page.getByLabel('Full name').fill('Ayesha Rahman');
    await page.getByLabel('Email').fill(email);
    const country = page.getByLabel('Country');
    await expect(country.locator('option[value="AE"]')).toHaveCount(1);
    await country.selectOption('BD');
    await expect(page.getByTestId('dialing-code')).toHaveText('+880');

    // Too short a password is reported first (the shared schema checks fields before the whole form).
    await page.getByLabel('Phone number').fill('0501234567');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await expect(page.getByTestId('password-strength')).toHaveAttribute('data-score', '1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

    // A common password is weak on the meter, as the server (which refuses it) says.
    await page.getByLabel('Password', { exact: true }).fill('12345678');
    await expect(page.getByTestId('password-strength')).toHaveAttribute('data-score', '1');

    // A UAE number is not a valid Bangladeshi mobile number; the confirmation must match.
    await page.getByLabel('Password', { exact: true }).fill('Long#enough1');
    await page.getByLabel('Confirm password').fill('different');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Please enter a valid phone number')).toBeVisible();
    await expect(page.getByText('Passwords do not match')).toBeVisible();

    // The same number is fine once the United Arab Emirates is chosen.
    await country.selectOption('AE');
    await expect(page.getByTestId('dialing-code')).toHaveText('+971');
    await country.selectOption('BD');

    const phone = `017${String(Date.now()).slice(-8)}`;
    await page.getByLabel('Phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng#Passw0rd');
    await expect(page.getByTestId('password-strength')).toHaveAttribute('data-score', '4');
    await page.getByLabel('Confirm password').fill('Str0ng#Passw0rd');
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(
      page.getByText('Registration successful! Please check your email for verification link.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
    const mail = await newestMail(email);
    expect(mail.text).toContain('/verify-email?token=');
  });

  test('a guest sent to sign in registers instead and comes back to the page they wanted', async ({
    page,
  }) => {
    const { email } = uniqueIdentity('back');
    await page.goto('/login?redirect=%2Forders');
    await page.getByRole('main').getByRole('link', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/register\?redirect=%2Forders$/);
    await page.getByLabel('Full name').fill('Sumaiya Akter');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Phone number').fill(`018${String(Date.now()).slice(-8)}`);
    await page.getByLabel('Password', { exact: true }).fill('Str0ng#Passw0rd');
    await page.getByLabel('Confirm password').fill('Str0ng#Passw0rd');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { name: 'My orders' })).toBeVisible();
  });

  test('shows the server message at the field for a taken email', async ({ page, freshUser }) => {
    await page.goto('/register');
    await page.getByLabel('Full name').fill('Someone Else');
    await page.getByLabel('Email').fill(freshUser.email);
    await page.getByLabel('Phone number').fill(`018${String(Date.now()).slice(-8)}`);
    await page.getByLabel('Password', { exact: true }).fill('Another#Pass1');
    await page.getByLabel('Confirm password').fill('Another#Pass1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('This email address is already registered')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});

test('verifies the email address with the link from the outbox', async ({ page, freshUser, signIn }) => {
  const mail = await newestMail(freshUser.email);
  const link = linkFrom(mail.text, '/verify-email');
  await signIn(freshUser, '/profile');
  await expect(page.getByTestId('profile-name')).toHaveText(freshUser.name);
  await expect(page.getByText('Pending')).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('Your email address is verified.')).toBeVisible();
  await page.getByRole('link', { name: 'Dashboard' }).first().click();
  await page.goto('/profile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  // The same link does not work twice.
  await page.goto(link);
  await expect(page.getByRole('alert')).toContainText(/invalid or has expired/);
});

test.describe('login', () => {
  test('logs in by email and returns to the dashboard', async ({ page, freshUser }) => {
    await page.goto('/login');
    await page.getByLabel('Email or phone').fill(freshUser.email);
    await page.getByLabel('Password', { exact: true }).fill(freshUser.password);
    // The success message shows just before the redirect: record it rather than race it.
    const sawSuccess = await watchForText(page, 'Login successful! Redirecting...');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await sawSuccess()).toBe(true);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });

  test('logs in by phone number in national form', async ({ page, freshUser }) => {
    const national = `0${freshUser.phone.replace('+880', '')}`;
    await page.goto('/login');
    await page.getByLabel('Email or phone').fill(national);
    await page.getByLabel('Password', { exact: true }).fill(freshUser.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  });

  test("a browser that never chose a language takes the account's; one that chose keeps its own", async ({
    page,
    request,
  }) => {
    const user = await registerUser(request, { language: 'bn' });
    await page.goto('/login');
    await page.getByLabel('Email or phone').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { name: 'ড্যাশবোর্ড', level: 1 })).toBeVisible();

    // Signed out, this browser now chose বাংলা; it picks English and signs in again: English stays.
    await page.evaluate(() => {
      localStorage.removeItem('token');
      localStorage.setItem('language', 'en');
    });
    await page.goto('/login');
    await page.getByLabel('Email or phone').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('shows the server message at the field for wrong credentials', async ({ page, freshUser }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Email or phone is required')).toBeVisible();
    await page.getByLabel('Email or phone').fill(freshUser.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong#Password1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test.describe('logout', () => {
  test('menu log-out clears the session, revokes the token and goes to /', async ({
    page,
    freshUser,
    signIn,
    request,
  }) => {
    await signIn(freshUser, '/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await page.getByTestId('settings-menu-trigger').click();
    await page.getByTestId('menu-logout').click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Haat');
    const answer = await request.get('/user', { headers: { Authorization: `Bearer ${freshUser.token}` } });
    expect(answer.status()).toBe(401);
  });

  test('profile log-out goes to /login', async ({ page, freshUser, signIn }) => {
    await signIn(freshUser, '/profile');
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});

test('forgot password mails a link that resets the password', async ({ page, freshUser }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email or phone').fill(freshUser.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/a password reset link is on its way/)).toBeVisible();

  const mail = await newestMail(freshUser.email, 'Reset');
  const link = linkFrom(mail.text, '/reset-password');
  await page.goto(link);
  await expect(page.getByLabel('Email')).toHaveValue(freshUser.email);
  await page.getByLabel('New password').fill('Brand#New2025');
  await page.getByLabel('Confirm password').fill('Brand#New2025');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(/Your password has been reset/)).toBeVisible();

  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email or phone').fill(freshUser.email);
  await page.getByLabel('Password', { exact: true }).fill('Brand#New2025');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link works once.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('New password').fill('Other#Pass2025');
  await page.getByLabel('Confirm password').fill('Other#Pass2025');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert')).toContainText(/invalid or has expired/);
});
