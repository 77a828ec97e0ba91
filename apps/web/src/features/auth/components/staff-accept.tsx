import { useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { StaffInvitationView } from '@avstore/core';
import { primaryButton } from '../../../components/form-fields';
import { getErrorMessage } from '../../../lib/api-client';
import { returnToState } from '../../../lib/return-to';
import { readToken, readUser, storeSession } from '../../../lib/storage';
import { useSignedIn } from '../../../lib/use-signed-in';
import { login } from '../api/auth-api';
import {
  acceptInvitation,
  forgetInvitationToken,
  invitationQueryOptions,
} from '../api/staff-invitation';
import { useAuthSubmit } from '../hooks/use-auth-submit';
import { useNewPassword } from '../hooks/use-new-password';
import { AuthForm, SubmitButton } from './auth-fields';

/** The page the owner's invitation opens (docs/product.md §15 "Staff"). */
export function StaffAccept({ token }: { token: string }) {
  const invitation = useQuery(invitationQueryOptions(token));
  const [done, setDone] = useState(false);
  if (done) return <Welcome />;
  if (invitation.isError)
    return (
      <p role="alert" className="text-slate-700">
        {getErrorMessage(invitation.error, 'This invitation link could not be read.')}
      </p>
    );
  if (!invitation.data) return <p role="status">Reading the invitation…</p>;
  const view = invitation.data;
  return view.accountExists ? (
    <ExistingAccount token={token} view={view} accepted={() => setDone(true)} />
  ) : (
    <NewAccount token={token} view={view} accepted={() => setDone(true)} />
  );
}

function Welcome() {
  return (
    <div role="status" className="flex flex-col gap-4">
      <p className="text-emerald-800">Welcome to the staff. The back office is open to you.</p>
      <Link to="/admin" className={`${primaryButton} text-center`}>
        Open the back office
      </Link>
    </div>
  );
}

type Step = { token: string; view: StaffInvitationView; accepted: () => void };

/** A new person chooses a password; the account is made and signed in. */
function NewAccount({ token, view, accepted }: Step) {
  const { password, problem, fields } = useNewPassword('Password');
  const { busy, error, submit } = useAuthSubmit({
    check: problem,
    run: async () => {
      await acceptInvitation({ token, password });
      forgetInvitationToken();
      const session = await login(view.email, password);
      storeSession(session.token, session.user);
      accepted();
    },
    failed: (failure) => getErrorMessage(failure, 'Could not accept the invitation.'),
  });
  return (
    <AuthForm
      onSubmit={submit}
      error={error}
      intro={
        <p className="text-slate-700">
          You are invited to the staff as <strong className="break-all">{view.email}</strong>.
          Choose a password for your account.
        </p>
      }
    >
      {fields(busy)}
      <SubmitButton busy={busy} label="Join the staff" busyLabel="Joining..." />
    </AuthForm>
  );
}

/** The invited address has an account: its owner signs in, then accepts. */
function ExistingAccount({ token, view, accepted }: Step) {
  const signedIn = useSignedIn();
  const email = readUser()?.email;
  const { busy, error, submit } = useAuthSubmit({
    check: () => undefined,
    run: async () => {
      const answer = await acceptInvitation({ token });
      forgetInvitationToken();
      storeSession(readToken() ?? '', answer.user);
      accepted();
    },
    failed: (failure) => getErrorMessage(failure, 'Could not accept the invitation.'),
  });
  if (!signedIn || typeof email !== 'string')
    return (
      <div className="flex flex-col gap-4">
        <p className="text-slate-700">
          You are invited to the staff as <strong className="break-all">{view.email}</strong>. Sign
          in with that account to accept.
        </p>
        <Link
          to="/login"
          state={returnToState('/staff/accept')}
          className={`${primaryButton} text-center`}
        >
          Sign In
        </Link>
      </div>
    );
  if (email !== view.email)
    return (
      <p role="alert" className="text-slate-700">
        You are signed in as <strong className="break-all">{email}</strong>, but this invitation is
        for <strong className="break-all">{view.email}</strong>. Log out and sign in as {view.email}{' '}
        to accept it.
      </p>
    );
  return (
    <AuthForm
      onSubmit={submit}
      error={error}
      intro={
        <p className="text-slate-700">
          Join the staff as <strong className="break-all">{view.email}</strong>: you will handle
          orders, messages and stock in the back office.
        </p>
      }
    >
      <SubmitButton busy={busy} label="Accept invitation" busyLabel="Accepting..." />
    </AuthForm>
  );
}
