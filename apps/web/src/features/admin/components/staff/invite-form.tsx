import { useState, type FormEvent } from 'react';
import { StaffInviteRequestSchema } from '@avstore/core';
import { FormError, TextField } from '../../../../components/form-fields';
import { getErrorMessage } from '../../../../lib/api-client';
import { notify } from '../../../../lib/notify';
import { useInviteStaff } from '../../api/staff';
import { card, darkButton } from '../ui';

/** The owner invites someone by e-mail: the server mails a link that works once. */
export function InviteForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const invite = useInviteStaff();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = StaffInviteRequestSchema.safeParse({ email });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    invite.mutate(parsed.data, {
      onSuccess: (sent) => {
        setEmail('');
        notify('success', `An invitation was mailed to ${sent.email}.`);
      },
      onError: (failure) => setError(getErrorMessage(failure, 'Could not send the invitation.')),
    });
  };

  return (
    <form onSubmit={submit} noValidate className={`${card} flex flex-col gap-4 p-5`}>
      <h2 className="text-lg font-bold">Invite a staff member</h2>
      <TextField
        label="E-mail address"
        type="email"
        autoComplete="off"
        hint="They get a link to join, valid for 7 days. Staff handle orders, messages and stock; prices, promotions, settings, delivery charges and staff stay yours."
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        disabled={invite.isPending}
      />
      <FormError message={error} />
      <button
        type="submit"
        className={`${darkButton} min-h-11 self-start`}
        disabled={invite.isPending}
      >
        {invite.isPending ? 'Sending…' : 'Send invitation'}
      </button>
    </form>
  );
}
