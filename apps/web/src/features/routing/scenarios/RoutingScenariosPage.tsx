import { MESSAGES } from '@fleetdesk/contract';
import AddIcon from '@mui/icons-material/Add';
import {
  Badge,
  Box,
  Button,
  LinearProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useRef, useState } from 'react';
import { PageTitle } from '../../../app/pages/PageTitle';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useRoutingScenarios } from '../api/routingQueries';
import { useRoutingLiveUpdates } from '../api/useRoutingLiveUpdates';
import { ScenarioCard } from './ScenarioCard';
import { newScenarioForm, scenarioFormOf } from './scenarioForm';

/** /routing/scenarios (spec 3 §2): a sidebar of car types, and that car type's scenarios with their items. */
export function RoutingScenariosPage() {
  const query = useRoutingScenarios();
  useRoutingLiveUpdates();
  const carTypes = query.data?.car_types ?? [];
  const [chosen, setChosen] = useState<number | null>(null);
  // Unsaved new scenarios, each by its own number: saving or dropping one leaves the others as typed.
  const [drafts, setDrafts] = useState<number[]>([]);
  const lastDraft = useRef(0);
  const carTypeId = chosen ?? carTypes[0]?.id ?? null;
  const scenarios = (query.data?.scenarios ?? []).filter((scenario) => scenario.car_type_id === carTypeId);

  const choose = (id: number) => {
    setChosen(id);
    setDrafts([]);
  };

  return (
    <Box>
      <PageTitle>Routing Scenarios</PageTitle>
      <LoadFailed what="Scenarios" load={query} sx={{ mb: 2 }} />
      {query.isPending && <LinearProgress aria-label="Loading scenarios" />}
      <Box sx={{ display: 'grid', gridTemplateColumns: '220px minmax(0, 1fr)', gap: 2 }}>
        <Paper variant="outlined">
          <List dense aria-label="Car types">
            {/* Each button in its own li: a ul may hold only list items. */}
            {carTypes.map((carType) => (
              <ListItem key={carType.id} disablePadding>
                <ListItemButton selected={carType.id === carTypeId} onClick={() => choose(carType.id)}>
                  <ListItemText primary={carType.title} />
                  <Badge badgeContent={carType.scenarios_count} color="primary" showZero sx={{ mr: 1 }} />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        </Paper>
        <Stack spacing={2}>
          {scenarios.map((scenario) => (
            <ScenarioCard
              key={scenario.id}
              scenario={scenario}
              values={scenarioFormOf(scenario)}
              onGone={() => undefined}
            />
          ))}
          {carTypeId !== null &&
            drafts.map((draft) => (
              <ScenarioCard
                key={`draft-${draft}`}
                scenario={null}
                values={newScenarioForm(carTypeId)}
                onGone={() => setDrafts((all) => all.filter((other) => other !== draft))}
              />
            ))}
          {query.data && scenarios.length === 0 && drafts.length === 0 && (
            <Typography variant="body2">{MESSAGES.noData}</Typography>
          )}
          <Box>
            <Button
              startIcon={<AddIcon />}
              variant="outlined"
              disabled={carTypeId === null}
              onClick={() => setDrafts((all) => [...all, ++lastDraft.current])}
            >
              Add scenario
            </Button>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
