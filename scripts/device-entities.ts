import { writeFileSync } from 'node:fs';
import { deviceEntitiesSource } from '../domain/device-entities-source';

/** Writes domain/device-entities.ts from the entity declarations: run it after adding or changing a synced entity. */
const out = new URL('../domain/device-entities.ts', import.meta.url);
writeFileSync(out, deviceEntitiesSource());
console.log(`wrote ${out.pathname}`);
