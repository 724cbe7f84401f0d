import { Drawer, type SessionUser } from 'mfe-shared';
import { SideMenu } from './SideMenu';

export type MenuDrawerProps = {
  open: boolean;
  onClose: () => void;
  user: SessionUser;
  productName: string;
  website: string;
};

/** The mobile bar's Menu: a bottom drawer holding the full side menu (SPEC.md 2.5). */
export function MenuDrawer({ open, onClose, user, productName, website }: MenuDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title="Menu" hideTitle>
      <SideMenu user={user} productName={productName} website={website} onNavigate={onClose} />
    </Drawer>
  );
}
