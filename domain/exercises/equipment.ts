import { z } from 'zod';
import type { Locale } from '../constants';
import type { Option } from './localized';

/** Equipment an exercise needs. Slugs are stable ids; an exercise lists one or more. */
export const EQUIPMENT_IDS = [
  'bodyweight',
  'barbell',
  'dumbbell',
  'kettlebell',
  'ez-bar',
  'trap-bar',
  'weight-plate',
  'cable',
  'machine',
  'smith-machine',
  'resistance-band',
  'medicine-ball',
  'exercise-ball',
  'bosu',
  'foam-roller',
  'bench',
  'pull-up-bar',
  'dip-bars',
  'suspension-trainer',
  'plyo-box',
  'jump-rope',
  'landmine',
  'sled',
  'sandbag',
  'battle-ropes',
  'ab-wheel',
  'balance-pad',
  'mat',
  'treadmill',
  'stationary-bike',
  'rowing-machine',
  'elliptical',
  'stair-climber',
  'ski-erg',
  'other',
] as const;
export type EquipmentId = (typeof EQUIPMENT_IDS)[number];

export const EQUIPMENT: readonly Option<EquipmentId>[] = [
  { id: 'bodyweight', names: { en: 'Bodyweight', sk: 'Vlastná váha', cz: 'Vlastní váha' } },
  { id: 'barbell', names: { en: 'Barbell', sk: 'Veľká činka', cz: 'Velká činka' } },
  { id: 'dumbbell', names: { en: 'Dumbbell', sk: 'Jednoručka', cz: 'Jednoručka' } },
  { id: 'kettlebell', names: { en: 'Kettlebell', sk: 'Kettlebell', cz: 'Kettlebell' } },
  { id: 'ez-bar', names: { en: 'EZ bar', sk: 'EZ činka', cz: 'EZ osa' } },
  { id: 'trap-bar', names: { en: 'Trap bar', sk: 'Trap bar (šesťhranná tyč)', cz: 'Trap bar (šestihranná osa)' } },
  { id: 'weight-plate', names: { en: 'Weight plate', sk: 'Kotúč', cz: 'Kotouč' } },
  { id: 'cable', names: { en: 'Cable', sk: 'Kladka', cz: 'Kladka' } },
  { id: 'machine', names: { en: 'Machine', sk: 'Posilňovací stroj', cz: 'Posilovací stroj' } },
  { id: 'smith-machine', names: { en: 'Smith machine', sk: 'Multipress', cz: 'Multipress' } },
  { id: 'resistance-band', names: { en: 'Resistance band', sk: 'Odporová guma', cz: 'Odporová guma' } },
  { id: 'medicine-ball', names: { en: 'Medicine ball', sk: 'Medicinbal', cz: 'Medicinbal' } },
  { id: 'exercise-ball', names: { en: 'Exercise ball', sk: 'Fitlopta', cz: 'Gymnastický míč' } },
  { id: 'bosu', names: { en: 'BOSU ball', sk: 'BOSU', cz: 'BOSU' } },
  { id: 'foam-roller', names: { en: 'Foam roller', sk: 'Penový valec', cz: 'Pěnový válec' } },
  { id: 'bench', names: { en: 'Bench', sk: 'Lavička', cz: 'Lavice' } },
  { id: 'pull-up-bar', names: { en: 'Pull-up bar', sk: 'Hrazda', cz: 'Hrazda' } },
  { id: 'dip-bars', names: { en: 'Dip bars', sk: 'Bradlá', cz: 'Bradla' } },
  {
    id: 'suspension-trainer',
    names: { en: 'TRX / suspension trainer', sk: 'TRX (závesný systém)', cz: 'TRX (závěsný systém)' },
  },
  { id: 'plyo-box', names: { en: 'Plyo box', sk: 'Plyometrická bedňa', cz: 'Plyometrická bedna' } },
  { id: 'jump-rope', names: { en: 'Jump rope', sk: 'Švihadlo', cz: 'Švihadlo' } },
  { id: 'landmine', names: { en: 'Landmine', sk: 'Landmine', cz: 'Landmine' } },
  { id: 'sled', names: { en: 'Sled', sk: 'Sane', cz: 'Saně' } },
  { id: 'sandbag', names: { en: 'Sandbag', sk: 'Vak s pieskom (sandbag)', cz: 'Pytel s pískem (sandbag)' } },
  { id: 'battle-ropes', names: { en: 'Battle ropes', sk: 'Bojové laná', cz: 'Bojová lana' } },
  { id: 'ab-wheel', names: { en: 'Ab wheel', sk: 'Koliesko na brucho', cz: 'Posilovací kolečko' } },
  { id: 'balance-pad', names: { en: 'Balance pad or board', sk: 'Balančná podložka', cz: 'Balanční podložka' } },
  { id: 'mat', names: { en: 'Mat', sk: 'Podložka', cz: 'Podložka' } },
  { id: 'treadmill', names: { en: 'Treadmill', sk: 'Bežecký pás', cz: 'Běžecký pás' } },
  { id: 'stationary-bike', names: { en: 'Stationary bike', sk: 'Rotoped', cz: 'Rotoped' } },
  { id: 'rowing-machine', names: { en: 'Rowing machine', sk: 'Veslovací trenažér', cz: 'Veslovací trenažér' } },
  { id: 'elliptical', names: { en: 'Elliptical trainer', sk: 'Eliptický trenažér', cz: 'Eliptický trenažér' } },
  { id: 'stair-climber', names: { en: 'Stair climber', sk: 'Schodiskový trenažér', cz: 'Schodišťový trenažér' } },
  { id: 'ski-erg', names: { en: 'Ski ergometer', sk: 'Bežkársky trenažér', cz: 'Běžkařský trenažér' } },
  { id: 'other', names: { en: 'Other', sk: 'Iné', cz: 'Jiné' } },
];

export const equipmentIdSchema = z.enum(EQUIPMENT_IDS);

const byId = new Map(EQUIPMENT.map((e) => [e.id, e]));

export function isEquipmentId(value: unknown): value is EquipmentId {
  return typeof value === 'string' && byId.has(value as EquipmentId);
}

export function equipmentName(id: EquipmentId, locale: Locale): string {
  return byId.get(id)?.names[locale] ?? id;
}
