import { onboarding } from '../../db/schema';
import { defineServerArea } from '../../replication/area';
import { serverTable } from '../../replication/tables';
import { completeStepCommand, setStateCommand } from './commands/commands';
import { toOnboardingRow } from './row';
import { registerOnboardingRoutes } from './routes';

export const onboardingServer = defineServerArea({
  tables: { onboarding: serverTable(onboarding, toOnboardingRow) },
  commands: { 'onboarding.completeStep': completeStepCommand, 'onboarding.setState': setStateCommand },
  routes: registerOnboardingRoutes,
});
