import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PreviewNotice, withoutPreviewParam } from '../preview-notice';

const V = 'abc1234-0123456789';

describe('the preview marker and notice', () => {
  it('marks a preview tab with the app and version, and leaves it', async () => {
    sessionStorage.setItem('lt_preview', `mf-inbox@${V}`);
    const go = jest.fn();
    window.history.replaceState(null, '', `/page/buzon?preview=mf-inbox@${V}&a=1#top`);
    render(<PreviewNotice preview={{ app: 'mf-inbox', version: V }} refused={null} go={go} />);
    const marker = screen.getByRole('status');
    expect(marker).toHaveTextContent(`Vista previa: mf-inbox ${V}`);
    await userEvent.click(screen.getByRole('button', { name: 'Salir de la vista previa' }));
    expect(sessionStorage.getItem('lt_preview')).toBeNull();
    expect(go).toHaveBeenCalledWith('/page/buzon?a=1#top');
  });

  it('says in Spanish that a refused preview shows the live version, and can be closed', async () => {
    render(<PreviewNotice preview={null} refused={{ preview: 'mf-inbox@https://evil.example', reason: 'x' }} />);
    expect(screen.getByRole('status')).toHaveTextContent('No se pudo abrir la vista previa');
    expect(screen.getByRole('status')).toHaveTextContent('Se muestra la versión en vivo.');
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('drops only the preview parameter', () => {
    expect(withoutPreviewParam(`http://x.test/page/requests?preview=mf-requests@${V}`)).toBe('/page/requests');
  });
});
