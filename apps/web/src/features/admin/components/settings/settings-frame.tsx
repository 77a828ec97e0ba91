import { useState, type FormEvent, type ReactNode } from 'react';
import type { ShopSettingsAnswer } from '@avstore/core';
import { ApiError, getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { FormError } from '../../../../components/form-fields';
import { useSaveShopSettings, useShopSettings } from '../../api/shop-settings';
import {
  draftOf,
  settingsRequest,
  type SettingsDraft,
  type SettingsErrors,
} from '../../lib/settings-form';
import { QueryView } from '../query-view';
import { darkButton, PageHeader, plainButton } from '../ui';

export interface SettingsPart {
  draft: SettingsDraft;
  /** Changes the draft. */
  edit: (change: (draft: SettingsDraft) => void) => void;
  errors: SettingsErrors;
  disabled: boolean;
}

/**
 * A back-office screen of the shop's settings (docs/product.md §15 "Settings"): its part of the
 * settings in a form that saves them whole, at the version read; a save someone else made
 * meanwhile is refused with a way to load theirs.
 */
export function SettingsFrame({
  title,
  description,
  saveLabel,
  children,
}: {
  title: string;
  description: string;
  saveLabel: string;
  children: (part: SettingsPart) => ReactNode;
}) {
  const query = useShopSettings();
  return (
    <>
      <PageHeader title={title} description={description} />
      <QueryView query={query} label="settings">
        {(settings) => (
          // The form keeps what is typed when the settings are read again; only 'Load the saved
          // settings' replaces it.
          <SettingsForm
            initial={draftOf(settings)}
            reload={async () => (await query.refetch()).data}
            saveLabel={saveLabel}
          >
            {children}
          </SettingsForm>
        )}
      </QueryView>
    </>
  );
}

function SettingsForm({
  initial,
  reload,
  saveLabel,
  children,
}: {
  initial: SettingsDraft;
  reload: () => Promise<ShopSettingsAnswer | undefined>;
  saveLabel: string;
  children: (part: SettingsPart) => ReactNode;
}) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [serverError, setServerError] = useState<string>();
  const [stale, setStale] = useState(false);
  const save = useSaveShopSettings();

  const edit = (change: (draft: SettingsDraft) => void) =>
    setDraft((current) => {
      const next = structuredClone(current);
      change(next);
      return next;
    });

  const loadSaved = async () => {
    const saved = await reload();
    if (!saved) return;
    setDraft(draftOf(saved));
    setErrors({});
    setServerError(undefined);
    setStale(false);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = settingsRequest(draft);
    setServerError(undefined);
    if ('errors' in checked) {
      setErrors(checked.errors);
      setServerError('Please correct the fields marked below.');
      return;
    }
    setErrors({});
    save.mutate(checked.body, {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        notify('success', 'Settings saved. The shop shows them now.');
      },
      onError: (error) => {
        setStale(error instanceof ApiError && error.status === 409);
        setServerError(getErrorMessage(error, 'Could not save the settings.'));
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-6">
      <FormError message={serverError} />
      {stale ? (
        <button
          type="button"
          className={`${plainButton} min-h-11`}
          onClick={() => void loadSaved()}
        >
          Load the saved settings
        </button>
      ) : null}
      <fieldset disabled={save.isPending} className="space-y-6">
        {children({ draft, edit, errors, disabled: save.isPending })}
      </fieldset>
      <button type="submit" className={`${darkButton} min-h-11`} disabled={save.isPending}>
        {save.isPending ? 'Saving...' : saveLabel}
      </button>
    </form>
  );
}
