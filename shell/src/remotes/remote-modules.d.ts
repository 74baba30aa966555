/*
 * Hand-written types of the modules the shell mounts (dts generation is off: builds stay offline and
 * type-check with a remote down). Keys mirror each remote's `exposes`; every page default-exports a
 * component with no required props (pages read route params through the shared router).
 */

declare module 'mf_requests/home-search' {
  /** The home page's request-search section and public request list; renders id HOME_REQUESTS_ANCHOR. */
  const HomeSearch: import('react').ComponentType;
  export default HomeSearch;
}
declare module 'mf_requests/index-page' {
  const IndexPage: import('react').ComponentType;
  export default IndexPage;
}
declare module 'mf_requests/requests-page' {
  const RequestsPage: import('react').ComponentType;
  export default RequestsPage;
}
declare module 'mf_requests/request-create-page' {
  const RequestCreatePage: import('react').ComponentType;
  export default RequestCreatePage;
}
declare module 'mf_requests/request-edit-page' {
  const RequestEditPage: import('react').ComponentType;
  export default RequestEditPage;
}
declare module 'mf_requests/my-requests-page' {
  const MyRequestsPage: import('react').ComponentType;
  export default MyRequestsPage;
}
declare module 'mf_requests/request-card' {
  /** Props belong to mf-requests; the shell does not mount the card itself. */
  const RequestCard: import('react').ComponentType<{ request: import('@lotengo/shared').HouseRequest; editable?: boolean }>;
  export default RequestCard;
}

declare module 'mf_account/login-page' {
  const LoginPage: import('react').ComponentType;
  export default LoginPage;
}
declare module 'mf_account/registry-page' {
  const RegistryPage: import('react').ComponentType;
  export default RegistryPage;
}
declare module 'mf_account/contact-page' {
  const ContactPage: import('react').ComponentType;
  export default ContactPage;
}
declare module 'mf_account/profile-page' {
  const ProfilePage: import('react').ComponentType;
  export default ProfilePage;
}

declare module 'mf_properties/property-create-page' {
  const PropertyCreatePage: import('react').ComponentType;
  export default PropertyCreatePage;
}
declare module 'mf_properties/properties-page' {
  const PropertiesPage: import('react').ComponentType;
  export default PropertiesPage;
}
declare module 'mf_properties/property-card' {
  /** Props belong to mf-properties; the shell does not mount the card itself. */
  const PropertyCard: import('react').ComponentType<{ property: import('@lotengo/shared').Property; editable?: boolean }>;
  export default PropertyCard;
}

declare module 'mf_inbox/inbox-page' {
  const InboxPage: import('react').ComponentType;
  export default InboxPage;
}
