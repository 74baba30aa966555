export default function InboxPage() {
  return <p>en construcción</p>;
}
