import type { Scenario } from '@fleetdesk/contract';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { type ScenarioBody, type ScenarioInput, scenarioFormOf } from './scenarioForm';

/**
 * The copy of a saved scenario its card edits. The list behind the card refetches whenever anyone saves
 * a scenario; a card nobody is editing takes the newer copy, but one with changes in progress keeps
 * them and the copy they were made on (its `updated_at` goes with the save, which the server then refuses
 * as stale) until the user saves or takes the newer copy with `takeLatest`.
 */
export function useScenarioCopy(
  latest: Scenario | null,
  form: UseFormReturn<ScenarioInput, unknown, ScenarioBody>,
) {
  const [opened, setOpened] = useState(latest);
  const changedElsewhere = latest !== null && latest.updated_at !== opened?.updated_at;
  const isDirty = form.formState.isDirty;

  /** Shows `scenario` (the newer copy, or the one a save returned) as the unchanged form. */
  const show = (scenario: Scenario) => {
    setOpened(scenario);
    form.reset(scenarioFormOf(scenario));
  };

  useEffect(() => {
    if (changedElsewhere && !isDirty && latest) show(latest);
  });

  return {
    opened,
    changedElsewhere: changedElsewhere && isDirty,
    takeLatest: () => latest && show(latest),
    takeSaved: show,
  };
}
