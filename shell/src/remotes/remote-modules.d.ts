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
  /** Mirrors RequestCardProps of mf-requests (features/request-card). Needs a router around it. */
  export interface RequestCardProps {
    request: import('@lotengo/shared').HouseRequest;
    variant?: 'default' | 'index';
    onLoTengo?: (request: import('@lotengo/shared').HouseRequest) => void;
    editable?: boolean;
    showWhatsApp?: boolean;
  }
  const RequestCard: import('react').ComponentType<RequestCardProps>;
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
  /** Mirrors PropertyCardProps of mf-properties (features/property-card). */
  export interface PropertyCardProps {
    property: import('@lotengo/shared').Property;
    onSend?: (property: import('@lotengo/shared').Property) => void;
    sendState?: 'idle' | 'sending' | 'sent';
    onEdit?: (property: import('@lotengo/shared').Property) => void;
    editable?: boolean;
    chatUrl?: string;
    actions?: import('react').ReactNode;
    headingLevel?: 2 | 3 | 4;
  }
  const PropertyCard: import('react').ComponentType<PropertyCardProps>;
  export default PropertyCard;
}

declare module 'mf_inbox/inbox-page' {
  const InboxPage: import('react').ComponentType;
  export default InboxPage;
}
