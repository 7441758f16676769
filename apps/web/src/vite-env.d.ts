/// <reference types="vite/client" />

/** The version this build was made from, compared with the server's by the version banner. */
declare const __APP_VERSION__: string;
