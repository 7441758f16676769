import {
  routingScenarios,
  SCENARIO_ITEM_TITLE_MAX,
  SCENARIO_TITLE_MAX,
  type Scenario,
} from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { Alert, Button, Divider, IconButton, Paper, Stack, Typography } from '@mui/material';
import { type Control, useFieldArray, useForm } from 'react-hook-form';
import { showFormError } from '../../../api/showFormError';
import { requestConfirm } from '../../../ui/confirm/requestConfirm';
import { useRoutingWrite } from '../api/useRoutingWrite';
import { NumberField } from './NumberField';
import { ITEM_FIELDS, newScenarioItem, type ScenarioBody, type ScenarioInput } from './scenarioForm';
import { TitleField } from './TitleField';
import { useScenarioCopy } from './useScenarioCopy';

const FIELDS = ['title', 'priority', 'max_tries', 'break_between_rides'] as const;
const [lastName, lastWord] = ITEM_FIELDS[ITEM_FIELDS.length - 1] as (typeof ITEM_FIELDS)[number];

/**
 * One scenario: title (≤ 14), priority, max_tries, break between rides, its item rows (a title and the
 * per-hour rule fields) each with a delete; Add (an item), Save
 * (only after a change) and Delete. A draft (`scenario` null) is saved as a new scenario. When someone
 * else saves the scenario while this card has changes, the card says so and keeps them (`useScenarioCopy`).
 */
export function ScenarioCard(props: { scenario: Scenario | null; values: ScenarioBody; onGone: () => void }) {
  const { scenario } = props;
  const form = useForm<ScenarioInput, unknown, ScenarioBody>({
    resolver: zodResolver(routingScenarios.scenarioBody),
    mode: 'onChange',
    defaultValues: props.values,
  });
  // The fields only read and write the typed values; the sent body comes from handleSubmit.
  const control = form.control as unknown as Control<ScenarioInput>;
  const items = useFieldArray({ control, name: 'items', keyName: 'key' });
  const copy = useScenarioCopy(scenario, form);
  const save = useRoutingWrite(routingScenarios.saveScenario, {
    // A saved draft comes back in the list as a card of its own; this one then goes.
    onDone: (answer) => (scenario ? copy.takeSaved(answer.scenario) : props.onGone()),
    onError: (error) => showFormError(error, form.setError, FIELDS),
  });
  const remove = useRoutingWrite(routingScenarios.deleteScenario, { onDone: props.onGone });
  const label = scenario ? scenario.title : 'New scenario';
  // 100 px each holds the longest label ('Miles / hour') and fits a whole item on a 1366 px row.
  const itemField = (index: number, name: (typeof ITEM_FIELDS)[number][0], word: string) => ({
    control,
    name: `items.${index}.${name}` as const,
    label: word,
    width: 100,
  });

  const handleDelete = () => {
    if (!scenario) return props.onGone();
    requestConfirm({
      title: 'Delete scenario',
      message: `Delete scenario ${scenario.title} and its items?`,
      confirmLabel: 'Delete',
      destructive: true,
      onConfirm: () => remove.mutate({ params: { id: scenario.id } }),
    });
  };
  const handleSave = (body: ScenarioBody) =>
    save.mutate({
      params: { id: scenario ? scenario.id : 'new' },
      body: { ...body, updated_at: copy.opened?.updated_at },
    });

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="form"
      aria-label={`Scenario ${label}`}
      noValidate
      onSubmit={form.handleSubmit(handleSave)}
    >
      {/* At 1366 px the fields and the actions share one row; where they cannot, the actions wrap
          together to the right, never one button alone on a line. */}
      <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TitleField control={control} name="title" label="Title" max={SCENARIO_TITLE_MAX} width={200} />
        <NumberField control={control} name="priority" label="Priority" width={90} />
        <NumberField control={control} name="max_tries" label="Max tries" width={90} />
        <NumberField control={control} name="break_between_rides" label="Default break (min)" width={150} />
        <Stack direction="row" spacing={1.5} sx={{ ml: 'auto', alignItems: 'center', flexShrink: 0 }}>
          {scenario && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {scenario.status} · {scenario.processed_routes}/{scenario.total_routes} routes
            </Typography>
          )}
          <Button startIcon={<AddIcon />} onClick={() => items.append(newScenarioItem())}>
            Add
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={scenario !== null && !form.formState.isDirty}
            loading={save.isPending}
          >
            Save
          </Button>
          <Button color="error" variant="outlined" onClick={handleDelete} loading={remove.isPending}>
            Delete
          </Button>
        </Stack>
      </Stack>
      {copy.changedElsewhere && (
        <Alert
          severity="warning"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" size="small" onClick={copy.takeLatest}>
              Reload
            </Button>
          }
        >
          Someone else saved this scenario while you were changing it. Your changes are kept here; to save,
          reload their version and make them again.
        </Alert>
      )}
      <Stack
        spacing={1}
        sx={{ mt: 2 }}
        aria-label="Items"
        role="list"
        // Hidden from screen readers: a list may own only its items, and the rule is decoration.
        divider={<Divider aria-hidden flexItem sx={{ borderStyle: 'dashed' }} />}
      >
        {items.fields.map((item, index) => (
          // Fields keep their width so each label reads whole; a narrow card wraps an item instead.
          <Stack
            key={item.key}
            direction="row"
            useFlexGap
            role="listitem"
            aria-label={`Item ${index + 1}`}
            sx={{
              alignItems: 'flex-start',
              flexWrap: 'wrap',
              columnGap: 1,
              rowGap: 1.5,
              '& > .MuiTextField-root': { flexShrink: 0 },
            }}
          >
            <TitleField
              control={control}
              name={`items.${index}.title`}
              label="Item title"
              max={SCENARIO_ITEM_TITLE_MAX}
              width={150}
            />
            {ITEM_FIELDS.slice(0, -1).map(([name, word]) => (
              <NumberField key={name} {...itemField(index, name, word)} />
            ))}
            {/* The delete keeps to the last field: a wrapping item never leaves it alone on a line. */}
            <Stack direction="row" sx={{ columnGap: 1, flexShrink: 0, alignItems: 'flex-start' }}>
              <NumberField {...itemField(index, lastName, lastWord)} />
              <IconButton aria-label={`Delete item ${index + 1}`} onClick={() => items.remove(index)}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
