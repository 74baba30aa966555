import { useRef, type KeyboardEvent } from 'react';
import { type ImageProfile } from '@lotengo/shared';
import { accountTexts } from '../../texts';

const t = accountTexts.avatarPicker;

interface Props {
  images: ImageProfile[];
  selected: string;
  onChoose: (url: string) => void;
}

/**
 * The avatars as a grid of buttons: Tab reaches the grid, the arrow keys move between avatars and
 * Enter/Space chooses (native <button> behaviour), so the picker works without a mouse.
 */
export function AvatarOptions({ images, selected, onChoose }: Props) {
  const listRef = useRef<HTMLUListElement>(null);

  const moveFocus = (event: KeyboardEvent<HTMLUListElement>) => {
    const buttons = Array.from(listRef.current?.querySelectorAll<HTMLButtonElement>('button') ?? []);
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    let next: number | undefined;
    if (step !== undefined) next = (current + step + buttons.length) % buttons.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = buttons.length - 1;
    if (next === undefined) return;
    event.preventDefault();
    buttons[next]?.focus();
  };

  return (
    // The list only forwards arrow keys to its buttons; the buttons are the interactive elements.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <ul ref={listRef} className="acc-avatar-grid" onKeyDown={moveFocus}>
      {images.map((image, index) => {
        const isSelected = image.url === selected;
        return (
          <li key={image.imageProfileId}>
            <button
              type="button"
              className="acc-avatar-option"
              aria-pressed={isSelected}
              // The current choice takes the initial focus (data-autofocus is read by the effect in AvatarPicker).
              data-autofocus={isSelected ? 'true' : undefined}
              onClick={() => onChoose(image.url)}
            >
              <img src={image.url} alt={t.option(index + 1)} width={72} height={72} />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
