import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { Menu, useTranslate, type MenuProps } from 'react-admin';

/**
 * React-admin's resource menu as a named navigation landmark. Its list is a MUI MenuList whose items are
 * links (`<a role="menuitem">`); as the default `<ul>` that is invalid HTML (a `<ul>` holds only `<li>`:
 * the Nu checker's commonest console error), so the menu is a `<nav role="menu">`, which HTML allows.
 */
export function ConsoleMenu(props: MenuProps) {
  const translate = useTranslate();
  return (
    <Menu component="nav" aria-label={translate('valik.app.menu')} {...props}>
      {/* issue 29 item 7: /manage, how the school is doing */}
      <Menu.DashboardItem primaryText={translate('valik.overview.title')} />
      <Menu.ResourceItems />
      {/* issue 28: invoices marked paid from a bank statement */}
      <Menu.Item to="/bank_payments" primaryText={translate('valik.bank_payments.title')} leftIcon={<AccountBalanceIcon />} />
    </Menu>
  );
}
