/**
 * The photos area's hooks for its screens (the contract of issue 30: h5 writes these, the screens use them).
 * Signatures first; the bodies follow once domain/photos and the device stores exist.
 */

export type PhotoPose = 'front' | 'side' | 'back' | 'other';
export type PhotoFileKind = 'full' | 'thumb';

/** One photo of a set as a screen shows it. */
export interface PhotoView {
  id: string;
  pose: PhotoPose;
  /** An object URL of the thumbnail when it is on this device (revoked when the hook unmounts or the list changes). */
  thumbUrl?: string;
  /** The server has not stored both of its files yet (storedAt null). */
  waiting: boolean;
}

/** One photo set, newest first in usePhotoSets. */
export interface PhotoSetView {
  id: string;
  clientId: string;
  /** YYYY-MM-DD */
  takenOn: string;
  note: string | null;
  photos: PhotoView[];
  /** Some photo of the set is still waiting for its files to reach the server. */
  waiting: boolean;
}

/**
 * here: url is set; loading: being fetched; not-on-device-offline: this device does not hold it and is offline
 * (the screen says so plainly); failed: the server would not give it (deleted, refused, broken).
 */
export type PhotoFileState = 'here' | 'loading' | 'not-on-device-offline' | 'failed';

export interface PhotoFileView {
  url?: string;
  state: PhotoFileState;
}

export interface AddPhotoSetInput {
  /** The client's record; a client may leave it out (their own record is used). */
  clientId?: string;
  /** YYYY-MM-DD */
  takenOn: string;
  note: string | null;
  files: { pose: PhotoPose; file: Blob }[];
}

export interface PhotoActions {
  /** Prepares each file (downscaled, thumbnail, no EXIF), stores the files on the device and writes the set and its photos; resolves with the set's id. */
  addPhotoSet(input: AddPhotoSetInput): Promise<string>;
  removePhotoSet(id: string): Promise<void>;
  removePhoto(id: string): Promise<void>;
}

/** A client's photo sets on the device, newest first (undefined while loading). */
export function usePhotoSets(clientId: string | null | undefined): PhotoSetView[] | undefined {
  void clientId;
  return undefined; // TODO(h5)
}

/** One photo's file: from the device, else fetched when online (marks it viewed). */
export function usePhotoFile(photoId: string | null | undefined, kind: PhotoFileKind): PhotoFileView {
  void photoId;
  void kind;
  return { state: 'loading' }; // TODO(h5)
}

/** Adding and removing sets and photos. */
export function usePhotoActions(): PhotoActions {
  const todo = () => Promise.reject(new Error('photos: not yet'));
  return { addPhotoSet: todo, removePhotoSet: todo, removePhoto: todo }; // TODO(h5)
}
