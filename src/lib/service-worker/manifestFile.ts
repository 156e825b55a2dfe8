/** The web app manifest's file name in each language's folder: written by plugins/web-app, linked by register.ts. */
export const MANIFEST_FILE = 'manifest.webmanifest';
