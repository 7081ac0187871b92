import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  expectNoSeriousViolations,
  expectScreenReady,
  registerUser,
  type TTestUser,
  test,
} from './fixtures.ts';
import { authHeaders } from './money.ts';

/*
 * The scheduling calendar (`/social/schedule`, issue 16): a browser in New York looks at posts
 * scheduled in Asia/Dhaka through the API; a post is on its New York day, moved with the keyboard's
 * dialog, and dragged to another day of the month (it keeps its time and its Dhaka zone).
 */

test.use({ timezoneId: 'America/New_York' });

interface TApiPost {
  id: string;
  status: string;
  scheduled_at: string | null;
  scheduled_local: string | null;
  time_zone: string | null;
}

/** `YYYY-MM-DDTHH:mm` of an instant in a zone. */
function wallClock(at: Date | string, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(typeof at === 'string' ? new Date(at) : at);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

function addDays(day: string, days: number): string {
  const at = new Date(`${day}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** A post scheduled through the API at 10:00 in Dhaka, `days` from today there. */
async function scheduleInDhaka(request: APIRequestContext, user: TTestUser, days: number, content: string) {
  const day = addDays(wallClock(new Date(), 'Asia/Dhaka').slice(0, 10), days);
  const answer = await request.post('/api/social/posts', {
    headers: await authHeaders(request, user.token),
    data: {
      content,
      targets: ['feed'],
      action: 'schedule',
      scheduled_for: `${day}T10:00`,
      time_zone: 'Asia/Dhaka',
    },
  });
  const json = await answer.json();
  expect(answer.status(), JSON.stringify(json)).toBe(201);
  return json.data as TApiPost;
}

async function readPost(request: APIRequestContext, user: TTestUser, id: string): Promise<TApiPost> {
  const answer = await request.get(`/api/social/posts/${id}`, {
    headers: { Authorization: `Bearer ${user.token}` },
  });
  expect(answer.ok()).toBeTruthy();
  return (await answer.json()).data as TApiPost;
}

test('a post scheduled in Dhaka is on its New York day, and listed as upcoming', async ({
  page,
  request,
  signIn,
}) => {
  const user = await registerUser(request);
  const post = await scheduleInDhaka(request, user, 3, 'Winter pitha fair at our shop this weekend');
  // 10:00 in Dhaka is 23:00 the evening before in New York.
  const nyDay = wallClock(post.scheduled_at ?? '', 'America/New_York').slice(0, 10);
  await signIn(user, `/social/schedule?date=${nyDay}`);
  await expectScreenReady(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Schedule' })).toBeVisible();
  await expect(page.getByTestId('calendar-zone')).toContainText('America/New_York');

  const chip = page.locator(`[data-day="${nyDay}"] [data-post-id="${post.id}"]`);
  await expect(chip).toBeVisible();
  await expect(chip).toContainText(/11:00\sPM/);
  await expect(chip).toContainText('Winter pitha fair');
  await expect(chip).toHaveAttribute('data-status', 'scheduled');
  await expect(page.getByTestId('upcoming')).toContainText('Winter pitha fair');
  await expectNoSeriousViolations(page);

  await page.getByTestId('view-week').click();
  await expect(page).toHaveURL(/view=week/);
  await expect(
    page.locator(`[data-day="${nyDay}"][data-hour="23"] [data-post-id="${post.id}"]`),
  ).toBeVisible();
});

test('a post is moved to another time with the keyboard dialog', async ({ page, request, signIn }) => {
  const user = await registerUser(request);
  const post = await scheduleInDhaka(request, user, 2, 'Keyboard move');
  const nyDay = wallClock(post.scheduled_at ?? '', 'America/New_York').slice(0, 10);
  await signIn(user, `/social/schedule?date=${nyDay}`);
  await expectScreenReady(page);

  const move = page.getByTestId('month-grid').locator(`[data-post-id="${post.id}"]`).getByTestId('move-post');
  await move.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Move post to another time' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('move-date')).toHaveValue(nyDay);
  await expect(dialog.getByTestId('move-time')).toHaveValue('23:00');
  const target = addDays(nyDay, 2);
  await dialog.getByTestId('move-date').fill(target);
  await dialog.getByTestId('move-time').fill('08:15');
  await dialog.getByTestId('confirm-action').click();
  await expect(page.getByTestId('toast')).toContainText('Post updated');
  await expect(dialog).toBeHidden();

  const moved = await readPost(request, user, post.id);
  expect(wallClock(moved.scheduled_at ?? '', 'America/New_York')).toBe(`${target}T08:15`);
  // The post keeps the zone its author chose.
  expect(moved.time_zone).toBe('Asia/Dhaka');
  await expect(page.locator(`[data-day="${target}"] [data-post-id="${post.id}"]`)).toContainText(/8:15\sAM/);
});

test('a post dragged to another day of the month keeps its time', async ({ page, request, signIn }) => {
  const user = await registerUser(request);
  const post = await scheduleInDhaka(request, user, 3, 'Dragged along');
  const published = await request.post('/api/social/posts', {
    headers: await authHeaders(request, user.token),
    data: { content: 'Already out', targets: ['feed'], action: 'publish' },
  });
  expect(published.status()).toBe(201);
  const nyDay = wallClock(post.scheduled_at ?? '', 'America/New_York').slice(0, 10);
  await signIn(user, `/social/schedule?date=${nyDay}`);
  await expectScreenReady(page);

  const chip = page.getByTestId('month-grid').locator(`[data-post-id="${post.id}"]`);
  await expect(chip).toHaveAttribute('draggable', 'true');
  const today = wallClock(new Date(), 'America/New_York').slice(0, 10);
  if ((await page.locator(`[data-day="${today}"]`).count()) > 0)
    await expect(page.locator(`[data-day="${today}"] [data-status="published"]`)).toHaveAttribute(
      'draggable',
      'false',
    );
  // The next day, or the one before when the month's grid ends on this one.
  const next = addDays(nyDay, 1);
  const day = (await page.locator(`[data-day="${next}"]`).count()) > 0 ? next : addDays(nyDay, -1);
  await chip.dragTo(page.locator(`[data-testid="calendar-day"][data-day="${day}"]`));
  await expect(page.getByTestId('toast')).toContainText('Post updated');
  await expect(page.locator(`[data-day="${day}"] [data-post-id="${post.id}"]`)).toContainText(/11:00\sPM/);

  const moved = await readPost(request, user, post.id);
  const shift = day === next ? 1 : -1;
  expect(moved.scheduled_local).toBe(`${addDays(post.scheduled_local?.slice(0, 10) ?? '', shift)}T10:00`);
  expect(moved.time_zone).toBe('Asia/Dhaka');
});
