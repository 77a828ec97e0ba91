import { darkButton, plainButton } from '../ui';

/**
 * The foot of a status step's form in a dialog (a dispatch, a bank transfer's confirmation): 'Not
 * yet' closes it, the step submits it and says 'Saving...' while it is sent.
 */
export function StepButtons({
  label,
  busy,
  onClose,
}: {
  label: string;
  busy: boolean;
  onClose: () => void;
}) {
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <button type="button" className={`${plainButton} min-h-11`} onClick={onClose}>
        Not yet
      </button>
      <button type="submit" className={`${darkButton} min-h-11`} disabled={busy}>
        {busy ? 'Saving...' : label}
      </button>
    </div>
  );
}
