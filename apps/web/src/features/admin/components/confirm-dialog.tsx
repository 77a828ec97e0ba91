import type { ReactNode } from 'react';
import { Modal } from '../../../components/modal';
import { dangerButton, plainButton } from './ui';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; the safe choice comes first and is the easy one. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Keep it',
  busy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} title={title} onClose={onClose} width="max-w-md">
      <div className="space-y-3 text-slate-700">{children}</div>
      <div className="mt-6 flex justify-end gap-3">
        <button type="button" className={plainButton} onClick={onClose} disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className={dangerButton} onClick={onConfirm} disabled={busy}>
          {busy ? 'Working…' : confirmLabel}
        </button>
      </div>
    </Modal>
  );
}
