import { PageTitle } from '../../../components/page-title';
import { MessagesScreen } from '../../../features/admin/components/messages/messages-screen';

export function Component() {
  return (
    <>
      <PageTitle title="Admin · Messages" />
      <MessagesScreen />
    </>
  );
}
