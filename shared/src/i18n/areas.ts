/** Names of the federated areas, used in "La sección {area} no está disponible…" (the remotes kit) and by the shell. */
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
