/** What a toast shows: a bold title (docs/product/texts.md titles) above the message. */
export function ToastContent({ title, message }: { title?: string; message: string }) {
  return (
    <div className="lt-toast">
      {title ? <strong className="lt-toast__title">{title}</strong> : null}
      <div className="lt-toast__message">{message}</div>
    </div>
  );
}
