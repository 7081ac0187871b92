import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  apiLogin,
  DEMO,
  expect,
  expectNoSeriousViolations,
  expectScreenReady,
  registerUser,
  type TTestUser,
  test,
} from './fixtures.ts';
import { authHeaders } from './money.ts';

/*
 * Identity verification (decision 062) at /kyc/verification: a new person sends a national ID with
 * its photos and sees it under review; after staff reject only the selfie, only the selfie can be
 * sent again; after approval the screen says verified and nothing can be changed. State other than
 * the step under test is set up through the API (staff decide through the admin API).
 */

/** A sharp-edged checkerboard JPEG (the server refuses blurred or small images). */
async function checkerboard(width: number, height: number, square = 24): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const dark = (Math.floor(x / square) + Math.floor(y / square)) % 2 === 0;
      pixels.fill(dark ? 30 : 230, (y * width + x) * 3, (y * width + x) * 3 + 3);
    }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

let photo: Buffer;
let tiny: Buffer;
test.beforeAll(async () => {
  photo = await checkerboard(800, 600);
  tiny = await checkerboard(300, 200, 10);
});

const jpeg = (name: string, buffer: Buffer) => ({ name, mimeType: 'image/jpeg', buffer });
/** The signed address of an identity image (decision 067). */
const SIGNED_IMAGE = /\/api\/kyc\/files\/[0-9a-f-]+\/view\?reader=[0-9a-f-]+&expires=\d+&signature=/;

