// /manage/schools/{id}/credits (admin only: anyone else is sent to /auth/login by the auth provider):
// the balance (unexpired credits, computed by the server from the ledger), adding credits, and the
// append-only ledger of ADD, DEDUCT and REFUND rows with amount, expiry and metadata.
import { useState } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  CreateBase,
  DataTable,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useGetOne,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { addSchoolCreditsSchema, creditReasonLabel } from '@valik/domain';
import { EnumField, TallinnDateField } from '../common/fields.tsx';
import { ScopedList } from '../common/ScopedList.tsx';
import { useRouteId } from '../common/useRouteId.ts';
import { TallinnDateInput } from '../common/TallinnDateInput.tsx';
import { zodResolver } from '@hookform/resolvers/zod';
import { SchoolTabs } from './SchoolTabs.tsx';
import { FormHeading, narrowInputRow } from '../common/form-layout.tsx';

const resolver = zodResolver(addSchoolCreditsSchema, undefined, { raw: true });

/** The note, or the cohort an entry was for and why (in the admin's language, never the reason's code); other metadata as it is. */
export function describeCreditEntry(entry: { note?: unknown; metadata?: Record<string, unknown> | null }, translate: (key: string) => string = (key) => key): string {
  const meta = entry.metadata ?? {};
  const reason = creditReasonLabel(meta.reason);
  const parts = [entry.note, meta.cohort_name, reason === null ? null : translate(`valik.credits.reasons.${String(meta.reason)}`)].filter((p): p is string => typeof p === 'string' && p !== '');
  if (parts.length) return parts.join(' · ');
  const rest = Object.entries(meta).filter(([key]) => key !== 'source');
  return rest.map(([key, value]) => `${key}: ${typeof value === 'object' ? JSON.stringify(value) : String(value)}`).join(', ');
}

function Balance({ schoolId }: { schoolId: number }) {
  const translate = useTranslate();
  const { data: school } = useGetOne('schools', { id: schoolId });
  return (
    <Box role="status" aria-live="polite">
      <Typography color="text.secondary">{translate('valik.credits.balance')}</Typography>
      <Typography variant="h3" component="p" data-testid="credit-balance" sx={{ fontWeight: 700 }}>
        {school?.credit_balance ?? '…'}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {translate('valik.credits.balance_help')}
      </Typography>
    </Box>
  );
}

function AddCredits({ schoolId }: { schoolId: number }) {
  const notify = useNotify();
  const refresh = useRefresh();
  // a new form after each addition, so the next one starts empty
  const [round, setRound] = useState(0);
  return (
    <CreateBase
      key={round}
      resource="school_credits"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify('valik.credits.added', { type: 'success' });
          setRound((n) => n + 1);
          refresh();
        },
      }}
    >
      <SimpleForm noValidate
        resolver={resolver}
        defaultValues={{ school_id: schoolId, amount: null, expires_at: null, note: '' }}
        sx={{ p: 0 }}
        toolbar={
          <Toolbar sx={{ px: 0 }}>
            <SaveButton label="valik.credits.add" alwaysEnable={false} />
          </Toolbar>
        }
      >
        <FormHeading title="valik.credits.add_heading" />
        <Box sx={narrowInputRow}>
          <NumberInput source="amount" label="valik.credits.amount" min={1} step={1} isRequired />
          <TallinnDateInput source="expires_at" label="valik.credits.expires_at" helperText="valik.credits.expires_help" />
        </Box>
        <TextInput source="note" label="valik.credits.note" />
      </SimpleForm>
    </CreateBase>
  );
}

export default function SchoolCreditsPage() {
  const schoolId = useRouteId();
  const translate = useTranslate();
  return (
    <Box>
      <SchoolTabs schoolId={schoolId}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, my: 2 }}>
          <Card sx={{ flex: '1 1 16rem', minWidth: 0 }}>
            <CardContent>
              <Balance schoolId={schoolId} />
            </CardContent>
          </Card>
          <Card sx={{ flex: '3 1 min(24rem, 100%)', minWidth: 0 }}>
            <CardContent>
              <AddCredits schoolId={schoolId} />
            </CardContent>
          </Card>
        </Box>
        <ScopedList heading="valik.credits.ledger" resource="school_credits" filter={{ school_id: schoolId }} sort={{ field: 'event_applies_at', order: 'DESC' }} storeKey={`school-${schoolId}-credits`} emptyText="valik.credits.empty">
          <DataTable.Col source="event_applies_at" label={translate('valik.credits.applies_at')}>
            <TallinnDateField source="event_applies_at" withTime />
          </DataTable.Col>
          <DataTable.Col source="type" label={translate('valik.credits.type')}>
            <EnumField source="type" enumName="credit_type" />
          </DataTable.Col>
          <DataTable.Col
            source="amount"
            label={translate('valik.credits.amount')}
            render={(r) => (r.signed_amount > 0 ? `+${r.signed_amount}` : String(r.signed_amount))}
          />
          <DataTable.Col source="expires_at" label={translate('valik.credits.expires_at')}>
            <TallinnDateField source="expires_at" />
          </DataTable.Col>
          <DataTable.Col source="user_name" label={translate('valik.credits.by')} disableSort />
          <DataTable.Col
            source="metadata"
            label={translate('valik.credits.metadata')}
            disableSort
            render={(r) => describeCreditEntry(r, translate)}
          />
        </ScopedList>
      </SchoolTabs>
    </Box>
  );
}
