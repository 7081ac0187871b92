import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  startFacebookStandIn,
  type TFacebookStandIn,
} from '../../api/src/modules/social/connectors/facebook-stand-in.ts';
import {
  expect,
  expectNoSeriousViolations,
  expectScreenReady,
  registerUser,
  test,
  useToken,
  withDatabase,
} from './fixtures.ts';

/*
 * Connected pages (`/social/connections` and the OAuth return screen, issue 16 item 5). The test
 * server runs with the connectors off, so both platforms read "Not set up on this server"; pages are
 * put straight into the database to show and disconnect them. A second API instance on the same
 * database with Facebook set up against the local stand-in of the Graph API connects for real (the
 * consent page, which would be facebook.com, is answered by the test).
 */

test('with no platform set up, both are listed honestly, without a Connect button', async ({
  page,
  request,
  signIn,
}) => {
  const user = await registerUser(request);
  await signIn(user, '/social/connections');
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Connected pages' })).toBeVisible();
  for (const platform of ['facebook', 'linkedin']) {
    const section = page.getByTestId(`platform-${platform}`);
    await expect(section.getByText('Not set up on this server')).toBeVisible();
    await expect(section.getByRole('button')).toHaveCount(0);
  }
  await expect(page.getByText('No Facebook Pages connected yet.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/social/posts');
  await expectNoSeriousViolations(page);
});

test('a connected page shows with its status and is disconnected after a confirmation', async ({
  page,
  request,
  signIn,
}) => {
  const user = await registerUser(request);
  await withDatabase((client) =>
    client.query(
      `insert into social_connections (user_id, platform, external_id, name, access_token_encrypted, status, token_expires_at)
       values ($1, 'facebook', '1001', 'Rina Tea Stall', 'sealed', 'active', now() + interval '50 days'),
              ($1, 'linkedin', 'urn:li:organization:7', 'Rina Crafts', 'sealed', 'expired', null)`,
      [user.id],
    ),
  );
  await signIn(user, '/social/connections');
  await expectScreenReady(page);
  const facebook = page.getByTestId('platform-facebook');
  const linkedin = page.getByTestId('platform-linkedin');
  await expect(facebook.getByTestId('connection-name')).toHaveText('Rina Tea Stall');
  await expect(facebook.getByTestId('connection-status')).toHaveText('Active');
  await expect(facebook.getByText(/^Connected .* · Access until /)).toBeVisible();
  await expect(linkedin.getByTestId('connection-status')).toHaveText('Expired: reconnect');
  await expect(
    linkedin.getByText('LinkedIn no longer accepts this connection.', { exact: false }),
  ).toBeVisible();
  // LinkedIn is not set up here, so there is nothing to reconnect with.
  await expect(linkedin.getByRole('button', { name: /Reconnect/ })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await facebook.getByRole('button', { name: 'Disconnect Rina Tea Stall' }).click();
  const dialog = page.getByTestId('confirm-dialog');
  await expect(dialog.getByRole('heading', { name: 'Disconnect Rina Tea Stall?' })).toBeVisible();
  await expect(dialog).toContainText('Scheduled posts to this page will not be published there.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(facebook.getByTestId('connection')).toHaveCount(1);

  await facebook.getByRole('button', { name: 'Disconnect Rina Tea Stall' }).click();
  await dialog.getByTestId('confirm-action').click();
  await expect(page.getByTestId('toast')).toContainText('Rina Tea Stall was disconnected.');
  await expect(facebook.getByTestId('connection')).toHaveCount(0);
  await expect(facebook.getByText('No Facebook Pages connected yet.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Facebook' })).toBeFocused();
  await expect(linkedin.getByTestId('connection')).toHaveCount(1);
  const left = await withDatabase((client) =>
    client.query('select name from social_connections where user_id = $1', [user.id]),
  );
  expect(left.rows).toEqual([{ name: 'Rina Crafts' }]);
});

test('the return screen says why nothing was connected, and keeps no code in the address', async ({
  page,
  request,
  signIn,
}) => {
  const user = await registerUser(request);
  await signIn(user, '/social/connections/callback/facebook?error=access_denied&error_reason=user_denied');
  await expect(page.getByTestId('connect-failed')).toContainText(
    'You did not allow Haat to use your Facebook pages, so nothing was connected.',
  );
  await expect(page).toHaveURL(/\/social\/connections\/callback\/facebook$/);
  await expectNoSeriousViolations(page);

  // A made-up code and state: this server has no Facebook set up, and says so (no "Start again").
  await page.goto('/social/connections/callback/facebook?code=made-up&state=forged.state');
  await expect(page.getByTestId('connect-failed')).toContainText('Facebook is not set up on this server.');
  await expect(page).toHaveURL(/\/social\/connections\/callback\/facebook$/);
  await expect(page.getByRole('button', { name: 'Start again' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to connected pages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connected pages' })).toBeVisible();
});

test.describe('with Facebook set up (a second API instance against the Graph API stand-in)', () => {
  test.describe.configure({ mode: 'serial' });

  const root = resolve(import.meta.dirname, '../../..');
  const firstDataDir = process.env.E2E_DATA_DIR || resolve(root, '.cache/e2e-data');
  const port = Number(process.env.PORT || 4310) + 10_000;
  const base = `http://localhost:${port}`;
  let standIn: TFacebookStandIn;
  let output = '';
  let server: ChildProcess | undefined;
  let dataDir: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    standIn = await startFacebookStandIn();
    dataDir = mkdtempSync(join(tmpdir(), 'haat-e2e-connect-'));
    const password = readFileSync(resolve(firstDataDir, 'pg-password'), 'utf8').trim();
    const pgPort = Number(process.env.PG_PORT || 54329);
    server = spawn(process.execPath, ['apps/api/dist/server.js'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/haat`,
        APP_KEY: readFileSync(resolve(firstDataDir, 'app-key'), 'utf8').trim(),
        APP_URL: base,
        SEED_DEMO: 'false',
        RATE_LIMIT_FACTOR: '50',
        NODE_ENV: 'development',
        FACEBOOK_APP_ID: standIn.appId,
        FACEBOOK_APP_SECRET: standIn.appSecret,
        FACEBOOK_GRAPH_BASE: standIn.graphBase,
      },
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    for (let i = 0; i < 240; i += 1) {
      const up = await fetch(`${base}/api/health`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (up) return;
      if (server.exitCode !== null)
        throw new Error(`The second API stopped (${server.exitCode}):\n${output}`);
      await new Promise((done) => setTimeout(done, 500));
    }
    throw new Error(`The second API did not start:\n${output}`);
  });

  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const stopped = new Promise((done) => server?.once('exit', done));
      server.kill('SIGTERM');
      await stopped;
    }
    await standIn?.stop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('Connect Facebook goes to the consent page and back, and the pages are connected', async ({
    page,
    request,
  }) => {
    const user = await registerUser(request);
    // The consent dialog on facebook.com: "approved", back to the callback with a code and the state.
    await page.route('https://www.facebook.com/**', async (route) => {
      const asked = new URL(route.request().url());
      const redirectUri = asked.searchParams.get('redirect_uri') ?? '';
      const back = new URL(redirectUri);
      back.searchParams.set('code', standIn.issueCode(redirectUri));
      back.searchParams.set('state', asked.searchParams.get('state') ?? '');
      await route.fulfill({
        contentType: 'text/html',
        body: `<script>location.replace(${JSON.stringify(back.toString())})</script>`,
      });
    });
    await useToken(page, user.token, `${base}/social/connections`);
    const facebook = page.getByTestId('platform-facebook');
    await expect(page.getByTestId('not-set-up-linkedin')).toBeVisible();
    await facebook.getByRole('button', { name: 'Connect Facebook' }).click();

    await expect(page.getByTestId('connect-done')).toBeVisible();
    await expect(page.getByRole('heading', { name: '2 pages connected' })).toBeFocused();
    const connected = page.getByTestId('connected-page');
    await expect(connected).toHaveCount(2);
    await expect(page.getByTestId('connect-done')).toContainText('Rahim Tea House');
    await expect(page.getByTestId('connect-done')).toContainText('Nusrat Crafts');
    await expect(page).toHaveURL(`${base}/social/connections/callback/facebook`);
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: 'Back to connected pages' }).click();
    await expect(facebook.getByTestId('connection-name')).toHaveText(['Nusrat Crafts', 'Rahim Tea House']);
    await expect(facebook.getByTestId('connection-status')).toHaveText(['Active', 'Active']);
  });

  test('a forged state is refused, with a way to start again', async ({ page, request }) => {
    const user = await registerUser(request);
    await useToken(
      page,
      user.token,
      `${base}/social/connections/callback/facebook?code=abc&state=forged.state`,
    );
    await expect(page.getByTestId('connect-failed')).toContainText(
      'The connection took too long or came from elsewhere: start again.',
    );
    await expect(page.getByRole('button', { name: 'Start again' })).toBeVisible();
  });
});
