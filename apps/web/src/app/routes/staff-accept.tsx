import { useLocation } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { invitationToken } from '../../features/auth/api/staff-invitation';
import { StaffAccept } from '../../features/auth/components/staff-accept';

/** /staff/accept#token=…: the owner's invitation to the staff (docs/product.md §15 "Staff"). */
export function Component() {
  const token = invitationToken(useLocation().hash);
  return (
    <main className="mx-auto max-w-md px-4 py-12">
      <PageTitle title="Join the Staff" />
      <h1 className="text-2xl font-bold">Join the staff</h1>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        {token ? (
          <StaffAccept token={token} />
        ) : (
          <p role="alert" className="text-slate-700">
            This invitation link is incomplete. Please open the link from the e-mail again.
          </p>
        )}
      </div>
    </main>
  );
}
