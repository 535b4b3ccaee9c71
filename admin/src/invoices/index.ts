// Invoices: /manage/invoices, every invoice with its credit notes and where their refunds are (issue 28 item 3).
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import { InvoiceList } from './InvoiceList.tsx';

export default {
  list: InvoiceList,
  icon: ReceiptIcon,
  recordRepresentation: 'number',
  pages: {},
};
