import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/modal';
import { PageTitle } from '../../../components/page-title';

/** The sign-in, sign-up and reset screens are modals; closing one goes to / (docs/product.md §2). */
export function AuthModalPage({
  title,
  pageTitle,
  children,
}: {
  title: string;
  pageTitle: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <main className="min-h-[60vh]">
      <PageTitle title={pageTitle} />
      <Modal open title={title} onClose={() => void navigate('/')} width="max-w-md">
        {children}
      </Modal>
    </main>
  );
}
