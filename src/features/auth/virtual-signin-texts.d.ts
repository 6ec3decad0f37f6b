// The sign-in pages' texts of one language (vite.config.ts, scripts/signin-texts.ts).
declare module 'virtual:signin-texts/*' {
  const texts: import('../../i18n/tree').Tree;
  export default texts;
}
