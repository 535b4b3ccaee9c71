// The user layout's menu per role (spec §2 "Navigation menu icons"). `external` links leave the portal
// (site pages, the admin console) and load as a full page.
import type SvgIcon from '@mui/material/SvgIcon';
import CardMembership from '@mui/icons-material/CardMembership';
import Dashboard from '@mui/icons-material/Dashboard';
import Explore from '@mui/icons-material/Explore';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import Insights from '@mui/icons-material/Insights';
import MenuBook from '@mui/icons-material/MenuBook';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import Receipt from '@mui/icons-material/Receipt';
import School from '@mui/icons-material/School';
import Sell from '@mui/icons-material/Sell';
import Share from '@mui/icons-material/Share';
import Savings from '@mui/icons-material/Savings';
import type { Role } from '@valik/domain';

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
  STUDENT: [
    { label: 'My courses', to: '/user/my-courses', icon: School },
    // the public catalogue, where a new course is found (issue 30: the menu had no way there)
    { label: 'Browse courses', to: '/courses', icon: Explore, external: true },
    // the courses marked with the heart on the public site (issue 29 item 5)
    { label: 'Favourites', to: '/user/favourites', icon: FavoriteBorder },
    // the pass (buy, pause, cancel) and inviting friends (issue 18 item 4: nothing linked to them)
    { label: 'Payment plan', to: '/user/payment-plan', icon: CardMembership },
    { label: 'Invite friends', to: '/user/share', icon: Share },
    profile,
    pricing,
    help,
  ],
  TEACHER: [
    { label: 'Dashboard', to: '/user/dashboard', icon: Dashboard },
    { label: 'My cohorts', to: '/user/cohorts', icon: School },
    { label: 'Courses', to: '/user/courses', icon: MenuBook },
    profile,
    help,
  ],
  SCHOOL_REP: [
    { label: 'My students', to: '/user/school/my-students', icon: People },
    // many students into one group at once, and the school-year report (issue 29 item 8); icons the menu
    // already has, so the student's first page (which carries this file) does not grow (bundle budget)
    { label: 'Register students', to: '/user/school/register', icon: School },
    { label: 'School-year report', to: '/user/school/report', icon: MenuBook },
    { label: 'School credits', to: '/user/school/credits', icon: Savings },
    { label: 'Payment conditions', to: '/user/school/conditions', icon: Receipt },
    { label: 'Feedback', to: '/user/school/feedback-dashboard', icon: Insights },
    profile,
    help,
  ],
  ADMIN: [
    { label: 'Management', to: '/manage/cohorts', icon: AdminPanelSettings, external: true },
    { label: 'Cohorts', to: '/user/cohorts', icon: School },
    { label: 'Courses', to: '/user/courses', icon: MenuBook },
    profile,
    help,
  ],
};

/** Menu of a signed-out visitor (the tracking pages need no login). */
export const SIGNED_OUT_NAV: NavItem[] = [pricing, help];

export function navItemsForRole(role: Role): NavItem[] {
  return BY_ROLE[role];
}
