import { deriveSecret } from '../auth';
import { findOne, V1, type DemoApi, type Row } from './demo-api';
import { DEMO } from './demo-factory.data';

// A demo user per standard role, through the user calls: a factory seeded before the roles existed (an older
// `.data`) gets them too; on a fresh one `setup --demo` made them already and this finds them.
export async function seedRoleUsers(api: DemoApi): Promise<void> {
  for (const u of DEMO.users) {
    if (await findOne(api, 'basicdata/user', `name:"${u.name}"`)) continue;
    const role = await findOne(api, 'basicdata/role', `fname:"${u.roles[0]}"`);
    if (!role) continue; // roles are made when a server starts: there is one, so this does not happen
    const user = await api.ok<Row>(`${V1}/basicdata/user/create`, {
      name: u.name,
      display_name: u.display_name,
      secret: deriveSecret(u.name, u.password),
    });
    await api.ok(`${V1}/basicdata/user/roles/set`, { user_id: user.id, role_ids: [role.id] });
  }
}
