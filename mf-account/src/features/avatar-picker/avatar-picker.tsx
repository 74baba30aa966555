import { useEffect, useRef, useState } from 'react';
import { Avatar, Modal, Spinner, RetryAlert } from '@lotengo/shared';
import { messages } from '@lotengo/shared/i18n';
import { useProfileImages } from '../../lib/use-profile-images';
import type { AvatarChoiceProps } from '../../lib/avatar-choice';
import { AvatarOptions } from './avatar-options';
import { accountTexts } from '../../texts';

const t = accountTexts.avatarPicker;

/** The current avatar as a button; it opens the "Selecciona tu avatar" modal with the profile images. */
export function AvatarPicker({ value, onChange, triggerLabel, busy = false, size = 96 }: AvatarChoiceProps) {
  const [open, setOpen] = useState(false);
  const images = useProfileImages();
  const bodyRef = useRef<HTMLDivElement>(null);

  // Start on the current avatar rather than the first one, so Enter right away keeps the choice.
  useEffect(() => {
    if (!open || !images.data) return;
    const id = window.setTimeout(
      () => bodyRef.current?.querySelector<HTMLElement>('[data-autofocus="true"]')?.focus(),
      0,
    );
    return () => window.clearTimeout(id);
  }, [open, images.data]);

  const choose = (url: string) => {
    setOpen(false);
    if (url !== value) onChange(url);
  };

  return (
    <>
      <button
        type="button"
        className="acc-avatar-trigger"
        onClick={() => setOpen(true)}
        disabled={busy}
        aria-label={triggerLabel}
        aria-busy={busy || undefined}
      >
        <Avatar url={value} alt="" size={size} />
        <span className="acc-avatar-trigger__badge" aria-hidden="true">
          ✎
        </span>
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title={t.title}>
        <div ref={bodyRef} className="acc-avatar-picker">
          <p className="lt-hint">{t.hint}</p>
          {images.isPending ? <Spinner label={messages.common.loading} /> : null}
          {images.isError ? (
            <RetryAlert className="acc-inline-error" message={t.loadFailure} onRetry={() => void images.refetch()} />
          ) : null}
          {images.data && images.data.length === 0 ? <p>{t.empty}</p> : null}
          {images.data && images.data.length > 0 ? (
            <AvatarOptions images={images.data} selected={value} onChoose={choose} />
          ) : null}
        </div>
      </Modal>
    </>
  );
}
