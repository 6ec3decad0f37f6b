/**
 * Messages of the photos area (docs/rules/photos.md), in English, spread
 * into domain/messages.ts; their sk and cz texts are below (the app keeps
 * them in src/features/photos/i18n under "messages").
 */
export const PHOTO_MESSAGES = {
  photoTakenOnInvalid: 'Please enter the date the photos were taken',
  photoPoseInvalid: 'Choose a pose: front, side, back or other',
  photoFileInvalid: 'The photo could not be read; please take or choose it again',
  photoSetFull: 'A photo set holds at most 12 photos',
  photoTooLarge: 'The photo is too large: at most 10 MB',
  photoNotImage: 'Only WebP and JPEG photos can be stored',
  photoTypeMismatch: 'The photo is not the type it says it is',
  photoDamaged: 'The photo arrived damaged; it will be sent again',
  addPhotoSetFailed: 'Failed to save the photos',
} as const;

export type PhotoMessageKey = keyof typeof PHOTO_MESSAGES;

export const PHOTO_MESSAGE_TRANSLATIONS: Record<'sk' | 'cz', Record<PhotoMessageKey, string>> = {
  sk: {
    photoTakenOnInvalid: 'Zadajte dátum, kedy boli fotky urobené',
    photoPoseInvalid: 'Vyberte pózu: spredu, zboku, zozadu alebo iná',
    photoFileInvalid: 'Fotku sa nepodarilo načítať; urobte ju alebo vyberte znova',
    photoSetFull: 'Séria fotiek môže mať najviac 12 fotiek',
    photoTooLarge: 'Fotka je príliš veľká: najviac 10 MB',
    photoNotImage: 'Uložiť sa dajú len fotky WebP a JPEG',
    photoTypeMismatch: 'Fotka nie je typu, za aký sa vydáva',
    photoDamaged: 'Fotka prišla poškodená; odošle sa znova',
    addPhotoSetFailed: 'Fotky sa nepodarilo uložiť',
  },
  cz: {
    photoTakenOnInvalid: 'Zadejte datum, kdy byly fotky pořízeny',
    photoPoseInvalid: 'Vyberte pózu: zepředu, z boku, zezadu nebo jiná',
    photoFileInvalid: 'Fotku se nepodařilo načíst; pořiďte ji nebo vyberte znovu',
    photoSetFull: 'Série fotek může mít nejvýše 12 fotek',
    photoTooLarge: 'Fotka je příliš velká: nejvýše 10 MB',
    photoNotImage: 'Uložit lze jen fotky WebP a JPEG',
    photoTypeMismatch: 'Fotka není typu, za který se vydává',
    photoDamaged: 'Fotka dorazila poškozená; odešle se znovu',
    addPhotoSetFailed: 'Fotky se nepodařilo uložit',
  },
};
