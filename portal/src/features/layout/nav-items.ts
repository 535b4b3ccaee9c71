// The user layout's menu per role (spec §2 "Navigation menu icons"). `external` links leave the portal
// (site pages, the admin console) and load as a full page.
import type SvgIcon from '@mui/material/SvgIcon';
import Dashboard from '@mui/icons-material/Dashboard';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Insights from '@mui/icons-material/Insights';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Receipt from '@mui/icons-material/Receipt';
import School from '@mui/icons-material/School';
import Sell from '@mui/icons-material/Sell';
import Savings from '@mui/icons-material/Savings';
import type { Role } from '@valik/api/domain';

export interface NavItem {
  /** English source string, translated when shown */
  label: string;
  to: string;
  icon: typeof SvgIcon;
  external?: boolean;
}

const profile: NavItem = { label: 'My profile', to: '/user/profile', icon: Person };
const help: NavItem = { label: 'Help', to: '/faq', icon: HelpOutline, external: true };
const pricing: NavItem = { label: 'Pricing', to: '/pricing', icon: Sell, external: true };

const BY_ROLE: Record<Role, NavItem[]> = {
  STUDENT: [{ label: 'My courses', to: '/user/my-courses', icon: School }, profile, pricing, help],
  TEACHER: [
    { label: 'Dashboard', to: '/user/dashboard', icon: Dashboard },
    { label: 'My cohorts', to: '/user/cohorts', icon: School },
    profile,
    help,
  ],
  SCHOOL_REP: [
    { label: 'My students', to: '/user/school/my-students', icon: People },
    { label: 'School credits', to: '/user/school/credits', icon: Savings },
    { label: 'Payment conditions', to: '/user/school/conditions', icon: Receipt },
    { label: 'Feedback', to: '/user/school/feedback-dashboard', icon: Insights },
    profile,
    help,
  ],
  ADMIN: [
    { label: 'Management', to: '/manage/cohorts', icon: AdminPanelSettings, external: true },
    { label: 'Cohorts', to: '/user/cohorts', icon: School },
    profile,
    help,
  ],
};

/** Menu of a signed-out visitor (the tracking pages need no login). */
export const SIGNED_OUT_NAV: NavItem[] = [pricing, help];

export function navItemsForRole(role: Role): NavItem[] {
  return BY_ROLE[role];
}