async function upload(request: APIRequestContext, user: TTestUser, part: string): Promise<string> {
  const answer = await request.post(`/api/kyc/uploads?part=${part}`, {
    headers: await authHeaders(request, user.token),
    multipart: { file: jpeg(`${part}.jpg`, photo) },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return json.data.id as string;
}

/** A national ID with its three photos, sent through the API; answers the submission's id. */
async function submitted(request: APIRequestContext, user: TTestUser): Promise<string> {
  const body = {
    document_type: 'national_id',
    document_number: '1234567890',
    full_name: 'Rahim Uddin',
    birth_date: '1990-05-01',
    front_upload_id: await upload(request, user, 'front'),
    back_upload_id: await upload(request, user, 'back'),
    selfie_upload_id: await upload(request, user, 'selfie'),
  };
  const answer = await request.post('/api/kyc/submission', {
    headers: await authHeaders(request, user.token),
    data: body,
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return json.data.submission.id as string;
}

async function decide(request: APIRequestContext, id: string, action: 'approve' | 'reject', data: unknown) {
  const token = await apiLogin(request, DEMO.admin.email, DEMO.admin.password);
  const answer = await request.post(`/api/admin/kyc/${id}/${action}`, {
    headers: await authHeaders(request, token),
    data,
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

async function open(page: Page, user: TTestUser) {
  await page.addInitScript((token) => localStorage.setItem('token', token), user.token);
  await page.goto('/kyc/verification');
  await expectScreenReady(page);
}

const ready = (page: Page, part: string) =>
  expect(page.getByTestId(`kyc-image-${part}`)).toHaveAttribute('data-phase', 'ready');

test('a new person sends a Bengali national ID with its photos and sees it under review', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  await open(page, user);
  await expect(page.getByTestId('kyc-status-badge')).toHaveText('Not verified');

  // Document
  await page.getByTestId('kyc-next').click();
  await expect(
    page.getByText('Choose a document: national ID card, passport or driving licence'),
  ).toBeVisible();
  await page.getByLabel('National ID card (NID)').check();
  await page.getByTestId('kyc-next').click();

  // Details: checked in the browser with the server's words; Bengali digits and name are fine.
  await expect(page.getByTestId('kyc-step-title')).toBeFocused();
  await page.getByTestId('kyc-number').fill('১২৩৪৫');
  await page.getByTestId('kyc-full-name').fill('রহিম উদ্দিন');
  await page.getByTestId('kyc-birth-date').fill('1990-05-01');
  await page.getByTestId('kyc-next').click();
  await expect(page.getByText('A national ID number is 8 to 20 digits')).toBeVisible();
  await expect(page.getByTestId('kyc-number')).toBeFocused();
  await page.getByTestId('kyc-number').fill('১২৩৪৫৬৭৮৯০');
  await page.getByTestId('kyc-next').click();

  // Photos: a small one is refused before uploading, then each uploads with its thumbnail.
  await expect(page.getByTestId('kyc-tips')).toContainText('All four corners');
  await expect(page.getByTestId('kyc-camera-front')).toHaveAttribute('capture', 'environment');
  await expect(page.getByTestId('kyc-camera-selfie')).toHaveAttribute('capture', 'user');
  await page.getByTestId('kyc-file-front').setInputFiles(jpeg('small.jpg', tiny));
  await expect(page.getByTestId('kyc-image-error-front')).toHaveText(
    'This image is too small: it needs at least 480 pixels on its shorter side',
  );
  await page.getByTestId('kyc-next').click();
  await expect(page.getByTestId('kyc-image-error-back')).toHaveText('Add this photo.');
  for (const part of ['front', 'back', 'selfie']) {
    await page.getByTestId(`kyc-file-${part}`).setInputFiles(jpeg(`${part}.jpg`, photo));
    await ready(page, part);
    await expect(page.getByTestId(`kyc-thumb-${part}`)).toHaveAttribute('src', /^blob:/);
  }
  await expectNoSeriousViolations(page);
  await page.getByTestId('kyc-next').click();

  // Review and send
  await expect(page.getByTestId('kyc-review-step')).toContainText('রহিম উদ্দিন');
  await page.getByTestId('kyc-send').click();
  await expect(page.getByTestId('kyc-pending')).toBeVisible();
  await expect(page.getByTestId('kyc-state-title')).toHaveText('We are checking your documents');
  await expect(page.getByTestId('kyc-status-badge')).toHaveText('Under review');
  await expect(page.getByText('Sent. Staff will check your documents')).toBeVisible();
  await expect(page.getByTestId('kyc-details')).toContainText('1234567890');
  await expect(page.getByTestId('kyc-form')).toHaveCount(0);
});

test('after staff reject only the selfie, only the selfie can be sent again', async ({ page, request }) => {
  const user = await registerUser(request);
  const id = await submitted(request, user);
  await decide(request, id, 'reject', { rejections: [{ part: 'selfie', reason: 'selfie_mismatch' }] });

  await open(page, user);
  await expect(page.getByTestId('kyc-state-title')).toHaveText('Some parts need sending again');
  await expect(page.getByTestId('kyc-part-selfie')).toHaveAttribute('data-status', 'rejected');
  await expect(page.getByTestId('kyc-reason-selfie')).toContainText(
    'The selfie does not clearly match the photo on the document',
  );
  for (const part of ['details', 'front', 'back'])
    await expect(page.getByTestId(`kyc-part-${part}`)).toHaveAttribute('data-status', 'accepted');
  // Sent images load from their short-lived signed address (no token in the request).
  await expect(page.getByTestId('kyc-sent-front')).toHaveAttribute('src', SIGNED_IMAGE);
  await expect
    .poll(() => page.getByTestId('kyc-sent-front').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // The form has only the photos step, with only the selfie.
  await expect(page.getByTestId('step-document')).toHaveCount(0);
  await expect(page.getByTestId('step-details')).toHaveCount(0);
  await expect(page.getByTestId('kyc-image-selfie')).toBeVisible();
  await expect(page.getByTestId('kyc-image-front')).toHaveCount(0);
  await expect(page.getByTestId('kyc-image-back')).toHaveCount(0);
  await page.getByTestId('kyc-file-selfie').setInputFiles(jpeg('selfie.jpg', photo));
  await ready(page, 'selfie');
  await page.getByTestId('kyc-next').click();
  await expect(page.getByTestId('kyc-review-kept')).toContainText('Front of the document');
  await page.getByTestId('kyc-send').click();

  await expect(page.getByTestId('kyc-pending')).toBeVisible();
  await expect(page.getByTestId('kyc-part-selfie')).toContainText('new');
  await expect(page.getByTestId('kyc-history')).toContainText('Sent again: Selfie');
});

test('an upload shows its progress, can be stopped on a slow network and tried again', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  const id = await submitted(request, user);
  await decide(request, id, 'reject', { rejections: [{ part: 'selfie', reason: 'blurry' }] });
  // A larger photo (noise compresses badly) over a slow uplink, so the upload takes a few seconds.
  const noise = Buffer.alloc(1200 * 900 * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 2654435761) % 251;
  const big = await sharp(noise, { raw: { width: 1200, height: 900, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();

  await open(page, user);
  const network = await page.context().newCDPSession(page);
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 50,
    downloadThroughput: -1,
    uploadThroughput: 100_000,
  });
  await page.getByTestId('kyc-file-selfie').setInputFiles(jpeg('selfie.jpg', big));
  const bar = page.getByRole('progressbar', { name: 'Uploading: Selfie' });
  await expect(bar).toHaveAttribute('aria-valuenow', /^[1-9]\d?$/);
  await page.getByTestId('kyc-cancel-selfie').click();
  await expect(page.getByTestId('kyc-image-error-selfie')).toHaveText(
    'Upload stopped. Try again, or choose another photo.',
  );
  await network.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.getByTestId('kyc-retry-selfie').click();
  await ready(page, 'selfie');
});

test('after approval the screen says verified and nothing can be changed', async ({ page, request }) => {
  const user = await registerUser(request);
  const id = await submitted(request, user);
  await decide(request, id, 'approve', {});

  await open(page, user);
  await expect(page.getByTestId('kyc-state-title')).toHaveText('Your identity is verified');
  await expect(page.getByTestId('kyc-status-badge')).toHaveText('Verified');
  await expect(page.getByTestId('kyc-verified-at')).not.toBeEmpty();
  await expect(page.getByTestId('kyc-locked')).toBeVisible();
  await expect(page.getByTestId('kyc-form')).toHaveCount(0);
  await expect(page.locator('main input')).toHaveCount(0);
  for (const part of ['front', 'back', 'selfie'])
    await expect(page.getByTestId(`kyc-sent-${part}`)).toHaveAttribute('src', SIGNED_IMAGE);
  await expectNoSeriousViolations(page);
});

test('a rejection is in the notifications, saying what to send again, and leads to the screen', async ({
  page,
  request,
}) => {
  const user = await registerUser(request);
  const id = await submitted(request, user);
  await decide(request, id, 'reject', {
    rejections: [
      { part: 'front', reason: 'blurry' },
      { part: 'details', reason: 'other', note: 'The birth year is unreadable' },
    ],
  });

  await page.addInitScript((token) => localStorage.setItem('token', token), user.token);
  await page.goto('/notifications');
  const item = page.getByTestId('notification').filter({ hasText: 'Identity verification' });
  await expect(item).toContainText('To send again: front of the document and details.');
  await expect(item).toContainText('Reason: blurred photo and another problem (see the verification page)');
  await expect(item.getByRole('link')).toHaveAttribute('href', '/kyc/verification');
});
