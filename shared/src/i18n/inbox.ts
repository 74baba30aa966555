/** Texts of the inbox area (mf-inbox). */
export const inboxTexts = {
  /** Area name for notices ("… en construcción", "no disponible"). */
  area: 'Mis Ofertas',
  title: 'Mis Ofertas',

  /** Labels of REJECT_REASONS (one tap after "Dislike hecho"; the owner sees them as counts). */
  rejectReasons: {
    precio: 'Precio',
    ubicacion: 'Ubicación',
    tamano: 'Tamaño',
    estado: 'Estado',
    fotos: 'Las fotos no coinciden',
  },

  /** The remote running alone (npm run dev -w mf-inbox): a small page for its own team. */
  standalone: {
    title: 'mf-inbox · modo independiente',
    intro: 'Esta app se ejecuta sola para su equipo. Dentro del sitio, el shell la monta en /page/buzon.',
    navLabel: 'Páginas de mf-inbox',
  },
} as const;
