import type { ComponentType } from 'react';

/** Every module the shell can mount, by remote and exposed key (types from remote-modules.d.ts). */
export interface RemoteModules {
  mf_requests: {
    'home-search': typeof import('mf_requests/home-search');
    'index-page': typeof import('mf_requests/index-page');
    'requests-page': typeof import('mf_requests/requests-page');
    'request-create-page': typeof import('mf_requests/request-create-page');
    'request-edit-page': typeof import('mf_requests/request-edit-page');
    'my-requests-page': typeof import('mf_requests/my-requests-page');
    'request-card': typeof import('mf_requests/request-card');
  };
  mf_account: {
    'login-page': typeof import('mf_account/login-page');
    'registry-page': typeof import('mf_account/registry-page');
    'contact-page': typeof import('mf_account/contact-page');
    'profile-page': typeof import('mf_account/profile-page');
  };
  mf_properties: {
    'property-create-page': typeof import('mf_properties/property-create-page');
    'properties-page': typeof import('mf_properties/properties-page');
    'property-card': typeof import('mf_properties/property-card');
  };
  mf_inbox: {
    'inbox-page': typeof import('mf_inbox/inbox-page');
  };
}

export type RemoteName = keyof RemoteModules;
export type ModuleName<R extends RemoteName> = keyof RemoteModules[R] & string;
type PropsOfDefault<T> = T extends { default: ComponentType<infer P> } ? P : never;
/** Props of the default export of `remote/module`. */
export type RemoteProps<R extends RemoteName, M extends ModuleName<R>> = PropsOfDefault<RemoteModules[R][M]>;
