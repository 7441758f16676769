import { type Route, type RouteStatus, routing } from '@fleetdesk/contract';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import SyncIcon from '@mui/icons-material/Sync';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Button,
  LinearProgress,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useRoutingRoutes } from '../api/routingQueries';
import { useRoutingWrite } from '../api/useRoutingWrite';
import { NO_ROUTES, routeTitle } from '../routeView';

const STATUS_ICONS: Readonly<Record<RouteStatus, typeof CheckCircleIcon>> = {
  pending: HourglassEmptyIcon,
  processing: SyncIcon,
  finished: CheckCircleIcon,
};
const STATUS_COLORS = { pending: 'disabled', processing: 'info', finished: 'success' } as const;

function RouteRow({ route, selected, onOpen }: { route: Route; selected: boolean; onOpen: () => void }) {
  const Icon = STATUS_ICONS[route.status];
  return (
    <ListItemButton selected={selected} onClick={onOpen} aria-label={`Route #${route.id}`}>
      <ListItemIcon sx={{ minWidth: 34 }}>
        <Tooltip title={route.status}>
          <Icon color={STATUS_COLORS[route.status]} fontSize="small" aria-label={route.status} />
        </Tooltip>
      </ListItemIcon>
      <ListItemText
        primary={routeTitle(route)}
        secondary={[`#${route.id}`, route.fleet_name, route.scenario_title].filter(Boolean).join(' · ')}
      />
    </ListItemButton>
  );
}

/** The Routes accordion of a day: CREATE, Apply all, and each route with its status icon. */
export function RoutesAccordion(props: {
  date: string;
  selectedId: number | null;
  onOpen: (id: number) => void;
}) {
  const routes = useRoutingRoutes(props.date);
  const applyAll = useRoutingWrite(routing.applyAll);
  const rows = routes.data?.routes ?? [];
  return (
    <Accordion defaultExpanded disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Typography variant="subtitle2">Routes {routes.data ? `(${rows.length})` : ''}</Typography>
      </AccordionSummary>
      <AccordionDetails sx={{ p: 0 }}>
        <Stack direction="row" spacing={1} sx={{ px: 2, pb: 1 }}>
          <Button
            size="small"
            variant="contained"
            onClick={() => openDialog('createRoute', { date: props.date })}
          >
            CREATE
          </Button>
          <Button
            size="small"
            variant="outlined"
            loading={applyAll.isPending}
            disabled={!rows.some((route) => route.status === 'finished')}
            onClick={() => applyAll.mutate({ body: { date: props.date } })}
          >
            Apply all
          </Button>
        </Stack>
        {routes.isFetching && <LinearProgress aria-label="Loading routes" />}
        <LoadFailed what="Routes" load={routes} sx={{ mx: 2, mb: 1 }} />
        <List
          dense
          aria-label="Routes"
          sx={{ maxHeight: 'max(420px, calc(100vh - 300px))', overflow: 'auto' }}
        >
          {rows.map((route) => (
            <RouteRow
              key={route.id}
              route={route}
              selected={route.id === props.selectedId}
              onOpen={() => props.onOpen(route.id)}
            />
          ))}
        </List>
        {routes.data && rows.length === 0 && (
          <Typography variant="body2" sx={{ px: 2, pb: 2 }}>
            {NO_ROUTES}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
}
