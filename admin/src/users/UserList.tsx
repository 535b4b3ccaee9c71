import type { ReactNode } from 'react';
import { Tab, Tabs } from '@mui/material';
import { CreateButton, DataTable, FilterButton, List, ReferenceInput, AutocompleteInput, SearchInput, SimpleList, TopToolbar, useListContext, useTranslate } from 'react-admin';
import { ExportCsvButton } from '../common/ExportCsvButton.tsx';
import { TallinnDateField } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import type { Role } from '@valik/domain';
import { EnumField } from '../common/fields.tsx';
import { ListError } from '../common/ListError.tsx';
import { PersonPhoto, PersonWithPhoto } from '@valik/ui/person-photo';

/**
 * The tabs All / Schools / Users of product-spec §2, as a `role` filter (a list means "any of"):
 * Schools are the school representatives, Users everyone else.
 */
export const USER_TABS = [
  { id: 'all', roles: null },
  { id: 'schools', roles: ['SCHOOL_REP'] },
  { id: 'users', roles: ['STUDENT', 'TEACHER', 'ADMIN'] },
] as const satisfies ReadonlyArray<{ id: string; roles: readonly Role[] | null }>;

type UserTab = (typeof USER_TABS)[number];

function tabOfFilter(role: unknown): UserTab {
  const roles = Array.isArray(role) ? role : [];
  return USER_TABS.find((tab) => tab.roles !== null && tab.roles.join() === roles.join()) ?? USER_TABS[0];
}

function UserTabs() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = tabOfFilter(filterValues.role);
  const onChange = (_event: unknown, id: UserTab['id']) => {
    const tab = USER_TABS.find((candidate) => candidate.id === id) ?? USER_TABS[0];
    const { role: _role, ...rest } = filterValues;
    setFilters(tab.roles ? { ...rest, role: [...tab.roles] } : rest, displayedFilters);
  };
  return (
    <Tabs value={current.id} onChange={onChange} aria-label={translate('resources.users.name', { smart_count: 2 })}>
      {USER_TABS.map((tab) => (
        <Tab key={tab.id} value={tab.id} id={tabId(tab.id)} aria-controls={USER_TAB_PANEL} label={translate(`resources.users.tabs.${tab.id}`)} />
      ))}
    </Tabs>
  );
}

const USER_TAB_PANEL = 'users-tab-panel';
const tabId = (id: UserTab['id']) => `users-tab-${id}`;

/** The list the tabs filter: the one tab panel they control, named by the chosen tab. */
function UserTabPanel({ children }: { children: ReactNode }) {
  const { filterValues } = useListContext();
  return (
    <div role="tabpanel" id={USER_TAB_PANEL} aria-labelledby={tabId(tabOfFilter(filterValues.role).id)}>
      {children}
    </div>
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="school_id" source="school_id" reference="schools">
    <AutocompleteInput label="valik.users.school" />
  </ReferenceInput>,
];

function UserListActions() {
  return (
    <TopToolbar>
      <FilterButton />
      {/* the spec's create URL is /manage/users/new, not react-admin's /create */}
      <CreateButton to="/users/new" label="valik.users.new" />
      <ExportCsvButton />
    </TopToolbar>
  );
}

export function UserList() {
  const translate = useTranslate();
  const isSmall = useIsSmall();
  if (isSmall) {
    return (
      <List actions={<UserListActions />} filters={filters} sort={{ field: 'last_name', order: 'ASC' }} error={<ListError />}>
        <UserTabs />
        <UserTabPanel>
          <SimpleList
            leftAvatar={(u) => <PersonPhoto name={[u.first_name, u.last_name].filter(Boolean).join(' ')} avatar={u.avatar as string | null | undefined} size={40} />}
            primaryText={(u) => [u.first_name, u.last_name].filter(Boolean).join(' ') || u.email}
            secondaryText={(u) => u.email}
            tertiaryText={(u) => translate(`valik.enums.role.${u.role}`)}
            linkType="edit"
          />
        </UserTabPanel>
      </List>
    );
  }
  return (
    <List actions={<UserListActions />} filters={filters} sort={{ field: 'last_name', order: 'ASC' }} error={<ListError />}>
      <UserTabs />
      <UserTabPanel>
        <DataTable rowClick="edit" bulkActionButtons={false}>
          <DataTable.Col
            source="last_name"
            label={translate('resources.users.fields.name')}
            // the name with the person's photo (issue 30: the teachers' lists show their photos)
            render={(user) => <PersonWithPhoto name={[user.first_name, user.last_name].filter(Boolean).join(' ')} avatar={user.avatar as string | null | undefined} />}
          />
          <DataTable.Col source="email" />
          <DataTable.Col source="role">
            <EnumField source="role" enumName="role" />
          </DataTable.Col>
          <DataTable.Col
            source="school_names"
            label={translate('valik.users.schools')}
            disableSort
            render={(user) => (user.school_names as string[] | undefined)?.join(', ') ?? ''}
          />
          <DataTable.Col source="created_at">
            <TallinnDateField source="created_at" />
          </DataTable.Col>
        </DataTable>
      </UserTabPanel>
    </List>
  );
}
