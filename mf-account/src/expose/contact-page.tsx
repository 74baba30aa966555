import '../styles/account.css';
import { ContactForm } from '../features/contact/contact-form';

/** /page/contact (public). */
export default function ContactPage() {
  return <ContactForm />;
}
