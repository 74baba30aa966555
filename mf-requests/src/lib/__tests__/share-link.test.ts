import { copyText } from '../share-link';

/** A browser without the Clipboard API (a page over plain http): only the old copy command. */
function withoutClipboard(execCommand: ((command: string) => boolean) | undefined) {
  const clipboard = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
  Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return () => {
    if (clipboard) Object.defineProperty(navigator, 'clipboard', clipboard);
    else Reflect.deleteProperty(navigator, 'clipboard');
    Reflect.deleteProperty(document, 'execCommand');
  };
}

describe('copyText', () => {
  it('uses the Clipboard API where there is one', async () => {
    const writeText = jest.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await copyText('https://lotengo.pe/solicitud/1');
    expect(writeText).toHaveBeenCalledWith('https://lotengo.pe/solicitud/1');
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('falls back to the copy command on the selected text, and leaves nothing behind', async () => {
    let selected = '';
    const restore = withoutClipboard((command) => {
      const area = document.activeElement as HTMLTextAreaElement;
      selected = command === 'copy' ? area.value.slice(area.selectionStart, area.selectionEnd) : '';
      return true;
    });
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    try {
      await copyText('https://lotengo.pe/solicitud/2');
      expect(selected).toBe('https://lotengo.pe/solicitud/2');
      expect(document.querySelector('textarea')).toBeNull();
      expect(button).toHaveFocus();
    } finally {
      button.remove();
      restore();
    }
  });

  it('rejects when neither can copy', async () => {
    const refuses = withoutClipboard(() => false);
    await expect(copyText('x')).rejects.toThrow();
    refuses();
    const missing = withoutClipboard(undefined);
    await expect(copyText('x')).rejects.toThrow();
    missing();
  });
});
