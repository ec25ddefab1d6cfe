// Vite's base, isolated here: jest (CommonJS) cannot parse import.meta, so only main.tsx imports this file.
export const BASE_URL: string = import.meta.env.BASE_URL;
