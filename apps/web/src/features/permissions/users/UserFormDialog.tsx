import { adminUsers, MESSAGES, type PermissionsUser } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, DialogContent } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useForm } from 'react-hook-form';
import { callEndpoint } from '../../../api/client';
import { showFormError } from '../../../api/showFormError';
import { useAppStore } from '../../../store/appStore';
import { ClosableDialogTitle } from '../../../ui/dialogs/ClosableDialogTitle';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../ui/dialogs/FormDialog';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { useRefreshAfterPermissionsChange } from '../api';
import { UserAdminFields } from './UserAdminFields';
import { useIsAdmin } from './useIsAdmin';
import {
  grantsProblem,
  lockedUserReason,
  reloadsAfterSave,
  USER_FORM_FIELDS,
  type UserFormValues,
  userBody,
  userFormSchema,
  userFormValuesOf,
} from './userForm';

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    createUser: Record<string, never>;
    editUser: { user: PermissionsUser };
  }
}

/** Add user and edit user (spec 2 §2, §5): one form; the admin-only part only for admins. */
function UserFormDialog({ user, open, onClose }: { user?: PermissionsUser } & DialogControl) {
  const editing = Boolean(user);
  const isAdmin = useIsAdmin();
  const superAdmin = useAppStore((state) => state.user?.super_admin ?? false);
  const locked = lockedUserReason(user, { superAdmin, isAdmin });
  const me = useAppStore((state) => state.user?.id);
  const refresh = useRefreshAfterPermissionsChange();
  const form = useForm<UserFormValues>({
    resolver: zodResolver(userFormSchema),
    mode: 'onTouched',
    defaultValues: userFormValuesOf(user),
  });
  const save = useMutation({
    mutationFn: (values: UserFormValues) => {
      const { dirtyFields } = form.formState;
      const body = userBody(values, {
        isAdmin,
        grantsChanged: Boolean(dirtyFields.roles || dirtyFields.companies),
      });
      return user
        ? callEndpoint(adminUsers.updateAdmin, { params: { id: user.id }, body })
        : callEndpoint(adminUsers.createAdmin, { body });
    },
    meta: { errors: 'caller' },
    onSuccess: (answer) => {
      enqueueSnackbar(answer.message, { variant: 'success' });
      refresh();
      onClose();
      if (reloadsAfterSave(me, answer.admin)) window.location.reload();
    },
    // Spec 2 §8: 'Failed to update user' (or the server's words) when an edit fails.
    onError: (error) =>
      showFormError(
        error,
        form.setError,
        USER_FORM_FIELDS,
        editing ? { prefix: MESSAGES.userUpdateFailed } : {},
      ),
  });
  const submit = useGuardedSubmit(
    form.handleSubmit(async (values: UserFormValues) => {
      const { dirtyFields } = form.formState;
      const problem = isAdmin && (dirtyFields.roles || dirtyFields.companies) ? grantsProblem(values) : null;
      if (problem) form.setError('companies', { type: 'rule', message: problem });
      else await save.mutateAsync(values);
    }),
  );
  const title = editing ? 'Edit user' : 'Add user';
  const field = (name: (typeof USER_FORM_FIELDS)[number], label: string, extra: object = {}) => (
    <FormTextField control={form.control} name={name} label={label} required {...extra} />
  );

  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onClose={onClose}
      maxWidth="sm"
      fullWidth
      aria-label={title}
    >
      <ClosableDialogTitle onClose={onClose}>{title}</ClosableDialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ pt: 1, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          {locked && (
            <Alert severity="info" sx={{ gridColumn: '1 / -1' }}>
              {locked}
            </Alert>
          )}
          {field('first_name', 'First name')}
          {field('last_name', 'Last name')}
          {field('email', 'Email', { type: 'email' })}
          {field('phone_number', 'Phone')}
          <FormTextField
            control={form.control}
            name="password"
            label={editing ? 'New password' : 'Password'}
            type="password"
            autoComplete="new-password"
            helperText={editing ? 'Leave empty to keep it' : 'Leave empty to e-mail a temporary one'}
            sx={{ gridColumn: '1 / -1' }}
          />
          {isAdmin && <UserAdminFields form={form} editing={editing} />}
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel={editing ? 'Save' : 'Create'}
          disabled={locked !== null}
          isSending={save.isPending}
          permission="permissions.update"
        />
      </Box>
    </FormDialog>
  );
}

export const CreateUserDialog = (props: DialogControl) => <UserFormDialog {...props} />;
export const EditUserDialog = ({ user, ...props }: { user: PermissionsUser } & DialogControl) => (
  <UserFormDialog user={user} {...props} />
);
