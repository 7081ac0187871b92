import type { TReportSubjectType, TReportTarget } from '@haat/shared';
import type { TExecutor } from '../../db/client.ts';
import type { TStorage } from '../../plugins/storage.ts';
import { findUserNames } from '../users/repository.ts';
import { countReasons, type TTargetRow } from './repository.ts';
import { describeSubject } from './subjects.ts';

export function targetKey(type: TReportSubjectType, id: string): string {
  return `${type}:${id}`;
}

/** Targets as staff see them: counts, reasons, a preview and the owner (each read through its area). */
export async function presentTargets(
  db: TExecutor,
  storage: TStorage,
  rows: TTargetRow[],
): Promise<TReportTarget[]> {
  const targets = rows.map((row) => ({ type: row.subjectType, id: row.subjectId }));
  const [reasons, infos] = await Promise.all([
    countReasons(db, targets, false).then(async (all) => ({
      all,
      open: await countReasons(db, targets, true),
    })),
    Promise.all(rows.map((row) => describeSubject(db, storage, row.subjectType, row.subjectId))),
  ]);
  const ownerIds = rows.map((row, i) => infos[i]?.ownerId ?? row.ownerId).filter((id): id is string => !!id);
  const names = await findUserNames(db, ownerIds);
  return rows.map((row, i) => {
    const key = targetKey(row.subjectType, row.subjectId);
    const info = infos[i];
    const ownerId = info?.ownerId ?? row.ownerId;
    const ownerName = ownerId ? names.get(ownerId) : undefined;
    return {
      id: key,
      subject_type: row.subjectType,
      subject_id: row.subjectId,
      count: row.count,
      reasons: (row.open ? reasons.open : reasons.all).get(key) ?? [],
      first_reported_at: row.firstAt.toISOString(),
      last_reported_at: row.lastAt.toISOString(),
      preview: {
        text: info?.text ?? null,
        image_url: info?.imageUrl ?? null,
        url: info?.url ?? null,
        missing: info === undefined,
      },
      owner: ownerId && ownerName ? { id: ownerId, name: ownerName } : null,
      moderation: info?.moderation ?? null,
      decision: row.decision,
      status: row.open ? 'open' : 'decided',
    };
  });
}
