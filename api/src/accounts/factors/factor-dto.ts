import type { AuthFactor } from '@valik/db/schema';
import type { Factor } from '@valik/domain/contracts';

/** '+37255551234' → '•••••••1234'. */
export function maskPhone(phone: string): string {
  return phone.length <= 4 ? phone : `${'•'.repeat(phone.length - 4)}${phone.slice(-4)}`;
}

export function toFactorDto(row: AuthFactor): Factor {
  return {
    id: row.id,
    factor_type: row.factorType,
    status: row.status,
    friendly_name: row.friendlyName,
    phone: row.phone ? maskPhone(row.phone) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
