import '../styles/account.css';
import { ContactForm } from '../features/contact';

/** /page/contact (public). */
export default function ContactPage() {
  return <ContactForm />;
}
