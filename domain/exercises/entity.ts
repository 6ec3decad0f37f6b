import { defineEntity } from '../protocol/entity';
import { ExerciseRow } from './rows';

/** A trainer's own and customized exercises; a client sees those their plans use (decided on the server). */
export const exerciseEntity = defineEntity({
  name: 'exercises',
  sqlName: 'exercises',
  order: 2,
  row: ExerciseRow,
  space: 'spaceId',
  client: 'server',
  indexes: ['categoryId', 'title', 'source'],
  editable: ['title', 'description', 'videoUrl', 'categoryId', 'trackingFields', 'equipment', 'muscles'],
});
