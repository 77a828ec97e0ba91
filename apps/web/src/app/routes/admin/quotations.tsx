import { useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { QuotationEditor } from '../../../features/admin/components/quotations/quotation-editor';
import { QuotationTable } from '../../../features/admin/components/quotations/quotation-table';

export function Component() {
  const { id } = useParams();
  return (
    <>
      <PageTitle title="Admin · Quotations" />
      {id ? <QuotationEditor id={id} /> : <QuotationTable />}
    </>
  );
}
