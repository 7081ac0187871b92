import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import {
  apiLogin,
  DEMO,
  expect,
  expectNoSeriousViolations,
  expectScreenReady,
  useToken as openWithToken,
  registerUser,
  type TTestUser,
  test,
} from './fixtures.ts';
import { authHeaders } from './money.ts';
import { api } from './shop.ts';

/*
 * Staff's identity review (`/admin/kyc`, decision 062): a person sends a national ID card through
 * the API; staff find it in the queue, look at the images, reject only the selfie with a typed
 * reason, approve the resent selfie, and the person's business page shows the verified badge, which
 * staff can also revoke there.
 */

type TPart = 'front' | 'back' | 'selfie';

/** A sharp-edged picture (blocks and text) as JPEG, so the server's blur check passes. */
async function picture(part: TPart): Promise<Buffer> {
  const [width, height] = part === 'selfie' ? [640, 800] : [1000, 640];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#eef3ee"/>
    <rect x="30" y="30" width="${width / 4}" height="${height / 2}" fill="#789"/>
    <text x="${width / 3}" y="100" font-size="40" font-family="sans-serif" fill="#123">${part.toUpperCase()} ${randomUUID().slice(0, 8)}</text>
    <text x="${width / 3}" y="180" font-size="34" font-family="sans-serif" fill="#123">RAHIM UDDIN 1234567890</text>
    <text x="${width / 3}" y="260" font-size="34" font-family="sans-serif" fill="#123">BORN 1990-01-01</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

async function upload(request: APIRequestContext, user: TTestUser, part: TPart): Promise<string> {
  const answer = await request.post(`/api/kyc/uploads?part=${part}`, {
    headers: await authHeaders(request, user.token),
    multipart: { file: { name: `${part}.jpg`, mimeType: 'image/jpeg', buffer: await picture(part) } },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return json.data.id as string;
}

/** A person who has sent a national ID card (front, back, selfie); answers the submission's id. */
async function submitNid(request: APIRequestContext, user: TTestUser): Promise<string> {
  const [front, back, selfie] = [
    await upload(request, user, 'front'),
    await upload(request, user, 'back'),
    await upload(request, user, 'selfie'),
  ];
  const status = await api<{ submission: { id: string } }>(request, user, 'POST', '/api/kyc/submission', {
    document_type: 'national_id',
    document_number: '1234567890',
    full_name: user.name,
    birth_date: '1990-01-01',
    front_upload_id: front,
    back_upload_id: back,
    selfie_upload_id: selfie,
  });
  return status.submission.id;
}

async function staff(request: APIRequestContext): Promise<TTestUser> {
  const token = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  return { ...(DEMO.admin as unknown as TTestUser), token };
}

/** A person with a unique name, so a test finds its own submission among others. */
function person(request: APIRequestContext, first: string) {
  // Letters only: the name is also the name on the document.
  const suffix = randomUUID()
    .replace(/-/g, '')
    .slice(0, 6)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'q');
  return registerUser(request, { name: `${first} ${suffix}` });
}

test('the queue lists a new submission with its person, document and round', async ({ page, request }) => {
  const user = await person(request, 'Ayesha Queue');
  await submitNid(request, user);
  await openWithToken(page, (await staff(request)).token, '/admin/kyc');
  await expect(page.getByRole('heading', { name: 'Identity verification', level: 1 })).toBeVisible();
  const filters = page.getByTestId('kyc-filters');
  await expect(filters.getByLabel('Status')).toHaveValue('pending');
  await expect(page.getByTestId('kyc-waiting')).toContainText('waiting');

  await filters.getByLabel('Search', { exact: true }).fill(user.email);
  await expect(page).toHaveURL(/q=/);
  const item = page.getByTestId('kyc-item').filter({ hasText: user.name });
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(user.email);
  await expect(item.getByTestId('document')).toHaveText('National ID card');
  await expect(item.getByTestId('round')).toHaveText('Round 1');
  await expect(item.getByTestId('status')).toHaveText('Waiting');
  await expect(page.getByTestId('kyc-total')).toHaveText('Showing 1 of 1');
  await expectScreenReady(page);
  await expectNoSeriousViolations(page);
  await expect(item.getByTestId('review-link')).toHaveAttribute('href', /\/admin\/kyc\/[0-9a-f-]{36}\?q=/);
});

test('the review shows the images large with zoom, and rejects only the selfie with a reason', async ({
  page,
  request,
}) => {
  const user = await person(request, 'Karim Selfie');
  const id = await submitNid(request, user);
  await openWithToken(page, (await staff(request)).token, `/admin/kyc/${id}`);
  await expect(page.getByRole('heading', { name: user.name, level: 1 })).toBeVisible();
  // Each image loads from its short-lived signed address (decision 067), with no token in the request.
  for (const part of ['front', 'back', 'selfie'])
    await expect(page.getByTestId(`image-${part}`).locator('img')).toHaveAttribute(
      'src',
      /\/api\/kyc\/files\/[0-9a-f-]+\/view\?reader=[0-9a-f-]+&expires=\d+&signature=/,
    );
  await expect
    .poll(() =>
      page
        .getByTestId('image-front')
        .locator('img')
        .evaluate((image: HTMLImageElement) => image.naturalWidth),
    )
    .toBeGreaterThan(0);
  await expect(page.getByTestId('full-name')).toHaveText(user.name);
  await expect(page.getByTestId('birth-date')).toContainText('age');

  await page.getByTestId('open-front').click();
  const viewer = page.getByTestId('image-viewer');
  await expect(viewer.getByTestId('viewer-image')).toBeVisible();
  await expect(viewer.getByTestId('zoom-level')).toHaveText('100%');
  await viewer.getByRole('button', { name: 'Zoom in' }).click();
  await expect(viewer.getByTestId('zoom-level')).toHaveText('150%');
  await page.keyboard.press('Escape');
  await expect(viewer).toBeHidden();
  await expectNoSeriousViolations(page);

  await page.getByTestId('reject').click();
  const dialog = page.getByRole('dialog', { name: 'Reject parts of this submission' });
  await dialog.getByTestId('confirm-action').click();
  await expect(dialog.getByText('Choose at least one part to reject.')).toBeVisible();
  await dialog.getByLabel('Reject: Selfie').check();
  await dialog.getByTestId('confirm-action').click();
  await expect(dialog.getByText('Choose a reason.')).toBeVisible();
  await dialog.getByLabel('Reason (Selfie)').selectOption('selfie_mismatch');
  await dialog.getByTestId('reject-message').fill('Please take the selfie without a cap.');
  await dialog.getByTestId('confirm-action').click();
  await expect(page.getByTestId('queue-notice')).toContainText(
    `Rejected 1 part of ${user.name}’s submission; they can send it again.`,
  );

  const status = await api<{
    status: string;
    submission: { note: string; parts: { part: string; status: string; reason: string | null }[] };
  }>(request, user, 'GET', '/api/kyc');
  expect(status.status).toBe('rejected');
  expect(status.submission.note).toBe('Please take the selfie without a cap.');
  expect(status.submission.parts.map((part) => `${part.part}:${part.status}:${part.reason}`)).toEqual([
    'details:accepted:null',
    'front:accepted:null',
    'back:accepted:null',
    'selfie:rejected:selfie_mismatch',
  ]);
});

/** A person with a business, whose selfie staff rejected and who sent a new one. */
async function resentSelfie(request: APIRequestContext) {
  const user = await person(request, 'Nasrin Again');
  const business = await api<{ id: string; slug: string; name: string }>(
    request,
    user,
    'POST',
    '/api/my/businesses',
    {
      name: `Nasrin Tea ${randomUUID().slice(0, 6)}`,
      type: 'retail',
      country: 'BD',
      district: 'bd-dhaka',
      city: 'Dhaka',
    },
  );
  const id = await submitNid(request, user);
  await api(request, await staff(request), 'POST', `/api/admin/kyc/${id}/reject`, {
    rejections: [{ part: 'selfie', reason: 'blurry' }],
  });
  const selfie = await upload(request, user, 'selfie');
  await api(request, user, 'POST', '/api/kyc/submission', { selfie_upload_id: selfie });
  return { user, business, id };
}

test('approving a resubmission shows the person verified and their business with the badge', async ({
  page,
  request,
}) => {
  const { user, business, id } = await resentSelfie(request);
  await openWithToken(page, (await staff(request)).token, `/admin/kyc/${id}`);
  await expect(page.getByRole('heading', { name: user.name, level: 1 })).toBeVisible();
  await expect(page.getByTestId('image-selfie').getByTestId('new-marker')).toBeVisible();
  await expect(page.getByTestId('image-front').getByTestId('new-marker')).toHaveCount(0);
  await expect(page.getByTestId('image-front')).toContainText('Accepted in an earlier round');
  await expect(page.getByTestId('history-rejected')).toContainText('Selfie: Blurred or unreadable');
  await expect(page.getByTestId('history-resubmitted')).toContainText('Selfie');
  await expect(page.getByTestId('identity-state')).toHaveText('Not verified');
  const row = page.getByTestId('kyc-business').filter({ hasText: business.name });
  await expect(row.getByTestId('badge-state')).toHaveText('No verified badge');

  await page.getByTestId('approve').click();
  const dialog = page.getByRole('dialog', { name: 'Approve this identity?' });
  await expect(dialog.getByTestId('confirm-user')).toHaveText(user.name);
  await dialog.getByTestId('confirm-action').click();
  await expect(page.getByTestId('queue-notice')).toContainText(`Approved: ${user.name} is now verified.`);

  // The decided case, opened again from the queue of approved ones.
  await page.goto(`/admin/kyc/${id}?status=approved`);
  await expect(page.getByRole('heading', { name: user.name, level: 1 }).getByTestId('status')).toHaveText(
    'Approved',
  );
  await expect(page.getByTestId('identity-state')).toContainText('Verified');
  await expect(row.getByTestId('badge-state')).toHaveText('Shows the verified badge');
  await expect(page.getByTestId('approve')).toHaveCount(0);
});

test('a verified owner’s business page shows the badge; staff revoke it there and let it follow the owner again', async ({
  page,
  request,
}) => {
  const { business, id } = await resentSelfie(request);
  await api(request, await staff(request), 'POST', `/api/admin/kyc/${id}/approve`, {});

  await openWithToken(page, (await staff(request)).token, `/b/${business.slug}`);
  const heading = page.getByRole('heading', { name: business.name, level: 1 });
  await expect(heading.getByTestId('verified-badge')).toBeVisible();
  const control = page.getByTestId('badge-choice');
  await expect(control.getByTestId('badge-owner')).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousViolations(page);

  await control.getByTestId('badge-revoked').click();
  await expect(control.getByTestId('badge-revoked')).toHaveAttribute('aria-pressed', 'true');
  await expect(heading.getByTestId('verified-badge')).toHaveCount(0);
  await control.getByTestId('badge-owner').click();
  await expect(control.getByTestId('badge-owner')).toHaveAttribute('aria-pressed', 'true');
  await expect(heading.getByTestId('verified-badge')).toBeVisible();
});

test('a guest sees the verified badge and no staff control', async ({ page, request }) => {
  const { business, id } = await resentSelfie(request);
  await api(request, await staff(request), 'POST', `/api/admin/kyc/${id}/approve`, {});
  await page.goto(`/b/${business.slug}`);
  await expect(
    page.getByRole('heading', { name: business.name, level: 1 }).getByTestId('verified-badge'),
  ).toBeVisible();
  await expect(page.getByTestId('badge-choice')).toHaveCount(0);
});
