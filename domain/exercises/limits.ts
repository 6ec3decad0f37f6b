/**
 * Lengths of an exercise's texts, for the mutations' schemas and the import
 * alike. A module of their own: the write path checks them without carrying
 * the import's rules and CSV reader.
 */
export const TITLE_MAX = 255;
export const DESCRIPTION_MAX = 5000;
