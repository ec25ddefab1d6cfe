// The router basename comes from Vite's base ('/kanban/' -> '/kanban'), never from a literal,
// so the routes stay relative to wherever the build is mounted.
// Later the same build is also served at /device_display/: that mount will pick its basename
// here (from the mount prefix of location.pathname) and get its own route table; not done yet.
export function routerBasename(baseUrl: string = import.meta.env.BASE_URL): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed === '' || trimmed === '.' ? '/' : trimmed;
}
