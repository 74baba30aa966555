import { createRoot } from 'react-dom/client';
import InboxPage from './expose/inbox-page';

createRoot(document.getElementById('root')!).render(<InboxPage />);
