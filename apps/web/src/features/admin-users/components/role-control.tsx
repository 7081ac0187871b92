import { type TUserRole, USER_ROLES } from '@haat/shared/admin/roles';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Select } from '../../../components/ui/field.tsx';
import { useTranslation } from '../../../lib/i18n.ts';

/**
 * Admins only: a role select and "Change role", confirmed in a dialog that names the person and the
 * new role (and what it lets them do). The server refuses one's own role and the last admin.
 */
export function RoleControl({
  name,
  role,
  busy,
  onChange,
}: {
  name: string;
  role: TUserRole;
  busy: boolean;
  onChange: (role: TUserRole) => Promise<boolean>;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [choice, setChoice] = useState<TUserRole>(role);
  const [asking, setAsking] = useState(false);
  const [seen, setSeen] = useState(role);
  if (seen !== role) {
    setSeen(role);
    setChoice(role);
  }
  const confirm = async () => {
    if (await onChange(choice)) setAsking(false);
  };
  return (
    <div className="space-y-2" data-testid="role-control">
      <label htmlFor={id} className="block text-sm font-medium">
        {t('admin_users.role.label')}
      </label>
      <div className="flex flex-wrap gap-2">
        <Select
          id={id}
          value={choice}
          onChange={(event) => setChoice(event.target.value as TUserRole)}
          className="w-auto min-w-40"
          data-testid="role-select"
        >
          {USER_ROLES.map((value) => (
            <option key={value} value={value}>
              {t(`admin_users.roles.${value}`)}
            </option>
          ))}
        </Select>
        <Button
          variant="secondary"
          disabled={choice === role}
          onClick={() => setAsking(true)}
          data-testid="change-role"
        >
          {t('admin_users.role.change')}
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title={t('admin_users.role.title', { name, role: t(`admin_users.roles.${choice}`) })}
        confirmLabel={t('admin_users.role.confirm')}
        cancelLabel={t('admin_users.cancel')}
        danger={choice === 'admin' || role === 'admin'}
        busy={busy}
        onConfirm={confirm}
        onCancel={() => setAsking(false)}
      >
        <p>{t(`admin_users.role.means.${choice}`)}</p>
      </ConfirmDialog>
    </div>
  );
}
