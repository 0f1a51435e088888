/**
 * A build for the production backend stops when the shop's business settings are missing or
 * wrong (model/shop-config.ts `businessSettingsProblems`): its receipts must carry the KRA PIN and
 * the registered name, so a shop is never deployed without them. Local and test builds pass.
 */
import type { Plugin } from 'vite';
import { businessSettingsProblems, type ConfigVariables } from '../../model/shop-config';

export function businessSettingsChecked(): Plugin {
  return {
    name: 'business-settings-checked',
    apply: 'build',
    configResolved(config: { env: ConfigVariables }) {
      if (config.env.VITE_BACKEND !== 'production') return;
      const problems = businessSettingsProblems(config.env);
      if (problems.length > 0) {
        throw new Error(
          `The shop's business settings (.env) are not ready:\n- ${problems.join('\n- ')}`,
        );
      }
    },
  };
}
