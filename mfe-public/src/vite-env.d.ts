/// <reference types="vite/client" />

/** Version of this remote's build, injected by Vite (the release command sets it). */
declare const __REMOTE_VERSION__: string;
