/** Names of the federated areas, in "La sección {area} no está disponible…" (the remotes kit) and the shell's texts. */
export const areaNames = {
  requests: 'Solicitudes',
  account: 'Cuenta',
  login: 'Ingreso',
  registry: 'Registro',
  contact: 'Contacto',
  profile: 'Perfil',
  properties: 'Propiedades',
  inbox: 'Mis Ofertas',
} as const;
