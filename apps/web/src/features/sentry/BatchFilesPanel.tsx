import { sentryBilling as api } from '@fleetdesk/contract';
import DownloadIcon from '@mui/icons-material/Download';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import {
  Box,
  Button,
  Divider,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Paper,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { batchFilesQuery } from './api';
import { nyDateTime } from './sentryView';

const TYPE_LABELS: Readonly<Record<api.SentryFileType, string>> = {
  invoice: 'Invoice',
  ...api.SENTRY_REPORT_LABELS,
};

/** The side panel of a batch (spec 3 §2): every file made for it, newest first, who made it, Download. */
export function BatchFilesPanel({ batchId }: { batchId: number }) {
  const files = useQuery(batchFilesQuery(batchId));
  const list = files.data?.files.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-label="File history">
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="h6">File history</Typography>
        <Typography variant="body2" color="text.secondary">
          {files.data ? `${files.data.files.total} file(s)` : 'Loading…'}
        </Typography>
      </Box>
      <Divider />
      {list.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
          No file yet: EXPORT writes the invoice.
        </Typography>
      ) : (
        <List dense disablePadding>
          {list.map((file) => (
            <ListItem
              key={file.id}
              divider
              secondaryAction={
                <Button
                  size="small"
                  startIcon={<DownloadIcon />}
                  href={file.path}
                  download={file.name}
                  aria-label={`Download ${file.name}`}
                >
                  Download
                </Button>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlined color="action" />
              </ListItemIcon>
              <ListItemText
                primary={`${TYPE_LABELS[file.type]} · ${file.rows} ride(s)`}
                secondary={`${nyDateTime(file.created_at)} by ${file.uploaded_by ?? 'unknown'}`}
                slotProps={{ secondary: { title: file.name } }}
                sx={{ pr: 12 }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
