import { type DocumentEntityType, type DocumentView, MESSAGES } from '@fleetdesk/contract';
import Add from '@mui/icons-material/Add';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { SubmitAccess } from '../../../ui/NoAccess';
import { accountQuery } from '../../account/useAccountSync';
import { DocumentStatusChip, ExpiryDate } from '../shared/DocumentStatus';
import { useEntityDocuments } from '../shared/documentQueries';
import { addableDocumentTypes } from './addDocument';
import { useAddDocument } from './useAddDocument';

/** Spec 2 §9: the kinds of file a document image may be. */
const ACCEPTED_FILES = 'image/jpeg,image/png,image/bmp,application/pdf';

interface EntityDocumentsPanelProps {
  entityType: DocumentEntityType;
  entityId: number;
  /** A temporary car's documents are shown but not changed (spec 2 §2). */
  readOnly?: boolean;
  /** 'block': a page block's heading (the driver page); 'subtitle': a panel's in a dialog. */
  heading?: 'block' | 'subtitle';
}

/** The documents of one driver or car: each opens the full view; new ones are added from an image. */
export function EntityDocumentsPanel({
  entityType,
  entityId,
  readOnly = false,
  heading = 'subtitle',
}: EntityDocumentsPanelProps) {
  const list = useEntityDocuments(entityType, entityId);
  const held = list.data?.documents ?? [];
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        {heading === 'block' ? (
          <Typography variant="h3" component="h2">
            Documents
          </Typography>
        ) : (
          <Typography variant="subtitle2" sx={{ color: 'text.secondary' }}>
            Documents
          </Typography>
        )}
        {!readOnly && <AddDocumentMenu entityType={entityType} entityId={entityId} held={held} />}
      </Stack>
      {list.isPending && <CircularProgress size={20} aria-label="Loading documents" />}
      {list.error && <Alert severity="error">{list.error.message}</Alert>}
      {list.data && held.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {MESSAGES.noData}
        </Typography>
      )}
      <List dense disablePadding aria-label="Documents">
        {held.map((document) => (
          <DocumentItem key={document.id} document={document} />
        ))}
      </List>
    </Stack>
  );
}

function DocumentItem({ document }: { document: DocumentView }) {
  // Each button sits in its own list item: a ul may hold only li elements (WCAG 1.3.1).
  return (
    <ListItem disablePadding>
      <ListItemButton
        divider
        onClick={() => openDialog('fullDocumentView', { document })}
        sx={{ gap: 1.5, alignItems: 'center' }}
      >
        <ListItemText
          primary={document.title}
          secondary={<ExpiryDate document={document} />}
          slotProps={{ secondary: { component: 'div' } }}
        />
        {!document.url && (
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            No image
          </Typography>
        )}
        <DocumentStatusChip document={document} />
      </ListItemButton>
    </ListItem>
  );
}

function AddDocumentMenu({
  entityType,
  entityId,
  held,
}: {
  entityType: DocumentEntityType;
  entityId: number;
  held: readonly DocumentView[];
}) {
  const account = useQuery(accountQuery);
  const add = useAddDocument(entityType, entityId);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [type, setType] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const addable = addableDocumentTypes(account.data?.document_types ?? [], entityType, held);
  const choose = (key: string) => {
    setType(key);
    setAnchor(null);
    fileInput.current?.click();
  };

  return (
    <Box>
      <SubmitAccess permission="drivers.edit-documents">
        <Button
          size="small"
          startIcon={<Add />}
          onClick={(event) => setAnchor(event.currentTarget)}
          disabled={addable.length === 0}
          loading={add.isPending}
        >
          Add document
        </Button>
      </SubmitAccess>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {addable.map((documentType) => (
          <MenuItem key={documentType.key} onClick={() => choose(documentType.key)}>
            {documentType.title}
          </MenuItem>
        ))}
      </Menu>
      <input
        ref={fileInput}
        type="file"
        hidden
        accept={ACCEPTED_FILES}
        aria-label="Document image"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file && type) add.mutate({ type, file });
        }}
      />
    </Box>
  );
}
