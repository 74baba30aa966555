// Minimal typing of the part of json-server 0.17 we use (the package ships no types).
declare module 'json-server' {
  import type { Express, RequestHandler } from 'express';

  interface DefaultsOptions {
    logger?: boolean;
    static?: string;
    noCors?: boolean;
    noGzip?: boolean;
    bodyParser?: boolean;
    readOnly?: boolean;
  }

  const jsonServer: {
    create(): Express;
    defaults(opts?: DefaultsOptions): RequestHandler[];
    bodyParser: RequestHandler[];
  };
  export = jsonServer;
}
