// One part of one language's texts, merged at build time (scripts/text-parts.ts, src/i18n/load.ts).
declare module 'virtual:text-part/*' {
  const tree: import('./tree').Tree;
  export default tree;
}
