import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Checkbox,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Fragment, useState } from 'react';
import {
  type Grants,
  holds,
  type Matrix,
  type MatrixSection,
  permissionLabel,
  toggle,
  visibleSections,
} from './matrixModel';

interface MatrixTableProps {
  matrix: Matrix;
  draft: Grants;
  search: string;
  onChange: (draft: Grants) => void;
}

/** Groups (collapsible) and ungrouped permissions against the roles, one checkbox per role. */
export function PermissionsMatrixTable({ matrix, draft, search, onChange }: MatrixTableProps) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set());
  const sections = visibleSections(matrix, search);
  const flip = (groupId: number) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });
  // A search shows what it found, inside collapsed groups too.
  const isOpen = (section: MatrixSection) =>
    !section.group || search.trim() !== '' || !collapsed.has(section.group.id);

  return (
    <TableContainer sx={{ maxHeight: 'calc(100vh - 280px)' }}>
      <Table size="small" stickyHeader aria-label="Permissions matrix">
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 280 }}>Permission</TableCell>
            {matrix.roles.map((role) => (
              <TableCell key={role.id} align="center" sx={{ whiteSpace: 'nowrap' }}>
                {role.name}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sections.length === 0 && (
            <TableRow>
              <TableCell colSpan={matrix.roles.length + 1} align="center">
                No Data
              </TableCell>
            </TableRow>
          )}
          {sections.map((section) => (
            <Fragment key={section.group?.id ?? 'ungrouped'}>
              {section.group && (
                <TableRow
                  hover
                  onClick={() => section.group && flip(section.group.id)}
                  sx={{ cursor: 'pointer', bgcolor: 'action.hover' }}
                >
                  <TableCell colSpan={matrix.roles.length + 1}>
                    <IconButton
                      size="small"
                      aria-label={`${isOpen(section) ? 'Collapse' : 'Expand'} ${section.group.name}`}
                      sx={{ mr: 1 }}
                    >
                      {isOpen(section) ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
                    </IconButton>
                    <Typography component="span" variant="subtitle2">
                      {section.group.name}
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
              {isOpen(section) &&
                section.permissions.map((permission) => (
                  <TableRow key={permission.id} hover>
                    <TableCell sx={{ pl: section.group ? 7 : 2 }}>
                      <Typography variant="body2">{permissionLabel(permission.name)}</Typography>
                      <Typography variant="caption" color="text.secondary">
                        {permission.name}
                      </Typography>
                    </TableCell>
                    {matrix.roles.map((role) => (
                      <TableCell key={role.id} align="center" padding="checkbox">
                        <Checkbox
                          size="small"
                          checked={holds(draft, role.id, permission.id)}
                          onChange={() => onChange(toggle(draft, role.id, permission.id))}
                          slotProps={{ input: { 'aria-label': `${role.name}: ${permission.name}` } }}
                        />
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
