import type { ReactNode } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useTranslation } from '../../../lib/i18n.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** "Suspended since …" and the reason given, above a suspended person's or business's page. */
export function SuspendedNotice({ since, reason }: { since: ReactNode; reason?: ReactNode }) {
  return (
    <Alert tone="error">
      <p className="font-semibold" data-testid="suspended-notice">
        {since}
      </p>
      {reason ? <p dir="auto">{reason}</p> : null}
    </Alert>
  );
}

/**
 * The two suspension dialogs of a staff detail page: "suspend" asks the reason (`min`–`max`
 * characters), "lift" confirms. The words are the namespace's `suspend.{title,text,reason,hint,
 * confirm}` and `unsuspend.{title,text,confirm}`, with `cancelKey` for "Cancel".
 */
export function SuspensionDialogs({
  ns,
  cancelKey,
  liftDanger = false,
  mode,
  name,
  min,
  max,
  busy,
  error,
  onSuspend,
  onLift,
  onClose,
}: {
  ns: 'admin_users' | 'admin_businesses';
  cancelKey: string;
  /** The "lift" confirm button red too (the businesses page has it so). */
  liftDanger?: boolean;
  mode: 'suspend' | 'lift' | null;
  name: string;
  min: number;
  max: number;
  busy: { suspend: boolean; lift: boolean };
  error?: string;
  onSuspend: (reason: string) => void;
  onLift: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      {mode === 'suspend' ? (
        <ReasonDialog
          open
          title={t(`${ns}.suspend.title`, { name })}
          text={t(`${ns}.suspend.text`)}
          label={t(`${ns}.suspend.reason`)}
          hint={t(`${ns}.suspend.hint`, { min, max })}
          confirmLabel={t(`${ns}.suspend.confirm`)}
          cancelLabel={t(cancelKey)}
          min={min}
          max={max}
          busy={busy.suspend}
          error={error}
          onConfirm={onSuspend}
          onCancel={onClose}
        />
      ) : null}
      <ConfirmDialog
        open={mode === 'lift'}
        title={t(`${ns}.unsuspend.title`, { name })}
        confirmLabel={t(`${ns}.unsuspend.confirm`)}
        cancelLabel={t(cancelKey)}
        danger={liftDanger}
        busy={busy.lift}
        onConfirm={onLift}
        onCancel={onClose}
      >
        <p>{t(`${ns}.unsuspend.text`)}</p>
      </ConfirmDialog>
    </>
  );
}
