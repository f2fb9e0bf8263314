import { TEXT_LIMITS } from '@school-sports/domain';
import { editUser } from '@school-sports/gateway-client';
import { TextField } from '@school-sports/ui';
import { useIntl } from 'react-intl';
import { ResourceFormPage } from '../../kit/ResourceFormPage.tsx';
import { useResourceForm } from '../../kit/useResourceForm.ts';
import { loadUserInfo } from '../../session/flows.ts';
import { appStore, userInfoAtom } from '../../session/state.ts';
import { ImageField } from '../shared/ImageField.tsx';

/** `/myInfo/editUser`: the person's name, mobile number and avatar, kept in their user info. */
export function ProfilePage() {
  const intl = useIntl();
  const form = useResourceForm({
    empty: { name: '', mobile: '', avatar: '' },
    stay: true,
    detail: {
      // The personal centre's loader has read the user info; a save reads it again (`onSaved`).
      load: async () => appStore.get(userInfoAtom) ?? (await loadUserInfo()),
      values: ({ user }) => ({ name: user.name, mobile: user.mobile, avatar: user.avatar }),
    },
    edit: { endpoint: editUser, request: (_self, values) => values },
    // The shell's header shows the name and avatar from the user info.
    onSaved: () => loadUserInfo().catch(() => undefined),
  });
  return (
    <ResourceFormPage form={form} title="myInfo.editUser">
      <TextField
        label={intl.formatMessage({ id: 'myInfo.name' })}
        isRequired
        maxLength={TEXT_LIMITS.personName.max}
        {...form.text('name')}
      />
      <TextField label={intl.formatMessage({ id: 'myInfo.mobile' })} inputMode="tel" {...form.text('mobile')} />
      <ImageField
        label={intl.formatMessage({ id: 'myInfo.avatar' })}
        kind="cover"
        value={form.values.avatar}
        saved={form.record?.user.avatar ?? ''}
        onChange={form.set('avatar')}
        errorMessage={form.errors.avatar}
      />
    </ResourceFormPage>
  );
}
