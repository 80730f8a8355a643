/** Every page path in one place, so menus and links cannot point at a route that does not exist. */
export const paths = {
  home: '/home',
  systemStatus: '/status/system',
} as const;
