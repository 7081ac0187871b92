import type { TPlatformSettings, TUpdatePlatformSettings } from '@haat/shared/payments/settings';
import { SlidersHorizontal } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, PageHeader, Skeleton } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../../lib/use-page.ts';
import { useInText } from '../../wallet/components/in-text.ts';
import { useAdminSettings } from '../api/get-settings.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { SettingField } from '../components/setting-field.tsx';
import {
  changesOf,
  formFrom,
  riskyChanges,
  SETTING_NAMES,
  SETTING_SECTIONS,
  type TSettingName,
  type TSettingsForm,
} from '../settings-form.ts';

/**
 * `/admin/settings` (admins; issue 17 item 6): every platform setting in one screen, in sections —
 * referrals, marketplace, payments (the platform's bKash/Nagad numbers and money thresholds), access
 * (registration, maintenance mode and its message). Amounts are typed in taka and sent in poisha;
 * "Save changes" sends only what changed, after a confirmation when it turns maintenance on or
 * closes registration; the server's messages show at their fields.
 */
export default function AdminSettings() {
  const { t } = useTranslation();
  useDocumentTitle(t('screens.admin_settings.title'));
  const settings = useAdminSettings();
  return (
    <div>
      <PageHeader
        title={t('screens.admin_settings.title')}
        subtitle={t('admin_settings.intro')}
        icon={<SlidersHorizontal className="size-5" />}
      />
      {settings.isPending ? (
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="block h-40 w-full" />
          <Skeleton className="block h-40 w-full" />
        </div>
      ) : settings.isError ? (
        <Alert tone="error">
          <p>{t('admin_settings.load_failed')}</p>
          <Button size="sm" variant="secondary" className="mt-2" onClick={() => void settings.refetch()}>
            {t('admin_settings.retry')}
          </Button>
        </Alert>
      ) : (
        <SettingsForm settings={settings.data} />
      )}
    </div>
  );
}

function SettingsForm({ settings }: { settings: TPlatformSettings }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const inText = useInText();
  const update = useUpdateSettings();
  const initial = formFrom(settings);
  const [form, setForm] = useState<TSettingsForm>(initial);
  const [errors, setErrors] = useState<Partial<Record<TSettingName, string>>>({});
  const [formError, setFormError] = useState<string>();
  const [confirming, setConfirming] = useState<TUpdatePlatformSettings>();
  const [focusField, setFocusField] = useState<TSettingName>();
  const pending = changesOf(form, initial);

  // After a refused save, focus goes to the first field with a message.
  useEffect(() => {
    if (!focusField) return;
    document.querySelector<HTMLElement>(`[name="${focusField}"]`)?.focus();
    setFocusField(undefined);
  }, [focusField]);

  const change = <K extends TSettingName>(name: K, value: TSettingsForm[K]) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const showProblems = (problems: Partial<Record<TSettingName, string>>) => {
    setErrors(problems);
    setFocusField(SETTING_NAMES.find((name) => problems[name]));
  };

  const save = async (body: TUpdatePlatformSettings) => {
    setConfirming(undefined);
    setFormError(undefined);
    try {
      const answer = await update.mutateAsync(body);
      setForm(formFrom(answer.data));
      setErrors({});
      showToast({ tone: 'success', message: answer.message ?? t('admin_settings.saved') });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && Object.keys(error.errors).length) {
        const problems: Partial<Record<TSettingName, string>> = {};
        for (const [field, messages] of Object.entries(error.errors))
          if ((SETTING_NAMES as string[]).includes(field)) problems[field as TSettingName] = messages[0];
        showProblems(problems);
        if (Object.keys(problems).length) return;
      }
      setFormError(
        error instanceof ApiError && error.status !== 0 ? error.message : t('admin_settings.save_failed'),
      );
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { body, problems } = changesOf(form, initial);
    if (Object.keys(problems).length) {
      showProblems(Object.fromEntries(Object.entries(problems).map(([name, key]) => [name, t(key)])));
      return;
    }
    if (Object.keys(body).length === 0) return;
    const risky = riskyChanges(body, settings);
    if (risky.maintenanceOn || risky.registrationOff) setConfirming(body);
    else void save(body);
  };

  const risky = confirming ? riskyChanges(confirming, settings) : undefined;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5" data-testid="settings-form">
      {SETTING_SECTIONS.map((section) => (
        <Card key={section.key} aria-labelledby={`settings-${section.key}`}>
          <h2 id={`settings-${section.key}`} className="text-lg font-semibold">
            {t(`admin_settings.sections.${section.key}.title`)}
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t(`admin_settings.sections.${section.key}.intro`)}
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {section.names.map((name) => (
              <SettingField
                key={name}
                name={name}
                form={form}
                settings={settings}
                error={errors[name]}
                onChange={change}
              />
            ))}
          </div>
        </Card>
      ))}

      {formError ? <Alert tone="error">{formError}</Alert> : null}

      <div className="sticky bottom-16 z-10 -mx-1 flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white/95 p-3 shadow-sm backdrop-blur dark:border-slate-800 dark:bg-slate-900/95">
        <Button
          type="submit"
          loading={update.isPending}
          disabled={pending.count === 0}
          data-testid="save-settings"
        >
          {t('admin_settings.save')}
        </Button>
        <Button
          variant="ghost"
          disabled={pending.count === 0 || update.isPending}
          onClick={() => {
            setForm(initial);
            setErrors({});
            setFormError(undefined);
          }}
        >
          {t('admin_settings.discard')}
        </Button>
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          {pending.count === 0
            ? t('admin_settings.no_changes')
            : t('admin_settings.unsaved', { count: pending.count })}
        </p>
      </div>

      <div className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
        <p data-testid="settings-last-change">
          {settings.updated_at
            ? settings.updated_by
              ? t('admin_settings.last_changed_by', {
                  name: inText.name(settings.updated_by.name),
                  at: inText.name(formatDateTime(settings.updated_at, lang)),
                })
              : t('admin_settings.last_changed', {
                  at: inText.name(formatDateTime(settings.updated_at, lang)),
                })
            : t('admin_settings.never_changed')}
        </p>
        <p>{t('admin_settings.propagation')}</p>
      </div>

      <ConfirmDialog
        open={!!confirming}
        title={t(
          risky?.maintenanceOn
            ? 'admin_settings.confirm.maintenance_title'
            : 'admin_settings.confirm.registration_title',
        )}
        confirmLabel={t('admin_settings.confirm.go')}
        cancelLabel={t('admin_settings.confirm.cancel')}
        busy={update.isPending}
        onCancel={() => setConfirming(undefined)}
        onConfirm={() => confirming && void save(confirming)}
      >
        {risky?.maintenanceOn ? <p>{t('admin_settings.confirm.maintenance_text')}</p> : null}
        {risky?.registrationOff ? <p>{t('admin_settings.confirm.registration_text')}</p> : null}
      </ConfirmDialog>
    </form>
  );
}
